"""`--time-passes`: the CPU and wall time of each stage of a compile, as a table on stderr.

The stages time themselves with `stage(name)` wherever they run (the driver, the back
end's per-function loop); that is a no-op unless a `recording()` is open, as llc's
`-time-passes` costs nothing when off. A stage entered many times (isel, once per
function) adds up; a stage run inside another is not counted in the outer one, so the
stages add up to the total. The table lists the stages in the order they first ran, each
with its CPU time (user + system, of this process and of the tools it waited for: llc,
cc) and wall time, and their share of the total, in the layout of llc's report.
"""

from __future__ import annotations

import contextlib
import os
import time
from dataclasses import dataclass, field
from typing import Iterator

# The driver's stage names, as the report prints them.
LOAD = "load (frontend)"
MIDDLE = "middle end"
FNCACHE = "function cache"
ISEL = "instruction selection"
REGALLOC = "register allocation"
MIR_PRINT = "MIR printing"
LLVM_IR = "LLVM IR module"
BITCODE = "bitcode"
OBJECT = "object (llc)"
OBJECT_IR = "object (llvmlite -O2)"
LINK = "link"

_RULE = "===" + "-" * 73 + "==="


@dataclass
class StageTimes:
    """Seconds per stage name: CPU and wall, in the order the stages first ran."""
    cpu: dict[str, float] = field(default_factory=dict)
    wall: dict[str, float] = field(default_factory=dict)
    # the stages running, innermost last: each with when it last started or resumed
    _open: list[tuple[str, float, float]] = field(default_factory=list)

    def enter(self, name: str) -> None:
        self._pause()
        self._open.append((name, _cpu(), time.perf_counter()))

    def leave(self) -> None:
        self._pause()
        self._open.pop()
        if self._open:                  # the enclosing stage resumes
            self._open[-1] = (self._open[-1][0], _cpu(), time.perf_counter())

    def _pause(self) -> None:
        """Charge the innermost open stage with its time since it last started."""
        if self._open:
            name, cpu, wall = self._open[-1]
            self.cpu[name] = self.cpu.get(name, 0.0) + _cpu() - cpu
            self.wall[name] = self.wall.get(name, 0.0) + time.perf_counter() - wall

    def report(self) -> str:
        total_cpu, total_wall = sum(self.cpu.values()), sum(self.wall.values())

        def cell(t: float, total: float) -> str:
            return f"{t:9.4f} ({100 * t / total if total else 0.0:5.1f}%)"

        lines = [_RULE, f"{'cil2mir stage timing report':^79}".rstrip(), _RULE,
                 f"  Total Execution Time: {total_cpu:.4f} seconds ({total_wall:.4f} wall clock)",
                 "", f"  {'---CPU Time---':>18}  {'---Wall Time---':>18}  --- Name ---"]
        lines += [f"  {cell(self.cpu[n], total_cpu)}  {cell(self.wall[n], total_wall)}  {n}"
                  for n in self.cpu]
        lines.append(f"  {cell(total_cpu, total_cpu)}  {cell(total_wall, total_wall)}  Total")
        return "\n".join(lines) + "\n"


_current: StageTimes | None = None


@contextlib.contextmanager
def recording() -> Iterator[StageTimes]:
    """Record every `stage` run inside the block (nested recordings: the inner one)."""
    global _current
    outer, _current = _current, StageTimes()
    try:
        yield _current
    finally:
        _current = outer


def _cpu() -> float:
    """CPU seconds of this process and of the children it waited for (llc, cc)."""
    t = os.times()          # (its own in clock ticks: process_time is finer)
    return time.process_time() + t.children_user + t.children_system


@contextlib.contextmanager
def _timed(times: StageTimes, name: str) -> Iterator[None]:
    times.enter(name)
    try:
        yield
    finally:
        times.leave()


def stage(name: str) -> contextlib.AbstractContextManager:
    """Time the block as (part of) stage `name`, when recording."""
    return _timed(_current, name) if _current is not None else contextlib.nullcontext()
