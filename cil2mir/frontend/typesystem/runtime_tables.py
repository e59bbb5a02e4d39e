"""The tables the runtime reads only in programs that call what needs them: what compiled
code does not keep otherwise.

`Activator.CreateInstance(Type)` (runtime/corelib/Reflection.cs) finds the type's factory in
`cil2mir_factories`, which a program has once it calls that: `{ int64 n; { TypeDesc *type;
object *(*make)(void); int64 public; }[n] }` by descriptor symbol, one entry for each type it
can have a Type object of (a type whose token it loads, or whose objects or boxes it makes)
that can be made without arguments: a value type (its zero, boxed; none for Nullable), or a
class that is not abstract with a parameterless constructor (`public` says whether that is
public). `make` is `Cil2Mir.Factories::Make<T>` for the type, compiled like any instance, so
the static constructor and the constructor run as for `new T()`.

`Array.CreateInstance(Type, ...)` finds the one-dimensional array type of an element type in
`cil2mir_array_types`, `{ int64 n; { TypeDesc *element; TypeDesc *array; }[n] }`: the T[] of
each type whose token the program loads or whose objects its own code makes (not the
framework's: an array type's interfaces make enumerators of it, whose arrays would make
enumerators of those, without end).

`string.Intern` and `string.IsInterned` start from `cil2mir_string_literals`, `{ int64 n;
String *literals[n] }`: the program's literals (which are interned: one object per text).
"""

from __future__ import annotations

from cil2mir.frontend.ir import Function, GlobalData, InitValue, Module, StringRef, SymbolRef
from cil2mir.frontend.signatures import STRING_ARRAY, Elem, SigType
from cil2mir.frontend.typesystem.types import BUILTIN_CLASSES, PRIMITIVE_DESC, TypeSystem

FACTORIES_SYMBOL = "cil2mir_factories"
ARRAYS_SYMBOL = "cil2mir_array_types"
LITERALS_SYMBOL = "cil2mir_string_literals"
_FACTORIES = "Cil2Mir.Factories"


def factory_table(ts: TypeSystem) -> list[GlobalData]:
    """The factories' table, if the program makes objects from a Type (ts: the program's
    TypeSystem). Its entries name the factories, which module._reach_entries then reaches."""
    if not ts.instances.factories:
        return []
    make = next(m for m in ts.info(_FACTORIES).methods if m.name == "Make")
    entries: dict[str, tuple[str, bool]] = {}
    for t in _type_objects(ts):
        public = _made_without_arguments(ts, t)
        if public is not None:
            entries.setdefault(ts.desc(t), (ts.method_instance(make, (t,)).symbol, public))
    return [_counted(FACTORIES_SYMBOL, [[SymbolRef(desc), SymbolRef(fn), int(public)]
                                        for desc, (fn, public) in sorted(entries.items())])]


def array_table(ts: TypeSystem) -> list[GlobalData]:
    """The array types' table, if the program makes arrays from a Type."""
    if not ts.instances.array_types:
        return []
    entries: dict[str, str] = {}
    for t in list(ts.instances.type_tokens.values()) + ts.made_types():
        if not t.is_open and t.elem not in (Elem.VOID, Elem.BYREF, Elem.PTR, Elem.FNPTR, None) \
                and not _definition(ts, t):
            array = STRING_ARRAY if t.elem is Elem.STRING else SigType(f"{t.name}[]", Elem.ARRAY, t)
            entries.setdefault(ts.desc(t), ts.desc(array))
    return [_counted(ARRAYS_SYMBOL, [[SymbolRef(element), SymbolRef(array)]
                                     for element, array in sorted(entries.items())])]


def _type_objects(ts: TypeSystem) -> list[SigType]:
    """The types the program can have Type objects of (that reflection can be asked about):
    those whose tokens it loads, and those it makes objects or boxes of."""
    return list(ts.instances.type_tokens.values()) + \
        [t for other in ts.universe for t in other.made_types()]


def _definition(ts: TypeSystem, t: SigType) -> bool:
    """Whether t is a generic definition (`typeof(List<>)`): no objects, no layout."""
    return t.elem in (Elem.CLASS, Elem.VALUETYPE) and ts.declared(t).is_generic_def


def _made_without_arguments(ts: TypeSystem, t: SigType) -> bool | None:
    """Whether Activator.CreateInstance can make a t and its constructor is public; None
    when it cannot (Mono: MissingMethodException)."""
    if t.is_open or _definition(ts, t):
        return None
    if t.elem is Elem.OBJECT or t.enum or t.elem in PRIMITIVE_DESC or t.elem is Elem.VALUETYPE:
        return True
    if t.elem is not Elem.CLASS or t.name in BUILTIN_CLASSES:
        return None             # strings, arrays, pointers: no parameterless constructor
    ti = ts.info(t)
    if ti.kind != "class" or ti.row.is_abstract:
        return None
    ctor = next((m for m in ti.methods
                 if m.name == ".ctor" and not m.is_static and not m.sig.params), None)
    return None if ctor is None else ctor.is_public


def literal_table(ts: TypeSystem, functions: list[Function], data: list[GlobalData]
                  ) -> list[GlobalData]:
    """The table of the program's literals, if it interns strings (ts: the program's
    TypeSystem; functions and data: the whole program)."""
    if not ts.instances.interned_strings:
        return []
    literals = Module("", functions, None, data).strings()
    return [_counted(LITERALS_SYMBOL, [[StringRef(text)] for text in literals])]


def _counted(symbol: str, rows: list[list[int | SymbolRef | StringRef]]) -> GlobalData:
    """A runtime table: `{ int64 n; row[n]; }`, each row's fields 8 bytes."""
    init = [InitValue(0, 8, len(rows))]
    at = 8
    for row in rows:
        for value in row:
            init.append(InitValue(at, 8, value))
            at += 8
    return GlobalData(symbol, at, 8, init, constant=True)
