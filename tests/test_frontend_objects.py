"""Frontend: the object model (classes, virtual and interface calls, statics and
static constructors, structs, arrays, boxing), lowered to memory operations, calls and
globals (docs/architecture.md, "The object model"). Expected dumps are kept here."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from cil2mir.frontend import ir, load_module
from cil2mir.frontend.typesystem.types import D_VTABLE
from tests.test_frontend_support import GONE_NOTE, build_cs, compile_error, missing_library, ssa_text
from cil2mir.frontend.dump import dump_function

PROGRAM_CS = 'using System;\ninterface IArea { int Area(); }\nclass Shape : IArea { public int w; public Shape(int w) { this.w = w; } public virtual int Area() { return w; } }\nclass Sq : Shape { public Sq(int w) : base(w) { } public override int Area() { return w * w; } }\nstruct Pt { public int X; public long Y; public Pt Twice() { Pt p = this; p.X *= 2; return p; } }\nclass Lazy { public static int V; static Lazy() { V = 7; } }\nclass Program {\n    static int Virt(Shape s) { return s.Area(); }\n    static int Iface(IArea a) { return a.Area(); }\n    static int Field(Pt p) { return p.Twice().X; }\n    static int Stat() { return Lazy.V; }\n    static int Elem(int[] a, int i) { return a[i]; }\n    static object Box(int i) { return i; }\n    static bool Is(object o) { return o is Sq; }\n    static void Main() { Console.WriteLine(Virt(new Sq(2)) + Iface(new Sq(3))); }\n}\n'

BFI_CS = 'using System;\nclass A { public static int X = Init(); static int Init() { Console.WriteLine("A"); return 1; } }\nclass Program { static int Main() { Console.WriteLine("start"); return A.X; } }\n'

EXPECTED = {
    'Program::Virt': 'function i32 @Program.Virt(ref %0)  ; Program::Virt\nbb0:  ; IL_0000\n  br eq ref %0, null, bb3, bb1\nbb1:  ; IL_0001, preds bb0\n  %1 = bitcast i64 %0\n  %2 = load i64 i64 %1\n  %3 = add i64 %2, 104\n  %4 = load i64 i64 %3\n  %5 = calli i32 %4(%0)\n  %6 = globaladdr i64 @cil2mir_pending_exception\n  %7 = load ref ref %6\n  br ne ref %7, null, bb4, bb2\nbb2:  ; IL_0000, preds bb1\n  ret i32 %5\nbb3:  ; IL_0001, preds bb0\n  call void @rt_throw_NullReferenceException()\n  br bb4\nbb4:  ; IL_0000, preds bb1, bb3\n  ret i32 0\n',
    'Program::Iface': 'function i32 @Program.Iface(ref %0)  ; Program::Iface\nbb0:  ; IL_0000\n  br eq ref %0, null, bb5, bb1\nbb1:  ; IL_0001, preds bb0\n  %1 = bitcast i64 %0\n  %2 = load i64 i64 %1\n  %3 = add i64 %2, 64\n  %4 = load i64 i64 %3\n  %5 = add i64 %4, 136\n  %6 = load i64 i64 %5\n  br eq i64 %6, 0, bb2, bb3\nbb2:  ; IL_0001, preds bb1\n  %7 = globaladdr i64 @IArea..type\n  %8 = call i64 @rt_interface_method(%0, %7, 0)\n  br bb3\nbb3:  ; IL_0001, preds bb1, bb2\n  %9 = phi i64 [%6, bb1], [%8, bb2]\n  %10 = calli i32 %9(%0)\n  %11 = globaladdr i64 @cil2mir_pending_exception\n  %12 = load ref ref %11\n  br ne ref %12, null, bb6, bb4\nbb4:  ; IL_0000, preds bb3\n  ret i32 %10\nbb5:  ; IL_0001, preds bb0\n  call void @rt_throw_NullReferenceException()\n  br bb6\nbb6:  ; IL_0000, preds bb3, bb5\n  ret i32 0\n',
    'Program::Field': 'function i32 @Program.Field(i64 %0)  ; Program::Field\nbb0:  ; IL_0000\n  %1 = slot i64 size 16 align 8\n  memset %1, 0, 16\n  %3 = slot i64 size 16 align 8\n  call void @Pt.Twice(%0, %3)\n  %5 = globaladdr i64 @cil2mir_pending_exception\n  %6 = load ref ref %5\n  br ne ref %6, null, bb2, bb1\nbb1:  ; IL_0000, preds bb0\n  memcpy %1, %3, 16\n  %8 = load i32 i32 %1\n  ret i32 %8\nbb2:  ; IL_0000, preds bb0\n  ret i32 0\n',
    'Program::Stat': 'function i32 @Program.Stat()  ; Program::Stat\nbb0:  ; IL_0000\n  %0 = globaladdr i64 @Lazy..init\n  %1 = load i32 i32 %0\n  br ne i32 %1, 1, bb1, bb5\nbb1:  ; IL_0000, preds bb0\n  br eq i32 %1, 0, bb2, bb4\nbb2:  ; IL_0000, preds bb1\n  store i32 %0, 1\n  %3 = funcaddr i64 @Lazy..cctor\n  call void @rt_run_cctor(%3)\n  %5 = globaladdr i64 @cil2mir_pending_exception\n  %6 = load ref ref %5\n  br ne ref %6, null, bb3, bb5\nbb3:  ; IL_0000, preds bb2\n  %7 = str "Lazy"\n  call void @rt_type_init_failed(%7, %0)\n  br bb6\nbb4:  ; IL_0000, preds bb1\n  call void @rt_type_init_rethrow(%0)\n  br bb6\nbb5:  ; IL_0000, preds bb0, bb2\n  %10 = globaladdr i64 @Lazy..static.V\n  %11 = load i32 i32 %10\n  ret i32 %11\nbb6:  ; preds bb3, bb4\n  ret i32 0\n',
    'Program::Elem': 'function i32 @Program.Elem(ref %0, i32 %1)  ; Program::Elem\nbb0:  ; IL_0000\n  %2 = sext32 i64 %1\n  br eq ref %0, null, bb3, bb1\nbb1:  ; IL_0002, preds bb0\n  %3 = bitcast i64 %0\n  %4 = add i64 %3, 8\n  %5 = load i64 i64 %4\n  br uge i64 %2, %5, bb4, bb2\nbb2:  ; IL_0002, preds bb1\n  %6 = mul i64 %2, 4\n  %7 = bitcast i64 %0\n  %8 = add i64 %7, 16\n  %9 = add i64 %8, %6\n  %10 = load i32 i32 %9\n  ret i32 %10\nbb3:  ; IL_0002, preds bb0\n  call void @rt_throw_NullReferenceException()\n  br bb5\nbb4:  ; IL_0002, preds bb1\n  call void @rt_throw_IndexOutOfRangeException()\n  br bb5\nbb5:  ; preds bb3, bb4\n  ret i32 0\n',
    'Program::Box': 'function ref @Program.Box(i32 %0)  ; Program::Box\nbb0:  ; IL_0000\n  %1 = globaladdr i64 @System.Int32..type\n  %2 = call ref @rt_alloc(%1)\n  %3 = bitcast i64 %2\n  %4 = add i64 %3, 8\n  store i32 %4, %0\n  ret ref %2\n',
    'Program::Is': 'function i32 @Program.Is(ref %0)  ; Program::Is\nbb0:  ; IL_0000\n  %1 = globaladdr i64 @Sq..type\n  %2 = call ref @rt_isinst(%0, %1)\n  %3 = cmp ugt ref %2, null\n  ret i32 %3\n',
    'Pt::Twice': 'function void @Pt.Twice(i64 %0, i64 %1)  ; Pt::Twice\nbb0:  ; IL_0000\n  %2 = slot i64 size 16 align 8\n  memset %2, 0, 16\n  %4 = slot i64 size 16 align 8\n  %5 = slot i64 size 16 align 8\n  memcpy %4, %0, 16\n  memcpy %2, %4, 16\n  %8 = load i32 i32 %2\n  %9 = mul i32 %8, 2\n  store i32 %2, %9\n  memcpy %5, %2, 16\n  memcpy %1, %5, 16\n  ret\n',
}

EXPECTED_BFI_MAIN = 'function i32 @Program.Main()  ; Program::Main\nbb0:  ; IL_0000\n  %0 = globaladdr i64 @A..init\n  %1 = load i32 i32 %0\n  br ne i32 %1, 1, bb1, bb5\nbb1:  ; IL_0000, preds bb0\n  br eq i32 %1, 0, bb2, bb4\nbb2:  ; IL_0000, preds bb1\n  store i32 %0, 1\n  %3 = funcaddr i64 @A..cctor\n  call void @rt_run_cctor(%3)\n  %5 = globaladdr i64 @cil2mir_pending_exception\n  %6 = load ref ref %5\n  br ne ref %6, null, bb3, bb5\nbb3:  ; IL_0000, preds bb2\n  %7 = str "A"\n  call void @rt_type_init_failed(%7, %0)\n  br bb6\nbb4:  ; IL_0000, preds bb1\n  call void @rt_type_init_rethrow(%0)\n  br bb6\nbb5:  ; IL_0000, preds bb0, bb2\n  %10 = str "start"\n  call void @rt_Console_WriteLine_string(%10)\n  %12 = globaladdr i64 @A..static.X\n  %13 = load i32 i32 %12\n  ret i32 %13\nbb6:  ; preds bb3, bb4\n  ret i32 0\n'


@pytest.fixture(scope="module")
def program(tmp_path_factory: pytest.TempPathFactory) -> str:
    return build_cs(tmp_path_factory.mktemp("objects"), PROGRAM_CS)


@pytest.mark.parametrize("il_name", EXPECTED, ids=EXPECTED)
def test_object_model_ssa(program: str, il_name: str) -> None:
    assert ssa_text(program, il_name) == EXPECTED[il_name]


def test_beforefieldinit_cctor_runs_at_method_entry(tmp_path: Path) -> None:
    """Mono runs a beforefieldinit type's .cctor when it compiles a method that touches
    its statics, so "A" prints before "start": the check is at the method's entry."""
    assert ssa_text(build_cs(tmp_path, BFI_CS), "Program::Main") == EXPECTED_BFI_MAIN


def _global(module: ir.Module, symbol: str) -> ir.GlobalData:
    return next(g for g in module.globals if g.symbol == symbol)


def _words(g: ir.GlobalData) -> dict[int, object]:
    return {iv.offset: iv.value for iv in g.init}


def test_descriptors_vtables_and_interface_tables(program: str) -> None:
    module = load_module(program)
    sq = _words(_global(module, "Sq..type"))
    assert sq[0] == ir.SymbolRef("Shape..type")
    assert sq[8] == ir.StringRef("Sq") and sq[24] == 16          # header + int w, rounded to 8
    # (no call names Finalize: its slot stays empty)
    assert [sq.get(D_VTABLE + 8 * i) for i in range(5)] == [
        ir.SymbolRef("rt_Object_ToString"), ir.SymbolRef("rt_Object_Equals"),
        ir.SymbolRef("rt_Object_GetHashCode"), None, ir.SymbolRef("Sq.Area")]
    # one interface: IArea, whose table holds the most derived Area
    assert sq[44] == 1
    ifaces, itables = sq[48], sq[56]
    assert isinstance(ifaces, ir.SymbolRef) and ifaces.symbol == "Sq..type"
    assert sq[ifaces.addend] == ir.SymbolRef("IArea..type")
    table = sq[itables.addend]
    assert isinstance(table, ir.SymbolRef) and sq[table.addend] == ir.SymbolRef("Sq.Area")
    boxed = _words(_global(module, "System.Int32..type"))
    assert boxed[24] == 4 and boxed[40] == 2 | 16 | 1 << 20 | 7 << 23  # no references, integral, int32
    assert boxed[D_VTABLE] == ir.SymbolRef("System.Int32.ToString..box")
    # the program's own statics (the framework code it reaches has its own)
    statics = {g.symbol: (g.size, g.constant) for g in module.globals if ".." in g.symbol
               and g.symbol.split(".")[0] in ("Lazy", "Program", "Shape", "Sq", "Pt")
               and not g.symbol.endswith(("..type", "..arr"))}
    assert statics == {"Lazy..static.V": (4, False), "Lazy..init": (4, False)}


ITABLES_CS = """using System.Collections.Generic;
interface IShape { int Area(); string Name(); }
class Sq : IShape { public int Area() { return 4; } public virtual string Name() { return "sq"; } }
class Pen { public virtual string Write(int x) { return "i"; } public virtual string Write(string s) { return "s"; } }
class Program { static void Main() {
    IShape s = new Sq(); int a = s.Area(); string n = new Sq().Name();
    IList<int> list = new int[] { 1, 2 }; int c = list.Count;
    Pen p = new Pen(); p.Write("x"); } }"""


def test_interface_tables_hold_only_methods_called_through_the_interface(tmp_path: Path) -> None:
    """Name() is called, but not through IShape: its entry in Sq's IShape table is empty;
    an int[]'s IList<int> table holds only what the program calls through IList<int> and
    the interfaces it derives from (ICollection<int>.Count), not SZArrayHelper's others."""
    module = load_module(build_cs(tmp_path, ITABLES_CS))
    sq = _words(_global(module, "Sq..type"))
    table = sq[sq[56].addend]
    assert isinstance(table, ir.SymbolRef)
    assert sq[table.addend] == ir.SymbolRef("Sq.Area") and table.addend + 8 not in sq
    helpers = sorted(f.il_name for f in module.functions if "SZArrayHelper" in f.il_name
                     and "int32" in f.symbol)
    assert helpers == ["System.SZArrayHelper::get_Count<int32>"]


def test_vtables_hold_only_the_slots_called(tmp_path: Path) -> None:
    """Pen.Write(string) is called virtually, Write(int) (same name and arity) is not: only
    the first's slot is filled (a framework class's other overloads are then not compiled;
    the program's own methods all are)."""
    module = load_module(build_cs(tmp_path, ITABLES_CS))
    pen = _words(_global(module, "Pen..type"))
    assert [pen.get(D_VTABLE + 8 * i) for i in (4, 5)] == [None, ir.SymbolRef("Pen.Write_string")]


INSTANCES_CS = """using System.Collections.Generic;
abstract class Namer<T> { public abstract string Name(T x); }
class IntNamer : Namer<int> { public override string Name(int x) { return "i"; } }
class StrNamer : Namer<string> { public override string Name(string x) { return "s"; } }
class Program { static void Main() {
    ICollection<int> ints = new int[] { 1 }; bool a = ints.Contains(1);
    object unsigned = new uint[] { 2 }; object bytes = new byte[] { 3 };
    ICollection<string> words = new string[] { "x" }; int n = words.Count;
    Namer<int> i = new IntNamer(); string s = i.Name(1); object o = new StrNamer(); } }"""


def test_a_call_reaches_only_the_instances_that_can_run_it(tmp_path: Path) -> None:
    """ICollection<int>.Contains is called: the int[]'s and the uint[]'s Contains (a uint[] is
    an ICollection<int>) are compiled, not the byte[]'s nor the string[]'s (whose Count alone
    is called through an interface); Namer<int>.Name is called: IntNamer's slot holds it,
    StrNamer's (a Namer<string>) is empty."""
    module = load_module(build_cs(tmp_path, INSTANCES_CS))
    helpers = sorted(f.il_name for f in module.functions if "SZArrayHelper::Contains" in f.il_name)
    assert helpers == ["System.SZArrayHelper::Contains<int32>", "System.SZArrayHelper::Contains<uint32>"]
    name = D_VTABLE + 8 * 4             # (after Object's four)
    assert _words(_global(module, "IntNamer..type")).get(name) == ir.SymbolRef("IntNamer.Name")
    assert _words(_global(module, "StrNamer..type")).get(name) is None


NO_REFS_CS = """class Point { public double X; public int N; }
class Empty { }
class Named { public string Name; }
class Counted : Named { public int Count; }
struct Ref { public object O; }
class Wrapped { public Ref R; }
struct Plain { public long A; public System.IntPtr P; }
class PlainHolder : Empty { public Plain P; }
class Box<T> { public T Value; }
class Program { static void Main() {
    object[] all = { new Point(), new Empty(), new Counted(), new Wrapped(), new PlainHolder(),
                     new Box<int>(), new Box<string>() }; } }"""


def test_classes_without_references_are_flagged(tmp_path: Path) -> None:
    """Descriptor flag 16 (no references: the runtime allocates the objects atomic) on a
    class only when no field of it or of its bases holds one, structs' fields included."""
    module = load_module(build_cs(tmp_path, NO_REFS_CS))
    flags = {name: _words(_global(module, f"{name}..type")).get(40, 0) & 16
             for name in ("Point", "Empty", "Counted", "Wrapped", "PlainHolder", "Box_1_int32_",
                          "Box_1_string_")}
    assert flags == {"Point": 16, "Empty": 16, "Counted": 0, "Wrapped": 0, "PlainHolder": 16,
                     "Box_1_int32_": 16, "Box_1_string_": 0}


def test_struct_layout_and_sizeof(tmp_path: Path) -> None:
    source = """struct In { public byte b; public long l; }
    struct Out { public short s; public In i; public byte c; }
    class Program { static int Main() { unsafe { return sizeof(Out) * 100 + sizeof(In); } } }"""
    src = tmp_path / "App.cs"
    src.write_text(source)
    import subprocess
    subprocess.run(["mcs", "-nologo", "-unsafe", f"-out:{tmp_path / 'App.exe'}", str(src)],
                   check=True, capture_output=True)
    text = ssa_text(str(tmp_path / "App.exe"), "Program::Main")
    assert "mul i32 32, 100" in text and "add i32 %0, 16" in text   # Out: 2+6, In (16), 1+7


ERRORS = {
    "instance member of a class not found": (
        "class Program { static int Count(Gone.List l) { return l.Count; } static void Main() { } }",
        "App.exe: Program::Count: IL_0001: unsupported member Gone.List::get_Count()" + GONE_NOTE),
    "constructor of a generic class not found": (
        "class Program { static void Main() { new Gone.Bag<int>(); } }",
        "App.exe: Program::Main: IL_0000: unsupported member Gone.Bag`1<int32>::.ctor()" + GONE_NOTE),
    "field of a class not found": (
        "class Program { static void Main() { System.Console.WriteLine(Gone.Host.Level); } }",
        "App.exe: Program::Main: IL_0000: unsupported field Gone.Host::Level" + GONE_NOTE),
}


@pytest.mark.parametrize("source,expected", ERRORS.values(), ids=ERRORS.keys())
def test_errors(tmp_path: Path, source: str, expected: str) -> None:
    gone, _ = missing_library(tmp_path)
    assert compile_error(build_cs(tmp_path, source, references=(gone,))) == expected



def test_string_empty_is_the_empty_literal(tmp_path: Path) -> None:
    """`ldsfld System.String::Empty` (mcs emits it for `""` in some positions) pushes the
    literal "", the same string object as `ldstr ""`; no static field is read."""
    path = build_cs(tmp_path, "class Program { static string E() { return string.Empty; } "
                              "static void Main() { } }")
    assert ssa_text(path, "Program::E") == """\
function ref @Program.E()  ; Program::E
bb0:  ; IL_0000
  %0 = str ""
  ret ref %0
"""

ARRAYS_CS = """class Program {
    static void Fill(object[] o, string s, long[] l, int i) { o[i] = s; l[i] = i; }
    static int Len(int[][] j) { return j[1].Length; }
    static void Main() { }
}"""

EXPECTED_FILL = """function void @Program.Fill(ref %0, ref %1, ref %2, i32 %3)  ; Program::Fill
bb0:  ; IL_0000
  %4 = sext32 i64 %3
  call void @rt_stelem_ref(%0, %4, %1)
  %6 = globaladdr i64 @cil2mir_pending_exception
  %7 = load ref ref %6
  br ne ref %7, null, bb6, bb1
bb1:  ; IL_0000, preds bb0
  %8 = sext32 i64 %3
  %9 = sext32 i64 %3
  br eq ref %2, null, bb4, bb2
bb2:  ; IL_0008, preds bb1
  %10 = bitcast i64 %2
  %11 = add i64 %10, 8
  %12 = load i64 i64 %11
  br uge i64 %9, %12, bb5, bb3
bb3:  ; IL_0008, preds bb2
  %13 = mul i64 %9, 8
  %14 = bitcast i64 %2
  %15 = add i64 %14, 16
  %16 = add i64 %15, %13
  store i64 %16, %8
  ret
bb4:  ; IL_0008, preds bb1
  call void @rt_throw_NullReferenceException()
  br bb6
bb5:  ; IL_0008, preds bb2
  call void @rt_throw_IndexOutOfRangeException()
  br bb6
bb6:  ; IL_0000, preds bb0, bb4, bb5
  ret
"""


def test_array_stores_reference_covariance_and_range_checks(tmp_path: Path) -> None:
    path = build_cs(tmp_path, ARRAYS_CS)
    assert ssa_text(path, "Program::Fill") == EXPECTED_FILL
    text = ssa_text(path, "Program::Len")
    assert "load ref ref" in text and text.count("rt_throw_IndexOutOfRangeException") == 1


def test_array_initializer_copies_field_data(tmp_path: Path) -> None:
    path = build_cs(tmp_path, """class Program {
        static int[] F() { return new int[] { 1, 2, 3 }; }
        static void Main() { } }""")
    text = ssa_text(path, "Program::F")
    assert "globaladdr" in text and "@rt_RuntimeHelpers_InitializeArray(" in text and ", 12)" in text
    symbol = re.search(r"globaladdr i64 @(\S+\.\.data)", text).group(1)
    data = [g for g in load_module(path).globals if g.symbol == symbol]
    assert len(data) == 1 and data[0].constant and data[0].size == 12
    assert [(v.offset, v.size, v.value) for v in data[0].init] == [(0, 8, 1 | 2 << 32), (8, 4, 3)]


def test_type_comparisons_fold_under_specialisation(tmp_path: Path) -> None:
    """typeof(T) is a descriptor's address, known in each instance: comparing two is a
    constant, and the branch on it goes away."""
    path = build_cs(tmp_path, """class Program {
        static int K<T>() { return typeof(T) == typeof(int) ? 1 : typeof(T) != typeof(string) ? 2 : 3; }
        static void Main() { System.Console.WriteLine(K<int>() + K<string>() + K<long>()); } }""")
    module = load_module(path)
    bodies = {f.il_name: dump_function(f) for f in module.functions}
    for name, result in (("int32", 1), ("string", 3), ("int64", 2)):
        text = next(t for n, t in bodies.items() if n == f"Program::K<{name}>")
        assert "cmp" not in text and "br eq" not in text and "br ne" not in text, text
        assert re.search(r"phi i32 \[(\d+), bb\d+\]\n", text).group(1) == str(result), text


def test_object_static_equals_bind_to_the_runtime_and_string_index_of_to_the_framework(
        tmp_path: Path) -> None:
    path = build_cs(tmp_path, """class Program {
        static bool R(object a, object b) { return object.ReferenceEquals(a, b); }
        static bool E(object a, object b) { return object.Equals(a, b); }
        static int I(string s) { return s.IndexOf("ab") + s.IndexOf("c", 1) + s.IndexOf('d', 2); }
        static void Main() { } }""")
    assert "call i32 @rt_Object_ReferenceEquals(%0, %1)" in ssa_text(path, "Program::R")
    assert "call i32 @rt_Object_Equals_static(%0, %1)" in ssa_text(path, "Program::E")
    text = ssa_text(path, "Program::I")
    for fn in ("IndexOf_string(%0, %1)", "IndexOf_string_i32(%0, %5, 1)",
               "IndexOf_char_i32(%0, 100, 2)"):
        assert f"call i32 @System.String.{fn}" in text


MDARRAY_CS = ('class P {\n'
              '    static int[,] New(int a, int b) { return new int[a, b]; }\n'
              '    static int Get(int[,] m, int i, int j) { return m[i, j]; }\n'
              '    static int Len(int[,] m) { return m.Length + m.GetLength(1); }\n'
              '    static unsafe int Fixed(int[] a) { fixed (int* p = a) { return *p; } }\n'
              '    static void Main() { }\n}\n')

EXPECTED_MDARRAY = {
    'P::New': 'function ref @P.New(i32 %0, i32 %1)  ; P::New\nbb0:  ; IL_0000\n  %2 = slot i64 size 16 align 8\n  %3 = sext32 i64 %0\n  store i64 %2, %3\n  %5 = add i64 %2, 8\n  %6 = sext32 i64 %1\n  store i64 %5, %6\n  %8 = globaladdr i64 @int32..arr2\n  %9 = call ref @rt_newarr_md(%8, %2)\n  %10 = globaladdr i64 @cil2mir_pending_exception\n  %11 = load ref ref %10\n  br ne ref %11, null, bb2, bb1\nbb1:  ; IL_0000, preds bb0\n  ret ref %9\nbb2:  ; IL_0000, preds bb0\n  ret ref null\n',
    'P::Get': 'function i32 @P.Get(ref %0, i32 %1, i32 %2)  ; P::Get\nbb0:  ; IL_0000\n  %3 = sext32 i64 %1\n  %4 = sext32 i64 %2\n  br eq ref %0, null, bb4, bb1\nbb1:  ; IL_0003, preds bb0\n  %5 = bitcast i64 %0\n  %6 = add i64 %5, 16\n  %7 = load i64 i64 %6\n  br uge i64 %3, %7, bb5, bb2\nbb2:  ; IL_0003, preds bb1\n  %8 = bitcast i64 %0\n  %9 = add i64 %8, 24\n  %10 = load i64 i64 %9\n  br uge i64 %4, %10, bb5, bb3\nbb3:  ; IL_0003, preds bb2\n  %11 = mul i64 %10, %3\n  %12 = add i64 %11, %4\n  %13 = mul i64 %12, 4\n  %14 = bitcast i64 %0\n  %15 = add i64 %14, 32\n  %16 = add i64 %15, %13\n  %17 = load i32 i32 %16\n  ret i32 %17\nbb4:  ; IL_0003, preds bb0\n  call void @rt_throw_NullReferenceException()\n  br bb6\nbb5:  ; IL_0003, preds bb1, bb2\n  call void @rt_throw_IndexOutOfRangeException()\n  br bb6\nbb6:  ; preds bb4, bb5\n  ret i32 0\n',
    'P::Len': 'function i32 @P.Len(ref %0)  ; P::Len\nbb0:  ; IL_0000\n  %1 = call i32 @rt_Array_get_Length(%0)\n  %2 = globaladdr i64 @cil2mir_pending_exception\n  %3 = load ref ref %2\n  br ne ref %3, null, bb3, bb1\nbb1:  ; IL_0000, preds bb0\n  %4 = call i32 @rt_Array_GetLength(%0, 1)\n  %5 = globaladdr i64 @cil2mir_pending_exception\n  %6 = load ref ref %5\n  br ne ref %6, null, bb3, bb2\nbb2:  ; IL_0000, preds bb1\n  %7 = add i32 %1, %4\n  ret i32 %7\nbb3:  ; IL_0000, preds bb0, bb1\n  ret i32 0\n',
    # `fixed` over an array: a pinned local (ignored: the GC never moves objects); the join
    # of `conv.u 0` (empty array) and `ldelema` merges native int and & to native int
    'P::Fixed': 'function i32 @P.Fixed(ref %0)  ; P::Fixed\nbb0:  ; IL_0000\n  br eq ref %0, null, bb2, bb1\nbb1:  ; IL_0006, preds bb0\n  %1 = bitcast i64 %0\n  %2 = add i64 %1, 8\n  %3 = load i64 i64 %2\n  %4 = trunc i32 %3\n  br ne i32 %4, 0, bb3, bb2\nbb2:  ; IL_000e, preds bb0, bb1\n  br bb5\nbb3:  ; IL_0015, preds bb1\n  %5 = bitcast i64 %0\n  %6 = add i64 %5, 8\n  %7 = load i64 i64 %6\n  br uge i64 0, %7, bb6, bb4\nbb4:  ; IL_0017, preds bb3\n  %8 = bitcast i64 %0\n  %9 = add i64 %8, 16\n  br bb5\nbb5:  ; IL_001c, preds bb2, bb4\n  %10 = phi i64 [0, bb2], [%9, bb4]\n  %11 = load i32 i32 %10\n  ret i32 %11\nbb6:  ; IL_0017, preds bb3\n  call void @rt_throw_IndexOutOfRangeException()\n  br bb7\nbb7:  ; preds bb6\n  ret i32 0\n',
}


@pytest.fixture(scope="module")
def mdarray_program(tmp_path_factory: pytest.TempPathFactory) -> str:
    return build_cs(tmp_path_factory.mktemp("mdarray"), MDARRAY_CS, unsafe=True)


@pytest.mark.parametrize("il_name", EXPECTED_MDARRAY, ids=EXPECTED_MDARRAY)
def test_multidim_arrays_and_pinned_locals_ssa(mdarray_program: str, il_name: str) -> None:
    assert ssa_text(mdarray_program, il_name) == EXPECTED_MDARRAY[il_name]


def test_multidim_array_descriptor(mdarray_program: str) -> None:
    """`<element>..arr<rank>`: base Object, element size, flags 32 | rank << 8."""
    d = _words(_global(load_module(mdarray_program), "int32..arr2"))
    assert d[0] == ir.SymbolRef("rt_Object_type")
    assert d[8] == ir.StringRef("Int32[,]") and d[16] == ir.StringRef("System.Int32[,]")
    assert d[24] == 4 and d[32] == ir.SymbolRef("System.Int32..type") and d[40] == 32 | 2 << 8


def test_multidim_array_with_lower_bounds_is_unsupported(tmp_path: Path) -> None:
    from cil2mir.frontend.signatures import Elem, decode_type
    # ARRAY int32, rank 2, no sizes, 2 lower bounds (1, 0)
    assert decode_type(bytes([0x14, 0x08, 2, 0, 2, 2, 0]), lambda t, r: "").elem is None
    assert decode_type(bytes([0x14, 0x08, 2, 0, 2, 0, 0]), lambda t, r: "").elem is Elem.MDARRAY


def test_array_reverse_and_copy_bind_to_the_runtime(tmp_path: Path) -> None:
    """mcs binds `Array.Reverse(T[])` to the generic `Array::Reverse<T>(!!0[])` (a
    MethodSpec): one non-generic runtime function for every element type."""
    path = build_cs(tmp_path, """using System;
        struct P { public long A; public byte B; }
        class Program {
        static void R(int[] a, string[] s, P[] p) { Array.Reverse(a); Array.Reverse(s, 1, 2);
            Array.Reverse(p); Array.Reverse((Array)a); Array.Reverse((Array)a, 0, 1); }
        static void C(Array a, Array b) { Array.Copy(a, b, 3); Array.Copy(a, 1, b, 2, 3); }
        static void Main() { } }""")
    text = ssa_text(path, "Program::R")
    assert text.count("call void @rt_Array_Reverse(") == 3
    assert "call void @rt_Array_Reverse_range(%1, 1, 2)" in text
    assert "call void @rt_Array_Reverse_range(%0, 0, 1)" in text
    text = ssa_text(path, "Program::C")
    assert "call void @rt_Array_Copy(%0, %1, 3)" in text
    assert "call void @rt_Array_Copy_range(%0, 1, %1, 2, 3)" in text
