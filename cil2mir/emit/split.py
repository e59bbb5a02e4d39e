"""Per-function MIR files (`cil2mir compile --split`): one pre-RA and one post-RA file per
compiled function, each loadable alone by llc, and the module of the globals that links
with their objects into the program.

A function's file embeds a module that defines that function only and declares what it
refers to: the symbols its IR body names and those its MIR names (callees, runtime
functions, globals, string objects, intrinsics), with the named types they mention
(llvm_ir.ModuleParts). Its file name comes from its symbol (`file_names`).
"""

from __future__ import annotations

import fnmatch
import hashlib
import re
from dataclasses import dataclass
from typing import Iterable, Sequence

from cil2mir.emit.llvm_ir import ModuleParts
from cil2mir.emit.mir_text import mir_file

# A file name's stem is at most this long (bytes; symbols are ASCII): a longer symbol
# keeps its first MAX_STEM - 1 - HASH_LEN characters, then `-` and a hash of the whole.
MAX_STEM = 160
HASH_LEN = 12
_UNSAFE = re.compile(r"[^A-Za-z0-9_.]")
# `@name` or `@"name"` in a MIR function: a global value of the embedded module
_MIR_SYMBOL = re.compile(r'@(?:"((?:[^"\\]|\\.)*)"|([-A-Za-z0-9_.$]+))')


@dataclass(frozen=True)
class FunctionCode:
    """One compiled function: its names and its two MIR texts (print_function's)."""
    symbol: str
    il_name: str          # Namespace.Type::Method (generic instances: List`1<int32>::Add)
    isel: str             # pre-RA
    mir: str              # post-RA


@dataclass(frozen=True)
class SplitFile:
    function: FunctionCode
    stem: str             # the file name without `.mir`
    isel: str             # the pre-RA file's text
    mir: str              # the post-RA file's text


def matches(fn: FunctionCode, patterns: Sequence[str]) -> bool:
    """Whether `fn` is selected by --filter: no patterns selects all; otherwise some
    pattern (fnmatch, case-sensitive: `*`, `?`, `[...]`) matches its whole IL name
    (`Program::Main`, `Stack`1<int32>::Push`) or its whole symbol (`Stack_1_int32_.Push`)."""
    return not patterns or any(fnmatch.fnmatchcase(fn.il_name, p) or fnmatch.fnmatchcase(fn.symbol, p)
                               for p in patterns)


def _digest(symbol: str, n: int = HASH_LEN) -> str:
    return hashlib.sha256(symbol.encode("utf-8", "surrogatepass")).hexdigest()[:n]


def file_names(symbols: Iterable[str]) -> dict[str, str]:
    """symbol -> its file name stem: safe on any file system (characters `A-Za-z0-9_.`,
    not starting with `.`, at most MAX_STEM bytes), stable (a function's name depends on
    its symbol alone, unless two names would collide) and unique even where file names
    are case-insensitive. The symbol itself when it is all of that; a symbol that is too
    long is cut and gets `-<hash of the symbol>`; of names equal but for case, the first
    symbol in sorted order keeps its name and the others get `-<hash>`."""
    symbols = sorted(set(symbols))
    stems: dict[str, str] = {}
    for s in symbols:
        stem = _UNSAFE.sub("_", s)
        if stem.startswith(".") or not stem:
            stem = "_" + stem
        if len(stem) > MAX_STEM:
            stem = f"{stem[:MAX_STEM - 1 - HASH_LEN]}-{_digest(s)}"
        stems[s] = stem
    taken: dict[str, str] = {}          # casefolded stem -> symbol
    for s in symbols:                   # sorted: who keeps a contested name is deterministic
        stem, n = stems[s], HASH_LEN
        while stem.casefold() in taken:
            stem = f"{stems[s][:MAX_STEM - 1 - n]}-{_digest(s, n)}"
            n += 4            # a longer hash, should two ever agree
        taken[stem.casefold()] = s
        stems[s] = stem
    return stems


def mir_symbols(text: str) -> set[str]:
    """The global values a MIR function names (`@g`, `@"g"`; `&sym`, an external symbol
    without IR declaration, is not one)."""
    return {quoted or plain for quoted, plain in _MIR_SYMBOL.findall(text)}


def split_files(parts: ModuleParts, functions: Sequence[FunctionCode],
                patterns: Sequence[str] = ()) -> list[SplitFile]:
    """The per-function files of the functions `patterns` select (all without patterns),
    in module order."""
    stems = file_names(f.symbol for f in functions)
    out = []
    for fn in functions:
        if not matches(fn, patterns):
            continue
        ir_text = parts.function_module([fn.symbol], mir_symbols(fn.isel) | mir_symbols(fn.mir))
        out.append(SplitFile(fn, stems[fn.symbol], mir_file(ir_text, [fn.isel]),
                             mir_file(ir_text, [fn.mir])))
    return out
