"""The plugs (runtime/corelib/*.cs) against the framework they replace parts of: every plug
names a framework type or member that exists (a renamed target fails here instead of
silently no longer plugging), every corelib type with a framework type's name says that
it replaces it, and a plugged member is never compiled from the framework's IL."""

from __future__ import annotations

import pytest

from cil2mir.frontend.assembly import Assembly
from cil2mir.frontend.cscorelib import CsCorelib
from cil2mir.frontend.libraries import FRAMEWORK_ASSEMBLIES

# The assemblies plugs replace members of: the framework's, and System.Xml (runtime/corelib/Xml.cs)
PLUGGED_ASSEMBLIES = (*FRAMEWORK_ASSEMBLIES, "System.Xml.dll")
from cil2mir.toolchain import corelib_assembly, framework_dir

FRAMEWORK = framework_dir()
pytestmark = pytest.mark.skipif(FRAMEWORK is None, reason="needs Mono's framework assemblies")


@pytest.fixture(scope="module")
def corelib() -> CsCorelib:
    return CsCorelib(str(corelib_assembly()))


@pytest.fixture(scope="module")
def framework() -> dict[str, dict[str, bool]]:
    """Every framework type's name -> its methods' keys -> whether static."""
    assert FRAMEWORK is not None
    out: dict[str, dict[str, bool]] = {}
    for file in PLUGGED_ASSEMBLIES:
        asm = Assembly(str(FRAMEWORK / file))
        for row in asm.type_rows:
            out.setdefault(row.name, {})
        for m in asm.methods:
            out[m.type_name][f"{m.full_name} {m.sig.ret.name}"] = m.is_static
    return out


def test_whole_type_plugs_name_framework_types(corelib, framework):
    assert corelib.replaces
    assert sorted(t for t in corelib.replaces if t not in framework) == []


def test_corelib_types_with_framework_names_are_marked(corelib, framework):
    unmarked = [row.name for row in corelib.asm.type_rows
                if row.name in framework and row.name != "<Module>"
                and row.name not in corelib.replaces]
    assert unmarked == []


def test_member_plugs_name_framework_members(corelib, framework):
    assert corelib.member_plugs
    by_method: dict[str, list[str]] = {}
    for (key, has_this), m in corelib.member_plugs.items():
        target = framework.get(key.split("::", 1)[0], {})
        if target.get(f"{key} {m.sig.ret.name}") is (not has_this):
            by_method.setdefault(m.full_name, []).append(key)
    plugs = {m.full_name for m in corelib.member_plugs.values()}
    missing = [name for name in plugs if len(by_method.get(name, ())) != 1]
    assert missing == []


def test_imports_name_framework_members(corelib, framework):
    """Every [Import("Type")] class names a framework type, each extern method of it a method
    of that type (same name, signature, return type and staticness: a constructor of a class
    that is not static is one of the type's), each field a field of it (static or not as
    declared)."""
    assert corelib.imports
    asm = corelib.asm
    fields: dict[str, set[tuple[str, bool]]] = {}
    for file in PLUGGED_ASSEMBLIES:
        fw = Assembly(str(FRAMEWORK / file))
        for f in fw.fields:
            fields.setdefault(fw.type_rows[f.type_rid - 1].name, set()).add((f.name, f.is_static))
    missing = []
    for row in asm.type_rows:
        target = corelib.imports.get(row.name)
        if target is None:
            continue
        for m in (asm.methods[rid - 1] for rid in row.methods):
            if m.rva:       # (a constructor mcs gives a class that declares none)
                continue
            key = f"{target}::{m.name}({m.sig.param_list()}) {m.sig.ret.name}"
            if framework.get(target, {}).get(key) is not m.is_static:
                missing.append(key)
        missing += [f"{target}::{f.name}" for f in asm.fields
                    if f.type_rid == row.rid and (f.name, f.is_static) not in fields.get(target, ())]
    assert missing == []


def test_a_plugged_member_is_compiled_from_its_plug_only(tmp_path, corelib):
    """Environment.NewLine reaches the plugged GetNewLine, string.Compare the plugged
    CompareInfo.internal_compare_icall (Mono's native collation, beside its managed one):
    their plugs are compiled, the framework's IL of neither (the only functions of a plugged
    member's name are plugs)."""
    from cil2mir.frontend import load_module
    from tests.test_frontend_support import build_cs
    src = ("class P { static void Main() { System.Console.Write(System.Environment.NewLine);"
           " System.Console.WriteLine(string.Compare(\"a\", \"B\")); } }\n")
    names = {f.il_name for f in load_module(build_cs(tmp_path, src)).functions}
    assert {"Cil2Mir.Plugs.EnvironmentPlug::GetNewLine",
            "Cil2Mir.Plugs.CompareInfoPlug::internal_compare_icall"} <= names
    plugged = {key.split("(", 1)[0] for key, _ in corelib.member_plugs}
    assert names & plugged == set()


def run_like_mono(tmp_path, source: str, backend: str, stdin: bytes = b"",
                  env: dict[str, str] | None = None) -> tuple[int, bytes]:
    """Build `source` with mcs, run it on Mono and as our native program (with `stdin` and
    `env`); their exit codes and outputs must be the same: Mono's are returned."""
    import subprocess
    from tests.test_cli import cil2mir_cmd
    from tests.test_frontend_support import build_cs
    exe = build_cs(tmp_path, source)
    mono = subprocess.run(["mono", exe], input=stdin, capture_output=True, env=env)
    b = cil2mir_cmd("build", exe, "-o", str(tmp_path / "app"), "--backend", backend)
    assert b.returncode == 0, b.stderr
    ours = subprocess.run([str(tmp_path / "app")], input=stdin, capture_output=True, env=env)
    assert (ours.returncode, ours.stdout) == (mono.returncode, mono.stdout)
    return mono.returncode, mono.stdout


READ_LINES = """\
using System;
class P { static void Main() {
    Console.Write("name? ");
    string s;
    int n = 0;
    while ((s = Console.ReadLine()) != null) Console.WriteLine(++n + ": [" + s + "] " + s.Length);
    Console.WriteLine(Console.ReadLine() == null);
} }
"""


@pytest.mark.parametrize("backend", ["mir", "ir"])
def test_console_reads_lines_like_mono(tmp_path, backend):
    """Console.ReadLine (the runtime's): lines without "\\n" or "\\r\\n", UTF-8, an empty
    line, the last line without a newline, then null; the prompt before is written."""
    _, out = run_like_mono(tmp_path, READ_LINES, backend, stdin="ab c\r\n\nnaïve €\nlast".encode())
    assert out.count(b"\n") == 5


READ_CHARS = """using System;
class P { static void Main() {
  int first = Console.Read();
  Console.WriteLine("first " + (char)first + " peek " + Console.In.Peek());
  Console.WriteLine("line [" + Console.In.ReadLine() + "]");
  Console.WriteLine("line2 [" + Console.ReadLine() + "]");
  string rest = Console.In.ReadToEnd();
  Console.WriteLine(rest.Length + " " + (int)rest[6] + " " + rest.Replace("\\r", "<CR>").Replace("\\n", "<LF>"));
  Console.WriteLine(Console.Read() + " " + (Console.In.ReadLine() == null));
} }
"""


@pytest.mark.parametrize("backend", ["mir", "ir"])
def test_console_reads_chars_like_mono(tmp_path, backend):
    """Console.Read and Console.In (Peek, ReadLine, ReadToEnd) over the same stdin as
    ReadLine: UTF-16 units from UTF-8 (a character beyond U+FFFF as two), "\r\n" kept by
    ReadToEnd, -1 and null at the end."""
    _, out = run_like_mono(tmp_path, READ_CHARS, backend,
                           stdin="hello\r\nworld\nx y z\r\n\U0001F600 last".encode())
    assert b"line2 [world]" in out


def test_environment_variables_like_mono(tmp_path):
    import os
    env = {**os.environ, "CIL2MIR_TEST_VAR": "a b=c"}
    env.pop("CIL2MIR_UNSET_VAR", None)
    source = ('class P { static void Main() { System.Console.WriteLine('
              'System.Environment.GetEnvironmentVariable("CIL2MIR_TEST_VAR") + "|" + '
              '(System.Environment.GetEnvironmentVariable("CIL2MIR_UNSET_VAR") == null)); } }')
    assert run_like_mono(tmp_path, source, "mir", env=env) == (0, b"a b=c|True\n")


CONSOLE_ENCODING = """using System;
class P { static void Main() {
  string s = Console.ReadLine();
  Console.WriteLine(s + " " + s.Length + " " + Console.OutputEncoding.WebName);
  Console.Write('\\u00e9'); Console.Out.Write("\\u20ac \\ud83d\\ude00|"); Console.WriteLine("\\ud800x");
  for (int c; (c = Console.Read()) != -1;) Console.Write(c + " ");
  Console.Error.WriteLine("to stderr \\u00e9");
} }
"""


@pytest.mark.parametrize("locale", ["C", "C.UTF-8", "xx_XX.UTF-8"])
def test_console_encoding_follows_the_locale_like_mono(tmp_path, locale):
    """Mono's console is UTF-8 when the locale's character set is, otherwise ASCII (LC_ALL=C,
    or a locale that is not installed): every char above 0x7F written, and every byte above
    0x7F read, becomes '?'."""
    import os
    env = {k: v for k, v in os.environ.items() if not k.startswith("LC_") and k != "LANG"}
    _, out = run_like_mono(tmp_path, CONSOLE_ENCODING, "mir", env={**env, "LC_ALL": locale},
                           stdin="h\u00e9llo \u20ac\n\u00fcx\xff".encode("utf-8") + b"\xff")
    assert (b"\xe2\x82\xac" in out) == (locale == "C.UTF-8")


STDIN_STREAM = """using System;
using System.IO;
using System.Text;
class P { static void Main(string[] args) {
  if (args.Length == 0) {
    var reader = new StreamReader(Console.OpenStandardInput());
    var writer = new StreamWriter(Console.OpenStandardOutput()) { AutoFlush = true };
    int lines = 0; long chars = 0; string line;
    while ((line = reader.ReadLine()) != null) {
      lines++; chars += line.Length;
      if (lines % 1000 == 1 || line.Length > 100) writer.WriteLine(lines + ": " + line.Length + " [" + line.Substring(0, Math.Min(8, line.Length)) + "]");
      else if (lines % 500 == 0) Console.WriteLine("console " + lines);
    }
    Console.WriteLine(lines + " lines, " + chars + " chars");
  } else {
    Stream input = Console.OpenStandardInput();
    var buffer = new byte[7];
    long total = 0, sum = 0; int n, reads = 0;
    while ((n = input.Read(buffer, 0, buffer.Length)) > 0) {
      reads++; total += n;
      for (int i = 0; i < n; i++) sum = sum * 31 + buffer[i];
    }
    Console.WriteLine(total + " bytes, checksum " + sum + ", " + (reads >= total / 7) + " " + input.Read(buffer, 0, 7) + " " + input.ReadByte());
  }
} }
"""


@pytest.mark.parametrize("backend", ["mir", "ir"])
@pytest.mark.parametrize("raw", [False, True])
def test_console_standard_input_stream_like_mono(tmp_path, backend, raw):
    """Console.OpenStandardInput read by a StreamReader (lines, UTF-8, "\\r\\n", a last line
    without a newline; output through a StreamWriter over OpenStandardOutput interleaved with
    Console's) and raw (7-byte reads: every byte once, then 0 and -1 at the end)."""
    import subprocess
    from tests.test_cli import cil2mir_cmd
    from tests.test_frontend_support import build_cs
    lines = [("x" * (i % 37)) + ("\u00e9\u20ac" if i % 5 == 0 else "") + ("\r" if i % 7 == 0 else "")
             for i in range(4000)] + ["y" * 5000, "last without newline"]
    stdin = "\n".join(lines).encode()
    exe = build_cs(tmp_path, STDIN_STREAM)
    args = ["raw"] if raw else []
    env = {"LC_ALL": "C.UTF-8", "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin"}
    mono = subprocess.run(["mono", exe, *args], input=stdin, capture_output=True, env=env)
    b = cil2mir_cmd("build", exe, "-o", str(tmp_path / "app"), "--backend", backend)
    assert b.returncode == 0, b.stderr
    ours = subprocess.run([str(tmp_path / "app"), *args], input=stdin, capture_output=True, env=env)
    assert (ours.returncode, ours.stdout) == (mono.returncode, mono.stdout)
    assert mono.returncode == 0 and (b"85527 bytes" in mono.stdout if raw else mono.stdout.count(b"\n") > 10)
