"""The MIR printer on hand-built machine IR: exact text, and llc accepts it."""

from __future__ import annotations

import pytest

from cil2mir.emit.mir_text import print_mir_file
from cil2mir.isel.machine import (FixedStackObject, Imm, JumpTable, MachineFunction, MachineInstr,
                                  PReg, RegMask, RegOp, Symbol)
from tests.llc import LLC_VERSIONS, llc

EXPECTED = """\
--- |
  define i32 @add100(i32 %a) {
    ret i32 0
  }
  declare void @ext()
...
---
name: add100
alignment: 16
tracksRegLiveness: true
frameInfo:
  adjustsStack: true
  hasCalls: true
fixedStack:
  - { id: 0, offset: 0, size: 8, alignment: 16, isImmutable: true }
stack:
  - { id: 0, type: spill-slot, size: 8, alignment: 8 }
body: |
  bb.0:
    liveins: $edi
    %0:gr32 = COPY $edi
    %1:gr32 = ADD32ri %0, 100, implicit-def dead $eflags
    ADJCALLSTACKDOWN64 0, 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
    CALL64pcrel32 @ext, csr_64, implicit $rsp, implicit $ssp, implicit-def $rsp, implicit-def $ssp
    ADJCALLSTACKUP64 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
    $eax = COPY %1
    RET 0, $eax
...
"""


def _d(reg: str, dead: bool = False) -> RegOp:
    return RegOp(PReg(reg), is_def=True, implicit=True, dead=dead)


def _u(reg: str) -> RegOp:
    return RegOp(PReg(reg), implicit=True)


def sample() -> str:
    mf = MachineFunction("add100", has_calls=True)
    mf.fixed_stack.append(FixedStackObject(0, 0, 8, 16))
    mf.add_stack_object(8, 8, spill_slot=True)
    b = mf.new_block()
    b.liveins = [PReg("edi")]
    v0, v1 = mf.new_vreg("gr32"), mf.new_vreg("gr32")
    stack_ops = [_d("rsp", True), _d("eflags", True), _d("ssp", True), _u("rsp"), _u("ssp")]
    b.instrs = [
        MachineInstr("COPY", [RegOp(v0, is_def=True), RegOp(PReg("edi"))]),
        MachineInstr("ADD32ri", [RegOp(v1, is_def=True), RegOp(v0), Imm(100), _d("eflags", True)]),
        MachineInstr("ADJCALLSTACKDOWN64", [Imm(0), Imm(0), Imm(0), *stack_ops]),
        MachineInstr("CALL64pcrel32", [Symbol("ext"), RegMask(), _u("rsp"), _u("ssp"),
                                       _d("rsp"), _d("ssp")]),
        MachineInstr("ADJCALLSTACKUP64", [Imm(0), Imm(0), *stack_ops]),
        MachineInstr("COPY", [RegOp(PReg("eax"), is_def=True), RegOp(v1)]),
        MachineInstr("RET", [Imm(0), RegOp(PReg("eax"))]),
    ]
    return print_mir_file("define i32 @add100(i32 %a) {\n  ret i32 0\n}\ndeclare void @ext()", [mf])


def test_prints_exact_text():
    assert sample() == EXPECTED


def test_jump_table_and_successors_print():
    mf = MachineFunction("f")
    b0, b1 = mf.new_block(), mf.new_block()
    b0.succs = [b1]
    mf.jump_tables.append(JumpTable(0, [1, 1]))
    b0.instrs = [MachineInstr("JMP_1", [b1.ref])]
    b1.instrs = [MachineInstr("RET", [Imm(0)])]
    text = print_mir_file("define void @f() {\n  unreachable\n}", [mf])
    assert "jumpTable:\n  kind: label-difference32\n  entries:\n    - id: 0\n      blocks: [ '%bb.1', '%bb.1' ]" in text
    assert "  bb.0:\n    successors: %bb.1\n    JMP_1 %bb.1\n\n  bb.1:\n    RET 0\n" in text


@pytest.mark.parametrize("version", LLC_VERSIONS)
def test_llc_verifies_printed_mir(version, tmp_path):
    path = tmp_path / "f.mir"
    path.write_text(sample())
    result = llc(version, "-run-pass=none", "-verify-machineinstrs", str(path), "-o", "/dev/null")
    assert result.returncode == 0, result.stderr
