"""The explorer page (`cil2mir explore`): its data without a browser, then the page itself
in headless Chromium.

- the pieces: MIR lines without their debug-locations, llc's assembly cut per function
  with the IL offsets of its `.loc` lines, JSON that cannot close the page's <script>;
- the allocation trace records the scans without changing what the allocator makes, and
  a spilled vreg gets its stack slot;
- a real program (mcs -debug) on every installed llc: six columns per method, the C#
  lines with their CIL offsets, every column linked to the CIL by IL offsets, interval
  bars with registers and a stack slot, the same page byte for byte twice;
- the command line: one line and exit code 2 for a filter that matches nothing;
- Chromium (apt's, headless) runs the page's script: six columns, a hovered C# line
  lights up the lines of the same IL instructions in the other five, interval bars with
  labels, and a screenshot in the test's directory.
"""

from __future__ import annotations

import html
import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from cil2mir import driver
from cil2mir.emit import explore
from cil2mir.emit.mir_text import print_function
from cil2mir.isel.select import select_function
from cil2mir.regalloc import AllocationTrace, allocate
from tests.conftest import require_tool, run_cli
from tests.llc import LLC_VERSIONS, llc_path

PROGRAM = """\
using System;

class Program
{
    static int Fib(int n)
    {
        if (n < 2)
            return n;
        return Fib(n - 1) + Fib(n - 2);
    }

    static double Scale(double x, int n)
    {
        double y = x * 1.5;
        int k = 0;
        for (int i = 0; i < n; i++)
            k += Fib(i);
        return y + k;
    }

    static void Main()
    {
        int total = 0;
        for (int i = 0; i < 10; i++)
            total += Fib(i);
        Console.WriteLine(total);
        Console.WriteLine(Scale(2.0, 5));
    }
}
"""
SCALE_LINE = "double y = x * 1.5;"
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")


@pytest.fixture(scope="module")
def program(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Program.exe with its Program.exe.mdb (mcs -debug)."""
    directory = tmp_path_factory.mktemp("explore")
    src = directory / "Program.cs"
    src.write_text(PROGRAM)
    exe = directory / "Program.exe"
    subprocess.run([require_tool("mcs"), "-nologo", "-debug", f"-out:{exe}", str(src)],
                   check=True, capture_output=True, text=True)
    return exe


# ---- the pieces --------------------------------------------------------------------------

def test_mir_lines_drop_debug_locations_and_keep_their_offsets() -> None:
    text = ("  bb.0:\n"
            "    %0:gr32 = COPY $edi\n"
            "    CMP32ri %0, 2, implicit-def $eflags, debug-location !11\n"
            "    RET 0, debug-location !12\n"
            "    TRAP debug-location !13\n"
            "    $rax = MOV64rm $rip, 1, $noreg, @g, $noreg, debug-location !11 "
            ":: (load (s64) from @g)")
    lines = explore.mir_lines(text, {11: 0x3, 12: 0x1a, 13: 0x20})
    assert [(ln.text, ln.il) for ln in lines] == [
        ("  bb.0:", ()), ("    %0:gr32 = COPY $edi", ()),
        ("    CMP32ri %0, 2, implicit-def $eflags", (3,)), ("    RET 0", (0x1a,)),
        ("    TRAP", (0x20,)),
        ("    $rax = MOV64rm $rip, 1, $noreg, @g, $noreg :: (load (s64) from @g)", (3,))]


LLC_OUTPUT = """\
\t.text
\t.file\t"Program.mir"
\t.globl\tProgram.Fib                     # -- Begin function Program.Fib
\t.p2align\t4, 0x90
\t.type\tProgram.Fib,@function
Program.Fib:                            # @Program.Fib
.Lfunc_begin1:
\t.file\t2 "/tmp" "Program.cs"
\t.loc\t2 0 0                           # Program.cs:0:0
\t.cfi_startproc
# %bb.0:
\tpushq\t%rbx
\t.cfi_def_cfa_offset 16
.Ltmp1:
\t.loc\t2 4 0 prologue_end              # Program.cs:4:0
\tcmpl\t$2, %edi
\tjl\t.LBB1_1
# %bb.2:
\t.loc\t2 19 0                          # Program.cs:19:0
\tcallq\tProgram.Fib
.LBB1_1:
\t.loc\t2 0 0 is_stmt 0                 # Program.cs:0:0
\tpopq\t%rbx
\tretq
.Ltmp2:
.Lfunc_end1:
\t.size\tProgram.Fib, .Lfunc_end1-Program.Fib
Program.Main:
\tretq
.Lfunc_end2:
"""


def test_assembly_lines_are_cut_per_function_with_the_offsets_of_their_loc_lines() -> None:
    lines = explore.assembly_lines(LLC_OUTPUT, {"Program.Fib"})
    assert list(lines) == ["Program.Fib"]
    assert [(ln.text.split("#")[0].strip(), ln.il) for ln in lines["Program.Fib"]] == [
        ("Program.Fib:", ()), ("", ()), ("pushq   %rbx", ()), ("cmpl    $2, %edi", (3,)),
        ("jl      .LBB1_1", (3,)), ("", ()), ("callq   Program.Fib", (18,)), (".LBB1_1:", ()),
        ("popq    %rbx", ()), ("retq", ())]


def test_page_json_cannot_end_its_script_element() -> None:
    text = explore.script_json({"s": "</script><!-- & \u2028"})
    assert "<" not in text and ">" not in text and "&" not in text and text.isascii()
    assert json.loads(text) == {"s": "</script><!-- & \u2028"}


# ---- the allocation trace ----------------------------------------------------------------

def test_trace_records_the_scans_without_changing_the_allocation(program: Path) -> None:
    module = driver.load(program)
    strings = module.string_symbols()
    spilled = []
    for fn in module.functions:
        plain = print_function(allocate(select_function(fn, strings)))
        trace = AllocationTrace()
        mf = allocate(select_function(fn, strings), trace)
        assert print_function(mf) == plain, fn.symbol
        positions = 2 * len(trace.slots)
        assert trace.rounds >= 1 and trace.slots
        for iv in trace.intervals:
            assert 0 <= iv.start <= iv.end < positions, (fn.symbol, iv)
            assert re.fullmatch(r"\$\w+|%stack\.\d+", iv.location), iv
        if fn.symbol == "Program.Scale":
            spilled = [iv for iv in trace.intervals if iv.spilled]
            # the double live across the loop of calls to Fib goes to a stack slot (System V
            # saves no XMM register; the calls are in a loop it is not used in, so it is not
            # saved around each of them), used by the post-RA MIR
            assert trace.rounds == 2 and [iv.rc for iv in spilled] == ["fr64"]
            assert f"{spilled[0].location}," in print_function(mf)
            assert any(iv.temp for iv in trace.intervals)
    assert spilled


# ---- a real program ----------------------------------------------------------------------

@pytest.fixture(scope="module", params=LLC_VERSIONS, ids=[str(v) for v in LLC_VERSIONS])
def page(request: pytest.FixtureRequest, program: Path) -> explore.Page:
    return explore.explore(program, llc_path=llc_path(request.param))


def _method(page: explore.Page, symbol: str) -> explore.MethodView:
    return next(m for m in page.methods if m.symbol == symbol)


def test_page_shows_each_method_of_the_program_in_six_linked_columns(page: explore.Page) -> None:
    assert [m.symbol for m in page.methods] == ["Program..ctor", "Program.Fib", "Program.Scale",
                                                "Program.Main"]
    scale = _method(page, "Program.Scale")
    assert list(scale.columns) == list(explore.COLUMNS)
    assert all(scale.columns[c] for c in explore.COLUMNS)
    cil = {o for ln in scale.columns["CIL"] for o in ln.il}
    source = {ln.text.split(None, 1)[1]: ln.il for ln in scale.columns["C#"] if ln.text.split()[1:]}
    # the C# line of the multiplication: the CIL from its sequence point to the next
    assert source[SCALE_LINE] and set(source[SCALE_LINE]) <= cil
    mul = [ln for ln in scale.columns["CIL"] if ln.text.endswith(": mul")]
    assert mul and set(mul[0].il) <= set(source[SCALE_LINE])
    for column, instruction in [("SSA", " = mul f64 "), ("pre-RA MIR", "MULSDr"),
                                ("post-RA MIR", "MULSDr"), ("assembly", "mulsd")]:
        lines = [ln for ln in scale.columns[column] if instruction in ln.text]
        assert lines and all(set(ln.il) & set(source[SCALE_LINE]) for ln in lines), column
        assert {o for ln in scale.columns[column] for o in ln.il} <= cil, column
    assert not any("debug-location" in ln.text for c in ("pre-RA MIR", "post-RA MIR")
                   for ln in scale.columns[c])


def test_page_draws_the_intervals_of_the_shown_methods(page: explore.Page) -> None:
    data = explore.page_data(page)
    scale = next(m for m in data["methods"] if m["symbol"] == "Program.Scale")["scan"]
    kinds = {iv[5] for iv in scale["intervals"]}
    assert kinds == {"reg", "spilled", "temp"}
    assert all(iv[2] <= iv[3] < 2 * len(scale["slots"]) for iv in scale["intervals"])


def test_page_is_the_same_every_time(program: Path) -> None:
    assert explore.render(explore.explore(program)) == explore.render(explore.explore(program))


def test_without_symbols_the_source_column_says_so(tmp_path: Path) -> None:
    src = tmp_path / "NoSymbols.cs"
    src.write_text("class P { static void Main() { System.Console.WriteLine(1); } }")
    exe = tmp_path / "NoSymbols.exe"
    subprocess.run([require_tool("mcs"), "-nologo", f"-out:{exe}", str(src)], check=True,
                   capture_output=True)
    main = _method(explore.explore(exe), "P.Main")
    assert [ln.text for ln in main.columns["C#"]] == [
        "(no source lines: the assembly has no symbol file, e.g. from mcs -debug)"]
    assert any(ln.il for ln in main.columns["assembly"])


def test_cli_writes_the_page_and_refuses_a_filter_that_matches_nothing(program: Path,
                                                                       tmp_path: Path) -> None:
    out = tmp_path / "page.html"
    ok = run_cli(["explore", str(program), "--filter", "Program::Fib", "-o", str(out)],
                 cwd=tmp_path)
    assert ok.returncode == 0, ok.stderr
    assert ok.stderr.decode() == f"wrote {out} (1 method)\n"
    assert '"symbol":"Program.Fib"' in out.read_text()
    bad = run_cli(["explore", str(program), "--filter", "Nothing::*",
                   "-o", str(tmp_path / "x.html")], cwd=tmp_path)
    assert bad.returncode == 2
    assert bad.stderr.decode().strip() == \
        "cil2mir: error: --filter Nothing::*: no compiled method matches"
    assert not (tmp_path / "x.html").exists()


# ---- in a browser ------------------------------------------------------------------------

# Appended to the page: hovers the C# line of the multiplication (a real mouseover event,
# handled by the page's own listener), then reports what the DOM shows.
PROBE = """<script>
(() => {
  const line = [...document.querySelectorAll('.col[data-col="C#"] .ln')]
    .find(e => e.textContent.includes(%s));
  line.dispatchEvent(new MouseEvent("mouseover", {bubbles: true}));
  const report = {
    columns: [...document.querySelectorAll(".col")].map(c => c.dataset.col),
    lines: Object.fromEntries([...document.querySelectorAll(".col")].map(
      c => [c.dataset.col, c.querySelectorAll(".ln").length])),
    lit: Object.fromEntries([...document.querySelectorAll(".col")].map(
      c => [c.dataset.col, [...c.querySelectorAll(".ln.hl")].map(e => e.textContent)])),
    bars: [...document.querySelectorAll(".iv")].map(
      r => [r.querySelector(".label").textContent, r.querySelector(".bar").className]),
    slotsLit: document.querySelectorAll(".slot.hl").length,
    methods: document.querySelectorAll("#methods li").length,
  };
  const out = document.createElement("pre");
  out.id = "probe";
  out.hidden = true;
  out.textContent = JSON.stringify(report);
  document.body.append(out);
})();
</script>
"""


def _chromium(*args: str, cwd: Path) -> subprocess.CompletedProcess:
    return subprocess.run([CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu",
                           f"--user-data-dir={cwd / 'profile'}", *args],
                          capture_output=True, text=True, timeout=120, cwd=cwd)


@pytest.mark.skipif(CHROMIUM is None, reason="chromium is not installed (apt-get install chromium)")
def test_page_in_headless_chromium(program: Path, tmp_path: Path) -> None:
    page = tmp_path / "explore.html"
    result = run_cli(["explore", str(program), "-o", str(page)], cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    probed = tmp_path / "probed.html"
    probe = PROBE % json.dumps(SCALE_LINE)
    probed.write_text(page.read_text().replace("</body>", probe + "</body>"))
    url = f"{probed.as_uri()}#Program.Scale"
    dom = _chromium("--dump-dom", url, cwd=tmp_path).stdout
    found = re.search(r'<pre id="probe" hidden="">(.*?)</pre>', dom, re.S)
    assert found, dom[-2000:]
    report = json.loads(html.unescape(found.group(1)))
    assert report["columns"] == list(explore.COLUMNS) and report["methods"] == 4
    assert all(report["lines"][c] for c in explore.COLUMNS)
    lit = report["lit"]
    assert any(SCALE_LINE in t for t in lit["C#"])
    assert any(t.endswith(": mul") for t in lit["CIL"])
    assert any(" = mul f64 " in t for t in lit["SSA"])
    for mir in ("pre-RA MIR", "post-RA MIR"):
        assert any("MULSDr" in t for t in lit[mir]), mir
    assert any("mulsd" in t for t in lit["assembly"])
    assert not any("ret" in t for t in lit["assembly"])        # only what came from the line
    assert report["slotsLit"] > 0
    labels = dict(report["bars"])
    assert any(re.fullmatch(r"%\d+:fr64 \u2192 %stack\.\d+", k) and "spilled" in v
               for k, v in labels.items()), labels
    assert any(re.fullmatch(r"%\d+:gr32 \u2192 \$e\w+", k) for k in labels), labels
    shot = tmp_path / "explore.png"
    _chromium("--hide-scrollbars", "--window-size=1800,1100", f"--screenshot={shot}", url,
              cwd=tmp_path)
    assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    print(f"screenshot: {shot}")
