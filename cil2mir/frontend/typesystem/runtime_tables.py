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

`Type.GetFields` and `Type.GetProperties` (and their singular forms: runtime/corelib/Reflection.cs)
read `cil2mir_members`, `{ int64 n; Member rows[n]; }` (runtime/cil2mir_objects.c), in a program
that calls them: for each of the program's own types it can have a Type object of, and their
bases, a row for the type, then one per field, property, method and constructor in
declaration order, with what reflection shows of it (name, type, access, static) and how to
reach its value: a field's offset (a static field's address), a property's accessors with
the invoker the corelib compiles for its type (`Cil2Mir.Members::Get<V>`, `Set<V>`: a
delegate bound to the target over the accessor), and a virtual accessor's vtable slot.

`Type.GetInterfaces` reads `cil2mir_interfaces`, `{ int64 n; { TypeDesc *type; TypeDesc
*iface; }[n] }`, in a program that calls it: for each class, struct, interface or enum it can
have a Type object of, its interfaces in Mono's order (a row with a null `iface` for a type
with none). Mono collects them, from the type up its bases, each InterfaceImpl row's interface
then (recursively) that interface's own, into a hash table keyed by TypeDef token (a generic
instance's is its definition's) and lists the table's buckets in order, each from its latest
entry: `mono_interface_order` replays that.

`Type.GetType(string)` looks the name up in `cil2mir_type_names`, `{ int64 n; { String *name;
TypeDesc *type; int64 in_program; }[n] }`, in a program that calls it: the program's own types
(every one with a descriptor), then mscorlib's (Mono searches the calling assembly, then
mscorlib), by the name reflection gives them (`Ns.Outer+Inner`, `Box`1`), with a descriptor
for those the program has one of, or names in a string literal it passes to Type.GetType
(null for the others: the runtime says it cannot give their Type rather than answer none);
`cil2mir_assembly_name` is the program's assembly's display name, for TypeLoadException.

`Type.Assembly` (the runtime's) and Assembly's members (runtime/corelib/Assemblies.cs) read,
in a program whose own code reads Type.Assembly or that calls a member of Assembly,
`cil2mir_assemblies`, `{ int64 n; String *display_name[n] }` (the program's first, mscorlib's
second, then each assembly that declares one of its types: the corelib's count as mscorlib's),
`cil2mir_type_assemblies`, `{ int64 n; { TypeDesc *type; int64 assembly; }[n] }` for every
descriptor the program has (an array's or pointer's assembly is its element's), and
`cil2mir_assembly_object`, the compiled function that gives an assembly's one object. A program
that calls Assembly.GetTypes has `cil2mir_program_types`, `{ int64 n; { TypeDesc *type; int64
exported; }[n] }`: its types in TypeDef order, `exported` if visible outside it.

`string.Intern` and `string.IsInterned` start from `cil2mir_string_literals`, `{ int64 n;
String *literals[n] }`: the program's literals (which are interned: one object per text).
"""

from __future__ import annotations

from cil2mir.frontend import metadata as md
from cil2mir.frontend.assembly import FieldDef, MethodDef, PropertyDef, TypeDefRow
from cil2mir.frontend.corelib import ASSEMBLIES, ASSEMBLY_CLASS
from cil2mir.frontend.ir import Function, GlobalData, InitValue, Module, StringRef, SymbolRef
from cil2mir.frontend.signatures import PRIMITIVE_NAMES, STRING_ARRAY, Elem, SigType
from cil2mir.frontend.typesystem.types import (BCL_NAME, BUILTIN_CLASSES, HEADER, OBJECT_DESC,
                                               PRIMITIVE_DESC, STRING_ARRAY_DESC, STRING_DESC,
                                               VALUETYPE_DESC, TypeInfo, TypeSystem)

FACTORIES_SYMBOL = "cil2mir_factories"
ARRAYS_SYMBOL = "cil2mir_array_types"
LITERALS_SYMBOL = "cil2mir_string_literals"
TYPE_NAMES_SYMBOL = "cil2mir_type_names"
ASSEMBLIES_SYMBOL = "cil2mir_assemblies"
TYPE_ASSEMBLIES_SYMBOL = "cil2mir_type_assemblies"
PROGRAM_TYPES_SYMBOL = "cil2mir_program_types"
ASSEMBLY_OBJECT_SYMBOL = "cil2mir_assembly_object"
ASSEMBLY_NAME_SYMBOL = "cil2mir_assembly_name"
_MSCORLIB = "mscorlib.dll"
_OBJECT = "System.Object"
_BUILTIN_ELEMS = {_OBJECT: Elem.OBJECT, "System.String": Elem.STRING}
_BUILTIN_NAMES = {elem: name for name, elem in _BUILTIN_ELEMS.items()}
MEMBERS_SYMBOL = "cil2mir_members"
INTERFACES_SYMBOL = "cil2mir_interfaces"
# Mono's hash table of interfaces (eglib's GHashTable): its first size, and how many entries
# it holds before it grows (beyond that, the order is not replayed: the type is not listed)
_MONO_BUCKETS, _MONO_MAX_ENTRIES = 11, 40
_FACTORIES = "Cil2Mir.Factories"
_MEMBERS = "Cil2Mir.Members"
MAX_INVOKED_PARAMS = 8      # Members.Call8/Do8 (runtime/corelib/Reflection.cs)
# a member row's flags (Cil2Mir.Members in runtime/corelib/Reflection.cs)
_FIELD, _PROPERTY, _METHOD, _STATIC, _LITERAL, _VIRTUAL = 1, 2, 3, 4, 8, 16
_CONSTRUCTOR, _ABSTRACT_OWNER, _HIDE_BY_SIG = 32, 64, 128
_ADDRESSES = (Elem.PTR, Elem.BYREF, Elem.FNPTR)
# System.Object's and ValueType's methods as reflection lists them (Mono's order): name, its
# parameters, result, static, vtable slot + 1, or the Cil2Mir.Members method that stands for it
_OBJECT_METHODS = (("Equals", (Elem.OBJECT,), Elem.BOOL, False, 2, None),
                   ("GetHashCode", (), Elem.I4, False, 3, None),
                   ("GetType", (), Elem.CLASS, False, 0, "GetType"),
                   ("ToString", (), Elem.STRING, False, 1, None),
                   ("Equals", (Elem.OBJECT, Elem.OBJECT), Elem.BOOL, True, 0, "Equals"),
                   ("ReferenceEquals", (Elem.OBJECT, Elem.OBJECT), Elem.BOOL, True, 0, "ReferenceEquals"))
_VALUE_TYPE_METHODS = (_OBJECT_METHODS[0], _OBJECT_METHODS[1], _OBJECT_METHODS[3])


def factory_table(ts: TypeSystem) -> list[GlobalData]:
    """The factories' table, if the program makes objects from a Type (ts: the program's
    TypeSystem). Its entries name the factories, which module._reach_entries then reaches."""
    if not ts.instances.factories:
        return []
    make = next(m for m in ts.info(_FACTORIES).methods if m.name == "Make")
    entries: dict[str, tuple[str, bool]] = {}
    for t in type_objects(ts):
        public = _made_without_arguments(ts, t)
        if public is not None:
            entries.setdefault(ts.desc(t), (ts.method_instance(make, (t,)).symbol, public))
    return [counted(FACTORIES_SYMBOL, [[SymbolRef(desc), SymbolRef(fn), int(public)]
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
    return [counted(ARRAYS_SYMBOL, [[SymbolRef(element), SymbolRef(array)]
                                    for element, array in sorted(entries.items())])]


def member_table(ts: TypeSystem, members: dict[int, tuple[TypeSystem, int, int]] | None = None
                 ) -> list[GlobalData]:
    """The members' table, if the program asks a Type for its fields, properties or methods;
    `members` gets each member row's TypeSystem, metadata table and rid (for their
    attributes)."""
    if not ts.instances.members:
        return []
    listed: dict[str, TypeInfo] = {}
    enums: dict[str, SigType] = {}
    for t in type_objects(ts):
        if t.enum and any(o.program and t.name in o.asm._enums for o in ts.universe):
            enums.setdefault(ts.desc(t), t)
        if t.elem not in (Elem.CLASS, Elem.VALUETYPE) or t.enum or t.is_open \
                or t.name in BUILTIN_CLASSES or not ts.knows(t) or _definition(ts, t):
            continue
        ti: TypeInfo | None = ts.info(t)
        while ti is not None and ti.types.program:
            listed.setdefault(ti.desc, ti)
            for iface in ti.interfaces if ti.kind != "interface" else ():
                if iface.types.program:
                    listed.setdefault(iface.desc, iface)
            ti = ti.base
    invokers = _invokers(ts)
    rows: list[list[int | SymbolRef | StringRef]] = []
    extra: list[GlobalData] = []
    structs = any(ti.is_struct for ti in listed.values())
    for desc, methods in ((OBJECT_DESC, _OBJECT_METHODS), (VALUETYPE_DESC, _VALUE_TYPE_METHODS)):
        if desc == OBJECT_DESC or structs:
            rows.append([SymbolRef(desc)] + [0] * 9)
            for method in methods:
                declared = _framework_method(ts, "System.Object" if desc == OBJECT_DESC else "System.ValueType",
                                             method)
                if members is not None and declared is not None:
                    members[len(rows)] = (declared[0], md.METHODDEF, declared[1])
                rows.append(_builtin_method_row(ts, desc, method, invokers, extra))
    for desc, ti in sorted(listed.items()):
        rows.append([SymbolRef(desc)] + [0] * 9)
        closed = {f.rid: f for f in (*ti.instance_fields, *ti.static_fields)}
        found: list[tuple[list[int | SymbolRef | StringRef] | None, int, int]] = []
        for rid in ti.row.fields:
            found.append((field_row(ti, closed.get(rid) or ti.types.asm.fields[rid - 1], extra), md.FIELD, rid))
        by_rid = {m.rid: m for m in ti.methods}
        for prop in ti.types.asm.properties.get(ti.row.rid, []):
            found.append((_property_row(ts, ti, prop, by_rid, invokers, extra), md.PROPERTY, prop.rid))
        for m in ti.methods:
            make = _constructor_row if m.name in (".ctor", ".cctor") else _method_row
            found.append((make(ts, ti, m, invokers, extra), md.METHODDEF, (m.origin or m).rid))
        for row, table, rid in found:
            if row is not None:
                if members is not None:
                    members[len(rows)] = (ti.types, table, rid)
                rows.append(row)
    for desc, t in sorted(enums.items()):
        rows.append([SymbolRef(desc)] + [0] * 9)
        for row, (types, rid) in _enum_field_rows(ts, desc, t, extra):
            if members is not None:
                members[len(rows)] = (types, md.FIELD, rid)
            rows.append(row)
    return [counted(MEMBERS_SYMBOL, rows)] + extra


def interface_table(ts: TypeSystem) -> list[GlobalData]:
    """The interfaces' table, if the program asks a Type for its interfaces."""
    if not ts.instances.interfaces:
        return []
    ts.instances.load_type(_OBJECT)                     # (mscorlib's rows, for the corelib's types)
    mscorlib = next(o for o in ts.universe if o.asm.name == _MSCORLIB)
    rows = {row.name: row for row in mscorlib.asm.type_rows}
    entries: dict[str, list[str]] = {}
    work = type_objects(ts)
    while work:     # (with the interfaces found: GetInterfaces gives Type objects of them)
        t = work.pop()
        # (an enum's own rows name no interface: System.Enum's are its)
        start: str | SigType = "System.Enum" if t.enum else BCL_NAME.get(t.elem) or \
            _BUILTIN_NAMES.get(t.elem) or t
        if isinstance(start, SigType) and (t.elem not in (Elem.CLASS, Elem.VALUETYPE) or t.is_open
                                           or t.name in BUILTIN_CLASSES or _definition(ts, t)):
            continue
        if start == _OBJECT:
            entries.setdefault(ts.desc(t), [])
            continue
        if not ts.knows(start):
            continue
        order = mono_interface_order(ts, ts.info(start), rows)
        if order is not None and ts.desc(t) not in entries:
            entries[ts.desc(t)] = [ts.desc(i.sig) for i in order]
            work.extend(i.sig for i in order)
    return [counted(INTERFACES_SYMBOL, [[SymbolRef(desc), SymbolRef(i) if i else 0]
                                        for desc, ifaces in sorted(entries.items())
                                        for i in ifaces or [None]])]


def mono_interface_order(ts: TypeSystem, ti: TypeInfo, mscorlib: dict[str, TypeDefRow]
                         ) -> list[TypeInfo] | None:
    """ti's interfaces as Mono's Type.GetInterfaces lists them. A type the corelib declares
    has the token of mscorlib's of that name (`mscorlib`: its rows by name), which must name
    the same interfaces. None: one that does not, an interface the program's assemblies do
    not have, or more than Mono's first hash table holds."""
    buckets: list[list[TypeInfo]] = [[] for _ in range(_MONO_BUCKETS)]
    seen: set[str] = set()

    def own(k: TypeInfo) -> tuple[TypeDefRow, list[SigType]] | None:
        """k's row as Mono has it, and the interfaces it names (in k: substituted)."""
        if k.types is not ts.corelib:
            return k.row, k.iface_sigs
        real = mscorlib.get(k.row.name)
        if real is None:
            return None
        if _generic_names(real.interface_sigs) == _generic_names(k.row.interface_sigs):
            return real, k.iface_sigs
        return (real, real.interface_sigs) if not k.args else None

    def collect(k: TypeInfo) -> bool:
        found = own(k)
        if found is None:
            return False
        for sig in found[1]:
            types = k.types if k.types is not None else ts
            if not types.knows(sig):
                return False
            iface = types.info(sig)
            row = own(iface)
            if row is None:
                return False
            if iface.name not in seen:
                seen.add(iface.name)
                buckets[(md.TYPEDEF << 24 | row[0].rid) % _MONO_BUCKETS].insert(0, iface)
            if not collect(iface):
                return False
        return True
    k: TypeInfo | None = ti
    while k is not None:
        if not collect(k):
            return None
        k = k.base
    return None if len(seen) > _MONO_MAX_ENTRIES else [i for b in buckets for i in b]


def _generic_names(sigs: list[SigType]) -> list[str]:
    return [s.generic or s.name for s in sigs]


def _enum_field_rows(ts: TypeSystem, desc: str, t: SigType, extra: list[GlobalData]
                     ) -> list[tuple[list[int | SymbolRef | StringRef], tuple[TypeSystem, int]]]:
    """An enum's fields' rows (value__, then its constants, in declaration order) and where
    each is declared: enums have no TypeInfo."""
    types = next(o for o in ts.universe if t.name in o.asm._enums)
    row = next(r for r in types.asm.type_rows if r.name == t.name)
    owner = desc[:-len("..type")]
    out = []
    for rid in row.fields:
        f = types.asm.fields[rid - 1]
        if f.is_literal:
            cells = [_FIELD | _STATIC | _LITERAL | f.access << 8, SymbolRef(ts.desc(t)), 0, 0, 0, 0,
                     _constant(types, owner, f, extra)]
        else:       # value__: the box's value
            cells = [_FIELD | f.access << 8, SymbolRef(ts.desc(f.sig)), 0, 0, 0, 0, HEADER]
        out.append(([SymbolRef(desc), StringRef(f.name), *cells, 0], (types, rid)))
    return out


def type_name_table(ts: TypeSystem) -> list[GlobalData]:
    """The type names' table, if the program looks types up by name (ts: the program's
    TypeSystem)."""
    if not ts.instances.type_names:
        return []
    named = {name for literal in ts.instances.type_name_literals
             if (name := _type_name_of(literal)) is not None}
    rows: list[list[int | SymbolRef | StringRef]] = []
    for row in ts.asm.type_rows:
        if not row.name.startswith("<"):
            rows.append([StringRef(row.name.replace("/", "+")), SymbolRef(_named_desc(ts, row.name)), 1])
    mscorlib = next((o for o in ts.universe if o.asm.name == _MSCORLIB), None)
    for row in mscorlib.asm.type_rows if mscorlib is not None else ():
        if row.name.startswith("<"):
            continue
        shown = row.name.replace("/", "+")
        desc = _named_desc(mscorlib, row.name) if shown in named or row.name in PRIMITIVE_NAMES \
            or row.name in _BUILTIN_ELEMS else \
            next((d for o in ts.universe if (d := o.descriptor_of(row.name)) is not None), None)
        rows.append([StringRef(shown), SymbolRef(desc) if desc is not None else 0, 0])
    name = GlobalData(ASSEMBLY_NAME_SYMBOL, 8, 8, [InitValue(0, 8, StringRef(ts.asm.display_name))],
                      constant=True)
    return [counted(TYPE_NAMES_SYMBOL, rows), name]


def program_type_table(ts: TypeSystem) -> list[GlobalData]:
    """The program's types (Assembly.GetTypes), if it asks for assemblies (ts: the program's
    TypeSystem): asking for their descriptors, this comes before the descriptors are emitted."""
    if not ts.instances.program_types:
        return []
    by_rid = {row.rid: row for row in ts.asm.type_rows}
    by_name = {row.name: row for row in ts.asm.type_rows}

    def exported(row) -> bool:          # public, or nested public in an exported type
        visibility = row.flags & 7
        return visibility == 1 or visibility == 2 and exported(by_rid[row.enclosing])
    rows: list[list[int | SymbolRef | StringRef]] = [
        [SymbolRef(ts.desc(t)), int(exported(by_name[t.name]))] for t in _program_types(ts)]
    return [counted(PROGRAM_TYPES_SYMBOL, rows)]


def assembly_tables(ts: TypeSystem) -> list[GlobalData]:
    """The assemblies and the assembly of each descriptor, if the program asks for assemblies
    (ts: the program's TypeSystem): once every descriptor is known."""
    if not ts.instances.assemblies and not any(name == ASSEMBLY_CLASS
                                               for name, _, _ in ts.instances.slot_calls):
        return []
    if not any(o.asm.name == _MSCORLIB for o in ts.universe):
        ts.instances.load_type(_OBJECT)                 # (its name, for the corelib's types)
    mscorlib = next(o for o in ts.universe if o.asm.name == _MSCORLIB)
    names = list(dict.fromkeys([ts.asm.display_name, mscorlib.asm.display_name]))
    rows = dict.fromkeys([OBJECT_DESC, STRING_DESC, STRING_ARRAY_DESC],
                         names.index(mscorlib.asm.display_name))
    elements: dict[str, str] = {}
    for other in ts.universe:
        name = (mscorlib if other is ts.corelib else other).asm.display_name
        if name not in names:
            names.append(name)
        for symbol, element in other.described():
            if element is not None:
                elements.setdefault(symbol, element)
            else:
                rows.setdefault(symbol, names.index(name))

    def assembly(symbol: str) -> int:
        while symbol in elements:
            symbol = elements[symbol]
        return rows[symbol]
    table = [[SymbolRef(s), r] for s, r in rows.items()] + \
        [[SymbolRef(s), assembly(s)] for s in elements if s not in rows]
    get = next(m for m in ts.info(ASSEMBLIES).methods if m.name == "Get")
    return [counted(ASSEMBLIES_SYMBOL, [[StringRef(n)] for n in names]),
            counted(TYPE_ASSEMBLIES_SYMBOL, table),
            GlobalData(ASSEMBLY_OBJECT_SYMBOL, 8, 8, [InitValue(0, 8, SymbolRef(get.symbol))],
                       constant=True)]


def _type_name_of(text: str) -> str | None:
    """The type name a Type.GetType argument gives (`Ns.T, Assembly` -> `Ns.T`; None: a name
    of an array, pointer or generic instance), as runtime/corelib/Reflection.cs reads it."""
    name = text.split(",", 1)[0].strip()
    return None if any(c in name for c in "[*&") else name


def _named_desc(ts: TypeSystem, name: str) -> str:
    """The descriptor of ts's type of that (TypeDef) name: an enum's, a generic definition's
    (`typeof(List<>)`), a primitive's or another type's."""
    elem = PRIMITIVE_NAMES.get(name) or _BUILTIN_ELEMS.get(name)
    if elem is not None:
        return ts.desc(SigType(elem.value, elem))
    return ts.desc(ts.asm.enum_type(name) or SigType(name, Elem.CLASS))


def _parameters(ts: TypeSystem, symbol: str, types: list[SigType], names: list[str | None],
                extra: list[GlobalData]) -> SymbolRef:
    """A method's or indexer's parameters: a counted table of (descriptor, name)."""
    extra.append(counted(symbol, [[SymbolRef(ts.desc(t)), StringRef(name or "")]
                                  for t, name in zip(types, names)]))
    return SymbolRef(symbol)


def _invoker(ts: TypeSystem, invokers: dict[str, MethodDef], params: list[SigType],
             ret: SigType | None) -> SymbolRef | int:
    """The Members.CallN/DoN instance that calls a method of these parameters and result
    (0: more parameters than the invokers take)."""
    if len(params) > MAX_INVOKED_PARAMS:
        return 0
    if ret is None:
        name = f"Do{len(params)}"
        m = invokers[name]
        return SymbolRef(ts.method_instance(m, tuple(params)).symbol if params else m.symbol)
    return SymbolRef(ts.method_instance(invokers[f"Call{len(params)}"], (*params, ret)).symbol)


def _method_row(ts: TypeSystem, ti: TypeInfo, m: MethodDef, invokers: dict[str, MethodDef],
                extra: list[GlobalData]) -> list[int | SymbolRef | StringRef] | None:
    """A method's row (None for what reflection here cannot show:
    generic methods, and addresses as parameters or result)."""
    params, ret = list(m.sig.params), m.sig.ret
    if m.sig.generic_params or any(t.elem in _ADDRESSES for t in (*params, ret)):
        return None
    result = None if ret.elem is Elem.VOID else ret
    flags = _METHOD | m.access << 8 | len(params) << 16 | _hide_by_sig(m)
    if m.is_static:
        flags |= _STATIC
    if m.is_virtual:
        flags |= _VIRTUAL
    names = list(ti.types.asm.param_names(m.origin or m))
    return [SymbolRef(ti.desc), StringRef(m.name), flags,
            SymbolRef(ts.desc(result)) if result is not None else 0,
            0 if m.is_abstract else SymbolRef(m.symbol), _invoker(ts, invokers, params, result),
            0, 0, _parameters(ts, f"{m.symbol}..params", params, names, extra), _dispatch(ti, m)]


def _constructor_row(ts: TypeSystem, ti: TypeInfo, m: MethodDef, invokers: dict[str, MethodDef],
                     extra: list[GlobalData]) -> list[int | SymbolRef | StringRef] | None:
    """A constructor's row: a method row (its invoker calls it on a new object, as an instance
    method returning nothing) whose type is the made type, and whose setter columns hold
    the type's initialisation as a static field's row does (state, .cctor; the type's name
    in `slots`), since the constructor runs after it (a type initialiser too: Invoke runs it
    again). None as for _method_row."""
    params = list(m.sig.params)
    if m.sig.generic_params or any(t.elem in _ADDRESSES for t in params):
        return None
    flags = _METHOD | _CONSTRUCTOR | m.access << 8 | len(params) << 16 | _hide_by_sig(m)
    init: list[int | SymbolRef | StringRef] = [0, 0]
    name: int | StringRef = 0
    if m.is_static:
        flags |= _STATIC
    if ti.row.is_abstract and not m.is_static:
        flags |= _ABSTRACT_OWNER
    elif ti.cctor is not None:
        init = [SymbolRef(ti.types.init_symbol(ti)), SymbolRef(ti.cctor.symbol)]
        name = StringRef(ti.row.name.rsplit("/", 1)[-1])
    names = list(ti.types.asm.param_names(m.origin or m))
    made = not (ti.row.is_abstract or m.is_static)
    return [SymbolRef(ti.desc), StringRef(m.name), flags, SymbolRef(ts.new_desc(ti.sig)) if made else 0,
            0 if flags & _ABSTRACT_OWNER else SymbolRef(m.symbol), _invoker(ts, invokers, params, None),
            *init, _parameters(ts, f"{m.symbol}..params", params, names, extra), name]


def constructor_row(ts: TypeSystem, ti: TypeInfo, m: MethodDef, extra: list[GlobalData]
                    ) -> list[int | SymbolRef | StringRef] | None:
    """A constructor's row, as the members' table has it."""
    return _constructor_row(ts, ti, m, _invokers(ts), extra)


def property_row(ts: TypeSystem, ti: TypeInfo, prop: PropertyDef, extra: list[GlobalData]
                 ) -> list[int | SymbolRef | StringRef] | None:
    """A property's row, as the members' table has it."""
    return _property_row(ts, ti, prop, {m.rid: m for m in ti.methods}, _invokers(ts), extra)


def _invokers(ts: TypeSystem) -> dict[str, MethodDef]:
    """Cil2Mir.Members' methods by name: the invokers and their templates."""
    return {m.name: m for m in ts.info(_MEMBERS).methods}


def _hide_by_sig(m: MethodDef) -> int:
    return _HIDE_BY_SIG if m.hide_by_sig else 0


def _dispatch(ti: TypeInfo, m: MethodDef) -> int:
    """How the runtime finds what a call of ti's method m runs: 0, m itself; else m's vtable
    slot + 1 (an interface's method: its index + 1), the target's override, which the
    tables then hold (TypeSystem.note_virtual_call, note_iface_call)."""
    if not m.is_virtual:
        return 0
    if ti.kind == "interface":
        return ti.types.note_iface_call(m) + 1
    ti.types.note_virtual_call(m)
    return ti.slots[m.rid] + 1 if m.rid in ti.slots else 0


def _framework_method(ts: TypeSystem, type_name: str, method: tuple) -> tuple[TypeSystem, int] | None:
    """Where mscorlib declares one of _OBJECT_METHODS (its TypeSystem and MethodDef rid), if
    the program has mscorlib."""
    name, param_elems, _, static, _, _ = method
    for types in ts.universe:
        if types.asm.name == _MSCORLIB:
            row = next((r for r in types.asm.type_rows if r.name == type_name), None)
            for rid in row.methods if row is not None else ():
                m = types.asm.methods[rid - 1]
                if m.name == name and len(m.sig.params) == len(param_elems) and m.is_static == static:
                    return types, rid
    return None


def _builtin_method_row(ts: TypeSystem, desc: str, method: tuple, invokers: dict[str, MethodDef],
                        extra: list[GlobalData]) -> list[int | SymbolRef | StringRef]:
    """A row of System.Object's or ValueType's methods (_OBJECT_METHODS)."""
    name, param_elems, ret_elem, static, slot, stand_in = method
    params = [SigType(e.value, e) for e in param_elems]
    ret = SigType("System.Type", Elem.CLASS) if ret_elem is Elem.CLASS else SigType(ret_elem.value, ret_elem)
    fn = SymbolRef(invokers[stand_in].symbol) if stand_in else 0
    flags = _METHOD | 6 << 8 | len(params) << 16 | (_STATIC if static else _VIRTUAL if slot else 0)
    names = ["obj"] if name == "Equals" and not static else ["objA", "objB"] if static else []
    return [SymbolRef(desc), StringRef(name), flags, SymbolRef(ts.desc(ret)), fn,
            _invoker(ts, invokers, params, ret), 0, 0,
            _parameters(ts, f"{desc}..{name}{len(params)}..params", params, names, extra), slot]


def field_row(ti: TypeInfo, f: FieldDef, extra: list[GlobalData]
               ) -> list[int | SymbolRef | StringRef] | None:
    """A field's row (None for a generic definition's constant, whose type reflection cannot
    show, and for data mapped from the file, which only compilers' own types hold)."""
    if f.sig.is_open or f.has_rva:
        return None
    types = ti.types
    flags = _FIELD | f.access << 8
    at: int | SymbolRef = 0
    init: list[int | SymbolRef | StringRef] = [0, 0, 0]
    if f.is_literal:
        flags |= _STATIC | _LITERAL
        at = _constant(ti.types, ti.symbol, f, extra)
    elif f.is_static:
        flags |= _STATIC
        at = SymbolRef(types.static_symbol(f))
        if ti.cctor is not None:    # run first, as compiled code's access would (objects.py)
            init = [SymbolRef(types.init_symbol(ti)), SymbolRef(ti.cctor.symbol),
                    StringRef(ti.row.name.rsplit("/", 1)[-1])]
    else:
        at = types.field_offset(f) + (HEADER if ti.is_struct else 0)
    value: int | SymbolRef = 0
    if f.sig.generic == "System.Nullable`1":    # boxed as its value (or null): where that is
        inner = f.sig.args[0]
        offsets = {v.name: types.field_offset(v) for v in types.info(f.sig).instance_fields}
        flags |= offsets["value"] << 24 | offsets["hasValue"] << 32   # (runtime/corelib/Nullable.cs)
        value = SymbolRef(types.new_desc(inner) if inner.elem is Elem.VALUETYPE
                          else types.desc(inner))
    boxed = f.sig.elem is Elem.VALUETYPE      # (reflection boxes its values: a made type)
    return [SymbolRef(ti.desc), StringRef(f.name), flags,
            SymbolRef(types.new_desc(f.sig) if boxed else types.desc(f.sig)), *init, value, at, 0]


# a Constant row's element type -> the primitive it boxes as (II.23.1.16)
_CONSTANT_ELEMS = {0x02: Elem.BOOL, 0x03: Elem.CHAR, 0x04: Elem.I1, 0x05: Elem.U1, 0x06: Elem.I2,
                   0x07: Elem.U2, 0x08: Elem.I4, 0x09: Elem.U4, 0x0A: Elem.I8, 0x0B: Elem.U8,
                   0x0C: Elem.R4, 0x0D: Elem.R8}


def _constant(types: TypeSystem, owner: str, f: FieldDef, extra: list[GlobalData]) -> int | SymbolRef | StringRef:
    """A constant field of `types`' type `owner` (its symbol) as an object: a string, a box (a
    global of its own; an enum's is boxed as the enum), or null (0)."""
    code, blob = types.asm.field_constant_blobs.get(f.rid, (0x12, b""))
    if code == 0x0E:
        return StringRef(blob.decode("utf-16-le", "surrogatepass"))
    elem = _CONSTANT_ELEMS.get(code)
    if elem is None:
        return 0                                # null (a class type's constant)
    symbol = f"{owner}..const.{f.name}"
    box = f.sig if f.sig.enum else SigType(elem.value, elem)
    extra.append(GlobalData(symbol, HEADER + len(blob), 8, [
        InitValue(0, 8, SymbolRef(types.new_desc(box) if box.enum else types.desc(box))),
        *(InitValue(HEADER + i, 1, b) for i, b in enumerate(blob))], constant=True))
    return SymbolRef(symbol)


def _property_row(ts: TypeSystem, ti: TypeInfo, prop: PropertyDef, by_rid: dict[int, MethodDef],
                  invokers: dict[str, MethodDef], extra: list[GlobalData]
                  ) -> list[int | SymbolRef | StringRef] | None:
    """A property's row (None for one whose type reflection cannot show: a pointer); by_rid:
    ti's methods."""
    get, set_ = by_rid.get(prop.getter), by_rid.get(prop.setter)
    accessor = get or set_
    if accessor is None:
        return None
    index = list(get.sig.params if get else set_.sig.params[:-1])     # type: ignore[union-attr]
    value = get.sig.ret if get else set_.sig.params[-1]                # type: ignore[union-attr]
    if value.elem in _ADDRESSES or any(p.elem in _ADDRESSES for p in index):
        return None
    flags = _PROPERTY | (_access(get) << 8) | (_access(set_) << 11) | len(index) << 16
    if accessor.is_static:
        flags |= _STATIC
    fns: list[int | SymbolRef] = []
    slots = 0
    for shift, m, name in ((0, get, "Get"), (32, set_, "Set")):
        if m is None or index:
            fns += [0, 0]
            continue
        invoker = ts.method_instance(invokers[name], (value,))
        slots |= _dispatch(ti, m) << shift
        fns += [0 if m.is_abstract else SymbolRef(m.symbol), SymbolRef(invoker.symbol)]
    at: int | SymbolRef = 0
    if index:
        names = list(ti.types.asm.param_names(accessor.origin or accessor))
        at = _parameters(ts, f"{accessor.symbol}..index", index, names, extra)
    return [SymbolRef(ti.desc), StringRef(prop.name), flags, SymbolRef(ts.desc(value)),
            *fns, at, slots]


def _access(m: MethodDef | None) -> int:
    """An accessor's MethodAttributes access (6 public, 1 private...; 0: no accessor)."""
    return 0 if m is None else m.access


def type_objects(ts: TypeSystem) -> list[SigType]:
    """The types the program can have Type objects of (that reflection can be asked about):
    those whose tokens it loads, those it makes objects or boxes of, and all of its own if it
    asks for its assembly's (Assembly.GetTypes)."""
    return list(ts.instances.type_tokens.values()) + \
        [t for other in ts.universe for t in other.made_types()] + \
        (_program_types(ts) if ts.instances.program_types else [])


def _program_types(ts: TypeSystem) -> list[SigType]:
    """The program's types, as its TypeDef table lists them."""
    return [ts.asm.enum_type(row.name) or
            SigType(row.name, Elem.VALUETYPE if row.extends == "System.ValueType" else Elem.CLASS)
            for row in ts.asm.type_rows if row.name != "<Module>"]


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
    return [counted(LITERALS_SYMBOL, [[StringRef(text)] for text in literals])]


def counted(symbol: str, rows: list[list[int | SymbolRef | StringRef]]) -> GlobalData:
    """A runtime table: `{ int64 n; row[n]; }`, each row's fields 8 bytes."""
    init = [InitValue(0, 8, len(rows))]
    at = 8
    for row in rows:
        for value in row:
            init.append(InitValue(at, 8, value))
            at += 8
    return GlobalData(symbol, at, 8, init, constant=True)
