"""Source locations (`-g`): symbol files, the debug metadata in the IR and the MIR, llc 14
and 19 on it, and gdb on the executables.

- the readers: Mono's .mdb (what `mcs -debug` writes) and the portable PDB (a file
  written here after the specification, beside the assembly or embedded in it), and
  which one belongs to the assembly;
- golden text: a hand-built module's IR (`!dbg`, the DISubprogram, DILocations, a
  DILexicalBlockFile for a second file, IL offsets as lines without symbols) and its
  pre-RA MIR (`debug-location`);
- every MIR file (whole, pre-RA and post-RA, and the --split files) passes
  `-verify-machineinstrs` in llc 14 and 19 and compiles to an object with a line table;
- without -g nothing changes; the function cache keeps the two apart;
- gdb stops at `Program.cs:12` in executables of both back ends and shows the C# line.
"""

from __future__ import annotations

import re
import shutil
import struct
import subprocess
import zlib
from pathlib import Path

import pytest

from cil2mir import driver, fncache
from cil2mir.frontend import ir, symbols
from cil2mir.frontend.assembly import Assembly
from cil2mir.frontend.ir import Cond, Op, Ty
from tests.conftest import run_cli
from tests.ir_builder import FunctionBuilder, callee, i32
from tests.llc import LLC_VERSIONS, llc

PROGRAM = """\
using System;
class Program {
    static int Sum(int n) {
        int s = 0;
        for (int i = 0; i < n; i++)
            s += i;
        return s;
    }
    static void Main() {
        int x = Sum(10);
        Console.WriteLine(x);
        Console.WriteLine(x + 1);
    }
}
"""


def _mcs(directory: Path, debug: bool) -> Path:
    src = directory / "Program.cs"
    src.write_text(PROGRAM)
    exe = directory / "Program.exe"
    subprocess.run([shutil.which("mcs") or "mcs", "-nologo", *(["-debug"] if debug else []),
                    f"-out:{exe}", str(src)], check=True, capture_output=True, text=True)
    return exe


@pytest.fixture(scope="module")
def program(tmp_path_factory) -> Path:
    """Program.exe and Program.exe.mdb (mcs -debug)."""
    return _mcs(tmp_path_factory.mktemp("debug"), debug=True)


# ---- symbol files -----------------------------------------------------------------------

def _lines(points) -> list[tuple[int, int]]:
    return [(p.il_offset, p.line) for p in points]


def test_mdb_sequence_points(program):
    asm = Assembly(str(program))
    syms = asm.symbols
    assert syms is not None and syms.path == f"{program}.mdb"
    sum_, main = (next(m for m in asm.methods if m.name == n) for n in ("Sum", "Main"))
    lines = asm.source_lines(sum_)
    assert lines.file == str(program.parent / "Program.cs")
    # the `{`, `int s = 0;`, the loop's init, body, increment and test, `return`, `}`
    assert _lines(lines.points) == [(0, 3), (1, 4), (3, 5), (10, 6), (14, 5), (18, 5), (25, 7), (32, 8)]
    assert [p.line for p in asm.source_lines(main).points] == [9, 10, 10, 11, 11, 12, 12, 13]
    assert lines.at(11) == (lines.file, 6, 0) and lines.at(26) == (lines.file, 7, 0)
    assert lines.first_line == 3
    # a method the .mdb has no points for: the assembly, IL offsets as lines
    ctor = next(m for m in asm.methods if m.name == ".ctor")
    assert asm.source_lines(ctor) == ir.SourceLines(str(program))
    assert ir.SourceLines(str(program)).at(0x12) == (str(program), 0x12, 0)


def test_mdb_of_another_build_is_not_used(program, tmp_path):
    other = _mcs(tmp_path, debug=False)          # same source: another MVID
    shutil.copy(f"{program}.mdb", f"{other}.mdb")
    assert Assembly(str(other)).symbols is None


def test_damaged_mdb_is_an_error(program, tmp_path):
    exe = tmp_path / "Program.exe"
    shutil.copy(program, exe)
    data = bytearray(Path(f"{program}.mdb").read_bytes())
    data[8] = 49                                 # version 49
    Path(f"{exe}.mdb").write_bytes(bytes(data))
    with pytest.raises(symbols.SymbolError, match=r"Program\.exe\.mdb: Mono symbol file version 49\.0"):
        Assembly(str(exe)).symbols


# A portable PDB, written after the Portable PDB specification: #Pdb, #~ (Document and
# MethodDebugInformation), #Strings, #Blob, #GUID.

def _compressed(n: int, size: int | None = None) -> bytes:
    """ECMA-335 II.23.2: 1, 2 or 4 bytes (`size`: at least that many)."""
    if n < 0x80 and (size or 1) == 1:
        return bytes([n])
    if n < 0x4000 and (size or 2) <= 2:
        return struct.pack(">H", 0x8000 | n)
    return struct.pack(">I", 0xC0000000 | n)


def _signed(n: int) -> bytes:
    """A compressed signed integer: rotated left by one bit in 7, 14 or 29 bits."""
    for size, width in ((1, 7), (2, 14), (4, 29)):
        if -(1 << (width - 1)) <= n < (1 << (width - 1)):
            v = n & ((1 << width) - 1)
            return _compressed(((v << 1) | (v >> (width - 1))) & ((1 << width) - 1), size)
    raise ValueError(n)


def _sequence_points_blob(points: list[tuple[int, int, int, int]]) -> bytes:
    """(IL offset, document rid, line, column) with the first point's document the row's;
    line 0: hidden."""
    out = bytearray(_compressed(0))                      # LocalSignature
    prev_off = prev_line = prev_col = None
    doc = points[0][1]
    for k, (off, d, line, col) in enumerate(points):
        if d != doc:
            out += _compressed(0) + _compressed(d)
            doc = d
        out += _compressed(off if k == 0 else off - prev_off)
        prev_off = off
        if line == 0:
            out += _compressed(0) + _compressed(0)
            continue
        out += _compressed(0) + _compressed(1)             # one line, one column wide
        if prev_line is None:
            out += _compressed(line) + _compressed(col)
        else:
            out += _signed(line - prev_line) + _signed(col - prev_col)
        prev_line, prev_col = line, col
    return bytes(out)


def write_portable_pdb(documents: list[str], methods: dict[int, list[tuple[int, int, int, int]]],
                       method_count: int, pdb_id: bytes) -> bytes:
    blob = bytearray(b"\0")

    def add_blob(data: bytes) -> int:
        at = len(blob)
        blob.extend(_compressed(len(data)) + data)
        return at

    doc_rows = []
    for name in documents:
        parts = name.split("/")
        name_blob = b"/" + b"".join(_compressed(add_blob(p.encode()) if p else 0) for p in parts)
        doc_rows.append(struct.pack("<HHHH", add_blob(name_blob), 0, 0, 0))
    mdi_rows = []
    for rid in range(1, method_count + 1):
        pts = methods.get(rid)
        mdi_rows.append(struct.pack("<HH", pts[0][1] if pts else 0,
                                    add_blob(_sequence_points_blob(pts)) if pts else 0))
    valid = (1 << 0x30) | (1 << 0x31)
    tables = struct.pack("<IBBBBQQ", 0, 2, 0, 0, 1, valid, 0)
    tables += struct.pack("<II", len(doc_rows), len(mdi_rows)) + b"".join(doc_rows + mdi_rows)
    pdb = pdb_id + struct.pack("<IQI", 0, 1 << 0x06, method_count)
    streams = [("#Pdb", pdb), ("#~", tables), ("#Strings", b"\0"), ("#Blob", bytes(blob)), ("#GUID", b"")]
    version = b"PDB v1.0\0\0\0\0"
    header_size = 16 + len(version) + 4 + sum(8 + (len(n) + 4 & ~3) for n, _ in streams)
    headers, body, at = b"", b"", header_size
    for name, data in streams:
        data += b"\0" * (-len(data) % 4)
        headers += struct.pack("<II", at, len(data)) + name.encode() + b"\0" * (4 - len(name) % 4)
        body += data
        at += len(data)
    root = struct.pack("<IHHII", 0x424A5342, 1, 1, 0, len(version)) + version
    return root + struct.pack("<HH", 0, len(streams)) + headers + body


PDB_ID = bytes(range(16)) + b"\1\0\0\0"
PDB_POINTS = {2: [(0, 1, 3, 5), (1, 1, 4, 9), (3, 1, 5, 14), (10, 1, 6, 13), (14, 2, 40, 5),
                  (18, 2, 0, 0), (25, 1, 7, 9)],
              # deltas of every size: 2-byte IL and line deltas, a 4-byte line delta
              3: [(0, 1, 9, 5), (1, 1, 10, 9), (0x90, 1, 300, 70), (0x5000, 1, 12, 9),
                  (0x5001, 1, 100000, 9), (0x5002, 1, 13, 1)]}


def _pdb() -> bytes:
    return write_portable_pdb(["/src/Program.cs", "/src/Gen.cs"], PDB_POINTS, 3, PDB_ID)


def test_portable_pdb_sequence_points(tmp_path):
    syms = symbols.read_portable_pdb(_pdb(), "App.pdb")
    assert syms is not None
    files = {1: "/src/Program.cs", 2: "/src/Gen.cs"}
    for rid, points in PDB_POINTS.items():
        assert syms.points[rid] == tuple(ir.SequencePoint(off, files[d], line, col)
                                         for off, d, line, col in points)
    assert 1 not in syms.points
    assert symbols.read_portable_pdb(_pdb(), "App.pdb", expect_id=bytes(16)) is None
    with pytest.raises(symbols.SymbolError, match="App.pdb: .*#Pdb|App.pdb: metadata"):
        symbols.read_portable_pdb(_pdb()[:40], "App.pdb")


def test_which_symbol_file(program, tmp_path):
    exe = tmp_path / "Program.exe"
    shutil.copy(program, exe)
    shutil.copy(f"{program}.mdb", f"{exe}.mdb")
    (tmp_path / "Program.pdb").write_bytes(_pdb())
    mvid = Assembly(str(exe)).md.rows(0)[0].Mvid
    codeview = symbols.DebugEntry(symbols.DEBUG_CODEVIEW, 0x100, 0x504D,
                                  b"RSDS" + PDB_ID[:16] + b"\1\0\0\0Program.pdb\0")
    found = symbols.load_symbols(str(exe), mvid, [codeview])
    assert found is not None and found.path.endswith("Program.pdb")
    stale = symbols.DebugEntry(symbols.DEBUG_CODEVIEW, 0x100, 0x504D, b"RSDS" + bytes(20) + b"x\0")
    assert symbols.load_symbols(str(exe), mvid, [stale]).path.endswith(".mdb")
    assert symbols.load_symbols(str(exe), bytes(16), [stale]) is None
    pdb = _pdb()
    embedded = symbols.DebugEntry(symbols.DEBUG_EMBEDDED_PDB, 0x100, 0x100, b"MPDB" + struct.pack(
        "<I", len(pdb)) + zlib.compress(pdb)[2:-4])
    found = symbols.load_symbols(str(exe), mvid, [codeview, embedded])
    assert found is not None and "embedded" in found.path and found.points[3][2].line == 300


# ---- the metadata and the MIR, golden -----------------------------------------------------

def _point(off: int, line: int, col: int = 0, file: str = "/src/Sum.cs") -> ir.SequencePoint:
    return ir.SequencePoint(off, file, line, col)


def debug_module(lines: bool = True) -> ir.Module:
    """`static int Sum(int n) { int s = 0; for (int i = 0; i < n; i++) s += i; return s; }`
    with sequence points (one in a second file), and a Main whose assembly has no symbols."""
    fb = FunctionBuilder("Test.Sum", [Ty.I32], Ty.I32)
    entry, head, body, done = fb.block(), fb.block(), fb.block(), fb.block()
    entry.term = ir.Jump(head, il_offset=3)
    s = fb.phi(head, Ty.I32, (entry, i32(0)))
    i = fb.phi(head, Ty.I32, (entry, i32(0)))
    head.term = ir.Branch(Cond.LT, i, fb.params[0], body, done, il_offset=20)
    s2 = fb.op(body, Op.ADD, Ty.I32, s, i)
    i2 = fb.op(body, Op.ADD, Ty.I32, i, i32(1))
    s2.il_offset, i2.il_offset = 10, 14
    body.term = ir.Jump(head, il_offset=17)
    s.incoming.append((body, s2))
    i.incoming.append((body, i2))
    done.term = ir.Return(s, il_offset=25)
    sum_fn = fb.finish()
    fb = FunctionBuilder("Test.Main", [], Ty.VOID)
    b = fb.block()
    c = fb.call(b, sum_fn.callee, i32(10))
    w = fb.call(b, callee("rt_Console_WriteLine_i32", [Ty.I32]), c)
    c.il_offset, w.il_offset = 2, 7
    b.term = ir.Return(il_offset=12)
    main = fb.finish()
    if lines:
        sum_fn.lines = ir.SourceLines("/src/Sum.cs", (
            _point(0, 3), _point(1, 4), _point(3, 5, 14), _point(10, 6, 13),
            _point(14, 40, 5, file="/src/Gen.cs"), _point(18, 5, 25), _point(25, 7, 9), _point(26, 0)))
        main.lines = ir.SourceLines("/src/Test.exe")         # IL offsets as lines
    return ir.Module("Test.exe", [sum_fn, main], None)


EXPECTED_IR = """\
define i32 @"Test.Sum"(i32 %"a0") null_pointer_is_valid !dbg !7
{
bb0:
  br label %"bb1", !dbg !8
bb1:
  %"v1" = phi  i32 [0, %"bb0"], [%"v3", %"bb2"] , !dbg !14
  %"v2" = phi  i32 [0, %"bb0"], [%"v4", %"bb2"] , !dbg !14
  %".4" = icmp slt i32 %"v2", %"a0" , !dbg !12
  br i1 %".4", label %"bb2", label %"bb3", !dbg !12
bb2:
  %"v3" = add i32 %"v1", %"v2", !dbg !9
  %"v4" = add i32 %"v2", 1, !dbg !10
  br label %"bb1", !dbg !11
bb3:
  ret i32 %"v1", !dbg !13
}

define void @"Test.Main"() null_pointer_is_valid !dbg !16
{
bb0:
  %"v0" = call i32 @"Test.Sum"(i32 10), !dbg !17
  call void @"rt_Console_WriteLine_i32"(i32 %"v0"), !dbg !18
  ret void, !dbg !19
}

declare void @"rt_Console_WriteLine_i32"(i32 %".1")

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!1, !2}
!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !4, producer: "cil2mir", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !{i32 2, !"Debug Info Version", i32 3}
!2 = !{i32 7, !"Dwarf Version", i32 4}
!3 = !DISubroutineType(types: !{})
!4 = !DIFile(filename: "Sum.cs", directory: "/src")
!5 = !DIFile(filename: "Gen.cs", directory: "/src")
!6 = !DIFile(filename: "Test.exe", directory: "/src")
!7 = distinct !DISubprogram(name: "Test::Test.Sum", linkageName: "Test.Sum", scope: !4, file: !4, line: 3, type: !3, scopeLine: 3, spFlags: DISPFlagDefinition, unit: !0)
!8 = !DILocation(line: 5, column: 14, scope: !7)
!9 = !DILocation(line: 6, column: 13, scope: !7)
!10 = !DILocation(line: 40, column: 5, scope: !15)
!11 = !DILocation(line: 40, column: 5, scope: !15)
!12 = !DILocation(line: 5, column: 25, scope: !7)
!13 = !DILocation(line: 7, column: 9, scope: !7)
!14 = !DILocation(line: 0, scope: !7)
!15 = !DILexicalBlockFile(scope: !7, file: !5, discriminator: 0)
!16 = distinct !DISubprogram(name: "Test::Test.Main", linkageName: "Test.Main", scope: !6, file: !6, line: 0, type: !3, scopeLine: 0, spFlags: DISPFlagDefinition, unit: !0)
!17 = !DILocation(line: 2, scope: !16)
!18 = !DILocation(line: 7, scope: !16)
!19 = !DILocation(line: 12, scope: !16)
!20 = !DILocation(line: 0, scope: !16)
"""

EXPECTED_SUM_ISEL = """\
---
name: Test.Sum
alignment: 16
tracksRegLiveness: true
body: |
  bb.0:
    successors: %bb.1
    liveins: $edi
    %0:gr32 = COPY $edi, debug-location !14
    %1:gr32 = MOV32r0 implicit-def dead $eflags, debug-location !8

  bb.1:
    successors: %bb.3, %bb.2
    %2:gr32 = PHI %1, %bb.0, %4, %bb.2, debug-location !14
    %3:gr32 = PHI %1, %bb.0, %5, %bb.2, debug-location !14
    CMP32rr %3, %0, implicit-def $eflags, debug-location !12
    JCC_1 %bb.3, 13, implicit $eflags, debug-location !12

  bb.2:
    successors: %bb.1
    %4:gr32 = ADD32rr %2, %3, implicit-def dead $eflags, debug-location !9
    %5:gr32 = ADD32ri %3, 1, implicit-def dead $eflags, debug-location !10
    JMP_1 %bb.1, debug-location !11

  bb.3:
    $eax = COPY %2, debug-location !13
    RET 0, $eax, debug-location !13
..."""


@pytest.fixture
def no_cache(monkeypatch):
    monkeypatch.setattr(fncache, "open_cache", lambda: fncache.FunctionCache(None))


def test_golden_ir_and_mir(no_cache):
    c = driver.compile_loaded(debug_module(), "Test")
    assert c.ir_text == EXPECTED_IR
    assert c.functions[0].isel == EXPECTED_SUM_ISEL
    assert c.isel_mir == driver.mir_file(c.ir_text, [f.isel for f in c.functions])
    # every machine instruction has a location, in both stages: its IL offset's, or the
    # line-0 one (!14: the incoming argument's COPY, PHIs, the PHI copy at the end of
    # bb.0, which has no branch); the allocator's copies take the location of what they
    # were made for, and here coalescing leaves none in the loop
    post = c.functions[0].mir
    for text in (c.functions[0].isel, post):
        body = text.split("body: |\n", 1)[1].splitlines()
        instructions = [ln for ln in body if ln.startswith("    ") and not ln.lstrip().startswith(
            ("successors:", "liveins:"))]
        assert len(instructions) >= 8 and all("debug-location !" in ln for ln in instructions), text
    assert "$ecx = COPY $eax, debug-location !14" in post
    assert "$eax = ADD32rr $eax, $ecx, implicit-def dead $eflags, debug-location !9" in post
    assert "$ecx = ADD32ri $ecx, 1, implicit-def dead $eflags, debug-location !10" in post
    assert "RET 0, $eax, debug-location !13" in post


def test_split_files_keep_the_module_numbers(no_cache):
    c = driver.compile_loaded(debug_module(), "Test")
    files = {f.stem: f for f in c.split_files()}
    main = files["Test.Main"].isel
    assert "CALL64pcrel32 @Test.Sum, csr_64" in main and "debug-location !17" in main
    assert "\n  !16 = distinct !DISubprogram(name: \"Test::Test.Main\"" in main
    assert "!7 = distinct" not in main                         # not Sum's nodes
    assert "\n  !0 = distinct !DICompileUnit(" in main


def test_without_debug_nothing_changes(no_cache):
    plain = driver.compile_loaded(debug_module(lines=False), "Test")
    text = plain.ir_text + plain.isel_mir + plain.mir
    assert "!dbg" not in text and "debug-location" not in text and "DICompileUnit" not in text
    bare = debug_module(lines=False)        # nor do the IL offsets alone
    for fn in bare.functions:
        for b in fn.blocks:
            b.term.il_offset = None
            for inst in b.insts:
                inst.il_offset = None
    again = driver.compile_loaded(bare, "Test")
    assert (again.ir_text, again.isel_mir, again.mir) == (plain.ir_text, plain.isel_mir, plain.mir)


def test_function_cache_keeps_debug_and_plain_apart(tmp_path, monkeypatch):
    opened: list[fncache.FunctionCache] = []

    def cache() -> fncache.FunctionCache:
        opened.append(fncache.FunctionCache(tmp_path / "functions.sqlite"))
        return opened[-1]
    monkeypatch.setattr(fncache, "open_cache", cache)
    runs = [driver.compile_loaded(debug_module(lines=g), "Test") for g in (True, False, True, False)]
    assert [(o.misses, o.hits, o.ir_misses, o.ir_hits) for o in opened] == \
        [(2, 0, 2, 0), (2, 0, 2, 0), (0, 2, 0, 2), (0, 2, 0, 2)]
    for cold, warm in ((runs[0], runs[2]), (runs[1], runs[3])):
        assert (warm.ir_text, warm.isel_mir, warm.mir) == (cold.ir_text, cold.isel_mir, cold.mir)
    assert "debug-location" in runs[2].mir and "debug-location" not in runs[3].mir


# ---- llc 14 and 19 ---------------------------------------------------------------------------

@pytest.fixture(scope="module")
def compiled_program(program, tmp_path_factory):
    """`cil2mir compile -g --split` of the mcs -debug program."""
    out = tmp_path_factory.mktemp("out")
    r = run_cli(["compile", "-g", "--split", str(program), "-o", str(out)], cwd=out)
    assert r.returncode == 0, r.stderr.decode()
    return out


@pytest.mark.parametrize("version", LLC_VERSIONS, ids=lambda v: f"llc{v}")
def test_llc_verifies_and_emits_line_tables(version, compiled_program, tmp_path, no_cache):
    module = driver.compile_loaded(debug_module(), "Test")
    (tmp_path / "t.isel.mir").write_text(module.isel_mir)
    (tmp_path / "t.mir").write_text(module.mir)
    files = [tmp_path / "t.isel.mir", tmp_path / "t.mir", compiled_program / "Program.isel.mir",
             compiled_program / "Program.mir", *sorted((compiled_program / "isel").glob("*.mir")),
             *sorted((compiled_program / "mir").glob("*.mir"))]
    assert len(files) > 10
    for f in files:
        r = llc(version, "-run-pass=none", "-verify-machineinstrs", str(f), "-o", "/dev/null")
        assert r.returncode == 0, f"{f}: {r.stderr}"
    for f, start in ((compiled_program / "Program.mir", "-start-before=prologepilog"),
                     (compiled_program / "Program.isel.mir", "-start-after=finalize-isel")):
        obj = tmp_path / f"{f.name}.o"
        r = llc(version, start, "-O0", "-verify-machineinstrs", "-filetype=obj", str(f), "-o", str(obj))
        assert r.returncode == 0, f"{f}: {r.stderr}"
        dump = subprocess.run(["llvm-dwarfdump-19" if shutil.which("llvm-dwarfdump-19")
                               else "llvm-dwarfdump", "--debug-line", str(obj)],
                              capture_output=True, text=True, check=True).stdout
        assert "Program.cs" in dump
        rows = {int(m.group(1)) for m in re.finditer(r"^0x[0-9a-f]+\s+(\d+)\s", dump, re.M)}
        assert {5, 6, 10, 11, 12} <= rows, sorted(rows)      # the statements that make code


# ---- gdb ---------------------------------------------------------------------------------------

def _gdb(exe: Path, *commands: str) -> str:
    gdb = shutil.which("gdb")
    if gdb is None:
        pytest.fail("gdb is not installed (apt-get install gdb)")
    argv = [gdb, "-batch", "-nx"]
    for c in commands:
        argv += ["-ex", c]
    r = subprocess.run([*argv, str(exe)], capture_output=True, text=True, timeout=60)
    return r.stdout + r.stderr


@pytest.mark.parametrize("backend", ["mir", "ir"])
def test_gdb_breaks_at_a_csharp_line(backend, program, tmp_path):
    exe = tmp_path / f"prog-{backend}"
    r = run_cli(["build", "-g", "--backend", backend, str(program), "-o", str(exe)], cwd=tmp_path)
    assert r.returncode == 0, r.stderr.decode()
    out = _gdb(exe, "break Program.cs:12", "run", "info line", "bt 1")
    assert re.search(r"Breakpoint 1(\.\d+)?, Program(\.|::)Main \(\) at Program\.cs:12\n"
                     r"12\s+Console\.WriteLine\(x \+ 1\);", out), out
    assert re.search(r'Line 12 of "Program\.cs" starts at address', out), out


def test_gdb_without_symbols_sees_il_offsets(tmp_path):
    exe = _mcs(tmp_path, debug=False)
    native = tmp_path / "prog"
    r = run_cli(["build", "-g", str(exe), "-o", str(native)], cwd=tmp_path)
    assert r.returncode == 0, r.stderr.decode()
    # Main's IL (mcs without -debug): IL_0010 add, IL_0011 call Console.WriteLine(int32)
    out = _gdb(native, "break Program.exe:17", "run", "info line")
    assert re.search(r"Breakpoint 1, Program\.Main \(\) at Program\.exe:17\n", out), out
    assert re.search(r'Line 17 of "Program\.exe" starts at address', out), out
