"""The reference back end on hand-built SSA modules: the IR text parses with every
installed llc (14 ... 19) and embedded in MIR, and the program compiled by llvmlite at
-O2 and linked with the runtime prints what Python computes."""

from __future__ import annotations

import math
import struct
import subprocess
from pathlib import Path

import pytest

from cil2mir import toolchain
from cil2mir.emit import llvm_ir
from cil2mir.emit.mir_text import print_mir_file
from cil2mir.frontend import ir
from cil2mir.frontend.ir import Cond, Op
from tests.ssa_helpers import (F32, F64, I32, I64, REF, THROW_DIV0, THROW_OVERFLOW, VOID, WRITE, WRITELINE,
                               WRITELINE_F, WRITELINE_VOID, FnBuilder, c32, c64, cf32, cf64, module, rt, to_f32)

LLCS = toolchain.installed_llcs()

# ---- Python semantics, for the expected output --------------------------------------------------


def wrap(v: int, bits: int) -> int:
    return ((v + 2 ** (bits - 1)) % 2 ** bits) - 2 ** (bits - 1)


def unsigned(v: int, bits: int) -> int:
    return v % 2 ** bits


def trunc_div(a: int, b: int) -> int:
    q = abs(a) // abs(b)
    return q if (a < 0) == (b < 0) else -q


def py_binop(op: Op, a: int, b: int, bits: int) -> int:
    ua, ub = unsigned(a, bits), unsigned(b, bits)
    mask = bits - 1
    r = {Op.ADD: lambda: a + b, Op.SUB: lambda: a - b, Op.MUL: lambda: a * b,
         Op.DIV: lambda: trunc_div(a, b), Op.REM: lambda: a - trunc_div(a, b) * b,
         Op.DIV_UN: lambda: ua // ub, Op.REM_UN: lambda: ua % ub,
         Op.AND: lambda: a & b, Op.OR: lambda: a | b, Op.XOR: lambda: a ^ b,
         Op.SHL: lambda: a << (b & mask), Op.SHR: lambda: a >> (b & mask),
         Op.SHR_UN: lambda: ua >> (b & mask)}[op]()
    return wrap(r, bits)


PY_CMP = {Cond.EQ: lambda a, b, ua, ub: a == b, Cond.NE: lambda a, b, ua, ub: a != b,
          Cond.LT: lambda a, b, ua, ub: a < b, Cond.LE: lambda a, b, ua, ub: a <= b,
          Cond.GT: lambda a, b, ua, ub: a > b, Cond.GE: lambda a, b, ua, ub: a >= b,
          Cond.ULT: lambda a, b, ua, ub: ua < ub, Cond.ULE: lambda a, b, ua, ub: ua <= ub,
          Cond.UGT: lambda a, b, ua, ub: ua > ub, Cond.UGE: lambda a, b, ua, ub: ua >= ub}

PY_CONV = {Op.SEXT8: lambda v: wrap(v, 8), Op.ZEXT8: lambda v: v % 256,
           Op.SEXT16: lambda v: wrap(v, 16), Op.ZEXT16: lambda v: v % 65536,
           Op.SEXT32: lambda v: v, Op.ZEXT32: lambda v: v % 2**32, Op.TRUNC: lambda v: wrap(v, 32)}
CONV_TYPES = {Op.SEXT32: (I32, I64), Op.ZEXT32: (I32, I64), Op.TRUNC: (I64, I32)}

# ---- hand-built functions --------------------------------------------------------------------------


def binop_fn(op: Op, ty: ir.Ty) -> ir.Function:
    """a op b, with the checks the frontend inserts before a division."""
    f = FnBuilder(f"Test.{op.name}_{ty}", [ty, ty], ty)
    a, b = f.params
    zero, minus1 = (c32(0), c32(-1)) if ty is I32 else (c64(0), c64(-1))
    minv = c32(-2**31) if ty is I32 else c64(-2**63)
    if op in (Op.DIV, Op.REM, Op.DIV_UN, Op.REM_UN):
        throw0, ok0 = f.block(), f.block()
        f.branch(Cond.EQ, b, zero, throw0, ok0)
        f.at(throw0)
        f.call(THROW_DIV0)
        f.ret(zero)                     # the frontend's propagate block
        f.at(ok0)
        if op in (Op.DIV, Op.REM):
            m1, throw_ovf, ok = f.block(), f.block(), f.block()
            f.branch(Cond.EQ, b, minus1, m1, ok)
            f.at(m1)
            f.branch(Cond.EQ, a, minv, throw_ovf, ok)
            f.at(throw_ovf)
            f.call(THROW_OVERFLOW)
            f.ret(zero)
            f.at(ok)
    f.ret(f.bin(op, a, b))
    return f.done()


def shift_fn(op: Op, ty: ir.Ty) -> ir.Function:
    f = FnBuilder(f"Test.{op.name}_{ty}", [ty, I32], ty)
    f.ret(f.bin(op, *f.params))
    return f.done()


def unary_fn(op: Op, ty: ir.Ty) -> ir.Function:
    f = FnBuilder(f"Test.{op.name}_{ty}", [ty], ty)
    f.ret(f.inst(op, ty, f.params[0]))
    return f.done()


def conv_fn(op: Op) -> ir.Function:
    src, dst = CONV_TYPES.get(op, (I32, I32))
    f = FnBuilder(f"Test.{op.name}", [src], dst)
    f.ret(f.inst(op, dst, f.params[0]))
    return f.done()


def cmp_fn(cond: Cond, ty: ir.Ty) -> ir.Function:
    f = FnBuilder(f"Test.cmp_{cond.name}_{ty}", [ty, ty], I32)
    f.ret(f.cmp(cond, *f.params))
    return f.done()


def branch_fn(cond: Cond) -> ir.Function:
    """if (a cond b) return 1 else return 2 — a Branch terminator instead of a CMP."""
    f = FnBuilder(f"Test.br_{cond.name}", [I64, I64], I32)
    t, e = f.block(), f.block()
    f.branch(cond, *f.params, t, e)
    f.at(t)
    f.ret(c32(1))
    f.at(e)
    f.ret(c32(2))
    return f.done()


def sum_to_fn() -> ir.Function:
    """A counted loop: phis in the header with a back edge."""
    f = FnBuilder("Test.SumTo", [I32], I64)
    (n,) = f.params
    head, body, exit_ = f.block(), f.block(), f.block()
    f.jump(head)
    f.at(head)
    i, acc = f.phi(I32), f.phi(I64)
    f.branch(Cond.LT, i, n, body, exit_)
    f.at(body)
    acc1 = f.bin(Op.ADD, acc, f.inst(Op.SEXT32, I64, i))
    i1 = f.bin(Op.ADD, i, c32(1))
    f.jump(head)
    i.incoming = [(f.fn.blocks[0], c32(0)), (body, i1)]
    acc.incoming = [(f.fn.blocks[0], c64(0)), (body, acc1)]
    f.at(exit_)
    f.ret(acc)
    return f.done()


def classify_fn() -> ir.Function:
    """A switch with two cases to the same block, which holds a phi (two edges, one pred)."""
    f = FnBuilder("Test.Classify", [I32], I32)
    join, a, dflt = f.block(), f.block(), f.block()
    f.term(ir.Switch(f.params[0], [join, a, join], dflt))
    f.at(a)
    f.jump(join)
    f.at(dflt)
    f.jump(join)
    f.at(join)
    p = f.phi(I32)
    p.incoming = [(f.fn.blocks[0], c32(10)), (a, c32(20)), (dflt, c32(30))]
    f.ret(p)
    return f.done()


def fib_fn() -> ir.Function:
    f = FnBuilder("Test.Fib", [I32], I32)
    (n,) = f.params
    small, big = f.block(), f.block()
    f.branch(Cond.LT, n, c32(2), small, big)
    f.at(small)
    f.ret(n)
    f.at(big)
    callee = ir.Callee("Test.Fib", (I32,), I32)
    a = f.call(callee, f.bin(Op.SUB, n, c32(1)))
    b = f.call(callee, f.bin(Op.SUB, n, c32(2)))
    f.ret(f.bin(Op.ADD, a, b))
    return f.done()


MANY_TYPES = [I32, I64, I32, I64, I32, I64, I32, I64, I32, I32]


def many_fn() -> ir.Function:
    """Ten arguments (four on the stack), mixed widths: sum of arg[k] * (k + 1)."""
    f = FnBuilder("Test.Many", MANY_TYPES, I64)
    acc: ir.Value = c64(0)
    for k, p in enumerate(f.params):
        v = f.inst(Op.SEXT32, I64, p) if p.ty is I32 else p
        acc = f.bin(Op.ADD, acc, f.bin(Op.MUL, v, c64(k + 1)))
    f.ret(acc)
    return f.done()


def id_fn() -> ir.Function:
    f = FnBuilder("Test.Id", [REF], REF)
    f.ret(f.params[0])
    return f.done()


def greeting_fn() -> ir.Function:
    f = FnBuilder("Test.Greeting", [], REF)
    f.ret(f.str("returned from a method"))
    return f.done()


I32_VALUES = [-2**31, -7, -1, 0, 1, 7, 33, 2**31 - 1]
I64_VALUES = [-2**63, -2**31, -7, -1, 0, 1, 7, 65, 2**32, 2**63 - 1]
STRINGS = ["Hello, world!", "", "h\u00e9llo \u20ac", "\U0001F600 smile", "tab\there"]


def fmt_u(v: int, bits: int) -> str:
    return str(unsigned(v, bits))


def build_program() -> tuple[ir.Module, str]:
    """The test program and its expected stdout."""
    fns: dict[str, ir.Function] = {}
    main = FnBuilder("cil2mir_main", [REF], I32)
    out: list[str] = []

    def use(fn: ir.Function) -> ir.Callee:
        fns.setdefault(fn.symbol, fn)
        return fns[fn.symbol].callee

    def c(ty, v):
        return c32(v) if ty is I32 else c64(v)

    def println(ty: ir.Ty, v: ir.Value, expected: int) -> None:
        main.call(WRITELINE["i32" if ty is I32 else "i64"], v)
        out.append(f"{expected}\n")

    for ty, values in ((I32, I32_VALUES), (I64, I64_VALUES)):
        bits = ty.bits
        for op in (Op.ADD, Op.SUB, Op.MUL, Op.DIV, Op.REM, Op.DIV_UN, Op.REM_UN, Op.AND, Op.OR, Op.XOR):
            callee = use(binop_fn(op, ty))
            for a in values:
                for b in values:
                    if op in (Op.DIV, Op.REM, Op.DIV_UN, Op.REM_UN) and b == 0:
                        continue
                    if op in (Op.DIV, Op.REM) and b == -1 and a == -2**(bits - 1):
                        continue
                    println(ty, main.call(callee, c(ty, a), c(ty, b)), py_binop(op, a, b, bits))
        for op in (Op.SHL, Op.SHR, Op.SHR_UN):
            callee = use(shift_fn(op, ty))
            for a in values:
                for n in (0, 1, 5, 31, 32, 33, 63, 64, 65, -1):
                    println(ty, main.call(callee, c(ty, a), c32(n)), py_binop(op, a, n, bits))
        for op in (Op.NEG, Op.NOT):
            callee = use(unary_fn(op, ty))
            for a in values:
                println(ty, main.call(callee, c(ty, a)), wrap(-a if op is Op.NEG else ~a, bits))
        for cond in Cond:
            callee = use(cmp_fn(cond, ty))
            for a in values[::2]:
                for b in values[1::2]:
                    r = PY_CMP[cond](a, b, unsigned(a, bits), unsigned(b, bits))
                    main.call(WRITELINE["bool"], main.call(callee, c(ty, a), c(ty, b)))
                    out.append(f"{r}\n")
    for cond in Cond:
        callee = use(branch_fn(cond))
        for a, b in ((-1, 1), (5, 5), (2**40, -3)):
            println(I32, main.call(callee, c64(a), c64(b)),
                    1 if PY_CMP[cond](a, b, unsigned(a, 64), unsigned(b, 64)) else 2)
    for op in PY_CONV:          # the integer conversions (float ones: the float program)
        src, dst = CONV_TYPES.get(op, (I32, I32))
        callee = use(conv_fn(op))
        for a in (I32_VALUES if src is I32 else I64_VALUES) + [0x1ff, 0x80, 0x7f, 0x18000, 0xffff]:
            println(dst, main.call(callee, c(src, a)), PY_CONV[op](wrap(a, src.bits)))
    # Unsigned and typed output overloads.
    for v in I32_VALUES:
        main.call(WRITELINE["u32"], c32(v))
        out.append(fmt_u(v, 32) + "\n")
    for v in I64_VALUES:
        main.call(WRITELINE["u64"], c64(v))
        out.append(fmt_u(v, 64) + "\n")
        main.call(WRITE["i64"], c64(v))
        main.call(WRITE["char"], c32(ord(",")))
        out.append(f"{v},")
    main.call(WRITELINE_VOID)
    out.append("\n")
    # Control flow, recursion, many arguments.
    sum_to = use(sum_to_fn())
    for n in (0, 1, 10, 100000):
        println(I64, main.call(sum_to, c32(n)), n * (n - 1) // 2 if n > 0 else 0)
    classify = use(classify_fn())
    for x in (-1, 0, 1, 2, 3, 100):
        println(I32, main.call(classify, c32(x)), {0: 10, 1: 20, 2: 10}.get(x, 30))
    fib = use(fib_fn())
    println(I32, main.call(fib, c32(20)), 6765)
    many = use(many_fn())
    args = [3, -5, 7, 2**40, -11, 13, 17, -19, 23, 2**31 - 1]
    println(I64, main.call(many, *[c(t, v) for t, v in zip(MANY_TYPES, args)]),
            wrap(sum(v * (k + 1) for k, v in enumerate(args)), 64))
    # Strings: literals, through a call, returned from a method, and Write vs WriteLine.
    ident = use(id_fn())
    for s in STRINGS:
        main.call(WRITELINE["string"], main.call(ident, main.str(s)))
        out.append(s + "\n")
    main.call(WRITE["string"], main.str(STRINGS[0]))
    main.call(WRITELINE["string"], main.str(STRINGS[0]))
    out.append(STRINGS[0] * 2 + "\n")
    main.call(WRITELINE["string"], main.call(use(greeting_fn())))
    out.append("returned from a method\n")
    main.call(WRITELINE["string"], ir.Const(REF, value=0))
    out.append("\n")
    main.ret(c32(7))
    return module(*fns.values(), main.done(), name="Prog"), "".join(out)


# ---- tests ---------------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def program() -> tuple[ir.Module, str, str]:
    mod, expected = build_program()
    return mod, llvm_ir.ir_module_text(mod), expected


def build_and_run(text: str, tmp_path: Path, opt: int = 2) -> subprocess.CompletedProcess:
    obj, exe = tmp_path / "p.o", tmp_path / "p"
    obj.write_bytes(llvm_ir.object_code(text, opt=opt))
    toolchain.link([obj], exe)
    return subprocess.run([str(exe)], capture_output=True, timeout=60)


def test_text_is_deterministic_and_embeddable(program):
    mod, text, _ = program
    assert llvm_ir.ir_module_text(build_program()[0]) == text
    assert "target triple" not in text and "datalayout" not in text and "ModuleID" not in text
    assert " ptr " not in text and "i8*" in text


def test_declares_exactly_the_runtime_functions_used(program):
    _, text, _ = program
    declared = {line.split("@")[1].split("(")[0].strip('"') for line in text.splitlines()
                if line.startswith("declare")}
    assert "rt_Console_WriteLine_i32" in declared and "rt_throw_OverflowException" in declared
    assert "rt_Console_Write_bool" not in declared
    assert all(d.startswith("rt_") for d in declared)
    thrower = next(line for line in text.splitlines() if "rt_throw_DivideByZeroException\"(" in line
                   and line.startswith("declare"))
    assert "noreturn" not in thrower        # it raises and returns
    assert '@"rt_String_type" = external global i8' in text


def test_string_object_layout():
    f = FnBuilder("cil2mir_main", [REF], I32)
    literal = "A\U0001F600"
    f.call(WRITELINE["string"], f.str(literal))
    f.ret(c32(0))
    text = llvm_ir.ir_module_text(module(f.done()))
    assert (f'@"{ir.string_symbol(literal)}" = private unnamed_addr constant <{{i8*, i32, [4 x i16]}}> '
            '<{i8* @"rt_String_type", i32 3, [4 x i16] [i16 65, i16 55357, i16 56832, i16 0]}>, '
            'align 8') in text                          # (the NUL after the chars)


@pytest.mark.parametrize("llc", LLCS, ids=lambda l: f"llc{l.version}")
def test_parses_with_llc(program, llc, tmp_path):
    _, text, _ = program
    ll = tmp_path / "p.ll"
    ll.write_text(text)
    subprocess.run([llc.path, "-mtriple=x86_64-unknown-linux-gnu", "-relocation-model=pic",
                    "-filetype=obj", str(ll), "-o", str(tmp_path / "p.o")], check=True, capture_output=True)


@pytest.mark.parametrize("llc", LLCS, ids=lambda l: f"llc{l.version}")
def test_embedded_in_mir(llc, tmp_path):
    """The module inside a .mir file, with one function given as post-RA MIR that uses a
    string object and a runtime declaration from the module: verify, compile, link, run."""
    f = FnBuilder("cil2mir_main", [REF], I32)
    f.call(WRITELINE["string"], f.str("from MIR"))
    f.ret(c32(5))
    mir = print_mir_file(llvm_ir.ir_module_text(module(f.done())), []) + """---
name: cil2mir_main
tracksRegLiveness: true
frameInfo:
  adjustsStack: true
body: |
  bb.0:
    ADJCALLSTACKDOWN64 0, 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
    $rdi = LEA64r $rip, 1, $noreg, @STRING, $noreg
    CALL64pcrel32 @rt_Console_WriteLine_string, csr_64, implicit $rsp, implicit $ssp, implicit $rdi, implicit-def $rsp, implicit-def $ssp
    ADJCALLSTACKUP64 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
    $eax = MOV32ri 5
    RET 0, $eax
...
""".replace("@STRING", "@" + ir.string_symbol("from MIR"))
    path = tmp_path / "p.mir"
    path.write_text(mir)
    subprocess.run([llc.path, "-mtriple=x86_64-unknown-linux-gnu", "-run-pass=none",
                    "-verify-machineinstrs", str(path), "-o", "/dev/null"], check=True, capture_output=True)
    toolchain.llc_compile(path, tmp_path / "p.o", llc=llc, verify=True)
    toolchain.link([tmp_path / "p.o"], tmp_path / "p")
    r = subprocess.run([str(tmp_path / "p")], capture_output=True)
    assert (r.returncode, r.stdout) == (5, b"from MIR\n")


@pytest.mark.parametrize("opt", [0, 2])
def test_program_output(program, tmp_path, opt):
    _, text, expected = program
    r = build_and_run(text, tmp_path, opt)
    assert r.stderr == b""
    assert r.stdout.decode("utf-8") == expected
    assert r.returncode == 7


def test_bitcode(program, tmp_path):
    _, text, _ = program
    llvm_ir.write_bitcode(text, tmp_path / "p.bc")
    assert (tmp_path / "p.bc").read_bytes()[:4] == b"BC\xc0\xde"


# =====================================================================================================
# Floating point, memory, function pointers, tail calls.
# Float results are printed as bit patterns (through a stack slot: store f64, load i64), NaN as "NaN"
# (its sign and payload depend on who computed it: LLVM's constant folder or the CPU), so the test
# does not depend on the runtime's float formatting. Inputs go through a volatile slot ("opaque"),
# so -O2 cannot fold the operations away.
# =====================================================================================================

INF, NAN = math.inf, math.nan
F64_VALUES = [0.0, -0.0, 1.0, -1.5, 0.1, 2.5, 3.0, -7.25, 1e308, -1e308, 5e-324, -2.2250738585072014e-308,
              2.0**31, 2.0**31 - 0.5, -2.0**31 - 0.75, 2.0**63, 2.0**64, -2.0**63, 1.8446744073709552e19 * 2,
              INF, -INF, NAN]
F32_VALUES = [to_f32(v) for v in [0.0, -0.0, 1.0, -1.5, 0.1, 2.5, 3.0, -7.25, 3.4e38, -3.4e38, 1.4e-45,
                                  -1.1754942e-38, 2.0**31, 2.0**31 - 128, -2.0**31 - 256, 2.0**63, 2.0**64,
                                  -2.0**63, 16777217.0, INF, -INF, NAN]]
CMP_F_VALUES = [0.0, -0.0, 1.0, -1.5, INF, -INF, NAN]
INT_F_SOURCES = [0, 1, -1, 7, 2**24 + 1, 2**24 + 3, -2**31, 2**31 - 1, 2**53 + 1, 2**53 + 3, 2**62 + 2**39 + 1,
                 2**63 - 1, -2**63, -2**63 + 2**40 - 1, 0x7fffff7fffffffff]


def bits64(x: float) -> int:
    return struct.unpack("<q", struct.pack("<d", x))[0]


def bits32(x: float) -> int:
    return struct.unpack("<i", struct.pack("<f", x))[0]


def show_text(x: float, ty: ir.Ty) -> str:
    if math.isnan(x):
        return "NaN\n"
    return f"{bits32(x) if ty is F32 else bits64(x)}\n"


def round_int(n: int, p: int) -> float:
    """n rounded to p significant bits, ties to even (sitofp/uitofp)."""
    m = abs(n)
    if m.bit_length() > p:
        sh = m.bit_length() - p
        q, r = divmod(m, 1 << sh)
        half = 1 << (sh - 1)
        if r > half or (r == half and q & 1):
            q += 1
        m = q << sh
    return math.copysign(float(m), -1 if n < 0 else 1) if m else 0.0


def py_fop(op: Op, a: float, b: float, ty: ir.Ty) -> float:
    if op is Op.ADD:
        r = a + b
    elif op is Op.SUB:
        r = a - b
    elif op is Op.MUL:
        r = a * b
    elif op is Op.DIV:
        if b == 0:
            r = NAN if (a == 0 or math.isnan(a)) else math.copysign(INF, a) * math.copysign(1.0, b)
        else:
            r = a / b
    else:   # REM: C fmod
        if math.isnan(a) or math.isnan(b) or math.isinf(a) or b == 0:
            r = NAN
        elif math.isinf(b):
            r = a
        else:
            r = math.fmod(a, b)
    return to_f32(r) if ty is F32 else r     # double rounding of + - * / is innocuous for float


PY_FCMP = {Cond.EQ: lambda a, b: a == b, Cond.LT: lambda a, b: a < b, Cond.LE: lambda a, b: a <= b,
           Cond.GT: lambda a, b: a > b, Cond.GE: lambda a, b: a >= b, Cond.NE: lambda a, b: not a == b,
           Cond.ULT: lambda a, b: not a >= b, Cond.ULE: lambda a, b: not a > b,
           Cond.UGT: lambda a, b: not a <= b, Cond.UGE: lambda a, b: not a < b}


def py_f2i(x: float, bits: int) -> int:
    """cvttsd2si / cvttss2si: truncation; NaN and out of range give MinValue."""
    if math.isnan(x) or math.isinf(x):
        return -2**(bits - 1)
    t = math.trunc(x)
    return t if -2**(bits - 1) <= t < 2**(bits - 1) else -2**(bits - 1)


def py_f2u64(x: float, ty: ir.Ty) -> int:
    """mono_fconv_u8 on amd64, as an unsigned 64-bit result."""
    if x < 2.0**63:
        return py_f2i(x, 64) % 2**64
    d = x - 2.0**63
    return (py_f2i(to_f32(d) if ty is F32 else d, 64) + 2**63) % 2**64


def fconst(ty: ir.Ty, v: float) -> ir.Const:
    return cf32(v) if ty is F32 else cf64(v)


def opaque_fn(ty: ir.Ty) -> ir.Function:
    """x through a volatile stack slot: LLVM cannot see the value."""
    f = FnBuilder(f"Test.opaque_{ty}", [ty], ty)
    mem = {I32: ir.Mem.I32, I64: ir.Mem.I64, F32: ir.Mem.F32, F64: ir.Mem.F64}[ty]
    s = f.slot(8, 8)
    f.store(mem, s, f.params[0], volatile=True)
    f.ret(f.load(mem, s, volatile=True))
    return f.done()


def show_fn(ty: ir.Ty) -> ir.Function:
    """Print NaN as "NaN", anything else as its bit pattern (a store of the float and a load of
    the integer of the same size from one slot)."""
    f = FnBuilder(f"Test.show_{ty}", [ty], VOID)
    (x,) = f.params
    nan, num = f.block(), f.block()
    f.branch(Cond.NE, x, x, nan, num)
    f.at(nan)
    f.call(WRITELINE["string"], f.str("NaN"))
    f.ret()
    f.at(num)
    s = f.slot(ty.bits // 8, ty.bits // 8)
    f.store(ir.Mem.F32 if ty is F32 else ir.Mem.F64, s, x)
    bits = f.load(ir.Mem.I32 if ty is F32 else ir.Mem.I64, s)
    f.call(WRITELINE["i32" if ty is F32 else "i64"], bits)
    f.ret()
    return f.done()


def fbin_fn(op: Op, ty: ir.Ty) -> ir.Function:
    f = FnBuilder(f"Test.f{op.name}_{ty}", [ty, ty], ty)
    f.ret(f.bin(op, *f.params))
    return f.done()


def fbranch_fn(cond: Cond, ty: ir.Ty) -> ir.Function:
    f = FnBuilder(f"Test.fbr_{cond.name}_{ty}", [ty, ty], I32)
    t, e = f.block(), f.block()
    f.branch(cond, *f.params, t, e)
    f.at(t)
    f.ret(c32(1))
    f.at(e)
    f.ret(c32(0))
    return f.done()


def fconv_fn(op: Op, src: ir.Ty, dst: ir.Ty) -> ir.Function:
    f = FnBuilder(f"Test.{op.name}_{src}_{dst}", [src], dst)
    f.ret(f.inst(op, dst, f.params[0]))
    return f.done()


MEM_KINDS = list(ir.Mem)
MEM_PY = {ir.Mem.I8: "<b", ir.Mem.U8: "<B", ir.Mem.I16: "<h", ir.Mem.U16: "<H", ir.Mem.I32: "<i",
          ir.Mem.I64: "<q", ir.Mem.F32: "<f", ir.Mem.F64: "<d"}


def addr_plus(f: FnBuilder, base: ir.Value, off: ir.Value) -> ir.Value:
    return f.bin(Op.ADD, base, f.inst(Op.SEXT32, I64, off))


def load_fn(mem: ir.Mem, align: int, volatile: bool) -> ir.Function:
    """Two i64 stored into a 16-byte slot, then one `mem` loaded at byte offset `off`."""
    ty = mem.value_ty
    f = FnBuilder(f"Test.ld_{mem.value}_{align}_{int(volatile)}", [I64, I64, I32], ty)
    a, b, off = f.params
    s = f.slot(16, 8)
    f.store(ir.Mem.I64, s, a)
    f.store(ir.Mem.I64, f.bin(Op.ADD, s, c64(8)), b)
    f.ret(f.load(mem, addr_plus(f, s, off), volatile, align))
    return f.done()


def store_fn(mem: ir.Mem, align: int, volatile: bool) -> ir.Function:
    """A 16-byte slot filled with 0xEE (memset), one `mem` stored at `off`; returns the
    8 bytes at 8 * which."""
    ty = mem.value_ty
    f = FnBuilder(f"Test.st_{mem.value}_{align}_{int(volatile)}", [ty, I32, I32], I64)
    v, off, which = f.params
    s = f.slot(16, 16)
    f.inst(Op.MEMSET, VOID, s, c32(0x1EE), c64(16))
    f.store(mem, addr_plus(f, s, off), v, volatile, align)
    f.ret(f.load(ir.Mem.I64, addr_plus(f, s, f.bin(Op.SHL, which, c32(3)))))
    return f.done()


def ref_slot_fn() -> ir.Function:
    """A REF through memory: stored, loaded back, returned."""
    f = FnBuilder("Test.ref_slot", [REF], REF)
    s = f.slot(8, 8)
    f.store(ir.Mem.REF, s, f.params[0])
    f.ret(f.load(ir.Mem.REF, s))
    return f.done()


def locsum_fn() -> ir.Function:
    """p = localloc(8n); initblk(p, 0); p[i] = i*i; return sum(p[i]) * 16 + (p & 15)."""
    f = FnBuilder("Test.locsum", [I32], I64)
    (n,) = f.params
    entry = f.cur
    size = f.bin(Op.MUL, f.inst(Op.SEXT32, I64, n), c64(8))
    p = f.inst(Op.LOCALLOC, I64, size)
    f.inst(Op.MEMSET, VOID, p, c32(0), size)
    h1, b1, h2, b2, out = f.block(), f.block(), f.block(), f.block(), f.block()
    f.jump(h1)
    f.at(h1)
    i = f.phi(I32)
    f.branch(Cond.LT, i, n, b1, h2)
    f.at(b1)
    i64 = f.inst(Op.SEXT32, I64, i)
    f.store(ir.Mem.I64, f.bin(Op.ADD, p, f.bin(Op.MUL, i64, c64(8))), f.bin(Op.MUL, i64, i64))
    i1 = f.bin(Op.ADD, i, c32(1))
    f.jump(h1)
    i.incoming = [(entry, c32(0)), (b1, i1)]
    f.at(h2)
    j, acc = f.phi(I32), f.phi(I64)
    f.branch(Cond.LT, j, n, b2, out)
    f.at(b2)
    acc1 = f.bin(Op.ADD, acc, f.load(ir.Mem.I64, f.bin(Op.ADD, p, f.bin(Op.MUL, f.inst(Op.SEXT32, I64, j), c64(8)))))
    j1 = f.bin(Op.ADD, j, c32(1))
    f.jump(h2)
    j.incoming = [(h1, c32(0)), (b2, j1)]
    acc.incoming = [(h1, c64(0)), (b2, acc1)]
    f.at(out)
    f.ret(f.bin(Op.ADD, f.bin(Op.MUL, acc, c64(16)), f.bin(Op.AND, p, c64(15))))
    return f.done()


def locloop_fn(locsum: ir.Callee) -> ir.Function:
    """Calls locsum(100) `count` times: localloc'd memory is freed at return (the stack must not
    grow: 200000 * 800 bytes would overflow 8 MiB)."""
    f = FnBuilder("Test.locloop", [I32], I64)
    (count,) = f.params
    entry = f.cur
    head, body, out = f.block(), f.block(), f.block()
    f.jump(head)
    f.at(head)
    i, acc = f.phi(I32), f.phi(I64)
    f.branch(Cond.LT, i, count, body, out)
    f.at(body)
    acc1 = f.bin(Op.ADD, acc, f.call(locsum, c32(100)))
    i1 = f.bin(Op.ADD, i, c32(1))
    f.jump(head)
    i.incoming = [(entry, c32(0)), (body, i1)]
    acc.incoming = [(entry, c64(0)), (body, acc1)]
    f.at(out)
    f.ret(acc)
    return f.done()


def memcpy_fn(volatile: bool) -> ir.Function:
    """cpblk of n bytes from a slot holding (a, b) to dst + 1, dst = localloc(16) filled with
    0xAB by initblk; returns the 8 bytes of dst at 8 * which."""
    f = FnBuilder(f"Test.cpy_{int(volatile)}", [I64, I64, I32, I32], I64)
    a, b, n, which = f.params
    acc = ir.MemAccess(ir.Mem.U8, volatile, 1) if volatile else None
    src = f.slot(16, 8)
    f.store(ir.Mem.I64, src, a)
    f.store(ir.Mem.I64, f.bin(Op.ADD, src, c64(8)), b)
    dst = f.inst(Op.LOCALLOC, I64, c64(16))
    f.inst(Op.MEMSET, VOID, dst, c32(0x1AB), c64(16), data=acc)
    f.inst(Op.MEMCPY, VOID, f.bin(Op.ADD, dst, c64(1)), src, f.inst(Op.ZEXT32, I64, n), data=acc)
    f.ret(f.load(ir.Mem.I64, addr_plus(f, dst, f.bin(Op.SHL, which, c32(3)))))
    return f.done()


ADD3_SIG = ir.Callee("", (I64, I32, F64), F64)


def add3_fn() -> ir.Function:
    f = FnBuilder("Test.Add3", [I64, I32, F64], F64)
    a, b, c = f.params
    f.ret(f.bin(Op.ADD, f.inst(Op.I2F, F64, f.bin(Op.ADD, a, f.inst(Op.SEXT32, I64, b))), c))
    return f.done()


def count_fn() -> ir.Function:
    """Count(n, acc) = n == 0 ? acc : tail Count(n - 1, acc + n): musttail (same prototype)."""
    f = FnBuilder("Test.Count", [I64, I64], I64)
    n, acc = f.params
    done, more = f.block(), f.block()
    f.branch(Cond.EQ, n, c64(0), done, more)
    f.at(done)
    f.ret(acc)
    f.at(more)
    f.ret(f.tail_call(f.fn.callee, f.bin(Op.SUB, n, c64(1)), f.bin(Op.ADD, acc, n)))
    return f.done()


PING = ir.Callee("Test.Ping", (I64,), I64)
PONG = ir.Callee("Test.Pong", (I64, I32), I64)


def ping_fn() -> ir.Function:
    """Ping(n) = n == 0 ? 7 : tail Pong(n, 3): prototypes differ, so a plain `tail` call."""
    f = FnBuilder("Test.Ping", [I64], I64)
    (n,) = f.params
    done, more = f.block(), f.block()
    f.branch(Cond.EQ, n, c64(0), done, more)
    f.at(done)
    f.ret(c64(7))
    f.at(more)
    f.ret(f.tail_call(PONG, n, c32(3)))
    return f.done()


def pong_fn() -> ir.Function:
    f = FnBuilder("Test.Pong", [I64, I32], I64)
    n, k = f.params
    f.ret(f.tail_call(PING, f.bin(Op.ADD, f.bin(Op.SUB, n, f.inst(Op.SEXT32, I64, k)), c64(2))))
    return f.done()


CALLLOOP_SIG = ir.Callee("", (I64, I64, F64), F64)


def callloop_fn() -> ir.Function:
    """CallLoop(fp, n, x) = n == 0 ? x : tail calli fp(fp, n - 1, x + 1.0)."""
    f = FnBuilder("Test.CallLoop", [I64, I64, F64], F64)
    fp, n, x = f.params
    done, more = f.block(), f.block()
    f.branch(Cond.EQ, n, c64(0), done, more)
    f.at(done)
    f.ret(x)
    f.at(more)
    f.ret(f.calli(CALLLOOP_SIG, fp, fp, f.bin(Op.SUB, n, c64(1)), f.bin(Op.ADD, x, cf64(1.0)), tail=True))
    return f.done()


ROT_TYPES = [I64] * 8 + [F64, F32, I64, I32]


def rotate_fn() -> ir.Function:
    """Eight i64 (two on the stack), a double, a float, and n: rotates the integers (adding 1 to
    the one moved last), adds 0.5 to the double, -0.25 to the float; at n == 0 returns
    sum((k+1) * a_k) + f2i(x) + f2i(y * 4)."""
    f = FnBuilder("Test.Rotate", ROT_TYPES, I64)
    *a, x, y, n, tag = f.params
    done, more = f.block(), f.block()
    f.branch(Cond.EQ, n, c64(0), done, more)
    f.at(done)
    acc: ir.Value = f.bin(Op.ADD, f.inst(Op.F2I, I64, x),
                          f.inst(Op.F2I, I64, f.bin(Op.MUL, y, cf32(4.0))))
    for k, v in enumerate(a):
        acc = f.bin(Op.ADD, acc, f.bin(Op.MUL, v, c64(k + 1)))
    f.ret(f.bin(Op.ADD, acc, f.inst(Op.SEXT32, I64, tag)))
    f.at(more)
    f.ret(f.tail_call(f.fn.callee, *a[1:], f.bin(Op.ADD, a[0], c64(1)), f.bin(Op.ADD, x, cf64(0.5)),
                      f.bin(Op.ADD, y, cf32(-0.25)), f.bin(Op.SUB, n, c64(1)), tag))
    return f.done()


def py_rotate(a: list[int], x: float, y: float, n: int, tag: int) -> int:
    k, r = divmod(n, 8)
    a = [v + k for v in a]
    for _ in range(r):
        a = a[1:] + [a[0] + 1]
    x += 0.5 * n
    y = to_f32(y - 0.25 * n)      # exact for the values used
    return wrap(sum((i + 1) * v for i, v in enumerate(a)) + py_f2i(x, 64) + py_f2i(to_f32(y * 4), 64) + tag, 64)


def down_fn() -> ir.Function:
    """A void tail call: Down(n) = n == 0 ? print "down" : tail Down(n - 1)."""
    f = FnBuilder("Test.Down", [I64], VOID)
    (n,) = f.params
    done, more = f.block(), f.block()
    f.branch(Cond.EQ, n, c64(0), done, more)
    f.at(done)
    f.call(WRITELINE["string"], f.str("down"))
    f.ret()
    f.at(more)
    f.tail_call(f.fn.callee, f.bin(Op.SUB, n, c64(1)))
    f.ret()
    return f.done()


DEPTH = 10_000_000


def build_program3() -> tuple[ir.Module, str]:
    fns: dict[str, ir.Function] = {}
    main = FnBuilder("cil2mir_main", [REF], I32)
    out: list[str] = []

    def use(fn: ir.Function) -> ir.Callee:
        fns.setdefault(fn.symbol, fn)
        return fns[fn.symbol].callee

    opaque = {ty: use(opaque_fn(ty)) for ty in (I32, I64, F32, F64)}
    show = {ty: use(show_fn(ty)) for ty in (F32, F64)}

    def opq(ty: ir.Ty, v) -> ir.Value:
        return main.call(opaque[ty], fconst(ty, v) if ty.is_float else (c32(v) if ty is I32 else c64(v)))

    def show_f(ty: ir.Ty, v: ir.Value, expected: float) -> None:
        main.call(show[ty], v)
        out.append(show_text(expected, ty))

    def println(ty: ir.Ty, v: ir.Value, expected) -> None:
        main.call(WRITELINE[ty], v)
        out.append(f"{expected}\n")

    # Constants, exactly (hex in the IR): printed straight from a constant operand.
    for ty, values in ((F32, F32_VALUES), (F64, F64_VALUES)):
        for v in values:
            show_f(ty, fconst(ty, v), v)
        # Arithmetic on every pair, and negation.
        for op in (Op.ADD, Op.SUB, Op.MUL, Op.DIV, Op.REM):
            callee = use(fbin_fn(op, ty))
            for a in values:
                for b in values:
                    show_f(ty, main.call(callee, opq(ty, a), opq(ty, b)), py_fop(op, a, b, ty))
        neg = use(unary_fn(Op.NEG, ty))
        for a in values:
            show_f(ty, main.call(neg, opq(ty, a)), -a)
        # Compares (CMP) and branches on every condition, NaN included.
        for cond in Cond:
            cmp_c, br_c = use(cmp_fn(cond, ty)), use(fbranch_fn(cond, ty))
            for a in CMP_F_VALUES:
                for b in CMP_F_VALUES:
                    a_, b_ = to_f32(a) if ty is F32 else a, to_f32(b) if ty is F32 else b
                    r = int(PY_FCMP[cond](a_, b_))
                    println("i32", main.call(cmp_c, opq(ty, a), opq(ty, b)), r)
                    println("i32", main.call(br_c, opq(ty, a), opq(ty, b)), r)
        # float -> integer
        for dst in (I32, I64):
            callee = use(fconv_fn(Op.F2I, ty, dst))
            for a in values:
                println("i32" if dst is I32 else "i64", main.call(callee, opq(ty, a)), py_f2i(a, dst.bits))
        callee = use(fconv_fn(Op.F2U64, ty, I64))
        for a in values + [2.0**63 + 2**40, 2.0**64 - 2**40, 2.0**52 + 0.5 if ty is F64 else 8388608.5, -1.0]:
            a = to_f32(a) if ty is F32 else a
            println("u64", main.call(callee, opq(ty, a)), py_f2u64(a, ty))
        # integer -> float, signed and unsigned
        for src in (I32, I64):
            s_c, u_c = use(fconv_fn(Op.I2F, src, ty)), use(fconv_fn(Op.U2F, src, ty))
            p = 24 if ty is F32 else 53
            for n in INT_F_SOURCES:
                n = wrap(n, src.bits)
                show_f(ty, main.call(s_c, opq(src, n)), round_int(n, p))
                show_f(ty, main.call(u_c, opq(src, n)), round_int(unsigned(n, src.bits), p))
    fext, ftrunc = use(fconv_fn(Op.FEXT, F32, F64)), use(fconv_fn(Op.FTRUNC, F64, F32))
    for v in F32_VALUES:
        show_f(F64, main.call(fext, opq(F32, v)), v)
    for v in F64_VALUES + [0.1, 1 + 2.0**-24, 1 + 3 * 2.0**-24, 3.4028235677973366e38, 1e-40, 1e-46]:
        show_f(F32, main.call(ftrunc, opq(F64, v)), to_f32(v))

    # Loads and stores of every kind, at aligned and unaligned offsets, volatile or not.
    a_bits, b_bits = 0x8182838485868788 - 2**64, 0x3FF8000000000000     # b = 1.5 as a double
    data = a_bits.to_bytes(8, "little", signed=True) + b_bits.to_bytes(8, "little")
    for mem in MEM_KINDS:
        if mem is ir.Mem.REF:
            continue
        kinds = [(0, False, (0, 8)), (1, False, (1, 3, 5)), (1, True, (3,)), (0, True, (8,))]
        for align, vol, offs in kinds:
            ld = use(load_fn(mem, align, vol))
            st = use(store_fn(mem, align, vol))
            for off in offs:
                if off + mem.size > 16:
                    continue
                (v,) = struct.unpack(MEM_PY[mem], data[off:off + mem.size])
                res = main.call(ld, c64(a_bits), c64(b_bits), c32(off))
                if mem.value_ty.is_float:
                    show_f(mem.value_ty, res, v)
                else:
                    println("i32" if mem.value_ty is I32 else "i64", res, v)
                # store: a value wider than the kind, truncated
                value = {I32: c32(0x7654_32A9), I64: c64(-0x0123456789ABCDEF), F32: cf32(-1.5),
                         F64: cf64(2.0**-1074)}[mem.value_ty]
                raw = {I32: (0x765432A9).to_bytes(4, "little"),
                       I64: (-0x0123456789ABCDEF).to_bytes(8, "little", signed=True),
                       F32: struct.pack("<f", -1.5), F64: struct.pack("<d", 2.0**-1074)}[mem.value_ty]
                buf = bytearray(b"\xEE" * 16)
                buf[off:off + mem.size] = raw[:mem.size]
                for which in (0, 1):
                    println("i64", main.call(st, value, c32(off), c32(which)),
                            int.from_bytes(buf[8 * which:8 * which + 8], "little", signed=True))
    ref_slot = use(ref_slot_fn())
    main.call(WRITELINE["string"], main.call(ref_slot, main.str("through memory")))
    out.append("through memory\n")

    # localloc, initblk, cpblk
    locsum = use(locsum_fn())
    for n in (0, 1, 100, 1000):
        println("i64", main.call(locsum, c32(n)), 16 * sum(i * i for i in range(n)))
    println("i64", main.call(use(locloop_fn(locsum)), c32(200_000)), 200_000 * 16 * sum(i * i for i in range(100)))
    for vol in (False, True):
        cpy = use(memcpy_fn(vol))
        for n in (0, 1, 7, 15):
            buf = bytearray(b"\xAB" * 16)
            buf[1:1 + n] = data[:n]
            for which in (0, 1):
                println("i64", main.call(cpy, c64(a_bits), c64(b_bits), opq(I32, n), c32(which)),
                        int.from_bytes(buf[8 * which:8 * which + 8], "little", signed=True))

    # Function pointers: a managed method, a runtime function; equal addresses.
    add3 = use(add3_fn())
    fp = main.inst(Op.FUNCADDR, I64, data=add3)
    show_f(F64, main.calli(ADD3_SIG, fp, c64(2**40), c32(-5), opq(F64, 0.5)), 2.0**40 - 5 + 0.5)
    s = main.slot(8, 8)
    main.store(ir.Mem.I64, s, fp, volatile=True)
    show_f(F64, main.calli(ADD3_SIG, main.load(ir.Mem.I64, s, volatile=True), c64(1), c32(2), cf64(-0.25)), 2.75)
    wl = main.inst(Op.FUNCADDR, I64, data=WRITELINE["i32"])
    main.calli(ir.Callee("", (I32,), VOID), wl, c32(-42))
    out.append("-42\n")
    println("i32", main.cmp(Cond.EQ, fp, main.inst(Op.FUNCADDR, I64, data=add3)), 1)
    println("i32", main.cmp(Cond.NE, fp, wl), 1)

    # Tail calls, 10 million deep.
    println("i64", main.call(use(count_fn()), opq(I64, DEPTH), c64(0)), DEPTH * (DEPTH + 1) // 2)
    use(ping_fn())
    use(pong_fn())
    println("i64", main.call(PING, opq(I64, DEPTH)), 7)
    callloop = use(callloop_fn())
    show_f(F64, main.call(callloop, main.inst(Op.FUNCADDR, I64, data=callloop), opq(I64, DEPTH), cf64(0.5)),
           DEPTH + 0.5)
    rot_args = [3, -5, 7, 2**40, -11, 13, 17, -19]
    println("i64", main.call(use(rotate_fn()), *[c64(v) for v in rot_args], cf64(1.5), cf32(DEPTH / 8),
                             opq(I64, DEPTH), c32(-1000)),
            py_rotate(rot_args, 1.5, DEPTH / 8, DEPTH, -1000))
    main.call(use(down_fn()), opq(I64, DEPTH))
    out.append("down\n")
    main.ret(c32(3))
    return module(*fns.values(), main.done(), name="Prog3"), "".join(out)


@pytest.fixture(scope="module")
def program3() -> tuple[ir.Module, str, str]:
    mod, expected = build_program3()
    return mod, llvm_ir.ir_module_text(mod), expected


@pytest.mark.parametrize("opt", [0, 2])
def test_program3_output(program3, tmp_path, opt):
    _, text, expected = program3
    r = build_and_run(text, tmp_path, opt)
    assert r.stderr == b""
    got = r.stdout.decode("utf-8")
    if got != expected:      # the first differing line, with its neighbours
        g, e = got.splitlines(), expected.splitlines()
        k = next((i for i, (x, y) in enumerate(zip(g, e)) if x != y), min(len(g), len(e)))
        pytest.fail(f"line {k + 1}: got {g[k - 2:k + 3]} expected {e[k - 2:k + 3]}")
    assert r.returncode == 3


@pytest.mark.parametrize("llc", LLCS, ids=lambda l: f"llc{l.version}")
def test_program3_parses_with_llc(program3, llc, tmp_path):
    """The .ll compiles with every llc, and the same text embedded in a .mir file parses."""
    _, text, _ = program3
    ll = tmp_path / "p.ll"
    ll.write_text(text)
    subprocess.run([llc.path, "-mtriple=x86_64-unknown-linux-gnu", "-relocation-model=pic", "-O2",
                    "-filetype=obj", str(ll), "-o", str(tmp_path / "p.o")], check=True, capture_output=True)
    mir = tmp_path / "p.mir"
    mir.write_text(print_mir_file(text, []))
    r = subprocess.run([llc.path, "-mtriple=x86_64-unknown-linux-gnu", "-run-pass=none",
                        "-verify-machineinstrs", str(mir), "-o", "/dev/null"], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr


def test_program3_text(program3):
    mod, text, _ = program3
    assert llvm_ir.ir_module_text(build_program3()[0]) == text            # deterministic
    assert " ptr " not in text and "fptosi" not in text and "fptoui" not in text
    lines = text.splitlines()
    # musttail when the prototypes match, plain tail otherwise; void tail calls too.
    assert any("musttail call i64 @\"Test.Count\"" in ln for ln in lines)
    assert any("musttail call void @\"Test.Down\"" in ln for ln in lines)
    assert any("musttail call double %" in ln for ln in lines)              # calli
    assert any(ln.strip().startswith("%") and " = tail call i64 @\"Test.Pong\"" in ln for ln in lines)
    assert any("load volatile" in ln for ln in lines) and any("store volatile" in ln for ln in lines)
    assert "alloca i8, i64 %" in text and "align 16" in text
    assert 'declare void @"llvm.memcpy.p0i8.p0i8.i64"' in text
    assert 'declare i32 @"llvm.x86.sse.cvttss2si"(<4 x float>' in text
    assert "frem double" in text and "frem float" in text and "fneg float" in text
    assert "fcmp une" in text and "fcmp oeq" in text and "fcmp ult" in text and "fcmp oge" in text
    # exact constants: denormal, -0, NaN, infinities
    assert "double 0x0000000000000001" in text and "double 0x8000000000000000" in text
    assert "double 0x7ff8000000000000" in text and "double 0xfff0000000000000" in text


@pytest.mark.parametrize("build", [build_program, build_program3], ids=["program", "program3"])
def test_bodies_as_text_are_llvmlites(build):
    """Function bodies written as text (emit/ir_text.py) are what llvmlite prints for the same
    instructions built as its objects (the -g path): the whole module, on the programs that
    use every instruction kind (phis, switches, calli, musttail, volatile, allocas, frem...)."""
    mod = build()[0]
    texts = []
    for text_bodies in (False, True):
        b = llvm_ir._ModuleBuilder(mod, text_bodies=text_bodies)
        llmod, bodies = b.build()
        texts.append(llvm_ir.ModuleParts(llmod, bodies, b.spool, None).text)
    assert texts[1] == texts[0]


def test_float_constants_exact():
    """Every constant prints as the double bit pattern in 16 hex digits; floats as the double
    value of the float (which LLVM requires)."""
    for v in F64_VALUES + [2.0**-1074, -2.0**-1074, 1.7976931348623157e308]:
        c = llvm_ir.float_constant(F64, v)
        assert f"{c.type} {c.get_reference()}" == f"double 0x{bits64(v) % 2**64:016x}"
    for v in F32_VALUES + [to_f32(2.0**-149)]:
        c = llvm_ir.float_constant(F32, v)
        assert f"{c.type} {c.get_reference()}" == f"float 0x{bits64(v) % 2**64:016x}"
    assert llvm_ir.float_constant(F32, 0.1).get_reference() == "0x3fb99999a0000000"


def test_slot_without_escape_is_promoted(tmp_path):
    """A slot used only by loads and stores gets no ptrtoint, so -O2 keeps it in a register."""
    f = FnBuilder("Test.Slot", [I32], I32)
    s = f.slot(4, 4)
    f.store(ir.Mem.I32, s, f.params[0])
    f.ret(f.load(ir.Mem.I32, s))
    text = llvm_ir.ir_module_text(module(f.done()))
    assert "ptrtoint" not in text and '%"slot1" = alloca [4 x i8], align 4' in text


def test_runtime_declarations_on_use():
    """The issue-3 runtime functions are declared with System V float types, only when used."""
    f = FnBuilder("cil2mir_main", [REF], I32)
    f.call(WRITELINE_F[F64], cf64(0.1))
    f.call(WRITELINE_F[F32], cf32(0.1))
    r = f.call(rt("rt_Math_Atan2_f64", F64, F64, ret=F64), cf64(1.0), cf64(2.0))
    f.call(WRITELINE_F[F64], f.call(rt("rt_Math_Exp_f64", F64, ret=F64), r))
    f.call(WRITELINE["i32"], f.call(rt("rt_Math_Abs_i32", I32, ret=I32), c32(-3)))
    f.call(WRITELINE_F[F64], f.call(rt("rt_Math_Sqrt_f64", F64, ret=F64), r))    # in place
    f.ret(c32(0))
    text = llvm_ir.ir_module_text(module(f.done()))
    declared = sorted(ln for ln in text.splitlines() if ln.startswith("declare"))
    assert declared == [
        'declare double @"llvm.sqrt.f64"(double %".1")',
        'declare double @"rt_Math_Atan2_f64"(double %".1", double %".2")',
        'declare double @"rt_Math_Exp_f64"(double %".1")',
        'declare i32 @"rt_Math_Abs_i32"(i32 %".1")',
        'declare void @"rt_Console_WriteLine_f32"(float %".1")',
        'declare void @"rt_Console_WriteLine_f64"(double %".1")',
        'declare void @"rt_Console_WriteLine_i32"(i32 %".1")',
    ]


@pytest.mark.skipif("rt_Console_WriteLine_f64" not in (toolchain.RUNTIME_DIR / "cil2mir_rt.h").read_text(),
                    reason="the runtime has no float output yet")
@pytest.mark.parametrize("opt", [0, 2])
def test_float_output_through_runtime(tmp_path, opt):
    """With the runtime's float printers: a few values whose Mono output is well known."""
    f = FnBuilder("cil2mir_main", [REF], I32)
    cases = [(F64, 0.1 + 0.2, "0.3"), (F64, 1.5, "1.5"), (F64, -0.0, "0"), (F64, NAN, "NaN"),
             (F64, INF, "Infinity"), (F64, -INF, "-Infinity"), (F64, 1e20, "1E+20"),
             (F32, 0.1, "0.1"), (F32, 16777217.0, "1.677722E+07")]
    for ty, v, _ in cases:
        f.call(WRITELINE_F[ty], fconst(ty, v))
    f.ret(c32(0))
    r = build_and_run(llvm_ir.ir_module_text(module(f.done())), tmp_path, opt)
    assert r.stdout.decode() == "".join(s + "\n" for _, _, s in cases)


# ---- runtime Math functions computed in place ---------------------------------------------------

def py_math(member: str, suffix: str, a, b=None):
    """runtime/cil2mir_rt.c's Math functions: float Min/Max return a NaN first argument and
    the second of equal ones (zeros of either sign); integers by the suffix's signedness."""
    if member == "Sqrt":
        return NAN if math.isnan(a) or a < 0 else math.sqrt(a)
    if member == "Abs":
        return math.fabs(a)
    if suffix in ("f32", "f64"):
        return a if math.isnan(a) or (a < b if member == "Min" else a > b) else b
    bits = 64 if suffix in ("i64", "u64") else 32
    ua, ub = (a % 2 ** bits, b % 2 ** bits) if suffix[0] == "u" else (a, b)
    return a if (ua <= ub if member == "Min" else ua >= ub) else b


@pytest.mark.parametrize("opt", [0, 2])
def test_math_in_place(tmp_path, opt):
    """Sqrt, Abs and Min/Max become LLVM intrinsics and selects, no calls, with the
    runtime's results on edge values (through opaque slots, so -O2 cannot fold them)."""
    f = FnBuilder("cil2mir_main", [REF], I32)
    expected = []
    ops = {ty: opaque_fn(ty) for ty in (I32, I64, F32, F64)}
    shows = {ty: show_fn(ty) for ty in (F32, F64)}
    pairs = [(x, y) for x in CMP_F_VALUES + [2.0, -4.0] for y in CMP_F_VALUES]
    for suffix, ty in (("f64", F64), ("f32", F32)):
        opq = lambda v, ty=ty: f.call(ops[ty].callee, fconst(ty, v))
        for x, _ in pairs[::len(CMP_F_VALUES)]:
            members = ("Sqrt", "Abs") if ty is F64 else ("Abs",)
            for member in members:
                r = f.call(rt(f"rt_Math_{member}_{suffix}", ty, ret=ty), opq(x))
                f.call(shows[ty].callee, r)
                expected.append(show_text(py_math(member, suffix, x), ty))
        for x, y in pairs:
            for member in ("Min", "Max"):
                r = f.call(rt(f"rt_Math_{member}_{suffix}", ty, ty, ret=ty), opq(x), opq(y))
                f.call(shows[ty].callee, r)
                expected.append(show_text(py_math(member, suffix, x, y), ty))
    ints = {"i32": (I32, [-2**31, -1, 0, 5, 2**31 - 1]), "u32": (I32, [-2**31, -1, 0, 5, 2**31 - 1]),
            "u8": (I32, [0, 1, 255]), "i64": (I64, [-2**63, -1, 0, 2**63 - 1]),
            "u64": (I64, [-2**63, -1, 0, 2**63 - 1])}
    for suffix, (ty, values) in ints.items():
        for x in values:
            for y in values:
                for member in ("Min", "Max"):
                    r = f.call(rt(f"rt_Math_{member}_{suffix}", ty, ty, ret=ty),
                               f.call(ops[ty].callee, c32(x) if ty is I32 else c64(x)),
                               f.call(ops[ty].callee, c32(y) if ty is I32 else c64(y)))
                    f.call(WRITELINE["i32" if ty is I32 else "i64"], r)
                    expected.append(f"{py_math(member, suffix, x, y)}\n")
    f.ret(c32(0))
    text = llvm_ir.ir_module_text(module(f.done(), *ops.values(), *shows.values()))
    assert "rt_Math" not in text
    assert '@"llvm.sqrt.f64"' in text and '@"llvm.fabs.f32"' in text
    r = build_and_run(text, tmp_path, opt)
    assert r.stdout.decode() == "".join(expected)
