"""One test for every game (OpenSpiel's random_sim_test): seeded random walks to the end of a
deal for every registered game, seat count and named rule set, checking the protocol at every
step: states and observations are the protocol's types, ``apply`` changes nothing, only the
seat to move has legal actions, no observation names a card its seat may not see, and records
and notation round-trip, and a seat's view of a record names only the cards that seat saw."""

from __future__ import annotations

import dataclasses
import json
import random

import pytest

from engine import records, views
from engine.errors import RecordError, SetupError
from engine.games import GAMES, game_of, get_game
from engine.protocol import GameState, Observation, Outcome

SEEDS = (0, 1, 2, 3)
MAX_STEPS = 500


def notation_round_trips(notation, action, seat: int) -> bool:
    """The action's text reads back as the action, with its seat when the text names one."""
    named, read = notation.parse_action(notation.format_action(action, seat))
    return read == action and named in (None, seat)


def named_cards(value, ids: frozenset, depth: int = 0) -> set[str]:
    """Every card id anywhere in an observation: its fields, actions, events and result."""
    if depth > 12:
        return set()
    if isinstance(value, str):
        return {value} if value in ids else set()
    if isinstance(value, dict):
        return {c for k, v in value.items() for x in (k, v) for c in named_cards(x, ids, depth + 1)}
    if isinstance(value, list | tuple | set | frozenset):
        return {c for v in value for c in named_cards(v, ids, depth + 1)}
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        names = [f.name for f in dataclasses.fields(value)]
    else:
        names = list(getattr(value, "_fields", ()))
    return {c for name in names for c in named_cards(getattr(value, name), ids, depth + 1)}


def snapshot(state) -> tuple:
    """A state's fields, by identity and by value: a field set anew or changed inside shows."""
    if dataclasses.is_dataclass(state):
        names = [f.name for f in dataclasses.fields(state)]
    else:  # a class with __slots__; its caches start with "_"
        names = [n for n in type(state).__slots__ if not n.startswith("_")]
    values = [getattr(state, n, None) for n in names]
    return tuple(map(id, values)), repr(values)


def combinations():
    for name in GAMES:
        game = get_game(name)
        for seats in game.seats:
            for rules in game.rulesets:
                yield name, seats, rules


@pytest.mark.parametrize(("name", "seats", "rules"), list(combinations()))
def test_random_walks_keep_the_protocol(name, seats, rules):
    game = get_game(name)
    ids, hidden_from = game.sight.cards, game.sight.hidden
    for seed in SEEDS:
        rng = random.Random(seed)
        state = game.deal(game.get_rules(rules), seats=seats, rng=random.Random(seed), dealer=None)
        states, actions = [state], []
        while not state.is_over:
            assert isinstance(state, GameState)
            legal = state.legal_actions()
            assert legal and state.current in range(seats)
            for seat in range(seats):
                obs = state.observation(seat)
                assert isinstance(obs, Observation) and obs.player == seat
                assert obs.current == state.current
                assert list(obs.legal_actions) == (list(legal) if seat == state.current else [])
                leaked = named_cards(obs, ids) & hidden_from(state, seat)
                assert not leaked, (seed, len(actions), seat, leaked)
                visible = obs.visible_cards()  # what a seat's record and review may show
                assert visible <= ids and not visible & hidden_from(state, seat)
                assert set(obs.hand) <= visible
            action = rng.choice(legal)
            assert notation_round_trips(game.notation, action, state.current)
            before = snapshot(state)
            following = state.apply(action)
            assert snapshot(state) == before and state.legal_actions() == legal  # apply changed nothing
            states.append(following)
            actions.append(action)
            state = following
            assert len(actions) < MAX_STEPS
        assert isinstance(state, GameState) and state.current is None and not state.legal_actions()
        result = state.result
        assert isinstance(result, Outcome)
        assert len(result.points) == seats and result.winner in (None, *range(seats))
        assert game.next_dealer(state) in range(seats)
        # the record round-trips, as JSON text too
        record = records.loads(json.dumps(game.hand_to_json(states, actions)))
        [(replayed, replayed_actions)] = game.replay(record)
        assert replayed_actions == actions
        # a seat's view of it names no card that seat never saw, and is not replayed
        view = views.view_record(record, 0)
        public = {record[key] for key in game.public_record_keys}
        assert not named_cards(view, ids) - views.seen_in_deal(states, 0) - public
        with pytest.raises(RecordError, match="one player's view"):
            game_of(view)
        assert replayed[-1].result == result


@pytest.mark.parametrize("name", list(GAMES))
def test_a_seat_count_the_game_is_not_played_by_is_a_setup_error(name):
    game = get_game(name)
    bad = max(game.seats) + 1
    with pytest.raises(SetupError, match=str(bad)):
        game.deal(game.get_rules(None), seats=bad, rng=random.Random(0), dealer=None)


@pytest.mark.parametrize("name", list(GAMES))
def test_the_checks_can_fail(name):
    """The leak check finds a card when one is there: a new deal hides cards from seat 0, the
    other seats' own observations name some of them, and seat 0's names its hand."""
    game = get_game(name)
    seats = min(game.seats)
    state = game.deal(game.get_rules(None), seats=seats, rng=random.Random(0), dealer=None)
    ids, hidden = game.sight.cards, game.sight.hidden(state, 0)
    assert hidden and hidden <= ids
    assert any(named_cards(state.observation(s), ids) & hidden for s in range(1, seats))
    mine = state.observation(0)
    assert set(mine.hand) and named_cards(mine, ids) >= set(mine.hand)


@pytest.mark.parametrize("name", list(GAMES))
def test_every_game_lists_its_disputed_points_each_with_two_readings_or_more(name):
    """A rules page's "how this site plays" table rests on these: a point is listed because
    sources read it differently, so it has the default's reading and at least one other, and
    every reading is played by a named rule set unless it is listed as unplayed."""
    game = get_game(name)
    disputes, rulesets, default = game.disputes, game.rulesets, game.default_rules
    assert disputes and len({d.id for d in disputes}) == len(disputes)
    for dispute in disputes:
        readings = dispute.readings(rulesets, default)
        assert len(readings) >= 2, dispute.id
        assert default in dispute.played_by(rulesets, readings[0])
        for value in readings[1:]:
            assert dispute.played_by(rulesets, value) or value in dispute.unplayed
