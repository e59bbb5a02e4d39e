"""Deep recursion, the chosen behaviour (docs/architecture.md, "Exceptions"): a stack overflow
prints Mono's unhandled StackOverflowException text and exits 1 without running any catch
clause (Mono 6.8 raises a catchable one: we differ on purpose, see there why); an exception
crossing 100,000 frames that each have a try/finally is caught as in Mono (ours overflow
near 104,000 in the 8 MiB main stack, during the descent: 80 bytes a frame)."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from tests.test_cli import cil2mir_cmd
from tests.test_frontend_support import build_cs

DEEP = """using System;
class P {
    static int count;
    static string Deep(int n) { return n == 0 ? "" : Deep(n - 1) + "x"; }   // (no tail call)
    static int Down(int n) {
        try { if (n == 0) throw new InvalidOperationException("bottom"); return Down(n - 1) + 1; }
        finally { count++; }
    }
    static int Main(string[] args) {
        Console.WriteLine("before");
        if (args[0] == "overflow") {
            try { Console.WriteLine(Deep(100000000).Length); } catch (StackOverflowException) { Console.WriteLine("caught"); }
            return 3;
        }
        try { Down(int.Parse(args[0])); } catch (InvalidOperationException e) { Console.WriteLine(e.Message + " " + count); }
        return 0;
    }
}
"""
MONO_OVERFLOW = ("\nUnhandled Exception:\nStackOverflowException\n[ERROR] FATAL UNHANDLED EXCEPTION: "
                 "System.StackOverflowException: The requested operation caused a stack overflow.\n")


@pytest.fixture(scope="module")
def deep(tmp_path_factory: pytest.TempPathFactory) -> str:
    return build_cs(tmp_path_factory.mktemp("deep"), DEEP)


@pytest.mark.parametrize("backend", ["mir", "ir"])
def test_stack_overflow_is_fatal_with_monos_text(deep: str, backend: str) -> None:
    r = cil2mir_cmd("run", deep, "--backend", backend, "--", "overflow", text=True, timeout=600)
    assert (r.returncode, r.stdout, r.stderr) == (1, "before\n", MONO_OVERFLOW)


@pytest.mark.parametrize("backend", ["mir", "ir"])
def test_exception_across_100000_try_finally_frames(deep: str, backend: str) -> None:
    mono = subprocess.run(["mono", deep, "100000"], capture_output=True, text=True)
    assert (mono.returncode, mono.stdout) == (0, "before\nbottom 100001\n")
    r = cil2mir_cmd("run", deep, "--backend", backend, "--", "100000", text=True, timeout=600)
    assert (r.returncode, r.stdout) == (mono.returncode, mono.stdout), r.stderr


def test_mono_catches_what_we_do_not(deep: str) -> None:
    """The difference stated above, as Mono shows it."""
    mono = subprocess.run(["mono", deep, "overflow"], capture_output=True, text=True)
    assert (mono.returncode, mono.stdout) == (3, "before\ncaught\n")
