"""The "how this site plays" table of a rules page, once for every game: each point its
sources dispute or leave open (``DISPUTES`` in the game's engine rules), the site's reading,
and every other reading with the public names of the rule sets that play it.

A game words its table in ``site/games/<game>/choices.py`` (:class:`ChoiceTexts`); the page
draws it with ``[[site-choices:<game>]]``. The readings come from the rule sets themselves, so
a new rule set appears in the table by being named.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping, Sequence
from typing import Any, NamedTuple, Protocol

from engine import terms
from engine.rulesets import Dispute


class ChoiceTexts(Protocol):
    """``choices.py``: a game's disputed points and their words."""

    RULESETS: Mapping[str, Any]
    DEFAULT: str  # the name of the site's rule set
    DISPUTES: Sequence[Dispute]
    RULESET_LABELS: Mapping[str, Any]  # a rule set's public name, in the reader's language

    def question(self, dispute: str) -> str: ...
    def says(self, dispute: str) -> str | None: ...  # what the sources say, if worded apart
    def reading(self, dispute: str, value: Hashable) -> str: ...


class Reading(NamedTuple):
    text: str
    rulesets: tuple[str, ...]  # the public names of the rule sets that play it; () if none


class Choice(NamedTuple):
    id: str
    question: str
    says: str | None
    ours: Reading
    others: tuple[Reading, ...]


def choices(kit: ChoiceTexts) -> list[Choice]:
    """Every disputed point of the game, in the order its engine lists them."""
    rows = []
    for dispute in kit.DISPUTES:
        readings = [Reading(str(kit.reading(dispute.id, value)),
                            tuple(str(kit.RULESET_LABELS[name])
                                  for name in dispute.played_by(kit.RULESETS, value)))
                    for value in dispute.readings(kit.RULESETS, kit.DEFAULT)]
        says = kit.says(dispute.id)
        rows.append(Choice(dispute.id, str(kit.question(dispute.id)),
                           None if says is None else str(says), readings[0],
                           tuple(readings[1:])))
    return rows


def names(yaku_names: Mapping[str, Mapping[str, str]], lang: str, game_terms: Sequence[str] = (),
          *, romaji: bool = True) -> dict:
    """The yaku and game terms a game's sentences name (``%(rain_man)s``: hyphens become
    underscores), in ``lang``; with ``romaji``, an English yaku name has the Japanese one beside
    it, as the rules pages give it."""
    out = {y.replace("-", "_"): n[lang] if not romaji or lang != "en" or n["en"] == n["ja_romaji"]
           else f"{n['en']} ({n['ja_romaji']})" for y, n in yaku_names.items()}
    out.update({key.replace("-", "_"): terms.term(lang, "game", key) for key in game_terms})
    return out


class Sentences:
    """A game's questions, what its sources say and its readings: gettext templates filled with
    ``fill()`` (:func:`names`, in the reader's language) when asked. A game's ``choices.py``
    takes ``question`` and ``says`` from here, and words the readings that are figures itself."""

    def __init__(self, questions: Mapping[str, Any], says: Mapping[str, Any],
                 readings: Mapping[tuple, Any], fill: Callable[[], dict]):
        self.questions, self.sources, self.readings, self.fill = questions, says, readings, fill

    def question(self, dispute: str) -> str:
        return str(self.questions[dispute]) % self.fill()

    def says(self, dispute: str) -> str:
        return str(self.sources[dispute]) % self.fill()

    def reading(self, dispute: str, value: Hashable) -> str:
        return str(self.readings[dispute, value]) % self.fill()
