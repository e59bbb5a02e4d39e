"""Generate docs/opcodes.md: every CIL opcode of ECMA-335 Partition III, its status in cil2mir,
and the test programs that exercise it.

    python docs/gen_opcodes.py            # rebuild the test programs, rewrite docs/opcodes.md
    python docs/gen_opcodes.py --check    # exit 1 if docs/opcodes.md is stale

The opcode list is dncil's opcode table (`dncil.cil.opcode.OpCodes`: every instruction,
prefix and short/macro form of Partition III; its reserved/internal entries are left out).
Which opcodes the tests exercise is read from the test programs themselves: each of
tests/programs/*.cs (built with `mcs -unsafe` and their `// MCS-FLAGS:`) and tests/programs_il/*.il (built with ilasm)
is built, and the bodies of the methods cil2mir compiles are decoded with cil2mir's own
decoder (cil2mir/frontend/cil.py); only instructions in blocks reachable from the method's
entry count (cil2mir compiles nothing else). Status:

    MIR + IR           a runnable program that is expected to pass contains it.
                       tests/test_programs.py runs every runnable program through both back
                       ends against Mono, and tests/test_mir_verify.py verifies its MIR on
                       every llc.
    xfail              only runnable programs that are expected to fail (XFAIL_PROGRAMS in
                       tests/conftest.py: features not implemented yet) contain it.
    rejected (exit 2)  no runnable program contains it, and a bad_*.il program is rejected for
                       it: the instruction at the program's EXPECT-OFFSET (tests/test_bad_input.py:
                       cil2mir must stop with exit code 2, naming the method and that offset).
    not yet            no test program contains it.

tests/test_opcodes_doc.py regenerates the table from the assemblies the test session built
and fails if this file is stale.
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent
if str(REPO_ROOT) not in sys.path:
    sys.path.insert(0, str(REPO_ROOT))

from dncil.cil.opcode import OpCode, OpCodes, OpCodeType  # noqa: E402

from cil2mir.errors import CompileError  # noqa: E402
from cil2mir.frontend.assembly import Assembly  # noqa: E402
from cil2mir.frontend.cfg import build_cfg  # noqa: E402
from cil2mir.frontend.cil import decode_body  # noqa: E402
from tests.conftest import XFAIL_PROGRAMS, mcs_argv  # noqa: E402

CS_DIR = REPO_ROOT / "tests" / "programs"
IL_DIR = REPO_ROOT / "tests" / "programs_il"
DOC = REPO_ROOT / "docs" / "opcodes.md"
FIX_COMMAND = "python docs/gen_opcodes.py"

MIR_IR = "MIR + IR"
XFAIL = "xfail"
REJECTED = "rejected (exit 2)"
NOT_YET = "not yet"

# dncil's kinds that are instructions (the rest are reserved encodings)
_INSTRUCTION_TYPES = (OpCodeType.Primitive, OpCodeType.Macro, OpCodeType.Prefix, OpCodeType.Objmodel)

# Partition III §4, object model instructions (dncil's own classification is looser)
_OBJECT_MODEL = frozenset("""
    box callvirt castclass cpobj initobj isinst ldelem ldelem.i ldelem.i1 ldelem.i2 ldelem.i4
    ldelem.i8 ldelem.r4 ldelem.r8 ldelem.ref ldelem.u1 ldelem.u2 ldelem.u4 ldelema ldfld ldflda
    ldlen ldobj ldsfld ldsflda ldstr ldtoken ldvirtftn mkrefany newarr newobj refanytype
    refanyval rethrow sizeof stelem stelem.i stelem.i1 stelem.i2 stelem.i4 stelem.i8 stelem.r4
    stelem.r8 stelem.ref stfld stobj stsfld throw unbox unbox.any
""".split())


def _kind(op: OpCode) -> str:
    if op.op_code_type == OpCodeType.Prefix:
        return "prefix"         # §2
    return "object model" if op.name in _OBJECT_MODEL else "base"    # §4 / §3


@dataclass(frozen=True)
class Op:
    name: str       # mnemonic as ilasm spells it: ldarg.0, br.s, tail.
    value: int      # encoding: 0x00..0xFF or 0xFE00..0xFEFF
    kind: str       # base / prefix / object model

    @property
    def hex(self) -> str:
        return f"0x{self.value:02X}" if self.value < 0x100 else f"0xFE {self.value & 0xFF:02X}"


def all_opcodes() -> list[Op]:
    """Every opcode of Partition III, in encoding order (dncil's table minus the reserved
    `prefix1..7`, `prefixref` and its UNKNOWN placeholders, which are not instructions)."""
    ops = []
    for v in vars(OpCodes).values():
        if isinstance(v, OpCode) and v.op_code_type in _INSTRUCTION_TYPES:
            ops.append(Op(v.name, v.value, _kind(v)))
    ops.sort(key=lambda o: o.value)
    assert len({o.name for o in ops}) == len(ops)
    assert _OBJECT_MODEL <= {o.name for o in ops}, _OBJECT_MODEL - {o.name for o in ops}
    return ops


@dataclass(frozen=True)
class SourceProgram:
    name: str
    source: Path

    @property
    def kind(self) -> str:
        return "il" if self.source.suffix == ".il" else "cs"

    @property
    def runnable(self) -> bool:
        return not (self.kind == "il" and self.name.startswith("bad_"))

    @property
    def xfail(self) -> bool:
        """Runnable, but some of its tests are expected to fail (tests/conftest.py)."""
        return self.runnable and self.name in XFAIL_PROGRAMS


def program_list() -> list[SourceProgram]:
    """The test suite's programs (the same selection as tests/conftest.py)."""
    return ([SourceProgram(p.stem, p) for p in sorted(CS_DIR.glob("*.cs"))]
            + [SourceProgram(p.stem, p) for p in sorted(IL_DIR.glob("*.il"))])


def _is_compiled(m) -> bool:
    # the methods cil2mir compiles (cil2mir/frontend/module.py): every CIL body, instance
    # constructors included
    return m.rva != 0 and m.is_il


def _header(source: Path, key: str) -> str | None:
    m = re.search(rf"^// {key}: *(.*)$", source.read_text(), re.M)
    value = m.group(1).strip() if m else ""
    return None if value in ("", "(any)", "(none)") else value


def opcodes_in(assembly: Path, prog: SourceProgram) -> set[str]:
    """The mnemonics (as encoded, e.g. `ldc.i4.s`) that `prog` exercises.

    Runnable program: every instruction in the reachable code of every method cil2mir
    compiles. bad_* program: only the instruction it is rejected for, i.e. the one at its
    `// EXPECT-OFFSET:` in its `// EXPECT-METHOD:` (tests/test_bad_input.py checks that the
    error names both); without an offset, the mnemonics of that method that its
    `// REJECTS:` header (else its `// EXPECT-WORDS:`) names. A bad program may be
    undecodable on purpose: then it counts for nothing it cannot show."""
    if prog.runnable:
        return _reachable_opcodes(assembly)
    method = _header(prog.source, "EXPECT-METHOD")
    offset = _header(prog.source, "EXPECT-OFFSET")
    if offset is not None and not offset.upper().startswith("IL_"):
        offset = None
    words = (_header(prog.source, "REJECTS") or _header(prog.source, "EXPECT-WORDS") or "").lower().split()
    asm = Assembly(str(assembly))
    found: set[str] = set()
    for m in asm.methods:
        if not (_is_compiled(m) and method and m.name == method):
            continue
        try:
            body = decode_body(asm, m)
        except CompileError:
            continue
        for ins in body.instrs:
            if offset is not None:
                if f"IL_{ins.offset:04x}".lower() == offset.lower():
                    found.add(ins.mnemonic)
            elif ins.mnemonic.lower() in words:
                found.add(ins.mnemonic)
    return found


def _reachable_opcodes(assembly: Path) -> set[str]:
    found: set[str] = set()
    asm = Assembly(str(assembly))
    for m in asm.methods:
        if not _is_compiled(m):
            continue
        body = decode_body(asm, m)
        for b in build_cfg(body).blocks:
            if b.reachable:
                found.update(ins.mnemonic for ins in body.instrs[b.start:b.end])
    return found


def render(ops: list[Op], usage: dict[SourceProgram, set[str]]) -> str:
    """docs/opcodes.md from the opcode list and the opcodes each program contains."""
    users: dict[str, list[SourceProgram]] = {o.name: [] for o in ops}
    unknown = set()
    for prog in sorted(usage, key=lambda p: p.name):
        for mnemonic in usage[prog]:
            if mnemonic in users:
                users[mnemonic].append(prog)
            else:
                unknown.add(mnemonic)
    assert not unknown, f"opcodes missing from dncil's table: {sorted(unknown)}"

    rows, counts = [], {MIR_IR: 0, XFAIL: 0, REJECTED: 0, NOT_YET: 0}
    base_total = base_done = 0
    for o in ops:
        progs = users[o.name]
        if any(p.runnable and not p.xfail for p in progs):
            status = MIR_IR
            progs = [p for p in progs if p.runnable and not p.xfail]
        elif any(p.runnable for p in progs):
            status = XFAIL
            progs = [p for p in progs if p.runnable]
        elif progs:
            status = REJECTED
        else:
            status = NOT_YET
        counts[status] += 1
        if o.kind == "base":
            base_total += 1
            base_done += status == MIR_IR
        tests = ", ".join(f"`{p.name}`" for p in progs)
        rows.append(f"| `{o.name}` | {o.hex} | {o.kind} | {status} | {tests} |")

    total = len(ops)
    lines = [
        "# CIL opcode coverage",
        "",
        f"**{counts[MIR_IR]} of {total} opcodes compiled through both back ends (MIR + IR)**; "
        f"{counts[XFAIL]} only in programs expected to fail (xfail); "
        f"{counts[REJECTED]} rejected with exit code 2; {counts[NOT_YET]} not yet. "
        f"Base instructions (Partition III §3, incl. short and macro forms): {base_done} of {base_total}.",
        "",
        f"Generated by `{FIX_COMMAND}` from dncil's opcode table and the test programs "
        "(tests/programs/*.cs, tests/programs_il/*.il), decoded with cil2mir's own CIL decoder; "
        "do not edit by hand. `tests/test_opcodes_doc.py` fails when this file is stale.",
        "",
        f"- **{MIR_IR}**: a runnable test program contains the opcode in code cil2mir compiles; "
        "every runnable program is run through both back ends against Mono "
        "(`tests/test_programs.py`) and its MIR is verified on every installed llc "
        "(`tests/test_mir_verify.py`). The tests listed are those programs; programs expected to fail "
        "are not counted here.",
        f"- **{XFAIL}**: only programs expected to fail contain it (`XFAIL_PROGRAMS` in `tests/conftest.py`: "
        "features not implemented yet, strict xfails). The tests listed are those programs.",
        f"- **{REJECTED}**: no runnable program contains it, and a `bad_*.il` program is rejected for it "
        "(the instruction at its `EXPECT-OFFSET`): cil2mir must stop with one error line naming the "
        "method and offset, exit code 2 (`tests/test_bad_input.py`). The tests listed are those programs.",
        f"- **{NOT_YET}**: no test program contains it.",
        "",
        "Kinds: *base* = Partition III §3 base instructions (with their short and macro forms), "
        "*prefix* = §2 prefixes, *object model* = §4 object model instructions.",
        "",
        "| opcode | encoding | kind | status | tests |",
        "|---|---|---|---|---|",
        *rows,
    ]
    return "\n".join(lines) + "\n"


# ---- building the programs (standalone use; the test reuses the test session's builds) ------

def build(prog: SourceProgram, out_dir: Path) -> Path:
    exe = out_dir / f"{prog.name}.exe"
    if prog.kind == "cs":
        argv = mcs_argv("mcs", prog.source, exe)
    else:
        argv = ["ilasm", "/exe", f"/output:{exe}", str(prog.source)]
    r = subprocess.run(argv, cwd=out_dir, capture_output=True, text=True)
    if r.returncode != 0 or not exe.is_file():
        raise SystemExit(f"building {prog.source.name} failed:\n{r.stdout}{r.stderr}")
    return exe


def generate() -> str:
    for tool in ("mcs", "ilasm"):
        if not shutil.which(tool):
            raise SystemExit(f"`{tool}` is not installed (apt-get install mono-mcs mono-devel)")
    progs = program_list()
    with tempfile.TemporaryDirectory(prefix="cil2mir-opcodes-") as tmp:
        dirs = []
        for p in progs:
            d = Path(tmp) / p.name
            d.mkdir()
            dirs.append(d)
        with ThreadPoolExecutor(max_workers=4) as pool:
            exes = list(pool.map(build, progs, dirs))
        usage = {p: opcodes_in(exe, p) for p, exe in zip(progs, exes)}
    return render(all_opcodes(), usage)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true", help="only check that docs/opcodes.md is up to date")
    args = ap.parse_args(argv)
    text = generate()
    if args.check:
        if DOC.exists() and DOC.read_text() == text:
            return 0
        print(f"{DOC.relative_to(REPO_ROOT)} is stale; run: {FIX_COMMAND}", file=sys.stderr)
        return 1
    DOC.write_text(text)
    print(f"wrote {DOC.relative_to(REPO_ROOT)}: {text.splitlines()[2]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
