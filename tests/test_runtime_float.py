"""Float output and System.Math of the C runtime against Mono 6.8, value by value.

One case file drives two interpreters: a C# program run by Mono and a C driver calling the
runtime's functions directly. Each line is `<op> [<hex bits> [<hex bits>]]`; both print one
line per case (floats as formatted text for the `w*` ops, results as their raw bits for the
Math ops, so -0 and NaN payloads count), and the outputs must be equal byte for byte.
The values are generated with fixed seeds: edge values, powers of 2 and 10 and their
neighbours, random bit patterns, random 15-17 (double) and 6-9 (float) digit decimals,
exact and near halfway cases for the 15th / 7th digit, and the notation thresholds."""

from __future__ import annotations

import re

import math
import os
import random
import shutil
import struct
import subprocess
from pathlib import Path

import pytest

from cil2mir import toolchain

MONO_ENV = {**os.environ, "LC_ALL": "C.UTF-8"}
HAVE_MONO = bool(shutil.which("mcs") and shutil.which("mono"))
needs_mono = pytest.mark.skipif(not HAVE_MONO, reason="Mono not installed")

ABS_OVERFLOW = "System.OverflowException: Negating the minimum value of a twos complement number is invalid."

# ---- the operations: name -> (C statement, C# statement) ------------------------------------

INT_TYPES = {  # suffix: (C argument conversion, C# type, C printer, bits)
    "i8": ("(int32_t)(int8_t)", "sbyte", "rt_Console_WriteLine_i64", 8),
    "u8": ("(int32_t)(uint8_t)", "byte", "rt_Console_WriteLine_i64", 8),
    "i16": ("(int32_t)(int16_t)", "short", "rt_Console_WriteLine_i64", 16),
    "u16": ("(int32_t)(uint16_t)", "ushort", "rt_Console_WriteLine_i64", 16),
    "i32": ("(int32_t)", "int", "rt_Console_WriteLine_i64", 32),
    "u32": ("(uint32_t)", "uint", "rt_Console_WriteLine_u64", 32),
    "i64": ("(int64_t)", "long", "rt_Console_WriteLine_i64", 64),
    "u64": ("(uint64_t)", "ulong", "rt_Console_WriteLine_u64", 64),
}
F64_UNARY = ["Sqrt", "Floor", "Ceiling", "Round", "Truncate", "Sin", "Cos", "Tan", "Atan", "Exp", "Log", "Log10",
             "Abs"]
F64_BINARY = ["Atan2", "Pow", "Min", "Max"]
F32_UNARY = ["Abs"]
F32_BINARY = ["Min", "Max"]


def operations() -> dict[str, tuple[str, str]]:
    ops = {
        "wd": ("rt_Console_WriteLine_f64(D(a));", "Console.WriteLine(D(a));"),
        "wf": ("rt_Console_WriteLine_f32(F(a));", "Console.WriteLine(F(a));"),
        "xd": ("rt_Console_Write_f64(D(a)); rt_Console_Write_char(';'); rt_Console_WriteLine_void();",
               "Console.Write(D(a)); Console.Write(';'); Console.WriteLine();"),
        "xf": ("rt_Console_Write_f32(F(a)); rt_Console_Write_char(';'); rt_Console_WriteLine_void();",
               "Console.Write(F(a)); Console.Write(';'); Console.WriteLine();"),
    }
    for m in F64_UNARY:
        ops[f"{m}_f64"] = (f"PD(rt_Math_{m}_f64(D(a)));", f"PD(Math.{m}(D(a)));")
    for m in F64_BINARY:
        ops[f"{m}_f64"] = (f"PD(rt_Math_{m}_f64(D(a), D(b)));", f"PD(Math.{m}(D(a), D(b)));")
    for m in F32_UNARY:
        ops[f"{m}_f32"] = (f"PF(rt_Math_{m}_f32(F(a)));", f"PF(Math.{m}(F(a)));")
    for m in F32_BINARY:
        ops[f"{m}_f32"] = (f"PF(rt_Math_{m}_f32(F(a), F(b)));", f"PF(Math.{m}(F(a), F(b)));")
    for suffix, (conv, cs_type, printer, _) in INT_TYPES.items():
        if suffix[0] == "i":
            # compiled code tests for a pending exception before the result is used
            ops[f"Abs_{suffix}"] = (f"{{ int64_t r = rt_Math_Abs_{suffix}({conv}a); CHECK_UNHANDLED();"
                                    f" {printer}(r); }}",
                                    f"Console.WriteLine(Math.Abs(({cs_type})a));")
        for m in ("Min", "Max"):
            ops[f"{m}_{suffix}"] = (f"{printer}(rt_Math_{m}_{suffix}({conv}a, {conv}b));",
                                    f"Console.WriteLine(Math.{m}(({cs_type})a, ({cs_type})b));")
    return ops


OPS = operations()

CS_PROGRAM = r"""
using System;
using System.Globalization;
using System.IO;
class P {
    static double D(ulong b) { return BitConverter.Int64BitsToDouble((long)b); }
    static float F(ulong b) { return BitConverter.ToSingle(BitConverter.GetBytes((uint)b), 0); }
    static void PD(double r) { Console.WriteLine((ulong)BitConverter.DoubleToInt64Bits(r)); }
    static void PF(float r) { Console.WriteLine(BitConverter.ToUInt32(BitConverter.GetBytes(r), 0)); }
    static void Main(string[] args) { unchecked {
        foreach (string line in File.ReadAllLines(args[0])) {
            string[] p = line.Split(' ');
            ulong a = p.Length > 1 ? ulong.Parse(p[1], NumberStyles.HexNumber) : 0;
            ulong b = p.Length > 2 ? ulong.Parse(p[2], NumberStyles.HexNumber) : 0;
            try {
                switch (p[0]) {
%CASES%
                default: throw new Exception("unknown op " + p[0]);
                }
            } catch (OverflowException e) {
                Console.WriteLine("EXC " + e.GetType() + ": " + e.Message);
            }
        }
    } }
}
"""

C_DRIVER = r"""
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "cil2mir_rt.h"
%EXCEPTIONS%
static double D(uint64_t b) { double d; memcpy(&d, &b, 8); return d; }
static float F(uint64_t b) { uint32_t u = (uint32_t)b; float f; memcpy(&f, &u, 4); return f; }
static void PD(double r) { uint64_t b; memcpy(&b, &r, 8); rt_Console_WriteLine_u64(b); }
static void PF(float r) { uint32_t b; memcpy(&b, &r, 4); rt_Console_WriteLine_u64(b); }
int32_t cil2mir_main(RefArray *args) {
    (void)args;
    FILE *in = fopen(getenv("CASES"), "r");
    char line[200], op[32];
    while (in && fgets(line, sizeof line, in)) {
        unsigned long long a = 0, b = 0;
        if (sscanf(line, "%31s %llx %llx", op, &a, &b) < 1) continue;
%CASES%
        else return 99;
        CHECK_UNHANDLED();
    }
    return in ? 0 : 98;
}
"""


def cs_source() -> str:
    return CS_PROGRAM.replace("%CASES%", "\n".join(
        f'                case "{name}": {cs} break;' for name, (_, cs) in OPS.items()))


def c_source() -> str:
    from tests.test_runtime import exception_globals
    return C_DRIVER.replace("%EXCEPTIONS%", exception_globals()).replace("%CASES%", "\n".join(
        f'        {"if" if i == 0 else "else if"} (!strcmp(op, "{name}")) {{ {c} }}'
        for i, (name, (c, _)) in enumerate(OPS.items())))


# ---- value generation ---------------------------------------------------------------------

def d2b(x: float) -> int:
    return struct.unpack("<Q", struct.pack("<d", x))[0]


def f2b(x: float) -> int:
    return struct.unpack("<I", struct.pack("<f", x))[0]


def b2f(b: int) -> float:
    return struct.unpack("<f", struct.pack("<I", b))[0]


def representable_f32(x: float) -> bool:
    try:
        return math.isfinite(b2f(f2b(x)))
    except OverflowError:
        return False


NAN64 = [0xFFF8000000000000, 0x7FF8000000000000, 0x7FF0000000000001, 0xFFF0000000000123, 0x7FFFFFFFFFFFFFFF]
NAN32 = [0xFFC00000, 0x7FC00000, 0x7F800001, 0xFF812345, 0x7FFFFFFF]

SPECIAL_F64 = [0.0, -0.0, 1.0, -1.0, 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 3.5, 0.49999999999999994,
               -0.49999999999999994, 1.4999999999999998, 2.5000000000000004, 4503599627370495.5,
               4503599627370497.0, 2.0 ** 52, 2.0 ** 53 + 2, 2.0 ** 63, -2.0 ** 63, 9.3e18, 1e300, -1e300,
               math.inf, -math.inf, 1.7976931348623157e308, -1.7976931348623157e308, 2.2250738585072014e-308,
               2.225073858507201e-308, 5e-324, -5e-324, math.pi, -math.pi, math.pi / 2, math.pi / 4, 1e22,
               -1e22, 710.0, 709.782712893384, -745.2, -708.4, 1e-300, 0.1, -0.1, 10.0, 100.0, 1000.0, 2.0, -2.0,
               3.0, -3.0, 0.3333333333333333, 1e16 + 2, -1e16 - 2, 1e308, 1e-308]

SPECIAL_F32 = [0.0, -0.0, 1.0, -1.0, 0.5, -0.5, 1.5, 2.5, -2.5, math.inf, -math.inf, 3.4028234663852886e38,
               -3.4028234663852886e38, 1.1754943508222875e-38, 1.401298464324817e-45, -1.401298464324817e-45,
               0.1, 16777216.0, 16777217.0, 1e10, 3.1415927410125732]

INT_EDGES = [0, 1, 2, -1, -2, 0x7F, 0x80, -0x80, -0x81, 0xFF, 0x100, 0x7FFF, 0x8000, -0x8000, 0xFFFF, 0x7FFFFFFF,
             -0x80000000, 0xFFFFFFFF, 0x7FFFFFFFFFFFFFFF, -0x8000000000000000, 12345, -12345]


def float_output_values(rng: random.Random) -> tuple[list[int], list[int]]:
    """(double bit patterns, float bit patterns) for the formatting comparison."""
    d: list[float] = list(SPECIAL_F64)
    d += [2.0 ** k for k in range(-1074, 1024)]
    for k in range(-323, 309):
        x = float(f"1e{k}")
        d += [x, math.nextafter(x, 0), math.nextafter(x, math.inf)]
    # Notation thresholds and the 15-digit carry into a new decade.
    d += [1e-5, 0.0001, 9.9999999999999995e-5, 9.99999999999999e-5, 99999999999999.9, 999999999999999.0,
          999999999999999.4, 999999999999999.5, 999999999999999.9, 1e15, 9.999999999999995e14,
          0.9999999999999995, 0.99999999999999949, 9.99999999999999e22, 1e23]
    for _ in range(2000):  # random decimals with 15 to 17 significant digits
        n = rng.choice((15, 16, 17))
        digits = str(rng.randrange(10 ** (n - 1), 10 ** n))
        e = rng.randrange(-30, 31) if rng.random() < 0.7 else rng.randrange(-320, 300)
        d.append(float(f"{'-' if rng.random() < 0.3 else ''}{digits[0]}.{digits[1:]}e{e}"))
    for _ in range(600):  # 16th digit 5: the nearest double lies just above or below the tie
        digits = str(rng.randrange(10 ** 14, 10 ** 15)) + "5"
        d.append(float(f"{digits[0]}.{digits[1:]}e{rng.randrange(-20, 21)}"))
    for _ in range(300):  # exact ties: 16-digit integers ending in 5 (below 2**53)
        d.append(float(rng.randrange(10 ** 14, 9 * 10 ** 14) * 10 + 5))
    for _ in range(300):  # exact ties at 15 digits with a fraction: n + 0.5, n of 14 digits
        d.append(rng.randrange(10 ** 13, 10 ** 14) + 0.5)
    dbits = [d2b(x) for x in d] + NAN64 + [rng.getrandbits(64) for _ in range(2500)]

    f: list[float] = list(SPECIAL_F32)
    f += [2.0 ** k for k in range(-149, 128)]
    for k in range(-45, 39):
        x = float(f"1e{k}")
        if representable_f32(x):
            f.append(x)
    f += [1e-5, 1e-4, 9.9999995e-5, 999999.94, 9999999.0, 9999999.5, 1e7, 1234567.5, 0.99999995]
    for _ in range(1500):
        n = rng.choice((6, 7, 8, 9))
        digits = str(rng.randrange(10 ** (n - 1), 10 ** n))
        e = rng.randrange(-12, 13) if rng.random() < 0.7 else rng.randrange(-44, 38)
        x = float(f"{'-' if rng.random() < 0.3 else ''}{digits[0]}.{digits[1:]}e{e}")
        if representable_f32(x):
            f.append(x)
    for _ in range(400):  # 8th digit 5, exact (integers below 2**24) and not
        f.append(float(rng.randrange(1000000, 1677721) * 10 + 5))
        digits = str(rng.randrange(10 ** 6, 10 ** 7)) + "5"
        f.append(float(f"{digits[0]}.{digits[1:]}e{rng.randrange(-10, 11)}"))
    fbits = [f2b(x) for x in f if representable_f32(x)] + NAN32 + [rng.getrandbits(32) for _ in range(2500)]
    return dbits, fbits


def math_cases(rng: random.Random) -> list[str]:
    lines = []
    d_in = [d2b(x) for x in SPECIAL_F64] + NAN64[:3]
    d_in += [d2b(rng.uniform(-1000, 1000)) for _ in range(150)]
    d_in += [d2b(rng.uniform(-4, 4)) for _ in range(100)]
    d_in += [d2b(rng.choice((-1, 1)) * 10.0 ** rng.uniform(-20, 25)) for _ in range(150)]
    d_in += [d2b(float(rng.randrange(-50, 50)) + 0.5) for _ in range(50)]  # Round's halfway cases
    d_in += [rng.getrandbits(64) for _ in range(100)]
    for m in F64_UNARY:
        lines += [f"{m}_f64 {a:x}" for a in d_in]
    pair_in = [d2b(x) for x in (0.0, -0.0, 1.0, -1.0, 0.5, -0.5, 2.0, -2.0, 3.0, -3.0, -1.5, math.inf, -math.inf,
                                1e308, -1e308, 5e-324, -1e16 - 2, 2.0 ** 53 + 2)] + NAN64[:3]
    pairs = [(a, b) for a in pair_in for b in pair_in]
    pairs += [(d2b(rng.uniform(-100, 100)), d2b(rng.uniform(-10, 10))) for _ in range(200)]
    pairs += [(rng.getrandbits(64), rng.getrandbits(64)) for _ in range(100)]
    for m in F64_BINARY:
        lines += [f"{m}_f64 {a:x} {b:x}" for a, b in pairs]
    f_in = [f2b(x) for x in SPECIAL_F32] + NAN32[:3] + [rng.getrandbits(32) for _ in range(50)]
    lines += [f"Abs_f32 {a:x}" for a in f_in]
    for m in F32_BINARY:
        lines += [f"{m}_f32 {a:x} {b:x}" for a in f_in[:24] for b in f_in[:24]]
    edges = [e & (2 ** 64 - 1) for e in INT_EDGES]
    for suffix in INT_TYPES:
        if suffix[0] == "i":
            lines += [f"Abs_{suffix} {a:x}" for a in edges]
        for m in ("Min", "Max"):
            lines += [f"{m}_{suffix} {a:x} {b:x}" for a in edges for b in edges]
    return lines


def abs_overflows(line: str) -> bool:
    """Whether the case is Math.Abs(MinValue), which throws (the C driver would exit)."""
    op, *args = line.split()
    if not op.startswith("Abs_i"):
        return False
    bits = INT_TYPES[op[4:]][3]
    return int(args[0], 16) & (2 ** bits - 1) == 2 ** (bits - 1)


# ---- running both sides ---------------------------------------------------------------------

@pytest.fixture(scope="module")
def work(tmp_path_factory):
    return tmp_path_factory.mktemp("float")


@pytest.fixture(scope="module")
def driver(work: Path) -> Path:
    src = work / "driver.c"
    src.write_text(c_source())
    obj, exe = work / "driver.o", work / "driver"
    subprocess.run([toolchain.cc(), "-O2", "-Wall", "-Wextra", "-Werror", "-I", str(toolchain.RUNTIME_DIR), "-c",
                    str(src), "-o", str(obj)], check=True)
    toolchain.link([obj], exe)
    return exe


@pytest.fixture(scope="module")
def oracle(work: Path) -> Path:
    if not HAVE_MONO:
        pytest.skip("Mono not installed")
    cs, exe = work / "oracle.cs", work / "oracle.exe"
    cs.write_text(cs_source())
    subprocess.run(["mcs", "-out:" + str(exe), str(cs)], check=True, capture_output=True)
    return exe


def run_native(driver: Path, cases: Path) -> subprocess.CompletedProcess:
    return subprocess.run([str(driver)], capture_output=True, env={**os.environ, "CASES": str(cases)}, timeout=60)


def run_mono(oracle: Path, cases: Path) -> list[str]:
    r = subprocess.run(["mono", str(oracle), str(cases)], capture_output=True, env=MONO_ENV, timeout=120)
    assert (r.returncode, r.stderr) == (0, b"")
    return r.stdout.decode().splitlines()


def compare(lines: list[str], native: list[str], mono: list[str]) -> None:
    assert len(native) == len(mono) == len(lines)
    bad = [f"{case}: native {n!r}, mono {m!r}" for case, n, m in zip(lines, native, mono) if n != m]
    per_op: dict[str, int] = {}
    for b in bad:
        per_op[b.split()[0]] = per_op.get(b.split()[0], 0) + 1
    assert not bad, f"{len(bad)} of {len(lines)} differ {per_op}:\n" + "\n".join(bad[:40])


@needs_mono
def test_float_output_matches_mono(driver, oracle, work):
    dbits, fbits = float_output_values(random.Random(20240603))
    lines = [f"wd {b:x}" for b in dbits] + [f"wf {b:x}" for b in fbits]
    lines += [f"xd {b:x}" for b in dbits[:200:7]] + [f"xf {b:x}" for b in fbits[:200:7]]
    cases = work / "format.txt"
    cases.write_text("\n".join(lines) + "\n")
    r = run_native(driver, cases)
    assert (r.returncode, r.stderr) == (0, b"")
    compare(lines, r.stdout.decode().splitlines(), run_mono(oracle, cases))


@needs_mono
def test_math_matches_mono(driver, oracle, work):
    lines = math_cases(random.Random(7))
    cases = work / "math.txt"
    cases.write_text("\n".join(lines) + "\n")
    mono = run_mono(oracle, cases)
    assert len(mono) == len(lines)
    # Abs(MinValue) throws in Mono; the native side is checked for it in test_abs_min_value_throws.
    assert {m for line, m in zip(lines, mono) if abs_overflows(line)} == {"EXC " + ABS_OVERFLOW}
    kept = [(line, m) for line, m in zip(lines, mono) if not abs_overflows(line)]
    cases.write_text("".join(line + "\n" for line, _ in kept))
    r = run_native(driver, cases)
    assert (r.returncode, r.stderr) == (0, b"")
    compare([c for c, _ in kept], r.stdout.decode().splitlines(), [m for _, m in kept])


# Expected texts, independent of Mono (known values; the comparisons above cover the rest).
KNOWN = [
    ("wd", 0.1, "0.1"), ("wd", -0.0, "0"), ("wd", 1 / 3, "0.333333333333333"), ("wd", 1e15, "1E+15"),
    ("wd", 1e14, "100000000000000"), ("wd", 1234567890123456.0, "1.23456789012346E+15"),
    ("wd", 1e-4, "0.0001"), ("wd", 1e-5, "1E-05"), ("wd", 1.234e-5, "1.234E-05"),
    ("wd", 1.7976931348623157e308, "1.79769313486232E+308"), ("wd", 5e-324, "4.94065645841247E-324"),
    ("wd", -1e-300, "-1E-300"), ("wd", math.inf, "Infinity"), ("wd", -math.inf, "-Infinity"),
    ("wd", math.nan, "NaN"), ("wd", -math.nan, "NaN"), ("wd", 0.30000000000000004, "0.3"),
    ("wd", 999999999999999.5, "1E+15"), ("wd", 9.9999999999999995e-5, "0.0001"),
    # Exact ties at the 15th digit round away from zero (printf's %.14e would give ...344).
    ("wd", 1234567890123445.0, "1.23456789012345E+15"), ("wd", -1234567890123425.0, "-1.23456789012343E+15"),
    ("wf", 0.1, "0.1"), ("wf", -0.0, "0"), ("wf", 1 / 3, "0.3333333"), ("wf", 1e7, "1E+07"),
    ("wf", 1234567.0, "1234567"), ("wf", 12345678.0, "1.234568E+07"), ("wf", 3.4028234663852886e38, "3.402823E+38"),
    ("wf", 1.401298464324817e-45, "1.401298E-45"), ("wf", 12345675.0, "1.234568E+07"), ("wf", 16777216.0, "1.677722E+07"),
    ("wf", math.nan, "NaN"), ("wf", -math.inf, "-Infinity"),
]


def test_known_float_output(driver, work):
    lines = [f"{op} {(d2b(x) if op == 'wd' else f2b(x)):x}" for op, x, _ in KNOWN]
    cases = work / "known.txt"
    cases.write_text("\n".join(lines) + "\n")
    r = run_native(driver, cases)
    assert (r.returncode, r.stderr) == (0, b"")
    assert r.stdout.decode().splitlines() == [text for _, _, text in KNOWN]


@pytest.mark.parametrize("suffix", ["i8", "i16", "i32", "i64"])
def test_abs_min_value_throws(suffix, driver, work):
    bits = INT_TYPES[suffix][3]
    cases = work / f"abs_{suffix}.txt"
    cases.write_text(f"wd 3ff0000000000000\nAbs_{suffix} {2 ** (bits - 1):x}\nwd 0\n")
    r = run_native(driver, cases)
    assert r.returncode == 1
    assert r.stdout == b"1\n"
    assert r.stderr.decode() == f"\nUnhandled Exception:\n{ABS_OVERFLOW}\n[ERROR] FATAL UNHANDLED EXCEPTION: {ABS_OVERFLOW}\n"


def test_arithmetic_exception_thrower(tmp_path):
    from tests.test_runtime import build_driver
    exe = build_driver(tmp_path, "rt_Console_WriteLine_f64(2.5); rt_throw_ArithmeticException();")
    r = subprocess.run([str(exe)], capture_output=True)
    text = "System.ArithmeticException: Overflow or underflow in the arithmetic operation."
    assert (r.returncode, r.stdout) == (1, b"2.5\n")
    assert r.stderr.decode() == f"\nUnhandled Exception:\n{text}\n[ERROR] FATAL UNHANDLED EXCEPTION: {text}\n"


CKFINITE_IL = """
.assembly extern mscorlib {}
.assembly ck {}
.class P extends [mscorlib]System.Object {
  .method static void Main() {
    .entrypoint
    ldc.r8 2.5
    call void [mscorlib]System.Console::WriteLine(float64)
    ldc.r8 0.0
    ldc.r8 0.0
    div
    ckfinite
    call void [mscorlib]System.Console::WriteLine(float64)
    ret
  }
}
"""


@pytest.mark.skipif(not (HAVE_MONO and shutil.which("ilasm")), reason="Mono or ilasm not installed")
def test_mono_ckfinite_raises_overflow_exception(tmp_path):
    """Documents the oracle: a failing ckfinite raises OverflowException (not ArithmeticException)
    in Mono 6.8, so compiled code calls rt_throw_OverflowException for it."""
    (tmp_path / "ck.il").write_text(CKFINITE_IL)
    subprocess.run(["ilasm", "/output:" + str(tmp_path / "ck.exe"), str(tmp_path / "ck.il")], check=True,
                   capture_output=True)
    r = subprocess.run(["mono", str(tmp_path / "ck.exe")], capture_output=True, env=MONO_ENV)
    assert (r.returncode, r.stdout) == (1, b"2.5\n")
    text = "System.OverflowException: Arithmetic operation resulted in an overflow."
    assert r.stderr.decode().startswith(f"\nUnhandled Exception:\n{text}\n")


def test_every_bound_runtime_function_is_declared():
    """The frontend's BCL bindings name only functions the runtime declares."""
    from cil2mir.frontend.corelib import BINDINGS
    header = (toolchain.RUNTIME_DIR / "cil2mir_rt.h").read_text()
    missing = sorted({c.symbol for c in BINDINGS.values()
                      if not re.search(rf"[ *]{re.escape(c.symbol)}\(", header)})
    assert not missing
