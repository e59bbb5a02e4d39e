"""Lowering of the object model to memory operations, calls and globals.

`ObjectBuilder` extends the SSA builder of ssa.py with objects, structs, arrays,
statics and static constructors; `insert_object_checks` then turns its guard
pseudo-instructions into blocks. Conventions (docs/architecture.md, "The object
model"):

* An object reference is a `ref`; a field's address is `bitcast` to i64 + offset.
* A struct value on the evaluation stack (stack type `valuetype`) is the i64 address of
  a private copy in a stack slot: `ldloc`/`ldfld`/`ldelem`/calls returning a struct
  copy the value into a fresh SLOT (one per instruction, in the entry block), and
  every store copies out of it (`memcpy`). Struct locals are SLOTs; a struct argument
  is the address of the caller's copy, used in place; a struct result is written
  through the hidden address parameter after the first (`this`, or a static method's
  first argument: types.result_address_at).
* Guards are VOID `cmp` pseudo-instructions whose data is `ObjGuard`: `null` (throw
  NullReferenceException if the ref is null), `range` (IndexOutOfRangeException if
  index >=u length), `cctor` (unless its state is 1: run the static constructor
  if the state is 0, raise its TypeInitializationException if it is 2; `_cctor_blocks`).
  The `imt` guard is an I64 value, `cmp i64 entry, this, index`: the interface method
  table's entry, or where it is 0 what rt_interface_method(this, iface, index) finds (a
  phi where the two paths meet).
* Null checks are explicit, so that NullReferenceException is catchable: a `null` guard
  precedes every dereference of an object reference (ldfld/stfld/ldflda on a ref, ldlen,
  array element access, unbox to a value type, `callvirt` of a reference type's
  instance method, the inline String and Object members). A `call` is not checked: as
  in Mono, the callee runs with a null `this` until it dereferences it, so `this` is
  checked like any other reference. None where the value is known non-null: a new
  object or array, a box, a string literal, a value checked earlier in the same IR
  block, or on entry to a block whose predecessors are all built (forward edges only)
  one known non-null at the end of each of them or tested against null by the branch
  taken to it. Runtime functions that check `this` themselves (interface lookup,
  stelem.ref, the bound String and Array members) need no guard, and the value counts
  as checked after them.
* Static constructors: a type with a precise .cctor (no beforefieldinit) is checked
  at every static field access, static method call, instance constructor call and
  struct instance method call made from outside the type (the entry point runs it
  before Main if Main is in it); a beforefieldinit type is checked at the entry of
  every method that accesses its static fields, as Mono runs it when it compiles
  such a method (verified: `A init` prints before `start`).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from cil2mir.errors import CompileError
from cil2mir.frontend import ir
from cil2mir.frontend.assembly import T_FIELD, T_TYPEDEF, T_TYPEREF, T_TYPESPEC, MethodDef
from cil2mir.frontend.checks import thrower
from cil2mir.frontend.cil import Instr
from cil2mir.frontend.corelib import (ASSEMBLIES, BINDINGS, EXECUTING_ASSEMBLY, GENERIC_BINDINGS,
                                      INSTANCE_BINDINGS, TYPE_BASE_KEY, TYPE_BY_NAME)
from cil2mir.frontend.ir import Cond, Mem, MemAccess, Op, Ty
from cil2mir.frontend.signatures import IR_TYPE, MEM, PRIMITIVE_NAMES, Elem, SigType, generic_instance
from cil2mir.frontend.ssa import CallTarget, _Builder, _elem
from cil2mir.frontend.stack_types import BYREF, F64, I32, I64, NAT, OBJ, StackTy, of_elem
from cil2mir.frontend.typesystem.types import (ARRAY_DATA, ARRAY_LENGTH, D_IMT, D_VTABLE, HEADER,
                                               MDARRAY_LENGTHS, OBJECT_VTABLE, PRIMITIVE_DESC,
                                               STRING_CHARS, STRING_LENGTH, TypeInfo,
                                               TypeSystem, imt_entry, is_mdarray, mdarray_data,
                                               result_address_at, sig_key, synthesised)

VALUE = StackTy.VALUE
_BCL_NAME_OF = {elem: name for name, elem in PRIMITIVE_NAMES.items()}

RT_ALLOC = ir.Callee("rt_alloc", (Ty.I64,), Ty.REF, nothrow=True)      # out of memory: fatal
RT_NEWARR = ir.Callee("rt_newarr", (Ty.I64, Ty.I64), Ty.REF)
RT_NEWARR_MD = ir.Callee("rt_newarr_md", (Ty.I64, Ty.I64), Ty.REF)
RT_ISINST = ir.Callee("rt_isinst", (Ty.REF, Ty.I64), Ty.REF, nothrow=True)
RT_CASTCLASS = ir.Callee("rt_castclass", (Ty.REF, Ty.I64), Ty.REF)
RT_UNBOX = ir.Callee("rt_unbox", (Ty.REF, Ty.I64), Ty.REF)       # null: NullReferenceException
RT_BOX_NULLABLE = ir.Callee("rt_box_nullable", (Ty.I64, Ty.I64, Ty.I64), Ty.REF, nothrow=True)
RT_UNBOX_NULLABLE = ir.Callee("rt_unbox_nullable", (Ty.REF, Ty.I64, Ty.I64, Ty.I64), Ty.VOID)
NULLABLE = "System.Nullable`1"
RT_IFACE = ir.Callee("rt_interface_method", (Ty.REF, Ty.I64, Ty.I32), Ty.I64)
ARRAY_CLASS = "System.Array"
# The library's instance members that _bcl_call expands inline. The framework finds an
# array's elements through a class mirroring Mono's array header; ours differs.
ARRAY_DATA_KEY = "System.Array::GetRawSzArrayData()"
_INLINE_MEMBERS = frozenset({"System.Object::.ctor()", "System.Object::GetType()",
                             "System.Type::GetType()",
                             "System.String::get_Length()", "System.String::get_Chars(int32)",
                             "System.String::ToString()", ARRAY_DATA_KEY})
# Type objects: one per descriptor (typeof(T): of its address; GetType(): of the header)
RT_TYPE_OBJECT = ir.Callee("rt_type_object", (Ty.I64,), Ty.REF, nothrow=True)
# Type.GetTypeFromHandle of a RuntimeTypeHandle value: its one field (Mono's `value`) is the
# descriptor's address; a default handle's null gives null, as in Mono
RT_TYPE_FROM_HANDLE = ir.Callee("rt_type_from_handle", (Ty.I64,), Ty.REF, nothrow=True)
RT_GET_TYPE = ir.Callee("rt_Object_GetType", (Ty.REF,), Ty.REF)   # null: NullReferenceException
RT_GVM = ir.Callee("rt_gvm_method", (Ty.REF, Ty.I64), Ty.I64)     # null: NullReferenceException
# (they raise; the blocks that call them go straight to where the exception goes)
RT_TYPE_INIT_FAILED = ir.Callee("rt_type_init_failed", (Ty.REF, Ty.I64), Ty.VOID)
RT_TYPE_INIT_RETHROW = ir.Callee("rt_type_init_rethrow", (Ty.I64,), Ty.VOID)
# Runs a .cctor behind a record that ends the first pass: no handler outside sees its
# exception, which becomes TypeInitializationException (runtime/cil2mir_rt.c).
RT_RUN_CCTOR = ir.Callee("rt_run_cctor", (Ty.I64,), Ty.VOID)
RT_CHECK_ELEMENT = ir.Callee("rt_check_element_type", (Ty.REF, Ty.I64), Ty.VOID)
RT_CHECK_STORE = ir.Callee("rt_check_array_store", (Ty.REF, Ty.REF), Ty.VOID)
RT_STELEM_REF = ir.Callee("rt_stelem_ref", (Ty.REF, Ty.I64, Ty.REF), Ty.VOID)
RT_TYPE_NAME = ir.Callee("rt_Type_get_Name", (Ty.REF,), Ty.REF)
# Calls whose result is never null.
_ALLOCATORS = frozenset({RT_ALLOC, RT_NEWARR, RT_NEWARR_MD})
THROWERS = {
    "null": ir.Callee("rt_throw_NullReferenceException", (), Ty.VOID),
    "range": ir.Callee("rt_throw_IndexOutOfRangeException", (), Ty.VOID),
    # ldflda through null: Mono 6.8's message has a final period there (its JIT checks
    # explicitly), and only there
    "null.ldflda": ir.Callee("rt_throw_NullReferenceException_ldflda", (), Ty.VOID),
    # a delegate of an instance method made with a null target, which Mono's JIT refuses
    "delegate.target": ir.Callee("rt_throw_ArgumentException", (), Ty.VOID),
}
# System.Object's virtual methods, by member key -> vtable slot (OBJECT_VTABLE's C function
# is Object's own implementation: what a non-virtual `call`, as in `base.ToString()`, runs).
OBJECT_VIRTUALS = {"System.Object::ToString()": 0, "System.Object::Equals(object)": 1,
                   "System.Object::GetHashCode()": 2, "System.Object::Finalize()": 3}
# ValueType's overrides of them: by the fields of the struct (TypeSystem.value_method; Mono's
# reach internal calls), which a struct's `base.Equals(o)` calls non-virtually.
VALUE_TYPE_VIRTUALS = {"System.ValueType::Equals(object)": 1, "System.ValueType::GetHashCode()": 2}

_LDELEM: dict[str, tuple[Mem, StackTy]] = {
    "ldelem.i1": (Mem.I8, I32), "ldelem.u1": (Mem.U8, I32), "ldelem.i2": (Mem.I16, I32),
    "ldelem.u2": (Mem.U16, I32), "ldelem.i4": (Mem.I32, I32), "ldelem.u4": (Mem.I32, I32),
    "ldelem.i8": (Mem.I64, I64), "ldelem.i": (Mem.I64, NAT), "ldelem.r4": (Mem.F32, StackTy.F32),
    "ldelem.r8": (Mem.F64, StackTy.F64), "ldelem.ref": (Mem.REF, OBJ),
}
_STELEM: dict[str, Mem] = {
    "stelem.i1": Mem.I8, "stelem.i2": Mem.I16, "stelem.i4": Mem.I32, "stelem.i8": Mem.I64,
    "stelem.i": Mem.I64, "stelem.r4": Mem.F32, "stelem.r8": Mem.F64, "stelem.ref": Mem.REF,
}


def _rank(arr: SigType) -> int:
    """The number of dimensions of an array type (T[] has 1)."""
    return arr.rank if arr.elem is Elem.MDARRAY else 1


def _never_null(v: ir.Value) -> bool:
    """A new object or array, a box, or a string literal."""
    return isinstance(v, ir.Inst) and (v.op is Op.STR
                                       or v.op is Op.CALL and v.data in _ALLOCATORS)


def _descriptor_symbol(v: ir.Value) -> str | None:
    """The descriptor a `Type` value is known to stand for (typeof), if any."""
    if isinstance(v, ir.Inst) and v.op is Op.CALL and v.data is RT_TYPE_OBJECT \
            and isinstance(v.args[0], ir.Inst) and v.args[0].op is Op.GLOBALADDR:
        return v.args[0].data                                       # type: ignore[return-value]
    return None


def _is_null(v: ir.Value) -> bool:
    return isinstance(v, ir.Const) and v.ty is Ty.REF       # the only REF constant is null


@dataclass(frozen=True)
class ObjGuard:
    """The data of a guard pseudo-instruction `cmp void a, b` (see the module doc)."""
    kind: str                       # "null", "range", "cctor" or "imt"
    cond: Cond
    state: ir.Value | None = None   # cctor: the address of the state global
    cctor: ir.Callee | None = None
    type_name: str = ""             # cctor: the type as Mono names it (no type arguments;
                                    # a nested one by its own name)
    precise: bool = True            # cctor: not beforefieldinit (Mono runs those when it
                                    # compiles the method: it fails in the caller's frame)
    iface: str = ""                 # imt: the interface's descriptor


@dataclass(frozen=True)
class MethodTarget(CallTarget):
    """A call token of this assembly's method (or a BCL member): what `call`,
    `callvirt` and `newobj` need beyond the static call target."""
    method: MethodDef | None = None
    key: str = ""                   # member key of a BCL member ("" for MethodDefs)
    has_this: bool = False
    types: TypeSystem | None = None  # the TypeSystem declaring `method` if not this one's
                                     # (a C# corelib method, frontend/cscorelib.py)
    array: SigType | None = None     # an array type's .ctor/Get/Set/Address
    method_args: tuple[SigType, ...] = ()   # a GENERIC_INTRINSICS member's instantiation


class ObjectBuilder(_Builder):
    HANDLERS: dict = {}             # filled below

    def __init__(self, method: MethodDef, body, cfg, local_types, tokens) -> None:
        super().__init__(method, body, cfg, local_types, tokens)
        self.ts: TypeSystem = tokens.types
        self.owner: TypeInfo = self.ts.declaring(method)    # (its layout: only if used)
        self.arg_sigs = list(method.sig.params)
        if not method.is_static:
            name = self.owner.name
            this = SigType(f"{name}&", Elem.BYREF, SigType(name, Elem.VALUETYPE)) \
                if self.owner.is_struct else SigType(name, Elem.CLASS)
            self.arg_sigs.insert(0, this)
            self.args.insert(0, this.elem)                          # type: ignore[arg-type]
        self.sigs = self.arg_sigs + list(local_types)
        self.nfixed = len(self.args) + len(self.locals)
        self.var_elem = self.args + self.locals
        self.var_ty = [IR_TYPE[e] for e in self.var_elem]
        self.hidden: ir.Param | None = ir.Param(Ty.I64) \
            if method.sig.ret.elem is Elem.VALUETYPE else None
        self.temps: list[ir.Inst] = []
        self.entry_at = 0
        self.constrained: SigType | None = None     # pending constrained. prefix
        self.field_handles: dict[ir.Value, int] = {}  # ldtoken results -> data size
        self.type_handles: set[ir.Value] = set()      # ldtoken results of types
        # guards whose throw path is already built (exceptions.py: inside try regions)
        self.throw_to: dict[ir.Inst, ir.Block] = {}
        self.guarded: dict[ir.Block, set[ir.Value]] = {}  # IR block -> refs known non-null there

    # ---- entry --------------------------------------------------------------------

    def build(self) -> ir.Function:
        fn = super().build()
        entry = fn.blocks[0]
        entry.insts[self.entry_at:self.entry_at] = self.temps
        if self.hidden is not None:
            fn.params.insert(result_address_at(len(fn.params)), self.hidden)
            for i, p in enumerate(fn.params):
                p.index = i
            fn.ret = Ty.VOID
        self._drop_needless_null_checks(fn)
        return fn

    def _drop_needless_null_checks(self, fn: ir.Function) -> None:
        """Drop the null checks of values that turned out known once trivial phis were
        replaced (a loop reading the local that holds a new array checked a phi), except
        inside a try region, where exceptions.py has built their throw paths already."""
        split = self.throw_to
        for blk in fn.blocks:
            if not any(isinstance(i.data, ObjGuard) for i in blk.insts):
                continue
            checked: set[ir.Value] = set()
            insts = []
            for inst in blk.insts:
                if isinstance(inst.data, ObjGuard) and inst.data.kind.startswith("null") \
                        and inst not in split:
                    if _never_null(inst.args[0]) or inst.args[0] in checked:
                        continue
                    checked.add(inst.args[0])
                insts.append(inst)
            blk.insts = insts

    def _make_slots(self, entry) -> None:
        self.entry_state = entry
        structs = {v for v, e in enumerate(self.var_elem) if e is Elem.VALUETYPE}
        taken = structs | self._address_taken()
        blk = entry.block
        for var in sorted(taken):
            if var in structs:
                if var < len(self.args):
                    self.slots[var] = entry.defs[var]   # the caller's copy is ours
                    continue
                try:
                    size, align = self.ts.value_size(self.sigs[var])
                except CompileError as e:
                    raise CompileError(f"{e.message} (local {var - len(self.args)})", note=e.note) from None
                addr = ir.Inst(Ty.I64, op=Op.SLOT, data=ir.Slot(size, align))
                blk.insts.append(addr)
                self.slots[var] = addr
                if self.body.init_locals:
                    blk.insts.append(ir.Inst(Ty.VOID, op=Op.MEMSET, args=[
                        addr, self._const(Ty.I32, 0), self._const(Ty.I64, size)]))
                continue
            mem = MEM[self.var_elem[var]]
            addr = ir.Inst(Ty.I64, op=Op.SLOT, data=ir.Slot(mem.size, mem.size))
            blk.insts.append(addr)
            self.slots[var] = addr
            if var < len(self.args) or self.body.init_locals:
                blk.insts.append(ir.Inst(Ty.VOID, op=Op.STORE, args=[addr, entry.defs[var]],
                                         data=MemAccess(mem)))
        self.entry_at = len(blk.insts)

    def _start(self, entry, first) -> None:
        """The beforefieldinit types whose statics this method touches are initialised on
        entry (ldfld and the like may name a static field too)."""
        self.cur = entry
        self.ins = self.body.instrs[0] if self.body.instrs else None     # type: ignore[assignment]
        seen: set[str] = set()
        for ins in self.body.instrs:
            if ins.op in ("ldsfld", "stsfld", "ldsflda", "ldfld", "stfld", "ldflda") \
                    and isinstance(ins.operand, int) \
                    and self.tokens.constant_field(ins.operand) is None:
                try:
                    f = self.tokens.field(ins.operand)
                except CompileError as e:
                    if ins.op in ("ldfld", "stfld", "ldflda"):
                        continue        # reported by the instruction, in IL order
                    raise e.located(offset=ins.offset)
                if not f.is_static:
                    continue
                ti = self.ts.field_owner(f)
                if ti.cctor is not None and not ti.precise_cctor and ti.name not in seen \
                        and self.method is not ti.cctor:
                    seen.add(ti.name)
                    self._cctor_guard(ti, force=True)

    # ---- helpers --------------------------------------------------------------------

    def _temp(self, size: int, align: int) -> ir.Inst:
        slot = ir.Inst(Ty.I64, op=Op.SLOT, data=ir.Slot(size, align))
        self.temps.append(slot)
        return slot

    def _copy(self, src: ir.Value, t: SigType) -> ir.Value:
        """A private copy of the struct at `src` (a fresh slot)."""
        size, align = self.ts.value_size(t)
        dst = self._temp(size, align)
        self._emit(Op.MEMCPY, Ty.VOID, [dst, src, self._const(Ty.I64, size)])
        return dst

    def _move(self, dst: ir.Value, src: ir.Value, t: SigType) -> None:
        size, _ = self.ts.value_size(t)
        self._emit(Op.MEMCPY, Ty.VOID, [dst, src, self._const(Ty.I64, size)])

    def _gaddr(self, symbol: str) -> ir.Inst:
        return self._emit(Op.GLOBALADDR, Ty.I64, [], symbol)

    def _offset(self, base: ir.Value, offset: int) -> ir.Value:
        return base if offset == 0 else \
            self._emit(Op.ADD, Ty.I64, [base, self._const(Ty.I64, offset)])

    def _ref_addr(self, obj: ir.Value, offset: int) -> ir.Value:
        return self._offset(self._emit(Op.BITCAST, Ty.I64, [obj]), offset)

    def _obj_guard(self, kind: str, cond: Cond, a: ir.Value, b: ir.Value, **extra) -> None:
        self._emit(Op.CMP, Ty.VOID, [a, b], ObjGuard(kind, cond, **extra))

    def _fill(self, st) -> None:
        self.guarded[st.block] = self._non_null_on_entry(st)
        super()._fill(st)

    def _non_null_on_entry(self, st) -> set[ir.Value]:
        """Refs known non-null where block st starts: those known at the end of every
        predecessor, if all are filled (forward edges), with a ref that a predecessor's
        branch tested against null on its way here (`if (x != null) x.F()`). Assumes
        st.preds are all the edges into st.block, which is not so for exception
        handling's join blocks (`dynamic`: their predecessors come later)."""
        if st.dynamic:
            return set()
        known: set[ir.Value] | None = None
        for p in st.preds:
            term = p.block.term
            if term is None:
                return set()                    # a back edge: nothing is known
            out = set(self._non_null(p))
            if isinstance(term, ir.Branch) and term.cond in (Cond.EQ, Cond.NE) \
                    and term.then_ is not term.else_:
                a, b = self._find(term.a), self._find(term.b)
                if _is_null(a):
                    a, b = b, a
                towards = term.else_ if term.cond is Cond.EQ else term.then_
                if _is_null(b) and not _is_null(a) and towards is st.block:
                    out.add(a)
            known = out if known is None else known & out
        return known or set()

    def _non_null(self, st) -> set[ir.Value]:
        """The refs known non-null at the end (so far) of st's block. A block split off
        a CIL block (exceptions.py: after a call that may raise) gets its set on first
        use, from its one predecessor; a chain of them is walked without recursion."""
        missing = []
        while st.block not in self.guarded:
            missing.append(st)
            if st.dynamic or len(st.preds) != 1:
                break
            st = st.preds[0]
        for m in reversed(missing):
            self.guarded[m.block] = self._non_null_on_entry(m)
        return self.guarded[missing[0].block if missing else st.block]

    def _null_check(self, v: ir.Value, kind: str = "null") -> None:
        """Throw NullReferenceException here if the ref v is null, unless v is known not
        to be (module doc); v is known non-null in the rest of the block."""
        if _never_null(v):
            return
        known = self._non_null(self.cur)
        if v not in known:
            known.add(v)
            self._obj_guard(kind, Cond.EQ, v, self._const(Ty.REF, 0))

    def _checked_by_callee(self, v: ir.Value) -> None:
        """v was just passed to a runtime function that throws NullReferenceException
        for null: it is non-null in the rest of the block."""
        self._non_null(self.cur).add(v)

    def _cctor_guard(self, ti: TypeInfo, force: bool = False, call: bool = False) -> None:
        """Run ti's static constructor here if it has not started (precise types only,
        unless forced; never from ti's own methods, which run after the trigger). A `call`
        into a beforefieldinit type of the program triggers it too, as in Mono (a static
        method, a constructor, a struct's method): where the framework's types are
        concerned nothing can tell, and their calls stay unguarded."""
        if ti.cctor is None or (not force and (ti is self.owner or not (
                ti.precise_cctor or call and ti.types.program))):
            return
        state = self._gaddr(self.ts.init_symbol(ti))
        value = self._emit(Op.LOAD, Ty.I32, [state], MemAccess(Mem.I32))
        self._obj_guard("cctor", Cond.NE, value, self._const(Ty.I32, 1), state=state,
                        cctor=self.tokens.callee_of(ti.cctor),
                        type_name=ti.row.name.rsplit("/", 1)[-1], precise=ti.precise_cctor)

    def _load(self, addr: ir.Value, t: SigType) -> tuple[ir.Value, StackTy]:
        """The value of type t at addr, as a stack entry (structs: a private copy)."""
        if t.elem is Elem.VALUETYPE:
            return self._copy(addr, t), VALUE
        if t.elem is None or t.elem not in MEM:
            raise CompileError(f"unsupported type {t.name}")
        mem = MEM[t.elem]
        return self._emit(Op.LOAD, mem.value_ty, [addr], MemAccess(mem)), of_elem(t.elem)

    def _handle_value(self, slot: tuple[ir.Value, StackTy]) -> tuple[ir.Value, StackTy]:
        """`slot` as a value type: the RuntimeTypeHandle an ldtoken of a type pushes (ECMA-335
        III.4.17), kept as the descriptor's address while only GetTypeFromHandle takes it,
        becomes a struct whose one field (Mono's `value`) holds that address when it is
        stored or passed as a value (`ldtoken T; call F(valuetype RuntimeTypeHandle)` is
        valid, verifiable IL); any other slot stays as it is."""
        if slot[1] is not NAT or slot[0] not in self.type_handles:
            return slot
        handle = self._temp(8, 8)
        self._emit(Op.STORE, Ty.VOID, [handle, slot[0]], MemAccess(Mem.I64))
        return handle, VALUE

    def _outgoing(self, slot: tuple[ir.Value, StackTy]) -> tuple[ir.Value, StackTy]:
        """A type handle on the stack at the end of a block is the struct it stands for: the
        phi where edges meet holds either that or another RuntimeTypeHandle value, which
        GetTypeFromHandle and every store read alike."""
        return self._handle_value(slot)

    def _store(self, addr: ir.Value, t: SigType, slot: tuple[ir.Value, StackTy]) -> None:
        if t.elem is Elem.VALUETYPE:
            slot = self._handle_value(slot)
            if slot[1] is not VALUE:
                self._fail_types(slot[1])
            self._move(addr, slot[0], t)
            return
        if t.elem is None or t.elem not in MEM:
            raise CompileError(f"unsupported type {t.name}")
        v = self._coerce(slot, t.elem, "memory", normalise=False)
        self._emit(Op.STORE, Ty.VOID, [addr, v], MemAccess(MEM[t.elem]))

    def _pop_obj(self) -> ir.Value:
        v, t = self._pop()
        if t is not OBJ:
            raise CompileError(f"invalid operand type for {self.ins.mnemonic}: {t} where an "
                               f"object reference is expected (ECMA-335 III.1.5)")
        return v

    def h_conv(self, ins: Instr) -> None:
        """conv.i / conv.u of an object reference give its address: what mcs emits for
        `fixed (char* p = s)` on the pinned string (our GC never moves objects)."""
        if ins.op in ("conv.i", "conv.u") and self.stack and self.stack[-1][1] is OBJ:
            self.stack.append((self._emit(Op.BITCAST, Ty.I64, [self._pop_obj()]), NAT))
            return
        super().h_conv(ins)

    def _pop_index(self) -> ir.Value:
        v, t = self._pop()
        if t is I32:
            return self._convert(Op.SEXT32, v)
        if t is not NAT:
            self._fail_types(t)
        return v

    # ---- variables and values ----------------------------------------------------------

    def _read_var(self, var: int) -> ir.Value:
        if self.var_elem[var] is Elem.VALUETYPE:
            return self._copy(self.slots[var], self.sigs[var])
        return super()._read_var(var)

    def _write_var(self, var, slot, what) -> None:
        if self.var_elem[var] is Elem.VALUETYPE:
            self._store(self.slots[var], self.sigs[var], slot)
            return
        super()._write_var(var, slot, what)

    def _coerce(self, slot, elem, what, normalise=True):
        if elem is Elem.VALUETYPE:
            slot = self._handle_value(slot)
            if slot[1] is not VALUE:
                raise CompileError(f"{self.ins.mnemonic}: cannot store {slot[1]} in {what} "
                                   f"of a value type (ECMA-335 III.1.6)")
            return slot[0]
        if slot[1] is VALUE:
            raise CompileError(f"{self.ins.mnemonic}: cannot store valuetype in {what} of "
                               f"type {elem.value} (ECMA-335 III.1.6)")
        return super()._coerce(slot, elem, what, normalise)

    def h_ret(self, ins: Instr) -> None:
        if self.hidden is None:
            return super().h_ret(ins)
        v, t = self._pop()
        if t is not VALUE:
            self._fail_types(t)
        if self.stack:
            raise CompileError(f"ret leaves {len(self.stack)} value(s) on the stack")
        self._move(self.hidden, v, self.method.sig.ret)
        self._end_block(ir.Return(None), [])

    # ---- calls ----------------------------------------------------------------------

    def _this_arg(self, owner: TypeInfo | None) -> ir.Value:
        v, t = self._pop()
        if owner is not None and owner.is_struct:
            if t not in (BYREF, NAT, VALUE):
                self._fail_types(t)
            return v
        if t is not OBJ:
            self._fail_types(t)
        return v

    def _invoke(self, target: MethodTarget, virtual: bool) -> None:
        m = target.method
        if target.array is not None:
            return self._mdarray_call(target)
        if m is None:
            return self._bcl_call(target, virtual)
        ts = target.types or self.ts
        owner = ts.declaring(m) if m.is_static else ts.owner(m)
        if m.is_static or not virtual and (owner.is_struct or m.name == ".ctor"):
            self._cctor_guard(owner, call=True)     # (a derived constructor calling its base's)
        args = self._call_args(target.params)
        this = self._this_arg(owner) if not m.is_static else None
        callee = target.callee
        operands: list[ir.Value] = [this, *args] if this is not None else args
        result = None
        if m.sig.ret.elem is Elem.VALUETYPE:
            size, align = ts.value_size(m.sig.ret)
            result = self._temp(size, align)
            operands.insert(result_address_at(len(operands)), result)
        if this is not None and virtual and m.is_virtual:
            ts.note_virtual_call(m)
        if virtual and m.is_virtual and (owner.name == ARRAY_CLASS
                                         or m.is_final and not owner.is_struct):
            # only arrays derive from System.Array, and override nothing; a final method
            # is the one every receiver runs (String's: its descriptor has Object's vtable)
            virtual = False
            self._null_check(this)
        if this is not None and virtual and m.method_args and m.is_virtual:
            inst = self._calli(self._gvm_entry(this, ts, m), callee, operands)
        elif this is not None and virtual and owner.kind == "interface":
            inst = self._calli(self._iface_entry(this, ts, m), callee, operands)
        elif this is not None and virtual and m.is_virtual:
            inst = self._calli(self._vtable_entry(this, ts.slot(m)), callee, operands)
        else:
            if this is not None and virtual and not owner.is_struct:
                self._null_check(this)          # callvirt checks; call does not (Mono)
            inst = self._emit(Op.CALL, callee.ret, operands, callee)
        if result is not None:
            self.stack.append((result, VALUE))
            return
        self._finish_call(inst, target.ret)

    def _create_instance(self, t: SigType) -> None:
        """`Activator.CreateInstance<T>()` (C#'s `new T()`): a zeroed value, or a new
        object made by the type's parameterless constructor."""
        if IR_TYPE.get(t.elem) is not Ty.REF:                      # type: ignore[arg-type]
            if t.elem is Elem.VALUETYPE:
                size, align = self.ts.value_size(t)
                tmp = self._temp(size, align)
                self._emit(Op.MEMSET, Ty.VOID, [tmp, self._const(Ty.I32, 0),
                                                self._const(Ty.I64, size)])
                self.stack.append((tmp, VALUE))
            else:
                self.stack.append((self._zero(IR_TYPE[_elem(t, "type argument")]),
                                   of_elem(t.elem)))                # type: ignore[arg-type]
            return
        if t.elem is Elem.OBJECT:           # (Object's constructor does nothing)
            self.stack.append((self._emit(Op.CALL, Ty.REF, [self._new_addr(t)], RT_ALLOC), OBJ))
            return
        ti = self.ts.info(t) if t.elem is Elem.CLASS else None
        ctor = next((m for m in ti.methods if m.name == ".ctor" and not m.is_static
                     and not m.sig.params), None) if ti is not None else None
        if ti is None or ctor is None or ti.kind != "class" or ti.row.is_abstract:
            raise CompileError(f"unsupported Activator.CreateInstance of {t.name} (no public "
                               "parameterless constructor)")
        self._cctor_guard(ti, call=True)
        obj = self._emit(Op.CALL, Ty.REF, [self._new_addr(t)], RT_ALLOC)
        self._emit(Op.CALL, Ty.VOID, [obj], self.tokens.callee_of(ctor))
        self.stack.append((obj, OBJ))

    def _comparer_type(self, key: str, t: SigType) -> SigType:
        """The comparer class the framework's EqualityComparer<T>.Default or
        Comparer<T>.Default makes for t, which it chooses by reflection at run time."""
        iface = COMPARER_FACTORIES[key]
        equality = iface == "System.IEquatable`1"
        if equality and t.elem is Elem.U1 and not t.enum:
            return SigType(f"{_COLLECTIONS}ByteEqualityComparer", Elem.CLASS)
        kind = "EqualityComparer`1" if equality else "Comparer`1"
        if self.ts.implements(t, iface):
            return generic_instance(f"{_COLLECTIONS}Generic{kind}", True, (t,))
        if t.generic == NULLABLE and self.ts.implements(t.args[0], iface):
            return generic_instance(f"{_COLLECTIONS}Nullable{kind}", True, t.args)
        if equality and t.enum and t.elem in _ENUM_EQUALITY:
            return generic_instance(f"{_COLLECTIONS}{_ENUM_EQUALITY[t.elem]}", True, (t,))
        return generic_instance(f"{_COLLECTIONS}Object{kind}", True, (t,))

    def _unsafe_mov(self, src: SigType, dst: SigType) -> None:
        """Array.UnsafeMov<S,R>(s) as Mono's JIT makes it (emit_array_unsafe_mov): an
        integer or enum moves unchanged to an integer type of its register size (a byte
        enum's value is its int: its IL, box then unbox.any int32, would throw); a
        reference is cast as unbox.any casts it."""
        refs = IR_TYPE.get(src.elem), IR_TYPE.get(dst.elem)    # type: ignore[arg-type]
        if refs == (Ty.REF, Ty.REF):
            obj = self._pop_obj()
            if dst.elem is not Elem.OBJECT:
                obj = self._emit(Op.CALL, Ty.REF, [obj, self._desc_addr(dst)], RT_CASTCLASS)
            self.stack.append((obj, OBJ))
            return
        if src.elem not in _MOVABLE or dst.elem not in _MOVABLE \
                or IR_TYPE[src.elem] is not IR_TYPE[dst.elem]:
            raise CompileError(f"unsupported Array.UnsafeMov from {src.name} to {dst.name}")
        value, _ = self._pop()
        self.stack.append((value, of_elem(dst.elem)))

    def _compare_values(self, elem: Elem, method: str, a: ir.Value, b: ir.Value) -> ir.Value:
        """A primitive's CompareTo(same type) or Equals(same type), as Mono's mscorlib: NaN
        is smaller than every number and equal to itself; CompareTo is -1, 0 or 1, but the
        difference for the types narrower than int (char, byte, sbyte, short, ushort)."""
        ty = IR_TYPE[elem]
        cmp = lambda c, x, y: self._emit(Op.CMP, Ty.I32, [x, y], c)     # noqa: E731
        if ty.is_float:
            a_nan, b_nan = cmp(Cond.NE, a, a), cmp(Cond.NE, b, b)
            if method == "Equals":
                return self._emit(Op.OR, Ty.I32, [cmp(Cond.EQ, a, b),
                                                  self._emit(Op.AND, Ty.I32, [a_nan, b_nan])])
            one = self._const(Ty.I32, 1)
            lt = self._emit(Op.OR, Ty.I32, [cmp(Cond.LT, a, b), self._emit(
                Op.AND, Ty.I32, [a_nan, self._emit(Op.XOR, Ty.I32, [b_nan, one])])])
            gt = self._emit(Op.OR, Ty.I32, [cmp(Cond.GT, a, b), self._emit(
                Op.AND, Ty.I32, [b_nan, self._emit(Op.XOR, Ty.I32, [a_nan, one])])])
            return self._emit(Op.SUB, Ty.I32, [gt, lt])
        if method == "Equals":
            return cmp(Cond.EQ, a, b)
        if elem in (Elem.CHAR, Elem.I1, Elem.U1, Elem.I2, Elem.U2):   # (loaded extended)
            return self._emit(Op.SUB, Ty.I32, [a, b])
        unsigned = elem in (Elem.BOOL, Elem.CHAR, Elem.U1, Elem.U2, Elem.U4, Elem.U8, Elem.U)
        gt = cmp(Cond.UGT if unsigned else Cond.GT, a, b)
        lt = cmp(Cond.ULT if unsigned else Cond.LT, a, b)
        return self._emit(Op.SUB, Ty.I32, [gt, lt])

    def _same_object(self, a: ir.Value, b: ir.Value, cond: Cond) -> ir.Value:
        """a == b (or !=) on references; folded when both are descriptors, as
        `typeof(T) == typeof(int)` is under specialisation."""
        sa, sb = _descriptor_symbol(a), _descriptor_symbol(b)
        if sa is not None and sb is not None:
            return self._const(Ty.I32, int((sa == sb) == (cond is Cond.EQ)))
        return self._emit(Op.CMP, Ty.I32, [a, b], cond)

    def _descriptor_word(self, this: ir.Value, offset: int) -> ir.Value:
        """The word at `offset` in the descriptor of `this` (null-checked first)."""
        self._null_check(this)
        desc = self._emit(Op.LOAD, Ty.I64, [self._ref_addr(this, 0)],
                          MemAccess(Mem.I64, invariant=True))
        return self._emit(Op.LOAD, Ty.I64, [self._offset(desc, offset)],
                          MemAccess(Mem.I64, invariant=True))

    def _vtable_entry(self, this: ir.Value, slot: int) -> ir.Value:
        return self._descriptor_word(this, D_VTABLE + 8 * slot)

    def _iface_entry(self, this: ir.Value, ts: TypeSystem, m: MethodDef) -> ir.Value:
        """The implementation of interface method m that `this` runs: its entry in the
        receiver's interface method table (types.imt_entry), or, where that entry is empty,
        what rt_interface_method finds in the receiver's interface lists (the `imt` guard,
        whose value is the one or the other)."""
        iface = ts.desc(ts.owner(m).sig)
        index = ts.note_iface_call(m)
        imt = self._descriptor_word(this, D_IMT)
        entry = self._emit(Op.LOAD, Ty.I64, [self._offset(imt, 8 * imt_entry(iface, index))],
                           MemAccess(Mem.I64, invariant=True))
        return self._emit(Op.CMP, Ty.I64, [entry, this, self._const(Ty.I32, index)],
                          ObjGuard("imt", Cond.EQ, iface=iface))

    def _gvm_entry(self, this: ir.Value, ts: TypeSystem, m: MethodDef) -> ir.Value:
        """The implementation of the generic virtual method instance m that `this` runs,
        from m's dispatch table (types.gvm_globals)."""
        fn = self._emit(Op.CALL, Ty.I64, [this, self._gaddr(ts.gvm_table(m))], RT_GVM)
        self._checked_by_callee(this)
        return fn

    def h_ldvirtftn(self, ins: Instr) -> None:
        """The address of the method a virtual call on the object would run (a delegate
        bound to a virtual or interface method calls the override)."""
        assert isinstance(ins.operand, int)
        target = self.tokens.call(ins.operand)
        slot = OBJECT_VIRTUALS.get(getattr(target, "key", ""))
        if slot is not None:            # `Func<string> f = x.ToString`: Object's slots
            self.stack.append((self._vtable_entry(self._pop_obj(), slot), NAT))
            return
        m = target.method if isinstance(target, MethodTarget) else None
        if m is None or m.is_static:
            raise CompileError(f"unsupported ldvirtftn of {getattr(target, 'key', '?')}")
        obj = self._pop_obj()
        ts = target.types or self.ts                                # type: ignore[union-attr]
        ts.note_virtual_call(m)
        owner = ts.owner(m)
        if m.method_args and m.is_virtual:
            fn = self._gvm_entry(obj, ts, m)
        elif owner.kind == "interface":
            fn = self._iface_entry(obj, ts, m)
        elif m.is_virtual and m.rid in owner.slots:
            fn = self._vtable_entry(obj, ts.slot(m))
        else:
            self._null_check(obj)
            fn = self._emit(Op.FUNCADDR, Ty.I64, [], target.callee)
        self.stack.append((fn, NAT))

    def _calli(self, fn: ir.Value, callee: ir.Callee, args: list[ir.Value]) -> ir.Inst:
        return self._emit(Op.CALLI, callee.ret, [fn, *args],
                          ir.Callee("", callee.params, callee.ret))

    def h_ldtoken(self, ins: Instr) -> None:
        """ldtoken of a type pushes its descriptor's address, which stands for the
        RuntimeTypeHandle and, through Type.GetTypeFromHandle, for the Type. ldtoken of
        a field with an RVA, only as mcs uses it for an array initialiser (followed by
        `call RuntimeHelpers::InitializeArray`): the address of a constant global holding
        the field's bytes; the call copies them into the array."""
        assert isinstance(ins.operand, int)
        if ins.operand >> 24 in (T_TYPEDEF, T_TYPEREF, T_TYPESPEC):
            t = self._type(ins)
            symbol = self.ts.desc(t)
            self.ts.instances.type_tokens.setdefault(symbol, t)
            addr = self._gaddr(symbol)
            self.type_handles.add(addr)
            self.stack.append((addr, NAT))
            return
        nxt = self.body.instrs[self.index + 1] if self.index + 1 < len(self.body.instrs) else None
        if ins.operand >> 24 != T_FIELD or nxt is None or nxt.op != "call" \
                or getattr(self.tokens.call(nxt.operand), "key", "") != INIT_ARRAY_KEY:
            raise CompileError("unsupported instruction ldtoken (only a type's token, or a "
                               "data field's for RuntimeHelpers.InitializeArray)")
        f = self.tokens.field(ins.operand)
        if not f.has_rva:
            raise CompileError(f"unsupported ldtoken of field {f.name} without data")
        symbol, size = self.ts.field_data_symbol(f)
        addr = self._gaddr(symbol)
        self.field_handles[addr] = size
        self.stack.append((addr, NAT))

    def _native_int_member(self, target: MethodTarget, new: bool = False) -> None:
        """A NATIVE_INT_MEMBERS member: the value converted from the parameter's type to
        the result's (a constructor's is native int: pushed by newobj, stored through
        `this` by call); an instance method reads the value through `this`."""
        name = target.key.split("::", 1)[1]
        native = Elem.I if target.key.startswith("System.IntPtr") else Elem.U
        if name == "get_Size()":
            self.stack.append((self._const(Ty.I32, 8), I32))
            return
        args = self._call_args(target.params)
        if name.startswith(("op_Equality", "op_Inequality")):
            cond = Cond.EQ if name.startswith("op_Equality") else Cond.NE
            self.stack.append((self._emit(Op.CMP, Ty.I32, args, cond), I32))
            return
        to = native if name.startswith(".ctor") else target.ret.elem
        if args:
            value, frm = args[0], target.params[0].elem
        else:
            value, frm = self._emit(Op.LOAD, Ty.I64, [self._pop_addr()], MemAccess(Mem.I64)), native
        if to in (Elem.I4, Elem.U4) and value.ty is Ty.I64:
            value = self._convert(Op.TRUNC, value)
        elif frm in (Elem.I4, Elem.U4):
            value = self._convert(Op.SEXT32 if frm is Elem.I4 else Op.ZEXT32, value)
        if name.startswith(".ctor") and not new:
            self._emit(Op.STORE, Ty.VOID, [self._pop_addr(), value], MemAccess(Mem.I64))
            return
        self.stack.append((value, of_elem(to)))                     # type: ignore[arg-type]

    def _bcl_call(self, target: MethodTarget, virtual: bool) -> None:
        key = target.key
        if key in NATIVE_INT_MEMBERS:
            return self._native_int_member(target)
        if key == INIT_ARRAY_KEY:
            (handle, _), (arr, t) = self._pop(), self._pop()
            size = self.field_handles.get(handle)
            if size is None or t is not OBJ:
                raise CompileError("RuntimeHelpers.InitializeArray not called with an array "
                                   "and the ldtoken of a data field")
            self._emit(Op.CALL, Ty.VOID, [arr, handle, self._const(Ty.I64, size)], INIT_ARRAY)
            return
        if key == CREATE_INSTANCE_KEY:
            return self._create_instance(target.method_args[0])
        if key == BYREF_GET:            # ByReference<T>: a struct of one address
            this = self._pop_addr()
            self.stack.append((self._emit(Op.LOAD, Ty.I64, [this], MemAccess(Mem.I64)), BYREF))
            return
        if key == BYREF_NEW:
            (value, _), this = self._pop(), self._pop_addr()
            self._emit(Op.STORE, Ty.VOID, [this, value], MemAccess(Mem.I64))
            return
        if key in COMPARER_FACTORIES:
            return self._create_instance(self._comparer_type(key, target.method_args[0]))
        if key == UNSAFE_MOV_KEY:
            return self._unsafe_mov(*target.method_args)
        if key == HOLDS_REFERENCES_KEY:       # decided per instantiation
            holds = not self.ts.no_refs(target.method_args[0])
            self.stack.append((self._const(Ty.I32, int(holds)), I32))
            return
        if key == TYPE_FROM_HANDLE_KEY:
            handle, t = self._pop()
            if handle in self.type_handles:
                self.stack.append((self._emit(Op.CALL, Ty.REF, [handle], RT_TYPE_OBJECT), OBJ))
                return
            if t is not VALUE:
                raise CompileError(f"Type.GetTypeFromHandle of {t}: a RuntimeTypeHandle (the "
                                   f"ldtoken of a type, or a value holding one) is expected")
            desc = self._emit(Op.LOAD, Ty.I64, [handle], MemAccess(Mem.I64))
            self.stack.append((self._emit(Op.CALL, Ty.REF, [desc], RT_TYPE_FROM_HANDLE), OBJ))
            return
        if key == OFFSET_TO_STRING_DATA_KEY:      # `fixed (char* p = s)`: conv.u s + this
            self.stack.append((self._const(Ty.I32, STRING_CHARS), I32))
            return
        if key in LITERAL_FOLDS and self.index > self.cur.first \
                and self.body.instrs[self.index - 1].op == "ldc.r8":
            self._pop()
            value = self.body.instrs[self.index - 1].operand
            self.stack.append((self._const(Ty.F64, LITERAL_FOLDS[key](value)), F64))
            return
        if key in TYPE_EQUALITY:
            (b, _), (a, _) = self._pop(), self._pop()
            self.stack.append((self._same_object(a, b, TYPE_EQUALITY[key]), I32))
            return
        if not target.has_this:
            args = self._call_args(target.params)
            inst = self._emit(Op.CALL, target.callee.ret, args, target.callee)
            self._finish_call(inst, target.ret)
            return
        if key not in INSTANCE_BINDINGS and key not in OBJECT_VIRTUALS \
                and key not in VALUE_TYPE_VIRTUALS and key not in PRIMITIVE_COMPARISONS \
                and key not in _INLINE_MEMBERS:
            raise CompileError(f"unsupported member {key}")     # (before its arguments)
        args = self._call_args(target.params)
        if key == "System.Object::.ctor()":
            self._pop()
            return
        if key in OBJECT_VIRTUALS or key in VALUE_TYPE_VIRTUALS:
            this = self._this_arg(None)
            slot = {**OBJECT_VIRTUALS, **VALUE_TYPE_VIRTUALS}[key]
            if virtual:
                callee = ir.Callee("", (Ty.REF, *target.callee.params), target.callee.ret)
                inst = self._calli(self._vtable_entry(this, slot), callee, [this, *args])
            else:
                if key in OBJECT_VIRTUALS:
                    symbol = OBJECT_VTABLE[slot]
                elif self.owner.is_struct:      # `this` is the boxed struct
                    symbol = self.ts.value_method(self.owner, key.split("::")[1].split("(")[0])
                else:
                    raise CompileError(f"unsupported non-virtual call of {key} outside a struct")
                callee = ir.Callee(symbol, (Ty.REF, *target.callee.params), target.callee.ret)
                inst = self._emit(Op.CALL, callee.ret, [this, *args], callee)
            self._finish_call(inst, target.ret)
            return
        if key in ("System.Object::GetType()", "System.Type::GetType()"):
            this = self._this_arg(None)
            self.stack.append((self._emit(Op.CALL, Ty.REF, [this], RT_GET_TYPE), OBJ))
            self._checked_by_callee(this)
            return
        if key == "System.String::get_Length()":
            this = self._this_arg(None)
            self._null_check(this)
            inst = self._emit(Op.LOAD, Ty.I32, [self._ref_addr(this, STRING_LENGTH)],
                              MemAccess(Mem.I32, invariant=True))
            self.stack.append((inst, I32))
            return
        if key == "System.String::get_Chars(int32)":
            this = self._this_arg(None)
            self._null_check(this)
            length = self._emit(Op.LOAD, Ty.I32, [self._ref_addr(this, STRING_LENGTH)],
                                MemAccess(Mem.I32, invariant=True))
            self._obj_guard("range", Cond.UGE, args[0], length)
            scaled = self._emit(Op.SHL, Ty.I64, [self._convert(Op.SEXT32, args[0]),
                                                  self._const(Ty.I32, 1)])
            addr = self._emit(Op.ADD, Ty.I64, [self._ref_addr(this, STRING_CHARS), scaled])
            self.stack.append((self._emit(Op.LOAD, Ty.I32, [addr], MemAccess(Mem.U16)), I32))
            return
        if key == ARRAY_DATA_KEY:
            this = self._this_arg(None)
            self._null_check(this)
            self.stack.append((self._ref_addr(this, ARRAY_DATA), BYREF))
            return
        if key == "System.String::ToString()":        # `return this`: only callvirt checks
            this = self._this_arg(None)
            if virtual:
                self._null_check(this)
            self.stack.append((this, OBJ))
            return
        compared = PRIMITIVE_COMPARISONS.get(key)
        if compared is not None:
            elem, method = compared
            v, t = self._pop()
            if t not in (BYREF, NAT):
                self._fail_types(t)
            this = self._emit(Op.LOAD, IR_TYPE[elem], [v], MemAccess(MEM[elem]))
            self.stack.append((self._compare_values(elem, method, this, args[0]), I32))
            return
        callee, this_mem = INSTANCE_BINDINGS[key]
        if key == TYPE_BASE_KEY:        # (an array's is System.Array)
            self.ts.desc(SigType("System.Array", Elem.CLASS))
        v, t = self._pop()
        if this_mem is None:
            if t is not OBJ:
                self._fail_types(t)
            this = v
        else:              # a primitive's method: `this` is the value's address
            if t not in (BYREF, NAT):
                self._fail_types(t)
            this = self._emit(Op.LOAD, this_mem.value_ty, [v], MemAccess(this_mem))
        inst = self._emit(Op.CALL, callee.ret, [this, *args], callee)
        if this_mem is None and not callee.nothrow:     # the function checks `this` itself
            self._checked_by_callee(this)
        self._finish_call(inst, target.ret)

    def h_call(self, ins: Instr) -> None:
        assert isinstance(ins.operand, int)
        target = self.tokens.call(ins.operand)
        if "readonly." in self.prefixes and not (
                isinstance(target, MethodTarget) and target.array is not None
                and target.key.split("::", 1)[1].startswith("Address(")):
            raise CompileError("readonly. prefix not allowed before call (only of an array's "
                               "Address method)")
        if isinstance(target, MethodTarget):
            if target.method is not None and target.method.full_name in TYPE_BY_NAME:
                self._note_type_name(len(target.params))
            if target.method is not None and target.method.full_name == EXECUTING_ASSEMBLY:
                return self._executing_assembly()
            return self._invoke(target, virtual=False)
        super().h_call(ins)

    def _executing_assembly(self) -> None:
        """Assembly.GetExecutingAssembly(): the assembly of the method calling it, which the
        compiler knows, passed by name to the corelib (runtime/corelib/Assemblies.cs)."""
        named = next(m for m in self.ts.info(ASSEMBLIES).methods if m.name == "Named")
        self.stack.append((self._emit(Op.STR, Ty.REF, [], self.ts.asm.display_name), OBJ))
        self._invoke(MethodTarget(self.tokens.callee_of(named), named.sig.params, named.sig.ret,
                                  method=named), virtual=False)

    def _note_type_name(self, arity: int) -> None:
        """A string literal passed to Type.GetType: the type it names gets a descriptor,
        which the type names' table then gives (runtime_tables.type_name_table)."""
        value, _ = self.stack[-arity]
        if isinstance(value, ir.Inst) and value.op is Op.STR:
            self.ts.instances.type_name_literals.add(value.data)

    def h_callvirt(self, ins: Instr) -> None:
        assert isinstance(ins.operand, int)
        target = self.tokens.call(ins.operand)
        if not isinstance(target, MethodTarget) or not target.has_this:
            raise CompileError("callvirt of a static method")
        constrained, self.constrained = self.constrained, None
        if constrained is not None and self._constrained_call(constrained, target):
            return
        self._invoke(target, virtual=True)

    def h_constrained(self, ins: Instr) -> None:
        """constrained. T (III.2.1): remembered for the callvirt that must follow."""
        if self.index + 1 >= len(self.body.instrs) or self.body.instrs[self.index + 1].op != "callvirt":
            raise CompileError("constrained. prefix is not followed by callvirt")
        self.constrained = self._type(ins)

    def _constrained_call(self, t: SigType, target: MethodTarget) -> bool:
        """`this` is a T&. A reference type: load it and call as usual (False). A value
        type: call its own override directly, a primitive's runtime method, or box it."""
        plug_of_instance_member = target.method is not None and target.method.is_static
        n = len(target.params) - plug_of_instance_member       # (a plug's `this` is a param)
        if len(self.stack) < n + 1:
            raise CompileError(f"stack underflow in {self.ins.mnemonic}")
        this, tt = self.stack[-n - 1]
        if tt not in (BYREF, NAT):
            self._fail_types(tt)
        name = target.method.name if target.method is not None else target.key.split("::")[1].split("(")[0]
        if IR_TYPE.get(t.elem) is Ty.REF:                          # type: ignore[arg-type]
            self.stack[-n - 1] = (self._emit(Op.LOAD, Ty.REF, [this], MemAccess(Mem.REF)), OBJ)
            key = f"System.String::{name}({', '.join(p.name for p in target.params)})"
            if t.elem is Elem.STRING and key in INSTANCE_BINDINGS:
                # string is sealed: its IComparable<string>/IEquatable<string> members are known
                self._bcl_call(MethodTarget(target.callee, target.params, target.ret, key=key,
                                            has_this=True), virtual=True)
                return True
            return False
        ti = self.ts.info(t.name) if t.elem is Elem.VALUETYPE else None
        if t.elem in PRIMITIVE_DESC and not t.enum:
            key = f"{_BCL_NAME_OF[t.elem]}::{name}({', '.join(p.name for p in target.params)})"
            if (key in INSTANCE_BINDINGS and key not in self.tokens.unbound()) \
                    or key in PRIMITIVE_COMPARISONS:
                self._bcl_call(MethodTarget(target.callee, target.params, target.ret, key=key,
                                            has_this=True), virtual=False)
                return True
            ti = self.ts.primitive_struct(t.elem)      # the framework's own method
        if ti is not None:
            own = self._own_implementation(ti, target, name)
            if own is not None:
                self._invoke(MethodTarget(self.tokens.callee_of(own), own.sig.params,
                                          own.sig.ret, method=own, has_this=True), virtual=False)
                return True
        nullable = self._nullable(t)
        if nullable is not None:        # its box is its T's, or null (GetType: the T's type)
            self.stack[-n - 1] = (self._box_nullable(this, nullable), OBJ)
            return False
        # box the value and make the virtual call on the box
        size = self.ts.value_size(t)[0]
        box = self._emit(Op.CALL, Ty.REF, [self._new_addr(t)], RT_ALLOC)
        self._emit(Op.MEMCPY, Ty.VOID, [self._ref_addr(box, HEADER), this,
                                        self._const(Ty.I64, size)])
        self.stack[-n - 1] = (box, OBJ)
        return False

    def _own_implementation(self, ti: TypeInfo, target: MethodTarget,
                            name: str) -> MethodDef | None:
        """The value type ti's own method that a constrained call of target runs (an
        explicit interface implementation, a generic method's instance), or None."""
        m = target.method
        if m is not None and m.is_virtual:
            return (target.types or self.ts).own_implementation(ti, m)
        sig = f"{target.ret.name}({', '.join(p.name for p in target.params)})"
        return next((x for x in ti.methods if x.name == name and not x.is_static
                     and sig_key(x) == sig), None)      # Object's members, bound by name

    def h_newobj(self, ins: Instr) -> None:
        assert isinstance(ins.operand, int)
        target = self.tokens.call(ins.operand)
        m = target.method if isinstance(target, MethodTarget) else None
        if isinstance(target, MethodTarget) and target.array is not None:
            return self._mdarray_new(target)
        if m is None:
            if isinstance(target, MethodTarget) and target.key in NATIVE_INT_MEMBERS:
                return self._native_int_member(target, new=True)
            if isinstance(target, MethodTarget) and target.key == BYREF_NEW:
                value, _ = self._pop()
                obj = self._temp(8, 8)
                self._emit(Op.STORE, Ty.VOID, [obj, value], MemAccess(Mem.I64))
                self.stack.append((obj, VALUE))
                return
            if isinstance(target, MethodTarget) and target.key == "System.Object::.ctor()":
                obj = self._emit(Op.CALL, Ty.REF, [self._gaddr("rt_Object_type")], RT_ALLOC)
                self.stack.append((obj, OBJ))
                return
            binding = INSTANCE_BINDINGS.get(getattr(target, "key", ""))
            if binding is None:
                raise CompileError(f"unsupported constructor {getattr(target, 'key', '?')}")
            args = self._call_args(target.params)
            self.stack.append((self._emit(Op.CALL, Ty.REF, args, binding[0]), OBJ))
            return
        if m.is_static:         # a factory: String's constructors are its static Ctor methods
            args = self._call_args(target.params)
            inst = self._emit(Op.CALL, target.callee.ret, args, target.callee)
            self._finish_call(inst, target.ret)
            return
        ts = target.types or self.ts                                # type: ignore[union-attr]
        owner = ts.owner(m)
        if owner.kind == "interface" or owner.row.is_abstract:
            raise CompileError(f"newobj of abstract type {owner.name}")
        self._cctor_guard(owner, call=True)
        args = self._call_args(target.params)
        if owner.is_struct:
            obj = self._temp(owner.size, owner.align)
            self._emit(Op.MEMSET, Ty.VOID, [obj, self._const(Ty.I32, 0),
                                            self._const(Ty.I64, owner.size)])
            self._emit(Op.CALL, Ty.VOID, [obj, *args], target.callee)
            self.stack.append((obj, VALUE))
            return
        if synthesised(owner, m) and args[1] in self.instance_ftns:
            self._null_check(args[0], "delegate.target")
        desc = self._gaddr(ts.new_desc(owner.sig))
        obj = self._emit(Op.CALL, Ty.REF, [desc], RT_ALLOC)
        self._emit(Op.CALL, Ty.VOID, [obj, *args], target.callee)
        self.stack.append((obj, OBJ))

    # ---- fields ---------------------------------------------------------------------

    def _field_addr(self, f, v: ir.Value, t: StackTy, null: str = "null") -> ir.Value:
        offset = self.ts.field_offset(f)
        if t is OBJ:
            self._null_check(v, null)
            return self._ref_addr(v, offset)
        if t in (BYREF, NAT, VALUE):
            return self._offset(v, offset)
        self._fail_types(t)

    def _field(self, ins: Instr):
        assert isinstance(ins.operand, int)
        return self.tokens.field(ins.operand)

    # ldfld, ldflda and stfld of a static field are, as in Mono, the static access; the
    # object is popped unused (null included).

    def h_ldfld(self, ins: Instr) -> None:
        f = self._field(ins)
        v, t = self._pop()
        if f.is_static:
            return self.h_ldsfld(ins)
        self.stack.append(self._load(self._field_addr(f, v, t), f.sig))

    def h_ldflda(self, ins: Instr) -> None:
        f = self._field(ins)
        v, t = self._pop()
        if f.is_static:
            return self.h_ldsflda(ins)
        if t is VALUE:
            self._fail_types(t)
        self.stack.append((self._field_addr(f, v, t, "null.ldflda"), BYREF))

    def h_stfld(self, ins: Instr) -> None:
        f = self._field(ins)
        value = self._pop()
        v, t = self._pop()
        if f.is_static:
            self.stack.append(value)
            return self.h_stsfld(ins)
        if t is VALUE:
            self._fail_types(t)
        self._store(self._field_addr(f, v, t), f.sig, value)

    def _static_addr(self, ins: Instr):
        assert isinstance(ins.operand, int)
        f = self.tokens.field(ins.operand)
        if not f.is_static:
            raise CompileError(f"{ins.mnemonic} of instance field {f.name}")
        self._cctor_guard(self.ts.field_owner(f))
        return f, self._gaddr(self.ts.static_symbol(f))

    def h_ldsfld(self, ins: Instr) -> None:
        assert isinstance(ins.operand, int)
        constant = self.tokens.constant_field(ins.operand)
        if isinstance(constant, str):                               # String.Empty
            self.stack.append((self._emit(Op.STR, Ty.REF, [], constant), OBJ))
            return
        if constant is not None:                                    # IntPtr.Zero
            self.stack.append((self._const(Ty.I64, constant), NAT))
            return
        f, addr = self._static_addr(ins)
        self.stack.append(self._load(addr, f.sig))

    def h_ldsflda(self, ins: Instr) -> None:
        _, addr = self._static_addr(ins)
        self.stack.append((addr, BYREF))

    def h_stsfld(self, ins: Instr) -> None:
        value = self._pop()
        f, addr = self._static_addr(ins)
        self._store(addr, f.sig, value)

    # ---- types ----------------------------------------------------------------------

    def _type(self, ins: Instr) -> SigType:
        assert isinstance(ins.operand, int)
        t = self.tokens.type_of(ins.operand)
        if t.elem is None or t.elem in (Elem.VOID, Elem.BYREF):
            raise CompileError(f"unsupported {ins.op} of type {t.name}")
        if t.elem in PRIMITIVE_DESC and not t.enum:     # `System.Int32` -> `int32`
            return SigType(t.elem.value, t.elem)
        return t

    def _desc_addr(self, t: SigType) -> ir.Value:
        return self._gaddr(self.ts.desc(t))

    def _new_addr(self, t: SigType) -> ir.Value:
        """The descriptor of a new object (or box) of type t."""
        return self._gaddr(self.ts.new_desc(t))

    def h_castclass(self, ins: Instr) -> None:
        t = self._type(ins)
        if t.generic == NULLABLE and t.args:
            t = t.args[0]               # a boxed Nullable<T> is a boxed T (ECMA-335 I.8.2.4)
        obj = self._pop_obj()
        rt = RT_CASTCLASS if ins.op == "castclass" else RT_ISINST
        if t.elem is Elem.OBJECT:
            self.stack.append((obj, OBJ))
            return
        self.stack.append((self._emit(Op.CALL, Ty.REF, [obj, self._desc_addr(t)], rt), OBJ))

    def _nullable(self, t: SigType) -> tuple[SigType, int, int] | None:
        """For Nullable<T>: T and the offsets of its value and hasValue fields."""
        if t.generic != NULLABLE or not t.args:
            return None
        ti = self.ts.info(t)
        at = {f.name: ti.offsets[f.rid] for f in ti.instance_fields}
        return t.args[0], at["value"], at["hasValue"]

    def h_box(self, ins: Instr) -> None:
        t = self._type(ins)
        if IR_TYPE.get(t.elem) is Ty.REF:                          # type: ignore[arg-type]
            return                                                 # box of a reference: no-op
        nullable = self._nullable(t)
        if nullable is not None:        # empty: null; else the value boxed (ECMA-335 III.4.1)
            v, vt = self._pop()
            if vt is not VALUE:
                self._fail_types(vt)
            self.stack.append((self._box_nullable(v, nullable), OBJ))
            return
        slot = self._pop()
        obj = self._emit(Op.CALL, Ty.REF, [self._new_addr(t)], RT_ALLOC)
        self._store(self._ref_addr(obj, HEADER), t, slot)
        self.stack.append((obj, OBJ))

    def _box_nullable(self, addr: ir.Value, nullable: tuple[SigType, int, int]) -> ir.Value:
        """The box of the Nullable<T> at addr: null when empty, else its T boxed."""
        inner, value_at, has_at = nullable
        return self._emit(Op.CALL, Ty.REF, [self._new_addr(inner), self._offset(addr, value_at),
                                            self._offset(addr, has_at)], RT_BOX_NULLABLE)

    def _unbox_addr(self, t: SigType) -> ir.Value:
        obj = self._pop_obj()
        checked = self._emit(Op.CALL, Ty.REF, [obj, self._desc_addr(t)], RT_UNBOX)
        self._checked_by_callee(obj)
        return self._ref_addr(checked, HEADER)

    def h_unbox(self, ins: Instr) -> None:
        self.stack.append((self._unbox_addr(self._type(ins)), BYREF))

    def h_unbox_any(self, ins: Instr) -> None:
        t = self._type(ins)
        nullable = self._nullable(t)
        if nullable is not None:        # null: an empty one; else the boxed T's value
            inner, value_at, has_at = nullable
            obj = self._pop_obj()
            size, align = self.ts.value_size(t)
            tmp = self._temp(size, align)
            self._emit(Op.CALL, Ty.VOID, [obj, self._desc_addr(inner), self._offset(tmp, value_at),
                                          self._offset(tmp, has_at)], RT_UNBOX_NULLABLE)
            self.stack.append((tmp, VALUE))
            return
        if IR_TYPE.get(t.elem) is Ty.REF:                          # type: ignore[arg-type]
            obj = self._pop_obj()
            self.stack.append((self._emit(Op.CALL, Ty.REF, [obj, self._desc_addr(t)],
                                          RT_CASTCLASS), OBJ))
            return
        self.stack.append(self._load(self._unbox_addr(t), t))

    # ldobj/stobj/initobj/cpobj/sizeof of structs and references (primitives: ssa.py)
    def _struct_token(self, ins: Instr) -> SigType | None:
        assert isinstance(ins.operand, int)
        t = self.tokens.type_of(ins.operand)
        if t.elem is Elem.VALUETYPE or IR_TYPE.get(t.elem) is Ty.REF:     # type: ignore[arg-type]
            return t
        return None

    def h_ldobj(self, ins: Instr) -> None:
        t = self._struct_token(ins)
        if t is None:
            return super().h_ldobj(ins)
        self.stack.append(self._load(self._pop_addr(), t))

    def h_stobj(self, ins: Instr) -> None:
        t = self._struct_token(ins)
        if t is None:
            return super().h_stobj(ins)
        value = self._pop()
        self._store(self._pop_addr(), t, value)

    def h_initobj(self, ins: Instr) -> None:
        t = self._struct_token(ins)
        if t is None:
            return super().h_initobj(ins)
        size, _ = self.ts.value_size(t)
        self._emit(Op.MEMSET, Ty.VOID, [self._pop_addr(), self._const(Ty.I32, 0),
                                        self._const(Ty.I64, size)])

    def h_cpobj(self, ins: Instr) -> None:
        t = self._struct_token(ins)
        if t is None:
            return super().h_cpobj(ins)
        src = self._pop_addr()
        self._move(self._pop_addr(), src, t)

    def h_sizeof(self, ins: Instr) -> None:
        t = self._struct_token(ins)
        if t is None:
            return super().h_sizeof(ins)
        self.stack.append((self._const(Ty.I32, self.ts.value_size(t)[0]), I32))

    # ---- arrays ---------------------------------------------------------------------

    def h_newarr(self, ins: Instr) -> None:
        """The count may be int32, native int or (as Mono accepts) int64; rt_newarr checks
        its range."""
        t = self._type(ins)
        n, nt = self._pop()
        if nt is I32:
            n = self._convert(Op.SEXT32, n)
        elif nt not in (NAT, I64):
            self._fail_types(nt)
        arr = SigType(f"{t.name}[]", Elem.STRING_ARRAY if t.elem is Elem.STRING else Elem.ARRAY, t)
        self.stack.append((self._emit(Op.CALL, Ty.REF, [self._desc_addr(arr), n], RT_NEWARR), OBJ))

    # The array types' runtime methods (docs/architecture.md): `newobj T[,]::.ctor(int32,
    # int32)`, `call T[,]::Get/Set/Address(int32, int32[, T])`, and the same of T[] and the
    # rank-1 `T[0...]` (T[]'s layout); lower bounds are always 0.

    def _mdarray_check(self, target: MethodTarget, name: str, extra: int) -> SigType:
        arr = target.array
        assert arr is not None and arr.pointee is not None
        ps = target.params
        rank = _rank(arr)
        name_ok = target.key.split("::", 1)[1].startswith(name + "(")
        if not name_ok or len(ps) != rank + extra or \
                any(p.elem is not Elem.I4 for p in ps[:rank]):
            raise CompileError(f"unsupported member {target.key}")
        return arr.pointee

    def _mdarray_new(self, target: MethodTarget) -> None:
        """rt_newarr_md for every rank (for rank 1 it makes a T[], with Mono's texts)."""
        arr = target.array
        assert arr is not None
        self._mdarray_check(target, ".ctor", 0)
        lengths = self._call_args(target.params)
        block = self._temp(8 * len(lengths), 8)
        for d, n in enumerate(lengths):
            self._emit(Op.STORE, Ty.VOID, [self._offset(block, 8 * d), self._convert(Op.SEXT32, n)],
                       MemAccess(Mem.I64))
        self.stack.append((self._emit(Op.CALL, Ty.REF, [self._desc_addr(arr), block],
                                      RT_NEWARR_MD), OBJ))

    def _mdarray_call(self, target: MethodTarget) -> None:
        arr = target.array
        assert arr is not None
        method = target.key.split("::", 1)[1].split("(", 1)[0]
        if method not in ("Get", "Set", "Address"):
            raise CompileError(f"unsupported member {target.key}")
        el = self._mdarray_check(target, method, 1 if method == "Set" else 0)
        value = self._pop() if method == "Set" else None
        rank = _rank(arr)
        indices = [self._convert(Op.SEXT32, i) for i in self._call_args(target.params[:rank])]
        obj = self._pop_obj()
        self._null_check(obj)
        if IR_TYPE.get(el.elem) is Ty.REF:  # type: ignore[arg-type]
            # covariance (`object[,] o = new string[1, 1]`), checked before the indices as Mono does
            if method == "Set" and value is not None and value[1] is OBJ:
                self._emit(Op.CALL, Ty.VOID, [obj, value[0]], RT_CHECK_STORE)
            elif method == "Address" and "readonly." not in self.prefixes:
                self._emit(Op.CALL, Ty.VOID, [obj, self._desc_addr(el)], RT_CHECK_ELEMENT)
        size = self.ts.value_size(el)[0]
        lengths_at, data_at = (MDARRAY_LENGTHS, mdarray_data(rank)) if is_mdarray(arr) \
            else (ARRAY_LENGTH, ARRAY_DATA)
        linear: ir.Value | None = None
        for d, index in enumerate(indices):
            length = self._emit(Op.LOAD, Ty.I64, [self._ref_addr(obj, lengths_at + 8 * d)],
                                MemAccess(Mem.I64, invariant=True))
            self._obj_guard("range", Cond.UGE, index, length)
            linear = index if linear is None else self._emit(
                Op.ADD, Ty.I64, [self._emit(Op.MUL, Ty.I64, [length, linear]), index])
        assert linear is not None
        scaled = linear if size == 1 else self._emit(Op.MUL, Ty.I64, [linear, self._const(Ty.I64, size)])
        addr = self._emit(Op.ADD, Ty.I64, [self._ref_addr(obj, data_at), scaled])
        if method == "Get":
            self.stack.append(self._load(addr, el))
        elif method == "Address":
            self.stack.append((addr, BYREF))
        else:
            assert value is not None
            self._store(addr, el, value)

    def h_ldlen(self, ins: Instr) -> None:
        arr = self._pop_obj()
        self._null_check(arr)
        self.stack.append((self._emit(Op.LOAD, Ty.I64, [self._ref_addr(arr, ARRAY_LENGTH)],
                                      MemAccess(Mem.I64, invariant=True)), NAT))

    def _element(self, size: int) -> ir.Value:
        """Pops index and array; range-checks; the element's address."""
        index = self._pop_index()
        arr = self._pop_obj()
        self._null_check(arr)
        length = self._emit(Op.LOAD, Ty.I64, [self._ref_addr(arr, ARRAY_LENGTH)],
                            MemAccess(Mem.I64, invariant=True))
        self._obj_guard("range", Cond.UGE, index, length)
        if isinstance(index, ir.Const):
            return self._ref_addr(arr, ARRAY_DATA + index.value * size)
        scaled = index if size == 1 else self._emit(Op.MUL, Ty.I64, [index, self._const(Ty.I64, size)])
        return self._emit(Op.ADD, Ty.I64, [self._ref_addr(arr, ARRAY_DATA), scaled])

    def h_ldelem(self, ins: Instr) -> None:
        if ins.op == "ldelem":
            t = self._type(ins)
            self.stack.append(self._load(self._element(self.ts.value_size(t)[0]), t))
            return
        mem, st = _LDELEM[ins.op]
        addr = self._element(mem.size)
        self.stack.append((self._emit(Op.LOAD, mem.value_ty, [addr], MemAccess(mem)), st))

    def h_ldelema(self, ins: Instr) -> None:
        t = self._type(ins)
        if IR_TYPE.get(t.elem) is Ty.REF and "readonly." not in self.prefixes \
                and len(self.stack) >= 2:                        # type: ignore[arg-type]
            # Mono checks the element type before the index (both before the null array)
            self._emit(Op.CALL, Ty.VOID, [self.stack[-2][0], self._desc_addr(t)],
                       RT_CHECK_ELEMENT)
        self.stack.append((self._element(self.ts.value_size(t)[0]), BYREF))

    def h_stelem(self, ins: Instr) -> None:
        t = self._type(ins) if ins.op == "stelem" else None
        if ins.op == "stelem.ref" or (t is not None and IR_TYPE.get(t.elem) is Ty.REF):   # type: ignore[arg-type]
            value = self._pop_obj()
            index = self._pop_index()
            arr = self._pop_obj()
            self._emit(Op.CALL, Ty.VOID, [arr, index, value], RT_STELEM_REF)
            self._checked_by_callee(arr)
            return
        value = self._pop()
        if t is not None:
            self._store(self._element(self.ts.value_size(t)[0]), t, value)
            return
        mem = _STELEM[ins.op]
        addr = self._element(mem.size)
        self._emit(Op.STORE, Ty.VOID, [addr, self._store_value(value, mem)], MemAccess(mem))


ObjectBuilder.HANDLERS = {
    **_Builder.HANDLERS,
    "call": ObjectBuilder.h_call, "callvirt": ObjectBuilder.h_callvirt,
    "constrained.": ObjectBuilder.h_constrained,
    "newobj": ObjectBuilder.h_newobj, "ret": ObjectBuilder.h_ret,
    "conv.u": ObjectBuilder.h_conv, "conv.i": ObjectBuilder.h_conv,
    "ldfld": ObjectBuilder.h_ldfld, "ldflda": ObjectBuilder.h_ldflda,
    "stfld": ObjectBuilder.h_stfld, "ldsfld": ObjectBuilder.h_ldsfld,
    "ldsflda": ObjectBuilder.h_ldsflda, "stsfld": ObjectBuilder.h_stsfld,
    "castclass": ObjectBuilder.h_castclass, "isinst": ObjectBuilder.h_castclass,
    "box": ObjectBuilder.h_box, "unbox": ObjectBuilder.h_unbox,
    "unbox.any": ObjectBuilder.h_unbox_any,
    "ldobj": ObjectBuilder.h_ldobj, "stobj": ObjectBuilder.h_stobj,
    "initobj": ObjectBuilder.h_initobj, "cpobj": ObjectBuilder.h_cpobj,
    "sizeof": ObjectBuilder.h_sizeof, "ldtoken": ObjectBuilder.h_ldtoken,
    "ldvirtftn": ObjectBuilder.h_ldvirtftn,
    "newarr": ObjectBuilder.h_newarr, "ldlen": ObjectBuilder.h_ldlen,
    "ldelem": ObjectBuilder.h_ldelem, **{op: ObjectBuilder.h_ldelem for op in _LDELEM},
    "ldelema": ObjectBuilder.h_ldelema,
    "stelem": ObjectBuilder.h_stelem, **{op: ObjectBuilder.h_stelem for op in _STELEM},
}


def build_function(method, body, cfg, local_types, tokens) -> ir.Function:
    return ObjectBuilder(method, body, cfg, local_types, tokens).build()


# ---- guards -> blocks ------------------------------------------------------------------

def insert_object_checks(fn: ir.Function) -> None:
    """Split blocks at ObjGuard pseudo-instructions (run before link/renumber)."""
    throwers: dict[tuple[str, int, int | None], ir.Block] = {}
    layout: list[ir.Block] = []
    moved: dict[ir.Block, ir.Block] = {}
    found: dict[ir.Value, ir.Phi] = {}          # imt guards -> the phis of what they find
    for blk in fn.blocks:
        layout.append(blk)
        if not any(isinstance(i.data, ObjGuard) for i in blk.insts):
            continue
        insts, term = blk.insts, blk.term
        cur, cur.insts = blk, []
        for inst in insts:
            g = inst.data
            if not isinstance(g, ObjGuard):
                cur.insts.append(inst)
                continue
            a, b = inst.args[:2]
            cont = ir.Block(-1, il_offset=inst.il_offset)
            if g.kind == "cctor":
                slow = _cctor_blocks(fn, inst, a, cont)
                cur.term = ir.Branch(g.cond, a, b, slow[0], cont)
                layout += [*slow, cont]
            elif g.kind == "imt":               # (a: the entry, b: the receiver)
                iface = ir.Inst(Ty.I64, op=Op.GLOBALADDR, data=g.iface, il_offset=inst.il_offset)
                search = ir.Inst(Ty.I64, op=Op.CALL, args=[b, iface, inst.args[2]], data=RT_IFACE,
                                 il_offset=inst.il_offset)
                slow = ir.Block(-1, insts=[iface, search], term=ir.Jump(cont),
                                il_offset=inst.il_offset)
                cur.term = ir.Branch(g.cond, a, ir.Const(Ty.I64, value=0), slow, cont)
                cont.phis.append(ir.Phi(Ty.I64, block=cont, incoming=[(cur, a), (slow, search)]))
                found[inst] = cont.phis[0]
                layout += [slow, cont]
            else:
                cur.term = ir.Branch(g.cond, a, b,
                                     thrower(throwers, fn, inst, g.kind, THROWERS[g.kind]), cont)
                layout.append(cont)
            cur = cont
        cur.term = term
        moved[blk] = cur
    layout.extend(throwers.values())
    joins = set(found.values())
    if moved:           # (the edges out of a split block leave from its last part)
        for blk in layout:
            for phi in blk.phis:
                if phi not in joins:
                    phi.incoming = [(moved.get(b, b), v) for b, v in phi.incoming]
    fn.blocks = layout
    ir.replace_uses(fn, found)


def _cctor_blocks(fn: ir.Function, guard: ir.Inst, state_value: ir.Value,
                  cont: ir.Block) -> list[ir.Block]:
    """The slow path of a static-constructor check (state != 1): state 0 runs the .cctor
    (state 1 from its start, so a recursive access goes on); an exception it raises becomes
    TypeInitializationException (state 2), which every later access raises again (Mono)."""
    g = guard.data
    assert isinstance(g, ObjGuard) and g.state is not None and g.cctor is not None
    off = guard.il_offset

    def inst(ty: Ty, op: Op, *args: ir.Value, data: object = None) -> ir.Inst:
        return ir.Inst(ty, op=op, args=list(args), data=data, il_offset=off)  # type: ignore[arg-type]

    target = fn.throw_target(guard)
    pending = inst(Ty.I64, Op.GLOBALADDR, data=ir.PENDING)
    exc = inst(Ty.REF, Op.LOAD, pending, data=MemAccess(Mem.REF))
    name = inst(Ty.REF, Op.STR, data=g.type_name)
    cctor = inst(Ty.I64, Op.FUNCADDR, data=g.cctor)
    record = fn.frames.record if fn.frames is not None and g.precise else lambda _: []
    failed = ir.Block(-1, il_offset=off, term=ir.Jump(target), insts=[
        name, inst(Ty.VOID, Op.CALL, name, g.state, data=RT_TYPE_INIT_FAILED), *record(off)])
    init = ir.Block(-1, il_offset=off, insts=[
        inst(Ty.VOID, Op.STORE, g.state, ir.Const(Ty.I32, value=1), data=MemAccess(Mem.I32)),
        cctor, inst(Ty.VOID, Op.CALL, cctor, data=RT_RUN_CCTOR), pending, exc],
        term=ir.Branch(Cond.NE, exc, ir.Const(Ty.REF, value=0), failed, cont))
    again = ir.Block(-1, il_offset=off, term=ir.Jump(target), insts=[
        inst(Ty.VOID, Op.CALL, g.state, data=RT_TYPE_INIT_RETHROW), *record(off)])
    slow = ir.Block(-1, il_offset=off,
                    term=ir.Branch(Cond.EQ, state_value, ir.Const(Ty.I32, value=0), init, again))
    return [slow, init, failed, again]


# ---- helpers the frontend synthesises -------------------------------------------------------

INIT_ARRAY_KEY = ("System.Runtime.CompilerServices.RuntimeHelpers::InitializeArray"
                  "(System.Array, System.RuntimeFieldHandle)")
INIT_ARRAY = ir.Callee("rt_RuntimeHelpers_InitializeArray", (Ty.REF, Ty.I64, Ty.I64), Ty.VOID)
# A RuntimeTypeHandle is the descriptor's address; GetTypeFromHandle its one Type object, so
# equality is identity, folded for typeof on both sides (ObjectBuilder._bcl_call).
TYPE_FROM_HANDLE_KEY = "System.Type::GetTypeFromHandle(System.RuntimeTypeHandle)"
OFFSET_TO_STRING_DATA_KEY = "System.Runtime.CompilerServices.RuntimeHelpers::get_OffsetToStringData()"
TYPE_EQUALITY = {"System.Type::op_Equality(System.Type, System.Type)": Cond.EQ,
                 "System.Type::Equals(System.Type)": Cond.EQ,
                 "System.Type::IsEquivalentTo(System.Type)": Cond.EQ,
                 "System.Type::op_Inequality(System.Type, System.Type)": Cond.NE}
# The primitives' CompareTo and Equals of their own type (what IComparable<T> and
# IEquatable<T> constraints call on them): key -> (the primitive, the method); inline.
PRIMITIVE_COMPARISONS: dict[str, tuple[Elem, str]] = {
    f"{bcl}::{method}({elem.value})": (elem, method)
    for bcl, elem in PRIMITIVE_NAMES.items() for method in ("CompareTo", "Equals")}


def _libm(f, x: float) -> float:
    """f(x) as the C library gives it (Python raises where C answers NaN: infinities)."""
    return math.nan if math.isinf(x) else f(x)


def _round_half_away(x: float) -> float:
    """C's round()."""
    if not math.isfinite(x):
        return x
    t = float(math.trunc(x))
    if abs(x - t) >= 0.5:
        t += math.copysign(1.0, x)
    return math.copysign(t, x)


# Mono's JIT folds these Math calls of a literal (an ldc.r8 right before the call) with the C
# library: Round with C's round(), half away from zero (Math.Round(2.5) prints 3, though the
# method rounds half to even), Sin and Cos with sin() and cos() (its code for other arguments
# is the x87 fsin and fcos, runtime/cil2mir_rt.c)
LITERAL_FOLDS = {"System.Math::Round(float64)": _round_half_away,
                 "System.Math::Sin(float64)": lambda x: _libm(math.sin, x),
                 "System.Math::Cos(float64)": lambda x: _libm(math.cos, x)}


# Generic BCL methods expanded inline for each instantiation (MethodTarget.method_args).
CREATE_INSTANCE_KEY = "System.Activator::CreateInstance()"
# Comparer<T>.Default's and EqualityComparer<T>.Default's factories, which choose a
# comparer class by reflection: decided per instantiation (NativeAOT does the same), by
# the interface that T implementing makes the generic comparer the choice.
_COLLECTIONS = "System.Collections.Generic."
COMPARER_FACTORIES = {f"{_COLLECTIONS}EqualityComparer`1::CreateComparer()": "System.IEquatable`1",
                      f"{_COLLECTIONS}Comparer`1::CreateComparer()": "System.IComparable`1"}
# ... an enum's EqualityComparer by its underlying type (others: ObjectEqualityComparer)
_ENUM_EQUALITY = {Elem.I1: "SByteEnumEqualityComparer`1", Elem.I2: "ShortEnumEqualityComparer`1",
                  **dict.fromkeys((Elem.U1, Elem.U2, Elem.I4, Elem.U4), "EnumEqualityComparer`1"),
                  **dict.fromkeys((Elem.I8, Elem.U8), "LongEnumEqualityComparer`1")}
# System.ByReference<T> (Span's reference): its members are the JIT's intrinsics in Mono
BYREF_NEW, BYREF_GET = "System.ByReference`1::.ctor(!0&)", "System.ByReference`1::get_Value()"
HOLDS_REFERENCES_KEY = \
    "System.Runtime.CompilerServices.RuntimeHelpers::IsReferenceOrContainsReferences()"
# Array.UnsafeMov<S,R>, behind JitHelpers.UnsafeEnumCast (an enum as its int: the enum
# comparers) and UnsafeCast: a JIT intrinsic in Mono, not the box and unbox.any of its IL
UNSAFE_MOV_KEY = "System.Array::UnsafeMov(!!0)"
GENERIC_INTRINSICS = frozenset({CREATE_INSTANCE_KEY, HOLDS_REFERENCES_KEY, *COMPARER_FACTORIES,
                                BYREF_NEW, BYREF_GET, UNSAFE_MOV_KEY})
# The integer types UnsafeMov moves unchanged between (as Mono's JIT: one register size)
_MOVABLE = frozenset({Elem.BOOL, Elem.CHAR, Elem.I1, Elem.U1, Elem.I2, Elem.U2, Elem.I4,
                      Elem.U4, Elem.I8, Elem.U8, Elem.I, Elem.U})
# IntPtr and UIntPtr (native int / native uint; a TypeSpec parent names them so, module.py
# renames it): constructors, conversions and comparisons, inline. The one value converts
# from the parameter's type to the result's (ObjectBuilder._native_int_member).
NATIVE_INT_TYPES = {"native int": "System.IntPtr", "native uint": "System.UIntPtr"}
NATIVE_INT_MEMBERS = frozenset(
    f"{bcl}::{member}"
    for (bcl, short, word, native) in (("System.IntPtr", "int", "Int", "native int"),
                                       ("System.UIntPtr", "uint", "UInt", "native uint"))
    for member in (f".ctor({short}32)", f".ctor({short}64)", ".ctor(void*)",
                   f"To{word}32()", f"To{word}64()", "ToPointer()",
                   f"op_Explicit({short}32)", f"op_Explicit({short}64)", "op_Explicit(void*)",
                   f"op_Explicit({native})", "get_Size()", f"op_Equality({native}, {native})",
                   f"op_Inequality({native}, {native})"))
SYNTHESISED: dict[str, ir.Callee] = {
    INIT_ARRAY_KEY: INIT_ARRAY,      # with the ldtoken before it (ObjectBuilder.h_ldtoken)
    OFFSET_TO_STRING_DATA_KEY: ir.Callee("", (), Ty.I32),
    TYPE_FROM_HANDLE_KEY: ir.Callee("", (Ty.I64,), Ty.REF),
    **{key: ir.Callee("", (Ty.REF, Ty.REF), Ty.I32) for key in TYPE_EQUALITY},
    **{key: ir.Callee("", (), Ty.VOID) for key in NATIVE_INT_MEMBERS},   # (not called)
}
# Every library member the runtime binds or this builder lowers itself: what a reference
# is bound to before the plugs and the framework are asked (frontend/libraries.py).
RUNTIME_MEMBERS: frozenset[str] = frozenset(
    {*BINDINGS, *INSTANCE_BINDINGS, *SYNTHESISED, *_INLINE_MEMBERS, *OBJECT_VIRTUALS,
     *VALUE_TYPE_VIRTUALS, *PRIMITIVE_COMPARISONS, *GENERIC_BINDINGS, *GENERIC_INTRINSICS})
