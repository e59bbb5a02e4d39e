"""Spill-code cleanup on physical registers, one block at a time (after `rewrite`).

Spill code is inserted per instruction, so it often stores a register to its slot and
reloads the slot right after (`MOV32mr %stack.0, $eax` then `$eax = MOV32rm %stack.0`), or
reloads a slot for every one of several uses that are close together. A forward scan per
block knows which register still holds each spill slot's value: the register most recently
stored to or loaded from the slot, until anything writes that register (explicit or
implicit defs, a call's register mask). Then:

  * a reload into that same register is deleted; into another register of the same width
    it becomes a register COPY;
  * a spill store whose slot is stored again later in the same block, with no reload that
    still reads memory in between, is deleted (the later store wins);
  * slots that are never reloaded anywhere lose all their stores.

Only spill slots are touched: nothing but spill code reads or writes them (their address
is never taken), so a call or a store through a pointer cannot change them.
"""

from __future__ import annotations

from cil2mir.isel.machine import FrameIndex, MachineFunction, MachineInstr, PReg, RegMask, RegOp
from cil2mir.regalloc.util import CALL_CLOBBERS, spill_access
from cil2mir.target.x86_64 import UNIT_OF, width_of


def remove_redundant_spill_code(mf: MachineFunction) -> None:
    slots = {o.id for o in mf.stack if o.spill_slot}
    if not slots:
        return
    for block in mf.blocks:
        block.instrs = _block(block.instrs, slots)
    # a slot that no reload reads any more needs no stores either
    read: set[int] = set()
    for _, mi in mf.instrs():
        acc = spill_access(mi, slots)
        if acc is not None and acc[0] == "load":
            read.add(acc[1])
        elif acc is None:
            read.update(o.index for o in mi.ops if isinstance(o, FrameIndex) and not o.fixed)
    for block in mf.blocks:
        block.instrs = [mi for mi in block.instrs
                        if (acc := spill_access(mi, slots)) is None or acc[1] in read]


def _block(instrs: list[MachineInstr], slots: set[int]) -> list[MachineInstr]:
    holder: dict[int, PReg] = {}          # slot -> register that holds the same value
    unread_store: dict[int, int] = {}     # slot -> index in `out` of a store nobody read yet
    dead: set[int] = set()                # indices in `out` of stores overwritten unread
    out: list[MachineInstr] = []

    def clobber(units: set[str]) -> None:
        for s in [s for s, r in holder.items() if UNIT_OF.get(r.name) in units]:
            del holder[s]

    for mi in instrs:
        acc = spill_access(mi, slots)
        if acc is not None and acc[0] == "load":
            _, slot, dst = acc
            src = holder.get(slot)
            if (src is not None and isinstance(dst.reg, PReg)
                    and width_of(src.name) == width_of(dst.reg.name)):
                if src.name == dst.reg.name:
                    continue                      # the register still holds the value
                mi = MachineInstr("COPY", [RegOp(dst.reg, is_def=True), RegOp(src)],
                                  il_offset=mi.il_offset)
                clobber(_defined_units(mi))
                holder[slot] = dst.reg            # both hold it; the newer one lives longer
                out.append(mi)
                continue
            unread_store.pop(slot, None)
            clobber(_defined_units(mi))
            if isinstance(dst.reg, PReg):
                holder[slot] = dst.reg
            out.append(mi)
        elif acc is not None:                     # a spill store
            _, slot, src = acc
            if slot in unread_store:
                dead.add(unread_store[slot])
            unread_store[slot] = len(out)
            if isinstance(src.reg, PReg) and UNIT_OF.get(src.reg.name) is not None:
                holder[slot] = src.reg
            else:
                holder.pop(slot, None)
            out.append(mi)
        else:
            for o in mi.ops:                      # anything else naming a spill slot: forget it
                if isinstance(o, FrameIndex) and not o.fixed and o.index in slots:
                    holder.pop(o.index, None)
                    unread_store.pop(o.index, None)
            clobber(_defined_units(mi))
            out.append(mi)
    return [mi for i, mi in enumerate(out) if i not in dead]


def _defined_units(mi: MachineInstr) -> set[str]:
    units: set[str] = set()
    for o in mi.ops:
        t = type(o)
        if t is RegOp:
            if o.is_def and type(o.reg) is PReg:
                u = UNIT_OF.get(o.reg.name)
                if u is not None:
                    units.add(u)
        elif t is RegMask:
            units.update(CALL_CLOBBERS)
    return units
