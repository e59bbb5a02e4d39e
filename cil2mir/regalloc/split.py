"""Splitting float values at calls: System V preserves no XMM register, so a float value
live across a call cannot stay in a register there. Spilled as a whole, it would be
stored at every definition and reloaded at every use, on every path, also on the hot path
that never meets the call (a static constructor check, an exception path). Instead it is
stored just before each call it lives across and reloaded just after the call sequence: between
calls it is a register value like any other, and the call leaves a hole in its interval.

Only when no call it crosses sits in a deeper loop than its deepest def or use: a value
used once after a loop full of calls is cheaper to spill as a whole (the scan does that).
The stack slot is a spill slot, so the spill-code peephole cleans up after it.
"""

from __future__ import annotations

from cil2mir.isel.machine import MachineFunction, MachineInstr, RegOp, VReg
from cil2mir.regalloc.liveness import FlowGraph, compute_liveness
from cil2mir.regalloc.util import bank_of, is_call, is_terminator, load_from_slot, slot_size, store_to_slot


def split_floats_at_calls(mf: MachineFunction, depths: dict[int, int],
                          flow: FlowGraph | None = None) -> int:
    """Store and reload the XMM vregs live across calls around each call; returns how
    many vregs were split. `flow`: the block graph, when the caller has it."""
    regs = {o.reg.n: o.reg for _, mi in mf.instrs() for o in mi.ops
            if type(o) is RegOp and type(o.reg) is VReg and bank_of(o.reg.rc) == "xmm"}
    if not mf.has_calls or not regs:
        return 0
    live = compute_liveness(mf, flow)
    crossing: dict[int, list[tuple[int, MachineInstr]]] = {}   # vreg -> (block, call) it crosses
    deepest: dict[int, int] = {}                                 # vreg -> deepest def or use
    for b in mf.blocks:
        depth = depths.get(b.n, 0)
        after = {k for k in live.live_out[b.n] if k in regs}       # XMM vregs live after mi
        for mi, (uses, defs) in zip(reversed(b.instrs), reversed(live.keys[b.n])):
            for k in (*uses, *defs):
                if k in regs:
                    deepest[k] = max(deepest.get(k, 0), depth)
            if after and is_call(mi) and not is_terminator(mi):
                for n in after:
                    crossing.setdefault(n, []).append((b.n, mi))
            after.difference_update(defs)
            after.update(k for k in uses if k in regs)
    split = [n for n, calls in crossing.items() if all(depths.get(bn, 0) <= deepest[n] for bn, _ in calls)]
    if not split:
        return 0
    around: dict[int, list[tuple[VReg, object]]] = {}    # id(call) -> values to save around it
    for n in sorted(split):
        vreg = regs[n]
        size = slot_size(vreg.rc)
        slot = mf.add_stack_object(size, size, spill_slot=True)
        for _, call in crossing[n]:
            around.setdefault(id(call), []).append((vreg, slot))
    for b in mf.blocks:
        k = 0
        while k < len(b.instrs):
            saved = around.get(id(b.instrs[k]))
            if saved is None:
                k += 1
                continue
            call = b.instrs[k]
            last = _sequence_end(b.instrs, k)
            b.instrs[last + 1:last + 1] = [load_from_slot(RegOp(v, is_def=True), v.rc, slot, call.il_offset)
                                           for v, slot in saved]
            b.instrs[k:k] = [store_to_slot(RegOp(v), v.rc, slot, call.il_offset) for v, slot in saved]
            k = last + 1 + 2 * len(saved)
    return len(split)


def _sequence_end(instrs: list[MachineInstr], k: int) -> int:
    """The last of the call's ADJCALLSTACKUP64 and result COPYs (from a physical register)."""
    last = k
    for i in range(k + 1, len(instrs)):
        mi = instrs[i]
        if mi.opcode == "ADJCALLSTACKUP64" or (mi.opcode == "COPY" and type(mi.ops[1].reg) is not VReg):
            last = i
        else:
            break
    return last
