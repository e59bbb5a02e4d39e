"""Frontend: invalid IL (ECMA-335 Partition III §1.5 and III.1.7) and unsupported
input are rejected with one exact line `App.exe: Type::Method: IL_xxxx: what`."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.test_frontend_support import (GONE_NOTE, build_cs, build_il, compile_error, il_main,
                                        missing_library)
from cil2mir.errors import CompileError
from cil2mir.frontend import load_module

LOCALS = ".locals init (int32 x)"

INVALID_IL = {
    "stack underflow": (
        il_main("ldc.i4.1\nadd\nret"),
        "IL_0001: stack underflow in add"),
    "underflow at a branch": (
        il_main("brtrue L\nL: ldc.i4.0\nret"),
        "IL_0000: stack underflow in brtrue"),
    "int32 + int64": (
        il_main("ldc.i4.1\nldc.i8 2\nadd\nconv.i4\nret"),
        "IL_000a: invalid operand types for add: int32 and int64 (ECMA-335 III.1.5)"),
    "ceq of O and int32": (
        il_main("ldnull\nldc.i4.0\nceq\nret"),
        "IL_0002: invalid operand types for ceq: O and int32 (ECMA-335 III.1.5)"),
    "signed compare of references": (
        il_main("ldnull\nldnull\ncgt\nret"),
        "IL_0002: invalid operand types for cgt: O and O (ECMA-335 III.1.5)"),
    "branch into the middle of an instruction": (
        il_main("ldc.i4 1000\nbr.s 3\nret"),       # ilasm: a numeric target is an IL offset
        "IL_0005: branch into the middle of an instruction (target IL_0003)"),
    "branch out of the method": (
        il_main("br 100\nret"),
        "IL_0000: branch out of the method (target IL_0064)"),
    "stack depth differs at a join": (
        il_main("ldc.i4.0\nbrtrue L\nldc.i4.1\nL: ldc.i4.2\nret"),
        "IL_0006: inconsistent stack at join IL_0007: [] on one edge, [int32] on another"),
    "stack types differ at a join": (
        il_main("ldc.i4.0\nbrtrue L\nldc.i8 1\nbr M\nL: ldc.i4.2\nM: pop\nldc.i4.0\nret"),
        "IL_0014: inconsistent stack at join IL_0015: [int64] on one edge, [int32] on another"),
    "ret leaves values behind": (
        il_main("ldc.i4.1\nldc.i4.2\nret"),
        "IL_0002: ret leaves 1 value(s) on the stack"),
    "void ret with a value": (
        il_main("ldc.i4.1\nret", ret="void"),
        "IL_0001: ret leaves 1 value(s) on the stack"),
    "falling off the end": (
        il_main("ldc.i4.1\npop"),
        "IL_0001: control falls off the end of the method"),
    "argument out of range": (
        il_main("ldarg.1\nret"),
        "IL_0000: argument 1 does not exist (0 arguments)"),
    "store O into int32 local": (
        il_main(f"{LOCALS}\nldnull\nstloc.0\nldc.i4.0\nret"),
        "IL_0001: stloc.0: cannot store O in local variable of type int32 (ECMA-335 III.1.6)"),
    "maxstack exceeded": (
        il_main(f"{LOCALS}\nldc.i4.1\nldc.i4.1\nldc.i4.1\npop\npop\nret").replace(
            ".maxstack 8", ".maxstack 2"),
        "IL_0002: stack overflow: more than .maxstack 2 values"),
    "unsupported instruction": (
        il_main("arglist\npop\nldc.i4.0\nret"),
        "IL_0000: unsupported instruction arglist"),
    "member missing from its library": (
        il_main("call string [mscorlib]System.Console::ReadAll()\npop\nldc.i4.0\nret"),
        "IL_0000: unsupported member System.Console::ReadAll()"),
    "member of an assembly not found": (
        ".assembly extern Gone {}\n"
        + il_main("ldnull\ncall void [Gone]Gone.Host::Print(char[])\nldc.i4.0\nret"),
        "IL_0001: unsupported member Gone.Host::Print(char[])" + GONE_NOTE),
    "unsupported local type": (
        il_main(".locals init (typedref o)\nldc.i4.0\nret"),
        "unsupported local variable type typedref"),
}


@pytest.mark.parametrize("source,expected", INVALID_IL.values(), ids=INVALID_IL.keys())
def test_invalid_or_unsupported_il(tmp_path: Path, source: str, expected: str) -> None:
    assert compile_error(build_il(tmp_path, source)) == f"App.exe: Program::Main: {expected}"


UNSUPPORTED_CS = {
    "unbounded generic instantiation": (
        "class W<T> { } class Program { static int F<T>(int n) { return n == 0 ? 0 : "
        "F<W<T>>(n - 1); } static void Main() { System.Console.WriteLine(F<int>(3)); } }",
        "App.exe: Program::F: IL_000f: unbounded generic instantiation of W`1: type "
        "arguments nest more than 24 levels deep"),
    "exception member the corelib lacks": (
        "class Program { static void Main() { try { System.Console.WriteLine(1); } "
        "catch (System.Exception e) { System.Console.WriteLine(e.TargetSite); } } }",
        "App.exe: Program::Main: IL_000d: unsupported member System.Exception::get_TargetSite()"),
    "class of an assembly not found": (
        "class Program { static void Main() { new Gone.List(); } }",
        "App.exe: Program::Main: IL_0000: unsupported member Gone.List::.ctor()" + GONE_NOTE),
    "static member of a class not found": (
        "class Program { static void Main() { System.Console.WriteLine(Gone.Host.Name); } }",
        "App.exe: Program::Main: IL_0000: unsupported member Gone.Host::get_Name()" + GONE_NOTE),
}


@pytest.mark.parametrize("source,expected", UNSUPPORTED_CS.values(), ids=UNSUPPORTED_CS.keys())
def test_unsupported_csharp(tmp_path: Path, source: str, expected: str) -> None:
    gone, _ = missing_library(tmp_path)
    assert compile_error(build_cs(tmp_path, source, references=(gone,))) == expected


def test_unsupported_entry_point_signature(tmp_path: Path) -> None:
    path = build_il(tmp_path, il_main("ldc.i8 1\nret", ret="int64"))
    assert compile_error(path) == \
        "App.exe: Program::Main: unsupported entry point signature int64 Program::Main()"


def test_library_without_entry_point(tmp_path: Path) -> None:
    source = """
.class private auto ansi Lib extends [mscorlib]System.Object {
  .method static int32 F() cil managed { ldc.i4.0 ret }
}
"""
    path = build_il(tmp_path, source, dll=True)
    module = load_module(path)                 # a library: every method, no entry
    names = [f.il_name for f in module.functions]
    assert module.entry is None and names[0] == "Lib::F" and all(f.symbol != "cil2mir_main" for f in module.functions)
    with pytest.raises(CompileError) as info:
        load_module(path, program=True)        # what build and run need
    assert str(info.value) == ("App.dll: no entry point: this is a library, which `cil2mir "
                               "compile` compiles but which cannot be built or run")
