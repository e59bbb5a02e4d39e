"""`cil2mir passcheck`: a differential tester of LLVM's machine passes on real programs.

    compile (per-function MIR files, emit/split.py)
      -> llc -run-pass=none F.mir      (the function as llc prints it: what "changed" compares to)
      -> llc -run-pass=P1,P2 F.mir     (each selected function; --inject: a given file instead)
      -> objects: every function unmodified (post-RA file, -start-before=prologepilog), each
         changed one modified (post-RA: the same; --pre-ra: -start-after=<the last pass>),
         and the module of the globals
      -> link with the runtime, run, compare stdout and exit code with the reference
         (Mono's, or the unmodified build's)
      -> behaviour changed: delta debugging (ddmin) over the changed functions, each trial a
         link of modified objects for a subset and unmodified ones for the rest, down to a
         set of functions whose modification alone changes the behaviour.

Every function is compiled to an object once each way, so a trial costs a link and a run.
Exit codes (cli.py): 0 behaviour preserved, 1 changed (or llc failed on a function after
the passes), 2 bad input or usage (an unknown pass, a pass llc cannot finish after).
"""

from __future__ import annotations

import difflib
import os
import re
import shlex
import shutil
import subprocess
import tempfile
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Iterable, Sequence

from cil2mir import driver, toolchain
from cil2mir.emit import split
from cil2mir.errors import CompileError, ToolError

REFERENCES = ("mono", "build")
RUN_TIMEOUT = 60.0            # seconds, per run of the program (a hang is a behaviour change)


@dataclass
class Options:
    passes: list[str]
    pre_ra: bool = False
    llc_path: str | None = None
    diff: bool = False
    patterns: list[str] = field(default_factory=list)     # --filter: the functions to modify
    inject: dict[str, Path] = field(default_factory=dict)  # function -> MIR file (the passes' output)
    against: str | None = None       # the reference: mono | build; None: mono when installed
    args: list[str] = field(default_factory=list)        # the program's arguments
    timeout: float = RUN_TIMEOUT
    keep: Path | None = None         # keep the work files here
    jobs: int = 0                    # parallel llc runs (0: one per CPU)
    references: Sequence[str | Path] = ()                 # -r libraries
    on_stub: driver.OnStub | None = None
    debug: bool = False              # -g: source locations in the MIR and the builds


# ---- running the program ---------------------------------------------------------------------

@dataclass(frozen=True)
class Run:
    stdout: bytes
    returncode: int | None          # None: killed after the timeout
    stderr: bytes = b""

    def same(self, other: "Run") -> bool:
        return self.stdout == other.stdout and self.returncode == other.returncode

    @property
    def exit(self) -> str:
        return "timed out" if self.returncode is None else f"exit code {self.returncode}"


def run_program(argv: list[str], timeout: float) -> Run:
    try:
        p = subprocess.run(argv, stdin=subprocess.DEVNULL, capture_output=True, timeout=timeout)
    except subprocess.TimeoutExpired as e:
        return Run(e.stdout or b"", None, e.stderr or b"")
    except OSError as e:
        raise ToolError(f"cannot run {argv[0]}: {e.strerror or e}") from None
    code = p.returncode
    return Run(p.stdout, 128 - code if code < 0 else code, p.stderr)


def difference(expected: Run, actual: Run, reference: str) -> str:
    """How `actual` differs from `expected`, in one line."""
    problems = []
    if expected.returncode != actual.returncode:
        problems.append(f"{actual.exit} where {reference} has {expected.exit}")
    if expected.stdout != actual.stdout:
        exp, act = expected.stdout.split(b"\n"), actual.stdout.split(b"\n")
        for i, (e, a) in enumerate(zip(exp, act)):
            if e != a:
                problems.append(f"stdout line {i + 1} is {a[:120]!r} where {reference} has {e[:120]!r}")
                break
        else:
            problems.append(f"stdout has {len(act)} lines where {reference} has {len(exp)} "
                            f"(the shorter is a prefix of the longer)")
    if actual.returncode is not None and actual.returncode >= 128 and actual.stderr:
        problems.append(f"stderr: {actual.stderr.decode(errors='replace').strip().splitlines()[-1][:200]}")
    return "; ".join(problems) or "the same"


# ---- delta debugging -------------------------------------------------------------------------

def ddmin(items: list[str], fails: Callable[[list[str]], bool]) -> list[str]:
    """Zeller's ddmin: a 1-minimal subset of `items` (which fails) that still fails: removing
    any one element makes it pass. One culprit among n takes about 2 log2(n) tests."""
    n = 2
    while len(items) >= 2:
        size = -(-len(items) // n)
        chunks = [items[i:i + size] for i in range(0, len(items), size)]
        for chunk in chunks:
            if fails(chunk):
                items, n = chunk, 2
                break
        else:
            for chunk in chunks if len(chunks) > 2 else ():
                rest = [x for x in items if x not in chunk]
                if fails(rest):
                    items, n = rest, max(n - 1, 2)
                    break
            else:
                if n >= len(items):
                    break
                n = min(len(items), 2 * n)
    return items


# ---- per-function work -----------------------------------------------------------------------

@dataclass
class Function:
    file: split.SplitFile
    selected: bool
    source: Path | None = None      # the file the passes run on
    printed: str = ""               # llc -run-pass=none of it
    passed: Path | None = None      # the passes' output (or the injected file)
    passed_text: str = ""
    changed: bool = False
    injected: bool = False
    error: str | None = None        # llc failed on it with the passes, or finishing after them
    failed_in: str | None = None    # "passes" or "finish"
    base_obj: Path | None = None
    mod_obj: Path | None = None

    @property
    def symbol(self) -> str:
        return self.file.function.symbol

    def body_diff(self) -> list[str]:
        return list(difflib.unified_diff(_function_part(self.printed).splitlines(),
                                         _function_part(self.passed_text).splitlines(),
                                         "before", "after", lineterm="", n=2))


def _function_part(mir: str) -> str:
    """A MIR file without its IR module: the machine function documents."""
    m = re.search(r"^\.\.\.$", mir, re.M)
    return mir[m.end():] if m else mir


_INSTRUCTION = re.compile(r"^ {4,}(?!successors:|liveins:|;)\S")


def _unlocated(mir: str) -> int:
    """How many machine instructions of a MIR file have no debug-location. With -g every
    instruction we write has one (a line-0 one when it has no IL offset), so any after the
    passes were made or rewritten by a pass that did not carry a location over: what
    LLVM's debugify checks look for."""
    count, body = 0, False
    for ln in _function_part(mir).splitlines():
        if ln and not ln.startswith(" "):          # (blank lines separate blocks)
            body = ln.startswith("body:")
        elif body and _INSTRUCTION.match(ln) and "debug-location" not in ln:
            count += 1
    return count


class LlcFailed(Exception):
    """llc failed; the message says how, in one line."""


def run_llc(argv: list[str]) -> None:
    try:
        p = subprocess.run(argv, capture_output=True, text=True)
    except OSError as e:
        raise ToolError(f"llc: cannot run {argv[0]}: {e.strerror or e}") from None
    if p.returncode != 0:
        raise LlcFailed(llc_failure(p.returncode, p.stderr + p.stdout))


def llc_failure(returncode: int, output: str) -> str:
    """One line for a failed llc: its first error (a verifier's `Bad machine code` first),
    and for a crash, the signal and the pass and function it was in."""
    lines = [ln.strip() for ln in output.splitlines() if ln.strip()]
    bad = [ln for ln in lines if "Bad machine code" in ln]
    errors = bad or [ln for ln in lines if re.search(r"error", ln, re.I) and not ln.startswith("PLEASE")]
    first = re.sub(r"^(\S*llc(-\d+)?: (error: )?)+", "", errors[0]) if errors else None
    if returncode > 0 and first:
        return first
    how = f"crashed ({_signal_name(-returncode)})" if returncode < 0 else f"failed (exit code {returncode})"
    running = re.findall(r"Running pass '([^']*)' on function '([^']*)'", output)
    if running:
        how += f" in {running[-1][0]} on {running[-1][1]}"
    return f"{how}: {first}" if first else how


def _signal_name(n: int) -> str:
    import signal
    try:
        return signal.Signals(n).name
    except ValueError:
        return f"signal {n}"


# llc's passes that take machine SSA out of SSA form, which the register allocator needs
_SSA_LOWERING = ("phi-node-elimination", "twoaddressinstruction")
_USAGE = re.compile(r"is not registered|MachineFunctionProperties required")


class _Check:
    def __init__(self, c: driver.Compiled, opts: Options, work: Path):
        self.c, self.opts, self.work = c, opts, work
        self.llc = toolchain.find_llc(opts.llc_path)
        self.trials = 0
        unknown = [s for s in opts.inject if not any(s in (f.symbol, f.il_name) for f in c.functions)]
        if unknown:
            raise CompileError(f"--inject {unknown[0]}: no compiled function has that symbol or IL name")
        injected = {f.symbol: path for f in c.functions for s, path in opts.inject.items()
                    if s in (f.symbol, f.il_name)}
        self.functions = [Function(f, split.matches(f.function, opts.patterns)
                                   or f.function.symbol in injected)
                          for f in c.split_files()]
        for fn in self.functions:
            fn.injected = fn.symbol in injected
        self.injected = injected
        if opts.patterns and not any(fn.selected for fn in self.functions):
            raise CompileError(f"--filter {' '.join(opts.patterns)}: no compiled method matches")

    # -- llc, in parallel
    def _parallel(self, work: Callable[[Function], None], functions: Iterable[Function]) -> None:
        jobs = self.opts.jobs or os.cpu_count() or 1
        with ThreadPoolExecutor(max_workers=jobs) as pool:
            for f in [pool.submit(work, fn) for fn in functions]:
                f.result()

    def _run_llc(self, argv: list[str]) -> None:
        """llc that must work (on unmodified MIR): a failure is a ToolError."""
        try:
            run_llc(argv)
        except LlcFailed as e:
            raise ToolError(f"llc: {e} ({shlex.join(argv)})") from None

    def prepare(self) -> None:
        """The split files, the passes run on the selected functions, and the objects."""
        for d in ("isel", "mir", "none", "passed", "obj", "mod"):
            (self.work / d).mkdir(parents=True, exist_ok=True)
        for fn in self.functions:
            (self.work / "isel" / f"{fn.file.stem}.mir").write_text(fn.file.isel)
            (self.work / "mir" / f"{fn.file.stem}.mir").write_text(fn.file.mir)
            fn.source = self.work / ("isel" if self.opts.pre_ra else "mir") / f"{fn.file.stem}.mir"
        if self.opts.pre_ra:
            self._check_pre_ra_finish()
        selected = [fn for fn in self.functions if fn.selected]
        # one function first: an unknown pass is one error, not one per function
        first = next((fn for fn in selected if not fn.injected), selected[0])
        self._apply(first, usage_errors=True)
        self._parallel(self._apply, [fn for fn in selected if fn is not first])
        globals_ll = self.work / f"{self.c.name}.globals.ll"
        globals_ll.write_text(self.c.ir_parts.globals_module())
        self.globals_obj = self.work / "obj" / "globals.o"
        toolchain.llc_ir_object(globals_ll, self.globals_obj, llc=self.llc)
        self._parallel(self._base_object, self.functions)
        self._parallel(self._mod_object, [fn for fn in self.functions if fn.changed])

    def pipeline(self) -> list[str]:
        """The pass arguments of llc's -O2 codegen pipeline, in order (empty: llc did not say)."""
        if not hasattr(self, "_pipeline"):
            probe = self.work / "probe.ll"
            probe.write_text("define void @f() {\n  ret void\n}\n")
            out = subprocess.run([self.llc.path, f"-mtriple={toolchain.TRIPLE}", "-O2",
                                  "-debug-pass=Arguments", "-filetype=null", str(probe), "-o", os.devnull],
                                 capture_output=True, text=True)
            self._pipeline = re.findall(r"(?<=\s-)[\w.-]+", " ".join(
                ln for ln in out.stderr.splitlines() if ln.startswith("Pass Arguments:")))
            if not {"finalize-isel", "virtregrewriter", "prologepilog"} <= set(self._pipeline):
                self._pipeline = []
        return self._pipeline

    def _check_pre_ra_finish(self) -> None:
        """--pre-ra finishes with -start-after=<the last pass>: it must be a pass of llc's
        -O2 pipeline between instruction selection and the register rewriter (else llc
        would start at the wrong place, or nowhere)."""
        last, pipeline = self.opts.passes[-1], self.pipeline()
        if not pipeline:
            return               # an llc that does not say: let it try
        first = pipeline.index("finalize-isel")
        end = pipeline.index("virtregrewriter")
        if last not in pipeline[first + 1:end]:
            where = ("runs after register allocation in llc's pipeline: run it without --pre-ra"
                     if last in pipeline[end:] else "is not a pass of llc's -O2 codegen pipeline")
            raise CompileError(f"--pre-ra finishes compilation after the last pass (-start-after="
                               f"{last}), but {last} {where}")
        # Our pre-RA MIR is SSA with PHIs: llc's allocator needs them lowered, and llc
        # crashes in it when -start-after skips the lowering (a crash that is no pass's fault).
        at = pipeline.index(last)
        missing = [p for p in _SSA_LOWERING if p in pipeline[first + 1:at] and p not in self.opts.passes]
        if missing:
            raise CompileError(
                f"--pre-ra finishes compilation after the last pass (-start-after={last}), which "
                f"skips {' and '.join(missing)}: the pre-RA MIR is machine SSA (PHIs, three-address "
                f"instructions), which llc's register allocator needs lowered (put "
                f"{','.join(missing)} before {last} in --passes)")

    def stage_notes(self) -> list[str]:
        """Post-RA, the passes run between register allocation and prologepilog: a note for
        each pass that llc's own pipeline runs elsewhere (it may not expect what it sees)."""
        pipeline = self.pipeline()
        if self.opts.pre_ra or not pipeline:
            return []
        rewriter, pei = pipeline.index("virtregrewriter"), pipeline.index("prologepilog")
        notes = []
        for name in self.opts.passes:
            where = [k for k, p in enumerate(pipeline) if p == name]
            if not where:
                notes.append(f"{name} is not in llc's -O2 codegen pipeline")
            elif all(k < rewriter for k in where):
                notes.append(f"{name} runs before register allocation in llc's -O2 pipeline; "
                             f"here it runs on allocated MIR")
            elif all(k >= pei for k in where):
                notes.append(f"{name} runs after prologepilog in llc's -O2 pipeline; here it runs "
                             f"before it (frame indices not yet replaced), then llc runs "
                             f"prologepilog and the rest")
        return notes

    def _apply(self, fn: Function, usage_errors: bool = False) -> None:
        assert fn.source is not None
        none = self.work / "none" / fn.source.name
        self._run_llc(toolchain.llc_run_passes_argv(fn.source, none, ["none"], llc=self.llc))
        fn.printed = none.read_text()
        fn.passed = self.work / "passed" / fn.source.name
        if fn.injected:
            given = self.injected[fn.symbol]
            try:
                run_llc(toolchain.llc_run_passes_argv(given, fn.passed, ["none"], llc=self.llc,
                                                      verify=False))
            except LlcFailed as e:
                raise CompileError(f"--inject {fn.symbol}={given}: llc cannot read it: {e}") from None
        else:
            try:
                run_llc(self.pass_argv(fn.source, fn.passed))
            except LlcFailed as e:
                if usage_errors and _USAGE.search(str(e)):
                    raise ToolError(f"llc: {e}") from None
                fn.error = f"llc {e}" if str(e).startswith(("crashed", "failed")) else \
                    f"llc failed running the passes: {e}"
                fn.failed_in = "passes"
                fn.changed = True
                return
        fn.passed_text = fn.passed.read_text()
        fn.changed = _function_part(fn.passed_text) != _function_part(fn.printed)

    def pass_argv(self, source: Path, out: Path) -> list[str]:
        return toolchain.llc_run_passes_argv(source, out, self.opts.passes, llc=self.llc)

    def _base_object(self, fn: Function) -> None:
        fn.base_obj = self.work / "obj" / f"{fn.file.stem}.o"
        self._run_llc(toolchain.llc_compile_argv(self.work / "mir" / f"{fn.file.stem}.mir",
                                                 fn.base_obj, llc=self.llc))

    def finish_argv(self, mir: Path, obj: Path) -> list[str]:
        if self.opts.pre_ra:
            return toolchain.llc_compile_argv(mir, obj, None, llc=self.llc,
                                              start_after=self.opts.passes[-1])
        return toolchain.llc_compile_argv(mir, obj, llc=self.llc)

    def _mod_object(self, fn: Function) -> None:
        if fn.error is not None:
            return
        assert fn.passed is not None
        obj = self.work / "mod" / f"{fn.file.stem}.o"
        try:
            run_llc(self.finish_argv(fn.passed, obj))
        except LlcFailed as e:
            fn.error = f"llc failed finishing compilation after the passes: {e}"
            fn.failed_in = "finish"
            return
        fn.mod_obj = obj

    # -- programs
    def build_and_run(self, modified: Iterable[str]) -> Run:
        """The program with the functions `modified` (symbols) as the passes left them."""
        modified = set(modified)
        objects = [fn.mod_obj if fn.symbol in modified else fn.base_obj for fn in self.functions]
        exe = self.work / f"trial{self.trials}"
        self.trials += 1
        toolchain.link([*objects, self.globals_obj], exe)
        try:
            return run_program([str(exe), *self.opts.args], self.opts.timeout)
        finally:
            exe.unlink(missing_ok=True)


def _mono_run(path: Path, opts: Options) -> Run | None:
    mono = shutil.which("mono")
    if mono is None:
        return None
    return run_program([mono, str(path), *opts.args], opts.timeout)


def passcheck(path: str | Path, opts: Options, say: Callable[[str], None] = print) -> int:
    """Check the passes on the program at `path`, reporting through `say`; 0 behaviour
    preserved, 1 changed."""
    if not opts.passes or any(not p for p in opts.passes):
        raise CompileError("--passes needs a comma-separated list of llc pass names (e.g. machine-cp,machine-sink)")
    for symbol, file in opts.inject.items():
        if not Path(file).is_file():
            raise CompileError(f"--inject {symbol}={file}: no such file")
    if opts.against == "mono" and shutil.which("mono") is None:
        raise CompileError("--against mono: mono is not installed")
    c = driver.compile_module(path, opts.on_stub, program=True, references=opts.references,
                              debug=opts.debug)
    if opts.keep is not None:
        opts.keep.mkdir(parents=True, exist_ok=True)
        return _passcheck(Path(path), c, opts, opts.keep, say)
    with tempfile.TemporaryDirectory(prefix="cil2mir-passcheck-") as work:
        return _passcheck(Path(path), c, opts, Path(work), say)


def _passcheck(path: Path, c: driver.Compiled, opts: Options, work: Path,
               say: Callable[[str], None]) -> int:
    check = _Check(c, opts, work)
    check.prepare()
    stage = "pre-RA" if opts.pre_ra else "post-RA"
    version = f"llc {check.llc.version}" if check.llc.version else "llc"
    located = " with debug locations" if opts.debug else ""
    say(f"passcheck {path.name}: {','.join(opts.passes)} on {stage} MIR{located}, {version} ({check.llc.path})")
    for note in check.stage_notes():
        say(f"note: {note}")

    # the reference, and the unmodified build against it
    baseline = check.build_and_run(())
    reference_name, reference = "the unmodified build", baseline
    if opts.against != "build":
        mono = _mono_run(path, opts)
        if mono is not None:
            reference_name, reference = "mono", mono
            if not baseline.same(mono):
                raise CompileError(
                    f"the unmodified build already differs from mono ({difference(mono, baseline, 'mono')}), "
                    f"so the passes cannot be judged against it: use --against build")
    say(f"reference: {reference_name} ({len(reference.stdout)} bytes of stdout, {reference.exit})"
        + ("; the unmodified build matches it" if reference is not baseline else ""))

    # what the passes changed
    selected = [fn for fn in check.functions if fn.selected]
    changed = [fn for fn in selected if fn.changed]
    say(f"functions: {len(check.functions)} compiled, {len(selected)} given the passes, "
        f"{len(changed)} changed by them")
    width = min(max(len(fn.symbol) for fn in selected), 60)
    for fn in selected:
        if fn.error:
            state = "FAILED"
        elif fn.changed:
            diff = fn.body_diff()
            plus = sum(1 for ln in diff if ln.startswith("+") and not ln.startswith("+++"))
            minus = sum(1 for ln in diff if ln.startswith("-") and not ln.startswith("---"))
            state = f"changed   +{plus} -{minus}"
            lost = _unlocated(fn.passed_text) - _unlocated(fn.printed)
            if opts.debug and lost > 0:
                state += f", {lost} instruction{'' if lost == 1 else 's'} without debug-location"
        else:
            state = "unchanged"
        note = " (injected)" if fn.injected else ""
        say(f"  {fn.symbol:<{width}}  {state}{note}")
        if fn.error:
            say(f"      {fn.error}")
        elif opts.diff and fn.changed:
            for line in fn.body_diff():
                say(f"      {line}")

    failed = [fn for fn in changed if fn.error]
    candidates = [fn.symbol for fn in changed if not fn.error]
    result = check.build_and_run(candidates) if candidates else baseline
    behaviour_changed = not result.same(reference)
    if not behaviour_changed and not failed:
        say(f"result: behaviour preserved: stdout and exit code as {reference_name}'s "
            f"({check.trials} build{'' if check.trials == 1 else 's'})")
        return 0

    say("result: FAILED")
    for fn in failed:
        say(f"  {fn.symbol} ({fn.file.function.il_name}): {fn.error}")
        say(f"    reproduce: {_reproduce(check, fn)}")
    if not behaviour_changed:
        say(f"  behaviour with the passes on the other {len(candidates)} changed functions: "
            f"preserved")
    else:
        say(f"  behaviour changed with the passes on the {len(candidates)} changed functions: "
            f"{difference(reference, result, reference_name)}")
        runs: dict[frozenset[str], Run] = {frozenset(candidates): result}

        def fails(subset: list[str]) -> bool:
            key = frozenset(subset)
            if key not in runs:
                runs[key] = check.build_and_run(subset)
            return not runs[key].same(reference)

        before = check.trials
        culprits = ddmin(candidates, fails)
        alone = runs[frozenset(culprits)]
        which = ("1 function" if len(culprits) == 1 else
                 f"{len(culprits)} functions that change it together (without any one of them, "
                 f"the behaviour is preserved)")
        say(f"  narrowed in {check.trials - before} builds to {which}:")
        by_symbol = {fn.symbol: fn for fn in check.functions}
        for symbol in culprits:
            fn = by_symbol[symbol]
            say(f"    {symbol} ({fn.file.function.il_name})" + (" (injected)" if fn.injected else ""))
            say(f"      reproduce: {_reproduce(check, fn)}")
        say(f"    with only {'it' if len(culprits) == 1 else 'them'} modified: "
            f"{difference(reference, alone, reference_name)}")
        if opts.pre_ra:
            # the control: the same functions finished from after the last pass, without it
            try:
                control = _pre_ra_control(check, [by_symbol[s] for s in culprits])
                verdict = ("the behaviour is preserved, so the passes are to blame"
                           if control.same(reference) else
                           "the behaviour changes too, so (also) the rest of llc's pipeline is to blame")
            except LlcFailed as e:
                verdict = f"llc {e}"
            say(f"    control, {'it' if len(culprits) == 1 else 'they'} compiled from the pre-RA MIR "
                f"without the passes (-start-after={opts.passes[-1]}): {verdict}")
    if opts.keep is None:
        say("  (--keep DIR keeps the files these commands name)")
    return 1


def _reproduce(check: _Check, fn: Function) -> str:
    assert fn.source is not None and fn.passed is not None
    if fn.injected:                 # the injected file as llc printed it
        return shlex.join(check.finish_argv(fn.passed, fn.passed.with_suffix(".o")))
    passes = shlex.join(check.pass_argv(fn.source, fn.passed))
    if fn.failed_in == "passes":
        return passes
    return f"{passes} && {shlex.join(check.finish_argv(fn.passed, fn.passed.with_suffix('.o')))}"


def _pre_ra_control(check: _Check, functions: list[Function]) -> Run:
    """The program with `functions` compiled from their unmodified pre-RA files the way the
    passes' output is (-start-after=<last pass>), and the rest as usual."""
    saved = [(fn, fn.mod_obj) for fn in functions]
    try:
        for fn in functions:
            assert fn.source is not None
            obj = check.work / "mod" / f"{fn.file.stem}.control.o"
            run_llc(check.finish_argv(fn.source, obj))
            fn.mod_obj = obj
        return check.build_and_run(fn.symbol for fn in functions)
    finally:
        for fn, obj in saved:
            fn.mod_obj = obj
