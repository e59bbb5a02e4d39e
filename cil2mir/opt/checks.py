"""Null- and range-check elimination: a branch whose outcome the conditions of dominating
branches decide becomes a jump (the frontend made every check a branch to a thrower's
block, so a check that cannot fail is simply a branch that goes one way).

Walking the dominator tree, a block whose only predecessor ends in a branch knows that
branch's condition (or its inverse) on the way in. Known non-null besides: what a
dominating `v == null` branch excluded, new objects and arrays, string literals, and
`this` of a class's instance method (C# calls instance methods with `callvirt`, which
checks, and with `call` only on `this`, `base` or a new object, as RyuJIT assumes too).

A range check `idx >=u len` (`sext32(idx)` against an i64 array length, or an i32 string
length) cannot fail where `i <s T - k` is known (k >= 0 a constant; T is `len`, or
`trunc(len)` for an i64 one, or n when len is the length of `new T[n]`), idx is `i` or
`i + c` with 0 <= c <= k, and `i >= 0`: then 0 <= i + c < T - k + c <= T <= len (T >= 0
is len's low half, at most len; with k > 0, len must be an invariant load, a length,
below 2^31, so T - k does not wrap).
`i >= 0` holds for a constant, under a dominating `i >= 0`, and for a loop counter: an
i32 phi whose operands are non-negative constants, itself, or `i + 1` computed where
`i <s X` is known (so the increment never wraps): the loops C# programs write,
`for (int i = 0; i < a.Length; i++)`, also with `a.Length - 1` and `a[i + 1]`. A counter
going down, a phi of one start `T - k` (k >= 1), itself and `i - 1` computed where
`i >= 0` is known, is at most its start: `i <s T - (k - 1)`, T a length (so T - k did not
wrap): `for (int i = a.Length - 1; i >= 0; i--)`. It cannot fail either where
`i <u trunc(len)` is known, len an invariant load (C#'s `(uint)i < (uint)a.Length`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterator

from cil2mir.frontend import ir
from cil2mir.frontend.ir import Cond, Op, Ty
from cil2mir.frontend.objects import RT_ALLOC, RT_NEWARR, RT_NEWARR_MD
from cil2mir.frontend.typesystem.types import ARRAY_LENGTH
from cil2mir.opt.cfg import drop_unreachable
from cil2mir.opt.dom import Dominators, dominators
from cil2mir.opt.gvn import const_key, is_invariant_load

NEVER_NULL_CALLS = frozenset({RT_ALLOC.symbol, RT_NEWARR.symbol, RT_NEWARR_MD.symbol})

Fact = tuple[Cond, object]          # (cond, right operand's key), filed under the left one


def _key(v: ir.Value) -> object:
    return const_key(v) if isinstance(v, ir.Const) else v


def _null(v: ir.Value) -> bool:
    return isinstance(v, ir.Const) and v.ty is Ty.REF


def _constant(v: ir.Value) -> int | None:
    return int(v.value) if isinstance(v, ir.Const) and not v.ty.is_float else None


def _plus_constant(v: ir.Value) -> tuple[ir.Value, int]:
    """v as (x, c) with v = x + c, c a constant (c = 0 when v is no such sum)."""
    if isinstance(v, ir.Inst) and v.op in (Op.ADD, Op.SUB):
        c = _constant(v.args[1])
        if c is not None:
            return v.args[0], c if v.op is Op.ADD else -c
        if v.op is Op.ADD and _constant(v.args[0]) is not None:
            return v.args[1], _constant(v.args[0])                  # type: ignore[return-value]
    return v, 0


def _new_array_count(length: ir.Value) -> ir.Value | None:
    """The i32 count `n` of `new T[n]` when `length` is that new array's length (equal to it:
    rt_newarr raises for a count below 0 or above int32's range)."""
    if not (isinstance(length, ir.Inst) and is_invariant_load(length)):
        return None
    addr = length.args[0]
    if not (isinstance(addr, ir.Inst) and addr.op is Op.ADD and _constant(addr.args[1]) == ARRAY_LENGTH
            and isinstance(addr.args[0], ir.Inst) and addr.args[0].op is Op.BITCAST):
        return None
    arr = addr.args[0].args[0]
    if not (isinstance(arr, ir.Inst) and arr.op is Op.CALL and arr.data.symbol == RT_NEWARR.symbol):
        return None
    n = arr.args[1]
    return n.args[0] if isinstance(n, ir.Inst) and n.op is Op.SEXT32 else None


@dataclass(eq=False)
class _Known:
    """What holds at the block the walk is in: facts by left operand, non-null values."""
    facts: dict[object, list[Fact]] = field(default_factory=dict)
    non_null: set[ir.Value] = field(default_factory=set)
    counters: set[ir.Phi] = field(default_factory=set)        # phis assumed >= 0,
    down: dict[ir.Phi, ir.Value] = field(default_factory=dict)  # ... at most their start,
    assumed: set[ir.Phi] = field(default_factory=set)         # ... and those relied upon

    def add(self, cond: Cond, a: ir.Value, b: ir.Value, undo: list[tuple]) -> None:
        if a.ty.is_float:
            return
        if cond is Cond.NE and _null(b):
            self.add_non_null(a, undo)
        elif cond is Cond.NE and _null(a):
            self.add_non_null(b, undo)
        for left, fact in ((_key(a), (cond, _key(b))), (_key(b), (cond.swapped(), _key(a)))):
            self.facts.setdefault(left, []).append(fact)
            undo.append((self.facts[left],))

    def add_non_null(self, v: ir.Value, undo: list[tuple]) -> None:
        if v not in self.non_null:
            self.non_null.add(v)
            undo.append((self.non_null, v))

    @staticmethod
    def undo(undo: list[tuple]) -> None:
        for entry in reversed(undo):
            if len(entry) == 1:
                entry[0].pop()
            else:
                entry[0].discard(entry[1])

    def holds(self, cond: Cond, a: ir.Value, b: ir.Value) -> bool:
        return (cond, _key(b)) in self.facts.get(_key(a), ())

    def bounds(self, a: ir.Value) -> Iterator[ir.Value]:
        """Every X with a <s X known."""
        for cond, right in self.facts.get(_key(a), ()):
            if cond is Cond.LT and isinstance(right, ir.Value):
                yield right

    def known_non_negative(self, v: ir.Value) -> bool:
        return self.holds(Cond.GE, v, ir.Const(v.ty, value=0)) or \
            self.holds(Cond.GT, v, ir.Const(v.ty, value=-1))

    def non_negative(self, v: ir.Value) -> bool:
        c = _constant(v)
        if c is not None:
            return c >= 0
        if self.known_non_negative(v):
            return True
        if v in self.counters:
            self.assumed.add(v)                                     # type: ignore[arg-type]
            return True
        return False

    def below(self, idx: ir.Value, length: ir.Value) -> bool:
        """Whether idx <u length is known (module doc)."""
        wide = length.ty is Ty.I64
        exact = isinstance(length, ir.Inst) and is_invariant_load(length)
        if wide:
            if not (isinstance(idx, ir.Inst) and idx.op is Op.SEXT32):
                return False
            idx = idx.args[0]
            if exact and self.below_low_half(idx, length):
                return True
        elif length.ty is not Ty.I32:
            return False
        i, c = _plus_constant(idx)
        if c < 0 or not self.non_negative(i):
            return False
        count = _new_array_count(length)
        for t, k, wraps in self.limits(i):
            if wide and isinstance(t, ir.Inst) and t.op is Op.TRUNC and t.args[0] is length \
                    or t is length:
                known = exact
            elif t is count:
                known = True
            else:
                continue
            if c <= k and (k == 0 and not wraps or known):
                return True
        return False

    def below_low_half(self, i: ir.Value, length: ir.Value) -> bool:
        """Whether `i <u trunc(length)` is known: C#'s `(uint)i < (uint)a.Length`, which
        Dictionary and List test before they index. A length is below 2^31, so its low
        half is itself, and i, below it unsigned, is non-negative: sext32(i) <u length."""
        return any(cond is Cond.ULT and isinstance(right, ir.Inst) and right.op is Op.TRUNC
                   and right.args[0] is length for cond, right in self.facts.get(_key(i), ()))

    def limits(self, i: ir.Value) -> Iterator[tuple[ir.Value, int, bool]]:
        """Every (t, k, wraps) with i <s t - k known, where t - k may have wrapped if
        `wraps` (then it holds only for a length t): bounds tested, and the start of a
        counter going down."""
        for bound in self.bounds(i):
            t, k = _plus_constant(bound)
            yield t, -k, False
        start = self.down.get(i)                                    # type: ignore[call-overload]
        if start is not None:
            t, k = _plus_constant(start)
            if k <= -1:                 # i <= t - |k|: i < t - (|k| - 1)
                self.assumed.add(i)                                 # type: ignore[arg-type]
                yield t, -k - 1, True

    def decide(self, t: ir.Branch) -> bool | None:
        """The branch's outcome if known."""
        cond, a, b = t.cond, t.a, t.b
        if cond in (Cond.EQ, Cond.NE) and (_null(a) or _null(b)):
            v = b if _null(a) else a
            if v in self.non_null:
                return cond is Cond.NE
        if a.ty.is_float:
            return None
        if self.holds(cond, a, b):
            return True
        if self.holds(cond.inverse(), a, b):
            return False
        if cond in (Cond.UGE, Cond.ULT) and self.below(a, b):
            return cond is Cond.ULT
        if cond in (Cond.ULE, Cond.UGT) and self.below(b, a):
            return cond is Cond.UGT
        return None


def _walk(fn: ir.Function, dom: Dominators, known: _Known) -> Iterator[ir.Block]:
    """The blocks in dominator-tree preorder, with `known` what holds in each."""
    params = fn.params
    origin = fn.origin
    if origin is not None and not origin[1].is_static and params and params[0].ty is Ty.REF:
        known.non_null.add(params[0])
    entry = dom.order[0]
    stack: list[tuple[ir.Block, list[tuple] | None]] = [(entry, None)]
    while stack:
        b, undo = stack.pop()
        if undo is not None:
            known.undo(undo)
            continue
        undo = []
        if b is not entry and len(b.preds) == 1 and isinstance(b.preds[0].term, ir.Branch):
            t = b.preds[0].term
            if t.then_ is not t.else_:
                cond = t.cond if b is t.then_ else t.cond.inverse()
                known.add(cond, t.a, t.b, undo)
        for inst in b.insts:
            if inst.op is Op.STR or inst.op is Op.CALL and inst.data.symbol in NEVER_NULL_CALLS:
                known.add_non_null(inst, undo)
        yield b
        stack.append((b, undo))
        stack.extend((c, None) for c in reversed(dom.children[b]))


def _counters(fn: ir.Function, dom: Dominators) -> tuple[
        dict[ir.Inst, ir.Phi], dict[ir.Inst, ir.Phi], dict[ir.Phi, ir.Value]]:
    """The i32 phis that count up by one from non-negative constants, and those that count
    down by one from one start value computed before (in a block that dominates theirs):
    each increment and its phi, each decrement and its phi, each start (loop counters if
    no step can wrap: module doc)."""
    where = {v: b for b in fn.blocks for v in (*b.phis, *b.insts)}
    up: dict[ir.Inst, ir.Phi] = {}
    down: dict[ir.Inst, ir.Phi] = {}
    starts: dict[ir.Phi, ir.Value] = {}
    for b in fn.blocks:
        for phi in b.phis:
            if phi.ty is not Ty.I32:
                continue
            steps: dict[int, list[ir.Inst]] = {1: [], -1: []}
            others: dict[int, ir.Value] = {}
            for _, v in phi.incoming:
                x, step = _plus_constant(v)
                if v is phi:
                    continue
                if x is phi and step in steps:
                    steps[step].append(v)                           # type: ignore[arg-type]
                else:
                    others[id(v)] = v
            if steps[1] and not steps[-1] and all(isinstance(v, ir.Const) and v.value >= 0
                                                  for v in others.values()):
                up.update((s, phi) for s in steps[1])
            elif steps[-1] and not steps[1] and len(others) == 1:
                start = next(iter(others.values()))
                home = where.get(start)
                if home is None or home is not b and home in dom.index and dom.dominates(home, b):
                    down.update((s, phi) for s in steps[-1])
                    starts[phi] = start
    return up, down, starts


def eliminate_checks(fn: ir.Function) -> None:
    """Turn the branches whose outcome is known into jumps; `fn` is left linked, without
    unreachable blocks. One walk: a decision that assumed a counter non-negative is kept
    once the walk has seen every increment of that counter guarded."""
    if not any(isinstance(b.term, ir.Branch) for b in fn.blocks):
        return
    dom = dominators(fn)
    up, down, starts = _counters(fn, dom)
    known = _Known(counters=set(up.values()), down=starts)
    wraps: set[ir.Phi] = set()          # counters with a step not known to be safe
    decided: list[tuple[ir.Block, ir.Block, set[ir.Phi]]] = []
    for b in _walk(fn, dom, known):
        for inst in b.insts:
            if inst in up and next(known.bounds(up[inst]), None) is None:
                wraps.add(up[inst])
            elif inst in down and not known.known_non_negative(down[inst]):
                wraps.add(down[inst])
        t = b.term
        if isinstance(t, ir.Branch):
            known.assumed = set()
            outcome = known.decide(t)
            if outcome is not None:
                decided.append((b, t.then_ if outcome else t.else_, known.assumed))
    for b, target, assumed in decided:
        if not assumed & wraps:
            b.term = ir.Jump(target, b.term.il_offset)              # type: ignore[union-attr]
    if decided:
        drop_unreachable(fn)
