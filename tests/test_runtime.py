"""The C runtime through a tiny C driver that defines `cil2mir_main`: Mono's formatting
of every Console overload, UTF-16 -> UTF-8 with surrogate pairs (the encoder is stateful
like Mono's), Main's string[] arguments, the exit code, and the throwers. Where Mono is
installed, the same calls written in C# are run by Mono and the bytes compared.

`exception_globals()` is the C that stands in for the compiled module's exception globals
in every driver of the test_runtime*.py files."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from cil2mir import toolchain
from cil2mir.frontend.exceptions import RUNTIME_EXCEPTIONS

RUNTIME_H = toolchain.RUNTIME_DIR / "cil2mir_rt.h"


def _c_string_object(name: str, text: str) -> str:
    """A static String object (ASCII text), laid out like the runtime's RT_STATIC_STRING."""
    return (f"static const struct __attribute__((packed)) {{ const TypeDesc *type; int32_t length; "
            f"uint16_t chars[{len(text)}]; }} {name} __attribute__((aligned(8))) = "
            f"{{&rt_String_type, {len(text)}, u\"{text}\"}};\n")


def exception_globals() -> str:
    """C definitions of what the compiled module defines for the runtime's exceptions
    (cil2mir/frontend/exceptions.py): `cil2mir_pending_exception`, `cil2mir_eh_top`, and
    `cil2mir_exception_types` with a descriptor per RUNTIME_EXCEPTIONS type, whose objects
    are `HarnessException`s (message at offset 8, a RuntimeWrappedException's object at 24)
    with Exception.ToString()'s format for an exception without an inner one; in the place of
    System.Exception's, System.Object's, so that the harness's own exception types, which
    derive from Object, are never wrapped; thrown objects are not wrapped (the last word).
    `CHECK_UNHANDLED()` does what the cil2mir_main wrapper does when Main returns with an
    exception pending."""
    out = ["Object *cil2mir_pending_exception;\n", "RtEhFrame *cil2mir_eh_top;\n",
           "typedef struct { const TypeDesc *type; String *message; void *inner; void *wrapped; }"
           " HarnessException;\n",
           "static String *harness_ascii(const char *p) {\n"
           "    int32_t n = (int32_t)strlen(p);\n"
           "    String *s = rt_String_new(n);\n"
           "    for (int32_t i = 0; i < n; i++) s->chars[i] = (uint8_t)p[i];\n"
           "    return s;\n}\n",
           "static __attribute__((unused)) String *harness_exception_to_string(void *o) {\n"
           "    HarnessException *e = o;\n"
           "    String *name = (String *)e->type->full_name, *m = e->message;\n"
           "    if (!m) m = rt_String_Concat_3(harness_ascii(\"Exception of type '\"), name,"
           " harness_ascii(\"' was thrown.\"));\n"
           "    return m->length ? rt_String_Concat_3(name, harness_ascii(\": \"), m) : name;\n}\n"]
    for k, full in enumerate(RUNTIME_EXCEPTIONS):
        out.append(_c_string_object(f"harness_full_name_{k}", full))
        out.append(_c_string_object(f"harness_name_{k}", full.rsplit(".", 1)[1]))
    for k in range(len(RUNTIME_EXCEPTIONS)):
        out.append(f"static __attribute__((unused)) TypeDesc harness_exception_desc_{k} = {{"
                   f".base = &rt_Object_type, "
                   f".name = (const String *)&harness_name_{k}, "
                   f".full_name = (const String *)&harness_full_name_{k}, .size = sizeof(HarnessException), "
                   f".vtable = {{harness_exception_to_string, rt_Object_Equals, rt_Object_GetHashCode, "
                   f"rt_Object_Finalize}}}};\n")
    descs = [f"(int64_t)(intptr_t)&harness_exception_desc_{k}" if name != "System.Exception"
             else "(int64_t)(intptr_t)&rt_Object_type" for k, name in enumerate(RUNTIME_EXCEPTIONS)]
    out.append(f"const int64_t cil2mir_exception_types[{len(RUNTIME_EXCEPTIONS) + 3}] = {{8, "
               + ", ".join(descs) + ", 24, 0};\n")
    out.append("#define CHECK_UNHANDLED() do { if (cil2mir_pending_exception) "
               "rt_unhandled_exception(cil2mir_pending_exception); } while (0)\n")
    return "".join(out)


# (C statement, C# statement, expected stdout). Strings are given as UTF-16 unit lists.
CASES = [
    ("rt_Console_WriteLine_i32(INT32_MIN);", "Console.WriteLine(int.MinValue);", "-2147483648\n"),
    ("rt_Console_WriteLine_i32(INT32_MAX);", "Console.WriteLine(int.MaxValue);", "2147483647\n"),
    ("rt_Console_WriteLine_i32(0);", "Console.WriteLine(0);", "0\n"),
    ("rt_Console_WriteLine_u32(UINT32_MAX);", "Console.WriteLine(uint.MaxValue);", "4294967295\n"),
    ("rt_Console_WriteLine_i64(INT64_MIN);", "Console.WriteLine(long.MinValue);", "-9223372036854775808\n"),
    ("rt_Console_WriteLine_i64(INT64_MAX);", "Console.WriteLine(long.MaxValue);", "9223372036854775807\n"),
    ("rt_Console_WriteLine_u64(UINT64_MAX);", "Console.WriteLine(ulong.MaxValue);", "18446744073709551615\n"),
    ("rt_Console_WriteLine_bool(1);", "Console.WriteLine(true);", "True\n"),
    ("rt_Console_WriteLine_bool(0);", "Console.WriteLine(false);", "False\n"),
    ("rt_Console_WriteLine_char('A');", "Console.WriteLine('A');", "A\n"),
    ("rt_Console_WriteLine_char(0xE9);", "Console.WriteLine('\\u00e9');", "\u00e9\n"),
    ("rt_Console_WriteLine_char(0x20AC);", "Console.WriteLine('\\u20ac');", "\u20ac\n"),
    ("rt_Console_WriteLine_void();", "Console.WriteLine();", "\n"),
    ("rt_Console_Write_i32(-5); rt_Console_Write_u32(5); rt_Console_Write_i64(-6); rt_Console_Write_u64(6);"
     " rt_Console_Write_bool(1); rt_Console_Write_char('!');",
     "Console.Write(-5); Console.Write(5u); Console.Write(-6L); Console.Write(6UL);"
     " Console.Write(true); Console.Write('!');", "-55-66True!"),
    # A surrogate pair written as two chars is one code point (Mono's encoder is stateful).
    ("rt_Console_Write_char(0xD83D); rt_Console_Write_char(0xDE00); rt_Console_WriteLine_void();",
     "Console.Write('\\uD83D'); Console.Write('\\uDE00'); Console.WriteLine();", "\U0001F600\n"),
    ("rt_Console_WriteLine_char(0xD83D);", "Console.WriteLine('\\uD83D');", "\ufffd\n"),
    ("rt_Console_WriteLine_char(0xDE00);", "Console.WriteLine('\\uDE00');", "\ufffd\n"),
    ("rt_Console_Write_char(0xD83D); rt_Console_WriteLine_i32(0);",
     "Console.Write('\\uD83D'); Console.WriteLine(0);", "\ufffd0\n"),
    ("WL(S(u'a', 0xD83D, 0xD83D, 0xDE00, u'b'));", 'Console.WriteLine("a\\uD83D\\uD83D\\uDE00b");',
     "a\ufffd\U0001F600b\n"),
    ("WL(S(0xDE00, u'x'));", 'Console.WriteLine("\\uDE00x");', "\ufffdx\n"),
    ("WL(S(u'h', 0xE9, 0x20AC, 0xD83D, 0xDE00));", 'Console.WriteLine("h\\u00e9\\u20ac\\uD83D\\uDE00");',
     "h\u00e9\u20ac\U0001F600\n"),
    ("WL(S());", 'Console.WriteLine("");', "\n"),
    ("WL(NULL); rt_Console_Write_string(NULL);", "Console.WriteLine((string)null); Console.Write((string)null);",
     "\n"),
    # A high surrogate still pending at exit is dropped.
    ("rt_Console_Write_char('z'); rt_Console_Write_char(0xD83D);", "Console.Write('z'); Console.Write('\\uD83D');",
     "z"),
]

DRIVER = r"""
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "cil2mir_rt.h"
%EXCEPTIONS%
#define S(...) mkstr((const uint16_t[]){0, ##__VA_ARGS__}, sizeof((uint16_t[]){0, ##__VA_ARGS__}) / 2 - 1)
#define WL rt_Console_WriteLine_string
static __attribute__((unused)) String *mkstr(const uint16_t *u, int n) {
    String *s = malloc(sizeof(String) + 2 * (size_t)n);
    s->type = &rt_String_type; s->length = n; memcpy(s->chars, u + 1, 2 * (size_t)n);
    return s;
}
int32_t cil2mir_main(RefArray *args) {
    (void)args;
    %BODY%
    CHECK_UNHANDLED();
    return %RET%;
}
"""


def build_driver(tmp_path: Path, body: str, ret: str = "0") -> Path:
    src = tmp_path / "driver.c"
    src.write_text(DRIVER.replace("%EXCEPTIONS%", exception_globals()).replace("%BODY%", body)
                   .replace("%RET%", ret))
    obj, exe = tmp_path / "driver.o", tmp_path / "driver"
    subprocess.run([toolchain.cc(), "-O2", "-Wall", "-Werror", "-I", str(toolchain.RUNTIME_DIR), "-c",
                    str(src), "-o", str(obj)], check=True)
    toolchain.link([obj], exe)
    return exe


@pytest.mark.parametrize("c_code,cs_code,expected", CASES, ids=[c[0][:40] for c in CASES])
def test_formatting(c_code, cs_code, expected, tmp_path):
    exe = build_driver(tmp_path, c_code)
    r = subprocess.run([str(exe)], capture_output=True)
    assert (r.returncode, r.stderr) == (0, b"")
    assert r.stdout == expected.encode("utf-8")


@pytest.mark.skipif(not (shutil.which("mcs") and shutil.which("mono")), reason="Mono not installed")
def test_formatting_matches_mono(tmp_path):
    """All the C# statements above in one program, run by Mono: same bytes as ours."""
    cs = tmp_path / "p.cs"
    cs.write_text("using System; class P { static void Main() {\n"
                  + "\n".join(c[1] for c in CASES[:-1]) + "\n} }\n")
    subprocess.run(["mcs", "-out:" + str(tmp_path / "p.exe"), str(cs)], check=True, capture_output=True)
    mono = subprocess.run(["mono", str(tmp_path / "p.exe")], capture_output=True, check=True).stdout
    assert mono == "".join(c[2] for c in CASES[:-1]).encode("utf-8")
    exe = build_driver(tmp_path, "\n".join(c[0] for c in CASES[:-1]))
    assert subprocess.run([str(exe)], capture_output=True).stdout == mono


def test_args_and_exit_code(tmp_path):
    body = """for (int64_t i = 0; i < args->length; i++) { rt_Console_Write_i64(i); rt_Console_Write_char(':');
                  WL((String *)args->items[i]); }"""
    exe = build_driver(tmp_path, body, "(int32_t)args->length + 40")
    r = subprocess.run([str(exe), "one", "", "h\u00e9\U0001F600", "x y"], capture_output=True)
    assert r.returncode == 44
    assert r.stdout.decode() == "0:one\n1:\n2:h\u00e9\U0001F600\n3:x y\n"
    # Invalid UTF-8 in an argument becomes U+FFFD rather than crashing.
    r = subprocess.run([str(exe), b"a\xffb"], capture_output=True)
    assert r.stdout.decode() == "0:a\ufffdb\n"


def test_large_output_is_buffered_and_complete(tmp_path):
    exe = build_driver(tmp_path, "for (int32_t i = 0; i < 300000; i++) rt_Console_WriteLine_i32(i);")
    r = subprocess.run([str(exe)], capture_output=True)
    assert r.stdout == "".join(f"{i}\n" for i in range(300000)).encode()


@pytest.mark.parametrize("thrower,text", [
    ("rt_throw_DivideByZeroException", "System.DivideByZeroException: Attempted to divide by zero."),
    ("rt_throw_OverflowException", "System.OverflowException: Arithmetic operation resulted in an overflow."),
])
def test_throwers_flush_stdout_and_exit_1(thrower, text, tmp_path):
    """The thrower raises and returns; the exception left pending is unhandled."""
    exe = build_driver(tmp_path, f'rt_Console_WriteLine_i32(1); {thrower}();')
    r = subprocess.run([str(exe)], capture_output=True)
    assert r.returncode == 1
    assert r.stdout == b"1\n"
    assert r.stderr.decode() == f"\nUnhandled Exception:\n{text}\n[ERROR] FATAL UNHANDLED EXCEPTION: {text}\n"


@pytest.mark.parametrize("source", [str(p.relative_to(toolchain.RUNTIME_DIR)) for p in toolchain.runtime_sources()
                                    if p.suffix == ".c"])
def test_runtime_compiles_without_warnings(source, tmp_path):
    subprocess.run([toolchain.cc(), "-O2", "-Wall", "-Wextra", "-Werror", "-c",
                    str(toolchain.RUNTIME_DIR / source), "-o", str(tmp_path / "rt.o")], check=True)


def test_runtime_object_is_cached(tmp_path, monkeypatch):
    monkeypatch.setenv("CIL2MIR_CACHE_DIR", str(tmp_path / "cache"))
    first = toolchain.runtime_object()
    mtime = first.stat().st_mtime_ns
    assert toolchain.runtime_object() == first and first.stat().st_mtime_ns == mtime
    assert first.parent.parent == tmp_path / "cache"
    assert [p.name for p in first.parent.iterdir()] == ["cil2mir_rt.o"]   # no temp files left
