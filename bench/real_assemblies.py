"""Real libraries through library mode: how much of every method of each compiles.

    python bench/real_assemblies.py                     # Mono's three, then pythonnet's
    python bench/real_assemblies.py --only System.Core  # one of them
    python bench/real_assemblies.py --no-verify         # skip the llc verifier runs

For each assembly it runs `cil2mir compile ASM -k --report r.json` (library mode: every
method with a body is a root; `-k` stubs what cannot be compiled) and reports the methods
with a body, how many compiled and how many were stubbed with the commonest reasons, the
wall time, CPU time (also per function: time must grow linearly with the functions) and
peak memory of the compile, and whether it ended in an internal error (exit 3, which must
never happen). Then both MIR files go through `llc -run-pass=none
-verify-machineinstrs` on every installed llc among 14..19.

The assemblies: Mono's mscorlib.dll, System.dll and System.Core.dll (the 4.5 profile beside
`mono`, or CIL2MIR_FRAMEWORK), and pythonnet's Python.Runtime.dll, a library built by Roslyn,
fetched from PyPI with `pip download` into a cache directory (never into the repository).
The number compiled must only go up from one change to the next.
"""

from __future__ import annotations

import argparse
import collections
import json
import os
import re
import subprocess
import sys
import tempfile
import zipfile
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.measure import run_measured  # noqa: E402
from cil2mir import toolchain  # noqa: E402
from cil2mir.frontend.assembly import Assembly  # noqa: E402

CACHE = Path.home() / ".cache" / "cil2mir-bench"
SUMMARY = re.compile(r": (\d+) methods compiled, (\d+) stubbed")
CPU = re.compile(r"Total Execution Time: ([\d.]+) seconds")      # --time-passes


@dataclass
class Result:
    name: str
    bodies: int           # methods with a CIL body in the assembly
    compiled: int         # functions compiled (the assembly's own and what they reach)
    stubbed: int
    reasons: list[tuple[str, int]]
    wall: float
    cpu: float            # of the compile and the tools it ran (--time-passes)
    maxrss_mib: float
    exit: int
    verified: dict[str, str]   # llc -> "ok" or the first error line


def pythonnet_runtime() -> Path:
    """Python.Runtime.dll from pythonnet's wheel on PyPI (downloaded once into CACHE)."""
    dll = CACHE / "Python.Runtime.dll"
    if not dll.exists():
        CACHE.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryDirectory() as tmp:
            subprocess.run([sys.executable, "-m", "pip", "download", "-q", "--no-deps",
                            "--only-binary=:all:", "-d", tmp, "pythonnet"], check=True)
            wheel = next(Path(tmp).glob("pythonnet-*.whl"))
            with zipfile.ZipFile(wheel) as z:
                member = next(n for n in z.namelist() if n.endswith("/Python.Runtime.dll"))
                dll.write_bytes(z.read(member))
    return dll


NAMES = ("mscorlib", "System", "System.Core", "Python.Runtime")


def assembly(name: str) -> Path:
    if name == "Python.Runtime":
        return pythonnet_runtime()
    framework = toolchain.framework_dir()
    if framework is None:
        raise SystemExit("Mono's framework is not installed (apt-get install mono-devel)")
    return framework / f"{name}.dll"


def verify(mir_files: list[Path]) -> dict[str, str]:
    results: dict[str, str] = {}
    for llc in toolchain.installed_llcs():
        if llc.version is None or not 14 <= llc.version <= 19:
            continue
        verdict = "ok"
        for mir in mir_files:
            r = subprocess.run([str(llc.path), "-mtriple=x86_64-unknown-linux-gnu", "-run-pass=none",
                                "-verify-machineinstrs", "-o", "/dev/null", str(mir)],
                               capture_output=True, text=True)
            if r.returncode != 0:
                verdict = f"{mir.name}: " + next(iter(r.stderr.splitlines()), f"exit {r.returncode}")
                break
        results[f"llc{llc.version}"] = verdict
    return results


def measure(name: str, dll: Path, check: bool) -> Result:
    bodies = sum(1 for m in Assembly(str(dll)).methods if m.rva)
    with tempfile.TemporaryDirectory(prefix="cil2mir-real-") as tmp:
        out, report = Path(tmp) / "out", Path(tmp) / "report.json"
        run = run_measured([sys.executable, "-m", "cil2mir", "compile", str(dll), "-k", "-o", str(out),
                            "--report", str(report), "--time-passes"], cwd=Path(tmp), stderr=True)
        text = run.stderr.decode(errors="replace")
        summary, cpu = SUMMARY.search(text), CPU.search(text)
        stubs = json.loads(report.read_text()) if report.exists() else []
        reasons = collections.Counter(s["reason"] for s in stubs).most_common(5)
        verified = {}
        if check and run.returncode == 0:
            verified = verify([out / f"{dll.stem}.isel.mir", out / f"{dll.stem}.mir"])
        if run.returncode != 0:
            reasons = [(next(iter(text.strip().splitlines()[-1:]), "?"), 1)]
        return Result(name, bodies, int(summary[1]) if summary else 0, len(stubs), reasons,
                      run.wall, float(cpu[1]) if cpu else 0.0, run.maxrss_kib / 1024, run.returncode,
                      verified)


def main() -> None:
    # the compiles run this checkout's cil2mir, whatever an installed one says
    os.environ["PYTHONPATH"] = os.pathsep.join([str(ROOT), *filter(None, [os.environ.get("PYTHONPATH")])])
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--only", action="append", default=[], choices=NAMES,
                    help="an assembly's name (repeatable)")
    ap.add_argument("--no-verify", action="store_true", help="skip the llc verifier")
    args = ap.parse_args()
    for name in args.only or NAMES:
        r = measure(name, assembly(name), not args.no_verify)
        status = "ok" if r.exit == 0 else f"EXIT {r.exit}" + (" (internal error)" if r.exit == 3 else "")
        print(f"{r.name}: {status}; {r.bodies} methods with a body; {r.compiled} functions compiled, "
              f"{r.stubbed} stubbed; {r.wall:.0f} s ({r.cpu:.0f} s CPU, "
              f"{1000 * r.cpu / max(1, r.compiled + r.stubbed):.1f} ms per function), "
              f"peak {r.maxrss_mib:.0f} MiB", flush=True)
        for reason, n in r.reasons:
            print(f"    {n:6}  {reason[:150]}")
        for llc, verdict in r.verified.items():
            print(f"    {llc} -verify-machineinstrs: {verdict}")


if __name__ == "__main__":
    main()
