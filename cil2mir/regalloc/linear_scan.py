"""Linear scan (Poletto & Sarkar 1999) over physical register units, with fixed ranges.

Intervals are visited in order of start. `active` holds the intervals that own a unit at
the current position; it is a heap ordered by end, so expiring is O(log n) and the scan
is O(n log n + n·R) for R registers. A unit is free for an interval if no active interval
owns it and none of the unit's fixed ranges (argument/return registers, division,
shifts, call clobbers) meets the interval; that test is a bisect in the unit's sorted
fixed ranges. Copy hints are tried first, then ALLOCATABLE_GPRS (or XMM_REGS) order,
caller-saved first: call clobbers block caller-saved units, so integer values live across
calls fall through to callee-saved ones by themselves, and XMM values live across a call
(System V saves no XMM register) find nothing free and are spilled. A vreg of a constrained
class (gr64_tc, the no-REX classes) only considers the units `allowed_units` gives it.

When nothing is free, the classic heuristic spills whichever of the current interval and
the active intervals it could displace ends last. Spill temporaries (tiny intervals
around one instruction) are never chosen. The caller inserts spill code for the spilled
intervals and scans again (see `spill.py` and `allocate`).
"""

from __future__ import annotations

import heapq
from bisect import bisect_left

from cil2mir.errors import CompileError
from cil2mir.regalloc.liveness import FixedRanges, Interval
from cil2mir.regalloc.util import allowed_units

_NO_RANGES = FixedRanges()


def _fixed_conflict(ranges: FixedRanges, lo: int, hi: int) -> bool:
    i = bisect_left(ranges.ends, lo)
    return i < len(ranges.starts) and ranges.starts[i] <= hi


def linear_scan(intervals: dict[int, Interval], fixed: dict[str, FixedRanges]) -> list[Interval]:
    """Assign `unit` to every interval, or mark it `spilled`. Returns the spilled ones."""
    order = sorted(intervals.values(), key=lambda iv: (iv.start, iv.vreg.n))
    owner: dict[str, Interval | None] = {}
    active: list[tuple[int, int, Interval]] = []
    spilled: list[Interval] = []

    def free(unit: str, iv: Interval) -> bool:
        return owner.get(unit) is None and not _fixed_conflict(fixed.get(unit, _NO_RANGES),
                                                               iv.start, iv.end)

    for cur in order:
        while active and active[0][0] < cur.start:
            _, _, old = heapq.heappop(active)
            if owner.get(old.unit) is old:
                owner[old.unit] = None
        allowed = allowed_units(cur.vreg.rc)
        unit = None
        for h in cur.hints:
            u = h if isinstance(h, str) else intervals[h].unit if h in intervals else None
            if u is not None and u in allowed and free(u, cur):
                unit = u
                break
        if unit is None:
            unit = next((u for u in allowed if free(u, cur)), None)
        if unit is None:
            victim = _choose_victim(cur, owner, fixed, allowed)
            if victim is None or (victim.end <= cur.end and not cur.is_temp):
                if cur.is_temp:
                    raise CompileError(f"register allocation failed: no register for spill "
                                       f"temporary %{cur.vreg.n}")
                cur.spilled = True
                spilled.append(cur)
                continue
            unit = victim.unit
            victim.unit, victim.spilled = None, True
            spilled.append(victim)
        cur.unit = unit
        owner[unit] = cur
        heapq.heappush(active, (cur.end, cur.vreg.n, cur))
    return spilled


def _choose_victim(cur: Interval, owner: dict[str, Interval | None],
                   fixed: dict[str, FixedRanges], allowed: list[str]) -> Interval | None:
    """The active interval ending last whose unit (one `cur`'s class allows) would then be
    free for `cur`."""
    best = None
    for unit in allowed:
        iv = owner.get(unit)
        if iv is None or iv.is_temp:
            continue
        if _fixed_conflict(fixed.get(unit, _NO_RANGES), cur.start, cur.end):
            continue
        if best is None or (iv.end, iv.vreg.n) > (best.end, best.vreg.n):
            best = iv
    return best
