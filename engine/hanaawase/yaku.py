"""The yaku a captured pile makes, and its card points.

Every yaku stacks with the others, except that a larger one pays instead of the smaller one
it holds (Gokō instead of Shikō, Nanatan instead of Rokutan: :data:`.rules.SUPERSEDES`).

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
from .rules import RULESETS, SUPERSEDES, WILLOW, YAKU_SETS, RuleSet, Yaku, get_rules

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
    hidden = {small for big in made for small in SUPERSEDES.get(big, ())}
    return tuple(Yaku(y, values[y]) for y in made if y not in hidden)


def yaku_progress(pile: int, rules: RuleSet | str, gone: int = 0,
                  within: int = 2) -> list[Progress]:
    """The yaku ``pile`` is one to ``within`` cards from, leaving out those made and those the
    cards in ``gone`` (the rivals' piles) rule out; of a larger yaku and the smaller one it
    holds, only the next to make is shown."""
    rules = get_rules(rules)
    made = {y.id for y in yaku_of(pile, rules)}
    made |= {small for big in made for small in SUPERSEDES.get(big, ())}
    out = []
    for y in YAKU_SETS:
        if y.id in made or y.id not in rules.yaku:
            continue
        if any(y.id == big and not set(smalls) <= made for big, smalls in SUPERSEDES.items()):
            continue  # Gokō before Shikō is made: Shikō is the next step
        found = progress(y.id, pile, y.members, y.need, gone, within)
        if found:
            out.append(found)
    return out
