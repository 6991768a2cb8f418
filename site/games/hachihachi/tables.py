"""The Hachi-Hachi rules page's tables and worked example, built from the engine.

Every value is read from the rule sets in ``engine.hachihachi.rules.RULESETS`` when a table is
drawn (each rule set a column), and the worked example is a seeded deal played by the engine's
computer players and settled by :mod:`engine.hachihachi.scoring`: the page cannot disagree
with the game.
"""

from __future__ import annotations

import dataclasses
import random
from functools import lru_cache

from website.core import texts
from website.games.hachihachi import texts as game_texts

from engine import terms
from engine.hachihachi import deal
from engine.hachihachi.dekiyaku import BLUE, INOSHIKACHO, POETRY, RAINMAN, card_points
from engine.hachihachi.players import PLAYERS
from engine.hachihachi.rules import (
    BONUS_IDS,
    DEFAULT_RULES,
    DEKIYAKU_IDS,
    KIND_TEYAKU,
    MONTH_TEYAKU,
    RULESETS,
    SPECIAL_IDS,
    SUJI_LADDER,
    YAKU_NAMES,
    RuleSet,
)
from engine.hachihachi.scoring import SEATS
from engine.hachihachi.state import FIELD, HAND, STOCK
from engine.hachihachi.teyaku import kinds, teyaku
from engine.hanafuda.cards import DECK, KIND_POINTS, KINDS, MONTH_MASKS, MONTHS, cards_in

ALL_CARDS = (1 << len(DECK)) - 1
# Rule-set fields shown as values in their own tables, not as switches.
NOT_SWITCHES = ("name", "source", "teyaku", "dekiyaku", "special", "notes")
EXAMPLE_PLAYER = "greedy"  # the computer player of the worked example's three seats
EXAMPLE_SEEDS = 1000  # the example is the first seed below this that shows what it should


def rulesets() -> list[RuleSet]:
    """The engine's named rule sets, in its order: the columns of every table."""
    return list(RULESETS.values())


def yaku_name(yaku: str, lang: str) -> str:
    return YAKU_NAMES[yaku][lang]


def term(key: str, lang: str) -> str:
    return terms.term(lang, "game", key)


def _cards(mask: int) -> list:
    return list(cards_in(mask))


def signed(n: int) -> str:
    """A payment with its sign, a true minus: "+36", "−36"."""
    return f"+{n}" if n > 0 else f"−{-n}" if n < 0 else "0"


def value_text(value: int, rules: RuleSet, lang: str) -> str:
    """A yaku's value with its unit: "10" points, or "2 kan" under a kan rule set."""
    if rules.unit != "kan":
        return str(value)
    return f"{value}{term('kan', lang)}" if lang == "zh" else f"{value} {term('kan', lang)}"


# ---------------------------------------------------------------- card points


def card_point_rows() -> dict:
    """Each kind's cards, value and subtotal; the deck's total and each player's share."""
    rows = []
    for kind in KINDS:
        mask = sum(c.mask for c in DECK if c.kind == kind)
        rows.append({"kind": kind, "points": KIND_POINTS[kind], "count": mask.bit_count(),
                     "subtotal": card_points(mask), "cards": _cards(mask)})
    total = card_points(ALL_CARDS)
    return {"rows": rows, "count": len(DECK), "total": total, "seats": SEATS,
            "share": total // SEATS}


# ---------------------------------------------------------------- teyaku


def _month_names(mask: int, lang: str) -> str:
    """A Tatesanbon set by name: a whole month by its flower, a month's chaff, or its cards."""
    for month, m in zip(MONTHS, MONTH_MASKS, strict=True):
        if mask == m:
            return month.name(lang)
        if mask & m == mask and all(c.kind == "chaff" for c in cards_in(mask)):
            return str(game_texts.MONTH_CHAFF % {"month": month.name(lang)})
    return texts.LIST_SEP[lang].join(c.spoken_name(lang) for c in cards_in(mask))


def teyaku_detail(yaku: str, rules: RuleSet, lang: str) -> str:
    """What of a teyaku depends on the rule set: Tatesanbon's months, Aka's ribbons."""
    if yaku == "tatesanbon":
        sets = texts.LIST_SEP[lang].join(_month_names(m, lang) for m in rules.tatesanbon_sets)
        return str(game_texts.TATESANBON % {"sets": sets})
    if yaku == "aka":
        return str(game_texts.AKA_RIBBONS[rules.aka_ribbons])
    return ""


def _hand_patterns() -> list[tuple[int, ...]]:
    """Every way seven cards fall into months (at most four of a month), most cards first."""
    out = []

    def split(left, most, parts):
        if not left:
            out.append(tuple(parts))
        for n in range(min(left, most), 0, -1):
            split(left - n, n, [*parts, n])
    split(7, 4, [])
    return out


def _example_hands(sets: tuple[RuleSet, ...]) -> dict[str, int]:
    """A dealt hand for each teyaku holding that teyaku alone under every rule set: the first
    found by a seeded random search the engine judges."""
    rng = random.Random(88)
    patterns = _hand_patterns()
    wanted = set(KIND_TEYAKU) | set(MONTH_TEYAKU)
    found: dict[str, int] = {}
    for _ in range(200_000):
        months = rng.sample(range(12), 7)
        hand = 0
        for month, n in zip(months, rng.choice(patterns), strict=False):
            hand |= sum(c.mask for c in rng.sample(_cards(MONTH_MASKS[month]), n))
        ids = {tuple(y.id for y in teyaku(hand, r)) for r in sets}
        if len(ids) == 1 and len(only := ids.pop()) == 1 and only[0] not in found:
            found[only[0]] = hand
            if set(found) == wanted:
                break
    return found


_EXAMPLES: dict[str, dict[str, int]] = {}


def example_hands() -> dict[str, int]:
    """:func:`_example_hands` for the current rule sets, remembered per rule sets."""
    sets = tuple(rulesets())
    key = repr(sets)
    if key not in _EXAMPLES:
        _EXAMPLES[key] = _example_hands(sets)
    return _EXAMPLES[key]


def teyaku_rows(lang: str) -> list[dict]:
    """The two groups of teyaku, each yaku with its value under each rule set and a hand."""
    hands = example_hands()
    groups = []
    for group, ids in (("kinds", KIND_TEYAKU), ("months", MONTH_TEYAKU)):
        rows = []
        for y in sorted(ids, key=lambda y: [r.teyaku[y] for r in rulesets()]):
            details = [teyaku_detail(y, r, lang) for r in rulesets()]
            rows.append({"id": y, "description": str(game_texts.TEYAKU_DESCRIPTIONS[y]),
                         "values": [value_text(r.teyaku[y], r, lang) for r in rulesets()],
                         "details": details if any(details) else [],
                         "hand": _cards(hands.get(y, 0))})
        groups.append({"group": group, "rows": rows})
    return groups


# ---------------------------------------------------------------- dekiyaku


def dekiyaku_cards(yaku: str, rules: RuleSet) -> list:
    """The cards a dekiyaku is made of under ``rules`` (none for the chaff ladder)."""
    k = kinds(rules)
    masks = {"akatan": POETRY, "aotan": BLUE, "inoshikacho": INOSHIKACHO,
             "nanatan": k["ribbon"], "shiko": k["bright"] & ~RAINMAN,
             "goko": k["bright"] | (RAINMAN if rules.goko_with_rainman else 0)}
    return _cards(masks.get(yaku, 0))


def dekiyaku_description(yaku: str, rules: RuleSet) -> str:
    ladder = dict((name, need) for need, name in SUJI_LADDER)
    if yaku in ladder:
        top = ladder[yaku] == max(ladder.values())
        text = game_texts.CHAFF_OR_MORE if top else game_texts.CHAFF_EXACTLY
        return str(text % {"n": ladder[yaku]})
    return str(game_texts.DEKIYAKU_DESCRIPTIONS[yaku])


def special_description(yaku: str, rules: RuleSet) -> str:
    return str(game_texts.SPECIAL_DESCRIPTIONS[yaku] % {"par": rules.par, "at": rules.futahachi_at})


def dekiyaku_rows(lang: str) -> list[dict]:
    """Each dekiyaku and special yaku with its value under each rule set, and its cards."""
    first = rulesets()[0]
    rows = [{"id": y, "description": dekiyaku_description(y, first),
             "values": [value_text(r.dekiyaku[y], r, lang) if y in r.dekiyaku else None
                        for r in rulesets()],
             "cards": dekiyaku_cards(y, first)} for y in DEKIYAKU_IDS]
    rows += [{"id": y, "description": special_description(y, first), "special": True,
              "values": [value_text(r.special[y], r, lang) if y in r.special else None
                         for r in rulesets()], "cards": []} for y in SPECIAL_IDS]
    return rows


# ---------------------------------------------------------------- fields


FIELD_TERMS = ("small-field", "large-field", "grand-field")


def field_name(multiplier: int, rules: RuleSet, lang: str) -> str:
    """Small, large or grand field: the rank of ``multiplier`` among the rule set's."""
    if not rules.field_brights:
        return ""
    ranks = sorted({1, *rules.field_brights.values()})
    return term(FIELD_TERMS[min(ranks.index(multiplier), len(FIELD_TERMS) - 1)], lang)


def field_rows(lang: str) -> list[dict]:
    """Per bright on the opening field: the multiplier under each rule set; last, no bright."""
    brights = [c for c in DECK if c.kind == "bright"]
    rows = []
    for card in [*brights, None]:
        cells = []
        for r in rulesets():
            m = r.field_brights.get(card.id, 1) if card else 1
            cells.append({"multiplier": m, "name": field_name(m, r, lang)})
        rows.append({"card": card, "cells": cells})
    return rows


# ---------------------------------------------------------------- rule sets, settlement


def switches() -> list[str]:
    return [f.name for f in dataclasses.fields(RuleSet) if f.name not in NOT_SWITCHES]


def switch_value(rules: RuleSet, field: str, lang: str) -> str:
    value = getattr(rules, field)
    if field == "tatesanbon_sets":
        return texts.LIST_SEP[lang].join(_month_names(m, lang) for m in value)
    if field == "field_brights":
        if not value:
            return str(texts.NO)
        by = {}
        for cid, m in value.items():
            by.setdefault(m, []).append(next(c for c in DECK if c.id == cid).name(lang))
        return "; ".join(f"×{m}: " + texts.LIST_SEP[lang].join(names)
                         for m, names in sorted(by.items()))
    if isinstance(value, bool):
        return str(texts.YES if value else texts.NO)
    if field in ("nuke_bonus", "tobikomi_bonus"):
        return "+" + value_text(value, rules, lang) if value else str(texts.NO)
    if field == "unit" and value == "kan":
        return term("kan", lang)
    if (field, value) in game_texts.SWITCH_VALUES:
        return str(game_texts.SWITCH_VALUES[field, value])
    return str(value)


def ruleset_rows(lang: str) -> dict:
    """Every switch of every rule set side by side."""
    sets = rulesets()
    return {"sets": [r.name for r in sets],
            "rows": [(f, [switch_value(r, f, lang) for r in sets]) for f in switches()]}


def settlement_steps(rules: RuleSet) -> list[str]:
    """How a deal is settled under ``rules``, step by step, with the rule set's numbers."""
    numbers = {"par": rules.par, "mon": rules.kan_mon, "at": rules.futahachi_at,
               "seats": SEATS - 1, "sohachi": rules.mon(rules.special.get("sohachi", 0)),
               "nuke": rules.nuke_bonus, "tobikomi": rules.tobikomi_bonus}
    keys = [f"{rules.settlement}-cards", f"{rules.settlement}-yaku", "sohachi"]
    keys += [k for k in ("nuke", "tobikomi") if getattr(rules, f"{k}_bonus")]
    if rules.field_brights:
        keys.append("field")
    if rules.field_carry:
        keys.append("carry")
    if rules.sage_shobu:
        keys += ["sage-cards" if rules.sage_settles_cards else "sage", "shobu"]
    keys.append(f"{rules.settlement}-winner")
    return [str(game_texts.SETTLEMENT_STEPS[k] % numbers) for k in keys]


# ---------------------------------------------------------------- the worked example


def _play(rules: RuleSet, seed: int):
    """A deal of ``seed`` played to its end by three computer players: every state."""
    state = deal(rules, seed=seed)
    rng = random.Random(seed)
    player = PLAYERS[EXAMPLE_PLAYER]()
    states = [state]
    while not state.is_over:
        state = state.apply(player.choose(state.observation(state.current), rng))
        states.append(state)
    return states


def shows_everything(state, rules: RuleSet) -> bool:
    """A deal worth explaining: a teyaku and a dekiyaku paid, the cards settled, under a
    rule set with fields a field that multiplies, and under one with teyaku bonuses a bonus
    earned."""
    s = state.result.settlement
    bonus = any(y.id in BONUS_IDS for made in s.special for y in made)
    return (any(s.teyaku) and any(s.dekiyaku) and s.cards_settled
            and (s.multiplier > 1 or not rules.field_brights)
            and (bonus or not (rules.nuke_bonus or rules.tobikomi_bonus)))


@lru_cache(maxsize=8)
def example_seed(rules_name: str) -> int:
    """The first seed whose deal :func:`shows_everything` (a small search, remembered)."""
    rules = RULESETS[rules_name]
    for seed in range(EXAMPLE_SEEDS):
        if shows_everything(_play(rules, seed)[-1], rules):
            return seed
    raise LookupError(f"no seed below {EXAMPLE_SEEDS} makes a full example for {rules_name}")


def example(rules_name: str, lang: str) -> dict:
    """The worked example: the deal, what each seat declared and captured, and the
    settlement line by line as the engine paid it."""
    rules = RULESETS[rules_name]
    seed = example_seed(rules_name)
    states = _play(rules, seed)
    first, last = states[0], states[-1]
    s = last.result.settlement
    calls = [e for st in states for e in st.events if e.kind in ("sage", "shobu", "void")]
    lines = []
    for p in s.payments:
        amounts = [0] * SEATS
        amounts[p.seat] += p.amount
        if p.payer is not None:
            amounts[p.payer] -= p.amount
        lines.append({"payment": p, "amounts": amounts,
                      "label": payment_label(p, rules, s, lang)})
    sums = [sum(line["amounts"][seat] for line in lines) for seat in range(SEATS)]
    return {
        "rules": rules, "seed": seed, "dealer": first.deal.dealer, "player": EXAMPLE_PLAYER,
        "hands": [_cards(h) for h in first.dealt], "field": _cards(sum(
            c.mask for c in DECK if c.id in first.deal.field)),
        "piles": [_cards(p) for p in last.piles], "card_points": s.card_points,
        "teyaku": s.teyaku, "dekiyaku": s.dekiyaku, "special": s.special,
        "multiplier": s.multiplier, "field_name": field_name(s.multiplier, rules, lang),
        "calls": calls, "reason": last.result.reason, "lines": lines, "sums": sums,
        "points": last.result.points, "winner": last.result.winner,
        "total_cards": sum(s.card_points), "total_points": sum(last.result.points),
    }


def payment_label(p, rules: RuleSet, s, lang: str, seats=None) -> str:
    """One payment in words: what it is for and, when it is paid by another seat, by whom
    (by number, or with ``seats`` by the seat's name at the table: "paid by Computer 1")."""
    if p.reason == "cards":
        if rules.settlement == "par":
            return str(game_texts.PAY_CARDS_PAR % {"points": s.card_points[p.seat], "par": rules.par})
        return str(game_texts.PAY_CARDS_SUM)
    groups = {y.id: y for made in (s.teyaku[p.seat], s.dekiyaku[p.seat], s.special[p.seat])
              for y in made}
    value = groups[p.reason].points
    name = yaku_name(p.reason, lang)
    if rules.unit == "kan":
        what = game_texts.PAY_KAN % {"name": name, "kan": value, "mon": rules.mon(value)}
    else:
        what = name
    if p.payer is None:
        return str(what)
    both = p.amount != rules.mon(value)  # after a lost shōbu: one seat pays for both
    if seats is not None:
        text = game_texts.PAY_BY_BOTH if both else game_texts.PAY_BY
        return str(text % {"what": what, "who": seats.name(p.payer)})
    text = game_texts.PAY_FROM_BOTH if both else game_texts.PAY_FROM
    return str(text % {"what": what, "payer": p.payer + 1})


# ---------------------------------------------------------------- numbers in the text


def _numbers() -> dict[str, int]:
    default, kan = RULESETS[DEFAULT_RULES], next(r for r in rulesets() if r.unit == "kan")
    return {"seats": SEATS, "hand": HAND, "field": FIELD, "stock": STOCK, "turns": HAND * SEATS,
            "deck": len(DECK), "deck-points": card_points(ALL_CARDS), "par": default.par,
            "futahachi": default.futahachi_at, "kan-mon": kan.kan_mon, "rounds": default.rounds}


NUMBER_NAMES = tuple(_numbers())


def number(name: str) -> int:
    """A number the text of the page uses (``[[hachihachi-number:hand]]``), from the engine."""
    return _numbers()[name]
