"""Tam Cúc's events, results and moves as sentences in the reader's language.

The engine says what happened as data (:class:`engine.tamcuc.state.Event`, ``Result``, ``Ket``);
this module turns it into Vietnamese, Chinese or English through gettext, with card names from
the engine and words of play (cái, chui, trình làng, kết…) from the term tables. Every sentence
about a seat has a second-person message for the reader's own seat and a third-person one.

Hidden cards: an event names only cards every seat saw (a reveal, a show, the bắt cái card);
face-down plays are counted, never named. A move-list entry names the cards of a face-down
action only for the reader's own seat, or in a replay (``seats.you is None``), where every hand
is on view anyway.
"""

from __future__ import annotations

from flask_babel import gettext as _
from flask_babel import ngettext
from website.core.i18n import current_language
from website.core.models import game_term
from website.core.words import SEPARATORS, THIRD_PERSON, Seats, points
from website.games.kit.lessons import Said

from engine.tamcuc import RANKS, TAMCUC_BY_ID, TAMCUC_DECK
from engine.tamcuc.cards import ids_of, mask_of
from engine.tamcuc.combos import SHAPE_OF_SIZE, classify_mask
from engine.tamcuc.rules import get_rules
from engine.tamcuc.state import Accept, Call, Chui, Lay, Offer, Pass, Reveal, Show

# The word of play for each shape a call asks for (engine.tamcuc.combos.SHAPES).
SHAPE_TERMS = {"single": "single", "pair": "pair", "triple": "triple",
               "four-soldiers": "tu-tu", "five-soldiers": "ngu-tu"}


def term(key: str) -> str:
    return game_term(key, current_language())


def card_name(card_id: str) -> str:
    return TAMCUC_BY_ID[card_id].name(current_language())


def card_names(card_ids) -> str:
    """Cards listed by name, identical ones counted once ("Tướng bà, 2 lá Sĩ đen")."""
    return counted_words([TAMCUC_BY_ID[c] for c in card_ids], current_language())


def counted_words(faces, lang: str) -> str:
    """Faces listed in order, identical ones named once with their count: players name no copy
    number ("Tốt đen 2, Tốt đen 4" reads as two different cards)."""
    groups: dict[str, list] = {}
    for face in faces:
        groups.setdefault(face.name(lang), []).append(face)
    return SEPARATORS[lang].join(
        name if len(same) == 1 else ngettext("%(num)d %(cards)s", "%(num)d %(cards)s", len(same),
                                             cards=same[0].plural(lang))
        for name, same in groups.items())


def play_words(cards, lang: str | None = None) -> str:
    """A play in words, named as players name it: "Tốt đen", "đôi Tốt đen", "bộ ba (Xe đỏ,
    Pháo đỏ, Mã đỏ)", "tứ tử Tốt đen"; cards that make no combination are counted by name."""
    combo = classify_mask(mask_of(cards)) if cards else None
    return faces_words([TAMCUC_BY_ID[c] for c in cards], combo and combo.shape, lang)


def kinds_words(signature, lang: str | None = None) -> str:
    """An unseen combination named by kind only (colour and rank), never by a card id."""
    faces = [next(c for c in TAMCUC_DECK if c.colour == colour and c.rank.id == rank)
             for colour, rank in signature]
    return faces_words(faces, SHAPE_OF_SIZE[len(faces)], lang)


def faces_words(faces, shape: str | None, lang: str | None = None) -> str:
    lang = lang or current_language()
    if shape is None or not faces:
        return counted_words(faces, lang)
    name = faces[0].name(lang)
    if shape == "single":
        return name
    if shape == "pair":
        return _("%(card)s pair", card=name)
    if shape in ("four-soldiers", "five-soldiers"):
        return _("%(card)s %(shape)s", card=name, shape=term(SHAPE_TERMS[shape]))
    return _("%(shape)s (%(cards)s)", shape=term(SHAPE_TERMS[shape]),
             cards=SEPARATORS[lang].join(f.name(lang) for f in faces))


def shape_of(count: int) -> str:
    """The word for a call of ``count`` cards (pair, triple, tứ tử…)."""
    return term(SHAPE_TERMS[SHAPE_OF_SIZE[count]])


def whom(seats: Seats, seat: int) -> str:
    """A seat named after a preposition ("offers … to the computer")."""
    if seats.you is not None and seats.count == 2 and not seats.is_you(seat):
        return _("the computer")
    return seats.name(seat)


def _one(ev, seats: Seats) -> str | None:
    """The sentence for one event (None for an event that says nothing new)."""
    you = seats.is_you(ev.player)
    who = seats.name(ev.player)
    k = ev.kind
    if k == "bat-cai":
        card = card_name(ev.cards[0])
        return (_("You draw %(card)s for %(bat_cai)s.", card=card, bat_cai=term("bat-cai")) if you
                else _("%(who)s draws %(card)s for %(bat_cai)s.", who=who, card=card,
                       bat_cai=term("bat-cai")))
    if k == "deal":
        return (ngettext("You are %(cai)s and call first: %(num)d card each.",
                         "You are %(cai)s and call first: %(num)d cards each.", ev.count,
                         cai=term("cai")) if you else
                ngettext("%(who)s is %(cai)s and calls first: %(num)d card each.",
                         "%(who)s is %(cai)s and calls first: %(num)d cards each.",
                         ev.count, who=who, cai=term("cai")))
    if k == "show":
        cards, show = play_words(ev.cards), term("trinh-lang")
        if ev.detail == "seize":
            return (_("You lay %(cards)s face up (%(show)s): they count as won, and you seize "
                      "the deal (%(seize)s).", cards=cards, show=show, seize=term("cuop-cai"))
                    if you else
                    _("%(who)s lays %(cards)s face up (%(show)s): they count as won, and "
                      "%(who)s seizes the deal (%(seize)s).", who=who, cards=cards, show=show,
                      seize=term("cuop-cai")))
        return (_("You lay %(cards)s face up (%(show)s): they count as won.", cards=cards,
                  show=show) if you else
                _("%(who)s lays %(cards)s face up (%(show)s): they count as won.", who=who,
                  cards=cards, show=show))
    if k == "pass":
        return _("You pass.") if you else _("%(who)s passes.", who=who)
    if k == "call":
        shape = shape_of(ev.count)
        return (ngettext("You call %(num)d card face down (%(shape)s).",
                         "You call %(num)d cards face down (%(shape)s).", ev.count, shape=shape)
                if you else
                ngettext("%(who)s calls %(num)d card face down (%(shape)s).",
                         "%(who)s calls %(num)d cards face down (%(shape)s).", ev.count, who=who,
                         shape=shape))
    if k == "lay":
        return (ngettext("You lay %(num)d card face down.", "You lay %(num)d cards face down.",
                         ev.count) if you else
                ngettext("%(who)s lays %(num)d card face down.",
                         "%(who)s lays %(num)d cards face down.", ev.count, who=who))
    if k == "reveal":
        cards = play_words(ev.cards)
        return (_("You turn up %(cards)s.", cards=cards) if you else
                _("%(who)s turns up %(cards)s.", who=who, cards=cards))
    if k == "chui":
        if ev.detail == "banned":
            return (_("Your call breaks the first-call ban: it cannot win and stays face down "
                      "(%(chui)s).", chui=term("chui")) if you else
                    _("%(who)s’s call breaks the first-call ban: it cannot win and stays face "
                      "down (%(chui)s).", who=who, chui=term("chui")))
        return (_("You concede unseen (%(chui)s).", chui=term("chui")) if you else
                _("%(who)s concedes unseen (%(chui)s).", who=who, chui=term("chui")))
    if k == "trick":
        if ev.player is None:
            return _("Nobody wins this trick: every card on it goes to %(rac)s.", rac=term("rac"))
        return (ngettext("You win the trick: %(num)d card goes to your %(cay)s, and you lead "
                         "next.",
                         "You win the trick: %(num)d cards go to your %(cay)s, and you lead "
                         "next.", ev.count, cay=term("cay")) if you else
                ngettext("%(who)s wins the trick: %(num)d card goes to their %(cay)s, and they "
                         "lead next.",
                         "%(who)s wins the trick: %(num)d cards go to their %(cay)s, and they "
                         "lead next.", ev.count, who=who, cay=term("cay")))
    if k == "uncontested":
        return (ngettext("Only you still hold cards: you take the last %(num)d uncontested.",
                         "Only you still hold cards: you take the last %(num)d uncontested.",
                         ev.count) if you else
                ngettext("Only %(who)s still holds cards and takes the last %(num)d uncontested.",
                         "Only %(who)s still holds cards and takes the last %(num)d uncontested.",
                         ev.count, who=who))
    if k == "ket":
        return ket_sentence(ev.detail, ev.player, ev.to, ev.count, seats)
    if k == "end":
        return _("Every hand is empty: the deal is over.")
    if k == "offer":
        to = whom(seats, ev.to)
        if you:
            return ngettext("You offer %(to)s %(num)d card face down (%(night)s).",
                            "You offer %(to)s %(num)d cards face down (%(night)s).", ev.count,
                            to=to, night=term("di-dem"))
        if seats.is_you(ev.to):
            return ngettext("%(who)s offers you %(num)d card face down (%(night)s).",
                            "%(who)s offers you %(num)d cards face down (%(night)s).", ev.count,
                            who=who, night=term("di-dem"))
        return ngettext("%(who)s offers %(to)s %(num)d card face down (%(night)s).",
                        "%(who)s offers %(to)s %(num)d cards face down (%(night)s).", ev.count,
                        who=who, to=to, night=term("di-dem"))
    if k == "swap":
        return (ngettext("You accept: %(num)d card changes hands each way, face down.",
                         "You accept: %(num)d cards change hands each way, face down.", ev.count)
                if you else
                ngettext("%(who)s accepts: %(num)d card changes hands each way, face down.",
                         "%(who)s accepts: %(num)d cards change hands each way, face down.",
                         ev.count, who=who))
    if k == "decline":
        return _("You decline the swap.") if you else _("%(who)s declines the swap.", who=who)
    return None


def ket_sentence(kind: str, seat: int, caller: int, value: int, seats: Seats) -> str:
    """Who is paid for the kết of the last call, and what it is worth."""
    you = seats.is_you(seat)
    who = seats.name(seat)
    worth = points(value)
    if kind == "de":
        return (_("Your red soldiers beat the black ones of the last call: %(de)s, worth "
                  "%(points)s.", de=term("de"), points=worth) if you else
                _("%(who)s’s red soldiers beat the black ones of the last call: %(de)s, worth "
                  "%(points)s.", who=who, de=term("de"), points=worth))
    if kind in ("ket-tu-tu", "ket-ngu-tu"):
        shape = term("tu-tu" if kind == "ket-tu-tu" else "ngu-tu")
        ket = term("ket-tot-den")
        if seat == caller:
            return (_("You win the last call with %(shape)s: paid as %(ket)s, %(points)s.",
                      shape=shape, ket=ket, points=worth) if you else
                    _("%(who)s wins the last call with %(shape)s: paid as %(ket)s, %(points)s.",
                      who=who, shape=shape, ket=ket, points=worth))
        return (_("You beat a last call of %(shape)s and are paid as %(ket)s, %(points)s.",
                  shape=shape, ket=ket, points=worth) if you else
                _("%(who)s beats a last call of %(shape)s and is paid as %(ket)s, %(points)s.",
                  who=who, shape=shape, ket=ket, points=worth))
    ket = term(kind)
    if seat == caller:
        return (_("Your last call wins: %(ket)s, worth %(points)s.", ket=ket, points=worth)
                if you else
                _("%(who)s’s last call wins: %(ket)s, worth %(points)s.", who=who,
                  ket=ket, points=worth))
    return (_("You beat the last call and take its %(ket)s, worth %(points)s.", ket=ket,
              points=worth) if you else
            _("%(who)s beats the last call and takes its %(ket)s, worth %(points)s.", who=who,
              ket=ket, points=worth))


def describe_events(events, seats: Seats = THIRD_PERSON, rules=None) -> list[str]:
    """One sentence per event of a step (``state.events``), face-down cards never named
    (``rules``, which every game's board passes, changes nothing in Tam Cúc's sentences)."""
    return [s for s in (_one(ev, seats) for ev in events) if s]


def _pays(seat: int, amount: int, seats: Seats) -> str:
    if amount == 0:
        return (_("You pay nothing: your cards won cover it.") if seats.is_you(seat) else
                _("%(who)s pays nothing: the cards won cover it.", who=seats.name(seat)))
    return (_("You pay %(points)s.", points=points(amount)) if seats.is_you(seat) else
            _("%(who)s pays %(points)s.", who=seats.name(seat), points=points(amount)))


def result_lines(result, seats: Seats = THIRD_PERSON, rules=None) -> list[str]:
    """How the deal ended: the kết and who pays it, or each seat's cards against the par."""
    return [line.text for line in settlement_lines(result, seats, rules)]


def settlement_lines(result, seats: Seats = THIRD_PERSON, rules=None) -> list[Said]:
    """:func:`result_lines`, each with the lessons' keys of what it states."""
    if result is None:
        return []
    ket = result.ket
    lines = []
    if ket is not None:
        paid = ("value:ket",)
        lines.append(Said(ket_sentence(ket.kind, ket.player, ket.caller, ket.points, seats),
                          ("term:ket", "value:ket")))
        if ket.kind != "de":
            lines.append(Said(_("Each other seat pays the kết less the cards they won."), paid))
        for seat, amount in enumerate(result.points):
            if seat != ket.player and (amount < 0 or ket.kind != "de"):
                lines.append(Said(_pays(seat, -amount, seats), paid))
        gain = result.points[ket.player]
        lines.append(Said(_("You collect %(points)s.", points=points(gain))
                          if seats.is_you(ket.player) else
                          _("%(who)s collects %(points)s.", who=seats.name(ket.player),
                            points=points(gain)), paid))
        return lines
    lines.append(Said(ngettext("No kết: each seat’s cards won (%(cay)s) are counted against "
                               "%(num)d.",
                               "No kết: each seat’s cards won (%(cay)s) are counted against "
                               "%(num)d.", result.par, cay=term("cay")), ("term:cay", "term:par")))
    count = ("term:par",)
    over = sum(max(0, c - result.par) for c in result.cards)
    if over != sum(max(0, result.par - c) for c in result.cards):
        count = ("term:par", "term:balance")
        lines.append(Said(_("The counts do not balance: what the seats above the mark gain is "
                            "only what the seats below it can pay, and the other way round."),
                          ("term:balance",)))
    for seat, (won, pts) in enumerate(zip(result.cards, result.points, strict=True)):
        you, who = seats.is_you(seat), seats.name(seat)
        if pts > 0:
            text = (ngettext("You won %(num)d card and gain %(points)s.",
                             "You won %(num)d cards and gain %(points)s.", won,
                             points=points(pts)) if you else
                    ngettext("%(who)s won %(num)d card and gains %(points)s.",
                             "%(who)s won %(num)d cards and gains %(points)s.", won, who=who,
                             points=points(pts)))
        elif pts < 0:
            text = (ngettext("You won %(num)d card and lose %(points)s.",
                             "You won %(num)d cards and lose %(points)s.", won,
                             points=points(-pts)) if you else
                    ngettext("%(who)s won %(num)d card and loses %(points)s.",
                             "%(who)s won %(num)d cards and loses %(points)s.", won, who=who,
                             points=points(-pts)))
        else:
            text = (ngettext("You won %(num)d card: neither a gain nor a loss.",
                             "You won %(num)d cards: neither a gain nor a loss.", won)
                    if you else
                    ngettext("%(who)s won %(num)d card: neither a gain nor a loss.",
                             "%(who)s won %(num)d cards: neither a gain nor a loss.", won,
                             who=who))
        lines.append(Said(text, count))
    return lines


def action_text(action, seat: int, seats: Seats = THIRD_PERSON) -> str:
    """One move-list entry. Face-down cards are named only to their owner, or in a replay."""
    you, who = seats.is_you(seat), seats.name(seat)
    open_book = seats.you is None or you
    if isinstance(action, Show):
        cards = card_names(action.cards)
        return (_("You show %(cards)s", cards=cards) if you else
                _("%(who)s shows %(cards)s", who=who, cards=cards))
    if isinstance(action, Call | Lay | Accept | Offer) and open_book:
        cards = play_words(action.cards)
        if isinstance(action, Call):
            return (_("You call %(cards)s", cards=cards) if you else
                    _("%(who)s calls %(cards)s", who=who, cards=cards))
        if isinstance(action, Lay):
            return (_("You lay %(cards)s", cards=cards) if you else
                    _("%(who)s lays %(cards)s", who=who, cards=cards))
        if isinstance(action, Accept):
            return (_("You give %(cards)s back", cards=cards) if you else
                    _("%(who)s gives %(cards)s back", who=who, cards=cards))
        to = whom(seats, action.to)
        return (_("You offer %(cards)s to %(to)s", cards=cards, to=to) if you else
                _("%(who)s offers %(cards)s to %(to)s", who=who, cards=cards, to=to))
    if isinstance(action, Call):
        return ngettext("%(who)s calls %(num)d card", "%(who)s calls %(num)d cards",
                        len(action.cards), who=who)
    if isinstance(action, Lay):
        return ngettext("%(who)s lays %(num)d card", "%(who)s lays %(num)d cards",
                        len(action.cards), who=who)
    if isinstance(action, Accept):
        return _("%(who)s accepts the swap", who=who)
    if isinstance(action, Offer):
        return _("%(who)s offers a swap", who=who)
    if isinstance(action, Reveal):
        return _("You reveal") if you else _("%(who)s reveals", who=who)
    if isinstance(action, Chui):
        return _("You chui") if you else _("%(who)s: chui", who=who)
    if isinstance(action, Pass):
        return _("You pass") if you else _("%(who)s passes", who=who)
    raise TypeError(f"not a Tam Cúc action: {action!r}")


def choice_label(action, seat: int | None = None, seats: Seats = THIRD_PERSON) -> str:
    """One of the reader's own choices as the coach names it, in the imperative ("Pass",
    "Call Tốt đen pair", "Lay …"), never as a report of the reader's move ("You pass":
    :func:`action_text`). Its cards are the reader's own, so they are named."""
    if isinstance(action, Show):
        return _("Show %(cards)s", cards=card_names(action.cards))
    if isinstance(action, Call | Lay | Accept | Offer):
        cards = play_words(action.cards)
        if isinstance(action, Call):
            return _("Call %(cards)s", cards=cards)
        if isinstance(action, Lay):
            return _("Lay %(cards)s", cards=cards)
        if isinstance(action, Accept):
            return _("Give %(cards)s back", cards=cards)
        return _("Offer %(cards)s to %(to)s", cards=cards, to=whom(seats, action.to))
    if isinstance(action, Reveal):
        return _("Turn your cards up")
    if isinstance(action, Chui):
        chui = term("chui")
        return chui[:1].upper() + chui[1:]
    if isinstance(action, Pass):
        return _("Pass (decline)")
    raise TypeError(f"not a Tam Cúc action: {action!r}")


def deal_lines(state, seats: Seats = THIRD_PERSON) -> list[str]:
    """The first sentences of a deal: bắt cái and the dealer, the cards taken out for three
    players, what the first-call ban forbids, and đi đêm when the rule set allows it."""
    lines = describe_events([e for e in state.events if e.kind in ("bat-cai", "deal")], seats)
    rules = get_rules(state.rules)
    removed = ids_of(rules.removed(state.seats))
    if removed:
        lines.append(_("With three players these cards are out of the deck: %(cards)s.",
                       cards=card_names(removed)))
    top = rules.banned_order(state.seats)
    lang = current_language()
    banned = SEPARATORS[lang].join(r.names[lang] for r in RANKS if r.order > top)
    if banned:
        lines.append(_("On the deal's first call, a play holding any of these ranks cannot win: "
                       "%(ranks)s.", ranks=banned))
    if rules.night:
        lines.append(_("The players agree to %(night)s: before the first call each player in "
                       "turn may offer another a face-down swap.", night=term("di-dem")))
    return lines
