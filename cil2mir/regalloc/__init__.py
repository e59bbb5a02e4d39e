"""Register allocation: pre-RA SSA MachineFunction (vregs, PHIs) -> physical registers.

A straight pipeline of whole-function passes (QBE style):

    eliminate_phis      PHIs -> sequentialized parallel copies at the end of predecessors
    lower_two_address   tied defs -> `%d = COPY %a; %d = OP %d, ...`
    coalesce_copies     merge the vregs of copies whose values never need two registers
    split_floats_at_calls  store/reload XMM values around the calls they live across
    loop:
      compute_liveness  block live-in/out by backward dataflow
      build_intervals   numbering, live ranges with holes per vreg and per physical unit,
                        spill weights by loop depth
      linear_scan       Poletto & Sarkar over register units with lifetime holes, copy
                        hints, the cheapest side spilled
      if anything spilled:
        split_spilled_at_calls  integers spilled for want of callee-saved registers stored
                        and reloaded around the calls they live across instead, where
                        that costs less (by estimated block frequencies), then scan again
        give_slots      a stack slot per spilled vreg (not for rematerialised constants)
        split_around_loops  a piece of each spilled vreg for the loops it is used in and
                        outlives, loaded on entry and stored on exit, in the same slot
        insert_spill_code  loads/stores via temporaries, then scan again (temporaries are
                        never spilled, a spilled piece's own loads and stores go)
    rewrite             vregs -> sized physical views, identity copies gone, live-ins

`allocate(mf, trace)` also records the intervals and what became of them (trace.py).
"""

from __future__ import annotations

from cil2mir.errors import CompileError
from cil2mir.gc_pause import paused_gc
from cil2mir.isel.machine import FrameIndex, MachineFunction
from cil2mir.regalloc.coalesce import coalesce_copies
from cil2mir.regalloc.linear_scan import linear_scan
from cil2mir.regalloc.liveness import build_intervals, compute_liveness, flow_graph, number
from cil2mir.regalloc.loops import loop_depths, natural_loops
from cil2mir.regalloc.phi_elim import eliminate_phis
from cil2mir.regalloc.rewrite import rewrite
from cil2mir.regalloc.spill import give_slots, insert_spill_code, rematerialisable
from cil2mir.regalloc.split import split_around_loops, split_floats_at_calls, split_spilled_at_calls
from cil2mir.regalloc.trace import AllocationTrace
from cil2mir.regalloc.two_address import lower_two_address

# Each round spills at least one vreg that is not a temporary, so this only guards bugs.
_MAX_ROUNDS = 64


def allocate(mf: MachineFunction, trace: AllocationTrace | None = None) -> MachineFunction:
    """Allocate registers for `mf` in place and return it; `trace`: record the scans in it."""
    with paused_gc():
        return _allocate(mf, trace)


def _allocate(mf: MachineFunction, trace: AllocationTrace | None) -> MachineFunction:
    eliminate_phis(mf)
    # From here on the blocks and their successors stay as they are: their loop depths and
    # the graph the liveness dataflow walks are made once.
    flow = flow_graph(mf)
    loops = natural_loops(mf)
    depths = loop_depths(mf, loops)
    lower_two_address(mf)
    coalesce_copies(mf, depths, flow)
    split_floats_at_calls(mf, depths, flow)
    temps: set[int] = set()
    homes: dict[int, FrameIndex] = {}          # spilled vreg -> its slot (a piece: its value's)
    pieces: dict[int, frozenset[int]] = {}     # piece of a spilled vreg -> its loop's blocks
    for _ in range(_MAX_ROUNDS):
        live = compute_liveness(mf, flow)
        numbering = number(mf)
        intervals, fixed = build_intervals(mf, live, numbering, depths)
        for n in temps:
            if n in intervals:
                intervals[n].is_temp = True
        spilled = linear_scan(intervals, fixed)
        if not spilled:
            if trace is not None:
                trace.final(mf, numbering, intervals)
            return rewrite(mf, {n: iv.unit for n, iv in intervals.items()}, flow)
        remat = rematerialisable(mf, spilled)
        if split_spilled_at_calls(mf, [iv for iv in spilled if iv.vreg.n not in remat], loops, depths, live,
                                  homes):
            continue
        anchors = trace.anchors(mf, numbering, spilled) if trace is not None else None
        give_slots(mf, spilled, remat, homes)
        split_around_loops(mf, spilled, loops, live, homes, pieces)
        slots = insert_spill_code(mf, spilled, remat, homes, temps)
        if trace is not None:
            trace.spilled(anchors, slots)
    raise CompileError(f"register allocation of {mf.name} did not converge")


__all__ = ["AllocationTrace", "allocate"]
