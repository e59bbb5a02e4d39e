"""Loop-invariant code motion: what a loop computes the same way on every iteration is
computed once, in a preheader (made when the header has several entering edges or its
one entering block branches elsewhere too). Inner loops first, so an invariant of
nested loops climbs one preheader at a time.

Anything hoisted must keep Mono's semantics, so two kinds of code move:

* Anywhere in the loop: operations that cannot trap or write (dce.has_effect is false:
  arithmetic but possibly-trapping division, compares, conversions, bitcasts), and loads
  of stack slots when nothing in the loop writes memory (no store, call, memcpy, memset
  or volatile load). Executing them when the loop runs zero times is harmless. Fields
  and statics are read on every iteration, as Mono does: another thread may set them
  (`while (!done) {}`).
* The loop's prefix only: the blocks every iteration runs first, from the header through
  jumps and hoisted checks, up to the first instruction with an effect that stays. There,
  a branch on invariant operands one of whose targets leaves the loop (a null or range
  check, a throw of a checked operation, an early exit; that target without phis, and
  nothing reached from it reading a value of the loop) is done once in the preheader:
  the first iteration would have taken it at that moment, nothing with an effect ran
  before it, and every later iteration takes it the same way. After it, invariant loads
  (lengths, vtable words) of invariant addresses are hoisted too: the checks that
  guarded them now run before them in the preheader. A loop that may run zero times
  tests its condition first, so what its body would check or raise (`checked(a * b)`,
  a[i]) is never in the prefix and stays in the loop.

Operations without operands (addresses of globals, string literals) stay where they are
(they cost as much as a register to keep); a hoisted operation gets a copy of such an
operand in the preheader."""

from __future__ import annotations

from dataclasses import dataclass, field

from cil2mir.frontend import ir
from cil2mir.frontend.ir import Op
from cil2mir.opt.dce import address_base, has_effect
from cil2mir.opt.dom import Dominators, Loop, dominators, natural_loops
from cil2mir.opt.gvn import clobbers, is_invariant_load


REGION = 32         # blocks after a loop's exit looked at before its check is hoisted


@dataclass(eq=False)
class _Hoister:
    fn: ir.Function
    loop: Loop
    block_of: dict[ir.Value, ir.Block]
    rpo: list[ir.Block]             # the function's blocks, dominators first (new ones too)
    pre: ir.Block = field(init=False)
    writes: bool = field(init=False)
    copies: dict[ir.Inst, ir.Inst] = field(default_factory=dict)
    moved: bool = False

    def __post_init__(self) -> None:
        self.pre = self._preheader()
        self.writes = any(clobbers(i) for b in self.loop.blocks for i in b.insts)

    def _place(self, b: ir.Block) -> None:
        """A new block before the header (it dominates it), in every loop around this one."""
        h = self.loop.header
        self.fn.blocks.insert(self.fn.blocks.index(h), b)
        self.rpo.insert(self.rpo.index(h), b)
        outer = self.loop.parent
        while outer is not None:
            outer.blocks.add(b)
            outer = outer.parent

    def _preheader(self) -> ir.Block:
        h = self.loop.header
        outside = [p for p in h.preds if p not in self.loop.blocks]
        if len(outside) == 1 and isinstance(outside[0].term, ir.Jump):
            return outside[0]
        pre = ir.Block(-1, term=ir.Jump(h, h.il_offset), il_offset=h.il_offset)
        for p in outside:
            _retarget(p.term, h, pre)
        for phi in h.phis:
            entering = [(p, v) for p, v in phi.incoming if p in outside]
            values = {id(v): v for _, v in entering}
            if len(values) == 1:
                v = next(iter(values.values()))
            else:
                v = ir.Phi(phi.ty, block=pre, incoming=entering)
                pre.phis.append(v)
                self.block_of[v] = pre
            phi.incoming = [(p, x) for p, x in phi.incoming if p not in outside] + [(pre, v)]
        self._place(pre)
        self.fn.link()
        return pre

    def invariant(self, v: ir.Value) -> bool:
        b = self.block_of.get(v)
        return b is None or b not in self.loop.blocks or \
            isinstance(v, ir.Inst) and not v.args and v.op in (Op.GLOBALADDR, Op.FUNCADDR, Op.STR)

    def movable(self, inst: ir.Inst, prefix: bool) -> bool:
        """Whether `inst` may be computed in the preheader instead (`prefix`: it is in the
        loop's prefix, after the checks hoisted so far)."""
        if not inst.args or inst.op is Op.SLOT or not all(self.invariant(a) for a in inst.args):
            return False
        if inst.op is Op.LOAD:
            return is_invariant_load(inst) and prefix or \
                address_base(inst.args[0]) is Op.SLOT and not self.writes   # (thread-private)
        return not has_effect(inst)

    def hoist(self, inst: ir.Inst) -> None:
        args = []
        for a in inst.args:
            if isinstance(a, ir.Inst) and not a.args and self.block_of.get(a) in self.loop.blocks:
                if a not in self.copies:
                    self.copies[a] = ir.Inst(a.ty, op=a.op, data=a.data, il_offset=a.il_offset)
                    self.pre.insts.append(self.copies[a])
                    self.block_of[self.copies[a]] = self.pre
                a = self.copies[a]
            args.append(a)
        inst.args = args
        self.moved = True
        self.block_of[inst].insts.remove(inst)
        self.pre.insts.append(inst)
        self.block_of[inst] = self.pre

    def _exit_check(self, b: ir.Block) -> tuple[ir.Block, ir.Block] | None:
        """(the target outside the loop, the one inside) of b's branch, if the branch
        can be done in the preheader instead."""
        t = b.term
        if not isinstance(t, ir.Branch) or not self.invariant(t.a) or not self.invariant(t.b):
            return None
        inside = [s for s in (t.then_, t.else_) if s in self.loop.blocks]
        if len(inside) != 1:
            return None
        stay = inside[0]
        leave = t.else_ if stay is t.then_ else t.then_
        if stay is self.loop.header or stay.preds != [b] or leave.phis \
                or not self._reads_no_loop_value(leave):
            return None
        return leave, stay

    def _reads_no_loop_value(self, leave: ir.Block) -> bool:
        """Whether no block reached from `leave` (the preheader will reach them too)
        reads a value the loop defines, in an instruction or on an edge into a phi:
        the thrower's block, the dispatch it goes to, ... (at most REGION blocks)."""
        seen = {leave}
        work = [leave]
        while work:
            x = work.pop()
            used = [a for i in x.insts for a in i.args] + ir.terminator_operands(x.term)
            used += [v for s in x.succs for phi in s.phis for p, v in phi.incoming if p is x]
            if not all(self.invariant(v) for v in used):
                return False
            for s in x.succs:
                if s not in seen and s not in self.loop.blocks:
                    if len(seen) == REGION:
                        return False
                    seen.add(s)
                    work.append(s)
        return True

    def hoist_check(self, b: ir.Block, leave: ir.Block, stay: ir.Block) -> None:
        """The preheader takes b's branch (to `leave`, or on to a new preheader)."""
        t = b.term
        assert isinstance(t, ir.Branch)
        h = self.loop.header
        nxt = ir.Block(-1, term=ir.Jump(h, h.il_offset), il_offset=h.il_offset)
        self.pre.term = ir.Branch(t.cond, t.a, t.b, nxt if t.then_ is stay else leave,
                                  nxt if t.else_ is stay else leave, t.il_offset)
        b.term = ir.Jump(stay, t.il_offset)
        for phi in h.phis:
            phi.incoming = [(nxt if p is self.pre else p, v) for p, v in phi.incoming]
        self._place(nxt)
        self.pre = nxt
        self.fn.link()

    def prefix(self) -> None:
        b = self.loop.header
        while True:
            for inst in list(b.insts):
                if self.movable(inst, prefix=True):
                    self.hoist(inst)
                elif has_effect(inst):
                    return
            t = b.term
            if isinstance(t, ir.Jump) and t.target in self.loop.blocks \
                    and t.target is not self.loop.header and t.target.preds == [b]:
                b = t.target
                continue
            check = self._exit_check(b)
            if check is None:
                return
            self.hoist_check(b, *check)
            b = check[1]

    def rest(self) -> None:
        for b in [b for b in self.rpo if b in self.loop.blocks]:
            for inst in list(b.insts):
                if self.movable(inst, prefix=False):
                    self.hoist(inst)


def _retarget(t: ir.Terminator | None, old: ir.Block, new: ir.Block) -> None:
    if isinstance(t, ir.Jump):
        t.target = new
    elif isinstance(t, ir.Branch):
        t.then_ = new if t.then_ is old else t.then_
        t.else_ = new if t.else_ is old else t.else_
    elif isinstance(t, ir.Switch):
        t.targets = [new if x is old else x for x in t.targets]
        t.default = new if t.default is old else t.default


def hoist_invariants(fn: ir.Function, dom: Dominators | None = None) -> bool:
    """Move loop-invariant code to preheaders (module doc); `fn` is left linked. Whether
    anything moved (the preheaders of loops side by side may now compute one value twice)."""
    dom = dom or dominators(fn)
    loops = natural_loops(dom)
    if not loops:
        return False
    block_of: dict[ir.Value, ir.Block] = {}
    for b in fn.blocks:
        for v in (*b.phis, *b.insts):
            block_of[v] = b
    entry = fn.blocks[0]
    rpo = list(dom.order)
    moved = False
    for loop in loops:
        if loop.header is entry:
            continue            # (its preheader would be the entry, where slots must stay)
        h = _Hoister(fn, loop, block_of, rpo)
        h.prefix()
        h.rest()
        moved = moved or h.moved
    return moved
