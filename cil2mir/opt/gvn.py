"""Global value numbering over the dominator tree (a scoped hash table, as in Briggs,
Cooper & Simpson's "dominator-based value numbering", 1997): an operation whose operator,
type, data and operands' numbers equal those of one in a dominating position is replaced
by it. Commutative integer operations and compares are keyed with their operands in a
canonical order (a < b is b > a); float arithmetic is not (with two NaN operands x86
returns the first one's payload).

What is numbered: operations without an effect (arithmetic, compares, conversions,
bitcasts, addresses, string literals; a division too: the dominating one ran, and the
frontend's checks before it), identical phis of one block, and loads. An invariant load
(an array's or string's length, an object's type descriptor, a vtable entry: memory that
never changes while the object lives) equals a dominating load of the same address; any
other non-volatile load only when no path from the dominating load to it passes a store,
a call, memcpy, memset or a volatile load, nor a loop around the later load alone (looked
for backwards from the later load, up to a bound)."""

from __future__ import annotations

import struct
from dataclasses import dataclass, field

from cil2mir.frontend import ir
from cil2mir.frontend.ir import Op
from cil2mir.opt.dom import Dominators, dominators
from cil2mir.opt.uses import replace_uses

NUMBERED = ir.BINARY_OPS | ir.UNARY_OPS | ir.CONV_OPS | {
    Op.CMP, Op.BITCAST, Op.GLOBALADDR, Op.FUNCADDR, Op.STR}
COMMUTATIVE = frozenset({Op.ADD, Op.MUL, Op.AND, Op.OR, Op.XOR})
CLOBBERS = frozenset({Op.STORE, Op.CALL, Op.CALLI, Op.MEMCPY, Op.MEMSET})
SEARCH = 64         # blocks looked at to show that no store lies between two loads


def const_key(c: ir.Const) -> tuple:
    bits = struct.pack("<d", c.value) if c.ty.is_float else c.value
    return ("const", c.ty, bits)


def _rank(operand: object) -> tuple[int, int]:
    """Operands' canonical order: values by identity, constants last."""
    return (1, 0) if isinstance(operand, tuple) else (0, id(operand))


def is_invariant_load(inst: ir.Inst) -> bool:
    return inst.op is Op.LOAD and inst.data.invariant and not inst.data.volatile  # type: ignore[union-attr]


def clobbers(inst: ir.Inst) -> bool:
    """Whether memory may read otherwise after `inst`: it writes, calls, or is a volatile
    load (an acquire: what another thread wrote before its release becomes visible)."""
    return inst.op in CLOBBERS or inst.op is Op.LOAD and inst.data.volatile  # type: ignore[union-attr]


@dataclass(eq=False)
class _Numbering:
    fn: ir.Function
    dom: Dominators
    leader: dict[ir.Value, ir.Value] = field(default_factory=dict)
    table: dict[tuple, ir.Inst | ir.Phi] = field(default_factory=dict)
    position: dict[ir.Inst, int] = field(default_factory=dict)
    block_of: dict[ir.Inst, ir.Block] = field(default_factory=dict)
    clobbered: set[ir.Block] = field(default_factory=set)

    def __post_init__(self) -> None:
        for b in self.fn.blocks:
            for k, inst in enumerate(b.insts):
                self.position[inst] = k
                self.block_of[inst] = b
                if clobbers(inst):
                    self.clobbered.add(b)

    def find(self, v: ir.Value) -> ir.Value:
        return self.leader.get(v, v)

    def operand(self, v: ir.Value) -> object:
        v = self.find(v)
        return const_key(v) if isinstance(v, ir.Const) else v

    def key(self, inst: ir.Inst) -> tuple | None:
        if inst.op is Op.LOAD:
            if inst.data.volatile:                                  # type: ignore[union-attr]
                return None
        elif inst.op not in NUMBERED or inst.ty is ir.Ty.VOID:
            return None
        args = [self.operand(a) for a in inst.args]
        data = inst.data
        if len(args) == 2 and _rank(args[0]) > _rank(args[1]):
            if inst.op is Op.CMP:
                args.reverse()
                data = data.swapped()                               # type: ignore[union-attr]
            elif inst.op in COMMUTATIVE and not inst.ty.is_float:
                args.reverse()
        return (inst.op, inst.ty, data, *args)

    def _clean(self, b: ir.Block, start: int, stop: int) -> bool:
        return not any(clobbers(i) for i in b.insts[start:stop])

    def unchanged(self, first: ir.Inst, later: ir.Inst) -> bool:
        """Whether no store or call lies on a path from load `first` to load `later`
        (`first` dominates `later`), and no loop leads back to `later` without passing
        `first` (a loop reading a field another thread sets must read it each time)."""
        if is_invariant_load(first):
            return True
        a, b = self.block_of[first], self.block_of[later]
        if a is b:
            return self._clean(a, self.position[first] + 1, self.position[later])
        if not self._clean(a, self.position[first] + 1, len(a.insts)) or \
                not self._clean(b, 0, self.position[later]):
            return False
        seen = {a}
        work = [p for p in b.preds if p is not a]
        while work:
            x = work.pop()
            if x in seen:
                continue
            seen.add(x)
            if x is b or x in self.clobbered or len(seen) > SEARCH:
                return False
            work.extend(p for p in x.preds if p not in seen)
        return True

    def visit(self, b: ir.Block, undo: list[tuple]) -> None:
        for phi in b.phis:
            key = ("phi", b, *((p, self.operand(v)) for p, v in phi.incoming))
            self.number(phi, key, undo)
        for inst in b.insts:
            key = self.key(inst)
            if key is not None:
                self.number(inst, key, undo)

    def number(self, v: ir.Inst | ir.Phi, key: tuple, undo: list[tuple]) -> None:
        old = self.table.get(key)
        if old is not None and (not isinstance(v, ir.Inst) or v.op is not Op.LOAD
                                or self.unchanged(old, v)):             # type: ignore[arg-type]
            self.leader[v] = old
            return
        undo.append((key, old))
        self.table[key] = v

    def run(self) -> None:
        stack: list[tuple[ir.Block, list[tuple] | None]] = [(self.dom.order[0], None)]
        while stack:
            b, undo = stack.pop()
            if undo is not None:                    # leaving b's subtree
                for key, old in reversed(undo):
                    if old is None:
                        del self.table[key]
                    else:
                        self.table[key] = old
                continue
            undo = []
            self.visit(b, undo)
            stack.append((b, undo))
            stack.extend((c, None) for c in reversed(self.dom.children[b]))


def number_values(fn: ir.Function, dom: Dominators | None = None) -> None:
    """Replace every value equal to one in a dominating position by it (`fn` linked)."""
    n = _Numbering(fn, dom or dominators(fn))
    n.run()
    if not n.leader:
        return
    replace_uses(fn, n.leader)
    for b in fn.blocks:
        b.phis = [p for p in b.phis if p not in n.leader]
        b.insts = [i for i in b.insts if i not in n.leader]
