"""`cil2mir bcinfo` (cil2mir/bitcode.py) against `llvm-bcanalyzer-19 -dump`: on the bitcode
cil2mir writes (a hello world, List<int> with string.Format, also with -g, examples/Fib.exe,
one inside a wrapper header) and on a small hand-written bitstream, the block nesting, lengths and abbrev
widths, the record counts per code, and every record must be what LLVM reads. Errors (not
bitcode, cut short) are one line with exit code 2."""

from __future__ import annotations

import collections
import re
import struct
import subprocess
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from cil2mir import bitcode
from tests.test_cli import REPO, assert_one_line_error, cil2mir_cmd, run_main
from tests.test_frontend_support import build_cs

ANALYZER = Path("/usr/bin/llvm-bcanalyzer-19")

PROGRAMS = {
    "Hello": 'class Hello { static void Main() { System.Console.WriteLine("Hello, world!"); } }',
    "Lists": """\
using System;
using System.Collections.Generic;
class Lists {
    static void Main() {
        var squares = new List<int>();
        for (int i = 0; i < 10; i++) squares.Add(i * i);
        Console.WriteLine(string.Format("{0} squares, last {1}, {2:N2}", squares.Count, squares[9], 1234.5));
    }
}
""",
}

Record = tuple[int, int, tuple[int, ...]]     # code, abbreviation id, operands


@dataclass
class Node:
    """A block as both sides show it. Operands are compared as LLVM prints them (signed
    64-bit); unabbreviated records have abbreviation id 3 on both sides."""
    block_id: int
    words: int
    abbrev_width: int
    name: str = ""
    records: list[Record] = field(default_factory=list)
    counts: dict[int, int] = field(default_factory=dict)
    children: list[Node] = field(default_factory=list)

    def shape(self, records: bool) -> tuple:
        """What is compared: id, length, abbrev width, records per code (and every record)."""
        return (self.block_id, self.words, self.abbrev_width, self.counts,
                self.records if records else None, [c.shape(records) for c in self.children])


def count_codes(records: list[Record]) -> dict[int, int]:
    return dict(collections.Counter(code for code, _, _ in records))


@pytest.fixture(scope="module")
def bc_files(tmp_path_factory) -> dict[str, Path]:
    """The .bc files cil2mir writes for PROGRAMS and examples/Fib.exe, Lists' with -g, and
    Hello's inside a wrapper header (followed by padding, as Darwin's tools write it)."""
    directory = tmp_path_factory.mktemp("bcinfo")
    exes = {name: build_cs(directory, source, name) for name, source in PROGRAMS.items()}
    exes["Fib"] = str(REPO / "examples" / "Fib.exe")
    files = {}
    for name, exe in exes.items():
        r = cil2mir_cmd("compile", exe, "-o", str(directory / "out"), text=True, timeout=600)
        assert r.returncode == 0, r.stderr
        files[name] = directory / "out" / f"{name}.bc"
    # -g: the debug metadata (DICompileUnit, DISubprograms, DILocations, metadata strings)
    r = cil2mir_cmd("compile", "-g", exes["Lists"], "-o", str(directory / "debug"), text=True, timeout=600)
    assert r.returncode == 0, r.stderr
    files["ListsDebug"] = directory / "debug" / "Lists.bc"
    hello = files["Hello"].read_bytes()
    files["Wrapped"] = directory / "Wrapped.bc"
    files["Wrapped"].write_bytes(struct.pack("<5I", 0x0B17C0DE, 0, 20, len(hello), 0x01000007)
                                 + hello + bytes(12))
    return files


def analyzer_trees(path: Path) -> list[Node]:
    """The blocks of `llvm-bcanalyzer -dump --non-symbolic --dump-blockinfo`: a block line
    is `<NAME BlockID=n NumWords=w BlockCodeSize=c>` (`<UnknownBlockN ...` without a name),
    a record `<NAME codeid=c abbrevid=a op0=.. op1=../>` (`<UnknownCodeC ...`, no abbrevid
    when unabbreviated), then maybe a string or blob after `/>`; a record's other lines
    (metadata strings) do not start with `<`."""
    if not ANALYZER.exists():
        pytest.fail("llvm-bcanalyzer-19 is not installed (Debian: llvm-19)")
    dump = subprocess.run([str(ANALYZER), "-dump", "--non-symbolic", "--dump-blockinfo", str(path)],
                          capture_output=True, text=True, check=True).stdout
    stack = [Node(-1, 0, 0)]
    for line in dump.split("\nSummary of ")[0].splitlines():
        line = line.strip()
        if m := re.fullmatch(r"<(\w+?)(\d*)(?: BlockID=(\d+))? NumWords=(\d+) BlockCodeSize=(\d+)>", line):
            stack[-1].children.append(Node(int(m[3] or m[2]), int(m[4]), int(m[5])))
            stack.append(stack[-1].children[-1])
        elif line.startswith("</"):
            stack[-1].counts = count_codes(stack[-1].records)
            stack.pop()
        elif len(stack) > 1 and (m := re.match(r"<(\w+?)(\d*)(?: codeid=(\d+))?(?: abbrevid=(\d+))?"
                                               r"((?: op\d+=-?\d+)*)/>", line)):
            ops = tuple(int(op.split("=")[1]) for op in m[5].split())
            stack[-1].records.append((int(m[3] or m[2]), int(m[4] or 3), ops))
    assert len(stack) == 1, "unbalanced analyzer output"
    return stack[0].children


def bcinfo_trees(capsys, path: Path, records: bool) -> list[Node]:
    """The blocks `cil2mir bcinfo [--records]` prints, checking the format as it goes: each
    line indented by its depth, the counts line first in each block (and agreeing with the
    records), closing names matching."""
    code, out, err = run_main(capsys, "bcinfo", str(path), *(["--records"] if records else []))
    assert (code, err) == (0, ""), err
    stack = [Node(-1, 0, 0)]
    for line in out.splitlines():
        depth = len(stack) - 1
        indent, text = re.fullmatch(r"( *)(.*)", line).groups()
        block = stack[-1]
        if m := re.fullmatch(r"<(\w+) id=(\d+) words=(\d+) abbrev_width=(\d+) abbrevs=\d+>", text):
            assert len(indent) == 2 * depth, line
            block.children.append(Node(int(m[2]), int(m[3]), int(m[4]), name=m[1]))
            stack.append(block.children[-1])
        elif m := re.fullmatch(r"</(\w+)>", text):
            assert (len(indent), m[1]) == (2 * (depth - 1), block.name), line
            assert not records or block.counts == count_codes(block.records)
            stack.pop()
        elif m := re.fullmatch(r"records: (none|\d+ x code \d+(, \d+ x code \d+)*)", text):
            assert len(indent) == 2 * depth and not (block.records or block.children), line
            block.counts = {int(c): int(n) for n, c in re.findall(r"(\d+) x code (\d+)", m[1])}
        elif m := re.fullmatch(r"record code=(\d+)(?: name=\w+)? abbrev=(\d+) ops=\[([\d, ]*)\]"
                               r"(?: blob=\d+)?", text):
            assert records and len(indent) == 2 * depth, line
            ops = tuple(v - (1 << 64) if v >> 63 else v for v in map(int, re.findall(r"\d+", m[3])))
            block.records.append((int(m[1]), int(m[2]), ops))
        else:
            assert depth == 0 and text.startswith("wrapper version=0 offset=20 "), line
    assert len(stack) == 1, "unbalanced bcinfo output"
    return stack[0].children


def shapes(trees: list[Node], records: bool) -> list[tuple]:
    return [t.shape(records) for t in trees]


@pytest.mark.parametrize("name", ["Hello", "Lists", "ListsDebug", "Fib", "Wrapped"])
def test_blocks_and_record_counts_match_llvm_bcanalyzer(capsys, bc_files, name):
    expected = analyzer_trees(bc_files[name])
    assert [t.block_id for t in expected][:2] == [13, 8]        # IDENTIFICATION, MODULE
    assert shapes(bcinfo_trees(capsys, bc_files[name], records=False), False) == shapes(expected, False)


@pytest.mark.parametrize("name", ["Hello", "Lists", "ListsDebug"])
def test_every_record_matches_llvm_bcanalyzer(capsys, bc_files, name):
    assert (shapes(bcinfo_trees(capsys, bc_files[name], records=True), True)
            == shapes(analyzer_trees(bc_files[name]), True))


def test_wrapper_header_is_reported(bc_files):
    wrapped, plain = (bitcode.read_file(bc_files[name]) for name in ("Wrapped", "Hello"))
    size = bc_files["Hello"].stat().st_size
    assert wrapped.wrapper == bitcode.Wrapper(0, 20, size, 0x01000007)
    assert wrapped.blocks[0].offset == plain.blocks[0].offset + 20     # offsets are the file's
    assert bitcode.describe(wrapped) == (f"wrapper version=0 offset=20 size={size} "
                                         f"cputype=0x1000007\n" + bitcode.describe(plain))


class BitWriter:
    """Just enough of a bitstream writer to build what LLVM's output lacks: BLOCKINFO
    names, literal and fixed(0) operands, a char6 array and a blob in one block."""

    def __init__(self) -> None:
        self.bits: list[int] = []
        self.open: list[tuple[int, int]] = []      # (outer abbrev width, index of the length)
        self.width = 2
        for byte in b"BC\xc0\xde":
            self.fixed(byte, 8)

    def fixed(self, value: int, width: int) -> None:
        self.bits += [(value >> i) & 1 for i in range(width)]

    def vbr(self, value: int, width: int) -> None:
        more = 1 << (width - 1)
        while value >= more:
            self.fixed(value % more | more, width)
            value //= more
        self.fixed(value, width)

    def align(self) -> None:
        self.bits += [0] * (-len(self.bits) % 32)

    def enter(self, block_id: int, width: int) -> None:
        self.fixed(bitcode.ENTER_SUBBLOCK, self.width)
        self.vbr(block_id, 8)
        self.vbr(width, 4)
        self.align()
        self.open.append((self.width, len(self.bits)))
        self.fixed(0, 32)
        self.width = width

    def end(self) -> None:
        self.fixed(bitcode.END_BLOCK, self.width)
        self.align()
        self.width, at = self.open.pop()
        self.bits[at:at + 32] = [((len(self.bits) - at - 32) // 32 >> i) & 1 for i in range(32)]

    def unabbreviated(self, code: int, *ops: int) -> None:
        self.fixed(bitcode.UNABBREV_RECORD, self.width)
        self.vbr(code, 6)
        self.vbr(len(ops), 6)
        for op in ops:
            self.vbr(op, 6)

    def define_abbrev(self, *ops: int | tuple[int, ...]) -> None:
        """ops: an int for a literal, (bitcode.FIXED or VBR, width), or (encoding,)."""
        self.fixed(bitcode.DEFINE_ABBREV, self.width)
        self.vbr(len(ops), 5)
        for op in ops:
            self.fixed(isinstance(op, int), 1)
            if isinstance(op, int):
                self.vbr(op, 8)
                continue
            self.fixed(op[0], 3)
            if op[0] in (bitcode.FIXED, bitcode.VBR):
                self.vbr(op[1], 5)

    def blob(self, data: bytes) -> None:
        self.vbr(len(data), 6)
        self.align()
        for byte in data:
            self.fixed(byte, 8)
        self.align()

    def data(self) -> bytes:
        return bytes(sum(b << i for i, b in enumerate(self.bits[k:k + 8]))
                     for k in range(0, len(self.bits), 8))


def handmade(inner_abbrev: int = 4) -> bytes:
    """BLOCKINFO names block 100 MINE and its code 1 HI, and gives it an abbreviation (id 4:
    code 1, a char6 array); a MINE block uses it, defines one (id 5: code 5, fixed(0), fixed(3),
    a blob), writes an unabbreviated record with a 40-bit operand, and holds a MINE block that
    has only the BLOCKINFO abbreviation (`inner_abbrev` 5 there is an error)."""
    w = BitWriter()
    w.enter(0, 2)
    w.unabbreviated(1, 100)
    w.unabbreviated(2, *b"MINE")
    w.unabbreviated(3, 1, *b"HI")
    w.define_abbrev(1, (bitcode.ARRAY,), (bitcode.CHAR6,))
    w.end()
    w.enter(100, 3)
    w.fixed(4, 3)
    w.vbr(5, 6)
    for c in "a.Z_9":
        w.fixed(bitcode.CHAR6_ALPHABET.index(c), 6)
    w.define_abbrev(5, (bitcode.FIXED, 0), (bitcode.FIXED, 3), (bitcode.BLOB,))
    w.fixed(5, 3)
    w.fixed(6, 3)
    w.blob(b"xyz")
    w.unabbreviated(7, 1, 1 << 40)
    w.enter(100, 3)
    w.fixed(inner_abbrev, 3)
    w.vbr(0, 6)
    w.end()
    w.end()
    return w.data()


HANDMADE_RECORDS = """\
<BLOCKINFO_BLOCK id=0 words=5 abbrev_width=2 abbrevs=1>
  records: 1 x code 1, 1 x code 2, 1 x code 3
  record code=1 abbrev=3 ops=[100]
  record code=2 abbrev=3 ops=[77, 73, 78, 69]
  record code=3 abbrev=3 ops=[1, 72, 73]
</BLOCKINFO_BLOCK>
<MINE id=100 words=10 abbrev_width=3 abbrevs=1>
  records: 1 x code 1, 1 x code 5, 1 x code 7
  record code=1 name=HI abbrev=4 ops=[97, 46, 90, 95, 57]
  record code=5 abbrev=5 ops=[0, 6] blob=3
  record code=7 abbrev=3 ops=[1, 1099511627776]
  <MINE id=100 words=1 abbrev_width=3 abbrevs=0>
    records: 1 x code 1
    record code=1 name=HI abbrev=4 ops=[]
  </MINE>
</MINE>
"""


def test_handmade_stream_golden(capsys, tmp_path):
    path = tmp_path / "handmade.bc"
    path.write_bytes(handmade())
    code, out, err = run_main(capsys, "bcinfo", "--records", str(path))
    assert (code, out, err) == (0, HANDMADE_RECORDS, "")
    parsed = bitcode.read_file(path)
    assert parsed.blocks[1].items[1].blob == b"xyz"
    assert shapes(bcinfo_trees(capsys, path, records=True), True) == shapes(analyzer_trees(path), True)


def bcinfo_error(capsys, path: Path) -> str:
    code, out, err = run_main(capsys, "bcinfo", str(path))
    assert_one_line_error(code, err)
    assert out == ""
    return err


def test_not_bitcode(capsys, tmp_path):
    path = tmp_path / "App.exe"
    path.write_bytes(b"\x7fELF" + bytes(60))
    assert bcinfo_error(capsys, path) == (
        f"cil2mir: error: {path}: not LLVM bitcode: it starts with 7f 45 4c 46 at byte 0, "
        f"not the magic 'BC' 0xC0DE (42 43 c0 de)\n")


@pytest.mark.parametrize("content,message", [
    (b"", "not LLVM bitcode: the file is empty"),
    (b"BC", "truncated bitcode: 2 bytes, less than its magic"),
    (b"BC\xc0\xde\x35", "truncated bitcode: 1 bytes at byte 4, too few for a block"),
    (struct.pack("<3I", 0x0B17C0DE, 0, 20), "truncated bitcode: a wrapper header needs 20 "
                                             "bytes, the file has 12"),
    (struct.pack("<5I", 0x0B17C0DE, 0, 20, 100, 7) + b"BC\xc0\xde",
     "truncated bitcode: the wrapper header puts the bitcode at bytes 20..120, but the file "
     "has 24 bytes"),
])
def test_short_files(capsys, tmp_path, content, message):
    path = tmp_path / "short.bc"
    path.write_bytes(content)
    assert bcinfo_error(capsys, path) == f"cil2mir: error: {path}: {message}\n"


def test_truncated_module(capsys, tmp_path, bc_files):
    module = bitcode.read_file(bc_files["Hello"]).blocks[1]
    path = tmp_path / "cut.bc"
    path.write_bytes(bc_files["Hello"].read_bytes()[:1000])
    assert bcinfo_error(capsys, path) == (
        f"cil2mir: error: {path}: truncated bitcode: MODULE_BLOCK at byte {module.offset} is "
        f"{module.words} words long (to byte {module.offset + 8 + 4 * module.words}), but the "
        f"bitcode ends at byte 1000\n")


def test_undefined_abbreviation(capsys, tmp_path):
    path = tmp_path / "bad.bc"
    path.write_bytes(handmade(inner_abbrev=5))
    assert bcinfo_error(capsys, path) == (
        f"cil2mir: error: {path}: bad bitcode: abbreviation id 5 in MINE is not defined (MINE "
        f"has ids 4 to 4) at byte 72\n")
