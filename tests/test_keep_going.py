"""`--keep-going` (DESIGN.md decision 9): a method that cannot be compiled becomes a stub
that, when called, prints `cil2mir: <the compile error>` on stderr and exits with code 1;
the compile warns once per stub and succeeds. Bad files still fail with exit code 2."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from tests.llc import LLC_VERSIONS, llc
from tests.test_cli import cil2mir_cmd, run_main
from tests.test_frontend_support import build_cs

SOURCE = """\
using System;
class P {
    static void Unused() { Console.WriteLine(Environment.MachineName); }
    static int Used(int x) { Console.WriteLine(Environment.MachineName); return x + 1; }
    static int Main(string[] args) {
        Console.WriteLine("before");
        if (args.Length > 0) Console.WriteLine(Used(41));
        Console.WriteLine("after");
        return 3;
    }
}
"""
MESSAGE = b"Stub.exe: P::Used: IL_0000: unsupported member System.Environment::get_MachineName()"


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
    assert r.stderr.startswith(b"cil2mir: error: Stub.exe: P::Unused: IL_0000: unsupported member")
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



BAD_LAYOUT = """\
using System;
struct Money { public decimal Amount; public int Cents; }
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
    exe = build_cs(tmp_path, BAD_LAYOUT, name="BadLayout")
    code, _, err = run_main(capsys, "compile", "--keep-going", exe, "-o", str(tmp_path / "out"))
    assert code == 0
    cause = b"unsupported type System.Decimal of field Money::Amount (stubbed)"
    assert _warnings(err.encode()) == [b"cil2mir: warning: BadLayout.exe: P::A: " + cause,
                                       b"cil2mir: warning: BadLayout.exe: P::B: " + cause,
                                       b"cil2mir: warning: BadLayout.exe: P::C: IL_0002: " + cause]
