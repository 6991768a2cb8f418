"""What a game declares to the site, and what each of its modules offers the shared features.

A game is a folder, ``site/games/<id>/``, whose ``__init__`` declares a :class:`GameSite` named
``SITE``; :mod:`website.games` lists them. The features (viewer, play, puzzles, lessons,
calculator, pages) are written once against the protocols below: nothing in them names a game.
The modules are imported when first asked for, so a page that needs one game's board loads no
other game's code.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from importlib import import_module
from importlib.util import find_spec
from types import ModuleType
from typing import Any, NamedTuple, Protocol

from flask_babel import LazyString
from website.core.assets import STATIC

from engine.protocol import Game


class Sight(NamedTuple):
    """What a reader saw of a deal they played (:func:`engine.views.seen_in_deal`). A frame
    drawn with a sight, as a review is, shows another seat's cards only where they are in
    ``cards`` and explains only the reader's own moves; without one (a sample game) it shows
    every card."""

    seat: int
    cards: frozenset[str]

    def shows(self, seat: int, cards: Sequence[str]) -> tuple[str, ...]:
        """Those of ``seat``'s ``cards`` the reader may see."""
        return tuple(cards) if seat == self.seat else tuple(c for c in cards if c in self.cards)


class Board(Protocol):
    """``board.py``: the game's table, as the viewer and the play pages draw it."""

    GAME: Game
    TEMPLATE: str  # the macros file that draws it
    RULESET_LABELS: Mapping[str, Any]
    RULESET_DESCRIPTIONS: Mapping[str, Any]  # a line under each on the new-game form
    SEAT_COUNTS: Sequence[int]
    LEVELS: Sequence[str]
    DEFAULT_LEVEL: str
    LENGTHS: Sequence[int]  # how many deals a game may have
    LEVEL_DESCRIPTIONS: Mapping[str, Any]
    PLAY_LEAD: LazyString
    SAMPLES_LEAD: LazyString

    def length_label(self, n: int) -> str: ...  # "One deal", "4 deals" on the new-game form
    def seat_count(self, state: Any) -> int: ...
    def frame(self, states: Sequence[Any], actions: Sequence[Any], index: int, seats: Any,
              scores: list[int], sight: Sight | None = None) -> dict: ...
    def move_entry(self, state: Any, action: Any, seats: Any) -> dict: ...
    def move_text(self, action: Any, seat: int, seats: Any) -> str: ...  # a move in words (reviews)
    # a choice as the coach names it, in the imperative ("Pass", "Play …, taking …"): the
    # hint's suggestion, the review's better move; never a report of the reader's own move
    def choice_label(self, action: Any, seat: int, seats: Any) -> str: ...
    def play_view(self, table: Any, seat: int, seats: Any) -> dict: ...
    def read_action(self, form: Any, seat: int) -> Any: ...
    def hint(self, obs: Any, seats: Any) -> dict: ...  # the judge's ranking (engine.judge)
    # what the hint says of ``action`` without asking the judge: {"reasons": its reasons,
    # "cards": the cards it shows}, for a review that reads stored verdicts
    def explain(self, obs: Any, action: Any, seats: Any) -> dict: ...
    def review(self, states: Sequence[Any], actions: Sequence[Any], seat: int) -> Any: ...
    def review_note(self, rules: Any) -> str: ...
    # A finished deal's settlement explained, from any seat's observation (what was paid is
    # public): a list of {"caption": a seat's name, …the game's breakdown}, the same data the
    # game's calculator draws, empty when there is nothing to break down; the board's template
    # draws it on every end screen (play, viewer, review).
    def settlement(self, obs: Any, seats: Any) -> list[dict]: ...


class PuzzleKit(Protocol):
    """``puzzles.py``: the game's puzzles, for the game-agnostic puzzle pages. A kit whose
    ``TRAINER`` asks a card's questions on several screens also has ``learn_check(puzzle,
    form, step)`` (the site's trainers ask on one); one that outlines the solution on the
    board, ``solution_cards(puzzle)``."""

    TEMPLATE: str
    KINDS: Sequence[str]
    THEMES: Mapping[str, Sequence[str]]
    HINT_STEPS: int
    TRAINER: Any  # a :class:`website.games.kit.trainer.Trainer`, or None
    KIND_LABELS: Mapping[str, Any]  # the puzzle pages' words for each kind and theme
    THEME_LABELS: Mapping[str, Any]
    TAUGHT_RULES: str  # the rule set the game's lessons teach: learners' puzzles are under it
    PRACTICE: Mapping[str, Any]  # lesson slug → its practice set (kit.lessons.Practice)

    def load(self) -> list[dict]: ...
    def browse_theme(self, theme: str) -> str: ...
    def thumbnails(self, puzzle: dict) -> list[str]: ...
    def view(self, puzzle: dict, lang: str) -> dict: ...
    def chosen(self, form: Any) -> dict: ...  # what a posted answer picked, to draw it again
    def answer_fields(self, puzzle: dict) -> Any: ...  # the right answer, as a form would post it
    def grade(self, puzzle: dict, form: Any, lang: str) -> dict: ...
    def explanation(self, puzzle: dict, lang: str) -> Any: ...
    def answer_text(self, puzzle: dict, answer: Any, lang: str) -> str: ...
    def hints(self, puzzle: dict, step: int, lang: str) -> list[str]: ...
    def practice_uses(self, puzzle: dict) -> frozenset: ...  # what it relies on, lessons' keys
    def chosen_answer(self, puzzle: dict, form: Any) -> Any: ...  # a posted answer, as answers are


class Calculator(Protocol):
    """``calculator.py``: the game's part of the one calculator page."""

    DECK: Sequence[str]  # every card id, in the chart's order
    TEMPLATE: str  # its macros ``options`` and ``result``
    TITLE: LazyString
    LEAD: LazyString
    BUTTON: LazyString

    def chart(self, lang: str) -> list[dict]: ...
    def read_options(self, args: Any) -> Any: ...
    def result(self, card_ids: list[str], options: Any, lang: str) -> Any: ...


class LessonPath(Protocol):
    """``lessons.py``: the game's lesson path and the askers that ask its questions."""

    PATH: Sequence[Any]  # :class:`website.games.kit.lessons.Lesson` values, in order
    ASKERS: Mapping[str, Callable[..., Any]]

    def counts(self, lang: str) -> dict: ...  # the numbers its screens quote
    def screen_card(self, card_id: str, how: str, lang: str) -> tuple: ...  # (card, caption)


class CardPages(Protocol):
    """``faces.py`` (optional): a page per face of the game's deck, at
    ``/<lang>/<slug>/cards/<face id>`` (identical copies share one face, and one page)."""

    TEMPLATE: str  # the page, extending base.html
    FACES: Sequence[str]  # every face id, in the pages' order (previous and next go by it)
    BY_ID: Mapping[str, Any]  # face id → face (``.id``, ``.name(lang)``, ``.picture``: a card)

    def face(self, face_id: str, lang: str) -> dict: ...  # the page's data (KeyError: no face)
    def face_of(self, card_id: str) -> str: ...  # the face a card of the deck shows


@dataclass(frozen=True, eq=False)
class GameSite:
    """One game as the site shows it: its names, its deck and where its parts are. Each game
    is one object, equal only to itself (its lazy names are not compared)."""

    id: str  # the engine's name (``engine.games.GAMES``): "tamcuc"
    slug: str  # in every URL of the game: "tam-cuc"; its rules page is content/<lang>/<slug>.md
    name: LazyString  # "Tam Cúc", in the reader's language
    blurb: LazyString  # a sentence under its name on the home page
    deck: str  # "hanafuda" or "tamcuc": the card art and charts it uses
    home_cards: tuple[str, ...]  # the cards drawn by its name on the home page
    calculator_blurb: LazyString  # what its calculator shows, for the home page's sentence
    rules_template: str = "content.html"  # the template of its rules page
    first_in: tuple[str, ...] = ()  # languages whose home page shows it first (Tam Cúc: vi)

    @property
    def package(self) -> str:
        return f"website.games.{self.id}"

    def part(self, name: str) -> ModuleType:
        return import_module(f"{self.package}.{name}")

    @property
    def board(self) -> Board:
        return self.part("board")

    @property
    def puzzles(self) -> PuzzleKit:
        return self.part("puzzles")

    @property
    def calculator(self) -> Calculator:
        return self.part("calculator")

    @property
    def lessons(self) -> LessonPath:
        return self.part("lessons")

    @property
    def stylesheet(self) -> str | None:
        """Its own stylesheet under ``static/`` (``css/games/<id>.css``), if it has one: the
        pages of the game link it after the site's (``templates/base.html``)."""
        return _stylesheet(self.id)

    @property
    def faces(self) -> CardPages | None:
        """Its card faces' pages (``faces.py``), if it has them."""
        return self.optional("faces")

    @property
    def texts(self) -> ModuleType | None:
        """Its labels (``texts.py``: rule sets, switches…), if it has any: ``game.texts.X`` in
        a template."""
        return self.optional("texts")

    @property
    def tables(self) -> ModuleType | None:
        """Its rules page's data (``tables.py``), if it has any: ``game.tables.x()``."""
        return self.optional("tables")

    @property
    def choices(self) -> ModuleType | None:
        """The words of its "how this site plays" table (``choices.py``), if it has one."""
        return self.optional("choices")

    @property
    def guided(self) -> ModuleType | None:
        """Its coached whole deal (``guided.py``), the question of kind "guided"."""
        return self.optional("guided")

    def optional(self, name: str) -> Any:
        """The module ``name`` of the game (an optional part), or None."""
        return self.part(name) if self.has_part(name) else None

    def has_part(self, name: str) -> bool:
        """Whether the game has the module ``name`` (an optional part: ``tables``, ``texts``…)."""
        return _module_exists(f"{self.package}.{name}")

    @property
    def directives(self) -> Mapping[str, Any]:
        """Its Markdown directives (``directives.py``, ``DIRECTIVES``), if it has any."""
        found = self.optional("directives")
        return found.DIRECTIVES if found is not None else {}


@cache
def _module_exists(name: str) -> bool:
    """Asked once per module: a part that is missing is looked for on disk only once."""
    return find_spec(name) is not None


@cache
def _stylesheet(game_id: str) -> str | None:
    path = f"css/games/{game_id}.css"
    return path if (STATIC / path).is_file() else None


PARTS = {"board": Board, "puzzles": PuzzleKit, "calculator": Calculator, "lessons": LessonPath}
# the macros the shared templates call on a board's ``TEMPLATE`` (viewer, play, moves, hint)
BOARD_MACROS = ("hint_box", "inline_card", "play_board", "play_prompt", "settlement", "viewer_board",
                "viewer_side")
OPTIONAL_PARTS = {"faces": CardPages}  # parts a game may have: each offers its protocol
