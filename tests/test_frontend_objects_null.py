"""Frontend: explicit null checks (objects.py, `ObjGuard` "null"), so that a null
dereference raises a catchable NullReferenceException instead of faulting. Each method
below dereferences through one instruction kind; the test counts the checks left in its
SSA (branches to a block calling a rt_throw_NullReferenceException* function) and says
what they check. Behaviour end to end: the null_dereference_* programs."""
from __future__ import annotations

from pathlib import Path

import pytest

from cil2mir.frontend import ir, load_module
from cil2mir.frontend.ir import Cond, Op, Ty
from cil2mir.frontend.objects import THROWERS
from tests.test_frontend_support import build_cs, build_il, il_main

SOURCE = """using System;
interface IShape { int Area(); }
struct Pt { public int X; }
class Node : IShape {
    public int V; public Node Next; public Pt P;
    public virtual int Virt() { return V; }
    public int Plain() { return V; }
    public int Area() { return V; }
    public int Sum() { Node n = Next; return V + n.V + n.V; }
}
class Program {
    static void Inc(ref int x) { x++; }
    static int Load(Node n) { return n.V + n.V; }
    static void Store(Node n) { n.V = 1; n.Next = n; }
    static void Address(Node n) { Inc(ref n.V); }
    static int StructCopy(Node n) { Pt p = n.P; return p.X; }
    static int StructArg(Pt p) { return p.X; }
    static int Virtual(Node n) { return n.Virt(); }
    static int NonVirtual(Node n) { return n.Plain(); }
    static int Interface(IShape s) { return s.Area(); }
    static int Length(int[] a) { return a.Length + a[0]; }
    static void Elements(int[] a, long[] b, Pt[] c) { a[0] = 1; b[1] = a[1]; c[0].X = 3; }
    static string RefElements(string[] s) { s[0] = "x"; return s[1]; }
    static int Unbox(object o) { return (int)o; }
    static string UnboxRef(object o) { return (string)o; }
    static int Multidim(int[,] m) { m[0, 1] = 2; return m[1, 0]; }
    static int Chars(string s) { return s.Length + s[0]; }
    static string ObjectMembers(object o) { return o.ToString() + o.GetHashCode() + o.GetType().Name; }
    static string Bound(string s) { return s.Substring(1) + s.Length; }
    static int New() {
        var n = new Node(); n.V = 1;
        return n.Plain() + "abc".Length + new int[3].Length + ((object)5).GetHashCode();
    }
    static int IfNotNull(Node n) { if (n != null) return n.V; return 0; }
    static int ReturnIfNull(Node n) { if (n == null) return 0; return n.V + n.Plain(); }
    static int Join(Node n, bool c) { int r = n.V; if (c) r++; return r + n.V; }
    static int Reassigned(Node n) { int r = n.V; n = n.Next; return r + n.V; }
    static int LoopOverNew(int n) {
        int[] a = new int[n]; int t = 0; for (int i = 0; i < n; i++) t += a[i]; return t;
    }
    static int Loop(Node n) { int t = 0; while (n != null) { t += n.V; n = n.Next; } return t; }
    static int InTry(Node n) {
        try { n.V = 1; Inc(ref n.V); return n.V; } catch (NullReferenceException) { return -1; }
    }
    static void Main() { }
}
"""


@pytest.fixture(scope="module")
def program(tmp_path_factory: pytest.TempPathFactory) -> ir.Module:
    return load_module(build_cs(tmp_path_factory.mktemp("nullchecks"), SOURCE))


def _function(module: ir.Module, il_name: str) -> ir.Function:
    return next(fn for fn in module.functions if fn.il_name == il_name)


def null_checks(fn: ir.Function) -> list[tuple[ir.Value, str]]:
    """The values fn checks for null, in layout order, each with the raising function."""
    def raiser(blk: ir.Block) -> str | None:
        first = blk.insts[0] if blk.insts else None
        if first is not None and first.op is Op.CALL and isinstance(first.data, ir.Callee) \
                and first.data.symbol.startswith("rt_throw_NullReferenceException"):
            return first.data.symbol
        return None
    out = []
    for blk in fn.blocks:
        t = blk.term
        symbol = raiser(t.then_) if isinstance(t, ir.Branch) else None
        if symbol is not None:
            assert t.cond is Cond.EQ and isinstance(t.b, ir.Const) and t.b.ty is Ty.REF
            out.append((t.a, symbol))
    return out


NULL = THROWERS["null"].symbol


def _params(checks: list[tuple[ir.Value, str]]) -> list[int]:
    assert all(isinstance(v, ir.Param) for v, _ in checks), checks
    return [v.index for v, _ in checks]        # type: ignore[attr-defined]


# method -> the parameters it checks for null, in order (each once per block)
PARAM_CHECKS = {
    "Load": [0],                    # ldfld twice on one value: one check
    "Store": [0],                   # stfld twice
    "StructCopy": [0],              # ldfld of a struct-typed field
    "StructArg": [],                # ldfld through a struct's address: no object reference
    "Virtual": [0],                 # vtable load
    "NonVirtual": [0],              # direct call of an instance method
    "Interface": [0],               # the interface method table's load
    "Length": [0],                  # ldlen, then ldelem of the same array
    "Elements": [0, 1, 2],          # stelem.i4, ldelem.i4 + stelem.i8, ldelema
    "RefElements": [],              # rt_stelem_ref checks; then the array is known non-null
    "Unbox": [],                    # rt_unbox checks the box itself (enums: their primitive)
    "UnboxRef": [],                 # unbox.any to a reference type is castclass
    "Multidim": [0],                # T[,]::Set, then ::Get (after no call: same block)
    "Chars": [0],                   # String.Length and the indexer, inline
    "ObjectMembers": [0],           # ToString through the vtable; then known non-null
    "Bound": [0],                   # Substring, the framework's: a direct call (`this`
                                    # checked); Length after it: known
    "New": [],                      # newobj, ldstr, newarr and box results are never null
    "IfNotNull": [],                # the branch that tested it leads here
    "ReturnIfNull": [],
    "Join": [0],                    # checked before the if: known after the join
    "Reassigned": [0],              # n.Next is another value: checked too (below)
    "Loop": [],                     # the loop's phi, not a parameter (below)
    "LoopOverNew": [],              # the phi read in the loop turned out to be the new array
    "InTry": [0],                   # inside a try: split blocks keep what is known
}


@pytest.mark.parametrize("method", PARAM_CHECKS, ids=PARAM_CHECKS)
def test_null_checks_per_instruction_kind(program: ir.Module, method: str) -> None:
    checks = null_checks(_function(program, f"Program::{method}"))
    if method in ("Reassigned", "Loop"):
        checks = [(v, s) for v, s in checks if isinstance(v, ir.Param)]
    assert _params(checks) == PARAM_CHECKS[method]


def test_ldflda_raises_with_its_own_text(program: ir.Module) -> None:
    """Mono's message for ldflda through null has a final period (the other checks':
    none); the raising function is the one THROWERS gives the ldflda guard kind."""
    assert null_checks(_function(program, "Program::Address")) == [
        (_function(program, "Program::Address").params[0], THROWERS["null.ldflda"].symbol)]
    assert {s for _, s in null_checks(_function(program, "Program::Load"))} == {NULL}


def test_this_is_checked_like_any_reference(program: ir.Module) -> None:
    """`this` may be null in a class's method (an IL `call` passes it unchecked), so it
    is checked where dereferenced, like a ref loaded from a field."""
    fn = _function(program, "Node::Sum")
    checks = null_checks(fn)
    assert len(checks) == 2 and checks[0][0] is fn.params[0]
    load = checks[1][0]
    assert isinstance(load, ir.Inst) and load.op is Op.LOAD and load.ty is Ty.REF


def test_a_value_checked_again_after_reassignment_and_on_a_back_edge(program: ir.Module) -> None:
    reassigned = null_checks(_function(program, "Program::Reassigned"))
    assert len(reassigned) == 2 and isinstance(reassigned[1][0], ir.Inst)   # n, then n.Next
    loop = null_checks(_function(program, "Program::Loop"))
    # the loop test is at the bottom (mcs): the body is filled before it, so checks once
    # per iteration
    assert len(loop) == 1 and isinstance(loop[0][0], ir.Phi)


IL_CLASS = """
.class private auto ansi C extends [mscorlib]System.Object {
  .field public int32 f
  .method public instance int32 M() cil managed { ldarg.0 ldfld int32 C::f ret }
  .method public instance int32 Reassign(class C other) cil managed {
    ldarg.1 starg.s 0 ldarg.0 ldfld int32 C::f ldarg.0 ldfld int32 C::f add ret }
}
"""
IL_METHODS = """
  .method static int32 Call(class C c) cil managed { ldarg.0 call instance int32 C::M() ret }
  .method static int32 CallVirt(class C c) cil managed {
    ldarg.0 callvirt instance int32 C::M() ret }
  .method static string Str(string s) cil managed {
    ldarg.0 call instance string [mscorlib]System.String::ToString() ret }
  .method static string StrVirt(string s) cil managed {
    ldarg.0 callvirt instance string [mscorlib]System.String::ToString() ret }
"""


@pytest.fixture(scope="module")
def il_program(tmp_path_factory: pytest.TempPathFactory) -> ir.Module:
    body = """
    ldnull
    ldfld int32 C::f
    ldnull
    ldfld int32 C::f
    add
    ret"""
    return load_module(build_il(tmp_path_factory.mktemp("nullil"),
                                il_main(body, extra=IL_METHODS) + IL_CLASS))


# method -> the parameters it checks
IL_PARAM_CHECKS = {
    "C::M": [0],                # `this`
    "C::Reassign": [1],         # `this` overwritten by starg: the argument, once
    "Program::Call": [],        # as Mono: the callee runs, and fails where it dereferences
    "Program::CallVirt": [0],
    "Program::Str": [],         # String.ToString is `return this`: only callvirt checks
    "Program::StrVirt": [0],
}


@pytest.mark.parametrize("method", IL_PARAM_CHECKS, ids=IL_PARAM_CHECKS)
def test_il_call_forms(il_program: ir.Module, method: str) -> None:
    assert _params(null_checks(_function(il_program, method))) == IL_PARAM_CHECKS[method]


def test_ldnull_dereference_raises_unconditionally(il_program: ir.Module) -> None:
    """ldnull then ldfld: the check of the null constant always raises, so it is folded
    to a jump to the thrower (frontend/simplify.py), and the load is gone."""
    fn = _function(il_program, "Program::Main")
    assert null_checks(fn) == []
    throws = [b for b in fn.blocks if b.insts and b.insts[0].op is Op.CALL
              and b.insts[0].data.symbol == "rt_throw_NullReferenceException"]
    assert len(throws) == 1
    assert not any(i.op is Op.LOAD for b in fn.blocks for i in b.insts
                   if i.ty is not Ty.REF)       # (the pending slot's loads are refs)
