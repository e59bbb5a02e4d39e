"""The pipeline, in a straight line (QBE style):

    load_module -> optimize_module -> select_function (each) -> [App.isel.mir]
                                   |      -> allocate (each) -> [App.mir]
                                   \\-> llvm_ir --------------> [App.ll, App.bc, embedded in both .mir]

then, for a native program, App.mir -> llc -start-before=prologepilog (or the IR module ->
llvmlite -O2) -> cc with the runtime. Everything is computed first and files are written
last, to temporary names that are renamed at the end, so a failing compile leaves no
partial output behind; meanwhile each function's texts (IR body, both MIR) wait in a
spool file, not in memory (emit/spool.py). A function's two MIR texts come from the back
end's cache when some compile made them before (cil2mir/fncache.py).
"""

from __future__ import annotations

import os
import stat
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Sequence, TextIO

from cil2mir import fncache, jobs, opt, timing, toolchain
from cil2mir.emit import debuginfo, llvm_ir, split
from cil2mir.emit.mir_text import mir_file, print_function, write_mir_file  # noqa: F401 (driver.mir_file)
from cil2mir.emit.spool import Piece, text_of
from cil2mir.errors import CompileError
from cil2mir.frontend import ir, load_module
from cil2mir.gc_pause import collect_garbage, frozen_heap, paused_gc
from cil2mir.isel.select import select_function
from cil2mir.regalloc import AllocationTrace, allocate

BACKENDS = ("mir", "ir")
OnStub = Callable[[CompileError], None]   # --keep-going: told of each method made a stub
Tracer = Callable[[ir.Function], AllocationTrace | None]   # which functions' allocation to record


@dataclass
class Compiled:
    """Everything `compile` produces for one assembly (bitcode is made on write). The
    texts wait in the spool: `write_ll` and `write_mir` copy them to a file, the
    properties make them whole."""
    name: str            # output stem: the assembly file name without its extension
    module: ir.Module
    ir_parts: llvm_ir.ModuleParts    # App.ll, and the module embedded in both .mir files
    # each function's pre-RA and post-RA MIR text in the spool, in module order (None:
    # not made, the IR back end needs none)
    code: list[tuple[Piece, Piece]] | None = None

    @property
    def ir_text(self) -> str:
        return self.ir_parts.text

    @property
    def isel_mir(self) -> str | None:
        """App.isel.mir: SSA, virtual registers, PHIs."""
        return None if self.code is None else text_of(lambda out: self.write_mir(out, pre_ra=True))

    @property
    def mir(self) -> str | None:
        """App.mir: physical registers and stack slots."""
        return None if self.code is None else text_of(lambda out: self.write_mir(out, pre_ra=False))

    def write_ll(self, out: TextIO) -> None:
        self.ir_parts.write(out)

    def write_mir(self, out: TextIO, *, pre_ra: bool) -> None:
        """App.isel.mir (`pre_ra`) or App.mir, a function at a time."""
        assert self.code is not None, "compiled without machine code"
        spool = self.ir_parts.spool
        write_mir_file(out, self.ir_parts.lines(), (spool.read(p[0 if pre_ra else 1]) for p in self.code))

    @property
    def functions(self) -> list[split.FunctionCode] | None:
        """Each function's names and two MIR texts, in module order: what the
        per-function files are made of (--split, passcheck, explore)."""
        if self.code is None:
            return None
        spool = self.ir_parts.spool
        return [split.FunctionCode(fn.symbol, fn.il_name, spool.read(isel), spool.read(mir))
                for fn, (isel, mir) in zip(self.module.functions, self.code)]

    def split_files(self, patterns: Sequence[str] = ()) -> list[split.SplitFile]:
        """The per-function MIR files of the functions `patterns` select (split.matches)."""
        assert self.functions is not None, "compiled without machine code"
        return split.split_files(self.ir_parts, self.functions, patterns)


# Larger than any real assembly (mscorlib is 4 MB): refused before it is read.
MAX_INPUT_BYTES = 1 << 30


def check_input(path: str | Path) -> Path:
    """The input is a readable regular file of a plausible size: a missing, unreadable or
    special file (a directory, /dev/zero, a FIFO that would block) is bad input, exit code
    2, not an internal error or a hang."""
    p = Path(path)
    try:
        st = p.stat()
    except OSError as e:
        raise CompileError(f"cannot read {p}: {e.strerror or e}") from None
    if stat.S_ISDIR(st.st_mode):
        raise CompileError(f"cannot read {p}: is a directory")
    if not stat.S_ISREG(st.st_mode):
        raise CompileError(f"cannot read {p}: not a regular file")
    if st.st_size > MAX_INPUT_BYTES:
        raise CompileError(f"cannot read {p}: {st.st_size} bytes is larger than any assembly "
                           f"(the limit is {MAX_INPUT_BYTES})")
    try:
        with p.open("rb"):
            pass
    except OSError as e:
        raise CompileError(f"cannot read {p}: {e.strerror or e}") from None
    return p


def load(path: str | Path, on_stub: OnStub | None = None, *, program: bool = False,
         references: Sequence[str | Path] = (), debug: bool = False) -> ir.Module:
    """The frontend, on an input that `check_input` accepts (`program`: it must have an
    entry point; `references`: the program's libraries, -r, beyond those beside it;
    `debug`: -g, functions carry their source lines)."""
    with timing.stage(timing.LOAD):
        return load_module(str(check_input(path)), on_stub, program=program,
                           references=[str(check_input(r)) for r in references], debug=debug)


def compile_module(path: str | Path, on_stub: OnStub | None = None, *,
                   machine: bool = True, program: bool = False,
                   references: Sequence[str | Path] = (), debug: bool = False,
                   trace: Tracer | None = None, processes: int = 1) -> Compiled:
    """The IR module and, unless `machine` is false (the IR back end needs no MIR), both
    MIR files (`program`: the assembly must have an entry point). `debug` (-g): source
    locations in both (emit/debuginfo.py). The middle end (cil2mir/opt) runs in between.
    `trace`, `processes`: as compile_loaded's. The cyclic GC stays paused from the frontend
    to the end: enabled in between, its first pass scanned the frontend's whole heap (0.8 s
    of linq_query_syntax's 12), for 3 % more peak memory."""
    with paused_gc():
        loaded = load(path, on_stub, program=program, references=references, debug=debug)
        with timing.stage(timing.MIDDLE):
            module = opt.optimize_module(loaded)
        return compile_loaded(module, Path(path).stem, machine=machine, trace=trace,
                              processes=processes)


def compile_loaded(module: ir.Module, name: str, *, machine: bool = True,
                   trace: Tracer | None = None, processes: int = 1) -> Compiled:
    """compile_module's back end, on a module the frontend made (`name`: the output stem).
    `trace`: a function that gets a trace from it is compiled afresh (not taken from the
    cache), the allocator's scans recorded in the trace (cil2mir explore). `processes`
    (--jobs): how many processes compile the functions' machine code (jobs.py). The cyclic GC
    is paused, as in the frontend: the IR module and the SSA graph stay alive to the end,
    and the collector's passes over them cost a third of the back end's time; and what
    exists before the back end is set aside (frozen_heap), so that its collect_garbage
    calls scan only what it made."""
    with paused_gc(), frozen_heap():
        return _back_end(module, name, machine, trace, processes)


def _back_end(module: ir.Module, name: str, machine: bool, trace: Tracer | None,
              processes: int) -> Compiled:
    cache = fncache.open_cache()
    with timing.stage(timing.LLVM_IR):
        parts = llvm_ir.ir_module_parts(module, cache)
    if not machine:
        cache.store()
        return Compiled(name, module, parts)
    strings = module.string_symbols()

    def machine_code(fn: ir.Function, recorded: AllocationTrace | None = None) -> tuple[str, str]:
        with timing.stage(timing.ISEL):
            mf = select_function(fn, strings)
            mf.locations = debuginfo.local_ids(fn)      # -g: in local metadata numbers
        with timing.stage(timing.MIR_PRINT):
            isel = print_function(mf)       # printed before the allocator rewrites anything
        with timing.stage(timing.REGALLOC):
            allocate(mf, recorded)
        with timing.stage(timing.MIR_PRINT):
            texts = isel, print_function(mf)
        del mf
        collect_garbage()                   # the machine IR's cycles
        return texts

    with timing.stage(timing.FNCACHE):      # what the stages inside leave: lookups, storing
        if trace is None:
            made = cache.compile_all(module.functions, machine_code, jobs.mapper(processes))
        else:
            made = (machine_code(fn, recorded) if (recorded := trace(fn)) is not None
                    else cache.compile(fn, machine_code) for fn in module.functions)
        code = []
        for (isel, mir), fn in zip(made, module.functions):
            if parts.debug is not None:     # the module's metadata numbers
                isel, mir = parts.debug.relocate(fn.symbol, isel), parts.debug.relocate(fn.symbol, mir)
            code.append((parts.spool.add(isel), parts.spool.add(mir)))
        cache.store()
    return Compiled(name, module, parts, code)


# ---- writing files all-or-nothing ------------------------------------------------------------------

# An output file's content: text, bytes, or what writes the file at a (temporary) path,
# given the temporary paths of the outputs written so far (final path -> temporary).
Output = str | bytes | Callable[[Path, dict[Path, Path]], None]


def _write_all(outputs: dict[Path, Output]) -> None:
    """Write every output to a temporary file next to it, in order, then rename them all."""
    temps: dict[Path, Path] = {}            # final -> temporary
    try:
        for final, data in outputs.items():
            final.parent.mkdir(parents=True, exist_ok=True)
            fd, name = tempfile.mkstemp(prefix=f".{final.name}.", suffix=".tmp", dir=final.parent)
            os.close(fd)
            tmp = temps[final] = Path(name)
            if callable(data):
                data(tmp, temps)
            else:
                tmp.write_bytes(data.encode() if isinstance(data, str) else data)
            os.chmod(tmp, 0o644)
        for final, tmp in temps.items():
            os.replace(tmp, final)
    except OSError as e:
        raise CompileError(f"cannot write {e.filename or 'output'}: {e.strerror or e}") from None
    finally:
        for tmp in temps.values():
            if os.path.exists(tmp):
                os.unlink(tmp)


def _streamed(write: Callable[[TextIO], None], stage: str) -> Output:
    """An Output that `write` makes piece by piece (timed as `stage`)."""
    def to(path: Path, _written: dict[Path, Path]) -> None:
        with timing.stage(stage), open(path, "w", encoding="utf-8", newline="",
                                       buffering=1 << 20) as out:
            write(out)
    return to


def _mir(c: Compiled, *, pre_ra: bool) -> Output:
    return _streamed(lambda out: c.write_mir(out, pre_ra=pre_ra), timing.MIR_PRINT)


def _bitcode(ll: Path) -> Output:
    """App.bc, from App.ll as written (one copy of the text in memory, as bytes)."""
    def to(path: Path, written: dict[Path, Path]) -> None:
        with timing.stage(timing.BITCODE):
            llvm_ir.write_bitcode(written[ll].read_bytes(), path)
    return to


def write_file(path: str | Path, text: str) -> None:
    """One output file, whole or not at all (as _write_all)."""
    _write_all({Path(path): text})


def output_paths(name: str, outdir: str | Path) -> dict[str, Path]:
    out = Path(outdir)
    return {"isel": out / f"{name}.isel.mir", "mir": out / f"{name}.mir",
            "ll": out / f"{name}.ll", "bc": out / f"{name}.bc"}


SPLIT_DIRS = ("isel", "mir")      # outdir/isel/<function>.mir (pre-RA), outdir/mir/ (post-RA)


def split_outputs(c: Compiled, outdir: str | Path, patterns: Sequence[str] = ()
                  ) -> dict[Path, str]:
    """`compile --split`'s files: outdir/isel/<f>.mir and outdir/mir/<f>.mir for each
    function `patterns` select, and outdir/App.globals.ll, the module of the globals (every
    global defined, every function declared) that links with the post-RA files' objects.
    A pattern that selects nothing is an error."""
    files = c.split_files(patterns)
    if patterns and not files:
        raise CompileError(f"--filter {' '.join(patterns)}: no compiled method matches "
                           f"(patterns match Namespace.Type::Method or the symbol, e.g. "
                           f"{c.functions[0].il_name if c.functions else 'Program::Main'})")
    out = Path(outdir)
    result: dict[Path, str] = {out / f"{c.name}.globals.ll": c.ir_parts.globals_module()}
    for f in files:
        result[out / "isel" / f"{f.stem}.mir"] = f.isel
        result[out / "mir" / f"{f.stem}.mir"] = f.mir
    return result


def write_outputs(c: Compiled, outdir: str | Path, extra: dict[Path, str] | None = None,
                  split: Sequence[str] | None = None) -> list[Path]:
    """`cil2mir compile`'s files: App.isel.mir, App.mir, App.ll and App.bc in `outdir`,
    and `extra` files (path -> text), all or nothing. `split` (the --filter patterns, empty
    for all functions): also the per-function files (split_outputs); stale `.mir` files of
    an earlier compile in outdir/isel and outdir/mir are removed once all are written."""
    assert c.code is not None, "compiled without machine code"
    paths = output_paths(c.name, outdir)
    pieces = split_outputs(c, outdir, split) if split is not None else {}
    _write_all({paths["isel"]: _mir(c, pre_ra=True), paths["mir"]: _mir(c, pre_ra=False),
                paths["ll"]: _streamed(c.write_ll, timing.LLVM_IR),
                paths["bc"]: _bitcode(paths["ll"]), **pieces, **(extra or {})})
    if split is not None:
        for d in SPLIT_DIRS:
            for old in (Path(outdir) / d).glob("*.mir"):
                if old not in pieces:
                    old.unlink(missing_ok=True)
    return [*paths.values(), *pieces, *(extra or {})]


# ---- native programs --------------------------------------------------------------------------------

def _objects(c: Compiled, backend: str, workdir: Path, llc_path: str | None,
             processes: int) -> list[Path]:
    if backend == "mir":
        obj, mir = workdir / f"{c.name}.o", workdir / f"{c.name}.mir"
        _mir(c, pre_ra=False)(mir, {})
        with timing.stage(timing.OBJECT):
            toolchain.llc_compile(mir, obj, llc=toolchain.find_llc(llc_path))
        return [obj]
    if backend == "ir":
        with timing.stage(timing.OBJECT_IR):
            cache = fncache.open_cache()
            try:
                return llvm_ir.compile_objects(c.ir_parts, c.module.functions, workdir, cache,
                                               opt=2, mapper=jobs.mapper(processes))
            finally:
                cache.store()
    raise CompileError(f"unknown backend {backend!r} (choose from {', '.join(BACKENDS)})")


def compile(path: str | Path, outdir: str | Path) -> list[Path]:
    return write_outputs(compile_module(path), outdir)


def build(path: str | Path, exe: str | Path, backend: str = "mir", *, llc_path: str | None = None,
          references: Sequence[str | Path] = (), on_stub: OnStub | None = None,
          debug: bool = False, processes: int = 1, save_temps: str | Path | None = None) -> Path:
    """`cil2mir build`: a native executable through the MIR path (default) or llvmlite.
    Linked under a temporary name beside `exe` and renamed, so a failure leaves nothing.
    `debug` (-g): with DWARF line tables. `processes`: --jobs (compile_loaded). `save_temps`
    (--save-temps): a directory that also gets compile's files, the MIR the program came from."""
    c = compile_module(path, on_stub, machine=backend != "ir" or save_temps is not None,
                       program=True, references=references, debug=debug, processes=processes)
    if save_temps is not None:
        write_outputs(c, save_temps)
    exe = Path(exe)
    try:
        exe.parent.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise CompileError(f"cannot write {exe}: {e.strerror or e}") from None
    with tempfile.TemporaryDirectory(prefix="cil2mir-") as work:
        staged = exe.parent / f".{exe.name}.{os.getpid()}.tmp"
        try:
            objects = _objects(c, backend, Path(work), llc_path, processes)
            with timing.stage(timing.LINK):
                toolchain.link(objects, staged)
            os.replace(staged, exe)
        except OSError as e:
            raise CompileError(f"cannot write {exe}: {e.strerror or e}") from None
        finally:
            staged.unlink(missing_ok=True)
    return exe


def run(path: str | Path, backend: str = "mir", args: Sequence[str] = (), *,
        llc_path: str | None = None, references: Sequence[str | Path] = (),
        on_stub: OnStub | None = None, debug: bool = False, processes: int = 1,
        save_temps: str | Path | None = None) -> int:
    """`cil2mir run`: build into a temporary directory and run with stdin/stdout/stderr
    passed through. Returns the program's exit code (128 + N if killed by signal N, as a
    shell reports it)."""
    with tempfile.TemporaryDirectory(prefix="cil2mir-run-") as work:
        exe = build(path, Path(work) / Path(path).stem, backend, llc_path=llc_path,
                    references=references, on_stub=on_stub, debug=debug, processes=processes,
                    save_temps=save_temps)
        try:
            code = subprocess.run([str(exe), *args]).returncode
        except OSError as e:
            raise CompileError(f"cannot run {exe}: {e.strerror or e}") from None
    return 128 - code if code < 0 else code
