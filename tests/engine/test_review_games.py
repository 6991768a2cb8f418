"""Reviewing a finished Tam Cúc or Hachi-Hachi deal: a deliberately bad move is a mistake with the
better move named, the judge's own best move is good, the played action is always valued,
and the same deal gives the same review."""

import pytest

from engine.games import get_game
from engine.hachihachi.record import replay_hand as hh_replay
from engine.hachihachi.review import SCALES
from engine.hachihachi.review import review_hand as hh_review
from engine.hachihachi.state import Play
from engine.hanafuda.cards import CARDS_BY_ID
from engine.judge import Settings, judge_for
from engine.table import play_deal
from engine.tamcuc.players import StrongPlayer, action_signature
from engine.tamcuc.record import replay_hand as tc_replay
from engine.tamcuc.review import review_hand as tc_review
from engine.tamcuc.review import scale
from engine.tamcuc.state import Chui, Lay, Reveal


def _tamcuc(seed, seats=("greedy", "greedy")):
    return tc_replay(play_deal(get_game("tamcuc"), "standard", seats, seed))


def _hachihachi(seed, rules="seed-000", seats=("greedy",) * 3):
    return hh_replay(play_deal(get_game("hachihachi"), rules, seats, seed))


def _instead(states, actions, index, action):
    """The deal up to ``index`` with ``action`` played there instead."""
    return states[:index + 1], [*actions[:index], action]


def test_a_winning_triple_kept_face_down_is_a_mistake_and_reveal_is_named():
    states, actions = _tamcuc(6)
    index = next(i for i, s in enumerate(states) if s.current == 0 and s.phase == "reveal"
                 and s.size == 3 and Reveal() in s.legal_actions())
    move = tc_review(*_instead(states, actions, index, Chui()), 0).moves[-1]
    assert (move.index, move.played, move.verdict, move.best) == (index, Chui(), "mistake", Reveal())
    assert move.loss >= scale(states[0].rules, 2).mistake


def _bright_or_nothing(states):
    """The first choice of seat 0 between capturing a bright and capturing nothing."""
    for index, s in enumerate(states):
        legal = s.legal_actions() if s.current == 0 else ()
        brights = [a for a in legal if isinstance(a, Play) and
                   any(CARDS_BY_ID[c].points == 20 for c in a.take)]
        throws = [a for a in legal if isinstance(a, Play) and not a.take]
        if brights and throws:
            return index, brights, throws[0]
    raise AssertionError("no such choice in this deal")


def test_a_bright_left_on_the_field_is_a_mistake_and_its_capture_is_named():
    states, actions = _hachihachi(3)
    index, brights, throw = _bright_or_nothing(states)
    move = hh_review(*_instead(states, actions, index, throw), 0).moves[-1]
    assert move.verdict == "mistake" and move.best in brights
    assert move.loss >= SCALES["points"].mistake


@pytest.mark.parametrize("review, deal", [(tc_review, _tamcuc), (hh_review, _hachihachi)])
def test_the_best_move_is_good_and_a_random_player_slips(review, deal):
    flagged = 0
    for seed in range(2):
        players = ("random", *("greedy",) * (1 if deal is _tamcuc else 2))
        r = review(*deal(seed, seats=players), 0)
        for m in r.moves:
            assert m.best_value >= m.played_value
            if m.played == m.best or m.equal:
                assert m.verdict == "good"
        flagged += len(r.flagged())
        assert 0 <= r.accuracy <= 100
    assert flagged


def test_a_lay_the_strong_player_would_not_search_is_valued_with_its_candidates():
    player = StrongPlayer()
    judge = judge_for("tamcuc", Settings(scale=0.25))
    for seed in range(10):
        states, _ = _tamcuc(seed)
        for s in states:
            if s.phase != "lay" or s.current is None:
                continue
            obs = s.observation(s.current)
            searched = {action_signature(a) for a in player.candidates(obs)}
            odd = [a for a in obs.legal_actions if isinstance(a, Lay) and action_signature(a) not in searched]
            if odd:
                ranking = judge.rank(obs, also=odd[:1])
                assert ranking.find(action_signature(odd[0])).action == odd[0]
                assert len(ranking.choices) == len(searched) + 1
                return
    pytest.fail("no lay outside the candidates in ten deals")


def test_the_same_review_twice():
    states, actions = _hachihachi(1, rules="traditional")
    assert hh_review(states, actions, 1) == hh_review(states, actions, 1)
    states, actions = _tamcuc(2, seats=("greedy",) * 4)
    assert tc_review(states, actions, 2) == tc_review(states, actions, 2)
