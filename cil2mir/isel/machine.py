"""Machine IR: what instruction selection produces and the register allocator rewrites.

It mirrors LLVM's MachineFunction closely enough that printing it gives MIR that
llc parses: a MachineInstr is an opcode plus operands in MIR order (explicit defs,
explicit uses, implicit operands), and every implicit operand of the opcode is
present, so def/use information can be read off the instruction itself.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterator, Union


# ---- registers ------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class VReg:
    """A virtual register with its LLVM register class (gr8, gr32, gr64_nosp, ...)."""
    n: int
    rc: str

    def __str__(self) -> str:
        return f"%{self.n}"


@dataclass(frozen=True, slots=True)
class PReg:
    """A physical register by its LLVM name without `$` (eax, rdi, eflags, cl)."""
    name: str

    def __str__(self) -> str:
        return f"${self.name}"


Reg = Union[VReg, PReg]


# ---- operands ---------------------------------------------------------------------------

@dataclass(slots=True)
class RegOp:
    reg: Reg
    is_def: bool = False
    implicit: bool = False
    dead: bool = False        # only on defs
    kill: bool = False        # only on uses (optional; we rarely set it)
    undef: bool = False
    subreg: str | None = None  # sub_8bit, sub_16bit, sub_32bit on a vreg use

    def __str__(self) -> str:
        reg = self.reg
        if type(reg) is VReg:
            text = f"%{reg.n}:{reg.rc}" if self.is_def and not self.implicit else f"%{reg.n}"
        else:
            text = f"${reg.name}"
        if self.subreg:
            text += f".{self.subreg}"
        if not (self.implicit or self.dead or self.kill or self.undef):
            return text                 # (most operands: no flags)
        flags = []
        if self.implicit:
            flags.append("implicit-def" if self.is_def else "implicit")
        if self.dead:
            flags.append("dead")
        if self.kill:
            flags.append("killed")
        if self.undef:
            flags.append("undef")
        return " ".join([*flags, text])


@dataclass(frozen=True, slots=True)
class Imm:
    value: int

    def __str__(self) -> str:
        return str(self.value)


@dataclass(frozen=True)
class NoReg:
    def __str__(self) -> str:
        return "$noreg"


@dataclass(frozen=True)
class BlockRef:
    n: int

    def __str__(self) -> str:
        return f"%bb.{self.n}"


@dataclass(frozen=True)
class Symbol:
    """`@name` (a global or function of the embedded IR module) or `&name` (an external
    symbol with no IR declaration). `offset` prints as `@g + 12`."""
    name: str
    external: bool = False
    flags: str | None = None     # e.g. "x86-plt", "x86-gotpcrel"
    offset: int = 0

    def __str__(self) -> str:
        text = ("&" if self.external else "@") + self.name
        if self.offset:
            text += f" + {self.offset}" if self.offset > 0 else f" - {-self.offset}"
        return f"target-flags({self.flags}) {text}" if self.flags else text


@dataclass(frozen=True)
class FrameIndex:
    """`%stack.N` (a local or spill slot) or `%fixed-stack.N` (an incoming stack argument)."""
    index: int
    fixed: bool = False

    def __str__(self) -> str:
        return f"%fixed-stack.{self.index}" if self.fixed else f"%stack.{self.index}"


@dataclass(frozen=True)
class ConstPoolRef:
    index: int

    def __str__(self) -> str:
        return f"%const.{self.index}"


@dataclass(frozen=True)
class JumpTableRef:
    index: int

    def __str__(self) -> str:
        return f"%jump-table.{self.index}"


@dataclass(frozen=True)
class RegMask:
    name: str = "csr_64"

    def __str__(self) -> str:
        return self.name


@dataclass(frozen=True)
class SubRegIndex:
    name: str   # sub_8bit, sub_16bit, sub_32bit

    def __str__(self) -> str:
        return f"%subreg.{self.name}"


Operand = Union[RegOp, Imm, NoReg, BlockRef, Symbol, FrameIndex, ConstPoolRef,
                JumpTableRef, RegMask, SubRegIndex]


# ---- instructions and blocks ---------------------------------------------------------------

@dataclass(eq=False, slots=True)
class MachineInstr:
    opcode: str
    ops: list[Operand] = field(default_factory=list)
    mem: str | None = None     # memory operand text, e.g. "load (s32) from %stack.0"
    il_offset: int | None = None   # the CIL instruction it came from (-g: its debug-location)

    def reg_ops(self) -> Iterator[RegOp]:
        return (o for o in self.ops if isinstance(o, RegOp))

    def defs(self) -> Iterator[RegOp]:
        return (o for o in self.ops if isinstance(o, RegOp) and o.is_def)

    def uses(self) -> Iterator[RegOp]:
        return (o for o in self.ops if isinstance(o, RegOp) and not o.is_def)

    def __str__(self) -> str:
        return self.text()

    def text(self, location: int | None = None) -> str:
        """The instruction in MIR; `location`: the metadata number of its DILocation
        (`debug-location !N`, after the operands, before the memory operand)."""
        ops = self.ops
        n = len(ops)
        k = 0
        while k < n and type(ops[k]) is RegOp and ops[k].is_def and not ops[k].implicit:
            k += 1
        # (RegOp.__str__'s common case inline: most operands are registers without flags,
        # and printing every function twice makes this the printer's inner loop)
        texts = []
        for o in ops:
            if type(o) is not RegOp:
                texts.append(str(o))
                continue
            reg = o.reg
            if not (o.implicit or o.dead or o.kill or o.undef or o.subreg):
                if type(reg) is VReg:
                    texts.append(f"%{reg.n}:{reg.rc}" if o.is_def else f"%{reg.n}")
                else:
                    texts.append("$" + reg.name)
            elif type(reg) is PReg:     # (a call's or a flag's implicit operands: made once)
                key = (reg.name, o.is_def, o.implicit, o.dead, o.kill, o.undef, o.subreg)
                flagged = _PREG_OPERAND_TEXT.get(key)
                if flagged is None:
                    flagged = _PREG_OPERAND_TEXT[key] = str(o)
                texts.append(flagged)
            else:
                texts.append(str(o))
        text = f"{', '.join(texts[:k])} = {self.opcode}" if k else self.opcode
        if k < n:
            text += " " + ", ".join(texts[k:])
        if location is not None:
            text += f"{',' if k < n else ''} debug-location !{location}"
        if self.mem:
            text += f" :: ({self.mem})"
        return text


# The text of a physical register operand with flags, by (name, is_def, implicit, dead, kill,
# undef, subreg): what RegOp.__str__ makes of it.
_PREG_OPERAND_TEXT: dict[tuple, str] = {}


@dataclass(eq=False, slots=True)
class MachineBlock:
    n: int
    instrs: list[MachineInstr] = field(default_factory=list)
    succs: list["MachineBlock"] = field(default_factory=list)   # printed as `successors:`
    liveins: list[PReg] = field(default_factory=list)           # physregs live on entry

    @property
    def ref(self) -> BlockRef:
        return BlockRef(self.n)


@dataclass
class StackObject:
    id: int
    size: int
    alignment: int
    spill_slot: bool = False
    variable_sized: bool = False   # `type: variable-sized` (size 0): the function allocates on
                                   # the stack at run time (localloc), so PEI keeps a frame
                                   # pointer and restores %rsp from it


@dataclass
class FixedStackObject:
    id: int
    offset: int          # 0 = first stack argument, just above the return address
    size: int
    alignment: int


@dataclass
class JumpTable:
    id: int
    blocks: list[int]    # block numbers


@dataclass
class PoolConstant:
    id: int
    value: str           # e.g. "double 0x4000000000000000"
    alignment: int = 8


@dataclass(eq=False)
class MachineFunction:
    name: str                                    # symbol; must also be defined in the IR module
    blocks: list[MachineBlock] = field(default_factory=list)   # layout order
    stack: list[StackObject] = field(default_factory=list)
    fixed_stack: list[FixedStackObject] = field(default_factory=list)
    constants: list[PoolConstant] = field(default_factory=list)
    jump_tables: list[JumpTable] = field(default_factory=list)
    has_calls: bool = False                      # -> frameInfo: {adjustsStack: true, hasCalls: true}
    next_vreg: int = 0
    il_name: str = ""                            # for comments and errors
    # -g: IL offset -> the local metadata number of its DILocation (emit/debuginfo.py);
    # None: no debug information
    locations: dict[int | None, int] | None = None

    def new_vreg(self, rc: str) -> VReg:
        v = VReg(self.next_vreg, rc)
        self.next_vreg += 1
        return v

    def new_block(self) -> MachineBlock:
        b = MachineBlock(max((x.n for x in self.blocks), default=-1) + 1)
        self.blocks.append(b)
        return b

    def add_stack_object(self, size: int, alignment: int, spill_slot: bool = False) -> FrameIndex:
        obj = StackObject(len(self.stack), size, alignment, spill_slot)
        self.stack.append(obj)
        return FrameIndex(obj.id)

    def instrs(self) -> Iterator[tuple[MachineBlock, MachineInstr]]:
        for b in self.blocks:
            for mi in b.instrs:
                yield b, mi

    def preds(self) -> dict[int, list[MachineBlock]]:
        """Block number -> predecessor blocks, from the explicit successor lists."""
        out: dict[int, list[MachineBlock]] = {b.n: [] for b in self.blocks}
        for b in self.blocks:
            for s in b.succs:
                out[s.n].append(b)
        return out
