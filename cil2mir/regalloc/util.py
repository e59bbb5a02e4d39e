"""Small facts about machine instructions and register classes that every allocator pass needs.

The passes read def/use information off the operands themselves (MachineInstr carries
every implicit operand) and only three facts from the target table: `tied`, `terminator`
and `call`. A call is recognised by its register-mask operand, because the mask is what
defines which registers it clobbers.
"""

from __future__ import annotations

from cil2mir.isel.machine import (FrameIndex, Imm, MachineBlock, MachineInstr, NoReg, RegMask,
                                  RegOp, VReg)
from cil2mir.target.x86_64 import (ALLOCATABLE_GPRS, CSR_64_PRESERVED, REG_CLASS_UNITS,
                                   REG_CLASSES, UNIT_OF, XMM_REGS, desc)

# Registers the allocator hands out, per bank, in preference order.
ALLOCATION_ORDER: dict[str, list[str]] = {"gpr": list(ALLOCATABLE_GPRS), "xmm": list(XMM_REGS)}
# Units whose liveness we track (everything else, e.g. rsp, rbp, eflags, ssp, is not ours).
TRACKED_UNITS: frozenset[str] = frozenset(ALLOCATABLE_GPRS) | frozenset(XMM_REGS)
# Physical register name -> its tracked unit (names of untracked units are absent).
TRACKED_UNIT_OF: dict[str, str] = {name: u for name, u in UNIT_OF.items() if u in TRACKED_UNITS}
# What a `csr_64` call clobbers among the registers we track (all of xmm, and the
# caller-saved GPRs), in a fixed order so that output stays deterministic.
CALL_CLOBBERS: tuple[str, ...] = tuple(u for u in (*ALLOCATABLE_GPRS, *XMM_REGS)
                                       if u not in CSR_64_PRESERVED)


def bank_of(rc: str) -> str:
    return REG_CLASSES[rc][0]


_ALLOWED: dict[str, list[str]] = {}


def allowed_units(rc: str) -> list[str]:
    """The units a vreg of class `rc` may get, in allocation order: its bank's order,
    narrowed by REG_CLASS_UNITS for constrained classes (gr64_tc, the no-REX ones)."""
    units = _ALLOWED.get(rc)
    if units is None:
        order = ALLOCATION_ORDER[bank_of(rc)]
        only = REG_CLASS_UNITS.get(rc)
        units = _ALLOWED[rc] = [u for u in order if only is None or u in only]
    return units


def bits_of(rc: str) -> int:
    return REG_CLASSES[rc][1]


def unit_of(name: str) -> str | None:
    """The tracked unit of a physical register name, or None for rsp, eflags, ..."""
    return TRACKED_UNIT_OF.get(name)


def is_tied(mi: MachineInstr) -> bool:
    return desc(mi.opcode).tied


def is_terminator(mi: MachineInstr) -> bool:
    return desc(mi.opcode).terminator


def is_call(mi: MachineInstr) -> bool:
    for o in mi.ops:        # (a loop, not any() over a generator: asked of every instruction)
        if type(o) is RegMask:
            return True
    return False


def first_terminator(block: MachineBlock) -> int:
    """Index of the first terminator of `block` (len(instrs) if it has none): copies that
    belong at the end of a block go here. COPYs do not touch eflags, so putting them
    between a CMP and its JCC is fine."""
    for i, mi in enumerate(block.instrs):
        if is_terminator(mi):
            return i
    return len(block.instrs)


def explicit_defs(mi: MachineInstr) -> list[RegOp]:
    """The leading explicit register defs (what prints left of `=`)."""
    out = []
    for o in mi.ops:
        if isinstance(o, RegOp) and o.is_def and not o.implicit:
            out.append(o)
        else:
            break
    return out


def tied_pair(mi: MachineInstr) -> tuple[RegOp, RegOp]:
    """(def, use) of a two-address instruction: its first def and its first explicit use."""
    d = explicit_defs(mi)[0]
    u = next(o for o in mi.ops if isinstance(o, RegOp) and not o.is_def and not o.implicit)
    return d, u


def copy(dst: VReg | RegOp, src: RegOp, il_offset: int | None = None) -> MachineInstr:
    """`dst = COPY src` (src keeps its subregister index); `il_offset`: the location of
    the instruction it is made for."""
    d = dst if isinstance(dst, RegOp) else RegOp(dst, is_def=True)
    return MachineInstr("COPY", [RegOp(d.reg, is_def=True),
                                 RegOp(src.reg, subreg=src.subreg)], il_offset=il_offset)


# ---- spill code -------------------------------------------------------------------------

# (bank, width in bits) -> (load opcode, store opcode, memory size in bytes); any register
# class of that bank and width (gr64_tc, gr64_nosp, fr64x, ...) spills the same way.
_SPILL_OPS: dict[tuple[str, int], tuple[str, str, int]] = {
    ("gpr", 8): ("MOV8rm", "MOV8mr", 1),
    ("gpr", 16): ("MOV16rm", "MOV16mr", 2),
    ("gpr", 32): ("MOV32rm", "MOV32mr", 4),
    ("gpr", 64): ("MOV64rm", "MOV64mr", 8),
    ("xmm", 32): ("MOVSSrm_alt", "MOVSSmr", 4),
    ("xmm", 64): ("MOVSDrm_alt", "MOVSDmr", 8),
    ("xmm", 128): ("MOVAPSrm", "MOVAPSmr", 16),
}
SPILL_LOADS: frozenset[str] = frozenset(v[0] for v in _SPILL_OPS.values())
SPILL_STORES: frozenset[str] = frozenset(v[1] for v in _SPILL_OPS.values())


def _spill_ops(rc: str) -> tuple[str, str, int]:
    return _SPILL_OPS[REG_CLASSES[rc]]


def slot_size(rc: str) -> int:
    """Spill slots are 8 bytes (16 for vectors), aligned to their size."""
    return 16 if _spill_ops(rc)[2] == 16 else 8


_ADDR_REST = [Imm(1), NoReg(), Imm(0), NoReg()]


def _addr(slot: FrameIndex) -> list:
    return [slot, Imm(1), NoReg(), Imm(0), NoReg()]


def load_from_slot(dst: RegOp, rc: str, slot: FrameIndex, il_offset: int | None = None
                   ) -> MachineInstr:
    """A reload; `il_offset`: the location of the instruction it is made for."""
    op, _, size = _spill_ops(rc)
    return MachineInstr(op, [RegOp(dst.reg, is_def=True), *_addr(slot)],
                        mem=f"load (s{size * 8}) from {slot}", il_offset=il_offset)


def store_to_slot(src: RegOp, rc: str, slot: FrameIndex, il_offset: int | None = None
                  ) -> MachineInstr:
    """A spill; `il_offset`: the location of the instruction it is made for."""
    _, op, size = _spill_ops(rc)
    return MachineInstr(op, [*_addr(slot), RegOp(src.reg, subreg=src.subreg)],
                        mem=f"store (s{size * 8}) into {slot}", il_offset=il_offset)


def spill_access(mi: MachineInstr, spill_slots: set[int]) -> tuple[str, int, RegOp] | None:
    """("load" | "store", slot index, register operand) if `mi` is a reload or spill store
    of a spill slot as `load_from_slot` / `store_to_slot` build them, else None."""
    if len(mi.ops) != 6:
        return None
    if mi.opcode in SPILL_LOADS:
        kind, reg, slot, rest = "load", mi.ops[0], mi.ops[1], mi.ops[2:6]
    elif mi.opcode in SPILL_STORES:
        kind, reg, slot, rest = "store", mi.ops[5], mi.ops[0], mi.ops[1:5]
    else:
        return None
    if (not isinstance(slot, FrameIndex) or slot.fixed or slot.index not in spill_slots
            or not isinstance(reg, RegOp) or rest != _ADDR_REST):
        return None
    return kind, slot.index, reg
