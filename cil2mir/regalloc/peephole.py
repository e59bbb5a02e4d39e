"""Spill-code cleanup on physical registers, one block at a time (after `rewrite`), and
copies plus two-address adds made into LEAs (`three_address_adds`, at the end).

Spill code is inserted per instruction, so it often stores a register to its slot and
reloads the slot right after (`MOV32mr %stack.0, $eax` then `$eax = MOV32rm %stack.0`), or
reloads a slot for every one of several uses that are close together. A forward scan per
block knows which register still holds each spill slot's value: the register most recently
stored to or loaded from the slot, until anything writes that register (explicit or
implicit defs, a call's register mask). Then:

  * a reload into that same register is deleted; into another register of the same width
    it becomes a register COPY;
  * a spill store of that same register is deleted (the slot already holds the value: a
    float saved around two calls in a row, `split.py`);
  * a spill store whose slot is stored again later in the same block, with no reload that
    still reads memory in between, is deleted (the later store wins);
  * slots that are never reloaded anywhere lose all their stores.

Only spill slots are touched: nothing but spill code reads or writes them (their address
is never taken), so a call or a store through a pointer cannot change them.
"""

from __future__ import annotations

from cil2mir.isel.machine import FrameIndex, Imm, MachineFunction, MachineInstr, NoReg, PReg, RegMask, RegOp
from cil2mir.regalloc.util import CALL_CLOBBERS, spill_access
from cil2mir.target.x86_64 import UNIT_OF, view, width_of


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
            if holder.get(slot) == src.reg and src.subreg is None:
                continue                          # the slot already holds this value
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


# A copy followed by a two-address add of the copy (flags unused) -> one LEA:
# opcode -> (the LEA, the width of its register operands)
THREE_ADDRESS = {"ADD32rr": ("LEA64_32r", 32), "ADD32ri": ("LEA64_32r", 32),
                 "ADD64rr": ("LEA64r", 64), "ADD64ri32": ("LEA64r", 64)}


def three_address_adds(mf: MachineFunction) -> None:
    """`$d = COPY $s; $d = ADD32rr $d, $x` (the copy two-address lowering made because $s
    lives on) becomes `$d = LEA64_32r $s, 1, $x, 0, $noreg`, and `ADD32ri $d, imm`
    `LEA64_32r $s, 1, $noreg, imm`, as llc's two-address pass does: one instruction
    instead of two. Only when the add's flags are dead (LEA sets none); the LEA reads the
    64-bit registers, of which only the low half matters for LEA64_32r."""
    for block in mf.blocks:
        out: list[MachineInstr] = []
        for mi in block.instrs:
            prev = out[-1] if out else None
            lea = _as_lea(prev, mi) if prev is not None else None
            if lea is not None:
                out[-1] = lea
            else:
                out.append(mi)
        block.instrs = out


def _as_lea(copy: MachineInstr, mi: MachineInstr) -> MachineInstr | None:
    form = THREE_ADDRESS.get(mi.opcode)
    if form is None or copy.opcode != "COPY":
        return None
    d, s = copy.ops[0], copy.ops[1]
    dst, tied, other = mi.ops[0], mi.ops[1], mi.ops[2]
    if not (type(s) is RegOp and type(s.reg) is PReg and type(d.reg) is PReg and s.subreg is None
            and d.reg == dst.reg == tied.reg and UNIT_OF.get(s.reg.name) is not None
            and width_of(s.reg.name) == width_of(d.reg.name) == form[1]):
        return None
    if not all(o.dead for o in mi.ops[3:] if type(o) is RegOp and o.implicit and o.is_def):
        return None
    wide = lambda r: PReg(view(UNIT_OF[r.name], 64))     # noqa: E731
    if type(other) is RegOp:
        reg = s.reg if other.reg == d.reg else other.reg
        addr = [RegOp(wide(s.reg)), Imm(1), RegOp(wide(reg)), Imm(0), NoReg()]
    else:
        addr = [RegOp(wide(s.reg)), Imm(1), NoReg(), other, NoReg()]
    return MachineInstr(form[0], [RegOp(d.reg, is_def=True), *addr], il_offset=mi.il_offset)
