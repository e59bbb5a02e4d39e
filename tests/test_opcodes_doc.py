"""docs/opcodes.md is generated (docs/gen_opcodes.py) from dncil's opcode table and the test
programs; this regenerates it in memory from the assemblies this test session built and fails
if the committed file is stale."""

from __future__ import annotations

import importlib.util
import sys

from tests.conftest import BAD_IL_PROGRAMS, REPO_ROOT, RUN_PROGRAMS, Artifacts

GEN_PATH = REPO_ROOT / "docs" / "gen_opcodes.py"


def _gen():
    spec = importlib.util.spec_from_file_location("cil2mir_gen_opcodes", GEN_PATH)
    mod = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = mod
    spec.loader.exec_module(mod)
    return mod


def test_opcodes_doc_is_up_to_date(artifacts: Artifacts) -> None:
    gen = _gen()
    progs = gen.program_list()
    # the generator's selection of programs is the test suite's
    assert sorted(p.name for p in progs if p.runnable) == sorted(p.name for p in RUN_PROGRAMS)
    assert sorted(p.name for p in progs if not p.runnable) == sorted(p.name for p in BAD_IL_PROGRAMS)
    by_name = {p.name: p for p in RUN_PROGRAMS + BAD_IL_PROGRAMS}
    usage = {p: gen.opcodes_in(artifacts.assembly(by_name[p.name]), p) for p in progs}
    expected = gen.render(gen.all_opcodes(), usage)
    actual = gen.DOC.read_text() if gen.DOC.exists() else ""
    if actual != expected:
        exp_lines, act_lines = expected.splitlines(), actual.splitlines()
        diff = [f"    - {a}\n    + {e}" for a, e in zip(act_lines, exp_lines) if a != e][:5]
        if len(exp_lines) != len(act_lines):
            diff.append(f"    ({len(act_lines)} lines in the file, {len(exp_lines)} generated)")
        raise AssertionError(f"docs/opcodes.md is stale; regenerate it with `{gen.FIX_COMMAND}`\n"
                             + "\n".join(diff))


def test_every_partition_iii_opcode_is_listed() -> None:
    gen = _gen()
    names = {o.name for o in gen.all_opcodes()}
    for op in ("nop", "ldarg.0", "ldc.r8", "ckfinite", "localloc", "cpblk", "initblk", "calli",
               "jmp", "arglist", "tail.", "volatile.", "unaligned.", "no.", "readonly.",
               "constrained.", "newobj", "ldelem.ref"):
        assert op in names, op
    assert not any(n.startswith(("prefix", "UNKNOWN")) for n in names)
    assert len(names) == 219
