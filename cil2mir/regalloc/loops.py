"""The loops of a machine function: their blocks, for splitting spilled values around them
(split.py), and each block's loop depth, for the allocator's priorities (coalescing copies
and choosing what to spill: a copy or a reload inside a loop runs once per iteration).

A back edge is an edge to a block on the depth-first search's stack; its natural loop is
the header plus every block that reaches the edge's source without passing the header.
A block's depth is the number of natural loops containing it (loops with one header are
merged, so a `continue` does not count as a second loop).
"""

from __future__ import annotations

from dataclasses import dataclass

from cil2mir.isel.machine import MachineFunction


@dataclass(frozen=True)
class Loop:
    """A natural loop: its header and every block in it (the header's, merged)."""
    header: int
    blocks: frozenset[int]


def natural_loops(mf: MachineFunction) -> list[Loop]:
    """The function's loops, outermost (largest) first."""
    if not mf.blocks:
        return []
    succs = {b.n: [s.n for s in b.succs] for b in mf.blocks}
    preds: dict[int, list[int]] = {n: [] for n in succs}
    for n, ss in succs.items():
        for s in ss:
            preds[s].append(n)
    back: dict[int, list[int]] = {}          # header -> sources of its back edges
    state: dict[int, int] = {}               # 1 on the stack, 2 done
    entry = mf.blocks[0].n
    stack = [(entry, iter(succs[entry]))]
    state[entry] = 1
    while stack:
        n, it = stack[-1]
        for s in it:
            if s not in state:
                state[s] = 1
                stack.append((s, iter(succs[s])))
                break
            if state[s] == 1:
                back.setdefault(s, []).append(n)
        else:
            state[n] = 2
            stack.pop()
    loops = []
    for header, sources in back.items():
        body = {header}
        work = [s for s in sources if s != header]
        while work:
            n = work.pop()
            if n not in body:
                body.add(n)
                work.extend(p for p in preds[n] if p in state)
        loops.append(Loop(header, frozenset(body)))
    return sorted(loops, key=lambda lp: (-len(lp.blocks), lp.header))


def loop_depths(mf: MachineFunction, loops: list[Loop] | None = None) -> dict[int, int]:
    """Block number -> how many loops contain it (0 outside loops); `loops`: the
    function's `natural_loops`, when the caller has them."""
    depth = {b.n: 0 for b in mf.blocks}
    for lp in natural_loops(mf) if loops is None else loops:
        for n in lp.blocks:
            depth[n] += 1
    return depth
