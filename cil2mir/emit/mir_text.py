"""The MIR printer: MachineFunctions (pre- or post-allocation) plus the IR module -> .mir text.

The same printer serves both stages; what differs is only what the machine IR holds
(vregs and PHIs before allocation, physregs, live-ins and spill slots after).
"""

from __future__ import annotations

from typing import Iterable, TextIO

from cil2mir.emit.spool import text_of
from cil2mir.isel.machine import MachineBlock, MachineFunction
from cil2mir.target.x86_64 import INSTRS


def print_mir_file(ir_module_text: str, functions: list[MachineFunction]) -> str:
    return mir_file(ir_module_text, [print_function(mf) for mf in functions])


def mir_file(ir_module_text: str, functions: Iterable[str]) -> str:
    """The .mir file: the IR module, then each function's print_function text."""
    return text_of(lambda out: write_mir_file(out, ir_module_text.strip("\n").splitlines(), functions))


def write_mir_file(out: TextIO, ir_module_lines: Iterable[str], functions: Iterable[str]) -> None:
    """mir_file, written to `out` a line of the IR module and a function at a time."""
    out.write("--- |\n")
    for line in ir_module_lines:
        out.write(f"  {line}".rstrip())
        out.write("\n")
    out.write("...")
    for text in functions:
        out.write("\n")
        out.write(text)
    out.write("\n")


def print_function(mf: MachineFunction) -> str:
    out = ["---", f"name: {mf.name}", "alignment: 16", "tracksRegLiveness: true"]
    if mf.has_calls:
        out += ["frameInfo:", "  adjustsStack: true", "  hasCalls: true"]
    if mf.fixed_stack:
        out.append("fixedStack:")
        out += [f"  - {{ id: {o.id}, offset: {o.offset}, size: {o.size}, alignment: {o.alignment}, "
                f"isImmutable: true }}" for o in mf.fixed_stack]
    if mf.stack:
        out.append("stack:")
        for o in mf.stack:
            if o.variable_sized:      # localloc; llc rejects a `size` key here
                out.append(f"  - {{ id: {o.id}, type: variable-sized, alignment: {o.alignment} }}")
                continue
            kind = "type: spill-slot, " if o.spill_slot else ""
            out.append(f"  - {{ id: {o.id}, {kind}size: {o.size}, alignment: {o.alignment} }}")
    if mf.constants:
        out.append("constants:")
        for c in mf.constants:
            out += [f"  - id: {c.id}", f"    value: '{c.value}'", f"    alignment: {c.alignment}"]
    if mf.jump_tables:
        out += ["jumpTable:", "  kind: label-difference32", "  entries:"]
        for jt in mf.jump_tables:
            blocks = ", ".join(f"'%bb.{n}'" for n in jt.blocks)
            out += [f"    - id: {jt.id}", f"      blocks: [ {blocks} ]"]
    out.append("body: |")
    for i, b in enumerate(mf.blocks):
        if i:
            out.append("")
        out += _block(b, mf.locations)
    out.append("...")
    return "\n".join(out)


def _block(b: MachineBlock, locations: dict[int | None, int] | None) -> list[str]:
    lines = [f"  bb.{b.n}:"]
    if b.succs:
        lines.append("    successors: " + ", ".join(f"%bb.{s.n}" for s in b.succs))
    elif not _ends_in_barrier(b):
        # No successors, but llc's parser would guess a fallthrough (e.g. a block that ends
        # in TRAP after a noreturn call): say explicitly that the list is empty, as llc does.
        lines.append("    successors:")
    if b.liveins:
        lines.append("    liveins: " + ", ".join(str(r) for r in b.liveins))
    if locations is None:
        lines += ["    " + mi.text() for mi in b.instrs]
    else:           # -g: every instruction says where (local numbers, debuginfo.py): its
        # IL offset's location, or the line-0 one (locations[None]) as in the IR, so that a
        # pass that drops or forgets a location shows (passcheck -g counts them)
        lines += [f"    {mi.text(locations.get(mi.il_offset, locations[None]))}" for mi in b.instrs]
    return lines


def _ends_in_barrier(b: MachineBlock) -> bool:
    """Whether control cannot fall out of the block's end (JMP, RET: `barrier` in INSTRS)."""
    last = INSTRS.get(b.instrs[-1].opcode) if b.instrs else None
    return last is not None and last.barrier
