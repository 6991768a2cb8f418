"""Hana-awase rule sets as data: every variant is a value of :class:`RuleSet`.

Three named sets. ``wikipedia`` (the default) is the table of Japanese Wikipedia's 花合わせ,
which the rule pages of AFS Games and the book『マンガで覚える図解花札の基本』(as summarised by
rinchar and sazano) give with the same values: sixteen yaku, card points settled against a par
of 88, every yaku paid by each other player. ``ameshima-nagashi`` is the same table played as
MAKING's 花合わせ JAPON plays it: four willow cards in one pile void every yaku of the deal.
``bakappana`` is the old game the name first meant (ばかっ花, "fool's flowers": Wikipedia's
history section): card points alone, no yaku. ``docs/hanaawase-rules.md`` cites the sources and
lists every choice made where they are silent.

>>> get_rules("wikipedia").yaku["goko"], get_rules("wikipedia").par(3)
(200, 88)
>>> get_rules("bakappana").yaku
mappingproxy({})
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from types import MappingProxyType
from typing import NamedTuple

from .. import terms
from ..hanafuda.cards import DECK, MONTH_MASKS, mask_of
from ..rulesets import Dispute, lookup, switch

DECK_POINTS = sum(c.points for c in DECK)  # 264: every card's face value
assert DECK_POINTS == 264

BRIGHTS = mask_of(c for c in DECK if c.kind == "bright")
RAINMAN = mask_of(["willow-rainman"])
WILLOW = MONTH_MASKS[10]
# The nine ribbons that count for Rokutan and Nanatan: every ribbon but the willow's.
RIBBONS = mask_of(c for c in DECK if c.kind == "ribbon" and c.flower != "willow")


class YakuSet(NamedTuple):
    """A yaku as data: ``need`` of the ``members`` cards (a mask) in one pile."""

    id: str
    members: int
    need: int


# Every yaku any rule set scores, in the order the tables list them (Wikipedia's order).
YAKU_SETS = (
    YakuSet("goko", BRIGHTS, 5),
    YakuSet("shiko", BRIGHTS & ~RAINMAN, 4),
    YakuSet("akatan", mask_of(["pine-ribbon", "plum-ribbon", "cherry-ribbon"]), 3),
    YakuSet("aotan", mask_of(["peony-ribbon", "chrysanthemum-ribbon", "maple-ribbon"]), 3),
    YakuSet("nanatan", RIBBONS, 7),
    YakuSet("rokutan", RIBBONS, 6),
    YakuSet("omote-sugawara", mask_of(["pine-crane", "plum-warbler", "cherry-curtain"]), 3),
    YakuSet("teppo", mask_of(["cherry-curtain", "pampas-moon", "chrysanthemum-sake"]), 3),
    YakuSet("matsukiribozu", mask_of(["pine-crane", "pampas-moon", "paulownia-phoenix"]), 3),
    YakuSet("inoshikacho", mask_of(["clover-boar", "maple-deer", "peony-butterflies"]), 3),
    YakuSet("hanami-zake", mask_of(["cherry-curtain", "chrysanthemum-sake"]), 2),
    YakuSet("tsukimi-zake", mask_of(["pampas-moon", "chrysanthemum-sake"]), 2),
    YakuSet("kusatan", mask_of(["wisteria-ribbon", "iris-ribbon", "clover-ribbon"]), 3),
    YakuSet("fujishima", MONTH_MASKS[3], 4),
    YakuSet("kirishima", MONTH_MASKS[11], 4),
    YakuSet("ameshima", WILLOW, 4),
)
YAKU_BY_ID = {y.id: y for y in YAKU_SETS}
YAKU_IDS = tuple(y.id for y in YAKU_SETS)
# A larger yaku pays instead of the smaller one inside it (Gokō holds a Shikō, seven ribbons
# six): the smaller is not paid beside it.
SUPERSEDES = MappingProxyType({"goko": ("shiko",), "nanatan": ("rokutan",)})


def _names(yaku: str) -> dict[str, str]:
    """A yaku's name in every language: Hana-awase's own section of the term tables first,
    then the family's shared yaku, then another game's section that names it (Nanatan, which
    it shares with Hachi-Hachi): the term tables say where a name lives, not this module."""
    for section in ("hanaawase", "yaku", *terms.sections()):
        try:
            found = terms.names(section).get(yaku)
        except KeyError:  # a section not written in every language is no yaku's
            continue
        if found:
            return found
    raise KeyError(yaku)


YAKU_NAMES: dict[str, dict[str, str]] = {y: _names(y) for y in YAKU_IDS}


class Yaku(NamedTuple):
    """A yaku made, and its value in points."""

    id: str
    points: int


def total(yaku) -> int:
    """The sum of some yaku's values."""
    return sum(y.points for y in yaku)


@dataclass(frozen=True)
class RuleSet:
    """Every switch the Hana-awase variants differ in.

    * ``yaku``: yaku id → points (a yaku missing from it is not scored).
    * ``settlement``: ``par`` — zero-sum: a seat's card points minus the par (264 shared out:
      88 for three seats, 132 for two), each of its yaku paid by every other seat; ``sum`` —
      card points plus yaku, the highest total wins (the old ばかっ花).
    * ``ameshima``: what four willow cards in one pile do: ``yaku`` (Ameshima, a yaku of its
      value) or ``void`` (雨島流し: no yaku is paid to anybody in that deal).
    * ``deals``: seats → (cards in each hand, cards on the field); the stock is the rest, and
      with these the hands and the stock run out together.
    * ``redeal_four_of_month``: four cards of a month on the opening field are dealt again.
    """

    name: str
    source: str
    yaku: MappingProxyType
    settlement: str = "par"
    ameshima: str = "yaku"
    deals: MappingProxyType[int, tuple[int, int]] = field(
        default_factory=lambda: MappingProxyType({3: (7, 6), 2: (10, 8)}))
    redeal_four_of_month: bool = True
    rounds: int = 12
    notes: tuple = ()

    def with_changes(self, **changes) -> RuleSet:
        """A variant of this rule set with some switches changed."""
        for key in ("yaku", "deals"):
            if key in changes:
                changes[key] = MappingProxyType(dict(changes[key]))
        return replace(self, **changes)

    def par(self, seats: int) -> int:
        """What each seat's card points are settled against: the deck's 264 shared out."""
        return DECK_POINTS // seats if self.settlement == "par" else 0

    @property
    def two_seat_deal(self) -> tuple[int, int]:
        return self.deals[2]


WIKIPEDIA = RuleSet(
    name="wikipedia",
    source="Japanese Wikipedia 花合わせ (values also in AFS Games' and rinchar's rule pages)",
    yaku=MappingProxyType({
        "goko": 200, "shiko": 60, "akatan": 40, "aotan": 40, "nanatan": 40, "rokutan": 30,
        "omote-sugawara": 30, "teppo": 30, "matsukiribozu": 20, "inoshikacho": 20,
        "hanami-zake": 20, "tsukimi-zake": 20, "kusatan": 20, "fujishima": 20,
        "kirishima": 20, "ameshima": 20}),
    notes=("Each yaku is paid by each other seat: with three seats a yaku's maker gains twice "
           "its value, the two others lose it once each.",),
)
AMESHIMA_NAGASHI = WIKIPEDIA.with_changes(
    name="ameshima-nagashi",
    source="MAKING Co., 花札 花合わせ JAPON (Ameshima-nagashi), values of Japanese Wikipedia",
    yaku={k: v for k, v in WIKIPEDIA.yaku.items() if k != "ameshima"},
    ameshima="void",
    notes=("Four willow cards in one pile void every yaku of the deal: only the card points "
           "are settled.",),
)
BAKAPPANA = WIKIPEDIA.with_changes(
    name="bakappana",
    source="Japanese Wikipedia 花合わせ, history: the old ばかっ花 counted card points alone",
    yaku={},
    settlement="sum",
    notes=("No yaku: the seat with the most card points wins the deal.",),
)

RULESETS: dict[str, RuleSet] = {r.name: r for r in (WIKIPEDIA, AMESHIMA_NAGASHI, BAKAPPANA)}
DEFAULT_RULES = "wikipedia"

# The points the sources answer differently (docs/hanaawase-rules.md, "How this site plays"),
# with the readings of sources that no rule set plays: a Shikō paid beside the Gokō that
# grew from it (Shiragiku Hanafuda, of Hachi-Hachi), a four-brights yaku with the rain man
# (雨四光, the Koi-Koi tables of Nintendo's rules), the two-seat deal of eight cards each and
# eight on the field (Wikipedia's other local rule), and Hiraya's misdeal on three willow cards
# on the field (FudaWiki).
DISPUTES = (
    switch("settlement"),
    Dispute("yaku-scored", lambda rules: bool(rules.yaku)),
    switch("ameshima"),
    Dispute("goko-keeps-shiko", lambda rules: False, unplayed=(True,)),
    Dispute("rain-four-brights", lambda rules: False, unplayed=(True,)),
    switch("two_seat_deal", unplayed=((8, 8),)),
    Dispute("three-willows-misdeal", lambda rules: False, unplayed=(True,)),
    # four to seven at a table (engine/hanafuda/sitout.py), or Wikipedia's four who all play
    Dispute("more-players", lambda rules: "sit-out", unplayed=("four-play",)),
)


def get_rules(name: str | RuleSet) -> RuleSet:
    """The named rule set (a rule set itself as it is).

    :raises UnknownRulesError: when there is none of that name.
    """
    return lookup(RULESETS, name, RuleSet)
