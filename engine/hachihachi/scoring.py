"""The settlement of a finished deal: teyaku, dekiyaku, special yaku and card points, in the
rule set's unit, times the field multiplier.

Under ``sum`` (seed 000) a seat's score is its card points plus its yaku; under ``par``
(traditional) every yaku is paid by each of the two other seats, the card points settle
against 88 each, and the points are mon (a kan is 12): the three scores add up to zero.

>>> traditional = get_rules("traditional")
>>> field_multiplier(card("pine-crane").mask, traditional)
2
>>> field_multiplier(card("pine-crane").mask | card("paulownia-phoenix").mask, traditional)
4
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from ..cards import card
from .dekiyaku import card_points, dekiyaku
from .rules import RuleSet, Yaku, get_rules, total
from .teyaku import teyaku

SEATS = 3


class Settlement(NamedTuple):
    """What a deal is worth to each seat, and why."""

    points: tuple[int, ...]
    card_points: tuple[int, ...]
    teyaku: tuple[tuple[Yaku, ...], ...]
    dekiyaku: tuple[tuple[Yaku, ...], ...]
    special: tuple[tuple[Yaku, ...], ...]
    multiplier: int
    cards_settled: bool


def field_multiplier(field: int, rules: RuleSet) -> int:
    """What the opening field multiplies every payment by: its largest bright's factor."""
    return max((m for cid, m in rules.field_brights.items() if field & card(cid).mask),
               default=1)


def specials(cards: Sequence[int], dealer: int, rules: RuleSet) -> tuple[tuple[Yaku, ...], ...]:
    """Sōhachi (all three at exactly ``par``: the dealer's) and Futahachi (a seat at
    ``futahachi_at`` card points or more), by seat."""
    out: list[tuple[Yaku, ...]] = [() for _ in cards]
    values = rules.special
    if all(c == rules.par for c in cards) and values.get("sohachi") is not None:
        out[dealer] += (Yaku("sohachi", values["sohachi"]),)
    for seat, c in enumerate(cards):
        if c >= rules.futahachi_at and values.get("futahachi") is not None:
            out[seat] += (Yaku("futahachi", values["futahachi"]),)
    return tuple(out)


def settle(rules: RuleSet | str, dealer: int, dealt: Sequence[int], piles: Sequence[int],
           multiplier: int = 1, void: Sequence[frozenset] = (), liable: Sequence = (),
           cards_settled: bool = True) -> Settlement:
    """Settle a deal from the dealt hands and captured piles (card masks) by seat.

    ``void[s]``: dekiyaku ids of seat ``s`` cancelled by a rival's after its shōbu;
    ``liable[s]``: the seat that alone pays seat ``s``'s dekiyaku for both (or None);
    ``cards_settled``: False after a sage, when only the yaku are paid.
    """
    rules = get_rules(rules)
    seats = range(len(piles))
    void = void or [frozenset()] * len(piles)
    liable = liable or [None] * len(piles)
    te = tuple(teyaku(h, rules) for h in dealt)
    de = tuple(tuple(y for y in dekiyaku(p, rules) if y.id not in void[s])
               for s, p in enumerate(piles))
    cards = tuple(card_points(p) for p in piles)
    sp = specials(cards, dealer, rules) if cards_settled else tuple(() for _ in seats)
    points = [0] * len(piles)
    for s in seats:
        paid_by_all = rules.mon(total(te[s]) + total(sp[s]))
        earned = rules.mon(total(de[s]))
        if rules.settlement == "sum":  # Sōhachi is paid below, as a payment in any case
            added = total(te[s]) + total(y for y in sp[s] if y.id != "sohachi")
            points[s] += (cards[s] if cards_settled else 0) + rules.mon(added) + earned
            continue
        if cards_settled:
            points[s] += cards[s] - rules.par
        for o in seats:
            if o == s:
                continue
            share = paid_by_all + (0 if liable[s] is not None else earned)
            points[s] += share
            points[o] -= share
        if liable[s] is not None:
            points[s] += 2 * earned
            points[liable[s]] -= 2 * earned
    # Sōhachi is paid to the dealer by the two others whatever the settlement.
    if rules.settlement == "sum":
        for s in seats:
            for y in sp[s]:
                if y.id == "sohachi":
                    for o in seats:
                        if o != s:
                            points[o] -= rules.mon(y.points)
                            points[s] += rules.mon(y.points)
    points = tuple(p * multiplier for p in points)
    return Settlement(points, cards, te, de, sp, multiplier, cards_settled)


def score_pile(card_ids, rules: RuleSet | str) -> dict:
    """The dekiyaku and card points of a pile given as card ids (for the command line)."""
    from .dekiyaku import pile_of

    pile = pile_of(card_ids)
    found = dekiyaku(pile, rules)
    return {"dekiyaku": [{"id": y.id, "points": y.points} for y in found],
            "points": total(found), "card_points": card_points(pile)}

