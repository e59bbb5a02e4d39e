"""Exception handling without unwind tables (DESIGN.md 5).

The runtime keeps the exception in flight in one global, `cil2mir_pending_exception`,
defined by the module. Raising (the `throw` instruction, a runtime check, a C runtime
function) stores the exception object there and returns; every call that may raise is
followed by a test of the slot, and a set slot sends control to the dispatch code of
the innermost try region around the call, or returns from the method with the slot
still set. try/catch/finally/fault become ordinary blocks and branches here, so the back
ends only see plain control flow.

Which handler takes an exception is decided by the runtime's first pass (ECMA-335's two
passes), which must see every frame: a caller's filter runs before a callee's finally
blocks. So a method with clauses links a frame record on `cil2mir_eh_top` (RtEhFrame,
runtime/cil2mir_rt.h) that says where the method is (a context id, stored before each
call that may raise) and points to the method's table of catch types and filters; each
filter is a function of its own (a funclet, `FilterBuilder`) that reaches the variables
it shares with the method through the record. A dispatch asks `rt_eh_route` what to do.
"""

from __future__ import annotations

from cil2mir.errors import CompileError
from cil2mir.frontend import ir
from cil2mir.frontend.checks import insert_division_checks, needs_check
from cil2mir.frontend.cil import Clause, ClauseKind, Instr, il_label
from cil2mir.frontend.ir import EH_TOP, PENDING, Cond, Mem, MemAccess, Op, Ty
from cil2mir.frontend.simplify import fold_constant_branches, remove_unreachable
from cil2mir.frontend.objects import ObjectBuilder, ObjGuard, insert_object_checks
from cil2mir.frontend.signatures import IR_TYPE, PRIMITIVE_NAMES, Elem
from cil2mir.frontend.ssa import _State
from cil2mir.frontend.stacktrace import RT_TRACE, FrameSites
from cil2mir.frontend.stack_types import I32, OBJ

# Globals every module defines for the C runtime (runtime/cil2mir_rt.h): ir.PENDING, the
# exception in flight (8 bytes, or null), ir.EH_TOP, the innermost frame record, and
TYPES_TABLE = "cil2mir_exception_types"  # constant: 8-byte words, [0] = byte offset of
                                         # System.Exception's message field in an object,
                                         # [1 + k] = TypeDesc address of RUNTIME_EXCEPTIONS[k],
                                         # then the offset of RuntimeWrappedException's
                                         # object and the WrapNonExceptionThrows flag

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
    "System.Exception",
    "System.Runtime.CompilerServices.RuntimeWrappedException",
)

RT_THROW = ir.Callee("rt_throw", (Ty.REF,), Ty.VOID)
RT_RETHROW = ir.Callee("rt_rethrow", (Ty.REF,), Ty.VOID)
# Runs the first pass if the exception has not had it (filters included) and says what
# this frame does with it: see the answers below. Raises nothing itself.
RT_EH_ROUTE = ir.Callee("rt_eh_route", (Ty.REF, Ty.I64), Ty.I32, nothrow=True)
ROUTE_NONE, ROUTE_SKIP = 0, 1  # no handler here / propagate at once (the filter that raised
                               # is in a caller); 2 + 2*pos: the handler at pos of the
                               # context; 3 + 2*pos: the filter at pos raised (RESUME)

# RtEhFrame (runtime/cil2mir_rt.h): byte offsets, then the variables' addresses
FRAME_PREV, FRAME_TABLE, FRAME_CTX, FRAME_MARK, FRAME_RESUME, FRAME_VARS = 0, 8, 16, 24, 40, 48
# RtEhClause kinds: {kind, what, pos, resume} words in the method table
EH_CATCH, EH_CATCH_ALL, EH_FILTER = 1, 2, 3

_CALLS = (Op.CALL, Op.CALLI)
# What a catch clause may name: a class, interface, string, array, or a boxed value type.
_CATCHABLE = frozenset({Elem.CLASS, Elem.STRING, Elem.STRING_ARRAY, Elem.ARRAY, Elem.MDARRAY,
                        Elem.VALUETYPE, *PRIMITIVE_NAMES.values()})
_UNWINDS = (ClauseKind.FINALLY, ClauseKind.FAULT)
_HANDLES = (ClauseKind.CATCH, ClauseKind.FILTER)
_SYNTH_BASE = 1 << 20          # variable numbers of the builder's own variables
_ARG_OPS = ("ldarg", "starg", "ldarga")
_LOCAL_OPS = ("ldloc", "stloc", "ldloca")


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


def in_filter(clauses: tuple[Clause, ...], offset: int) -> bool:
    return any(c.kind is ClauseKind.FILTER and c.in_filter(offset) for c in clauses)


class ExceptionBuilder(ObjectBuilder):
    """The object builder plus exception handling.

    Every call that may raise ends its block: `e = load pending; br e != null ?
    dispatch : next`. A runtime check inside a try region ends its block too, with a
    block that its thrower will jump from (Function.throw_to). The dispatch of a
    Context asks the runtime (rt_eh_route) and switches on the answer: deliver to a
    catch or filter clause of the context, after the finally and fault blocks inside it;
    run the context's finally and fault blocks and return with the exception pending
    (no handler here); return at once (a filter in a caller raised: its exception goes
    there); or dispatch again from a filter's own context (a filter here raised).

    finally and fault blocks are shared by every path through them: the path writes a
    selector variable, and endfinally ends with a switch on it to the path's
    continuation. The exception being delivered travels in a variable per clause. All of
    these are ordinary SSA variables of Braun's construction; the join blocks (handler
    entries, leave targets, continuations) are `dynamic` states whose predecessors become
    known as the edges are made, sealed at the end.
    """

    HANDLERS: dict = {}             # filled below

    def __init__(self, method, body, cfg, local_types, tokens,
                 frames: FrameSites | None = None) -> None:
        super().__init__(method, body, cfg, local_types, tokens)
        self.frames = frames
        self.clauses = body.clauses
        self.ctx: Context = ()
        self.lowering = True                            # False once the CIL is filled
        self.followers: dict[_State, list[_State]] = {}  # CIL block -> blocks split off it
        self.tail: list[_State] = []                    # blocks laid out after the CIL's
        self.dispatches: dict[Context, _State] = {}
        self.propagate: _State | None = None
        self.vars: dict[tuple[str, int], int] = {}
        self.entries: dict[tuple[str, int], _State] = {}  # handler entry blocks
        self.fin_conts: dict[int, list[_State]] = {}     # finally/fault -> continuations
        self.fin_exits: list[tuple[_State, int]] = []    # blocks ending in endfinally
        self.frame: ir.Inst | None = None               # the frame record (methods with clauses)
        self.ctx_ids: dict[Context, int] = {(): 0}
        self.traced: dict[Context, _State] = {}         # dispatch through rt_trace
        self.ctx_stored: tuple[ir.Block, int] | None = None  # (block, id) stored last
        self.shared = self._filter_vars()

    def _filter_vars(self) -> list[int]:
        """The arguments and locals the filter blocks use: they live in memory, and the
        frame record has their addresses for the funclets."""
        if not any(c.kind is ClauseKind.FILTER for c in self.clauses):
            return []
        used = set()
        for ins in self.body.instrs:
            if isinstance(ins.operand, int) and in_filter(self.clauses, ins.offset):
                if ins.op in _ARG_OPS and 0 <= ins.operand < len(self.args):
                    used.add(ins.operand)
                elif ins.op in _LOCAL_OPS and 0 <= ins.operand < len(self.locals):
                    used.add(len(self.args) + ins.operand)
        return sorted(used)

    # ---- states ----------------------------------------------------------------------

    def build(self) -> ir.Function:
        fn = super().build()
        fn.throw_to = self.throw_to
        fn.propagate = self.propagate.block if self.propagate is not None else None
        fn.frames = self.frames
        if self.frame is not None:
            self._pop_frame(fn)
        return fn

    def _included(self, cb) -> bool:
        return not in_filter(self.clauses, self.body.instrs[cb.start].offset)

    def _address_taken(self) -> set[int]:
        return super()._address_taken() | set(self.shared)

    def _prepare_states(self) -> None:
        def dynamic(offset: int, entry: list) -> None:
            st = self.states[self.cfg.block_at[offset]]
            if st is not None:
                st.dynamic, st.preds, st.entry = True, [], entry
        for c in self.clauses:
            dynamic(c.handler_start, [OBJ] if c.kind in _HANDLES else [])
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
        for s in dict.fromkeys(succs):
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

    # ---- the frame record --------------------------------------------------------------

    def _start(self, entry: _State, first: _State) -> None:
        if self.clauses:
            self.cur = entry
            self.ins = self.body.instrs[0]
            self._push_frame()
            self._propagate()           # where checks outside try regions go (with the pop)
        super()._start(entry, first)

    def _push_frame(self) -> None:
        """Link a frame record on EH_TOP (RtEhFrame), before anything that may raise."""
        self.frame = frame = ir.Inst(Ty.I64, op=Op.SLOT,
                                     data=ir.Slot(FRAME_VARS + 8 * len(self.shared), 8))
        self.cur.block.insts.append(frame)
        top = self._emit(Op.GLOBALADDR, Ty.I64, [], EH_TOP)
        null = self._const(Ty.REF, 0)
        fields = [(FRAME_PREV, self._emit(Op.LOAD, Ty.I64, [top], MemAccess(Mem.I64))),
                  (FRAME_TABLE, self._emit(Op.GLOBALADDR, Ty.I64, [], self._table_symbol())),
                  (FRAME_CTX, self._const(Ty.I64, 0)),
                  (FRAME_MARK, null), (FRAME_RESUME, null)]
        fields += [(FRAME_VARS + 8 * i, self.slots[v]) for i, v in enumerate(self.shared)]
        for offset, v in fields:
            self._emit(Op.STORE, Ty.VOID, [self._offset(frame, offset), v],
                       MemAccess(Mem.REF if v.ty is Ty.REF else Mem.I64))
        self._emit(Op.STORE, Ty.VOID, [top, frame], MemAccess(Mem.I64))

    def _pop_frame(self, fn: ir.Function) -> None:
        """Unlink the frame record before every return. A tail call would leave it
        linked, so calls here are never tail calls (`tail.` is a hint)."""
        for blk in fn.blocks:
            for inst in blk.insts:
                if inst.op in _CALLS:
                    inst.tail = False
            if isinstance(blk.term, ir.Return):
                top = ir.Inst(Ty.I64, op=Op.GLOBALADDR, data=EH_TOP)
                prev = ir.Inst(Ty.I64, op=Op.LOAD, args=[self.frame], data=MemAccess(Mem.I64))
                blk.insts += [top, prev, ir.Inst(Ty.VOID, op=Op.STORE, args=[top, prev],
                                                 data=MemAccess(Mem.I64))]

    def _table_symbol(self) -> str:
        return f"{self.method.symbol}.eh"

    def _ctx_id(self, ctx: Context) -> int:
        return self.ctx_ids.setdefault(ctx, len(self.ctx_ids))

    def _store_ctx(self, ctx: Context) -> None:
        """Say where the method is, for a first pass that a callee may start."""
        cid = self._ctx_id(ctx)
        if self.ctx_stored == (self.cur.block, cid):
            return
        self._emit(Op.STORE, Ty.VOID, [self._offset(self.frame, FRAME_CTX),
                                       self._const(Ty.I64, cid)], MemAccess(Mem.I64))
        self.ctx_stored = (self.cur.block, cid)

    def table(self) -> ir.GlobalData:
        """The method table RtEhFrame.contexts points to: per context id the address of
        its list of catch and filter clauses ({kind, what, pos, resume} words)."""
        lists: list[list[int | ir.SymbolRef]] = []
        for ctx in self.ctx_ids:
            words: list[int | ir.SymbolRef] = []
            for pos, c in enumerate(ctx):
                clause = self.clauses[c]
                if clause.kind is ClauseKind.FILTER:
                    # routing ctx made the dispatch of the filter's context, which has an id
                    resume = self.ctx_ids[context_at(self.clauses, clause.filter_start)]
                    words += [EH_FILTER, ir.SymbolRef(filter_symbol(self.method, c)), pos,
                              resume]
                elif clause.kind is ClauseKind.CATCH:
                    t = self.tokens.type_of(clause.catch_type)
                    if t.elem is Elem.OBJECT:
                        words += [EH_CATCH_ALL, 0, pos, 0]
                    elif t.elem in _CATCHABLE:   # (IL may throw any object, a box too)
                        words += [EH_CATCH, ir.SymbolRef(self.ts.desc(t)), pos, 0]
                    else:
                        raise CompileError(f"catch of {t.name}, which is not a class",
                                           offset=clause.handler_start)
            lists.append(words + [0, 0, 0, 0])
        symbol = self._table_symbol()
        init, at = [], 8 * len(lists)
        for k, words in enumerate(lists):
            init.append(ir.InitValue(8 * k, 8, ir.SymbolRef(symbol, at)))
            for w in words:
                if w:
                    init.append(ir.InitValue(at, 8, w))
                at += 8
        return ir.GlobalData(symbol, at, 8, init, constant=True)

    # ---- filling CIL blocks ----------------------------------------------------------

    def _fill(self, st: _State) -> None:
        self.ctx = context_at(self.clauses, self.body.instrs[st.first].offset)
        super()._fill(st)

    def _emit(self, op: Op, ty: Ty, args: list[ir.Value], data: object = None) -> ir.Inst:
        test = False
        if self.lowering and op in _CALLS and not data.nothrow:        # type: ignore[union-attr]
            if self.ins.op == "jmp" or "tail." in self.prefixes:
                if self.ctx:
                    raise CompileError("tail. call inside a try block (ECMA-335 III.2.4)")
            else:
                test = True
            if self.frame is not None:
                self._store_ctx(self.ctx)
        inst = super()._emit(op, ty, args, data)
        if test:
            self._test_pending()
        elif self.lowering and self.ctx and (needs_check(inst) or isinstance(data, ObjGuard)
                                             and data.kind != "imt"):      # (it raises nothing)
            self._split_check(inst)
        return inst

    def _test_pending(self) -> None:
        """After a call: on to a new block, or to the dispatch if an exception is pending."""
        e = self._emit(Op.LOAD, Ty.REF, [self._pending()], MemAccess(Mem.REF))
        raised = self._raised()
        cont = self._new_state(follow=True)
        self._terminate(ir.Branch(Cond.NE, e, self._const(Ty.REF, 0), raised.block,
                                  cont.block), [raised, cont])
        if self.ctx_stored is not None and self.ctx_stored[0] is self.cur.block:
            self.ctx_stored = (cont.block, self.ctx_stored[1])
        self.cur = cont

    def _raised(self) -> _State:
        """Where an exception goes that first meets this frame at the current instruction:
        the dispatch, through the block that records the frame in the exception's stack
        trace (one per dispatch; the site travels in a variable)."""
        if self.frames is None:
            return self._dispatch(self.ctx)
        site = self._var("site", -1, Ty.I32)
        self.cur.defs[site] = self._const(Ty.I32, self.frames.site(self.ins.offset))
        st = self.traced.get(self.ctx)
        if st is None:
            st = self.traced[self.ctx] = self._new_state(dynamic=True)
            saved, self.cur = self.cur, st
            table = self._emit(Op.GLOBALADDR, Ty.I64, [], self.frames.symbol)
            self._emit(Op.CALL, Ty.VOID, [table, self._read(site, st)], RT_TRACE)
            self._jump(self._dispatch(self.ctx))
            self.cur = saved
        return st

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
        self._raise(obj)

    def _raise(self, obj: ir.Value, raiser: ir.Callee = RT_THROW) -> None:
        """rt_throw, then the dispatch: the test after the call is known to succeed."""
        ObjectBuilder._emit(self, Op.CALL, Ty.VOID, [obj], raiser)
        self.stack.clear()
        self._jump(self._raised())

    def h_rethrow(self, ins: Instr) -> None:
        c = next((i for i, c in enumerate(self.clauses) if c.in_handler(ins.offset)
                  and c.kind in _HANDLES), None)
        if c is None:
            raise CompileError("rethrow outside a catch handler")
        # a new flight (filters run again) with the trace so far
        self._raise(self._read(self._exc(c), self.cur), RT_RETHROW)

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
        raise CompileError("endfilter outside a filter block")

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

    def _entry(self, c: int) -> _State:
        """The block entering clause c's handler with the exception on the stack."""
        st = self.entries.get(("handler", c))
        if st is None:
            st = self.entries["handler", c] = self._new_state(dynamic=True)
            saved, self.cur = self.cur, st
            st.defs[self.nfixed] = self._read(self._exc(c), st)
            self._jump(self._state_at(self.clauses[c].handler_start))
            self.cur = saved
        return st

    def _route(self, ctx: Context) -> None:
        """The dispatch of ctx: ask the runtime, then do what it says."""
        e = self._emit(Op.LOAD, Ty.REF, [self._pending()], MemAccess(Mem.REF))
        self._store_ctx(ctx)
        answer = self._emit(Op.CALL, Ty.I32, [e, self.frame], RT_EH_ROUTE)
        finals = [c for c in ctx if self.clauses[c].kind in _UNWINDS]
        none = self._new_state(follow=True) if finals else self._propagate()
        cases = [none, self._propagate()]
        handlers: list[tuple[_State, int]] = []
        for pos, c in enumerate(ctx):
            clause = self.clauses[c]
            if clause.kind not in _HANDLES:
                cases += [none, none]
                continue
            st = self._new_state(follow=True)
            handlers.append((st, pos))
            resume = self._dispatch(context_at(self.clauses, clause.filter_start)) \
                if clause.kind is ClauseKind.FILTER else none
            cases += [st, resume]
        self._terminate(ir.Switch(answer, [s.block for s in cases[:-1]], cases[-1].block),
                        cases)
        for st, pos in handlers:
            self.cur = st
            self._deliver(ctx, pos, e)
        if finals:
            self.cur = none
            self.cur.defs[self._var("exc", -1, Ty.REF)] = e
            self._set_pending(self._const(Ty.REF, 0))
            self._through(finals, self._reraise())

    def _deliver(self, ctx: Context, pos: int, e: ir.Value) -> None:
        """Hand `e` to the handler of ctx[pos], after the finally/fault blocks inside it
        (the second pass)."""
        c = ctx[pos]
        self._set_pending(self._const(Ty.REF, 0))
        self.cur.defs[self._exc(c)] = e
        self._through([f for f in ctx[:pos] if self.clauses[f].kind in _UNWINDS],
                      self._entry(c))

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
        routed: set[Context] = set()
        while len(routed) < len(self.dispatches):       # a filter's context may be new
            for ctx, d in list(self.dispatches.items()):
                if ctx not in routed:
                    routed.add(ctx)
                    self.cur = d
                    self._route(ctx)
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


def filter_symbol(method, clause: int) -> str:
    return f"{method.symbol}.filter{clause}"


class FilterBuilder(ExceptionBuilder):
    """A filter block as a function of its own (a funclet), which the runtime's first
    pass calls while the frames of the raise are still live: `i32 (frame, exception)`,
    the filter's answer. The variables it shares with its method are reached through
    the addresses in the method's frame record. An exception it raises is returned
    pending: the runtime makes it propagate from the filter's try statement."""

    def __init__(self, method, body, cfg, local_types, tokens, clause: int,
                 shared: list[int]) -> None:
        super().__init__(method, body, cfg, local_types, tokens)
        self.clause = clause
        self.shared = shared
        self.hidden = None
        self.ret = Elem.I4
        self.params = [ir.Param(Ty.I64, index=0), ir.Param(Ty.REF, index=1)]

    def _function(self) -> ir.Function:
        c = self.clauses[self.clause]
        return ir.Function(filter_symbol(self.method, self.clause),
                           f"{self.method.il_name} filter {il_label(c.filter_start)}",
                           self.params, Ty.I32)

    def _included(self, cb) -> bool:
        return self.clauses[self.clause].in_filter(self.body.instrs[cb.start].offset)

    def _prepare_states(self) -> None:
        c = self.clauses[self.clause]
        for other in self.clauses:
            if c.in_filter(other.try_start) or c.in_filter(other.handler_start):
                raise CompileError("exception-handling clause inside a filter block",
                                   offset=other.try_start)
        first = self._state_at(c.filter_start)
        if first.preds:
            raise CompileError("branch to the start of a filter block", offset=c.filter_start)
        first.entry = [OBJ]

    def _make_slots(self, entry: _State) -> None:
        self.entry_state = entry
        frame, exc = self.params
        for v in range(self.nfixed):        # not the method's arguments: read through slots
            entry.defs[v] = self._zero(self.var_ty[v])
        for i, var in enumerate(self.shared):
            addr = ir.Inst(Ty.I64, op=Op.ADD, args=[frame, self._const(Ty.I64, FRAME_VARS + 8 * i)])
            self.slots[var] = ir.Inst(Ty.I64, op=Op.LOAD, args=[addr], data=MemAccess(Mem.I64))
            entry.block.insts += [addr, self.slots[var]]
        self.entry_at = len(entry.block.insts)
        entry.defs[self.nfixed] = exc               # the stack at the filter's start

    def _start(self, entry: _State, first: _State) -> None:
        """Nothing: the method's entry has initialised the types it touches."""

    def _fill(self, st: _State) -> None:
        ObjectBuilder._fill(self, st)   # context (): what the filter raises goes back pending

    def h_endfilter(self, ins: Instr) -> None:
        v, t = self._pop()
        if t is not I32:
            self._fail_types(t)
        if self.stack:
            raise CompileError(f"endfilter leaves {len(self.stack)} value(s) on the stack")
        self._end_block(ir.Return(v), [])

    def h_outside(self, ins: Instr) -> None:
        raise CompileError(f"{ins.mnemonic} inside a filter block")


FilterBuilder.HANDLERS = {
    **ExceptionBuilder.HANDLERS, "endfilter": FilterBuilder.h_endfilter,
    **{op: FilterBuilder.h_outside for op in ("ret", "leave", "endfinally", "rethrow", "jmp")},
}


def build_function(method, body, cfg, local_types, tokens, frames: FrameSites | None = None
                   ) -> tuple[list[ir.Function], list[ir.GlobalData]]:
    """The finished SSA functions of a method (the method's, then its filters') and its
    exception and stack-trace tables: built, checks made blocks, unreachable blocks
    dropped, linked and numbered. `frames`: where the method records its frame (None:
    it shows none)."""
    builder = ExceptionBuilder(method, body, cfg, local_types, tokens, frames)
    functions = [builder.build()]
    functions += [FilterBuilder(method, body, cfg, local_types, tokens, c, builder.shared)
                  .build() for c, clause in enumerate(body.clauses)
                  if clause.kind is ClauseKind.FILTER]
    for fn in functions:
        insert_division_checks(fn)
        insert_object_checks(fn)
        fold_constant_branches(fn)
        remove_unreachable(fn)
        if fn.propagate is not None:            # last, after the throwers that go to it
            fn.blocks.remove(fn.propagate)
            fn.blocks.append(fn.propagate)
        fn.link()
        fn.renumber()
    tables = [builder.table()] if builder.frame is not None else []
    if frames is not None and frames.sites:
        tables.append(frames.table())
    return functions, tables
