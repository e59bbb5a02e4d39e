"""Runs one of the runtime's dump programs (runtime/gen_*_dump.cs) on mono and returns the JSON it
prints: how the table generators (gen_cultures.py, gen_normalization.py) read the data Mono
keeps in its native runtime. Needs mcs and mono."""
from __future__ import annotations

import json
import os
import subprocess
import tempfile
from pathlib import Path
from typing import Any


def run_dump(source: Path, *mcs_flags: str) -> Any:
    """What `source`, compiled by mcs (with `mcs_flags`) and run on mono, prints as JSON."""
    with tempfile.TemporaryDirectory() as tmp:
        exe = os.path.join(tmp, "dump.exe")
        subprocess.run(["mcs", "-nologo", *mcs_flags, f"-out:{exe}", str(source)], check=True)
        out = subprocess.run(["mono", exe], check=True, capture_output=True,
                             env={**os.environ, "LC_ALL": "C.UTF-8"}).stdout
    return json.loads(out)
