"""Dekiyaku: the sets a captured pile makes, and its card points.

Every dekiyaku stacks with the others, except that only the top rung of the chaff ladder
(Sujiroku … Sujiku) counts and that Gokō replaces Shikō — unless the rule set's
``goko_keeps_shiko`` pays a Shikō announced before it (``announced``) too. With the willow
counted as chaff, the willow ribbon is no ribbon for Nanatan, and the rain man is a bright for
Gokō alone.

>>> [(y.id, y.points) for y in dekiyaku(mask_of(["pine-ribbon", "plum-ribbon",
...     "cherry-ribbon"]), "seed-000")]
[('akatan', 35)]
>>> card_points(mask_of(["pine-crane", "willow-rainman"]))
40
"""

from __future__ import annotations

from functools import lru_cache

from ..hanafuda.cards import DECK, card, cards_in, mask_of
from ..progress import Progress, progress
from .rules import RULESETS, SUJI_LADDER, RuleSet, Yaku, get_rules
from .teyaku import BRIGHTS, kinds

POETRY = mask_of(c for c in DECK if c.ribbon == "poetry-red")
BLUE = mask_of(c for c in DECK if c.ribbon == "blue")
INOSHIKACHO = mask_of(["clover-boar", "maple-deer", "peony-butterflies"])
RAINMAN = card("willow-rainman").mask


def card_points(pile: int) -> int:
    """The face value of the cards in a pile (bright 20, animal 10, ribbon 5, chaff 1)."""
    return sum(c.points for c in cards_in(pile))


def dekiyaku(pile: int, rules: RuleSet | str, announced=frozenset()) -> tuple[Yaku, ...]:
    """The dekiyaku of a captured pile (a card mask), in table order.

    ``announced``: the dekiyaku ids the seat announced at the end of an earlier turn; under
    ``goko_keeps_shiko`` a Shikō among them is still paid beside the Gokō that followed it.
    """
    rules = get_rules(rules)
    shiko_first = rules.goko_keeps_shiko and "shiko" in announced
    if RULESETS.get(rules.name) is rules:  # a named rule set: remembered (searches ask often)
        return _named(pile, rules.name, shiko_first)
    return _dekiyaku(pile, rules, shiko_first)


@lru_cache(maxsize=1 << 18)
def _named(pile: int, name: str, shiko_first: bool = False) -> tuple[Yaku, ...]:
    return _dekiyaku(pile, RULESETS[name], shiko_first)


def _dekiyaku(pile: int, rules: RuleSet, shiko_first: bool = False) -> tuple[Yaku, ...]:
    k = kinds(rules)
    values = rules.dekiyaku
    found = []
    if pile & POETRY == POETRY:
        found.append("akatan")
    if pile & BLUE == BLUE:
        found.append("aotan")
    if pile & INOSHIKACHO == INOSHIKACHO:
        found.append("inoshikacho")
    if (pile & k["ribbon"]).bit_count() >= 7:
        found.append("nanatan")
    five = BRIGHTS if rules.goko_with_rainman else k["bright"]
    if pile & five == five and five.bit_count() == 5:
        found += ["shiko", "goko"] if shiko_first else ["goko"]
    elif pile & k["bright"] & ~RAINMAN == BRIGHTS & ~RAINMAN:
        found.append("shiko")
    chaff = (pile & k["chaff"]).bit_count()
    for need, name in SUJI_LADDER:
        if chaff >= need:
            found.append(name)
            break
    return tuple(Yaku(y, values[y]) for y in found if values.get(y) is not None)


def dekiyaku_progress(pile: int, rules: RuleSet | str, gone: int = 0,
                      within: int = 2) -> list[Progress]:
    """The dekiyaku ``pile`` is one to ``within`` cards from, under ``rules``, leaving out those
    made and those the cards in ``gone`` (the rivals' piles) rule out. Of the sets that grow
    from the same cards (Shikō then Gokō; the chaff ladder) only the next rung is shown."""
    rules = get_rules(rules)
    made = {y.id for y in dekiyaku(pile, rules)}
    k = kinds(rules)
    five = BRIGHTS if rules.goko_with_rainman else k["bright"]
    brights = ("goko", five, five.bit_count()) if made & {"shiko", "goko"} else (
        "shiko", BRIGHTS & ~RAINMAN, 4)
    chaff = (pile & k["chaff"]).bit_count()
    rung = next(((name, need) for need, name in reversed(SUJI_LADDER) if need > chaff), None)
    sets = [("akatan", POETRY, 3), ("aotan", BLUE, 3), ("inoshikacho", INOSHIKACHO, 3),
            ("nanatan", k["ribbon"], 7), brights]
    if rung:
        sets.append((rung[0], k["chaff"], rung[1]))
    out = []
    for name, members, need in sets:
        if name in made or rules.dekiyaku.get(name) is None:
            continue
        found = progress(name, pile, members, need, gone, within)
        if found:
            out.append(found)
    return out
