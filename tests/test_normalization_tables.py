"""Unicode normalization tables: the checked-in table is what runtime/gen_normalization.py makes
from the installed Mono, and the runtime and the plug hand mscorlib each table in the order
load_normalization_resource returns them."""
from __future__ import annotations

import re
import shutil
import sys

import pytest

from cil2mir import toolchain

sys.path.insert(0, str(toolchain.RUNTIME_DIR))
import gen_normalization  # noqa: E402

READER = toolchain.RUNTIME_DIR / "archive" / "cil2mir_normalization.c"
PLUG = toolchain.RUNTIME_DIR / "corelib" / "Normalization.cs"
NAMES = [name for name, _ in gen_normalization.TABLES]


@pytest.mark.skipif(shutil.which("mono") is None or shutil.which("mcs") is None, reason="needs mono and mcs")
def test_table_is_generated_from_this_mono():
    assert gen_normalization.render(gen_normalization.dump()) == gen_normalization.OUT.read_text(), \
        "stale: run python runtime/gen_normalization.py"


def test_reader_lists_the_tables_in_the_generators_order():
    """rt_Normalization_Table(i) is the generator's i-th table."""
    listed = re.search(r"tables\[\] = \{(.*?)\};", READER.read_text(), re.S).group(1)
    assert re.findall(r"normalization_(\w+)", listed) == NAMES


def test_plug_hands_each_parameter_its_table():
    """The plug sets each out parameter of load_normalization_resource (named as the table it
    receives) to the table of that number."""
    assigned = re.findall(r"(\w+) = NormalizationTables\.Table\((\d+)\);", PLUG.read_text())
    assert sorted((int(i), name) for name, i in assigned) == list(enumerate(NAMES))
