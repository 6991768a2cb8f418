"""What a reader is told of Hachi-Hachi's variants (``traditional-full``): a field carried over
from an earlier deal is named at the deal, in every language; the bonuses are named in the
settlement by their terms."""

from __future__ import annotations

import pytest
from website.games.hachihachi import words

from engine import terms
from engine.hachihachi.scoring import field_multiplier
from engine.hachihachi.state import deal
from engine.hanafuda.cards import mask_of

LANGUAGES = ("vi", "zh", "en")
CARRIED = {"vi": "dời sang", "zh": "顺延", "en": "carried over"}


def _small_field_deal():
    for seed in range(200):
        state = deal("traditional-full", seed=seed, carried=(4,))
        if field_multiplier(mask_of(state.deal.field), state.rules) == 1:
            return state
    raise AssertionError("no small field in 200 seeds")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_carried_field_is_named_at_the_deal(app, lang):
    state = _small_field_deal()
    assert state.multiplier == 4
    with app.test_request_context(f"/{lang}/"):
        lines = words.deal_lines(state)
        plain = words.deal_lines(deal("traditional-full", seed=state.deal.dealer + 1000))
    assert any(CARRIED[lang] in line and "4" in line for line in lines)
    assert not any(CARRIED[lang] in line for line in plain)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_bonuses_have_their_terms(lang):
    names = terms.names("hachihachi")
    assert names["nuke"][lang] and names["tobikomi"][lang]
    assert names["nuke"]["ja"] == "ぬけ役" and names["tobikomi"]["ja"] == "飛込み"
