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

Float division and remainder need no check (they give Infinity or NaN).

`ckfinite` (ssa.py) leaves `d = sub x, x` marked with `data is CKFINITE`: d is 0 for
a finite x and NaN for NaN and the infinities, so the block is split after it with an
ordered `br eq d, 0.0` to the rest or to the OverflowException thrower (Mono throws
OverflowException, "Arithmetic operation resulted in an overflow.", from ckfinite).
The marker is cleared.

Checked arithmetic (`add.ovf`, `sub.ovf`, `mul.ovf` and their `.un` forms) leaves the
plain `add/sub/mul` marked with `data is OVF` or `OVF_UN`; the block is split after
it with the overflow test, computed with ordinary ops (the back ends never see a
flag): signed add/sub by the sign rule on xors, unsigned add by `r <u a`, unsigned
sub by `a <u b`; 32-bit mul by the 64-bit product; 64-bit mul by dividing back
(`a != 0 && r / a != b`, plus `-1 * MinValue` for the signed form).

Range checks of `conv.ovf.*` are built by ssa.py from ordinary ops, each ending in a
guard pseudo-instruction: a VOID `cmp` whose data is `ThrowIf(cond)` (never seen by the
back ends). The block is split at the guard into `br cond a, b, throw_ovf, rest`.

Check blocks go right after the block they guard, so layout stays in IL order. The
throw blocks (`call rt_throw_...` + Unreachable) are shared by every check of the
function and placed at its end, out of the hot path. Checks whose answer is known
from a constant operand are left out.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from cil2mir.frontend import ir
from cil2mir.frontend.ir import Cond, Op, Ty

_DIVISIONS = frozenset({Op.DIV, Op.DIV_UN, Op.REM, Op.REM_UN})
_SIGNED = frozenset({Op.DIV, Op.REM})
_MIN = {Ty.I32: -(1 << 31), Ty.I64: -(1 << 63)}


class Marker(Enum):
    """What ssa.py puts in `Inst.data` of an instruction this pass must guard. Not strings:
    other instructions' data may be any string (a string literal's text, a symbol)."""
    CKFINITE = "ckfinite"   # the `sub x, x` of a ckfinite
    OVF = "ovf"             # a checked add/sub/mul
    OVF_UN = "ovf.un"       # its unsigned form


CKFINITE, OVF, OVF_UN = Marker.CKFINITE, Marker.OVF, Marker.OVF_UN
_THROWERS = {
    "dbz": ir.Callee("rt_throw_DivideByZeroException", (), Ty.VOID),
    "ovf": ir.Callee("rt_throw_OverflowException", (), Ty.VOID),
}


@dataclass(frozen=True)
class ThrowIf:
    """The data of a guard pseudo-instruction `cmp void a, b` (ssa.py): throw
    OverflowException if `a cond b` holds. insert_division_checks removes it."""
    cond: Cond


def _known(v: ir.Value, value: int) -> bool | None:
    """Whether v is the constant `value` (None: not a constant, so unknown)."""
    return v.value == value if isinstance(v, ir.Const) else None


def thrower(throwers: dict[tuple[str, int, int | None], ir.Block], fn: ir.Function,
            check: ir.Inst, kind: str, callee: ir.Callee) -> ir.Block:
    """The block raising `kind` for `check` (it calls the raising runtime function, then
    goes where fn.throw_target says), shared by the checks that go to the same place (and,
    when the function records stack traces, come from the same instruction)."""
    target = fn.throw_target(check)
    site = check.il_offset if fn.frames is not None else None
    blk = throwers.get((kind, id(target), site))
    if blk is None:
        insts = [ir.Inst(Ty.VOID, op=Op.CALL, data=callee, il_offset=check.il_offset)]
        if fn.frames is not None:
            insts += fn.frames.record(check.il_offset)
        blk = throwers[kind, id(target), site] = ir.Block(-1, insts=insts, term=ir.Jump(target),
                                                          il_offset=check.il_offset)
    return blk


class _Inserter:
    def __init__(self, fn: ir.Function) -> None:
        self.fn = fn
        self.throwers: dict[tuple[str, int, int | None], ir.Block] = {}
        self.check: ir.Inst

    def thrower(self, kind: str, il_offset: int | None) -> ir.Block:
        return thrower(self.throwers, self.fn, self.check, kind, _THROWERS[kind])

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

    def throw_if(self, inst: ir.Inst, layout: list[ir.Block], cur: ir.Block) -> ir.Block:
        """End `cur` with the guard `inst` (which is dropped) as a branch to the thrower."""
        assert isinstance(inst.data, ThrowIf)
        a, b = inst.args
        cont = ir.Block(-1, il_offset=inst.il_offset)
        cur.term = ir.Branch(inst.data.cond, a, b, self.thrower("ovf", inst.il_offset), cont)
        layout.append(cont)
        return cont

    def ckfinite(self, inst: ir.Inst, layout: list[ir.Block], cur: ir.Block) -> ir.Block:
        """End `cur` (which ends with `inst`, the `sub x, x`) with the finiteness test."""
        inst.data = None
        cont = ir.Block(-1, il_offset=inst.il_offset)
        cur.term = ir.Branch(Cond.EQ, inst, ir.Const(inst.ty, value=0.0), cont,
                             self.thrower("ovf", inst.il_offset))
        layout.append(cont)
        return cont


    def overflow(self, inst: ir.Inst, layout: list[ir.Block], cur: ir.Block) -> ir.Block:
        """End `cur` (which ends with `inst`, a checked add/sub/mul) with its overflow test."""
        signed = inst.data is OVF
        inst.data = None
        a, b = inst.args
        ty, off = inst.ty, inst.il_offset
        throw = self.thrower("ovf", off)
        cont = ir.Block(-1, il_offset=off)

        def emit(op: Op, t: Ty, *args: ir.Value, block: ir.Block = cur) -> ir.Inst:
            i = ir.Inst(t, op=op, args=list(args), il_offset=off)
            block.insts.append(i)
            return i

        def const(value: int, t: Ty = ty) -> ir.Const:
            return ir.Const(t, value=value)

        if inst.op is Op.ADD and signed:          # operands' signs agree, result's differs
            t = emit(Op.AND, ty, emit(Op.XOR, ty, a, inst), emit(Op.XOR, ty, b, inst))
            cur.term = ir.Branch(Cond.LT, t, const(0), throw, cont)
        elif inst.op is Op.SUB and signed:        # operands' signs differ, result's differs from a
            t = emit(Op.AND, ty, emit(Op.XOR, ty, a, b), emit(Op.XOR, ty, a, inst))
            cur.term = ir.Branch(Cond.LT, t, const(0), throw, cont)
        elif inst.op is Op.ADD:
            cur.term = ir.Branch(Cond.ULT, inst, a, throw, cont)
        elif inst.op is Op.SUB:
            cur.term = ir.Branch(Cond.ULT, a, b, throw, cont)
        elif ty is Ty.I32:                        # mul: compare with the 64-bit product
            ext = Op.SEXT32 if signed else Op.ZEXT32
            p = emit(Op.MUL, Ty.I64, emit(ext, Ty.I64, a), emit(ext, Ty.I64, b))
            if signed:
                cur.term = ir.Branch(Cond.NE, emit(Op.SEXT32, Ty.I64, inst), p, throw, cont)
            else:
                cur.term = ir.Branch(Cond.UGT, p, const(0xFFFFFFFF, Ty.I64), throw, cont)
        else:                                     # 64-bit mul: divide back
            check = ir.Block(-1, il_offset=off)
            cur.term = ir.Branch(Cond.EQ, a, const(0), cont, check)
            blocks = [check]
            if signed:
                minus1, divide = check, ir.Block(-1, il_offset=off)
                min_case = ir.Block(-1, il_offset=off)
                minus1.term = ir.Branch(Cond.EQ, a, const(-1), min_case, divide)
                min_case.term = ir.Branch(Cond.EQ, b, const(_MIN[Ty.I64]), throw, cont)
                blocks += [min_case, divide]
                check = divide
            q = emit(Op.DIV if signed else Op.DIV_UN, ty, inst, a, block=check)
            check.term = ir.Branch(Cond.NE, q, b, throw, cont)
            layout.extend(blocks)
        layout.append(cont)
        return cont


def needs_check(inst: ir.Inst) -> bool:
    return (inst.op in _DIVISIONS and not inst.ty.is_float) or \
        isinstance(inst.data, (Marker, ThrowIf))


def insert_division_checks(fn: ir.Function) -> None:
    """Guard every integer division, checked add/sub/mul, conv.ovf and ckfinite of `fn` (run
    before Function.link and renumber)."""
    inserter = _Inserter(fn)
    layout: list[ir.Block] = []
    moved: dict[ir.Block, ir.Block] = {}     # split block -> block that now ends like it did
    for blk in fn.blocks:
        layout.append(blk)
        if not any(needs_check(i) for i in blk.insts):
            continue
        insts, term = blk.insts, blk.term
        cur, cur.insts = blk, []
        for inst in insts:
            inserter.check = inst
            if inst.data is CKFINITE:
                cur.insts.append(inst)
                cur = inserter.ckfinite(inst, layout, cur)
                continue
            if isinstance(inst.data, ThrowIf):
                cur = inserter.throw_if(inst, layout, cur)
                continue
            if inst.data is OVF or inst.data is OVF_UN:
                cur.insts.append(inst)
                cur = inserter.overflow(inst, layout, cur)
                continue
            if inst.op in _DIVISIONS and not inst.ty.is_float:
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
