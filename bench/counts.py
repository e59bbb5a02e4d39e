"""Executed instructions, stack loads and stack stores of a native program, by valgrind.

callgrind (`--dump-instr=yes`) gives how often each instruction address of the executable
ran; objdump gives what each address is. A *stack load* is a move from a frame address
(`disp(%rsp)`, or `disp(%rbp)` where the function keeps its frame pointer in %rbp; no
index) into a register, a *stack store* the reverse: in the managed functions (those the
`.isel.mir` defines) these are the register allocator's reloads and spills, plus the few
loads and stores of address-taken locals and stack arguments, which every variant compiled
from the same selection shares. Push and pop (prologue and epilogue) are not moves and are
not counted.
"""

from __future__ import annotations

import re
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path

_POSITION = re.compile(r"[0-9+*-]")
_NAMED = re.compile(r"c?ob=\((\d+)\)\s*(.*)")
_FUNCTION = re.compile(r"^[0-9a-f]+ <(.+)>:$")
_INSTR = re.compile(r"^\s*([0-9a-f]+):\s+(\S+)\s*(.*)$")
# A frame address: off %rsp, or off %rbp in a function that keeps a frame pointer in it
# (its prologue copies %rsp there); elsewhere %rbp is a callee-saved register like the
# others, and `8(%rbp)` a field of whatever object it holds.
_DISP = r"-?(?:0x[0-9a-f]+)?"
_FRAME = {reg: (re.compile(rf"^{_DISP}\({reg}\),%\w+$"), re.compile(rf"^%\w+,{_DISP}\({reg}\)$"))
          for reg in ("%rsp", "%rbp")}


@dataclass
class Counts:
    instructions: int        # executed instructions of the whole process
    stack_loads: int         # executed moves from the frame, in managed functions
    stack_stores: int        # executed moves into the frame, in managed functions


def managed_functions(isel_mir: Path) -> set[str]:
    """The functions our compiler defines (the `name:` of each MIR function)."""
    return {line[6:].strip() for line in isel_mir.read_text().splitlines()
            if line.startswith("name: ")}


def count(argv: list[str], exe: Path, functions: set[str], cwd: Path) -> Counts | None:
    """Run `argv` (whose executable is `exe`) under callgrind and classify what ran."""
    with tempfile.NamedTemporaryFile(suffix=".callgrind") as out:
        proc = subprocess.run(["valgrind", "--tool=callgrind", "--dump-instr=yes",
                               f"--callgrind-out-file={out.name}", *argv], cwd=cwd,
                              stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        m = re.search(r"refs:\s+([\d,]+)", proc.stderr)
        if m is None:
            return None
        executed = _executed(Path(out.name), str(exe.resolve()))
    loads, stores = _frame_moves(exe, functions)
    return Counts(int(m.group(1).replace(",", "")),
                  sum(executed.get(a, 0) for a in loads),
                  sum(executed.get(a, 0) for a in stores))


def _executed(path: Path, exe: str) -> dict[int, int]:
    """Instruction address of `exe` -> times executed, from a callgrind profile with
    `positions: instr line` (addresses may be relative to the previous one; the cost line
    after `calls=` is the call's inclusive cost, not an execution count)."""
    names: dict[str, str] = {}
    counts: dict[int, int] = {}
    current = None
    last = 0
    after_call = False
    with path.open() as f:
        for line in f:
            if _POSITION.match(line):
                parts = line.split()
                a = parts[0]
                last = (int(a, 16) if a.startswith("0x") else last + int(a[1:]) if a[0] == "+"
                        else last - int(a[1:]) if a[0] == "-" else last if a == "*" else int(a))
                if after_call:
                    after_call = False
                elif current == exe and len(parts) > 2:
                    counts[last] = counts.get(last, 0) + int(parts[2])
            elif line.startswith(("ob=", "cob=")):
                m = _NAMED.match(line)
                if m is not None:
                    if m.group(2).strip():
                        names[m.group(1)] = m.group(2).strip()
                    if line.startswith("ob="):
                        current = names.get(m.group(1))
            elif line.startswith("calls="):
                after_call = True
    return counts


def _frame_moves(exe: Path, functions: set[str]) -> tuple[list[int], list[int]]:
    """Addresses of the moves from and into the frame in `functions` (objdump, AT&T)."""
    text = subprocess.run(["objdump", "-d", "--no-show-raw-insn", str(exe)], capture_output=True,
                          text=True, check=True).stdout
    loads: list[int] = []
    stores: list[int] = []
    inside = False
    frames = [_FRAME["%rsp"]]
    for line in text.splitlines():
        m = _FUNCTION.match(line)
        if m is not None:
            inside = m.group(1) in functions
            frames = [_FRAME["%rsp"]]
            continue
        if not inside:
            continue
        m = _INSTR.match(line)
        if m is None or not m.group(2).startswith("mov"):
            continue
        operands = m.group(3).split("#")[0].strip()
        if operands == "%rsp,%rbp":
            frames = [_FRAME["%rsp"], _FRAME["%rbp"]]
        for load, store in frames:
            if load.match(operands):
                loads.append(int(m.group(1), 16))
            elif store.match(operands):
                stores.append(int(m.group(1), 16))
    return loads, stores
