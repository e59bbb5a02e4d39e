"""cil2mir: .NET CIL -> SSA graph -> x86-64 LLVM Machine IR (and LLVM IR), then native code."""

__version__ = "0.1.0"
