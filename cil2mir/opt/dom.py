"""Dominators and natural loops of the SSA graph, for the passes that reason along
dominating paths (value numbering, check elimination) and over loops (code motion).

Dominators by Cooper, Harvey & Kennedy's iteration over reverse postorder ("A Simple,
Fast Dominance Algorithm", 2001); a loop is the natural loop of its header: the blocks
that reach a back edge's source without passing the header."""

from __future__ import annotations

from dataclasses import dataclass, field

from cil2mir.frontend import ir
from cil2mir.graph import postorder


@dataclass(eq=False)
class Dominators:
    """The dominator tree of the blocks reachable from the entry."""
    order: list[ir.Block]                       # reverse postorder
    idom: dict[ir.Block, ir.Block]              # the entry is its own
    children: dict[ir.Block, list[ir.Block]]
    index: dict[ir.Block, int]                  # position in `order`

    def dominates(self, a: ir.Block, b: ir.Block) -> bool:
        """Whether every path from the entry to `b` passes `a` (a block dominates itself)."""
        while self.index[b] > self.index[a]:
            b = self.idom[b]
        return a is b

    def preorder(self) -> list[ir.Block]:
        """The tree in depth-first preorder: a block after every block that dominates it."""
        out: list[ir.Block] = []
        stack = [self.order[0]]
        while stack:
            b = stack.pop()
            out.append(b)
            stack.extend(reversed(self.children[b]))
        return out


def dominators(fn: ir.Function) -> Dominators:
    order = postorder(fn.blocks[:1])[::-1]
    index = {b: k for k, b in enumerate(order)}
    entry = order[0]
    idom: dict[ir.Block, ir.Block] = {entry: entry}

    def meet(a: ir.Block, b: ir.Block) -> ir.Block:
        while a is not b:
            while index[a] > index[b]:
                a = idom[a]
            while index[b] > index[a]:
                b = idom[b]
        return a

    changed = True
    while changed:
        changed = False
        for b in order[1:]:
            new: ir.Block | None = None
            for p in b.preds:
                if p in idom:
                    new = p if new is None else meet(p, new)
            if new is not None and idom.get(b) is not new:
                idom[b] = new
                changed = True
    children: dict[ir.Block, list[ir.Block]] = {b: [] for b in order}
    for b in order[1:]:
        children[idom[b]].append(b)
    return Dominators(order, idom, children, index)


@dataclass(eq=False)
class Loop:
    header: ir.Block
    blocks: set[ir.Block] = field(default_factory=set)
    parent: "Loop | None" = None                 # the innermost loop around it


def natural_loops(dom: Dominators) -> list[Loop]:
    """Every loop (back edges to one header make one loop), innermost first."""
    loops: dict[ir.Block, Loop] = {}
    for b in dom.order:
        for s in b.succs:
            if s in dom.index and dom.dominates(s, b):          # a back edge b -> s
                loop = loops.setdefault(s, Loop(s, {s}))
                work = [b]
                while work:
                    x = work.pop()
                    if x not in loop.blocks:
                        loop.blocks.add(x)
                        work.extend(p for p in x.preds if p in dom.index)
    found = sorted(loops.values(), key=lambda lp: len(lp.blocks))
    for k, inner in enumerate(found):
        inner.parent = next((outer for outer in found[k + 1:]
                             if inner.header in outer.blocks), None)
    return found
