"""`--keep-going` (DESIGN.md decision 9): a method that cannot be compiled becomes a stub
that, when called, prints `cil2mir: <the compile error>` on stderr and exits with code 1;
the compile warns once per stub and succeeds. Bad files still fail with exit code 2. Errors
about types (base types, fields, parameters, results, locals, generic instances) stub the
methods that need the type and nothing else (docs/architecture.md, "--keep-going")."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from tests.llc import LLC_VERSIONS, llc
from tests.test_cli import cil2mir_cmd, run_main
from tests.test_frontend_support import build_cs, build_il, missing_library

SOURCE = """\
using System;
class P {
    static void Unused() { Console.WriteLine(System.Diagnostics.Debugger.IsLogging()); }
    static int Used(int x) { Console.WriteLine(System.Diagnostics.Debugger.IsLogging()); return x + 1; }
    static int Main(string[] args) {
        Console.WriteLine("before");
        if (args.Length > 0) Console.WriteLine(Used(41));
        Console.WriteLine("after");
        return 3;
    }
}
"""
MESSAGE = b"Stub.exe: P::Used: IL_0000: System.Diagnostics.Debugger::IsLogging(): internal call not plugged"


@pytest.fixture(scope="module")
def stub(tmp_path_factory):
    if not (shutil.which("mcs") and shutil.which("mono")):
        pytest.skip("Mono (mcs, mono) not installed")
    d = tmp_path_factory.mktemp("keep_going")
    (d / "Stub.cs").write_text(SOURCE)
    subprocess.run(["mcs", "-out:" + str(d / "Stub.exe"), str(d / "Stub.cs")], check=True, capture_output=True)
    mono = subprocess.run(["mono", str(d / "Stub.exe")], capture_output=True)
    return d / "Stub.exe", mono


def _warnings(stderr: bytes) -> list[bytes]:
    return [line for line in stderr.splitlines() if line.startswith(b"cil2mir: warning: ")]


def test_without_keep_going_fails(stub, tmp_path):
    exe, _ = stub
    r = cil2mir_cmd("run", str(exe), cwd=tmp_path)
    assert r.returncode == 2
    assert r.stderr.startswith(b"cil2mir: error: Stub.exe: P::Unused: IL_0000: System.Diagnostics.Debugger::IsLogging(): internal call not plugged")
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("backend", ["mir", "ir"])
def test_uncalled_stub_runs_like_mono(stub, backend, tmp_path):
    exe, mono = stub
    r = cil2mir_cmd("run", "--keep-going", str(exe), "--backend", backend, cwd=tmp_path)
    assert (r.returncode, r.stdout) == (mono.returncode, mono.stdout)
    assert _warnings(r.stderr) == [
        b"cil2mir: warning: " + MESSAGE.replace(b"P::Used", b"P::Unused") + b" (stubbed)",
        b"cil2mir: warning: " + MESSAGE + b" (stubbed)"]
    assert len(r.stderr.splitlines()) == 2


@pytest.mark.parametrize("backend", ["mir", "ir"])
def test_called_stub_exits_1_with_the_message(stub, backend, tmp_path):
    exe, _ = stub
    out = tmp_path / "stub"
    b = cil2mir_cmd("build", "-k", str(exe), "-o", str(out), "--backend", backend, cwd=tmp_path)
    assert b.returncode == 0 and len(_warnings(b.stderr)) == 2
    r = subprocess.run([str(out), "x"], capture_output=True)
    assert (r.returncode, r.stdout, r.stderr) == (1, b"before\n", b"cil2mir: " + MESSAGE + b"\n")


def test_stub_mir_verifies(stub, tmp_path, capsys):
    exe, _ = stub
    code, _, err = run_main(capsys, "compile", "--keep-going", str(exe), "-o", str(tmp_path))
    assert code == 0 and err.count("(stubbed)") == 2
    mir = (tmp_path / "Stub.mir").read_text()
    assert "rt_fatal_stub" in mir
    for version in LLC_VERSIONS:
        for name in ("Stub.isel.mir", "Stub.mir"):
            r = llc(version, "-run-pass=none", "-verify-machineinstrs", str(tmp_path / name),
                    "-o", str(tmp_path / "out.mir"))
            assert r.returncode == 0, f"llc-{version} {name}: {r.stderr}"
        r = llc(version, "-start-before=prologepilog", "-verify-machineinstrs", "-filetype=obj",
                str(tmp_path / "Stub.mir"), "-o", str(tmp_path / "Stub.o"))
        assert r.returncode == 0, f"llc-{version}: {r.stderr}"


def test_bad_file_still_exit_2(tmp_path, capsys):
    bad = tmp_path / "Bad.exe"
    bad.write_bytes(b"MZ not really a PE file")
    code, _, err = run_main(capsys, "compile", "--keep-going", str(bad), "-o", str(tmp_path / "out"))
    assert code == 2 and err.startswith("cil2mir: error: ") and "warning" not in err
    assert not (tmp_path / "out").exists()




def noted(message: str, exe: str) -> str:
    """An error about a type of the missing assembly Gone, with the note that ends it."""
    return f"{message}: its assembly Gone (referenced by {exe}) is not found beside the program nor given with -r"


BAD_LAYOUT = """\
using System;
struct Money { public Gone.Money Amount; public int Cents; }
class P {
    static int A() { Money m = new Money(); m.Cents = 1; return m.Cents; }
    static int B() { Money m = new Money(); m.Cents = 2; return m.Cents; }
    static int C(Money[] wallet) { return wallet[0].Cents; }
    static void Main() { Console.WriteLine("main"); }
}
"""


def test_every_use_of_a_type_that_cannot_be_laid_out_names_the_cause(tmp_path, capsys):
    """A type whose layout failed is not left half-done: the methods using it after the first
    report the same cause (not that the type contains or derives from itself)."""
    gone, _ = missing_library(tmp_path)
    exe = build_cs(tmp_path, BAD_LAYOUT, name="BadLayout", references=(gone,))
    code, _, err = run_main(capsys, "compile", "--keep-going", exe, "-o", str(tmp_path / "out"))
    assert code == 0
    cause = "unsupported type Gone.Money of field Money::Amount"
    local = noted(cause + " (local 0)", "BadLayout.exe").encode() + b" (stubbed)"
    assert _warnings(err.encode()) == [b"cil2mir: warning: BadLayout.exe: P::A: " + local,
                                       b"cil2mir: warning: BadLayout.exe: P::B: " + local,
                                       b"cil2mir: warning: BadLayout.exe: P::C: IL_0002: "
                                       + noted(cause, "BadLayout.exe").encode() + b" (stubbed)"]



# ---- type-level errors: every one stubs the methods that need the type, nothing else ----

MIXED = """\
using System;

class Listy : Gone.List {                     // base type cil2mir does not have
    public int Extra = 1;
    public override int Add(object o) { return Extra; }
}
class Stamp { public Gone.Stamp When; public int N = 2; }               // instance field
class Clock {                                                           // static field
    public static Gone.Stamp Epoch;
    public static int Ticks = 7;
    public static int Year() { return Epoch.Year; }
}
struct Money { public Gone.Money Amount; public int Cents; }            // struct with a bad field
struct Wallet { public Money Inside; public int Count; }
class Box<T> { public T Value; public Box(T v) { Value = v; } public override string ToString() { return "Box"; } }
class Cell<T> { public T Value; public int Tag = 8; public static int Made = 11; }
class Holder { public Gone.Bag<int> Items; public int K = 9; public void Fill() { Items = new Gone.Bag<int>(); } }
class Copyable : Gone.IClone {                                          // interface cil2mir lacks
    public int V = 3;
    public object Clone() { return new Copyable(); }
}
interface IShape { int Sides(); Gone.Span Age(); string Describe(); }
class Square : IShape {
    public int Sides() { return 4; }
    public Gone.Span Age() { return Gone.Span.Zero; }                   // return type, in an itable
    public string Describe() { return Gone.Stamp.Now.ToString(); }      // body, in an itable
}
class Animal {
    public virtual string Name() { return "animal"; }
    public virtual Gone.Span Age() { return Gone.Span.Zero; }           // return type
}
class Dog : Animal { public override string Name() { return "dog"; } }
class Cat : Animal { public override string Name() { return Gone.Host.Name; } }  // body, in a vtable
class Robot : Animal { Gone.Stamp built; public override string Name() { return "robot" + built.Ticks; } }

class P {
    Gone.Stamp created;                                                 // Main's own type is broken
    static int calls;
    static int Twice(int x) { calls++; return 2 * x; }
    static Gone.Span Double(Gone.Span t) { return t + t; }              // parameter type
    static int Hours(int h) { Gone.Span t = new Gone.Span(h, 0, 0); return (int)t.TotalHours; } // local type
    static T Id<T>(T x) { return x; }
    static int Nullable() { Gone.Stamp? d = null; return d.HasValue ? 1 : 0; }
    static int Cents() { Money m = new Money(); m.Cents = 5; return m.Cents; }
    static int Count() { Wallet w = new Wallet(); w.Count = 6; return w.Count; }
    static int Clone(object o) { return ((Copyable)((Gone.IClone)o).Clone()).V; }

    static void Base() { Console.WriteLine(new Listy().Extra); }
    static void Field() { Console.WriteLine(new Stamp().N); }
    static void Param() { Console.WriteLine(Double(Gone.Span.FromHours(1)).TotalHours); }
    static void Return() { Console.WriteLine(new Dog().Age().TotalHours); }
    static void Generic() { Console.WriteLine(new Cell<Gone.Stamp>().Tag); }
    static void GenericMethod() { Console.WriteLine(Id<Gone.Span>(Gone.Span.Zero).TotalHours); }
    static void Derived() { Console.WriteLine(new Robot().Name()); }
    static int Length(Gone.List list) { return list.Count; }   // unsupported member: body only

    static void Broken(string what) {
        Console.WriteLine("calling " + what);
        if (what == "base") Base();
        else if (what == "field") Field();
        else if (what == "static") Console.WriteLine(Clock.Year());
        else if (what == "param") Param();
        else if (what == "return") Return();
        else if (what == "local") Console.WriteLine(Hours(3));
        else if (what == "generic") Generic();
        else if (what == "generic_method") GenericMethod();
        else if (what == "missing_generic") new Holder().Fill();
        else if (what == "interface") Console.WriteLine(Clone(new Copyable()));
        else if (what == "struct") Console.WriteLine(Cents());
        else if (what == "nested_struct") Console.WriteLine(Count());
        else if (what == "derived") Derived();
        else if (what == "vtable") { Animal a = new Cat(); Console.WriteLine(a.Name()); }
        else if (what == "itable") { IShape s = new Square(); Console.WriteLine(s.Describe()); }
        else if (what == "nullable") Console.WriteLine(Nullable());
        else if (what == "ref_param") Console.WriteLine(Length(null));
    }

    static int Main(string[] args) {
        Console.WriteLine(Twice(21));
        Console.WriteLine(Clock.Ticks);
        Console.WriteLine(new Holder().K);
        Console.WriteLine(new Copyable().V);
        Console.WriteLine(new Box<int>(4).Value + Id(5));
        Console.WriteLine(new Box<Gone.List>(null).Value == null);
        Console.WriteLine(new Cell<int>().Tag);
        Console.WriteLine(Cell<Gone.Stamp>.Made);                       // static member of a broken instance
        Console.WriteLine(new Box<Gone.Bag<int>>(null));
        Animal[] zoo = { new Animal(), new Dog() };
        foreach (Animal a in zoo) Console.WriteLine(a.Name());
        IShape sq = new Square();
        Console.WriteLine(sq.Sides());
        if (args.Length > 0) Broken(args[0]);
        Console.WriteLine("calls " + calls);
        return 4;
    }
}
"""

# Each argument of Mixed.exe calls one broken part (after printing `calling <arg>`), and the
# stub that is reached: the method, then the error.
REACHED = {
    "base": "P::Base: IL_0000: unsupported base type Gone.List of Listy",
    "field": "P::Field: IL_0000: unsupported type Gone.Stamp of field Stamp::When",
    "static": "Clock::Year: IL_0000: unsupported type Gone.Stamp of field Clock::Epoch",
    "param": "P::Param: unsupported type Gone.Span (local 0)",
    "return": "P::Return: unsupported type Gone.Span (local 0)",
    "local": "P::Hours: unsupported type Gone.Span (local 0)",
    "generic": "P::Generic: IL_0000: unsupported type Gone.Stamp of field "
               "Cell`1<Gone.Stamp>::Value",
    "generic_method": "P::GenericMethod: unsupported type Gone.Span (local 0)",
    "missing_generic": "Holder::Fill: IL_0001: unsupported member Gone.Bag`1<int32>::.ctor()",
    "interface": "P::Clone: IL_0001: unsupported castclass of type Gone.IClone",
    "struct": "P::Cents: unsupported type Gone.Money of field Money::Amount (local 0)",
    "nested_struct": "P::Count: unsupported type Gone.Money of field Money::Amount (local 0)",
    "derived": "P::Derived: IL_0000: unsupported type Gone.Stamp of field Robot::built",
    "vtable": "Cat::Name: IL_0000: unsupported member Gone.Host::get_Name()",
    "itable": "Square::Describe: unsupported type Gone.Stamp (local 0)",
    "nullable": "P::Nullable: unsupported type Gone.Stamp of field "
                "System.Nullable`1<Gone.Stamp>::value (local 0)",
    "ref_param": "P::Length: IL_0001: unsupported member Gone.List::get_Count()",
}

REACHED = {arg: message if "castclass" in message else noted(message, "Mixed.exe")
           for arg, message in REACHED.items()}

# Every stub of Mixed.exe, in the order the warnings come: the methods whose signature, locals
# or body need a type that cannot be used, and no other.
MIXED_STUBS = [
    "Listy::.ctor: unsupported base type Gone.List of Listy",
    "Listy::Add: unsupported base type Gone.List of Listy",
    "Stamp::.ctor: unsupported type Gone.Stamp of field Stamp::When",
    REACHED["static"],
    REACHED["missing_generic"],
    "Square::Age: unsupported type Gone.Span (in the signature)",
    REACHED["itable"],
    "Animal::Age: unsupported type Gone.Span (in the signature)",
    REACHED["vtable"],
    "Robot::.ctor: unsupported type Gone.Stamp of field Robot::built",
    "Robot::Name: unsupported type Gone.Stamp of field Robot::built",
    "P::.ctor: unsupported type Gone.Stamp of field P::created",
    "P::Double: unsupported type Gone.Span (in the signature)",
    REACHED["local"], REACHED["nullable"], REACHED["struct"], REACHED["nested_struct"],
    REACHED["interface"], REACHED["base"], REACHED["field"], REACHED["param"],
    REACHED["return"], REACHED["generic"], REACHED["generic_method"], REACHED["derived"],
    REACHED["ref_param"],
    "Cell`1<Gone.Stamp>::.ctor: unsupported type Gone.Stamp of field "
    "Cell`1<Gone.Stamp>::Value",
]
MIXED_STUBS = [message if message in REACHED.values() else noted(message, "Mixed.exe")
               for message in MIXED_STUBS]


@pytest.fixture(scope="module")
def mixed(tmp_path_factory):
    """Mixed.exe, Mono's result without arguments and for each of REACHED, and cil2mir's
    --keep-going build for each back end (the build's result and the executable)."""
    d = tmp_path_factory.mktemp("mixed")
    gone, env = missing_library(d)
    exe = build_cs(d, MIXED, name="Mixed", references=(gone,))
    mono = {arg: subprocess.run(["mono", exe, *([arg] if arg else [])], capture_output=True,
                                env=env) for arg in ["", *REACHED]}
    builds = {backend: (cil2mir_cmd("build", "-k", exe, "-o", str(d / backend), "--backend",
                                    backend, cwd=d), d / backend) for backend in ("mir", "ir")}
    return exe, mono, builds


@pytest.mark.parametrize("backend", ["mir", "ir"])
def test_type_errors_stub_exactly_the_methods_that_need_the_type(mixed, backend):
    _, _, builds = mixed
    build, _ = builds[backend]
    assert build.returncode == 0, build.stderr
    assert _warnings(build.stderr) == [f"cil2mir: warning: Mixed.exe: {s} (stubbed)".encode()
                                       for s in MIXED_STUBS]
    assert len(build.stderr.splitlines()) == len(MIXED_STUBS)


@pytest.mark.parametrize("backend", ["mir", "ir"])
def test_working_parts_run_like_mono(mixed, backend):
    """Classes that are fine, static members of a broken class, Main in a class whose layout
    fails, generics over types the program lacks (as references), virtual and interface calls
    through tables holding stubs: Mono's output and exit code exactly."""
    _, mono, builds = mixed
    r = subprocess.run([str(builds[backend][1])], capture_output=True)
    assert (r.returncode, r.stdout, r.stderr) == (mono[""].returncode, mono[""].stdout, b"")
    assert r.returncode == 4 and r.stdout.count(b"\n") == 13


@pytest.mark.parametrize("backend", ["mir", "ir"])
@pytest.mark.parametrize("arg", list(REACHED))
def test_reaching_a_broken_part_exits_1_with_the_stub_message(mixed, backend, arg):
    """Mono's output up to the call, then the stub's message and exit code 1."""
    _, mono, builds = mixed
    r = subprocess.run([str(builds[backend][1]), arg], capture_output=True)
    mark = f"calling {arg}\n".encode()
    assert mark in mono[arg].stdout
    assert r.stdout == mono[arg].stdout[:mono[arg].stdout.index(mark) + len(mark)]
    assert (r.returncode, r.stderr) == (1, f"cil2mir: Mixed.exe: {REACHED[arg]}\n".encode())


def test_type_errors_without_keep_going_name_the_first(mixed, tmp_path):
    exe, _, _ = mixed
    r = cil2mir_cmd("build", exe, "-o", str(tmp_path / "out"), cwd=tmp_path)
    assert (r.returncode, r.stdout) == (2, b"")
    assert r.stderr == ("cil2mir: error: Mixed.exe: Listy::.ctor: "
                        + noted("unsupported base type Gone.List of Listy", "Mixed.exe") + "\n").encode()
    assert list(tmp_path.iterdir()) == []


ENTRY_BROKEN = {
    # Main itself cannot be compiled: Main is the stub
    "MainStub": ("""\
using System;
class P {
    static int Helper() { return 1; }
    static void Main() { Console.WriteLine(Helper()); Console.WriteLine(Gone.Host.Name != null); }
}
""", "P::Main: IL_000a: unsupported member Gone.Host::get_Name()"),
    # the precise static constructor of Main's type runs before Main: it is the stub
    "CctorStub": ("""\
using System;
class P {
    static string host;
    static P() { host = Gone.Host.Name; }
    static void Main() { Console.WriteLine("main"); Console.WriteLine(host != null); }
}
""", "P::.cctor: IL_0000: unsupported member Gone.Host::get_Name()"),
    # Main's signature names a struct that cannot be laid out
    "SignatureStub": ("""\
using System;
struct Bad { public Gone.Money D; }
class P {
    static Bad keep;
    static void Main(string[] args) { Console.WriteLine("main"); }
    static Bad Make() { return keep; }
}
""", "P::Make: unsupported type Gone.Money of field Bad::D (in the signature)"),
}


@pytest.mark.parametrize("name", list(ENTRY_BROKEN))
def test_broken_entry_point_or_its_type(name, tmp_path):
    source, message = ENTRY_BROKEN[name]
    message = noted(message, f"{name}.exe")
    gone, env = missing_library(tmp_path)
    exe = build_cs(tmp_path, source, name=name, references=(gone,))
    mono = subprocess.run(["mono", exe], capture_output=True, env=env)
    assert mono.returncode == 0 and mono.stdout
    r = cil2mir_cmd("run", "-k", exe, cwd=tmp_path)
    assert _warnings(r.stderr)[0] == f"cil2mir: warning: {name}.exe: {message} (stubbed)".encode()
    if name == "SignatureStub":         # the stub is never called: Mono's output exactly
        assert (r.returncode, r.stdout) == (0, mono.stdout)
    else:
        assert (r.returncode, r.stdout) == (1, b"")
        assert r.stderr.splitlines()[-1] == f"cil2mir: {name}.exe: {message}".encode()
    plain = cil2mir_cmd("run", exe, cwd=tmp_path)
    assert (plain.returncode, plain.stderr) == (2, f"cil2mir: error: {name}.exe: {message}\n".encode())


STATIC_INIT = """\
using System;
class Config { public static string Host = Gone.Host.Name; public static int Level = 3; }
class Counter { public static int N = 5; }
class P {
    static int Level() { return Config.Level; }     // (runs Config's static constructor first)
    static void Main(string[] args) {
        Console.WriteLine(Counter.N);
        if (args.Length > 0) { Console.WriteLine("config"); Console.WriteLine(Level()); }
        Console.WriteLine("end");
    }
}
"""


def test_stubbed_static_constructor_runs_when_its_type_is_first_used(tmp_path):
    """A static constructor that cannot be compiled is a stub like any method: the program
    runs until the type is initialised."""
    gone, env = missing_library(tmp_path)
    exe = build_cs(tmp_path, STATIC_INIT, name="StaticInit", references=(gone,))
    message = noted("Config::.cctor: IL_0000: unsupported member Gone.Host::get_Name()",
                    "StaticInit.exe").encode()
    out = tmp_path / "static_init"
    b = cil2mir_cmd("build", "-k", exe, "-o", str(out), cwd=tmp_path)
    assert _warnings(b.stderr) == [b"cil2mir: warning: StaticInit.exe: " + message + b" (stubbed)"]
    for args in ([], ["x"]):
        mono = subprocess.run(["mono", exe, *args], capture_output=True, env=env)
        r = subprocess.run([str(out), *args], capture_output=True)
        if not args:
            assert (r.returncode, r.stdout, r.stderr) == (mono.returncode, mono.stdout, b"")
        else:
            assert mono.stdout == b"5\nconfig\n3\nend\n"
            assert (r.returncode, r.stdout, r.stderr) == (
                1, b"5\nconfig\n", b"cil2mir: StaticInit.exe: " + message + b"\n")


ODD_IL = """\
.class interface public abstract auto ansi IFoo {
  .method public hidebysig newslot abstract virtual instance int32 M() cil managed {}
}
.class public auto ansi Lazy extends [mscorlib]System.Object implements IFoo {
  .method public specialname rtspecialname instance void .ctor() cil managed {
    ldarg.0
    call instance void [mscorlib]System.Object::.ctor()
    ret
  }
}
.class public sequential ansi sealed Loop extends [mscorlib]System.ValueType {
  .field public valuetype Loop inner
}
.class private auto ansi Program extends [mscorlib]System.Object {
  .method static int32 MakeLazy() cil managed {
    newobj instance void Lazy::.ctor()
    pop
    ldc.i4.1
    ret
  }
  .method static int32 UseLoop() cil managed {
    .locals init (valuetype Loop l)
    ldc.i4.2
    ret
  }
  .method static vararg int32 Var() cil managed {
    ldc.i4.3
    ret
  }
  .method static int32 Main() cil managed {
    .entrypoint
    ldstr "ok"
    call void [mscorlib]System.Console::WriteLine(string)
    ldc.i4.7
    ret
  }
}
"""


def test_types_only_ilasm_can_make_stub_their_users(tmp_path):
    """A class missing an interface method, a struct containing itself, a vararg method: each
    stubs the methods that need it; Main, which needs none, runs like Mono."""
    exe = build_il(tmp_path, ODD_IL, name="Odd")
    mono = subprocess.run(["mono", exe], capture_output=True)
    r = cil2mir_cmd("run", "-k", exe, cwd=tmp_path)
    assert (r.returncode, r.stdout) == (mono.returncode, mono.stdout) == (7, b"ok\n")
    assert _warnings(r.stderr) == [f"cil2mir: warning: Odd.exe: {w} (stubbed)".encode() for w in [
        "Lazy::.ctor: Lazy does not implement IFoo::M()",
        "Program::MakeLazy: IL_0000: Lazy does not implement IFoo::M()",
        "Program::UseLoop: type Loop contains or derives from itself (local 0)",
        "Program::Var: vararg methods are not supported"]]
    plain = cil2mir_cmd("run", exe, cwd=tmp_path)
    assert (plain.returncode, plain.stdout, plain.stderr) == (
        2, b"", b"cil2mir: error: Odd.exe: Lazy::.ctor: Lazy does not implement IFoo::M()\n")
