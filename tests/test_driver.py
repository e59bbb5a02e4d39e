"""The driver on a hand-built SSA module (the frontend is replaced by a stub): file names,
byte-identical output, all-or-nothing writes, and native programs through both back ends."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from cil2mir import cli, driver
from cil2mir.errors import CompileError
from tests.ssa_helpers import I32, REF, WRITELINE, FnBuilder, c32, c64, module
from tests.test_llvm_ir import MANY_TYPES, classify_fn, fib_fn, many_fn, sum_to_fn


def build_program():
    """A small program (loops, switch, recursion, stack arguments, strings) and its output;
    test_llvm_ir has the exhaustive one."""
    fns = [fib_fn(), many_fn(), sum_to_fn(), classify_fn()]
    fib, many, sum_to, classify = (f.callee for f in fns)
    main = FnBuilder("cil2mir_main", [REF], I32)
    main.call(WRITELINE["i32"], main.call(fib, c32(15)))
    main.call(WRITELINE["i64"], main.call(many, *[(c32 if t is I32 else c64)(k) for k, t in enumerate(MANY_TYPES)]))
    main.call(WRITELINE["i64"], main.call(sum_to, c32(1000)))
    for x in (0, 1, 5):
        main.call(WRITELINE["i32"], main.call(classify, c32(x)))
    main.call(WRITELINE["string"], main.str("done \u00e9"))
    main.ret(c32(7))
    expected = "610\n{}\n499500\n10\n20\n30\ndone \u00e9\n".format(sum(k * (k + 1) for k in range(10)))
    return module(*fns, main.done(), name="Small"), expected


@pytest.fixture(scope="module")
def program():
    return build_program()


@pytest.fixture
def stub_frontend(monkeypatch, program):
    """driver.load returns the hand-built module for any existing file."""
    def load(path, on_stub=None, **options):  # noqa: ARG001 - driver.load's signature
        if not Path(path).exists():
            raise CompileError(f"cannot read {path}")
        return build_program()[0]
    monkeypatch.setattr(driver, "load", load)


@pytest.fixture
def app(tmp_path):
    p = tmp_path / "App.exe"
    p.write_bytes(b"stub")
    return p


def test_compile_writes_four_files_deterministically(stub_frontend, app, tmp_path):
    out1, out2 = tmp_path / "o1", tmp_path / "o2"
    paths = driver.compile(app, out1)
    assert [p.name for p in paths] == ["App.isel.mir", "App.mir", "App.ll", "App.bc"]
    assert sorted(p.name for p in out1.iterdir()) == sorted(p.name for p in paths)   # no temp files
    driver.compile(app, out2)
    for p in paths:
        assert p.read_bytes() == (out2 / p.name).read_bytes(), p.name
    ll = (out1 / "App.ll").read_text()
    assert (out1 / "App.mir").read_text().startswith("--- |\n")
    assert ll.splitlines()[0].strip() in (out1 / "App.isel.mir").read_text()


def test_texts_wait_in_the_spool_and_are_written_from_it(stub_frontend, app, tmp_path):
    """Each function's IR body and MIR texts are in the spool file, not in memory: the
    written files are made of them, line for line what the whole texts say."""
    c = driver.compile_module(app)
    held = [v for v in (*vars(c).values(), *vars(c.ir_parts).values()) if isinstance(v, str) and "\n" in v]
    assert not held
    assert list(c.ir_parts.lines()) == c.ir_text.strip("\n").splitlines()
    assert c.isel_mir == driver.mir_file(c.ir_text, [f.isel for f in c.functions])
    driver.write_outputs(c, tmp_path / "out")
    for ext, text in (("ll", c.ir_text), ("isel.mir", c.isel_mir), ("mir", c.mir)):
        assert (tmp_path / "out" / f"App.{ext}").read_text() == text, ext
    assert c.ir_text.count("\ndefine ") == len(c.module.functions) == 5
    assert [f.symbol for f in c.functions] == [fn.symbol for fn in c.module.functions]
    assert all(f"name: {f.symbol}\n" in c.mir and f.mir in c.mir for f in c.functions)


def test_compile_is_all_or_nothing(stub_frontend, app, tmp_path, monkeypatch):
    out = tmp_path / "out"

    def fail(*_a):
        raise OSError(28, "No space left on device", str(out / "App.bc"))
    monkeypatch.setattr(driver.llvm_ir, "write_bitcode", fail)
    with pytest.raises(CompileError, match="No space left on device"):
        driver.compile(app, out)
    assert list(out.iterdir()) == []


@pytest.mark.parametrize("backend", driver.BACKENDS)
def test_build_and_run(stub_frontend, app, tmp_path, backend, program):
    exe = driver.build(app, tmp_path / "bin" / "app", backend)
    r = subprocess.run([str(exe)], capture_output=True)
    assert (r.returncode, r.stdout.decode()) == (7, program[1])
    assert [p.name for p in exe.parent.iterdir()] == ["app"]


@pytest.mark.parametrize("backend", driver.BACKENDS)
def test_cli_run_passes_exit_code_and_output(stub_frontend, app, backend, capfd, program):
    assert cli.main(["run", str(app), "--backend", backend, "--", "-x", "y"]) == 7
    assert capfd.readouterr().out == program[1]
