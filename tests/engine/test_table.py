"""The table: seat counts, dealer rotation, running score, people and computers, records.

Koi-Koi is a two-player game, so the three- and four-seat cases use a small game written here
against :mod:`engine.protocol`: each seat lays one card in turn, from the dealer on; the
highest card wins the deal, and each seat scores its card's value (the winner twice).
"""

from __future__ import annotations

import json
import random
from typing import NamedTuple

import pytest

from engine.errors import EngineError, IllegalActionError, RecordError, SetupError
from engine.games import GAMES, game_of, get_game
from engine.judge import LegalChoices, Playouts, judge_for
from engine.protocol import Game, GameState, RandomPlayer, Sight
from engine.review import Scale, review_deal
from engine.table import HUMAN, Table, match_winner, play_deal, play_match

KOIKOI = get_game("koikoi")


class Rules(NamedTuple):
    name: str


class Outcome(NamedTuple):
    winner: int | None
    points: tuple[int, ...]


class Event(NamedTuple):
    kind: str
    player: int | None
    card: int


class View(NamedTuple):
    player: int
    current: int | None
    hand: tuple[int, ...]
    laid: tuple[int | None, ...]
    legal_actions: tuple[int, ...]


class HighCard:
    """One deal of the test game: an immutable state following the protocol."""

    def __init__(self, dealer, hands, laid, current, events=()):
        self.dealer, self.hands, self.laid, self.events = dealer, hands, laid, events
        self.current = current

    @property
    def is_over(self):
        return self.current is None

    @property
    def result(self):
        if not self.is_over:
            return None
        winner = max(range(len(self.laid)), key=lambda s: self.laid[s])
        return Outcome(winner, tuple(c * (2 if s == winner else 1)
                                     for s, c in enumerate(self.laid)))

    def legal_actions(self):
        return () if self.is_over else self.hands[self.current]

    def apply(self, card):
        if card not in self.legal_actions():
            raise IllegalActionError(f"not in hand: {card!r}")
        p, n = self.current, len(self.hands)
        hands = tuple(tuple(c for c in h if c != card) if s == p else h
                      for s, h in enumerate(self.hands))
        laid = tuple(card if s == p else c for s, c in enumerate(self.laid))
        after = (p + 1) % n
        return HighCard(self.dealer, hands, laid, None if after == self.dealer else after,
                        (Event("lay", p, card),))

    def observation(self, seat):
        return View(seat, self.current, self.hands[seat], self.laid,
                    self.legal_actions() if seat == self.current else ())


def deal(rules, *, seats, rng, dealer):
    cards = rng.sample(range(1, 40), 3 * seats)
    dealer = rng.randrange(seats) if dealer is None else dealer
    hands = tuple(tuple(sorted(cards[3 * s:3 * s + 3])) for s in range(seats))
    return HighCard(dealer, hands, (None,) * seats, dealer)


def hand_to_json(states, actions):
    first = states[0]
    return {"game": "highcard", "dealer": first.dealer, "hands": [list(h) for h in first.hands],
            "actions": list(actions)}


def replay_hand(rec, rules_name=None):
    n = len(rec["hands"])
    states = [HighCard(rec["dealer"], tuple(map(tuple, rec["hands"])), (None,) * n,
                       rec["dealer"])]
    for a in rec["actions"]:
        try:
            states.append(states[-1].apply(a))
        except IllegalActionError as e:
            raise RecordError(str(e)) from None
    return states, list(rec["actions"])


class Lowest:
    name = "lowest"

    def choose(self, obs, rng):
        return min(obs.legal_actions)


class Evaluator(LegalChoices):
    """A card is worth its value: the judge's evaluator at its smallest."""

    def budget(self, obs):
        return 64

    def worlds(self, obs):
        return Playouts(obs, lambda obs, rng: None, lambda world, card, seat: float(card))

    def tolerance(self, obs):
        return 0.5

    def unit(self, obs):
        return "card"


class Notation:
    @staticmethod
    def format_action(card, seat):
        return f"{seat} lay {card}"

    @staticmethod
    def parse_action(text):
        seat, _verb, card = text.split()
        return int(seat), int(card)


def review(states, actions, player, judge=None):
    return review_deal(states, actions, player, judge or judge_for("highcard"), Scale(1, 1, 40))


def no_puzzles():
    raise EngineError("highcard has no puzzle library")


HIGHCARD = Game(
    name="highcard", seats=(2, 3, 4), default_rules="plain", rulesets={"plain": Rules("plain")},
    deal=deal, next_dealer=lambda final: final.result.winner, rounds=lambda rules: 3,
    players={"random": RandomPlayer, "lowest": Lowest}, hand_to_json=hand_to_json,
    replay_hand=replay_hand, replay=lambda rec: [replay_hand(rec)],
    check_record=lambda rec: hand_to_json(*replay_hand(rec)),  # the record as the game writes it
    register_cli=lambda sub: None, evaluator=Evaluator(), review=review, notation=Notation(),
    sight=Sight(frozenset(map(str, range(1, 40))),
                lambda state, seat: {str(c) for s, h in enumerate(state.hands) if s != seat
                                     for c in h}),
    disputes=(), puzzles=no_puzzles, samples=lambda limit: iter(()),
)


@pytest.fixture
def highcard_registered(monkeypatch):
    """The test game in the registry, as a new game's one line would put it."""
    import sys
    import types

    module = types.ModuleType("highcard_game")
    module.GAME = HIGHCARD
    monkeypatch.setitem(sys.modules, "highcard_game", module)
    monkeypatch.setitem(GAMES, "highcard", "highcard_game")


def test_the_test_game_follows_the_protocol():
    state = deal(None, seats=3, rng=random.Random(1), dealer=0)
    assert isinstance(state, GameState)


def test_the_judge_and_the_review_of_a_new_game_come_from_its_declaration(highcard_registered):
    """One line in the registry is all the judge needs: it ranks the highest card first, and
    the review marks every lower one (the declaration's evaluator and review)."""
    states = [deal(None, seats=2, rng=random.Random(1), dealer=0)]
    actions = []
    while not states[-1].is_over:
        legal = states[-1].legal_actions()
        actions.append(min(legal))
        states.append(states[-1].apply(actions[-1]))
    first = states[0].observation(0)
    assert judge_for("highcard").rank(first).best.action == max(first.legal_actions)
    review = HIGHCARD.review(states, actions, 0)
    assert [m.verdict for m in review.moves] == ["mistake"]  # seat 0 lays one card of three


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_a_match_for_every_seat_count(seats):
    table = Table(HIGHCARD, seats=["random"] * seats, rounds=5, seed=3)
    table.play(random.Random(3))
    assert table.match_over and len(table.hands) == 5
    totals = [0] * seats
    for states, _actions in table.hands:
        assert len(states[0].hands) == seats
        totals = [t + p for t, p in zip(totals, states[-1].result.points, strict=True)]
    assert table.score == totals
    assert sum(totals) > 0


@pytest.mark.parametrize("seats", [1, 5])
def test_seat_counts_the_game_does_not_allow(seats):
    with pytest.raises(SetupError, match=f"not {seats}"):
        Table(HIGHCARD, seats=["random"] * seats)


def test_koikoi_is_for_two():
    with pytest.raises(SetupError, match="played by 2 players, not 3"):
        Table(KOIKOI, seats=["random"] * 3)


def test_unknown_players_and_rule_sets():
    with pytest.raises(EngineError, match="unknown player: 'genius'"):
        Table(KOIKOI, seats=["greedy", "genius"])
    with pytest.raises(EngineError, match="unknown rule set"):
        Table(KOIKOI, "nope", seats=["greedy", "random"])


def test_the_dealer_rotates_as_the_game_says():
    for table in (Table(HIGHCARD, seats=["random"] * 4, rounds=6).play(random.Random(8)),
                  Table(KOIKOI, seats=["greedy", "random"], rounds=6).play(random.Random(8))):
        dealers = [states[0].dealer if table.game is HIGHCARD else states[0].deal.dealer
                   for states, _ in table.hands]
        for (prev, _a), dealer in zip(table.hands, dealers[1:], strict=False):
            assert dealer == table.game.next_dealer(prev[-1])


def test_running_score_and_winner_in_the_record():
    table = Table(HIGHCARD, seats=["random", "lowest", "random"], rounds=4, seed=5)
    rec = table.play(random.Random(5)).record()
    running = [0, 0, 0]
    for hand, (states, _a) in zip(rec["hands"], table.hands, strict=True):
        running = [r + p for r, p in zip(running, states[-1].result.points, strict=True)]
        assert hand["score"] == running
    assert rec["result"] == {"winner": match_winner(running), "score": running}
    assert rec["players"] == ["random", "lowest", "random"] and rec["game"] == "highcard"


def test_match_winner_is_none_on_a_shared_lead():
    assert match_winner([3, 5, 5]) is None
    assert match_winner([3, 6, 5]) == 1


def test_a_person_waits_and_the_computers_move(highcard_registered):
    table = Table(HIGHCARD, seats=["lowest", HUMAN, "lowest", "lowest"], rounds=2)
    rng = random.Random(2)
    table.deal(rng, dealer=0)
    state = table.advance(rng)
    assert table.waiting_for == 1 and state.current == 1
    assert [e.player for e in table.events()] == [0]  # the dealer laid its card
    with pytest.raises(EngineError, match="seat 2 is not waiting"):
        table.act(2, state.hands[2][0])
    with pytest.raises(IllegalActionError):
        table.act(1, 99)
    table.act(1, state.hands[1][-1])
    table.advance(rng)
    assert table.state.is_over and table.waiting_for is None
    assert [e.player for e in table.events()] == [1, 2, 3]  # since the person acted
    with pytest.raises(EngineError, match="a person sits"):
        table.play(rng)
    # Stored and taken up again: the same match, the same events, the same next step.
    again = Table.from_json(json.loads(json.dumps(table.to_json())))
    assert again.to_json() == table.to_json() and again.events() == table.events()
    again.deal(rng)
    assert again.state.current == again.game.next_dealer(table.state)


def test_no_deal_while_one_goes_on_and_none_after_the_match():
    table = Table(KOIKOI, seats=[HUMAN, "greedy"], rounds=1)
    rng = random.Random(4)
    table.deal(rng)
    table.advance(rng)
    with pytest.raises(EngineError, match="not over"):
        table.deal(rng)
    while not table.state.is_over:
        table.act(0, table.state.legal_actions()[0])
        table.advance(rng)
    assert table.match_over
    with pytest.raises(EngineError, match="match is over"):
        table.deal(rng)


@pytest.mark.parametrize("rounds", [1, 3])
def test_koikoi_records_round_trip(rounds):
    table = Table(KOIKOI, "wikipedia", ["strong" if rounds == 1 else "greedy", "random"],
                  rounds, seed=6).play(random.Random(6))
    rec = table.record()
    assert ("deal" in rec) == (rounds == 1) and rec["game"] == "koikoi"
    again = Table.from_json(json.loads(json.dumps(rec)))
    assert again.record() == rec and again.score == table.score
    assert KOIKOI.replay(rec)  # the game's own reader accepts it too


def test_same_seed_same_record_through_the_table():
    a = play_match(KOIKOI, "nintendo", ["greedy", "random"], 11, rounds=2)
    assert a == play_match(KOIKOI, "nintendo", ["greedy", "random"], 11, rounds=2)
    assert play_deal(KOIKOI, "nintendo", ["random", "random"], 11) != \
        play_deal(KOIKOI, "nintendo", ["random", "random"], 12)


def test_a_record_without_game_is_koikoi_and_unknown_games_are_refused():
    rec = play_deal(KOIKOI, "nintendo", ["greedy", "random"], 1)
    del rec["game"]
    assert game_of(rec) is KOIKOI and Table.from_json(rec).game is KOIKOI
    for bad in ({**rec, "game": "chess"}, [], "koikoi"):
        with pytest.raises(RecordError):
            Table.from_json(bad)


@pytest.mark.parametrize("name", [n for n in GAMES if len(get_game(n).seats) > 1])
def test_deals_of_another_seat_count_than_the_players_are_refused(name):
    """A game played by several seat counts: a match of three-seat deals with two players
    once raised a ValueError (the running score zips two seats with three)."""
    game = get_game(name)
    match = play_match(game, None, ["random"] * game.seats[-1], 2, 2)
    for players in (["random"] * n for n in game.seats if n != game.seats[-1]):
        with pytest.raises(RecordError, match=r"^hand 1: a deal of \d seats, but the match has"):
            Table.from_json({**match, "players": players})


def test_broken_stored_tables_are_refused():
    table = Table(KOIKOI, seats=["greedy", "random"], rounds=2, seed=1).play(random.Random(1))
    data = table.to_json()
    cases = [{**data, "players": "greedy"}, {**data, "hands": []}, {**data, "since": 999},
             {**data, "players": ["greedy", "random", "random"]}, {**data, "rounds": 1},
             {**data, "rounds": "2"}, {**data, "rules": ["nintendo"]},
             {**data, "rules": "hawaii"}, {**data, "hands": [data["hands"][0], "hand"]}]
    forged = json.loads(json.dumps(data))
    forged["hands"][0]["actions"][0]["play"] = forged["hands"][1]["deal"]["field"][0]
    cases.append(forged)
    unfinished = json.loads(json.dumps(data))
    del unfinished["hands"][0]["actions"][-1]
    unfinished["hands"][0]["result"] = None
    cases.append(unfinished)
    for bad in cases:
        with pytest.raises(RecordError):
            Table.from_json(bad)
