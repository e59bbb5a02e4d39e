"""A reader of the LLVM bitstream container, in pure Python, for `cil2mir bcinfo`.

It shows the structure of the `App.bc` we write (blocks, their lengths, the records in
each) without LLVM's own tools, the way `llvm-bcanalyzer -dump` does. It knows the
container only: block ids get their LLVM names, records stay codes and operands.

The format (LLVM's BitCodeFormat document): an optional wrapper header (five little-endian
32-bit words: 0x0B17C0DE, version, offset and size of the bitcode, cputype), the magic
'BC' 0xC0DE, then blocks. Bits are read from the least significant end of each byte.
Every entry starts with an abbreviation id of the block's abbrev width (2 at the top
level): 0 END_BLOCK, 1 ENTER_SUBBLOCK, 2 DEFINE_ABBREV, 3 UNABBREV_RECORD, 4 and up the
abbreviations of the block: first those BLOCKINFO (block id 0) defined for its block id,
then its own, in order.
"""

from __future__ import annotations

import collections
import re
import struct
from dataclasses import dataclass, field
from pathlib import Path

from cil2mir.errors import CompileError

MAGIC = b"BC\xc0\xde"
WRAPPER_MAGIC = 0x0B17C0DE
END_BLOCK, ENTER_SUBBLOCK, DEFINE_ABBREV, UNABBREV_RECORD = 0, 1, 2, 3
FIRST_ABBREV = 4
BLOCKINFO_ID = 0
SETBID, BLOCKNAME, SETRECORDNAME = 1, 2, 3
LITERAL, FIXED, VBR, ARRAY, CHAR6, BLOB = 0, 1, 2, 3, 4, 5
ENCODING_NAMES = {FIXED: "fixed", VBR: "vbr", ARRAY: "array", CHAR6: "char6", BLOB: "blob"}
CHAR6_ALPHABET = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._"
MAX_FIELD_BITS = 64
MAX_DEPTH = 64          # LLVM IR nests blocks 4 deep; a deeper file is damaged, not recursed into

BLOCK_NAMES = {
    0: "BLOCKINFO_BLOCK", 8: "MODULE_BLOCK", 9: "PARAMATTR_BLOCK", 10: "PARAMATTR_GROUP_BLOCK",
    11: "CONSTANTS_BLOCK", 12: "FUNCTION_BLOCK", 13: "IDENTIFICATION_BLOCK",
    14: "VALUE_SYMTAB_BLOCK", 15: "METADATA_BLOCK", 16: "METADATA_ATTACHMENT_BLOCK",
    17: "TYPE_BLOCK_NEW", 18: "USELIST_BLOCK", 19: "MODULE_STRTAB_BLOCK",
    20: "GLOBALVAL_SUMMARY_BLOCK", 21: "OPERAND_BUNDLE_TAGS_BLOCK", 22: "METADATA_KIND_BLOCK",
    23: "STRTAB_BLOCK", 24: "FULL_LTO_GLOBALVAL_SUMMARY_BLOCK", 25: "SYMTAB_BLOCK",
    26: "SYNC_SCOPE_NAMES_BLOCK",
}


@dataclass(frozen=True)
class AbbrevOp:
    """One operand of an abbreviation: a literal value (LITERAL), or how the field is
    encoded (FIXED/VBR with their width in `value`, ARRAY, CHAR6, BLOB)."""
    encoding: int
    value: int = 0


@dataclass(frozen=True)
class Abbrev:
    """A record layout defined by DEFINE_ABBREV; the first operand gives the record code."""
    ops: tuple[AbbrevOp, ...]


@dataclass
class Record:
    """A data record: its code, the abbreviation id it was read with (3 = unabbreviated),
    its operands (literals included, char6 decoded to ASCII) and its blob, if it has one."""
    code: int
    abbrev_id: int
    operands: list[int]
    blob: bytes | None = None


@dataclass
class Block:
    """A block with its records and sub-blocks in stream order. `words` is its declared
    length in 32-bit words; `abbrevs_defined` counts its DEFINE_ABBREV entries (in
    BLOCKINFO: those it defines for other blocks)."""
    block_id: int
    abbrev_width: int
    words: int
    offset: int
    items: list[Record | Block] = field(default_factory=list)
    abbrevs_defined: int = 0

    def code_counts(self) -> dict[int, int]:
        """How many records of each code the block itself holds, by code."""
        counts = collections.Counter(i.code for i in self.items if isinstance(i, Record))
        return dict(sorted(counts.items()))


@dataclass(frozen=True)
class Wrapper:
    """The optional bitcode wrapper header (Darwin's): where the bitcode is in the file."""
    version: int
    offset: int
    size: int
    cputype: int


@dataclass
class Bitcode:
    """A whole file: its top-level blocks, the wrapper header if any, and the names
    BLOCKINFO gave to blocks (BLOCKNAME) and record codes (SETRECORDNAME)."""
    blocks: list[Block]
    wrapper: Wrapper | None = None
    block_names: dict[int, str] = field(default_factory=dict)
    record_names: dict[tuple[int, int], str] = field(default_factory=dict)

    def block_name(self, block_id: int) -> str:
        """LLVM's name for its ids, else a BLOCKINFO name that is a plain identifier."""
        name = BLOCK_NAMES.get(block_id) or self.block_names.get(block_id, "")
        return name if re.fullmatch(r"[A-Za-z_][A-Za-z0-9_.]*", name) else "UNKNOWN_BLOCK"


class _Bits:
    """A cursor over the bitstream: `pos` counts bits from the start of the bitcode;
    `origin` is where the bitcode starts in the file (after a wrapper), for messages."""

    def __init__(self, data: bytes, origin: int) -> None:
        self.data = data
        self.origin = origin
        self.pos = 0
        self.end = len(data) * 8

    def byte(self, bit: int | None = None) -> int:
        """The file offset of a bit position (the current one by default)."""
        return self.origin + (self.pos if bit is None else bit) // 8

    def read(self, width: int) -> int:
        stop = self.pos + width
        if stop > self.end:
            raise CompileError(f"truncated bitcode: it ends at byte {self.byte(self.end)}, "
                               f"in the middle of an entry at byte {self.byte()}")
        chunk = int.from_bytes(self.data[self.pos >> 3:(stop + 7) >> 3], "little")
        value = (chunk >> (self.pos & 7)) & ((1 << width) - 1)
        self.pos = stop
        return value

    def read_vbr(self, width: int) -> int:
        """Chunks of `width` bits, low chunk first; each chunk's top bit says more follow."""
        start, value, shift, more = self.pos, 0, 0, 1 << (width - 1)
        while True:
            chunk = self.read(width)
            value |= (chunk & (more - 1)) << shift
            if not chunk & more:
                return value
            shift += width - 1
            if shift >= MAX_FIELD_BITS:
                raise CompileError(f"bad bitcode: a VBR field at byte {self.byte(start)} "
                                   f"is longer than {MAX_FIELD_BITS} bits")

    def align32(self) -> None:
        self.pos = (self.pos + 31) & ~31


class _Reader:
    """Reads blocks recursively, keeping what BLOCKINFO defined for each block id."""

    def __init__(self, bits: _Bits) -> None:
        self.bits = bits
        self.shared_abbrevs: dict[int, list[Abbrev]] = collections.defaultdict(list)
        self.block_names: dict[int, str] = {}
        self.record_names: dict[tuple[int, int], str] = {}

    def error(self, message: str, bit: int | None = None) -> CompileError:
        return CompileError(f"bad bitcode: {message} at byte {self.bits.byte(bit)}")

    def top_level(self) -> list[Block]:
        blocks = []
        while self.bits.pos < self.bits.end:
            start = self.bits.pos
            if self.bits.end - start < 32:
                raise CompileError(f"truncated bitcode: {(self.bits.end - start) // 8} bytes "
                                   f"at byte {self.bits.byte()}, too few for a block")
            abbrev_id = self.bits.read(2)
            if abbrev_id != ENTER_SUBBLOCK:
                raise self.error(f"expected a block at the top level, found abbreviation id "
                                 f"{abbrev_id}", start)
            blocks.append(self.block(start, 1))
        return blocks

    def block(self, start: int, depth: int) -> Block:
        """The block whose ENTER_SUBBLOCK id (at bit `start`) was just read."""
        bits = self.bits
        if depth > MAX_DEPTH:
            raise self.error(f"blocks nested more than {MAX_DEPTH} deep", start)
        block_id, width = bits.read_vbr(8), bits.read_vbr(4)
        bits.align32()
        words = bits.read(32)
        block = Block(block_id, width, words, bits.byte(start))
        name = BLOCK_NAMES.get(block_id) or self.block_names.get(block_id, f"block {block_id}")
        if not 1 <= width <= MAX_FIELD_BITS:
            raise self.error(f"{name} has abbreviation width {width}", start)
        end = bits.pos + 32 * words
        if end > bits.end:
            raise CompileError(f"truncated bitcode: {name} at byte {block.offset} is {words} "
                               f"words long (to byte {bits.byte(end)}), but the bitcode ends "
                               f"at byte {bits.byte(bits.end)}")
        self.read_entries(block, name, depth)
        if bits.pos != end:
            raise CompileError(f"bad bitcode: {name} at byte {block.offset} ends at byte "
                               f"{bits.byte()}, but its length says byte {bits.byte(end)}")
        return block

    def read_entries(self, block: Block, name: str, depth: int) -> None:
        """Everything up to the block's END_BLOCK; BLOCKINFO's records and abbreviations
        are also applied to the block ids they name."""
        abbrevs = list(self.shared_abbrevs[block.block_id])
        described: int | None = None        # BLOCKINFO: the block id SETBID chose
        while True:
            start = self.bits.pos
            abbrev_id = self.bits.read(block.abbrev_width)
            if abbrev_id == END_BLOCK:
                self.bits.align32()
                return
            if abbrev_id == ENTER_SUBBLOCK:
                block.items.append(self.block(start, depth + 1))
            elif abbrev_id == DEFINE_ABBREV:
                block.abbrevs_defined += 1
                abbrev = self.abbrev(start)
                if block.block_id != BLOCKINFO_ID:
                    abbrevs.append(abbrev)
                elif described is None:
                    raise self.error("an abbreviation in BLOCKINFO before any SETBID", start)
                else:
                    self.shared_abbrevs[described].append(abbrev)
            else:
                record = self.record(abbrev_id, abbrevs, name, start)
                block.items.append(record)
                if block.block_id == BLOCKINFO_ID:
                    described = self.blockinfo_record(record, described, start)

    def abbrev(self, start: int) -> Abbrev:
        bits, ops = self.bits, []
        for _ in range(bits.read_vbr(5)):
            if bits.read(1):
                ops.append(AbbrevOp(LITERAL, bits.read_vbr(8)))
                continue
            encoding = bits.read(3)
            if encoding not in ENCODING_NAMES:
                raise self.error(f"unknown abbreviation operand encoding {encoding}", start)
            width = bits.read_vbr(5) if encoding in (FIXED, VBR) else 0
            if width > MAX_FIELD_BITS or (encoding == VBR and width == 1):
                raise self.error(f"a {ENCODING_NAMES[encoding]} field of {width} bits", start)
            # fixed(0) and vbr(0) hold no bits: LLVM reads them as the literal 0
            ops.append(AbbrevOp(LITERAL, 0) if encoding in (FIXED, VBR) and width == 0
                       else AbbrevOp(encoding, width))
        if not ops:
            raise self.error("an abbreviation without operands", start)
        return Abbrev(tuple(ops))

    def record(self, abbrev_id: int, abbrevs: list[Abbrev], name: str, start: int) -> Record:
        if abbrev_id == UNABBREV_RECORD:
            code, count = self.bits.read_vbr(6), self.bits.read_vbr(6)
            return Record(code, abbrev_id, [self.bits.read_vbr(6) for _ in range(count)])
        if abbrev_id - FIRST_ABBREV >= len(abbrevs):
            known = f"ids 4 to {len(abbrevs) + 3}" if abbrevs else "none"
            raise self.error(f"abbreviation id {abbrev_id} in {name} is not defined "
                             f"({name} has {known})", start)
        ops = abbrevs[abbrev_id - FIRST_ABBREV].ops
        if ops[0].encoding in (ARRAY, BLOB):
            raise self.error("an abbreviation whose record code is an array or a blob", start)
        values: list[int] = []
        blob = self.abbreviated_fields(ops, values, start)
        return Record(values[0], abbrev_id, values[1:], blob)

    def abbreviated_fields(self, ops: tuple[AbbrevOp, ...], values: list[int],
                           start: int) -> bytes | None:
        """Appends each field's values (an array's elements in place); returns the blob."""
        blob = None
        for i, op in enumerate(ops):
            if op.encoding == ARRAY:
                if i != len(ops) - 2 or ops[-1].encoding not in (FIXED, VBR, CHAR6):
                    raise self.error("an array that is not followed by its element "
                                     "encoding as the last operand", start)
                values.extend(self.scalar(ops[-1]) for _ in range(self.bits.read_vbr(6)))
                break
            if op.encoding == BLOB:
                blob = self.blob()
            else:
                values.append(self.scalar(op))
        return blob

    def scalar(self, op: AbbrevOp) -> int:
        if op.encoding == LITERAL:
            return op.value
        if op.encoding == FIXED:
            return self.bits.read(op.value)
        if op.encoding == VBR:
            return self.bits.read_vbr(op.value)
        return ord(CHAR6_ALPHABET[self.bits.read(6)])

    def blob(self) -> bytes:
        """A vbr6 length, then the bytes from the next 32-bit boundary, padded to one."""
        bits = self.bits
        length = bits.read_vbr(6)
        bits.align32()
        first = bits.pos // 8
        if bits.pos + 8 * length > bits.end:
            raise CompileError(f"truncated bitcode: a blob of {length} bytes at byte "
                               f"{bits.byte()} goes past its end at byte {bits.byte(bits.end)}")
        bits.pos += 8 * length
        bits.align32()
        return bytes(bits.data[first:first + length])

    def blockinfo_record(self, record: Record, described: int | None, start: int) -> int | None:
        """SETBID chooses the block id that the next records and abbreviations describe."""
        if record.code == SETBID:
            if not record.operands:
                raise self.error("SETBID without a block id", start)
            return record.operands[0]
        if record.code in (BLOCKNAME, SETRECORDNAME) and described is None:
            raise self.error("a BLOCKINFO name before any SETBID", start)
        if record.code == BLOCKNAME:
            self.block_names[described] = _text(record.operands)
        elif record.code == SETRECORDNAME and record.operands:
            self.record_names[described, record.operands[0]] = _text(record.operands[1:])
        return described


def _text(values: list[int]) -> str:
    return bytes(v & 0xFF for v in values).decode("latin-1")


def _wrapper(data: bytes) -> Wrapper | None:
    if len(data) < 4 or struct.unpack_from("<I", data)[0] != WRAPPER_MAGIC:
        return None
    if len(data) < 20:
        raise CompileError(f"truncated bitcode: a wrapper header needs 20 bytes, the file "
                           f"has {len(data)}")
    wrapper = Wrapper(*struct.unpack_from("<4I", data, 4))
    if wrapper.offset + wrapper.size > len(data):
        raise CompileError(f"truncated bitcode: the wrapper header puts the bitcode at bytes "
                           f"{wrapper.offset}..{wrapper.offset + wrapper.size}, but the file "
                           f"has {len(data)} bytes")
    return wrapper


def parse(data: bytes) -> Bitcode:
    """The structure of a bitcode file's bytes; CompileError if they are not bitcode."""
    wrapper = _wrapper(data)
    origin = wrapper.offset if wrapper else 0
    stream = data[origin:origin + wrapper.size] if wrapper else data
    if not stream:
        raise CompileError("not LLVM bitcode: the file is empty")
    if len(stream) < 4 and MAGIC.startswith(stream):
        raise CompileError(f"truncated bitcode: {len(stream)} bytes, less than its magic")
    if stream[:4] != MAGIC:
        found = " ".join(f"{b:02x}" for b in stream[:4])
        raise CompileError(f"not LLVM bitcode: it starts with {found} at byte {origin}, "
                           f"not the magic 'BC' 0xC0DE (42 43 c0 de)")
    bits = _Bits(stream, origin)
    bits.pos = 32
    reader = _Reader(bits)
    blocks = reader.top_level()
    return Bitcode(blocks, wrapper, reader.block_names, reader.record_names)


def read_file(path: str | Path) -> Bitcode:
    """parse() of a file; its errors are prefixed with the file's name."""
    try:
        return parse(Path(path).read_bytes())
    except CompileError as e:
        raise e.located(assembly=str(path)) from None


def describe(bitcode: Bitcode, records: bool = False) -> str:
    """The text `cil2mir bcinfo` prints (its format is documented in docs/architecture.md)."""
    lines = []
    if bitcode.wrapper:
        w = bitcode.wrapper
        lines.append(f"wrapper version={w.version} offset={w.offset} size={w.size} "
                     f"cputype={w.cputype:#x}")
    for block in bitcode.blocks:
        _describe_block(bitcode, block, records, 0, lines)
    return "\n".join(lines)


def _describe_block(bitcode: Bitcode, block: Block, records: bool, depth: int,
                    lines: list[str]) -> None:
    indent, name = "  " * depth, bitcode.block_name(block.block_id)
    lines.append(f"{indent}<{name} id={block.block_id} words={block.words} "
                 f"abbrev_width={block.abbrev_width} abbrevs={block.abbrevs_defined}>")
    counts = ", ".join(f"{n} x code {code}" for code, n in block.code_counts().items())
    lines.append(f"{indent}  records: {counts or 'none'}")
    for item in block.items:
        if isinstance(item, Block):
            _describe_block(bitcode, item, records, depth + 1, lines)
        elif records:
            lines.append(f"{indent}  {_describe_record(bitcode, block.block_id, item)}")
    lines.append(f"{indent}</{name}>")


def _describe_record(bitcode: Bitcode, block_id: int, record: Record) -> str:
    name = bitcode.record_names.get((block_id, record.code))
    text = f"record code={record.code}"
    if name and re.fullmatch(r"[A-Za-z_][A-Za-z0-9_.]*", name):
        text += f" name={name}"
    text += f" abbrev={record.abbrev_id} ops=[{', '.join(map(str, record.operands))}]"
    return text + (f" blob={len(record.blob)}" if record.blob is not None else "")
