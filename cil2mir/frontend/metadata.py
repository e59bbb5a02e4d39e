"""The ECMA-335 metadata tables and heaps (II.22, II.24), read by us.

Why not dnfile's tables: dnfile builds a Python object per row, with flag-enum objects,
for every table of the file when it opens it (7 to 8 s for Mono's mscorlib.dll, which
every program that uses the framework loads), and on damage it logs a warning and leaves
a None where a value should be (or fails with a TypeError of its own on a #~ stream too
short for its row counts). Here the target knowledge is data: one schema per table (its columns'
kinds: constants, heap indices, table indices, coded indices with their tag bits and
target tables per II.24.2.6), from which the width of every column and a `struct` format
per table follow once the #~ header (HeapSizes, Valid, row counts) is known. A table is
unpacked with `struct.iter_unpack` the first time it is used, its columns are converted
and validated then (heap offsets inside their heap, indices inside their table, coded
indices with a known tag, lists in order), so an assembly pays only for the tables it
reads, and a damaged file is reported as one precise line (`metadata: MethodDef row 12:
Name offset 0x4f21 outside the #Strings heap (0x1200 bytes)`), never as a Python
exception of ours or a None for the caller to trip over.

dnfile (pefile) still opens the PE container: the caller gives this module the file's
bytes and the file offsets of the CLI header and the metadata root.
"""

from __future__ import annotations

import operator
import struct
from collections import namedtuple
from dataclasses import dataclass
from typing import Any, NamedTuple, Sequence

from cil2mir.errors import CompileError

# ---- the schema ----------------------------------------------------------------------

# Table numbers (II.22; the top byte of a token).
(MODULE, TYPEREF, TYPEDEF, FIELDPTR, FIELD, METHODPTR, METHODDEF, PARAMPTR, PARAM,
 INTERFACEIMPL, MEMBERREF, CONSTANT, CUSTOMATTRIBUTE, FIELDMARSHAL, DECLSECURITY,
 CLASSLAYOUT, FIELDLAYOUT, STANDALONESIG, EVENTMAP, EVENTPTR, EVENT, PROPERTYMAP,
 PROPERTYPTR, PROPERTY, METHODSEMANTICS, METHODIMPL, MODULEREF, TYPESPEC, IMPLMAP,
 FIELDRVA, ENCLOG, ENCMAP, ASSEMBLY, ASSEMBLYPROCESSOR, ASSEMBLYOS, ASSEMBLYREF,
 ASSEMBLYREFPROCESSOR, ASSEMBLYREFOS, FILE, EXPORTEDTYPE, MANIFESTRESOURCE, NESTEDCLASS,
 GENERICPARAM, METHODSPEC, GENERICPARAMCONSTRAINT) = range(0x2D)

# Each table: number, name, then its columns as `Name:kind` (II.22), where kind is
#   u1 u2 u4            a constant of 1, 2 or 4 bytes
#   str guid blob       an index into the #Strings, #GUID or #Blob heap
#   =Table, =Table?     an index into Table (rid, from 1); `?`: may be null (0)
#   *Table              the start of a list of rows of Table (II.22: the list runs to the
#                       next row's start, or to the end of Table)
#   Coded, Coded?       a coded index (II.24.2.6, below); `?`: may be null
# Constant's Type is one byte followed by one byte of padding (II.22.9).
_TABLES = """
0x00 Module           Generation:u2 Name:str Mvid:guid EncId:guid EncBaseId:guid
0x01 TypeRef          ResolutionScope:ResolutionScope? TypeName:str TypeNamespace:str
0x02 TypeDef          Flags:u4 TypeName:str TypeNamespace:str Extends:TypeDefOrRef? FieldList:*Field MethodList:*MethodDef
0x03 FieldPtr         Field:=Field
0x04 Field            Flags:u2 Name:str Signature:blob
0x05 MethodPtr        Method:=MethodDef
0x06 MethodDef        Rva:u4 ImplFlags:u2 Flags:u2 Name:str Signature:blob ParamList:*Param
0x07 ParamPtr         Param:=Param
0x08 Param            Flags:u2 Sequence:u2 Name:str
0x09 InterfaceImpl    Class:=TypeDef Interface:TypeDefOrRef
0x0A MemberRef        Class:MemberRefParent Name:str Signature:blob
0x0B Constant         Type:u1 Padding:u1 Parent:HasConstant Value:blob
0x0C CustomAttribute  Parent:HasCustomAttribute Type:CustomAttributeType Value:blob
0x0D FieldMarshal     Parent:HasFieldMarshal NativeType:blob
0x0E DeclSecurity     Action:u2 Parent:HasDeclSecurity PermissionSet:blob
0x0F ClassLayout      PackingSize:u2 ClassSize:u4 Parent:=TypeDef
0x10 FieldLayout      Offset:u4 Field:=Field
0x11 StandAloneSig    Signature:blob
0x12 EventMap         Parent:=TypeDef EventList:*Event
0x13 EventPtr         Event:=Event
0x14 Event            EventFlags:u2 Name:str EventType:TypeDefOrRef?
0x15 PropertyMap      Parent:=TypeDef PropertyList:*Property
0x16 PropertyPtr      Property:=Property
0x17 Property         Flags:u2 Name:str Type:blob
0x18 MethodSemantics  Semantics:u2 Method:=MethodDef Association:HasSemantics
0x19 MethodImpl       Class:=TypeDef MethodBody:MethodDefOrRef MethodDeclaration:MethodDefOrRef
0x1A ModuleRef        Name:str
0x1B TypeSpec         Signature:blob
0x1C ImplMap          MappingFlags:u2 MemberForwarded:MemberForwarded ImportName:str ImportScope:=ModuleRef
0x1D FieldRVA         Rva:u4 Field:=Field
0x1E ENCLog           Token:u4 FuncCode:u4
0x1F ENCMap           Token:u4
0x20 Assembly         HashAlgId:u4 MajorVersion:u2 MinorVersion:u2 BuildNumber:u2 RevisionNumber:u2 Flags:u4 PublicKey:blob Name:str Culture:str
0x21 AssemblyProcessor Processor:u4
0x22 AssemblyOS       OSPlatformID:u4 OSMajorVersion:u4 OSMinorVersion:u4
0x23 AssemblyRef      MajorVersion:u2 MinorVersion:u2 BuildNumber:u2 RevisionNumber:u2 Flags:u4 PublicKeyOrToken:blob Name:str Culture:str HashValue:blob
0x24 AssemblyRefProcessor Processor:u4 AssemblyRef:=AssemblyRef
0x25 AssemblyRefOS    OSPlatformId:u4 OSMajorVersion:u4 OSMinorVersion:u4 AssemblyRef:=AssemblyRef
0x26 File             Flags:u4 Name:str HashValue:blob
0x27 ExportedType     Flags:u4 TypeDefId:u4 TypeName:str TypeNamespace:str Implementation:Implementation?
0x28 ManifestResource Offset:u4 Flags:u4 Name:str Implementation:Implementation?
0x29 NestedClass      NestedClass:=TypeDef EnclosingClass:=TypeDef
0x2A GenericParam     Number:u2 Flags:u2 Owner:TypeOrMethodDef Name:str
0x2B MethodSpec       Method:MethodDefOrRef Instantiation:blob
0x2C GenericParamConstraint Owner:=GenericParam Constraint:TypeDefOrRef
0x30 Document         Name:blob HashAlgorithm:guid Hash:blob Language:guid
0x31 MethodDebugInformation Document:=Document? SequencePoints:blob
0x32 LocalScope       Method:=MethodDef ImportScope:=ImportScope VariableList:*LocalVariable ConstantList:*LocalConstant StartOffset:u4 Length:u4
0x33 LocalVariable    Attributes:u2 Index:u2 Name:str
0x34 LocalConstant    Name:str Signature:blob
0x35 ImportScope      Parent:=ImportScope? Imports:blob
0x36 StateMachineMethod MoveNextMethod:=MethodDef KickoffMethod:=MethodDef
0x37 CustomDebugInformation Parent:HasCustomDebugInformation Kind:guid Value:blob
"""
# 0x30-0x37 are the tables of a portable PDB (the Portable PDB specification, "Metadata"),
# whose #Pdb stream gives the row counts of the assembly's tables they index.
DOCUMENT, METHODDEBUGINFORMATION = 0x30, 0x31

# Coded indices (II.24.2.6): the target table of each tag value, `-` for an unused tag.
# The tag takes the fewest bits that number the targets.
_CODED = {
    "TypeDefOrRef": "TypeDef TypeRef TypeSpec",
    "HasConstant": "Field Param Property",
    "HasCustomAttribute": "MethodDef Field TypeRef TypeDef Param InterfaceImpl MemberRef "
                          "Module DeclSecurity Property Event StandAloneSig ModuleRef TypeSpec "
                          "Assembly AssemblyRef File ExportedType ManifestResource GenericParam "
                          "GenericParamConstraint MethodSpec",
    "HasFieldMarshal": "Field Param",
    "HasDeclSecurity": "TypeDef MethodDef Assembly",
    "MemberRefParent": "TypeDef TypeRef ModuleRef MethodDef TypeSpec",
    "HasSemantics": "Event Property",
    "MethodDefOrRef": "MethodDef MemberRef",
    "MemberForwarded": "Field MethodDef",
    "Implementation": "File AssemblyRef ExportedType",
    "CustomAttributeType": "- - MethodDef MemberRef -",
    "ResolutionScope": "Module ModuleRef AssemblyRef TypeRef",
    "TypeOrMethodDef": "TypeDef MethodDef",
    "HasCustomDebugInformation": "MethodDef Field TypeRef TypeDef Param InterfaceImpl MemberRef "
                                 "Module DeclSecurity Property Event StandAloneSig ModuleRef "
                                 "TypeSpec Assembly AssemblyRef File ExportedType ManifestResource "
                                 "GenericParam GenericParamConstraint MethodSpec Document "
                                 "LocalScope LocalVariable LocalConstant ImportScope",
}

# Flag bits (II.23.1) the frontend reads.
TD_INTERFACE = 0x20             # TypeAttributes: ClassSemanticsMask = Interface
TD_ABSTRACT = 0x80
TD_EXPLICITLAYOUT = 0x10        # LayoutMask = ExplicitLayout
TD_BEFOREFIELDINIT = 0x100000
FD_ACCESS = 0x7                 # FieldAttributes: FieldAccessMask
FD_STATIC = 0x10
FD_LITERAL = 0x40
FD_HASFIELDRVA = 0x100
MD_ACCESS = 0x7                 # MethodAttributes
MD_PUBLIC = 0x6
MD_STATIC = 0x10
MD_FINAL = 0x20
MD_HIDEBYSIG = 0x80
MD_VIRTUAL = 0x40
MS_SETTER, MS_GETTER = 0x1, 0x2  # MethodSemanticsAttributes
MD_NEWSLOT = 0x100
MD_ABSTRACT = 0x400
MD_PINVOKEIMPL = 0x2000
MI_CODETYPEMASK, MI_IL = 0x3, 0x0       # MethodImplAttributes
GP_VARIANCEMASK, GP_COVARIANT, GP_CONTRAVARIANT = 0x3, 0x1, 0x2   # GenericParamAttributes
COMIMAGE_FLAGS_NATIVE_ENTRYPOINT = 0x10     # CLI header Flags (II.25.3.3.1)

_HEAP_STRINGS, _HEAP_GUID, _HEAP_BLOB, _EXTRA_DATA = 0x01, 0x02, 0x04, 0x40   # HeapSizes


class Coded(NamedTuple):
    """A decoded coded index: the target table's number and the row (0: null)."""
    table: int
    rid: int


@dataclass(frozen=True)
class Column:
    name: str
    kind: str           # u1 u2 u4 str guid blob index list coded
    table: int = 0      # index, list: the target table
    coded: str = ""     # coded: the coded index's name (a key of CODED)
    nullable: bool = False


@dataclass(frozen=True)
class TableSchema:
    number: int
    name: str
    columns: tuple[Column, ...]
    row: Any            # the namedtuple class of its rows: attributes named as the columns


def _parse_schema() -> tuple[dict[int, TableSchema], dict[str, tuple[int, tuple[int | None, ...]]]]:
    lines = [line.split() for line in _TABLES.strip().splitlines()]
    numbers = {name: int(number, 16) for number, name, *_ in lines}
    coded = {}
    for name, targets in _CODED.items():
        tables = tuple(None if t == "-" else numbers[t] for t in targets.split())
        coded[name] = ((len(tables) - 1).bit_length(), tables)
    schemas = {}
    for number, name, *columns in lines:
        cols = []
        for spec in columns:
            col, kind = spec.split(":")
            if kind in ("u1", "u2", "u4", "str", "guid", "blob"):
                cols.append(Column(col, kind))
            elif kind[0] in "=*":
                cols.append(Column(col, "index" if kind[0] == "=" else "list",
                                   table=numbers[kind[1:].rstrip("?")],
                                   nullable=kind.endswith("?")))
            else:
                cols.append(Column(col, "coded", coded=kind.rstrip("?"),
                                   nullable=kind.endswith("?")))
        schemas[numbers[name]] = TableSchema(numbers[name], name, tuple(cols),
                                             namedtuple(f"{name}Row", [c.name for c in cols]))
    return schemas, coded


SCHEMA, CODED = _parse_schema()
TABLE_NAMES = {number: s.name for number, s in SCHEMA.items()}
_POINTER_TABLES = (FIELDPTR, METHODPTR, PARAMPTR, EVENTPTR, PROPERTYPTR)


def table_name(number: int) -> str:
    return TABLE_NAMES.get(number, f"table 0x{number:02x}")


def rows_text(n: int) -> str:
    return "1 row" if n == 1 else f"{n} rows"


def _error(message: str) -> CompileError:
    return CompileError(f"metadata: {message}")


# ---- the CLI header ------------------------------------------------------------------

@dataclass(frozen=True)
class CliHeader:
    """What the frontend needs of the CLI header (II.25.3.3)."""
    metadata_rva: int
    metadata_size: int
    flags: int
    entry_point: int        # a MethodDef token, or (NATIVE_ENTRYPOINT) an RVA
    resources_rva: int      # the manifest resources' data (II.22.24)
    resources_size: int

    SIZE = 72

    @classmethod
    def parse(cls, data: bytes, offset: int) -> "CliHeader":
        if offset + cls.SIZE > len(data):
            raise CompileError(f"truncated file: the CLI header at byte {offset} ends past "
                               f"the end of the file ({len(data)} bytes)")
        cb, _major, _minor, rva, size, flags, entry, res_rva, res_size = \
            struct.unpack_from("<IHHIIIIII", data, offset)
        if cb < cls.SIZE:
            raise CompileError(f"broken CLI header: its size field is {cb}, expected {cls.SIZE}")
        return cls(rva, size, flags, entry, res_rva, res_size)


# ---- the metadata --------------------------------------------------------------------

@dataclass
class _Table:
    schema: TableSchema
    count: int
    start: int = 0          # file offset of the first row
    row_size: int = 0
    format: str = ""
    rows: list[Any] | None = None


@dataclass(frozen=True)
class _Heap:
    name: str
    start: int              # file offset
    size: int


class Metadata:
    """The metadata of one assembly: the root and stream headers, the #~ header and the
    heaps' extents are read and checked when it is opened; a table's rows when it is
    first used (rows(), row()); a heap item when a row or a caller needs it (cached)."""

    def __init__(self, data: bytes, offset: int, size: int) -> None:
        self.data, self.offset, self.size = data, offset, size
        if offset < 0 or offset + size > len(data):
            raise _error(f"the metadata (0x{size:x} bytes at byte 0x{offset:x}) runs past the "
                         f"end of the file ({len(data)} bytes)")
        streams = self._read_root(offset, size)
        tables = streams.get("#~") or streams.get("#-")
        if tables is None:
            raise _error("no #~ stream (the metadata tables)")
        self.strings = streams.get("#Strings", _Heap("#Strings", offset, 0))
        self.user_strings = streams.get("#US", _Heap("#US", offset, 0))
        self.blobs = streams.get("#Blob", _Heap("#Blob", offset, 0))
        self.guids = streams.get("#GUID", _Heap("#GUID", offset, 0))
        self._string_cache: dict[int, str] = {}
        self._blob_cache: dict[int, bytes] = {}
        self._user_string_cache: dict[int, str] = {}
        self.table_stream = tables
        self.tables: dict[int, _Table] = {}
        # a portable PDB: its id, and the row counts of the assembly's tables
        self.pdb_id: bytes | None = None
        self.external_counts: dict[int, int] = {}
        if "#Pdb" in streams:
            self._read_pdb_stream(streams["#Pdb"])
        self._read_table_header(tables)

    # ---- the root, the streams and the #~ header -------------------------------------

    def _read_root(self, offset: int, size: int) -> dict[str, _Heap]:
        """II.24.2.1-2: the signature, the version string, the stream headers."""
        data = self.data
        if size < 16:
            raise _error(f"the metadata root needs 16 bytes, the CLI header gives it {size}")
        signature, _major, _minor, _reserved, vlen = struct.unpack_from("<IHHII", data, offset)
        if signature != 0x424A5342:
            raise _error(f"bad metadata signature 0x{signature:08x} (expected 0x424a5342, BSJB)")
        pos = 16 + vlen
        if vlen > 255 or pos + 4 > size:
            raise _error(f"the version string's length {vlen} runs past the metadata root")
        _flags, count = struct.unpack_from("<HH", data, offset + pos)
        pos += 4
        streams: dict[str, _Heap] = {}
        for i in range(count):
            if pos + 8 > size:
                raise _error(f"stream header {i + 1} of {count} runs past the end of the "
                             f"metadata (0x{size:x} bytes)")
            start, length = struct.unpack_from("<II", data, offset + pos)
            end = data.find(b"\0", offset + pos + 8, offset + min(size, pos + 8 + 32))
            if end < 0:
                raise _error(f"stream header {i + 1} of {count}: the name has no terminating NUL "
                             f"within 32 bytes")
            name_bytes = data[offset + pos + 8:end]
            name = name_bytes.decode("ascii", "replace")
            pos += 8 + (len(name_bytes) + 4 & ~3)   # the name, its NUL, padding to 4 bytes
            if start + length > size:
                raise _error(f"stream {name} (0x{length:x} bytes at 0x{start:x}) runs past the "
                             f"end of the metadata (0x{size:x} bytes)")
            streams[name] = _Heap(name, offset + start, length)   # the last one of a name counts
        return streams

    def _read_pdb_stream(self, stream: _Heap) -> None:
        """The #Pdb stream (Portable PDB specification): the PDB id (20 bytes), the entry
        point, a mask of the assembly's tables the PDB's tables index and their row counts."""
        if stream.size < 32:
            raise _error(f"the #Pdb stream has {stream.size} bytes, its header needs 32")
        self.pdb_id = self.data[stream.start:stream.start + 20]
        mask, = struct.unpack_from("<Q", self.data, stream.start + 24)
        tables = [n for n in range(64) if mask >> n & 1]
        if 32 + 4 * len(tables) > stream.size:
            raise _error(f"the row counts of {len(tables)} tables run past the end of the #Pdb "
                         f"stream ({stream.size} bytes)")
        counts = struct.unpack_from(f"<{len(tables)}I", self.data, stream.start + 32)
        self.external_counts = dict(zip(tables, counts))

    def _read_table_header(self, stream: _Heap) -> None:
        """II.24.2.6: HeapSizes, the Valid mask, the row counts; then every present
        table's row size, struct format and offset, checked against the stream's size."""
        data, base, size = self.data, stream.start, stream.size
        if size < 24:
            raise _error(f"the {stream.name} stream has {size} bytes, its header needs 24")
        heap_sizes = data[base + 6]
        valid, = struct.unpack_from("<Q", data, base + 8)
        present = [n for n in range(64) if valid >> n & 1]
        pos = 24 + 4 * len(present)
        if heap_sizes & _EXTRA_DATA:
            pos += 4                    # an extra dword after the row counts
        if pos > size:
            raise _error(f"the row counts of {len(present)} tables run past the end of the "
                         f"{stream.name} stream ({size} bytes)")
        counts = struct.unpack_from(f"<{len(present)}I", data, base + 24)
        for number, count in zip(present, counts):
            schema = SCHEMA.get(number)
            if schema is None:
                raise _error(f"unknown table 0x{number:02x} in the {stream.name} stream")
            self.tables[number] = _Table(schema, count)
        for number in _POINTER_TABLES:
            if self.count(number):
                raise _error(f"unsupported: the {table_name(number)} table (uncompressed "
                             f"metadata with pointer tables)")
        widths = {"u1": 1, "u2": 2, "u4": 4,
                  "str": 4 if heap_sizes & _HEAP_STRINGS else 2,
                  "guid": 4 if heap_sizes & _HEAP_GUID else 2,
                  "blob": 4 if heap_sizes & _HEAP_BLOB else 2}
        codes = {1: "B", 2: "H", 4: "I"}
        for number in present:
            table = self.tables[number]
            fmt = "<"
            for col in table.schema.columns:
                width = widths.get(col.kind) or self._index_width(col)
                fmt += codes[width]
                table.row_size += width
            table.format = fmt
            table.start = base + pos
            pos += table.row_size * table.count
            if pos > size:
                raise _error(f"table {table.schema.name} ({rows_text(table.count)} of "
                             f"{table.row_size} bytes from 0x{table.start - base:x}) runs past "
                             f"the end of the {stream.name} stream (0x{size:x} bytes)")

    def _index_width(self, col: Column) -> int:
        """II.24.2.6: 2 bytes if every target table's rows fit the bits the tag leaves."""
        if col.kind == "coded":
            bits, targets = CODED[col.coded]
            most = max(self.count(t) for t in targets if t is not None)
            return 2 if most < 1 << (16 - bits) else 4
        return 2 if self.count(col.table) < 1 << 16 else 4

    # ---- tables --------------------------------------------------------------------

    def count(self, table: int) -> int:
        """Rows of `table` (a portable PDB: the assembly's, for the tables it indexes)."""
        t = self.tables.get(table)
        return t.count if t is not None else self.external_counts.get(table, 0)

    def rows(self, table: int) -> list[Any]:
        """Every row of `table` (index rid-1), decoded and checked on first use."""
        t = self.tables.get(table)
        if t is None:
            return []
        if t.rows is None:
            t.rows = self._decode(t)
        return t.rows

    def row(self, table: int, rid: int) -> Any:
        rows = self.rows(table)
        if not 1 <= rid <= len(rows):
            raise _error(f"{table_name(table)} row {rid} does not exist "
                         f"(the table has {rows_text(len(rows))})")
        return rows[rid - 1]

    def lists(self, table: int, column: str) -> list[range]:
        """The rows each row's list column (TypeDef.FieldList, ...) holds, index rid-1: from
        its start to the next row's start, or to the end of the target table (II.22). The
        starts are in order (checked when the table was decoded)."""
        index = SCHEMA[table].row._fields.index(column)
        starts = [r[index] for r in self.rows(table)]
        ends = starts[1:] + [self.count(SCHEMA[table].columns[index].table) + 1]
        return [range(a, b) for a, b in zip(starts, ends)]

    def _decode(self, t: _Table) -> list[Any]:
        if t.count == 0:
            return []
        end = t.start + t.row_size * t.count
        columns = list(zip(*struct.iter_unpack(t.format, self.data[t.start:end])))
        converted = [self._column(t, col, values) for col, values in zip(t.schema.columns, columns)]
        make = t.schema.row._make
        return [make(r) for r in zip(*converted)]

    def _column(self, t: _Table, col: Column, values: tuple[int, ...]) -> Sequence[Any]:
        """A column's values converted (heap items, Coded) and checked; a failure names
        the table, the row and the column."""
        def fail(i: int, what: str) -> CompileError:
            return _error(f"{t.schema.name} row {i + 1}: {col.name} {what}")

        kind = col.kind
        if kind in ("u1", "u2", "u4"):
            return values
        if kind in ("str", "blob"):
            heap = self.strings if kind == "str" else self.blobs
            limit = max(heap.size, 1)           # offset 0 is "" or b"" even without a heap
            if max(values) >= limit:
                i = next(i for i, v in enumerate(values) if v >= limit)
                raise fail(i, f"offset 0x{values[i]:x} outside the {heap.name} heap "
                              f"(0x{heap.size:x} bytes)")
            get = self.string if kind == "str" else self.blob
            try:
                return [get(v) for v in values]
            except CompileError:
                for i, v in enumerate(values):
                    try:
                        get(v)
                    except CompileError as e:       # the heap item itself is damaged
                        raise _error(f"{t.schema.name} row {i + 1}: {col.name}: "
                                     f"{e.message.removeprefix('metadata: ')}") from None
                raise
        if kind == "guid":
            n = self.guids.size // 16
            if max(values) > n:
                i = next(i for i, v in enumerate(values) if v > n)
                raise fail(i, f"index {values[i]} outside the #GUID heap ({n} GUIDs)")
            return [self.guid(v) for v in values]
        if kind in ("index", "list"):
            n = self.count(col.table)
            high = n + 1 if kind == "list" else n       # a list may start just past the end
            low = 0 if col.nullable else 1
            if min(values) < low or max(values) > high:
                i = next(i for i, v in enumerate(values) if not low <= v <= high)
                if values[i] == 0:
                    raise fail(i, "is null")
                raise fail(i, f"{'starts at' if kind == 'list' else 'is'} "
                              f"{table_name(col.table)} row {values[i]}, past the end of that "
                              f"table ({rows_text(n)})")
            if kind == "list" and not all(map(operator.le, values, values[1:])):
                i = next(i for i in range(1, len(values)) if values[i] < values[i - 1])
                raise fail(i, f"starts at {table_name(col.table)} row {values[i]}, before the "
                              f"start of the previous row's list ({table_name(col.table)} row "
                              f"{values[i - 1]})")
            return values
        bits, by_tag = CODED[col.coded]
        mask = (1 << bits) - 1
        by_tag = by_tag + (None,) * (mask + 1 - len(by_tag))
        limits = tuple(-1 if tt is None else self.count(tt) for tt in by_tag)
        low = 0 if col.nullable else 1
        for i, v in enumerate(values):
            tag, rid = v & mask, v >> bits
            if not low <= rid <= limits[tag]:
                target = by_tag[tag]
                if target is None:
                    raise fail(i, f"0x{v:x} has tag {tag}, not a {col.coded} tag")
                if rid == 0:
                    raise fail(i, "is null")
                raise fail(i, f"is {table_name(target)} row {rid}, past the end of that table "
                              f"({rows_text(limits[tag])})")
        return [Coded(by_tag[v & mask], v >> bits) for v in values]     # type: ignore[arg-type]

    # ---- heaps ---------------------------------------------------------------------

    def string(self, offset: int) -> str:
        """II.24.2.3: UTF-8, NUL-terminated; offset 0 is the empty string."""
        try:
            return self._string_cache[offset]
        except KeyError:
            pass
        heap = self.strings
        if offset == 0 and heap.size == 0:
            return ""
        if not 0 <= offset < heap.size:
            raise _error(f"offset 0x{offset:x} outside the #Strings heap (0x{heap.size:x} bytes)")
        start = heap.start + offset
        end = self.data.find(b"\0", start, heap.start + heap.size)
        if end < 0:
            raise _error(f"the string at 0x{offset:x} runs past the end of the #Strings heap "
                         f"(no terminating NUL)")
        try:
            text = self.data[start:end].decode("utf-8")
        except UnicodeDecodeError as e:
            raise _error(f"the string at 0x{offset:x} of the #Strings heap is not UTF-8 "
                         f"(byte 0x{e.object[e.start]:02x} at 0x{offset + e.start:x})") from None
        self._string_cache[offset] = text
        return text

    def _item(self, heap: _Heap, offset: int) -> tuple[int, int]:
        """A #Blob or #US item (II.24.2.4): the file offset and size of its bytes, after
        the compressed length (II.23.2)."""
        if not 0 <= offset < heap.size:
            raise _error(f"offset 0x{offset:x} outside the {heap.name} heap (0x{heap.size:x} bytes)")
        data, pos, end = self.data, heap.start + offset, heap.start + heap.size
        first = data[pos]
        if first & 0x80 == 0:
            length, head = first, 1
        elif first & 0xC0 == 0x80:
            length, head = (first & 0x3F) << 8, 2
        elif first & 0xE0 == 0xC0:
            length, head = (first & 0x1F) << 24, 4
        else:
            raise _error(f"the {heap.name} item at 0x{offset:x} has a bad length byte 0x{first:02x}")
        if pos + head > end:
            raise _error(f"the {heap.name} item at 0x{offset:x}: its {head}-byte length runs past "
                         f"the end of the heap (0x{heap.size:x} bytes)")
        for k in range(1, head):
            length |= data[pos + k] << 8 * (head - 1 - k)
        if pos + head + length > end:
            raise _error(f"the {heap.name} item at 0x{offset:x} ({length} bytes) runs past the "
                         f"end of the heap (0x{heap.size:x} bytes)")
        return pos + head, length

    def blob(self, offset: int) -> bytes:
        """II.24.2.4; offset 0 is the empty blob."""
        try:
            return self._blob_cache[offset]
        except KeyError:
            pass
        if offset == 0 and self.blobs.size == 0:
            return b""
        start, length = self._item(self.blobs, offset)
        value = self.data[start:start + length]
        self._blob_cache[offset] = value
        return value

    def user_string(self, offset: int) -> str:
        """II.24.2.4: UTF-16 code units, then (odd lengths) a byte saying whether any
        needs more than 8-bit handling, which is not part of the string. Unpaired
        surrogates are kept (C# allows them in literals)."""
        try:
            return self._user_string_cache[offset]
        except KeyError:
            pass
        start, length = self._item(self.user_strings, offset)
        text = self.data[start:start + (length & ~1)].decode("utf-16-le", "surrogatepass")
        self._user_string_cache[offset] = text
        return text

    def guid(self, index: int) -> bytes | None:
        """II.24.2.5: 16-byte GUIDs, numbered from 1; 0 is null."""
        if index == 0:
            return None
        if not 1 <= index <= self.guids.size // 16:
            raise _error(f"GUID index {index} outside the #GUID heap ({self.guids.size // 16} GUIDs)")
        start = self.guids.start + 16 * (index - 1)
        return self.data[start:start + 16]
