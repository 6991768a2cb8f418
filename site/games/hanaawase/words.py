"""Hana-awase's events, results and moves as sentences in the reader's language.

The engine says what happened as data (:class:`engine.hanaawase.state.Event`, ``Result`` and its
``Settlement``); a play, a draw and its capture read as in the other fishing games
(:mod:`website.games.kit.fishing`), the yaku and the settlement are said here. "You" is the reader
alone: every other seat is named in the third person.
"""

from __future__ import annotations

from flask_babel import gettext as _
from website.core import words as commentary
from website.core.i18n import current_language
from website.core.words import THIRD_PERSON, Seats, and_list
from website.games.kit import fishing
from website.games.kit.lessons import Said

from engine import terms
from engine.hanaawase.rules import YAKU_NAMES
from engine.hanaawase.rules import get_rules as rules_of
from engine.hanafuda.matching import Draw, Play


def yaku_names(yaku) -> str:
    lang = current_language()
    return and_list(YAKU_NAMES[y.id][lang] for y in yaku)


def _one(ev, seats: Seats) -> str | None:
    you, who = seats.is_you(ev.player), seats.name(ev.player)
    if ev.kind == "yaku":
        names, value = yaku_names(ev.yaku), commentary.points(ev.points)
        return (_("You have made %(yaku)s: %(value)s.", yaku=names, value=value) if you else
                _("%(who)s has made %(yaku)s: %(value)s.", who=who, yaku=names, value=value))
    if ev.kind == "over":
        if ev.player is None:
            return _("The deal is over: several players share the best result.")
        return (_("The deal is over: you have the best result.") if you else
                _("The deal is over: %(who)s has the best result.", who=who))
    return None


def describe_events(events, seats: Seats) -> list[str]:
    """One sentence per event of a step; a play or draw and its capture make one sentence."""
    out: list[str] = []
    events = list(events)
    for i, ev in enumerate(events):
        if ev.kind in ("play", "draw"):
            taken = events[i + 1].cards[1:] if i + 1 < len(events) and \
                events[i + 1].kind == "capture" else None
            out.append(fishing.move_sentence(ev, taken, seats))
        elif ev.kind != "capture":
            sentence = _one(ev, seats)
            if sentence:
                out.append(sentence)
    return out


def result_lines(result, seats: Seats, rules) -> list[str]:
    """How the deal ended: each seat's card points (against the par, if the rule set has one),
    its yaku, and what it scores."""
    return [line.text for line in settlement_lines(result, seats, rules)]


def settlement_lines(result, seats: Seats, rules) -> list[Said]:
    """:func:`result_lines`, each with the lessons' keys of what it states."""
    if result is None:
        return []
    s = result.settlement
    counted = ("term:par",) if s.par else ("term:card-points",)
    lines = [Said(_("Every card has been played."), counted)]
    if s.par:
        lines.append(Said(_("Each player’s card points count against %(par)s.", par=s.par),
                          ("term:par",)))
    if s.void:
        lines.append(Said(_("A player holds all four willow cards: no yaku is paid in this "
                            "deal."), ("yaku:ameshima",)))
    if s.multiplier > 1:
        field = "grand-field" if s.multiplier == 3 else "large-field"
        lines.append(Said(_("The opening field made this deal a %(field)s: every payment is "
                            "multiplied by %(times)s.",
                            field=terms.term(current_language(), "game", field),
                            times=s.multiplier), counted))
    if s.tie:
        lines.append(Said(_("A player has %(points)s card points or fewer: the deal is a tie "
                            "and nobody pays.", points=rules_of(rules).fuke), counted))
    paid = (*counted, "term:yaku-paid") if any(s.yaku) and not s.void else counted
    for seat, pts in enumerate(result.points):
        you, who = seats.is_you(seat), seats.name(seat)
        lines.append(Said(fishing.took_line(s.card_points[seat], seat, seats),
                          ("term:card-points",)))
        shown = s.teyaku[seat] if s.teyaku else ()
        if shown:
            value = commentary.points(sum(y.points for y in shown))
            lines.append(Said(_("Your hand yaku: %(yaku)s, %(value)s.", yaku=yaku_names(shown),
                                value=value) if you else
                              _("%(who)s’s hand yaku: %(yaku)s, %(value)s.", who=who,
                                yaku=yaku_names(shown), value=value), counted))
        yaku = s.yaku[seat]
        if yaku:
            value = commentary.points(sum(y.points for y in yaku))
            lines.append(Said(_("Your yaku: %(yaku)s, %(value)s.", yaku=yaku_names(yaku),
                                value=value) if you else
                              _("%(who)s’s yaku: %(yaku)s, %(value)s.", who=who,
                                yaku=yaku_names(yaku), value=value),
                              ("term:yaku", *(f"{k}:{y.id}" for y in yaku
                                              for k in ("yaku", "value")))))
        lines.append(Said(fishing.score_line(pts, commentary.points(abs(pts)), seat, seats),
                          paid))
    return lines


def action_text(action, seat: int, seats: Seats = THIRD_PERSON) -> str:
    """One move-list entry: every Hana-awase move is a play or a draw, made face up."""
    if isinstance(action, Play | Draw):
        return fishing.capture_text(action, seat, seats)
    raise TypeError(f"not a Hana-awase action: {action!r}")


choice_label = fishing.choice_label  # a choice as the coach names it: "Play …, taking …"


def deal_lines(state, seats: Seats = THIRD_PERSON) -> list[str]:
    """The first sentence of a deal: who deals and plays first."""
    return [seats.deals(state.deal.dealer)]
