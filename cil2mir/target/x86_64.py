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
# rbp too (last: like the others, the prologue saves it once used), except in a function
# that keeps a frame pointer: one that allocates on the stack at run time (localloc), whose
# frame prologepilog addresses through rbp (liveness.build_intervals reserves it there).
CALLEE_SAVED = ["rbx", "r12", "r13", "r14", "r15", "rbp"]
FRAME_POINTER = "rbp"
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
    # the pointer operand of TCRETURNri64 (LLVM's ptr_rc_tailcall): rax rcx rdx rsi rdi r8
    # r9 r11 (no callee-saved register: the epilogue restores those before the jump)
    "gr64_tc": ("gpr", 64),
}

# Register classes the allocator may meet beyond the plain ones above (added with floats;
# names as llc prints them after finalize-isel). Bank and width only; which units each may
# use is REG_CLASS_UNITS below.
for _rc, _bw in {
    "gr32_nosp": ("gpr", 32),
    "gr64_nosp_and_gr64_tc": ("gpr", 64),
    "gr8_norex": ("gpr", 8), "gr16_norex": ("gpr", 16),
    "gr32_norex": ("gpr", 32), "gr64_norex": ("gpr", 64),
    "gr8_abcd_l": ("gpr", 8), "gr32_abcd": ("gpr", 32), "gr64_abcd": ("gpr", 64),
    "fr32x": ("xmm", 32), "fr64x": ("xmm", 64), "vr128x": ("xmm", 128),
}.items():
    REG_CLASSES.setdefault(_rc, _bw)

# Register class -> the allocatable units it may use, for classes narrower than their bank
# (every class not listed may use any allocatable unit of its bank: ALLOCATABLE_GPRS or
# XMM_REGS). GR64_TC (checked against llc 14 and 19's verifier) holds only caller-saved,
# non-rbp/r10 registers: prologepilog restores callee-saved ones before a tail call jumps.
REG_CLASS_UNITS: dict[str, tuple[str, ...]] = {
    "gr64_tc": ("rax", "rcx", "rdx", "rsi", "rdi", "r8", "r9", "r11"),
    "gr64_nosp_and_gr64_tc": ("rax", "rcx", "rdx", "rsi", "rdi", "r8", "r9", "r11"),
    **{rc: ("rax", "rcx", "rdx", "rbx", "rsi", "rdi")
       for rc in ("gr16_norex", "gr32_norex", "gr64_norex")},
    # 8-bit views without REX: al cl dl bl (sil/dil need a REX prefix)
    **{rc: ("rax", "rcx", "rdx", "rbx")
       for rc in ("gr8_norex", "gr8_abcd_l", "gr32_abcd", "gr64_abcd")},
}

SUBREG_BITS = {"sub_8bit": 8, "sub_16bit": 16, "sub_32bit": 32}

# Shifts, rotates and BT with the count (bit index) in a register use only its low bits:
# operand width -> the mask the hardware applies. An AND of the count with a mask that
# keeps these bits changes nothing and need not be computed.
COUNT_MASK = {32: 31, 64: 63}

# ---- addresses ------------------------------------------------------------------------------

# An x86 memory operand is base + index * scale + disp: the scales the encoding has, the
# displacement's width (a signed 32-bit immediate) and the class an index register must
# have (%rsp cannot be an index, so the operand is gr64_nosp; llc's verifier checks it).
ADDRESS_SCALES = (1, 2, 4, 8)
ADDRESS_DISP_BITS = 32
ADDRESS_INDEX_CLASS = "gr64_nosp"


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

    `defs` and `uses` are the explicit operand kinds in order: a register class name
    ("any" for the generic COPY/PHI/SUBREG_TO_REG), "imm", "cc" (condition code
    immediate), "mem" (five operands: base, scale, index, disp, segment), "block",
    "sym", "regmask", "subreg". `implicit_defs` / `implicit_uses` are physical registers
    that must be written out (the parser rejects an instruction that lacks one).
    `dead_defs`: the implicit defs printed `dead` unless the selector says otherwise
    (the `$eflags` of arithmetic; never the `$eflags` of CMP/TEST, which is the result).
    `tied`: the first def is tied to the first use (two-address form), which the
    allocator must honour. `terminator`: ends the block (the allocator puts block-end
    copies before it). `barrier`: control never falls through it (JMP, RET); llc's MIR
    parser guesses a fallthrough successor for a block that does not end in one.
    `call`: clobbers the registers its regmask does not preserve. `variadic`: takes
    extra explicit operands (PHI pairs, RET's return register) or extra implicit
    operands (a call's argument and result registers).
    """
    name: str
    defs: tuple[str, ...] = ()
    uses: tuple[str, ...] = ()
    implicit_defs: tuple[str, ...] = ()
    implicit_uses: tuple[str, ...] = ()
    tied: bool = False
    terminator: bool = False
    call: bool = False
    dead_defs: tuple[str, ...] = ()
    barrier: bool = False
    variadic: bool = False


def _table(*descs: InstrDesc) -> dict[str, InstrDesc]:
    return {d.name: d for d in descs}


def _flags(name: str, defs: tuple[str, ...], uses: tuple[str, ...], *, tied: bool = True,
           implicit_uses: tuple[str, ...] = ()) -> InstrDesc:
    """An arithmetic instruction whose `$eflags` def nobody reads (printed `dead`)."""
    return InstrDesc(name, defs, uses, ("eflags",), implicit_uses, tied=tied, dead_defs=("eflags",))


def _compare(name: str, uses: tuple[str, ...]) -> InstrDesc:
    """CMP/TEST: the live `$eflags` def is the result."""
    return InstrDesc(name, (), uses, ("eflags",))


def _binary_family(op: str, imm_op: str, *, imm_tied: bool = True,
                   memory_destination: bool = True) -> tuple[InstrDesc, ...]:
    """`OP32rr`, `OP64rr`, the forms with a memory source (`OP32rm`: dst = dst op [mem]),
    the immediate forms (`imm_op` is e.g. `ADD32ri`/`ADD64ri32`) and, unless
    `memory_destination` is false (IMUL has none), the read-modify-write forms
    (`OP32mr`/`OP32mi`: [mem] = [mem] op src)."""
    rmw = (_flags(f"{op}32mr", (), ("mem", "gr32"), tied=False),
           _flags(f"{op}64mr", (), ("mem", "gr64"), tied=False),
           _flags(f"{op}32mi", (), ("mem", "imm"), tied=False),
           _flags(f"{op}64mi32", (), ("mem", "imm"), tied=False)) if memory_destination else ()
    return (*rmw,
            _flags(f"{op}32rr", ("gr32",), ("gr32", "gr32")),
            _flags(f"{op}64rr", ("gr64",), ("gr64", "gr64")),
            _flags(f"{op}32rm", ("gr32",), ("gr32", "mem")),
            _flags(f"{op}64rm", ("gr64",), ("gr64", "mem")),
            _flags(f"{imm_op}32{'rri' if not imm_tied else 'ri'}", ("gr32",), ("gr32", "imm"),
                   tied=imm_tied),
            _flags(f"{imm_op}64{'rri32' if not imm_tied else 'ri32'}", ("gr64",), ("gr64", "imm"),
                   tied=imm_tied))


def _shift_family(op: str) -> tuple[InstrDesc, ...]:
    return (_flags(f"{op}32rCL", ("gr32",), ("gr32",), implicit_uses=("cl",)),
            _flags(f"{op}64rCL", ("gr64",), ("gr64",), implicit_uses=("cl",)),
            _flags(f"{op}32ri", ("gr32",), ("gr32", "imm")),
            _flags(f"{op}64ri", ("gr64",), ("gr64", "imm")))


def _sse(name: str, defs: tuple[str, ...], uses: tuple[str, ...], *, tied: bool = False,
         mxcsr: bool = True) -> InstrDesc:
    """An SSE instruction: most read the rounding mode (`implicit $mxcsr`, which llc's
    parser demands); two-address arithmetic ties its result to the first source."""
    return InstrDesc(name, defs, uses, (), ("mxcsr",) if mxcsr else (), tied=tied)


def _sse_arith() -> tuple[InstrDesc, ...]:
    out = []
    for op in ("ADD", "SUB", "MUL", "DIV"):
        for p, rc in (("SD", "fr64"), ("SS", "fr32")):
            out.append(_sse(f"{op}{p}rr", (rc,), (rc, rc), tied=True))
            out.append(_sse(f"{op}{p}rm", (rc,), (rc, "mem"), tied=True))
    return tuple(out)


def _divide(name: str, rc: str, lo: str, hi: str) -> InstrDesc:
    """DIV/IDIV: dividend in lo:hi, quotient to lo, remainder to hi."""
    return InstrDesc(name, (), (rc,), (lo, hi, "eflags"), (lo, hi), dead_defs=("eflags",))


_STACK_ADJUST_DEFS = ("rsp", "eflags", "ssp")

# Filled by instruction selection's needs; keep it sorted by family.
INSTRS: dict[str, InstrDesc] = _table(
    # generic
    InstrDesc("COPY", ("any",), ("any",)),
    InstrDesc("PHI", ("any",), (), variadic=True),
    InstrDesc("SUBREG_TO_REG", ("any",), ("imm", "any", "subreg")),
    # constants and moves
    InstrDesc("MOV32r0", ("gr32",), (), ("eflags",), dead_defs=("eflags",)),
    InstrDesc("MOV32ri", ("gr32",), ("imm",)),
    InstrDesc("MOV32ri64", ("gr64",), ("imm",)),
    InstrDesc("MOV64ri32", ("gr64",), ("imm",)),
    InstrDesc("MOV64ri", ("gr64",), ("imm",)),
    InstrDesc("MOV32rr", ("gr32",), ("gr32",)),
    InstrDesc("LEA64r", ("gr64",), ("mem",)),
    InstrDesc("LEA64_32r", ("gr32",), ("mem",)),      # 32-bit result of a 64-bit address
    # memory
    InstrDesc("MOV32rm", ("gr32",), ("mem",)),
    InstrDesc("MOV64rm", ("gr64",), ("mem",)),
    InstrDesc("MOVSX64rm32", ("gr64",), ("mem",)),
    InstrDesc("MOVSX32rm8", ("gr32",), ("mem",)),
    InstrDesc("MOVZX32rm8", ("gr32",), ("mem",)),
    InstrDesc("MOVSX32rm16", ("gr32",), ("mem",)),
    InstrDesc("MOVZX32rm16", ("gr32",), ("mem",)),
    InstrDesc("MOV8mi", (), ("mem", "imm")),
    InstrDesc("MOV16mi", (), ("mem", "imm")),
    InstrDesc("MOV32mr", (), ("mem", "gr32")),
    InstrDesc("MOV64mr", (), ("mem", "gr64")),
    InstrDesc("MOV32mi", (), ("mem", "imm")),
    InstrDesc("MOV64mi32", (), ("mem", "imm")),
    # spill stores and reloads of the register allocator (regalloc/util.py)
    InstrDesc("MOV8rm", ("gr8",), ("mem",)),
    InstrDesc("MOV16rm", ("gr16",), ("mem",)),
    InstrDesc("MOV8mr", (), ("mem", "gr8")),
    InstrDesc("MOV16mr", (), ("mem", "gr16")),
    InstrDesc("MOVSSrm_alt", ("fr32",), ("mem",)),
    InstrDesc("MOVSDrm_alt", ("fr64",), ("mem",)),
    InstrDesc("MOVAPSrm", ("vr128",), ("mem",)),
    InstrDesc("MOVSSmr", (), ("mem", "fr32")),
    InstrDesc("MOVSDmr", (), ("mem", "fr64")),
    InstrDesc("MOVAPSmr", (), ("mem", "vr128")),
    # block copies (isel's small MEMCPY): unaligned 16 bytes
    InstrDesc("MOVUPSrm", ("vr128",), ("mem",)),
    InstrDesc("MOVUPSmr", (), ("mem", "vr128")),
    # integer arithmetic
    _flags("AND8rr", ("gr8",), ("gr8", "gr8")),
    _flags("OR8rr", ("gr8",), ("gr8", "gr8")),
    *_binary_family("ADD", "ADD"),
    *_binary_family("SUB", "SUB"),
    *_binary_family("AND", "AND"),
    *_binary_family("OR", "OR"),
    *_binary_family("XOR", "XOR"),
    *_binary_family("IMUL", "IMUL", imm_tied=False, memory_destination=False),  # IMUL32rri: 3-address
    _flags("NEG32r", ("gr32",), ("gr32",)),
    _flags("NEG64r", ("gr64",), ("gr64",)),
    InstrDesc("NOT32r", ("gr32",), ("gr32",), tied=True),
    InstrDesc("NOT64r", ("gr64",), ("gr64",), tied=True),
    *_shift_family("SHL"),
    *_shift_family("SHR"),
    *_shift_family("SAR"),
    *_shift_family("ROL"),
    # division
    InstrDesc("CDQ", (), (), ("eax", "edx"), ("eax",)),
    InstrDesc("CQO", (), (), ("rax", "rdx"), ("rax",)),
    _divide("IDIV32r", "gr32", "eax", "edx"),
    _divide("IDIV64r", "gr64", "rax", "rdx"),
    _divide("DIV32r", "gr32", "eax", "edx"),
    _divide("DIV64r", "gr64", "rax", "rdx"),
    # extensions
    InstrDesc("MOVSX32rr8", ("gr32",), ("gr8",)),
    InstrDesc("MOVZX32rr8", ("gr32",), ("gr8",)),
    InstrDesc("MOVSX32rr16", ("gr32",), ("gr16",)),
    InstrDesc("MOVZX32rr16", ("gr32",), ("gr16",)),
    InstrDesc("MOVSX64rr32", ("gr64",), ("gr32",)),
    # compares
    _compare("CMP32rr", ("gr32", "gr32")),
    _compare("CMP64rr", ("gr64", "gr64")),
    _compare("CMP32ri", ("gr32", "imm")),
    _compare("CMP64ri32", ("gr64", "imm")),
    # with a memory operand: `CMP32rm %a, mem` compares a with [mem], `CMP32mr` [mem] with a
    _compare("CMP32rm", ("gr32", "mem")),
    _compare("CMP64rm", ("gr64", "mem")),
    _compare("CMP32mr", ("mem", "gr32")),
    _compare("CMP64mr", ("mem", "gr64")),
    _compare("CMP32mi", ("mem", "imm")),
    _compare("CMP64mi32", ("mem", "imm")),
    _compare("TEST32rr", ("gr32", "gr32")),
    _compare("TEST64rr", ("gr64", "gr64")),
    _compare("TEST32ri", ("gr32", "imm")),
    _compare("TEST64ri32", ("gr64", "imm")),
    # `BT32rr %x, %n`: CF = bit n (mod the width) of x; the register form only (the memory
    # form addresses a bit string beyond the operand)
    _compare("BT32rr", ("gr32", "gr32")),
    _compare("BT64rr", ("gr64", "gr64")),
    InstrDesc("SETCCr", ("gr8",), ("cc",), (), ("eflags",)),
    # `%r = CMOV64rr %f, %t, cc` is `cc ? %t : %f` (the result is tied to %f)
    InstrDesc("CMOV32rr", ("gr32",), ("gr32", "gr32", "cc"), (), ("eflags",), tied=True),
    InstrDesc("CMOV64rr", ("gr64",), ("gr64", "gr64", "cc"), (), ("eflags",), tied=True),
    # SSE scalar floating point (cookbook §6)
    InstrDesc("FsFLD0SD", ("fr64",), ()),
    InstrDesc("FsFLD0SS", ("fr32",), ()),
    *_sse_arith(),
    # x ^ sign mask on the whole register (llc's fneg); the mask is a 16-byte constant
    InstrDesc("PXORrm", ("vr128",), ("vr128", "mem"), tied=True),
    # x & ~sign mask (llc's fabs)
    InstrDesc("PANDrm", ("vr128",), ("vr128", "mem"), tied=True),
    _sse("SQRTSDr", ("fr64",), ("fr64",)),
    _sse("SQRTSSr", ("fr32",), ("fr32",)),
    # MINSD a, b = a < b ? a : b and MAXSD a, b = a > b ? a : b: b when either is NaN, and
    # b for two zeros of any sign
    _sse("MINSDrr", ("fr64",), ("fr64", "fr64"), tied=True),
    _sse("MAXSDrr", ("fr64",), ("fr64", "fr64"), tied=True),
    _sse("MINSSrr", ("fr32",), ("fr32", "fr32"), tied=True),
    _sse("MAXSSrr", ("fr32",), ("fr32", "fr32"), tied=True),
    # UCOMISD/UCOMISS set ZF PF CF like an unsigned compare; unordered sets all three
    InstrDesc("UCOMISDrr", (), ("fr64", "fr64"), ("eflags",), ("mxcsr",)),
    InstrDesc("UCOMISSrr", (), ("fr32", "fr32"), ("eflags",), ("mxcsr",)),
    InstrDesc("UCOMISDrm", (), ("fr64", "mem"), ("eflags",), ("mxcsr",)),
    InstrDesc("UCOMISSrm", (), ("fr32", "mem"), ("eflags",), ("mxcsr",)),
    _sse("CVTSI2SDrr", ("fr64",), ("gr32",), mxcsr=False),     # exact: no rounding
    _sse("CVTSI2SSrr", ("fr32",), ("gr32",)),
    _sse("CVTSI642SDrr", ("fr64",), ("gr64",)),
    _sse("CVTSI642SSrr", ("fr32",), ("gr64",)),
    _sse("CVTTSD2SIrr", ("gr32",), ("fr64",)),
    _sse("CVTTSD2SI64rr", ("gr64",), ("fr64",)),
    _sse("CVTTSS2SIrr", ("gr32",), ("fr32",)),
    _sse("CVTTSS2SI64rr", ("gr64",), ("fr32",)),
    _sse("CVTSS2SDrr", ("fr64",), ("fr32",)),
    _sse("CVTSD2SSrr", ("fr32",), ("fr64",)),
    InstrDesc("MOV64toSDrr", ("fr64",), ("gr64",)),
    InstrDesc("MOVDI2SSrr", ("fr32",), ("gr32",)),
    InstrDesc("MOVSDto64rr", ("gr64",), ("fr64",)),
    InstrDesc("MOVSS2DIrr", ("gr32",), ("fr32",)),
    # control flow
    InstrDesc("JMP_1", (), ("block",), terminator=True, barrier=True),
    InstrDesc("JCC_1", (), ("block", "cc"), (), ("eflags",), terminator=True),
    InstrDesc("JMP64r", (), ("gr64",), terminator=True, barrier=True),
    InstrDesc("RET", (), ("imm",), terminator=True, barrier=True, variadic=True),
    # `ud2` after a noreturn call. Not a barrier for llc, so a block ending in it must
    # print an explicit (empty) successor list.
    InstrDesc("TRAP", (), (), terminator=True),
    # calls
    InstrDesc("ADJCALLSTACKDOWN64", (), ("imm", "imm", "imm"), _STACK_ADJUST_DEFS, ("rsp", "ssp"),
              dead_defs=_STACK_ADJUST_DEFS),
    InstrDesc("ADJCALLSTACKUP64", (), ("imm", "imm"), _STACK_ADJUST_DEFS, ("rsp", "ssp"),
              dead_defs=_STACK_ADJUST_DEFS),
    InstrDesc("CALL64pcrel32", (), ("sym", "regmask"), ("rsp", "ssp"), ("rsp", "ssp"),
              call=True, variadic=True),
    InstrDesc("CALL64r", (), ("gr64", "regmask"), ("rsp", "ssp"), ("rsp", "ssp"),
              call=True, variadic=True),
    # Tail calls: `TCRETURNdi64 @f, 0, csr_64` / `TCRETURNri64 %p:gr64_tc, 0, csr_64`, the
    # imm being the stack adjustment (always 0 here: only register arguments). They end the
    # block like RET (PEI puts the epilogue before them) and list the argument registers.
    InstrDesc("TCRETURNdi64", (), ("sym", "imm", "regmask"), (), ("rsp", "ssp"),
              terminator=True, call=True, barrier=True, variadic=True),
    InstrDesc("TCRETURNri64", (), ("gr64_tc", "imm", "regmask"), (), ("rsp", "ssp"),
              terminator=True, call=True, barrier=True, variadic=True),
)

# Condition-code immediates of JCC_1 / SETCCr / CMOV (the same numbers in llc 14 and 19).
CC = {"o": 0, "no": 1, "b": 2, "ae": 3, "e": 4, "ne": 5, "be": 6, "a": 7,
      "s": 8, "ns": 9, "p": 10, "np": 11, "l": 12, "ge": 13, "le": 14, "g": 15}



@dataclass(frozen=True)
class InlineCall:
    """A runtime function that instruction selection computes in place of the call, with
    the runtime's result to the bit (runtime/cil2mir_rt.c); isel/select.py has one lowering
    per `pattern`:

    * "sse": `opcode` on the argument (SQRTSDr: IEEE sqrt, as C's sqrt);
    * "and_mask": the argument ANDed with the 16-byte constant `mask` on `vr128` (fabs:
      the sign bit cleared, NaNs included, as llc selects it);
    * "nan_first": .NET's float Min/Max, `a < b || isnan(a) ? a : b` (Max with >): `opcode`
      (MINSD/MAXSD) gives every answer but a NaN `a`, which a CMOVP on the bits puts back;
    * "cmov": integer Min/Max `a <= b ? a : b` (Max >=): CMP a, b and a CMOV on `cc`.
    """
    pattern: str
    opcode: str
    mask: str = ""
    cc: int = 0
    bits: int = 0


_ABS_MASK = {64: "<2 x i64> <i64 9223372036854775807, i64 9223372036854775807>",
             32: "<4 x i32> <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>"}
# integer Min/Max suffix -> (width, Min's condition, Max's); u8/u16 are zero-extended int32s
_INT_MINMAX = {"i8": (32, "le", "ge"), "u8": (32, "be", "ae"), "i16": (32, "le", "ge"),
               "u16": (32, "be", "ae"), "i32": (32, "le", "ge"), "u32": (32, "be", "ae"),
               "i64": (64, "le", "ge"), "u64": (64, "be", "ae")}

# runtime symbol -> its inline form
INLINE_CALLS: dict[str, InlineCall] = {
    "rt_Math_Sqrt_f64": InlineCall("sse", "SQRTSDr"),
    "rt_Math_Abs_f64": InlineCall("and_mask", "PANDrm", mask=_ABS_MASK[64]),
    "rt_Math_Abs_f32": InlineCall("and_mask", "PANDrm", mask=_ABS_MASK[32]),
    **{f"rt_Math_{m}_{s}": InlineCall("nan_first", f"{m.upper()}{p}rr")
       for m in ("Min", "Max") for s, p in (("f64", "SD"), ("f32", "SS"))},
    **{f"rt_Math_Min_{s}": InlineCall("cmov", f"CMOV{bits}rr", cc=CC[le], bits=bits)
       for s, (bits, le, _) in _INT_MINMAX.items()},
    **{f"rt_Math_Max_{s}": InlineCall("cmov", f"CMOV{bits}rr", cc=CC[ge], bits=bits)
       for s, (bits, _, ge) in _INT_MINMAX.items()},
}


def desc(opcode: str) -> InstrDesc:
    try:
        return INSTRS[opcode]
    except KeyError:
        raise KeyError(f"no x86-64 instruction description for {opcode}") from None
