"""A table of friends: its seats (people who join by the invitation link, computers), the
host's settings, and the engine's match once the cards are dealt. One store entry of kind
``table`` holds it all (:meth:`Friends.to_json`), so any app host can serve any request.

A person's seat is held by a token (144 random bits) that only that person's browser keeps
(in its signed session cookie) and that the seat link carries; the table keeps only its
SHA-256, so neither the store nor another seat can hand the seat to someone else. The
invitation and the spectator links carry tokens of their own.

The clock: with a time per move, the person to move who has not moved ``move_time`` seconds
after the table last changed is *away*; so is a person who leaves. A computer of the host's
chosen level (``stand_in``) then plays for an away seat, every time it is to move, until the
person takes the seat back, and the table notes each move it made for them (``stood``).
"""

from __future__ import annotations

import hashlib
import hmac
import random
import secrets
import unicodedata
from dataclasses import dataclass, field
from typing import Any

from engine.errors import EngineError, RecordError
from engine.games import get_game
from engine.protocol import HUMAN
from engine.table import Table

FORMAT = 1
TOKEN_BYTES = 18  # 144 bits: no seat, invitation or spectator link can be guessed
NAME_MOST = 24  # characters of a display name
MOVE_TIMES = (0, 30, 120)  # seconds a person has for a move (0: no clock)
MOST_STOOD = 2000  # notes kept of moves a computer made for a person (a long match's worth)


class TableError(ValueError):
    """A request the table refuses; ``reason`` says which, for the page in the reader's
    language."""

    def __init__(self, reason: str):
        super().__init__(reason)
        self.reason = reason


def new_token() -> str:
    return secrets.token_urlsafe(TOKEN_BYTES)


def digest(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8", "replace")).hexdigest()


def clean_name(raw: Any) -> str:
    """A display name as a person typed it: NFC, spaces collapsed, 1 to :data:`NAME_MOST`
    characters, none of them ``<``, ``>``, a control, format or unassigned character.

    :raises TableError: ``"name"`` for anything else (refused, never cut or cleaned
        silently)."""
    if not isinstance(raw, str):
        raise TableError("name")
    text = " ".join(unicodedata.normalize("NFC", raw).split())
    if not 0 < len(text) <= NAME_MOST or any(
            c in "<>" or unicodedata.category(c)[0] == "C" for c in text):
        raise TableError("name")
    return text


@dataclass
class Seat:
    """One seat: a person's (``person``) or a computer's. ``level`` is a computer's level, or
    for a person the level of the computer that plays for them while they are away."""

    person: bool
    level: str
    name: str = ""  # a person's display name, "" until the seat is taken
    key: str = ""  # the SHA-256 of the person's seat token, "" until the seat is taken
    away: bool = False  # a computer plays for the person until they take the seat back

    @property
    def free(self) -> bool:
        return self.person and not self.key


@dataclass
class Friends:
    """A table of friends (see the module's docstring)."""

    game: str  # the engine's name of the game
    rules: str
    rounds: int
    seats: list[Seat]
    hints: bool  # a learning table: each person may ask for hints
    move_time: int  # seconds per move, 0 for no clock
    stand_in: str  # the level of the computer that plays for an away person
    invite: str = field(default_factory=new_token)
    watch: str = field(default_factory=new_token)
    table: Table | None = None  # the match, once the host has started it
    stood: list[list] = field(default_factory=list)  # [deal, state index, seat, "time" | "left"]
    reviews: dict[str, list] = field(default_factory=dict)  # seat -> each deal's verdicts

    # -- who sits where ---------------------------------------------------------------------

    def seat_of(self, token: Any) -> int | None:
        """The seat ``token`` holds, or None."""
        if not isinstance(token, str) or not token:
            return None
        key = digest(token)
        for n, seat in enumerate(self.seats):
            if seat.key and hmac.compare_digest(seat.key, key):
                return n
        return None

    def take(self, n: int, name: str) -> str:
        """Seat ``n`` for a person called ``name``; the token that holds it.

        :raises TableError: ``"taken"`` when it is not a free person's seat."""
        if not 0 <= n < len(self.seats) or not self.seats[n].free:
            raise TableError("taken")
        token = new_token()
        self.seats[n].name, self.seats[n].key = name, digest(token)
        return token

    @property
    def started(self) -> bool:
        return self.table is not None

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(s.name if s.person else "" for s in self.seats)

    def free_seats(self) -> list[int]:
        return [n for n, s in enumerate(self.seats) if s.free]

    # -- the match ------------------------------------------------------------------------

    def start(self, rng: random.Random) -> None:
        """Deal the first hand. A person's seat nobody took is a computer's from now on.

        :raises TableError: ``"started"`` when the cards are already dealt."""
        if self.table is not None:
            raise TableError("started")
        for seat in self.seats:
            if seat.free:
                seat.person = False
        players = [HUMAN if s.person else s.level for s in self.seats]
        self.table = Table(get_game(self.game), self.rules, players, self.rounds)
        self.table.deal(rng)
        self.settle(rng)

    def settle(self, rng: random.Random) -> None:
        """Let the computers move, and the stand-in play for every away person, until a
        person who is here must choose or the deal is over."""
        table = self._table()
        table.advance(rng)
        while (seat := table.waiting_for) is not None and self.seats[seat].away:
            self._stand_in(seat, rng, "left")
            table.advance(rng)

    def _stand_in(self, seat: int, rng: random.Random, why: str) -> None:
        table = self._table()
        player = table.game.players[self.seats[seat].level]()
        action = player.choose(table.state.observation(seat), rng)
        if len(self.stood) < MOST_STOOD:
            self.stood.append([len(table.hands) - 1, len(table.hands[-1][0]) - 1, seat, why])
        table.act(seat, action)

    def time_out(self, rng: random.Random) -> int | None:
        """The person to move ran out of time: they are away, and the stand-in plays for them
        (and for them again, until they come back). The seat, or None when nobody waits."""
        table = self._table()
        seat = table.waiting_for
        if seat is None or not self.move_time:
            return None
        self.seats[seat].away = True
        self._stand_in(seat, rng, "time")
        self.settle(rng)
        return seat

    def leave(self, seat: int, rng: random.Random) -> None:
        """The person at ``seat`` leaves for now: the stand-in plays for them."""
        self.seats[seat].away = True
        if self.table is not None and not self.table.state.is_over:
            self.settle(rng)

    def come_back(self, seat: int) -> None:
        self.seats[seat].away = False

    def hand_over(self, seat: int, rng: random.Random) -> None:
        """The host gives a person's seat to the stand-in for good (the person may still take
        it back with their seat link): a free seat becomes a computer's."""
        if self.seats[seat].free:
            self.seats[seat].person = False
            self.seats[seat].level = self.stand_in
        else:
            self.leave(seat, rng)

    def next_deal(self, rng: random.Random) -> None:
        table = self._table()
        table.deal(rng)
        self.settle(rng)

    def stood_in(self, deal: int) -> list[tuple[int, int, str]]:
        """The moves a computer made for a person in ``deal``: (state index, seat, why)."""
        return [(i, s, why) for d, i, s, why in self.stood if d == deal]

    def _table(self) -> Table:
        if self.table is None:
            raise TableError("not-started")
        return self.table

    # -- storage --------------------------------------------------------------------------

    def to_json(self) -> dict:
        return {"v": FORMAT, "game": self.game, "rules": self.rules, "rounds": self.rounds,
                "hints": self.hints, "move_time": self.move_time, "stand_in": self.stand_in,
                "invite": self.invite, "watch": self.watch,
                "seats": [[s.person, s.level, s.name, s.key, s.away] for s in self.seats],
                "table": None if self.table is None else self.table.to_json(),
                "stood": self.stood, "reviews": self.reviews}

    @classmethod
    def from_json(cls, data: Any) -> Friends:
        """A stored table (the site wrote it: its match is read as :meth:`Table.from_json`
        reads a trusted one).

        :raises RecordError: for anything that is not one."""
        try:
            if data["v"] != FORMAT:
                raise RecordError("another format")
            seats = [Seat(bool(p), str(lv), str(nm), str(k), bool(a))
                     for p, lv, nm, k, a in data["seats"]]
            friends = cls(str(data["game"]), str(data["rules"]), int(data["rounds"]), seats,
                          bool(data["hints"]), int(data["move_time"]), str(data["stand_in"]),
                          str(data["invite"]), str(data["watch"]),
                          stood=[list(x) for x in data["stood"]],
                          reviews=dict(data["reviews"]))
            if data["table"] is not None:
                friends.table = Table.from_json(data["table"], trusted=True)
        except (KeyError, TypeError, ValueError, EngineError) as e:
            raise RecordError(f"not a table of friends: {e}") from None
        return friends
