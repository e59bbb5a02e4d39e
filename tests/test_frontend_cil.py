"""Frontend: loading assemblies, decoding CIL bodies, the CFG, the CIL listing, and
rejecting files that are not (intact) .NET assemblies."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from tests.test_frontend_support import build_cs, build_il

from cil2mir.errors import CompileError
from cil2mir.frontend import load_module
from cil2mir.frontend.assembly import Assembly
from cil2mir.frontend.cfg import build_cfg
from cil2mir.frontend.cil import decode_body, dump_cil

FORMS_IL = """
.class private auto ansi Program extends [mscorlib]System.Object {
  .method static int32 F(int32 a, int32 b, int32 c, int32 d, int32 e) cil managed {
    .maxstack 8
    .locals init (int32 x, int64 y)
    ldarg.0
    ldarg.s 4
    ldarg 1
    add
    add
    stloc.s 0
    ldc.i4.m1
    ldc.i4.s -5
    ldc.i8 0x100000000
    stloc.1
    pop
    ldloc 0
    switch (L1, L2)
    br.s L1
  L1:
    nop
    br L2
  L2:
    ldloc.0
    ret
  }
  .method static void Main() cil managed {
    .entrypoint
    ret
  }
}
"""

# (offset, mnemonic as encoded, canonical opcode, operand)
FORMS_DECODED = [
    (0, "ldarg.0", "ldarg", 0), (1, "ldarg.s", "ldarg", 4), (3, "ldarg", "ldarg", 1),
    (7, "add", "add", None), (8, "add", "add", None), (9, "stloc.s", "stloc", 0),
    (11, "ldc.i4.m1", "ldc.i4", -1), (12, "ldc.i4.s", "ldc.i4", -5),
    (14, "ldc.i8", "ldc.i8", 1 << 32), (23, "stloc.1", "stloc", 1), (24, "pop", "pop", None),
    (25, "ldloc", "ldloc", 0), (29, "switch", "switch", [44, 50]), (42, "br.s", "br", 44),
    (44, "nop", "nop", None), (45, "br", "br", 50), (50, "ldloc.0", "ldloc", 0),
    (51, "ret", "ret", None),
]

FORMS_LISTING = """\
.method static int32 Program::F(int32, int32, int32, int32, int32)    // Program.F
  .maxstack 8
  .locals (int32, int64)
  IL_0000: ldarg.0
  IL_0001: ldarg.s 4
  IL_0003: ldarg 1
  IL_0007: add
  IL_0008: add
  IL_0009: stloc.s 0
  IL_000b: ldc.i4.m1
  IL_000c: ldc.i4.s -5
  IL_000e: ldc.i8 4294967296
  IL_0017: stloc.1
  IL_0018: pop
  IL_0019: ldloc 0
  IL_001d: switch (IL_002c, IL_0032)
  IL_002a: br.s IL_002c
  IL_002c: nop
  IL_002d: br IL_0032
  IL_0032: ldloc.0
  IL_0033: ret

.method static void Program::Main()    // Program.Main
  .maxstack 8
  IL_0000: ret
"""

HELLO_CS = """
using System;
namespace Ns {
  class Program {
    static int Add(int a, int b) { return a + b; }
    static long Add(long a, long b) { return a + b; }
    class Inner { public static void Hello() { Console.WriteLine("hi \\"there\\"\\n"); } }
    static void Main() { Console.WriteLine(Add(1, 2)); Console.WriteLine(Add(3L, 4L)); Inner.Hello(); }
  }
}
"""


@pytest.fixture(scope="module")
def forms(tmp_path_factory: pytest.TempPathFactory) -> str:
    return build_il(tmp_path_factory.mktemp("forms"), FORMS_IL)


@pytest.fixture(scope="module")
def hello(tmp_path_factory: pytest.TempPathFactory) -> str:
    return build_cs(tmp_path_factory.mktemp("hello"), HELLO_CS)


def test_decode_maps_short_and_macro_forms_to_canonical_opcodes(forms: str) -> None:
    asm = Assembly(forms)
    body = decode_body(asm, asm.methods[0])
    assert [(i.offset, i.mnemonic, i.op, i.operand) for i in body.instrs] == FORMS_DECODED
    assert (body.max_stack, body.code_size, body.has_exception_clauses) == (8, 52, False)
    assert [t.name for t in asm.local_types(body.locals_token)] == ["int32", "int64"]


def test_tiny_header_body(forms: str) -> None:
    asm = Assembly(forms)
    body = decode_body(asm, asm.methods[1])
    assert [(i.offset, i.op) for i in body.instrs] == [(0, "ret")]
    assert body.locals_token is None


def test_cfg_blocks_successors_and_predecessors(forms: str) -> None:
    asm = Assembly(forms)
    cfg = build_cfg(decode_body(asm, asm.methods[0]))
    assert [(b.start, b.end, b.succs, b.preds) for b in cfg.blocks] == [
        (0, 13, [2, 3, 1], []), (13, 14, [2], [0]), (14, 16, [3], [0, 1]), (16, 18, [], [0, 2])]
    assert cfg.block_at == {0: 0, 42: 1, 44: 2, 50: 3}


def test_cil_listing(forms: str) -> None:
    assert dump_cil(forms) == FORMS_LISTING


def test_listing_names_members_and_quotes_strings(hello: str) -> None:
    listing = dump_cil(hello)
    assert "call int64 Ns.Program::Add(int64, int64)" in listing
    assert "call void System.Console::WriteLine(int32)" in listing
    assert 'ldstr "hi \\"there\\"\\u000a"' in listing
    assert ".method static void Ns.Program/Inner::Hello()    // Ns.Program.Inner.Hello" in listing


def test_symbols_are_unique_readable_and_overload_safe(hello: str) -> None:
    module = load_module(hello)
    own = [f for f in module.functions if not f.il_name.startswith("System.")]    # (corelib)
    assert [(f.symbol, f.il_name) for f in own if ".ctor" not in f.il_name] == [
        ("Ns.Program.Add_i32_i32", "Ns.Program::Add"),
        ("Ns.Program.Add_i64_i64", "Ns.Program::Add"),
        ("Ns.Program.Main", "Ns.Program::Main"),
        ("Ns.Program.Inner.Hello", "Ns.Program/Inner::Hello"),
        ("cil2mir_main", "<entry Ns.Program::Main>"),
    ]
    assert {f.symbol for f in own if ".ctor" in f.il_name} == \
        {"Ns.Program..ctor", "Ns.Program.Inner..ctor"}     # instance constructors
    assert module.entry == "cil2mir_main"
    assert module.strings()[0] == 'hi "there"\n'      # (then the corelib's strings)


# ---- files that are not intact assemblies ----------------------------------------------

def _error_for(path: Path, data: bytes) -> str:
    path.write_bytes(data)
    with pytest.raises(CompileError) as info:
        load_module(str(path))
    return str(info.value)


def test_not_a_pe_file(tmp_path: Path) -> None:
    assert _error_for(tmp_path / "App.exe", b"hello, world\n") == "App.exe: not a PE file (no MZ header)"
    assert _error_for(tmp_path / "App.exe", b"") == "App.exe: not a PE file (no MZ header)"


def test_missing_file(tmp_path: Path) -> None:
    with pytest.raises(CompileError, match=r"^Nope\.exe: cannot read file: No such file"):
        load_module(str(tmp_path / "Nope.exe"))


def test_truncated_assembly(tmp_path: Path, hello: str) -> None:
    data = Path(hello).read_bytes()
    message = _error_for(tmp_path / "App.exe", data[:1000])
    assert re.fullmatch(r"App\.exe: truncated file: section 1 \(\.text\) ends at byte \d+, "
                        r"the file has 1000", message)


def test_damaged_assemblies_give_compile_errors_not_tracebacks(tmp_path: Path, hello: str) -> None:
    """Truncations at every length and random byte damage: either the file still
    compiles or a CompileError names the problem; dnfile exceptions never escape."""
    data = Path(hello).read_bytes()
    rng = random.Random(2)
    cases = [data[:n] for n in range(0, len(data), 61)]
    for _ in range(150):
        damaged = bytearray(data)
        for _ in range(rng.randint(1, 3)):
            damaged[rng.randrange(len(damaged))] = rng.randrange(256)
        cases.append(bytes(damaged))
    target = tmp_path / "App.exe"
    for case in cases:
        target.write_bytes(case)
        for run in (load_module, dump_cil):
            try:
                run(str(target))
            except CompileError as e:
                assert "\n" not in str(e) and str(e).startswith("App.exe: ")

