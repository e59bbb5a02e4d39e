"""Bodies the type system's descriptors need that no CIL provides, synthesised as SSA: the
unboxing thunks of structs' virtual methods, the boxed primitives' ToString, Equals and
GetHashCode (.NET's value semantics and hash formulas), boxed enums' ToString (by their
names table) and structs' ValueType.Equals/GetHashCode (by their field maps)."""

from __future__ import annotations

from cil2mir.frontend import ir
from cil2mir.frontend.corelib import PRIMITIVE_TOSTRING
from cil2mir.frontend.ir import Cond, Mem, Op, Ty
from cil2mir.frontend.signatures import MEM, Elem, SigType
from cil2mir.frontend.typesystem.types import (BCL_NAME, HASH_RULES, HEADER,
                                               UNSIGNED, VALUE_THUNK, TypeSystem)


def thunk_functions(ts: TypeSystem, callees: dict[str, ir.Callee]) -> list[ir.Function]:
    """The functions ts's descriptors name that have no CIL: unboxing thunks
    (`<method>..unbox(ref box, args...)` calls the struct method with box + 8), boxed
    primitives' and enums' ToString/Equals/GetHashCode, structs' ValueType methods."""
    out = []
    for symbol, m in ts.thunks.items():
        callee = callees.get(m.symbol)
        if callee is None:
            continue        # in a vtable no emitted descriptor holds (module._reach_entries)
        params = [ir.Param(Ty.REF if i == 0 else t, index=i)
                  for i, t in enumerate(callee.params)]
        addr = ir.Inst(Ty.I64, op=Op.BITCAST, args=[params[0]])
        this = ir.Inst(Ty.I64, op=Op.ADD, args=[addr, ir.Const(Ty.I64, value=HEADER)])
        call = ir.Inst(callee.ret, op=Op.CALL, args=[this, *params[1:]], data=callee)
        call.tail = True
        block = ir.Block(0, insts=[addr, this, call],
                         term=ir.Return(call if callee.ret is not Ty.VOID else None))
        fn = ir.Function(symbol, f"<unbox {m.il_name}>", params, callee.ret, [block])
        fn.link()
        fn.renumber()
        out.append(fn)
    for symbol, fields in ts.value_thunks.items():
        out.append(_value_type_method(symbol, fields))
    for symbol, elem in ts.box_thunks.items():
        if not symbol.endswith(".ToString..box"):
            out.append(_boxed_equals(symbol, elem) if symbol.endswith(".Equals..box")
                       else _boxed_hash(symbol, elem))
            continue
        box = ir.Param(Ty.REF, index=0)
        addr = ir.Inst(Ty.I64, op=Op.BITCAST, args=[box])
        value_at = ir.Inst(Ty.I64, op=Op.ADD, args=[addr, ir.Const(Ty.I64, value=HEADER)])
        mem = MEM[elem]
        value = ir.Inst(mem.value_ty, op=Op.LOAD, args=[value_at], data=ir.MemAccess(mem))
        to_string = PRIMITIVE_TOSTRING[BCL_NAME[elem].split(".")[1]]
        call = ir.Inst(Ty.REF, op=Op.CALL, args=[value], data=to_string)
        call.tail = True
        block = ir.Block(0, insts=[addr, value_at, value, call], term=ir.Return(call))
        fn = ir.Function(symbol, f"<boxed {BCL_NAME[elem]}::ToString>", [box], Ty.REF,
                         [block])
        fn.link()
        fn.renumber()
        out.append(fn)
    return out


def _box_value(elem: Elem, insts: list[ir.Inst], box: ir.Value, mem: Mem | None = None
               ) -> ir.Inst:
    """Appends the load of a boxed primitive (read as `mem`, default its own) to insts."""
    addr = ir.Inst(Ty.I64, op=Op.BITCAST, args=[box])
    at = ir.Inst(Ty.I64, op=Op.ADD, args=[addr, ir.Const(Ty.I64, value=HEADER)])
    mem = mem or MEM[elem]
    value = ir.Inst(mem.value_ty, op=Op.LOAD, args=[at], data=ir.MemAccess(mem))
    insts += [addr, at, value]
    return value


def _finish(symbol: str, what: str, params: list[ir.Param], ret: Ty,
            blocks: list[ir.Block]) -> ir.Function:
    fn = ir.Function(symbol, what, params, ret, blocks)
    fn.link()
    fn.renumber()
    return fn


def _boxed_hash(symbol: str, elem: Elem) -> ir.Function:
    box = ir.Param(Ty.REF, index=0)
    insts: list[ir.Inst] = []
    v = _box_value(elem, insts, box)

    def op(o: Op, ty: Ty, *args: ir.Value) -> ir.Inst:
        i = ir.Inst(ty, op=o, args=list(args))
        insts.append(i)
        return i

    def c(n: int, ty: Ty = Ty.I32) -> ir.Const:
        return ir.Const(ty, value=n)

    rule = HASH_RULES[elem]
    if elem in (Elem.R4, Elem.R8):
        # .NET: zeros and NaNs keep only their exponent bits (all NaNs hash alike)
        ty, mem = (Ty.I64, Mem.I64) if elem is Elem.R8 else (Ty.I32, Mem.I32)
        magnitude, limit, exponent = (0x7FFFFFFFFFFFFFFF, 0x7FEFFFFFFFFFFFFF, 0x7FF0000000000000) \
            if ty is Ty.I64 else (0x7FFFFFFF, 0x7F7FFFFF, 0x7F800000)
        bits = _box_value(elem, insts, box, mem)
        special = op(Op.CMP, Ty.I32, op(Op.AND, ty, op(Op.SUB, ty, bits, c(1, ty)),
                                         c(magnitude, ty)), c(limit, ty))
        special.data = Cond.UGE
        keep_all = op(Op.SUB, ty, special if ty is Ty.I32 else op(Op.ZEXT32, ty, special),
                      c(1, ty))                     # -1 unless special, then 0
        mask = op(Op.OR, ty, keep_all, op(Op.AND, ty, c(exponent, ty), op(Op.NOT, ty, keep_all)))
        r = op(Op.AND, ty, bits, mask)
        if ty is Ty.I64:
            r = op(Op.XOR, Ty.I32, op(Op.TRUNC, Ty.I32, r),
                   op(Op.TRUNC, Ty.I32, op(Op.SHR_UN, Ty.I64, r, c(32))))
    elif rule == "lo ^ hi":
        r = op(Op.XOR, Ty.I32, op(Op.TRUNC, Ty.I32, v),
               op(Op.TRUNC, Ty.I32, op(Op.SHR_UN, Ty.I64, v, c(32))))
    elif rule == "v | v << 16":
        r = op(Op.OR, Ty.I32, v, op(Op.SHL, Ty.I32, v, c(16)))
    elif rule == "zext16(v) | v << 16":
        r = op(Op.OR, Ty.I32, op(Op.ZEXT16, Ty.I32, v), op(Op.SHL, Ty.I32, v, c(16)))
    elif rule == "v ^ v << 8":
        r = op(Op.XOR, Ty.I32, v, op(Op.SHL, Ty.I32, v, c(8)))
    else:
        r = v
    return _finish(symbol, f"<boxed {BCL_NAME[elem]}::GetHashCode>", [box], Ty.I32,
                   [ir.Block(0, insts=insts, term=ir.Return(r))])


RT_VALUETYPE_EQUALS = ir.Callee("rt_ValueType_Equals", (Ty.REF, Ty.REF, Ty.I64), Ty.I32)
RT_VALUETYPE_HASH = ir.Callee("rt_ValueType_GetHashCode", (Ty.REF, Ty.I64), Ty.I32)


def _value_type_method(symbol: str, fields: str) -> ir.Function:
    """ValueType.Equals(object) / GetHashCode() of a boxed struct: the runtime's, over the
    struct's field map."""
    equals = symbol.endswith(f".Equals{VALUE_THUNK}")
    params = [ir.Param(Ty.REF, index=i) for i in range(2 if equals else 1)]
    table = ir.Inst(Ty.I64, op=Op.GLOBALADDR, data=fields)
    call = ir.Inst(Ty.I32, op=Op.CALL, args=[*params, table],
                   data=RT_VALUETYPE_EQUALS if equals else RT_VALUETYPE_HASH)
    call.tail = True
    return _finish(symbol, f"<ValueType::{'Equals' if equals else 'GetHashCode'}>", params,
                   Ty.I32, [ir.Block(0, insts=[table, call], term=ir.Return(call))])


def _boxed_equals(symbol: str, elem: Elem) -> ir.Function:
    """other != null && other's descriptor is ours && the values are equal."""
    box, other = ir.Param(Ty.REF, index=0), ir.Param(Ty.REF, index=1)
    entry, same_type, equal, no = (ir.Block(i) for i in range(4))
    entry.term = ir.Branch(Cond.EQ, other, ir.Const(Ty.REF, value=0), no, same_type)
    t1 = ir.Inst(Ty.I64, op=Op.LOAD, args=[ir.Inst(Ty.I64, op=Op.BITCAST, args=[box])],
                 data=ir.MemAccess(Mem.I64))
    t2 = ir.Inst(Ty.I64, op=Op.LOAD, args=[ir.Inst(Ty.I64, op=Op.BITCAST, args=[other])],
                 data=ir.MemAccess(Mem.I64))
    same_type.insts = [t1.args[0], t1, t2.args[0], t2]          # type: ignore[list-item]
    same_type.term = ir.Branch(Cond.EQ, t1, t2, equal, no)
    a = _box_value(elem, equal.insts, box)
    b = _box_value(elem, equal.insts, other)
    cmp = ir.Inst(Ty.I32, op=Op.CMP, args=[a, b], data=Cond.EQ)
    equal.insts.append(cmp)
    if elem in (Elem.R4, Elem.R8):          # NaN equals NaN (Double.Equals(object))
        nans = [ir.Inst(Ty.I32, op=Op.CMP, args=[x, x], data=Cond.NE) for x in (a, b)]
        both = ir.Inst(Ty.I32, op=Op.AND, args=list(nans))
        cmp = ir.Inst(Ty.I32, op=Op.OR, args=[equal.insts[-1], both])
        equal.insts += [*nans, both, cmp]
    equal.term = ir.Return(cmp)
    no.term = ir.Return(ir.Const(Ty.I32, value=0))
    return _finish(symbol, f"<boxed {BCL_NAME[elem]}::Equals>", [box, other], Ty.I32,
                   [entry, same_type, equal, no])
