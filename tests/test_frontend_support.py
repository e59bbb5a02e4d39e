"""Helpers shared by the frontend tests: build C# with mcs and IL with ilasm in a temp
dir at test time, and compile them to SSA text. (No tests of its own.)"""

from __future__ import annotations

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


def build_cs(directory: Path, source: str, name: str = "App", unsafe: bool = False) -> str:
    """Compile C# with mcs (`-unsafe` if asked); returns the path of `<name>.exe`."""
    src = directory / f"{name}.cs"
    src.write_text(source)
    out = directory / f"{name}.exe"
    flags = ["-unsafe"] if unsafe else []
    subprocess.run([_need("mcs"), "-nologo", *flags, f"-out:{out}", str(src)], check=True,
                   capture_output=True, text=True)
    return str(out)


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
