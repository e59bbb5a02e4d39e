"""Control-flow clean-up after a function is built: branches on constants become jumps
(specialisation makes many: `typeof(T) == typeof(int)`, `default(T) == null` are known
in each instance), then blocks no path reaches are dropped."""

from __future__ import annotations

from cil2mir.frontend import ir
from cil2mir.frontend.ir import Cond, Ty
from cil2mir.graph import postorder

_WIDTH = {Ty.I32: 32, Ty.I64: 64, Ty.REF: 64}


def _holds(cond: Cond, a: ir.Const, b: ir.Const) -> bool | None:
    """Whether `a cond b` holds for two integer constants (None: not integers)."""
    bits = _WIDTH.get(a.ty)
    if bits is None or a.ty is not b.ty:
        return None
    x, y = int(a.value), int(b.value)
    if cond in (Cond.ULT, Cond.ULE, Cond.UGT, Cond.UGE):
        x, y = x % (1 << bits), y % (1 << bits)
    return {Cond.EQ: x == y, Cond.NE: x != y, Cond.LT: x < y, Cond.LE: x <= y,
            Cond.GT: x > y, Cond.GE: x >= y, Cond.ULT: x < y, Cond.ULE: x <= y,
            Cond.UGT: x > y, Cond.UGE: x >= y}[cond]


def fold_constant_branches(fn: ir.Function) -> None:
    """`br cond c1, c2` on integer constants -> a jump; the edge not taken leaves the
    phis of its target."""
    for blk in fn.blocks:
        t = blk.term
        if not (isinstance(t, ir.Branch) and isinstance(t.a, ir.Const)
                and isinstance(t.b, ir.Const)):
            continue
        holds = _holds(t.cond, t.a, t.b)
        if holds is None:
            continue
        taken, dropped = (t.then_, t.else_) if holds else (t.else_, t.then_)
        blk.term = ir.Jump(taken)
        if dropped is not taken:
            for phi in dropped.phis:
                phi.incoming = [(p, v) for p, v in phi.incoming if p is not blk]


def remove_unreachable(fn: ir.Function) -> None:
    """Drop blocks no path from the entry reaches (handlers of try blocks that cannot
    raise, an unused propagate block), and the phi operands they brought."""
    seen = {id(b) for b in postorder(fn.blocks[:1])}
    if len(seen) == len(fn.blocks):
        return
    fn.blocks = [b for b in fn.blocks if id(b) in seen]
    for b in fn.blocks:
        for phi in b.phis:
            phi.incoming = [(p, v) for p, v in phi.incoming if id(p) in seen]
    if fn.propagate is not None and id(fn.propagate) not in seen:
        fn.propagate = None
