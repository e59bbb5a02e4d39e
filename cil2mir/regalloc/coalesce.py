"""Copy coalescing: merge the two vregs of a COPY when their values never need two
registers at once, so the copy disappears before the scan.

PHI elimination writes a PHI's inputs into the PHI's vreg at the end of each predecessor,
and two-address lowering copies the tied operand into the result (`%d = COPY %a; %d =
ADD32rr %d, %b`); most such copies join values whose live ranges only touch, e.g. `j++`
in a loop: `%n = COPY %j; %n = ADD32ri %n, 1; %j = COPY %n` is one ADD once %n and %j
are one vreg. The scan's copy hints cannot do this alone, since an interval has no holes:
%j is live across the whole loop and always overlaps %n.

Interference is Chaitin's, exact on the instructions: two vregs interfere if one is
defined where the other is live after the definition, except when the definition is a
copy of the other (then both hold the same value). It is only computed between vregs that
copies connect (a *web*), so the cost is about the instructions times the live members
of the defined vreg's web. Copies inside loops are merged first (they run most often);
two groups merge when no member of one interferes with a member of the other. Only
copies within one register class's units and width are merged (gr64 and gr64_nosp are
one: %rsp is never allocated), and never a sub-register copy.
"""

from __future__ import annotations

from cil2mir.isel.machine import MachineFunction, MachineInstr, RegOp, VReg
from cil2mir.regalloc.liveness import FlowGraph, compute_liveness
from cil2mir.regalloc.loops import loop_depths
from cil2mir.regalloc.util import allowed_units, bits_of


class _Sets:
    """Union-find over vreg numbers."""

    def __init__(self) -> None:
        self.parent: dict[int, int] = {}

    def find(self, n: int) -> int:
        root = n
        while self.parent.get(root, root) != root:
            root = self.parent[root]
        while n != root:                      # path compression
            self.parent[n], n = root, self.parent[n]
        return root

    def union(self, a: int, b: int) -> int:
        ra, rb = self.find(a), self.find(b)
        self.parent.setdefault(ra, ra)
        self.parent[rb] = ra
        return ra


def _copy_pair(mi: MachineInstr) -> tuple[VReg, VReg] | None:
    """(dst, src) of a full-width COPY between vregs that one register may hold."""
    if mi.opcode != "COPY":
        return None
    d, s = mi.ops[0], mi.ops[1]
    if not (type(d) is RegOp and type(s) is RegOp and type(d.reg) is VReg and type(s.reg) is VReg
            and s.subreg is None and d.reg.n != s.reg.n):
        return None
    if (bits_of(d.reg.rc) != bits_of(s.reg.rc)
            or allowed_units(d.reg.rc) != allowed_units(s.reg.rc)):
        return None
    return d.reg, s.reg


def coalesce_copies(mf: MachineFunction, depth: dict[int, int] | None = None,
                    flow: FlowGraph | None = None) -> int:
    """Merge copy-related vregs that do not interfere, rename them, delete the copies that
    became `%a = COPY %a`. Returns the number of copies deleted. `depth` (loop depths) and
    `flow` (the block graph): the caller's, when it has them."""
    if depth is None:
        depth = loop_depths(mf)
    copies: list[tuple[int, int, int, int]] = []   # (-depth, order, dst, src)
    webs = _Sets()
    vreg_of: dict[int, VReg] = {}
    for b in mf.blocks:
        for mi in b.instrs:
            pair = _copy_pair(mi)
            if pair is not None:
                copies.append((-depth.get(b.n, 0), len(copies), pair[0].n, pair[1].n))
                webs.union(pair[0].n, pair[1].n)
                vreg_of[pair[0].n], vreg_of[pair[1].n] = pair
    if not copies:
        return 0
    members: dict[int, set[int]] = {}
    for n in list(webs.parent):
        members.setdefault(webs.find(n), set()).add(n)
    web_of = {n: root for root, ms in members.items() for n in ms}
    edges = _interference(mf, web_of, members, flow)

    groups = _Sets()
    group_members: dict[int, set[int]] = {n: {n} for n in web_of}
    for *_, d, s in sorted(copies):
        gd, gs = groups.find(d), groups.find(s)
        if gd == gs:
            continue
        small, large = sorted((group_members[gd], group_members[gs]), key=len)
        if any(edges.get(m, _EMPTY) & large for m in small):
            continue
        groups.union(gd, gs)                 # gd stays the root
        group_members[gd] |= group_members.pop(gs)
    rename = {n: groups.find(n) for n in web_of if groups.find(n) != n}
    if not rename:
        return 0
    deleted = 0
    for b in mf.blocks:
        out = []
        for mi in b.instrs:
            for o in mi.ops:
                if type(o) is RegOp and type(o.reg) is VReg and o.reg.n in rename:
                    o.reg = vreg_of[rename[o.reg.n]]
            if (mi.opcode == "COPY" and mi.ops[0].reg == mi.ops[1].reg
                    and mi.ops[1].subreg is None):
                deleted += 1
                continue
            out.append(mi)
        b.instrs = out
    return deleted


_EMPTY: frozenset[int] = frozenset()


def _interference(mf: MachineFunction, web_of: dict[int, int], members: dict[int, set[int]],
                  flow: FlowGraph | None) -> dict[int, set[int]]:
    """Interference edges among vregs of the same web, by a backward walk of each block."""
    live_info = compute_liveness(mf, flow)
    edges: dict[int, set[int]] = {}
    for b in mf.blocks:
        live = {k for k in live_info.live_out[b.n] if type(k) is int and k in web_of}
        for mi, (uses, defs) in zip(reversed(b.instrs), reversed(live_info.keys[b.n])):
            vdefs = [d for d in defs if type(d) is int]
            if vdefs:
                pair = _copy_pair(mi)
                same_value = pair[1].n if pair is not None else None
                after = live.union(vdefs) if len(vdefs) > 1 else live
                for d in vdefs:
                    web = web_of.get(d)
                    if web is None:
                        continue
                    web_members = members[web]
                    near = (web_members & after if len(web_members) < len(after)
                            else {v for v in after if web_of.get(v) == web})
                    for v in near:
                        if v != d and v != same_value:
                            edges.setdefault(d, set()).add(v)
                            edges.setdefault(v, set()).add(d)
                live.difference_update(vdefs)
            for u in uses:
                if type(u) is int and u in web_of:
                    live.add(u)
    return edges
