"""Frontend: user types deriving from C# corelib types (typesystem/types.py looks the names
the user's assembly does not define up in the corelib's TypeSystem), the exception
globals every module defines, and the pending-exception test of the `cil2mir_main`
wrapper (module.py). Runs against the real corelib (runtime/corelib/*.cs)."""
from __future__ import annotations

from pathlib import Path

import pytest

from cil2mir.frontend import ir, load_module
from cil2mir.frontend.dump import dump_function
from cil2mir.frontend.exceptions import PENDING, RUNTIME_EXCEPTIONS, TYPES_TABLE
from cil2mir.frontend.typesystem.types import D_BASE, D_SIZE, D_VTABLE
from tests.test_frontend_support import build_cs, compile_error, missing_library

PROGRAM_CS = """using System;
interface IDescribed { string Describe(); string Message { get; } }
class MyErr : Exception, IDescribed {
    public int Code;
    public MyErr(string m) : base(m) { Code = 1; }
    public override string Message { get { return "my " + base.Message; } }
    public virtual string Describe() { return Message; }
    public virtual string Unused() { return "never called"; }
}
class Program {
    static bool Is(object o) { return o is Exception; }
    static string Name(MyErr e) { return e.GetType().Name; }
    static void Main() { IDescribed d = new MyErr("x"); Console.WriteLine(d.Describe() + d.Message + ((MyErr)d).Describe()); }
}
"""

ENTRY_VOID = """function i32 @cil2mir_main(ref %0)  ; <entry Program::Main>
bb0:
  call void @Program.Main()
  %2 = globaladdr i64 @cil2mir_pending_exception
  %3 = load ref ref %2
  br ne ref %3, null, bb2, bb1
bb1:  ; preds bb0
  %4 = call i32 @rt_Environment_get_ExitCode()
  ret i32 %4
bb2:  ; preds bb0
  %5 = globaladdr i64 @cil2mir_pending_exception
  %6 = load ref ref %5
  call void @rt_unhandled_exception(%6) noreturn
  unreachable
"""

CCTOR_CS = ("class Program { static int x; static Program() { x = 3; }\n"
            "  static int Main() { return x; } }\n")
ENTRY_CCTOR = """function i32 @cil2mir_main(ref %0)  ; <entry Program::Main>
bb0:
  %1 = globaladdr i64 @Program..init
  store i32 %1, 1
  call void @Program..cctor()
  %4 = globaladdr i64 @cil2mir_pending_exception
  %5 = load ref ref %4
  br ne ref %5, null, bb3, bb1
bb1:  ; preds bb0
  %6 = call i32 @Program.Main()
  %7 = globaladdr i64 @cil2mir_pending_exception
  %8 = load ref ref %7
  br ne ref %8, null, bb4, bb2
bb2:  ; preds bb1
  ret i32 %6
bb3:  ; preds bb0
  %9 = str "Program"
  call void @rt_type_init_failed(%9, %1)
  br bb4
bb4:  ; preds bb1, bb3
  %11 = globaladdr i64 @cil2mir_pending_exception
  %12 = load ref ref %11
  call void @rt_unhandled_exception(%12) noreturn
  unreachable
"""

HELLO_CS = 'class P { static void Main() { System.Console.WriteLine("hi"); } }\n'


@pytest.fixture(scope="module")
def program(tmp_path_factory: pytest.TempPathFactory) -> str:
    return build_cs(tmp_path_factory.mktemp("corelib_inheritance"), PROGRAM_CS)


@pytest.fixture(scope="module")
def module(program: str) -> ir.Module:
    return load_module(program)


def _global(module: ir.Module, symbol: str) -> ir.GlobalData:
    return next(g for g in module.globals if g.symbol == symbol)


def _words(g: ir.GlobalData) -> dict[int, object]:
    return {iv.offset: iv.value for iv in g.init}


def _vtable(g: ir.GlobalData, slots: int) -> list[object]:
    words = _words(g)
    return [words.get(D_VTABLE + 8 * i) for i in range(slots)]


def _slots(g: ir.GlobalData) -> int:
    """The vtable length of a class descriptor without interfaces (it ends the global)."""
    return (g.size - D_VTABLE) // 8


def _calls(module: ir.Module, il_name: str) -> list[ir.Inst]:
    fn = next(f for f in module.functions if f.il_name == il_name)
    return [v for v in fn.values() if isinstance(v, ir.Inst) and v.op is ir.Op.CALL]


def test_layout_and_vtable_continue_the_corelib_base(module: ir.Module) -> None:
    exc = _global(module, "System.Exception..type")
    mine = _words(_global(module, "MyErr..type"))
    assert mine[D_BASE] == ir.SymbolRef("System.Exception..type")
    assert mine[D_SIZE] == _words(exc)[D_SIZE] + 8         # + int32 Code, rounded to 8
    n = _slots(exc)
    base_slots = _vtable(exc, n)
    own = _vtable(_global(module, "MyErr..type"), n + 1)
    overridden = base_slots.index(ir.SymbolRef("System.Exception.get_Message"))
    assert own[overridden] == ir.SymbolRef("MyErr.get_Message")
    assert [v for i, v in enumerate(own[:n]) if i != overridden] == \
        [v for i, v in enumerate(base_slots) if i != overridden]
    assert own[0] == ir.SymbolRef("System.Exception.ToString")
    assert own[n] == ir.SymbolRef("MyErr.Describe")          # the new slot follows the base's


def test_slots_no_call_can_reach_stay_empty(module: ir.Module) -> None:
    """Tree shaking: no call names `Unused`, so its slot stays empty (the user's methods are
    all compiled; a library's would not be)."""
    n = _slots(_global(module, "System.Exception..type"))
    own = _vtable(_global(module, "MyErr..type"), n + 2)
    assert own[n] == ir.SymbolRef("MyErr.Describe") and own[n + 1] is None


def test_interface_table_of_a_derived_class(module: ir.Module) -> None:
    g = _global(module, "MyErr..type")
    words = _words(g)
    iface_at = words[48]
    assert isinstance(iface_at, ir.SymbolRef) and iface_at.symbol == "MyErr..type"
    assert words[iface_at.addend] == ir.SymbolRef("IDescribed..type")
    table = words[words[56].addend]                            # type: ignore[union-attr]
    assert isinstance(table, ir.SymbolRef)
    assert [words[table.addend], words[table.addend + 8]] == \
        [ir.SymbolRef("MyErr.Describe"), ir.SymbolRef("MyErr.get_Message")]


def test_base_constructor_and_inherited_members_are_compiled(module: ir.Module) -> None:
    names = {f.il_name for f in module.functions}
    # `: base(m)`, `base.Message`, and slot 0 of the emitted descriptors
    assert {"System.Exception::.ctor", "System.Exception::get_Message",
            "System.Exception::ToString"} <= names
    calls = [c.data.symbol for c in _calls(module, "MyErr::.ctor")
             if not c.data.symbol.startswith("rt_throw_")]      # (the null check's)
    assert calls == ["System.Exception..ctor_string"]


def test_isinst_names_the_corelib_descriptor(module: ir.Module) -> None:
    (isinst,) = [c for c in _calls(module, "Program::Is") if c.data.symbol == "rt_isinst"]
    desc = isinst.args[1]
    assert isinstance(desc, ir.Inst) and desc.op is ir.Op.GLOBALADDR
    assert desc.data == "System.Exception..type"


def test_get_type_declared_by_mscorlib_exception_is_object_get_type(module: ir.Module) -> None:
    """mcs names `System.Exception::GetType()` (mscorlib redeclares it): the corelib's
    Exception inherits System.Object's, the Type object of the exception's descriptor."""
    calls = [c for c in _calls(module, "Program::Name")
             if not c.data.symbol.startswith("rt_throw_")]     # (the null check's)
    assert [c.data.symbol for c in calls] == ["rt_Object_GetType", "rt_MemberInfo_get_Name"]
    assert calls[1].args[0] is calls[0]


def test_exception_globals(module: ir.Module) -> None:
    pending = _global(module, PENDING)
    assert (pending.size, pending.init, pending.constant) == (8, [], False)
    table = _global(module, TYPES_TABLE)
    n = len(RUNTIME_EXCEPTIONS)
    assert table.constant and table.size == 8 * (3 + n)
    words = _words(table)
    assert words[0] == 8                    # `_message`: System.Exception's first field
    descs = [words[8 * (k + 1)] for k in range(n)]
    assert descs == [ir.SymbolRef(f"{name}..type") for name in RUNTIME_EXCEPTIONS]
    # RuntimeWrappedException's object after Exception's fields; mcs's assemblies wrap
    exc_size = _words(_global(module, "System.Exception..type"))[D_SIZE]
    assert (words[8 * (n + 1)], words[8 * (n + 2)]) == (exc_size, 1)
    defined = {g.symbol for g in module.globals}
    assert all(d.symbol in defined for d in descs)             # type: ignore[union-attr]


def test_every_module_has_the_exception_globals_but_only_reachable_methods(
        tmp_path: Path) -> None:
    module = load_module(build_cs(tmp_path, HELLO_CS))
    symbols = {g.symbol for g in module.globals}
    assert {PENDING, TYPES_TABLE, "System.Exception..type",
            "System.NotSupportedException..type"} <= symbols
    corelib = {f.il_name for f in module.functions if f.il_name.startswith("System.")}
    assert "System.Exception::ToString" in corelib             # a vtable entry
    assert not any(name.endswith("::.ctor") for name in corelib)   # nothing constructs
    assert not any(name.startswith("System.Text.") for name in corelib)


def test_entry_tests_the_pending_exception(tmp_path: Path, module: ir.Module) -> None:
    assert dump_function(module.functions[-1]) == ENTRY_VOID
    entry = load_module(build_cs(tmp_path, CCTOR_CS)).functions[-1]
    assert dump_function(entry) == ENTRY_CCTOR
    call = entry.blocks[-1].insts[-1]
    assert call.data.noreturn and call.data.nothrow


def test_base_type_from_a_missing_assembly_is_named(tmp_path: Path) -> None:
    gone, _ = missing_library(tmp_path)
    src = "class L : Gone.List { }\nclass P { static void Main() { new L(); } }\n"
    assert "unsupported base type Gone.List of L" in \
        compile_error(build_cs(tmp_path, src, references=(gone,)))
