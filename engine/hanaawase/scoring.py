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
from .yaku import ameshima_void, card_points, teyaku_of, yaku_of


class Settlement(NamedTuple):
    """What a deal is worth to each seat, and why (``payments`` line by line, each already
    multiplied by ``multiplier``)."""

    points: tuple[int, ...]
    card_points: tuple[int, ...]
    yaku: tuple[tuple[Yaku, ...], ...]
    par: int
    void: bool  # every yaku voided (four willow cards in one pile, under ``void``)
    payments: tuple[Payment, ...] = ()
    teyaku: tuple[tuple[Yaku, ...], ...] = ()  # hand yaku by seat (none: ``()``)
    multiplier: int = 1  # the opening field's (大場 × 2, 絶場 × 3), under ``field_multiplier``
    tie: bool = False  # a seat at or under ``fuke`` card points: nobody pays


def settle(rules: RuleSet | str, piles: Sequence[int], hands: Sequence[int] = (),
           field: int = 0) -> Settlement:
    """Settle a deal from the captured piles (card masks) by seat; ``hands`` (the dealt hands,
    masks) and ``field`` (the opening field, a mask) for the hand yaku and the field
    multiplier of the rule sets that play them."""
    rules = get_rules(rules)
    seats = range(len(piles))
    par = rules.par(len(piles))
    void = ameshima_void(piles, rules)
    made = tuple(() if void else yaku_of(p, rules) for p in piles)
    cards = tuple(card_points(p) for p in piles)
    shown = tuple(teyaku_of(h, rules) for h in hands) if any(hands) else ()
    times = rules.multiplier(field)
    tie = bool(rules.fuke) and min(cards) <= rules.fuke
    lines: list[Payment] = []
    for s in seats:
        if tie:
            break
        lines.append(Payment("cards", s, None, (cards[s] - par) * times))
        for y in (*(shown[s] if shown else ()), *made[s]):
            if rules.settlement == "par":
                lines += [Payment(y.id, s, o, y.points * times) for o in seats if o != s]
            else:
                lines.append(Payment(y.id, s, None, y.points * times))
    points = [0] * len(piles)
    for line in lines:
        points[line.seat] += line.amount
        if line.payer is not None:
            points[line.payer] -= line.amount
    return Settlement(tuple(points), cards, made, par, void, tuple(lines),
                      tuple(shown) if any(shown) else (), times, tie)


def score_pile(card_ids, rules: RuleSet | str) -> dict:
    """The yaku and card points of a pile given as card ids (for the command line), as the
    settlement counts them: under ``ameshima="void"`` a pile of the four willow cards voids
    its yaku (and every other seat's), as the site's calculator shows."""
    rules = get_rules(rules)
    pile = pile_of(card_ids)
    void = ameshima_void([pile], rules)
    found = () if void else yaku_of(pile, rules)
    out = {"yaku": [{"id": y.id, "points": y.points} for y in found],
           "points": total(found), "card_points": card_points(pile), "void": void}
    if void:
        out["note"] = ("four willow cards in one pile: every yaku of the deal is void "
                       f"(rule set {rules.name}, ameshima=void); the card points still count")
    return out
