"""frontend/metadata.py: our reader of the metadata tables and heaps. (a) Every column of every
row agrees with dnfile's (the slow reference, read without lazy loading) on a small mcs-built
assembly and on Mono's System.Core.dll: names, flags, heap items, indices, coded indices, lists.
(b) Damage, made by patching a small assembly at the offsets the reader computes, is reported
as one precise line naming the table, the row and the column (or the stream, or the heap),
at load time for the tables loading reads and on first use for the others."""

from __future__ import annotations

import logging
import struct
from pathlib import Path
from typing import Any

import dnfile
import pytest

from cil2mir import cli
from cil2mir.errors import CompileError
from cil2mir.frontend import metadata as md
from cil2mir.frontend.assembly import Assembly
from cil2mir.toolchain import framework_dir
from tests.test_frontend_support import build_cs

logging.getLogger("dnfile").setLevel(logging.CRITICAL)

SOURCE = r"""using System;
using System.Collections.Generic;
using System.Runtime.InteropServices;

namespace Ns {
    [Flags] enum Mode : byte { None = 0, Read = 1, Write = 2 }
    enum Big : long { Min = long.MinValue, Max = long.MaxValue }
    interface IShape { double Area { get; } event EventHandler Changed; }
    struct Point { public int X, Y; }
    class Box<T> : IShape where T : IComparable<T> {
        T value;
        public const string Label = "box";
        public double Area { get { return 1.5; } }
        public event EventHandler Changed;
        public class Inner { public static int[] Data = { 1, 2, 3, 4, 5, 6, 7, 8 }; }
        public U Map<U>(Func<T, U> f) { return f(value); }
        [Obsolete("old")] public void Old() { if (Changed != null) Changed(this, EventArgs.Empty); }
    }
    static class Program {
        [DllImport("libc")] static extern int getpid();
        static int Main() {
            var b = new Box<int>();
            string s = b.Map(x => x.ToString()) + "caf\u00e9 \ud83d\ude00 \ud800";
            Console.WriteLine(s + Box<int>.Inner.Data.Length + Mode.Read + Big.Max);
            return new List<int> { 1 }.Count;
        }
    }
}
"""
FRAMEWORK = framework_dir()


@pytest.fixture(scope="module")
def small(tmp_path_factory: pytest.TempPathFactory) -> str:
    return build_cs(tmp_path_factory.mktemp("metadata"), SOURCE)


def _reference(name: str, small: str) -> str:
    if name == "small":
        return small
    if FRAMEWORK is None or not (FRAMEWORK / name).exists():
        pytest.skip(f"needs Mono's {name}")
    return str(FRAMEWORK / name)


# ---- (a) against dnfile ------------------------------------------------------------------

def _dnfile_value(row: Any, key: str, col: md.Column) -> Any:
    """dnfile's value of a column (`key`: its name in dnfile's row struct), in our form."""
    if col.kind in ("u1", "u2", "u4"):
        return getattr(row.struct, key)
    if col.kind == "str":
        item = getattr(row, row._struct_strings[key])
        return None if item is None else str(item)
    if col.kind in ("blob", "guid"):
        item = getattr(row, (row._struct_blobs if col.kind == "blob" else row._struct_guids)[key])
        return None if item is None else bytes(item.value)
    if col.kind == "coded":
        item = getattr(row, row._struct_codedindexes[key][0])
        return None if item is None else (item.table.name, item.row_index)
    if col.kind == "index":
        return getattr(row, row._struct_indexes[key][0]).row_index
    return [i.row_index for i in getattr(row, row._struct_lists[key][0])]


@pytest.mark.parametrize("name", ["small", "System.Core.dll"])
def test_every_row_matches_dnfile(name: str, small: str) -> None:
    path = _reference(name, small)
    ours = Assembly(path).md
    net = dnfile.dnPE(path).net
    assert sorted(ours.tables) == sorted(t.number for t in net.mdtables.tables_list)
    checked = 0
    for number in ours.tables:
        schema, theirs = md.SCHEMA[number], net.mdtables.tables[number]
        rows = ours.rows(number)
        assert len(rows) == theirs.num_rows, schema.name
        lists = {c.name: ours.lists(number, c.name) for c in schema.columns if c.kind == "list"}
        for rid, (mine, row) in enumerate(zip(rows, theirs.rows), 1):
            keys = [k[0] for k in row.struct.__keys__]
            for i, col in enumerate(schema.columns):
                value = mine[i]
                if col.kind == "coded":
                    value = (md.table_name(value.table), value.rid)
                elif col.kind == "list":
                    value = list(lists[col.name][rid - 1])
                assert value == _dnfile_value(row, keys[i], col), \
                    f"{schema.name} row {rid} column {col.name}"
                checked += 1
    assert checked > (100 if name == "small" else 100_000)


def _compressed(data: bytes, pos: int) -> tuple[int, int]:
    """II.23.2: a compressed length and the bytes it takes."""
    if data[pos] < 0x80:
        return data[pos], 1
    if data[pos] < 0xC0:
        return (data[pos] & 0x3F) << 8 | data[pos + 1], 2
    return int.from_bytes(data[pos:pos + 4], "big") & 0x1FFFFFFF, 4


@pytest.mark.parametrize("name", ["small", "System.Core.dll"])
def test_user_strings_match_dnfile(name: str, small: str) -> None:
    """Every item of the #US heap, unpaired surrogates kept (`\\ud800` in SOURCE)."""
    path = _reference(name, small)
    ours = Assembly(path).md
    heap = dnfile.dnPE(path).net.user_strings
    offset, seen = 1, 0
    while offset < ours.user_strings.size and ours.data[ours.user_strings.start + offset]:
        assert ours.user_string(offset) == heap.get(offset, errors="surrogatepass").value
        length, head = _compressed(ours.data, ours.user_strings.start + offset)
        offset += head + length
        seen += 1
    assert seen >= (1 if name == "small" else 500)
    if name == "small":
        assert any(ours.user_string(o) == "caf\u00e9 \U0001F600 \ud800"
                   for o in range(1, ours.user_strings.size))


def test_the_extra_data_dword_after_the_row_counts(small: str) -> None:
    """HeapSizes bit 0x40: four bytes after the row counts (some obfuscators set it)."""
    original = Assembly(small).md
    blob = bytearray(original.data[original.offset:original.offset + original.size])
    stream = original.table_stream.start - original.offset
    after_counts = stream + 24 + 4 * len(original.tables)
    blob[after_counts:after_counts] = b"\xee" * 4
    blob[stream + 6] |= 0x40
    version = struct.unpack_from("<I", blob, 12)[0]
    pos = 16 + version + 4
    for _ in range(struct.unpack_from("<H", blob, 16 + version + 2)[0]):     # stream headers
        start, size = struct.unpack_from("<II", blob, pos)
        if start == stream:
            size += 4
        elif start > stream:
            start += 4
        struct.pack_into("<II", blob, pos, start, size)
        pos += 8 + (blob.index(0, pos + 8) - pos - 8 + 4 & ~3)
    moved = md.Metadata(bytes(blob), 0, len(blob))
    for number in original.tables:
        assert moved.rows(number) == original.rows(number), md.table_name(number)


# ---- (b) damage ------------------------------------------------------------------------

def _cell(meta: md.Metadata, table: int, rid: int, column: str) -> tuple[int, str]:
    """The file offset and struct format of one cell of a table."""
    t = meta.tables[table]
    k = t.schema.row._fields.index(column)
    codes = t.format[1:]
    return t.start + (rid - 1) * t.row_size + struct.calcsize("<" + codes[:k]), "<" + codes[k]


def _damaged(small: str, tmp_path: Path,
             *cells: tuple[int, int, str, int]) -> tuple[str, md.Metadata]:
    """A copy of the small assembly (still named App.exe) with cells (table, rid, column,
    value) overwritten, and the reader of the intact one (for the expected messages)."""
    meta = Assembly(small).md
    data = bytearray(meta.data)
    for table, rid, column, value in cells:
        offset, fmt = _cell(meta, table, rid, column)
        struct.pack_into(fmt, data, offset, value)
    path = tmp_path / "App.exe"
    path.write_bytes(bytes(data))
    return str(path), meta


def _load_error(path: str) -> str:
    with pytest.raises(CompileError) as info:
        Assembly(path)
    return str(info.value)


def test_a_string_offset_outside_the_heap(small: str, tmp_path: Path) -> None:
    meta = Assembly(small).md
    bad = meta.strings.size + 3
    path, _ = _damaged(small, tmp_path, (md.METHODDEF, 2, "Name", bad))
    assert _load_error(path) == (f"App.exe: metadata: MethodDef row 2: Name offset 0x{bad:x} "
                                 f"outside the #Strings heap (0x{meta.strings.size:x} bytes)")


def test_a_coded_index_with_a_tag_of_no_table(small: str, tmp_path: Path) -> None:
    path, _ = _damaged(small, tmp_path, (md.TYPEDEF, 2, "Extends", 1 << 2 | 3))
    assert _load_error(path) == \
        "App.exe: metadata: TypeDef row 2: Extends 0x7 has tag 3, not a TypeDefOrRef tag"


def test_a_coded_index_past_its_table(small: str, tmp_path: Path) -> None:
    meta = Assembly(small).md
    n = meta.count(md.TYPEREF)
    path, _ = _damaged(small, tmp_path, (md.TYPEDEF, 2, "Extends", (n + 1) << 2 | 1))
    assert _load_error(path) == (f"App.exe: metadata: TypeDef row 2: Extends is TypeRef row "
                                 f"{n + 1}, past the end of that table ({n} rows)")


def test_a_table_index_past_its_table(small: str, tmp_path: Path) -> None:
    meta = Assembly(small).md
    n = meta.count(md.TYPEDEF)
    path, _ = _damaged(small, tmp_path, (md.NESTEDCLASS, 1, "EnclosingClass", n + 1))
    assert _load_error(path) == (f"App.exe: metadata: NestedClass row 1: EnclosingClass is "
                                 f"TypeDef row {n + 1}, past the end of that table ({n} rows)")


def test_a_list_out_of_order(small: str, tmp_path: Path) -> None:
    meta = Assembly(small).md
    rid = next(rid for rid in range(2, meta.count(md.TYPEDEF) + 1)
               if meta.row(md.TYPEDEF, rid - 1).MethodList > 1)
    previous = meta.row(md.TYPEDEF, rid - 1).MethodList
    path, _ = _damaged(small, tmp_path, (md.TYPEDEF, rid, "MethodList", previous - 1))
    assert _load_error(path) == (
        f"App.exe: metadata: TypeDef row {rid}: MethodList starts at MethodDef row "
        f"{previous - 1}, before the start of the previous row's list (MethodDef row {previous})")


def test_a_table_running_past_the_end_of_the_stream(small: str, tmp_path: Path) -> None:
    meta = Assembly(small).md
    last = max(meta.tables)            # tables are stored in the order of their numbers
    t = meta.tables[last]
    stream = meta.table_stream
    data = bytearray(meta.data)
    count_at = stream.start + 24 + 4 * sorted(meta.tables).index(last)
    struct.pack_into("<I", data, count_at, t.count + 1000)
    path = tmp_path / "App.exe"
    path.write_bytes(bytes(data))
    assert _load_error(str(path)) == (
        f"App.exe: metadata: table {t.schema.name} ({t.count + 1000} rows of {t.row_size} bytes "
        f"from 0x{t.start - stream.start:x}) runs past the end of the #~ stream "
        f"(0x{stream.size:x} bytes)")


def test_a_blob_whose_length_runs_past_the_heap(small: str) -> None:
    """A blob's compressed length says 4 bytes where one is left, or more bytes than the
    heap has; the reader of the tables alone (MethodDef is read first here)."""
    meta = Assembly(small).md
    heap = meta.blobs
    data = bytearray(meta.data)
    at, fmt = _cell(meta, md.METHODDEF, 1, "Signature")
    struct.pack_into(fmt, data, at, heap.size - 1)
    data[heap.start + heap.size - 1] = 0xC0
    with pytest.raises(CompileError) as info:
        md.Metadata(bytes(data), meta.offset, meta.size).rows(md.METHODDEF)
    assert str(info.value) == (
        f"metadata: MethodDef row 1: Signature: the #Blob item at 0x{heap.size - 1:x}: its "
        f"4-byte length runs past the end of the heap (0x{heap.size:x} bytes)")
    struct.pack_into(fmt, data, at, heap.size - 2)
    data[heap.start + heap.size - 2] = 0x7F
    with pytest.raises(CompileError) as info:
        md.Metadata(bytes(data), meta.offset, meta.size).rows(md.METHODDEF)
    assert str(info.value) == (
        f"metadata: MethodDef row 1: Signature: the #Blob item at 0x{heap.size - 2:x} (127 "
        f"bytes) runs past the end of the heap (0x{heap.size:x} bytes)")


def test_a_damaged_signature_names_its_row(small: str, tmp_path: Path) -> None:
    """The blob is intact (the empty one), the signature in it is not."""
    path, _ = _damaged(small, tmp_path, (md.METHODDEF, 2, "Signature", 0))
    assert _load_error(path) == \
        "App.exe: metadata: MethodDef row 2: Signature: signature blob ends early"


def test_tables_loading_does_not_read_are_checked_on_first_use(small: str, tmp_path: Path) -> None:
    """A CustomAttribute row with an unused tag does not stop loading; the accessor that
    reads the table reports it."""
    path, _ = _damaged(small, tmp_path, (md.CUSTOMATTRIBUTE, 1, "Type", 1 << 3 | 4))
    asm = Assembly(path)
    assert asm.md.tables[md.CUSTOMATTRIBUTE].rows is None
    with pytest.raises(CompileError) as info:
        asm.wraps_non_exception_throws
    assert str(info.value) == \
        "metadata: CustomAttribute row 1: Type 0xc has tag 4, not a CustomAttributeType tag"


def test_tokens_and_user_strings_out_of_range(small: str) -> None:
    asm = Assembly(small)
    n = asm.md.count(md.MEMBERREF)
    with pytest.raises(CompileError, match=rf"^metadata: MemberRef row {n + 1} does not exist "
                                           rf"\(the table has {n} rows\)$"):
        asm.member_ref(0x0A000000 | n + 1)
    size = asm.md.user_strings.size
    with pytest.raises(CompileError) as info:
        asm.user_string(0x70000000 | size)
    assert str(info.value) == (f"metadata: user string 0x{0x70000000 | size:08x}: offset "
                               f"0x{size:x} outside the #US heap (0x{size:x} bytes)")


def test_damage_through_the_command_line(small: str, tmp_path: Path, capsys) -> None:
    meta = Assembly(small).md
    n = meta.count(md.TYPEDEF)
    path, _ = _damaged(small, tmp_path, (md.NESTEDCLASS, 1, "EnclosingClass", n + 1))
    code = cli.main(["compile", path, "-o", str(tmp_path / "out")])
    err = capsys.readouterr().err
    assert code == 2 and err.splitlines() == [
        f"cil2mir: error: App.exe: metadata: NestedClass row 1: EnclosingClass is TypeDef row {n + 1}, "
        f"past the end of that table ({n} rows)"]
