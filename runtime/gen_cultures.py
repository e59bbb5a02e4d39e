"""Writes runtime/archive/culture_tables.h, the culture data of named cultures, from Mono itself.

Mono keeps its cultures' data in its native runtime (culture-info-tables.h) and hands it to
mscorlib through internal calls; runtime/corelib/Cultures.cs plugs those calls over the table
written here. gen_cultures_dump.cs, run on mono, calls the same internal calls (by reflection)
for every culture Mono knows and prints what they give as JSON; this script turns it into C.

    python runtime/gen_cultures.py          # needs mcs and mono; rewrites the table

The column order of each table below is the one runtime/corelib/Cultures.cs reads.
"""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from mono_dump import run_dump

HERE = Path(__file__).resolve().parent
OUT = HERE / "archive" / "culture_tables.h"

# table 0: cultures, in Mono's order (by LCID: GetCultures lists them so)
CULTURE_INTS = ["cultureID", "parent_lcid", "datetime_index", "number_index", "default_calendar_type"]
CULTURE_STRINGS = ["m_name", "englishname", "nativename", "win3lang", "iso3lang", "iso2lang",
                   "territory"]
CULTURE_LISTS = ["native_calendar_names"]
# table 1: date and time data, by datetime index (CultureData.fill_culture_data, then
# CalendarData.fill_calendar_data's, which Mono takes from the same entry)
DATETIME_INTS = ["iFirstDayOfWeek", "iFirstWeekOfYear"]
DATETIME_STRINGS = ["sAM1159", "sPM2359", "sTimeSeparator", "sMonthDay"]
DATETIME_LISTS = ["saLongTimes", "saShortTimes", "saShortDates", "saYearMonths", "saLongDates",
                  "saDayNames", "saAbbrevDayNames", "saSuperShortDayNames", "saMonthNames",
                  "saAbbrevMonthNames", "saMonthGenitiveNames", "saAbbrevMonthGenitiveNames"]
# table 2: regions, by name (RegionInfo's fields)
REGION_INTS = ["regionId"]
REGION_STRINGS = ["iso2Name", "iso3Name", "win3Name", "englishName", "nativeName", "currencySymbol",
                  "isoCurrencySymbol", "currencyEnglishName", "currencyNativeName"]
# number data: CultureData.NumberFormatEntryManaged's fields, in its order (strings as offsets)
NUMBER_STRINGS = {"currency_decimal_separator", "currency_group_separator", "currency_symbol",
                  "nan_symbol", "negative_infinity_symbol", "negative_sign",
                  "number_decimal_separator", "number_group_separator", "per_mille_symbol",
                  "percent_symbol", "positive_infinity_symbol", "positive_sign"}


def dump() -> dict:
    """Mono's culture data, from gen_cultures_dump.cs run on mono."""
    return run_dump(HERE / "gen_cultures_dump.cs", "-unsafe")


class Pool:
    """The UTF-8 strings, NUL-terminated, each once; offset 0 is ""."""

    def __init__(self) -> None:
        self.data = bytearray(b"\0")
        self.at: dict[str, int] = {"": 0}

    def add(self, s: str | None) -> int:
        if s is None:
            return -1
        if s not in self.at:
            self.at[s] = len(self.data)
            self.data += s.encode() + b"\0"
        return self.at[s]


class Lists:
    """Lists of strings: a count, then the strings' offsets (-1: a null list)."""

    def __init__(self, pool: Pool) -> None:
        self.pool = pool
        self.data: list[int] = []
        self.at: dict[tuple[str, ...], int] = {}

    def add(self, items: list[str] | None) -> int:
        if items is None:
            return -1
        key = tuple(items)
        if key not in self.at:
            self.at[key] = len(self.data)
            self.data += [len(items), *(self.pool.add(s) for s in items)]
        return self.at[key]


def _ascii_lower(s: str) -> str:
    assert s.isascii(), s
    return s.lower()


def rows(d: dict, pool: Pool, lists: Lists) -> dict[str, list[list[int]]]:
    """Each table's rows of int32 columns (each culture's calendar data joins its datetime
    entry, whose index Mono reads it from: checked to be one per entry)."""
    cultures = d["cultures"]
    for c, cal in zip(cultures, d["calendars"]):
        # fill_calendar_data's native name is the culture's; the rest is its datetime entry's
        assert cal["sNativeName"] == c["nativename"], c["m_name"]
        dt = d["datetimes"][c["datetime_index"]]
        for k, v in cal.items():
            assert dt.setdefault(k, v) == v, (c["m_name"], k)
    out: dict[str, list[list[int]]] = {"cultures": [], "datetimes": [], "regions": [], "numbers": []}
    for c in cultures:
        out["cultures"].append([c[k] for k in CULTURE_INTS] + [pool.add(c[k]) for k in CULTURE_STRINGS]
                               + [lists.add(c[k]) for k in CULTURE_LISTS])
    for dt in d["datetimes"]:
        out["datetimes"].append([dt[k] for k in DATETIME_INTS] + [pool.add(dt[k]) for k in DATETIME_STRINGS]
                                + [lists.add(dt[k]) for k in DATETIME_LISTS])
    for r in d["regions"]:
        out["regions"].append([r[k] for k in REGION_INTS] + [pool.add(r[k]) for k in REGION_STRINGS])
    for n in d["numbers"]:
        out["numbers"].append([pool.add(v) if k in NUMBER_STRINGS else v for k, v in n])
    return out


def _ints(name: str, ctype: str, table: list[list[int]] | list[int], per_line: int = 16) -> str:
    flat = [v for row in table for v in row] if table and isinstance(table[0], list) else table
    lines = [", ".join(map(str, flat[i:i + per_line])) for i in range(0, len(flat), per_line)]
    return f"static const {ctype} {name}[] = {{\n    " + ",\n    ".join(lines) + "\n};\n"


def _c_string(data: bytes) -> str:
    """The pool as C string literals, one per string (each literal ends at its NUL)."""
    parts, line = [], []
    for b in data:
        if b == 0:
            parts.append('    "' + "".join(line) + '\\0"')
            line = []
        elif 0x20 <= b < 0x7f and chr(b) not in '"\\?':
            line.append(chr(b))
        else:
            line.append(f"\\{b:03o}")
    return "\n".join(parts)


def render(d: dict) -> str:
    pool = Pool()
    lists = Lists(pool)
    tables = rows(d, pool, lists)
    cultures = d["cultures"]
    by_name = sorted(range(len(cultures)), key=lambda i: _ascii_lower(cultures[i]["m_name"]).encode())
    by_lcid = sorted((int(lcid), next(i for i, c in enumerate(cultures) if c["m_name"] == name))
                     for lcid, name in d["by_lcid"].items())
    regions = d["regions"]
    assert [r["iso2Name"] for r in regions] == sorted(r["iso2Name"] for r in regions)
    text = [[c["text_info"][k] for k in ("ansi", "ebcdic", "mac", "oem")]
            + [int(c["text_info"]["right_to_left"]), c["text_info"]["list_sep"]] for c in cultures]
    widths = {"cultures": len(CULTURE_INTS) + len(CULTURE_STRINGS) + len(CULTURE_LISTS),
              "datetimes": len(DATETIME_INTS) + len(DATETIME_STRINGS) + len(DATETIME_LISTS),
              "regions": len(REGION_INTS) + len(REGION_STRINGS), "numbers": len(d["numbers"][0])}
    version = subprocess.run(["mono", "--version"], capture_output=True, text=True).stdout.splitlines()[0]
    out = [f"/* GENERATED by runtime/gen_cultures.py from the culture data of {version.split(' (')[0]}:\n"
           " * do not edit; regenerate with `python runtime/gen_cultures.py` (needs mcs and mono).\n"
           " * Strings are offsets into culture_strings (UTF-8, NUL-terminated; -1: null), lists\n"
           " * offsets into culture_lists (a count, then the strings; -1: null). */\n",
           f"#define CULTURE_ROWS {len(cultures)}\n#define DATETIME_ROWS {len(tables['datetimes'])}\n"
           f"#define NUMBER_ROWS {len(tables['numbers'])}\n#define REGION_ROWS {len(regions)}\n"
           f"#define LCID_ROWS {len(by_lcid)}\n"]
    for name, width in widths.items():
        out.append(f"#define {name.upper()}_COLUMNS {width}\n")
        assert all(len(r) == width for r in tables[name])
    # many cultures share their date or number data: each index names one of the distinct rows
    rows_of = {}
    for name in ("datetimes", "numbers"):
        distinct = list(dict.fromkeys(map(tuple, tables[name])))
        rows_of[name] = [distinct.index(tuple(r)) for r in tables[name]]
        tables[name] = [list(r) for r in distinct]
    out.append("\nstatic const char culture_strings[] =\n" + _c_string(bytes(pool.data)) + ";\n")
    out.append(_ints("culture_lists", "int32_t", lists.data))
    for name in widths:
        out.append(_ints(f"culture_{name}", "int32_t", tables[name], widths[name]))
    for name, of in rows_of.items():
        out.append(f"/* the row of culture_{name} of each index */\n" + _ints(f"culture_{name}_row", "uint16_t", of))
    out.append(_ints("culture_by_name", "uint16_t", by_name))
    out.append(_ints("culture_by_lcid", "int32_t", [list(p) for p in by_lcid], 8))
    out.append("/* what each culture's textinfo_data points to (CultureInfo/Data: ansi, ebcdic, mac,\n"
               " * oem code pages, right to left, list separator) */\n"
               "static const CultureTextInfo culture_text_info[] = {\n"
               + ",\n".join("    {" + ", ".join(map(str, t)) + "}" for t in text) + "\n};\n")
    return "".join(out)


def main() -> int:
    OUT.write_text(render(dump()))
    print(f"wrote {OUT} ({OUT.stat().st_size} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
