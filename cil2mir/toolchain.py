"""External tools: llc (MIR -> object), cc (runtime, linking), and the runtime object cache.

Every failure of an external tool becomes one ToolError line naming the tool and its
first error line, so the command line can print it without a traceback.
"""

from __future__ import annotations

import functools
import hashlib
import os
import re
import shutil
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from cil2mir.errors import ToolError

LLC_VERSIONS = range(19, 13, -1)          # newest first: 19 ... 14 (DESIGN.md decision 3)
TRIPLE = "x86_64-unknown-linux-gnu"


def _runtime_dir() -> Path:
    """runtime/ beside the package in a checkout (or an editable install); the copy shipped
    as the data package `cil2mir._runtime` in an installed wheel."""
    here = Path(__file__).resolve().parent
    for candidate in (here.parent / "runtime", here / "_runtime"):
        if (candidate / "cil2mir_rt.c").exists():
            return candidate
    return here.parent / "runtime"     # missing: runtime_object() reports it clearly


RUNTIME_DIR = _runtime_dir()
RUNTIME_CFLAGS = ("-O2", "-Wall", "-fPIC")
LINK_LIBS = ("-lgc", "-lm")      # -lm: fmod/fmodf (LLVM lowers frem to them) and libm math


@dataclass(frozen=True)
class Llc:
    path: str
    version: int | None    # major version when known (from the name or --version)

    def __str__(self) -> str:
        return self.path


# ---- finding llc ----------------------------------------------------------------------------

def _llc_candidates(version: int) -> list[str]:
    found = []
    fixed = Path(f"/usr/lib/llvm-{version}/bin/llc")
    if fixed.is_file() and os.access(fixed, os.X_OK):
        found.append(str(fixed))
    on_path = shutil.which(f"llc-{version}")
    if on_path:
        found.append(on_path)
    return found


def installed_llcs() -> list[Llc]:
    """Every llc among versions 19 ... 14 on this machine, newest first (one per version)."""
    result = []
    for v in LLC_VERSIONS:
        candidates = _llc_candidates(v)
        if candidates:
            result.append(Llc(candidates[0], v))
    return result


def _version_of(path: str) -> int | None:
    try:
        out = subprocess.run([path, "--version"], capture_output=True, text=True, timeout=30).stdout
    except (OSError, subprocess.SubprocessError):
        return None
    m = re.search(r"LLVM version (\d+)", out)
    return int(m.group(1)) if m else None


def find_llc(override: str | None = None) -> Llc:
    """`override` (the --llc option) or `CIL2MIR_LLC` if set, else the newest llc-19 ... llc-14 found."""
    source = "--llc" if override else "CIL2MIR_LLC"
    override = override or os.environ.get("CIL2MIR_LLC")
    if override:
        path = shutil.which(override) or override
        if not (Path(path).is_file() and os.access(path, os.X_OK)):
            raise ToolError(f"llc: {source}={override} is not an executable file")
        return Llc(path, _version_of(path))
    llcs = installed_llcs()
    if not llcs:
        raise ToolError("no llc found: install llvm-19 or set CIL2MIR_LLC")
    return llcs[0]


# ---- running tools ----------------------------------------------------------------------------

def _first_error_line(text: str) -> str:
    lines = [ln.strip() for ln in text.splitlines() if ln.strip()]
    for ln in lines:
        if "error" in ln.lower():
            return ln
    return lines[0] if lines else "(no output)"


def run_tool(name: str, argv: list[str]) -> subprocess.CompletedProcess:
    """Run a tool; on failure raise ToolError('<name>: <first error line>')."""
    try:
        proc = subprocess.run(argv, capture_output=True, text=True)
    except OSError as e:
        raise ToolError(f"{name}: cannot run {argv[0]}: {e.strerror or e}") from None
    if proc.returncode != 0:
        raise ToolError(f"{name}: {_first_error_line(proc.stderr + proc.stdout)}")
    return proc


def llc_compile(mir_path: str | Path, obj_path: str | Path, start_before: str = "prologepilog",
                *, llc: Llc | None = None, verify: bool = False, opt: int = 2,
                start_after: str | None = None, filetype: str = "obj") -> None:
    """MIR -> object file (filetype="asm": assembly), starting llc's pipeline at
    `start_before` (post-RA MIR) or, with start_before=None, after `start_after` (default
    finalize-isel: pre-RA MIR)."""
    run_tool("llc", llc_compile_argv(mir_path, obj_path, start_before, llc=llc, verify=verify,
                                     opt=opt, start_after=start_after, filetype=filetype))


def llc_compile_argv(mir_path: str | Path, obj_path: str | Path,
                     start_before: str | None = "prologepilog", *, llc: Llc | None = None,
                     verify: bool = False, opt: int = 2, start_after: str | None = None,
                     filetype: str = "obj") -> list[str]:
    """llc_compile's command line."""
    llc = llc or find_llc()
    argv = [llc.path, f"-mtriple={TRIPLE}", "-relocation-model=pic", f"-O{opt}", f"-filetype={filetype}"]
    argv.append(f"-start-before={start_before}" if start_before
                else f"-start-after={start_after or 'finalize-isel'}")
    if verify:
        argv.append("-verify-machineinstrs")
    return [*argv, str(mir_path), "-o", str(obj_path)]


def llc_run_passes_argv(mir_path: str | Path, out_path: str | Path, passes: list[str], *,
                        llc: Llc, verify: bool = True) -> list[str]:
    """`llc -run-pass=P1,P2 in.mir -o out.mir` (passes: ["none"] prints the MIR as it is)."""
    argv = [llc.path, f"-mtriple={TRIPLE}", "-relocation-model=pic", f"-run-pass={','.join(passes)}"]
    if verify:
        argv.append("-verify-machineinstrs")
    return [*argv, str(mir_path), "-o", str(out_path)]


def llc_ir_object(ir_path: str | Path, obj_path: str | Path, *, llc: Llc, opt: int = 2) -> None:
    """An IR module (.ll) -> object file, the whole pipeline."""
    run_tool("llc", [llc.path, f"-mtriple={TRIPLE}", "-relocation-model=pic", f"-O{opt}",
                     "-filetype=obj", str(ir_path), "-o", str(obj_path)])


def cc() -> str:
    found = os.environ.get("CC") or shutil.which("cc") or shutil.which("gcc")
    if not found:
        raise ToolError("no C compiler found: install gcc or set CC")
    return found


# ---- runtime ------------------------------------------------------------------------------------

def runtime_sources() -> list[Path]:
    """The runtime's C sources: runtime/*.c, and runtime/archive/*.c, which are linked only
    into programs that use them (large tables: named cultures' data)."""
    return sorted(p for p in [*RUNTIME_DIR.glob("*"), *RUNTIME_DIR.glob("archive/*")]
                  if p.suffix in (".c", ".h"))


@functools.lru_cache(maxsize=None)
def _cc_version(compiler: str) -> str:
    return run_tool("cc", [compiler, "--version"]).stdout.splitlines()[0]


def cache_root() -> Path:
    base = os.environ.get("CIL2MIR_CACHE_DIR")
    if base:
        return Path(base)
    xdg = os.environ.get("XDG_CACHE_HOME")
    return (Path(xdg) if xdg else Path.home() / ".cache") / "cil2mir"


def _cached(what: str, name: str, tool_version: str, flags: tuple[str, ...],
            sources: list[Path], build: Callable[[str], None]) -> Path:
    """`name` in ~/.cache/cil2mir/<hash of tool version, flags and sources>/, built by
    `build(temp_path)` on first use. The result is written to a temporary name in the same
    directory and renamed, so concurrent builds never see half a file."""
    h = hashlib.sha256()
    h.update(tool_version.encode())
    h.update(" ".join(flags).encode())
    for p in sources:
        h.update(p.name.encode() + b"\0" + p.read_bytes() + b"\0")
    out_dir = cache_root() / h.hexdigest()[:16]
    final = out_dir / name
    if final.is_file():
        return final
    try:
        out_dir.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=f".{what}-", suffix=final.suffix, dir=out_dir)
        os.close(fd)
    except OSError as e:
        raise ToolError(f"{what}: cannot write the cache directory {out_dir}: {e.strerror or e}") from None
    try:
        build(tmp)
        os.replace(tmp, final)
    finally:
        if os.path.exists(tmp):
            os.unlink(tmp)
    return final


def runtime_object() -> Path:
    """The runtime compiled once per (sources, compiler, flags) and cached."""
    compiler = cc()
    sources = runtime_sources()
    c_files = [p for p in sources if p.suffix == ".c" and p.parent == RUNTIME_DIR]
    if not c_files:
        raise ToolError(f"runtime: no C sources in {RUNTIME_DIR}")

    def build(out: str) -> None:
        # One translation unit per .c file, combined with `ld -r`.
        parts = [f"{out}.{i}.o" for i in range(len(c_files))]
        try:
            for src, part in zip(c_files, parts):
                run_tool("cc", [compiler, *RUNTIME_CFLAGS, "-c", str(src), "-o", part])
            run_tool("cc", [compiler, "-r", "-nostdlib", *parts, "-o", out])
        finally:
            for part in parts:
                if os.path.exists(part):
                    os.unlink(part)

    return _cached("runtime", "cil2mir_rt.o", _cc_version(compiler), RUNTIME_CFLAGS, sources, build)


def runtime_archive() -> Path:
    """runtime/archive/*.c compiled into an archive, one member per file, so that the linker
    takes a member only into a program that refers to it; cached like the runtime object."""
    compiler = cc()
    sources = runtime_sources()
    c_files = [p for p in sources if p.suffix == ".c" and p.parent != RUNTIME_DIR]

    def build(out: str) -> None:
        parts = [f"{out}.{p.stem}.o" for p in c_files]
        try:
            for src, part in zip(c_files, parts):
                run_tool("cc", [compiler, *RUNTIME_CFLAGS, "-c", str(src), "-o", part])
            if os.path.exists(out):
                os.unlink(out)          # (ar adds to an archive that exists)
            run_tool("ar", ["ar", "rcs", out, *parts])
        finally:
            for part in parts:
                if os.path.exists(part):
                    os.unlink(part)

    return _cached("runtime archive", "cil2mir_rt.a", _cc_version(compiler), RUNTIME_CFLAGS, sources,
                   build)


def link(objects: list[str | Path], exe: str | Path) -> None:
    """Link compiled objects with the runtime and Boehm GC into an executable (PIE)."""
    run_tool("cc", [cc(), *map(str, objects), str(runtime_object()), str(runtime_archive()),
                    "-o", str(exe), *LINK_LIBS])


# ---- C# corelib ---------------------------------------------------------------------------------

CORELIB_DIR = RUNTIME_DIR / "corelib"
CORELIB_MCS_FLAGS = ("-target:library", "-unsafe", "-optimize+", "-nowarn:436")


def corelib_sources() -> list[Path]:
    return sorted(CORELIB_DIR.glob("*.cs"))


@functools.lru_cache(maxsize=None)
def _mcs_version(mcs: str) -> str:
    return run_tool("mcs", [mcs, "--version"]).stdout.strip()


def corelib_assembly() -> Path:
    """The C# corelib (runtime/corelib/*.cs) compiled by mcs into `cil2mir_corelib.dll`,
    once per (sources, mcs version, flags) and cached next to the runtime object under
    ~/.cache/cil2mir/<hash>/ (written to a temporary name and renamed). Every program
    needs it (the exceptions the runtime raises are corelib types), so every compile
    needs mcs."""
    mcs = os.environ.get("MCS") or shutil.which("mcs")
    if not mcs:
        raise ToolError("mcs: not found (the C# corelib is built with it): "
                        "install mono-mcs or set MCS")
    sources = corelib_sources()
    if not sources:
        raise ToolError(f"corelib: no C# sources in {CORELIB_DIR}")

    def build(out: str) -> None:
        run_tool("mcs", [mcs, *CORELIB_MCS_FLAGS, f"-out:{out}", *map(str, sources)])

    return _cached("corelib", "cil2mir_corelib.dll", _mcs_version(mcs), CORELIB_MCS_FLAGS,
                   sources, build)


# ---- the framework's assemblies -------------------------------------------------------------

FRAMEWORK_PROFILE = Path("lib") / "mono" / "4.5"     # (4.5-api holds reference assemblies only)


def framework_dir() -> Path | None:
    """The directory of Mono's framework assemblies whose IL the program's library calls
    compile (mscorlib.dll, System.Core.dll, System.dll): `CIL2MIR_FRAMEWORK`, else the
    4.5 profile of the Mono installation `mono` on PATH belongs to; None if neither has a
    mscorlib.dll."""
    configured = os.environ.get("CIL2MIR_FRAMEWORK")
    candidates = [Path(configured)] if configured else []
    mono = shutil.which("mono")
    if mono and not configured:
        prefix = Path(os.path.realpath(mono)).parent.parent
        candidates += [prefix / FRAMEWORK_PROFILE, Path("/usr") / FRAMEWORK_PROFILE]
    return next((d for d in candidates if (d / "mscorlib.dll").is_file()), None)
