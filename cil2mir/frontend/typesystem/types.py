"""The type system: the assembly's classes, structs and
interfaces, their layouts, vtables, interface tables, and the globals the frontend
emits for them (type descriptors, statics, static-constructor state).

Everything here follows docs/architecture.md, "The object model":

* instance layout: header (8 bytes), then the base class's fields, then the type's own
  instance fields in declaration order, each at its natural alignment (8 for
  references, a struct's own alignment for an embedded struct); an object's instance
  size is rounded up to 8 and a derived class's fields start there;
* struct layout: fields in declaration order at natural alignment, the size rounded up
  to the struct's alignment, at least 1;
* vtable: slots 0-3 are System.Object's (ToString, Equals, GetHashCode, Finalize); a
  virtual method that is `newslot` (or matches no inherited slot by name and
  signature) takes the next slot, otherwise it overrides the slot it matches;
* interface method tables: one per implemented interface (transitively), the
  interface's methods in declaration order, each the implementation found by
  MethodImpl (explicit implementation), else by name and signature, searching the
  class and then its bases; a virtual implementation is taken from the class's own
  vtable slot, so overrides in derived classes are honoured.

Symbols: `<type symbol>..type` (descriptor), `<element>..arr` (array descriptor, the
element being a type symbol or a primitive's ilasm name: `int32..arr`),
`<type symbol>..static.<field>`, `<type symbol>..init` (static constructor state,
an int32: 0 = not started). The runtime defines the descriptors of the types it
owns: `rt_Object_type`, `rt_String_type`, `rt_StringArray_type` (string[]); the
frontend emits the boxed primitives' (`System.Int32..type`, slot 0 the synthesised
`System.Int32.ToString..box`) and `System.ValueType..type`.

The C# corelib (frontend/cscorelib.py) is a second assembly with its own TypeSystem. The
user's TypeSystem is given it as `corelib`: a type name the user's assembly does not
define is looked up there, so a user class may derive from a corelib class (its layout,
vtable and interfaces continue the corelib TypeInfo's) and name corelib types in casts,
arrays and signatures. Every TypeInfo knows the TypeSystem that owns it (`types`): member
rids, MethodImpls and descriptors are per assembly, so they are always asked of the
owner (`desc` of a corelib type records it in the corelib's TypeSystem, which emits it).
"""

from __future__ import annotations

import itertools
import re
import zlib
from dataclasses import dataclass, field, replace

from cil2mir.errors import CompileError
from cil2mir.frontend import ir
from cil2mir.frontend.assembly import (CONTRAVARIANT, COVARIANT, T_METHODDEF, Assembly, FieldDef, MemberRef, MethodDef,
                                       TypeDefRow)
from cil2mir.frontend.typesystem.generics import Context, Instances, args_text, check_depth
from cil2mir.frontend.typesystem.sorting import array_sort
from cil2mir.frontend.ir import Cond, GlobalData, InitValue, Mem, Op, StringRef, SymbolRef, Ty
from cil2mir.frontend.signatures import (IR_TYPE, MEM, PRIMITIVE_NAMES, Elem, SigType,
                                         generic_instance, spelling)

_SYMBOL_BAD = re.compile(r"[^A-Za-z0-9_.]")

# System.Object's virtual methods: slot_key() by slot, and what fills them.
OBJECT_SLOTS: list[tuple[str, str, int]] = [
    ("ToString", "string()", 0), ("Equals", "bool(object)", 1), ("GetHashCode", "int32()", 0),
    ("Finalize", "void()", 0)]
OBJECT_VTABLE: list[str | None] = ["rt_Object_ToString", "rt_Object_Equals",
                                   "rt_Object_GetHashCode", "rt_Object_Finalize"]
# Object's ToString, Equals and GetHashCode: every vtable holds them (the runtime calls them)
ALWAYS_CALLED = 3
OBJECT_DESC, STRING_DESC, STRING_ARRAY_DESC = "rt_Object_type", "rt_String_type", \
    "rt_StringArray_type"
VALUETYPE_DESC = "System.ValueType..type"
ENUM_DESC = "System.Enum..type"         # the base of boxed enums (its base is ValueType's)
# The abstract BCL classes the frontend emits descriptors for (no TypeInfo: nothing of
# theirs is compiled, they exist for casts, arrays and base chains), by full name.
ARRAY_CLASS_DESC = "System.Array..type"  # every array is one (F_ARRAY_CLASS)
BUILTIN_CLASSES: dict[str, str] = {"System.ValueType": VALUETYPE_DESC, "System.Enum": ENUM_DESC,
                                   "System.Array": ARRAY_CLASS_DESC}
# The corelib's (runtime/corelib/Interfaces.cs): what arrays implement, and how.
SZARRAY_HELPER, IENUMERABLE_T = "System.SZArrayHelper", "System.Collections.Generic.IEnumerable`1"
IENUMERABLE = "System.Collections.IEnumerable"
ARRAY_INTERFACES = tuple(f"System.Collections.Generic.{i}`1" for i in (
    "IList", "ICollection", "IEnumerable", "IReadOnlyList", "IReadOnlyCollection")) + (IENUMERABLE,)
# ... and strings: (interface, its type argument, the corelib's StringInterfaces method that
# implements it); the framework String's own methods implement its other interfaces.
STRING_INTERFACES = "System.StringInterfaces"
STRING_NAME = "System.String"
_STRING_INTERFACES = ((IENUMERABLE_T, Elem.CHAR, "GetEnumerator"),
                      (IENUMERABLE, None, "GetEnumerator"))
# Descriptors of the boxed primitives (emitted by the frontend when used: the runtime
# defines only Object's, String's and string[]'s). Slot 0 is `<name>.ToString..box`, a
# synthesised function calling the runtime's formatting of the boxed value.
PRIMITIVE_DESC: dict[Elem, str] = {elem: f"{name}..type" for name, elem in PRIMITIVE_NAMES.items()}
_PRIMITIVE_OF_DESC = {symbol: elem for elem, symbol in PRIMITIVE_DESC.items()}
# ilasm name of a primitive -> the BCL name (array descriptors' names: `Int32[]`).
BCL_NAME: dict[Elem, str] = {elem: name for name, elem in PRIMITIVE_NAMES.items()}

# TypeDesc field offsets (docs/architecture.md) and flags.
D_BASE, D_NAME, D_FULL_NAME, D_SIZE, D_ELEMENT, D_FLAGS, D_NIFACES, D_IFACES, D_ITABLES, \
    D_IMT, D_VTABLE = 0, 8, 16, 24, 32, 40, 44, 48, 56, 64, 72
# The interface method table (TypeDesc.imt): an interface method called through a table is
# at the entry `imt_entry` picks; a type whose entries are all empty shares the runtime's.
IMT_SIZE = 32                       # RT_IMT_SIZE
F_ARRAY, F_VALUETYPE, F_INTERFACE, F_REF_ARRAY, F_NO_REFS, F_MDARRAY = 1, 2, 4, 8, 16, 32
F_ENUM = 64               # a boxed enum's descriptor: `element` is its underlying primitive's
F_UNSIGNED = 128          # a boxed enum whose underlying type is unsigned
F_INTEGRAL = 1 << 20      # a boxed integer primitive: int[] is a uint[] (rt_is_assignable)
F_ARRAY_CLASS = 1 << 21   # System.Array: every array, of any rank, is one (rt_is_assignable)
F_TYPE_CLASS = 1 << 22    # a class or interface of System.Type: the runtime's Type objects are one
F_ARRAY_IFACE = 1 << 27   # an instance of a generic ARRAY_INTERFACES one: `element` is its argument
F_GENERIC_DEF = 1 << 28   # a generic type definition (`typeof(List<>)`): `element` is the string
                          # of its Type.ToString() (`System.Collections.Generic.List`1[T]`)
F_GENERIC_INST = 1 << 29  # a generic instance whose `element` is its `..generic` record (when the
                          # program asks for definitions or arguments: Instances.generic_types)
# A boxed primitive's kind, in flags bits 23-26 (rt's TD_KIND: Array.Copy and SetValue widen
# by it, as Mono does); the order is the runtime's too.
F_KIND_SHIFT = 23
PRIMITIVE_KINDS = {elem: k for k, elem in enumerate(
    (Elem.BOOL, Elem.CHAR, Elem.I1, Elem.U1, Elem.I2, Elem.U2, Elem.I4, Elem.U4, Elem.I8,
     Elem.U8, Elem.R4, Elem.R8), start=1)}
# The framework's classes and interfaces a Type object is an instance of (RuntimeType's bases
# and their interfaces): the runtime makes Type objects of its own descriptor, rt_RuntimeType_type
TYPE_CLASSES = frozenset({
    "System.RuntimeType", "System.Reflection.TypeInfo", "System.Type", "System.Reflection.MemberInfo",
    "System.Reflection.IReflect", "System.Reflection.ICustomAttributeProvider",
    "System.Reflection.IReflectableType", "System.Runtime.InteropServices._Type",
    "System.Runtime.Serialization.ISerializable", "System.ICloneable"})
_INTEGRAL = frozenset({Elem.I1, Elem.U1, Elem.I2, Elem.U2, Elem.I4, Elem.U4, Elem.I8, Elem.U8,
                       Elem.I, Elem.U})
VALUE_THUNK = "..vt"      # a struct's ValueType.Equals/GetHashCode: `<struct>.Equals..vt`
FIELD_F32, FIELD_F64, FIELD_REF, FIELD_STRUCT = 9, 10, 11, 12   # field map kinds
ENUM_INTERFACES = ("System.IComparable", "System.IFormattable")
ENUM_CONVERTIBLE = "System.IConvertible"
ENUM_TO_STRING, ENUM_FORMAT = "rt_Enum_ToString", "rt_Enum_Format"    # (box) and (box, format, provider)
ENUM_COMPARE_TO = "rt_Enum_CompareTo"
UNSIGNED = frozenset({Elem.BOOL, Elem.CHAR, Elem.U1, Elem.U2, Elem.U4, Elem.U8, Elem.U})
F_RANK_SHIFT = 8          # multi-dimensional arrays: flags = 32 | rank << 8 (| 8)
HEADER = 8
MSCORLIB = "mscorlib, Version=4.0.0.0, Culture=neutral, PublicKeyToken=b77a5c561934e089"
STRING_SIZE = 12          # sizeof(String) in the runtime: the header and the length
ARRAY_LENGTH, ARRAY_DATA = 8, 16
STRING_LENGTH, STRING_CHARS = 8, 12
MDARRAY_LENGTHS = 16      # T[,]: int64 lengths[rank] at 16, elements at 16 + 8 * rank


def is_mdarray(t: SigType) -> bool:
    """Whether arrays of type t have the multi-dimensional layout. A rank-1 general array
    (`T[0...]`, .NET's `T[*]`) has T[]'s, as in Mono, where either is an instance of the
    other (isinst, castclass) and ldelem/ldlen work on both; only its name differs."""
    return t.elem is Elem.MDARRAY and t.rank >= 2


def mdarray_data(rank: int) -> int:
    """Offset of the first element of a multi-dimensional array."""
    return MDARRAY_LENGTHS + 8 * rank


def sig_key(m: MethodDef) -> str:
    """How overriding and interface implementation match signatures: `ret(params)`."""
    return f"{m.sig.ret.name}({m.sig.param_list()})"


def slot_call_key(ti: TypeInfo, slot: int) -> tuple[str, tuple[str, ...], int]:
    """What Instances.slot_calls records of a virtual call through vtable slot `slot` of a
    ti: the slot and the topmost class that has it, which the receivers that can run the
    call share (its type arguments as iface_call_key tells them apart: a call of
    Comparer<int>.Compare does not make Comparer<string>'s overrides run)."""
    while ti.base is not None and slot < len(ti.base.vtable):
        ti = ti.base
    return ti.row.name, tuple(_call_arg(a) for a in ti.args), slot


def imt_entry(iface: str, index: int) -> int:
    """The entry of an interface method table that method `index` of the interface whose
    descriptor is `iface` has: a hash of both, the same in every program, so that a call
    site's code does not depend on the program (the back end's cache)."""
    return zlib.crc32(f"{iface}:{index}".encode()) % IMT_SIZE


def iface_call_key(iface: TypeInfo, index: int) -> tuple[str, tuple[str, ...], int]:
    """What Instances.iface_calls records of an interface method called: its interface's
    generic definition, its type arguments as far as a call can tell them apart, and its
    index there. A call may run another instance's table: by variance (IEnumerable<object>
    on a string[]) or by the arrays' rules (IList<int> on a uint[] or on an enum's array,
    rt_is_assignable), both of which relate only reference types, or integers (enums by
    their underlying type) of one size; so a reference argument is any reference, an
    integer its size. ICollection<int>.Contains called does not make every array's
    ICollection<T>.Contains run."""
    return iface.row.name, tuple(_call_arg(a) for a in iface.args), index


def _call_arg(t: SigType) -> str:
    """A type argument, as iface_call_key tells instances apart."""
    if IR_TYPE.get(t.elem) is Ty.REF:                                # type: ignore[arg-type]
        return "ref"
    if t.elem in _INTEGRAL or t.elem in (Elem.BOOL, Elem.CHAR):
        return f"int{MEM[t.elem].size}"                              # type: ignore[index]
    return spelling(t)


def slot_key(m: MethodDef) -> tuple[str, str, int]:
    """A vtable slot's key: the signature overrides match, then the arity calls match."""
    return m.name, sig_key(m), len(m.sig.params)


def array_dims(t: SigType) -> str:
    """How an array type's name ends: `[]`, `[,]`, and `[*]` for a rank-1 general array."""
    if t.elem is not Elem.MDARRAY:
        return "[]"
    return "[*]" if t.rank == 1 else f"[{',' * (t.rank - 1)}]"


def sanitize(text: str) -> str:
    return _SYMBOL_BAD.sub("_", text)


@dataclass(eq=False)
class TypeInfo:
    row: TypeDefRow
    kind: str                                   # "class", "struct" or "interface"
    symbol: str
    base: "TypeInfo | None" = None              # None: System.Object (or ValueType) / interface
    instance_fields: list[FieldDef] = field(default_factory=list)   # own, declaration order
    static_fields: list[FieldDef] = field(default_factory=list)
    methods: list[MethodDef] = field(default_factory=list)
    cctor: MethodDef | None = None
    # computed by TypeSystem._complete
    size: int = 0           # classes: instance size incl. header; structs: the value's size
    align: int = 1
    offsets: dict[int, int] = field(default_factory=dict)   # field rid -> offset
    vtable: list[str | None] = field(default_factory=list)
    slot_keys: list[tuple[str, str, int]] = field(default_factory=list)
    slots: dict[int, int] = field(default_factory=dict)     # method rid -> vtable slot
    interfaces: list["TypeInfo"] = field(default_factory=list)  # transitive
    state: int = 0          # 0 new, 1 being completed, 2 done
    types: "TypeSystem | None" = field(default=None, repr=False)  # the owner (set by it)
    # the base type and the directly implemented interfaces (substituted in an instance)
    extends: SigType | None = None
    iface_sigs: list[SigType] = field(default_factory=list)
    # a generic instance: its closed name (`Ns.Stack`1<int32>`) and type arguments
    closed: str = ""
    args: tuple[SigType, ...] = ()
    # own instance methods by (name, sig_key), the first of each: see instance_method
    _by_sig_key: dict[tuple[str, str], MethodDef] | None = field(default=None, repr=False)

    def instance_method(self, name: str, key: str) -> MethodDef | None:
        """The first of its own non-static methods called `name` whose sig_key is `key`.
        By an index made on first use (the methods are all known by then): interface
        tables ask this for each method of each interface of each class, a scan of the
        class's methods each time (0.2 s of framework_linq's frontend)."""
        index = self._by_sig_key
        if index is None:
            index = self._by_sig_key = {}
            for m in self.methods:
                if not m.is_static:
                    index.setdefault((m.name, sig_key(m)), m)
        return index.get((name, key))

    @property
    def name(self) -> str:
        return self.closed or self.row.name

    @property
    def sig(self) -> SigType:
        """The type as a signature type (what descriptors and layouts are asked with)."""
        elem = Elem.VALUETYPE if self.is_struct else Elem.CLASS
        if self.args:
            asm = self.types.asm if self.types is not None else None
            return generic_instance(self.row.name, elem is Elem.CLASS, self.args, asm,
                                    asm.qualifier(self.row.name) if asm is not None else "")
        return SigType(self.name, elem)

    @property
    def is_generic_def(self) -> bool:
        return self.row.generic_params > 0 and not self.args

    @property
    def is_struct(self) -> bool:
        return self.kind == "struct"

    @property
    def precise_cctor(self) -> bool:
        """An explicit .cctor without beforefieldinit: run exactly at the first access."""
        return self.cctor is not None and not self.row.beforefieldinit

    @property
    def desc(self) -> str:
        return f"{self.symbol}..type"

    @property
    def init_symbol(self) -> str:
        return f"{self.symbol}..init"


class TypeSystem:
    def __init__(self, asm: Assembly, corelib: "TypeSystem | None" = None,
                 replaced: frozenset[str] = frozenset(), program: bool = False) -> None:
        self.asm = asm
        self.program = program      # the program's own code (not the framework's or a plug's)
        self.corelib = corelib      # where names this assembly does not define are found
        # every TypeSystem of the program, this one first, sharing one symbol registry:
        # a name is looked up in each in turn, and a generic instance lives in the
        # TypeSystem of its definition, whatever its arguments
        self.universe: list[TypeSystem] = [self]
        self.instances = corelib.instances if corelib is not None else Instances()
        if corelib is not None:
            for ts in list(corelib.universe):
                self.universe.append(ts)
                ts.universe.append(self)
        self.types: dict[str, TypeInfo] = {}
        self.by_rid: dict[int, TypeInfo] = {}
        self.by_symbol: dict[str, MethodDef] = {}  # every method, instances too
        for row in asm.type_rows:
            if row.extends == "System.Enum" or row.name in replaced:
                continue        # (a framework type the plugs or the runtime replace)
            kind = "interface" if row.is_interface else \
                "struct" if row.extends == "System.ValueType" and row.name != "System.Enum" \
                else "class"            # (System.Enum is a reference type, like ValueType)
            ti = TypeInfo(row, kind, sanitize(row.name.replace("/", ".")), types=self,
                          extends=row.extends_sig, iface_sigs=row.interface_sigs)
            if not ti.symbol[:1].isalpha() and not ti.symbol.startswith("_"):
                ti.symbol = "_" + ti.symbol
            if program and ti.symbol in self.instances.taken:
                # another of the program's assemblies has a type of this name (each may
                # have its own internal `Foo`): a descriptor and statics of its own
                ti.symbol = self.instances.symbol(ti.symbol)
            self.instances.reserve(ti.symbol)
            for f in row.fields:
                fd = asm.fields[f - 1]
                if fd.is_literal:
                    continue
                (ti.static_fields if fd.is_static else ti.instance_fields).append(fd)
            for m in row.methods:
                md = asm.methods[m - 1]
                if md.symbol in self.instances.taken:   # (symbols are unique per assembly)
                    md.symbol = self.instances.symbol(md.symbol)
                self.instances.reserve(md.symbol)
                self.by_symbol[md.symbol] = md
                ti.methods.append(md)
                if md.name == ".cctor" and md.is_static:
                    ti.cctor = md
            self.types[row.name] = ti
            self.by_rid[row.rid] = ti
        # explicit implementations: (class rid, declaration MethodDef rid) -> body rid, and
        # by class rid the (body rid, declaration) of those declared by MemberRefs
        self.impls: dict[tuple[int, int], int] = {}
        self.impl_refs: dict[int, list[tuple[int, MemberRef]]] = {}
        for c, body, decl in asm.method_impls:
            if decl >> 24 != T_METHODDEF:
                self.impl_refs.setdefault(c, []).append((body, asm.member_ref(decl)))
                continue
            d = asm.method_def(decl)
            if d.type_name in self.types:
                self.impls[c, decl & 0xFFFFFF] = body
            else:           # an interface the plugs replace: by name, like another assembly's
                self.impl_refs.setdefault(c, []).append(
                    (body, MemberRef(d.type_name, d.name, d.sig)))
        # impl_refs by class rid and then by (name, sig_key) of the declaration: _impl_ref
        self._impl_refs_by_key: dict[int, dict[tuple[str, str], list[tuple[int, MemberRef]]]] = {}
        self._used: dict[str, None] = {}        # descriptors asked for, in first-use order
        # _used_variant_types: how much of _used is scanned, and its variant generic types
        self._variant_scan: tuple[int, list[TypeInfo]] = (0, [])
        # _used_variant_types' interfaces by their generic row: (how many types it had, index)
        self._variant_interfaces: tuple[int, dict[int, list[tuple[int, TypeInfo]]]] = (-1, {})
        # ... of the classes and structs that objects (boxes) are made of: only theirs get
        # vtables and interface tables (the others are for casts), so only the methods of
        # types the program instantiates are compiled for their slots
        self._allocated: set[str] = set()
        self._statics: dict[str, GlobalData] = {}
        self.field_data: dict[str, GlobalData] = {}     # RVA fields' and resources' bytes, by symbol
        self.field_data_size: dict[str, int] = {}
        self.thunks: dict[str, MethodDef] = {}  # unboxing thunk symbol -> struct method
        self._arrays: dict[str, SigType] = {}
        self._pointers: dict[str, SigType] = {}
        self.box_thunks: dict[str, Elem] = {}   # boxed primitive ToString -> the primitive
        self._enum_symbols: dict[str, str] = {}     # enum name -> descriptor symbol
        self._field_maps: dict[str, GlobalData] = {}  # `<struct>..fields` (_field_map)
        self._definitions: dict[str, TypeInfo] = {}   # `<type>..def` -> a generic definition
        self._generic_records: dict[str, GlobalData] = {}  # `<desc>..generic` (_generic_record)
        # `<struct>.Equals..vt` / `.GetHashCode..vt` -> the struct's field map
        self.value_thunks: dict[str, str] = {}
        self._enums_by_desc: dict[str, SigType] = {}
        self._enum_names: dict[str, GlobalData] = {}  # `<desc>..names`: _enum_table
        self._by_desc = {ti.desc: ti for ti in self.types.values()}
        self._gvm_tables: dict[str, MethodDef] = {}     # `<instance>..gvm` -> the instance

    # ---- types ------------------------------------------------------------------------

    def knows(self, t: str | SigType) -> bool:
        """Whether t is a type of a program's assembly (a generic instance: whether its
        definition is)."""
        if isinstance(t, SigType):
            t = t.generic or t.name
        return any(t in ts.types for ts in self.universe) or self.instances.load_type(t)

    def info(self, t: str | SigType) -> TypeInfo:
        """The completed TypeInfo of a type, by name or signature type (a generic instance
        is made on first use, in the TypeSystem of its definition)."""
        return self._completed(self.declared(t))

    def _completed(self, ti: TypeInfo) -> TypeInfo:
        if ti.is_generic_def:
            raise CompileError(f"unsupported use of the open generic type {ti.name}")
        if ti.state != 2:
            ti.types._complete(ti)                                  # type: ignore[union-attr]
        return ti

    def owner(self, m: MethodDef) -> TypeInfo:
        """The type declaring m (for an instance, the closed generic type), completed."""
        return self._completed(self.declaring(m))

    def declaring(self, m: MethodDef) -> TypeInfo:
        """The type declaring m, not completed: the one of m's own assembly when several
        assemblies have a type of that name (mscorlib, System and System.Core each have an
        internal `SR`, and mscorlib and System.Core a ``LargeArrayBuilder`1``, so two
        instances of one closed name; System.Core calls mscorlib's `SR` through a
        MemberRef). A type by name would compile m in another assembly's unit, decoding its
        body from that assembly's file. A method no assembly's rows hold (a synthesised
        one) is its type's by name."""
        base = m.origin or m
        found = None
        for ts in self.universe:
            ti = ts.types.get(m.type_name)
            if ti is not None:
                rows = ts.asm.methods
                if 0 < base.rid <= len(rows) and rows[base.rid - 1] is base:
                    return ti
                if found is None:
                    found = ti
        return found if found is not None else self.declared(m.type_name)

    def declared(self, t: str | SigType) -> TypeInfo:
        """The TypeInfo of a type of the program (a generic instance is made), not
        completed: what its rows say (kind, members, static constructor, symbol) is known
        even when its layout fails, so its static members stay usable and only the uses of
        its layout fail (--keep-going)."""
        if isinstance(t, SigType):
            if t.args:
                return self._made(t)
            if t.scope is not None:
                ts = self._scoped(t.scope, t.name) if isinstance(t.scope, str) else next(
                    (ts for ts in self.universe if ts.asm is t.scope and t.name in ts.types), None)
                if ts is not None:
                    return ts.types[t.name]
            t = t.name
        for ts in self.universe:
            ti = ts.types.get(t)
            if ti is not None:
                return ti
        if self.instances.load_type(t):
            return self.declared(t)
        raise CompileError(f"unsupported type {t}", note=self.unknown_note(t))

    def unknown_note(self, name: str) -> str | None:
        """The note of an error about a type no assembly of the program defines: that its
        assembly is missing, when a TypeRef says it is in one not found (else None)."""
        return self.instances.missing.get(name)

    # ---- generic instances (typesystem/generics.py) ------------------------------------

    def _made(self, t: SigType) -> TypeInfo:
        """The TypeInfo of the closed generic type t, made on first use (in the TypeSystem
        of its definition), maybe not completed. A t read from a TypeDef is the instance of
        its own assembly's definition (SigType.scope); another is found by name."""
        ts = self._scoped(t.scope, t.generic) if isinstance(t.scope, str) else \
            next((ts for ts in self.universe if ts.asm is t.scope and t.generic in ts.types),
                 None) if t.scope is not None else None
        if ts is not None:
            made = ts.types.get(t.name)
            if made is not None:
                return made
            gen = ts.types[t.generic]
        else:
            for ts in self.universe:
                ti = ts.types.get(t.name)
                if ti is not None:
                    return ti
            for ts in self.universe:
                gen = ts.types.get(t.generic)
                if gen is not None:
                    break
            else:
                if self.instances.load_type(t.generic):
                    return self._made(t)
                raise CompileError(f"unsupported type {t.name}", note=self.unknown_note(t.generic))
        if len(t.args) != gen.row.generic_params or any(a.is_open for a in t.args):
            raise CompileError(f"bad generic instance {t.name}")
        check_depth(t)
        return ts._instantiate(gen, t)

    def _scoped(self, assembly: str, generic: str) -> "TypeSystem | None":
        """The TypeSystem of the program's assembly `assembly` (a TypeRef's scope) if it
        defines `generic` (loaded now if it is one of the program's libraries), else None:
        then the name decides, as for the framework's types, which the plugs may replace."""
        for attempt in range(2):
            for ts in self.universe:
                if ts.program and ts.asm.assembly_name == assembly and generic in ts.types:
                    return ts
            if attempt or not self.instances.load_assembly(assembly):
                return None
        return None

    def _instantiate(self, gen: TypeInfo, t: SigType) -> TypeInfo:
        ctx = Context(t.args, None)
        ti = TypeInfo(gen.row, gen.kind, self.instances.symbol(t.name.replace("/", ".")),
                      types=self, closed=t.name, args=t.args,
                      extends=ctx.type(gen.extends) if gen.extends is not None else None,
                      iface_sigs=[ctx.type(i) for i in gen.iface_sigs])
        ti.instance_fields = [replace(f, sig=ctx.type(f.sig), owner=t.name)
                              for f in gen.instance_fields]
        ti.static_fields = [replace(f, sig=ctx.type(f.sig), owner=t.name)
                            for f in gen.static_fields]
        for m in gen.methods:
            inst = replace(m, type_name=t.name, sig=ctx.sig(m.sig), type_args=t.args,
                           origin=m, symbol=self.instances.symbol(f"{ti.symbol}.{m.tail}"))
            ti.methods.append(inst)
            self.by_symbol[inst.symbol] = inst
            if m is gen.cctor:
                ti.cctor = inst
        self.types[t.name] = ti
        self._by_desc[ti.desc] = ti
        return ti

    def method_instance(self, m: MethodDef, method_args: tuple[SigType, ...]) -> MethodDef:
        """The instance of the generic method m (maybe of a generic type's instance)."""
        if len(method_args) != m.sig.generic_params or any(a.is_open for a in method_args):
            raise CompileError(f"bad instantiation {args_text(method_args)} of {m.full_name}")
        key = (m.symbol, args_text(method_args))
        inst = self.instances.methods.get(key)
        if inst is None:
            for a in method_args:
                check_depth(a, (m.origin or m).il_name)
            origin = m.origin or m
            ctx = Context(m.type_args, method_args)
            inst = replace(m, sig=ctx.sig(origin.sig), method_args=method_args, origin=origin,
                           symbol=self.instances.symbol(m.symbol + args_text(method_args)))
            self.instances.methods[key] = inst
            self.declaring(m).types.by_symbol[inst.symbol] = inst  # type: ignore[union-attr]
        return inst

    def _complete(self, ti: TypeInfo) -> None:
        if ti.state == 1:
            raise CompileError(f"type {ti.name} contains or derives from itself")
        ti.state = 1
        try:
            ext = ti.extends
            if ext is not None and ext.name not in ("System.Object", "System.ValueType"):
                if not self.knows(ext):
                    raise CompileError(f"unsupported base type {ext.name} of {ti.name}",
                                       note=self.unknown_note(ext.generic or ext.name))
                ti.base = self.info(ext)
                if ti.base.kind != "class":
                    raise CompileError(f"unsupported base type {ext.name} of {ti.name}")
            if ti.kind == "interface":    # static members are a class's; instance ones abstract
                for m in ti.methods:
                    if not m.is_static and not m.is_abstract:
                        raise CompileError(f"unsupported interface member {m.full_name} "
                                           "(an instance method with a body)")
            self._layout(ti)
            if ti.kind != "interface":
                self._vtable(ti)
            ti.interfaces = self._all_interfaces(ti)
            if ti.kind != "interface" and not ti.row.is_abstract:
                for iface in ti.interfaces:     # fails here, where the type is used
                    self.itable(ti, iface)
        except Exception:
            ti.state = 0        # not completed: the next use meets (and reports) the same cause
            raise
        ti.state = 2

    def _layout(self, ti: TypeInfo) -> None:
        """Field offsets, size and alignment: sequential with natural alignment, capped by
        the type's packing, or at the offsets an explicit layout gives; at least the
        ClassLayout's size (Mono's NumberBuffer is a fixed buffer of that size and no
        fields), rounded to the alignment as Mono does."""
        if ti.kind == "interface":
            return
        row = ti.row
        start = 0 if ti.is_struct else (ti.base.size if ti.base else HEADER)
        offset, align = start, 1 if ti.is_struct else 8
        end = start
        for f in ti.instance_fields:
            size, falign = self._field_size(ti, f)
            if row.packing:
                falign = min(falign, row.packing)
            if row.explicit_layout:
                if f.offset is None:
                    raise CompileError(f"field {ti.name}::{f.name} of a type with explicit "
                                       f"layout has no offset")
                offset = start + f.offset
            else:
                offset = (offset + falign - 1) // falign * falign
            ti.offsets[f.rid] = offset
            offset += size
            end = max(end, offset)
            align = max(align, falign)
        end = max(end, start + row.class_size)
        if ti.is_struct:
            if not (row.explicit_layout and row.class_size):    # (Mono keeps that size)
                end = (end + align - 1) // align * align
            ti.size, ti.align = max(1, end), align
        else:
            ti.size, ti.align = (end + 7) // 8 * 8, 8

    def _vtable(self, ti: TypeInfo) -> None:
        if ti.base is not None:
            ti.vtable, ti.slot_keys = list(ti.base.vtable), list(ti.base.slot_keys)
        else:
            ti.vtable, ti.slot_keys = list(OBJECT_VTABLE), list(OBJECT_SLOTS)
        if ti.is_struct:        # ValueType's Equals and GetHashCode: by the fields
            ti.vtable[1:3] = [f"{ti.symbol}.{m}{VALUE_THUNK}" for m in ("Equals", "GetHashCode")]
        for m in ti.methods:
            if not m.is_virtual or m.sig.generic_params:
                continue        # (generic virtual methods: dispatch tables, gvm_table)
            key = slot_key(m)
            slot = -1
            if not m.is_newslot:
                for i in range(len(ti.slot_keys) - 1, -1, -1):
                    if ti.slot_keys[i] == key:
                        slot = i
                        break
            if slot < 0:
                slot = len(ti.vtable)
                ti.vtable.append(None)
                ti.slot_keys.append(key)
            ti.slots[m.rid] = slot
            ti.vtable[slot] = self._entry(ti, m) if has_code(ti, m) else None

    def _entry(self, ti: TypeInfo, m: MethodDef) -> str:
        """What a vtable or interface table holds for `m`: its symbol, for a struct's
        method the unboxing thunk (the table is called with the box, the method wants
        the value's address); a plugged method's plug."""
        if ti.is_struct:
            return self.unboxing_thunk(m)
        plug = self.instances.member_plug(m)
        return plug.symbol if plug is not None else m.symbol

    def unboxing_thunk(self, m: MethodDef) -> str:
        """`<method>..unbox`, the struct method `m` called with a box (a vtable entry, or a
        delegate's method, whose target is the boxed value)."""
        thunk = f"{m.symbol}..unbox"
        self.thunks[thunk] = m
        return thunk

    def _all_interfaces(self, ti: TypeInfo) -> list[TypeInfo]:
        seen: dict[str, TypeInfo] = {}
        if ti.base is not None:
            for i in ti.base.interfaces:
                seen[i.name] = i
        for sig in ti.iface_sigs:
            if not self.knows(sig):
                continue        # a BCL interface the corelib lacks: calls through it fail
            iface = self.info(sig)
            if iface.kind != "interface":
                raise CompileError(f"{ti.name} implements {sig.name}, which is not an interface")
            seen.setdefault(iface.name, iface)
            for i in iface.interfaces:
                seen.setdefault(i.name, i)
        return list(seen.values())

    @staticmethod
    def _declared(ti: TypeInfo) -> list[TypeInfo]:
        """The interfaces ti's own InterfaceImpl rows name, with their base interfaces."""
        ts = ti.types
        assert ts is not None
        out: list[TypeInfo] = []
        for sig in ti.iface_sigs:
            if ts.knows(sig):
                iface = ts.info(sig)
                out += [iface, *iface.interfaces]
        return out

    def slot(self, m: MethodDef) -> int:
        return self.owner(m).slots[m.rid]

    def note_virtual_call(self, m: MethodDef) -> None:
        """Records that the virtual method m is called through the vtables: only the slots
        called hold their overrides (Object's three are always called, by the runtime too)."""
        owner = self.owner(m)
        slot = owner.slots.get(m.rid)
        if slot is not None and owner.kind != "interface":
            self.instances.slot_calls.add(slot_call_key(owner, slot))

    def note_iface_call(self, m: MethodDef) -> int:
        """Records that interface method m is called through the tables (only the
        implementations of called interface methods are compiled); its index there."""
        owner = self.owner(m)
        index = [x.rid for x in owner.methods].index(m.rid)
        self.instances.iface_calls.add(iface_call_key(owner, index))
        return index

    def itable(self, ti: TypeInfo, iface: TypeInfo) -> list[str | None]:
        entries: list[str | None] = []
        for im in iface.methods:
            if im.sig.generic_params or im.is_static:   # generic: dispatch tables (gvm_table)
                entries.append(None)
                continue
            found = self._implementation(ti, iface, im)
            if found is None and slot_key(im) in OBJECT_SLOTS:
                entries.append(ti.vtable[OBJECT_SLOTS.index(slot_key(im))])
                continue        # (an interface redeclaring Object's members: COM's _AppDomain)
            if found is None:
                if ti.row.is_abstract:
                    entries.append(None)
                    continue
                raise CompileError(f"{ti.name} does not implement {im.full_name}")
            owner, impl = found
            slot = owner.slots.get(impl.rid)
            entries.append(ti.vtable[slot] if slot is not None else
                           owner.types._entry(owner, impl))     # type: ignore[union-attr]
        return entries

    def _implementation(self, ti: TypeInfo, iface: TypeInfo,
                        im: MethodDef) -> tuple[TypeInfo, MethodDef] | None:
        """The class (ti or a base, maybe of the corelib) and its method implementing im."""
        key = (im.name, sig_key(im))
        k: TypeInfo | None = ti
        while k is not None and k.base is not None and iface not in self._declared(k):
            k = k.base          # inherited: mapped where it was declared (then overrides)
        while k is not None:
            ts = k.types
            assert ts is not None
            body = ts.impls.get((k.row.rid, im.rid)) if iface.types is ts else None
            if body is None:
                body = self._impl_ref(k, iface, im)
            if body is not None:
                return k, next(m for m in k.methods if m.rid == body)
            m = k.instance_method(*key)
            if m is not None:
                return k, m
            k = k.base
        return None

    @staticmethod
    def _impl_ref(k: TypeInfo, iface: TypeInfo, im: MethodDef) -> int | None:
        """The body rid of k's explicit implementation of im declared by a MemberRef (an
        interface of another assembly, or a generic interface: `IEnumerable`1<!0>`)."""
        ts = k.types
        assert ts is not None
        for body, ref in ts._impl_refs_of(k.row.rid).get((im.name, sig_key(im.origin or im)), ()):
            parent = Context(k.args).type(ref.parent) if ref.parent is not None else None
            if (parent.name if parent is not None else ref.type_name) == iface.name:
                return body
        return None

    def _impl_refs_of(self, rid: int) -> dict[tuple[str, str], list[tuple[int, MemberRef]]]:
        """impl_refs of class `rid` by the name and sig_key of what each declares, in
        order, made on first use: an interface table asks _impl_ref for each of its
        methods, and comparing each with all of a class's explicit implementations (their
        parents substituted first) was a scan per method."""
        index = self._impl_refs_by_key.get(rid)
        if index is None:
            index = self._impl_refs_by_key[rid] = {}
            for body, ref in self.impl_refs.get(rid, ()):
                key = (ref.name, f"{ref.sig.ret.name}({ref.sig.param_list()})")
                index.setdefault(key, []).append((body, ref))
        return index

    # ---- generic virtual methods ------------------------------------------------------

    def gvm_table(self, m: MethodDef) -> str:
        """The dispatch table of m, an instance of a generic virtual or generic interface
        method: such methods have no vtable slot (each instantiation would need one), so a
        call looks the receiver's class up in a table built when the program is known."""
        symbol = f"{m.symbol}..gvm"
        self._gvm_tables[symbol] = m
        return symbol

    def gvm_globals(self) -> list[GlobalData]:
        """The dispatch tables asked for: `{int64 n; {TypeDesc *class; void *fn}[n]}`,
        every class or struct of the program with a descriptor that can receive the call,
        and the instance of its implementation (rt_gvm_method). Built after every
        descriptor is known; the instances they name are then reached like vtables'."""
        receivers = [ti for ti in self._used_types() if ti.desc in ti.types._allocated
                     if ti.kind != "interface" and not ti.row.is_abstract]
        out = []
        for symbol, m in self._gvm_tables.items():
            init = []
            for k in receivers:
                found = self._virtual_target(k, m)
                if found is None:
                    continue
                owner, impl = found
                inst = self.method_instance(impl, m.method_args)
                at = 8 + 16 * (len(init) // 2)
                init += [InitValue(at, 8, SymbolRef(k.desc)),
                         InitValue(at + 8, 8, SymbolRef(owner.types._entry(owner, inst)))]  # type: ignore[union-attr]
            out.append(GlobalData(symbol, 8 + 8 * len(init), 8,
                                  [InitValue(0, 8, len(init) // 2), *init], constant=True))
        return out

    def own_implementation(self, k: TypeInfo, m: MethodDef) -> MethodDef | None:
        """The method of k itself (instantiated like m) that a virtual or interface call of
        m runs on a k: what a constrained call on a value type calls on its address, so
        that the value, not a boxed copy, changes. None when k inherits it (ValueType's,
        Object's: they take the box) or cannot receive the call."""
        found = self._virtual_target(k, m)
        if found is None or found[0] is not k:
            return None
        return self.method_instance(found[1], m.method_args) if m.method_args else found[1]

    def _virtual_target(self, k: TypeInfo, m: MethodDef) -> tuple[TypeInfo, MethodDef] | None:
        """The class and method (a generic one not instantiated) that a virtual or
        interface call of m on a k runs; None if a k cannot receive it."""
        decl = self.owner(m)
        index = [x.rid for x in decl.methods].index(m.rid)
        if decl.kind != "interface":
            return self._override(k, decl, decl.methods[index])
        iface = decl if decl in k.interfaces else \
            next((i for i in k.interfaces if self._variant_of(i, decl)), None)
        if iface is None:
            return None
        found = self._implementation(k, iface, iface.methods[index])
        if found is None or not found[1].is_virtual:
            return found
        return self._override(k, *found)

    @staticmethod
    def _override(k: TypeInfo, decl: TypeInfo, m: MethodDef) -> tuple[TypeInfo, MethodDef] | None:
        """The most derived override in k of decl's virtual method m, with its class (None
        if k does not derive from decl, or the override is abstract): overrides match by
        name and signature until a `newslot` method starts a slot of its own."""
        chain: list[TypeInfo] = []
        c: TypeInfo | None = k
        while c is not None and c is not decl:
            chain.append(c)
            c = c.base
        if c is None:
            return None
        key = (m.name, sig_key(m), m.sig.generic_params)
        found = (decl, m)
        for c in reversed(chain):
            mm = next((x for x in c.methods if x.is_virtual and not x.is_static and
                       (x.name, sig_key(x), x.sig.generic_params) == key), None)
            if mm is not None:
                if mm.is_newslot:
                    break
                found = (c, mm)
        return None if found[1].is_abstract else found

    # ---- values -----------------------------------------------------------------------

    def value_size(self, t: SigType) -> tuple[int, int]:
        """(size, alignment) of a value of type t in memory (fields, elements, slots)."""
        if t.elem is Elem.VALUETYPE:
            ti = self.info(t)
            return ti.size, ti.align
        if t.elem is None or t.elem not in MEM:
            raise CompileError(f"unsupported field or element type {t.name}")
        size = MEM[t.elem].size
        return size, size

    def _field_size(self, ti: TypeInfo, f: FieldDef) -> tuple[int, int]:
        """value_size of a field of ti; an error names the field (a struct of the program
        names its own)."""
        try:
            return self.value_size(f.sig)
        except CompileError as e:
            if f.sig.elem is Elem.VALUETYPE and self.knows(f.sig):
                raise
            raise CompileError(f"{e.message} of field {ti.name}::{f.name}", note=e.note) from None

    def field_owner(self, f: FieldDef) -> TypeInfo:
        """The type holding f, not completed: of the types named f.owner (a program and
        its library may each have a `Box`1<int32>`), the one whose fields f is one of."""
        for ts in self.universe:
            ti = ts.types.get(f.owner)
            if ti is not None and any(x is f for x in (*ti.instance_fields, *ti.static_fields)):
                return ti
        return self.declared(f.owner)

    def field_offset(self, f: FieldDef) -> int:
        return self._completed(self.field_owner(f)).offsets[f.rid]

    def static_symbol(self, f: FieldDef) -> str:
        ti = self.field_owner(f)
        symbol = f"{ti.symbol}..static.{sanitize(f.name)}"
        if symbol not in self._statics:
            if f.has_rva:
                raise CompileError(f"unsupported static field with initial data {ti.name}::{f.name}")
            size, align = self._field_size(ti, f)
            self._statics[symbol] = GlobalData(symbol, size, align)
        return symbol

    def init_symbol(self, ti: TypeInfo) -> str:
        symbol = ti.init_symbol
        if symbol not in self._statics:
            self._statics[symbol] = GlobalData(symbol, 4, 4)
        return symbol

    # ---- descriptors ------------------------------------------------------------------

    def elem_symbol(self, t: SigType) -> str:
        """The name a type has in array descriptor symbols (`int32`, `Ns.Shape`)."""
        if t.elem is Elem.CLASS and t.name in BUILTIN_CLASSES:
            return t.name
        if t.elem in (Elem.CLASS, Elem.VALUETYPE):
            return self.info(t).symbol
        if t.elem in (Elem.ARRAY, Elem.STRING_ARRAY):
            return f"{self.elem_symbol(t.pointee)}..arr"            # type: ignore[arg-type]
        if t.elem is Elem.MDARRAY:
            return f"{self.elem_symbol(t.pointee)}..arr{t.rank}"    # type: ignore[arg-type]
        if t.elem is Elem.PTR:
            return f"{self.elem_symbol(t.pointee)}..ptr"            # type: ignore[arg-type]
        return sanitize(t.name)

    def desc(self, t: SigType) -> str:
        """The descriptor symbol of a type (recorded: `globals()` emits it if it is ours)."""
        e = t.elem
        if t.enum:
            return self._enum_desc(t)
        if e is Elem.OBJECT:
            return OBJECT_DESC
        if e is Elem.STRING:
            return STRING_DESC
        if e is Elem.STRING_ARRAY:     # the runtime's (main's args), or ours with interfaces
            self._arrays[STRING_ARRAY_DESC] = t
            self._used.setdefault(STRING_ARRAY_DESC, None)
            return STRING_ARRAY_DESC
        if e in PRIMITIVE_DESC:
            symbol = PRIMITIVE_DESC[e]                              # type: ignore[index]
            ti = self.primitive_struct(e)
            if ti is not None and ti.types is not self:   # the framework's: it emits it
                return ti.types.desc(t)                             # type: ignore[union-attr]
        elif e is Elem.CLASS and t.name in BUILTIN_CLASSES:
            symbol = BUILTIN_CLASSES[t.name]
        elif e in (Elem.CLASS, Elem.VALUETYPE):
            ti = self.declared(t)
            if ti.is_generic_def:                   # typeof(List<>)
                return ti.types._definition_desc(ti)                # type: ignore[union-attr]
            ti = self._completed(ti)
            if ti.types is not self:            # a corelib type: the corelib emits it
                return ti.types.desc(t)                             # type: ignore[union-attr]
            symbol = ti.desc
        elif e in (Elem.ARRAY, Elem.MDARRAY):
            symbol = self.elem_symbol(t)
            self._arrays[symbol] = t
        elif e in (Elem.PTR, Elem.FNPTR):   # only as an array's element (`int*[]`)
            symbol = f"{self.elem_symbol(t)}..type"
            self._pointers[symbol] = t
            self._used.setdefault(VALUETYPE_DESC, None)
        else:
            raise CompileError(f"unsupported type {t.name} (no type descriptor)")
        self._used.setdefault(symbol, None)
        return symbol

    def new_desc(self, t: SigType) -> str:
        """desc(t) for making an object (or a box) of type t."""
        symbol = self.desc(t)
        if t.elem in (Elem.CLASS, Elem.VALUETYPE) and not t.enum \
                and t.name not in BUILTIN_CLASSES:
            self.info(t).types._allocated.add(symbol)               # type: ignore[union-attr]
        return symbol

    def made_types(self) -> list[SigType]:
        """The classes and structs of this TypeSystem that the program makes objects or
        boxes of, by descriptor symbol."""
        return [self._by_desc[s].sig for s in sorted(self._allocated) if s in self._by_desc]

    def field_data_symbol(self, f) -> tuple[str, int]:
        """The constant global holding an RVA field's initial bytes (array initialisers):
        its symbol and size."""
        symbol = f"{self.types[f.owner].symbol}.{sanitize(f.name)}..data"   # (unique: its type's is)
        if symbol not in self.field_data:
            data = self.asm.field_data(f)
            self.field_data[symbol] = _bytes_global(symbol, data)
            self.field_data_size[symbol] = len(data)
        return symbol, self.field_data_size[symbol]

    def _add_resources(self) -> None:
        """The manifest resources of this assembly the runtime reads (Instances.resources),
        as data globals beside the RVA fields' (each read once)."""
        for file, name in sorted(self.instances.resources):
            symbol = f"cil2mir_resource_{sanitize(name).replace('.', '_')}"
            if file != self.asm.name or symbol in self.field_data:
                continue
            data = self.asm.manifest_resource(name)
            if data is not None:
                self.field_data[symbol] = _bytes_global(symbol, data)

    def descriptor_of(self, name: str) -> str | None:
        """The descriptor of this TypeSystem's type `name` (a TypeDef's) if the program has
        asked for it, without asking (None: it has not)."""
        ti = self.types.get(name)
        symbol = self._enum_symbols.get(name) or (ti.desc if ti is not None and not ti.args else None)
        return symbol if symbol in self._used else None

    def described(self) -> list[tuple[str, str | None]]:
        """The descriptors asked for, each with its element's if it is an array's or a
        pointer's (whose assembly is its element's)."""
        element = {**{s: t.pointee for s, t in self._arrays.items()},
                   **{s: t.pointee for s, t in self._pointers.items()}}
        return [(s, self.desc(element[s]) if s in element and element[s] is not None else None)
                for s in self._used]

    def descriptors_asked(self) -> int:
        """How many descriptors this TypeSystem has been asked for (globals() emits them)."""
        return len(self._used)

    def globals(self) -> list[GlobalData]:
        """Every descriptor asked for (and those they refer to), then the statics and
        static-constructor states, in first-use order."""
        out: list[GlobalData] = []
        done: set[str] = set()
        while True:
            pending = [s for s in self._used if s not in done]
            if not pending and STRING_DESC not in done and self._strings_as_interfaces():
                pending = [STRING_DESC]
            if not pending:
                self._add_resources()
                return out + list(self._statics.values()) + list(self.field_data.values()) \
                    + list(self._enum_names.values()) + list(self._field_maps.values()) \
                    + list(self._generic_records.values())
            for symbol in pending:
                done.add(symbol)
                out.append(self._descriptor(symbol))

    # ---- value types' Equals and GetHashCode ---------------------------------------------

    def value_method(self, ti: TypeInfo, name: str) -> str:
        """The struct ti's ValueType.Equals or GetHashCode (`name`), by its fields, whether
        or not ti overrides it (`base.Equals(o)` in the override calls this one)."""
        symbol = f"{ti.symbol}.{name}{VALUE_THUNK}"
        self.value_thunks[symbol] = self._field_map(ti)
        return symbol

    def _field_map(self, ti: TypeInfo) -> str:
        """`<struct>..fields`: what rt_ValueType_Equals/GetHashCode read of a struct's
        instance fields: int64 count, then {int32 offset; int32 kind; descriptor} each
        (kind: 1, 2, 4, 8 an integer of that size, FIELD_F32, FIELD_F64, FIELD_REF, or
        FIELD_STRUCT with the field's boxed descriptor: compared by its own Equals)."""
        symbol = f"{ti.symbol}..fields"
        if symbol not in self._field_maps:
            init = [InitValue(0, 8, len(ti.instance_fields))]
            for k, f in enumerate(ti.instance_fields):
                at = 8 + 16 * k
                t = f.sig
                if t.elem is Elem.VALUETYPE:
                    kind = FIELD_STRUCT
                    init.append(InitValue(at + 8, 8, SymbolRef(self.desc(t))))
                elif IR_TYPE.get(t.elem) is Ty.REF:                 # type: ignore[arg-type]
                    kind = FIELD_REF
                else:
                    kind = {Elem.R4: FIELD_F32, Elem.R8: FIELD_F64}.get(
                        t.elem, MEM[t.elem].size)                   # type: ignore[index]
                init += [InitValue(at, 4, self.field_offset(f)), InitValue(at + 4, 4, kind)]
            self._field_maps[symbol] = GlobalData(symbol, 8 + 16 * len(ti.instance_fields), 8,
                                                  init, constant=True)
        return symbol

    # ---- enums --------------------------------------------------------------------------

    def _enum_desc(self, t: SigType) -> str:
        """An enum's descriptor: recorded by the TypeSystem of the assembly declaring it."""
        owner = next((ts for ts in self.universe if t.name in ts.asm._enums), None)
        if owner is None:       # a library's, not joined yet (load_type joins it)
            self.instances.load_type(t.name)
            owner = next((ts for ts in self.universe if t.name in ts.asm._enums), None)
        if owner is None:
            raise CompileError(f"unsupported enum {t.name}")
        if owner is not self:
            return owner._enum_desc(t)
        symbol = self._enum_symbols.get(t.name)
        if symbol is None:
            symbol = self._enum_symbols[t.name] = \
                f"{self.instances.symbol(t.name.replace('/', '.'))}..type"
            self._enums_by_desc[symbol] = t
        self._used.setdefault(symbol, None)
        return symbol

    def _enum_descriptor(self, symbol: str, t: SigType) -> GlobalData:
        """Boxed enums: the underlying primitive's size, Equals and GetHashCode (which
        compare descriptors too), `element` = the primitive's descriptor (unbox accepts
        either). After Object's four vtable slots, its table (`_enum_table`), where the
        runtime's ToString, IFormattable.ToString and reflection on the enum
        (Enum.GetValues, Parse, ...) find its names."""
        prim = SigType(t.elem.value, t.elem)                        # type: ignore[union-attr]
        prim_desc = self.desc(prim)
        table = self._enum_table(symbol, t)
        ifaces, itables = self._interface_lists(self._enum_interfaces())
        full = BCL_NAME[t.elem]                                    # type: ignore[index]
        simple, full_name = self._display(t)
        self._used.setdefault(ENUM_DESC, None)
        return self._build(symbol, ENUM_DESC, simple, full_name, MEM[t.elem].size,  # type: ignore[index]
                           prim_desc, F_VALUETYPE | F_NO_REFS | F_ENUM
                           | (F_UNSIGNED if t.elem in UNSIGNED else 0), ifaces,
                           [ENUM_TO_STRING, f"{full}.Equals..box", f"{full}.GetHashCode..box",
                            OBJECT_VTABLE[3], table], itables)

    def _enum_table(self, symbol: str, t: SigType) -> str:
        """`<desc>..names`, the runtime's EnumTable: int32 count, int32 whether the enum is
        [Flags], the descriptor of T[] (when the program can make one from a Type:
        Instances.enum_arrays), then {uint64 value; String *name} per named value, in
        Mono's order: by value as unsigned 64-bit numbers; when they are not declared in
        that order, Mono sorts them with Array.Sort, whose order of equal values this
        repeats (sorting.array_sort)."""
        names = f"{symbol}..names"
        is_flags, members = self.asm.enum_members(t.name)
        values = [v % (1 << 64) for _, v in members]
        labels = [name for name, _ in members]
        if any(a > b for a, b in zip(values, values[1:])):
            values, labels = array_sort(values, labels)
        entries = list(zip(values, labels))
        init = [InitValue(0, 4, len(entries)), InitValue(4, 4, int(is_flags))]
        if self.instances.enum_arrays:
            init.append(InitValue(8, 8, SymbolRef(self.desc(SigType(f"{t.name}[]", Elem.ARRAY, t)))))
        for k, (value, name) in enumerate(entries):
            init += [InitValue(16 + 16 * k, 8, value), InitValue(24 + 16 * k, 8, StringRef(name))]
        self._enum_names[names] = GlobalData(names, 16 + 16 * len(entries), 8, init,
                                             constant=True)
        return names

    def _enum_interfaces(self) -> list[tuple[TypeInfo, list[str | None]]]:
        """What a boxed enum implements of System.Enum's interfaces, and the tables:
        formatting and comparison by the runtime; IConvertible (`Convert.ToInt32(e)`) by
        System.Enum's own methods, which convert the underlying value, once the framework
        that defines them is loaded (a program that never converts does not load it)."""
        out = [(i, [{"ToString": ENUM_FORMAT, "CompareTo": ENUM_COMPARE_TO}[im.name]
                    for im in i.methods])
               for i in (self.info(SigType(name, Elem.CLASS)) for name in ENUM_INTERFACES
                         if self.knows(name))]
        if any(ENUM_CONVERTIBLE in ts.types for ts in self.universe):
            i = self.info(SigType(ENUM_CONVERTIBLE, Elem.CLASS))
            table = self.itable(self.info(SigType("System.Enum", Elem.CLASS)), i)
            out.append((i, self._called_through(i, table)))
        return out

    def no_refs(self, t: SigType) -> bool:
        """Whether values of type t hold no references (descriptor flag 16)."""
        if t.elem is Elem.VALUETYPE:
            return all(self.no_refs(f.sig) for f in self.info(t).instance_fields)
        return IR_TYPE.get(t.elem) is not Ty.REF                    # type: ignore[arg-type]

    def _instances_hold_no_refs(self, ti: TypeInfo) -> bool:
        """Whether no field of a class's objects, its bases' included, holds a reference
        (descriptor flag 16: the runtime allocates them GC_malloc_atomic, never scanned). A
        native int or pointer is no reference, as in boxes and arrays of structs."""
        t: TypeInfo | None = ti
        while t is not None:
            if not all(self.no_refs(f.sig) for f in t.instance_fields):
                return False
            t = t.base
        return True

    def _descriptor(self, symbol: str) -> GlobalData:
        if symbol in self._enums_by_desc:
            return self._enum_descriptor(symbol, self._enums_by_desc[symbol])
        prim = _PRIMITIVE_OF_DESC.get(symbol)
        if prim is not None:
            self._used.setdefault(VALUETYPE_DESC, None)
            full = BCL_NAME[prim]
            thunk = f"{full}.ToString..box"
            self.box_thunks[thunk] = prim
            vtable = [thunk, *OBJECT_VTABLE[1:]]
            if prim in HASH_RULES:                 # value Equals and GetHashCode
                vtable[1], vtable[2] = f"{full}.Equals..box", f"{full}.GetHashCode..box"
                self.box_thunks[vtable[1]] = prim
                self.box_thunks[vtable[2]] = prim
            ti = self.primitive_struct(prim)
            ifaces, itables = self._interface_lists(
                self._implemented(ti, made=True) if ti is not None else [])
            return self._build(symbol, VALUETYPE_DESC, full.split(".")[1], full, MEM[prim].size,
                               None, F_VALUETYPE | F_NO_REFS
                               | (F_INTEGRAL if prim in _INTEGRAL else 0)
                               | PRIMITIVE_KINDS.get(prim, 0) << F_KIND_SHIFT,
                               ifaces, vtable, itables)
        if symbol == STRING_DESC:
            ifaces, itables = self._interface_lists(self._string_tables())
            return self._build(symbol, OBJECT_DESC, "String", "System.String", STRING_SIZE,
                               None, 0, ifaces,
                               ["rt_String_ToString", "rt_String_Equals_object",
                                "rt_String_GetHashCode", OBJECT_VTABLE[3]], itables)
        if symbol == VALUETYPE_DESC:
            return self._build(symbol, OBJECT_DESC, "ValueType", "System.ValueType", 8, None,
                               0, [], list(OBJECT_VTABLE), [])
        if symbol == ARRAY_CLASS_DESC:
            return self._build(symbol, OBJECT_DESC, "Array", "System.Array", 8, None,
                               F_ARRAY_CLASS, [], list(OBJECT_VTABLE), [])
        if symbol == ENUM_DESC:
            self._used.setdefault(VALUETYPE_DESC, None)
            return self._build(symbol, VALUETYPE_DESC, "Enum", "System.Enum", 8, None,
                               0, [], list(OBJECT_VTABLE), [])
        if symbol in self._pointers:        # a value of no class: never boxed, no interfaces
            name = self._display(self._pointers[symbol])
            return self._build(symbol, VALUETYPE_DESC, name[0], name[1], 8, None,
                               F_VALUETYPE | F_NO_REFS, [], list(OBJECT_VTABLE), [])
        if symbol in self._arrays:
            t = self._arrays[symbol]
            el = t.pointee
            assert el is not None
            size, _ = self.value_size(el) if el.elem is not Elem.VALUETYPE else \
                (self.info(el).size, 0)
            is_ref = IR_TYPE.get(el.elem) is Ty.REF                 # type: ignore[arg-type]
            name = self._display(t)
            kind = F_MDARRAY | t.rank << F_RANK_SHIFT if is_mdarray(t) else F_ARRAY
            ifaces, itables = self._interface_lists(self._array_interfaces(t))
            return self._build(symbol, OBJECT_DESC, name[0], self._full_name(t), size,
                               self.desc(el), kind | (F_REF_ARRAY if is_ref else 0),
                               ifaces, list(OBJECT_VTABLE), itables)
        if symbol in self._definitions:
            return self._definition_descriptor(symbol, self._definitions[symbol])
        ti = self._by_desc[symbol]
        simple, full = ti.row.simple, self._full_name(ti.sig)
        type_class = F_TYPE_CLASS if ti.name in TYPE_CLASSES else 0
        generic = self._generic_record(symbol, ti) if ti.args and self.instances.generic_types \
            else None
        if generic is not None:
            type_class |= F_GENERIC_INST
        if ti.kind == "interface":
            # (the interfaces it extends, without tables: no object is only an interface, but
            # an interface type or an array of it is assignable to them)
            ifaces, itables = self._interface_lists([(i, []) for i in ti.interfaces])
            if ti.args and ti.row.name in ARRAY_INTERFACES:     # (a B[] is an IList<A>...)
                return self._build(symbol, None, simple, full, 0, self.desc(ti.args[0]),
                                   F_INTERFACE | F_ARRAY_IFACE, ifaces, [], itables)
            return self._build(symbol, None, simple, full, 0, generic, F_INTERFACE | type_class,
                               ifaces, [], itables)
        if ti.base is not None:
            base = self.desc(ti.base.sig)
        else:
            base = VALUETYPE_DESC if ti.is_struct else OBJECT_DESC
            if ti.is_struct:
                self._used.setdefault(VALUETYPE_DESC, None)
        made = symbol in self._allocated
        ifaces, itables = self._interface_lists(self._implemented(ti, made))
        for j in self._variant_delegates(ti):       # (listed like interfaces, no table)
            ifaces.append(self.desc(j.sig))
            itables.append([])
        flags = type_class | (F_NO_REFS if not ti.is_struct and self._instances_hold_no_refs(ti)
                              else 0)
        if ti.is_struct:
            flags = F_VALUETYPE | (type_class & F_GENERIC_INST) \
                | (F_NO_REFS if self.no_refs(ti.sig) else 0)
            for name, entry in zip(("Equals", "GetHashCode"), ti.vtable[1:3]):
                if entry is not None and entry.endswith(VALUE_THUNK):
                    self.value_method(ti, name)
        called = self.instances.slot_calls
        vtable = [e if made and (i < ALWAYS_CALLED or slot_call_key(ti, i) in called) else None
                  for i, e in enumerate(ti.vtable)]
        return self._build(symbol, base, simple, full, ti.size, generic, flags, ifaces, vtable,
                           itables)

    def _definition_desc(self, ti: TypeInfo) -> str:
        """The descriptor of the generic definition ti (of this TypeSystem): `<type>..def`."""
        symbol = f"{ti.symbol}..def"
        self._definitions[symbol] = ti
        self._used.setdefault(symbol, None)
        return symbol

    def _definition_descriptor(self, symbol: str, ti: TypeInfo) -> GlobalData:
        """typeof(List<>): names, kind and base for reflection; no object is ever one."""
        full = ti.row.name.replace("/", "+")
        shown = StringRef(f"{full}[{','.join(ti.row.param_names)}]")
        if ti.kind == "interface":
            return self._build(symbol, None, ti.row.simple, full, 0, shown,
                               F_GENERIC_DEF | F_INTERFACE, [], [], [])
        base = VALUETYPE_DESC if ti.is_struct else OBJECT_DESC
        if ti.is_struct:
            self._used.setdefault(VALUETYPE_DESC, None)
        return self._build(symbol, base, ti.row.simple, full, 0, shown,
                           F_GENERIC_DEF | (F_VALUETYPE if ti.is_struct else 0), [],
                           list(OBJECT_VTABLE), [])

    def _generic_record(self, symbol: str, ti: TypeInfo) -> str:
        """`<desc>..generic`, what Type.GetGenericTypeDefinition and GetGenericArguments read
        of the generic instance ti: its definition's descriptor, int64 count, the arguments'."""
        record = f"{symbol}..generic"
        init = [InitValue(0, 8, SymbolRef(self._definition_desc(self.types[ti.row.name]))),
                InitValue(8, 8, len(ti.args))]
        init += [InitValue(16 + 8 * k, 8, SymbolRef(self.desc(a))) for k, a in enumerate(ti.args)]
        self._generic_records[record] = GlobalData(record, 16 + 8 * len(ti.args), 8, init,
                                                   constant=True)
        return record

    def _implemented(self, ti: TypeInfo, made: bool) -> list[tuple[TypeInfo, list[str | None]]]:
        """ti's interfaces and their tables, holding the methods a call can reach: those of
        a type the program makes objects (or boxes) of, that the program calls through
        their interface (Instances.iface_calls)."""
        tables = [(i, self.itable(ti, i)) for i in ti.interfaces]
        return [(i, self._called_through(i, table) if made else [None] * len(table))
                for i, table in tables]

    def _called_through(self, iface: TypeInfo, table: list[str | None]) -> list[str | None]:
        """iface's table with only the entries of methods the program calls through iface."""
        called = self.instances.iface_calls
        return [e if iface_call_key(iface, k) in called else None for k, e in enumerate(table)]

    def _display(self, t: SigType) -> tuple[str, str]:
        """(Name, FullName) of a type as .NET prints them (`Int32`, `System.Int32`)."""
        if t.enum:
            full = t.name.replace("/", "+")
            return full.rsplit("+", 1)[-1].rsplit(".", 1)[-1], full
        if t.elem in BCL_NAME:
            full = BCL_NAME[t.elem]                                # type: ignore[index]
        elif t.elem is Elem.STRING:
            full = "System.String"
        elif t.elem is Elem.OBJECT:
            full = "System.Object"
        elif t.elem is Elem.CLASS and t.name in BUILTIN_CLASSES:
            full = t.name
        elif t.elem is Elem.PTR:
            n, f = self._display(t.pointee)                         # type: ignore[arg-type]
            return n + "*", f + "*"
        elif t.elem in (Elem.ARRAY, Elem.STRING_ARRAY, Elem.MDARRAY):
            n, f = self._display(t.pointee)                         # type: ignore[arg-type]
            return n + array_dims(t), f + array_dims(t)
        elif self.knows(t):
            return self._names(self.info(t))
        else:       # a type argument the program lacks: named as written
            full = (t.generic or t.name).replace("/", "+")
            simple = full.rsplit("+", 1)[-1].rsplit(".", 1)[-1]
            if t.args:
                full += f"[{','.join(self._display(a)[1] for a in t.args)}]"
            return simple, full
        return full.rsplit(".", 1)[-1], full

    # ---- variance ---------------------------------------------------------------------

    def assignable(self, src: SigType, dst: SigType) -> bool:
        """Whether a reference of type src is a dst (ECMA-335 I.8.7.1): the same type, a
        base class, an implemented interface, or one of those with variant type
        arguments (`IEnumerable<string>` is an `IEnumerable<object>`)."""
        if spelling(src) == spelling(dst) or dst.elem is Elem.OBJECT:
            return True
        if src.elem is not Elem.CLASS or dst.elem is not Elem.CLASS \
                or not self.knows(src) or not self.knows(dst):
            return False
        try:
            s, d = self.info(src), self.info(dst)
        except CompileError:
            return False        # a type that cannot be laid out has no instances
        k: TypeInfo | None = s
        while k is not None:
            if self._variant_of(k, d):
                return True
            k = k.base
        return any(self._variant_of(i, d) for i in s.interfaces)

    def implements(self, t: SigType, iface: str) -> bool:
        """Whether t implements the generic interface `iface` over t itself
        (IEquatable<T>, IComparable<T>): the primitives and string do (native ints only
        IEquatable<T>), enums do not."""
        if t.enum:
            return False
        if t.elem in (Elem.I, Elem.U):
            return iface == "System.IEquatable`1"
        if t.elem in PRIMITIVE_DESC or t.elem is Elem.STRING:
            return True
        if t.elem not in (Elem.CLASS, Elem.VALUETYPE) or not self.knows(t):
            return False
        name = generic_instance(iface, True, (t,)).name
        return any(i.name == name for i in self.info(t).interfaces)

    def _variant_of(self, t: TypeInfo, d: TypeInfo) -> bool:
        """t is d, or an instance of the same generic type whose arguments differ only where
        d's parameters are variant, each by a reference conversion in the allowed way."""
        if t is d:
            return True
        if not t.args or t.row is not d.row:
            return False
        for v, a, b in zip(d.row.variance, t.args, d.args):
            if spelling(a) == spelling(b):
                continue
            refs = IR_TYPE.get(a.elem) is Ty.REF and IR_TYPE.get(b.elem) is Ty.REF  # type: ignore[arg-type]
            if not (refs and (v == COVARIANT and self.assignable(a, b)
                              or v == CONTRAVARIANT and self.assignable(b, a))):
                return False
        return True

    def _used_types(self) -> list[TypeInfo]:
        """The program's types whose descriptors are asked for, in every TypeSystem."""
        return [ti for ts in self.universe for symbol in list(ts._used)
                if (ti := ts._by_desc.get(symbol)) is not None]

    def _used_variant_types(self) -> list[TypeInfo]:
        """The used types with variant generic parameters (`_used_types` order): the only
        ones variance can make another type stand for. Every descriptor asks, so each
        TypeSystem scans only what was added to its `_used` since (it only grows)."""
        out: list[TypeInfo] = []
        for ts in self.universe:
            scanned, found = ts._variant_scan
            if scanned < len(ts._used):
                found += [ti for symbol in itertools.islice(ts._used, scanned, None)
                          if (ti := ts._by_desc.get(symbol)) is not None and any(ti.row.variance)]
                ts._variant_scan = (len(ts._used), found)
            out += found
        return out

    def _interface_lists(self, implemented: list[tuple[TypeInfo, list[str | None]]]
                         ) -> tuple[list[str], list[list[str | None]]]:
        """A descriptor's interfaces and their tables: those implemented, then the variant
        generic interfaces the program uses that they stand for by variance only, each
        sharing the table of the implemented one (the whole program is known, so the
        runtime's identity tests on interface lists stay exact)."""
        pairs = list(implemented)
        own = {id(i) for i, _ in implemented}
        of_row: dict[int, list[tuple[TypeInfo, list[str | None]]]] = {}   # by generic type
        for i, t in implemented:
            of_row.setdefault(id(i.row), []).append((i, t))
        variant = self._variant_interfaces_by_row()
        # (only the used interfaces of the implemented ones' generic types, in the order of
        # _used_variant_types: not a scan of all of them for every descriptor)
        for _, j in sorted(x for row in of_row for x in variant.get(row, ())):
            if id(j) in own:
                continue
            table = next((t for i, t in of_row[id(j.row)] if self._variant_of(i, j)), None)
            if table is not None:
                pairs.append((j, table))
        return [self.desc(i.sig) for i, _ in pairs], [table for _, table in pairs]

    def _variant_interfaces_by_row(self) -> dict[int, list[tuple[int, TypeInfo]]]:
        """The interfaces among _used_variant_types, by id of their generic type's row, each
        with its position in that list (which only grows: made again when it has)."""
        used = self._used_variant_types()
        size, index = self._variant_interfaces
        if size != len(used):
            index = {}
            for k, j in enumerate(used):
                if j.kind == "interface":
                    index.setdefault(id(j.row), []).append((k, j))
            self._variant_interfaces = (len(used), index)
        return index

    def _variant_delegates(self, ti: TypeInfo) -> list[TypeInfo]:
        """The other instances of ti's generic delegate type that the program uses and that
        ti converts to by variance (`Func<Dog>` is a `Func<Animal>`): the descriptor lists
        them with its interfaces, so the runtime's identity test on that list makes
        isinst and castclass exact."""
        if not ti.args or not any(ti.row.variance) or ti.kind != "class":
            return []
        return [j for j in self._used_variant_types()
                if j is not ti and j.row is ti.row and self._variant_of(ti, j)]

    def _array_interfaces(self, t: SigType) -> list[tuple[TypeInfo, list[str | None]]]:
        """A T[]'s interfaces (those of ARRAY_INTERFACES the corelib has) and their tables:
        each method is the corelib's SZArrayHelper method of the same name for T (the
        non-generic GetEnumerator: GetNonGenericEnumerator), and System.Array's others
        (IList, ICollection, ICloneable... with Array's methods). A multi-dimensional array
        has only System.Array's; an array of pointers none."""
        el = t.pointee
        array = SigType("System.Array", Elem.CLASS)
        of_array = self._implemented(self.info(array), made=True) if self.knows(array.name) else []
        if t.elem is Elem.MDARRAY:
            return of_array
        if el is None or el.elem in (Elem.PTR, Elem.FNPTR) or not self.knows(SZARRAY_HELPER):
            return []
        helper = {m.name: m for m in self.info(SZARRAY_HELPER).methods}
        called = self.instances.iface_calls
        out = []
        # an enum array is also an array of its underlying type: IList<int> of a Level[]
        # enumerates ints (the runtime matches IList<A> of a B[] to its IList<B> otherwise)
        args = [el, SigType(el.elem.value, el.elem)] if el.enum else [el]
        for name in ARRAY_INTERFACES:
            if not self.knows(name):
                continue
            generic = name.endswith("`1")
            for arg in args if generic else args[:1]:
                iface = self.info(generic_instance(name, True, (arg,)) if generic
                                  else SigType(name, Elem.CLASS))
                table: list[str | None] = [
                    self.method_instance(helper[m.name if generic else "GetNonGenericEnumerator"],
                                         (arg,)).symbol
                    if iface_call_key(iface, k) in called else None
                    for k, m in enumerate(iface.methods)]
                out.append((iface, table))
        return out + [(i, table) for i, table in of_array if i.name not in ARRAY_INTERFACES]

    def _string_interfaces(self) -> list[tuple[SigType, str]]:
        """What a string implements (when the corelib says how), with the implementations."""
        if STRING_INTERFACES not in self.types:
            return []
        helper = self.types[STRING_INTERFACES]
        out = []
        for name, arg, impl in _STRING_INTERFACES:
            iface = generic_instance(name, True, (SigType(arg.value, arg),)) if arg else \
                SigType(name, Elem.CLASS)
            out.append((iface, next(m for m in helper.methods if m.name == impl).symbol))
        return out

    def _string_tables(self) -> list[tuple[TypeInfo, list[str | None]]]:
        """string's interfaces and their tables: _string_interfaces', then the framework
        String's others (ICloneable, IConvertible...) with its own methods."""
        tables: list[tuple[TypeInfo, list[str | None]]] = [
            (self.info(i), [impl]) for i, impl in self._string_interfaces()]
        string = self._framework_string()
        if string is not None:
            have = {i.name for i, _ in tables}
            tables += [(i, table) for i, table in self._implemented(string, made=True)
                       if i.name not in have]
        return tables

    def _framework_string(self) -> TypeInfo | None:
        """The framework's System.String (None when no framework is installed)."""
        return self.info(SigType(STRING_NAME, Elem.CLASS)) if self.knows(STRING_NAME) else None

    def _strings_as_interfaces(self) -> bool:
        """Whether the program uses one of string's interfaces (a cast, an interface
        call...): then this TypeSystem emits the string descriptor with its interface
        tables, in place of the runtime's (weak) one without. Only asked of the framework's
        String when this TypeSystem uses some interface's descriptor at all: otherwise the
        answer is no without reading mscorlib (0.4-0.6 s), which most programs never need."""
        if not any(ti.kind == "interface" and ti.desc in self._used
                   for ti in self.types.values()):
            return False
        string = self._framework_string()
        names = [i.name for i, _ in self._string_interfaces()] + \
            [i.name for i in (string.interfaces if string is not None else ())]
        for name in names:
            ti = self.types.get(name)
            if ti is not None and ti.desc in self._used:
                return True
        return False

    def primitive_struct(self, elem: Elem) -> TypeInfo | None:
        """The framework's struct of a primitive (System.Int32): its boxes implement its
        interfaces (IComparable, IFormattable, IConvertible, IEquatable<T>...) with its own
        methods. None when no framework is installed."""
        name = BCL_NAME.get(elem)
        if name is None or not self.knows(name):
            return None
        return self.info(SigType(name, Elem.VALUETYPE))

    def _names(self, ti: TypeInfo) -> tuple[str, str]:
        """(Name, Type.ToString()): `Stack`1`, `Ns.Stack`1[System.Int32]`."""
        full = ti.row.name.replace("/", "+")
        if ti.args:
            full += f"[{','.join(self._display(a)[1] for a in ti.args)}]"
        return ti.row.simple, full

    def _full_name(self, t: SigType) -> str:
        """Type.FullName, what descriptors hold: a generic instance's arguments are
        assembly-qualified (the runtime drops the assembly names for Type.ToString())."""
        if t.args:
            args = ",".join(f"[{self._full_name(a)}, {self._assembly_of(a)}]" for a in t.args)
            return f"{t.generic.replace('/', '+')}[{args}]"
        if t.elem in (Elem.ARRAY, Elem.STRING_ARRAY, Elem.MDARRAY):
            return self._full_name(t.pointee) + array_dims(t)            # type: ignore[arg-type]
        if t.elem in (Elem.CLASS, Elem.VALUETYPE) and not t.enum and self.knows(t):
            return self.info(t).row.name.replace("/", "+")
        return self._display(t)[1]

    def _assembly_of(self, t: SigType) -> str:
        """The display name of the assembly declaring t (the corelib's types, the
        primitives and arrays of them are mscorlib's)."""
        while t.pointee is not None:
            t = t.pointee
        name = t.generic or t.name
        if t.scope is not None and self.knows(t):
            owner = self.declared(t).types     # (of two of that name, the scope's)
            if owner is not None and owner.program:
                return owner.asm.display_name
        for ts in self.universe:
            if ts.corelib is not None and (name in ts.types or name in ts.asm._enums):
                return ts.asm.display_name
        return MSCORLIB

    @staticmethod
    def _build(symbol: str, base: str | None, name: str, full: str, size: int,
               element: str | StringRef | None, flags: int, ifaces: list[str],
               vtable: list[str | None], itables: list[list[str | None]]) -> GlobalData:
        init = [InitValue(D_NAME, 8, StringRef(name)), InitValue(D_FULL_NAME, 8, StringRef(full)),
                InitValue(D_SIZE, 8, size), InitValue(D_FLAGS, 4, flags),
                InitValue(D_NIFACES, 4, len(ifaces))]
        if base is not None:
            init.insert(0, InitValue(D_BASE, 8, SymbolRef(base)))
        if element is not None:
            init.append(InitValue(D_ELEMENT, 8, SymbolRef(element) if isinstance(element, str)
                                  else element))
        end = D_VTABLE + 8 * len(vtable)
        for i, entry in enumerate(vtable):
            if entry is not None:
                init.append(InitValue(D_VTABLE + 8 * i, 8, SymbolRef(entry)))
        imt = {} if flags & (F_ARRAY | F_MDARRAY) else _imt(ifaces, itables)
        if imt:
            init.append(InitValue(D_IMT, 8, SymbolRef(symbol, end)))
            init += [InitValue(end + 8 * k, 8, SymbolRef(entry)) for k, entry in imt.items()]
            end += 8 * IMT_SIZE
        else:
            init.append(InitValue(D_IMT, 8, SymbolRef(ir.IMT_NONE)))
        if ifaces:
            iface_at, itables_at = end, end + 8 * len(ifaces)
            end = itables_at + 8 * len(ifaces)
            init.append(InitValue(D_IFACES, 8, SymbolRef(symbol, iface_at)))
            init.append(InitValue(D_ITABLES, 8, SymbolRef(symbol, itables_at)))
            for k, (iface, table) in enumerate(zip(ifaces, itables)):
                init.append(InitValue(iface_at + 8 * k, 8, SymbolRef(iface)))
                init.append(InitValue(itables_at + 8 * k, 8, SymbolRef(symbol, end)))
                for j, entry in enumerate(table):
                    if entry is not None:
                        init.append(InitValue(end + 8 * j, 8, SymbolRef(entry)))
                end += 8 * len(table)
        return GlobalData(symbol, end, 8, sorted(init, key=lambda v: v.offset), constant=True)


def _imt(ifaces: list[str], itables: list[list[str | None]]) -> dict[int, str]:
    """A class's interface method table: entry -> the method every interface method whose
    entry it is runs (one of them: those that share an entry with another method stay empty,
    and their calls search the interfaces). An array's stays empty: a B[] is an IList<A>
    by a runtime match of the array interfaces, which its lists do not hold."""
    methods: dict[int, set[str]] = {}
    for iface, table in zip(ifaces, itables):
        for index, entry in enumerate(table):
            if entry is not None:
                methods.setdefault(imt_entry(iface, index), set()).add(entry)
    return {k: next(iter(found)) for k, found in sorted(methods.items()) if len(found) == 1}


def packed_init(data: bytes, at: int = 0) -> list[InitValue]:
    """The InitValues of `data` stored from offset `at` (8-byte aligned), in the widest
    pieces that fit."""
    init, i = [], 0
    while i < len(data):
        n = next(k for k in (8, 4, 2, 1) if i + k <= len(data) and (at + i) % k == 0)
        value = int.from_bytes(data[i:i + n], "little")
        if value:
            init.append(InitValue(at + i, n, value))
        i += n
    return init


def _bytes_global(symbol: str, data: bytes) -> GlobalData:
    """A constant global holding `data` (8-byte aligned)."""
    return GlobalData(symbol, max(len(data), 1), 8, packed_init(data), constant=True)


# .NET's GetHashCode of the integral primitives, as ops on the value v (an I32 or I64):
# a list of (op, shift) steps combined with the value; None: the value itself.
HASH_RULES: dict[Elem, str] = {
    Elem.BOOL: "v", Elem.I4: "v", Elem.U4: "v", Elem.U1: "v", Elem.U2: "v",
    Elem.CHAR: "v | v << 16", Elem.I2: "zext16(v) | v << 16", Elem.I1: "v ^ v << 8",
    Elem.I8: "lo ^ hi", Elem.U8: "lo ^ hi",
    # float32 / float64: their bits (float64: lo ^ hi), see _boxed_hash
    Elem.R4: "bits", Elem.R8: "bits",
}


def synthesised(ti: TypeInfo, m: MethodDef) -> bool:
    """Whether m is a delegate type's constructor or Invoke, which the frontend makes
    (frontend/delegates.py); their MethodDefs have no body."""
    return ti.row.extends == "System.MulticastDelegate" and m.name in (".ctor", "Invoke") \
        and m.rva == 0


def has_code(ti: TypeInfo, m: MethodDef) -> bool:
    """Whether m gets a function: a CIL body, or synthesised (a delegate's BeginInvoke and
    EndInvoke get none: their vtable slots stay empty)."""
    return not m.is_abstract and (m.rva != 0 and m.is_il or synthesised(ti, m))


def method_callee(ts: TypeSystem, m: MethodDef) -> ir.Callee:
    """The call target of a compiled method (docs/architecture.md, "Calls"): `this`
    first (a ref; a struct's address), then the parameters (structs by the address of a
    copy), with the hidden result address of a struct result after the first of them
    (result_address_at). CompileError if the
    signature cannot be compiled: vararg, a type with no machine type, a struct (or
    `this`) whose layout fails."""
    assert not m.is_generic_def, f"generic definition {m.full_name} compiled"
    if m.sig.vararg:
        raise CompileError("vararg methods are not supported")
    if not m.is_static:
        ts.owner(m)             # `this`: its type must be complete (raises if it cannot be)
    for p in m.sig.params:
        if p.elem not in IR_TYPE or p.elem is Elem.VOID:
            raise CompileError(f"unsupported parameter type {p.name}")
    if m.sig.ret.elem not in IR_TYPE:
        raise CompileError(f"unsupported return type {m.sig.ret.name}")
    for t in (*m.sig.params, m.sig.ret):
        if t.elem is Elem.VALUETYPE:
            try:
                ts.info(t)
            except CompileError as e:
                raise CompileError(f"{e.message} (in the signature)", note=e.note) from None
    return signature_callee(ts, m)


def result_address_at(params: int) -> int:
    """Where a method returning a struct takes its result's hidden address among its `params`
    parameters (`this` counted): after the first, or first when it has none. After the
    first even for a static method, so that a delegate bound to a static method over its
    first argument (an extension method's), which Invoke calls as an instance method of its
    target, and an array's interface calls of SZArrayHelper's static methods pass the
    address where the callee takes it."""
    return 1 if params else 0


def signature_callee(ts: TypeSystem, m: MethodDef) -> ir.Callee:
    """m's call target as its signature's shape says, checking nothing: for a method
    method_callee rejects, the stub (--keep-going) and its callers (types without a
    machine type are passed as i64; a caller cannot pass them, and fails itself)."""
    params: list[Ty] = []
    if not m.is_static:
        params.append(Ty.I64 if ts.declaring(m).is_struct else Ty.REF)
    ret = IR_TYPE.get(m.sig.ret.elem, Ty.I64)                       # type: ignore[arg-type]
    params += [Ty.I64 if p.elem is Elem.VOID else IR_TYPE.get(p.elem, Ty.I64)  # type: ignore[arg-type]
               for p in m.sig.params]
    if m.sig.ret.elem is Elem.VALUETYPE:
        params.insert(result_address_at(len(params)), Ty.I64)
        ret = Ty.VOID
    return ir.Callee(m.symbol, tuple(params), ret)
