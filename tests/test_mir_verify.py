"""The MIR that `cil2mir compile` emits for each test program, checked by every installed llc
among 14..19 (DESIGN.md decision 2):

- App.mir (post-RA) compiles with `-start-before=prologepilog`, and, linked with the runtime,
  runs with Mono's output;
- App.isel.mir (pre-RA) compiles with `-start-after=finalize-isel` (LLVM's own register
  allocator on our instruction selection: -O0 on the oldest llc, -O2 on the others) and runs
  with Mono's output.

Each file is first verified as read (`-run-pass=none -verify-machineinstrs`): every
installed llc verifies both files. The compile that follows does not run the verifier
again after each of LLVM's passes: that is LLVM checking itself, and on a framework-heavy
program it tripled the cost of an -O2 compile (framework_linq on llc 19: 6.2 s of CPU
against 2.1 s, and 1.0 s for the verification of the input); a pass that mishandles our
MIR shows as a failed compile or as output that differs from Mono's.

Every program's files are compiled and run on the newest llc; on an older llc, a third of
the programs' are (chosen by a hash of the name, as conftest.compiled_twice chooses, and
none of those), the others' only verified (test_verified_by_every_llc): a
compile, link and run of every file on every llc took half of the suite's time.
"""

from __future__ import annotations

import os
import zlib
from pathlib import Path

import pytest

from tests.conftest import (COMPILE_TIMEOUT, LLC_FLAGS, LLCS, RUN_PROGRAMS, Artifacts, LlcVersion, Program,
                            assert_same_as_mono, llc_opt_params, llc_params, require_llc, run_native, run_process)


def _llc(llc: LlcVersion, args: list[str], cwd: Path, what: str) -> None:
    r = run_process([llc.path, *LLC_FLAGS, *args], cwd=cwd, timeout=COMPILE_TIMEOUT)
    if r.returncode != 0:
        pytest.fail(f"{what}: {llc} failed\n{r.describe()}", pytrace=False)


def _verify(llc: LlcVersion, mir: Path, cwd: Path) -> None:
    _llc(llc, ["-run-pass=none", "-verify-machineinstrs", str(mir), "-o", os.devnull], cwd,
         f"{mir.name} ({llc} -run-pass=none -verify-machineinstrs)")


def _verify_and_compile(llc: LlcVersion, mir: Path, args: list[str], obj: Path, cwd: Path,
                        what: str) -> None:
    _verify(llc, mir, cwd)
    _llc(llc, [*args, "-filetype=obj", str(mir), "-o", str(obj)], cwd, what)


def _runs_on(prog: Program, llc: LlcVersion | None) -> bool:
    """Whether prog's files are compiled and run on llc (else only verified)."""
    return llc is None or llc is LLCS[-1] or zlib.crc32(prog.name.encode()) % 3 == 1


def _runs(params: list) -> list:
    """(prog, *param) for each program and each llc parameter it is compiled and run on."""
    return [pytest.param(prog, *p.values, id=f"{prog}-{p.id}")
            for prog in RUN_PROGRAMS for p in params if _runs_on(prog, p.values[0])]


def _link(obj: Path, exe: Path, what: str) -> None:
    from cil2mir import toolchain
    from cil2mir.errors import ToolError
    try:
        toolchain.link([obj], exe)
    except ToolError as e:
        pytest.fail(f"{what}: linking with the runtime failed: {e}", pytrace=False)


@pytest.mark.parametrize("prog, llc", _runs(llc_params()))
def test_post_ra_compiles_and_runs(prog: Program, llc: LlcVersion | None, artifacts: Artifacts) -> None:
    llc = require_llc(llc)
    mir = artifacts.compiled(prog) / f"{prog.name}.mir"
    expected = artifacts.expected(prog)
    cwd = artifacts.scratch("post-ra", str(llc), prog.name)
    what = f"{prog.name}.mir ({llc} -start-before=prologepilog)"
    obj, exe = cwd / f"{prog.name}.o", cwd / prog.name
    _verify_and_compile(llc, mir, ["-start-before=prologepilog"], obj, cwd, what)
    _link(obj, exe, what)
    assert_same_as_mono(expected, run_native(exe, prog.args, cwd=cwd), what)


@pytest.mark.parametrize("prog, llc, opt", _runs(llc_opt_params()))
def test_pre_ra_compiles_and_runs(prog: Program, llc: LlcVersion | None, opt: str, artifacts: Artifacts) -> None:
    llc = require_llc(llc)
    mir = artifacts.compiled(prog) / f"{prog.name}.isel.mir"
    expected = artifacts.expected(prog)
    cwd = artifacts.scratch("pre-ra", str(llc), opt, prog.name)
    what = f"{prog.name}.isel.mir ({llc} -start-after=finalize-isel {opt})"
    obj, exe = cwd / f"{prog.name}.o", cwd / prog.name
    _verify_and_compile(llc, mir, [opt, "-start-after=finalize-isel"], obj, cwd, what)
    _link(obj, exe, what)
    assert_same_as_mono(expected, run_native(exe, prog.args, cwd=cwd), what)


@pytest.mark.parametrize("prog, llc", [pytest.param(prog, llc, id=f"{prog}-{llc}") for prog in RUN_PROGRAMS
                                       for llc in LLCS if not _runs_on(prog, llc)])
def test_verified_by_every_llc(prog: Program, llc: LlcVersion, artifacts: Artifacts) -> None:
    """The files of a program that an older llc does not compile: verified as read."""
    cwd = artifacts.scratch("verify", str(llc), prog.name)
    for name in (f"{prog.name}.mir", f"{prog.name}.isel.mir"):
        _verify(llc, artifacts.compiled(prog) / name, cwd)


def test_an_llc_is_installed() -> None:
    require_llc(llc_params()[0].values[0])
