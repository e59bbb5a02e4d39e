"""Two-address lowering: make every tied def the same register as its tied use.

x86 ALU instructions overwrite their first source (`ADD32rr`: dst = dst + src). Before
allocation they are written in SSA form (`%d = ADD32rr %a, %b`); afterwards llc demands
`$eax = ADD32rr $eax, $ecx`. Rewriting `%d = COPY %a; %d = ADD32rr %d, %b` turns the tie
into plain vreg identity, so the allocator needs no notion of ties at all; the copy hint
then usually puts %d in %a's register and the rewrite pass deletes the copy.
"""

from __future__ import annotations

from cil2mir.isel.machine import MachineFunction, RegOp
from cil2mir.regalloc.util import copy, is_tied, tied_pair


def lower_two_address(mf: MachineFunction) -> MachineFunction:
    for block in mf.blocks:
        out = []
        for mi in block.instrs:
            if is_tied(mi):
                d, u = tied_pair(mi)
                if u.reg != d.reg or u.subreg:
                    out.append(copy(RegOp(d.reg, is_def=True), u, il_offset=mi.il_offset))
                    u.reg, u.subreg = d.reg, None
            out.append(mi)
        block.instrs = out
    return mf
