"""llc discovery and invocation for the tests: every installed version among 14..19."""

from __future__ import annotations

import subprocess
from pathlib import Path

TRIPLE_FLAGS = ["-mtriple=x86_64-unknown-linux-gnu", "-relocation-model=pic"]


def _installed() -> list[int]:
    return [v for v in range(14, 20) if Path(f"/usr/lib/llvm-{v}/bin/llc").exists()]


LLC_VERSIONS = _installed()
assert LLC_VERSIONS, "no llc among 14..19 is installed (apt-get install llvm-19)"


def llc_path(version: int) -> str:
    return f"/usr/lib/llvm-{version}/bin/llc"


def llc(version: int, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([llc_path(version), *TRIPLE_FLAGS, *args], capture_output=True, text=True)
