"""Signature blobs (ECMA-335 II.23.2): method, local-variable and type signatures.

Every type in a blob is decoded, supported or not, because unsupported types still
have to be *named*: a member key such as `System.Console::WriteLine(float64)` is how
the corelib table is searched and how the error message names what is missing.
A decoded type therefore carries its ilasm spelling and, when the frontend can
compile it, an `Elem`; the per-`Elem` facts (machine type, normalising extension)
are tables here so that every stage of the frontend reads the same ones.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Callable

from cil2mir.errors import CompileError
from cil2mir.frontend.ir import IdEnum, Mem, Op, Ty


class Elem(IdEnum):
    """The CIL types the frontend compiles (values are their ilasm spellings)."""
    VOID = "void"
    BOOL = "bool"
    CHAR = "char"
    I1 = "int8"
    U1 = "uint8"
    I2 = "int16"
    U2 = "uint16"
    I4 = "int32"
    U4 = "uint32"
    I8 = "int64"
    U8 = "uint64"
    I = "native int"
    U = "native uint"
    R4 = "float32"
    R8 = "float64"
    STRING = "string"
    STRING_ARRAY = "string[]"
    # Address types: their ilasm spelling depends on the pointee (`int32&`, `int32*`,
    # `method void *(int32)`), which SigType.name keeps; the Elem only says what kind.
    BYREF = "&"          # managed pointer (ref/out parameters): an I64 address
    PTR = "*"            # unmanaged pointer: native int on the stack
    FNPTR = "method *"   # function pointer: native int on the stack
    # The object model. SigType.name is the type's name (`Ns.Shape`, `int32[]`).
    OBJECT = "object"    # System.Object
    CLASS = "class"      # any other reference type named by a TypeDef/TypeRef (not string)
    VALUETYPE = "valuetype"  # a user struct (enums are decoded as their underlying type)
    ARRAY = "[]"         # a single-dimensional zero-based array; `pointee` is the element type
    MDARRAY = "[,]"      # a general array (ELEMENT_TYPE_ARRAY): `pointee`, `rank`; rank 1
                         # (`T[0...]`) has T[]'s layout (frontend/typesystem/types.py)
    # Generic parameters (`!0` of the type, `!!0` of the method; `rank` is the index).
    # Never compiled: specialisation (frontend/typesystem/generics.py) substitutes them first.
    VAR = "!"
    MVAR = "!!"


# Machine type of each compiled CIL type (ir.py: small types are I32 values).
IR_TYPE: dict[Elem, Ty] = {
    Elem.VOID: Ty.VOID, Elem.BOOL: Ty.I32, Elem.CHAR: Ty.I32,
    Elem.I1: Ty.I32, Elem.U1: Ty.I32, Elem.I2: Ty.I32, Elem.U2: Ty.I32,
    Elem.I4: Ty.I32, Elem.U4: Ty.I32, Elem.I8: Ty.I64, Elem.U8: Ty.I64,
    Elem.I: Ty.I64, Elem.U: Ty.I64, Elem.STRING: Ty.REF, Elem.STRING_ARRAY: Ty.REF,
    Elem.R4: Ty.F32, Elem.R8: Ty.F64, Elem.BYREF: Ty.I64, Elem.PTR: Ty.I64, Elem.FNPTR: Ty.I64,
    Elem.OBJECT: Ty.REF, Elem.CLASS: Ty.REF, Elem.ARRAY: Ty.REF, Elem.MDARRAY: Ty.REF,
    Elem.VALUETYPE: Ty.I64,   # passed as the address of a copy (docs/architecture.md)
}

# What a value of each type occupies in memory (stack slots, ldind/stind, ldobj/stobj).
MEM: dict[Elem, Mem] = {
    Elem.BOOL: Mem.U8, Elem.CHAR: Mem.U16, Elem.I1: Mem.I8, Elem.U1: Mem.U8,
    Elem.I2: Mem.I16, Elem.U2: Mem.U16, Elem.I4: Mem.I32, Elem.U4: Mem.I32,
    Elem.I8: Mem.I64, Elem.U8: Mem.I64, Elem.I: Mem.I64, Elem.U: Mem.I64,
    Elem.R4: Mem.F32, Elem.R8: Mem.F64, Elem.STRING: Mem.REF, Elem.STRING_ARRAY: Mem.REF,
    Elem.BYREF: Mem.I64, Elem.PTR: Mem.I64, Elem.FNPTR: Mem.I64,
    Elem.OBJECT: Mem.REF, Elem.CLASS: Mem.REF, Elem.ARRAY: Mem.REF, Elem.MDARRAY: Mem.REF,
}   # no VALUETYPE: a struct is moved with memcpy (frontend/objects.py)

# Value types of the BCL that are primitives, by full name (type tokens of sizeof,
# ldobj, stobj, initobj, cpobj name them this way).
PRIMITIVE_NAMES: dict[str, Elem] = {
    "System.Boolean": Elem.BOOL, "System.Char": Elem.CHAR, "System.SByte": Elem.I1,
    "System.Byte": Elem.U1, "System.Int16": Elem.I2, "System.UInt16": Elem.U2,
    "System.Int32": Elem.I4, "System.UInt32": Elem.U4, "System.Int64": Elem.I8,
    "System.UInt64": Elem.U8, "System.IntPtr": Elem.I, "System.UIntPtr": Elem.U,
    "System.Single": Elem.R4, "System.Double": Elem.R8,
}

# The extension that makes an int32 a valid value of a small type (bool and char are
# one and two bytes wide, like .NET stores them).
NORMALISE: dict[Elem, Op] = {
    Elem.BOOL: Op.ZEXT8, Elem.I1: Op.SEXT8, Elem.U1: Op.ZEXT8,
    Elem.CHAR: Op.ZEXT16, Elem.I2: Op.SEXT16, Elem.U2: Op.ZEXT16,
}


@dataclass(frozen=True)
class SigType:
    name: str                 # ilasm spelling: member keys and messages
    elem: Elem | None = None  # None: a type the frontend cannot compile
    pointee: "SigType | None" = None   # BYREF and PTR: the type pointed to; arrays: the element
    rank: int = 0             # MDARRAY: the number of dimensions; VAR/MVAR: the index
    # A generic instance (`Ns.List`1<int32>`, a CLASS or VALUETYPE): the generic type's
    # name and the type arguments.
    generic: str = ""
    args: tuple["SigType", ...] = ()
    # An enum: named by its own name, with its underlying primitive's elem (it is that
    # primitive in every operation; boxing and ToString know the enum).
    enum: bool = False
    # Where a class or struct (a generic instance: its generic type) is defined, the name
    # alone being ambiguous (mscorlib, System and System.Core each have an internal SR and
    # mscorlib and System a ValueListBuilder`1, every assembly mcs builds has its own
    # <>__AnonType0`2, a program and its library may each have a Box`1): read from a
    # TypeDef, the Assembly defining it; from a TypeRef, the name of the assembly the
    # TypeRef says (a str); else None. Kept through substitution. Not part of the type's
    # identity.
    scope: object = field(default=None, compare=False, repr=False)
    # `[Assembly]` when the class or struct (a generic instance: its generic type) is one
    # of two of the program's assemblies that define its name and not the first to: how
    # it is spelled as a type argument (`K`1<[Lib]Box`1<int32>>`), so that the instances
    # over either are two, by name (ProgramNames). Empty without such a clash.
    qual: str = field(default="", compare=False, repr=False)

    def __str__(self) -> str:
        return self.name

    @property
    def is_open(self) -> bool:
        """Whether a generic parameter occurs in it (it needs substituting)."""
        if self.elem in (Elem.VAR, Elem.MVAR):
            return True
        if self.pointee is not None and self.pointee.is_open:
            return True
        return any(a.is_open for a in self.args)


@dataclass(frozen=True)
class MethodSig:
    has_this: bool
    generic_params: int
    vararg: bool
    ret: SigType
    params: tuple[SigType, ...]
    call_conv: int = 0        # low 4 bits of the flags: 0 default, 1-4 unmanaged, 5 vararg

    def param_list(self) -> str:
        return ", ".join(p.name for p in self.params)


# Element types that are a whole type by themselves (II.23.1.16).
SIMPLE_TYPES: dict[int, SigType] = {
    0x01: SigType("void", Elem.VOID), 0x02: SigType("bool", Elem.BOOL),
    0x03: SigType("char", Elem.CHAR), 0x04: SigType("int8", Elem.I1),
    0x05: SigType("uint8", Elem.U1), 0x06: SigType("int16", Elem.I2),
    0x07: SigType("uint16", Elem.U2), 0x08: SigType("int32", Elem.I4),
    0x09: SigType("uint32", Elem.U4), 0x0A: SigType("int64", Elem.I8),
    0x0B: SigType("uint64", Elem.U8), 0x0C: SigType("float32", Elem.R4),
    0x0D: SigType("float64", Elem.R8),
    0x0E: SigType("string", Elem.STRING), 0x16: SigType("typedref"),
    0x18: SigType("native int", Elem.I), 0x19: SigType("native uint", Elem.U),
    0x1C: SigType("object", Elem.OBJECT),
}
STRING_ARRAY = SigType("string[]", Elem.STRING_ARRAY, SIMPLE_TYPES[0x0E])
# Element types an array may have (anything compilable that is a value of its own).
_NOT_ELEMENTS = frozenset({Elem.VOID, Elem.BYREF})


def mdarray_suffix(rank: int) -> str:
    """The ilasm suffix of a compilable ELEMENT_TYPE_ARRAY: `[,]`, `[,,]`; rank 1 `[0...]`."""
    return "[0...]" if rank == 1 else f"[{',' * (rank - 1)}]"


def _array_bounds(rank: int, sizes: list[int], bounds: list[int]) -> str:
    """The ilasm spelling of an array's dimensions: `[5]`, `[1...]`, `[1...4,...]`."""
    dims = []
    for d in range(rank):
        lo = bounds[d] if d < len(bounds) else None
        size = sizes[d] if d < len(sizes) else None
        if size is not None:
            dims.append(str(size) if not lo else f"{lo}...{lo + size - 1}")
        elif lo is not None:
            dims.append(f"{lo}...")
        else:
            dims.append("..." if rank == 1 else "")
    return f"[{','.join(dims)}]"


def named_type(name: str, is_class: bool) -> SigType:
    """A CLASS/VALUETYPE signature type by name, without knowing the assembly's types
    (the assembly overrides this to turn its enums into their underlying types)."""
    if name == "System.String":
        return SIMPLE_TYPES[0x0E]
    if name == "System.Object":
        return SIMPLE_TYPES[0x1C]
    prim = PRIMITIVE_NAMES.get(name)
    if prim is not None and not is_class:
        return SigType(prim.value, prim)
    return SigType(name, Elem.CLASS if is_class else Elem.VALUETYPE)


def generic_param(of_method: bool, index: int) -> SigType:
    """`!index` (a type's generic parameter) or `!!index` (a method's)."""
    return SigType(f"{'!!' if of_method else '!'}{index}", Elem.MVAR if of_method else Elem.VAR,
                   rank=index)


def spelling(t: SigType) -> str:
    """t as a type argument: its name, with the SigType.qual of every class or struct in
    it (`[Lib]Box`1<int32>[]`); its name whenever no type of it has a name clash."""
    if t.qual:
        return t.qual + t.name
    if t.pointee is not None and not t.args and t.name.startswith(t.pointee.name):
        inner = spelling(t.pointee)
        if inner != t.pointee.name:
            return inner + t.name[len(t.pointee.name):]
    return t.name


def generic_instance(generic: str, is_class: bool, args: tuple[SigType, ...],
                     scope: object = None, qual: str = "") -> SigType:
    """`generic<args>`, e.g. `System.Collections.Generic.List`1<int32>`."""
    return SigType(f"{generic}<{', '.join(spelling(a) for a in args)}>",
                   Elem.CLASS if is_class else Elem.VALUETYPE, generic=generic, args=args,
                   scope=scope, qual=qual)


class ProgramNames:
    """Which of the program's assemblies each class or struct name is first known in (its
    own TypeDefs, read as each assembly is opened, the executable first; or a TypeRef that
    names the assembly): a type of that name of another assembly is spelled with its
    assembly's name as a type argument (SigType.qual). First come stays first, so each
    type has one spelling in every assembly that names it; framework assemblies are left
    out (their names are the framework's, and TypeRefs to facades name other assemblies
    than the defining one)."""

    def __init__(self, is_framework: Callable[[str], bool]) -> None:
        self._is_framework = is_framework
        self._framework: dict[str, bool] = {}
        self._first: dict[str, str] = {}

    def claim(self, name: str, assembly: str) -> None:
        self._first.setdefault(name, assembly)

    def qualifier(self, name: str, assembly: str | None) -> str:
        """SigType.qual of the type `name` (a generic instance: its generic type's name)
        of `assembly` (None: unknown)."""
        if assembly is None:
            return ""
        framework = self._framework.get(assembly)
        if framework is None:
            framework = self._framework[assembly] = self._is_framework(assembly)
        if framework:
            return ""
        first = self._first.setdefault(name, assembly)
        return "" if first == assembly else f"[{assembly}]"


def scope_name(scope: object) -> str | None:
    """The assembly name of a SigType.scope (an Assembly or a TypeRef's assembly name)."""
    return scope if isinstance(scope, str) or scope is None else scope.assembly_name  # type: ignore[attr-defined]


def scoped(t: SigType, scope: object, names: ProgramNames | None = None) -> SigType:
    """A named class or struct t with its SigType.scope (an enum, a primitive, a string or
    an object stays as it is: their names are not ambiguous), and its SigType.qual when
    `names` (a program assembly's) says so."""
    if scope is None or t.elem not in (Elem.CLASS, Elem.VALUETYPE) or t.enum or t.args \
            or t.name in ("System.Object", "System.String"):
        return t
    qual = names.qualifier(t.name, scope_name(scope)) if names is not None else ""
    return replace(t, scope=scope, qual=qual)


# Builds a named type: (name, is_class) -> SigType.
TypeMaker = Callable[[str, bool], SigType]

HASTHIS, EXPLICITTHIS, GENERIC, VARARG, LOCAL_SIG = 0x20, 0x40, 0x10, 0x05, 0x07

# Names a TypeDefOrRef coded index (tag, row): supplied by the assembly, which owns the tables.
TypeNamer = Callable[[int, int], str]


class _Reader:
    """A cursor over one blob. Every read is bounds-checked: a blob that ends early is
    broken metadata, reported as such rather than as an IndexError."""

    def __init__(self, blob: bytes, namer: TypeNamer, named: TypeMaker | None = None,
                 scope: object = None) -> None:
        self.blob = blob
        self.pos = 0
        self.namer = namer
        self.named = named or named_type
        self.scope = scope          # the Assembly whose TypeDefs the namer names
        # a program assembly's ProgramNames (SigType.qual)
        self.names: ProgramNames | None = getattr(scope, "type_names", None)

    def byte(self) -> int:
        try:
            b = self.blob[self.pos]
        except IndexError:
            raise CompileError("broken metadata: signature blob ends early") from None
        self.pos += 1
        return b

    def peek(self) -> int:
        try:
            return self.blob[self.pos]
        except IndexError:
            raise CompileError("broken metadata: signature blob ends early") from None

    def uint(self) -> int:
        """A compressed unsigned integer (II.23.2)."""
        b = self.byte()
        if b & 0x80 == 0:
            return b
        if b & 0xC0 == 0x80:
            return (b & 0x3F) << 8 | self.byte()
        if b & 0xE0 == 0xC0:
            return (b & 0x1F) << 24 | self.byte() << 16 | self.byte() << 8 | self.byte()
        raise CompileError("broken metadata: bad compressed integer in signature")

    def sint(self) -> int:
        """A compressed signed integer (II.23.2): the sign bit rotated to the lowest bit
        of a 7, 14 or 29-bit field."""
        first = self.peek()
        bits = 7 if first & 0x80 == 0 else 14 if first & 0xC0 == 0x80 else 29
        v = self.uint()
        return (v >> 1) - (1 << (bits - 1)) if v & 1 else v >> 1

    def type_def_or_ref(self) -> str:
        coded = self.uint()
        return self.namer(coded & 3, coded >> 2)

    def _scope(self, coded: int) -> object:
        """SigType.scope of a generic type named by the TypeDefOrRef index `coded`."""
        if self.scope is None or coded & 3 == 2:
            return None
        return self.scope if coded & 3 == 0 else self.scope.typeref_assembly(coded >> 2)  # type: ignore[attr-defined]

    def type(self) -> SigType:
        b = self.byte()
        while b == 0x1F or b == 0x20:           # CMOD_REQD / CMOD_OPT: irrelevant to codegen
            self.type_def_or_ref()
            b = self.byte()
        simple = SIMPLE_TYPES.get(b)
        if simple is not None:
            return simple
        if b in (0x0F, 0x10):
            pointee = self.type()
            if b == 0x0F:
                return SigType(f"{pointee.name}*", Elem.PTR, pointee)
            # a byref of a type we cannot compile stays uncompilable (`object&`)
            return SigType(f"{pointee.name}&", Elem.BYREF if pointee.elem else None, pointee)
        if b in (0x11, 0x12):
            coded = self.uint()
            return scoped(self.named(self.namer(coded & 3, coded >> 2), b == 0x12),
                          self._scope(coded), self.names)
        if b in (0x13, 0x1E):
            index = self.uint()
            return generic_param(b == 0x1E, index)
        if b == 0x14:
            elem = self.type()
            rank = self.uint()
            sizes = [self.uint() for _ in range(self.uint())]
            bounds = [self.sint() for _ in range(self.uint())]
            # compilable: no sizes, lower bounds 0 (what mcs makes of `T[,]`), and the rank-1
            # `T[0...]` of hand-written IL (a `T[*]` in .NET's names)
            ok = elem.elem is not None and elem.elem not in _NOT_ELEMENTS and rank >= 1 \
                and not sizes and all(b == 0 for b in bounds)
            name = elem.name + (mdarray_suffix(rank) if ok else _array_bounds(rank, sizes, bounds))
            return SigType(name, Elem.MDARRAY if ok else None, elem, rank)
        if b == 0x15:
            is_class = self.byte() == 0x12      # CLASS or VALUETYPE
            coded = self.uint()
            generic = self.namer(coded & 3, coded >> 2)
            args = tuple(self.type() for _ in range(self.uint()))
            named = self.named(generic, is_class)
            if named.enum:      # an enum nested in a generic type: its underlying type
                return named
            scope = self._scope(coded)
            qual = self.names.qualifier(generic, scope_name(scope)) \
                if self.names is not None and scope is not None else ""
            return generic_instance(generic, is_class, args, scope, qual)
        if b == 0x1B:
            sig = self.method()
            return SigType(f"method {sig.ret.name} *({sig.param_list()})", Elem.FNPTR)
        if b == 0x1D:
            elem = self.type()
            if elem.elem is Elem.STRING:
                return STRING_ARRAY
            ok = elem.elem is not None and elem.elem not in _NOT_ELEMENTS
            return SigType(f"{elem.name}[]", Elem.ARRAY if ok else None, elem)
        if b == 0x45:
            # PINNED (only in local signatures; `fixed` in C#): the GC is conservative and
            # never moves objects, so a pinned local is an ordinary local of its type.
            return self.type()
        raise CompileError(f"broken metadata: unknown element type 0x{b:02x} in signature")

    def method(self) -> MethodSig:
        flags = self.byte()
        generic = self.uint() if flags & GENERIC else 0
        count = self.uint()
        ret = self.type()
        params = []
        for _ in range(count):
            if self.peek() == 0x41:             # SENTINEL: start of vararg extras
                self.byte()
            params.append(self.type())
        return MethodSig(has_this=bool(flags & HASTHIS), generic_params=generic,
                         vararg=(flags & 0x0F) == VARARG, ret=ret, params=tuple(params),
                         call_conv=flags & 0x0F)


def decode_method_sig(blob: bytes, namer: TypeNamer, named: TypeMaker | None = None,
                      scope: object = None) -> MethodSig:
    return _Reader(blob, namer, named, scope).method()


def decode_type(blob: bytes, namer: TypeNamer, named: TypeMaker | None = None,
                scope: object = None) -> SigType:
    """A TypeSpec blob: one type."""
    return _Reader(blob, namer, named, scope).type()


def decode_standalone_method_sig(blob: bytes, namer: TypeNamer, named: TypeMaker | None = None,
                                 scope: object = None) -> MethodSig:
    """A StandAloneSig holding a method signature (the operand of calli)."""
    if blob[:1] == bytes([LOCAL_SIG]):
        raise CompileError("broken metadata: method signature expected, found local variables")
    return _Reader(blob, namer, named, scope).method()


def decode_field_sig(blob: bytes, namer: TypeNamer, named: TypeMaker | None = None,
                     scope: object = None) -> SigType:
    """A FieldSig blob (II.23.2.4): FIELD, then the type."""
    r = _Reader(blob, namer, named, scope)
    if r.byte() != 0x06:
        raise CompileError("broken metadata: field signature expected")
    return r.type()


def decode_method_spec(blob: bytes, namer: TypeNamer, named: TypeMaker | None = None,
                       scope: object = None) -> tuple[SigType, ...]:
    """A MethodSpec's instantiation blob (II.23.2.15): GENERICINST, count, the types."""
    r = _Reader(blob, namer, named, scope)
    if r.byte() != 0x0A:
        raise CompileError("broken metadata: method instantiation expected")
    return tuple(r.type() for _ in range(r.uint()))


def decode_locals_sig(blob: bytes, namer: TypeNamer, named: TypeMaker | None = None,
                      scope: object = None) -> tuple[SigType, ...]:
    r = _Reader(blob, namer, named, scope)
    if r.byte() != LOCAL_SIG:
        raise CompileError("broken metadata: local variable signature expected")
    return tuple(r.type() for _ in range(r.uint()))
