"""Every test program, run by `cil2mir run --backend ir`, must match Mono byte for byte: the whole
stdout and the exit code (expected results come from running Mono at test time). The MIR back
end's run is `test_mir_verify.test_post_ra_compiles_and_runs`, on every installed llc, with the
llc command line `cil2mir run --backend mir` uses (once the verifier has read the file); `tests/test_cli.py` runs
`cil2mir run --backend mir` itself."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import (RUN_PROGRAMS, Artifacts, Program, assert_same_as_mono, mcs_argv,
                            mcs_flags)


@pytest.mark.parametrize("prog", RUN_PROGRAMS, ids=str)
def test_run_matches_mono(prog: Program, artifacts: Artifacts) -> None:
    expected = artifacts.expected(prog)
    result, _ = artifacts.ran(prog, "ir")
    assert b"Traceback" not in result.stderr, result.describe()
    assert_same_as_mono(expected, result, f"{prog.name} (cil2mir run --backend ir)")


def test_there_are_programs() -> None:
    assert len(RUN_PROGRAMS) >= 15, [p.name for p in RUN_PROGRAMS]


def test_mcs_flags_header(tmp_path: Path) -> None:
    """A C# program's `// MCS-FLAGS:` line adds options to its mcs command line."""
    src, exe = tmp_path / "p.cs", tmp_path / "p.exe"
    src.write_text("// A program.\n// MCS-FLAGS: -optimize+ -checked+\nclass P { static void Main() {} }\n")
    assert mcs_flags(src) == ["-optimize+", "-checked+"]
    assert mcs_argv("mcs", src, exe) == ["mcs", "-nologo", "-warn:0", "-unsafe", "-optimize+",
                                         "-checked+", f"-out:{exe}", str(src)]
    src.write_text("// A program.\nclass P { static void Main() {} }\n")
    assert mcs_argv("mcs", src, exe) == ["mcs", "-nologo", "-warn:0", "-unsafe", f"-out:{exe}", str(src)]
    assert next(p for p in RUN_PROGRAMS if p.name == "checked_folded_constants").mcs_flags == ["-optimize+"]


def test_mcs_flags_reach_mcs(artifacts: Artifacts) -> None:
    """string_empty is built with -optimize+, with which mcs loads String.Empty for `""`."""
    from cil2mir.frontend.assembly import Assembly
    from cil2mir.frontend.cil import decode_body
    prog = next(p for p in RUN_PROGRAMS if p.name == "string_empty")
    assert prog.mcs_flags == ["-optimize+"]
    asm = Assembly(str(artifacts.assembly(prog)))
    pick = next(m for m in asm.methods if m.name == "Pick")      # `empty ? "" : "x"`
    loads = [i for i in decode_body(asm, pick).instrs if i.op in ("ldsfld", "ldstr")]
    assert [i.op for i in loads] == ["ldsfld", "ldstr"]
    assert asm.field_ref(loads[0].operand)[1] == "Empty"
