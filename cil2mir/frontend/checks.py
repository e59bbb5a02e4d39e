"""The checks Mono performs around integer division, made explicit as blocks.

x86 `idiv`/`div` trap on a zero divisor and on `MinValue / -1`; .NET throws
DivideByZeroException and OverflowException instead (also for `rem`). The back ends
must never emit a trapping division, so before every division whose operands are not
known to be safe this pass splits the block:

    B:    ...                          (instructions before the division)
          br (d == 0) ? throw_dbz : C1
    C1:   br (d == -1) ? C2 : D        (signed only)
    C2:   br (n == Min) ? throw_ovf : D
    D:    q = div n, d                 (the division and the rest of B, B's terminator)

Check blocks go right after the block they guard, so layout stays in IL order. The
throw blocks (`call rt_throw_...` + Unreachable) are shared by every check of the
function and placed at its end, out of the hot path. Checks whose answer is known
from a constant operand are left out.
"""

from __future__ import annotations

from cil2mir.frontend import ir
from cil2mir.frontend.ir import Cond, Op, Ty

_DIVISIONS = frozenset({Op.DIV, Op.DIV_UN, Op.REM, Op.REM_UN})
_SIGNED = frozenset({Op.DIV, Op.REM})
_MIN = {Ty.I32: -(1 << 31), Ty.I64: -(1 << 63)}
_THROWERS = {
    "dbz": ir.Callee("rt_throw_DivideByZeroException", (), Ty.VOID, noreturn=True),
    "ovf": ir.Callee("rt_throw_OverflowException", (), Ty.VOID, noreturn=True),
}


def _known(v: ir.Value, value: int) -> bool | None:
    """Whether v is the constant `value` (None: not a constant, so unknown)."""
    return v.value == value if isinstance(v, ir.Const) else None


class _Inserter:
    def __init__(self) -> None:
        self.throwers: dict[str, ir.Block] = {}

    def thrower(self, kind: str, il_offset: int | None) -> ir.Block:
        blk = self.throwers.get(kind)
        if blk is None:
            call = ir.Inst(Ty.VOID, op=Op.CALL, data=_THROWERS[kind], il_offset=il_offset)
            blk = self.throwers[kind] = ir.Block(-1, insts=[call], term=ir.Unreachable(),
                                                 il_offset=il_offset)
        return blk

    def guard(self, inst: ir.Inst, layout: list[ir.Block], cur: ir.Block) -> ir.Block | None:
        """End `cur` with the checks `inst` needs; return the block the division goes
        into, or None if no check is needed."""
        n, d = inst.args
        need_zero = _known(d, 0) is not False
        need_ovf = inst.op in _SIGNED and _known(d, -1) is not False \
            and _known(n, _MIN[inst.ty]) is not False
        if not (need_zero or need_ovf):
            return None
        cont = ir.Block(-1, il_offset=inst.il_offset)
        # Each test: (value, constant, block when equal, block otherwise); None = next test.
        tests: list[tuple[ir.Value, int, ir.Block | None, ir.Block | None]] = []
        if need_zero:
            tests.append((d, 0, self.thrower("dbz", inst.il_offset), None))
        if need_ovf:
            ovf = self.thrower("ovf", inst.il_offset)
            if _known(d, -1) is None:
                tests.append((d, -1, None if _known(n, _MIN[inst.ty]) is None else ovf, cont))
            if _known(n, _MIN[inst.ty]) is None or _known(d, -1) is not None:
                tests.append((n, _MIN[inst.ty], ovf, cont))
        blocks = [cur] + [ir.Block(-1, il_offset=inst.il_offset) for _ in tests[1:]]
        for i, (value, const, if_eq, if_ne) in enumerate(tests):
            nxt = blocks[i + 1] if i + 1 < len(blocks) else cont
            blocks[i].term = ir.Branch(Cond.EQ, value, ir.Const(value.ty, value=const),
                                       if_eq or nxt, if_ne or nxt)
        layout.extend(blocks[1:])
        layout.append(cont)
        return cont


def insert_division_checks(fn: ir.Function) -> None:
    """Guard every division of `fn` (run before Function.link and renumber)."""
    inserter = _Inserter()
    layout: list[ir.Block] = []
    moved: dict[ir.Block, ir.Block] = {}     # split block -> block that now ends like it did
    for blk in fn.blocks:
        layout.append(blk)
        if not any(i.op in _DIVISIONS for i in blk.insts):
            continue
        insts, term = blk.insts, blk.term
        cur, cur.insts = blk, []
        for inst in insts:
            if inst.op in _DIVISIONS:
                cur = inserter.guard(inst, layout, cur) or cur
            cur.insts.append(inst)
        cur.term = term
        if cur is not blk:
            moved[blk] = cur
    layout.extend(inserter.throwers.values())
    if moved:
        for blk in layout:
            for phi in blk.phis:
                phi.incoming = [(moved.get(b, b), v) for b, v in phi.incoming]
    fn.blocks = layout
