"""Frontend: conv.ovf.<to>[.un] lowered to ordinary range checks (checks.py's ThrowIf guards
become branches to the shared OverflowException thrower), constants folded when in range; Mono's
int32 <op>.ovf native int quirk; `break` compiles to nothing; float sources of the .un forms Mono
rejects are rejected. Mono's semantics are in docs/architecture.md ("Checked conversions")."""
from __future__ import annotations

from pathlib import Path

import pytest

from tests.test_frontend_support import build_il, compile_error, il_main, ssa_text

PROGRAM_IL = """.class private auto ansi Program extends [mscorlib]System.Object {
  .method static int32 I(int32 x, int64 y, native int z) cil managed {
    .maxstack 8
    ldarg.0
    conv.ovf.i1
    ldarg.0
    conv.ovf.u2.un
    add
    ldarg.1
    conv.ovf.u4
    add
    ldarg.2
    conv.ovf.i4.un
    add
    ldarg.0
    conv.ovf.u8
    conv.i4
    add
    ldarg.0
    conv.ovf.i.un
    conv.i4
    add
    ldarg.0
    conv.ovf.i4
    add
    ret
  }
  .method static int64 F(float32 f, float64 d) cil managed {
    .maxstack 8
    ldarg.0
    conv.ovf.i1
    conv.i8
    ldarg.1
    conv.ovf.u8
    add
    ldarg.1
    conv.ovf.i
    conv.i8
    add
    ldarg.1
    conv.ovf.u
    conv.i8
    add
    ldarg.0
    conv.ovf.u8.un
    add
    ret
  }
  .method static int64 C() cil managed {
    .maxstack 8
    ldc.i4 200
    conv.ovf.u1
    ldc.i4.m1
    conv.ovf.u4.un
    add
    conv.i8
    ldc.r8 -0.9
    conv.ovf.u4
    conv.i8
    add
    ldc.r8 1e19
    conv.ovf.u8
    add
    ldc.i4 300
    conv.ovf.i1
    conv.i8
    add
    ldc.r8 (00 00 00 00 00 00 F8 7F)
    conv.ovf.i4
    conv.i8
    add
    ret
  }
  .method static native int Mixed(int32 a, native int b) cil managed {
    .maxstack 8
    ldarg.0
    ldarg.1
    add.ovf
    ldarg.1
    ldarg.0
    mul.ovf.un
    add
    ret
  }
  .method static int32 Main() cil managed {
    .entrypoint
    .maxstack 8
    break
    ldc.i4.0
    ret
  }
}
"""

EXPECTED = {
    "Program::I": """\
function i32 @Program.I(i32 %0, i64 %1, i64 %2)  ; Program::I
bb0:  ; IL_0000
  %3 = sub i32 %0, -128
  br ugt i32 %3, 255, bb6, bb1
bb1:  ; IL_0001, preds bb0
  %4 = sext8 i32 %0
  br ugt i32 %0, 65535, bb6, bb2
bb2:  ; IL_0003, preds bb1
  %5 = zext16 i32 %0
  %6 = add i32 %4, %5
  br ugt i64 %1, 4294967295, bb6, bb3
bb3:  ; IL_0006, preds bb2
  %7 = trunc i32 %1
  %8 = add i32 %6, %7
  br ugt i64 %2, 2147483647, bb6, bb4
bb4:  ; IL_0009, preds bb3
  %9 = trunc i32 %2
  %10 = add i32 %8, %9
  br ugt i32 %0, 2147483647, bb6, bb5
bb5:  ; IL_000c, preds bb4
  %11 = sext32 i64 %0
  %12 = trunc i32 %11
  %13 = add i32 %10, %12
  %14 = zext32 i64 %0
  %15 = trunc i32 %14
  %16 = add i32 %13, %15
  %17 = add i32 %16, %0
  ret i32 %17
bb6:  ; IL_0001, preds bb0, bb1, bb2, bb3, bb4
  call void @rt_throw_OverflowException()
  br bb7
bb7:  ; preds bb6
  ret i32 0
""",
    "Program::F": """\
function i64 @Program.F(f32 %0, f64 %1)  ; Program::F
bb0:  ; IL_0000
  %2 = fext f64 %0
  br ule f64 %2, -129.0, bb11, bb1
bb1:  ; IL_0001, preds bb0
  br uge f64 %2, 128.0, bb11, bb2
bb2:  ; IL_0001, preds bb1
  %3 = f2i i32 %0
  %4 = sext8 i32 %3
  %5 = sext32 i64 %4
  br ule f64 %1, -1.0, bb11, bb3
bb3:  ; IL_0004, preds bb2
  br uge f64 %1, 1.8446744073709552e+19, bb11, bb4
bb4:  ; IL_0004, preds bb3
  %6 = f2u64 i64 %1
  %7 = add i64 %5, %6
  br ult f64 %1, -9.223372036854776e+18, bb11, bb5
bb5:  ; IL_0007, preds bb4
  br uge f64 %1, 9.223372036854776e+18, bb11, bb6
bb6:  ; IL_0007, preds bb5
  %8 = f2i i64 %1
  %9 = add i64 %7, %8
  br ule f64 %1, -1.0, bb11, bb7
bb7:  ; IL_000b, preds bb6
  br uge f64 %1, 9.223372036854776e+18, bb11, bb8
bb8:  ; IL_000b, preds bb7
  %10 = f2i i64 %1
  %11 = add i64 %9, %10
  %12 = fext f64 %0
  br ule f64 %12, -1.0, bb11, bb9
bb9:  ; IL_000f, preds bb8
  br uge f64 %12, 1.8446744073709552e+19, bb11, bb10
bb10:  ; IL_000f, preds bb9
  %13 = f2u64 i64 %0
  %14 = add i64 %11, %13
  ret i64 %14
bb11:  ; IL_0001, preds bb0, bb1, bb2, bb3, bb4, bb5, bb6, bb7, bb8, bb9
  call void @rt_throw_OverflowException()
  br bb12
bb12:  ; preds bb11
  ret i64 0
""",
    "Program::C": """\
function i64 @Program.C()  ; Program::C
bb0:  ; IL_0000
  %0 = add i32 200, -1
  %1 = sext32 i64 %0
  %2 = add i64 %1, 0
  %3 = add i64 %2, -8446744073709551616
  br bb1
bb1:  ; IL_0026, preds bb0
  call void @rt_throw_OverflowException()
  br bb2
bb2:  ; preds bb1
  ret i64 0
""",
    "Program::Mixed": """\
function i64 @Program.Mixed(i32 %0, i64 %1)  ; Program::Mixed
bb0:  ; IL_0000
  %2 = trunc i32 %1
  %3 = add i32 %0, %2
  %4 = xor i32 %0, %3
  %5 = xor i32 %2, %3
  %6 = and i32 %4, %5
  br lt i32 %6, 0, bb4, bb1
bb1:  ; IL_0002, preds bb0
  %7 = zext32 i64 %3
  %8 = sext32 i64 %0
  %9 = mul i64 %1, %8
  br eq i64 %1, 0, bb3, bb2
bb2:  ; IL_0005, preds bb1
  %10 = div.un i64 %9, %1
  br ne i64 %10, %8, bb4, bb3
bb3:  ; IL_0005, preds bb1, bb2
  %11 = add i64 %7, %9
  ret i64 %11
bb4:  ; IL_0002, preds bb0, bb2
  call void @rt_throw_OverflowException()
  br bb5
bb5:  ; preds bb4
  ret i64 0
""",
    "Program::Main": """\
function i32 @Program.Main()  ; Program::Main
bb0:  ; IL_0000
  ret i32 0
""",
}


@pytest.fixture(scope="module")
def program_il(tmp_path_factory: pytest.TempPathFactory) -> str:
    return build_il(tmp_path_factory.mktemp("ovf_il"), PROGRAM_IL)


@pytest.mark.parametrize("il_name", EXPECTED)
def test_ssa_of_checked_conversions(program_il: str, il_name: str) -> None:
    assert ssa_text(program_il, il_name) == EXPECTED[il_name]


@pytest.mark.parametrize("op", ["conv.ovf.i1.un", "conv.ovf.u4.un", "conv.ovf.i8.un", "conv.ovf.u.un"])
@pytest.mark.parametrize("load", ["ldc.r8 1.5", "ldc.r4 1.5"])
def test_float_un_forms_mono_rejects_are_rejected(tmp_path: Path, op: str, load: str) -> None:
    """Mono 6.8: InvalidProgramException "float conv.ovf.un opcodes not supported." (float64),
    a crash of the JIT (float32); only conv.ovf.u8.un accepts F (as conv.ovf.u8)."""
    body = f"{load}\n{op}\npop\nldc.i4.0\nret"
    offset = 9 if load.startswith("ldc.r8") else 5
    assert compile_error(build_il(tmp_path, il_main(body))) == (
        f"App.exe: Program::Main: IL_{offset:04x}: {op} of a float is not supported "
        "(Mono 6.8 rejects it: InvalidProgramException)")


def test_conv_ovf_of_object_is_rejected(tmp_path: Path) -> None:
    body = "ldnull\nconv.ovf.i4\nret"
    assert compile_error(build_il(tmp_path, il_main(body))) == \
        "App.exe: Program::Main: IL_0001: invalid operand type for conv.ovf.i4: O (ECMA-335 III.1.5)"


def test_string_literals_spelled_like_check_markers_are_plain_strings(tmp_path: Path) -> None:
    """checks.py marks the instructions it guards in `Inst.data`, where a string literal keeps
    its text: the literals "ovf", "ovf.un" and "ckfinite" must not be taken for markers."""
    body = "\n".join(f'ldstr "{s}"\ncall void [mscorlib]System.Console::WriteLine(string)'
                     for s in ("ovf", "ovf.un", "ckfinite")) + "\nldc.i4.0\nret"
    assert ssa_text(build_il(tmp_path, il_main(body)), "Program::Main") == """\
function i32 @Program.Main()  ; Program::Main
bb0:  ; IL_0000
  %0 = str "ovf"
  call void @rt_Console_WriteLine_string(%0)
  %2 = str "ovf.un"
  call void @rt_Console_WriteLine_string(%2)
  %4 = str "ckfinite"
  call void @rt_Console_WriteLine_string(%4)
  ret i32 0
"""
