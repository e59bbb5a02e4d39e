"""The C runtime's side of exceptions (DESIGN.md 5) and the corelib's exception
classes (runtime/corelib/Exception.cs).

* Runtime functions raise by storing a new exception in `cil2mir_pending_exception` and
  returning a harmless value: each raise is compared with Mono (type and Message of the
  caught exception), through C drivers that define the module's two exception globals
  (tests/test_runtime.py, `exception_globals`).
* Runtime functions that call managed code (ToString, Equals through a vtable) stop as
  soon as it raises, as Mono's do; `rt_unhandled_exception` prints ToString's text.
* The functions bound with `nothrow=True` (frontend/corelib.py, objects.py) never raise:
  checked statically on the runtime's call graph and by calling them with edge values.
* `rt_eh_route` (the cross-frame first pass) on hand-built frame records and method tables:
  answers, when filters run, abandonment by a raising filter, re-raises.
* Exception.cs, compiled into a C# program by mcs in place of mscorlib's classes and run
  by Mono, prints what mscorlib's classes print (Message, ToString, inner exceptions)."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

from cil2mir import toolchain
from cil2mir.frontend import checks, corelib, objects
from cil2mir.frontend.exceptions import RUNTIME_EXCEPTIONS
from cil2mir.frontend.ir import Callee, Ty
from tests.conftest import require_tool
from tests.test_runtime_objects import HIERARCHY, OBJECT_SETUP, build, json_c, mono_program, run, run_mono

EXCEPTION_CS = toolchain.RUNTIME_DIR / "corelib" / "Exception.cs"
PLUG_CS = toolchain.RUNTIME_DIR / "corelib" / "Plug.cs"       # (Exception.cs's [Plug])

# Prints the pending exception as `<FullName>|<message field>` (or "no exception") and
# clears it; its counterpart in C# catches and prints `<FullName>|<Message>`.
REPORT_C = r"""
static void report(void) {
    Object *e = cil2mir_pending_exception;
    if (!e) { WL(A("no exception")); return; }
    cil2mir_pending_exception = NULL;
    rt_Console_Write_string(e->type->full_name);
    rt_Console_Write_char('|');
    WL(*(String **)((char *)e + cil2mir_exception_types[0]));
}
"""
# With HIERARCHY (tests/test_runtime_objects.py): more arrays.
RAISE_SETUP = r"""
    static TypeDesc IntArr2 = {.base = &rt_Object_type, .size = 8, .element = &Int32T, .flags = 1 | 32 | (2 << 8)};
    static TypeDesc IntArr3 = {.base = &rt_Object_type, .size = 8, .element = &Int32T, .flags = 1 | 32 | (3 << 8)};
    int64_t huge[3] = {INT32_MAX, INT32_MAX, INT32_MAX};
    int64_t lengths[2] = {-1, 2}, ok_lengths[2] = {2, 2};
    void *md = rt_newarr_md(&IntArr2, ok_lengths), *small = rt_newarr(&IntArr, 1);
    void *objs = rt_newarr(&ObjectArr, 1);
    ((RefArray *)objs)->items[0] = boxed;
"""


def _report_cs(statement: str) -> str:
    return (f"try {{ {statement} Console.WriteLine(\"no exception\"); }} catch (Exception e) "
            f"{{ Console.WriteLine(e.GetType().FullName + \"|\" + e.Message); }}")


# (C statement that raises through the runtime, the C# statement doing the same under Mono).
RAISES = [
    ("rt_throw_NullReferenceException();", "string s = null; int n = s.Length;"),
    ("rt_throw_NullReferenceException_ldflda();", "Node n = null; n.Pos.X = 1;"),
    ("rt_throw_IndexOutOfRangeException();", "int[] a = new int[1]; int i = 1; a[i] = 0;"),
    ("rt_throw_DivideByZeroException();", "int z = 0; int n = 1 / z;"),
    ("rt_throw_OverflowException();", "int m = int.MaxValue; int n = checked(m + 1);"),
    ("rt_throw_ArithmeticException();", "throw new ArithmeticException();"),
    ("rt_throw_InvalidCastException();", "object o = 1.5; int n = (int)o;"),
    ("rt_throw_ArrayTypeMismatchException();", "object[] a = new string[1]; a[0] = 1;"),
    ("rt_throw_OutOfMemoryException();", "throw new OutOfMemoryException();"),
    ("rt_throw_FormatException();", 'int.Parse("x");'),
    ("rt_throw(NULL);", "throw null;"),
    ("rt_Array_get_Length(NULL);", "Array a = null; int n = a.Length;"),
    ("rt_Array_GetLength(NULL, 0);", "int[,] a = null; a.GetLength(0);"),
    ("rt_Array_GetLength(iarr, 1);", "new int[5].GetLength(1);"),
    ("rt_Array_GetLength(md, 2);", "new int[2, 2].GetLength(2);"),
    ("rt_Array_GetLength(md, -1);", "new int[2, 2].GetLength(-1);"),
    ("rt_castclass(s, &Base);", 'object o = "s"; var x = (System.Collections.ArrayList)o;'),
    ("rt_stelem_ref(NULL, 0, d);", "object[] a = null; a[0] = 1;"),
    ("rt_stelem_ref(darr, 3, d);", "object[] a = new object[3]; int i = 3; a[i] = 1;"),
    ("rt_stelem_ref(darr, 0, b);", "object[] a = new string[2]; a[0] = new object();"),
    ("rt_interface_method(NULL, &IFoo, 0);", "IComparable c = null; c.CompareTo(1);"),
    ("rt_Object_ToString(NULL);", "object o = null; o.ToString();"),
    ("rt_Object_GetHashCode(NULL);", "object o = null; o.GetHashCode();"),
    ("rt_Object_GetType(NULL);", "object o = null; o.GetType();"),
    ("rt_Type_get_Name(NULL);", "Type t = null; var n = t.Name;"),
    ("rt_Type_get_FullName(NULL);", "Type t = null; var n = t.FullName;"),
    ("rt_newarr(&IntArr, -1);", "int n = -1; var a = new int[n];"),
    ("rt_newarr_md(&IntArr2, lengths);", "int n = -1; var a = new int[n, 2];"),
    ("rt_newarr_md(&IntArr3, huge);", "int n = int.MaxValue; var a = new int[n, n, n];"),
    ("rt_Array_Reverse(NULL);", "Array.Reverse((Array)null);"),
    ("rt_Array_Reverse(md);", "Array.Reverse(new int[2, 2]);"),
    ("rt_Array_Reverse_range(iarr, -1, 1);", "Array.Reverse(new int[5], -1, 1);"),
    ("rt_Array_Reverse_range(iarr, 0, -1);", "Array.Reverse(new int[5], 0, -1);"),
    ("rt_Array_Reverse_range(iarr, 3, 5);", "Array.Reverse(new int[5], 3, 5);"),
    ("rt_Array_Copy(NULL, iarr, 1);", "Array.Copy(null, new int[5], 1);"),
    ("rt_Array_Copy(iarr, NULL, 1);", "Array.Copy(new int[5], null, 1);"),
    ("rt_Array_Copy(iarr, iarr, -1);", "var a = new int[5]; Array.Copy(a, a, -1);"),
    ("rt_Array_Copy_range(iarr, -1, iarr, 0, 1);", "var a = new int[5]; Array.Copy(a, -1, a, 0, 1);"),
    ("rt_Array_Copy_range(iarr, 0, iarr, -1, 1);", "var a = new int[5]; Array.Copy(a, 0, a, -1, 1);"),
    ("rt_Array_Copy_range(iarr, 4, iarr, 0, 2);", "var a = new int[5]; Array.Copy(a, 4, a, 0, 2);"),
    ("rt_Array_Copy(iarr, small, 2);", "Array.Copy(new int[5], new int[1], 2);"),
    ("rt_Array_Copy(md, iarr, 1);", "Array.Copy(new int[2, 2], new int[5], 1);"),
    ("rt_Array_Copy(objs, sarr, 1);", "Array.Copy(new object[] { 1 }, new string[1], 1);"),
    ('rt_String_ToString(NULL);', "string s = null; s.ToString();"),
    ('rt_String_Equals_object(NULL, A("a"));', 'string s = null; s.Equals((object)"a");'),
    ("rt_String_GetHashCode(NULL);", "string s = null; s.GetHashCode();"),
    ("rt_Math_Abs_i8(INT8_MIN);", "sbyte v = sbyte.MinValue; Math.Abs(v);"),
    ("rt_Math_Abs_i16(INT16_MIN);", "short v = short.MinValue; Math.Abs(v);"),
    ("rt_Math_Abs_i32(INT32_MIN);", "int v = int.MinValue; Math.Abs(v);"),
    ("rt_Math_Abs_i64(INT64_MIN);", "long v = long.MinValue; Math.Abs(v);"),
]


def test_raised_exceptions_match_mono(tmp_path):
    """Each raise leaves the right exception pending (Mono's type and Message) and returns."""
    body = "".join(f"    {c}\n    report();\n" for c, _ in RAISES)
    exe = build(tmp_path, HIERARCHY + REPORT_C + "int32_t cil2mir_main(RefArray *args) { (void)args;\n"
                + OBJECT_SETUP + RAISE_SETUP + body + "    return 0;\n}\n")
    mexe = mono_program(tmp_path, "\n".join(_report_cs(cs) for _, cs in RAISES),
                        extra="struct Point { public int X; } class Node { public Point Pos; }")
    ours, mono = run(exe), run_mono(mexe)
    assert mono.returncode == 0, mono.describe()
    assert (ours.returncode, ours.stderr) == (0, b""), ours.describe()
    want = mono.stdout.decode().split("\n")
    assert "no exception" not in want
    got = ours.stdout.decode().split("\n")
    assert len(got) == len(want)
    wrong = [f"{c}\n  ours: {g!r}\n  mono: {w!r}" for (c, _), g, w in zip(RAISES, got, want) if g != w]
    assert not wrong, "\n".join(wrong)


def test_raising_functions_return_harmless_values(tmp_path):
    """Compiled code tests the pending slot before using a result, but the result must still
    be a plain value (NULL / 0), and nothing is written where the raise happened."""
    checks = [
        "rt_castclass(s, &Base) == NULL", "rt_interface_method(NULL, &IFoo, 0) == NULL",
        "rt_newarr(&IntArr, -1) == NULL", "rt_newarr_md(&IntArr2, lengths) == NULL",
        "rt_Math_Abs_i64(INT64_MIN) == 0", "rt_Math_Abs_i32(INT32_MIN) == 0", "rt_Array_get_Length(NULL) == 0",
        "rt_Object_GetType(NULL) == NULL",
        "(rt_stelem_ref(darr, 0, b), ((RefArray *)darr)->items[0] == NULL)",
        "(rt_Array_Copy(objs, sarr, 1), ((RefArray *)sarr)->items[0] == NULL)",
    ]
    body = "".join(f"    WI({c}); WI(cil2mir_pending_exception != NULL); cil2mir_pending_exception = NULL;\n"
                   for c in checks)
    exe = build(tmp_path, HIERARCHY + REPORT_C + "int32_t cil2mir_main(RefArray *args) { (void)args;\n"
                + OBJECT_SETUP + RAISE_SETUP + body + "    return 0;\n}\n")
    r = run(exe)
    assert (r.returncode, r.stderr) == (0, b""), r.describe()
    assert r.stdout.decode() == "1\n1\n" * len(checks)


def test_runtime_enum_matches_the_frontend():
    """enum RtException (cil2mir_rt.h) indexes the table the frontend emits from
    RUNTIME_EXCEPTIONS: the same order; and the corelib defines every one of them."""
    header = (toolchain.RUNTIME_DIR / "cil2mir_rt.h").read_text()
    body = re.search(r"enum RtException \{(.*?)\};", header, re.S)
    assert body is not None
    names = [n.strip() for n in body.group(1).split(",") if n.strip()]
    assert names == ["RT_" + t.rsplit(".", 1)[1] for t in RUNTIME_EXCEPTIONS] + ["RT_EXCEPTION_COUNT"]
    source = EXCEPTION_CS.read_text()
    declared = {f"{ns}.{cls}" for ns, block in re.findall(r"namespace ([\w.]+)\s*\{(.*?)\n\}", source, re.S)
                for cls in re.findall(r"\bclass (\w+)", block)}
    assert set(RUNTIME_EXCEPTIONS) <= declared


# ---- managed code called by the runtime --------------------------------------------------------

MANAGED_C = r"""
static int32_t calls;
static String *bad_to_string(void *o) {
    (void)o;
    calls++;
    if (cil2mir_pending_exception) WL(A("entered with an exception pending"));
    rt_raise(RT_InvalidOperationException, "bad tostring");
    return NULL;
}
static int32_t bad_equals(void *o, void *other) {
    (void)o; (void)other;
    rt_raise(RT_InvalidOperationException, "bad equals");
    return 1;
}
static String *good_to_string(void *o) { (void)o; calls++; return A("good"); }
static TypeDesc Bad = {.base = &rt_Object_type, .size = 8,
    .vtable = {bad_to_string, bad_equals, rt_Object_GetHashCode, rt_Object_Finalize}};
static TypeDesc Good = {.base = &rt_Object_type, .size = 8,
    .vtable = {good_to_string, rt_Object_Equals, rt_Object_GetHashCode, rt_Object_Finalize}};
/* print(x) unless x raised, as compiled code tests the pending slot before using a result */
#define THEN(x, print) do { __typeof__(x) r_ = (x); if (!cil2mir_pending_exception) print(r_); } while (0)
"""
MANAGED_CS = """
class Bad {
    public static int calls;
    public override string ToString() { calls++; throw new InvalidOperationException("bad tostring"); }
    public override bool Equals(object o) { throw new InvalidOperationException("bad equals"); }
    public override int GetHashCode() { return 0; }
}
class Good { public override string ToString() { Bad.calls++; return "good"; } }
"""
# (C statement, C# statement): each prints '[', runs, prints ']', the outcome and the number
# of ToString calls so far.
MANAGED = [
    ("rt_Console_WriteLine_object(bad);", "Console.WriteLine(bad);"),
    ("rt_Console_Write_object(bad);", "Console.Write(bad);"),
    ("rt_Console_WriteLine_object(good);", "Console.WriteLine(good);"),
    ("THEN(rt_String_Concat_object_2(good, bad), WL);", "Console.WriteLine(string.Concat(good, bad));"),
    ("THEN(rt_String_Concat_object_3(bad, good, good), WL);",
     "Console.WriteLine(string.Concat(bad, good, good));"),
    ("THEN(rt_String_Concat_object_3(good, NULL, good), WL);",
     "Console.WriteLine(string.Concat(good, null, good));"),
    ("THEN(rt_Object_Equals_static(bad, good), WI);", "Console.WriteLine(object.Equals(bad, good) ? 1 : 0);"),
    ("THEN(rt_Object_Equals_static(bad, bad), WI);", "Console.WriteLine(object.Equals(bad, bad) ? 1 : 0);"),
]


def test_managed_code_raising_inside_runtime_functions_matches_mono(tmp_path):
    c_body = "".join(f"    rt_Console_Write_char('['); {c} rt_Console_Write_char(']'); report(); WI(calls);\n"
                     for c, _ in MANAGED)
    exe = build(tmp_path, REPORT_C + MANAGED_C + "int32_t cil2mir_main(RefArray *args) { (void)args;\n"
                "    void *bad = rt_alloc(&Bad), *good = rt_alloc(&Good);\n" + c_body + "    return 0;\n}\n")
    cs_body = "object bad = new Bad(), good = new Good();\n" + "".join(
        f'Console.Write("["); try {{ {cs} Console.Write("]"); Console.WriteLine("no exception"); }} '
        f'catch (Exception e) {{ Console.Write("]"); Console.WriteLine(e.GetType().FullName + "|" + e.Message); }}'
        f" Console.WriteLine(Bad.calls);\n" for _, cs in MANAGED)
    mexe = mono_program(tmp_path, cs_body, extra=MANAGED_CS)
    ours, mono = run(exe), run_mono(mexe)
    assert mono.returncode == 0, mono.describe()
    assert (ours.returncode, ours.stderr) == (0, b""), ours.describe()
    assert ours.stdout.decode().splitlines() == mono.stdout.decode().splitlines()


UNHANDLED_C = r"""
static String *text_to_string(void *o) {
    (void)o;
    if (cil2mir_pending_exception) return A("entered with an exception pending");
    return U((const uint16_t[]){'h', 0xE9, 0xD83D, 0xDE00}, 4);
}
static TypeDesc Texty = {.base = &rt_Object_type, .size = 8,
    .vtable = {text_to_string, rt_Object_Equals, rt_Object_GetHashCode, rt_Object_Finalize}};
"""


def test_unhandled_exception_prints_tostring_like_mono(tmp_path):
    """Main returning with an exception pending: stdout flushed, then e.ToString() (the
    override, called with no exception in flight) twice on stderr, UTF-8; exit code 1."""
    exe = build(tmp_path, UNHANDLED_C + "int32_t cil2mir_main(RefArray *args) { (void)args;\n"
                "    rt_Console_Write_string(A(\"out\"));\n"
                "    rt_throw(rt_alloc(&Texty));\n    CHECK_UNHANDLED();\n    return 0;\n}\n")
    mexe = mono_program(tmp_path, 'Console.Write("out"); throw new E();',
                        extra='class E : Exception { public override string ToString() '
                              '{ return "h\\u00e9\\uD83D\\uDE00"; } }')
    ours, mono = run(exe), run_mono(mexe)
    assert (mono.returncode, mono.stdout) == (1, b"out")
    assert (ours.returncode, ours.stdout, ours.stderr) == (1, b"out", mono.stderr)


def test_unhandled_exception_whose_tostring_raises(tmp_path):
    """Mono prints a "Nested exception detected" text with stack traces here; we print the
    type's full name instead. ToString runs with no exception pending."""
    exe = build(tmp_path, MANAGED_C + "int32_t cil2mir_main(RefArray *args) { (void)args;\n"
                "    Bad.full_name = A(\"Ns.Bad\");\n"
                "    WL(A(\"out\"));\n    rt_throw(rt_alloc(&Bad));\n    CHECK_UNHANDLED();\n    return 0;\n}\n")
    r = run(exe)
    assert (r.returncode, r.stdout) == (1, b"out\n"), r.describe()
    assert r.stderr.decode() == "\nUnhandled Exception:\nNs.Bad\n[ERROR] FATAL UNHANDLED EXCEPTION: Ns.Bad\n"


# ---- nothrow bindings ------------------------------------------------------------------------------

def _bound_callees() -> list[Callee]:
    found: dict[str, Callee] = {}
    for c in [*corelib.BINDINGS.values(), *(c for c, _ in corelib.INSTANCE_BINDINGS.values()),
              *corelib.GENERIC_BINDINGS.values()]:
        found.setdefault(c.symbol, c)
    for module in (objects, checks):          # their Callee constants and tables of them
        for value in vars(module).values():
            for c in value.values() if isinstance(value, dict) else [value]:
                if isinstance(c, Callee) and c.symbol.startswith("rt_"):
                    found.setdefault(c.symbol, c)
    return list(found.values())


def _strip_literals(text: str) -> str:
    text = re.sub(r"/\*.*?\*/|//[^\n]*", " ", text, flags=re.S)
    return re.sub(r'"(\\.|[^"\\])*"|\'(\\.|[^\'\\])*\'', '""', text)


def _runtime_call_graph(tmp_path: Path) -> dict[str, set[str]]:
    """Function name -> names it calls, for every function defined in the runtime's C files
    (preprocessed, so the functions generated by macros are included)."""
    graph: dict[str, set[str]] = {}
    for src in toolchain.runtime_sources():
        if src.suffix != ".c":
            continue
        text = subprocess.run([toolchain.cc(), "-E", "-P", "-I", str(toolchain.RUNTIME_DIR), str(src)],
                              check=True, capture_output=True, text=True).stdout
        text = _strip_literals(text)
        for m in re.finditer(r"\b(\w+)\s*\([^;{}()]*(?:\([^;{}()]*\)[^;{}()]*)*\)\s*\{", text):
            if text.count("{", 0, m.start()) != text.count("}", 0, m.start()):
                continue                                   # not at top level
            depth, i = 1, m.end()
            while depth:
                depth += {"{": 1, "}": -1}.get(text[i], 0)
                i += 1
            body = text[m.end():i]
            calls = set(re.findall(r"\b(\w+)\s*\(", body))
            pointers = set(re.findall(r"\(\*\s*(\w+)\)", m.group(0)))
            if "vtable[" in body or pointers & calls:
                calls.add("<managed code>")   # a call through a vtable slot or a parameter
            graph[m.group(1)] = calls
    return graph


def test_nothrow_functions_never_raise_statically(tmp_path):
    """No function bound with nothrow=True reaches rt_raise or managed code in the runtime's
    call graph (a wrong nothrow would make an exception silently vanish)."""
    graph = _runtime_call_graph(tmp_path)
    raising = {"rt_raise", "<managed code>"}
    changed = True
    while changed:
        changed = False
        for fn, calls in graph.items():
            if fn not in raising and calls & raising:
                raising.add(fn)
                changed = True
    callees = _bound_callees()
    nothrow = {c.symbol for c in callees if c.nothrow}
    missing = sorted(s for s in nothrow if s not in graph)
    assert not missing, f"not defined in the runtime: {missing}"
    assert not sorted(nothrow & raising), "marked nothrow but can raise"
    # and the analysis sees the raises that are there
    assert {"rt_throw_NullReferenceException", "rt_Array_GetLength", "rt_Math_Abs_i32", "rt_Console_WriteLine_object",
            "rt_String_Concat_object_2", "rt_Object_Equals_static", "rt_interface_method"} <= raising
    assert "rt_alloc" not in raising and "rt_String_new" not in raising
    may_raise = {c.symbol for c in callees if not c.nothrow}
    assert not sorted(may_raise - raising), "may raise per the bindings, but cannot: mark nothrow"


_EDGE_ARGS = {Ty.I32: ["INT32_MIN", "-1", "0", "INT32_MAX"], Ty.I64: ["INT64_MIN", "-1", "0", "INT64_MAX"],
              Ty.F32: ["NAN", "-INFINITY", "-0.0f", "3.5f"], Ty.F64: ["NAN", "-INFINITY", "-0.0", "1e308"],
              Ty.REF: ["NULL", "NULL", "NULL", "NULL"]}
_NO_FILE = '(const uint16_t *)u"/nonexistent/cil2mir"'
# nothrow functions whose I64 parameters are a descriptor's or a value's address
_DESCRIPTOR_CALLS = {"rt_alloc": ["rt_alloc(&rt_Object_type)", "rt_alloc(&Int32T)"],
                     "rt_isinst": ["rt_isinst(NULL, &rt_Object_type)", "rt_isinst(s, &Base)",
                                   "rt_isinst(d, &IFoo)", "rt_isinst(sarr, &ObjectArr)"],
                     "rt_type_object": ["rt_type_object(&rt_Object_type)", "rt_type_object(&Int32T)"],
                     "rt_box_nullable": ["rt_box_nullable(&Int32T, &(int32_t){5}, &(uint8_t){0})",
                                         "rt_box_nullable(&Int32T, &(int32_t){5}, &(uint8_t){1})"],
                     # the framework's internal calls: memory it passes, arguments it checked
                     "rt_String_new": ["rt_String_new(0)", "rt_String_new(100)"],   # (FastAllocateString's)
                     "rt_memcpy": ["rt_memcpy((char[16]){0}, (char[16]){1}, 16)"],
                     "rt_memmove": ["rt_memmove((char[16]){0}, (char[16]){1}, 16)"],
                     "rt_memmove_values": ["rt_memmove_values((char[16]){0}, (char[16]){1}, 16, &Int32T)"],
                     "rt_zero_memory": ["rt_zero_memory((char[16]){1}, 16)"],
                     "rt_Array_ClearInternal": ["rt_Array_ClearInternal(iarr, 0, 5)",
                                                "rt_Array_ClearInternal(sarr, 1, 0)"],
                     "rt_Array_GetValueImpl": ["rt_Array_GetValueImpl(iarr, 0)",
                                               "rt_Array_GetValueImpl(sarr, 1)"],
                     "rt_Enums_Bits": ["rt_Enums_Bits(rt_alloc(&Int32T))"],
                     "rt_Sys_GetRandomBytes": ["rt_Sys_GetRandomBytes((uint8_t[9]){0}, 9)",
                                               "rt_Sys_GetRandomBytes((uint8_t[1]){0}, 0)"],
                     "rt_Rng_Initialize": ["rt_Rng_Initialize(NULL, 0)", "rt_Rng_Initialize((uint8_t[4]){0}, 4)"],
                     "rt_Rng_GetBytes": ["rt_Rng_GetBytes(1, (uint8_t[9]){0}, 9)", "rt_Rng_GetBytes(1, NULL, 0)"],
                     "rt_Rng_Close": ["rt_Rng_Close(1)"],
                     # a key pair store's path (a NUL-terminated UTF-16 string)
                     **{f"rt_KeyPairs_{name}": [f"rt_KeyPairs_{name}({_NO_FILE})"] for name in (
                         "CanSecure", "IsMachineProtected", "IsUserProtected", "ProtectMachine", "ProtectUser")},
                     "rt_Array_FastCopy": ["rt_Array_FastCopy(iarr, 1, iarr, 0, 4)",
                                           "rt_Array_FastCopy(darr, 0, barr, 0, 2)"],
                     "rt_Sys_DoubleToString": ['rt_Sys_DoubleToString(NAN, "%.17g", (char[64]){0}, 64)',
                                               'rt_Sys_DoubleToString(-1e308, "%.17g", (char[64]){0}, 64)'],
                     "rt_Math_ModF": ["rt_Math_ModF(NAN, &(double){0})", "rt_Math_ModF(-2.5, &(double){0})"],
                     "rt_CultureData_fill_number_data": ["rt_CultureData_fill_number_data(0, NULL)",
                                                         "rt_CultureData_fill_number_data(-1, (char[64]){0})",
                                                         "rt_CultureData_fill_number_data(338, (int32_t[23]){0})"],
                     "rt_Cultures_Find": ['rt_Cultures_Find(0, A("de-de"))', 'rt_Cultures_Find(0, A("zz\u00e9"))',
                                          'rt_Cultures_Find(2, A("US"))', "rt_Cultures_Find(-1, NULL)"],
                     "rt_Environment_GetVariable": ['rt_Environment_GetVariable(A("PATH"))',
                                                    'rt_Environment_GetVariable(A("NO\\u00e9"))'],
                     "rt_MonoIO_GetCurrentDirectory": ["rt_MonoIO_GetCurrentDirectory(&(int32_t){0})"],
                     "rt_Buffer_ByteLength": ["rt_Buffer_ByteLength(iarr)", "rt_Buffer_ByteLength(sarr)"],
                     "rt_Buffer_InternalBlockCopy": ["rt_Buffer_InternalBlockCopy(iarr, 0, iarr, 4, 8)",
                                                     "rt_Buffer_InternalBlockCopy(iarr, 100, barr, 0, 4)"],
                     "rt_Thread_Sleep": ["rt_Thread_Sleep(0)", "rt_Thread_Sleep(1)"],   # (-1: forever)
                     "rt_Environment_Exit": [],                                       # (exits)
                     "rt_fatal_stub": [],                                             # (exits)
                     "rt_Factories_Call": [],        # (runs the compiled factory it is given)
                     "rt_type_from_handle": ["rt_type_from_handle(NULL)", "rt_type_from_handle(&Int32T)"],
                     # a row of the members' table, which only a program that reflects has, and
                     # the invokers it names (reflection_fields_properties)
                     **{f"rt_Members_{name}": [] for name in (
                         "Name", "Flags", "Of", "Owner", "ParameterType", "ParameterName")},
                     # a row of the interfaces' table, which only a program that calls
                     # Type.GetInterfaces has (reflection_interfaces)
                     "rt_Interfaces_Of": [],
                     # a row of the type names' table, which only a program that calls
                     # Type.GetType(string) has (reflection_type_names)
                     **{f"rt_TypeNames_{name}": [] for name in ("Name", "InProgram", "Of")},
                     # a row of the assemblies' tables, which only a program that asks an
                     # assembly anything has (reflection_assemblies)
                     **{f"rt_Assemblies_{name}": [] for name in ("Name", "TypeAt", "Exported")},
                     # a row of the attributes' table, which only a program that asks for custom
                     # attributes has (reflection_attributes)
                     **{f"rt_Attributes_{name}": [] for name in ("Type", "Problem", "Flags", "Count")},
                     "rt_Generics_Argument": [       # (of a generic instance: its record)
                         "rt_Generics_Argument(rt_type_object(&(TypeDesc){.flags = TD_GENERIC_INST, "
                         ".element = (const TypeDesc *)&(struct { const TypeDesc *d; int64_t n; "
                         "const TypeDesc *a[1]; }){&Int32T, 1, {&Int32T}}}), 0)"],
                     "rt_String_Intern": ['rt_String_Intern(A("x"))', 'rt_String_Intern(A(""))'],
                     "rt_String_IsInterned": ['rt_String_IsInterned(A("y"))'],   # (not null: checked)
                     "rt_MathF_ModF": ["rt_MathF_ModF(NAN, &(float){0})", "rt_MathF_ModF(-2.5f, &(float){0})"],
                     "rt_Console_WriteBytes": ['rt_Console_WriteBytes(1, (uint8_t *)"", 0)'],
                     "rt_Console_ReadBytes": ["rt_Console_ReadBytes((uint8_t[4]){0}, 0)"],
                     # files (cil2mir_files.c): paths that do not exist, handles that are not open,
                     # the buffers and error slots the framework passes
                     **{f"rt_MonoIO_{name}": [f"rt_MonoIO_{name}({args}&(int32_t){{0}})"] for name, args in (
                         ("Open", f"{_NO_FILE}, 3, 1, 1, 0, "), ("Close", "-1, "), ("Read", "-1, barr, 0, 1, "),
                         ("Write", "-1, barr, 0, 1, "), ("Seek", "-1, 0, 0, "), ("Flush", "-1, "),
                         ("GetLength", "-1, "), ("SetLength", "-1, 0, "), ("GetFileType", "-1, "),
                         ("Lock", "-1, 0, 1, "), ("Unlock", "-1, 0, 1, "), ("SetFileAttributes", f"{_NO_FILE}, 0, "),
                         ("SetCurrentDirectory", f"{_NO_FILE}, "))},
                     **{f"rt_Sys_{name}": [f'rt_Sys_{name}(A("/nonexistent/cil2mir"), (void *)(char[256]){{0}})']
                        for name in ("Stat", "LStat", "UTime", "UTimes")},
                     **{f"rt_Sys_{name}": [f'rt_Sys_{name}("/nonexistent/cil2mir", (void *)(char[256]){{0}})']
                        for name in ("Stat_bytes", "LStat_bytes")},
                     "rt_Sys_ReadLink": ['rt_Sys_ReadLink(A("/nonexistent/cil2mir"), barr, 2)'],
                     "rt_Sys_OpenDir": ['rt_Sys_OpenDir(A("/nonexistent/cil2mir"))'],
                     "rt_Sys_ReadDirR": [],          # (needs a directory OpenDir opened: files_directories)
                     "rt_Sys_CloseDir": [],
                     "rt_Sys_StrErrorR": ["rt_Sys_StrErrorR(2, (char[64]){0}, 64)", "rt_Sys_StrErrorR(-1, (char[8]){0}, 8)"],
                     "rt_Sys_CopyFile": ["rt_Sys_CopyFile(-1, -1)"],
                     "rt_Marshal_PtrToStringAnsi": ['rt_Marshal_PtrToStringAnsi(NULL)', 'rt_Marshal_PtrToStringAnsi("abc")'],
                     "rt_Process_Abort": []}                                           # (aborts)


def test_nothrow_functions_never_raise_on_edge_values(tmp_path):
    calls: list[str] = []
    for c in _bound_callees():
        if not c.nothrow:
            continue
        if c.symbol in _DESCRIPTOR_CALLS:
            calls += _DESCRIPTOR_CALLS[c.symbol]
            continue
        assert c.symbol.startswith("rt_"), c.symbol
        for k in range(4):
            calls.append(f"{c.symbol}({', '.join(_EDGE_ARGS[p][k] for p in c.params)})")
    assert len(calls) > 150
    body = "".join(f"    (void){call}; if (cil2mir_pending_exception) WL(A({json_c('raised: ' + call)}));\n"
                   for call in calls)
    exe = build(tmp_path, "#include <math.h>\n" + HIERARCHY + "int32_t cil2mir_main(RefArray *args) { (void)args;\n"
                + OBJECT_SETUP + "    rt_Console_WriteLine_void();\n" + body + '    WL(A("done"));\n    return 0;\n}\n')
    r = run(exe)
    assert (r.returncode, r.stderr) == (0, b""), r.describe()
    assert "raised:" not in r.stdout.decode() and r.stdout.decode().endswith("done\n")


# ---- the cross-frame first pass (rt_eh_route) --------------------------------------------------------
# Hand-built frame records and method tables, as the generated code lays them out
# (cil2mir_rt.h, RtEhFrame): frames I (innermost), M, O (outermost) are the dispatches of three
# nested activations, each asking rt_eh_route as its dispatch would. The expected answers
# follow from the contract (Mono's two passes), not from a Mono run.

EH_C = r"""
#include <stdio.h>
static const char *scenario;
static int failures;
#define EXPECT(x) do { if (!(x)) { failures++; \
    fprintf(stderr, "%s: line %d: %s\n", scenario, __LINE__, #x); } } while (0)
#define EXPECT_EQ(a, b) do { long long a_ = (long long)(a), b_ = (long long)(b); if (a_ != b_) { \
    failures++; fprintf(stderr, "%s: line %d: %s is %lld, want %lld\n", scenario, __LINE__, #a, a_, b_); } } while (0)

static TypeDesc EBase = {.base = &rt_Object_type, .size = 8};
static TypeDesc EDerived = {.base = &EBase, .size = 8};
static TypeDesc EOther = {.base = &rt_Object_type, .size = 8};
static RtEhFrame O, M, I;

/* The filter funclet of O: counts its runs, notes whose rt_eh_route call it ran in, checks
 * what it runs with (nothing pending, a barrier record to O's filter context on eh_top). */
enum { TAKE, DECLINE, RAISE, RAISE_RUNTIME, NESTED };
static int filter_mode, filter_calls;
static const char *routing, *ran_during;
static Object *filter_exc, *filter_raises;
static int32_t filter(RtEhFrame *frame, Object *exc) {
    filter_calls++;
    ran_during = routing;
    EXPECT(cil2mir_pending_exception == NULL);
    EXPECT(frame == &O && exc == filter_exc);
    RtEhFrame *b = cil2mir_eh_top;
    EXPECT(b != &I && b->contexts == NULL && b->prev == &O && b->ctx == 3);
    switch (filter_mode) {
    case RAISE: rt_throw(filter_raises); return 1;
    case RAISE_RUNTIME: rt_throw_InvalidCastException(); return 1;
    case NESTED: {
        /* a method G called by the filter raises z: z's own first pass goes from G through
         * the barrier to O at the filter's context (O's outer catch-all takes it), not
         * through M and I */
        RtEhFrame g = {.prev = cil2mir_eh_top, .contexts = M.contexts, .ctx = 1};
        cil2mir_eh_top = &g;
        rt_throw(filter_raises);
        EXPECT_EQ(rt_eh_route(filter_raises, &g), RT_EH_NONE);
        EXPECT(cil2mir_pending_exception == filter_raises);
        EXPECT(I.mark == exc && M.mark == exc && O.mark == filter_raises);
        cil2mir_eh_top = g.prev;   /* G ran its finally blocks and returns, z pending */
        return 1;
    }
    }
    return filter_mode == TAKE;
}

static const RtEhClause no_clauses[] = {{0}};
/* I: context 1 = a try whose catch (EOther, pos 0) does not match the exceptions thrown */
static const RtEhClause i_try[] = {{RT_EH_CATCH, &EOther, 0, 0}, {0}};
static const RtEhClause *const i_table[] = {no_clauses, i_try};
/* M: context 1 = a try with only a finally; context 2 = a catch-all at pos 1 */
static const RtEhClause m_catch_all[] = {{RT_EH_CATCH_ALL, 0, 1, 0}, {0}};
static const RtEhClause *const m_table[] = {no_clauses, no_clauses, m_catch_all};
/* O: context 1 = finally (pos 0), catch EOther (pos 1), catch EBase (pos 2);
 * context 2 = finally (pos 0), filter (pos 3, raising into context 3), catch-all (pos 4);
 * context 3 = the filter's context: inside an outer try whose catch-all is at pos 5 */
static const RtEhClause o_catches[] = {{RT_EH_CATCH, &EOther, 1, 0}, {RT_EH_CATCH, &EBase, 2, 0}, {0}};
static const RtEhClause o_filter[] = {{RT_EH_FILTER, (const void *)filter, 3, 3}, {RT_EH_CATCH_ALL, 0, 4, 0}, {0}};
static const RtEhClause o_outer[] = {{RT_EH_CATCH_ALL, 0, 5, 0}, {0}};
static const RtEhClause *const o_table[] = {no_clauses, o_catches, o_filter, o_outer};

static void setup(const char *name, int64_t o_ctx, int mode, Object *e) {
    scenario = name;
    O = (RtEhFrame){.prev = NULL, .contexts = o_table, .ctx = o_ctx};
    M = (RtEhFrame){.prev = &O, .contexts = m_table, .ctx = 1};
    I = (RtEhFrame){.prev = &M, .contexts = i_table, .ctx = 1};
    filter_mode = mode, filter_calls = 0, ran_during = NULL, filter_exc = e;
    rt_throw(e);
}

/* frame's dispatch: its callees have returned (it is the innermost record), e is pending */
static int32_t ask(const char *name, Object *e, RtEhFrame *frame) {
    EXPECT(cil2mir_pending_exception == e);
    cil2mir_eh_top = frame;
    routing = name;
    int32_t r = rt_eh_route(e, frame);
    routing = NULL;
    EXPECT(cil2mir_eh_top == frame);
    EXPECT(r >= 2 && r % 2 ? frame->resume == NULL : frame->mark == NULL);    /* answered */
    return r;
}
#define PENDING_IS(x) EXPECT(cil2mir_pending_exception == (x))
"""

EH_SCENARIOS = r"""
    Object *e = rt_alloc(&EDerived), *y = rt_alloc(&EOther);

    setup("(a) catch in an outer frame", 1, TAKE, e);
    EXPECT_EQ(ask("I", e, &I), RT_EH_NONE);             /* its catch is for EOther */
    PENDING_IS(e);
    EXPECT_EQ(ask("M", e, &M), RT_EH_NONE);
    PENDING_IS(e);
    EXPECT_EQ(ask("O", e, &O), RT_EH_HANDLE(2));        /* catch EBase, after EOther's */
    PENDING_IS(e);
    EXPECT_EQ(filter_calls, 0);

    setup("(b) an outer filter runs before the inner frames' finally blocks", 2, TAKE, e);
    EXPECT_EQ(ask("I", e, &I), RT_EH_NONE);
    EXPECT_EQ(filter_calls, 1);
    EXPECT(ran_during && ran_during[0] == 'I');
    PENDING_IS(e);
    EXPECT_EQ(ask("M", e, &M), RT_EH_NONE);
    EXPECT_EQ(ask("O", e, &O), RT_EH_HANDLE(3));
    PENDING_IS(e);
    EXPECT_EQ(filter_calls, 1);

    setup("(b') a filter that declines: the next clause", 2, DECLINE, e);
    EXPECT_EQ(ask("I", e, &I), RT_EH_NONE);
    EXPECT_EQ(ask("M", e, &M), RT_EH_NONE);
    EXPECT_EQ(ask("O", e, &O), RT_EH_HANDLE(4));
    EXPECT_EQ(filter_calls, 1);

    setup("(c) a filter that raises", 2, RAISE, e);
    filter_raises = y;
    EXPECT_EQ(ask("I", e, &I), RT_EH_SKIP);             /* no finally blocks: y leaves at once */
    PENDING_IS(y);
    EXPECT_EQ(ask("M", y, &M), RT_EH_SKIP);
    PENDING_IS(y);
    EXPECT_EQ(ask("O", y, &O), RT_EH_RESUME(3));
    PENDING_IS(y);
    O.ctx = 3;                                          /* y dispatched from the filter's context */
    EXPECT_EQ(ask("O", y, &O), RT_EH_HANDLE(5));
    PENDING_IS(y);
    EXPECT_EQ(filter_calls, 1);

    setup("(c') a filter of the asking frame raises (rt_raise)", 2, RAISE_RUNTIME, e);
    cil2mir_eh_top = &O;
    EXPECT_EQ(ask("O", e, &O), RT_EH_RESUME(3));
    Object *raised = cil2mir_pending_exception;
    EXPECT(raised && raised != e
           && raised->type == (const TypeDesc *)(intptr_t)cil2mir_exception_types[1 + RT_InvalidCastException]);
    O.ctx = 3;
    EXPECT_EQ(ask("O", raised, &O), RT_EH_HANDLE(5));
    PENDING_IS(raised);
    EXPECT_EQ(filter_calls, 1);

    setup("(c'') an exception raised in a method the filter calls", 2, NESTED, e);
    filter_raises = y;
    EXPECT_EQ(ask("I", e, &I), RT_EH_SKIP);
    PENDING_IS(y);
    EXPECT_EQ(ask("M", y, &M), RT_EH_SKIP);
    EXPECT_EQ(ask("O", y, &O), RT_EH_RESUME(3));
    O.ctx = 3;
    EXPECT_EQ(ask("O", y, &O), RT_EH_HANDLE(5));
    PENDING_IS(y);
    EXPECT_EQ(filter_calls, 1);

    /* (d) the first flight's pass marked M (no handler) and O (the filter takes it), but
     * before they ask, the same object is raised again (I's handler rethrows it, say): the
     * marks are stale, a new first pass runs the filter again, which now declines. */
    setup("(d) a re-raise of the same object", 2, TAKE, e);
    EXPECT_EQ(ask("I", e, &I), RT_EH_NONE);
    EXPECT_EQ(filter_calls, 1);
    filter_mode = DECLINE;
    rt_throw(e);
    EXPECT_EQ(ask("M", e, &M), RT_EH_NONE);
    EXPECT_EQ(filter_calls, 2);
    EXPECT(ran_during && ran_during[0] == 'M');
    EXPECT_EQ(ask("O", e, &O), RT_EH_HANDLE(4));
    EXPECT_EQ(filter_calls, 2);

    scenario = "(d') rethrow after the handler was reached";
    filter_mode = TAKE;
    rt_throw(e);                                        /* O's handler calls I again, which rethrows */
    I = (RtEhFrame){.prev = &M, .contexts = i_table, .ctx = 1};
    EXPECT_EQ(ask("I", e, &I), RT_EH_NONE);
    EXPECT_EQ(filter_calls, 3);
    EXPECT_EQ(ask("M", e, &M), RT_EH_NONE);
    EXPECT_EQ(ask("O", e, &O), RT_EH_HANDLE(3));
    EXPECT_EQ(filter_calls, 3);

    cil2mir_pending_exception = NULL;
    if (!failures) WL(A("ok"));
"""


def test_eh_route_first_pass_across_frames(tmp_path):
    """rt_eh_route on hand-built frames: a handler found from an inner frame is remembered
    until its frame asks; filters run once, during the first frame's ask (before the inner
    frames' finally blocks); a filter that raises makes the frames between skip and its own
    frame resume the new exception; a re-raise of the same object starts a new first pass."""
    exe = build(tmp_path, EH_C + "int32_t cil2mir_main(RefArray *args) { (void)args;\n" + EH_SCENARIOS
                + "    return 0;\n}\n")
    r = run(exe)
    assert (r.returncode, r.stderr.decode(), r.stdout) == (0, "", b"ok\n"), r.describe()


# ---- the C# exception classes, against mscorlib's under Mono ----------------------------------------

CLASSES_CS = r"""
using System;
using System.Collections.Generic;
class Custom : InvalidOperationException {
    public Custom() : base("custom") { }
    public override string Message { get { return "<" + base.Message + ">"; } }
}
class Loud : Exception { public override string ToString() { return "LOUD"; } }
namespace Ns { class Outer { public class Nested : ArgumentException { public Nested() : base("n", "p") { } } } }
class P {
    static void Show(Exception e) {
        Console.WriteLine("[" + e.Message + "]");
        Console.WriteLine("{" + e.ToString() + "}");
        Console.WriteLine(e.InnerException == null ? "no inner" : "inner " + e.InnerException.GetType().FullName);
        Console.WriteLine(e.GetBaseException().GetType().FullName);
        Console.WriteLine(e.HResult + " " + (e.Source ?? "no source") + " " + (e.HelpLink ?? "no link"));
    }
    static void Main() {
        string n = null;
        Exception i = new Exception("inner");
%SHOWS%
    }
}
"""
_CLASSES = ["Exception", "SystemException", "ApplicationException", "ArithmeticException",
            "DivideByZeroException", "OverflowException", "NullReferenceException", "IndexOutOfRangeException",
            "InvalidCastException", "ArrayTypeMismatchException", "OutOfMemoryException", "ArgumentException",
            "ArgumentNullException", "ArgumentOutOfRangeException", "FormatException", "RankException",
            "InvalidOperationException", "NotSupportedException", "NotImplementedException",
            "KeyNotFoundException", "StackOverflowException"]


def _shows() -> list[str]:
    shows = []
    for cls in _CLASSES:
        shows += [f"new {cls}()", f'new {cls}("m")', f"new {cls}(n)", f'new {cls}("")', f'new {cls}("m", i)',
                  f"new {cls}(n, i)"]
    shows += ['new ArgumentException("m", "p")', 'new ArgumentException(n, "p")', 'new ArgumentException("", "p")',
              'new ArgumentException("m", "")', 'new ArgumentException("m", n)', 'new ArgumentException("m", "p", i)',
              'new ArgumentNullException("p")', 'new ArgumentNullException("p", "m")', "new ArgumentNullException(n, n)",
              'new ArgumentOutOfRangeException("p")', 'new ArgumentOutOfRangeException("p", "m")',
              'new Exception("a\\nb")', 'new Exception("o", new ArgumentException("deep", "p"))',
              'new Exception("o", new InvalidOperationException("mid", new FormatException()))',
              'new Exception("", new Exception(n))', 'new Exception(n, new Exception())',
              "new Custom()", 'new Exception("o", new Custom())', 'new Exception("o", new Loud())', "new Loud()",
              "new Ns.Outer.Nested()", 'new Exception("o", new Ns.Outer.Nested())',
              'new Exception("a", new Exception("b", new Exception("c")))']
    return shows


def test_corelib_exception_classes_match_mscorlib(tmp_path):
    """The same program, compiled once against mscorlib's exceptions and once with
    Exception.cs in its place (mcs prefers the source's types), prints the same under Mono.
    None of its exceptions is thrown: the runtime's trace (Traces.Text, Traces.Source) is
    null for them, which a stand-in gives under Mono."""
    mcs, mono = require_tool("mcs"), require_tool("mono")
    cs = tmp_path / "p.cs"
    cs.write_text(CLASSES_CS.replace("%SHOWS%", "\n".join(f"        Show({e});" for e in _shows())))
    traces = tmp_path / "Traces.cs"
    traces.write_text("namespace Cil2Mir { static class Traces {\n"
                      "    internal static string Text(System.Exception e) { return null; }\n"
                      "    internal static string Source(System.Exception e) { return null; } } }\n")
    outputs = []
    for name, extra in [("bcl", []), ("ours", [str(EXCEPTION_CS), str(PLUG_CS), str(traces)])]:
        exe = tmp_path / f"{name}.exe"
        subprocess.run([mcs, "-nologo", "-nowarn:436,1685", f"-out:{exe}", str(cs), *extra], check=True,
                       capture_output=True)
        r = subprocess.run([mono, str(exe)], capture_output=True, timeout=120)
        assert r.returncode == 0, r.stderr
        outputs.append(r.stdout.decode())
    assert outputs[0].count("\n") > 4 * len(_shows())
    assert outputs[1].splitlines() == outputs[0].splitlines()
