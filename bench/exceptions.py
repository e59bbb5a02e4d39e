"""Exception-handling benchmark: what try blocks cost on the path that never throws, and what a
throw costs, for programs built by cil2mir through both back ends, next to Mono in the same run.

    python bench/exceptions.py             # 30M loop iterations (60M calls) + fib(30), 1M throws
    python bench/exceptions.py --quick     # 3M iterations + fib(25), 100k throws, one run each
    python bench/exceptions.py --calls 10000000 --throws 500000 --repeat 5

Calls: one C# workload compiled twice. `plain` calls a small static method twice per loop
iteration and runs a doubly recursive fib; `try` is the same code with every one of those calls
inside a try block (try/catch around the first call of the iteration, try/finally around the
second and around fib's recursive calls), none of which ever throws. Both versions test the
pending-exception slot after every call that may raise (DESIGN.md 5); inside a try the test
leads to the region's dispatch code instead of a return, and the handlers add blocks, edges
and values live across calls: the ratio try/plain is the price of try regions on the normal
path. plain's counter updates and the try version's finally bodies do the same work.

Throws: a loop that throws an InvalidOperationException from a method 1 frame (and then 10
frames) down and catches it N times. Each runner also runs it with N = 0: per throw =
(time(N) - time(0)) / N, so start-up is not counted. The peak resident set size of the N run
(ru_maxrss of that very process, from wait4) shows whether thrown exceptions are reclaimed: it
must not grow with N (compare it with the N = 0 run; both include the pages of the forked
Python process before exec).

Every run's stdout and exit code must equal Mono's (a mismatch is reported and makes the script
exit 1). Times are wall-clock, best of --repeat. Needs mcs and mono, llc and libgc-dev, like the
tests.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

from measure import ENV, Run, need, run_measured

REPO_ROOT = Path(__file__).resolve().parent.parent
BACKENDS = ("mir", "ir")


def calls_source(with_try: bool) -> str:
    """The call-heavy workload; Main(args): args[0] loop iterations, args[1] fib's argument."""
    if with_try:
        loop = """
            try { acc = Step(acc, i); }
            catch (InvalidOperationException) { acc = -1; }
            try { acc = Step(acc, i + 1); }
            finally { counter++; }"""
        fib = """
        int r;
        try { r = Fib(n - 1) + Fib(n - 2); }
        finally { fibCalls++; }
        return r;"""
    else:
        loop = """
            acc = Step(acc, i);
            acc = Step(acc, i + 1);
            counter++;"""
        fib = """
        int r = Fib(n - 1) + Fib(n - 2);
        fibCalls++;
        return r;"""
    return f"""using System;

class Calls
{{
    static int counter, fibCalls;

    static int Step(int acc, int i) {{ return (acc * 31 + i) ^ (acc >> 7); }}

    static int Fib(int n)
    {{
        if (n < 2) return n;{fib}
    }}

    static void Main(string[] args)
    {{
        int n = int.Parse(args[0]);
        int acc = 1;
        for (int i = 0; i < n; i++)
        {{{loop}
        }}
        Console.WriteLine(acc + " " + counter + " " + Fib(int.Parse(args[1])) + " " + fibCalls);
    }}
}}
"""


THROWS_SOURCE = """using System;

class Throws
{
    static int Down(int depth, int i)
    {
        if (depth == 0) throw new InvalidOperationException("throw");
        return Down(depth - 1, i) + 1;
    }

    static void Main(string[] args)
    {
        int n = int.Parse(args[0]), depth = int.Parse(args[1]);
        long caught = 0;
        for (int i = 0; i < n; i++)
        {
            try { Down(depth, i); }
            catch (InvalidOperationException e) { caught += e.Message.Length; }
        }
        Console.WriteLine(caught);
    }
}
"""


class Bench:
    """Builds the programs, runs them, and checks every run against Mono's."""

    def __init__(self, work: Path, repeat: int) -> None:
        self.work = work
        self.repeat = repeat
        self.failed = False
        self.expected: dict[tuple[str, tuple[str, ...]], Run] = {}
        self.peak_kib = 0

    def build(self, name: str, source: str) -> dict[str, list[str]]:
        """mcs the program, `cil2mir build` it for each back end: runner name -> argv."""
        cs = self.work / f"{name}.cs"
        cs.write_text(source)
        exe = self.work / f"{name}.exe"
        subprocess.run([need("mcs"), "-nologo", "-warn:0", f"-out:{exe}", str(cs)], check=True)
        runners = {"mono": [need("mono"), str(exe)]}
        env = dict(os.environ, **ENV)
        env["PYTHONPATH"] = str(REPO_ROOT) + (os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else "")
        for backend in BACKENDS:
            native = self.work / f"{name}_{backend}"
            r = subprocess.run([sys.executable, "-m", "cil2mir", "build", str(exe), "-o", str(native),
                                "--backend", backend], cwd=self.work, env=env, capture_output=True, text=True)
            if r.returncode != 0:
                self.failed = True
                print(f"{name}: cil2mir build --backend {backend} failed (exit {r.returncode}): "
                      f"{r.stderr.strip()[:300]}")
                continue
            runners[f"cil2mir {backend}"] = [str(native)]
        return runners

    def best(self, program: str, runner: str, argv: list[str], args: list[str]) -> float | None:
        """Best wall time of `repeat` runs; None (and a report) if the output is not Mono's.
        The largest peak RSS of the runs is left in self.peak_kib."""
        best = float("inf")
        key = (program, tuple(args))
        self.peak_kib = 0
        for _ in range(self.repeat):
            r = run_measured(argv + args, self.work)
            if runner == "mono":
                self.expected.setdefault(key, r)
            else:
                want = self.expected[key]
                if (r.returncode, r.stdout) != (want.returncode, want.stdout):
                    self.failed = True
                    print(f"{program} {' '.join(args)} on {runner}: OUTPUT DIFFERS from Mono's "
                          f"(exit {r.returncode} vs {want.returncode}; {r.stdout[-80:]!r} vs {want.stdout[-80:]!r})")
                    return None
            best = min(best, r.wall)
            self.peak_kib = max(self.peak_kib, r.maxrss_kib)
        return best


def fmt(x: float | None, spec: str) -> str:
    """A table cell: the number, or - when it was not measured."""
    return "-" if x is None else format(x, spec)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true", help="smaller sizes, one run each (a smoke run)")
    ap.add_argument("--calls", type=int, help="loop iterations, 2 calls each (default 30,000,000; --quick 3,000,000)")
    ap.add_argument("--fib", type=int, help="fib's argument (default 30; --quick 25)")
    ap.add_argument("--throws", type=int, help="exceptions thrown and caught (default 1,000,000; --quick 100,000)")
    ap.add_argument("--repeat", type=int, help="runs per measurement, best kept (default 3; --quick 1)")
    args = ap.parse_args(argv)
    iters = args.calls or (3_000_000 if args.quick else 30_000_000)
    fib = args.fib or (25 if args.quick else 30)
    throws = args.throws or (100_000 if args.quick else 1_000_000)
    repeat = args.repeat or (1 if args.quick else 3)

    with tempfile.TemporaryDirectory(prefix="cil2mir-ehbench-") as tmp:
        bench = Bench(Path(tmp), repeat)
        plain = bench.build("calls_plain", calls_source(False))
        tried = bench.build("calls_try", calls_source(True))
        throwing = bench.build("throws", THROWS_SOURCE)

        call_args = [str(iters), str(fib)]
        print(f"\ncalls: {iters:,} loop iterations (2 calls each) + fib({fib}); best of {repeat}")
        print(f"{'runner':<13} {'plain s':>9} {'try s':>9} {'try/plain':>10}")
        for name in plain:
            t_plain = bench.best("calls_plain", name, plain[name], call_args)
            t_try = bench.best("calls_try", name, tried[name], call_args) if name in tried else None
            ratio = t_try / t_plain if t_plain and t_try else None
            print(f"{name:<13} {fmt(t_plain, '9.3f')} {fmt(t_try, '9.3f')} {fmt(ratio, '10.3f')}")

        print(f"\nthrows: {throws:,} thrown and caught; per throw = (time(N) - time(0)) / N; best of {repeat}")
        print(f"{'runner':<13} {'frames':>6} {'total s':>9} {'us/throw':>9} {'x mono':>7} "
              f"{'RSS MiB N':>10} {'RSS MiB 0':>10}")
        mono_per: dict[int, float] = {}
        for name, cmd in throwing.items():
            for depth in (0, 10):
                total = bench.best("throws", name, cmd, [str(throws), str(depth)])
                rss_n = bench.peak_kib / 1024
                base = bench.best("throws", name, cmd, ["0", str(depth)])
                rss_0 = bench.peak_kib / 1024
                per = (total - base) / throws * 1e6 if total is not None and base is not None else None
                if name == "mono" and per is not None:
                    mono_per[depth] = per
                vs = per / mono_per[depth] if per is not None and mono_per.get(depth) else None
                print(f"{name:<13} {depth + 1:>6} {fmt(total, '9.3f')} {fmt(per, '9.3f')} {fmt(vs, '7.2f')} "
                      f"{rss_n:10.1f} {rss_0:10.1f}")
    return 1 if bench.failed else 0


if __name__ == "__main__":
    sys.exit(main())
