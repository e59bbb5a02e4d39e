"""`--jobs N`: the functions' machine code made in N processes gives the same four files
as one process, the IR back end's objects made in N processes a program that prints what
Mono prints, and the process map keeps order and passes errors on."""

from __future__ import annotations

import pytest

from cil2mir import jobs
from cil2mir.errors import CompileError
from tests.conftest import CS_DIR, Artifacts, Program, assert_same_as_mono, run_cli

OUTPUTS = ("isel.mir", "mir", "ll", "bc")


def test_map_keeps_order_and_uses_closures() -> None:
    offset = 1000                       # a closure: the workers are forked, nothing is pickled
    assert jobs.map_in_processes(lambda x: x * x + offset, range(50), 2) == \
        [x * x + offset for x in range(50)]


def test_imap_gives_each_result_as_it_comes() -> None:
    results = jobs.imap_in_processes(lambda x: -x, range(300), 2)
    assert next(results) == 0           # before the others are asked for
    assert list(results) == [-x for x in range(1, 300)]


def test_map_passes_errors_on() -> None:
    def work(x: int) -> int:
        if x == 7:
            raise CompileError("seven", method="M", offset=3)
        return x
    with pytest.raises(CompileError) as e:
        jobs.map_in_processes(work, range(20), 2)
    assert str(e.value) == "M: IL_0003: seven"


@pytest.mark.parametrize("name", ["delegates_lambdas"])
def test_two_processes_give_the_same_files(name: str, artifacts: Artifacts, tmp_path) -> None:
    exe = artifacts.assembly(Program(name, CS_DIR / f"{name}.cs"))
    for j in (1, 2):
        r = run_cli(["compile", str(exe), "-j", str(j), "-o", str(tmp_path / f"j{j}")],
                    cwd=tmp_path, env={"CIL2MIR_CACHE": "0"})      # (else the cache answers)
        assert r.returncode == 0, r.describe()
    for ext in OUTPUTS:
        one, two = (tmp_path / f"j{j}" / f"{name}.{ext}" for j in (1, 2))
        assert one.read_bytes() == two.read_bytes(), ext


def test_ir_back_end_in_two_processes(artifacts: Artifacts, tmp_path) -> None:
    prog = Program("delegates_lambdas", CS_DIR / "delegates_lambdas.cs")
    r = run_cli(["run", str(artifacts.assembly(prog)), "--backend", "ir", "-j", "2"], cwd=tmp_path,
                env={"CIL2MIR_CACHE": "0"})                        # (every object made)
    assert_same_as_mono(artifacts.expected(prog), r, "cil2mir run --backend ir -j 2")
