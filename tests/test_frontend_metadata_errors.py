"""Frontend: loading an assembly. Damage to the file (what dnfile/pefile raise, rows and blobs
out of range, parts of rows dnfile left as None) is bad input, `broken metadata (...)`, exit 2;
an exception of our own code while reading the metadata is an internal error (exit 3), never
reported as broken metadata. (Truncated and non-PE files: tests/test_bad_input.py.)"""

from __future__ import annotations

import struct
from pathlib import Path

import pytest

from cil2mir import cli
from cil2mir.errors import CompileError
from cil2mir.frontend import load_module
from cil2mir.frontend.assembly import Assembly
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
