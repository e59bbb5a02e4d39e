"""The SSA graph: what the frontend produces and both back ends consume.

Values are typed by machine type only (the CIL verification types live in the
frontend while it checks the stack). Small integer types never appear here:
CIL widens them to int32 on the stack, and the frontend normalises them with
explicit extensions when they are stored to a local or passed as an argument,
so every I32 value that came from a small type is already sign/zero-extended.
"""

from __future__ import annotations

import bisect
import enum
import functools
import hashlib
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Callable, Iterator, Union

if TYPE_CHECKING:
    from cil2mir.frontend.assembly import Assembly, MethodDef
    from cil2mir.frontend.stacktrace import FrameSites


# The global every module defines for the runtime: the exception in flight (8 bytes, an
# object reference or null; frontend/exceptions.py).
PENDING = "cil2mir_pending_exception"
# ... and the innermost exception-handling frame record (RtEhFrame, runtime/cil2mir_rt.h).
EH_TOP = "cil2mir_eh_top"
# The runtime's interface method table with every entry empty (TypeDesc.imt).
IMT_NONE = "rt_imt_none"


class IdEnum(enum.Enum):
    """An Enum hashed by identity (`object.__hash__`, in C) rather than by name
    (`Enum.__hash__`, a Python call): members are singletons, and the passes look them up
    in sets and dicts millions of times per compile. (A name's hash is randomised per
    process anyway, so no output may depend on the iteration order of a set of them.)"""
    __hash__ = object.__hash__


class Ty(IdEnum):
    I32 = "i32"
    I64 = "i64"      # int64 and native int (x86-64)
    REF = "ref"      # object reference (a 64-bit pointer to an object, or null)
    F32 = "f32"      # float32: Mono computes in single precision, and so do we
    F64 = "f64"
    VOID = "void"    # only as the result type of a call or function

    # (cached on the member: the passes read these millions of times, and a property is a
    # Python call each time)
    @functools.cached_property
    def bits(self) -> int:
        return _TY_BITS[self._value_]

    @functools.cached_property
    def is_float(self) -> bool:
        return self in (Ty.F32, Ty.F64)

    def __str__(self) -> str:
        return self.value


_TY_BITS = {"i32": 32, "i64": 64, "ref": 64, "f32": 32, "f64": 64, "void": 0}


class Op(IdEnum):
    """Operations of `Inst`. Binary ops take two operands of the result type,
    except shifts, whose count is always I32. ADD SUB MUL DIV REM NEG also work on
    F32/F64 (REM is C's fmod); the other arithmetic ops are integer-only.

    Addresses (managed `&` and unmanaged pointers alike) are I64 values: the GC is
    conservative, so nothing needs to tell them apart below the frontend."""
    ADD = "add"
    SUB = "sub"
    MUL = "mul"
    DIV = "div"          # signed; the frontend has already inserted the zero/overflow checks
    DIV_UN = "div.un"
    REM = "rem"
    REM_UN = "rem.un"
    AND = "and"
    OR = "or"
    XOR = "xor"
    SHL = "shl"          # count is masked to the width (x86 semantics, as Mono runs it)
    SHR = "shr"
    SHR_UN = "shr.un"
    NEG = "neg"
    NOT = "not"
    SEXT8 = "sext8"      # I32 -> I32: sign-extend the low 8 bits
    ZEXT8 = "zext8"
    SEXT16 = "sext16"
    ZEXT16 = "zext16"
    SEXT32 = "sext32"    # I32 -> I64
    ZEXT32 = "zext32"    # I32 -> I64
    TRUNC = "trunc"      # I64 -> I32
    CMP = "cmp"          # data: Cond; result I32 0/1; operands of equal type
    CALL = "call"        # data: Callee; result type = callee.ret
    STR = "str"          # data: str (the literal); result REF to an interned string object

    # floating point conversions (x86 semantics, which are Mono's on amd64)
    I2F = "i2f"          # signed I32/I64 -> F32/F64 (the result type says which)
    U2F = "u2f"          # unsigned I32/I64 -> F32/F64 (conv.r.un)
    F2I = "f2i"          # F32/F64 -> I32/I64, truncating; NaN and out of range give MinValue
                         # of the result width (cvttsd2si's "integer indefinite")
    F2U64 = "f2u64"      # F32/F64 -> I64 as Mono's conv.u8: x < 2^63 ? f2i(x) : f2i(x - 2^63) + 2^63
    FEXT = "fext"        # F32 -> F64
    FTRUNC = "ftrunc"    # F64 -> F32

    # memory; addresses are I64
    SLOT = "slot"        # data: Slot; result I64: address of a stack slot (entry block only)
    LOAD = "load"        # args: [addr]; data: MemAccess; result: MemAccess.mem.value_ty (normalised)
    STORE = "store"      # args: [addr, value]; data: MemAccess; result VOID (truncates to the size)
    LOCALLOC = "localloc"  # args: [size I64]; result I64: 16-byte aligned, freed at return
    MEMCPY = "memcpy"    # args: [dst, src, len I64]; result VOID (cpblk; regions do not overlap)
    MEMSET = "memset"    # args: [dst, byte I32, len I64]; result VOID (initblk)

    # function pointers
    FUNCADDR = "funcaddr"  # data: Callee; result I64: the address of a managed method (ldftn)
    CALLI = "calli"      # args: [fnptr I64, *args]; data: Callee with symbol "" (the signature)

    # the object model: objects, type descriptors and statics are memory and globals
    GLOBALADDR = "globaladdr"  # data: str, a symbol of Module.globals (or a function); result I64
    BITCAST = "bitcast"  # I64 <-> REF, same bits (an object's address as an integer and back)


BINARY_OPS = frozenset({Op.ADD, Op.SUB, Op.MUL, Op.DIV, Op.DIV_UN, Op.REM, Op.REM_UN,
                        Op.AND, Op.OR, Op.XOR, Op.SHL, Op.SHR, Op.SHR_UN})
UNARY_OPS = frozenset({Op.NEG, Op.NOT})
CONV_OPS = frozenset({Op.SEXT8, Op.ZEXT8, Op.SEXT16, Op.ZEXT16, Op.SEXT32, Op.ZEXT32, Op.TRUNC,
                      Op.I2F, Op.U2F, Op.F2I, Op.F2U64, Op.FEXT, Op.FTRUNC})
# Ops whose effect matters even when their result is unused (nothing may delete or move them).
SIDE_EFFECT_OPS = frozenset({Op.CALL, Op.CALLI, Op.STORE, Op.MEMCPY, Op.MEMSET, Op.LOCALLOC})


class Cond(IdEnum):
    """Comparison conditions. On integers, LT..GE are signed and ULT..UGE unsigned.
    On F32/F64 operands, EQ LT LE GT GE are *ordered* (false if either is NaN: ceq, clt,
    beq, blt...) and NE ULT ULE UGT UGE are *unordered-or* (true if either is NaN: bne.un,
    clt.un, blt.un...), which is exactly CIL's `.un` reading. Use `inverse(is_float)`."""
    EQ = "eq"
    NE = "ne"
    LT = "lt"
    LE = "le"
    GT = "gt"
    GE = "ge"
    ULT = "ult"
    ULE = "ule"
    UGT = "ugt"
    UGE = "uge"

    def inverse(self, is_float: bool = False) -> "Cond":
        """The negated condition: !(a < b) is a >= b on integers, but a uge b on floats."""
        return (_INVERSE_FLOAT if is_float else _INVERSE)[self]

    def swapped(self) -> "Cond":
        """The condition with its operands exchanged (a < b  ==  b > a)."""
        return _SWAPPED[self]


_INVERSE = {Cond.EQ: Cond.NE, Cond.NE: Cond.EQ, Cond.LT: Cond.GE, Cond.GE: Cond.LT,
            Cond.LE: Cond.GT, Cond.GT: Cond.LE, Cond.ULT: Cond.UGE, Cond.UGE: Cond.ULT,
            Cond.ULE: Cond.UGT, Cond.UGT: Cond.ULE}
_INVERSE_FLOAT = {Cond.EQ: Cond.NE, Cond.NE: Cond.EQ, Cond.LT: Cond.UGE, Cond.UGE: Cond.LT,
                  Cond.LE: Cond.UGT, Cond.UGT: Cond.LE, Cond.GT: Cond.ULE, Cond.ULE: Cond.GT,
                  Cond.GE: Cond.ULT, Cond.ULT: Cond.GE}
_SWAPPED = {Cond.EQ: Cond.EQ, Cond.NE: Cond.NE, Cond.LT: Cond.GT, Cond.GT: Cond.LT,
            Cond.LE: Cond.GE, Cond.GE: Cond.LE, Cond.ULT: Cond.UGT, Cond.UGT: Cond.ULT,
            Cond.ULE: Cond.UGE, Cond.UGE: Cond.ULE}


@dataclass(frozen=True)
class Callee:
    """A call target: a managed method compiled from CIL, or a C function of the runtime.
    Both use the System V convention, so the back ends treat them alike."""
    symbol: str
    params: tuple[Ty, ...]
    ret: Ty
    noreturn: bool = False     # never returns: exits the process (rt_fatal_stub), or, before
                               # exceptions are lowered, always raises (rt_throw_*)
    nothrow: bool = False      # never raises a managed exception: no pending-exception test
                               # follows the call (frontend/exceptions.py)


class Mem(IdEnum):
    """What a LOAD or STORE moves. Loads of small integers extend to I32 as CIL's ldind does."""
    I8 = "i8"
    U8 = "u8"
    I16 = "i16"
    U16 = "u16"
    I32 = "i32"
    I64 = "i64"
    F32 = "f32"
    F64 = "f64"
    REF = "ref"

    @functools.cached_property         # (cached as Ty's are)
    def size(self) -> int:
        return _MEM_SIZE.get(self._value_, 8)

    @functools.cached_property
    def value_ty(self) -> Ty:
        return _MEM_VALUE_TY.get(self._value_, Ty.I32)

    @functools.cached_property
    def signed(self) -> bool:
        return self in (Mem.I8, Mem.I16)


_MEM_SIZE = {"i8": 1, "u8": 1, "i16": 2, "u16": 2, "i32": 4, "f32": 4}     # (others: 8)
_MEM_VALUE_TY = {"i64": Ty.I64, "f32": Ty.F32, "f64": Ty.F64, "ref": Ty.REF}  # (others: I32)


@dataclass(frozen=True)
class MemAccess:
    mem: Mem
    volatile: bool = False     # volatile. prefix: never merged or removed
    align: int = 0             # 0: natural alignment; 1 after an unaligned.1 prefix, etc.
    invariant: bool = False    # loads: memory that never changes while its object lives (an
                               # array's or string's length, the header, a vtable entry)


@dataclass(frozen=True)
class Slot:
    """A stack slot (an address-taken local or argument, or a spilled CIL value)."""
    size: int
    align: int


# ---- values -------------------------------------------------------------------------

@dataclass(eq=False)
class Value:
    ty: Ty
    id: int = -1          # numbered by Function.renumber(); -1 until then

    def ref(self) -> str:
        return f"%{self.id}"


@dataclass(eq=False)
class Const(Value):
    value: int | float = 0  # I32/I64: the bit pattern as a signed integer; REF: 0 is null;
                            # F32/F64: a Python float (F32 already rounded to single precision)

    def ref(self) -> str:
        return "null" if self.ty is Ty.REF else str(self.value)


@dataclass(eq=False)
class Param(Value):
    index: int = 0


@dataclass(eq=False)
class Inst(Value):
    op: Op = Op.ADD
    args: list[Value] = field(default_factory=list)
    data: Union["Cond", Callee, str, MemAccess, Slot, None] = None
    il_offset: int | None = None   # where in the CIL it came from (for errors and dumps)
    tail: bool = False             # CALL/CALLI only: `tail.` prefix; always followed by a
                                   # Return of this value (or a void Return)


@dataclass(eq=False)
class Phi(Value):
    block: "Block | None" = None
    incoming: list[tuple["Block", Value]] = field(default_factory=list)


# ---- terminators ----------------------------------------------------------------------

# Every terminator's `il_offset` is that of the CIL instruction it came from (a branch, `ret`,
# `switch`; for a fall-through Jump, the block's last instruction), None when it has none:
# its source location (`-g`).

@dataclass(eq=False)
class Jump:
    target: "Block"
    il_offset: int | None = None


@dataclass(eq=False)
class Branch:
    """if (a cond b) goto then_ else goto else_.  `brtrue v` is Branch(NE, v, 0)."""
    cond: Cond
    a: Value
    b: Value
    then_: "Block"
    else_: "Block"
    il_offset: int | None = None


@dataclass(eq=False)
class Switch:
    value: Value                  # I32, compared unsigned against len(targets)
    targets: list["Block"]
    default: "Block"
    il_offset: int | None = None


@dataclass(eq=False)
class Return:
    value: Value | None = None
    il_offset: int | None = None


@dataclass(eq=False)
class Unreachable:
    """After a call to a noreturn runtime function (for example an exception thrower)."""
    il_offset: int | None = None


Terminator = Union[Jump, Branch, Switch, Return, Unreachable]


def successors(term: Terminator) -> list["Block"]:
    t = type(term)                  # (the terminator classes have no subclasses)
    if t is Jump:
        return [term.target]        # type: ignore[union-attr]
    if t is Branch:
        return [term.then_, term.else_]     # type: ignore[union-attr]
    if t is Switch:
        return [*term.targets, term.default]    # type: ignore[union-attr]
    return []


def terminator_operands(term: Terminator) -> list[Value]:
    if isinstance(term, Branch):
        return [term.a, term.b]
    if isinstance(term, Switch):
        return [term.value]
    if isinstance(term, Return) and term.value is not None:
        return [term.value]
    return []


def map_terminator_operands(term: Terminator | None, f: Callable[[Value], Value]) -> None:
    """Replace each of terminator_operands(term) by f of it, in place."""
    if isinstance(term, Branch):
        term.a, term.b = f(term.a), f(term.b)
    elif isinstance(term, Switch):
        term.value = f(term.value)
    elif isinstance(term, Return) and term.value is not None:
        term.value = f(term.value)


# ---- structure ---------------------------------------------------------------------------

@dataclass(eq=False)
class Block:
    id: int
    phis: list[Phi] = field(default_factory=list)
    insts: list[Inst] = field(default_factory=list)
    term: Terminator | None = None
    preds: list["Block"] = field(default_factory=list)   # kept in sync by Function.link()
    il_offset: int | None = None

    @property
    def name(self) -> str:
        return f"bb{self.id}"

    @property
    def succs(self) -> list["Block"]:
        return successors(self.term) if self.term is not None else []


@dataclass(frozen=True)
class SequencePoint:
    """From the IL offset `il_offset` on (until the next point), the code is this source
    location's (a symbol file's sequence point); line 0: hidden, no source line."""
    il_offset: int
    file: str          # the source file's path, as the symbol file names it
    line: int
    column: int = 0    # 0: unknown (Mono's .mdb has no columns)


@dataclass(frozen=True)
class SourceLines:
    """Where a function's CIL came from, for the debug information `-g` asks for: its
    method's sequence points (sorted by IL offset), or, when its assembly has no symbol
    file or the file has no points for the method, none: then `file` is the assembly's
    path and a location's line is the IL offset itself."""
    file: str                                   # the first point's file, or the assembly
    points: tuple[SequencePoint, ...] = ()

    def at(self, il_offset: int) -> tuple[str, int, int]:
        """(file, line, column) of the code at `il_offset`: the last point at or before it
        (the first point before the first one)."""
        if not self.points:
            return self.file, il_offset, 0
        k = bisect.bisect_right(self._offsets, il_offset) - 1
        p = self.points[max(k, 0)]
        return p.file, p.line, p.column

    @functools.cached_property
    def _offsets(self) -> list[int]:
        return [p.il_offset for p in self.points]

    @property
    def first_line(self) -> int:
        """The line the function starts at (its DISubprogram's): the first point's that has one."""
        return next((p.line for p in self.points if p.line and p.file == self.file), 0)


@dataclass(eq=False)
class Function:
    symbol: str                       # linker-level name, [A-Za-z0-9_.] only
    il_name: str                      # Namespace.Type::Method, for dumps and errors
    params: list[Param]
    ret: Ty
    blocks: list[Block] = field(default_factory=list)   # layout order; blocks[0] is the entry
    # Where the throw paths of runtime checks go (frontend/exceptions.py): a check
    # pseudo-instruction inside a try region -> the block its thrower must jump to; every
    # other check's thrower jumps to `propagate` (return with the exception pending).
    throw_to: dict["Inst", Block] = field(default_factory=dict)
    propagate: Block | None = None
    cil_instructions: int = 0         # of the method it compiles (statistics: bench/)
    lines: SourceLines | None = None  # debug information asked for (-g): where its CIL came from
    # the method whose CIL it compiles and that method's assembly (None: made by cil2mir),
    # for listings of the CIL beside the code (cil2mir explore)
    origin: "tuple[Assembly, MethodDef] | None" = None
    # where the frontend records the method's frame in a stack trace (None: it shows none)
    frames: "FrameSites | None" = None
    # compiled from the framework's or a plug's CIL, not the program's: code that other
    # programs compile too (the IR back end compiles it alone and keeps its object)
    shared: bool = False

    @property
    def callee(self) -> Callee:
        return Callee(self.symbol, tuple(p.ty for p in self.params), self.ret)

    def throw_target(self, check: "Inst") -> Block:
        """Where the thrower of the runtime check `check` goes once the exception is raised:
        its throw_to block, or `propagate` (made here if the builder made none)."""
        target = self.throw_to.get(check)
        if target is not None:
            return target
        if self.propagate is None:
            value = None if self.ret is Ty.VOID else \
                Const(self.ret, value=0.0 if self.ret.is_float else 0)
            self.propagate = Block(-1, term=Return(value))
            self.blocks.append(self.propagate)
        return self.propagate

    def values(self) -> Iterator[Value]:
        yield from self.params
        for b in self.blocks:
            yield from b.phis
            yield from b.insts

    def link(self) -> None:
        """Recompute every block's predecessor list from the terminators (layout order,
        one entry per distinct edge source)."""
        for b in self.blocks:
            b.preds = []
        for b in self.blocks:
            for s in dict.fromkeys(b.succs):
                s.preds.append(b)

    def renumber(self) -> None:
        """Give params, phis, instructions and blocks dense ids in layout order, so that
        dumps and everything printed from them are deterministic."""
        n = 0
        for i, b in enumerate(self.blocks):
            b.id = i
        for v in self.values():
            v.id = n
            n += 1


def replace_uses(fn: Function, mapping: dict[Value, Value]) -> None:
    """Every operand (instructions, phis, terminators) that `mapping` names becomes its
    replacement, followed through chains (a -> b -> c gives c)."""
    if not mapping:
        return

    def find(v: Value) -> Value:
        if v not in mapping:            # (most operands: asked of every one in the function)
            return v
        for _ in range(len(mapping) + 1):
            if v not in mapping:
                return v
            v = mapping[v]
        raise AssertionError("a cycle of replacements")

    for b in fn.blocks:
        for phi in b.phis:
            phi.incoming = [(p, find(v)) for p, v in phi.incoming]
        for inst in b.insts:
            inst.args = [find(a) for a in inst.args]
        map_terminator_operands(b.term, find)


# ---- global data (type descriptors, vtables, static fields) -------------------------------

@dataclass(frozen=True)
class SymbolRef:
    """The address of a global or function, plus a byte offset."""
    symbol: str
    addend: int = 0


@dataclass(frozen=True)
class StringRef:
    """The address of the interned string object for a literal (the same object as STR)."""
    text: str


@dataclass(frozen=True)
class InitValue:
    """An initialised field of a global: `value` stored in `size` bytes at `offset`
    (little-endian integers; an address is 8 bytes)."""
    offset: int
    size: int                          # 1, 2, 4 or 8
    value: int | SymbolRef | StringRef


@dataclass(eq=False)
class GlobalData:
    """A global the IR module defines (both back ends and the runtime see the same bytes):
    all zero except `init`. Type descriptors and vtables are constant; statics are not."""
    symbol: str
    size: int
    align: int = 8
    init: list[InitValue] = field(default_factory=list)
    constant: bool = False


@dataclass(eq=False)
class Module:
    assembly: str                      # assembly name, for messages
    functions: list[Function]
    entry: str | None                  # the synthesised `cil2mir_main` wrapper (None: a library)
    globals: list[GlobalData] = field(default_factory=list)

    def strings(self) -> list[str]:
        """Every string literal, in first-use order (the back ends emit one object each):
        those of STR instructions, then those referenced from globals."""
        seen: dict[str, None] = {}
        for f in self.functions:
            for v in f.values():
                if isinstance(v, Inst) and v.op is Op.STR:
                    seen.setdefault(v.data, None)
        for g in self.globals:
            for iv in g.init:
                if isinstance(iv.value, StringRef):
                    seen.setdefault(iv.value.text, None)
        return list(seen)

    def string_symbols(self) -> dict[str, str]:
        """Literal -> the symbol of its string object, shared by both back ends: named by
        its text's hash, so a function's code does not depend on the other literals of
        the program (the back end's cache, cil2mir/fncache.py)."""
        return {s: string_symbol(s) for s in self.strings()}


def string_symbol(literal: str) -> str:
    """The symbol of a literal's string object: `str.` and a hash of its text."""
    return "str." + hashlib.sha1(literal.encode("utf-16-le", "surrogatepass")).hexdigest()[:16]
