"""The back end's function cache (cil2mir/fncache.py): a warm compile takes every
function's MIR and IR body from the cache and writes exactly what a compile without the
cache writes;
a function of the framework compiled for one program is reused by another; the IR back
end's objects of the framework's functions too."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from cil2mir import driver, fncache
from cil2mir.frontend.module import ENTRY_SYMBOL
from tests.test_frontend_support import build_cs

PROGRAM = """using System; using System.Collections.Generic; using System.Linq;
class P { static void Main() {
  var d = new Dictionary<int, string> { [2] = "b", [1] = "a" };
  Console.WriteLine(string.Join(",", d.OrderBy(kv => kv.Key).Select(kv => $"{kv.Value}={kv.Key,3}")));
  Console.WriteLine(string.Format("{0:F2} {1}", 3.14159, "x"));
}}"""
OTHER = """using System; using System.Collections.Generic;
class Q { static void Main() {
  var l = new List<int> { 3, 1, 2 }; l.Sort();
  Console.WriteLine(string.Format("{0:F2} {1}", 2.5, string.Join(";", l)));
}}"""


@pytest.fixture
def cache_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("CIL2MIR_CACHE_DIR", str(tmp_path / "cache"))
    return tmp_path / "cache"


def counted(monkeypatch: pytest.MonkeyPatch) -> list[fncache.FunctionCache]:
    """The caches the driver opens, to read their hit and miss counts."""
    opened: list[fncache.FunctionCache] = []
    real = fncache.open_cache

    def spy() -> fncache.FunctionCache:
        opened.append(real())
        return opened[-1]
    monkeypatch.setattr(fncache, "open_cache", spy)
    return opened


def test_warm_compile_hits_and_writes_the_same(tmp_path, cache_dir, monkeypatch):
    exe = build_cs(tmp_path, PROGRAM)
    opened = counted(monkeypatch)
    cold = driver.compile_module(exe)
    warm = driver.compile_module(exe)
    n = len(cold.module.functions)
    assert (opened[0].misses, opened[0].hits, opened[0].ir_misses, opened[0].ir_hits) == (n, 0, n, 0)
    assert (opened[1].hits, opened[1].misses, opened[1].ir_hits, opened[1].ir_misses) == (n, 0, n, 0)
    monkeypatch.setenv("CIL2MIR_CACHE", "0")
    uncached = driver.compile_module(exe)
    assert opened[2].hits == opened[2].misses == 0
    for c in (warm, uncached):
        assert (c.isel_mir, c.mir, c.ir_text) == (cold.isel_mir, cold.mir, cold.ir_text)


def test_new_entries_are_written_as_they_come(tmp_path, cache_dir, monkeypatch):
    """Over FLUSH_BYTES, new entries go to the file at once (not held to the end); a warm
    compile then finds every one."""
    exe = build_cs(tmp_path, OTHER, name="Other")
    monkeypatch.setattr(fncache, "FLUSH_BYTES", 0)
    flushes = []
    real = fncache.FunctionCache._flush
    monkeypatch.setattr(fncache.FunctionCache, "_flush", lambda self: (flushes.append(len(self._new)), real(self)))
    opened = counted(monkeypatch)
    cold = driver.compile_module(exe)
    n = len(cold.module.functions)
    assert len(flushes) >= 2 * n and max(flushes) == 1   # each IR body and MIR pair alone
    warm = driver.compile_module(exe)
    assert (opened[1].hits, opened[1].misses, opened[1].ir_hits) == (n, 0, n)
    assert (warm.isel_mir, warm.mir, warm.ir_text) == (cold.isel_mir, cold.mir, cold.ir_text)


def test_another_program_reuses_the_frameworks_functions(tmp_path, cache_dir, monkeypatch):
    first = build_cs(tmp_path, PROGRAM)
    second = build_cs(tmp_path, OTHER, name="Other")
    opened = counted(monkeypatch)
    driver.compile_module(first)
    driver.compile_module(second)
    assert opened[1].hits > opened[1].misses > 0     # (String.Format and its machinery)
    assert opened[1].ir_hits > opened[1].ir_misses > 0


def test_ir_back_end_keeps_the_object_of_each_shared_function(tmp_path, cache_dir, monkeypatch):
    """`--backend ir` compiles the program's functions in one module and each function of
    the framework and the plugs in a module of its own, and keeps every module's object:
    building again compiles nothing, another program reuses the framework's objects, and
    each executable prints what Mono prints."""
    first = build_cs(tmp_path, PROGRAM)
    second = build_cs(tmp_path, OTHER, name="Other")
    functions = driver.compile_module(first, machine=False, program=True).module.functions
    own = [f for f in functions if not f.shared]
    assert "P::Main" in {f.il_name for f in own} and ENTRY_SYMBOL in {f.symbol for f in own}
    assert all(f.origin is None or f.origin[0].path == first for f in own), [f.il_name for f in own]
    modules = len(functions) - len(own) + 2         # and the program's, and the globals'
    opened = counted(monkeypatch)
    for exe in (first, first, second):
        native = driver.build(exe, tmp_path / Path(exe).stem, backend="ir")
        mono = subprocess.run(["mono", exe], capture_output=True, timeout=60)
        run = subprocess.run([str(native)], capture_output=True, timeout=60)
        assert (run.stdout, run.returncode) == (mono.stdout, mono.returncode)
    objects = [(c.object_misses, c.object_hits) for c in opened if c.object_misses + c.object_hits]
    assert objects[:2] == [(modules, 0), (0, modules)]
    assert objects[2][1] > objects[2][0] > 0          # (String.Format and its machinery)


def test_a_new_version_removes_only_idle_files_of_other_versions(cache_dir):
    import os
    import time
    cache_dir.mkdir(parents=True)
    idle, busy = cache_dir / "functions-0000000000000000.sqlite", cache_dir / "functions-1111111111111111.sqlite"
    for f in (idle, busy):
        f.write_bytes(b"")
    hours_ago = time.time() - 2 * fncache.IDLE_SECONDS
    os.utime(idle, (hours_ago, hours_ago))
    fncache.open_cache().store()
    assert not idle.exists() and busy.exists()      # (another version's compile may be running)
    assert len(list(cache_dir.glob("functions-*.sqlite"))) == 2
