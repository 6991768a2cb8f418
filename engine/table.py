"""A table: seats, each a person or a named computer player, playing a match of one game.

The table deals (the dealer rotating as the game's rules say), lets the computer seats move
until a person must choose, keeps the running score, and converts the whole match to and from
the game's JSON record. It works for any game of :mod:`engine.games` and any seat count the
game allows; the site's play pages and ``python -m engine <game> play`` both use it.

>>> import random
>>> from engine.games import get_game
>>> table = Table(get_game("koikoi"), seats=("greedy", "random"), rounds=2, seed=7)
>>> table.play(random.Random(7)).match_over, len(table.hands)
(True, 2)
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, overload

from .errors import EngineError, RecordError, SetupError
from .games import game_of
from .protocol import HUMAN, Game, GameState, Standing, tell_standing
from .records import match_winner  # a match record's winner, as engine.records rebuilds it


def purses(stake: int, score: Sequence[int]) -> list[int]:
    """What each seat holds in a match played for ``stake`` points a seat, its ``score`` the
    points each has won: its stake, plus what it won, less what the others won from it."""
    total = sum(score)
    return [stake + points - (total - points) for points in score]


def add_points(score: Sequence[int], state: GameState) -> list[int]:
    """``score`` plus the points of a finished deal (unchanged while it goes on)."""
    if state.result is None:
        return list(score)
    return [s + p for s, p in zip(score, state.result.points, strict=True)]


Played = tuple[list[GameState], list[Any]]  # a deal's states (from the deal on) and actions


class _Kept:
    """A finished deal read back from storage: its record and its points, replayed into
    states only when they are asked for (a review, a record), never for a move or a page."""

    __slots__ = ("record", "points", "_played")

    def __init__(self, record: dict, points: tuple[int, ...]):
        self.record, self.points = record, points
        self._played: Played | None = None

    def played(self, game: Game, rules: str) -> Played:
        if self._played is None:
            self._played = game.replay_hand(self.record, rules)
        return self._played


class Deals(Sequence[Played]):
    """A match's deals, each ``(states, actions)``, the states from the deal on. Deals read back
    from a trusted store (:meth:`Table.from_json` with ``trusted``) are kept as their records
    and points, and replayed only when their states are read: a move or a page at the end of a
    long match costs what one at its start does."""

    def __init__(self, game: Game, rules: str):
        self._game, self._rules = game, rules
        self._items: list[Any] = []  # (states, actions) or a _Kept

    def append(self, hand: Played) -> None:
        self._items.append(hand)

    def keep(self, record: dict, points: tuple[int, ...]) -> None:
        self._items.append(_Kept(record, points))

    def __len__(self) -> int:
        return len(self._items)

    def _played(self, item: Any) -> Played:
        return item.played(self._game, self._rules) if isinstance(item, _Kept) else item

    @overload
    def __getitem__(self, index: int) -> Played: ...
    @overload
    def __getitem__(self, index: slice) -> list[Played]: ...

    def __getitem__(self, index: int | slice) -> Played | list[Played]:
        if isinstance(index, slice):
            return [self._played(item) for item in self._items[index]]
        return self._played(self._items[index])

    def points(self, index: int) -> Sequence[int] | None:
        """Deal ``index``'s points by seat (None while it goes on), without replaying it."""
        item = self._items[index]
        if isinstance(item, _Kept):
            return item.points
        result = item[0][-1].result
        return None if result is None else result.points

    def record(self, index: int) -> dict:
        """Deal ``index``'s record, as the game writes it (a kept deal's as it was stored)."""
        item = self._items[index]
        if isinstance(item, _Kept):
            return {k: v for k, v in item.record.items() if k != "score"}
        return self._game.hand_to_json(*item)


class Table:
    """A match in progress: ``hands`` holds each deal's states (first as dealt) and actions
    (:class:`Deals`)."""

    def __init__(self, game: Game, rules: str | None = None, seats: Sequence[str] = (),
                 rounds: int | None = None, seed: int | None = None):
        """:raises EngineError: for a seat count the game does not allow, an unknown player
        or rule set, or fewer than one round."""
        self.game = game
        self.rules = game.get_rules(rules)
        self.seats = tuple(seats)
        if len(self.seats) not in game.seats:
            allowed = " or ".join(map(str, game.seats))
            raise SetupError(f"{game.name} is played by {allowed} players, not "
                              f"{len(self.seats)}")
        self.players = {}
        for seat, name in enumerate(self.seats):
            if name != HUMAN:
                self.players[seat] = _make_player(game, name)
        self.rounds = game.rounds(self.rules) if rounds is None else rounds
        self.stake = game.stake(self.rules)
        if self.rounds < 1:
            raise EngineError(f"a match has at least 1 round, not {self.rounds}")
        self.seed = seed
        self.hands = Deals(game, self.rules.name)
        self.since = 0  # where in the current deal's states the latest step began
        # per deal, what a site keeps with it once it is over (the site's review of a seat's
        # moves: JSON the table stores and gives back, never reads, and leaves out of records)
        self.verdicts: list[dict | None] = []

    # -- where the match stands ---------------------------------------------------------------

    @property
    def state(self) -> GameState:
        """The current deal's position.

        :raises EngineError: before the first deal."""
        if not self.hands:
            raise EngineError("no deal yet at this table")
        return self.hands[-1][0][-1]

    def _score_of(self, count: int) -> list[int]:
        """The points of the first ``count`` deals, by seat (those still going on count 0)."""
        score = [0] * len(self.seats)
        for n in range(count):
            points = self.hands.points(n)
            if points is not None:
                score = [s + p for s, p in zip(score, points, strict=True)]
        return score

    @property
    def score(self) -> list[int]:
        """The running score: every finished deal's points, by seat."""
        return self._score_of(len(self.hands))

    def standing(self) -> Standing:
        """Where the match stands during the current deal: the score before it."""
        return Standing(tuple(self._score_of(len(self.hands) - 1)),
                        max(0, self.rounds - len(self.hands)))

    @property
    def purses(self) -> list[int] | None:
        """In a match played for a stake, what each seat holds now (:func:`purses`)."""
        return None if self.stake is None else purses(self.stake, self.score)

    def _ran_out(self) -> bool:
        held = self.purses
        return held is not None and min(held) <= 0

    @property
    def match_over(self) -> bool:
        """Every round played, or in a match for a stake, a seat with no points left."""
        return bool(self.hands) and self.state.is_over and (
            len(self.hands) >= self.rounds or self._ran_out())

    @property
    def waiting_for(self) -> int | None:
        """The person's seat the deal waits for, or None (over, or a computer to move)."""
        if not self.hands or self.state.is_over:
            return None
        seat = self.state.current
        assert seat is not None, "a deal not over has a seat to move"
        return seat if self.seats[seat] == HUMAN else None

    def events(self) -> list:
        """What happened since a person last acted (or since the deal): for the commentary."""
        states = self.hands[-1][0] if self.hands else []
        return [e for s in states[self.since:] for e in s.events]

    def deal_events(self) -> list:
        """Everything that happened in the current deal, from the deal on: the whole history
        a person at the table has watched."""
        states = self.hands[-1][0] if self.hands else []
        return [e for s in states for e in s.events]

    # -- moves --------------------------------------------------------------------------------

    def deal(self, rng: random.Random, dealer: int | None = None) -> GameState:
        """Deal the next deal; the dealer follows the game's rules unless given.

        :raises EngineError: while a deal goes on, or once the match is over.
        """
        if self.hands and not self.state.is_over:
            raise EngineError("the current deal is not over")
        if self.match_over:
            raise EngineError("the match is over")
        if dealer is None and self.hands:
            dealer = self.game.next_dealer(self.state)
        carry = self.game.carry(self.state) if self.hands else {}
        state = self.game.deal(self.rules, seats=len(self.seats), rng=rng, dealer=dealer, **carry)
        self.hands.append(([state], []))
        self.since = 0
        return state

    def _apply(self, action) -> GameState:
        states, actions = self.hands[-1]
        state = states[-1].apply(action)
        states.append(state)
        actions.append(action)
        return state

    def act(self, seat: int, action) -> GameState:
        """A person's action at ``seat``.

        :raises EngineError: when that seat is not a person waiting to move;
            :class:`IllegalActionError` when the action is not legal.
        """
        if self.waiting_for != seat:
            raise EngineError(f"seat {seat} is not waiting to move")
        state = self._apply(action)
        self.since = len(self.hands[-1][0]) - 1
        return state

    def advance(self, rng: random.Random) -> GameState:
        """Let the computer seats move (and a person's forced moves happen) until a person
        must choose or the deal is over."""
        state = self.state
        tell_standing(self.players.values(), self.standing())
        while not state.is_over:
            seat = state.current
            assert seat is not None, "a deal not over has a seat to move"
            player = self.players.get(seat)
            if player is None:
                action = self.game.auto_action(state)
                if action is None:
                    break
            else:
                action = player.choose(state.observation(seat), rng)
            state = self._apply(action)
        return state

    def play(self, rng: random.Random) -> Table:
        """Play the whole match (every seat a computer): each deal from ``rng``."""
        if HUMAN in self.seats:
            raise EngineError("a person sits at this table: it cannot play by itself")
        while not self.match_over:
            self.deal(rng)
            self.advance(rng)
        return self

    # -- records ------------------------------------------------------------------------------

    def _hand_records(self) -> list[dict]:
        out, score = [], [0] * len(self.seats)
        for n in range(len(self.hands)):
            points = self.hands.points(n)
            if points is not None:
                score = [s + p for s, p in zip(score, points, strict=True)]
            out.append({**self.hands.record(n), "score": score})
        return out

    def record(self, match: bool | None = None) -> dict:
        """The game's JSON record: a match record, or (by default for a one-deal match, or
        with ``match=False``) the record of the last deal."""
        hands = self._hand_records()
        seed = {} if self.seed is None else {"seed": self.seed}
        if not (self.rounds > 1 if match is None else match):
            rec = hands[-1]
            del rec["score"]
            return {**rec, **seed, "players": list(self.seats)}
        score = self.score
        return {"game": self.game.name, "rules": self.rules.name, "rounds": self.rounds, **seed,
                "players": list(self.seats), "hands": hands,
                "result": {"winner": match_winner(score), "score": score}}

    def to_json(self) -> dict:
        """Everything needed to take the match up again, the last deal perhaps unfinished."""
        return {"game": self.game.name, "rules": self.rules.name, "rounds": self.rounds,
                "seed": self.seed, "players": list(self.seats), "hands": self._hand_records(),
                "since": self.since,
                **({"verdicts": self.verdicts} if any(self.verdicts) else {})}

    @classmethod
    def from_json(cls, data: Any, trusted: bool = False) -> Table:
        """A table from :meth:`to_json` or :meth:`record`, every action replayed and checked;
        or, ``trusted`` (what this engine wrote to the site's own store), only the current
        deal replayed, the finished ones before it kept as their records and points
        (:class:`Deals`) until something reads their states.

        :raises RecordError: naming what is wrong.
        """
        game = game_of(data)
        hands = [data] if "deal" in data else data.get("hands")
        if not isinstance(hands, list) or not hands:
            raise RecordError("a match needs a non-empty 'hands' list")
        players = data.get("players")
        if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
            raise RecordError("'players' must list a name for every seat")
        rules, rounds = data.get("rules"), data.get("rounds", len(hands))
        if not isinstance(rules, str | None):
            raise RecordError(f"'rules' must name a rule set, not {rules!r}")
        if not isinstance(rounds, int) or rounds < len(hands):
            raise RecordError(f"'rounds' must be a number of at least {len(hands)}, "
                              f"not {rounds!r}")
        try:
            table = cls(game, rules, players, rounds, data.get("seed"))
        except EngineError as e:
            raise RecordError(str(e)) from None
        for n, hand in enumerate(hands, start=1):
            if trusted and n < len(hands) and (kept := _kept_points(hand, table, n)):
                table.hands.keep(hand, kept)
                continue
            if table.hands and table.hands.points(len(table.hands) - 1) is None:
                raise RecordError(f"hand {n}: the hand before it is not finished")
            if table.hands and table._ran_out():
                raise RecordError(f"hand {n}: the match was over, a player having run out of "
                                  f"points")
            try:
                states, actions = game.replay_hand(hand, table.rules.name)
            except RecordError as e:
                raise RecordError(f"hand {n}: {e}") from None
            result = states[-1].result
            if result is not None and len(result.points) != len(table.seats):
                raise RecordError(f"hand {n}: a deal of {len(result.points)} seats, but the "
                                  f"match has {len(table.seats)} players")
            table.hands.append((states, actions))
        since = data.get("since", 0)
        if not isinstance(since, int) or not 0 <= since <= len(table.hands[-1][0]):
            raise RecordError(f"'since' must be a step of the last hand, not {since!r}")
        table.since = since
        verdicts = data.get("verdicts", [])  # kept only as a list of objects: anything else is
        if isinstance(verdicts, list) and len(verdicts) <= len(table.hands):  # judged again
            table.verdicts = [v if isinstance(v, dict) else None for v in verdicts]
        return table


def _kept_points(hand: Any, table: Table, n: int) -> tuple[int, ...] | None:
    """The points of stored deal ``n`` from its running score (the score after it, less the
    one before), or None when it does not say them (an older record: it is replayed)."""
    score = hand.get("score") if isinstance(hand, dict) else None
    seats = len(table.seats)
    if not (isinstance(score, list) and len(score) == seats
            and all(isinstance(x, int) for x in score)):
        return None
    before = table.score if n > 1 else [0] * seats
    return tuple(after - was for after, was in zip(score, before, strict=True))


def _make_player(game: Game, name: str):
    try:
        return game.players[name]()
    except KeyError:
        raise EngineError(f"unknown player: {name!r} (known: {', '.join(game.players)})") \
            from None


def play_match(game: Game, rules, seats: Sequence[str], seed: int,
               rounds: int | None = None) -> dict:
    """The match record of computer players from one seed (same seed, same record)."""
    return Table(game, rules, seats, rounds, seed).play(random.Random(seed)).record(match=True)


def play_deal(game: Game, rules, seats: Sequence[str], seed: int) -> dict:
    """The record of one deal between computer players from one seed."""
    return Table(game, rules, seats, 1, seed).play(random.Random(seed)).record(match=False)


def play_record(game: Game, rules, seats: Sequence[str], seed: int, rounds: int | None = None,
                most: int = 12) -> dict:
    """One deal's record (``rounds`` None) or a match record of 1 to ``most`` deals (a longer
    match makes a record nobody can read), for the command line.

    :raises EngineError: for a number of rounds out of that range."""
    if rounds is None:
        return play_deal(game, rules, seats, seed)
    if not 1 <= rounds <= most:
        raise EngineError(f"--rounds must be from 1 to {most}, not {rounds}")
    return play_match(game, rules, seats, seed, rounds)
