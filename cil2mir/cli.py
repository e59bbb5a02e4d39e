"""The command line: `cil2mir compile | build | run | passcheck | explore | bcinfo`.

Exit codes (also in --help):
  0    success (`run`: whatever the program returned); with --keep-going also when methods
       were stubbed (one `cil2mir: warning: ... (stubbed)` line each on stderr). A stub that
       is called prints `cil2mir: <the compile error>` on stderr and exits with code 1
  1    `passcheck`: the passes changed the program's behaviour (or llc failed after them)
  2    bad input, unsupported feature, failing external tool, or bad usage: one line
       `cil2mir: error: ...` on stderr, never a traceback
  3    internal error (a bug in cil2mir): one line `cil2mir: internal error: ...`;
       set CIL2MIR_TRACEBACK=1 to get the traceback
  130  interrupted (Ctrl-C)
"""

from __future__ import annotations

import argparse
import collections
import gc
import json
import os
import re
import sys
import textwrap
import traceback
from pathlib import Path
from typing import Sequence

from cil2mir import __version__, driver, passcheck, timing
from cil2mir.errors import CompileError, ToolError
from cil2mir.frontend.cil import dump_cil
from cil2mir.frontend.dump import dump_module

EXIT_ERROR = 2
EXIT_INTERNAL = 3
DUMP_STAGES = ("cil", "ssa", "ll", "isel", "mir")

EPILOG = """\
exit codes: 0 success (run: the program's exit code), 1 passcheck: behaviour changed, 2 bad
input / unsupported feature / tool failure / usage error, 3 internal error
(CIL2MIR_TRACEBACK=1 shows the traceback).
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
        if name in ("compile", "build", "run"):
            c.add_argument("--time-passes", action="store_true",
                           help="print the CPU and wall time of each stage (frontend, middle "
                                "end, instruction selection, register allocation, MIR printing, "
                                "LLVM IR, bitcode, llc, link) to stderr at the end, as a table "
                                "like llc -time-passes")
            c.add_argument("-j", "--jobs", metavar="N", type=int, default=1,
                           help="compile the functions' machine code (instruction selection, "
                                "register allocation, MIR printing) in N processes; the output "
                                "is the same (default 1)")
        return c

    def debug_option(c: argparse.ArgumentParser) -> None:
        c.add_argument("-g", "--debug", action="store_true",
                       help="source locations: every MIR instruction gets a debug-location and "
                            "every IR instruction a !dbg, with the DISubprogram, DIFile and "
                            "DICompileUnit in the embedded module, so the executable has DWARF "
                            "line tables (gdb: break Program.cs:12). The lines are those of the "
                            "assembly's symbol file (App.exe.mdb from mcs -debug, or a portable "
                            "App.pdb); without one, the file is the assembly and the line is the "
                            "IL offset")

    c = command("compile", "write App.isel.mir, App.mir, App.ll and App.bc",
                "Compile an assembly and write, for the whole assembly: App.isel.mir (pre-register-"
                "allocation MIR: SSA, virtual registers, PHIs), App.mir (after our linear-scan "
                "allocator: physical registers and stack slots), App.ll (the LLVM IR module embedded "
                "in both) and App.bc (its bitcode). App is the assembly's file name without its "
                "extension. With --split, also both MIR files of every function on their own "
                "(DIR/isel/F.mir, DIR/mir/F.mir). Nothing is written if compilation fails.")
    c.add_argument("-o", "--output", metavar="DIR", default=".",
                   help="directory for the output files, created if missing (default: the current directory)")
    debug_option(c)
    c.add_argument("--report", metavar="FILE", default=None,
                   help="write a JSON list of the methods --keep-going stubbed, each with its "
                        "assembly, method, IL offset and reason")
    c.add_argument("--dump", metavar="STAGE", action="append", choices=DUMP_STAGES, default=[],
                   help="also print a stage to stdout: cil (decoded CIL), ssa (the SSA graph), ll (the IR "
                        "module), isel (pre-RA MIR), mir (post-RA MIR); may be repeated")
    c.add_argument("--split", action="store_true",
                   help="also write one pre-RA and one post-RA MIR file per compiled function, "
                        "DIR/isel/F.mir and DIR/mir/F.mir (F: the function's symbol, e.g. "
                        "Program.Main; cut and given a hash when too long or when two would "
                        "differ only in case), each loadable alone by llc, and DIR/App.globals.ll "
                        "(every global defined, every function declared): its object and those "
                        "of all DIR/mir files, linked with the runtime, make the program. Other "
                        ".mir files in DIR/isel and DIR/mir are removed")
    c.add_argument("--filter", metavar="PATTERN", action="append", default=[],
                   help="with --split, write only the functions of which the whole IL name "
                        "(Namespace.Type::Method, generic instances as Stack`1<int32>::Push) or "
                        "the whole symbol (Stack_1_int32_.Push) matches PATTERN, an fnmatch "
                        "pattern (* ? [...], case-sensitive; quote it for the shell); may be "
                        "repeated (any one matching). No match is an error")

    def backend_options(c: argparse.ArgumentParser) -> None:
        debug_option(c)
        c.add_argument("--backend", choices=driver.BACKENDS, default="mir",
                       help="mir (default): our isel + allocator, App.mir compiled by llc "
                            "-start-before=prologepilog; ir: the reference path, the IR module "
                            "compiled by llvmlite at -O2. Both link with the same runtime")
        c.add_argument("--llc", metavar="PATH", default=None,
                       help="the llc to use for --backend mir (default: $CIL2MIR_LLC, else the newest of "
                            "llc 19..14 found)")
        c.add_argument("--save-temps", metavar="DIR", default=None,
                       help="also write compile's files (App.isel.mir, App.mir, App.ll, App.bc) into "
                            "DIR: the MIR and IR the executable was made from")

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

    pc = command("passcheck", "check that LLVM machine passes preserve a program's behaviour",
                 "Run LLVM machine passes (llc -run-pass) on each function's MIR (the post-RA files "
                 "of compile --split, or with --pre-ra the pre-RA ones), compile every function "
                 "(post-RA: -start-before=prologepilog; --pre-ra: -start-after=the last pass), link "
                 "with the runtime, run the program and compare its stdout and exit code with "
                 "Mono's (mono ASSEMBLY ARGS; the unmodified build's when Mono is not installed). "
                 "Reports, per function, whether the passes changed its MIR; when the behaviour "
                 "changed, narrows it down to the function(s) responsible by delta debugging (the "
                 "passes on a part of the changed functions, the others unmodified, one build each) "
                 "and prints how to reproduce it. The program runs with empty stdin. Exit code 0: "
                 "behaviour preserved; 1: changed (or llc failed on a function after the passes); "
                 "2: bad input or usage (an unknown pass: llc's error).")
    debug_option(pc)
    pc.add_argument("--passes", metavar="P1,P2", required=True,
                    help="the llc passes to run, comma-separated, in order (llc's -run-pass names, "
                         "e.g. machine-cp,machine-sink)")
    pc.add_argument("--pre-ra", action="store_true",
                    help="run the passes on the pre-RA MIR and let llc finish from after the last "
                         "pass (-start-after=it: it must be in llc's -O2 pipeline before register "
                         "rewriting); a function the passes leave unchanged keeps our allocation")
    pc.add_argument("--llc", metavar="PATH", default=None,
                    help="the llc to use (default: $CIL2MIR_LLC, else the newest of llc 19..14 found)")
    pc.add_argument("--diff", action="store_true",
                    help="print the MIR diff (llc's printing before and after the passes) of each "
                         "changed function")
    pc.add_argument("--filter", metavar="PATTERN", action="append", default=[],
                    help="run the passes only on the functions whose IL name (Namespace.Type::Method) "
                         "or symbol matches PATTERN (fnmatch, as compile --filter); may be repeated")
    pc.add_argument("--inject", metavar="FUNCTION=FILE", action="append", default=[],
                    help="use the MIR file FILE as the passes' output for FUNCTION (its symbol or IL "
                         "name): a hand-made transformation to check, e.g. an edited copy of "
                         "compile --split's DIR/mir/FUNCTION.mir; may be repeated")
    pc.add_argument("--against", choices=passcheck.REFERENCES, default=None,
                    help="what the program's behaviour is compared with: mono (the default when "
                         "mono is installed; the unmodified build must match it) or build (the "
                         "unmodified build)")
    pc.add_argument("--timeout", metavar="SECONDS", type=float, default=passcheck.RUN_TIMEOUT,
                    help=f"limit per run of the program; a run that takes longer has changed "
                         f"behaviour (default {passcheck.RUN_TIMEOUT:g})")
    pc.add_argument("--keep", metavar="DIR", default=None,
                    help="keep the work files in DIR (isel/ and mir/: the per-function files; "
                         "none/ and passed/: llc's printing before and after the passes; obj/, mod/: "
                         "objects), so that the commands in the report can be rerun")
    pc.add_argument("-j", "--jobs", metavar="N", type=int, default=0,
                    help="llc processes to run at once (default: one per CPU)")
    pc.add_argument("program_args", metavar="ARG", nargs="*",
                    help="arguments for the program's Main (and Mono's run); put them after `--`")

    x = command("explore", "write an HTML page of each method at every stage",
                "Compile an assembly with source locations and write one self-contained HTML "
                "page (no server needed) that shows each method's C# source (when the assembly "
                "has a symbol file, e.g. from mcs -debug), CIL, SSA, pre-RA MIR, post-RA MIR and "
                "the assembly llc makes of the post-RA MIR side by side, the lines that came from "
                "one IL instruction highlighted together when one is hovered, and the live "
                "intervals of the linear scan as bars, each with its register or stack slot. "
                "Without --filter, the methods compiled from the assembly's own CIL.")
    x.add_argument("-o", "--output", metavar="HTML", default=None,
                   help="the page to write (default: App.explore.html in the current directory)")
    x.add_argument("--filter", metavar="PATTERN", action="append", default=[],
                   help="show the functions of which the whole IL name or symbol matches PATTERN "
                        "(fnmatch, as compile --filter; '*' for every compiled function, the "
                        "framework's too); may be repeated")
    x.add_argument("--llc", metavar="PATH", default=None,
                   help="the llc that makes the assembly (default: $CIL2MIR_LLC, else the newest "
                        "of llc 19..14 found)")

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
    if not getattr(args, "time_passes", False):
        return _run_command(args)
    with timing.recording() as times:
        try:
            return _run_command(args)
        finally:
            print(times.report(), end="", file=sys.stderr)


def _run_command(args: argparse.Namespace) -> int:
    if args.command == "bcinfo":
        from cil2mir import bitcode     # (imported by the command that needs it, as explore:
        # a compile's process, the common one, spends no time on them)
        _print(bitcode.describe(bitcode.read_file(driver.check_input(args.input)), args.records))
        return 0
    stubs: list[CompileError] = []

    def stubbed(e: CompileError) -> None:
        stubs.append(e)
        print(f"cil2mir: warning: {_one_line(str(e))} (stubbed)", file=sys.stderr)
    on_stub = stubbed if args.keep_going else None
    if args.command == "compile":
        if args.filter and not args.split:
            raise CompileError("--filter needs --split (it selects the per-function files)")
        if "cil" in args.dump:           # before compiling: the listing helps most when IL is bad
            _print(dump_cil(str(driver.check_input(args.input))))
        c = driver.compile_module(args.input, on_stub, references=args.reference, debug=args.debug,
                                  processes=_jobs(args))
        for stage in args.dump:
            if stage != "cil":
                _print(dump_module(c.module) if stage == "ssa" else
                       {"ll": c.ir_text, "isel": c.isel_mir, "mir": c.mir}[stage])
        outputs = {Path(args.report): json.dumps(
            [{"assembly": e.assembly, "method": e.method, "offset": e.offset, "reason": _reason(e)}
             for e in stubs], indent=1) + "\n"} if args.report else {}
        split = args.filter if args.split else None
        written = driver.write_outputs(c, args.output, outputs, split=split)
        per_function = {p for p in written if p.parent.name in driver.SPLIT_DIRS    # (a set: System
                        and p.parent.parent == Path(args.output)}     # has 130k of them)
        for path in written:
            if path not in per_function:
                print(f"wrote {path}", file=sys.stderr)
        if split is not None:
            print(f"wrote {len(per_function) // 2} functions' pre-RA and post-RA MIR in "
                  f"{Path(args.output) / 'isel'} and {Path(args.output) / 'mir'}", file=sys.stderr)
        if c.module.entry is None:
            print(_library_summary(c.module.assembly, len(c.module.functions), stubs), file=sys.stderr)
        return 0
    if args.command == "build":
        exe = args.output or Path(args.input).stem
        driver.build(args.input, exe, args.backend, llc_path=args.llc, references=args.reference,
                     on_stub=on_stub, debug=args.debug, processes=_jobs(args),
                     save_temps=args.save_temps)
        return 0
    if args.command == "explore":
        from cil2mir.emit import explore
        out = Path(args.output or f"{Path(args.input).stem}.explore.html")
        page = explore.explore(args.input, args.filter, references=args.reference,
                               on_stub=on_stub, llc_path=args.llc)
        driver.write_file(out, explore.render(page))
        n = len(page.methods)
        print(f"wrote {out} ({n} method{'' if n == 1 else 's'})", file=sys.stderr)
        return 0
    if args.command == "passcheck":
        return passcheck.passcheck(args.input, _passcheck_options(args, on_stub), _print)
    if args.command == "run":
        sys.stdout.flush()
        return driver.run(args.input, args.backend, args.program_args, llc_path=args.llc,
                          references=args.reference, on_stub=on_stub, debug=args.debug,
                          processes=_jobs(args), save_temps=args.save_temps)
    raise AssertionError(args.command)


def _jobs(args: argparse.Namespace) -> int:
    if args.jobs < 1:
        raise CompileError(f"--jobs {args.jobs}: expected a positive number")
    return args.jobs


def _passcheck_options(args: argparse.Namespace, on_stub: driver.OnStub | None
                       ) -> passcheck.Options:
    inject: dict[str, Path] = {}
    for item in args.inject:
        function, sep, file = item.partition("=")
        if not sep or not function or not file:
            raise CompileError(f"--inject {item}: expected FUNCTION=FILE")
        inject[function] = Path(file)
    if args.jobs < 0:
        raise CompileError(f"--jobs {args.jobs}: expected a positive number")
    if not args.timeout > 0:
        raise CompileError(f"--timeout {args.timeout:g}: expected a positive number of seconds")
    return passcheck.Options(
        passes=[p.strip() for p in args.passes.split(",")], pre_ra=args.pre_ra, llc_path=args.llc,
        diff=args.diff, patterns=args.filter, inject=inject, against=args.against,
        args=args.program_args, timeout=args.timeout, debug=args.debug,
        keep=Path(args.keep) if args.keep else None, jobs=args.jobs,
        references=args.reference, on_stub=on_stub)


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
        if args.command in ("run", "passcheck"):
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


def entry() -> None:
    """The `cil2mir` command (and `python -m cil2mir`): `main` with the cyclic GC off, then
    exit at once, as llc does without freeing its memory. A compile's millions of objects
    (the SSA graph) live until it ends, so the collector's passes over them and their
    freeing at interpreter exit only cost: 25% of the CPU of a framework-heavy compile (the
    back end frees its own garbage cycles, gc_pause.collect_garbage). Every file is
    written and closed and every child process reaped by then, so only the output streams
    need flushing."""
    gc.disable()
    code = main()
    try:
        sys.stdout.flush()
        sys.stderr.flush()
    except OSError:             # (a closed pipe: what Python's own exit would report)
        code = code or 120
    os._exit(code)


if __name__ == "__main__":
    entry()
