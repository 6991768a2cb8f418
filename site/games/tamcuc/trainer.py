"""Tam Cúc's card trainer ("Learn the 32 cards"): the words and pictures of the questions of
:mod:`engine.tamcuc.trainer`, one card at a time, every question on one screen, each answer a
tile to tap, one submit.

1. Which piece is it? The seven ranks, strongest first, each drawn in the card's colour and
   named in the reader's language (readers in Hanoi may not read the Hán characters).
2. Which of these cards does it beat alone? Cards of the rank the reader chose and of the ranks
   next to it: one set of choices per rank, the chosen rank's shown (tamcuc.css), so that the
   choices never tell the first answer; the form field is ``beats-<rank>``.
3. Which combinations can it be part of? The named sets, each drawn in the card's colour.

The answers and the choices come from the engine; this module only words them (rank names
from the engine's deck, combinations from the term tables) and reads the form.
"""

from __future__ import annotations

from flask_babel import gettext as _
from flask_babel import lazy_gettext as _l
from website.core import models
from website.core.i18n import current_language
from website.core.words import and_list, gap, list_join
from website.games.kit.puzzles import BadAnswer
from website.games.kit.trainer import Trainer, one_screen
from website.games.tamcuc import tables as tc
from werkzeug.datastructures import MultiDict

from engine.tamcuc import RANK_BY_ID, RANKS, TAMCUC_BY_ID, TAMCUC_DECK
from engine.tamcuc import trainer as T

TRAINER = Trainer(
    slug="tam-cuc", deck=tuple(c.id for c in TAMCUC_DECK), rules=T.RULES,
    steps=one_screen("rank", "beats", "sets"), title=_l("Learn the 32 cards"),
    lead=_l("One card at a time: name the piece, the cards it beats on its own and the "
            "combinations it belongs to. Cards you miss come back sooner, until you know all "
            "32."),
    blurb=_l("For newcomers: the piece, its strength and its combinations, card by card."),
    store="hoa-cuc-learn-tamcuc-v1", home_cards=("red-horse-1", "black-cannon-1", "red-soldier-1"))
KIND_LABEL = _l("Card recognition")
THEME_LABEL = _l("Name the card")


def _term(key: str) -> str:
    return models.game_term(key, current_language())


def _ranks(ids) -> str:
    return "–".join(RANK_BY_ID[r].names[current_language()] for r in ids)


def set_label(name: str) -> str:
    """A named set in the reader's words: "pair", "triple (General–Advisor–Elephant)"."""
    if name == "pair":
        return _term("pair")
    if name in ("four-soldiers", "five-soldiers"):
        return _term(tc.TAMCUC_SHAPE_TERMS[name])
    ranks = ("general", "advisor", "elephant") if name == "high-triple" else (
        "chariot", "cannon", "horse")
    return _("%(shape)s (%(cards)s)", shape=_term("triple"), cards=_ranks(ranks))


def _face(card_id: str, lang: str) -> str:
    return tc.tamcuc_face_name(TAMCUC_BY_ID[card_id], lang)


def view(p: dict, lang: str) -> dict:
    """The card, and each question's choices as (value, name, the cards pictured); the second
    question's for each rank the reader may choose (``beat_groups``: rank → choices)."""
    card = TAMCUC_BY_ID[p["position"]["card"]]
    return {
        "goal": _("Which piece is this card, which cards does it beat on its own, and which "
                  "combinations can it be part of?"),
        "card": card, "rules": p["rules"], "stepwise": True,
        "ranks": [(r.id, r.names[lang], [TAMCUC_BY_ID[T.rank_picture(r.id, card.colour)]])
                  for r in RANKS],
        "beat_groups": {r.id: [(c, _face(c, lang), [TAMCUC_BY_ID[c]])
                               for c in T.beat_choices(card.id, around=r.id)] for r in RANKS},
        "sets": [(name, set_label(name), [TAMCUC_BY_ID[c] for c in T.example(name, card.colour)])
                 for name in T.NAMED_SETS],
    }


def beats_field(rank: str) -> str:
    """The form field of the cards ticked among the choices around ``rank``."""
    return f"beats-{rank}"


def chosen(form) -> dict:
    """The reader's answer, to draw it again: the rank, the cards ticked around each rank, the
    sets."""
    return {"rank": form.get("rank", "")[:16],
            "beats": {r.id: set(form.getlist(beats_field(r.id))) for r in RANKS},
            "sets": set(form.getlist("sets"))}


def answer_fields(p: dict) -> MultiDict:
    a = p["answers"][0]
    return MultiDict([("rank", a["rank"]), *((beats_field(a["rank"]), c) for c in a["beats"]),
                      *(("sets", s) for s in a["sets"])])


def _many(form, name: str, allowed) -> list[str]:
    values = form.getlist(name)
    if len(set(values)) != len(values) or not set(values) <= set(allowed):
        raise BadAnswer(_("This answer could not be read."))
    return [v for v in allowed if v in values]  # in the order of the choices


def _rank(form) -> str:
    rank = form.get("rank", "")
    if rank not in RANK_BY_ID:
        raise BadAnswer(_("Choose which piece it is."))
    return rank


def grade(p: dict, form, lang: str) -> dict:
    """Right when all three answers are; otherwise which of them to look at again. The cards
    it beats are judged among the choices the reader saw: those around the rank they chose.

    :raises BadAnswer: for a rank, card or set the screen does not offer."""
    card = p["position"]["card"]
    rank = _rank(form)
    shown = T.beat_choices(card, around=rank)
    given = {"rank": rank, "beats": _many(form, beats_field(rank), shown),
             "sets": _many(form, "sets", T.NAMED_SETS)}
    want = {**p["answers"][0], "beats": T.beaten(card, shown)}
    names = {"rank": _("the piece"), "beats": _("the cards it beats"),
             "sets": _("the combinations")}
    wrong = [names[k] for k in names if given[k] != want[k]]
    if not wrong:
        return {"status": "right", "message": _("Right!"), "why": None}
    return {"status": "wrong", "message": _("Not quite: check %(parts)s.",
                                            parts=and_list(wrong)), "why": None}


def answer_text(p: dict, answer: dict, lang: str) -> str:
    card = TAMCUC_BY_ID[p["position"]["card"]]
    sets = list_join(set_label(s) for s in answer["sets"])
    if not answer["beats"]:
        return _("%(card)s. On its own it beats none of these cards. It can be part of: "
                 "%(sets)s.", card=_face(card.id, lang), sets=sets)
    return _("%(card)s. On its own it beats %(cards)s. It can be part of: %(sets)s.",
             card=_face(card.id, lang), cards=list_join(_face(c, lang) for c in answer["beats"]),
             sets=sets)


def explanation(p: dict, lang: str) -> list[tuple[str, tuple[str, ...]]]:
    """What the card is, what it beats and why, and what it combines into, with pictures."""
    card = TAMCUC_BY_ID[p["position"]["card"]]
    a = p["answers"][0]
    rank = card.rank.names[lang]
    lines = [(_("The character on the card is %(glyph)s: the %(piece)s, rank %(n)s of %(total)s "
                "counted from the weakest.", glyph=card.glyph, piece=rank, n=card.rank.order,
                total=len(RANKS)), (card.id,))]
    rule = _("On its own, a card beats every card of a lower rank; of the same rank, red beats "
             "black, and two equal cards do not beat each other.")
    if a["beats"]:
        lines.append((_("Of these, it beats %(cards)s.",
                        cards=list_join(_face(c, lang) for c in a["beats"])) + gap(lang) + rule,
                      tuple(a["beats"])))
    else:
        lines.append((_("It beats none of these cards.") + gap(lang) + rule,
                      tuple(T.beat_choices(card.id))))
    for name in a["sets"]:
        lines.append((_("It can be part of a %(set)s, such as this one.", set=set_label(name)),
                      T.example(name, card.colour)))
    if "pair" not in a["sets"]:
        lines.append((_("It makes no pair: each colour has only one %(piece)s.", piece=rank),
                      ()))
    return lines


def hints(p: dict, step: int, lang: str) -> list[str]:
    """Step 1 says where to look; step 2 gives the rules to apply; neither names the card."""
    out = [_("The small picture under the character shows the piece; its ink shows the "
             "colour.")] if step >= 1 else []
    if step >= 2:
        order = list_join(r.names[lang] for r in reversed(RANKS))
        out.append(_("From the weakest rank to the strongest: %(ranks)s. A combination is all "
                     "of one colour.", ranks=order))
    return out
