"""Stack traces as Mono 6.8 prints them (`Exception.StackTrace`, `ToString()`): which
methods show a frame, the IL offset each frame gives, and the text of a frame.

Recording is lowered like the rest of exception handling: where an exception first meets a
frame (after a call returns it pending, at a `throw`, at a runtime check's thrower) the
code calls `rt_trace(sites, k)`, which appends site k of the method's `<symbol>.frames`
table to the pending exception's trace; `throw` starts a new trace, `rethrow` replaces the
catching frame by the rethrowing one, as Mono does. The runtime formats the trace
(runtime/cil2mir_rt.c, rt_Exception_StackTrace).

Mono's frames come from its JIT, so two of its decisions show and are modelled here from the
IL alone (`MonoJit`):
- a method the JIT inlined has no frame of its own: what it raises is reported at its
  caller's call site. Mono inlines a non-virtual method of under 20 bytes of IL without
  exception clauses, NoInlining or a static constructor, when every call in it is inlined
  too, is an intrinsic, or is the helper call Mono makes for `newobj` of a corlib
  exception in a block that ends in `throw`; never an Exception's constructor, nor what
  only a delegate calls (a lambda);
- without debug symbols, the IL offset of a frame is that of the last sequence point at or
  before the instruction: Mono makes one where the evaluation stack is empty and one after
  each call instruction (inlined or not), but for that `newobj` of a corlib exception.
What the model leaves out (a static constructor that already ran when the caller was
compiled, generic sharing, the full list of Mono's intrinsics) can move an offset or
show a frame Mono inlined; frames of members the runtime or a plug implements are not
recorded (Mono shows the framework's own methods there).
"""

from __future__ import annotations

import bisect
import hashlib
from dataclasses import dataclass, field
from typing import Callable

from cil2mir.errors import CompileError
from cil2mir.frontend import ir
from cil2mir.frontend.assembly import (T_MEMBERREF, T_METHODDEF, T_TYPEDEF, Assembly,
                                       MethodDef, TypeDefRow)
from cil2mir.frontend.cfg import build_cfg
from cil2mir.frontend.cil import Body, Instr, decode_body
from cil2mir.frontend.ir import Op, Ty
from cil2mir.frontend.signatures import Elem, SigType
from cil2mir.frontend.typesystem.types import BCL_NAME, array_dims, packed_init

RT_TRACE = ir.Callee("rt_trace", (Ty.I64, Ty.I32), Ty.VOID, nothrow=True)

HIDDEN_ATTRIBUTE = "System.Diagnostics.StackTraceHiddenAttribute"
INLINE_LIMIT = 20                   # Mono's INLINE_LENGTH_LIMIT: IL bytes
_NO_INLINING, _SYNCHRONIZED, _INTERNAL_CALL, _AGGRESSIVE = 0x8, 0x20, 0x1000, 0x100
_CALLS = frozenset({"call", "callvirt", "newobj"})
# call instructions Mono folds into the instruction before them (a delegate's constructor
# after ldftn, Type.GetTypeFromHandle after ldtoken), so that no sequence point follows
_FOLDED = {"newobj": ("ldftn", "ldvirtftn"), "call": ("ldtoken",)}
# Calls Mono's JIT replaces by inline code (mini_emit_inst_for_method): they never keep the
# method making them from being inlined.
INTRINSICS = frozenset({
    "System.String::get_Length", "System.String::get_Chars", "System.Array::get_Length",
    "System.Array::get_Rank", "System.Object::GetType", "System.Object::.ctor",
    "System.Type::GetTypeFromHandle", "System.Type::op_Equality", "System.Type::op_Inequality",
    "System.Runtime.CompilerServices.RuntimeHelpers::InitializeArray",
    "System.Runtime.CompilerServices.RuntimeHelpers::get_OffsetToStringData",
    "System.Threading.Thread::MemoryBarrier", "System.Math::Abs", "System.Math::Sqrt",
    "System.Math::Sin", "System.Math::Cos", "System.Math::Tan", "System.Math::Atan",
    "System.Math::Exp", "System.Math::Log", "System.Math::Floor", "System.Math::Ceiling",
    "System.Math::Round", "System.Math::Min", "System.Math::Max", "System.Math::Pow",
    "System.Diagnostics.Debugger::Break"})


def guid_text(b: bytes) -> str:
    """Guid.ToString("N"): the first three fields are little-endian integers."""
    return (f"{int.from_bytes(b[0:4], 'little'):08x}{int.from_bytes(b[4:6], 'little'):04x}"
            f"{int.from_bytes(b[6:8], 'little'):04x}{b[8:16].hex()}")


class MonoJit:
    """What Mono's JIT would do with a method, as far as it shows in stack traces."""

    def __init__(self, libraries) -> None:
        self.libraries = libraries
        self._inlines: dict[tuple[int, int], bool] = {}
        self._rows: dict[int, dict[str, TypeDefRow]] = {}
        self._texts: dict[str, ir.GlobalData] = {}

    def text(self, text: str) -> str:
        """The symbol of a constant C string holding `text`, one per text (the frames tables
        of a generic method's instances, and of one assembly's methods, share theirs)."""
        data = text.encode("utf-8") + b"\0"
        symbol = "frame." + hashlib.sha1(data).hexdigest()[:16]
        if symbol not in self._texts:
            self._texts[symbol] = ir.GlobalData(symbol, len(data), 8, packed_init(data),
                                                constant=True)
        return symbol

    def globals(self) -> list[ir.GlobalData]:
        """The texts the frames tables point to."""
        return list(self._texts.values())

    def shows_frame(self, asm: Assembly, m: MethodDef, body: Body | None = None) -> bool:
        """Whether m has frames in traces; `body`: its decoded body, when at hand."""
        d = m.origin or m
        return not (asm.has_attribute(T_METHODDEF, d.rid, HIDDEN_ATTRIBUTE)
                    or asm.has_attribute(T_TYPEDEF, d.type_rid, HIDDEN_ATTRIBUTE)
                    or self.inlines(asm, d, body))

    def inlines(self, asm: Assembly, m: MethodDef, body: Body | None = None) -> bool:
        """Whether Mono inlines the calls of m. Taken as one answer for all calls: a
        virtual method (through its vtable or an interface) and a lambda (through a
        delegate) are not inlined, a non-virtual one is when it qualifies."""
        key = (id(asm), m.rid)
        known = self._inlines.get(key)
        if known is None:
            self._inlines[key] = False          # a recursive call is not inlined
            known = self._inlines[key] = self._inlinable(asm, m, body)
        return known

    def seq_point_after(self, asm: Assembly, body: Body, index: int) -> bool:
        """Whether Mono makes a sequence point after the call instruction body.instrs[index]:
        after all but those it folds into the instruction before (`ldtoken` +
        GetTypeFromHandle, `ldftn` + a delegate's constructor) and a `newobj` of a corlib
        exception that it makes with a helper."""
        ins = body.instrs[index]
        ref = _callee_name(asm, ins)
        if ref is None:
            return True
        if index > 0 and body.instrs[index - 1].op in _FOLDED.get(ins.op, ()) \
                and (ins.op == "newobj" or ref[1] == "GetTypeFromHandle"):
            return False
        return ins.op != "newobj" or not self._exception_helper(asm, body, index, ref[0], ref[2])

    # ---- the model -------------------------------------------------------------------------

    def _inlinable(self, asm: Assembly, m: MethodDef, body: Body | None) -> bool:
        if not (m.is_il and m.rva) or m.is_pinvoke:
            return False
        flags = asm.impl_flags(m)
        if flags & (_NO_INLINING | _SYNCHRONIZED | _INTERNAL_CALL):
            return False
        if m.is_virtual or m.name.startswith("<"):
            return False        # called through a vtable, an interface or a delegate (lambdas)
        row = asm.type_rows[m.type_rid - 1]
        if any(asm.methods[r - 1].name == ".cctor" for r in row.methods):
            return False
        if m.name == ".ctor" and self._is_exception(asm, row.name):
            return False
        try:
            body = body or decode_body(asm, m)
        except CompileError:
            return False
        if body.clauses or (body.code_size >= INLINE_LIMIT and not flags & _AGGRESSIVE):
            return False
        for i, ins in enumerate(body.instrs):
            if ins.op in ("calli", "jmp", "localloc", "ldftn", "ldvirtftn"):
                return False
            if ins.op in _CALLS and not self._inlined_call(asm, body, i):
                return False
        return True

    def _inlined_call(self, asm: Assembly, body: Body, index: int) -> bool:
        ins = body.instrs[index]
        ref = _callee_name(asm, ins)
        if ref is None:
            return False
        type_name, name, params, callee = ref
        if f"{type_name}::{name}" in INTRINSICS:
            return True
        if ins.op == "newobj" and self._exception_helper(asm, body, index, type_name, params):
            return True
        if callee is None or ins.op == "newobj" and self._is_exception(asm, type_name):
            return False
        return self.inlines(asm, callee)

    def _exception_helper(self, asm: Assembly, body: Body, index: int, type_name: str,
                          params: tuple[SigType, ...]) -> bool:
        """Whether Mono makes this `newobj` with mono_create_corlib_exception_N (no managed
        call): a corlib exception taking up to two strings, in a block ending in throw."""
        return len(params) <= 2 and all(p.elem is Elem.STRING for p in params) \
            and self._corlib_exception(asm, type_name) and _ends_in_throw(body, index)

    def _corlib_exception(self, asm: Assembly, name: str) -> bool:
        if not self._is_exception(asm, name):     # (first: it never looks System.Object up,
            return False                          # which no library defines: all would load)
        owner = self._owner(asm, name)
        return owner is not None and \
            (owner.assembly_name == "mscorlib" or owner is self.libraries.corelib.asm)

    def _is_exception(self, asm: Assembly, name: str) -> bool:
        for _ in range(64):                 # (a cycle of base types is not ours to report)
            if name in ("System.Exception", "System.Object"):
                return name == "System.Exception"
            owner = self._owner(asm, name)
            row = self._row(owner, name) if owner is not None else None
            base = row.extends_sig if row is not None else None
            if owner is None or base is None or base.elem is Elem.OBJECT:
                return False
            asm, name = owner, base.generic or base.name
        return False

    def _owner(self, asm: Assembly, name: str) -> Assembly | None:
        if self._row(asm, name) is not None:
            return asm
        lib = self.libraries.defining(name)
        return lib.asm if lib is not None else None

    def row_of(self, asm: Assembly, name: str) -> TypeDefRow | None:
        """The TypeDef of a type `asm` names (in it or a library)."""
        owner = self._owner(asm, name)
        return self._row(owner, name) if owner is not None else None

    def _row(self, asm: Assembly, name: str) -> TypeDefRow | None:
        rows = self._rows.get(id(asm))
        if rows is None:
            rows = self._rows[id(asm)] = {r.name: r for r in asm.type_rows}
        return rows.get(name)


def _callee_name(asm: Assembly, ins: Instr
                 ) -> tuple[str, str, tuple[SigType, ...], MethodDef | None] | None:
    """(type, name, parameter types, the MethodDef when this assembly defines it) of a call
    instruction's method, read from the metadata alone (nothing is resolved or reached)."""
    token = ins.operand
    if not isinstance(token, int):
        return None
    try:
        if token >> 24 == 0x2B:                                     # MethodSpec
            token = asm.method_spec(token)[0]
        if token >> 24 == T_METHODDEF:
            m = asm.method_def(token)
            return m.type_name, m.name, tuple(m.sig.params), m
        if token >> 24 == T_MEMBERREF:
            ref = asm.member_ref(token)
            generic = ref.parent.generic if ref.parent is not None else ""
            return generic or ref.type_name, ref.name, tuple(ref.sig.params), None
    except CompileError:
        pass
    return None


def _ends_in_throw(body: Body, index: int) -> bool:
    """Whether the basic block holding instruction `index` ends with `throw` (Mono lays
    such a block out of line). (Asked of a `newobj` of an exception only: rare.)"""
    try:
        blocks = build_cfg(body).blocks
    except CompileError:
        return False
    block = next(b for b in blocks if b.start <= index < b.end)
    return body.instrs[block.end - 1].op == "throw"


# ---- the text of a frame ------------------------------------------------------------------

def frame_text(asm: Assembly, m: MethodDef,
               row_of: Callable[[Assembly, str], TypeDefRow | None]) -> str:
    """`Ns.Type.Method[T] (System.Int32 x, T y)` as Mono's StackTrace writes a method: its
    generic definition, the parameters' types (a generic instance as its definition) and
    names. `row_of(asm, name)`: the TypeDef of a type m's assembly names."""
    d = m.origin or m
    row = asm.type_rows[d.type_rid - 1]
    type_params, method_params = row.param_names, asm.method_generic_names(d)
    name = d.name + (f"[{','.join(method_params)}]" if method_params else "")
    texts = []
    for t, n in zip(d.sig.params, asm.param_names(d)):
        if t.args and t.elem in (Elem.CLASS, Elem.VALUETYPE):
            definition = row_of(asm, t.generic)
            text = _generic_text(t.generic, definition.param_names if definition else ())
        else:
            text = _type_text(t, type_params, method_params)
        texts.append(f"{text} {n}" if n else text)
    return f"{_generic_text(row.name, type_params)}.{name} ({', '.join(texts)})"


def _generic_text(name: str, params: tuple[str, ...]) -> str:
    return name.replace("/", "+") + (f"[{','.join(params)}]" if params else "")


def _type_text(t: SigType, type_params, method_params) -> str:
    """Type.ToString() of a signature type."""
    if t.elem is Elem.VAR and t.rank < len(type_params):
        return type_params[t.rank]
    if t.elem is Elem.MVAR and t.rank < len(method_params):
        return method_params[t.rank]
    if t.enum:
        return t.name.replace("/", "+")
    if t.elem in (Elem.BYREF, Elem.PTR) and t.pointee is not None:
        return _type_text(t.pointee, type_params, method_params) + t.elem.value
    if t.elem in (Elem.ARRAY, Elem.STRING_ARRAY, Elem.MDARRAY) and t.pointee is not None:
        return _type_text(t.pointee, type_params, method_params) + array_dims(t)
    if t.elem in BCL_NAME:
        return BCL_NAME[t.elem]
    if t.elem is Elem.STRING:
        return "System.String"
    if t.elem is Elem.OBJECT:
        return "System.Object"
    if t.args:
        args = ",".join(_type_text(a, type_params, method_params) for a in t.args)
        return f"{t.generic.replace('/', '+')}[{args}]"
    return t.name.replace("/", "+")


# ---- a method's sites -----------------------------------------------------------------------

@dataclass
class FrameSites:
    """The places of one method's function where an exception first meets its frame, and
    the `<symbol>.frames` table they index: {char *method; char *mvid; char *assembly;
    int32 il[]} (the assembly's name is Exception.Source's default)."""
    symbol: str
    method: str             # the symbols of the texts (MonoJit.text)
    mvid: str
    assembly: str
    jit: MonoJit
    asm: Assembly
    sites: dict[int, int] = field(default_factory=dict)     # raising IL offset -> index
    seq_points: set[int] = field(default_factory=set)

    def site(self, il_offset: int | None) -> int:
        """The index in the table of the site of the instruction at `il_offset`."""
        return self.sites.setdefault(il_offset or 0, len(self.sites))

    def record(self, il_offset: int | None) -> list[ir.Inst]:
        """The instructions that record this frame at the instruction at `il_offset`."""
        table = ir.Inst(Ty.I64, op=Op.GLOBALADDR, data=self.symbol, il_offset=il_offset)
        site = ir.Const(Ty.I32, value=self.site(il_offset))
        return [table, ir.Inst(Ty.VOID, op=Op.CALL, args=[table, site], data=RT_TRACE,
                               il_offset=il_offset)]

    def visit(self, body: Body, index: int, stack_empty: bool) -> None:
        """Note the sequence points around instruction `index` as the builder reaches it
        (before handling it)."""
        ins = body.instrs[index]
        if stack_empty:
            self.seq_points.add(ins.offset)
        if ins.op in _CALLS and index + 1 < len(body.instrs) \
                and self.jit.seq_point_after(self.asm, body, index):
            self.seq_points.add(body.instrs[index + 1].offset)

    def table(self) -> ir.GlobalData:
        points = sorted(self.seq_points) or [0]
        il = [points[max(bisect.bisect_right(points, r) - 1, 0)] for r in self.sites]
        init = [ir.InitValue(0, 8, ir.SymbolRef(self.method)),
                ir.InitValue(8, 8, ir.SymbolRef(self.mvid)),
                ir.InitValue(16, 8, ir.SymbolRef(self.assembly))]
        init += [ir.InitValue(24 + 4 * k, 4, v) for k, v in enumerate(il) if v]
        return ir.GlobalData(self.symbol, 24 + 4 * len(il), 8, init, constant=True)


def frame_sites(asm: Assembly, m: MethodDef, jit: MonoJit, body: Body) -> FrameSites | None:
    """The sites object for compiling m (whose body is `body`), or None when m shows no
    frame."""
    if asm is jit.libraries.corelib.asm or not jit.shows_frame(asm, m, body):
        return None         # (a plug: Mono shows the framework's own frames there)
    return FrameSites(f"{m.symbol}.frames", jit.text(frame_text(asm, m, jit.row_of)),
                      jit.text(guid_text(asm.mvid)), jit.text(asm.assembly_name), jit, asm)
