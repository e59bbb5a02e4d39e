"""Hand-built SSA functions for the instruction-selection tests, each with a Python model.

`GOLDEN_CASES` are small, readable functions whose selected MIR is kept as golden text in
test_isel.py. `RUN_CASES` adds generated per-operation functions that are only checked
by compiling them with llc and running them against the Python model (tests/isel_driver.c
calls them by name). Every function name starts with `t_` to stay clear of libc.
"""

from __future__ import annotations

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
    """A function, its driver signature (`ret`: i/l/v/s) and inputs, and its model:
    `model(*args)` returns the result, or (lines printed by the runtime stubs, result)."""
    name: str
    build: Callable[[], ir.Function]
    ret: str
    inputs: list[tuple[int, ...]] = field(default_factory=list)
    model: Callable | None = None

    def expected(self) -> str:
        out = []
        for args in self.inputs:
            got = self.model(*args)
            lines, result = got if isinstance(got, tuple) else ([], got)
            out += lines
            out.append(f"= {result}")
        return "".join(line + "\n" for line in out)

    def commands(self) -> str:
        return "".join(f"{self.name} {self.ret} {' '.join(map(str, args))}\n" for args in self.inputs)


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
    cases += [_conv_case(op) for op in sorted(ir.CONV_OPS, key=lambda o: o.name)]
    return cases


RUN_CASES: list[Case] = GOLDEN_CASES + generated_cases()
