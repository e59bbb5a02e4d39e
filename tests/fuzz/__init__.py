"""A fuzzer for cil2mir's handling of bad input: mutated assemblies must give exit code 0 or 2,
never an internal error (exit 3, a traceback), never a hang, and never leave output files
behind when the compile fails.

Seeds are the test suite's own small programs (tests/programs_il, assembled with ilasm).
Mutants are made in two ways:
  * bytes: bit flips, interesting values and truncations, anywhere or aimed at one part of the
    file (the metadata tables, each heap, IL opcodes, branch offsets, tokens, exception
    clauses, method RVAs), located with dnfile and cil2mir's own IL decoder;
  * IL text, assembled again with ilasm (valid metadata, inconsistent types): a field or
    local retyped (a struct used as a class), an argument dropped before a call, a method's
    body removed, a virtual method made abstract without an override.
Each mutant is compiled in a forked child of a process that imported cil2mir once (a fork is
far cheaper than starting Python), with a time limit; `python -m tests.fuzz` runs any number
of them and keeps the failures, tests/test_fuzz.py a bounded run in CI. A sample of the
mutants that compile is also built and run natively next to Mono: the native program must
not crash (die by a signal) where Mono's run ends cleanly.
"""

from __future__ import annotations

import builtins
import os
import random
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

TESTS_DIR = Path(__file__).resolve().parent.parent
IL_DIR = TESTS_DIR / "programs_il"
TIMEOUT = 60.0          # seconds for one compile of a small mutant (a hang is a failure)
RUN_TIMEOUT = 20.0      # seconds for one run of a mutant, native or Mono's (a loop that never
                        # ends is no failure: mutated branches make them, and Mono's runs too)


@dataclass(frozen=True)
class Seed:
    name: str
    data: bytes                     # the assembled program
    il: str                         # its IL source
    regions: dict[str, list[tuple[int, int]]]   # part -> (file offset, length) spans


@dataclass(frozen=True)
class Outcome:
    code: int | None                # None: killed at the time limit
    stderr: str
    leftovers: list[str]            # files in the output directory after a failed compile

    @property
    def failure(self) -> str | None:
        """Why this outcome breaks the contract (None: it does not)."""
        if self.code is None:
            return "hang"
        if self.code not in (0, 2):
            return f"exit {self.code}"
        if "Traceback" in self.stderr:
            return "traceback"
        if self.code == 2 and self.leftovers:
            return "partial output"
        if self.code == 2 and len(self.stderr.strip().splitlines()) != 1:
            return "not one line"
        if self.code == 2 and python_exception_named(self.stderr):
            return "names a Python exception"
        return None


# Python's exception classes, and those of the packages that parse the file for us: a bad-input
# message that names one wraps an exception instead of saying what is wrong where.
_PYTHON_EXCEPTIONS = sorted(
    {n for n, v in vars(builtins).items() if isinstance(v, type) and issubclass(v, BaseException)
     and n not in ("BaseException", "Exception")}
    | {"PEFormatError", "MethodBodyFormatError", "struct.error"})
_PYTHON_EXCEPTION = re.compile(r"(?<![\w.])(" + "|".join(map(re.escape, _PYTHON_EXCEPTIONS)) + r")\b")


def python_exception_named(message: str) -> str | None:
    """The Python exception class `message` names, if any (`IndexError`, `PEFormatError`)."""
    m = _PYTHON_EXCEPTION.search(message)
    return m.group(1) if m else None


# ---- seeds ------------------------------------------------------------------------------------

def ilasm(source: str, out: Path) -> bool:
    src = out.with_suffix(".il")
    src.write_text(source)
    r = subprocess.run(["ilasm", "/quiet", "/exe", f"/output:{out}", str(src)],
                       capture_output=True, timeout=TIMEOUT)
    return r.returncode == 0 and out.is_file()


def load_seeds(work: Path) -> list[Seed]:
    """The runnable IL programs (not the bad_*.il ones), assembled, with their parts located."""
    seeds = []
    for il in sorted(IL_DIR.glob("*.il")):
        if il.name.startswith("bad_"):
            continue
        exe = work / f"{il.stem}.exe"
        if ilasm(il.read_text(), exe):
            seeds.append(Seed(il.stem, exe.read_bytes(), il.read_text(), _regions(str(exe))))
    return seeds


def _regions(path: str) -> dict[str, list[tuple[int, int]]]:
    import dnfile
    from cil2mir.frontend.assembly import Assembly
    from cil2mir.frontend.cil import decode_body
    pe = dnfile.dnPE(path)
    regions: dict[str, list[tuple[int, int]]] = {}
    for s in pe.net.metadata.streams_list:
        name = s.struct.Name.decode(errors="replace")
        regions.setdefault("tables" if name in ("#~", "#-") else f"heap {name}", []).append(
            (pe.get_offset_from_rva(s.rva), s.struct.Size))
    asm = Assembly(path)
    opcodes, branches, tokens, clauses = [], [], [], []
    for m in asm.methods:
        if not m.rva:
            continue
        start = pe.get_offset_from_rva(m.rva)
        fat = pe.__data__[start] & 3 == 3
        header = (pe.__data__[start + 1] >> 4) * 4 if fat else 1
        body = decode_body(asm, m)
        for ins in body.instrs:
            at = start + header + ins.offset
            opcodes.append((at, 1))
            if ins.is_token:
                tokens.append((at + ins.size - 4, 4))
            elif isinstance(ins.operand, list) or ins.op.startswith("b") and ins.op != "break":
                branches.append((at + 1, max(1, ins.size - 1)))     # (the offset bytes)
        if fat and pe.__data__[start] & 0x8:            # more sections: exception clauses
            code_size = int.from_bytes(pe.__data__[start + 4:start + 8], "little")
            eh = (start + header + code_size + 3) & ~3
            clauses.append((eh, 24))
    # a MethodDef row starts with the method's RVA
    table = pe.net.mdtables.MethodDef
    rvas = [(table.file_offset + i * table.row_size, 4) for i in range(table.num_rows)] \
        if table is not None else []
    regions.update({"opcodes": opcodes, "branches": branches, "tokens": tokens,
                    "clauses": clauses, "method rvas": rvas})
    return {k: v for k, v in regions.items() if v}


# ---- mutations --------------------------------------------------------------------------------

INTERESTING = (0x00, 0xFF, 0x7F, 0x80, 0x01, 0xFE)
BYTE_MUTATIONS = ("flip", "interesting", "truncate", "opcodes", "branches", "tokens", "tables",
                  "heaps", "clauses", "method rvas")


def mutate_bytes(seed: Seed, rng: random.Random) -> tuple[str, bytes]:
    """(what was done, the mutant)."""
    data = bytearray(seed.data)
    kind = rng.choice(BYTE_MUTATIONS)
    if kind == "truncate":
        cut = rng.randrange(len(data))
        return f"truncate at {cut}", bytes(data[:cut])
    if kind in ("flip", "interesting"):
        spans = [(0, len(data))]
    elif kind == "heaps":
        spans = [s for k, v in seed.regions.items() if k.startswith("heap ") for s in v]
    else:
        spans = seed.regions.get(kind, [])
    if not spans:
        spans = [(0, len(data))]
    done = []
    for _ in range(rng.choice((1, 1, 1, 2, 4))):
        start, length = rng.choice(spans)
        at = start + rng.randrange(max(1, length))
        if at >= len(data):
            continue
        if kind == "flip":
            data[at] ^= 1 << rng.randrange(8)
        elif kind == "opcodes":
            data[at] = rng.randrange(256)
        else:
            data[at] = rng.choice(INTERESTING) if rng.random() < 0.6 else rng.randrange(256)
        done.append(at)
    return f"{kind} at {done}", bytes(data)


_TYPES = ("int32", "int64", "float64", "object", "string", "bool", "native int", "int32[]",
          "valuetype [mscorlib]System.Decimal", "class [mscorlib]System.Exception", "int32&")
_SIMPLE_TYPE = r"\b(int32|int64|float64|string|object|bool)\b"
_CALLEE = r"\S+::\S+\(.*\)"
_OPCODE = r"\b(ldloc|stloc|ldarg|add|sub|mul|ldfld|stfld|box|unbox\.any|castclass)\b"
_OTHER_OPCODES = ("ldnull", "ldc.i4.0", "ldc.r8 1.5", "pop", "dup", "ldstr \"x\"")


def _swap_callee(line: str, lines: list[str], rng: random.Random) -> list[str]:
    callees = [m.group(0) for x in lines for m in [re.search(_CALLEE, x)] if m]
    return [re.sub(_CALLEE, rng.choice(callees), line, count=1) if callees else line]


def _swap_opcode(line: str, lines: list[str], rng: random.Random) -> list[str]:
    if "fld" in line:                                   # an instance field read as a static one
        return [line.replace("ldfld", "ldsfld", 1)]
    return [re.sub(_OPCODE, rng.choice(_OTHER_OPCODES), line, count=1)]


_Edit = Callable[[str, list[str], random.Random], list[str]]
_CALL = r"\b(call|callvirt|newobj)\b"
# what a mutation of the IL text applies to (a line), and the lines it puts in its place
_TEXT_MUTATIONS: dict[str, tuple[Callable[[str], object], _Edit]] = {
    "retype": (lambda x: re.search(_SIMPLE_TYPE, x),
               lambda x, _, rng: [re.sub(_SIMPLE_TYPE, rng.choice(_TYPES), x, count=1)]),
    "drop argument": (lambda x: re.search(_CALL, x), lambda x, _, rng: ["    pop", x]),
    "extra argument": (lambda x: re.search(_CALL, x), lambda x, _, rng: ["    ldc.i4.7", x]),
    "no body": (lambda x: ".method" in x and "abstract" not in x,
                lambda x, _, rng: [x.replace("cil managed", "cil managed internalcall")]),
    "abstract": (lambda x: ".method" in x and "virtual" in x,
                 lambda x, _, rng: [x.replace(".method", ".method abstract", 1)]),
    "swap call": (lambda x: re.search(r"\b(call|callvirt)\b.*::", x), _swap_callee),
    "swap opcode": (lambda x: re.match(r"\s*(IL_\w+:\s*)?" + _OPCODE, x), _swap_opcode),
}


def mutate_text(seed: Seed, rng: random.Random) -> tuple[str, str]:
    """(what was done, the mutated IL source): metadata that ilasm accepts but whose types or
    calls do not agree."""
    lines = seed.il.splitlines()
    kind = rng.choice(list(_TEXT_MUTATIONS))
    applies, edit = _TEXT_MUTATIONS[kind]
    where = [i for i, x in enumerate(lines) if applies(x)]
    if where:
        i = rng.choice(where)
        lines[i:i + 1] = edit(lines[i], lines, rng)
    return kind, "\n".join(lines) + "\n"


# ---- running ----------------------------------------------------------------------------------

def compile_in_child(path: Path, out: Path, timeout: float = TIMEOUT) -> Outcome:
    """`cil2mir compile path -o out` in a forked child (cil2mir is imported once, here)."""
    from cil2mir import cli
    err = path.with_suffix(".stderr")
    pid = os.fork()
    if pid == 0:                                       # the child: run the CLI, exit with its code
        code = 3
        try:
            # (fresh Python streams: a test runner may have replaced sys.stderr)
            os.dup2(os.open(err, os.O_WRONLY | os.O_CREAT | os.O_TRUNC), 2)
            os.dup2(os.open(os.devnull, os.O_WRONLY), 1)
            sys.stdout, sys.stderr = open(1, "w", closefd=False), open(2, "w", closefd=False)
            code = cli.main(["compile", str(path), "-o", str(out)])
        finally:
            sys.stdout.flush()
            sys.stderr.flush()
            os._exit(code)
    deadline = time.monotonic() + timeout
    while True:
        done, status = os.waitpid(pid, os.WNOHANG)
        if done:
            break
        if time.monotonic() > deadline:
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
            return Outcome(None, _read(err), _leftovers(out))
        time.sleep(0.005)
    code = os.waitstatus_to_exitcode(status)
    return Outcome(code, _read(err), _leftovers(out))


def _run(argv: list[str]) -> subprocess.CompletedProcess | None:
    """argv's run with no input (None: still running at RUN_TIMEOUT, then killed)."""
    try:
        return subprocess.run(argv, capture_output=True, stdin=subprocess.DEVNULL, timeout=RUN_TIMEOUT)
    except subprocess.TimeoutExpired:
        return None


def run_native(mutant: Path, out: Path) -> str | None:
    """Builds the mutant (which compiles) and runs it natively and on Mono: why the native
    run breaks the contract (None: it does not). It may fail as Mono's does (an unhandled
    exception, exit 1) or differ from it; it must not die by a signal when Mono's run ends
    with an exit code of its own and no crash report."""
    exe = out / "native"
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(
        filter(None, [str(TESTS_DIR.parent), os.environ.get("PYTHONPATH")]))}
    try:
        built = subprocess.run([sys.executable, "-m", "cil2mir", "build", str(mutant), "-o", str(exe)],
                               capture_output=True, timeout=2 * TIMEOUT, env=env)
    except subprocess.TimeoutExpired:
        return "build: hang"
    if built.returncode != 0:
        return f"build: exit {built.returncode}" if built.returncode != 2 else None
    native = _run([str(exe)])
    if native is None or native.returncode >= 0:
        return None
    mono = _run(["mono", str(mutant)])
    if mono is None or mono.returncode < 0 or mono.returncode == 134 \
            or b"Native stacktrace" in mono.stderr or b"SIGSEGV" in mono.stderr:
        return None                 # Mono crashes too (or does not finish)
    return f"native run killed by signal {-native.returncode} (Mono: exit {mono.returncode})"


def _read(p: Path) -> str:
    try:
        return p.read_text(errors="replace")
    except OSError:
        return ""


def _leftovers(out: Path) -> list[str]:
    return sorted(p.name for p in out.iterdir()) if out.exists() else []


@dataclass(frozen=True)
class Failure:
    seed: str
    mutation: str
    why: str
    stderr: str
    mutant: Path


@dataclass
class Report:
    count: int = 0
    failures: list[Failure] = field(default_factory=list)    # their mutants copied to `keep`
    codes: dict[int | None, int] = field(default_factory=dict)   # exit code -> mutants
    ran: int = 0            # mutants built and run natively next to Mono


def run(count: int, seed: int, keep: Path | None = None, text_share: float = 0.2,
        progress: bool = False, run_share: float = 0.0) -> Report:
    """Compile `count` mutants (a fixed `seed` makes the run repeatable); of those that
    compile, build and run a `run_share` natively next to Mono (run_native)."""
    os.environ["CIL2MIR_CACHE"] = "0"                  # every mutant is new: nothing to reuse
    rng = random.Random(seed)
    sample = random.Random(seed + 1)        # (its own: the mutants are those of run_share 0)
    report = Report(count)
    failures, codes = report.failures, report.codes
    with tempfile.TemporaryDirectory(prefix="cil2mir-fuzz-") as tmp:
        work = Path(tmp)
        seeds = load_seeds(work)
        for n in range(count):
            s = rng.choice(seeds)
            mutant = work / f"m{n}.exe"
            if rng.random() < text_share:
                what, source = mutate_text(s, rng)
                if not ilasm(source, mutant):
                    mutant.write_bytes(s.data)      # ilasm refused it: a byte mutant instead
                    what, data = mutate_bytes(s, rng)
                    mutant.write_bytes(data)
            else:
                what, data = mutate_bytes(s, rng)
                mutant.write_bytes(data)
            out = work / f"out{n}"
            outcome = compile_in_child(mutant, out)
            codes[outcome.code] = codes.get(outcome.code, 0) + 1
            why = outcome.failure
            if why is None and outcome.code == 0 and sample.random() < run_share:
                report.ran += 1
                why = run_native(mutant, out)
            if why is not None:
                kept = mutant
                if keep is not None:
                    keep.mkdir(parents=True, exist_ok=True)
                    kept = keep / f"{s.name}-{n}.exe"
                    shutil.copy(mutant, kept)
                failures.append(Failure(s.name, what, why, outcome.stderr.strip()[-2000:], kept))
            shutil.rmtree(out, ignore_errors=True)
            mutant.unlink(missing_ok=True)
            mutant.with_suffix(".stderr").unlink(missing_ok=True)
            if progress and (n + 1) % 100 == 0:
                print(f"{n + 1} mutants, {len(failures)} failures", flush=True)
    return report
