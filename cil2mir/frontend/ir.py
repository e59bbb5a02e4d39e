"""The SSA graph: what the frontend produces and both back ends consume.

Values are typed by machine type only (the CIL verification types live in the
frontend while it checks the stack). Small integer types never appear here:
CIL widens them to int32 on the stack, and the frontend normalises them with
explicit extensions when they are stored to a local or passed as an argument,
so every I32 value that came from a small type is already sign/zero-extended.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from typing import Iterator, Union


class Ty(enum.Enum):
    I32 = "i32"
    I64 = "i64"      # int64 and native int (x86-64)
    REF = "ref"      # object reference (a 64-bit pointer to an object, or null)
    VOID = "void"    # only as the result type of a call or function

    @property
    def bits(self) -> int:
        return {Ty.I32: 32, Ty.I64: 64, Ty.REF: 64, Ty.VOID: 0}[self]

    def __str__(self) -> str:
        return self.value


class Op(enum.Enum):
    """Operations of `Inst`. Binary ops take two operands of the result type,
    except shifts, whose count is always I32."""
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


BINARY_OPS = frozenset({Op.ADD, Op.SUB, Op.MUL, Op.DIV, Op.DIV_UN, Op.REM, Op.REM_UN,
                        Op.AND, Op.OR, Op.XOR, Op.SHL, Op.SHR, Op.SHR_UN})
UNARY_OPS = frozenset({Op.NEG, Op.NOT})
CONV_OPS = frozenset({Op.SEXT8, Op.ZEXT8, Op.SEXT16, Op.ZEXT16, Op.SEXT32, Op.ZEXT32, Op.TRUNC})


class Cond(enum.Enum):
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

    def inverse(self) -> "Cond":
        return _INVERSE[self]

    def swapped(self) -> "Cond":
        """The condition with its operands exchanged (a < b  ==  b > a)."""
        return _SWAPPED[self]


_INVERSE = {Cond.EQ: Cond.NE, Cond.NE: Cond.EQ, Cond.LT: Cond.GE, Cond.GE: Cond.LT,
            Cond.LE: Cond.GT, Cond.GT: Cond.LE, Cond.ULT: Cond.UGE, Cond.UGE: Cond.ULT,
            Cond.ULE: Cond.UGT, Cond.UGT: Cond.ULE}
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
    noreturn: bool = False


# ---- values -------------------------------------------------------------------------

@dataclass(eq=False)
class Value:
    ty: Ty
    id: int = -1          # numbered by Function.renumber(); -1 until then

    def ref(self) -> str:
        return f"%{self.id}"


@dataclass(eq=False)
class Const(Value):
    value: int = 0        # I32/I64: the bit pattern as a signed integer; REF: 0 is null

    def ref(self) -> str:
        return "null" if self.ty is Ty.REF else str(self.value)


@dataclass(eq=False)
class Param(Value):
    index: int = 0


@dataclass(eq=False)
class Inst(Value):
    op: Op = Op.ADD
    args: list[Value] = field(default_factory=list)
    data: Union["Cond", Callee, str, None] = None
    il_offset: int | None = None   # where in the CIL it came from (for errors and dumps)


@dataclass(eq=False)
class Phi(Value):
    block: "Block | None" = None
    incoming: list[tuple["Block", Value]] = field(default_factory=list)


# ---- terminators ----------------------------------------------------------------------

@dataclass(eq=False)
class Jump:
    target: "Block"


@dataclass(eq=False)
class Branch:
    """if (a cond b) goto then_ else goto else_.  `brtrue v` is Branch(NE, v, 0)."""
    cond: Cond
    a: Value
    b: Value
    then_: "Block"
    else_: "Block"


@dataclass(eq=False)
class Switch:
    value: Value                  # I32, compared unsigned against len(targets)
    targets: list["Block"]
    default: "Block"


@dataclass(eq=False)
class Return:
    value: Value | None = None


@dataclass(eq=False)
class Unreachable:
    """After a call to a noreturn runtime function (for example an exception thrower)."""


Terminator = Union[Jump, Branch, Switch, Return, Unreachable]


def successors(term: Terminator) -> list["Block"]:
    if isinstance(term, Jump):
        return [term.target]
    if isinstance(term, Branch):
        return [term.then_, term.else_]
    if isinstance(term, Switch):
        return [*term.targets, term.default]
    return []


def terminator_operands(term: Terminator) -> list[Value]:
    if isinstance(term, Branch):
        return [term.a, term.b]
    if isinstance(term, Switch):
        return [term.value]
    if isinstance(term, Return) and term.value is not None:
        return [term.value]
    return []


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


@dataclass(eq=False)
class Function:
    symbol: str                       # linker-level name, [A-Za-z0-9_.] only
    il_name: str                      # Namespace.Type::Method, for dumps and errors
    params: list[Param]
    ret: Ty
    blocks: list[Block] = field(default_factory=list)   # layout order; blocks[0] is the entry

    @property
    def callee(self) -> Callee:
        return Callee(self.symbol, tuple(p.ty for p in self.params), self.ret)

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


@dataclass(eq=False)
class Module:
    assembly: str                      # assembly name, for messages
    functions: list[Function]
    entry: str                         # symbol of the synthesised `cil2mir_main` wrapper

    def strings(self) -> list[str]:
        """Every string literal, in first-use order (the back ends emit one object each)."""
        seen: dict[str, None] = {}
        for f in self.functions:
            for v in f.values():
                if isinstance(v, Inst) and v.op is Op.STR:
                    seen.setdefault(v.data, None)
        return list(seen)

    def string_symbols(self) -> dict[str, str]:
        """Literal -> the symbol of its string object (`str.N`), shared by both back ends."""
        return {s: f"str.{i}" for i, s in enumerate(self.strings())}
