"""The values table of docs/hachihachi-rules.md is the engine's."""

from __future__ import annotations

from pathlib import Path

from engine.hachihachi.rules import DEKIYAKU_IDS, SPECIAL_IDS, TEYAKU_IDS, get_rules

DOC = Path(__file__).resolve().parents[3] / "docs" / "hachihachi-rules.md"


def test_values_table_matches_the_rule_sets():
    rows = {}
    for line in DOC.read_text(encoding="utf-8").splitlines():
        cells = [c.strip() for c in line.strip("|").split("|")]
        if len(cells) >= 4 and cells[0] in (*TEYAKU_IDS, *DEKIYAKU_IDS, *SPECIAL_IDS):
            rows[cells[0]] = (int(cells[2]), int(cells[3]))
    seed, traditional = get_rules("seed-000"), get_rules("traditional")
    expected = {}
    for table in ("teyaku", "dekiyaku", "special"):
        for y, value in getattr(seed, table).items():
            expected[y] = (value, getattr(traditional, table)[y])
    assert rows == expected
