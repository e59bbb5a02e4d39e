"""Named cultures' data: the checked-in table is what runtime/gen_cultures.py makes from the
installed Mono, and the plugs read each field from the column the generator put it in."""
from __future__ import annotations

import re
import shutil
import sys

import pytest

from cil2mir import toolchain

sys.path.insert(0, str(toolchain.RUNTIME_DIR))
import gen_cultures  # noqa: E402

PLUGS = toolchain.RUNTIME_DIR / "corelib" / "Cultures.cs"


@pytest.mark.skipif(shutil.which("mono") is None or shutil.which("mcs") is None, reason="needs mono and mcs")
def test_table_is_generated_from_this_mono():
    assert gen_cultures.render(gen_cultures.dump()) == gen_cultures.OUT.read_text(), \
        "stale: run python runtime/gen_cultures.py"


def test_plugs_read_the_generators_columns():
    """Each `x.field = Int/String/List(<Table>, row, column)` of Cultures.cs reads the column the
    generator wrote that field to (CalendarData's native name is the culture's)."""
    columns = {
        "Culture": gen_cultures.CULTURE_INTS + gen_cultures.CULTURE_STRINGS + gen_cultures.CULTURE_LISTS,
        "Date": gen_cultures.DATETIME_INTS + gen_cultures.DATETIME_STRINGS + gen_cultures.DATETIME_LISTS,
        "Region": gen_cultures.REGION_INTS + gen_cultures.REGION_STRINGS}
    alias = {"sNativeName": "nativename"}
    reads = re.findall(r"\w+\.(\w+) = (?:Cultures\.)?(?:Int|String|List)\((?:Cultures\.)?(\w+)Table, \w+, (\d+)\)",
                       PLUGS.read_text())
    assert len(reads) > 40
    wrong = [(field, table, int(col)) for field, table, col in reads
             if columns[table][int(col)] != alias.get(field, field)]
    assert wrong == []
