"""The back end's cache: each function's pre-RA and post-RA MIR text, kept across compiles.

Instruction selection and register allocation take most of a compile, and a program that
uses the framework compiles a thousand of its methods that every such program shares. A
function's machine code depends only on its SSA (string literals are named by their text,
ir.Module.string_symbols) and on cil2mir's own code, so the key is a hash of the function's
`fingerprint` and of cil2mir's sources: whatever the program, the same function hits,
and any change to the compiler misses. Entries live in one SQLite file under the cache
root (toolchain.cache_root), which tests running in parallel share safely.
`CIL2MIR_CACHE=0` turns the cache off.
"""

from __future__ import annotations

import functools
import hashlib
import os
import sqlite3
import sys
from pathlib import Path
from typing import Callable

from cil2mir import toolchain
from cil2mir.frontend import ir

PACKAGE = Path(__file__).resolve().parent


@functools.lru_cache(maxsize=None)
def _salt() -> bytes:
    """cil2mir's sources: a compiler change invalidates every entry."""
    h = hashlib.sha256(sys.version.encode())
    for path in sorted(PACKAGE.rglob("*.py")):
        h.update(str(path.relative_to(PACKAGE)).encode())
        h.update(path.read_bytes())
    return h.digest()


def fingerprint(fn: ir.Function) -> str | None:
    """Everything the back end reads of `fn`, flat: each object's fields, with values and
    blocks by their numbers (None when the numbering does not tell them apart)."""
    seen: set[int] = set()
    for b in fn.blocks:
        for v in (*b.phis, *b.insts):
            if v.id < 0 or v.id in seen:
                return None
            seen.add(v.id)

    def enc(x: object) -> str:
        if isinstance(x, ir.Block):
            return f"b{x.id}"
        if isinstance(x, (ir.Inst, ir.Phi)):
            return f"v{x.id}"
        if isinstance(x, (list, tuple)):
            return "[" + ",".join(enc(y) for y in x) + "]"
        if isinstance(x, dict):
            return "{" + ",".join(f"{enc(k)}:{enc(v)}" for k, v in x.items()) + "}"
        if isinstance(x, (ir.Jump, ir.Branch, ir.Switch, ir.Return, ir.Unreachable)):
            return fields(x)
        return repr(x)      # constants, parameters, callees, accesses, slots, enums, strings

    def fields(o: object) -> str:
        return type(o).__name__ + "(" + ",".join(
            f"{k}={enc(v)}" for k, v in vars(o).items() if k != "preds") + ")"

    out = [fields(fn)]
    for b in fn.blocks:
        out += [fields(b)] + [fields(v) for v in (*b.phis, *b.insts)]
    return "\n".join(out)


def enabled() -> bool:
    return os.environ.get("CIL2MIR_CACHE", "1") != "0"


class FunctionCache:
    """(pre-RA MIR, post-RA MIR) of functions by key; misses are compiled and stored in
    one transaction at the end (`store`)."""

    def __init__(self, path: Path | None) -> None:
        self._db: sqlite3.Connection | None = None
        self._new: list[tuple[str, str, str]] = []
        self.hits = self.misses = 0
        if path is None:
            return
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            self._db = sqlite3.connect(path, timeout=60)
            self._db.execute("CREATE TABLE IF NOT EXISTS fn (key TEXT PRIMARY KEY, isel TEXT, mir TEXT)")
        except sqlite3.Error:
            self._db = None         # an unusable cache only costs time

    def compile(self, fn: ir.Function, select: Callable[[ir.Function], tuple[str, str]]
                ) -> tuple[str, str]:
        if self._db is None:
            return select(fn)
        text = fingerprint(fn)
        if text is None:
            return select(fn)
        key = hashlib.sha256(_salt() + text.encode("utf-8", "surrogatepass")).hexdigest()
        try:
            row = self._db.execute("SELECT isel, mir FROM fn WHERE key = ?", (key,)).fetchone()
        except sqlite3.Error:
            row = None
        if row is not None:
            self.hits += 1
            return row[0], row[1]
        self.misses += 1
        isel, mir = select(fn)
        self._new.append((key, isel, mir))
        return isel, mir

    def store(self) -> None:
        if self._db is None:
            return
        try:
            with self._db:
                self._db.executemany("INSERT OR IGNORE INTO fn VALUES (?, ?, ?)", self._new)
        except sqlite3.Error:
            pass
        finally:
            self._new.clear()
            self._db.close()
            self._db = None


def open_cache() -> FunctionCache:
    return FunctionCache(toolchain.cache_root() / "functions.sqlite" if enabled() else None)
