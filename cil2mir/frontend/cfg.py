"""Basic blocks of a CIL body: leaders, successors, predecessors, reachability.

This is also where branch targets are validated (a target must be the first byte of
an instruction inside the method) and where falling off the end of the method is
caught, because both are properties of the instruction stream, not of the stack.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from cil2mir.errors import CompileError
from cil2mir.frontend.cil import BRANCHES, UNCONDITIONAL, Body, Instr, il_label


@dataclass(eq=False)
class CilBlock:
    index: int                     # position in IL order
    start: int                     # index of the first instruction in Body.instrs
    end: int                       # one past the last instruction
    succs: list[int] = field(default_factory=list)   # distinct, in terminator order
    preds: list[int] = field(default_factory=list)   # distinct reachable preds, IL order
    reachable: bool = False


@dataclass
class Cfg:
    blocks: list[CilBlock]
    block_at: dict[int, int]       # IL offset of a block's first instruction -> block index


def _targets(ins: Instr) -> list[int]:
    if ins.op == "switch":
        assert isinstance(ins.operand, list)
        return ins.operand
    if ins.op in BRANCHES:
        assert isinstance(ins.operand, int)
        return [ins.operand]
    return []


def build_cfg(body: Body) -> Cfg:
    instrs = body.instrs
    if not instrs:
        raise CompileError("empty method body")
    index_at = {ins.offset: i for i, ins in enumerate(instrs)}
    leaders = {0}
    # Exception-handling regions start and end blocks; handlers and filters are entered
    # by the exception dispatch (frontend/exceptions.py), so they are roots.
    roots = [0]
    for c in body.clauses:
        for o in (c.try_start, c.try_end, c.handler_start, c.handler_end, c.filter_start):
            if o in index_at:
                leaders.add(index_at[o])
        roots += [index_at[c.handler_start]] + \
            ([index_at[c.filter_start]] if c.filter_start >= 0 else [])
    for i, ins in enumerate(instrs):
        targets = _targets(ins)
        for t in targets:
            if t not in index_at:
                where = "into the middle of an instruction" if 0 <= t < body.code_size \
                    else "out of the method"
                raise CompileError(f"branch {where} (target {il_label(t)})",
                                   offset=ins.offset)
            leaders.add(index_at[t])
        if (targets or ins.op in UNCONDITIONAL) and i + 1 < len(instrs):
            leaders.add(i + 1)
    starts = sorted(leaders)
    blocks = [CilBlock(n, s, e) for n, (s, e) in enumerate(zip(starts, starts[1:] + [len(instrs)]))]
    block_at = {instrs[b.start].offset: b.index for b in blocks}
    for b in blocks:
        last = instrs[b.end - 1]
        succs = [block_at[t] for t in _targets(last)]
        if last.op not in UNCONDITIONAL:
            succs.append(b.index + 1)        # may be len(blocks): checked once reachable
        b.succs = list(dict.fromkeys(succs))
    _mark_reachable(blocks, instrs, sorted({block_at[instrs[r].offset] for r in roots}))
    for b in blocks:
        if b.reachable:
            for s in b.succs:
                blocks[s].preds.append(b.index)
    return Cfg(blocks, block_at)


def _mark_reachable(blocks: list[CilBlock], instrs: list[Instr], roots: list[int]) -> None:
    work = list(roots)
    for r in roots:
        blocks[r].reachable = True
    while work:
        b = blocks[work.pop()]
        for s in b.succs:
            if s == len(blocks):
                raise CompileError("control falls off the end of the method",
                                   offset=instrs[b.end - 1].offset)
            if not blocks[s].reachable:
                blocks[s].reachable = True
                work.append(s)
