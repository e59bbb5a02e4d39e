"""A bounded run of the fuzzer (tests/fuzz): 150 mutants of the test programs, with
a fixed seed, must give no internal error, no hang, no partial output and no bad-input
message that names a Python exception instead of what is wrong where; a tenth of those
that compile are built and run natively, and must not crash where Mono's run does not. A
longer run is `python -m tests.fuzz --count 20000`."""

from __future__ import annotations

from tests.fuzz import Outcome, python_exception_named, run

MUTANTS = 150


def test_mutants_break_no_contract(tmp_path) -> None:
    report = run(MUTANTS, seed=2026, keep=tmp_path / "failures", run_share=0.1)
    codes = report.codes
    assert sum(codes.values()) == MUTANTS
    assert codes.get(2, 0) > MUTANTS // 4 and codes.get(0, 0) > 0   # the mutations do bite
    assert report.ran > 0
    assert not report.failures, "\n".join(f"{f.mutant}: {f.why} ({f.seed}, {f.mutation}): {f.stderr}"
                                          for f in report.failures)


def test_a_message_naming_a_python_exception_fails() -> None:
    for message in ("broken metadata (IndexError: list index out of range)",
                    "not a valid PE file (PEFormatError: 'DOS Header magic not found.')",
                    "malformed method body (struct.error: unpack requires a buffer of 4 bytes)"):
        assert Outcome(2, f"cil2mir: error: App.exe: {message}\n", []).failure == \
            "names a Python exception", message
    for message in ("unsupported member System.Console::get_Error()",
                    "OverflowException in System.ArithmeticError::.ctor",
                    "metadata: MethodDef row 12: Name offset 0x4f21 outside the #Strings heap"):
        assert python_exception_named(message) is None, message
