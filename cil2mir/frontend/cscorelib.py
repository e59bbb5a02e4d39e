"""The C# corelib: BCL types written in C# (runtime/corelib/*.cs), compiled by mcs into
an assembly (toolchain.corelib_assembly) and by cil2mir into each program that uses them.

A user's reference to a member of a type that the C runtime does not own (see
`RUNTIME_TYPES`: the types named by the binding tables of frontend/corelib.py, plus
System.Object and System.String, whose members objects.py lowers inline) is looked up
here by full name and signature (`Type::Name(params)` and the return type), whatever
assembly the reference names. Only then is the corelib built and loaded, so programs
that use only C bindings never need mcs. A member the corelib lacks stays the
frontend's "unsupported member" error.

The corelib is an ordinary assembly with its own TypeSystem and token resolver: its
methods are compiled by the same ObjectBuilder, and its own references to
`[mscorlib]System.String`, `System.Object`, primitives' ToString... resolve through the
C binding table exactly like the user's. Only the methods reachable from the program
are compiled: the targets of the user's calls and newobjs, what those call in turn, and
the vtable and interface-table entries of the corelib types whose descriptors are
emitted (the types instantiated). Corelib types may not have static constructors (the
user's code would have to trigger them).
"""

from __future__ import annotations

from cil2mir.errors import CompileError
from cil2mir.frontend import ir
from cil2mir.frontend.assembly import Assembly, MemberRef, MethodDef
from cil2mir.frontend.cfg import build_cfg
from cil2mir.frontend.checks import insert_division_checks
from cil2mir.frontend.cil import decode_body
from cil2mir.frontend.corelib import BINDINGS, INSTANCE_BINDINGS
from cil2mir.frontend.objects import (SYNTHESISED, MethodTarget, build_function,
                                      insert_object_checks)
from cil2mir.frontend.types import TypeSystem, method_callee

RUNTIME_TYPES: frozenset[str] = frozenset(
    {key.split("::", 1)[0] for key in (*BINDINGS, *INSTANCE_BINDINGS, *SYNTHESISED)}
    | {"System.Object", "System.String"})


def wants_corelib(ref: MemberRef) -> bool:
    """Whether `ref` is resolved in the C# corelib rather than the C binding table."""
    return ref.type_name not in RUNTIME_TYPES


class CsCorelib:
    """The loaded corelib assembly and the methods of it that the program reaches."""

    def __init__(self, path: str, resolver_class) -> None:
        self.asm = Assembly(path)
        self.types = TypeSystem(self.asm)
        self.callees: dict[int, ir.Callee] = {}
        self.by_key: dict[str, MethodDef] = {}
        for m in self.asm.methods:
            self.by_key.setdefault(m.full_name, m)
        self.by_symbol = {m.symbol: m for m in self.asm.methods}
        self.tokens = resolver_class(self.asm, self.callees, self.types, reach=self.reach)
        self.pending: list[MethodDef] = []
        self.reached: dict[int, MethodDef] = {}

    def _callee(self, m: MethodDef) -> ir.Callee:
        callee = self.callees.get(m.rid)
        if callee is None:
            if m.rva == 0 or not m.is_il:
                raise CompileError(f"corelib method without CIL body {m.full_name}")
            try:
                callee = self.callees[m.rid] = method_callee(self.types, m)
            except CompileError as e:
                raise e.located(assembly=self.asm.name, method=m.il_name)
        return callee

    def reach(self, m: MethodDef) -> None:
        """Compile m (once), with everything it reaches."""
        if m.rid in self.reached:
            return
        owner = self.types.of_rid(m.type_rid)
        if owner.cctor is not None:
            raise CompileError(f"corelib type {owner.name} has a static constructor "
                               "(not supported)")
        if not m.is_abstract:
            self._callee(m)
            self.reached[m.rid] = m
            self.pending.append(m)

    def lookup(self, ref: MemberRef) -> MethodTarget | None:
        """The corelib method `ref` names (None: the corelib has no such member)."""
        m = self.by_key.get(ref.key)
        if m is None or m.sig.ret.name != ref.sig.ret.name or m.is_static == ref.sig.has_this:
            return None
        self.reach(m)
        callee = self.callees.get(m.rid) or method_callee(self.types, m)
        return MethodTarget(callee, m.sig.params, m.sig.ret, method=m,
                            has_this=not m.is_static, types=self.types)

    def functions(self) -> tuple[list[ir.Function], list[ir.GlobalData]]:
        """The reached methods' functions (in the order reached) and the corelib's
        globals, compiling until the vtables of the emitted descriptors are closed."""
        out: list[ir.Function] = []
        while True:
            while self.pending:
                m = self.pending.pop(0)
                try:
                    body = decode_body(self.asm, m)
                    if body.has_exception_clauses:
                        raise CompileError("exception handling (try/catch/finally) is not "
                                           "supported")
                    fn = build_function(m, body, build_cfg(body),
                                        self.asm.local_types(body.locals_token), self.tokens)
                except CompileError as e:
                    raise e.located(assembly=self.asm.name, method=m.il_name)
                insert_division_checks(fn)
                insert_object_checks(fn)
                fn.link()
                fn.renumber()
                out.append(fn)
            global_data = self.types.globals()
            for g in global_data:
                for v in g.init:
                    symbol = getattr(v.value, "symbol", None)
                    m = self.by_symbol.get(symbol) if isinstance(symbol, str) else None
                    if m is not None and m.rid not in self.reached:
                        self.reach(m)
            if not self.pending:
                return out + self.types.thunk_functions(self.callees), global_data
