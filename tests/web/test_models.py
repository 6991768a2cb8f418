"""Koi-Koi's engine-driven tables: every switch shown, requirements agree with the scorer."""

from __future__ import annotations

import pytest
from website.games.koikoi import tables as models
from website.games.koikoi import texts

from engine.koikoi.rules import RULESETS
from engine.koikoi.scoring import score, yaku_for_card


def test_every_rule_set_switch_has_a_label():
    assert set(models.switches()) == set(texts.SWITCH_LABELS)


def test_every_rule_set_has_a_label():
    assert set(RULESETS) == set(texts.RULESET_LABELS)


def test_comparison_has_every_switch_and_rule_set(app):
    with app.test_request_context("/en/"):
        cmp = models.comparison()
    assert cmp["sets"] == list(RULESETS)
    assert [f for f, _ in cmp["switches"]] == models.switches()
    for y, cells in cmp["points"]:
        for name, cell in zip(cmp["sets"], cells, strict=True):
            rules = RULESETS[name]
            assert (cell is None) == (y not in rules.scored_yaku())
            if cell:
                assert cell[0] == rules.points[y]


@pytest.mark.parametrize("name", list(RULESETS))
def test_yaku_rows_need_what_the_scorer_needs(app, name):
    """The first ``needed`` cards of a yaku make it; one card fewer does not."""
    rules = RULESETS[name]
    with app.test_request_context("/en/"):
        rows = models.yaku_rows(name)
    for row in rows:
        if row["needed"] is None:
            continue
        # cards that belong to fewest other yaku first, so no other yaku absorbs this one
        cards = sorted((c.id for c in models.yaku_cards(row["id"], rules)),
                       key=lambda c: len(yaku_for_card(c, rules)))
        cards.sort(key=lambda c: (c == "willow-rainman") != (row["id"] == "ame-shiko"))
        made = [y.id for y in score(cards[:row["needed"]], rules).yaku]
        fewer = [y.id for y in score(cards[:row["needed"] - 1], rules).yaku]
        assert row["id"] in made, (name, row["id"], made)
        assert row["id"] not in fewer, (name, row["id"])
