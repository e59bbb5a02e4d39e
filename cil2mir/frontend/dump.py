"""Textual SSA dump: deterministic (ids come from Function.renumber), one line per value.

    function i32 @Program.Fib(i32 %0)  ; Program::Fib
    bb0:  ; IL_0000
      %1 = cmp lt i32 %0, 2            (cmp: operand type; the result is always i32)
      br ne i32 %1, 0, bb1, bb2
    bb1:  ; IL_0007, preds bb0
      ...

Every other instruction prints its result type; void calls print no `%N =`.
Memory and function-pointer instructions:

    %1 = slot i64 size 4 align 4
    %2 = load i32 u8 %1                (result type, then what is loaded; `volatile`,
    store i16 %1, %2                    `align 1` follow when prefixes set them)
    memcpy %1, %2, %3                  (also memset; localloc prints like an op)
    %4 = funcaddr i64 @Program.F
    %5 = calli i32 %4(%1, %2)          (`tail call` / `tail calli` for tail. calls)
"""

from __future__ import annotations

from cil2mir.frontend import ir
from cil2mir.frontend.cil import quote


def _access(m: ir.MemAccess) -> str:
    return m.mem.value + (" volatile" if m.volatile else "") + \
        (f" align {m.align}" if m.align else "")


def _inst(v: ir.Inst) -> str:
    args = ", ".join(a.ref() for a in v.args)
    tail = "tail " if v.tail else ""
    if v.op is ir.Op.CMP:
        assert isinstance(v.data, ir.Cond)
        text = f"cmp {v.data.value} {v.args[0].ty} {args}"
    elif v.op is ir.Op.CALL:
        assert isinstance(v.data, ir.Callee)
        text = f"{tail}call {v.ty} @{v.data.symbol}({args})" \
               f"{' noreturn' if v.data.noreturn else ''}"
    elif v.op is ir.Op.CALLI:
        rest = ", ".join(a.ref() for a in v.args[1:])
        text = f"{tail}calli {v.ty} {v.args[0].ref()}({rest})"
    elif v.op is ir.Op.FUNCADDR:
        assert isinstance(v.data, ir.Callee)
        text = f"funcaddr {v.ty} @{v.data.symbol}"
    elif v.op is ir.Op.SLOT:
        assert isinstance(v.data, ir.Slot)
        text = f"slot {v.ty} size {v.data.size} align {v.data.align}"
    elif v.op is ir.Op.LOAD:
        assert isinstance(v.data, ir.MemAccess)
        text = f"load {v.ty} {_access(v.data)} {args}"
    elif v.op is ir.Op.STORE:
        assert isinstance(v.data, ir.MemAccess)
        text = f"store {_access(v.data)} {args}"
    elif v.op in (ir.Op.MEMCPY, ir.Op.MEMSET):
        text = f"{v.op.value} {args}"
    elif v.op is ir.Op.GLOBALADDR:
        text = f"globaladdr {v.ty} @{v.data}"
    elif v.op is ir.Op.STR:
        assert isinstance(v.data, str)
        text = f"str {quote(v.data)}"
    else:
        text = f"{v.op.value} {v.ty} {args}"
    return text if v.ty is ir.Ty.VOID else f"{v.ref()} = {text}"


def terminator(t: ir.Terminator | None) -> str:
    """A block's terminator as the dump writes it (also fncache's fingerprint)."""
    if isinstance(t, ir.Jump):
        return f"br {t.target.name}"
    if isinstance(t, ir.Branch):
        return f"br {t.cond.value} {t.a.ty} {t.a.ref()}, {t.b.ref()}, {t.then_.name}, {t.else_.name}"
    if isinstance(t, ir.Switch):
        targets = ", ".join(b.name for b in t.targets)
        return f"switch {t.value.ty} {t.value.ref()}, [{targets}], default {t.default.name}"
    if isinstance(t, ir.Return):
        return "ret" if t.value is None else f"ret {t.value.ty} {t.value.ref()}"
    if isinstance(t, ir.Unreachable):
        return "unreachable"
    return "<no terminator>"


def function_lines(fn: ir.Function) -> list[tuple[int | None, str]]:
    """The function's dump, line by line with the IL offset each line came from (None:
    the header, block labels, phis, and what no CIL instruction made)."""
    params = ", ".join(f"{p.ty} {p.ref()}" for p in fn.params)
    lines: list[tuple[int | None, str]] = [
        (None, f"function {fn.ret} @{fn.symbol}({params})  ; {fn.il_name}")]
    for b in fn.blocks:
        notes = [f"IL_{b.il_offset:04x}"] if b.il_offset is not None else []
        if b.preds:
            notes.append("preds " + ", ".join(p.name for p in b.preds))
        lines.append((None, f"{b.name}:" + (f"  ; {', '.join(notes)}" if notes else "")))
        for phi in b.phis:
            incoming = ", ".join(f"[{v.ref()}, {blk.name}]" for blk, v in phi.incoming)
            lines.append((None, f"  {phi.ref()} = phi {phi.ty} {incoming}"))
        lines += [(inst.il_offset, f"  {_inst(inst)}") for inst in b.insts]
        lines.append((getattr(b.term, "il_offset", None), f"  {terminator(b.term)}"))
    return lines


def dump_function(fn: ir.Function) -> str:
    return "\n".join(text for _, text in function_lines(fn)) + "\n"


def dump_module(module: ir.Module) -> str:
    header = f"; assembly {module.assembly}, " + \
        (f"entry @{module.entry}\n" if module.entry else "a library (no entry point)\n")
    return header + "".join("\n" + dump_function(f) for f in module.functions)
