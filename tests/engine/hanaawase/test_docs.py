"""docs/hanaawase-rules.md says what the engine plays: its values table is the rule sets',
and every disputed point of ``DISPUTES`` is in its "How this site plays" table."""

from __future__ import annotations

from pathlib import Path

from engine.hanaawase.rules import DISPUTES, RULESETS, YAKU_IDS

DOC = Path(__file__).resolve().parents[3] / "docs" / "hanaawase-rules.md"
TEXT = DOC.read_text(encoding="utf-8")


def test_values_table_matches_the_rule_sets():
    rows = {}
    for line in TEXT.splitlines():
        cells = [c.strip() for c in line.strip("|").split("|")]
        if len(cells) >= 6 and cells[0] in YAKU_IDS:
            rows[cells[0]] = tuple(None if v == "—" else int(v) for v in cells[2:6])
    names = ("wikipedia", "ameshima-nagashi", "bakappana", "local-rules")
    assert set(names) == set(RULESETS)
    assert rows == {y: tuple(RULESETS[n].yaku.get(y) for n in names) for y in YAKU_IDS}


def test_every_dispute_and_rule_set_is_documented():
    for dispute in DISPUTES:
        assert f"`{dispute.id}`" in TEXT, dispute.id
    for name in RULESETS:
        assert f"`{name}`" in TEXT, name
