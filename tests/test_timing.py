"""`--time-passes`: the stage table's format (never its numbers), and that nested stages
are charged exclusively so that the rows add up to the total."""

from __future__ import annotations

import re

import pytest

from cil2mir import timing
from tests.conftest import CS_DIR, Artifacts, Program, run_cli

ROW = re.compile(r"^ +(\d+\.\d{4}) \( *(\d+\.\d)%\) +(\d+\.\d{4}) \( *(\d+\.\d)%\)  (.+)$")


def rows(report: str) -> dict[str, tuple[float, float]]:
    """Stage name -> (CPU, wall) of a report, after checking its frame."""
    lines = report.splitlines()
    assert lines[0] == lines[2] == "===" + "-" * 73 + "==="
    assert lines[1].strip() == "cil2mir stage timing report"
    assert re.fullmatch(r"  Total Execution Time: \d+\.\d{4} seconds \(\d+\.\d{4} wall clock\)", lines[3])
    assert lines[4] == "" and lines[5].split() == ["---CPU", "Time---", "---Wall", "Time---",
                                                   "---", "Name", "---"]
    out = {}
    for line in lines[6:]:
        m = ROW.match(line)
        assert m, line
        out[m[5]] = (float(m[1]), float(m[3]))
    assert list(out)[-1] == "Total"
    return out


def test_nested_stages_are_exclusive_and_add_up() -> None:
    with timing.recording() as times:
        with timing.stage("outer"):
            sum(range(200_000))
            with timing.stage("inner"):
                sum(range(200_000))
        with timing.stage("inner"):
            pass
    assert list(times.cpu) == ["outer", "inner"]
    table = rows(times.report())
    assert list(table) == ["outer", "inner", "Total"]
    total = sum(cpu for name, (cpu, _) in table.items() if name != "Total")
    assert table["Total"][0] == pytest.approx(total, abs=2e-4)


def test_not_recording_records_nothing() -> None:
    with timing.stage("alone"):
        pass
    with timing.recording() as times:
        pass
    assert times.cpu == {} and rows(times.report()) == {"Total": (0.0, 0.0)}


@pytest.mark.parametrize("command", ["compile", "build"])
def test_cli_prints_every_stage(command: str, artifacts: Artifacts, tmp_path) -> None:
    exe = artifacts.assembly(Program("recursion", CS_DIR / "recursion.cs"))
    out = tmp_path / ("out" if command == "compile" else "prog")
    r = run_cli([command, str(exe), "-o", str(out), "--time-passes"], cwd=tmp_path,
                env={"CIL2MIR_CACHE": "0"})       # (cached functions skip isel and regalloc)
    assert r.returncode == 0, r.describe()
    report = r.stderr.decode()
    report = report[report.index("===-"):]
    stages = list(rows(report))
    assert stages[0] == timing.LOAD
    expected = [timing.LOAD, timing.LLVM_IR, timing.ISEL, timing.MIR_PRINT, timing.REGALLOC]
    expected += [timing.BITCODE] if command == "compile" else [timing.OBJECT, timing.LINK]
    assert set(expected) <= set(stages), stages
    assert stages.index(timing.ISEL) < stages.index(timing.REGALLOC)
