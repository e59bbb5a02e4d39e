"""Interval splitting: a value gets a register where it is used and lives in memory where
it is not, instead of one decision for its whole life.

*Floats at calls* (before the scan): System V preserves no XMM register, so a float value
live across a call cannot stay in a register there. Spilled as a whole, it would be
stored at every definition and reloaded at every use, on every path, also on the hot path
that never meets the call (a static constructor check, an exception path). Instead it is
stored just before each call it lives across and reloaded just after the call sequence:
between calls it is a register value like any other, and the call leaves a hole in its
interval. Only when no call it crosses sits in a deeper loop than its deepest def or use:
a value used once after a loop full of calls is cheaper to spill as a whole (the scan does
that). The stack slot is a spill slot, so the spill-code peephole cleans up after it.

*Spilled integers at calls* (after a scan that spilled): an integer spilled for want of
callee-saved registers, that a loop which uses it calls across, is split at its calls as a
float is, where estimated block frequencies say that is cheaper than spilling it whole
(`split_spilled_at_calls`): a loop that calls only on a rare path keeps it in a
caller-saved register on the common one.

*Spilled values around loops* (after a scan that spilled): a value spilled for the
pressure somewhere in its life (integers live across calls share six callee-saved
registers) would be reloaded at every use, also in a loop where a register is free. So
each loop that uses it and that it outlives gets a piece of its own, a new vreg: loaded
from the value's slot on the edges into the loop, stored back on the edges out of it if
the loop writes it, and the value's mentions in the loop renamed. The next scan decides
the piece like any vreg: with a register, the loop runs without its spill code; spilled
too, it lives in the same slot, so its loads and stores go (spill.py) and it is split
again only for the loops inside its own. Loops with more than one entry block, and
edges where the code cannot go without a new block, are left alone.
"""

from __future__ import annotations

from typing import Callable

from cil2mir.isel.machine import FrameIndex, MachineBlock, MachineFunction, MachineInstr, RegOp, VReg
from cil2mir.regalloc.liveness import FlowGraph, Interval, Liveness, compute_liveness
from cil2mir.regalloc.loops import Loop
from cil2mir.regalloc.util import (bank_of, first_terminator, is_call, is_terminator, load_from_slot,
                                   slot_size, store_to_slot)


def split_floats_at_calls(mf: MachineFunction, depths: dict[int, int],
                          flow: FlowGraph | None = None) -> int:
    """Store and reload the XMM vregs live across calls around each call, unless a call
    they cross is in a deeper loop than their deepest def or use; returns how many vregs
    were split. `flow`: the block graph, when the caller has it."""
    if not mf.has_calls:
        return 0
    regs = {o.reg.n: o.reg for _, mi in mf.instrs() for o in mi.ops
            if type(o) is RegOp and type(o.reg) is VReg and bank_of(o.reg.rc) == "xmm"}

    def worth(calls: list[int], mentions: list[int]) -> bool:
        deepest = max(depths.get(bn, 0) for bn in mentions)
        return all(depths.get(bn, 0) <= deepest for bn in calls)
    if not regs:
        return 0
    return _split_at_calls(mf, regs, worth, compute_liveness(mf, flow))


def split_spilled_at_calls(mf: MachineFunction, spilled: list[Interval], loops: list[Loop],
                           depths: dict[int, int], live: Liveness, homes: dict[int, FrameIndex]) -> int:
    """After a scan: the integer vregs it spilled (not temporaries) stored and reloaded
    around the calls they live across, in their slot of `homes` (made there if they have
    none): those that a loop which uses them calls across (split_around_loops gives the
    others registers in their loops), where that costs less than a reload at each use and
    a store at each def; `live`: the liveness the scan used. Returns how many were split.
    The costs are a static estimate of how often each block runs: 8 times per loop level,
    and an eighth of that for a block with a call that an iteration of its innermost loop
    can go round without (Ball and Larus's call heuristic: the branch to a call is the one
    not taken). FindEntry's loop calls the comparer only when the hash codes match: the
    values it uses in every iteration stay in registers there, saved around that call."""
    regs = {iv.vreg.n: iv.vreg for iv in spilled if not iv.is_temp and bank_of(iv.vreg.rc) == "gpr"}
    if not mf.has_calls or not regs:
        return 0
    innermost = {n: lp for lp in loops for n in lp.blocks}       # (loops: outermost first)
    preds = mf.preds()
    succs = {b.n: [t.n for t in b.succs] for b in mf.blocks}
    calling = {b.n for b in mf.blocks if any(is_call(mi) for mi in b.instrs)}
    freq: dict[int, float] = {}

    def runs(bn: int) -> float:
        if bn not in freq:
            lp = innermost.get(bn)
            rare = bn in calling and lp is not None and _skippable(lp, bn, preds, succs)
            freq[bn] = 8.0 ** (depths.get(bn, 0) - rare)
        return freq[bn]

    def worth(calls: list[int], mentions: list[int]) -> bool:
        in_loop = any(lp is not None and not lp.blocks.isdisjoint(mentions)
                      for lp in map(innermost.get, calls))
        return in_loop and sum(2 * runs(bn) for bn in calls) < sum(runs(bn) for bn in mentions)
    return _split_at_calls(mf, regs, worth, live, homes)


def _skippable(lp: Loop, bn: int, preds: dict[int, list[MachineBlock]], succs: dict[int, list[int]]) -> bool:
    """Whether an iteration of `lp` can go round without passing block `bn`: a back edge's
    source is reached from the header inside the loop without it."""
    latches = {p.n for p in preds[lp.header] if p.n in lp.blocks}
    seen = {lp.header}
    work = [lp.header]
    while work:
        n = work.pop()
        if n in latches:
            return True
        for t in succs[n]:
            if t in lp.blocks and t != bn and t not in seen:
                seen.add(t)
                work.append(t)
    return False


def _split_at_calls(mf: MachineFunction, regs: dict[int, VReg], worth: Callable[[list[int], list[int]], bool],
                    live: Liveness, homes: dict[int, FrameIndex] | None = None) -> int:
    """Store and reload the vregs `regs` around each call they live across, those for which
    `worth(blocks of the calls they cross, blocks of their defs and uses)`; returns how many
    were split (`live`: the function's liveness). `homes`: their slots, kept (a new one is
    recorded there)."""
    crossing: dict[int, list[tuple[int, MachineInstr]]] = {}   # vreg -> (block, call) it crosses
    mentions: dict[int, list[int]] = {}                          # vreg -> block of each def and use
    for b in mf.blocks:
        after = {k for k in live.live_out[b.n] if k in regs}       # the vregs live after mi
        for mi, (uses, defs) in zip(reversed(b.instrs), reversed(live.keys[b.n])):
            for k in (*uses, *defs):
                if k in regs:
                    mentions.setdefault(k, []).append(b.n)
            if after and is_call(mi) and not is_terminator(mi):
                for n in after:
                    crossing.setdefault(n, []).append((b.n, mi))
            after.difference_update(defs)
            after.update(k for k in uses if k in regs)
    split = [n for n, calls in crossing.items() if worth([bn for bn, _ in calls], mentions[n])]
    if not split:
        return 0
    around: dict[int, list[tuple[VReg, object]]] = {}    # id(call) -> values to save around it
    for n in sorted(split):
        vreg = regs[n]
        slot = homes.get(n) if homes is not None else None
        if slot is None:
            size = slot_size(vreg.rc)
            slot = mf.add_stack_object(size, size, spill_slot=True)
            if homes is not None:
                homes[n] = slot
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


def split_around_loops(mf: MachineFunction, spilled: list[Interval], loops: list[Loop], live: Liveness,
                       homes: dict[int, FrameIndex], pieces: dict[int, frozenset[int]]) -> int:
    """Give the spilled vregs that have slots in `homes` a piece in each outermost loop that
    mentions them and that they outlive; `live`: the liveness the scan used; `pieces`: the
    loop (its blocks) of each piece made so far, which gets the new ones. Returns how many
    pieces were made."""
    wanted = {iv.vreg.n: iv.vreg for iv in spilled if iv.vreg.n in homes}
    if not loops or not wanted:
        return 0
    mentioned: dict[int, set[int]] = {}      # vreg -> blocks that use or define it
    defined: dict[int, set[int]] = {}        # vreg -> blocks that define it
    for b in mf.blocks:
        for uses, defs in live.keys[b.n]:
            for k in uses:
                if k in wanted:
                    mentioned.setdefault(k, set()).add(b.n)
            for k in defs:
                if k in wanted:
                    mentioned.setdefault(k, set()).add(b.n)
                    defined.setdefault(k, set()).add(b.n)
    by_n = {b.n: b for b in mf.blocks}
    preds = mf.preds()
    made = 0
    for n in sorted(mentioned):
        within = pieces.get(n)
        chosen: list[Loop] = []
        for lp in loops:                     # outermost first
            if (within is not None and not lp.blocks < within) or not lp.blocks & mentioned[n] \
                    or any(lp.blocks <= c.blocks for c in chosen):
                continue
            plan = _plan(lp, n, bool(lp.blocks & defined.get(n, set())), live, by_n, preds)
            if plan is not None:
                chosen.append(lp)
                _split(mf, wanted[n], lp, plan, by_n, homes, pieces)
                made += 1
    return made


_Plan = tuple[list[MachineBlock], list[MachineBlock], list[MachineBlock]]


def _plan(lp: Loop, n: int, written: bool, live: Liveness, by_n: dict[int, MachineBlock],
          preds: dict[int, list[MachineBlock]]) -> _Plan | None:
    """Where a piece of vreg `n` for `lp` is loaded (at the end of these blocks outside),
    stored (at the end of these blocks inside; at the start of those outside), or None if
    it cannot be split there or gains nothing."""
    if any(p.n not in lp.blocks for b in lp.blocks if b != lp.header for p in preds[b]):
        return None                          # entered elsewhere than at its header
    loads: list[MachineBlock] = []
    if n in live.live_in[lp.header]:
        for p in preds[lp.header]:
            if p.n not in lp.blocks:
                if len(p.succs) != 1:
                    return None
                loads.append(p)
    exits = [(by_n[s], t) for s in sorted(lp.blocks) for t in by_n[s].succs
             if t.n not in lp.blocks and n in live.live_in[t.n]]
    if not loads and not exits:
        return None                          # it lives in the loop only
    ends: list[MachineBlock] = []
    starts: list[MachineBlock] = []
    if written:
        for s, t in exits:
            if len(s.succs) == 1:
                ends.append(s)
            elif all(p.n in lp.blocks for p in preds[t.n]):
                if t not in starts:
                    starts.append(t)
            else:
                return None
    return loads, ends, starts


def _split(mf: MachineFunction, vreg: VReg, lp: Loop, plan: _Plan, by_n: dict[int, MachineBlock],
           homes: dict[int, FrameIndex], pieces: dict[int, frozenset[int]]) -> None:
    piece = mf.new_vreg(vreg.rc)
    slot = homes[piece.n] = homes[vreg.n]
    pieces[piece.n] = lp.blocks
    for bn in lp.blocks:
        for mi in by_n[bn].instrs:
            for o in mi.ops:
                if type(o) is RegOp and type(o.reg) is VReg and o.reg.n == vreg.n:
                    o.reg = piece
    loads, ends, starts = plan
    for b in loads:
        _at_end(b, lambda where: load_from_slot(RegOp(piece, is_def=True), vreg.rc, slot, where))
    for b in ends:
        _at_end(b, lambda where: store_to_slot(RegOp(piece), vreg.rc, slot, where))
    for b in starts:
        where = b.instrs[0].il_offset if b.instrs else None
        b.instrs.insert(0, store_to_slot(RegOp(piece), vreg.rc, slot, where))


def _at_end(b: MachineBlock, make) -> None:
    """Insert `make(il_offset)` before `b`'s terminators (with their location, as PHI copies)."""
    at = first_terminator(b)
    b.instrs.insert(at, make(b.instrs[at].il_offset if at < len(b.instrs) else None))
