"""The reference back end on hand-built SSA modules: the IR text parses with every
installed llc (14 ... 19) and embedded in MIR, and the program compiled by llvmlite at
-O2 and linked with the runtime prints what Python computes."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from cil2mir import toolchain
from cil2mir.emit import llvm_ir
from cil2mir.emit.mir_text import print_mir_file
from cil2mir.frontend import ir
from cil2mir.frontend.ir import Cond, Op
from tests.ssa_helpers import (I32, I64, REF, THROW_DIV0, THROW_OVERFLOW, WRITE, WRITELINE, WRITELINE_VOID,
                         FnBuilder, c32, c64, module)

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
        f.term(ir.Unreachable())
        f.at(ok0)
        if op in (Op.DIV, Op.REM):
            m1, throw_ovf, ok = f.block(), f.block(), f.block()
            f.branch(Cond.EQ, b, minus1, m1, ok)
            f.at(m1)
            f.branch(Cond.EQ, a, minv, throw_ovf, ok)
            f.at(throw_ovf)
            f.call(THROW_OVERFLOW)
            f.term(ir.Unreachable())
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
    for op in ir.CONV_OPS:
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


def throwing_program(a: int, b: int, op: Op) -> ir.Module:
    main = FnBuilder("cil2mir_main", [REF], I32)
    fn = binop_fn(op, I32)
    main.call(WRITELINE["string"], main.str("before"))
    main.call(WRITELINE["i32"], main.call(fn.callee, c32(a), c32(b)))
    main.ret(c32(0))
    return module(fn, main.done())


# ---- tests ---------------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def program() -> tuple[ir.Module, str, str]:
    mod, expected = build_program()
    return mod, llvm_ir.ir_module_text(mod), expected


def build_and_run(text: str, tmp_path: Path, opt: int = 2) -> subprocess.CompletedProcess:
    obj, exe = tmp_path / "p.o", tmp_path / "p"
    llvm_ir.compile_object(text, obj, opt=opt)
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
    assert "noreturn" in thrower
    assert '@"rt_String_type" = external global i8' in text


def test_string_object_layout():
    f = FnBuilder("cil2mir_main", [REF], I32)
    f.call(WRITELINE["string"], f.str("A\U0001F600"))
    f.ret(c32(0))
    text = llvm_ir.ir_module_text(module(f.done()))
    assert ('@"str.0" = private unnamed_addr constant <{i8*, i32, [3 x i16]}> '
            '<{i8* @"rt_String_type", i32 3, [3 x i16] [i16 65, i16 55357, i16 56832]}>, align 8') in text


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
    $rdi = LEA64r $rip, 1, $noreg, @str.0, $noreg
    CALL64pcrel32 @rt_Console_WriteLine_string, csr_64, implicit $rsp, implicit $ssp, implicit $rdi, implicit-def $rsp, implicit-def $ssp
    ADJCALLSTACKUP64 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
    $eax = MOV32ri 5
    RET 0, $eax
...
"""
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


@pytest.mark.parametrize("op,a,b,exc", [
    (Op.DIV, 1, 0, "System.DivideByZeroException: Attempted to divide by zero."),
    (Op.REM_UN, 1, 0, "System.DivideByZeroException: Attempted to divide by zero."),
    (Op.DIV, -2**31, -1, "System.OverflowException: Arithmetic operation resulted in an overflow."),
    (Op.REM, -2**31, -1, "System.OverflowException: Arithmetic operation resulted in an overflow."),
])
def test_throwers(op, a, b, exc, tmp_path):
    r = build_and_run(llvm_ir.ir_module_text(throwing_program(a, b, op)), tmp_path)
    assert r.returncode == 1
    assert r.stdout == b"before\n"          # flushed before the exception text
    assert r.stderr.decode().startswith(f"\nUnhandled Exception:\n{exc}\n")
