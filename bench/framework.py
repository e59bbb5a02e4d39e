"""Programs that use the framework: what they compile of it, and how long compiling takes.

    python bench/framework.py            # every program below
    python bench/framework.py --quick    # the first two

For typical programs (tests/programs/framework_*.cs and enum_reflection.cs: formatting,
collections, LINQ, parsing, enums) it reports the functions compiled from the framework
and the plugs, and from the program, the CIL instructions they hold, the compile time with
the back end's function cache cold (cil2mir/fncache.py emptied; the runtime object stays
cached) and warm (the same compile again), the size of the native executable, and, next
to it, `mono --aot`'s time to compile the same assembly (Mono's AOT compiles only the
program's own methods against its precompiled framework, so it is a reference point, not a
like-for-like ratio). The warm/cold ratio is measured in the same run.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.measure import need  # noqa: E402
from cil2mir.frontend import load_module  # noqa: E402
from cil2mir.frontend.assembly import Assembly  # noqa: E402

PROGRAMS = ("framework_format_values", "framework_collections", "framework_linq",
            "framework_parsing_numbers", "enum_reflection", "framework_enums")


def counts(exe: Path) -> tuple[int, int, int, int]:
    """(framework and plug functions, their CIL instructions, program functions, theirs)."""
    own = {row.name.replace("/", ".") for row in Assembly(str(exe)).type_rows}
    lib = lib_cil = user = user_cil = 0
    for fn in load_module(str(exe)).functions:
        if fn.il_name.split("::", 1)[0] in own:
            user, user_cil = user + 1, user_cil + fn.cil_instructions
        else:
            lib, lib_cil = lib + 1, lib_cil + fn.cil_instructions
    return lib, lib_cil, user, user_cil


def timed(argv: list[str], env: dict[str, str]) -> float:
    start = time.perf_counter()
    subprocess.run(argv, env=env, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true")
    args = ap.parse_args()
    mcs, mono = need("mcs"), need("mono")
    names = PROGRAMS[:2] if args.quick else PROGRAMS
    with tempfile.TemporaryDirectory(prefix="cil2mir-bench-") as tmp:
        work = Path(tmp)
        env = dict(os.environ, CIL2MIR_CACHE_DIR=str(work / "cache"))
        cil2mir = [sys.executable, "-m", "cil2mir"]
        print(f"{'program':28} {'lib fns':>7} {'lib CIL':>8} {'own fns':>7} {'own CIL':>7} "
              f"{'cold s':>7} {'warm s':>7} {'warm/cold':>9} {'exe KiB':>8} {'mono --aot s':>12}")
        for name in names:
            exe = work / f"{name}.exe"
            subprocess.run([mcs, "-nologo", "-unsafe", f"-out:{exe}", str(ROOT / "tests/programs" / f"{name}.cs")],
                           check=True, stdout=subprocess.DEVNULL)
            timed(cil2mir + ["compile", str(exe), "-o", str(work / "warmup")], env)  # runtime, corelib
            for f in (work / "cache").glob("functions*.sqlite*"):    # the function cache only
                f.unlink()
            cold = timed(cil2mir + ["compile", str(exe), "-o", str(work / "out")], env)
            warm = timed(cil2mir + ["compile", str(exe), "-o", str(work / "out")], env)
            timed(cil2mir + ["build", str(exe), "-o", str(work / name)], env)
            size = (work / name).stat().st_size // 1024
            aot_dir = work / "aot"
            aot_dir.mkdir(exist_ok=True)
            shutil.copy(exe, aot_dir / exe.name)
            aot = timed([mono, "--aot", str(aot_dir / exe.name)], env)
            lib, lib_cil, user, user_cil = counts(exe)
            print(f"{name:28} {lib:7} {lib_cil:8} {user:7} {user_cil:7} {cold:7.2f} {warm:7.2f} "
                  f"{warm / cold:9.2f} {size:8} {aot:12.2f}")


if __name__ == "__main__":
    main()
