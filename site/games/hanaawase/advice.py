"""Hana-awase's advice in the game's terms: the reasons for a play or a draw, and why one is
better than another (:class:`website.games.kit.fishing_board.Advice`, read with Hana-awase's
yaku, their values in points, and the par its rule set settles card points against)."""

from __future__ import annotations

from website.core import words as commentary
from website.core.i18n import current_language
from website.games.kit.fishing_board import Advice, Scoring

from engine.hanaawase.rules import YAKU_BY_ID, YAKU_NAMES, get_rules
from engine.hanaawase.yaku import yaku_of, yaku_progress


def _progress(pile: int, rules, gone: int, within: int):
    return yaku_progress(pile, rules, gone, within)


ADVICE = Advice(Scoring(
    yaku=yaku_of, progress=_progress,
    members=lambda yaku, rules: YAKU_BY_ID[yaku].members,
    name=lambda yaku: YAKU_NAMES[yaku][current_language()],
    value=lambda points, rules: commentary.points(points),
    worth=lambda points, rules: points,
    par=lambda obs: get_rules(obs.rules).par(obs.seats),
    rules=lambda obs: get_rules(obs.rules)))

reasons, compare, warnings = ADVICE.reasons, ADVICE.compare, ADVICE.warnings
