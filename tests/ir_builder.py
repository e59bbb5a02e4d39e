"""A tiny builder for hand-written SSA functions in unit tests."""

from __future__ import annotations

from cil2mir.frontend import ir
from cil2mir.frontend.ir import Cond, Op, Ty


def i32(value: int) -> ir.Const:
    return ir.Const(Ty.I32, value=value)


def i64(value: int) -> ir.Const:
    return ir.Const(Ty.I64, value=value)


NULL = ir.Const(Ty.REF, value=0)


def callee(symbol: str, params: list[Ty], ret: Ty = Ty.VOID, noreturn: bool = False) -> ir.Callee:
    return ir.Callee(symbol, tuple(params), ret, noreturn)


class FunctionShell:
    """What every test builder of SSA functions needs: the function, its params, new blocks,
    and `finish()`, which links predecessors and renumbers, as the frontend does."""

    def __init__(self, symbol: str, params: list[Ty], ret: Ty) -> None:
        self.fn = ir.Function(symbol, f"Test::{symbol}",
                              [ir.Param(t, index=i) for i, t in enumerate(params)], ret)

    @property
    def params(self) -> list[ir.Param]:
        return self.fn.params

    def block(self) -> ir.Block:
        b = ir.Block(len(self.fn.blocks))
        self.fn.blocks.append(b)
        return b

    def finish(self) -> ir.Function:
        self.fn.link()
        self.fn.renumber()
        return self.fn


class FunctionBuilder(FunctionShell):
    """`fb = FunctionBuilder("f", [Ty.I32], Ty.I32); b = fb.block(); x = fb.op(b, Op.ADD, ...)`:
    every instruction names its block."""

    def op(self, b: ir.Block, op: Op, ty: Ty, *args: ir.Value, data=None) -> ir.Inst:
        inst = ir.Inst(ty, op=op, args=list(args), data=data)
        b.insts.append(inst)
        return inst

    def cmp(self, b: ir.Block, cond: Cond, x: ir.Value, y: ir.Value) -> ir.Inst:
        return self.op(b, Op.CMP, Ty.I32, x, y, data=cond)

    def call(self, b: ir.Block, target: ir.Callee, *args: ir.Value) -> ir.Inst:
        return self.op(b, Op.CALL, target.ret, *args, data=target)

    def phi(self, b: ir.Block, ty: Ty, *incoming: tuple[ir.Block, ir.Value]) -> ir.Phi:
        p = ir.Phi(ty, block=b, incoming=list(incoming))
        b.phis.append(p)
        return p
