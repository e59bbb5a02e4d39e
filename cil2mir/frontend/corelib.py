"""The one table binding base-class-library members to runtime functions.

User assemblies reference `mscorlib`, `netstandard` or `System.Runtime`; members are
bound by full name (`Type::Method(params)` with ilasm type names), whatever assembly
the reference names. Anything not in this table is an error that names the member,
so adding a binding is one line here plus the C function in `runtime/`.

`Console.Write()` has no parameterless overload in the BCL, hence no `Write` entry
for `()`.
"""

from __future__ import annotations

from cil2mir.errors import CompileError
from cil2mir.frontend.assembly import MemberRef
from cil2mir.frontend.ir import Callee, Ty
from cil2mir.frontend.signatures import IR_TYPE

_PRINTABLE: dict[str, tuple[str, Ty]] = {
    "bool": ("bool", Ty.I32), "char": ("char", Ty.I32), "int32": ("i32", Ty.I32),
    "uint32": ("u32", Ty.I32), "int64": ("i64", Ty.I64), "uint64": ("u64", Ty.I64),
    "string": ("string", Ty.REF),
}

BINDINGS: dict[str, Callee] = {
    "System.Console::WriteLine()": Callee("rt_Console_WriteLine_void", (), Ty.VOID),
    **{f"System.Console::{method}({cil})": Callee(f"rt_Console_{method}_{suffix}", (ty,), Ty.VOID)
       for method in ("WriteLine", "Write") for cil, (suffix, ty) in _PRINTABLE.items()},
}


def bind(ref: MemberRef) -> Callee:
    callee = BINDINGS.get(ref.key)
    if callee is None or ref.sig.has_this or ref.sig.ret.elem is None \
            or IR_TYPE[ref.sig.ret.elem] is not callee.ret:
        raise CompileError(f"unsupported member {ref.key}")
    return callee
