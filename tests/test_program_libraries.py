"""Programs made of several assemblies: the libraries an executable references, found
beside it (also those the libraries reference) or given with -r, compile into one program
whose output is Mono's; a library's own errors are located in its methods."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from tests.test_cli import cil2mir_cmd
from tests.test_frontend_support import _need

BASE = """namespace Base {
    public abstract class Shape { public abstract double Area { get; } public virtual string Name => "shape"; }
    public static class Registry { public static int Count; public static string Describe(Shape s) { Count++; return s.Name + ":" + s.Area.ToString("F2"); } }
}"""
SHAPES = """using System.Collections.Generic;
namespace Shapes {
    public class Circle : Base.Shape { double r; public Circle(double r) { this.r = r; }
        public override double Area => System.Math.PI * r * r; public override string Name => "circle"; }
    public interface IScaled { Base.Shape Scale(double k); }
    public struct Pair<T> { public T A, B; public Pair(T a, T b) { A = a; B = b; } public override string ToString() => $"({A}, {B})"; }
    public static class Make { public static List<Base.Shape> Some() => new List<Base.Shape> { new Circle(1), new Circle(2) }; }
}"""
APP = """using System; using Shapes;
class Square : Base.Shape, IScaled { double s; public Square(double s) { this.s = s; }
    public override double Area => s * s; public Base.Shape Scale(double k) => new Square(s * k); }
class P { static int Main() {
    foreach (var shape in Make.Some()) Console.WriteLine(Base.Registry.Describe(shape));
    IScaled sq = new Square(3);
    Console.WriteLine(Base.Registry.Describe(sq.Scale(2)) + " " + Base.Registry.Count);
    Console.WriteLine(new Pair<string>("x", "y") + " " + new Pair<int>(1, 2));
    return Base.Registry.Count; } }
"""


def _mcs(d: Path, name: str, source: str, target: str, refs: list[str]) -> Path:
    (d / f"{name}.cs").write_text(source)
    out = d / f"{name}.{'dll' if target == 'library' else 'exe'}"
    subprocess.run([_need("mcs"), "-nologo", f"-target:{target}", *[f"-r:{r}" for r in refs],
                    f"-out:{out}", str(d / f"{name}.cs")], check=True, capture_output=True)
    return out


@pytest.fixture(scope="module")
def program(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, subprocess.CompletedProcess]:
    d = tmp_path_factory.mktemp("multi")
    base = _mcs(d, "Base", BASE, "library", [])
    shapes = _mcs(d, "Shapes", SHAPES, "library", [str(base)])
    app = _mcs(d, "App", APP, "exe", [str(base), str(shapes)])
    mono = subprocess.run(["mono", str(app)], capture_output=True)
    assert mono.returncode == 3 and mono.stdout.count(b"\n") == 4
    return app, mono


@pytest.mark.parametrize("backend", ["mir", "ir"])
def test_libraries_beside_the_program(program, backend: str) -> None:
    app, mono = program
    r = cil2mir_cmd("run", str(app), "--backend", backend, cwd=app.parent)
    assert (r.returncode, r.stdout) == (mono.returncode, mono.stdout), r.stderr


def test_libraries_given_with_r(program, tmp_path: Path) -> None:
    """App.exe alone in a directory; Shapes.dll given with -r, and Base.dll, which Shapes.dll
    references, found beside it."""
    app, mono = program
    alone = tmp_path / "App.exe"
    alone.write_bytes(app.read_bytes())
    r = cil2mir_cmd("run", str(alone), "-r", str(app.parent / "Shapes.dll"), cwd=tmp_path)
    assert (r.returncode, r.stdout) == (mono.returncode, mono.stdout), r.stderr
    missing = cil2mir_cmd("run", str(alone), cwd=tmp_path, text=True)
    assert missing.returncode == 2 and "unsupported base type Base.Shape of Square: its assembly " \
        "Base (referenced by App.exe) is not found beside the program nor given with -r" \
        in missing.stderr, missing.stderr


def test_an_error_in_a_library_is_located_in_it(tmp_path: Path) -> None:
    lib = tmp_path / "Bad.il"
    lib.write_text(""".assembly extern mscorlib {}
.assembly Bad {}
.class public auto ansi Bad.Util extends [mscorlib]System.Object {
  .method public static int32 F() cil managed { ldc.i4.1 add ret }
}""")
    subprocess.run([_need("ilasm"), "/quiet", "/dll", f"/output:{tmp_path / 'Bad.dll'}", str(lib)],
                   check=True, capture_output=True)
    app = _mcs(tmp_path, "Uses", "class P { static int Main() { return Bad.Util.F(); } }", "exe",
               [str(tmp_path / "Bad.dll")])
    r = cil2mir_cmd("compile", str(app), "-o", str(tmp_path / "out"), text=True)
    assert r.returncode == 2
    assert r.stderr.startswith("cil2mir: error: Bad.dll: Bad.Util::F: IL_0001: "), r.stderr


def test_a_given_librarys_own_references_are_found_beside_it(tmp_path: Path) -> None:
    """Lib.dll (given with -r) uses Base.dll beside it, which the program never names."""
    libs = tmp_path / "libs"
    libs.mkdir()
    base = _mcs(libs, "Core", "public static class Core { public static int Twice(int x) { return 2 * x; } }",
                "library", [])
    lib = _mcs(libs, "Lib", 'public static class Lib { public static string Say(int x) '
               '{ return "n=" + Core.Twice(x); } }', "library", [str(base)])
    app = _mcs(tmp_path, "Uses", "class P { static void Main() { System.Console.WriteLine(Lib.Say(21)); } }",
               "exe", [str(lib)])
    import os
    mono = subprocess.run(["mono", str(app)], capture_output=True, env={**os.environ, "MONO_PATH": str(libs)})
    assert mono.returncode == 0 and mono.stdout
    r = cil2mir_cmd("run", str(app), "-r", str(lib), cwd=tmp_path)
    assert (r.returncode, r.stdout) == (mono.returncode, mono.stdout), r.stderr


def test_a_type_name_in_two_assemblies_is_each_ones_own(tmp_path: Path) -> None:
    """The program and its library both have an internal `SR` (as mscorlib, System and
    System.Core do); the program calls its own and, through an extern alias (System.Core:
    InternalsVisibleTo), the library's. The library's method, found by its type's name,
    was compiled in the program's unit: its body read from the program's file at the
    library's RVA (System.Core's 4 stubs "header byte 0x00 is neither a tiny nor a fat
    header"), and the static constructor run was the program's."""
    lib = _mcs(tmp_path, "Strings", """[assembly: System.Runtime.CompilerServices.InternalsVisibleTo("App")]
internal static class SR {
    static string prefix;
    static SR() { prefix = "lib:"; }
    internal static string Get(string s) { return prefix + s + "/" + s.Length; }
}
public static class Strings { public static string Call() { return SR.Get("a"); } }""", "library", [])
    (tmp_path / "App.cs").write_text("""extern alias L;
internal static class SR { internal static string Get(string s) { return "app:" + s; } }
class P { static void Main() {
    System.Console.WriteLine(SR.Get("x") + " " + L::SR.Get("yz") + " " + L::Strings.Call());
} }""")
    subprocess.run([_need("mcs"), "-nologo", f"-r:L={lib}", f"-out:{tmp_path / 'App.exe'}",
                    str(tmp_path / "App.cs")], check=True, capture_output=True)
    mono = subprocess.run(["mono", str(tmp_path / "App.exe")], capture_output=True)
    assert mono.stdout == b"app:x lib:yz/2 lib:a/1\n"
    r = cil2mir_cmd("run", str(tmp_path / "App.exe"), cwd=tmp_path)
    assert (r.returncode, r.stdout) == (mono.returncode, mono.stdout), r.stderr


SAME_NAMES_LIB = """[assembly: System.Runtime.CompilerServices.InternalsVisibleTo("App")]
internal class Box<T> {
    static int made;
    public T V; public long Extra = 7;
    public Box(T v) { V = v; made++; }
    public string Show() { return "lib:" + V + "/" + Extra + "/" + made; }
    public virtual string Kind() { return "libbox"; }
    public static int Made { get { return made; } }
    public U Map<U>(System.Func<T, U> f) { return f(V); }
}
internal class Foo { public int X = 3; public virtual string Name() { return "libfoo" + X; } }
internal struct Pair<T> { public T A; public int Tag; public Pair(T a) { A = a; Tag = 5; }
    public override string ToString() { return "libpair(" + A + "," + Tag + ")"; } }
public static class Lib {
    public static string Use() { var b = new Box<int>(41); var p = new Pair<int>(3);
        return b.Show() + " " + b.Kind() + " " + p + " " + Box<int>.Made + " " + typeof(Box<int>).FullName; }
    public static object Make() { return new Box<int>(9); }
    public static object MakeFoo() { return new Foo(); }
    public static object MakeS() { return new Box<string>("s"); }
}"""
SAME_NAMES_APP = """extern alias L;
using System;
class Box<T> {
    static int made;
    public T V;
    public Box(T v) { V = v; made += 10; }
    public string Show() { return "app:" + V + "/" + made; }
    public virtual string Kind() { return "appbox"; }
    public static int Made { get { return made; } }
    public U Map<U>(Func<T, U> f) { return f(V); }
}
class Foo { public long Y = 4; public virtual string Name() { return "appfoo" + Y; } }
struct Pair<T> { public T A; public Pair(T a) { A = a; } public override string ToString() { return "apppair(" + A + ")"; } }
class D : L::Box<int> { public D() : base(100) {} public override string Kind() { return "d:" + base.Kind(); } }
class E : Box<int> { public E() : base(200) {} }
class P { static void Main() {
    var b = new Box<int>(1);
    Console.WriteLine(b.Show() + " " + b.Kind() + " " + new Pair<int>(2) + " " + Box<int>.Made);
    Console.WriteLine(L::Lib.Use());
    var lb = new L::Box<int>(5);
    Console.WriteLine(lb.Show() + " " + lb.Kind() + " " + L::Box<int>.Made + " " + Box<int>.Made);
    object o = L::Lib.Make();
    Console.WriteLine((o is Box<int>) + " " + (o is L::Box<int>) + " " + o.GetType().FullName + " " + b.GetType().FullName);
    Console.WriteLine(new L::Pair<int>(4) + " " + new Pair<int>(6));
    object f = L::Lib.MakeFoo();
    Console.WriteLine((f is Foo) + " " + (f is L::Foo) + " " + ((L::Foo)f).Name() + " " + new Foo().Name());
    try { Console.WriteLine(((Foo)f).Name()); } catch (InvalidCastException) { Console.WriteLine("cast"); }
    object s = L::Lib.MakeS();
    Console.WriteLine((s is Box<string>) + " " + (s is L::Box<string>) + " " + ((L::Box<string>)s).Show());
    var d = new D(); Console.WriteLine(d.Show() + " " + d.Kind() + " " + new E().Kind() + " " + (d is L::Box<int>));
    var nested = new L::Box<Box<int>>(new Box<int>(8)); Console.WriteLine(nested.V.Show() + " " + nested.Kind());
    var nested2 = new Box<L::Box<int>>(new L::Box<int>(8)); Console.WriteLine(nested2.V.Show() + " " + nested2.Kind());
    var arr = new L::Box<int>[] { new L::Box<int>(1), d }; Console.WriteLine(arr[1].Kind() + " " + arr.Length);
    object oa = arr; Console.WriteLine((oa is Box<int>[]) + " " + (oa is L::Box<int>[]));
    Console.WriteLine(new L::Box<int>(6).Map(x => x * 2) + " " + new Box<int>(6).Map(x => x * 3));
    Console.WriteLine(b.Show());
} }"""


@pytest.mark.parametrize("backend", ["mir", "ir"])
def test_same_named_types_of_two_assemblies_stay_apart(tmp_path: Path, backend: str) -> None:
    """The program and its library each have a Box<T>, a Pair<T> and a Foo, with other
    fields and behaviour; the program uses both (the library's through an extern alias:
    TypeRefs and TypeSpecs over TypeRefs), as objects, base types, casts, arrays,
    statics and generic arguments. A type found by its name alone was the program's."""
    lib = _mcs(tmp_path, "Lib", SAME_NAMES_LIB, "library", [])
    (tmp_path / "App.cs").write_text(SAME_NAMES_APP)
    subprocess.run([_need("mcs"), "-nologo", f"-r:L={lib}", f"-out:{tmp_path / 'App.exe'}",
                    str(tmp_path / "App.cs")], check=True, capture_output=True)
    mono = subprocess.run(["mono", str(tmp_path / "App.exe")], capture_output=True)
    assert mono.returncode == 0 and b"False True libfoo3 appfoo4\ncast\n" in mono.stdout
    r = cil2mir_cmd("run", str(tmp_path / "App.exe"), "--backend", backend, cwd=tmp_path)
    assert (r.returncode, r.stdout) == (mono.returncode, mono.stdout), r.stderr


SAME_NAMED_ARGS_LIB = """using System.Collections.Generic;
[assembly: System.Runtime.CompilerServices.InternalsVisibleTo("App")]
internal class Box<T> { public T V; public long Extra = 7; public Box(T v) { V = v; } public override string ToString() { return "lib:" + V + "/" + Extra; } }
internal class Foo { public int X = 3; public override string ToString() { return "libfoo" + X; } }
internal struct Pair { public long A; public int B; public Pair(long a) { A = a; B = 9; } public override string ToString() { return "libpair(" + A + "," + B + ")"; } }
internal static class Lib {
    public static List<Box<int>> Boxes() { return new List<Box<int>> { new Box<int>(1), new Box<int>(2) }; }
    public static object Cache() { return Holder<Box<int>>.Tag + "/" + Holder<Foo>.Tag; }
    public static string Name<T>(T x) { return "libname:" + typeof(T).FullName + ":" + x; }
}
internal static class Holder<T> { public static string Tag = "lib-holder-" + typeof(T).Name; }"""
SAME_NAMED_ARGS_APP = """extern alias L;
using System;
using System.Collections.Generic;
class Box<T> { public T V; public Box(T v) { V = v; } public override string ToString() { return "app:" + V; } }
class Foo { public string S = "s"; public override string ToString() { return "appfoo" + S; } }
struct Pair { public int A; public Pair(int a) { A = a; } public override string ToString() { return "apppair(" + A + ")"; } }
class K<T> { public static int Count; public static string Name() { Count++; return typeof(T).Name + " " + Count; }
  public T Item; public K(T t) { Item = t; } public string Show() { return "K(" + Item + ")"; }
  public virtual string Kind() { return "k:" + typeof(T).Name; } }
static class G { public static string Id<T>(T x) { return typeof(T).Name + ":" + x + ":" + Cache<T>.N++; }
  static class Cache<T> { public static int N; } }
class P { static void Main() {
  Console.WriteLine(K<Box<int>>.Name()); Console.WriteLine(K<L::Box<int>>.Name()); Console.WriteLine(K<Box<int>>.Name());
  Console.WriteLine(new K<Box<int>>(new Box<int>(1)).Show() + " " + new K<L::Box<int>>(new L::Box<int>(2)).Show());
  Console.WriteLine(new K<Foo>(new Foo()).Show() + " " + new K<L::Foo>(new L::Foo()).Show());
  Console.WriteLine(new K<Pair>(new Pair(4)).Show() + " " + new K<L::Pair>(new L::Pair(5)).Show());
  Console.WriteLine(new K<Pair[]>(new[] { new Pair(6) }).Item[0] + " " + new K<L::Pair[]>(new[] { new L::Pair(7) }).Item[0]);
  object o = new K<L::Box<int>>(new L::Box<int>(3));
  Console.WriteLine((o is K<Box<int>>) + " " + (o is K<L::Box<int>>) + " " + (o is K<L::Box<int>[]>));
  object oa = new K<L::Box<int>[]>(new L::Box<int>[0]);
  Console.WriteLine((oa is K<Box<int>[]>) + " " + (oa is K<L::Box<int>[]>));
  Console.WriteLine(new K<K<L::Box<int>>>(new K<L::Box<int>>(new L::Box<int>(8))).Item.Show() + " " + new K<K<Box<int>>>(new K<Box<int>>(new Box<int>(8))).Item.Show());
  Console.WriteLine(G.Id(new Box<int>(1)) + " " + G.Id(new L::Box<int>(1)) + " " + G.Id(new Box<int>(2)) + " " + G.Id(new L::Pair(1)) + " " + G.Id(new Pair(1)));
  List<L::Box<int>> lb = L::Lib.Boxes(); var mine = new List<Box<int>> { new Box<int>(5) };
  object ol = lb; Console.WriteLine((ol is List<Box<int>>) + " " + (ol is List<L::Box<int>>) + " " + lb[1] + " " + mine[0] + " " + ((object)mine is List<L::Box<int>>));
  var d = new Dictionary<L::Foo, Foo>(); var lf = new L::Foo(); d[lf] = new Foo(); Console.WriteLine(d[lf] + " " + d.Count);
  Console.WriteLine(L::Lib.Cache() + " " + L::Holder<L::Box<int>>.Tag + " " + L::Holder<Box<int>>.Tag);
  Console.WriteLine(L::Lib.Name(new Box<int>(3)) + " " + L::Lib.Name(new L::Box<int>(3)));
  Console.WriteLine(typeof(K<L::Box<int>>).FullName);
  Console.WriteLine(typeof(K<Box<int>>).FullName);
  Console.WriteLine(new K<L::Foo>(null).GetType() + " " + new K<Foo>(null).Kind() + " " + new K<L::Foo>(null).Kind());
  Func<L::Box<int>, string> f1 = b => "f1" + b; Func<Box<int>, string> f2 = b => "f2" + b; object of = f1;
  Console.WriteLine((of is Func<Box<int>, string>) + " " + (of is Func<L::Box<int>, string>) + " " + f1(new L::Box<int>(1)) + f2(new Box<int>(1)));
} }"""


@pytest.mark.parametrize("backend", ["mir", "ir"])
def test_same_named_types_as_generic_arguments_make_two_instances(tmp_path: Path, backend: str) -> None:
    """The program's Box<T>, Foo and Pair and its library's (same full names) as type
    arguments: K<Box<int>> and K<L::Box<int>> are two instances (statics, fields, casts,
    nesting, arrays, generic methods' instances and statics, List/Dictionary/Func over
    them, Type names), as in Mono; a closed name was one instance of both."""
    lib = _mcs(tmp_path, "Lib", SAME_NAMED_ARGS_LIB, "library", [])
    (tmp_path / "App.cs").write_text(SAME_NAMED_ARGS_APP)
    subprocess.run([_need("mcs"), "-nologo", f"-r:L={lib}", f"-out:{tmp_path / 'App.exe'}",
                    str(tmp_path / "App.cs")], check=True, capture_output=True)
    mono = subprocess.run(["mono", str(tmp_path / "App.exe")], capture_output=True)
    assert mono.returncode == 0 and mono.stdout.startswith(b"Box`1 1\nBox`1 1\nBox`1 2\n")
    r = cil2mir_cmd("run", str(tmp_path / "App.exe"), "--backend", backend, cwd=tmp_path)
    assert (r.returncode, r.stdout) == (mono.returncode, mono.stdout), r.stderr


MISSING_APP = """using System;
class Derived : Lib.Foo { }
class P {
    static void Static() { Console.WriteLine(Lib.Foo.Twice(3)); }
    static void New() { Console.WriteLine(new Lib.Foo().Name()); }
    static void Field(Lib.Foo f) { Console.WriteLine(f.X); }
    static void Generic() { Console.WriteLine(new Lib.Box<int>().V); }
    static void Local() { Lib.Pt p; p.A = 1; Console.WriteLine(p.A); }
    static void Main(string[] args) { Console.WriteLine("start"); if (args.Length > 0) Static(); }
}"""
MISSING_LIB = """namespace Lib {
    public class Foo { public int X; public static int Twice(int a) { return 2 * a; }
        public virtual string Name() { return "foo"; } }
    public class Box<T> { public T V; }
    public struct Pt { public int A; }
}"""


def test_a_missing_referenced_assembly_is_named(tmp_path: Path) -> None:
    """App.exe without the Lib.dll it references: every use of Lib's types (a base type, a
    static call, a constructor, a field, a generic instance, a struct local) is an error
    naming the assembly; with -k each is a stub, and the program runs up to the first
    (as in Mono, which loads an assembly when a method first needs it)."""
    lib = _mcs(tmp_path, "Lib", MISSING_LIB, "library", [])
    app = _mcs(tmp_path, "App", MISSING_APP, "exe", [str(lib)])
    lib.unlink()
    why = "its assembly Lib (referenced by App.exe) is not found beside the program nor given with -r"
    r = cil2mir_cmd("compile", str(app), "-o", str(tmp_path / "out"), text=True)
    assert (r.returncode, r.stderr) == (
        2, f"cil2mir: error: App.exe: Derived::.ctor: unsupported base type Lib.Foo of Derived: {why}\n")
    assert not (tmp_path / "out").exists()
    r = cil2mir_cmd("compile", "-k", str(app), "-o", str(tmp_path / "out"), text=True)
    warnings = [line for line in r.stderr.splitlines() if "warning" in line]
    assert r.returncode == 0 and warnings == [
        f"cil2mir: warning: App.exe: Derived::.ctor: unsupported base type Lib.Foo of Derived: {why} (stubbed)",
        f"cil2mir: warning: App.exe: P::Static: IL_0001: unsupported member Lib.Foo::Twice(int32): {why} (stubbed)",
        f"cil2mir: warning: App.exe: P::New: IL_0000: unsupported member Lib.Foo::.ctor(): {why} (stubbed)",
        f"cil2mir: warning: App.exe: P::Field: IL_0001: unsupported field Lib.Foo::X: {why} (stubbed)",
        f"cil2mir: warning: App.exe: P::Generic: IL_0000: unsupported member Lib.Box`1<int32>::.ctor(): "
        f"{why} (stubbed)",
        f"cil2mir: warning: App.exe: P::Local: unsupported type Lib.Pt (local 0): {why} (stubbed)"], r.stderr
    for args, code, out in (((), 0, "start\n"), (("x",), 1, "start\n")):
        r = cil2mir_cmd("run", "-k", str(app), "--", *args, text=True)
        assert (r.returncode, r.stdout) == (code, out), r.stderr
    assert r.stderr.endswith(f"cil2mir: App.exe: P::Static: IL_0001: unsupported member "
                             f"Lib.Foo::Twice(int32): {why}\n"), r.stderr


def test_a_library_missing_its_own_reference_names_both(tmp_path: Path) -> None:
    """Lib.dll (given with -r) references Core.dll, found nowhere: the message says which
    file references it, and is located in Lib's method."""
    libs = tmp_path / "libs"
    libs.mkdir()
    core = _mcs(libs, "Core", "public static class Core { public static int Twice(int x) { return 2 * x; } }",
                "library", [])
    lib = _mcs(libs, "Lib", 'public static class Lib { public static string Say(int x) '
               '{ return "n=" + Core.Twice(x); } }', "library", [str(core)])
    app = _mcs(tmp_path, "Uses", "class P { static void Main() { System.Console.WriteLine(Lib.Say(21)); } }",
               "exe", [str(lib)])
    core.unlink()
    r = cil2mir_cmd("compile", str(app), "-r", str(lib), "-o", str(tmp_path / "out"), text=True)
    assert (r.returncode, r.stderr) == (2, "cil2mir: error: Lib.dll: Lib::Say: IL_0006: unsupported member "
                                           "Core::Twice(int32): its assembly Core (referenced by Lib.dll) "
                                           "is not found beside the program nor given with -r\n")
