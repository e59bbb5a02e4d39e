"""Address folding: which 64-bit arithmetic becomes part of an x86 address.

An x86 memory operand computes base + index * scale + disp for free. The frontend writes
addresses as SSA arithmetic on i64: an array element is `add(add(bitcast a, 16), shl(sext
i, 3))`, a field `add(bitcast o, 8)`. `plan_addresses` gives every such value its *shape*,
the sum of at most two register terms (at most one scaled by 2, 4 or 8) and a constant,
by patterns per operation (`PATTERNS`); the target's limits (scales, displacement width)
are data in `target/x86_64.py`.

A value with a shape is never computed by its own instruction when it need not be:

* *inner*: its only use is an operand of another value with a shape, which absorbed it;
  or it is *shared*: a shape of one term (`i * 4`, `a + 16`) used several times, each use
  an operand of address arithmetic that absorbed it (`a[i] = b[i]` indexes both with
  `i * 4` for free instead of computing it once with an LEA; one register either way);
* *memory only*: every use is the address of a load or store (or a small block move),
  each of which takes the shape as its memory operand;
* otherwise it is one LEA64r of its shape (three-operand add, no flags, no copy).

The arithmetic is the same as the SSA's: i64 adds and shifts wrap, and so does the
address computation (x86 addresses are 64-bit sums modulo 2^64). The displacement keeps a
margin below the 32-bit limit so that a block move may add its chunk offsets.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations
from typing import Callable

from cil2mir.frontend import ir
from cil2mir.frontend.ir import Op, Ty
from cil2mir.target.x86_64 import ADDRESS_DISP_BITS, ADDRESS_SCALES

# block moves add offsets up to this much to a folded displacement (INLINE_BLOCK_MAX)
_DISP_MARGIN = 64
_DISP_LIMIT = (1 << (ADDRESS_DISP_BITS - 1)) - _DISP_MARGIN


@dataclass(frozen=True)
class Shape:
    """sum(value * scale for value, scale in terms) + disp, valid as one x86 address."""
    terms: tuple[tuple[ir.Value, int], ...]
    disp: int = 0

    def base_index(self) -> tuple[ir.Value | None, ir.Value | None, int]:
        """(base, index, scale) of the address: the unscaled term is the base, a stack slot
        if there is one (the selector writes it as a frame index, which cannot be an index)."""
        if not self.terms:
            return None, None, 1
        if len(self.terms) == 1:
            value, scale = self.terms[0]
            return (value, None, 1) if scale == 1 else (None, value, scale)
        (a, sa), (b, sb) = self.terms
        if sa == sb == 1 and _is_slot(b):
            return b, a, 1
        return (a, b, sb) if sa == 1 else (b, a, sa)

    @property
    def trivial(self) -> bool:
        """Just one value: a copy, not an address computation."""
        return self.disp == 0 and len(self.terms) == 1 and self.terms[0][1] == 1


def _is_slot(value: ir.Value) -> bool:
    return isinstance(value, ir.Inst) and value.op is Op.SLOT


def _make(terms: dict[ir.Value, int], disp: int) -> Shape | None:
    """The shape of `terms` (value -> scale) + disp, if one x86 address can compute it."""
    items = tuple((v, s) for v, s in terms.items() if s)
    if (len(items) > 2 or any(s not in ADDRESS_SCALES for _, s in items)
            or sum(s != 1 for _, s in items) > 1 or not -_DISP_LIMIT <= disp <= _DISP_LIMIT):
        return None
    return Shape(items, disp)


def _sum(a: Shape, b: Shape, sign: int = 1) -> Shape | None:
    terms = dict(a.terms)
    for v, s in b.terms:
        terms[v] = terms.get(v, 0) + sign * s
    return _make(terms, a.disp + sign * b.disp)


def _scaled(a: Shape, factor: int) -> Shape | None:
    return _make({v: s * factor for v, s in a.terms}, a.disp * factor)


def _signed64(value: int) -> int:
    value &= (1 << 64) - 1
    return value - (1 << 64) if value >> 63 else value


def leaf(value: ir.Value) -> Shape:
    if isinstance(value, ir.Const):
        return Shape((), _signed64(int(value.value)))
    return Shape(((value, 1),))


# An operation's pattern: (its operands that are part of the address, how their shapes
# combine), or None when the instruction is no address arithmetic.
Pattern = tuple[list[ir.Value], Callable[..., "Shape | None"]]


def _add(inst: ir.Inst) -> Pattern:
    return list(inst.args), _sum


def _sub(inst: ir.Inst) -> Pattern | None:
    a, b = inst.args
    return ([a, b], lambda sa, sb: _sum(sa, sb, -1)) if isinstance(b, ir.Const) else None


def _shl(inst: ir.Inst) -> Pattern | None:
    value, count = inst.args
    if not isinstance(count, ir.Const) or (1 << (int(count.value) & 63)) not in ADDRESS_SCALES:
        return None
    return [value], lambda s: _scaled(s, 1 << (int(count.value) & 63))


def _mul(inst: ir.Inst) -> Pattern | None:
    a, b = inst.args
    if isinstance(a, ir.Const):
        a, b = b, a
    if not isinstance(b, ir.Const) or _signed64(int(b.value)) not in ADDRESS_SCALES:
        return None
    return [a], lambda s: _scaled(s, _signed64(int(b.value)))


def _bitcast(inst: ir.Inst) -> Pattern:
    return [inst.args[0]], lambda s: s


PATTERNS: dict[Op, Callable[[ir.Inst], Pattern | None]] = {
    Op.ADD: _add, Op.SUB: _sub, Op.SHL: _shl, Op.MUL: _mul, Op.BITCAST: _bitcast,
}


class AddressPlan:
    """The shapes of a function's address arithmetic (see the module docstring).
    `uses`: how often each value is used (PHIs and terminators included)."""

    def __init__(self, uses: dict[ir.Value, int], exclude: set[ir.Inst]) -> None:
        self.uses = uses
        self.exclude = exclude                   # values selected otherwise (symbols)
        self.shapes: dict[ir.Inst, Shape] = {}   # values with a shape
        self.inner: set[ir.Inst] = set()         # absorbed by their one user, or by every user
        self._seen: set[ir.Inst] = set()
        self._absorbed: dict[ir.Inst, int] = {}  # shared candidates: how many users absorbed them
        self._unshared: set[ir.Inst] = set()     # shared candidates some use did not absorb

    def plan(self, insts: list[ir.Inst]) -> None:
        """Give every instruction of `insts` (the function's, in order) its shape. A value
        offered for sharing that some use did not absorb is planned again unshared (each
        round refuses at least one, so this ends)."""
        while True:
            for inst in insts:
                self.shape(inst)
            refused = {v for v, n in self._absorbed.items() if n < self.uses.get(v, 0)}
            if not refused:
                self.inner |= set(self._absorbed)
                return
            self._unshared |= refused
            self.shapes, self.inner, self._seen, self._absorbed = {}, set(), set(), {}

    def _absorbable(self, value: ir.Value) -> Shape | None:
        """The shape of an operand its user may absorb: used once, or shared (see above)."""
        n = self.uses.get(value, 0)
        if n == 1 or n > 1 and value not in self._unshared:
            shape = self.shape(value)
            if shape is not None and (n == 1 or len(shape.terms) == 1):
                return shape
        return None

    def shape(self, inst: ir.Value) -> Shape | None:
        if not isinstance(inst, ir.Inst):
            return None
        if inst not in self._seen:
            self._seen.add(inst)
            found = self._plan(inst)
            if found is not None:
                self.shapes[inst] = found
        return self.shapes.get(inst)

    def _plan(self, inst: ir.Inst) -> Shape | None:
        pattern = PATTERNS.get(inst.op)
        if inst.ty is not Ty.I64 or inst in self.exclude or pattern is None:
            return None
        found = pattern(inst)
        if found is None:
            return None
        operands, combine = found
        # operands that can be absorbed: a shape and no other use, or shared
        inner = {k: s for k, v in enumerate(operands) if (s := self._absorbable(v)) is not None}
        # absorb as many as still give a valid address (all, then fewer)
        for n in range(len(inner), -1, -1):
            for chosen in combinations(sorted(inner), n):
                shapes = [inner[k] if k in chosen else leaf(v) for k, v in enumerate(operands)]
                shape = combine(*shapes)
                if shape is not None:
                    for k in chosen:
                        value = operands[k]
                        assert isinstance(value, ir.Inst)
                        if self.uses.get(value, 0) == 1:
                            self.inner.add(value)
                        else:
                            self._absorbed[value] = self._absorbed.get(value, 0) + 1
                    return shape
        return None

    def index_values(self) -> set[ir.Value]:
        """Values some shape uses as its index register (their class must allow it)."""
        return {index for shape in self.shapes.values()
                if (index := shape.base_index()[1]) is not None}
