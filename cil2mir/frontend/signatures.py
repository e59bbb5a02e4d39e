"""Signature blobs (ECMA-335 II.23.2): method, local-variable and type signatures.

Every type in a blob is decoded, supported or not, because unsupported types still
have to be *named*: a member key such as `System.Console::WriteLine(float64)` is how
the corelib table is searched and how the error message names what is missing.
A decoded type therefore carries its ilasm spelling and, when the frontend can
compile it, an `Elem`; the per-`Elem` facts (machine type, normalising extension)
are tables here so that every stage of the frontend reads the same ones.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Callable

from cil2mir.errors import CompileError
from cil2mir.frontend.ir import Op, Ty


class Elem(enum.Enum):
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
    STRING = "string"
    STRING_ARRAY = "string[]"


# Machine type of each compiled CIL type (ir.py: small types are I32 values).
IR_TYPE: dict[Elem, Ty] = {
    Elem.VOID: Ty.VOID, Elem.BOOL: Ty.I32, Elem.CHAR: Ty.I32,
    Elem.I1: Ty.I32, Elem.U1: Ty.I32, Elem.I2: Ty.I32, Elem.U2: Ty.I32,
    Elem.I4: Ty.I32, Elem.U4: Ty.I32, Elem.I8: Ty.I64, Elem.U8: Ty.I64,
    Elem.I: Ty.I64, Elem.U: Ty.I64, Elem.STRING: Ty.REF, Elem.STRING_ARRAY: Ty.REF,
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

    def __str__(self) -> str:
        return self.name


@dataclass(frozen=True)
class MethodSig:
    has_this: bool
    generic_params: int
    vararg: bool
    ret: SigType
    params: tuple[SigType, ...]

    def param_list(self) -> str:
        return ", ".join(p.name for p in self.params)


# Element types that are a whole type by themselves (II.23.1.16).
_SIMPLE: dict[int, SigType] = {
    0x01: SigType("void", Elem.VOID), 0x02: SigType("bool", Elem.BOOL),
    0x03: SigType("char", Elem.CHAR), 0x04: SigType("int8", Elem.I1),
    0x05: SigType("uint8", Elem.U1), 0x06: SigType("int16", Elem.I2),
    0x07: SigType("uint16", Elem.U2), 0x08: SigType("int32", Elem.I4),
    0x09: SigType("uint32", Elem.U4), 0x0A: SigType("int64", Elem.I8),
    0x0B: SigType("uint64", Elem.U8), 0x0C: SigType("float32"), 0x0D: SigType("float64"),
    0x0E: SigType("string", Elem.STRING), 0x16: SigType("typedref"),
    0x18: SigType("native int", Elem.I), 0x19: SigType("native uint", Elem.U),
    0x1C: SigType("object"),
}
_STRING_ARRAY = SigType("string[]", Elem.STRING_ARRAY)

HASTHIS, EXPLICITTHIS, GENERIC, VARARG, LOCAL_SIG = 0x20, 0x40, 0x10, 0x05, 0x07

# Names a TypeDefOrRef coded index (tag, row): supplied by the assembly, which owns the tables.
TypeNamer = Callable[[int, int], str]


class _Reader:
    """A cursor over one blob. Every read is bounds-checked: a blob that ends early is
    broken metadata, reported as such rather than as an IndexError."""

    def __init__(self, blob: bytes, namer: TypeNamer) -> None:
        self.blob = blob
        self.pos = 0
        self.namer = namer

    def byte(self) -> int:
        if self.pos >= len(self.blob):
            raise CompileError("broken metadata: signature blob ends early")
        b = self.blob[self.pos]
        self.pos += 1
        return b

    def peek(self) -> int:
        if self.pos >= len(self.blob):
            raise CompileError("broken metadata: signature blob ends early")
        return self.blob[self.pos]

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

    def type_def_or_ref(self) -> str:
        coded = self.uint()
        return self.namer(coded & 3, coded >> 2)

    def custom_mods(self) -> None:
        while self.peek() in (0x1F, 0x20):     # CMOD_REQD / CMOD_OPT: irrelevant to codegen
            self.byte()
            self.type_def_or_ref()

    def type(self) -> SigType:
        self.custom_mods()
        b = self.byte()
        simple = _SIMPLE.get(b)
        if simple is not None:
            return simple
        if b == 0x0F:
            return SigType(f"{self.type().name}*")
        if b == 0x10:
            return SigType(f"{self.type().name}&")
        if b in (0x11, 0x12):
            return SigType(self.type_def_or_ref())
        if b in (0x13, 0x1E):
            return SigType(f"{'!' if b == 0x13 else '!!'}{self.uint()}")
        if b == 0x14:
            elem = self.type()
            rank = self.uint()
            for _ in range(self.uint()):        # sizes
                self.uint()
            for _ in range(self.uint()):        # lower bounds (signed, same encoding width)
                self.uint()
            return SigType(f"{elem.name}[{',' * (rank - 1)}]")
        if b == 0x15:
            self.byte()                         # CLASS or VALUETYPE
            generic = self.type_def_or_ref()
            args = [self.type().name for _ in range(self.uint())]
            return SigType(f"{generic}<{', '.join(args)}>")
        if b == 0x1B:
            sig = self.method()
            return SigType(f"method {sig.ret.name} *({sig.param_list()})")
        if b == 0x1D:
            elem = self.type()
            return _STRING_ARRAY if elem.elem is Elem.STRING else SigType(f"{elem.name}[]")
        if b == 0x45:
            return SigType(f"{self.type().name} pinned")
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
                         vararg=(flags & 0x0F) == VARARG, ret=ret, params=tuple(params))


def decode_method_sig(blob: bytes, namer: TypeNamer) -> MethodSig:
    return _Reader(blob, namer).method()


def decode_type(blob: bytes, namer: TypeNamer) -> SigType:
    """A TypeSpec blob: one type."""
    return _Reader(blob, namer).type()


def decode_locals_sig(blob: bytes, namer: TypeNamer) -> tuple[SigType, ...]:
    r = _Reader(blob, namer)
    if r.byte() != LOCAL_SIG:
        raise CompileError("broken metadata: local variable signature expected")
    return tuple(r.type() for _ in range(r.uint()))
