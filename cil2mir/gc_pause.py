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
