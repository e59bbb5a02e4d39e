"""Helpers for tests that feed MIR to llc: a minimal embedded IR module and llc runners.

The module only has to make llc's MIR parser happy (cookbook §10): every MIR function
defined (`define void @f() { unreachable }`; the signature is never checked), every
called symbol declared, the string objects defined (their layout matters: the C driver
reads them), and `@rt_String_type` declared as external data.
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

from cil2mir.emit.mir_text import print_mir_file
from cil2mir.isel.machine import MachineFunction, Symbol

from tests.llc import LLC_VERSIONS, llc_path  # noqa: F401  (re-exported for test_isel)
from tests.llc import TRIPLE_FLAGS as TRIPLE


def string_global(symbol: str, text: str) -> str:
    """`{ TypeDesc*, i32 length, [N x i16] chars }`, chars at offset 12 (architecture.md)."""
    units = list(text.encode("utf-16-le"))
    chars = [units[i] | units[i + 1] << 8 for i in range(0, len(units), 2)]
    n = len(chars)
    body = "zeroinitializer" if not chars else "[" + ", ".join(f"i16 {c}" for c in chars) + "]"
    return (f"@{symbol} = private unnamed_addr constant {{ i8*, i32, [{n} x i16] }} "
            f"{{ i8* @rt_String_type, i32 {n}, [{n} x i16] {body} }}")


def ir_module(functions: list[MachineFunction], strings: dict[str, str]) -> str:
    """The smallest IR module that lets llc parse `functions` (see the module docstring)."""
    defined = {mf.name for mf in functions}
    referenced: dict[str, None] = {}
    for mf in functions:
        for _, mi in mf.instrs():
            for op in mi.ops:
                if isinstance(op, Symbol) and not op.external:
                    referenced.setdefault(op.name, None)
    used_strings = {sym: text for text, sym in strings.items() if sym in referenced}
    lines = ["@rt_String_type = external global i8"]
    lines += [string_global(sym, text) for sym, text in sorted(used_strings.items())]
    lines += [f"declare void @{name}()" for name in referenced
              if name not in defined and name not in used_strings]
    lines += [f"define void @{name}() {{ unreachable }}" for name in sorted(defined)]
    return "\n".join(lines) + "\n"


def mir_file(functions: list[MachineFunction], strings: dict[str, str]) -> str:
    return print_mir_file(ir_module(functions, strings), functions)


def run_llc(version: int, mir: Path, *args: str, out: Path | None = None) -> str:
    """Run llc on a MIR file; raise AssertionError with llc's stderr on failure."""
    llc = llc_path(version)
    assert llc is not None
    cmd = [str(llc), *TRIPLE, *args, str(mir), "-o", str(out) if out else "-"]
    proc = subprocess.run(cmd, capture_output=True, text=True)
    if proc.returncode != 0:
        raise AssertionError(f"llc-{version} failed: {' '.join(cmd)}\n{proc.stderr}")
    return proc.stdout


def verify(version: int, mir: Path) -> str:
    """`-run-pass=none -verify-machineinstrs`; returns llc's re-printed MIR."""
    return run_llc(version, mir, "-run-pass=none", "-verify-machineinstrs")


def compile_obj(version: int, mir: Path, opt: str, out: Path) -> None:
    run_llc(version, mir, f"-{opt}", "-start-after=finalize-isel", "-verify-machineinstrs",
            "-filetype=obj", out=out)


def have_cc() -> bool:
    return shutil.which("cc") is not None
