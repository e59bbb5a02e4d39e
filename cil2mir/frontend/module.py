"""The frontend pipeline for a whole assembly: which methods to compile, how call
tokens resolve, and the synthesised entry function.

Which methods are compiled: every method with a CIL body in the assembly's own types,
except instance constructors. mcs gives every class a default `.ctor` that calls
`System.Object::.ctor`; compiling it would need objects, and without `newobj` nothing
can call it, so constructors are skipped (a `call` to one is an error at the call).
Any other method that cannot be compiled (an instance method, an unsupported type or
instruction) fails the whole compile with a message naming it, unless `on_stub` is given
(`--keep-going`): then its body becomes a stub that calls `rt_fatal_stub` with the error's
one-line message (exit code 1 when called), `on_stub` is told, and the rest compiles.
"""

from __future__ import annotations

from typing import Callable

from cil2mir.errors import CompileError
from cil2mir.frontend import ir
from cil2mir.frontend.assembly import T_MEMBERREF, T_METHODDEF, T_METHODSPEC, Assembly, MethodDef
from cil2mir.frontend.cfg import build_cfg
from cil2mir.frontend.cil import decode_body
from cil2mir.frontend.corelib import GENERIC_BINDINGS, bind
from cil2mir.frontend.cscorelib import CsCorelib, wants_corelib
from cil2mir.frontend.exceptions import PENDING, build_function
from cil2mir.frontend.signatures import IR_TYPE, Elem, SigType
from cil2mir.frontend.objects import RT_TYPE_INIT_FAILED, SYNTHESISED, MethodTarget
from cil2mir.frontend.types import TypeSystem, method_callee
from cil2mir.gc_pause import paused_gc
from cil2mir.toolchain import corelib_assembly

ENTRY_SYMBOL = "cil2mir_main"
FATAL_STUB = ir.Callee("rt_fatal_stub", (ir.Ty.REF,), ir.Ty.VOID, noreturn=True)
# Prints Mono's text for an exception that left Main, exits 1 (runtime/cil2mir_rt.c).
UNHANDLED = ir.Callee("rt_unhandled_exception", (ir.Ty.REF,), ir.Ty.VOID, noreturn=True,
                      nothrow=True)


def _is_compiled(m: MethodDef) -> bool:
    return m.rva != 0 and m.is_il


class _Resolver:
    """The instruction tokens of the assembly for the SSA builder (ssa.Tokens): call
    tokens -> CallTarget, cached per token (a program calls the same few members many
    times); ldftn, calli, type and string tokens."""

    def __init__(self, asm: Assembly, compiled: dict[int, ir.Callee], types: TypeSystem,
                 reach=None, corelib: CsCorelib | None = None) -> None:
        self.asm = asm
        self.reach = reach          # the corelib's: called with each MethodDef resolved
        self.corelib = corelib      # the user's: where BCL members not bound in C are found
        self.compiled = compiled
        self.types = types
        self.field = asm.field_def
        self.cache: dict[int, CallTarget] = {}
        self.user_string = asm.user_string
        self.calli_sig = asm.standalone_method_sig

    def type_of(self, token: int) -> SigType:
        """The type a type token names; a TypeRef to a corelib type (`[mscorlib]
        System.Exception`, which the assembly alone cannot classify) is a CLASS or
        VALUETYPE of the corelib's TypeSystem."""
        t = self.asm.type_token(token)
        if t.elem is None and self.types.corelib is not None:
            ti = self.types.corelib.types.get(t.name)
            if ti is not None:
                return SigType(t.name, Elem.VALUETYPE if ti.is_struct else Elem.CLASS)
        return t

    def callee_of(self, m: MethodDef) -> ir.Callee:
        if self.reach is not None:
            self.reach(m)
        return self.compiled[m.rid]

    def ftn(self, token: int) -> ir.Callee:
        if token >> 24 == T_METHODDEF:
            m = self.asm.method_def(token)
            if self.reach is not None:
                self.reach(m)
            callee = self.compiled.get(m.rid)
            if callee is not None:
                return callee
            return self.call(token).callee          # raises the error naming the method
        if token >> 24 == T_MEMBERREF:
            raise CompileError(f"unsupported ldftn of {self.asm.member_ref(token).key}")
        raise CompileError(f"unsupported ldftn target (token 0x{token:08x})")

    def call(self, token: int) -> CallTarget:
        target = self.cache.get(token)
        if target is None:
            target = self.cache[token] = self._resolve(token)
        return target

    def _resolve(self, token: int) -> CallTarget:
        table = token >> 24
        if table == T_METHODDEF:
            m = self.asm.method_def(token)
            if self.reach is not None:
                self.reach(m)
            callee = self.compiled.get(m.rid)
            if callee is None:
                if m.is_abstract or m.is_virtual and not m.is_static:
                    owner = self.types.of_rid(m.type_rid)
                    callee = method_callee(self.types, m)      # reached through a table
                else:
                    raise CompileError(f"unsupported call to method without CIL body "
                                       f"{m.full_name}")
            return MethodTarget(callee, m.sig.params, m.sig.ret, method=m,
                                has_this=not m.is_static)
        if table == T_MEMBERREF:
            ref = self.asm.member_ref(token)
            if ref.parent is not None and ref.parent.elem is Elem.MDARRAY:
                # the runtime methods of T[,] (.ctor, Get, Set, Address): objects.py
                return MethodTarget(ir.Callee("", (), ir.Ty.VOID), ref.sig.params, ref.sig.ret,
                                    key=ref.key, has_this=True, array=ref.parent)
            if self.corelib is not None and wants_corelib(ref):
                target = self.corelib.lookup(ref)
                if target is not None:
                    return target
                ref = self.corelib.object_member(ref) or ref
            if not ref.sig.has_this:
                callee = SYNTHESISED.get(ref.key) or bind(ref)
                return MethodTarget(callee, ref.sig.params, ref.sig.ret, key=ref.key)
            for p in (*ref.sig.params, ref.sig.ret):
                if p.elem is None:
                    raise CompileError(f"unsupported member {ref.key}")
            callee = ir.Callee("", tuple(IR_TYPE[p.elem] for p in ref.sig.params),  # type: ignore[index]
                               IR_TYPE[ref.sig.ret.elem])                          # type: ignore[index]
            return MethodTarget(callee, ref.sig.params, ref.sig.ret, key=ref.key, has_this=True)
        if table == T_METHODSPEC:
            return self._generic(self.asm.method_spec(token))
        raise CompileError(f"unsupported call target (token 0x{token:08x})")

    def _generic(self, token: int) -> CallTarget:
        """A MethodSpec: only the generic BCL methods of corelib.GENERIC_BINDINGS, each one
        runtime function for every instantiation (its `!!0[]` parameters are references)."""
        if token >> 24 != T_MEMBERREF:
            raise CompileError(f"generic methods are not supported: "
                               f"{self.asm.method_def(token).full_name}")
        ref = self.asm.member_ref(token)
        callee = GENERIC_BINDINGS.get(ref.key)
        if callee is None or ref.sig.has_this:
            raise CompileError(f"generic methods are not supported: {ref.key}")
        params = tuple(p if p.elem is not None else SigType(p.name, Elem.OBJECT)
                       for p in ref.sig.params)
        return MethodTarget(callee, params, ref.sig.ret, key=ref.key)


def _entry_function(asm: Assembly, compiled: dict[int, ir.Callee],
                    types: TypeSystem) -> ir.Function:
    """`cil2mir_main(ref args) -> i32`: calls Main, returns its result or 0; first runs
    the static constructor of Main's type if it is precise (calling Main triggers it).
    An exception pending after either call (frontend/exceptions.py) is unhandled: the
    wrapper hands it to `rt_unhandled_exception`, which does not return."""
    if asm.entry_token >> 24 != T_METHODDEF:
        raise CompileError("no managed entry point (is this a library?)", assembly=asm.name)
    main = asm.method_def(asm.entry_token)
    callee = compiled.get(main.rid)
    params = [p.elem for p in main.sig.params]
    if callee is None or params not in ([], [Elem.STRING_ARRAY]) \
            or main.sig.ret.elem not in (Elem.VOID, Elem.I4, Elem.U4):
        raise CompileError(f"unsupported entry point signature {main.sig.ret} {main.full_name}",
                           assembly=asm.name, method=main.il_name)
    args = ir.Param(ir.Ty.REF, index=0)
    unhandled = ir.Block(-1)
    pending = _pending(unhandled.insts)
    unhandled.insts.append(ir.Inst(ir.Ty.VOID, op=ir.Op.CALL, args=[pending], data=UNHANDLED))
    unhandled.term = ir.Unreachable()
    blocks: list[ir.Block] = []
    failed: dict[ir.Block, ir.Block] = {}       # where an exception pending after a block goes
    owner = types.of_rid(main.type_rid)
    if owner.precise_cctor and owner.cctor is not None:
        state = ir.Inst(ir.Ty.I64, op=ir.Op.GLOBALADDR, data=types.init_symbol(owner))
        init = ir.Block(-1, insts=[
            state, ir.Inst(ir.Ty.VOID, op=ir.Op.STORE, args=[state, ir.Const(ir.Ty.I32, value=1)],
                           data=ir.MemAccess(ir.Mem.I32)),
            ir.Inst(ir.Ty.VOID, op=ir.Op.CALL, data=compiled[owner.cctor.rid])])
        blocks.append(init)
        name = ir.Inst(ir.Ty.REF, op=ir.Op.STR, data=owner.name.replace("/", "+"))
        failed[init] = ir.Block(-1, term=ir.Jump(unhandled), insts=[   # as a guarded access
            name, ir.Inst(ir.Ty.VOID, op=ir.Op.CALL, args=[name, state], data=RT_TYPE_INIT_FAILED)])
    call = ir.Inst(callee.ret, op=ir.Op.CALL, args=[args] if params else [], data=callee)
    blocks.append(ir.Block(-1, insts=[call]))
    result = call if callee.ret is ir.Ty.I32 else ir.Const(ir.Ty.I32, value=0)
    done = ir.Block(-1, term=ir.Return(result))
    for blk, nxt in zip(blocks, [*blocks[1:], done]):
        blk.term = ir.Branch(ir.Cond.NE, _pending(blk.insts), ir.Const(ir.Ty.REF, value=0),
                             failed.get(blk, unhandled), nxt)
    fn = ir.Function(ENTRY_SYMBOL, f"<entry {main.il_name}>", [args], ir.Ty.I32,
                     [*blocks, done, *failed.values(), unhandled])
    fn.link()
    fn.renumber()
    return fn


def _pending(insts: list[ir.Inst]) -> ir.Inst:
    """Appends the load of the pending-exception slot to insts; returns the value."""
    slot = ir.Inst(ir.Ty.I64, op=ir.Op.GLOBALADDR, data=PENDING)
    value = ir.Inst(ir.Ty.REF, op=ir.Op.LOAD, args=[slot], data=ir.MemAccess(ir.Mem.REF))
    insts += [slot, value]
    return value


def stub_function(callee: ir.Callee, il_name: str, error: CompileError) -> ir.Function:
    """`--keep-going`'s replacement for a method that cannot be compiled: same symbol and
    signature, body `rt_fatal_stub("<the error, one line>")` + unreachable."""
    params = [ir.Param(ty, index=i) for i, ty in enumerate(callee.params)]
    text = ir.Inst(ir.Ty.REF, op=ir.Op.STR, data=" ".join(str(error).split()))
    call = ir.Inst(ir.Ty.VOID, op=ir.Op.CALL, args=[text], data=FATAL_STUB)
    fn = ir.Function(callee.symbol, il_name, params, callee.ret,
                     [ir.Block(0, insts=[text, call], term=ir.Unreachable())])
    fn.link()
    fn.renumber()
    return fn


def load_module(path: str, on_stub: Callable[[CompileError], None] | None = None) -> ir.Module:
    """The SSA module of the assembly at `path`; CompileError on anything bad or
    unsupported (the first problem found, in MethodDef order). With `on_stub`
    (`--keep-going`), a method whose body cannot be compiled becomes a stub instead
    (stub_function) and `on_stub` gets its error; errors about the file itself, the
    entry point or the globals still raise."""
    with paused_gc():
        return _load(path, on_stub)


def _load(path: str, on_stub: Callable[[CompileError], None] | None = None) -> ir.Module:
    asm = Assembly(path)
    corelib = CsCorelib(str(corelib_assembly()), _Resolver)
    types = TypeSystem(asm, corelib.types)
    methods = [m for m in asm.methods if _is_compiled(m)]
    compiled: dict[int, ir.Callee] = {}
    for m in methods:
        try:
            compiled[m.rid] = method_callee(types, m)
        except CompileError as e:
            raise e.located(assembly=asm.name, method=m.il_name)
    tokens = _Resolver(asm, compiled, types, corelib=corelib)
    functions: list[ir.Function] = []
    tables: list[ir.GlobalData] = []
    for m in methods:
        try:
            body = decode_body(asm, m)
            fns, data = build_function(m, body, build_cfg(body),
                                       asm.local_types(body.locals_token), tokens)
        except CompileError as e:
            e.located(assembly=asm.name, method=m.il_name)
            if on_stub is None:
                raise
            on_stub(e)
            functions.append(stub_function(compiled[m.rid], m.il_name, e))
            continue
        functions += fns
        tables += data
    try:
        entry = _entry_function(asm, compiled, types)
        global_data = types.globals() + tables
    except CompileError as e:
        raise e.located(assembly=asm.name)
    functions += types.thunk_functions(compiled)
    global_data += corelib.exception_globals()
    core_functions, core_globals = corelib.functions(global_data)
    functions, global_data = _merge(functions, core_functions, global_data, core_globals)
    functions.append(entry)
    return ir.Module(asm.name, functions, ENTRY_SYMBOL, global_data)


def _merge(functions: list[ir.Function], core_functions: list[ir.Function],
           global_data: list[ir.GlobalData], core_globals: list[ir.GlobalData]):
    """The user's functions and globals, then the corelib's that the user's do not
    already define (boxed primitives' descriptors and thunks, array descriptors)."""
    names = {f.symbol for f in functions}
    symbols = {g.symbol for g in global_data}
    return (functions + [f for f in core_functions if f.symbol not in names],
            global_data + [g for g in core_globals if g.symbol not in symbols])
