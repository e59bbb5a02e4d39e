"""The middle end: passes over the SSA graph between the frontend and both back ends,
each a function over a whole function, called in a straight line (docs/architecture.md,
"Middle end"). Every pass keeps Mono's semantics exactly: exceptions (and their order),
overflow checks, NaN compares, static constructor timing.

`CIL2MIR_OPT=0` turns the middle end off (to compare, or to find a pass's fault).
"""

from __future__ import annotations

import os

from cil2mir.frontend import ir
from cil2mir.gc_pause import paused_gc
from cil2mir.opt.cfg import merge_blocks
from cil2mir.opt.checks import eliminate_checks
from cil2mir.opt.constprop import propagate_constants
from cil2mir.opt.dce import remove_dead_code
from cil2mir.opt.devirt import devirtualize
from cil2mir.opt.dom import dominators
from cil2mir.opt.gvn import number_values
from cil2mir.opt.inline import call_sites, inline_calls
from cil2mir.opt.licm import hoist_invariants
from cil2mir.opt.prune import remove_unreferenced_functions
from cil2mir.opt.strength import reduce_strength
from cil2mir.opt.tailrec import eliminate_tail_recursion


def enabled() -> bool:
    return os.environ.get("CIL2MIR_OPT", "1") != "0"


def optimize_function(fn: ir.Function, constants: dict[str, ir.GlobalData] | None = None
                      ) -> None:
    """The passes after inlining, in order (`constants`: the module's constant globals, for
    devirtualisation); `fn` is left linked and renumbered."""
    eliminate_tail_recursion(fn)
    propagate_constants(fn)
    reduce_strength(fn)
    if constants:
        devirtualize(fn, constants)     # (again: inlining may have shown a receiver's type)
    dom = dominators(fn)                # (value numbering leaves the blocks as they are)
    number_values(fn, dom)
    if hoist_invariants(fn, dom):
        number_values(fn)
    eliminate_checks(fn)
    remove_dead_code(fn)
    merge_blocks(fn)
    fn.renumber()


def optimize_module(module: ir.Module) -> ir.Module:
    """Virtual calls on new objects made direct, small callees inlined (measured as the
    frontend made them), then the passes on each function, then the framework functions
    nothing refers to any more dropped. In place; returns `module`."""
    if not enabled():
        return module
    with paused_gc():           # (as the frontend's: many small objects, a large heap)
        constants = {g.symbol: g for g in module.globals if g.constant}
        for fn in module.functions:
            devirtualize(fn, constants)
        functions = {fn.symbol: fn for fn in module.functions}
        sites = call_sites(module)
        for fn in module.functions:
            inline_calls(fn, functions, sites)
        for fn in module.functions:
            optimize_function(fn, constants)
        remove_unreferenced_functions(module)
    return module
