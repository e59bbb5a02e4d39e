"""PHI elimination: replace the PHIs of each block by copies at the end of its predecessors.

All PHIs of a block read their inputs at the same instant, so the copies on one edge form
a *parallel* copy `(d1, d2, ...) := (s1, s2, ...)`. `sequentialize` orders it so that no
destination is written before every copy that reads it has run, and breaks cycles
(`x, y := y, x`) with one fresh temporary each. Copies go straight into the PHI's own
vreg, so a loop-carried value needs no extra temporaries and no coalescing.

Writing a PHI's vreg at the end of a predecessor is only right if that vreg is not live
on the predecessor's other out-edges (the "lost copy" problem), so critical edges
(predecessor with several successors -> PHI block with several predecessors) are split
first: a new block on the edge holds the copies.
"""

from __future__ import annotations

from dataclasses import dataclass

from cil2mir.isel.machine import (BlockRef, JumpTableRef, MachineBlock, MachineFunction,
                                  MachineInstr, RegOp, VReg)
from cil2mir.regalloc.util import copy, first_terminator


@dataclass(frozen=True)
class Move:
    """One element of a parallel copy: `dst := src` (src may read a subregister)."""
    dst: VReg
    src: VReg
    src_subreg: str | None = None


def sequentialize(moves: list[Move], new_temp) -> list[Move]:
    """Order a parallel copy into sequential moves with the same effect.

    Destinations must be distinct. `new_temp(reg)` returns a fresh vreg of reg's class;
    it is called once per cycle. Linear time: a move is ready once no pending move still
    reads its destination; when nothing is ready, only cycles remain, and saving one
    destination of a cycle in a temporary makes its move ready.
    """
    pending: dict[VReg, Move] = {}
    for m in moves:
        if m.dst != m.src or m.src_subreg:
            pending[m.dst] = m
    readers: dict[VReg, list[VReg]] = {}          # source -> destinations that still read it
    for m in pending.values():
        readers.setdefault(m.src, []).append(m.dst)
    ready = [d for d in pending if not readers.get(d)]
    ready.reverse()                               # pop() then takes them in input order
    out: list[Move] = []
    while pending:
        while ready:
            d = ready.pop()
            m = pending.pop(d)
            out.append(m)
            rs = readers[m.src]
            rs.remove(d)
            if not rs and m.src in pending:
                ready.append(m.src)
        if pending:
            d = next(iter(pending))               # on a cycle: save d's old value first
            t = new_temp(d)
            out.append(Move(t, d))
            for r in readers.pop(d, []):
                old = pending[r]
                pending[r] = Move(r, t, old.src_subreg)
                readers.setdefault(t, []).append(r)
            ready.append(d)
    return out


def eliminate_phis(mf: MachineFunction) -> MachineFunction:
    """Remove every PHI, inserting sequentialized parallel copies on the incoming edges."""
    if not any(mi.opcode == "PHI" for _, mi in mf.instrs()):
        return mf
    _split_critical_edges(mf)
    by_n = {b.n: b for b in mf.blocks}
    for block in mf.blocks:
        nphi = 0
        while nphi < len(block.instrs) and block.instrs[nphi].opcode == "PHI":
            nphi += 1
        if not nphi:
            continue
        phis, block.instrs = block.instrs[:nphi], block.instrs[nphi:]
        per_pred: dict[int, list[Move]] = {}
        for phi in phis:
            dst = phi.ops[0].reg
            seen: set[int] = set()
            for val, bb in zip(phi.ops[1::2], phi.ops[2::2]):
                if bb.n in seen:                  # one edge listed twice: same value
                    continue
                seen.add(bb.n)
                per_pred.setdefault(bb.n, []).append(Move(dst, val.reg, val.subreg))
        for pred_n, moves in per_pred.items():
            pred = by_n[pred_n]
            seq = sequentialize(moves, lambda r: mf.new_vreg(r.rc))
            at = first_terminator(pred)
            where = pred.instrs[at].il_offset if at < len(pred.instrs) else None   # the branch's
            pred.instrs[at:at] = [copy(m.dst, RegOp(m.src, subreg=m.src_subreg), where)
                                  for m in seq]
    return mf


def _split_critical_edges(mf: MachineFunction) -> None:
    """Put a new, empty block on every critical edge into a block with PHIs.

    The new block goes right before its successor in the layout and falls through into
    it, so live ranges stay local (an edge block far away would stretch the one-range
    intervals of everything live across it). Blocks whose fallthrough this breaks get
    an explicit JMP_1.
    """
    preds = mf.preds()
    next_n = max(b.n for b in mf.blocks) + 1
    before: dict[int, list[MachineBlock]] = {}        # successor -> edge blocks before it
    renamed: dict[int, dict[int, int]] = {}           # successor -> {old pred: edge block}
    for pred in mf.blocks:
        if len(pred.succs) < 2:
            continue
        for i, succ in enumerate(pred.succs):
            if len(preds[succ.n]) < 2 or not succ.instrs or succ.instrs[0].opcode != "PHI":
                continue
            edge = MachineBlock(next_n, [], [succ])
            next_n += 1
            _retarget(mf, pred, succ, edge)
            pred.succs[i] = edge
            before.setdefault(succ.n, []).append(edge)
            renamed.setdefault(succ.n, {})[pred.n] = edge.n
    if not before:
        return
    layout: list[MachineBlock] = []
    for b in mf.blocks:
        layout += before.get(b.n, [])
        layout.append(b)
        for mi in b.instrs:
            if mi.opcode != "PHI":
                break
            for k in range(2, len(mi.ops), 2):
                edge_n = renamed.get(b.n, {}).get(mi.ops[k].n)
                if edge_n is not None:
                    mi.ops[k] = BlockRef(edge_n)
    mf.blocks = layout
    for b, nxt in zip(layout, [*layout[1:], None]):
        ft = fallthrough(mf, b)
        if ft is not None and ft is not nxt:
            b.instrs.append(MachineInstr("JMP_1", [ft.ref]))


def _retarget(mf: MachineFunction, pred: MachineBlock, succ: MachineBlock,
              edge: MachineBlock) -> None:
    """Make pred's branches (and any jump table it dispatches through) go to `edge`. Its
    own PHIs name the blocks it is entered from, not where it goes: they stay."""
    for mi in pred.instrs:
        if mi.opcode == "PHI":
            continue
        for k, o in enumerate(mi.ops):
            if o == succ.ref:
                mi.ops[k] = edge.ref
            elif isinstance(o, JumpTableRef):
                jt = mf.jump_tables[o.index]
                jt.blocks = [edge.n if n == succ.n else n for n in jt.blocks]


def fallthrough(mf: MachineFunction, block: MachineBlock) -> MachineBlock | None:
    """The successor that `block` reaches by falling off its end, if any: the one that no
    branch of its terminators (nor a jump table it uses) names."""
    named: set[int] = set()
    first = first_terminator(block)
    start = 0 if mf.jump_tables else first      # (only a jump table is named before them)
    for k in range(start, len(block.instrs)):
        for o in block.instrs[k].ops:
            t = type(o)
            if t is JumpTableRef:
                named.update(mf.jump_tables[o.index].blocks)
            elif t is BlockRef and k >= first:
                named.add(o.n)
    return next((s for s in block.succs if s.n not in named), None)
