"""Instruction selection tests.

1. Golden: each function of `isel_cases.GOLDEN_CASES` is selected and printed; the MIR
   must equal the text kept at the bottom of this file. `CIL2MIR_BLESS=1 pytest
   tests/test_isel.py` rewrites that text (Cranelift filetests style; run it without -n).
2. llc: every golden function, alone in a file with a minimal IR module, passes
   `-run-pass=none -verify-machineinstrs` and compiles at -O0 and -O2 from
   `-start-after=finalize-isel`, on every installed llc among 14 and 19.
3. Run: all cases (golden plus generated per-operation functions) in one MIR file,
   compiled at -O0 and -O2, linked with tests/isel_driver.c, called with edge-case
   inputs; the output must equal the Python models in isel_cases.
"""

from __future__ import annotations

import re
import subprocess
import sys
from functools import cache
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))

from cil2mir.emit.mir_text import print_function  # noqa: E402
from cil2mir.frontend import ir  # noqa: E402
from cil2mir.errors import CompileError  # noqa: E402
from cil2mir.frontend.ir import Op, Ty  # noqa: E402
from cil2mir.isel.build import make  # noqa: E402
from cil2mir.isel.machine import MachineFunction, RegMask, Symbol, VReg  # noqa: E402
from cil2mir.isel.select import select_function  # noqa: E402
from golden import BLESS, bless  # noqa: E402
from ir_builder import FunctionBuilder  # noqa: E402
from isel_cases import GOLDEN_CASES, RUN_CASES  # noqa: E402
from mir_harness import LLC_VERSIONS, compile_obj, have_cc, llc_path, mir_file, verify  # noqa: E402

HERE = Path(__file__).parent


@cache
def functions() -> dict[str, ir.Function]:
    return {case.name: case.build() for case in RUN_CASES}


@cache
def strings() -> dict[str, str]:
    return ir.Module("isel_tests", list(functions().values()), "t_main").string_symbols()


def selected(name: str) -> MachineFunction:
    return select_function(functions()[name], strings())


def installed_llcs() -> list:
    return [pytest.param(v, marks=pytest.mark.skipif(llc_path(v) is None, reason=f"llc-{v} absent"))
            for v in LLC_VERSIONS]


# ---- golden ----------------------------------------------------------------------------------

@pytest.mark.parametrize("name", [c.name for c in GOLDEN_CASES])
def test_golden(name: str) -> None:
    text = print_function(selected(name))
    if BLESS:
        bless(Path(__file__), name, text)
        return
    assert name in GOLDEN, f"no golden text for {name}: run with CIL2MIR_BLESS=1"
    assert text.strip() == GOLDEN[name].strip()


def test_deterministic() -> None:
    for case in GOLDEN_CASES:
        assert print_function(selected(case.name)) == print_function(case_fresh(case.name))


def case_fresh(name: str) -> MachineFunction:
    fn = next(c for c in RUN_CASES if c.name == name).build()
    return select_function(fn, strings())


def test_make_takes_implicit_operands_from_the_table() -> None:
    mi = make("IDIV32r", [], [VReg(1, "gr32")], dead=["edx"])
    assert str(mi) == ("IDIV32r %1, implicit-def $eax, implicit-def dead $edx, implicit-def dead $eflags, "
                       "implicit $eax, implicit $edx")
    call = make("CALL64pcrel32", [], [Symbol("f"), RegMask()], extra_uses=["edi"], extra_defs=["eax"])
    assert str(call) == ("CALL64pcrel32 @f, csr_64, implicit $rsp, implicit $ssp, implicit $edi, "
                         "implicit-def $rsp, implicit-def $ssp, implicit-def $eax")
    with pytest.raises(ValueError):
        make("ADD32rr", [VReg(0, "gr32")], [VReg(1, "gr32")])
    with pytest.raises(TypeError):
        make("ADD32ri", [VReg(0, "gr32")], [VReg(1, "gr32"), VReg(2, "gr32")])


def test_entry_block_with_predecessors_is_rejected() -> None:
    fb = FunctionBuilder("t_loop_entry", [], Ty.VOID)
    b = fb.block()
    b.term = ir.Jump(b)
    with pytest.raises(CompileError, match="entry block"):
        select_function(fb.finish(), {})


def test_tail_call_needs_registers_only_and_no_frame_addresses() -> None:
    """`tail.` becomes TCRETURN only when every argument is in a register and nothing of
    this frame (SLOT, LOCALLOC) can be referenced by the callee; otherwise call + RET."""
    target = ir.Callee("t_x", (Ty.I64,), Ty.I64)

    def build(with_slot: bool) -> ir.Function:
        fb = FunctionBuilder("t_tail_slot", [Ty.I64], Ty.I64)
        b = fb.block()
        arg = fb.params[0]
        if with_slot:
            arg = fb.op(b, Op.SLOT, Ty.I64, data=ir.Slot(8, 8))
        r = fb.call(b, target, arg)
        r.tail = True
        b.term = ir.Return(r)
        return fb.finish()

    assert "TCRETURNdi64 @t_x" in print_function(select_function(build(False), {}))
    text = print_function(select_function(build(True), {}))
    assert "TCRETURN" not in text and "CALL64pcrel32 @t_x" in text and "RET 0, $rax" in text


def test_float_constants_in_the_pool() -> None:
    """Exact hex, float32 as the equal double, NaN payloads kept, deduplicated; +0.0 is
    FsFLD0SD and -0.0 is a pool entry."""
    from cil2mir.isel.select import f32_bits, pool_value
    assert pool_value(Ty.F64, 0x3FF8000000000000) == "double 0x3FF8000000000000"
    assert pool_value(Ty.F32, f32_bits(1.5)) == "float 0x3FF8000000000000"
    assert pool_value(Ty.F32, 0x7FC00001) == "float 0x7FF8000020000000"
    assert pool_value(Ty.F32, 0x00000001) == "float 0x36A0000000000000"     # smallest denormal
    fb = FunctionBuilder("t_pool", [], Ty.F64)
    b = fb.block()
    k = ir.Const(Ty.F64, value=-0.0)
    s = fb.op(b, Op.ADD, Ty.F64, ir.Const(Ty.F64, value=0.0), k)
    b.term = ir.Return(fb.op(b, Op.ADD, Ty.F64, s, ir.Const(Ty.F64, value=-0.0)))
    mf = select_function(fb.finish(), {})
    assert [c.value for c in mf.constants] == ["double 0x8000000000000000"]
    assert "FsFLD0SD" in print_function(mf)


# ---- llc -----------------------------------------------------------------------------------

@pytest.mark.parametrize("version", installed_llcs())
@pytest.mark.parametrize("name", [c.name for c in GOLDEN_CASES])
def test_llc_accepts(name: str, version: int, tmp_path: Path) -> None:
    mir = tmp_path / f"{name}.mir"
    mir.write_text(mir_file([selected(name)], strings()))
    reprinted = verify(version, mir)
    _check_inferred_cfg(reprinted, selected(name))
    for opt in ("O0", "O2"):
        compile_obj(version, mir, opt, tmp_path / f"{name}.{opt}.o")


def _check_inferred_cfg(reprinted: str, mf: MachineFunction) -> None:
    """llc's successor lists equal ours (no guessed fallthrough, e.g. after TRAP).
    llc renumbers blocks in layout order when it re-prints, so compare by position."""
    position = {b.n: i for i, b in enumerate(mf.blocks)}
    ours = [sorted(position[s.n] for s in b.succs) for b in mf.blocks]
    theirs: list[list[int]] = []
    numbers: list[int] = []
    for line in reprinted.split("\nbody:", 1)[1].splitlines():
        m = re.match(r"\s+bb\.(\d+)", line)
        if m:
            numbers.append(int(m.group(1)))
            theirs.append([])
        elif theirs and line.strip().startswith("successors:"):
            theirs[-1] = [int(n) for n in re.findall(r"%bb\.(\d+)", line)]
    renumber = {n: i for i, n in enumerate(numbers)}
    assert [sorted(renumber[n] for n in succs) for succs in theirs] == ours


# ---- run --------------------------------------------------------------------------------------

@pytest.mark.skipif(not have_cc(), reason="no C compiler")
@pytest.mark.parametrize("opt", ["O0", "O2"])
@pytest.mark.parametrize("version", installed_llcs())
def test_run(version: int, opt: str, tmp_path: Path) -> None:
    mir = tmp_path / "all.mir"
    mir.write_text(mir_file([selected(c.name) for c in RUN_CASES], strings()))
    verify(version, mir)
    obj = tmp_path / "all.o"
    compile_obj(version, mir, opt, obj)
    exe = tmp_path / "driver"
    subprocess.run(["cc", "-O0", "-fno-omit-frame-pointer", str(HERE / "isel_driver.c"), str(obj),
                    "-rdynamic", "-ldl", "-lm", "-o", str(exe)], check=True)
    commands = "".join(case.commands() for case in RUN_CASES)
    proc = subprocess.run([str(exe)], input=commands, capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, f"driver exit {proc.returncode}\n{proc.stderr}"
    got = proc.stdout
    for case in RUN_CASES:      # compare case by case, for a message that names the function
        want = case.expected()
        assert got[:len(want)] == want, f"{case.name} (llc-{version} -{opt})"
        got = got[len(want):]
    assert got == ""


# ---- golden text (CIL2MIR_BLESS=1 rewrites the entries below) ----------------------------------

GOLDEN: dict[str, str] = {}

GOLDEN["t_arith_i32"] = """
---
name: t_arith_i32
alignment: 16
tracksRegLiveness: true
body: |
  bb.0:
    liveins: $edi, $esi
    %0:gr32 = COPY $edi
    %1:gr32 = COPY $esi
    %2:gr32 = ADD32rr %0, %1, implicit-def dead $eflags
    %3:gr32 = SUB32ri %2, -5, implicit-def dead $eflags
    %4:gr32 = IMUL32rri %3, 7, implicit-def dead $eflags
    %5:gr32 = AND32ri %4, 1048560, implicit-def dead $eflags
    %6:gr32 = OR32rr %5, %1, implicit-def dead $eflags
    %7:gr32 = XOR32ri %6, -1, implicit-def dead $eflags
    %8:gr32 = MOV32ri 1000
    %9:gr32 = SUB32rr %8, %7, implicit-def dead $eflags
    %10:gr32 = NEG32r %9, implicit-def dead $eflags
    %11:gr32 = NOT32r %10
    %12:gr32 = IMUL32rr %11, %0, implicit-def dead $eflags
    $eax = COPY %12
    RET 0, $eax
...
"""

GOLDEN["t_arith_i64"] = """
---
name: t_arith_i64
alignment: 16
tracksRegLiveness: true
body: |
  bb.0:
    liveins: $rdi, $rsi
    %0:gr64 = COPY $rdi
    %1:gr64 = COPY $rsi
    %2:gr64 = LEA64r %0, 1, $noreg, -100, $noreg
    %3:gr64 = MOV32ri64 4294967295
    %4:gr64 = ADD64rr %2, %3, implicit-def dead $eflags
    %5:gr64 = IMUL64rri32 %4, -3, implicit-def dead $eflags
    %6:gr64 = MOV64ri 1311768467463790320
    %7:gr64 = XOR64rr %5, %6, implicit-def dead $eflags
    %8:gr64 = SUB64rr %7, %1, implicit-def dead $eflags
    %9:gr64 = AND64ri32 %8, 2147483647, implicit-def dead $eflags
    %10:gr64 = MOV64ri 1099511627776
    %11:gr64 = OR64rr %9, %10, implicit-def dead $eflags
    %12:gr64 = NEG64r %11, implicit-def dead $eflags
    %13:gr64 = NOT64r %12
    %14:gr64 = IMUL64rr %13, %1, implicit-def dead $eflags
    $rax = COPY %14
    RET 0, $rax
...
"""

GOLDEN["t_divrem"] = """
---
name: t_divrem
alignment: 16
tracksRegLiveness: true
body: |
  bb.0:
    liveins: $edi, $esi, $rdx, $rcx
    %0:gr32 = COPY $edi
    %1:gr32 = COPY $esi
    %2:gr64 = COPY $rdx
    %3:gr64 = COPY $rcx
    $eax = COPY %0
    CDQ implicit-def $eax, implicit-def $edx, implicit $eax
    IDIV32r %1, implicit-def $eax, implicit-def dead $edx, implicit-def dead $eflags, implicit $eax, implicit $edx
    %4:gr32 = COPY $eax
    $eax = COPY %0
    CDQ implicit-def $eax, implicit-def $edx, implicit $eax
    IDIV32r %1, implicit-def dead $eax, implicit-def $edx, implicit-def dead $eflags, implicit $eax, implicit $edx
    %5:gr32 = COPY $edx
    %6:gr32 = MOV32ri 7
    %7:gr32 = MOV32r0 implicit-def dead $eflags
    $eax = COPY %0
    $edx = COPY %7
    DIV32r %6, implicit-def $eax, implicit-def dead $edx, implicit-def dead $eflags, implicit $eax, implicit $edx
    %8:gr32 = COPY $eax
    $eax = COPY %0
    $edx = COPY %7
    DIV32r %1, implicit-def dead $eax, implicit-def $edx, implicit-def dead $eflags, implicit $eax, implicit $edx
    %9:gr32 = COPY $edx
    %10:gr32 = ADD32rr %4, %5, implicit-def dead $eflags
    %11:gr32 = IMUL32rr %8, %9, implicit-def dead $eflags
    %12:gr32 = XOR32rr %10, %11, implicit-def dead $eflags
    $rax = COPY %2
    CQO implicit-def $rax, implicit-def $rdx, implicit $rax
    IDIV64r %3, implicit-def $rax, implicit-def dead $rdx, implicit-def dead $eflags, implicit $rax, implicit $rdx
    %13:gr64 = COPY $rax
    %14:gr32 = MOV32r0 implicit-def dead $eflags
    %15:gr64 = SUBREG_TO_REG 0, %14, %subreg.sub_32bit
    $rax = COPY %2
    $rdx = COPY %15
    DIV64r %3, implicit-def dead $rax, implicit-def $rdx, implicit-def dead $eflags, implicit $rax, implicit $rdx
    %16:gr64 = COPY $rdx
    %17:gr64 = SUB64rr %13, %16, implicit-def dead $eflags
    %18:gr64_nosp = MOVSX64rr32 %12
    %19:gr64 = LEA64r %17, 1, %18, 0, $noreg
    $rax = COPY %19
    RET 0, $rax
...
"""

GOLDEN["t_shifts"] = """
---
name: t_shifts
alignment: 16
tracksRegLiveness: true
body: |
  bb.0:
    liveins: $edi, $esi, $rdx
    %0:gr32 = COPY $edi
    %1:gr32 = COPY $esi
    %2:gr64 = COPY $rdx
    %3:gr8 = COPY %1.sub_8bit
    $cl = COPY %3
    %4:gr32 = SHL32rCL %0, implicit-def dead $eflags, implicit $cl
    %5:gr32 = SAR32ri %4, 1, implicit-def dead $eflags
    %6:gr32 = SHR32ri %5, 3, implicit-def dead $eflags
    %7:gr8 = COPY %1.sub_8bit
    $cl = COPY %7
    %8:gr64 = SAR64rCL %2, implicit-def dead $eflags, implicit $cl
    %9:gr64 = SHL64ri %8, 6, implicit-def dead $eflags
    %10:gr32 = ADD32ri %1, 1, implicit-def dead $eflags
    %11:gr8 = COPY %10.sub_8bit
    $cl = COPY %11
    %12:gr64 = SHR64rCL %9, implicit-def dead $eflags, implicit $cl
    %13:gr32 = MOV32rr %6
    %14:gr64 = SUBREG_TO_REG 0, %13, %subreg.sub_32bit
    %15:gr64 = XOR64rr %12, %14, implicit-def dead $eflags
    $rax = COPY %15
    RET 0, $rax
...
"""

GOLDEN["t_conv"] = """
---
name: t_conv
alignment: 16
tracksRegLiveness: true
body: |
  bb.0:
    liveins: $edi, $rsi
    %0:gr32 = COPY $edi
    %1:gr64 = COPY $rsi
    %2:gr8 = COPY %0.sub_8bit
    %3:gr32 = MOVSX32rr8 %2
    %4:gr8 = COPY %0.sub_8bit
    %5:gr32 = MOVZX32rr8 %4
    %6:gr16 = COPY %0.sub_16bit
    %7:gr32 = MOVSX32rr16 %6
    %8:gr16 = COPY %0.sub_16bit
    %9:gr32 = MOVZX32rr16 %8
    %10:gr32 = COPY %1.sub_32bit
    %11:gr32 = IMUL32rri %3, 3, implicit-def dead $eflags
    %12:gr32 = ADD32rr %11, %5, implicit-def dead $eflags
    %13:gr32 = IMUL32rri %12, 5, implicit-def dead $eflags
    %14:gr32 = ADD32rr %13, %7, implicit-def dead $eflags
    %15:gr32 = XOR32rr %14, %9, implicit-def dead $eflags
    %16:gr64 = MOVSX64rr32 %15
    %17:gr64 = SHL64ri %16, 16, implicit-def dead $eflags
    %18:gr32 = MOV32rr %10
    %19:gr64_nosp = SUBREG_TO_REG 0, %18, %subreg.sub_32bit
    %20:gr64 = LEA64r %17, 1, %19, 0, $noreg
    $rax = COPY %20
    RET 0, $rax
...
"""

GOLDEN["t_consts"] = """
---
name: t_consts
alignment: 16
tracksRegLiveness: true
body: |
  bb.0:
    liveins: $rdi
    %0:gr64 = COPY $rdi
    %1:gr32 = MOV32r0 implicit-def dead $eflags
    %2:gr64 = SUBREG_TO_REG 0, %1, %subreg.sub_32bit
    %3:gr64 = SUB64rr %2, %0, implicit-def dead $eflags
    %4:gr64 = MOV64ri32 -1
    %5:gr64 = SUB64rr %4, %3, implicit-def dead $eflags
    %6:gr64 = MOV64ri32 5
    %7:gr64 = SUB64rr %6, %5, implicit-def dead $eflags
    %8:gr64 = MOV64ri32 2147483647
    %9:gr64 = SUB64rr %8, %7, implicit-def dead $eflags
    %10:gr64 = MOV64ri32 -2147483648
    %11:gr64 = SUB64rr %10, %9, implicit-def dead $eflags
    %12:gr64 = MOV32ri64 2147483648
    %13:gr64 = SUB64rr %12, %11, implicit-def dead $eflags
    %14:gr64 = MOV32ri64 4294967295
    %15:gr64 = SUB64rr %14, %13, implicit-def dead $eflags
    %16:gr64 = MOV64ri 4294967296
    %17:gr64 = SUB64rr %16, %15, implicit-def dead $eflags
    %18:gr64 = MOV64ri -2147483649
    %19:gr64 = SUB64rr %18, %17, implicit-def dead $eflags
    %20:gr64 = MOV64ri 1311768467463790320
    %21:gr64 = SUB64rr %20, %19, implicit-def dead $eflags
    %22:gr64 = MOV64ri -9223372036854775808
    %23:gr64 = SUB64rr %22, %21, implicit-def dead $eflags
    %24:gr32 = COPY %23.sub_32bit
    %25:gr32 = MOV32r0 implicit-def dead $eflags
    %26:gr32 = SUB32rr %25, %24, implicit-def dead $eflags
    %27:gr64_nosp = MOVSX64rr32 %26
    %28:gr64 = LEA64r %23, 1, %27, 0, $noreg
    $rax = COPY %28
    RET 0, $rax
...
"""

GOLDEN["t_cmpval"] = """
---
name: t_cmpval
alignment: 16
tracksRegLiveness: true
body: |
  bb.0:
    liveins: $edi, $esi, $rdx
    %0:gr32 = COPY $edi
    %1:gr32 = COPY $esi
    %2:gr64 = COPY $rdx
    CMP32rr %0, %1, implicit-def $eflags
    %3:gr8 = SETCCr 12, implicit $eflags
    %4:gr32 = MOVZX32rr8 %3
    CMP32ri %0, 10, implicit-def $eflags
    %5:gr8 = SETCCr 7, implicit $eflags
    %6:gr32 = MOVZX32rr8 %5
    TEST32rr %0, %0, implicit-def $eflags
    %7:gr8 = SETCCr 4, implicit $eflags
    %8:gr32 = MOVZX32rr8 %7
    CMP32ri %1, 3, implicit-def $eflags
    %9:gr8 = SETCCr 13, implicit $eflags
    %10:gr32 = MOVZX32rr8 %9
    %11:gr64 = MOV64ri 8589934592
    CMP64rr %2, %11, implicit-def $eflags
    %12:gr8 = SETCCr 2, implicit $eflags
    %13:gr32 = MOVZX32rr8 %12
    CMP64ri32 %2, -1, implicit-def $eflags
    %14:gr8 = SETCCr 5, implicit $eflags
    %15:gr32 = MOVZX32rr8 %14
    %16:gr32 = SHL32ri %6, 1, implicit-def dead $eflags
    %17:gr32 = OR32rr %4, %16, implicit-def dead $eflags
    %18:gr32 = SHL32ri %8, 2, implicit-def dead $eflags
    %19:gr32 = OR32rr %17, %18, implicit-def dead $eflags
    %20:gr32 = SHL32ri %10, 3, implicit-def dead $eflags
    %21:gr32 = OR32rr %19, %20, implicit-def dead $eflags
    %22:gr32 = SHL32ri %13, 4, implicit-def dead $eflags
    %23:gr32 = OR32rr %21, %22, implicit-def dead $eflags
    %24:gr32 = SHL32ri %15, 5, implicit-def dead $eflags
    %25:gr32 = OR32rr %23, %24, implicit-def dead $eflags
    $eax = COPY %25
    RET 0, $eax
...
"""

GOLDEN["t_branch"] = """
---
name: t_branch
alignment: 16
tracksRegLiveness: true
body: |
  bb.0:
    successors: %bb.2, %bb.1
    liveins: $edi, $esi
    %0:gr32 = COPY $edi
    %1:gr32 = COPY $esi
    CMP32rr %0, %1, implicit-def $eflags
    JCC_1 %bb.2, 13, implicit $eflags

  bb.1:
    successors: %bb.3
    JMP_1 %bb.3

  bb.2:
    successors: %bb.3
    %2:gr32 = ADD32ri %0, 1, implicit-def dead $eflags

  bb.3:
    %3:gr32 = PHI %1, %bb.1, %2, %bb.2
    $eax = COPY %3
    RET 0, $eax
...
"""

GOLDEN["t_phiconst"] = """
---
name: t_phiconst
alignment: 16
tracksRegLiveness: true
body: |
  bb.0:
    successors: %bb.2, %bb.1
    liveins: $edi
    %0:gr32 = COPY $edi
    %1:gr64 = MOV64ri 1099511627776
    %3:gr32 = MOV32r0 implicit-def dead $eflags
    %2:gr64 = SUBREG_TO_REG 0, %3, %subreg.sub_32bit
    %4:gr32 = MOV32ri -1
    TEST32rr %0, %0, implicit-def $eflags
    JCC_1 %bb.2, 12, implicit $eflags

  bb.1:
    successors: %bb.2
    %6:gr32 = MOV32r0 implicit-def dead $eflags
    %5:gr64 = SUBREG_TO_REG 0, %6, %subreg.sub_32bit

  bb.2:
    %7:gr64 = PHI %1, %bb.0, %5, %bb.1
    %8:gr64 = PHI %2, %bb.0, %5, %bb.1
    %9:gr32 = PHI %4, %bb.0, %0, %bb.1
    %10:gr64_nosp = MOVSX64rr32 %9
    %11:gr64 = LEA64r %7, 1, %10, 0, $noreg
    TEST64rr %8, %8, implicit-def $eflags
    %12:gr8 = SETCCr 4, implicit $eflags
    %13:gr32 = MOVZX32rr8 %12
    %14:gr32 = MOV32rr %13
    %15:gr64_nosp = SUBREG_TO_REG 0, %14, %subreg.sub_32bit
    %16:gr64 = LEA64r %11, 1, %15, 0, $noreg
    $rax = COPY %16
    RET 0, $rax
...
"""

GOLDEN["t_fused"] = """
---
name: t_fused
alignment: 16
tracksRegLiveness: true
body: |
  bb.0:
    successors: %bb.2, %bb.1
    liveins: $rdi, $rsi
    %0:gr64 = COPY $rdi
    %1:gr64 = COPY $rsi
    CMP64rr %0, %1, implicit-def $eflags
    JCC_1 %bb.2, 3, implicit $eflags

  bb.1:
    %2:gr32 = MOV32ri 1
    $eax = COPY %2
    RET 0, $eax

  bb.2:
    %3:gr32 = MOV32ri 2
    $eax = COPY %3
    RET 0, $eax
...
"""

GOLDEN["t_fib"] = """
---
name: t_fib
alignment: 16
tracksRegLiveness: true
body: |
  bb.0:
    successors: %bb.1
    liveins: $edi
    %0:gr32 = COPY $edi
    %2:gr32 = MOV32r0 implicit-def dead $eflags
    %1:gr64 = SUBREG_TO_REG 0, %2, %subreg.sub_32bit
    %3:gr64 = MOV64ri32 1

  bb.1:
    successors: %bb.3, %bb.2
    %4:gr64 = PHI %1, %bb.0, %5, %bb.2
    %5:gr64_nosp = PHI %3, %bb.0, %7, %bb.2
    %6:gr32 = PHI %0, %bb.0, %8, %bb.2
    TEST32rr %6, %6, implicit-def $eflags
    JCC_1 %bb.3, 14, implicit $eflags

  bb.2:
    successors: %bb.1
    %7:gr64 = LEA64r %4, 1, %5, 0, $noreg
    %8:gr32 = SUB32ri %6, 1, implicit-def dead $eflags
    JMP_1 %bb.1

  bb.3:
    $rax = COPY %4
    RET 0, $rax
...
"""

GOLDEN["t_swap"] = """
---
name: t_swap
alignment: 16
tracksRegLiveness: true
body: |
  bb.0:
    successors: %bb.2, %bb.1
    liveins: $edi, $esi, $edx
    %0:gr32 = COPY $edi
    %1:gr32 = COPY $esi
    %2:gr32 = COPY $edx
    TEST32rr %0, %0, implicit-def $eflags
    JCC_1 %bb.2, 14, implicit $eflags

  bb.1:
    successors: %bb.1, %bb.2
    %3:gr32 = PHI %1, %bb.0, %4, %bb.1
    %4:gr32 = PHI %2, %bb.0, %3, %bb.1
    %5:gr32 = PHI %0, %bb.0, %6, %bb.1
    %6:gr32 = SUB32ri %5, 1, implicit-def dead $eflags
    TEST32rr %6, %6, implicit-def $eflags
    JCC_1 %bb.1, 5, implicit $eflags

  bb.2:
    %7:gr32 = PHI %1, %bb.0, %4, %bb.1
    %8:gr32 = PHI %2, %bb.0, %3, %bb.1
    %9:gr32 = IMUL32rri %7, 1000, implicit-def dead $eflags
    %10:gr32 = ADD32rr %9, %8, implicit-def dead $eflags
    $eax = COPY %10
    RET 0, $eax
...
"""

GOLDEN["t_switch"] = """
---
name: t_switch
alignment: 16
tracksRegLiveness: true
jumpTable:
  kind: label-difference32
  entries:
    - id: 0
      blocks: [ '%bb.1', '%bb.2', '%bb.3', '%bb.2', '%bb.4' ]
body: |
  bb.0:
    successors: %bb.4, %bb.6
    liveins: $edi
    %0:gr32 = COPY $edi
    %1:gr32 = MOV32rr %0
    %2:gr64_nosp = SUBREG_TO_REG 0, %1, %subreg.sub_32bit
    CMP32ri %0, 4, implicit-def $eflags
    JCC_1 %bb.4, 7, implicit $eflags

  bb.6:
    successors: %bb.1, %bb.2, %bb.3, %bb.4
    %3:gr64 = LEA64r $rip, 1, $noreg, %jump-table.0, $noreg
    %4:gr64 = MOVSX64rm32 %3, 4, %2, 0, $noreg :: (load (s32) from jump-table)
    %5:gr64 = ADD64rr %4, %3, implicit-def dead $eflags
    JMP64r %5

  bb.1:
    successors: %bb.5
    %6:gr32 = MOV32ri 10
    JMP_1 %bb.5

  bb.2:
    successors: %bb.5
    %7:gr32 = IMUL32rri %0, 100, implicit-def dead $eflags
    JMP_1 %bb.5

  bb.3:
    %8:gr32 = MOV32ri -2
    $eax = COPY %8
    RET 0, $eax

  bb.4:
    successors: %bb.5
    %9:gr32 = MOV32ri 77

  bb.5:
    %10:gr32 = PHI %6, %bb.1, %7, %bb.2, %9, %bb.4
    %11:gr32 = ADD32rr %10, %0, implicit-def dead $eflags
    $eax = COPY %11
    RET 0, $eax
...
"""

GOLDEN["t_switchphi"] = """
---
name: t_switchphi
alignment: 16
tracksRegLiveness: true
jumpTable:
  kind: label-difference32
  entries:
    - id: 0
      blocks: [ '%bb.1', '%bb.2', '%bb.1' ]
body: |
  bb.0:
    successors: %bb.2, %bb.3
    liveins: $edi
    %0:gr32 = COPY $edi
    %1:gr32 = MOV32ri -9
    %2:gr32 = MOV32rr %0
    %3:gr64_nosp = SUBREG_TO_REG 0, %2, %subreg.sub_32bit
    CMP32ri %0, 2, implicit-def $eflags
    JCC_1 %bb.2, 7, implicit $eflags

  bb.3:
    successors: %bb.1, %bb.2
    %4:gr64 = LEA64r $rip, 1, $noreg, %jump-table.0, $noreg
    %5:gr64 = MOVSX64rm32 %4, 4, %3, 0, $noreg :: (load (s32) from jump-table)
    %6:gr64 = ADD64rr %5, %4, implicit-def dead $eflags
    JMP64r %6

  bb.1:
    successors: %bb.2

  bb.2:
    %7:gr32 = PHI %1, %bb.0, %1, %bb.3, %0, %bb.1
    $eax = COPY %7
    RET 0, $eax
...
"""

GOLDEN["t_callee8"] = """
---
name: t_callee8
alignment: 16
tracksRegLiveness: true
fixedStack:
  - { id: 0, offset: 0, size: 8, alignment: 16, isImmutable: true }
  - { id: 1, offset: 8, size: 8, alignment: 8, isImmutable: true }
body: |
  bb.0:
    liveins: $edi, $rsi, $edx, $rcx, $r8d, $r9
    %0:gr32 = COPY $edi
    %1:gr64_nosp = COPY $rsi
    %2:gr32 = COPY $edx
    %3:gr64_nosp = COPY $rcx
    %4:gr32 = COPY $r8d
    %5:gr64_nosp = COPY $r9
    %6:gr32 = MOV32rm %fixed-stack.0, 1, $noreg, 0, $noreg :: (load (s32) from %fixed-stack.0, align 16)
    %7:gr64_nosp = MOV64rm %fixed-stack.1, 1, $noreg, 0, $noreg :: (load (s64) from %fixed-stack.1)
    %8:gr64_nosp = MOVSX64rr32 %0
    %10:gr32 = MOV32r0 implicit-def dead $eflags
    %11:gr64 = SUBREG_TO_REG 0, %10, %subreg.sub_32bit
    %9:gr64 = IMUL64rri32 %11, 10, implicit-def dead $eflags
    %12:gr64 = LEA64r %9, 1, %8, 0, $noreg
    %13:gr64 = IMUL64rri32 %12, 10, implicit-def dead $eflags
    %14:gr64 = LEA64r %13, 1, %1, 0, $noreg
    %15:gr64_nosp = MOVSX64rr32 %2
    %16:gr64 = IMUL64rri32 %14, 10, implicit-def dead $eflags
    %17:gr64 = LEA64r %16, 1, %15, 0, $noreg
    %18:gr64 = IMUL64rri32 %17, 10, implicit-def dead $eflags
    %19:gr64 = LEA64r %18, 1, %3, 0, $noreg
    %20:gr64_nosp = MOVSX64rr32 %4
    %21:gr64 = IMUL64rri32 %19, 10, implicit-def dead $eflags
    %22:gr64 = LEA64r %21, 1, %20, 0, $noreg
    %23:gr64 = IMUL64rri32 %22, 10, implicit-def dead $eflags
    %24:gr64 = LEA64r %23, 1, %5, 0, $noreg
    %25:gr64_nosp = MOVSX64rr32 %6
    %26:gr64 = IMUL64rri32 %24, 10, implicit-def dead $eflags
    %27:gr64 = LEA64r %26, 1, %25, 0, $noreg
    %28:gr64 = IMUL64rri32 %27, 10, implicit-def dead $eflags
    %29:gr64 = LEA64r %28, 1, %7, 0, $noreg
    $rax = COPY %29
    RET 0, $rax
...
"""

GOLDEN["t_caller8"] = """
---
name: t_caller8
alignment: 16
tracksRegLiveness: true
frameInfo:
  adjustsStack: true
  hasCalls: true
body: |
  bb.0:
    liveins: $edi, $rsi
    %0:gr32 = COPY $edi
    %1:gr64 = COPY $rsi
    %2:gr32 = MOV32ri 3
    %3:gr64 = MOV64ri32 4
    %4:gr32 = MOV32ri -5
    %5:gr64 = MOV64ri32 6
    %6:gr64 = MOV64ri 34359738368
    ADJCALLSTACKDOWN64 16, 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
    %7:gr64 = COPY $rsp
    MOV32mr %7, 1, $noreg, 0, $noreg, %0 :: (store (s32) into stack)
    MOV64mr %7, 1, $noreg, 8, $noreg, %6 :: (store (s64) into stack + 8)
    $edi = COPY %0
    $rsi = COPY %1
    $edx = COPY %2
    $rcx = COPY %3
    $r8d = COPY %4
    $r9 = COPY %5
    CALL64pcrel32 @t_callee8, csr_64, implicit $rsp, implicit $ssp, implicit $edi, implicit $rsi, implicit $edx, implicit $rcx, implicit $r8d, implicit $r9, implicit-def $rsp, implicit-def $ssp, implicit-def $rax
    ADJCALLSTACKUP64 16, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
    %8:gr64 = COPY $rax
    %9:gr32 = MOV32ri 1
    %10:gr32 = MOV32r0 implicit-def dead $eflags
    %11:gr64 = SUBREG_TO_REG 0, %10, %subreg.sub_32bit
    %12:gr32 = MOV32r0 implicit-def dead $eflags
    ADJCALLSTACKDOWN64 16, 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
    %13:gr64 = COPY $rsp
    MOV32mi %13, 1, $noreg, 0, $noreg, -7 :: (store (s32) into stack)
    MOV64mr %13, 1, $noreg, 8, $noreg, %1 :: (store (s64) into stack + 8)
    $edi = COPY %9
    $rsi = COPY %8
    $edx = COPY %0
    $rcx = COPY %11
    $r8d = COPY %12
    $r9 = COPY %1
    CALL64pcrel32 @rt_mix8, csr_64, implicit $rsp, implicit $ssp, implicit $edi, implicit $rsi, implicit $edx, implicit $rcx, implicit $r8d, implicit $r9, implicit-def $rsp, implicit-def $ssp, implicit-def $rax
    ADJCALLSTACKUP64 16, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
    %14:gr64 = COPY $rax
    ADJCALLSTACKDOWN64 0, 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
    $rdi = COPY %14
    CALL64pcrel32 @rt_Console_WriteLine_i64, csr_64, implicit $rsp, implicit $ssp, implicit $rdi, implicit-def $rsp, implicit-def $ssp
    ADJCALLSTACKUP64 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
    ADJCALLSTACKDOWN64 0, 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
    $edi = COPY %0
    CALL64pcrel32 @rt_Console_WriteLine_i32, csr_64, implicit $rsp, implicit $ssp, implicit $edi, implicit-def $rsp, implicit-def $ssp
    ADJCALLSTACKUP64 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
    %15:gr64 = SUB64rr %14, %8, implicit-def dead $eflags
    $rax = COPY %15
    RET 0, $rax
...
"""

GOLDEN["t_fact"] = """
---
name: t_fact
alignment: 16
tracksRegLiveness: true
frameInfo:
  adjustsStack: true
  hasCalls: true
body: |
  bb.0:
    successors: %bb.2, %bb.1
    liveins: $edi
    %0:gr32 = COPY $edi
    CMP32ri %0, 1, implicit-def $eflags
    JCC_1 %bb.2, 14, implicit $eflags

  bb.1:
    %1:gr32 = SUB32ri %0, 1, implicit-def dead $eflags
    ADJCALLSTACKDOWN64 0, 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
    $edi = COPY %1
    CALL64pcrel32 @t_fact, csr_64, implicit $rsp, implicit $ssp, implicit $edi, implicit-def $rsp, implicit-def $ssp, implicit-def $rax
    ADJCALLSTACKUP64 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
    %2:gr64 = COPY $rax
    %3:gr64 = MOVSX64rr32 %0
    %4:gr64 = IMUL64rr %2, %3, implicit-def dead $eflags
    $rax = COPY %4
    RET 0, $rax

  bb.2:
    %5:gr64 = MOV64ri32 1
    $rax = COPY %5
    RET 0, $rax
...
"""

GOLDEN["t_strings"] = """
---
name: t_strings
alignment: 16
tracksRegLiveness: true
frameInfo:
  adjustsStack: true
  hasCalls: true
body: |
  bb.0:
    successors: %bb.2, %bb.1
    liveins: $edi
    %0:gr32 = COPY $edi
    %1:gr64 = LEA64r $rip, 1, $noreg, @str.1f725ee9d69965f6, $noreg
    ADJCALLSTACKDOWN64 0, 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
    $rdi = COPY %1
    CALL64pcrel32 @rt_Console_WriteLine_string, csr_64, implicit $rsp, implicit $ssp, implicit $rdi, implicit-def $rsp, implicit-def $ssp
    ADJCALLSTACKUP64 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
    TEST32rr %0, %0, implicit-def $eflags
    JCC_1 %bb.2, 4, implicit $eflags

  bb.1:
    %2:gr64 = LEA64r $rip, 1, $noreg, @str.5822f9869c8e43a6, $noreg
    $rax = COPY %2
    RET 0, $rax

  bb.2:
    %3:gr32 = MOV32r0 implicit-def dead $eflags
    %4:gr64 = SUBREG_TO_REG 0, %3, %subreg.sub_32bit
    $rax = COPY %4
    RET 0, $rax
...
"""

GOLDEN["t_checked_div"] = """
---
name: t_checked_div
alignment: 16
tracksRegLiveness: true
frameInfo:
  adjustsStack: true
  hasCalls: true
body: |
  bb.0:
    successors: %bb.2, %bb.1
    liveins: $edi, $esi
    %0:gr32 = COPY $edi
    %1:gr32 = COPY $esi
    TEST32rr %1, %1, implicit-def $eflags
    JCC_1 %bb.2, 5, implicit $eflags

  bb.1:
    successors:
    ADJCALLSTACKDOWN64 0, 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
    CALL64pcrel32 @rt_throw_DivideByZeroException, csr_64, implicit $rsp, implicit $ssp, implicit-def $rsp, implicit-def $ssp
    ADJCALLSTACKUP64 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
    TRAP

  bb.2:
    $eax = COPY %0
    CDQ implicit-def $eax, implicit-def $edx, implicit $eax
    IDIV32r %1, implicit-def $eax, implicit-def dead $edx, implicit-def dead $eflags, implicit $eax, implicit $edx
    %2:gr32 = COPY $eax
    $eax = COPY %2
    RET 0, $eax
...
"""

GOLDEN["t_void"] = """
---
name: t_void
alignment: 16
tracksRegLiveness: true
frameInfo:
  adjustsStack: true
  hasCalls: true
body: |
  bb.0:
    liveins: $edi
    %0:gr32 = COPY $edi
    %1:gr32 = ADD32rr %0, %0, implicit-def dead $eflags
    ADJCALLSTACKDOWN64 0, 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
    $edi = COPY %1
    CALL64pcrel32 @rt_Console_WriteLine_i32, csr_64, implicit $rsp, implicit $ssp, implicit $edi, implicit-def $rsp, implicit-def $ssp
    ADJCALLSTACKUP64 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
    RET 0
...
"""

GOLDEN["t_callee7"] = """
---
name: t_callee7
alignment: 16
tracksRegLiveness: true
frameInfo:
  adjustsStack: true
  hasCalls: true
fixedStack:
  - { id: 0, offset: 0, size: 8, alignment: 16, isImmutable: true }
body: |
  bb.0:
    liveins: $edi, $esi, $edx, $ecx, $r8d, $r9d
    %0:gr32 = COPY $edi
    %1:gr32 = COPY $esi
    %2:gr32 = COPY $edx
    %3:gr32 = COPY $ecx
    %4:gr32 = COPY $r8d
    %5:gr32 = COPY $r9d
    %6:gr32 = MOV32rm %fixed-stack.0, 1, $noreg, 0, $noreg :: (load (s32) from %fixed-stack.0, align 16)
    ADJCALLSTACKDOWN64 0, 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
    $edi = COPY %6
    CALL64pcrel32 @rt_Console_WriteLine_i32, csr_64, implicit $rsp, implicit $ssp, implicit $edi, implicit-def $rsp, implicit-def $ssp
    ADJCALLSTACKUP64 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
    %7:gr32 = IMUL32rri %0, 3, implicit-def dead $eflags
    %8:gr32 = SUB32rr %7, %1, implicit-def dead $eflags
    %9:gr32 = IMUL32rri %8, 3, implicit-def dead $eflags
    %10:gr32 = SUB32rr %9, %2, implicit-def dead $eflags
    %11:gr32 = IMUL32rri %10, 3, implicit-def dead $eflags
    %12:gr32 = SUB32rr %11, %3, implicit-def dead $eflags
    %13:gr32 = IMUL32rri %12, 3, implicit-def dead $eflags
    %14:gr32 = SUB32rr %13, %4, implicit-def dead $eflags
    %15:gr32 = IMUL32rri %14, 3, implicit-def dead $eflags
    %16:gr32 = SUB32rr %15, %5, implicit-def dead $eflags
    %17:gr32 = IMUL32rri %16, 3, implicit-def dead $eflags
    %18:gr32 = SUB32rr %17, %6, implicit-def dead $eflags
    $eax = COPY %18
    RET 0, $eax
...
"""

GOLDEN["t_caller7"] = """
---
name: t_caller7
alignment: 16
tracksRegLiveness: true
frameInfo:
  adjustsStack: true
  hasCalls: true
body: |
  bb.0:
    liveins: $edi
    %0:gr32 = COPY $edi
    %1:gr32 = MOV32ri 1
    %2:gr32 = MOV32ri 2
    %3:gr32 = MOV32ri 3
    %4:gr32 = MOV32ri 4
    %5:gr32 = MOV32ri 5
    %6:gr32 = MOV32ri 6
    ADJCALLSTACKDOWN64 8, 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
    %7:gr64 = COPY $rsp
    MOV32mr %7, 1, $noreg, 0, $noreg, %0 :: (store (s32) into stack)
    $edi = COPY %1
    $esi = COPY %2
    $edx = COPY %3
    $ecx = COPY %4
    $r8d = COPY %5
    $r9d = COPY %6
    CALL64pcrel32 @t_callee7, csr_64, implicit $rsp, implicit $ssp, implicit $edi, implicit $esi, implicit $edx, implicit $ecx, implicit $r8d, implicit $r9d, implicit-def $rsp, implicit-def $ssp, implicit-def $eax
    ADJCALLSTACKUP64 8, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
    %8:gr32 = COPY $eax
    %9:gr32 = ADD32rr %8, %0, implicit-def dead $eflags
    $eax = COPY %9
    RET 0, $eax
...
"""

GOLDEN["t_fp_arith"] = """
---
name: t_fp_arith
alignment: 16
tracksRegLiveness: true
frameInfo:
  adjustsStack: true
  hasCalls: true
constants:
  - id: 0
    value: 'double 0x4004000000000000'
    alignment: 8
  - id: 1
    value: 'double 0xBFE8000000000000'
    alignment: 8
  - id: 2
    value: '<2 x i64> <i64 -9223372036854775808, i64 -9223372036854775808>'
    alignment: 16
body: |
  bb.0:
    liveins: $xmm0, $xmm1
    %0:fr64 = COPY $xmm0
    %1:fr64 = COPY $xmm1
    %2:fr64 = ADDSDrr %0, %1, implicit $mxcsr
    %3:fr64 = MULSDrm %2, $rip, 1, $noreg, %const.0, $noreg, implicit $mxcsr :: (load (s64) from constant-pool)
    %4:fr64 = SUBSDrm %3, $rip, 1, $noreg, %const.1, $noreg, implicit $mxcsr :: (load (s64) from constant-pool)
    %5:fr64 = FsFLD0SD
    %6:fr64 = SUBSDrr %5, %4, implicit $mxcsr
    %7:fr64 = DIVSDrr %6, %1, implicit $mxcsr
    %8:vr128 = COPY %7
    %9:vr128 = PXORrm %8, $rip, 1, $noreg, %const.2, $noreg :: (load (s128) from constant-pool)
    %10:fr64 = COPY %9
    ADJCALLSTACKDOWN64 0, 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
    $xmm0 = COPY %10
    $xmm1 = COPY %0
    CALL64pcrel32 &fmod, csr_64, implicit $rsp, implicit $ssp, implicit $xmm0, implicit $xmm1, implicit-def $rsp, implicit-def $ssp, implicit-def $xmm0
    ADJCALLSTACKUP64 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
    %11:fr64 = COPY $xmm0
    $xmm0 = COPY %11
    RET 0, $xmm0
...
"""

GOLDEN["t_fp_f32"] = """
---
name: t_fp_f32
alignment: 16
tracksRegLiveness: true
constants:
  - id: 0
    value: 'float 0x3FF8000000000000'
    alignment: 4
  - id: 1
    value: 'double 0x43E0000000000000'
    alignment: 8
body: |
  bb.0:
    liveins: $xmm0, $edi, $rsi
    %0:fr32 = COPY $xmm0
    %1:gr32 = COPY $edi
    %2:gr64 = COPY $rsi
    %3:fr32 = MULSSrm %0, $rip, 1, $noreg, %const.0, $noreg, implicit $mxcsr :: (load (s32) from constant-pool)
    %4:fr32 = CVTSI2SSrr %1, implicit $mxcsr
    %5:fr32 = ADDSSrr %3, %4, implicit $mxcsr
    %7:gr64 = SHR64ri %2, 1, implicit-def dead $eflags
    %8:gr64 = AND64ri32 %2, 1, implicit-def dead $eflags
    %9:gr64 = OR64rr %7, %8, implicit-def dead $eflags
    %10:gr32 = MOV32ri 1065353216
    %11:gr32 = MOV32ri 1073741824
    TEST64rr %2, %2, implicit-def $eflags
    %12:gr64 = CMOV64rr %2, %9, 8, implicit $eflags
    %13:gr32 = CMOV32rr %10, %11, 8, implicit $eflags
    %14:fr32 = CVTSI642SSrr %12, implicit $mxcsr
    %15:fr32 = MOVDI2SSrr %13
    %6:fr32 = MULSSrr %14, %15, implicit $mxcsr
    %16:fr32 = SUBSSrr %5, %6, implicit $mxcsr
    %17:fr64 = CVTSS2SDrr %16, implicit $mxcsr
    %19:gr32 = MOV32rr %1
    %20:gr64 = SUBREG_TO_REG 0, %19, %subreg.sub_32bit
    %18:fr64 = CVTSI642SDrr %20, implicit $mxcsr
    %21:fr64 = ADDSDrr %17, %18, implicit $mxcsr
    %22:fr64 = CVTSI642SDrr %2, implicit $mxcsr
    %23:fr64 = DIVSDrr %21, %22, implicit $mxcsr
    %24:fr32 = CVTSD2SSrr %23, implicit $mxcsr
    %25:gr32 = CVTTSS2SIrr %24, implicit $mxcsr
    %26:gr64 = MOVSX64rr32 %25
    %28:fr64 = MOVSDrm_alt $rip, 1, $noreg, %const.1, $noreg :: (load (s64) from constant-pool)
    %29:gr64 = CVTTSD2SI64rr %21, implicit $mxcsr
    %30:fr64 = SUBSDrr %21, %28, implicit $mxcsr
    %31:gr64 = CVTTSD2SI64rr %30, implicit $mxcsr
    %32:gr64 = MOV64ri -9223372036854775808
    %33:gr64 = XOR64rr %31, %32, implicit-def dead $eflags
    UCOMISDrr %28, %21, implicit-def $eflags, implicit $mxcsr
    %27:gr64 = CMOV64rr %33, %29, 7, implicit $eflags
    %34:gr64_nosp = CVTTSD2SI64rr %21, implicit $mxcsr
    %35:gr64 = LEA64r %26, 1, %34, 0, $noreg
    %36:gr64 = XOR64rr %35, %27, implicit-def dead $eflags
    $rax = COPY %36
    RET 0, $rax
...
"""

GOLDEN["t_fp_branch"] = """
---
name: t_fp_branch
alignment: 16
tracksRegLiveness: true
constants:
  - id: 0
    value: 'double 0xBFF0000000000000'
    alignment: 8
  - id: 1
    value: 'double 0x4004000000000000'
    alignment: 8
body: |
  bb.0:
    successors: %bb.2, %bb.1
    liveins: $xmm0, $xmm1
    %0:fr64 = COPY $xmm0
    %1:fr64 = COPY $xmm1
    UCOMISDrr %0, %1, implicit-def $eflags, implicit $mxcsr
    JCC_1 %bb.2, 5, implicit $eflags
    JCC_1 %bb.2, 10, implicit $eflags

  bb.1:
    successors: %bb.4
    %2:fr64 = FsFLD0SD
    JMP_1 %bb.4

  bb.2:
    successors: %bb.4, %bb.3
    %3:fr64 = MOVSDrm_alt $rip, 1, $noreg, %const.0, $noreg :: (load (s64) from constant-pool)
    UCOMISDrr %0, %1, implicit-def $eflags, implicit $mxcsr
    JCC_1 %bb.4, 3, implicit $eflags

  bb.3:
    successors: %bb.4
    %4:fr64 = MOVSDrm_alt $rip, 1, $noreg, %const.1, $noreg :: (load (s64) from constant-pool)

  bb.4:
    %5:fr64 = PHI %2, %bb.1, %3, %bb.2, %4, %bb.3
    $xmm0 = COPY %5
    RET 0, $xmm0
...
"""

GOLDEN["t_fp_call"] = """
---
name: t_fp_call
alignment: 16
tracksRegLiveness: true
frameInfo:
  adjustsStack: true
  hasCalls: true
constants:
  - id: 0
    value: 'double 0x401A000000000000'
    alignment: 8
  - id: 1
    value: 'double 0x4025000000000000'
    alignment: 8
  - id: 2
    value: 'double 0x402D000000000000'
    alignment: 8
  - id: 3
    value: 'float 0x400E000000000000'
    alignment: 4
  - id: 4
    value: 'float 0x401C000000000000'
    alignment: 4
body: |
  bb.0:
    liveins: $xmm0, $edi
    %0:fr64 = COPY $xmm0
    %1:gr32 = COPY $edi
    %2:fr32 = CVTSD2SSrr %0, implicit $mxcsr
    %3:gr64 = MOVSX64rr32 %1
    %4:gr64 = MOV64ri32 -3
    %5:gr32 = MOV32ri 5
    %6:fr64 = MOVSDrm_alt $rip, 1, $noreg, %const.0, $noreg :: (load (s64) from constant-pool)
    %7:gr32 = MOV32ri 9
    %8:fr64 = MOVSDrm_alt $rip, 1, $noreg, %const.1, $noreg :: (load (s64) from constant-pool)
    %9:gr64 = MOV64ri32 -11
    %10:fr64 = MOVSDrm_alt $rip, 1, $noreg, %const.2, $noreg :: (load (s64) from constant-pool)
    %11:fr32 = MOVSSrm_alt $rip, 1, $noreg, %const.3, $noreg :: (load (s32) from constant-pool)
    ADJCALLSTACKDOWN64 24, 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
    %12:gr64 = COPY $rsp
    MOV32mr %12, 1, $noreg, 0, $noreg, %1 :: (store (s32) into stack)
    MOVSSmr %12, 1, $noreg, 8, $noreg, %11 :: (store (s32) into stack + 8)
    MOVSDmr %12, 1, $noreg, 16, $noreg, %0 :: (store (s64) into stack + 16)
    $xmm0 = COPY %0
    $edi = COPY %1
    $xmm1 = COPY %2
    $rsi = COPY %4
    $xmm2 = COPY %0
    $edx = COPY %5
    $xmm3 = COPY %6
    $rcx = COPY %3
    $xmm4 = COPY %0
    $r8d = COPY %7
    $xmm5 = COPY %8
    $r9 = COPY %9
    $xmm6 = COPY %0
    $xmm7 = COPY %10
    CALL64pcrel32 @t_fcallee, csr_64, implicit $rsp, implicit $ssp, implicit $xmm0, implicit $edi, implicit $xmm1, implicit $rsi, implicit $xmm2, implicit $edx, implicit $xmm3, implicit $rcx, implicit $xmm4, implicit $r8d, implicit $xmm5, implicit $r9, implicit $xmm6, implicit $xmm7, implicit-def $rsp, implicit-def $ssp, implicit-def $xmm0
    ADJCALLSTACKUP64 24, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
    %13:fr64 = COPY $xmm0
    ADJCALLSTACKDOWN64 24, 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
    %14:gr64 = COPY $rsp
    MOV32mr %14, 1, $noreg, 0, $noreg, %1 :: (store (s32) into stack)
    MOVSSmr %14, 1, $noreg, 8, $noreg, %11 :: (store (s32) into stack + 8)
    MOVSDmr %14, 1, $noreg, 16, $noreg, %0 :: (store (s64) into stack + 16)
    $xmm0 = COPY %0
    $edi = COPY %1
    $xmm1 = COPY %2
    $rsi = COPY %4
    $xmm2 = COPY %0
    $edx = COPY %5
    $xmm3 = COPY %6
    $rcx = COPY %3
    $xmm4 = COPY %0
    $r8d = COPY %7
    $xmm5 = COPY %8
    $r9 = COPY %9
    $xmm6 = COPY %0
    $xmm7 = COPY %10
    CALL64pcrel32 @rt_fmix, csr_64, implicit $rsp, implicit $ssp, implicit $xmm0, implicit $edi, implicit $xmm1, implicit $rsi, implicit $xmm2, implicit $edx, implicit $xmm3, implicit $rcx, implicit $xmm4, implicit $r8d, implicit $xmm5, implicit $r9, implicit $xmm6, implicit $xmm7, implicit-def $rsp, implicit-def $ssp, implicit-def $xmm0
    ADJCALLSTACKUP64 24, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
    %15:fr64 = COPY $xmm0
    %16:fr32 = CVTSD2SSrr %13, implicit $mxcsr
    %17:fr32 = MOVSSrm_alt $rip, 1, $noreg, %const.4, $noreg :: (load (s32) from constant-pool)
    ADJCALLSTACKDOWN64 0, 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
    $xmm0 = COPY %16
    $xmm1 = COPY %17
    CALL64pcrel32 &fmodf, csr_64, implicit $rsp, implicit $ssp, implicit $xmm0, implicit $xmm1, implicit-def $rsp, implicit-def $ssp, implicit-def $xmm0
    ADJCALLSTACKUP64 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
    %18:fr32 = COPY $xmm0
    %19:fr64 = CVTSS2SDrr %18, implicit $mxcsr
    %20:fr64 = SUBSDrr %15, %13, implicit $mxcsr
    %21:fr64 = ADDSDrr %20, %19, implicit $mxcsr
    $xmm0 = COPY %21
    RET 0, $xmm0
...
"""

GOLDEN["t_mem"] = """
---
name: t_mem
alignment: 16
tracksRegLiveness: true
stack:
  - { id: 0, size: 16, alignment: 8 }
body: |
  bb.0:
    liveins: $rdi, $xmm0
    %0:gr64 = COPY $rdi
    %1:fr64 = COPY $xmm0
    %2:gr64 = MOV64ri -6076574518398440533
    MOV64mr %stack.0, 1, $noreg, 0, $noreg, %2 :: (store (s64) into %stack.0, align 1)
    MOV64mr %stack.0, 1, $noreg, 8, $noreg, %2 :: (store (s64) into %stack.0 + 8, align 1)
    %3:gr32 = COPY %0.sub_32bit
    %4:gr16 = COPY %3.sub_16bit
    MOV16mr %stack.0, 1, $noreg, 0, $noreg, %4 :: (store (s16) into %stack.0)
    MOV8mi %stack.0, 1, $noreg, 0, $noreg, -2 :: (volatile store (s8) into %stack.0)
    %5:gr64 = MOV64rm %stack.0, 1, $noreg, 0, $noreg :: (load (s64) from %stack.0)
    MOVSDmr %stack.0, 1, $noreg, 4, $noreg, %1 :: (store (s64), align 1)
    %6:fr64 = MOVSDrm_alt %stack.0, 1, $noreg, 4, $noreg :: (volatile load (s64), align 1)
    MOV32mi %stack.0, 1, $noreg, 4, $noreg, 1069547520 :: (store (s32), align 2)
    %7:gr32 = MOVSX32rm16 %stack.0, 1, $noreg, 4, $noreg :: (load (s16), align 1)
    %8:gr64 = ADD64rm %5, %stack.0, 1, $noreg, 0, $noreg, implicit-def dead $eflags :: (load (s64) from %stack.0)
    %9:gr64 = MOVSX64rr32 %7
    %10:gr64 = XOR64rr %8, %9, implicit-def dead $eflags
    %11:gr64_nosp = CVTTSD2SI64rr %6, implicit $mxcsr
    %12:gr64 = LEA64r %10, 1, %11, 0, $noreg
    $rax = COPY %12
    RET 0, $rax
...
"""

GOLDEN["t_localloc"] = """
---
name: t_localloc
alignment: 16
tracksRegLiveness: true
frameInfo:
  adjustsStack: true
  hasCalls: true
stack:
  - { id: 0, type: variable-sized, alignment: 1 }
body: |
  bb.0:
    liveins: $rdi
    %0:gr64_nosp = COPY $rdi
    %3:gr64 = ADD64ri32 %0, 15, implicit-def dead $eflags
    %4:gr64 = AND64ri32 %3, -16, implicit-def dead $eflags
    %1:gr64 = COPY $rsp
    %2:gr64 = SUB64rr %1, %4, implicit-def dead $eflags
    $rsp = COPY %2
    %5:gr64 = COPY $rsp
    %6:gr64 = SUB64ri32 %5, 32, implicit-def dead $eflags
    $rsp = COPY %6
    %7:gr32 = MOV32ri 7
    ADJCALLSTACKDOWN64 0, 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
    $rdi = COPY %2
    $esi = COPY %7
    $rdx = COPY %0
    CALL64pcrel32 &memset, csr_64, implicit $rsp, implicit $ssp, implicit $rdi, implicit $esi, implicit $rdx, implicit-def $rsp, implicit-def $ssp
    ADJCALLSTACKUP64 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
    %8:gr64 = MOV64ri 72340172838076673
    MOV64mr %6, 1, $noreg, 0, $noreg, %8 :: (store (s64), align 1)
    MOV64mr %6, 1, $noreg, 8, $noreg, %8 :: (store (s64), align 1)
    MOV64mr %6, 1, $noreg, 16, $noreg, %8 :: (store (s64), align 1)
    ADJCALLSTACKDOWN64 0, 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
    $rdi = COPY %0
    CALL64pcrel32 @rt_Console_WriteLine_i64, csr_64, implicit $rsp, implicit $ssp, implicit $rdi, implicit-def $rsp, implicit-def $ssp
    ADJCALLSTACKUP64 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
    %9:gr32 = MOVZX32rm8 %2, 1, %0, -1, $noreg :: (load (s8))
    %10:gr64 = OR64rr %2, %6, implicit-def dead $eflags
    %11:gr64_nosp = AND64ri32 %10, 15, implicit-def dead $eflags
    %12:gr64 = SUB64rr %2, %6, implicit-def dead $eflags
    CMP64ri32 %12, 32, implicit-def $eflags
    %13:gr8 = SETCCr 13, implicit $eflags
    %14:gr32 = MOVZX32rr8 %13
    %15:gr32 = IMUL32rri %14, 100, implicit-def dead $eflags
    %16:gr64 = MOVSX64rr32 %15
    %17:gr64_nosp = MOVSX64rr32 %9
    %18:gr64 = LEA64r %16, 1, %17, 0, $noreg
    %19:gr64 = LEA64r %18, 1, %11, 0, $noreg
    $rax = COPY %19
    RET 0, $rax
...
"""

GOLDEN["t_calli"] = """
---
name: t_calli
alignment: 16
tracksRegLiveness: true
frameInfo:
  adjustsStack: true
  hasCalls: true
body: |
  bb.0:
    successors: %bb.2, %bb.1
    liveins: $edi, $xmm0
    %0:gr32 = COPY $edi
    %1:fr64 = COPY $xmm0
    TEST32rr %0, %0, implicit-def $eflags
    JCC_1 %bb.2, 13, implicit $eflags

  bb.1:
    successors: %bb.3
    %2:gr64 = LEA64r $rip, 1, $noreg, @t_sq, $noreg
    JMP_1 %bb.3

  bb.2:
    successors: %bb.3
    %3:gr64 = LEA64r $rip, 1, $noreg, @t_twice, $noreg

  bb.3:
    %4:gr64 = PHI %2, %bb.1, %3, %bb.2
    ADJCALLSTACKDOWN64 0, 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
    $edi = COPY %0
    CALL64r %4, csr_64, implicit $rsp, implicit $ssp, implicit $edi, implicit-def $rsp, implicit-def $ssp, implicit-def $eax
    ADJCALLSTACKUP64 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
    %5:gr32 = COPY $eax
    %6:gr64 = LEA64r $rip, 1, $noreg, @t_half, $noreg
    ADJCALLSTACKDOWN64 0, 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
    $xmm0 = COPY %1
    $edi = COPY %5
    CALL64r %6, csr_64, implicit $rsp, implicit $ssp, implicit $xmm0, implicit $edi, implicit-def $rsp, implicit-def $ssp, implicit-def $xmm0
    ADJCALLSTACKUP64 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
    %7:fr64 = COPY $xmm0
    $xmm0 = COPY %7
    RET 0, $xmm0
...
"""

GOLDEN["t_tailsum"] = """
---
name: t_tailsum
alignment: 16
tracksRegLiveness: true
body: |
  bb.0:
    successors: %bb.2, %bb.1
    liveins: $rdi, $rsi
    %0:gr64_nosp = COPY $rdi
    %1:gr64 = COPY $rsi
    TEST64rr %0, %0, implicit-def $eflags
    JCC_1 %bb.2, 4, implicit $eflags

  bb.1:
    %2:gr64 = LEA64r %0, 1, $noreg, -1, $noreg
    %3:gr64 = LEA64r %1, 1, %0, 0, $noreg
    $rdi = COPY %2
    $rsi = COPY %3
    TCRETURNdi64 @t_tailsum, 0, csr_64, implicit $rsp, implicit $ssp, implicit $rdi, implicit $rsi

  bb.2:
    $rax = COPY %1
    RET 0, $rax
...
"""

GOLDEN["t_tailcalli"] = """
---
name: t_tailcalli
alignment: 16
tracksRegLiveness: true
constants:
  - id: 0
    value: 'double 0x3FE0000000000000'
    alignment: 8
body: |
  bb.0:
    successors: %bb.2, %bb.1
    liveins: $edi, $xmm0
    %0:gr32 = COPY $edi
    %1:fr64 = COPY $xmm0
    TEST32rr %0, %0, implicit-def $eflags
    JCC_1 %bb.2, 14, implicit $eflags

  bb.1:
    %2:gr64 = LEA64r $rip, 1, $noreg, @t_tailcalli, $noreg
    %3:gr32 = SUB32ri %0, 1, implicit-def dead $eflags
    %4:fr64 = ADDSDrm %1, $rip, 1, $noreg, %const.0, $noreg, implicit $mxcsr :: (load (s64) from constant-pool)
    %5:gr64_tc = COPY %2
    $edi = COPY %3
    $xmm0 = COPY %4
    TCRETURNri64 %5, 0, csr_64, implicit $rsp, implicit $ssp, implicit $edi, implicit $xmm0

  bb.2:
    $xmm0 = COPY %1
    RET 0, $xmm0
...
"""

GOLDEN["t_tail_nojump"] = """
---
name: t_tail_nojump
alignment: 16
tracksRegLiveness: true
frameInfo:
  adjustsStack: true
  hasCalls: true
body: |
  bb.0:
    liveins: $edi
    %0:gr32 = COPY $edi
    %1:gr32 = MOV32ri 2
    %2:gr32 = MOV32ri 3
    %3:gr32 = MOV32ri 4
    %4:gr32 = MOV32ri 5
    %5:gr32 = MOV32ri 6
    ADJCALLSTACKDOWN64 8, 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
    %6:gr64 = COPY $rsp
    MOV32mi %6, 1, $noreg, 0, $noreg, 7 :: (store (s32) into stack)
    $edi = COPY %0
    $esi = COPY %1
    $edx = COPY %2
    $ecx = COPY %3
    $r8d = COPY %4
    $r9d = COPY %5
    CALL64pcrel32 @t_callee7, csr_64, implicit $rsp, implicit $ssp, implicit $edi, implicit $esi, implicit $edx, implicit $ecx, implicit $r8d, implicit $r9d, implicit-def $rsp, implicit-def $ssp, implicit-def $eax
    ADJCALLSTACKUP64 8, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
    %7:gr32 = COPY $eax
    $eax = COPY %7
    RET 0, $eax
...
"""

GOLDEN["t_fmath"] = """
---
name: t_fmath
alignment: 16
tracksRegLiveness: true
constants:
  - id: 0
    value: '<2 x i64> <i64 9223372036854775807, i64 9223372036854775807>'
    alignment: 16
body: |
  bb.0:
    liveins: $xmm0, $xmm1
    %0:fr64 = COPY $xmm0
    %1:fr64 = COPY $xmm1
    %2:fr64 = SQRTSDr %0, implicit $mxcsr
    %4:vr128 = COPY %1
    %5:vr128 = PANDrm %4, $rip, 1, $noreg, %const.0, $noreg :: (load (s128) from constant-pool)
    %3:fr64 = COPY %5
    %7:fr64 = MINSDrr %2, %3, implicit $mxcsr
    %8:gr64 = MOVSDto64rr %7
    %9:gr64 = MOVSDto64rr %2
    UCOMISDrr %2, %2, implicit-def $eflags, implicit $mxcsr
    %10:gr64 = CMOV64rr %8, %9, 10, implicit $eflags
    %6:fr64 = MOV64toSDrr %10
    %12:fr64 = MAXSDrr %6, %1, implicit $mxcsr
    %13:gr64 = MOVSDto64rr %12
    %14:gr64 = MOVSDto64rr %6
    UCOMISDrr %6, %6, implicit-def $eflags, implicit $mxcsr
    %15:gr64 = CMOV64rr %13, %14, 10, implicit $eflags
    %11:fr64 = MOV64toSDrr %15
    $xmm0 = COPY %11
    RET 0, $xmm0
...
"""

GOLDEN["t_imath"] = """
---
name: t_imath
alignment: 16
tracksRegLiveness: true
body: |
  bb.0:
    liveins: $edi, $esi, $rdx, $rcx
    %0:gr32 = COPY $edi
    %1:gr32 = COPY $esi
    %2:gr64 = COPY $rdx
    %3:gr64 = COPY $rcx
    CMP32rr %0, %1, implicit-def $eflags
    %4:gr32 = CMOV32rr %1, %0, 13, implicit $eflags
    %5:gr64 = MOV64ri32 -5
    CMP64rr %3, %5, implicit-def $eflags
    %6:gr64 = CMOV64rr %5, %3, 13, implicit $eflags
    CMP64rr %2, %6, implicit-def $eflags
    %7:gr64_nosp = CMOV64rr %6, %2, 6, implicit $eflags
    %8:gr64 = MOVSX64rr32 %4
    %9:gr64 = LEA64r %8, 1, %7, 0, $noreg
    $rax = COPY %9
    RET 0, $rax
...
"""

GOLDEN["t_blocks"] = """
---
name: t_blocks
alignment: 16
tracksRegLiveness: true
stack:
  - { id: 0, size: 24, alignment: 8 }
  - { id: 1, size: 24, alignment: 8 }
body: |
  bb.0:
    liveins: $rdi
    %0:gr64 = COPY $rdi
    %1:vr128 = MOVUPSrm %0, 1, $noreg, 0, $noreg :: (load (s128), align 1)
    MOVUPSmr %stack.0, 1, $noreg, 0, $noreg, %1 :: (store (s128) into %stack.0, align 1)
    %2:gr64 = MOV64rm %0, 1, $noreg, 16, $noreg :: (load (s64), align 1)
    MOV64mr %stack.0, 1, $noreg, 16, $noreg, %2 :: (store (s64) into %stack.0 + 16, align 1)
    %3:vr128 = MOVUPSrm %stack.0, 1, $noreg, 0, $noreg :: (load (s128) from %stack.0, align 1)
    MOVUPSmr %stack.1, 1, $noreg, 0, $noreg, %3 :: (store (s128) into %stack.1, align 1)
    %4:gr64 = MOV64rm %stack.0, 1, $noreg, 16, $noreg :: (load (s64) from %stack.0 + 16, align 1)
    MOV64mr %stack.1, 1, $noreg, 16, $noreg, %4 :: (store (s64) into %stack.1 + 16, align 1)
    MOV64mi32 %0, 1, $noreg, 0, $noreg, 0 :: (store (s64), align 1)
    MOV32mi %0, 1, $noreg, 8, $noreg, 0 :: (store (s32), align 1)
    %5:gr64 = MOV64rm %0, 1, $noreg, 0, $noreg :: (load (s64))
    %6:gr64 = ADD64rm %5, %stack.1, 1, $noreg, 8, $noreg, implicit-def dead $eflags :: (load (s64))
    $rax = COPY %6
    RET 0, $rax
...
"""

GOLDEN["t_addr"] = """
---
name: t_addr
alignment: 16
tracksRegLiveness: true
frameInfo:
  adjustsStack: true
  hasCalls: true
stack:
  - { id: 0, size: 128, alignment: 8 }
body: |
  bb.0:
    liveins: $edi, $rsi
    %0:gr32 = COPY $edi
    %1:gr64 = COPY $rsi
    %2:gr64 = LEA64r %stack.0, 1, $noreg, 0, $noreg
    %3:gr32 = MOV32ri 90
    %4:gr64 = MOV64ri32 128
    ADJCALLSTACKDOWN64 0, 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
    $rdi = COPY %2
    $esi = COPY %3
    $rdx = COPY %4
    CALL64pcrel32 &memset, csr_64, implicit $rsp, implicit $ssp, implicit $rdi, implicit $esi, implicit $rdx, implicit-def $rsp, implicit-def $ssp
    ADJCALLSTACKUP64 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
    %5:gr64_nosp = MOVSX64rr32 %0
    %6:gr64 = LEA64r %stack.0, 8, %5, 16, $noreg
    MOV64mr %6, 1, $noreg, 0, $noreg, %1 :: (store (s64))
    %7:gr64 = IMUL64rri32 %1, 3, implicit-def dead $eflags
    MOV64mr %stack.0, 8, %5, 24, $noreg, %7 :: (store (s64))
    %8:gr64 = MOV64rm %6, 1, $noreg, -8, $noreg :: (load (s64))
    %9:gr32 = MOVZX32rm8 %stack.0, 1, %5, 16, $noreg :: (load (s8))
    %10:gr32 = MOVZX32rm16 %stack.0, 2, %5, 16, $noreg :: (load (s16))
    ADD64mi32 %stack.0, 8, %5, 16, $noreg, 5, implicit-def dead $eflags :: (store (s64)), (load (s64))
    %11:gr64 = MOV64ri 4294967296
    %12:gr64 = ADD64rr %2, %11, implicit-def dead $eflags
    %13:gr64 = MOV64ri -4294967272
    %14:gr64 = ADD64rr %12, %13, implicit-def dead $eflags
    %15:gr64 = XOR64rm %8, %14, 1, $noreg, 0, $noreg, implicit-def dead $eflags :: (load (s64))
    %16:gr32 = ADD32rr %9, %10, implicit-def dead $eflags
    %17:gr64_nosp = MOVSX64rr32 %16
    %18:gr64 = LEA64r %15, 1, %17, 0, $noreg
    %19:gr64_nosp = SUB64rr %6, %2, implicit-def dead $eflags
    %20:gr64 = LEA64r %18, 1, %19, 0, $noreg
    $rax = COPY %20
    RET 0, $rax
...
"""

GOLDEN["t_loadop"] = """
---
name: t_loadop
alignment: 16
tracksRegLiveness: true
frameInfo:
  adjustsStack: true
  hasCalls: true
stack:
  - { id: 0, size: 32, alignment: 8 }
constants:
  - id: 0
    value: 'double 0x3FF0000000000000'
    alignment: 8
  - id: 1
    value: 'double 0x3FE0000000000000'
    alignment: 8
body: |
  bb.0:
    liveins: $rdi, $xmm0
    %0:gr64_nosp = COPY $rdi
    %1:fr64 = COPY $xmm0
    MOV64mr %stack.0, 1, $noreg, 0, $noreg, %0 :: (store (s64) into %stack.0)
    MOVSDmr %stack.0, 1, $noreg, 8, $noreg, %1 :: (store (s64))
    %2:gr32 = COPY %0.sub_32bit
    MOV32mr %stack.0, 1, $noreg, 16, $noreg, %2 :: (store (s32))
    %3:gr64_nosp = IMUL64rri32 %0, 3, implicit-def dead $eflags
    %4:gr64 = ADD64rm %3, %stack.0, 1, $noreg, 0, $noreg, implicit-def dead $eflags :: (load (s64))
    %5:gr32 = COPY %4.sub_32bit
    %6:gr32 = SUB32rm %5, %stack.0, 1, $noreg, 16, $noreg, implicit-def dead $eflags :: (load (s32))
    %7:gr32 = MOV32rm %stack.0, 1, $noreg, 16, $noreg :: (load (s32))
    MOV32mr %stack.0, 1, $noreg, 16, $noreg, %6 :: (store (s32))
    %8:gr32 = XOR32rr %6, %7, implicit-def dead $eflags
    %9:gr64 = MOV64rm %stack.0, 1, $noreg, 0, $noreg :: (load (s64))
    %10:gr32 = MOV32ri 42
    ADJCALLSTACKDOWN64 0, 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
    $edi = COPY %10
    CALL64pcrel32 @rt_Console_WriteLine_i32, csr_64, implicit $rsp, implicit $ssp, implicit $edi, implicit-def $rsp, implicit-def $ssp
    ADJCALLSTACKUP64 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
    %11:gr64 = LEA64r %9, 1, %0, 0, $noreg
    %12:fr64 = ADDSDrm %1, $rip, 1, $noreg, %const.0, $noreg, implicit $mxcsr :: (load (s64) from constant-pool)
    %13:fr64 = MULSDrm %12, %stack.0, 1, $noreg, 8, $noreg, implicit $mxcsr :: (load (s64))
    CMP64mr %stack.0, 1, $noreg, 0, $noreg, %11, implicit-def $eflags :: (load (s64))
    %14:gr8 = SETCCr 12, implicit $eflags
    %15:gr32 = MOVZX32rr8 %14
    CMP32mi %stack.0, 1, $noreg, 16, $noreg, 7, implicit-def $eflags :: (load (s32))
    %16:gr8 = SETCCr 15, implicit $eflags
    %17:gr32 = MOVZX32rr8 %16
    CMP64rm %0, %stack.0, 1, $noreg, 0, $noreg, implicit-def $eflags :: (load (s64))
    %18:gr8 = SETCCr 13, implicit $eflags
    %19:gr32 = MOVZX32rr8 %18
    UCOMISDrm %1, $rip, 1, $noreg, %const.1, $noreg, implicit-def $eflags, implicit $mxcsr :: (load (s64) from constant-pool)
    %20:gr8 = SETCCr 7, implicit $eflags
    %21:gr32 = MOVZX32rr8 %20
    %22:fr64 = MOVSDrm_alt $rip, 1, $noreg, %const.1, $noreg :: (load (s64) from constant-pool)
    UCOMISDrr %22, %1, implicit-def $eflags, implicit $mxcsr
    %23:gr8 = SETCCr 7, implicit $eflags
    %24:gr32 = MOVZX32rr8 %23
    %25:gr64 = MOV64rm %stack.0, 1, $noreg, 0, $noreg :: (load (s64))
    %26:gr32 = SHL32ri %15, 2, implicit-def dead $eflags
    %27:gr32 = SHL32ri %17, 1, implicit-def dead $eflags
    %28:gr32 = OR32rr %27, %19, implicit-def dead $eflags
    %29:gr32 = OR32rr %26, %28, implicit-def dead $eflags
    %30:gr32 = SHL32ri %21, 3, implicit-def dead $eflags
    %31:gr32 = SHL32ri %24, 4, implicit-def dead $eflags
    %32:gr32 = OR32rr %30, %31, implicit-def dead $eflags
    %33:gr32 = OR32rr %29, %32, implicit-def dead $eflags
    %34:gr64 = IMUL64rr %25, %25, implicit-def dead $eflags
    %35:gr64 = XOR64rr %34, %11, implicit-def dead $eflags
    %36:gr32 = ADD32rr %8, %33, implicit-def dead $eflags
    %37:gr64_nosp = MOVSX64rr32 %36
    %38:gr64 = LEA64r %35, 1, %37, 0, $noreg
    %39:gr64_nosp = CVTTSD2SI64rr %13, implicit $mxcsr
    %40:gr64 = LEA64r %38, 1, %39, 0, $noreg
    $rax = COPY %40
    RET 0, $rax
...
"""

GOLDEN["t_count_mask"] = """
---
name: t_count_mask
alignment: 16
tracksRegLiveness: true
body: |
  bb.0:
    liveins: $edi, $esi, $rdx
    %0:gr32 = COPY $edi
    %1:gr32 = COPY $esi
    %2:gr64 = COPY $rdx
    %3:gr8 = COPY %1.sub_8bit
    $cl = COPY %3
    %4:gr32 = SHL32rCL %0, implicit-def dead $eflags, implicit $cl
    %5:gr8 = COPY %1.sub_8bit
    $cl = COPY %5
    %6:gr32 = SAR32rCL %0, implicit-def dead $eflags, implicit $cl
    %7:gr32 = AND32ri %1, 31, implicit-def dead $eflags
    %8:gr8 = COPY %7.sub_8bit
    $cl = COPY %8
    %9:gr64 = SHL64rCL %2, implicit-def dead $eflags, implicit $cl
    %10:gr8 = COPY %1.sub_8bit
    $cl = COPY %10
    %11:gr32 = SHR32rCL %0, implicit-def dead $eflags, implicit $cl
    %12:gr32 = AND32ri %1, 15, implicit-def dead $eflags
    %13:gr8 = COPY %12.sub_8bit
    $cl = COPY %13
    %14:gr64 = SAR64rCL %2, implicit-def dead $eflags, implicit $cl
    %15:gr32 = AND32ri %1, 63, implicit-def dead $eflags
    %16:gr8 = COPY %1.sub_8bit
    $cl = COPY %16
    %17:gr64 = SHR64rCL %2, implicit-def dead $eflags, implicit $cl
    %18:gr32 = XOR32rr %4, %6, implicit-def dead $eflags
    %19:gr32 = XOR32rr %18, %11, implicit-def dead $eflags
    %20:gr32 = MOV32rr %19
    %21:gr64 = SUBREG_TO_REG 0, %20, %subreg.sub_32bit
    %22:gr64_nosp = XOR64rr %9, %14, implicit-def dead $eflags
    %23:gr64 = LEA64r %21, 1, %22, 0, $noreg
    %24:gr64_nosp = MOVSX64rr32 %15
    %25:gr64_nosp = LEA64r %17, 1, %24, 0, $noreg
    %26:gr64 = LEA64r %23, 1, %25, 0, $noreg
    $rax = COPY %26
    RET 0, $rax
...
"""

GOLDEN["t_rmw"] = """
---
name: t_rmw
alignment: 16
tracksRegLiveness: true
frameInfo:
  adjustsStack: true
  hasCalls: true
stack:
  - { id: 0, size: 112, alignment: 8 }
body: |
  bb.0:
    liveins: $rdi, $esi, $rdx
    %0:gr64_nosp = COPY $rdi
    %1:gr32 = COPY $esi
    %2:gr64_nosp = COPY $rdx
    %3:gr64 = COPY %2
    MOV64mr %stack.0, 1, $noreg, 0, $noreg, %3 :: (store (s64))
    %4:gr64 = LEA64r %2, 1, $noreg, 1, $noreg
    MOV64mr %stack.0, 1, $noreg, 8, $noreg, %4 :: (store (s64))
    %5:gr64 = LEA64r %2, 1, $noreg, 2, $noreg
    MOV64mr %stack.0, 1, $noreg, 16, $noreg, %5 :: (store (s64))
    %6:gr64 = LEA64r %2, 1, $noreg, 3, $noreg
    MOV64mr %stack.0, 1, $noreg, 24, $noreg, %6 :: (store (s64))
    %7:gr64 = LEA64r %2, 1, $noreg, 4, $noreg
    MOV64mr %stack.0, 1, $noreg, 32, $noreg, %7 :: (store (s64))
    %8:gr64 = LEA64r %2, 1, $noreg, 5, $noreg
    MOV64mr %stack.0, 1, $noreg, 40, $noreg, %8 :: (store (s64))
    %9:gr64 = LEA64r %2, 1, $noreg, 6, $noreg
    MOV64mr %stack.0, 1, $noreg, 48, $noreg, %9 :: (store (s64))
    %10:gr64 = LEA64r %2, 1, $noreg, 7, $noreg
    MOV64mr %stack.0, 1, $noreg, 56, $noreg, %10 :: (store (s64))
    %11:gr64 = LEA64r %2, 1, $noreg, 8, $noreg
    MOV64mr %stack.0, 1, $noreg, 64, $noreg, %11 :: (store (s64))
    %12:gr64 = LEA64r %2, 1, $noreg, 9, $noreg
    MOV64mr %stack.0, 1, $noreg, 72, $noreg, %12 :: (store (s64))
    %13:gr64 = LEA64r %2, 1, $noreg, 10, $noreg
    MOV64mr %stack.0, 1, $noreg, 80, $noreg, %13 :: (store (s64))
    %14:gr64 = LEA64r %2, 1, $noreg, 11, $noreg
    MOV64mr %stack.0, 1, $noreg, 88, $noreg, %14 :: (store (s64))
    %15:gr64 = LEA64r %2, 1, $noreg, 12, $noreg
    MOV64mr %stack.0, 1, $noreg, 96, $noreg, %15 :: (store (s64))
    %16:gr64 = LEA64r %2, 1, $noreg, 13, $noreg
    MOV64mr %stack.0, 1, $noreg, 104, $noreg, %16 :: (store (s64))
    ADD64mr %stack.0, 8, %0, 16, $noreg, %2, implicit-def dead $eflags :: (store (s64)), (load (s64))
    ADD32mr %stack.0, 1, $noreg, 0, $noreg, %1, implicit-def dead $eflags :: (store (s32)), (load (s32))
    SUB32mi %stack.0, 1, $noreg, 4, $noreg, 7, implicit-def dead $eflags :: (store (s32)), (load (s32))
    %17:gr32 = SUB32rm %1, %stack.0, 1, $noreg, 48, $noreg, implicit-def dead $eflags :: (load (s32))
    MOV32mr %stack.0, 1, $noreg, 48, $noreg, %17 :: (store (s32))
    AND64mi32 %stack.0, 1, $noreg, 56, $noreg, -256, implicit-def dead $eflags :: (store (s64)), (load (s64))
    OR32mi %stack.0, 1, $noreg, 60, $noreg, 256, implicit-def dead $eflags :: (store (s32)), (load (s32))
    %18:gr64 = MOV64ri 4886718345
    XOR64mr %stack.0, 1, $noreg, 64, $noreg, %18, implicit-def dead $eflags :: (store (s64)), (load (s64))
    %19:gr32 = MOV32rm %stack.0, 1, $noreg, 72, $noreg :: (load (s32))
    %20:gr32 = ADD32ri %19, 1, implicit-def dead $eflags
    MOV32mr %stack.0, 1, $noreg, 72, $noreg, %20 :: (store (s32))
    %21:gr32 = XOR32rm %1, %stack.0, 1, $noreg, 76, $noreg, implicit-def dead $eflags :: (load (s32))
    MOV32mr %stack.0, 1, $noreg, 76, $noreg, %21 :: (store (s32))
    %22:gr64 = MOV64rm %stack.0, 1, $noreg, 80, $noreg :: (load (s64))
    MOV64mr %stack.0, 1, $noreg, 88, $noreg, %2 :: (store (s64))
    %23:gr64 = LEA64r %22, 1, $noreg, 3, $noreg
    MOV64mr %stack.0, 1, $noreg, 80, $noreg, %23 :: (store (s64))
    %24:gr32 = MOV32rm %stack.0, 1, $noreg, 96, $noreg :: (load (s32))
    ADJCALLSTACKDOWN64 0, 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
    $edi = COPY %1
    CALL64pcrel32 @rt_Console_WriteLine_i32, csr_64, implicit $rsp, implicit $ssp, implicit $edi, implicit-def $rsp, implicit-def $ssp
    ADJCALLSTACKUP64 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
    %25:gr32 = OR32rr %24, %1, implicit-def dead $eflags
    MOV32mr %stack.0, 1, $noreg, 96, $noreg, %25 :: (store (s32))
    %26:gr32 = MOV32rm %stack.0, 1, $noreg, 104, $noreg :: (volatile load (s32))
    %27:gr32 = ADD32ri %26, 5, implicit-def dead $eflags
    MOV32mr %stack.0, 1, $noreg, 104, $noreg, %27 :: (volatile store (s32))
    %28:gr64 = MOVSX64rr32 %19
    %29:gr64_nosp = MOVSX64rr32 %21
    %30:gr64 = LEA64r %28, 1, %29, 0, $noreg
    %31:gr64 = IMUL64rri32 %30, 31, implicit-def dead $eflags
    %32:gr64 = XOR64rm %31, %stack.0, 1, $noreg, 0, $noreg, implicit-def dead $eflags :: (load (s64))
    %33:gr64 = IMUL64rri32 %32, 31, implicit-def dead $eflags
    %34:gr64 = XOR64rm %33, %stack.0, 1, $noreg, 8, $noreg, implicit-def dead $eflags :: (load (s64))
    %35:gr64 = IMUL64rri32 %34, 31, implicit-def dead $eflags
    %36:gr64 = XOR64rm %35, %stack.0, 1, $noreg, 16, $noreg, implicit-def dead $eflags :: (load (s64))
    %37:gr64 = IMUL64rri32 %36, 31, implicit-def dead $eflags
    %38:gr64 = XOR64rm %37, %stack.0, 1, $noreg, 24, $noreg, implicit-def dead $eflags :: (load (s64))
    %39:gr64 = IMUL64rri32 %38, 31, implicit-def dead $eflags
    %40:gr64 = XOR64rm %39, %stack.0, 1, $noreg, 32, $noreg, implicit-def dead $eflags :: (load (s64))
    %41:gr64 = IMUL64rri32 %40, 31, implicit-def dead $eflags
    %42:gr64 = XOR64rm %41, %stack.0, 1, $noreg, 40, $noreg, implicit-def dead $eflags :: (load (s64))
    %43:gr64 = IMUL64rri32 %42, 31, implicit-def dead $eflags
    %44:gr64 = XOR64rm %43, %stack.0, 1, $noreg, 48, $noreg, implicit-def dead $eflags :: (load (s64))
    %45:gr64 = IMUL64rri32 %44, 31, implicit-def dead $eflags
    %46:gr64 = XOR64rm %45, %stack.0, 1, $noreg, 56, $noreg, implicit-def dead $eflags :: (load (s64))
    %47:gr64 = IMUL64rri32 %46, 31, implicit-def dead $eflags
    %48:gr64 = XOR64rm %47, %stack.0, 1, $noreg, 64, $noreg, implicit-def dead $eflags :: (load (s64))
    %49:gr64 = IMUL64rri32 %48, 31, implicit-def dead $eflags
    %50:gr64 = XOR64rm %49, %stack.0, 1, $noreg, 72, $noreg, implicit-def dead $eflags :: (load (s64))
    %51:gr64 = IMUL64rri32 %50, 31, implicit-def dead $eflags
    %52:gr64 = XOR64rm %51, %stack.0, 1, $noreg, 80, $noreg, implicit-def dead $eflags :: (load (s64))
    %53:gr64 = IMUL64rri32 %52, 31, implicit-def dead $eflags
    %54:gr64 = XOR64rm %53, %stack.0, 1, $noreg, 88, $noreg, implicit-def dead $eflags :: (load (s64))
    %55:gr64 = IMUL64rri32 %54, 31, implicit-def dead $eflags
    %56:gr64 = XOR64rm %55, %stack.0, 1, $noreg, 96, $noreg, implicit-def dead $eflags :: (load (s64))
    %57:gr64 = IMUL64rri32 %56, 31, implicit-def dead $eflags
    %58:gr64 = XOR64rm %57, %stack.0, 1, $noreg, 104, $noreg, implicit-def dead $eflags :: (load (s64))
    $rax = COPY %58
    RET 0, $rax
...
"""

GOLDEN["t_bit_test"] = """
---
name: t_bit_test
alignment: 16
tracksRegLiveness: true
body: |
  bb.0:
    successors: %bb.2, %bb.1
    liveins: $edi, $esi, $rdx
    %0:gr32 = COPY $edi
    %1:gr32 = COPY $esi
    %2:gr64 = COPY $rdx
    BT32rr %0, %1, implicit-def $eflags
    %3:gr8 = SETCCr 3, implicit $eflags
    %4:gr32 = MOVZX32rr8 %3
    %5:gr32 = MOV32rr %1
    %6:gr64 = SUBREG_TO_REG 0, %5, %subreg.sub_32bit
    BT64rr %2, %6, implicit-def $eflags
    %7:gr8 = SETCCr 2, implicit $eflags
    %8:gr32 = MOVZX32rr8 %7
    %9:gr32 = ADD32ri %1, 1, implicit-def dead $eflags
    %10:gr32 = MOV32ri 1
    %11:gr8 = COPY %9.sub_8bit
    $cl = COPY %11
    %12:gr32 = SHL32rCL %10, implicit-def dead $eflags, implicit $cl
    TEST32rr %0, %12, implicit-def $eflags
    %13:gr8 = SETCCr 5, implicit $eflags
    %14:gr32 = MOVZX32rr8 %13
    TEST32ri %0, -2147483642, implicit-def $eflags
    %15:gr8 = SETCCr 12, implicit $eflags
    %16:gr32 = MOVZX32rr8 %15
    %17:gr64 = MOV64ri 4886718345
    TEST64rr %2, %17, implicit-def $eflags
    %18:gr8 = SETCCr 7, implicit $eflags
    %19:gr32 = MOVZX32rr8 %18
    %20:gr32 = SHL32ri %8, 1, implicit-def dead $eflags
    %21:gr32 = OR32rr %4, %20, implicit-def dead $eflags
    %22:gr32 = SHL32ri %14, 2, implicit-def dead $eflags
    %23:gr32 = OR32rr %22, %12, implicit-def dead $eflags
    %24:gr32 = OR32rr %21, %23, implicit-def dead $eflags
    %25:gr32 = SHL32ri %16, 3, implicit-def dead $eflags
    %26:gr32 = SHL32ri %19, 4, implicit-def dead $eflags
    %27:gr32 = OR32rr %25, %26, implicit-def dead $eflags
    %28:gr32 = OR32rr %24, %27, implicit-def dead $eflags
    BT32rr %0, %1, implicit-def $eflags
    JCC_1 %bb.2, 3, implicit $eflags

  bb.1:
    %29:gr32 = ADD32ri %28, 1000, implicit-def dead $eflags
    $eax = COPY %29
    RET 0, $eax

  bb.2:
    $eax = COPY %28
    RET 0, $eax
...
"""

GOLDEN["t_rotate"] = """
---
name: t_rotate
alignment: 16
tracksRegLiveness: true
body: |
  bb.0:
    liveins: $edi, $rsi
    %0:gr32 = COPY $edi
    %1:gr64 = COPY $rsi
    %2:gr32 = MOV32ri -2
    %3:gr8 = COPY %0.sub_8bit
    $cl = COPY %3
    %4:gr32 = ROL32rCL %2, implicit-def dead $eflags, implicit $cl
    %5:gr64 = MOV64ri32 -2
    %6:gr8 = COPY %0.sub_8bit
    $cl = COPY %6
    %7:gr64 = ROL64rCL %5, implicit-def dead $eflags, implicit $cl
    %8:gr32 = MOV32ri 3
    %9:gr8 = COPY %0.sub_8bit
    $cl = COPY %9
    %10:gr32 = SHL32rCL %8, implicit-def dead $eflags, implicit $cl
    %11:gr32 = NOT32r %10
    %12:gr64 = AND64rr %7, %1, implicit-def dead $eflags
    %13:gr64 = MOVSX64rr32 %4
    %14:gr64 = XOR64rr %12, %13, implicit-def dead $eflags
    %15:gr32 = MOV32rr %11
    %16:gr64_nosp = SUBREG_TO_REG 0, %15, %subreg.sub_32bit
    %17:gr64 = LEA64r %14, 1, %16, 0, $noreg
    $rax = COPY %17
    RET 0, $rax
...
"""

GOLDEN["t_fconst_loop"] = """
---
name: t_fconst_loop
alignment: 16
tracksRegLiveness: true
constants:
  - id: 0
    value: 'double 0x4010000000000000'
    alignment: 8
  - id: 1
    value: 'double 0xC000000000000000'
    alignment: 8
  - id: 2
    value: 'double 0x3FF0000000000000'
    alignment: 8
body: |
  bb.0:
    successors: %bb.1
    liveins: $xmm0, $edi
    %0:fr64 = COPY $xmm0
    %1:gr32 = COPY $edi
    %2:gr32 = MOV32r0 implicit-def dead $eflags
    %7:fr64 = MOVSDrm_alt $rip, 1, $noreg, %const.0, $noreg :: (load (s64) from constant-pool)
    %9:fr64 = MOVSDrm_alt $rip, 1, $noreg, %const.2, $noreg :: (load (s64) from constant-pool)

  bb.1:
    successors: %bb.3, %bb.2
    %3:gr32 = PHI %2, %bb.0, %5, %bb.2
    %4:fr64 = PHI %0, %bb.0, %6, %bb.2
    UCOMISDrr %7, %4, implicit-def $eflags, implicit $mxcsr
    JCC_1 %bb.3, 2, implicit $eflags

  bb.2:
    successors: %bb.1, %bb.3
    %8:fr64 = MULSDrm %4, $rip, 1, $noreg, %const.1, $noreg, implicit $mxcsr :: (load (s64) from constant-pool)
    %6:fr64 = SUBSDrr %9, %8, implicit $mxcsr
    %5:gr32 = ADD32ri %3, 1, implicit-def dead $eflags
    CMP32rr %5, %1, implicit-def $eflags
    JCC_1 %bb.1, 12, implicit $eflags

  bb.3:
    %10:gr32 = PHI %3, %bb.1, %5, %bb.2
    $eax = COPY %10
    RET 0, $eax
...
"""

GOLDEN["t_fconst_call"] = """
---
name: t_fconst_call
alignment: 16
tracksRegLiveness: true
frameInfo:
  adjustsStack: true
  hasCalls: true
constants:
  - id: 0
    value: 'double 0x4004000000000000'
    alignment: 8
  - id: 1
    value: 'double 0x3FF0000000000000'
    alignment: 8
body: |
  bb.0:
    successors: %bb.1
    liveins: $xmm0
    %0:fr64 = COPY $xmm0
    %1:gr32 = MOV32r0 implicit-def dead $eflags

  bb.1:
    successors: %bb.3, %bb.2
    %2:gr32 = PHI %1, %bb.0, %4, %bb.2
    %3:fr64 = PHI %0, %bb.0, %5, %bb.2
    %6:fr64 = MOVSDrm_alt $rip, 1, $noreg, %const.0, $noreg :: (load (s64) from constant-pool)
    UCOMISDrr %6, %3, implicit-def $eflags, implicit $mxcsr
    JCC_1 %bb.3, 2, implicit $eflags

  bb.2:
    successors: %bb.1
    ADJCALLSTACKDOWN64 0, 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
    $edi = COPY %2
    CALL64pcrel32 @rt_Console_WriteLine_i32, csr_64, implicit $rsp, implicit $ssp, implicit $edi, implicit-def $rsp, implicit-def $ssp
    ADJCALLSTACKUP64 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
    %4:gr32 = ADD32ri %2, 1, implicit-def dead $eflags
    %5:fr64 = ADDSDrm %3, $rip, 1, $noreg, %const.1, $noreg, implicit $mxcsr :: (load (s64) from constant-pool)
    JMP_1 %bb.1

  bb.3:
    $eax = COPY %2
    RET 0, $eax
...
"""

GOLDEN["t_addr_shared"] = """
---
name: t_addr_shared
alignment: 16
tracksRegLiveness: true
frameInfo:
  adjustsStack: true
  hasCalls: true
stack:
  - { id: 0, size: 128, alignment: 8 }
body: |
  bb.0:
    liveins: $edi, $rsi
    %0:gr32 = COPY $edi
    %1:gr64_nosp = COPY $rsi
    %2:gr64 = LEA64r %stack.0, 1, $noreg, 0, $noreg
    %3:gr32 = MOV32ri 17
    %4:gr64 = MOV64ri32 128
    ADJCALLSTACKDOWN64 0, 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
    $rdi = COPY %2
    $esi = COPY %3
    $rdx = COPY %4
    CALL64pcrel32 &memset, csr_64, implicit $rsp, implicit $ssp, implicit $rdi, implicit $esi, implicit $rdx, implicit-def $rsp, implicit-def $ssp
    ADJCALLSTACKUP64 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
    %5:gr64_nosp = MOVSX64rr32 %0
    MOV64mr %stack.0, 8, %5, 16, $noreg, %1 :: (store (s64))
    ADD64mr %stack.0, 8, %5, 72, $noreg, %1, implicit-def dead $eflags :: (store (s64)), (load (s64))
    %6:gr64_nosp = LEA64r $noreg, 4, %5, 0, $noreg
    %7:gr64 = LEA64r %stack.0, 1, %5, 0, $noreg
    %8:gr32 = MOVZX32rm8 %7, 1, $noreg, 3, $noreg :: (load (s8))
    %9:gr32 = MOVZX32rm8 %7, 1, $noreg, 5, $noreg :: (load (s8))
    %10:gr64 = MOV64rm %stack.0, 8, %5, 72, $noreg :: (load (s64))
    %11:gr64 = XOR64rm %10, %stack.0, 1, $noreg, 16, $noreg, implicit-def dead $eflags :: (load (s64))
    %12:gr32 = SUB32rr %8, %9, implicit-def dead $eflags
    %13:gr32 = ADD32rm %12, %stack.0, 1, %6, 8, $noreg, implicit-def dead $eflags :: (load (s32))
    %14:gr64_nosp = MOVSX64rr32 %13
    %15:gr64 = LEA64r %11, 1, %14, 0, $noreg
    %16:gr64 = XOR64rr %15, %6, implicit-def dead $eflags
    $rax = COPY %16
    RET 0, $rax
...
"""
