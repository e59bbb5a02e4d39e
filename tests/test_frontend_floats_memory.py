"""Frontend: floating point (F32/F64 stack types, constants, comparisons with
NaN semantics, conversions with Mono's results), addresses (ldloca/ldarga slots,
ldind/stind, ref/out, unsafe pointers, localloc, cpblk/initblk, ldobj/stobj/initobj/
cpobj, sizeof, prefixes), function pointers (ldftn/calli), tail calls, jmp, checked
arithmetic, ckfinite, System.Math bindings, and the errors for what stays unsupported.
Expected dumps are kept here."""
from __future__ import annotations

from pathlib import Path

import pytest

from cil2mir.frontend.ssa import round_f32
from tests.test_frontend_support import build_il, compile_error, il_main, ssa_text

PROGRAM_CS = """using System;
unsafe class Program {
    static double Mix(float f, double d, int i) { return f * 2f + d / i - (f % 3f); }
    static bool Cmp(double a, double b) { return a < b || !(a >= b) && a != b; }
    static int Br(float a, float b) { if (a > b) return 1; if (a <= b) return 2; return 3; }
    static long Conv(double d, float f) { return (int)d + (long)f + (long)(ulong)d + (uint)d + (byte)f; }
    static float FromInt(int i, ulong u, long l) { return i + (float)u + l; }
    static void Swap(ref int a, ref int b) { int t = a; a = b; b = t; }
    static void Get(out double d, out byte b) { d = 2.5; b = 200; }
    static int AddrOf(int x) { int* p = &x; *p += 1; return x; }
    static long Stack(int n) {
        long* buf = stackalloc long[4];
        for (int i = 0; i < n; i++) buf[i] = i;
        long* q = buf + 1;
        return *q + (q - buf) + sizeof(IntPtr);
    }
    static double Maths(double x, int i, byte b) {
        return Math.Sqrt(x) + Math.Abs(i) + Math.Max(b, (byte)7) + Math.Pow(x, 2) + Math.Round(x) + Math.Min(1.5f, (float)x);
    }
    static void Main() { int a = 1, b = 2; Swap(ref a, ref b); Console.WriteLine(a); Console.WriteLine(1.5f); }
}
"""

PROGRAM_IL = """.class private auto ansi Program extends [mscorlib]System.Object {
  .method static float64 Consts() cil managed {
    .maxstack 8
    ldc.r4 0.1
    ldc.r8 -0.0
    add
    ldc.r8 (00 00 00 00 00 00 F8 7F)
    mul
    ldc.r4 (00 00 80 7F)
    conv.r8
    sub
    ckfinite
    ret
  }
  .method static int64 Convs(float64 d, float32 f, uint32 u) cil managed {
    .maxstack 8
    ldarg.0
    conv.i
    ldarg.1
    conv.i
    add
    ldarg.0
    conv.u
    add
    conv.i8
    ldarg.2
    conv.r.un
    conv.i8
    add
    ldarg.1
    conv.r8
    conv.u4
    conv.i8
    add
    ret
  }
  .method static int32 Compares(float32 a, float64 b) cil managed {
    .maxstack 8
    ldarg.0
    ldarg.1
    clt.un
    ldarg.0
    ldarg.1
    cgt
    add
    ldarg.1
    ldarg.1
    ceq
    add
    ldarg.0
    ldarg.0
    bne.un NE
    ret
  NE:
    neg
    ret
  }
  .method static void Mem(native int p, int32& r) cil managed {
    .maxstack 8
    ldarg.0
    ldarg.0
    volatile.
    ldind.u2
    ldarg.0
    unaligned. 1
    ldind.i1
    add
    ldarg.1
    ldind.u1
    add
    stind.i2
    ldarg.1
    ldarg.0
    ldind.r4
    stind.r8
    ldarg.0
    ldarg.1
    ldc.i4 16
    volatile.
    cpblk
    ldarg.0
    ldc.i4 255
    ldarg.0
    ldind.i
    initblk
    ldarg.0
    ldarg.0
    sizeof [mscorlib]System.Double
    add
    ldobj [mscorlib]System.Int64
    stobj [mscorlib]System.Int64
    ldarg.1
    initobj [mscorlib]System.Byte
    ldarg.0
    ldarg.1
    cpobj [mscorlib]System.Char
    ret
  }
  .method static int32 Twice(int32 x) cil managed { .maxstack 2 ldarg.0 ldc.i4.2 mul ret }
  .method static int32 CallPtr(int32 x) cil managed {
    .maxstack 8
    ldarg.0
    ldftn int32 Program::Twice(int32)
    calli int32(int32)
    ldftn int32 Program::Twice(int32)
    tail.
    calli int32(int32)
    ret
  }
  .method static int32 Loop(int32 n, int32 acc) cil managed {
    .maxstack 8
    ldarg.0
    brtrue REC
    ldarg.1
    ret
  REC:
    ldarg.0
    ldc.i4.1
    sub
    ldarg.1
    ldarg.0
    add
    tail.
    call int32 Program::Loop(int32, int32)
    ret
  }
  .method static int32 Jumper(int32 n, int32 acc) cil managed {
    .maxstack 8
    ldarg.1
    ldc.i4.1
    add
    starg 1
    jmp int32 Program::Loop(int32, int32)
  }
  .method static uint8 NoTail(int32 x) cil managed {
    .maxstack 8
    ldarg.0
    tail.
    call int32 Program::Twice(int32)
    ret
  }
  .method static int32 Checked(int32 a, int32 b, int64 c, int64 d) cil managed {
    .maxstack 8
    ldarg.0
    ldarg.1
    add.ovf
    ldarg.0
    ldarg.1
    mul.ovf.un
    sub.ovf.un
    ldarg.2
    ldarg.3
    mul.ovf
    conv.i4
    add
    ret
  }
  .method static int32 Main() cil managed {
    .entrypoint
    .maxstack 8
    ldc.i4.7
    ret
  }
}
"""

EXPECTED_IL = {
    "Program::Consts": """\
function f64 @Program.Consts()  ; Program::Consts
bb0:  ; IL_0000
  %0 = add f64 0.10000000149011612, 0.0
  %1 = mul f64 %0, nan
  %2 = sub f64 %1, inf
  %3 = sub f64 %2, %2
  br eq f64 %3, 0.0, bb1, bb2
bb1:  ; IL_0020, preds bb0
  ret f64 %2
bb2:  ; IL_0020, preds bb0
  call void @rt_throw_OverflowException()
  br bb3
bb3:  ; preds bb2
  ret f64 0.0
""",
    "Program::Convs": """\
function i64 @Program.Convs(f64 %0, f32 %1, i32 %2)  ; Program::Convs
bb0:  ; IL_0000
  %3 = f2i i32 %0
  %4 = zext32 i64 %3
  %5 = f2i i64 %1
  %6 = add i64 %4, %5
  %7 = f2u64 i64 %0
  %8 = add i64 %6, %7
  %9 = u2f f64 %2
  %10 = f2i i64 %9
  %11 = add i64 %8, %10
  %12 = fext f64 %1
  %13 = f2i i64 %12
  %14 = trunc i32 %13
  %15 = sext32 i64 %14
  %16 = add i64 %11, %15
  ret i64 %16
""",
    "Program::Compares": """\
function i32 @Program.Compares(f32 %0, f64 %1)  ; Program::Compares
bb0:  ; IL_0000
  %2 = fext f64 %0
  %3 = cmp ult f64 %2, %1
  %4 = fext f64 %0
  %5 = cmp gt f64 %4, %1
  %6 = add i32 %3, %5
  %7 = cmp eq f64 %1, %1
  %8 = add i32 %6, %7
  br ne f32 %0, %0, bb2, bb1
bb1:  ; IL_0015, preds bb0
  ret i32 %8
bb2:  ; IL_0016, preds bb0
  %9 = neg i32 %8
  ret i32 %9
""",
    "Program::Mem": """\
function void @Program.Mem(i64 %0, i64 %1)  ; Program::Mem
bb0:  ; IL_0000
  %2 = load i32 u16 volatile %0
  %3 = load i32 i8 align 1 %0
  %4 = add i32 %2, %3
  %5 = load i32 u8 %1
  %6 = add i32 %4, %5
  store i16 %0, %6
  %8 = load f32 f32 %0
  %9 = fext f64 %8
  store f64 %1, %9
  memcpy %0, %1, 16
  %12 = load i64 i64 %0
  memset %0, 255, %12
  %14 = add i64 %0, 8
  %15 = load i64 i64 %14
  store i64 %0, %15
  store u8 %1, 0
  %18 = load i32 u16 %1
  store u16 %0, %18
  ret
""",
    "Program::Twice": """\
function i32 @Program.Twice(i32 %0)  ; Program::Twice
bb0:  ; IL_0000
  %1 = mul i32 %0, 2
  ret i32 %1
""",
    "Program::CallPtr": """\
function i32 @Program.CallPtr(i32 %0)  ; Program::CallPtr
bb0:  ; IL_0000
  %1 = funcaddr i64 @Program.Twice
  %2 = calli i32 %1(%0)
  %3 = globaladdr i64 @cil2mir_pending_exception
  %4 = load ref ref %3
  br ne ref %4, null, bb2, bb1
bb1:  ; IL_0000, preds bb0
  %5 = funcaddr i64 @Program.Twice
  %6 = tail calli i32 %5(%2)
  ret i32 %6
bb2:  ; IL_0000, preds bb0
  ret i32 0
""",
    "Program::Loop": """\
function i32 @Program.Loop(i32 %0, i32 %1)  ; Program::Loop
bb0:  ; IL_0000
  br ne i32 %0, 0, bb2, bb1
bb1:  ; IL_0006, preds bb0
  ret i32 %1
bb2:  ; IL_0008, preds bb0
  %2 = sub i32 %0, 1
  %3 = add i32 %1, %0
  %4 = tail call i32 @Program.Loop(%2, %3)
  ret i32 %4
""",
    "Program::Jumper": """\
function i32 @Program.Jumper(i32 %0, i32 %1)  ; Program::Jumper
bb0:  ; IL_0000
  %2 = add i32 %1, 1
  %3 = tail call i32 @Program.Loop(%0, %2)
  ret i32 %3
""",
    "Program::NoTail": """\
function i32 @Program.NoTail(i32 %0)  ; Program::NoTail
bb0:  ; IL_0000
  %1 = call i32 @Program.Twice(%0)
  %2 = zext8 i32 %1
  ret i32 %2
""",
    "Program::Checked": """\
function i32 @Program.Checked(i32 %0, i32 %1, i64 %2, i64 %3)  ; Program::Checked
bb0:  ; IL_0000
  %4 = add i32 %0, %1
  %5 = xor i32 %0, %4
  %6 = xor i32 %1, %4
  %7 = and i32 %5, %6
  br lt i32 %7, 0, bb8, bb1
bb1:  ; IL_0002, preds bb0
  %8 = mul i32 %0, %1
  %9 = zext32 i64 %0
  %10 = zext32 i64 %1
  %11 = mul i64 %9, %10
  br ugt i64 %11, 4294967295, bb8, bb2
bb2:  ; IL_0005, preds bb1
  %12 = sub i32 %4, %8
  br ult i32 %4, %8, bb8, bb3
bb3:  ; IL_0006, preds bb2
  %13 = mul i64 %2, %3
  br eq i64 %2, 0, bb7, bb4
bb4:  ; IL_0009, preds bb3
  br eq i64 %2, -1, bb5, bb6
bb5:  ; IL_0009, preds bb4
  br eq i64 %3, -9223372036854775808, bb8, bb7
bb6:  ; IL_0009, preds bb4
  %14 = div i64 %13, %2
  br ne i64 %14, %3, bb8, bb7
bb7:  ; IL_0009, preds bb3, bb5, bb6
  %15 = trunc i32 %13
  %16 = add i32 %12, %15
  ret i32 %16
bb8:  ; IL_0002, preds bb0, bb1, bb2, bb5, bb6
  call void @rt_throw_OverflowException()
  br bb9
bb9:  ; preds bb8
  ret i32 0
""",
}

EXPECTED_CS = {
    "Program::Mix": """\
function f64 @Program.Mix(f32 %0, f64 %1, i32 %2)  ; Program::Mix
bb0:  ; IL_0000
  %3 = mul f32 %0, 2.0
  %4 = fext f64 %3
  %5 = i2f f64 %2
  %6 = div f64 %1, %5
  %7 = add f64 %4, %6
  %8 = rem f32 %0, 3.0
  %9 = fext f64 %8
  %10 = sub f64 %7, %9
  ret f64 %10
""",
    "Program::Cmp": """\
function i32 @Program.Cmp(f64 %0, f64 %1)  ; Program::Cmp
bb0:  ; IL_0000
  br lt f64 %0, %1, bb5, bb1
bb1:  ; IL_0007, preds bb0
  br ge f64 %0, %1, bb3, bb2
bb2:  ; IL_000e, preds bb1
  %2 = cmp eq f64 %0, %1
  %3 = cmp eq i32 %2, 0
  br bb4
bb3:  ; IL_0017, preds bb1
  br bb4
bb4:  ; IL_0018, preds bb2, bb3
  %4 = phi i32 [%3, bb2], [0, bb3]
  br bb6
bb5:  ; IL_001a, preds bb0
  br bb6
bb6:  ; IL_001b, preds bb4, bb5
  %5 = phi i32 [%4, bb4], [1, bb5]
  %6 = zext8 i32 %5
  ret i32 %6
""",
    "Program::Br": """\
function i32 @Program.Br(f32 %0, f32 %1)  ; Program::Br
bb0:  ; IL_0000
  br ule f32 %0, %1, bb2, bb1
bb1:  ; IL_0007, preds bb0
  ret i32 1
bb2:  ; IL_0009, preds bb0
  br ugt f32 %0, %1, bb4, bb3
bb3:  ; IL_0010, preds bb2
  ret i32 2
bb4:  ; IL_0012, preds bb2
  ret i32 3
""",
    "Program::Conv": """\
function i64 @Program.Conv(f64 %0, f32 %1)  ; Program::Conv
bb0:  ; IL_0000
  %2 = f2i i32 %0
  %3 = sext32 i64 %2
  %4 = f2i i64 %1
  %5 = add i64 %3, %4
  %6 = f2u64 i64 %0
  %7 = add i64 %5, %6
  %8 = f2i i64 %0
  %9 = trunc i32 %8
  %10 = zext32 i64 %9
  %11 = add i64 %7, %10
  %12 = f2i i32 %1
  %13 = zext8 i32 %12
  %14 = sext32 i64 %13
  %15 = add i64 %11, %14
  ret i64 %15
""",
    "Program::FromInt": """\
function f32 @Program.FromInt(i32 %0, i64 %1, i64 %2)  ; Program::FromInt
bb0:  ; IL_0000
  %3 = i2f f32 %0
  %4 = u2f f64 %1
  %5 = ftrunc f32 %4
  %6 = add f32 %3, %5
  %7 = i2f f32 %2
  %8 = add f32 %6, %7
  ret f32 %8
""",
    "Program::Swap": """\
function void @Program.Swap(i64 %0, i64 %1)  ; Program::Swap
bb0:  ; IL_0000
  %2 = load i32 i32 %0
  %3 = load i32 i32 %1
  store i32 %0, %3
  store i32 %1, %2
  ret
""",
    "Program::Get": """\
function void @Program.Get(i64 %0, i64 %1)  ; Program::Get
bb0:  ; IL_0000
  store f64 %0, 2.5
  store i8 %1, 200
  ret
""",
    "Program::AddrOf": """\
function i32 @Program.AddrOf(i32 %0)  ; Program::AddrOf
bb0:  ; IL_0000
  %1 = slot i64 size 4 align 4
  store i32 %1, %0
  %3 = load i32 i32 %1
  %4 = add i32 %3, 1
  store i32 %1, %4
  %6 = load i32 i32 %1
  ret i32 %6
""",
    "Program::Stack": """\
function i64 @Program.Stack(i32 %0)  ; Program::Stack
bb0:  ; IL_0000
  %1 = localloc i64 32
  memset %1, 0, 32
  br bb2
bb1:  ; IL_000d, preds bb2
  %3 = sext32 i64 %9
  %4 = mul i64 %3, 8
  %5 = add i64 %1, %4
  %6 = sext32 i64 %9
  store i64 %5, %6
  %8 = add i32 %9, 1
  br bb2
bb2:  ; IL_001a, preds bb0, bb1
  %9 = phi i32 [0, bb0], [%8, bb1]
  br lt i32 %9, %0, bb1, bb3
bb3:  ; IL_0021, preds bb2
  %10 = add i64 %1, 8
  %11 = load i64 i64 %10
  %12 = sub i64 %10, %1
  %13 = div i64 %12, 8
  %14 = add i64 %11, %13
  %15 = add i64 %14, 8
  ret i64 %15
""",
    "Program::Maths": """\
function f64 @Program.Maths(f64 %0, i32 %1, i32 %2)  ; Program::Maths
bb0:  ; IL_0000
  %3 = call f64 @rt_Math_Sqrt_f64(%0)
  %4 = call i32 @rt_Math_Abs_i32(%1)
  %5 = globaladdr i64 @cil2mir_pending_exception
  %6 = load ref ref %5
  br ne ref %6, null, bb2, bb1
bb1:  ; IL_0000, preds bb0
  %7 = i2f f64 %4
  %8 = add f64 %3, %7
  %9 = call i32 @rt_Math_Max_u8(%2, 7)
  %10 = i2f f64 %9
  %11 = add f64 %8, %10
  %12 = call f64 @rt_Math_Pow_f64(%0, 2.0)
  %13 = add f64 %11, %12
  %14 = call f64 @rt_Math_Round_f64(%0)
  %15 = add f64 %13, %14
  %16 = ftrunc f32 %0
  %17 = call f32 @rt_Math_Min_f32(1.5, %16)
  %18 = fext f64 %17
  %19 = add f64 %15, %18
  ret f64 %19
bb2:  ; IL_0000, preds bb0
  ret f64 0.0
""",
    "Program::Main": """\
function void @Program.Main()  ; Program::Main
bb0:  ; IL_0000
  %0 = slot i64 size 4 align 4
  store i32 %0, 0
  %2 = slot i64 size 4 align 4
  store i32 %2, 0
  store i32 %0, 1
  store i32 %2, 2
  call void @Program.Swap(%0, %2)
  %7 = globaladdr i64 @cil2mir_pending_exception
  %8 = load ref ref %7
  br ne ref %8, null, bb2, bb1
bb1:  ; IL_0000, preds bb0
  %9 = load i32 i32 %0
  call void @rt_Console_WriteLine_i32(%9)
  call void @rt_Console_WriteLine_f32(1.5)
  ret
bb2:  ; IL_0000, preds bb0
  ret
""",
}


@pytest.fixture(scope="module")
def program_cs(tmp_path_factory: pytest.TempPathFactory) -> str:
    import subprocess
    from tests.test_frontend_support import _need
    directory = tmp_path_factory.mktemp("floats_memory_cs")
    (directory / "App.cs").write_text(PROGRAM_CS)
    out = directory / "App.exe"
    subprocess.run([_need("mcs"), "-nologo", "-unsafe", f"-out:{out}", str(directory / "App.cs")],
                   check=True, capture_output=True, text=True)
    return str(out)


@pytest.fixture(scope="module")
def program_il(tmp_path_factory: pytest.TempPathFactory) -> str:
    return build_il(tmp_path_factory.mktemp("floats_memory_il"), PROGRAM_IL)


@pytest.mark.parametrize("il_name", EXPECTED_CS)
def test_ssa_of_csharp(program_cs: str, il_name: str) -> None:
    assert ssa_text(program_cs, il_name) == EXPECTED_CS[il_name]


@pytest.mark.parametrize("il_name", EXPECTED_IL)
def test_ssa_of_il(program_il: str, il_name: str) -> None:
    assert ssa_text(program_il, il_name) == EXPECTED_IL[il_name]


def _method(name: str, sig: str, body: str, locals_: str = ".locals init (int32 x)") -> str:
    """An extra static method `sig` (ilasm: `float64 F()`) next to a trivial Main."""
    return il_main("ldc.i4.0\nret", extra=f"""
  .method static {sig} cil managed {{
    .maxstack 8
    {locals_}
{body}
  }}""")


def test_float_constants_keep_their_sign_and_nan(tmp_path: Path) -> None:
    """0.0 and -0.0 are different constants (a dict keyed by value would merge them);
    ldc.r4 values are exact single-precision numbers."""
    body = ("ldc.r8 (00 00 00 00 00 00 00 80)\nldc.r8 0.0\nadd\n"
            "ldc.r8 (00 00 00 00 00 00 F8 7F)\nadd\nldc.r4 0.1\nadd\nret")
    text = ssa_text(build_il(tmp_path, _method("F", "float64 F()", body, "")), "Program::F")
    assert "%0 = add f64 -0.0, 0.0\n  %1 = add f64 %0, nan\n" in text
    assert "0.10000000149011612" in text
    assert round_f32(0.1) == 0.10000000149011612
    assert round_f32(1e300) == float("inf") and round_f32(-1e300) == float("-inf")


def test_localloc_without_localsinit_is_not_cleared(tmp_path: Path) -> None:
    """A body without localsinit: localloc gives uninitialised memory and address-taken
    locals start without a zero store (arguments are still stored)."""
    body = """ldc.i4.8
    localloc
    pop
    ldloca.s 0
    ldind.i4
    ldarga.s 0
    ldind.i4
    add
    ret"""
    path = build_il(tmp_path, _method("F", "int32 F(int32 a)", body, ".locals (int32 x)"))
    assert ssa_text(path, "Program::F") == """\
function i32 @Program.F(i32 %0)  ; Program::F
bb0:  ; IL_0000
  %1 = slot i64 size 4 align 4
  store i32 %1, %0
  %3 = slot i64 size 4 align 4
  %4 = localloc i64 8
  %5 = load i32 i32 %3
  %6 = load i32 i32 %1
  %7 = add i32 %5, %6
  ret i32 %7
"""


EXTRA = """
  .method static int32 F(int32 x) cil managed { .maxstack 2 ldarg.0 ret }
  .method static int64 G(int64 x) cil managed { .maxstack 2 ldarg.0 ret }
"""

ERRORS = {
    "tail. call not followed by ret": (
        "ldc.i4.1\ntail.\ncall int32 Program::F(int32)\npop\nldc.i4.0\nret", "IL_0003: tail. call is not followed by ret"),
    "prefix before an instruction it cannot prefix": (
        "ldc.i4.1\nldc.i4.1\nvolatile.\nadd\nret", "IL_0004: volatile. prefix not allowed before add"),
    "arglist": ("arglist\npop\nldc.i4.0\nret", "IL_0000: unsupported instruction arglist"),
    "unmanaged calli": (
        "ldc.i4.1\nldftn int32 Program::F(int32)\ncalli unmanaged cdecl int32(int32)\nret", "IL_0007: unsupported calli signature: unmanaged cdecl calling convention"),
    "vararg calli": (
        "ldc.i4.0\nconv.i\ncalli vararg void()\nldc.i4.0\nret", "IL_0002: unsupported calli signature: vararg calling convention"),
    "ldftn of a method missing from its library": (
        "ldftn string [mscorlib]System.Console::ReadAll()\npop\nldc.i4.0\nret", "IL_0000: unsupported member System.Console::ReadAll()"),
    "jmp to another signature": ("jmp int64 Program::G(int64)", "IL_0000: jmp target signature int64(int64) differs from the method's"),
    "localloc with values below": ("ldc.i4.1\nldc.i4.8\nlocalloc\npop\nret", "IL_0002: localloc with other values on the stack (ECMA-335 III.3.47)"),
    "brtrue on F": ("ldc.r8 1.0\nbrtrue L\nL: ldc.i4.0\nret", "IL_0009: invalid operand type for brtrue: F (ECMA-335 III.1.5)"),
    "F + int32": ("ldc.r8 1.0\nldc.i4.1\nadd\nconv.i4\nret", "IL_000a: invalid operand types for add: F and int32 (ECMA-335 III.1.5)"),
    "not on F": ("ldc.r4 1.0\nnot\nconv.i4\nret", "IL_0005: invalid operand type for not: F (ECMA-335 III.1.5)"),
    "ckfinite on int32": ("ldc.i4.1\nckfinite\nret", "IL_0001: invalid operand type for ckfinite: int32 (ECMA-335 III.1.5)"),
    "stind.i4 of F": (".locals init (int32 x)\nldloca 0\nldc.r8 1.0\nstind.i4\nldc.i4.0\nret", "IL_000d: stind.i4: cannot store F as i32 (ECMA-335 III.1.6)"),
    "ldind from int32": ("ldc.i4.1\nldind.i4\nret", "IL_0001: invalid operand type for ldind.i4: int32 where an address (native int or &) is expected (ECMA-335 III.1.5)"),
    "constrained.": ("ldc.i4.0\nconstrained. [mscorlib]System.Int32\nret", "IL_0001: constrained. prefix is not followed by callvirt"),
    "mul of & and int32": (".locals init (int32 x)\nldloca 0\nldc.i4.2\nmul\nconv.i4\nret", "IL_0005: invalid operand types for mul: & and int32 (ECMA-335 III.1.5)"),
}


@pytest.mark.parametrize("body,expected", ERRORS.values(), ids=ERRORS.keys())
def test_errors(tmp_path: Path, body: str, expected: str) -> None:
    assert compile_error(build_il(tmp_path, il_main(body, extra=EXTRA))) == \
        f"App.exe: Program::Main: {expected}"


def test_sizeof_of_a_type_not_found(tmp_path: Path) -> None:
    source = ".assembly extern Gone {}\n" + il_main("sizeof [Gone]Gone.Stamp\nret")
    assert compile_error(build_il(tmp_path, source)) == \
        "App.exe: Program::Main: IL_0000: unsupported sizeof of type Gone.Stamp"


def test_vararg_method_is_rejected(tmp_path: Path) -> None:
    source = il_main("ldc.i4.0\nret", extra=".method static vararg void V() cil managed { ret }")
    assert compile_error(build_il(tmp_path, source)) == \
        "App.exe: Program::V: vararg methods are not supported"


def test_math_bindings_cover_every_overload() -> None:
    from cil2mir.frontend.corelib import BINDINGS
    from cil2mir.frontend.ir import Ty
    numeric = ["int8", "uint8", "int16", "uint16", "int32", "uint32", "int64", "uint64",
               "float32", "float64"]
    for member in ("Min", "Max"):
        for t in numeric:
            assert f"System.Math::{member}({t}, {t})" in BINDINGS
    for t in ("int8", "int16", "int32", "int64", "float32", "float64"):
        assert f"System.Math::Abs({t})" in BINDINGS
    assert BINDINGS["System.Math::Max(uint8, uint8)"].symbol == "rt_Math_Max_u8"
    assert BINDINGS["System.Math::Max(uint8, uint8)"].params == (Ty.I32, Ty.I32)
    assert BINDINGS["System.Math::Atan2(float64, float64)"].symbol == "rt_Math_Atan2_f64"
    assert BINDINGS["System.Console::WriteLine(float32)"].symbol == "rt_Console_WriteLine_f32"
    assert BINDINGS["System.Console::Write(float64)"].params == (Ty.F64,)
    assert "System.Math::Round(float64, int32)" not in BINDINGS
    assert "System.Math::Abs(System.Decimal)" not in BINDINGS
