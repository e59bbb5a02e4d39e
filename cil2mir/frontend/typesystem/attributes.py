"""Custom attributes for reflection: what `GetCustomAttributes` and `IsDefined` make.

Mono reads a custom attribute's blob (II.23.3) when asked and runs its constructor by
reflection. Here the compiler reads it: a program that asks for custom attributes
(`MonoCustomAttrs`' internal calls, plugged in runtime/corelib/Reflection.cs) has the table
`cil2mir_attributes`, `{ int64 n; Row rows[n]; }` (runtime/cil2mir_objects.c), with for each
provider reflection can be asked about a marker row, then one row per attribute in metadata
order: its type, its constructor as a constructor row of the members' table (function,
invoker, type initialisation), its arguments and its named fields and properties (their
members' rows and values), so that the runtime makes it as `new` would.

Providers: the types the program can have Type objects of, their bases, and the attribute
types of their attributes (whose own AttributeUsage the framework's code reads), by
descriptor; the members the members' table lists, by row. A provider not listed (a
parameter, an assembly) raises NotSupportedException at run time rather than answer none.
An attribute that cannot be made here (an argument of a generic instance's type, a
constructor not found) is a row whose making raises NotSupportedException with the reason.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass

from cil2mir.errors import CompileError
from cil2mir.frontend import metadata as md
from cil2mir.frontend.assembly import MethodDef, TypeDefRow
from cil2mir.frontend.ir import GlobalData, InitValue, StringRef, SymbolRef
from cil2mir.frontend.signatures import MEM, PRIMITIVE_NAMES, SIMPLE_TYPES, STRING_ARRAY, Elem, SigType
from cil2mir.frontend.typesystem.runtime_tables import (constructor_row, counted, field_row, property_row,
                                                         type_objects)
from cil2mir.frontend.typesystem.types import BUILTIN_CLASSES, HEADER, TypeInfo, TypeSystem, sig_key

ATTRIBUTES_SYMBOL = "cil2mir_attributes"
# a provider's kind (Cil2Mir.Attributes in runtime/corelib/Reflection.cs)
TYPE_PROVIDER, MEMBER_PROVIDER = 1, 2
# an argument's kind: null, an object (a box or a string), a Type (by descriptor), an array
_NULL, _OBJECT, _TYPE, _ARRAY = 0, 1, 2, 3
# the primitives an argument may be, by their size in the blob (an enum: its underlying one's)
_SIZES = {e: MEM[e].size for e in (Elem.BOOL, Elem.CHAR, Elem.I1, Elem.U1, Elem.I2, Elem.U2,
                                   Elem.I4, Elem.U4, Elem.I8, Elem.U8, Elem.R4, Elem.R8)}
_SYSTEM_TYPE = SigType("System.Type", Elem.CLASS)
_OBJECT_SIG = SigType(Elem.OBJECT.value, Elem.OBJECT)


class _Unsupported(Exception):
    """An attribute this table cannot hold: why."""


@dataclass(frozen=True)
class _Value:
    kind: int
    type: SigType | None = None     # a box's or a Type's type, an array's element type
    data: object = None             # a box's bytes, a string, an array's _Values


class _Blob:
    def __init__(self, data: bytes) -> None:
        self.data, self.at = data, 0

    def take(self, n: int) -> bytes:
        if self.at + n > len(self.data):
            raise _Unsupported("its value blob ends early")
        self.at += n
        return self.data[self.at - n:self.at]

    def u8(self) -> int:
        return self.take(1)[0]

    def u16(self) -> int:
        return struct.unpack("<H", self.take(2))[0]

    def u32(self) -> int:
        return struct.unpack("<I", self.take(4))[0]

    def packed(self) -> int:
        b = self.u8()
        if b < 0x80:
            return b
        if b < 0xC0:
            return (b & 0x3F) << 8 | self.u8()
        return (b & 0x1F) << 24 | self.u8() << 16 | self.u8() << 8 | self.u8()

    def string(self) -> str | None:
        if self.at < len(self.data) and self.data[self.at] == 0xFF:
            self.at += 1
            return None
        return self.take(self.packed()).decode("utf-8", "surrogatepass")


class _Decoder:
    """A custom attribute's blob, read against its constructor's parameters."""

    def __init__(self, ts: TypeSystem, types: TypeSystem) -> None:
        self.ts, self.types = ts, types     # the program's, and the attribute's provider's

    def arguments(self, ctor: MethodDef, blob: bytes) -> tuple[list[_Value], list[tuple[bool, str, _Value]]]:
        b = _Blob(blob)
        if b.u16() != 1:
            raise _Unsupported("its value blob has no prolog")
        fixed = [self.value(b, p) for p in ctor.sig.params]
        named = []
        for _ in range(b.u16()):
            kind = b.u8()
            if kind not in (0x53, 0x54):
                raise _Unsupported(f"a named argument of kind 0x{kind:02x}")
            t = self.field_or_prop_type(b)
            name = b.string() or ""
            named.append((kind == 0x53, name, self.value(b, t)))
        return fixed, named

    def value(self, b: _Blob, t: SigType) -> _Value:
        if t.elem in _SIZES:
            return _Value(_OBJECT, t, b.take(_SIZES[t.elem]))      # (an enum: its underlying size)
        if t.elem is Elem.STRING:
            text = b.string()
            return _Value(_NULL) if text is None else _Value(_OBJECT, t, text)
        if t.elem is Elem.OBJECT:
            return self.value(b, self.field_or_prop_type(b))
        if t.elem is Elem.CLASS and t.name == "System.Type":
            name = b.string()
            return _Value(_NULL) if name is None else _Value(_TYPE, self.type_named(name))
        if t.elem in (Elem.ARRAY, Elem.STRING_ARRAY):
            element = t.pointee if t.elem is Elem.ARRAY else SIMPLE_TYPES[0x0E]
            n = b.u32()
            if n == 0xFFFFFFFF:
                return _Value(_NULL)
            return _Value(_ARRAY, element, [self.value(b, element) for _ in range(n)])
        raise _Unsupported(f"an argument of type {t.name}")

    def field_or_prop_type(self, b: _Blob) -> SigType:
        code = b.u8()
        if 0x02 <= code <= 0x0E:
            return SIMPLE_TYPES[code]
        if code == 0x1D:
            element = self.field_or_prop_type(b)
            return STRING_ARRAY if element.elem is Elem.STRING else SigType(f"{element.name}[]", Elem.ARRAY, element)
        if code == 0x50:
            return _SYSTEM_TYPE
        if code == 0x51:
            return _OBJECT_SIG
        if code == 0x55:
            t = self.type_named(b.string() or "")
            if not t.enum:
                raise _Unsupported(f"{t.name} is not an enum")
            return t
        raise _Unsupported(f"an argument type code 0x{code:02x}")

    def type_named(self, text: str) -> SigType:
        """The type an attribute names (`Ns.Outer+Inner, Assembly, Version=...`)."""
        name = text.split(",", 1)[0].strip()
        if any(c in name for c in "[*&"):
            raise _Unsupported(f"the type {name} (arrays, pointers and generic instances are not supported)")
        name = name.replace("+", "/")
        elem = PRIMITIVE_NAMES.get(name)
        if elem is not None:
            return SigType(elem.value, elem)
        if name == "System.Object":
            return _OBJECT_SIG
        if name == "System.String":
            return SIMPLE_TYPES[0x0E]
        enum = self.types.asm.named_type(name, False)        # (any assembly's enum)
        if enum.enum:
            return enum
        try:
            return self.ts.declared(name).sig
        except CompileError:
            raise _Unsupported(f"the type {name} is not found") from None


def attribute_table(ts: TypeSystem, members: dict[int, tuple[TypeSystem, int, int]]) -> list[GlobalData]:
    """The attributes' table and what its rows point to, if the program asks for custom
    attributes (ts: the program's TypeSystem): for the types it can have Type objects of,
    their bases and attribute types, and the members of the members' table (`members`: its
    row -> the TypeSystem declaring the member, its metadata table and rid)."""
    if not ts.instances.attributes:
        return []
    extra: list[GlobalData] = []
    rows: list[list[int | SymbolRef | StringRef]] = []
    listed: set[str] = set()
    work: list[_Declared] = []

    def list_type(t: SigType) -> None:
        """List t as a provider (once), if reflection can show its attributes."""
        found = _declaration(ts, t)
        if found is not None and found[0] not in listed:
            listed.add(found[0])
            work.append(found)

    def drain() -> None:
        while work:
            desc, types, row, base, interfaces = work.pop()
            provider = SymbolRef(desc)
            rows.append([TYPE_PROVIDER, provider, 0, row.flags] + [0] * 12)
            rows.extend([_row(ts, types, TYPE_PROVIDER, provider, token, blob, list_type, extra, len(rows) + i)
                         for i, (token, blob) in enumerate(types.asm.custom_attributes(md.TYPEDEF, row.rid))])
            if base is not None:
                list_type(base)
            if ts.instances.interfaces:     # (GetInterfaces gives Type objects of them)
                for i in interfaces:
                    if not i.is_open:
                        list_type(i)

    for t in type_objects(ts):
        list_type(t)
        drain()
    for row, (types, table, rid) in sorted(members.items()):
        rows.append([MEMBER_PROVIDER, row] + [0] * 14)
        rows.extend([_row(ts, types, MEMBER_PROVIDER, row, token, blob, list_type, extra, len(rows) + i)
                     for i, (token, blob) in enumerate(types.asm.custom_attributes(table, rid))])
        drain()
    return [counted(ATTRIBUTES_SYMBOL, rows), *extra]


# The classes the runtime has descriptors of its own for (the base classes and String), and
# their bases
_BUILTIN_BASES = {"System.Object": None, "System.ValueType": _OBJECT_SIG,
                  "System.Enum": SigType("System.ValueType", Elem.CLASS), "System.String": _OBJECT_SIG}
_BUILTIN_NAMES = {Elem.OBJECT: "System.Object", Elem.STRING: "System.String"}


# a provider type: its descriptor, the TypeSystem and TypeDef row declaring it, its base type
# and the interfaces it names
_Declared = tuple[str, TypeSystem, TypeDefRow, SigType | None, list[SigType]]


def _declaration(ts: TypeSystem, t: SigType) -> _Declared | None:
    """Where a type's attributes are read: its descriptor, the TypeSystem and TypeDef row
    declaring it, its base type and the interfaces it names; None for a type reflection
    shows none of here (arrays, pointers). Object, ValueType, Enum and String are read from
    mscorlib (the plugs stand for them in code, not in their metadata); enums have no
    TypeInfo."""
    name = _BUILTIN_NAMES.get(t.elem, t.name)
    try:
        if name in _BUILTIN_BASES:
            found = _mscorlib_row(ts, name)
            if found is None:
                return None
            mscorlib, row = found
            return ts.desc(t), mscorlib, row, _BUILTIN_BASES[name], list(row.interface_sigs)
        if t.enum:
            types = next(o for o in ts.universe if t.name in o.asm._enums)
            row = next(r for r in types.asm.type_rows if r.name == t.name)
            return ts.desc(t), types, row, SigType("System.Enum", Elem.CLASS), []
        if t.elem in _SIZES:
            desc = ts.desc(SigType(t.elem.value, t.elem))
            t = SigType(next(n for n, e in PRIMITIVE_NAMES.items() if e is t.elem), Elem.VALUETYPE)
        elif t.elem in (Elem.CLASS, Elem.VALUETYPE) and t.name not in BUILTIN_CLASSES:
            desc = ts.desc(t)
        else:
            return None
        ti = ts.declared(t)
    except CompileError:
        return None
    if ti.is_generic_def:       # (typeof(Box<>)): its base if that is closed (not Base<T>)
        extends = ti.row.extends_sig
        return desc, ti.types, ti.row, extends if extends is not None and not extends.is_open \
            else None, []
    base = ti.base.sig if ti.base is not None else None if ti.kind == "interface" else \
        SigType("System.ValueType", Elem.CLASS) if ti.is_struct else _OBJECT_SIG
    # a type the corelib declares (a plug) has mscorlib's attributes and TypeAttributes
    found = _mscorlib_row(ts, ti.row.name) if ti.types is ts.corelib else None
    types, row = found if found is not None else (ti.types, ti.row)
    return desc, types, row, base, list(ti.iface_sigs)


def _mscorlib_row(ts: TypeSystem, name: str) -> tuple[TypeSystem, TypeDefRow] | None:
    """mscorlib's TypeSystem and its TypeDef row of `name`, if it has one."""
    for o in ts.universe:
        if o.asm.name == "mscorlib.dll":
            row = next((r for r in o.asm.type_rows if r.name == name), None)
            if row is not None:
                return o, row
    return None


def _row(ts: TypeSystem, types: TypeSystem, kind: int, provider: int | SymbolRef, token: int, blob: bytes,
         list_type, extra: list[GlobalData], n: int) -> list[int | SymbolRef | StringRef]:
    """An attribute's row: provider kind and key, the attribute's type, its arguments, its
    named arguments, why it cannot be made (or 0), and its constructor's row."""
    attribute: int | SymbolRef = 0
    try:
        ctor, owner = _constructor(types, token)
        attribute = SymbolRef(ts.desc(owner.sig))
        list_type(owner.sig)                # (its AttributeUsage)
        fixed, named = _Decoder(ts, types).arguments(ctor, blob)
        made = constructor_row(ts, owner, ctor, extra)
        if made is None:
            raise _Unsupported(f"its constructor {ctor.full_name}")
        args = _values(ts, f"{ATTRIBUTES_SYMBOL}.{n}.args", fixed, extra)
        targets = [[*_named_row(ts, owner, is_field, name, extra), *_value(ts, f"{ATTRIBUTES_SYMBOL}.{n}.{name}", value, extra)]
                   for is_field, name, value in named]
        extra.append(counted(f"{ATTRIBUTES_SYMBOL}.{n}.named", targets))
        return [kind, provider, attribute, args, SymbolRef(f"{ATTRIBUTES_SYMBOL}.{n}.named"), 0, *made]
    except (_Unsupported, CompileError) as e:
        why = e.message if isinstance(e, CompileError) else str(e)
        return [kind, provider, attribute, 0, 0, StringRef(f"cil2mir: a custom attribute cannot be made ({why}).")] + [0] * 10


def _constructor(types: TypeSystem, token: int) -> tuple[MethodDef, TypeInfo]:
    """An attribute's constructor, from its token in `types`' assembly, and its type."""
    asm = types.asm
    if token >> 24 == md.METHODDEF:
        m = asm.method_def(token)
        return m, types.owner(m)
    ref = asm.member_ref(token)
    owner = types.info(ref.parent or ref.type_name)
    want = f"{ref.sig.ret.name}({ref.sig.param_list()})"
    for m in owner.methods:
        if m.name == ".ctor" and not m.is_static and sig_key(m.origin or m) == want:
            return m, owner
    raise _Unsupported(f"no constructor {ref.key}")


def _named_row(ts: TypeSystem, owner: TypeInfo, is_field: bool, name: str, extra: list[GlobalData]) -> list:
    """The members' table row of the field or property a named argument sets (the attribute
    type's or a base's)."""
    ti: TypeInfo | None = owner
    while ti is not None:
        if is_field:
            f = next((f for f in ti.instance_fields if f.name == name), None)
            row = field_row(ti, f, extra) if f is not None else None
        else:
            prop = next((p for p in ti.types.asm.properties.get(ti.row.rid, []) if p.name == name), None)
            row = property_row(ts, ti, prop, extra) if prop is not None else None
        if row is not None:
            return row
        ti = ti.base
    raise _Unsupported(f"no {'field' if is_field else 'property'} {name} in {owner.name}")


def _values(ts: TypeSystem, symbol: str, values: list[_Value], extra: list[GlobalData]) -> SymbolRef:
    extra.append(counted(symbol, [_value(ts, f"{symbol}.{i}", v, extra) for i, v in enumerate(values)]))
    return SymbolRef(symbol)


def _value(ts: TypeSystem, symbol: str, v: _Value, extra: list[GlobalData]) -> list[int | SymbolRef | StringRef]:
    """An argument as the runtime makes it: kind, value, and an array's type."""
    if v.kind == _NULL:
        return [_NULL, 0, 0]
    if v.kind == _TYPE:
        return [_TYPE, SymbolRef(ts.desc(v.type)), 0]
    if v.kind == _ARRAY:
        array = STRING_ARRAY if v.type.elem is Elem.STRING else SigType(f"{v.type.name}[]", Elem.ARRAY, v.type)
        return [_ARRAY, _values(ts, symbol, v.data, extra), SymbolRef(ts.desc(array))]
    if isinstance(v.data, str):
        return [_OBJECT, StringRef(v.data), 0]
    t = v.type
    desc = ts.new_desc(t) if t.enum else ts.desc(t)
    extra.append(GlobalData(symbol, HEADER + len(v.data), 8, [
        InitValue(0, 8, SymbolRef(desc)), *(InitValue(HEADER + i, 1, b) for i, b in enumerate(v.data))],
        constant=True))
    return [_OBJECT, SymbolRef(symbol), 0]
