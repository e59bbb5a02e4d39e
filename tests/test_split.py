"""`cil2mir compile --split`: one pre-RA and one post-RA MIR file per function.

- file names: the symbol, safe, stable and unique (collisions in case, overlong names);
- every file loads alone in each installed llc (14..19): the pre-RA ones pass
  `-run-pass=none -verify-machineinstrs`, the post-RA ones compile (verified) with
  `-start-before=prologepilog`;
- the objects of all post-RA files and of App.globals.ll, linked with the runtime, are the
  program: it prints what Mono prints;
- --filter selects functions by IL name or symbol, and a filter that selects nothing is an
  error that writes nothing.
"""

from __future__ import annotations

import re
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from cil2mir.emit import split
from tests.conftest import (COMPILE_TIMEOUT, LLC_FLAGS, RUN_PROGRAMS, Artifacts, LlcVersion,
                            assert_same_as_mono, llc_params, require_llc, run_cli, run_native,
                            run_process)

PROGRAMS = {p.name: p for p in RUN_PROGRAMS}
# small programs with globals of every kind: statics, vtables, strings, exception types
SPLIT_PROGRAMS = ["class_fields_ctors", "exceptions_filters"]


# ---- names -----------------------------------------------------------------------------------

def test_file_names_are_the_symbols_when_they_can_be():
    symbols = ["Program.Main", "Stack_1_int32_.Push", "Point..ctor", "cil2mir_main"]
    assert split.file_names(symbols) == {s: s for s in symbols}


def test_file_names_differing_in_case_stay_distinct_and_stable():
    names = split.file_names(["A.f", "A.F", "a.f"])
    # the first in sorted order ("A.F") keeps its name; the others get a hash of their symbol
    assert names["A.F"] == "A.F"
    assert re.fullmatch(r"A\.f-[0-9a-f]{12}", names["A.f"])
    assert re.fullmatch(r"a\.f-[0-9a-f]{12}", names["a.f"])
    assert len({n.casefold() for n in names.values()}) == 3
    assert split.file_names(["a.f", "A.F", "A.f"]) == names          # order does not matter
    assert split.file_names(["A.f"]) == {"A.f": "A.f"}


def test_overlong_and_odd_names():
    long_a = "System.Collections.Generic.Dictionary_2_" + "x" * 300 + ".Add"
    long_b = long_a[:-3] + "Remove"
    names = split.file_names([long_a, long_b, ".hidden", "we/ird name"])
    for symbol in (long_a, long_b):
        assert len(names[symbol]) == split.MAX_STEM
        assert names[symbol].startswith("System.Collections.Generic.Dictionary_2_xxx")
    assert names[long_a] != names[long_b]
    assert names[".hidden"] == "_.hidden"
    assert names["we/ird name"] == "we_ird_name"
    assert split.file_names(["we/ird name", ".hidden", long_b, long_a]) == names   # order
    assert split.file_names([long_a])[long_a] == names[long_a]              # stable


def test_filter_matches_il_name_or_symbol():
    fn = split.FunctionCode("Stack_1_int32_.Push", "Stack`1<int32>::Push", "", "")
    assert split.matches(fn, [])
    assert split.matches(fn, ["Stack`1<*>::*"]) and split.matches(fn, ["Stack_1_*.Push"])
    assert split.matches(fn, ["Nope", "*::Push"])
    assert not split.matches(fn, ["stack*"])          # case-sensitive
    assert not split.matches(fn, ["Push"])            # the whole name


def test_mir_symbols():
    text = ('    CALL64pcrel32 @Program.Fib, csr_64\n'
            '    $rax = MOV64rm $rip, 1, $noreg, @"odd name", $noreg :: (load (s64) from @g + 8)\n'
            '    CALL64pcrel32 &memcpy, csr_64\n')
    assert split.mir_symbols(text) == {"Program.Fib", "odd name", "g"}


# ---- the files, in llc, against Mono --------------------------------------------------------

@pytest.fixture(scope="module")
def split_dirs(artifacts: Artifacts) -> dict[str, Path]:
    """`cil2mir compile --split` of each SPLIT_PROGRAMS program, once."""
    out = {}
    for name in SPLIT_PROGRAMS:
        prog = PROGRAMS[name]
        exe = artifacts.assembly(prog)
        d = artifacts.scratch("split", name)
        r = run_cli(["compile", str(exe), "--split", "-o", str(d / "out")], cwd=d, timeout=COMPILE_TIMEOUT)
        assert r.returncode == 0, r.describe()
        out[name] = d / "out"
    return out


def _llc(llc: LlcVersion, args: list[str], cwd: Path) -> str | None:
    r = run_process([llc.path, *LLC_FLAGS, *args], cwd=cwd, timeout=COMPILE_TIMEOUT)
    return None if r.returncode == 0 else r.describe()


@pytest.mark.parametrize("llc", llc_params())
@pytest.mark.parametrize("name", SPLIT_PROGRAMS)
def test_split_files_load_alone_and_link_into_the_program(name: str, llc: LlcVersion | None,
                                                         split_dirs, artifacts: Artifacts) -> None:
    llc = require_llc(llc)
    prog = PROGRAMS[name]
    out = split_dirs[name]
    isel = sorted((out / "isel").glob("*.mir"))
    post = sorted((out / "mir").glob("*.mir"))
    assert [p.name for p in isel] == [p.name for p in post] and len(post) > 10
    for f in post:                  # one function defined, and it is the file's
        text = f.read_text()
        defines = re.findall(r'^  define [^@]*@"([^"]+)"', text, re.M)
        assert len(defines) == 1 and re.search(rf"^name: *{re.escape(defines[0])}$", text, re.M), f
        assert split.file_names([defines[0]])[defines[0]] == f.stem
    cwd = artifacts.scratch("split-objects", str(llc), name)
    jobs = [(["-run-pass=none", "-verify-machineinstrs", str(f), "-o", "/dev/null"]) for f in isel]
    jobs += [["-start-before=prologepilog", "-verify-machineinstrs", "-O2", "-filetype=obj", str(f),
              "-o", str(cwd / f"{f.stem}.o")] for f in post]
    jobs.append(["-O2", "-filetype=obj", str(out / f"{name}.globals.ll"), "-o", str(cwd / "globals.o")])
    with ThreadPoolExecutor(2) as pool:
        failures = [e for e in pool.map(lambda a: _llc(llc, a, cwd), jobs) if e]
    assert not failures, f"{len(failures)} llc runs failed, the first:\n{failures[0]}"
    from cil2mir import toolchain
    exe = cwd / name
    toolchain.link([cwd / f"{f.stem}.o" for f in post] + [cwd / "globals.o"], exe)
    assert_same_as_mono(artifacts.expected(prog), run_native(exe, prog.args, cwd=cwd),
                        f"{name}: the split post-RA objects linked ({llc})")


def test_filter_selects_by_il_name_or_symbol_and_removes_stale_files(artifacts: Artifacts, tmp_path):
    exe = artifacts.assembly(PROGRAMS["class_fields_ctors"])
    out = tmp_path / "out"
    for d in ("isel", "mir"):                  # an earlier compile's file, and someone else's
        (out / d).mkdir(parents=True)
        (out / d / "Stale.mir").write_text("stale")
        (out / d / "notes.txt").write_text("mine")
    # an IL name pattern (Point's two constructors are overloads) and a symbol
    r = run_cli(["compile", str(exe), "--split", "--filter", "Point::*", "--filter", "cil2mir_main",
                 "-o", str(out)], cwd=tmp_path)
    assert r.returncode == 0, r.describe()
    functions = ["Point..ctor_i32_i32.mir", "Point..ctor_void.mir", "Point.Move.mir", "Point.Sum.mir",
                 "cil2mir_main.mir"]
    for d in ("isel", "mir"):
        assert sorted(p.name for p in (out / d).iterdir()) == [*functions, "notes.txt"]
    assert r.stderr.decode().splitlines()[-1] == \
        f"wrote {len(functions)} functions' pre-RA and post-RA MIR in {out / 'isel'} and {out / 'mir'}"
    assert sorted(p.name for p in out.iterdir()) == [
        "class_fields_ctors.bc", "class_fields_ctors.globals.ll", "class_fields_ctors.isel.mir",
        "class_fields_ctors.ll", "class_fields_ctors.mir", "isel", "mir"]


def test_filter_that_matches_nothing_writes_nothing(artifacts: Artifacts, tmp_path):
    exe = artifacts.assembly(PROGRAMS["class_fields_ctors"])
    r = run_cli(["compile", str(exe), "--split", "--filter", "NoSuch::*", "-o", str(tmp_path / "out")],
                cwd=tmp_path)
    assert r.returncode == 2
    assert r.stderr.decode().splitlines() == [
        "cil2mir: error: --filter NoSuch::*: no compiled method matches (patterns match "
        "Namespace.Type::Method or the symbol, e.g. Point::.ctor)"]
    assert not (tmp_path / "out").exists()
    r = run_cli(["compile", str(exe), "--filter", "*", "-o", str(tmp_path / "out")], cwd=tmp_path)
    assert r.returncode == 2 and b"--filter needs --split" in r.stderr


def test_split_files_do_not_depend_on_the_function_cache(artifacts: Artifacts, tmp_path, monkeypatch):
    """Bodies built now and bodies from the cache print their declarations alike."""
    from cil2mir import driver
    exe = artifacts.assembly(PROGRAMS["class_fields_ctors"])
    monkeypatch.setenv("CIL2MIR_CACHE_DIR", str(tmp_path / "cache"))

    def files() -> list[tuple[str, str, str]]:
        c = driver.compile_module(exe)
        return [(f.stem, f.isel, f.mir) for f in c.split_files()] + [("", c.ir_parts.globals_module(), "")]
    cold, warm = files(), files()
    monkeypatch.setenv("CIL2MIR_CACHE", "0")
    assert cold == warm == files()
