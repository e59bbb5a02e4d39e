"""The C runtime's object model through C drivers that define `cil2mir_main`:
hand-built TypeDesc hierarchies (classes, interfaces, arrays, boxes) for isinst / castclass /
interface dispatch / array covariance; the string functions and primitive ToString
compared byte for byte with the same operations run by Mono; the throwers' and the SIGSEGV
handler's stderr and exit code compared with Mono's; and garbage collection (many GB allocated
in bounded memory)."""

from __future__ import annotations

import subprocess
from pathlib import Path

from cil2mir import toolchain
from tests.conftest import RUN_ENV_OVERRIDES, require_tool, run_process
from tests.test_runtime import exception_globals

PRELUDE = r"""
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "cil2mir_rt.h"
#define WL rt_Console_WriteLine_string
#define WI rt_Console_WriteLine_i32
static __attribute__((unused)) String *A(const char *p) {   /* ASCII C string -> String */
    size_t n = strlen(p);
    String *s = malloc(sizeof(String) + 2 * n);
    s->type = &rt_String_type; s->length = (int32_t)n;
    for (size_t i = 0; i < n; i++) s->chars[i] = (uint8_t)p[i];
    return s;
}
static __attribute__((unused)) String *U(const uint16_t *u, int n) {
    String *s = malloc(sizeof(String) + 2 * (size_t)n);
    s->type = &rt_String_type; s->length = n; memcpy(s->chars, u, 2 * (size_t)n);
    return s;
}
static __attribute__((unused)) int32_t N(const String *s) {  /* a decimal argument's value */
    int32_t v = 0;
    for (int32_t i = 0; i < s->length; i++) v = 10 * v + (s->chars[i] - '0');
    return v;
}
"""


def build(tmp_path: Path, source: str, name: str = "driver") -> Path:
    src = tmp_path / f"{name}.c"
    src.write_text(PRELUDE + exception_globals() + source)
    obj, exe = tmp_path / f"{name}.o", tmp_path / name
    subprocess.run([toolchain.cc(), "-O1", "-Wall", "-Werror", "-Wno-unused-variable", "-Wno-unused-function", "-I", str(toolchain.RUNTIME_DIR), "-c",
                    str(src), "-o", str(obj)], check=True)
    toolchain.link([obj], exe)
    return exe


def run(exe: Path, *args: str, timeout: float = 120):
    r = run_process([exe, *args], cwd=exe.parent, timeout=timeout, env=RUN_ENV_OVERRIDES)
    assert not r.timed_out, r.describe()
    return r


def mono_program(tmp_path: Path, body: str, name: str = "p", extra: str = "") -> Path:
    require_tool("mcs")
    cs = tmp_path / f"{name}.cs"
    cs.write_text("using System;\n" + extra + "\nclass P { static void Main(string[] args) {\n" + body + "\n} }\n")
    exe = tmp_path / f"{name}.exe"
    subprocess.run([require_tool("mcs"), "-nologo", "-warn:0", f"-out:{exe}", str(cs)], check=True,
                   capture_output=True)
    return exe


def run_mono(exe: Path, *args: str, timeout: float = 120):
    r = run_process([require_tool("mono"), exe, *args], cwd=exe.parent, timeout=timeout, env=RUN_ENV_OVERRIDES)
    assert not r.timed_out, r.describe()
    return r


def without_stack_trace(stderr: bytes) -> str:
    return "".join(ln for ln in stderr.decode().splitlines(keepends=True) if not ln.startswith("  at "))


# ---- type descriptors built by hand --------------------------------------------------------

HIERARCHY = r"""
static int32_t foo_a(void *o) { (void)o; return 1; }
static int32_t foo_b(void *o) { (void)o; return 2; }
static int32_t bar_derived(void *o) { (void)o; return 30; }
static int32_t bar_more(void *o) { (void)o; return 40; }
static String *derived_to_string(void *o) { (void)o; return A("custom"); }

static TypeDesc IFoo = {.flags = 4}, IBar = {.flags = 4}, IBaz = {.flags = 4};
static TypeDesc Base = {.base = &rt_Object_type, .size = 16,
    .vtable = {rt_Object_ToString, rt_Object_Equals, rt_Object_GetHashCode, rt_Object_Finalize}};
static const TypeDesc *derived_ifaces[] = {&IFoo, &IBar};
static void *const foo_of_derived[] = {foo_a, foo_b};
static void *const bar_of_derived[] = {bar_derived};
static void *const *const derived_itables[] = {foo_of_derived, bar_of_derived};
static TypeDesc Derived = {.base = &Base, .size = 24, .n_interfaces = 2, .interfaces = derived_ifaces,
    .itables = derived_itables,
    .vtable = {derived_to_string, rt_Object_Equals, rt_Object_GetHashCode, rt_Object_Finalize}};
/* More: Derived + IBar again, its own table for IBar first (re-implementation) */
static const TypeDesc *more_ifaces[] = {&IBar, &IFoo};
static void *const bar_of_more[] = {bar_more};
static void *const *const more_itables[] = {bar_of_more, foo_of_derived};
static TypeDesc More = {.base = &Derived, .size = 24, .n_interfaces = 2, .interfaces = more_ifaces,
    .itables = more_itables,
    .vtable = {derived_to_string, rt_Object_Equals, rt_Object_GetHashCode, rt_Object_Finalize}};
static TypeDesc Other = {.base = &rt_Object_type, .size = 8,
    .vtable = {rt_Object_ToString, rt_Object_Equals, rt_Object_GetHashCode, rt_Object_Finalize}};
static TypeDesc Int32T = {.base = &rt_Object_type, .size = 4, .flags = 2 | 16};
static TypeDesc Int64T = {.base = &rt_Object_type, .size = 8, .flags = 2 | 16};
#define ARR(name, elem, fl) static TypeDesc name = {.base = &rt_Object_type, .size = 8, .element = &elem, \
    .flags = 1 | (fl), .vtable = {rt_Object_ToString, rt_Object_Equals, rt_Object_GetHashCode, rt_Object_Finalize}}
ARR(ObjectArr, rt_Object_type, 8);
ARR(BaseArr, Base, 8);
ARR(DerivedArr, Derived, 8);
ARR(IFooArr, IFoo, 8);
ARR(IBazArr, IBaz, 8);
ARR(OtherArr, Other, 8);
ARR(IntArr, Int32T, 0);
ARR(LongArr, Int64T, 0);
ARR(BaseArrArr, BaseArr, 8);
ARR(ObjectArrArr, ObjectArr, 8);
ARR(DerivedArrArr, DerivedArr, 8);
static void init_names(void) {
    Base.name = A("Base"); Base.full_name = A("Ns.Base");
    Derived.name = A("Inner"); Derived.full_name = A("Ns.Outer+Inner");
    Other.name = A("Other"); Other.full_name = A("Other");
    IntArr.name = A("Int32[]"); IntArr.full_name = A("System.Int32[]");
}
typedef int32_t (*IFn)(void *);
"""

# (expression, expected value). `is(o, T)` = rt_isinst(o, &T) != NULL.
TYPE_TESTS = [
    ("is(b, Base)", 1), ("is(b, Derived)", 0), ("is(d, Base)", 1), ("is(d, Derived)", 1),
    ("is(m, Base)", 1), ("is(m, Derived)", 1), ("is(d, More)", 0), ("is(b, rt_Object_type)", 1),
    ("is(d, IFoo)", 1), ("is(d, IBar)", 1), ("is(d, IBaz)", 0), ("is(b, IFoo)", 0), ("is(o, Base)", 0),
    ("is(NULL, Base)", 0), ("is(NULL, rt_Object_type)", 0), ("is(NULL, IFoo)", 0),
    ("is(s, rt_String_type)", 1), ("is(s, rt_Object_type)", 1), ("is(s, Base)", 0), ("is(b, rt_String_type)", 0),
    ("is(boxed, Int32T)", 1), ("is(boxed, Int64T)", 0), ("is(boxed, rt_Object_type)", 1), ("is(boxed, IFoo)", 0),
    ("is(darr, DerivedArr)", 1), ("is(darr, BaseArr)", 1), ("is(darr, ObjectArr)", 1), ("is(darr, IFooArr)", 1),
    ("is(darr, IBazArr)", 0), ("is(darr, OtherArr)", 0), ("is(barr, DerivedArr)", 0), ("is(darr, rt_Object_type)", 1),
    ("is(darr, Base)", 0), ("is(iarr, IntArr)", 1), ("is(iarr, LongArr)", 0), ("is(iarr, ObjectArr)", 0),
    ("is(sarr, rt_StringArray_type)", 1), ("is(sarr, ObjectArr)", 1), ("is(sarr, BaseArr)", 0),
    ("is(darrarr, BaseArrArr)", 1), ("is(darrarr, ObjectArrArr)", 1), ("is(darrarr, ObjectArr)", 1),
    ("is(barrarr, DerivedArrArr)", 0), ("is(iarr, BaseArr)", 0), ("is(b, IntArr)", 0),
    ("rt_castclass(NULL, &Derived) == NULL", 1), ("rt_castclass(d, &Base) == d", 1),
    ("((IFn)rt_interface_method(d, &IFoo, 0))(d)", 1), ("((IFn)rt_interface_method(d, &IFoo, 1))(d)", 2),
    ("((IFn)rt_interface_method(d, &IBar, 0))(d)", 30), ("((IFn)rt_interface_method(m, &IBar, 0))(m)", 40),
    ("((IFn)rt_interface_method(m, &IFoo, 1))(m)", 2),
    ("rt_Object_Equals(d, d)", 1), ("rt_Object_Equals(d, m)", 0), ("rt_Object_Equals(d, NULL)", 0),
    ("rt_Object_GetHashCode(d) == rt_Object_GetHashCode(d)", 1), ("rt_Object_GetHashCode(d) >= 0", 1),
    ("*(int32_t *)((char *)boxed + 8)", 0), ("((Array *)iarr)->length", 5), ("((Array *)darr)->length", 3),
    ("rt_newarr(&IntArr, 0) != rt_newarr(&IntArr, 0)", 1),
    ("(rt_stelem_ref(darr, 0, m), ((RefArray *)darr)->items[0] == m)", 1),
    ("(rt_stelem_ref(barr, 1, d), ((RefArray *)barr)->items[1] == d)", 1),
    ("(rt_stelem_ref(darr, 2, NULL), ((RefArray *)darr)->items[2] == NULL)", 1),
    ("(rt_stelem_ref(sarr, 0, s), ((RefArray *)sarr)->items[0] == s)", 1),
]

OBJECT_SETUP = r"""
    init_names();
    void *b = rt_alloc(&Base), *d = rt_alloc(&Derived), *m = rt_alloc(&More), *o = rt_alloc(&Other);
    void *s = A("str"), *boxed = rt_alloc(&Int32T);
    void *darr = rt_newarr(&DerivedArr, 3), *barr = rt_newarr(&BaseArr, 2), *iarr = rt_newarr(&IntArr, 5);
    void *sarr = rt_newarr(&rt_StringArray_type, 1), *darrarr = rt_newarr(&DerivedArrArr, 1);
    void *barrarr = rt_newarr(&BaseArrArr, 1);
    (void)b; (void)d; (void)m; (void)o; (void)s; (void)boxed; (void)darr; (void)barr; (void)iarr; (void)sarr;
    (void)darrarr; (void)barrarr;
#define is(x, T) (rt_isinst((x), &(T)) != NULL)
"""


def test_type_tests_and_dispatch(tmp_path):
    body = "".join(f"    rt_Console_Write_string(A({json_c(e)})); rt_Console_Write_char('='); "
                   f"rt_Console_WriteLine_i64((int64_t)({e}));\n" for e, _ in TYPE_TESTS)
    exe = build(tmp_path, HIERARCHY + "int32_t cil2mir_main(RefArray *args) { (void)args;\n" + OBJECT_SETUP
                + body + "    return 0;\n}\n")
    r = run(exe)
    assert (r.returncode, r.stderr) == (0, b""), r.describe()
    assert r.stdout.decode() == "".join(f"{e}={v}\n" for e, v in TYPE_TESTS)


def json_c(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def test_object_methods_and_console(tmp_path):
    body = r"""
    rt_Console_WriteLine_object(b);            /* Object.ToString: the full name */
    rt_Console_WriteLine_object(d);            /* an override in slot 0 */
    WL(rt_Object_ToString(d));
    WL(rt_Object_ToString(iarr));
    rt_Console_WriteLine_object(NULL);         /* an empty line */
    rt_Console_Write_object(NULL); rt_Console_Write_object(s); rt_Console_Write_object(o); WL(NULL);
    rt_Console_WriteLine_object(s);
    WL(rt_Type_get_Name(rt_Object_GetType(d)));
    WL(rt_Type_get_Name(rt_Object_GetType(s)));
    WL(rt_Type_get_Name(rt_Object_GetType(sarr)));
    WL(rt_Object_ToString(sarr));
    WL(rt_Object_ToString(rt_alloc(&rt_Object_type)));
    WL(rt_Type_get_Name(rt_type_object(&rt_Object_type)));
    """
    exe = build(tmp_path, HIERARCHY + "int32_t cil2mir_main(RefArray *args) { (void)args;\n" + OBJECT_SETUP
                + body + "    return 0;\n}\n")
    r = run(exe)
    assert (r.returncode, r.stderr) == (0, b""), r.describe()
    assert r.stdout.decode() == ("Ns.Base\ncustom\nNs.Outer+Inner\nSystem.Int32[]\n\nstrOther\nstr\nInner\nString\n"
                                 "String[]\nSystem.String[]\nSystem.Object\nObject\n")


def test_object_tostring_names_match_mono(tmp_path):
    """What the descriptors' names must be (the frontend fills them in): Mono's spelling."""
    exe = mono_program(tmp_path, """
        Console.WriteLine(new Ns.Outer.Inner()); Console.WriteLine(new Ns.Outer.Inner().GetType().Name);
        Console.WriteLine(new object()); Console.WriteLine(new int[0]); Console.WriteLine(new string[0].GetType().Name);
        Console.WriteLine(new string[0]); Console.WriteLine("".GetType().Name); Console.WriteLine(new object().GetType().Name);
        """, extra="namespace Ns { class Outer { public class Inner {} } }")
    assert run_mono(exe).stdout.decode() == ("Ns.Outer+Inner\nInner\nSystem.Object\nSystem.Int32[]\nString[]\n"
                                             "System.String[]\nString\nObject\n")


# ---- exceptions: the throwers, failing casts and stores, SIGSEGV ----------------------------

# (C statements, C# statements): both must die with the same stderr (minus Mono's stack trace)
# and exit code, after printing "before". The C statements raise (or fault); the driver then
# reports the pending exception as the cil2mir_main wrapper does.
FAILURES = [
    ("rt_castclass(s, &Base);", 'object o = "s"; var x = (System.Collections.ArrayList)o;'),
    ("rt_castclass(boxed, &Int64T);", "object o = 1; long x = (long)o;"),
    ("rt_castclass(sarr, &IntArr);", "object o = new string[1]; var x = (int[])o;"),
    ("rt_castclass(barr, &DerivedArr);", "object o = new object[1]; var x = (string[])o;"),
    ("rt_throw_InvalidCastException();", "object o = 1.5; int x = (int)o;"),
    ("rt_stelem_ref(darr, 0, b);", "object[] a = new string[2]; a[0] = new object();"),
    ("rt_stelem_ref(sarr, 0, boxed);", "object[] a = new string[2]; a[0] = 1;"),
    ("rt_throw_ArrayTypeMismatchException();", "object[] a = new string[2]; a[1] = 1;"),
    ("rt_stelem_ref(darr, 3, d);", "object[] a = new object[3]; a[3] = 1;"),
    ("rt_stelem_ref(darr, -1, d);", "object[] a = new object[3]; int i = -1; a[i] = 1;"),
    ("rt_throw_IndexOutOfRangeException();", "int[] a = new int[3]; int i = 3; a[i] = 1;"),
    ("rt_stelem_ref(NULL, 0, d);", "object[] a = null; a[0] = 1;"),
    ("rt_throw_NullReferenceException();", "string s = null; Console.WriteLine(s.Length);"),
    ("rt_interface_method(NULL, &IFoo, 0);", "IComparable c = null; c.CompareTo(1);"),
    ("rt_Object_ToString(NULL);", "object o = null; o.ToString();"),
    ("rt_newarr(&IntArr, -1);", "int n = -1; var a = new int[n];"),
    ("rt_newarr(&rt_StringArray_type, INT64_MIN);", "long n = long.MinValue; var a = new string[n];"),
    ("{ volatile int *p = NULL; WI(p[2]); }", "string s = null; Console.WriteLine(s.Length);"),
    ("{ volatile char *p = NULL; WI(p[5000]); }", "int[] a = null; Console.WriteLine(a[1000]);"),
    ("{ RefArray *a = NULL; WI((int32_t)a->length); }", "int[] a = null; Console.WriteLine(a.Length);"),
]


def test_failures_match_mono(tmp_path):
    cases = "".join(f"    case {i}: {c} break;\n" for i, (c, _) in enumerate(FAILURES))
    exe = build(tmp_path, HIERARCHY + "int32_t cil2mir_main(RefArray *args) {\n" + OBJECT_SETUP
                + "    WL(A(\"before\"));\n    switch (N(args->items[0])) {\n" + cases
                + "    }\n    CHECK_UNHANDLED();\n    WL(A(\"not reached\"));\n    return 0;\n}\n")
    mono_cases = "".join(f"case {i}: {{ {cs} break; }}\n" for i, (_, cs) in enumerate(FAILURES))
    mexe = mono_program(tmp_path, 'Console.WriteLine("before");\nswitch (int.Parse(args[0])) {\n' + mono_cases
                        + '}\nConsole.WriteLine("not reached");')
    problems = []
    for i, (c, cs) in enumerate(FAILURES):
        ours, mono = run(exe, str(i)), run_mono(mexe, str(i))
        assert mono.returncode == 1 and mono.stdout == b"before\n", (cs, mono.describe())
        got = (ours.returncode, ours.stdout, ours.stderr.decode())
        want = (1, b"before\n", without_stack_trace(mono.stderr))
        if got != want:
            problems.append(f"{c}\n  ours: {got}\n  mono: {want}")
    assert not problems, "\n".join(problems)


def test_stack_overflow_matches_mono(tmp_path):
    exe = build(tmp_path, r"""
static volatile int32_t forever = 1;
static __attribute__((noinline)) int32_t deep(volatile int32_t n) {
    volatile char pad[64];
    pad[n & 63] = (char)n;
    return forever ? deep(n + 1) + pad[3] : 0;
}
int32_t cil2mir_main(RefArray *args) { (void)args; WL(A("before")); WI(deep(0)); return 0; }
""")
    mexe = mono_program(tmp_path, 'Console.WriteLine("before"); Console.WriteLine(Deep(0)); }\n'
                        "static int Deep(int n) { return Deep(n + 1) + 1;")
    ours, mono = run(exe), run_mono(mexe)
    assert (mono.returncode, mono.stdout) == (1, b"before\n")
    assert (ours.returncode, ours.stdout) == (1, b"before\n"), ours.describe()
    assert ours.stderr.decode() == without_stack_trace(mono.stderr)


def test_wild_pointer_is_not_a_null_reference(tmp_path):
    exe = build(tmp_path, "int32_t cil2mir_main(RefArray *args) { (void)args; volatile int *p = (int *)0x7f0000001000;"
                          " return *p; }\n")
    r = run(exe)
    assert r.returncode == -11 and b"NullReference" not in r.stderr, r.describe()


# ---- strings and primitives, against Mono -------------------------------------------------------

def u16(text: str) -> str:
    """A C expression for a String with exactly these UTF-16 units."""
    units = list(text.encode("utf-16-le"))
    vals = [units[i] | units[i + 1] << 8 for i in range(0, len(units), 2)]
    return f"U((const uint16_t[]){{{', '.join(map(str, vals)) or '0'}}}, {len(vals)})"


def cs_lit(text: str) -> str:
    return '"' + "".join(c if c.isalnum() or c in " .,-_'" else f"\\u{ord(c):04x}" if ord(c) < 0x10000
                         else "".join(f"\\u{u:04x}" for u in _surrogates(c)) for c in text) + '"'


def _surrogates(c: str) -> list[int]:
    v = ord(c) - 0x10000
    return [0xD800 + (v >> 10), 0xDC00 + (v & 0x3FF)]


def string_cases() -> list[tuple[str, str]]:
    """(C statement, C# statement), each printing one line."""
    S, L = u16, cs_lit
    cases = []
    for a, b in [("ab", "cd"), ("", "x"), ("h\u00e9", "\U0001F600")]:
        cases.append((f"WL(rt_String_Concat_2({S(a)}, {S(b)}));", f"Console.WriteLine({L(a)} + {L(b)});"))
    cases += [
        ("WL(rt_String_Concat_2(NULL, NULL));", "Console.WriteLine(string.Concat((string)null, (string)null));"),
        ('WL(rt_String_Concat_2(A("x"), NULL));', 'Console.WriteLine(string.Concat("x", (string)null));'),
        ('WL(rt_String_Concat_3(A("a"), NULL, A("c")));', 'Console.WriteLine(string.Concat("a", null, "c"));'),
        ('WL(rt_String_Concat_4(A("a"), A("b"), A(""), A("d")));', 'Console.WriteLine(string.Concat("a", "b", "", "d"));'),
        ('WL(rt_String_Concat_object_2(A("n="), NULL));', 'Console.WriteLine(string.Concat((object)"n=", null));'),
        ('WL(rt_String_Concat_object_3(A("a"), A("b"), A("c")));', 'Console.WriteLine(string.Concat((object)"a", (object)"b", (object)"c"));'),
        ("WI(rt_String_op_Equality(NULL, NULL)); WI(rt_String_op_Equality(A(\"a\"), NULL));"
         " WI(rt_String_op_Equality(A(\"ab\"), A(\"ab\"))); WI(rt_String_op_Equality(A(\"ab\"), A(\"abc\")));",
         'string n = null; Console.WriteLine(n == null ? 1 : 0); Console.WriteLine("a" == n ? 1 : 0);'
         ' Console.WriteLine("ab" == string.Copy("ab") ? 1 : 0); Console.WriteLine("ab" == "abc" ? 1 : 0);'),
        ('WI(rt_String_op_Inequality(A("a"), A("b")));', 'Console.WriteLine("a" != "b" ? 1 : 0);'),
    ]
    for v in ["0", "-1", "2147483647", "-2147483648"]:
        cases.append((f"WL(rt_Int32_ToString({v if v != '-2147483648' else 'INT32_MIN'}));",
                      f"Console.WriteLine(({v}).ToString());"))
    cases += [
        ("WL(rt_UInt32_ToString(UINT32_MAX));", "Console.WriteLine(uint.MaxValue.ToString());"),
        ("WL(rt_Int64_ToString(INT64_MIN));", "Console.WriteLine(long.MinValue.ToString());"),
        ("WL(rt_UInt64_ToString(UINT64_MAX));", "Console.WriteLine(ulong.MaxValue.ToString());"),
        ("WL(rt_Double_ToString(1.0 / 3));", "Console.WriteLine((1.0 / 3).ToString());"),
        ("WL(rt_Double_ToString(-1e300 * 1e10));", "Console.WriteLine((-1e300 * 1e10).ToString());"),
        ("WL(rt_Double_ToString(1e-5));", "Console.WriteLine((1e-5).ToString());"),
        ("WL(rt_Single_ToString(1.0f / 3));", "Console.WriteLine((1.0f / 3).ToString());"),
        ("WL(rt_Single_ToString(16777217.0f));", "Console.WriteLine((16777217.0f).ToString());"),
        ("WL(rt_Boolean_ToString(1)); WL(rt_Boolean_ToString(0));",
         "Console.WriteLine(true.ToString()); Console.WriteLine(false.ToString());"),
        ("WL(rt_Char_ToString(0xE9)); WL(rt_Char_ToString('x'));",
         "Console.WriteLine('\\u00e9'.ToString()); Console.WriteLine('x'.ToString());"),
        ('{ Array *a = rt_newarr(&CharArr, 3); uint16_t *c = (uint16_t *)a->data; c[0] = \'h\'; c[1] = 0xE9; c[2] = \'!\';'
         " WL(rt_String_new_chars(a)); WL(rt_String_new_chars(NULL)); }",
         "Console.WriteLine(new string(new char[] { 'h', '\\u00e9', '!' })); Console.WriteLine(new string((char[])null));"),
    ]
    return cases


CHAR_ARRAY = ("static TypeDesc CharT = {.base = &rt_Object_type, .size = 2, .flags = 2 | 16};\n"
              "static TypeDesc CharArr = {.base = &rt_Object_type, .size = 8, .element = &CharT, .flags = 1};\n")


def test_strings_match_mono(tmp_path):
    cases = string_cases()
    exe = build(tmp_path, CHAR_ARRAY + "int32_t cil2mir_main(RefArray *args) { (void)args;\n"
                + "\n".join(c for c, _ in cases) + "\nreturn 0; }\n")
    mexe = mono_program(tmp_path, "\n".join(cs for _, cs in cases))
    mono, ours = run_mono(mexe), run(exe)
    assert mono.returncode == 0, mono.describe()
    assert ours.returncode == 0, ours.describe()
    m_lines, o_lines = mono.stdout.decode().splitlines(), ours.stdout.decode().splitlines()
    assert o_lines == m_lines


# ---- garbage collection --------------------------------------------------------------------------

def test_gc_bounded_memory(tmp_path):
    """~6 GB allocated in total (trees of scanned objects, atomic int arrays, reference arrays,
    strings) while a long-lived list survives; peak RSS stays small."""
    exe = build(tmp_path, r"""
#include <stdio.h>
typedef struct Node { const TypeDesc *type; struct Node *left, *right; int64_t value; } Node;
static TypeDesc NodeT = {.base = &rt_Object_type, .size = sizeof(Node)};
static TypeDesc Int32T = {.base = &rt_Object_type, .size = 4, .flags = 2 | 16};
static TypeDesc IntArr = {.base = &rt_Object_type, .size = 8, .element = &Int32T, .flags = 1};
static TypeDesc NodeArr = {.base = &rt_Object_type, .size = 8, .element = &NodeT, .flags = 1 | 8};
static Node *tree(int depth) {
    Node *n = rt_alloc(&NodeT);
    n->value = depth;
    if (depth > 0) { n->left = tree(depth - 1); n->right = tree(depth - 1); }
    return n;
}
static int64_t check(Node *n) { return n ? n->value + check(n->left) + check(n->right) : 0; }
int32_t cil2mir_main(RefArray *args) {
    (void)args;
    Node *keep = NULL;                                   /* long-lived: a list of 1000 nodes */
    for (int i = 0; i < 1000; i++) { Node *n = rt_alloc(&NodeT); n->value = i; n->left = keep; keep = n; }
    int64_t total = 0;
    for (int round = 0; round < 60; round++) {
        total += check(tree(16));                        /* 65536 nodes * 32 bytes */
        for (int k = 0; k < 8; k++) {
            Array *a = rt_newarr(&IntArr, 2500000);       /* 10 MB, atomic */
            ((int32_t *)a->data)[2499999] = k;
            total += ((int32_t *)a->data)[2499999];
        }
        RefArray *r = rt_newarr(&NodeArr, 1000000);      /* 8 MB, scanned */
        rt_stelem_ref(r, 999999, keep);
        String *s = rt_String_new(1 << 20);              /* 2 MB */
        total += s->length + (r->items[999999] == keep);
    }
    int64_t kept = 0;
    for (Node *n = keep; n; n = n->left) kept += n->value;
    rt_Console_WriteLine_i64(total); rt_Console_WriteLine_i64(kept);
    FILE *f = fopen("/proc/self/status", "r"); char line[256];
    while (fgets(line, sizeof line, f)) if (!strncmp(line, "VmHWM:", 6)) rt_Console_WriteLine_i64(atol(line + 6));
    return 0;
}
""")
    r = run(exe, timeout=300)
    assert r.returncode == 0, r.describe()
    total, kept, hwm_kb = map(int, r.stdout.split())
    per_tree = sum(d * 2 ** (16 - d) for d in range(17))
    assert total == 60 * (per_tree + 28 + (1 << 20) + 1)
    assert kept == sum(range(1000))
    assert hwm_kb < 300 * 1024, f"peak RSS {hwm_kb} kB"
