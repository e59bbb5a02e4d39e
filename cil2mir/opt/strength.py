"""Strength reduction: multiplication, division and remainder by constants become shifts,
masks and multiplications, with CIL's results for every operand (division truncates
toward zero, the remainder has the dividend's sign).

* x * 2^k: x << k.
* signed x / ±2^k: (x + ((x >> 31) >>> (32 - k))) >> k (the bias makes negative x round
  toward zero), negated for a negative divisor; x % ±2^k: x - ((x + bias) & -2^k).
  x / -1 is -x and x % -1 is 0: the frontend's check has raised OverflowException for
  MinValue already, as for every divisor that is not a known constant.
* unsigned x / 2^k: x >>> k; x % 2^k: x & (2^k - 1).
* int32 x / d for any other d (Granlund & Montgomery 1994): with M = ceil(2^s / |d|) for
  the smallest s >= 32 with M|d| - 2^s <= 2^(s-32), floor(y * M / 2^s) = floor(y / |d|)
  for every 0 <= y < 2^32. Computed in 64 bits: sext(x) * M >> s, or, when M needs 33
  bits, ((sext(x) * (M - 2^32) >> 32) + sext(x)) >> (s - 32); the floor of a negative x
  is one below the truncated quotient, so (x >>> 31) is added; negated for d < 0. The
  unsigned form is the same on zext(x) with logical shifts. The remainder is x - q * d.
  (int64 division by such constants would need the high half of a 128-bit product, an
  operation the SSA graph does not have: it stays a division.)
"""

from __future__ import annotations

from typing import Callable

from cil2mir.frontend import ir
from cil2mir.frontend.ir import Op, Ty
from cil2mir.opt import fold
from cil2mir.opt.uses import replace_uses

Emit = Callable[..., ir.Value]      # emit(op, ty, *args) -> the new instruction
_REDUCED = frozenset({Op.MUL, Op.DIV, Op.REM, Op.DIV_UN, Op.REM_UN})


def _log2(n: int) -> int | None:
    return n.bit_length() - 1 if n > 0 and n & (n - 1) == 0 else None


def magic(d: int) -> tuple[int, int]:
    """(M, s) for dividing 0 <= y < 2^32 by d >= 3 (not a power of two)."""
    s = 32
    while True:
        m = -(-(1 << s) // d)
        if m * d - (1 << s) <= 1 << (s - 32):
            return m, s
        s += 1


def _c(ty: Ty, n: int) -> ir.Const:
    return fold.const(ty, n)


def _signed_pow2(emit: Emit, op: Op, ty: Ty, x: ir.Value, d: int, k: int) -> ir.Value:
    bits = fold.bits_of(ty)
    if k == 1:
        bias = emit(Op.SHR_UN, ty, x, _c(Ty.I32, bits - 1))
    else:
        sign = emit(Op.SHR, ty, x, _c(Ty.I32, bits - 1))
        bias = emit(Op.SHR_UN, ty, sign, _c(Ty.I32, bits - k))
    t = emit(Op.ADD, ty, x, bias)
    if op is Op.REM:
        return emit(Op.SUB, ty, x, emit(Op.AND, ty, t, _c(ty, -(1 << k))))
    q = emit(Op.SHR, ty, t, _c(Ty.I32, k))
    return emit(Op.NEG, ty, q) if d < 0 else q


def _quotient32(emit: Emit, x: ir.Value, d: int, signed: bool) -> ir.Value:
    """int32 x / d by multiplication (|d| >= 3, not a power of two)."""
    m, s = magic(abs(d) if signed else fold.unsigned(d, Ty.I32))
    shift = Op.SHR if signed else Op.SHR_UN
    wide = emit(Op.SEXT32 if signed else Op.ZEXT32, Ty.I64, x)
    if m < 1 << 32:
        t = emit(shift, Ty.I64, emit(Op.MUL, Ty.I64, wide, _c(Ty.I64, m)), _c(Ty.I32, s))
    else:
        high = emit(shift, Ty.I64, emit(Op.MUL, Ty.I64, wide, _c(Ty.I64, m - (1 << 32))),
                    _c(Ty.I32, 32))
        t = emit(shift, Ty.I64, emit(Op.ADD, Ty.I64, high, wide), _c(Ty.I32, s - 32))
    q = emit(Op.TRUNC, Ty.I32, t)
    if not signed:
        return q
    q = emit(Op.ADD, Ty.I32, q, emit(Op.SHR_UN, Ty.I32, x, _c(Ty.I32, 31)))
    return emit(Op.NEG, Ty.I32, q) if d < 0 else q


def _reduce(inst: ir.Inst, emit: Emit) -> ir.Value | None:
    """What replaces `inst` (built with `emit`), or None to keep it."""
    op, ty = inst.op, inst.ty
    if op not in _REDUCED or ty not in (Ty.I32, Ty.I64) or not isinstance(inst.args[1], ir.Const):
        return None
    x, d = inst.args[0], int(inst.args[1].value)
    if op is Op.MUL:
        k = _log2(d)
        return emit(Op.SHL, ty, x, _c(Ty.I32, k)) if k else None
    if op in (Op.DIV, Op.REM):
        if d == -1:
            return emit(Op.NEG, ty, x) if op is Op.DIV else _c(ty, 0)
        k = _log2(abs(d))
        if k:
            return _signed_pow2(emit, op, ty, x, d, k)
        if ty is not Ty.I32 or abs(d) < 3:
            return None
        q = _quotient32(emit, x, d, signed=True)
        return q if op is Op.DIV else emit(Op.SUB, ty, x, emit(Op.MUL, ty, q, _c(ty, d)))
    if op in (Op.DIV_UN, Op.REM_UN):
        u = fold.unsigned(d, ty)
        k = _log2(u)
        if k:
            return emit(Op.SHR_UN, ty, x, _c(Ty.I32, k)) if op is Op.DIV_UN \
                else emit(Op.AND, ty, x, _c(ty, u - 1))
        if ty is not Ty.I32 or u < 3:
            return None
        q = _quotient32(emit, x, d, signed=False)
        return q if op is Op.DIV_UN else emit(Op.SUB, ty, x, emit(Op.MUL, ty, q, _c(ty, d)))
    return None


def reduce_strength(fn: ir.Function) -> None:
    mapping: dict[ir.Value, ir.Value] = {}
    for b in fn.blocks:
        out: list[ir.Inst] = []
        for inst in b.insts:
            def emit(op: Op, ty: Ty, *args: ir.Value, at: int | None = inst.il_offset) -> ir.Inst:
                new = ir.Inst(ty, op=op, args=list(args), il_offset=at)
                out.append(new)
                return new
            value = _reduce(inst, emit)
            if value is None:
                out.append(inst)
            else:
                mapping[inst] = value
        b.insts = out
    replace_uses(fn, mapping)
