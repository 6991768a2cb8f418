"""Teyaku: what a dealt hand of seven cards holds, declared before the first play.

Two groups, at most one teyaku of each (a hand of 3 + 3 + 1 may score both its triples when
the rule set says so): by kinds — the hand is chaff but for one bright, animal or ribbon, or
two or more red ribbons, or all chaff — and by months — how the seven cards fall into months.

>>> [y.id for y in teyaku(mask_of(["pine-chaff-1", "plum-chaff-1", "cherry-chaff-1",
...     "iris-chaff-1", "peony-chaff-1", "clover-chaff-1", "maple-chaff-1"]), "seed-000")]
['karasu']
"""

from __future__ import annotations

from ..hanafuda.cards import DECK, MONTH_MASKS, mask_of
from .rules import NUKE_TEYAKU, RuleSet, Yaku, get_rules

WILLOW = MONTH_MASKS[10]


def _kind_mask(kind: str, ribbon: tuple[str, ...] = ()) -> int:
    return mask_of(c for c in DECK if c.kind == kind and (not ribbon or c.ribbon in ribbon))


BRIGHTS = _kind_mask("bright")
ANIMALS = _kind_mask("animal")
RIBBONS = _kind_mask("ribbon")
RED_RIBBONS = _kind_mask("ribbon", ("poetry-red", "plain-red"))
CHAFF = _kind_mask("chaff")


_KINDS: dict[bool, dict[str, int]] = {}


def kinds(rules: RuleSet) -> dict[str, int]:
    """Masks of the brights, animals, ribbons, red ribbons and chaff as yaku count them:
    with ``willow_as_chaff`` the four willow cards are chaff only."""
    found = _KINDS.get(rules.willow_as_chaff)
    if found is None:
        found = _KINDS[rules.willow_as_chaff] = _kinds(rules.willow_as_chaff)
    return found


def _kinds(willow_as_chaff: bool) -> dict[str, int]:
    out = {"bright": BRIGHTS, "animal": ANIMALS, "ribbon": RIBBONS, "red": RED_RIBBONS,
           "chaff": CHAFF}
    if willow_as_chaff:
        out = {k: m & ~WILLOW for k, m in out.items()}
        out["chaff"] |= WILLOW
    return out


def month_counts(hand: int) -> list[tuple[int, int]]:
    """(cards, month index) for every month the hand holds, most cards first."""
    counts = [((hand & m).bit_count(), i) for i, m in enumerate(MONTH_MASKS) if hand & m]
    return sorted(counts, reverse=True)


def kind_teyaku(hand: int, rules: RuleSet) -> tuple[Yaku, ...]:
    """The teyaku of the kinds group (at most one: they exclude each other)."""
    k = kinds(rules)
    chaff = (hand & k["chaff"]).bit_count()
    size = hand.bit_count()
    found: str | None
    if chaff == size:
        found = "karasu"
    elif chaff == size - 1:
        odd = hand & ~k["chaff"]
        found = ("pikaichi" if odd & k["bright"] else "toichi" if odd & k["animal"]
                 else "tanichi")
    else:
        red = k["red"] if rules.aka_ribbons == "red" else k["ribbon"]
        found = "aka" if chaff + (hand & red).bit_count() == size else None
    return (Yaku(found, rules.teyaku[found]),) if found else ()


def _triple(hand: int, month: int, rules: RuleSet) -> Yaku:
    cards = hand & MONTH_MASKS[month]
    standing = any(cards & s == cards for s in rules.tatesanbon_sets)
    name = "tatesanbon" if standing else "sanbon"
    return Yaku(name, rules.teyaku[name])


_PATTERNS = {(4, 3): "shiso", (4, 2, 1): "ichinishi", (3, 2, 2): "haneken",
             (2, 2, 2, 1): "kuttsuki"}


def _month_teyaku(hand: int, rules: RuleSet) -> tuple[tuple[Yaku, int], ...]:
    """The months group's teyaku, each with its month's mask (0 but for a triple)."""
    counts = month_counts(hand)
    pattern = tuple(n for n, _ in counts)
    name = _PATTERNS.get(pattern) or ("teshi" if pattern[:1] == (4,) else None)
    if name:
        return ((Yaku(name, rules.teyaku[name]), 0),)
    triples = sorted(((_triple(hand, m, rules), MONTH_MASKS[m]) for n, m in counts if n == 3),
                     key=lambda t: -t[0].points)
    return tuple(triples) if rules.triples_each else tuple(triples[:1])


def month_teyaku(hand: int, rules: RuleSet) -> tuple[Yaku, ...]:
    """The teyaku of the months group: the hand's pattern of months, or its triples."""
    return tuple(y for y, _ in _month_teyaku(hand, rules))


def bonus_chances(hand: int, rules: RuleSet | str) -> tuple[tuple[str, int], ...]:
    """The bonuses a dealt hand's teyaku may earn by the end of the deal, as (bonus id, mask):
    ``("nuke", 0)`` for an Aka, Tan'ichi, Toichi or Karasu under ``nuke_bonus``;
    ``("tobikomi", month)`` for each scored triple under ``tobikomi_bonus``, the mask of the
    month whose four cards its holder must capture. Public: teyaku are shown at the deal.

    >>> bonus_chances(mask_of(["pine-crane", "pine-ribbon", "pine-chaff-1", "plum-chaff-1",
    ...     "cherry-chaff-1", "iris-chaff-1", "maple-chaff-1"]), "traditional-full")[0][0]
    'tobikomi'
    """
    rules = get_rules(rules)
    if not hand or not (rules.nuke_bonus or rules.tobikomi_bonus):
        return ()
    out: list[tuple[str, int]] = []
    if rules.nuke_bonus:
        out += [("nuke", 0) for y in kind_teyaku(hand, rules) if y.id in NUKE_TEYAKU]
    if rules.tobikomi_bonus:
        out += [("tobikomi", m) for y, m in _month_teyaku(hand, rules)
                if y.id in ("sanbon", "tatesanbon")]
    return tuple(out)


def teyaku(hand: int, rules: RuleSet | str) -> tuple[Yaku, ...]:
    """Every teyaku of a dealt hand (a card mask), kinds group first."""
    rules = get_rules(rules)
    if not hand:
        return ()
    return kind_teyaku(hand, rules) + month_teyaku(hand, rules)
