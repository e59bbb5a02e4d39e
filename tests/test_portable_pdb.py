"""The portable PDB reader on a real Roslyn-built PDB: ClrLoader.dll and ClrLoader.pdb from
the clr_loader 0.3.1 wheel on PyPI, with the sources it was built from (its sdist).

Downloaded with pip into a cache directory, never into the repository; a test that cannot
download fails (CI reaches PyPI). What is checked against what we did not write:

- the PDB's Document rows (names, SHA-256 hashes) name the sdist's ClrLoader.cs and
  DomainData.cs, byte for byte: the lines below are lines of those files;
- every visible sequence point starts a token of its source line; hidden points
  (0xfeefee) are line 0;
- Mono's own portable PDB reader (`mono --debug` stack traces: method, IL offset,
  file:line) gives the same line as ours for every ClrLoader frame a probe provokes;
- `compile -g` of the library verifies on llc 14 and 19 and its objects' DWARF line
  tables hold only the PDB's lines; gdb stops at DomainData.cs lines in a native
  program using the library and shows the sdist's source text and the callers' lines.
"""

from __future__ import annotations

import hashlib
import os
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import zipfile
from pathlib import Path

import pytest

from cil2mir.frontend import metadata as md
from cil2mir.frontend import symbols
from cil2mir.frontend.assembly import Assembly
from tests.conftest import run_cli
from tests.llc import LLC_VERSIONS, llc

VERSION = "0.3.1"
CACHE = Path.home() / ".cache" / "cil2mir-tests" / f"clr_loader-{VERSION}"
SOURCES = ("ClrLoader.cs", "DomainData.cs")
SHA256 = bytes.fromhex("0fd02988b8111342878b770e8597ac16")   # the Document HashAlgorithm GUID


def _pip_download(dest: str, *args: str) -> Path:
    subprocess.run([sys.executable, "-m", "pip", "download", "-q", "--no-deps", "-d", dest,
                    *args, f"clr_loader=={VERSION}"], check=True, capture_output=True)
    return next(Path(dest).glob("clr_loader-*"))


def _fetch() -> Path:
    """CACHE with ClrLoader.dll, ClrLoader.pdb (the wheel's amd64 pair) and src/*.cs (the
    sdist's netfx_loader sources); made once, in a temporary directory renamed into place
    (two test workers may race)."""
    if (CACHE / "done").exists():
        return CACHE
    CACHE.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=CACHE.parent) as tmp:
        out = Path(tmp) / "out"
        (out / "src").mkdir(parents=True)
        wheel = _pip_download(tmp, "--only-binary=:all:")
        with zipfile.ZipFile(wheel) as z:
            for name in ("ClrLoader.dll", "ClrLoader.pdb"):
                (out / name).write_bytes(z.read(f"clr_loader/ffi/dlls/amd64/{name}"))
        sdist = _pip_download(tmp, "--no-binary=:all:")
        with tarfile.open(sdist) as t:
            for name in SOURCES:
                member = t.extractfile(f"clr_loader-{VERSION}/netfx_loader/{name}")
                (out / "src" / name).write_bytes(member.read())
        (out / "done").touch()
        try:
            os.rename(out, CACHE)
        except OSError:
            if not (CACHE / "done").exists():
                raise
    return CACHE


@pytest.fixture(scope="module")
def clr() -> Path:
    try:
        return _fetch()
    except (subprocess.CalledProcessError, StopIteration, KeyError) as e:
        detail = getattr(e, "stderr", b"") or b""
        pytest.fail(f"cannot download clr_loader {VERSION} from PyPI: {e} {detail.decode()[-500:]}")


@pytest.fixture(scope="module")
def library(clr, tmp_path_factory) -> Path:
    """ClrLoader.dll and its PDB copied where tests may write beside them."""
    d = tmp_path_factory.mktemp("clr")
    for name in ("ClrLoader.dll", "ClrLoader.pdb"):
        shutil.copy(clr / name, d / name)
    return d / "ClrLoader.dll"


def _source(clr: Path, file: str) -> list[str]:
    return (clr / "src" / file.replace("\\", "/").rsplit("/", 1)[-1]).read_text().splitlines()


def test_documents_are_the_sdist_sources(clr, library):
    data = (clr / "ClrLoader.pdb").read_bytes()
    m = md.Metadata(data, 0, len(data))
    documents = {symbols._document_name(m, row.Name): row for row in m.rows(md.DOCUMENT)}
    files = {p.file for pts in Assembly(str(library)).symbols.points.values() for p in pts}
    assert {f.rsplit("/", 1)[-1] for f in files} == set(SOURCES), files
    for f in files:
        row = documents[f]
        assert row.HashAlgorithm == SHA256
        assert row.Hash == hashlib.sha256((clr / "src" / f.rsplit("/", 1)[-1]).read_bytes()).digest(), f


def test_sequence_points_start_tokens_of_their_lines(clr, library):
    points = Assembly(str(library)).symbols.points
    assert len(points) >= 18, sorted(points)
    visible = hidden = 0
    for rid, pts in points.items():
        assert [p.il_offset for p in pts] == sorted({p.il_offset for p in pts}), rid
        for p in pts:
            if p.line == 0:
                hidden += 1
                continue
            visible += 1
            lines = _source(clr, p.file)
            assert 1 <= p.line <= len(lines), (rid, p)
            text = lines[p.line - 1]
            assert 1 <= p.column <= len(text), (rid, p, text)
            token = text[p.column - 1:]
            before = text[p.column - 2] if p.column > 1 else " "
            assert not token[0].isspace() and not token.startswith("//"), (rid, p, text)
            assert not (before.isalnum() or before == "_"), (rid, p, text)
    assert visible >= 100 and hidden >= 4, (visible, hidden)


# ---- Mono's reading of the same PDB -----------------------------------------------------------

PROBE = """\
using System;
using System.Reflection;
// Makes ClrLoader.dll's methods throw; `mono --debug` names each frame's IL offset and the
// file:line its own portable PDB reader finds for it.
class Probe {
    const BindingFlags All = BindingFlags.Public | BindingFlags.NonPublic | BindingFlags.Instance | BindingFlags.Static;

    static void Report(Action action) {
        try { action(); Console.WriteLine("no exception"); }
        catch (TargetInvocationException e) { Console.WriteLine(e.InnerException); }
        catch (Exception e) { Console.WriteLine(e); }
    }

    static void Functor(string path, string type, string function) {
        AppDomain.CurrentDomain.SetData("_assemblyPath", path);
        AppDomain.CurrentDomain.SetData("_typeName", type);
        AppDomain.CurrentDomain.SetData("_function", function);
        Report(() => ClrLoader.DomainSetup.StoreFunctorFromDomainData());
    }

    static void Main() {
        string self = typeof(Probe).Assembly.Location;
        Functor(null, null, null);
        Functor(self, "Nope", "Nope");
        Functor(self, "Probe", "Nope");
        Type data = typeof(ClrLoader.DomainSetup).Assembly.GetType("ClrLoader.DomainData");
        object d = Activator.CreateInstance(data, All, null, new object[] { AppDomain.CurrentDomain }, null);
        MethodInfo getFunctor = data.GetMethod("GetFunctor", All);
        Report(() => getFunctor.Invoke(d, new object[] { null, "Probe", "Entry" }));
        Report(() => getFunctor.Invoke(d, new object[] { self, "Nope", "Entry" }));
        data.GetField("_functors", All).SetValue(d, null);
        Report(() => data.GetMethod("Dispose", All).Invoke(d, null));
        ((System.Collections.IList)typeof(ClrLoader.ClrLoader).GetField("_domains", All).GetValue(null)).Add(d);
        Report(() => ClrLoader.ClrLoader.Close());
        data.GetField("_disposed", All).SetValue(d, true);
        Report(() => getFunctor.Invoke(d, new object[] { self, "Probe", "Entry" }));
    }

    public static int Entry(IntPtr buffer, int size) { return 0; }
}
"""

FRAME = re.compile(r"^  at (ClrLoader\.[\w.]+)\.(\w+) \([^)]*\) \[0x([0-9a-f]+)\] in (\S+):(\d+) $", re.M)


def _mcs(directory: Path, name: str, source: str, library: Path) -> Path:
    (directory / f"{name}.cs").write_text(source)
    exe = directory / f"{name}.exe"
    subprocess.run([shutil.which("mcs") or "mcs", "-nologo", f"-r:{library}", f"-out:{exe}",
                    str(directory / f"{name}.cs")], check=True, capture_output=True, text=True)
    return exe


def test_mono_finds_the_same_lines(library):
    d = library.parent
    exe = _mcs(d, "Probe", PROBE, library)
    r = subprocess.run(["mono", "--debug", str(exe)], cwd=d, capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, r.stderr
    frames = {(m[1], m[2], int(m[3], 16), m[4], int(m[5])) for m in FRAME.finditer(r.stdout)}
    assembly = Assembly(str(library))
    methods = {(m.type_name.replace("/", "+"), m.name): m for m in assembly.methods}
    ours = set()
    for type_name, method, offset, _, _ in frames:
        file, line, _ = assembly.source_lines(methods[type_name, method]).at(offset)
        ours.add((type_name, method, offset, file, line))
    assert ours == frames
    # the probe reaches 6 methods of both files, 10 distinct frames
    assert len({f[:2] for f in frames}) >= 6 and len(frames) >= 10, sorted(frames)
    assert {f[3].rsplit("/", 1)[-1] for f in frames} == set(SOURCES)


# ---- through llc, and gdb ---------------------------------------------------------------------

@pytest.fixture(scope="module")
def compiled(library, tmp_path_factory) -> Path:
    """compile -g --split of the library, ClrLoader's own methods (the whole module holds
    the 9,000 framework functions they reach: llc 14 takes minutes to verify it)."""
    out = tmp_path_factory.mktemp("compiled")
    r = run_cli(["compile", "-g", "-k", "--split", "--filter", "ClrLoader.*", str(library),
                 "-o", str(out)], cwd=out)
    assert r.returncode == 0, r.stderr.decode()[-2000:]
    return out


@pytest.mark.parametrize("version", LLC_VERSIONS, ids=lambda v: f"llc{v}")
def test_debug_mir_verifies_with_the_pdb_lines(version, compiled, library, tmp_path):
    pdb_lines = {(p.file.rsplit("/", 1)[-1], p.line)
                 for pts in Assembly(str(library)).symbols.points.values() for p in pts if p.line}
    rows = set()
    for stage, start in (("isel", "-start-after=finalize-isel"), ("mir", "-start-before=prologepilog")):
        files = sorted((compiled / stage).glob("ClrLoader.*.mir"))
        assert len(files) >= 18, files
        for f in files:
            text = f.read_text()
            assert re.search(r'!DIFile\(filename: "(ClrLoader|DomainData)\.cs", directory: "[^"]*netfx_loader"\)', text), f
            r = llc(version, "-run-pass=none", "-verify-machineinstrs", str(f), "-o", "/dev/null")
            assert r.returncode == 0, f"{f}: {r.stderr}"
            obj = tmp_path / f"{stage}-{f.stem}.o"
            r = llc(version, start, "-O0", "-filetype=obj", str(f), "-o", str(obj))
            assert r.returncode == 0, f"{f}: {r.stderr}"
            dump = subprocess.run([shutil.which("llvm-dwarfdump-19") or "llvm-dwarfdump",
                                   "--debug-line", str(obj)], capture_output=True, text=True,
                                  check=True).stdout
            names = dict(re.findall(r'file_names\[\s*(\d+)\]:\s*\n\s*name: "([^"]+)"', dump))
            for m in re.finditer(r"^0x[0-9a-f]+\s+(\d+)\s+\d+\s+(\d+)\s", dump, re.M):
                if names[m.group(2)] in SOURCES and int(m.group(1)):
                    rows.add((names[m.group(2)], int(m.group(1))))
    # the line tables hold the PDB's lines only, and most of them (code llc removes has none)
    assert rows <= pdb_lines, sorted(rows - pdb_lines)
    assert len(rows) >= len(pdb_lines) * 3 // 4, (len(rows), len(pdb_lines))


NATIVE = """\
using System;
class Native {
    static void Main() {
        ClrLoader.ClrLoader.Initialize();
        ClrLoader.ClrLoader.CloseAppDomain(new IntPtr(7));
        ClrLoader.ClrLoader.Close();
        Console.WriteLine("done");
    }
}
"""


def test_gdb_stops_at_pdb_lines(clr, library):
    d = library.parent
    exe = _mcs(d, "Native", NATIVE, library)
    native = d / "native"
    r = run_cli(["build", "-g", "-k", str(exe), "-o", str(native)], cwd=d)
    assert r.returncode == 0, r.stderr.decode()[-2000:]
    gdb = shutil.which("gdb")
    if gdb is None:
        pytest.fail("gdb is not installed (apt-get install gdb)")
    out = subprocess.run([gdb, "-batch", "-nx", "-ex", f"directory {clr / 'src'}",
                          "-ex", "break DomainData.cs:46", "-ex", "break DomainData.cs:112",
                          "-ex", "run", "-ex", "bt 2", "-ex", "continue", "-ex", "bt 2",
                          "-ex", "continue", str(native)],
                         capture_output=True, text=True, timeout=120).stdout
    domain, dispose = _source(clr, "DomainData.cs"), _source(clr, "ClrLoader.cs")
    assert re.search(r"Breakpoint 1, ClrLoader\.DomainData\.\.ctor \(\) at DomainData\.cs:46\n"
                     rf"46\t{re.escape(domain[45])}\n", out), out
    assert re.search(r"#1  0x[0-9a-f]+ in ClrLoader\.ClrLoader\.Initialize \(\) at ClrLoader\.cs:36\n", out), out
    assert "new DomainData(" in dispose[35]
    assert re.search(r"Breakpoint 2, ClrLoader\.DomainData\.Dispose \(\) at DomainData\.cs:112\n"
                     rf"112\t{re.escape(domain[111])}\n", out), out
    assert re.search(r"#1  0x[0-9a-f]+ in ClrLoader\.ClrLoader\.Close \(\) at ClrLoader\.cs:129\n", out), out
    assert ".Dispose()" in dispose[128]
    assert "done" in out
