"""The register allocator on hand-written pre-RA MIR.

Each case is parsed from MIR text (a tiny reader below), allocated, and then:
  * compared with golden post-RA text kept at the bottom of this file
    (`CIL2MIR_BLESS=1 pytest tests/test_regalloc.py -p no:xdist` rewrites it),
  * checked for structural properties (no vregs or PHIs, nothing caller-saved live
    across a call),
  * verified by every installed llc (`-run-pass=none -verify-machineinstrs`, and
    `-start-before=prologepilog` at -O0 and -O2),
  * for most cases, linked with a C driver and run against results computed here.
Liveness, parallel-copy sequentialization and two-address lowering are tested directly.
"""

from __future__ import annotations

import functools
import itertools
import os
import random
import re
import shutil
import struct
import subprocess
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from cil2mir.emit.mir_text import print_function, print_mir_file
from cil2mir.isel.machine import (BlockRef, ConstPoolRef, FixedStackObject, FrameIndex, Imm,
                                  JumpTableRef, MachineFunction, MachineInstr, NoReg,
                                  PoolConstant, PReg, RegMask, RegOp, StackObject, SubRegIndex,
                                  Symbol, VReg)
from cil2mir.regalloc import allocate
from cil2mir.regalloc.coalesce import coalesce_copies
from cil2mir.regalloc.loops import loop_depths, natural_loops
from cil2mir.regalloc.split import split_around_loops, split_floats_at_calls
from cil2mir.regalloc.liveness import build_intervals, compute_liveness, live_units, number
from cil2mir.regalloc.phi_elim import Move, eliminate_phis, sequentialize
from cil2mir.regalloc.two_address import lower_two_address
from cil2mir.regalloc.util import is_call, is_terminator
from cil2mir.target.x86_64 import CSR_64_PRESERVED, UNIT_OF
from tests.llc import LLC_VERSIONS, llc

# ---- a tiny MIR body reader -------------------------------------------------------------------

_BARRIERS = {"JMP_1", "RET", "JMP64r", "RET64", "TCRETURNdi64", "TCRETURNri64"}


def _operand(text: str, classes: dict[int, str], is_def: bool = False):
    words = text.split()
    flags = set(words[:-1])
    main = words[-1]
    tflags = next((w[len("target-flags("):-1] for w in words if w.startswith("target-flags(")), None)
    implicit = "implicit" in flags or "implicit-def" in flags
    is_def = is_def or "implicit-def" in flags
    if main == "$noreg":
        return NoReg()
    if main.startswith("$"):
        return RegOp(PReg(main[1:]), is_def=is_def, implicit=implicit, dead="dead" in flags,
                     undef="undef" in flags)
    if main.startswith(("@", "&")):
        return Symbol(main[1:], external=main[0] == "&", flags=tflags)
    if main == "csr_64":
        return RegMask()
    for prefix, make in (("%bb.", BlockRef), ("%stack.", FrameIndex), ("%const.", ConstPoolRef),
                         ("%jump-table.", JumpTableRef), ("%subreg.", SubRegIndex)):
        if main.startswith(prefix):
            rest = main[len(prefix):]
            return make(rest) if make is SubRegIndex else make(int(rest))
    if main.startswith("%fixed-stack."):
        return FrameIndex(int(main[len("%fixed-stack."):]), fixed=True)
    m = re.fullmatch(r"%(\d+)(?::(\w+))?(?:\.(sub_\w+))?", main)
    if m:
        n = int(m.group(1))
        return RegOp(VReg(n, classes[n]), is_def=is_def, implicit=implicit, dead="dead" in flags,
                     undef="undef" in flags, subreg=m.group(3))
    return Imm(int(main))


def parse_function(name: str, body: str, fixed_stack: tuple[tuple[int, int], ...] = (),
                   stack: tuple[tuple[int, int], ...] = (), constants: tuple[str, ...] = ()
                   ) -> MachineFunction:
    """Read a pre-RA MIR body (`bb.N:`, `successors:`, `liveins:`, instructions).
    Successors are inferred from branches and fallthrough when not listed.
    `fixed_stack`: (offset, size) of each incoming stack argument. `stack`: (size,
    alignment) of each local stack object; size 0 makes it variable-sized (localloc).
    `constants`: constant-pool values (`'double 0x...'`), 8-byte aligned."""
    classes = {int(n): rc for n, rc in re.findall(r"%(\d+):(\w+)", body)}
    mf = MachineFunction(name)
    mf.next_vreg = max(classes, default=-1) + 1
    mf.fixed_stack = [FixedStackObject(i, off, size, 16 if off % 16 == 0 else 8)
                      for i, (off, size) in enumerate(fixed_stack)]
    mf.stack = [StackObject(i, size, align, variable_sized=size == 0)
                for i, (size, align) in enumerate(stack)]
    mf.constants = [PoolConstant(i, v) for i, v in enumerate(constants)]
    succ_names: dict[int, list[int] | None] = {}
    for line in body.strip().splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        if m := re.fullmatch(r"bb\.(\d+):", line):
            block = mf.new_block()
            block.n = int(m.group(1))
            succ_names[block.n] = None
        elif line.startswith("successors:"):
            succ_names[block.n] = [int(x) for x in re.findall(r"%bb\.(\d+)", line)]
        elif line.startswith("liveins:"):
            block.liveins = [PReg(r) for r in re.findall(r"\$(\w+)", line)]
        else:
            mem = None
            if " :: (" in line:
                line, mem = line.split(" :: (", 1)
                mem = mem[:-1]
            defs: list = []
            if " = " in line:
                lhs, line = line.split(" = ", 1)
                defs = [_operand(t, classes, is_def=True) for t in lhs.split(",")]
            opcode, _, rest = line.partition(" ")
            ops = [_operand(t, classes) for t in rest.split(",")] if rest.strip() else []
            block.instrs.append(MachineInstr(opcode, defs + ops, mem))
            # a tail call needs no call frame (llc leaves adjustsStack false for it)
            if ((is_call(block.instrs[-1]) and not is_terminator(block.instrs[-1]))
                    or opcode == "ADJCALLSTACKDOWN64"):
                mf.has_calls = True
    by_n = {b.n: b for b in mf.blocks}
    for i, b in enumerate(mf.blocks):
        names = succ_names[b.n]
        if names is None:
            names = [o.n for mi in b.instrs for o in mi.ops
                     if isinstance(o, BlockRef) and mi.opcode != "PHI"]
            if (not b.instrs or b.instrs[-1].opcode not in _BARRIERS) and i + 1 < len(mf.blocks):
                names.append(mf.blocks[i + 1].n)
            names = list(dict.fromkeys(names))
        b.succs = [by_n[n] for n in names]
    return mf


def mir_file(mf: MachineFunction, externs: tuple[str, ...] = ()) -> str:
    ir = "\n".join([f"define void @{mf.name}() {{ unreachable }}",
                    *(f"declare void @{e}()" for e in externs)])
    return print_mir_file(ir, [mf])


# ---- the cases --------------------------------------------------------------------------------

ADJ_DOWN = ("ADJCALLSTACKDOWN64 0, 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, "
            "implicit-def dead $ssp, implicit $rsp, implicit $ssp")
ADJ_UP = ("ADJCALLSTACKUP64 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, "
          "implicit-def dead $ssp, implicit $rsp, implicit $ssp")
CALL_EXT = ("CALL64pcrel32 @ext_clobber, csr_64, implicit $rsp, implicit $ssp, implicit $edi, "
            "implicit-def $rsp, implicit-def $ssp, implicit-def $eax")

# A callee that writes garbage into every caller-saved register it may clobber.
EXT_CLOBBER_C = r"""
int ext_clobber(int x) {
  __asm__ volatile("movq $-1, %%rcx\n\tmovq $-1, %%rdx\n\tmovq $-1, %%rsi\n\tmovq $-1, %%rdi\n\t"
                   "movq $-1, %%r8\n\tmovq $-1, %%r9\n\tmovq $-1, %%r10\n\tmovq $-1, %%r11"
                   ::: "rcx", "rdx", "rsi", "rdi", "r8", "r9", "r10", "r11");
  return x * 3 + 1;
}
"""


def i32(x: int) -> int:
    x &= 0xFFFFFFFF
    return x - (1 << 32) if x >> 31 else x


def i64(x: int) -> int:
    x &= (1 << 64) - 1
    return x - (1 << 64) if x >> 63 else x


def ext_clobber(x: int) -> int:
    return i32(x * 3 + 1)


def cdiv(a: int, b: int) -> int:
    q = abs(a) // abs(b)
    return q if (a < 0) == (b < 0) else -q


@dataclass
class Case:
    name: str
    body: str
    proto: str = ""                               # C prototype; "" = not run
    runs: list[tuple[tuple[int, ...], int]] = field(default_factory=list)
    fixed_stack: tuple[tuple[int, int], ...] = ()
    externs: tuple[str, ...] = ()
    c_extra: str = ""
    golden: bool = True                           # large generated cases have no golden text
    stack: tuple[tuple[int, int], ...] = ()       # (size, alignment); size 0 = variable-sized
    constants: tuple[str, ...] = ()               # constant pool


CASES: list[Case] = []


def case(c: Case) -> None:
    CASES.append(c)


case(Case("ra_straight", """
bb.0:
  liveins: $edi, $esi
  %0:gr32 = COPY $edi
  %1:gr32 = COPY $esi
  %2:gr32 = ADD32rr %0, %1, implicit-def dead $eflags
  %3:gr32 = SUB32rr %0, %1, implicit-def dead $eflags
  %4:gr32 = IMUL32rr %2, %3, implicit-def dead $eflags
  %5:gr32 = IMUL32rri %0, 7, implicit-def dead $eflags
  %6:gr32 = XOR32rr %4, %5, implicit-def dead $eflags
  $eax = COPY %6
  RET 0, $eax
""", "int ra_straight(int, int)",
    [((a, b), i32(((a + b) * (a - b)) ^ (a * 7))) for a, b in [(3, 4), (-100, 7), (123456, -98765)]]))

case(Case("ra_fib", """
bb.0:
  successors: %bb.1, %bb.2
  liveins: $edi
  %0:gr32 = COPY $edi
  %1:gr64 = MOV64ri32 0
  %2:gr64 = MOV64ri32 1
  TEST32rr %0, %0, implicit-def $eflags
  JCC_1 %bb.2, 14, implicit $eflags
bb.1:
  successors: %bb.1, %bb.2
  %3:gr64 = PHI %1, %bb.0, %4, %bb.1
  %4:gr64 = PHI %2, %bb.0, %5, %bb.1
  %6:gr32 = PHI %0, %bb.0, %7, %bb.1
  %5:gr64 = ADD64rr %3, %4, implicit-def dead $eflags
  %7:gr32 = SUB32ri %6, 1, implicit-def $eflags
  JCC_1 %bb.1, 5, implicit $eflags
bb.2:
  %8:gr64 = PHI %1, %bb.0, %4, %bb.1
  $rax = COPY %8
  RET 0, $rax
""", "long ra_fib(int)", [((n,), [0, 1, 1, 2, 3, 5, 8, 13, 21, 34, 55][n] if n <= 10 else 12586269025)
                         for n in (0, 1, 2, 10, 50)] + [((-3,), 0)]))


def _rotate(a: int, b: int, c: int, n: int) -> int:
    x, y, z = a, b, c
    while True:
        n -= 1
        x, y, z = y, z, x
        if n <= 0:
            return i32(x * 10000 + y * 100 + z)


case(Case("ra_rotate", """
# PHIs that read each other in a 3-cycle: (x, y, z) := (y, z, x) every iteration.
bb.0:
  liveins: $edi, $esi, $edx, $ecx
  %0:gr32 = COPY $edi
  %1:gr32 = COPY $esi
  %2:gr32 = COPY $edx
  %3:gr32 = COPY $ecx
bb.1:
  successors: %bb.1, %bb.2
  %10:gr32 = PHI %0, %bb.0, %11, %bb.1
  %11:gr32 = PHI %1, %bb.0, %12, %bb.1
  %12:gr32 = PHI %2, %bb.0, %10, %bb.1
  %13:gr32 = PHI %3, %bb.0, %14, %bb.1
  %14:gr32 = SUB32ri %13, 1, implicit-def $eflags
  JCC_1 %bb.1, 15, implicit $eflags
bb.2:
  %20:gr32 = IMUL32rri %11, 10000, implicit-def dead $eflags
  %21:gr32 = IMUL32rri %12, 100, implicit-def dead $eflags
  %22:gr32 = ADD32rr %20, %21, implicit-def dead $eflags
  %23:gr32 = ADD32rr %22, %10, implicit-def dead $eflags
  $eax = COPY %23
  RET 0, $eax
""", "int ra_rotate(int, int, int, int)",
    [((a, b, c, n), _rotate(a, b, c, n)) for a, b, c, n in [(1, 2, 3, 1), (1, 2, 3, 2), (1, 2, 3, 3),
                                                            (4, 5, 6, 7), (9, 8, 7, 0)]]))


def _crit(a: int, b: int) -> int:
    if a < b:
        return 100 + b
    d = a - b
    return d + 100 if d == 0 else i32(a * b + a)


case(Case("ra_crit", """
# Two critical edges into bb.3 (from bb.0 and bb.1), one plain edge (bb.2 falls through).
bb.0:
  liveins: $edi, $esi
  %0:gr32 = COPY $edi
  %1:gr32 = COPY $esi
  %2:gr32 = MOV32ri 100
  CMP32rr %0, %1, implicit-def $eflags
  JCC_1 %bb.3, 12, implicit $eflags
bb.1:
  %3:gr32 = SUB32rr %0, %1, implicit-def $eflags
  JCC_1 %bb.3, 4, implicit $eflags
bb.2:
  %4:gr32 = IMUL32rr %0, %1, implicit-def dead $eflags
bb.3:
  %5:gr32 = PHI %2, %bb.0, %3, %bb.1, %4, %bb.2
  %6:gr32 = PHI %1, %bb.0, %2, %bb.1, %0, %bb.2
  %7:gr32 = ADD32rr %5, %6, implicit-def dead $eflags
  $eax = COPY %7
  RET 0, $eax
""", "int ra_crit(int, int)", [((a, b), _crit(a, b)) for a, b in [(1, 2), (5, 5), (7, 3), (-4, -9)]]))


def _div(a: int, b: int) -> int:
    q, r = cdiv(a, b), a - cdiv(a, b) * b
    ua, ub = a & 0xFFFFFFFF, b & 0xFFFFFFFF
    return i32(((q * 1000 + r) ^ (ua // ub)) + ua % ub)


case(Case("ra_div", """
bb.0:
  liveins: $edi, $esi
  %0:gr32 = COPY $edi
  %1:gr32 = COPY $esi
  $eax = COPY %0
  CDQ implicit-def $eax, implicit-def $edx, implicit $eax
  IDIV32r %1, implicit-def $eax, implicit-def $edx, implicit-def dead $eflags, implicit $eax, implicit $edx
  %2:gr32 = COPY $eax
  %3:gr32 = COPY $edx
  %4:gr32 = MOV32r0 implicit-def dead $eflags
  $eax = COPY %0
  $edx = COPY %4
  DIV32r %1, implicit-def $eax, implicit-def $edx, implicit-def dead $eflags, implicit $eax, implicit $edx
  %5:gr32 = COPY $eax
  %6:gr32 = COPY $edx
  %7:gr32 = IMUL32rri %2, 1000, implicit-def dead $eflags
  %8:gr32 = ADD32rr %7, %3, implicit-def dead $eflags
  %9:gr32 = XOR32rr %8, %5, implicit-def dead $eflags
  %10:gr32 = ADD32rr %9, %6, implicit-def dead $eflags
  $eax = COPY %10
  RET 0, $eax
""", "int ra_div(int, int)", [((a, b), _div(a, b)) for a, b in [(100, 7), (-100, 7), (100, -7),
                                                               (-2147483647, 3), (5, -1)]]))


def _shift(a: int, n: int) -> int:
    n &= 31
    shl = i32(a << n)
    sar = a >> n
    shr = (a & 0xFFFFFFFF) >> n
    return i32((shl + sar) ^ shr)


case(Case("ra_shift", """
bb.0:
  liveins: $edi, $esi
  %0:gr32 = COPY $edi
  %1:gr32 = COPY $esi
  %2:gr8 = COPY %1.sub_8bit
  $cl = COPY %2
  %3:gr32 = SHL32rCL %0, implicit-def dead $eflags, implicit $cl
  $cl = COPY %2
  %4:gr32 = SAR32rCL %0, implicit-def dead $eflags, implicit $cl
  $cl = COPY %2
  %5:gr32 = SHR32rCL %0, implicit-def dead $eflags, implicit $cl
  %6:gr32 = ADD32rr %3, %4, implicit-def dead $eflags
  %7:gr32 = XOR32rr %6, %5, implicit-def dead $eflags
  $eax = COPY %7
  RET 0, $eax
""", "int ra_shift(int, int)", [((a, n), _shift(a, n)) for a, n in [(1, 3), (-12345, 4), (0x7FFF1234, 31),
                                                                   (99, 33)]]))


case(Case("ra_call", f"""
# %0 and %1 live across both calls; %2 across the second one.
bb.0:
  liveins: $edi
  %0:gr32 = COPY $edi
  %1:gr32 = IMUL32rri %0, 5, implicit-def dead $eflags
  {ADJ_DOWN}
  $edi = COPY %0
  {CALL_EXT}
  {ADJ_UP}
  %2:gr32 = COPY $eax
  %3:gr32 = ADD32ri %0, 1, implicit-def dead $eflags
  {ADJ_DOWN}
  $edi = COPY %3
  {CALL_EXT}
  {ADJ_UP}
  %4:gr32 = COPY $eax
  %5:gr32 = IMUL32rr %4, %0, implicit-def dead $eflags
  %6:gr32 = ADD32rr %1, %2, implicit-def dead $eflags
  %7:gr32 = ADD32rr %6, %5, implicit-def dead $eflags
  $eax = COPY %7
  RET 0, $eax
""", "int ra_call(int)",
    [((a,), i32(a * 5 + ext_clobber(a) + ext_clobber(a + 1) * a)) for a in (0, 7, -300, 100000)],
    externs=("ext_clobber",), c_extra=EXT_CLOBBER_C))

PRESSURE_N = 22


def _pressure_body() -> str:
    """22 values, all live across a call and until the end: more than the 14 registers."""
    lines = ["bb.0:", "  liveins: $edi, $esi", "  %0:gr32 = COPY $edi", "  %1:gr32 = COPY $esi"]
    v = 2
    vals = []
    for i in range(PRESSURE_N):
        lines.append(f"  %{v}:gr32 = IMUL32rri %0, {i + 3}, implicit-def dead $eflags")
        lines.append(f"  %{v + 1}:gr32 = IMUL32rri %1, {i * i + 1}, implicit-def dead $eflags")
        lines.append(f"  %{v + 2}:gr32 = ADD32rr %{v}, %{v + 1}, implicit-def dead $eflags")
        vals.append(v + 2)
        v += 3
    lines += [f"  {ADJ_DOWN}", f"  $edi = COPY %{vals[3]}", f"  {CALL_EXT}", f"  {ADJ_UP}",
              f"  %{v}:gr32 = COPY $eax"]
    acc = v
    v += 1
    for i, x in enumerate(vals):
        lines.append(f"  %{v}:gr32 = IMUL32rri %{x}, {i + 1}, implicit-def dead $eflags")
        lines.append(f"  %{v + 1}:gr32 = ADD32rr %{acc}, %{v}, implicit-def dead $eflags")
        acc = v + 1
        v += 2
    lines += [f"  $eax = COPY %{acc}", "  RET 0, $eax"]
    return "\n".join(lines)


def _pressure(a: int, b: int) -> int:
    vals = [i32(a * (i + 3)) + i32(b * (i * i + 1)) for i in range(PRESSURE_N)]
    acc = ext_clobber(i32(vals[3]))
    for i, x in enumerate(vals):
        acc = i32(acc + x * (i + 1))
    return acc


case(Case("ra_pressure", _pressure_body(), "int ra_pressure(int, int)",
          [((a, b), _pressure(a, b)) for a, b in [(1, 2), (-7, 1000), (123457, -99)]],
          externs=("ext_clobber",), c_extra=EXT_CLOBBER_C))

def _remat_body() -> str:
    """ra_pressure with three constants defined first and read only after the call, in a
    compare-and-CMOV tail: they are spilled, and rematerialised at their uses (the zero as
    MOV32ri 0, between the compare and the CMOV that reads the flags)."""
    body = _pressure_body().splitlines()
    ret = body.index("  RET 0, $eax")
    acc = re.fullmatch(r"  \$eax = COPY %(\d+)", body[ret - 1]).group(1)
    return "\n".join([*body[:4], "  %200:gr32 = MOV32ri 1000003", "  %201:gr32 = MOV32r0 implicit-def dead $eflags",
                      "  %202:gr64 = MOV64ri 81985529216486895", *body[4:ret - 1],
                      f"  %203:gr32 = IMUL32rr %{acc}, %200, implicit-def dead $eflags",
                      "  CMP32ri %203, 0, implicit-def $eflags",
                      "  %204:gr32 = CMOV32rr %203, %201, 12, implicit $eflags",
                      "  %205:gr32 = COPY %202.sub_32bit",
                      "  %206:gr32 = ADD32rr %204, %205, implicit-def dead $eflags",
                      "  $eax = COPY %206", "  RET 0, $eax"])


def _remat(a: int, b: int) -> int:
    product = i32(_pressure(a, b) * 1000003)
    return i32((0 if product < 0 else product) + 0x89ABCDEF)


case(Case("ra_remat", _remat_body(), "int ra_remat(int, int)",
          [((a, b), _remat(a, b)) for a, b in [(1, 2), (-7, 1000), (123457, -99), (0, 0)]],
          externs=("ext_clobber",), c_extra=EXT_CLOBBER_C, golden=False))

LOOP_N = 17


def _pressure_loop_body() -> str:
    """17 loop-carried values (v_i := v_i + v_{i+1}) plus a counter: spills inside a loop."""
    phis = [100 + i for i in range(LOOP_N)]
    nxt = [200 + i for i in range(LOOP_N)]
    lines = ["bb.0:", "  liveins: $edi, $esi", "  %0:gr32 = COPY $edi", "  %1:gr32 = COPY $esi"]
    for i in range(LOOP_N):
        lines.append(f"  %{10 + i}:gr32 = ADD32ri %0, {i * 7}, implicit-def dead $eflags")
    lines += ["bb.1:", "  successors: %bb.1, %bb.2"]
    for i in range(LOOP_N):
        lines.append(f"  %{phis[i]}:gr32 = PHI %{10 + i}, %bb.0, %{nxt[i]}, %bb.1")
    lines.append("  %300:gr32 = PHI %1, %bb.0, %301, %bb.1")
    for i in range(LOOP_N):
        lines.append(f"  %{nxt[i]}:gr32 = ADD32rr %{phis[i]}, %{phis[(i + 1) % LOOP_N]}, "
                     "implicit-def dead $eflags")
    lines += ["  %301:gr32 = SUB32ri %300, 1, implicit-def $eflags",
              "  JCC_1 %bb.1, 15, implicit $eflags", "bb.2:"]
    acc = nxt[0]
    for i in range(1, LOOP_N):
        lines.append(f"  %{400 + 2 * i}:gr32 = IMUL32rri %{nxt[i]}, {i + 1}, implicit-def dead $eflags")
        lines.append(f"  %{401 + 2 * i}:gr32 = ADD32rr %{acc}, %{400 + 2 * i}, implicit-def dead $eflags")
        acc = 401 + 2 * i
    lines += [f"  $eax = COPY %{acc}", "  RET 0, $eax"]
    return "\n".join(lines)


def _pressure_loop(a: int, n: int) -> int:
    v = [i32(a + i * 7) for i in range(LOOP_N)]
    while True:
        v = [i32(v[i] + v[(i + 1) % LOOP_N]) for i in range(LOOP_N)]
        n -= 1
        if n <= 0:
            break
    return i32(sum(x * (i + 1) for i, x in enumerate(v)))


case(Case("ra_pressure_loop", _pressure_loop_body(), "int ra_pressure_loop(int, int)",
          [((a, n), _pressure_loop(a, n)) for a, n in [(1, 1), (3, 5), (-50, 20)]]))

SPLIT_N = 8


def _split_loop_body(written: bool, guarded: bool = False) -> str:
    """8 values live across a call before a loop and one after it (6 callee-saved registers:
    some spill), read in the loop (`written`: also updated there, loop-carried) with room
    for all of them in registers there. `guarded`: the loop is entered by a conditional
    branch (skipped when n <= 0), a critical edge into the loop's PHIs."""
    v = [10 + i for i in range(SPLIT_N)]
    lines = ["bb.0:", f"  successors: %bb.1{', %bb.2' if guarded else ''}", "  liveins: $edi, $esi",
             "  %0:gr32 = COPY $edi",
             "  %1:gr32 = COPY $esi"]
    lines += [f"  %{v[i]}:gr32 = ADD32ri %0, {i * 7 + 1}, implicit-def dead $eflags" for i in range(SPLIT_N)]
    lines += [f"  {ADJ_DOWN}", "  $edi = COPY %0", f"  {CALL_EXT}", f"  {ADJ_UP}",
              "  %2:gr32 = COPY $eax"]
    lines += ["  TEST32rr %1, %1, implicit-def $eflags", "  JCC_1 %bb.2, 14, implicit $eflags"] if guarded \
        else ["  JMP_1 %bb.1"]
    lines += ["bb.1:", "  successors: %bb.1, %bb.2",
              "  %100:gr32 = PHI %2, %bb.0, %120, %bb.1", "  %101:gr32 = PHI %1, %bb.0, %102, %bb.1"]
    inside = v
    if written:
        inside = [30 + i for i in range(SPLIT_N)]
        lines += [f"  %{inside[i]}:gr32 = PHI %{v[i]}, %bb.0, %{40 + i}, %bb.1" for i in range(SPLIT_N)]
    acc = 100
    for i in range(SPLIT_N):
        lines.append(f"  %{110 + i}:gr32 = ADD32rr %{acc}, %{inside[i]}, implicit-def dead $eflags")
        acc = 110 + i
    lines.append(f"  %120:gr32 = COPY %{acc}")
    if written:
        lines += [f"  %{40 + i}:gr32 = ADD32ri %{inside[i]}, {i + 1}, implicit-def dead $eflags"
                  for i in range(SPLIT_N)]
    lines += ["  %102:gr32 = SUB32ri %101, 1, implicit-def $eflags", "  JCC_1 %bb.1, 15, implicit $eflags",
              "bb.2:"]
    if guarded:
        lines.append("  %121:gr32 = PHI %2, %bb.0, %120, %bb.1")
    lines += [f"  {ADJ_DOWN}", f"  $edi = COPY %{121 if guarded else 120}", f"  {CALL_EXT}", f"  {ADJ_UP}",
              "  %200:gr32 = COPY $eax"]
    after = [40 + i for i in range(SPLIT_N)] if written else v
    return "\n".join(lines + _weighted_sum_returned(after, 200))


def _weighted_sum_returned(values: list[int], acc: int) -> list[str]:
    """MIR lines that add value i times i + 2 to vreg `acc` for each of the vregs `values`
    (numbering their results from 210), and return the sum."""
    lines = []
    for i, v in enumerate(values):
        lines.append(f"  %{210 + i}:gr32 = IMUL32rri %{v}, {i + 2}, implicit-def dead $eflags")
        lines.append(f"  %{220 + i}:gr32 = ADD32rr %{acc}, %{210 + i}, implicit-def dead $eflags")
        acc = 220 + i
    return [*lines, f"  $eax = COPY %{acc}", "  RET 0, $eax"]


def _split_loop(a: int, n: int, written: bool, guarded: bool = False) -> int:
    v = [i32(a + i * 7 + 1) for i in range(SPLIT_N)]
    acc = ext_clobber(a)
    while not guarded or n > 0:
        for x in v:
            acc = i32(acc + x)
        if written:
            v = [i32(x + i + 1) for i, x in enumerate(v)]
        n -= 1
        if n <= 0:
            break
    acc = ext_clobber(acc)
    for i, x in enumerate(v):
        acc = i32(acc + i32(x * (i + 2)))
    return acc


for _written in (False, True):
    _name = "ra_split_loop_written" if _written else "ra_split_loop"
    case(Case(_name, _split_loop_body(_written), f"int {_name}(int, int)",
              [((a, n), _split_loop(a, n, _written)) for a, n in [(1, 1), (3, 5), (-50, 20), (99999, 3)]],
              externs=("ext_clobber",), c_extra=EXT_CLOBBER_C))
case(Case("ra_split_loop_guarded", _split_loop_body(False, guarded=True), "int ra_split_loop_guarded(int, int)",
          [((a, n), _split_loop(a, n, False, guarded=True)) for a, n in [(1, 0), (3, 5), (-50, -2), (99999, 3)]],
          externs=("ext_clobber",), c_extra=EXT_CLOBBER_C))
# ra_split_loop in a function that keeps a frame pointer (a variable-sized stack object):
# one callee-saved register fewer, rbp.
case(Case("ra_split_loop_frame_pointer", _split_loop_body(False), "int ra_split_loop_frame_pointer(int, int)",
          [((a, n), _split_loop(a, n, False)) for a, n in [(1, 1), (3, 5), (-50, 20), (99999, 3)]],
          externs=("ext_clobber",), c_extra=EXT_CLOBBER_C, stack=((0, 16),)))


def _rare_call_loop_body() -> str:
    """8 values read in every iteration of a loop that calls only when the sum so far is a
    multiple of 8 (more values across the call than callee-saved registers), and after it."""
    v = [10 + i for i in range(SPLIT_N)]
    lines = ["bb.0:", "  successors: %bb.1", "  liveins: $edi, $esi", "  %0:gr32 = COPY $edi",
             "  %1:gr32 = COPY $esi", "  %2:gr32 = MOV32r0 implicit-def dead $eflags"]
    lines += [f"  %{v[i]}:gr32 = ADD32ri %0, {i * 7 + 1}, implicit-def dead $eflags" for i in range(SPLIT_N)]
    lines += ["  JMP_1 %bb.1",
              "bb.1:", "  successors: %bb.3, %bb.2",
              "  %100:gr32 = PHI %2, %bb.0, %130, %bb.3", "  %101:gr32 = PHI %1, %bb.0, %102, %bb.3"]
    acc = 100
    for i in range(SPLIT_N):
        lines.append(f"  %{110 + i}:gr32 = ADD32rr %{acc}, %{v[i]}, implicit-def dead $eflags")
        acc = 110 + i
    lines += [f"  %140:gr32 = AND32ri %{acc}, 7, implicit-def $eflags", "  JCC_1 %bb.3, 5, implicit $eflags",
              "bb.2:", "  successors: %bb.3",
              f"  {ADJ_DOWN}", f"  $edi = COPY %{acc}", f"  {CALL_EXT}", f"  {ADJ_UP}",
              "  %119:gr32 = COPY $eax",
              "bb.3:", "  successors: %bb.1, %bb.4",
              f"  %130:gr32 = PHI %{acc}, %bb.1, %119, %bb.2",
              "  %102:gr32 = SUB32ri %101, 1, implicit-def $eflags", "  JCC_1 %bb.1, 15, implicit $eflags",
              "bb.4:"]
    return "\n".join(lines + _weighted_sum_returned(v, 130))


def _rare_call_loop(a: int, n: int) -> int:
    v = [i32(a + i * 7 + 1) for i in range(SPLIT_N)]
    acc = 0
    while True:
        for x in v:
            acc = i32(acc + x)
        if acc & 7 == 0:
            acc = ext_clobber(acc)
        n -= 1
        if n <= 0:
            break
    for i, x in enumerate(v):
        acc = i32(acc + i32(x * (i + 2)))
    return acc


case(Case("ra_rare_call_loop", _rare_call_loop_body(), "int ra_rare_call_loop(int, int)",
          [((a, n), _rare_call_loop(a, n)) for a, n in [(1, 1), (3, 50), (-50, 20), (99999, 300), (0, 64)]],
          externs=("ext_clobber",), c_extra=EXT_CLOBBER_C, golden=False))


def _sub8(x: int) -> int:
    lo = x & 0xFF
    s = lo - 256 if lo >= 128 else lo
    return i64((i32(s + lo * 1000) & 0xFFFFFFFF) + x)


case(Case("ra_subreg8", """
bb.0:
  liveins: $rdi
  %0:gr64_with_sub_8bit = COPY $rdi
  %1:gr8 = COPY %0.sub_8bit
  %2:gr32 = MOVSX32rr8 %1
  %4:gr32 = MOVZX32rr8 %1
  %5:gr32 = IMUL32rri %4, 1000, implicit-def dead $eflags
  %6:gr32 = ADD32rr %2, %5, implicit-def dead $eflags
  %7:gr32 = MOV32rr %6
  %8:gr64 = SUBREG_TO_REG 0, %7, %subreg.sub_32bit
  %9:gr64 = ADD64rr %8, %0, implicit-def dead $eflags
  $rax = COPY %9
  RET 0, $rax
""", "long ra_subreg8(long)", [((x,), _sub8(x)) for x in (0, 0x7F, 0x80, 0x1234FF, -1, -200)]))


def _sum8(*a: int) -> int:
    return i32(sum(x * 10 ** i for i, x in enumerate(a)))


case(Case("ra_stackargs", """
bb.0:
  liveins: $edi, $esi, $edx, $ecx, $r8d, $r9d
  %0:gr32 = COPY $edi
  %1:gr32 = COPY $esi
  %2:gr32 = COPY $edx
  %3:gr32 = COPY $ecx
  %4:gr32 = COPY $r8d
  %5:gr32 = COPY $r9d
  %6:gr32 = MOV32rm %fixed-stack.0, 1, $noreg, 0, $noreg :: (load (s32) from %fixed-stack.0, align 16)
  %7:gr32 = MOV32rm %fixed-stack.1, 1, $noreg, 0, $noreg :: (load (s32) from %fixed-stack.1, align 8)
  %10:gr32 = IMUL32rri %1, 10, implicit-def dead $eflags
  %11:gr32 = ADD32rr %0, %10, implicit-def dead $eflags
  %12:gr32 = IMUL32rri %2, 100, implicit-def dead $eflags
  %13:gr32 = ADD32rr %11, %12, implicit-def dead $eflags
  %14:gr32 = IMUL32rri %3, 1000, implicit-def dead $eflags
  %15:gr32 = ADD32rr %13, %14, implicit-def dead $eflags
  %16:gr32 = IMUL32rri %4, 10000, implicit-def dead $eflags
  %17:gr32 = ADD32rr %15, %16, implicit-def dead $eflags
  %18:gr32 = IMUL32rri %5, 100000, implicit-def dead $eflags
  %19:gr32 = ADD32rr %17, %18, implicit-def dead $eflags
  %20:gr32 = IMUL32rri %6, 1000000, implicit-def dead $eflags
  %21:gr32 = ADD32rr %19, %20, implicit-def dead $eflags
  %22:gr32 = IMUL32rri %7, 10000000, implicit-def dead $eflags
  %23:gr32 = ADD32rr %21, %22, implicit-def dead $eflags
  $eax = COPY %23
  RET 0, $eax
""", "int ra_stackargs(int, int, int, int, int, int, int, int)",
    [((1, 2, 3, 4, 5, 6, 7, 8), _sum8(1, 2, 3, 4, 5, 6, 7, 8)),
     ((9, -1, 0, 2, 5, -3, 1, -2), _sum8(9, -1, 0, 2, 5, -3, 1, -2))],
    fixed_stack=((0, 4), (8, 4))))


def _pressure8_body() -> str:
    """16 byte values live at once: 8-bit spills (MOV8mr / MOV8rm) and $sil-style views."""
    lines = ["bb.0:", "  liveins: $edi", "  %0:gr32 = COPY $edi"]
    for i in range(16):
        lines.append(f"  %{10 + i}:gr32 = ADD32ri %0, {i * 3}, implicit-def dead $eflags")
        lines.append(f"  %{30 + i}:gr8 = COPY %{10 + i}.sub_8bit")
    acc = None
    for i in range(16):
        lines.append(f"  %{50 + i}:gr32 = MOVZX32rr8 %{30 + i}")
        if acc is None:
            acc = 50 + i
        else:
            lines.append(f"  %{70 + i}:gr32 = ADD32rr %{acc}, %{50 + i}, implicit-def dead $eflags")
            acc = 70 + i
    lines += [f"  $eax = COPY %{acc}", "  RET 0, $eax"]
    return "\n".join(lines)


case(Case("ra_pressure8", _pressure8_body(), "int ra_pressure8(int)",
          [((a,), sum((a + i * 3) & 0xFF for i in range(16))) for a in (0, 100, 250, -7)]))


def _random_program(seed: int, k: int, steps: int) -> tuple[str, object]:
    """A chain of diamonds over k values (PHIs at every join), with calls every few steps:
    far more values than registers, live across calls and branches. Returns the MIR
    body and a Python model of it."""
    rng = random.Random(seed)
    plan = [(rng.randrange(k), rng.randrange(k), rng.randrange(k), rng.randrange(1, 1000),
             i % 9 == 8) for i in range(steps)]
    lines = ["bb.0:", "  liveins: $edi", "  %0:gr32 = COPY $edi"]
    cur = {}
    v = 1
    for j in range(k):
        lines.append(f"  %{v}:gr32 = ADD32ri %0, {j * 7}, implicit-def dead $eflags")
        cur[j] = v
        v += 1
    pb, b = 0, 1
    for a, bb, c, imm, call in plan:
        lines.append(f"  %{v}:gr32 = ADD32rr %{cur[a]}, %{cur[bb]}, implicit-def dead $eflags")
        lines.append(f"  %{v + 1}:gr32 = XOR32ri %{v}, {imm}, implicit-def dead $eflags")
        cur[c] = v + 1
        v += 2
        if call:
            lines += [f"  {ADJ_DOWN}", f"  $edi = COPY %{cur[c]}", f"  {CALL_EXT}", f"  {ADJ_UP}",
                      f"  %{v}:gr32 = COPY $eax"]
            cur[c] = v
            v += 1
        lines += [f"  TEST32rr %{cur[c]}, %{cur[c]}, implicit-def $eflags",
                  f"  JCC_1 %bb.{b + 1}, 13, implicit $eflags", f"bb.{b}:",
                  f"  %{v}:gr32 = IMUL32rri %{cur[a]}, 3, implicit-def dead $eflags", f"bb.{b + 1}:",
                  f"  %{v + 1}:gr32 = PHI %{cur[a]}, %bb.{pb}, %{v}, %bb.{b}"]
        cur[a] = v + 1
        v += 2
        pb, b = b + 1, b + 2
    acc = cur[0]
    for j in range(1, k):
        lines.append(f"  %{v}:gr32 = IMUL32rri %{cur[j]}, {j + 1}, implicit-def dead $eflags")
        lines.append(f"  %{v + 1}:gr32 = ADD32rr %{acc}, %{v}, implicit-def dead $eflags")
        acc = v + 1
        v += 2
    lines += [f"  $eax = COPY %{acc}", "  RET 0, $eax"]

    def model(x: int) -> int:
        val = [i32(x + j * 7) for j in range(k)]
        for a, bb, c, imm, call in plan:
            val[c] = i32(val[a] + val[bb]) ^ imm
            if call:
                val[c] = ext_clobber(val[c])
            if val[c] < 0:
                val[a] = i32(val[a] * 3)
        return i32(sum(x * (j + 1) for j, x in enumerate(val)))

    return "\n".join(lines), model


_RANDOM_BODY, _random_model = _random_program(seed=7, k=30, steps=120)
case(Case("ra_random", _RANDOM_BODY, "int ra_random(int)",
          [((x,), _random_model(x)) for x in (0, 1, -5, 77777, -2000000000)],
          externs=("ext_clobber",), c_extra=EXT_CLOBBER_C, golden=False))


# ---- floating point, calls through pointers, tail calls, stack objects ---------------------

CALL_F = ("CALL64pcrel32 @ext_fclobber, csr_64, implicit $rsp, implicit $ssp, implicit $xmm0, "
          "implicit-def $rsp, implicit-def $ssp, implicit-def $xmm0")

# A double -> double callee that also trashes every XMM register and the caller-saved GPRs.
EXT_FCLOBBER_C = r"""
double ext_fclobber(double x) {
  __asm__ volatile(
    "pcmpeqd %%xmm0, %%xmm0\n\tpcmpeqd %%xmm1, %%xmm1\n\tpcmpeqd %%xmm2, %%xmm2\n\t"
    "pcmpeqd %%xmm3, %%xmm3\n\tpcmpeqd %%xmm4, %%xmm4\n\tpcmpeqd %%xmm5, %%xmm5\n\t"
    "pcmpeqd %%xmm6, %%xmm6\n\tpcmpeqd %%xmm7, %%xmm7\n\tpcmpeqd %%xmm8, %%xmm8\n\t"
    "pcmpeqd %%xmm9, %%xmm9\n\tpcmpeqd %%xmm10, %%xmm10\n\tpcmpeqd %%xmm11, %%xmm11\n\t"
    "pcmpeqd %%xmm12, %%xmm12\n\tpcmpeqd %%xmm13, %%xmm13\n\tpcmpeqd %%xmm14, %%xmm14\n\t"
    "pcmpeqd %%xmm15, %%xmm15\n\t"
    "movq $-1, %%rcx\n\tmovq $-1, %%rdx\n\tmovq $-1, %%rsi\n\tmovq $-1, %%rdi\n\t"
    "movq $-1, %%r8\n\tmovq $-1, %%r9\n\tmovq $-1, %%r10\n\tmovq $-1, %%r11"
    ::: "xmm0", "xmm1", "xmm2", "xmm3", "xmm4", "xmm5", "xmm6", "xmm7", "xmm8", "xmm9",
        "xmm10", "xmm11", "xmm12", "xmm13", "xmm14", "xmm15",
        "rcx", "rdx", "rsi", "rdi", "r8", "r9", "r10", "r11");
  return x * 2.0 + 1.0;
}
int ext_sum6(int a, int b, int c, int d, int e, int f) {
  return a + 2 * b + 3 * c + 4 * d + 5 * e + 6 * f;
}
"""
EXT_ALL_C = EXT_CLOBBER_C + EXT_FCLOBBER_C


def f32(x: float) -> float:
    """Round a double to float32 (what CVTSD2SS and every fr32 operation give)."""
    return struct.unpack("<f", struct.pack("<f", x))[0]


def ext_fclobber(x: float) -> float:
    return x * 2.0 + 1.0


def ext_sum6(*a: int) -> int:
    return i32(sum((i + 1) * x for i, x in enumerate(a)))


def _farith(a: float, b: float, c: float, n: int) -> float:
    t = ((a + b) * float(n) - a) / b
    s = f32(f32(c * c) + c)
    u = (t + s) * 1.25
    v = f32(u) + u
    return v - float(int(v))


case(Case("ra_float_arith", """
bb.0:
  liveins: $xmm0, $xmm1, $xmm2, $edi
  %0:fr64 = COPY $xmm0
  %1:fr64 = COPY $xmm1
  %2:fr32 = COPY $xmm2
  %3:gr32 = COPY $edi
  %4:fr64 = CVTSI2SDrr %3
  %5:fr64 = ADDSDrr %0, %1, implicit $mxcsr
  %6:fr64 = MULSDrr %5, %4, implicit $mxcsr
  %7:fr64 = SUBSDrr %6, %0, implicit $mxcsr
  %8:fr64 = DIVSDrr %7, %1, implicit $mxcsr
  %9:fr32 = MULSSrr %2, %2, implicit $mxcsr
  %10:fr32 = ADDSSrr %9, %2, implicit $mxcsr
  %11:fr64 = CVTSS2SDrr %10, implicit $mxcsr
  %12:fr64 = MOVSDrm_alt $rip, 1, $noreg, %const.0, $noreg :: (load (s64) from constant-pool)
  %13:fr64 = ADDSDrr %8, %11, implicit $mxcsr
  %14:fr64 = MULSDrr %13, %12, implicit $mxcsr
  %15:fr32 = CVTSD2SSrr %14, implicit $mxcsr
  %16:fr64 = CVTSS2SDrr %15, implicit $mxcsr
  %17:fr64 = ADDSDrr %16, %14, implicit $mxcsr
  %18:gr32 = CVTTSD2SIrr %17, implicit $mxcsr
  %19:fr64 = CVTSI2SDrr %18
  %20:fr64 = SUBSDrr %17, %19, implicit $mxcsr
  $xmm0 = COPY %20
  RET 0, $xmm0
""", "double ra_float_arith(double, double, float, int)",
    [((a, b, c, n), _farith(a, b, c, n)) for a, b, c, n in
     [(1.5, 2.25, 0.5, 3), (-3.1, 7.7, f32(1.1), -4), (1e3, 0.001, f32(-2.7), 17),
      (0.1, 0.2, f32(0.3), 0)]],
    constants=("double 0x3FF4000000000000",)))


def _fcall(x: float, y: float, n: int) -> float:
    sq = x * x
    yd = float(y)
    r = (ext_fclobber(x) + sq + yd) * float(n)
    return ext_fclobber(r) + sq - x + yd


case(Case("ra_float_call", f"""
# %0 (x), %3 (x*x) and %5 cross calls: no XMM register survives one, so they are spilled.
bb.0:
  liveins: $xmm0, $xmm1, $edi
  %0:fr64 = COPY $xmm0
  %1:fr32 = COPY $xmm1
  %2:gr32 = COPY $edi
  %3:fr64 = MULSDrr %0, %0, implicit $mxcsr
  {ADJ_DOWN}
  $xmm0 = COPY %0
  {CALL_F}
  {ADJ_UP}
  %4:fr64 = COPY $xmm0
  %5:fr64 = CVTSS2SDrr %1, implicit $mxcsr
  %6:fr64 = ADDSDrr %4, %3, implicit $mxcsr
  %7:fr64 = ADDSDrr %6, %5, implicit $mxcsr
  %8:fr64 = CVTSI2SDrr %2
  %9:fr64 = MULSDrr %7, %8, implicit $mxcsr
  {ADJ_DOWN}
  $xmm0 = COPY %9
  {CALL_F}
  {ADJ_UP}
  %10:fr64 = COPY $xmm0
  %11:fr64 = ADDSDrr %10, %3, implicit $mxcsr
  %12:fr64 = SUBSDrr %11, %0, implicit $mxcsr
  %13:fr64 = ADDSDrr %12, %5, implicit $mxcsr
  $xmm0 = COPY %13
  RET 0, $xmm0
""", "double ra_float_call(double, float, int)",
    [((x, y, n), _fcall(x, y, n)) for x, y, n in
     [(1.5, 2.0, 3), (-0.1, f32(0.7), 10), (123.456, f32(-9.5), -2)]],
    externs=("ext_fclobber",), c_extra=EXT_ALL_C))

XMM_N = 20


def _xmm_pressure_body() -> str:
    """20 doubles live at once (no calls): more than the 16 XMM registers."""
    lines = ["bb.0:", "  liveins: $xmm0, $xmm1", "  %0:fr64 = COPY $xmm0", "  %1:fr64 = COPY $xmm1"]
    prev, vals = 0, []
    for i in range(XMM_N):
        t, v = 10 + 2 * i, 11 + 2 * i
        lines.append(f"  %{t}:fr64 = ADDSDrr %{prev}, %0, implicit $mxcsr")
        lines.append(f"  %{v}:fr64 = MULSDrr %{t}, %1, implicit $mxcsr")
        vals.append(v)
        prev = v
    acc = vals[-1]
    for i, v in enumerate(reversed(vals[:-1])):
        h, a = 100 + 2 * i, 101 + 2 * i
        lines.append(f"  %{h}:fr64 = MULSDrr %{acc}, %1, implicit $mxcsr")
        lines.append(f"  %{a}:fr64 = SUBSDrr %{h}, %{v}, implicit $mxcsr")
        acc = a
    lines += [f"  $xmm0 = COPY %{acc}", "  RET 0, $xmm0"]
    return "\n".join(lines)


def _xmm_pressure(a: float, b: float) -> float:
    prev, vals = a, []
    for _ in range(XMM_N):
        prev = (prev + a) * b
        vals.append(prev)
    acc = vals[-1]
    for v in reversed(vals[:-1]):
        acc = acc * b - v
    return acc


case(Case("ra_xmm_pressure", _xmm_pressure_body(), "double ra_xmm_pressure(double, double)",
          [((a, b), _xmm_pressure(a, b)) for a, b in [(1.0, 0.5), (0.3, 1.1), (-2.5, 0.97)]]))

MIX_N = 10


def _mixed_body() -> str:
    """10 ints, 10 doubles and 2 vr128 copies, all live across two calls (one integer, one
    float callee): integers fill the callee-saved registers and spill, every XMM value
    spills (vr128 ones to 16-byte slots with MOVAPS)."""
    lines = ["bb.0:", "  liveins: $edi, $xmm0", "  %0:gr32 = COPY $edi", "  %1:fr64 = COPY $xmm0"]
    ints, dbls = [], []
    prev = 1
    for k in range(MIX_N):
        lines.append(f"  %{10 + k}:gr32 = IMUL32rri %0, {k + 3}, implicit-def dead $eflags")
        lines.append(f"  %{20 + k}:gr32 = ADD32ri %{10 + k}, {k}, implicit-def dead $eflags")
        ints.append(20 + k)
        if k:
            lines.append(f"  %{30 + k}:fr64 = ADDSDrr %{prev}, %1, implicit $mxcsr")
            prev = 30 + k
        dbls.append(prev)
    lines += ["  %40:vr128 = COPY %32", "  %41:vr128 = COPY %35",
              f"  {ADJ_DOWN}", f"  $edi = COPY %{ints[3]}", f"  {CALL_EXT}", f"  {ADJ_UP}",
              "  %42:gr32 = COPY $eax",
              f"  {ADJ_DOWN}", f"  $xmm0 = COPY %{dbls[4]}", f"  {CALL_F}", f"  {ADJ_UP}",
              "  %43:fr64 = COPY $xmm0"]
    acc, v = 43, 50
    for k in range(MIX_N):
        lines.append(f"  %{v}:fr64 = CVTSI2SDrr %{ints[k]}")
        lines.append(f"  %{v + 1}:fr64 = ADDSDrr %{acc}, %{v}, implicit $mxcsr")
        lines.append(f"  %{v + 2}:fr64 = MULSDrr %{v + 1}, %{dbls[k]}, implicit $mxcsr")
        acc, v = v + 2, v + 3
    lines += [f"  %{v}:fr64 = CVTSI2SDrr %42", f"  %{v + 1}:fr64 = ADDSDrr %{acc}, %{v}, implicit $mxcsr",
              f"  %{v + 2}:fr64 = COPY %40", f"  %{v + 3}:fr64 = SUBSDrr %{v + 1}, %{v + 2}, implicit $mxcsr",
              f"  %{v + 4}:fr64 = COPY %41", f"  %{v + 5}:fr64 = ADDSDrr %{v + 3}, %{v + 4}, implicit $mxcsr",
              f"  $xmm0 = COPY %{v + 5}", "  RET 0, $xmm0"]
    return "\n".join(lines)


def _mixed(x: int, y: float) -> float:
    ints = [i32(i32(x * (k + 3)) + k) for k in range(MIX_N)]
    dbls, prev = [], y
    for k in range(MIX_N):
        if k:
            prev = prev + y
        dbls.append(prev)
    r = ext_clobber(ints[3])
    acc = ext_fclobber(dbls[4])
    for k in range(MIX_N):
        acc = (acc + float(ints[k])) * dbls[k]
    return ((acc + float(r)) - dbls[2]) + dbls[5]


case(Case("ra_mixed_pressure", _mixed_body(), "double ra_mixed_pressure(int, double)",
          [((x, y), _mixed(x, y)) for x, y in [(1, 0.5), (-77, 3.25), (100000, -0.001)]],
          externs=("ext_clobber", "ext_fclobber"), c_extra=EXT_ALL_C))


def _fphi(a: float, b: float, n: int) -> float:
    x, y, p, q, z, s = a, b, a, b, f32(a), f32(b)
    while True:
        x, y = y, x                      # a pure swap
        p, q = q, p + q                  # fibonacci-like
        z, s = f32(s + z), z             # float32 rotation with arithmetic
        n -= 1
        if n <= 0:
            break
    return ((x - y) + p * 0.5) + float(z) - q + float(s)


case(Case("ra_float_phi", """
# Loop-carried doubles and floats whose PHIs swap and rotate (parallel copies with cycles).
bb.0:
  liveins: $xmm0, $xmm1, $edi
  %0:fr64 = COPY $xmm0
  %1:fr64 = COPY $xmm1
  %2:gr32 = COPY $edi
  %3:fr32 = CVTSD2SSrr %0, implicit $mxcsr
  %4:fr32 = CVTSD2SSrr %1, implicit $mxcsr
bb.1:
  successors: %bb.1, %bb.2
  %10:fr64 = PHI %0, %bb.0, %11, %bb.1
  %11:fr64 = PHI %1, %bb.0, %10, %bb.1
  %12:fr64 = PHI %0, %bb.0, %13, %bb.1
  %13:fr64 = PHI %1, %bb.0, %14, %bb.1
  %15:fr32 = PHI %3, %bb.0, %16, %bb.1
  %17:fr32 = PHI %4, %bb.0, %15, %bb.1
  %18:gr32 = PHI %2, %bb.0, %19, %bb.1
  %14:fr64 = ADDSDrr %12, %13, implicit $mxcsr
  %16:fr32 = ADDSSrr %17, %15, implicit $mxcsr
  %19:gr32 = SUB32ri %18, 1, implicit-def $eflags
  JCC_1 %bb.1, 15, implicit $eflags
bb.2:
  %20:fr64 = SUBSDrr %11, %10, implicit $mxcsr
  %21:fr64 = MOVSDrm_alt $rip, 1, $noreg, %const.0, $noreg :: (load (s64) from constant-pool)
  %22:fr64 = MULSDrr %13, %21, implicit $mxcsr
  %23:fr64 = ADDSDrr %20, %22, implicit $mxcsr
  %24:fr64 = CVTSS2SDrr %16, implicit $mxcsr
  %25:fr64 = ADDSDrr %23, %24, implicit $mxcsr
  %26:fr64 = SUBSDrr %25, %14, implicit $mxcsr
  %27:fr64 = CVTSS2SDrr %15, implicit $mxcsr
  %28:fr64 = ADDSDrr %26, %27, implicit $mxcsr
  $xmm0 = COPY %28
  RET 0, $xmm0
""", "double ra_float_phi(double, double, int)",
    [((a, b, n), _fphi(a, b, n)) for a, b, n in
     [(1.0, 2.0, 1), (1.0, 2.0, 2), (0.5, -1.25, 7), (3.0, 0.1, 30), (2.0, 5.0, 0)]],
    constants=("double 0x3FE0000000000000",)))


case(Case("ra_indirect_call", f"""
# The function pointer %0 is used by two calls, so it lives in a callee-saved register.
bb.0:
  liveins: $rdi, $esi
  %0:gr64 = COPY $rdi
  %1:gr32 = COPY $esi
  {ADJ_DOWN}
  $edi = COPY %1
  CALL64r %0, csr_64, implicit $rsp, implicit $ssp, implicit $edi, implicit-def $rsp, implicit-def $ssp, implicit-def $eax
  {ADJ_UP}
  %2:gr32 = COPY $eax
  %3:gr32 = ADD32rr %2, %1, implicit-def dead $eflags
  {ADJ_DOWN}
  $edi = COPY %3
  CALL64r %0, csr_64, implicit $rsp, implicit $ssp, implicit $edi, implicit-def $rsp, implicit-def $ssp, implicit-def $eax
  {ADJ_UP}
  %4:gr32 = COPY $eax
  %5:gr32 = IMUL32rr %4, %1, implicit-def dead $eflags
  $eax = COPY %5
  RET 0, $eax
""", "int ra_indirect_call(int (*)(int), int)",
    [(("ext_clobber", x), i32(ext_clobber(i32(ext_clobber(x) + x)) * x)) for x in (0, 5, -1234)],
    c_extra=EXT_CLOBBER_C))


def _tail_di(a: int, b: int) -> int:
    p = i32(a * b)
    return p if a < b else ext_clobber(i32(p + a))


case(Case("ra_tail_di", """
# One path returns, the other ends in a direct tail call (a terminator, nothing live out).
bb.0:
  successors: %bb.1, %bb.2
  liveins: $edi, $esi
  %0:gr32 = COPY $edi
  %1:gr32 = COPY $esi
  %2:gr32 = IMUL32rr %0, %1, implicit-def dead $eflags
  CMP32rr %0, %1, implicit-def $eflags
  JCC_1 %bb.2, 12, implicit $eflags
bb.1:
  %3:gr32 = ADD32rr %2, %0, implicit-def dead $eflags
  $edi = COPY %3
  TCRETURNdi64 @ext_clobber, 0, csr_64, implicit $rsp, implicit $ssp, implicit $edi
bb.2:
  $eax = COPY %2
  RET 0, $eax
""", "int ra_tail_di(int, int)", [((a, b), _tail_di(a, b)) for a, b in [(1, 2), (5, 3), (-7, -9), (4, 4)]],
    externs=("ext_clobber",), c_extra=EXT_CLOBBER_C))


case(Case("ra_tail_float", f"""
# Float arguments of a tail call; %0 crosses a normal call first (spilled).
bb.0:
  liveins: $xmm0
  %0:fr64 = COPY $xmm0
  {ADJ_DOWN}
  $xmm0 = COPY %0
  {CALL_F}
  {ADJ_UP}
  %1:fr64 = COPY $xmm0
  %2:fr64 = MULSDrr %1, %0, implicit $mxcsr
  $xmm0 = COPY %2
  TCRETURNdi64 @ext_fclobber, 0, csr_64, implicit $rsp, implicit $ssp, implicit $xmm0
""", "double ra_tail_float(double)", [((x,), ext_fclobber(ext_fclobber(x) * x)) for x in (1.5, -0.3, 1e10)],
    externs=("ext_fclobber",), c_extra=EXT_ALL_C))


def _tail_ri(a: int) -> int:
    r = ext_clobber(a)
    return ext_sum6(a, i32(a + 1), i32(a + 2), i32(a + 3), r, i32(a + 5))


case(Case("ra_tail_ri", f"""
# Indirect tail call with six register arguments. The target (class gr64_tc: caller-saved,
# no argument register) crosses a call, so it is spilled and reloaded right before the
# TCRETURNri64, into rax or r11: the only gr64_tc registers the arguments leave free.
bb.0:
  liveins: $rdi, $esi
  %0:gr64_tc = COPY $rdi
  %1:gr32 = COPY $esi
  {ADJ_DOWN}
  $edi = COPY %1
  {CALL_EXT}
  {ADJ_UP}
  %7:gr32 = COPY $eax
  %2:gr32 = ADD32ri %1, 1, implicit-def dead $eflags
  %3:gr32 = ADD32ri %1, 2, implicit-def dead $eflags
  %4:gr32 = ADD32ri %1, 3, implicit-def dead $eflags
  %6:gr32 = ADD32ri %1, 5, implicit-def dead $eflags
  $edi = COPY %1
  $esi = COPY %2
  $edx = COPY %3
  $ecx = COPY %4
  $r8d = COPY %7
  $r9d = COPY %6
  TCRETURNri64 %0, 0, csr_64, implicit $rsp, implicit $ssp, implicit $edi, implicit $esi, implicit $edx, implicit $ecx, implicit $r8d, implicit $r9d
""", "int ra_tail_ri(int (*)(int, int, int, int, int, int), int)",
    [(("ext_sum6", a), _tail_ri(a)) for a in (0, 3, -100)],
    externs=("ext_clobber",), c_extra=EXT_ALL_C))


def _stack_lea(a: int, b: int) -> int:
    r = ext_clobber(a)
    arr = [a, b, r, 0]
    vals = [i32(a * (k + 2) + b) for k in range(16)]
    acc = i32(arr[1] * 1000 + arr[2] * 10 + arr[0] + arr[b & 3])
    for k, v in enumerate(vals):
        acc = i32(acc + v * (k + 1))
    return acc


def _stack_lea_body() -> str:
    """A local array (%stack.0) used through frame indices, an LEA'd pointer and a scaled
    index, plus enough pressure that spill slots are added after it."""
    lines = [f"""bb.0:
  liveins: $edi, $esi
  %0:gr32 = COPY $edi
  %1:gr32 = COPY $esi
  MOV32mr %stack.0, 1, $noreg, 0, $noreg, %0 :: (store (s32) into %stack.0)
  %2:gr64 = LEA64r %stack.0, 1, $noreg, 0, $noreg
  MOV32mr %2, 1, $noreg, 4, $noreg, %1 :: (store (s32) into %stack.0 + 4)
  MOV32mi %2, 1, $noreg, 12, $noreg, 0 :: (store (s32) into %stack.0 + 12)
  {ADJ_DOWN}
  $edi = COPY %0
  {CALL_EXT}
  {ADJ_UP}
  %3:gr32 = COPY $eax
  MOV32mr %2, 1, $noreg, 8, $noreg, %3 :: (store (s32) into %stack.0 + 8)"""]
    for k in range(16):
        lines.append(f"  %{10 + k}:gr32 = IMUL32rri %0, {k + 2}, implicit-def dead $eflags")
        lines.append(f"  %{30 + k}:gr32 = ADD32rr %{10 + k}, %1, implicit-def dead $eflags")
    lines.append("""  %4:gr32 = MOV32rm %stack.0, 1, $noreg, 4, $noreg :: (load (s32) from %stack.0 + 4)
  %5:gr32 = MOV32rm %2, 1, $noreg, 8, $noreg :: (load (s32) from %stack.0 + 8)
  %6:gr32 = MOV32rm %stack.0, 1, $noreg, 0, $noreg :: (load (s32) from %stack.0)
  %7:gr32 = AND32ri %1, 3, implicit-def dead $eflags
  %8:gr64_nosp = MOVSX64rr32 %7
  %9:gr32 = MOV32rm %stack.0, 4, %8, 0, $noreg :: (load (s32))
  %50:gr32 = IMUL32rri %4, 1000, implicit-def dead $eflags
  %51:gr32 = IMUL32rri %5, 10, implicit-def dead $eflags
  %52:gr32 = ADD32rr %50, %51, implicit-def dead $eflags
  %53:gr32 = ADD32rr %52, %6, implicit-def dead $eflags
  %54:gr32 = ADD32rr %53, %9, implicit-def dead $eflags""")
    acc = 54
    for k in range(16):
        lines.append(f"  %{60 + 2 * k}:gr32 = IMUL32rri %{30 + k}, {k + 1}, implicit-def dead $eflags")
        lines.append(f"  %{61 + 2 * k}:gr32 = ADD32rr %{acc}, %{60 + 2 * k}, implicit-def dead $eflags")
        acc = 61 + 2 * k
    lines += [f"  $eax = COPY %{acc}", "  RET 0, $eax"]
    return "\n".join(lines)


case(Case("ra_stack_lea", _stack_lea_body(), "int ra_stack_lea(int, int)",
          [((a, b), _stack_lea(a, b)) for a, b in [(1, 2), (-5, 7), (1000, 3), (12, -1)]],
          externs=("ext_clobber",), c_extra=EXT_CLOBBER_C, stack=((16, 8),)))


def _varsized(n: int, a: int) -> int:
    arr = [i32(i * a + 1) for i in range(n)]
    r = ext_clobber(n)
    return i32(sum(arr) + r)


case(Case("ra_varsized", f"""
# localloc: a variable-sized stack object, %rsp moved by hand (PEI then keeps a frame
# pointer in %rbp, which we never allocate). The array base %6 crosses a call.
bb.0:
  successors: %bb.1
  liveins: $edi, $esi
  %0:gr32 = COPY $edi
  %1:gr32 = COPY $esi
  %2:gr64_nosp = MOVSX64rr32 %0
  %3:gr64 = LEA64r $noreg, 4, %2, 15, $noreg
  %4:gr64 = AND64ri32 %3, -16, implicit-def dead $eflags
  {ADJ_DOWN}
  %5:gr64 = COPY $rsp
  %6:gr64 = SUB64rr %5, %4, implicit-def dead $eflags
  $rsp = COPY %6
  {ADJ_UP}
  %7:gr32 = MOV32r0 implicit-def dead $eflags
bb.1:
  successors: %bb.1, %bb.2
  %10:gr32 = PHI %7, %bb.0, %11, %bb.1
  %12:gr64_nosp = MOVSX64rr32 %10
  %13:gr32 = IMUL32rr %10, %1, implicit-def dead $eflags
  %14:gr32 = ADD32ri %13, 1, implicit-def dead $eflags
  MOV32mr %6, 4, %12, 0, $noreg, %14 :: (store (s32))
  %11:gr32 = ADD32ri %10, 1, implicit-def dead $eflags
  CMP32rr %11, %0, implicit-def $eflags
  JCC_1 %bb.1, 12, implicit $eflags
bb.2:
  successors: %bb.3
  {ADJ_DOWN}
  $edi = COPY %0
  {CALL_EXT}
  {ADJ_UP}
  %20:gr32 = COPY $eax
  %21:gr32 = MOV32r0 implicit-def dead $eflags
bb.3:
  successors: %bb.3, %bb.4
  %30:gr32 = PHI %21, %bb.2, %31, %bb.3
  %32:gr32 = PHI %20, %bb.2, %33, %bb.3
  %34:gr64_nosp = MOVSX64rr32 %30
  %35:gr32 = MOV32rm %6, 4, %34, 0, $noreg :: (load (s32))
  %33:gr32 = ADD32rr %32, %35, implicit-def dead $eflags
  %31:gr32 = ADD32ri %30, 1, implicit-def dead $eflags
  CMP32rr %31, %0, implicit-def $eflags
  JCC_1 %bb.3, 12, implicit $eflags
bb.4:
  $eax = COPY %33
  RET 0, $eax
""", "int ra_varsized(int, int)", [((n, a), _varsized(n, a)) for n, a in [(1, 5), (3, 7), (100, -3), (1000, 9)]],
    externs=("ext_clobber",), c_extra=EXT_CLOBBER_C, stack=((0, 1),)))


# ---- running the pipeline ---------------------------------------------------------------------

BY_NAME = {c.name: c for c in CASES}


@functools.cache
def allocated(name: str) -> tuple[MachineFunction, str]:
    c = BY_NAME[name]
    mf = allocate(parse_function(c.name, c.body, c.fixed_stack, c.stack, c.constants))
    return mf, mir_file(mf, c.externs)


def _check_structure(mf: MachineFunction) -> None:
    """No vregs or PHIs left, and nothing caller-saved is live across a call."""
    live = compute_liveness(mf)
    for b in mf.blocks:
        after = set(live.live_out[b.n])
        for mi in reversed(b.instrs):
            assert mi.opcode != "PHI"
            units = set()
            for o in mi.ops:
                if isinstance(o, RegOp):
                    assert isinstance(o.reg, PReg), mi
                    if o.is_def:
                        units.add(UNIT_OF.get(o.reg.name))
            if is_call(mi):
                crossing = {k for k in after if isinstance(k, str)} - units
                assert crossing <= CSR_64_PRESERVED, (str(mi), crossing)
            for o in mi.ops:
                if isinstance(o, RegOp) and o.is_def:
                    after.discard(UNIT_OF.get(o.reg.name))
            for o in mi.ops:
                if isinstance(o, RegOp) and not o.is_def and o.reg.name in UNIT_OF:
                    after.add(UNIT_OF[o.reg.name])


GOLDEN: dict[str, str] = {}


@pytest.mark.parametrize("name", [c.name for c in CASES if c.golden])
def test_golden(name: str) -> None:
    mf, _ = allocated(name)
    text = print_function(mf) + "\n"
    if os.environ.get("CIL2MIR_BLESS") == "1":
        _bless(name, text)
    else:
        assert name in GOLDEN, f"no golden text for {name}: run with CIL2MIR_BLESS=1"
        assert text == GOLDEN[name]


@pytest.mark.parametrize("name", list(BY_NAME))
def test_structure(name: str) -> None:
    mf, _ = allocated(name)
    _check_structure(mf)


@pytest.mark.parametrize("version", LLC_VERSIONS)
@pytest.mark.parametrize("name", list(BY_NAME))
def test_llc_accepts(name: str, version: int, tmp_path: Path) -> None:
    _, text = allocated(name)
    path = tmp_path / f"{name}.mir"
    path.write_text(text)
    r = llc(version, "-run-pass=none", "-verify-machineinstrs", str(path), "-o", os.devnull)
    assert r.returncode == 0, r.stderr
    for opt in ("-O0", "-O2"):
        r = llc(version, opt, "-start-before=prologepilog", "-verify-machineinstrs", "-filetype=obj",
                str(path), "-o", str(tmp_path / f"{name}{opt}.o"))
        assert r.returncode == 0, r.stderr


@pytest.mark.skipif(shutil.which("cc") is None, reason="no C compiler")
@pytest.mark.parametrize("version", LLC_VERSIONS)
@pytest.mark.parametrize("name", [c.name for c in CASES if c.proto])
def test_runs(name: str, version: int, tmp_path: Path) -> None:
    c = BY_NAME[name]
    _, text = allocated(name)
    (tmp_path / "f.mir").write_text(text)
    ret = c.proto.split()[0]
    show = {"double": "pd", "float": "pf"}.get(ret, "pi")
    calls = "\n".join(f'  {show}({c.name}({", ".join(map(_c_literal, args))}));'
                      for args, _ in c.runs)
    (tmp_path / "driver.c").write_text(f"{DRIVER_PRELUDE}{c.proto};\n{c.c_extra}\n"
                                       f"int main(void) {{\n{calls}\n  return 0;\n}}\n")
    expected = "".join(f"{_shown(ret, want)}\n" for _, want in c.runs)
    for opt in ("-O0", "-O2"):
        obj = tmp_path / f"f{opt}.o"
        r = llc(version, opt, "-start-before=prologepilog", "-filetype=obj", str(tmp_path / "f.mir"),
                "-o", str(obj))
        assert r.returncode == 0, r.stderr
        exe = tmp_path / f"a{opt}"
        subprocess.run(["cc", "-o", str(exe), str(tmp_path / "driver.c"), str(obj)], check=True)
        out = subprocess.run([str(exe)], capture_output=True, text=True, timeout=20)
        assert out.returncode == 0
        assert out.stdout == expected


# Results are printed exactly: integers in decimal, floats as their bit patterns.
DRIVER_PRELUDE = r"""#include <stdio.h>
#include <string.h>
static void pi(long long r) { printf("%lld\n", r); }
static void pd(double r) { unsigned long long u; memcpy(&u, &r, 8); printf("%016llx\n", u); }
static void pf(float r) { unsigned u; memcpy(&u, &r, 4); printf("%08x\n", u); }
"""


def _c_literal(arg) -> str:
    """An argument in C: ints in decimal, floats as exact hex literals, names verbatim."""
    if isinstance(arg, float):
        return arg.hex()
    return str(arg)


def _shown(ret: str, value) -> str:
    if ret == "double":
        return "%016x" % struct.unpack("<Q", struct.pack("<d", value))[0]
    if ret == "float":
        return "%08x" % struct.unpack("<I", struct.pack("<f", value))[0]
    return str(value)


def test_spills_happen_where_expected() -> None:
    for name in ("ra_pressure", "ra_pressure_loop", "ra_pressure8", "ra_random"):
        mf, text = allocated(name)
        assert any(o.spill_slot for o in mf.stack), name
    assert "MOV8mr" in allocated("ra_pressure8")[1]
    for name in ("ra_straight", "ra_call", "ra_div", "ra_fib"):
        assert not allocated(name)[0].stack, name


def test_spilled_constants_are_rematerialised() -> None:
    """The three constants of ra_remat are defined before the call and read after it: they
    are made again after the call (none before), and MOV32r0 comes back as MOV32ri 0
    between the CMP and the CMOV."""
    _, text = allocated("ra_remat")
    before, after = text.split("CALL64pcrel32", 1)
    for constant in ("MOV32ri 1000003", "MOV64ri 81985529216486895", "MOV32r0", "MOV32ri 0\n"):
        assert constant not in before, constant
    assert "MOV32ri 1000003" in after and "MOV64ri 81985529216486895" in after
    assert re.search(r"CMP32ri \$(\w+), 0.*\n.*= MOV32ri 0\n.*CMOV32rr", after)


def test_value_across_call_is_callee_saved() -> None:
    mf, _ = allocated("ra_call")
    # %0 (the argument) is read after both calls: it must be in a callee-saved register.
    last = [mi for _, mi in mf.instrs() if mi.opcode == "IMUL32rr"][0]
    assert str(last.ops[2].reg) in ("$ebx", "$r12d", "$r13d", "$r14d", "$r15d", "$ebp"), str(last)


def test_spilled_values_keep_registers_in_loops() -> None:
    """The values spilled for the calls around ra_split_loop's loop are loaded before it
    (ra_split_loop_written's also stored after it), and the loop touches no stack slot;
    also ra_split_loop_guarded's, entered from a block with two successors (PHI
    elimination put a block on that edge, which takes the loads)."""
    def stack_accesses(name: str) -> tuple[list[str], list[str]]:
        mf, _ = allocated(name)
        depths = loop_depths(mf)
        inside, outside = [], []
        for b in mf.blocks:
            for mi in b.instrs:
                if any(isinstance(o, FrameIndex) for o in mi.ops):
                    (inside if depths[b.n] else outside).append(mi.opcode)
        return inside, outside

    for name in ("ra_split_loop", "ra_split_loop_written", "ra_split_loop_guarded",
                 "ra_split_loop_frame_pointer"):
        inside, outside = stack_accesses(name)
        assert not inside and "MOV32rm" in outside, name
    exit_block = [mi.opcode for mi in allocated("ra_split_loop_written")[0].blocks[-1].instrs]
    stores = exit_block[:exit_block.index("ADJCALLSTACKDOWN64")]
    assert stores and set(stores) == {"MOV32mr"}, exit_block


def test_values_a_loop_calls_across_rarely_stay_in_registers_between_its_calls() -> None:
    """ra_rare_call_loop's eight values do not fit the callee-saved registers; its loop
    calls only on some iterations, so they are stored before that call and reloaded after
    it (split_spilled_at_calls), not reloaded in every iteration."""
    mf, _ = allocated("ra_rare_call_loop")
    calling = {b.n for b in mf.blocks if any(mi.opcode == "CALL64pcrel32" for mi in b.instrs)}
    depths = loop_depths(mf)
    assert calling and all(depths[n] for n in calling)
    for b in mf.blocks:
        frame = [mi.opcode for mi in b.instrs if any(isinstance(o, FrameIndex) for o in mi.ops)]
        if depths[b.n] and b.n not in calling:
            assert not frame, (b.n, frame)
        elif b.n in calling:
            assert frame.count("MOV32mr") == frame.count("MOV32rm") > 0, frame


def _opcodes(name: str) -> list[str]:
    return [mi.opcode for _, mi in allocated(name)[0].instrs()]


def test_floats_across_calls_are_spilled_and_reloaded() -> None:
    ops = _opcodes("ra_float_call")
    assert "MOVSDmr" in ops and "MOVSDrm_alt" in ops and "MOVSSmr" in ops
    mf, text = allocated("ra_mixed_pressure")
    assert "MOVAPSmr" in text and "MOVAPSrm" in text
    assert {o.size for o in mf.stack if o.spill_slot} == {8, 16}
    assert all(o.alignment == o.size for o in mf.stack if o.spill_slot)
    # more live doubles than XMM registers, no call: spills from pressure alone
    mf, text = allocated("ra_xmm_pressure")
    assert any(o.spill_slot for o in mf.stack) and not mf.has_calls
    assert "MOVSDmr" in text


def test_call_and_tail_call_targets() -> None:
    mf, _ = allocated("ra_indirect_call")
    calls = [mi for _, mi in mf.instrs() if mi.opcode == "CALL64r"]
    assert len(calls) == 2 and all(str(c.ops[0].reg) == str(calls[0].ops[0].reg) for c in calls)
    assert calls[0].ops[0].reg.name in ("rbx", "r12", "r13", "r14", "r15", "rbp")
    mf, _ = allocated("ra_tail_ri")
    last = mf.blocks[-1].instrs[-1]
    assert last.opcode == "TCRETURNri64" and last.ops[0].reg.name in ("rax", "r11"), str(last)
    for name in ("ra_tail_di", "ra_tail_float", "ra_tail_ri"):
        mf, _ = allocated(name)
        for b in mf.blocks:
            tc = [i for i, mi in enumerate(b.instrs) if mi.opcode.startswith("TCRETURN")]
            assert not tc or (tc == [len(b.instrs) - 1] and not b.succs), name
        assert not mf.has_calls or name != "ra_tail_di"


def test_stack_objects_survive() -> None:
    mf, text = allocated("ra_stack_lea")
    assert not mf.stack[0].spill_slot and mf.stack[0].size == 16
    assert len(mf.stack) > 1 and all(o.spill_slot for o in mf.stack[1:])
    assert "LEA64r %stack.0, 1, $noreg, 0, $noreg" in text
    assert re.search(r"MOV32rm %stack\.0, 4, \$r\w+, 0, \$noreg", text)
    mf, text = allocated("ra_varsized")
    assert mf.stack[0].variable_sized and "type: variable-sized" in text
    assert "$rsp = COPY" in text


def _units(mf: MachineFunction) -> set[str | None]:
    return {UNIT_OF.get(o.reg.name) for _, mi in mf.instrs() for o in mi.ops if isinstance(o, RegOp)}


def test_rbp_is_callee_saved_unless_it_is_the_frame_pointer() -> None:
    """ra_split_loop's values live across calls take rbp too; the same function with a
    variable-sized stack object (PEI keeps a frame pointer in rbp) leaves it alone."""
    assert "rbp" in _units(allocated("ra_split_loop")[0])
    assert "rbp" not in _units(allocated("ra_split_loop_frame_pointer")[0])


@pytest.mark.parametrize("name", list(BY_NAME))
def test_no_frame_pointer_and_no_wasted_reloads(name: str) -> None:
    """rbp is never handed out where PEI keeps a frame pointer in it, and no reload
    directly follows a store of the same slot from the same register."""
    mf, _ = allocated(name)
    if any(o.variable_sized for o in mf.stack):
        assert "rbp" not in _units(mf)
    for b in mf.blocks:
        for prev, mi in zip([None, *b.instrs], b.instrs):
            if prev is not None and prev.opcode.endswith("mr") and mi.opcode.endswith(("rm", "rm_alt")):
                assert not (prev.ops[0] == mi.ops[1] and isinstance(prev.ops[0], FrameIndex)
                            and prev.ops[5].reg == mi.ops[0].reg), (str(prev), str(mi))


# ---- unit tests of the passes ------------------------------------------------------------------

def _run_moves(moves: list[Move], regs: dict[VReg, int]) -> dict[VReg, int]:
    state = dict(regs)
    for m in moves:
        state[m.dst] = state[m.src]
    return state


@pytest.mark.parametrize("seed", range(40))
def test_sequentialize_has_parallel_semantics(seed: int) -> None:
    rng = random.Random(seed)
    regs = [VReg(i, "gr32") for i in range(rng.randint(1, 9))]
    dsts = rng.sample(regs, rng.randint(1, len(regs)))
    moves = [Move(d, rng.choice(regs)) for d in dsts]
    counter = itertools.count(100)
    temps: list[VReg] = []

    def new_temp(r: VReg) -> VReg:
        temps.append(VReg(next(counter), r.rc))
        return temps[-1]

    values = {r: 1000 + r.n for r in regs}
    want = dict(values)
    for m in moves:
        want[m.dst] = values[m.src]
    got = _run_moves(sequentialize(moves, new_temp), values)
    assert {r: got[r] for r in regs} == want


def test_sequentialize_swap_and_cycles() -> None:
    a, b, c, d = (VReg(i, "gr64") for i in range(4))
    temps = []

    def new_temp(r):
        temps.append(VReg(10 + len(temps), r.rc))
        return temps[-1]

    seq = sequentialize([Move(a, b), Move(b, a)], new_temp)
    assert len(temps) == 1 and len(seq) == 3
    temps.clear()
    # a 3-cycle plus a tree hanging off it (d := a) needs one temporary, and d first
    seq = sequentialize([Move(a, b), Move(b, c), Move(c, a), Move(d, a)], new_temp)
    assert len(temps) == 1 and seq[0] == Move(d, a)
    assert _run_moves(seq, {a: 1, b: 2, c: 3, d: 4}) | {} == {a: 2, b: 3, c: 1, d: 1, temps[0]: 1}
    assert sequentialize([Move(a, a)], new_temp) == []


def test_liveness_of_a_loop() -> None:
    mf = parse_function("f", """
bb.0:
  liveins: $edi
  %0:gr32 = COPY $edi
  %1:gr32 = MOV32ri 0
bb.1:
  %2:gr32 = ADD32rr %1, %0, implicit-def dead $eflags
  %1:gr32 = COPY %2
  CMP32ri %2, 100, implicit-def $eflags
  JCC_1 %bb.1, 12, implicit $eflags
bb.2:
  $eax = COPY %1
  RET 0, $eax
""")
    live = compute_liveness(mf)
    assert live.live_in[0] == {"rdi"}
    assert live.live_in[1] == {0, 1} and live.live_out[1] == {0, 1}
    assert live.live_in[2] == {1} and live.live_out[2] == set()
    assert live_units(live.live_in[0]) == ["rdi"]


def test_two_address_inserts_copy() -> None:
    mf = parse_function("f", """
bb.0:
  liveins: $edi, $esi
  %0:gr32 = COPY $edi
  %1:gr32 = COPY $esi
  %2:gr32 = SUB32rr %0, %1, implicit-def dead $eflags
  $eax = COPY %2
  RET 0, $eax
""")
    lower_two_address(mf)
    assert [str(mi) for mi in mf.blocks[0].instrs[2:4]] == [
        "%2:gr32 = COPY %0", "%2:gr32 = SUB32rr %2, %1, implicit-def dead $eflags"]


_COUNTING_LOOP = """
bb.0:
  liveins: $edi
  %0:gr32 = COPY $edi
  %1:gr32 = MOV32r0 implicit-def dead $eflags
  %5:gr32 = MOV32r0 implicit-def dead $eflags
bb.1:
  %2:gr32 = PHI %1, %bb.0, %3, %bb.1
  %6:gr32 = PHI %5, %bb.0, %7, %bb.1
  %7:gr32 = ADD32rr %6, %2, implicit-def dead $eflags
  %3:gr32 = ADD32ri %2, 1, implicit-def dead $eflags
  CMP32rr %3, %0, implicit-def $eflags
  JCC_1 %bb.1, 12, implicit $eflags
bb.2:
  %4:gr32 = ADD32rr %3, %7, implicit-def dead $eflags
  $eax = COPY %4
  RET 0, $eax
"""


def test_coalescing_removes_phi_and_two_address_copies() -> None:
    """`s += j; j++` in a loop: the PHI copies (on the split back edge) and the
    two-address copies (also the exit's, whose source dies there) all join values whose
    lives only touch: the loop is two ADDs, the compare and the branch, the edge block is
    left empty, and only the argument and result copies remain."""
    mf = lower_two_address(eliminate_phis(parse_function("f", _COUNTING_LOOP)))
    coalesce_copies(mf)
    assert [b.n for b in mf.blocks] == [0, 3, 1, 2] and mf.blocks[1].instrs == []
    s_add, j_add, cmp, jcc = mf.blocks[2].instrs
    assert [s_add.opcode, j_add.opcode, cmp.opcode, jcc.opcode] == ["ADD32rr", "ADD32ri", "CMP32rr", "JCC_1"]
    j = j_add.ops[0].reg
    assert s_add.ops[0].reg == s_add.ops[1].reg and s_add.ops[2].reg == j == j_add.ops[1].reg == cmp.ops[0].reg
    copies = [str(mi) for _, mi in mf.instrs() if mi.opcode == "COPY"]
    assert copies == ["%0:gr32 = COPY $edi", f"$eax = COPY {j}"], copies


def test_coalescing_keeps_copies_of_interfering_values() -> None:
    """`%2 = COPY %0; %2 = ADD %2, 1` with %0 read afterwards: both live at the ADD."""
    mf = parse_function("f", """
bb.0:
  liveins: $edi
  %0:gr32 = COPY $edi
  %1:gr32 = ADD32ri %0, 1, implicit-def dead $eflags
  %2:gr32 = IMUL32rr %1, %0, implicit-def dead $eflags
  $eax = COPY %2
  RET 0, $eax
""")
    lower_two_address(mf)
    coalesce_copies(mf)
    assert [str(mi) for mi in mf.blocks[0].instrs[1:4]] == [
        "%2:gr32 = COPY %0", "%2:gr32 = ADD32ri %2, 1, implicit-def dead $eflags",
        "%2:gr32 = IMUL32rr %2, %0, implicit-def dead $eflags"]


def test_loop_depths() -> None:
    mf = parse_function("f", """
bb.0:
  JMP_1 %bb.1
bb.1:
  JCC_1 %bb.4, 4, implicit $eflags
bb.2:
  JCC_1 %bb.2, 4, implicit $eflags
bb.3:
  JMP_1 %bb.1
bb.4:
  RET 0
""")
    assert loop_depths(mf) == {0: 0, 1: 1, 2: 2, 3: 1, 4: 0}


def _float_across_loop_calls(use_in_loop: str) -> MachineFunction:
    return eliminate_phis(parse_function("f", f"""
bb.0:
  liveins: $xmm0, $edi
  %0:fr64 = COPY $xmm0
  %1:gr32 = COPY $edi
bb.1:
  %2:gr32 = PHI %1, %bb.0, %3, %bb.1
  {ADJ_DOWN}
  $edi = COPY %2
  {CALL_EXT}
  {ADJ_UP}
  {use_in_loop}
  %3:gr32 = SUB32ri %2, 1, implicit-def $eflags
  JCC_1 %bb.1, 5, implicit $eflags
bb.2:
  $xmm0 = COPY %0
  RET 0, $xmm0
"""))


def test_floats_split_at_calls_only_as_deep_as_their_uses() -> None:
    """A double read only after a loop of calls stays whole (the scan spills it: one store,
    one reload); read inside the loop too, it is saved before and reloaded after the call."""
    mf = _float_across_loop_calls("")
    assert split_floats_at_calls(mf, loop_depths(mf)) == 0
    mf = _float_across_loop_calls("%4:fr64 = ADDSDrr %0, %0, implicit $mxcsr")
    assert split_floats_at_calls(mf, loop_depths(mf)) == 1
    loop = next(b for b in mf.blocks if b.n == 1)
    ops = [mi.opcode for mi in loop.instrs]
    call = ops.index("CALL64pcrel32")
    assert ops[call - 1] == "MOVSDmr" and ops[call + 1:call + 3] == ["ADJCALLSTACKUP64", "MOVSDrm_alt"]
    assert str(loop.instrs[call + 2].ops[0]) == "%0:fr64"


def _loop_read_from(extra: str) -> MachineFunction:
    """%0 read in the loop bb.1-bb.2 and after it; `extra`: more blocks."""
    return parse_function("f", f"""
bb.0:
  liveins: $edi
  %0:gr32 = COPY $edi
  JMP_1 %bb.1
bb.1:
  %1:gr32 = ADD32ri %0, 1, implicit-def dead $eflags
bb.2:
  %2:gr32 = SUB32ri %0, 2, implicit-def $eflags
  JCC_1 %bb.1, 5, implicit $eflags
bb.3:
  $eax = COPY %0
  RET 0, $eax
{extra}""")


def test_spilled_values_split_only_around_loops_with_one_entry() -> None:
    """A spilled value gets a piece (loaded at the end of the block before the loop, its
    uses in the loop renamed) only for a loop entered at its header alone: an unreachable
    block jumping into bb.2 enters the loop bb.1-bb.2 in its middle."""
    for extra, pieces in (("", 1), ("bb.4:\n  JMP_1 %bb.2", 0)):
        mf = _loop_read_from(extra)
        live = compute_liveness(mf)
        intervals, _ = build_intervals(mf, live, number(mf))
        homes = {0: mf.add_stack_object(8, 8, spill_slot=True)}
        made: dict[int, frozenset[int]] = {}
        assert split_around_loops(mf, [intervals[0]], natural_loops(mf), live, homes, made) == pieces
        if pieces:
            assert made == {3: frozenset({1, 2})} and homes[3] == homes[0]
            assert str(mf.blocks[0].instrs[-2]) == ("%3:gr32 = MOV32rm %stack.0, 1, $noreg, 0, $noreg "
                                                    ":: (load (s32) from %stack.0)")
            assert [str(mi.ops[1].reg) for b in mf.blocks[1:3] for mi in b.instrs
                    if not is_terminator(mi)] == ["%3"] * 2
            assert str(mf.blocks[3].instrs[0].ops[1].reg) == "%0"


def test_phi_elim_splits_critical_edges() -> None:
    c = BY_NAME["ra_crit"]
    mf = eliminate_phis(parse_function(c.name, c.body))
    # edge blocks sit right before the PHI block; bb.2 loses its fallthrough and jumps
    assert [b.n for b in mf.blocks] == [0, 1, 2, 4, 5, 3]
    assert [s.n for s in mf.blocks[0].succs] == [4, 1] and [s.n for s in mf.blocks[1].succs] == [5, 2]
    assert [str(mi) for mi in mf.blocks[3].instrs] == ["%5:gr32 = COPY %2", "%6:gr32 = COPY %1",
                                                         "JMP_1 %bb.3"]
    assert [str(mi) for mi in mf.blocks[4].instrs] == ["%5:gr32 = COPY %3", "%6:gr32 = COPY %2"]
    assert str(mf.blocks[2].instrs[-1]) == "JMP_1 %bb.3"
    assert not any(mi.opcode == "PHI" for _, mi in mf.instrs())


def test_spill_peephole() -> None:
    """Reloads of a value still in a register go away (or become COPYs); a clobber of the
    register (a def, a call) keeps the reload; overwritten unread stores go away."""
    from cil2mir.regalloc.peephole import remove_redundant_spill_code
    st = "MOV32mr %stack.{s}, 1, $noreg, 0, $noreg, ${r} :: (store (s32) into %stack.{s})"
    ld = "${r} = MOV32rm %stack.{s}, 1, $noreg, 0, $noreg :: (load (s32) from %stack.{s})"
    body = "\n".join(["bb.0:",
                      st.format(s=0, r="eax"), ld.format(s=0, r="eax"),   # deleted
                      ld.format(s=0, r="ecx"),                            # -> COPY $eax
                      "$eax = ADD32ri $eax, 1, implicit-def dead $eflags",
                      ld.format(s=0, r="edx"),                            # -> COPY $ecx
                      st.format(s=1, r="esi"),                            # dead: stored again
                      "$esi = ADD32ri $esi, 1, implicit-def dead $eflags",
                      st.format(s=1, r="esi"),
                      f"  {CALL_EXT}",
                      ld.format(s=0, r="edi"),                            # kept: call clobbers
                      ld.format(s=1, r="ebx"),                            # kept
                      st.format(s=2, r="ebx"),                            # never read: deleted
                      "RET 0, $eax"])
    mf = parse_function("f", body, stack=((8, 8), (8, 8), (8, 8)))
    for o in mf.stack:
        o.spill_slot = True
    remove_redundant_spill_code(mf)
    got = [str(mi).split(" ::")[0] for mi in mf.blocks[0].instrs]
    assert got == [
        "MOV32mr %stack.0, 1, $noreg, 0, $noreg, $eax",
        "$ecx = COPY $eax",
        "$eax = ADD32ri $eax, 1, implicit-def dead $eflags",
        "$edx = COPY $ecx",
        "$esi = ADD32ri $esi, 1, implicit-def dead $eflags",
        "MOV32mr %stack.1, 1, $noreg, 0, $noreg, $esi",
        CALL_EXT,
        "$edi = MOV32rm %stack.0, 1, $noreg, 0, $noreg",
        "$ebx = MOV32rm %stack.1, 1, $noreg, 0, $noreg",
        "RET 0, $eax"]


def test_spill_peephole_drops_stores_of_the_value_the_slot_holds() -> None:
    """A float saved around two calls (split.py): after the reload, storing the same
    register again before the second call is redundant; after a redefinition it is not."""
    from cil2mir.regalloc.peephole import remove_redundant_spill_code
    st = "MOVSDmr %stack.0, 1, $noreg, 0, $noreg, $xmm2 :: (store (s64) into %stack.0)"
    ld = "$xmm2 = MOVSDrm_alt %stack.0, 1, $noreg, 0, $noreg :: (load (s64) from %stack.0)"
    add = "$xmm2 = ADDSDrr $xmm2, $xmm2, implicit $mxcsr"
    mf = parse_function("f", "\n".join(["bb.0:", st, f"  {CALL_EXT}", ld, st, f"  {CALL_EXT}", ld, add, st,
                                         f"  {CALL_EXT}", ld, "$xmm0 = COPY $xmm2", "RET 0, $xmm0"]),
                        stack=((8, 8),))
    mf.stack[0].spill_slot = True
    remove_redundant_spill_code(mf)
    got = [mi.opcode for mi in mf.blocks[0].instrs]
    assert got == ["MOVSDmr", "CALL64pcrel32", "MOVSDrm_alt", "CALL64pcrel32", "MOVSDrm_alt", "ADDSDrr",
                   "MOVSDmr", "CALL64pcrel32", "MOVSDrm_alt", "COPY", "RET"], got


def test_copy_and_add_become_lea() -> None:
    """After allocation, a copy and the two-address add of it are one LEA when the add's
    flags are dead (LEA64_32r reads the 64-bit registers); a live flags def keeps both."""
    from cil2mir.regalloc.peephole import three_address_adds
    mf = parse_function("f", """
bb.0:
  $ecx = COPY $eax
  $ecx = ADD32rr $ecx, $edx, implicit-def dead $eflags
  $esi = COPY $eax
  $esi = ADD32rr $esi, $esi, implicit-def dead $eflags
  $rdi = COPY $rcx
  $rdi = ADD64ri32 $rdi, -8, implicit-def dead $eflags
  $r8d = COPY $eax
  $r8d = ADD32ri $r8d, 1, implicit-def $eflags
  RET 0
""")
    three_address_adds(mf)
    assert [str(mi) for mi in mf.blocks[0].instrs] == [
        "$ecx = LEA64_32r $rax, 1, $rdx, 0, $noreg",
        "$esi = LEA64_32r $rax, 1, $rax, 0, $noreg",
        "$rdi = LEA64r $rcx, 1, $noreg, -8, $noreg",
        "$r8d = COPY $eax", "$r8d = ADD32ri $r8d, 1, implicit-def $eflags", "RET 0"]


# ---- golden text ------------------------------------------------------------------------------

def _bless(name: str, text: str) -> None:
    path = Path(__file__)
    src = path.read_text()
    entry = f'GOLDEN["{name}"] = """\\\n{text}"""\n'
    pattern = re.compile(rf'^GOLDEN\["{re.escape(name)}"\] = """\\\n.*?"""\n', re.S | re.M)
    if pattern.search(src):
        src = pattern.sub(lambda _: entry, src, count=1)
    else:
        src = src.replace("# END GOLDEN\n", entry + "\n# END GOLDEN\n")
    path.write_text(src)


# BEGIN GOLDEN (written by CIL2MIR_BLESS=1)

GOLDEN["ra_straight"] = """\
---
name: ra_straight
alignment: 16
tracksRegLiveness: true
body: |
  bb.0:
    liveins: $rdi, $rsi
    $eax = LEA64_32r $rdi, 1, $rsi, 0, $noreg
    $ecx = COPY $edi
    $ecx = SUB32rr $ecx, $esi, implicit-def dead $eflags
    $eax = IMUL32rr $eax, $ecx, implicit-def dead $eflags
    $ecx = IMUL32rri $edi, 7, implicit-def dead $eflags
    $eax = XOR32rr $eax, $ecx, implicit-def dead $eflags
    RET 0, $eax
...
"""

GOLDEN["ra_fib"] = """\
---
name: ra_fib
alignment: 16
tracksRegLiveness: true
body: |
  bb.0:
    successors: %bb.3, %bb.4
    liveins: $rdi
    $rax = MOV64ri32 0
    $rcx = MOV64ri32 1
    TEST32rr $edi, $edi, implicit-def $eflags
    JCC_1 %bb.4, 14, implicit $eflags

  bb.3:
    successors: %bb.1
    liveins: $rax, $rcx, $rdi
    JMP_1 %bb.1

  bb.5:
    successors: %bb.1
    liveins: $rcx, $rdi, $rdx
    $rax = COPY $rcx
    $rcx = COPY $rdx

  bb.1:
    successors: %bb.5, %bb.6
    liveins: $rax, $rcx, $rdi
    $rdx = LEA64r $rax, 1, $rcx, 0, $noreg
    $edi = SUB32ri $edi, 1, implicit-def $eflags
    JCC_1 %bb.5, 5, implicit $eflags
    JMP_1 %bb.6

  bb.4:
    successors: %bb.2
    liveins: $rax
    JMP_1 %bb.2

  bb.6:
    successors: %bb.2
    liveins: $rcx
    $rax = COPY $rcx

  bb.2:
    liveins: $rax
    RET 0, $rax
...
"""

GOLDEN["ra_rotate"] = """\
---
name: ra_rotate
alignment: 16
tracksRegLiveness: true
body: |
  bb.0:
    successors: %bb.1
    liveins: $rcx, $rdi, $rdx, $rsi
    JMP_1 %bb.1

  bb.3:
    successors: %bb.1
    liveins: $rcx, $rdi, $rdx, $rsi
    $eax = COPY $edi
    $edi = COPY $esi
    $esi = COPY $edx
    $edx = COPY $eax

  bb.1:
    successors: %bb.3, %bb.2
    liveins: $rcx, $rdi, $rdx, $rsi
    $ecx = SUB32ri $ecx, 1, implicit-def $eflags
    JCC_1 %bb.3, 15, implicit $eflags

  bb.2:
    liveins: $rdi, $rdx, $rsi
    $eax = IMUL32rri $esi, 10000, implicit-def dead $eflags
    $ecx = IMUL32rri $edx, 100, implicit-def dead $eflags
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    $eax = ADD32rr $eax, $edi, implicit-def dead $eflags
    RET 0, $eax
...
"""

GOLDEN["ra_crit"] = """\
---
name: ra_crit
alignment: 16
tracksRegLiveness: true
body: |
  bb.0:
    successors: %bb.4, %bb.1
    liveins: $rdi, $rsi
    $eax = MOV32ri 100
    CMP32rr $edi, $esi, implicit-def $eflags
    JCC_1 %bb.4, 12, implicit $eflags

  bb.1:
    successors: %bb.5, %bb.2
    liveins: $rax, $rdi, $rsi
    $ecx = COPY $edi
    $ecx = SUB32rr $ecx, $esi, implicit-def $eflags
    JCC_1 %bb.5, 4, implicit $eflags

  bb.2:
    successors: %bb.3
    liveins: $rdi, $rsi
    $ecx = COPY $edi
    $ecx = IMUL32rr $ecx, $esi, implicit-def dead $eflags
    JMP_1 %bb.3

  bb.4:
    successors: %bb.3
    liveins: $rax, $rsi
    $ecx = COPY $eax
    $edi = COPY $esi
    JMP_1 %bb.3

  bb.5:
    successors: %bb.3
    liveins: $rax, $rcx
    $edi = COPY $eax

  bb.3:
    liveins: $rcx, $rdi
    $ecx = ADD32rr $ecx, $edi, implicit-def dead $eflags
    $eax = COPY $ecx
    RET 0, $eax
...
"""

GOLDEN["ra_div"] = """\
---
name: ra_div
alignment: 16
tracksRegLiveness: true
body: |
  bb.0:
    liveins: $rdi, $rsi
    $eax = COPY $edi
    CDQ implicit-def $eax, implicit-def $edx, implicit $eax
    IDIV32r $esi, implicit-def $eax, implicit-def $edx, implicit-def dead $eflags, implicit $eax, implicit $edx
    $ecx = COPY $eax
    $r8d = COPY $edx
    $edx = MOV32r0 implicit-def dead $eflags
    $eax = COPY $edi
    DIV32r $esi, implicit-def $eax, implicit-def $edx, implicit-def dead $eflags, implicit $eax, implicit $edx
    $ecx = IMUL32rri $ecx, 1000, implicit-def dead $eflags
    $ecx = ADD32rr $ecx, $r8d, implicit-def dead $eflags
    $ecx = XOR32rr $ecx, $eax, implicit-def dead $eflags
    $ecx = ADD32rr $ecx, $edx, implicit-def dead $eflags
    $eax = COPY $ecx
    RET 0, $eax
...
"""

GOLDEN["ra_shift"] = """\
---
name: ra_shift
alignment: 16
tracksRegLiveness: true
body: |
  bb.0:
    liveins: $rdi, $rsi
    $cl = COPY $sil
    $eax = COPY $edi
    $eax = SHL32rCL $eax, implicit-def dead $eflags, implicit $cl
    $cl = COPY $sil
    $edx = COPY $edi
    $edx = SAR32rCL $edx, implicit-def dead $eflags, implicit $cl
    $cl = COPY $sil
    $edi = SHR32rCL $edi, implicit-def dead $eflags, implicit $cl
    $eax = ADD32rr $eax, $edx, implicit-def dead $eflags
    $eax = XOR32rr $eax, $edi, implicit-def dead $eflags
    RET 0, $eax
...
"""

GOLDEN["ra_call"] = """\
---
name: ra_call
alignment: 16
tracksRegLiveness: true
frameInfo:
  adjustsStack: true
  hasCalls: true
body: |
  bb.0:
    liveins: $rdi
    $ebx = COPY $edi
    $r12d = IMUL32rri $ebx, 5, implicit-def dead $eflags
    ADJCALLSTACKDOWN64 0, 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
    $edi = COPY $ebx
    CALL64pcrel32 @ext_clobber, csr_64, implicit $rsp, implicit $ssp, implicit $edi, implicit-def $rsp, implicit-def $ssp, implicit-def $eax
    ADJCALLSTACKUP64 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
    $r13d = COPY $eax
    $edi = LEA64_32r $rbx, 1, $noreg, 1, $noreg
    ADJCALLSTACKDOWN64 0, 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
    CALL64pcrel32 @ext_clobber, csr_64, implicit $rsp, implicit $ssp, implicit $edi, implicit-def $rsp, implicit-def $ssp, implicit-def $eax
    ADJCALLSTACKUP64 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
    $eax = IMUL32rr $eax, $ebx, implicit-def dead $eflags
    $r12d = ADD32rr $r12d, $r13d, implicit-def dead $eflags
    $r12d = ADD32rr $r12d, $eax, implicit-def dead $eflags
    $eax = COPY $r12d
    RET 0, $eax
...
"""

GOLDEN["ra_pressure"] = """\
---
name: ra_pressure
alignment: 16
tracksRegLiveness: true
frameInfo:
  adjustsStack: true
  hasCalls: true
stack:
  - { id: 0, type: spill-slot, size: 8, alignment: 8 }
  - { id: 1, type: spill-slot, size: 8, alignment: 8 }
  - { id: 2, type: spill-slot, size: 8, alignment: 8 }
  - { id: 3, type: spill-slot, size: 8, alignment: 8 }
  - { id: 4, type: spill-slot, size: 8, alignment: 8 }
  - { id: 5, type: spill-slot, size: 8, alignment: 8 }
  - { id: 6, type: spill-slot, size: 8, alignment: 8 }
  - { id: 7, type: spill-slot, size: 8, alignment: 8 }
  - { id: 8, type: spill-slot, size: 8, alignment: 8 }
  - { id: 9, type: spill-slot, size: 8, alignment: 8 }
  - { id: 10, type: spill-slot, size: 8, alignment: 8 }
  - { id: 11, type: spill-slot, size: 8, alignment: 8 }
  - { id: 12, type: spill-slot, size: 8, alignment: 8 }
  - { id: 13, type: spill-slot, size: 8, alignment: 8 }
  - { id: 14, type: spill-slot, size: 8, alignment: 8 }
  - { id: 15, type: spill-slot, size: 8, alignment: 8 }
body: |
  bb.0:
    liveins: $rdi, $rsi
    $ebx = IMUL32rri $edi, 3, implicit-def dead $eflags
    $eax = IMUL32rri $esi, 1, implicit-def dead $eflags
    $ebx = ADD32rr $ebx, $eax, implicit-def dead $eflags
    $r12d = IMUL32rri $edi, 4, implicit-def dead $eflags
    $eax = IMUL32rri $esi, 2, implicit-def dead $eflags
    $r12d = ADD32rr $r12d, $eax, implicit-def dead $eflags
    $r13d = IMUL32rri $edi, 5, implicit-def dead $eflags
    $eax = IMUL32rri $esi, 5, implicit-def dead $eflags
    $r13d = ADD32rr $r13d, $eax, implicit-def dead $eflags
    $r14d = IMUL32rri $edi, 6, implicit-def dead $eflags
    $eax = IMUL32rri $esi, 10, implicit-def dead $eflags
    $r14d = ADD32rr $r14d, $eax, implicit-def dead $eflags
    $r15d = IMUL32rri $edi, 7, implicit-def dead $eflags
    $eax = IMUL32rri $esi, 17, implicit-def dead $eflags
    $r15d = ADD32rr $r15d, $eax, implicit-def dead $eflags
    $ebp = IMUL32rri $edi, 8, implicit-def dead $eflags
    $eax = IMUL32rri $esi, 26, implicit-def dead $eflags
    $ebp = ADD32rr $ebp, $eax, implicit-def dead $eflags
    $eax = IMUL32rri $edi, 9, implicit-def dead $eflags
    MOV32mr %stack.0, 1, $noreg, 0, $noreg, $eax :: (store (s32) into %stack.0)
    $eax = IMUL32rri $esi, 37, implicit-def dead $eflags
    $ecx = MOV32rm %stack.0, 1, $noreg, 0, $noreg :: (load (s32) from %stack.0)
    $ecx = ADD32rr $ecx, $eax, implicit-def dead $eflags
    MOV32mr %stack.0, 1, $noreg, 0, $noreg, $ecx :: (store (s32) into %stack.0)
    $eax = IMUL32rri $edi, 10, implicit-def dead $eflags
    MOV32mr %stack.1, 1, $noreg, 0, $noreg, $eax :: (store (s32) into %stack.1)
    $eax = IMUL32rri $esi, 50, implicit-def dead $eflags
    $ecx = MOV32rm %stack.1, 1, $noreg, 0, $noreg :: (load (s32) from %stack.1)
    $ecx = ADD32rr $ecx, $eax, implicit-def dead $eflags
    MOV32mr %stack.1, 1, $noreg, 0, $noreg, $ecx :: (store (s32) into %stack.1)
    $eax = IMUL32rri $edi, 11, implicit-def dead $eflags
    MOV32mr %stack.2, 1, $noreg, 0, $noreg, $eax :: (store (s32) into %stack.2)
    $eax = IMUL32rri $esi, 65, implicit-def dead $eflags
    $ecx = MOV32rm %stack.2, 1, $noreg, 0, $noreg :: (load (s32) from %stack.2)
    $ecx = ADD32rr $ecx, $eax, implicit-def dead $eflags
    MOV32mr %stack.2, 1, $noreg, 0, $noreg, $ecx :: (store (s32) into %stack.2)
    $eax = IMUL32rri $edi, 12, implicit-def dead $eflags
    MOV32mr %stack.3, 1, $noreg, 0, $noreg, $eax :: (store (s32) into %stack.3)
    $eax = IMUL32rri $esi, 82, implicit-def dead $eflags
    $ecx = MOV32rm %stack.3, 1, $noreg, 0, $noreg :: (load (s32) from %stack.3)
    $ecx = ADD32rr $ecx, $eax, implicit-def dead $eflags
    MOV32mr %stack.3, 1, $noreg, 0, $noreg, $ecx :: (store (s32) into %stack.3)
    $eax = IMUL32rri $edi, 13, implicit-def dead $eflags
    MOV32mr %stack.4, 1, $noreg, 0, $noreg, $eax :: (store (s32) into %stack.4)
    $eax = IMUL32rri $esi, 101, implicit-def dead $eflags
    $ecx = MOV32rm %stack.4, 1, $noreg, 0, $noreg :: (load (s32) from %stack.4)
    $ecx = ADD32rr $ecx, $eax, implicit-def dead $eflags
    MOV32mr %stack.4, 1, $noreg, 0, $noreg, $ecx :: (store (s32) into %stack.4)
    $eax = IMUL32rri $edi, 14, implicit-def dead $eflags
    MOV32mr %stack.5, 1, $noreg, 0, $noreg, $eax :: (store (s32) into %stack.5)
    $eax = IMUL32rri $esi, 122, implicit-def dead $eflags
    $ecx = MOV32rm %stack.5, 1, $noreg, 0, $noreg :: (load (s32) from %stack.5)
    $ecx = ADD32rr $ecx, $eax, implicit-def dead $eflags
    MOV32mr %stack.5, 1, $noreg, 0, $noreg, $ecx :: (store (s32) into %stack.5)
    $eax = IMUL32rri $edi, 15, implicit-def dead $eflags
    MOV32mr %stack.6, 1, $noreg, 0, $noreg, $eax :: (store (s32) into %stack.6)
    $eax = IMUL32rri $esi, 145, implicit-def dead $eflags
    $ecx = MOV32rm %stack.6, 1, $noreg, 0, $noreg :: (load (s32) from %stack.6)
    $ecx = ADD32rr $ecx, $eax, implicit-def dead $eflags
    MOV32mr %stack.6, 1, $noreg, 0, $noreg, $ecx :: (store (s32) into %stack.6)
    $eax = IMUL32rri $edi, 16, implicit-def dead $eflags
    MOV32mr %stack.7, 1, $noreg, 0, $noreg, $eax :: (store (s32) into %stack.7)
    $eax = IMUL32rri $esi, 170, implicit-def dead $eflags
    $ecx = MOV32rm %stack.7, 1, $noreg, 0, $noreg :: (load (s32) from %stack.7)
    $ecx = ADD32rr $ecx, $eax, implicit-def dead $eflags
    MOV32mr %stack.7, 1, $noreg, 0, $noreg, $ecx :: (store (s32) into %stack.7)
    $eax = IMUL32rri $edi, 17, implicit-def dead $eflags
    MOV32mr %stack.8, 1, $noreg, 0, $noreg, $eax :: (store (s32) into %stack.8)
    $eax = IMUL32rri $esi, 197, implicit-def dead $eflags
    $ecx = MOV32rm %stack.8, 1, $noreg, 0, $noreg :: (load (s32) from %stack.8)
    $ecx = ADD32rr $ecx, $eax, implicit-def dead $eflags
    MOV32mr %stack.8, 1, $noreg, 0, $noreg, $ecx :: (store (s32) into %stack.8)
    $eax = IMUL32rri $edi, 18, implicit-def dead $eflags
    MOV32mr %stack.9, 1, $noreg, 0, $noreg, $eax :: (store (s32) into %stack.9)
    $eax = IMUL32rri $esi, 226, implicit-def dead $eflags
    $ecx = MOV32rm %stack.9, 1, $noreg, 0, $noreg :: (load (s32) from %stack.9)
    $ecx = ADD32rr $ecx, $eax, implicit-def dead $eflags
    MOV32mr %stack.9, 1, $noreg, 0, $noreg, $ecx :: (store (s32) into %stack.9)
    $eax = IMUL32rri $edi, 19, implicit-def dead $eflags
    MOV32mr %stack.10, 1, $noreg, 0, $noreg, $eax :: (store (s32) into %stack.10)
    $eax = IMUL32rri $esi, 257, implicit-def dead $eflags
    $ecx = MOV32rm %stack.10, 1, $noreg, 0, $noreg :: (load (s32) from %stack.10)
    $ecx = ADD32rr $ecx, $eax, implicit-def dead $eflags
    MOV32mr %stack.10, 1, $noreg, 0, $noreg, $ecx :: (store (s32) into %stack.10)
    $eax = IMUL32rri $edi, 20, implicit-def dead $eflags
    MOV32mr %stack.11, 1, $noreg, 0, $noreg, $eax :: (store (s32) into %stack.11)
    $eax = IMUL32rri $esi, 290, implicit-def dead $eflags
    $ecx = MOV32rm %stack.11, 1, $noreg, 0, $noreg :: (load (s32) from %stack.11)
    $ecx = ADD32rr $ecx, $eax, implicit-def dead $eflags
    MOV32mr %stack.11, 1, $noreg, 0, $noreg, $ecx :: (store (s32) into %stack.11)
    $eax = IMUL32rri $edi, 21, implicit-def dead $eflags
    MOV32mr %stack.12, 1, $noreg, 0, $noreg, $eax :: (store (s32) into %stack.12)
    $eax = IMUL32rri $esi, 325, implicit-def dead $eflags
    $ecx = MOV32rm %stack.12, 1, $noreg, 0, $noreg :: (load (s32) from %stack.12)
    $ecx = ADD32rr $ecx, $eax, implicit-def dead $eflags
    MOV32mr %stack.12, 1, $noreg, 0, $noreg, $ecx :: (store (s32) into %stack.12)
    $eax = IMUL32rri $edi, 22, implicit-def dead $eflags
    MOV32mr %stack.13, 1, $noreg, 0, $noreg, $eax :: (store (s32) into %stack.13)
    $eax = IMUL32rri $esi, 362, implicit-def dead $eflags
    $ecx = MOV32rm %stack.13, 1, $noreg, 0, $noreg :: (load (s32) from %stack.13)
    $ecx = ADD32rr $ecx, $eax, implicit-def dead $eflags
    MOV32mr %stack.13, 1, $noreg, 0, $noreg, $ecx :: (store (s32) into %stack.13)
    $eax = IMUL32rri $edi, 23, implicit-def dead $eflags
    MOV32mr %stack.14, 1, $noreg, 0, $noreg, $eax :: (store (s32) into %stack.14)
    $eax = IMUL32rri $esi, 401, implicit-def dead $eflags
    $ecx = MOV32rm %stack.14, 1, $noreg, 0, $noreg :: (load (s32) from %stack.14)
    $ecx = ADD32rr $ecx, $eax, implicit-def dead $eflags
    MOV32mr %stack.14, 1, $noreg, 0, $noreg, $ecx :: (store (s32) into %stack.14)
    $eax = IMUL32rri $edi, 24, implicit-def dead $eflags
    MOV32mr %stack.15, 1, $noreg, 0, $noreg, $eax :: (store (s32) into %stack.15)
    $eax = IMUL32rri $esi, 442, implicit-def dead $eflags
    $ecx = MOV32rm %stack.15, 1, $noreg, 0, $noreg :: (load (s32) from %stack.15)
    $ecx = ADD32rr $ecx, $eax, implicit-def dead $eflags
    MOV32mr %stack.15, 1, $noreg, 0, $noreg, $ecx :: (store (s32) into %stack.15)
    ADJCALLSTACKDOWN64 0, 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
    $edi = COPY $r14d
    CALL64pcrel32 @ext_clobber, csr_64, implicit $rsp, implicit $ssp, implicit $edi, implicit-def $rsp, implicit-def $ssp, implicit-def $eax
    ADJCALLSTACKUP64 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
    $ecx = IMUL32rri $ebx, 1, implicit-def dead $eflags
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    $ecx = IMUL32rri $r12d, 2, implicit-def dead $eflags
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    $ecx = IMUL32rri $r13d, 3, implicit-def dead $eflags
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    $ecx = IMUL32rri $r14d, 4, implicit-def dead $eflags
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    $ecx = IMUL32rri $r15d, 5, implicit-def dead $eflags
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    $ecx = IMUL32rri $ebp, 6, implicit-def dead $eflags
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    $ecx = MOV32rm %stack.0, 1, $noreg, 0, $noreg :: (load (s32) from %stack.0)
    $ecx = IMUL32rri $ecx, 7, implicit-def dead $eflags
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    $ecx = MOV32rm %stack.1, 1, $noreg, 0, $noreg :: (load (s32) from %stack.1)
    $ecx = IMUL32rri $ecx, 8, implicit-def dead $eflags
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    $ecx = MOV32rm %stack.2, 1, $noreg, 0, $noreg :: (load (s32) from %stack.2)
    $ecx = IMUL32rri $ecx, 9, implicit-def dead $eflags
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    $ecx = MOV32rm %stack.3, 1, $noreg, 0, $noreg :: (load (s32) from %stack.3)
    $ecx = IMUL32rri $ecx, 10, implicit-def dead $eflags
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    $ecx = MOV32rm %stack.4, 1, $noreg, 0, $noreg :: (load (s32) from %stack.4)
    $ecx = IMUL32rri $ecx, 11, implicit-def dead $eflags
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    $ecx = MOV32rm %stack.5, 1, $noreg, 0, $noreg :: (load (s32) from %stack.5)
    $ecx = IMUL32rri $ecx, 12, implicit-def dead $eflags
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    $ecx = MOV32rm %stack.6, 1, $noreg, 0, $noreg :: (load (s32) from %stack.6)
    $ecx = IMUL32rri $ecx, 13, implicit-def dead $eflags
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    $ecx = MOV32rm %stack.7, 1, $noreg, 0, $noreg :: (load (s32) from %stack.7)
    $ecx = IMUL32rri $ecx, 14, implicit-def dead $eflags
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    $ecx = MOV32rm %stack.8, 1, $noreg, 0, $noreg :: (load (s32) from %stack.8)
    $ecx = IMUL32rri $ecx, 15, implicit-def dead $eflags
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    $ecx = MOV32rm %stack.9, 1, $noreg, 0, $noreg :: (load (s32) from %stack.9)
    $ecx = IMUL32rri $ecx, 16, implicit-def dead $eflags
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    $ecx = MOV32rm %stack.10, 1, $noreg, 0, $noreg :: (load (s32) from %stack.10)
    $ecx = IMUL32rri $ecx, 17, implicit-def dead $eflags
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    $ecx = MOV32rm %stack.11, 1, $noreg, 0, $noreg :: (load (s32) from %stack.11)
    $ecx = IMUL32rri $ecx, 18, implicit-def dead $eflags
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    $ecx = MOV32rm %stack.12, 1, $noreg, 0, $noreg :: (load (s32) from %stack.12)
    $ecx = IMUL32rri $ecx, 19, implicit-def dead $eflags
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    $ecx = MOV32rm %stack.13, 1, $noreg, 0, $noreg :: (load (s32) from %stack.13)
    $ecx = IMUL32rri $ecx, 20, implicit-def dead $eflags
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    $ecx = MOV32rm %stack.14, 1, $noreg, 0, $noreg :: (load (s32) from %stack.14)
    $ecx = IMUL32rri $ecx, 21, implicit-def dead $eflags
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    $ecx = MOV32rm %stack.15, 1, $noreg, 0, $noreg :: (load (s32) from %stack.15)
    $ecx = IMUL32rri $ecx, 22, implicit-def dead $eflags
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    RET 0, $eax
...
"""

GOLDEN["ra_pressure_loop"] = """\
---
name: ra_pressure_loop
alignment: 16
tracksRegLiveness: true
stack:
  - { id: 0, type: spill-slot, size: 8, alignment: 8 }
  - { id: 1, type: spill-slot, size: 8, alignment: 8 }
  - { id: 2, type: spill-slot, size: 8, alignment: 8 }
  - { id: 3, type: spill-slot, size: 8, alignment: 8 }
  - { id: 4, type: spill-slot, size: 8, alignment: 8 }
  - { id: 5, type: spill-slot, size: 8, alignment: 8 }
body: |
  bb.0:
    successors: %bb.1
    liveins: $rdi, $rsi
    MOV32mr %stack.3, 1, $noreg, 0, $noreg, $esi :: (store (s32) into %stack.3)
    $eax = LEA64_32r $rdi, 1, $noreg, 0, $noreg
    MOV32mr %stack.0, 1, $noreg, 0, $noreg, $eax :: (store (s32) into %stack.0)
    $eax = LEA64_32r $rdi, 1, $noreg, 7, $noreg
    $ecx = LEA64_32r $rdi, 1, $noreg, 14, $noreg
    $edx = LEA64_32r $rdi, 1, $noreg, 21, $noreg
    $esi = LEA64_32r $rdi, 1, $noreg, 28, $noreg
    $r8d = LEA64_32r $rdi, 1, $noreg, 35, $noreg
    $r9d = LEA64_32r $rdi, 1, $noreg, 42, $noreg
    $r10d = LEA64_32r $rdi, 1, $noreg, 49, $noreg
    $r11d = LEA64_32r $rdi, 1, $noreg, 56, $noreg
    $ebx = LEA64_32r $rdi, 1, $noreg, 63, $noreg
    $r12d = LEA64_32r $rdi, 1, $noreg, 70, $noreg
    $r13d = LEA64_32r $rdi, 1, $noreg, 77, $noreg
    $r14d = LEA64_32r $rdi, 1, $noreg, 84, $noreg
    MOV32mr %stack.4, 1, $noreg, 0, $noreg, $r14d :: (store (s32) into %stack.4)
    $r14d = LEA64_32r $rdi, 1, $noreg, 91, $noreg
    MOV32mr %stack.5, 1, $noreg, 0, $noreg, $r14d :: (store (s32) into %stack.5)
    $r14d = LEA64_32r $rdi, 1, $noreg, 98, $noreg
    MOV32mr %stack.1, 1, $noreg, 0, $noreg, $r14d :: (store (s32) into %stack.1)
    $r14d = LEA64_32r $rdi, 1, $noreg, 105, $noreg
    MOV32mr %stack.2, 1, $noreg, 0, $noreg, $r14d :: (store (s32) into %stack.2)
    $edi = ADD32ri $edi, 112, implicit-def dead $eflags
    JMP_1 %bb.1

  bb.3:
    successors: %bb.1
    liveins: $r10, $r11, $r12, $r13, $r14, $r8, $r9, $rax, $rbx, $rcx, $rdi, $rdx, $rsi
    MOV32mr %stack.0, 1, $noreg, 0, $noreg, $r14d :: (store (s32) into %stack.0)

  bb.1:
    successors: %bb.3, %bb.2
    liveins: $r10, $r11, $r12, $r13, $r8, $r9, $rax, $rbx, $rcx, $rdi, $rdx, $rsi
    $r14d = MOV32rm %stack.0, 1, $noreg, 0, $noreg :: (load (s32) from %stack.0)
    $r14d = ADD32rr $r14d, $eax, implicit-def dead $eflags
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    $ecx = ADD32rr $ecx, $edx, implicit-def dead $eflags
    $edx = ADD32rr $edx, $esi, implicit-def dead $eflags
    $esi = ADD32rr $esi, $r8d, implicit-def dead $eflags
    $r8d = ADD32rr $r8d, $r9d, implicit-def dead $eflags
    $r9d = ADD32rr $r9d, $r10d, implicit-def dead $eflags
    $r10d = ADD32rr $r10d, $r11d, implicit-def dead $eflags
    $r11d = ADD32rr $r11d, $ebx, implicit-def dead $eflags
    $ebx = ADD32rr $ebx, $r12d, implicit-def dead $eflags
    $r12d = ADD32rr $r12d, $r13d, implicit-def dead $eflags
    $r15d = MOV32rm %stack.4, 1, $noreg, 0, $noreg :: (load (s32) from %stack.4)
    $r13d = ADD32rr $r13d, $r15d, implicit-def dead $eflags
    $ebp = MOV32rm %stack.5, 1, $noreg, 0, $noreg :: (load (s32) from %stack.5)
    $r15d = ADD32rr $r15d, $ebp, implicit-def dead $eflags
    MOV32mr %stack.4, 1, $noreg, 0, $noreg, $r15d :: (store (s32) into %stack.4)
    $r15d = MOV32rm %stack.1, 1, $noreg, 0, $noreg :: (load (s32) from %stack.1)
    $ebp = ADD32rr $ebp, $r15d, implicit-def dead $eflags
    MOV32mr %stack.5, 1, $noreg, 0, $noreg, $ebp :: (store (s32) into %stack.5)
    $ebp = MOV32rm %stack.2, 1, $noreg, 0, $noreg :: (load (s32) from %stack.2)
    $r15d = ADD32rr $r15d, $ebp, implicit-def dead $eflags
    MOV32mr %stack.1, 1, $noreg, 0, $noreg, $r15d :: (store (s32) into %stack.1)
    $r15d = LEA64_32r $rbp, 1, $rdi, 0, $noreg
    MOV32mr %stack.2, 1, $noreg, 0, $noreg, $r15d :: (store (s32) into %stack.2)
    $r15d = MOV32rm %stack.0, 1, $noreg, 0, $noreg :: (load (s32) from %stack.0)
    $edi = ADD32rr $edi, $r15d, implicit-def dead $eflags
    $r15d = MOV32rm %stack.3, 1, $noreg, 0, $noreg :: (load (s32) from %stack.3)
    $r15d = SUB32ri $r15d, 1, implicit-def $eflags
    MOV32mr %stack.3, 1, $noreg, 0, $noreg, $r15d :: (store (s32) into %stack.3)
    JCC_1 %bb.3, 15, implicit $eflags

  bb.2:
    liveins: $r10, $r11, $r12, $r13, $r14, $r8, $r9, $rax, $rbx, $rcx, $rdi, $rdx, $rsi
    $eax = IMUL32rri $eax, 2, implicit-def dead $eflags
    $r14d = ADD32rr $r14d, $eax, implicit-def dead $eflags
    $eax = IMUL32rri $ecx, 3, implicit-def dead $eflags
    $r14d = ADD32rr $r14d, $eax, implicit-def dead $eflags
    $eax = IMUL32rri $edx, 4, implicit-def dead $eflags
    $r14d = ADD32rr $r14d, $eax, implicit-def dead $eflags
    $eax = IMUL32rri $esi, 5, implicit-def dead $eflags
    $r14d = ADD32rr $r14d, $eax, implicit-def dead $eflags
    $eax = IMUL32rri $r8d, 6, implicit-def dead $eflags
    $r14d = ADD32rr $r14d, $eax, implicit-def dead $eflags
    $eax = IMUL32rri $r9d, 7, implicit-def dead $eflags
    $r14d = ADD32rr $r14d, $eax, implicit-def dead $eflags
    $eax = IMUL32rri $r10d, 8, implicit-def dead $eflags
    $r14d = ADD32rr $r14d, $eax, implicit-def dead $eflags
    $eax = IMUL32rri $r11d, 9, implicit-def dead $eflags
    $r14d = ADD32rr $r14d, $eax, implicit-def dead $eflags
    $eax = IMUL32rri $ebx, 10, implicit-def dead $eflags
    $r14d = ADD32rr $r14d, $eax, implicit-def dead $eflags
    $eax = IMUL32rri $r12d, 11, implicit-def dead $eflags
    $r14d = ADD32rr $r14d, $eax, implicit-def dead $eflags
    $eax = IMUL32rri $r13d, 12, implicit-def dead $eflags
    $r14d = ADD32rr $r14d, $eax, implicit-def dead $eflags
    $eax = MOV32rm %stack.4, 1, $noreg, 0, $noreg :: (load (s32) from %stack.4)
    $eax = IMUL32rri $eax, 13, implicit-def dead $eflags
    $r14d = ADD32rr $r14d, $eax, implicit-def dead $eflags
    $eax = MOV32rm %stack.5, 1, $noreg, 0, $noreg :: (load (s32) from %stack.5)
    $eax = IMUL32rri $eax, 14, implicit-def dead $eflags
    $r14d = ADD32rr $r14d, $eax, implicit-def dead $eflags
    $eax = MOV32rm %stack.1, 1, $noreg, 0, $noreg :: (load (s32) from %stack.1)
    $eax = IMUL32rri $eax, 15, implicit-def dead $eflags
    $r14d = ADD32rr $r14d, $eax, implicit-def dead $eflags
    $eax = MOV32rm %stack.2, 1, $noreg, 0, $noreg :: (load (s32) from %stack.2)
    $eax = IMUL32rri $eax, 16, implicit-def dead $eflags
    $r14d = ADD32rr $r14d, $eax, implicit-def dead $eflags
    $eax = IMUL32rri $edi, 17, implicit-def dead $eflags
    $r14d = ADD32rr $r14d, $eax, implicit-def dead $eflags
    $eax = COPY $r14d
    RET 0, $eax
...
"""

GOLDEN["ra_subreg8"] = """\
---
name: ra_subreg8
alignment: 16
tracksRegLiveness: true
body: |
  bb.0:
    liveins: $rdi
    $al = COPY $dil
    $ecx = MOVSX32rr8 $al
    $eax = MOVZX32rr8 $al
    $eax = IMUL32rri $eax, 1000, implicit-def dead $eflags
    $ecx = ADD32rr $ecx, $eax, implicit-def dead $eflags
    $eax = MOV32rr $ecx
    $rax = SUBREG_TO_REG 0, $eax, %subreg.sub_32bit
    $rax = ADD64rr $rax, $rdi, implicit-def dead $eflags
    RET 0, $rax
...
"""

GOLDEN["ra_stackargs"] = """\
---
name: ra_stackargs
alignment: 16
tracksRegLiveness: true
fixedStack:
  - { id: 0, offset: 0, size: 4, alignment: 16, isImmutable: true }
  - { id: 1, offset: 8, size: 4, alignment: 8, isImmutable: true }
body: |
  bb.0:
    liveins: $r8, $r9, $rcx, $rdi, $rdx, $rsi
    $eax = MOV32rm %fixed-stack.0, 1, $noreg, 0, $noreg :: (load (s32) from %fixed-stack.0, align 16)
    $r10d = MOV32rm %fixed-stack.1, 1, $noreg, 0, $noreg :: (load (s32) from %fixed-stack.1, align 8)
    $esi = IMUL32rri $esi, 10, implicit-def dead $eflags
    $edi = ADD32rr $edi, $esi, implicit-def dead $eflags
    $edx = IMUL32rri $edx, 100, implicit-def dead $eflags
    $edi = ADD32rr $edi, $edx, implicit-def dead $eflags
    $ecx = IMUL32rri $ecx, 1000, implicit-def dead $eflags
    $edi = ADD32rr $edi, $ecx, implicit-def dead $eflags
    $ecx = IMUL32rri $r8d, 10000, implicit-def dead $eflags
    $edi = ADD32rr $edi, $ecx, implicit-def dead $eflags
    $ecx = IMUL32rri $r9d, 100000, implicit-def dead $eflags
    $edi = ADD32rr $edi, $ecx, implicit-def dead $eflags
    $eax = IMUL32rri $eax, 1000000, implicit-def dead $eflags
    $edi = ADD32rr $edi, $eax, implicit-def dead $eflags
    $eax = IMUL32rri $r10d, 10000000, implicit-def dead $eflags
    $edi = ADD32rr $edi, $eax, implicit-def dead $eflags
    $eax = COPY $edi
    RET 0, $eax
...
"""

GOLDEN["ra_pressure8"] = """\
---
name: ra_pressure8
alignment: 16
tracksRegLiveness: true
stack:
  - { id: 0, type: spill-slot, size: 8, alignment: 8 }
body: |
  bb.0:
    liveins: $rdi
    $eax = LEA64_32r $rdi, 1, $noreg, 0, $noreg
    $ecx = LEA64_32r $rdi, 1, $noreg, 3, $noreg
    $edx = LEA64_32r $rdi, 1, $noreg, 6, $noreg
    $esi = LEA64_32r $rdi, 1, $noreg, 9, $noreg
    $r8d = LEA64_32r $rdi, 1, $noreg, 12, $noreg
    $r9d = LEA64_32r $rdi, 1, $noreg, 15, $noreg
    $r10d = LEA64_32r $rdi, 1, $noreg, 18, $noreg
    $r11d = LEA64_32r $rdi, 1, $noreg, 21, $noreg
    $ebx = LEA64_32r $rdi, 1, $noreg, 24, $noreg
    $r12d = LEA64_32r $rdi, 1, $noreg, 27, $noreg
    $r13d = LEA64_32r $rdi, 1, $noreg, 30, $noreg
    $r14d = LEA64_32r $rdi, 1, $noreg, 33, $noreg
    $r15d = LEA64_32r $rdi, 1, $noreg, 36, $noreg
    $ebp = LEA64_32r $rdi, 1, $noreg, 39, $noreg
    MOV8mr %stack.0, 1, $noreg, 0, $noreg, $bpl :: (store (s8) into %stack.0)
    $ebp = LEA64_32r $rdi, 1, $noreg, 42, $noreg
    $edi = ADD32ri $edi, 45, implicit-def dead $eflags
    $eax = MOVZX32rr8 $al
    $ecx = MOVZX32rr8 $cl
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    $ecx = MOVZX32rr8 $dl
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    $ecx = MOVZX32rr8 $sil
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    $ecx = MOVZX32rr8 $r8b
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    $ecx = MOVZX32rr8 $r9b
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    $ecx = MOVZX32rr8 $r10b
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    $ecx = MOVZX32rr8 $r11b
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    $ecx = MOVZX32rr8 $bl
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    $ecx = MOVZX32rr8 $r12b
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    $ecx = MOVZX32rr8 $r13b
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    $ecx = MOVZX32rr8 $r14b
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    $ecx = MOVZX32rr8 $r15b
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    $cl = MOV8rm %stack.0, 1, $noreg, 0, $noreg :: (load (s8) from %stack.0)
    $ecx = MOVZX32rr8 $cl
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    $ecx = MOVZX32rr8 $bpl
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    $ecx = MOVZX32rr8 $dil
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    RET 0, $eax
...
"""

GOLDEN["ra_float_arith"] = """\
---
name: ra_float_arith
alignment: 16
tracksRegLiveness: true
constants:
  - id: 0
    value: 'double 0x3FF4000000000000'
    alignment: 8
body: |
  bb.0:
    liveins: $rdi, $xmm0, $xmm1, $xmm2
    $xmm3 = CVTSI2SDrr $edi
    $xmm4 = COPY $xmm0
    $xmm4 = ADDSDrr $xmm4, $xmm1, implicit $mxcsr
    $xmm4 = MULSDrr $xmm4, $xmm3, implicit $mxcsr
    $xmm4 = SUBSDrr $xmm4, $xmm0, implicit $mxcsr
    $xmm4 = DIVSDrr $xmm4, $xmm1, implicit $mxcsr
    $xmm0 = COPY $xmm2
    $xmm0 = MULSSrr $xmm0, $xmm2, implicit $mxcsr
    $xmm0 = ADDSSrr $xmm0, $xmm2, implicit $mxcsr
    $xmm0 = CVTSS2SDrr $xmm0, implicit $mxcsr
    $xmm1 = MOVSDrm_alt $rip, 1, $noreg, %const.0, $noreg :: (load (s64) from constant-pool)
    $xmm4 = ADDSDrr $xmm4, $xmm0, implicit $mxcsr
    $xmm4 = MULSDrr $xmm4, $xmm1, implicit $mxcsr
    $xmm0 = CVTSD2SSrr $xmm4, implicit $mxcsr
    $xmm0 = CVTSS2SDrr $xmm0, implicit $mxcsr
    $xmm0 = ADDSDrr $xmm0, $xmm4, implicit $mxcsr
    $eax = CVTTSD2SIrr $xmm0, implicit $mxcsr
    $xmm1 = CVTSI2SDrr $eax
    $xmm0 = SUBSDrr $xmm0, $xmm1, implicit $mxcsr
    RET 0, $xmm0
...
"""

GOLDEN["ra_float_call"] = """\
---
name: ra_float_call
alignment: 16
tracksRegLiveness: true
frameInfo:
  adjustsStack: true
  hasCalls: true
stack:
  - { id: 0, type: spill-slot, size: 8, alignment: 8 }
  - { id: 1, type: spill-slot, size: 8, alignment: 8 }
  - { id: 2, type: spill-slot, size: 8, alignment: 8 }
  - { id: 3, type: spill-slot, size: 8, alignment: 8 }
body: |
  bb.0:
    liveins: $rdi, $xmm0, $xmm1
    $xmm2 = COPY $xmm0
    $ebx = COPY $edi
    $xmm3 = COPY $xmm2
    $xmm3 = MULSDrr $xmm3, $xmm2, implicit $mxcsr
    ADJCALLSTACKDOWN64 0, 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
    $xmm0 = COPY $xmm2
    MOVSDmr %stack.0, 1, $noreg, 0, $noreg, $xmm2 :: (store (s64) into %stack.0)
    MOVSSmr %stack.1, 1, $noreg, 0, $noreg, $xmm1 :: (store (s32) into %stack.1)
    MOVSDmr %stack.2, 1, $noreg, 0, $noreg, $xmm3 :: (store (s64) into %stack.2)
    CALL64pcrel32 @ext_fclobber, csr_64, implicit $rsp, implicit $ssp, implicit $xmm0, implicit-def $rsp, implicit-def $ssp, implicit-def $xmm0
    ADJCALLSTACKUP64 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
    $xmm2 = MOVSDrm_alt %stack.0, 1, $noreg, 0, $noreg :: (load (s64) from %stack.0)
    $xmm1 = MOVSSrm_alt %stack.1, 1, $noreg, 0, $noreg :: (load (s32) from %stack.1)
    $xmm3 = MOVSDrm_alt %stack.2, 1, $noreg, 0, $noreg :: (load (s64) from %stack.2)
    $xmm1 = CVTSS2SDrr $xmm1, implicit $mxcsr
    $xmm0 = ADDSDrr $xmm0, $xmm3, implicit $mxcsr
    $xmm0 = ADDSDrr $xmm0, $xmm1, implicit $mxcsr
    $xmm4 = CVTSI2SDrr $ebx
    $xmm0 = MULSDrr $xmm0, $xmm4, implicit $mxcsr
    ADJCALLSTACKDOWN64 0, 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
    MOVSDmr %stack.3, 1, $noreg, 0, $noreg, $xmm1 :: (store (s64) into %stack.3)
    CALL64pcrel32 @ext_fclobber, csr_64, implicit $rsp, implicit $ssp, implicit $xmm0, implicit-def $rsp, implicit-def $ssp, implicit-def $xmm0
    ADJCALLSTACKUP64 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
    $xmm2 = MOVSDrm_alt %stack.0, 1, $noreg, 0, $noreg :: (load (s64) from %stack.0)
    $xmm3 = MOVSDrm_alt %stack.2, 1, $noreg, 0, $noreg :: (load (s64) from %stack.2)
    $xmm1 = MOVSDrm_alt %stack.3, 1, $noreg, 0, $noreg :: (load (s64) from %stack.3)
    $xmm0 = ADDSDrr $xmm0, $xmm3, implicit $mxcsr
    $xmm0 = SUBSDrr $xmm0, $xmm2, implicit $mxcsr
    $xmm0 = ADDSDrr $xmm0, $xmm1, implicit $mxcsr
    RET 0, $xmm0
...
"""

GOLDEN["ra_xmm_pressure"] = """\
---
name: ra_xmm_pressure
alignment: 16
tracksRegLiveness: true
stack:
  - { id: 0, type: spill-slot, size: 8, alignment: 8 }
  - { id: 1, type: spill-slot, size: 8, alignment: 8 }
  - { id: 2, type: spill-slot, size: 8, alignment: 8 }
  - { id: 3, type: spill-slot, size: 8, alignment: 8 }
  - { id: 4, type: spill-slot, size: 8, alignment: 8 }
  - { id: 5, type: spill-slot, size: 8, alignment: 8 }
body: |
  bb.0:
    liveins: $xmm0, $xmm1
    $xmm2 = COPY $xmm0
    $xmm2 = ADDSDrr $xmm2, $xmm0, implicit $mxcsr
    $xmm2 = MULSDrr $xmm2, $xmm1, implicit $mxcsr
    MOVSDmr %stack.0, 1, $noreg, 0, $noreg, $xmm2 :: (store (s64) into %stack.0)
    $xmm2 = ADDSDrr $xmm2, $xmm0, implicit $mxcsr
    $xmm2 = MULSDrr $xmm2, $xmm1, implicit $mxcsr
    MOVSDmr %stack.1, 1, $noreg, 0, $noreg, $xmm2 :: (store (s64) into %stack.1)
    $xmm2 = ADDSDrr $xmm2, $xmm0, implicit $mxcsr
    $xmm2 = MULSDrr $xmm2, $xmm1, implicit $mxcsr
    MOVSDmr %stack.2, 1, $noreg, 0, $noreg, $xmm2 :: (store (s64) into %stack.2)
    $xmm2 = ADDSDrr $xmm2, $xmm0, implicit $mxcsr
    $xmm2 = MULSDrr $xmm2, $xmm1, implicit $mxcsr
    MOVSDmr %stack.3, 1, $noreg, 0, $noreg, $xmm2 :: (store (s64) into %stack.3)
    $xmm2 = ADDSDrr $xmm2, $xmm0, implicit $mxcsr
    $xmm2 = MULSDrr $xmm2, $xmm1, implicit $mxcsr
    MOVSDmr %stack.4, 1, $noreg, 0, $noreg, $xmm2 :: (store (s64) into %stack.4)
    $xmm2 = ADDSDrr $xmm2, $xmm0, implicit $mxcsr
    $xmm2 = MULSDrr $xmm2, $xmm1, implicit $mxcsr
    MOVSDmr %stack.5, 1, $noreg, 0, $noreg, $xmm2 :: (store (s64) into %stack.5)
    $xmm2 = ADDSDrr $xmm2, $xmm0, implicit $mxcsr
    $xmm2 = MULSDrr $xmm2, $xmm1, implicit $mxcsr
    $xmm3 = COPY $xmm2
    $xmm3 = ADDSDrr $xmm3, $xmm0, implicit $mxcsr
    $xmm3 = MULSDrr $xmm3, $xmm1, implicit $mxcsr
    $xmm4 = COPY $xmm3
    $xmm4 = ADDSDrr $xmm4, $xmm0, implicit $mxcsr
    $xmm4 = MULSDrr $xmm4, $xmm1, implicit $mxcsr
    $xmm5 = COPY $xmm4
    $xmm5 = ADDSDrr $xmm5, $xmm0, implicit $mxcsr
    $xmm5 = MULSDrr $xmm5, $xmm1, implicit $mxcsr
    $xmm6 = COPY $xmm5
    $xmm6 = ADDSDrr $xmm6, $xmm0, implicit $mxcsr
    $xmm6 = MULSDrr $xmm6, $xmm1, implicit $mxcsr
    $xmm7 = COPY $xmm6
    $xmm7 = ADDSDrr $xmm7, $xmm0, implicit $mxcsr
    $xmm7 = MULSDrr $xmm7, $xmm1, implicit $mxcsr
    $xmm8 = COPY $xmm7
    $xmm8 = ADDSDrr $xmm8, $xmm0, implicit $mxcsr
    $xmm8 = MULSDrr $xmm8, $xmm1, implicit $mxcsr
    $xmm9 = COPY $xmm8
    $xmm9 = ADDSDrr $xmm9, $xmm0, implicit $mxcsr
    $xmm9 = MULSDrr $xmm9, $xmm1, implicit $mxcsr
    $xmm10 = COPY $xmm9
    $xmm10 = ADDSDrr $xmm10, $xmm0, implicit $mxcsr
    $xmm10 = MULSDrr $xmm10, $xmm1, implicit $mxcsr
    $xmm11 = COPY $xmm10
    $xmm11 = ADDSDrr $xmm11, $xmm0, implicit $mxcsr
    $xmm11 = MULSDrr $xmm11, $xmm1, implicit $mxcsr
    $xmm12 = COPY $xmm11
    $xmm12 = ADDSDrr $xmm12, $xmm0, implicit $mxcsr
    $xmm12 = MULSDrr $xmm12, $xmm1, implicit $mxcsr
    $xmm13 = COPY $xmm12
    $xmm13 = ADDSDrr $xmm13, $xmm0, implicit $mxcsr
    $xmm13 = MULSDrr $xmm13, $xmm1, implicit $mxcsr
    $xmm14 = COPY $xmm13
    $xmm14 = ADDSDrr $xmm14, $xmm0, implicit $mxcsr
    $xmm14 = MULSDrr $xmm14, $xmm1, implicit $mxcsr
    $xmm15 = COPY $xmm14
    $xmm15 = ADDSDrr $xmm15, $xmm0, implicit $mxcsr
    $xmm15 = MULSDrr $xmm15, $xmm1, implicit $mxcsr
    $xmm15 = MULSDrr $xmm15, $xmm1, implicit $mxcsr
    $xmm15 = SUBSDrr $xmm15, $xmm14, implicit $mxcsr
    $xmm15 = MULSDrr $xmm15, $xmm1, implicit $mxcsr
    $xmm15 = SUBSDrr $xmm15, $xmm13, implicit $mxcsr
    $xmm15 = MULSDrr $xmm15, $xmm1, implicit $mxcsr
    $xmm15 = SUBSDrr $xmm15, $xmm12, implicit $mxcsr
    $xmm15 = MULSDrr $xmm15, $xmm1, implicit $mxcsr
    $xmm15 = SUBSDrr $xmm15, $xmm11, implicit $mxcsr
    $xmm15 = MULSDrr $xmm15, $xmm1, implicit $mxcsr
    $xmm15 = SUBSDrr $xmm15, $xmm10, implicit $mxcsr
    $xmm15 = MULSDrr $xmm15, $xmm1, implicit $mxcsr
    $xmm15 = SUBSDrr $xmm15, $xmm9, implicit $mxcsr
    $xmm15 = MULSDrr $xmm15, $xmm1, implicit $mxcsr
    $xmm15 = SUBSDrr $xmm15, $xmm8, implicit $mxcsr
    $xmm15 = MULSDrr $xmm15, $xmm1, implicit $mxcsr
    $xmm15 = SUBSDrr $xmm15, $xmm7, implicit $mxcsr
    $xmm15 = MULSDrr $xmm15, $xmm1, implicit $mxcsr
    $xmm15 = SUBSDrr $xmm15, $xmm6, implicit $mxcsr
    $xmm15 = MULSDrr $xmm15, $xmm1, implicit $mxcsr
    $xmm15 = SUBSDrr $xmm15, $xmm5, implicit $mxcsr
    $xmm15 = MULSDrr $xmm15, $xmm1, implicit $mxcsr
    $xmm15 = SUBSDrr $xmm15, $xmm4, implicit $mxcsr
    $xmm15 = MULSDrr $xmm15, $xmm1, implicit $mxcsr
    $xmm15 = SUBSDrr $xmm15, $xmm3, implicit $mxcsr
    $xmm15 = MULSDrr $xmm15, $xmm1, implicit $mxcsr
    $xmm15 = SUBSDrr $xmm15, $xmm2, implicit $mxcsr
    $xmm15 = MULSDrr $xmm15, $xmm1, implicit $mxcsr
    $xmm0 = MOVSDrm_alt %stack.5, 1, $noreg, 0, $noreg :: (load (s64) from %stack.5)
    $xmm15 = SUBSDrr $xmm15, $xmm0, implicit $mxcsr
    $xmm15 = MULSDrr $xmm15, $xmm1, implicit $mxcsr
    $xmm0 = MOVSDrm_alt %stack.4, 1, $noreg, 0, $noreg :: (load (s64) from %stack.4)
    $xmm15 = SUBSDrr $xmm15, $xmm0, implicit $mxcsr
    $xmm15 = MULSDrr $xmm15, $xmm1, implicit $mxcsr
    $xmm0 = MOVSDrm_alt %stack.3, 1, $noreg, 0, $noreg :: (load (s64) from %stack.3)
    $xmm15 = SUBSDrr $xmm15, $xmm0, implicit $mxcsr
    $xmm15 = MULSDrr $xmm15, $xmm1, implicit $mxcsr
    $xmm0 = MOVSDrm_alt %stack.2, 1, $noreg, 0, $noreg :: (load (s64) from %stack.2)
    $xmm15 = SUBSDrr $xmm15, $xmm0, implicit $mxcsr
    $xmm15 = MULSDrr $xmm15, $xmm1, implicit $mxcsr
    $xmm0 = MOVSDrm_alt %stack.1, 1, $noreg, 0, $noreg :: (load (s64) from %stack.1)
    $xmm15 = SUBSDrr $xmm15, $xmm0, implicit $mxcsr
    $xmm15 = MULSDrr $xmm15, $xmm1, implicit $mxcsr
    $xmm0 = MOVSDrm_alt %stack.0, 1, $noreg, 0, $noreg :: (load (s64) from %stack.0)
    $xmm15 = SUBSDrr $xmm15, $xmm0, implicit $mxcsr
    $xmm0 = COPY $xmm15
    RET 0, $xmm0
...
"""

GOLDEN["ra_mixed_pressure"] = """\
---
name: ra_mixed_pressure
alignment: 16
tracksRegLiveness: true
frameInfo:
  adjustsStack: true
  hasCalls: true
stack:
  - { id: 0, type: spill-slot, size: 8, alignment: 8 }
  - { id: 1, type: spill-slot, size: 8, alignment: 8 }
  - { id: 2, type: spill-slot, size: 8, alignment: 8 }
  - { id: 3, type: spill-slot, size: 8, alignment: 8 }
  - { id: 4, type: spill-slot, size: 8, alignment: 8 }
  - { id: 5, type: spill-slot, size: 8, alignment: 8 }
  - { id: 6, type: spill-slot, size: 8, alignment: 8 }
  - { id: 7, type: spill-slot, size: 8, alignment: 8 }
  - { id: 8, type: spill-slot, size: 8, alignment: 8 }
  - { id: 9, type: spill-slot, size: 8, alignment: 8 }
  - { id: 10, type: spill-slot, size: 16, alignment: 16 }
  - { id: 11, type: spill-slot, size: 16, alignment: 16 }
  - { id: 12, type: spill-slot, size: 8, alignment: 8 }
  - { id: 13, type: spill-slot, size: 8, alignment: 8 }
  - { id: 14, type: spill-slot, size: 8, alignment: 8 }
  - { id: 15, type: spill-slot, size: 8, alignment: 8 }
  - { id: 16, type: spill-slot, size: 8, alignment: 8 }
body: |
  bb.0:
    liveins: $rdi, $xmm0
    $xmm1 = COPY $xmm0
    $ebx = IMUL32rri $edi, 3, implicit-def dead $eflags
    $ebx = ADD32ri $ebx, 0, implicit-def dead $eflags
    $r12d = IMUL32rri $edi, 4, implicit-def dead $eflags
    $r12d = ADD32ri $r12d, 1, implicit-def dead $eflags
    $xmm2 = COPY $xmm1
    $xmm2 = ADDSDrr $xmm2, $xmm1, implicit $mxcsr
    $r13d = IMUL32rri $edi, 5, implicit-def dead $eflags
    $r13d = ADD32ri $r13d, 2, implicit-def dead $eflags
    $xmm3 = COPY $xmm2
    $xmm3 = ADDSDrr $xmm3, $xmm1, implicit $mxcsr
    $r14d = IMUL32rri $edi, 6, implicit-def dead $eflags
    $r14d = ADD32ri $r14d, 3, implicit-def dead $eflags
    $xmm4 = COPY $xmm3
    $xmm4 = ADDSDrr $xmm4, $xmm1, implicit $mxcsr
    $r15d = IMUL32rri $edi, 7, implicit-def dead $eflags
    $r15d = ADD32ri $r15d, 4, implicit-def dead $eflags
    $xmm5 = COPY $xmm4
    $xmm5 = ADDSDrr $xmm5, $xmm1, implicit $mxcsr
    $ebp = IMUL32rri $edi, 8, implicit-def dead $eflags
    $ebp = ADD32ri $ebp, 5, implicit-def dead $eflags
    $xmm6 = COPY $xmm5
    $xmm6 = ADDSDrr $xmm6, $xmm1, implicit $mxcsr
    $eax = IMUL32rri $edi, 9, implicit-def dead $eflags
    $eax = ADD32ri $eax, 6, implicit-def dead $eflags
    MOV32mr %stack.12, 1, $noreg, 0, $noreg, $eax :: (store (s32) into %stack.12)
    $xmm7 = COPY $xmm6
    $xmm7 = ADDSDrr $xmm7, $xmm1, implicit $mxcsr
    $eax = IMUL32rri $edi, 10, implicit-def dead $eflags
    $eax = ADD32ri $eax, 7, implicit-def dead $eflags
    MOV32mr %stack.13, 1, $noreg, 0, $noreg, $eax :: (store (s32) into %stack.13)
    $xmm8 = COPY $xmm7
    $xmm8 = ADDSDrr $xmm8, $xmm1, implicit $mxcsr
    $eax = IMUL32rri $edi, 11, implicit-def dead $eflags
    $eax = ADD32ri $eax, 8, implicit-def dead $eflags
    MOV32mr %stack.14, 1, $noreg, 0, $noreg, $eax :: (store (s32) into %stack.14)
    $xmm9 = COPY $xmm8
    $xmm9 = ADDSDrr $xmm9, $xmm1, implicit $mxcsr
    $eax = IMUL32rri $edi, 12, implicit-def dead $eflags
    $eax = ADD32ri $eax, 9, implicit-def dead $eflags
    MOV32mr %stack.15, 1, $noreg, 0, $noreg, $eax :: (store (s32) into %stack.15)
    $xmm10 = COPY $xmm9
    $xmm10 = ADDSDrr $xmm10, $xmm1, implicit $mxcsr
    $xmm11 = COPY $xmm3
    $xmm12 = COPY $xmm6
    ADJCALLSTACKDOWN64 0, 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
    $edi = COPY $r14d
    MOVSDmr %stack.0, 1, $noreg, 0, $noreg, $xmm1 :: (store (s64) into %stack.0)
    MOVSDmr %stack.1, 1, $noreg, 0, $noreg, $xmm2 :: (store (s64) into %stack.1)
    MOVSDmr %stack.2, 1, $noreg, 0, $noreg, $xmm3 :: (store (s64) into %stack.2)
    MOVSDmr %stack.3, 1, $noreg, 0, $noreg, $xmm4 :: (store (s64) into %stack.3)
    MOVSDmr %stack.4, 1, $noreg, 0, $noreg, $xmm5 :: (store (s64) into %stack.4)
    MOVSDmr %stack.5, 1, $noreg, 0, $noreg, $xmm6 :: (store (s64) into %stack.5)
    MOVSDmr %stack.6, 1, $noreg, 0, $noreg, $xmm7 :: (store (s64) into %stack.6)
    MOVSDmr %stack.7, 1, $noreg, 0, $noreg, $xmm8 :: (store (s64) into %stack.7)
    MOVSDmr %stack.8, 1, $noreg, 0, $noreg, $xmm9 :: (store (s64) into %stack.8)
    MOVSDmr %stack.9, 1, $noreg, 0, $noreg, $xmm10 :: (store (s64) into %stack.9)
    MOVAPSmr %stack.10, 1, $noreg, 0, $noreg, $xmm11 :: (store (s128) into %stack.10)
    MOVAPSmr %stack.11, 1, $noreg, 0, $noreg, $xmm12 :: (store (s128) into %stack.11)
    CALL64pcrel32 @ext_clobber, csr_64, implicit $rsp, implicit $ssp, implicit $edi, implicit-def $rsp, implicit-def $ssp, implicit-def $eax
    ADJCALLSTACKUP64 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
    MOV32mr %stack.16, 1, $noreg, 0, $noreg, $eax :: (store (s32) into %stack.16)
    $xmm1 = MOVSDrm_alt %stack.0, 1, $noreg, 0, $noreg :: (load (s64) from %stack.0)
    $xmm2 = MOVSDrm_alt %stack.1, 1, $noreg, 0, $noreg :: (load (s64) from %stack.1)
    $xmm3 = MOVSDrm_alt %stack.2, 1, $noreg, 0, $noreg :: (load (s64) from %stack.2)
    $xmm4 = MOVSDrm_alt %stack.3, 1, $noreg, 0, $noreg :: (load (s64) from %stack.3)
    $xmm5 = MOVSDrm_alt %stack.4, 1, $noreg, 0, $noreg :: (load (s64) from %stack.4)
    $xmm6 = MOVSDrm_alt %stack.5, 1, $noreg, 0, $noreg :: (load (s64) from %stack.5)
    $xmm7 = MOVSDrm_alt %stack.6, 1, $noreg, 0, $noreg :: (load (s64) from %stack.6)
    $xmm8 = MOVSDrm_alt %stack.7, 1, $noreg, 0, $noreg :: (load (s64) from %stack.7)
    $xmm9 = MOVSDrm_alt %stack.8, 1, $noreg, 0, $noreg :: (load (s64) from %stack.8)
    $xmm10 = MOVSDrm_alt %stack.9, 1, $noreg, 0, $noreg :: (load (s64) from %stack.9)
    $xmm11 = MOVAPSrm %stack.10, 1, $noreg, 0, $noreg :: (load (s128) from %stack.10)
    $xmm12 = MOVAPSrm %stack.11, 1, $noreg, 0, $noreg :: (load (s128) from %stack.11)
    ADJCALLSTACKDOWN64 0, 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
    $xmm0 = COPY $xmm5
    CALL64pcrel32 @ext_fclobber, csr_64, implicit $rsp, implicit $ssp, implicit $xmm0, implicit-def $rsp, implicit-def $ssp, implicit-def $xmm0
    ADJCALLSTACKUP64 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
    $xmm1 = MOVSDrm_alt %stack.0, 1, $noreg, 0, $noreg :: (load (s64) from %stack.0)
    $xmm2 = MOVSDrm_alt %stack.1, 1, $noreg, 0, $noreg :: (load (s64) from %stack.1)
    $xmm3 = MOVSDrm_alt %stack.2, 1, $noreg, 0, $noreg :: (load (s64) from %stack.2)
    $xmm4 = MOVSDrm_alt %stack.3, 1, $noreg, 0, $noreg :: (load (s64) from %stack.3)
    $xmm5 = MOVSDrm_alt %stack.4, 1, $noreg, 0, $noreg :: (load (s64) from %stack.4)
    $xmm6 = MOVSDrm_alt %stack.5, 1, $noreg, 0, $noreg :: (load (s64) from %stack.5)
    $xmm7 = MOVSDrm_alt %stack.6, 1, $noreg, 0, $noreg :: (load (s64) from %stack.6)
    $xmm8 = MOVSDrm_alt %stack.7, 1, $noreg, 0, $noreg :: (load (s64) from %stack.7)
    $xmm9 = MOVSDrm_alt %stack.8, 1, $noreg, 0, $noreg :: (load (s64) from %stack.8)
    $xmm10 = MOVSDrm_alt %stack.9, 1, $noreg, 0, $noreg :: (load (s64) from %stack.9)
    $xmm11 = MOVAPSrm %stack.10, 1, $noreg, 0, $noreg :: (load (s128) from %stack.10)
    $xmm12 = MOVAPSrm %stack.11, 1, $noreg, 0, $noreg :: (load (s128) from %stack.11)
    $xmm13 = CVTSI2SDrr $ebx
    $xmm0 = ADDSDrr $xmm0, $xmm13, implicit $mxcsr
    $xmm0 = MULSDrr $xmm0, $xmm1, implicit $mxcsr
    $xmm1 = CVTSI2SDrr $r12d
    $xmm0 = ADDSDrr $xmm0, $xmm1, implicit $mxcsr
    $xmm0 = MULSDrr $xmm0, $xmm2, implicit $mxcsr
    $xmm1 = CVTSI2SDrr $r13d
    $xmm0 = ADDSDrr $xmm0, $xmm1, implicit $mxcsr
    $xmm0 = MULSDrr $xmm0, $xmm3, implicit $mxcsr
    $xmm1 = CVTSI2SDrr $r14d
    $xmm0 = ADDSDrr $xmm0, $xmm1, implicit $mxcsr
    $xmm0 = MULSDrr $xmm0, $xmm4, implicit $mxcsr
    $xmm1 = CVTSI2SDrr $r15d
    $xmm0 = ADDSDrr $xmm0, $xmm1, implicit $mxcsr
    $xmm0 = MULSDrr $xmm0, $xmm5, implicit $mxcsr
    $xmm1 = CVTSI2SDrr $ebp
    $xmm0 = ADDSDrr $xmm0, $xmm1, implicit $mxcsr
    $xmm0 = MULSDrr $xmm0, $xmm6, implicit $mxcsr
    $eax = MOV32rm %stack.12, 1, $noreg, 0, $noreg :: (load (s32) from %stack.12)
    $xmm1 = CVTSI2SDrr $eax
    $xmm0 = ADDSDrr $xmm0, $xmm1, implicit $mxcsr
    $xmm0 = MULSDrr $xmm0, $xmm7, implicit $mxcsr
    $eax = MOV32rm %stack.13, 1, $noreg, 0, $noreg :: (load (s32) from %stack.13)
    $xmm1 = CVTSI2SDrr $eax
    $xmm0 = ADDSDrr $xmm0, $xmm1, implicit $mxcsr
    $xmm0 = MULSDrr $xmm0, $xmm8, implicit $mxcsr
    $eax = MOV32rm %stack.14, 1, $noreg, 0, $noreg :: (load (s32) from %stack.14)
    $xmm1 = CVTSI2SDrr $eax
    $xmm0 = ADDSDrr $xmm0, $xmm1, implicit $mxcsr
    $xmm0 = MULSDrr $xmm0, $xmm9, implicit $mxcsr
    $eax = MOV32rm %stack.15, 1, $noreg, 0, $noreg :: (load (s32) from %stack.15)
    $xmm1 = CVTSI2SDrr $eax
    $xmm0 = ADDSDrr $xmm0, $xmm1, implicit $mxcsr
    $xmm0 = MULSDrr $xmm0, $xmm10, implicit $mxcsr
    $eax = MOV32rm %stack.16, 1, $noreg, 0, $noreg :: (load (s32) from %stack.16)
    $xmm1 = CVTSI2SDrr $eax
    $xmm0 = ADDSDrr $xmm0, $xmm1, implicit $mxcsr
    $xmm0 = SUBSDrr $xmm0, $xmm11, implicit $mxcsr
    $xmm0 = ADDSDrr $xmm0, $xmm12, implicit $mxcsr
    RET 0, $xmm0
...
"""

GOLDEN["ra_float_phi"] = """\
---
name: ra_float_phi
alignment: 16
tracksRegLiveness: true
constants:
  - id: 0
    value: 'double 0x3FE0000000000000'
    alignment: 8
body: |
  bb.0:
    successors: %bb.1
    liveins: $rdi, $xmm0, $xmm1
    $xmm2 = CVTSD2SSrr $xmm0, implicit $mxcsr
    $xmm3 = CVTSD2SSrr $xmm1, implicit $mxcsr
    $xmm4 = COPY $xmm0
    $xmm5 = COPY $xmm1
    JMP_1 %bb.1

  bb.3:
    successors: %bb.1
    liveins: $rdi, $xmm0, $xmm1, $xmm2, $xmm5, $xmm6, $xmm7
    $xmm4 = COPY $xmm5
    $xmm5 = COPY $xmm6
    $xmm3 = COPY $xmm2
    $xmm2 = COPY $xmm7
    $xmm6 = COPY $xmm0
    $xmm0 = COPY $xmm1
    $xmm1 = COPY $xmm6

  bb.1:
    successors: %bb.3, %bb.2
    liveins: $rdi, $xmm0, $xmm1, $xmm2, $xmm3, $xmm4, $xmm5
    $xmm6 = COPY $xmm4
    $xmm6 = ADDSDrr $xmm6, $xmm5, implicit $mxcsr
    $xmm7 = COPY $xmm3
    $xmm7 = ADDSSrr $xmm7, $xmm2, implicit $mxcsr
    $edi = SUB32ri $edi, 1, implicit-def $eflags
    JCC_1 %bb.3, 15, implicit $eflags

  bb.2:
    liveins: $xmm0, $xmm1, $xmm2, $xmm5, $xmm6, $xmm7
    $xmm1 = SUBSDrr $xmm1, $xmm0, implicit $mxcsr
    $xmm0 = MOVSDrm_alt $rip, 1, $noreg, %const.0, $noreg :: (load (s64) from constant-pool)
    $xmm5 = MULSDrr $xmm5, $xmm0, implicit $mxcsr
    $xmm1 = ADDSDrr $xmm1, $xmm5, implicit $mxcsr
    $xmm0 = CVTSS2SDrr $xmm7, implicit $mxcsr
    $xmm1 = ADDSDrr $xmm1, $xmm0, implicit $mxcsr
    $xmm1 = SUBSDrr $xmm1, $xmm6, implicit $mxcsr
    $xmm0 = CVTSS2SDrr $xmm2, implicit $mxcsr
    $xmm1 = ADDSDrr $xmm1, $xmm0, implicit $mxcsr
    $xmm0 = COPY $xmm1
    RET 0, $xmm0
...
"""

GOLDEN["ra_indirect_call"] = """\
---
name: ra_indirect_call
alignment: 16
tracksRegLiveness: true
frameInfo:
  adjustsStack: true
  hasCalls: true
body: |
  bb.0:
    liveins: $rdi, $rsi
    $rbx = COPY $rdi
    $r12d = COPY $esi
    ADJCALLSTACKDOWN64 0, 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
    $edi = COPY $r12d
    CALL64r $rbx, csr_64, implicit $rsp, implicit $ssp, implicit $edi, implicit-def $rsp, implicit-def $ssp, implicit-def $eax
    ADJCALLSTACKUP64 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
    $eax = ADD32rr $eax, $r12d, implicit-def dead $eflags
    ADJCALLSTACKDOWN64 0, 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
    $edi = COPY $eax
    CALL64r $rbx, csr_64, implicit $rsp, implicit $ssp, implicit $edi, implicit-def $rsp, implicit-def $ssp, implicit-def $eax
    ADJCALLSTACKUP64 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
    $eax = IMUL32rr $eax, $r12d, implicit-def dead $eflags
    RET 0, $eax
...
"""

GOLDEN["ra_tail_di"] = """\
---
name: ra_tail_di
alignment: 16
tracksRegLiveness: true
body: |
  bb.0:
    successors: %bb.1, %bb.2
    liveins: $rdi, $rsi
    $eax = COPY $edi
    $eax = IMUL32rr $eax, $esi, implicit-def dead $eflags
    CMP32rr $edi, $esi, implicit-def $eflags
    JCC_1 %bb.2, 12, implicit $eflags

  bb.1:
    liveins: $rax, $rdi
    $eax = ADD32rr $eax, $edi, implicit-def dead $eflags
    $edi = COPY $eax
    TCRETURNdi64 @ext_clobber, 0, csr_64, implicit $rsp, implicit $ssp, implicit $edi

  bb.2:
    liveins: $rax
    RET 0, $eax
...
"""

GOLDEN["ra_tail_float"] = """\
---
name: ra_tail_float
alignment: 16
tracksRegLiveness: true
frameInfo:
  adjustsStack: true
  hasCalls: true
stack:
  - { id: 0, type: spill-slot, size: 8, alignment: 8 }
body: |
  bb.0:
    liveins: $xmm0
    $xmm1 = COPY $xmm0
    ADJCALLSTACKDOWN64 0, 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
    $xmm0 = COPY $xmm1
    MOVSDmr %stack.0, 1, $noreg, 0, $noreg, $xmm1 :: (store (s64) into %stack.0)
    CALL64pcrel32 @ext_fclobber, csr_64, implicit $rsp, implicit $ssp, implicit $xmm0, implicit-def $rsp, implicit-def $ssp, implicit-def $xmm0
    ADJCALLSTACKUP64 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
    $xmm1 = MOVSDrm_alt %stack.0, 1, $noreg, 0, $noreg :: (load (s64) from %stack.0)
    $xmm0 = MULSDrr $xmm0, $xmm1, implicit $mxcsr
    TCRETURNdi64 @ext_fclobber, 0, csr_64, implicit $rsp, implicit $ssp, implicit $xmm0
...
"""

GOLDEN["ra_tail_ri"] = """\
---
name: ra_tail_ri
alignment: 16
tracksRegLiveness: true
frameInfo:
  adjustsStack: true
  hasCalls: true
stack:
  - { id: 0, type: spill-slot, size: 8, alignment: 8 }
body: |
  bb.0:
    liveins: $rdi, $rsi
    MOV64mr %stack.0, 1, $noreg, 0, $noreg, $rdi :: (store (s64) into %stack.0)
    $ebx = COPY $esi
    ADJCALLSTACKDOWN64 0, 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
    $edi = COPY $ebx
    CALL64pcrel32 @ext_clobber, csr_64, implicit $rsp, implicit $ssp, implicit $edi, implicit-def $rsp, implicit-def $ssp, implicit-def $eax
    ADJCALLSTACKUP64 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
    $esi = LEA64_32r $rbx, 1, $noreg, 1, $noreg
    $edx = LEA64_32r $rbx, 1, $noreg, 2, $noreg
    $ecx = LEA64_32r $rbx, 1, $noreg, 3, $noreg
    $r9d = LEA64_32r $rbx, 1, $noreg, 5, $noreg
    $edi = COPY $ebx
    $r8d = COPY $eax
    $rax = MOV64rm %stack.0, 1, $noreg, 0, $noreg :: (load (s64) from %stack.0)
    TCRETURNri64 $rax, 0, csr_64, implicit $rsp, implicit $ssp, implicit $edi, implicit $esi, implicit $edx, implicit $ecx, implicit $r8d, implicit $r9d
...
"""

GOLDEN["ra_stack_lea"] = """\
---
name: ra_stack_lea
alignment: 16
tracksRegLiveness: true
frameInfo:
  adjustsStack: true
  hasCalls: true
stack:
  - { id: 0, size: 16, alignment: 8 }
  - { id: 1, type: spill-slot, size: 8, alignment: 8 }
  - { id: 2, type: spill-slot, size: 8, alignment: 8 }
  - { id: 3, type: spill-slot, size: 8, alignment: 8 }
  - { id: 4, type: spill-slot, size: 8, alignment: 8 }
  - { id: 5, type: spill-slot, size: 8, alignment: 8 }
  - { id: 6, type: spill-slot, size: 8, alignment: 8 }
  - { id: 7, type: spill-slot, size: 8, alignment: 8 }
body: |
  bb.0:
    liveins: $rdi, $rsi
    $ebx = COPY $edi
    $r12d = COPY $esi
    MOV32mr %stack.0, 1, $noreg, 0, $noreg, $ebx :: (store (s32) into %stack.0)
    $r13 = LEA64r %stack.0, 1, $noreg, 0, $noreg
    MOV32mr $r13, 1, $noreg, 4, $noreg, $r12d :: (store (s32) into %stack.0 + 4)
    MOV32mi $r13, 1, $noreg, 12, $noreg, 0 :: (store (s32) into %stack.0 + 12)
    ADJCALLSTACKDOWN64 0, 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
    $edi = COPY $ebx
    CALL64pcrel32 @ext_clobber, csr_64, implicit $rsp, implicit $ssp, implicit $edi, implicit-def $rsp, implicit-def $ssp, implicit-def $eax
    ADJCALLSTACKUP64 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
    MOV32mr $r13, 1, $noreg, 8, $noreg, $eax :: (store (s32) into %stack.0 + 8)
    $eax = IMUL32rri $ebx, 2, implicit-def dead $eflags
    $eax = ADD32rr $eax, $r12d, implicit-def dead $eflags
    $ecx = IMUL32rri $ebx, 3, implicit-def dead $eflags
    $ecx = ADD32rr $ecx, $r12d, implicit-def dead $eflags
    $edx = IMUL32rri $ebx, 4, implicit-def dead $eflags
    $edx = ADD32rr $edx, $r12d, implicit-def dead $eflags
    $esi = IMUL32rri $ebx, 5, implicit-def dead $eflags
    $esi = ADD32rr $esi, $r12d, implicit-def dead $eflags
    $edi = IMUL32rri $ebx, 6, implicit-def dead $eflags
    $edi = ADD32rr $edi, $r12d, implicit-def dead $eflags
    $r8d = IMUL32rri $ebx, 7, implicit-def dead $eflags
    $r8d = ADD32rr $r8d, $r12d, implicit-def dead $eflags
    $r9d = IMUL32rri $ebx, 8, implicit-def dead $eflags
    $r9d = ADD32rr $r9d, $r12d, implicit-def dead $eflags
    $r10d = IMUL32rri $ebx, 9, implicit-def dead $eflags
    $r10d = ADD32rr $r10d, $r12d, implicit-def dead $eflags
    $r11d = IMUL32rri $ebx, 10, implicit-def dead $eflags
    $r11d = ADD32rr $r11d, $r12d, implicit-def dead $eflags
    $r14d = IMUL32rri $ebx, 11, implicit-def dead $eflags
    $r14d = ADD32rr $r14d, $r12d, implicit-def dead $eflags
    $r15d = IMUL32rri $ebx, 12, implicit-def dead $eflags
    $r15d = ADD32rr $r15d, $r12d, implicit-def dead $eflags
    $ebp = IMUL32rri $ebx, 13, implicit-def dead $eflags
    $ebp = ADD32rr $ebp, $r12d, implicit-def dead $eflags
    MOV32mr %stack.7, 1, $noreg, 0, $noreg, $ebp :: (store (s32) into %stack.7)
    $ebp = IMUL32rri $ebx, 14, implicit-def dead $eflags
    $ebp = ADD32rr $ebp, $r12d, implicit-def dead $eflags
    MOV32mr %stack.4, 1, $noreg, 0, $noreg, $ebp :: (store (s32) into %stack.4)
    $ebp = IMUL32rri $ebx, 15, implicit-def dead $eflags
    $ebp = ADD32rr $ebp, $r12d, implicit-def dead $eflags
    MOV32mr %stack.5, 1, $noreg, 0, $noreg, $ebp :: (store (s32) into %stack.5)
    $ebp = IMUL32rri $ebx, 16, implicit-def dead $eflags
    $ebp = ADD32rr $ebp, $r12d, implicit-def dead $eflags
    MOV32mr %stack.6, 1, $noreg, 0, $noreg, $ebp :: (store (s32) into %stack.6)
    $ebx = IMUL32rri $ebx, 17, implicit-def dead $eflags
    $ebx = ADD32rr $ebx, $r12d, implicit-def dead $eflags
    $ebp = MOV32rm %stack.0, 1, $noreg, 4, $noreg :: (load (s32) from %stack.0 + 4)
    MOV32mr %stack.1, 1, $noreg, 0, $noreg, $ebp :: (store (s32) into %stack.1)
    $r13d = MOV32rm $r13, 1, $noreg, 8, $noreg :: (load (s32) from %stack.0 + 8)
    $ebp = MOV32rm %stack.0, 1, $noreg, 0, $noreg :: (load (s32) from %stack.0)
    $r12d = AND32ri $r12d, 3, implicit-def dead $eflags
    $r12 = MOVSX64rr32 $r12d
    $r12d = MOV32rm %stack.0, 4, $r12, 0, $noreg :: (load (s32))
    MOV32mr %stack.3, 1, $noreg, 0, $noreg, $r12d :: (store (s32) into %stack.3)
    $r12d = MOV32rm %stack.1, 1, $noreg, 0, $noreg :: (load (s32) from %stack.1)
    $r12d = IMUL32rri $r12d, 1000, implicit-def dead $eflags
    $r13d = IMUL32rri $r13d, 10, implicit-def dead $eflags
    $r12d = ADD32rr $r12d, $r13d, implicit-def dead $eflags
    $r13d = COPY $ebp
    $r12d = ADD32rr $r12d, $r13d, implicit-def dead $eflags
    $r13d = MOV32rm %stack.3, 1, $noreg, 0, $noreg :: (load (s32) from %stack.3)
    $r12d = ADD32rr $r12d, $r13d, implicit-def dead $eflags
    $eax = IMUL32rri $eax, 1, implicit-def dead $eflags
    $r12d = ADD32rr $r12d, $eax, implicit-def dead $eflags
    $eax = IMUL32rri $ecx, 2, implicit-def dead $eflags
    $r12d = ADD32rr $r12d, $eax, implicit-def dead $eflags
    $eax = IMUL32rri $edx, 3, implicit-def dead $eflags
    $r12d = ADD32rr $r12d, $eax, implicit-def dead $eflags
    $eax = IMUL32rri $esi, 4, implicit-def dead $eflags
    $r12d = ADD32rr $r12d, $eax, implicit-def dead $eflags
    $eax = IMUL32rri $edi, 5, implicit-def dead $eflags
    $r12d = ADD32rr $r12d, $eax, implicit-def dead $eflags
    $eax = IMUL32rri $r8d, 6, implicit-def dead $eflags
    $r12d = ADD32rr $r12d, $eax, implicit-def dead $eflags
    $eax = IMUL32rri $r9d, 7, implicit-def dead $eflags
    $r12d = ADD32rr $r12d, $eax, implicit-def dead $eflags
    $eax = IMUL32rri $r10d, 8, implicit-def dead $eflags
    $r12d = ADD32rr $r12d, $eax, implicit-def dead $eflags
    $eax = IMUL32rri $r11d, 9, implicit-def dead $eflags
    $r12d = ADD32rr $r12d, $eax, implicit-def dead $eflags
    $eax = IMUL32rri $r14d, 10, implicit-def dead $eflags
    $r12d = ADD32rr $r12d, $eax, implicit-def dead $eflags
    $eax = IMUL32rri $r15d, 11, implicit-def dead $eflags
    $r12d = ADD32rr $r12d, $eax, implicit-def dead $eflags
    $eax = MOV32rm %stack.7, 1, $noreg, 0, $noreg :: (load (s32) from %stack.7)
    $eax = IMUL32rri $eax, 12, implicit-def dead $eflags
    $r12d = ADD32rr $r12d, $eax, implicit-def dead $eflags
    $eax = MOV32rm %stack.4, 1, $noreg, 0, $noreg :: (load (s32) from %stack.4)
    $eax = IMUL32rri $eax, 13, implicit-def dead $eflags
    $r12d = ADD32rr $r12d, $eax, implicit-def dead $eflags
    $eax = MOV32rm %stack.5, 1, $noreg, 0, $noreg :: (load (s32) from %stack.5)
    $eax = IMUL32rri $eax, 14, implicit-def dead $eflags
    $r12d = ADD32rr $r12d, $eax, implicit-def dead $eflags
    $eax = MOV32rm %stack.6, 1, $noreg, 0, $noreg :: (load (s32) from %stack.6)
    $eax = IMUL32rri $eax, 15, implicit-def dead $eflags
    $r12d = ADD32rr $r12d, $eax, implicit-def dead $eflags
    $eax = IMUL32rri $ebx, 16, implicit-def dead $eflags
    $r12d = ADD32rr $r12d, $eax, implicit-def dead $eflags
    $eax = COPY $r12d
    RET 0, $eax
...
"""

GOLDEN["ra_varsized"] = """\
---
name: ra_varsized
alignment: 16
tracksRegLiveness: true
frameInfo:
  adjustsStack: true
  hasCalls: true
stack:
  - { id: 0, type: variable-sized, alignment: 1 }
body: |
  bb.0:
    successors: %bb.1
    liveins: $rdi, $rsi
    $ebx = COPY $edi
    $rax = MOVSX64rr32 $ebx
    $rax = LEA64r $noreg, 4, $rax, 15, $noreg
    $rax = AND64ri32 $rax, -16, implicit-def dead $eflags
    ADJCALLSTACKDOWN64 0, 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
    $r12 = COPY $rsp
    $r12 = SUB64rr $r12, $rax, implicit-def dead $eflags
    $rsp = COPY $r12
    ADJCALLSTACKUP64 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
    $eax = MOV32r0 implicit-def dead $eflags
    JMP_1 %bb.1

  bb.5:
    successors: %bb.1
    liveins: $r12, $rax, $rbx, $rsi

  bb.1:
    successors: %bb.5, %bb.2
    liveins: $r12, $rax, $rbx, $rsi
    $rcx = MOVSX64rr32 $eax
    $edx = COPY $eax
    $edx = IMUL32rr $edx, $esi, implicit-def dead $eflags
    $edx = ADD32ri $edx, 1, implicit-def dead $eflags
    MOV32mr $r12, 4, $rcx, 0, $noreg, $edx :: (store (s32))
    $eax = ADD32ri $eax, 1, implicit-def dead $eflags
    CMP32rr $eax, $ebx, implicit-def $eflags
    JCC_1 %bb.5, 12, implicit $eflags

  bb.2:
    successors: %bb.3
    liveins: $r12, $rbx
    ADJCALLSTACKDOWN64 0, 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
    $edi = COPY $ebx
    CALL64pcrel32 @ext_clobber, csr_64, implicit $rsp, implicit $ssp, implicit $edi, implicit-def $rsp, implicit-def $ssp, implicit-def $eax
    ADJCALLSTACKUP64 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
    $ecx = MOV32r0 implicit-def dead $eflags
    JMP_1 %bb.3

  bb.6:
    successors: %bb.3
    liveins: $r12, $rax, $rbx, $rcx

  bb.3:
    successors: %bb.6, %bb.4
    liveins: $r12, $rax, $rbx, $rcx
    $rdx = MOVSX64rr32 $ecx
    $edx = MOV32rm $r12, 4, $rdx, 0, $noreg :: (load (s32))
    $eax = ADD32rr $eax, $edx, implicit-def dead $eflags
    $ecx = ADD32ri $ecx, 1, implicit-def dead $eflags
    CMP32rr $ecx, $ebx, implicit-def $eflags
    JCC_1 %bb.6, 12, implicit $eflags

  bb.4:
    liveins: $rax
    RET 0, $eax
...
"""

GOLDEN["ra_split_loop"] = """\
---
name: ra_split_loop
alignment: 16
tracksRegLiveness: true
frameInfo:
  adjustsStack: true
  hasCalls: true
stack:
  - { id: 0, type: spill-slot, size: 8, alignment: 8 }
  - { id: 1, type: spill-slot, size: 8, alignment: 8 }
  - { id: 2, type: spill-slot, size: 8, alignment: 8 }
body: |
  bb.0:
    successors: %bb.1
    liveins: $rdi, $rsi
    $ebx = COPY $esi
    $r12d = LEA64_32r $rdi, 1, $noreg, 1, $noreg
    $r13d = LEA64_32r $rdi, 1, $noreg, 8, $noreg
    $r14d = LEA64_32r $rdi, 1, $noreg, 15, $noreg
    $r15d = LEA64_32r $rdi, 1, $noreg, 22, $noreg
    $ebp = LEA64_32r $rdi, 1, $noreg, 29, $noreg
    $eax = LEA64_32r $rdi, 1, $noreg, 36, $noreg
    MOV32mr %stack.0, 1, $noreg, 0, $noreg, $eax :: (store (s32) into %stack.0)
    $eax = LEA64_32r $rdi, 1, $noreg, 43, $noreg
    MOV32mr %stack.1, 1, $noreg, 0, $noreg, $eax :: (store (s32) into %stack.1)
    $eax = LEA64_32r $rdi, 1, $noreg, 50, $noreg
    MOV32mr %stack.2, 1, $noreg, 0, $noreg, $eax :: (store (s32) into %stack.2)
    ADJCALLSTACKDOWN64 0, 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
    CALL64pcrel32 @ext_clobber, csr_64, implicit $rsp, implicit $ssp, implicit $edi, implicit-def $rsp, implicit-def $ssp, implicit-def $eax
    ADJCALLSTACKUP64 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
    $ecx = MOV32rm %stack.0, 1, $noreg, 0, $noreg :: (load (s32) from %stack.0)
    $edx = MOV32rm %stack.1, 1, $noreg, 0, $noreg :: (load (s32) from %stack.1)
    $esi = MOV32rm %stack.2, 1, $noreg, 0, $noreg :: (load (s32) from %stack.2)
    JMP_1 %bb.1

  bb.3:
    successors: %bb.1
    liveins: $r12, $r13, $r14, $r15, $rax, $rbp, $rbx, $rcx, $rdx, $rsi

  bb.1:
    successors: %bb.3, %bb.2
    liveins: $r12, $r13, $r14, $r15, $rax, $rbp, $rbx, $rcx, $rdx, $rsi
    $eax = ADD32rr $eax, $r12d, implicit-def dead $eflags
    $eax = ADD32rr $eax, $r13d, implicit-def dead $eflags
    $eax = ADD32rr $eax, $r14d, implicit-def dead $eflags
    $eax = ADD32rr $eax, $r15d, implicit-def dead $eflags
    $eax = ADD32rr $eax, $ebp, implicit-def dead $eflags
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    $eax = ADD32rr $eax, $edx, implicit-def dead $eflags
    $eax = ADD32rr $eax, $esi, implicit-def dead $eflags
    $ebx = SUB32ri $ebx, 1, implicit-def $eflags
    JCC_1 %bb.3, 15, implicit $eflags

  bb.2:
    liveins: $r12, $r13, $r14, $r15, $rax, $rbp
    ADJCALLSTACKDOWN64 0, 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
    $edi = COPY $eax
    CALL64pcrel32 @ext_clobber, csr_64, implicit $rsp, implicit $ssp, implicit $edi, implicit-def $rsp, implicit-def $ssp, implicit-def $eax
    ADJCALLSTACKUP64 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
    $ecx = IMUL32rri $r12d, 2, implicit-def dead $eflags
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    $ecx = IMUL32rri $r13d, 3, implicit-def dead $eflags
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    $ecx = IMUL32rri $r14d, 4, implicit-def dead $eflags
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    $ecx = IMUL32rri $r15d, 5, implicit-def dead $eflags
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    $ecx = IMUL32rri $ebp, 6, implicit-def dead $eflags
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    $ecx = MOV32rm %stack.0, 1, $noreg, 0, $noreg :: (load (s32) from %stack.0)
    $ecx = IMUL32rri $ecx, 7, implicit-def dead $eflags
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    $ecx = MOV32rm %stack.1, 1, $noreg, 0, $noreg :: (load (s32) from %stack.1)
    $ecx = IMUL32rri $ecx, 8, implicit-def dead $eflags
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    $ecx = MOV32rm %stack.2, 1, $noreg, 0, $noreg :: (load (s32) from %stack.2)
    $ecx = IMUL32rri $ecx, 9, implicit-def dead $eflags
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    RET 0, $eax
...
"""

GOLDEN["ra_split_loop_written"] = """\
---
name: ra_split_loop_written
alignment: 16
tracksRegLiveness: true
frameInfo:
  adjustsStack: true
  hasCalls: true
stack:
  - { id: 0, type: spill-slot, size: 8, alignment: 8 }
  - { id: 1, type: spill-slot, size: 8, alignment: 8 }
  - { id: 2, type: spill-slot, size: 8, alignment: 8 }
body: |
  bb.0:
    successors: %bb.1
    liveins: $rdi, $rsi
    MOV32mr %stack.2, 1, $noreg, 0, $noreg, $esi :: (store (s32) into %stack.2)
    $ebx = LEA64_32r $rdi, 1, $noreg, 1, $noreg
    $r12d = LEA64_32r $rdi, 1, $noreg, 8, $noreg
    $r13d = LEA64_32r $rdi, 1, $noreg, 15, $noreg
    $r14d = LEA64_32r $rdi, 1, $noreg, 22, $noreg
    $r15d = LEA64_32r $rdi, 1, $noreg, 29, $noreg
    $ebp = LEA64_32r $rdi, 1, $noreg, 36, $noreg
    $eax = LEA64_32r $rdi, 1, $noreg, 43, $noreg
    MOV32mr %stack.0, 1, $noreg, 0, $noreg, $eax :: (store (s32) into %stack.0)
    $eax = LEA64_32r $rdi, 1, $noreg, 50, $noreg
    MOV32mr %stack.1, 1, $noreg, 0, $noreg, $eax :: (store (s32) into %stack.1)
    ADJCALLSTACKDOWN64 0, 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
    CALL64pcrel32 @ext_clobber, csr_64, implicit $rsp, implicit $ssp, implicit $edi, implicit-def $rsp, implicit-def $ssp, implicit-def $eax
    ADJCALLSTACKUP64 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
    $ecx = MOV32rm %stack.0, 1, $noreg, 0, $noreg :: (load (s32) from %stack.0)
    $edx = MOV32rm %stack.1, 1, $noreg, 0, $noreg :: (load (s32) from %stack.1)
    $esi = MOV32rm %stack.2, 1, $noreg, 0, $noreg :: (load (s32) from %stack.2)
    JMP_1 %bb.1

  bb.3:
    successors: %bb.1
    liveins: $r12, $r13, $r14, $r15, $rax, $rbp, $rbx, $rcx, $rdx, $rsi

  bb.1:
    successors: %bb.3, %bb.2
    liveins: $r12, $r13, $r14, $r15, $rax, $rbp, $rbx, $rcx, $rdx, $rsi
    $eax = ADD32rr $eax, $ebx, implicit-def dead $eflags
    $eax = ADD32rr $eax, $r12d, implicit-def dead $eflags
    $eax = ADD32rr $eax, $r13d, implicit-def dead $eflags
    $eax = ADD32rr $eax, $r14d, implicit-def dead $eflags
    $eax = ADD32rr $eax, $r15d, implicit-def dead $eflags
    $eax = ADD32rr $eax, $ebp, implicit-def dead $eflags
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    $eax = ADD32rr $eax, $edx, implicit-def dead $eflags
    $ebx = ADD32ri $ebx, 1, implicit-def dead $eflags
    $r12d = ADD32ri $r12d, 2, implicit-def dead $eflags
    $r13d = ADD32ri $r13d, 3, implicit-def dead $eflags
    $r14d = ADD32ri $r14d, 4, implicit-def dead $eflags
    $r15d = ADD32ri $r15d, 5, implicit-def dead $eflags
    $ebp = ADD32ri $ebp, 6, implicit-def dead $eflags
    $ecx = ADD32ri $ecx, 7, implicit-def dead $eflags
    $edx = ADD32ri $edx, 8, implicit-def dead $eflags
    $esi = SUB32ri $esi, 1, implicit-def $eflags
    JCC_1 %bb.3, 15, implicit $eflags

  bb.2:
    liveins: $r12, $r13, $r14, $r15, $rax, $rbp, $rbx, $rcx, $rdx
    MOV32mr %stack.1, 1, $noreg, 0, $noreg, $edx :: (store (s32) into %stack.1)
    MOV32mr %stack.0, 1, $noreg, 0, $noreg, $ecx :: (store (s32) into %stack.0)
    ADJCALLSTACKDOWN64 0, 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
    $edi = COPY $eax
    CALL64pcrel32 @ext_clobber, csr_64, implicit $rsp, implicit $ssp, implicit $edi, implicit-def $rsp, implicit-def $ssp, implicit-def $eax
    ADJCALLSTACKUP64 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
    $ecx = IMUL32rri $ebx, 2, implicit-def dead $eflags
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    $ecx = IMUL32rri $r12d, 3, implicit-def dead $eflags
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    $ecx = IMUL32rri $r13d, 4, implicit-def dead $eflags
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    $ecx = IMUL32rri $r14d, 5, implicit-def dead $eflags
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    $ecx = IMUL32rri $r15d, 6, implicit-def dead $eflags
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    $ecx = IMUL32rri $ebp, 7, implicit-def dead $eflags
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    $ecx = MOV32rm %stack.0, 1, $noreg, 0, $noreg :: (load (s32) from %stack.0)
    $ecx = IMUL32rri $ecx, 8, implicit-def dead $eflags
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    $ecx = MOV32rm %stack.1, 1, $noreg, 0, $noreg :: (load (s32) from %stack.1)
    $ecx = IMUL32rri $ecx, 9, implicit-def dead $eflags
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    RET 0, $eax
...
"""

GOLDEN["ra_split_loop_guarded"] = """\
---
name: ra_split_loop_guarded
alignment: 16
tracksRegLiveness: true
frameInfo:
  adjustsStack: true
  hasCalls: true
stack:
  - { id: 0, type: spill-slot, size: 8, alignment: 8 }
  - { id: 1, type: spill-slot, size: 8, alignment: 8 }
  - { id: 2, type: spill-slot, size: 8, alignment: 8 }
body: |
  bb.0:
    successors: %bb.3, %bb.4
    liveins: $rdi, $rsi
    $ebx = COPY $esi
    $r12d = LEA64_32r $rdi, 1, $noreg, 1, $noreg
    $r13d = LEA64_32r $rdi, 1, $noreg, 8, $noreg
    $r14d = LEA64_32r $rdi, 1, $noreg, 15, $noreg
    $r15d = LEA64_32r $rdi, 1, $noreg, 22, $noreg
    $ebp = LEA64_32r $rdi, 1, $noreg, 29, $noreg
    $eax = LEA64_32r $rdi, 1, $noreg, 36, $noreg
    MOV32mr %stack.0, 1, $noreg, 0, $noreg, $eax :: (store (s32) into %stack.0)
    $eax = LEA64_32r $rdi, 1, $noreg, 43, $noreg
    MOV32mr %stack.1, 1, $noreg, 0, $noreg, $eax :: (store (s32) into %stack.1)
    $eax = LEA64_32r $rdi, 1, $noreg, 50, $noreg
    MOV32mr %stack.2, 1, $noreg, 0, $noreg, $eax :: (store (s32) into %stack.2)
    ADJCALLSTACKDOWN64 0, 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
    CALL64pcrel32 @ext_clobber, csr_64, implicit $rsp, implicit $ssp, implicit $edi, implicit-def $rsp, implicit-def $ssp, implicit-def $eax
    ADJCALLSTACKUP64 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
    TEST32rr $ebx, $ebx, implicit-def $eflags
    JCC_1 %bb.4, 14, implicit $eflags

  bb.3:
    successors: %bb.1
    liveins: $r12, $r13, $r14, $r15, $rax, $rbp, $rbx
    $ecx = MOV32rm %stack.0, 1, $noreg, 0, $noreg :: (load (s32) from %stack.0)
    $edx = MOV32rm %stack.1, 1, $noreg, 0, $noreg :: (load (s32) from %stack.1)
    $esi = MOV32rm %stack.2, 1, $noreg, 0, $noreg :: (load (s32) from %stack.2)
    JMP_1 %bb.1

  bb.5:
    successors: %bb.1
    liveins: $r12, $r13, $r14, $r15, $rax, $rbp, $rbx, $rcx, $rdx, $rsi

  bb.1:
    successors: %bb.5, %bb.6
    liveins: $r12, $r13, $r14, $r15, $rax, $rbp, $rbx, $rcx, $rdx, $rsi
    $eax = ADD32rr $eax, $r12d, implicit-def dead $eflags
    $eax = ADD32rr $eax, $r13d, implicit-def dead $eflags
    $eax = ADD32rr $eax, $r14d, implicit-def dead $eflags
    $eax = ADD32rr $eax, $r15d, implicit-def dead $eflags
    $eax = ADD32rr $eax, $ebp, implicit-def dead $eflags
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    $eax = ADD32rr $eax, $edx, implicit-def dead $eflags
    $eax = ADD32rr $eax, $esi, implicit-def dead $eflags
    $ebx = SUB32ri $ebx, 1, implicit-def $eflags
    JCC_1 %bb.5, 15, implicit $eflags
    JMP_1 %bb.6

  bb.4:
    successors: %bb.2
    liveins: $r12, $r13, $r14, $r15, $rax, $rbp
    JMP_1 %bb.2

  bb.6:
    successors: %bb.2
    liveins: $r12, $r13, $r14, $r15, $rax, $rbp

  bb.2:
    liveins: $r12, $r13, $r14, $r15, $rax, $rbp
    ADJCALLSTACKDOWN64 0, 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
    $edi = COPY $eax
    CALL64pcrel32 @ext_clobber, csr_64, implicit $rsp, implicit $ssp, implicit $edi, implicit-def $rsp, implicit-def $ssp, implicit-def $eax
    ADJCALLSTACKUP64 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
    $ecx = IMUL32rri $r12d, 2, implicit-def dead $eflags
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    $ecx = IMUL32rri $r13d, 3, implicit-def dead $eflags
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    $ecx = IMUL32rri $r14d, 4, implicit-def dead $eflags
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    $ecx = IMUL32rri $r15d, 5, implicit-def dead $eflags
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    $ecx = IMUL32rri $ebp, 6, implicit-def dead $eflags
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    $ecx = MOV32rm %stack.0, 1, $noreg, 0, $noreg :: (load (s32) from %stack.0)
    $ecx = IMUL32rri $ecx, 7, implicit-def dead $eflags
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    $ecx = MOV32rm %stack.1, 1, $noreg, 0, $noreg :: (load (s32) from %stack.1)
    $ecx = IMUL32rri $ecx, 8, implicit-def dead $eflags
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    $ecx = MOV32rm %stack.2, 1, $noreg, 0, $noreg :: (load (s32) from %stack.2)
    $ecx = IMUL32rri $ecx, 9, implicit-def dead $eflags
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    RET 0, $eax
...
"""

GOLDEN["ra_split_loop_frame_pointer"] = """\
---
name: ra_split_loop_frame_pointer
alignment: 16
tracksRegLiveness: true
frameInfo:
  adjustsStack: true
  hasCalls: true
stack:
  - { id: 0, type: variable-sized, alignment: 16 }
  - { id: 1, type: spill-slot, size: 8, alignment: 8 }
  - { id: 2, type: spill-slot, size: 8, alignment: 8 }
  - { id: 3, type: spill-slot, size: 8, alignment: 8 }
  - { id: 4, type: spill-slot, size: 8, alignment: 8 }
body: |
  bb.0:
    successors: %bb.1
    liveins: $rdi, $rsi
    $ebx = COPY $esi
    $r12d = LEA64_32r $rdi, 1, $noreg, 1, $noreg
    $r13d = LEA64_32r $rdi, 1, $noreg, 8, $noreg
    $r14d = LEA64_32r $rdi, 1, $noreg, 15, $noreg
    $r15d = LEA64_32r $rdi, 1, $noreg, 22, $noreg
    $eax = LEA64_32r $rdi, 1, $noreg, 29, $noreg
    MOV32mr %stack.1, 1, $noreg, 0, $noreg, $eax :: (store (s32) into %stack.1)
    $eax = LEA64_32r $rdi, 1, $noreg, 36, $noreg
    MOV32mr %stack.2, 1, $noreg, 0, $noreg, $eax :: (store (s32) into %stack.2)
    $eax = LEA64_32r $rdi, 1, $noreg, 43, $noreg
    MOV32mr %stack.3, 1, $noreg, 0, $noreg, $eax :: (store (s32) into %stack.3)
    $eax = LEA64_32r $rdi, 1, $noreg, 50, $noreg
    MOV32mr %stack.4, 1, $noreg, 0, $noreg, $eax :: (store (s32) into %stack.4)
    ADJCALLSTACKDOWN64 0, 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
    CALL64pcrel32 @ext_clobber, csr_64, implicit $rsp, implicit $ssp, implicit $edi, implicit-def $rsp, implicit-def $ssp, implicit-def $eax
    ADJCALLSTACKUP64 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
    $ecx = MOV32rm %stack.1, 1, $noreg, 0, $noreg :: (load (s32) from %stack.1)
    $edx = MOV32rm %stack.2, 1, $noreg, 0, $noreg :: (load (s32) from %stack.2)
    $esi = MOV32rm %stack.3, 1, $noreg, 0, $noreg :: (load (s32) from %stack.3)
    $edi = MOV32rm %stack.4, 1, $noreg, 0, $noreg :: (load (s32) from %stack.4)
    JMP_1 %bb.1

  bb.3:
    successors: %bb.1
    liveins: $r12, $r13, $r14, $r15, $rax, $rbx, $rcx, $rdi, $rdx, $rsi

  bb.1:
    successors: %bb.3, %bb.2
    liveins: $r12, $r13, $r14, $r15, $rax, $rbx, $rcx, $rdi, $rdx, $rsi
    $eax = ADD32rr $eax, $r12d, implicit-def dead $eflags
    $eax = ADD32rr $eax, $r13d, implicit-def dead $eflags
    $eax = ADD32rr $eax, $r14d, implicit-def dead $eflags
    $eax = ADD32rr $eax, $r15d, implicit-def dead $eflags
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    $eax = ADD32rr $eax, $edx, implicit-def dead $eflags
    $eax = ADD32rr $eax, $esi, implicit-def dead $eflags
    $eax = ADD32rr $eax, $edi, implicit-def dead $eflags
    $ebx = SUB32ri $ebx, 1, implicit-def $eflags
    JCC_1 %bb.3, 15, implicit $eflags

  bb.2:
    liveins: $r12, $r13, $r14, $r15, $rax
    ADJCALLSTACKDOWN64 0, 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
    $edi = COPY $eax
    CALL64pcrel32 @ext_clobber, csr_64, implicit $rsp, implicit $ssp, implicit $edi, implicit-def $rsp, implicit-def $ssp, implicit-def $eax
    ADJCALLSTACKUP64 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
    $ecx = IMUL32rri $r12d, 2, implicit-def dead $eflags
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    $ecx = IMUL32rri $r13d, 3, implicit-def dead $eflags
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    $ecx = IMUL32rri $r14d, 4, implicit-def dead $eflags
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    $ecx = IMUL32rri $r15d, 5, implicit-def dead $eflags
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    $ecx = MOV32rm %stack.1, 1, $noreg, 0, $noreg :: (load (s32) from %stack.1)
    $ecx = IMUL32rri $ecx, 6, implicit-def dead $eflags
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    $ecx = MOV32rm %stack.2, 1, $noreg, 0, $noreg :: (load (s32) from %stack.2)
    $ecx = IMUL32rri $ecx, 7, implicit-def dead $eflags
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    $ecx = MOV32rm %stack.3, 1, $noreg, 0, $noreg :: (load (s32) from %stack.3)
    $ecx = IMUL32rri $ecx, 8, implicit-def dead $eflags
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    $ecx = MOV32rm %stack.4, 1, $noreg, 0, $noreg :: (load (s32) from %stack.4)
    $ecx = IMUL32rri $ecx, 9, implicit-def dead $eflags
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    RET 0, $eax
...
"""

# END GOLDEN
