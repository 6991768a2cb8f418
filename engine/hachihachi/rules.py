"""Hachi-Hachi rule sets as data: every variant is a value of :class:`RuleSet`.

Two named sets: ``seed-000`` is exactly the table of the Vietnamese folk-games guide (seed 000,
points added up, the highest total wins the deal); ``traditional`` is the kan-based game of the
Japanese references (fields that multiply every payment, the sage/shōbu choice after a
dekiyaku, card points settled against 88 each). ``docs/hachihachi-rules.md`` cites the sources
and lists every choice made where they are silent.

>>> get_rules("seed-000").teyaku["karasu"]
25
>>> get_rules("traditional").teyaku["karasu"], get_rules("traditional").unit
(4, 'kan')
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from types import MappingProxyType
from typing import NamedTuple

from .. import terms
from ..hanafuda.cards import MONTH_MASKS, mask_of
from ..rulesets import Dispute, lookup, switch

# Teyaku in two groups: by card kinds (the hand is chaff but for …) and by months (sets).
KIND_TEYAKU = ("karasu", "pikaichi", "toichi", "tanichi", "aka")
MONTH_TEYAKU = ("shiso", "ichinishi", "haneken", "teshi", "kuttsuki", "tatesanbon", "sanbon")
TEYAKU_IDS = ("sanbon", "tatesanbon", "aka", "tanichi", "toichi", "pikaichi", "kuttsuki",
              "karasu", "teshi", "haneken", "ichinishi", "shiso")
DEKIYAKU_IDS = ("akatan", "aotan", "inoshikacho", "nanatan", "shiko", "goko", "sujiroku",
                "sujishichi", "sujihachi", "sujiku")
SPECIAL_IDS = ("sohachi", "futahachi")  # judged on the card points at the end of a deal
# Bonuses on a teyaku judged at the end of the deal (ja.wikipedia 八八, 手役関係の備考): ぬけ役
# on the kinds teyaku a holder can hardly win with, 飛込み on a triple whose fourth card its
# holder captures.
BONUS_IDS = ("nuke", "tobikomi")
NUKE_TEYAKU = ("aka", "tanichi", "toichi", "karasu")
# The chaff ladder: 16, 17, 18 and 19 or more chaff captured (only the top rung counts).
SUJI_LADDER = ((19, "sujiku"), (18, "sujihachi"), (17, "sujishichi"), (16, "sujiroku"))

# Names in every language from the term tables: Hachi-Hachi's own yaku, then those it shares
# with Koi-Koi (Akatan, Aotan, Inoshikachō, Shikō, Gokō, Teshi).
YAKU_NAMES: dict[str, dict[str, str]] = {
    y: terms.names("hachihachi").get(y) or terms.names("yaku")[y]
    for y in (*TEYAKU_IDS, *DEKIYAKU_IDS, *SPECIAL_IDS, *BONUS_IDS)}

class Yaku(NamedTuple):
    """A teyaku, dekiyaku or special yaku and its value in the rule set's unit."""

    id: str
    points: int


def total(yaku) -> int:
    """The sum of some yaku's values."""
    return sum(y.points for y in yaku)


def _months(*numbers: int) -> tuple[int, ...]:
    return tuple(MONTH_MASKS[n - 1] for n in numbers)


PAULOWNIA_CHAFF = mask_of(["paulownia-chaff-1", "paulownia-chaff-2", "paulownia-chaff-3"])
FIELD_BRIGHTS_TRADITIONAL = MappingProxyType({
    "pine-crane": 2, "cherry-curtain": 2, "pampas-moon": 2,  # large field (大場)
    "willow-rainman": 4, "paulownia-phoenix": 4,  # grand field (絶場)
})


@dataclass(frozen=True)
class RuleSet:
    """Every switch the Hachi-Hachi variants differ in.

    ``teyaku``, ``dekiyaku`` and ``special`` give each yaku's value in ``unit``: ``points``
    (added to the card points) or ``kan`` (12 mon each, paid by each other player; a card
    point is one mon).

    * ``settlement``: ``sum`` — a seat's score is its card points plus its yaku, the highest
      score wins; ``par`` — zero-sum payments: card points minus ``par`` (88) each, every yaku
      paid by each of the two others.
    * ``willow_as_chaff``: the four willow cards count as chaff for teyaku and dekiyaku (their
      card points stay 20/10/5/1); ``goko_with_rainman`` keeps the rain man a bright for Gokō
      alone (else Gokō could never be made).
    * ``tatesanbon_sets``: card masks; three of a month inside one of them is a Tatesanbon.
    * ``aka_ribbons``: ``red`` (seed: red ribbons only) or ``any`` ribbon for Aka.
    * ``triples_each``: a hand of 3 + 3 + 1 scores each of its triples (二三本) rather than
      its best one; otherwise a hand scores at most one teyaku of each group.
    * ``sage_shobu``: after a new dekiyaku the maker chooses ``sage`` (stop: the deal ends,
      dekiyaku paid, cards not settled unless ``sage_settles_cards``) or ``shobu`` (go on: a
      rival's next dekiyaku voids the caller's, who alone pays the rival's for both).
    * ``goko_keeps_shiko``: False — a pile of all five brights pays Gokō alone; True — a
      Shikō announced at the end of an earlier turn is still paid when the rain man later
      completes Gokō (Shiragiku Hanafuda: "五光は四光とは別の役と見なされ"); a Gokō whose four
      brights came with the rain man pays Gokō alone either way.
    * ``field_brights``: bright card id → multiplier of every payment of the deal when that
      bright is on the opening field (the largest applies); empty: no multiplier.
    * ``field_carry``: the fields of the other brights on the opening field are not lost but
      carried to the following deals, one a deal, the largest first (Board Game Arena after
      the なかよし村 rules: "the second and subsequent big deal or great deal will be carried
      over to the next month"); a deal plays the largest of its own and the carried fields.
    * ``nuke_bonus``: ぬけ役 — added (in ``unit``) to an Aka, Tan'ichi, Toichi or Karasu whose
      holder ends the deal with more than ``par`` card points; ``tobikomi_bonus``: 飛込み —
      added to a Sanbon or Tatesanbon whose holder ends the deal with all four cards of its
      month captured. 0: not played. Both are paid as yaku, by each other seat.
    """

    name: str
    source: str
    unit: str
    teyaku: MappingProxyType
    dekiyaku: MappingProxyType
    special: MappingProxyType
    settlement: str = "sum"
    par: int = 88
    kan_mon: int = 12
    willow_as_chaff: bool = True
    goko_with_rainman: bool = True
    goko_keeps_shiko: bool = False
    tatesanbon_sets: tuple = ()
    aka_ribbons: str = "red"
    triples_each: bool = False
    futahachi_at: int = 168
    sage_shobu: bool = False
    sage_settles_cards: bool = False
    field_brights: MappingProxyType = field(default_factory=lambda: MappingProxyType({}))
    field_carry: bool = False
    nuke_bonus: int = 0
    tobikomi_bonus: int = 0
    redeal_four_of_month: bool = True
    rounds: int = 12
    notes: tuple = ()

    def with_changes(self, **changes) -> RuleSet:
        """A variant of this rule set with some switches changed."""
        for key in ("teyaku", "dekiyaku", "special", "field_brights"):
            if key in changes:
                changes[key] = MappingProxyType(dict(changes[key]))
        return replace(self, **changes)

    def mon(self, value: int) -> int:
        """A yaku value in the unit results are counted in (points, or mon for kan)."""
        return value * self.kan_mon if self.unit == "kan" else value


SEED_000 = RuleSet(
    name="seed-000",
    source="Vietnamese folk-game guide (bài Hoa Hanafuda, Hachi-Hachi section)",
    unit="points",
    teyaku=MappingProxyType({"sanbon": 10, "tatesanbon": 15, "aka": 15, "tanichi": 20,
                             "toichi": 20, "pikaichi": 20, "kuttsuki": 20, "karasu": 25,
                             "teshi": 30, "haneken": 30, "ichinishi": 35, "shiso": 50}),
    dekiyaku=MappingProxyType({"akatan": 35, "aotan": 35, "inoshikacho": 35, "nanatan": 50,
                               "shiko": 50, "goko": 75, "sujiroku": 50, "sujishichi": 60,
                               "sujihachi": 75, "sujiku": 100}),
    special=MappingProxyType({"sohachi": 50, "futahachi": 50}),
    # "three of April, May, July, or three chaff of November": with the willow counted as
    # chaff, any three willow cards are three chaff of November.
    tatesanbon_sets=_months(4, 5, 7, 11),
    notes=("Sōhachi: the dealer receives its value from each of the two others.",),
)

# The Japanese references count in kan (1 kan = 12 mon). Each value and its source is listed
# in docs/hachihachi-rules.md ("Values"): ja.wikipedia 八八 gives the teyaku (Tan'ichi, Toichi 3
# and Karasu 4 before the nuke bonus, which is not played; Haneken 7), Shiragiku Hanafuda the
# dekiyaku (Shikō and Nanatan 10, Gokō 12, Sujiroku 12 and two more a chaff card). The values
# no kan source was found for are the seed's points divided by five.
TRADITIONAL_TEYAKU = {"sanbon": 2, "tatesanbon": 3, "aka": 3, "tanichi": 3, "toichi": 3,
                      "pikaichi": 4, "kuttsuki": 4, "karasu": 4, "teshi": 6, "haneken": 7,
                      "ichinishi": 7, "shiso": 10}
TRADITIONAL_DEKIYAKU = {"akatan": 7, "aotan": 7, "inoshikacho": 7, "nanatan": 10, "shiko": 10,
                        "goko": 12, "sujiroku": 12, "sujishichi": 14, "sujihachi": 16,
                        "sujiku": 18}
TRADITIONAL = SEED_000.with_changes(
    name="traditional",
    source="Japanese references (八八: Wikipedia ja, Shiragiku Hanafuda, FudaWiki, BGA)",
    unit="kan",
    teyaku=TRADITIONAL_TEYAKU,
    dekiyaku=TRADITIONAL_DEKIYAKU,
    special={"sohachi": 10, "futahachi": 10},
    settlement="par",
    tatesanbon_sets=(*_months(4, 5, 7), PAULOWNIA_CHAFF),
    aka_ribbons="any",
    triples_each=True,
    sage_shobu=True,
    goko_keeps_shiko=True,
    field_brights=FIELD_BRIGHTS_TRADITIONAL,
    notes=("Sōhachi: the dealer receives its value from each of the two others.",
           "No bidding (all three seats play every deal) and no field carried to the next "
           "month."),
)

# The traditional game with the bonuses ja.wikipedia writes as "+1" beside the teyaku values (ぬけ
# 役 and 飛込み, 1 kan each) and the fields carried over as Board Game Arena plays them.
TRADITIONAL_FULL = TRADITIONAL.with_changes(
    name="traditional-full",
    source="Japanese references with every bonus (ja.wikipedia 八八: ぬけ役, 飛込み; Board Game "
           "Arena: fields carried over)",
    nuke_bonus=1,
    tobikomi_bonus=1,
    field_carry=True,
    notes=("Sōhachi: the dealer receives its value from each of the two others.",
           "No bidding (all three seats play every deal); the fields of a second bright on the "
           "opening field are carried to the next deals."),
)

RULESETS: dict[str, RuleSet] = {r.name: r for r in (SEED_000, TRADITIONAL, TRADITIONAL_FULL)}
DEFAULT_RULES = "traditional"


def _value(yaku: str):
    """A teyaku's value with its unit, as a dispute reads it."""
    return lambda rules: (rules.teyaku[yaku], rules.unit)


# The points the seed and the Japanese references answer differently or leave open
# (docs/hachihachi-rules.md, "How this site plays"), with the readings of a source that no rule
# set plays: Shiragiku Hanafuda's Aka of 2 kan, ja.wikipedia's Haneken of 8 (both "sometimes"),
# the regional Nisanbon of 6 kan, Shiragiku's Sujiroku that blows away its maker's teyaku, and
# a sage after which the cards are counted.
DISPUTES = (
    switch("aka_ribbons"),
    Dispute("aka-value", _value("aka"), unplayed=((2, "kan"),)),
    Dispute("haneken-value", _value("haneken"), unplayed=((8, "kan"),)),
    Dispute("tatesanbon", lambda rules: PAULOWNIA_CHAFF in rules.tatesanbon_sets),
    Dispute("two-triples", lambda rules: "each" if rules.triples_each else "best",
            unplayed=("bonus",)),
    switch("goko_keeps_shiko"),
    Dispute("sujiroku-teyaku", lambda rules: False, unplayed=(True,)),
    Dispute("field", lambda rules: bool(rules.field_brights)),
    switch("field_carry"),
    switch("nuke_bonus"),
    switch("tobikomi_bonus"),
    Dispute("tanichi-value", _value("tanichi")),
    Dispute("sohachi-value", lambda rules: (rules.special["sohachi"], rules.unit)),
    switch("sage_shobu"),
    switch("sage_settles_cards", unplayed=(True,)),
    # four to seven at a table (engine/hanafuda/sitout.py): what passes to those who sit out
    Dispute("more-players", lambda rules: "fees" if rules.settlement == "par" else "nothing",
            unplayed=("blank-card",)),
)


def get_rules(name: str | RuleSet) -> RuleSet:
    """The named rule set (a rule set itself as it is).

    :raises UnknownRulesError: when there is none of that name.
    """
    return lookup(RULESETS, name, RuleSet)
