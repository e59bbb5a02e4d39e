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

import math
import struct
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Callable, Generator, NoReturn, Protocol

from cil2mir.errors import CompileError
from cil2mir.frontend import ir
from cil2mir.frontend.assembly import MethodDef
from cil2mir.frontend.cfg import Cfg
from cil2mir.frontend.checks import CKFINITE, OVF, OVF_UN, Marker, ThrowIf
from cil2mir.frontend.cil import Body, Instr
from cil2mir.frontend.ir import Cond, Mem, MemAccess, Op, Ty
from cil2mir.frontend.signatures import IR_TYPE, MEM, NORMALISE, Elem, MethodSig, SigType
if TYPE_CHECKING:
    from cil2mir.frontend.stacktrace import FrameSites
from cil2mir.frontend.stack_types import (BINARY, BYREF, BYREF_ADD, BYREF_SUB, COMPARE_INT,
                                          CONVERTIBLE, F32, F64, I32, I64, NAT, OBJ,
                                          SHIFT_AMOUNT, SHIFT_VALUE, TESTABLE, UNARY, StackTy,
                                          float_result, of_elem)


@dataclass(frozen=True)
class CallTarget:
    """What a `call` token resolves to: the function, and the CIL types that decide
    how arguments are coerced and what the result's stack type is."""
    callee: ir.Callee
    params: tuple[SigType, ...]
    ret: SigType


class Tokens(Protocol):
    """How the builder resolves the metadata tokens of instructions (module.py)."""
    def call(self, token: int) -> CallTarget: ...
    def ftn(self, token: int) -> tuple[ir.Callee, bool]: ...     # ldftn (, has `this`)
    def calli_sig(self, token: int) -> MethodSig: ...            # calli
    def type_of(self, token: int) -> SigType: ...                # sizeof, ldobj, ...
    def user_string(self, token: int) -> str: ...
    def unbound(self) -> frozenset[str]: ...    # the runtime's members that it does not bind here


Slot = tuple[ir.Value, StackTy]



_POINTERS = frozenset({StackTy.NATIVE_INT, StackTy.BYREF})


def _merge_stacks(a: list[StackTy], b: list[StackTy]) -> list[StackTy] | None:
    """The stack at a join whose edges bring `a` and `b`, or None if they are incompatible.
    `native int` and `&` (both I64 addresses) merge to `native int`: mcs's `fixed` over an
    array joins `conv.u` of 0 (empty array) with `ldelema` (unverifiable, but valid CIL)."""
    if len(a) != len(b):
        return None
    out = []
    for x, y in zip(a, b):
        if x == y:
            out.append(x)
        elif x in _POINTERS and y in _POINTERS:
            out.append(StackTy.NATIVE_INT)
        else:
            return None
    return out


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
    filled: bool = False
    dynamic: bool = False      # preds are recorded as edges are made, and the block is sealed
                               # only at the end (exception handling's join points)


_BINARY_OPS: dict[str, Op] = {
    "add": Op.ADD, "sub": Op.SUB, "mul": Op.MUL, "div": Op.DIV, "div.un": Op.DIV_UN,
    "rem": Op.REM, "rem.un": Op.REM_UN, "and": Op.AND, "or": Op.OR, "xor": Op.XOR,
}
# Checked arithmetic (Table 7): the op and its checks.py marker.
_OVF_OPS: dict[str, tuple[Op, Marker]] = {
    "add.ovf": (Op.ADD, OVF), "add.ovf.un": (Op.ADD, OVF_UN), "sub.ovf": (Op.SUB, OVF),
    "sub.ovf.un": (Op.SUB, OVF_UN), "mul.ovf": (Op.MUL, OVF), "mul.ovf.un": (Op.MUL, OVF_UN),
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


# conv.* of F (Mono's results on amd64, see docs/architecture.md): the F2I width, the
# op applied after it (None: nothing) and the result stack type. conv.i of float64 is
# Mono's quirk: a 32-bit conversion, zero-extended (conv.i of float32 is a 64-bit one).
_FCONVS: dict[str, tuple[Ty | None, Op | None, StackTy]] = {
    "conv.i1": (Ty.I32, Op.SEXT8, I32), "conv.u1": (Ty.I32, Op.ZEXT8, I32),
    "conv.i2": (Ty.I32, Op.SEXT16, I32), "conv.u2": (Ty.I32, Op.ZEXT16, I32),
    "conv.i4": (Ty.I32, None, I32), "conv.u4": (Ty.I64, Op.TRUNC, I32),
    "conv.i8": (Ty.I64, None, I64), "conv.u8": (None, None, I64),      # None: F2U64
    "conv.i": (Ty.I64, None, NAT), "conv.u": (None, None, NAT),
}
# conv.ovf.<to>[.un] (III.3.18-19): the target's range and stack type. Verified against
# Mono 6.8 (docs/architecture.md): integer sources are checked against the range exactly,
# read as unsigned for .un; a float source is truncated toward zero and must land in the
# range (NaN and the infinities throw), except that conv.ovf.u of F is Mono's conv.ovf.i8
# then conv.ovf.u (so [0, 2^63), not [0, 2^64)). Of the .un forms only conv.ovf.u8.un
# accepts F in Mono (as conv.ovf.u8); the others are InvalidProgramException (float64)
# or a crash (float32), so they are rejected.
_OVF_CONVS: dict[str, tuple[int, int, StackTy]] = {
    "i1": (-(1 << 7), (1 << 7) - 1, I32), "u1": (0, (1 << 8) - 1, I32),
    "i2": (-(1 << 15), (1 << 15) - 1, I32), "u2": (0, (1 << 16) - 1, I32),
    "i4": (-(1 << 31), (1 << 31) - 1, I32), "u4": (0, (1 << 32) - 1, I32),
    "i8": (-(1 << 63), (1 << 63) - 1, I64), "u8": (0, (1 << 64) - 1, I64),
    "i": (-(1 << 63), (1 << 63) - 1, NAT), "u": (0, (1 << 64) - 1, NAT),
}
_CONV_OVF_OPS = frozenset({f"conv.ovf.{t}{un}" for t in _OVF_CONVS for un in ("", ".un")})
# The conversion after a passed check of an F value: (F2I width | None for F2U64, op after).
_OVF_FCONVS: dict[str, tuple[Ty | None, Op | None]] = {
    "i1": (Ty.I32, Op.SEXT8), "u1": (Ty.I32, Op.ZEXT8), "i2": (Ty.I32, Op.SEXT16),
    "u2": (Ty.I32, Op.ZEXT16), "i4": (Ty.I32, None), "u4": (Ty.I64, Op.TRUNC),
    "i8": (Ty.I64, None), "u8": (None, None), "i": (Ty.I64, None), "u": (Ty.I64, None),
}
_NARROW = {"i1": Op.SEXT8, "u1": Op.ZEXT8, "i2": Op.SEXT16, "u2": Op.ZEXT16}
_TO_FLOAT = {"conv.r4": F32, "conv.r8": F64, "conv.r.un": F64}
_FLOAT_OPS = frozenset({Op.ADD, Op.SUB, Op.MUL, Op.DIV, Op.REM})

# ldind.* -> (what is loaded, stack type); stind.* -> what is stored.
_LDIND: dict[str, tuple[Mem, StackTy]] = {
    "ldind.i1": (Mem.I8, I32), "ldind.u1": (Mem.U8, I32), "ldind.i2": (Mem.I16, I32),
    "ldind.u2": (Mem.U16, I32), "ldind.i4": (Mem.I32, I32), "ldind.u4": (Mem.I32, I32),
    "ldind.i8": (Mem.I64, I64), "ldind.i": (Mem.I64, NAT), "ldind.r4": (Mem.F32, F32),
    "ldind.r8": (Mem.F64, F64), "ldind.ref": (Mem.REF, OBJ),
}
_STIND: dict[str, Mem] = {
    "stind.i1": Mem.I8, "stind.i2": Mem.I16, "stind.i4": Mem.I32, "stind.i8": Mem.I64,
    "stind.i": Mem.I64, "stind.r4": Mem.F32, "stind.r8": Mem.F64, "stind.ref": Mem.REF,
}
# Prefixes, and the instructions each may precede (the others are not compiled: their
# instructions need objects, or the prefix could change nothing we compile).
_PREFIXES = frozenset({"volatile.", "unaligned.", "tail.", "readonly."})
_PREFIXABLE: dict[str, frozenset[str]] = {
    "volatile.": frozenset({*_LDIND, *_STIND, "ldobj", "stobj", "cpblk", "initblk", "ldfld",
                            "stfld", "ldsfld", "stsfld"}),
    "unaligned.": frozenset({*_LDIND, *_STIND, "ldobj", "stobj", "cpblk", "initblk", "ldfld",
                             "stfld"}),
    "tail.": frozenset({"call", "calli"}),
    # no exact-type check to skip; `call` only of an array's Address (objects.py checks)
    "readonly.": frozenset({"ldelema", "call"}),
}


NORMALISE_OPS = frozenset(NORMALISE.values())
# A load of a small type is already extended the way its normalisation would.
_LOADED_AS = {Mem.I8: Op.SEXT8, Mem.U8: Op.ZEXT8, Mem.I16: Op.SEXT16, Mem.U16: Op.ZEXT16}


def round_f32(x: float) -> float:
    """x rounded to the nearest float32 (to infinity when it overflows), as a Python float."""
    try:
        return struct.unpack("<f", struct.pack("<f", x))[0]
    except OverflowError:
        return math.copysign(math.inf, x)


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


def _wrap(value: int, bits: int) -> int:
    """value as the signed bit pattern of a `bits`-wide Const."""
    return (value + (1 << bits - 1)) % (1 << bits) - (1 << bits - 1)


def _fmt_stack(types: list[StackTy]) -> str:
    return "[" + ", ".join(t.value for t in types) + "]"     # float32/float64, not F


class _Builder:
    def __init__(self, method: MethodDef, body: Body, cfg: Cfg,
                 local_types: tuple[SigType, ...], tokens: Tokens) -> None:
        self.method = method
        self.body = body
        self.cfg = cfg
        self.tokens = tokens
        self.args = [_elem(p, "parameter") for p in method.sig.params]
        self.locals = [_elem(t, "local variable") for t in local_types]
        self.ret = _elem(method.sig.ret, "return")
        self.nfixed = len(self.args) + len(self.locals)
        self.var_ty = [IR_TYPE[e] for e in self.args + self.locals]
        self.var_elem = self.args + self.locals
        # address-taken arguments and locals (ldarga, ldloca): var -> its SLOT's address
        self.slots: dict[int, ir.Inst] = {}
        self.prefixes: dict[str, int] = {}              # pending prefix -> operand (or 0)
        self.tail_call: ir.Inst | None = None           # a tail. call waiting for its ret
        # calls returning a small type -> the extension their callee already applied
        self.normalised_results: dict[ir.Inst, Op] = {}
        self.index = 0                                  # of the instruction being built
        self.consts: dict[tuple[Ty, object], ir.Const] = {}
        self.forward: dict[ir.Phi, ir.Value] = {}      # removed trivial phi -> replacement
        self.phi_users: dict[ir.Phi, list[ir.Phi]] = {}
        self.filling: set[ir.Phi] = set()              # phis whose operands are being added
        self.stack: list[Slot] = []
        # variables the builder adds beyond args, locals and stack slots -> their type
        self.synth_ty: dict[int, Ty] = {}
        self.cur: _State
        self.origin: _State            # the CIL block being filled (cur may be a later part)
        self.ins: Instr
        self.frames: FrameSites | None = None   # its frame in stack traces (exceptions.py)
        self.instance_ftns: set[ir.Inst] = set()  # ldftn of instance methods (objects.py)

    # ---- entry point ----------------------------------------------------------------

    def build(self) -> ir.Function:
        fn = self._function()
        params = fn.params
        instrs = self.body.instrs
        nblocks = len(self.cfg.blocks)
        self.states: list[_State | None] = [None] * nblocks
        for cb in self.cfg.blocks:
            if cb.reachable and self._included(cb):
                blk = ir.Block(cb.index, il_offset=instrs[cb.start].offset)
                self.states[cb.index] = _State(blk, cb.start, cb.end, cb.index + 1)
        order = [s for s in self.states if s is not None]
        for cb in self.cfg.blocks:
            st = self.states[cb.index]
            if st is not None:
                st.preds = [self.states[p] for p in cb.preds]    # type: ignore[misc]
                if None in st.preds:
                    raise CompileError("branch into or out of a filter block",
                                       offset=instrs[cb.start].offset)
        self._prepare_states()
        first = order[0]
        if first.preds or first.dynamic:   # IL offset 0 is a loop head: Braun needs an entry
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
            entry.defs[i] = self._zero(ty)               # locals are zero-initialised
        self._make_slots(entry)
        self._start(entry, first)
        for st in order:
            self._fill(st)
        layout = self._complete(layout)
        assert all(st.sealed for st in layout)
        self._resolve_forwarding(layout)
        fn.blocks = [st.block for st in layout]
        return fn

    def _function(self) -> ir.Function:
        """The empty function: its symbol, parameters and result type."""
        params = [ir.Param(IR_TYPE[e], index=i) for i, e in enumerate(self.args)]
        return ir.Function(self.method.symbol, self.method.il_name, params, IR_TYPE[self.ret],
                           cil_instructions=len(self.body.instrs))

    def _included(self, cb) -> bool:
        """Whether the function is made of this CIL block (a filter funclet is made of
        its filter's blocks only, frontend/exceptions.py)."""
        return True

    def _start(self, entry: _State, first: _State) -> None:
        """Hook: the entry block is ready (variables, slots), no CIL block is filled yet."""

    def _address_taken(self) -> set[int]:
        """The arguments and locals that live in memory (ldarga, ldloca)."""
        taken: set[int] = set()
        for ins in self.body.instrs:
            if ins.op == "ldarga" and isinstance(ins.operand, int) \
                    and 0 <= ins.operand < len(self.args):
                taken.add(ins.operand)
            elif ins.op == "ldloca" and isinstance(ins.operand, int) \
                    and 0 <= ins.operand < len(self.locals):
                taken.add(len(self.args) + ins.operand)
        return taken

    def _make_slots(self, entry: _State) -> None:
        """A stack slot for every address-taken argument and local, in the entry block,
        holding the incoming argument or (with localsinit) zero."""
        for var in sorted(self._address_taken()):
            mem = MEM[self.var_elem[var]]
            addr = ir.Inst(Ty.I64, op=Op.SLOT, data=ir.Slot(mem.size, mem.size))
            entry.block.insts.append(addr)
            self.slots[var] = addr
            if var < len(self.args) or self.body.init_locals:
                init = entry.defs[var]
                entry.block.insts.append(ir.Inst(Ty.VOID, op=Op.STORE, args=[addr, init],
                                                 data=MemAccess(mem)))

    # ---- filling blocks ---------------------------------------------------------------

    def _fill(self, st: _State) -> None:
        self.cur = self.origin = st
        st.filled = True
        if st.entry is None:
            st.entry = []             # reached only backwards: the stack is empty (III.1.7.5)
        self.stack = [(self._read(self.nfixed + i, st), t) for i, t in enumerate(st.entry)]
        instrs = self.body.instrs
        max_stack = self.body.max_stack
        for i in range(st.first, st.end):
            ins = self.ins = instrs[i]
            self.index = i
            handler = self.HANDLERS.get(ins.op)
            try:
                if handler is None:
                    raise CompileError(f"unsupported instruction {ins.mnemonic}")
                if ins.op in _PREFIXES:
                    if i == st.end - 1:
                        raise CompileError(f"{ins.mnemonic} prefix is not followed by an "
                                           "instruction it can prefix")
                    self.prefixes[ins.op] = ins.operand if isinstance(ins.operand, int) else 0
                    continue
                if self.prefixes:
                    for prefix in self.prefixes:
                        if ins.op not in _PREFIXABLE[prefix]:
                            raise CompileError(f"{prefix} prefix not allowed before "
                                               f"{ins.mnemonic}")
                if self.frames is not None:
                    self.frames.visit(self.body, i, not self.stack)
                handler(self, ins)
                self.prefixes.clear()
                if len(self.stack) > max_stack:
                    raise CompileError(f"stack overflow: more than .maxstack {max_stack} values")
                if i == st.end - 1 and self.cur.block.term is None:
                    self._end_block(ir.Jump(self._state(st.fallthrough).block), [st.fallthrough])
            except CompileError as e:
                raise e.located(offset=ins.offset)

    def _state(self, index: int) -> _State:
        st = self.states[index]
        assert st is not None            # successors of reachable blocks are reachable
        return st

    def _end_block(self, term: ir.Terminator, succs: list[int]) -> None:
        """Install the terminator (at the current instruction's IL offset) and hand the
        outgoing stack to the successors."""
        st = self.cur
        if term.il_offset is None and getattr(self, "ins", None) is not None:
            term.il_offset = self.ins.offset
        if self.stack and succs:
            self.stack[:] = [self._outgoing(slot) for slot in self.stack]
        st.block.term = term
        for i, (v, _) in enumerate(self.stack):
            st.defs[self.nfixed + i] = v
        types = [t for _, t in self.stack]
        for index in dict.fromkeys(succs):
            succ = self._state(index)
            if succ.entry is None:
                succ.entry = types
            elif succ.entry != types:
                merged = _merge_stacks(succ.entry, types)
                if merged is None:
                    raise CompileError(f"inconsistent stack at join IL_{succ.block.il_offset:04x}: "
                                   f"{_fmt_stack(succ.entry)} on one edge, "
                                   f"{_fmt_stack(types)} on another")
                if not succ.filled:
                    succ.entry = merged
            self._edge(succ)

    def _outgoing(self, slot: Slot) -> Slot:
        """`slot` as it leaves its block for a successor, where it may meet other edges'
        values in a phi (objects.py: a type handle becomes the struct it stands for)."""
        return slot

    def _edge(self, succ: _State) -> None:
        """Record the edge from the current block to succ; seal succ once all of its
        predecessors are filled (dynamic blocks: at the end, in _complete)."""
        if succ.dynamic:
            if self.cur not in succ.preds:
                succ.preds.append(self.cur)
            return
        cur, origin = self.cur, self.origin
        if cur is not origin and origin in succ.preds and cur not in succ.preds:
            succ.preds[succ.preds.index(origin)] = cur    # origin was split: its end moved
        succ.filled_preds += 1
        if succ.filled_preds == len(succ.preds):
            self._seal(succ)

    # ---- hooks for exception handling (frontend/exceptions.py) -------------------------

    def _prepare_states(self) -> None:
        """Called once the states of the CIL blocks exist, before any is filled."""

    def _complete(self, layout: list[_State]) -> list[_State]:
        """Called once every CIL block is filled: add blocks, seal, return the layout."""
        return layout

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
        v = self._read_local(var, st)
        if v is not None:
            return v
        return self._run(self._read_slow(var, st))

    def _read_local(self, var: int, st: _State) -> ir.Value | None:
        """`var` in `st` when the sealed single predecessors from `st` lead to its definition
        (recorded on the way, as _read_slow does); else None, nothing changed, and
        _read_slow's generator finds it (most reads need no phi, and a generator costs)."""
        chain: list[_State] = []
        b = st
        while True:
            found = b.defs.get(var)
            if found is not None:
                break
            if not b.sealed or len(b.preds) != 1:
                return None
            chain.append(b)
            b = b.preds[0]
        v = self._find(found)
        for c in chain:
            c.defs[var] = v
        return v

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
            value = self._read_local(var, st)
            if value is None:
                frames.append(self._read_slow(var, st))

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
            if not b.preds:      # unreachable (see _seal): any value will do
                v = self._zero(self._var_type(var, b))
                break
            same = self._same_in_preds(var, b)
            if same is not None:
                b.defs[var] = v = same
                break
            phi = self._new_phi(var, b)
            b.defs[var] = phi
            v = yield from self._add_operands(var, phi, b)
            break
        for c in chain:
            c.defs[var] = v
        return v

    def _same_in_preds(self, var: int, st: _State) -> ir.Value | None:
        """`var`'s value in every predecessor of the sealed `st`, when each finds it without a
        phi and they agree: the phi `_add_operands` would make is trivial, and is not made
        (framework_linq's frontend made and removed 30 % more phis without this)."""
        first = None
        for p in st.preds:
            v = self._read_local(var, p)
            if v is None or (first is not None and v is not first):
                return None
            first = v
        return first

    def _var_type(self, var: int, st: _State) -> Ty:
        if var < self.nfixed:
            return self.var_ty[var]
        if var in self.synth_ty:
            return self.synth_ty[var]
        assert st.entry is not None
        return st.entry[var - self.nfixed].ir

    def _new_phi(self, var: int, st: _State) -> ir.Phi:
        ty = self._var_type(var, st)
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
        if not st.preds:        # unreachable (a handler whose try cannot raise): any value
            for var, phi in st.incomplete.items():
                self.forward[phi] = self._zero(phi.ty)
            st.incomplete.clear()
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
            ir.map_terminator_operands(blk.term, find)

    # ---- values ---------------------------------------------------------------------

    def _const(self, ty: Ty, value: int | float) -> ir.Const:
        # floats are keyed by their bits: 0.0 == -0.0, and NaN != NaN
        key = (ty, struct.pack("<d", value) if ty.is_float else value)
        c = self.consts.get(key)
        if c is None:
            c = self.consts[key] = ir.Const(ty, value=value)
        return c

    def _zero(self, ty: Ty) -> ir.Const:
        return self._const(ty, 0.0 if ty.is_float else 0)

    def _fconv(self, v: ir.Value, ty: Ty) -> ir.Value:
        """An F value as float32 or float64 (`fext` / `ftrunc`; constants folded)."""
        if v.ty is ty:
            return v
        if isinstance(v, ir.Const):
            return self._const(ty, round_f32(v.value) if ty is Ty.F32 else v.value)
        return self._emit(Op.FEXT if ty is Ty.F64 else Op.FTRUNC, ty, [v])

    def _access(self, mem: Mem) -> MemAccess:
        """The MemAccess of an ldind/stind-like instruction, with its prefixes."""
        return MemAccess(mem, volatile="volatile." in self.prefixes,
                         align=self.prefixes.get("unaligned.", 0))

    def _read_var(self, var: int) -> ir.Value:
        addr = self.slots.get(var)
        if addr is None:
            return self._read(var, self.cur)
        return self._emit(Op.LOAD, self.var_ty[var], [addr], MemAccess(MEM[self.var_elem[var]]))

    def _write_var(self, var: int, slot: Slot, what: str) -> None:
        addr = self.slots.get(var)
        if addr is None:
            self.cur.defs[var] = self._coerce(slot, self.var_elem[var], what)
        else:
            v = self._coerce(slot, self.var_elem[var], what, normalise=False)
            self._emit(Op.STORE, Ty.VOID, [addr, v], MemAccess(MEM[self.var_elem[var]]))

    def _emit(self, op: Op, ty: Ty, args: list[ir.Value], data: object = None) -> ir.Inst:
        inst = ir.Inst(ty, op=op, args=args, data=data, il_offset=self.ins.offset)  # type: ignore[arg-type]
        self.cur.block.insts.append(inst)
        return inst

    def _convert(self, op: Op, v: ir.Value) -> ir.Value:
        ty = Ty.I64 if op in (Op.SEXT32, Op.ZEXT32) else Ty.I32
        if isinstance(v, ir.Const):
            return self._const(ty, _fold(op, v.value))
        if isinstance(v, ir.Inst) and op in NORMALISE_OPS and (
                v.op is op or v.op is Op.CMP
                or (v.op is Op.LOAD and _LOADED_AS.get(v.data.mem) is op)):  # type: ignore[union-attr]
            return v            # already normalised that way, or 0/1, which every way keeps
        if isinstance(v, ir.Param) and NORMALISE.get(self.args[v.index]) is op:
            return v            # the caller normalised it (docs/architecture.md)
        if isinstance(v, ir.Inst) and self.normalised_results.get(v) is op:
            return v            # the callee normalised it (same convention)
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

    def _coerce(self, slot: Slot, elem: Elem, what: str, normalise: bool = True) -> ir.Value:
        """Implicit argument coercion (III.1.6) into a location of type `elem`, followed by
        the normalisation of small types (not needed when the value goes to memory:
        a store truncates, a load extends)."""
        v, t = slot
        ty = IR_TYPE[elem]
        if ty is Ty.REF:
            ok = t is OBJ
        elif ty is Ty.I32:
            ok = t in (I32, NAT)
            if ok and t is NAT:
                v = self._convert(Op.TRUNC, v)
            norm = NORMALISE.get(elem) if normalise else None
            if ok and norm is not None:
                v = self._convert(norm, v)
        elif ty.is_float:
            ok = t.is_float
            if ok:
                v = self._fconv(v, ty)
        elif elem in (Elem.I, Elem.U, Elem.PTR, Elem.FNPTR, Elem.BYREF):
            # native int, unmanaged and managed pointers are interchangeable addresses
            # (unverifiable, but what `int* p = &x` compiles to: ldloca + stloc)
            ok = t in (I32, NAT, BYREF)
            if ok and t is I32:
                v = self._convert(Op.ZEXT32 if elem is Elem.U else Op.SEXT32, v)
        else:
            ok = t is I64
        if not ok:
            raise CompileError(f"{self.ins.mnemonic}: cannot store {t} in {what} of type "
                               f"{elem.value} (ECMA-335 III.1.6)")
        return v

    def _widen(self, a: Slot, b: Slot) -> tuple[ir.Value, ir.Value]:
        """int32 combined with native int (or &) is sign-extended to 64 bits (III.1.5);
        float32 combined with float64 is extended to float64."""
        (va, ta), (vb, tb) = a, b
        if ta.is_float:
            ty = float_result(ta, tb).ir
            return self._fconv(va, ty), self._fconv(vb, ty)
        if ta is I32 and tb in (NAT, BYREF):
            va = self._convert(Op.SEXT32, va)
        elif ta in (NAT, BYREF) and tb is I32:
            vb = self._convert(Op.SEXT32, vb)
        return va, vb

    def _compare_operands(self, cond: Cond) -> tuple[ir.Value, ir.Value]:
        a, b = self._pop2()
        if (a[1], b[1]) in COMPARE_INT or (a[1].is_float and b[1].is_float) \
                or (a[1] is OBJ and b[1] is OBJ and cond in _REF_CONDS):
            return self._widen(a, b)
        if {a[1], b[1]} == {OBJ, NAT} and cond in _REF_CONDS:
            # unverifiable but valid (Mono runs it): a reference against a native int,
            # compared as addresses
            x, y = (self._emit(Op.BITCAST, Ty.I64, [v]) if t is OBJ else v for v, t in (a, b))
            return x, y
        self._fail_types(a[1], b[1])

    def _pop_addr(self) -> ir.Value:
        """An address operand: native int (unmanaged pointer) or &."""
        v, t = self._pop()
        if t not in (NAT, BYREF):
            raise CompileError(f"invalid operand type for {self.ins.mnemonic}: {t} where an "
                               f"address (native int or &) is expected (ECMA-335 III.1.5)")
        return v

    def _pop_size(self) -> ir.Value:
        """A size or count operand (int32, unsigned; or native int) as an i64."""
        v, t = self._pop()
        if t is I32:
            return self._convert(Op.ZEXT32, v)
        if t is not NAT:
            raise CompileError(f"invalid operand type for {self.ins.mnemonic}: {t} where a "
                               f"size (int32 or native int) is expected (ECMA-335 III.1.5)")
        return v

    def _store_value(self, slot: Slot, mem: Mem) -> ir.Value:
        """The stack value an stind-like instruction stores, as `mem.value_ty`."""
        v, t = slot
        ty = mem.value_ty
        if ty is Ty.I32:
            ok = t in (I32, NAT)
            if ok and t is NAT:
                v = self._convert(Op.TRUNC, v)
        elif ty.is_float:
            ok = t.is_float
            if ok:
                v = self._fconv(v, ty)
        elif ty is Ty.REF:
            ok = t is OBJ
        else:                  # stind.i8 / stind.i: int64, native int, addresses
            ok = t in (I64, NAT, BYREF) or (t is I32 and self.ins.op in ("stind.i", "stelem.i"))
            if ok and t is I32:
                v = self._convert(Op.SEXT32, v)
        if not ok:
            raise CompileError(f"{self.ins.mnemonic}: cannot store {t} as {mem.value} "
                               f"(ECMA-335 III.1.6)")
        return v

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
        self.stack.append((self._read_var(n), of_elem(self.args[n])))

    def h_starg(self, ins: Instr) -> None:
        n = self._arg_index(ins)
        self._write_var(n, self._pop(), "argument")

    def h_ldloc(self, ins: Instr) -> None:
        n = self._local_index(ins)
        var = len(self.args) + n
        self.stack.append((self._read_var(var), of_elem(self.locals[n])))

    def h_stloc(self, ins: Instr) -> None:
        n = self._local_index(ins)
        self._write_var(len(self.args) + n, self._pop(), "local variable")

    def h_ldarga(self, ins: Instr) -> None:
        self.stack.append((self.slots[self._arg_index(ins)], BYREF))

    def h_ldloca(self, ins: Instr) -> None:
        self.stack.append((self.slots[len(self.args) + self._local_index(ins)], BYREF))

    def h_ldc_r4(self, ins: Instr) -> None:
        assert isinstance(ins.operand, float)
        self.stack.append((self._const(Ty.F32, round_f32(ins.operand)), F32))

    def h_ldc_r8(self, ins: Instr) -> None:
        assert isinstance(ins.operand, float)
        self.stack.append((self._const(Ty.F64, ins.operand), F64))

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
        text = self.tokens.user_string(ins.operand)
        self.stack.append((self._emit(Op.STR, Ty.REF, [], text), OBJ))

    def h_dup(self, ins: Instr) -> None:
        top = self._pop()
        self.stack += (top, top)

    def h_pop(self, ins: Instr) -> None:
        self._pop()

    def h_binary(self, ins: Instr) -> None:
        a, b = self._pop2()
        op = _BINARY_OPS[ins.op]
        if a[1].is_float and b[1].is_float and op in _FLOAT_OPS:
            result = float_result(a[1], b[1])
        elif a[1] is BYREF or b[1] is BYREF:
            result = (BYREF_ADD if op is Op.ADD else BYREF_SUB if op is Op.SUB
                      else {}).get((a[1], b[1]))       # type: ignore[assignment]
        else:
            result = BINARY.get((a[1], b[1]))          # type: ignore[assignment]
        if result is None:
            self._fail_types(a[1], b[1])
        va, vb = self._widen(a, b)
        self.stack.append((self._emit(op, result.ir, [va, vb]), result))

    def h_binary_ovf(self, ins: Instr) -> None:
        a, b = self._pop2()
        op, marker = _OVF_OPS[ins.op]
        if BYREF in (a[1], b[1]) and marker is OVF_UN:
            result = (BYREF_ADD if op is Op.ADD else BYREF_SUB if op is Op.SUB
                      else {}).get((a[1], b[1]))
        else:
            result = BINARY.get((a[1], b[1]))
        if result is None:
            self._fail_types(a[1], b[1])
        if (a[1], b[1]) == (I32, NAT):
            # Mono 6.8 quirk (verified): int32 <op>.ovf native int is computed as a 32-bit
            # checked op on the low halves, and its result zero-extended (native int first
            # is ECMA's sign-extended 64-bit op; C# never emits the int32-first order).
            self._binary_ovf(op, marker, a[0], self._convert(Op.TRUNC, b[0]), I32)
            v, _ = self._pop()
            self.stack.append((self._convert(Op.ZEXT32, v), NAT))
            return
        va, vb = self._widen(a, b)
        self._binary_ovf(op, marker, va, vb, result)

    def _binary_ovf(self, op: Op, marker: Marker, va: ir.Value, vb: ir.Value,
                    result: StackTy) -> None:
        ty = result.ir
        if isinstance(va, ir.Const) and isinstance(vb, ir.Const):
            bits = ty.bits
            x, y = va.value, vb.value
            if marker is OVF_UN:
                x, y = x % (1 << bits), y % (1 << bits)
            exact = x + y if op is Op.ADD else x - y if op is Op.SUB else x * y
            lo, hi = (0, 1 << bits) if marker is OVF_UN else (-(1 << bits - 1), 1 << bits - 1)
            if lo <= exact < hi:                # folded; an overflow is left to run time
                wrapped = (exact + (1 << bits - 1)) % (1 << bits) - (1 << bits - 1)
                self.stack.append((self._const(ty, wrapped), result))
                return
        self.stack.append((self._emit(op, ty, [va, vb], marker), result))

    def h_shift(self, ins: Instr) -> None:
        a, b = self._pop2()
        if a[1] not in SHIFT_VALUE or b[1] not in SHIFT_AMOUNT:
            self._fail_types(a[1], b[1])
        count = self._convert(Op.TRUNC, b[0]) if b[1] is NAT else b[0]
        self.stack.append((self._emit(_SHIFT_OPS[ins.op], a[1].ir, [a[0], count]), a[1]))

    def h_unary(self, ins: Instr) -> None:
        v, t = self._pop()
        if t not in UNARY and not (t.is_float and ins.op == "neg"):
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
        if t is BYREF:
            t = NAT                                  # an address converts like native int
        to_float = _TO_FLOAT.get(ins.op)
        if to_float is not None:
            if t.is_float:
                v = self._fconv(v, to_float.ir)
            else:
                v = self._emit(Op.U2F if ins.op == "conv.r.un" else Op.I2F, to_float.ir, [v])
            self.stack.append((v, to_float))
            return
        if t.is_float:
            width, after, result = _FCONVS[ins.op]
            if ins.op == "conv.i" and t is F64:
                width, after = Ty.I32, Op.ZEXT32     # Mono: 32-bit cvttsd2si, zero-extended
            if width is None:
                v = self._emit(Op.F2U64, Ty.I64, [v])
            else:
                v = self._emit(Op.F2I, width, [v])
            if after is not None:
                v = self._convert(after, v)
            self.stack.append((v, result))
            return
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

    def h_conv_ovf(self, ins: Instr) -> None:
        """conv.ovf.<to>[.un]: ordinary compare-and-branch range checks (guards that
        checks.py turns into branches to the OverflowException thrower), then the plain
        conversion. A constant in range is folded; one out of range keeps its check."""
        v, t = self._pop()
        if t not in CONVERTIBLE:
            self._fail_types(t)
        if t is BYREF:
            t = NAT
        parts = ins.op.split(".")
        to, unsigned = parts[2], parts[-1] == "un"
        lo, hi, result = _OVF_CONVS[to]
        if t.is_float:
            if unsigned and to != "u8":
                raise CompileError(f"{ins.mnemonic} of a float is not supported (Mono 6.8 "
                                   "rejects it: InvalidProgramException)")
            self.stack.append((self._conv_ovf_float(v, to, lo, hi), result))
            return
        bits = t.ir.bits
        smin, smax = (0, (1 << bits) - 1) if unsigned else (-(1 << bits - 1), (1 << bits - 1) - 1)
        lo, hi = max(lo, smin), min(hi, smax)          # the check within the source's range
        if isinstance(v, ir.Const):
            x = v.value % (1 << bits) if unsigned else v.value
            folded = lo <= x <= hi
        else:
            folded = False
        if not folded and (lo, hi) != (smin, smax):     # x in [lo, hi]: (x - lo) <=u hi - lo
            if lo == 0:
                d = v
            elif isinstance(v, ir.Const):               # out of range: throws at run time
                d = self._const(t.ir, _wrap(v.value - lo, bits))
            else:
                d = self._emit(Op.SUB, t.ir, [v, self._const(t.ir, _wrap(lo, bits))])
            self._guard(Cond.UGT, d, self._const(t.ir, _wrap(hi - lo, bits)))
        if result is I32:
            if t.ir is Ty.I64:
                v = self._convert(Op.TRUNC, v)
            if to in _NARROW:
                v = self._convert(_NARROW[to], v)
        elif t is I32:
            v = self._convert(Op.ZEXT32 if unsigned else Op.SEXT32, v)
        self.stack.append((v, result))

    def _conv_ovf_float(self, v: ir.Value, to: str, lo: int, hi: int) -> ir.Value:
        if to == "u":
            hi = (1 << 63) - 1                          # Mono: conv.ovf.i8, then conv.ovf.u
        x = v.value if isinstance(v, ir.Const) else None
        if x is not None and math.isfinite(x) and lo <= int(x) <= hi:
            value = int(x)                              # folded: truncated, in range
            ty = Ty.I32 if hi < (1 << 32) else Ty.I64
            return self._const(ty, _wrap(value, ty.bits))
        d = self._fconv(v, Ty.F64)                      # exact: float32 widens losslessly
        # trunc(x) >= lo  <=>  x > lo - 1, or x >= lo where no double lies in (lo - 1, lo)
        if float(lo - 1) == lo - 1:
            self._guard(Cond.ULE, d, self._const(Ty.F64, float(lo - 1)))
        else:
            self._guard(Cond.ULT, d, self._const(Ty.F64, float(lo)))
        self._guard(Cond.UGE, d, self._const(Ty.F64, float(hi + 1)))   # a power of two
        width, after = _OVF_FCONVS[to]
        r = self._emit(Op.F2U64, Ty.I64, [v]) if width is None else self._emit(Op.F2I, width, [v])
        return self._convert(after, r) if after is not None else r

    def _guard(self, cond: Cond, a: ir.Value, b: ir.Value) -> None:
        """Throw OverflowException if `a cond b` (unordered-or on floats, so NaN throws)."""
        self._emit(Op.CMP, Ty.VOID, [a, b], ThrowIf(cond))

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
        if t not in TESTABLE:
            self._fail_types(t)
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

    def _call_args(self, params: tuple[SigType, ...]) -> list[ir.Value]:
        n = len(params)
        if len(self.stack) < n:
            raise CompileError(f"stack underflow in {self.ins.mnemonic}: {n} arguments "
                               f"needed, {len(self.stack)} on the stack")
        slots = self.stack[len(self.stack) - n:]
        del self.stack[len(self.stack) - n:]
        return [self._coerce(s, p.elem, "parameter")            # type: ignore[arg-type]
                for s, p in zip(slots, params)]

    def _finish_call(self, inst: ir.Inst, ret: SigType) -> None:
        if ret.elem is not Elem.VOID:
            self.stack.append((inst, of_elem(ret.elem)))         # type: ignore[arg-type]
        if ret.elem in NORMALISE:
            self.normalised_results[inst] = NORMALISE[ret.elem]
        if "tail." in self.prefixes:
            instrs = self.body.instrs
            if self.index + 1 >= len(instrs) or instrs[self.index + 1].op != "ret":
                raise CompileError(f"tail. {self.ins.mnemonic} is not followed by ret")
            if self.index + 1 < self.cur.end:
                inst.tail = True            # confirmed by h_ret, or dropped (it is a hint)
                self.tail_call = inst

    def h_call(self, ins: Instr) -> None:
        assert isinstance(ins.operand, int)
        target = self.tokens.call(ins.operand)
        args = self._call_args(target.params)
        inst = self._emit(Op.CALL, target.callee.ret, args, target.callee)
        self._finish_call(inst, target.ret)

    def h_calli(self, ins: Instr) -> None:
        assert isinstance(ins.operand, int)
        sig = self.tokens.calli_sig(ins.operand)
        if sig.call_conv != 0 or sig.has_this or sig.generic_params:
            kind = {5: "vararg", 1: "unmanaged cdecl", 2: "unmanaged stdcall",
                    3: "unmanaged thiscall", 4: "unmanaged fastcall"}.get(sig.call_conv)
            raise CompileError(f"unsupported calli signature: "
                               f"{kind + ' calling convention' if kind else 'instance method'}")
        for p in sig.params:
            _elem(p, "parameter")
        ret = _elem(sig.ret, "return")
        fnptr = self._pop()
        if fnptr[1] is not NAT:
            raise CompileError(f"invalid operand type for calli: {fnptr[1]} where a function "
                               f"pointer (native int) is expected (ECMA-335 III.3.20)")
        args = self._call_args(sig.params)
        callee = ir.Callee("", tuple(IR_TYPE[p.elem] for p in sig.params),  # type: ignore[index]
                           IR_TYPE[ret])
        inst = self._emit(Op.CALLI, callee.ret, [fnptr[0], *args], callee)
        self._finish_call(inst, sig.ret)

    def h_ret(self, ins: Instr) -> None:
        value = None
        if self.ret is not Elem.VOID:
            value = self._coerce(self._pop(), self.ret, "the return value")
        if self.stack:
            raise CompileError(f"ret leaves {len(self.stack)} value(s) on the stack")
        tail, self.tail_call = self.tail_call, None
        if tail is not None and value is not (tail if tail.ty is not Ty.VOID else None):
            tail.tail = False           # the result needs converting: not a tail call
        self._end_block(ir.Return(value), [])

    def h_jmp(self, ins: Instr) -> None:
        """jmp: a tail call of a method with the same signature, on the current args."""
        assert isinstance(ins.operand, int)
        if self.stack:
            raise CompileError("jmp with a non-empty stack")
        target = self.tokens.call(ins.operand)
        sig = self.method.sig
        if [p.name for p in target.params] != [p.name for p in sig.params] \
                or target.ret.name != sig.ret.name:
            raise CompileError(f"jmp target signature {target.ret.name}"
                               f"({', '.join(p.name for p in target.params)}) differs from "
                               f"the method's")
        args = [self._read_var(i) for i in range(len(self.args))]
        inst = self._emit(Op.CALL, target.callee.ret, args, target.callee)
        inst.tail = True
        self._end_block(ir.Return(inst if inst.ty is not Ty.VOID else None), [])

    def h_ldftn(self, ins: Instr) -> None:
        assert isinstance(ins.operand, int)
        callee, has_this = self.tokens.ftn(ins.operand)
        fn = self._emit(Op.FUNCADDR, Ty.I64, [], callee)
        if has_this:
            self.instance_ftns.add(fn)
        self.stack.append((fn, NAT))

    def h_ckfinite(self, ins: Instr) -> None:
        v, t = self._pop()
        if not t.is_float:
            self._fail_types(t)
        self._emit(Op.SUB, t.ir, [v, v], CKFINITE)     # checks.py adds the test after it
        self.stack.append((v, t))

    # ---- memory -------------------------------------------------------------------------

    def h_ldind(self, ins: Instr) -> None:
        mem, result = _LDIND[ins.op]
        addr = self._pop_addr()
        self.stack.append((self._emit(Op.LOAD, mem.value_ty, [addr], self._access(mem)),
                           result))

    def h_stind(self, ins: Instr) -> None:
        mem = _STIND[ins.op]
        value = self._pop()
        addr = self._pop_addr()
        self._emit(Op.STORE, Ty.VOID, [addr, self._store_value(value, mem)], self._access(mem))

    def _type_elem(self, ins: Instr) -> Elem:
        """The primitive type a type token (sizeof, ldobj, ...) names."""
        assert isinstance(ins.operand, int)
        t = self.tokens.type_of(ins.operand)
        if t.elem is None or t.elem not in MEM:
            raise CompileError(f"unsupported {ins.op} of type {t.name}")
        return t.elem

    def h_ldobj(self, ins: Instr) -> None:
        elem = self._type_elem(ins)
        addr = self._pop_addr()
        mem = MEM[elem]
        self.stack.append((self._emit(Op.LOAD, mem.value_ty, [addr], self._access(mem)),
                           of_elem(elem)))

    def h_stobj(self, ins: Instr) -> None:
        elem = self._type_elem(ins)
        value = self._pop()
        addr = self._pop_addr()
        v = self._coerce(value, elem, "memory", normalise=False)
        self._emit(Op.STORE, Ty.VOID, [addr, v], self._access(MEM[elem]))

    def h_initobj(self, ins: Instr) -> None:
        mem = MEM[self._type_elem(ins)]
        addr = self._pop_addr()
        self._emit(Op.STORE, Ty.VOID, [addr, self._zero(mem.value_ty)], MemAccess(mem))

    def h_cpobj(self, ins: Instr) -> None:
        mem = MEM[self._type_elem(ins)]
        src = self._pop_addr()
        dst = self._pop_addr()
        v = self._emit(Op.LOAD, mem.value_ty, [src], MemAccess(mem))
        self._emit(Op.STORE, Ty.VOID, [dst, v], MemAccess(mem))

    def h_sizeof(self, ins: Instr) -> None:
        self.stack.append((self._const(Ty.I32, MEM[self._type_elem(ins)].size), I32))

    def h_localloc(self, ins: Instr) -> None:
        size = self._pop_size()
        if self.stack:
            raise CompileError("localloc with other values on the stack (ECMA-335 III.3.47)")
        if isinstance(size, ir.Const) and size.value == 0:
            self.stack.append((self._const(Ty.I64, 0), NAT))     # Mono: null for 0 bytes
            return
        addr = self._emit(Op.LOCALLOC, Ty.I64, [size])
        if self.body.init_locals:
            self._emit(Op.MEMSET, Ty.VOID, [addr, self._const(Ty.I32, 0), size])
        if not isinstance(size, ir.Const):          # null for 0 bytes: addr & -(size != 0)
            nonzero = self._emit(Op.ZEXT32, Ty.I64, [
                self._emit(Op.CMP, Ty.I32, [size, self._const(Ty.I64, 0)], Cond.NE)])
            addr = self._emit(Op.AND, Ty.I64, [addr, self._emit(Op.NEG, Ty.I64, [nonzero])])
        self.stack.append((addr, NAT))

    def h_cpblk(self, ins: Instr) -> None:
        size = self._pop_size()
        src = self._pop_addr()
        dst = self._pop_addr()
        self._emit(Op.MEMCPY, Ty.VOID, [dst, src, size])

    def h_initblk(self, ins: Instr) -> None:
        size = self._pop_size()
        value, t = self._pop()
        if t is not I32:
            self._fail_types(t)
        addr = self._pop_addr()
        self._emit(Op.MEMSET, Ty.VOID, [addr, value, size])


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
    **{op: _Builder.h_binary_ovf for op in _OVF_OPS},
    **{op: _Builder.h_unary for op in _UNARY_OPS},
    **{op: _Builder.h_compare for op in _COMPARES},
    **{op: _Builder.h_conv for op in _CONVS},
    **{op: _Builder.h_conv_ovf for op in _CONV_OVF_OPS},
    "br": _Builder.h_br, "brtrue": _Builder.h_brtrue, "brfalse": _Builder.h_brtrue,
    **{op: _Builder.h_bcond for op in _BRANCH_CONDS},
    "switch": _Builder.h_switch, "call": _Builder.h_call, "ret": _Builder.h_ret,
    "ldarga": _Builder.h_ldarga, "ldloca": _Builder.h_ldloca,
    "ldc.r4": _Builder.h_ldc_r4, "ldc.r8": _Builder.h_ldc_r8,
    "conv.r4": _Builder.h_conv, "conv.r8": _Builder.h_conv, "conv.r.un": _Builder.h_conv,
    "calli": _Builder.h_calli, "jmp": _Builder.h_jmp, "ldftn": _Builder.h_ldftn,
    "ckfinite": _Builder.h_ckfinite, "break": _Builder.h_nop,   # no debugger: a no-op (Mono)
    **{op: _Builder.h_ldind for op in _LDIND}, **{op: _Builder.h_stind for op in _STIND},
    "ldobj": _Builder.h_ldobj, "stobj": _Builder.h_stobj, "initobj": _Builder.h_initobj,
    "cpobj": _Builder.h_cpobj, "sizeof": _Builder.h_sizeof, "localloc": _Builder.h_localloc,
    "cpblk": _Builder.h_cpblk, "initblk": _Builder.h_initblk,
    **{prefix: _Builder.h_nop for prefix in _PREFIXES},
}


_Builder.HANDLERS = _HANDLERS     # frontend/objects.py's subclass extends the table


def build_function(method: MethodDef, body: Body, cfg: Cfg, local_types: tuple[SigType, ...],
                   tokens: Tokens) -> ir.Function:
    """The SSA function of one method (blocks in IL order, not yet linked or numbered)."""
    return _Builder(method, body, cfg, local_types, tokens).build()
