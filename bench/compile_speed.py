"""Compile-speed benchmark: CIL instructions per second for each stage, on growing inputs.

    python bench/compile_speed.py            # default sizes
    python bench/compile_speed.py --quick    # smaller sizes, for a smoke run

Generates IL programs (assembled with ilasm): one method of 5k, 10k, 20k and 40k
instructions, and assemblies of 500, 1,000 and 2,000 small methods. For each it times
the stages separately and prints instructions per second, then, for each series, the
ratio of the time for a size to the time for the previous (half) size: linear growth
shows as ratios near 2.0, quadratic as ratios near 4.0.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from cil2mir.emit.llvm_ir import ir_module_text  # noqa: E402
from cil2mir.emit.mir_text import print_mir_file  # noqa: E402
from cil2mir.frontend import load_module  # noqa: E402
from cil2mir.isel.select import select_function  # noqa: E402
from cil2mir.regalloc import allocate  # noqa: E402

STAGES = ("frontend", "isel", "regalloc", "emit")


def big_method_il(n_instrs: int) -> tuple[str, int]:
    """One method of about n_instrs instructions: arithmetic over 12 locals, a branch
    every few instructions (so the CFG and the PHIs grow too), printing a checksum."""
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
        init += [f"ldc.i4 {k + 1}", f"stloc {k}"]
    total = [*init, *body]
    for k in range(12):
        total += [f"ldloc {k}", "call void [mscorlib]System.Console::WriteLine(int32)"]
    total.append("ret")
    method = (f".method public static void Main() cil managed {{\n .entrypoint\n .maxstack 8\n"
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


def time_stages(exe: Path) -> dict[str, float]:
    """Seconds spent in each stage for one whole assembly."""
    t: dict[str, float] = {}
    start = time.perf_counter()
    module = load_module(str(exe))
    t["frontend"] = time.perf_counter() - start

    start = time.perf_counter()
    strings = module.string_symbols()
    mfs = [select_function(fn, strings) for fn in module.functions]
    t["isel"] = time.perf_counter() - start

    start = time.perf_counter()
    ir_text = ir_module_text(module)
    pre = print_mir_file(ir_text, mfs)
    emit = time.perf_counter() - start

    start = time.perf_counter()
    for mf in mfs:
        allocate(mf)
    t["regalloc"] = time.perf_counter() - start

    start = time.perf_counter()
    post = print_mir_file(ir_text, mfs)
    t["emit"] = emit + time.perf_counter() - start
    assert pre and post
    return t


def run_series(title: str, sizes: list[int], make, workdir: Path) -> None:
    print(f"\n== {title}")
    header = f"{'size':>8} {'CIL instrs':>10} " + " ".join(f"{s + ' i/s':>14}" for s in STAGES)
    print(header + f" {'total i/s':>12} {'seconds':>9} {'ratio':>6}")
    previous: float | None = None
    for size in sizes:
        il, n = make(size)
        exe = assemble(il, workdir, f"b{size}")
        t = time_stages(exe)
        total = sum(t.values())
        ratio = f"{total / previous:6.2f}" if previous else "     -"
        rates = " ".join(f"{n / t[s]:14,.0f}" for s in STAGES)
        print(f"{size:>8} {n:>10} {rates} {n / total:12,.0f} {total:9.2f} {ratio}")
        previous = total


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--quick", action="store_true", help="smaller sizes (a smoke run)")
    args = ap.parse_args()
    if shutil.which("ilasm") is None:
        sys.exit("bench: ilasm not found (apt-get install mono-mcs)")
    sys.setrecursionlimit(100_000)
    big = [1250, 2500, 5000] if args.quick else [5000, 10000, 20000, 40000]
    many = [125, 250, 500] if args.quick else [500, 1000, 2000]
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        run_series("one method of N CIL instructions (ratio: time / time of the previous size; 2.0 = linear)",
                   big, big_method_il, work)
        run_series("an assembly of N small methods (ratio as above)", many, many_methods_il, work)


if __name__ == "__main__":
    main()
