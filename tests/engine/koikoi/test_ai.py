"""The strong computer player and the strength benchmark.

The player is built with a small budget here so the tests stay fast; speed is reported by
``python -m engine strength``, never asserted.
"""

from __future__ import annotations

import random

import pytest

from engine.hanafuda.cards import CARD_IDS, mask_of
from engine.koikoi import (
    DECIDE,
    DRAW,
    KOIKOI,
    PLAY,
    STOP,
    Call,
    Deal,
    Observation,
    Play,
    State,
    ai,
    deal,
)
from engine.koikoi.players import get_player
from engine.koikoi.rules import RULESETS, get_rules
from engine.koikoi.scoring import Yaku
from engine.strength import hand_seed, mean_ci, play_one, run, wilson

RULE_NAMES = tuple(RULESETS)


def small() -> ai.MonteCarloPlayer:
    return ai.MonteCarloPlayer(budget=24, decide_samples=12)


def observations(rules: str, seed: int):
    """Every observation of the player to move in one randomly played hand."""
    rng = random.Random(seed)
    state = deal(rules, seed=seed)
    while not state.is_over:
        obs = state.observation(state.current)
        yield obs
        state = state.apply(rng.choice(obs.legal_actions))


@pytest.mark.parametrize("rules", RULE_NAMES)
def test_returns_a_legal_action(rules):
    player = small()
    phases = set()
    for seed in range(6):
        for obs in observations(rules, seed):
            action = player.choose(obs, random.Random(seed))
            assert action in obs.legal_actions and type(action) is type(obs.legal_actions[0])
            phases.add(obs.phase)
    assert {PLAY, DRAW} <= phases


def test_registered_as_strong():
    player = get_player("strong")
    assert isinstance(player, ai.MonteCarloPlayer) and player.name == "strong"
    obs = next(observations("nintendo", 1))
    assert player.choose(obs, random.Random(0)) in obs.legal_actions


def test_deterministic_given_the_rng():
    player = get_player("strong")
    for seed in (2, 3):
        for n, obs in enumerate(observations("nintendo", seed)):
            if n > 6:
                break
            first = player.choose(obs, random.Random(seed * 100 + n))
            again = player.choose(obs, random.Random(seed * 100 + n))
            assert first == again
            ranked = player.evaluate_actions(obs, random.Random(9)) if len(
                obs.legal_actions) > 1 and obs.phase != DECIDE else None
            if ranked:
                assert ranked == player.evaluate_actions(obs, random.Random(9))


def _hidden_swapped(state: State) -> State:
    """The same position with the opponent's hand and the stock dealt differently."""
    d = state.deal
    opp = 1 - state.current
    hidden = list(d.hands[opp]) + list(d.stock)
    random.Random(1).shuffle(hidden)
    hands = list(d.hands)
    hands[opp] = tuple(hidden[:8])
    return State.from_deal(state.rules, Deal(d.dealer, (hands[0], hands[1]), d.field,
                                             tuple(hidden[8:])))


def test_sees_only_the_observation():
    """Positions that differ only in what the player cannot see get the same choice."""
    player = get_player("strong")
    checked = 0
    for seed in range(12):
        state = deal("nintendo", seed=seed)
        if state.is_over:
            continue
        other = _hidden_swapped(state)
        if other.is_over:
            continue
        me = state.current
        obs = state.observation(me)
        assert other.observation(me) == obs
        assert state.hand(1 - me) != other.hand(1 - me)
        assert (player.choose(obs, random.Random(seed))
                == player.choose(other.observation(me), random.Random(seed)))
        checked += 1
    assert checked >= 8


def test_works_on_a_hand_built_observation():
    """An Observation written by hand, with no State behind it at all."""
    hand = ("pine-crane", "cherry-curtain", "maple-deer", "willow-lightning", "iris-chaff-2",
            "plum-chaff-2", "paulownia-chaff-3", "wisteria-chaff-2")
    field = ("pine-chaff-1", "maple-chaff-1", "maple-chaff-2", "iris-chaff-1", "clover-chaff-1",
             "pampas-chaff-1", "chrysanthemum-chaff-1", "peony-chaff-1")
    legal = (Play("pine-crane", ("pine-chaff-1",)), Play("cherry-curtain", ()),
             Play("maple-deer", ("maple-chaff-1",)), Play("maple-deer", ("maple-chaff-2",)),
             Play("willow-lightning", ()), Play("iris-chaff-2", ("iris-chaff-1",)),
             Play("plum-chaff-2", ()), Play("paulownia-chaff-3", ()),
             Play("wisteria-chaff-2", ()))
    obs = Observation(player=0, rules="nintendo", dealer=0, current=0, phase=PLAY, hand=hand,
                      opponent_hand_size=8, field=field, piles=((), ()), stock_size=24,
                      drawn=None, koikoi=(0, 0), yaku=((), ()), legal_actions=legal,
                      result=None)
    assert len(obs.unseen()) == 32
    action = get_player("strong").choose(obs, random.Random(0))
    assert action in legal
    # Taking the crane (a bright, towards sanko) beats throwing the curtain away.
    ranked = [a for _, a in get_player("strong").evaluate_actions(obs, random.Random(0))]
    assert ranked.index(legal[0]) < ranked.index(legal[1])


def _decide_state(rules="nintendo"):
    """Player 0 has just made sanko (crane, moon, curtain) on its second turn."""
    hand0 = ["pine-crane", "cherry-curtain", "clover-chaff-1", "iris-chaff-1",
             "wisteria-chaff-1", "peony-chaff-1", "paulownia-chaff-1", "plum-chaff-1"]
    hand1 = ["pine-chaff-1", "plum-chaff-2", "cherry-chaff-1", "iris-chaff-2",
             "wisteria-chaff-2", "peony-chaff-2", "clover-chaff-2", "paulownia-chaff-2"]
    field = ["pine-chaff-2", "cherry-chaff-2", "pampas-moon", "maple-chaff-1",
             "willow-lightning", "chrysanthemum-chaff-1", "maple-chaff-2", "pampas-chaff-1"]
    stock = ["pampas-chaff-2", "maple-deer", "clover-boar"]
    used = hand0 + hand1 + field + stock
    d = Deal(0, (tuple(hand0), tuple(hand1)), tuple(field),
             (*stock, *(c for c in CARD_IDS if c not in used)))
    state = State.from_deal(rules, d)
    state = _draw(_play(state, "pine-crane"), "pampas-moon")  # 0 takes crane, then the moon
    state = _draw(_play(state, "pine-chaff-1"), None)  # 1 discards, draws the deer
    state = _draw(_play(state, "cherry-curtain"), None)  # 0 takes the curtain: sanko
    assert state.phase == DECIDE and state.current == 0
    assert [y.id for y in state.yaku(0)] == ["sanko"]
    return state


def _play(state, card):
    return state.apply(next(a for a in state.legal_actions() if a.card == card))


def _draw(state, take):
    legal = state.legal_actions()
    return state.apply(next((a for a in legal if take in a.take), legal[0]))


def test_stops_when_koikoi_is_not_allowed_or_the_hands_are_empty():
    state = _decide_state()
    limited = state._replace(rules=get_rules("nintendo").with_changes(max_koikoi=0))
    obs = limited.observation(0)
    assert obs.legal_actions == (Call(STOP),)
    assert get_player("strong").choose(obs, random.Random(0)) == Call(STOP)
    # On the last turn stopping is all that is left to win.
    obs = state.observation(0)._replace(hand=(), opponent_hand_size=0)
    assert get_player("strong").choose(obs, random.Random(0)) == Call(STOP)


def test_stops_when_the_opponent_is_one_card_from_a_yaku():
    obs = _decide_state().observation(0)
    assert Call(KOIKOI) in obs.legal_actions and not ai.opponent_threat(obs)
    # With the butterflies beside its deer, the boar on the field gives the opponent
    # boar-deer-butterflies: stop now, and take the points.
    threatened = obs._replace(piles=(obs.piles[0], (*obs.piles[1], "peony-butterflies")))
    assert ai.opponent_threat(threatened)
    player = get_player("strong")
    for seed in range(3):
        assert player.choose(threatened, random.Random(seed)) == Call(STOP)


def test_stop_is_worth_exactly_the_current_score():
    state = _decide_state()
    obs = state.observation(0)
    assert ai.stop_points(obs) == 5 == state.apply(Call(STOP)).result.points[0]
    assert ai.stop_points(obs._replace(koikoi=(0, 1))) == 10  # the opponent called koi-koi
    big = obs._replace(yaku=((Yaku("shiko", 8),), ()), koikoi=(0, 1))
    assert ai.stop_points(big) == 8 * 2 * 2  # seven or more doubles, and koi-koi doubles


def test_koikoi_decision_is_deterministic_and_legal():
    obs = _decide_state().observation(0)
    player = get_player("strong")
    first = player.choose(obs, random.Random(4))
    assert first in obs.legal_actions and first == player.choose(obs, random.Random(4))


@pytest.mark.parametrize("rules", RULE_NAMES)
def test_fast_playout_is_the_reference_rollout(rules):
    """The bit-mask playout plays exactly the game State.apply plays, same policy."""
    checked = 0
    for seed in range(8):
        for obs in observations(rules, seed):
            pos = ai.Position.of(obs)
            for action in obs.legal_actions:
                ref = ai.rollout(ai.sample_state(obs, random.Random(seed)).apply(action))
                fast = pos.play(action, *pos.deal(random.Random(seed)))
                assert fast == ai.outcome_of(ref)
                checked += 1
    assert checked > 100


def test_fast_playout_is_the_reference_rollout_when_blocking():
    """With a blocking bonus too (the opponent's wanted cards), both play the same game."""
    checked = differs = 0
    for seed in range(6):
        for obs in observations("nintendo", seed):
            pos = ai.Position.of(obs)
            for action in obs.legal_actions:
                ref = ai.rollout(ai.sample_state(obs, random.Random(seed)).apply(action), 15.0)
                fast = pos.play(action, *pos.deal(random.Random(seed)), 15.0)
                assert fast == ai.outcome_of(ref)
                differs += fast != pos.play(action, *pos.deal(random.Random(seed)))
                checked += 1
    assert checked > 100 and differs > 0


def test_sample_state_is_consistent_with_the_observation():
    for obs in observations("nintendo", 4):
        state = ai.sample_state(obs, random.Random(0))
        assert state.observation(obs.player)._replace(legal_actions=obs.legal_actions) == obs


def test_wanted_cards():
    rules = get_rules("nintendo")
    assert ai.wanted(mask_of(["clover-boar", "maple-deer"]), rules) == mask_of(
        ["peony-butterflies"])
    assert ai.wanted(mask_of(["cherry-curtain"]), rules) & mask_of(["chrysanthemum-sake"])
    assert not ai.wanted(mask_of(["pine-chaff-1"]), rules)
    two = mask_of(["pine-crane", "willow-rainman"])
    assert ai.wanted(two, rules) & mask_of(["cherry-curtain"])
    assert not ai.wanted(two, rules) & mask_of(["pine-crane"])


def test_outcome_value_prefers_winning():
    assert ai.outcome_value((0, 5, 0), 0) > ai.outcome_value((None, 0, 0), 0) > \
        ai.outcome_value((1, 0, 1), 0)
    assert ai.outcome_value((1, 0, 30), 1) < 2


# -- the benchmark -----------------------------------------------------------------------------

def test_wilson_and_normal_intervals():
    rate, lo, hi = wilson(65, 100)
    assert rate == 0.65 and 0.55 < lo < 0.56 and 0.73 < hi < 0.74
    assert wilson(0, 10)[1] == 0.0
    mean, lo, hi = mean_ci([1, 2, 3, 4])
    assert mean == 2.5 and lo < 2.5 < hi


def test_seats_swap_and_deals_repeat():
    a = play_one("nintendo", "greedy", "random", 0, 0)
    b = play_one("nintendo", "greedy", "random", 0, 1)
    assert (a.index, b.index) == (0, 1)
    assert hand_seed(0, 0) == hand_seed(0, 1) != hand_seed(0, 2)  # one deal, seats swapped
    assert play_one("nintendo", "greedy", "random", 0, 0)[:3] == a[:3]


def test_strength_command_prints_rates():
    lines = []
    run(hands=4, pairs="greedy-random", workers=1, out=lines.append)
    text = "\n".join(lines)
    assert "greedy vs random: 4 hands" in text and "95% CI" in text
    assert "ms per decision: mean" in text


def test_strength_in_whole_games_counts_games_and_the_hands_inside():
    lines = []
    run(games=2, pairs="greedy-random", workers=1, out=lines.append)
    text = "\n".join(lines)
    assert "2 games per pair, seats swapped every other game" in text
    assert "greedy vs random: 2 games of 12 hands (24 hands)" in text
    assert "of games (ties half) [95% CI" in text and "median" in text and "worst" in text


def test_bench_prints_greedy_against_greedy_beside_random_deals():
    from engine.bench import run as bench

    lines = []
    bench(seconds=0.1, out=lines.append)
    random_line = next(i for i, t in enumerate(lines) if "nintendo" in t and "random deals" in t)
    assert "greedy v greedy" in lines[random_line + 1] and "deals/s" in lines[random_line + 1]


def test_successive_halving_ranks_every_action_the_same_way_each_time():
    player = ai.MonteCarloPlayer(budget=48, decide_samples=12, halving=True)
    checked = 0
    for seed in range(4):
        for obs in observations("nintendo", seed):
            if obs.phase != PLAY or len(obs.legal_actions) < 3:
                continue
            ranked = player.evaluate_actions(obs, random.Random(seed))
            assert len(ranked) == len(obs.legal_actions)
            assert {a for _, a in ranked} == set(obs.legal_actions)
            assert ranked == player.evaluate_actions(obs, random.Random(seed))
            checked += 1
    assert checked > 10
