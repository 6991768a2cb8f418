"""The Tam Cúc card trainer's questions, one card at a time, answered by the engine.

For each of the 32 cards the trainer asks three things (the site words them):

1. ``rank``: which piece it is, among the seven ranks (each drawn in the card's colour).
2. ``beats``: which of a few cards it beats played alone. The choices are the cards of its
   rank and of the ranks next to it, in both colours (its twin copy too, which it only equals):
   where a newcomer hesitates. The answer comes from :func:`~engine.tamcuc.combos.beats`.
   Asked on the same screen as the rank, the choices are those around the rank the reader
   chose (``beat_choices(card, around=rank)``): the card's own would tell its rank.
3. ``sets``: which named combinations it can be part of (:data:`NAMED_SETS`), found by
   classifying every combination of the deck that holds it.

A trainer card is a puzzle dict like the library's (kind ``recognition``, id ``tcc-`` and a
hash of the card), so the puzzle pages can grade, hint and explain it; it is computed here,
never stored.

>>> recognition_puzzle("red-general")["answers"][0]["sets"]
['high-triple']
>>> recognition_puzzle("black-soldier-1")["answers"][0]["beats"]
[]
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache
from typing import Any

from .. import puzzlelib
from .cards import FULL_MASK, RANK_BY_ID, RANKS, TAMCUC_BY_ID, TAMCUC_DECK, ids_of, tamcuc_card
from .combos import HIGH_TRIPLE, beats, classify, classify_mask, combinations_in

KIND = "recognition"
PREFIX = "tcc"
RULES = "standard"  # the rule set the trainer's puzzles name (no switch changes a card)
NAMED_SETS = ("pair", "high-triple", "low-triple", "four-soldiers", "five-soldiers")


def set_name(mask: int) -> str | None:
    """The named set a combination is (None for a single card or no combination)."""
    combo = classify_mask(mask)
    if combo is None or combo.shape == "single":
        return None
    if combo.shape == "triple":
        ranks = {TAMCUC_BY_ID[c].rank.id for c in ids_of(mask)}
        return "high-triple" if ranks == HIGH_TRIPLE else "low-triple"
    return combo.shape


@cache
def _sets() -> dict[str, tuple[int, ...]]:
    """Every combination of the deck, by named set, in deck order."""
    out: dict[str, list[int]] = {name: [] for name in NAMED_SETS}
    for size in range(2, 6):
        for mask in combinations_in(FULL_MASK, size):
            name = set_name(mask)
            assert name is not None, "every combination of two or more cards is a named set"
            out[name].append(mask)
    return {name: tuple(masks) for name, masks in out.items()}


def sets_of(card_id: str) -> list[str]:
    """The named sets the card can be part of, in :data:`NAMED_SETS` order."""
    bit = 1 << TAMCUC_DECK.index(tamcuc_card(card_id))
    return [name for name, masks in _sets().items() if any(m & bit for m in masks)]


def example(name: str, colour: str) -> tuple[str, ...]:
    """The first combination of a named set in one colour, in deck order (its picture)."""
    return next(ids for m in _sets()[name] if TAMCUC_BY_ID[(ids := ids_of(m))[0]].colour == colour)


def rank_picture(rank_id: str, colour: str) -> str:
    """The card that pictures a rank in a colour (its first copy)."""
    return next(c.id for c in TAMCUC_DECK if c.rank.id == rank_id and c.colour == colour)


def beat_choices(card_id: str, around: str | None = None) -> list[str]:
    """The cards asked about: one of each colour of its rank (or the rank ``around``) and the
    ranks next to it (the twin copy for its own kind), strongest first, never the card itself.

    >>> beat_choices("red-horse-1", around="general")
    ['red-general', 'black-general', 'red-advisor-1', 'black-advisor-1']

    :raises KeyError: for an ``around`` that is no rank."""
    card = tamcuc_card(card_id)
    order = card.rank.order if around is None else RANK_BY_ID[around].order
    out = []
    for rank in RANKS:  # strongest first
        if abs(rank.order - order) > 1:
            continue
        for colour in ("red", "black"):
            same = [c.id for c in TAMCUC_DECK if c.rank is rank and c.colour == colour
                    and c.id != card.id]
            out += same[:1]
    return out


def beaten(card_id: str, others: Iterable[str]) -> list[str]:
    """Those of ``others`` that ``card_id`` beats, each played alone against it."""
    mine = classify([card_id])
    return [o for o in others if beats(mine, classify([o]))]


def solve(p: dict[str, Any]) -> list[dict[str, Any]]:
    """The one answer: rank, the choices it beats, the named sets it can be part of."""
    card_id = p["position"]["card"]
    return [{"rank": tamcuc_card(card_id).rank.id,
             "beats": beaten(card_id, beat_choices(card_id)),
             "sets": sets_of(card_id)}]


def recognition_puzzle(card_id: str) -> dict[str, Any]:
    """The trainer's puzzle for one card. :raises UnknownCardError: for an unknown id."""
    card = tamcuc_card(card_id)
    position = {"card": card.id}
    level = 1 if card.rank.order in (1, 7) else 2  # the ends of the order are the easiest
    p = {"id": puzzlelib.position_id(PREFIX, [KIND, RULES, KIND, position]), "kind": KIND,
         "theme": KIND, "level": level, "rules": RULES, "position": position, "answers": []}
    p["answers"] = solve(p)
    return p


@cache
def puzzles() -> tuple[dict[str, Any], ...]:
    """The 32 cards' puzzles in deck order."""
    return tuple(recognition_puzzle(c.id) for c in TAMCUC_DECK)
