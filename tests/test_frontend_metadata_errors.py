"""Frontend: loading an assembly. Damage to the PE headers and to method bodies' headers and
exception sections is one precise message (what is wrong, where); damage no check names that
a parser still raises on is bad input, `broken metadata (...)`, exit 2 (the fuzzer counts such
messages as failures); an exception of our own code while reading the metadata is an internal
error (exit 3), never reported as broken metadata. (Truncated and non-PE files:
tests/test_bad_input.py.)"""

from __future__ import annotations

import struct
from pathlib import Path

import pytest

from cil2mir import cli
from cil2mir.errors import CompileError
from cil2mir.frontend import load_module
from cil2mir.frontend.assembly import Assembly
from cil2mir.frontend.cil import decode_body
from tests.test_frontend_support import build_cs

COMPARABLE = """using System;
enum Suit { Clubs, Hearts }
class P : IComparable<P>, IEquatable<Suit> {
    int v;
    P(int v) { this.v = v; }
    public int CompareTo(P o) { return v.CompareTo(o.v); }
    public bool Equals(Suit s) { return s == Suit.Hearts; }
    static void Main() { Console.WriteLine(new P(1).CompareTo(new P(2))); }
}
"""
FIRST_MEMBER_REF = 0x0A000001


@pytest.fixture(scope="module")
def comparable(tmp_path_factory: pytest.TempPathFactory) -> str:
    return build_cs(tmp_path_factory.mktemp("comparable"), COMPARABLE)


def test_generic_interface_over_an_own_type(comparable: str) -> None:
    """The InterfaceImpl row is a TypeSpec naming this assembly's own types (P, and the enum
    Suit), decoded while the types are being read."""
    row = next(r for r in Assembly(comparable).type_rows if r.name == "P")
    assert row.interfaces == ["System.IComparable`1<P>", "System.IEquatable`1<Suit>"]
    assert row.interface_sigs[1].args[0].enum
    assert any(f.il_name == "P::CompareTo" for f in load_module(comparable).functions)


def _raise_key_error(*_args: object) -> str:
    return {}["no such key"]


def _raise_attribute_error(self: Assembly, *_args: object) -> str:
    return self.no_such_attribute          # type: ignore[attr-defined]


@pytest.mark.parametrize("bug", [_raise_key_error, _raise_attribute_error])
def test_a_bug_while_loading_is_not_broken_metadata(comparable: str, monkeypatch, bug) -> None:
    monkeypatch.setattr(Assembly, "_read_methods", bug)
    with pytest.raises((KeyError, AttributeError)):
        Assembly(comparable)


@pytest.mark.parametrize("bug", [_raise_key_error, _raise_attribute_error])
def test_a_bug_in_an_accessor_is_not_broken_metadata(comparable: str, monkeypatch, bug) -> None:
    asm = Assembly(comparable)
    monkeypatch.setattr(Assembly, "_table_type_name", bug)
    with pytest.raises((KeyError, AttributeError)):
        asm.member_ref(FIRST_MEMBER_REF)


def test_a_bug_while_loading_is_an_internal_error_exit_3(comparable: str, monkeypatch, capsys,
                                                         tmp_path: Path) -> None:
    monkeypatch.setattr(Assembly, "_read_methods", _raise_attribute_error)
    code = cli.main(["compile", comparable, "-o", str(tmp_path / "out")])
    err = capsys.readouterr().err
    assert code == 3
    assert err.startswith("cil2mir: internal error: AttributeError: 'Assembly' object has no "
                          "attribute 'no_such_attribute'") and "CIL2MIR_TRACEBACK" in err
    assert "broken metadata" not in err


def _none_row(*_args: object) -> str:
    row = None                             # a part of a row dnfile could not read
    return row.row_index                   # type: ignore[attr-defined]


def _short_blob(*_args: object) -> str:
    return str(struct.unpack("<I", b"\x01\x02"))


def _row_out_of_range(*_args: object) -> str:
    return str([][3])


def _inside_dnfile(*_args: object) -> str:
    import dnfile
    return str(dnfile.dnPE(data=b"MZ" + b"\0" * 30))


@pytest.mark.parametrize("damage, what", [
    (_none_row, "AttributeError: 'NoneType' object has no attribute 'row_index'"),
    (_short_blob, "error: unpack requires a buffer of 4 bytes"),
    (_row_out_of_range, "IndexError: list index out of range"),
    (_inside_dnfile, "PEFormatError"),
])
def test_damage_is_broken_metadata(comparable: str, monkeypatch, damage, what: str) -> None:
    asm = Assembly(comparable)
    monkeypatch.setattr(Assembly, "_table_type_name", damage)
    with pytest.raises(CompileError, match=r"^broken metadata \(") as info:
        asm.member_ref(FIRST_MEMBER_REF)
    assert what in str(info.value)
    monkeypatch.setattr(Assembly, "_read_methods", damage)
    with pytest.raises(CompileError, match=r"^App\.exe: broken metadata \(") as info:
        Assembly(comparable)
    assert what in str(info.value)


TRY_FINALLY = """using System;
class P { static void Main() { try { Console.WriteLine(1); } finally { Console.WriteLine(2); } } }
"""


@pytest.fixture(scope="module")
def try_finally(tmp_path_factory: pytest.TempPathFactory) -> bytes:
    return Path(build_cs(tmp_path_factory.mktemp("tryfinally"), TRY_FINALLY)).read_bytes()


def _damaged(data: bytes, at: int, fmt: str, value: int) -> bytes:
    out = bytearray(data)
    struct.pack_into(fmt, out, at, value)
    return bytes(out)


def _main_body(path: Path) -> int:
    asm = Assembly(str(path))
    return asm.body_reader(next(m for m in asm.methods if m.name == "Main")).pos


# (where from Main's body: "header", or "eh" = its exception section; format; value; message)
BODY_DAMAGE = [
    ("header", 0, "<B", 0x01, "malformed method body: header byte 0x01 is neither a tiny nor a fat header"),
    ("header", 0, "<H", 0x1013, "malformed method body: the fat header says it has 4 bytes, at least 12 "
                                "are needed"),
    ("header", 4, "<I", 0xFFFFFF, "malformed method body: its 16777215 bytes of code run past the end of "
                                  "the file section"),
    ("eh", 1, "<B", 2, "malformed method body: data section 1 has size 2, less than its 4-byte header"),
    ("eh", 0, "<I", 0xFFFFFF41, "malformed method body: data section 1 (16777215 bytes) runs past the end "
                                "of the file section"),
    ("eh", 4, "<H", 0x1234, "malformed exception clause 1: flags 0x1234 are no clause kind"),
    ("eh", 6, "<H", 0x7FFF, "malformed finally clause: try IL_7fff..IL_800a, handler IL_000b..IL_0012"),
]


@pytest.mark.parametrize("part, at, fmt, value, message", BODY_DAMAGE)
def test_damaged_method_bodies(try_finally: bytes, tmp_path: Path, part: str, at: int, fmt: str,
                               value: int, message: str) -> None:
    path = tmp_path / "App.exe"
    path.write_bytes(try_finally)
    start = _main_body(path)
    if part == "eh":
        code_size = int.from_bytes(try_finally[start + 4:start + 8], "little")
        start = start + 12 + code_size + 3 & ~3
    path.write_bytes(_damaged(try_finally, start + at, fmt, value))
    asm = Assembly(str(path))
    with pytest.raises(CompileError) as info:
        decode_body(asm, next(m for m in asm.methods if m.name == "Main"))
    assert str(info.value) == message


def test_damaged_pe_headers(try_finally: bytes, tmp_path: Path) -> None:
    path = tmp_path / "App.exe"
    pe = int.from_bytes(try_finally[0x3C:0x40], "little")
    cases = [(try_finally[:40], "truncated file: the DOS header needs 64 bytes, the file has 40"),
             (_damaged(try_finally, 0x3C, "<I", 0x7FFFFF), "not a PE file: the PE header at byte "
              f"0x7fffff (e_lfanew) is past the end of the file ({len(try_finally)} bytes)"),
             (try_finally[:pe + 10], f"truncated file: the PE header at byte 0x{pe:x} needs 24 bytes, "
              f"the file has {pe + 10}"),
             (_damaged(try_finally, pe, "<I", 0x4551), f"not a PE file: no PE signature at byte 0x{pe:x} "
              "(e_lfanew)"),
             (_damaged(try_finally, pe + 20, "<H", 0xFFFF), "the CLI header: RVA 0x2008 is outside every "
              "section")]
    for data, message in cases:
        path.write_bytes(data)
        with pytest.raises(CompileError) as info:
            Assembly(str(path))
        assert str(info.value) == f"App.exe: {message}"
