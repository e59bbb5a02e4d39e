"""Texts kept in a temporary file instead of in memory.

A compile's output is mostly per-function text (each function's IR body and its two MIR
texts: 0.9 GB for a library that reaches 45,000 functions), all of it needed only when the
files are written, in module order. Each text goes to the spool as soon as it is made, and
the files are written by copying from it, so memory holds a position per text, not the text.
"""

from __future__ import annotations

import tempfile
from typing import IO, Callable, NamedTuple, TextIO


class Piece(NamedTuple):
    """Where one text is in the spool (bytes of UTF-8)."""
    offset: int
    size: int


class Spool:
    """An unnamed temporary file (gone with the Spool, or when the process ends) that texts
    are appended to and read back from."""

    def __init__(self) -> None:
        self._file: IO[bytes] = tempfile.TemporaryFile(prefix="cil2mir-spool-")
        self._end = 0

    def add(self, text: str) -> Piece:
        data = text.encode()
        self._file.seek(self._end)
        self._file.write(data)
        piece = Piece(self._end, len(data))
        self._end += len(data)
        return piece

    def read(self, piece: Piece) -> str:
        self._file.seek(piece.offset)
        return self._file.read(piece.size).decode()


class _Pieces(list):
    """What `text_of` gives the writer: io.StringIO would hold 4 bytes per character."""
    write = list.append


def text_of(write: Callable[[TextIO], None]) -> str:
    """The text `write` writes to the file it is given, as one string."""
    pieces = _Pieces()
    write(pieces)  # type: ignore[arg-type]
    return "".join(pieces)
