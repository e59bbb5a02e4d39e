"""The middle end: passes over the SSA graph between the frontend and both back ends,
each a function over a whole function, called in a straight line (docs/architecture.md,
"Middle end"). Every pass keeps Mono's semantics exactly: exceptions (and their order),
overflow checks, NaN compares, static constructor timing.

`CIL2MIR_OPT=0` turns the middle end off (to compare, or to find a pass's fault).
"""

from __future__ import annotations

import os

from cil2mir.frontend import ir
from cil2mir.opt.cfg import merge_blocks
from cil2mir.opt.constprop import propagate_constants
from cil2mir.opt.dce import remove_dead_code
from cil2mir.opt.inline import call_sites, inline_calls
from cil2mir.opt.strength import reduce_strength


def enabled() -> bool:
    return os.environ.get("CIL2MIR_OPT", "1") != "0"


def simplify(fn: ir.Function) -> None:
    """What every function gets, before and after inlining."""
    propagate_constants(fn)
    remove_dead_code(fn)
    merge_blocks(fn)


def optimize_function(fn: ir.Function) -> None:
    """The passes after inlining, in order; `fn` is left linked and renumbered."""
    propagate_constants(fn)
    reduce_strength(fn)
    remove_dead_code(fn)
    merge_blocks(fn)
    fn.renumber()


def optimize_module(module: ir.Module) -> ir.Module:
    """Every function simplified (so that callees are measured as they will be), then
    small callees inlined, then the whole pipeline on each. In place; returns `module`."""
    if not enabled():
        return module
    for fn in module.functions:
        simplify(fn)
    functions = {fn.symbol: fn for fn in module.functions}
    sites = call_sites(module)
    for fn in module.functions:
        inline_calls(fn, functions, sites)
    for fn in module.functions:
        optimize_function(fn)
    return module
