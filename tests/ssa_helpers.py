"""A tiny builder for hand-written SSA functions (ir.Function), so back-end tests do not
depend on the frontend. Also the runtime Callees the tests call."""

from __future__ import annotations

import math
import struct

from cil2mir.frontend import ir
from cil2mir.frontend.exceptions import PENDING, RUNTIME_EXCEPTIONS, TYPES_TABLE
from cil2mir.frontend.ir import Cond, Op, Ty
from tests.ir_builder import FunctionShell

I32, I64, REF, VOID = Ty.I32, Ty.I64, Ty.REF, Ty.VOID
F32, F64 = Ty.F32, Ty.F64


def rt(name: str, *params: Ty, ret: Ty = VOID, noreturn: bool = False) -> ir.Callee:
    return ir.Callee(name, tuple(params), ret, noreturn)


WRITELINE = {ty: rt(f"rt_Console_WriteLine_{ty}", pty)
             for ty, pty in [("i32", I32), ("u32", I32), ("i64", I64), ("u64", I64), ("bool", I32),
                             ("char", I32), ("string", REF)]}
WRITE = {ty: rt(f"rt_Console_Write_{ty}", pty)
         for ty, pty in [("i32", I32), ("u32", I32), ("i64", I64), ("u64", I64), ("bool", I32),
                         ("char", I32), ("string", REF)]}
WRITELINE_VOID = rt("rt_Console_WriteLine_void")
THROW_DIV0 = rt("rt_throw_DivideByZeroException")        # raise, and return
THROW_OVERFLOW = rt("rt_throw_OverflowException")


def c32(v: int) -> ir.Const:
    return ir.Const(I32, value=((v + 2**31) % 2**32) - 2**31)


def c64(v: int) -> ir.Const:
    return ir.Const(I64, value=((v + 2**63) % 2**64) - 2**63)


def to_f32(x: float) -> float:
    """x rounded to single precision (ties to even; overflow gives an infinity)."""
    try:
        return struct.unpack("<f", struct.pack("<f", x))[0]
    except OverflowError:
        return math.copysign(math.inf, x)


def cf32(v: float) -> ir.Const:
    return ir.Const(F32, value=to_f32(float(v)))


def cf64(v: float) -> ir.Const:
    return ir.Const(F64, value=float(v))


WRITELINE_F = {ty: rt(f"rt_Console_WriteLine_{ty}", ty) for ty in (F32, F64)}


class FnBuilder(FunctionShell):
    """Append instructions to the current block; blocks are created up front or on demand."""

    def __init__(self, symbol: str, params: list[Ty], ret: Ty) -> None:
        super().__init__(symbol, params, ret)
        self.cur = self.block()

    def at(self, b: ir.Block) -> None:
        self.cur = b

    def inst(self, op: Op, ty: Ty, *args: ir.Value, data=None) -> ir.Inst:
        i = ir.Inst(ty, op=op, args=list(args), data=data)
        self.cur.insts.append(i)
        return i

    def bin(self, op: Op, a: ir.Value, b: ir.Value) -> ir.Inst:
        return self.inst(op, a.ty, a, b)

    def cmp(self, cond: Cond, a: ir.Value, b: ir.Value) -> ir.Inst:
        return self.inst(Op.CMP, I32, a, b, data=cond)

    def call(self, callee: ir.Callee, *args: ir.Value) -> ir.Inst:
        return self.inst(Op.CALL, callee.ret, *args, data=callee)

    def tail_call(self, callee: ir.Callee, *args: ir.Value) -> ir.Inst:
        """A `tail.` call; the caller must end the block with ret(result) (or ret() if void)."""
        i = self.call(callee, *args)
        i.tail = True
        return i

    def calli(self, sig: ir.Callee, fnptr: ir.Value, *args: ir.Value, tail: bool = False) -> ir.Inst:
        i = self.inst(Op.CALLI, sig.ret, fnptr, *args, data=ir.Callee("", sig.params, sig.ret))
        i.tail = tail
        return i

    def slot(self, size: int, align: int) -> ir.Inst:
        return self.inst(Op.SLOT, I64, data=ir.Slot(size, align))

    def load(self, mem: ir.Mem, addr: ir.Value, volatile: bool = False, align: int = 0) -> ir.Inst:
        return self.inst(Op.LOAD, mem.value_ty, addr, data=ir.MemAccess(mem, volatile, align))

    def store(self, mem: ir.Mem, addr: ir.Value, value: ir.Value, volatile: bool = False,
              align: int = 0) -> ir.Inst:
        return self.inst(Op.STORE, VOID, addr, value, data=ir.MemAccess(mem, volatile, align))

    def str(self, text: str) -> ir.Inst:
        return self.inst(Op.STR, REF, data=text)

    def phi(self, ty: Ty, block: ir.Block | None = None) -> ir.Phi:
        b = block or self.cur
        p = ir.Phi(ty, block=b)
        b.phis.append(p)
        return p

    def term(self, t: ir.Terminator) -> None:
        self.cur.term = t

    def jump(self, b: ir.Block) -> None:
        self.term(ir.Jump(b))

    def branch(self, cond: Cond, a: ir.Value, b: ir.Value, then_: ir.Block, else_: ir.Block) -> None:
        self.term(ir.Branch(cond, a, b, then_, else_))

    def ret(self, v: ir.Value | None = None) -> None:
        self.term(ir.Return(v))

    def done(self) -> ir.Function:
        return self.finish()


def module(*functions: ir.Function, name: str = "Test") -> ir.Module:
    """A module with the globals the runtime links against (frontend/exceptions.py): the
    pending-exception slot, the frame-record chain (`cil2mir_eh_top`, cil2mir_rt.h) and an
    exception table without types (nothing here raises)."""
    table = ir.GlobalData(TYPES_TABLE, 8 * (3 + len(RUNTIME_EXCEPTIONS)), constant=True)
    return ir.Module(name, list(functions), "cil2mir_main",
                     [ir.GlobalData(PENDING, 8), ir.GlobalData("cil2mir_eh_top", 8), table])
