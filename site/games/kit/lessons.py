"""What every game's lesson path is made of: screens, a question, and the question as asked.

A path (each game's ``lessons`` module, ``website.games.<game>.lessons``) is data built
from these classes; each game adds the *askers* that turn a :class:`Question`
into an :class:`Asked`, taking the right answer from the engine, never from the lesson text.

So that no question asks for what was not taught, a lesson declares what it ``teaches`` and a
question as asked says what it ``uses``, both as small string keys: ``card:<id>`` (a card
known by name or by an exception of its kind), ``month:<n>`` (a month's plant), ``kind:<kind>``,
``yaku:<id>`` (a yaku or teyaku by name), ``value:<id>`` (its value), ``term:<word>``.
``tests/web/test_lessons_taught.py`` checks every question against the lessons before it.
The same keys say what a sentence of a deal's settlement states (:class:`Said`), so the end of a
coached deal can link each line to the lesson that taught it (:func:`taught_by`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import NamedTuple


@dataclass(frozen=True)
class Screen:
    text: object  # a lazy string; may use the numbers of its path's ``counts``
    cards: tuple[str, ...] = ()  # card ids of any game (Hanafuda and Tam Cúc ids differ)
    caption: str = ""  # under each card: "" nothing, "kind", "month", "rank" or "points"
    link: tuple = ()  # (a section id of the game's rules page, the link's words): read more there
    path: tuple = ()  # (another game, the link's words): that game's path, a prerequisite
    table: str = ""  # a table of the rules page drawn under the text: its directive ("tamcuc-points")


@dataclass(frozen=True)
class Question:
    kind: str  # a key of ASKERS
    card: str = ""  # the card asked about (month, kind, take, rank)
    pile: tuple[str, ...] = ()  # a set of cards: a captured pile, a Tam Cúc play
    puzzle: str = ""  # a position of a puzzle library (take, draw, decide, move, sage)
    plays: tuple[tuple[str, ...], ...] = ()  # a Tam Cúc trick, the caller's play first
    seed: int = 0  # a seeded deal of the engine (its position, hand or field)
    seat: int = 0  # the reader's seat in that deal, when the deal does not say
    among: tuple[str, ...] = ()  # the choices offered, when the path has taught only some
    uses: tuple[str, ...] = ()  # what the question uses that its asker does not say itself


@dataclass(frozen=True)
class Lesson:
    slug: str
    title: object
    screens: tuple[Screen, ...]
    question: Question
    teaches: tuple[str, ...] = ()  # keys (see above) that its screens teach


@dataclass(frozen=True)
class Option:
    value: str
    label: str
    card: object = None  # a card shown instead of the label (a card to pick)
    cards: tuple = ()  # small pictures shown beside the label (a move's cards)


@dataclass(frozen=True)
class Zone:
    """A titled row of a position: cards face up, then ``down`` cards face down."""

    title: str
    cards: tuple = ()
    down: int = 0
    note: str = ""


@dataclass
class Asked:
    """A question as the page shows it: the prompt, what to look at, the choices, the answer."""

    prompt: str
    options: list[Option]
    right: frozenset
    card: object = None
    board: dict = field(default_factory=dict)  # hand, field, drawn, piles of a Koi-Koi position
    pile: list = field(default_factory=list)
    pile_title: str = ""  # the heading above ``pile`` ("" for a captured pile)
    zones: list[Zone] = field(default_factory=list)  # any other position, row by row
    why: str = ""  # shown once answered
    reasons: dict = field(default_factory=dict)  # a wrong option's value → why it is wrong
    options_title: str = ""  # a heading above the choices
    uses: frozenset = frozenset()  # keys (see above) its prompt, choices and explanation rely on


def used(question: Question, asked: Asked) -> frozenset:
    """Everything a question relies on: what its asker says, and what the lesson declares."""
    return asked.uses | frozenset(question.uses)


def taught(path, upto: int) -> frozenset:
    """What the lessons of ``path`` up to lesson number ``upto`` (counted from 1) teach."""
    return frozenset(k for lesson in path[:upto] for k in lesson.teaches)


class Said(NamedTuple):
    """A sentence, and the keys (see above) of what it states: a line of a deal's settlement."""

    text: str
    keys: tuple[str, ...] = ()


def taught_by(path, keys) -> int | None:
    """The number (from 1) of the first lesson of ``path`` by which every one of ``keys`` has
    been taught; None when one never is, or there are none."""
    if not keys:
        return None
    for n in range(1, len(path) + 1):
        if set(keys) <= taught(path, n):
            return n
    return None


@dataclass(frozen=True)
class Practice:
    """A lesson's practice set, as its game's puzzle kit declares it (``PRACTICE``, by lesson
    slug): puzzles of these ``themes`` (a kind's name stands for all its themes), chosen from
    the game's library under the rules its lessons teach; or, for a lesson that no puzzle
    practises yet (the first lessons about the cards), the game's card ``trainer``. The puzzle
    views choose the set (:mod:`website.features.puzzles.practice`)."""

    themes: tuple[str, ...] = ()
    trainer: bool = False
    size: int = 5


def puzzle_uses(puzzle: dict, theme_uses: Mapping[str, tuple[str, ...]]) -> frozenset:
    """What a puzzle relies on, in the lessons' keys (see above): its theme's keys (a game's
    ``THEME_USES``), and each yaku its answer names (a pile's or a dealt hand's) or its
    position's target (the yaku to block)."""
    keys = set(theme_uses.get(puzzle["theme"], ()))
    answer = puzzle["answers"][0] if puzzle["answers"] else None
    if isinstance(answer, dict):
        for name in ("yaku", "teyaku", "dekiyaku"):
            keys.update(f"yaku:{y}" for y in answer.get(name) or ())
    target = puzzle["position"].get("target")
    target = target.get("yaku") if isinstance(target, dict) else target
    if isinstance(target, str) and target:
        keys.add(f"yaku:{target}")
    return frozenset(keys)
