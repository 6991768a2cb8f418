"""What every game of the engine provides, so that players, tables, benchmarks and the command
line work with any of them.

A game is a package (``engine/koikoi/``, ``engine/tamcuc/`` …) whose ``game.py`` defines a
:class:`Game` named ``GAME``; :mod:`engine.games` lists them. Its states follow
:class:`GameState`: dealt from a seed, immutable, one seat to move at a time; seats are numbered
``0 … seats - 1``. Players see only :class:`Observation` values, never a state, so no player
can look at another seat's hidden cards.

One seat moves at a time. Choices the rules make at once (Tam Cúc's cards laid face down
"without seeing the others") are taken in seat order: each seat's observation hides what the
others laid, which is all that "at once" changes.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence, Set
from dataclasses import dataclass
from importlib import import_module
from typing import TYPE_CHECKING, Any, NamedTuple, Protocol, runtime_checkable

if TYPE_CHECKING:  # the game's parts, each imported by the game that declares it
    from .judge import Evaluator, Judge
    from .puzzlelib import PuzzleLibrary
    from .review import Review
    from .rulesets import Dispute
    from .samplefind import Sample

HUMAN = "you"  # a seat played by a person: records and stored games name it so


@runtime_checkable
class Outcome(Protocol):
    """How a deal ended: points by seat, and the seat that won it (None when nobody did)."""

    @property
    def winner(self) -> int | None: ...

    @property
    def points(self) -> Sequence[int]: ...


@runtime_checkable
class Observation(Protocol):
    """What one seat may see. ``legal_actions`` is empty unless that seat is to move."""

    @property
    def player(self) -> int: ...

    @property
    def current(self) -> int | None: ...

    @property
    def legal_actions(self) -> Sequence[Any]: ...

    @property
    def hand(self) -> Sequence[str]:
        """The card ids the seat holds (the conformance test deals them and follows them)."""
        ...

    def visible_cards(self) -> frozenset[str]:
        """Every card id this observation shows its seat: what a seat saw of a deal is the
        union over its observations (:mod:`engine.views`)."""
        ...


@runtime_checkable
class GameState(Protocol):
    """One position of a deal. ``apply`` returns a new state and never changes this one."""

    @property
    def current(self) -> int | None:
        """The seat to move; None once the deal is over."""

    @property
    def events(self) -> Sequence[Any]:
        """What the step into this state did (values with ``kind`` and ``player``)."""

    @property
    def is_over(self) -> bool: ...

    @property
    def result(self) -> Outcome | None:
        """The outcome once the deal is over, else None."""

    def legal_actions(self) -> Sequence[Any]:
        """The actions of the seat to move, in a stable order; empty when over."""

    def apply(self, action: Any) -> GameState:
        """:raises IllegalActionError: when ``action`` is not legal here."""

    def observation(self, seat: int) -> Observation: ...


class Standing(NamedTuple):
    """Where a match stands as a deal is played: the score before it, by seat, and how many
    deals follow it. A deal's observation cannot say this, yet whoever leads by 20 with one
    deal left should not play it as at the first."""

    score: tuple[int, ...]
    deals_after: int


def tell_standing(players: Iterable[Any], standing: Standing) -> None:
    """Tell the players where the match stands, those that listen (a ``standing``
    attribute): tables and benchmarks call this before the players choose within a deal."""
    for player in players:
        if hasattr(player, "standing"):
            player.standing = standing


class Player(Protocol):
    """A computer player: given what its seat sees, one of ``observation.legal_actions``.

    A player that plays the match, not only the deal, has a ``standing`` attribute, which
    :func:`tell_standing` sets."""

    name: str

    def choose(self, observation: Any, rng: random.Random) -> Any: ...


class RandomPlayer:
    """Uniformly random among the legal actions: the one player every game has."""

    name = "random"

    def choose(self, observation: Any, rng: random.Random):
        return rng.choice(observation.legal_actions)


class Notation(Protocol):
    """How a game writes one action as text, and reads it back: ``parse_action(format_action(a,
    seat))`` is ``(seat, a)``, or ``(None, a)`` for a game whose text names no seat (its records
    keep the seat apart, as Tam Cúc's do).

    :meth:`parse_action` raises :class:`~engine.errors.NotationError` naming what does not
    parse. A module with these two functions is a notation (``engine/koikoi/notation.py``)."""

    def format_action(self, action: Any, seat: int) -> str: ...

    def parse_action(self, text: str) -> tuple[int | None, Any]: ...


class Reviewer(Protocol):
    """A game's review of a deal (``engine/<game>/review.py``'s ``review_hand``): every move of
    ``player`` that had a choice, marked against the game's judge (its own by default)."""

    def __call__(self, states: Any, actions: Any, player: int,
                 judge: Judge | None = None) -> Review: ...  # the game's own states and actions


@dataclass(frozen=True)
class Sight:
    """What a seat may see of a deal, as the conformance test and :mod:`engine.views` check it:
    ``cards`` every card id the game deals; ``hidden(state, seat)`` the cards of ``state``
    that ``seat`` may not see (other seats' hands, the stock, a card laid face down …), which no
    observation of that seat may name; ``public_record_keys`` the fields of a deal's record
    that every seat saw (a card turned up for all, then shuffled back)."""

    cards: frozenset[str]
    hidden: Callable[[Any, int], Set[str]]
    public_record_keys: tuple[str, ...] = ()


def puzzles_of(package: str) -> Callable[[], PuzzleLibrary]:
    """A game's puzzle library, its package's ``puzzles`` module, imported when first asked
    for (``Game(puzzles=puzzles_of(__package__))``): the puzzle modules are heavy, and a table
    or a record needs none of them."""
    return lambda: import_module(f"{package}.puzzles")


def samples_of(package: str) -> Callable[[int], Iterator[Sample | str]]:
    """A game's sample finder, its package's ``samples.samples``, imported when asked for
    (``Game(samples=samples_of(__package__))``): a samples module asks the registry for its
    game, so importing it with the game's declaration would go round in a circle."""
    return lambda limit: import_module(f"{package}.samples").samples(limit)


def no_auto_action(state: GameState) -> None:
    """Humans choose every action themselves."""
    return None


def no_stake(rules: Any) -> None:
    """A match of a fixed number of deals, whatever the score."""
    return None


def no_carry(state: Any) -> dict:
    """Nothing passes from one deal to the next but the dealer."""
    return {}


@dataclass(frozen=True)
class Game:
    """A game's entry points, as the table, the benchmarks and the command line use them.

    ``rulesets`` maps names to the game's rule sets (values with a ``name``);
    ``deal(rules, *, seats, rng, dealer)`` deals a new deal (``dealer`` None: the game's rules
    choose); ``next_dealer(final_state)`` is who deals after it; ``carry(final_state)`` what
    else the next deal is dealt with (keyword arguments of ``deal``, such as Hachi-Hachi's fields
    carried over); ``rounds(rules)`` the length of
    a match; ``stake(rules)`` the points each seat starts a match with when it is played for a
    stake (a deal's points pass from loser to winner, and the match ends early once a seat has
    none left), or None; ``hand_to_json(states, actions)`` / ``replay_hand(record, rules_name)`` convert a
    deal to and from its JSON record, checking every action; ``replay(record)`` reads a hand or
    a match record into ``[(states, actions), …]``; ``auto_action(state)`` is an action a human
    takes without being asked (a forced draw), or None; ``register_cli(subparsers)`` adds the
    game's commands; ``benchmarks(seconds)`` yields extra lines for ``python -m engine bench``.

    ``default_seats`` is the seat count of a table for which none is given (None: the most of
    ``seats``; Hachi-Hachi and Hana-awase name three, as a larger table sits some out).

    ``check_record(record)`` is the record as it may be kept (the site stores an uploaded
    record so, and serves it back): only the fields of the game's format, every name bounded
    (:func:`engine.records.check_info`), or a :class:`~engine.errors.RecordError` naming the
    bad field's path. It is required, with no default: a record kept as it came would keep
    whatever an uploader padded it with. A game gets it in one line from its replay
    (:func:`engine.records.rebuilt`: the record written again from its deals, as Hachi-Hachi,
    Hana-awase and Tam Cúc do) or checks each field by path before replaying (Koi-Koi); either
    way the caller replays what it returns.

    What the advice and the tests rest on: ``evaluator`` is what the game gives the judge
    (:class:`engine.judge.Evaluator`, from ``engine/<game>/judge.py``); ``review(states,
    actions, seat, judge=None)`` marks a seat's moves of a deal against it; ``notation`` writes
    and reads one action (:class:`Notation`); ``sight`` says what a seat may see
    (:class:`Sight`); ``disputes`` are the points the sources read differently
    (:class:`engine.rulesets.Dispute`, the game's ``DISPUTES``); ``puzzles()`` is the puzzle
    library (:class:`engine.puzzlelib.PuzzleLibrary`, loaded when asked for);
    ``samples(limit)`` finds the step-through sample deals (:mod:`engine.samplefind`), each
    a ``Sample`` or the slug of one it did not find. The game's pinned action counts are its
    data file ``engine/<game>/data/perft.json`` (``tests/engine/test_perft.py``).
    """

    name: str
    seats: tuple[int, ...]
    default_rules: str
    rulesets: Mapping[str, Any]
    deal: Callable[..., GameState]
    next_dealer: Callable[[Any], int]  # of the game's own final state
    rounds: Callable[[Any], int]
    players: Mapping[str, Callable[[], Player]]
    hand_to_json: Callable[[list, list], dict]
    replay_hand: Callable[..., tuple[list, list]]
    replay: Callable[[Any], list[tuple[list, list]]]
    check_record: Callable[[Any], dict]  # the record normalized before it is kept
    register_cli: Callable[[Any], None]
    evaluator: Evaluator
    review: Reviewer
    notation: Notation
    sight: Sight
    disputes: tuple[Dispute, ...]
    puzzles: Callable[[], PuzzleLibrary]
    samples: Callable[[int], Iterator[Sample | str]]
    auto_action: Callable[[GameState], Any] = no_auto_action
    stake: Callable[[Any], int | None] = no_stake
    carry: Callable[[Any], dict] = no_carry
    benchmarks: Callable[[float], list[str]] | None = None
    bench_rules: tuple[str, ...] = ()
    default_seats: int | None = None  # a table's seats when not given (None: the most)

    @property
    def public_record_keys(self) -> tuple[str, ...]:
        """Deal-record fields every seat saw (:mod:`engine.views`)."""
        return self.sight.public_record_keys

    def get_rules(self, name: Any = None):
        """The named rule set (the default for None; a rule set itself is returned as is).

        :raises UnknownRulesError: for a name that is not one of the game's rule sets."""
        from .rulesets import lookup

        return lookup(self.rulesets, name or self.default_rules)
