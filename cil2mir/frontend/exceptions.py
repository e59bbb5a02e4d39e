"""Exception handling without unwind tables (DESIGN.md 5).

The runtime keeps the exception in flight in one global, `cil2mir_pending_exception`,
defined by the module. Raising (the `throw` instruction, a runtime check, a C runtime
function) stores the exception object there and returns; every call that may raise is
followed by a test of the slot, and a set slot sends control to the dispatch code of
the innermost try region around the call, or returns from the method with the slot
still set. try/catch/filter/finally/fault become ordinary blocks and branches here, so
the back ends only see plain control flow.
"""

from __future__ import annotations

from cil2mir.errors import CompileError
from cil2mir.graph import postorder
from cil2mir.frontend import ir
from cil2mir.frontend.checks import insert_division_checks, needs_check
from cil2mir.frontend.cil import Clause, ClauseKind, Instr
from cil2mir.frontend.ir import PENDING, Cond, Mem, MemAccess, Op, Ty
from cil2mir.frontend.objects import ObjectBuilder, ObjGuard, insert_object_checks
from cil2mir.frontend.signatures import IR_TYPE, Elem
from cil2mir.frontend.ssa import _State
from cil2mir.frontend.stack_types import I32, OBJ

# Globals every module defines for the C runtime (runtime/cil2mir_rt.h): ir.PENDING, the
# exception in flight (8 bytes, or null), and
TYPES_TABLE = "cil2mir_exception_types"  # constant: 8-byte words, [0] = byte offset of
                                         # System.Exception's message field in an object,
                                         # [1 + k] = TypeDesc address of RUNTIME_EXCEPTIONS[k]

# The corelib exception types the C runtime raises itself, in the order of the C
# enum RtException (runtime/cil2mir_rt.h); their descriptors are always emitted.
RUNTIME_EXCEPTIONS: tuple[str, ...] = (
    "System.NullReferenceException",
    "System.IndexOutOfRangeException",
    "System.DivideByZeroException",
    "System.OverflowException",
    "System.ArithmeticException",
    "System.InvalidCastException",
    "System.ArrayTypeMismatchException",
    "System.OutOfMemoryException",
    "System.ArgumentException",
    "System.ArgumentNullException",
    "System.ArgumentOutOfRangeException",
    "System.FormatException",
    "System.RankException",
    "System.InvalidOperationException",
    "System.NotSupportedException",
    "System.TypeInitializationException",
)

RT_THROW = ir.Callee("rt_throw", (Ty.REF,), Ty.VOID)
RT_ISINST = ir.Callee("rt_isinst", (Ty.REF, Ty.I64), Ty.REF, nothrow=True)
_CALLS = (Op.CALL, Op.CALLI)
_UNWINDS = (ClauseKind.FINALLY, ClauseKind.FAULT)
_SYNTH_BASE = 1 << 20          # variable numbers of the builder's own variables


# Where an instruction is, for exception dispatch: the clauses whose try block contains
# it, inner first (clause order, ECMA-335 II.19).
Context = tuple[int, ...]


def context_at(clauses: tuple[Clause, ...], offset: int) -> Context:
    """An exception raised in a filter propagates from the filter's try statement, as in
    Mono 6.8 (ECMA-335 and .NET make the filter answer false instead): the exception
    being dispatched is abandoned, and the finally blocks between its throw and the
    filter do not run. A filter block is outside its own try block, so its context is
    just the enclosing try blocks'."""
    return tuple(i for i, c in enumerate(clauses) if c.in_try(offset))


class ExceptionBuilder(ObjectBuilder):
    """The object builder plus exception handling.

    Every call that may raise ends its block: `e = load pending; br e != null ?
    dispatch : next`. A runtime check inside a try region ends its block too, with a
    block that its thrower will jump from (Function.throw_to). The dispatch of a
    Context tests the clauses in order (ECMA-335's first pass: catch types by rt_isinst,
    filters by running them) and only then runs the finally and fault blocks between the
    raise and the handler found (the second pass), so filters run before the finally
    blocks inside them in the same method (a callee's finally blocks have run by the time
    the exception reaches the caller's dispatch: across frames, unlike Mono, they run before
    the caller's filters). With no handler in the method, the finally and fault blocks run and the
    method returns with the exception still pending (the `propagate` block).

    finally, fault and filter blocks are shared by every path through them: the path
    writes a selector variable, and endfinally / endfilter end with a switch on it to
    the path's continuation. The exception being delivered travels in a variable per
    clause. All of these are ordinary SSA variables of Braun's construction; the join
    blocks (handler entries, leave targets, continuations) are `dynamic` states whose
    predecessors become known as the edges are made, sealed at the end.
    """

    HANDLERS: dict = {}             # filled below

    def __init__(self, method, body, cfg, local_types, tokens) -> None:
        super().__init__(method, body, cfg, local_types, tokens)
        self.clauses = body.clauses
        self.ctx: Context = ()
        self.lowering = True                            # False once the CIL is filled
        self.followers: dict[_State, list[_State]] = {}  # CIL block -> blocks split off it
        self.tail: list[_State] = []                    # blocks laid out after the CIL's
        self.dispatches: dict[Context, _State] = {}
        self.propagate: _State | None = None
        self.vars: dict[tuple[str, int], int] = {}
        self.entries: dict[tuple[str, int], _State] = {}  # handler/filter entry blocks
        self.fin_conts: dict[int, list[_State]] = {}     # finally/fault -> continuations
        self.fin_exits: list[tuple[_State, int]] = []    # blocks ending in endfinally
        self.filter_conts: dict[int, list[tuple[Context, int]]] = {}
        self.filter_exits: dict[tuple[int, bool], _State] = {}

    # ---- states ----------------------------------------------------------------------

    def build(self) -> ir.Function:
        fn = super().build()
        fn.throw_to = self.throw_to
        fn.propagate = self.propagate.block if self.propagate is not None else None
        return fn

    def _prepare_states(self) -> None:
        def dynamic(offset: int, entry: list) -> None:
            st = self.states[self.cfg.block_at[offset]]
            if st is not None:
                st.dynamic, st.preds, st.entry = True, [], entry
        for c in self.clauses:
            dynamic(c.handler_start, [OBJ] if c.kind in (ClauseKind.CATCH, ClauseKind.FILTER)
                    else [])
            if c.kind is ClauseKind.FILTER:
                dynamic(c.filter_start, [OBJ])
        for ins in self.body.instrs:
            if ins.op == "leave":
                dynamic(ins.operand, [])                        # type: ignore[arg-type]

    def _state_at(self, offset: int) -> _State:
        return self._state(self.cfg.block_at[offset])

    def _new_state(self, dynamic: bool = False, follow: bool = False) -> _State:
        """A block of the builder's own: `follow` continues the current block (its only
        predecessor); `dynamic` is a join whose predecessors come later."""
        cur = self.cur
        st = _State(ir.Block(-1, il_offset=cur.block.il_offset), -1, cur.end, cur.fallthrough,
                    preds=[cur] if follow else [], entry=[], filled=True,
                    sealed=follow, dynamic=dynamic)
        if follow and self.lowering:
            self.followers.setdefault(self.origin, []).append(st)
        else:
            self.tail.append(st)
        if follow:
            st.filled_preds = 1
        return st

    def _terminate(self, term: ir.Terminator, succs: list[_State]) -> None:
        """End the current block with `term`; the evaluation stack does not travel."""
        self.cur.block.term = term
        for s in succs:
            self._edge(s)

    def _jump(self, target: _State) -> None:
        self._terminate(ir.Jump(target.block), [target])

    def _var(self, kind: str, clause: int, ty: Ty) -> int:
        """The builder's variable `kind` of `clause` (zero on entry to the method)."""
        var = self.vars.get((kind, clause))
        if var is None:
            var = self.vars[kind, clause] = _SYNTH_BASE + len(self.vars)
            self.synth_ty[var] = ty
            self.entry_state.defs[var] = self._zero(ty)
        return var

    def _exc(self, clause: int) -> int:
        return self._var("exc", clause, Ty.REF)

    def _sel(self, clause: int) -> int:
        return self._var("sel", clause, Ty.I32)

    def _pending(self) -> ir.Value:
        return self._emit(Op.GLOBALADDR, Ty.I64, [], PENDING)

    def _set_pending(self, v: ir.Value) -> None:
        self._emit(Op.STORE, Ty.VOID, [self._pending(), v], MemAccess(Mem.REF))

    # ---- filling CIL blocks ----------------------------------------------------------

    def _fill(self, st: _State) -> None:
        self.ctx = context_at(self.clauses, self.body.instrs[st.first].offset)
        super()._fill(st)

    def _emit(self, op: Op, ty: Ty, args: list[ir.Value], data: object = None) -> ir.Inst:
        inst = super()._emit(op, ty, args, data)
        if not self.lowering:
            pass
        elif op in _CALLS:
            assert isinstance(data, ir.Callee)
            if data.nothrow or self.ins.op == "jmp":
                pass
            elif "tail." in self.prefixes:
                if self.ctx:
                    raise CompileError("tail. call inside a try block (ECMA-335 III.2.4)")
            else:
                self._test_pending()
        elif (needs_check(inst) or isinstance(data, ObjGuard)) and self.ctx:
            self._split_check(inst)
        return inst

    def _test_pending(self) -> None:
        """After a call: on to a new block, or to the dispatch if an exception is pending."""
        e = self._emit(Op.LOAD, Ty.REF, [self._pending()], MemAccess(Mem.REF))
        dispatch = self._dispatch(self.ctx)
        cont = self._new_state(follow=True)
        self._terminate(ir.Branch(Cond.NE, e, self._const(Ty.REF, 0), dispatch.block,
                                  cont.block), [dispatch, cont])
        self.cur = cont

    def _split_check(self, inst: ir.Inst) -> None:
        """End the block after a check pseudo-instruction inside a try region, with a
        block for its throw path to jump from (the edge the checks pass adds later)."""
        throw = self._new_state(follow=True)
        cont = self._new_state(follow=True)
        self.cur.block.term = ir.Jump(cont.block)
        self.throw_to[inst] = throw.block
        self.cur = throw
        self._jump(self._dispatch(self.ctx))
        self.cur = cont

    def _dispatch(self, ctx: Context) -> _State:
        if not ctx:
            return self._propagate()
        d = self.dispatches.get(ctx)
        if d is None:
            d = self.dispatches[ctx] = self._new_state(dynamic=True)
        return d

    def _propagate(self) -> _State:
        """The return with the exception still pending."""
        if self.propagate is None:
            p = self.propagate = self._new_state(dynamic=True)
            value = None if self.hidden is not None or self.ret is Elem.VOID \
                else self._zero(IR_TYPE[self.ret])
            p.block.term = ir.Return(value)
        return self.propagate

    # ---- the exception-handling instructions ------------------------------------------

    def h_throw(self, ins: Instr) -> None:
        obj = self._pop_obj()
        ObjectBuilder._emit(self, Op.CALL, Ty.VOID, [obj], RT_THROW)
        self.stack.clear()
        self._jump(self._dispatch(self.ctx))

    def h_rethrow(self, ins: Instr) -> None:
        c = next((i for i, c in enumerate(self.clauses) if c.in_handler(ins.offset)
                  and c.kind in (ClauseKind.CATCH, ClauseKind.FILTER)), None)
        if c is None:
            raise CompileError("rethrow outside a catch handler")
        self._set_pending(self._read(self._exc(c), self.cur))
        self.stack.clear()
        self._jump(self._dispatch(self.ctx))

    def h_leave(self, ins: Instr) -> None:
        target = self._target(ins)
        offset = ins.operand
        assert isinstance(offset, int)
        finals = [c for c in self.ctx if self.clauses[c].kind is ClauseKind.FINALLY
                  and not self.clauses[c].in_try(offset)]
        self.stack.clear()                      # leave empties the evaluation stack
        self._through(finals, self._state(target))

    def h_endfinally(self, ins: Instr) -> None:
        c = next((i for i, c in enumerate(self.clauses)
                  if c.in_handler(ins.offset) and c.kind in _UNWINDS), None)
        if c is None:
            raise CompileError("endfinally outside a finally or fault block")
        self.stack.clear()
        self.cur.block.term = ir.Unreachable()  # the switch to the continuations, at the end
        self.fin_exits.append((self.cur, c))

    def h_endfilter(self, ins: Instr) -> None:
        v, t = self._pop()
        if t is not I32:
            self._fail_types(t)
        if self.stack:
            raise CompileError(f"endfilter leaves {len(self.stack)} value(s) on the stack")
        f = next((i for i, c in enumerate(self.clauses)
                  if c.kind is ClauseKind.FILTER and c.in_filter(ins.offset)), None)
        if f is None:
            raise CompileError("endfilter outside a filter block")
        yes, no = self._filter_exit(f, True), self._filter_exit(f, False)
        self._terminate(ir.Branch(Cond.NE, v, self._const(Ty.I32, 0), yes.block, no.block),
                        [yes, no])

    # ---- paths between handlers ---------------------------------------------------------

    def _through(self, finals: list[int], target: _State) -> None:
        """Go to `target` through the finally/fault blocks `finals`, inner first."""
        for f in finals:
            conts = self.fin_conts.setdefault(f, [])
            cont = self._new_state(dynamic=True)
            self.cur.defs[self._sel(f)] = self._const(Ty.I32, len(conts))
            conts.append(cont)
            self._jump(self._state_at(self.clauses[f].handler_start))
            self.cur = cont
        self._jump(target)

    def _entry(self, kind: str, c: int) -> _State:
        """The block entering clause c's handler ("handler") or filter ("filter") with
        the exception on the stack."""
        st = self.entries.get((kind, c))
        if st is None:
            st = self.entries[kind, c] = self._new_state(dynamic=True)
            clause = self.clauses[c]
            saved, self.cur = self.cur, st
            st.defs[self.nfixed] = self._read(self._exc(c), st)
            self._jump(self._state_at(clause.handler_start if kind == "handler"
                                      else clause.filter_start))
            self.cur = saved
        return st

    def _filter_exit(self, f: int, answer: bool) -> _State:
        st = self.filter_exits.get((f, answer))
        if st is None:
            st = self.filter_exits[f, answer] = self._new_state(dynamic=True)
        return st

    def _search(self, ctx: Context, i: int, e: ir.Value) -> None:
        """Dispatch exception `e` from the current block to the clauses ctx[i:]."""
        for pos in range(i, len(ctx)):
            c = ctx[pos]
            clause = self.clauses[c]
            if clause.kind is ClauseKind.FILTER:
                self._set_pending(self._const(Ty.REF, 0))
                self.cur.defs[self._exc(c)] = e
                conts = self.filter_conts.setdefault(c, [])
                self.cur.defs[self._var("fsel", c, Ty.I32)] = self._const(Ty.I32, len(conts))
                conts.append((ctx, pos))
                self._jump(self._entry("filter", c))
                return
            if clause.kind is not ClauseKind.CATCH:
                continue
            t = self.tokens.type_of(clause.catch_type)
            if t.elem is Elem.OBJECT:
                self._deliver(ctx, pos, e)
                return
            if t.elem is not Elem.CLASS:
                raise CompileError(f"catch of {t.name}, which is not a class",
                                   offset=clause.handler_start)
            match = self._emit(Op.CALL, Ty.REF, [e, self._desc_addr(t)], RT_ISINST)
            yes, no = self._new_state(follow=True), self._new_state(follow=True)
            self._terminate(ir.Branch(Cond.NE, match, self._const(Ty.REF, 0), yes.block,
                                      no.block), [yes, no])
            self.cur = yes
            self._deliver(ctx, pos, e)
            self.cur = no
        finals = [c for c in ctx if self.clauses[c].kind in _UNWINDS]
        if finals:
            self.cur.defs[self._var("exc", -1, Ty.REF)] = e
            self._set_pending(self._const(Ty.REF, 0))
            self._through(finals, self._reraise())
        else:
            self._set_pending(e)
            self._jump(self._propagate())

    def _deliver(self, ctx: Context, pos: int, e: ir.Value) -> None:
        """Hand `e` to the handler of ctx[pos], after the finally/fault blocks inside it
        (the second pass)."""
        c = ctx[pos]
        self._set_pending(self._const(Ty.REF, 0))
        self.cur.defs[self._exc(c)] = e
        self._through([f for f in ctx[:pos] if self.clauses[f].kind in _UNWINDS],
                      self._entry("handler", c))

    def _reraise(self) -> _State:
        """After the last finally of an unhandled exception: pending again, and return."""
        st = self.entries.get(("reraise", -1))
        if st is None:
            st = self.entries["reraise", -1] = self._new_state(dynamic=True)
            saved, self.cur = self.cur, st
            self._set_pending(self._read(self._var("exc", -1, Ty.REF), st))
            self._jump(self._propagate())
            self.cur = saved
        return st

    # ---- the end ------------------------------------------------------------------------

    def _complete(self, layout: list[_State]) -> list[_State]:
        self.lowering = False
        for ctx, d in list(self.dispatches.items()):
            self.cur = d
            self._search(ctx, 0, self._emit(Op.LOAD, Ty.REF, [self._pending()],
                                            MemAccess(Mem.REF)))
        # filters: one continuation per (context, position) that ran them; running a
        # continuation may run further filters, so until nothing new appears
        built: dict[int, int] = {}
        targets: dict[tuple[int, bool], list[_State]] = {}
        while any(built.get(f, 0) < len(conts) for f, conts in self.filter_conts.items()):
            for f, conts in list(self.filter_conts.items()):
                while built.get(f, 0) < len(conts):
                    ctx, pos = conts[built.get(f, 0)]
                    built[f] = built.get(f, 0) + 1
                    for answer in (True, False):
                        self.cur = st = self._new_state(dynamic=True)
                        targets.setdefault((f, answer), []).append(st)
                        e = self._read(self._exc(f), st)
                        if answer:
                            self._deliver(ctx, pos, e)
                        else:
                            self._search(ctx, pos + 1, e)
        for (f, answer), st in self.filter_exits.items():
            self.cur = st
            self._switch(self._var("fsel", f, Ty.I32), targets.get((f, answer), []))
        for st, f in self.fin_exits:
            self.cur = st
            self._switch(self._sel(f), self.fin_conts.get(f, []))
        for st in [*layout, *self.tail]:
            if not st.sealed:
                self._seal(st)
        out = []
        for st in layout:
            out.append(st)
            out += self.followers.get(st, [])
        return out + [st for st in self.tail if st is not self.propagate] + \
            ([self.propagate] if self.propagate is not None else [])

    def _switch(self, var: int, conts: list[_State]) -> None:
        """End the current block by going to conts[var]."""
        if not conts:
            self._terminate(ir.Unreachable(), [])
        elif len(conts) == 1:
            self._jump(conts[0])
        else:
            v = self._read(var, self.cur)
            self._terminate(ir.Switch(v, [c.block for c in conts[:-1]], conts[-1].block),
                            conts)


ExceptionBuilder.HANDLERS = {
    **ObjectBuilder.HANDLERS,
    "throw": ExceptionBuilder.h_throw, "rethrow": ExceptionBuilder.h_rethrow,
    "leave": ExceptionBuilder.h_leave, "endfinally": ExceptionBuilder.h_endfinally,
    "endfilter": ExceptionBuilder.h_endfilter,
}


def build_function(method, body, cfg, local_types, tokens) -> ir.Function:
    """The finished SSA function of a method: built, its checks made blocks, unreachable
    blocks dropped, linked and numbered."""
    fn = ExceptionBuilder(method, body, cfg, local_types, tokens).build()
    insert_division_checks(fn)
    insert_object_checks(fn)
    remove_unreachable(fn)
    if fn.propagate is not None:            # last, after the throwers that go to it
        fn.blocks.remove(fn.propagate)
        fn.blocks.append(fn.propagate)
    fn.link()
    fn.renumber()
    return fn


def remove_unreachable(fn: ir.Function) -> None:
    """Drop blocks no path from the entry reaches (handlers of try blocks that cannot
    raise, an unused propagate block), and the phi operands they brought."""
    seen = {id(b) for b in postorder(fn.blocks[:1])}
    if len(seen) == len(fn.blocks):
        return
    fn.blocks = [b for b in fn.blocks if id(b) in seen]
    for b in fn.blocks:
        for phi in b.phis:
            phi.incoming = [(p, v) for p, v in phi.incoming if id(p) in seen]
    if fn.propagate is not None and id(fn.propagate) not in seen:
        fn.propagate = None
