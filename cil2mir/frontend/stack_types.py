"""Evaluation-stack types and the operand-type tables of ECMA-335 Partition III §1.5.

The verifier's view of a value is coarser than its declared type (every small integer
is int32) and finer than its machine type (int64 and native int are both 64-bit but
may not be mixed). Floats and managed pointers (F, &) are not compiled yet, so they
do not appear. Object references are one type O: the only ones this frontend meets
are strings, string[] and null, and nothing it supports distinguishes them.
"""

from __future__ import annotations

import enum

from cil2mir.frontend.ir import Ty
from cil2mir.frontend.signatures import IR_TYPE, Elem


class StackTy(enum.Enum):
    INT32 = "int32"
    INT64 = "int64"
    NATIVE_INT = "native int"
    OBJ = "O"

    @property
    def ir(self) -> Ty:
        return _IR[self]

    def __str__(self) -> str:
        return self.value


_IR = {StackTy.INT32: Ty.I32, StackTy.INT64: Ty.I64, StackTy.NATIVE_INT: Ty.I64,
       StackTy.OBJ: Ty.REF}

I32, I64, NAT, OBJ = StackTy.INT32, StackTy.INT64, StackTy.NATIVE_INT, StackTy.OBJ


def of_elem(elem: Elem) -> StackTy:
    """The stack type a value of a declared type has once loaded (III.1.1.1)."""
    if elem in (Elem.I, Elem.U):
        return NAT
    return {Ty.I32: I32, Ty.I64: I64, Ty.REF: OBJ}[IR_TYPE[elem]]


# Table 2 (binary numeric operations) and Table 5 (integer operations) agree once F and
# & are left out: add sub mul div rem and or xor div.un rem.un all use this one.
BINARY: dict[tuple[StackTy, StackTy], StackTy] = {
    (I32, I32): I32, (I32, NAT): NAT, (NAT, I32): NAT, (NAT, NAT): NAT, (I64, I64): I64,
}

# Table 6 (shift operations): shiftee type -> result, for an int32 or native int amount.
SHIFT_VALUE = frozenset({I32, I64, NAT})
SHIFT_AMOUNT = frozenset({I32, NAT})

# Table 3 (unary numeric operations): neg and not keep their operand's type.
UNARY = frozenset({I32, I64, NAT})

# Table 4 (binary comparison or branch operations) without F and &: the integer pairs,
# widened to a common machine type, and O with O for equality and the unsigned
# comparisons (which is how `x != null` is compiled: `cgt.un`).
COMPARE_INT = frozenset({(I32, I32), (I32, NAT), (NAT, I32), (NAT, NAT), (I64, I64)})

# Table 8 (conversion operations): every integer stack type converts; O does not.
CONVERTIBLE = frozenset({I32, I64, NAT})
