"""The one table binding base-class-library members to runtime functions.

User assemblies reference `mscorlib`, `netstandard` or `System.Runtime`; members are
bound by full name (`Type::Method(params)` with ilasm type names), whatever assembly
the reference names. Anything not in this table is an error that names the member,
so adding a binding is one line here plus the C function in `runtime/`.

`Console.Write()` has no parameterless overload in the BCL, hence no `Write` entry
for `()`.

`System.Math` members bind to `rt_Math_<Member>_<suffix>`, the suffix naming the
parameter type (`i8 u8 i16 u16 i32 u32 i64 u64 f32 f64`; small integer types travel
as normalised int32). Only the overloads listed are bound: `Math.Abs(decimal)`,
`Math.Round(double, int)` and the like are unsupported members. `Math.PI` and
`Math.E` are constants the C# compiler inlines.
"""

from __future__ import annotations

from cil2mir.errors import CompileError
from cil2mir.frontend.assembly import MemberRef
from cil2mir.frontend.ir import Callee, Ty
from cil2mir.frontend.signatures import IR_TYPE

_PRINTABLE: dict[str, tuple[str, Ty]] = {
    "bool": ("bool", Ty.I32), "char": ("char", Ty.I32), "int32": ("i32", Ty.I32),
    "uint32": ("u32", Ty.I32), "int64": ("i64", Ty.I64), "uint64": ("u64", Ty.I64),
    "string": ("string", Ty.REF), "float32": ("f32", Ty.F32), "float64": ("f64", Ty.F64),
}

# ilasm type name -> (suffix, machine type) of the numeric types Math is overloaded on.
_NUMERIC: dict[str, tuple[str, Ty]] = {
    "int8": ("i8", Ty.I32), "uint8": ("u8", Ty.I32), "int16": ("i16", Ty.I32),
    "uint16": ("u16", Ty.I32), "int32": ("i32", Ty.I32), "uint32": ("u32", Ty.I32),
    "int64": ("i64", Ty.I64), "uint64": ("u64", Ty.I64), "float32": ("f32", Ty.F32),
    "float64": ("f64", Ty.F64),
}
# Math member -> (number of parameters, the parameter types it is bound for).
_MATH: dict[str, tuple[int, tuple[str, ...]]] = {
    **{m: (1, ("float64",)) for m in ("Sqrt", "Floor", "Ceiling", "Round", "Truncate", "Sin",
                                      "Cos", "Tan", "Atan", "Exp", "Log", "Log10")},
    "Atan2": (2, ("float64",)), "Pow": (2, ("float64",)),
    "Abs": (1, ("int8", "int16", "int32", "int64", "float32", "float64")),
    "Min": (2, tuple(_NUMERIC)), "Max": (2, tuple(_NUMERIC)),
}


def _math(member: str, arity: int, cil: str) -> tuple[str, Callee]:
    suffix, ty = _NUMERIC[cil]
    return (f"System.Math::{member}({', '.join([cil] * arity)})",
            Callee(f"rt_Math_{member}_{suffix}", (ty,) * arity, ty))

BINDINGS: dict[str, Callee] = {
    "System.Console::WriteLine()": Callee("rt_Console_WriteLine_void", (), Ty.VOID),
    **{f"System.Console::{method}({cil})": Callee(f"rt_Console_{method}_{suffix}", (ty,), Ty.VOID)
       for method in ("WriteLine", "Write") for cil, (suffix, ty) in _PRINTABLE.items()},
    **dict(_math(member, arity, cil) for member, (arity, types) in _MATH.items()
           for cil in types),
}


def bind(ref: MemberRef) -> Callee:
    callee = BINDINGS.get(ref.key)
    if callee is None or ref.sig.has_this or ref.sig.ret.elem is None \
            or IR_TYPE[ref.sig.ret.elem] is not callee.ret:
        raise CompileError(f"unsupported member {ref.key}")
    return callee
