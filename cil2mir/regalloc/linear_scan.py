"""Linear scan (Poletto & Sarkar 1999) over physical register units, with lifetime holes
(Traub et al.'s second-chance binpacking without its splitting) and fixed ranges.

Intervals are visited in order of start. Each unit keeps the intervals assigned to it
that have not ended yet; an interval in a hole of another may take the same unit (a
loop's value and a call in the loop's exit block, the two sides of a copy whose lives
only touch). A unit is free for an interval if none of its intervals overlaps it and none
of the unit's fixed ranges (argument/return registers, division, shifts, call clobbers)
meets it; both tests are bisects in sorted ranges. Copy hints are tried first, then
ALLOCATABLE_GPRS (or XMM_REGS) order, caller-saved first: call clobbers block
caller-saved units, so integer values live across calls fall through to callee-saved
ones by themselves, and XMM values live across a call (System V saves no XMM register)
find nothing free and are spilled. A vreg of a constrained class (gr64_tc, the no-REX
classes) only considers the units `allowed_units` gives it.

When nothing is free, spill whatever costs least: the current interval, or the intervals
of the one unit (free of fixed conflicts) that it overlaps there, by spill weight (defs and
uses counted by loop depth, liveness.py); on a tie the side that ends later goes. Spill
temporaries (tiny intervals around one instruction) are never chosen. The caller inserts
spill code for the spilled intervals and scans again (see `spill.py` and `allocate`).
"""

from __future__ import annotations

from cil2mir.errors import CompileError
from cil2mir.regalloc.liveness import FixedRanges, Interval, meets
from cil2mir.regalloc.util import allowed_units

_NO_RANGES = FixedRanges()


def _fixed_conflict(ranges: FixedRanges, iv: Interval) -> bool:
    """Whether a unit's fixed ranges meet any range of `iv`."""
    if not ranges.starts or ranges.ends[-1] < iv.start or iv.end < ranges.starts[0]:
        return False
    return any(meets(ranges.starts, ranges.ends, lo, hi) for lo, hi in zip(iv.starts, iv.ends))


def linear_scan(intervals: dict[int, Interval], fixed: dict[str, FixedRanges]) -> list[Interval]:
    """Assign `unit` to every interval, or mark it `spilled`. Returns the spilled ones."""
    order = sorted(intervals.values(), key=lambda iv: (iv.start, iv.vreg.n))
    assigned: dict[str, list[Interval]] = {}      # unit -> its intervals not yet ended
    spilled: list[Interval] = []

    def conflicts(unit: str, cur: Interval) -> list[Interval]:
        """The intervals of `unit` that overlap `cur` (dropping those that have ended)."""
        ivs = assigned.get(unit)
        if not ivs:
            return []
        ivs[:] = [iv for iv in ivs if iv.end >= cur.start]
        return [iv for iv in ivs if iv.overlaps(cur)]

    def free(unit: str, cur: Interval) -> bool:
        return not _fixed_conflict(fixed.get(unit, _NO_RANGES), cur) and not conflicts(unit, cur)

    for cur in order:
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
            choice = _choose_victims(cur, allowed, fixed, conflicts)
            if choice is None:
                if cur.is_temp:
                    raise CompileError(f"register allocation failed: no register for spill "
                                       f"temporary %{cur.vreg.n}")
                cur.spilled = True
                spilled.append(cur)
                continue
            unit, victims = choice
            for victim in victims:
                victim.unit, victim.spilled = None, True
                assigned[unit].remove(victim)
                spilled.append(victim)
        cur.unit = unit
        assigned.setdefault(unit, []).append(cur)
    return spilled


def _choose_victims(cur: Interval, allowed: list[str], fixed: dict[str, FixedRanges],
                    conflicts) -> tuple[str, list[Interval]] | None:
    """The unit whose overlapping intervals cost less to spill than `cur` (the cheapest;
    on a tie, those ending last), or None: spill `cur`."""
    best: tuple[tuple[float, int], str, list[Interval]] | None = None
    for unit in allowed:
        if _fixed_conflict(fixed.get(unit, _NO_RANGES), cur):
            continue
        victims = conflicts(unit, cur)
        if any(iv.is_temp for iv in victims):
            continue
        key = (sum(iv.weight for iv in victims), -max(iv.end for iv in victims))
        if best is None or key < best[0]:
            best = (key, unit, victims)
    if best is None:
        return None
    (cost, neg_end), unit, victims = best
    if cur.is_temp or cost < cur.weight or (cost == cur.weight and -neg_end > cur.end):
        return unit, victims
    return None
