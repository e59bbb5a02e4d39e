"""The one error type that reaches the user: a clear line, exit code 2, no traceback."""

from __future__ import annotations


class CompileError(Exception):
    """Bad or unsupported input. Printed as `assembly: method: IL_xxxx: message`."""

    def __init__(self, message: str, *, assembly: str | None = None,
                 method: str | None = None, offset: int | None = None,
                 note: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.assembly = assembly
        self.method = method
        self.offset = offset
        self.note = note        # why, printed last (what wraps the message keeps it there)

    def located(self, *, assembly: str | None = None, method: str | None = None,
                offset: int | None = None) -> "CompileError":
        """Fill in whatever location the raiser did not know (outer layers know more)."""
        self.assembly = self.assembly or assembly
        self.method = self.method or method
        if self.offset is None:
            self.offset = offset
        return self

    def __str__(self) -> str:
        parts = [p for p in (self.assembly, self.method) if p]
        if self.offset is not None:
            parts.append(f"IL_{self.offset:04x}")
        parts.append(self.message)
        if self.note:
            parts.append(self.note)
        return ": ".join(parts)


class ToolError(Exception):
    """An external tool (llc, cc) is missing or failed. Printed as one line naming the
    tool and its first error line; exit code 2 like CompileError."""
