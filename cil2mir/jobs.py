"""`--jobs N`: the back end's per-function work (instruction selection, allocation, MIR
printing) in N processes.

Each function's machine code depends only on its own SSA (what the function cache relies
on too), so functions can be compiled anywhere and in any order; the results come back in
the order of the list, so the output is byte-identical to a serial compile. The workers are
forked after the frontend has run: they inherit the module and the work to do, and only a
list index goes to them and two texts come back (nothing of the SSA graph is pickled).
"""

from __future__ import annotations

from typing import Callable, Iterator, Sequence, TypeVar

from cil2mir import timing

T = TypeVar("T")
R = TypeVar("R")

# The work of the running map, for the forked workers (set only while it runs).
_work: tuple[Callable, Sequence] | None = None


def _run(i: int):
    assert _work is not None
    work, items = _work
    return work(items[i])


def map_in_processes(work: Callable[[T], R], items: Sequence[T], jobs: int) -> list[R]:
    """[work(x) for x in items], by `jobs` forked processes (serially when jobs <= 1)."""
    return list(imap_in_processes(work, items, jobs))


def imap_in_processes(work: Callable[[T], R], items: Sequence[T], jobs: int) -> Iterator[R]:
    """map_in_processes's results one at a time, in order, as they come: the caller need
    not hold them all."""
    global _work
    if jobs <= 1 or len(items) < 2:
        yield from map(work, items)
        return
    import multiprocessing      # (here: a serial compile, the common one, spends no time on it)
    with timing.stage(f"machine code ({jobs} processes)"):
        _work = (work, items)
        pool = multiprocessing.get_context("fork").Pool(jobs)
        try:
            # small chunks keep the processes equally busy (function sizes vary a lot)
            yield from pool.imap(_run, range(len(items)), chunksize=max(1, min(64, len(items) // (8 * jobs))))
            pool.close()
        except BaseException:
            pool.terminate()
            raise
        finally:
            pool.join()             # (reaped: their CPU time counts as ours in `timing`)
            _work = None


def mapper(jobs: int) -> Callable:
    """A lazy `map` that runs in `jobs` processes (FunctionCache.compile_all's `mapper`)."""
    return lambda work, items: imap_in_processes(work, list(items), jobs)
