"""A bounded run of the fuzzer (tests/fuzz): 150 mutants of the test programs, with
a fixed seed, must give no internal error, no hang and no partial output. A longer run is
`python -m tests.fuzz --count 20000`."""

from __future__ import annotations

from tests.fuzz import run

MUTANTS = 150


def test_mutants_break_no_contract(tmp_path) -> None:
    report = run(MUTANTS, seed=2026, keep=tmp_path / "failures")
    codes = report.codes
    assert sum(codes.values()) == MUTANTS
    assert codes.get(2, 0) > MUTANTS // 4 and codes.get(0, 0) > 0   # the mutations do bite
    assert not report.failures, "\n".join(f"{f.mutant}: {f.why} ({f.seed}, {f.mutation}): {f.stderr}"
                                          for f in report.failures)
