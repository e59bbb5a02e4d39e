"""Instruction selection: one SSA `ir.Function` -> one pre-RA `MachineFunction`.

The output is what llc prints after `finalize-isel`: SSA machine code on virtual
registers with register classes, PHIs first in their blocks, explicit successor lists,
physical registers only where the ABI or an instruction demands them (arguments,
results, `$cl`, `$eax:$edx` of a division). Every instruction is built by
`build.make`, which takes operand kinds and implicit operands from the x86-64 table.

Shape of the pass (QBE style: one linear walk over the function):

1. plan: one machine block per SSA block, same number, same layout order, plus a
   dispatch block (numbered after all SSA blocks) right after each `Switch` block;
2. analyse: use counts (to fuse a single-use `cmp` into its branch) and the constants
   each block must materialise at its end for the PHIs of its successors (PHI operands
   must be registers, and they must be defined before the block's compare);
3. select each block in layout order: PHIs, incoming arguments (entry block), the
   instructions, the PHI constants, the terminator sequence.

A value's vreg is allocated the first time anything mentions it (a PHI may read a
value whose block comes later in layout), so there is no separate numbering pass.
Constants are materialised at their uses, once per block (as SelectionDAG does), or
folded into `ri` forms when they fit.
"""

from __future__ import annotations

import struct

from cil2mir.errors import CompileError
from cil2mir.frontend import ir
from cil2mir.frontend.ir import Cond, Op, Ty
from cil2mir.isel.address import AddressPlan, Shape
from cil2mir.isel.build import Mem, make
from cil2mir.isel.combine import COMMUTATIVE, MEMORY_WRITES, RMW, RMW_MEM, Combines, plan_combines
from cil2mir.isel.hoist import constant_homes, has_float_constant
from cil2mir.isel.machine import (ConstPoolRef, FixedStackObject, FrameIndex, JumpTable, JumpTableRef,
                                  MachineBlock, MachineFunction, MachineInstr, PoolConstant, PReg, Reg,
                                  RegMask, RegOp, StackObject, Symbol, VReg)
from cil2mir.target.x86_64 import (ADDRESS_INDEX_CLASS, ARG_GPRS, ARG_XMMS, CC, INLINE_CALLS,
                                   InlineCall, desc, view)

# ---- selection tables ------------------------------------------------------------------------

REG_CLASS = {Ty.I32: "gr32", Ty.I64: "gr64", Ty.REF: "gr64", Ty.F32: "fr32", Ty.F64: "fr64"}
GPR_CLASS = REG_CLASS       # the old name

# float compares: UCOMISx a, b sets the flags of an unsigned compare a ? b, and all of
# ZF PF CF when unordered. cond -> (swap the operands, condition code). EQ (E and NP) and
# NE (NE or P) need two flags and are handled apart.
FLOAT_CC = {Cond.GT: (False, CC["a"]), Cond.GE: (False, CC["ae"]),
            Cond.LT: (True, CC["a"]), Cond.LE: (True, CC["ae"]),
            Cond.ULT: (False, CC["b"]), Cond.ULE: (False, CC["be"]),
            Cond.UGT: (True, CC["b"]), Cond.UGE: (True, CC["be"])}

FLOAT_ARITH = {Op.ADD: "ADD", Op.SUB: "SUB", Op.MUL: "MUL", Op.DIV: "DIV"}

# LOAD: Mem -> opcode (small integers extend to 32 bits, as ldind does)
LOAD_OP = {ir.Mem.I8: "MOVSX32rm8", ir.Mem.U8: "MOVZX32rm8", ir.Mem.I16: "MOVSX32rm16",
           ir.Mem.U16: "MOVZX32rm16", ir.Mem.I32: "MOV32rm", ir.Mem.I64: "MOV64rm",
           ir.Mem.REF: "MOV64rm", ir.Mem.F32: "MOVSSrm_alt", ir.Mem.F64: "MOVSDrm_alt"}
# STORE of an integer: size -> (register form, its value class, immediate form)
STORE_INT = {1: ("MOV8mr", "gr8", "MOV8mi"), 2: ("MOV16mr", "gr16", "MOV16mi"),
             4: ("MOV32mr", "gr32", "MOV32mi"), 8: ("MOV64mr", "gr64", "MOV64mi32")}

COND_CC = {Cond.EQ: CC["e"], Cond.NE: CC["ne"], Cond.LT: CC["l"], Cond.LE: CC["le"],
           Cond.GT: CC["g"], Cond.GE: CC["ge"], Cond.ULT: CC["b"], Cond.ULE: CC["be"],
           Cond.UGT: CC["a"], Cond.UGE: CC["ae"]}

# (op, width) -> (register form, immediate form)
ALU: dict[tuple[Op, int], tuple[str, str]] = {
    **{(op, 32): (f"{name}32rr", f"{name}32ri") for op, name in
       ((Op.ADD, "ADD"), (Op.SUB, "SUB"), (Op.AND, "AND"), (Op.OR, "OR"), (Op.XOR, "XOR"))},
    **{(op, 64): (f"{name}64rr", f"{name}64ri32") for op, name in
       ((Op.ADD, "ADD"), (Op.SUB, "SUB"), (Op.AND, "AND"), (Op.OR, "OR"), (Op.XOR, "XOR"))},
    (Op.MUL, 32): ("IMUL32rr", "IMUL32rri"),
    (Op.MUL, 64): ("IMUL64rr", "IMUL64rri32"),
}
# (op, width) -> the form with a memory source operand (dst = dst op [mem])
ALU_MEM = {key: rr[:-2] + "rm" for key, (rr, _) in ALU.items()}

# Loads that an instruction may read through a memory operand instead: full-width ones
# (the value is exactly the memory's), not volatile (the read moves to the user).
FULL_WIDTH_LOADS = frozenset({ir.Mem.I32, ir.Mem.I64, ir.Mem.REF, ir.Mem.F32, ir.Mem.F64})

# (op, width) -> (count in $cl, constant count)
SHIFT: dict[tuple[Op, int], tuple[str, str]] = {
    (op, bits): (f"{name}{bits}rCL", f"{name}{bits}ri")
    for op, name in ((Op.SHL, "SHL"), (Op.SHR, "SAR"), (Op.SHR_UN, "SHR")) for bits in (32, 64)}

DIVISION = frozenset({Op.DIV, Op.DIV_UN, Op.REM, Op.REM_UN})

# sext8/zext8/sext16/zext16: (sub-register, its class, extension opcode)
SMALL_EXT = {Op.SEXT8: ("sub_8bit", "gr8", "MOVSX32rr8"), Op.ZEXT8: ("sub_8bit", "gr8", "MOVZX32rr8"),
             Op.SEXT16: ("sub_16bit", "gr16", "MOVSX32rr16"),
             Op.ZEXT16: ("sub_16bit", "gr16", "MOVZX32rr16")}

STACK_SLOT = 8          # every stack argument takes one 8-byte slot (System V)

# MEMCPY/MEMSET of a constant size up to this many bytes are moves, not calls: chunks of
# 16 (MOVUPS), 8, 4, 2 and 1 bytes. size -> (load, store, register class, store immediate)
INLINE_BLOCK_MAX = 64
BLOCK_CHUNKS = {16: ("MOVUPSrm", "MOVUPSmr", "vr128", None),
                8: ("MOV64rm", "MOV64mr", "gr64", "MOV64mi32"),
                4: ("MOV32rm", "MOV32mr", "gr32", "MOV32mi"),
                2: ("MOV16rm", "MOV16mr", "gr16", "MOV16mi"),
                1: ("MOV8rm", "MOV8mr", "gr8", "MOV8mi")}


def select_function(fn: ir.Function, strings: dict[str, str]) -> MachineFunction:
    """Select `fn`. `strings` maps each literal to its global symbol
    (`Module.string_symbols()`)."""
    return _Selector(fn, strings).run()


# ---- constants ----------------------------------------------------------------------------------

def normalise(ty: Ty, value: int) -> int:
    """The constant's bit pattern as a signed integer of its width (what MIR prints)."""
    bits = 32 if ty is Ty.I32 else 64
    value &= (1 << bits) - 1
    return value - (1 << bits) if value >> (bits - 1) else value


def const_key(ty: Ty, value: int | float) -> tuple[Ty, int]:
    """Constants that load the same register share one materialisation: i64 and ref
    (null) are both 64-bit. Float constants are keyed by their bit pattern (so -0.0 and
    NaNs stay distinct)."""
    if ty is Ty.F64:
        return (Ty.F64, f64_bits(value))
    if ty is Ty.F32:
        return (Ty.F32, f32_bits(value))
    return (Ty.I32, normalise(ty, value)) if ty is Ty.I32 else (Ty.I64, normalise(ty, value))


def f64_bits(value: float) -> int:
    return struct.unpack("<Q", struct.pack("<d", value))[0]


def f32_bits(value: float) -> int:
    return struct.unpack("<I", struct.pack("<f", value))[0]


def f32_as_f64_bits(bits: int) -> int:
    """The double with the same value as the float `bits` (NaN payloads kept): LLVM writes
    a `float` constant in hex as that double."""
    if (bits >> 23) & 0xFF == 0xFF:            # inf / NaN: widen the mantissa by hand
        return (bits >> 31) << 63 | 0x7FF << 52 | (bits & 0x7FFFFF) << 29
    return f64_bits(struct.unpack("<f", struct.pack("<I", bits))[0])


def pool_value(ty: Ty, bits: int) -> str:
    """A scalar constant-pool entry in exact hex (cookbook §6)."""
    if ty is Ty.F64:
        return f"double 0x{bits:016X}"
    return f"float 0x{f32_as_f64_bits(bits):016X}"


def fits_simm32(value: int) -> bool:
    return -(1 << 31) <= value < (1 << 31)


def _width(ty: Ty) -> int:
    return 32 if ty in (Ty.I32, Ty.F32) else 64


def _ret_reg(ty: Ty) -> str:
    return "xmm0" if ty.is_float else view("rax", _width(ty))


def _sse(ty: Ty) -> str:
    """The scalar SSE suffix of a float type."""
    return "SD" if ty is Ty.F64 else "SS"


def assign_args(types) -> tuple[list[str | None], int]:
    """System V placement of arguments: each gets an argument register of its bank (names
    at the type's width), or None when it goes on the stack; returns them and the number of
    8-byte stack slots. Integer and float registers are counted separately; stack
    arguments take slots in argument order."""
    out: list[str | None] = []
    ngpr = nxmm = nstack = 0
    for ty in types:
        if ty.is_float and nxmm < len(ARG_XMMS):
            out.append(ARG_XMMS[nxmm])
            nxmm += 1
        elif not ty.is_float and ngpr < len(ARG_GPRS):
            out.append(view(ARG_GPRS[ngpr], _width(ty)))
            ngpr += 1
        else:
            out.append(None)
            nstack += 1
    return out, nstack


# ---- the selector ---------------------------------------------------------------------------------

class _Selector:
    """The state of selecting one function. Methods named `_lower_*` emit into `self.cur`."""

    def __init__(self, fn: ir.Function, strings: dict[str, str]) -> None:
        self.fn = fn
        self.strings = strings
        self.mf = MachineFunction(fn.symbol, il_name=fn.il_name)
        self.vregs: dict[ir.Value, VReg] = {}
        self.mblock: dict[ir.Block, MachineBlock] = {}       # the main block of each SSA block
        self.dispatch: dict[ir.Block, MachineBlock] = {}     # jump-table block after a Switch
        self.case_blocks: dict[ir.Block, set[ir.Block]] = {}  # Switch block -> its case targets
        self.next_in_layout: dict[MachineBlock, MachineBlock | None] = {}
        # block -> constants it defines at its end for its successors' PHIs -> vreg
        self.phi_consts: dict[ir.Block, dict[tuple[Ty, int], VReg | None]] = {}
        self.fused: set[ir.Inst] = set()                     # cmps emitted by their branch
        self.cur: MachineBlock = MachineBlock(-1)
        self.cur_block: ir.Block | None = None                # the SSA block being selected
        self.consts: dict[tuple[Ty, int], VReg] = {}         # this block's materialised constants
        self.pool: dict[tuple[str, int], ConstPoolRef] = {}  # constant-pool entries by value
        self.slots: dict[ir.Inst, FrameIndex] = {}           # SLOT -> its stack object
        self.slot_lea: set[ir.Inst] = set()                  # SLOTs needed as a register value
        self.no_tail_calls = False        # the frame may be referenced by a callee (SLOT/LOCALLOC)
        # GLOBALADDR and ADD(GLOBALADDR..., constant) -> (symbol, offset); those in
        # `sym_needed` are also used as register values (an LEA), the others only as
        # addresses of loads and stores, which fold them RIP-relative.
        self.sym_addr: dict[ir.Inst, tuple[str, int]] = {}
        self.sym_needed: set[ir.Inst] = set()
        self.tail_called: set[ir.Block] = set()              # blocks ended by a TCRETURN
        # address arithmetic folded into memory operands and LEAs (isel/address.py); the
        # values whose every use is a memory operand's address are not computed at all
        self.addresses = AddressPlan({}, set())
        self.memory_only: set[ir.Inst] = set()
        self.index_values: set[ir.Value] = set()             # their vregs are gr64_nosp
        # single-use full-width loads read by their user's memory operand (ADD32rm,
        # CMP64rm, ADDSDrm, ...): nothing between the two may write memory
        self.folded_loads: set[ir.Inst] = set()
        # several instructions as one (isel/combine.py): count masks, read-modify-write,
        # bit tests, rotates; the instructions in `absorbed` are selected by their user
        self.combines = Combines()
        # float constants of loops loaded once before them (isel/hoist.py): block in a loop
        # -> where; (where, constant) -> its vreg; loads for blocks not yet selected
        self.const_home: dict[ir.Block, ir.Block] = {}
        self.hoisted: dict[tuple[ir.Block, tuple[Ty, int]], VReg] = {}
        self.hoist_pending: dict[ir.Block, list[tuple[tuple[Ty, int], VReg]]] = {}
        self.selected: set[ir.Block] = set()
        self.il_offset: int | None = None    # of what is being selected: every MI's il_offset

    def run(self) -> MachineFunction:
        if self.fn.blocks and self.fn.blocks[0].preds:
            raise CompileError("internal: the entry block has predecessors", method=self.fn.il_name)
        self._plan_blocks()
        self._analyse()
        for block in self.fn.blocks:
            self._select_block(block)
        return self.mf

    # -- phase 1 and 2 ----------------------------------------------------------------------

    def _plan_blocks(self) -> None:
        extra = max((b.id for b in self.fn.blocks), default=-1) + 1
        for block in self.fn.blocks:
            mb = MachineBlock(block.id)
            self.mblock[block] = mb
            self.mf.blocks.append(mb)
            if isinstance(block.term, ir.Switch) and block.term.targets:
                self.dispatch[block] = MachineBlock(extra)
                self.mf.blocks.append(self.dispatch[block])
                extra += 1
        for block, dispatch in self.dispatch.items():
            assert isinstance(block.term, ir.Switch)
            dispatch.succs = list(dict.fromkeys(self.mblock[t] for t in block.term.targets))
            self.case_blocks[block] = set(block.term.targets)
        layout = self.mf.blocks
        for i, mb in enumerate(layout):
            self.next_in_layout[mb] = layout[i + 1] if i + 1 < len(layout) else None

    def _analyse(self) -> None:
        uses: dict[ir.Value, int] = {}
        address_uses: dict[ir.Value, int] = {}
        for block in self.fn.blocks:
            for phi in block.phis:
                for pred, value in phi.incoming:
                    uses[value] = uses.get(value, 0) + 1
                    if isinstance(value, ir.Const):
                        self.phi_consts.setdefault(pred, {})[const_key(value.ty, value.value)] = None
            for inst in block.insts:
                for arg in inst.args:
                    uses[arg] = uses.get(arg, 0) + 1
                if inst.op in (Op.LOAD, Op.STORE):
                    address_uses[inst.args[0]] = address_uses.get(inst.args[0], 0) + 1
                if _inline_block_size(inst) is not None:
                    for addr in inst.args[:2 if inst.op is Op.MEMCPY else 1]:
                        address_uses[addr] = address_uses.get(addr, 0) + 1
                if inst.op in (Op.SLOT, Op.LOCALLOC):
                    self.no_tail_calls = True
                symbolic = self._symbolic(inst)
                if symbolic is not None:
                    self.sym_addr[inst] = symbolic
            if block.term is not None:
                for arg in ir.terminator_operands(block.term):
                    uses[arg] = uses.get(arg, 0) + 1
        folded: dict[ir.Value, int] = {}     # uses by a symbolic ADD (which needs no register)
        for inst in self.sym_addr:
            if inst.op is Op.ADD:
                for arg in inst.args:
                    folded[arg] = folded.get(arg, 0) + 1
        for inst in self.sym_addr:
            if uses.get(inst, 0) > address_uses.get(inst, 0) + folded.get(inst, 0):
                self.sym_needed.add(inst)
        self.addresses = AddressPlan(uses, set(self.sym_addr))
        self.addresses.plan([inst for block in self.fn.blocks for inst in block.insts])
        self.memory_only = {inst for inst in self.addresses.shapes if inst not in self.addresses.inner
                            and uses.get(inst, 0) == address_uses.get(inst, 0)}
        self.index_values = self.addresses.index_values()
        self.combines = plan_combines(self.fn, uses, self.addresses.inner)
        if has_float_constant(self.fn):
            self.const_home = constant_homes(self.fn, _makes_call)
        for block in self.fn.blocks:
            cmp = self._fusable_cmp(block)
            if cmp is not None and uses[cmp] == 1:
                self.fused.add(cmp)
        for block in self.fn.blocks:
            self._plan_load_folding(block, uses)
        self._plan_slot_addresses(uses, address_uses)

    def _plan_slot_addresses(self, uses: dict[ir.Value, int], address_uses: dict[ir.Value, int]) -> None:
        """The SLOTs whose address is needed in a register (an LEA of `%stack.N`): not
        those only read as the base of memory operands, directly or in address arithmetic
        whose shape names the slot as its (frame-index) base."""
        absorbed: dict[ir.Value, int] = {}      # uses by address arithmetic made by shapes
        fi_base: dict[ir.Value, bool] = {}      # every shape names it as its base
        for inst, shape in self.addresses.shapes.items():
            if self._alu_lowered(inst):
                continue
            for arg in inst.args:
                absorbed[arg] = absorbed.get(arg, 0) + 1
            if inst not in self.addresses.inner:
                base = shape.base_index()[0]
                for value, _ in shape.terms:
                    fi_base[value] = fi_base.get(value, True) and value is base
        for block in self.fn.blocks:
            for inst in block.insts:
                if inst.op is Op.SLOT and (uses.get(inst, 0) != address_uses.get(inst, 0)
                                           + absorbed.get(inst, 0) or not fi_base.get(inst, True)):
                    self.slot_lea.add(inst)

    def _alu_lowered(self, inst: ir.Inst) -> bool:
        """Address arithmetic selected as an ALU instruction reading memory (ADD64rm)."""
        return any(a in self.folded_loads for a in inst.args)

    def _plan_load_folding(self, block: ir.Block, uses: dict[ir.Value, int]) -> None:
        """Mark the loads of `block` that their only user reads as a memory operand: the
        user is in the same block (a fused compare and the branch count as the block's
        end), no instruction between them may write memory, and the user has a form with
        the load in that operand position (`_memory_operand_ok`)."""
        pending: set[ir.Inst] = set()        # foldable loads seen since the last memory write

        def visit(user: ir.Inst | ir.Branch, args: list[ir.Value]) -> None:
            for k in reversed(range(len(args))):         # one operand, the right one first
                if args[k] in pending and self._memory_operand_ok(user, k, args):
                    self.folded_loads.add(args[k])
                    pending.discard(args[k])
                    return

        absorbed = self.combines.absorbed
        for inst in block.insts:
            if inst.op in MEMORY_WRITES:
                pending.clear()
            elif inst not in self.fused and inst not in absorbed:
                visit(inst, inst.args)
            if (inst.op is Op.LOAD and inst not in absorbed and uses.get(inst, 0) == 1 and isinstance(inst.data, ir.MemAccess)
                    and inst.data.mem in FULL_WIDTH_LOADS and not inst.data.volatile):
                pending.add(inst)
        term = block.term
        if isinstance(term, ir.Branch) and term.then_ is not term.else_:
            a = term.a
            if a in self.fused:
                assert isinstance(a, ir.Inst)
                visit(a, a.args)
            else:
                visit(term, [term.a, term.b])

    def _memory_operand_ok(self, user: ir.Inst | ir.Branch, k: int, args: list[ir.Value]) -> bool:
        """Whether `user` can read its operand `k` (a full-width load) from memory: the
        right operand of an integer or SSE ALU operation (either for a commutative one)
        whose other operand is no constant, either side of an integer compare. An i64 add
        that absorbs address arithmetic stays an LEA (isel/address.py)."""
        other = args[1 - k] if len(args) == 2 else None
        if other is None or other is args[k]:
            return False
        if isinstance(user, ir.Branch) or user.op is Op.CMP:
            return not args[k].ty.is_float
        if isinstance(other, ir.Const):
            return False
        if user in self.addresses.shapes and (user in self.addresses.inner or user in self.memory_only
                                              or any(a in self.addresses.inner for a in args)):
            return False
        if user.ty.is_float:
            return user.op in FLOAT_ARITH and (k == 1 or user.op in (Op.ADD, Op.MUL))
        return (user.op, _width(user.ty)) in ALU_MEM and (k == 1 or user.op in COMMUTATIVE)

    def _symbolic(self, inst: ir.Inst) -> tuple[str, int] | None:
        """`(symbol, offset)` if `inst` is a GLOBALADDR, or an I64 ADD of a symbolic address
        and a constant, with the offset within a signed 32-bit displacement."""
        if inst.op is Op.GLOBALADDR:
            assert isinstance(inst.data, str)
            return (inst.data, 0)
        if inst.op is not Op.ADD or inst.ty is not Ty.I64:
            return None
        a, b = inst.args
        if isinstance(a, ir.Const):
            a, b = b, a
        if not (isinstance(a, ir.Inst) and isinstance(b, ir.Const)):
            return None
        base = self.sym_addr.get(a)
        if base is None and a.op is Op.GLOBALADDR:      # defined later in layout
            base = self._symbolic(a)
        if base is None:
            return None
        offset = base[1] + normalise(Ty.I64, b.value)
        return (base[0], offset) if fits_simm32(offset) else None

    @staticmethod
    def _fusable_cmp(block: ir.Block) -> ir.Inst | None:
        """The `cmp` of `brtrue/brfalse (cmp ...)` when both are in this block: the branch
        can then test the cmp's operands directly instead of materialising a 0/1."""
        term = block.term
        if not (isinstance(term, ir.Branch) and term.cond in (Cond.EQ, Cond.NE)):
            return None
        a, b = term.a, term.b
        if not (isinstance(a, ir.Inst) and a.op is Op.CMP and isinstance(b, ir.Const)
                and b.value == 0 and block.insts and a in block.insts):
            return None
        return a

    # -- phase 3 ----------------------------------------------------------------------------

    def _select_block(self, block: ir.Block) -> None:
        self.cur = self.mblock[block]
        self.cur_block = block
        self.consts = {}
        self.il_offset = None
        for phi in block.phis:      # number the PHIs before their operands
            self.vreg(phi)
        for phi in block.phis:
            self._lower_phi(block, phi)
        if block is self.fn.blocks[0]:
            self._lower_params()
        absorbed = self.combines.absorbed
        for inst in block.insts:
            if inst not in self.fused and inst not in absorbed:
                self.il_offset = inst.il_offset
                self._lower_inst(inst)
        if block in self.tail_called:       # TCRETURN ended it; the Return is implied
            return
        term_offset = getattr(block.term, "il_offset", None)
        if term_offset is not None:         # (else the last instruction's)
            self.il_offset = term_offset
        for key in self.phi_consts.get(block, {}):
            self._materialise(*key, self._phi_const(block, key))
        for key, reg in self.hoist_pending.pop(block, []):
            self._materialise(*key, reg)
        self._lower_term(block)
        self.selected.add(block)

    def _lower_phi(self, block: ir.Block, phi: ir.Phi) -> None:
        ops: list = []
        seen: set[ir.Block] = set()
        for pred, value in phi.incoming:
            if pred in seen:
                continue
            seen.add(pred)
            reg = (self._phi_const(pred, const_key(value.ty, value.value))
                   if isinstance(value, ir.Const) else self.vreg(value))
            for mpred in self._edge_blocks(pred, block):
                ops += [reg, mpred]
        self.emit("PHI", [self.vreg(phi)], ops)

    def _edge_blocks(self, pred: ir.Block, succ: ir.Block) -> list[MachineBlock]:
        """The machine blocks that carry the SSA edge pred -> succ: a switch reaches its
        default from its own block and its cases from the dispatch block (both, if the
        default is also a case)."""
        if pred not in self.dispatch:
            return [self.mblock[pred]]
        term = pred.term
        assert isinstance(term, ir.Switch)
        out = [self.mblock[pred]] if term.default is succ else []
        if succ in self.case_blocks[pred]:
            out.append(self.dispatch[pred])
        return out

    def _phi_const(self, pred: ir.Block, key: tuple[Ty, int]) -> VReg:
        """The vreg `pred` defines at its end for the constant `key` of a successor's PHI."""
        slots = self.phi_consts[pred]
        reg = slots[key]
        if reg is None:
            reg = slots[key] = self.mf.new_vreg(REG_CLASS[key[0]])
        return reg

    # -- values ------------------------------------------------------------------------------

    def emit(self, opcode: str, defs=(), uses=(), **kw) -> MachineInstr:
        mi = make(opcode, defs, uses, **kw)
        mi.il_offset = self.il_offset
        self.cur.instrs.append(mi)
        return mi

    def copy(self, dst: Reg, src: Reg | RegOp) -> None:
        self.emit("COPY", [dst], [src])

    def new(self, rc: str) -> VReg:
        return self.mf.new_vreg(rc)

    def vreg(self, value: ir.Value) -> VReg:
        """The vreg holding a non-constant value (allocated on first mention)."""
        reg = self.vregs.get(value)
        if reg is None:
            rc = REG_CLASS[value.ty]
            if value in self.index_values and rc == "gr64":
                rc = ADDRESS_INDEX_CLASS
            reg = self.vregs[value] = self.mf.new_vreg(rc)
        return reg

    def use(self, value: ir.Value) -> VReg:
        """A register holding `value`, materialising a constant once per block."""
        if not isinstance(value, ir.Const):
            return self.vreg(value)
        key = const_key(value.ty, value.value)
        reg = self.consts.get(key)
        if reg is None:
            home = self.const_home.get(self.cur_block) if value.ty.is_float and key[1] else None
            reg = self.consts[key] = (self._materialise(*key) if home is None else self._hoist(home, key))
        return reg

    def _hoist(self, home: ir.Block, key: tuple[Ty, int]) -> VReg:
        """The vreg of a float constant loaded once in `home`, before a loop (isel/hoist.py):
        at the end of `home`, before its jump, now if it is selected, else when it is."""
        reg = self.hoisted.get((home, key))
        if reg is not None:
            return reg
        reg = self.hoisted[(home, key)] = self.new(REG_CLASS[key[0]])
        if home not in self.selected:
            self.hoist_pending.setdefault(home, []).append((key, reg))
            return reg
        here, self.cur = self.cur, MachineBlock(-1)
        self._materialise(*key, reg)
        loads, self.cur = self.cur.instrs, here
        instrs = self.mblock[home].instrs
        end = len(instrs)
        while end and desc(instrs[end - 1].opcode).terminator:
            end -= 1
        instrs[end:end] = loads
        return reg

    @staticmethod
    def imm(value: ir.Value) -> int | None:
        """`value` as an immediate operand (imm32, sign-extended for 64-bit ops), if it is
        a constant that fits."""
        if not isinstance(value, ir.Const) or value.ty.is_float:
            return None
        n = normalise(value.ty, value.value)
        return n if fits_simm32(n) else None

    def _materialise(self, ty: Ty, value: int, dst: VReg | None = None) -> VReg:
        """Load a constant (cookbook §3) into `dst` (a new vreg if None). Never MOV32ri +
        SUBREG_TO_REG for a 64-bit value: llc 19 folds that into a sign-extended
        immediate at -O2. A float (`value` = its bits) is FsFLD0SD/SS for +0.0, else a load
        from the constant pool."""
        if ty.is_float:
            dst = dst if dst is not None else self.new(REG_CLASS[ty])
            if value == 0:
                self.emit(f"FsFLD0{_sse(ty)}", [dst])
            else:
                self.emit(f"MOV{_sse(ty)}rm_alt", [dst], [self.pool_mem(ty, value)],
                          mem=f"load (s{_width(ty)}) from constant-pool")
            return dst
        if value == 0 and ty is not Ty.I32:
            low = self.new("gr32")
            self.emit("MOV32r0", [low])
            dst = dst if dst is not None else self.new("gr64")
            self.emit("SUBREG_TO_REG", [dst], [0, low, "sub_32bit"])
            return dst
        dst = dst if dst is not None else self.new(REG_CLASS[ty])
        if value == 0:
            self.emit("MOV32r0", [dst])
        elif ty is Ty.I32:
            self.emit("MOV32ri", [dst], [value])
        elif fits_simm32(value):
            self.emit("MOV64ri32", [dst], [value])
        elif 0 < value < (1 << 32):
            self.emit("MOV32ri64", [dst], [value])
        else:
            self.emit("MOV64ri", [dst], [value])
        return dst

    def pool_mem(self, ty: Ty, bits: int) -> Mem:
        """`$rip, 1, $noreg, %const.N, $noreg` for a scalar float constant (deduplicated)."""
        return self._pool(pool_value(ty, bits), _width(ty) // 8)

    def _pool(self, value: str, alignment: int) -> Mem:
        ref = self.pool.get((value, alignment))
        if ref is None:
            ref = self.pool[(value, alignment)] = ConstPoolRef(len(self.mf.constants))
            self.mf.constants.append(PoolConstant(ref.index, value, alignment))
        return Mem(PReg("rip"), disp=ref)

    def _lower_params(self) -> None:
        """Incoming arguments: COPYs from the System V registers, then loads of the
        stack arguments (fixed stack objects; offset 0 is just above the return address)."""
        loads: list[tuple[ir.Param, int]] = []
        regs, _ = assign_args(p.ty for p in self.fn.params)
        for param, reg in zip(self.fn.params, regs):
            if reg is not None:
                phys = PReg(reg)
                self.cur.liveins.append(phys)
                self.copy(self.vreg(param), phys)
            else:
                loads.append((param, len(loads)))
        for param, k in loads:
            offset = STACK_SLOT * k
            align = 16 if offset == 0 else 8
            self.mf.fixed_stack.append(FixedStackObject(k, offset, STACK_SLOT, align))
            bits = _width(param.ty)
            mem = f"load (s{bits}) from %fixed-stack.{k}" + (f", align {align}" if align != bits // 8 else "")
            opcode = (f"MOV{_sse(param.ty)}rm_alt" if param.ty.is_float else
                      "MOV32rm" if bits == 32 else "MOV64rm")
            self.emit(opcode, [self.vreg(param)], [Mem(FrameIndex(k, fixed=True))], mem=mem)

    # -- instructions ----------------------------------------------------------------------------

    def _lower_inst(self, inst: ir.Inst) -> None:
        op = inst.op
        try:
            if inst in self.sym_addr:
                self._lower_symbolic(inst)
            elif inst in self.addresses.shapes:
                self._lower_address_value(inst)
            elif op is Op.BITCAST:
                # i64 <-> ref: both live in gr64, so the same bits in a new vreg
                self.copy(self.vreg(inst), self.use(inst.args[0]))
            elif inst.ty.is_float and op in FLOAT_ARITH_OPS:
                self._lower_float_arith(inst)
            elif op in FLOAT_CONV_OPS:
                self._lower_float_conversion(inst)
            elif op in MEMORY_OPS:
                self._lower_memory(inst)
            elif op in (Op.CALL, Op.CALLI):
                self._lower_call(inst)
            elif op is Op.FUNCADDR:
                assert isinstance(inst.data, ir.Callee)
                self.emit("LEA64r", [self.vreg(inst)], [Mem(PReg("rip"), disp=Symbol(inst.data.symbol))])
            elif op in DIVISION:
                self._lower_division(inst)
            elif op in ALU_OPS:
                self._lower_alu(inst)
            elif op in SHIFT_OPS:
                self._lower_shift(inst)
            elif inst in self.combines.rotates:
                self._lower_rotate(inst)
            elif op in (Op.NEG, Op.NOT):
                self.emit(f"{op.name}{_width(inst.ty)}r", [self.vreg(inst)], [self.use(inst.args[0])])
            elif op in ir.CONV_OPS:
                self._lower_conversion(inst)
            elif op is Op.CMP:
                self._lower_cmp_value(inst)
            elif op is Op.STR:
                self._lower_str(inst)
            else:
                raise CompileError(f"instruction selection does not support '{op.value}'")
        except CompileError as e:
            raise e.located(method=self.fn.il_name, offset=inst.il_offset)

    def _lower_symbolic(self, inst: ir.Inst) -> None:
        """GLOBALADDR (and a constant added to one): `LEA64r $rip, 1, $noreg, @sym + off,
        $noreg`, only when the address is needed as a value (loads and stores fold it)."""
        if inst in self.sym_needed:
            symbol, offset = self.sym_addr[inst]
            self.emit("LEA64r", [self.vreg(inst)], [Mem(PReg("rip"), disp=Symbol(symbol, offset=offset))])

    def _lower_address_value(self, inst: ir.Inst) -> None:
        """Address arithmetic (isel/address.py): nothing when its user or its loads and
        stores absorb it, else one LEA64r (a COPY when it is just another value)."""
        if inst in self.addresses.inner or inst in self.memory_only:
            return
        shape = self.addresses.shapes[inst]
        if self._alu_lowered(inst):
            self._lower_alu(inst)           # an add reading memory: ADD64rm
        elif shape.trivial:
            self.copy(self.vreg(inst), self.use(shape.terms[0][0]))
        else:
            self.emit("LEA64r", [self.vreg(inst)], [self._shape_mem(shape)])

    def _shape_mem(self, shape: Shape, offset: int = 0) -> Mem:
        """The memory operand of a shape; a SLOT base is its frame index (`%stack.N`)."""
        base, index, scale = shape.base_index()
        where: Reg | FrameIndex | None = None
        if isinstance(base, ir.Inst) and base.op is Op.SLOT:
            where = self.slots[base]
        elif base is not None:
            where = self.use(base)
        return Mem(where, scale, None if index is None else self.use(index), shape.disp + offset)

    def _load_operand(self, value: ir.Value) -> tuple[Mem, str] | None:
        """The address and memory operand of a load its user reads from memory."""
        if value not in self.folded_loads:
            return None
        assert isinstance(value, ir.Inst) and isinstance(value.data, ir.MemAccess)
        return self._address(value.args[0], "load", value.data)

    def _lower_alu(self, inst: ir.Inst) -> None:
        a, b = inst.args
        if inst.op in COMMUTATIVE and (self.imm(a) is not None and self.imm(b) is None
                                       or a in self.folded_loads):
            a, b = b, a
        rr, ri = ALU[(inst.op, _width(inst.ty))]
        imm = self.imm(b)
        loaded = self._load_operand(b)
        if imm is not None:
            self.emit(ri, [self.vreg(inst)], [self.use(a), imm])
        elif loaded is not None:
            self.emit(ALU_MEM[(inst.op, _width(inst.ty))], [self.vreg(inst)], [self.use(a), loaded[0]],
                      mem=loaded[1])
        else:
            ra, rb = self.use(a), self.use(b)
            self.emit(rr, [self.vreg(inst)], [ra, rb])

    def _lower_shift(self, inst: ir.Inst) -> None:
        """Variable counts go through `$cl` (the count's low byte), read through the masks
        the hardware applies itself (isel/combine.py); constant counts are masked to the
        width, which is x86's (and Mono's) meaning of an oversized count."""
        value, count = inst.args[0], self.combines.count(inst)
        bits = _width(inst.ty)
        by_cl, by_imm = SHIFT[(inst.op, bits)]
        src = self.use(value)
        if isinstance(count, ir.Const):
            self.emit(by_imm, [self.vreg(inst)], [src, count.value & (bits - 1)])
            return
        self._count_in_cl(count)
        self.emit(by_cl, [self.vreg(inst)], [src])

    def _count_in_cl(self, count: ir.Value) -> None:
        low = self.new("gr8")
        self.copy(low, RegOp(self.use(count), subreg="sub_8bit"))
        self.copy(PReg("cl"), low)

    def _lower_rotate(self, inst: ir.Inst) -> None:
        """`~(1 << n)` as `rol(-2, n)` (isel/combine.py)."""
        shl = self.combines.rotates[inst]
        bits = _width(inst.ty)
        ones = self.use(ir.Const(inst.ty, value=-2))
        self._count_in_cl(self.combines.count(shl))
        self.emit(f"ROL{bits}rCL", [self.vreg(inst)], [ones])

    def _lower_division(self, inst: ir.Inst) -> None:
        """Dividend in eax (rax), extended into edx (rdx) by CDQ/CQO or zeroed for unsigned;
        quotient from eax, remainder from edx (cookbook §3). The frontend has already
        guarded against a zero divisor and MinValue / -1."""
        bits = _width(inst.ty)
        lo, hi = view("rax", bits), view("rdx", bits)
        signed = inst.op in (Op.DIV, Op.REM)
        want_rem = inst.op in (Op.REM, Op.REM_UN)
        dividend, divisor = self.use(inst.args[0]), self.use(inst.args[1])
        if signed:
            self.copy(PReg(lo), dividend)
            self.emit("CDQ" if bits == 32 else "CQO")
            opcode = f"IDIV{bits}r"
        else:
            zero = self.use(ir.Const(inst.ty, value=0))
            self.copy(PReg(lo), dividend)
            self.copy(PReg(hi), zero)
            opcode = f"DIV{bits}r"
        self.emit(opcode, [], [divisor], dead=[lo if want_rem else hi])
        self.copy(self.vreg(inst), PReg(hi if want_rem else lo))

    def _lower_conversion(self, inst: ir.Inst) -> None:
        src = self.use(inst.args[0])
        if inst.op in SMALL_EXT:
            subreg, rc, opcode = SMALL_EXT[inst.op]
            low = self.new(rc)
            self.copy(low, RegOp(src, subreg=subreg))
            self.emit(opcode, [self.vreg(inst)], [low])
        elif inst.op is Op.SEXT32:
            self.emit("MOVSX64rr32", [self.vreg(inst)], [src])
        elif inst.op is Op.ZEXT32:
            # a 32-bit write zeroes the upper half; SUBREG_TO_REG states that to LLVM
            low = self.new("gr32")
            self.emit("MOV32rr", [low], [src])
            self.emit("SUBREG_TO_REG", [self.vreg(inst)], [0, low, "sub_32bit"])
        else:  # TRUNC: a COPY of the low half (never EXTRACT_SUBREG: lost at -O0)
            self.copy(self.vreg(inst), RegOp(src, subreg="sub_32bit"))

    def _lower_cmp_value(self, inst: ir.Inst) -> None:
        assert isinstance(inst.data, Cond)
        cond, (a, b) = inst.data, inst.args
        if a.ty.is_float and cond in (Cond.EQ, Cond.NE):
            # ordered ==: E and NP; unordered-or !=: NE or P
            self._fcompare(a, b)
            one, two = self.new("gr8"), self.new("gr8")
            self.emit("SETCCr", [one], [CC["e"] if cond is Cond.EQ else CC["ne"]])
            self.emit("SETCCr", [two], [CC["np"] if cond is Cond.EQ else CC["p"]])
            flag = self.new("gr8")
            self.emit("AND8rr" if cond is Cond.EQ else "OR8rr", [flag], [one, two])
        else:
            cc = self._compare(cond, a, b)
            flag = self.new("gr8")
            self.emit("SETCCr", [flag], [cc])
        self.emit("MOVZX32rr8", [self.vreg(inst)], [flag])

    def _fcompare(self, a: ir.Value, b: ir.Value) -> None:
        """UCOMISD/UCOMISS a, b; a constant `b` is read from the constant pool (`rm` form),
        a constant `a` is materialised (UCOMIS has no immediate)."""
        ra = self.use(a)
        if isinstance(b, ir.Const):
            self.emit(f"UCOMI{_sse(a.ty)}rm", [], [ra, self.pool_mem(*const_key(b.ty, b.value))],
                      mem=f"load (s{_width(b.ty)}) from constant-pool")
        else:
            self.emit(f"UCOMI{_sse(a.ty)}rr", [], [ra, self.use(b)])

    def _compare(self, cond: Cond, a: ir.Value, b: ir.Value) -> int:
        """Emit CMP/TEST of a against b; return the condition code for `a cond b`.
        A constant goes to the right (an imm32 operand); comparing with 0 uses TEST,
        which sets the flags exactly as CMP with 0 does."""
        if a.ty.is_float:
            assert cond not in (Cond.EQ, Cond.NE), "float ==/!= need two flags"
            swap, cc = FLOAT_CC[cond]
            self._fcompare(*((b, a) if swap else (a, b)))
            return cc
        if isinstance(a, ir.Const) and not isinstance(b, ir.Const):
            a, b, cond = b, a, cond.swapped()
        bits = _width(a.ty)
        imm = self.imm(b)
        if a in self.combines.bit_tests and imm == 0 and cond in (Cond.EQ, Cond.NE):
            return self._bit_test(a, cond)
        if a in self.combines.tests and imm == 0:
            self._test(a)
            return COND_CC[cond]
        left, right = self._load_operand(a), self._load_operand(b)
        if left is not None:            # [mem] against a register or an immediate
            if imm is not None:
                self.emit("CMP32mi" if bits == 32 else "CMP64mi32", [], [left[0], imm], mem=left[1])
            else:
                self.emit(f"CMP{bits}mr", [], [left[0], self.use(b)], mem=left[1])
            return COND_CC[cond]
        ra = self.use(a)
        if right is not None:
            self.emit(f"CMP{bits}rm", [], [ra, right[0]], mem=right[1])
        elif imm == 0:
            self.emit(f"TEST{bits}rr", [], [ra, ra])
        elif imm is not None:
            self.emit("CMP32ri" if bits == 32 else "CMP64ri32", [], [ra, imm])
        else:
            rb = self.use(b)
            self.emit(f"CMP{bits}rr", [], [ra, rb])
        return COND_CC[cond]

    def _bit_test(self, test: ir.Value, cond: Cond) -> int:
        """`(x & (1 << n)) ==/!= 0` as `BT x, n` (isel/combine.py): CF is the bit. A 64-bit
        BT takes its bit index zero-extended to a 64-bit register."""
        assert isinstance(test, ir.Inst)
        value, shl = self.combines.bit_tests[test]
        bits = _width(test.ty)
        index = self.use(self.combines.count(shl))
        if bits == 64:
            index = self._zext64(index)
        self.emit(f"BT{bits}rr", [], [self.use(value), index])
        return CC["ae"] if cond is Cond.EQ else CC["b"]

    def _test(self, conj: ir.Value) -> None:
        """`x & y` compared with 0 as `TEST x, y` (isel/combine.py); an imm32 is TEST32ri."""
        assert isinstance(conj, ir.Inst)
        x, y = conj.args
        if self.imm(x) is not None:
            x, y = y, x
        bits, imm = _width(conj.ty), self.imm(y)
        if imm is not None:
            self.emit("TEST32ri" if bits == 32 else "TEST64ri32", [], [self.use(x), imm])
        else:
            self.emit(f"TEST{bits}rr", [], [self.use(x), self.use(y)])

    def _lower_call(self, inst: ir.Inst) -> None:
        callee = inst.data
        assert isinstance(callee, ir.Callee)
        if inst.op is Op.CALLI:
            target: Symbol | ir.Value = inst.args[0]
            args = inst.args[1:]
        else:
            form = INLINE_CALLS.get(callee.symbol)
            if form is not None:
                self._lower_inline_call(form, inst)
                return
            target, args = Symbol(callee.symbol), inst.args
        tail = inst.tail and self._can_tail_call(inst, args)
        self._call(target, args, callee.ret, inst, tail=tail)

    def _lower_inline_call(self, form: InlineCall, inst: ir.Inst) -> None:
        """A runtime function computed in place (target.x86_64.INLINE_CALLS), with the
        runtime's exact result; a `tail.` call of one is followed by its Return as usual."""
        args = [self.use(a) for a in inst.args]
        dst, ty = self.vreg(inst), inst.ty
        if form.pattern == "sse":
            self.emit(form.opcode, [dst], args)
        elif form.pattern == "and_mask":
            wide = self.new("vr128")
            self.copy(wide, args[0])
            masked = self.new("vr128")
            self.emit(form.opcode, [masked], [wide, self._pool(form.mask, 16)],
                      mem="load (s128) from constant-pool")
            self.copy(dst, masked)
        elif form.pattern == "nan_first":
            # MINSD/MAXSD a, b is right unless a is NaN (it gives b); then a's bits, by a
            # CMOVP on UCOMIS a, a (unordered only for a NaN)
            a, b = args
            chosen = self.new(REG_CLASS[ty])
            self.emit(form.opcode, [chosen], [a, b])
            gpr, to_gpr, back = (("gr64", "MOVSDto64rr", "MOV64toSDrr") if ty is Ty.F64 else
                                 ("gr32", "MOVSS2DIrr", "MOVDI2SSrr"))
            chosen_bits, a_bits = self.new(gpr), self.new(gpr)
            self.emit(to_gpr, [chosen_bits], [chosen])
            self.emit(to_gpr, [a_bits], [a])
            self.emit(f"UCOMI{_sse(ty)}rr", [], [a, a])
            bits = self.new(gpr)
            self.emit(f"CMOV{_width(ty)}rr", [bits], [chosen_bits, a_bits, CC["p"]])
            self.emit(back, [dst], [bits])
        elif form.pattern == "cmov":
            a, b = args
            self.emit(f"CMP{form.bits}rr", [], [a, b])
            self.emit(form.opcode, [dst], [b, a, form.cc])     # cc ? a : b
        else:
            raise AssertionError(f"unknown inline call pattern {form.pattern!r}")

    def _can_tail_call(self, inst: ir.Inst, args: list[ir.Value]) -> bool:
        """`tail.` becomes a jump when the call is the block's last instruction before the
        Return of its value, every argument goes in a register (so nothing overwrites our
        own incoming stack arguments), and no stack slot or localloc of this frame can be
        referenced by the callee."""
        block = self.cur_block
        term = block.term
        callee = inst.data
        assert isinstance(callee, ir.Callee)
        return (not self.no_tail_calls and not callee.noreturn and block.insts[-1] is inst
                and isinstance(term, ir.Return) and term.value in (None, inst)
                and (term.value is not None or self.fn.ret is Ty.VOID)
                and assign_args(a.ty for a in args)[1] == 0)

    def _call(self, target: Symbol | ir.Value, args: list[ir.Value], ret: Ty, result: ir.Inst | None,
              tail: bool = False) -> None:
        """System V call (cookbook §7): operands first (constants must not be materialised
        between the argument copies and the call), then ADJCALLSTACKDOWN64, stack
        arguments stored through a copy of $rsp, the argument registers, the call with
        every argument and result register named, ADJCALLSTACKUP64, the result copy into
        `result`'s vreg.
        `target` is a symbol or the value of a function pointer (CALL64r). A tail call is
        TCRETURNdi64/ri64 with the argument copies only; it ends the block."""
        regs, nstack = assign_args(a.ty for a in args)
        pointer = self.use(target) if isinstance(target, ir.Value) else None
        in_regs = [(reg, self.use(arg)) for arg, reg in zip(args, regs) if reg is not None]
        on_stack = [(arg, self.imm(arg)) for arg, reg in zip(args, regs) if reg is None]
        on_stack = [(arg, imm if imm is not None else self.use(arg)) for arg, imm in on_stack]
        arg_regs = [reg for reg, _ in in_regs]
        if tail:
            assert not on_stack
            if pointer is not None:
                tc = self.new("gr64_tc")
                self.copy(tc, pointer)
            for reg, value in in_regs:
                self.copy(PReg(reg), value)
            if pointer is not None:
                self.emit("TCRETURNri64", [], [tc, 0, RegMask("csr_64")], extra_uses=arg_regs)
            else:
                assert isinstance(target, Symbol)
                self.emit("TCRETURNdi64", [], [target, 0, RegMask("csr_64")], extra_uses=arg_regs)
            self.tail_called.add(self.cur_block)
            return
        self.mf.has_calls = True
        size = STACK_SLOT * nstack
        self.emit("ADJCALLSTACKDOWN64", [], [size, 0, 0])
        if on_stack:
            sp = self.new("gr64")
            self.copy(sp, PReg("rsp"))
            for k, (arg, item) in enumerate(on_stack):
                self._store_stack_arg(sp, STACK_SLOT * k, arg.ty, item)
        for reg, value in in_regs:
            self.copy(PReg(reg), value)
        results = [] if ret is Ty.VOID else [_ret_reg(ret)]
        if pointer is not None:
            self.emit("CALL64r", [], [pointer, RegMask("csr_64")], extra_uses=arg_regs, extra_defs=results)
        else:
            self.emit("CALL64pcrel32", [], [target, RegMask("csr_64")],
                      extra_uses=arg_regs, extra_defs=results)
        self.emit("ADJCALLSTACKUP64", [], [size, 0])
        if results and result is not None:
            self.copy(self.vreg(result), PReg(results[0]))

    def _store_stack_arg(self, sp: VReg, offset: int, ty: Ty, item: VReg | int) -> None:
        bits = _width(ty)
        where = "stack" + (f" + {offset}" if offset else "")
        if isinstance(item, int):
            opcode = "MOV32mi" if bits == 32 else "MOV64mi32"
        elif ty.is_float:
            opcode = f"MOV{_sse(ty)}mr"
        else:
            opcode = "MOV32mr" if bits == 32 else "MOV64mr"
        self.emit(opcode, [], [Mem(sp, disp=offset), item], mem=f"store (s{bits}) into {where}")

    def _lower_str(self, inst: ir.Inst) -> None:
        symbol = self.strings.get(inst.data)
        if symbol is None:
            raise CompileError(f"internal: no symbol for string literal {inst.data!r}")
        self.emit("LEA64r", [self.vreg(inst)], [Mem(PReg("rip"), disp=Symbol(symbol))])

    # -- floating point ----------------------------------------------------------------------------

    def _lower_float_arith(self, inst: ir.Inst) -> None:
        """ADDSD & co. (two-address, `implicit $mxcsr`); a constant right operand is read
        from the constant pool (`rm` form); NEG flips the sign bit with PXOR against a
        16-byte mask (as llc does); REM is a call of C's fmod/fmodf."""
        ty, op = inst.ty, inst.op
        if op is Op.REM:
            self._call(Symbol("fmod" if ty is Ty.F64 else "fmodf", external=True), inst.args, ty, inst)
            return
        if op is Op.NEG:
            wide = self.new("vr128")
            self.copy(wide, self.use(inst.args[0]))
            mask = self._pool("<2 x i64> <i64 -9223372036854775808, i64 -9223372036854775808>"
                              if ty is Ty.F64 else
                              "<4 x i32> <i32 -2147483648, i32 -2147483648, i32 -2147483648, "
                              "i32 -2147483648>", 16)
            flipped = self.new("vr128")
            self.emit("PXORrm", [flipped], [wide, mask], mem="load (s128) from constant-pool")
            self.copy(self.vreg(inst), flipped)
            return
        a, b = inst.args
        if op in (Op.ADD, Op.MUL) and (isinstance(a, ir.Const) and not isinstance(b, ir.Const)
                                       or a in self.folded_loads):
            a, b = b, a
        name = f"{FLOAT_ARITH[op]}{_sse(ty)}"
        loaded = self._load_operand(b)
        if loaded is not None:
            self.emit(f"{name}rm", [self.vreg(inst)], [self.use(a), loaded[0]], mem=loaded[1])
        elif isinstance(b, ir.Const):
            self.emit(f"{name}rm", [self.vreg(inst)], [self.use(a), self.pool_mem(*const_key(ty, b.value))],
                      mem=f"load (s{_width(ty)}) from constant-pool")
        else:
            ra, rb = self.use(a), self.use(b)
            self.emit(f"{name}rr", [self.vreg(inst)], [ra, rb])

    def _lower_float_conversion(self, inst: ir.Inst) -> None:
        op, dst_ty = inst.op, inst.ty
        (arg,) = inst.args
        src = self.use(arg)
        dst = self.vreg(inst)
        if op is Op.I2F:
            self.emit(f"CVTSI{'64' if _width(arg.ty) == 64 else ''}2{_sse(dst_ty)}rr", [dst], [src])
        elif op is Op.U2F and arg.ty is Ty.I32:
            # zero-extend to 64 bits; every u32 is then a non-negative i64
            self.emit(f"CVTSI642{_sse(dst_ty)}rr", [dst], [self._zext64(src)])
        elif op is Op.U2F:
            self._u64_to_float(src, dst_ty, dst)
        elif op is Op.F2I:
            wide = "64" if _width(dst_ty) == 64 else ""
            self.emit(f"CVTT{_sse(arg.ty)}2SI{wide}rr", [dst], [src])
        elif op is Op.F2U64:
            self._float_to_u64(arg.ty, src, dst)
        elif op is Op.FEXT:
            self.emit("CVTSS2SDrr", [dst], [src])
        else:   # FTRUNC
            self.emit("CVTSD2SSrr", [dst], [src])

    def _zext64(self, src: VReg) -> VReg:
        low = self.new("gr32")
        self.emit("MOV32rr", [low], [src])
        wide = self.new("gr64")
        self.emit("SUBREG_TO_REG", [wide], [0, low, "sub_32bit"])
        return wide

    def _u64_to_float(self, src: VReg, ty: Ty, dst: VReg) -> None:
        """uint64 -> float, branch-free: a value with the top bit set is halved keeping
        the lost bit sticky ((x >> 1) | (x & 1), so rounding stays correct), converted,
        and doubled (exactly) by multiplying with 2.0 instead of 1.0. llc does the same
        halving with a branch (f32) or a PUNPCKLDQ/SUBPD trick (f64)."""
        half = self.new("gr64")
        self.emit("SHR64ri", [half], [src, 1])
        low = self.new("gr64")
        self.emit("AND64ri32", [low], [src, 1])
        sticky = self.new("gr64")
        self.emit("OR64rr", [sticky], [half, low])
        bits = 64 if ty is Ty.F64 else 32
        one_bits = f64_bits(1.0) if ty is Ty.F64 else f32_bits(1.0)
        two_bits = f64_bits(2.0) if ty is Ty.F64 else f32_bits(2.0)
        one, two = self.new(f"gr{bits}"), self.new(f"gr{bits}")
        self.emit("MOV64ri" if bits == 64 else "MOV32ri", [one], [one_bits])
        self.emit("MOV64ri" if bits == 64 else "MOV32ri", [two], [two_bits])
        self.emit("TEST64rr", [], [src, src])
        value = self.new("gr64")
        self.emit("CMOV64rr", [value], [src, sticky, CC["s"]])
        factor = self.new(f"gr{bits}")
        self.emit(f"CMOV{bits}rr", [factor], [one, two, CC["s"]])
        converted = self.new(REG_CLASS[ty])
        self.emit(f"CVTSI642{_sse(ty)}rr", [converted], [value])
        scale = self.new(REG_CLASS[ty])
        self.emit("MOV64toSDrr" if ty is Ty.F64 else "MOVDI2SSrr", [scale], [factor])
        self.emit(f"MUL{_sse(ty)}rr", [dst], [converted, scale])

    def _float_to_u64(self, ty: Ty, src: VReg, dst: VReg) -> None:
        """Mono's conv.u8 (mono_fconv_u8): x < 2^63 ? (i64)x : (i64)(x - 2^63) + 2^63,
        branch-free with a CMOV. NaN is not < 2^63, so it takes the second arm (-> 0)."""
        p = _sse(ty)
        limit = self._materialise(ty, f64_bits(2.0 ** 63) if ty is Ty.F64 else f32_bits(2.0 ** 63))
        low = self.new("gr64")
        self.emit(f"CVTT{p}2SI64rr", [low], [src])
        shifted = self.new(REG_CLASS[ty])
        self.emit(f"SUB{p}rr", [shifted], [src, limit])
        high = self.new("gr64")
        self.emit(f"CVTT{p}2SI64rr", [high], [shifted])
        top = self._materialise(Ty.I64, -(1 << 63))
        high2 = self.new("gr64")
        self.emit("XOR64rr", [high2], [high, top])          # + 2^63, wrapping
        self.emit(f"UCOMI{p}rr", [], [limit, src])            # limit > x: ordered
        self.emit("CMOV64rr", [dst], [high2, low, CC["a"]])

    # -- memory ------------------------------------------------------------------------------------

    def _address(self, value: ir.Value, kind: str, access: ir.MemAccess) -> tuple[Mem, str]:
        """The x86 address of a pointer value and the memory operand of a `kind` ("load" or
        "store") access through it: a SLOT is folded as its frame index (`%stack.N`, named
        in the memory operand), anything else is a base register (unknown object)."""
        size = access.mem.size
        text = f"{'volatile ' if access.volatile else ''}{kind} (s{size * 8})"
        if isinstance(value, ir.Inst) and value.op is Op.SLOT:
            fi = self.slots[value]
            addr = Mem(fi)
            text += f" {'from' if kind == 'load' else 'into'} {fi}"
        elif value in self.sym_addr:
            symbol, offset = self.sym_addr[value]
            sym = Symbol(symbol, offset=offset)
            addr = Mem(PReg("rip"), disp=sym)
            text += f" {'from' if kind == 'load' else 'into'} {sym}"
        elif value in self.memory_only:
            addr = self._shape_mem(self.addresses.shapes[value])
        else:
            addr = Mem(self.use(value))
        if access.align and access.align < size:
            text += f", align {access.align}"
        return addr, text

    def _lower_memory(self, inst: ir.Inst) -> None:
        op = inst.op
        if op is Op.SLOT:
            slot = inst.data
            assert isinstance(slot, ir.Slot)
            fi = self.slots[inst] = self.mf.add_stack_object(slot.size, max(slot.align, 1))
            if inst in self.slot_lea:
                self.emit("LEA64r", [self.vreg(inst)], [Mem(fi)])
        elif op is Op.LOAD:
            if inst in self.folded_loads:
                return                      # its user reads the memory
            access = inst.data
            assert isinstance(access, ir.MemAccess)
            addr, mem = self._address(inst.args[0], "load", access)
            self.emit(LOAD_OP[access.mem], [self.vreg(inst)], [addr], mem=mem)
        elif op is Op.STORE:
            self._lower_store(inst)
        elif op is Op.LOCALLOC:
            self._lower_localloc(inst)
        elif _inline_block_size(inst) is not None:
            self._lower_block_moves(inst, _inline_block_size(inst))
        elif op is Op.MEMCPY:
            self._call(Symbol("memcpy", external=True), inst.args, Ty.VOID, None)
        else:  # MEMSET
            self._call(Symbol("memset", external=True), inst.args, Ty.VOID, None)

    def _block_address(self, value: ir.Value, offset: int, kind: str, size: int) -> tuple[Mem, str]:
        """`value + offset`, a chunk of a block copy or fill, as `_address` folds it, and its
        memory operand (alignment 1: nothing is known about the block's)."""
        where = "from" if kind == "load" else "into"
        text = f"{kind} (s{size * 8})"
        if isinstance(value, ir.Inst) and value.op is Op.SLOT:
            fi = self.slots[value]
            addr = Mem(fi, disp=offset)
            text += f" {where} {fi}" + (f" + {offset}" if offset else "")
        elif value in self.sym_addr:
            symbol, base = self.sym_addr[value]
            sym = Symbol(symbol, offset=base + offset)
            addr = Mem(PReg("rip"), disp=sym)
            text += f" {where} {sym}"
        elif value in self.memory_only:
            addr = self._shape_mem(self.addresses.shapes[value], offset)
        else:
            addr = Mem(self.use(value), disp=offset)
        return addr, text + (", align 1" if size > 1 else "")

    def _lower_block_moves(self, inst: ir.Inst, size: int) -> None:
        """A small MEMCPY (cpblk, struct copies) as loads and stores of 16, 8, 4, 2 and 1
        bytes, each chunk stored before the next is loaded; a small MEMSET of a constant
        byte as immediate stores of 8, 4, 2 and 1 bytes (a 64-bit pattern that is no imm32
        is materialised once)."""
        copy = inst.op is Op.MEMCPY
        byte = 0 if copy else inst.args[1].value & 0xFF
        offset, pattern_reg = 0, None
        for chunk in _chunks(size, 16 if copy else 8):
            load, store, rc, store_imm = BLOCK_CHUNKS[chunk]
            dst, dst_text = self._block_address(inst.args[0], offset, "store", chunk)
            if copy:
                src, src_text = self._block_address(inst.args[1], offset, "load", chunk)
                reg = self.new(rc)
                self.emit(load, [reg], [src], mem=src_text)
                self.emit(store, [], [dst, reg], mem=dst_text)
            else:
                pattern = normalise(Ty.I64 if chunk == 8 else Ty.I32,
                                    int.from_bytes(bytes([byte]) * chunk, "little"))
                if chunk < 4:       # MOV8mi / MOV16mi take the value of their width
                    pattern = int.from_bytes(bytes([byte]) * chunk, "little", signed=True)
                if fits_simm32(pattern):
                    self.emit(store_imm, [], [dst, pattern], mem=dst_text)
                else:
                    if pattern_reg is None:
                        pattern_reg = self._materialise(Ty.I64, pattern)
                    self.emit(store, [], [dst, pattern_reg], mem=dst_text)
            offset += chunk

    def _lower_store(self, inst: ir.Inst) -> None:
        """STORE truncates an integer to the access size; constants become `mi` forms (a
        float constant is stored as its bit pattern)."""
        access = inst.data
        assert isinstance(access, ir.MemAccess)
        if inst in self.combines.rmw:
            self._lower_rmw(inst, access)
            return
        ptr, value = inst.args
        size = access.mem.size
        if isinstance(value, ir.Const):
            pattern = const_key(value.ty, value.value)[1] if value.ty.is_float else value.value
            bits = size * 8
            imm = pattern & ((1 << bits) - 1)
            imm -= (1 << bits) if imm >> (bits - 1) else 0       # signed, as MIR prints it
            if fits_simm32(imm):
                addr, mem = self._address(ptr, "store", access)
                self.emit(STORE_INT[size][2], [], [addr, imm], mem=mem)
                return
        reg = self.use(value)
        if value.ty.is_float:
            opcode = f"MOV{_sse(value.ty)}mr"
        else:
            opcode, rc, _ = STORE_INT[size]
            reg = self._narrow(reg, value.ty, rc)
        addr, mem = self._address(ptr, "store", access)
        self.emit(opcode, [], [addr, reg], mem=mem)

    def _lower_rmw(self, store: ir.Inst, access: ir.MemAccess) -> None:
        """`store p, load(p) op x` as one `OP32mr`/`OP32mi` into memory (isel/combine.py),
        with the store's and the load's memory operands (as llc writes them)."""
        update = self.combines.rmw[store]
        by_reg, by_imm = RMW[(update.op.op, RMW_MEM[access.mem])]
        imm = self.imm(update.operand)
        source: VReg | int = imm if imm is not None else self.use(update.operand)
        addr, store_text = self._address(store.args[0], "store", access)
        _, load_text = self._address(store.args[0], "load", access)
        self.emit(by_reg if imm is None else by_imm, [], [addr, source], mem=f"{store_text}), ({load_text}")

    def _narrow(self, reg: VReg, ty: Ty, rc: str) -> VReg:
        """The low part of an integer register, by COPYs of sub-registers (sub_8bit only
        of a gr32: a plain gr64 has no sub_8bit, cookbook §5)."""
        width = {"gr8": 8, "gr16": 16, "gr32": 32, "gr64": 64}[rc]
        if width == _width(ty):
            return reg
        if _width(ty) == 64:
            low = self.new("gr32")
            self.copy(low, RegOp(reg, subreg="sub_32bit"))
            reg = low
            if width == 32:
                return reg
        part = self.new(rc)
        self.copy(part, RegOp(reg, subreg="sub_8bit" if width == 8 else "sub_16bit"))
        return part

    def _lower_localloc(self, inst: ir.Inst) -> None:
        """Dynamic stack allocation as llc selects a variable-sized alloca: round the size
        up to 16 (so %rsp stays 16-byte aligned), subtract it from a COPY of $rsp and
        write $rsp back. A `variable-sized` stack object makes PEI keep a frame pointer,
        which restores %rsp at return."""
        if not any(o.variable_sized for o in self.mf.stack):
            self.mf.stack.append(StackObject(len(self.mf.stack), 0, 1, variable_sized=True))
        (size,) = inst.args
        sp = self.new("gr64")
        result = self.vreg(inst)
        if isinstance(size, ir.Const) and fits_simm32((normalise(Ty.I64, size.value) + 15) & ~15):
            self.copy(sp, PReg("rsp"))
            self.emit("SUB64ri32", [result], [sp, (normalise(Ty.I64, size.value) + 15) & ~15])
        else:
            padded = self.new("gr64")
            self.emit("ADD64ri32", [padded], [self.use(size), 15])
            rounded = self.new("gr64")
            self.emit("AND64ri32", [rounded], [padded, -16])
            self.copy(sp, PReg("rsp"))
            self.emit("SUB64rr", [result], [sp, rounded])
        self.copy(PReg("rsp"), result)

    # -- terminators -----------------------------------------------------------------------------

    def _lower_term(self, block: ir.Block) -> None:
        term = block.term
        if isinstance(term, ir.Jump):
            self._jump(self.mblock[term.target])
        elif isinstance(term, ir.Branch):
            self._lower_branch(block, term)
        elif isinstance(term, ir.Switch):
            self._lower_switch(block, term)
        elif isinstance(term, ir.Return):
            self._lower_return(term)
        elif isinstance(term, ir.Unreachable):
            # After a noreturn call. TRAP (ud2) is no barrier for llc, so the block needs
            # its empty successor list printed; the printer does that (see mir_text).
            self.emit("TRAP")
        else:
            raise CompileError(f"internal: block {block.id} has no terminator", method=self.fn.il_name)

    def _jump(self, target: MachineBlock) -> None:
        if self.next_in_layout[self.cur] is not target:
            self.emit("JMP_1", [], [target])
        self.cur.succs = [target]

    def _lower_branch(self, block: ir.Block, term: ir.Branch) -> None:
        then_, else_ = self.mblock[term.then_], self.mblock[term.else_]
        if then_ is else_:
            self._jump(then_)
            return
        cond, a, b = term.cond, term.a, term.b
        if a in self.fused:
            assert isinstance(a, ir.Inst) and isinstance(a.data, Cond)
            a, b, cond = a.args[0], a.args[1], (a.data if term.cond is Cond.NE
                                                else a.data.inverse(a.args[0].ty.is_float))
        is_float = a.ty.is_float
        if self.next_in_layout[self.cur] is then_:     # fall through into `then`
            cond, then_, else_ = cond.inverse(is_float), else_, then_
        succs = [then_, else_]
        if is_float and cond in (Cond.EQ, Cond.NE):
            # EQ: leave for `else` on NE and on P; NE: go to `then` on NE and on P
            self._fcompare(a, b)
            away, stay = (else_, then_) if cond is Cond.EQ else (then_, else_)
            self.emit("JCC_1", [], [away, CC["ne"]])
            self.emit("JCC_1", [], [away, CC["p"]])
            if self.next_in_layout[self.cur] is not stay:
                self.emit("JMP_1", [], [stay])
        else:
            cc = self._compare(cond, a, b)
            self.emit("JCC_1", [], [then_, cc])
            if self.next_in_layout[self.cur] is not else_:
                self.emit("JMP_1", [], [else_])
        self.cur.succs = succs

    def _lower_switch(self, block: ir.Block, term: ir.Switch) -> None:
        """Range check (unsigned, so negative indexes also take the default), then an
        indirect jump through a PIC `label-difference32` jump table (cookbook §12) in a
        dispatch block that lists every case as a successor."""
        default = self.mblock[term.default]
        if not term.targets:
            self._jump(default)
            return
        index = self.use(term.value)
        low = self.new("gr32")
        self.emit("MOV32rr", [low], [index])
        wide = self.new("gr64_nosp")
        self.emit("SUBREG_TO_REG", [wide], [0, low, "sub_32bit"])
        self.emit("CMP32ri", [], [index, len(term.targets) - 1])
        self.emit("JCC_1", [], [default, CC["a"]])
        dispatch = self.dispatch[block]
        self.cur.succs = [default, dispatch]        # dispatch is next in layout

        table = JumpTable(len(self.mf.jump_tables), [self.mblock[t].n for t in term.targets])
        self.mf.jump_tables.append(table)
        self.cur = dispatch
        base = self.new("gr64")
        self.emit("LEA64r", [base], [Mem(PReg("rip"), disp=JumpTableRef(table.id))])
        offset = self.new("gr64")
        self.emit("MOVSX64rm32", [offset], [Mem(base, 4, wide)], mem="load (s32) from jump-table")
        target = self.new("gr64")
        self.emit("ADD64rr", [target], [offset, base])
        self.emit("JMP64r", [], [target])

    def _lower_return(self, term: ir.Return) -> None:
        if term.value is None:
            self.emit("RET", [], [0])
            return
        reg = PReg(_ret_reg(term.value.ty))
        self.copy(reg, self.use(term.value))
        self.emit("RET", [], [0, reg])     # RET must name $eax, or the copy is deleted


def _makes_call(inst: ir.Inst) -> bool:
    """Whether `inst` is selected as a call (not a runtime function computed in place, not
    a small block move)."""
    if inst.op is Op.CALL:
        return not (isinstance(inst.data, ir.Callee) and inst.data.symbol in INLINE_CALLS)
    if inst.op in (Op.MEMCPY, Op.MEMSET):
        return _inline_block_size(inst) is None
    return inst.op is Op.CALLI or (inst.op is Op.REM and inst.ty.is_float)


def _inline_block_size(inst: ir.Inst) -> int | None:
    """The byte count of a MEMCPY/MEMSET that is selected as moves (a constant size up to
    INLINE_BLOCK_MAX, a constant fill byte, not volatile), else None."""
    if inst.op not in (Op.MEMCPY, Op.MEMSET):
        return None
    size = inst.args[2]
    if not isinstance(size, ir.Const) or not 0 <= normalise(Ty.I64, size.value) <= INLINE_BLOCK_MAX:
        return None
    if inst.op is Op.MEMSET and not isinstance(inst.args[1], ir.Const):
        return None
    if isinstance(inst.data, ir.MemAccess) and inst.data.volatile:
        return None
    return normalise(Ty.I64, size.value)


def _chunks(size: int, widest: int) -> list[int]:
    """The widest moves first: 40 bytes are 16 + 16 + 8 (widest 16)."""
    out = []
    for chunk in (16, 8, 4, 2, 1):
        while chunk <= widest and size >= chunk:
            out.append(chunk)
            size -= chunk
    return out


ALU_OPS = frozenset(op for op, _ in ALU)
FLOAT_ARITH_OPS = frozenset({Op.ADD, Op.SUB, Op.MUL, Op.DIV, Op.REM, Op.NEG})
FLOAT_CONV_OPS = frozenset({Op.I2F, Op.U2F, Op.F2I, Op.F2U64, Op.FEXT, Op.FTRUNC})
MEMORY_OPS = frozenset({Op.SLOT, Op.LOAD, Op.STORE, Op.LOCALLOC, Op.MEMCPY, Op.MEMSET})
SHIFT_OPS = frozenset(op for op, _ in SHIFT)
