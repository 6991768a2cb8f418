"""Hachi-Hachi and Hana-awase at a table of four to seven (``engine/hanafuda/sitout.py``):
the sources' cases of who plays (sojudo.net's 花合わせ: from the dealer's right each says 出る
or 下る; 追い込み, the first three from the dealer play; しばり, the last to speak are bound),
what those who sit out receive or pay, what each seat sees, and thousands of seeded deals that
replay from their records and settle zero-sum over every seat of the table. The games are the
registry's that seat more than four."""

from __future__ import annotations

import json
import random

import pytest

from engine.errors import IllegalActionError, RecordError
from engine.games import GAMES, get_game
from engine.hanafuda.cards import CARD_IDS
from engine.hanafuda.sitout import (
    BOUND,
    FORCED_OUT,
    GO_IN,
    PLAYS,
    STAY_OUT,
    STAYS_OUT,
    UNDEALT,
    GoIn,
    TableState,
)
from engine.table import Table, play_deal, play_match

TABLE_GAMES = [name for name in GAMES if 7 in get_game(name).seats]
ZERO_SUM = {name: [r for r, rules in get_game(name).rulesets.items()
                   if rules.settlement == "par"] for name in TABLE_GAMES}


def test_the_games_that_seat_seven_are_the_two_that_sit_players_out():
    assert sorted(TABLE_GAMES) == ["hachihachi", "hanaawase"]


def dealt(name: str, seats: int, dealer: int = 0, seed: int = 1, rules=None) -> TableState:
    game = get_game(name)
    state = game.deal(game.get_rules(rules), seats=seats, rng=random.Random(seed), dealer=dealer)
    assert isinstance(state, TableState)
    return state


def say(state: TableState, *words: str) -> TableState:
    for word in words:
        state = state.apply(GoIn(word))
    return state


# -- who speaks, who plays ----------------------------------------------------------------------

@pytest.mark.parametrize("name", TABLE_GAMES)
def test_the_seats_speak_from_the_dealers_right_round_to_the_dealer(name):
    state = dealt(name, 5, dealer=2)
    spoken = []
    while state.phase == "choose":
        spoken.append(state.current)
        assert state.legal_actions() == (GO_IN, STAY_OUT)
        state = state.apply(GO_IN)
    assert spoken == [3, 4, 0, 1, 2]


@pytest.mark.parametrize("name", TABLE_GAMES)
def test_too_many_in_the_three_nearest_the_dealer_play_the_rest_are_forced_out(name):
    state = say(dealt(name, 5, dealer=0), "in", "in", "in", "in", "in")  # seats 1 2 3 4 0
    assert state.players == (0, 1, 2)
    assert state.parts == (PLAYS, PLAYS, PLAYS, FORCED_OUT, FORCED_OUT)
    assert [e.player for e in state.events if e.kind == "forced_out"] == [3, 4]
    assert state.current == 0  # the dealer plays and leads


@pytest.mark.parametrize("name", TABLE_GAMES)
def test_the_dealer_speaking_last_still_plays_and_forces_the_third_out(name):
    state = say(dealt(name, 4, dealer=0), "in", "in", "in")  # seats 1, 2, 3
    assert state.phase == "choose" and state.current == 0
    state = say(state, "in")
    assert state.players == (0, 1, 2) and state.parts[3] == FORCED_OUT


@pytest.mark.parametrize("name", TABLE_GAMES)
def test_too_few_in_the_last_to_speak_are_bound_to_play(name):
    state = say(dealt(name, 5, dealer=0), "out", "out")  # seats 1 and 2 stay out
    assert state.phase != "choose"  # 3, 4 and the dealer were not asked
    assert state.parts == (BOUND, STAYS_OUT, STAYS_OUT, BOUND, BOUND)
    assert {e.player for e in state.events if e.kind == "bound"} == {3, 4, 0}
    assert state.players == (0, 3, 4)


@pytest.mark.parametrize("name", TABLE_GAMES)
def test_a_dealer_who_stays_out_lets_the_first_player_after_it_lead(name):
    state = say(dealt(name, 4, dealer=2), "in", "in", "in", "out")  # seats 3, 0, 1, then 2
    assert state.players == (3, 0, 1)
    assert state.parts == (PLAYS, PLAYS, STAYS_OUT, PLAYS)
    assert state.current == 3 and state.inner.current == 0


@pytest.mark.parametrize("name", TABLE_GAMES)
def test_at_seven_the_seat_before_the_dealer_is_dealt_nothing(name):
    state = dealt(name, 7, dealer=3)
    assert [len(h) for h in state.deal.hands] == [7, 7, 0, 7, 7, 7, 7]
    assert len(state.deal.field) == 6 and state.deal.stock == ()
    assert state.speakers() == [4, 5, 6, 0, 1, 3]
    assert state.parts[2] == UNDEALT


@pytest.mark.parametrize("name", TABLE_GAMES)
@pytest.mark.parametrize("seats", [4, 5, 6])
def test_every_seat_is_dealt_seven_and_the_sitters_hands_go_under_the_stock(name, seats):
    state = dealt(name, seats, dealer=1)
    assert all(len(h) == 7 for h in state.deal.hands)
    assert len(state.deal.stock) == 48 - 7 * seats - 6
    state = say(state, *["in"] * 3)  # seats 2, 3, 4 (or the dealer bound)
    while state.phase == "choose":
        state = state.apply(STAY_OUT)
    sitters = [s for s in state.order() if s not in state.players]
    inner = state.inner
    assert inner.deal.stock == state.deal.stock + tuple(
        c for s in sitters for c in state.deal.hands[s])
    assert sorted(c for h in inner.deal.hands for c in h) == sorted(
        c for p in state.players for c in state.deal.hands[p])


@pytest.mark.parametrize("name", TABLE_GAMES)
def test_a_word_after_the_speaking_or_a_move_before_it_is_refused(name):
    state = dealt(name, 4)
    with pytest.raises(IllegalActionError):
        state.apply(state.observation(1).legal_actions[0]._replace(decision="maybe"))
    state = say(state, "in", "in", "in", "out")
    with pytest.raises(IllegalActionError):
        state.apply(GO_IN)


# -- what those who sit out receive or pay ------------------------------------------------------

def played_out(state: TableState, rng: random.Random) -> TableState:
    while not state.is_over:
        state = state.apply(rng.choice(state.legal_actions()))
    return state


def test_hachi_hachi_stay_out_fee_is_two_kan_shared_by_the_three_and_forced_out_get_half_teyaku():
    from engine.hachihachi.rules import get_rules
    from engine.hachihachi.teyaku import teyaku
    from engine.hanafuda.cards import mask_of

    rules = get_rules("traditional")
    for seed in range(40):
        state = dealt("hachihachi", 6, dealer=0, seed=seed, rules="traditional")
        state = played_out(say(state, "out", "in", "in", "in", "in", "in"), random.Random(seed))
        r = state.result  # seat 1 stayed out; 2 and 3 play with the dealer; 4 and 5 forced
        m = state.inner.multiplier
        assert r.players == (0, 2, 3) and r.parts[1] == STAYS_OUT
        assert r.points[1] == r.shares[1] == -24 * m  # 2 kan, 8 mon to each of the three
        for s in (4, 5):
            half = rules.mon(sum(y.points for y in teyaku(mask_of(state.deal.hands[s]),
                                                          rules))) // 2
            assert r.parts[s] == FORCED_OUT and r.points[s] == 3 * half * m
        paid = (-24 * m + 3 * sum(r.points[s] // 3 for s in (4, 5))) // 3
        for inner_seat, seat in enumerate(r.players):
            assert r.points[seat] == state.inner.result.points[inner_seat] - paid
        assert sum(r.points) == 0


def test_hachi_hachi_seed_rules_pass_nothing_to_those_who_sit_out():
    state = played_out(say(dealt("hachihachi", 5, rules="seed-000"), "out", "in", "in", "in",
                           "in"), random.Random(2))
    assert [state.result.points[s] for s in (1, 4)] == [0, 0]


def test_hana_awase_those_who_sit_out_neither_pay_nor_receive():
    for seed in range(20):
        state = played_out(say(dealt("hanaawase", 6, seed=seed), "out", "in", "in", "in", "in", "in"),
                           random.Random(seed))
        r = state.result
        assert all(r.points[s] == 0 for s in range(6) if s not in r.players)
        assert [r.points[p] for p in r.players] == list(state.inner.result.points)


# -- what each seat sees ------------------------------------------------------------------------

@pytest.mark.parametrize("name", TABLE_GAMES)
@pytest.mark.parametrize("seats", [4, 7])
def test_a_seat_sees_its_own_hand_until_it_sits_out_then_only_the_public_play(name, seats):
    game = get_game(name)
    rng = random.Random(seats)
    for seed in range(10):
        state = dealt(name, seats, dealer=seed % seats, seed=seed)
        while not state.is_over:
            for seat in range(seats):
                obs = state.observation(seat)
                hidden = game.sight.hidden(state, seat)
                assert not obs.visible_cards() & hidden
                assert obs.visible_cards() <= frozenset(CARD_IDS)
                if state.phase == "choose":
                    assert obs.hand == state.deal.hands[seat]
                elif seat not in state.players:
                    assert obs.hand == () and obs.inner.hand == ()
                    unseen = set(state.inner.stock) - {state.inner.drawn}
                    assert set(state.deal.hands[seat]) & unseen <= hidden  # its old hand too
                assert (obs.legal_actions != ()) == (seat == state.current)
            state = state.apply(rng.choice(state.legal_actions()))


# -- records, seeded deals, matches ---------------------------------------------------------------

def deals_per_count(seats: int) -> int:
    return 2000 if seats <= 5 else 1000


@pytest.mark.parametrize("name", TABLE_GAMES)
@pytest.mark.parametrize("seats", [4, 5, 6, 7])
def test_seeded_deals_replay_from_their_records_and_settle_zero_sum(name, seats):
    game = get_game(name)
    zero_sum = ZERO_SUM[name]
    parts = set()
    for seed in range(deals_per_count(seats)):
        rules = zero_sum[seed % len(zero_sum)]
        players = ["random" if (seed + s) % 3 else "greedy" for s in range(seats)]
        record = json.loads(json.dumps(play_deal(game, rules, players, seed)))
        states, actions = game.replay_hand(record)
        result = states[-1].result
        assert list(result.points) == record["result"]["points"]
        assert len(result.points) == seats and sum(result.points) == 0
        assert len(result.players) == 3 and set(result.players) == {
            s for s in range(seats) if result.parts[s] in (PLAYS, BOUND)}
        assert game.hand_to_json(states, actions) == {
            k: v for k, v in record.items() if k not in ("seed", "players")}
        parts.update(result.parts)
    assert {PLAYS, BOUND, STAYS_OUT, FORCED_OUT} <= parts  # every case came up
    assert (UNDEALT in parts) == (seats == 7)


@pytest.mark.parametrize("name", TABLE_GAMES)
@pytest.mark.parametrize("seats", [4, 5, 6, 7])
@pytest.mark.parametrize("trusted", [False, True])
def test_a_match_of_n_seats_loads_with_from_json(name, seats, trusted):
    game = get_game(name)
    record = play_match(game, None, ["greedy"] * seats, seed=seats, rounds=3)
    table = Table.from_json(json.loads(json.dumps(record)), trusted=trusted)
    assert len(table.seats) == seats and table.score == record["result"]["score"]
    assert sum(table.score) == 0 or game.get_rules(None).settlement != "par"
    assert game.check_record(record) == record
    # the winner of each play deals the next deal (the dealer again when the play ties)
    for before, after in zip(record["hands"], record["hands"][1:], strict=False):
        winner = before["result"]["winner"]
        assert after["dealer"] == (before["dealer"] if winner is None else winner)


@pytest.mark.parametrize("name", TABLE_GAMES)
def test_a_record_with_a_wrong_word_or_player_is_refused(name):
    game = get_game(name)
    record = play_deal(game, None, ["greedy"] * 5, 11)
    bad = json.loads(json.dumps(record))
    bad["actions"][0]["go"] = "maybe"
    with pytest.raises(RecordError, match="'go'"):
        game.replay_hand(bad)
    bad = json.loads(json.dumps(record))
    bad["actions"][0]["player"] = (bad["actions"][0]["player"] + 1) % 5
    with pytest.raises(RecordError, match="turn"):
        game.replay_hand(bad)
    bad = json.loads(json.dumps(record))
    bad["result"]["points"][0] += 1
    with pytest.raises(RecordError, match="result points"):
        game.replay_hand(bad)
    bad = json.loads(json.dumps(record))
    bad["deal"]["hands"][0][0] = bad["deal"]["hands"][1][0]
    with pytest.raises(RecordError):
        game.replay_hand(bad)


@pytest.mark.parametrize("name", TABLE_GAMES)
def test_the_command_line_plays_and_replays_a_table_of_five(name, capsys):
    from engine import cli

    assert cli.main([name, "play", "--ai", "greedy,random,strong,greedy,random",
                     "--seed", "3"]) == 0
    record = json.loads(capsys.readouterr().out)
    assert record["seats"] == 5 and len(record["result"]["points"]) == 5
    assert any("go" in a for a in record["actions"])


@pytest.mark.parametrize("name", TABLE_GAMES)
def test_a_table_deal_without_rules_plays_the_games_default(name):
    game = get_game(name)
    state = game.deal(None, seats=4, seed=1)
    assert state.rules.name == game.default_rules
    assert game.deal(None, seats=4, seed=1).deal == state.deal  # same seed, same deal
