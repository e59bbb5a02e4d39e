"""Several SSA instructions selected as one x86 instruction: planned over the whole
function before selection (as address folding is), then read by the selector.

* **Count masks.** x86's shifts, rotates and BT with the count in `%cl` (a register) use
  only its low 5 bits (32-bit operand) or 6 bits (64-bit): `target.x86_64.COUNT_MASK`,
  which is also C#'s and Mono's meaning of a shift count. So an AND of the count with a
  mask that keeps those bits (`x << (n & 31)`, which mcs writes and then masks again) is
  read through: the shift reads `n`, and an AND that nothing else needs is not computed.
* **Read-modify-write.** `store p, op(load p, x)` with op add, sub, and, or or xor on a
  full-width i32 or i64, the load and the op each used once, all three in one block and
  no memory write (store, call, block move) between the load and the store, is one
  `OP32mr p, x` (`OP32mi` for an imm32): the memory is read where it was written, and
  the checks that guard the address (null, range) are branches before the load, so they
  still come first. The loaded value must be op's left operand for sub.
* **Bit tests.** `(x & (1 << n)) ==/!= 0`, the AND and the shift used once, is `BT x, n`
  (CF is bit n mod the width) and a branch or SETcc on CF.
* **Tests.** Any other `(x & y) cond 0`, the AND used once, is `TEST x, y` (`TEST32ri` for
  an imm32): it sets the flags as the AND would, and CMP with 0 reads them the same way
  (OF and CF are 0 after both).
* **Rotates.** `~(1 << n)`, the shift used once, is `rol(-2, n)`: no NOT.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from cil2mir.frontend import ir
from cil2mir.frontend.ir import Cond, Op
from cil2mir.target.x86_64 import COUNT_MASK

SHIFTS = frozenset({Op.SHL, Op.SHR, Op.SHR_UN})
# What may write memory: a load is never moved past one of these.
MEMORY_WRITES = frozenset({Op.STORE, Op.CALL, Op.CALLI, Op.MEMCPY, Op.MEMSET, Op.LOCALLOC})

# (op, width) -> (register source form, imm32 form) of the read-modify-write instructions
RMW: dict[tuple[Op, int], tuple[str, str]] = {
    (op, bits): (f"{name}{bits}mr", f"{name}{bits}mi" + ("32" if bits == 64 else ""))
    for op, name in ((Op.ADD, "ADD"), (Op.SUB, "SUB"), (Op.AND, "AND"), (Op.OR, "OR"), (Op.XOR, "XOR"))
    for bits in (32, 64)}
# full-width integer accesses: Mem -> the width of the value
RMW_MEM = {ir.Mem.I32: 32, ir.Mem.I64: 64}
COMMUTATIVE = frozenset({Op.ADD, Op.MUL, Op.AND, Op.OR, Op.XOR})


@dataclass(frozen=True)
class ReadModifyWrite:
    """The update a STORE makes: `load` op `operand` (the loaded value on the left)."""
    op: ir.Inst
    load: ir.Inst
    operand: ir.Value


@dataclass
class Combines:
    counts: dict[ir.Inst, ir.Value] = field(default_factory=dict)   # shift -> the count it reads
    absorbed: set[ir.Inst] = field(default_factory=set)             # computed inside a user
    rmw: dict[ir.Inst, ReadModifyWrite] = field(default_factory=dict)   # STORE -> its update
    bit_tests: dict[ir.Inst, tuple[ir.Value, ir.Inst]] = field(default_factory=dict)  # AND -> (x, SHL)
    tests: set[ir.Inst] = field(default_factory=set)               # ANDs compared with 0 by TEST
    rotates: dict[ir.Inst, ir.Inst] = field(default_factory=dict)   # NOT -> its SHL of 1

    def count(self, shift: ir.Inst) -> ir.Value:
        """The count register a shift (or the SHL of a bit test or rotate) reads."""
        return self.counts.get(shift, shift.args[1])


def plan_combines(fn: ir.Function, uses: dict[ir.Value, int], inner: set[ir.Inst]) -> Combines:
    """The patterns of `fn` (see the module docstring). `uses`: how often each value is
    used; `inner`: operands absorbed by address arithmetic (an add that absorbed one is no
    read-modify-write: its operand is never computed)."""
    plan = Combines()
    _plan_counts(fn, uses, plan)
    users: dict[ir.Value, list[ir.Inst | ir.Branch]] = {}
    for block in fn.blocks:
        for inst in block.insts:
            for arg in inst.args:
                users.setdefault(arg, []).append(inst)
        if isinstance(block.term, ir.Branch):
            for arg in (block.term.a, block.term.b):
                users.setdefault(arg, []).append(block.term)
    for block in fn.blocks:
        _plan_rmw(block, uses, inner, plan)
        for inst in block.insts:
            if inst.op is Op.AND and uses.get(inst, 0) == 1 and len(users.get(inst, ())) == 1 \
                    and (cond := _compared_with_zero(users[inst][0], inst)) is not None:
                if cond in (Cond.EQ, Cond.NE):
                    _plan_bit_test(inst, uses, plan)
                if inst not in plan.bit_tests:
                    plan.tests.add(inst)
                    plan.absorbed.add(inst)
            elif inst.op is Op.NOT:
                shl = _shl_of_one(inst.args[0], uses, plan)
                if shl is not None:
                    plan.rotates[inst] = shl
                    plan.absorbed.add(shl)
    return plan


def _unmasked(value: ir.Value, bits: int) -> ir.Value | None:
    """x when `value` is `x & m` with m keeping every bit the hardware reads of a count."""
    if not (isinstance(value, ir.Inst) and value.op is Op.AND):
        return None
    a, b = value.args
    if isinstance(a, ir.Const):
        a, b = b, a
    if isinstance(a, ir.Const) or not isinstance(b, ir.Const):
        return None
    return a if b.value & COUNT_MASK[bits] == COUNT_MASK[bits] else None


def _plan_counts(fn: ir.Function, uses: dict[ir.Value, int], plan: Combines) -> None:
    """Each shift reads its count through the masks the hardware applies itself; such an
    AND is not computed when its every use is a shift or an AND that reads through it."""
    chain: set[ir.Inst] = set()          # ANDs some shift reads through
    soft: dict[ir.Inst, int] = {}        # their uses by a shift or an AND reading through
    read: set[ir.Value] = set()          # what the shifts read instead
    for block in fn.blocks:
        for inst in block.insts:
            if inst.op not in SHIFTS:
                continue
            value = inst.args[1]
            first = True
            while (under := _unmasked(value, inst.ty.bits)) is not None:
                assert isinstance(value, ir.Inst)
                if first:
                    soft[value] = soft.get(value, 0) + 1
                    first = False
                chain.add(value)
                value = under
            if not first:
                plan.counts[inst] = value
                read.add(value)
    for inst in chain:
        under = next(a for a in inst.args if not isinstance(a, ir.Const))
        if under in chain:
            assert isinstance(under, ir.Inst)
            soft[under] = soft.get(under, 0) + 1
    needed = [inst for inst in chain if inst in read or uses.get(inst, 0) > soft.get(inst, 0)]
    done = set(needed)
    while needed:                        # a computed AND needs its operand computed
        for arg in needed.pop().args:
            if arg in chain and arg not in done:
                assert isinstance(arg, ir.Inst)
                done.add(arg)
                needed.append(arg)
    plan.absorbed |= chain - done


def _plan_rmw(block: ir.Block, uses: dict[ir.Value, int], inner: set[ir.Inst], plan: Combines) -> None:
    position = {inst: k for k, inst in enumerate(block.insts)}
    writes = [k for k, inst in enumerate(block.insts) if inst.op in MEMORY_WRITES]
    for k, store in enumerate(block.insts):
        access = store.data
        if not (store.op is Op.STORE and isinstance(access, ir.MemAccess) and access.mem in RMW_MEM
                and not access.volatile):
            continue
        address, op = store.args
        if not (isinstance(op, ir.Inst) and op in position and uses.get(op, 0) == 1
                and (op.op, RMW_MEM[access.mem]) in RMW and op.ty.bits == RMW_MEM[access.mem]
                and not any(a in inner for a in op.args)):
            continue
        for side in ((0, 1) if op.op in COMMUTATIVE else (0,)):
            load, operand = op.args[side], op.args[1 - side]
            if (isinstance(load, ir.Inst) and load.op is Op.LOAD and load in position
                    and load.args[0] is address and load.data == access and uses.get(load, 0) == 1
                    and load is not operand
                    and not any(position[load] < w < k for w in writes)):
                plan.rmw[store] = ReadModifyWrite(op, load, operand)
                plan.absorbed |= {op, load}
                break


def _compared_with_zero(user: ir.Inst | ir.Branch, value: ir.Inst) -> Cond | None:
    """The condition of `user`, a CMP or a branch comparing `value` with 0, else None."""
    if isinstance(user, ir.Branch):
        cond, args = user.cond, [user.a, user.b]
    elif user.op is Op.CMP and isinstance(user.data, Cond):
        cond, args = user.data, user.args
    else:
        return None
    other = args[1] if args[0] is value else args[0]
    return cond if isinstance(other, ir.Const) and other.value == 0 and other is not value else None


def _shl_of_one(value: ir.Value, uses: dict[ir.Value, int], plan: Combines) -> ir.Inst | None:
    """`value` if it is `1 << n`, used once, n no constant."""
    if (isinstance(value, ir.Inst) and value.op is Op.SHL and uses.get(value, 0) == 1
            and isinstance(value.args[0], ir.Const) and value.args[0].value == 1
            and not isinstance(plan.count(value), ir.Const)):
        return value
    return None


def _plan_bit_test(inst: ir.Inst, uses: dict[ir.Value, int], plan: Combines) -> None:
    """A bit test if `inst`, an AND compared with 0 for (in)equality, takes `1 << n`."""
    for side in (0, 1):
        shl = _shl_of_one(inst.args[side], uses, plan)
        if shl is not None and inst.args[1 - side] is not shl:
            plan.bit_tests[inst] = (inst.args[1 - side], shl)
            plan.absorbed |= {inst, shl}
            return


__all__ = ["Combines", "ReadModifyWrite", "RMW", "plan_combines"]
