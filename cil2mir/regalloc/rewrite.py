"""Rewrite: put the assigned physical registers into the instructions, and set live-ins.

A vreg in unit rcx prints as the view of its class's width ($cl, $cx, $ecx, $rcx); a
subregister use prints as the view of the subregister's width (`%0.sub_8bit` with %0 in
rax is `$al`). Copies that became `$eax = COPY $eax` are deleted. `SUBREG_TO_REG` stays:
llc accepts it post-RA and expands it after prologepilog (into a 32-bit move, or nothing
when both sides share the unit), which also tells LLVM that the upper half is zero.
Kill flags are dropped, since they described vregs. `peephole.py` then deletes reloads
whose value is still in a register and spill stores that are overwritten unread.

Live-ins are then recomputed from scratch on the physical registers, printed by their
64-bit name. Callee-saved registers are left out of the entry block: prologepilog saves
the ones the body writes, and they hold nothing of ours on entry. In any other block a
callee-saved register that carries a value is live-in like any other.
"""

from __future__ import annotations

from cil2mir.isel.machine import MachineFunction, PReg, RegOp, VReg
from cil2mir.regalloc.liveness import FlowGraph, compute_liveness, live_units
from cil2mir.regalloc.peephole import remove_redundant_spill_code, three_address_adds
from cil2mir.regalloc.util import bits_of
from cil2mir.target.x86_64 import CALLEE_SAVED, SUBREG_BITS, view


def rewrite(mf: MachineFunction, assignment: dict[int, str],
            flow: FlowGraph | None = None) -> MachineFunction:
    """Replace every vreg by the view of its assigned unit (vreg number -> unit); `flow`:
    the block graph, when the caller has it."""
    physical: dict[tuple[int, str | None], PReg] = {}     # (vreg number, subreg) -> its view
    for block in mf.blocks:
        out = []
        for mi in block.instrs:
            for o in mi.ops:
                if type(o) is not RegOp:
                    continue
                o.kill = False
                reg = o.reg
                if type(reg) is VReg:
                    preg = physical.get((reg.n, o.subreg))
                    if preg is None:
                        bits = SUBREG_BITS[o.subreg] if o.subreg else bits_of(reg.rc)
                        preg = physical[reg.n, o.subreg] = PReg(view(assignment[reg.n], bits))
                    o.reg, o.subreg = preg, None
            if mi.opcode == "COPY" and mi.ops[0].reg == mi.ops[1].reg:
                continue
            out.append(mi)
        block.instrs = out
    remove_redundant_spill_code(mf)
    three_address_adds(mf)
    set_liveins(mf, flow)
    return mf


def set_liveins(mf: MachineFunction, flow: FlowGraph | None = None) -> None:
    """Every block's `liveins`, exact, from physical-register liveness."""
    live = compute_liveness(mf, flow)
    for i, block in enumerate(mf.blocks):
        units = live_units(live.live_in[block.n])
        if i == 0:
            units = [u for u in units if u not in CALLEE_SAVED]
        block.liveins = [PReg(u if u.startswith("xmm") else view(u, 64)) for u in units]
