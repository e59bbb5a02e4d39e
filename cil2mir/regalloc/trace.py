"""What the linear scan decided for one function, recorded for the explorer page
(`cil2mir explore`): every vreg's live interval and where it went. Recording reads the
allocator's state and changes nothing it computes.

The picture is that of the last scan, the one that succeeded: its instructions (after PHI
elimination, two-address lowering and all spill code, before the rewrite to physical
registers), numbered as `liveness.number` does (slot k holds positions 2k and 2k + 1; an
empty block has one slot), and its intervals with their registers. A vreg spilled in an
earlier round no longer exists in the last scan: its interval is drawn at the positions of
the instructions it started and ended at, which spilling keeps (spill.py), with its stack
slot.
"""

from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass, field

from cil2mir.isel.machine import FrameIndex, MachineFunction, MachineInstr
from cil2mir.regalloc.liveness import Interval, Numbering
from cil2mir.regalloc.util import bits_of
from cil2mir.target.x86_64 import view


@dataclass(frozen=True)
class ScanSlot:
    """One slot of the scan's numbering: an instruction, or an empty block."""
    text: str                 # the instruction on vregs, or `bb.N: (empty)`
    il_offset: int | None


@dataclass(frozen=True)
class ScanInterval:
    vreg: int
    rc: str                   # its register class (gr32, fr64, ...)
    start: int                # first and last position, in the last scan's numbering
    end: int
    location: str             # `$ebx` (the view of its unit) or `%stack.N`
    spilled: bool = False     # lives in a stack slot (spilled in an earlier round)
    temp: bool = False        # a spill temporary


# where a position is, independent of numbering: block number, instruction (None in an
# empty block), offset from that instruction's (or the empty block's) first position
_Anchor = tuple[int, MachineInstr | None, int]


@dataclass
class AllocationTrace:
    slots: list[ScanSlot] = field(default_factory=list)
    intervals: list[ScanInterval] = field(default_factory=list)
    rounds: int = 0                  # scans run (1 + rounds that spilled)
    _spilled: list[tuple[Interval, _Anchor, _Anchor, str]] = field(default_factory=list)

    def anchors(self, mf: MachineFunction, num: Numbering, spilled: list[Interval]
                ) -> list[tuple[Interval, _Anchor, _Anchor]]:
        """Where the intervals a scan spilled start and end (before the spill code moves
        the instructions; `num`: that scan's numbering)."""
        at = _Anchors(mf, num)
        return [(iv, at.of(iv.start), at.of(iv.end)) for iv in spilled]

    def spilled(self, anchors: list[tuple[Interval, _Anchor, _Anchor]],
                slots: dict[int, FrameIndex | str]) -> None:
        """The intervals of `anchors` went to `slots` (vreg number -> slot, or
        "rematerialised")."""
        self.rounds += 1
        self._spilled += [(iv, start, end, str(slots[iv.vreg.n])) for iv, start, end in anchors]

    def final(self, mf: MachineFunction, num: Numbering, intervals: dict[int, Interval]) -> None:
        """The scan that succeeded: `intervals` all have a unit."""
        self.rounds += 1
        self.slots = []
        for b in mf.blocks:
            if not b.instrs:
                self.slots.append(ScanSlot(f"bb.{b.n}: (empty)", None))
            self.slots += [ScanSlot(str(mi), mi.il_offset) for mi in b.instrs]
        where = {id(mi): k for b in mf.blocks for k, mi in enumerate(b.instrs)}

        def position(a: _Anchor) -> int:
            block, mi, rest = a
            if mi is not None and id(mi) not in where:     # a rematerialised definition
                return num.block_start[block]
            return num.block_start[block] + (2 * where[id(mi)] if mi is not None else 0) + rest

        found = [ScanInterval(iv.vreg.n, iv.vreg.rc, position(s), position(e), slot, spilled=True)
                 for iv, s, e, slot in self._spilled]
        found += [ScanInterval(n, iv.vreg.rc, iv.start, iv.end,
                               f"${view(iv.unit, bits_of(iv.vreg.rc))}", temp=iv.is_temp)
                  for n, iv in intervals.items()]
        self.intervals = sorted(found, key=lambda iv: (iv.start, iv.vreg))


class _Anchors:
    """Positions of one numbering -> anchors."""

    def __init__(self, mf: MachineFunction, num: Numbering) -> None:
        self.blocks = sorted(mf.blocks, key=lambda b: num.block_start[b.n])
        self.starts = [num.block_start[b.n] for b in self.blocks]

    def of(self, pos: int) -> _Anchor:
        i = bisect_right(self.starts, pos) - 1
        b, offset = self.blocks[i], pos - self.starts[i]
        if not b.instrs:
            return b.n, None, offset
        k, rest = divmod(offset, 2)
        return b.n, b.instrs[k], rest
