"""The middle end's passes (cil2mir/opt) on small hand-built SSA functions.

1. Golden: each case builds a function, runs one pass (or the pipeline) and prints the SSA;
   the text must equal the one kept at the bottom of this file. `CIL2MIR_BLESS=1 pytest
   tests/test_opt.py -p no:xdist` rewrites that text (check each change before committing).
2. Module level: the framework functions nothing refers to after the passes are dropped
   (a hand-built module, and a program's vectorised string search behind a constant branch).
3. Models: strength reduction's shifts and multiplications, evaluated on edge and random
   operands, give what the division they replace gives (opt/fold.py, CIL's semantics).
Whole programs that exercise the passes are tests/programs/opt_*.cs (against Mono).
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Callable

import pytest

from cil2mir.frontend import ir
from cil2mir.frontend.dump import dump_function
from cil2mir.frontend.ir import Cond, Mem, Op
from cil2mir.opt import fold, optimize_function, optimize_module
from cil2mir.opt.checks import eliminate_checks
from cil2mir.opt.constprop import propagate_constants
from cil2mir.opt.dce import remove_dead_code
from cil2mir.opt.gvn import number_values
from cil2mir.opt.inline import call_sites, inline_calls
from cil2mir.opt.licm import hoist_invariants
from cil2mir.opt.prune import remove_unreferenced_functions
from cil2mir.opt.strength import magic, reduce_strength
from cil2mir.opt.tailrec import eliminate_tail_recursion
from tests.golden import BLESS, bless
from tests.ssa_helpers import (F64, I32, I64, REF, THROW_DIV0, THROW_OVERFLOW, VOID, WRITELINE,
                               FnBuilder, c32, c64, cf64, module, rt)

PENDING_LOAD = ir.MemAccess(Mem.REF)


def _pending(f: FnBuilder, ok: ir.Block, raised: ir.Block) -> None:
    """The frontend's test after a call that may raise."""
    slot = f.inst(Op.GLOBALADDR, I64, data=ir.PENDING)
    f.branch(Cond.NE, f.load(Mem.REF, slot), ir.Const(REF, value=0), raised, ok)


# ---- cases: each returns the function after its pass --------------------------------------

def fold_arithmetic() -> ir.Function:
    """Constants through arithmetic, shifts (masked counts), conversions and compares;
    a division by zero and MinValue / -1 stay (they raise)."""
    f = FnBuilder("fold", [I32], I32)
    six = f.bin(Op.MUL, c32(2), c32(3))
    big = f.bin(Op.SHL, six, c32(33))                       # count 33 & 31 = 1: 12
    wide = f.inst(Op.SEXT32, I64, f.bin(Op.SUB, c32(0), big))
    low = f.inst(Op.TRUNC, I32, f.bin(Op.SHR_UN, wide, c32(60)))    # 0xF
    mixed = f.bin(Op.ADD, low, f.params[0])
    rem = f.bin(Op.REM, c32(-7), c32(2))                    # -1: the dividend's sign
    zero = f.bin(Op.DIV, c32(1), f.bin(Op.SUB, six, c32(6)))
    ovf = f.bin(Op.DIV, c32(-2**31), c32(-1))
    f.call(WRITELINE["i32"], f.bin(Op.ADD, mixed, rem))
    f.call(WRITELINE["i32"], f.bin(Op.ADD, zero, ovf))
    f.ret(f.inst(Op.SEXT8, I32, c32(0x1FF)))
    fn = f.done()
    propagate_constants(fn)
    remove_dead_code(fn)
    return fn


def fold_floats() -> ir.Function:
    """Float compares with NaN (ordered false, unordered true), 1.0/-0.0 and -0.0 fold;
    0.0/0.0 (a NaN whose bits x86 decides) stays; the whole pipeline leaves a compare
    with a NaN constant alone."""
    f = FnBuilder("floats", [F64], VOID)
    nan = cf64(float("nan"))
    for cond in (Cond.LT, Cond.EQ, Cond.NE, Cond.UGE):
        f.call(WRITELINE["bool"], f.cmp(cond, nan, cf64(1.0)))
    f.call(WRITELINE["bool"], f.cmp(Cond.LT, f.params[0], nan))       # not known here
    inf = f.bin(Op.DIV, cf64(1.0), cf64(-0.0))
    f.call(WRITELINE["i64"], f.inst(Op.F2I, I64, inf))                  # MinValue
    f.call(rt("rt_Console_WriteLine_f64", F64), f.bin(Op.DIV, cf64(0.0), cf64(0.0)))
    f.call(rt("rt_Console_WriteLine_f64", F64), f.inst(Op.NEG, F64, cf64(0.0)))
    f.call(WRITELINE["i32"], f.inst(Op.F2I, I32, cf64(-2.9)))
    f.ret()
    fn = f.done()
    optimize_function(fn)
    return fn


def sparse_conditional() -> ir.Function:
    """A loop whose variable stays 1 (a phi of itself and 1) keeps its branch on it
    folded: only SCCP's optimism sees that; the dead arm and its phi operand go."""
    f = FnBuilder("sccp", [I32], I32)
    head, body, odd, latch, done = (f.block() for _ in range(5))
    f.jump(head)
    f.at(head)
    x, i = f.phi(I32), f.phi(I32)
    f.branch(Cond.LT, i, f.params[0], body, done)
    f.at(body)
    f.branch(Cond.NE, x, c32(1), odd, latch)
    f.at(odd)
    y = f.bin(Op.ADD, x, c32(5))
    f.jump(latch)
    f.at(latch)
    z = f.phi(I32)
    i2 = f.bin(Op.ADD, i, c32(1))
    f.jump(head)
    f.at(done)
    f.ret(f.bin(Op.MUL, x, c32(10)))
    x.incoming = [(f.fn.blocks[0], c32(1)), (latch, z)]
    i.incoming = [(f.fn.blocks[0], c32(0)), (latch, i2)]
    z.incoming = [(body, x), (odd, y)]
    fn = f.done()
    propagate_constants(fn)
    remove_dead_code(fn)
    return fn


def copies() -> ir.Function:
    """x + 0, x * 1, x << 32 (masked: 0), trunc(sext x) and a trivial phi are copies."""
    f = FnBuilder("copies", [I32, I32], I32)
    then, join = f.block(), f.block()
    a = f.bin(Op.ADD, f.params[0], c32(0))
    b = f.bin(Op.MUL, c32(1), a)
    c = f.bin(Op.SHL, b, c32(32))
    d = f.inst(Op.TRUNC, I32, f.inst(Op.SEXT32, I64, c))
    f.branch(Cond.EQ, f.params[1], c32(0), then, join)
    f.at(then)
    f.jump(join)
    f.at(join)
    p = f.phi(I32)
    p.incoming = [(f.fn.blocks[0], d), (then, d)]
    f.ret(f.bin(Op.XOR, p, f.params[1]))
    fn = f.done()
    propagate_constants(fn)
    remove_dead_code(fn)
    return fn


def dead_code() -> ir.Function:
    """Unused pure values and loads from a slot or a global go; calls, stores, loads
    through other addresses (they may fault) and divisions that may trap stay."""
    f = FnBuilder("dce", [I32, I64], VOID)
    x, p = f.params
    slot = f.slot(4, 4)
    f.store(Mem.I32, slot, x)
    f.load(Mem.I32, slot)
    f.load(Mem.I32, f.inst(Op.GLOBALADDR, I64, data="some_static"))
    f.load(Mem.I32, p)
    f.bin(Op.ADD, x, c32(1))
    f.inst(Op.STR, REF, data="unused")
    f.bin(Op.DIV, c32(10), x)
    f.bin(Op.DIV, x, c32(-1))
    f.bin(Op.REM, x, c32(3))
    f.call(THROW_DIV0)
    f.ret()
    fn = f.done()
    remove_dead_code(fn)
    return fn


def _divisions(ty: ir.Ty, divisors: list[int]) -> ir.Function:
    f = FnBuilder(f"div_{ty}", [ty], VOID)
    c = c32 if ty is I32 else c64
    for d in divisors:
        for op in (Op.DIV, Op.REM, Op.DIV_UN, Op.REM_UN, Op.MUL):
            f.call(WRITELINE[str(ty)], f.bin(op, f.params[0], c(d)))
    f.ret()
    return f.done()


def strength_pow2() -> ir.Function:
    """Signed and unsigned division and remainder by 2, -8 and MinValue, int32 and int64;
    multiplication by 8."""
    fn = _divisions(I32, [2, -8, -2**31])
    reduce_strength(fn)
    fn.renumber()
    return fn


def strength_magic() -> ir.Function:
    """int32 by 7 (a 33-bit multiplier), -3 (32 bits) and 10 unsigned."""
    fn = _divisions(I32, [7, -3])
    reduce_strength(fn)
    remove_dead_code(fn)
    fn.renumber()
    return fn


def strength_i64() -> ir.Function:
    """int64: powers of two are reduced, 7 stays a division (no 128-bit product)."""
    fn = _divisions(I64, [4, 7])
    reduce_strength(fn)
    remove_dead_code(fn)
    fn.renumber()
    return fn


def _getter() -> ir.Function:
    """`int get_X() => this.x`: a null check (throw and return 0 with the exception
    pending), a field load."""
    f = FnBuilder("get_X", [REF], I32)
    ok, null, out = f.block(), f.block(), f.block()
    f.branch(Cond.EQ, f.params[0], ir.Const(REF, value=0), null, ok)
    f.at(ok)
    addr = f.bin(Op.ADD, f.inst(Op.BITCAST, I64, f.params[0]), c64(8))
    f.ret(f.load(Mem.I32, addr))
    f.at(null)
    f.call(rt("rt_throw_NullReferenceException"))
    f.jump(out)
    f.at(out)
    f.ret(c32(0))
    return f.done()


def _caller(callees: list[ir.Function]) -> ir.Function:
    """Calls each callee on its parameter, with the pending-exception test after each."""
    f = FnBuilder("caller", [REF], I32)
    total: ir.Value = c32(0)
    raised = f.block()
    for callee in callees:
        ok = f.block()
        result = f.call(callee.callee, *f.params[:len(callee.params)])
        _pending(f, ok, raised)
        f.at(ok)
        if callee.ret is I32:
            total = f.bin(Op.ADD, total, result)
    f.ret(total)
    f.at(raised)
    f.ret(c32(0))
    return f.done()


def _inline(caller: ir.Function, callees: list[ir.Function]) -> ir.Function:
    m = module(caller, *callees)
    inline_calls(caller, {fn.symbol: fn for fn in m.functions}, call_sites(m))
    caller.renumber()
    return caller


def inline_getter() -> ir.Function:
    """The getter's blocks replace the call; its two returns meet in a phi of the
    continuation, where the caller's pending-exception test still runs (a null `this`
    raises NullReferenceException there, as from the call)."""
    getter = _getter()
    return _inline(_caller([getter]), [getter])


def inline_refused() -> ir.Function:
    """Not inlined: a callee with an exception-handling frame (EH_TOP), one that calls
    something other than a thrower, the caller itself, and one too large; a small leaf
    is, with its constant argument folded afterwards."""
    f = FnBuilder("with_handler", [REF], VOID)
    f.inst(Op.GLOBALADDR, I64, data=ir.EH_TOP)
    f.ret()
    handler = f.done()
    f = FnBuilder("large", [REF], I32)
    v = f.params[0]
    for _ in range(15):
        v = f.inst(Op.BITCAST, REF, f.inst(Op.BITCAST, I64, v))
    f.ret(c32(1))
    large = f.done()
    f = FnBuilder("calls", [REF], VOID)
    f.call(WRITELINE["string"], f.params[0])
    f.ret()
    calls = f.done()
    f = FnBuilder("twice", [I32], I32)
    f.ret(f.bin(Op.MUL, f.params[0], c32(2)))
    twice = f.done()
    f = FnBuilder("caller", [REF], I32)
    f.call(handler.callee, f.params[0])
    f.call(calls.callee, f.params[0])
    f.call(large.callee, f.params[0])
    f.call(large.callee, f.params[0])
    f.call(ir.Callee("caller", (REF,), I32), f.params[0])
    f.ret(f.call(twice.callee, c32(21)))
    caller = f.done()
    _inline(caller, [handler, calls, large, twice])
    optimize_function(caller)
    return caller


def pipeline_spectral() -> ir.Function:
    """spectral-norm's A(i, j) = 1.0 / ((i + j) * (i + j + 1) / 2 + i + 1) inlined into a
    loop body and reduced: no call, the `/ 2` a shift."""
    f = FnBuilder("A", [I32, I32], F64)
    i, j = f.params
    s = f.bin(Op.ADD, i, j)
    t = f.bin(Op.DIV, f.bin(Op.MUL, s, f.bin(Op.ADD, s, c32(1))), c32(2))
    d = f.inst(Op.I2F, F64, f.bin(Op.ADD, f.bin(Op.ADD, t, i), c32(1)))
    f.ret(f.bin(Op.DIV, cf64(1.0), d))
    a = f.done()
    f = FnBuilder("caller", [I32], F64)
    ok, raised = f.block(), f.block()
    r = f.call(a.callee, f.params[0], c32(3))
    _pending(f, ok, raised)
    f.at(ok)
    f.ret(r)
    f.at(raised)
    f.ret(cf64(0.0))
    caller = f.done()
    m = module(caller, a)
    inline_calls(caller, {fn.symbol: fn for fn in m.functions}, call_sites(m))
    optimize_function(caller)
    return caller


NULL = ir.Const(REF, value=0)
LENGTH = ir.MemAccess(Mem.I64, invariant=True)
THROW_NULL = rt("rt_throw_NullReferenceException")
THROW_RANGE = rt("rt_throw_IndexOutOfRangeException")


def _thrower(f: FnBuilder, callee: ir.Callee, out: ir.Block) -> ir.Block:
    """A block that raises (calls the thrower) and goes to `out`."""
    here, b = f.cur, f.block()
    f.at(b)
    f.call(callee)
    f.jump(out)
    f.at(here)
    return b


def _check(f: FnBuilder, cond: Cond, a: ir.Value, b: ir.Value, fail: ir.Block) -> None:
    """The frontend's check: to `fail` if `a cond b`, else on in a new block."""
    ok = f.block()
    f.branch(cond, a, b, fail, ok)
    f.at(ok)


def _length(f: FnBuilder, arr: ir.Value) -> ir.Inst:
    return f.inst(Op.LOAD, I64, f.bin(Op.ADD, f.inst(Op.BITCAST, I64, arr), c64(8)), data=LENGTH)


def _element(f: FnBuilder, arr: ir.Value, index: ir.Value, null: ir.Block, rng: ir.Block) -> ir.Inst:
    """ldelem.i4 as the frontend makes it: null check, length, range check, load."""
    _check(f, Cond.EQ, arr, NULL, null)
    wide = f.inst(Op.SEXT32, I64, index)
    _check(f, Cond.UGE, wide, _length(f, arr), rng)
    base = f.bin(Op.ADD, f.inst(Op.BITCAST, I64, arr), c64(16))
    return f.load(Mem.I32, f.bin(Op.ADD, base, f.bin(Op.SHL, wide, c32(2))))


def _counting_loop(f: FnBuilder, bound: Callable[[], ir.Value], body: Callable[[ir.Value, ir.Value], ir.Value]
                   ) -> ir.Value:
    """for (i = 0; i < bound(); i++) s = body(i, s); the sum after the loop."""
    head, done = f.block(), f.block()
    entry = f.cur
    f.jump(head)
    f.at(head)
    i, s = f.phi(I32), f.phi(I32)
    _check(f, Cond.GE, i, bound(), done)
    s2 = body(i, s)
    i2 = f.bin(Op.ADD, i, c32(1))
    latch = f.cur
    f.jump(head)
    i.incoming = [(entry, c32(0)), (latch, i2)]
    s.incoming = [(entry, c32(0)), (latch, s2)]
    f.at(done)
    return s


def gvn_values() -> ir.Function:
    """x + 1 and 1 + x are one value, as is x + 1 again in a dominated block (not in a
    sibling: y * 3 twice stays); a load repeated with nothing between is one value, not
    across a store or a call; an invariant load (a length) is one across both."""
    f = FnBuilder("gvn", [I32, I64, REF], I32)
    x, p, arr = f.params
    then, other, join = f.block(), f.block(), f.block()
    a = f.bin(Op.ADD, x, c32(1))
    b = f.bin(Op.ADD, c32(1), x)
    n1 = _length(f, arr)
    l1, l2 = f.load(Mem.I32, p), f.load(Mem.I32, p)
    f.store(Mem.I32, p, a)
    l3 = f.load(Mem.I32, p)
    f.call(WRITELINE["i32"], l3)
    l4 = f.load(Mem.I32, p)
    n2 = _length(f, arr)
    f.call(WRITELINE["i64"], f.bin(Op.SUB, n1, n2))
    f.branch(Cond.LT, f.bin(Op.ADD, f.bin(Op.ADD, a, b), f.bin(Op.ADD, l1, l2)), l4, then, other)
    f.at(then)
    y1 = f.bin(Op.MUL, x, c32(3))
    f.call(WRITELINE["i32"], f.bin(Op.ADD, f.bin(Op.ADD, x, c32(1)), y1))
    f.jump(join)
    f.at(other)
    f.call(WRITELINE["i32"], f.bin(Op.MUL, x, c32(3)))
    f.jump(join)
    f.at(join)
    f.ret(c32(0))
    fn = f.done()
    number_values(fn)
    remove_dead_code(fn)
    fn.renumber()
    return fn


def licm_first_iteration() -> ir.Function:
    """A do-while loop over an array parameter: the null check opens every iteration
    (nothing with an effect before it), so it moves to the preheader, and the length it
    guards follows; x * y moves too; the load of a field stays (another thread may write
    it: Mono reads it each time)."""
    f = FnBuilder("licm_do", [REF, I32, I32], I32)
    obj, n, y = f.params
    head, done = f.block(), f.block()
    null = _thrower(f, THROW_NULL, done)
    f.call(WRITELINE["i32"], n)
    entry = f.cur
    f.jump(head)
    f.at(head)
    i, s = f.phi(I32), f.phi(I32)
    _check(f, Cond.EQ, obj, NULL, null)
    length = f.inst(Op.TRUNC, I32, _length(f, obj))
    field = f.load(Mem.I32, f.bin(Op.ADD, f.inst(Op.BITCAST, I64, obj), c64(12)))
    s2 = f.bin(Op.ADD, s, f.bin(Op.ADD, f.bin(Op.ADD, length, field), f.bin(Op.MUL, n, y)))
    i2 = f.bin(Op.ADD, i, c32(1))
    latch = f.cur
    f.branch(Cond.LT, i2, n, head, done)
    i.incoming = [(entry, c32(0)), (latch, i2)]
    s.incoming = [(entry, c32(0)), (latch, s2)]
    f.at(done)
    out = f.phi(I32)
    out.incoming = [(latch, s2), (null, c32(0))]
    f.ret(out)
    fn = f.done()
    hoist_invariants(fn)
    fn.renumber()
    return fn


def licm_zero_trip() -> ir.Function:
    """checked(x * y) in a loop that tests first: the products move out, the overflow check
    stays in the body (the loop may run zero times); so do the field load and the store
    (the loop writes memory), and the loop's own test."""
    f = FnBuilder("licm_for", [I32, I32, I32, I64], I32)
    x, y, n, p = f.params
    raised = f.block()
    overflow = _thrower(f, THROW_OVERFLOW, raised)

    def body(i: ir.Value, s: ir.Value) -> ir.Value:
        wide = f.bin(Op.MUL, f.inst(Op.SEXT32, I64, x), f.inst(Op.SEXT32, I64, y))
        narrow = f.bin(Op.MUL, x, y)
        _check(f, Cond.NE, f.inst(Op.SEXT32, I64, narrow), wide, overflow)
        f.store(Mem.I32, p, i)
        return f.bin(Op.ADD, s, f.bin(Op.ADD, narrow, f.load(Mem.I32, p)))

    f.ret(_counting_loop(f, lambda: n, body))
    f.at(raised)
    f.ret(c32(0))
    fn = f.done()
    hoist_invariants(fn)
    fn.renumber()
    return fn


def _sum_pairs(bound_param: bool) -> ir.Function:
    """for (i = 0; i < a.Length - 1 (or n); i++) s += a[i] * a[i + 1], through the pipeline."""
    f = FnBuilder("pairs_n" if bound_param else "pairs", [REF, I32], I32)
    arr, n = f.params
    out = f.block()
    null, rng = _thrower(f, THROW_NULL, out), _thrower(f, THROW_RANGE, out)

    def bound() -> ir.Value:
        if bound_param:
            return n
        _check(f, Cond.EQ, arr, NULL, null)
        return f.bin(Op.SUB, f.inst(Op.TRUNC, I32, _length(f, arr)), c32(1))

    def body(i: ir.Value, s: ir.Value) -> ir.Value:
        a = _element(f, arr, i, null, rng)
        b = _element(f, arr, f.bin(Op.ADD, i, c32(1)), null, rng)
        return f.bin(Op.ADD, s, f.bin(Op.MUL, a, b))

    f.ret(_counting_loop(f, bound, body))
    f.at(out)
    f.ret(c32(0))
    fn = f.done()
    optimize_function(fn)
    return fn


def checks_range_loop() -> ir.Function:
    """Against a.Length - 1: i >= 0 (a counter from 0 whose increment cannot wrap), so both
    range checks go, and the in-loop null checks (dominated by the first); the null check
    of the loop test and the length load move to the preheader."""
    return _sum_pairs(bound_param=False)


def checks_range_kept() -> ir.Function:
    """Against a parameter n: both range checks stay (n may exceed the length); the null
    check stays in the body (the loop may run zero times with a null array)."""
    return _sum_pairs(bound_param=True)


def checks_new_array() -> ir.Function:
    """a = new int[n]; for (i = 0; i < n; i++) s += a[i]: the length of a new array is its
    count, so the range check goes (no null check either: a new array)."""
    f = FnBuilder("counted", [I32], I32)
    n = f.params[0]
    out = f.block()
    null, rng = _thrower(f, THROW_NULL, out), _thrower(f, THROW_RANGE, out)
    arr = f.call(rt("rt_newarr", I64, I64, ret=REF), f.inst(Op.GLOBALADDR, I64, data="int32..arr"),
                 f.inst(Op.SEXT32, I64, n))
    f.ret(_counting_loop(f, lambda: n, lambda i, s: f.bin(Op.ADD, s, _element(f, arr, i, null, rng))))
    f.at(out)
    f.ret(c32(0))
    fn = f.done()
    optimize_function(fn)
    return fn


def checks_counting_down() -> ir.Function:
    """for (i = a.Length - 1; i >= 0; i--) s += a[i]: i is at most its start, below the
    length, and the loop test gives i >= 0, so the range check goes."""
    f = FnBuilder("down", [REF], I32)
    arr = f.params[0]
    out, head, body, done = f.block(), f.block(), f.block(), f.block()
    null, rng = _thrower(f, THROW_NULL, out), _thrower(f, THROW_RANGE, out)
    _check(f, Cond.EQ, arr, NULL, null)
    start = f.bin(Op.SUB, f.inst(Op.TRUNC, I32, _length(f, arr)), c32(1))
    entry = f.cur
    f.jump(head)
    f.at(head)
    i, s = f.phi(I32), f.phi(I32)
    f.branch(Cond.GE, i, c32(0), body, done)
    f.at(body)
    s2 = f.bin(Op.ADD, s, _element(f, arr, i, null, rng))
    i2 = f.bin(Op.SUB, i, c32(1))
    latch = f.cur
    f.jump(head)
    i.incoming = [(entry, start), (latch, i2)]
    s.incoming = [(entry, c32(0)), (latch, s2)]
    f.at(done)
    f.ret(s)
    f.at(out)
    f.ret(c32(0))
    fn = f.done()
    optimize_function(fn)
    return fn


def checks_unsigned_bound() -> ir.Function:
    """`(uint)i < (uint)a.Length ? a[i] : -1` (how Dictionary and List test an index): the
    range check of a[i] goes; b[i] under the same test keeps its own (another array)."""
    f = FnBuilder("unsigned", [REF, REF, I32], I32)
    a, b, i = f.params
    out, inside, outside = f.block(), f.block(), f.block()
    null, rng = _thrower(f, THROW_NULL, out), _thrower(f, THROW_RANGE, out)
    _check(f, Cond.EQ, a, NULL, null)
    f.branch(Cond.UGE, i, f.inst(Op.TRUNC, I32, _length(f, a)), outside, inside)
    f.at(inside)
    f.ret(f.bin(Op.ADD, _element(f, a, i, null, rng), _element(f, b, i, null, rng)))
    f.at(outside)
    f.ret(c32(-1))
    f.at(out)
    f.ret(c32(0))
    fn = f.done()
    optimize_function(fn)
    return fn


def checks_null() -> ir.Function:
    """No null check of a new object, nor of a value a dominating check has passed; the
    check in the other arm of the first test stays (only a dominating path counts)."""
    f = FnBuilder("nulls", [REF, I32], I32)
    obj, flag = f.params
    out, then, other = f.block(), f.block(), f.block()
    null = _thrower(f, THROW_NULL, out)
    fresh = f.call(rt("rt_alloc", I64, ret=REF), f.inst(Op.GLOBALADDR, I64, data="Foo..type"))
    _check(f, Cond.EQ, fresh, NULL, null)
    f.branch(Cond.EQ, flag, c32(0), then, other)
    f.at(then)
    _check(f, Cond.EQ, obj, NULL, null)
    _check(f, Cond.EQ, obj, NULL, null)
    f.ret(c32(1))
    f.at(other)
    _check(f, Cond.EQ, obj, NULL, null)
    f.ret(c32(2))
    f.at(out)
    f.ret(c32(0))
    fn = f.done()
    eliminate_checks(fn)
    fn.renumber()
    return fn


def devirt_exact() -> ir.Function:
    """A virtual call on a new object calls its type's override (the descriptor's word),
    then is inlined; one on a parameter stays a calli."""
    f = FnBuilder("Foo.Get", [REF], I32)
    f.ret(c32(42))
    get = f.done()
    desc = ir.GlobalData("Foo..type", 80, constant=True,
                         init=[ir.InitValue(72, 8, ir.SymbolRef("Foo.Get"))])
    f = FnBuilder("devirt", [REF], I32)
    sig = ir.Callee("", (REF,), I32)

    def vcall(obj: ir.Value) -> ir.Inst:
        vtable = f.inst(Op.LOAD, I64, f.inst(Op.BITCAST, I64, obj), data=LENGTH)
        return f.calli(sig, f.inst(Op.LOAD, I64, f.bin(Op.ADD, vtable, c64(72)), data=LENGTH), obj)

    fresh = f.call(rt("rt_alloc", I64, ret=REF), f.inst(Op.GLOBALADDR, I64, data="Foo..type"))
    f.ret(f.bin(Op.ADD, vcall(fresh), vcall(f.params[0])))
    caller = f.done()
    m = module(caller, get)
    m.globals.append(desc)
    optimize_module(m)
    return caller


def _self_call(f: FnBuilder, raised: ir.Block, *args: ir.Value) -> tuple[ir.Inst, ir.Block]:
    """A call of the function being built to itself, and the block after its pending test."""
    ok = f.block()
    result = f.call(ir.Callee(f.fn.symbol, tuple(p.ty for p in f.params), f.fn.ret), *args)
    _pending(f, ok, raised)
    f.at(ok)
    return result, ok


def tailrec_loops() -> ir.Function:
    """`long gcd(a, b) => b == 0 ? a : gcd(b, a % b)` and a second tail call returned
    directly: both become jumps to a loop at the start, the parameters its phis; the
    blocks that only returned the results go."""
    f = FnBuilder("gcd", [I64, I64], I64)
    a, b = f.params
    zero, rec, odd, join, raised = f.block(), f.block(), f.block(), f.block(), f.block()
    f.fn.propagate = raised
    f.branch(Cond.EQ, b, c64(0), zero, rec)
    f.at(zero)
    f.jump(join)
    f.at(rec)
    even = f.block()
    f.branch(Cond.LT, a, c64(0), odd, even)
    f.at(even)
    result, after = _self_call(f, raised, b, f.bin(Op.REM, a, b))
    f.jump(join)
    f.at(join)
    value = f.phi(I64)
    value.incoming = [(zero, a), (after, result)]
    f.ret(value)
    f.at(odd)
    direct, _ = _self_call(f, raised, f.inst(Op.NEG, I64, a), b)
    f.ret(direct)
    f.at(raised)
    f.ret(c64(0))
    fn = f.done()
    assert eliminate_tail_recursion(fn)
    fn.renumber()
    return fn


def tailrec_kept() -> ir.Function:
    """Not loops: a result used after the call (`1 + f(n - 1)`), a call whose raised side
    records a frame on its way out, and a tail call in a method with a stack slot."""
    f = FnBuilder("depth", [I32], I32)
    n = f.params[0]
    rec, other, raised, traced = f.block(), f.block(), f.block(), f.block()
    f.fn.propagate = raised
    f.branch(Cond.EQ, n, c32(0), other, rec)
    f.at(rec)
    inner, _ = _self_call(f, raised, f.bin(Op.SUB, n, c32(1)))
    f.ret(f.bin(Op.ADD, inner, c32(1)))
    f.at(other)
    traced_result, _ = _self_call(f, traced, c32(1))
    f.ret(traced_result)
    f.at(traced)
    f.call(rt("rt_trace", I64, I32), c64(0), c32(3))
    f.jump(raised)
    f.at(raised)
    f.ret(c32(0))
    fn = f.done()
    assert not eliminate_tail_recursion(fn)
    g = FnBuilder("with_slot", [I32], I32)
    g.slot(8, 8)
    g.fn.propagate = g.block()
    result, _ = _self_call(g, g.fn.propagate, g.params[0])
    g.ret(result)
    g.at(g.fn.propagate)
    g.ret(c32(0))
    assert not eliminate_tail_recursion(g.done())
    fn.renumber()
    return fn


CASES: dict[str, Callable[[], ir.Function]] = {c.__name__: c for c in (
    fold_arithmetic, fold_floats, sparse_conditional, copies, dead_code, strength_pow2,
    strength_magic, strength_i64, inline_getter, inline_refused, pipeline_spectral, gvn_values,
    licm_first_iteration, licm_zero_trip, checks_range_loop, checks_range_kept, checks_new_array,
    checks_counting_down, checks_unsigned_bound, checks_null, devirt_exact, tailrec_loops, tailrec_kept)}


# ---- golden ----------------------------------------------------------------------------------

@pytest.mark.parametrize("name", list(CASES))
def test_golden(name: str) -> None:
    text = dump_function(CASES[name]())
    if BLESS:
        bless(Path(__file__), name, text)
        return
    assert name in GOLDEN, f"no golden text for {name}: run with CIL2MIR_BLESS=1"
    assert text.strip() == GOLDEN[name].strip()


# ---- module level ----------------------------------------------------------------------------

def _calling(symbol: str, *callees: ir.Callee, shared: bool = True, addr: str | None = None
            ) -> ir.Function:
    """A void function calling `callees` (and loading the address of `addr`)."""
    f = FnBuilder(symbol, [], VOID)
    for c in callees:
        f.call(c)
    if addr is not None:
        f.inst(Op.GLOBALADDR, I64, data=addr)
    f.ret()
    fn = f.done()
    fn.shared = shared
    return fn


def test_unreferenced_framework_functions_are_dropped() -> None:
    """Kept: the program's functions (Inlined, which nothing calls any more, too), what they
    call (Used), what a global names (Slot, a vtable entry) and what kept code calls or
    takes the address of (Deep, Taken); dropped: framework functions nothing kept refers to
    (Dead, and Dead2, which only Dead calls). A library keeps everything."""
    callee = lambda name: ir.Callee(name, (), VOID)
    functions = [
        _calling("cil2mir_main", callee("Program.Main"), shared=False),
        _calling("Program.Main", callee("Fw.Used"), shared=False),
        _calling("Program.Inlined", callee("Fw.Used"), shared=False),
        _calling("Fw.Used", callee("Fw.Deep"), addr="Fw.Taken"),
        _calling("Fw.Deep"), _calling("Fw.Taken"), _calling("Fw.Slot"),
        _calling("Fw.Dead", callee("Fw.Dead2"), callee("Fw.Used")), _calling("Fw.Dead2")]
    m = module(*functions)
    m.globals.append(ir.GlobalData("Fw..type", 8, init=[ir.InitValue(0, 8, ir.SymbolRef("Fw.Slot"))],
                                   constant=True))
    remove_unreferenced_functions(m)
    assert [f.symbol for f in m.functions] == ["cil2mir_main", "Program.Main", "Program.Inlined",
                                               "Fw.Used", "Fw.Deep", "Fw.Taken", "Fw.Slot"]
    library = ir.Module("Lib", list(functions), None)
    remove_unreferenced_functions(library)
    assert library.functions == functions


def test_framework_code_behind_a_constant_branch_is_dropped(tmp_path: Path) -> None:
    """String.IndexOf(char) reaches the framework's vectorised search, behind
    `Vector.IsHardwareAccelerated` (false): the frontend compiles Vector<ushort>'s members,
    constant propagation removes their calls, and they go."""
    from cil2mir.frontend import load_module
    from tests.test_frontend_support import build_cs
    source = """class P { static void Main() { System.Console.WriteLine("hello world".IndexOf('w')); } }"""
    m = load_module(build_cs(tmp_path, source), program=True)
    vector = lambda: [f.symbol for f in m.functions if f.symbol.startswith("System.Numerics.Vector")]
    assert "System.Numerics.Vector_1_uint16_.get_Count" in vector()
    optimize_module(m)
    assert vector() == []
    assert any(f.symbol.startswith("System.SpanHelpers.IndexOf") for f in m.functions)


# ---- models ----------------------------------------------------------------------------------

def _run(fn: ir.Function, arg: int) -> list[int]:
    """The values a straight-line function of `_divisions` prints, evaluated with fold."""
    env: dict[ir.Value, ir.Const] = {fn.params[0]: fold.const(fn.params[0].ty, arg)}
    printed = []
    for inst in fn.blocks[0].insts:
        args = [a if isinstance(a, ir.Const) else env[a] for a in inst.args]
        if inst.op is Op.CALL:
            printed.append(args[0].value)
        else:
            result = fold.evaluate(inst, args)
            assert result is not None, inst
            env[inst] = result
    return printed


EDGES32 = [0, 1, -1, 2, -2, 3, 5, 6, 7, -7, 100, -100, 2**31 - 1, -2**31, -2**31 + 1, 2**30,
           0x55555555, -0x55555555, 0x7FFFFFFE]


@pytest.mark.parametrize("ty", [I32, I64], ids=str)
def test_strength_matches_division(ty: ir.Ty) -> None:
    """Every reduced form equals CIL's division on edge values and random ones, for many
    divisors (powers of two, their negations, MinValue, odd, even, large, unsigned-large)."""
    rng = random.Random(13)
    bits = fold.bits_of(ty)
    divisors = [2, 3, 5, 6, 7, 9, 10, 11, 12, 25, 60, 100, 125, 641, 1000, 3600, 65537,
                10**9, 2**31 - 1, 0x7FFFFFFE, 0x40000001, -2**(bits - 1)]
    divisors += [-d for d in divisors[:-1]] + [1 << k for k in range(1, bits - 1)]
    divisors += [rng.randrange(3, 2**bits) for _ in range(40)]
    divisors = [fold.wrap(d, ty) for d in divisors]
    values = EDGES32 + [-2**63, 2**63 - 1] * (ty is I64) + \
        [fold.wrap(rng.getrandbits(bits), ty) for _ in range(150)]
    values += [fold.wrap(d * k + e, ty) for d in divisors[:8] for k in (-3, 1, 1000) for e in (-1, 0, 1)]
    for d in divisors:
        if d in (0, 1, -1):
            continue
        fn = _divisions(ty, [d])
        reference = [_run(fn, x) for x in values]
        reduce_strength(fn)
        fn.renumber()
        assert [_run(fn, x) for x in values] == reference, d


def test_magic_fits() -> None:
    """Every int32 multiplier fits the 64-bit products strength reduction makes."""
    for d in [3, 5, 7, 641, 2**31 - 1, 2**31 + 1, 2**32 - 1, 0xAAAAAAAB]:
        m, s = magic(d)
        assert 32 <= s <= 64 and m < 2**33 and m * d >= 2**s


GOLDEN: dict[str, str] = {}

GOLDEN["fold_arithmetic"] = """
function i32 @fold(i32 %0)  ; Test::fold
bb0:
  %7 = add i32 15, %0
  %10 = div i32 1, 0
  %11 = div i32 -2147483648, -1
  %12 = add i32 %7, -1
  call void @rt_Console_WriteLine_i32(%12)
  %14 = add i32 %10, %11
  call void @rt_Console_WriteLine_i32(%14)
  ret i32 -1
"""

GOLDEN["fold_floats"] = """
function void @floats(f64 %0)  ; Test::floats
bb0:
  call void @rt_Console_WriteLine_bool(0)
  call void @rt_Console_WriteLine_bool(0)
  call void @rt_Console_WriteLine_bool(1)
  call void @rt_Console_WriteLine_bool(1)
  %5 = cmp lt f64 %0, nan
  call void @rt_Console_WriteLine_bool(%5)
  call void @rt_Console_WriteLine_i64(-9223372036854775808)
  %8 = div f64 0.0, 0.0
  call void @rt_Console_WriteLine_f64(%8)
  call void @rt_Console_WriteLine_f64(-0.0)
  call void @rt_Console_WriteLine_i32(-2)
  ret
"""

GOLDEN["sparse_conditional"] = """
function i32 @sccp(i32 %0)  ; Test::sccp
bb0:
  br bb1
bb1:  ; preds bb0, bb4
  %2 = phi i32 [0, bb0], [%5, bb4]
  br lt i32 %2, %0, bb2, bb5
bb2:  ; preds bb1
  br bb4
bb4:  ; preds bb2
  %5 = add i32 %2, 1
  br bb1
bb5:  ; preds bb1
  ret i32 10
"""

GOLDEN["copies"] = """
function i32 @copies(i32 %0, i32 %1)  ; Test::copies
bb0:
  br eq i32 %1, 0, bb1, bb2
bb1:  ; preds bb0
  br bb2
bb2:  ; preds bb0, bb1
  %8 = xor i32 %0, %1
  ret i32 %8
"""

GOLDEN["dead_code"] = """
function void @dce(i32 %0, i64 %1)  ; Test::dce
bb0:
  %2 = slot i64 size 4 align 4
  store i32 %2, %0
  %7 = load i32 i32 %1
  %10 = div i32 10, %0
  %11 = div i32 %0, -1
  call void @rt_throw_DivideByZeroException()
  ret
"""

GOLDEN["strength_pow2"] = """
function void @div_i32(i32 %0)  ; Test::div_i32
bb0:
  %1 = shr.un i32 %0, 31
  %2 = add i32 %0, %1
  %3 = shr i32 %2, 1
  call void @rt_Console_WriteLine_i32(%3)
  %5 = shr.un i32 %0, 31
  %6 = add i32 %0, %5
  %7 = and i32 %6, -2
  %8 = sub i32 %0, %7
  call void @rt_Console_WriteLine_i32(%8)
  %10 = shr.un i32 %0, 1
  call void @rt_Console_WriteLine_i32(%10)
  %12 = and i32 %0, 1
  call void @rt_Console_WriteLine_i32(%12)
  %14 = shl i32 %0, 1
  call void @rt_Console_WriteLine_i32(%14)
  %16 = shr i32 %0, 31
  %17 = shr.un i32 %16, 29
  %18 = add i32 %0, %17
  %19 = shr i32 %18, 3
  %20 = neg i32 %19
  call void @rt_Console_WriteLine_i32(%20)
  %22 = shr i32 %0, 31
  %23 = shr.un i32 %22, 29
  %24 = add i32 %0, %23
  %25 = and i32 %24, -8
  %26 = sub i32 %0, %25
  call void @rt_Console_WriteLine_i32(%26)
  %28 = zext32 i64 %0
  %29 = mul i64 %28, 9
  %30 = shr.un i64 %29, 32
  %31 = add i64 %30, %28
  %32 = shr.un i64 %31, 32
  %33 = trunc i32 %32
  call void @rt_Console_WriteLine_i32(%33)
  %35 = zext32 i64 %0
  %36 = mul i64 %35, 9
  %37 = shr.un i64 %36, 32
  %38 = add i64 %37, %35
  %39 = shr.un i64 %38, 32
  %40 = trunc i32 %39
  %41 = mul i32 %40, -8
  %42 = sub i32 %0, %41
  call void @rt_Console_WriteLine_i32(%42)
  %44 = mul i32 %0, -8
  call void @rt_Console_WriteLine_i32(%44)
  %46 = shr i32 %0, 31
  %47 = shr.un i32 %46, 1
  %48 = add i32 %0, %47
  %49 = shr i32 %48, 31
  %50 = neg i32 %49
  call void @rt_Console_WriteLine_i32(%50)
  %52 = shr i32 %0, 31
  %53 = shr.un i32 %52, 1
  %54 = add i32 %0, %53
  %55 = and i32 %54, -2147483648
  %56 = sub i32 %0, %55
  call void @rt_Console_WriteLine_i32(%56)
  %58 = shr.un i32 %0, 31
  call void @rt_Console_WriteLine_i32(%58)
  %60 = and i32 %0, 2147483647
  call void @rt_Console_WriteLine_i32(%60)
  %62 = mul i32 %0, -2147483648
  call void @rt_Console_WriteLine_i32(%62)
  ret
"""

GOLDEN["strength_magic"] = """
function void @div_i32(i32 %0)  ; Test::div_i32
bb0:
  %1 = sext32 i64 %0
  %2 = mul i64 %1, 613566757
  %3 = shr i64 %2, 32
  %4 = add i64 %3, %1
  %5 = shr i64 %4, 3
  %6 = trunc i32 %5
  %7 = shr.un i32 %0, 31
  %8 = add i32 %6, %7
  call void @rt_Console_WriteLine_i32(%8)
  %10 = sext32 i64 %0
  %11 = mul i64 %10, 613566757
  %12 = shr i64 %11, 32
  %13 = add i64 %12, %10
  %14 = shr i64 %13, 3
  %15 = trunc i32 %14
  %16 = shr.un i32 %0, 31
  %17 = add i32 %15, %16
  %18 = mul i32 %17, 7
  %19 = sub i32 %0, %18
  call void @rt_Console_WriteLine_i32(%19)
  %21 = zext32 i64 %0
  %22 = mul i64 %21, 613566757
  %23 = shr.un i64 %22, 32
  %24 = add i64 %23, %21
  %25 = shr.un i64 %24, 3
  %26 = trunc i32 %25
  call void @rt_Console_WriteLine_i32(%26)
  %28 = zext32 i64 %0
  %29 = mul i64 %28, 613566757
  %30 = shr.un i64 %29, 32
  %31 = add i64 %30, %28
  %32 = shr.un i64 %31, 3
  %33 = trunc i32 %32
  %34 = mul i32 %33, 7
  %35 = sub i32 %0, %34
  call void @rt_Console_WriteLine_i32(%35)
  %37 = mul i32 %0, 7
  call void @rt_Console_WriteLine_i32(%37)
  %39 = sext32 i64 %0
  %40 = mul i64 %39, 2863311531
  %41 = shr i64 %40, 33
  %42 = trunc i32 %41
  %43 = shr.un i32 %0, 31
  %44 = add i32 %42, %43
  %45 = neg i32 %44
  call void @rt_Console_WriteLine_i32(%45)
  %47 = sext32 i64 %0
  %48 = mul i64 %47, 2863311531
  %49 = shr i64 %48, 33
  %50 = trunc i32 %49
  %51 = shr.un i32 %0, 31
  %52 = add i32 %50, %51
  %53 = neg i32 %52
  %54 = mul i32 %53, -3
  %55 = sub i32 %0, %54
  call void @rt_Console_WriteLine_i32(%55)
  %57 = zext32 i64 %0
  %58 = mul i64 %57, 1073741825
  %59 = shr.un i64 %58, 62
  %60 = trunc i32 %59
  call void @rt_Console_WriteLine_i32(%60)
  %62 = zext32 i64 %0
  %63 = mul i64 %62, 1073741825
  %64 = shr.un i64 %63, 62
  %65 = trunc i32 %64
  %66 = mul i32 %65, -3
  %67 = sub i32 %0, %66
  call void @rt_Console_WriteLine_i32(%67)
  %69 = mul i32 %0, -3
  call void @rt_Console_WriteLine_i32(%69)
  ret
"""

GOLDEN["strength_i64"] = """
function void @div_i64(i64 %0)  ; Test::div_i64
bb0:
  %1 = shr i64 %0, 63
  %2 = shr.un i64 %1, 62
  %3 = add i64 %0, %2
  %4 = shr i64 %3, 2
  call void @rt_Console_WriteLine_i64(%4)
  %6 = shr i64 %0, 63
  %7 = shr.un i64 %6, 62
  %8 = add i64 %0, %7
  %9 = and i64 %8, -4
  %10 = sub i64 %0, %9
  call void @rt_Console_WriteLine_i64(%10)
  %12 = shr.un i64 %0, 2
  call void @rt_Console_WriteLine_i64(%12)
  %14 = and i64 %0, 3
  call void @rt_Console_WriteLine_i64(%14)
  %16 = shl i64 %0, 2
  call void @rt_Console_WriteLine_i64(%16)
  %18 = div i64 %0, 7
  call void @rt_Console_WriteLine_i64(%18)
  %20 = rem i64 %0, 7
  call void @rt_Console_WriteLine_i64(%20)
  %22 = div.un i64 %0, 7
  call void @rt_Console_WriteLine_i64(%22)
  %24 = rem.un i64 %0, 7
  call void @rt_Console_WriteLine_i64(%24)
  %26 = mul i64 %0, 7
  call void @rt_Console_WriteLine_i64(%26)
  ret
"""

GOLDEN["inline_getter"] = """
function i32 @caller(ref %0)  ; Test::caller
bb0:
  br bb1
bb1:  ; preds bb0
  br eq ref %0, null, bb3, bb2
bb2:  ; preds bb1
  %1 = bitcast i64 %0
  %2 = add i64 %1, 8
  %3 = load i32 i32 %2
  br bb5
bb3:  ; preds bb1
  call void @rt_throw_NullReferenceException()
  br bb4
bb4:  ; preds bb3
  br bb5
bb5:  ; preds bb2, bb4
  %5 = phi i32 [%3, bb2], [0, bb4]
  %6 = globaladdr i64 @cil2mir_pending_exception
  %7 = load ref ref %6
  br ne ref %7, null, bb6, bb7
bb6:  ; preds bb5
  ret i32 0
bb7:  ; preds bb5
  %8 = add i32 0, %5
  ret i32 %8
"""

GOLDEN["inline_refused"] = """
function i32 @caller(ref %0)  ; Test::caller
bb0:
  call void @with_handler(%0)
  call void @calls(%0)
  %3 = call i32 @large(%0)
  %4 = call i32 @large(%0)
  %5 = call i32 @caller(%0)
  ret i32 42
"""

GOLDEN["pipeline_spectral"] = """
function f64 @caller(i32 %0)  ; Test::caller
bb0:
  %1 = add i32 %0, 3
  %2 = add i32 %1, 1
  %3 = mul i32 %1, %2
  %4 = shr.un i32 %3, 31
  %5 = add i32 %3, %4
  %6 = shr i32 %5, 1
  %7 = add i32 %6, %0
  %8 = add i32 %7, 1
  %9 = i2f f64 %8
  %10 = div f64 1.0, %9
  %11 = globaladdr i64 @cil2mir_pending_exception
  %12 = load ref ref %11
  br ne ref %12, null, bb2, bb1
bb1:  ; preds bb0
  ret f64 %10
bb2:  ; preds bb0
  ret f64 0.0
"""

GOLDEN["gvn_values"] = """
function i32 @gvn(i32 %0, i64 %1, ref %2)  ; Test::gvn
bb0:
  %3 = add i32 %0, 1
  %4 = bitcast i64 %2
  %5 = add i64 %4, 8
  %6 = load i64 i64 %5
  %7 = load i32 i32 %1
  store i32 %1, %3
  %9 = load i32 i32 %1
  call void @rt_Console_WriteLine_i32(%9)
  %11 = load i32 i32 %1
  %12 = sub i64 %6, %6
  call void @rt_Console_WriteLine_i64(%12)
  %14 = add i32 %3, %3
  %15 = add i32 %7, %7
  %16 = add i32 %14, %15
  br lt i32 %16, %11, bb1, bb2
bb1:  ; preds bb0
  %17 = mul i32 %0, 3
  %18 = add i32 %3, %17
  call void @rt_Console_WriteLine_i32(%18)
  br bb3
bb2:  ; preds bb0
  %20 = mul i32 %0, 3
  call void @rt_Console_WriteLine_i32(%20)
  br bb3
bb3:  ; preds bb1, bb2
  ret i32 0
"""

GOLDEN["licm_first_iteration"] = """
function i32 @licm_do(ref %0, i32 %1, i32 %2)  ; Test::licm_do
bb0:
  call void @rt_Console_WriteLine_i32(%1)
  br eq ref %0, null, bb4, bb1
bb1:  ; preds bb0
  %4 = bitcast i64 %0
  %5 = add i64 %4, 8
  %6 = load i64 i64 %5
  %7 = trunc i32 %6
  %8 = bitcast i64 %0
  %9 = add i64 %8, 12
  %10 = mul i32 %1, %2
  br bb2
bb2:  ; preds bb1, bb5
  %11 = phi i32 [0, bb1], [%19, bb5]
  %12 = phi i32 [0, bb1], [%18, bb5]
  br bb5
bb3:  ; preds bb4, bb5
  %13 = phi i32 [%18, bb5], [0, bb4]
  ret i32 %13
bb4:  ; preds bb0
  call void @rt_throw_NullReferenceException()
  br bb3
bb5:  ; preds bb2
  %15 = load i32 i32 %9
  %16 = add i32 %7, %15
  %17 = add i32 %16, %10
  %18 = add i32 %12, %17
  %19 = add i32 %11, 1
  br lt i32 %19, %1, bb2, bb3
"""

GOLDEN["licm_zero_trip"] = """
function i32 @licm_for(i32 %0, i32 %1, i32 %2, i64 %3)  ; Test::licm_for
bb0:
  %4 = sext32 i64 %0
  %5 = sext32 i64 %1
  %6 = mul i64 %4, %5
  %7 = mul i32 %0, %1
  %8 = sext32 i64 %7
  br bb3
bb1:  ; preds bb2
  ret i32 0
bb2:  ; preds bb5
  call void @rt_throw_OverflowException()
  br bb1
bb3:  ; preds bb0, bb6
  %10 = phi i32 [0, bb0], [%16, bb6]
  %11 = phi i32 [0, bb0], [%15, bb6]
  br ge i32 %10, %2, bb4, bb5
bb4:  ; preds bb3
  ret i32 %11
bb5:  ; preds bb3
  br ne i64 %8, %6, bb2, bb6
bb6:  ; preds bb5
  store i32 %3, %10
  %13 = load i32 i32 %3
  %14 = add i32 %7, %13
  %15 = add i32 %11, %14
  %16 = add i32 %10, 1
  br bb3
"""

GOLDEN["checks_range_loop"] = """
function i32 @pairs(ref %0, i32 %1)  ; Test::pairs
bb0:
  br eq ref %0, null, bb1, bb2
bb1:  ; preds bb0
  call void @rt_throw_NullReferenceException()
  ret i32 0
bb2:  ; preds bb0
  %3 = bitcast i64 %0
  %4 = add i64 %3, 8
  %5 = load i64 i64 %4
  %6 = trunc i32 %5
  %7 = sub i32 %6, 1
  %8 = add i64 %3, 16
  br bb3
bb3:  ; preds bb2, bb5
  %9 = phi i32 [0, bb2], [%15, bb5]
  %10 = phi i32 [0, bb2], [%21, bb5]
  br ge i32 %9, %7, bb4, bb5
bb4:  ; preds bb3
  ret i32 %10
bb5:  ; preds bb3
  %11 = sext32 i64 %9
  %12 = shl i64 %11, 2
  %13 = add i64 %8, %12
  %14 = load i32 i32 %13
  %15 = add i32 %9, 1
  %16 = sext32 i64 %15
  %17 = shl i64 %16, 2
  %18 = add i64 %8, %17
  %19 = load i32 i32 %18
  %20 = mul i32 %14, %19
  %21 = add i32 %10, %20
  br bb3
"""

GOLDEN["checks_range_kept"] = """
function i32 @pairs_n(ref %0, i32 %1)  ; Test::pairs_n
bb0:
  %2 = bitcast i64 %0
  %3 = add i64 %2, 8
  %4 = add i64 %2, 16
  br bb4
bb1:  ; preds bb2, bb3
  ret i32 0
bb2:  ; preds bb6
  call void @rt_throw_NullReferenceException()
  br bb1
bb3:  ; preds bb7, bb8
  call void @rt_throw_IndexOutOfRangeException()
  br bb1
bb4:  ; preds bb0, bb9
  %7 = phi i32 [0, bb0], [%14, bb9]
  %8 = phi i32 [0, bb0], [%20, bb9]
  br ge i32 %7, %1, bb5, bb6
bb5:  ; preds bb4
  ret i32 %8
bb6:  ; preds bb4
  br eq ref %0, null, bb2, bb7
bb7:  ; preds bb6
  %9 = sext32 i64 %7
  %10 = load i64 i64 %3
  br uge i64 %9, %10, bb3, bb8
bb8:  ; preds bb7
  %11 = shl i64 %9, 2
  %12 = add i64 %4, %11
  %13 = load i32 i32 %12
  %14 = add i32 %7, 1
  %15 = sext32 i64 %14
  br uge i64 %15, %10, bb3, bb9
bb9:  ; preds bb8
  %16 = shl i64 %15, 2
  %17 = add i64 %4, %16
  %18 = load i32 i32 %17
  %19 = mul i32 %13, %18
  %20 = add i32 %8, %19
  br bb4
"""

GOLDEN["checks_null"] = """
function i32 @nulls(ref %0, i32 %1)  ; Test::nulls
bb0:
  %2 = globaladdr i64 @Foo..type
  %3 = call ref @rt_alloc(%2)
  br bb5
bb1:  ; preds bb4
  ret i32 0
bb2:  ; preds bb5
  br eq ref %0, null, bb4, bb6
bb3:  ; preds bb5
  br eq ref %0, null, bb4, bb8
bb4:  ; preds bb2, bb3
  call void @rt_throw_NullReferenceException()
  br bb1
bb5:  ; preds bb0
  br eq i32 %1, 0, bb2, bb3
bb6:  ; preds bb2
  br bb7
bb7:  ; preds bb6
  ret i32 1
bb8:  ; preds bb3
  ret i32 2
"""

GOLDEN["devirt_exact"] = """
function i32 @devirt(ref %0)  ; Test::devirt
bb0:
  %1 = globaladdr i64 @Foo..type
  %2 = call ref @rt_alloc(%1)
  %3 = bitcast i64 %0
  %4 = load i64 i64 %3
  %5 = add i64 %4, 72
  %6 = load i64 i64 %5
  %7 = calli i32 %6(%0)
  %8 = add i32 42, %7
  ret i32 %8
"""

GOLDEN["checks_new_array"] = """
function i32 @counted(i32 %0)  ; Test::counted
bb0:
  %1 = globaladdr i64 @int32..arr
  %2 = sext32 i64 %0
  %3 = call ref @rt_newarr(%1, %2)
  %4 = bitcast i64 %3
  %5 = add i64 %4, 16
  br bb1
bb1:  ; preds bb0, bb3
  %6 = phi i32 [0, bb0], [%13, bb3]
  %7 = phi i32 [0, bb0], [%12, bb3]
  br ge i32 %6, %0, bb2, bb3
bb2:  ; preds bb1
  ret i32 %7
bb3:  ; preds bb1
  %8 = sext32 i64 %6
  %9 = shl i64 %8, 2
  %10 = add i64 %5, %9
  %11 = load i32 i32 %10
  %12 = add i32 %7, %11
  %13 = add i32 %6, 1
  br bb1
"""

GOLDEN["checks_counting_down"] = """
function i32 @down(ref %0)  ; Test::down
bb0:
  br eq ref %0, null, bb4, bb5
bb1:  ; preds bb2, bb5
  %1 = phi i32 [%14, bb5], [%8, bb2]
  %2 = phi i32 [0, bb5], [%7, bb2]
  br ge i32 %1, 0, bb2, bb3
bb2:  ; preds bb1
  %3 = sext32 i64 %1
  %4 = shl i64 %3, 2
  %5 = add i64 %15, %4
  %6 = load i32 i32 %5
  %7 = add i32 %2, %6
  %8 = sub i32 %1, 1
  br bb1
bb3:  ; preds bb1
  ret i32 %2
bb4:  ; preds bb0
  call void @rt_throw_NullReferenceException()
  ret i32 0
bb5:  ; preds bb0
  %10 = bitcast i64 %0
  %11 = add i64 %10, 8
  %12 = load i64 i64 %11
  %13 = trunc i32 %12
  %14 = sub i32 %13, 1
  %15 = add i64 %10, 16
  br bb1
"""

GOLDEN["tailrec_loops"] = """
function i64 @gcd(i64 %0, i64 %1)  ; Test::gcd
bb0:
  br bb1
bb1:  ; preds bb0, bb4, bb6
  %2 = phi i64 [%0, bb0], [%4, bb4], [%3, bb6]
  %3 = phi i64 [%1, bb0], [%3, bb4], [%7, bb6]
  br eq i64 %3, 0, bb2, bb3
bb2:  ; preds bb1
  br bb5
bb3:  ; preds bb1
  br lt i64 %2, 0, bb4, bb6
bb4:  ; preds bb3
  %4 = neg i64 %2
  %5 = globaladdr i64 @cil2mir_pending_exception
  br bb1
bb5:  ; preds bb2
  %6 = phi i64 [%2, bb2]
  ret i64 %6
bb6:  ; preds bb3
  %7 = rem i64 %2, %3
  %8 = globaladdr i64 @cil2mir_pending_exception
  br bb1
"""

GOLDEN["tailrec_kept"] = """
function i32 @depth(i32 %0)  ; Test::depth
bb0:
  br eq i32 %0, 0, bb2, bb1
bb1:  ; preds bb0
  %1 = sub i32 %0, 1
  %2 = call i32 @depth(%1)
  %3 = globaladdr i64 @cil2mir_pending_exception
  %4 = load ref ref %3
  br ne ref %4, null, bb3, bb5
bb2:  ; preds bb0
  %5 = call i32 @depth(1)
  %6 = globaladdr i64 @cil2mir_pending_exception
  %7 = load ref ref %6
  br ne ref %7, null, bb4, bb6
bb3:  ; preds bb1, bb4
  ret i32 0
bb4:  ; preds bb2
  call void @rt_trace(0, 3)
  br bb3
bb5:  ; preds bb1
  %9 = add i32 %2, 1
  ret i32 %9
bb6:  ; preds bb2
  ret i32 %5
"""

GOLDEN["checks_unsigned_bound"] = """
function i32 @unsigned(ref %0, ref %1, i32 %2)  ; Test::unsigned
bb0:
  br eq ref %0, null, bb4, bb6
bb1:  ; preds bb4, bb5
  ret i32 0
bb2:  ; preds bb6
  %3 = sext32 i64 %2
  %4 = add i64 %10, 16
  %5 = shl i64 %3, 2
  %6 = add i64 %4, %5
  %7 = load i32 i32 %6
  br eq ref %1, null, bb4, bb7
bb3:  ; preds bb6
  ret i32 -1
bb4:  ; preds bb0, bb2
  call void @rt_throw_NullReferenceException()
  br bb1
bb5:  ; preds bb7
  call void @rt_throw_IndexOutOfRangeException()
  br bb1
bb6:  ; preds bb0
  %10 = bitcast i64 %0
  %11 = add i64 %10, 8
  %12 = load i64 i64 %11
  %13 = trunc i32 %12
  br uge i32 %2, %13, bb3, bb2
bb7:  ; preds bb2
  %14 = bitcast i64 %1
  %15 = add i64 %14, 8
  %16 = load i64 i64 %15
  br uge i64 %3, %16, bb5, bb8
bb8:  ; preds bb7
  %17 = add i64 %14, 16
  %18 = add i64 %17, %5
  %19 = load i32 i32 %18
  %20 = add i32 %7, %19
  ret i32 %20
"""
