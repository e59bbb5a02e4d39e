"""GC benchmark: peak resident memory and wall time of tests/programs/gc_stress.cs, built by
cil2mir through both back ends, next to Mono running the same assembly in the same session.

    python bench/gc_memory.py             # 200 rounds, 128 MiB of arrays per round (~26 GiB allocated)
    python bench/gc_memory.py --quick     # 200 rounds, 8 MiB per round (~2.5 GiB), one run each
    python bench/gc_memory.py --rounds 400 --array-mb 64 --repeat 5

gc_stress builds and drops a binary tree of depth 16 (131071 nodes, about 5 MiB) per round plus
`--array-mb` MiB of int/long/double/byte arrays, while a long-lived tree and array of strings
stay reachable; it prints checksums. Every run's stdout and exit code must equal Mono's (a
mismatch is reported and makes the script exit 1). For each runner the script reports the
peak resident set size (ru_maxrss from wait4 of that very process, so no runs are mixed) and
the wall time, the best of `--repeat` runs, each also as a ratio to Mono's. Bounded memory
shows as a peak RSS far below the total allocated.

Needs mcs and mono (mono-mcs, mono-runtime), llc and libgc-dev, like the tests; nothing else
(peak RSS comes from os.wait4, not /usr/bin/time).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from measure import ENV, Run, need, run_measured

REPO_ROOT = Path(__file__).resolve().parent.parent
PROGRAM = REPO_ROOT / "tests" / "programs" / "gc_stress.cs"
TREE_MIB = 131071 * 40 / 2**20          # one round's tree: nodes x (header + 2 refs + int, padded)


def machine_memory_mib() -> float:
    with open("/proc/meminfo") as f:
        for line in f:
            if line.startswith("MemTotal:"):
                return int(line.split()[1]) / 1024
    return float("nan")


def build(work: Path) -> dict[str, list[str]]:
    """mcs the program, cil2mir build it with each back end; the argv of each runner."""
    exe = work / "gc_stress.exe"
    subprocess.run([need("mcs"), "-nologo", "-warn:0", f"-out:{exe}", str(PROGRAM)], check=True)
    runners = {"mono": [need("mono"), str(exe)]}
    env = dict(os.environ, **ENV)
    env["PYTHONPATH"] = str(REPO_ROOT) + (os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else "")
    for backend in ("mir", "ir"):
        native = work / f"gc_stress_{backend}"
        start = time.perf_counter()
        r = subprocess.run([sys.executable, "-m", "cil2mir", "build", str(exe), "-o", str(native),
                            "--backend", backend], cwd=work, env=env, capture_output=True, text=True)
        if r.returncode != 0:
            print(f"cil2mir build --backend {backend} failed (exit {r.returncode}): {r.stderr.strip()}")
            continue
        print(f"built with --backend {backend} in {time.perf_counter() - start:.1f} s")
        runners[f"cil2mir {backend}"] = [str(native)]
    return runners


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true", help="a smaller run (8 MiB of arrays per round), once each")
    ap.add_argument("--rounds", type=int, help="rounds of tree + arrays (default 200)")
    ap.add_argument("--array-mb", type=int, help="MiB of arrays allocated per round (default 128; --quick 8)")
    ap.add_argument("--repeat", type=int, help="runs per runner, best time kept (default 3; --quick 1)")
    args = ap.parse_args(argv)
    rounds = args.rounds or 200
    array_mb = args.array_mb if args.array_mb is not None else (8 if args.quick else 128)
    repeat = args.repeat or (1 if args.quick else 3)

    allocated = rounds * (TREE_MIB + array_mb)
    ram = machine_memory_mib()
    print(f"gc_stress {rounds} {array_mb}: about {allocated / 1024:.1f} GiB allocated in all "
          f"({allocated / ram:.2f} x this machine's {ram / 1024:.1f} GiB of RAM); best of {repeat}")

    failed = False
    with tempfile.TemporaryDirectory(prefix="cil2mir-gcbench-") as tmp:
        work = Path(tmp)
        runners = build(work)
        prog_args = [str(rounds), str(array_mb)]
        results: dict[str, tuple[float, int]] = {}
        expected: Run | None = None
        for name, cmd in runners.items():
            best_wall, peak = float("inf"), 0
            for _ in range(repeat):
                r = run_measured(cmd + prog_args, work)
                if name == "mono":
                    expected = expected or r
                elif (r.returncode, r.stdout) != (expected.returncode, expected.stdout):
                    failed = True
                    print(f"{name}: OUTPUT DIFFERS from Mono's (exit {r.returncode} vs {expected.returncode}); "
                          f"last line {r.stdout.splitlines()[-1:]!r} vs {expected.stdout.splitlines()[-1:]!r}")
                best_wall = min(best_wall, r.wall)
                peak = max(peak, r.maxrss_kib)
            results[name] = (best_wall, peak)

    mono_wall, mono_rss = results["mono"]
    print()
    print(f"{'runner':<13} {'wall s':>8} {'x mono':>7} {'peak RSS MiB':>13} {'x mono':>7}")
    for name, (wall, rss) in results.items():
        print(f"{name:<13} {wall:8.2f} {wall / mono_wall:7.2f} {rss / 1024:13.1f} {rss / mono_rss:7.2f}")
    missing = [b for b in ("cil2mir mir", "cil2mir ir") if b not in results]
    if missing:
        print(f"not measured (build failed): {', '.join(missing)}")
    return 1 if failed or missing else 0


if __name__ == "__main__":
    sys.exit(main())
