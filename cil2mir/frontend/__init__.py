"""The frontend: a .NET assembly in, an SSA `ir.Module` out (see module.py for the
pipeline, ssa.py for SSA construction and verification typing)."""

from cil2mir.frontend.module import load_module

__all__ = ["load_module"]
