"""Koi-Koi's bright field multiplier (``bright-field``) as a reader sees it: the tally of a stop
gives the brights' factor its own line and counts it in the points, in every language; the hint
banks the points the table pays."""

from __future__ import annotations

import random

import pytest
from website.games.koikoi import advice
from website.games.koikoi import words as commentary

from engine.koikoi.players import GreedyPlayer
from engine.koikoi.rules import get_rules
from engine.koikoi.scoring import Yaku
from engine.koikoi.state import DECIDE, Call, deal

RULES = get_rules("bright-field")


@pytest.mark.parametrize("lang", ("vi", "zh", "en"))
def test_the_tally_names_the_brights_and_multiplies_by_them(app, lang):
    with app.test_request_context(f"/{lang}/"):
        t = commentary.tally((Yaku("sanko", 5),), RULES, False, field=3)
        plain = commentary.tally((Yaku("sanko", 5),), RULES, False)
    assert (t.multiplier, t.points) == (3, 15) and (plain.multiplier, plain.points) == (1, 5)
    assert len(t.reasons) == len(plain.reasons) + 1 and "×3" in t.reasons[0]


def test_the_hint_banks_what_the_table_pays(app):
    found = 0
    for seed in range(300):
        rng = random.Random(seed)
        state = deal(RULES, seed=seed)
        players = (GreedyPlayer(), GreedyPlayer())
        while not state.is_over and state.phase != DECIDE:
            state = state.apply(players[state.current].choose(state.observation(state.current),
                                                              rng))
        if state.is_over:
            continue
        obs = state.observation(state.current)
        if obs.field_factor > 1:
            assert advice.banked(obs) == state.apply(Call("stop")).result.points[obs.player]
            found += 1
    assert found >= 5
