"""The C# corelib: the plugs, BCL types and members written in C# (runtime/corelib/*.cs),
compiled by mcs into an assembly (toolchain.corelib_assembly) and by cil2mir into each
program that uses them.

A reference to a library member that the C runtime does not bind is looked up here by
full name and signature (`Type::Name(params)` and the return type), whatever assembly the
reference names, before the framework's own IL (frontend/libraries.py). Every program
loads the corelib: the exception types the C runtime raises live here
(`exception_globals`), and the user's TypeSystem looks up the names it does not define in
the corelib's (typesystem/types.py), so user classes may derive from corelib classes
(`class MyError : System.Exception`).

The corelib is an ordinary assembly with its own TypeSystem and token resolver: its
methods are compiled by the same ObjectBuilder, and its own references to library members
resolve exactly like the user's. Only the methods reachable from the program are compiled:
the targets of the program's calls and newobjs, what those call in turn, and the vtable
and interface-table entries of the types whose descriptors are emitted (the types
instantiated, the bases of the user's types emitted, and always the RUNTIME_EXCEPTIONS).
"""

from __future__ import annotations

from typing import Callable

from cil2mir.errors import CompileError
from cil2mir.frontend import ir
from cil2mir.frontend.assembly import Assembly, MemberRef, MethodDef
from cil2mir.frontend.exceptions import EH_TOP, PENDING, RUNTIME_EXCEPTIONS, TYPES_TABLE
from cil2mir.frontend.libraries import Library
from cil2mir.frontend.signatures import Elem, SigType
from cil2mir.frontend.typesystem.types import TypeSystem

EXCEPTION, MESSAGE_FIELD = "System.Exception", "_message"   # word 0 of TYPES_TABLE
WRAPPER, WRAPPED_FIELD = "System.Runtime.CompilerServices.RuntimeWrappedException", \
    "_wrappedException"


PLUG = "Cil2Mir.PlugAttribute"      # runtime/corelib/Plug.cs
IMPORT = "Cil2Mir.ImportAttribute"
_RUNTIME_TYPE = {"System.Type": "System.RuntimeType", "System.Type&": "System.RuntimeType&"}


class CsCorelib(Library):
    """The loaded corelib assembly: the plugs. `replaces`: the framework types its
    [Plug] types replace whole; `member_plugs`: (framework member key, whether the member
    is an instance member) -> the method of a [Plug("Type")] class replacing it;
    `imports`: each [Import("Type")] class -> the framework type whose internal members
    its extern methods and fields stand for (the class's name, in a plug's signature or a
    type token, stands for the type too)."""

    def __init__(self, path: str,
                 foreign_enum: Callable[[str], SigType | None] | None = None) -> None:
        asm = Assembly(path, foreign_enum)
        super().__init__(asm, TypeSystem(asm))
        marked = asm.type_attribute_strings(PLUG)
        self.replaces = frozenset(row.name for row in asm.type_rows
                                  if row.rid in marked and marked[row.rid] is None)
        imported = asm.type_attribute_strings(IMPORT)
        self.imports = {row.name: imported[row.rid] for row in asm.type_rows
                        if imported.get(row.rid) is not None}
        self.member_plugs: dict[tuple[str, bool], MethodDef] = {}
        for row in asm.type_rows:
            target = marked.get(row.rid)
            for m in (asm.methods[rid - 1] for rid in row.methods) if target else ():
                if not m.is_static or m.name == ".cctor":
                    continue
                # an [Import] class stands for its target (a plug's `this` of an internal type)
                names = [self.imports.get(p.name, p.name) for p in m.sig.params]
                # a plug cannot name the framework's internal RuntimeType: its System.Type
                # parameters also stand for RuntimeType ones (our Type objects are both)
                for params in (names, [_RUNTIME_TYPE.get(n, n) for n in names]):
                    self.member_plugs[f"{target}::{m.name}({', '.join(params)})", False] = m
                    if params and params[0] in (target, f"{target}&"):
                        self.member_plugs[f"{target}::{m.name}({', '.join(params[1:])})", True] = m

    def plug(self, ref: MemberRef) -> MethodDef | None:
        """The member plug replacing the member `ref` names, if any."""
        m = self.member_plugs.get((ref.key, ref.sig.has_this))
        if m is None or ref.sig.ret.name not in (m.sig.ret.name, _RUNTIME_TYPE.get(m.sig.ret.name)):
            return None
        return m

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
                desc = self.types.new_desc(SigType(name, Elem.CLASS))   # (the runtime makes them)
                init.append(ir.InitValue(8 * (k + 1), 8, ir.SymbolRef(desc)))
            init.append(ir.InitValue(8 * (n + 1), 8, self._field_offset(WRAPPER, WRAPPED_FIELD)))
            init.append(ir.InitValue(8 * (n + 2), 8, int(wrap_non_exceptions)))
        except CompileError as e:
            raise e.located(assembly=self.asm.name)
        return [ir.GlobalData(PENDING, 8, 8), ir.GlobalData(EH_TOP, 8, 8),
                ir.GlobalData(TYPES_TABLE, 8 * (n + 3), 8, init, constant=True)]
