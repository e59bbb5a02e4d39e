"""Inlining of direct calls to small leaf methods (property getters, tiny helpers),
slightly larger ones when called from one place only.

Exceptions need nothing special: the frontend lowered them to ordinary control flow, so a
callee that raises stores the pending exception and returns (its `propagate` block), and
the pending-exception test the caller has after the call (and the try region it leads
to) stays where it was. Static constructors neither: their triggers are guards in the
code (at the call site for a precise type, at the callee's entry for a beforefieldinit
one), and the callee's guards come along with its body, so they run exactly when the
call would have run them. Only direct calls are inlined (a virtual call is an indirect
`calli` through the vtable). Left alone: recursion into the caller itself, callees with
exception handlers (their frame record is tied to their own stack frame: EH_TOP) or
`localloc`, callees whose entry block is a loop header. The callee's stack slots join
the caller's entry block. Inlined instructions take the call's IL offset, so `-g`
attributes them to the call's line.
"""

from __future__ import annotations

import collections

from cil2mir.frontend import ir
from cil2mir.frontend.ir import Op, Ty
from cil2mir.frontend.stacktrace import RT_TRACE
from cil2mir.opt.uses import replace_uses

THROWERS = "rt_throw_"      # the runtime's exception throwers: with rt_trace, which records
                            # the frame in a stack trace, the only calls a leaf makes
SMALL = 10          # instructions: a callee this small is inlined at every call site
SINGLE_SITE = 20    # ... and one this small when the module has only its one call site
GROWTH = 100        # a caller takes at most this many inlined instructions


def size(fn: ir.Function) -> int:
    return sum(len(b.insts) for b in fn.blocks)


def inlinable(fn: ir.Function) -> bool:
    """Whether `fn`'s body may be copied into a caller: a leaf (it calls nothing but the
    throwers: inlining saves a call only there, and keeps the compile's growth small)."""
    if not fn.blocks or fn.blocks[0].preds:
        return False
    for b in fn.blocks:
        for i in b.insts:
            if i.op is Op.LOCALLOC or (i.op is Op.GLOBALADDR and i.data == ir.EH_TOP):
                return False
            if i.op is Op.CALLI or (i.op is Op.CALL and not i.data.symbol.startswith(THROWERS)
                                    and i.data.symbol != RT_TRACE.symbol):
                return False
    return True


def call_sites(module: ir.Module) -> collections.Counter[str]:
    """How many direct calls name each symbol."""
    n: collections.Counter[str] = collections.Counter()
    for fn in module.functions:
        for b in fn.blocks:
            for i in b.insts:
                if i.op is Op.CALL:
                    n[i.data.symbol] += 1                           # type: ignore[union-attr]
    return n


def _clone_into(fn: ir.Function, call: ir.Inst, callee: ir.Function, cont: ir.Block
                ) -> tuple[list[ir.Block], list[tuple[ir.Block, ir.Value]]]:
    """Copies of `callee`'s blocks whose returns jump to `cont`, and the values returned
    (with the block each comes from)."""
    vmap: dict[ir.Value, ir.Value] = dict(zip(callee.params, call.args))
    bmap = {b: ir.Block(-1, il_offset=call.il_offset) for b in callee.blocks}
    for b in callee.blocks:
        nb = bmap[b]
        for p in b.phis:
            vmap[p] = ir.Phi(p.ty, block=nb)
        for i in b.insts:
            vmap[i] = ir.Inst(i.ty, op=i.op, data=i.data, il_offset=call.il_offset)
    slots: list[ir.Inst] = []
    returns: list[tuple[ir.Block, ir.Value]] = []
    for b in callee.blocks:
        nb = bmap[b]
        for p in b.phis:
            clone = vmap[p]
            clone.incoming = [(bmap[blk], vmap.get(v, v)) for blk, v in p.incoming]  # type: ignore[union-attr]
            nb.phis.append(clone)                                           # type: ignore[arg-type]
        for i in b.insts:
            clone = vmap[i]
            clone.args = [vmap.get(a, a) for a in i.args]                   # type: ignore[union-attr]
            (slots if i.op is Op.SLOT else nb.insts).append(clone)          # type: ignore[arg-type]
        t, at = b.term, call.il_offset
        if isinstance(t, ir.Jump):
            nb.term = ir.Jump(bmap[t.target], at)
        elif isinstance(t, ir.Branch):
            nb.term = ir.Branch(t.cond, vmap.get(t.a, t.a), vmap.get(t.b, t.b),
                                bmap[t.then_], bmap[t.else_], at)
        elif isinstance(t, ir.Switch):
            nb.term = ir.Switch(vmap.get(t.value, t.value), [bmap[x] for x in t.targets],
                                bmap[t.default], at)
        elif isinstance(t, ir.Return):
            nb.term = ir.Jump(cont, at)
            if t.value is not None:
                returns.append((nb, vmap.get(t.value, t.value)))
        else:
            nb.term = ir.Unreachable(at)
    fn.blocks[0].insts[:0] = slots
    return [bmap[b] for b in callee.blocks], returns


def _inline_at(fn: ir.Function, index: int, k: int, callee: ir.Function) -> ir.Value | None:
    """Inline the call that is instruction `k` of block `fn.blocks[index]`: the callee's
    blocks follow it, then the continuation (the rest of the block). The value that
    replaces the call's result."""
    b = fn.blocks[index]
    call = b.insts[k]
    cont = ir.Block(-1, insts=b.insts[k + 1:], term=b.term, il_offset=b.il_offset)
    b.insts = b.insts[:k]
    for succ in dict.fromkeys(cont.succs):
        for phi in succ.phis:
            phi.incoming = [(cont if p is b else p, v) for p, v in phi.incoming]
    blocks, returns = _clone_into(fn, call, callee, cont)
    b.term = ir.Jump(blocks[0], call.il_offset)
    fn.blocks[index + 1:index + 1] = [*blocks, cont]
    if call.ty is Ty.VOID:
        return None
    if not returns:                 # the callee never returns: nothing reads the result
        return ir.Const(call.ty, value=0.0 if call.ty.is_float else 0)
    if len({id(v) for _, v in returns}) == 1:
        return returns[0][1]
    phi = ir.Phi(call.ty, block=cont, incoming=returns)
    cont.phis.append(phi)
    return phi


def inline_calls(fn: ir.Function, functions: dict[str, ir.Function],
                 sites: collections.Counter[str]) -> None:
    """Inline into `fn` the direct calls of `functions` that are small enough (as those
    functions are now); `sites`: call_sites of the module. `fn` is left linked."""
    budget = GROWTH
    mapping: dict[ir.Value, ir.Value] = {}
    index = 0
    while index < len(fn.blocks):
        b = fn.blocks[index]
        for k, inst in enumerate(b.insts):
            if inst.op is not Op.CALL:
                continue
            callee = functions.get(inst.data.symbol)                       # type: ignore[union-attr]
            if callee is None or callee is fn:
                continue
            n = size(callee)
            limit = SINGLE_SITE if sites[callee.symbol] == 1 else SMALL
            if n > limit or n > budget or not inlinable(callee):
                continue
            budget -= n
            value = _inline_at(fn, index, k, callee)
            if value is not None:
                mapping[inst] = value
            index += len(callee.blocks)     # go on in the continuation
            break
        index += 1
    replace_uses(fn, mapping)
    fn.link()
