"""The yaku a captured pile makes, and its card points.

Every yaku stacks with the others, except that a larger one pays instead of the smaller one
it holds (Gokō instead of Shikō, Nanatan instead of Rokutan: :data:`.rules.SUPERSEDES`), and
what the rule set's stacking switches add (:attr:`.rules.RuleSet.supersedes`).

>>> from ..hanafuda.cards import mask_of
>>> [(y.id, y.points) for y in yaku_of(mask_of(["cherry-curtain", "chrysanthemum-sake",
...     "pampas-moon"]), "wikipedia")]
[('teppo', 30), ('hanami-zake', 20), ('tsukimi-zake', 20)]
>>> card_points(mask_of(["pine-crane", "willow-rainman"]))
40
"""

from __future__ import annotations

from functools import lru_cache

from ..hanafuda.cards import DECK, cards_in
from ..progress import Progress, progress
from .rules import (
    CHAFF,
    RULESETS,
    TEYAKU_CHAFF,
    TEYAKU_HAND,
    WILLOW,
    YAKU_SETS,
    RuleSet,
    Yaku,
    get_rules,
)

_POINTS = tuple(c.points for c in DECK)


def card_points(pile: int) -> int:
    """The face value of the cards in a pile (bright 20, animal 10, ribbon 5, chaff 1)."""
    return sum(_POINTS[c.index] for c in cards_in(pile))


def ameshima_void(piles, rules: RuleSet) -> bool:
    """Whether the deal's yaku are void: four willow cards in one pile, under ``void``."""
    return rules.ameshima == "void" and any(p & WILLOW == WILLOW for p in piles)


def yaku_of(pile: int, rules: RuleSet | str) -> tuple[Yaku, ...]:
    """The yaku of a captured pile (a card mask) under ``rules``, in table order."""
    rules = get_rules(rules)
    if RULESETS.get(rules.name) is rules:  # a named rule set: remembered (searches ask often)
        return _named(pile, rules.name)
    return _yaku_of(pile, rules)


@lru_cache(maxsize=1 << 18)
def _named(pile: int, name: str) -> tuple[Yaku, ...]:
    return _yaku_of(pile, RULESETS[name])


def _yaku_of(pile: int, rules: RuleSet) -> tuple[Yaku, ...]:
    values = rules.yaku
    made = [y.id for y in YAKU_SETS if y.id in values and (pile & y.members).bit_count() >= y.need]
    supersedes = rules.supersedes
    hidden = {small for big in made for small in supersedes.get(big, ())}
    return tuple(Yaku(y, values[y]) for y in made if y not in hidden)


def teyaku_of(hand: int, rules: RuleSet | str) -> tuple[Yaku, ...]:
    """The hand yaku of a dealt hand (a card mask) under ``rules``: only a hand of seven is
    read (two seats hold ten), and of Nanakasu and Rokukasu only the one it makes.

    >>> from ..hanafuda.cards import mask_of
    >>> teyaku_of(mask_of(["pine-chaff-1", "pine-chaff-2", "plum-chaff-1", "plum-chaff-2",
    ...     "cherry-chaff-1", "cherry-chaff-2", "willow-lightning"]), "local-rules")
    (Yaku(id='rokukasu', points=20),)
    """
    rules = get_rules(rules)
    if not rules.teyaku or hand.bit_count() != TEYAKU_HAND:
        return ()
    chaff = (hand & CHAFF).bit_count()
    return tuple(Yaku(t, rules.teyaku[t]) for t, n in TEYAKU_CHAFF.items()
                 if t in rules.teyaku and chaff == n)


def yaku_progress(pile: int, rules: RuleSet | str, gone: int = 0,
                  within: int = 2) -> list[Progress]:
    """The yaku ``pile`` is one to ``within`` cards from, leaving out those made and those the
    cards in ``gone`` (the rivals' piles) rule out; of a larger yaku and the smaller one it
    holds, only the next to make is shown."""
    rules = get_rules(rules)
    supersedes = rules.supersedes
    made = {y.id for y in yaku_of(pile, rules)}
    made |= {small for big in made for small in supersedes.get(big, ())}
    out = []
    for y in YAKU_SETS:
        if y.id in made or y.id not in rules.yaku:
            continue
        if any(y.id == big and not set(smalls) <= made for big, smalls in supersedes.items()):
            continue  # Gokō before Shikō is made: Shikō is the next step
        found = progress(y.id, pile, y.members, y.need, gone, within)
        if found:
            out.append(found)
    return out
