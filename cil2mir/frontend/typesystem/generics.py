"""Specialisation: generic code is compiled once per closed instantiation.

A *closed* type has no generic parameter left (`List`1<int32>`, `Pair`2<string,
Ns.Point>`); a *context* says what `!i` (the declaring type's parameters) and `!!i` (the
method's) stand for while one instance of a method is compiled. Every signature, local,
field and token the instance reads is substituted with its context, so the rest of the
frontend only ever sees closed types, exactly as for non-generic code.

Names: a closed generic type is named by its ilasm spelling, `Ns.Stack`1<int32>`
(messages, member keys); its symbol is that name with every character outside
`[A-Za-z0-9_.]` made `_` (`Ns.Stack_1_int32_`), and a method instance's symbol is its
owner's symbol, `.`, the generic definition's own symbol tail (the method name, with
the overload suffix), then its method arguments the same way (`Ns.Util.Max_int32_`).
`Instances` keeps them unique program-wide (a clash gets `_2`, `_3` in first-use order,
which is deterministic).

Instantiation is bounded: a type or method argument nested deeper than MAX_DEPTH
generic instances (what `F<List<T>>()` recursion makes) stops the compile with an error
naming the instance, as NativeAOT does, instead of instantiating forever.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, Callable

from cil2mir.errors import CompileError
from cil2mir.frontend.signatures import (STRING_ARRAY, Elem, MethodSig, SigType, generic_instance,
                                         spelling)

if TYPE_CHECKING:
    from cil2mir.frontend.assembly import MethodDef

MAX_DEPTH = 24
_SYMBOL_BAD = re.compile(r"[^A-Za-z0-9_.]")


@dataclass(frozen=True)
class Context:
    """What `!i` and `!!i` stand for. `method_args` None: the methods' own parameters
    stay open (a generic type's instance made before any of its generic methods is)."""
    type_args: tuple[SigType, ...] = ()
    method_args: tuple[SigType, ...] | None = ()

    def __bool__(self) -> bool:
        return bool(self.type_args or self.method_args)

    def type(self, t: SigType) -> SigType:
        """t with the context's arguments in place of its generic parameters."""
        if not self or not t.is_open:
            return t
        if t.elem in (Elem.VAR, Elem.MVAR):
            args = self.type_args if t.elem is Elem.VAR else self.method_args
            if args is None:
                return t
            if t.rank >= len(args):
                raise CompileError(f"generic parameter {t.name} out of range "
                                   f"(the context has {len(args)})")
            return args[t.rank]
        if t.args:
            args = tuple(self.type(a) for a in t.args)
            closed = generic_instance(t.generic, t.elem is Elem.CLASS, args, t.scope, t.qual)
            check_depth(closed)
            return closed
        assert t.pointee is not None
        inner = self.type(t.pointee)
        suffix = t.name[len(t.pointee.name):]          # `&`, `*`, `[]`, `[,]`
        if t.elem is Elem.ARRAY and inner.elem is Elem.STRING:
            return STRING_ARRAY
        return replace(t, name=inner.name + suffix, pointee=inner)

    def sig(self, s: MethodSig) -> MethodSig:
        if not self:
            return s
        return replace(s, ret=self.type(s.ret), params=tuple(self.type(p) for p in s.params))


NO_CONTEXT = Context()


def depth(t: SigType) -> int:
    """How deeply generic instances, arrays and pointers nest in t (`List<int[]>` is 2)."""
    inner = max((depth(a) for a in t.args), default=0)
    if t.pointee is not None:
        inner = max(inner, depth(t.pointee))
    return inner + (1 if t.args or t.pointee is not None else 0)


def check_depth(t: SigType, what: str = "") -> None:
    """Stops unbounded instantiation (`what`: the generic method or type made)."""
    if depth(t) > MAX_DEPTH:
        raise CompileError(f"unbounded generic instantiation of {what or t.generic}: type "
                           f"arguments nest more than {MAX_DEPTH} levels deep")


def sanitize(text: str) -> str:
    return _SYMBOL_BAD.sub("_", text)


class Instances:
    """What the program's TypeSystems share: the symbols taken (instance symbols are
    unique program-wide) and the generic methods' instances, by (generic method
    symbol, arguments)."""

    def __init__(self) -> None:
        self.taken: set[str] = set()
        self.methods: dict[tuple[str, str], Any] = {}
        # loads the library assembly defining a type name no TypeSystem has yet (whether
        # one did: it has joined the program's TypeSystems); set by the program
        self.load_type: Callable[[str], bool] = lambda name: False
        # the plug replacing a framework class's instance method, if any (a vtable then holds
        # the plug, as calls of the method do: module._load sets it)
        self.member_plug: Callable[[MethodDef], MethodDef | None] = lambda m: None
        # loads the program's library of that assembly name (whether one was loaded now)
        self.load_assembly: Callable[[str], bool] = lambda name: False
        # the types of referenced assemblies that are not found: name -> why (unknown_note)
        self.missing: dict[str, str] = {}
        # the vtable slots the program calls, as slot_call_key()s: a descriptor's vtable
        # entry for any other slot is left empty (never called), so only the overrides that
        # can run are compiled (Object's three always: the runtime calls them)
        self.slot_calls: set[tuple[str, tuple[str, ...], int]] = set()
        # the interface methods the program calls, as iface_call_key()s: an interface
        # table's entry for any other is left empty
        self.iface_calls: set[tuple[str, tuple[str, ...], int]] = set()
        # whether the program makes an enum's array from its Type (Enum.GetValues): then
        # every enum's table names its array's descriptor (TypeSystem._enum_table)
        self.enum_arrays = False
        # whether the program makes objects from a Type (Activator.CreateInstance(Type)):
        # then it has the factories' table (runtime_tables.factory_table)
        self.factories = False
        # whether the program asks a Type for its fields or properties: then it has the
        # members' table (runtime_tables.member_table)
        self.members = False
        # whether the program asks a Type for its interfaces: then it has the interfaces'
        # table (runtime_tables.interface_table)
        self.interfaces = False
        # whether the program asks for custom attributes: then it has the attributes' table
        # (typesystem/attributes.py)
        self.attributes = False
        # whether the program asks a Type for its generic definition or arguments: then
        # generic instances' descriptors carry them (TypeSystem._generic_record)
        self.generic_types = False
        # whether the program makes arrays from a Type (Array.CreateInstance): then it has
        # the array types' table (runtime_tables.array_table)
        self.array_types = False
        # whether the program interns strings: then it has the table of its literals
        # (runtime_tables.literal_table)
        self.interned_strings = False
        # whether the program looks types up by name (Type.GetType(string)): then it has the
        # type names' table (runtime_tables.type_name_table), which has a descriptor for each
        # name among these literals that the program passes to Type.GetType
        self.type_names = False
        # whether the program asks assemblies their names (Assembly.FullName, GetName,
        # GetExecutingAssembly): then it has the assemblies' tables, and whether it asks for its
        # own types (Assembly.GetTypes): then it has their table and a descriptor of each
        # (runtime_tables.assembly_tables, program_type_table)
        self.assemblies = False
        self.program_types = False
        self.type_name_literals: set[str] = set()
        # the types whose tokens the program loads (typeof), by descriptor symbol
        self.type_tokens: dict[str, SigType] = {}
        # (assembly file, manifest resource) the runtime reads: embedded (TypeSystem.globals)
        self.resources: set[tuple[str, str]] = set()

    def reserve(self, symbol: str) -> None:
        self.taken.add(symbol)

    def symbol(self, base: str) -> str:
        base = sanitize(base)
        symbol, n = base, 1
        while symbol in self.taken:
            n += 1
            symbol = f"{base}_{n}"
        self.taken.add(symbol)
        return symbol


def args_text(args: tuple[SigType, ...]) -> str:
    return f"<{', '.join(spelling(a) for a in args)}>"
