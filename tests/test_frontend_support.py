"""Helpers shared by the frontend tests: build C# with mcs and IL with ilasm in a temp
dir at test time, and compile them to SSA text. (No tests of its own.)"""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

from cil2mir.errors import CompileError
from cil2mir.frontend import load_module
from cil2mir.frontend.dump import dump_function

IL_HEADER = """\
.assembly extern mscorlib {}
.assembly App {}
"""


def _need(tool: str) -> str:
    path = shutil.which(tool)
    if path is None:
        pytest.skip(f"{tool} is not installed (Debian: mono-mcs / mono-devel)")
    return path


def build_cs(directory: Path, source: str, name: str = "App", unsafe: bool = False,
             references: tuple[str, ...] = ()) -> str:
    """Compile C# with mcs (`-unsafe` if asked, `-r:` each reference); returns the path of
    `<name>.exe`."""
    src = directory / f"{name}.cs"
    src.write_text(source)
    out = directory / f"{name}.exe"
    flags = (["-unsafe"] if unsafe else []) + [f"-r:{r}" for r in references]
    subprocess.run([_need("mcs"), "-nologo", *flags, f"-out:{out}", str(src)], check=True,
                   capture_output=True, text=True)
    return str(out)


GONE_CS = """\
namespace Gone {
    public class List { public virtual int Add(object o) { return 0; } public int Count { get { return 0; } } }
    public class Bag<T> { public T Item; }
    public struct Stamp { public long Ticks; public int Year { get { return 2000; } }
                          public static Stamp Now { get { return new Stamp(); } }
                          public override string ToString() { return "stamp"; } }
    public struct Span { public long Ticks; public static readonly Span Zero;
                         public Span(int h, int m, int s) { Ticks = h; }
                         public static Span FromHours(double h) { return new Span((int)h, 0, 0); }
                         public double TotalHours { get { return Ticks; } }
                         public static Span operator +(Span a, Span b) { return new Span((int)(a.Ticks + b.Ticks), 0, 0); } }
    public struct Money { public long Units; }
    public interface IClone { object Clone(); }
    public static class Host { public static string Name { get { return "host"; } } public static int Level; }
}
"""


# What an error about a type of Gone ends with, in a program App.exe referencing it
GONE_NOTE = ": its assembly Gone (referenced by App.exe) is not found beside the program nor given with -r"


def missing_library(directory: Path) -> tuple[str, dict[str, str]]:
    """`Gone.dll`, built from GONE_CS where a program referencing it will not find it (not
    beside the program): types and members cil2mir cannot have. Returns its path and the
    environment under which Mono finds it."""
    lib = directory / "elsewhere"
    lib.mkdir(exist_ok=True)
    (lib / "Gone.cs").write_text(GONE_CS)
    subprocess.run([_need("mcs"), "-nologo", "-target:library", f"-out:{lib / 'Gone.dll'}",
                    str(lib / "Gone.cs")], check=True, capture_output=True, text=True)
    return str(lib / "Gone.dll"), {**os.environ, "MONO_PATH": str(lib)}


def build_il(directory: Path, source: str, name: str = "App", dll: bool = False) -> str:
    """Assemble IL with ilasm (which accepts IL the verifier rejects, what these tests
    need); `source` is everything after the assembly declarations."""
    src = directory / f"{name}.il"
    src.write_text(IL_HEADER + source)
    out = directory / f"{name}.{'dll' if dll else 'exe'}"
    kind = ["/dll"] if dll else []
    result = subprocess.run([_need("ilasm"), "/quiet", *kind, f"/output:{out}", str(src)],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
    return str(out)


def il_main(body: str, ret: str = "int32", extra: str = "") -> str:
    """A Program class whose entry point `Main` has the given body."""
    return f"""
.class private auto ansi Program extends [mscorlib]System.Object {{
  .method static {ret} Main() cil managed {{
    .entrypoint
    .maxstack 8
{body}
  }}
{extra}
}}
"""


def ssa_text(path: str, il_name: str) -> str:
    """The SSA dump of the first function named `il_name` (Type::Method)."""
    module = load_module(path)
    for fn in module.functions:
        if fn.il_name == il_name:
            return dump_function(fn)
    raise AssertionError(f"no function {il_name}")


def compile_error(path: str) -> str:
    with pytest.raises(CompileError) as info:
        load_module(path)
    return str(info.value)
