"""Depth-first order over blocks, shared by the SSA IR and the machine IR."""

from __future__ import annotations

from typing import Iterable, TypeVar

B = TypeVar("B")


def postorder(roots: Iterable[B]) -> list[B]:
    """The blocks reachable from `roots` (each with a `succs` list, hashed by identity), in
    DFS postorder, one root after another; iterative, so long chains need no recursion."""
    seen: set[B] = set()
    out: list[B] = []
    for root in roots:
        if root in seen:
            continue
        seen.add(root)
        stack = [(root, iter(root.succs))]           # type: ignore[attr-defined]
        while stack:
            b, it = stack[-1]
            for nxt in it:
                if nxt not in seen:
                    seen.add(nxt)
                    stack.append((nxt, iter(nxt.succs)))  # type: ignore[attr-defined]
                    break
            else:
                stack.pop()
                out.append(b)
    return out
