"""`cil2mir passcheck`: LLVM's machine passes on real programs, checked against Mono.

- real passes that must preserve behaviour, post-RA and --pre-ra, on every installed llc;
- a deliberately broken transformation (an injected MIR file for one function, as a broken
  copy propagation would leave it) is caught and narrowed to that function, among functions
  that the real passes changed harmlessly;
- -g: debug locations survive the passes into the builds' line tables; an instruction
  left without one is reported;
- usage errors are one line and exit code 2;
- the pieces: delta debugging, llc failure summaries.
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

from cil2mir import cli, driver, passcheck
from tests.conftest import RUN_PROGRAMS, Artifacts, LlcVersion, llc_params, require_llc, run_cli

PROGRAMS = {p.name: p for p in RUN_PROGRAMS}
PROGRAM = "register_pressure"        # 18 functions, calls and spills
POST_RA_PASSES = "machine-cp,postra-machine-sink,machinelicm"   # where llc runs them too
PRE_RA_PASSES = "early-machinelicm,machine-cse,machine-sink,peephole-opt"
FUNCTION_LINE = re.compile(r"  (\S+) +(unchanged|changed   \+\d+ -\d+)$")


def _passcheck(args: list[str], cwd: Path):
    r = run_cli(["passcheck", *args], cwd=cwd)
    return r, r.stdout.decode().splitlines()


@pytest.mark.parametrize("pre_ra", [False, True], ids=["post-RA", "pre-RA"])
@pytest.mark.parametrize("llc", llc_params())
def test_real_passes_preserve_behaviour(llc: LlcVersion | None, pre_ra: bool, artifacts: Artifacts,
                                        tmp_path: Path) -> None:
    llc = require_llc(llc)
    prog = PROGRAMS[PROGRAM]
    exe = artifacts.assembly(prog)
    expected = artifacts.expected(prog)
    passes = PRE_RA_PASSES if pre_ra else POST_RA_PASSES
    r, lines = _passcheck([str(exe), "--passes", passes, "--llc", llc.path, *(["--pre-ra"] if pre_ra else [])],
                          tmp_path)
    assert r.returncode == 0, r.describe() + "\n" + r.stdout.decode()
    stage = "pre-RA" if pre_ra else "post-RA"
    assert lines[0] == f"passcheck {PROGRAM}.exe: {passes} on {stage} MIR, llc {llc.version} ({llc.path})"
    assert lines[1] == (f"reference: mono ({len(expected.stdout)} bytes of stdout, exit code "
                        f"{expected.returncode}); the unmodified build matches it")
    m = re.fullmatch(r"functions: (\d+) compiled, \1 given the passes, (\d+) changed by them", lines[2])
    assert m, lines[2]
    listed = [FUNCTION_LINE.fullmatch(line) for line in lines[3:-1]]
    assert all(listed) and len(listed) == int(m.group(1)), lines
    changed = [x.group(1) for x in listed if x.group(2) != "unchanged"]
    assert len(changed) == int(m.group(2)) > 0         # the passes did something
    assert lines[-1] == "result: behaviour preserved: stdout and exit code as mono's (2 builds)"


def _broken_copy_propagation(mir: str, callee: str) -> str:
    """`mir` without the copy that sets the second argument of the call to `callee`: what a
    copy propagation that wrongly thinks the copy redundant would leave."""
    lines = mir.splitlines(keepends=True)
    call = next(i for i, ln in enumerate(lines) if f"CALL64pcrel32 @{callee}," in ln)
    copy = next(i for i in range(call - 1, 0, -1) if re.match(r"\s+\$esi = COPY \$e\w\w\n", lines[i]))
    return "".join(lines[:copy] + lines[copy + 1:])


def test_a_broken_transformation_is_caught_and_narrowed(artifacts: Artifacts, tmp_path: Path,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    # (the middle end off, in this process and passcheck's: it makes Gcd's tail call a loop,
    # and the tampering drops the copy of the call's argument)
    monkeypatch.setenv("CIL2MIR_OPT", "0")
    prog = PROGRAMS["recursion"]
    exe = artifacts.assembly(prog)
    (gcd,) = driver.compile_module(exe).split_files(["Recursion::Gcd"])
    tampered = tmp_path / "Gcd.mir"
    tampered.write_text(_broken_copy_propagation(gcd.mir, "Recursion.Gcd"))
    r, lines = _passcheck([str(exe), "--passes", "machine-cp,machine-sink", "--inject",
                           f"Recursion.Gcd={tampered}", "--diff", "--keep", str(tmp_path / "work")], tmp_path)
    assert r.returncode == 1, r.describe() + "\n" + r.stdout.decode()
    text = "\n".join(lines)
    assert lines[1] == ("note: machine-sink runs before register allocation in llc's -O2 pipeline; "
                        "here it runs on allocated MIR")
    assert "  Recursion.Gcd" in text and "changed   +0 -1 (injected)" in text
    assert re.search(r"^ {6}-    \$esi = COPY \$e\w\w$", text, re.M)          # --diff
    # the real passes changed other functions too: the narrowing must set them aside
    m = re.search(r"^  behaviour changed with the passes on the (\d+) changed functions: "
                  r".*stdout line \d+ is .* where mono has .*$", text, re.M)
    assert m and int(m.group(1)) > 1, text
    start = lines.index("result: FAILED")
    assert re.fullmatch(r"  narrowed in \d+ builds to 1 function:", lines[start + 2]), text
    assert lines[start + 3] == "    Recursion.Gcd (Recursion::Gcd) (injected)"
    reproduce = lines[start + 4].split()
    assert reproduce[:2] == ["reproduce:", str(driver.toolchain.find_llc().path)]
    assert "-start-before=prologepilog" in reproduce and str(tmp_path / "work" / "passed" / "Recursion.Gcd.mir") \
        in reproduce
    assert lines[start + 5].startswith("    with only it modified: ") and "stdout line" in lines[start + 5]
    assert (tmp_path / "work" / "mir" / "Recursion.Gcd.mir").read_text() == gcd.mir


def test_filter_and_against_build(artifacts: Artifacts, tmp_path: Path) -> None:
    exe = artifacts.assembly(PROGRAMS["recursion"])
    r, lines = _passcheck([str(exe), "--passes", "machine-cp", "--filter", "Recursion::*",
                           "--against", "build"], tmp_path)
    assert r.returncode == 0, r.describe()
    assert lines[1].startswith("reference: the unmodified build (") and "matches" not in lines[1]
    assert re.fullmatch(r"functions: \d+ compiled, 12 given the passes, \d+ changed by them", lines[2])
    assert all(line.startswith("  Recursion.") for line in lines[3:-1])


def _mcs_debug(prog_name: str, directory: Path) -> Path:
    """A test program built with `mcs -debug` (its .mdb gives the MIR C# lines)."""
    src = PROGRAMS[prog_name].source
    exe = directory / f"{prog_name}.exe"
    subprocess.run(["mcs", "-nologo", "-debug", f"-out:{exe}", str(src)], check=True,
                   capture_output=True, text=True)
    return exe


@pytest.mark.parametrize("llc", llc_params())
def test_debug_locations_through_the_passes(llc: LlcVersion | None, tmp_path: Path) -> None:
    """-g: the passes run on MIR whose every instruction has a debug-location, the builds
    have C# line tables, and an instruction that loses its location is reported."""
    llc = require_llc(llc)
    exe = _mcs_debug("recursion", tmp_path)
    work = tmp_path / "work"
    r, lines = _passcheck(["-g", str(exe), "--passes", "machine-cp", "--llc", llc.path,
                           "--keep", str(work)], tmp_path)
    assert r.returncode == 0, r.describe() + "\n" + r.stdout.decode()
    assert lines[0] == (f"passcheck recursion.exe: machine-cp on post-RA MIR with debug locations, "
                        f"llc {llc.version} ({llc.path})")
    assert not any("without debug-location" in line for line in lines), lines
    gcd = work / "mir" / "Recursion.Gcd.mir"
    assert 'DIFile(filename: "recursion.cs"' in gcd.read_text()
    for d in ("mir", "none", "passed"):
        files = sorted((work / d).glob("*.mir"))
        assert files and all(passcheck._unlocated(f.read_text()) == 0 for f in files), d
    dump = subprocess.run(["llvm-dwarfdump-19", "--debug-line", str(work / "obj" / "Recursion.Gcd.o")],
                          capture_output=True, text=True, check=True).stdout
    assert 'name: "recursion.cs"' in dump

    # a transformation that drops one location (and changes nothing else)
    text = gcd.read_text()
    body = text.index("body:")
    dropped = re.search(r"\n( +\$\w+ = COPY \$\w+), debug-location !\d+", text[body:])
    tampered = tmp_path / "Gcd.mir"
    tampered.write_text(text[:body] + text[body:].replace(dropped.group(0), "\n" + dropped.group(1), 1))
    r, lines = _passcheck(["-g", str(exe), "--passes", "machine-cp", "--llc", llc.path, "--inject",
                           f"Recursion.Gcd={tampered}"], tmp_path)
    assert r.returncode == 0, r.describe() + "\n" + r.stdout.decode()
    assert re.search(r"^  Recursion\.Gcd +changed   \+1 -1, 1 instruction without debug-location "
                     r"\(injected\)$", "\n".join(lines), re.M), lines


@pytest.mark.parametrize("argv,error", [
    (["--passes", "machine-cp,no-such-pass"], "llc: run-pass no-such-pass is not registered."),
    (["--passes", "machine-sink,machine-cp", "--pre-ra"],
     "--pre-ra finishes compilation after the last pass (-start-after=machine-cp), but machine-cp runs "
     "after register allocation in llc's pipeline: run it without --pre-ra"),
    (["--passes", "twoaddressinstruction", "--pre-ra"],
     "--pre-ra finishes compilation after the last pass (-start-after=twoaddressinstruction), which "
     "skips phi-node-elimination: the pre-RA MIR is machine SSA (PHIs, three-address instructions), "
     "which llc's register allocator needs lowered (put phi-node-elimination before "
     "twoaddressinstruction in --passes)"),
    (["--passes", "machine-cp", "--inject", f"Nope.Nothing={__file__}"],
     "--inject Nope.Nothing: no compiled function has that symbol or IL name"),
    (["--passes", "machine-cp", "--inject", "Recursion.Gcd"], "--inject Recursion.Gcd: expected FUNCTION=FILE"),
], ids=["unknown-pass", "post-RA-pass-pre-RA", "pre-RA-skips-phi-elimination", "inject-unknown",
        "inject-syntax"])
def test_usage_errors_are_one_line(argv: list[str], error: str, artifacts: Artifacts, capsys) -> None:
    exe = artifacts.assembly(PROGRAMS["recursion"])
    code = cli.main(["passcheck", str(exe), *argv])
    out, err = capsys.readouterr()
    assert (code, out, err) == (2, "", f"cil2mir: error: {error}\n")


def test_help_explains_every_option(capsys) -> None:
    with pytest.raises(SystemExit):
        cli.main(["passcheck", "--help"])
    out = capsys.readouterr().out
    for option in ("-g", "--passes", "--pre-ra", "--llc", "--diff", "--filter", "--inject", "--against",
                   "--timeout", "--keep", "--jobs", "ARG", "delta debugging"):
        assert option in out


# ---- the pieces ------------------------------------------------------------------------------

def test_ddmin_finds_one_culprit_in_few_tests():
    items = [f"f{i}" for i in range(64)]
    tests: list[list[str]] = []

    def fails(subset: list[str]) -> bool:
        tests.append(subset)
        return "f37" in subset

    assert passcheck.ddmin(items, fails) == ["f37"]
    assert len(tests) <= 2 * 6 + 2


def test_ddmin_finds_functions_that_fail_only_together():
    items = [f"f{i}" for i in range(20)]
    assert passcheck.ddmin(items, lambda s: "f3" in s and "f15" in s) == ["f3", "f15"]
    assert passcheck.ddmin(items, lambda s: {"f1", "f2", "f19"} <= set(s)) == ["f1", "f2", "f19"]


def test_llc_failure_lines():
    crash = ("PLEASE submit a bug report to https://github.com/llvm/llvm-project/issues/\n"
             "Stack dump:\n0.\tProgram arguments: llc -run-pass=machine-cp f.mir\n"
             "1.\tRunning pass 'Function Pass Manager' on module 'f.mir'.\n"
             "2.\tRunning pass 'Machine Copy Propagation Pass' on function '@F'\n #0 0x0 llvm::sys::X\n")
    assert passcheck.llc_failure(-11, crash) == \
        "crashed (SIGSEGV) in Machine Copy Propagation Pass on @F"
    assert passcheck.llc_failure(1, "/usr/lib/llvm-19/bin/llc: error: /usr/lib/llvm-19/bin/llc: f.mir:3:1: "
                                    "error: expected top-level entity\n") == \
        "f.mir:3:1: error: expected top-level entity"
    verifier = ("# Machine code for function F: NoPHIs\n*** Bad machine code: Using an undefined physical "
                "register ***\n- function:    F\nLLVM ERROR: Found 1 machine code errors.\n")
    assert passcheck.llc_failure(-6, verifier) == \
        "crashed (SIGABRT): *** Bad machine code: Using an undefined physical register ***"
