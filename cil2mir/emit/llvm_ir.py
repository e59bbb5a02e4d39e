"""The reference back end: SSA graph -> LLVM IR module (through llvmlite.ir).

The module serves three purposes, which is why it has real function bodies:
  * compiled by llvmlite at -O2 it is the `--backend ir` program, the reference
    our own instruction selection and allocator are checked against;
  * written out as App.ll / App.bc for inspection;
  * embedded in both .mir files, where llc needs every MIR function defined and
    every global the MIR names (string objects, runtime functions) declared.

Rules that keep the text acceptable to llc 14 *and* 19 (COOKBOOK.md §10): typed
pointers (`i8*`, which llvmlite.ir prints), no `target triple`/`datalayout` in
the embedded text (`ir_module_text` strips them; llc takes them from -mtriple).

Value mapping: I32 -> i32, I64 -> i64, REF -> i8*. Comparisons produce an i1
that is zero-extended to i32, as CIL's ceq/clt/cgt do. Shift counts are masked
to width-1 (x86's behaviour, which Mono exposes), so LLVM never sees a poison
shift.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

import llvmlite.ir as llir

from cil2mir.frontend import ir

I8 = llir.IntType(8)
I16 = llir.IntType(16)
I32 = llir.IntType(32)
I64 = llir.IntType(64)
I8PTR = I8.as_pointer()
VOID = llir.VoidType()

TARGET_TRIPLE = "x86_64-unknown-linux-gnu"
STRING_TYPE_SYMBOL = "rt_String_type"

_ICMP: dict[ir.Cond, tuple[bool, str]] = {
    # cond -> (signed?, LLVM predicate)
    ir.Cond.EQ: (True, "=="), ir.Cond.NE: (True, "!="),
    ir.Cond.LT: (True, "<"), ir.Cond.LE: (True, "<="),
    ir.Cond.GT: (True, ">"), ir.Cond.GE: (True, ">="),
    ir.Cond.ULT: (False, "<"), ir.Cond.ULE: (False, "<="),
    ir.Cond.UGT: (False, ">"), ir.Cond.UGE: (False, ">="),
}


def llvm_type(ty: ir.Ty) -> llir.Type:
    return {ir.Ty.I32: I32, ir.Ty.I64: I64, ir.Ty.REF: I8PTR, ir.Ty.VOID: VOID}[ty]


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

    def __post_init__(self) -> None:
        self.llmod = llir.Module(name=self.module.assembly)

    def build(self) -> llir.Module:
        # Strings first, in Module.strings() order, so `str.N` numbering matches isel.
        for literal, symbol in self.module.string_symbols().items():
            self.strings[literal] = self._string_object(symbol, literal)
        for fn in self.module.functions:
            self.functions[fn.symbol] = llir.Function(
                self.llmod, llir.FunctionType(llvm_type(fn.ret), [llvm_type(p.ty) for p in fn.params]),
                fn.symbol)
        for fn in self.module.functions:
            _FunctionBuilder(self, fn, self.functions[fn.symbol]).build()
        return self.llmod

    def callee(self, c: ir.Callee) -> llir.Function:
        """A defined managed function, or a declaration of a runtime function."""
        f = self.functions.get(c.symbol)
        if f is None:
            f = llir.Function(self.llmod, llir.FunctionType(llvm_type(c.ret), [llvm_type(t) for t in c.params]),
                              c.symbol)
            if c.noreturn:
                f.attributes.add("noreturn")
                f.attributes.add("nounwind")
            self.functions[c.symbol] = f
        return f

    def _string_object(self, symbol: str, literal: str) -> llir.Constant:
        """`{ TypeDesc* type; int32 length; uint16 chars[length]; }` packed, so the
        chars start at offset 12 (docs/architecture.md). Returned as an `i8*` constant."""
        units = utf16_units(literal)
        chars_ty = llir.ArrayType(I16, len(units))
        ty = llir.LiteralStructType([I8PTR, I32, chars_ty], packed=True)
        gv = llir.GlobalVariable(self.llmod, ty, symbol)
        gv.linkage = "private"
        gv.global_constant = True
        gv.unnamed_addr = True
        gv.align = 8
        gv.initializer = llir.Constant(ty, [self._string_type(), llir.Constant(I32, len(units)),
                                            llir.Constant(chars_ty, units)])
        return gv.bitcast(I8PTR)

    def _string_type(self) -> llir.GlobalVariable:
        gv = self.llmod.globals.get(STRING_TYPE_SYMBOL)
        if gv is None:
            gv = llir.GlobalVariable(self.llmod, I8, STRING_TYPE_SYMBOL)  # external: the runtime defines it
        return gv


# ---- functions ------------------------------------------------------------------------------

@dataclass
class _FunctionBuilder:
    mb: _ModuleBuilder
    fn: ir.Function
    llfn: llir.Function
    values: dict[ir.Value, llir.Value] = field(default_factory=dict)
    blocks: dict[ir.Block, llir.Block] = field(default_factory=dict)

    def build(self) -> None:
        fn = self.fn
        for p, arg in zip(fn.params, self.llfn.args):
            arg.name = f"a{p.index}"
            self.values[p] = arg
        for b in fn.blocks:
            self.blocks[b] = self.llfn.append_basic_block(f"bb{b.id}")
        b = llir.IRBuilder()
        # Phis first in every block (their incoming values may be defined later), filled at the end.
        for blk in fn.blocks:
            b.position_at_end(self.blocks[blk])
            for phi in blk.phis:
                self.values[phi] = b.phi(llvm_type(phi.ty), name=f"v{phi.id}")
        for blk in fn.blocks:
            b.position_at_end(self.blocks[blk])
            for inst in blk.insts:
                result = self._inst(b, inst)
                if result is not None:
                    self.values[inst] = result
            self._terminator(b, blk.term)
        for blk in fn.blocks:
            for phi in blk.phis:
                llphi = self.values[phi]
                for pred, v in phi.incoming:
                    # LLVM wants one entry per CFG edge: a switch with two cases to this block
                    # (or a branch with then_ == else_) is two edges from the same predecessor.
                    for _ in range(max(1, pred.succs.count(blk))):
                        llphi.add_incoming(self._val(v), self.blocks[pred])

    def _val(self, v: ir.Value) -> llir.Value:
        if isinstance(v, ir.Const):
            if v.ty is ir.Ty.REF:
                return llir.Constant(I8PTR, None)
            bits = v.ty.bits      # printed signed, whatever bit pattern the frontend stored
            return llir.Constant(llvm_type(v.ty), ((v.value + (1 << (bits - 1))) % (1 << bits)) - (1 << (bits - 1)))
        return self.values[v]

    def _inst(self, b: llir.IRBuilder, inst: ir.Inst) -> llir.Value | None:
        op, name = inst.op, f"v{inst.id}"
        args = [self._val(a) for a in inst.args] if op is not ir.Op.STR else []
        if op in ir.BINARY_OPS:
            x, y = args
            if op in (ir.Op.SHL, ir.Op.SHR, ir.Op.SHR_UN):
                ty = llvm_type(inst.ty)
                count = b.and_(y, llir.Constant(I32, inst.ty.bits - 1))
                if inst.ty is ir.Ty.I64:
                    count = b.zext(count, I64)
                return {ir.Op.SHL: b.shl, ir.Op.SHR: b.ashr, ir.Op.SHR_UN: b.lshr}[op](x, count, name=name)
            emit = {ir.Op.ADD: b.add, ir.Op.SUB: b.sub, ir.Op.MUL: b.mul, ir.Op.DIV: b.sdiv,
                    ir.Op.DIV_UN: b.udiv, ir.Op.REM: b.srem, ir.Op.REM_UN: b.urem,
                    ir.Op.AND: b.and_, ir.Op.OR: b.or_, ir.Op.XOR: b.xor}[op]
            return emit(x, y, name=name)
        if op is ir.Op.NEG:
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
        if op is ir.Op.CMP:
            signed, pred = _ICMP[inst.data]
            c = (b.icmp_signed if signed else b.icmp_unsigned)(pred, *args)
            return b.zext(c, I32, name=name)
        if op is ir.Op.CALL:
            callee = self.mb.callee(inst.data)
            call = b.call(callee, args, name=name if inst.ty is not ir.Ty.VOID else "")
            return call if inst.ty is not ir.Ty.VOID else None
        if op is ir.Op.STR:
            return self.mb.strings[inst.data]
        raise AssertionError(f"llvm_ir: unhandled op {op}")

    def _terminator(self, b: llir.IRBuilder, term: ir.Terminator | None) -> None:
        if isinstance(term, ir.Jump):
            b.branch(self.blocks[term.target])
        elif isinstance(term, ir.Branch):
            signed, pred = _ICMP[term.cond]
            c = (b.icmp_signed if signed else b.icmp_unsigned)(pred, self._val(term.a), self._val(term.b))
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

def build_ir_module(module: ir.Module) -> llir.Module:
    """The whole assembly as one llvmlite module (every function with its real body)."""
    return _ModuleBuilder(module).build()


def ir_module_text(module: ir.Module) -> str:
    """Deterministic IR text fit for embedding in MIR, for App.ll and for llvmlite:
    no ModuleID comment, no target triple, no datalayout."""
    text = str(build_ir_module(module))
    keep = [line for line in text.splitlines()
            if not line.startswith(("target triple", "target datalayout", "; ModuleID"))]
    return "\n".join(keep).strip("\n") + "\n"


def _binding():
    """llvmlite.binding, initialised once for x86-64 (imported lazily: it loads LLVM)."""
    import llvmlite.binding as llvm
    if not getattr(_binding, "done", False):
        llvm.initialize_native_target()
        llvm.initialize_native_asmprinter()
        _binding.done = True  # type: ignore[attr-defined]
    return llvm


def _parse(text: str):
    llvm = _binding()
    mod = llvm.parse_assembly(text)
    mod.triple = TARGET_TRIPLE
    mod.verify()
    return mod


def write_bitcode(text: str, path: str | Path) -> None:
    """App.bc: the module as bitcode, written by llvmlite (so in llvmlite's LLVM version)."""
    Path(path).write_bytes(_parse(text).as_bitcode())


def compile_object(text: str, path: str | Path, opt: int = 2) -> None:
    """The `--backend ir` object file: x86-64, PIC (the runtime links as a PIE), -O`opt`
    through LLVM's new pass manager."""
    llvm = _binding()
    mod = _parse(text)
    target = llvm.Target.from_triple(TARGET_TRIPLE)
    tm = target.create_target_machine(opt=opt, reloc="pic", codemodel="default")
    mod.data_layout = str(tm.target_data)
    if opt > 0:
        pto = llvm.create_pipeline_tuning_options(speed_level=opt)
        pb = llvm.create_pass_builder(tm, pto)
        pb.getModulePassManager().run(mod, pb)
    Path(path).write_bytes(tm.emit_object(mod))
