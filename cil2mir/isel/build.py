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
    """An x86 address: base + scale * index + disp. `base` is a register, a frame index
    (`%stack.N`, `%fixed-stack.N`) or None (`$noreg`: a scaled index alone); `disp` may be
    a symbol (`@str.0`), a jump table or a constant-pool entry (`%const.0`, with base
    `$rip`)."""
    base: Union[Reg, FrameIndex, None]
    scale: int = 1
    index: Reg | None = None
    disp: Union[int, Symbol, JumpTableRef, ConstPoolRef] = 0

    def operands(self) -> list[Operand]:
        base: Operand = (NoReg() if self.base is None else self.base
                         if isinstance(self.base, FrameIndex) else RegOp(self.base))
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
    kinds = d.uses
    if len(defs) != len(d.defs) or len(uses) < len(kinds) or (len(uses) > len(kinds)
                                                              and not d.variadic):
        _arity_error(d, defs, uses)
    ops: list[Operand] = [RegOp(r, True) for r in defs]
    for i, arg in enumerate(uses):
        kind = kinds[i] if i < len(kinds) else "variadic"
        t = type(arg)                           # (the common cases first)
        if (t is VReg or t is PReg) and kind not in _NOT_REGISTER:
            ops.append(RegOp(arg))
        elif t is int and (kind == "imm" or kind == "cc"):
            ops.append(Imm(arg))
        else:
            ops.extend(_explicit_use(opcode, kind, arg))
    if extra_defs or dead or live:
        dead_set = (set(d.dead_defs) | set(dead)) - set(live)
        idefs = [(_preg(r), r in dead_set) for r in (*d.implicit_defs, *extra_defs)]
    else:
        idefs = _implicit_defs(d)
    iuses = [RegOp(_preg(r), False, True) for r in (*d.implicit_uses, *extra_uses)] \
        if d.implicit_uses or extra_uses else []
    # llc prints a call's implicit uses first (ISel adds the argument registers before
    # the results); every other instruction lists its defs first.
    idef_ops = [RegOp(r, True, True, is_dead) for r, is_dead in idefs]
    ops += iuses + idef_ops if d.call else idef_ops + iuses
    return MachineInstr(opcode, ops, mem)


# Explicit use kinds that are not a register class.
_NOT_REGISTER = frozenset({"mem", "imm", "cc", "block", "sym", "regmask", "subreg"})
_PREGS: dict[str, PReg] = {}
_IMPLICIT_DEFS: dict[str, list[tuple[PReg, bool]]] = {}


def _preg(name: str) -> PReg:
    """One shared PReg per name (they are immutable)."""
    r = _PREGS.get(name)
    if r is None:
        r = _PREGS[name] = PReg(name)
    return r


def _implicit_defs(d: InstrDesc) -> list[tuple[PReg, bool]]:
    """(register, dead) of the description's implicit defs, made once per opcode."""
    found = _IMPLICIT_DEFS.get(d.name)
    if found is None:
        found = _IMPLICIT_DEFS[d.name] = [(_preg(r), r in d.dead_defs)
                                          for r in d.implicit_defs]
    return found


def _arity_error(d: InstrDesc, defs: Sequence[Reg], uses: Sequence[UseArg]) -> None:
    if len(defs) != len(d.defs):
        raise ValueError(f"{d.name}: {len(defs)} defs given, {len(d.defs)} expected")
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
