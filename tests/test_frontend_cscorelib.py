"""Frontend: the C# corelib (runtime/corelib/*.cs, frontend/cscorelib.py). Its
methods are compiled into the program's module only when reachable from the program:
called, constructed, or in the vtable of a corelib type whose descriptor is emitted.
(User types deriving from corelib types: tests/test_corelib_inheritance.py.)"""
from __future__ import annotations

from pathlib import Path

from cil2mir.frontend import load_module
from tests.test_frontend_support import build_cs, compile_error

SB = "System.Text.StringBuilder::"


def _corelib_methods(path: str) -> set[str]:
    return {f.il_name for f in load_module(path).functions if f.il_name.startswith(SB)}


def test_reachable_library_methods_only(tmp_path: Path) -> None:
    """StringBuilder is the framework's: its methods the program reaches are compiled (the
    constructor, Append(int32) and what it calls, get_Length, ToString), not the others."""
    src = ("using System.Text;\nclass P { static void Main() { var sb = new StringBuilder();"
           " sb.Append(42); System.Console.WriteLine(sb.Length); } }\n")
    module = load_module(build_cs(tmp_path, src))
    got = {f.il_name for f in module.functions if f.il_name.startswith(SB)}
    assert {SB + ".ctor", SB + "Append", SB + "get_Length"} <= got
    assert not got & {SB + m for m in ("Insert", "Replace", "Remove")}
    assert any(g.symbol == "System.Text.StringBuilder..type" for g in module.globals)


def test_no_string_builder_without_a_reference(tmp_path: Path) -> None:
    """Every program loads the corelib (its exception types), but compiles and emits only
    what it reaches: nothing of StringBuilder here."""
    src = "class P { static void Main() { System.Console.WriteLine(new object().ToString()); } }\n"
    module = load_module(build_cs(tmp_path, src))
    assert not any(f.il_name.startswith("System.Text.") for f in module.functions)
    assert not any(g.symbol.startswith("System.Text.") for g in module.globals)


def test_what_the_framework_cannot_run_is_named_with_its_chain(tmp_path: Path) -> None:
    """An internal call of Mono's runtime that nothing plugs: the user's call, then the
    framework methods that lead to it."""
    src = ("class P { static void Main() { "
           "System.Console.WriteLine(System.Environment.GetLogicalDrives().Length); } }\n")
    assert compile_error(build_cs(tmp_path, src)) == (
        "App.exe: P::Main: IL_0000: System.Environment::GetLogicalDrives: IL_0000: "
        "System.Environment::GetLogicalDrivesInternal(): internal call not plugged")


def test_corelib_assembly_is_built_once_and_cached(tmp_path: Path, monkeypatch) -> None:
    from cil2mir import toolchain
    monkeypatch.setenv("CIL2MIR_CACHE_DIR", str(tmp_path / "cache"))
    first = toolchain.corelib_assembly()
    assert first.name == "cil2mir_corelib.dll" and first.read_bytes()[:2] == b"MZ"
    assert first.parent.parent == tmp_path / "cache"
    assert [p.name for p in first.parent.iterdir()] == [first.name]   # no temp files left
    runs: list[list[str]] = []
    monkeypatch.setattr(toolchain, "run_tool", lambda name, argv: runs.append(argv))
    mtime = first.stat().st_mtime_ns
    assert toolchain.corelib_assembly() == first and first.stat().st_mtime_ns == mtime
    assert runs == []                                                   # mcs not run again
