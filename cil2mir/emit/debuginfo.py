"""Debug information (`-g`): source locations in the IR module and in the MIR.

A function compiled with `lines` (ir.SourceLines, frontend/symbols.py) gets a
`DISubprogram`, and each of its instructions a `DILocation`: in the IR (`!dbg !N`) every
instruction, in the MIR (`debug-location !N`) every machine instruction: that of the SSA
instruction or terminator it came from, or the line-0 one without an IL offset (so that
an instruction an LLVM pass leaves unlocated stands out). The locations are the symbol file's
(file, line, column) at that IL offset; without symbols the file is the assembly and
the line is the IL offset (IL_0012 is line 18; IL_0000 is line 0, which DWARF reads as
"no line"). The module has one `DICompileUnit` (LineTablesOnly: lines, no variables or
types), one `DIFile` per file, and the module flags "Debug Info Version" 3 and "Dwarf
Version" 4.

Numbering. A function's texts (its IR body, its two MIR texts) are made once and cached
across compiles (fncache.py), so they cannot know the module-wide numbers of their
metadata: they use *local* numbers, which `ModuleDebug.relocate` turns into the module's
(as a linker relocates). Locally, `!0` is the function's DISubprogram, `!k` (1 <= k <=
n) the DILocation of its k-th distinct IL offset in increasing order (`local_ids`), and
`!(n + 1)` a line-0 location for instructions that have no IL offset (LLVM's verifier
wants a location on every IR call in a function with a DISubprogram). The nodes of function
f get the numbers `base(f) + local`, after the module's own nodes (the unit, the flags,
the subroutine type, the files); a per-function module (--split) keeps the whole
module's numbers, so the same MIR text serves both (LLVM's numbered metadata may have
gaps). What the texts depend on is only whether the function has lines and its IL
offsets, which the function cache's key includes; the lines themselves are only in the
metadata nodes, made on every compile.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from typing import Iterable

from cil2mir.frontend import ir

PRODUCER = "cil2mir"
DWARF_VERSION = 4
# module-level nodes, before the files and the functions'
CU, DEBUG_INFO_VERSION, DWARF_VERSION_FLAG, SUBROUTINE_TYPE, FIRST_FILE = range(5)
# `!dbg !N` in IR text (instructions, a function's definition), `debug-location !N` in MIR
_REFERENCE = re.compile(r"(!dbg |debug-location )!(\d+)")


def il_offsets(fn: ir.Function) -> list[int]:
    """The distinct IL offsets of fn's instructions and terminators, in increasing order."""
    found = {i.il_offset for b in fn.blocks for i in b.insts}
    found |= {getattr(b.term, "il_offset", None) for b in fn.blocks}
    found.discard(None)
    return sorted(found)           # type: ignore[type-var]


def local_ids(fn: ir.Function) -> dict[int | None, int] | None:
    """IL offset -> the local metadata number of its DILocation (None: the line-0
    location); None when fn has no debug information."""
    if fn.lines is None:
        return None
    offsets = il_offsets(fn)
    ids: dict[int | None, int] = {off: k for k, off in enumerate(offsets, 1)}
    ids[None] = len(offsets) + 1
    return ids


def md_string(text: str) -> str:
    """A metadata string literal: `"`, `\\` and bytes outside printable ASCII escaped as
    `\\XX` (UTF-8), as LLVM writes them."""
    out = []
    for b in text.encode("utf-8", "surrogatepass"):
        out.append(chr(b) if 0x20 <= b < 0x7F and b not in (0x22, 0x5C) else f"\\{b:02X}")
    return '"' + "".join(out) + '"'


@dataclass
class _FunctionNodes:
    fn: ir.Function
    base: int
    count: int                 # local numbers used: 0 ... count - 1
    files: list[str]           # files other than the subprogram's, in DILexicalBlockFile order


class ModuleDebug:
    """The debug metadata of one module: the numbers of every function's nodes, their
    text, and the relocation of function texts from local to module numbers."""

    def __init__(self, module: ir.Module) -> None:
        self.files: dict[str, int] = {}          # path -> its DIFile's number
        self.functions: dict[str, _FunctionNodes] = {}
        debug = [fn for fn in module.functions if fn.lines is not None]
        for fn in debug:
            assert fn.lines is not None
            for path in [fn.lines.file, *(p.file for p in fn.lines.points)]:
                self.files.setdefault(path, 0)
        for k, path in enumerate(self.files):
            self.files[path] = FIRST_FILE + k
        base = FIRST_FILE + len(self.files)
        for fn in debug:
            assert fn.lines is not None
            others = list(dict.fromkeys(p.file for p in fn.lines.points if p.file != fn.lines.file))
            count = len(il_offsets(fn)) + 2 + len(others)
            self.functions[fn.symbol] = _FunctionNodes(fn, base, count, others)
            base += count

    def __bool__(self) -> bool:
        return bool(self.functions)

    def relocate(self, symbol: str, text: str) -> str:
        """`text` (function `symbol`'s IR body or MIR, in local numbers) in module numbers."""
        nodes = self.functions.get(symbol)
        if nodes is None:
            return text
        base = nodes.base
        return _REFERENCE.sub(lambda m: f"{m.group(1)}!{base + int(m.group(2))}", text)

    def node_offsets(self, symbol: str) -> dict[int, int]:
        """Function `symbol`'s DILocations: module node number -> IL offset (the line-0
        location is not one)."""
        nodes = self.functions.get(symbol)
        if nodes is None:
            return {}
        return {nodes.base + k: off for k, off in enumerate(il_offsets(nodes.fn), 1)}

    def metadata(self, symbols: Iterable[str] | None = None, *, il_lines: bool = False) -> str:
        """The module's metadata: the named nodes, the unit, the flags, the files and the
        nodes of the functions `symbols` (all when None), one per line. `il_lines`: every
        location's line is its IL offset + 1 (line 0 stays "no IL offset", a subprogram
        starts at line 0), so that a line table, or llc's `.loc` directives, say which CIL
        instruction code came from (cil2mir explore)."""
        if not self.functions:
            return ""
        # the unit's file: the first with source lines (the program's own, when it has symbols)
        sources = [self.files[n.fn.lines.file] for n in self.functions.values()
                   if n.fn.lines is not None and n.fn.lines.points]
        unit_file = sources[0] if sources else next(iter(self.files.values()))
        lines = [f"!llvm.dbg.cu = !{{!{CU}}}",
                 f"!llvm.module.flags = !{{!{DEBUG_INFO_VERSION}, !{DWARF_VERSION_FLAG}}}",
                 f"!{CU} = distinct !DICompileUnit(language: DW_LANG_C, file: !{unit_file}, "
                 f"producer: {md_string(PRODUCER)}, isOptimized: false, runtimeVersion: 0, "
                 f"emissionKind: LineTablesOnly)",
                 f'!{DEBUG_INFO_VERSION} = !{{i32 2, !"Debug Info Version", i32 3}}',
                 f'!{DWARF_VERSION_FLAG} = !{{i32 7, !"Dwarf Version", i32 {DWARF_VERSION}}}',
                 f"!{SUBROUTINE_TYPE} = !DISubroutineType(types: !{{}})"]
        for path, n in self.files.items():
            directory, name = os.path.split(path)
            lines.append(f"!{n} = !DIFile(filename: {md_string(name)}, directory: {md_string(directory)})")
        chosen = self.functions.values() if symbols is None else \
            [self.functions[s] for s in symbols if s in self.functions]
        for nodes in chosen:
            lines += self._function_nodes(nodes, il_lines)
        return "\n".join(lines) + "\n"

    def _function_nodes(self, nodes: _FunctionNodes, il_lines: bool) -> list[str]:
        fn, base = nodes.fn, nodes.base
        lines = fn.lines
        assert lines is not None
        file = self.files[lines.file]
        first = 0 if il_lines else lines.first_line
        out = [f"!{base} = distinct !DISubprogram(name: {md_string(fn.il_name)}, "
               f"linkageName: {md_string(fn.symbol)}, scope: !{file}, file: !{file}, "
               f"line: {first}, type: !{SUBROUTINE_TYPE}, scopeLine: {first}, "
               f"spFlags: DISPFlagDefinition, unit: !{CU})"]
        offsets = il_offsets(fn)
        blocks = {path: base + len(offsets) + 2 + j for j, path in enumerate(nodes.files)}
        for k, off in enumerate(offsets, 1):
            path, line, column = (lines.file, off + 1, 0) if il_lines else lines.at(off)
            scope = blocks.get(path, base)
            col = f", column: {column}" if column else ""
            out.append(f"!{base + k} = !DILocation(line: {line}{col}, scope: !{scope})")
        out.append(f"!{base + len(offsets) + 1} = !DILocation(line: 0, scope: !{base})")
        for path, n in blocks.items():
            out.append(f"!{n} = !DILexicalBlockFile(scope: !{base}, file: !{self.files[path]}, "
                       f"discriminator: 0)")
        return out
