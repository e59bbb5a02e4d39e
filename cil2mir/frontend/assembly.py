"""An opened assembly: its types, methods, fields, tokens, user strings, entry point.

dnfile (pefile) opens the PE container only: the headers and the section table, which
map RVAs to file offsets. The CLI header, the metadata tables and heaps are read by
frontend/metadata.py, which validates what it reads and names what is wrong and where
(`metadata: MethodDef row 12: Name offset 0x4f21 outside the #Strings heap ...`). This
module is the only one that touches dnfile; anything else a damaged file makes a parser
raise is turned into `broken metadata (...)` (_is_damage) before a later stage sees it.

Method symbols
--------------
Every MethodDef gets a linker symbol built from `[A-Za-z0-9_.]` only:

* `<type>.<method>`, where `<type>` is the full type name with nested types joined
  by `.` (`Ns.Outer/Inner` -> `Ns.Outer.Inner`): `Program.Fib`, `Ns.Program.Main`;
* a method name that occurs more than once in its type (overloads) gets its parameter
  types appended, so the symbol does not depend on declaration order:
  `Ns.Program.Add_i32_i32`, `Ns.Program.Add_i64_i64`, `Ns.Program.Run_void` (no params);
* any other character becomes `_` (`<Main>b__0` -> `_Main_b__0`), and a symbol starting
  with a digit gets a leading `_`;
* if two methods still end up with the same symbol (for example type `A.B` in the global
  namespace and nested type `A/B`), the later one in MethodDef order gets `_2`, `_3`, ...

Managed symbols always contain a `.` between type and method, so they cannot collide
with the runtime's `rt_*` functions or with `cil2mir_main`; `str.<hash>` (string literals)
and `llvm.*` (LLVM's intrinsics: namespace `llvm`) get a leading `_` like digits do.
"""

from __future__ import annotations

import contextlib
import functools
import hashlib
import logging
import os
import re
import struct
from collections import Counter
from dataclasses import dataclass, field
from typing import Any, Callable, Iterator, Sequence, TypeVar

import dnfile
from dncil.cil.body.reader import CilMethodBodyReaderBase
from dncil.cil.enums import OperandType
from dncil.cil.error import MethodBodyFormatError
from pefile import PEFormatError

from cil2mir.errors import CompileError
from cil2mir.frontend import ir
from cil2mir.frontend import metadata as md
from cil2mir.frontend import symbols as sym
from cil2mir.frontend.signatures import (PRIMITIVE_NAMES, Elem, MethodSig, ProgramNames,
                                         SigType, decode_field_sig, decode_locals_sig,
                                         decode_method_sig, decode_method_spec,
                                         decode_standalone_method_sig, decode_type,
                                         named_type, scoped, spelling)

# Metadata table numbers, as found in the top byte of a token (II.22).
T_TYPEREF, T_TYPEDEF, T_METHODDEF, T_MEMBERREF = md.TYPEREF, md.TYPEDEF, md.METHODDEF, md.MEMBERREF
T_STANDALONESIG, T_TYPESPEC, T_METHODSPEC = md.STANDALONESIG, md.TYPESPEC, md.METHODSPEC
T_FIELD = md.FIELD
_TYPE_TABLES = (T_TYPEDEF, T_TYPEREF, T_TYPESPEC)
_TYPE_DEF_OR_REF = dict(enumerate(_TYPE_TABLES))     # a TypeDefOrRef coded index's tags
COVARIANT, CONTRAVARIANT = 1, 2     # a generic parameter's variance (`out T`, `in T`)
_PRIM_SIZE = {Elem.I1: 1, Elem.U1: 1, Elem.BOOL: 1, Elem.I2: 2, Elem.U2: 2, Elem.CHAR: 2,
              Elem.I4: 4, Elem.U4: 4, Elem.R4: 4, Elem.I8: 8, Elem.U8: 8, Elem.R8: 8}

# dnfile logs every inconsistency it meets as a warning; the frontend reports damage
# itself, as one CompileError line, so the log would only be noise on stderr.
logging.getLogger("dnfile").setLevel(logging.CRITICAL)

_SYMBOL_BAD = re.compile(r"[^A-Za-z0-9_.]")
_STRING_SYMBOL = re.compile(r"str\.\d+")

# Short, readable codes for parameter types in the symbols of overloaded methods.
_PARAM_CODE: dict[Elem, str] = {
    Elem.BOOL: "bool", Elem.CHAR: "char", Elem.I1: "i8", Elem.U1: "u8", Elem.I2: "i16",
    Elem.U2: "u16", Elem.I4: "i32", Elem.U4: "u32", Elem.I8: "i64", Elem.U8: "u64",
    Elem.I: "nint", Elem.U: "nuint", Elem.STRING: "string", Elem.STRING_ARRAY: "string_arr",
    Elem.R4: "f32", Elem.R8: "f64", Elem.FNPTR: "fnptr",
}


def _param_code(t: SigType) -> str:
    """`i32`, `f64`; pointers and byrefs name their pointee: `i32_ref`, `u8_ptr_ptr`."""
    if t.elem in (Elem.BYREF, Elem.PTR) and t.pointee is not None:
        return f"{_param_code(t.pointee)}_{'ref' if t.elem is Elem.BYREF else 'ptr'}"
    return _PARAM_CODE.get(t.elem, t.name) if t.elem else t.name


def _qualified(namespace: str, name: str) -> str:
    return f"{namespace}.{name}" if namespace else name


class _Pending:
    """A signature not decoded yet (one per distinct blob, shared by the members that
    have it): decoded when one of them first reads it, then kept."""
    __slots__ = ("_decode", "_value")

    def __init__(self, decode: Callable[[], Any]) -> None:
        self._decode = decode
        self._value: Any = None

    def decode(self) -> Any:
        if self._value is None:
            self._value = self._decode()
        return self._value

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickled (a member sent to another process) as the decoded value itself."""
        return _same, (self.decode(),)


def _same(value: Any) -> Any:
    return value


class _SignatureOnFirstRead:
    """For MethodDef and FieldDef: a `sig` left pending (`pending_signature`) is decoded
    the first time it is read. A framework assembly defines tens of thousands of members
    and a program reaches a few hundred of them (measured: opening mscorlib with its
    TypeSystem and Library, 0.37 s, gains 0.01-0.03 s, since overloads are decoded at
    once for their symbols and the rest are half of its distinct blobs). Once decoded,
    `sig` is a plain attribute (`__getattr__` runs only while it is missing), so reading
    it costs nothing more than before."""

    def __getattr__(self, name: str) -> Any:
        if name != "sig":
            raise AttributeError(name)
        pending = self.__dict__.pop("_pending_sig", None)
        if pending is None:
            raise AttributeError(name)
        value = pending.decode() if type(pending) is _Pending else pending
        self.sig = value
        return value


_M = TypeVar("_M", "MethodDef", "FieldDef")


def pending_signature(member: _M, sig: Any) -> _M:
    """`member` with `sig` (maybe a `_Pending`, then decoded when first read)."""
    if type(sig) is _Pending:
        del member.sig
        member._pending_sig = sig      # type: ignore[union-attr]
    return member


@dataclass
class MethodDef(_SignatureOnFirstRead):
    """One row of the MethodDef table, with what the frontend needs of it."""
    rid: int
    type_name: str          # full IL type name: Ns.Type, Ns.Outer/Inner
    name: str
    sig: MethodSig          # (maybe pending until first read: pending_signature)
    rva: int                # 0: no body
    is_static: bool
    is_il: bool             # the body is CIL (not native or runtime-provided)
    generic_type: bool      # declared in a generic type
    symbol: str = ""
    type_rid: int = 0       # the declaring TypeDef
    is_virtual: bool = False
    is_newslot: bool = False
    is_final: bool = False  # a virtual method no class overrides further (sealed)
    is_abstract: bool = False
    is_pinvoke: bool = False
    is_public: bool = False
    access: int = 0         # MethodAttributes.MemberAccessMask (6: public), for reflection
    hide_by_sig: bool = False   # for reflection's Attributes
    tail: str = ""          # the symbol without its type's part (`Add_i32_i32`, `_ctor`)
    # an instance of a generic type's method or of a generic method (frontend/typesystem/generics.py):
    # type_name is the closed type, sig is substituted; symbol is the instance's
    type_args: tuple[SigType, ...] = ()
    method_args: tuple[SigType, ...] = ()
    origin: "MethodDef | None" = None      # an instance's generic definition

    @property
    def is_generic_def(self) -> bool:
        """Generic, and not (fully) instantiated: compiled only through its instances."""
        return (self.generic_type and not self.type_args) or \
            (self.sig.generic_params > 0 and not self.method_args)

    @property
    def il_name(self) -> str:
        """`Namespace.Type::Method` (an instance: `Ns.Stack`1<int32>::Push`,
        `Program::Max<float64>`): how messages and dumps name the method."""
        args = f"<{', '.join(spelling(a) for a in self.method_args)}>" if self.method_args else ""
        return f"{self.type_name}::{self.name}{args}"

    @property
    def full_name(self) -> str:
        return f"{self.il_name}({self.sig.param_list()})"


@dataclass
class FieldDef(_SignatureOnFirstRead):
    """One row of the Field table."""
    rid: int
    type_rid: int           # the declaring TypeDef
    name: str
    sig: SigType            # (maybe pending until first read: pending_signature)
    is_static: bool
    is_literal: bool        # a constant: no storage (C# const, enum members)
    has_rva: bool           # static data mapped from the file (array initialisers)
    owner: str = ""         # the declaring type's name (closed, in a generic instance)
    offset: int | None = None   # its FieldLayout row's offset (a type with explicit layout)
    access: int = 0         # FieldAttributes.FieldAccessMask (6: public), for reflection


@dataclass(frozen=True)
class PropertyDef:
    """One row of the Property table, by its accessors (MethodDef rids, 0: none): its type
    and index parameters are the getter's result and parameters (or the setter's)."""
    name: str
    getter: int
    setter: int
    rid: int = 0


@dataclass
class TypeDefRow:
    """One row of the TypeDef table, with what the type system (typesystem/types.py) needs."""
    rid: int
    name: str               # full IL name: Ns.Type, Ns.Outer/Inner
    namespace: str
    simple: str             # TypeName alone (nested types: the inner name)
    extends: str | None     # full name of the base type; None for interfaces and <Module>
    is_interface: bool
    beforefieldinit: bool
    is_abstract: bool
    fields: list[int]       # Field rids
    methods: list[int]      # MethodDef rids
    interfaces: list[str]   # directly implemented interfaces, by name (InterfaceImpl order)
    enclosing: int = 0      # TypeDef rid of the enclosing type (nested types)
    # as signature types (generic instances keep their arguments, maybe `!0`)
    extends_sig: SigType | None = None
    interface_sigs: list[SigType] = field(default_factory=list)
    variance: tuple[int, ...] = ()  # one per generic parameter: 0, COVARIANT, CONTRAVARIANT
    # its ClassLayout row (0: none) and layout flag (II.10.1.2)
    packing: int = 0        # fields aligned to at most this many bytes
    class_size: int = 0     # the instance's fields take at least this many bytes
    explicit_layout: bool = False   # fields at their FieldLayout offsets
    param_names: tuple[str, ...] = ()   # the generic parameters' (`TKey`, `TValue`)
    flags: int = 0          # its TypeAttributes (what reflection's Type.Attributes shows)

    @property
    def generic_params(self) -> int:
        return len(self.variance)


@dataclass(frozen=True)
class MemberRef:
    """A method of another assembly, named the way the corelib table keys it."""
    type_name: str
    name: str
    sig: MethodSig
    parent: SigType | None = None   # the parent when it is a TypeSpec (`int32[,]`)

    @property
    def key(self) -> str:
        return f"{self.type_name}::{self.name}({self.sig.param_list()})"


F = TypeVar("F", bound=Callable[..., Any])
_Sig = TypeVar("_Sig")
_DAMAGED_SIGNATURE = "broken metadata: "     # how signatures.py starts a damaged blob's message


def _named_bool(blob: bytes, name: str) -> bool:
    """The boolean named argument `name` of a custom attribute whose constructor takes no
    arguments (II.23.3: prolog 1, count, then kind, type, SerString name, value each);
    False if absent or not so encoded."""
    if blob[:2] != b"\x01\x00" or len(blob) < 4:
        return False
    pos, found = 4, False
    for _ in range(int.from_bytes(blob[2:4], "little")):
        if pos + 3 > len(blob) or blob[pos] not in (0x53, 0x54) or blob[pos + 1] != 0x02:
            return False                        # (only boolean fields and properties here)
        size = blob[pos + 2]
        if size >= 0x80:
            return False
        text = blob[pos + 3:pos + 3 + size].decode("utf-8", "replace")
        pos += 3 + size
        if pos >= len(blob):
            return False
        found = found or (text == name and blob[pos] != 0)
        pos += 1
    return found


_PARSERS = ("dnfile", "pefile", "dncil")     # the packages that read the file for us


def _is_damage(e: Exception) -> bool:
    """Whether `e`, met while reading the metadata, comes from a damaged file rather than
    from a bug of ours: raised inside dnfile/pefile/dncil (they signal damage with many
    exception types), an index, offset or blob out of range (IndexError, struct.error,
    UnicodeDecodeError), or a part of a row that dnfile left as None. Anything else (a
    KeyError, TypeError or AttributeError of our own code) is an internal error."""
    tb = e.__traceback__
    while tb is not None and tb.tb_next is not None:
        tb = tb.tb_next
    module = str(tb.tb_frame.f_globals.get("__name__", "")) if tb is not None else ""
    if module.split(".")[0] in _PARSERS:
        return True
    if isinstance(e, (IndexError, struct.error, UnicodeDecodeError)):
        return True
    return isinstance(e, (AttributeError, TypeError)) and "'NoneType'" in str(e)


def _broken_metadata(e: Exception) -> CompileError:
    return CompileError(f"broken metadata ({type(e).__name__}: {e})")


def _metadata_access(fn: F) -> F:
    """dnfile builds rows lazily and leaves damaged parts as None or short data; an
    accessor that trips over that reports broken metadata instead of a traceback (a bug
    of ours still propagates as one)."""
    @functools.wraps(fn)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return fn(*args, **kwargs)
        except CompileError:
            raise
        except Exception as e:
            if not _is_damage(e):
                raise
            raise _broken_metadata(e) from None
    return wrapper  # type: ignore[return-value]


_R = CilMethodBodyReaderBase
_OPERAND_READERS: dict[OperandType, Callable[[Any, Any], tuple[Any, bytes]]] = {
    OperandType.InlineBrTarget: _R.read_inline_br_target, OperandType.InlineField: _R.read_inline_field,
    OperandType.InlineI: _R.read_inline_i, OperandType.InlineI8: _R.read_inline_i8,
    OperandType.InlineMethod: _R.read_inline_method, OperandType.InlineNone: _R.read_inline_none,
    OperandType.InlinePhi: _R.read_inline_phi, OperandType.InlineR: _R.read_inline_r,
    OperandType.InlineSig: _R.read_inline_sig, OperandType.InlineString: _R.read_inline_string,
    OperandType.InlineSwitch: _R.read_inline_switch, OperandType.InlineTok: _R.read_inline_tok,
    OperandType.InlineType: _R.read_inline_type, OperandType.InlineVar: _R.read_inline_var,
    OperandType.ShortInlineBrTarget: _R.read_short_inline_br_target,
    OperandType.ShortInlineI: _R.read_short_inline_i, OperandType.ShortInlineR: _R.read_short_inline_r,
    OperandType.ShortInlineVar: _R.read_short_inline_var,
}


class BodyReader(CilMethodBodyReaderBase):
    """dncil reader over the whole file image, so decoding a body copies nothing but
    the body (a per-method copy of the file would make loading quadratic). It reads no
    further than `end` (the end of the body's file section, then of its code); a read
    cut short there sets `cut_short`."""

    def __init__(self, data: bytes, offset: int, end: int) -> None:
        self.data = memoryview(data)
        self.pos = offset
        self.end = end
        self.cut_short = False

    def read_operand(self, insn: Any) -> tuple[Any, bytes]:
        """dncil's own version rebuilds its dispatch dict for every instruction, which
        was half the decoding time of large methods."""
        reader = _OPERAND_READERS.get(insn.opcode.operand_type)
        if reader is None:
            raise MethodBodyFormatError(f"bad operand type {insn.opcode.operand_type}")
        return reader(self, insn)

    def read(self, n: int) -> bytes:
        chunk = bytes(self.data[self.pos:min(self.pos + n, self.end)])
        self.pos += len(chunk)
        self.cut_short = self.cut_short or len(chunk) < n
        return chunk

    def tell(self) -> int:
        return self.pos

    def seek(self, rva: int) -> int:
        self.pos = rva
        return self.pos


class Assembly:
    """An opened assembly. Construction validates enough of the file that the rest of
    the frontend can index its tables without defensive checks."""

    def __init__(self, path: str,
                 foreign_enum: Callable[[str], SigType | None] | None = None,
                 type_names: ProgramNames | None = None, lazy: bool = False) -> None:
        """`foreign_enum` finds the enums of the assemblies this one references: their
        TypeRefs only say `valuetype`, and an enum must read as its underlying type.
        `type_names`: the program's, when this is one of its assemblies (SigType.qual).
        `lazy` (the framework's assemblies, whose foreign enums are fixed): the signatures
        of methods and fields are decoded when first read, not here (see
        _SignatureOnFirstRead), a damaged one reported when, and only if, the compile
        reaches it; TypeSpecs and field references are decoded once."""
        self.path = path
        self.name = os.path.basename(path)
        self.foreign_enum = foreign_enum
        self.type_names = type_names
        self.lazy = lazy
        with self._damage_reported():
            self._load(path)

    @property
    def display_name(self) -> str:
        """`App, Version=1.0.0.0, Culture=neutral, PublicKeyToken=null`: how Type.FullName
        qualifies a generic argument declared in this assembly."""
        rows = self.md.rows(md.ASSEMBLY)
        if not rows:
            return self.name.rsplit(".", 1)[0]
        r = rows[0]
        key = r.PublicKey
        token = hashlib.sha1(key).digest()[-8:][::-1].hex() if key else "null"
        return (f"{r.Name}, Version={r.MajorVersion}.{r.MinorVersion}.{r.BuildNumber}."
                f"{r.RevisionNumber}, Culture={r.Culture or 'neutral'}, PublicKeyToken={token}")

    # ---- loading -------------------------------------------------------------------

    def _load(self, path: str) -> None:
        try:
            with open(path, "rb") as f:
                self.data = f.read()
        except OSError as e:
            raise CompileError(f"cannot read file: {e.strerror}") from None
        _check_pe_signature(self.data)
        try:
            # fast_load: only the headers and the section table; the CLI header and the
            # metadata are ours (frontend/metadata.py)
            pe = dnfile.dnPE(data=self.data, fast_load=True, clr_lazy_load=True)
        except PEFormatError as e:         # (pefile's one exception: its value is a message)
            raise CompileError(f"not a valid PE file: {e.value}") from None
        for i, s in enumerate(pe.sections, 1):
            end = s.PointerToRawData + s.SizeOfRawData
            if end > len(self.data):
                raise CompileError(f"truncated file: section {i} ({_section_name(s)}) ends at "
                                   f"byte {end}, the file has {len(self.data)}")
        self.pe = pe
        cli_rva = self._cli_header_rva()
        if not cli_rva:
            raise CompileError("not a .NET assembly (no CLI header)")
        cli = md.CliHeader.parse(self.data, self._file_offset(cli_rva, md.CliHeader.SIZE,
                                                              "the CLI header"))
        self.md = md.Metadata(self.data, self._file_offset(
            cli.metadata_rva, cli.metadata_size, "metadata: the metadata root"), cli.metadata_size)
        self._resources = (cli.resources_rva, cli.resources_size)
        self._typeref_names: dict[int, str] = {}
        self._type_specs: dict[int, SigType] = {}             # _type_spec, by rid
        self._field_refs: dict[int, tuple[SigType, str, SigType]] = {}   # field_ref, by rid
        self._typeref_assemblies: dict[int, str | None] = {}   # typeref_assembly
        self._typedef_names = self._name_typedefs()
        self._own_names = frozenset(self._typedef_names)
        if self.type_names is not None:
            for name in self._typedef_names:
                self.type_names.claim(name, self.assembly_name)
        self._read_type_rows()
        self.methods = self._read_methods()
        self._assign_symbols()
        self._memberrefs: dict[int, MemberRef] = {}
        self.entry_token = 0 if cli.flags & md.COMIMAGE_FLAGS_NATIVE_ENTRYPOINT else cli.entry_point

    def _cli_header_rva(self) -> int:
        """The CLI header's data directory entry (the 15th). The loader reads it even
        when NumberOfRvaAndSizes says there are fewer entries, and so do we."""
        opt = self.pe.OPTIONAL_HEADER
        if len(opt.DATA_DIRECTORY) > 14:
            return int(opt.DATA_DIRECTORY[14].VirtualAddress)
        at = opt.get_file_offset() + opt.sizeof() + 14 * 8
        return int.from_bytes(self.data[at:at + 4], "little") if at + 8 <= len(self.data) else 0

    def _file_offset(self, rva: int, size: int, what: str) -> int:
        """The file offset of `size` bytes at `rva`, which must lie in one section's data."""
        return self._extent(rva, size, what)[0]

    def _extent(self, rva: int, size: int, what: str) -> tuple[int, int]:
        """The file offset of `size` bytes at `rva`, which must lie in one section's data,
        and the end of that section's data in the file."""
        section = self.pe.get_section_by_rva(rva)
        if section is None:
            raise CompileError(f"{what}: RVA 0x{rva:x} is outside every section")
        offset = section.get_offset_from_rva(rva)
        end = min(section.get_PointerToRawData_adj() + section.SizeOfRawData, len(self.data))
        if offset + size > end:
            raise CompileError(f"{what}: 0x{size:x} bytes at RVA 0x{rva:x} run past the end of "
                               f"section {_section_name(section)}")
        return int(offset), int(end)

    def _name_typedefs(self) -> list[str]:
        """Full names of the TypeDefs (index rid-1); nested types as `Outer/Inner`."""
        typedefs = self.md.rows(md.TYPEDEF)
        enclosing: dict[int, int] = {}
        for row in self.md.rows(md.NESTEDCLASS):
            enclosing[row.NestedClass] = row.EnclosingClass
        names = [_qualified(td.TypeNamespace, td.TypeName) for td in typedefs]
        for rid in enclosing:
            chain, r = [], rid
            while r in enclosing and len(chain) <= len(names):   # the bound stops cyclic garbage
                chain.append(r)
                r = enclosing[r]
            names[rid - 1] = "/".join([names[r - 1]] + [typedefs[c - 1].TypeName
                                                        for c in reversed(chain)])
        return names

    def _read_type_rows(self) -> None:
        """TypeDefs, Fields, InterfaceImpls and MethodImpls. Enums are found first, so
        every signature decoded afterwards reads an enum as its underlying type."""
        m = self.md
        typedefs = m.rows(md.TYPEDEF)
        field_rows = m.rows(md.FIELD)
        field_lists = m.lists(md.TYPEDEF, "FieldList")
        method_lists = m.lists(md.TYPEDEF, "MethodList")
        self._enums: dict[str, SigType] = {}
        for rid, td in enumerate(typedefs, 1):
            ext = td.Extends
            if ext.rid and ext.table != md.TYPESPEC and \
                    self._table_type_name(*ext) == "System.Enum":
                for f in field_lists[rid - 1]:
                    row = field_rows[f - 1]
                    if not row.Flags & md.FD_STATIC:
                        self._enums[self._typedef_names[rid - 1]] = self._signature(
                            decode_field_sig, md.FIELD, f, row.Signature, enums_known=False)
        enclosing: dict[int, int] = {}
        for row in m.rows(md.NESTEDCLASS):
            enclosing[row.NestedClass] = row.EnclosingClass
        variance: dict[int, dict[int, int]] = {}     # TypeDef rid -> {param number: variance}
        param_names: dict[int, dict[int, str]] = {}  # TypeDef rid -> {param number: name}
        for gp in m.rows(md.GENERICPARAM):
            if gp.Owner.table == md.TYPEDEF:
                v = gp.Flags & md.GP_VARIANCEMASK
                variance.setdefault(gp.Owner.rid, {})[gp.Number] = \
                    COVARIANT if v == md.GP_COVARIANT else \
                    CONTRAVARIANT if v == md.GP_CONTRAVARIANT else 0
                param_names.setdefault(gp.Owner.rid, {})[gp.Number] = gp.Name
        interfaces: dict[int, list[SigType]] = {}
        for row in m.rows(md.INTERFACEIMPL):
            interfaces.setdefault(row.Class, []).append(self._type_sig(*row.Interface))
        layouts = {row.Parent: (row.PackingSize, row.ClassSize)
                   for row in m.rows(md.CLASSLAYOUT)}
        self.type_rows: list[TypeDefRow] = []
        for rid, td in enumerate(typedefs, 1):
            ext = td.Extends
            extends_sig = self._type_sig(*ext) if ext.rid else None
            own = interfaces.get(rid, [])
            flags = td.Flags
            self.type_rows.append(TypeDefRow(
                rid, self._typedef_names[rid - 1], td.TypeNamespace, td.TypeName,
                extends_sig.name if extends_sig is not None else None,
                flags & md.TD_INTERFACE != 0, flags & md.TD_BEFOREFIELDINIT != 0,
                flags & md.TD_ABSTRACT != 0, list(field_lists[rid - 1]),
                list(method_lists[rid - 1]), [i.name for i in own], enclosing.get(rid, 0),
                extends_sig, own, tuple(v for _, v in sorted(variance.get(rid, {}).items())),
                *layouts.get(rid, (0, 0)), flags & md.TD_EXPLICITLAYOUT != 0,
                tuple(name for _, name in sorted(param_names.get(rid, {}).items())), flags))
        self.fields: list[FieldDef] = []
        owner = {f: tr for tr in self.type_rows for f in tr.fields}
        offsets = {row.Field: row.Offset for row in m.rows(md.FIELDLAYOUT)}
        signatures: dict[bytes, Any] = {}       # (the signatures of many fields are one blob)
        for rid, row in enumerate(field_rows, 1):
            tr = owner.get(rid)
            sig = self._shared_signature(signatures, decode_field_sig, md.FIELD, rid,
                                         row.Signature, self.lazy)
            flags = row.Flags
            self.fields.append(pending_signature(FieldDef(
                rid, tr.rid if tr else 0, row.Name, sig, flags & md.FD_STATIC != 0,
                flags & md.FD_LITERAL != 0, flags & md.FD_HASFIELDRVA != 0,
                tr.name if tr else "", offsets.get(rid), flags & md.FD_ACCESS), sig))
        # explicit interface implementations: (class rid, body MethodDef rid, declaration
        # token: a MethodDef, or a MemberRef of a generic or other assembly's interface)
        self.method_impls: list[tuple[int, int, int]] = []
        for row in m.rows(md.METHODIMPL):
            body, decl = row.MethodBody, row.MethodDeclaration
            if body.table == md.METHODDEF:
                self.method_impls.append((row.Class, body.rid, decl.table << 24 | decl.rid))

    def _type_sig(self, table: int, rid: int) -> SigType:
        """A base type or interface as a signature type, named by its full name even when
        it is System.Object (`extends` keeps that spelling)."""
        if table == T_TYPESPEC:
            return self.type_token(T_TYPESPEC << 24 | rid)
        return scoped(SigType(self._table_type_name(table, rid), Elem.CLASS),
                      self if table == T_TYPEDEF else self.typeref_assembly(rid), self.type_names)

    def enum_type(self, name: str) -> SigType | None:
        """This assembly's enum `name` as a signature type (None: not one of its enums)."""
        enum = self._enums.get(name)
        return SigType(name, enum.elem, enum=True) if enum is not None else None

    def named_type(self, name: str, is_class: bool) -> SigType:
        """A named type of a signature; enums, this assembly's and those foreign_enum
        finds, have their underlying type's elem (SigType.enum)."""
        enum = self.enum_type(name)
        if enum is not None:
            return enum
        if not is_class and self.foreign_enum is not None and name not in self._own_names:
            return self.foreign_enum(name) or named_type(name, is_class)
        return named_type(name, is_class)

    def _signature(self, decode: Callable[..., _Sig], table: int, rid: int, blob: bytes,
                   column: str = "Signature", enums_known: bool = True) -> _Sig:
        """`decode` (signatures.py) of a row's blob; a damaged blob's message names the row.
        (Until the enums are known, their types are read as classes.)"""
        try:
            return decode(blob, self.type_name, self.named_type if enums_known else None, self)
        except CompileError as e:
            if not e.message.startswith(_DAMAGED_SIGNATURE):
                raise
            raise CompileError(f"metadata: {md.table_name(table)} row {rid}: {column}: "
                               f"{e.message.removeprefix(_DAMAGED_SIGNATURE)}") from None

    def _shared_signature(self, decoded: dict[bytes, Any], decode: Callable[..., _Sig],
                          table: int, rid: int, blob: bytes, lazy: bool) -> _Sig:
        """A member's signature, decoded once per distinct blob (`decoded`: by blob, those
        met so far; the signatures of many members are one blob). `lazy`: maybe a
        `_Pending` (shared by the members with that blob) that decodes it when first read."""
        sig = decoded.get(blob)
        if sig is None:
            if lazy:
                sig = decoded[blob] = _Pending(functools.partial(
                    self._decode_later, decode, table, rid, blob))
            else:
                sig = decoded[blob] = self._signature(decode, table, rid, blob)
        elif not lazy and type(sig) is _Pending:
            sig = decoded[blob] = sig.decode()
        return sig

    def _decode_later(self, decode: Callable[..., _Sig], table: int, rid: int, blob: bytes) -> _Sig:
        """A `_Pending` signature's decoding, after the assembly was opened: with the same
        names and enums as then, its damage reported as it would have been then."""
        with self._damage_reported():
            return self._signature(decode, table, rid, blob)

    @contextlib.contextmanager
    def _damage_reported(self) -> Iterator[None]:
        """Errors of reading this assembly's file named with it; damage (a Python error a
        damaged file caused) as broken metadata, never as our own bug."""
        try:
            yield
        except CompileError as e:
            raise e.located(assembly=self.name)
        except Exception as e:
            if not _is_damage(e):
                raise
            raise _broken_metadata(e).located(assembly=self.name) from None

    def _type_spec(self, rid: int) -> SigType:
        """TypeSpec `rid` decoded; in a lazy assembly (the framework's), once: its
        generic code names the same instances over and over (framework_linq asks 17,000
        times for 1,000 of them: 0.2 s of its 2.5 s frontend), and what its signatures
        read cannot change (its foreign enums are those known when it was opened). A
        program's assembly decodes again, with the framework's enums as they are then."""
        t = self._type_specs.get(rid)
        if t is None:
            t = self._signature(decode_type, md.TYPESPEC, rid,
                                self.md.row(md.TYPESPEC, rid).Signature)
            if self.lazy:
                self._type_specs[rid] = t
        return t

    # ---- custom attributes, constants, data fields: indexed by parent on first use ----

    @functools.cached_property
    def _custom_attributes(self) -> dict[md.Coded, list[Any]]:
        index: dict[md.Coded, list[Any]] = {}
        for ca in self.md.rows(md.CUSTOMATTRIBUTE):
            index.setdefault(ca.Parent, []).append(ca)
        return index

    @functools.cached_property
    def properties(self) -> dict[int, list[PropertyDef]]:
        """Each TypeDef's properties (by rid), in declaration order: what reflection on a
        type lists (read only by programs that ask, runtime_tables.member_table)."""
        accessors: dict[int, list[int]] = {}
        for row in self.md.rows(md.METHODSEMANTICS):
            if row.Association.table == md.PROPERTY and row.Semantics & (md.MS_GETTER | md.MS_SETTER):
                pair = accessors.setdefault(row.Association.rid, [0, 0])
                pair[0 if row.Semantics & md.MS_GETTER else 1] = row.Method
        props = self.md.rows(md.PROPERTY)
        out: dict[int, list[PropertyDef]] = {}
        for row, rids in zip(self.md.rows(md.PROPERTYMAP), self.md.lists(md.PROPERTYMAP, "PropertyList")):
            out[row.Parent] = [PropertyDef(props[rid - 1].Name, *accessors.get(rid, (0, 0)), rid)
                               for rid in rids]
        return out

    @functools.cached_property
    def field_constant_blobs(self) -> dict[int, tuple[int, bytes]]:
        """Fields' Constant rows (by Field rid): the element type code and the value blob
        (II.22.9), for reflection's FieldInfo.GetValue of a constant."""
        return {c.Parent.rid: (c.Type, bytes(c.Value)) for c in self.md.rows(md.CONSTANT)
                if c.Parent.table == md.FIELD}

    @functools.cached_property
    def _field_constants(self) -> dict[int, int]:
        """The integer constants of fields (enum members), by Field rid, as signed
        integers of their type (II.22.9: Type is an element type)."""
        values: dict[int, int] = {}
        for rid, (code, blob) in self.field_constant_blobs.items():
            size = {0x02: 1, 0x03: 2, 0x04: 1, 0x05: 1, 0x06: 2, 0x07: 2, 0x08: 4,
                    0x09: 4, 0x0A: 8, 0x0B: 8}.get(code)
            if size is not None and len(blob) >= size:
                values[rid] = int.from_bytes(blob[:size], "little",
                                             signed=code in (0x04, 0x06, 0x08, 0x0A))
        return values

    @functools.cached_property
    def _field_rvas(self) -> dict[int, int]:
        return {r.Field: r.Rva for r in self.md.rows(md.FIELDRVA)}

    @functools.cached_property
    def _class_sizes(self) -> dict[int, int]:
        return {r.Parent: r.ClassSize for r in self.md.rows(md.CLASSLAYOUT)}

    @_metadata_access
    def enum_members(self, name: str) -> tuple[bool, list[tuple[str, int]]]:
        """Whether the enum `name` is [Flags], and its named values (as signed integers of
        its underlying type), in declaration order."""
        row = next(r for r in self.type_rows if r.name == name)
        values = self._field_constants
        members = [(self.fields[f - 1].name, values[f]) for f in row.fields
                   if self.fields[f - 1].is_static and f in values]
        return bool(self._attributes(md.TYPEDEF, row.rid, "System.FlagsAttribute")), members

    def _attributes(self, table: int, rid: int, attribute: str) -> list[bytes]:
        """The value blobs of the custom attributes of type `attribute` on row `rid` of
        `table`, whether this assembly defines the attribute (its constructor is a
        MethodDef: mscorlib's own) or references it (a MemberRef)."""
        out = []
        for ca in self._custom_attributes.get(md.Coded(table, rid), ()):
            if ca.Type.table == md.METHODDEF:
                ctor = self.methods[self._check_rid(ca.Type.rid, self.methods, "MethodDef") - 1]
                if ctor.type_name == attribute:
                    out.append(ca.Value)
            elif ca.Type.table == md.MEMBERREF:
                parent = self.md.row(md.MEMBERREF, ca.Type.rid).Class
                if parent.table == md.TYPEREF and \
                        self._table_type_name(T_TYPEREF, parent.rid) == attribute:
                    out.append(ca.Value)
        return out

    @_metadata_access
    def type_attribute_strings(self, attribute: str) -> dict[int, str | None]:
        """The TypeDefs carrying the custom attribute `attribute` (a type of this
        assembly, so its constructor is a MethodDef), by rid: the constructor's string
        argument (II.23.3: prolog, SerString), or None when it takes none."""
        out: dict[int, str | None] = {}
        for parent, attributes in self._custom_attributes.items():
            if parent.table != md.TYPEDEF:
                continue
            for ca in attributes:
                if ca.Type.table != md.METHODDEF:
                    continue
                ctor = self.methods[self._check_rid(ca.Type.rid, self.methods, "MethodDef") - 1]
                if ctor.type_name != attribute:
                    continue
                blob = ca.Value
                text = None
                if ctor.sig.params and len(blob) > 3 and blob[2] < 0x80:
                    text = blob[3:3 + blob[2]].decode("utf-8")
                out[parent.rid] = text
        return out

    def custom_attributes(self, table: int, rid: int) -> list[tuple[int, bytes]]:
        """The custom attributes of row `rid` of `table` (a TypeDef, MethodDef, Field,
        Property...), in metadata order: each one's constructor token (a MethodDef's or
        a MemberRef's) and value blob (II.23.3)."""
        return [(ca.Type.table << 24 | ca.Type.rid, bytes(ca.Value))
                for ca in self._custom_attributes.get(md.Coded(table, rid), ())]

    def has_attribute(self, table: int, rid: int, attribute: str) -> bool:
        return bool(self._attributes(table, rid, attribute))

    @functools.cached_property
    def mvid(self) -> bytes:
        """The module's version id (16 bytes; zeros when the file has none)."""
        rows = self.md.rows(md.MODULE)
        return (rows[0].Mvid if rows else None) or bytes(16)

    @functools.cached_property
    def _param_names(self) -> list[dict[int, str]]:
        """Per MethodDef (index rid-1): its Param rows' names by sequence number."""
        params = self.md.rows(md.PARAM)
        return [{params[p - 1].Sequence: params[p - 1].Name for p in rids}
                for rids in self.md.lists(md.METHODDEF, "ParamList")]

    def param_names(self, m: MethodDef) -> tuple[str | None, ...]:
        """The names of m's parameters (None where the metadata gives none)."""
        names = self._param_names[m.rid - 1]
        return tuple(names.get(i) for i in range(1, len(m.sig.params) + 1))

    @functools.cached_property
    def _method_generic_names(self) -> dict[int, tuple[str, ...]]:
        out: dict[int, dict[int, str]] = {}
        for gp in self.md.rows(md.GENERICPARAM):
            if gp.Owner.table == md.METHODDEF:
                out.setdefault(gp.Owner.rid, {})[gp.Number] = gp.Name
        return {rid: tuple(n for _, n in sorted(names.items())) for rid, names in out.items()}

    def method_generic_names(self, m: MethodDef) -> tuple[str, ...]:
        """The names of a generic method's own type parameters (`T`, `TResult`)."""
        return self._method_generic_names.get(m.rid, ())

    def impl_flags(self, m: MethodDef) -> int:
        """m's MethodImplAttributes (NoInlining, AggressiveInlining, Synchronized, ...)."""
        return self.md.row(md.METHODDEF, m.rid).ImplFlags

    @functools.cached_property
    def symbols(self) -> "sym.Symbols | None":
        """The assembly's debug symbols (frontend/symbols.py): an embedded portable PDB,
        `App.pdb` or `App.exe.mdb` beside it; None when it has none that match it."""
        try:
            rows = self.md.rows(md.MODULE)
            mvid = rows[0].Mvid if rows else None
            rva, size = self._data_directory(6)         # IMAGE_DIRECTORY_ENTRY_DEBUG
            entries = sym.debug_entries(self.data, self._file_offset(
                rva, size, "the debug directory"), size) if rva and size else []
            return sym.load_symbols(self.path, mvid, entries)
        except CompileError as e:
            raise e.located(assembly=self.name)

    def source_lines(self, m: MethodDef) -> ir.SourceLines:
        """Where m's CIL came from (an instance: its definition's): its sequence points,
        or the assembly itself (IL offsets as lines) without them."""
        symbols, path = self.symbols, os.path.abspath(self.path)
        if symbols is None:
            return ir.SourceLines(path)
        return symbols.lines((m.origin or m).rid, path)

    def _data_directory(self, index: int) -> tuple[int, int]:
        """(RVA, size) of the optional header's data directory entry `index` (0, 0 when
        the header has fewer)."""
        directory = self.pe.OPTIONAL_HEADER.DATA_DIRECTORY
        if len(directory) <= index:
            return 0, 0
        return int(directory[index].VirtualAddress), int(directory[index].Size)

    @property
    @_metadata_access
    def wraps_non_exception_throws(self) -> bool:
        """Whether the assembly has [RuntimeCompatibility(WrapNonExceptionThrows = true)]
        (C# compilers add it): then a thrown object that is not an Exception is caught
        as a RuntimeWrappedException."""
        return any(_named_bool(blob, "WrapNonExceptionThrows") for blob in self._attributes(
            md.ASSEMBLY, 1, "System.Runtime.CompilerServices.RuntimeCompatibilityAttribute"))

    def _read_methods(self) -> list[MethodDef]:
        generic_types = {tr.rid for tr in self.type_rows if tr.generic_params}
        rows = self.md.rows(md.METHODDEF)
        owner = [0] * (len(rows) + 1)
        for type_rid, methods in enumerate(self.md.lists(md.TYPEDEF, "MethodList"), 1):
            for rid in methods:
                owner[rid] = type_rid
        names = self._typedef_names
        # (in a lazy assembly, overloads are decoded now all the same: their symbols name
        # their parameters' types, see _assign_symbols)
        overloads = Counter((owner[rid], row.Name) for rid, row in enumerate(rows, 1)) \
            if self.lazy else None
        signatures: dict[bytes, Any] = {}     # (the signatures of many methods are one blob)
        out: list[MethodDef] = []
        for rid, row in enumerate(rows, 1):
            type_rid = owner[rid]
            if not type_rid:
                raise CompileError(f"metadata: MethodDef row {rid} ({row.Name}) belongs to no "
                                   f"type (no TypeDef's MethodList holds it)")
            lazy = overloads is not None and overloads[type_rid, row.Name] == 1
            sig = self._shared_signature(signatures, decode_method_sig, md.METHODDEF, rid,
                                         row.Signature, lazy)
            flags = row.Flags
            out.append(pending_signature(MethodDef(
                rid=rid, type_name=names[type_rid - 1], name=row.Name, sig=sig, rva=row.Rva,
                is_static=flags & md.MD_STATIC != 0,
                is_il=row.ImplFlags & md.MI_CODETYPEMASK == md.MI_IL
                and not flags & md.MD_PINVOKEIMPL,
                generic_type=type_rid in generic_types, type_rid=type_rid,
                is_virtual=flags & md.MD_VIRTUAL != 0, is_newslot=flags & md.MD_NEWSLOT != 0,
                is_final=flags & md.MD_FINAL != 0, is_abstract=flags & md.MD_ABSTRACT != 0,
                is_pinvoke=flags & md.MD_PINVOKEIMPL != 0,
                is_public=flags & md.MD_ACCESS == md.MD_PUBLIC, access=flags & md.MD_ACCESS,
                hide_by_sig=flags & md.MD_HIDEBYSIG != 0), sig))
        return out

    def _assign_symbols(self) -> None:
        counts: dict[tuple[str, str], int] = {}
        for m in self.methods:
            counts[m.type_name, m.name] = counts.get((m.type_name, m.name), 0) + 1
        taken: set[str] = set()
        for m in self.methods:
            m.tail = m.name
            if counts[m.type_name, m.name] > 1:
                m.tail += "_" + ("_".join(_param_code(p) for p in m.sig.params) or "void")
            m.tail = _SYMBOL_BAD.sub("_", m.tail)
            base = _SYMBOL_BAD.sub("_", f"{m.type_name.replace('/', '.')}.{m.tail}")
            if base[0].isdigit() or _STRING_SYMBOL.fullmatch(base) or base.startswith("llvm."):
                base = "_" + base
            symbol, n = base, 1
            while symbol in taken:
                n += 1
                symbol = f"{base}_{n}"
            taken.add(symbol)
            m.symbol = symbol

    # ---- names and tokens ----------------------------------------------------------

    def type_name(self, tag: int, rid: int) -> str:
        """Name of a TypeDefOrRef coded index (tag 0 TypeDef, 1 TypeRef, 2 TypeSpec)."""
        table = _TYPE_DEF_OR_REF.get(tag)
        if table is None:
            raise CompileError(f"metadata: bad TypeDefOrRef tag {tag} in a signature")
        return self._table_type_name(table, rid)

    def _table_type_name(self, table: int, rid: int) -> str:
        if table == T_TYPEDEF:
            return self._typedef_names[self._check_rid(rid, self._typedef_names, "TypeDef") - 1]
        if table == T_TYPEREF:
            name = self._typeref_names.get(rid)
            if name is None:
                name = self._typeref_names[rid] = self._typeref_name(rid)
            return name
        if table == T_TYPESPEC:
            return self._type_spec(rid).name
        raise CompileError(f"metadata: {md.table_name(table)} is not a type table")

    def _typeref_name(self, rid: int) -> str:
        """`Ns.Type`; a nested type's ResolutionScope is its enclosing TypeRef: `Ns.Outer/Inner`."""
        row = self.md.row(md.TYPEREF, rid)
        inner: list[str] = []
        seen = {rid}
        while row.ResolutionScope.table == md.TYPEREF and row.ResolutionScope.rid:
            inner.append(row.TypeName)
            scope = row.ResolutionScope.rid
            if scope in seen:
                raise CompileError(f"metadata: TypeRef row {rid}: its enclosing types form a cycle")
            seen.add(scope)
            row = self.md.row(md.TYPEREF, scope)
        return "/".join([_qualified(row.TypeNamespace, row.TypeName)] + inner[::-1])

    @staticmethod
    def _check_rid(rid: int, rows: Sequence[Any], table: str) -> int:
        if not 1 <= rid <= len(rows):
            raise CompileError(f"metadata: {table} row {rid} does not exist "
                               f"(the table has {md.rows_text(len(rows))})")
        return rid

    @_metadata_access
    def method_def(self, token: int) -> MethodDef:
        rid = token & 0xFFFFFF
        return self.methods[self._check_rid(rid, self.methods, "MethodDef") - 1]

    @_metadata_access
    def references(self, type_name: str, names: tuple[str, ...]) -> bool:
        """Whether a MemberRef names a member of `type_name` called one of `names` (what the
        assembly may call, known before any method is compiled)."""
        return any(row.Name in names and row.Class.table in _TYPE_TABLES
                   and row.Class.table != T_TYPESPEC and self._table_type_name(*row.Class) == type_name
                   for row in self.md.rows(md.MEMBERREF))

    @_metadata_access
    def member_ref(self, token: int) -> MemberRef:
        ref = self._memberrefs.get(token)
        if ref is None:
            rid = token & 0xFFFFFF
            row = self.md.row(md.MEMBERREF, rid)
            parent = row.Class
            if parent.table not in _TYPE_TABLES:
                raise CompileError(f"unsupported member reference {row.Name} (parent is not a type)")
            spec = None
            if parent.table == T_TYPESPEC:
                spec = self._type_spec(parent.rid)
            ref = MemberRef(self._table_type_name(*parent), row.Name,
                            self._signature(decode_method_sig, md.MEMBERREF, rid, row.Signature),
                            spec)
            self._memberrefs[token] = ref
        return ref

    @_metadata_access
    def method_spec(self, token: int) -> tuple[int, tuple[SigType, ...]]:
        """The token (MethodDef or MemberRef) of the generic method a MethodSpec
        instantiates, and the method arguments (maybe open: `!!0`, `!0`)."""
        rid = token & 0xFFFFFF
        row = self.md.row(md.METHODSPEC, rid)
        args = self._signature(decode_method_spec, md.METHODSPEC, rid, row.Instantiation,
                               "Instantiation")
        return row.Method.table << 24 | row.Method.rid, args

    @_metadata_access
    def user_string(self, token: int) -> str:
        try:
            return self.md.user_string(token & 0xFFFFFF)
        except CompileError as e:
            raise CompileError(f"metadata: user string 0x{token:08x}: "
                               f"{e.message.removeprefix('metadata: ')}") from None

    @_metadata_access
    def local_types(self, token: int | None) -> tuple[SigType, ...]:
        if token is None:
            return ()
        if token >> 24 != T_STANDALONESIG:
            raise CompileError(f"metadata: bad local signature token 0x{token:08x}")
        rid = token & 0xFFFFFF
        return self._signature(decode_locals_sig, md.STANDALONESIG, rid,
                               self.md.row(md.STANDALONESIG, rid).Signature)

    @_metadata_access
    def standalone_method_sig(self, token: int) -> MethodSig:
        """The method signature a `calli` token names."""
        if token >> 24 != T_STANDALONESIG:
            raise CompileError(f"metadata: bad calli signature token 0x{token:08x}")
        rid = token & 0xFFFFFF
        return self._signature(decode_standalone_method_sig, md.STANDALONESIG, rid,
                               self.md.row(md.STANDALONESIG, rid).Signature)

    @_metadata_access
    def type_token(self, token: int) -> SigType:
        """The type a TypeDef/TypeRef/TypeSpec token names (sizeof, ldobj, ...): BCL
        primitives (`System.Int32`) get their Elem, TypeSpecs are decoded."""
        table = token >> 24
        if table == T_TYPESPEC:
            return self._type_spec(token & 0xFFFFFF)
        if table not in (T_TYPEDEF, T_TYPEREF):
            raise CompileError(f"metadata: bad type token 0x{token:08x}")
        rid = token & 0xFFFFFF
        name = self._table_type_name(table, rid)
        if table == T_TYPEREF:
            if name in ("System.Object", "System.String", "System.ValueType", "System.Enum",
                        "System.Array"):
                return named_type(name, True)
            if name in PRIMITIVE_NAMES or self.foreign_enum is None:
                return SigType(name, PRIMITIVE_NAMES.get(name))
            # (a class or struct: which one, the TypeSystem knows; scope says where)
            scope = self.typeref_assembly(rid)
            qual = self.type_names.qualifier(name, scope) if self.type_names is not None else ""
            return self.foreign_enum(name) or SigType(name, None, scope=scope, qual=qual)
        row = self.type_rows[rid - 1]
        # (System.Enum extends System.ValueType but is a class: mscorlib's typeof(Enum))
        is_class = row.extends not in ("System.ValueType", "System.Enum") or name == "System.Enum"
        return scoped(self.named_type(name, is_class), self, self.type_names)

    def qualifier(self, name: str) -> str:
        """SigType.qual of this assembly's own class or struct `name`."""
        names = self.type_names
        return names.qualifier(name, self.assembly_name) if names is not None else ""

    @_metadata_access
    def field_ref(self, token: int) -> tuple[SigType, str, SigType]:
        """A field MemberRef: its parent type (a generic instance, maybe open, or another
        assembly's type), its name and its declared type (maybe `!0`)."""
        rid = token & 0xFFFFFF
        found = self._field_refs.get(rid)
        if found is not None:
            return found
        row = self.md.row(md.MEMBERREF, rid)
        parent = row.Class
        if parent.table not in _TYPE_TABLES:
            raise CompileError(f"unsupported field reference {row.Name} (parent is not a type)")
        found = (self._type_sig(*parent), row.Name,
                 self._signature(decode_field_sig, md.MEMBERREF, rid, row.Signature))
        if self.lazy:                       # (once, as _type_spec)
            self._field_refs[rid] = found
        return found

    @_metadata_access
    def field_def(self, token: int) -> FieldDef:
        """The field an ldfld/stfld/ldsfld... token names (only this assembly's fields)."""
        if token >> 24 == T_MEMBERREF:
            row = self.md.row(md.MEMBERREF, token & 0xFFFFFF)
            parent = row.Class
            owner = self._table_type_name(*parent) if parent.table in _TYPE_TABLES else "?"
            raise CompileError(f"unsupported field {owner}::{row.Name}")
        if token >> 24 != T_FIELD:
            raise CompileError(f"metadata: bad field token 0x{token:08x}")
        return self.fields[self._check_rid(token & 0xFFFFFF, self.fields, "Field") - 1]

    @_metadata_access
    def field_data(self, f: FieldDef) -> bytes:
        """The initial bytes of a field with an RVA (an array initialiser's data): the
        FieldRVA row's address, the size of the field's type (its ClassLayout, or a
        primitive's size)."""
        rva = self._field_rvas.get(f.rid)
        if rva is None:
            raise CompileError(f"metadata: field {f.name} has no FieldRVA row")
        size = _PRIM_SIZE.get(f.sig.elem)            # type: ignore[arg-type]
        if size is None:
            owner = next((tr.rid for tr in self.type_rows if tr.name == f.sig.name), None)
            size = self._class_sizes.get(owner) if owner is not None else None
        if size is None:
            raise CompileError(f"unsupported data field {f.name} of type {f.sig.name}")
        offset = self._file_offset(rva, size, f"metadata: field {f.name}: data")
        return bytes(self.data[offset:offset + size])

    @_metadata_access
    def manifest_resource(self, name: str) -> bytes | None:
        """The bytes of the resource `name` embedded in this file (II.22.24: at its
        offset in the CLI header's resources, a 4-byte length, then the data); None when
        there is no such resource here."""
        rva, size = self._resources
        for row in self.md.rows(md.MANIFESTRESOURCE):
            if row.Name != name or row.Implementation.rid:
                continue
            if row.Offset + 4 > size:
                raise CompileError(f"metadata: resource {name}: offset 0x{row.Offset:x} outside "
                                   f"the resources (0x{size:x} bytes)")
            at = self._file_offset(rva + row.Offset, 4, f"metadata: resource {name}")
            length = int.from_bytes(self.data[at:at + 4], "little")
            if row.Offset + 4 + length > size:
                raise CompileError(f"metadata: resource {name}: {length} bytes run past the "
                                   f"resources (0x{size:x} bytes)")
            return bytes(self.data[at + 4:at + 4 + length])
        return None

    @property
    def assembly_refs(self) -> list[str]:
        """The names of the assemblies this one references (AssemblyRef rows, II.22.5)."""
        return [row.Name for row in self.md.rows(md.ASSEMBLYREF)]

    @functools.cached_property
    def assembly_name(self) -> str:
        """The name AssemblyRefs call this assembly by (its Assembly row's; without one,
        the file's name without its extension)."""
        rows = self.md.rows(md.ASSEMBLY)
        return rows[0].Name if rows else self.name.rsplit(".", 1)[0]

    @_metadata_access
    def types_referenced_in(self, assemblies: set[str]) -> dict[str, str]:
        """The types this assembly's TypeRefs name in one of `assemblies` (a nested type
        through its outermost TypeRef's scope): type name -> assembly name."""
        refs = self.md.rows(md.TYPEREF)
        out = {}
        for rid in range(1, len(refs) + 1):
            name = self.typeref_assembly(rid)
            if name in assemblies:
                out[self._table_type_name(T_TYPEREF, rid)] = name
        return out

    @_metadata_access
    def typeref_assembly(self, rid: int) -> str | None:
        """The name of the assembly TypeRef `rid` says its type is in (a nested type's,
        through its outermost TypeRef), or None: a module's or an unscoped one."""
        if rid in self._typeref_assemblies:
            return self._typeref_assemblies[rid]
        refs = self.md.rows(md.TYPEREF)
        name = None
        if 1 <= rid <= len(refs):
            scope, seen = refs[rid - 1].ResolutionScope, {rid}
            while scope.table == md.TYPEREF and 1 <= scope.rid <= len(refs) and scope.rid not in seen:
                seen.add(scope.rid)
                scope = refs[scope.rid - 1].ResolutionScope
            if scope.table == md.ASSEMBLYREF and scope.rid:
                name = self.md.row(md.ASSEMBLYREF, scope.rid).Name
        self._typeref_assemblies[rid] = name
        return name

    @_metadata_access
    def body_reader(self, m: MethodDef) -> BodyReader:
        """A reader at m's body, which may read up to the end of its file section."""
        return BodyReader(self.data, *self._extent(m.rva, 1, "metadata: method body"))


def _check_pe_signature(data: bytes) -> None:
    """The DOS header's `MZ` and the `PE\\0\\0` signature where its e_lfanew points
    (II.25.2.1), so that what pefile reports is about the PE headers proper."""
    if data[:2] != b"MZ":
        raise CompileError("not a PE file (no MZ header)")
    if len(data) < 0x40:
        raise CompileError(f"truncated file: the DOS header needs 64 bytes, the file has {len(data)}")
    at = int.from_bytes(data[0x3C:0x40], "little")
    if at >= len(data):
        raise CompileError(f"not a PE file: the PE header at byte 0x{at:x} (e_lfanew) is past "
                           f"the end of the file ({len(data)} bytes)")
    if at + 24 > len(data):
        raise CompileError(f"truncated file: the PE header at byte 0x{at:x} needs 24 bytes, the "
                           f"file has {len(data)}")
    if data[at:at + 4] != b"PE\0\0":
        raise CompileError(f"not a PE file: no PE signature at byte 0x{at:x} (e_lfanew)")


def _section_name(section: Any) -> str:
    return bytes(section.Name).rstrip(b"\0").decode(errors="replace")
