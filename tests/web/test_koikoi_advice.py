"""Koi-Koi's advice: the reasons for a move and the comparison of two moves say something of
the game, differ between moves that differ, and never argue against the move they explain;
no sample game repeats a "why" sentence more than three times."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from flask_babel import force_locale
from website.core.words import THIRD_PERSON
from website.features.viewer.views import samples
from website.games.koikoi import advice, board

from engine.hanafuda.cards import DECK
from engine.judge import Judge, Settings
from engine.koikoi.judge import EVALUATOR
from engine.koikoi.rules import YAKU_NAMES
from engine.koikoi.state import Call, Observation, Play, deal

JUDGE = Judge(EVALUATOR, Settings(scale=0.2))
LANGS = ("vi", "zh", "en")


def positions(count: int = 110):
    """Seeded positions with a choice, from seeded deals played half greedily, half at random."""
    out = []
    seed = 0
    while len(out) < count:
        state = deal("nintendo", seed=seed)
        rng = random.Random(seed)
        while not state.is_over:
            obs = state.observation(state.current)
            if len(obs.legal_actions) > 1:
                out.append(obs)
            acts = obs.legal_actions
            state = state.apply(acts[0] if rng.random() < 0.5 else rng.choice(acts))
        seed += 1
    return out[:count]


POSITIONS = positions()


def names_something(text: str, lang: str) -> bool:
    """A card's name, a yaku's name, or a number of points or cards."""
    return (any(c.spoken_name(lang) in text for c in DECK)
            or any(n[lang] in text for n in YAKU_NAMES.values())
            or any(ch.isdigit() for ch in text))


def hidden_named(obs, sentences, lang: str) -> list[str]:
    """Names of cards the mover cannot see (and no card it sees shares) in ``sentences``."""
    seen = {c.spoken_name(lang) for c in DECK if c.id not in set(obs.unseen())}
    text = " ".join(sentences)
    return [n for n in {CARD.spoken_name(lang) for CARD in DECK if CARD.id in set(obs.unseen())}
            if n not in seen and n in text]


@pytest.fixture(scope="module")
def ranked():
    return [(obs, JUDGE.rank(obs)) for obs in POSITIONS]


@pytest.mark.parametrize("lang", LANGS)
def test_best_and_other_moves_are_told_apart(app, ranked, lang):
    compared = 0
    with app.test_request_context(f"/{lang}/"), force_locale(lang):
        for obs, ranking in ranked:
            best = ranking.best.action
            for other in (c.action for c in ranking.choices[1:]):
                said = board.compare(obs, best, other)
                assert said and names_something(" ".join(said), lang), (obs, best, other)
                assert not hidden_named(obs, said, lang), (best, other, said)
                assert board.compare(obs, best, other, THIRD_PERSON)
                if isinstance(best, Call) or advice.move_phrase(best) != advice.move_phrase(other):
                    # (two plays said alike, of twin chaff cards, are one move to the reader)
                    assert board.reasons(obs, best) != board.reasons(obs, other), (best, other)
                compared += 1
    assert compared >= 100


@pytest.mark.parametrize("lang", LANGS)
def test_no_reason_argues_against_its_move(app, lang):
    checked = 0
    with app.test_request_context(f"/{lang}/"), force_locale(lang):
        for obs in POSITIONS:
            for action in obs.legal_actions:
                said = board.reasons(obs, action)
                assert said and (isinstance(action, Call) or names_something(" ".join(said), lang))
                assert not hidden_named(obs, said, lang), (action, said)
                against = advice.warnings(obs, action)
                assert not set(said) & set(against), (action, said)
                for seats in (None, THIRD_PERSON):
                    assert not set(board.reasons(obs, action, seats)) & set(
                        advice.warnings(obs, action, seats))
                # the comparison speaks for the better move: never a warning about it
                for other in obs.legal_actions:
                    if other != action:
                        assert not set(board.compare(obs, action, other)) & set(against)
                checked += bool(against)
    assert checked >= 20  # positions where a move leaves something for the opponent


def test_discarding_the_cherry_curtain_is_not_warned_against(app):
    """The reviewers' case: the hint suggested throwing the Cherry curtain onto the field and
    its only reason warned that the opponent could take it."""
    obs = Observation(player=0, rules="nintendo", dealer=0, current=0, phase="play",
                      hand=("cherry-curtain", "pine-chaff-1", "clover-boar"),
                      opponent_hand_size=3, field=("iris-chaff-1", "pampas-chaff-1",
                                                   "maple-chaff-1", "paulownia-chaff-1"),
                      piles=((), ()), stock_size=20, drawn=None, koikoi=(0, 0), yaku=((), ()),
                      legal_actions=(Play("cherry-curtain", ()), Play("pine-chaff-1", ()),
                                     Play("clover-boar", ())), result=None)
    with app.test_request_context("/en/"), force_locale("en"):
        said = board.reasons(obs, Play("cherry-curtain", ()))
        assert not any("take it" in s or "for the opponent" in s for s in said), said
        why = board.compare(obs, Play("pine-chaff-1", ()), Play("cherry-curtain", ()))
        assert any("Cherry blossom – Curtain" in s and "unseen" in s for s in why), why


def test_the_call_names_its_stakes(app, ranked):
    calls = [(obs, r) for obs, r in ranked if obs.phase == "decide" and len(obs.legal_actions) > 1]
    with app.test_request_context("/en/"), force_locale("en"):
        for obs, _ranking in calls:
            stop, koikoi = Call("stop"), Call("koikoi")
            assert any(f"banks {advice.banked(obs)} point" in s
                       for s in board.reasons(obs, stop))
            assert not any("The opponent is one card from" in s
                           for s in board.reasons(obs, koikoi))
            assert board.compare(obs, koikoi, stop)[-1].startswith("Stopping would bank only")
        assert "about +3 points" in advice.call_stakes(calls[0][0], 2.6) if calls else True


def test_estimates_carry_words_and_one_decimal(app):
    with app.test_request_context("/en/"), force_locale("en"):
        assert advice.chances(0.3749) == ("With this move you have a good chance to win this "
                                           "hand (about +0.4).")
        assert "(about −0.7)" in advice.chances(-0.66)
        assert "either way" in advice.chances(0.04)


@pytest.mark.parametrize("lang", LANGS)
def test_sample_games_repeat_no_why_line_more_than_three_times(app, lang):
    with app.test_request_context(f"/{lang}/"), force_locale(lang):
        found = [s for s in samples().values() if s.replayed.game.id == "koikoi"]
        assert found
        for sample in found:
            said: Counter = Counter()
            for states, actions in sample.replayed.hands:
                for i in range(1, len(states)):
                    said.update(board.frame(states, actions, i, THIRD_PERSON, [0, 0])["why"])
            assert not said or max(said.values()) <= 3, (sample.id, said.most_common(2))
