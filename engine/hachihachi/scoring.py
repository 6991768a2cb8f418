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

from ..hanafuda.cards import card, pile_of
from ..hanafuda.deal import Payment
from .dekiyaku import card_points, dekiyaku
from .rules import RuleSet, Yaku, get_rules, total
from .teyaku import bonus_chances, teyaku

SEATS = 3


class Settlement(NamedTuple):
    """What a deal is worth to each seat, and why (``payments`` line by line)."""

    points: tuple[int, ...]
    card_points: tuple[int, ...]
    teyaku: tuple[tuple[Yaku, ...], ...]
    dekiyaku: tuple[tuple[Yaku, ...], ...]
    special: tuple[tuple[Yaku, ...], ...]
    multiplier: int
    cards_settled: bool
    payments: tuple[Payment, ...] = ()


def field_multiplier(field: int, rules: RuleSet) -> int:
    """What the opening field multiplies every payment by: its largest bright's factor."""
    return max((m for cid, m in rules.field_brights.items() if field & card(cid).mask),
               default=1)


def fields(field: int, rules: RuleSet, carried: Sequence[int] = ()) -> tuple[int, tuple[int, ...]]:
    """(the deal's multiplier, the fields it carries to the next deals): under
    ``field_carry`` every field due — the ones ``carried`` from earlier deals and one for each
    bright of the opening ``field`` — largest first, the deal playing the first and handing
    on the rest; otherwise the field's largest bright, nothing carried.

    >>> full = get_rules("traditional-full")
    >>> fields(card("pine-crane").mask | card("cherry-curtain").mask, full)
    (2, (2,))
    >>> fields(card("pine-crane").mask, full, carried=(4,))
    (4, (2,))
    """
    if not rules.field_carry:
        return field_multiplier(field, rules), ()
    due = sorted((*carried, *(m for cid, m in rules.field_brights.items()
                              if field & card(cid).mask)), reverse=True)
    return (due[0], tuple(due[1:])) if due else (1, ())


def bonuses(rules: RuleSet, chances: Sequence, cards: Sequence[int],
            piles: Sequence[int]) -> tuple[tuple[Yaku, ...], ...]:
    """The teyaku bonuses earned by the end of the deal, by seat, from each seat's
    :func:`.teyaku.bonus_chances`: ぬけ役 when the seat's card points are over ``par``, 飛込み
    when its pile holds the triple's whole month."""
    out = []
    for s, chance in enumerate(chances):
        earned: tuple[Yaku, ...] = ()
        for bonus, month in chance:
            if bonus == "nuke" and cards[s] > rules.par:
                earned += (Yaku("nuke", rules.nuke_bonus),)
            elif bonus == "tobikomi" and piles[s] & month == month:
                earned += (Yaku("tobikomi", rules.tobikomi_bonus),)
        out.append(earned)
    return tuple(out)


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
           cards_settled: bool = True, announced: Sequence = (),
           chances: Sequence | None = None) -> Settlement:
    """Settle a deal from the dealt hands and captured piles (card masks) by seat.

    ``void[s]``: dekiyaku ids of seat ``s`` cancelled by a rival's after its shōbu;
    ``liable[s]``: the seat that alone pays seat ``s``'s dekiyaku for both (or None);
    ``cards_settled``: False after a sage, when only the yaku are paid;
    ``announced[s]``: the dekiyaku ids seat ``s`` announced at the end of an earlier turn (a
    Shikō among them is paid beside a later Gokō under ``goko_keeps_shiko``);
    ``chances[s]``: seat ``s``'s :func:`.teyaku.bonus_chances` (None: read from ``dealt``),
    its bonuses judged on the piles at the end whether or not the cards are settled, and paid
    as special yaku.
    """
    rules = get_rules(rules)
    seats = range(len(piles))
    void = void or [frozenset()] * len(piles)
    liable = liable or [None] * len(piles)
    announced = announced or [frozenset()] * len(piles)
    te = tuple(teyaku(h, rules) for h in dealt)
    de = tuple(tuple(y for y in dekiyaku(p, rules, announced[s]) if y.id not in void[s])
               for s, p in enumerate(piles))
    cards = tuple(card_points(p) for p in piles)
    sp = specials(cards, dealer, rules) if cards_settled else tuple(() for _ in seats)
    if chances is None:
        chances = [bonus_chances(h, rules) for h in dealt]
    sp = tuple(a + b for a, b in zip(sp, bonuses(rules, chances, cards, piles), strict=True))
    lines = payments(rules, te, de, sp, cards if cards_settled else None, liable)
    owed = [0] * len(piles)
    for line in lines:
        owed[line.seat] += line.amount
        if line.payer is not None:
            owed[line.payer] -= line.amount
    points = tuple(p * multiplier for p in owed)
    return Settlement(points, cards, te, de, sp, multiplier, cards_settled, lines)


def payments(rules: RuleSet, te, de, sp, cards, liable) -> tuple[Payment, ...]:
    """The settlement line by line, by seat: card points (``cards`` None: not settled), then
    teyaku, dekiyaku and special yaku.

    Under ``sum`` a seat adds its card points and yaku to its own score, and Sōhachi alone is
    paid to the dealer by each other seat; under ``par`` the card points count against
    ``par`` and each yaku is paid by each of the two others — a dekiyaku by the ``liable``
    seat alone, for both, after a lost shōbu.
    """
    seats = range(len(te))
    par = rules.settlement == "par"
    out: list[Payment] = []
    for s in seats:
        if cards is not None:
            out.append(Payment("cards", s, None, cards[s] - (rules.par if par else 0)))
        for group, made in (("teyaku", te[s]), ("dekiyaku", de[s]), ("special", sp[s])):
            for y in made:
                value = rules.mon(y.points)
                if group == "dekiyaku" and par and liable[s] is not None:
                    out.append(Payment(y.id, s, liable[s], 2 * value))
                elif par or y.id == "sohachi":
                    out += [Payment(y.id, s, o, value) for o in seats if o != s]
                else:
                    out.append(Payment(y.id, s, None, value))
    return tuple(out)


def score_pile(card_ids, rules: RuleSet | str) -> dict:
    """The dekiyaku and card points of a pile given as card ids (for the command line)."""
    pile = pile_of(card_ids)
    found = dekiyaku(pile, rules)
    return {"dekiyaku": [{"id": y.id, "points": y.points} for y in found],
            "points": total(found), "card_points": card_points(pile)}

