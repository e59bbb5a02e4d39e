"""Evaluation-stack types and the operand-type tables of ECMA-335 Partition III §1.5.

The verifier's view of a value is coarser than its declared type (every small integer
is int32) and finer than its machine type (int64, native int and & are all 64-bit but
may not be mixed freely). Object references are one type O: the only ones this
frontend meets are strings, string[] and null, and nothing it supports distinguishes
them.

ECMA's F is split in two, F32 and F64: Mono keeps float32 arithmetic in single
precision, and so do we; an operation that mixes them promotes the float32 operand
(`fext`), which is the value ECMA's F would hold. Both print as `F` in messages.
Unmanaged pointers (`T*`) are native int on the stack (III.1.1.1, "unmanaged
pointers"); managed pointers (ldloca, ldarga, ref/out parameters) are &.
"""

from __future__ import annotations


from cil2mir.frontend.ir import IdEnum, Ty
from cil2mir.frontend.signatures import IR_TYPE, Elem


class StackTy(IdEnum):
    INT32 = "int32"
    INT64 = "int64"
    NATIVE_INT = "native int"
    F32 = "float32"
    F64 = "float64"
    BYREF = "&"
    OBJ = "O"
    VALUE = "valuetype"   # a struct: the address of a private copy (frontend/objects.py)

    @property
    def ir(self) -> Ty:
        return _IR[self]

    @property
    def is_float(self) -> bool:
        return self is StackTy.F32 or self is StackTy.F64

    def __str__(self) -> str:
        return "F" if self.is_float else self.value


_IR = {StackTy.INT32: Ty.I32, StackTy.INT64: Ty.I64, StackTy.NATIVE_INT: Ty.I64,
       StackTy.F32: Ty.F32, StackTy.F64: Ty.F64, StackTy.BYREF: Ty.I64, StackTy.OBJ: Ty.REF,
       StackTy.VALUE: Ty.I64}

I32, I64, NAT, OBJ = StackTy.INT32, StackTy.INT64, StackTy.NATIVE_INT, StackTy.OBJ
F32, F64, BYREF = StackTy.F32, StackTy.F64, StackTy.BYREF
FLOATS = frozenset({F32, F64})


def of_elem(elem: Elem) -> StackTy:
    """The stack type a value of a declared type has once loaded (III.1.1.1)."""
    if elem in (Elem.I, Elem.U, Elem.PTR, Elem.FNPTR):
        return NAT
    if elem is Elem.BYREF:
        return BYREF
    if elem is Elem.VALUETYPE:
        return StackTy.VALUE
    return _OF_IR[IR_TYPE[elem]._value_]


_OF_IR = {"i32": I32, "i64": I64, "ref": OBJ, "f32": F32, "f64": F64}


def float_result(a: StackTy, b: StackTy) -> StackTy:
    """The type two F operands are computed in: float32 only if both are."""
    return F32 if a is F32 and b is F32 else F64


# Table 2 (binary numeric operations: add sub mul div rem) without F and &, which the
# builder handles (F: float_result; &: the pointer-arithmetic table below).
# Table 5 (integer operations: and or xor div.un rem.un) is exactly this table too.
BINARY: dict[tuple[StackTy, StackTy], StackTy] = {
    (I32, I32): I32, (I32, NAT): NAT, (NAT, I32): NAT, (NAT, NAT): NAT, (I64, I64): I64,
}

# Table 2, the & rows: add and sub of & with int32/native int give &; & - & gives
# native int. (Unmanaged pointers are native int and use the integer rows.) Beyond the
# table, as Mono's JIT: a pointer minus a pinned & is their distance (mscorlib's
# String.IndexOfUnchecked: `char* p ... return (int)(p - pinnedFirstChar) / 2`).
BYREF_ADD: dict[tuple[StackTy, StackTy], StackTy] = {
    (BYREF, I32): BYREF, (BYREF, NAT): BYREF, (I32, BYREF): BYREF, (NAT, BYREF): BYREF,
}
BYREF_SUB: dict[tuple[StackTy, StackTy], StackTy] = {
    (BYREF, I32): BYREF, (BYREF, NAT): BYREF, (BYREF, BYREF): NAT, (NAT, BYREF): NAT,
}

# Table 6 (shift operations): shiftee type -> result, for an int32 or native int amount.
SHIFT_VALUE = frozenset({I32, I64, NAT})
SHIFT_AMOUNT = frozenset({I32, NAT})

# Table 3 (unary numeric operations): neg keeps its operand's type (F included); not is
# integer-only.
UNARY = frozenset({I32, I64, NAT})

# Table 4 (binary comparison or branch operations): the integer pairs, widened to a
# common machine type; F with F; & with & (and & with native int, unverifiable but
# what unsafe code does); O with O for equality and the unsigned comparisons (which
# is how `x != null` is compiled: `cgt.un`).
COMPARE_INT = frozenset({(I32, I32), (I32, NAT), (NAT, I32), (NAT, NAT), (I64, I64),
                         (BYREF, BYREF), (BYREF, NAT), (NAT, BYREF)})

# Table 8 (conversion operations): every integer stack type, F and & (as an address,
# "stops GC tracking") convert; O does not.
CONVERTIBLE = frozenset({I32, I64, NAT, F32, F64, BYREF})

# Types brtrue/brfalse test against zero/null (III.3.17-18).
TESTABLE = frozenset({I32, I64, NAT, BYREF, OBJ})
