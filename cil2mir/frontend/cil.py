"""CIL method bodies: decoding into `Instr`s, and a textual listing.

The tiny and fat headers and the exception sections are read here, each checked to lie
in the file (a damaged one is a precise error); the instruction stream is decoded by
tables made from dncil's opcode list (the mnemonic and operand type of every opcode).
This module puts its output into one flat shape the rest of the frontend can switch on
cheaply: every short form and macro form (`ldarg.0`, `br.s`, `ldc.i4.m1`) is
mapped to its canonical opcode plus an explicit operand, while the original mnemonic
is kept for listings and messages.
"""

from __future__ import annotations

import enum
import struct
from dataclasses import dataclass

from dncil.cil.enums import OperandType
from dncil.cil.opcode import OpCodes

from cil2mir.errors import CompileError
from cil2mir.frontend.assembly import T_MEMBERREF, T_METHODDEF, Assembly, BodyReader, MethodDef

# Macro forms: mnemonic -> (canonical opcode, implied operand).
_MACROS: dict[str, tuple[str, int]] = {
    **{f"ldarg.{i}": ("ldarg", i) for i in range(4)},
    **{f"ldloc.{i}": ("ldloc", i) for i in range(4)},
    **{f"stloc.{i}": ("stloc", i) for i in range(4)},
    **{f"ldc.i4.{i}": ("ldc.i4", i) for i in range(9)},
    "ldc.i4.m1": ("ldc.i4", -1),
}

# Canonical opcodes that end a block and never fall through.
UNCONDITIONAL = frozenset({"br", "ret", "throw", "rethrow", "leave", "endfinally", "endfilter",
                           "jmp"})
# Canonical opcodes whose operand is a branch target (switch has a list of them).
BRANCHES = frozenset({"br", "brtrue", "brfalse", "beq", "bne.un", "bge", "bge.un", "bgt",
                      "bgt.un", "ble", "ble.un", "blt", "blt.un", "leave"})

Operand = int | float | list[int] | None


@dataclass(slots=True)
class Instr:
    offset: int
    size: int
    mnemonic: str          # as encoded: ldarg.0, br.s
    op: str                # canonical: ldarg, br
    operand: Operand       # arg/local index, constant, target offset(s) or token value
    is_token: bool = False

    @property
    def end(self) -> int:
        return self.offset + self.size


class ClauseKind(enum.Enum):
    CATCH = "catch"
    FILTER = "filter"
    FINALLY = "finally"
    FAULT = "fault"


@dataclass(frozen=True)
class Clause:
    """An exception-handling clause (ECMA-335 II.25.4.6), offsets in IL. Clauses come
    inner before outer, as II.19 requires; several catch clauses of one C# `try` are
    separate clauses with the same try range."""
    kind: ClauseKind
    try_start: int
    try_end: int
    handler_start: int
    handler_end: int
    filter_start: int = -1         # FILTER: the filter block runs [filter_start, handler_start)
    catch_type: int = 0            # CATCH: the TypeDef/TypeRef/TypeSpec token

    def in_try(self, offset: int) -> bool:
        return self.try_start <= offset < self.try_end

    def in_handler(self, offset: int) -> bool:
        return self.handler_start <= offset < self.handler_end

    def in_filter(self, offset: int) -> bool:
        return self.filter_start <= offset < self.handler_start


@dataclass
class Body:
    max_stack: int
    code_size: int
    locals_token: int | None
    instrs: list[Instr]
    clauses: tuple[Clause, ...] = ()
    init_locals: bool = True       # the localsinit flag (tiny headers have none: False)

    @property
    def has_exception_clauses(self) -> bool:
        return bool(self.clauses)


# Method body headers and data sections (II.25.4).
_TINY, _FAT = 0x2, 0x3                  # the first byte's low two bits
_MORE_SECTS, _INIT_LOCALS = 0x08, 0x10  # fat header flags
_SECT_EH, _SECT_FAT, _SECT_MORE = 0x01, 0x40, 0x80
_CLAUSE_KINDS = {0: ClauseKind.CATCH, 1: ClauseKind.FILTER, 2: ClauseKind.FINALLY,
                 4: ClauseKind.FAULT}


def decode_body(asm: Assembly, method: MethodDef) -> Body:
    """Decode one method body; offsets in the result are relative to the first
    instruction, as IL offsets are everywhere else. The header and the exception
    sections are read first (_header), then the instructions, up to the end of the code."""
    reader, flags, max_stack, code_size, local_tok, code, clauses = _header(asm, method)
    instrs = _instructions(reader, code)
    return Body(max_stack, code_size, local_tok or None, instrs, _clauses(clauses, instrs),
                bool(flags & _INIT_LOCALS))


def has_catch_clause(asm: Assembly, method: MethodDef) -> bool:
    """Whether the body's data sections hold a catch or filter clause (by their flags, not
    checked against the instructions: decode_body does that), from the header and the
    sections alone: a program's every body is asked this before any is compiled, and
    decoding its instructions for it doubled the decoding of the program's IL."""
    clauses = _header(asm, method)[-1]
    return any(_CLAUSE_KINDS.get(c[0]) in (ClauseKind.CATCH, ClauseKind.FILTER) for c in clauses)


def _header(asm: Assembly, method: MethodDef) -> tuple[BodyReader, int, int, int, int, int,
                                                       list[tuple[int, ...]]]:
    """The body's header and raw exception clauses, each checked to lie in the file
    section holding the body: (reader at the code, flags, max stack, code size, locals
    token, file offset of the code, clauses as _sections gives them)."""
    reader = asm.body_reader(method)
    data, start, end = reader.data, reader.pos, reader.end
    first = data[start]
    if first & 3 == _TINY:
        flags, max_stack, code_size, local_tok, header = 0, 8, first >> 2, 0, 1
    elif first & 3 == _FAT:
        if start + 12 > end:
            raise CompileError("malformed method body: its 12-byte fat header runs past the end "
                               "of the file section")
        flags, max_stack, code_size, local_tok = struct.unpack_from("<HHII", data, start)
        header = (flags >> 12) * 4
        if header < 12:
            raise CompileError(f"malformed method body: the fat header says it has {header} "
                               f"bytes, at least 12 are needed")
    else:
        raise CompileError(f"malformed method body: header byte 0x{first:02x} is neither a tiny "
                           f"nor a fat header")
    code = start + header
    if code + code_size > end:
        raise CompileError(f"malformed method body: its {code_size} bytes of code run past the "
                           f"end of the file section")
    reader.seek(code)
    reader.end = code + code_size
    clauses = _sections(data, code + code_size, end) if flags & _MORE_SECTS else []
    return reader, flags, max_stack, code_size, local_tok, code, clauses


def _instructions(reader: BodyReader, code: int) -> list[Instr]:
    """The instructions of the code from reader.pos to reader.end, by one table lookup per
    opcode (_ONE_BYTE, _TWO_BYTE) and one struct unpack per operand."""
    data, pos, end = reader.data, reader.pos, reader.end
    instrs: list[Instr] = []
    while pos < end:
        offset = pos - code
        first = data[pos]
        if first == 0xFE:
            if pos + 1 >= end:
                raise CompileError("instruction runs past the end of the method body", offset=offset)
            entry, size = _TWO_BYTE[data[pos + 1]], 2
        else:
            entry, size = _ONE_BYTE[first], 1
        mnemonic, op, operand, kind, unpack, width = entry
        if mnemonic.startswith("UNKNOWN"):
            raise CompileError(f"invalid opcode {bytes(data[pos:pos + size]).hex()}", offset=offset)
        if width:
            at = pos + size
            if at + width > end:
                raise CompileError("instruction runs past the end of the method body", offset=offset)
            operand = unpack(data, at)[0]
            size += width
            if kind is _SWITCH:             # a count, then that many int32 offsets
                if at + 4 + 4 * operand > end:
                    raise CompileError("instruction runs past the end of the method body",
                                       offset=offset)
                targets = struct.unpack_from(f"<{operand}i", data, at + 4)
                size += 4 * operand
                operand = [offset + size + t for t in targets]
            elif kind is _BRANCH:           # relative to the next instruction
                operand += offset + size
        instrs.append(Instr(offset, size, mnemonic, op, operand, kind is _TOKEN))
        pos += size
    return instrs


# What an operand is, beyond its bytes.
_VALUE, _BRANCH, _SWITCH, _TOKEN = "value", "branch", "switch", "token"
# dncil's operand types: (kind, struct format of the bytes after the opcode, or None: none)
_OPERAND_LAYOUT: dict[OperandType, tuple[str, str | None]] = {
    OperandType.InlineNone: (_VALUE, None), OperandType.InlinePhi: (_VALUE, None),
    OperandType.ShortInlineBrTarget: (_BRANCH, "<b"), OperandType.InlineBrTarget: (_BRANCH, "<i"),
    OperandType.ShortInlineI: (_VALUE, "<b"), OperandType.InlineI: (_VALUE, "<i"),
    OperandType.InlineI8: (_VALUE, "<q"), OperandType.ShortInlineR: (_VALUE, "<f"),
    OperandType.InlineR: (_VALUE, "<d"), OperandType.ShortInlineVar: (_VALUE, "<B"),
    OperandType.InlineVar: (_VALUE, "<H"), OperandType.InlineSwitch: (_SWITCH, "<I"),
    **{t: (_TOKEN, "<I") for t in (OperandType.InlineField, OperandType.InlineMethod,
                                   OperandType.InlineSig, OperandType.InlineString,
                                   OperandType.InlineTok, OperandType.InlineType)},
}


def _opcode_entry(opcode) -> tuple:
    """(mnemonic, canonical opcode, implied operand, operand kind, unpack, operand bytes) of
    one of dncil's opcodes: every short and macro form mapped to its canonical opcode."""
    mnemonic = opcode.name
    kind, fmt = _OPERAND_LAYOUT[opcode.operand_type]
    macro = _MACROS.get(mnemonic)
    op, operand = macro if macro is not None else (
        mnemonic[:-2] if mnemonic.endswith(".s") else mnemonic, None)
    layout = struct.Struct(fmt) if fmt else None
    return (mnemonic, op, operand, kind, layout.unpack_from if layout else None,
            layout.size if layout else 0)


_OPCODES = OpCodes()
_ONE_BYTE = [_opcode_entry(o) for o in _OPCODES.one_byte_op_codes]
_TWO_BYTE = [_opcode_entry(o) for o in _OPCODES.two_byte_op_codes]


def _sections(data: memoryview, code_end: int, end: int) -> list[tuple[int, ...]]:
    """The exception clauses of the data sections after the code (II.25.4.5-6), as
    (flags, try offset, try length, handler offset, handler length, token or filter
    offset); sections of other kinds are skipped, as Mono does."""
    out: list[tuple[int, ...]] = []
    pos, more, n = code_end + 3 & ~3, True, 0
    while more:
        n += 1
        if pos + 4 > end:
            raise CompileError(f"malformed method body: data section {n} runs past the end of "
                               f"the file section")
        kind = data[pos]
        fat = kind & _SECT_FAT != 0
        size = int.from_bytes(data[pos + 1:pos + 4], "little") if fat else data[pos + 1]
        if size < 4:
            raise CompileError(f"malformed method body: data section {n} has size {size}, less "
                               f"than its 4-byte header")
        if pos + size > end:
            raise CompileError(f"malformed method body: data section {n} ({size} bytes) runs past "
                               f"the end of the file section")
        if kind & _SECT_EH:
            fmt = "<IIIIII" if fat else "<HHBHBI"
            entry = struct.calcsize(fmt)
            out += struct.iter_unpack(fmt, data[pos + 4:pos + 4 + (size - 4) // entry * entry])
        pos, more = pos + size, kind & _SECT_MORE != 0
    return out


def _clauses(raw: list[tuple[int, ...]], instrs: list[Instr]) -> tuple[Clause, ...]:
    """The exception clauses, checked: a known kind, every boundary on an instruction (or
    the end of the code), ranges not empty, the handler outside its try block."""
    starts = {ins.offset for ins in instrs}
    bounds = starts | {instrs[-1].end} if instrs else starts
    out = []
    for n, (flags, try_start, try_length, handler_start, handler_length, extra) in enumerate(raw, 1):
        kind = _CLAUSE_KINDS.get(flags)
        if kind is None:
            raise CompileError(f"malformed exception clause {n}: flags 0x{flags:x} are no clause kind")
        c = Clause(kind, try_start, try_start + try_length, handler_start,
                   handler_start + handler_length, extra if kind is ClauseKind.FILTER else -1,
                   extra if kind is ClauseKind.CATCH else 0)
        points = [c.try_start, c.handler_start] + ([c.filter_start] if c.filter_start >= 0 else [])
        if any(p not in starts for p in points) or c.try_end not in bounds \
                or c.handler_end not in bounds or c.try_start >= c.try_end \
                or c.handler_start >= c.handler_end \
                or (c.kind is ClauseKind.FILTER and c.filter_start >= c.handler_start) \
                or c.try_start < c.handler_end and c.handler_start < c.try_end:
            raise CompileError(f"malformed {kind.value} clause: try {il_label(c.try_start)}"
                               f"..{il_label(c.try_end)}, handler {il_label(c.handler_start)}"
                               f"..{il_label(c.handler_end)}")
        out.append(c)
    return tuple(out)


# ---- listing ---------------------------------------------------------------------------

def quote(s: str) -> str:
    """A string literal for listings and dumps: printable ASCII kept, the rest escaped,
    so that output is one line and the same on every machine."""
    out = []
    for ch in s:
        if ch in '"\\':
            out.append("\\" + ch)
        elif " " <= ch <= "~":
            out.append(ch)
        else:
            out.append(f"\\u{ord(ch):04x}")
    return '"' + "".join(out) + '"'


def il_label(offset: int) -> str:
    """`IL_001a`; a (bad) negative branch target prints as `IL_-001a`."""
    return f"IL_{offset:04x}" if offset >= 0 else f"IL_-{-offset:04x}"


def format_operand(asm: Assembly, ins: Instr) -> str:
    v = ins.operand
    if v is None:
        return ""
    if ins.op in BRANCHES:
        assert isinstance(v, int)
        return il_label(v)
    if ins.op == "switch":
        assert isinstance(v, list)
        return "(" + ", ".join(il_label(t) for t in v) + ")"
    if ins.op == "ldstr":
        assert isinstance(v, int)
        return quote(asm.user_string(v))
    if ins.op in ("call", "callvirt", "newobj", "jmp", "ldftn", "ldvirtftn") and ins.is_token:
        assert isinstance(v, int)
        if v >> 24 == T_METHODDEF:
            m = asm.method_def(v)
            return f"{m.sig.ret} {m.full_name}"
        if v >> 24 == T_MEMBERREF:
            r = asm.member_ref(v)
            return f"{r.sig.ret} {r.key}"
    if ins.is_token:
        return f"0x{v:08x}"
    return str(v)


def listing(asm: Assembly, method: MethodDef, body: Body) -> list[tuple[int | None, str]]:
    """The method's listing, line by line with the IL offset of the instruction on it
    (None on the header lines)."""
    kind = "static " if method.is_static else ""
    lines: list[tuple[int | None, str]] = [
        (None, f".method {kind}{method.sig.ret} {method.full_name}    // {method.symbol}"),
        (None, f"  .maxstack {body.max_stack}")]
    local_types = asm.local_types(body.locals_token)
    if local_types:
        lines.append((None, "  .locals (" + ", ".join(t.name for t in local_types) + ")"))
    for ins in body.instrs:
        operand = "" if ins.mnemonic in _MACROS else format_operand(asm, ins)
        text = f"  IL_{ins.offset:04x}: {ins.mnemonic}{' ' + operand if operand else ''}"
        lines.append((ins.offset, text))
    return lines


def format_body(asm: Assembly, method: MethodDef, body: Body) -> str:
    return "\n".join(text for _, text in listing(asm, method, body)) + "\n"


def dump_cil(path: str) -> str:
    """The CIL listing of every method with a CIL body (`cil2mir compile --dump-cil`)."""
    asm = Assembly(path)
    parts = []
    for m in asm.methods:
        if m.rva and m.is_il:
            try:
                parts.append(format_body(asm, m, decode_body(asm, m)))
            except CompileError as e:
                raise e.located(assembly=asm.name, method=m.il_name)
    return "\n".join(parts)
