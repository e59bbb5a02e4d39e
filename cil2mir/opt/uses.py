"""Replacing values throughout a function: the SSA graph keeps no use lists (operands
point at their values), so each pass collects its replacements and applies them in one
walk over the function."""

from __future__ import annotations

from cil2mir.frontend import ir


def replace_uses(fn: ir.Function, mapping: dict[ir.Value, ir.Value]) -> None:
    """Every operand (instructions, phis, terminators) that `mapping` names becomes its
    replacement, followed through chains (a -> b -> c gives c)."""
    if not mapping:
        return

    def find(v: ir.Value) -> ir.Value:
        if v not in mapping:            # (most operands: asked of every one in the function)
            return v
        for _ in range(len(mapping) + 1):
            if v not in mapping:
                return v
            v = mapping[v]
        raise AssertionError("a cycle of replacements")

    for b in fn.blocks:
        for phi in b.phis:
            phi.incoming = [(p, find(v)) for p, v in phi.incoming]
        for inst in b.insts:
            inst.args = [find(a) for a in inst.args]
        ir.map_terminator_operands(b.term, find)


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
