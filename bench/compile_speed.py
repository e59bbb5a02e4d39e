"""Compile-speed benchmark: CPU time of `cil2mir compile`, end to end, on growing inputs.

    python bench/compile_speed.py                        # default sizes
    python bench/compile_speed.py --quick                # smaller sizes, for a smoke run
    python bench/compile_speed.py --baseline /tmp/base   # also another checkout, as ratios

Generates IL programs (assembled with ilasm): one method of 5k, 10k, 20k and 40k
instructions, and assemblies of 500, 1,000 and 2,000 small methods; then (not with --quick)
compiles tests/programs/framework_linq.cs, which reaches 2,700 framework methods. Each input
is compiled by `cil2mir compile` in a child process with the function cache off, and its
CPU time (user + system, from the child's rusage: everything, the interpreter's start and
its last garbage collection included; cil2mir's modules byte-compiled beforehand, as an
installed package's are, by one compile not measured) is reported with CIL instructions per CPU second and,
below, the stages' CPU from `--time-passes`. For each series, the ratio of the time for a
size to the time for the previous (half) size: linear growth shows as ratios near 2.0,
quadratic as ratios near 4.0. With `--baseline DIR` (a checkout, e.g. `git worktree add
/tmp/base <commit>`), every input is also compiled by DIR's cil2mir, in the same run, just
before ours, both with the middle end off (CIL2MIR_OPT=0: a checkout from before it has
none), and the table adds DIR's time and DIR's time divided by ours (2.0: half the CPU).
"""

from __future__ import annotations

import argparse
import os
import re
import resource
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
PROGRAMS = [REPO / "tests" / "programs" / "framework_linq.cs"]


def big_method_il(n_instrs: int) -> tuple[str, int]:
    """One method of about n_instrs instructions: arithmetic over 12 locals, a branch
    every few instructions (so the CFG and the PHIs grow too), printing a checksum. The
    locals start from the number of arguments, unknown to the compiler: from constants,
    the middle end's constant propagation folded the whole method into twelve prints,
    and the back end had nothing left to compile."""
    body: list[str] = []
    count = 0
    i = 0
    while count < n_instrs:
        a, b, c = i % 12, (i * 7 + 3) % 12, (i * 5 + 1) % 12
        body += [f"ldloc {a}", f"ldloc {b}", "add", f"ldc.i4 {i % 1000 + 1}", "xor",
                 f"stloc {c}", f"ldloc {c}", "ldc.i4.0", f"bge L{i}",
                 f"ldloc {a}", "ldc.i4.3", "mul", f"stloc {a}", f"L{i}: nop"]
        count += 14
        i += 1
    locals_ = ", ".join(f"int32 V{k}" for k in range(12))
    init = []
    for k in range(12):
        init += ["ldarg.0", "ldlen", "conv.i4", f"ldc.i4 {k + 1}", "add", f"stloc {k}"]
    total = [*init, *body]
    for k in range(12):
        total += [f"ldloc {k}", "call void [mscorlib]System.Console::WriteLine(int32)"]
    total.append("ret")
    method = (f".method public static void Main(string[] args) cil managed {{\n .entrypoint\n .maxstack 8\n"
              f" .locals init ({locals_})\n  " + "\n  ".join(total) + "\n}")
    return _assembly(method), len(total)


def many_methods_il(n_methods: int) -> tuple[str, int]:
    """n_methods small methods, each calling the previous one: many functions, little code each."""
    methods = [".method public static int32 M0(int32 x) cil managed {\n ldarg.0\n ret\n}"]
    per = 9
    for k in range(1, n_methods):
        methods.append(
            f".method public static int32 M{k}(int32 x) cil managed {{\n .maxstack 4\n"
            f" ldarg.0\n ldc.i4 {k}\n add\n call int32 Program::M{k - 1}(int32)\n"
            f" ldarg.0\n ldc.i4.1\n shl\n xor\n ret\n}}")
    methods.append(
        f".method public static void Main() cil managed {{\n .entrypoint\n .maxstack 2\n"
        f" ldc.i4.1\n call int32 Program::M{n_methods - 1}(int32)\n"
        f" call void [mscorlib]System.Console::WriteLine(int32)\n ret\n}}")
    return _assembly("\n".join(methods)), 2 + per * (n_methods - 1) + 4


def _assembly(methods: str) -> str:
    return (".assembly extern mscorlib {}\n.assembly Bench {}\n.module Bench.exe\n"
            ".class public auto ansi abstract sealed beforefieldinit Program extends [mscorlib]System.Object {\n"
            f"{methods}\n}}\n")


def assemble(il: str, workdir: Path, name: str) -> Path:
    src = workdir / f"{name}.il"
    src.write_text(il)
    exe = workdir / f"{name}.exe"
    subprocess.run(["ilasm", "/quiet", f"/output:{exe}", str(src)], check=True,
                   stdout=subprocess.DEVNULL)
    return exe


# ---- one compile, in a child process (so each checkout runs its own cil2mir) -------------------

def measure(checkout: Path, exe: Path, same_pipeline: bool) -> dict:
    """CPU seconds (user + system) of `cil2mir compile` by `checkout`, end to end, with the
    function cache off, and its stages' CPU from `--time-passes` when the checkout has it.
    `same_pipeline`: the middle end off (CIL2MIR_OPT=0), as in a checkout that has none.
    The checkout's modules are byte-compiled once, outside its tree, as an installed
    package's are (and as the tests' are, conftest.cli_env), even where
    PYTHONDONTWRITEBYTECODE is set: else every compile measured would also compile
    cil2mir's own sources (about 0.2 s of CPU on this machine kind)."""
    env = {**os.environ, "PYTHONPATH": str(checkout), "CIL2MIR_CACHE": "0",
           "PYTHONDONTWRITEBYTECODE": "", "PYTHONPYCACHEPREFIX": str(_pycache(checkout))}
    if same_pipeline:
        env["CIL2MIR_OPT"] = "0"
    timed = (checkout / "cil2mir" / "timing.py").exists()
    with tempfile.TemporaryDirectory() as out:
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        r = subprocess.run([sys.executable, "-m", "cil2mir", "compile", str(exe), "-o", out,
                            *(["--time-passes"] if timed else [])],
                           env=env, capture_output=True, text=True, cwd=out)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if r.returncode != 0:
        sys.exit(f"bench: {checkout} failed on {exe.name}: {r.stderr.strip()}")
    stages = {}
    for line in r.stderr.splitlines():
        m = STAGE_ROW.match(line)
        if m and m[2] != "Total":
            stages[m[2]] = float(m[1])
    return {"cpu": after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime,
            "stages": stages}


def _pycache(checkout: Path) -> Path:
    """Where `checkout`'s bytecode is cached for this run (filled by the first compile it
    measures, which warm_up makes first)."""
    return Path(tempfile.gettempdir()) / "cil2mir-bench-pycache" / str(checkout.resolve()).strip("/").replace("/", "_")


def warm_up(checkout: Path, exe: Path) -> None:
    """One compile not measured, so that `checkout`'s bytecode is cached before any is."""
    measure(checkout, exe, True)


# a row of --time-passes: CPU seconds, (share), wall seconds, (share), stage name
STAGE_ROW = re.compile(r"^ +(\d+\.\d+) \( *[\d.]+%\) +\d+\.\d+ \( *[\d.]+%\)  (.+)$")


# ---- the report ----------------------------------------------------------------------------------

def run_series(title: str, inputs: list[tuple[str, int, Path]], baseline: Path | None) -> None:
    print(f"\n== {title}")
    head = f"{'input':>16} {'CIL instrs':>10} {'CPU s':>7} {'instrs/s':>9} {'ratio':>6}"
    if baseline:
        head += f" {'base CPU s':>10} {'base/ours':>9}"
    print(head)
    previous: float | None = None
    for label, n, exe in inputs:
        base = measure(baseline, exe, True) if baseline else None
        ours = measure(REPO, exe, baseline is not None)
        ratio = f"{ours['cpu'] / previous:6.2f}" if previous else "     -"
        rate = f"{n / ours['cpu']:9,.0f}" if n else f"{'-':>9}"     # (n: 0 when not known)
        line = f"{label:>16} {n or '-':>10} {ours['cpu']:7.2f} {rate} {ratio}"
        if base:
            line += f" {base['cpu']:10.2f} {base['cpu'] / ours['cpu']:9.2f}"
        print(line)
        print("    " + ", ".join(f"{k} {v:.2f}" for k, v in ours["stages"].items()))
        previous = ours["cpu"]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--quick", action="store_true", help="smaller sizes, no framework program (a smoke run)")
    ap.add_argument("--baseline", metavar="DIR", type=Path, default=None,
                    help="another cil2mir checkout to measure in the same run, as ratios")
    args = ap.parse_args()
    if shutil.which("ilasm") is None or shutil.which("mcs") is None:
        sys.exit("bench: ilasm or mcs not found (apt-get install mono-mcs mono-devel)")
    big = [1250, 2500, 5000] if args.quick else [5000, 10000, 20000, 40000]
    many = [125, 250, 500] if args.quick else [500, 1000, 2000]
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        smallest = assemble(many_methods_il(2)[0], work, "warm_up")
        for checkout in (args.baseline, REPO):
            if checkout is not None:
                warm_up(checkout, smallest)
        run_series("one method of N CIL instructions (ratio: time / time of the previous size; 2.0 = linear)",
                   [(f"{n} instrs", m, assemble(il, work, f"b{n}"))
                    for n in big for il, m in [big_method_il(n)]], args.baseline)
        run_series("an assembly of N small methods (ratio as above)",
                   [(f"{n} methods", m, assemble(il, work, f"m{n}"))
                    for n in many for il, m in [many_methods_il(n)]], args.baseline)
        if not args.quick:
            exes = []
            for src in PROGRAMS:
                exe = work / f"{src.stem}.exe"
                subprocess.run(["mcs", "-unsafe", f"-out:{exe}", str(src)], check=True,
                               stdout=subprocess.DEVNULL)
                exes.append((src.stem, 0, exe))
            run_series("framework-heavy programs (ratio: not meaningful)", exes, args.baseline)


if __name__ == "__main__":
    main()
