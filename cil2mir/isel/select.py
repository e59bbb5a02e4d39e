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

from cil2mir.errors import CompileError
from cil2mir.frontend import ir
from cil2mir.frontend.ir import Cond, Op, Ty
from cil2mir.isel.build import Mem, make
from cil2mir.isel.machine import (FixedStackObject, FrameIndex, JumpTable, JumpTableRef, MachineBlock,
                                  MachineFunction, MachineInstr, PReg, Reg, RegMask, RegOp,
                                  Symbol, VReg)
from cil2mir.target.x86_64 import ARG_GPRS, CC, view

# ---- selection tables ------------------------------------------------------------------------

GPR_CLASS = {Ty.I32: "gr32", Ty.I64: "gr64", Ty.REF: "gr64"}

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
COMMUTATIVE = frozenset({Op.ADD, Op.MUL, Op.AND, Op.OR, Op.XOR})

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


def const_key(ty: Ty, value: int) -> tuple[Ty, int]:
    """Constants that load the same register share one materialisation: i64 and ref
    (null) are both 64-bit."""
    return (Ty.I32, normalise(ty, value)) if ty is Ty.I32 else (Ty.I64, normalise(ty, value))


def fits_simm32(value: int) -> bool:
    return -(1 << 31) <= value < (1 << 31)


def _width(ty: Ty) -> int:
    return 32 if ty is Ty.I32 else 64


def _ret_reg(ty: Ty) -> str:
    return view("rax", _width(ty))


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
        self.consts: dict[tuple[Ty, int], VReg] = {}         # this block's materialised constants

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
        for block in self.fn.blocks:
            for phi in block.phis:
                for pred, value in phi.incoming:
                    uses[value] = uses.get(value, 0) + 1
                    if isinstance(value, ir.Const):
                        self.phi_consts.setdefault(pred, {})[const_key(value.ty, value.value)] = None
            for inst in block.insts:
                for arg in inst.args:
                    uses[arg] = uses.get(arg, 0) + 1
            if block.term is not None:
                for arg in ir.terminator_operands(block.term):
                    uses[arg] = uses.get(arg, 0) + 1
        for block in self.fn.blocks:
            cmp = self._fusable_cmp(block)
            if cmp is not None and uses[cmp] == 1:
                self.fused.add(cmp)

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
        self.consts = {}
        for phi in block.phis:      # number the PHIs before their operands
            self.vreg(phi)
        for phi in block.phis:
            self._lower_phi(block, phi)
        if block is self.fn.blocks[0]:
            self._lower_params()
        for inst in block.insts:
            if inst not in self.fused:
                self._lower_inst(inst)
        for key in self.phi_consts.get(block, {}):
            self._materialise(*key, self._phi_const(block, key))
        self._lower_term(block)

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
            reg = slots[key] = self.mf.new_vreg(GPR_CLASS[key[0]])
        return reg

    # -- values ------------------------------------------------------------------------------

    def emit(self, opcode: str, defs=(), uses=(), **kw) -> MachineInstr:
        mi = make(opcode, defs, uses, **kw)
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
            reg = self.vregs[value] = self.mf.new_vreg(GPR_CLASS[value.ty])
        return reg

    def use(self, value: ir.Value) -> VReg:
        """A register holding `value`, materialising a constant once per block."""
        if not isinstance(value, ir.Const):
            return self.vreg(value)
        key = const_key(value.ty, value.value)
        reg = self.consts.get(key)
        if reg is None:
            reg = self.consts[key] = self._materialise(*key)
        return reg

    @staticmethod
    def imm(value: ir.Value) -> int | None:
        """`value` as an immediate operand (imm32, sign-extended for 64-bit ops), if it is
        a constant that fits."""
        if not isinstance(value, ir.Const):
            return None
        n = normalise(value.ty, value.value)
        return n if fits_simm32(n) else None

    def _materialise(self, ty: Ty, value: int, dst: VReg | None = None) -> VReg:
        """Load a constant (cookbook §3) into `dst` (a new vreg if None). Never MOV32ri +
        SUBREG_TO_REG for a 64-bit value: llc 19 folds that into a sign-extended
        immediate at -O2."""
        if value == 0 and ty is not Ty.I32:
            low = self.new("gr32")
            self.emit("MOV32r0", [low])
            dst = dst if dst is not None else self.new("gr64")
            self.emit("SUBREG_TO_REG", [dst], [0, low, "sub_32bit"])
            return dst
        dst = dst if dst is not None else self.new(GPR_CLASS[ty])
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

    def _lower_params(self) -> None:
        """Incoming arguments: COPYs from the System V registers, then loads of the
        stack arguments (fixed stack objects; offset 0 is just above the return address)."""
        loads: list[tuple[ir.Param, int]] = []
        for i, param in enumerate(self.fn.params):
            if i < len(ARG_GPRS):
                phys = PReg(view(ARG_GPRS[i], _width(param.ty)))
                self.cur.liveins.append(phys)
                self.copy(self.vreg(param), phys)
            else:
                loads.append((param, i - len(ARG_GPRS)))
        for param, k in loads:
            offset = STACK_SLOT * k
            align = 16 if offset == 0 else 8
            self.mf.fixed_stack.append(FixedStackObject(k, offset, STACK_SLOT, align))
            bits = _width(param.ty)
            mem = f"load (s{bits}) from %fixed-stack.{k}" + (f", align {align}" if align != bits // 8 else "")
            self.emit("MOV32rm" if bits == 32 else "MOV64rm", [self.vreg(param)],
                      [Mem(FrameIndex(k, fixed=True))], mem=mem)

    # -- instructions ----------------------------------------------------------------------------

    def _lower_inst(self, inst: ir.Inst) -> None:
        op = inst.op
        try:
            if op in DIVISION:
                self._lower_division(inst)
            elif op in ALU_OPS:
                self._lower_alu(inst)
            elif op in SHIFT_OPS:
                self._lower_shift(inst)
            elif op in (Op.NEG, Op.NOT):
                self.emit(f"{op.name}{_width(inst.ty)}r", [self.vreg(inst)], [self.use(inst.args[0])])
            elif op in ir.CONV_OPS:
                self._lower_conversion(inst)
            elif op is Op.CMP:
                self._lower_cmp_value(inst)
            elif op is Op.CALL:
                self._lower_call(inst)
            elif op is Op.STR:
                self._lower_str(inst)
            else:
                raise CompileError(f"instruction selection does not support '{op.value}'")
        except CompileError as e:
            raise e.located(method=self.fn.il_name, offset=inst.il_offset)

    def _lower_alu(self, inst: ir.Inst) -> None:
        a, b = inst.args
        if inst.op in COMMUTATIVE and self.imm(a) is not None and self.imm(b) is None:
            a, b = b, a
        rr, ri = ALU[(inst.op, _width(inst.ty))]
        imm = self.imm(b)
        if imm is not None:
            self.emit(ri, [self.vreg(inst)], [self.use(a), imm])
        else:
            ra, rb = self.use(a), self.use(b)
            self.emit(rr, [self.vreg(inst)], [ra, rb])

    def _lower_shift(self, inst: ir.Inst) -> None:
        """Variable counts go through `$cl` (the count's low byte); constant counts are
        masked to the width, which is x86's (and Mono's) meaning of an oversized count."""
        value, count = inst.args
        bits = _width(inst.ty)
        by_cl, by_imm = SHIFT[(inst.op, bits)]
        src = self.use(value)
        if isinstance(count, ir.Const):
            self.emit(by_imm, [self.vreg(inst)], [src, count.value & (bits - 1)])
            return
        low = self.new("gr8")
        self.copy(low, RegOp(self.use(count), subreg="sub_8bit"))
        self.copy(PReg("cl"), low)
        self.emit(by_cl, [self.vreg(inst)], [src])

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
        cc = self._compare(inst.data, *inst.args)
        flag = self.new("gr8")
        self.emit("SETCCr", [flag], [cc])
        self.emit("MOVZX32rr8", [self.vreg(inst)], [flag])

    def _compare(self, cond: Cond, a: ir.Value, b: ir.Value) -> int:
        """Emit CMP/TEST of a against b; return the condition code for `a cond b`.
        A constant goes to the right (an imm32 operand); comparing with 0 uses TEST,
        which sets the flags exactly as CMP with 0 does."""
        if isinstance(a, ir.Const) and not isinstance(b, ir.Const):
            a, b, cond = b, a, cond.swapped()
        bits = _width(a.ty)
        ra = self.use(a)
        imm = self.imm(b)
        if imm == 0:
            self.emit(f"TEST{bits}rr", [], [ra, ra])
        elif imm is not None:
            self.emit("CMP32ri" if bits == 32 else "CMP64ri32", [], [ra, imm])
        else:
            rb = self.use(b)
            self.emit(f"CMP{bits}rr", [], [ra, rb])
        return COND_CC[cond]

    def _lower_call(self, inst: ir.Inst) -> None:
        """System V call (cookbook §7): operands first (constants must not be materialised
        between the argument copies and the call), then ADJCALLSTACKDOWN64, stack
        arguments stored through a copy of $rsp, the argument registers, the call with
        every argument and result register named, ADJCALLSTACKUP64, the result copy."""
        callee = inst.data
        assert isinstance(callee, ir.Callee)
        self.mf.has_calls = True
        nregs = len(ARG_GPRS)
        in_regs = [self.use(arg) for arg in inst.args[:nregs]]
        on_stack = [(arg, self.imm(arg)) for arg in inst.args[nregs:]]
        on_stack = [(arg, imm if imm is not None else self.use(arg)) for arg, imm in on_stack]
        size = STACK_SLOT * len(on_stack)
        self.emit("ADJCALLSTACKDOWN64", [], [size, 0, 0])
        if on_stack:
            sp = self.new("gr64")
            self.copy(sp, PReg("rsp"))
            for k, (arg, item) in enumerate(on_stack):
                self._store_stack_arg(sp, STACK_SLOT * k, arg.ty, item)
        arg_regs = []
        for i, (arg, reg) in enumerate(zip(inst.args, in_regs)):
            arg_regs.append(view(ARG_GPRS[i], _width(arg.ty)))
            self.copy(PReg(arg_regs[-1]), reg)
        result = [] if callee.ret is Ty.VOID else [_ret_reg(callee.ret)]
        self.emit("CALL64pcrel32", [], [Symbol(callee.symbol), RegMask("csr_64")],
                  extra_uses=arg_regs, extra_defs=result)
        self.emit("ADJCALLSTACKUP64", [], [size, 0])
        if result:
            self.copy(self.vreg(inst), PReg(result[0]))

    def _store_stack_arg(self, sp: VReg, offset: int, ty: Ty, item: VReg | int) -> None:
        bits = _width(ty)
        where = "stack" + (f" + {offset}" if offset else "")
        if isinstance(item, int):
            opcode = "MOV32mi" if bits == 32 else "MOV64mi32"
        else:
            opcode = "MOV32mr" if bits == 32 else "MOV64mr"
        self.emit(opcode, [], [Mem(sp, disp=offset), item], mem=f"store (s{bits}) into {where}")

    def _lower_str(self, inst: ir.Inst) -> None:
        symbol = self.strings.get(inst.data)
        if symbol is None:
            raise CompileError(f"internal: no symbol for string literal {inst.data!r}")
        self.emit("LEA64r", [self.vreg(inst)], [Mem(PReg("rip"), disp=Symbol(symbol))])

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
            cond = a.data if term.cond is Cond.NE else a.data.inverse()
            a, b = a.args
        if self.next_in_layout[self.cur] is then_:     # fall through into `then`
            cond, then_, else_ = cond.inverse(), else_, then_
        cc = self._compare(cond, a, b)
        self.emit("JCC_1", [], [then_, cc])
        if self.next_in_layout[self.cur] is not else_:
            self.emit("JMP_1", [], [else_])
        self.cur.succs = [then_, else_]

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


ALU_OPS = frozenset(op for op, _ in ALU)
SHIFT_OPS = frozenset(op for op, _ in SHIFT)
