"""Small facts about machine instructions and register classes that every allocator pass needs.

The passes read def/use information off the operands themselves (MachineInstr carries
every implicit operand) and only three facts from the target table: `tied`, `terminator`
and `call`. A call is recognised by its register-mask operand, because the mask is what
defines which registers it clobbers.
"""

from __future__ import annotations

from cil2mir.isel.machine import (FrameIndex, Imm, MachineBlock, MachineInstr, NoReg, RegMask,
                                  RegOp, VReg)
from cil2mir.target.x86_64 import (ALLOCATABLE_GPRS, CSR_64_PRESERVED, REG_CLASSES, UNIT_OF,
                                   XMM_REGS, desc)

# Registers the allocator hands out, per bank, in preference order.
ALLOCATION_ORDER: dict[str, list[str]] = {"gpr": list(ALLOCATABLE_GPRS), "xmm": list(XMM_REGS)}
# Units whose liveness we track (everything else, e.g. rsp, rbp, eflags, ssp, is not ours).
TRACKED_UNITS: frozenset[str] = frozenset(ALLOCATABLE_GPRS) | frozenset(XMM_REGS)
# What a `csr_64` call clobbers among the registers we track (all of xmm, and the
# caller-saved GPRs), in a fixed order so that output stays deterministic.
CALL_CLOBBERS: tuple[str, ...] = tuple(u for u in (*ALLOCATABLE_GPRS, *XMM_REGS)
                                       if u not in CSR_64_PRESERVED)


def bank_of(rc: str) -> str:
    return REG_CLASSES[rc][0]


def bits_of(rc: str) -> int:
    return REG_CLASSES[rc][1]


def unit_of(name: str) -> str | None:
    """The tracked unit of a physical register name, or None for rsp, eflags, ..."""
    unit = UNIT_OF.get(name)
    return unit if unit in TRACKED_UNITS else None


def is_tied(mi: MachineInstr) -> bool:
    return desc(mi.opcode).tied


def is_terminator(mi: MachineInstr) -> bool:
    return desc(mi.opcode).terminator


def is_call(mi: MachineInstr) -> bool:
    return any(isinstance(o, RegMask) for o in mi.ops)


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


def copy(dst: VReg | RegOp, src: RegOp) -> MachineInstr:
    """`dst = COPY src` (src keeps its subregister index)."""
    d = dst if isinstance(dst, RegOp) else RegOp(dst, is_def=True)
    return MachineInstr("COPY", [RegOp(d.reg, is_def=True),
                                 RegOp(src.reg, subreg=src.subreg)])


# ---- spill code -------------------------------------------------------------------------

# register class -> (load opcode, store opcode, memory size in bytes)
_SPILL_OPS: dict[str, tuple[str, str, int]] = {
    "gr8": ("MOV8rm", "MOV8mr", 1),
    "gr16": ("MOV16rm", "MOV16mr", 2),
    "gr32": ("MOV32rm", "MOV32mr", 4),
    "gr64": ("MOV64rm", "MOV64mr", 8),
    "gr64_nosp": ("MOV64rm", "MOV64mr", 8),
    "gr64_with_sub_8bit": ("MOV64rm", "MOV64mr", 8),
    "fr32": ("MOVSSrm_alt", "MOVSSmr", 4),
    "fr64": ("MOVSDrm_alt", "MOVSDmr", 8),
    "vr128": ("MOVAPSrm", "MOVAPSmr", 16),
}


def slot_size(rc: str) -> int:
    """Spill slots are 8 bytes (16 for vectors), aligned to their size."""
    return 16 if _SPILL_OPS[rc][2] == 16 else 8


def _addr(slot: FrameIndex) -> list:
    return [slot, Imm(1), NoReg(), Imm(0), NoReg()]


def load_from_slot(dst: RegOp, rc: str, slot: FrameIndex) -> MachineInstr:
    op, _, size = _SPILL_OPS[rc]
    return MachineInstr(op, [RegOp(dst.reg, is_def=True), *_addr(slot)],
                        mem=f"load (s{size * 8}) from {slot}")


def store_to_slot(src: RegOp, rc: str, slot: FrameIndex) -> MachineInstr:
    _, op, size = _SPILL_OPS[rc]
    return MachineInstr(op, [*_addr(slot), RegOp(src.reg, subreg=src.subreg)],
                        mem=f"store (s{size * 8}) into {slot}")
