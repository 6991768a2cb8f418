"""Tam Cúc's "how this site plays" table (:mod:`website.core.choices`): the points seed 003
leaves open or answers twice, in the words of the rules page."""

from __future__ import annotations

from website.games.tamcuc.texts import (
    DISPUTE_TEXTS,
    RULESET_LABELS,
    SWITCH_TEXTS,
)

from engine.tamcuc.rules import DEFAULT_RULES as DEFAULT  # noqa: F401  (ChoiceTexts)
from engine.tamcuc.rules import DISPUTES, RULESETS  # noqa: F401  (ChoiceTexts)

RULESET_LABELS = RULESET_LABELS


def question(dispute: str) -> str:
    return DISPUTE_TEXTS[dispute][0]


def says(dispute: str) -> str:
    return DISPUTE_TEXTS[dispute][1]


def reading(dispute: str, value) -> str:
    return SWITCH_TEXTS[dispute, value]
