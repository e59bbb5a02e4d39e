"""Table-driven construction of MachineInstrs.

Every instruction instruction selection makes goes through `make`, which takes the
operand kinds and the implicit operands from `target.x86_64.INSTRS`. So an opcode's
`implicit-def $eflags`, `implicit $cl` and so on are written once, as data, and can
never be forgotten at one of its uses (llc's parser rejects an instruction that lacks
one, and the verifier cannot see a missing `implicit $edi` on a call at all).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence, Union

from cil2mir.isel.machine import (BlockRef, ConstPoolRef, FrameIndex, Imm, JumpTableRef, MachineBlock,
                                  MachineInstr, NoReg, Operand, PReg, Reg, RegMask, RegOp,
                                  SubRegIndex, Symbol, VReg)
from cil2mir.target.x86_64 import InstrDesc, desc


@dataclass(frozen=True)
class Mem:
    """An x86 address: base + scale * index + disp. `base` is a register or a frame index
    (`%stack.N`, `%fixed-stack.N`); `disp` may be a symbol (`@str.0`), a jump table or a
    constant-pool entry (`%const.0`, with base `$rip`)."""
    base: Union[Reg, FrameIndex]
    scale: int = 1
    index: Reg | None = None
    disp: Union[int, Symbol, JumpTableRef, ConstPoolRef] = 0

    def operands(self) -> list[Operand]:
        base: Operand = self.base if isinstance(self.base, FrameIndex) else RegOp(self.base)
        index: Operand = RegOp(self.index) if self.index is not None else NoReg()
        disp: Operand = Imm(self.disp) if isinstance(self.disp, int) else self.disp
        return [base, Imm(self.scale), index, disp, NoReg()]


# What a caller may pass for an explicit use operand.
UseArg = Union[Reg, RegOp, int, Mem, MachineBlock, BlockRef, Symbol, RegMask, SubRegIndex, str]


def make(opcode: str, defs: Sequence[Reg] = (), uses: Sequence[UseArg] = (), *,
         extra_uses: Sequence[str] = (), extra_defs: Sequence[str] = (),
         dead: Sequence[str] = (), live: Sequence[str] = (), mem: str | None = None) -> MachineInstr:
    """Build `opcode` with explicit `defs` and `uses`, then the implicit operands of its
    description followed by `extra_uses` / `extra_defs` (physreg names: a call's argument
    and result registers). Implicit defs in the description's `dead_defs` or in `dead`
    are printed `dead`, unless named in `live`."""
    d = desc(opcode)
    _check_arity(d, defs, uses)
    ops: list[Operand] = [RegOp(r, is_def=True) for r in defs]
    for i, arg in enumerate(uses):
        kind = d.uses[i] if i < len(d.uses) else "variadic"
        ops.extend(_explicit_use(opcode, kind, arg))
    dead_set = d.dead_defs if not (dead or live) else (set(d.dead_defs) | set(dead)) - set(live)
    idefs = [RegOp(PReg(r), is_def=True, implicit=True, dead=r in dead_set)
             for r in (*d.implicit_defs, *extra_defs)]
    iuses = [RegOp(PReg(r), implicit=True) for r in (*d.implicit_uses, *extra_uses)]
    # llc prints a call's implicit uses first (ISel adds the argument registers before
    # the results); every other instruction lists its defs first.
    ops += iuses + idefs if d.call else idefs + iuses
    return MachineInstr(opcode, ops, mem)


def _check_arity(d: InstrDesc, defs: Sequence[Reg], uses: Sequence[UseArg]) -> None:
    if len(defs) != len(d.defs):
        raise ValueError(f"{d.name}: {len(defs)} defs given, {len(d.defs)} expected")
    if len(uses) < len(d.uses) or (len(uses) > len(d.uses) and not d.variadic):
        raise ValueError(f"{d.name}: {len(uses)} uses given, {len(d.uses)} expected")


def _explicit_use(opcode: str, kind: str, arg: UseArg) -> list[Operand]:
    """Turn one explicit use into MIR operands, checking it against the table's kind."""
    if kind == "mem":
        if not isinstance(arg, Mem):
            raise TypeError(f"{opcode}: expected an address, got {arg!r}")
        return arg.operands()
    if kind in ("imm", "cc"):
        if not isinstance(arg, int):
            raise TypeError(f"{opcode}: expected an immediate, got {arg!r}")
        return [Imm(arg)]
    if kind == "block":
        return [arg.ref if isinstance(arg, MachineBlock) else _expect(opcode, arg, BlockRef)]
    if kind == "sym":
        return [_expect(opcode, arg, Symbol)]
    if kind == "regmask":
        return [_expect(opcode, arg, RegMask)]
    if kind == "subreg":
        return [SubRegIndex(arg) if isinstance(arg, str) else _expect(opcode, arg, SubRegIndex)]
    if kind == "variadic":          # PHI pairs, RET's return register
        if isinstance(arg, MachineBlock):
            return [arg.ref]
        if isinstance(arg, (VReg, PReg)):
            return [RegOp(arg)]
        return [arg]                # already an operand
    # a register class (or "any")
    if isinstance(arg, RegOp):
        return [arg]
    return [RegOp(_expect(opcode, arg, (VReg, PReg)))]


def _expect(opcode: str, arg: object, types: type | tuple[type, ...]):
    if not isinstance(arg, types):
        raise TypeError(f"{opcode}: unexpected operand {arg!r}")
    return arg
