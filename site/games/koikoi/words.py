"""The engine's events, results and reasons as sentences in the reader's language.

The engine says what happened as data (:class:`engine.koikoi.Event`, ``Result``,
:class:`engine.koikoi.analysis.Reason`); this module turns it into Vietnamese, Chinese or English
through gettext, with card and yaku names from the engine. Nothing here knows a point value:
every number comes from the engine's values.

Players are named by a :class:`Seats` value: in the step-through viewer two third persons
("Player 1", "Player 2"), in a game against the computer "you" and "the computer", with
second-person sentences for the reader's own moves.
"""

from __future__ import annotations

from typing import NamedTuple

from flask_babel import gettext as _
from flask_babel import ngettext
from website.core.i18n import current_language
from website.core.words import SEPARATORS, THIRD_PERSON, Seats, and_list, points  # noqa: F401
from website.games.kit.fishing import (  # noqa: F401  (Koi-Koi's words, shared with Hachi-Hachi)
    capture_labels,
    capture_text,
    card_name,
    card_names,
    move_sentence,
)
from website.games.kit.lessons import Said

from engine.koikoi.rules import YAKU_NAMES, RuleSet
from engine.koikoi.scoring import doublings
from engine.koikoi.scoring import multiplier as engine_multiplier


def yaku_name(yaku_id: str) -> str:
    return YAKU_NAMES[yaku_id][current_language()]


def yaku_names(yaku) -> str:
    ids = [y if isinstance(y, str) else y.id for y in yaku]
    return and_list(yaku_name(y) for y in ids)  # "Tane and Kasu", not "Tane, Kasu" (E11)



def move_labels(seats: Seats, seat: int) -> dict[str, str]:
    """Subject and verb of each kind of move in the move list, agreeing in person."""
    if seats.is_you(seat):
        return {**capture_labels(seats, seat), "koikoi": _("You call koi-koi"), "stop": _("You stop")}
    who = seats.name(seat)
    return {**capture_labels(seats, seat), "koikoi": _("%(who)s calls koi-koi", who=who),
            "stop": _("%(who)s stops", who=who)}


def describe_events(events, seats: Seats = THIRD_PERSON) -> list[str]:
    """One sentence per thing that happened (a play and its capture make one sentence)."""
    out: list[str] = []
    events = list(events)
    i = 0
    while i < len(events):
        ev = events[i]
        you = seats.is_you(ev.player)
        who = seats.name(ev.player)
        if ev.kind in ("play", "draw"):
            taken = None
            if i + 1 < len(events) and events[i + 1].kind == "capture":
                taken = events[i + 1].cards[1:]
                i += 1
            out.append(move_sentence(ev, taken, seats))
        elif ev.kind == "capture":  # a capture without its play (not produced by the engine)
            out.append(_("You take %(taken)s.", taken=card_names(ev.cards)) if you else
                       _("%(who)s takes %(taken)s.", who=who, taken=card_names(ev.cards)))
        elif ev.kind == "yaku":
            names = yaku_names(ev.yaku)
            if you:
                out.append(_("You have %(yaku)s: %(points)s. Stop or koi-koi?", yaku=names,
                             points=points(ev.points)))
            else:
                out.append(_("%(who)s has %(yaku)s: %(points)s.", who=who, yaku=names,
                             points=points(ev.points)))
        elif ev.kind == "koikoi":
            out.append(_("You call koi-koi and play on.") if you else
                       _("%(who)s calls koi-koi and plays on.", who=who))
        elif ev.kind == "stop":
            out.append(_("You stop and score %(points)s.", points=points(ev.points)) if you else
                       _("%(who)s stops and scores %(points)s.", who=who, points=points(ev.points)))
        elif ev.kind == "hand-yaku":
            names = yaku_names(ev.yaku)
            out.append(_("You hold %(yaku)s at the deal and win %(points)s at once.", yaku=names,
                         points=points(ev.points)) if you else
                       _("%(who)s holds %(yaku)s at the deal and wins %(points)s at once.",
                         who=who, yaku=names, points=points(ev.points)))
        elif ev.kind == "exhausted":
            out.append(_("Both hands are empty and nobody stopped: the hand is exhausted. "
                         "The dealer scores %(points)s.", points=points(ev.points)))
        i += 1
    return out


def multiplier_lines(base: int, rules: RuleSet, opponent_koikoi: bool,
                     field: int = 1) -> list[str]:
    """Why the base is multiplied, one line per reason, and how the factors combine;
    ``field``: the opening field's bright multiplier (``bright_field``)."""
    lines = []
    if field > 1:
        lines.append(_("%(num)s brights on the opening field: ×%(num)s", num=field))
    seven, koikoi = doublings(base, rules, opponent_koikoi)
    if seven:
        lines.append(ngettext("%(num)s point or more: ×2", "%(num)s points or more: ×2",
                              rules.double_threshold))
    if koikoi:
        lines.append(_("the opponent had called koi-koi: ×2"))
    if seven and koikoi:
        m = engine_multiplier(base, rules, opponent_koikoi)
        lines.append(_("both doublings multiply: ×%(m)s", m=m) if rules.multipliers_multiply
                     else _("both doublings add up: ×%(m)s", m=m))
    return lines


class Tally(NamedTuple):
    """A score explained: the yaku, the base, the reasons for the multiplier, the points."""

    yaku: tuple  # of engine Yaku
    base: int
    multiplier: int
    reasons: list[str]
    points: int


def tally(yaku, rules: RuleSet, opponent_koikoi: bool, field: int = 1) -> Tally:
    base = sum(y.points for y in yaku)
    m = engine_multiplier(base, rules, opponent_koikoi) * field
    return Tally(tuple(yaku), base, m, multiplier_lines(base, rules, opponent_koikoi, field),
                 base * m)


def result_lines(result, seats: Seats = THIRD_PERSON) -> list[str]:
    """How a hand ended, in a sentence or two."""
    return [line.text for line in settlement_lines(result, seats)]


def settlement_lines(result, seats: Seats = THIRD_PERSON) -> list[Said]:
    """:func:`result_lines`, each with the lessons' keys of what it states."""
    if result is None:
        return []
    if result.reason == "exhausted":
        return [Said(_("Exhausted hand: nobody stopped. The dealer scores %(points)s.",
                       points=points(max(result.points))), ("term:exhausted",))]
    who = seats.name(result.winner)
    if result.reason == "hand-yaku":
        return [Said(_("You win at the deal with %(yaku)s: %(points)s.",
                       yaku=yaku_names(result.yaku), points=points(result.points[result.winner]))
                     if seats.is_you(result.winner) else
                     _("%(who)s wins at the deal with %(yaku)s: %(points)s.", who=who,
                       yaku=yaku_names(result.yaku), points=points(result.points[result.winner])),
                     tuple(f"{k}:{y.id}" for y in result.yaku for k in ("yaku", "value")))]
    keys = ("term:stop", "term:doubling") if result.multiplier > 1 else ("term:stop",)
    return [Said(_("You stopped and score %(points)s.", points=points(result.points[result.winner]))
                 if seats.is_you(result.winner) else
                 _("%(who)s stopped and scores %(points)s.", who=who,
                   points=points(result.points[result.winner])), keys)]


def reason_sentences(reasons) -> list[str]:
    """:class:`engine.koikoi.analysis.Reason` values as sentences."""
    out = []
    for r in reasons:
        if r.kind == "completes":
            out.append(_("It completes %(yaku)s: %(points)s more.", yaku=yaku_names(r.yaku),
                         points=points(r.points)))
        elif r.kind == "improves":
            out.append(_("It brings %(yaku)s closer: %(have)s of %(need)s cards.",
                         yaku=yaku_names(r.yaku), have=r.have, need=r.need))
        elif r.kind == "blocks":
            out.append(_("It blocks the opponent’s %(yaku)s by taking %(cards)s.",
                         yaku=yaku_names(r.yaku), cards=card_names(r.cards)))
        elif r.kind == "takes":
            out.append(_("It takes %(card)s, worth %(points)s.",  # the field's cards taken
                         card=and_list(card_name(c) for c in r.cards), points=points(r.points)))
        elif r.kind == "discards":
            out.append(_("Nothing matches: %(card)s stays on the field for the opponent to take.",
                         card=card_names(r.cards)))
        elif r.kind == "stop":
            out.append(_("Stopping banks %(yaku)s now: %(points)s before any doubling.",
                         yaku=yaku_names(r.yaku), points=points(r.points)))
        elif r.kind == "koikoi":
            out.append(_("Koi-koi plays on for more, but every yaku the opponent makes from now "
                         "on may be doubled."))
        elif r.kind == "danger" and r.points:  # with no card left to play, no danger to tell
            out.append(ngettext("The opponent is one card from %(yaku)s, with %(num)d more turn "
                                "to get it.",
                                "The opponent is one card from %(yaku)s, with %(num)d more turns "
                                "to get it.", r.points, yaku=yaku_names(r.yaku)))
    return out
