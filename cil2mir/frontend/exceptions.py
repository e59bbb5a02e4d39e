"""Exception handling without unwind tables (DESIGN.md 5).

The runtime keeps the exception in flight in one global, `cil2mir_pending_exception`,
defined by the module. Raising (the `throw` instruction, a runtime check, a C runtime
function) stores the exception object there and returns; every call that may raise is
followed by a test of the slot, and a set slot sends control to the dispatch code of
the innermost try region around the call, or returns from the method with the slot
still set. try/catch/filter/finally/fault become ordinary blocks and branches here, so
the back ends only see plain control flow.
"""

from __future__ import annotations

# Globals every module defines for the C runtime (runtime/cil2mir_rt.h):
PENDING = "cil2mir_pending_exception"   # 8 bytes: the exception in flight, or null
TYPES_TABLE = "cil2mir_exception_types"  # constant: 8-byte words, [0] = byte offset of
                                         # System.Exception's message field in an object,
                                         # [1 + k] = TypeDesc address of RUNTIME_EXCEPTIONS[k]

# The corelib exception types the C runtime raises itself, in the order of the C
# enum RtException (runtime/cil2mir_rt.h); their descriptors are always emitted.
RUNTIME_EXCEPTIONS: tuple[str, ...] = (
    "System.NullReferenceException",
    "System.IndexOutOfRangeException",
    "System.DivideByZeroException",
    "System.OverflowException",
    "System.ArithmeticException",
    "System.InvalidCastException",
    "System.ArrayTypeMismatchException",
    "System.OutOfMemoryException",
    "System.ArgumentException",
    "System.ArgumentNullException",
    "System.ArgumentOutOfRangeException",
    "System.FormatException",
    "System.RankException",
    "System.InvalidOperationException",
    "System.NotSupportedException",
)
