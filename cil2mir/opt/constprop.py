"""Sparse conditional constant propagation (Wegman & Zadeck, 1991), then copy propagation.

Every value starts unknown; a block is visited once some edge into it is found executable;
a phi meets only the values of executable edges; a branch on constants makes only one of
its edges executable. What ends constant replaces its uses, branches that can go one way
become jumps, and blocks no executable edge reaches are dropped (with the phi operands
they brought). Then copies go: a phi whose operands are all one value (besides itself)
and an operation that gives back one of its operands (x + 0, x * 1, x << 0, ...) are
replaced by that value. Nothing here deletes an instruction: dead code elimination does,
knowing which may have an effect.

Only integer, compare and conversion operations fold (opt/fold.py); calls, loads and the
like are never constant.
"""

from __future__ import annotations

from cil2mir.frontend import ir
from cil2mir.frontend.ir import Op, Ty
from cil2mir.opt import fold
from cil2mir.opt.uses import replace_uses, users

FOLDABLE = ir.BINARY_OPS | ir.UNARY_OPS | ir.CONV_OPS | {Op.CMP}
_OVER = "overdefined"          # the lattice's bottom; unknown (top) is absence


class _Solver:
    def __init__(self, fn: ir.Function) -> None:
        self.fn = fn
        self.lattice: dict[ir.Value, ir.Const | str] = {}
        self.edges: set[tuple[ir.Block, ir.Block]] = set()
        self.executable: set[ir.Block] = set()
        self.users = users(fn)
        self.block_of: dict[ir.Value, ir.Block] = {}
        for b in fn.blocks:
            for v in (*b.phis, *b.insts):
                self.block_of[v] = b
        self.blocks: list[ir.Block] = []
        self.values: list[ir.Value] = []

    def get(self, v: ir.Value) -> ir.Const | str | None:
        t = type(v)                     # (the value classes have no subclasses)
        if t is ir.Const:
            return v                    # type: ignore[return-value]
        if t is ir.Param:
            return _OVER
        return self.lattice.get(v)

    def set(self, v: ir.Value, new: ir.Const | str | None) -> None:
        old = self.lattice.get(v)
        if new is None or old is _OVER:
            return
        if old is not None and (new is _OVER or not fold.same(old, new)):  # type: ignore[arg-type]
            new = _OVER
        elif old is not None:
            return
        self.lattice[v] = new
        self.values.append(v)

    def edge(self, src: ir.Block, dst: ir.Block) -> None:
        if (src, dst) in self.edges:
            return
        self.edges.add((src, dst))
        if dst in self.executable:
            for phi in dst.phis:            # the new edge brings a value
                self.visit_phi(phi)
        else:
            self.executable.add(dst)
            self.blocks.append(dst)

    def visit_phi(self, phi: ir.Phi) -> None:
        result: ir.Const | str | None = None
        for pred, v in phi.incoming:
            if (pred, phi.block) not in self.edges:
                continue
            c = self.get(v)
            if c is None:
                continue
            if c is _OVER or (result is not None and not fold.same(result, c)):  # type: ignore[arg-type]
                result = _OVER
                break
            result = c
        self.set(phi, result)

    def visit_inst(self, inst: ir.Inst) -> None:
        if inst.op not in FOLDABLE:
            self.set(inst, _OVER)
            return
        args = [self.get(a) for a in inst.args]
        if any(a is _OVER for a in args):
            self.set(inst, _OVER)
        elif all(a is not None for a in args):
            self.set(inst, fold.evaluate(inst, args) or _OVER)  # type: ignore[arg-type]

    def visit_term(self, b: ir.Block) -> None:
        t = b.term
        if isinstance(t, ir.Branch):
            x, y = self.get(t.a), self.get(t.b)
            if x is None or y is None:
                return
            if x is _OVER or y is _OVER:
                self.edge(b, t.then_)
                self.edge(b, t.else_)
            else:
                self.edge(b, t.then_ if fold.holds(t.cond, x, y) else t.else_)  # type: ignore[arg-type]
        elif isinstance(t, ir.Switch):
            x = self.get(t.value)
            if x is None:
                return
            if x is _OVER:
                for s in ir.successors(t):
                    self.edge(b, s)
            else:
                k = fold.unsigned(int(x.value), Ty.I32)             # type: ignore[union-attr]
                self.edge(b, t.targets[k] if k < len(t.targets) else t.default)
        elif isinstance(t, ir.Jump):
            self.edge(b, t.target)

    def solve(self) -> None:
        entry = self.fn.blocks[0]
        self.executable.add(entry)
        self.blocks.append(entry)
        while self.blocks or self.values:
            while self.blocks:
                b = self.blocks.pop()
                for phi in b.phis:
                    self.visit_phi(phi)
                for inst in b.insts:
                    self.visit_inst(inst)
                self.visit_term(b)
            while self.values:
                v = self.values.pop()
                for u in self.users.get(v, ()):
                    if isinstance(u, ir.Block):
                        if u in self.executable:
                            self.visit_term(u)
                    elif self.block_of[u] in self.executable:
                        if isinstance(u, ir.Phi):
                            self.visit_phi(u)
                        else:
                            self.visit_inst(u)


def _rewrite(fn: ir.Function, s: _Solver) -> None:
    """Constants for values, jumps for branches that go one way, without dead blocks."""
    mapping: dict[ir.Value, ir.Value] = {}
    for v, c in s.lattice.items():
        if isinstance(c, ir.Const):
            mapping[v] = ir.Const(c.ty, value=c.value)
    for b in fn.blocks:
        if b not in s.executable or not isinstance(b.term, (ir.Branch, ir.Switch)):
            continue
        live = list(dict.fromkeys(x for x in ir.successors(b.term) if (b, x) in s.edges))
        if len(live) == 1:
            b.term = ir.Jump(live[0], b.term.il_offset)
    fn.blocks = [b for b in fn.blocks if b in s.executable]
    for b in fn.blocks:
        for phi in b.phis:
            phi.incoming = [(p, v) for p, v in phi.incoming if (p, b) in s.edges]
    replace_uses(fn, mapping)
    if fn.propagate is not None and fn.propagate not in s.executable:
        fn.propagate = None


def _copy_of(v: ir.Value) -> ir.Value | None:
    """The value `v` always equals, if it is a copy of another (trivial phis, identities)."""
    if isinstance(v, ir.Phi):
        others = {id(x): x for _, x in v.incoming if x is not v}
        return next(iter(others.values())) if len(others) == 1 else None
    assert isinstance(v, ir.Inst)
    return fold.identity(v)


def propagate_copies(fn: ir.Function) -> None:
    """Replace copies by what they copy, until none is left (a phi of phis may become
    trivial once its operands are)."""
    while True:
        mapping: dict[ir.Value, ir.Value] = {}
        for b in fn.blocks:
            for v in (*b.phis, *b.insts):
                same = _copy_of(v)
                while same in mapping:
                    same = mapping[same]
                if same is not None and same is not v:      # (a cycle of phis: unreachable)
                    mapping[v] = same
        if not mapping:
            return
        replace_uses(fn, mapping)
        for b in fn.blocks:
            b.phis = [p for p in b.phis if p not in mapping]
            b.insts = [i for i in b.insts if i not in mapping]


def propagate_constants(fn: ir.Function) -> None:
    """SCCP over `fn`, then copy propagation; `fn` is left linked."""
    s = _Solver(fn)
    s.solve()
    _rewrite(fn, s)
    propagate_copies(fn)
    fn.link()
