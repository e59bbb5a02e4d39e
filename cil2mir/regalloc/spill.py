"""Spill code: move spilled vregs to stack slots.

Every spilled vreg gets its own spill slot. Each instruction that mentions it gets a
fresh, instruction-local temporary instead: loaded from the slot just before if the
instruction reads it, stored back just after if it writes it. One temporary serves both
roles, which keeps two-address instructions (`%t = ADD32rr %t, %b`) tied. A COPY with one
spilled side becomes the load or store itself, in place: every instruction keeps its
identity through spilling (the allocation trace follows intervals by it). Temporaries are
reported back so that the next scan never spills them: they live for one instruction and
always find a register.
"""

from __future__ import annotations

from cil2mir.isel.machine import FrameIndex, MachineFunction, MachineInstr, RegOp, VReg
from cil2mir.regalloc.liveness import Interval
from cil2mir.regalloc.util import load_from_slot, slot_size, store_to_slot


def insert_spill_code(mf: MachineFunction, spilled: list[Interval], temps: set[int]
                      ) -> dict[int, FrameIndex]:
    """Spill code for `spilled` (`temps` gets the new temporaries); returns the slot of each
    spilled vreg (by number)."""
    slots: dict[int, tuple[VReg, FrameIndex]] = {}
    for iv in sorted(spilled, key=lambda iv: iv.vreg.n):
        size = slot_size(iv.vreg.rc)
        slots[iv.vreg.n] = (iv.vreg, mf.add_stack_object(size, size, spill_slot=True))
    for block in mf.blocks:
        out: list[MachineInstr] = []
        for mi in block.instrs:
            hit = [o for o in mi.ops if type(o) is RegOp and type(o.reg) is VReg
                   and o.reg.n in slots]
            if not hit:
                out.append(mi)
            elif mi.opcode == "COPY" and len(hit) == 1 and (hit[0] is mi.ops[0]
                                                            or hit[0].subreg is None):
                out.append(_fold_copy(mi, hit[0], slots))
            else:
                out.extend(_via_temps(mf, mi, hit, slots, temps))
        block.instrs = out
    return {n: slot for n, (_, slot) in slots.items()}


def _fold_copy(mi: MachineInstr, op: RegOp, slots) -> MachineInstr:
    dst, src = mi.ops[0], mi.ops[1]
    vreg, slot = slots[op.reg.n]
    access = store_to_slot(src, vreg.rc, slot, mi.il_offset) if op is dst else \
        load_from_slot(dst, vreg.rc, slot, mi.il_offset)
    mi.opcode, mi.ops, mi.mem = access.opcode, access.ops, access.mem
    return mi


def _via_temps(mf: MachineFunction, mi: MachineInstr, hit: list[RegOp], slots,
               temps: set[int]) -> list[MachineInstr]:
    before: list[MachineInstr] = []
    after: list[MachineInstr] = []
    temp_of: dict[int, VReg] = {}
    for op in hit:
        vreg, slot = slots[op.reg.n]
        t = temp_of.get(vreg.n)
        if t is None:
            t = temp_of[vreg.n] = mf.new_vreg(vreg.rc)
            temps.add(t.n)
            if any(not o.is_def and not o.undef for o in hit if o.reg == vreg):
                before.append(load_from_slot(RegOp(t, is_def=True), vreg.rc, slot, mi.il_offset))
            if any(o.is_def for o in hit if o.reg == vreg):
                after.append(store_to_slot(RegOp(t), vreg.rc, slot, mi.il_offset))
        op.reg = t
    return [*before, mi, *after]
