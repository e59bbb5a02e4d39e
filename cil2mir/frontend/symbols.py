"""Debug symbols: each method's sequence points (IL offset -> source file, line, column),
read from the assembly's symbol file, for the source locations of `-g`.

Two formats, both read here (no maintained Python library reads either):

* Mono's `.mdb` (`App.exe.mdb`), which mcs writes with `-debug`: the format of Mono's
  Mono.CompilerServices.SymbolWriter (MonoSymbolFile.cs, MonoSymbolTable.cs), version
  50.0. A header (magic, version, the GUID of the module it belongs to: its MVID), an
  offset table, then the source table (index -> file name), the method table (token ->
  the offset of its line number table) and per method a DWARF-like line number program
  over (IL offset, line, file) with Mono's "hidden" flag; no columns.
* The portable PDB (`App.pdb` beside the assembly, or embedded in it: a debug directory
  entry of type 17, deflated), which Roslyn writes: ECMA-335 metadata
  (cil2mir/frontend/metadata.py reads it: the #Pdb stream gives the row counts of the
  assembly's tables it refers to) whose MethodDebugInformation row N holds the sequence
  points of MethodDef row N, a blob in the format of the Portable PDB specification
  ("Sequence Points Blob"); Document rows name the files.

A symbol file belongs to an assembly when its GUID is the assembly's MVID (.mdb) or its PDB
id is the one the assembly's CodeView debug entry names (portable PDB); one that does not
(stale, from another build) is not used. A damaged one is bad input (CompileError naming
it and what is wrong).
"""

from __future__ import annotations

import os
import struct
import zlib
from dataclasses import dataclass

from cil2mir.errors import CompileError
from cil2mir.frontend import ir
from cil2mir.frontend import metadata as md

MDB_MAGIC = 0x45E82623FD7FA614
MDB_VERSION = (50, 0)
DEBUG_CODEVIEW, DEBUG_EMBEDDED_PDB = 2, 17        # IMAGE_DEBUG_TYPE_*
HIDDEN_LINE = 0xFEEFEE                            # a portable PDB's hidden sequence point


class SymbolError(CompileError):
    pass


@dataclass
class Symbols:
    """One assembly's symbol file: the sequence points of its methods by MethodDef row."""
    path: str                                         # what it was read from (messages)
    points: dict[int, tuple[ir.SequencePoint, ...]]   # MethodDef rid -> points by IL offset

    def lines(self, rid: int, assembly_path: str) -> ir.SourceLines:
        """The SourceLines of MethodDef `rid`: its points, or IL offsets when it has none."""
        points = self.points.get(rid, ())
        first = next((p for p in points if p.line), None)
        if first is None:
            return ir.SourceLines(assembly_path)
        return ir.SourceLines(first.file, points)


# ---- finding the file ----------------------------------------------------------------------

@dataclass(frozen=True)
class DebugEntry:
    """A PE debug directory entry (PE/COFF "The .debug Section"): its type and data."""
    type: int
    major: int
    minor: int
    data: bytes


def debug_entries(data: bytes, offset: int, size: int) -> list[DebugEntry]:
    """The debug directory's entries (28 bytes each, at file offset `offset`); their data
    is found by its file offset (PointerToRawData)."""
    out = []
    for at in range(offset, offset + size - 27, 28):
        _, _, major, minor, kind, length, _, pointer = struct.unpack_from("<IIHHIIII", data, at)
        if pointer + length > len(data):
            raise SymbolError(f"debug directory entry of type {kind}: {length} bytes at byte "
                              f"0x{pointer:x} run past the end of the file")
        out.append(DebugEntry(kind, major, minor, data[pointer:pointer + length]))
    return out


def load_symbols(assembly_path: str, mvid: bytes | None, entries: list[DebugEntry]
                 ) -> Symbols | None:
    """The symbol file of the assembly at `assembly_path` (module MVID `mvid`, PE debug
    directory `entries`): its embedded portable PDB, else `App.pdb` beside it when it
    matches the CodeView entry, else `App.exe.mdb` when it matches the MVID; None when
    there is none."""
    pdb_id = None
    for e in entries:
        if e.type == DEBUG_EMBEDDED_PDB:
            return read_portable_pdb(_embedded_pdb(e, assembly_path), f"{assembly_path} (embedded PDB)")
        if e.type == DEBUG_CODEVIEW and e.data[:4] == b"RSDS" and len(e.data) >= 24:
            pdb_id = e.data[4:20]
    pdb = os.path.splitext(assembly_path)[0] + ".pdb"
    if pdb_id is not None and os.path.isfile(pdb):
        data = _read(pdb)
        if data[:4] == b"BSJB":                      # not a Windows (MSF) PDB
            symbols = read_portable_pdb(data, pdb, expect_id=pdb_id)
            if symbols is not None:
                return symbols
    mdb = assembly_path + ".mdb"
    if os.path.isfile(mdb):
        return read_mdb(_read(mdb), mdb, expect_guid=mvid)
    return None


def _read(path: str) -> bytes:
    try:
        with open(path, "rb") as f:
            return f.read()
    except OSError as e:
        raise SymbolError(f"cannot read the symbol file {path}: {e.strerror}") from None


def _embedded_pdb(e: DebugEntry, where: str) -> bytes:
    """An embedded portable PDB: `MPDB`, the size, then the PDB deflated (RFC 1951)."""
    if e.data[:4] != b"MPDB" or len(e.data) < 8:
        raise SymbolError(f"{where}: the embedded portable PDB does not start with MPDB")
    size, = struct.unpack_from("<I", e.data, 4)
    try:
        data = zlib.decompress(e.data[8:], -15)
    except zlib.error as err:
        raise SymbolError(f"{where}: the embedded portable PDB does not inflate ({err})") from None
    if len(data) != size:
        raise SymbolError(f"{where}: the embedded portable PDB inflates to {len(data)} bytes, "
                          f"its header says {size}")
    return data


# ---- Mono's .mdb ---------------------------------------------------------------------------

class _Reader:
    def __init__(self, data: bytes, path: str, pos: int = 0) -> None:
        self.data, self.path, self.pos = data, path, pos

    def fail(self, what: str) -> SymbolError:
        return SymbolError(f"{self.path}: {what}")

    def seek(self, pos: int, what: str) -> "_Reader":
        if not 0 <= pos <= len(self.data):
            raise self.fail(f"{what} at byte 0x{pos:x} is outside the file ({len(self.data)} bytes)")
        self.pos = pos
        return self

    def byte(self) -> int:
        if self.pos >= len(self.data):
            raise self.fail("unexpected end of the file")
        b = self.data[self.pos]
        self.pos += 1
        return b

    def ints(self, n: int) -> tuple[int, ...]:
        if self.pos + 4 * n > len(self.data):
            raise self.fail("unexpected end of the file")
        values = struct.unpack_from(f"<{n}i", self.data, self.pos)
        self.pos += 4 * n
        return values

    def leb128(self) -> int:
        """.NET's 7-bit encoded Int32 (BinaryReader.Read7BitEncodedInt): negative values
        take five bytes, their 32 bits two's complement."""
        value = shift = 0
        while True:
            b = self.byte()
            value |= (b & 0x7F) << shift
            shift += 7
            if not b & 0x80:
                break
            if shift >= 35:
                raise self.fail(f"a variable-length integer at byte 0x{self.pos:x} is too long")
        value &= 0xFFFFFFFF
        return value - (1 << 32) if value >> 31 else value

    def string(self) -> str:
        """.NET's BinaryWriter string: its UTF-8 length as a 7-bit encoded int, the bytes."""
        n = self.leb128()
        if n < 0 or self.pos + n > len(self.data):
            raise self.fail(f"a string of {n} bytes at byte 0x{self.pos:x} runs past the end")
        raw = self.data[self.pos:self.pos + n]
        self.pos += n
        return raw.decode("utf-8", "replace")


def read_mdb(data: bytes, path: str, expect_guid: bytes | None = None) -> Symbols | None:
    """A Mono symbol file; None when its GUID is not `expect_guid` (another build's)."""
    r = _Reader(data, path)
    if len(data) < 32 or struct.unpack_from("<Q", data)[0] != MDB_MAGIC:
        raise r.fail("not a Mono symbol file (bad magic number)")
    version = struct.unpack_from("<ii", data, 8)
    if version != MDB_VERSION:
        raise r.fail(f"Mono symbol file version {version[0]}.{version[1]}, only "
                     f"{MDB_VERSION[0]}.{MDB_VERSION[1]} is read")
    guid = data[16:32]
    if expect_guid is not None and guid != expect_guid:
        return None
    r.pos = 32
    (_total, _data_offset, _data_size, _cu_count, _cu_offset, _cu_size, source_count,
     source_offset, _source_size, method_count, method_offset, _method_size, _types,
     _scopes, _scope_offset, _scope_size, line_base, line_range, opcode_base, _flags) = r.ints(20)
    if line_range <= 0 or not 1 <= opcode_base <= 255:
        raise r.fail(f"bad line number table parameters (range {line_range}, opcode base {opcode_base})")
    sources: dict[int, str] = {}
    r.seek(source_offset, "the source table")
    for _ in range(source_count):
        index, offset = r.ints(2)
        at = r.pos
        sources[index] = r.seek(offset, f"source file {index}").string()
        r.pos = at
    points: dict[int, tuple[ir.SequencePoint, ...]] = {}
    r.seek(method_offset, "the method table")
    for _ in range(method_count):
        token, _data_at, lnt_at = r.ints(3)
        if token >> 24 != md.METHODDEF:
            raise r.fail(f"method table: token 0x{token:08x} is not a MethodDef")
        if lnt_at:
            at = r.pos
            r.seek(lnt_at, f"the line numbers of method 0x{token:08x}")
            points[token & 0xFFFFFF] = _mdb_lines(r, sources, line_base, line_range, opcode_base)
            r.pos = at
    return Symbols(path, points)


def _mdb_lines(r: _Reader, sources: dict[int, str], line_base: int, line_range: int,
               opcode_base: int) -> tuple[ir.SequencePoint, ...]:
    """One method's line number program (LineNumberTable.DoRead): standard opcodes 1-8
    (copy, advance_pc, advance_line, set_file, const_add_pc), special opcodes from
    `opcode_base`, extended ones after a 0 (end_sequence, Mono's negate_is_hidden)."""
    out: list[ir.SequencePoint] = []
    line, offset, file, hidden, modified = 1, 0, 1, False, False
    max_address_increment = (255 - opcode_base) // line_range

    def emit() -> None:
        name = sources.get(file)
        if name is None:
            raise r.fail(f"line number table: source file {file} does not exist")
        out.append(ir.SequencePoint(offset, name, 0 if hidden else line))

    while True:
        op = r.byte()
        if op == 0:
            size = r.byte()
            end = r.pos + size
            ext = r.byte()
            if ext == 1:                              # DW_LNE_end_sequence
                if modified:
                    emit()
                break
            if ext == 0x40:                           # DW_LNE_MONO_negate_is_hidden
                hidden, modified = not hidden, True
            elif not 0x40 <= ext <= 0x7F:
                raise r.fail(f"line number table: unknown extended opcode 0x{ext:x}")
            r.pos = end
        elif op < opcode_base:
            if op == 1:                               # DW_LNS_copy
                emit()
                modified = False
            elif op == 2:
                offset += r.leb128()
                modified = True
            elif op == 3:
                line += r.leb128()
                modified = True
            elif op == 4:
                file = r.leb128()
                modified = True
            elif op == 8:
                offset += max_address_increment
                modified = True
            else:
                raise r.fail(f"line number table: unknown opcode {op}")
        else:
            op -= opcode_base
            offset += op // line_range
            line += line_base + op % line_range
            emit()
            modified = False
    return _by_offset(out)


def _by_offset(points: list[ir.SequencePoint]) -> tuple[ir.SequencePoint, ...]:
    """Sorted by IL offset; of points at the same offset, the last one counts."""
    last = {p.il_offset: p for p in points}
    return tuple(last[o] for o in sorted(last))


# ---- portable PDB ------------------------------------------------------------------------

def read_portable_pdb(data: bytes, path: str, expect_id: bytes | None = None) -> Symbols | None:
    """A portable PDB; None when its PDB id's GUID is not `expect_id` (another build's)."""
    try:
        m = md.Metadata(data, 0, len(data))
    except CompileError as e:
        raise SymbolError(f"{path}: {e.message}") from None
    if m.pdb_id is None:
        raise SymbolError(f"{path}: not a portable PDB (no #Pdb stream)")
    if expect_id is not None and m.pdb_id[:16] != expect_id:
        return None
    try:
        documents = [_document_name(m, row.Name) for row in m.rows(md.DOCUMENT)]
        points: dict[int, tuple[ir.SequencePoint, ...]] = {}
        for rid, row in enumerate(m.rows(md.METHODDEBUGINFORMATION), 1):
            if row.SequencePoints:          # (blob columns come decoded)
                points[rid] = _sequence_points(row.SequencePoints, row.Document, documents,
                                               f"{path}: method {rid}")
    except CompileError as e:
        raise SymbolError(e.message if e.message.startswith(path) else f"{path}: {e.message}") from None
    return Symbols(path, points)


def _document_name(m: md.Metadata, blob: bytes) -> str:
    """Document name blob: a separator character, then the parts (blob offsets of UTF-8
    texts), joined by the separator."""
    if not blob:
        return ""
    sep, pos, parts = blob[:1].decode("latin-1"), 1, []
    while pos < len(blob):
        offset, pos = _compressed(blob, pos)
        parts.append(m.blob(offset).decode("utf-8", "replace") if offset else "")
    return (sep if sep != "\0" else "").join(parts)


def _compressed(blob: bytes, pos: int) -> tuple[int, int]:
    """An ECMA-335 compressed unsigned integer (II.23.2) at `pos`; (value, next position)."""
    if pos >= len(blob):
        raise CompileError("a sequence point blob ends inside a number")
    b = blob[pos]
    if b & 0x80 == 0:
        return b, pos + 1
    if b & 0xC0 == 0x80 and pos + 2 <= len(blob):
        return (b & 0x3F) << 8 | blob[pos + 1], pos + 2
    if b & 0xE0 == 0xC0 and pos + 4 <= len(blob):
        return (b & 0x1F) << 24 | blob[pos + 1] << 16 | blob[pos + 2] << 8 | blob[pos + 3], pos + 4
    raise CompileError(f"bad compressed integer 0x{b:02x} in a sequence point blob")


def _compressed_signed(blob: bytes, pos: int) -> tuple[int, int]:
    """A compressed signed integer: the value rotated left by one bit within 6, 13 or 28
    bits (its sign in bit 0), then compressed."""
    u, end = _compressed(blob, pos)
    bits = {1: 6, 2: 13, 4: 28}[end - pos]
    return (u >> 1) - (1 << bits) if u & 1 else u >> 1, end


def _sequence_points(blob: bytes, document: int, documents: list[str], where: str
                     ) -> tuple[ir.SequencePoint, ...]:
    """The Portable PDB "Sequence Points Blob": LocalSignature, InitialDocument (when the
    row's Document is null), then records: a sequence point (δIL, ΔLines, ΔColumns and,
    unless hidden, the start line and column: absolute for the first visible point,
    signed deltas after it) or, with δIL 0 after the first record, a document change."""
    def doc(rid: int) -> str:
        if not 1 <= rid <= len(documents):
            raise CompileError(f"{where}: document {rid} does not exist ({len(documents)} documents)")
        return documents[rid - 1]

    try:
        _, pos = _compressed(blob, 0)                    # LocalSignature
        if not document:
            document, pos = _compressed(blob, pos)
        file = doc(document)
        out: list[ir.SequencePoint] = []
        offset, line, column, first, seen_visible = 0, 0, 0, True, False
        while pos < len(blob):
            delta, pos = _compressed(blob, pos)
            if delta == 0 and not first:                  # document-record
                document, pos = _compressed(blob, pos)
                file = doc(document)
                continue
            offset += delta
            first = False
            d_lines, pos = _compressed(blob, pos)
            if d_lines == 0:
                d_columns, pos = _compressed(blob, pos)
            else:
                d_columns, pos = _compressed_signed(blob, pos)
            if d_lines == 0 and d_columns == 0:           # hidden
                out.append(ir.SequencePoint(offset, file, 0))
                continue
            if not seen_visible:
                line, pos = _compressed(blob, pos)
                column, pos = _compressed(blob, pos)
                seen_visible = True
            else:
                dl, pos = _compressed_signed(blob, pos)
                dc, pos = _compressed_signed(blob, pos)
                line, column = line + dl, column + dc
            out.append(ir.SequencePoint(offset, file, 0 if line == HIDDEN_LINE else line, column))
    except CompileError as e:
        raise CompileError(e.message if e.message.startswith(where) else f"{where}: {e.message}") from None
    return _by_offset(out)
