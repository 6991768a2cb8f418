"""The settlement of a finished deal: card points and yaku, by seat.

Under ``par`` (the sources' usual count) each seat's card points count against the par (88 of
264 for three seats) and each yaku is paid by every other seat, so the scores add up to zero:
a seat's result is card points − 88 + twice its yaku − the others' yaku (Wikipedia's formula).
Under ``sum`` (the old ばかっ花) a seat's score is its card points and its yaku, added.

>>> from ..hanafuda.cards import mask_of
>>> piles = [mask_of(["pine-crane", "pampas-moon", "paulownia-phoenix"]), 0, 0]
>>> s = settle("wikipedia", piles)
>>> s.points, s.card_points
((12, -108, -108), (60, 0, 0))
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from ..hanafuda.cards import pile_of
from ..hanafuda.deal import Payment
from .rules import RuleSet, Yaku, get_rules, total
from .yaku import ameshima_void, card_points, yaku_of


class Settlement(NamedTuple):
    """What a deal is worth to each seat, and why (``payments`` line by line)."""

    points: tuple[int, ...]
    card_points: tuple[int, ...]
    yaku: tuple[tuple[Yaku, ...], ...]
    par: int
    void: bool  # every yaku voided (four willow cards in one pile, under ``void``)
    payments: tuple[Payment, ...] = ()


def settle(rules: RuleSet | str, piles: Sequence[int]) -> Settlement:
    """Settle a deal from the captured piles (card masks) by seat."""
    rules = get_rules(rules)
    seats = range(len(piles))
    par = rules.par(len(piles))
    void = ameshima_void(piles, rules)
    made = tuple(() if void else yaku_of(p, rules) for p in piles)
    cards = tuple(card_points(p) for p in piles)
    lines: list[Payment] = []
    for s in seats:
        lines.append(Payment("cards", s, None, cards[s] - par))
        for y in made[s]:
            if rules.settlement == "par":
                lines += [Payment(y.id, s, o, y.points) for o in seats if o != s]
            else:
                lines.append(Payment(y.id, s, None, y.points))
    points = [0] * len(piles)
    for line in lines:
        points[line.seat] += line.amount
        if line.payer is not None:
            points[line.payer] -= line.amount
    return Settlement(tuple(points), cards, made, par, void, tuple(lines))


def score_pile(card_ids, rules: RuleSet | str) -> dict:
    """The yaku and card points of a pile given as card ids (for the command line)."""
    pile = pile_of(card_ids)
    found = yaku_of(pile, rules)
    return {"yaku": [{"id": y.id, "points": y.points} for y in found],
            "points": total(found), "card_points": card_points(pile)}
