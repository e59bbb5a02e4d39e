"""What the run-time benchmarks share: running a program with its wall time and peak
memory measured, and finding the tools they need."""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

ENV = {"LC_ALL": "C.UTF-8", "LANG": "C.UTF-8"}


@dataclass
class Run:
    wall: float          # seconds
    maxrss_kib: int      # peak resident set size of the process
    returncode: int
    stdout: bytes
    stderr: bytes = b""


def run_measured(argv: list[str], cwd: Path, stderr: bool = False) -> Run:
    """Run argv to completion; wall time and the peak RSS of exactly this child (wait4).
    `stderr`: keep its stderr too (else it is discarded)."""
    env = dict(os.environ, **ENV)
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        start = time.perf_counter()
        proc = subprocess.Popen(argv, cwd=cwd, env=env, stdout=out,
                                stderr=err if stderr else subprocess.DEVNULL, stdin=subprocess.DEVNULL)
        _, status, rusage = os.wait4(proc.pid, 0)
        wall = time.perf_counter() - start
        out.seek(0)
        err.seek(0)
        return Run(wall, rusage.ru_maxrss, os.waitstatus_to_exitcode(status), out.read(), err.read())


def need(tool: str) -> str:
    path = shutil.which(tool)
    if not path:
        raise SystemExit(f"`{tool}` is not installed (apt-get install mono-mcs mono-runtime)")
    return path
