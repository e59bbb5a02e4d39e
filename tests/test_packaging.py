"""An installed cil2mir (`pip install .`, not the editable install the tests use) must carry
every module and runtime file the compiler reads: the wheel is built and its files compared
with the source tree. (The package list in pyproject.toml is written by hand; the middle
end's package was once missing from it, and a wheel install failed at its first compile.)"""

from __future__ import annotations

import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


def test_wheel_carries_every_module_and_runtime_file(tmp_path: Path) -> None:
    # built from a copy: setuptools writes build/ and an egg-info into the tree it builds
    src = tmp_path / "src"
    src.mkdir()
    for name in ("pyproject.toml", "README.md"):
        shutil.copy(REPO / name, src / name)
    for name in ("cil2mir", "runtime"):
        shutil.copytree(REPO / name, src / name, ignore=shutil.ignore_patterns("__pycache__"))
    r = subprocess.run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w", str(tmp_path),
                        str(src)], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    (wheel,) = tmp_path.glob("cil2mir-*.whl")
    with zipfile.ZipFile(wheel) as z:
        packed = set(z.namelist())
    sources = {f"cil2mir/{p.relative_to(REPO / 'cil2mir').as_posix()}"
               for p in (REPO / "cil2mir").rglob("*.py") if "__pycache__" not in p.parts}
    runtime = {f"cil2mir/_runtime/{p.relative_to(REPO / 'runtime').as_posix()}"
               for pattern in ("*.c", "*.h", "corelib/*.cs") for p in (REPO / "runtime").glob(pattern)}
    assert sources and runtime
    assert sources - packed == set()
    assert runtime - packed == set()
