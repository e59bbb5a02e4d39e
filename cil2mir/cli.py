"""The command line: `cil2mir compile | build | run | bcinfo`.

Exit codes (also in --help):
  0    success (`run`: whatever the program returned); with --keep-going also when methods
       were stubbed (one `cil2mir: warning: ... (stubbed)` line each on stderr). A stub that
       is called prints `cil2mir: <the compile error>` on stderr and exits with code 1
  2    bad input, unsupported feature, failing external tool, or bad usage: one line
       `cil2mir: error: ...` on stderr, never a traceback
  3    internal error (a bug in cil2mir): one line `cil2mir: internal error: ...`;
       set CIL2MIR_TRACEBACK=1 to get the traceback
  130  interrupted (Ctrl-C)
"""

from __future__ import annotations

import argparse
import collections
import json
import os
import re
import sys
import textwrap
import traceback
from pathlib import Path
from typing import Sequence

from cil2mir import __version__, bitcode, driver
from cil2mir.errors import CompileError, ToolError
from cil2mir.frontend.cil import dump_cil
from cil2mir.frontend.dump import dump_module

EXIT_ERROR = 2
EXIT_INTERNAL = 3
DUMP_STAGES = ("cil", "ssa", "ll", "isel", "mir")

EPILOG = """\
exit codes: 0 success (run: the program's exit code), 2 bad input / unsupported feature /
tool failure / usage error, 3 internal error (CIL2MIR_TRACEBACK=1 shows the traceback).
A --keep-going stub that is called at run time prints `cil2mir: <error>` and exits with 1.
environment: CIL2MIR_LLC=path overrides the llc search (default: the newest of llc 19..14);
CC picks the C compiler; CIL2MIR_CACHE_DIR moves the runtime cache (~/.cache/cil2mir)."""


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="cil2mir",
        description="Compile .NET CIL assemblies to LLVM Machine IR for x86-64, and on to native programs.",
        epilog=EPILOG, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--version", action="version", version=f"cil2mir {__version__}")
    sub = p.add_subparsers(dest="command", metavar="COMMAND", required=True)

    def command(name: str, help: str, description: str) -> argparse.ArgumentParser:
        c = sub.add_parser(name, help=help, description=textwrap.fill(description, 88), epilog=EPILOG,
                           formatter_class=argparse.RawDescriptionHelpFormatter)
        c.add_argument("input", metavar="ASSEMBLY", help="the .exe or .dll to compile (for example built by mcs)")
        c.add_argument("-k", "--keep-going", action="store_true",
                       help="compile a method that cannot be compiled (unsupported feature or member, "
                            "invalid IL) as a stub that, if called, prints `cil2mir: <the error>` to "
                            "stderr and exits with code 1; each stub is reported as a warning and the "
                            "compile succeeds. A bad file (not a PE, broken metadata) is still an error")
        c.add_argument("-r", "--reference", metavar="LIB", action="append", default=[],
                       help="a library of the program to compile into it (may be repeated); the "
                            "libraries it references that are beside it or beside a -r library "
                            "are found without this")
        return c

    c = command("compile", "write App.isel.mir, App.mir, App.ll and App.bc",
                "Compile an assembly and write, for the whole assembly: App.isel.mir (pre-register-"
                "allocation MIR: SSA, virtual registers, PHIs), App.mir (after our linear-scan "
                "allocator: physical registers and stack slots), App.ll (the LLVM IR module embedded "
                "in both) and App.bc (its bitcode). App is the assembly's file name without its "
                "extension. Nothing is written if compilation fails.")
    c.add_argument("-o", "--output", metavar="DIR", default=".",
                   help="directory for the output files, created if missing (default: the current directory)")
    c.add_argument("--report", metavar="FILE", default=None,
                   help="write a JSON list of the methods --keep-going stubbed, each with its "
                        "assembly, method, IL offset and reason")
    c.add_argument("--dump", metavar="STAGE", action="append", choices=DUMP_STAGES, default=[],
                   help="also print a stage to stdout: cil (decoded CIL), ssa (the SSA graph), ll (the IR "
                        "module), isel (pre-RA MIR), mir (post-RA MIR); may be repeated")

    def backend_options(c: argparse.ArgumentParser) -> None:
        c.add_argument("--backend", choices=driver.BACKENDS, default="mir",
                       help="mir (default): our isel + allocator, App.mir compiled by llc "
                            "-start-before=prologepilog; ir: the reference path, the IR module "
                            "compiled by llvmlite at -O2. Both link with the same runtime")
        c.add_argument("--llc", metavar="PATH", default=None,
                       help="the llc to use for --backend mir (default: $CIL2MIR_LLC, else the newest of "
                            "llc 19..14 found)")

    b = command("build", "build a native executable",
                "Compile an assembly to a native x86-64 executable linked with the cil2mir runtime "
                "and Boehm GC.")
    b.add_argument("-o", "--output", metavar="EXE", default=None,
                   help="the executable to write (default: the assembly's name without extension, in the "
                        "current directory)")
    backend_options(b)

    r = command("run", "build and run a program",
                "Build an assembly in a temporary directory and run it. The program's stdin, stdout and "
                "stderr are passed through, and its exit code becomes cil2mir's exit code.")
    backend_options(r)
    r.add_argument("program_args", metavar="ARG", nargs="*",
                   help="arguments for the program's Main(string[]); put them after `--` if they start with -")

    i = sub.add_parser("bcinfo", help="print the block structure of an LLVM bitcode file",
                       description=textwrap.fill(
                           "Read an LLVM bitcode file (App.bc, or any other, also with a wrapper "
                           "header) and print its blocks, nested as in the file, each with its "
                           "length in 32-bit words and how many records of each code it holds, "
                           "like `llvm-bcanalyzer -dump` without LLVM.", 88),
                       epilog=EPILOG, formatter_class=argparse.RawDescriptionHelpFormatter)
    i.add_argument("input", metavar="BITCODE", help="the .bc file to read (for example written by compile)")
    i.add_argument("--records", action="store_true",
                   help="also print every record in stream order: its code, abbreviation id, "
                        "operands and blob size")
    return p


def _print(text: str) -> None:
    sys.stdout.write(text if text.endswith("\n") else text + "\n")


def _reason(e: CompileError) -> str:
    """What is wrong, without where: the text after the last IL offset of a chain of
    framework methods (`A -> B: IL_0012: ...`)."""
    return re.split(r"\bIL_[0-9a-f]{4}: ", e.message)[-1]


def _library_summary(module_name: str, functions: int, stubs: list[CompileError]) -> str:
    """`App.dll: N methods compiled, M stubbed; top reasons: ...` (the three commonest)."""
    line = f"{module_name}: {functions - len(stubs)} methods compiled, {len(stubs)} stubbed"
    top = collections.Counter(_reason(e) for e in stubs).most_common(3)
    if top:
        line += "; top reasons: " + "; ".join(f"{reason} ({n})" for reason, n in top)
    return line


def _execute(args: argparse.Namespace) -> int:
    if args.command == "bcinfo":
        _print(bitcode.describe(bitcode.read_file(driver.check_input(args.input)), args.records))
        return 0
    stubs: list[CompileError] = []

    def stubbed(e: CompileError) -> None:
        stubs.append(e)
        print(f"cil2mir: warning: {_one_line(str(e))} (stubbed)", file=sys.stderr)
    on_stub = stubbed if args.keep_going else None
    if args.command == "compile":
        if "cil" in args.dump:           # before compiling: the listing helps most when IL is bad
            _print(dump_cil(str(driver.check_input(args.input))))
        c = driver.compile_module(args.input, on_stub, references=args.reference)
        for stage in args.dump:
            if stage != "cil":
                _print(dump_module(c.module) if stage == "ssa" else
                       {"ll": c.ir_text, "isel": c.isel_mir, "mir": c.mir}[stage])
        outputs = {Path(args.report): json.dumps(
            [{"assembly": e.assembly, "method": e.method, "offset": e.offset, "reason": _reason(e)}
             for e in stubs], indent=1) + "\n"} if args.report else {}
        for path in driver.write_outputs(c, args.output, outputs):
            print(f"wrote {path}", file=sys.stderr)
        if c.module.entry is None:
            print(_library_summary(c.module.assembly, len(c.module.functions), stubs), file=sys.stderr)
        return 0
    if args.command == "build":
        exe = args.output or Path(args.input).stem
        driver.build(args.input, exe, args.backend, llc_path=args.llc, references=args.reference,
                     on_stub=on_stub)
        return 0
    if args.command == "run":
        sys.stdout.flush()
        return driver.run(args.input, args.backend, args.program_args, llc_path=args.llc,
                          references=args.reference, on_stub=on_stub)
    raise AssertionError(args.command)


def _one_line(text: str) -> str:
    return " ".join(text.split()) or "(no message)"


def _parse(argv: list[str]) -> argparse.Namespace:
    """argparse, except that everything after the first `--` goes to `run`'s program
    unparsed (argparse mishandles `--` inside a sub-command). Usage errors: argparse
    prints them and exits with 2."""
    parser = _parser()
    if "--" in argv:
        cut = argv.index("--")
        args = parser.parse_args(argv[:cut])
        if args.command == "run":
            args.program_args = [*args.program_args, *argv[cut + 1:]]
            return args
    return parser.parse_args(argv)


def main(argv: Sequence[str] | None = None) -> int:
    args = _parse(list(sys.argv[1:] if argv is None else argv))
    try:
        return _execute(args)
    except (CompileError, ToolError) as e:
        print(f"cil2mir: error: {_one_line(str(e))}", file=sys.stderr)
        return EXIT_ERROR
    except KeyboardInterrupt:
        print("cil2mir: interrupted", file=sys.stderr)
        return 130
    except Exception as e:  # noqa: BLE001 - the one place that turns bugs into a clean line
        if os.environ.get("CIL2MIR_TRACEBACK"):
            traceback.print_exc()
        print(f"cil2mir: internal error: {type(e).__name__}: {_one_line(str(e))} "
              f"(a bug in cil2mir; set CIL2MIR_TRACEBACK=1 for the traceback)", file=sys.stderr)
        return EXIT_INTERNAL


if __name__ == "__main__":
    raise SystemExit(main())
