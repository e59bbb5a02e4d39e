"""Liveness: block live-in/live-out sets, instruction numbering, and live intervals.

Liveness is computed once for vregs and the physical registers we allocate from (their
64-bit *units*: a def of $eax is a def of rax) with the usual backward dataflow
`in = use ∪ (out − def)`, by a worklist seeded in postorder so that successors are
usually done before their predecessors. Each instruction's uses and defs as keys are read
off its operands once per liveness run (`Liveness.keys`), and `build_intervals` reuses them.

Numbering: instruction k of the layout reads its uses at position 2k and writes its
defs at 2k+1, so a value whose last use is at k and a value defined at k do not overlap
(`$eax = LEA64_32r $rax, ...` may reuse the register), but two defs of one instruction do.
Every block spans [start, end], at least two positions even when empty.

A vreg's interval is the list of ranges where it is live, with *lifetime holes*: a value
of a loop is not live in the loop's exit blocks, so a call there does not push it into a
callee-saved register, and two values whose lives interleave may share a register.
Each block contributes one range per stretch of liveness, found by a backward walk from
its live-out set (a def ends a stretch, a use starts one); ranges of consecutive blocks
merge. Physical registers get the same precise ranges per unit, from explicit and
implicit operands, block live-ins, and call clobbers (a call's register mask is a dead def
of every caller-saved unit at the call's def position), so that a value live across a call
can never sit in a caller-saved register. In a function that allocates on the stack at run
time (localloc), rbp, its frame pointer, is fixed from start to end.

Each interval also has a spill *weight*: its defs and uses, each counted 10^depth of its
block's loop nesting (at most 10^3), which is what spilling it would add to the run time.
"""

from __future__ import annotations

from bisect import bisect_left
from collections import deque
from dataclasses import dataclass, field

from cil2mir import graph
from cil2mir.isel.machine import MachineBlock, MachineFunction, RegMask, RegOp, VReg
from cil2mir.regalloc.util import CALL_CLOBBERS, TRACKED_UNIT_OF, spill_access, unit_of
from cil2mir.target.x86_64 import FRAME_POINTER

# A liveness key: a vreg number (int) or a tracked physical unit ("rax", "xmm0").
Key = int | str


# One instruction's (uses, defs) as liveness keys.
InstrKeys = tuple[list[Key], list[Key]]


@dataclass
class Liveness:
    live_in: dict[int, set[Key]]       # block number -> keys live on entry
    live_out: dict[int, set[Key]]      # block number -> keys live on exit
    keys: dict[int, list[InstrKeys]]   # block number -> its instructions' keys, in order


@dataclass
class Numbering:
    block_start: dict[int, int]        # block number -> first position
    block_end: dict[int, int]          # block number -> last position


@dataclass
class Interval:
    """The live ranges of one vreg, plus what the scan decides about it."""
    vreg: VReg
    start: int
    end: int
    hints: list[Key] = field(default_factory=list)   # units or vregs it is copied to/from
    is_temp: bool = False              # a spill temporary: must get a register
    unit: str | None = None            # assigned physical unit
    spilled: bool = False
    starts: list[int] = field(default_factory=list)  # disjoint sorted ranges [starts[i], ends[i]]
    ends: list[int] = field(default_factory=list)    # (empty: the one range [start, end])
    weight: float = 0.0                # what spilling it costs (uses and defs by loop depth)

    def __post_init__(self) -> None:
        if not self.starts:
            self.starts, self.ends = [self.start], [self.end]

    def overlaps(self, other: "Interval") -> bool:
        """Whether both intervals are live at one position."""
        if other.end < self.start or self.end < other.start:
            return False
        a, b = (self, other) if len(self.starts) <= len(other.starts) else (other, self)
        return any(meets(b.starts, b.ends, lo, hi) for lo, hi in zip(a.starts, a.ends))


def meets(starts: list[int], ends: list[int], lo: int, hi: int) -> bool:
    """Whether the disjoint sorted ranges [starts[i], ends[i]] meet [lo, hi] (a bisect)."""
    i = bisect_left(ends, lo)
    return i < len(starts) and starts[i] <= hi


@dataclass
class FixedRanges:
    """Disjoint sorted ranges during which a physical unit is busy (not available to vregs)."""
    starts: list[int] = field(default_factory=list)
    ends: list[int] = field(default_factory=list)


def _block_keys(instrs: list) -> list[InstrKeys]:
    """`_keys` of each instruction of a block, in one loop (this is most of liveness's time)."""
    out: list[InstrKeys] = []
    tracked = TRACKED_UNIT_OF.get
    for mi in instrs:
        uses: list[Key] = []
        defs: list[Key] = []
        for o in mi.ops:
            t = type(o)
            if t is RegOp:
                reg = o.reg
                if type(reg) is VReg:
                    key: Key | None = reg.n
                else:
                    key = tracked(reg.name)
                    if key is None:
                        continue
                if o.is_def:
                    defs.append(key)
                elif not o.undef:
                    uses.append(key)
            elif t is RegMask:
                defs.extend(CALL_CLOBBERS)
        out.append((uses, defs))
    return out


def postorder(mf: MachineFunction) -> list[MachineBlock]:
    """Blocks in DFS postorder from the entry, then any unreachable ones."""
    return graph.postorder(mf.blocks)


@dataclass
class FlowGraph:
    """What the dataflow needs of the block graph: made once and passed along while the
    blocks and their successors stay the same (from PHI elimination on, the allocator
    changes instructions only), instead of once per liveness run."""
    order: list[MachineBlock]                  # postorder
    preds: dict[int, list[MachineBlock]]       # block number -> predecessors


def flow_graph(mf: MachineFunction) -> FlowGraph:
    return FlowGraph(postorder(mf), mf.preds())


def compute_liveness(mf: MachineFunction, flow: FlowGraph | None = None) -> Liveness:
    """Live-in/out sets and each instruction's keys; `flow`: `mf`'s block graph, when the
    caller has it (it must be current)."""
    gen: dict[int, set[Key]] = {}
    kill: dict[int, set[Key]] = {}
    keys: dict[int, list[InstrKeys]] = {}
    for b in mf.blocks:
        g: set[Key] = set()
        k: set[Key] = set()
        keys[b.n] = block_keys = _block_keys(b.instrs)
        for uses, defs in reversed(block_keys):     # gen: used before any def in the block
            g.difference_update(defs)
            g.update(uses)
            k.update(defs)
        gen[b.n], kill[b.n] = g, k
    if flow is None:
        flow = flow_graph(mf)
    preds = flow.preds
    live_in = {n: set(g) for n, g in gen.items()}
    live_out: dict[int, set[Key]] = {b.n: set() for b in mf.blocks}
    order = flow.order
    work = deque(order)
    queued = {b.n for b in order}
    while work:
        b = work.popleft()
        queued.discard(b.n)
        out: set[Key] = set()
        for s in b.succs:
            out |= live_in[s.n]
        live_out[b.n] = out
        new_in = gen[b.n] | (out - kill[b.n])
        if new_in != live_in[b.n]:
            live_in[b.n] = new_in
            for p in preds[b.n]:
                if p.n not in queued:
                    queued.add(p.n)
                    work.append(p)
    return Liveness(live_in, live_out, keys)


def number(mf: MachineFunction) -> Numbering:
    starts, ends = {}, {}
    pos = 0
    for b in mf.blocks:
        starts[b.n] = pos
        pos += 2 * max(1, len(b.instrs))
        ends[b.n] = pos - 1
    return Numbering(starts, ends)


def build_intervals(mf: MachineFunction, live: Liveness, num: Numbering,
                    depths: dict[int, int] | None = None
                    ) -> tuple[dict[int, Interval], dict[str, FixedRanges]]:
    """Vreg intervals (keyed by vreg number) and fixed ranges of physical units, both with
    holes; `depths`: each block's loop depth (regalloc/loops.py), for the spill weights."""
    regs: dict[int, VReg] = {}
    weight: dict[int, float] = {}
    hints: dict[int, list[Key]] = {}
    ranges: dict[Key, list[tuple[int, int]]] = {}

    spill_slots = {o.id for o in mf.stack if o.spill_slot}
    weight_of = weight.get
    ranges_of = ranges.get
    for b in mf.blocks:
        bs, be = num.block_start[b.n], num.block_end[b.n]
        cost = 10.0 ** min(depths.get(b.n, 0), 3) if depths else 1.0
        # vregs: forward over the block (classes, weights, hints)
        prev = None
        for mi in b.instrs:
            for o in mi.ops:
                if type(o) is RegOp:
                    reg = o.reg
                    if type(reg) is VReg:
                        n = reg.n
                        regs[n] = reg
                        weight[n] = weight_of(n, 0.0) + cost
            if mi.opcode in _HINTING:
                _add_hints(mi, hints)
            elif spill_slots and prev is not None:
                _add_reload_hint(prev, mi, spill_slots, hints)
            prev = mi
        # everything: backward over the block, a def ends a stretch of liveness, a use
        # (the last one before the end or the next def) starts one
        live_end: dict[Key, int] = dict.fromkeys(live.live_out[b.n], be)
        ended = live_end.pop
        pos = bs + 2 * (len(b.instrs) - 1)
        for uses, defs in reversed(live.keys[b.n]):
            for k in defs:
                r = (pos + 1, ended(k, pos + 1))
                rs = ranges_of(k)
                if rs is None:
                    ranges[k] = [r]
                else:
                    rs.append(r)
            for k in uses:
                if k not in live_end:
                    live_end[k] = pos
            pos -= 2
        for k, e in live_end.items():
            rs = ranges_of(k)
            if rs is None:
                ranges[k] = [(bs, e)]
            else:
                rs.append((bs, e))

    intervals: dict[int, Interval] = {}
    fixed: dict[str, FixedRanges] = {}
    for k, rs in ranges.items():
        merged = _merge(rs)
        if type(k) is str:
            fixed[k] = merged
        elif k in regs:
            intervals[k] = Interval(regs[k], merged.starts[0], merged.ends[-1], hints.get(k, []),
                                    starts=merged.starts, ends=merged.ends, weight=weight[k])
    if any(o.variable_sized for o in mf.stack):     # rbp is the frame pointer throughout
        fixed[FRAME_POINTER] = FixedRanges([0], [num.block_end[mf.blocks[-1].n]])
    return intervals, fixed


# Copies, whose two sides would like one unit.
_HINTING = frozenset({"COPY", "SUBREG_TO_REG"})


def _add_hints(mi, hints: dict[int, list[Key]]) -> None:
    """A copy between two registers asks for them to share a unit (then it disappears)."""
    regs = [o.reg for o in mi.ops if getattr(o, "reg", None) is not None]
    d, s = regs[0], regs[-1]

    def key(r) -> Key | None:
        return r.n if isinstance(r, VReg) else unit_of(r.name)

    kd, ks = key(d), key(s)
    if kd is None or ks is None:
        return
    if isinstance(d, VReg):
        hints.setdefault(d.n, []).append(ks)
    if isinstance(s, VReg):
        hints.setdefault(s.n, []).append(kd)


def _add_reload_hint(prev, mi, spill_slots: set[int], hints: dict[int, list[Key]]) -> None:
    """A reload right after a spill store of the same slot would like the stored register:
    then the peephole pass deletes the reload (see `peephole.py`)."""
    st = spill_access(prev, spill_slots)
    ld = spill_access(mi, spill_slots)
    if st is None or ld is None or st[0] != "store" or ld[0] != "load" or st[1] != ld[1]:
        return
    src, dst = st[2].reg, ld[2].reg
    key = src.n if isinstance(src, VReg) else unit_of(src.name)
    if isinstance(dst, VReg) and st[2].subreg is None and key is not None:
        hints.setdefault(dst.n, []).append(key)


def _merge(ranges: list[tuple[int, int]]) -> FixedRanges:
    """The ranges sorted, those that overlap or touch made one."""
    if len(ranges) == 1:                    # (most values: one range in one block)
        return FixedRanges([ranges[0][0]], [ranges[0][1]])
    starts: list[int] = []
    ends: list[int] = []
    for lo, hi in sorted(ranges):
        if ends and lo <= ends[-1] + 1:
            if hi > ends[-1]:
                ends[-1] = hi
        else:
            starts.append(lo)
            ends.append(hi)
    return FixedRanges(starts, ends)


def live_units(keys: set[Key]) -> list[str]:
    """The physical units among liveness keys, sorted by name (for deterministic output)."""
    return sorted(k for k in keys if isinstance(k, str))


__all__ = ["Interval", "FixedRanges", "meets", "Liveness", "Numbering", "FlowGraph", "flow_graph",
           "compute_liveness", "number",
           "build_intervals", "postorder", "live_units"]
