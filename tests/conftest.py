"""Shared fixtures for the end-to-end tests: test programs, the Mono oracle, the cil2mir CLI, llc.

Programs
    tests/programs/*.cs          C# programs, built with `mcs -unsafe`, plus the options of a
                                 `// MCS-FLAGS: -optimize+` header line if the program has one
                                 (e.g. to test the code mcs emits when it optimises).
    tests/programs_il/*.il       IL programs, assembled with ilasm. Those named bad_*.il must be
                                 rejected by cil2mir (test_bad_input.py); the others run like
                                 the C# programs.

Everything a test needs is built once per test session and shared (also between pytest-xdist
workers) through `Artifacts`: the assembly (mcs/ilasm), Mono's stdout and exit code for it (the
expected result, always taken at test time), and `cil2mir compile`'s output directory.

mcs, ilasm and mono must be installed: a missing tool fails the tests loudly. llc versions
14..19 that are installed are each a parameter of the MIR tests; at least one is required.
"""

from __future__ import annotations

import fcntl
import glob
import json
import os
import re
import resource
import shutil
import signal
import subprocess
import sys
import tempfile
import zlib
from dataclasses import dataclass
from pathlib import Path

import pytest

TESTS_DIR = Path(__file__).resolve().parent
REPO_ROOT = TESTS_DIR.parent
CS_DIR = TESTS_DIR / "programs"
IL_DIR = TESTS_DIR / "programs_il"

LLC_FLAGS = ["-mtriple=x86_64-unknown-linux-gnu", "-relocation-model=pic"]
COMPILE_TIMEOUT = 300      # seconds for one `cil2mir compile` / llc / cc
RUN_TIMEOUT = 60           # seconds for one program run (a hang is a failure, not a stuck suite)

# Arguments given to a program's Main (Mono gets the same ones). Programs not listed get none.
PROGRAM_ARGS: dict[str, list[str]] = {
    "main_string_args": ["first", "--second", "d\u00e9j\u00e0 vu", ""],
    "main_args_print": ["first", "--second", "d\u00e9j\u00e0 vu", "", "\u00fc\u20ac\U0001F600"],
    "environment_info": ["one", "two words", "", "d\u00e9j\u00e0"],
    # rounds, MiB of arrays per round: about 1 GiB allocated in all (bench/gc_memory.py runs
    # the full-size program)
    "gc_stress": ["80", "8"],
}


# ---- programs that document work not done yet ---------------------------------------------------

@dataclass(frozen=True)
class Xfail:
    """A program expected to fail (strict xfail: a pass is reported, so the entry goes when the
    feature lands). `tests` are fnmatch patterns over the program's test keys: the test
    function's name and its parameters other than the program, e.g.
    `test_run_matches_mono[ir]`, `test_verifier_accepts[llc14-isel.mir]`,
    `test_post_ra_compiles_and_runs[llc19]`, `test_pre_ra_compiles_and_runs[llc14--O2]`,
    `test_compile_is_deterministic[]`. The default `*` is every test of the program (use it
    when `cil2mir compile` rejects the program)."""
    reason: str
    tests: tuple[str, ...] = ("*",)


# compiles, but the output differs on every back end
XFAIL_RUNS = ("test_run_matches_mono[*]", "test_post_ra_compiles_and_runs[*]", "test_pre_ra_compiles_and_runs[*]")
# compiles, and only the MIR back end (our isel/regalloc, all llc runs) gets it wrong
XFAIL_MIR_RUNS = ("test_post_ra_compiles_and_runs[*]", "test_pre_ra_compiles_and_runs[*]")

# Program name -> why it is expected to fail. Only features that are not implemented yet
# belong here, each with the precise reason; nothing that is expected to work.
XFAIL_PROGRAMS: dict[str, Xfail] = {
    # -- not implemented yet: the compile stops (exit 2) --
    # -- a bug in what has landed --
}


def xfail_for(prog_name: str, test_key: str) -> Xfail | None:
    """The Xfail entry that covers this test of this program, if any."""
    import fnmatch
    entry = XFAIL_PROGRAMS.get(prog_name)
    if entry and any(fnmatch.fnmatchcase(test_key, pat) for pat in entry.tests):
        return entry
    return None


def pytest_configure(config) -> None:
    """With `-n N`, hand out the tests by xdist group (`--dist loadgroup`) rather than one
    by one (`load`, -n's default): each program's tests are a group
    (pytest_collection_modifyitems), so one worker compiles the program and runs its tests.
    One by one, the other worker, given the next test of the same program (they are
    adjacent), waited on the compile's lock, up to minutes for a framework program. (Here
    rather than in addopts: `-p no:xdist`, with which goldens are re-blessed, has no --dist.)"""
    # (xdist registers the mark itself; without it, as under -p no:xdist, the mark is ours)
    config.addinivalue_line("markers", "xdist_group(name): tests that one xdist worker runs")
    if getattr(config.option, "dist", None) == "load":
        config.option.dist = "loadgroup"
    if hasattr(config, "workerinput"):      # a worker names the groups in its test ids
        config.option.loadgroup = config.workerinput.get("loadgroup", False)


@pytest.hookimpl(optionalhook=True)
def pytest_configure_node(node) -> None:
    """(xdist, in the controller) tells each worker whether tests go by group: a worker
    parses the command line again, which does not say so."""
    node.workerinput["loadgroup"] = node.config.getvalue("dist") == "loadgroup"


@pytest.hookimpl(tryfirst=True)     # (before xdist's own, which reads the groups)
def pytest_collection_modifyitems(config, items) -> None:  # noqa: ARG001 - pytest hook
    """Mark the tests of XFAIL_PROGRAMS as strict xfails, and put the tests of each program
    in one xdist group (see pytest_configure)."""
    for item in items:
        callspec = getattr(item, "callspec", None)
        prog = callspec.params.get("prog") if callspec else None
        if not isinstance(prog, Program):
            continue
        item.add_marker(pytest.mark.xdist_group(prog.name))
        rest = callspec.id[len(prog.name):] if callspec.id.startswith(prog.name) else callspec.id
        key = f"{item.originalname}[{rest.removeprefix('-')}]"
        entry = xfail_for(prog.name, key)
        if entry is not None:
            item.add_marker(pytest.mark.xfail(reason=entry.reason, strict=True))

# Mono and our programs write UTF-8 only in a UTF-8 locale (both follow it), so pin one.
RUN_ENV_OVERRIDES = {"LC_ALL": "C.UTF-8", "LANG": "C.UTF-8"}

# Every process the tests start gets at most this much stack (the usual Linux default), so
# that a test such as tail_call_deep (10 million tail calls) fails when tail calls grow the
# stack, even on a machine whose `ulimit -s` is unlimited.
STACK_LIMIT = 8 * 1024 * 1024


# ---- the test programs ------------------------------------------------------------------------

@dataclass(frozen=True)
class Program:
    name: str          # the file's stem; also the assembly's file name (name.exe)
    source: Path

    @property
    def kind(self) -> str:
        return "il" if self.source.suffix == ".il" else "cs"

    @property
    def args(self) -> list[str]:
        return PROGRAM_ARGS.get(self.name, [])

    @property
    def mcs_flags(self) -> list[str]:
        return mcs_flags(self.source)

    def __str__(self) -> str:
        return self.name


def mcs_flags(source: Path) -> list[str]:
    """The extra mcs options of a C# program: its `// MCS-FLAGS:` header line, if any."""
    m = re.search(r"^// MCS-FLAGS: *(.*)$", source.read_text(), re.M)
    return m.group(1).split() if m else []


def mcs_argv(mcs: str, source: Path, exe: Path) -> list[str]:
    """How a C# test program is built (also by docs/gen_opcodes.py). -unsafe for all: it
    only permits unsafe code, it changes nothing else."""
    return [mcs, "-nologo", "-warn:0", "-unsafe", *mcs_flags(source), f"-out:{exe}", str(source)]


def _programs() -> list[Program]:
    cs = [Program(p.stem, p) for p in sorted(CS_DIR.glob("*.cs"))]
    il = [Program(p.stem, p) for p in sorted(IL_DIR.glob("*.il")) if not p.stem.startswith("bad_")]
    names = [p.name for p in cs + il]
    dupes = {n for n in names if names.count(n) > 1}
    assert not dupes, f"program names must be unique across programs/ and programs_il/: {sorted(dupes)}"
    return cs + il


RUN_PROGRAMS: list[Program] = _programs()


def compiled_twice(prog: Program) -> bool:
    """Whether the suite compiles prog a second time, for the determinism test: a sixth of the
    programs, chosen by a hash of the name (stable as programs come and go). The others' MIR
    tests take the files of the run against Mono (`cil2mir run --save-temps`): a second
    compile of every program cost a fifth of the suite's time, of a third of them 1,229 s of
    the suite's 4,300 s of CPU (the frontend and the middle end run again in full)."""
    return zlib.crc32(prog.name.encode()) % 6 == 0
BAD_IL_PROGRAMS: list[Program] = [Program(p.stem, p) for p in sorted(IL_DIR.glob("bad_*.il"))]


# ---- llc discovery ------------------------------------------------------------------------------

@dataclass(frozen=True)
class LlcVersion:
    version: int
    path: str

    def __str__(self) -> str:
        return f"llc{self.version}"


def _discover_llcs() -> list[LlcVersion]:
    """Every installed llc among versions 14..19: cil2mir.toolchain's discovery, and our own
    (glob of /usr/lib/llvm-N/bin/llc) so that a broken toolchain module cannot hide llc."""
    found: dict[int, str] = {}
    try:
        from cil2mir.toolchain import installed_llcs
        for llc in installed_llcs():
            if llc.version is not None and 14 <= llc.version <= 19:
                found.setdefault(llc.version, str(llc.path))
    except Exception:  # noqa: BLE001 - fall back to our own discovery below
        pass
    for path in sorted(glob.glob("/usr/lib/llvm-*/bin/llc")):
        m = re.fullmatch(r"/usr/lib/llvm-(\d+)/bin/llc", path)
        if m and 14 <= int(m.group(1)) <= 19 and os.access(path, os.X_OK):
            found.setdefault(int(m.group(1)), path)
    return [LlcVersion(v, found[v]) for v in sorted(found)]


LLCS: list[LlcVersion] = _discover_llcs()


def llc_params() -> list:
    """Parametrisation over installed llcs; if there is none, one parameter that fails."""
    if LLCS:
        return [pytest.param(llc, id=str(llc)) for llc in LLCS]
    return [pytest.param(None, id="no-llc")]


def llc_opt_params() -> list:
    """(llc, opt level) pairs for running LLVM's own allocator on our pre-RA MIR: -O0 (fast)
    on the oldest installed llc, -O2 (greedy) on every other; both on the one llc if there is
    only one. Every llc thus reads, and verifies, every pre-RA file."""
    if not LLCS:
        return [pytest.param(None, "-O2", id="no-llc--O2")]
    pairs = [(LLCS[0], "-O0")] + [(llc, "-O2") for llc in LLCS[1:] or LLCS]
    return [pytest.param(llc, opt, id=f"{llc}-{opt}") for llc, opt in pairs]


def require_llc(llc: LlcVersion | None) -> LlcVersion:
    if llc is None:
        pytest.fail("no llc among versions 14..19 is installed (/usr/lib/llvm-N/bin/llc); "
                    "install llvm-19 (llvm-14 ships with the machine image)")
    return llc


# ---- processes ------------------------------------------------------------------------------------

@dataclass
class Result:
    argv: list[str]
    returncode: int | None      # None: killed after the timeout
    stdout: bytes
    stderr: bytes

    @property
    def timed_out(self) -> bool:
        return self.returncode is None

    def describe(self) -> str:
        err = self.stderr.decode("utf-8", "replace")
        lines = err.splitlines()
        if len(lines) > 30:
            lines = lines[:30] + [f"... ({len(lines) - 30} more lines)"]
        rc = "TIMEOUT" if self.timed_out else str(self.returncode)
        return f"$ {' '.join(self.argv)}\nexit code {rc}\nstderr:\n" + "\n".join("    " + ln for ln in lines)


def _limit_stack() -> None:
    """In the child before exec: lower the soft stack limit to STACK_LIMIT (never raise it)."""
    soft, hard = resource.getrlimit(resource.RLIMIT_STACK)
    if soft == resource.RLIM_INFINITY or soft > STACK_LIMIT:     # then hard > STACK_LIMIT too
        resource.setrlimit(resource.RLIMIT_STACK, (STACK_LIMIT, hard))


def run_process(argv: list[str], *, cwd: Path, timeout: float, env: dict[str, str] | None = None,
                input: bytes | None = None) -> Result:
    """Run a command in its own process group; on timeout kill the whole group (a program run
    by `cil2mir run` is a grandchild and would otherwise keep the pipes open)."""
    full_env = dict(os.environ)
    full_env.update(env or {})
    proc = subprocess.Popen([str(a) for a in argv], cwd=cwd, env=full_env, start_new_session=True,
                            preexec_fn=_limit_stack,
                            stdin=subprocess.PIPE if input is not None else subprocess.DEVNULL,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        out, err = proc.communicate(input, timeout=timeout)
        return Result([str(a) for a in argv], proc.returncode, out, err)
    except subprocess.TimeoutExpired:
        try:
            os.killpg(proc.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        out, err = proc.communicate()
        return Result([str(a) for a in argv], None, out, err)


def cli_env() -> dict[str, str]:
    """Environment for `python -m cil2mir`: the repository importable from any directory, and
    its bytecode cached even where PYTHONDONTWRITEBYTECODE is set (as on this machine kind),
    outside the tree: compiling the package's sources again cost each of the suite's
    hundreds of processes 0.15 s of CPU."""
    env = dict(RUN_ENV_OVERRIDES)
    pp = os.environ.get("PYTHONPATH")
    env["PYTHONPATH"] = str(REPO_ROOT) + (os.pathsep + pp if pp else "")
    env["PYTHONDONTWRITEBYTECODE"] = ""
    env["PYTHONPYCACHEPREFIX"] = os.path.join(tempfile.gettempdir(), "cil2mir-tests-pycache")
    return env


def run_cli(args: list[str], *, cwd: Path, timeout: float = COMPILE_TIMEOUT + RUN_TIMEOUT,
            env: dict[str, str] | None = None) -> Result:
    full = cli_env()
    full.update(env or {})
    return run_process([sys.executable, "-m", "cil2mir", *args], cwd=cwd, timeout=timeout, env=full)


def run_native(exe: Path, args: list[str], *, cwd: Path) -> Result:
    return run_process([exe, *args], cwd=cwd, timeout=RUN_TIMEOUT, env=RUN_ENV_OVERRIDES)


def require_tool(name: str) -> str:
    path = shutil.which(name)
    if not path:
        pytest.fail(f"`{name}` is not installed; the tests need it "
                    "(apt-get install mono-mcs mono-runtime mono-devel)")
    return path


# ---- comparing a run with Mono's ------------------------------------------------------------------

@dataclass(frozen=True)
class Expected:
    stdout: bytes
    returncode: int


def first_difference(expected: bytes, actual: bytes) -> str:
    """Where two outputs first differ, as a short human-readable text."""
    exp_lines = expected.split(b"\n")
    act_lines = actual.split(b"\n")
    for i, (e, a) in enumerate(zip(exp_lines, act_lines)):
        if e != a:
            return (f"first difference at line {i + 1}:\n"
                    f"    mono: {e[:300]!r}\n"
                    f"    ours: {a[:300]!r}")
    # one is a prefix of the other (in lines)
    n = min(len(exp_lines), len(act_lines))
    return (f"outputs agree on the first {n - 1} lines, then mono has {len(exp_lines) - n} more line "
            f"piece(s), ours {len(act_lines) - n}; mono ends {expected[-80:]!r}, ours ends {actual[-80:]!r}")


def assert_same_as_mono(expected: Expected, actual: Result, what: str) -> None:
    """Our run must match Mono's stdout byte for byte, and its exit code."""
    problems = []
    if actual.timed_out:
        problems.append(f"timed out after {RUN_TIMEOUT}s")
    elif actual.returncode != expected.returncode:
        problems.append(f"exit code: mono {expected.returncode}, ours {actual.returncode}")
    if actual.stdout != expected.stdout:
        problems.append(f"stdout differs ({len(expected.stdout)} bytes from mono, {len(actual.stdout)} "
                        f"from ours); {first_difference(expected.stdout, actual.stdout)}")
    if problems:
        pytest.fail(f"{what}: " + "; ".join(problems) + "\n" + actual.describe(), pytrace=False)


# ---- per-session, cross-worker artefact cache ----------------------------------------------------

def _write_json(path: Path, value: object) -> None:
    """Write atomically: other workers test `path.exists()` without the lock, then read it."""
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps(value))
    os.replace(tmp, path)


class Artifacts:
    """Builds each thing once per test session, shared by the pytest-xdist workers of the
    session through a common directory and file locks. Failures are cached too, so that a
    broken compile is reported by every test that needs it without being repeated."""

    def __init__(self, root: Path) -> None:
        self.root = root
        root.mkdir(parents=True, exist_ok=True)

    # -- locking helper: run `make` once, under a lock, unless `done` already exists
    def _once(self, key: str, done: Path, make) -> None:
        if done.exists():
            return
        locks = self.root / "locks"
        locks.mkdir(exist_ok=True)
        with open(locks / f"{key}.lock", "w") as lock:
            fcntl.flock(lock, fcntl.LOCK_EX)
            try:
                if not done.exists():
                    make()
            finally:
                fcntl.flock(lock, fcntl.LOCK_UN)

    def scratch(self, *parts: str) -> Path:
        d = self.root.joinpath("scratch", *parts)
        d.mkdir(parents=True, exist_ok=True)
        return d

    # -- the assembly ---------------------------------------------------------------------------
    def assembly(self, prog: Program) -> Path:
        """prog built with mcs (C#) or ilasm (IL) as <root>/asm/<name>/<name>.exe."""
        out_dir = self.root / "asm" / prog.name
        exe = out_dir / f"{prog.name}.exe"
        status = out_dir / "status.json"

        def make() -> None:
            out_dir.mkdir(parents=True, exist_ok=True)
            if prog.kind == "cs":
                argv = mcs_argv(require_tool("mcs"), prog.source, exe)
            else:
                argv = [require_tool("ilasm"), "/exe", f"/output:{exe}", str(prog.source)]
            r = run_process(argv, cwd=out_dir, timeout=COMPILE_TIMEOUT)
            ok = r.returncode == 0 and exe.is_file()
            _write_json(status, {"ok": ok, "log": r.describe() + "\n" + r.stdout.decode(errors="replace")})

        self._once(f"asm-{prog.name}", status, make)
        info = json.loads(status.read_text())
        if not info["ok"]:
            pytest.fail(f"building test program {prog.source.name} failed:\n{info['log']}", pytrace=False)
        return exe

    # -- Mono's result: the expected output ---------------------------------------------------
    def expected(self, prog: Program) -> Expected:
        exe = self.assembly(prog)
        d = self.root / "mono" / prog.name
        status = d / "status.json"

        def make() -> None:
            d.mkdir(parents=True, exist_ok=True)
            r = run_process([require_tool("mono"), exe, *prog.args], cwd=d, timeout=RUN_TIMEOUT,
                            env=RUN_ENV_OVERRIDES)
            (d / "stdout").write_bytes(r.stdout)
            _write_json(status, {"rc": r.returncode, "log": r.describe()})

        self._once(f"mono-{prog.name}", status, make)
        info = json.loads(status.read_text())
        if info["rc"] is None:
            pytest.fail(f"mono timed out on {prog.name}:\n{info['log']}", pytrace=False)
        return Expected((d / "stdout").read_bytes(), info["rc"])

    # -- cil2mir compile ------------------------------------------------------------------------
    def compiled(self, prog: Program) -> Path:
        """`cil2mir compile <name>.exe -o <dir>`, once; returns <dir> (name.isel.mir, name.mir,
        name.ll, name.bc). For a program not compiled_twice, the directory of those files that
        `ran` kept."""
        if not compiled_twice(prog):
            result, temps = self.ran(prog)
            if not (temps / f"{prog.name}.mir").is_file():
                pytest.fail(f"cil2mir compile of {prog.name}.exe (in `cil2mir run --save-temps`) "
                            f"failed:\n{result.describe()}", pytrace=False)
            return temps
        exe = self.assembly(prog)
        d = self.root / "compiled" / prog.name
        out = d / "out"
        status = d / "status.json"

        def make() -> None:
            d.mkdir(parents=True, exist_ok=True)
            r = run_cli(["compile", str(exe), "-o", str(out)], cwd=d, timeout=COMPILE_TIMEOUT,
                        env={"PYTHONHASHSEED": "1"})
            _write_json(status, {"ok": r.returncode == 0, "log": r.describe()})

        self._once(f"compile-{prog.name}", status, make)
        info = json.loads(status.read_text())
        if not info["ok"]:
            pytest.fail(f"cil2mir compile {prog.name}.exe failed:\n{info['log']}", pytrace=False)
        return out


    # -- cil2mir run ----------------------------------------------------------------------------
    def ran(self, prog: Program, backend: str = "ir") -> tuple[Result, Path]:
        """`cil2mir run <name>.exe --backend B --save-temps <dir>`, once: the run's result and
        <dir>, the files its compile wrote. That compile differs from `compiled`'s in the hash
        seed, the current directory and the output directory, so the two are the inputs of
        the determinism test, which thus costs no compile of its own."""
        exe = self.assembly(prog)
        d = self.root / "run" / backend / prog.name
        cwd, temps = d / "elsewhere", d / "temps"
        status = d / "status.json"

        def make() -> None:
            cwd.mkdir(parents=True, exist_ok=True)
            argv = ["run", str(exe), "--backend", backend, "--save-temps", str(temps)]
            r = run_cli([*argv, "--", *prog.args] if prog.args else argv, cwd=cwd,
                        env={"PYTHONHASHSEED": "2718"})
            (d / "stdout").write_bytes(r.stdout)
            (d / "stderr").write_bytes(r.stderr)
            _write_json(status, {"argv": r.argv, "rc": r.returncode})

        self._once(f"run-{backend}-{prog.name}", status, make)
        info = json.loads(status.read_text())
        result = Result(info["argv"], info["rc"], (d / "stdout").read_bytes(), (d / "stderr").read_bytes())
        return result, temps


def _session_root(tmp_path_factory: pytest.TempPathFactory) -> Path:
    base = tmp_path_factory.getbasetemp()
    if os.environ.get("PYTEST_XDIST_WORKER"):
        # basetemp is .../pytest-N/popen-gwK: the parent is this session's, shared by its workers
        return base.parent / "cil2mir-artifacts"
    return base / "cil2mir-artifacts"


@pytest.fixture(scope="session")
def artifacts(tmp_path_factory: pytest.TempPathFactory) -> Artifacts:
    for tool in ("mcs", "ilasm", "mono"):
        require_tool(tool)
    return Artifacts(_session_root(tmp_path_factory))
