"""Tail recursion as a loop: a method that returns what a call to itself returns jumps back
to its start with the call's arguments instead (LLVM's tailcallelim does the same for the
IR back end): Ackermann's and Takeuchi's outer calls, a recursive search's last step.

What the call did besides is kept: the frontend tested the pending exception after it and
returned with the exception pending, which the loop's own tests now do where the exception
is raised. Only where no frame can be told apart: the call's raised side goes straight to
the return (no frame recorded in a stack trace there, no handler), the method has no
exception clauses (no frame record to push again) and no stack slot or localloc (a slot's
address may have been passed to the call, and the loop would reuse the slot). A recursion
that never ends loops instead of overflowing the stack, as LLVM's does.
"""

from __future__ import annotations

from cil2mir.frontend import ir
from cil2mir.frontend.ir import Op
from cil2mir.opt.cfg import drop_unreachable
from cil2mir.opt.uses import replace_uses

_FRAME_OPS = frozenset({Op.SLOT, Op.LOCALLOC})


def _pending_test(inst: ir.Inst) -> bool:
    """The frontend's read of the pending exception after a call (or its address)."""
    if inst.op is Op.GLOBALADDR:
        return inst.data == ir.PENDING
    return inst.op is Op.LOAD and isinstance(inst.args[0], ir.Inst) and _pending_test(inst.args[0])


def _tail_call(fn: ir.Function, b: ir.Block) -> ir.Inst | None:
    """The call to `fn` itself whose result `b` returns, if `b` ends so: the call, the
    test of the pending exception (raised: to `fn.propagate`), then only jumps, phis and
    the return."""
    calls = [i for i, inst in enumerate(b.insts) if inst.op is Op.CALL]
    if not calls:
        return None
    call = b.insts[calls[-1]]
    if not isinstance(call.data, ir.Callee) or call.data.symbol != fn.symbol \
            or not all(_pending_test(i) for i in b.insts[calls[-1] + 1:]):
        return None
    term = b.term
    if isinstance(term, ir.Branch):
        if not (term.cond is ir.Cond.NE and term.then_ is fn.propagate
                and isinstance(term.a, ir.Inst) and term.a.op is Op.LOAD and _pending_test(term.a)
                and isinstance(term.b, ir.Const) and term.b.value == 0):
            return None
        term = ir.Jump(term.else_)
    result = None if call.ty is ir.Ty.VOID else call
    return call if _returns(b, term, result) else None


def _returns(b: ir.Block, term: ir.Terminator, value: ir.Value | None) -> bool:
    """Whether `b`, ending in `term`, returns `value` and does nothing else on the way
    (empty blocks, the phis that pass the value on)."""
    seen: set[ir.Block] = set()
    while isinstance(term, ir.Jump) and term.target not in seen:
        pred, b = b, term.target
        seen.add(b)
        if value is not None:
            value = next((phi for phi in b.phis
                          if any(p is pred and v is value for p, v in phi.incoming)), value)
        if b.insts:
            return False
        term = b.term
    return isinstance(term, ir.Return) and term.value is value


def eliminate_tail_recursion(fn: ir.Function) -> bool:
    """Turn `fn`'s tail calls to itself into jumps to a loop at its start (`fn` linked;
    left linked, not renumbered; the blocks that only returned the calls' results go).
    Whether anything changed."""
    if fn.throw_to:
        return False
    sites = [(b, call) for b in fn.blocks if (call := _tail_call(fn, b)) is not None]
    if not sites or any(inst.op in _FRAME_OPS for b in fn.blocks for inst in b.insts):
        return False
    header = fn.blocks[0]
    entry = ir.Block(-1, term=ir.Jump(header), il_offset=header.il_offset)
    phis = [ir.Phi(p.ty, block=header) for p in fn.params]
    replace_uses(fn, dict(zip(fn.params, phis)))
    for phi, p in zip(phis, fn.params):
        phi.incoming = [(entry, p)]
    for b, call in sites:
        k = b.insts.index(call)             # (the pending test's loads go, addresses stay)
        b.insts = b.insts[:k] + [i for i in b.insts[k + 1:] if i.op is Op.GLOBALADDR]
        b.term = ir.Jump(header, il_offset=call.il_offset)
        for phi, arg in zip(phis, call.args):
            phi.incoming.append((b, arg))
    header.phis = phis
    fn.blocks.insert(0, entry)
    drop_unreachable(fn)
    return True
