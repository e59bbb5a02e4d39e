"""Bad input ends with exit code 2 and exactly one line on stderr that names the assembly (and,
for an error in a method body, the method and the IL offset), never a traceback, and leaves no
output files behind. Covers: not a PE file, truncated assemblies, a missing file, invalid IL
(tests/programs_il/bad_*.il) and unsupported instructions or library members."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

import pytest

from tests.conftest import BAD_IL_PROGRAMS, RUN_PROGRAMS, Artifacts, Program, Result, run_cli

HELLO = next(p for p in RUN_PROGRAMS if p.name == "hello")


@dataclass(frozen=True)
class Expectation:
    method: str | None          # the method the message must name
    offset: str | None          # e.g. "IL_0001"; None: any IL_xxxx; "(method)": a method-level
                                # error (e.g. an unsupported signature), no IL offset required
    words: tuple[str, ...]      # further words the message must contain (case-insensitive)


def _expectation(prog: Program) -> Expectation:
    """From the `// EXPECT-METHOD:`, `// EXPECT-OFFSET:` and `// EXPECT-WORDS:` header lines."""
    text = prog.source.read_text()

    def header(key: str) -> str | None:
        m = re.search(rf"^// {key}: *(.*)$", text, re.M)
        value = m.group(1).strip() if m else ""
        return None if value in ("", "(any)", "(none)") else value   # "(method)" is kept

    method = header("EXPECT-METHOD")
    assert method, f"{prog.source.name} lacks an // EXPECT-METHOD: header"
    words = header("EXPECT-WORDS")
    return Expectation(method, header("EXPECT-OFFSET"), tuple(words.split()) if words else ())


def _check_error(r: Result, assembly_name: str, what: str) -> str:
    """The common contract; returns the message line."""
    err = r.stderr.decode("utf-8", "replace")
    assert not r.timed_out, f"{what}: timed out\n{r.describe()}"
    assert "Traceback" not in err, f"{what}: traceback on stderr\n{r.describe()}"
    assert r.returncode == 2, f"{what}: exit code {r.returncode}, expected 2\n{r.describe()}"
    lines = err.splitlines()
    assert len(lines) == 1 and lines[0].strip(), f"{what}: expected exactly one line on stderr, got {len(lines)}\n{r.describe()}"
    assert assembly_name in lines[0], f"{what}: the message does not name the assembly {assembly_name!r}: {lines[0]!r}"
    assert r.stdout == b"", f"{what}: unexpected stdout {r.stdout[:200]!r}"
    return lines[0]


def _assert_no_output(out_dir: Path, what: str) -> None:
    left = sorted(p.name for p in out_dir.iterdir()) if out_dir.exists() else []
    assert not left, f"{what}: files left in the output directory: {left}"


def _bad_file_cases(artifacts: Artifacts, tmp: Path) -> dict[str, Path]:
    """Assemblies that are broken as files; each has a distinct name that the message must show."""
    good = artifacts.assembly(HELLO).read_bytes()
    cases = {}
    p = tmp / "NotAnAssembly.exe"
    p.write_bytes(b"This is a text file, not a PE image.\n" * 20)
    cases["not_pe"] = p
    p = tmp / "EmptyFile.exe"
    p.write_bytes(b"")
    cases["empty"] = p
    p = tmp / "ElfNotPe.exe"
    p.write_bytes(Path("/bin/true").read_bytes()[:4096])
    cases["elf"] = p
    p = tmp / "TruncatedHeaders.exe"
    p.write_bytes(good[:200])            # inside the PE headers
    cases["truncated_headers"] = p
    p = tmp / "TruncatedHalf.exe"
    p.write_bytes(good[: len(good) // 2])  # headers intact, sections cut short
    cases["truncated_half"] = p
    p = tmp / "TruncatedEnd.exe"
    p.write_bytes(good[:-600])           # only the tail (metadata/strings) missing
    cases["truncated_end"] = p
    return cases


BAD_FILE_KINDS = ["not_pe", "empty", "elf", "truncated_headers", "truncated_half", "truncated_end"]


@pytest.mark.parametrize("kind", BAD_FILE_KINDS)
def test_broken_file_compile(kind: str, artifacts: Artifacts, tmp_path: Path) -> None:
    asm = _bad_file_cases(artifacts, tmp_path)[kind]
    out = tmp_path / "out"
    r = run_cli(["compile", str(asm), "-o", str(out)], cwd=tmp_path)
    _check_error(r, asm.stem, f"compile {asm.name}")
    _assert_no_output(out, f"compile {asm.name}")


@pytest.mark.parametrize("kind", ["not_pe", "truncated_half"])
@pytest.mark.parametrize("command", ["build", "run"])
def test_broken_file_build_and_run(kind: str, command: str, artifacts: Artifacts, tmp_path: Path) -> None:
    asm = _bad_file_cases(artifacts, tmp_path)[kind]
    out = tmp_path / "out"
    out.mkdir()
    args = [command, str(asm)] + (["-o", str(out / "app")] if command == "build" else [])
    r = run_cli(args, cwd=out)
    _check_error(r, asm.stem, f"{command} {asm.name}")
    _assert_no_output(out, f"{command} {asm.name}")


def test_missing_file(tmp_path: Path) -> None:
    out = tmp_path / "out"
    r = run_cli(["compile", str(tmp_path / "DoesNotExist.exe"), "-o", str(out)], cwd=tmp_path)
    _check_error(r, "DoesNotExist", "compile of a missing file")
    _assert_no_output(out, "compile of a missing file")


@pytest.mark.parametrize("kind", ["fifo", "device", "directory"])
@pytest.mark.parametrize("command", ["compile", "run"])
def test_input_that_is_not_a_regular_file(kind: str, command: str, tmp_path: Path) -> None:
    """Refused before it is read: a FIFO would block and /dev/zero never end."""
    import os
    path = {"fifo": tmp_path / "Pipe.exe", "device": Path("/dev/zero"), "directory": tmp_path / "Dir.exe"}[kind]
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "directory":
        path.mkdir()
    out = tmp_path / "out"
    r = run_cli([command, str(path)] + (["-o", str(out)] if command == "compile" else []), cwd=tmp_path,
                timeout=60)
    _check_error(r, path.stem, f"{command} of a {kind}")
    assert "not a regular file" in r.stderr.decode() or "is a directory" in r.stderr.decode()
    _assert_no_output(out, f"{command} of a {kind}")


def test_input_larger_than_any_assembly(tmp_path: Path) -> None:
    """A file over the limit (a sparse one: no disk used) is refused before it is read."""
    from cil2mir.driver import MAX_INPUT_BYTES
    path, out = tmp_path / "Huge.exe", tmp_path / "out"
    with path.open("wb") as f:
        f.truncate(MAX_INPUT_BYTES + 1)
    r = run_cli(["compile", str(path), "-o", str(out)], cwd=tmp_path, timeout=60)
    line = _check_error(r, "Huge", "compile of a file over the size limit")
    assert f"{MAX_INPUT_BYTES + 1} bytes is larger than any assembly" in line, line
    _assert_no_output(out, "compile of a file over the size limit")


@pytest.mark.parametrize("prog", BAD_IL_PROGRAMS, ids=str)
def test_invalid_or_unsupported_il(prog: Program, artifacts: Artifacts, tmp_path: Path) -> None:
    exp = _expectation(prog)
    asm = artifacts.assembly(prog)
    out = tmp_path / "out"
    r = run_cli(["compile", str(asm), "-o", str(out)], cwd=tmp_path)
    line = _check_error(r, prog.name, f"compile {asm.name}")
    _assert_no_output(out, f"compile {asm.name}")
    assert exp.method in line, f"the message does not name the method {exp.method!r}: {line!r}"
    if exp.offset == "(method)":
        pass
    elif exp.offset:
        assert re.search(rf"\b{exp.offset}\b", line, re.I), f"the message does not give the offset {exp.offset}: {line!r}"
    else:
        assert re.search(r"\bIL_[0-9a-fA-F]{4}\b", line), f"the message gives no IL offset (IL_xxxx): {line!r}"
    for w in exp.words:
        assert w.lower() in line.lower(), f"the message does not mention {w!r}: {line!r}"


@pytest.mark.parametrize("prog", BAD_IL_PROGRAMS[:2], ids=str)
def test_invalid_il_build_leaves_no_executable(prog: Program, artifacts: Artifacts, tmp_path: Path) -> None:
    asm = artifacts.assembly(prog)
    out = tmp_path / "out"
    out.mkdir()
    for backend in ("mir", "ir"):
        r = run_cli(["build", str(asm), "-o", str(out / "app"), "--backend", backend], cwd=out)
        _check_error(r, prog.name, f"build --backend {backend} {asm.name}")
        _assert_no_output(out, f"build --backend {backend} {asm.name}")


def test_existing_output_directory_stays_empty(artifacts: Artifacts, tmp_path: Path) -> None:
    prog = next(p for p in BAD_IL_PROGRAMS if p.name == "bad_unsupported_mkrefany")
    out = tmp_path / "out"
    out.mkdir()
    r = run_cli(["compile", str(artifacts.assembly(prog)), "-o", str(out)], cwd=tmp_path)
    _check_error(r, prog.name, "compile into an existing directory")
    _assert_no_output(out, "compile into an existing directory")


def test_there_are_bad_programs() -> None:
    names = {p.name for p in BAD_IL_PROGRAMS}
    for required in ("bad_stack_underflow", "bad_add_int32_int64", "bad_branch_mid_instruction",
                     "bad_stack_depth_join", "bad_unsupported_mkrefany", "bad_unsupported_corelib_member",
                     "bad_unsupported_arglist", "bad_tail_call_without_ret"):
        assert required in names


LDSTR = """.assembly extern mscorlib {}
.assembly App {}
.class public P extends [mscorlib]System.Object {
  .method public static void Main() cil managed {
    .entrypoint
    ldstr "a long string literal, with more than one byte of length"
    call void [mscorlib]System.Console::WriteLine(string)
    ret
  }
}
"""


@pytest.mark.parametrize("backend", ["mir", "ir"])
def test_ldstr_token_inside_a_string(backend: str, tmp_path: Path) -> None:
    """An ldstr token whose #US offset falls inside a string (once an AttributeError in the
    IR emitter) reads the heap from there, as Mono does: one offset gives an empty string,
    the others text made of the literal's bytes taken in other pairs."""
    import subprocess

    from tests.test_cli import cil2mir_cmd
    from tests.test_frontend_support import _need
    (tmp_path / "App.il").write_text(LDSTR)
    subprocess.run([_need("ilasm"), "/quiet", "/exe", f"/output:{tmp_path / 'App.exe'}",
                    str(tmp_path / "App.il")], check=True, capture_output=True)
    data = (tmp_path / "App.exe").read_bytes()
    at = data.index(b"\x72\x01\x00\x00\x70")               # ldstr 0x70000001
    outputs = set()
    for offset in (2, 3, 6):
        mutant = tmp_path / f"M{offset}.exe"
        mutant.write_bytes(data[:at + 1] + bytes([offset]) + data[at + 2:])
        mono = subprocess.run(["mono", str(mutant)], capture_output=True)
        r = cil2mir_cmd("run", str(mutant), "--backend", backend, cwd=tmp_path)
        assert (r.returncode, r.stdout) == (mono.returncode, mono.stdout), (offset, r.stderr)
        outputs.add(mono.stdout)
    assert len(outputs) == 3
