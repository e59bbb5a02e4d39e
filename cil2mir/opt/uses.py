"""Values' uses: the SSA graph keeps no use lists (operands point at their values), so each
pass collects its replacements and applies them in one walk over the function
(`replace_uses`, which the frontend's lowering shares from ir.py), or asks `users` once."""

from __future__ import annotations

from cil2mir.frontend import ir
from cil2mir.frontend.ir import replace_uses   # noqa: F401 (the passes' one place to find it)


def users(fn: ir.Function) -> dict[ir.Value, list[ir.Inst | ir.Phi | ir.Block]]:
    """Who reads each value: instructions, phis, and blocks (their terminators)."""
    out: dict[ir.Value, list[ir.Inst | ir.Phi | ir.Block]] = {}
    for b in fn.blocks:
        for phi in b.phis:
            for _, v in phi.incoming:
                out.setdefault(v, []).append(phi)
        for inst in b.insts:
            for a in inst.args:
                out.setdefault(a, []).append(inst)
        for v in ir.terminator_operands(b.term):
            out.setdefault(v, []).append(b)
    return out
