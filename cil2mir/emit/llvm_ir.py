"""The reference back end: SSA graph -> LLVM IR module (through llvmlite.ir).

The module serves three purposes, which is why it has real function bodies:
  * compiled by llvmlite at -O2 it is the `--backend ir` program, the reference
    our own instruction selection and allocator are checked against (in pieces:
    `compile_objects`);
  * written out as App.ll / App.bc for inspection;
  * embedded in both .mir files, where llc needs every MIR function defined and
    every global the MIR names (string objects, runtime functions) declared.

Rules that keep the text acceptable to llc 14 *and* 19 (COOKBOOK.md §10): typed
pointers (`i8*`, which llvmlite.ir prints), no `target triple`/`datalayout` in
the embedded text (`ir_module_text` strips them; llc takes them from -mtriple).

Value mapping: I32 -> i32, I64 -> i64 (also every address), REF -> i8*,
F32 -> float, F64 -> double. Comparisons produce an i1 that is zero-extended to
i32, as CIL's ceq/clt/cgt do. Shift counts are masked to width-1 (x86's
behaviour, which Mono exposes), so LLVM never sees a poison shift.

Floating point, memory and function pointers, exactly as ir.py defines:
  * float constants are printed as exact hex (`0x<16 hex digits>`, the double
    bit pattern, also for `float`), never in decimal;
  * float compares: EQ LT LE GT GE -> ordered (oeq olt ...), NE ULT ULE UGT UGE ->
    unordered-or (une ult ...); REM -> frem (LLVM lowers it to fmod/fmodf: -lm);
  * F2I never uses fptosi (poison when out of range): it calls the SSE intrinsics
    llvm.x86.sse2.cvttsd2si(64) / llvm.x86.sse.cvttss2si(64), whose NaN and
    out-of-range answer is MinValue, like the instruction; F2U64 is Mono's
    mono_fconv_u8: x < 2^63 ? cvtt(x) : cvtt(x - 2^63) + 2^63 (NaN -> 0);
  * addresses are i64: every LOAD/STORE inttoptr's its address to the accessed
    type (or bitcasts the alloca directly when the address is a SLOT), SLOTs are
    `alloca [size x i8]` at the top of the entry block (named `slot<id>`),
    LOCALLOC a dynamic `alloca i8, i64 n, align 16`, MEMCPY/MEMSET the typed-
    pointer intrinsics llvm.memcpy.p0i8.p0i8.i64 / llvm.memset.p0i8.i64 (llc 19
    and llvmlite's LLVM auto-upgrade the names);
  * `volatile` loads/stores (llvmlite has no flag for it: a subclass prints it);
  * a `tail.` call is `musttail` when the callee's LLVM function type equals the
    caller's and the call is immediately returned (guaranteed even at -O0),
    otherwise `tail` (a sibling call at -O1 and up when the arguments fit).

The object model:
  * every `Module.globals` entry is a global (`constant` when GlobalData.constant,
    external linkage, `align` from GlobalData.align) of a packed struct type named like
    it (`%"sym"`, so that function bodies name the type, not the layout: their text is
    cached, fncache.py): i8-array padding between the initialised fields, integers as iN,
    addresses as i8* (`bitcast (%"sym"* @sym to i8*)`, plus `getelementptr (i8, i8* ...,
    i64 addend)` for an addend); a global without init is `<{[size x i8]}> zeroinitializer`. All
    globals are created before any initializer is set, so they may reference each
    other (and functions) cyclically;
  * a symbol (GLOBALADDR, SymbolRef) resolves, in this order, to a global of
    Module.globals, a function of the module, a string object, a function
    the module calls or takes with FUNCADDR (declared with that signature), or else an
    external symbol, declared on first use (`symbol_is_data`): `external global i8`
    for data, `declare void @name()` for a runtime function (its address is all we
    need; the signature is never checked);
  * GLOBALADDR = ptrtoint of the symbol; BITCAST = inttoptr / ptrtoint between i64
    and i8*.
"""

from __future__ import annotations

import functools
import re
import struct
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Callable, Iterable, Iterator, Sequence, TextIO

import llvmlite.ir as llir
from llvmlite.ir.instructions import LoadInstr, StoreInstr

from cil2mir.emit import debuginfo
from cil2mir.emit.ir_text import TextBlock, TextBuilder, TextLoad, TextStore, function_text
from cil2mir.emit.spool import Piece, Spool, text_of
from cil2mir.frontend import ir
from cil2mir.gc_pause import collect_garbage
from cil2mir.graph import postorder

if TYPE_CHECKING:
    from cil2mir import fncache

I8 = llir.IntType(8)
I16 = llir.IntType(16)
I32 = llir.IntType(32)
I64 = llir.IntType(64)
I8PTR = I8.as_pointer()
VOID = llir.VoidType()
F32 = llir.FloatType()
F64 = llir.DoubleType()
V2F64 = llir.VectorType(F64, 2)
V4F32 = llir.VectorType(F32, 4)

TARGET_TRIPLE = "x86_64-unknown-linux-gnu"
STRING_TYPE_SYMBOL = "rt_String_type"


def symbol_is_data(symbol: str) -> bool:
    """How an external symbol (not defined by the module, never called by it) is declared:
    the runtime's data symbols end in `_type` (`rt_String_type`, `rt_StringArray_type`) or
    are the empty interface method table, other `rt_*` symbols are runtime functions
    (`rt_Object_ToString`); anything else (descriptors, statics of another compiled module)
    is data. Only the address is ever taken, so a wrong guess would still link, but LLVM
    needs one or the other."""
    return symbol.endswith("_type") or symbol == ir.IMT_NONE or not symbol.startswith("rt_")

_ICMP: dict[ir.Cond, tuple[bool, str]] = {
    # cond -> (signed?, LLVM predicate)
    ir.Cond.EQ: (True, "=="), ir.Cond.NE: (True, "!="),
    ir.Cond.LT: (True, "<"), ir.Cond.LE: (True, "<="),
    ir.Cond.GT: (True, ">"), ir.Cond.GE: (True, ">="),
    ir.Cond.ULT: (False, "<"), ir.Cond.ULE: (False, "<="),
    ir.Cond.UGT: (False, ">"), ir.Cond.UGE: (False, ">="),
}


_FCMP: dict[ir.Cond, tuple[bool, str]] = {
    # cond -> (ordered?, LLVM predicate): EQ LT LE GT GE ordered, the rest unordered-or
    ir.Cond.EQ: (True, "=="), ir.Cond.LT: (True, "<"), ir.Cond.LE: (True, "<="),
    ir.Cond.GT: (True, ">"), ir.Cond.GE: (True, ">="),
    ir.Cond.NE: (False, "!="), ir.Cond.ULT: (False, "<"), ir.Cond.ULE: (False, "<="),
    ir.Cond.UGT: (False, ">"), ir.Cond.UGE: (False, ">="),
}

# Binary operations: the IRBuilder method of each.
_FLOAT_BINARY = {ir.Op.ADD: "fadd", ir.Op.SUB: "fsub", ir.Op.MUL: "fmul", ir.Op.DIV: "fdiv",
                 ir.Op.REM: "frem"}
_SHIFTS = {ir.Op.SHL: "shl", ir.Op.SHR: "ashr", ir.Op.SHR_UN: "lshr"}
_INT_BINARY = {ir.Op.ADD: "add", ir.Op.SUB: "sub", ir.Op.MUL: "mul", ir.Op.DIV: "sdiv",
               ir.Op.DIV_UN: "udiv", ir.Op.REM: "srem", ir.Op.REM_UN: "urem", ir.Op.AND: "and_",
               ir.Op.OR: "or_", ir.Op.XOR: "xor"}

_MEM_TYPE = {ir.Mem.I8: I8, ir.Mem.U8: I8, ir.Mem.I16: I16, ir.Mem.U16: I16, ir.Mem.I32: I32,
             ir.Mem.I64: I64, ir.Mem.F32: F32, ir.Mem.F64: F64, ir.Mem.REF: I8PTR}

# Intrinsics: name -> (return type, parameter types)
_INTRINSIC_NAME = re.compile(r'@"(llvm\.[^"]+)"')
_INTRINSICS: dict[str, tuple[llir.Type, tuple[llir.Type, ...]]] = {
    "llvm.x86.sse2.cvttsd2si": (I32, (V2F64,)),
    "llvm.x86.sse2.cvttsd2si64": (I64, (V2F64,)),
    "llvm.x86.sse.cvttss2si": (I32, (V4F32,)),
    "llvm.x86.sse.cvttss2si64": (I64, (V4F32,)),
    "llvm.memcpy.p0i8.p0i8.i64": (VOID, (I8PTR, I8PTR, I64, llir.IntType(1))),
    "llvm.memset.p0i8.i64": (VOID, (I8PTR, I8, I64, llir.IntType(1))),
    "llvm.sqrt.f64": (F64, (F64,)),
    "llvm.fabs.f64": (F64, (F64,)),
    "llvm.fabs.f32": (F32, (F32,)),
}

# Runtime functions computed in place, with the runtime's exact result (instruction
# selection has the same list, target/x86_64.INLINE_CALLS): symbol -> (how, detail).
# "intrinsic": that LLVM intrinsic (sqrt is IEEE, fabs clears the sign bit, NaN's too);
# "nan_first": .NET's float Min/Max `a OP b || isnan(a) ? a : b` (OP the ordered predicate);
# "select": integer Min/Max `a OP b ? a : b` (OP the icmp predicate, signed or unsigned).
_INT_MINMAX = {"i8": True, "u8": False, "i16": True, "u16": False, "i32": True, "u32": False,
               "i64": True, "u64": False}
_INLINE_CALLS: dict[str, tuple[str, str | tuple[bool, str]]] = {
    "rt_Math_Sqrt_f64": ("intrinsic", "llvm.sqrt.f64"),
    "rt_Math_Abs_f64": ("intrinsic", "llvm.fabs.f64"),
    "rt_Math_Abs_f32": ("intrinsic", "llvm.fabs.f32"),
    **{f"rt_Math_{m}_{s}": ("nan_first", "<" if m == "Min" else ">")
       for m in ("Min", "Max") for s in ("f32", "f64")},
    **{f"rt_Math_{m}_{s}": ("select", (signed, "<=" if m == "Min" else ">="))
       for m in ("Min", "Max") for s, signed in _INT_MINMAX.items()},
}


_LLVM_TYPE = {ir.Ty.I32: I32, ir.Ty.I64: I64, ir.Ty.REF: I8PTR, ir.Ty.F32: F32, ir.Ty.F64: F64,
              ir.Ty.VOID: VOID}


def llvm_type(ty: ir.Ty) -> llir.Type:
    return _LLVM_TYPE[ty]


def function_type(c: ir.Callee) -> llir.FunctionType:
    return llir.FunctionType(llvm_type(c.ret), [llvm_type(t) for t in c.params])


def float_constant(ty: ir.Ty, value: float) -> llir.Constant:
    """An exact float/double constant: the double bit pattern in hex, which is how LLVM
    spells both (for `float`, a double that converts to float exactly). llvmlite's own
    formatting pads small hex values with spaces (denormals), so format here."""
    value = float(value)
    if ty is ir.Ty.F32:
        value = struct.unpack("<f", struct.pack("<f", value))[0]
    bits = struct.unpack("<Q", struct.pack("<d", value))[0]
    return llir.FormattedConstant(llvm_type(ty), f"0x{bits:016x}")


class _VolatileLoad(LoadInstr):
    def descr(self, buf):
        super().descr(buf)
        buf[-1] = buf[-1].replace("load ", "load volatile ", 1)


class _VolatileStore(StoreInstr):
    def descr(self, buf):
        super().descr(buf)
        buf[-1] = buf[-1].replace("store ", "store volatile ", 1)


def utf16_units(text: str) -> list[int]:
    """UTF-16 code units of a literal. Lone surrogates (legal in CIL user strings)
    survive thanks to `surrogatepass`."""
    data = text.encode("utf-16-le", errors="surrogatepass")
    return [int.from_bytes(data[i:i + 2], "little") for i in range(0, len(data), 2)]


# ---- module ---------------------------------------------------------------------------------

@dataclass
class _ModuleBuilder:
    """State shared by all functions of one module: defined functions, runtime
    declarations (created on first use, so the module declares exactly what it uses),
    and string objects."""
    module: ir.Module
    llmod: llir.Module = field(init=False)
    functions: dict[str, llir.Function] = field(default_factory=dict)
    strings: dict[str, llir.Constant] = field(default_factory=dict)
    string_globals: dict[str, llir.GlobalVariable] = field(default_factory=dict)  # symbol -> global
    data: dict[str, llir.GlobalVariable] = field(default_factory=dict)   # Module.globals
    externs: dict[str, llir.GlobalVariable] = field(default_factory=dict)  # external data
    signatures: dict[str, ir.Callee] = field(default_factory=dict)   # called / FUNCADDR symbols

    cache: fncache.FunctionCache | None = None
    debug: debuginfo.ModuleDebug | None = None      # -g: bodies relocated to module numbers
    spool: Spool = field(default_factory=Spool)
    text_bodies: bool = True        # False: every body through llvmlite's objects (tests)

    def __post_init__(self) -> None:
        # a context of its own: globals' named types must not outlive the module
        self.llmod = llir.Module(name=self.module.assembly, context=llir.Context())

    def build(self) -> tuple[llir.Module, dict[str, Piece]]:
        """The module, its functions left as declarations, and each function's body as text
        in the spool (symbol -> where), which replaces its declaration in the printed module.
        A body is printed as soon as it is built and its llvmlite objects dropped: kept,
        they were most of the peak memory of a large library (3 of 6.5 GB)."""
        # Every symbol the module calls or takes with FUNCADDR, so that an address taken
        # by GLOBALADDR or a SymbolRef declares it with the signature its calls need.
        for fn in self.module.functions:
            for v in fn.values():
                if isinstance(v, ir.Inst) and v.op in (ir.Op.CALL, ir.Op.FUNCADDR):
                    self.signatures.setdefault(v.data.symbol, v.data)
        # All globals exist (with their types) before anything refers to one (a global may
        # define a symbol the strings refer to, such as a string type descriptor).
        layouts = [(g, _global_layout(g)) for g in self.module.globals]
        for g, fields in layouts:
            self._define_global(g, fields)
        # Strings in Module.strings() order (each named by its text, as isel names it).
        for literal, symbol in self.module.string_symbols().items():
            self.strings[literal] = self._string_object(symbol, literal)
        for fn in self.module.functions:
            if fn.symbol in self.data:
                raise AssertionError(f"llvm_ir: {fn.symbol!r} is both a function and a global")
            f = llir.Function(
                self.llmod, llir.FunctionType(llvm_type(fn.ret), [llvm_type(p.ty) for p in fn.params]),
                fn.symbol)
            f.attributes = _ManagedAttributes()
            f.attributes.add("null_pointer_is_valid")
            self.functions[fn.symbol] = f
        for g, fields in layouts:
            self._initialise_global(g, fields)
        # Everything the bodies refer to is declared first, in one order whatever the cache
        # holds; a body's text then depends only on its SSA and on the types of what it
        # names (globals have named types), which the cache key includes.
        refs = {fn.symbol: [self._reference(v) for blk in fn.blocks for v in blk.insts
                            if v.op in (ir.Op.CALL, ir.Op.FUNCADDR, ir.Op.GLOBALADDR)
                            and not _inline_call(v)]
                for fn in self.module.functions}
        bodies: dict[str, Piece] = {}
        for fn in self.module.functions:
            llfn = self.functions[fn.symbol]
            key = self.cache.ir_key(fn, "\n".join(refs[fn.symbol])) if self.cache else None
            text = self.cache.ir_text(key) if key else None
            if text is not None:
                for name in _INTRINSIC_NAME.findall(text):
                    self.intrinsic(name)
            else:
                text = _FunctionBuilder(self, fn, llfn, debuginfo.local_ids(fn),
                                        as_text=self.text_bodies).build()
                if key:
                    self.cache.put_ir_text(key, text)
                llfn.blocks = []
                llfn.metadata.clear()
                llfn.scope = type(llfn.scope)()     # its values' names
                collect_garbage()           # the body's objects refer to each other
            if self.debug is not None:      # -g: the text is in local metadata numbers
                text = self.debug.relocate(fn.symbol, text)
            bodies[fn.symbol] = self.spool.add(text.rstrip("\n"))
        # the intrinsics last, in name order (bodies built and bodies cached declare them
        # in different orders)
        for name in sorted(n for n in self.llmod.globals if n in _INTRINSICS):
            self.llmod.globals[name] = self.llmod.globals.pop(name)
        return self.llmod, bodies

    def _reference(self, inst: ir.Inst) -> str:
        """Declares what `inst` names; the type it names it with."""
        if inst.op is ir.Op.GLOBALADDR:
            return str(self.symbol(inst.data).type)
        return str(self.callee(inst.data).type)

    # -- globals and symbols --

    def _define_global(self, g: ir.GlobalData, fields: list) -> None:
        if g.symbol in self.data:
            raise AssertionError(f"llvm_ir: global {g.symbol!r} is defined twice")
        ty = self.llmod.context.get_identified_type(g.symbol, packed=True)
        ty.set_body(*_global_type(g, fields))
        gv = llir.GlobalVariable(self.llmod, ty, g.symbol)
        gv.global_constant = g.constant
        if g.align:
            gv.align = g.align
        self.data[g.symbol] = gv

    def _initialise_global(self, g: ir.GlobalData, fields: list) -> None:
        gv = self.data[g.symbol]
        if not g.init:
            gv.initializer = llir.Constant(gv.value_type, None)
            return
        values: list[llir.Constant] = []
        for fty, item in zip(gv.value_type.elements, fields):
            if item is None:                                   # padding
                values.append(llir.Constant(fty, None))
            elif isinstance(item.value, int):
                bits = item.size * 8
                values.append(llir.Constant(fty, ((item.value + (1 << (bits - 1))) % (1 << bits))
                                            - (1 << (bits - 1))))
            elif isinstance(item.value, ir.StringRef):
                values.append(self.strings[item.value.text])
            else:
                values.append(self.address(item.value.symbol, item.value.addend))
        gv.initializer = llir.Constant(gv.value_type, values)

    def symbol(self, name: str) -> llir.GlobalValue:
        """The global or function `name` (see the module docstring for the order), declared
        on first use when the module does not define it."""
        for table in (self.data, self.functions, self.string_globals, self.externs):
            found = table.get(name)
            if found is not None:
                return found
        sig = self.signatures.get(name)
        if sig is not None:
            return self.callee(sig)
        if symbol_is_data(name):
            gv = llir.GlobalVariable(self.llmod, I8, name)     # external: defined elsewhere
            self.externs[name] = gv
            return gv
        return self.callee(ir.Callee(name, (), ir.Ty.VOID))

    def address(self, name: str, addend: int = 0) -> llir.Constant:
        """`name + addend` as an i8* constant."""
        sym = self.symbol(name)
        ptr = sym if sym.type == I8PTR else sym.bitcast(I8PTR)
        return ptr.gep([llir.Constant(I64, addend)]) if addend else ptr

    def callee(self, c: ir.Callee) -> llir.Function:
        """A defined managed function, or a declaration of a runtime function."""
        f = self.functions.get(c.symbol)
        if f is None:
            f = llir.Function(self.llmod, function_type(c), c.symbol)
            if c.noreturn:
                f.attributes.add("noreturn")
                f.attributes.add("nounwind")
            self.functions[c.symbol] = f
        return f

    def intrinsic(self, name: str) -> llir.Function:
        """An LLVM intrinsic, declared on first use."""
        f = self.llmod.globals.get(name)
        if f is None:
            ret, params = _INTRINSICS[name]
            f = llir.Function(self.llmod, llir.FunctionType(ret, params), name)
        return f

    def _string_object(self, symbol: str, literal: str) -> llir.Constant:
        """`{ TypeDesc* type; int32 length; uint16 chars[length]; }` packed, so the
        chars start at offset 12, then a NUL unit (docs/architecture.md). Returned as an
        `i8*` constant."""
        units = utf16_units(literal) + [0]
        chars_ty = llir.ArrayType(I16, len(units))
        ty = llir.LiteralStructType([I8PTR, I32, chars_ty], packed=True)
        gv = llir.GlobalVariable(self.llmod, ty, symbol)
        self.string_globals[symbol] = gv
        gv.linkage = "private"
        gv.global_constant = True
        gv.unnamed_addr = True
        gv.align = 8
        # the chars as text (llvmlite's way, without a Constant per unit: a module's
        # strings hold a million units)
        chars = llir.FormattedConstant(chars_ty, f"[{', '.join(f'i16 {u}' for u in units)}]")
        gv.initializer = llir.Constant(ty, [self._string_type(), llir.Constant(I32, len(units) - 1),
                                            chars])
        return gv.bitcast(I8PTR)

    def _string_type(self) -> llir.Constant:
        """`@rt_String_type` (external data: the runtime defines it) as an i8*."""
        return self.address(STRING_TYPE_SYMBOL)


def _global_layout(g: ir.GlobalData) -> list[ir.InitValue | None]:
    """The fields of a global's packed struct in offset order: each InitValue, with None
    for the i8-array padding before it and at the end. Checks that the values fit."""
    fields: list[ir.InitValue | None] = []
    pos = 0
    for item in sorted(g.init, key=lambda iv: iv.offset):
        what = f"llvm_ir: global {g.symbol!r}, offset {item.offset}"
        if item.size not in (1, 2, 4, 8):
            raise AssertionError(f"{what}: bad size {item.size}")
        if item.offset < pos:
            raise AssertionError(f"{what}: overlaps the previous value")
        if item.offset + item.size > g.size:
            raise AssertionError(f"{what}: beyond the global's size {g.size}")
        if isinstance(item.value, int):
            if not -(1 << (item.size * 8 - 1)) <= item.value < (1 << (item.size * 8)):
                raise AssertionError(f"{what}: {item.value} does not fit in {item.size} bytes")
        elif item.size != 8:
            raise AssertionError(f"{what}: an address takes 8 bytes")
        if item.offset > pos:
            fields.append(None)
        fields.append(item)
        pos = item.offset + item.size
    if fields and pos < g.size:
        fields.append(None)
    return fields


def _global_type(g: ir.GlobalData, fields: list[ir.InitValue | None]) -> list[llir.Type]:
    """The fields' types of the global's (packed, named) struct."""
    if not fields:
        return [llir.ArrayType(I8, g.size)]
    types: list[llir.Type] = []
    pos = 0
    for k, item in enumerate(fields):
        if item is None:
            nxt = fields[k + 1].offset if k + 1 < len(fields) else g.size
            types.append(llir.ArrayType(I8, nxt - pos))
            pos = nxt
        else:
            types.append(llir.IntType(item.size * 8) if isinstance(item.value, int) else I8PTR)
            pos = item.offset + item.size
    return types


# ---- functions ------------------------------------------------------------------------------

class _LocalMetadata:
    """A function's metadata node by its local number (emit/debuginfo.py): `!N`."""

    def __init__(self, n: int) -> None:
        self.n = n

    def get_reference(self) -> str:
        return f"!{self.n}"


@dataclass
class _FunctionBuilder:
    mb: _ModuleBuilder
    fn: ir.Function
    llfn: llir.Function
    # -g: IL offset -> the local number of its DILocation (debuginfo.local_ids); None: none
    locations: dict[int | None, int] | None = None
    values: dict[ir.Value, llir.Value] = field(default_factory=dict)
    blocks: dict[ir.Block, llir.Block] = field(default_factory=dict)
    slots: dict[ir.Inst, llir.Value] = field(default_factory=dict)   # SLOT -> its alloca
    as_text: bool = True            # written as text (ir_text.py) unless -g

    def build(self) -> str:
        """The function's definition as text. Without debug locations the instructions are
        written as text straight away (emit/ir_text.py), else built as llvmlite objects and
        printed: the same text, llvmlite's."""
        fn = self.fn
        for p, arg in zip(fn.params, self.llfn.args):
            arg.name = f"a{p.index}"
            self.values[p] = arg
        as_text = self.as_text and self.locations is None
        for b in fn.blocks:
            self.blocks[b] = TextBlock(self.llfn.scope.register(f"bb{b.id}", deduplicate=True)) \
                if as_text else self.llfn.append_basic_block(f"bb{b.id}")
        b = TextBuilder(self.llfn.scope) if as_text else llir.IRBuilder()
        if self.locations is not None:      # every instruction gets a location (a line-0 one
            self.llfn.set_metadata("dbg", _LocalMetadata(0))      # when it has no IL offset)
            self._locate(b, None)
        if fn.blocks:
            b.position_at_end(self.blocks[fn.blocks[0]])
            self._slots(b)
        # Phis first in every block (their incoming values may be defined later), filled at the end.
        for blk in fn.blocks:
            b.position_at_end(self.blocks[blk])
            for phi in blk.phis:
                self.values[phi] = b.phi(llvm_type(phi.ty), name=f"v{phi.id}")
        for blk in _dominators_first(fn):
            b.position_at_end(self.blocks[blk])
            self._locate(b, None)
            for k, inst in enumerate(blk.insts):
                if inst.op is ir.Op.SLOT:
                    continue
                self._locate(b, inst.il_offset)
                result = self._inst(b, inst, blk, k)
                if result is not None:
                    self.values[inst] = result
            term_offset = getattr(blk.term, "il_offset", None)
            if term_offset is not None:             # (else the last instruction's)
                self._locate(b, term_offset)
            self._terminator(b, blk.term)
        for blk in fn.blocks:
            for phi in blk.phis:
                llphi = self.values[phi]
                for pred, v in phi.incoming:
                    # LLVM wants one entry per CFG edge: a switch with two cases to this block
                    # (or a branch with then_ == else_) is two edges from the same predecessor.
                    for _ in range(max(1, pred.succs.count(blk))):
                        llphi.add_incoming(self._val(v), self.blocks[pred])
        if as_text:
            return function_text(self.llfn, [self.blocks[blk] for blk in fn.blocks])
        return str(self.llfn)

    def _locate(self, b: llir.IRBuilder, il_offset: int | None) -> None:
        """Instructions built from now on are at `il_offset`'s location (-g)."""
        if self.locations is not None:
            b.debug_metadata = _LocalMetadata(self.locations[il_offset])

    def _slots(self, b: llir.IRBuilder) -> None:
        """Every SLOT (wherever the frontend put it) becomes a static alloca at the top of the
        entry block. Its i64 address (ptrtoint) is made only if some use needs the integer:
        LOAD/STORE straight from a slot bitcast the alloca, so LLVM can promote the slot to a
        register when its address never escapes."""
        slots = [i for blk in self.fn.blocks for i in blk.insts if i.op is ir.Op.SLOT]
        if not slots:
            return
        needs_int: set[ir.Inst] = set()
        for v in self.fn.values():
            if isinstance(v, ir.Phi):
                needs_int.update(x for _, x in v.incoming if isinstance(x, ir.Inst) and x.op is ir.Op.SLOT)
            elif isinstance(v, ir.Inst):
                for pos, x in enumerate(v.args):
                    if isinstance(x, ir.Inst) and x.op is ir.Op.SLOT:
                        if not (pos == 0 and v.op in (ir.Op.LOAD, ir.Op.STORE)):
                            needs_int.add(x)
        for blk in self.fn.blocks:
            if blk.term is not None:
                needs_int.update(x for x in ir.terminator_operands(blk.term)
                                 if isinstance(x, ir.Inst) and x.op is ir.Op.SLOT)
        for s in slots:
            slot: ir.Slot = s.data
            a = b.alloca(llir.ArrayType(I8, max(1, slot.size)), name=f"slot{s.id}")
            a.align = max(1, slot.align)
            self.slots[s] = a
        for s in slots:
            if s in needs_int:
                self.values[s] = b.ptrtoint(self.slots[s], I64, name=f"v{s.id}")

    def _val(self, v: ir.Value) -> llir.Value:
        if isinstance(v, ir.Const):
            if v.ty is ir.Ty.REF:
                return llir.Constant(I8PTR, None)
            if v.ty.is_float:
                return float_constant(v.ty, v.value)
            bits = v.ty.bits      # printed signed, whatever bit pattern the frontend stored
            return llir.Constant(llvm_type(v.ty), ((v.value + (1 << (bits - 1))) % (1 << bits)) - (1 << (bits - 1)))
        return self.values[v]

    def _address(self, b: llir.IRBuilder, v: ir.Value, pointee: llir.Type) -> llir.Value:
        """The pointer `pointee*` for an address operand (i64, or a slot's alloca, or a REF)."""
        ptr_ty = pointee.as_pointer()
        if isinstance(v, ir.Inst) and v.op is ir.Op.SLOT:
            return b.bitcast(self.slots[v], ptr_ty)
        addr = self._val(v)
        if isinstance(addr.type, llir.PointerType):
            return addr if addr.type == ptr_ty else b.bitcast(addr, ptr_ty)
        return b.inttoptr(addr, ptr_ty)

    def _compare(self, b: llir.IRBuilder, cond: ir.Cond, x: llir.Value, y: llir.Value, name: str = ""):
        if isinstance(x.type, (llir.FloatType, llir.DoubleType)):
            ordered, pred = _FCMP[cond]
            return (b.fcmp_ordered if ordered else b.fcmp_unordered)(pred, x, y, name=name)
        signed, pred = _ICMP[cond]
        return (b.icmp_signed if signed else b.icmp_unsigned)(pred, x, y, name=name)

    def _cvtt(self, b: llir.IRBuilder, x: llir.Value, dst: llir.Type, name: str = "") -> llir.Value:
        """cvttsd2si / cvttss2si (truncating; NaN and out of range give MinValue)."""
        wide = "64" if dst == I64 else ""
        if x.type == F64:
            vec, fn = V2F64, f"llvm.x86.sse2.cvttsd2si{wide}"
        else:
            vec, fn = V4F32, f"llvm.x86.sse.cvttss2si{wide}"
        v = b.insert_element(llir.Constant(vec, llir.Undefined), x, llir.Constant(I32, 0))
        return b.call(self.mb.intrinsic(fn), [v], name=name)

    def _inst(self, b: llir.IRBuilder, inst: ir.Inst, blk: ir.Block, k: int) -> llir.Value | None:
        op, name = inst.op, f"v{inst.id}"
        args = [self._val(a) for a in inst.args] if op not in (ir.Op.STR, ir.Op.LOAD, ir.Op.STORE) else []
        if op in ir.BINARY_OPS:
            x, y = args
            if inst.ty.is_float:
                return getattr(b, _FLOAT_BINARY[op])(x, y, name=name)
            if op in _SHIFTS:
                count = b.and_(y, llir.Constant(I32, inst.ty.bits - 1))
                if inst.ty is ir.Ty.I64:
                    count = b.zext(count, I64)
                return getattr(b, _SHIFTS[op])(x, count, name=name)
            return getattr(b, _INT_BINARY[op])(x, y, name=name)
        if op is ir.Op.NEG:
            if inst.ty.is_float:
                return b.fneg(args[0], name=name)
            return b.sub(llir.Constant(args[0].type, 0), args[0], name=name)
        if op is ir.Op.NOT:
            return b.xor(args[0], llir.Constant(args[0].type, -1), name=name)
        if op in (ir.Op.SEXT8, ir.Op.ZEXT8, ir.Op.SEXT16, ir.Op.ZEXT16):
            small = I8 if op in (ir.Op.SEXT8, ir.Op.ZEXT8) else I16
            t = b.trunc(args[0], small)
            return (b.sext if op in (ir.Op.SEXT8, ir.Op.SEXT16) else b.zext)(t, I32, name=name)
        if op is ir.Op.SEXT32:
            return b.sext(args[0], I64, name=name)
        if op is ir.Op.ZEXT32:
            return b.zext(args[0], I64, name=name)
        if op is ir.Op.TRUNC:
            return b.trunc(args[0], I32, name=name)
        if op is ir.Op.I2F:
            return b.sitofp(args[0], llvm_type(inst.ty), name=name)
        if op is ir.Op.U2F:
            return b.uitofp(args[0], llvm_type(inst.ty), name=name)
        if op is ir.Op.F2I:
            return self._cvtt(b, args[0], llvm_type(inst.ty), name=name)
        if op is ir.Op.F2U64:
            # mono_fconv_u8: x < 2^63 ? (int64)x : (int64)(x - 2^63) + 2^63, with cvttsd2si's
            # (int64) — so NaN gives 0, negatives wrap (-1.5 -> 2^64-1), >= 2^64 gives 0.
            x = args[0]
            two63 = float_constant(inst.args[0].ty, 2.0 ** 63)
            low = self._cvtt(b, x, I64)
            high = b.add(self._cvtt(b, b.fsub(x, two63), I64), llir.Constant(I64, -2**63))
            return b.select(b.fcmp_ordered("<", x, two63), low, high, name=name)
        if op is ir.Op.FEXT:
            return b.fpext(args[0], F64, name=name)
        if op is ir.Op.FTRUNC:
            return b.fptrunc(args[0], F32, name=name)
        if op is ir.Op.CMP:
            return b.zext(self._compare(b, inst.data, *args), I32, name=name)
        if op is ir.Op.LOAD:
            return self._load(b, inst, name)
        if op is ir.Op.STORE:
            self._store(b, inst)
            return None
        if op is ir.Op.LOCALLOC:
            a = b.alloca(I8, args[0])
            a.align = 16
            return b.ptrtoint(a, I64, name=name)
        if op in (ir.Op.MEMCPY, ir.Op.MEMSET):
            acc = inst.data if isinstance(inst.data, ir.MemAccess) else None
            dst = b.inttoptr(args[0], I8PTR) if args[0].type == I64 else b.bitcast(args[0], I8PTR)
            if op is ir.Op.MEMCPY:
                second = b.inttoptr(args[1], I8PTR) if args[1].type == I64 else b.bitcast(args[1], I8PTR)
                fn = self.mb.intrinsic("llvm.memcpy.p0i8.p0i8.i64")
            else:
                second = b.trunc(args[1], I8)
                fn = self.mb.intrinsic("llvm.memset.p0i8.i64")
            volatile = llir.Constant(llir.IntType(1), 1 if acc is not None and acc.volatile else 0)
            b.call(fn, [dst, second, args[2], volatile])
            return None
        if op is ir.Op.FUNCADDR:
            return b.ptrtoint(self.mb.callee(inst.data), I64, name=name)
        if op is ir.Op.CALL and _inline_call(inst):
            return self._inline_call(b, inst, args, name)
        if op in (ir.Op.CALL, ir.Op.CALLI):
            if op is ir.Op.CALL:
                target: llir.Value = self.mb.callee(inst.data)
                fnty = target.function_type
            else:
                fnty = function_type(inst.data)
                cast = b.bitcast if isinstance(args[0].type, llir.PointerType) else b.inttoptr
                target, args = cast(args[0], fnty.as_pointer()), args[1:]
            tail: bool | str = False
            if inst.tail:
                tail = "musttail" if self._musttail_ok(inst, fnty, blk, k) else "tail"
            call = b.call(target, args, name=name if inst.ty is not ir.Ty.VOID else "", tail=tail)
            return call if inst.ty is not ir.Ty.VOID else None
        if op is ir.Op.STR:
            return self.mb.strings[inst.data]
        if op is ir.Op.GLOBALADDR:
            return b.ptrtoint(self.mb.symbol(inst.data), I64, name=name)
        if op is ir.Op.BITCAST:
            (x,) = args
            if isinstance(x.type, llir.PointerType) and inst.ty is not ir.Ty.REF:
                return b.ptrtoint(x, I64, name=name)
            if x.type == I64 and inst.ty is ir.Ty.REF:
                return b.inttoptr(x, I8PTR, name=name)
            return x
        raise AssertionError(f"llvm_ir: unhandled op {op}")

    def _inline_call(self, b: llir.IRBuilder, inst: ir.Inst, args: list[llir.Value],
                     name: str) -> llir.Value:
        how, detail = _INLINE_CALLS[inst.data.symbol]
        if how == "intrinsic":
            return b.call(self.mb.intrinsic(detail), args, name=name)
        x, y = args
        if how == "nan_first":
            first = b.or_(b.fcmp_ordered(detail, x, y), b.fcmp_unordered("uno", x, x))
            return b.select(first, x, y, name=name)
        signed, pred = detail
        first = (b.icmp_signed if signed else b.icmp_unsigned)(pred, x, y)
        return b.select(first, x, y, name=name)

    def _musttail_ok(self, inst: ir.Inst, fnty: llir.FunctionType, blk: ir.Block, k: int) -> bool:
        """musttail needs the exact same LLVM prototype and the call's result returned at once."""
        if k != len(blk.insts) - 1 or not isinstance(blk.term, ir.Return):
            return False
        if blk.term.value is not (None if inst.ty is ir.Ty.VOID else inst):
            return False
        own = self.llfn.function_type
        return fnty.return_type == own.return_type and list(fnty.args) == list(own.args)

    def _load(self, b: llir.IRBuilder, inst: ir.Inst, name: str) -> llir.Value:
        acc: ir.MemAccess = inst.data
        mem_ty = _MEM_TYPE[acc.mem]
        small = acc.mem.size < 4
        ld = b.load(self._address(b, inst.args[0], mem_ty), name="" if small else name)
        ld.align = acc.align or acc.mem.size
        if acc.volatile:
            if type(ld) is TextLoad:
                ld.volatile = True
            else:
                ld.__class__ = _VolatileLoad
        if small:
            return (b.sext if acc.mem.signed else b.zext)(ld, I32, name=name)
        return ld

    def _store(self, b: llir.IRBuilder, inst: ir.Inst) -> None:
        acc: ir.MemAccess = inst.data
        mem_ty = _MEM_TYPE[acc.mem]
        value = self._val(inst.args[1])
        if value.type != mem_ty:
            if isinstance(mem_ty, llir.IntType) and isinstance(value.type, llir.IntType) \
                    and value.type.width > mem_ty.width:
                value = b.trunc(value, mem_ty)
            elif mem_ty == I64 and isinstance(value.type, llir.PointerType):
                value = b.ptrtoint(value, I64)
            elif mem_ty == I8PTR and value.type == I64:
                value = b.inttoptr(value, I8PTR)
            else:
                raise AssertionError(f"llvm_ir: cannot store {value.type} as {acc.mem}")
        st = b.store(value, self._address(b, inst.args[0], mem_ty))
        st.align = acc.align or acc.mem.size
        if acc.volatile:
            if type(st) is TextStore:
                st.volatile = True
            else:
                st.__class__ = _VolatileStore

    def _terminator(self, b: llir.IRBuilder, term: ir.Terminator | None) -> None:
        if isinstance(term, ir.Jump):
            b.branch(self.blocks[term.target])
        elif isinstance(term, ir.Branch):
            c = self._compare(b, term.cond, self._val(term.a), self._val(term.b))
            b.cbranch(c, self.blocks[term.then_], self.blocks[term.else_])
        elif isinstance(term, ir.Switch):
            sw = b.switch(self._val(term.value), self.blocks[term.default])
            for i, target in enumerate(term.targets):
                sw.add_case(llir.Constant(I32, i), self.blocks[target])
        elif isinstance(term, ir.Return):
            if term.value is None:
                b.ret_void()
            else:
                b.ret(self._val(term.value))
        elif isinstance(term, ir.Unreachable) or term is None:
            b.unreachable()
        else:
            raise AssertionError(f"llvm_ir: unhandled terminator {term!r}")


# ---- public API ----------------------------------------------------------------------------

def _inline_call(inst: ir.Inst) -> bool:
    return inst.op is ir.Op.CALL and inst.data.symbol in _INLINE_CALLS


def _dominators_first(fn: ir.Function) -> list[ir.Block]:
    """The blocks in reverse postorder, where every block comes after its dominators, so
    each value is built before its uses (the layout need not be: a catch handler in IL
    order uses the exception loaded by dispatch blocks laid out at the end)."""
    order = postorder(fn.blocks[:1])[::-1]
    reached = {id(b) for b in order}
    return order + [b for b in fn.blocks if id(b) not in reached]


class _ManagedAttributes(llir.FunctionAttributes):
    """llvmlite does not know `null_pointer_is_valid`. Managed code needs it: a null
    dereference must fault (the runtime turns the SIGSEGV into Mono's
    NullReferenceException), not be undefined behaviour that -O2 may exploit."""
    _known = llir.FunctionAttributes._known | {"null_pointer_is_valid"}


def ir_module_text(module: ir.Module, cache: fncache.FunctionCache | None = None) -> str:
    """The whole assembly as one module (every function with its real body): deterministic
    IR text fit for embedding in MIR, for App.ll and for llvmlite, with no ModuleID comment,
    no target triple, no datalayout. `cache` keeps function bodies' text across compiles."""
    return ir_module_parts(module, cache).text


def ir_module_parts(module: ir.Module, cache: fncache.FunctionCache | None = None
                    ) -> ModuleParts:
    """`ir_module_text`'s module, its function bodies in a spool until written, and
    (computed when first asked for) its pieces for modules of single functions."""
    debug = debuginfo.ModuleDebug(module) or None    # -g: the metadata at the end
    builder = _ModuleBuilder(module, cache=cache, debug=debug)
    llmod, bodies = builder.build()
    return ModuleParts(llmod, bodies, builder.spool, debug)


_GLOBAL_REF = re.compile(r'@"([^"]*)"')
_TYPE_REF = re.compile(r'%"([^"]*)"')
_ARG_NAME = re.compile(r' %"[^"]*"(?=[,)])')      # `i32 %"a0",` in a prototype


class ModuleParts:
    """The IR module, whole (`text`, `write`, `lines`) and in pieces, from which modules of
    a single function are made (the per-function MIR files: each loads alone in llc) and
    the module of the globals alone (which, compiled, links with those functions' objects
    into the program).

    Every global value (function, global variable, string object, external symbol) has an
    external declaration; global variables have a definition too, where the string objects
    are not private (a function's object refers to them from outside)."""

    def __init__(self, llmod: llir.Module, bodies: dict[str, Piece], spool: Spool,
                 debug: debuginfo.ModuleDebug | None = None) -> None:
        self._llmod, self._bodies = llmod, bodies
        self.spool = spool      # the bodies' texts, and the caller's own (driver: MIR)
        self.debug = debug      # -g: the debug metadata
        self._pieces: tuple[dict, ...] | None = None
        # The module text: lines of the printed module, a function's body (lines of the
        # spool) where it declares the function, no blank lines at either end; with -g,
        # a blank line and the metadata (lines too)
        at = {str(llmod.globals[symbol]).rstrip("\n"): piece for symbol, piece in bodies.items()}
        lines: list[str | Piece] = [at.get(line, line) for line in str(llmod).splitlines()
                                    if not line.startswith(("target triple", "target datalayout",
                                                            "; ModuleID"))]
        start, end = 0, len(lines)
        while start < end and lines[start] == "":
            start += 1
        while end > start and lines[end - 1] == "":
            end -= 1
        self._lines = lines[start:end]
        if debug is not None:
            self._lines += ["", debug.metadata().removesuffix("\n")]

    def write(self, out: TextIO) -> None:
        """The module's text (App.ll), body by body from the spool."""
        for k, line in enumerate(self._lines):
            if k:
                out.write("\n")
            out.write(line if isinstance(line, str) else self.spool.read(line))
        out.write("\n")

    @property
    def text(self) -> str:
        """The whole module as one string (deterministic IR text fit for embedding in MIR,
        for App.ll and for llvmlite)."""
        return text_of(self.write)

    def lines(self) -> Iterator[str]:
        """`text.strip("\n").splitlines()`, one body in memory at a time."""
        for line in self._lines:
            yield from (line if isinstance(line, str) else self.spool.read(line)).splitlines() or [""]

    @property
    def types(self) -> dict[str, str]:
        """named type -> `%"T" = type ...`"""
        return self._split()[0]

    @property
    def declarations(self) -> dict[str, str]:
        """global value -> its external declaration, in module order"""
        return self._split()[1]

    @property
    def definitions(self) -> dict[str, str]:
        """global variable -> its definition"""
        return self._split()[2]

    def body(self, symbol: str) -> str:
        """A defined function's `define ... { ... }`."""
        return self.spool.read(self._bodies[symbol])

    def _split(self) -> tuple[dict, ...]:
        """(types, declarations, definitions, the declarations' order, the types' order),
        made once."""
        if self._pieces is not None:
            return self._pieces
        types = {name: ty.get_declaration() for name, ty in self._llmod.get_identified_types().items()}
        declarations: dict[str, str] = {}
        definitions: dict[str, str] = {}
        for name, value in self._llmod.globals.items():
            if isinstance(value, llir.Function):
                head: list[str] = []
                value.descr_prototype(head)
                # (every function is a declaration here: its body is in the spool) without
                # argument names: a body from the cache leaves them unnamed
                declarations[name] = _ARG_NAME.sub("", head[0].rstrip("\n"))
                continue
            kind = "constant" if value.global_constant else "global"
            align = f", align {value.align}" if value.align else ""
            declarations[name] = f"{value.get_reference()} = external {kind} {value.value_type}{align}"
            if value.initializer is None:
                definitions[name] = declarations[name]
                continue
            linkage, text = value.linkage, []
            value.linkage = ""           # the string objects are private in the whole module
            try:                         # (descr: str() is cached)
                value.descr(text)
            finally:
                value.linkage = linkage
            definitions[name] = f"{value.get_reference()} = {''.join(text).rstrip()}"
        order = {name: k for k, name in enumerate(declarations)}
        type_order = {name: k for k, name in enumerate(types)}
        self._pieces = (types, declarations, definitions, order, type_order)
        return self._pieces

    def function_module(self, symbols: Sequence[str], also: Iterable[str] = (),
                        opaque: bool = False) -> str:
        """A module that defines the functions `symbols` and declares what their bodies
        name, `also` (the symbols their MIR names), and the named types these mention
        (`opaque`: without their layouts, which a body never needs: it only takes the
        addresses of the globals that have them)."""
        bodies = [self.body(symbol) for symbol in symbols]
        names = {n for body in bodies for n in _GLOBAL_REF.findall(body)} | set(also)
        names.difference_update(symbols)
        unknown = sorted(n for n in names if n not in self.declarations)
        if unknown:
            raise AssertionError(f"llvm_ir: {', '.join(symbols)} name undeclared symbols {unknown}")
        order = self._split()[3]
        lines = [self.declarations[n] for n in sorted(names, key=order.__getitem__)]
        text = self._with_types([*lines, *bodies], opaque)
        if self.debug is not None:      # its nodes keep the whole module's numbers
            text += "\n" + self.debug.metadata(list(symbols))
        return text

    def globals_module(self) -> str:
        """Every global variable defined, every function declared."""
        lines = [self.definitions.get(n, d) for n, d in self.declarations.items()]
        return self._with_types(lines)

    def _with_types(self, lines: list[str], opaque: bool = False) -> str:
        """`lines` after the definitions of the named types they mention (and those mention;
        `opaque`: only the types they mention, as opaque)."""
        wanted: set[str] = set()
        todo = [n for line in lines for n in _TYPE_REF.findall(line) if n in self.types]
        while todo:
            n = todo.pop()
            if n not in wanted:
                wanted.add(n)
                if not opaque:
                    todo += [m for m in _TYPE_REF.findall(self.types[n]) if m in self.types]
        # (in the module's order, by index: a scan of every type per function module made
        # a framework program's thousands of modules quadratic, minutes for the largest)
        order = self._split()[4]
        types = [f'%"{n}" = type opaque' if opaque else self.types[n]
                 for n in sorted(wanted, key=order.__getitem__)]
        return "\n".join([*types, *lines]) + "\n"


def _binding():
    """llvmlite.binding, initialised once for x86-64 (imported lazily: it loads LLVM)."""
    import llvmlite.binding as llvm
    if not getattr(_binding, "done", False):
        llvm.initialize_native_target()
        llvm.initialize_native_asmprinter()
        _binding.done = True  # type: ignore[attr-defined]
    return llvm


class _Encoded:
    """Module text that is UTF-8 already: llvmlite's parse_assembly takes a str and
    encodes it (`.encode`), a second copy of hundreds of MB for a large library."""

    def __init__(self, data: bytes) -> None:
        self.data = data

    def encode(self, _encoding: str) -> bytes:
        return self.data


def _parse(text: str | bytes):
    llvm = _binding()
    # a context of its own: in a shared one, the named types of an earlier module would
    # rename this module's (%"T" becomes %"T.0"), and the bitcode would differ
    mod = llvm.parse_assembly(_Encoded(text) if isinstance(text, bytes) else text,
                              context=llvm.create_context())
    mod.triple = TARGET_TRIPLE
    mod.verify()
    return mod


def write_bitcode(text: str | bytes, path: str | Path) -> None:
    """App.bc: the module (its text, or the text's UTF-8) as bitcode, written by llvmlite
    (so in llvmlite's LLVM version)."""
    Path(path).write_bytes(_parse(text).as_bitcode())


def object_code(text: str, opt: int = 2) -> bytes:
    """A module's object code: x86-64, PIC (the runtime links as a PIE), -O`opt` through
    LLVM's new pass manager."""
    llvm = _binding()
    mod = _parse(text)
    target = llvm.Target.from_triple(TARGET_TRIPLE)
    tm = target.create_target_machine(opt=opt, reloc="pic", codemodel="default")
    mod.data_layout = str(tm.target_data)
    if opt > 0:
        pto = llvm.create_pipeline_tuning_options(speed_level=opt)
        pb = llvm.create_pass_builder(tm, pto)
        pb.getModulePassManager().run(mod, pb)
    return tm.emit_object(mod)


def compile_objects(parts: ModuleParts, functions: Sequence[ir.Function], workdir: Path,
                    cache: fncache.FunctionCache, opt: int = 2, mapper: Callable = map
                    ) -> list[Path]:
    """The `--backend ir` program's object files, in `workdir`: the program's own functions
    in one module (LLVM inlines among them), each shared function (the framework's and the
    plugs', ir.Function.shared) in a module of its own, and the module of the globals.
    A shared function's module is the same in every program that compiles that function
    (the globals it names are declared with opaque types: their layouts differ between
    programs, with the vtable slots each calls), so its object, like every module's, is
    kept in the cache under the module's text: a
    program that uses the framework compiles only what no compile made before, instead
    of its thousands of framework functions (at -O2, most of `--backend ir`'s time).
    `mapper(object_code, texts)` compiles the misses (jobs.mapper: in several processes)."""
    own = [fn.symbol for fn in functions if not fn.shared and fn.blocks]
    texts = [parts.globals_module(), *([parts.function_module(own, opaque=True)] if own else []),
             *(parts.function_module([fn.symbol], opaque=True) for fn in functions if fn.shared and fn.blocks)]
    version = ".".join(map(str, _binding().llvm_version_info))
    keys = [cache.object_key(text, f"LLVM {version} -O{opt}") for text in texts]
    code: list[bytes | None] = [None if key is None else cache.object_code(key) for key in keys]
    misses = [k for k, data in enumerate(code) if data is None]
    for k, data in zip(misses, mapper(functools.partial(object_code, opt=opt), [texts[k] for k in misses])):
        code[k] = data
        if keys[k] is not None:
            cache.put_object_code(keys[k], data)
    paths = [workdir / f"{k}.o" for k in range(len(code))]
    for path, data in zip(paths, code):
        path.write_bytes(data)                                        # type: ignore[arg-type]
    return paths
