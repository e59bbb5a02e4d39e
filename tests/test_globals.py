"""The object model in the back ends: `Module.globals`, GLOBALADDR and BITCAST.

A hand-built module with fake type descriptors (vtables of function addresses, a base
pointer, a pointer into its own vtable, string names), a statically allocated "object",
static fields read and written, a global of mixed integers with padding, and references
to runtime data and functions and to data of another module (a tiny C stub defines it).
Its functions make virtual calls through vtable slots (GLOBALADDR, BITCAST, LOAD, CALLI).

Checked: the IR text (layout, declarations, determinism), the embedded module and the
selected MIR on every installed llc (`-run-pass=none -verify-machineinstrs`, pre-RA and
post-RA), and the program's output through both back ends: llvmlite at -O0/-O2, and
select_function + allocate + llc -start-before=prologepilog at -O0/-O2 (plus the pre-RA
MIR from finalize-isel), against what Python computes. The program is linked with its
own C stub (main, the few rt_Console_* functions it calls, rt_String_type), not with the
runtime, which has its own tests.
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

from cil2mir import toolchain
from cil2mir.emit import llvm_ir
from cil2mir.emit.mir_text import print_function, print_mir_file
from cil2mir.frontend import ir
from cil2mir.frontend.ir import Cond, InitValue, Op, StringRef, SymbolRef
from cil2mir.isel.select import select_function
from cil2mir.regalloc import allocate
from tests.ssa_helpers import I32, I64, REF, VOID, WRITELINE, FnBuilder, c32, c64, module, rt

LLCS = toolchain.installed_llcs()

ANIMAL, DOG = "Test.Animal..type", "Test.Dog..type"
COUNTER, STATIC_DOG = "Test.Program..static.counter", "Test.Program..static.dog"
MIXED, EMPTY, EXT = "Test.Mixed", "Test.Empty", "Test.Ext"
OTHER = "Other.Module..type"          # data of "another module": the C stub defines it
OTHER_VALUE = 123456789
VTABLE = 64                            # TypeDesc.vtable
WRITELINE_U32 = "rt_Console_WriteLine_u32"   # only ever reached through a vtable slot

STUB_C = r"""
#include <stdint.h>
#include <stdio.h>
typedef struct __attribute__((packed)) { const void *type; int32_t length; uint16_t chars[]; } String;
typedef struct { const void *type; int64_t length; } Array;
const int64_t rt_String_type[8];
const int64_t other_module_type __asm__("OTHER") __attribute__((aligned(8))) = VALUE;
void rt_Console_WriteLine_i32(int32_t v) { printf("%d\n", v); }
void rt_Console_WriteLine_u32(uint32_t v) { printf("%u\n", v); }
void rt_Console_WriteLine_i64(int64_t v) { printf("%lld\n", (long long)v); }
void rt_Console_WriteLine_u64(uint64_t v) { printf("%llu\n", (unsigned long long)v); }
void rt_Console_WriteLine_bool(int32_t v) { puts(v ? "True" : "False"); }
void rt_Console_WriteLine_string(const String *s) {   /* ASCII is enough here */
    if (s->type != rt_String_type) { puts("not a string"); return; }
    for (int32_t i = 0; i < s->length; i++) putchar(s->chars[i] < 128 ? s->chars[i] : '?');
    putchar('\n');
}
int32_t cil2mir_main(Array *args);
int main(void) { static Array args; int r = cil2mir_main(&args); fflush(stdout); return r; }
""".replace("OTHER", OTHER).replace("VALUE", f"{OTHER_VALUE}LL")

DESCRIBE = rt("", REF)                 # signatures of the virtual methods
LEGS = rt("", REF, ret=I32)
PRINT_U32 = rt("", I32)
PRINT_STRING = rt("", REF)


def descriptor(symbol: str, name: str, size: int, base: str | None, methods: list[str],
               extra: list[InitValue] = ()) -> ir.GlobalData:
    init = [InitValue(8, 8, StringRef(name)), InitValue(16, 8, StringRef(f"Test.{name}")),
            InitValue(24, 8, size), *extra]
    if base:
        init.append(InitValue(0, 8, SymbolRef(base)))
    init += [InitValue(VTABLE + 8 * k, 8, SymbolRef(m)) for k, m in enumerate(methods)]
    return ir.GlobalData(symbol, VTABLE + 8 * len(methods), 8, init, constant=True)


def build_globals() -> list[ir.GlobalData]:
    return [
        # Dog before Animal: a forward reference to Animal as base
        descriptor(DOG, "Dog", 24, ANIMAL, ["Test.Dog.Describe", "Test.Dog.Legs", WRITELINE_U32],
                   [InitValue(40, 4, 0), InitValue(44, 4, 1),
                    InitValue(48, 8, SymbolRef(DOG, VTABLE + 8))]),   # into its own vtable
        descriptor(ANIMAL, "Animal", 16, None, ["Test.Animal.Describe", "Test.Animal.Legs", WRITELINE_U32]),
        ir.GlobalData(COUNTER, 16, 8, [InitValue(0, 4, 40), InitValue(8, 8, -7)]),
        # a statically allocated Dog: { type, int legs, string name }
        ir.GlobalData(STATIC_DOG, 24, 8, [InitValue(0, 8, SymbolRef(DOG)), InitValue(8, 4, 4),
                                          InitValue(16, 8, StringRef("Rex"))]),
        ir.GlobalData(MIXED, 32, 16, [InitValue(1, 1, -1), InitValue(2, 2, 0xBEEF), InitValue(5, 4, -123456),
                                      InitValue(16, 8, 2**63 + 5)], constant=True),
        ir.GlobalData(EMPTY, 24, 8),
        ir.GlobalData(EXT, 24, 8, [InitValue(0, 8, SymbolRef("rt_String_type")),
                                   InitValue(8, 8, SymbolRef(OTHER)),
                                   InitValue(16, 8, SymbolRef("rt_Console_WriteLine_string"))], constant=True),
    ]


# ---- functions -------------------------------------------------------------------------------------


def ga(f: FnBuilder, symbol: str, offset: int = 0) -> ir.Value:
    a = f.inst(Op.GLOBALADDR, I64, data=symbol)
    return f.bin(Op.ADD, a, c64(offset)) if offset else a


def as_int(f: FnBuilder, ref: ir.Value) -> ir.Value:
    return f.inst(Op.BITCAST, I64, ref)


def as_ref(f: FnBuilder, addr: ir.Value) -> ir.Value:
    return f.inst(Op.BITCAST, REF, addr)


def vcall(f: FnBuilder, obj: ir.Value, slot: int, sig: ir.Callee, *args: ir.Value) -> ir.Inst:
    """obj->type->vtable[slot](obj, args...)"""
    desc = f.load(ir.Mem.REF, as_int(f, obj))
    fp = f.load(ir.Mem.I64, f.bin(Op.ADD, as_int(f, desc), c64(VTABLE + 8 * slot)))
    return f.calli(sig, fp, obj, *args)


def print_line(f: FnBuilder, kind: str, v: ir.Value) -> None:
    f.call(WRITELINE[kind], v)


def describe_fn(cls: str) -> ir.Function:
    """Animal: prints its type's name (through the descriptor); Dog: a literal and its name field."""
    f = FnBuilder(f"Test.{cls}.Describe", [REF], VOID)
    this = f.params[0]
    if cls == "Animal":
        desc = f.load(ir.Mem.REF, as_int(f, this))
        print_line(f, "string", f.load(ir.Mem.REF, f.bin(Op.ADD, as_int(f, desc), c64(8))))
        print_line(f, "string", f.str("generic animal"))
    else:
        print_line(f, "string", f.str("Dog says woof"))
        print_line(f, "string", f.load(ir.Mem.REF, f.bin(Op.ADD, as_int(f, this), c64(16))))
    f.ret()
    return f.done()


def legs_fn(cls: str) -> ir.Function:
    f = FnBuilder(f"Test.{cls}.Legs", [REF], I32)
    if cls == "Animal":
        f.ret(c32(0))
    else:
        f.ret(f.load(ir.Mem.I32, f.bin(Op.ADD, as_int(f, f.params[0]), c64(8))))
    return f.done()


def main_fn() -> tuple[ir.Function, list[str]]:
    f = FnBuilder("cil2mir_main", [REF], I32)
    out: list[str] = []

    def show(kind: str, v: ir.Value, expected) -> None:
        print_line(f, kind, v)
        out.append({True: "True", False: "False"}.get(expected, str(expected))
                   if isinstance(expected, bool) else str(expected))

    def show_eq(a: ir.Value, b: ir.Value, expected: bool) -> None:
        show("bool", f.cmp(Cond.EQ, a, b), expected)

    # virtual calls on the static Dog object
    dog = as_ref(f, ga(f, STATIC_DOG))
    vcall(f, dog, 0, DESCRIBE)
    out += ["Dog says woof", "Rex"]
    show("i32", vcall(f, dog, 1, LEGS), 4)
    # an "object" on the stack whose type is Animal
    obj = f.slot(16, 8)
    f.store(ir.Mem.I64, obj, ga(f, ANIMAL))
    animal = as_ref(f, obj)
    vcall(f, animal, 0, DESCRIBE)
    out += ["Animal", "generic animal"]
    show("i32", vcall(f, animal, 1, LEGS), 0)
    # slot 2 is a runtime function, reached only through the vtable (declared `void ()`)
    vcall_u32 = f.load(ir.Mem.I64, ga(f, DOG, VTABLE + 16))
    f.calli(PRINT_U32, vcall_u32, c32(-1))
    out.append(str(2**32 - 1))
    # static fields: read, write, read back
    x = f.load(ir.Mem.I32, ga(f, COUNTER))
    f.store(ir.Mem.I32, ga(f, COUNTER), f.bin(Op.ADD, x, c32(2)))
    show("i32", f.load(ir.Mem.I32, ga(f, COUNTER)), 42)
    y = f.load(ir.Mem.I64, ga(f, COUNTER, 8))
    show("i64", y, -7)
    f.store(ir.Mem.I64, ga(f, COUNTER, 8), f.bin(Op.MUL, y, c64(-1000000000000)))
    show("i64", f.load(ir.Mem.I64, ga(f, COUNTER, 8)), 7000000000000)
    f.store(ir.Mem.I32, ga(f, STATIC_DOG, 8), c32(3))         # the object's field, then virtually
    show("i32", vcall(f, dog, 1, LEGS), 3)
    # descriptor links: base, pointer into the own vtable, slots = function addresses
    base = f.load(ir.Mem.REF, ga(f, DOG))
    show_eq(as_int(f, base), ga(f, ANIMAL), True)
    show_eq(f.load(ir.Mem.I64, ga(f, ANIMAL)), c64(0), True)            # Animal's base is null
    inner = f.load(ir.Mem.I64, ga(f, DOG, 48))
    show_eq(inner, ga(f, DOG, VTABLE + 8), True)
    show_eq(f.load(ir.Mem.I64, inner), f.inst(Op.FUNCADDR, I64, data=legs_fn("Dog").callee), True)
    legs = ga(f, "Test.Dog.Legs")                                     # GLOBALADDR of a function
    show("i32", f.calli(LEGS, legs, dog), 3)
    show("i32", f.load(ir.Mem.I32, ga(f, DOG, 44)), 1)
    show("i64", f.load(ir.Mem.I64, ga(f, ANIMAL, 24)), 16)
    # names are the interned literal objects
    name = f.load(ir.Mem.REF, ga(f, DOG, 8))
    show("string", name, "Dog")
    show("string", f.load(ir.Mem.REF, ga(f, ANIMAL, 16)), "Test.Animal")
    show_eq(as_int(f, name), as_int(f, f.str("Dog")), True)
    show_eq(as_int(f, name), as_int(f, f.str("Animal")), False)
    # integers of every size, padding and tail are zero
    show("i32", f.load(ir.Mem.I8, ga(f, MIXED, 1)), -1)
    show("i32", f.load(ir.Mem.U16, ga(f, MIXED, 2)), 0xBEEF)
    show("i32", f.load(ir.Mem.I32, ga(f, MIXED, 5), align=1), -123456)
    show("u64", f.load(ir.Mem.I64, ga(f, MIXED, 16)), 2**63 + 5)
    show("i32", f.load(ir.Mem.U8, ga(f, MIXED)), 0)
    show("i64", f.load(ir.Mem.I64, ga(f, MIXED, 24)), 0)
    show("i32", f.load(ir.Mem.I32, ga(f, MIXED, 9), align=1), 0)
    # an uninitialised static
    show("i64", f.load(ir.Mem.I64, ga(f, EMPTY, 16)), 0)
    f.store(ir.Mem.I64, ga(f, EMPTY, 16), c64(99))
    show("i64", f.load(ir.Mem.I64, ga(f, EMPTY, 16)), 99)
    # external data and functions
    show_eq(f.load(ir.Mem.I64, ga(f, EXT)), ga(f, "rt_String_type"), True)
    other = f.load(ir.Mem.I64, ga(f, EXT, 8))
    show_eq(other, ga(f, OTHER), True)
    show("i64", f.load(ir.Mem.I64, other), OTHER_VALUE)
    show("i64", f.load(ir.Mem.I64, ga(f, OTHER)), OTHER_VALUE)
    f.calli(PRINT_STRING, f.load(ir.Mem.I64, ga(f, EXT, 16)), f.str("through a data pointer"))
    out.append("through a data pointer")
    # an address in a PHI: args.Length == 0 picks Dog
    length = f.load(ir.Mem.I64, f.bin(Op.ADD, as_int(f, f.params[0]), c64(8)))
    t, e, join = f.block(), f.block(), f.block()
    f.branch(Cond.EQ, length, c64(0), t, e)
    f.at(t)
    dog_desc = ga(f, DOG)
    f.jump(join)
    f.at(e)
    animal_desc = ga(f, ANIMAL)
    f.jump(join)
    f.at(join)
    p = f.phi(I64)
    p.incoming = [(t, dog_desc), (e, animal_desc)]
    show("string", f.load(ir.Mem.REF, f.bin(Op.ADD, p, c64(8))), "Dog")
    # BITCAST round trip and null
    show_eq(as_int(f, as_ref(f, ga(f, EMPTY))), ga(f, EMPTY), True)
    show_eq(as_int(f, ir.Const(REF, value=0)), c64(0), True)
    f.ret(c32(3))
    return f.done(), out


def build_module() -> tuple[ir.Module, str]:
    main, out = main_fn()
    fns = [describe_fn("Animal"), describe_fn("Dog"), legs_fn("Animal"), legs_fn("Dog"), main]
    mod = module(*fns)
    mod.globals = build_globals()
    return mod, "".join(line + "\n" for line in out)


@pytest.fixture(scope="module")
def prog() -> tuple[ir.Module, str, str]:
    mod, expected = build_module()
    return mod, llvm_ir.ir_module_text(mod), expected


@pytest.fixture(scope="module")
def stub(tmp_path_factory) -> Path:
    d = tmp_path_factory.mktemp("stub")
    (d / "stub.c").write_text(STUB_C)
    subprocess.run([toolchain.cc(), "-c", "-fPIC", str(d / "stub.c"), "-o", str(d / "stub.o")], check=True)
    return d / "stub.o"


def run_exe(objs: list[Path], exe: Path) -> subprocess.CompletedProcess:
    subprocess.run([toolchain.cc(), *map(str, objs), "-o", str(exe)], check=True)
    return subprocess.run([str(exe)], capture_output=True, timeout=60)


def check_run(r: subprocess.CompletedProcess, expected: str) -> None:
    assert r.stderr == b""
    assert r.stdout.decode() == expected
    assert r.returncode == 3


# ---- IR text -------------------------------------------------------------------------------------


def test_ir_text_layout(prog):
    _, text, _ = prog
    assert " ptr " not in text and "target triple" not in text
    assert llvm_ir.ir_module_text(build_module()[0]) == text
    lines = text.splitlines()

    def line(prefix: str) -> str:
        found = [x for x in lines if x.startswith(prefix)]
        assert len(found) == 1, (prefix, found)
        return found[0]

    # each global has a named type (function bodies name it, not its layout)
    assert line(f'%"{MIXED}" =') == \
        f'%"{MIXED}" = type <{{[1 x i8], i8, i16, [1 x i8], i32, [7 x i8], i64, [8 x i8]}}>'
    assert line(f'@"{MIXED}" =') == (
        f'@"{MIXED}" = constant %"{MIXED}" '
        '<{[1 x i8] zeroinitializer, i8 -1, i16 -16657, [1 x i8] zeroinitializer, i32 -123456, '
        '[7 x i8] zeroinitializer, i64 -9223372036854775803, [8 x i8] zeroinitializer}>, align 16')
    assert line(f'%"{EMPTY}" =') == f'%"{EMPTY}" = type <{{[24 x i8]}}>'
    assert line(f'@"{EMPTY}" =') == f'@"{EMPTY}" = global %"{EMPTY}" zeroinitializer, align 8'
    assert line(f'@"{COUNTER}" =') == (
        f'@"{COUNTER}" = global %"{COUNTER}" <{{i32 40, [4 x i8] zeroinitializer, i64 -7}}>, align 8')
    assert line(f'%"{DOG}" =') == (f'%"{DOG}" = type <{{i8*, i8*, i8*, i64, [8 x i8], i32, i32, i8*, '
                                   '[8 x i8], i8*, i8*, i8*}>')
    dog = line(f'@"{DOG}" =')
    assert dog.startswith(f'@"{DOG}" = constant %"{DOG}" <{{i8* bitcast (')
    assert f'i8* getelementptr (i8, i8* bitcast (%"{DOG}"* @"{DOG}" to i8*), i64 72)' in dog
    assert 'i8* bitcast (i32 (i8*)* @"Test.Dog.Legs" to i8*)' in dog
    assert f'i8* bitcast (void ()* @"{WRITELINE_U32}" to i8*)' in dog
    assert 'i8* bitcast (<{i8*, i32, [4 x i16]}>* @"str.' in dog
    assert line(f'declare void @"{WRITELINE_U32}"') == f'declare void @"{WRITELINE_U32}"()'
    assert line('@"rt_String_type"') == '@"rt_String_type" = external global i8'
    assert line(f'@"{OTHER}"') == f'@"{OTHER}" = external global i8'
    # called directly too: declared once, with the signature of the call
    assert line('declare void @"rt_Console_WriteLine_string"').startswith(
        'declare void @"rt_Console_WriteLine_string"(i8* ')
    ext = line(f'@"{EXT}" =')
    assert 'i8* @"rt_String_type"' in ext and f'i8* @"{OTHER}"' in ext
    assert 'bitcast (void (i8*)* @"rt_Console_WriteLine_string" to i8*)' in ext


def test_string_refs_are_the_literal_objects():
    f = FnBuilder("cil2mir_main", [REF], I32)
    f.call(WRITELINE["string"], f.str("a"))
    f.ret(c32(0))
    mod = module(f.done())
    mod.globals = [ir.GlobalData("G", 16, 8, [InitValue(0, 8, StringRef("b")), InitValue(8, 8, StringRef("a"))])]
    a, b = ir.string_symbol("a"), ir.string_symbol("b")
    assert mod.string_symbols() == {"a": a, "b": b}
    text = llvm_ir.ir_module_text(mod)
    assert (f'@"G" = global %"G" <{{i8* bitcast (<{{i8*, i32, [2 x i16]}}>* @"{b}" to i8*), '
            f'i8* bitcast (<{{i8*, i32, [2 x i16]}}>* @"{a}" to i8*)}}>, align 8') in text


def test_globaladdr_of_a_string_object_and_of_a_function():
    f = FnBuilder("cil2mir_main", [REF], I32)
    s = f.str("x")
    x = ir.string_symbol("x")
    a = f.inst(Op.GLOBALADDR, I64, data=x)
    g = f.inst(Op.GLOBALADDR, I64, data="cil2mir_main")
    f.ret(f.bin(Op.ADD, f.cmp(Cond.EQ, as_int(f, s), a), f.cmp(Cond.NE, g, c64(0))))
    text = llvm_ir.ir_module_text(module(f.done()))
    assert f'ptrtoint (<{{i8*, i32, [2 x i16]}}>* @"{x}" to i64)' in text or \
        f'ptrtoint <{{i8*, i32, [2 x i16]}}>* @"{x}" to i64' in text
    assert 'ptrtoint i32 (i8*)* @"cil2mir_main" to i64' in text
    assert not any(x.startswith("declare") for x in text.splitlines())


@pytest.mark.parametrize("bad,msg", [
    ([InitValue(0, 8, 1), InitValue(4, 4, 2)], "overlaps"),
    ([InitValue(12, 8, 1)], "beyond"),
    ([InitValue(0, 3, 1)], "bad size"),
    ([InitValue(0, 4, SymbolRef("x"))], "8 bytes"),
    ([InitValue(0, 1, 256)], "does not fit"),
])
def test_bad_globals_are_internal_errors(bad, msg):
    mod = module(FnBuilder("f", [], VOID).done())
    mod.functions[0].blocks[0].term = ir.Return()
    mod.globals = [ir.GlobalData("G", 16, 8, bad)]
    with pytest.raises(AssertionError, match=msg):
        llvm_ir.ir_module_text(mod)


# ---- isel ------------------------------------------------------------------------------------------


def selected(mod: ir.Module) -> dict[str, str]:
    strings = mod.string_symbols()
    return {fn.symbol: print_function(select_function(fn, strings)) for fn in mod.functions}


def test_isel_globaladdr_and_folding():
    f = FnBuilder("t", [I32, REF], I64)
    x = f.load(ir.Mem.I32, ga(f, COUNTER))                     # folded, no LEA
    f.store(ir.Mem.I32, ga(f, COUNTER, 4), x)                   # folded with an offset
    f.store(ir.Mem.I64, ga(f, COUNTER, 8), c64(5))              # immediate store, folded
    fp = f.load(ir.Mem.I64, ga(f, DOG, VTABLE + 16))
    r = as_int(f, f.params[1])                                  # BITCAST: the same register
    f.ret(f.bin(Op.ADD, f.bin(Op.ADD, fp, r), ga(f, EMPTY, 8)))  # needed as a value: LEA + 8
    text = print_function(select_function(f.done(), {}))
    assert f"MOV32rm $rip, 1, $noreg, @{COUNTER}, $noreg :: (load (s32) from @{COUNTER})" in text
    assert f"MOV32mr $rip, 1, $noreg, @{COUNTER} + 4, $noreg, %" in text
    assert f"(store (s32) into @{COUNTER} + 4)" in text
    assert f"MOV64mi32 $rip, 1, $noreg, @{COUNTER} + 8, $noreg, 5 :: (store (s64) into @{COUNTER} + 8)" in text
    assert f"MOV64rm $rip, 1, $noreg, @{DOG} + 80, $noreg :: (load (s64) from @{DOG} + 80)" in text
    assert f"LEA64r $rip, 1, $noreg, @{EMPTY} + 8, $noreg" in text
    assert text.count("LEA64r $rip") == 1 and "ADD64ri32" not in text
    # The adds of two registers are three-address LEAs; the bitcast parameter is used as it is.
    assert re.search(r"%\d+:gr64 = LEA64r %3, 1, %1, 0, \$noreg\n", text)
    assert "%1:gr64_nosp = COPY $rsi" in text and text.count("COPY") == 3


def test_isel_globaladdr_needed_and_folded():
    """A GLOBALADDR used both as a value and as an address: one LEA, folded accesses.

    The load at `a + 8` has one use, so it becomes the add's memory operand."""
    f = FnBuilder("t", [], I64)
    a = ga(f, COUNTER)
    v = f.load(ir.Mem.I64, a)
    f.store(ir.Mem.I64, a, a)                                   # the address as the stored value
    f.ret(f.bin(Op.ADD, v, f.load(ir.Mem.I64, f.bin(Op.ADD, a, c64(8)))))
    text = print_function(select_function(f.done(), {}))
    assert text.count(f"LEA64r $rip, 1, $noreg, @{COUNTER}, $noreg") == 1
    assert f"MOV64mr $rip, 1, $noreg, @{COUNTER}, $noreg, %" in text
    assert re.search(rf"= ADD64rm %\d+, \$rip, 1, \$noreg, @{re.escape(COUNTER)} \+ 8, \$noreg, "
                     rf"implicit-def dead \$eflags :: \(load \(s64\) from @{re.escape(COUNTER)} \+ 8\)", text)


# ---- llc and both back ends ----------------------------------------------------------------------


def mir_texts(mod: ir.Module, ir_text: str) -> tuple[str, str]:
    strings = mod.string_symbols()
    sel = [select_function(fn, strings) for fn in mod.functions]
    isel_mir = print_mir_file(ir_text, sel)
    return isel_mir, print_mir_file(ir_text, [allocate(mf) for mf in sel])


@pytest.mark.parametrize("llc", LLCS, ids=lambda l: f"llc{l.version}")
def test_mir_verifies(prog, llc, tmp_path):
    mod, text, _ = prog
    for kind, mir in zip(("isel", "post"), mir_texts(mod, text)):
        path = tmp_path / f"{kind}.mir"
        path.write_text(mir)
        r = subprocess.run([llc.path, "-mtriple=x86_64-unknown-linux-gnu", "-relocation-model=pic",
                            "-run-pass=none", "-verify-machineinstrs", str(path), "-o", "/dev/null"],
                           capture_output=True, text=True)
        assert r.returncode == 0, f"{kind}: {r.stderr}"
        assert "warning" not in r.stderr, r.stderr


@pytest.mark.parametrize("opt", [0, 2])
def test_ir_backend_output(prog, stub, tmp_path, opt):
    _, text, expected = prog
    (tmp_path / "p.o").write_bytes(llvm_ir.object_code(text, opt=opt))
    check_run(run_exe([tmp_path / "p.o", stub], tmp_path / "p"), expected)


@pytest.mark.parametrize("opt", [0, 2])
@pytest.mark.parametrize("llc", LLCS, ids=lambda l: f"llc{l.version}")
def test_mir_backend_output(prog, stub, tmp_path, llc, opt):
    mod, text, expected = prog
    isel_mir, mir = mir_texts(mod, text)
    (tmp_path / "p.mir").write_text(mir)
    toolchain.llc_compile(tmp_path / "p.mir", tmp_path / "p.o", llc=llc, verify=True, opt=opt)
    check_run(run_exe([tmp_path / "p.o", stub], tmp_path / "p"), expected)
    # the pre-RA MIR through llc's own allocator
    (tmp_path / "i.mir").write_text(isel_mir)
    toolchain.llc_compile(tmp_path / "i.mir", tmp_path / "i.o", None, llc=llc, verify=True, opt=opt)
    check_run(run_exe([tmp_path / "i.o", stub], tmp_path / "i"), expected)
