"""Compiling the same assembly twice gives byte-identical files, whatever the hash seed, the
current directory or the output directory."""

from __future__ import annotations

import pytest

from tests.conftest import RUN_PROGRAMS, Artifacts, Program, run_cli

OUTPUTS = ("isel.mir", "mir", "ll", "bc")


@pytest.mark.parametrize("prog", RUN_PROGRAMS, ids=str)
def test_compile_is_deterministic(prog: Program, artifacts: Artifacts) -> None:
    first = artifacts.compiled(prog)                 # PYTHONHASHSEED=1, cwd = its own directory
    exe = artifacts.assembly(prog)
    cwd = artifacts.scratch("determinism", prog.name)
    second = cwd / "elsewhere" / "out2"
    r = run_cli(["compile", str(exe), "-o", str(second)], cwd=cwd, env={"PYTHONHASHSEED": "2718"})
    assert r.returncode == 0, r.describe()
    names1 = sorted(p.name for p in first.iterdir())
    names2 = sorted(p.name for p in second.iterdir())
    assert names1 == names2 == sorted(f"{prog.name}.{ext}" for ext in OUTPUTS)
    for ext in OUTPUTS:
        a = (first / f"{prog.name}.{ext}").read_bytes()
        b = (second / f"{prog.name}.{ext}").read_bytes()
        if a != b:
            if ext != "bc":
                la, lb = a.decode(errors="replace").splitlines(), b.decode(errors="replace").splitlines()
                i = next((i for i, (x, y) in enumerate(zip(la, lb)) if x != y), min(len(la), len(lb)))
                pytest.fail(f"{prog.name}.{ext} differs between two compiles, first at line {i + 1}:\n"
                            f"    {la[i] if i < len(la) else '<end>'}\n    {lb[i] if i < len(lb) else '<end>'}",
                            pytrace=False)
            pytest.fail(f"{prog.name}.{ext} differs between two compiles", pytrace=False)
