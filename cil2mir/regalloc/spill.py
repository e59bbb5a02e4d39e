"""Spill code: move spilled vregs to stack slots.

Every spilled vreg gets its own spill slot. Each instruction that mentions it gets a
fresh, instruction-local temporary instead: loaded from the slot just before if the
instruction reads it, stored back just after if it writes it. One temporary serves both
roles, which keeps two-address instructions (`%t = ADD32rr %t, %b`) tied. A COPY with one
spilled side becomes the load or store itself, in place: every instruction keeps its
identity through spilling (the allocation trace follows intervals by it). Temporaries are
reported back so that the next scan never spills them: they live for one instruction and
always find a register.

A vreg whose one definition is a constant (MOV32ri and co., FsFLD0SD, a load from the
constant pool) or an address that needs no register (LEA64r of a symbol or a stack
object) is *rematerialised* instead: each use gets that instruction again (into its
temporary, or straight into a COPY's destination), the definition goes, no slot is used.
`MOV32r0` comes back as `MOV32ri 0`, which leaves the flags alone (a use may sit between
a compare and its branch).
"""

from __future__ import annotations

from dataclasses import replace

from cil2mir.isel.machine import (ConstPoolRef, FrameIndex, Imm, MachineFunction, MachineInstr, PReg,
                                  RegOp, VReg)
from cil2mir.regalloc.liveness import Interval
from cil2mir.regalloc.util import load_from_slot, slot_size, spill_access, store_to_slot

# Definitions that can be repeated at each use: they read no register but $rip (and
# memory only from the constant pool). MOV32r0 is repeated as MOV32ri 0 (no flags).
REMATERIALISABLE = frozenset({"MOV32ri", "MOV64ri32", "MOV32ri64", "MOV64ri", "MOV32r0", "LEA64r",
                              "FsFLD0SD", "FsFLD0SS", "MOVSDrm_alt", "MOVSSrm_alt"})
REMATERIALISED = "rematerialised"       # where a rematerialised vreg lives (for the trace)


def give_slots(mf: MachineFunction, spilled: list[Interval], remat: dict[int, MachineInstr],
               homes: dict[int, FrameIndex]) -> None:
    """A new spill slot in `homes` for each spilled vreg that is not rematerialised and has
    none yet (a piece split off a spilled value has its slot)."""
    for iv in sorted(spilled, key=lambda iv: iv.vreg.n):
        n = iv.vreg.n
        if n not in remat and n not in homes:
            size = slot_size(iv.vreg.rc)
            homes[n] = mf.add_stack_object(size, size, spill_slot=True)


def insert_spill_code(mf: MachineFunction, spilled: list[Interval], remat: dict[int, MachineInstr],
                      homes: dict[int, FrameIndex], temps: set[int]) -> dict[int, FrameIndex | str]:
    """Spill code for `spilled`, in the slots `homes` gives them (`give_slots`) unless
    `remat` repeats their definition; `temps` gets the new temporaries. A reload of a
    vreg from its own slot, or a store of it into its slot, goes: that is where it lives
    now (the loads and stores of a split piece that spilled too). Returns the slot of each
    spilled vreg (by number), or REMATERIALISED."""
    slots = {iv.vreg.n: (iv.vreg, homes[iv.vreg.n]) for iv in spilled if iv.vreg.n not in remat}
    own = {slot.index for _, slot in slots.values()}
    for block in mf.blocks:
        out: list[MachineInstr] = []
        for mi in block.instrs:
            hit = [o for o in mi.ops if type(o) is RegOp and type(o.reg) is VReg
                   and (o.reg.n in slots or o.reg.n in remat)]
            if not hit:
                out.append(mi)
            elif hit[0].reg.n in remat and mi is remat[hit[0].reg.n]:
                continue                        # the definition: repeated at the uses
            elif _in_own_slot(mi, hit, slots, own):
                continue
            elif mi.opcode == "COPY" and len(hit) == 1 and (hit[0] is mi.ops[0]
                                                            or hit[0].subreg is None):
                out.append(_fold_copy(mi, hit[0], slots, remat))
            else:
                out.extend(_via_temps(mf, mi, hit, slots, remat, temps))
        block.instrs = out
    return {**{n: slot for n, (_, slot) in slots.items()}, **{n: REMATERIALISED for n in remat}}


def _in_own_slot(mi: MachineInstr, hit: list[RegOp], slots, own: set[int]) -> bool:
    """Whether `mi` loads a spilled vreg from its slot or stores it there."""
    if len(hit) != 1 or hit[0].subreg is not None or hit[0].reg.n not in slots:
        return False
    access = spill_access(mi, own)
    return access is not None and access[2] is hit[0] and access[1] == slots[hit[0].reg.n][1].index


def rematerialisable(mf: MachineFunction, spilled: list[Interval]) -> dict[int, MachineInstr]:
    """Spilled vreg -> its one definition, for those whose definition can be repeated."""
    wanted = {iv.vreg.n for iv in spilled}
    defs: dict[int, list[MachineInstr]] = {}
    for _, mi in mf.instrs():
        for o in mi.ops:
            if type(o) is RegOp and o.is_def and type(o.reg) is VReg and o.reg.n in wanted:
                defs.setdefault(o.reg.n, []).append(mi)
    out = {}
    for n, found in defs.items():
        if len(found) == 1 and _repeatable(found[0]):
            out[n] = found[0]
    return out


def _repeatable(mi: MachineInstr) -> bool:
    if mi.opcode not in REMATERIALISABLE or mi.ops[0].subreg is not None:
        return False
    for o in mi.ops[1:]:
        if type(o) is RegOp and not (o.implicit or (type(o.reg) is PReg and o.reg.name == "rip")):
            return False
    return mi.opcode not in ("MOVSDrm_alt", "MOVSSrm_alt") or any(type(o) is ConstPoolRef for o in mi.ops)


def _repeat(definition: MachineInstr, dst: RegOp, il_offset: int | None) -> MachineInstr:
    """The rematerialised definition, writing `dst`."""
    d = RegOp(dst.reg, is_def=True)
    if definition.opcode == "MOV32r0":
        return MachineInstr("MOV32ri", [d, Imm(0)], il_offset=il_offset)
    ops = [replace(o) if type(o) is RegOp else o for o in definition.ops[1:]]
    return MachineInstr(definition.opcode, [d, *ops], definition.mem, il_offset)


def _fold_copy(mi: MachineInstr, op: RegOp, slots, remat) -> MachineInstr:
    dst, src = mi.ops[0], mi.ops[1]
    if op.reg.n in remat:                   # (a use: the only def is not a COPY)
        access = _repeat(remat[op.reg.n], dst, mi.il_offset)
    else:
        vreg, slot = slots[op.reg.n]
        access = store_to_slot(src, vreg.rc, slot, mi.il_offset) if op is dst else \
            load_from_slot(dst, vreg.rc, slot, mi.il_offset)
    mi.opcode, mi.ops, mi.mem = access.opcode, access.ops, access.mem
    return mi


def _via_temps(mf: MachineFunction, mi: MachineInstr, hit: list[RegOp], slots, remat,
               temps: set[int]) -> list[MachineInstr]:
    before: list[MachineInstr] = []
    after: list[MachineInstr] = []
    temp_of: dict[int, VReg] = {}
    for op in hit:
        vreg = op.reg
        t = temp_of.get(vreg.n)
        if t is None:
            t = temp_of[vreg.n] = mf.new_vreg(vreg.rc)
            temps.add(t.n)
            if vreg.n in remat:             # only uses here: the def is not repeated
                before.append(_repeat(remat[vreg.n], RegOp(t), mi.il_offset))
            else:
                _, slot = slots[vreg.n]
                if any(not o.is_def and not o.undef for o in hit if o.reg == vreg):
                    before.append(load_from_slot(RegOp(t, is_def=True), vreg.rc, slot, mi.il_offset))
                if any(o.is_def for o in hit if o.reg == vreg):
                    after.append(store_to_slot(RegOp(t), vreg.rc, slot, mi.il_offset))
        op.reg = t
    return [*before, mi, *after]
