"""What one operation gives on constants, with the semantics Mono has on amd64 (integers
wrap; signed division truncates; shift counts are masked; compares on floats are ordered
or unordered as ir.Cond says). Shared by constant propagation and strength reduction.

A float operation is folded only when neither an operand nor the result is a NaN: x86
gives NaNs a sign and payload (0.0/0.0 is the negative "default NaN") that a Python
float would not keep, and a program can see them (BitConverter)."""

from __future__ import annotations

import math
import struct

from cil2mir.frontend import ir
from cil2mir.frontend.ir import Cond, Op, Ty

_UNSIGNED = frozenset({Cond.ULT, Cond.ULE, Cond.UGT, Cond.UGE})
# on floats: true when either operand is NaN (ir.Cond)
_UNORDERED_TRUE = frozenset({Cond.NE, Cond.ULT, Cond.ULE, Cond.UGT, Cond.UGE})


def bits_of(ty: Ty) -> int:
    return 32 if ty is Ty.I32 else 64


def wrap(value: int, ty: Ty) -> int:
    """`value` as the signed bit pattern of `ty`'s width (how ir.Const holds integers)."""
    bits = bits_of(ty)
    value &= (1 << bits) - 1
    return value - (1 << bits) if value >> (bits - 1) else value


def unsigned(value: int, ty: Ty) -> int:
    return value & ((1 << bits_of(ty)) - 1)


def to_f32(x: float) -> float:
    """x rounded to single precision (an infinity when it overflows)."""
    try:
        return struct.unpack("<f", struct.pack("<f", x))[0]
    except OverflowError:
        return math.copysign(math.inf, x)


def same(a: ir.Const, b: ir.Const) -> bool:
    """The same constant, bit for bit (-0.0 is not 0.0)."""
    if a.ty is not b.ty:
        return False
    if a.ty.is_float:
        return struct.pack("<d", a.value) == struct.pack("<d", b.value)
    return a.value == b.value


def const(ty: Ty, value: int | float) -> ir.Const:
    if ty.is_float:
        return ir.Const(ty, value=to_f32(value) if ty is Ty.F32 else float(value))
    return ir.Const(ty, value=wrap(int(value), ty))


def holds(cond: Cond, a: ir.Const, b: ir.Const) -> bool:
    """Whether `a cond b` holds (integers, null references or floats of one type)."""
    x, y = a.value, b.value
    if a.ty.is_float:
        if math.isnan(x) or math.isnan(y):
            return cond in _UNORDERED_TRUE
    elif cond in _UNSIGNED:
        x, y = unsigned(int(x), a.ty), unsigned(int(y), a.ty)
    return {Cond.EQ: x == y, Cond.NE: x != y, Cond.LT: x < y, Cond.LE: x <= y,
            Cond.GT: x > y, Cond.GE: x >= y, Cond.ULT: x < y, Cond.ULE: x <= y,
            Cond.UGT: x > y, Cond.UGE: x >= y}[cond]


def _div(x: int, y: int) -> int:
    """Division truncating toward zero (CIL's div)."""
    q = abs(x) // abs(y)
    return q if (x < 0) == (y < 0) else -q


def _int_binary(op: Op, ty: Ty, x: int, y: int) -> int | None:
    bits = bits_of(ty)
    if op is Op.ADD:
        return x + y
    if op is Op.SUB:
        return x - y
    if op is Op.MUL:
        return x * y
    if op is Op.AND:
        return x & y
    if op is Op.OR:
        return x | y
    if op is Op.XOR:
        return x ^ y
    if op in (Op.SHL, Op.SHR, Op.SHR_UN):
        n = y & (bits - 1)
        return x << n if op is Op.SHL else (x >> n if op is Op.SHR else unsigned(x, ty) >> n)
    if op in (Op.DIV, Op.REM):       # zero and MinValue / -1 raise: the frontend's checks do it
        if y == 0 or (y == -1 and x == -(1 << (bits - 1))):
            return None
        q = _div(x, y)
        return q if op is Op.DIV else x - q * y
    if op in (Op.DIV_UN, Op.REM_UN):
        if y == 0:
            return None
        ux, uy = unsigned(x, ty), unsigned(y, ty)
        return ux // uy if op is Op.DIV_UN else ux % uy
    return None


def _float_binary(op: Op, x: float, y: float) -> float | None:
    try:
        if op is Op.ADD:
            return x + y
        if op is Op.SUB:
            return x - y
        if op is Op.MUL:
            return x * y
        if op is Op.DIV:
            if y == 0:      # IEEE: a signed infinity (0/0 is a NaN, not folded)
                return None if x == 0 else math.copysign(math.inf, x) * math.copysign(1.0, y)
            return x / y
        if op is Op.REM:
            return math.fmod(x, y)
    except (ValueError, OverflowError):     # fmod(inf, y), fmod(x, 0): NaN; not folded
        return None
    return None


def _f2i(x: float, ty: Ty) -> int:
    """cvttsd2si: truncate; NaN and out of range give MinValue of the width."""
    low = -(1 << (bits_of(ty) - 1))
    if math.isnan(x) or math.isinf(x):
        return low
    n = math.trunc(x)
    return n if low <= n < -low else low


def _int_to_float(n: int, ty: Ty) -> float | None:
    """Rounded once, to nearest even (as cvtsi2sd/ss); None when that needs more care."""
    if abs(n) >= 1 << 53:
        return None
    return float(n)         # exact; const() rounds to F32 once


def _convert(op: Op, ty: Ty, a: ir.Const) -> int | float | None:
    x = a.value
    if op is Op.SEXT8:
        return ((int(x) & 0xFF) ^ 0x80) - 0x80
    if op is Op.ZEXT8:
        return int(x) & 0xFF
    if op is Op.SEXT16:
        return ((int(x) & 0xFFFF) ^ 0x8000) - 0x8000
    if op is Op.ZEXT16:
        return int(x) & 0xFFFF
    if op is Op.SEXT32:
        return int(x)
    if op is Op.ZEXT32:
        return unsigned(int(x), Ty.I32)
    if op is Op.TRUNC:
        return int(x)
    if op is Op.I2F:
        return _int_to_float(int(x), ty)
    if op is Op.U2F:
        return _int_to_float(unsigned(int(x), a.ty), ty)
    if op is Op.F2I:
        return _f2i(x, ty)
    if op in (Op.FEXT, Op.FTRUNC):
        return x
    return None


def evaluate(inst: ir.Inst, args: list[ir.Const]) -> ir.Const | None:
    """The constant `inst` gives on constant operands `args` (None: not foldable here, or
    the operation raises)."""
    op, ty = inst.op, inst.ty
    if op is Op.CMP:
        assert isinstance(inst.data, Cond)
        return const(Ty.I32, int(holds(inst.data, args[0], args[1])))
    if any(a.ty.is_float and math.isnan(a.value) for a in args):
        return None
    result: int | float | None
    if op in ir.BINARY_OPS:
        x, y = args[0].value, args[1].value
        if ty.is_float:
            result = _float_binary(op, x, y)
        elif ty is Ty.REF:
            return None
        else:
            result = _int_binary(op, ty, int(x), int(y))
    elif op is Op.NEG:
        result = -args[0].value
    elif op is Op.NOT and not ty.is_float:
        result = ~int(args[0].value)
    elif op in ir.CONV_OPS:
        result = _convert(op, ty, args[0])
    else:
        return None
    if result is None:
        return None
    c = const(ty, result)
    return None if ty.is_float and math.isnan(c.value) else c


def _is(v: ir.Value, n: int) -> bool:
    return isinstance(v, ir.Const) and not v.ty.is_float and v.value == n


def identity(inst: ir.Inst) -> ir.Value | None:
    """The operand `inst` always gives back, if any: x + 0, x - 0, x * 1, x | 0, x ^ 0,
    x & -1, x / 1, a shift by 0 (masked), trunc of an extension, a bitcast's bitcast.
    Integers only (x + 0.0 is not x when x is -0.0)."""
    op, args = inst.op, inst.args
    if inst.ty.is_float or not args:
        return None
    x = args[0]
    if op in (Op.ADD, Op.OR, Op.XOR):
        return x if _is(args[1], 0) else args[1] if _is(x, 0) else None
    if op is Op.MUL:
        return x if _is(args[1], 1) else args[1] if _is(x, 1) else None
    if op is Op.SUB:
        return x if _is(args[1], 0) else None
    if op is Op.AND:
        return x if _is(args[1], -1) else args[1] if _is(x, -1) else None
    if op in (Op.DIV, Op.DIV_UN):
        return x if _is(args[1], 1) else None
    if op in (Op.SHL, Op.SHR, Op.SHR_UN):
        c = args[1]
        return x if isinstance(c, ir.Const) and c.value & (bits_of(inst.ty) - 1) == 0 else None
    if op in (Op.TRUNC, Op.BITCAST) and isinstance(x, ir.Inst) and x.args and \
            x.op in ((Op.SEXT32, Op.ZEXT32) if op is Op.TRUNC else (Op.BITCAST,)):
        return x.args[0]
    return None
