"""Pausing CPython's cyclic garbage collector while a compiler stage runs."""

from __future__ import annotations

import contextlib
import gc
from typing import Iterator


@contextlib.contextmanager
def paused_gc() -> Iterator[None]:
    """The stages build large object graphs (the SSA graph is cyclic: blocks point at their
    predecessors) and free little of them until they finish, so the collector's repeated
    full passes only rescan a growing heap: with them, compile time of big methods grew
    quadratically. Nesting is fine; the previous state is restored."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


def collect_garbage() -> None:
    """Free the garbage cycles made since the last call (a function's llvmlite body, its
    machine IR: graphs whose objects refer to each other), which reference counting
    leaves. Only the youngest generation is scanned, so a call costs what was allocated
    since the last one, not the whole heap; the survivors move to the next generation,
    which is never scanned while the collector is paused or off."""
    gc.collect(0)
