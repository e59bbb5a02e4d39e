"""Hand-built SSA functions for the instruction-selection tests, each with a Python model.

`GOLDEN_CASES` are small, readable functions whose selected MIR is kept as golden text in
test_isel.py. `RUN_CASES` adds generated per-operation functions that are only checked
by compiling them with llc and running them against the Python model (tests/isel_driver.c
calls them by name). Every function name starts with `t_` to stay clear of libc.
"""

from __future__ import annotations

import math
import struct
from dataclasses import dataclass, field
from typing import Callable

from cil2mir.frontend import ir
from cil2mir.frontend.ir import Branch, Cond, Jump, Op, Return, Switch, Ty, Unreachable

from ir_builder import NULL, FunctionBuilder, callee, i32, i64

# ---- Python models of the machine semantics -----------------------------------------------

M32, M64 = (1 << 32) - 1, (1 << 64) - 1
MIN32, MAX32, MIN64, MAX64 = -(1 << 31), (1 << 31) - 1, -(1 << 63), (1 << 63) - 1


def wrap(value: int, bits: int) -> int:
    value &= (1 << bits) - 1
    return value - (1 << bits) if value >> (bits - 1) else value


def bits_of(ty: Ty) -> int:
    return 32 if ty is Ty.I32 else 64


def model_binop(op: Op, bits: int, a: int, b: int) -> int:
    ua, ub = a & ((1 << bits) - 1), b & ((1 << bits) - 1)
    if op in (Op.SHL, Op.SHR, Op.SHR_UN):
        count = b & (bits - 1)
        return wrap({Op.SHL: a << count, Op.SHR: a >> count, Op.SHR_UN: ua >> count}[op], bits)
    if op in (Op.DIV, Op.REM):
        q = abs(a) // abs(b) * (1 if (a < 0) == (b < 0) else -1)
        return wrap(q if op is Op.DIV else a - b * q, bits)
    return wrap({Op.ADD: a + b, Op.SUB: a - b, Op.MUL: a * b, Op.AND: a & b, Op.OR: a | b,
                 Op.XOR: a ^ b, Op.DIV_UN: ua // ub if ub else 0,
                 Op.REM_UN: ua % ub if ub else 0}[op], bits)


def division_ok(op: Op, bits: int, a: int, b: int) -> bool:
    """The frontend guards these cases before the back end sees a division."""
    if op not in (Op.DIV, Op.REM, Op.DIV_UN, Op.REM_UN):
        return True
    if b & ((1 << bits) - 1) == 0:
        return False
    return not (op in (Op.DIV, Op.REM) and a == -(1 << (bits - 1)) and b == -1)


def model_cond(cond: Cond, bits: int, a: int, b: int) -> bool:
    ua, ub = a & ((1 << bits) - 1), b & ((1 << bits) - 1)
    return {Cond.EQ: a == b, Cond.NE: a != b, Cond.LT: a < b, Cond.LE: a <= b, Cond.GT: a > b,
            Cond.GE: a >= b, Cond.ULT: ua < ub, Cond.ULE: ua <= ub, Cond.UGT: ua > ub,
            Cond.UGE: ua >= ub}[cond]


EDGES32 = [0, 1, -1, 2, 7, -7, 31, 32, 33, 100, -100, 0x12345678, MAX32, MIN32, MIN32 + 1]
EDGES64 = [0, 1, -1, 7, -7, 63, 64, 65, MAX32, MIN32, 1 << 32, M32, -(1 << 32),
           0x123456789ABCDEF0, MAX64, MIN64, -12345678901]


@dataclass
class Case:
    """A function, its driver signature (`ret`: i/l/v/s, d = float64, f = float32) and
    inputs, and its model: `model(*args)` returns the result, or (lines printed by the
    runtime stubs, result). `args` gives the driver type of each argument ("" = integer,
    "d" = float64, "f" = float32); float arguments and results travel as bit patterns."""
    name: str
    build: Callable[[], ir.Function]
    ret: str
    inputs: list[tuple] = field(default_factory=list)
    model: Callable | None = None
    args: str = ""

    def expected(self) -> str:
        out = []
        for args in self.inputs:
            got = self.model(*args)
            lines, result = got if isinstance(got, tuple) else ([], got)
            out += lines
            out.append(f"= {fmt_value(self.ret, result)}")
        return "".join(line + "\n" for line in out)

    def commands(self) -> str:
        return "".join(f"{self.name} {self.ret} "
                       f"{' '.join(fmt_arg(self.args[i] if i < len(self.args) else '', a) for i, a in enumerate(args))}\n"
                       for args in self.inputs)


# ---- float helpers: values are Python floats; f32 ones are exactly representable in f32 ----

def f64_bits(x: float) -> int:
    return struct.unpack("<Q", struct.pack("<d", x))[0]


def f32_bits(x: float) -> int:
    return struct.unpack("<I", struct.pack("<f", x))[0]


def from_f64_bits(bits: int) -> float:
    return struct.unpack("<d", struct.pack("<Q", bits & M64))[0]


def from_f32_bits(bits: int) -> float:
    return struct.unpack("<f", struct.pack("<I", bits & M32))[0]


def r32(x: float) -> float:
    """Round a double to float32 (nearest-even; overflow gives infinity)."""
    if math.isnan(x) or math.isinf(x):
        return x
    try:
        return struct.unpack("<f", struct.pack("<f", x))[0]
    except OverflowError:
        return math.copysign(math.inf, x)


def int_to_f32(n: int) -> float:
    """An integer rounded straight to float32 (no double rounding through float64)."""
    m = abs(n)
    if m.bit_length() > 24:
        shift = m.bit_length() - 24
        q, r = m >> shift, m & ((1 << shift) - 1)
        half = 1 << (shift - 1)
        if r > half or (r == half and q & 1):
            q += 1
        m = q << shift
    return r32(float(m) if n >= 0 else -float(m))


def fmt_arg(kind: str, value) -> str:
    if kind == "d":
        return f"d0x{f64_bits(value):016x}"
    if kind == "f":
        return f"f0x{f32_bits(value):08x}"
    return str(value)


def fmt_value(ret: str, value) -> str:
    """What the driver prints for a result: float results as bits, any NaN as `nan`."""
    if ret in "df" and isinstance(value, float):
        if math.isnan(value):
            return "nan"
        return f"d0x{f64_bits(value):016x}" if ret == "d" else f"f0x{f32_bits(value):08x}"
    return str(value)


def _ret_code(ty: Ty) -> str:
    return {Ty.I32: "i", Ty.I64: "l", Ty.REF: "s", Ty.VOID: "v"}[ty]


# ---- golden cases ------------------------------------------------------------------------------

def build_arith_i32() -> ir.Function:
    """Every ALU form once: rr, ri, commuted constant, constant on the left of SUB, neg, not."""
    fb = FunctionBuilder("t_arith_i32", [Ty.I32, Ty.I32], Ty.I32)
    b = fb.block()
    x, y = fb.params
    s = fb.op(b, Op.ADD, Ty.I32, x, y)
    s = fb.op(b, Op.SUB, Ty.I32, s, i32(-5))
    s = fb.op(b, Op.MUL, Ty.I32, i32(7), s)           # constant on the left: commuted
    s = fb.op(b, Op.AND, Ty.I32, s, i32(0xFFFF0))
    s = fb.op(b, Op.OR, Ty.I32, s, y)
    s = fb.op(b, Op.XOR, Ty.I32, s, i32(-1))
    s = fb.op(b, Op.SUB, Ty.I32, i32(1000), s)         # not commutative: materialised
    s = fb.op(b, Op.NEG, Ty.I32, s)
    s = fb.op(b, Op.NOT, Ty.I32, s)
    s = fb.op(b, Op.MUL, Ty.I32, s, x)
    b.term = Return(s)
    return fb.finish()


def model_arith_i32(x: int, y: int) -> int:
    s = wrap(x + y, 32)
    s = wrap(s + 5, 32)
    s = wrap(7 * s, 32)
    s = s & 0xFFFF0
    s = s | y
    s = wrap(s ^ -1, 32)
    s = wrap(1000 - s, 32)
    s = wrap(-s, 32)
    s = wrap(~s, 32)
    return wrap(s * x, 32)


def build_arith_i64() -> ir.Function:
    """64-bit ALU with immediates that do and do not fit imm32 (MOV32ri64, MOV64ri)."""
    fb = FunctionBuilder("t_arith_i64", [Ty.I64, Ty.I64], Ty.I64)
    b = fb.block()
    x, y = fb.params
    s = fb.op(b, Op.ADD, Ty.I64, x, i64(-100))
    s = fb.op(b, Op.ADD, Ty.I64, s, i64(0xFFFFFFFF))           # llc 19's MOV32ri trap
    s = fb.op(b, Op.MUL, Ty.I64, s, i64(-3))
    s = fb.op(b, Op.XOR, Ty.I64, s, i64(0x123456789ABCDEF0))
    s = fb.op(b, Op.SUB, Ty.I64, s, y)
    s = fb.op(b, Op.AND, Ty.I64, s, i64(0x7FFFFFFF))
    s = fb.op(b, Op.OR, Ty.I64, s, i64(1 << 40))
    s = fb.op(b, Op.NEG, Ty.I64, s)
    s = fb.op(b, Op.NOT, Ty.I64, s)
    s = fb.op(b, Op.MUL, Ty.I64, s, y)
    b.term = Return(s)
    return fb.finish()


def model_arith_i64(x: int, y: int) -> int:
    s = wrap(x - 100, 64)
    s = wrap(s + 0xFFFFFFFF, 64)
    s = wrap(s * -3, 64)
    s = wrap(s ^ 0x123456789ABCDEF0, 64)
    s = wrap(s - y, 64)
    s = s & 0x7FFFFFFF
    s = s | (1 << 40)
    s = wrap(-s, 64)
    s = wrap(~s, 64)
    return wrap(s * y, 64)


def build_divrem() -> ir.Function:
    """Signed and unsigned quotient and remainder, 32 and 64 bits, a constant divisor."""
    fb = FunctionBuilder("t_divrem", [Ty.I32, Ty.I32, Ty.I64, Ty.I64], Ty.I64)
    b = fb.block()
    x, y, p, q = fb.params
    d = fb.op(b, Op.DIV, Ty.I32, x, y)
    r = fb.op(b, Op.REM, Ty.I32, x, y)
    du = fb.op(b, Op.DIV_UN, Ty.I32, x, i32(7))
    ru = fb.op(b, Op.REM_UN, Ty.I32, x, y)
    t = fb.op(b, Op.XOR, Ty.I32, fb.op(b, Op.ADD, Ty.I32, d, r), fb.op(b, Op.MUL, Ty.I32, du, ru))
    d64 = fb.op(b, Op.DIV, Ty.I64, p, q)
    r64 = fb.op(b, Op.REM_UN, Ty.I64, p, q)
    u = fb.op(b, Op.SUB, Ty.I64, d64, r64)
    b.term = Return(fb.op(b, Op.ADD, Ty.I64, u, fb.op(b, Op.SEXT32, Ty.I64, t)))
    return fb.finish()


def model_divrem(x: int, y: int, p: int, q: int) -> int:
    t = model_binop(Op.ADD, 32, model_binop(Op.DIV, 32, x, y), model_binop(Op.REM, 32, x, y))
    t ^= model_binop(Op.MUL, 32, model_binop(Op.DIV_UN, 32, x, 7), model_binop(Op.REM_UN, 32, x, y))
    u = wrap(model_binop(Op.DIV, 64, p, q) - model_binop(Op.REM_UN, 64, p, q), 64)
    return wrap(u + t, 64)


DIVREM_INPUTS = [(x, y, p, q) for x, y in [(100, 7), (-100, 7), (100, -7), (MIN32, 3), (MAX32, -2),
                                           (-1, 1), (7, 100)]
                 for p, q in [(MAX64, 3), (MIN64, 7), (-12345678901, -10), (1 << 40, 1 << 33)]]


def build_shifts() -> ir.Function:
    """Shifts through $cl (32- and 64-bit) and by constants, masked to the width."""
    fb = FunctionBuilder("t_shifts", [Ty.I32, Ty.I32, Ty.I64], Ty.I64)
    b = fb.block()
    x, n, w = fb.params
    a = fb.op(b, Op.SHL, Ty.I32, x, n)
    a = fb.op(b, Op.SHR, Ty.I32, a, i32(33))             # masked to 1
    a = fb.op(b, Op.SHR_UN, Ty.I32, a, i32(3))
    c = fb.op(b, Op.SHR, Ty.I64, w, n)
    c = fb.op(b, Op.SHL, Ty.I64, c, i32(70))              # masked to 6
    c = fb.op(b, Op.SHR_UN, Ty.I64, c, fb.op(b, Op.ADD, Ty.I32, n, i32(1)))
    b.term = Return(fb.op(b, Op.XOR, Ty.I64, c, fb.op(b, Op.ZEXT32, Ty.I64, a)))
    return fb.finish()


def model_shifts(x: int, n: int, w: int) -> int:
    a = model_binop(Op.SHL, 32, x, n)
    a = model_binop(Op.SHR, 32, a, 33)
    a = model_binop(Op.SHR_UN, 32, a, 3)
    c = model_binop(Op.SHR, 64, w, n)
    c = model_binop(Op.SHL, 64, c, 70)
    c = model_binop(Op.SHR_UN, 64, c, wrap(n + 1, 32))
    return wrap(c ^ (a & M32), 64)


def build_conversions() -> ir.Function:
    """All seven conversions, mixed so each result matters."""
    fb = FunctionBuilder("t_conv", [Ty.I32, Ty.I64], Ty.I64)
    b = fb.block()
    x, w = fb.params
    s8 = fb.op(b, Op.SEXT8, Ty.I32, x)
    z8 = fb.op(b, Op.ZEXT8, Ty.I32, x)
    s16 = fb.op(b, Op.SEXT16, Ty.I32, x)
    z16 = fb.op(b, Op.ZEXT16, Ty.I32, x)
    t = fb.op(b, Op.TRUNC, Ty.I32, w)
    m = fb.op(b, Op.ADD, Ty.I32, fb.op(b, Op.MUL, Ty.I32, s8, i32(3)), z8)
    m = fb.op(b, Op.ADD, Ty.I32, fb.op(b, Op.MUL, Ty.I32, m, i32(5)), s16)
    m = fb.op(b, Op.XOR, Ty.I32, m, z16)
    hi = fb.op(b, Op.SHL, Ty.I64, fb.op(b, Op.SEXT32, Ty.I64, m), i32(16))
    lo = fb.op(b, Op.ZEXT32, Ty.I64, t)
    b.term = Return(fb.op(b, Op.ADD, Ty.I64, hi, lo))
    return fb.finish()


def model_conv(x: int, w: int) -> int:
    s8, z8 = wrap(x, 8), x & 0xFF
    s16, z16 = wrap(x, 16), x & 0xFFFF
    t = wrap(w, 32)
    m = wrap(s8 * 3 + z8, 32)
    m = wrap(m * 5 + s16, 32)
    m ^= z16
    return wrap((m << 16) + (t & M32), 64)


def build_consts() -> ir.Function:
    """Every way to load a constant, returned through a sum so each is used."""
    fb = FunctionBuilder("t_consts", [Ty.I64], Ty.I64)
    b = fb.block()
    (x,) = fb.params
    acc: ir.Value = x
    for k in CONSTS64:
        # `k SUB acc` keeps the constant in a register (SUB is not commutative)
        acc = fb.op(b, Op.SUB, Ty.I64, i64(k), acc)
    z = fb.op(b, Op.SUB, Ty.I32, i32(0), fb.op(b, Op.TRUNC, Ty.I32, acc))
    b.term = Return(fb.op(b, Op.ADD, Ty.I64, acc, fb.op(b, Op.SEXT32, Ty.I64, z)))
    return fb.finish()


CONSTS64 = [0, -1, 5, MAX32, MIN32, 1 << 31, M32, 1 << 32, -(1 << 31) - 1, 0x123456789ABCDEF0, MIN64]


def model_consts(x: int) -> int:
    acc = x
    for k in CONSTS64:
        acc = wrap(k - acc, 64)
    return wrap(acc + wrap(-wrap(acc, 32), 32), 64)


def build_cmp_values() -> ir.Function:
    """CMP results as values (SETCC + MOVZX): rr, ri, TEST with 0, constant on the left."""
    fb = FunctionBuilder("t_cmpval", [Ty.I32, Ty.I32, Ty.I64], Ty.I32)
    b = fb.block()
    x, y, w = fb.params
    c1 = fb.cmp(b, Cond.LT, x, y)
    c2 = fb.cmp(b, Cond.UGT, x, i32(10))
    c3 = fb.cmp(b, Cond.EQ, x, i32(0))
    c4 = fb.cmp(b, Cond.LE, i32(3), y)                  # swapped: y >= 3
    c5 = fb.cmp(b, Cond.ULT, w, i64(1 << 33))            # 64-bit constant in a register
    c6 = fb.cmp(b, Cond.NE, w, i64(-1))
    acc: ir.Value = c1
    for k, c in enumerate((c2, c3, c4, c5, c6), 1):
        acc = fb.op(b, Op.OR, Ty.I32, acc, fb.op(b, Op.SHL, Ty.I32, c, i32(k)))
    b.term = Return(acc)
    return fb.finish()


def model_cmpval(x: int, y: int, w: int) -> int:
    bits = [x < y, (x & M32) > 10, x == 0, 3 <= y, (w & M64) < (1 << 33), w != -1]
    return sum(int(c) << k for k, c in enumerate(bits))


def build_branch_max() -> ir.Function:
    """if (a < b) r = b; else r = a + 1 -- compare+branch, fallthrough, a PHI."""
    fb = FunctionBuilder("t_branch", [Ty.I32, Ty.I32], Ty.I32)
    entry, then_, else_, join = fb.block(), fb.block(), fb.block(), fb.block()
    x, y = fb.params
    entry.term = Branch(Cond.LT, x, y, then_, else_)
    then_.term = Jump(join)
    inc = fb.op(else_, Op.ADD, Ty.I32, x, i32(1))
    else_.term = Jump(join)
    r = fb.phi(join, Ty.I32, (then_, y), (else_, inc))
    join.term = Return(r)
    return fb.finish()


def build_phi_consts() -> ir.Function:
    """PHI inputs that are constants (materialised in the predecessor, before its CMP),
    including a 64-bit one and null."""
    fb = FunctionBuilder("t_phiconst", [Ty.I32], Ty.I64)
    entry, mid, join = fb.block(), fb.block(), fb.block()
    (x,) = fb.params
    entry.term = Branch(Cond.GE, x, i32(0), mid, join)
    mid.term = Branch(Cond.EQ, x, i32(5), join, join)     # both edges alike: one edge
    r = fb.phi(join, Ty.I64, (entry, i64(1 << 40)), (mid, i64(0)))
    n = fb.phi(join, Ty.REF, (entry, NULL), (mid, NULL))
    k = fb.phi(join, Ty.I32, (entry, i32(-1)), (mid, x))
    t = fb.op(join, Op.ADD, Ty.I64, r, fb.op(join, Op.SEXT32, Ty.I64, k))
    nz = fb.cmp(join, Cond.EQ, n, NULL)
    join.term = Return(fb.op(join, Op.ADD, Ty.I64, t, fb.op(join, Op.ZEXT32, Ty.I64, nz)))
    return fb.finish()


def model_phiconst(x: int) -> int:
    return wrap((1 << 40) - 1 + 1, 64) if x < 0 else x + 1


def build_fused_cmp() -> ir.Function:
    """`brfalse (a <u b)`: the single-use cmp is fused into the branch (no SETCC)."""
    fb = FunctionBuilder("t_fused", [Ty.I64, Ty.I64], Ty.I32)
    entry, yes, no = fb.block(), fb.block(), fb.block()
    x, y = fb.params
    c = fb.cmp(entry, Cond.ULT, x, y)
    entry.term = Branch(Cond.EQ, c, i32(0), no, yes)
    yes.term = Return(i32(1))
    no.term = Return(i32(2))
    return fb.finish()


def build_fib() -> ir.Function:
    """A loop whose PHIs read each other (the swap problem), with constant inputs."""
    fb = FunctionBuilder("t_fib", [Ty.I32], Ty.I64)
    entry, head, body, done = fb.block(), fb.block(), fb.block(), fb.block()
    (n,) = fb.params
    entry.term = Jump(head)
    a = fb.phi(head, Ty.I64)
    b = fb.phi(head, Ty.I64)
    k = fb.phi(head, Ty.I32)
    head.term = Branch(Cond.GT, k, i32(0), body, done)
    s = fb.op(body, Op.ADD, Ty.I64, a, b)
    k2 = fb.op(body, Op.SUB, Ty.I32, k, i32(1))
    body.term = Jump(head)
    a.incoming = [(entry, i64(0)), (body, b)]
    b.incoming = [(entry, i64(1)), (body, s)]
    k.incoming = [(entry, n), (body, k2)]
    done.term = Return(a)
    return fb.finish()


def model_fib(n: int) -> int:
    a, b = 0, 1
    for _ in range(max(n, 0)):
        a, b = b, wrap(a + b, 64)
    return a


def build_swap() -> ir.Function:
    """(x, y) = (y, x) n times in a single-block loop: a pure PHI swap."""
    fb = FunctionBuilder("t_swap", [Ty.I32, Ty.I32, Ty.I32], Ty.I32)
    entry, loop, done = fb.block(), fb.block(), fb.block()
    n, x0, y0 = fb.params
    entry.term = Branch(Cond.LE, n, i32(0), done, loop)
    x = fb.phi(loop, Ty.I32)
    y = fb.phi(loop, Ty.I32)
    k = fb.phi(loop, Ty.I32)
    k2 = fb.op(loop, Op.SUB, Ty.I32, k, i32(1))
    loop.term = Branch(Cond.NE, k2, i32(0), loop, done)
    x.incoming = [(entry, x0), (loop, y)]
    y.incoming = [(entry, y0), (loop, x)]
    k.incoming = [(entry, n), (loop, k2)]
    rx = fb.phi(done, Ty.I32, (entry, x0), (loop, y))
    ry = fb.phi(done, Ty.I32, (entry, y0), (loop, x))
    done.term = Return(fb.op(done, Op.ADD, Ty.I32, fb.op(done, Op.MUL, Ty.I32, rx, i32(1000)), ry))
    return fb.finish()


def model_swap(n: int, x: int, y: int) -> int:
    for _ in range(max(n, 0)):
        x, y = y, x
    return wrap(x * 1000 + y, 32)


def build_switch() -> ir.Function:
    """A jump table with a repeated target and the default block also used as a case."""
    fb = FunctionBuilder("t_switch", [Ty.I32], Ty.I32)
    entry, c0, c1, c2, dflt, join = (fb.block() for _ in range(6))
    (x,) = fb.params
    entry.term = Switch(x, [c0, c1, c2, c1, dflt], dflt)
    c0.term = Jump(join)
    v1 = fb.op(c1, Op.MUL, Ty.I32, x, i32(100))
    c1.term = Jump(join)
    c2.term = Return(i32(-2))
    dflt.term = Jump(join)
    r = fb.phi(join, Ty.I32, (c0, i32(10)), (c1, v1), (dflt, i32(77)))
    join.term = Return(fb.op(join, Op.ADD, Ty.I32, r, x))
    return fb.finish()


def model_switch(x: int) -> int:
    u = x & M32
    if u == 2:
        return -2
    r = {0: 10, 1: 100 * x, 3: 100 * x}.get(u, 77)
    return wrap(r + x, 32)


def build_switchphi() -> ir.Function:
    """PHI in a block that is both the default and a case: one input, two machine preds."""
    fb = FunctionBuilder("t_switchphi", [Ty.I32], Ty.I32)
    entry, c0, shared = fb.block(), fb.block(), fb.block()
    (x,) = fb.params
    entry.term = Switch(x, [c0, shared, c0], shared)
    c0.term = Jump(shared)
    r = fb.phi(shared, Ty.I32, (entry, i32(-9)), (c0, x))
    shared.term = Return(r)
    return fb.finish()


def model_switchphi(x: int) -> int:
    return x if x & M32 in (0, 2) else -9


CALLEE8 = callee("t_callee8", [Ty.I32, Ty.I64, Ty.I32, Ty.I64, Ty.I32, Ty.I64, Ty.I32, Ty.I64], Ty.I64)
MIX8 = callee("rt_mix8", list(CALLEE8.params), Ty.I64)
WRITE_I32 = callee("rt_Console_WriteLine_i32", [Ty.I32])
WRITE_I64 = callee("rt_Console_WriteLine_i64", [Ty.I64])
WRITE_STR = callee("rt_Console_WriteLine_string", [Ty.REF])
THROW_DIV0 = callee("rt_throw_DivideByZeroException", [], noreturn=True)


def build_callee8() -> ir.Function:
    """8 parameters: two come from fixed stack objects (an i32 and an i64)."""
    fb = FunctionBuilder("t_callee8", list(CALLEE8.params), Ty.I64)
    b = fb.block()
    acc: ir.Value = i64(0)
    for k, p in enumerate(fb.params):
        v = fb.op(b, Op.SEXT32, Ty.I64, p) if p.ty is Ty.I32 else p
        acc = fb.op(b, Op.ADD, Ty.I64, fb.op(b, Op.MUL, Ty.I64, acc, i64(10)), v)
    b.term = Return(acc)
    return fb.finish()


def model_callee8(*args: int) -> int:
    acc = 0
    for k, v in enumerate(args):
        acc = wrap(acc * 10 + (wrap(v, 32) if k % 2 == 0 else v), 64)
    return acc


def build_caller8() -> ir.Function:
    """Calls with 8 arguments (constants folded into stack stores, a 64-bit one in a
    register), a managed callee and a C one, a result printed by the runtime."""
    fb = FunctionBuilder("t_caller8", [Ty.I32, Ty.I64], Ty.I64)
    b = fb.block()
    x, w = fb.params
    r1 = fb.call(b, CALLEE8, x, w, i32(3), i64(4), i32(-5), i64(6), x, i64(1 << 35))
    r2 = fb.call(b, MIX8, i32(1), r1, x, i64(0), i32(0), w, i32(-7), w)
    fb.call(b, WRITE_I64, r2)
    fb.call(b, WRITE_I32, x)
    b.term = Return(fb.op(b, Op.SUB, Ty.I64, r2, r1))
    return fb.finish()


def model_mix8(a, b, c, d, e, f, g, h) -> int:
    return wrap(a + 3 * b + 5 * c + 7 * d + 11 * e + 13 * f + 17 * g + 19 * h, 64)


def model_caller8(x: int, w: int) -> tuple[list[str], int]:
    r1 = model_callee8(x, w, 3, 4, -5, 6, x, 1 << 35)
    r2 = model_mix8(1, r1, x, 0, 0, w, -7, w)
    return [str(r2), str(x)], wrap(r2 - r1, 64)


CALLEE7 = callee("t_callee7", [Ty.I32] * 7, Ty.I32)


def build_callee7() -> ir.Function:
    """One stack argument; prints it, so the stub checks the alignment its caller left."""
    fb = FunctionBuilder("t_callee7", list(CALLEE7.params), Ty.I32)
    b = fb.block()
    fb.call(b, WRITE_I32, fb.params[6])
    acc: ir.Value = fb.params[0]
    for p in fb.params[1:]:
        acc = fb.op(b, Op.SUB, Ty.I32, fb.op(b, Op.MUL, Ty.I32, acc, i32(3)), p)
    b.term = Return(acc)
    return fb.finish()


def model_callee7(*args: int) -> int:
    acc = args[0]
    for v in args[1:]:
        acc = wrap(acc * 3 - v, 32)
    return acc


def build_caller7() -> ir.Function:
    """A call with one stack argument: `ADJCALLSTACKDOWN64 8` keeps the callee aligned."""
    fb = FunctionBuilder("t_caller7", [Ty.I32], Ty.I32)
    b = fb.block()
    (x,) = fb.params
    r = fb.call(b, CALLEE7, i32(1), i32(2), i32(3), i32(4), i32(5), i32(6), x)
    b.term = Return(fb.op(b, Op.ADD, Ty.I32, r, x))
    return fb.finish()


def build_fact() -> ir.Function:
    """Recursion: a call to the function itself, value live across the call."""
    fb = FunctionBuilder("t_fact", [Ty.I32], Ty.I64)
    entry, rec, base = fb.block(), fb.block(), fb.block()
    (n,) = fb.params
    entry.term = Branch(Cond.LE, n, i32(1), base, rec)
    m = fb.op(rec, Op.SUB, Ty.I32, n, i32(1))
    sub = fb.call(rec, callee("t_fact", [Ty.I32], Ty.I64), m)
    rec.term = Return(fb.op(rec, Op.MUL, Ty.I64, sub, fb.op(rec, Op.SEXT32, Ty.I64, n)))
    base.term = Return(i64(1))
    return fb.finish()


def model_fact(n: int) -> int:
    r = 1
    for k in range(2, n + 1):
        r = wrap(r * k, 64)
    return r


def build_strings() -> ir.Function:
    """String literals (LEA of @str.N), printing one, returning one or null."""
    fb = FunctionBuilder("t_strings", [Ty.I32], Ty.REF)
    entry, yes, no = fb.block(), fb.block(), fb.block()
    (x,) = fb.params
    fb.call(entry, WRITE_STR, fb.op(entry, Op.STR, Ty.REF, data="Hello, World!"))
    entry.term = Branch(Cond.NE, x, i32(0), yes, no)
    yes.term = Return(fb.op(yes, Op.STR, Ty.REF, data="caf\u00e9 \u263a"))
    no.term = Return(NULL)
    return fb.finish()


def model_strings(x: int) -> tuple[list[str], str]:
    return ['"Hello, World!"'], '"caf\\u00e9 \\u263a"' if x else "null"


def build_checked_div() -> ir.Function:
    """A noreturn call followed by Unreachable (TRAP, no successors)."""
    fb = FunctionBuilder("t_checked_div", [Ty.I32, Ty.I32], Ty.I32)
    entry, throw, ok = fb.block(), fb.block(), fb.block()
    x, y = fb.params
    entry.term = Branch(Cond.EQ, y, i32(0), throw, ok)
    fb.call(throw, THROW_DIV0)
    throw.term = Unreachable()
    ok.term = Return(fb.op(ok, Op.DIV, Ty.I32, x, y))
    return fb.finish()


def model_checked_div(x: int, y: int):
    if y == 0:
        return ["throw DivideByZeroException"], "thrown"
    return model_binop(Op.DIV, 32, x, y)


def build_void() -> ir.Function:
    """A void function: bare RET 0, a call with no result."""
    fb = FunctionBuilder("t_void", [Ty.I32], Ty.VOID)
    b = fb.block()
    (x,) = fb.params
    fb.call(b, WRITE_I32, fb.op(b, Op.ADD, Ty.I32, x, x))
    b.term = Return()
    return fb.finish()


GOLDEN_CASES: list[Case] = [
    Case("t_arith_i32", build_arith_i32, "i", [(a, b) for a in EDGES32 for b in EDGES32[:6]],
         model_arith_i32),
    Case("t_arith_i64", build_arith_i64, "l", [(a, b) for a in EDGES64 for b in EDGES64[:6]],
         model_arith_i64),
    Case("t_divrem", build_divrem, "l", DIVREM_INPUTS, model_divrem),
    Case("t_shifts", build_shifts, "l", [(x, n, w) for x in (1, -1, MIN32, 0x12345678)
                                          for n in (0, 1, 31, 32, 33, 63, 64, -1)
                                          for w in (-1, MIN64, 0x123456789ABCDEF0)], model_shifts),
    Case("t_conv", build_conversions, "l", [(x, w) for x in EDGES32 + [0x80, 0xFF, 0x7F80, 0xFFFF7F81]
                                            for w in (0, -1, 1 << 32, 0x1234567887654321)], model_conv),
    Case("t_consts", build_consts, "l", [(x,) for x in EDGES64], model_consts),
    Case("t_cmpval", build_cmp_values, "i", [(x, y, w) for x in (0, 3, 11, -1) for y in (2, 3, -5)
                                             for w in (-1, 0, 1 << 33, (1 << 33) - 1)], model_cmpval),
    Case("t_branch", build_branch_max, "i", [(a, b) for a in EDGES32[:8] for b in EDGES32[:8]],
         lambda a, b: b if a < b else wrap(a + 1, 32)),
    Case("t_phiconst", build_phi_consts, "l", [(x,) for x in (-5, -1, 0, 5, 6, MAX32)], model_phiconst),
    Case("t_fused", build_fused_cmp, "i", [(a, b) for a in EDGES64[:8] for b in EDGES64[:8]],
         lambda a, b: 1 if (a & M64) < (b & M64) else 2),
    Case("t_fib", build_fib, "l", [(n,) for n in (-3, 0, 1, 2, 3, 10, 50, 92, 100)], model_fib),
    Case("t_swap", build_swap, "i", [(n, 3, 4) for n in (-1, 0, 1, 2, 3, 7, 10)], model_swap),
    Case("t_switch", build_switch, "i", [(x,) for x in (-1, 0, 1, 2, 3, 4, 5, 100, MIN32)], model_switch),
    Case("t_switchphi", build_switchphi, "i", [(x,) for x in (-1, 0, 1, 2, 3)], model_switchphi),
    Case("t_callee8", build_callee8, "l", [(1, 2, 3, 4, 5, 6, 7, 8), (-1, MIN64, MIN32, -1, 0, 5, MAX32, MAX64)],
         model_callee8),
    Case("t_caller8", build_caller8, "l", [(x, w) for x in (0, 9, -9) for w in (0, -1, MAX64)], model_caller8),
    Case("t_callee7", build_callee7, "i", [(1, 2, 3, 4, 5, 6, 7), (-1, 0, MAX32, MIN32, 9, 8, -7)],
         lambda *a: ([str(wrap(a[6], 32))], model_callee7(*a))),
    Case("t_caller7", build_caller7, "i", [(0,), (-5,), (MAX32,)],
         lambda x: ([str(x)], wrap(model_callee7(1, 2, 3, 4, 5, 6, x) + x, 32))),
    Case("t_fact", build_fact, "l", [(n,) for n in (0, 1, 5, 20, 25)], model_fact),
    Case("t_strings", build_strings, "s", [(0,), (1,)], model_strings),
    Case("t_checked_div", build_checked_div, "i", [(7, 2), (7, 0), (-9, 2), (MIN32, 0)], model_checked_div),
    Case("t_void", build_void, "v", [(21,), (-4,)], lambda x: ([str(wrap(2 * x, 32))], "void")),
]


# ---- generated per-operation cases (run only) ----------------------------------------------

def _binop_case(op: Op, ty: Ty, left: int | None = None, right: int | None = None) -> Case:
    """`a op b`, or with one operand a constant (`left`/`right`)."""
    bits = bits_of(ty)
    count_ty = Ty.I32 if op in (Op.SHL, Op.SHR, Op.SHR_UN) else ty
    suffix = (f"_l{left}" if left is not None else "") + (f"_r{right}" if right is not None else "")
    name = f"t_{op.name.lower()}_{ty.value}{suffix}".replace("-", "m")

    def build() -> ir.Function:
        params = [ty] * (left is None) + [count_ty] * (right is None)
        fb = FunctionBuilder(name, params, ty)
        b = fb.block()
        args = list(fb.params)
        a = ir.Const(ty, value=left) if left is not None else args.pop(0)
        c = ir.Const(count_ty, value=right) if right is not None else args.pop(0)
        b.term = Return(fb.op(b, op, ty, a, c))
        return fb.finish()

    values = EDGES32 if bits == 32 else EDGES64
    counts = EDGES32 if count_ty is Ty.I32 else EDGES64
    pairs = [(a, c) for a in ([left] if left is not None else values)
             for c in ([right] if right is not None else counts)]
    pairs = [(a, c) for a, c in pairs if division_ok(op, bits, a, c)]
    inputs = [tuple(v for v, const in ((a, left), (c, right)) if const is None) for a, c in pairs]
    models = {tuple(v for v, const in ((a, left), (c, right)) if const is None): model_binop(op, bits, a, c)
              for a, c in pairs}
    return Case(name, build, _ret_code(ty), inputs, lambda *args: models[args])


def _cmp_case(cond: Cond, ty: Ty, as_branch: bool, right: int | None = None) -> Case:
    bits = bits_of(ty)
    kind = "br" if as_branch else "cmp"
    name = f"t_{kind}_{cond.value}_{ty.value}" + (f"_r{right}".replace("-", "m") if right is not None else "")

    def build() -> ir.Function:
        fb = FunctionBuilder(name, [ty] if right is not None else [ty, ty], Ty.I32)
        entry = fb.block()
        a = fb.params[0]
        b = ir.Const(ty, value=right) if right is not None else fb.params[1]
        if not as_branch:
            entry.term = Return(fb.cmp(entry, cond, a, b))
            return fb.finish()
        yes, no = fb.block(), fb.block()
        entry.term = Branch(cond, a, b, yes, no)
        yes.term = Return(i32(10))
        no.term = Return(i32(20))
        return fb.finish()

    values = EDGES32 if bits == 32 else EDGES64
    inputs = [(a,) for a in values] if right is not None else [(a, b) for a in values for b in values[:9]]

    def model(a: int, b: int | None = None) -> int:
        hit = model_cond(cond, bits, a, right if right is not None else b)
        return (10 if hit else 20) if as_branch else int(hit)

    return Case(name, build, "i", inputs, model)


def _conv_case(op: Op) -> Case:
    """The integer conversions (the float ones are in `float_conv_cases`)."""
    src, dst = {Op.SEXT32: (Ty.I32, Ty.I64), Op.ZEXT32: (Ty.I32, Ty.I64),
                Op.TRUNC: (Ty.I64, Ty.I32)}.get(op, (Ty.I32, Ty.I32))
    name = f"t_{op.name.lower()}"

    def build() -> ir.Function:
        fb = FunctionBuilder(name, [src], dst)
        b = fb.block()
        b.term = Return(fb.op(b, op, dst, fb.params[0]))
        return fb.finish()

    def model(x: int) -> int:
        return {Op.SEXT8: wrap(x, 8), Op.ZEXT8: x & 0xFF, Op.SEXT16: wrap(x, 16), Op.ZEXT16: x & 0xFFFF,
                Op.SEXT32: wrap(x, 32), Op.ZEXT32: x & M32, Op.TRUNC: wrap(x, 32)}[op]

    values = EDGES64 if src is Ty.I64 else EDGES32 + [0x80, 0xFF, 0x7F80, 0x8000, 0xFFFF7F81]
    return Case(name, build, _ret_code(dst), [(x,) for x in values], model)


def generated_cases() -> list[Case]:
    cases = []
    for ty in (Ty.I32, Ty.I64):
        for op in sorted(ir.BINARY_OPS, key=lambda o: o.name):
            cases.append(_binop_case(op, ty))
            shift = op in (Op.SHL, Op.SHR, Op.SHR_UN)
            rights = ([0, 1, 31, 32, 63, 64, -1] if shift else
                      [7, -3] if op in (Op.DIV, Op.REM, Op.DIV_UN, Op.REM_UN) else
                      [0, 5, -1, MAX32, 1 << 31, 1 << 32, MIN64] if ty is Ty.I64 else [0, 5, -1, MIN32])
            cases += [_binop_case(op, ty, right=r) for r in rights]
            cases.append(_binop_case(op, ty, left=-6 if not shift else 0x5A5A))
        for cond in Cond:
            for as_branch in (False, True):
                cases.append(_cmp_case(cond, ty, as_branch))
                cases += [_cmp_case(cond, ty, as_branch, right=r) for r in (0, 5, -1)]
    cases += [_conv_case(op) for op in sorted(INT_CONV_OPS, key=lambda o: o.name)]
    return cases


INT_CONV_OPS = frozenset({Op.SEXT8, Op.ZEXT8, Op.SEXT16, Op.ZEXT16, Op.SEXT32, Op.ZEXT32, Op.TRUNC})


# ==== floating point, memory, function pointers, tail calls =====================================

F64, F32 = Ty.F64, Ty.F32
NAN, INF = math.nan, math.inf


def f64(value: float) -> ir.Const:
    return ir.Const(Ty.F64, value=value)


def f32(value: float) -> ir.Const:
    return ir.Const(Ty.F32, value=r32(value))


def fconst(ty: Ty, value: float) -> ir.Const:
    return f64(value) if ty is F64 else f32(value)


def fround(ty: Ty, x: float) -> float:
    return x if ty is F64 else r32(x)


EDGES_F64 = [0.0, -0.0, 1.0, -1.5, 2.5, 0.1, NAN, INF, -INF, 2.0 ** 31, -(2.0 ** 31), 2.0 ** 31 - 0.5,
             2.0 ** 63, -(2.0 ** 63), 2.0 ** 64, 1e-310, 5e-324, 1.7976931348623157e308, -12345.75,
             4294967295.0, 9007199254740993.0]
EDGES_F32 = sorted({r32(x) for x in EDGES_F64 if not math.isnan(x)} | {r32(1e-40), r32(3.4e38)},
                   key=lambda x: (x, math.copysign(1, x))) + [NAN]
FEW_F64 = [0.0, -0.0, 1.0, -1.5, 0.1, NAN, INF, -INF, 1e-310, 3.0, -7.25, 1.7976931348623157e308]
FEW_F32 = [r32(x) for x in FEW_F64]


def _fdiv(a: float, b: float) -> float:
    if b == 0:
        if a == 0 or math.isnan(a):
            return NAN
        return math.copysign(INF, a) * math.copysign(1.0, b)
    return a / b


def _fmod(a: float, b: float) -> float:
    try:
        return math.fmod(a, b)
    except ValueError:
        return NAN


def model_fbinop(op: Op, ty: Ty, a: float, b: float) -> float:
    r = {Op.ADD: lambda: a + b, Op.SUB: lambda: a - b, Op.MUL: lambda: a * b,
         Op.DIV: lambda: _fdiv(a, b), Op.REM: lambda: _fmod(a, b)}[op]()
    return fround(ty, r)


def model_fcond(cond: Cond, a: float, b: float) -> bool:
    """Ordered EQ LT LE GT GE, unordered-or NE ULT ULE UGT UGE (ir.Cond)."""
    return {Cond.EQ: a == b, Cond.NE: a != b, Cond.LT: a < b, Cond.LE: a <= b, Cond.GT: a > b,
            Cond.GE: a >= b, Cond.ULT: not a >= b, Cond.ULE: not a > b, Cond.UGT: not a <= b,
            Cond.UGE: not a < b}[cond]


def cvtt(x: float, bits: int) -> int:
    """cvttsd2si: truncation; NaN and out of range give MinValue."""
    if math.isnan(x) or math.isinf(x):
        return -(1 << (bits - 1))
    n = int(x)
    return n if -(1 << (bits - 1)) <= n < (1 << (bits - 1)) else -(1 << (bits - 1))


def model_f2u64(ty: Ty, x: float) -> int:
    if x < 2.0 ** 63:
        return cvtt(x, 64)
    return wrap(cvtt(fround(ty, x - 2.0 ** 63), 64) + (1 << 63), 64)


def model_fconv(op: Op, src: Ty, dst: Ty, x):
    if op in (Op.I2F, Op.U2F):
        n = x if op is Op.I2F else x & ((1 << bits_of(src)) - 1)
        return float(n) if dst is F64 else int_to_f32(n)
    if op is Op.F2I:
        return cvtt(x, bits_of(dst))
    if op is Op.F2U64:
        return model_f2u64(src, x)
    if op is Op.FEXT:
        return x
    return r32(x)      # FTRUNC


def _fret(ty: Ty) -> str:
    return {F64: "d", F32: "f"}.get(ty) or _ret_code(ty)


# ---- golden float cases ------------------------------------------------------------------------

def build_fp_arith() -> ir.Function:
    """f64: rr and rm (constant-pool) forms, a commuted constant, +0.0 (FsFLD0SD), neg, rem."""
    fb = FunctionBuilder("t_fp_arith", [F64, F64], F64)
    b = fb.block()
    x, y = fb.params
    s = fb.op(b, Op.ADD, F64, x, y)
    s = fb.op(b, Op.MUL, F64, f64(2.5), s)             # commuted: MULSDrm
    s = fb.op(b, Op.SUB, F64, s, f64(-0.75))
    s = fb.op(b, Op.SUB, F64, f64(0.0), s)              # constant on the left: FsFLD0SD
    s = fb.op(b, Op.DIV, F64, s, y)
    s = fb.op(b, Op.NEG, F64, s)
    s = fb.op(b, Op.REM, F64, s, x)                     # fmod
    b.term = Return(s)
    return fb.finish()


def model_fp_arith(x: float, y: float) -> float:
    s = x + y
    s = 2.5 * s
    s = s - -0.75
    s = 0.0 - s
    s = _fdiv(s, y)
    s = -s
    return _fmod(s, x)


def build_fp_f32() -> ir.Function:
    """f32 arithmetic and every conversion between f32, f64 and the integers."""
    fb = FunctionBuilder("t_fp_f32", [F32, Ty.I32, Ty.I64], Ty.I64)
    b = fb.block()
    x, n, w = fb.params
    s = fb.op(b, Op.MUL, F32, x, f32(1.5))
    s = fb.op(b, Op.ADD, F32, s, fb.op(b, Op.I2F, F32, n))
    s = fb.op(b, Op.SUB, F32, s, fb.op(b, Op.U2F, F32, w))
    d = fb.op(b, Op.FEXT, F64, s)
    d = fb.op(b, Op.ADD, F64, d, fb.op(b, Op.U2F, F64, n))
    t = fb.op(b, Op.FTRUNC, F32, fb.op(b, Op.DIV, F64, d, fb.op(b, Op.I2F, F64, w)))
    i = fb.op(b, Op.SEXT32, Ty.I64, fb.op(b, Op.F2I, Ty.I32, t))
    u = fb.op(b, Op.F2U64, Ty.I64, d)
    b.term = Return(fb.op(b, Op.XOR, Ty.I64, fb.op(b, Op.ADD, Ty.I64, i, fb.op(b, Op.F2I, Ty.I64, d)), u))
    return fb.finish()


def model_fp_f32(x: float, n: int, w: int) -> int:
    s = r32(x * r32(1.5))
    s = r32(s + int_to_f32(n))
    s = r32(s - int_to_f32(w & M64))
    d = s + float(n & M32)
    t = r32(_fdiv(d, float(w)))
    i = cvtt(t, 32)
    u = model_f2u64(F64, d)
    return wrap((wrap(i + cvtt(d, 64), 64)) ^ u, 64)


def build_fp_branch() -> ir.Function:
    """Float branches: ordered == (JCC NE + JCC P away), unordered < (swap-free B), a PHI of
    float constants (one +0.0), a fused float compare."""
    fb = FunctionBuilder("t_fp_branch", [F64, F64], F64)
    entry, eq, ne, lt, join = fb.block(), fb.block(), fb.block(), fb.block(), fb.block()
    x, y = fb.params
    entry.term = Branch(Cond.EQ, x, y, eq, ne)
    eq.term = Jump(join)
    c = fb.cmp(ne, Cond.ULT, x, y)
    ne.term = Branch(Cond.NE, c, i32(0), lt, join)
    lt.term = Jump(join)
    r = fb.phi(join, F64, (eq, f64(0.0)), (ne, f64(-1.0)), (lt, f64(2.5)))
    join.term = Return(r)
    return fb.finish()


def model_fp_branch(x: float, y: float) -> float:
    if x == y:
        return 0.0
    return 2.5 if not x >= y else -1.0


def build_fp_call() -> ir.Function:
    """Float arguments and results through calls: the mixed managed callee (9 float and 7
    integer arguments, so both kinds overflow to the stack), the same C function, fmodf."""
    fb = FunctionBuilder("t_fp_call", [F64, Ty.I32], F64)
    b = fb.block()
    x, n = fb.params
    args = _fmix_args(fb, b, x, n)
    r1 = fb.call(b, FCALLEE, *args)
    r2 = fb.call(b, FMIX, *args)
    m = fb.op(b, Op.FEXT, F64, fb.op(b, Op.REM, F32, fb.op(b, Op.FTRUNC, F32, r1), f32(7.0)))
    b.term = Return(fb.op(b, Op.ADD, F64, fb.op(b, Op.SUB, F64, r2, r1), m))
    return fb.finish()


FMIX_PARAMS = [F64, Ty.I32, F32, Ty.I64, F64, Ty.I32, F64, Ty.I64, F64, Ty.I32, F64, Ty.I64, F64,
               Ty.I32, F64, F32, F64]
FCALLEE = callee("t_fcallee", FMIX_PARAMS, F64)
FMIX = callee("rt_fmix", FMIX_PARAMS, F64)


def _fmix_args(fb: FunctionBuilder, b: ir.Block, x: ir.Value, n: ir.Value) -> list[ir.Value]:
    out: list[ir.Value] = []
    for k, ty in enumerate(FMIX_PARAMS):
        if ty is F64:
            out.append(x if k % 4 == 0 else f64(k + 0.5))
        elif ty is F32:
            out.append(fb.op(b, Op.FTRUNC, F32, x) if k == 2 else f32(k * 0.25))
        elif ty is Ty.I32:
            out.append(n if k % 3 == 1 else i32(k))
        else:
            out.append(i64(-k) if k != 7 else fb.op(b, Op.SEXT32, Ty.I64, n))
    return out


def build_fcallee() -> ir.Function:
    """sum of (k+1) * arg_k, left to right in f64 (C's rt_fmix computes the same)."""
    fb = FunctionBuilder("t_fcallee", FMIX_PARAMS, F64)
    b = fb.block()
    acc: ir.Value = f64(0.0)
    for k, p in enumerate(fb.params):
        v = p if p.ty is F64 else fb.op(b, Op.FEXT, F64, p) if p.ty is F32 else fb.op(b, Op.I2F, F64, p)
        acc = fb.op(b, Op.ADD, F64, acc, fb.op(b, Op.MUL, F64, v, f64(k + 1.0)))
    b.term = Return(acc)
    return fb.finish()


def model_fmix(args: list) -> float:
    acc = 0.0
    for k, v in enumerate(args):
        acc = acc + float(v) * (k + 1.0)
    return acc


def model_fp_call(x: float, n: int) -> float:
    args = []
    for k, ty in enumerate(FMIX_PARAMS):
        if ty is F64:
            args.append(x if k % 4 == 0 else k + 0.5)
        elif ty is F32:
            args.append(r32(x) if k == 2 else r32(k * 0.25))
        elif ty is Ty.I32:
            args.append(n if k % 3 == 1 else k)
        else:
            args.append(-k if k != 7 else n)
    r1 = model_fmix(args)
    m = _fmod(r32(r1), 7.0)
    return (model_fmix(args) - r1) + m


# ---- golden memory and function-pointer cases ---------------------------------------------------

def build_mem() -> ir.Function:
    """A stack slot folded into loads and stores (volatile, unaligned), its address taken
    (LEA) for memset, immediate stores of every width, a store truncating an i64."""
    fb = FunctionBuilder("t_mem", [Ty.I64, F64], Ty.I64)
    b = fb.block()
    w, d = fb.params
    slot = fb.op(b, Op.SLOT, Ty.I64, data=ir.Slot(16, 8))
    fb.op(b, Op.MEMSET, Ty.VOID, slot, i32(0xAB), i64(16))
    fb.op(b, Op.STORE, Ty.VOID, slot, w, data=ir.MemAccess(ir.Mem.I16))
    fb.op(b, Op.STORE, Ty.VOID, slot, i32(-2), data=ir.MemAccess(ir.Mem.U8, volatile=True))
    hi = fb.op(b, Op.LOAD, Ty.I64, slot, data=ir.MemAccess(ir.Mem.I64))
    p = fb.op(b, Op.ADD, Ty.I64, slot, i64(4))
    fb.op(b, Op.STORE, Ty.VOID, p, d, data=ir.MemAccess(ir.Mem.F64, align=1))
    dd = fb.op(b, Op.LOAD, F64, p, data=ir.MemAccess(ir.Mem.F64, align=1, volatile=True))
    fb.op(b, Op.STORE, Ty.VOID, p, f32(1.5), data=ir.MemAccess(ir.Mem.F32, align=2))
    lo = fb.op(b, Op.LOAD, Ty.I32, p, data=ir.MemAccess(ir.Mem.I16, align=1))
    q = fb.op(b, Op.LOAD, Ty.I64, slot, data=ir.MemAccess(ir.Mem.I64))
    r = fb.op(b, Op.XOR, Ty.I64, fb.op(b, Op.ADD, Ty.I64, hi, q), fb.op(b, Op.SEXT32, Ty.I64, lo))
    b.term = Return(fb.op(b, Op.ADD, Ty.I64, r, fb.op(b, Op.F2I, Ty.I64, dd)))
    return fb.finish()


def model_mem(w: int, d: float) -> int:
    buf = bytearray(b"\xab" * 16)
    buf[0:2] = (w & 0xFFFF).to_bytes(2, "little")
    buf[0] = 0xFE
    hi = wrap(int.from_bytes(buf[0:8], "little"), 64)
    buf[4:12] = struct.pack("<d", d)
    dd = struct.unpack("<d", bytes(buf[4:12]))[0]
    buf[4:8] = struct.pack("<f", 1.5)
    lo = wrap(int.from_bytes(buf[4:6], "little"), 16)
    q = wrap(int.from_bytes(buf[0:8], "little"), 64)
    return wrap(wrap(wrap(hi + q, 64) ^ lo, 64) + cvtt(dd, 64), 64)


def build_addr() -> ir.Function:
    """Address folding into memory operands and LEAs (isel/address.py), on a 128-byte stack
    array read at `16 + i * 8` as an array element is: the element (index scaled by a shift),
    the next one (`(i + 1) << 3`: the displacement scaled too), the previous one (a negative
    displacement added to an address that is also a value: LEA), a byte at `i + 16` (scale
    1), a char at `16 + i * 2` (scale 2 by a multiplication), an address both loaded and
    stored (computed by neither), and displacements beyond 32 bits that cancel out (never
    folded: each sum is made by ordinary adds). The element's offset `e - slot` is in the
    result, so `e` is also a value."""
    fb = FunctionBuilder("t_addr", [Ty.I32, Ty.I64], Ty.I64)
    b = fb.block()
    i, v = fb.params
    slot = fb.op(b, Op.SLOT, Ty.I64, data=ir.Slot(128, 8))
    fb.op(b, Op.MEMSET, Ty.VOID, slot, i32(0x5A), i64(128))
    idx = fb.op(b, Op.SEXT32, Ty.I64, i)

    def elements() -> ir.Inst:
        return fb.op(b, Op.ADD, Ty.I64, slot, i64(16))

    e = fb.op(b, Op.ADD, Ty.I64, elements(), fb.op(b, Op.SHL, Ty.I64, idx, i32(3)))
    fb.op(b, Op.STORE, Ty.VOID, e, v, data=ir.MemAccess(ir.Mem.I64))
    nxt = fb.op(b, Op.SHL, Ty.I64, fb.op(b, Op.ADD, Ty.I64, idx, i64(1)), i32(3))
    fb.op(b, Op.STORE, Ty.VOID, fb.op(b, Op.ADD, Ty.I64, elements(), nxt),
          fb.op(b, Op.MUL, Ty.I64, v, i64(3)), data=ir.MemAccess(ir.Mem.I64))
    prev = fb.op(b, Op.LOAD, Ty.I64, fb.op(b, Op.SUB, Ty.I64, e, i64(8)),
                 data=ir.MemAccess(ir.Mem.I64))
    byte = fb.op(b, Op.LOAD, Ty.I32, fb.op(b, Op.ADD, Ty.I64, fb.op(b, Op.ADD, Ty.I64, slot, idx),
                                           i64(16)), data=ir.MemAccess(ir.Mem.U8))
    char = fb.op(b, Op.LOAD, Ty.I32, fb.op(b, Op.ADD, Ty.I64, elements(),
                                           fb.op(b, Op.MUL, Ty.I64, i64(2), idx)),
                 data=ir.MemAccess(ir.Mem.U16))
    both = fb.op(b, Op.ADD, Ty.I64, elements(), fb.op(b, Op.SHL, Ty.I64, idx, i32(3)))
    old = fb.op(b, Op.LOAD, Ty.I64, both, data=ir.MemAccess(ir.Mem.I64))
    fb.op(b, Op.STORE, Ty.VOID, both, fb.op(b, Op.ADD, Ty.I64, old, i64(5)),
          data=ir.MemAccess(ir.Mem.I64))
    far = fb.op(b, Op.ADD, Ty.I64, slot, i64(1 << 32))
    near = fb.op(b, Op.ADD, Ty.I64, far, i64(24 - (1 << 32)))
    first = fb.op(b, Op.LOAD, Ty.I64, near, data=ir.MemAccess(ir.Mem.I64))
    total = fb.op(b, Op.ADD, Ty.I64, fb.op(b, Op.XOR, Ty.I64, prev, first),
                  fb.op(b, Op.SEXT32, Ty.I64, fb.op(b, Op.ADD, Ty.I32, byte, char)))
    b.term = Return(fb.op(b, Op.ADD, Ty.I64, total, fb.op(b, Op.SUB, Ty.I64, e, slot)))
    return fb.finish()


def model_addr(i: int, v: int) -> int:
    buf = bytearray(b"\x5a" * 128)

    def put(off: int, value: int) -> None:
        buf[off:off + 8] = (value & M64).to_bytes(8, "little")

    def get(off: int, n: int) -> int:
        return int.from_bytes(buf[off:off + n], "little")

    e = 16 + 8 * i
    put(e, v)
    put(e + 8, v * 3)
    prev = wrap(get(e - 8, 8), 64)
    byte, char = get(i + 16, 1), get(16 + 2 * i, 2)
    put(e, get(e, 8) + 5)
    first = wrap(get(24, 8), 64)
    return wrap((prev ^ first) + byte + char + e, 64)


def build_loadop() -> ir.Function:
    """Loads read through the user's memory operand: ADD64rm (the load on the left of a
    commutative add), SUB32rm, MULSDrm, CMP64mr (the load on the left of a compare),
    CMP32mi (against a constant), CMP64rm; a load with a store before its use and one
    with a call before its use stay loads, and so does a load with two uses. A float
    compared with a constant on its right reads the constant pool (UCOMISDrm)."""
    fb = FunctionBuilder("t_loadop", [Ty.I64, F64], Ty.I64)
    b = fb.block()
    x, d = fb.params
    slot = fb.op(b, Op.SLOT, Ty.I64, data=ir.Slot(32, 8))
    word, half, double = (ir.MemAccess(ir.Mem.I64), ir.MemAccess(ir.Mem.I32), ir.MemAccess(ir.Mem.F64))

    def at(offset: int) -> ir.Inst:
        return fb.op(b, Op.ADD, Ty.I64, slot, i64(offset))

    def load(ty: Ty, offset: int, access: ir.MemAccess) -> ir.Inst:
        return fb.op(b, Op.LOAD, ty, at(offset), data=access)

    fb.op(b, Op.STORE, Ty.VOID, slot, x, data=word)
    fb.op(b, Op.STORE, Ty.VOID, at(8), d, data=double)
    fb.op(b, Op.STORE, Ty.VOID, at(16), fb.op(b, Op.TRUNC, Ty.I32, x), data=half)
    r1 = fb.op(b, Op.ADD, Ty.I64, load(Ty.I64, 0, word), fb.op(b, Op.MUL, Ty.I64, x, i64(3)))
    r2 = fb.op(b, Op.SUB, Ty.I32, fb.op(b, Op.TRUNC, Ty.I32, r1), load(Ty.I32, 16, half))
    early = load(Ty.I32, 16, half)
    fb.op(b, Op.STORE, Ty.VOID, at(16), r2, data=half)
    r3 = fb.op(b, Op.XOR, Ty.I32, r2, early)
    before_call = load(Ty.I64, 0, word)
    fb.call(b, WRITE_I32, i32(42))
    r4 = fb.op(b, Op.ADD, Ty.I64, before_call, x)
    f = fb.op(b, Op.MUL, F64, fb.op(b, Op.ADD, F64, d, f64(1.0)), load(F64, 8, double))
    lt = fb.cmp(b, Cond.LT, load(Ty.I64, 0, word), r4)
    gt = fb.cmp(b, Cond.GT, load(Ty.I32, 16, half), i32(7))
    ge = fb.cmp(b, Cond.GE, x, load(Ty.I64, 0, word))
    above = fb.cmp(b, Cond.GT, d, f64(0.5))          # UCOMISDrm d, [pool]
    below = fb.cmp(b, Cond.LT, d, f64(0.5))          # 0.5 on the left: in a register
    twice = load(Ty.I64, 0, word)
    flags = fb.op(b, Op.OR, Ty.I32, fb.op(b, Op.SHL, Ty.I32, lt, i32(2)),
                  fb.op(b, Op.OR, Ty.I32, fb.op(b, Op.SHL, Ty.I32, gt, i32(1)), ge))
    flags = fb.op(b, Op.OR, Ty.I32, flags, fb.op(b, Op.OR, Ty.I32, fb.op(b, Op.SHL, Ty.I32, above, i32(3)),
                                                  fb.op(b, Op.SHL, Ty.I32, below, i32(4))))
    total = fb.op(b, Op.XOR, Ty.I64, fb.op(b, Op.MUL, Ty.I64, twice, twice), r4)
    total = fb.op(b, Op.ADD, Ty.I64, total, fb.op(b, Op.SEXT32, Ty.I64, fb.op(b, Op.ADD, Ty.I32, r3, flags)))
    b.term = Return(fb.op(b, Op.ADD, Ty.I64, total, fb.op(b, Op.F2I, Ty.I64, f)))
    return fb.finish()


def model_loadop(x: int, d: float) -> tuple[list[str], int]:
    r1 = wrap(x + 3 * x, 64)
    low = wrap(x, 32)
    r2 = wrap(wrap(r1, 32) - low, 32)
    r3 = r2 ^ low
    r4 = wrap(x + x, 64)
    f = (d + 1.0) * d
    flags = (x < r4) << 2 | (r2 > 7) << 1 | (x >= x) | (d > 0.5) << 3 | (d < 0.5) << 4
    total = wrap(wrap(wrap(x * x, 64) ^ r4, 64) + wrap(r3 + flags, 32), 64)
    return ["42"], wrap(total + cvtt(f, 64), 64)


def build_localloc() -> ir.Function:
    """Two dynamic allocations (variable size, constant size): 16-byte aligned, disjoint,
    writable; a call after them checks %rsp alignment."""
    fb = FunctionBuilder("t_localloc", [Ty.I64], Ty.I64)
    b = fb.block()
    (n,) = fb.params
    p = fb.op(b, Op.LOCALLOC, Ty.I64, n)
    q = fb.op(b, Op.LOCALLOC, Ty.I64, i64(24))
    fb.op(b, Op.MEMSET, Ty.VOID, p, i32(7), n)
    fb.op(b, Op.MEMSET, Ty.VOID, q, i32(1), i64(24))
    fb.call(b, WRITE_I64, n)
    last = fb.op(b, Op.LOAD, Ty.I32, fb.op(b, Op.ADD, Ty.I64, fb.op(b, Op.ADD, Ty.I64, p, n), i64(-1)),
                 data=ir.MemAccess(ir.Mem.U8))
    align = fb.op(b, Op.AND, Ty.I64, fb.op(b, Op.OR, Ty.I64, p, q), i64(15))
    gap = fb.op(b, Op.SUB, Ty.I64, p, q)
    far = fb.cmp(b, Cond.GE, gap, i64(32))
    r = fb.op(b, Op.ADD, Ty.I64, fb.op(b, Op.SEXT32, Ty.I64, fb.op(b, Op.MUL, Ty.I32, far, i32(100))),
              fb.op(b, Op.SEXT32, Ty.I64, last))
    b.term = Return(fb.op(b, Op.ADD, Ty.I64, r, align))
    return fb.finish()


UNARY_I32 = callee("", [Ty.I32], Ty.I32)


def build_calli() -> ir.Function:
    """ldftn + calli: the address picked by a PHI, an int call and a float call through it."""
    fb = FunctionBuilder("t_calli", [Ty.I32, F64], F64)
    entry, one, two, join = fb.block(), fb.block(), fb.block(), fb.block()
    x, d = fb.params
    entry.term = Branch(Cond.LT, x, i32(0), one, two)
    fa = fb.op(one, Op.FUNCADDR, Ty.I64, data=CALLEE_SQ)
    one.term = Jump(join)
    fbb = fb.op(two, Op.FUNCADDR, Ty.I64, data=CALLEE_TWICE)
    two.term = Jump(join)
    fp = fb.phi(join, Ty.I64, (one, fa), (two, fbb))
    r = fb.op(join, Op.CALLI, Ty.I32, fp, x, data=UNARY_I32)
    h = fb.op(join, Op.FUNCADDR, Ty.I64, data=CALLEE_HALF)
    g = fb.op(join, Op.CALLI, F64, h, d, r, data=callee("", [F64, Ty.I32], F64))
    join.term = Return(g)
    return fb.finish()


CALLEE_SQ = callee("t_sq", [Ty.I32], Ty.I32)
CALLEE_TWICE = callee("t_twice", [Ty.I32], Ty.I32)
CALLEE_HALF = callee("t_half", [F64, Ty.I32], F64)


def _simple_fn(name: str, params: list[Ty], ret: Ty, body) -> Callable[[], ir.Function]:
    def build() -> ir.Function:
        fb = FunctionBuilder(name, params, ret)
        b = fb.block()
        b.term = Return(body(fb, b, *fb.params))
        return fb.finish()
    return build


build_sq = _simple_fn("t_sq", [Ty.I32], Ty.I32, lambda fb, b, x: fb.op(b, Op.MUL, Ty.I32, x, x))
build_twice = _simple_fn("t_twice", [Ty.I32], Ty.I32, lambda fb, b, x: fb.op(b, Op.ADD, Ty.I32, x, x))
build_half = _simple_fn("t_half", [F64, Ty.I32], F64, lambda fb, b, d, n: fb.op(
    b, Op.ADD, F64, fb.op(b, Op.MUL, F64, d, f64(0.5)), fb.op(b, Op.I2F, F64, n)))


def model_calli(x: int, d: float) -> float:
    r = wrap(x * x, 32) if x < 0 else wrap(x + x, 32)
    return d * 0.5 + float(r)


def build_tailsum() -> ir.Function:
    """`tail.` self-recursion: TCRETURNdi64, no RET in that block."""
    fb = FunctionBuilder("t_tailsum", [Ty.I64, Ty.I64], Ty.I64)
    entry, rec, done = fb.block(), fb.block(), fb.block()
    n, acc = fb.params
    entry.term = Branch(Cond.EQ, n, i64(0), done, rec)
    r = fb.call(rec, callee("t_tailsum", [Ty.I64, Ty.I64], Ty.I64),
                fb.op(rec, Op.SUB, Ty.I64, n, i64(1)), fb.op(rec, Op.ADD, Ty.I64, acc, n))
    r.tail = True
    rec.term = Return(r)
    done.term = Return(acc)
    return fb.finish()


def build_tailcalli() -> ir.Function:
    """`tail. calli` with a float argument: TCRETURNri64 through a gr64_tc vreg."""
    fb = FunctionBuilder("t_tailcalli", [Ty.I32, F64], F64)
    entry, rec, done = fb.block(), fb.block(), fb.block()
    n, acc = fb.params
    entry.term = Branch(Cond.LE, n, i32(0), done, rec)
    fp = fb.op(rec, Op.FUNCADDR, Ty.I64, data=callee("t_tailcalli", [Ty.I32, F64], F64))
    r = fb.op(rec, Op.CALLI, F64, fp, fb.op(rec, Op.SUB, Ty.I32, n, i32(1)),
              fb.op(rec, Op.ADD, F64, acc, f64(0.5)), data=callee("", [Ty.I32, F64], F64))
    r.tail = True
    rec.term = Return(r)
    done.term = Return(acc)
    return fb.finish()


def build_tail_nojump() -> ir.Function:
    """`tail.` that cannot jump: a stack argument (callee7), so a normal call + RET."""
    fb = FunctionBuilder("t_tail_nojump", [Ty.I32], Ty.I32)
    b = fb.block()
    (x,) = fb.params
    r = fb.call(b, CALLEE7, x, i32(2), i32(3), i32(4), i32(5), i32(6), i32(7))
    r.tail = True
    b.term = Return(r)
    return fb.finish()


GOLDEN_CASES += [
    Case("t_fp_arith", build_fp_arith, "d", [(a, b) for a in FEW_F64 for b in FEW_F64], model_fp_arith, "dd"),
    Case("t_fp_f32", build_fp_f32, "l", [(x, n, w) for x in FEW_F32 for n in (0, -7, MIN32, MAX32)
                                          for w in (1, -3, MAX64, MIN64, 1 << 40)], model_fp_f32, "f"),
    Case("t_fp_branch", build_fp_branch, "d", [(a, b) for a in FEW_F64 for b in FEW_F64],
         model_fp_branch, "dd"),
    Case("t_fp_call", build_fp_call, "d", [(x, n) for x in (0.0, 1.5, -3.25, 1e10) for n in (0, 5, -9)],
         lambda x, n: model_fp_call(x, n), "d"),
    Case("t_mem", build_mem, "l", [(w, d) for w in (0, -1, 0x1234, MIN64) for d in (0.0, -1.5, 1e300, NAN)],
         model_mem, "_d"),
    Case("t_addr", build_addr, "l", [(i, v) for i in (0, 1, 5, 12) for v in (0, -1, 0x123456789)],
         model_addr),
    Case("t_loadop", build_loadop, "l", [(x, d) for x in (0, 5, -9, MAX32, 1 << 40, MIN64)
                                          for d in (0.0, -2.5, 1e300, NAN)], model_loadop, "_d"),
    Case("t_localloc", build_localloc, "l", [(n,) for n in (1, 5, 16, 17, 100, 4000)],
         lambda n: ([str(n)], 107)),
    Case("t_calli", build_calli, "d", [(x, d) for x in (-3, 0, 5, MIN32) for d in (1.0, -0.0, NAN)],
         model_calli, "_d"),
    Case("t_tailsum", build_tailsum, "l", [(0, 5), (10, 0), (10_000_000, 0)],
         lambda n, acc: acc + n * (n + 1) // 2),
    Case("t_tailcalli", build_tailcalli, "d", [(0, 1.0), (3, 0.25), (10_000_000, 0.0)],
         lambda n, acc: acc + 0.5 * max(n, 0), "_d"),
    Case("t_tail_nojump", build_tail_nojump, "i", [(1,), (-4,)],
         lambda x: (["7"], model_callee7(x, 2, 3, 4, 5, 6, 7))),
]

# ---- runtime functions computed in place (target.x86_64.INLINE_CALLS) ---------------------------

def math_callee(member: str, suffix: str) -> ir.Callee:
    ty = {"f64": F64, "f32": F32, "i64": Ty.I64, "u64": Ty.I64}.get(suffix, Ty.I32)
    return callee(f"rt_Math_{member}_{suffix}", [ty] * (1 if member in ("Sqrt", "Abs") else 2), ty)


def model_math(member: str, suffix: str, *args):
    """The runtime's Math functions (runtime/cil2mir_rt.c): float Min/Max return a NaN first
    argument, and the second for equal ones (zeros of either sign); integers compare signed
    or unsigned by the suffix."""
    if member == "Sqrt":
        (x,) = args
        return NAN if math.isnan(x) or x < 0 else math.sqrt(x)
    if member == "Abs":
        return math.fabs(args[0])
    a, b = args
    if suffix in ("f64", "f32"):
        first = math.isnan(a) or (a < b if member == "Min" else a > b)
    else:
        bits = 64 if suffix in ("i64", "u64") else 32
        ua, ub = (a & ((1 << bits) - 1), b & ((1 << bits) - 1)) if suffix[0] == "u" else (a, b)
        first = ua <= ub if member == "Min" else ua >= ub
    return a if first else b


def build_fmath() -> ir.Function:
    """Math.Max(Math.Min(Math.Sqrt(x), Math.Abs(y)), y), all in place."""
    fb = FunctionBuilder("t_fmath", [F64, F64], F64)
    b = fb.block()
    x, y = fb.params
    root = fb.call(b, math_callee("Sqrt", "f64"), x)
    low = fb.call(b, math_callee("Min", "f64"), root, fb.call(b, math_callee("Abs", "f64"), y))
    b.term = Return(fb.call(b, math_callee("Max", "f64"), low, y))
    return fb.finish()


def model_fmath(x: float, y: float) -> float:
    low = model_math("Min", "f64", model_math("Sqrt", "f64", x), math.fabs(y))
    return model_math("Max", "f64", low, y)


def build_imath() -> ir.Function:
    """(long)Math.Max(a, b) + Math.Min((ulong)c, (ulong)d), with a constant operand too."""
    fb = FunctionBuilder("t_imath", [Ty.I32, Ty.I32, Ty.I64, Ty.I64], Ty.I64)
    blk = fb.block()
    a, b, c, d = fb.params
    high = fb.call(blk, math_callee("Max", "i32"), a, b)
    low = fb.call(blk, math_callee("Min", "u64"), c, fb.call(blk, math_callee("Max", "i64"), d, i64(-5)))
    blk.term = Return(fb.op(blk, Op.ADD, Ty.I64, fb.op(blk, Op.SEXT32, Ty.I64, high), low))
    return fb.finish()


def model_imath(a: int, b: int, c: int, d: int) -> int:
    low = model_math("Min", "u64", c, model_math("Max", "i64", d, -5))
    return wrap(max(a, b) + low, 64)


def _math_case(member: str, suffix: str) -> Case:
    name = f"t_math_{member.lower()}_{suffix}"
    target = math_callee(member, suffix)
    ty = target.ret

    def build() -> ir.Function:
        fb = FunctionBuilder(name, list(target.params), ty)
        b = fb.block()
        b.term = Return(fb.call(b, target, *fb.params))
        return fb.finish()

    if ty.is_float:
        values = (EDGES_F64 + [-NAN] if ty is F64 else EDGES_F32)
        values = values if len(target.params) == 1 else (FEW_F64 if ty is F64 else FEW_F32)
        k = _fret(ty)
    else:
        small = {"i8": [-128, -1, 0, 1, 127], "u8": [0, 1, 127, 128, 255],
                 "i16": [-32768, -1, 0, 5, 32767], "u16": [0, 1, 32767, 32768, 65535],
                 "u32": [0, 1, MAX32, MIN32, -1]}
        values = small.get(suffix, EDGES32 if ty is Ty.I32 else EDGES64)
        k = ""
    inputs = [(v,) for v in values] if len(target.params) == 1 else [(a, b) for a in values for b in values]
    return Case(name, build, _fret(ty), inputs,
                lambda *args: model_math(member, suffix, *args), k * len(target.params))


# ---- small block copies and fills (selected as moves) -----------------------------------------

def _block_case(op: Op, size: int, offsets: tuple[int, int], byte: int = 0) -> Case:
    """Two 80-byte slots A and B filled with known words; then MEMCPY(B + d, A + s, size) or
    MEMSET(B + d, byte, size), with the slots themselves as addresses when the offset is
    0 (frame indexes) or computed ones (registers); returns a hash of B's ten words."""
    d, src = offsets
    kind = f"cpy_{size}_{d}_{src}" if op is Op.MEMCPY else f"set_{size}_{d}_{byte:x}"
    name = f"t_blk_{kind}"

    def build() -> ir.Function:
        fb = FunctionBuilder(name, [Ty.I64], Ty.I64)
        b = fb.block()
        (seed,) = fb.params
        a_slot = fb.op(b, Op.SLOT, Ty.I64, data=ir.Slot(80, 8))
        b_slot = fb.op(b, Op.SLOT, Ty.I64, data=ir.Slot(80, 8))
        word = ir.MemAccess(ir.Mem.I64)

        def at(slot: ir.Value, off: int) -> ir.Value:
            return slot if off == 0 else fb.op(b, Op.ADD, Ty.I64, slot, i64(off))
        for k in range(10):
            fb.op(b, Op.STORE, Ty.VOID, at(a_slot, 8 * k), fb.op(b, Op.MUL, Ty.I64, seed, i64(k + 1)), data=word)
            fb.op(b, Op.STORE, Ty.VOID, at(b_slot, 8 * k), i64(wrap(0x0101010101010101 * k, 64)), data=word)
        if op is Op.MEMCPY:
            fb.op(b, op, Ty.VOID, at(b_slot, d), at(a_slot, src), i64(size))
        else:
            fb.op(b, op, Ty.VOID, at(b_slot, d), i32(byte), i64(size))
        h: ir.Value = i64(0)
        for k in range(10):
            loaded = fb.op(b, Op.LOAD, Ty.I64, at(b_slot, 8 * k), data=word)
            h = fb.op(b, Op.ADD, Ty.I64, h, fb.op(b, Op.MUL, Ty.I64, loaded, i64(2 * k + 1)))
        b.term = Return(h)
        return fb.finish()

    def model(seed: int) -> int:
        a = b"".join(wrap(seed * (k + 1), 64).to_bytes(8, "little", signed=True) for k in range(10))
        buf = bytearray(b"".join(wrap(0x0101010101010101 * k, 64).to_bytes(8, "little", signed=True)
                                 for k in range(10)))
        buf[d:d + size] = a[src:src + size] if op is Op.MEMCPY else bytes([byte & 0xFF]) * size
        words = [int.from_bytes(buf[8 * k:8 * k + 8], "little", signed=True) for k in range(10)]
        return wrap(sum(w * (2 * k + 1) for k, w in enumerate(words)), 64)

    return Case(name, build, "l", [(x,) for x in (0, -1, 0x123456789ABCDEF, MIN64)], model)


def block_cases() -> list[Case]:
    cases = []
    for size in (0, 1, 2, 3, 7, 8, 12, 15, 16, 17, 24, 31, 40, 63, 64, 65):
        cases += [_block_case(Op.MEMCPY, size, (0, 0)), _block_case(Op.MEMCPY, size, (3, 5))]
        for byte in (0, 0xFF, 0x15A):
            cases.append(_block_case(Op.MEMSET, size, (0 if byte else 1, 0), byte))
    return cases


def math_cases() -> list[Case]:
    cases = [_math_case("Sqrt", "f64"), _math_case("Abs", "f64"), _math_case("Abs", "f32")]
    for member in ("Min", "Max"):
        cases += [_math_case(member, s) for s in ("f64", "f32", "i8", "u8", "i16", "u16", "i32", "u32",
                                                   "i64", "u64")]
    return cases


def build_blocks() -> ir.Function:
    """A 24-byte copy between slots and a 12-byte zeroing through a pointer: moves, no calls."""
    fb = FunctionBuilder("t_blocks", [Ty.I64], Ty.I64)
    b = fb.block()
    (p,) = fb.params
    a_slot = fb.op(b, Op.SLOT, Ty.I64, data=ir.Slot(24, 8))
    b_slot = fb.op(b, Op.SLOT, Ty.I64, data=ir.Slot(24, 8))
    fb.op(b, Op.MEMCPY, Ty.VOID, a_slot, p, i64(24))
    fb.op(b, Op.MEMCPY, Ty.VOID, b_slot, a_slot, i64(24))
    fb.op(b, Op.MEMSET, Ty.VOID, p, i32(0), i64(12))
    word = ir.MemAccess(ir.Mem.I64)
    second = fb.op(b, Op.LOAD, Ty.I64, fb.op(b, Op.ADD, Ty.I64, b_slot, i64(8)), data=word)
    b.term = Return(fb.op(b, Op.ADD, Ty.I64, fb.op(b, Op.LOAD, Ty.I64, p, data=word), second))
    return fb.finish()


GOLDEN_CASES += [
    Case("t_blocks", build_blocks, "l"),
    Case("t_fmath", build_fmath, "d", [(a, b) for a in FEW_F64 for b in FEW_F64], model_fmath, "dd"),
    Case("t_imath", build_imath, "l", [(a, b, c, d) for a in (-1, 0, MAX32) for b in (MIN32, 3)
                                        for c in (0, -1, 7) for d in (MIN64, 9, -1)], model_imath),
]

# ---- several instructions as one (isel/combine.py) and float constants of loops (isel/hoist.py)

def build_count_mask() -> ir.Function:
    """Shift counts read through the masks x86 applies itself: `x << ((n & 31) & 31)` shifts
    by n (both ANDs gone), and so does a 32-bit shift by `63 & n`; `n & 31` read by a
    64-bit shift stays (it clears bit 5) though a 32-bit shift by it reads n, `n & 15`
    stays, and `n & 63` used as a value too is computed while the shift reads n."""
    fb = FunctionBuilder("t_count_mask", [Ty.I32, Ty.I32, Ty.I64], Ty.I64)
    b = fb.block()
    x, n, w = fb.params

    def masked(value: ir.Value, mask: int) -> ir.Inst:
        return fb.op(b, Op.AND, Ty.I32, value, i32(mask))

    a = fb.op(b, Op.SHL, Ty.I32, x, masked(masked(n, 31), 31))
    c = fb.op(b, Op.SHR, Ty.I32, x, fb.op(b, Op.AND, Ty.I32, i32(63), n))
    k = masked(n, 31)
    d = fb.op(b, Op.SHL, Ty.I64, w, k)
    e = fb.op(b, Op.SHR_UN, Ty.I32, x, k)
    f = fb.op(b, Op.SHR, Ty.I64, w, masked(n, 15))
    g = masked(n, 63)
    h = fb.op(b, Op.SHR_UN, Ty.I64, w, g)
    low = fb.op(b, Op.XOR, Ty.I32, fb.op(b, Op.XOR, Ty.I32, a, c), e)
    total = fb.op(b, Op.ADD, Ty.I64, fb.op(b, Op.ZEXT32, Ty.I64, low), fb.op(b, Op.XOR, Ty.I64, d, f))
    total = fb.op(b, Op.ADD, Ty.I64, total, fb.op(b, Op.ADD, Ty.I64, h, fb.op(b, Op.SEXT32, Ty.I64, g)))
    b.term = Return(total)
    return fb.finish()


def model_count_mask(x: int, n: int, w: int) -> int:
    a = model_binop(Op.SHL, 32, x, n & 31)
    c = model_binop(Op.SHR, 32, x, n & 63)
    d = model_binop(Op.SHL, 64, w, n & 31)
    e = model_binop(Op.SHR_UN, 32, x, n & 31)
    f = model_binop(Op.SHR, 64, w, n & 15)
    h = model_binop(Op.SHR_UN, 64, w, n & 63)
    low = (a ^ c ^ e) & M32
    return wrap(low + (d ^ f) + h + (n & 63), 64)


def build_rmw() -> ir.Function:
    """Read-modify-write into memory: `store p, load(p) op x` is one OP32mr/OP64mi32
    (an array-like element `%stack.0, 8, %i, 16`, the load on either side of a commutative
    op, an immediate, a 64-bit constant in a register). Each stays a load, op and store
    when the loaded value is the subtrahend, is used twice, or the result is; when a
    store (to another word) or a call comes between; and when the accesses are volatile."""
    fb = FunctionBuilder("t_rmw", [Ty.I64, Ty.I32, Ty.I64], Ty.I64)
    b = fb.block()
    i, x, y = fb.params
    slot = fb.op(b, Op.SLOT, Ty.I64, data=ir.Slot(112, 8))
    word, half = ir.MemAccess(ir.Mem.I64), ir.MemAccess(ir.Mem.I32)
    volatile = ir.MemAccess(ir.Mem.I32, volatile=True)

    def at(offset: int) -> ir.Inst:
        return fb.op(b, Op.ADD, Ty.I64, slot, i64(offset))

    def update(op: Op, ty: Ty, offset: int | ir.Value, value: ir.Value, load_left: bool = True,
               access: ir.MemAccess | None = None) -> tuple[ir.Inst, ir.Inst]:
        access = access or (word if ty is Ty.I64 else half)
        address = at(offset) if isinstance(offset, int) else offset
        old = fb.op(b, Op.LOAD, ty, address, data=access)
        new = fb.op(b, op, ty, *((old, value) if load_left else (value, old)))
        fb.op(b, Op.STORE, Ty.VOID, address, new, data=access)
        return old, new

    for k in range(14):
        fb.op(b, Op.STORE, Ty.VOID, at(8 * k), fb.op(b, Op.ADD, Ty.I64, y, i64(k)), data=word)
    element = fb.op(b, Op.ADD, Ty.I64, fb.op(b, Op.ADD, Ty.I64, slot, i64(16)),
                    fb.op(b, Op.SHL, Ty.I64, i, i32(3)))
    update(Op.ADD, Ty.I64, element, y)                                # ADD64mr %stack.0, 8, %i, 16
    update(Op.ADD, Ty.I32, 0, x, load_left=False)                     # ADD32mr
    update(Op.SUB, Ty.I32, 4, i32(7))                                 # SUB32mi
    update(Op.SUB, Ty.I32, 48, x, load_left=False)                    # x - [m]: stays
    update(Op.AND, Ty.I64, 56, i64(-256))                             # AND64mi32
    update(Op.OR, Ty.I32, 60, i32(0x100))                             # OR32mi
    update(Op.XOR, Ty.I64, 64, i64(0x123456789))                      # XOR64mr of a MOV64ri
    twice, _ = update(Op.ADD, Ty.I32, 72, i32(1))                     # the load used twice
    _, kept = update(Op.XOR, Ty.I32, 76, x)                           # the result used twice
    old = fb.op(b, Op.LOAD, Ty.I64, at(80), data=word)                # a store between
    fb.op(b, Op.STORE, Ty.VOID, at(88), y, data=word)
    fb.op(b, Op.STORE, Ty.VOID, at(80), fb.op(b, Op.ADD, Ty.I64, old, i64(3)), data=word)
    old = fb.op(b, Op.LOAD, Ty.I32, at(96), data=half)                # a call between
    fb.call(b, WRITE_I32, x)
    fb.op(b, Op.STORE, Ty.VOID, at(96), fb.op(b, Op.OR, Ty.I32, old, x), data=half)
    update(Op.ADD, Ty.I32, 104, i32(5), access=volatile)              # volatile: stays
    total: ir.Value = fb.op(b, Op.ADD, Ty.I64, fb.op(b, Op.SEXT32, Ty.I64, twice),
                            fb.op(b, Op.SEXT32, Ty.I64, kept))
    for k in range(14):
        value = fb.op(b, Op.LOAD, Ty.I64, at(8 * k), data=word)
        total = fb.op(b, Op.XOR, Ty.I64, fb.op(b, Op.MUL, Ty.I64, total, i64(31)), value)
    b.term = Return(total)
    return fb.finish()


def model_rmw(i: int, x: int, y: int) -> tuple[list[str], int]:
    mem = bytearray(112)

    def get(offset: int, size: int) -> int:
        return wrap(int.from_bytes(mem[offset:offset + size], "little"), 8 * size)

    def put(offset: int, size: int, value: int) -> None:
        mem[offset:offset + size] = (value & ((1 << 8 * size) - 1)).to_bytes(size, "little")

    def update(offset: int, size: int, fn) -> tuple[int, int]:
        old = get(offset, size)
        new = wrap(fn(old), 8 * size)
        put(offset, size, new)
        return old, new

    for k in range(14):
        put(8 * k, 8, y + k)
    update(16 + 8 * i, 8, lambda m: m + y)
    update(0, 4, lambda m: x + m)
    update(4, 4, lambda m: m - 7)
    update(48, 4, lambda m: x - m)
    update(56, 8, lambda m: m & -256)
    update(60, 4, lambda m: m | 0x100)
    update(64, 8, lambda m: m ^ 0x123456789)
    twice, _ = update(72, 4, lambda m: m + 1)
    _, kept = update(76, 4, lambda m: m ^ x)
    update(80, 8, lambda m: (put(88, 8, y), m + 3)[1])
    update(96, 4, lambda m: m | x)
    update(104, 4, lambda m: m + 5)
    total = wrap(twice + kept, 64)
    for k in range(14):
        total = wrap(wrap(total * 31, 64) ^ get(8 * k, 8), 64)
    return [str(wrap(x, 32))], total


def build_addr_shared() -> ir.Function:
    """A scaled index that several element addresses use (`a[i] = b[i]`) is absorbed by each
    (isel/address.py, shared: no LEA); one also used as a value is computed once (an LEA)
    and read by each address; a shape of two terms used twice is computed once."""
    fb = FunctionBuilder("t_addr_shared", [Ty.I32, Ty.I64], Ty.I64)
    b = fb.block()
    i, v = fb.params
    word = ir.MemAccess(ir.Mem.I64)
    slot = fb.op(b, Op.SLOT, Ty.I64, data=ir.Slot(128, 8))
    fb.op(b, Op.MEMSET, Ty.VOID, slot, i32(0x11), i64(128))
    idx = fb.op(b, Op.SEXT32, Ty.I64, i)

    def at(offset: int, index: ir.Value) -> ir.Inst:
        return fb.op(b, Op.ADD, Ty.I64, fb.op(b, Op.ADD, Ty.I64, slot, i64(offset)), index)

    scaled = fb.op(b, Op.SHL, Ty.I64, idx, i32(3))
    fb.op(b, Op.STORE, Ty.VOID, at(16, scaled), v, data=word)
    other = at(72, scaled)
    fb.op(b, Op.STORE, Ty.VOID, other, fb.op(b, Op.ADD, Ty.I64, fb.op(b, Op.LOAD, Ty.I64, other, data=word), v),
          data=word)
    valued = fb.op(b, Op.SHL, Ty.I64, idx, i32(2))
    half = fb.op(b, Op.LOAD, Ty.I32, at(8, valued), data=ir.MemAccess(ir.Mem.I32))
    pair = fb.op(b, Op.ADD, Ty.I64, slot, idx)
    low = fb.op(b, Op.LOAD, Ty.I32, fb.op(b, Op.ADD, Ty.I64, pair, i64(3)), data=ir.MemAccess(ir.Mem.U8))
    high = fb.op(b, Op.LOAD, Ty.I32, fb.op(b, Op.ADD, Ty.I64, pair, i64(5)), data=ir.MemAccess(ir.Mem.U8))
    first = fb.op(b, Op.LOAD, Ty.I64, at(16, i64(0)), data=word)
    total = fb.op(b, Op.XOR, Ty.I64, fb.op(b, Op.LOAD, Ty.I64, at(72, scaled), data=word), first)
    total = fb.op(b, Op.ADD, Ty.I64, total, fb.op(b, Op.SEXT32, Ty.I64,
                                                  fb.op(b, Op.ADD, Ty.I32, half, fb.op(b, Op.SUB, Ty.I32, low, high))))
    b.term = Return(fb.op(b, Op.XOR, Ty.I64, total, valued))
    return fb.finish()


def model_addr_shared(i: int, v: int) -> int:
    mem = bytearray(b"\x11" * 128)

    def get(offset: int, size: int) -> int:
        return wrap(int.from_bytes(mem[offset:offset + size], "little"), 8 * size)

    mem[16 + 8 * i:24 + 8 * i] = (v & M64).to_bytes(8, "little")
    mem[72 + 8 * i:80 + 8 * i] = ((get(72 + 8 * i, 8) + v) & M64).to_bytes(8, "little")
    half = get(8 + 4 * i, 4)
    low, high = get(3 + i, 1) & 0xFF, get(5 + i, 1) & 0xFF
    total = get(72 + 8 * i, 8) ^ get(16, 8)
    return wrap(total + wrap(half + low - high, 32), 64) ^ 4 * i


def build_bit_test() -> ir.Function:
    """`(x & (1 << n)) ==/!= 0` is BT and a condition on CF: a branch on a fused compare
    (the count read through its mask), a value (`1 << n` on the left), a 64-bit test (the
    index zero-extended); with `1 << n` used twice it is a shift and a TEST, as is any
    other AND compared with 0: signed (`< 0`: SF) with an imm32, unsigned with the zero on
    the left and a 64-bit mask in a register."""
    fb = FunctionBuilder("t_bit_test", [Ty.I32, Ty.I32, Ty.I64], Ty.I32)
    entry, yes, no = fb.block(), fb.block(), fb.block()
    x, n, w = fb.params

    def bit(ty: Ty, count: ir.Value) -> ir.Inst:
        return fb.op(entry, Op.SHL, ty, i32(1) if ty is Ty.I32 else i64(1), count)

    a = fb.cmp(entry, Cond.EQ, fb.op(entry, Op.AND, Ty.I32, bit(Ty.I32, n), x), i32(0))
    c = fb.cmp(entry, Cond.NE, fb.op(entry, Op.AND, Ty.I64, w, bit(Ty.I64, n)), i64(0))
    shared = bit(Ty.I32, fb.op(entry, Op.ADD, Ty.I32, n, i32(1)))
    d = fb.cmp(entry, Cond.NE, fb.op(entry, Op.AND, Ty.I32, x, shared), i32(0))
    e = fb.cmp(entry, Cond.LT, fb.op(entry, Op.AND, Ty.I32, x, i32(MIN32 | 6)), i32(0))
    g = fb.cmp(entry, Cond.ULT, i64(0), fb.op(entry, Op.AND, Ty.I64, w, i64(0x123456789)))
    flags = fb.op(entry, Op.OR, Ty.I32, fb.op(entry, Op.OR, Ty.I32, a, fb.op(entry, Op.SHL, Ty.I32, c, i32(1))),
                  fb.op(entry, Op.OR, Ty.I32, fb.op(entry, Op.SHL, Ty.I32, d, i32(2)), shared))
    flags = fb.op(entry, Op.OR, Ty.I32, flags, fb.op(entry, Op.OR, Ty.I32, fb.op(entry, Op.SHL, Ty.I32, e, i32(3)),
                                                     fb.op(entry, Op.SHL, Ty.I32, g, i32(4))))
    test = fb.cmp(entry, Cond.NE, fb.op(entry, Op.AND, Ty.I32, x,
                                        bit(Ty.I32, fb.op(entry, Op.AND, Ty.I32, n, i32(31)))), i32(0))
    entry.term = Branch(Cond.NE, test, i32(0), yes, no)
    yes.term = Return(fb.op(yes, Op.ADD, Ty.I32, flags, i32(1000)))
    no.term = Return(flags)
    return fb.finish()


def model_bit_test(x: int, n: int, w: int) -> int:
    def has(value: int, k: int, bits: int) -> int:
        return (value >> (k & (bits - 1))) & 1

    shared = wrap(1 << ((n + 1) & 31), 32)
    flags = (1 - has(x, n, 32)) | has(w, n, 64) << 1 | has(x, n + 1, 32) << 2 | shared
    flags |= (wrap(x & (MIN32 | 6), 32) < 0) << 3 | ((w & 0x123456789) != 0) << 4
    return wrap(flags + 1000 if has(x, n, 32) else flags, 32)


def build_rotate() -> ir.Function:
    """`~(1 << n)` is `rol(-2, n)` for 32 and 64 bits (the count read through its mask);
    `~(3 << n)` stays a shift and a NOT."""
    fb = FunctionBuilder("t_rotate", [Ty.I32, Ty.I64], Ty.I64)
    b = fb.block()
    n, w = fb.params
    a = fb.op(b, Op.NOT, Ty.I32, fb.op(b, Op.SHL, Ty.I32, i32(1), fb.op(b, Op.AND, Ty.I32, n, i32(31))))
    c = fb.op(b, Op.NOT, Ty.I64, fb.op(b, Op.SHL, Ty.I64, i64(1), n))
    d = fb.op(b, Op.NOT, Ty.I32, fb.op(b, Op.SHL, Ty.I32, i32(3), n))
    total = fb.op(b, Op.XOR, Ty.I64, fb.op(b, Op.AND, Ty.I64, c, w), fb.op(b, Op.SEXT32, Ty.I64, a))
    b.term = Return(fb.op(b, Op.ADD, Ty.I64, total, fb.op(b, Op.ZEXT32, Ty.I64, d)))
    return fb.finish()


def model_rotate(n: int, w: int) -> int:
    a = wrap(~(1 << (n & 31)), 32)
    c = wrap(~(1 << (n & 63)), 64)
    d = wrap(~(3 << (n & 31)), 32) & M32
    return wrap(((c & w) ^ a) + d, 64)


def build_fconst_loop() -> ir.Function:
    """Float constants a loop needs in registers (4.0 left of an ordered compare, 1.0 as
    a minuend) are loaded once in the preheader, the entry block here; 2.0 stays a memory
    operand (MULSDrm). Counts the steps of s = 1 - s * -2.0 while s <= 4.0 (NaN: none)."""
    fb = FunctionBuilder("t_fconst_loop", [F64, Ty.I32], Ty.I32)
    entry, head, body, done = fb.block(), fb.block(), fb.block(), fb.block()
    x, limit = fb.params
    entry.term = Jump(head)
    k = fb.phi(head, Ty.I32)
    v = fb.phi(head, F64)
    head.term = Branch(Cond.LE, v, f64(4.0), body, done)
    v2 = fb.op(body, Op.SUB, F64, f64(1.0), fb.op(body, Op.MUL, F64, v, f64(-2.0)))
    k2 = fb.op(body, Op.ADD, Ty.I32, k, i32(1))
    body.term = Branch(Cond.LT, k2, limit, head, done)
    k.incoming = [(entry, i32(0)), (body, k2)]
    v.incoming = [(entry, x), (body, v2)]
    done.term = Return(fb.phi(done, Ty.I32, (head, k), (body, k2)))
    return fb.finish()


def model_fconst_loop(x: float, limit: int) -> int:
    k = 0
    while x <= 4.0:
        x = 1.0 - x * -2.0
        k += 1
        if k >= limit:
            break
    return k


def build_fconst_call() -> ir.Function:
    """A loop that makes a call keeps its float constant load inside (no XMM register
    survives the call)."""
    fb = FunctionBuilder("t_fconst_call", [F64], Ty.I32)
    entry, head, body, done = fb.block(), fb.block(), fb.block(), fb.block()
    (x,) = fb.params
    entry.term = Jump(head)
    k = fb.phi(head, Ty.I32)
    v = fb.phi(head, F64)
    head.term = Branch(Cond.LE, v, f64(2.5), body, done)
    fb.call(body, WRITE_I32, k)
    k.incoming = [(entry, i32(0)), (body, fb.op(body, Op.ADD, Ty.I32, k, i32(1)))]
    v.incoming = [(entry, x), (body, fb.op(body, Op.ADD, F64, v, f64(1.0)))]
    body.term = Jump(head)
    done.term = Return(k)
    return fb.finish()


def model_fconst_call(x: float) -> tuple[list[str], int]:
    lines = []
    while x <= 2.5:
        lines.append(str(len(lines)))
        x += 1.0
    return lines, len(lines)


COUNTS = (0, 1, 5, 31, 32, 33, 63, 64, 65, -1, -31, -32, -33, MAX32, MIN32)
GOLDEN_CASES += [
    Case("t_count_mask", build_count_mask, "l",
         [(x, n, w) for x in (1, -1, MIN32 + 5) for n in COUNTS for w in (1, -1, MIN64 + 3)], model_count_mask),
    Case("t_rmw", build_rmw, "l", [(i, x, y) for i in (0, 3) for x in (0, -1, MAX32, 12345)
                                   for y in (0, -1, MAX64, 1 << 35)], model_rmw),
    Case("t_addr_shared", build_addr_shared, "l", [(i, v) for i in (0, 1, 6) for v in (0, -1, 1 << 40)],
         model_addr_shared),
    Case("t_bit_test", build_bit_test, "i",
         [(x, n, w) for x in (0, -1, 5, MIN32) for n in COUNTS for w in (0, -1, 1 << 40, MIN64)], model_bit_test),
    Case("t_rotate", build_rotate, "l", [(n, w) for n in COUNTS for w in (0, -1, 0x123456789ABCDEF)],
         model_rotate),
    Case("t_fconst_loop", build_fconst_loop, "i",
         [(x, limit) for x in (0.0, -1.0, 4.0, 4.5, 1.0, -0.5, NAN, -INF) for limit in (1, 3, 100)],
         model_fconst_loop, "d"),
    Case("t_fconst_call", build_fconst_call, "i", [(x,) for x in (0.0, 2.5, 3.0, NAN, -1.5)],
         model_fconst_call, "d"),
]

HELPER_CASES = [
    Case("t_fcallee", build_fcallee, "v"),
    Case("t_sq", build_sq, "i", [(7,), (-3,)], lambda x: wrap(x * x, 32)),
    Case("t_twice", build_twice, "i", [(7,)], lambda x: 14),
    Case("t_half", build_half, "d", [(3.0, 2)], lambda d, n: 3.5, "d"),
]


# ---- generated float and memory cases (run only) -------------------------------------------------

def _fbinop_case(op: Op, ty: Ty, right: float | None = None) -> Case:
    name = f"t_f{op.name.lower()}_{ty.value}" + ("_k" if right is not None else "")
    k = _fret(ty)

    def build() -> ir.Function:
        fb = FunctionBuilder(name, [ty] if right is not None else [ty, ty], ty)
        b = fb.block()
        rhs = fconst(ty, right) if right is not None else fb.params[1]
        b.term = Return(fb.op(b, op, ty, fb.params[0], rhs))
        return fb.finish()

    values = FEW_F64 if ty is F64 else FEW_F32
    if right is not None:
        return Case(name, build, k, [(a,) for a in values], lambda a: model_fbinop(op, ty, a, fround(ty, right)), k)
    return Case(name, build, k, [(a, b) for a in values for b in values],
                lambda a, b: model_fbinop(op, ty, a, b), k * 2)


def _fneg_case(ty: Ty) -> Case:
    name = f"t_fneg_{ty.value}"
    k = _fret(ty)

    def build() -> ir.Function:
        fb = FunctionBuilder(name, [ty], ty)
        b = fb.block()
        b.term = Return(fb.op(b, Op.NEG, ty, fb.params[0]))
        return fb.finish()

    return Case(name, build, k, [(a,) for a in (EDGES_F64 if ty is F64 else EDGES_F32)], lambda a: -a, k)


def _fcmp_case(cond: Cond, ty: Ty, as_branch: bool, right: float | None = None) -> Case:
    kind = "br" if as_branch else "cmp"
    name = f"t_f{kind}_{cond.value}_{ty.value}" + ("_k" if right is not None else "")

    def build() -> ir.Function:
        fb = FunctionBuilder(name, [ty] if right is not None else [ty, ty], Ty.I32)
        entry = fb.block()
        a = fb.params[0]
        b = fconst(ty, right) if right is not None else fb.params[1]
        if not as_branch:
            entry.term = Return(fb.cmp(entry, cond, a, b))
            return fb.finish()
        yes, no = fb.block(), fb.block()
        entry.term = Branch(cond, a, b, yes, no)
        yes.term = Return(i32(10))
        no.term = Return(i32(20))
        return fb.finish()

    values = [0.0, -0.0, 1.0, -1.5, NAN, INF, -INF, 1e-310 if ty is F64 else r32(1e-40)]

    def model(a: float, b: float | None = None) -> int:
        hit = model_fcond(cond, a, b if right is None else fround(ty, right))
        return (10 if hit else 20) if as_branch else int(hit)

    k = _fret(ty)
    if right is not None:
        return Case(name, build, "i", [(a,) for a in values], model, k)
    return Case(name, build, "i", [(a, b) for a in values for b in values], model, k * 2)


def _fconv_case(op: Op, src: Ty, dst: Ty) -> Case:
    name = f"t_{op.name.lower()}_{src.value}_{dst.value}"

    def build() -> ir.Function:
        fb = FunctionBuilder(name, [src], dst)
        b = fb.block()
        b.term = Return(fb.op(b, op, dst, fb.params[0]))
        return fb.finish()

    if src.is_float:
        values = list(EDGES_F64 if src is F64 else EDGES_F32)
        values += [fround(src, v) for v in (-0.9, 2.0 ** 31 - 1, -(2.0 ** 31) - 1, 2.0 ** 63 + 2 ** 11 * 3,
                                            2.0 ** 64 - 2 ** 11, -1e20, 1e20, 123456789.5, -2.0 ** 63 - 4096)]
    else:
        values = (EDGES32 + [1 << 24 | 1, (1 << 25) + 3, 16777217] if src is Ty.I32 else
                  EDGES64 + [(1 << 53) + 1, (1 << 63) + 1025 - (1 << 64), -1025, (1 << 62) + 1, 0x7FFFFFFFFFFFFDFF,
                             -(1 << 63) + 0x401])
    return Case(name, build, _fret(dst), [(v,) for v in values], lambda v: model_fconv(op, src, dst, v),
                _fret(src) if src.is_float else "")


def _mem_cases(mem: ir.Mem) -> list[Case]:
    """st: store an argument of mem's value type into a slot pre-filled with 0xAB and read
    the whole 8 bytes back (the store's width); ld: write an i64 through a localloc pointer
    (unaligned, +1) and load it back as `mem` (the load's extension). stk: a constant."""
    vty = mem.value_ty
    size = mem.size
    st_name, ld_name, stk_name = f"t_st_{mem.value}", f"t_ld_{mem.value}", f"t_stk_{mem.value}"
    const_value = {F64: -1.75, F32: 1e-40}.get(vty, -2 if size < 8 else 0x123456789A)

    def build_st(const: bool):
        def build() -> ir.Function:
            fb = FunctionBuilder(stk_name if const else st_name, [] if const else [vty], Ty.I64)
            b = fb.block()
            slot = fb.op(b, Op.SLOT, Ty.I64, data=ir.Slot(8, 8))
            fb.op(b, Op.STORE, Ty.VOID, slot, i64(-0x5454545454545455), data=ir.MemAccess(ir.Mem.I64))
            value = (fconst(vty, const_value) if vty.is_float else ir.Const(vty, value=const_value)) \
                if const else fb.params[0]
            fb.op(b, Op.STORE, Ty.VOID, slot, value, data=ir.MemAccess(mem))
            b.term = Return(fb.op(b, Op.LOAD, Ty.I64, slot, data=ir.MemAccess(ir.Mem.I64)))
            return fb.finish()
        return build

    def build_ld() -> ir.Function:
        fb = FunctionBuilder(ld_name, [Ty.I64], vty)
        b = fb.block()
        p = fb.op(b, Op.ADD, Ty.I64, fb.op(b, Op.LOCALLOC, Ty.I64, i64(16)), i64(1))
        fb.op(b, Op.STORE, Ty.VOID, p, fb.params[0], data=ir.MemAccess(ir.Mem.I64, align=1))
        b.term = Return(fb.op(b, Op.LOAD, vty, p, data=ir.MemAccess(mem, align=1, volatile=True)))
        return fb.finish()

    def bits_of_value(v) -> int:
        if vty is F64:
            return f64_bits(v)
        if vty is F32:
            return f32_bits(v)
        return v & M64

    def model_st(v) -> int:
        buf = bytearray(b"\xab" * 8)
        buf[0:size] = (bits_of_value(v) & ((1 << 8 * size) - 1)).to_bytes(size, "little")
        return wrap(int.from_bytes(buf, "little"), 64)

    def model_ld(w: int):
        low = w & ((1 << 8 * size) - 1)
        if vty is F64:
            return from_f64_bits(low)
        if vty is F32:
            return from_f32_bits(low)
        return wrap(low, 8 * size) if mem.signed or size >= 4 else low

    values = ([0.0, -0.0, 1.5, NAN, -INF, 1e-310] if vty is F64 else
              [0.0, -0.0, r32(1.5), NAN, -INF, r32(1e-40)] if vty is F32 else
              EDGES32 if vty is Ty.I32 else EDGES64)
    words = [0, -1, 0x7F, 0x80, 0xFF, 0x7FFF, 0x8000, 0x7FFFFFFF, 0x80000000, 0x123456789ABCDEF0, MIN64,
             f64_bits(-2.5), f32_bits(3.25), 0x7FF8000000000000]
    kv = "l" if vty is Ty.REF else _fret(vty)
    return [Case(st_name, build_st(False), "l", [(v,) for v in values], model_st, kv if vty.is_float else ""),
            Case(stk_name, build_st(True), "l", [()],
                 lambda: model_st(fround(vty, const_value) if vty.is_float else const_value)),
            Case(ld_name, build_ld, kv, [(wrap(w, 64),) for w in words], model_ld)]


def float_cases() -> list[Case]:
    cases = []
    for ty in (F64, F32):
        for op in (Op.ADD, Op.SUB, Op.MUL, Op.DIV, Op.REM):
            cases += [_fbinop_case(op, ty), _fbinop_case(op, ty, right=-0.3)]
        cases.append(_fneg_case(ty))
        for cond in Cond:
            for as_branch in (False, True):
                cases += [_fcmp_case(cond, ty, as_branch), _fcmp_case(cond, ty, as_branch, right=1.0)]
        for ity in (Ty.I32, Ty.I64):
            cases += [_fconv_case(Op.I2F, ity, ty), _fconv_case(Op.U2F, ity, ty), _fconv_case(Op.F2I, ty, ity)]
        cases.append(_fconv_case(Op.F2U64, ty, Ty.I64))
    cases += [_fconv_case(Op.FEXT, F32, F64), _fconv_case(Op.FTRUNC, F64, F32)]
    for mem in ir.Mem:
        cases += _mem_cases(mem)
    return cases


RUN_CASES: list[Case] = GOLDEN_CASES + HELPER_CASES + generated_cases() + float_cases() + math_cases() + block_cases()
