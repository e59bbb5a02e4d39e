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


@contextlib.contextmanager
def frozen_heap() -> Iterator[None]:
    """Everything alive when the block starts (the frontend's IR module and type system,
    and its garbage cycles) set aside from the collector (`gc.freeze`) until it ends, so
    that collect_garbage scans only what was made since: the first call scanned the whole
    heap, 9% of the CPU of compiling one large method. The price: the frontend's garbage
    cycles live until the block ends (5% more peak memory on framework_linq)."""
    gc.freeze()
    try:
        yield
    finally:
        gc.unfreeze()


def collect_garbage() -> None:
    """Free the garbage cycles made since the last call (a function's llvmlite body, its
    machine IR: graphs whose objects refer to each other), which reference counting
    leaves. Only the youngest generation is scanned, so a call costs what was allocated
    since the last one, not the whole heap; the survivors move to the next generation,
    which is never scanned while the collector is paused or off."""
    gc.collect(0)
