"""How frames read in stack traces (frontend/stacktrace.py), against Mono's own: the text of
each method of a program, and which methods show a frame, read from the traces Mono prints
for exceptions thrown through them. (tests/programs/exceptions_stack_traces.cs checks
whole compiled programs against Mono.)"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

from cil2mir.frontend.assembly import Assembly
from cil2mir.toolchain import framework_dir
from cil2mir.frontend.stacktrace import frame_text, guid_text
from tests.conftest import require_tool
from tests.test_frontend_support import build_cs

PROGRAM = r"""
using System;
using System.Collections.Generic;
namespace Ns {
    class Outer<T> {
        public class Inner { public void Take(ref int a, T[] b, int[,] c, List<T> d, Dictionary<string, T>[] e) { Util.Fail(); } }
        public U Pick<U>(U u, T t, int? n) { Util.Fail(); return u; }
        public static void Out(out string s, object o, char c, IntPtr p) { s = null; Util.Fail(); }
    }
    struct Point { public void Move(double dx, float dy, long z, decimal m, bool b) { Util.Fail(); } }
    static class Util {
        // (the body keeps Mono from inlining the callers: a call of a method that is not inlined)
        public static void Fail() { if (DateTime.Now.Ticks > 0) throw new Exception("x"); }
    }
}
class Program {
    static void Show(Action a) { try { a(); } catch (Exception e) { Console.WriteLine(e.StackTrace); } }
    static void Main() {
        Show(() => new Ns.Outer<int>.Inner().Take(ref Dummy, null, null, null, null));
        Show(() => new Ns.Outer<string>().Pick<double>(1.0, "t", null));
        Show(() => { string s; Ns.Outer<byte>.Out(out s, null, 'c', IntPtr.Zero); });
        Show(() => new Ns.Point().Move(1, 2, 3, 4m, true));
    }
    static int Dummy;
}
"""


def test_frame_texts_are_monos(tmp_path: Path) -> None:
    """Every method Mono prints in a frame is printed the same by frame_text, and every
    frame is in the assembly Mono names by its module id."""
    exe = build_cs(tmp_path, PROGRAM)
    r = subprocess.run([require_tool("mono"), exe], capture_output=True, text=True, timeout=120,
                       env={"LC_ALL": "C"})
    assert r.returncode == 0, r.stderr
    frames = re.findall(r"^  at (.*) \[0x[0-9a-f]{5}\] in <([0-9a-f]{32})>:0 $", r.stdout, re.M)
    asm, corlib = Assembly(exe), Assembly(str(framework_dir() / "mscorlib.dll"))
    rows = {r.name: r for a in (corlib, asm) for r in a.type_rows}
    ours = {frame_text(asm, m, lambda _, name: rows.get(name)) for m in asm.methods}
    mono = {text for text, mvid in frames if mvid == guid_text(asm.mvid)}
    assert len(mono) >= 9          # the four methods, Util.Fail, the lambdas, Show
    assert mono <= ours, sorted(mono - ours)
    assert {"Ns.Outer`1+Inner[T].Take (System.Int32& a, T[] b, System.Int32[,] c, "
            "System.Collections.Generic.List`1[T] d, "
            "System.Collections.Generic.Dictionary`2[System.String,T][] e)"} <= mono


def test_guid_text_is_guid_n_format() -> None:
    """Guid.ToString("N") of the bytes 00..0f, as .NET lays a Guid out."""
    assert guid_text(bytes(range(16))) == "03020100050407060809" "0a0b0c0d0e0f"
