"""Control-flow clean-up: a block that jumps to a block with no other predecessor absorbs
it (what inlining and folded branches leave behind: a call's block, the callee's entry and
the continuation become one block again); blocks no longer reached go."""

from __future__ import annotations

from cil2mir.frontend import ir
from cil2mir.graph import postorder
from cil2mir.opt.uses import replace_uses


def merge_blocks(fn: ir.Function) -> None:
    """Merge straight-line chains of blocks (`fn` linked, without unreachable blocks);
    `fn` is left linked."""
    entry = fn.blocks[0]
    gone: set[ir.Block] = set()
    mapping: dict[ir.Value, ir.Value] = {}
    for b in fn.blocks:
        if b in gone:
            continue
        while isinstance(b.term, ir.Jump):
            s = b.term.target
            if s is b or s is entry or len(s.preds) != 1:
                break
            for phi in s.phis:                  # one predecessor: the phi is its operand
                mapping[phi] = phi.incoming[0][1]
            b.insts += s.insts
            b.term = s.term
            for succ in dict.fromkeys(s.succs):
                succ.preds = [b if p is s else p for p in succ.preds]
                for phi in succ.phis:
                    phi.incoming = [(b if p is s else p, v) for p, v in phi.incoming]
            gone.add(s)
    if gone:
        fn.blocks = [b for b in fn.blocks if b not in gone]
        replace_uses(fn, mapping)
        fn.link()


def drop_unreachable(fn: ir.Function) -> None:
    """After branches became jumps: the blocks the entry no longer reaches go, and phis
    keep only the operands of edges that are left; `fn` is left linked."""
    reached = set(postorder(fn.blocks[:1]))
    fn.blocks = [b for b in fn.blocks if b in reached]
    if fn.propagate is not None and fn.propagate not in reached:
        fn.propagate = None
    fn.link()
    for b in fn.blocks:
        for phi in b.phis:
            phi.incoming = [(p, v) for p, v in phi.incoming if p in b.preds]
