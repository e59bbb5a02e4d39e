"""Compiling the same assembly twice gives byte-identical files, whatever the hash seed, the
current directory or the output directory. The two compiles are `cil2mir run --save-temps`
(PYTHONHASHSEED=2718, elsewhere) for the run against Mono, and `cil2mir compile`
(PYTHONHASHSEED=1, in its own directory), which the suite makes for a sixth of the programs
(conftest.compiled_twice; the others' MIR tests use the files of the run).

Both compiles share the back end's function cache (fncache.py), so the second usually reads a
function's machine code from the cache: this checks the frontend, the middle end and module
emission on every program; test_fncache.py checks that a warm compile writes what a cold one
does."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import RUN_PROGRAMS, Artifacts, Program, compiled_twice, run_cli

OUTPUTS = ("isel.mir", "mir", "ll", "bc")


@pytest.mark.parametrize("prog", [p for p in RUN_PROGRAMS if compiled_twice(p)], ids=str)
def test_compile_is_deterministic(prog: Program, artifacts: Artifacts) -> None:
    first = artifacts.compiled(prog)
    _, second = artifacts.ran(prog)
    assert second.is_dir(), f"cil2mir run --save-temps wrote no {second}"
    _assert_same_files(prog, first, second)


def _assert_same_files(prog: Program, first: Path, second: Path) -> None:
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


# A few programs whose every function goes through instruction selection and register
# allocation again, with the function cache off and yet another hash seed: the back end's
# own determinism, which the cache hides from the test above.
BACK_END_PROGRAMS = ("string_builder", "exceptions_nested_try", "delegates_lambdas", "generics_classes")


@pytest.mark.parametrize("prog", [p for p in RUN_PROGRAMS if p.name in BACK_END_PROGRAMS], ids=str)
def test_back_end_is_deterministic_without_the_cache(prog: Program, artifacts: Artifacts) -> None:
    first = artifacts.compiled(prog)
    cwd = artifacts.scratch("determinism", prog.name)
    second = cwd / "out"
    r = run_cli(["compile", str(artifacts.assembly(prog)), "-o", str(second)], cwd=cwd,
                env={"PYTHONHASHSEED": "31337", "CIL2MIR_CACHE": "0"})
    assert r.returncode == 0, r.describe()
    _assert_same_files(prog, first, second)


def test_the_back_end_programs_exist() -> None:
    assert sorted(BACK_END_PROGRAMS) == sorted(p.name for p in RUN_PROGRAMS if p.name in BACK_END_PROGRAMS)
