"""The back end's cache: each function's pre-RA and post-RA MIR text, the text of its
LLVM IR body, and the IR back end's object code of a function compiled alone, kept across
compiles.

Instruction selection and register allocation take most of a compile, and a program that
uses the framework compiles a thousand of its methods that every such program shares. A
function's machine code depends only on its SSA (string literals are named by their text,
ir.Module.string_symbols) and on cil2mir's own code, so the key is a hash of the function's
`fingerprint` and of cil2mir's sources: whatever the program, the same function hits,
and any change to the compiler misses. An IR body also depends on the LLVM types of the
symbols it names, which its key adds (emit/llvm_ir.py); an object's key is its module's
whole text and LLVM's version. Entries live in one SQLite file
per compiler version under the cache root (toolchain.cache_root), compressed; compiles
running in parallel share it (WAL: a reader never waits for a writer). Another version's
file goes when a new one is made, if it has been idle for an hour.
`CIL2MIR_CACHE=0` turns the cache off.
"""

from __future__ import annotations

import dataclasses
import functools
import hashlib
import os
import sqlite3
import sys
import time
import zlib
from pathlib import Path
from typing import Callable, Iterator

from cil2mir import toolchain
from cil2mir.frontend import ir
from cil2mir.frontend.dump import terminator

PACKAGE = Path(__file__).resolve().parent
# Another version's file is removed once nothing has written to it for this long (a test
# suite of one version may run while another version compiles).
IDLE_SECONDS = 3600
# New entries are written in a transaction once they hold this much (compressed), not
# kept to the end: a large library makes a gigabyte of text.
FLUSH_BYTES = 32 << 20


@functools.lru_cache(maxsize=None)
def _salt() -> bytes:
    """cil2mir's sources: a compiler change invalidates every entry."""
    h = hashlib.sha256(sys.version.encode())
    for path in sorted(PACKAGE.rglob("*.py")):
        h.update(str(path.relative_to(PACKAGE)).encode())
        h.update(path.read_bytes())
    return h.digest()


# The fields `fingerprint` writes: a field added to the IR must be added there too (this
# fails at import until it is), or functions that differ only in it would share an entry.
# (`origin`, where the CIL came from, is for listings only, `frames` for the frontend's
# stack-trace table, a global of its own, and `shared` says which module the IR back end
# compiles the function in: no function's code depends on them.)
_FIELDS = {ir.Function: "symbol il_name params ret blocks throw_to propagate cil_instructions "
                        "lines origin frames shared",
           ir.Block: "id phis insts term preds il_offset",
           ir.Inst: "ty id op args data il_offset tail", ir.Phi: "ty id block incoming",
           ir.Const: "ty id value", ir.Param: "ty id index"}
for _cls, _names in _FIELDS.items():
    assert {f.name for f in dataclasses.fields(_cls)} == set(_names.split()), _cls


def _ref(v: ir.Value | ir.Block) -> str:
    """An operand: an instruction or block by its number, a constant or parameter whole.
    (By exact type, and enums by `_value_`: this runs for every operand of every function,
    cache hit or not.)"""
    t = type(v)
    if t is ir.Inst or t is ir.Phi:
        return f"%{v.id}"
    if t is ir.Block:
        return f"bb{v.id}"
    if t is ir.Const:
        return f"{v.ty._value_}:{v.value!r}"                         # type: ignore[union-attr]
    return f"{v.ty._value_}:arg{v.index}"                           # type: ignore[union-attr]


def fingerprint(fn: ir.Function) -> str | None:
    """Everything the back end reads of `fn`, flat (None when its values' numbers do not
    tell them apart)."""
    seen: set[int] = set()
    out = [f"{fn.symbol} {fn.il_name!r} ({' '.join(map(_ref, fn.params))}) {fn.ret.value} "
           f"{fn.cil_instructions} propagate={fn.propagate.id if fn.propagate else None} "
           f"throw_to={[(i.id, b.id) for i, b in fn.throw_to.items()]}"]
    if fn.lines is not None:
        # -g: the texts name their locations by IL offset (emit/debuginfo.py); the lines
        # themselves are in the debug metadata, made on every compile, never cached
        out.append("debug-locations")
    for b in fn.blocks:
        out.append(f"bb{b.id} {b.il_offset} preds={[p.id for p in b.preds]} {terminator(b.term)}"
                   f" @{getattr(b.term, 'il_offset', None)}")
        for phi in b.phis:
            out.append(f"%{phi.id} {phi.ty._value_} phi bb{phi.block.id if phi.block else None} "
                       f"{[(_ref(blk), _ref(v)) for blk, v in phi.incoming]}")
        for i in b.insts:
            out.append(f"%{i.id} {i.ty._value_} {i.op._value_} {' '.join(map(_ref, i.args))} "
                       f"{i.data!r} {i.il_offset} {i.tail}")
        for v in (*b.phis, *b.insts):
            if v.id < 0 or v.id in seen:
                return None
            seen.add(v.id)
    return "\n".join(out)


def enabled() -> bool:
    return os.environ.get("CIL2MIR_CACHE", "1") != "0"


class FunctionCache:
    """(pre-RA MIR, post-RA MIR) of functions by key; misses are compiled and stored,
    a transaction per FLUSH_BYTES and the rest at the end (`store`)."""

    def __init__(self, path: Path | None) -> None:
        self._db: sqlite3.Connection | None = None
        self._new: list[tuple[str, bytes, bytes]] = []
        self._new_ir: list[tuple[str, bytes]] = []
        self._new_objects: list[tuple[str, bytes]] = []
        self.hits = self.misses = 0
        self.ir_hits = self.ir_misses = 0        # function bodies' LLVM IR
        self.object_hits = self.object_misses = 0
        self._pending = 0       # bytes of the new entries: written when over FLUSH_BYTES
        # a hash of each function's fingerprint, made once for its IR body's key and its
        # MIR's (the SSA does not change in between)
        self._fingerprints: dict[ir.Function, bytes | None] = {}
        if path is None:
            return
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            fresh = not path.exists()
            self._db = sqlite3.connect(path, timeout=60)
            self._db.execute("PRAGMA journal_mode=WAL")     # readers do not wait for a writer
            self._db.execute("CREATE TABLE IF NOT EXISTS fn (key TEXT PRIMARY KEY, isel BLOB, mir BLOB)")
            self._db.execute("CREATE TABLE IF NOT EXISTS ir (key TEXT PRIMARY KEY, text BLOB)")
            self._db.execute("CREATE TABLE IF NOT EXISTS object (key TEXT PRIMARY KEY, data BLOB)")
        except sqlite3.Error:
            self._db = None         # an unusable cache only costs time
            return
        if fresh:       # another compiler's entries can never hit again, once it is idle
            idle_since = time.time() - IDLE_SECONDS
            for old in path.parent.glob("functions*.sqlite*"):
                try:
                    if not old.name.startswith(path.name) and old.stat().st_mtime < idle_since:
                        old.unlink()
                except OSError:
                    pass

    def compile(self, fn: ir.Function, select: Callable[[ir.Function], tuple[str, str]]
                ) -> tuple[str, str]:
        return next(self.compile_all([fn], select))

    def compile_all(self, fns: list[ir.Function], select: Callable[[ir.Function], tuple[str, str]],
                    mapper: Callable = map) -> Iterator[tuple[str, str]]:
        """Each function's texts in order, one at a time (the caller need not hold them
        all), from the cache or made by `select`; `mapper(select, misses)` makes those of
        the misses, in order (jobs.imap_in_processes: in several processes)."""
        keys = [self._key(fn) for fn in fns]
        hit = [self._has(key) for key in keys]
        made = iter(mapper(select, [fn for fn, h in zip(fns, hit) if not h]))
        for fn, key, h in zip(fns, keys, hit):
            texts = self._lookup(key) if h else None
            if texts is None:
                texts = select(fn) if h else next(made)
                if key is not None:
                    self.misses += 1
                    self._keep(self._new, (key, zlib.compress(texts[0].encode(), 1),
                                           zlib.compress(texts[1].encode(), 1)))
            yield texts
        for _ in made:          # (lets a mapper that runs processes end them)
            raise AssertionError("fncache: more machine code than misses")

    def _fingerprint(self, fn: ir.Function) -> bytes | None:
        if self._db is None:
            return None
        if fn not in self._fingerprints:
            text = fingerprint(fn)
            self._fingerprints[fn] = None if text is None else \
                hashlib.sha256(_salt() + text.encode("utf-8", "surrogatepass")).digest()
        return self._fingerprints[fn]

    def _key(self, fn: ir.Function) -> str | None:
        digest = self._fingerprint(fn)
        return None if digest is None else digest.hex()

    def _has(self, key: str | None) -> bool:
        if key is None or self._db is None:
            return False
        try:
            return self._db.execute("SELECT 1 FROM fn WHERE key = ?", (key,)).fetchone() is not None
        except sqlite3.Error:
            return False

    def _lookup(self, key: str | None) -> tuple[str, str] | None:
        """A hit's texts (None: gone since `_has` said it was there, or unreadable)."""
        if key is None or self._db is None:
            return None
        try:
            row = self._db.execute("SELECT isel, mir FROM fn WHERE key = ?", (key,)).fetchone()
        except sqlite3.Error:
            row = None
        if row is None:
            return None
        self.hits += 1
        return zlib.decompress(row[0]).decode(), zlib.decompress(row[1]).decode()

    def ir_key(self, fn: ir.Function, references: str) -> str | None:
        """The key of `fn`'s IR body, given the types of the symbols it names (None: not
        cached)."""
        digest = self._fingerprint(fn)
        if digest is None:
            return None
        return hashlib.sha256(b"ir\n" + digest + references.encode("utf-8", "surrogatepass")).hexdigest()

    def ir_text(self, key: str) -> str | None:
        data = self._read("SELECT text FROM ir WHERE key = ?", key)
        if data is None:
            return None
        self.ir_hits += 1
        return data.decode()

    def put_ir_text(self, key: str, text: str) -> None:
        self.ir_misses += 1
        self._keep(self._new_ir, (key, zlib.compress(text.encode(), 1)))

    def object_key(self, module_text: str, compiler: str) -> str | None:
        """The key of the object code that `compiler` (LLVM's version and options) makes of
        a module (None: not cached)."""
        if self._db is None:
            return None
        return hashlib.sha256(_salt() + b"object\n" + compiler.encode() + b"\n"
                              + module_text.encode("utf-8", "surrogatepass")).hexdigest()

    def object_code(self, key: str) -> bytes | None:
        data = self._read("SELECT data FROM object WHERE key = ?", key)
        if data is not None:
            self.object_hits += 1
        return data

    def _read(self, query: str, key: str) -> bytes | None:
        """The blob `query` selects by `key`, decompressed (None: absent or unreadable)."""
        assert self._db is not None
        try:
            row = self._db.execute(query, (key,)).fetchone()
        except sqlite3.Error:
            row = None
        return None if row is None else zlib.decompress(row[0])

    def put_object_code(self, key: str, data: bytes) -> None:
        self.object_misses += 1
        self._keep(self._new_objects, (key, zlib.compress(data, 1)))

    def _keep(self, entries: list, entry: tuple) -> None:
        entries.append(entry)
        self._pending += sum(len(blob) for blob in entry[1:])
        if self._pending > FLUSH_BYTES:
            self._flush()

    def _flush(self) -> None:
        """Write the new entries (one transaction) and forget them."""
        try:
            if self._db is not None:
                with self._db:
                    self._db.executemany("INSERT OR IGNORE INTO fn VALUES (?, ?, ?)", self._new)
                    self._db.executemany("INSERT OR IGNORE INTO ir VALUES (?, ?)", self._new_ir)
                    self._db.executemany("INSERT OR IGNORE INTO object VALUES (?, ?)", self._new_objects)
        except sqlite3.Error:
            pass
        finally:
            self._new.clear()
            self._new_ir.clear()
            self._new_objects.clear()
            self._pending = 0

    def store(self) -> None:
        """Write what is left, and close."""
        if self._db is None:
            return
        self._flush()
        self._db.close()
        self._db = None


def open_cache() -> FunctionCache:
    """The cache of this compiler (`functions-<salt>.sqlite`; making a new one removes the
    idle files of other versions)."""
    if not enabled():
        return FunctionCache(None)
    return FunctionCache(toolchain.cache_root() / f"functions-{_salt().hex()[:16]}.sqlite")
