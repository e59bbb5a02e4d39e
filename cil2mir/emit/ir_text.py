"""Function bodies written straight as LLVM IR text, exactly as llvmlite prints them.

`llvm_ir._FunctionBuilder` decides what each SSA instruction becomes through the methods of
an llvmlite `IRBuilder`. Building llvmlite's instruction objects and then printing them was
most of the time of the LLVM IR stage; `TextBuilder` has the same methods (those the
function builder calls) but writes each instruction's line at once, in llvmlite's spelling:
the same formats (double spaces and all, trailing blanks stripped), the same value names
(every instruction registers its name in the function's llvmlite name scope, an unnamed one
as `.N`, in creation order), the same omission of casts to the type a value already has.
Module-level values (functions, globals, constants) stay llvmlite objects: operands are
printed with their `type` and `get_reference()` whatever they are.

Only a load, a store, an alloca (their alignment and volatility are set after creation),
a switch (cases added) and a phi (incoming values added) are lines made when the body is
printed. Debug locations (-g) are not written here: that path keeps llvmlite's objects.
"""

from __future__ import annotations

import llvmlite.ir as llir
from llvmlite.ir._utils import NameScope

_I1 = llir.IntType(1)
_CMP = {">": "gt", "<": "lt", "==": "eq", "!=": "ne", ">=": "ge", "<=": "le"}


def _reference(name: str) -> str:
    """How llvmlite names a local value or a block in an operand: `%"name"`, escaped."""
    if "\\" in name or '"' in name:
        name = name.replace("\\", "\\5c").replace('"', '\\22')
    return f'%"{name}"'


class TextValue:
    """A value defined in the body: its llvmlite type (the function builder reads it) and
    its reference."""
    __slots__ = ("type", "ref")

    def __init__(self, type_: llir.Type, ref: str) -> None:
        self.type = type_
        self.ref = ref

    def get_reference(self) -> str:
        return self.ref

    @property
    def function_type(self) -> llir.FunctionType:
        ty = self.type
        return ty.pointee if isinstance(ty, llir.PointerType) else ty


class TextBlock:
    """A basic block: its label, its reference and its lines."""
    __slots__ = ("name", "ref", "lines")

    def __init__(self, name: str) -> None:
        self.name = name
        self.ref = _reference(name)
        self.lines: list = []

    def get_reference(self) -> str:
        return self.ref

    def label(self) -> str:
        return llir.Block._format_name(self)          # (quoted unless a plain identifier)


class _Deferred(TextValue):
    """An instruction whose line is made at printing time."""
    __slots__ = ("prefix",)

    def line(self) -> str:
        raise NotImplementedError


class TextLoad(_Deferred):
    __slots__ = ("ptr", "align", "volatile")

    def line(self) -> str:
        ptr = self.ptr
        align = f", align {self.align}" if self.align is not None else ""
        op = "load volatile" if self.volatile else "load"
        return f"{self.prefix}{op} {self.type}, {ptr.type} {ptr.get_reference()}{align}"


class TextStore(_Deferred):
    __slots__ = ("value", "ptr", "align", "volatile")

    def line(self) -> str:
        value, ptr = self.value, self.ptr
        align = f", align {self.align}" if self.align is not None else ""
        op = "store volatile" if self.volatile else "store"
        return f"{op} {value.type} {value.get_reference()}, {ptr.type} {ptr.get_reference()}{align}"


class TextAlloca(_Deferred):
    __slots__ = ("allocated", "count", "align")

    def line(self) -> str:
        text = f"{self.prefix}alloca {self.allocated}"
        if self.count is not None:
            text += f", {self.count.type} {self.count.get_reference()}"
        if self.align is not None:
            text += f", align {self.align}"
        return text


class TextSwitch(_Deferred):
    __slots__ = ("value", "default", "cases")

    def add_case(self, value: llir.Constant, block: TextBlock) -> None:
        self.cases.append((value, block))

    def line(self) -> str:
        cases = " ".join(f"{v.type} {v.get_reference()}, label {b.get_reference()}"
                         for v, b in self.cases)
        return (f"switch {self.value.type} {self.value.get_reference()}, "
                f"label {self.default.get_reference()} [{cases}]")


class TextPhi(_Deferred):
    __slots__ = ("incoming",)

    def add_incoming(self, value, block: TextBlock) -> None:
        self.incoming.append((value, block))

    def line(self) -> str:
        incs = ", ".join(f"[{v.get_reference()}, {b.get_reference()}]" for v, b in self.incoming)
        return f"{self.prefix}phi  {self.type} {incs}"


def _binop(opname: str):
    def method(self: "TextBuilder", lhs, rhs, name: str = "") -> TextValue:
        if lhs.type != rhs.type:
            raise ValueError(f"Operands must be the same type, got ({lhs.type}, {rhs.type})")
        ref = self._name(name)
        self.block.lines.append(f"{ref} = {opname} {lhs.type} {lhs.get_reference()}, "
                                f"{rhs.get_reference()}")
        return TextValue(lhs.type, ref)
    return method


def _castop(opname: str):
    def method(self: "TextBuilder", value, typ: llir.Type, name: str = ""):
        if value.type == typ:
            return value
        ref = self._name(name)
        self.block.lines.append(f"{ref} = {opname} {value.type} {value.get_reference()} to {typ}")
        return TextValue(typ, ref)
    return method


class TextBuilder:
    """The IRBuilder methods the function builder uses, writing text (see the module)."""

    def __init__(self, scope: NameScope) -> None:
        self.scope = scope
        self.block: TextBlock | None = None

    def position_at_end(self, block: TextBlock) -> None:
        self.block = block

    def _name(self, name: str) -> str:
        """Registers an instruction's name as llvmlite does (every instruction, named or not)."""
        return _reference(self.scope.register(name, deduplicate=True))

    def _void(self) -> None:
        self.scope.register("", deduplicate=True)

    add, sub, mul = _binop("add"), _binop("sub"), _binop("mul")
    sdiv, udiv, srem, urem = _binop("sdiv"), _binop("udiv"), _binop("srem"), _binop("urem")
    and_, or_, xor = _binop("and"), _binop("or"), _binop("xor")
    shl, ashr, lshr = _binop("shl"), _binop("ashr"), _binop("lshr")
    fadd, fsub, fmul, fdiv, frem = (_binop("fadd"), _binop("fsub"), _binop("fmul"),
                                    _binop("fdiv"), _binop("frem"))
    trunc, zext, sext = _castop("trunc"), _castop("zext"), _castop("sext")
    fptrunc, fpext = _castop("fptrunc"), _castop("fpext")
    sitofp, uitofp = _castop("sitofp"), _castop("uitofp")
    ptrtoint, inttoptr, bitcast = _castop("ptrtoint"), _castop("inttoptr"), _castop("bitcast")

    def fneg(self, arg, name: str = "") -> TextValue:
        ref = self._name(name)
        self.block.lines.append(f"{ref} = fneg {arg.type} {arg.get_reference()}")
        return TextValue(arg.type, ref)

    def _compare(self, opname: str, op: str, lhs, rhs, name: str) -> TextValue:
        ref = self._name(name)
        self.block.lines.append(f"{ref} = {opname} {op} {lhs.type} {lhs.get_reference()}, "
                                f"{rhs.get_reference()}")
        return TextValue(_I1, ref)

    def icmp_signed(self, cmpop: str, lhs, rhs, name: str = "") -> TextValue:
        op = _CMP[cmpop]
        return self._compare("icmp", op if cmpop in ("==", "!=") else "s" + op, lhs, rhs, name)

    def icmp_unsigned(self, cmpop: str, lhs, rhs, name: str = "") -> TextValue:
        op = _CMP[cmpop]
        return self._compare("icmp", op if cmpop in ("==", "!=") else "u" + op, lhs, rhs, name)

    def fcmp_ordered(self, cmpop: str, lhs, rhs, name: str = "") -> TextValue:
        return self._compare("fcmp", "o" + _CMP[cmpop] if cmpop in _CMP else cmpop, lhs, rhs, name)

    def fcmp_unordered(self, cmpop: str, lhs, rhs, name: str = "") -> TextValue:
        return self._compare("fcmp", "u" + _CMP[cmpop] if cmpop in _CMP else cmpop, lhs, rhs, name)

    def select(self, cond, lhs, rhs, name: str = "") -> TextValue:
        ref = self._name(name)
        self.block.lines.append(f"{ref} = select  {cond.type} {cond.get_reference()}, "
                                f"{lhs.type} {lhs.get_reference()}, {rhs.type} {rhs.get_reference()}")
        return TextValue(lhs.type, ref)

    def insert_element(self, vector, value, idx, name: str = "") -> TextValue:
        ref = self._name(name)
        self.block.lines.append(f"{ref} = insertelement {vector.type} {vector.get_reference()}, "
                                f"{value.type} {value.get_reference()}, {idx.type} {idx.get_reference()}")
        return TextValue(vector.type, ref)

    def call(self, fn, args, name: str = "", tail: bool | str = False) -> TextValue | None:
        fnty = fn.function_type
        ref = self._name(name)
        ty = fnty if fnty.var_arg else fnty.return_type
        text = ", ".join(f"{a.type} {a.get_reference()}" for a in args)
        line = f"{tail + ' ' if tail else ''}call {ty} {fn.get_reference()}({text})"
        if isinstance(fnty.return_type, llir.VoidType):
            self.block.lines.append(line)
        else:
            self.block.lines.append(f"{ref} = {line}")
        return TextValue(fnty.return_type, ref)

    def alloca(self, typ: llir.Type, size=None, name: str = "") -> TextAlloca:
        a = TextAlloca(typ.as_pointer(), self._name(name))
        a.prefix = f"{a.ref} = "
        a.allocated, a.count, a.align = typ, size, None
        self.block.lines.append(a)
        return a

    def load(self, ptr, name: str = "") -> TextLoad:
        ld = TextLoad(ptr.type.pointee, self._name(name))
        ld.prefix = f"{ld.ref} = "
        ld.ptr, ld.align, ld.volatile = ptr, None, False
        self.block.lines.append(ld)
        return ld

    def store(self, value, ptr) -> TextStore:
        if ptr.type.pointee != value.type:
            raise TypeError(f"cannot store {value.type} to {ptr.type}: mismatching types")
        self._void()
        st = TextStore(llir.VoidType(), "")
        st.value, st.ptr, st.align, st.volatile = value, ptr, None, False
        self.block.lines.append(st)
        return st

    def phi(self, typ: llir.Type, name: str = "") -> TextPhi:
        p = TextPhi(typ, self._name(name))
        p.prefix = f"{p.ref} = "
        p.incoming = []
        self.block.lines.append(p)
        return p

    def switch(self, value, default: TextBlock) -> TextSwitch:
        self._void()
        sw = TextSwitch(llir.VoidType(), "")
        sw.value, sw.default, sw.cases = value, default, []
        self.block.lines.append(sw)
        return sw

    def branch(self, target: TextBlock) -> None:
        self._void()
        self.block.lines.append(f"br label {target.ref}")

    def cbranch(self, cond, then: TextBlock, else_: TextBlock) -> None:
        self._void()
        self.block.lines.append(f"br {cond.type} {cond.get_reference()}, label {then.ref}, "
                                f"label {else_.ref}")

    def ret(self, value) -> None:
        self._void()
        self.block.lines.append(f"ret {value.type} {value.get_reference()}")

    def ret_void(self) -> None:
        self._void()
        self.block.lines.append("ret void")

    def unreachable(self) -> None:
        self._void()
        self.block.lines.append("unreachable")


def function_text(llfn: llir.Function, blocks: list[TextBlock]) -> str:
    """The definition of `llfn` with these blocks, as `str(llfn)` prints it."""
    head: list[str] = []
    llfn.blocks = [None]                   # (the prototype says `define` when there are blocks)
    try:
        llfn.descr_prototype(head)
    finally:
        llfn.blocks = []
    out = [*head, "{\n"]
    for b in blocks:
        out.append(f"{b.label()}:\n")
        for line in b.lines:
            text = line if type(line) is str else line.line()
            out.append(f"  {text.rstrip()}\n")
    out.append("}\n")
    return "".join(out)
