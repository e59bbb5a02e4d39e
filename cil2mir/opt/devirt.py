"""Devirtualisation of calls on exact types: a virtual call is a `calli` through the
receiver's vtable (the descriptor's address is the object's first word, the method's
address a word of the descriptor: frontend/objects.py `_vtable_entry`). When the receiver
is a new object (`rt_alloc` of a descriptor, or a phi of new objects of one type), its
descriptor is a constant global of the module, so the entry is known: the call becomes a
direct call, which inlining may then take. (Final methods and arrays' are direct calls
from the frontend already.)"""

from __future__ import annotations

from cil2mir.frontend import ir
from cil2mir.frontend.ir import Op
from cil2mir.frontend.objects import RT_ALLOC


def _descriptor(obj: ir.Value, seen: set[ir.Value]) -> str | None:
    """The descriptor symbol of the exact type of `obj`, if known."""
    if isinstance(obj, ir.Inst) and obj.op is Op.CALL and obj.data.symbol == RT_ALLOC.symbol:
        d = obj.args[0]
        return d.data if isinstance(d, ir.Inst) and d.op is Op.GLOBALADDR else None  # type: ignore[return-value]
    if isinstance(obj, ir.Phi) and obj not in seen:
        seen.add(obj)
        found = {_descriptor(v, seen) for _, v in obj.incoming if v is not obj}
        found.discard("")               # (a cycle back to a phi being looked at)
        return found.pop() if len(found) == 1 else None
    return "" if obj in seen else None


def _entry(fnptr: ir.Value) -> tuple[ir.Value, int] | None:
    """(receiver, offset in its descriptor) of a vtable load."""
    if not (isinstance(fnptr, ir.Inst) and fnptr.op is Op.LOAD):
        return None
    addr, offset = fnptr.args[0], 0
    if isinstance(addr, ir.Inst) and addr.op is Op.ADD and isinstance(addr.args[1], ir.Const):
        addr, offset = addr.args[0], int(addr.args[1].value)
    if not (isinstance(addr, ir.Inst) and addr.op is Op.LOAD):
        return None
    header = addr.args[0]
    if not (isinstance(header, ir.Inst) and header.op is Op.BITCAST):
        return None
    return header.args[0], offset


def devirtualize(fn: ir.Function, constants: dict[str, ir.GlobalData]) -> None:
    """Make the virtual calls on receivers of known exact type direct calls; `constants`:
    the module's constant globals by symbol."""
    for b in fn.blocks:
        for inst in b.insts:
            if inst.op is not Op.CALLI:
                continue
            found = _entry(inst.args[0])
            if found is None:
                continue
            receiver, offset = found
            if not inst.args[1:] or inst.args[1] is not receiver:
                continue
            desc = constants.get(_descriptor(receiver, set()) or "")
            target = next((iv.value for iv in desc.init if iv.offset == offset and iv.size == 8),
                          None) if desc is not None else None
            if isinstance(target, ir.SymbolRef) and target.addend == 0:
                sig = inst.data
                assert isinstance(sig, ir.Callee)
                inst.op = Op.CALL
                inst.args = inst.args[1:]
                inst.data = ir.Callee(target.symbol, sig.params, sig.ret)
