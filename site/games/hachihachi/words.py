"""Hachi-Hachi's events, results and moves as sentences in the reader's language.

The engine says what happened as data (:class:`engine.hachihachi.Event`, ``Result`` and its
``Settlement``); this module turns it into Vietnamese, Chinese or English through gettext, with
card and yaku names from the engine and words of play from the term tables. A play, a draw and
its capture read as in Koi-Koi, so those sentences are Koi-Koi's (:mod:`site.commentary`).

Values carry their unit: the ``seed-000`` rule set counts in points, ``traditional`` its yaku in
kan and its results in mon. An event does not name its rule set, so the functions that say
values are given it (``rules``), as the board that calls them knows it.
"""

from __future__ import annotations

from flask_babel import gettext as _
from flask_babel import ngettext
from website.core import words as commentary
from website.core.i18n import current_language
from website.core.models import game_term
from website.core.words import THIRD_PERSON, Seats
from website.games.kit import fishing
from website.games.kit.lessons import Said

from engine.hachihachi import Call, Draw, Play
from engine.hachihachi.rules import YAKU_NAMES, RuleSet
from engine.hachihachi.scoring import field_multiplier
from engine.hanafuda.cards import mask_of


def term(key: str) -> str:
    return game_term(key, current_language())


def yaku_names(yaku) -> str:
    lang = current_language()
    return commentary.and_list(YAKU_NAMES[y.id][lang] for y in yaku)


def result_unit(rules: RuleSet) -> str:
    """What results are counted in: mon where yaku are valued in kan, else points."""
    return "mon" if rules.unit == "kan" else "points"


def amount(n: int, unit: str) -> str:
    """``n`` in a unit, in agreement: "1 point", "2 kan", "24 mon"."""
    if unit == "kan":
        return ngettext("%(num)d kan", "%(num)d kan", n)
    if unit == "mon":
        return ngettext("%(num)d mon", "%(num)d mon", n)
    return commentary.points(n)


def _one(ev, seats: Seats, rules: RuleSet) -> str | None:
    you = seats.is_you(ev.player)
    who = seats.name(ev.player)
    k = ev.kind
    if k == "teyaku":
        names = yaku_names(ev.yaku)
        return (_("You declare %(yaku)s from your dealt hand (%(teyaku)s): %(value)s.",
                  yaku=names, teyaku=term("teyaku"), value=amount(ev.points, rules.unit)) if you else
                _("%(who)s declares %(yaku)s from the dealt hand (%(teyaku)s): %(value)s.",
                  who=who, yaku=names, teyaku=term("teyaku"), value=amount(ev.points, rules.unit)))
    if k == "dekiyaku":
        names = yaku_names(ev.yaku)
        return (_("You have made %(yaku)s (%(dekiyaku)s): %(value)s.", yaku=names,
                  dekiyaku=term("dekiyaku"), value=amount(ev.points, rules.unit)) if you else
                _("%(who)s has made %(yaku)s (%(dekiyaku)s): %(value)s.", who=who, yaku=names,
                  dekiyaku=term("dekiyaku"), value=amount(ev.points, rules.unit)))
    if k == "sage":
        return (_("You call %(sage)s: the deal ends here.", sage=term("sage")) if you else
                _("%(who)s calls %(sage)s: the deal ends here.", who=who, sage=term("sage")))
    if k == "shobu":
        return (_("You call %(shobu)s and play on.", shobu=term("shobu")) if you else
                _("%(who)s calls %(shobu)s and plays on.", who=who, shobu=term("shobu")))
    if k == "void":
        return (_("Your %(shobu)s is lost: your %(dekiyaku)s no longer count, and you pay the "
                  "new ones for both players.", shobu=term("shobu"), dekiyaku=term("dekiyaku"))
                if you else
                _("%(who)s’s %(shobu)s is lost: those %(dekiyaku)s no longer count, and "
                  "%(who)s pays the new ones for both players.", who=who, shobu=term("shobu"),
                  dekiyaku=term("dekiyaku")))
    if k == "over":
        if ev.player is None:
            return _("The deal is over: several players share the best result.")
        return (_("The deal is over: you have the best result.") if you else
                _("The deal is over: %(who)s has the best result.", who=who))
    return None


def describe_events(events, seats: Seats, rules: RuleSet) -> list[str]:
    """One sentence per event of a step; a play or draw and its capture make one sentence."""
    out: list[str] = []
    events = list(events)
    for i, ev in enumerate(events):
        if ev.kind in ("play", "draw"):
            pair = events[i:i + 2] if i + 1 < len(events) and events[i + 1].kind == "capture" \
                else [ev]
            out.append(fishing.move_sentence(ev, pair[1].cards[1:] if len(pair) > 1 else None,
                                             seats))
        elif ev.kind != "capture":
            sentence = _one(ev, seats, rules)
            if sentence:
                out.append(sentence)
    return out


def _field_line(multiplier: int, rules: RuleSet) -> str | None:
    """The field's name and what it multiplies payments by, from the rule set's brights."""
    if multiplier == 1:
        return None
    grand = multiplier == max(rules.field_brights.values())
    field = term("grand-field" if grand else "large-field")
    return _("%(field)s: the opening field multiplies every payment by %(n)s.",
             field=field[:1].upper() + field[1:], n=multiplier)


def result_lines(result, seats: Seats, rules: RuleSet) -> list[str]:
    """How the deal ended: why, each seat's card points and yaku, and what each scores."""
    return [line.text for line in settlement_lines(result, seats, rules)]


def settlement_lines(result, seats: Seats, rules: RuleSet) -> list[Said]:
    """:func:`result_lines`, each with the lessons' keys of what it states."""
    if result is None:
        return []
    s = result.settlement
    unit = result_unit(rules)
    lines = [Said(_("The deal stopped at a %(sage)s: only the yaku are paid, not the cards.",
                    sage=term("sage")), ("term:sage",)) if result.reason == "sage" else
             Said(_("Every card has been played."), ("term:turn",))]
    field = _field_line(s.multiplier, rules)
    if field:
        lines.append(Said(field, ("term:multiplier",)))
    paid = ("term:mon", "term:par") if s.cards_settled else ("term:mon",)
    for seat, pts in enumerate(result.points):
        you, who = seats.is_you(seat), seats.name(seat)
        if s.cards_settled:
            lines.append(Said(fishing.took_line(s.card_points[seat], seat, seats),
                              ("term:card-points",)))
        # Teyaku and dekiyaku each under their own name (a teyaku is no "yaku" of the pile).
        for kind, yaku in (("teyaku", s.teyaku[seat]), ("dekiyaku", s.dekiyaku[seat]),
                           ("yaku", s.special[seat])):
            if not yaku:
                continue
            value = amount(sum(y.points for y in yaku), rules.unit)
            lines.append(Said(_("Your %(kind)s: %(yaku)s, %(value)s.", kind=term(kind),
                                yaku=yaku_names(yaku), value=value) if you else
                              _("%(who)s’s %(kind)s: %(yaku)s, %(value)s.", who=who,
                                kind=term(kind), yaku=yaku_names(yaku), value=value),
                              (f"term:{kind}", *(f"{k}:{y.id}" for y in yaku
                                                  for k in ("yaku", "value")))))
        lines.append(Said(fishing.score_line(pts, amount(abs(pts), unit), seat, seats), paid))
    return lines


def action_text(action, seat: int, seats: Seats = THIRD_PERSON) -> str:
    """One move-list entry: every Hachi-Hachi move is made face up."""
    you, who = seats.is_you(seat), seats.name(seat)
    if isinstance(action, Call):
        word = term(action.decision)
        return (_("You call %(call)s", call=word) if you else
                _("%(who)s calls %(call)s", who=who, call=word))
    if isinstance(action, Play | Draw):
        return fishing.capture_text(action, seat, seats)
    raise TypeError(f"not a Hachi-Hachi action: {action!r}")


def choice_label(action, seat: int | None = None, seats: Seats = THIRD_PERSON) -> str:
    """A choice as the coach names it, in the imperative ("Call sage", "Play …, taking …"),
    never as a report of the reader's move ("You call sage": :func:`action_text`)."""
    if isinstance(action, Call):
        return _("Call %(call)s", call=term(action.decision))
    if isinstance(action, Play | Draw):
        return fishing.choice_label(action)
    raise TypeError(f"not a Hachi-Hachi action: {action!r}")


def deal_lines(state, seats: Seats = THIRD_PERSON) -> list[str]:
    """The first sentences of a deal: who deals and plays first, the field, the teyaku."""
    lines = [seats.deals(state.deal.dealer)]
    own = field_multiplier(mask_of(state.deal.field), state.rules)
    if state.carried and state.multiplier > own:  # a field carried from an earlier deal
        lines.append(_("A field carried over from an earlier deal multiplies every payment by "
                       "%(n)s.", n=state.multiplier))
    elif field := _field_line(state.multiplier, state.rules):
        lines.append(field)
    return lines + describe_events(state.events, seats, state.rules)
