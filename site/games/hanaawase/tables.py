"""The Hana-awase rules page's tables, built from the engine when drawn: the cards' points and
the par, every yaku with its cards and its value under each rule set (each a column), and the
rule sets' switches. Nothing is typed by hand, so the page cannot disagree with the game."""

from __future__ import annotations

from flask_babel import gettext as _
from website.core.choices import names
from website.core.words import and_list, gap, or_list

from engine.hanaawase.rules import (
    DECK_POINTS,
    DEFAULT_RULES,
    GRAND_FIELD,
    LARGE_FIELD,
    RULESETS,
    YAKU_IDS,
    YAKU_NAMES,
    YAKU_SETS,
    RuleSet,
)
from engine.hanaawase.state import deal
from engine.hanafuda.cards import DECK, KIND_POINTS, KINDS, cards_in
from engine.koikoi.rules import YAKU_IDS as KOIKOI_YAKU_IDS

SEATS = 3


def rulesets() -> list[RuleSet]:
    """The engine's named rule sets, in its order: the columns of the tables."""
    return list(RULESETS.values())


def yaku_name(yaku: str, lang: str) -> str:
    return YAKU_NAMES[yaku][lang]


def card_point_rows() -> dict:
    """Each kind's cards, value and subtotal; the deck's total and each player's share."""
    rows = [{"kind": k, "points": KIND_POINTS[k], "cards": [c for c in DECK if c.kind == k]}
            for k in KINDS]
    for row in rows:
        row["count"], row["subtotal"] = len(row["cards"]), len(row["cards"]) * row["points"]
    return {"rows": rows, "count": len(DECK), "total": DECK_POINTS, "seats": SEATS,
            "share": DECK_POINTS // SEATS}


def yaku_rows() -> list[dict]:
    """Every yaku any rule set scores: its cards, how many of them it needs, and its value
    under each rule set (None where that rule set does not score it)."""
    return [{"id": y.id, "cards": list(cards_in(y.members)), "need": y.need,
             "all": y.need == y.members.bit_count(),
             "by_rules": [r.yaku.get(y.id) for r in rulesets()]} for y in YAKU_SETS]


def local_rules(r: RuleSet, lang: str) -> list[str]:
    """The local rules a rule set plays (hand yaku, field multipliers, FUKE), each a phrase
    in the reader's language, from its switches."""
    out = []
    named = names(YAKU_NAMES, lang, ("large-field", "grand-field"))
    if r.teyaku:
        out.append(and_list(_("%(name)s: %(points)s") % {"name": named[t], "points": v}
                            for t, v in r.teyaku.items()))
    if r.field_multiplier:
        out.append(_("the %(large_field)s ×%(large)s, the %(grand_field)s ×%(grand)s") % {
            **named, "large": r.multiplier(LARGE_FIELD), "grand": r.multiplier(GRAND_FIELD)})
    if r.fuke:
        out.append(_("a tie at %(points)s card points or fewer") % {"points": r.fuke})
    return out


def ruleset_rows(lang: str = "en") -> list[dict]:
    """Each rule set's switches: how it settles, the par, what four willows do, the local
    rules it plays."""
    return [{"name": r.name, "settlement": r.settlement, "par": r.par(SEATS),
             "ameshima": r.ameshima if r.yaku else None, "yaku": len(r.yaku),
             "local": local_rules(r, lang)}
            for r in rulesets()]


def held() -> list[tuple[str, str]]:
    """(larger, smaller): every pair of yaku where each pile that makes the larger makes the
    smaller too (Gokō holds Shikō and Matsukiri-bōzu; Teppō both sake yaku; seven ribbons six)."""
    def whole(y) -> bool:
        return y.need == y.members.bit_count()
    return [(big.id, small.id) for big in YAKU_SETS for small in YAKU_SETS
            if big is not small and (
                (whole(big) and whole(small) and small.members & ~big.members == 0)
                or (big.members == small.members and big.need > small.need))]


def stacking(lang: str, rules: str = DEFAULT_RULES) -> str:
    """The rules page's sentence on which yaku stack, from the rule set's switches: the pairs
    where the larger is paid instead of the smaller (:attr:`RuleSet.supersedes`), and the
    pairs where one holds the other and both are paid."""
    r = RULESETS[rules]
    named = names(YAKU_NAMES, lang)
    hidden = {(big, small) for big, smalls in r.supersedes.items() for small in smalls}
    together: dict[tuple[str, ...], list[str]] = {}  # the smaller ones → the larger holding them
    for big in YAKU_IDS:
        smalls = tuple(s for b, s in held() if b == big and (b, s) not in hidden)
        if smalls:
            together.setdefault(smalls, []).append(big)
    paid = [_("%(big)s with %(small)s") % {"big": or_list(named[b.replace("-", "_")]
                                                          for b in bigs),
                                          "small": and_list(named[s.replace("-", "_")]
                                                            for s in smalls)}
            for smalls, bigs in together.items()]
    instead = [_("%(big)s instead of %(small)s") % {
        "big": named[big.replace("-", "_")],
        "small": or_list(named[s.replace("-", "_")] for s in smalls)}
        for big, smalls in r.supersedes.items()]
    text = _("Every yaku made is paid, even one that another holds: %(together)s.") % {
        "together": _("; ").join(paid)} if paid else ""
    return (text + gap(lang) if text else "") + _(
        "Only in these cases is the larger yaku paid instead of the smaller one inside it: "
        "%(instead)s.") % {"instead": and_list(instead)}


def _numbers() -> dict[str, int]:
    r = RULESETS["wikipedia"]
    hand, field = r.deals[SEATS]
    state = deal(r, seed=0)
    assert len(state.hand(0)) == hand and len(state.field_cards()) == field
    return {"seats": SEATS, "hand": hand, "field": field,
            "stock": len(DECK) - SEATS * hand - field, "deck": len(DECK),
            "deck-points": DECK_POINTS, "par": r.par(SEATS), "turns": SEATS * hand,
            "rounds": r.rounds, "two-hand": r.deals[2][0], "two-field": r.deals[2][1],
            "yaku": len(YAKU_IDS),
            "koikoi-yaku": sum(y in KOIKOI_YAKU_IDS for y in YAKU_IDS)}


NUMBER_NAMES = tuple(_numbers())


def number(name: str) -> int:
    """A number the text of the page uses (``[[hanaawase-number:hand]]``), from the engine."""
    return _numbers()[name]
