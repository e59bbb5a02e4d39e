"""Frontend: SSA construction from the evaluation stack (phis for loops and for stack
values live across joins), small-type normalisation, conversions, the division
checks, the entry wrapper, determinism and scale. Expected dumps are kept here."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from cil2mir.frontend import ir, load_module
from cil2mir.frontend.dump import dump_function, dump_module
from tests.test_frontend_support import build_cs, build_il, ssa_text

PROGRAM_CS = """
using System;
class Program {
    static int Sum(int n) { int s = 0; for (int i = 0; i < n; i++) s += i; return s; }
    static int Tern(bool c, int a, int b) { return (c ? a : b) + 1; }
    static int Div(int a, int b) { return a / b + a % 7; }
    static uint DivU(uint a, uint b) { return a / b; }
    static int Consts(int a) { return a / -1 + int.MinValue / a; }
    static int Pick(int x) { switch (x) { case 0: return 10; case 1: return 20; case 2: return 30; default: return -1; } }
    static byte Small(int x) {
        byte b = (byte)x; sbyte sb = (sbyte)x; short s = (short)x; ushort us = (ushort)x; char c = (char)x; bool f = x > 3;
        Console.WriteLine(c); Console.WriteLine(f);
        return (byte)(b + sb + s + us);
    }
    static int Nulls(string[] args, string s) { if (args == null) return 1; return s != null ? 2 : 3; }
    static void Main(string[] args) { Console.WriteLine(Sum(10)); Console.WriteLine(Small(300)); Console.Write("x"); Console.WriteLine(); }
}
"""

EXPECTED_CS = {
    "Program::Sum": """\
function i32 @Program.Sum(i32 %0)  ; Program::Sum
bb0:  ; IL_0000
  br bb2
bb1:  ; IL_0009, preds bb2
  %1 = add i32 %4, %3
  %2 = add i32 %3, 1
  br bb2
bb2:  ; IL_0011, preds bb0, bb1
  %3 = phi i32 [0, bb0], [%2, bb1]
  %4 = phi i32 [0, bb0], [%1, bb1]
  br lt i32 %3, %0, bb1, bb3
bb3:  ; IL_0018, preds bb2
  ret i32 %4
""",
    # the value of `c ? a : b` is on the stack at the join: a phi of stack slot 0
    "Program::Tern": """\
function i32 @Program.Tern(i32 %0, i32 %1, i32 %2)  ; Program::Tern
bb0:  ; IL_0000
  br eq i32 %0, 0, bb2, bb1
bb1:  ; IL_0006, preds bb0
  br bb3
bb2:  ; IL_000c, preds bb0
  br bb3
bb3:  ; IL_000d, preds bb1, bb2
  %3 = phi i32 [%1, bb1], [%2, bb2]
  %4 = add i32 %3, 1
  ret i32 %4
""",
    "Program::Div": """\
function i32 @Program.Div(i32 %0, i32 %1)  ; Program::Div
bb0:  ; IL_0000
  br eq i32 %1, 0, bb4, bb1
bb1:  ; IL_0002, preds bb0
  br eq i32 %1, -1, bb2, bb3
bb2:  ; IL_0002, preds bb1
  br eq i32 %0, -2147483648, bb5, bb3
bb3:  ; IL_0002, preds bb1, bb2
  %2 = div i32 %0, %1
  %3 = rem i32 %0, 7
  %4 = add i32 %2, %3
  ret i32 %4
bb4:  ; IL_0002, preds bb0
  call void @rt_throw_DivideByZeroException()
  br bb6
bb5:  ; IL_0002, preds bb2
  call void @rt_throw_OverflowException()
  br bb6
bb6:  ; preds bb4, bb5
  ret i32 0
""",
    "Program::DivU": """\
function i32 @Program.DivU(i32 %0, i32 %1)  ; Program::DivU
bb0:  ; IL_0000
  br eq i32 %1, 0, bb2, bb1
bb1:  ; IL_0002, preds bb0
  %2 = div.un i32 %0, %1
  ret i32 %2
bb2:  ; IL_0002, preds bb0
  call void @rt_throw_DivideByZeroException()
  br bb3
bb3:  ; preds bb2
  ret i32 0
""",
    # constant operands leave out the checks they decide; throw blocks are shared
    "Program::Consts": """\
function i32 @Program.Consts(i32 %0)  ; Program::Consts
bb0:  ; IL_0000
  br eq i32 %0, -2147483648, bb4, bb1
bb1:  ; IL_0002, preds bb0
  %1 = div i32 %0, -1
  br eq i32 %0, 0, bb5, bb2
bb2:  ; IL_0009, preds bb1
  br eq i32 %0, -1, bb4, bb3
bb3:  ; IL_0009, preds bb2
  %2 = div i32 -2147483648, %0
  %3 = add i32 %1, %2
  ret i32 %3
bb4:  ; IL_0002, preds bb0, bb2
  call void @rt_throw_OverflowException()
  br bb6
bb5:  ; IL_0009, preds bb1
  call void @rt_throw_DivideByZeroException()
  br bb6
bb6:  ; preds bb4, bb5
  ret i32 0
""",
    "Program::Pick": """\
function i32 @Program.Pick(i32 %0)  ; Program::Pick
bb0:  ; IL_0000
  switch i32 %0, [bb2, bb3, bb4], default bb1
bb1:  ; IL_0012, preds bb0
  br bb5
bb2:  ; IL_0017, preds bb0
  ret i32 10
bb3:  ; IL_001a, preds bb0
  ret i32 20
bb4:  ; IL_001d, preds bb0
  ret i32 30
bb5:  ; IL_0020, preds bb1
  ret i32 -1
""",
    # conv.u1 + stloc into a byte normalise once; a 0/1 compare needs no zext8 for bool
    "Program::Small": """\
function i32 @Program.Small(i32 %0)  ; Program::Small
bb0:  ; IL_0000
  %1 = zext8 i32 %0
  %2 = sext8 i32 %0
  %3 = sext16 i32 %0
  %4 = zext16 i32 %0
  %5 = zext16 i32 %0
  %6 = cmp gt i32 %0, 3
  call void @rt_Console_WriteLine_char(%5)
  call void @rt_Console_WriteLine_bool(%6)
  %9 = add i32 %1, %2
  %10 = add i32 %9, %3
  %11 = add i32 %10, %4
  %12 = zext8 i32 %11
  ret i32 %12
""",
    "Program::Nulls": """\
function i32 @Program.Nulls(ref %0, ref %1)  ; Program::Nulls
bb0:  ; IL_0000
  br ne ref %0, null, bb2, bb1
bb1:  ; IL_0006, preds bb0
  ret i32 1
bb2:  ; IL_0008, preds bb0
  br eq ref %1, null, bb4, bb3
bb3:  ; IL_000e, preds bb2
  br bb5
bb4:  ; IL_0014, preds bb2
  br bb5
bb5:  ; IL_0015, preds bb3, bb4
  %2 = phi i32 [2, bb3], [3, bb4]
  ret i32 %2
""",
    "Program::Main": """\
function void @Program.Main(ref %0)  ; Program::Main
bb0:  ; IL_0000
  %1 = call i32 @Program.Sum(10)
  %2 = globaladdr i64 @cil2mir_pending_exception
  %3 = load ref ref %2
  br ne ref %3, null, bb3, bb1
bb1:  ; IL_0000, preds bb0
  call void @rt_Console_WriteLine_i32(%1)
  %5 = call i32 @Program.Small(300)
  %6 = globaladdr i64 @cil2mir_pending_exception
  %7 = load ref ref %6
  br ne ref %7, null, bb3, bb2
bb2:  ; IL_0000, preds bb1
  call void @rt_Console_WriteLine_i32(%5)
  %9 = str "x"
  call void @rt_Console_Write_string(%9)
  call void @rt_Console_WriteLine_void()
  ret
bb3:  ; IL_0000, preds bb0, bb1
  ret
""",
    "<entry Program::Main>": """\
function i32 @cil2mir_main(ref %0)  ; <entry Program::Main>
bb0:
  call void @Program.Main(%0)
  %2 = globaladdr i64 @cil2mir_pending_exception
  %3 = load ref ref %2
  br ne ref %3, null, bb2, bb1
bb1:  ; preds bb0
  %4 = call i32 @rt_Environment_get_ExitCode()
  ret i32 %4
bb2:  ; preds bb0
  %5 = globaladdr i64 @cil2mir_pending_exception
  %6 = load ref ref %5
  call void @rt_unhandled_exception(%6) noreturn
  unreachable
""",
}

PROGRAM_IL = """
.class private auto ansi Program extends [mscorlib]System.Object {
  .method static int64 Convs(int32 a, int64 b, native int n) cil managed {
    .maxstack 8
    ldarg.0
    conv.u8
    ldarg.0
    conv.i8
    add
    ldarg.1
    conv.u1
    conv.i8
    add
    ldarg.1
    conv.i4
    conv.u8
    add
    ldarg.0
    conv.i
    ldarg.0
    conv.u
    add
    ldarg.2
    add
    ldarg.0
    add
    ldc.i4.3
    shl
    conv.i8
    add
    ret
  }
  .method static int32 LoopAtZero(int32 n) cil managed {
    .maxstack 8
  TOP:
    ldarg.0
    ldc.i4.1
    sub
    dup
    starg.s 0
    brtrue TOP
    ldarg.0
    ret
  }
  .method static int32 StackJoin(int32 c) cil managed {
    .maxstack 8
    ldc.i4.s 10
    ldarg.0
    brfalse ELSE
    ldc.i4.1
    br JOIN
  ELSE:
    ldc.i4.2
  JOIN:
    add
    ret
  }
  .method static int32 Refs(string a, string b) cil managed {
    .maxstack 8
    ldarg.0
    ldarg.1
    ceq
    ldarg.0
    ldnull
    cgt.un
    add
    ret
  }
  .method static uint8 Narrow(int64 x) cil managed {
    .maxstack 8
    ldarg.0
    conv.i
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
    # conv.u8/conv.u of int32 zero-extend, conv.i8/conv.i sign-extend, conv.i4 of int64
    # truncates, conv.u1 of int64 truncates then zero-extends; int32 + native int widens
    "Program::Convs": """\
function i64 @Program.Convs(i32 %0, i64 %1, i64 %2)  ; Program::Convs
bb0:  ; IL_0000
  %3 = zext32 i64 %0
  %4 = sext32 i64 %0
  %5 = add i64 %3, %4
  %6 = trunc i32 %1
  %7 = zext8 i32 %6
  %8 = sext32 i64 %7
  %9 = add i64 %5, %8
  %10 = trunc i32 %1
  %11 = zext32 i64 %10
  %12 = add i64 %9, %11
  %13 = sext32 i64 %0
  %14 = zext32 i64 %0
  %15 = add i64 %13, %14
  %16 = add i64 %15, %2
  %17 = sext32 i64 %0
  %18 = add i64 %16, %17
  %19 = shl i64 %18, 3
  %20 = add i64 %12, %19
  ret i64 %20
""",
    # IL offset 0 is a loop head, so an entry block without predecessors is added
    "Program::LoopAtZero": """\
function i32 @Program.LoopAtZero(i32 %0)  ; Program::LoopAtZero
bb0:
  br bb1
bb1:  ; IL_0000, preds bb0, bb1
  %1 = phi i32 [%0, bb0], [%2, bb1]
  %2 = sub i32 %1, 1
  br ne i32 %2, 0, bb1, bb2
bb2:  ; IL_000b, preds bb1
  ret i32 %2
""",
    # the 10 below the branch is the same on both edges: no phi for stack slot 0
    "Program::StackJoin": """\
function i32 @Program.StackJoin(i32 %0)  ; Program::StackJoin
bb0:  ; IL_0000
  br eq i32 %0, 0, bb2, bb1
bb1:  ; IL_0008, preds bb0
  br bb3
bb2:  ; IL_000e, preds bb0
  br bb3
bb3:  ; IL_000f, preds bb1, bb2
  %1 = phi i32 [1, bb1], [2, bb2]
  %2 = add i32 10, %1
  ret i32 %2
""",
    "Program::Refs": """\
function i32 @Program.Refs(ref %0, ref %1)  ; Program::Refs
bb0:  ; IL_0000
  %2 = cmp eq ref %0, %1
  %3 = cmp ugt ref %0, null
  %4 = add i32 %2, %3
  ret i32 %4
""",
    # returning native int as uint8: implicit truncation, then the callee normalises
    "Program::Narrow": """\
function i32 @Program.Narrow(i64 %0)  ; Program::Narrow
bb0:  ; IL_0000
  %1 = trunc i32 %0
  %2 = zext8 i32 %1
  ret i32 %2
""",
    "<entry Program::Main>": """\
function i32 @cil2mir_main(ref %0)  ; <entry Program::Main>
bb0:
  %1 = call i32 @Program.Main()
  %2 = globaladdr i64 @cil2mir_pending_exception
  %3 = load ref ref %2
  br ne ref %3, null, bb2, bb1
bb1:  ; preds bb0
  ret i32 %1
bb2:  ; preds bb0
  %4 = globaladdr i64 @cil2mir_pending_exception
  %5 = load ref ref %4
  call void @rt_unhandled_exception(%5) noreturn
  unreachable
""",
}


@pytest.fixture(scope="module")
def program_cs(tmp_path_factory: pytest.TempPathFactory) -> str:
    return build_cs(tmp_path_factory.mktemp("ssa_cs"), PROGRAM_CS)


@pytest.fixture(scope="module")
def program_il(tmp_path_factory: pytest.TempPathFactory) -> str:
    return build_il(tmp_path_factory.mktemp("ssa_il"), PROGRAM_IL)


@pytest.mark.parametrize("il_name", EXPECTED_CS)
def test_ssa_of_csharp(program_cs: str, il_name: str) -> None:
    assert ssa_text(program_cs, il_name) == EXPECTED_CS[il_name]


@pytest.mark.parametrize("il_name", EXPECTED_IL)
def test_ssa_of_il(program_il: str, il_name: str) -> None:
    assert ssa_text(program_il, il_name) == EXPECTED_IL[il_name]


def test_module_is_deterministic(program_cs: str) -> None:
    assert dump_module(load_module(program_cs)) == dump_module(load_module(program_cs))


def test_graph_invariants(program_cs: str, program_il: str) -> None:
    """What the back ends rely on: dense ids, linked preds, phis with one operand per
    predecessor, every operand defined in the function, terminators everywhere."""
    for path in (program_cs, program_il):
        module = load_module(path)
        assert module.entry == "cil2mir_main"
        assert module.functions[-1].symbol == "cil2mir_main"
        for fn in module.functions:
            values = list(fn.values())
            assert [v.id for v in values] == list(range(len(values)))
            assert [b.id for b in fn.blocks] == list(range(len(fn.blocks)))
            defined = set(map(id, values))
            for b in fn.blocks:
                assert b.term is not None
                for s in b.succs:
                    assert b in s.preds
                for phi in b.phis:
                    assert [blk for blk, _ in phi.incoming] == b.preds
                    assert all(v.ty is phi.ty for _, v in phi.incoming)
                for v in [a for i in b.insts for a in i.args] + ir.terminator_operands(b.term):
                    assert isinstance(v, ir.Const) or id(v) in defined


EXIT_CODE = "%4 = call i32 @rt_Environment_get_ExitCode()\n  ret i32 %4"   # (a void Main's)


@pytest.mark.parametrize("main,call,result", [
    ("static int Main() { return 3; }", "%1 = call i32 @Program.Main()", "ret i32 %1"),
    ("static void Main() { }", "call void @Program.Main()", EXIT_CODE),
    ("static int Main(string[] a) { return 4; }", "%1 = call i32 @Program.Main(%0)", "ret i32 %1"),
    ("static void Main(string[] a) { }", "call void @Program.Main(%0)", EXIT_CODE),
])
def test_entry_wrapper_for_each_main_signature(tmp_path: Path, main: str, call: str,
                                               result: str) -> None:
    module = load_module(build_cs(tmp_path, f"class Program {{ {main} }}"))
    k = 5 if result == EXIT_CODE else 4
    assert dump_function(module.functions[-1]) == (
        "function i32 @cil2mir_main(ref %0)  ; <entry Program::Main>\n"
        f"bb0:\n  {call}\n"
        "  %2 = globaladdr i64 @cil2mir_pending_exception\n  %3 = load ref ref %2\n"
        "  br ne ref %3, null, bb2, bb1\n"
        f"bb1:  ; preds bb0\n  {result}\n"
        f"bb2:  ; preds bb0\n  %{k} = globaladdr i64 @cil2mir_pending_exception\n"
        f"  %{k + 1} = load ref ref %{k}\n  call void @rt_unhandled_exception(%{k + 1}) noreturn\n"
        "  unreachable\n")


def test_long_chains_need_no_recursion_and_stay_fast(tmp_path: Path) -> None:
    """3,000 diamonds with a local that is only read at the end: Braun's readVariable
    walks the whole chain (iteratively), and the phi count stays minimal."""
    steps = "\n".join(f"if (a > {i}) s += {i + 1}; else t ^= {i + 1};" for i in range(3000))
    source = f"""class Program {{
        static int F(int a) {{ int s = 0; int t = 1; int late = a * 3;
            {steps}
            return s + t + late; }}
        static void Main() {{ }} }}"""
    path = build_cs(tmp_path, source)
    start = time.perf_counter()
    module = load_module(path)
    elapsed = time.perf_counter() - start
    fn = next(f for f in module.functions if f.il_name == "Program::F")
    phis = sum(len(b.phis) for b in fn.blocks)
    assert phis == 2 * 3000              # s and t at every join; `late` needs none
    assert elapsed < 30
