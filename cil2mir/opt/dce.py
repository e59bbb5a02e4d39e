"""Dead code elimination: a value neither an effect nor a terminator needs (through any
chain of operands) goes.

What is kept whether used or not: calls (they may raise, write, never return),
stores, memcpy/memset, localloc; a division or remainder unless its divisor is a
constant that cannot trap (not 0, not -1); a load unless it reads a stack slot or a
global or is invariant (a length, a header or a vtable entry, which the frontend reads
only after the object's null check: any other load may fault, and volatile ones are
never removed). The frontend's checks are calls and branches, so they stay too."""

from __future__ import annotations

from cil2mir.frontend import ir
from cil2mir.frontend.ir import Op

_DIVISIONS = frozenset({Op.DIV, Op.DIV_UN, Op.REM, Op.REM_UN})
_SAFE_BASES = frozenset({Op.SLOT, Op.GLOBALADDR})


def address_base(addr: ir.Value) -> Op | None:
    """The operation that made an address, past an added constant (SLOT, GLOBALADDR, ...)."""
    if isinstance(addr, ir.Inst) and addr.op is Op.ADD and isinstance(addr.args[1], ir.Const):
        addr = addr.args[0]
    return addr.op if isinstance(addr, ir.Inst) else None


def safe_address(addr: ir.Value) -> bool:
    """A stack slot or a global, maybe plus a constant (reading it cannot fault)."""
    return address_base(addr) in _SAFE_BASES


def has_effect(inst: ir.Inst) -> bool:
    """Whether `inst` must stay although nothing uses its result."""
    if inst.op in ir.SIDE_EFFECT_OPS:
        return True
    if inst.op in _DIVISIONS:
        d = inst.args[1]
        return not inst.ty.is_float and not (isinstance(d, ir.Const) and d.value not in (0, -1))
    if inst.op is Op.LOAD:
        assert isinstance(inst.data, ir.MemAccess)
        return inst.data.volatile or not (inst.data.invariant or safe_address(inst.args[0]))
    return False


def remove_dead_code(fn: ir.Function) -> None:
    live: set[ir.Value] = set()
    work: list[ir.Value] = []

    def need(v: ir.Value) -> None:
        if isinstance(v, (ir.Inst, ir.Phi)) and v not in live:
            live.add(v)
            work.append(v)

    for b in fn.blocks:
        for inst in b.insts:
            if has_effect(inst):
                need(inst)
        for v in ir.terminator_operands(b.term):
            need(v)
    while work:
        v = work.pop()
        if isinstance(v, ir.Phi):
            for _, x in v.incoming:
                need(x)
        else:
            for x in v.args:
                need(x)
    for b in fn.blocks:
        b.phis = [p for p in b.phis if p in live]
        b.insts = [i for i in b.insts if i in live]
