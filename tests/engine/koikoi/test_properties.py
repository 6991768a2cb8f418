"""Properties over thousands of seeded hands, all five rule sets, random and greedy players."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.games import get_game
from engine.hanafuda.cards import CARD_IDS, mask_of
from engine.koikoi import DECIDE, DRAW, OVER, PLAY, Call, Draw, Play, State, deal, scoring
from engine.koikoi.notation import format_action, parse_action
from engine.koikoi.players import GreedyPlayer, RandomPlayer
from engine.koikoi.record import hand_to_json, loads, replay
from engine.koikoi.rules import get_rules
from engine.table import play_deal, play_match

RULE_NAMES = ("nintendo", "wikipedia", "vietnam", "online-15", "baike", "koikoi-japan",
              "bright-field")
PAIRINGS = ((RandomPlayer(), RandomPlayer()), (GreedyPlayer(), RandomPlayer()),
            (RandomPlayer(), GreedyPlayer()), (GreedyPlayer(), GreedyPlayer()))

KOIKOI = get_game("koikoi")


def snapshot(s: State):
    return (s.hands, s.field, s.stock_pos, s.piles, s.current, s.phase, s.koikoi, s.claimed,
            s.result, s.events, s.legal_actions())


def total(yaku) -> int:
    return sum(y.points for y in yaku)


def check_hand(rules_name: str, seed: int, players) -> dict:
    """Play one seeded hand, checking every invariant on the way; its record."""
    rules = get_rules(rules_name)
    rng = random.Random(seed)
    state = deal(rules, rng=rng)
    states, actions = [state], []
    claimed = [0, 0]  # the total at each player's last koi-koi, kept independently
    turns = 0
    while True:
        # 48 cards, each in exactly one place
        places = [*state.hand(0), *state.hand(1), *state.field_cards(), *state.pile(0),
                  *state.pile(1)]
        stock = list(state.stock)
        if state.phase == DRAW:
            assert state.drawn == stock[0]
            places += [state.drawn, *stock[1:]]
        else:
            assert state.drawn is None
            places += stock
        assert sorted(places) == sorted(CARD_IDS)
        if state.is_over:
            assert state.legal_actions() == ()
            break
        legal = state.legal_actions()
        assert legal and len(set(legal)) == len(legal)
        kinds = {PLAY: Play, DRAW: Draw, DECIDE: Call}
        assert all(type(a) is kinds[state.phase] for a in legal)
        p = state.current
        action = players[p].choose(state.observation(p), rng)
        assert action in legal
        after = state.apply(action)
        if isinstance(action, Draw):
            turns += 1
            assert after.phase in (DECIDE, PLAY, OVER)
            last = not (after.hands[0] or after.hands[1])
            if rules.choice_on_increase:
                rose = total(scoring.evaluate(after.piles[p], rules, after.koikoi[p] > 0)) \
                    > claimed[p]
                assert (after.phase == DECIDE) == (rose and (not last or rules.last_card_claim))
            if after.phase == DECIDE:
                assert after.current == p
                assert after.legal_actions() == ((Call("koikoi"), Call("stop")) if not last
                                                 else (Call("stop"),))
            elif after.phase == PLAY:
                assert after.current == 1 - p
        elif isinstance(action, Play):
            assert (after.phase, after.current) == (DRAW, p)
        elif action.decision == "koikoi":
            claimed[p] = total(scoring.evaluate(state.piles[p], rules, True))  # as after the call
            assert after.koikoi[p] == state.koikoi[p] + 1
        states.append(after)
        actions.append(action)
        state = after

    assert turns <= 16
    assert len(actions) <= 16 * 2 + 16
    result = state.result
    # scores as the rule set says, recomputed from engine.koikoi.scoring
    if result.reason == "stop":
        w = result.winner
        field = scoring.field_factor(mask_of(state.deal.field), rules)  # bright-field
        expected = scoring.score(state.pile(w), rules, state.koikoi[1 - w] > 0, state.koikoi[w],
                                 field)
        assert result.points[w] == expected.points and result.points[1 - w] == 0
        assert (result.yaku, result.base, result.multiplier) == (
            expected.yaku, expected.base, expected.multiplier)
        assert result.base > 0
        assert isinstance(actions[-1], Call) and actions[-1].decision == "stop"
    elif result.reason == "exhausted":
        assert result.winner is None and turns == 16
        expected = [0, 0]
        expected[state.deal.dealer] = rules.exhausted_dealer_points
        assert list(result.points) == expected
    else:
        assert result.reason == "hand-yaku" and actions == []
        y = scoring.hand_yaku(state.hands[result.winner], rules)
        assert result.yaku == (y,) and result.points[result.winner] == y.points

    # notation round-trips
    for s, a in zip(states, actions, strict=False):
        p, parsed = parse_action(format_action(a, s.current))
        assert p == s.current and parsed == a and type(parsed) is type(a)
        assert parse_action(format_action(a)) == (None, a)

    # the record replays to the same states
    rec = hand_to_json(states, actions)
    (states2, actions2), = replay(loads(json.dumps(rec)))
    assert actions2 == actions and [type(a) for a in actions2] == [type(a) for a in actions]
    assert [snapshot(s) for s in states2] == [snapshot(s) for s in states]
    assert states2[-1].result == result
    return rec


def run_many(n_per_rules: int, offset: int = 0):
    outcomes = {}
    for r, rules in enumerate(RULE_NAMES):
        for i in range(n_per_rules):
            seed = offset + 1000 * r + i
            rec = check_hand(rules, seed, PAIRINGS[i % len(PAIRINGS)])
            reason = rec["result"]["reason"]
            outcomes[(rules, reason)] = outcomes.get((rules, reason), 0) + 1
            if any(a.get("call") == "koikoi" for a in rec["actions"]):
                outcomes[(rules, "koikoi")] = outcomes.get((rules, "koikoi"), 0) + 1
    return outcomes


def test_properties_quick():
    outcomes = run_many(40)
    assert sum(n for (_, kind), n in outcomes.items() if kind != "koikoi") == 40 * len(RULE_NAMES)


@pytest.mark.slow
def test_properties_thousands_of_hands():
    outcomes = run_many(440, offset=100)
    assert sum(n for (_, kind), n in outcomes.items() if kind != "koikoi") == 440 * len(RULE_NAMES)
    # every rule set saw hands stopped and hands exhausted
    for rules in RULE_NAMES:
        assert outcomes.get((rules, "stop"), 0) > 100
        assert outcomes.get((rules, "exhausted"), 0) > 0
        assert outcomes.get((rules, "koikoi"), 0) > 20


@settings(max_examples=150, deadline=None, database=None)
@given(rules=st.sampled_from(RULE_NAMES), seed=st.integers(0, 2**32),
       pairing=st.integers(0, len(PAIRINGS) - 1))
def test_properties_hypothesis(rules, seed, pairing):
    check_hand(rules, seed, PAIRINGS[pairing])


@pytest.mark.parametrize("rules", RULE_NAMES)
def test_determinism_same_seed_identical_record(rules):
    for seed in range(15):
        players = ["greedy", "random"]
        a = play_deal(KOIKOI, rules, players, seed)
        b = play_deal(KOIKOI, rules, ["greedy", "random"], seed)
        assert json.dumps(a) == json.dumps(b)
    records = {json.dumps(play_deal(KOIKOI, rules, ["random", "random"], s))
               for s in range(15)}
    assert len(records) == 15


@pytest.mark.parametrize("rules", RULE_NAMES)
def test_matches_replay_with_running_scores(rules):
    for seed in range(4):
        m = play_match(KOIKOI, rules, ["greedy", "random"], seed, rounds=3)
        assert m == play_match(KOIKOI, rules, ["greedy", "random"], seed, rounds=3)
        assert len(m["hands"]) == 3 and m["rounds"] == 3
        hands = replay(loads(json.dumps(m)))
        score = [0, 0]
        for (states, _), rec in zip(hands, m["hands"], strict=True):
            r = states[-1].result
            score = [score[0] + r.points[0], score[1] + r.points[1]]
            assert rec["score"] == score
        assert m["result"]["score"] == score
        # the winner (or, after an exhausted hand, as the rules say) deals next
        for prev, nxt in zip(hands, hands[1:], strict=False):
            r = prev[0][-1].result
            d = prev[0][0].deal.dealer
            expected = r.winner if r.winner is not None else (
                d if get_rules(rules).dealer_keeps_on_exhausted else 1 - d)
            assert nxt[0][0].deal.dealer == expected
