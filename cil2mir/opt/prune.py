"""Framework functions that no code refers to once the middle end has run, dropped.

The frontend reaches a callee when it builds the call, before constant propagation removes
the branch around it (`if (Vector.IsHardwareAccelerated)` in the framework's span helpers,
its culture code's other calendars) and before the inliner replaces the call by the
callee's body: a third of the framework functions of a program that prints a formatted
line were referred to by nothing in the optimised module. The back ends, llc and the
linker would all compile them. What stays: the program's own functions (an inlined method
is still in the MIR of its program, where its reader looks for it), the entry, what the
globals name (vtables, interface and dispatch tables, exception filters, reflection's
tables), and what those call, take the address of or load. A library (no entry) keeps
everything: its callers are not known.
"""

from __future__ import annotations

from typing import Iterator

from cil2mir.frontend import ir


def remove_unreferenced_functions(module: ir.Module) -> None:
    if module.entry is None:
        return
    by_symbol = {f.symbol: f for f in module.functions}
    work = [f for f in module.functions if not f.shared]
    work += [by_symbol[iv.value.symbol] for g in module.globals for iv in g.init
             if type(iv.value) is ir.SymbolRef and iv.value.symbol in by_symbol]
    live: set[str] = set()
    while work:
        f = work.pop()
        if f.symbol in live:
            continue
        live.add(f.symbol)
        work += [by_symbol[s] for s in _referenced(f) if s in by_symbol and s not in live]
    module.functions = [f for f in module.functions if f.symbol in live]


def _referenced(fn: ir.Function) -> Iterator[str]:
    """The symbols fn's code calls, takes the address of or loads."""
    for b in fn.blocks:
        for inst in b.insts:
            op = inst.op
            if op is ir.Op.CALL or op is ir.Op.FUNCADDR:
                yield inst.data.symbol                              # type: ignore[union-attr]
            elif op is ir.Op.GLOBALADDR:
                yield inst.data                                     # type: ignore[misc]
