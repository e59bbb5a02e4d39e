"""x86-64 target facts as data: registers, register classes, and instruction descriptions.

Instruction selection builds MachineInstrs from these tables (so every implicit
operand llc expects is present), the register allocator reads the tied-operand and
call facts from them, and nothing else in the compiler hard-codes them.
"""

from __future__ import annotations

from dataclasses import dataclass

# ---- registers ------------------------------------------------------------------------------

# A "unit" is a 64-bit register; its sized views are what MIR names.
GPR_VIEWS: dict[str, dict[int, str]] = {
    "rax": {64: "rax", 32: "eax", 16: "ax", 8: "al"},
    "rcx": {64: "rcx", 32: "ecx", 16: "cx", 8: "cl"},
    "rdx": {64: "rdx", 32: "edx", 16: "dx", 8: "dl"},
    "rbx": {64: "rbx", 32: "ebx", 16: "bx", 8: "bl"},
    "rsi": {64: "rsi", 32: "esi", 16: "si", 8: "sil"},
    "rdi": {64: "rdi", 32: "edi", 16: "di", 8: "dil"},
    "rbp": {64: "rbp", 32: "ebp", 16: "bp", 8: "bpl"},
    "rsp": {64: "rsp", 32: "esp", 16: "sp", 8: "spl"},
    **{f"r{i}": {64: f"r{i}", 32: f"r{i}d", 16: f"r{i}w", 8: f"r{i}b"} for i in range(8, 16)},
}

# physical register name (any view) -> its 64-bit unit
UNIT_OF: dict[str, str] = {view: unit for unit, views in GPR_VIEWS.items() for view in views.values()}
XMM_REGS = [f"xmm{i}" for i in range(16)]
UNIT_OF.update({x: x for x in XMM_REGS})

ARG_GPRS = ["rdi", "rsi", "rdx", "rcx", "r8", "r9"]        # System V integer arguments
ARG_XMMS = [f"xmm{i}" for i in range(8)]
RET_GPR = "rax"
CALLEE_SAVED = ["rbx", "r12", "r13", "r14", "r15"]           # rbp is left to the frame
CALLER_SAVED = ["rax", "rcx", "rdx", "rsi", "rdi", "r8", "r9", "r10", "r11"]
# Allocation order: caller-saved first (cheap for short values); values that live across
# a call cannot use them and fall through to the callee-saved ones.
ALLOCATABLE_GPRS = ["rax", "rcx", "rdx", "rsi", "rdi", "r8", "r9", "r10", "r11", *CALLEE_SAVED]

# What `csr_64` on a call preserves; everything else allocatable is clobbered.
CSR_64_PRESERVED = frozenset({"rbx", "rbp", "r12", "r13", "r14", "r15", "rsp"})

# register class -> (bank, width in bits)
REG_CLASSES: dict[str, tuple[str, int]] = {
    "gr8": ("gpr", 8),
    "gr16": ("gpr", 16),
    "gr32": ("gpr", 32),
    "gr64": ("gpr", 64),
    "gr64_nosp": ("gpr", 64),
    "gr64_with_sub_8bit": ("gpr", 64),
    "fr32": ("xmm", 32),
    "fr64": ("xmm", 64),
    "vr128": ("xmm", 128),
}

SUBREG_BITS = {"sub_8bit": 8, "sub_16bit": 16, "sub_32bit": 32}


def view(unit: str, bits: int) -> str:
    """The name of `unit` at a width: view('rax', 32) == 'eax'. XMM registers have one name."""
    return unit if unit.startswith("xmm") else GPR_VIEWS[unit][bits]


def width_of(reg_name: str) -> int:
    unit = UNIT_OF[reg_name]
    if unit.startswith("xmm"):
        return 128
    return next(bits for bits, name in GPR_VIEWS[unit].items() if name == reg_name)


# ---- instructions ---------------------------------------------------------------------------

@dataclass(frozen=True)
class InstrDesc:
    """One x86 MachineInstr opcode as llc's MIR parser sees it.

    `defs` and `uses` are the explicit operand kinds in order: a register class name,
    "imm", "cc" (condition code immediate), "mem" (base, scale, index, disp, segment),
    "block", "sym", "regmask", "subreg". `implicit_defs` / `implicit_uses` are physical
    registers that must be written out. `tied`: the first def is tied to the first use
    (two-address form), which the allocator must honour.
    """
    name: str
    defs: tuple[str, ...] = ()
    uses: tuple[str, ...] = ()
    implicit_defs: tuple[str, ...] = ()
    implicit_uses: tuple[str, ...] = ()
    tied: bool = False
    terminator: bool = False
    call: bool = False


def _table(*descs: InstrDesc) -> dict[str, InstrDesc]:
    return {d.name: d for d in descs}


# Filled by instruction selection's needs; keep it sorted by family.
INSTRS: dict[str, InstrDesc] = _table(
    InstrDesc("COPY", ("any",), ("any",)),
    InstrDesc("PHI", ("any",), ()),
    InstrDesc("ADD32rr", ("gr32",), ("gr32", "gr32"), ("eflags",), tied=True),
    InstrDesc("ADD32ri", ("gr32",), ("gr32", "imm"), ("eflags",), tied=True),
    InstrDesc("JMP_1", (), ("block",), terminator=True),
    InstrDesc("JCC_1", (), ("block", "cc"), (), ("eflags",), terminator=True),
    InstrDesc("RET", (), ("imm",), terminator=True),
)


def desc(opcode: str) -> InstrDesc:
    try:
        return INSTRS[opcode]
    except KeyError:
        raise KeyError(f"no x86-64 instruction description for {opcode}") from None
