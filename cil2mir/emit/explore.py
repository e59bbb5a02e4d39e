"""The explorer page (`cil2mir explore App.exe -o explore.html`): one self-contained HTML
file that shows each method's C# source, CIL, SSA, pre-RA MIR, post-RA MIR and llc's
assembly side by side, the lines that came from one IL instruction highlighted together,
and the linear scan's intervals as bars.

One mapping links the columns: the IL offset every SSA instruction, terminator and machine
instruction carries (the `-g` source locations, emit/debuginfo.py). The CIL listing has
it per instruction; a C# line has the offsets of the instructions its sequence points
cover; the SSA dump's lines have their instruction's; the MIR texts say it with
`debug-location !N` (a node of the function's, debuginfo.ModuleDebug.node_offsets); the
assembly is llc's output for the whole post-RA module with every location's line set to
its IL offset + 1 (ModuleDebug.metadata(il_lines=True)), read back from the `.loc`
directives, which llc 14 and 19 write alike. The intervals are the allocator's own
(regalloc/trace.py), recorded while it compiles the shown functions.

The page is the template `explore.html` with the data as JSON in it; its script renders
one method at a time, so the file stays usable with many methods.
"""

from __future__ import annotations

import html
import json
import re
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Sequence

from cil2mir import driver, toolchain
from cil2mir.emit import split
from cil2mir.emit.debuginfo import ModuleDebug
from cil2mir.emit.mir_text import mir_file
from cil2mir.errors import CompileError
from cil2mir.frontend import ir
from cil2mir.frontend.cil import decode_body, listing
from cil2mir.frontend.dump import function_lines
from cil2mir.regalloc import AllocationTrace

COLUMNS = ("C#", "CIL", "SSA", "pre-RA MIR", "post-RA MIR", "assembly")
TEMPLATE = Path(__file__).with_name("explore.html")
_DEBUG_LOCATION = re.compile(r",? debug-location !(\d+)")
_LOC = re.compile(r"\s*\.loc\s+\d+\s+(\d+)")
# llc's lines that say nothing about the code: call-frame and line directives, its labels
_NOISE = re.compile(r"\s*\.(cfi_|loc\b|file\b)|\.L(tmp|func_begin)\d+:")


@dataclass(frozen=True)
class Line:
    text: str
    il: tuple[int, ...] = ()        # the IL offsets it came from


@dataclass
class MethodView:
    symbol: str
    il_name: str
    columns: dict[str, list[Line]] = field(default_factory=dict)   # COLUMNS' order
    trace: AllocationTrace = field(default_factory=AllocationTrace)


@dataclass
class Page:
    assembly: str
    methods: list[MethodView]


def explore(path: str | Path, patterns: Sequence[str] = (), *,
            references: Sequence[str | Path] = (), on_stub: driver.OnStub | None = None,
            llc_path: str | None = None) -> Page:
    """The page's data: the functions `patterns` select (split.matches), or without
    patterns those compiled from the assembly's own CIL."""
    own = Path(path).resolve()
    traces: dict[str, AllocationTrace] = {}

    def trace(fn: ir.Function) -> AllocationTrace | None:
        if split.matches(fn, patterns) if patterns else \
                fn.origin is not None and Path(fn.origin[0].path).resolve() == own:
            return traces.setdefault(fn.symbol, AllocationTrace())
        return None

    c = driver.compile_module(path, on_stub, references=references, debug=True, trace=trace)
    if not traces:
        raise CompileError(f"--filter {' '.join(patterns)}: no compiled method matches" if patterns
                           else "no method compiled from the assembly's CIL (try --filter '*')")
    assert c.functions is not None and c.ir_parts is not None and c.ir_parts.debug is not None
    debug = c.ir_parts.debug
    codes = {f.symbol: f for f in c.functions}
    asm = assembly_lines(_assembly(c, debug, llc_path), set(traces))
    methods = []
    for fn in (fn for fn in c.module.functions if fn.symbol in traces):
        cil = cil_lines(fn)
        code = codes[fn.symbol]
        offsets = debug.node_offsets(fn.symbol)
        columns = {"C#": source_lines(fn, cil), "CIL": cil,
                   "SSA": [Line(text, _one(off)) for off, text in function_lines(fn)],
                   "pre-RA MIR": mir_lines(code.isel, offsets),
                   "post-RA MIR": mir_lines(code.mir, offsets), "assembly": asm.get(fn.symbol, [])}
        methods.append(MethodView(fn.symbol, fn.il_name, columns, traces[fn.symbol]))
    return Page(c.module.assembly, methods)


def _one(offset: int | None) -> tuple[int, ...]:
    return () if offset is None else (offset,)


def cil_lines(fn: ir.Function) -> list[Line]:
    """The CIL listing of the method fn compiles (a note when cil2mir made it)."""
    if fn.origin is None:
        return [Line("(made by cil2mir: no CIL)")]
    asm, m = fn.origin
    return [Line(text, _one(off)) for off, text in listing(asm, m, decode_body(asm, m.origin or m))]


def source_lines(fn: ir.Function, cil: list[Line]) -> list[Line]:
    """The lines of the source file that fn's sequence points name, from the line before
    the first (usually the signature) to the last; each with the IL offsets of the CIL
    instructions that the points give that line to."""
    lines = fn.lines
    if fn.origin is None:
        return [Line("(made by cil2mir: no source)")]
    points = [p for p in lines.points if p.file == lines.file and p.line] if lines else []
    if not points:
        return [Line("(no source lines: the assembly has no symbol file, e.g. from mcs -debug)")]
    try:
        text = Path(lines.file).read_text(encoding="utf-8", errors="replace").splitlines()
    except OSError as e:
        return [Line(f"(cannot read {lines.file}: {e.strerror or e})")]
    by_line: dict[int, list[int]] = {}
    for offset in (o for line in cil for o in line.il):
        file, line, _ = lines.at(offset)
        if file == lines.file:
            by_line.setdefault(line, []).append(offset)
    first = max(1, min(p.line for p in points) - 1)
    last = min(len(text), max(p.line for p in points))
    return [Line(f"{n:4}  {text[n - 1]}", tuple(by_line.get(n, ())))
            for n in range(first, last + 1)]


def mir_lines(text: str, offsets: dict[int, int]) -> list[Line]:
    """A function's MIR text without its debug-locations, each line with the IL offset of
    its location (`offsets`: node number -> IL offset)."""
    out = []
    for line in text.splitlines():
        m = _DEBUG_LOCATION.search(line)
        il = _one(offsets.get(int(m.group(1)))) if m else ()
        out.append(Line(_DEBUG_LOCATION.sub("", line), il))
    return out


def _assembly(c: driver.Compiled, debug: ModuleDebug, llc_path: str | None) -> str:
    """llc's assembly of the whole post-RA module, with IL offsets as lines."""
    assert c.functions is not None and c.ir_parts is not None
    metadata = debug.metadata()
    assert c.ir_text.endswith(metadata), "the module's metadata is not at its end"
    ir_text = c.ir_text[:len(c.ir_text) - len(metadata)] + debug.metadata(il_lines=True)
    with tempfile.TemporaryDirectory(prefix="cil2mir-explore-") as work:
        mir, asm = Path(work) / f"{c.name}.mir", Path(work) / f"{c.name}.s"
        mir.write_text(mir_file(ir_text, [f.mir for f in c.functions]))
        toolchain.llc_compile(mir, asm, llc=toolchain.find_llc(llc_path), filetype="asm")
        return asm.read_text()


def assembly_lines(text: str, symbols: set[str]) -> dict[str, list[Line]]:
    """The assembly of each of `symbols` in llc's output `text`, from its label to its end,
    without directives that say nothing about the code; each line with the IL offset of
    the `.loc` before it (its line - 1; line 0: none)."""
    out: dict[str, list[Line]] = {}
    lines: list[Line] | None = None
    il: tuple[int, ...] = ()
    for raw in text.splitlines():
        if lines is None:
            label = raw.split(":", 1)[0]
            if raw.startswith(f"{label}:") and label in symbols:
                lines = out[label] = [Line(raw.expandtabs(8).rstrip())]
                il = ()
            continue
        if raw.startswith(".Lfunc_end"):
            lines = None
            continue
        loc = _LOC.match(raw)
        if loc:
            line = int(loc.group(1))
            il = (line - 1,) if line else ()
        if _NOISE.match(raw):
            continue
        lines.append(Line(raw.expandtabs(8).rstrip(), il if raw.startswith("\t") else ()))
    return out


# ---- the page ---------------------------------------------------------------------------------

def _line_json(line: Line) -> list:
    return [line.text, *line.il]


def page_data(page: Page) -> dict:
    """What the page's script reads: per method its columns (lines as [text, offsets...])
    and its scan (slots as [text, offset?], intervals as [vreg, class, start, end,
    location, kind])."""
    def kind(iv) -> str:
        return "spilled" if iv.spilled else "temp" if iv.temp else "reg"

    return {"assembly": page.assembly, "columns": list(COLUMNS), "methods": [
        {"symbol": m.symbol, "name": m.il_name,
         "columns": [[_line_json(line) for line in m.columns[c]] for c in COLUMNS],
         "scan": {"rounds": m.trace.rounds,
                  "slots": [[s.text, *_one(s.il_offset)] for s in m.trace.slots],
                  "intervals": [[iv.vreg, iv.rc, iv.start, iv.end, iv.location, kind(iv)]
                                for iv in m.trace.intervals]}}
        for m in page.methods]}


def script_json(value: object) -> str:
    """JSON that is safe inside a <script> element: no `<`, `>` or `&` (so no `</script>`
    or `<!--`), and only ASCII."""
    text = json.dumps(value, ensure_ascii=True, separators=(",", ":"))
    return text.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")


def render(page: Page) -> str:
    """The HTML page: the template with its title and data filled in (deterministic)."""
    fill = {"TITLE": html.escape(f"{page.assembly}: cil2mir explore"),
            "DATA": script_json(page_data(page))}
    return re.sub(r"\{\{(TITLE|DATA)\}\}", lambda m: fill[m.group(1)],
                  TEMPLATE.read_text(encoding="utf-8"))
