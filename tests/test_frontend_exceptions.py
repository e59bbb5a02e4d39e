"""Frontend: exception handling lowered to ordinary blocks (docs/architecture.md,
"Exceptions"). The behaviour is checked end to end against Mono by the exceptions_*
programs; here: clause decoding, contexts, and the shape of the SSA the lowering makes
(valid SSA by dominance, every raise followed by a jump to a dispatch, two-pass order)."""
from __future__ import annotations


import networkx as nx
import pytest

from cil2mir.errors import CompileError
from cil2mir.frontend import ir, load_module
from cil2mir.frontend.dump import dump_function
from cil2mir.frontend.cil import Clause, ClauseKind, Instr, _clauses
from cil2mir.frontend.exceptions import (EH_CATCH, EH_FILTER, EH_TOP, FRAME_VARS, PENDING,
                                         context_at)
from tests.conftest import RUN_PROGRAMS, Artifacts, Program
from tests.test_frontend_support import build_cs, build_il, compile_error, il_main, ssa_text

SOURCE = """using System;
class E1 : Exception { public E1(string m) : base(m) { } }
class Program {
    static int Calls;
    static int F(int x) { Calls++; if (x > 2) throw new E1("big"); return x; }
    static int Guarded(int x) {
        int r = 0;
        try { r = F(x); r = r / x; }
        catch (E1 e) when (e.Message.Length > 1) { r = -1; }
        catch (DivideByZeroException) { r = -2; }
        finally { Calls += 10; }
        return r;
    }
    static int NoTry(int x) { return F(x) + F(x + 1); }
    static void Main() { Console.WriteLine(Guarded(1) + NoTry(0)); }
}
"""


@pytest.fixture(scope="module")
def program(tmp_path_factory: pytest.TempPathFactory) -> str:
    return build_cs(tmp_path_factory.mktemp("eh"), SOURCE)


def _clause(kind: ClauseKind, try_: tuple[int, int], handler: tuple[int, int],
            filter_start: int = -1) -> Clause:
    return Clause(kind, *try_, *handler, filter_start=filter_start)


def test_context_is_the_enclosing_try_blocks_inner_first() -> None:
    inner = _clause(ClauseKind.FINALLY, (2, 6), (6, 8))
    outer = _clause(ClauseKind.FILTER, (0, 10), (14, 16), filter_start=10)
    clauses = (inner, outer)
    assert context_at(clauses, 3) == (0, 1)
    assert context_at(clauses, 7) == (1,)           # the finally handler: only the outer try
    assert context_at(clauses, 11) == ()            # the filter: outside its own try
    assert context_at(clauses, 15) == ()


def _handler(kind: int, try_: tuple[int, int], handler: tuple[int, int]) -> tuple[int, ...]:
    """A clause as the body's exception section holds it (flags: 0 catch, 1 filter, 2
    finally, 4 fault; starts and lengths; the class token or filter offset)."""
    return kind, try_[0], try_[1] - try_[0], handler[0], handler[1] - handler[0], 0


def test_malformed_clauses_are_rejected() -> None:
    instrs = [Instr(o, 1, "nop", "nop", None) for o in range(8)]
    assert _clauses([_handler(2, (0, 3), (3, 5))], instrs)[0].kind is ClauseKind.FINALLY
    for bad in ([_handler(2, (0, 4), (3, 5))],          # handler overlaps its try block
                [_handler(0, (0, 3), (3, 9))],          # handler runs past the code
                [_handler(4, (2, 2), (3, 5))]):         # empty try block
        with pytest.raises(CompileError, match="malformed"):
            _clauses(bad, instrs)


def _check_ssa(fn: ir.Function) -> None:
    """Valid SSA: every operand defined in a block dominating its use (phi operands: in
    a block dominating the incoming edge's source), phi edges = predecessors, and raising
    calls never followed by `unreachable`."""
    graph = nx.DiGraph()
    graph.add_nodes_from(range(len(fn.blocks)))
    for b in fn.blocks:
        graph.add_edges_from((b.id, s.id) for s in b.succs)
    idom = {**nx.immediate_dominators(graph, 0), 0: 0}   # (newer networkx leaves out 0)
    assert len(idom) == len(fn.blocks), f"{fn.symbol}: unreachable blocks left"

    def dominates(a: int, b: int) -> bool:
        while b != a and idom[b] != b:
            b = idom[b]
        return a == b

    home: dict[int, tuple[int, int]] = {}
    for b in fn.blocks:
        for phi in b.phis:
            home[id(phi)] = (b.id, -1)
        for k, inst in enumerate(b.insts):
            home[id(inst)] = (b.id, k)
    for b in fn.blocks:
        assert sorted(p.id for p, _ in b.phis[0].incoming) == sorted(p.id for p in b.preds) \
            if b.phis else True, f"{fn.symbol} {b.name}: phi edges differ from preds"
        for phi in b.phis:
            for pred, v in phi.incoming:
                if id(v) in home:
                    assert dominates(home[id(v)][0], pred.id), f"{fn.symbol} {b.name}"
        uses = [(k, a) for k, inst in enumerate(b.insts) for a in inst.args]
        uses += [(len(b.insts), a) for a in ir.terminator_operands(b.term)]
        for k, v in uses:
            if id(v) in home:
                where, at = home[id(v)]
                assert (where == b.id and at < k) or (where != b.id and dominates(where, b.id)), \
                    f"{fn.symbol} {b.name}: %{v.id} used where it is not defined"
        if isinstance(b.term, ir.Unreachable) and b.insts and b.insts[-1].op is ir.Op.CALL:
            assert b.insts[-1].data.noreturn, f"{fn.symbol} {b.name}: raise then unreachable"


@pytest.mark.parametrize("prog", [p for p in RUN_PROGRAMS if "exceptions" in p.name],
                         ids=lambda p: p.name)
def test_exception_programs_lower_to_valid_ssa(artifacts: Artifacts, prog: Program) -> None:
    for fn in load_module(str(artifacts.assembly(prog))).functions:
        _check_ssa(fn)


def test_calls_test_the_pending_slot_and_propagate(program: str) -> None:
    text = ssa_text(program, "Program::NoTry")
    # two calls of F, each followed by the test, both going to the one propagate block
    assert text.count(f"globaladdr i64 @{PENDING}") == 2
    assert text.count("ret i32 0") == 1


def test_a_method_with_clauses_links_a_frame_record_and_asks_the_runtime(program: str) -> None:
    module = load_module(program)
    fn = next(f for f in module.functions if f.symbol == "Program.Guarded")
    _check_ssa(fn)
    text = ssa_text(program, "Program::Guarded")
    assert text.count(f"@{EH_TOP}") == 1 + text.count("ret i32")   # linked once, unlinked at each return
    assert "@rt_eh_route" in text and "switch" in text
    assert "@rt_isinst" not in text                 # the runtime's first pass tests the types
    assert "unreachable" not in text
    # the table: per context id, the catch and filter clauses ({kind, what, pos, resume})
    lists = _table(next(g for g in module.globals if g.symbol == "Program.Guarded.eh"))
    assert lists[0] == []                           # context 0: outside any try block
    # the try block's context: the filter, then the catch (inner first); the finally is
    # not listed. An exception raised in the filter goes to the filter's own context: mcs
    # puts try/catch inside try/finally, so that is the finally's (no catch or filter).
    resume = next(e[3] for entries in lists for e in entries if e[0] == EH_FILTER)
    assert [(EH_FILTER, ir.SymbolRef("Program.Guarded.filter0"), 0, resume),
            (EH_CATCH, ir.SymbolRef("System.DivideByZeroException..type"), 1, 0)] in lists
    assert resume != 0 and lists[resume] == []


def _table(g: ir.GlobalData) -> list[list[tuple]]:
    """The clause lists of a method table, by context id."""
    words = {iv.offset: iv.value for iv in g.init}
    lists = []
    for k in range(min(w.addend for w in words.values() if isinstance(w, ir.SymbolRef)
                       and w.symbol == g.symbol) // 8):
        at, entries = words[8 * k].addend, []
        while words.get(at, 0):
            entries.append(tuple(words.get(at + 8 * i, 0) for i in range(4)))
            at += 32
        lists.append(entries)
    return lists


def test_a_filter_is_a_function_of_its_own_sharing_variables_through_the_record(
        program: str) -> None:
    module = load_module(program)
    funclet = next(f for f in module.functions if f.symbol == "Program.Guarded.filter0")
    _check_ssa(funclet)
    assert [p.ty for p in funclet.params] == [ir.Ty.I64, ir.Ty.REF] and funclet.ret is ir.Ty.I32
    text = dump_function(funclet)
    assert funclet.il_name.startswith("Program::Guarded filter IL_")
    # mcs stores the exception in the catch's local in the filter: the local is in memory,
    # reached through the address at FRAME_VARS in the record (the first parameter)
    assert f"add i64 %0, {FRAME_VARS}" in text
    assert "@rt_eh_route" not in text and f"@{EH_TOP}" not in text


def test_throw_in_a_method_without_handlers_returns_with_it_pending(program: str) -> None:
    text = ssa_text(program, "Program::F")
    assert "call void @rt_throw(" in text and "unreachable" not in text


@pytest.mark.parametrize("body,expected", [
    ("    rethrow\n", "IL_0000: rethrow outside a catch handler"),
    ("    endfinally\n", "IL_0000: endfinally outside a finally or fault block"),
    ("    ldc.i4.1\n    endfilter\n", "IL_0001: endfilter outside a filter block"),
], ids=["rethrow", "endfinally", "endfilter"])
def test_handler_instructions_outside_their_handlers_are_rejected(
        tmp_path, body: str, expected: str) -> None:
    assert compile_error(build_il(tmp_path, il_main(body))) == \
        f"App.exe: Program::Main: {expected}"


TAIL_AFTER_TRY = """
    .try {
      call int32 Program::F()
      pop
      leave.s DONE
    } catch [mscorlib]System.Exception {
      pop
      leave.s DONE
    }
DONE:
    tail. call int32 Program::F()
    ret
"""


def test_a_tail_call_in_a_method_with_clauses_is_a_plain_call(tmp_path) -> None:
    """The frame record must be unlinked before the method's frame goes, so the call
    returns here (`tail.` is a hint); the caller tests the pending slot after it."""
    path = build_il(tmp_path, il_main(TAIL_AFTER_TRY, extra="""
  .method static int32 F() cil managed { ldc.i4.7 ret }"""))
    fn = next(f for f in load_module(path).functions if f.symbol == "Program.Main")
    calls = [i for b in fn.blocks for i in b.insts if i.op is ir.Op.CALL and i.data.symbol == "Program.F"]
    assert len(calls) == 2 and not any(c.tail for c in calls)
    last = next(b for b in fn.blocks if calls[1] in b.insts)
    assert isinstance(last.term, ir.Return) and last.insts[-1].op is ir.Op.STORE  # the unlink


BRANCH_OUT_OF_FILTER = """
    .try {
      leave.s DONE
    } filter {
      pop
      br.s DONE
    } {
      pop
      leave.s DONE
    }
DONE:
    ldc.i4.0
    ret
"""


def test_a_branch_out_of_a_filter_block_is_rejected(tmp_path) -> None:
    """A filter is compiled as a function of its own: its blocks must be its own
    (ECMA-335 I.12.4.2.8.2.3)."""
    error = compile_error(build_il(tmp_path, il_main(BRANCH_OUT_OF_FILTER)))
    assert error.startswith("App.exe: Program::Main: IL_") and \
        error.endswith("branch into or out of a filter block"), error
