"""Library mode: `cil2mir compile Lib.dll` on an assembly without an entry point compiles
every method with a body, writes the four files (MIR that llc verifies), and prints one
summary line; with --keep-going and --report, what was stubbed and why. `build` and `run`
still need an entry point."""

from __future__ import annotations

import json
import re
import subprocess
from pathlib import Path

import pytest

from tests.llc import LLC_VERSIONS, llc
from tests.test_cli import cil2mir_cmd
from tests.test_frontend_support import _need

LIBRARY = """using System; using System.Collections.Generic;
public class Shapes {
    public static double Area(double r) { return Math.PI * r * r; }
    public static string Describe(List<int> xs) { return string.Join(",", xs); }
    public static int Size() { return System.Runtime.InteropServices.Marshal.SizeOf(typeof(int)); }
    public int Count { get; set; }
}
public struct V { public int X; public override string ToString() { return "V" + X; } }
"""
SUMMARY = re.compile(r"^Lib\.dll: (\d+) methods compiled, (\d+) stubbed(; top reasons: .*)?$")


@pytest.fixture(scope="module")
def library(tmp_path_factory: pytest.TempPathFactory) -> Path:
    d = tmp_path_factory.mktemp("lib")
    (d / "Lib.cs").write_text(LIBRARY)
    subprocess.run([_need("mcs"), "-nologo", "-target:library", f"-out:{d / 'Lib.dll'}", str(d / "Lib.cs")],
                   check=True, capture_output=True)
    return d / "Lib.dll"


def test_a_library_compiles_with_stubs_and_a_report(library: Path, tmp_path: Path) -> None:
    out, report = tmp_path / "out", tmp_path / "report.json"
    r = cil2mir_cmd("compile", str(library), "-k", "-o", str(out), "--report", str(report), text=True)
    assert r.returncode == 0, r.stderr
    lines = r.stderr.splitlines()
    warnings = [x for x in lines if x.startswith("cil2mir: warning: ")]
    summary = SUMMARY.match(lines[-1])
    assert summary, lines[-1]
    compiled, stubbed = int(summary.group(1)), int(summary.group(2))
    assert stubbed == len(warnings) > 0 and compiled > 100
    assert "internal call not plugged" in summary.group(3)
    assert sorted(p.name for p in out.iterdir()) == ["Lib.bc", "Lib.isel.mir", "Lib.ll", "Lib.mir"]
    entries = json.loads(report.read_text())
    assert len(entries) == stubbed
    assert entries[0] == {"assembly": "Lib.dll", "method": "Shapes::Size", "offset": 10,
                          "reason": "System.Runtime.InteropServices.Marshal::SizeOf(System.Type): "
                                    "internal call not plugged"}
    assert all(set(e) == {"assembly", "method", "offset", "reason"} for e in entries)
    for stage in ("isel.mir", "mir"):
        for version in LLC_VERSIONS:
            v = llc(version, "-run-pass=none", "-verify-machineinstrs", str(out / f"Lib.{stage}"),
                    "-o", str(tmp_path / "check.mir"))
            assert v.returncode == 0, f"llc-{version} {stage}: {v.stderr[:2000]}"


def test_a_library_without_keep_going_stops_at_the_first_problem(library: Path, tmp_path: Path) -> None:
    r = cil2mir_cmd("compile", str(library), "-o", str(tmp_path / "out"), text=True)
    assert r.returncode == 2 and r.stderr.startswith("cil2mir: error: Lib.dll: Shapes::Size: ")
    assert not (tmp_path / "out").exists()


def test_a_library_without_stubs_reports_none(tmp_path: Path) -> None:
    (tmp_path / "Ok.cs").write_text("public static class Ok { public static int Twice(int x) { return 2 * x; } }")
    subprocess.run([_need("mcs"), "-nologo", "-target:library", f"-out:{tmp_path / 'Ok.dll'}",
                    str(tmp_path / "Ok.cs")], check=True, capture_output=True)
    r = cil2mir_cmd("compile", str(tmp_path / "Ok.dll"), "-o", str(tmp_path / "out"),
                    "--report", str(tmp_path / "r.json"), text=True)
    assert r.returncode == 0, r.stderr
    assert re.fullmatch(r"Ok\.dll: \d+ methods compiled, 0 stubbed", r.stderr.splitlines()[-1])
    assert json.loads((tmp_path / "r.json").read_text()) == []


def test_a_library_with_a_generic_definitions_type_object_compiles(tmp_path: Path) -> None:
    """typeof(IEnumerable<>) beside Activator.CreateInstance(Type): the table of the types
    CreateInstance can make asked for the open definition's layout, an unlocated error that
    stopped System.dll ("unsupported use of the open generic type ...IEnumerable`1")."""
    (tmp_path / "G.cs").write_text("""using System; using System.Collections.Generic;
public static class G {
    public static Type Def(Type t) { return t.GetGenericTypeDefinition(); }
    public static object Make(Type t) { return Activator.CreateInstance(t); }
    public static Type Open() { return typeof(IEnumerable<>); }
}""")
    subprocess.run([_need("mcs"), "-nologo", "-target:library", f"-out:{tmp_path / 'G.dll'}",
                    str(tmp_path / "G.cs")], check=True, capture_output=True)
    r = cil2mir_cmd("compile", str(tmp_path / "G.dll"), "-k", "-o", str(tmp_path / "out"), text=True)
    assert r.returncode == 0, r.stderr
    assert re.fullmatch(r"G\.dll: \d+ methods compiled, 0 stubbed", r.stderr.splitlines()[-1])


@pytest.mark.parametrize("command", ["build", "run"])
def test_build_and_run_need_an_entry_point(library: Path, tmp_path: Path, command: str) -> None:
    r = cil2mir_cmd(command, str(library), cwd=tmp_path, text=True)
    assert r.returncode == 2
    assert r.stderr == ("cil2mir: error: Lib.dll: no entry point: this is a library, which "
                        "`cil2mir compile` compiles but which cannot be built or run\n")
    assert list(tmp_path.iterdir()) == []


# The least mcs -nostdlib accepts as a core library, with a delegate type and a call of it
CORE_LIBRARY = """\
namespace System {
  public class Object { public Object() {} public virtual string ToString() { return null; } public virtual bool Equals(object o) { return false; } public virtual int GetHashCode() { return 0; } }
  public abstract class ValueType {}
  public abstract class Enum : ValueType {}
  public struct Void {}
  public struct Boolean {} public struct Char {} public struct Byte {} public struct SByte {}
  public struct Int16 {} public struct UInt16 {} public struct Int32 {} public struct UInt32 {}
  public struct Int64 {} public struct UInt64 {} public struct Single {} public struct Double {}
  public struct IntPtr {} public struct UIntPtr {} public struct Decimal {}
  public sealed class String { public int Length { get { return 0; } } }
  public abstract class Array {}
  public class Attribute {}
  public abstract class Type {}
  public struct RuntimeTypeHandle {} public struct RuntimeFieldHandle {} public struct RuntimeMethodHandle {}
  public abstract class Delegate { object m_target; IntPtr method_ptr; }
  public abstract class MulticastDelegate : Delegate {}
  public class Exception {}
  public interface IDisposable { void Dispose(); }
  public delegate int Twice(int x);
  public sealed class AttributeUsageAttribute : Attribute { public AttributeUsageAttribute(AttributeTargets t) {} }
  public enum AttributeTargets { All = 32767 }
  public class ParamArrayAttribute : Attribute {}
  public static class Use { public static int Call(Twice t) { return t(21); } }
}
namespace System.Collections { public interface IEnumerable {} public interface IEnumerator {} }
namespace System.Runtime.InteropServices { public class OutAttribute : System.Attribute {} }
namespace System.Reflection { public class DefaultMemberAttribute : System.Attribute { public DefaultMemberAttribute(string s) {} } }
namespace System.Runtime.CompilerServices {
  public static class RuntimeHelpers { public static bool IsReferenceOrContainsReferences<T>() { return false; } }
  public static class Holds {
    public static bool Int() { return RuntimeHelpers.IsReferenceOrContainsReferences<int>(); }
    public static bool Str() { return RuntimeHelpers.IsReferenceOrContainsReferences<string>(); }
  }
}
"""


def test_a_core_library_gives_way_to_the_corelibs_types(tmp_path: Path) -> None:
    """mscorlib itself as the input: the types the corelib replaces (System.Delegate, the
    exceptions, System.Object) are the corelib's, as when mscorlib is the framework. Its own
    Delegate, with Mono's fields, made the synthesised Invoke an internal error (KeyError
    '_target'); its own generic intrinsics (IsReferenceOrContainsReferences<T>, called
    through a MethodSpec of its MethodDef) lost their type argument (IndexError)."""
    (tmp_path / "MiniCorlib.cs").write_text(CORE_LIBRARY)
    dll, out = tmp_path / "mscorlib.dll", tmp_path / "out"
    subprocess.run([_need("mcs"), "-nologo", "-nostdlib", "-target:library", f"-out:{dll}",
                    str(tmp_path / "MiniCorlib.cs")], check=True, capture_output=True)
    r = cil2mir_cmd("compile", str(dll), "-k", "-o", str(out), text=True)
    assert r.returncode == 0, r.stderr
    assert re.fullmatch(r"mscorlib\.dll: \d+ methods compiled, 0 stubbed", r.stderr.splitlines()[-1])
    ll = (out / "mscorlib.ll").read_text()
    assert 'define i32 @"System.Twice.Invoke"' in ll and 'define i32 @"System.Use.Call"' in ll
    for method, holds in (("Int", 0), ("Str", 1)):
        assert f'define i32 @"System.Runtime.CompilerServices.Holds.{method}"() null_pointer_is_valid\n' \
               f'{{\nbb0:\n  ret i32 {holds}\n}}' in ll
