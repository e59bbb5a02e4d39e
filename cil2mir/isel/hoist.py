"""Where the float constants a loop needs in registers are loaded: once, before the loop.

A float constant other than +0.0 is a load from the constant pool. Selection reads it
through a memory operand where the instruction has one (`ADDSDrm`, `UCOMISDrm` on the
right); where a register is needed (`4.0 >= x` is `UCOMISD 4.0, x`, a constant minuend)
it is loaded into one, and inside a loop that load would run every iteration. Instead it
is loaded in the loop's preheader, climbing out of the loops around it as long as each
has a preheader and makes no call: System V has no callee-saved XMM register, so a value
live across a call would be stored and reloaded around it. Should the allocator run out
of registers in the loop, it rematerialises the constant at its uses (regalloc/spill.py),
which costs what loading it there would have.

A preheader is the one block outside the loop that enters it, ending in a jump (the
middle end's LICM makes one for most loops): it dominates the loop.
"""

from __future__ import annotations

import math
from typing import Callable

from cil2mir.frontend import ir
from cil2mir.opt.dom import Loop, dominators, natural_loops


def constant_homes(fn: ir.Function, makes_call: Callable[[ir.Inst], bool]) -> dict[ir.Block, ir.Block]:
    """Block in a loop -> the block its float constants are loaded in (absent: the block
    itself). `makes_call(inst)`: whether selection makes `inst` a call."""
    loops = natural_loops(dominators(fn))            # innermost first
    calls = {id(lp): any(makes_call(i) for b in lp.blocks for i in b.insts) for lp in loops}
    homes: dict[ir.Block, ir.Block] = {}
    for block in fn.blocks:
        loop: Loop | None = next((lp for lp in loops if block in lp.blocks), None)
        home = None
        while loop is not None and not calls[id(loop)]:
            pre = _preheader(loop)
            if pre is None:
                break
            home, loop = pre, loop.parent
        if home is not None:
            homes[block] = home
    return homes


def _preheader(loop: Loop) -> ir.Block | None:
    outside = [p for p in loop.header.preds if p not in loop.blocks]
    if len(outside) == 1 and isinstance(outside[0].term, ir.Jump):
        return outside[0]
    return None


def has_float_constant(fn: ir.Function) -> bool:
    """Whether any instruction of `fn` has a float constant operand other than +0.0 (the
    only functions worth the loop analysis)."""
    return any(isinstance(a, ir.Const) and a.ty.is_float and (a.value != 0 or math.copysign(1.0, a.value) < 0)
               for b in fn.blocks for i in b.insts for a in i.args)
