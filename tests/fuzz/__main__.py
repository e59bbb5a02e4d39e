"""python -m tests.fuzz [--count N] [--seed S] [--keep DIR] [--run-share F]: compile N mutants
of the test programs and report every one that breaks the bad-input contract, building and
running a share of those that compile next to Mono (tests/fuzz/__init__.py)."""

from __future__ import annotations

import argparse
import collections
import sys
import time
from pathlib import Path

from tests.fuzz import run


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--count", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--keep", type=Path, default=Path("fuzz-failures"),
                    help="where the failing mutants are copied (default: ./fuzz-failures)")
    ap.add_argument("--run-share", type=float, default=0.05,
                    help="the share of the mutants that compile that are also built and run "
                         "natively next to Mono (default 0.05)")
    args = ap.parse_args()
    start = time.perf_counter()
    report = run(args.count, args.seed, args.keep, progress=True, run_share=args.run_share)
    print(f"{report.count} mutants in {time.perf_counter() - start:.0f} s; exit codes: "
          + ", ".join(f"{'timeout' if c is None else c}: {n}" for c, n in sorted(report.codes.items(), key=str))
          + f"; {report.ran} run natively")
    for why, n in collections.Counter(f.why for f in report.failures).most_common():
        print(f"  {why}: {n}")
    for f in report.failures:
        print(f"{f.mutant}: {f.why} ({f.seed}, {f.mutation})\n    {f.stderr.splitlines()[-1] if f.stderr else ''}")
    return 1 if report.failures else 0


if __name__ == "__main__":
    sys.exit(main())
