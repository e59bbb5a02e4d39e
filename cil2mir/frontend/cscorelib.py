"""The C# corelib: BCL types written in C# (runtime/corelib/*.cs), compiled by mcs into
an assembly (toolchain.corelib_assembly) and by cil2mir into each program that uses them.

A user's reference to a member of a type that the C runtime does not own (see
`RUNTIME_TYPES`: the types named by the binding tables of frontend/corelib.py, plus
System.Object and System.String, whose members objects.py lowers inline) is looked up
here by full name and signature (`Type::Name(params)` and the return type), whatever
assembly the reference names. A member the corelib lacks stays the frontend's
"unsupported member" error. Every program loads the corelib: the exception types the C
runtime raises live here (`exception_globals`), and the user's TypeSystem looks up the
names it does not define in the corelib's (typesystem/types.py), so user classes may derive
from corelib classes (`class MyError : System.Exception`).

The corelib is an ordinary assembly with its own TypeSystem and token resolver: its
methods are compiled by the same ObjectBuilder, and its own references to
`[mscorlib]System.String`, `System.Object`, primitives' ToString... resolve through the
C binding table exactly like the user's. Only the methods reachable from the program
are compiled: the targets of the user's calls and newobjs, what those call in turn, and
the vtable and interface-table entries of the corelib types whose descriptors are
emitted (the types instantiated, the bases of the user's types emitted, and always the
RUNTIME_EXCEPTIONS), and the corelib methods in the user's own descriptors (inherited
vtable slots). Corelib types may not have static constructors (the user's code would have
to trigger them).
"""

from __future__ import annotations

from dataclasses import replace

from cil2mir.errors import CompileError
from cil2mir.frontend import ir
from cil2mir.frontend.assembly import Assembly, MemberRef, MethodDef
from cil2mir.frontend.corelib import BINDINGS, INSTANCE_BINDINGS
from cil2mir.frontend.exceptions import EH_TOP, PENDING, RUNTIME_EXCEPTIONS, TYPES_TABLE
from cil2mir.frontend.objects import OBJECT_VIRTUALS, SYNTHESISED
from cil2mir.frontend.signatures import Elem, SigType
from cil2mir.frontend.typesystem.types import TypeSystem

RUNTIME_TYPES: frozenset[str] = frozenset(
    {key.split("::", 1)[0] for key in (*BINDINGS, *INSTANCE_BINDINGS, *SYNTHESISED)}
    | {"System.Object", "System.String"})
EXCEPTION, MESSAGE_FIELD = "System.Exception", "_message"   # word 0 of TYPES_TABLE
WRAPPER, WRAPPED_FIELD = "System.Runtime.CompilerServices.RuntimeWrappedException", \
    "_wrappedException"
OBJECT = "System.Object"
# System.Object's instance members that objects.py lowers (inherited by corelib classes).
OBJECT_MEMBERS = frozenset({*OBJECT_VIRTUALS, "System.Object::GetType()"})


def wants_corelib(ref: MemberRef) -> bool:
    """Whether `ref` is resolved in the C# corelib rather than the C binding table."""
    return ref.type_name not in RUNTIME_TYPES


class CsCorelib:
    """The loaded corelib assembly, and its members by the keys references name them by."""

    def __init__(self, path: str) -> None:
        self.asm = Assembly(path)
        self.types = TypeSystem(self.asm)
        self.by_key: dict[str, MethodDef] = {}
        for m in self.asm.methods:
            self.by_key.setdefault(m.full_name, m)

    def find(self, ref: MemberRef) -> MethodDef | None:
        """The corelib method `ref` names, declared by its type or inherited from a corelib
        base class (None: the corelib has no such member)."""
        m = self.by_key.get(ref.key)
        member = ref.key.split("::", 1)[1]
        ti = self.types.types.get(ref.type_name)
        while m is None and ti is not None and ti.kind == "class" and ref.name != ".ctor":
            ti = self.types.info(ti.name).base
            m = self.by_key.get(f"{ti.name}::{member}") if ti is not None else None
        if m is None or m.sig.ret.name != ref.sig.ret.name or m.is_static == ref.sig.has_this:
            return None
        return m

    def object_member(self, ref: MemberRef) -> MemberRef | None:
        """For a ref that `lookup` does not find: `ref` as System.Object's member when it
        names one that a corelib class inherits (mcs names `System.Exception::GetType()`,
        which mscorlib redeclares)."""
        ti = self.types.types.get(ref.type_name)
        retargeted = replace(ref, type_name=OBJECT)
        if ti is None or ti.kind != "class" or retargeted.key not in OBJECT_MEMBERS:
            return None
        return retargeted

    def _field_offset(self, type_name: str, field: str) -> int:
        ti = self.types.info(type_name)
        f = next((f for f in ti.instance_fields if f.name == field), None)
        if f is None:
            raise CompileError(f"corelib type {type_name} has no field {field}")
        return ti.offsets[f.rid]

    def exception_globals(self, wrap_non_exceptions: bool) -> list[ir.GlobalData]:
        """The globals the C runtime's exceptions need (frontend/exceptions.py): the
        pending-exception slot, and the table of System.Exception's message offset, the
        RUNTIME_EXCEPTIONS descriptors (which this makes the corelib emit), the offset of
        RuntimeWrappedException's object and whether the program wraps what it throws."""
        n = len(RUNTIME_EXCEPTIONS)
        try:
            init = [ir.InitValue(0, 8, self._field_offset(EXCEPTION, MESSAGE_FIELD))]
            for k, name in enumerate(RUNTIME_EXCEPTIONS):
                if not self.types.knows(name):
                    raise CompileError(f"corelib type {name} is missing")
                desc = self.types.desc(SigType(name, Elem.CLASS))
                init.append(ir.InitValue(8 * (k + 1), 8, ir.SymbolRef(desc)))
            init.append(ir.InitValue(8 * (n + 1), 8, self._field_offset(WRAPPER, WRAPPED_FIELD)))
            init.append(ir.InitValue(8 * (n + 2), 8, int(wrap_non_exceptions)))
        except CompileError as e:
            raise e.located(assembly=self.asm.name)
        return [ir.GlobalData(PENDING, 8, 8), ir.GlobalData(EH_TOP, 8, 8),
                ir.GlobalData(TYPES_TABLE, 8 * (n + 3), 8, init, constant=True)]
