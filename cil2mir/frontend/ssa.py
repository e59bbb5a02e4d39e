"""SSA construction straight from the evaluation stack, with verification typing.

One forward pass over the basic blocks in IL order (ECMA-335 III.1.7.5 guarantees
such a pass knows the stack state at every instruction) does three things at once:

* it types the evaluation stack by the operand-type tables of Partition III §1.5
  (`stack_types.py`) and rejects invalid IL: stack underflow, operand type mismatch,
  a different stack at a join, a `ret` that leaves values behind;
* it builds SSA with the algorithm of Braun et al. 2013, "Simple and Efficient
  Construction of SSA Form": arguments, locals *and the stack slots live at block
  boundaries* are variables; a block's incoming stack is read as those variables,
  and its outgoing stack is written to them. Blocks are sealed once all their
  predecessors are filled; trivial phis are removed as soon as they are complete;
* it inserts the explicit extensions that keep small integer types normalised.

Recursion in Braun's readVariable (one frame per block on a long chain, and deeper
for nested joins) is turned into iteration with generators on an explicit stack, so
a 40,000-instruction method needs no raised recursion limit.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Generator, NoReturn

from cil2mir.errors import CompileError
from cil2mir.frontend import ir
from cil2mir.frontend.assembly import MethodDef
from cil2mir.frontend.cfg import Cfg
from cil2mir.frontend.cil import Body, Instr
from cil2mir.frontend.ir import Cond, Op, Ty
from cil2mir.frontend.signatures import IR_TYPE, NORMALISE, Elem, SigType
from cil2mir.frontend.stack_types import (BINARY, COMPARE_INT, CONVERTIBLE, I32, I64, NAT, OBJ,
                                          SHIFT_AMOUNT, SHIFT_VALUE, UNARY, StackTy, of_elem)


@dataclass(frozen=True)
class CallTarget:
    """What a `call` token resolves to: the function, and the CIL types that decide
    how arguments are coerced and what the result's stack type is."""
    callee: ir.Callee
    params: tuple[SigType, ...]
    ret: SigType


Resolve = Callable[[int], CallTarget]
Slot = tuple[ir.Value, StackTy]


@dataclass(eq=False, slots=True)
class _State:
    """Per-block construction state (Braun's currentDef, sealed, incompletePhis)."""
    block: ir.Block
    first: int                 # index of the first instruction (-1: synthesised entry)
    end: int
    fallthrough: int           # CIL block index of the next block in IL order
    preds: list["_State"] = field(default_factory=list)
    defs: dict[int, ir.Value] = field(default_factory=dict)
    incomplete: dict[int, ir.Phi] = field(default_factory=dict)
    sealed: bool = False
    filled_preds: int = 0
    entry: list[StackTy] | None = None     # stack types on entry, fixed by the first edge seen


_BINARY_OPS: dict[str, Op] = {
    "add": Op.ADD, "sub": Op.SUB, "mul": Op.MUL, "div": Op.DIV, "div.un": Op.DIV_UN,
    "rem": Op.REM, "rem.un": Op.REM_UN, "and": Op.AND, "or": Op.OR, "xor": Op.XOR,
}
_SHIFT_OPS = {"shl": Op.SHL, "shr": Op.SHR, "shr.un": Op.SHR_UN}
_UNARY_OPS = {"neg": Op.NEG, "not": Op.NOT}
_COMPARES = {"ceq": Cond.EQ, "cgt": Cond.GT, "cgt.un": Cond.UGT, "clt": Cond.LT,
             "clt.un": Cond.ULT}
_BRANCH_CONDS = {"beq": Cond.EQ, "bne.un": Cond.NE, "bge": Cond.GE, "bge.un": Cond.UGE,
                 "bgt": Cond.GT, "bgt.un": Cond.UGT, "ble": Cond.LE, "ble.un": Cond.ULE,
                 "blt": Cond.LT, "blt.un": Cond.ULT}
# Conditions that compare object references meaningfully (identity, and null tests).
_REF_CONDS = frozenset({Cond.EQ, Cond.NE, Cond.UGT, Cond.UGE, Cond.ULT, Cond.ULE})
# conv.* -> (extension applied after truncating to 32 bits | None, result stack type,
#            extension from int32 to 64 bits | None)
_CONVS: dict[str, tuple[Op | None, StackTy, Op | None]] = {
    "conv.i1": (Op.SEXT8, I32, None), "conv.u1": (Op.ZEXT8, I32, None),
    "conv.i2": (Op.SEXT16, I32, None), "conv.u2": (Op.ZEXT16, I32, None),
    "conv.i4": (None, I32, None), "conv.u4": (None, I32, None),
    "conv.i8": (None, I64, Op.SEXT32), "conv.u8": (None, I64, Op.ZEXT32),
    "conv.i": (None, NAT, Op.SEXT32), "conv.u": (None, NAT, Op.ZEXT32),
}


NORMALISE_OPS = frozenset(NORMALISE.values())


def _fold(op: Op, c: int) -> int:
    """Constant-fold a conversion (Const values are bit patterns as signed ints)."""
    if op is Op.SEXT8:
        return ((c & 0xFF) ^ 0x80) - 0x80
    if op is Op.ZEXT8:
        return c & 0xFF
    if op is Op.SEXT16:
        return ((c & 0xFFFF) ^ 0x8000) - 0x8000
    if op is Op.ZEXT16:
        return c & 0xFFFF
    if op is Op.ZEXT32:
        return c & 0xFFFFFFFF
    if op is Op.TRUNC:
        return ((c & 0xFFFFFFFF) ^ 0x80000000) - 0x80000000
    return c                                   # SEXT32: the signed value is unchanged


def _fmt_stack(types: list[StackTy]) -> str:
    return "[" + ", ".join(map(str, types)) + "]"


class _Builder:
    def __init__(self, method: MethodDef, body: Body, cfg: Cfg,
                 local_types: tuple[SigType, ...], resolve: Resolve,
                 user_string: Callable[[int], str]) -> None:
        self.method = method
        self.user_string = user_string
        self.body = body
        self.cfg = cfg
        self.resolve = resolve
        self.args = [_elem(p, "parameter") for p in method.sig.params]
        self.locals = [_elem(t, "local variable") for t in local_types]
        self.ret = _elem(method.sig.ret, "return")
        self.nfixed = len(self.args) + len(self.locals)
        self.var_ty = [IR_TYPE[e] for e in self.args + self.locals]
        self.consts: dict[tuple[Ty, int], ir.Const] = {}
        self.forward: dict[ir.Phi, ir.Value] = {}      # removed trivial phi -> replacement
        self.phi_users: dict[ir.Phi, list[ir.Phi]] = {}
        self.filling: set[ir.Phi] = set()              # phis whose operands are being added
        self.stack: list[Slot] = []
        self.cur: _State
        self.ins: Instr

    # ---- entry point ----------------------------------------------------------------

    def build(self) -> ir.Function:
        params = [ir.Param(IR_TYPE[e], index=i) for i, e in enumerate(self.args)]
        fn = ir.Function(self.method.symbol, self.method.il_name, params, IR_TYPE[self.ret])
        instrs = self.body.instrs
        nblocks = len(self.cfg.blocks)
        self.states: list[_State | None] = [None] * nblocks
        for cb in self.cfg.blocks:
            if cb.reachable:
                blk = ir.Block(cb.index, il_offset=instrs[cb.start].offset)
                self.states[cb.index] = _State(blk, cb.start, cb.end, cb.index + 1)
        order = [s for s in self.states if s is not None]
        for cb in self.cfg.blocks:
            st = self.states[cb.index]
            if st is not None:
                st.preds = [self.states[p] for p in cb.preds]    # type: ignore[misc]
        first = order[0]
        if first.preds:      # IL offset 0 is a loop head: Braun needs an entry without preds
            entry = _State(ir.Block(nblocks, term=ir.Jump(first.block)), -1, -1, 0,
                           entry=[], sealed=True)
            first.preds.insert(0, entry)
            first.entry = []
            first.filled_preds = 1
            layout = [entry] + order
        else:
            entry = first
            layout = order
        entry.sealed = True
        for i, p in enumerate(params):
            entry.defs[i] = p
        for i, ty in enumerate(self.var_ty[len(params):], len(params)):
            entry.defs[i] = self._const(ty, 0)           # locals are zero-initialised
        for st in order:
            self._fill(st)
        assert all(st.sealed for st in order)
        self._resolve_forwarding(layout)
        fn.blocks = [st.block for st in layout]
        return fn

    # ---- filling blocks ---------------------------------------------------------------

    def _fill(self, st: _State) -> None:
        self.cur = st
        if st.entry is None:
            st.entry = []             # reached only backwards: the stack is empty (III.1.7.5)
        self.stack = [(self._read(self.nfixed + i, st), t) for i, t in enumerate(st.entry)]
        instrs = self.body.instrs
        max_stack = self.body.max_stack
        for i in range(st.first, st.end):
            ins = self.ins = instrs[i]
            handler = _HANDLERS.get(ins.op)
            try:
                if handler is None:
                    raise CompileError(f"unsupported instruction {ins.mnemonic}")
                handler(self, ins)
                if len(self.stack) > max_stack:
                    raise CompileError(f"stack overflow: more than .maxstack {max_stack} values")
                if i == st.end - 1 and st.block.term is None:
                    self._end_block(ir.Jump(self._state(st.fallthrough).block), [st.fallthrough])
            except CompileError as e:
                raise e.located(offset=ins.offset)

    def _state(self, index: int) -> _State:
        st = self.states[index]
        assert st is not None            # successors of reachable blocks are reachable
        return st

    def _end_block(self, term: ir.Terminator, succs: list[int]) -> None:
        """Install the terminator and hand the outgoing stack to the successors."""
        st = self.cur
        st.block.term = term
        for i, (v, _) in enumerate(self.stack):
            st.defs[self.nfixed + i] = v
        types = [t for _, t in self.stack]
        for index in dict.fromkeys(succs):
            succ = self._state(index)
            if succ.entry is None:
                succ.entry = types
            elif succ.entry != types:
                raise CompileError(f"inconsistent stack at join IL_{succ.block.il_offset:04x}: "
                                   f"{_fmt_stack(succ.entry)} on one edge, "
                                   f"{_fmt_stack(types)} on another")
            succ.filled_preds += 1
            if succ.filled_preds == len(succ.preds):
                self._seal(succ)

    # ---- Braun et al. ----------------------------------------------------------------

    def _find(self, v: ir.Value) -> ir.Value:
        if not isinstance(v, ir.Phi) or v not in self.forward:
            return v
        root = v
        while isinstance(root, ir.Phi) and root in self.forward:
            root = self.forward[root]
        while isinstance(v, ir.Phi) and v in self.forward:    # path compression
            self.forward[v], v = root, self.forward[v]
        return root

    def _read(self, var: int, st: _State) -> ir.Value:
        v = st.defs.get(var)
        if v is not None:
            return self._find(v)
        return self._run(self._read_slow(var, st))

    def _run(self, gen: Generator[tuple[int, _State], ir.Value, ir.Value]) -> ir.Value:
        """Drive generator 'frames' on an explicit stack: each yield is a nested read."""
        frames = [gen]
        value: ir.Value | None = None
        while True:
            try:
                var, st = frames[-1].send(value)     # type: ignore[arg-type]
            except StopIteration as done:
                frames.pop()
                if not frames:
                    return done.value
                value = done.value
                continue
            found = st.defs.get(var)
            if found is not None:
                value = self._find(found)
            else:
                frames.append(self._read_slow(var, st))
                value = None

    def _read_slow(self, var: int, st: _State) -> Generator[tuple[int, _State], ir.Value, ir.Value]:
        chain: list[_State] = []
        b = st
        while True:
            found = b.defs.get(var)
            if found is not None:
                v = self._find(found)
                break
            if not b.sealed:
                phi = self._new_phi(var, b)
                b.incomplete[var] = phi
                b.defs[var] = v = phi
                break
            if len(b.preds) == 1:
                chain.append(b)
                b = b.preds[0]
                continue
            assert b.preds, "variable read before its definition"
            phi = self._new_phi(var, b)
            b.defs[var] = phi
            v = yield from self._add_operands(var, phi, b)
            break
        for c in chain:
            c.defs[var] = v
        return v

    def _new_phi(self, var: int, st: _State) -> ir.Phi:
        if var < self.nfixed:
            ty = self.var_ty[var]
        else:
            assert st.entry is not None
            ty = st.entry[var - self.nfixed].ir
        phi = ir.Phi(ty, block=st.block)
        st.block.phis.append(phi)
        return phi

    def _add_operands(self, var: int, phi: ir.Phi,
                      st: _State) -> Generator[tuple[int, _State], ir.Value, ir.Value]:
        self.filling.add(phi)
        for p in st.preds:
            found = p.defs.get(var)
            v = self._find(found) if found is not None else (yield (var, p))
            phi.incoming.append((p.block, v))
            if isinstance(v, ir.Phi):
                self.phi_users.setdefault(v, []).append(phi)
        self.filling.discard(phi)
        return self._remove_trivial(phi)

    def _remove_trivial(self, phi: ir.Phi) -> ir.Value:
        """Braun's tryRemoveTrivialPhi, with a worklist instead of recursion over users."""
        work = [phi]
        while work:
            p = work.pop()
            if p in self.forward or p in self.filling:
                continue
            same: ir.Value | None = None
            for _, op in p.incoming:
                op = self._find(op)
                if op is same or op is p:
                    continue
                if same is not None:
                    break
                same = op
            else:
                assert same is not None, "phi with no operand but itself"
                self.forward[p] = same
                users = self.phi_users.pop(p, [])
                if isinstance(same, ir.Phi):
                    self.phi_users.setdefault(same, []).extend(users)
                work.extend(users)
        return self._find(phi)

    def _seal(self, st: _State) -> None:
        while st.incomplete:
            var, phi = st.incomplete.popitem()
            self._run(self._add_operands(var, phi, st))
        st.sealed = True

    def _resolve_forwarding(self, layout: list[_State]) -> None:
        """Replace every use of a removed phi by its final replacement, once, at the end."""
        find = self._find
        for st in layout:
            blk = st.block
            if self.forward:
                blk.phis = [p for p in blk.phis if p not in self.forward]
                for ins in blk.insts:
                    if any(isinstance(a, ir.Phi) for a in ins.args):
                        ins.args = [find(a) for a in ins.args]
            for p in blk.phis:
                p.incoming = [(b, find(v)) for b, v in p.incoming]
            term = blk.term
            if isinstance(term, ir.Branch):
                term.a, term.b = find(term.a), find(term.b)
            elif isinstance(term, ir.Switch):
                term.value = find(term.value)
            elif isinstance(term, ir.Return) and term.value is not None:
                term.value = find(term.value)

    # ---- values ---------------------------------------------------------------------

    def _const(self, ty: Ty, value: int) -> ir.Const:
        c = self.consts.get((ty, value))
        if c is None:
            c = self.consts[ty, value] = ir.Const(ty, value=value)
        return c

    def _emit(self, op: Op, ty: Ty, args: list[ir.Value], data: object = None) -> ir.Inst:
        inst = ir.Inst(ty, op=op, args=args, data=data, il_offset=self.ins.offset)  # type: ignore[arg-type]
        self.cur.block.insts.append(inst)
        return inst

    def _convert(self, op: Op, v: ir.Value) -> ir.Value:
        ty = Ty.I64 if op in (Op.SEXT32, Op.ZEXT32) else Ty.I32
        if isinstance(v, ir.Const):
            return self._const(ty, _fold(op, v.value))
        if isinstance(v, ir.Inst) and op in NORMALISE_OPS and (v.op is op or v.op is Op.CMP):
            return v            # already normalised that way, or 0/1, which every way keeps
        return self._emit(op, ty, [v])

    def _pop(self) -> Slot:
        if not self.stack:
            raise CompileError(f"stack underflow in {self.ins.mnemonic}")
        return self.stack.pop()

    def _pop2(self) -> tuple[Slot, Slot]:
        b = self._pop()
        return self._pop(), b

    def _fail_types(self, *types: StackTy) -> NoReturn:
        raise CompileError(f"invalid operand type{'s' if len(types) > 1 else ''} for "
                           f"{self.ins.mnemonic}: {' and '.join(map(str, types))} "
                           f"(ECMA-335 III.1.5)")

    def _coerce(self, slot: Slot, elem: Elem, what: str) -> ir.Value:
        """Implicit argument coercion (III.1.6) into a location of type `elem`, followed by
        the normalisation of small types."""
        v, t = slot
        ty = IR_TYPE[elem]
        if ty is Ty.REF:
            ok = t is OBJ
        elif ty is Ty.I32:
            ok = t in (I32, NAT)
            if ok and t is NAT:
                v = self._convert(Op.TRUNC, v)
            norm = NORMALISE.get(elem)
            if ok and norm is not None:
                v = self._convert(norm, v)
        elif elem in (Elem.I, Elem.U):
            ok = t in (I32, NAT)
            if ok and t is I32:
                v = self._convert(Op.ZEXT32 if elem is Elem.U else Op.SEXT32, v)
        else:
            ok = t is I64
        if not ok:
            raise CompileError(f"{self.ins.mnemonic}: cannot store {t} in {what} of type "
                               f"{elem.value} (ECMA-335 III.1.6)")
        return v

    def _widen(self, a: Slot, b: Slot) -> tuple[ir.Value, ir.Value]:
        """int32 combined with native int is sign-extended to native int (III.1.5)."""
        (va, ta), (vb, tb) = a, b
        if ta is I32 and tb is NAT:
            va = self._convert(Op.SEXT32, va)
        elif ta is NAT and tb is I32:
            vb = self._convert(Op.SEXT32, vb)
        return va, vb

    def _compare_operands(self, cond: Cond) -> tuple[ir.Value, ir.Value]:
        a, b = self._pop2()
        if (a[1], b[1]) in COMPARE_INT or (a[1] is OBJ and b[1] is OBJ and cond in _REF_CONDS):
            return self._widen(a, b)
        self._fail_types(a[1], b[1])

    # ---- instruction handlers ------------------------------------------------------------

    def h_nop(self, ins: Instr) -> None:
        pass

    def _arg_index(self, ins: Instr) -> int:
        n = ins.operand
        assert isinstance(n, int)
        if not 0 <= n < len(self.args):
            raise CompileError(f"argument {n} does not exist ({len(self.args)} arguments)")
        return n

    def _local_index(self, ins: Instr) -> int:
        n = ins.operand
        assert isinstance(n, int)
        if not 0 <= n < len(self.locals):
            raise CompileError(f"local variable {n} does not exist ({len(self.locals)} locals)")
        return n

    def h_ldarg(self, ins: Instr) -> None:
        n = self._arg_index(ins)
        self.stack.append((self._read(n, self.cur), of_elem(self.args[n])))

    def h_starg(self, ins: Instr) -> None:
        n = self._arg_index(ins)
        self.cur.defs[n] = self._coerce(self._pop(), self.args[n], "argument")

    def h_ldloc(self, ins: Instr) -> None:
        n = self._local_index(ins)
        var = len(self.args) + n
        self.stack.append((self._read(var, self.cur), of_elem(self.locals[n])))

    def h_stloc(self, ins: Instr) -> None:
        n = self._local_index(ins)
        self.cur.defs[len(self.args) + n] = self._coerce(self._pop(), self.locals[n],
                                                         "local variable")

    def h_ldc_i4(self, ins: Instr) -> None:
        assert isinstance(ins.operand, int)
        self.stack.append((self._const(Ty.I32, ins.operand), I32))

    def h_ldc_i8(self, ins: Instr) -> None:
        assert isinstance(ins.operand, int)
        self.stack.append((self._const(Ty.I64, ins.operand), I64))

    def h_ldnull(self, ins: Instr) -> None:
        self.stack.append((self._const(Ty.REF, 0), OBJ))

    def h_ldstr(self, ins: Instr) -> None:
        assert isinstance(ins.operand, int)
        text = self.user_string(ins.operand)
        self.stack.append((self._emit(Op.STR, Ty.REF, [], text), OBJ))

    def h_dup(self, ins: Instr) -> None:
        top = self._pop()
        self.stack += (top, top)

    def h_pop(self, ins: Instr) -> None:
        self._pop()

    def h_binary(self, ins: Instr) -> None:
        a, b = self._pop2()
        result = BINARY.get((a[1], b[1]))
        if result is None:
            self._fail_types(a[1], b[1])
        va, vb = self._widen(a, b)
        self.stack.append((self._emit(_BINARY_OPS[ins.op], result.ir, [va, vb]), result))

    def h_shift(self, ins: Instr) -> None:
        a, b = self._pop2()
        if a[1] not in SHIFT_VALUE or b[1] not in SHIFT_AMOUNT:
            self._fail_types(a[1], b[1])
        count = self._convert(Op.TRUNC, b[0]) if b[1] is NAT else b[0]
        self.stack.append((self._emit(_SHIFT_OPS[ins.op], a[1].ir, [a[0], count]), a[1]))

    def h_unary(self, ins: Instr) -> None:
        v, t = self._pop()
        if t not in UNARY:
            self._fail_types(t)
        self.stack.append((self._emit(_UNARY_OPS[ins.op], t.ir, [v]), t))

    def h_compare(self, ins: Instr) -> None:
        cond = _COMPARES[ins.op]
        va, vb = self._compare_operands(cond)
        self.stack.append((self._emit(Op.CMP, Ty.I32, [va, vb], cond), I32))

    def h_conv(self, ins: Instr) -> None:
        v, t = self._pop()
        if t not in CONVERTIBLE:
            self._fail_types(t)
        narrow, result, widen = _CONVS[ins.op]
        if result is I32:
            if t is not I32:
                v = self._convert(Op.TRUNC, v)
            if narrow is not None:
                v = self._convert(narrow, v)
        elif t is I32:
            assert widen is not None
            v = self._convert(widen, v)
        self.stack.append((v, result))

    def _target(self, ins: Instr) -> int:
        assert isinstance(ins.operand, int)
        return self.cfg.block_at[ins.operand]

    def _cond_branch(self, cond: Cond, a: ir.Value, b: ir.Value, ins: Instr) -> None:
        target, fall = self._target(ins), self.cur.fallthrough
        if target == fall:
            self._end_block(ir.Jump(self._state(fall).block), [fall])
        else:
            self._end_block(ir.Branch(cond, a, b, self._state(target).block,
                                      self._state(fall).block), [target, fall])

    def h_br(self, ins: Instr) -> None:
        target = self._target(ins)
        self._end_block(ir.Jump(self._state(target).block), [target])

    def h_brtrue(self, ins: Instr) -> None:
        v, t = self._pop()
        zero = self._const(t.ir, 0)
        self._cond_branch(Cond.NE if ins.op == "brtrue" else Cond.EQ, v, zero, ins)

    def h_bcond(self, ins: Instr) -> None:
        cond = _BRANCH_CONDS[ins.op]
        va, vb = self._compare_operands(cond)
        self._cond_branch(cond, va, vb, ins)

    def h_switch(self, ins: Instr) -> None:
        v, t = self._pop()
        if t not in (I32, NAT):
            self._fail_types(t)
        if t is NAT:
            v = self._convert(Op.TRUNC, v)
        assert isinstance(ins.operand, list)
        targets = [self.cfg.block_at[o] for o in ins.operand]
        fall = self.cur.fallthrough
        self._end_block(ir.Switch(v, [self._state(i).block for i in targets],
                                  self._state(fall).block), targets + [fall])

    def h_call(self, ins: Instr) -> None:
        assert isinstance(ins.operand, int)
        target = self.resolve(ins.operand)
        n = len(target.params)
        if len(self.stack) < n:
            raise CompileError(f"stack underflow in call: {n} arguments needed, "
                               f"{len(self.stack)} on the stack")
        slots = self.stack[len(self.stack) - n:]
        del self.stack[len(self.stack) - n:]
        args = [self._coerce(s, p.elem, "parameter")            # type: ignore[arg-type]
                for s, p in zip(slots, target.params)]
        inst = self._emit(Op.CALL, target.callee.ret, args, target.callee)
        if target.ret.elem is not Elem.VOID:
            self.stack.append((inst, of_elem(target.ret.elem)))  # type: ignore[arg-type]

    def h_ret(self, ins: Instr) -> None:
        value = None
        if self.ret is not Elem.VOID:
            value = self._coerce(self._pop(), self.ret, "the return value")
        if self.stack:
            raise CompileError(f"ret leaves {len(self.stack)} value(s) on the stack")
        self._end_block(ir.Return(value), [])


def _elem(t: SigType, what: str) -> Elem:
    if t.elem is None or (t.elem is Elem.VOID and what != "return"):
        raise CompileError(f"unsupported {what} type {t.name}")
    return t.elem


_HANDLERS: dict[str, Callable[[_Builder, Instr], None]] = {
    "nop": _Builder.h_nop, "ldarg": _Builder.h_ldarg, "starg": _Builder.h_starg,
    "ldloc": _Builder.h_ldloc, "stloc": _Builder.h_stloc, "ldc.i4": _Builder.h_ldc_i4,
    "ldc.i8": _Builder.h_ldc_i8, "ldnull": _Builder.h_ldnull, "ldstr": _Builder.h_ldstr,
    "dup": _Builder.h_dup, "pop": _Builder.h_pop,
    **{op: _Builder.h_binary for op in _BINARY_OPS},
    **{op: _Builder.h_shift for op in _SHIFT_OPS},
    **{op: _Builder.h_unary for op in _UNARY_OPS},
    **{op: _Builder.h_compare for op in _COMPARES},
    **{op: _Builder.h_conv for op in _CONVS},
    "br": _Builder.h_br, "brtrue": _Builder.h_brtrue, "brfalse": _Builder.h_brtrue,
    **{op: _Builder.h_bcond for op in _BRANCH_CONDS},
    "switch": _Builder.h_switch, "call": _Builder.h_call, "ret": _Builder.h_ret,
}


def build_function(method: MethodDef, body: Body, cfg: Cfg, local_types: tuple[SigType, ...],
                   resolve: Resolve, user_string: Callable[[int], str]) -> ir.Function:
    """The SSA function of one method (blocks in IL order, not yet linked or numbered)."""
    return _Builder(method, body, cfg, local_types, resolve, user_string).build()
