"""What the site's fishing games (Koi-Koi, Hachi-Hachi, Hana-awase: one 48-card deck, capture by month)
say and draw alike: card names, a play or a draw and what it takes as a sentence, the piles
by kind, the cards a step moved and a lesson screen's card. Each game's own words and board
build on these; :mod:`engine.hanafuda` is the engine's side of the same family."""

from __future__ import annotations

from typing import NamedTuple

from flask_babel import gettext as _
from flask_babel import ngettext
from website.core import models
from website.core.i18n import current_language
from website.core.words import SEPARATORS, THIRD_PERSON, Seats
from website.games.kit.lessons import Asked, Option, Question

from engine.hanafuda.cards import CARDS_BY_ID, KINDS, MONTHS, month_cards
from engine.hanafuda.matching import Play


def card_name(card_id: str) -> str:
    """A card as a sentence names it: identical chaff cards carry no copy number."""
    return CARDS_BY_ID[card_id].spoken_name(current_language())


def card_names(card_ids) -> str:
    return SEPARATORS[current_language()].join(card_name(c) for c in card_ids)


def card_name_in(card_id: str, lang: str) -> str:
    """A card's name in ``lang`` (a puzzle's lines, which name their language)."""
    return CARDS_BY_ID[card_id].spoken_name(lang)


def card_list(ids, lang: str) -> str:
    return _(", ").join(card_name_in(c, lang) for c in ids)


def points_reason(action) -> str:
    """A play's or a draw's card points in a sentence (the games that count them): what it
    captures, or what the card it leaves on the field is worth to whoever takes it."""
    if action.take:
        return _("It captures %(points)s card points.",
                 points=sum(CARDS_BY_ID[c].points for c in (action.card, *action.take)))
    left = CARDS_BY_ID[action.card].points
    return ngettext("It takes nothing: the card left on the field is worth %(num)s card point to "
                    "whoever takes it.", "It takes nothing: the card left on the field is worth "
                    "%(num)s card points to whoever takes it.", left)


def took_line(n: int, seat: int, seats: Seats) -> str:
    """The card points a seat took in a deal, as a result line."""
    if seats.is_you(seat):
        return ngettext("You took %(num)d card point.", "You took %(num)d card points.", n)
    return ngettext("%(who)s took %(num)d card point.", "%(who)s took %(num)d card points.", n,
                    who=seats.name(seat))


def score_line(pts: int, total: str, seat: int, seats: Seats) -> str:
    """What a seat scores or loses in a deal (``total``: ``pts`` without its sign, in the game's
    unit), as a result line."""
    you, who = seats.is_you(seat), seats.name(seat)
    if pts < 0:
        return (_("You lose %(value)s.", value=total) if you else
                _("%(who)s loses %(value)s.", who=who, value=total))
    return (_("You score %(value)s.", value=total) if you else
            _("%(who)s scores %(value)s.", who=who, value=total))


class Line(NamedTuple):
    """A line of a puzzle's explanation, with the cards it points at."""
    text: str
    cards: tuple[str, ...] = ()


def capture_labels(seats: Seats, seat: int) -> dict[str, str]:
    """Subject and verb of a play and a draw in the move list, agreeing in person."""
    if seats.is_you(seat):
        return {"play": _("You play"), "draw": _("You draw")}
    who = seats.name(seat)
    return {"play": _("%(who)s plays", who=who), "draw": _("%(who)s draws", who=who)}


def move_sentence(ev, taken: tuple[str, ...] | None, seats: Seats) -> str:
    """A play or a draw (event ``ev``) and the cards it took, as one sentence."""
    card = card_name(ev.cards[0])
    if seats.is_you(ev.player):
        if ev.kind == "play":
            if taken:
                return _("You play %(card)s and take %(taken)s.", card=card, taken=card_names(taken))
            return _("You play %(card)s; it stays on the field.", card=card)
        if taken:
            return _("You draw %(card)s and take %(taken)s.", card=card, taken=card_names(taken))
        return _("You draw %(card)s; it stays on the field.", card=card)
    who = seats.name(ev.player)
    if ev.kind == "play":
        if taken:
            return _("%(who)s plays %(card)s and takes %(taken)s.", who=who, card=card,
                     taken=card_names(taken))
        return _("%(who)s plays %(card)s; it stays on the field.", who=who, card=card)
    if taken:
        return _("%(who)s draws %(card)s and takes %(taken)s.", who=who, card=card,
                 taken=card_names(taken))
    return _("%(who)s draws %(card)s; it stays on the field.", who=who, card=card)


def capture_text(action, seat: int, seats: Seats = THIRD_PERSON) -> str:
    """A play or a draw of a fishing game (Koi-Koi, Hachi-Hachi, Hana-awase) and what it takes, as a
    move: "You play Pine crane, taking Pine chaff"."""
    you, who, card = seats.is_you(seat), seats.name(seat), card_name(action.card)
    taken = card_names(action.take) if action.take else None
    if isinstance(action, Play):
        if taken:
            return (_("You play %(card)s, taking %(taken)s", card=card, taken=taken) if you else
                    _("%(who)s plays %(card)s, taking %(taken)s", who=who, card=card, taken=taken))
        return (_("You play %(card)s", card=card) if you else
                _("%(who)s plays %(card)s", who=who, card=card))
    if taken:
        return (_("You draw %(card)s, taking %(taken)s", card=card, taken=taken) if you else
                _("%(who)s draws %(card)s, taking %(taken)s", who=who, card=card, taken=taken))
    return (_("You draw %(card)s", card=card) if you else
            _("%(who)s draws %(card)s", who=who, card=card))


def moved_cards(events) -> set[str]:
    """The cards the last transition moved (highlighted on the board)."""
    out: set[str] = set()
    for ev in events:
        if ev.kind in ("play", "draw", "capture"):
            out.update(ev.cards)
    return out


def group_pile(card_ids) -> list[tuple[str, list[str]]]:
    """A captured pile by kind (brights, animals, ribbons, chaff), only the kinds present."""
    out = []
    for kind in KINDS:
        cards = [c for c in card_ids if CARDS_BY_ID[c].kind == kind]
        if cards:
            out.append((kind, cards))
    return out


# One card of each month, 1st to 12th: the screen where a path of a 48-card game shows the months.
ONE_OF_EACH_MONTH = ("pine-crane", "plum-warbler", "cherry-curtain", "wisteria-cuckoo",
                     "iris-bridge", "peony-butterflies", "clover-boar", "pampas-moon",
                     "chrysanthemum-sake", "maple-deer", "willow-rainman", "paulownia-phoenix")


def screen_card(card_id: str, how: str, lang: str) -> tuple:
    """A card of a lesson screen with its caption: its kind, its month or its points (``how``)."""
    c = CARDS_BY_ID[card_id]
    if how == "kind":
        return c, f"{models.short_kind_name(c.kind, lang)} · {c.points}"
    if how == "month":
        return c, f"{c.month} · {MONTHS[c.month - 1].name(lang)}"
    if how == "points":
        return c, str(c.points)
    return c, ""


def hanafuda_chart(lang: str) -> list[dict]:
    """The 48 cards month by month: the chart the fishing games' calculators pick from."""
    return [{"label": f"{mo.number} · {mo.name(lang)}", "cards": month_cards(mo.number)}
            for mo in MONTHS]


def months_used(ids) -> frozenset:
    """What telling these cards' months apart relies on."""
    return frozenset(f"month:{CARDS_BY_ID[c].month}" for c in ids if c)


def ask_month(q: Question, lang: str) -> Asked:
    """Which month a card is from: the first question of a fishing game's path."""
    c = CARDS_BY_ID[q.card]
    return Asked(uses=months_used([c.id]) | {"term:month"}, prompt=_("Which month is this card from?"),
                 options=[Option(str(mo.number), f"{mo.number} · {mo.name(lang)}")
                          for mo in MONTHS],
                 right=frozenset({str(c.month)}), card=c,
                 why=_("%(card)s is a card of month %(n)s, %(month)s.", card=c.spoken_name(lang),
                       n=c.month, month=MONTHS[c.month - 1].name(lang)),
                 reasons={str(mo.number): _("Month %(n)s is %(month)s: look again at the "
                                            "plant on the card.", n=mo.number,
                                            month=mo.name(lang))
                          for mo in MONTHS if mo.number != c.month})
