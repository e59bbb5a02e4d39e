"""Run-time benchmarks: the Benchmarks Game's algorithms (our own C# in bench/programs/)
under Mono's JIT and compiled by cil2mir, in one interleaved run.

The programs: n-body, spectral-norm, fannkuch-redux, binary-trees, mandelbrot, fasta and
k-nucleotide (Dictionary<string, int> and strings of the class library), and three that
stress one thing each: recursive (calls: Ackermann, Fibonacci, Takeuchi), dispatch (virtual
and interface calls over a class hierarchy) and nsievebits (array loops with shifts).

    python bench/runtime.py                  # every program, 5 runs each
    python bench/runtime.py --quick          # smaller inputs, 3 runs
    python bench/runtime.py --runs 7 nbody fasta
    python bench/runtime.py --baseline DIR   # also the MIR back end of another checkout
    python bench/runtime.py --counts         # also executed instructions (valgrind)

For each program: Mono's JIT (`mono P.exe`), the MIR back end (our selection and allocator,
`cil2mir build`), the IR back end (llvmlite -O2, `cil2mir build --backend ir`), and LLVM's
greedy allocator on our selection (`llc -O2 -start-after=finalize-isel P.isel.mir`, linked with
the same runtime). Every executable's output and exit code are first checked against Mono's;
then the variants run in turn, round after round (interleaved, so a slower or faster phase
of the machine hits all of them), and the table gives the best and median wall time of each
and the ratios mir/mono, mir/ir and greedy/ir (best / median), with their geometric means.

`--counts` runs each native variant once more under valgrind's callgrind at the quick size
and prints the executed instructions (mir/ir and greedy/ir) and the executed moves from and
into the stack frame in the managed functions (bench/counts.py): with the same selection
under both allocators, these are our reloads and spills against greedy's.
"""

from __future__ import annotations

import argparse
import math
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.counts import Counts, count, managed_functions  # noqa: E402
from bench.measure import need, run_measured  # noqa: E402
from cil2mir import toolchain  # noqa: E402

PROGRAMS_DIR = ROOT / "bench" / "programs"
# name -> (argument of a full run, argument of a --quick run)
PROGRAMS: dict[str, tuple[str, str]] = {
    "nbody": ("3000000", "300000"),
    "spectralnorm": ("1500", "400"),
    "fannkuchredux": ("10", "9"),
    "binarytrees": ("16", "12"),
    "mandelbrot": ("2500", "800"),
    "fasta": ("1000000", "100000"),
    "knucleotide": ("1000000", "250000"),
    "recursive": ("10", "9"),
    "dispatch": ("100000", "20000"),
    "nsievebits": ("11", "9"),
}


@dataclass
class Variant:
    name: str
    argv: list[str]                       # the command, without the program's argument
    native: bool = True                   # a native executable (valgrind can count it)
    times: list[float] = field(default_factory=list)


def cil2mir_cmd(root: Path) -> tuple[list[str], dict[str, str]]:
    """`python -m cil2mir` of the checkout at `root`, and its environment."""
    env = dict(os.environ, PYTHONPATH=str(root))
    return [sys.executable, "-m", "cil2mir"], env


def run_checked(argv: list[str], env: dict[str, str] | None = None, cwd: Path | None = None) -> None:
    proc = subprocess.run(argv, env=env, cwd=cwd, capture_output=True, text=True)
    if proc.returncode != 0:
        raise SystemExit(f"failed: {' '.join(argv)}\n{proc.stderr}{proc.stdout}")


def build_variants(name: str, work: Path, baseline: Path | None) -> tuple[Path, list[Variant]]:
    """Compile the program with mcs, then every variant's executable."""
    exe = work / f"{name}.exe"
    run_checked([need("mcs"), "-nologo", "-unsafe", "-optimize+", f"-out:{exe}",
                 str(PROGRAMS_DIR / f"{name}.cs")])
    cmd, env = cil2mir_cmd(ROOT)
    out = work / f"{name}.out"
    run_checked(cmd + ["compile", str(exe), "-o", str(out)], env, cwd=work)
    run_checked(cmd + ["build", str(exe), "-o", str(work / f"{name}.mir")], env, cwd=work)
    run_checked(cmd + ["build", "--backend", "ir", str(exe), "-o", str(work / f"{name}.ir")], env, cwd=work)
    greedy_obj = work / f"{name}.greedy.o"
    toolchain.llc_compile(out / f"{name}.isel.mir", greedy_obj, start_before=None, opt=2)
    toolchain.link([greedy_obj], work / f"{name}.greedy")
    variants = [Variant("mono", [need("mono"), str(exe)], native=False),
                Variant("mir", [str(work / f"{name}.mir")]),
                Variant("ir", [str(work / f"{name}.ir")]),
                Variant("greedy", [str(work / f"{name}.greedy")])]
    if baseline is not None:
        bcmd, benv = cil2mir_cmd(baseline)
        run_checked(bcmd + ["build", str(exe), "-o", str(work / f"{name}.base")], benv, cwd=work)
        variants.insert(2, Variant("mir@base", [str(work / f"{name}.base")]))
    return exe, variants


def check_outputs(variants: list[Variant], arg: str, work: Path) -> list[str]:
    """Each variant against Mono (the first): the names of those whose output differs."""
    expected = run_measured(variants[0].argv + [arg], work)
    bad = []
    for v in variants[1:]:
        got = run_measured(v.argv + [arg], work)
        if (got.returncode, got.stdout) != (expected.returncode, expected.stdout):
            bad.append(v.name)
    return bad


def ratio(a: float, b: float) -> float:
    return a / b if b else math.nan


def geomean(values: list[float]) -> float:
    values = [v for v in values if v > 0 and not math.isnan(v)]
    return math.exp(sum(map(math.log, values)) / len(values)) if values else math.nan


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("programs", nargs="*", help=f"a subset of: {' '.join(PROGRAMS)}")
    ap.add_argument("--quick", action="store_true", help="smaller inputs, 3 runs")
    ap.add_argument("--runs", type=int, help="runs of each variant (default 5, --quick 3)")
    ap.add_argument("--baseline", type=Path, help="a checkout of cil2mir whose MIR back end "
                                                  "runs too (column mir@base)")
    ap.add_argument("--counts", action="store_true",
                    help="executed instructions of the native variants (valgrind), at the quick size")
    args = ap.parse_args()
    names = args.programs or list(PROGRAMS)
    for n in names:
        if n not in PROGRAMS:
            raise SystemExit(f"unknown program {n!r}: {' '.join(PROGRAMS)}")
    runs = args.runs or (3 if args.quick else 5)
    counting = args.counts and shutil.which("valgrind") is not None
    with tempfile.TemporaryDirectory(prefix="cil2mir-runtime-") as tmp:
        work = Path(tmp)
        rows = []
        for name in names:
            arg = PROGRAMS[name][1 if args.quick else 0]
            _, variants = build_variants(name, work, args.baseline)
            bad = check_outputs(variants, arg, work)
            if bad:
                print(f"{name}: output differs from Mono's: {', '.join(bad)} (not timed)", flush=True)
                variants = [v for v in variants if v.name not in bad]
            for _ in range(runs):
                for v in variants:
                    r = run_measured(v.argv + [arg], work)
                    v.times.append(r.wall)
            counts: dict[str, Counts | None] = {}
            if counting:
                functions = managed_functions(work / f"{name}.out" / f"{name}.isel.mir")
                for v in variants:
                    if v.native:
                        counts[v.name] = count(v.argv + [PROGRAMS[name][1]], Path(v.argv[0]),
                                               functions, work)
            rows.append((name, arg, {v.name: v.times for v in variants}, counts))
            report_row(rows[-1])
        report_summary(rows, args.counts, counting)


def _stats(times: list[float]) -> tuple[float, float]:
    return min(times), statistics.median(times)


def report_row(row) -> None:
    name, arg, times, counts = row
    cells = "  ".join(f"{v} {b:.3f}/{m:.3f}s" for v, (b, m) in ((v, _stats(t)) for v, t in times.items()))
    print(f"{name} {arg}: {cells}  (best/median)", flush=True)


RATIOS = [("mir/mono", "mir", "mono"), ("mir/ir", "mir", "ir"), ("greedy/ir", "greedy", "ir"),
          ("mir/mir@base", "mir", "mir@base")]


def report_summary(rows, want_counts: bool, counting: bool) -> None:
    used = [r for r in RATIOS if any(r[1] in t and r[2] in t for _, _, t, _ in rows)]
    print()
    print(f"{'program':15} " + " ".join(f"{label:>13}" for label, _, _ in used) + "   (best / median)")
    means: dict[str, list[tuple[float, float]]] = {label: [] for label, _, _ in used}
    for name, _, times, _ in rows:
        cells = []
        for label, a, b in used:
            if a in times and b in times:
                (ba, ma), (bb, mb) = _stats(times[a]), _stats(times[b])
                pair = (ratio(ba, bb), ratio(ma, mb))
                means[label].append(pair)
                cells.append(f"{pair[0]:>6.2f}/{pair[1]:<6.2f}")
            else:
                cells.append(f"{'-':>13}")
        print(f"{name:15} " + " ".join(cells))
    print(f"{'geomean':15} " + " ".join(
        f"{geomean([p[0] for p in means[label]]):>6.2f}/{geomean([p[1] for p in means[label]]):<6.2f}"
        for label, _, _ in used))
    if not want_counts:
        return
    print()
    if not counting:
        print("executed instructions: not counted (valgrind is not installed)")
        return
    print("executed at the quick size (valgrind callgrind): instructions; moves from (loads) and "
          "into (stores) the stack frame in managed code, ours against greedy's on the same selection")
    print(f"{'program':15} {'mir':>13} {'ir':>13} {'greedy':>13} {'mir/ir':>6} {'greedy/ir':>9}"
          f" {'loads mir':>11} {'greedy':>10} {'ratio':>6} {'stores mir':>11} {'greedy':>10} {'ratio':>6}")
    for name, _, _, counts in rows:
        mir, ir, greedy = counts.get("mir"), counts.get("ir"), counts.get("greedy")
        if not (mir and ir and greedy):
            print(f"{name:15} (not counted)")
            continue
        print(f"{name:15} {mir.instructions:>13,} {ir.instructions:>13,} {greedy.instructions:>13,}"
              f" {mir.instructions / ir.instructions:>6.2f} {greedy.instructions / ir.instructions:>9.2f}"
              f" {mir.stack_loads:>11,} {greedy.stack_loads:>10,}"
              f" {ratio(mir.stack_loads, greedy.stack_loads):>6.2f}"
              f" {mir.stack_stores:>11,} {greedy.stack_stores:>10,}"
              f" {ratio(mir.stack_stores, greedy.stack_stores):>6.2f}")


if __name__ == "__main__":
    main()
