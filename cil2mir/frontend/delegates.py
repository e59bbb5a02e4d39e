"""The constructor and Invoke of every delegate type, synthesised (the CLI leaves them to
the runtime: their MethodDefs have no body).

A delegate object is a System.Delegate of the C# corelib (runtime/corelib/Delegate.cs):
`_target` (null for a static method), `_method` (the function's address) and `_prev` (the
handlers before this one, for a multicast delegate; each link is single-cast).

* `.ctor(object target, native int method)` stores both fields.
* `Invoke(args)` first invokes `_prev` (returning at once if that left an exception
  pending), then calls `_method` with the target first if there is one, and returns
  that result: the last handler's, as in .NET.

Both are compiled per delegate type (per instance for generic ones: `Func<int, string>`),
with the calling convention of the type's Invoke signature, so `Invoke(args)` forwards its
own arguments (a struct result's hidden address, structs by address) unchanged, but for the
hidden address of a static method's call, which follows its first argument
(types.result_address_at).
"""

from __future__ import annotations

from cil2mir.frontend import ir
from cil2mir.frontend.assembly import MethodDef
from cil2mir.frontend.ir import Cond, Mem, MemAccess, Op, Ty
from cil2mir.frontend.signatures import Elem
from cil2mir.frontend.typesystem.types import TypeSystem, result_address_at

DELEGATE = "System.Delegate"
_FIELDS = ("_target", "_method", "_prev")


def _offsets(ts: TypeSystem) -> tuple[int, int, int]:
    d = ts.info(DELEGATE)
    by_name = {f.name: d.offsets[f.rid] for f in d.instance_fields}
    return tuple(by_name[f] for f in _FIELDS)                      # type: ignore[return-value]


def function(ts: TypeSystem, m: MethodDef, callee: ir.Callee) -> ir.Function:
    """The synthesised body of a delegate type's `.ctor` or `Invoke` (types.synthesised)."""
    target_at, method_at, prev_at = _offsets(ts)
    params = [ir.Param(ty, index=i) for i, ty in enumerate(callee.params)]
    this = params[0]
    fn = ir.Function(callee.symbol, m.il_name, params, callee.ret)

    def addr(block: ir.Block, offset: int) -> ir.Inst:
        base = ir.Inst(Ty.I64, op=Op.BITCAST, args=[this])
        at = ir.Inst(Ty.I64, op=Op.ADD, args=[base, ir.Const(Ty.I64, value=offset)])
        block.insts += [base, at]
        return at

    def load(block: ir.Block, ty: Ty, mem: Mem, offset: int) -> ir.Inst:
        v = ir.Inst(ty, op=Op.LOAD, args=[addr(block, offset)], data=MemAccess(mem))
        block.insts.append(v)
        return v

    null = ir.Const(Ty.REF, value=0)
    if m.name == ".ctor":
        entry = ir.Block(0, term=ir.Return(None))
        for value, offset, mem in ((params[1], target_at, Mem.REF), (params[2], method_at, Mem.I64)):
            entry.insts.append(ir.Inst(Ty.VOID, op=Op.STORE, args=[addr(entry, offset), value],
                                       data=MemAccess(mem)))
        fn.blocks = [entry]
    else:
        entry, earlier, failed, single, static, bound = (ir.Block(i) for i in range(6))
        args = params[1:]
        zero = None if callee.ret is Ty.VOID else \
            ir.Const(callee.ret, value=0.0 if callee.ret.is_float else 0)
        prev = load(entry, Ty.REF, Mem.REF, prev_at)
        entry.term = ir.Branch(Cond.EQ, prev, null, single, earlier)
        earlier.insts.append(ir.Inst(callee.ret, op=Op.CALL, args=[prev, *args], data=callee))
        slot = ir.Inst(Ty.I64, op=Op.GLOBALADDR, data=ir.PENDING)
        pending = ir.Inst(Ty.REF, op=Op.LOAD, args=[slot], data=MemAccess(Mem.REF))
        earlier.insts += [slot, pending]
        earlier.term = ir.Branch(Cond.NE, pending, null, failed, single)
        failed.term = ir.Return(zero)
        target = load(single, Ty.REF, Mem.REF, target_at)
        method = load(single, Ty.I64, Mem.I64, method_at)
        single.term = ir.Branch(Cond.EQ, target, null, static, bound)
        # Invoke's own arguments: a struct result's hidden address first (after `this`)
        struct_result = m.sig.ret.elem is Elem.VALUETYPE
        own = args[1:] if struct_result else args
        for block, lead in ((static, []), (bound, [target])):
            operands = [*lead, *own]
            if struct_result:
                operands.insert(result_address_at(len(operands)), args[0])
            sig = ir.Callee("", tuple(a.ty for a in operands), callee.ret)
            call = ir.Inst(callee.ret, op=Op.CALLI, args=[method, *operands], data=sig)
            call.tail = True
            block.insts.append(call)
            block.term = ir.Return(call if callee.ret is not Ty.VOID else None)
        fn.blocks = [entry, earlier, failed, single, static, bound]
    fn.link()
    fn.renumber()
    return fn
