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
import subprocess
import time
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from cil2mir.emit.mir_text import print_function, print_mir_file
from cil2mir.isel.machine import (BlockRef, ConstPoolRef, FixedStackObject, FrameIndex, Imm,
                                  JumpTableRef, MachineFunction, MachineInstr, NoReg, PReg,
                                  RegMask, RegOp, SubRegIndex, Symbol, VReg)
from cil2mir.regalloc import allocate
from cil2mir.regalloc.liveness import compute_liveness, live_units
from cil2mir.regalloc.phi_elim import Move, eliminate_phis, sequentialize
from cil2mir.regalloc.two_address import lower_two_address
from cil2mir.regalloc.util import is_call
from cil2mir.target.x86_64 import CSR_64_PRESERVED, UNIT_OF
from tests.llc import LLC_VERSIONS, llc

# ---- a tiny MIR body reader -------------------------------------------------------------------

_BARRIERS = {"JMP_1", "RET", "JMP64r", "RET64"}


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


def parse_function(name: str, body: str, fixed_stack: tuple[tuple[int, int], ...] = ()
                   ) -> MachineFunction:
    """Read a pre-RA MIR body (`bb.N:`, `successors:`, `liveins:`, instructions).
    Successors are inferred from branches and fallthrough when not listed.
    `fixed_stack`: (offset, size) of each incoming stack argument."""
    classes = {int(n): rc for n, rc in re.findall(r"%(\d+):(\w+)", body)}
    mf = MachineFunction(name)
    mf.next_vreg = max(classes, default=-1) + 1
    mf.fixed_stack = [FixedStackObject(i, off, size, 16 if off % 16 == 0 else 8)
                      for i, (off, size) in enumerate(fixed_stack)]
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
            if is_call(block.instrs[-1]):
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
    """15 byte values live at once: 8-bit spills (MOV8mr / MOV8rm) and $sil-style views."""
    lines = ["bb.0:", "  liveins: $edi", "  %0:gr32 = COPY $edi"]
    for i in range(15):
        lines.append(f"  %{10 + i}:gr32 = ADD32ri %0, {i * 3}, implicit-def dead $eflags")
        lines.append(f"  %{30 + i}:gr8 = COPY %{10 + i}.sub_8bit")
    acc = None
    for i in range(15):
        lines.append(f"  %{50 + i}:gr32 = MOVZX32rr8 %{30 + i}")
        if acc is None:
            acc = 50 + i
        else:
            lines.append(f"  %{70 + i}:gr32 = ADD32rr %{acc}, %{50 + i}, implicit-def dead $eflags")
            acc = 70 + i
    lines += [f"  $eax = COPY %{acc}", "  RET 0, $eax"]
    return "\n".join(lines)


case(Case("ra_pressure8", _pressure8_body(), "int ra_pressure8(int)",
          [((a,), sum((a + i * 3) & 0xFF for i in range(15))) for a in (0, 100, 250, -7)]))


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


# ---- running the pipeline ---------------------------------------------------------------------

BY_NAME = {c.name: c for c in CASES}


@functools.cache
def allocated(name: str) -> tuple[MachineFunction, str]:
    c = BY_NAME[name]
    mf = allocate(parse_function(c.name, c.body, c.fixed_stack))
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
    calls = "\n".join(f'  printf("%lld\\n", (long long){c.name}({", ".join(map(str, args))}));'
                      for args, _ in c.runs)
    (tmp_path / "driver.c").write_text(f"#include <stdio.h>\n{c.proto};\n{c.c_extra}\n"
                                       f"int main(void) {{\n{calls}\n  return 0;\n}}\n")
    expected = "".join(f"{want}\n" for _, want in c.runs)
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


def test_spills_happen_where_expected() -> None:
    for name in ("ra_pressure", "ra_pressure_loop", "ra_pressure8", "ra_random"):
        mf, text = allocated(name)
        assert any(o.spill_slot for o in mf.stack), name
    assert "MOV8mr" in allocated("ra_pressure8")[1]
    for name in ("ra_straight", "ra_call", "ra_div", "ra_fib"):
        assert not allocated(name)[0].stack, name


def test_value_across_call_is_callee_saved() -> None:
    mf, _ = allocated("ra_call")
    # %0 (the argument) is read after both calls: it must be in a callee-saved register.
    last = [mi for _, mi in mf.instrs() if mi.opcode == "IMUL32rr"][0]
    assert str(last.ops[2].reg) in ("$ebx", "$r12d", "$r13d", "$r14d", "$r15d"), str(last)


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


def test_scales_linearly() -> None:
    """A long straight-line function with a sliding window of live values (and spills):
    doubling the size must not quadruple the time."""
    def body(n: int) -> str:
        lines = ["bb.0:", "  liveins: $edi", "  %0:gr32 = COPY $edi"]
        for i in range(1, n):
            back = max(0, i - 20)
            lines.append(f"  %{i}:gr32 = ADD32rr %{i - 1}, %{back}, implicit-def dead $eflags")
        lines += [f"  $eax = COPY %{n - 1}", "  RET 0, $eax"]
        return "\n".join(lines)

    times = []
    for n in (2000, 8000):
        mf = parse_function("big", body(n))
        t = time.perf_counter()
        allocate(mf)
        times.append(time.perf_counter() - t)
    assert times[1] < times[0] * 8 + 0.5, times


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
    $eax = COPY $edi
    $eax = ADD32rr $eax, $esi, implicit-def dead $eflags
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
    $rdx = COPY $rax
    JMP_1 %bb.1

  bb.5:
    successors: %bb.1
    liveins: $r8, $rcx, $rsi
    $rdx = COPY $rcx
    $rcx = COPY $rsi
    $edi = COPY $r8d

  bb.1:
    successors: %bb.5, %bb.6
    liveins: $rcx, $rdi, $rdx
    $rsi = COPY $rdx
    $rsi = ADD64rr $rsi, $rcx, implicit-def dead $eflags
    $r8d = COPY $edi
    $r8d = SUB32ri $r8d, 1, implicit-def $eflags
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
    liveins: $rax, $rdi, $rdx, $rsi
    $ecx = COPY $eax
    $r8d = COPY $edi
    $edi = COPY $esi
    $esi = COPY $edx
    $edx = COPY $r8d

  bb.1:
    successors: %bb.3, %bb.2
    liveins: $rcx, $rdi, $rdx, $rsi
    $eax = COPY $ecx
    $eax = SUB32ri $eax, 1, implicit-def $eflags
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
    $edx = COPY $edi
    $edx = IMUL32rr $edx, $esi, implicit-def dead $eflags
    JMP_1 %bb.3

  bb.4:
    successors: %bb.3
    liveins: $rax, $rsi
    $edx = COPY $eax
    $edi = COPY $esi
    JMP_1 %bb.3

  bb.5:
    successors: %bb.3
    liveins: $rax, $rcx
    $edx = COPY $ecx
    $edi = COPY $eax

  bb.3:
    liveins: $rdi, $rdx
    $edx = ADD32rr $edx, $edi, implicit-def dead $eflags
    $eax = COPY $edx
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
    $edi = COPY $ebx
    $edi = ADD32ri $edi, 1, implicit-def dead $eflags
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
  - { id: 16, type: spill-slot, size: 8, alignment: 8 }
body: |
  bb.0:
    liveins: $rdi, $rsi
    $eax = IMUL32rri $edi, 3, implicit-def dead $eflags
    $ecx = IMUL32rri $esi, 1, implicit-def dead $eflags
    $ebx = COPY $eax
    $ebx = ADD32rr $ebx, $ecx, implicit-def dead $eflags
    $eax = IMUL32rri $edi, 4, implicit-def dead $eflags
    $ecx = IMUL32rri $esi, 2, implicit-def dead $eflags
    $r12d = COPY $eax
    $r12d = ADD32rr $r12d, $ecx, implicit-def dead $eflags
    $eax = IMUL32rri $edi, 5, implicit-def dead $eflags
    $ecx = IMUL32rri $esi, 5, implicit-def dead $eflags
    $r13d = COPY $eax
    $r13d = ADD32rr $r13d, $ecx, implicit-def dead $eflags
    $eax = IMUL32rri $edi, 6, implicit-def dead $eflags
    $ecx = IMUL32rri $esi, 10, implicit-def dead $eflags
    $r14d = COPY $eax
    $r14d = ADD32rr $r14d, $ecx, implicit-def dead $eflags
    $eax = IMUL32rri $edi, 7, implicit-def dead $eflags
    $ecx = IMUL32rri $esi, 17, implicit-def dead $eflags
    $r15d = COPY $eax
    $r15d = ADD32rr $r15d, $ecx, implicit-def dead $eflags
    $eax = IMUL32rri $edi, 8, implicit-def dead $eflags
    $ecx = IMUL32rri $esi, 26, implicit-def dead $eflags
    MOV32mr %stack.0, 1, $noreg, 0, $noreg, $eax :: (store (s32) into %stack.0)
    $eax = MOV32rm %stack.0, 1, $noreg, 0, $noreg :: (load (s32) from %stack.0)
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    MOV32mr %stack.0, 1, $noreg, 0, $noreg, $eax :: (store (s32) into %stack.0)
    $eax = IMUL32rri $edi, 9, implicit-def dead $eflags
    $ecx = IMUL32rri $esi, 37, implicit-def dead $eflags
    MOV32mr %stack.1, 1, $noreg, 0, $noreg, $eax :: (store (s32) into %stack.1)
    $eax = MOV32rm %stack.1, 1, $noreg, 0, $noreg :: (load (s32) from %stack.1)
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    MOV32mr %stack.1, 1, $noreg, 0, $noreg, $eax :: (store (s32) into %stack.1)
    $eax = IMUL32rri $edi, 10, implicit-def dead $eflags
    $ecx = IMUL32rri $esi, 50, implicit-def dead $eflags
    MOV32mr %stack.2, 1, $noreg, 0, $noreg, $eax :: (store (s32) into %stack.2)
    $eax = MOV32rm %stack.2, 1, $noreg, 0, $noreg :: (load (s32) from %stack.2)
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    MOV32mr %stack.2, 1, $noreg, 0, $noreg, $eax :: (store (s32) into %stack.2)
    $eax = IMUL32rri $edi, 11, implicit-def dead $eflags
    $ecx = IMUL32rri $esi, 65, implicit-def dead $eflags
    MOV32mr %stack.3, 1, $noreg, 0, $noreg, $eax :: (store (s32) into %stack.3)
    $eax = MOV32rm %stack.3, 1, $noreg, 0, $noreg :: (load (s32) from %stack.3)
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    MOV32mr %stack.3, 1, $noreg, 0, $noreg, $eax :: (store (s32) into %stack.3)
    $eax = IMUL32rri $edi, 12, implicit-def dead $eflags
    $ecx = IMUL32rri $esi, 82, implicit-def dead $eflags
    MOV32mr %stack.4, 1, $noreg, 0, $noreg, $eax :: (store (s32) into %stack.4)
    $eax = MOV32rm %stack.4, 1, $noreg, 0, $noreg :: (load (s32) from %stack.4)
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    MOV32mr %stack.4, 1, $noreg, 0, $noreg, $eax :: (store (s32) into %stack.4)
    $eax = IMUL32rri $edi, 13, implicit-def dead $eflags
    $ecx = IMUL32rri $esi, 101, implicit-def dead $eflags
    MOV32mr %stack.5, 1, $noreg, 0, $noreg, $eax :: (store (s32) into %stack.5)
    $eax = MOV32rm %stack.5, 1, $noreg, 0, $noreg :: (load (s32) from %stack.5)
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    MOV32mr %stack.5, 1, $noreg, 0, $noreg, $eax :: (store (s32) into %stack.5)
    $eax = IMUL32rri $edi, 14, implicit-def dead $eflags
    $ecx = IMUL32rri $esi, 122, implicit-def dead $eflags
    MOV32mr %stack.6, 1, $noreg, 0, $noreg, $eax :: (store (s32) into %stack.6)
    $eax = MOV32rm %stack.6, 1, $noreg, 0, $noreg :: (load (s32) from %stack.6)
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    MOV32mr %stack.6, 1, $noreg, 0, $noreg, $eax :: (store (s32) into %stack.6)
    $eax = IMUL32rri $edi, 15, implicit-def dead $eflags
    $ecx = IMUL32rri $esi, 145, implicit-def dead $eflags
    MOV32mr %stack.7, 1, $noreg, 0, $noreg, $eax :: (store (s32) into %stack.7)
    $eax = MOV32rm %stack.7, 1, $noreg, 0, $noreg :: (load (s32) from %stack.7)
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    MOV32mr %stack.7, 1, $noreg, 0, $noreg, $eax :: (store (s32) into %stack.7)
    $eax = IMUL32rri $edi, 16, implicit-def dead $eflags
    $ecx = IMUL32rri $esi, 170, implicit-def dead $eflags
    MOV32mr %stack.8, 1, $noreg, 0, $noreg, $eax :: (store (s32) into %stack.8)
    $eax = MOV32rm %stack.8, 1, $noreg, 0, $noreg :: (load (s32) from %stack.8)
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    MOV32mr %stack.8, 1, $noreg, 0, $noreg, $eax :: (store (s32) into %stack.8)
    $eax = IMUL32rri $edi, 17, implicit-def dead $eflags
    $ecx = IMUL32rri $esi, 197, implicit-def dead $eflags
    MOV32mr %stack.9, 1, $noreg, 0, $noreg, $eax :: (store (s32) into %stack.9)
    $eax = MOV32rm %stack.9, 1, $noreg, 0, $noreg :: (load (s32) from %stack.9)
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    MOV32mr %stack.9, 1, $noreg, 0, $noreg, $eax :: (store (s32) into %stack.9)
    $eax = IMUL32rri $edi, 18, implicit-def dead $eflags
    $ecx = IMUL32rri $esi, 226, implicit-def dead $eflags
    MOV32mr %stack.10, 1, $noreg, 0, $noreg, $eax :: (store (s32) into %stack.10)
    $eax = MOV32rm %stack.10, 1, $noreg, 0, $noreg :: (load (s32) from %stack.10)
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    MOV32mr %stack.10, 1, $noreg, 0, $noreg, $eax :: (store (s32) into %stack.10)
    $eax = IMUL32rri $edi, 19, implicit-def dead $eflags
    $ecx = IMUL32rri $esi, 257, implicit-def dead $eflags
    MOV32mr %stack.11, 1, $noreg, 0, $noreg, $eax :: (store (s32) into %stack.11)
    $eax = MOV32rm %stack.11, 1, $noreg, 0, $noreg :: (load (s32) from %stack.11)
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    MOV32mr %stack.11, 1, $noreg, 0, $noreg, $eax :: (store (s32) into %stack.11)
    $eax = IMUL32rri $edi, 20, implicit-def dead $eflags
    $ecx = IMUL32rri $esi, 290, implicit-def dead $eflags
    MOV32mr %stack.12, 1, $noreg, 0, $noreg, $eax :: (store (s32) into %stack.12)
    $eax = MOV32rm %stack.12, 1, $noreg, 0, $noreg :: (load (s32) from %stack.12)
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    MOV32mr %stack.12, 1, $noreg, 0, $noreg, $eax :: (store (s32) into %stack.12)
    $eax = IMUL32rri $edi, 21, implicit-def dead $eflags
    $ecx = IMUL32rri $esi, 325, implicit-def dead $eflags
    MOV32mr %stack.13, 1, $noreg, 0, $noreg, $eax :: (store (s32) into %stack.13)
    $eax = MOV32rm %stack.13, 1, $noreg, 0, $noreg :: (load (s32) from %stack.13)
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    MOV32mr %stack.13, 1, $noreg, 0, $noreg, $eax :: (store (s32) into %stack.13)
    $eax = IMUL32rri $edi, 22, implicit-def dead $eflags
    $ecx = IMUL32rri $esi, 362, implicit-def dead $eflags
    MOV32mr %stack.14, 1, $noreg, 0, $noreg, $eax :: (store (s32) into %stack.14)
    $eax = MOV32rm %stack.14, 1, $noreg, 0, $noreg :: (load (s32) from %stack.14)
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    MOV32mr %stack.14, 1, $noreg, 0, $noreg, $eax :: (store (s32) into %stack.14)
    $eax = IMUL32rri $edi, 23, implicit-def dead $eflags
    $ecx = IMUL32rri $esi, 401, implicit-def dead $eflags
    MOV32mr %stack.15, 1, $noreg, 0, $noreg, $eax :: (store (s32) into %stack.15)
    $eax = MOV32rm %stack.15, 1, $noreg, 0, $noreg :: (load (s32) from %stack.15)
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    MOV32mr %stack.15, 1, $noreg, 0, $noreg, $eax :: (store (s32) into %stack.15)
    $eax = IMUL32rri $edi, 24, implicit-def dead $eflags
    $ecx = IMUL32rri $esi, 442, implicit-def dead $eflags
    MOV32mr %stack.16, 1, $noreg, 0, $noreg, $eax :: (store (s32) into %stack.16)
    $eax = MOV32rm %stack.16, 1, $noreg, 0, $noreg :: (load (s32) from %stack.16)
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    MOV32mr %stack.16, 1, $noreg, 0, $noreg, $eax :: (store (s32) into %stack.16)
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
    $ecx = MOV32rm %stack.0, 1, $noreg, 0, $noreg :: (load (s32) from %stack.0)
    $ecx = IMUL32rri $ecx, 6, implicit-def dead $eflags
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    $ecx = MOV32rm %stack.1, 1, $noreg, 0, $noreg :: (load (s32) from %stack.1)
    $ecx = IMUL32rri $ecx, 7, implicit-def dead $eflags
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    $ecx = MOV32rm %stack.2, 1, $noreg, 0, $noreg :: (load (s32) from %stack.2)
    $ecx = IMUL32rri $ecx, 8, implicit-def dead $eflags
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    $ecx = MOV32rm %stack.3, 1, $noreg, 0, $noreg :: (load (s32) from %stack.3)
    $ecx = IMUL32rri $ecx, 9, implicit-def dead $eflags
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    $ecx = MOV32rm %stack.4, 1, $noreg, 0, $noreg :: (load (s32) from %stack.4)
    $ecx = IMUL32rri $ecx, 10, implicit-def dead $eflags
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    $ecx = MOV32rm %stack.5, 1, $noreg, 0, $noreg :: (load (s32) from %stack.5)
    $ecx = IMUL32rri $ecx, 11, implicit-def dead $eflags
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    $ecx = MOV32rm %stack.6, 1, $noreg, 0, $noreg :: (load (s32) from %stack.6)
    $ecx = IMUL32rri $ecx, 12, implicit-def dead $eflags
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    $ecx = MOV32rm %stack.7, 1, $noreg, 0, $noreg :: (load (s32) from %stack.7)
    $ecx = IMUL32rri $ecx, 13, implicit-def dead $eflags
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    $ecx = MOV32rm %stack.8, 1, $noreg, 0, $noreg :: (load (s32) from %stack.8)
    $ecx = IMUL32rri $ecx, 14, implicit-def dead $eflags
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    $ecx = MOV32rm %stack.9, 1, $noreg, 0, $noreg :: (load (s32) from %stack.9)
    $ecx = IMUL32rri $ecx, 15, implicit-def dead $eflags
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    $ecx = MOV32rm %stack.10, 1, $noreg, 0, $noreg :: (load (s32) from %stack.10)
    $ecx = IMUL32rri $ecx, 16, implicit-def dead $eflags
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    $ecx = MOV32rm %stack.11, 1, $noreg, 0, $noreg :: (load (s32) from %stack.11)
    $ecx = IMUL32rri $ecx, 17, implicit-def dead $eflags
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    $ecx = MOV32rm %stack.12, 1, $noreg, 0, $noreg :: (load (s32) from %stack.12)
    $ecx = IMUL32rri $ecx, 18, implicit-def dead $eflags
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    $ecx = MOV32rm %stack.13, 1, $noreg, 0, $noreg :: (load (s32) from %stack.13)
    $ecx = IMUL32rri $ecx, 19, implicit-def dead $eflags
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    $ecx = MOV32rm %stack.14, 1, $noreg, 0, $noreg :: (load (s32) from %stack.14)
    $ecx = IMUL32rri $ecx, 20, implicit-def dead $eflags
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    $ecx = MOV32rm %stack.15, 1, $noreg, 0, $noreg :: (load (s32) from %stack.15)
    $ecx = IMUL32rri $ecx, 21, implicit-def dead $eflags
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    $ecx = MOV32rm %stack.16, 1, $noreg, 0, $noreg :: (load (s32) from %stack.16)
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
  - { id: 16, type: spill-slot, size: 8, alignment: 8 }
  - { id: 17, type: spill-slot, size: 8, alignment: 8 }
  - { id: 18, type: spill-slot, size: 8, alignment: 8 }
  - { id: 19, type: spill-slot, size: 8, alignment: 8 }
  - { id: 20, type: spill-slot, size: 8, alignment: 8 }
  - { id: 21, type: spill-slot, size: 8, alignment: 8 }
  - { id: 22, type: spill-slot, size: 8, alignment: 8 }
  - { id: 23, type: spill-slot, size: 8, alignment: 8 }
  - { id: 24, type: spill-slot, size: 8, alignment: 8 }
  - { id: 25, type: spill-slot, size: 8, alignment: 8 }
  - { id: 26, type: spill-slot, size: 8, alignment: 8 }
  - { id: 27, type: spill-slot, size: 8, alignment: 8 }
body: |
  bb.0:
    successors: %bb.1
    liveins: $rdi, $rsi
    MOV32mr %stack.0, 1, $noreg, 0, $noreg, $esi :: (store (s32) into %stack.0)
    $eax = COPY $edi
    $eax = ADD32ri $eax, 0, implicit-def dead $eflags
    $ecx = COPY $edi
    $ecx = ADD32ri $ecx, 7, implicit-def dead $eflags
    $edx = COPY $edi
    $edx = ADD32ri $edx, 14, implicit-def dead $eflags
    $esi = COPY $edi
    $esi = ADD32ri $esi, 21, implicit-def dead $eflags
    $r8d = COPY $edi
    $r8d = ADD32ri $r8d, 28, implicit-def dead $eflags
    $r9d = COPY $edi
    $r9d = ADD32ri $r9d, 35, implicit-def dead $eflags
    $r10d = COPY $edi
    $r10d = ADD32ri $r10d, 42, implicit-def dead $eflags
    $r11d = COPY $edi
    $r11d = ADD32ri $r11d, 49, implicit-def dead $eflags
    $ebx = COPY $edi
    $ebx = ADD32ri $ebx, 56, implicit-def dead $eflags
    $r12d = COPY $edi
    $r12d = ADD32ri $r12d, 63, implicit-def dead $eflags
    $r13d = COPY $edi
    $r13d = ADD32ri $r13d, 70, implicit-def dead $eflags
    $r14d = COPY $edi
    $r14d = ADD32ri $r14d, 77, implicit-def dead $eflags
    MOV32mr %stack.26, 1, $noreg, 0, $noreg, $edi :: (store (s32) into %stack.26)
    $r15d = MOV32rm %stack.26, 1, $noreg, 0, $noreg :: (load (s32) from %stack.26)
    $r15d = ADD32ri $r15d, 84, implicit-def dead $eflags
    MOV32mr %stack.26, 1, $noreg, 0, $noreg, $r15d :: (store (s32) into %stack.26)
    MOV32mr %stack.1, 1, $noreg, 0, $noreg, $edi :: (store (s32) into %stack.1)
    $r15d = MOV32rm %stack.1, 1, $noreg, 0, $noreg :: (load (s32) from %stack.1)
    $r15d = ADD32ri $r15d, 91, implicit-def dead $eflags
    MOV32mr %stack.1, 1, $noreg, 0, $noreg, $r15d :: (store (s32) into %stack.1)
    MOV32mr %stack.2, 1, $noreg, 0, $noreg, $edi :: (store (s32) into %stack.2)
    $r15d = MOV32rm %stack.2, 1, $noreg, 0, $noreg :: (load (s32) from %stack.2)
    $r15d = ADD32ri $r15d, 98, implicit-def dead $eflags
    MOV32mr %stack.2, 1, $noreg, 0, $noreg, $r15d :: (store (s32) into %stack.2)
    MOV32mr %stack.3, 1, $noreg, 0, $noreg, $edi :: (store (s32) into %stack.3)
    $r15d = MOV32rm %stack.3, 1, $noreg, 0, $noreg :: (load (s32) from %stack.3)
    $r15d = ADD32ri $r15d, 105, implicit-def dead $eflags
    MOV32mr %stack.3, 1, $noreg, 0, $noreg, $r15d :: (store (s32) into %stack.3)
    $edi = ADD32ri $edi, 112, implicit-def dead $eflags
    MOV32mr %stack.4, 1, $noreg, 0, $noreg, $eax :: (store (s32) into %stack.4)
    $eax = MOV32rm %stack.26, 1, $noreg, 0, $noreg :: (load (s32) from %stack.26)
    $r15d = MOV32rm %stack.1, 1, $noreg, 0, $noreg :: (load (s32) from %stack.1)
    MOV32mr %stack.27, 1, $noreg, 0, $noreg, $r15d :: (store (s32) into %stack.27)
    $r15d = MOV32rm %stack.2, 1, $noreg, 0, $noreg :: (load (s32) from %stack.2)
    MOV32mr %stack.5, 1, $noreg, 0, $noreg, $r15d :: (store (s32) into %stack.5)
    $r15d = MOV32rm %stack.3, 1, $noreg, 0, $noreg :: (load (s32) from %stack.3)
    MOV32mr %stack.6, 1, $noreg, 0, $noreg, $r15d :: (store (s32) into %stack.6)
    $r15d = MOV32rm %stack.0, 1, $noreg, 0, $noreg :: (load (s32) from %stack.0)
    MOV32mr %stack.24, 1, $noreg, 0, $noreg, $r15d :: (store (s32) into %stack.24)
    JMP_1 %bb.1

  bb.3:
    successors: %bb.1
    $r15d = MOV32rm %stack.7, 1, $noreg, 0, $noreg :: (load (s32) from %stack.7)
    MOV32mr %stack.4, 1, $noreg, 0, $noreg, $r15d :: (store (s32) into %stack.4)
    $ecx = MOV32rm %stack.8, 1, $noreg, 0, $noreg :: (load (s32) from %stack.8)
    $edx = MOV32rm %stack.9, 1, $noreg, 0, $noreg :: (load (s32) from %stack.9)
    $esi = MOV32rm %stack.10, 1, $noreg, 0, $noreg :: (load (s32) from %stack.10)
    $r8d = MOV32rm %stack.11, 1, $noreg, 0, $noreg :: (load (s32) from %stack.11)
    $r9d = MOV32rm %stack.12, 1, $noreg, 0, $noreg :: (load (s32) from %stack.12)
    $r10d = MOV32rm %stack.13, 1, $noreg, 0, $noreg :: (load (s32) from %stack.13)
    $r11d = MOV32rm %stack.14, 1, $noreg, 0, $noreg :: (load (s32) from %stack.14)
    $ebx = MOV32rm %stack.15, 1, $noreg, 0, $noreg :: (load (s32) from %stack.15)
    $r12d = MOV32rm %stack.16, 1, $noreg, 0, $noreg :: (load (s32) from %stack.16)
    $r13d = MOV32rm %stack.17, 1, $noreg, 0, $noreg :: (load (s32) from %stack.17)
    $r14d = MOV32rm %stack.18, 1, $noreg, 0, $noreg :: (load (s32) from %stack.18)
    $eax = MOV32rm %stack.19, 1, $noreg, 0, $noreg :: (load (s32) from %stack.19)
    $r15d = MOV32rm %stack.20, 1, $noreg, 0, $noreg :: (load (s32) from %stack.20)
    MOV32mr %stack.27, 1, $noreg, 0, $noreg, $r15d :: (store (s32) into %stack.27)
    $r15d = MOV32rm %stack.21, 1, $noreg, 0, $noreg :: (load (s32) from %stack.21)
    MOV32mr %stack.5, 1, $noreg, 0, $noreg, $r15d :: (store (s32) into %stack.5)
    $r15d = MOV32rm %stack.22, 1, $noreg, 0, $noreg :: (load (s32) from %stack.22)
    MOV32mr %stack.6, 1, $noreg, 0, $noreg, $r15d :: (store (s32) into %stack.6)
    $edi = MOV32rm %stack.23, 1, $noreg, 0, $noreg :: (load (s32) from %stack.23)
    $r15d = MOV32rm %stack.25, 1, $noreg, 0, $noreg :: (load (s32) from %stack.25)
    MOV32mr %stack.24, 1, $noreg, 0, $noreg, $r15d :: (store (s32) into %stack.24)

  bb.1:
    successors: %bb.3, %bb.2
    liveins: $r10, $r11, $r12, $r13, $r14, $r8, $r9, $rax, $rbx, $rcx, $rdi, $rdx, $rsi
    $r15d = MOV32rm %stack.4, 1, $noreg, 0, $noreg :: (load (s32) from %stack.4)
    MOV32mr %stack.7, 1, $noreg, 0, $noreg, $r15d :: (store (s32) into %stack.7)
    $r15d = MOV32rm %stack.7, 1, $noreg, 0, $noreg :: (load (s32) from %stack.7)
    $r15d = ADD32rr $r15d, $ecx, implicit-def dead $eflags
    MOV32mr %stack.7, 1, $noreg, 0, $noreg, $r15d :: (store (s32) into %stack.7)
    MOV32mr %stack.8, 1, $noreg, 0, $noreg, $ecx :: (store (s32) into %stack.8)
    $ecx = MOV32rm %stack.8, 1, $noreg, 0, $noreg :: (load (s32) from %stack.8)
    $ecx = ADD32rr $ecx, $edx, implicit-def dead $eflags
    MOV32mr %stack.8, 1, $noreg, 0, $noreg, $ecx :: (store (s32) into %stack.8)
    MOV32mr %stack.9, 1, $noreg, 0, $noreg, $edx :: (store (s32) into %stack.9)
    $ecx = MOV32rm %stack.9, 1, $noreg, 0, $noreg :: (load (s32) from %stack.9)
    $ecx = ADD32rr $ecx, $esi, implicit-def dead $eflags
    MOV32mr %stack.9, 1, $noreg, 0, $noreg, $ecx :: (store (s32) into %stack.9)
    MOV32mr %stack.10, 1, $noreg, 0, $noreg, $esi :: (store (s32) into %stack.10)
    $ecx = MOV32rm %stack.10, 1, $noreg, 0, $noreg :: (load (s32) from %stack.10)
    $ecx = ADD32rr $ecx, $r8d, implicit-def dead $eflags
    MOV32mr %stack.10, 1, $noreg, 0, $noreg, $ecx :: (store (s32) into %stack.10)
    MOV32mr %stack.11, 1, $noreg, 0, $noreg, $r8d :: (store (s32) into %stack.11)
    $ecx = MOV32rm %stack.11, 1, $noreg, 0, $noreg :: (load (s32) from %stack.11)
    $ecx = ADD32rr $ecx, $r9d, implicit-def dead $eflags
    MOV32mr %stack.11, 1, $noreg, 0, $noreg, $ecx :: (store (s32) into %stack.11)
    MOV32mr %stack.12, 1, $noreg, 0, $noreg, $r9d :: (store (s32) into %stack.12)
    $ecx = MOV32rm %stack.12, 1, $noreg, 0, $noreg :: (load (s32) from %stack.12)
    $ecx = ADD32rr $ecx, $r10d, implicit-def dead $eflags
    MOV32mr %stack.12, 1, $noreg, 0, $noreg, $ecx :: (store (s32) into %stack.12)
    MOV32mr %stack.13, 1, $noreg, 0, $noreg, $r10d :: (store (s32) into %stack.13)
    $ecx = MOV32rm %stack.13, 1, $noreg, 0, $noreg :: (load (s32) from %stack.13)
    $ecx = ADD32rr $ecx, $r11d, implicit-def dead $eflags
    MOV32mr %stack.13, 1, $noreg, 0, $noreg, $ecx :: (store (s32) into %stack.13)
    MOV32mr %stack.14, 1, $noreg, 0, $noreg, $r11d :: (store (s32) into %stack.14)
    $ecx = MOV32rm %stack.14, 1, $noreg, 0, $noreg :: (load (s32) from %stack.14)
    $ecx = ADD32rr $ecx, $ebx, implicit-def dead $eflags
    MOV32mr %stack.14, 1, $noreg, 0, $noreg, $ecx :: (store (s32) into %stack.14)
    MOV32mr %stack.15, 1, $noreg, 0, $noreg, $ebx :: (store (s32) into %stack.15)
    $ecx = MOV32rm %stack.15, 1, $noreg, 0, $noreg :: (load (s32) from %stack.15)
    $ecx = ADD32rr $ecx, $r12d, implicit-def dead $eflags
    MOV32mr %stack.15, 1, $noreg, 0, $noreg, $ecx :: (store (s32) into %stack.15)
    MOV32mr %stack.16, 1, $noreg, 0, $noreg, $r12d :: (store (s32) into %stack.16)
    $ecx = MOV32rm %stack.16, 1, $noreg, 0, $noreg :: (load (s32) from %stack.16)
    $ecx = ADD32rr $ecx, $r13d, implicit-def dead $eflags
    MOV32mr %stack.16, 1, $noreg, 0, $noreg, $ecx :: (store (s32) into %stack.16)
    MOV32mr %stack.17, 1, $noreg, 0, $noreg, $r13d :: (store (s32) into %stack.17)
    $ecx = MOV32rm %stack.17, 1, $noreg, 0, $noreg :: (load (s32) from %stack.17)
    $ecx = ADD32rr $ecx, $r14d, implicit-def dead $eflags
    MOV32mr %stack.17, 1, $noreg, 0, $noreg, $ecx :: (store (s32) into %stack.17)
    MOV32mr %stack.18, 1, $noreg, 0, $noreg, $r14d :: (store (s32) into %stack.18)
    $ecx = MOV32rm %stack.18, 1, $noreg, 0, $noreg :: (load (s32) from %stack.18)
    $ecx = ADD32rr $ecx, $eax, implicit-def dead $eflags
    MOV32mr %stack.18, 1, $noreg, 0, $noreg, $ecx :: (store (s32) into %stack.18)
    MOV32mr %stack.19, 1, $noreg, 0, $noreg, $eax :: (store (s32) into %stack.19)
    $eax = MOV32rm %stack.19, 1, $noreg, 0, $noreg :: (load (s32) from %stack.19)
    $ecx = MOV32rm %stack.27, 1, $noreg, 0, $noreg :: (load (s32) from %stack.27)
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    MOV32mr %stack.19, 1, $noreg, 0, $noreg, $eax :: (store (s32) into %stack.19)
    $eax = MOV32rm %stack.27, 1, $noreg, 0, $noreg :: (load (s32) from %stack.27)
    MOV32mr %stack.20, 1, $noreg, 0, $noreg, $eax :: (store (s32) into %stack.20)
    $eax = MOV32rm %stack.20, 1, $noreg, 0, $noreg :: (load (s32) from %stack.20)
    $ecx = MOV32rm %stack.5, 1, $noreg, 0, $noreg :: (load (s32) from %stack.5)
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    MOV32mr %stack.20, 1, $noreg, 0, $noreg, $eax :: (store (s32) into %stack.20)
    $eax = MOV32rm %stack.5, 1, $noreg, 0, $noreg :: (load (s32) from %stack.5)
    MOV32mr %stack.21, 1, $noreg, 0, $noreg, $eax :: (store (s32) into %stack.21)
    $eax = MOV32rm %stack.21, 1, $noreg, 0, $noreg :: (load (s32) from %stack.21)
    $ecx = MOV32rm %stack.6, 1, $noreg, 0, $noreg :: (load (s32) from %stack.6)
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    MOV32mr %stack.21, 1, $noreg, 0, $noreg, $eax :: (store (s32) into %stack.21)
    $eax = MOV32rm %stack.6, 1, $noreg, 0, $noreg :: (load (s32) from %stack.6)
    MOV32mr %stack.22, 1, $noreg, 0, $noreg, $eax :: (store (s32) into %stack.22)
    $eax = MOV32rm %stack.22, 1, $noreg, 0, $noreg :: (load (s32) from %stack.22)
    $eax = ADD32rr $eax, $edi, implicit-def dead $eflags
    MOV32mr %stack.22, 1, $noreg, 0, $noreg, $eax :: (store (s32) into %stack.22)
    MOV32mr %stack.23, 1, $noreg, 0, $noreg, $edi :: (store (s32) into %stack.23)
    $eax = MOV32rm %stack.23, 1, $noreg, 0, $noreg :: (load (s32) from %stack.23)
    $ecx = MOV32rm %stack.4, 1, $noreg, 0, $noreg :: (load (s32) from %stack.4)
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    MOV32mr %stack.23, 1, $noreg, 0, $noreg, $eax :: (store (s32) into %stack.23)
    $eax = MOV32rm %stack.24, 1, $noreg, 0, $noreg :: (load (s32) from %stack.24)
    MOV32mr %stack.25, 1, $noreg, 0, $noreg, $eax :: (store (s32) into %stack.25)
    $eax = MOV32rm %stack.25, 1, $noreg, 0, $noreg :: (load (s32) from %stack.25)
    $eax = SUB32ri $eax, 1, implicit-def $eflags
    MOV32mr %stack.25, 1, $noreg, 0, $noreg, $eax :: (store (s32) into %stack.25)
    JCC_1 %bb.3, 15, implicit $eflags

  bb.2:
    $eax = MOV32rm %stack.8, 1, $noreg, 0, $noreg :: (load (s32) from %stack.8)
    $eax = IMUL32rri $eax, 2, implicit-def dead $eflags
    $ecx = MOV32rm %stack.7, 1, $noreg, 0, $noreg :: (load (s32) from %stack.7)
    $ecx = ADD32rr $ecx, $eax, implicit-def dead $eflags
    $eax = MOV32rm %stack.9, 1, $noreg, 0, $noreg :: (load (s32) from %stack.9)
    $eax = IMUL32rri $eax, 3, implicit-def dead $eflags
    $ecx = ADD32rr $ecx, $eax, implicit-def dead $eflags
    $eax = MOV32rm %stack.10, 1, $noreg, 0, $noreg :: (load (s32) from %stack.10)
    $eax = IMUL32rri $eax, 4, implicit-def dead $eflags
    $ecx = ADD32rr $ecx, $eax, implicit-def dead $eflags
    $eax = MOV32rm %stack.11, 1, $noreg, 0, $noreg :: (load (s32) from %stack.11)
    $eax = IMUL32rri $eax, 5, implicit-def dead $eflags
    $ecx = ADD32rr $ecx, $eax, implicit-def dead $eflags
    $eax = MOV32rm %stack.12, 1, $noreg, 0, $noreg :: (load (s32) from %stack.12)
    $eax = IMUL32rri $eax, 6, implicit-def dead $eflags
    $ecx = ADD32rr $ecx, $eax, implicit-def dead $eflags
    $eax = MOV32rm %stack.13, 1, $noreg, 0, $noreg :: (load (s32) from %stack.13)
    $eax = IMUL32rri $eax, 7, implicit-def dead $eflags
    $ecx = ADD32rr $ecx, $eax, implicit-def dead $eflags
    $eax = MOV32rm %stack.14, 1, $noreg, 0, $noreg :: (load (s32) from %stack.14)
    $eax = IMUL32rri $eax, 8, implicit-def dead $eflags
    $ecx = ADD32rr $ecx, $eax, implicit-def dead $eflags
    $eax = MOV32rm %stack.15, 1, $noreg, 0, $noreg :: (load (s32) from %stack.15)
    $eax = IMUL32rri $eax, 9, implicit-def dead $eflags
    $ecx = ADD32rr $ecx, $eax, implicit-def dead $eflags
    $eax = MOV32rm %stack.16, 1, $noreg, 0, $noreg :: (load (s32) from %stack.16)
    $eax = IMUL32rri $eax, 10, implicit-def dead $eflags
    $ecx = ADD32rr $ecx, $eax, implicit-def dead $eflags
    $eax = MOV32rm %stack.17, 1, $noreg, 0, $noreg :: (load (s32) from %stack.17)
    $eax = IMUL32rri $eax, 11, implicit-def dead $eflags
    $ecx = ADD32rr $ecx, $eax, implicit-def dead $eflags
    $eax = MOV32rm %stack.18, 1, $noreg, 0, $noreg :: (load (s32) from %stack.18)
    $eax = IMUL32rri $eax, 12, implicit-def dead $eflags
    $ecx = ADD32rr $ecx, $eax, implicit-def dead $eflags
    $eax = MOV32rm %stack.19, 1, $noreg, 0, $noreg :: (load (s32) from %stack.19)
    $eax = IMUL32rri $eax, 13, implicit-def dead $eflags
    $ecx = ADD32rr $ecx, $eax, implicit-def dead $eflags
    $eax = MOV32rm %stack.20, 1, $noreg, 0, $noreg :: (load (s32) from %stack.20)
    $eax = IMUL32rri $eax, 14, implicit-def dead $eflags
    $ecx = ADD32rr $ecx, $eax, implicit-def dead $eflags
    $eax = MOV32rm %stack.21, 1, $noreg, 0, $noreg :: (load (s32) from %stack.21)
    $eax = IMUL32rri $eax, 15, implicit-def dead $eflags
    $ecx = ADD32rr $ecx, $eax, implicit-def dead $eflags
    $eax = MOV32rm %stack.22, 1, $noreg, 0, $noreg :: (load (s32) from %stack.22)
    $eax = IMUL32rri $eax, 16, implicit-def dead $eflags
    $ecx = ADD32rr $ecx, $eax, implicit-def dead $eflags
    $eax = MOV32rm %stack.23, 1, $noreg, 0, $noreg :: (load (s32) from %stack.23)
    $eax = IMUL32rri $eax, 17, implicit-def dead $eflags
    $ecx = ADD32rr $ecx, $eax, implicit-def dead $eflags
    $eax = COPY $ecx
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
    $eax = COPY $edi
    $eax = ADD32ri $eax, 0, implicit-def dead $eflags
    $ecx = COPY $edi
    $ecx = ADD32ri $ecx, 3, implicit-def dead $eflags
    $edx = COPY $edi
    $edx = ADD32ri $edx, 6, implicit-def dead $eflags
    $esi = COPY $edi
    $esi = ADD32ri $esi, 9, implicit-def dead $eflags
    $r8d = COPY $edi
    $r8d = ADD32ri $r8d, 12, implicit-def dead $eflags
    $r9d = COPY $edi
    $r9d = ADD32ri $r9d, 15, implicit-def dead $eflags
    $r10d = COPY $edi
    $r10d = ADD32ri $r10d, 18, implicit-def dead $eflags
    $r11d = COPY $edi
    $r11d = ADD32ri $r11d, 21, implicit-def dead $eflags
    $ebx = COPY $edi
    $ebx = ADD32ri $ebx, 24, implicit-def dead $eflags
    $r12d = COPY $edi
    $r12d = ADD32ri $r12d, 27, implicit-def dead $eflags
    $r13d = COPY $edi
    $r13d = ADD32ri $r13d, 30, implicit-def dead $eflags
    $r14d = COPY $edi
    $r14d = ADD32ri $r14d, 33, implicit-def dead $eflags
    $r15d = COPY $edi
    $r15d = ADD32ri $r15d, 36, implicit-def dead $eflags
    MOV8mr %stack.0, 1, $noreg, 0, $noreg, $r15b :: (store (s8) into %stack.0)
    $r15d = COPY $edi
    $r15d = ADD32ri $r15d, 39, implicit-def dead $eflags
    $edi = ADD32ri $edi, 42, implicit-def dead $eflags
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
    $cl = MOV8rm %stack.0, 1, $noreg, 0, $noreg :: (load (s8) from %stack.0)
    $ecx = MOVZX32rr8 $cl
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    $ecx = MOVZX32rr8 $r15b
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    $ecx = MOVZX32rr8 $dil
    $eax = ADD32rr $eax, $ecx, implicit-def dead $eflags
    RET 0, $eax
...
"""

# END GOLDEN
