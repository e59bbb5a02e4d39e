"""Golden text kept in a test file as `GOLDEN["name"] = \"\"\"...\"\"\"` entries, rewritten in
place by `CIL2MIR_BLESS=1` (Cranelift filetests style): tests/test_isel.py, tests/test_opt.py."""

from __future__ import annotations

import os
import re
from pathlib import Path

BLESS = os.environ.get("CIL2MIR_BLESS") == "1"


def bless(path: Path, name: str, text: str) -> None:
    """Write `text` as the golden entry `name` of the test file at `path` (appended when
    it has none yet)."""
    source = path.read_text()
    entry = f'GOLDEN["{name}"] = """\n{text.strip()}\n"""\n'
    pattern = re.compile(r'^GOLDEN\["' + re.escape(name) + r'"\] = """\n.*?^"""\n', re.S | re.M)
    if pattern.search(source):
        source = pattern.sub(lambda _: entry, source, count=1)
    else:
        source = source.rstrip("\n") + "\n\n" + entry
    path.write_text(source)
