"""The command line: help and version, and the error contract (one line on stderr, exit
code 2 for bad input, 3 for internal errors, no traceback, no partial output)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from cil2mir import __version__, cli, driver


REPO = Path(__file__).resolve().parent.parent


def cil2mir_cmd(*argv: str, **kw) -> subprocess.CompletedProcess:
    """`python -m cil2mir ...` in a subprocess, importable whether or not the package is installed."""
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, [str(REPO), os.environ.get("PYTHONPATH")]))}
    return subprocess.run([sys.executable, "-m", "cil2mir", *argv], capture_output=True, env=env, **kw)


def run_main(capsys, *argv: str) -> tuple[int, str, str]:
    try:
        code = cli.main(list(argv))
    except SystemExit as e:            # argparse's --help, --version and usage errors
        code = e.code
    out, err = capsys.readouterr()
    return code, out, err


def test_version(capsys):
    code, out, _ = run_main(capsys, "--version")
    assert (code, out) == (0, f"cil2mir {__version__}\n")


def test_module_entry_point():
    r = cil2mir_cmd("--version", text=True)
    assert (r.returncode, r.stdout) == (0, f"cil2mir {__version__}\n")


def test_help_lists_commands(capsys):
    code, out, _ = run_main(capsys, "--help")
    assert code == 0
    for word in ("compile", "build", "run", "--version", "CIL2MIR_LLC", "exit codes"):
        assert word in out


@pytest.mark.parametrize("command,options", [
    ("compile", ["--output", "--dump", "--keep-going"]),
    ("build", ["--output", "--backend", "--llc", "--keep-going"]),
    ("run", ["--backend", "--llc", "ARG", "--keep-going"]),
])
def test_command_help_explains_every_option(capsys, command, options):
    code, out, _ = run_main(capsys, command, "--help")
    assert code == 0
    for opt in options:
        assert opt in out


def assert_one_line_error(code: int, err: str, expected_code: int = 2) -> None:
    assert code == expected_code
    lines = err.strip("\n").splitlines()
    assert len(lines) == 1, err
    assert lines[0].startswith("cil2mir: error:" if expected_code == 2 else "cil2mir: internal error:")
    assert "Traceback" not in err


@pytest.mark.parametrize("command", ["compile", "build", "run"])
def test_missing_file(capsys, tmp_path, command):
    missing = tmp_path / "Nope.exe"
    extra = ["-o", str(tmp_path / "out")] if command != "run" else []
    code, _, err = run_main(capsys, command, str(missing), *extra)
    assert_one_line_error(code, err)
    assert "Nope.exe" in err
    assert not (tmp_path / "out").exists()


def test_directory_as_input(capsys, tmp_path):
    code, _, err = run_main(capsys, "compile", str(tmp_path), "-o", str(tmp_path / "out"))
    assert_one_line_error(code, err)


@pytest.mark.parametrize("content", [b"", b"hello, this is not a PE file\n", b"MZ" + b"\0" * 100],
                         ids=["empty", "text", "mz-only"])
def test_not_a_pe_file(capsys, tmp_path, content):
    bad = tmp_path / "Bad.exe"
    bad.write_bytes(content)
    out = tmp_path / "out"
    code, _, err = run_main(capsys, "compile", str(bad), "-o", str(out))
    assert_one_line_error(code, err)
    assert not out.exists() or not any(out.iterdir())


def test_usage_error_exit_code(capsys):
    code, _, err = run_main(capsys, "run", "App.exe", "--backend", "gcc")
    assert code == 2 and "invalid choice" in err


def test_internal_error_is_one_line_exit_3(capsys, monkeypatch, tmp_path):
    def boom(*_a, **_k):
        raise ValueError("something\nbroke")
    monkeypatch.setattr(driver, "compile_module", boom)
    code, _, err = run_main(capsys, "compile", "App.exe", "-o", str(tmp_path))
    assert_one_line_error(code, err, expected_code=3)
    assert "ValueError: something broke" in err and "CIL2MIR_TRACEBACK" in err


def test_tool_error_is_one_line(capsys, monkeypatch, tmp_path):
    monkeypatch.setenv("CIL2MIR_LLC", str(tmp_path / "no-such-llc"))
    from cil2mir import toolchain
    from cil2mir.errors import ToolError
    with pytest.raises(ToolError, match="^llc: CIL2MIR_LLC=.* is not an executable file$"):
        toolchain.find_llc()


def test_no_llc_found(monkeypatch):
    from cil2mir import toolchain
    from cil2mir.errors import ToolError
    monkeypatch.delenv("CIL2MIR_LLC", raising=False)
    monkeypatch.setattr(toolchain, "installed_llcs", lambda: [])
    with pytest.raises(ToolError, match="no llc found: install llvm-19 or set CIL2MIR_LLC"):
        toolchain.find_llc()


def test_failing_tool_reports_first_error_line(tmp_path):
    from cil2mir import toolchain
    from cil2mir.errors import ToolError
    bad = tmp_path / "bad.mir"
    bad.write_text("---\nname: f\nbody: |\n  bb.0:\n    NOT_AN_OPCODE\n...\n")
    with pytest.raises(ToolError) as info:
        toolchain.llc_compile(bad, tmp_path / "bad.o")
    msg = str(info.value)
    assert msg.startswith("llc: ") and "\n" not in msg and "error" in msg
    assert not (tmp_path / "bad.o").exists()


# ---- end to end, against Mono ----------------------------------------------------------------------

HELLO_CS = r"""
using System;
class Program {
    static int Fib(int n) { return n < 2 ? n : Fib(n - 1) + Fib(n - 2); }
    static long Many(int a, long b, int c, long d, int e, long f, int g, long h) {
        return a + b * 2 + c * 3 + d * 4 + e * 5 + f * 6 + g * 7 + h * 8;
    }
    static string Greet() { return "h\u00e9llo \U0001F600"; }
    static int Main(string[] args) {
        Console.WriteLine("Hello, world!");
        Console.WriteLine(Fib(20));
        Console.WriteLine(Many(1, 2, 3, 4, 5, 6, 7, 8));
        Console.WriteLine(Greet());
        uint u = 0xFFFFFFFF; Console.WriteLine(u / 3);
        int big = 300; Console.WriteLine((byte)big); Console.WriteLine((sbyte)(big - 100));
        Console.WriteLine((char)(big - 235)); Console.WriteLine(big < 3); Console.WriteLine(ulong.MaxValue);
        switch (Fib(4) - 2) { case 0: Console.WriteLine("zero"); break; case 1: Console.WriteLine("one"); break;
                              default: Console.WriteLine("many"); break; }
        return 42;
    }
}
"""


@pytest.fixture(scope="module")
def hello(tmp_path_factory):
    if not (shutil.which("mcs") and shutil.which("mono")):
        pytest.skip("Mono (mcs, mono) not installed")
    d = tmp_path_factory.mktemp("hello")
    (d / "Hello.cs").write_text(HELLO_CS)
    subprocess.run(["mcs", "-out:" + str(d / "Hello.exe"), str(d / "Hello.cs")], check=True, capture_output=True)
    mono = subprocess.run(["mono", str(d / "Hello.exe"), "a", "b"], capture_output=True)
    return d / "Hello.exe", mono


@pytest.mark.parametrize("backend", ["mir", "ir"])
def test_run_matches_mono(hello, backend, tmp_path):
    exe, mono = hello
    r = cil2mir_cmd("run", str(exe), "--backend", backend, "--", "a", "b", cwd=tmp_path)
    assert (r.returncode, r.stdout, r.stderr) == (mono.returncode, mono.stdout, b"")
    assert list(tmp_path.iterdir()) == []


def test_compile_and_build(hello, tmp_path, capsys):
    exe, mono = hello
    assert cli.main(["compile", str(exe), "-o", str(tmp_path / "out")]) == 0
    assert sorted(p.name for p in (tmp_path / "out").iterdir()) == [
        "Hello.bc", "Hello.isel.mir", "Hello.ll", "Hello.mir"]
    assert cli.main(["build", str(exe), "-o", str(tmp_path / "hello")]) == 0
    r = subprocess.run([str(tmp_path / "hello"), "a", "b"], capture_output=True)
    assert (r.returncode, r.stdout) == (mono.returncode, mono.stdout)


@pytest.mark.parametrize("backend", ["mir", "ir"])
def test_build_saves_the_compile_files(hello, backend, tmp_path):
    """--save-temps: the MIR and IR an executable was made from, as compile writes them."""
    exe, mono = hello
    temps = tmp_path / "temps"
    assert cli.main(["build", str(exe), "-o", str(tmp_path / "hello"), "--backend", backend,
                     "--save-temps", str(temps)]) == 0
    assert cli.main(["compile", str(exe), "-o", str(tmp_path / "out")]) == 0
    names = ["Hello.bc", "Hello.isel.mir", "Hello.ll", "Hello.mir"]
    assert sorted(p.name for p in temps.iterdir()) == names
    for name in names:
        assert (temps / name).read_bytes() == (tmp_path / "out" / name).read_bytes(), name
    r = subprocess.run([str(tmp_path / "hello"), "a", "b"], capture_output=True)
    assert (r.returncode, r.stdout) == (mono.returncode, mono.stdout)
