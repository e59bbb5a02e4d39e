"""The frontend pipeline for a whole assembly: which methods to compile, how call
tokens resolve, and the synthesised entry function.

Which methods are compiled: every method with a CIL body in the assembly's own types, and
the corelib's and generic instances' methods the program reaches. Every CompileError
belongs to one method (its signature, or anything its body needs: an instruction, a
member, a type that cannot be laid out) and is raised when that method is compiled, naming
it; with `on_stub` (`--keep-going`) the method becomes a stub instead, which calls
`rt_fatal_stub` with the error's one-line message (exit code 1 when called), `on_stub` is
told, and the rest compiles (docs/architecture.md, "--keep-going").
"""

from __future__ import annotations

import os
from dataclasses import replace
from pathlib import Path
from typing import Callable, Sequence

from cil2mir.errors import CompileError
from cil2mir.frontend import delegates, ir
from cil2mir.frontend.assembly import (T_MEMBERREF, T_METHODDEF, T_METHODSPEC, Assembly,
                                       FieldDef, MemberRef, MethodDef)
from cil2mir.frontend.cfg import build_cfg
from cil2mir.frontend.cil import ClauseKind, decode_body, has_catch_clause
from cil2mir.frontend.corelib import (BINDINGS, CONSOLE_STREAM_MEMBERS, CONSOLE_STREAM_SETTERS,
                                      GENERIC_BINDINGS, RESOURCES, TABLE_FLAGS,
                                      TYPE_ASSEMBLY_KEY, bind)
from cil2mir.frontend.cscorelib import CsCorelib
from cil2mir.frontend.libraries import (OBJECT, Framework, FrameworkAssemblies, Libraries,
                                        Library, missing_types, not_plugged, program_libraries,
                                        string_factory)
from cil2mir.frontend.exceptions import PENDING, build_function
from cil2mir.frontend.stacktrace import MonoJit, frame_sites
from cil2mir.frontend.objects import (GENERIC_INTRINSICS, NATIVE_INT_TYPES, RT_TYPE_INIT_FAILED,
                                      RUNTIME_MEMBERS, SYNTHESISED, MethodTarget)
from cil2mir.frontend.signatures import IR_TYPE, Elem, MethodSig, ProgramNames, SigType
from cil2mir.frontend.ssa import CallTarget
from cil2mir.frontend.typesystem.bodies import thunk_functions
from cil2mir.frontend.typesystem.generics import NO_CONTEXT, Context
from cil2mir.frontend.typesystem.attributes import attribute_table
from cil2mir.frontend.typesystem.runtime_tables import (array_table, assembly_tables, factory_table,
                                                         interface_table, literal_table, member_table,
                                                         program_type_table, type_name_table)
from cil2mir.frontend.typesystem.types import (BCL_NAME, HEADER, TypeSystem, has_code,
                                               method_callee, sig_key, signature_callee,
                                               synthesised)
from cil2mir.gc_pause import paused_gc
from cil2mir.toolchain import corelib_assembly, framework_dir

ENTRY_SYMBOL = "cil2mir_main"
FATAL_STUB = ir.Callee("rt_fatal_stub", (ir.Ty.REF,), ir.Ty.VOID, noreturn=True)
# Environment.ExitCode: what a Main that returns void exits with
EXIT_CODE = ir.Callee("rt_Environment_get_ExitCode", (), ir.Ty.I32, nothrow=True)
# Prints Mono's text for an exception that left Main, exits 1 (runtime/cil2mir_rt.c).
UNHANDLED = ir.Callee("rt_unhandled_exception", (ir.Ty.REF,), ir.Ty.VOID, noreturn=True,
                      nothrow=True)


def _is_compiled(m: MethodDef) -> bool:
    return m.rva != 0 and m.is_il


def _short_name(m: MethodDef) -> str:
    """How an error names m (a deep generic instance by its definition)."""
    return m.il_name if len(m.il_name) <= 100 else (m.origin or m).il_name


class Reached:
    """Which method's body first reached each method (None: a root, the user's methods
    and what descriptors' tables name), shared by the program's units: a library method
    that cannot be compiled is reported as the chain from the user's method to it."""

    def __init__(self) -> None:
        self.by: dict[str, MethodDef | None] = {}
        self.compiling: MethodDef | None = None

    def chain(self, m: MethodDef) -> list[MethodDef]:
        """The methods from a root to m (a cycle ends it)."""
        out = [m]
        caller = self.by.get(m.symbol)
        while caller is not None and caller not in out:
            out.append(caller)
            caller = self.by.get(caller.symbol)
        return out[::-1]


class Unit:
    """The methods of one assembly that the program compiles: each reached once, its
    callee made when first asked for, its body queued (generic code: one instance per
    closed instantiation, frontend/typesystem/generics.py)."""

    def __init__(self, asm: Assembly, types: TypeSystem, reached: Reached,
                 library: bool = False, debug: bool = False) -> None:
        self.asm = asm
        self.types = types
        self.reached = reached
        self.library = library      # its errors name the chain from the user's method
        self.debug = debug          # -g: functions carry their source lines (ir.SourceLines)
        if debug:
            asm.symbols             # read now: a damaged symbol file is the assembly's error
        self.callees: dict[str, ir.Callee] = {}      # by method (instance) symbol
        self.pending: list[tuple[MethodDef, CompileError | None]] = []
        self.tokens: _Resolver | None = None          # set by the program
        self.jit: MonoJit | None = None               # (stack traces) set by the program

    def reach(self, m: MethodDef) -> ir.Callee:
        """m's callee; m's body is compiled (once) if it has one. A signature that cannot
        be compiled is m's own error, reported when m is compiled (it becomes the stub);
        for a method without a body it is the caller's (raised here)."""
        callee = self.callees.get(m.symbol)
        if callee is None:
            code = has_code(self.types.declaring(m), m)
            error = None
            try:
                callee = method_callee(self.types, m)
            except CompileError as e:
                if not code:
                    raise
                error = e
                callee = signature_callee(self.types, m)
            self.callees[m.symbol] = callee
            self.reached.by[m.symbol] = self.reached.compiling
            if code:
                self.pending.append((m, error))
        return callee

    def compile_pending(self, on_stub: Callable[[CompileError], None] | None
                        ) -> tuple[list[ir.Function], list[ir.GlobalData]]:
        """The functions of the methods reached so far (and of those they reach). A
        method's CompileError, whatever raised it (its signature, a type its body uses
        whose layout fails, an instruction), is raised located, or with on_stub
        (--keep-going) reported and the method made a stub: the one place where errors
        become stubs."""
        functions: list[ir.Function] = []
        tables: list[ir.GlobalData] = []
        assert self.tokens is not None
        while self.pending:
            m, error = self.pending.pop(0)
            self.reached.compiling = m
            try:
                if error is not None:
                    raise error
                fns, data = self._compile(m)
            except CompileError as e:
                self._locate(e, m)
                if on_stub is None:
                    raise
                on_stub(e)
                functions.append(stub_function(self.callees[m.symbol], m.il_name, e))
                continue
            functions += fns
            tables += data
        self.reached.compiling = None
        return functions, tables

    def _locate(self, e: CompileError, m: MethodDef) -> None:
        """Locates m's error; a library method's is reported in the user's method whose
        calls reached it, with the chain of library methods in between."""
        chain = self.reached.chain(m)
        if not self.library or chain[0] is m:
            e.located(assembly=self.asm.name, method=_short_name(m))
            return
        at = f"IL_{e.offset:04x}: " if e.offset is not None else ""
        e.message = " -> ".join(_short_name(c) for c in chain[1:]) + f": {at}{e.message}"
        e.offset = None
        e.assembly = e.method = None
        root = chain[0]
        unit = next(u for u in self.tokens.units.values()          # type: ignore[union-attr]
                    if root.symbol in u.callees)
        e.located(assembly=unit.asm.name, method=_short_name(root),
                  offset=unit.call_offset(root, chain[1]))

    def call_offset(self, m: MethodDef, callee: MethodDef) -> int | None:
        """The IL offset of m's first call (or newobj, ldftn) of callee, found again when
        an error needs it."""
        assert self.tokens is not None
        tokens = self.tokens.within(Context(m.type_args, m.method_args))
        for ins in decode_body(self.asm, m.origin or m).instrs:
            if ins.op in ("call", "callvirt", "newobj", "ldftn", "ldvirtftn") \
                    and isinstance(ins.operand, int):
                try:
                    target = tokens.call(ins.operand)
                except CompileError:
                    continue
                if getattr(target, "method", None) is callee:
                    return ins.offset
        return None

    def _compile(self, m: MethodDef) -> tuple[list[ir.Function], list[ir.GlobalData]]:
        if synthesised(self.types.declaring(m), m):
            fn = delegates.function(self.types, m, self.callees[m.symbol])
            fn.shared = self.library
            return [fn], []
        assert self.tokens is not None
        ctx = Context(m.type_args, m.method_args)
        body = decode_body(self.asm, m.origin or m)
        locals_ = tuple(ctx.type(t) for t in self.asm.local_types(body.locals_token))
        frames = frame_sites(self.asm, m, self.jit, body) if self.jit is not None else None
        fns, data = build_function(m, body, build_cfg(body), locals_, self.tokens.within(ctx),
                                   frames)
        lines = self.asm.source_lines(m) if self.debug else None
        for fn in fns:              # the method's function and its filters
            fn.lines, fn.origin, fn.shared = lines, (self.asm, m), self.library
        return fns, data


def _catches(assemblies: list[Assembly]) -> bool:
    """Whether a method of these assemblies has a catch or filter clause (a body whose
    clauses' flags say so is decoded whole, to ask it of valid clauses only)."""
    for asm in assemblies:
        for m in asm.methods:
            if _is_compiled(m):
                try:
                    if not has_catch_clause(asm, m):
                        continue
                    clauses = decode_body(asm, m).clauses
                except CompileError:
                    continue            # (reported where the method is compiled)
                if any(c.kind in (ClauseKind.CATCH, ClauseKind.FILTER) for c in clauses):
                    return True
    return False


_CONSTANT_FIELDS: dict[tuple[str, str], str | int] = {
    ("System.String", "Empty"): "", ("System.IntPtr", "Zero"): 0, ("System.UIntPtr", "Zero"): 0}


class _Resolver:
    """The instruction tokens of one assembly for the SSA builder (ssa.Tokens), in one
    generic context: call tokens -> CallTarget, cached per token (a program calls the
    same few members many times); ldftn, calli, field, type and string tokens. Every
    type read is substituted by the context, so the builder sees only closed types."""

    def __init__(self, unit: Unit, units: dict[int, Unit], libraries: "Libraries",
                 ctx: Context = NO_CONTEXT) -> None:
        self.unit = unit
        self.units = units          # by id() of their TypeSystem: where a method compiles
        self.asm = unit.asm
        self.types = unit.types
        self.libraries = libraries  # where library members the runtime does not bind are found
        self.ctx = ctx
        self.cache: dict[int, CallTarget] = {}
        self.user_string = self.asm.user_string

    def within(self, ctx: Context) -> _Resolver:
        """This resolver in another generic context (its own cache)."""
        if not ctx and not self.ctx:
            return self
        return _Resolver(self.unit, self.units, self.libraries, ctx)

    def calli_sig(self, token: int) -> MethodSig:
        return self.ctx.sig(self.asm.standalone_method_sig(token))

    def type_of(self, token: int) -> SigType:
        """The type a type token names; a TypeRef to a library type (`[mscorlib]
        System.Exception`, which the assembly alone cannot classify) is a CLASS or
        VALUETYPE of the TypeSystem defining it."""
        t = self.ctx.type(self.asm.type_token(token))
        target = self.libraries.corelib.imports.get(t.name)
        if target is not None:          # an [Import] class of the plugs: the type it stands for
            t = SigType(target, None)
        if t.elem is None:
            lib = self.libraries.defining(t.name)
            if lib is not None:
                ti = lib.types.types[t.name]
                return replace(t, elem=Elem.VALUETYPE if ti.is_struct else Elem.CLASS)
        return t

    def constant_field(self, token: int) -> str | int | None:
        """The value of a BCL static field that is a constant the frontend knows
        (`String.Empty`, which mcs loads for every `""` in some positions; `IntPtr.Zero`,
        `UIntPtr.Zero`), or None. Mono's runtime sets them: no IL does, not even
        mscorlib's own (whose tokens are FieldDefs)."""
        if token >> 24 == T_MEMBERREF:
            parent, name, _ = self.asm.field_ref(token)
            return _CONSTANT_FIELDS.get((parent.name, name))
        f = self.asm.field_def(token)
        return _CONSTANT_FIELDS.get((f.owner, f.name))

    def field(self, token: int) -> FieldDef:
        """A field token: this assembly's field, or a field of a generic instance or of
        another assembly's type (the corelib's)."""
        if token >> 24 != T_MEMBERREF:
            f = self.asm.field_def(token)
            imported = self.libraries.corelib.imports.get(f.owner)
            if imported is None and f.owner in self.types.types:
                return f
            # a plugged type's field, or the framework's field an [Import] class stands for
            parent, name = SigType(imported or f.owner, Elem.CLASS), f.name
        else:
            parent, name, _ = self.asm.field_ref(token)
            parent = self.ctx.type(parent)
        if not self.types.knows(parent):
            raise CompileError(f"unsupported field {parent.name}::{name}",
                               note=self.types.unknown_note(parent.generic or parent.name))
        owner = self.types.declared(parent)     # (an instance field's offset completes it)
        for f in (*owner.instance_fields, *owner.static_fields):
            if f.name == name:
                return f
        raise CompileError(f"unsupported field {parent.name}::{name}")

    def callee_of(self, m: MethodDef) -> ir.Callee:
        """The callee of a method called directly (a static constructor, a constructor):
        it must have a body, or its symbol would be undefined at link time."""
        owner = self.types.declaring(m)
        if not has_code(owner, m):
            if self.libraries.is_framework(owner.types):
                raise not_plugged(m)
            raise CompileError(f"unsupported call to method without CIL body {m.full_name}")
        return self.units[id(owner.types)].reach(m)

    def unbound(self) -> frozenset[str]:
        return self.libraries.unbound

    def ftn(self, token: int) -> tuple[ir.Callee, bool]:
        target = self.call(token)
        if isinstance(target, MethodTarget) and target.method is None and not target.has_this \
                and target.callee.symbol and target.array is None:
            return target.callee, False  # a library function the runtime implements (Math.Max)
        if not isinstance(target, MethodTarget) or target.method is None:
            raise CompileError(f"unsupported ldftn of {getattr(target, 'key', '?')}")
        m = target.method
        owner = self.types.declaring(m)
        if not has_code(owner, m):      # (a delegate's Invoke has one: `new Func<T>(f)`)
            raise CompileError(f"unsupported ldftn of method without CIL body {m.full_name}")
        if target.has_this and owner.is_struct:
            # only a delegate takes a struct's instance method: its target is the boxed value
            c = target.callee
            return ir.Callee(owner.types.unboxing_thunk(m), (ir.Ty.REF, *c.params[1:]), c.ret), True
        return target.callee, target.has_this

    def call(self, token: int) -> CallTarget:
        target = self.cache.get(token)
        if target is None:
            target = self.cache[token] = self._resolve(token)
        return target

    def _target(self, m: MethodDef, has_this: bool | None = None) -> MethodTarget:
        """The call target of one of the program's methods (maybe an instance). A plug of
        an instance member is static, `this` its first parameter: `has_this` says how
        it is called."""
        origin = m.origin or m
        if origin.full_name in GENERIC_INTRINSICS:     # expanded by objects.py, per instance
            return MethodTarget(ir.Callee("", (), ir.Ty.VOID), m.sig.params, m.sig.ret,
                                key=origin.full_name, method_args=m.method_args or m.type_args)
        imported = self.libraries.imported(m)
        if imported is not None:                    # a plug's way to the framework's internals
            return self._target(imported)
        owner = self.types.declaring(m)
        if m.is_abstract or (m.is_virtual and not m.is_static) or has_code(owner, m):
            callee = self.units[id(owner.types)].reach(m)
        elif m.is_static and m.full_name in BINDINGS:     # an internal call of the corelib
            return MethodTarget(BINDINGS[m.full_name], m.sig.params, m.sig.ret,
                                key=m.full_name)
        elif self.libraries.is_framework(owner.types):
            raise not_plugged(m)
        else:
            raise CompileError(f"unsupported call to method without CIL body {m.full_name}")
        has_this = not m.is_static if has_this is None else has_this
        return MethodTarget(callee, m.sig.params, m.sig.ret, method=m, has_this=has_this,
                            types=owner.types if owner.types is not self.types else None)

    def _method(self, token: int) -> MethodDef | None:
        """The method a MethodDef token, or a MemberRef to a member of a generic instance
        (`class Ns.Stack`1<!0>::Push(!0)`), names; None for other members."""
        if token >> 24 == T_METHODDEF:
            m = self.asm.method_def(token)
            if m.generic_type:
                raise CompileError(f"broken metadata: {m.full_name} of a generic type named "
                                   "without its instantiation")
            if m.type_name not in self.types.types or (
                    self.libraries.is_library(self.types) and self.libraries.bound(m)):
                return None     # a member of a type the plugs replace, or one bound or plugged
            return m
        ref = self.asm.member_ref(token)
        if ref.parent is None or not ref.parent.args:
            return None
        parent = self.ctx.type(ref.parent)
        if not self.types.knows(parent):
            raise CompileError(f"unsupported member {parent.name}::{ref.name}"
                               f"({ref.sig.param_list()})", note=self.types.unknown_note(parent.generic))
        owner = self.types.declared(parent)     # (an instance method's call completes it)
        want = f"{ref.sig.ret.name}({ref.sig.param_list()})"
        for m in owner.methods:
            if m.name == ref.name and m.is_static != ref.sig.has_this and \
                    m.sig.generic_params == ref.sig.generic_params and sig_key(m.origin or m) == want:
                return m
        raise CompileError(f"unsupported member {parent.name}::{ref.name}({ref.sig.param_list()})")

    def _resolve(self, token: int) -> CallTarget:
        table = token >> 24
        if table == T_METHODSPEC:
            return self._generic(token)
        if table not in (T_METHODDEF, T_MEMBERREF):
            raise CompileError(f"unsupported call target (token 0x{token:08x})")
        m = self._method(token)
        if m is not None:
            if m.sig.generic_params:
                raise CompileError(f"generic method {m.full_name} called without its "
                                   "instantiation")
            return self._target(m)
        ref = self._ref(token)
        if ref.parent is not None and ref.parent.elem in (Elem.MDARRAY, Elem.ARRAY, Elem.STRING_ARRAY):
            # the runtime methods of T[,], T[0...] and T[] (.ctor, Get, Set, Address): objects.py;
            # in generic code T is the instance's
            sig = self.ctx.sig(ref.sig)
            return MethodTarget(ir.Callee("", (), ir.Ty.VOID), sig.params, sig.ret,
                                key=ref.key, has_this=True, array=self.ctx.type(ref.parent))
        if ref.type_name in NATIVE_INT_TYPES:        # `native int::.ctor(int32)`
            ref = replace(ref, type_name=NATIVE_INT_TYPES[ref.type_name], parent=None)
        ref = string_factory(ref) or ref
        if ref.key not in RUNTIME_MEMBERS or ref.key in self.libraries.unbound:
            m = self.libraries.find(ref)
            if m is not None:
                return self._target(m, has_this=ref.sig.has_this)
            if ref.type_name in self.types.instances.missing:
                raise CompileError(f"unsupported member {ref.key}",
                                   note=self.types.unknown_note(ref.type_name))
            ref = self.libraries.object_member(ref) or ref
        if not ref.sig.has_this:
            callee = SYNTHESISED.get(ref.key) or bind(ref)
            if ref.key in TABLE_FLAGS:
                setattr(self.types.instances, TABLE_FLAGS[ref.key], True)
            if ref.key in RESOURCES:
                self.types.instances.resources.update(RESOURCES[ref.key])
            return MethodTarget(callee, ref.sig.params, ref.sig.ret, key=ref.key)
        for p in (*ref.sig.params, ref.sig.ret):
            if p.elem not in IR_TYPE:
                raise CompileError(f"unsupported member {ref.key}")
        if ref.key == TYPE_ASSEMBLY_KEY and self.types.program:
            self.types.instances.assemblies = True
        callee = ir.Callee("", tuple(IR_TYPE[p.elem] for p in ref.sig.params),  # type: ignore[index]
                           IR_TYPE[ref.sig.ret.elem])                          # type: ignore[index]
        return MethodTarget(callee, ref.sig.params, ref.sig.ret, key=ref.key, has_this=True)

    def _ref(self, token: int) -> MemberRef:
        """A MemberRef token's member, or a MethodDef's that _method leaves to the library
        bindings (a framework method that the runtime binds or a plug replaces)."""
        if token >> 24 == T_METHODDEF:
            m = self.asm.method_def(token)
            return MemberRef(m.type_name, m.name, m.sig)
        return self.asm.member_ref(token)

    def _generic(self, token: int) -> CallTarget:
        """A MethodSpec: the instance of a generic method of the program, or one of the
        generic BCL methods of corelib.GENERIC_BINDINGS, each one runtime function for
        every instantiation (its `!!0[]` parameters are references)."""
        method, args = self.asm.method_spec(token)
        args = tuple(self.ctx.type(a) for a in args)
        m = self._method(method)
        ref = self._ref(method)
        if m is None and ref.key not in RUNTIME_MEMBERS:
            m = self.libraries.find(ref)
        if m is not None:
            return self._target(self.types.method_instance(m, args))
        if ref.key in GENERIC_INTRINSICS:            # expanded by objects.py
            sig = Context((), args).sig(ref.sig)
            return MethodTarget(ir.Callee("", (), ir.Ty.VOID), sig.params, sig.ret, key=ref.key,
                                method_args=args)
        callee = GENERIC_BINDINGS.get(ref.key)
        if callee is None or ref.sig.has_this:
            raise CompileError(f"unsupported generic method {ref.key}")
        params = tuple(p if p.elem in IR_TYPE else SigType(p.name, Elem.OBJECT)
                       for p in ref.sig.params)
        return MethodTarget(callee, params, ref.sig.ret, key=ref.key)


def _entry_function(asm: Assembly, compiled: dict[str, ir.Callee],
                    types: TypeSystem) -> ir.Function:
    """`cil2mir_main(ref args) -> i32`: calls Main, returns its result (Environment.ExitCode
    after a Main that returns void); first runs
    the static constructor of Main's type if it is precise (calling Main triggers it).
    An exception pending after either call (frontend/exceptions.py) is unhandled: the
    wrapper hands it to `rt_unhandled_exception`, which does not return."""
    if asm.entry_token >> 24 != T_METHODDEF:
        raise CompileError(f"the entry point (token 0x{asm.entry_token:08x}) is not a method of "
                           f"this assembly", assembly=asm.name)
    main = asm.method_def(asm.entry_token)
    callee = compiled.get(main.symbol)
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
    owner = types.declared(main.type_name)
    if owner.precise_cctor and owner.cctor is not None:
        if owner.cctor.symbol not in compiled:
            raise CompileError(f"unsupported call to method without CIL body "
                               f"{owner.cctor.full_name}", assembly=asm.name, method=main.il_name)
        state = ir.Inst(ir.Ty.I64, op=ir.Op.GLOBALADDR, data=types.init_symbol(owner))
        init = ir.Block(-1, insts=[
            state, ir.Inst(ir.Ty.VOID, op=ir.Op.STORE, args=[state, ir.Const(ir.Ty.I32, value=1)],
                           data=ir.MemAccess(ir.Mem.I32)),
            ir.Inst(ir.Ty.VOID, op=ir.Op.CALL, data=compiled[owner.cctor.symbol])])
        blocks.append(init)
        name = ir.Inst(ir.Ty.REF, op=ir.Op.STR, data=owner.name.replace("/", "+"))
        failed[init] = ir.Block(-1, term=ir.Jump(unhandled), insts=[   # as a guarded access
            name, ir.Inst(ir.Ty.VOID, op=ir.Op.CALL, args=[name, state], data=RT_TYPE_INIT_FAILED)])
    call = ir.Inst(callee.ret, op=ir.Op.CALL, args=[args] if params else [], data=callee)
    blocks.append(ir.Block(-1, insts=[call]))
    done = ir.Block(-1)
    if callee.ret is ir.Ty.I32:
        result = call
    else:
        result = ir.Inst(ir.Ty.I32, op=ir.Op.CALL, data=EXIT_CODE)
        done.insts.append(result)
    done.term = ir.Return(result)
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


def load_module(path: str, on_stub: Callable[[CompileError], None] | None = None, *,
                program: bool = False, references: Sequence[str] = (),
                debug: bool = False) -> ir.Module:
    """The SSA module of the assembly at `path`; CompileError on anything bad or
    unsupported (the first problem found, in MethodDef order). With `on_stub`
    (`--keep-going`), a method that cannot be compiled (signature, locals or body)
    becomes a stub instead (stub_function) and `on_stub` gets its error; errors about the
    file itself or the entry point's signature still raise. An assembly without an entry
    point is a library: every method with a body is compiled and the module has no entry
    (`program`: an entry point is required, as to build an executable). The program's own
    libraries (`references`, and those found beside it) compile into the same module.
    `debug` (-g): every function compiled from CIL carries its source lines (`lines`)."""
    with paused_gc():
        return _load(path, on_stub, program, [Path(r) for r in references], debug)


def _sets_console_streams(assemblies: list[Assembly]) -> bool:
    """Whether one of the program's assemblies may call Console.SetOut, SetError or SetIn, or
    set its encodings."""
    return _references(assemblies, (("System.Console", CONSOLE_STREAM_SETTERS),))


# The setters of the current culture (DefaultThreadCurrentCulture is the current one of a
# thread that set none). The runtime formats numbers in the invariant culture: a program that
# may set another has the framework's ToString of the primitives and Console.Write of them
# (through Console.Out, whose writer formats in the current culture), as Mono's.
_CULTURE_SETTERS = (("System.Threading.Thread", ("set_CurrentCulture",)),
                    ("System.Globalization.CultureInfo",
                     ("set_CurrentCulture", "set_DefaultThreadCurrentCulture")))
_CULTURE_FORMATTED = frozenset(
    f"System.{t}::ToString()" for t in ("SByte", "Byte", "Int16", "UInt16", "Int32", "UInt32",
                                        "Int64", "UInt64", "Single", "Double"))


def _culture_box_thunks(user: "Unit") -> dict[str, ir.Callee]:
    """For a program that may set the culture: the framework's ToString of each primitive
    in _CULTURE_FORMATTED (reached now), by the symbol of its boxes' ToString."""
    out = {}
    for elem, name in BCL_NAME.items():
        ti = user.types.primitive_struct(elem)
        if f"{name}::ToString()" not in _CULTURE_FORMATTED or ti is None:
            continue
        for m in ti.methods:
            if m.name == "ToString" and not m.is_static and not m.sig.params:
                out[f"{name}.ToString..box"] = user.tokens.callee_of(m)
    return out


def _box_to_string(symbol: str, callee: ir.Callee) -> ir.Function:
    """A boxed primitive's ToString calling the framework's with the value in the box."""
    box = ir.Param(ir.Ty.REF, index=0)
    addr = ir.Inst(ir.Ty.I64, op=ir.Op.BITCAST, args=[box])
    this = ir.Inst(ir.Ty.I64, op=ir.Op.ADD, args=[addr, ir.Const(ir.Ty.I64, value=HEADER)])
    call = ir.Inst(callee.ret, op=ir.Op.CALL, args=[this], data=callee)
    call.tail = True
    fn = ir.Function(symbol, f"<boxed {symbol.split('.ToString')[0]}::ToString>", [box],
                     callee.ret, [ir.Block(0, insts=[addr, this, call], term=ir.Return(call))])
    fn.link()
    fn.renumber()
    return fn


def _references(assemblies: list[Assembly], members: tuple[tuple[str, tuple[str, ...]], ...]
                ) -> bool:
    """Whether one of the assemblies may call one of the members (type, names)."""
    for a in assemblies:
        try:
            if any(a.references(t, names) for t, names in members):
                return True
        except CompileError as e:
            raise e.located(assembly=a.name)
    return False


def _load(path: str, on_stub: Callable[[CompileError], None] | None, program: bool,
          references: list[Path], debug: bool = False) -> ir.Module:
    framework = FrameworkAssemblies(framework_dir())
    asm = Assembly(path, framework.enum, ProgramNames(framework.provides))
    library = asm.entry_token == 0
    if library and program:
        raise CompileError("no entry point: this is a library, which `cil2mir compile` compiles "
                           "but which cannot be built or run", assembly=asm.name)
    corelib = CsCorelib(str(corelib_assembly()), framework.enum)
    # a core library (mscorlib itself) gives way to the corelib's types, as in the framework
    core = any(row.name == OBJECT for row in asm.type_rows)
    replaced = corelib.replaces | {OBJECT} if core else frozenset()
    types = TypeSystem(asm, corelib.types, replaced, program=True)
    reached = Reached()
    user = Unit(asm, types, reached, debug=debug)
    units: dict[int, Unit] = {}

    def join(lib: Library) -> None:       # a library's methods compile in a unit of their own
        unit = Unit(lib.asm, lib.types, reached, library=not lib.types.program, debug=debug)
        units[id(lib.types)] = unit
        unit.tokens = _Resolver(unit, units, libraries)
        unit.jit = jit

    own, missing = program_libraries(asm, references, framework)
    types.instances.missing = missing_types([asm, *own], missing)
    libraries = Libraries(corelib, Framework(framework, corelib, join, own))
    # stack traces are recorded when a program can show one: its own code catches
    jit = user.jit = MonoJit(libraries) if not library and _catches([asm, *own]) else None
    if _sets_console_streams([asm, *own]):
        libraries.unbound = CONSOLE_STREAM_MEMBERS
    sets_culture = _references([asm, *own], _CULTURE_SETTERS)
    if sets_culture:
        libraries.unbound = CONSOLE_STREAM_MEMBERS | _CULTURE_FORMATTED
    types.instances.load_type = lambda name: libraries.framework.library_of(name) is not None
    types.instances.member_plug = lambda m: None if m.is_static else corelib.member_plugs.get((m.full_name, True))
    types.instances.load_assembly = libraries.framework.load_program_library
    units[id(types)] = user
    user.tokens = _Resolver(user, units, libraries)
    join(corelib)
    for m in asm.methods:
        if _is_compiled(m) and not m.is_generic_def and m.type_name not in replaced:
            user.reach(m)
    box_to_string = _culture_box_thunks(user) if sets_culture else {}
    try:
        entry = None if library else _entry_function(asm, user.callees, types)
        wraps = asm.wraps_non_exception_throws
    except CompileError as e:
        raise e.located(assembly=asm.name)
    exception_globals = corelib.exception_globals(wraps)     # (records the descriptors it names)
    functions: dict[int, list[ir.Function]] = {}
    tables: list[ir.GlobalData] = []
    while True:     # until the descriptors' tables name no method not compiled yet
        for unit in list(units.values()):       # (the framework joins when first reached)
            fns, data = unit.compile_pending(on_stub)
            functions.setdefault(id(unit), []).extend(fns)
            tables += data
        try:
            known = list(units.values())    # (a descriptor may need the framework to join)
            members: dict[int, tuple[TypeSystem, int, int]] = {}
            runtime_tables = factory_table(types) + array_table(types) + member_table(types, members) \
                + type_name_table(types) + program_type_table(types) + interface_table(types)
            runtime_tables = _first_of_each(runtime_tables + attribute_table(types, members))
            globals_, asked = {}, {}
            for u in known:
                globals_[id(u)] = u.types.globals()
                asked[id(u)] = u.types.descriptors_asked()
            # (generic virtual methods' tables: once every descriptor is known)
            dispatch = [g for u in known for g in u.types.gvm_globals()] + runtime_tables \
                + assembly_tables(types)
            # (a descriptor may ask another TypeSystem for one after that one's globals)
            settled = all(u.types.descriptors_asked() == asked[id(u)] for u in known)
            if not _reach_entries(units, [g for gs in globals_.values() for g in gs] + dispatch) \
                    and settled and not any(u.pending for u in units.values()) \
                    and len(units) == len(known):
                break
        except CompileError as e:
            raise e.located(assembly=asm.name)
    for unit in units.values():
        for f in thunk_functions(unit.types, unit.callees):
            if f.symbol in box_to_string:
                f = _box_to_string(f.symbol, box_to_string[f.symbol])
            f.shared = unit.library
            functions[id(unit)].append(f)
    # the user's functions and globals, then the libraries' that no earlier one defines
    # (boxed primitives' descriptors and thunks, array descriptors)
    out_functions: list[ir.Function] = []
    out_globals = globals_[id(user)] + dispatch + tables + exception_globals
    if jit is not None:
        out_globals += jit.globals()
    names = set()
    symbols = {g.symbol for g in out_globals}
    for unit in units.values():
        out_functions += [f for f in functions[id(unit)] if f.symbol not in names]
        names |= {f.symbol for f in functions[id(unit)]}
        if unit is not user:
            out_globals += [g for g in globals_[id(unit)] if g.symbol not in symbols]
            symbols |= {g.symbol for g in globals_[id(unit)]}
    if entry is not None:
        out_functions.append(entry)
    out_globals += literal_table(types, out_functions, out_globals)
    if debug:       # what no method's CIL made (the entry, thunks, stubs): no lines, the
        synthetic = ir.SourceLines(os.path.abspath(asm.path))       # assembly's file
        for fn in out_functions:
            if fn.lines is None:
                fn.lines = synthetic
    if entry is None:
        return ir.Module(asm.name, out_functions, None, out_globals)
    return ir.Module(asm.name, out_functions, ENTRY_SYMBOL, out_globals)


def _first_of_each(data: list[ir.GlobalData]) -> list[ir.GlobalData]:
    """The first global of each symbol: the attributes' table names constructors the members'
    table lists too, with the same parameters' tables."""
    out: dict[str, ir.GlobalData] = {}
    for g in data:
        out.setdefault(g.symbol, g)
    return list(out.values())


def _reach_entries(units: dict[int, Unit], global_data: list[ir.GlobalData]) -> bool:
    """Reach the methods that vtables and interface tables name (an instance's methods,
    corelib methods inherited or implementing an interface); whether any was new. The
    symbols the tables name are listed once (first occurrences, in order), not read off
    every table again for each unit: this runs once per round of the loop that makes them."""
    named = list(dict.fromkeys(symbol for g in global_data for v in g.init
                               if isinstance(symbol := getattr(v.value, "symbol", None), str)))
    new = False
    for unit in list(units.values()):
        ts = unit.types
        for symbol in named:
            if symbol in unit.callees:
                continue
            m = ts.by_symbol.get(symbol) or ts.thunks.get(symbol)
            if m is not None and m.symbol not in unit.callees:
                unit.reach(m)
                new = True
    return new
