"""Loop depth of each machine block, for the allocator's priorities (coalescing copies and
choosing what to spill: a copy or a reload inside a loop runs once per iteration).

A back edge is an edge to a block on the depth-first search's stack; its natural loop is
the header plus every block that reaches the edge's source without passing the header.
A block's depth is the number of natural loops containing it (loops with one header are
merged, so a `continue` does not count as a second loop).
"""

from __future__ import annotations

from cil2mir.isel.machine import MachineFunction


def loop_depths(mf: MachineFunction) -> dict[int, int]:
    """Block number -> how many loops contain it (0 outside loops)."""
    if not mf.blocks:
        return {}
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
    depth = {n: 0 for n in succs}
    for header, sources in back.items():
        body = {header}
        work = [s for s in sources if s != header]
        while work:
            n = work.pop()
            if n not in body:
                body.add(n)
                work.extend(p for p in preds[n] if p in state)
        for n in body:
            depth[n] += 1
    return depth
