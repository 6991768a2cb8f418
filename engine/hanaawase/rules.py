"""Hana-awase rule sets as data: every variant is a value of :class:`RuleSet`.

Four named sets. ``wikipedia`` (the default) is the table of Japanese Wikipedia's 花合わせ,
which the rule pages of AFS Games and the book『マンガで覚える図解花札の基本』(as summarised by
rinchar and sazano) give with the same values: sixteen yaku, card points settled against a par
of 88, every yaku paid by each other player. ``ameshima-nagashi`` is the same table played as
MAKING's 花合わせ JAPON plays it: four willow cards in one pile void every yaku of the deal.
``bakappana`` is the old game the name first meant (ばかっ花, "fool's flowers": Wikipedia's
history section): card points alone, no yaku. ``local-rules`` is the Wikipedia table with the
local rules sazano lists after a printed book and MAKING's FUKE: hand yaku of six or seven
chaff, the opening field's multiplier (大場 × 2, 絶場 × 3), and a tie when a seat ends with 20
card points or fewer. ``docs/hanaawase-rules.md`` cites the sources and lists every choice
made where they are silent.

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
# six): the smaller is not paid beside it, under every rule set. Every other pair of yaku that
# share cards is paid together unless a switch says otherwise (:attr:`RuleSet.supersedes`).
SUPERSEDES = MappingProxyType({"goko": ("shiko",), "nanatan": ("rokutan",)})
# What the two stacking switches add to it when they are off.
BRIGHTS_HIDE = MappingProxyType({"goko": ("matsukiribozu",), "shiko": ("matsukiribozu",)})
TEPPO_HIDES = MappingProxyType({"teppo": ("hanami-zake", "tsukimi-zake")})

# Hand yaku (teyaku), shown from the dealt hand of seven: how many of its cards are chaff. A
# willow card is never chaff here (FudaWiki's Hiraya: "Willow cards are not considered Chaff").
CHAFF = mask_of(c for c in DECK if c.kind == "chaff" and c.flower != "willow")
TEYAKU_CHAFF = MappingProxyType({"nanakasu": 7, "rokukasu": 6})
TEYAKU_HAND = 7  # the hand they are read from: three seats' (two seats hold ten: none)
# Field multipliers (大場 / 絶場, sazano): a bright on the opening field multiplies the deal.
GRAND_FIELD = mask_of(["willow-rainman", "paulownia-phoenix"])  # 絶場: × 3
LARGE_FIELD = mask_of(["pine-crane", "cherry-curtain", "pampas-moon"])  # 大場: × 2


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


TEYAKU_IDS = tuple(TEYAKU_CHAFF)
# The yaku's names, then the hand yaku's (a settlement's payments name either).
YAKU_NAMES: dict[str, dict[str, str]] = {y: _names(y) for y in (*YAKU_IDS, *TEYAKU_IDS)}


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
    * ``matsukiribozu_with_brights``: Matsukiri-bōzu is paid beside a Gokō or Shikō that holds
      its crane, moon and phoenix (off: the brights yaku pay instead of it, as FudaWiki's
      Hiraya stacks every yaku "except for the Brights Yaku").
    * ``teppo_with_sake``: Teppō is paid beside Hanami-zake and Tsukimi-zake (off: Teppō pays
      instead of the two sake yaku inside it).
    * ``teyaku``: hand yaku id → points, read from the dealt hand of seven and paid by each
      other seat (``nanakasu``: all seven cards chaff; ``rokukasu``: six of them).
    * ``field_multiplier``: the opening field multiplies every payment of the deal: × 3 with
      the rain man or the phoenix on it (絶場, the grand field), else × 2 with the crane, the
      curtain or the moon (大場, the large field).
    * ``fuke``: a seat whose card points are at most this makes the deal a tie, nobody paying
      anything (MAKING's FUKE: 20); 0: not played.
    """

    name: str
    source: str
    yaku: MappingProxyType
    settlement: str = "par"
    ameshima: str = "yaku"
    deals: MappingProxyType[int, tuple[int, int]] = field(
        default_factory=lambda: MappingProxyType({3: (7, 6), 2: (10, 8)}))
    redeal_four_of_month: bool = True
    matsukiribozu_with_brights: bool = True
    teppo_with_sake: bool = True
    teyaku: MappingProxyType = field(default_factory=lambda: MappingProxyType({}))
    field_multiplier: bool = False
    fuke: int = 0
    rounds: int = 12
    notes: tuple = ()

    def with_changes(self, **changes) -> RuleSet:
        """A variant of this rule set with some switches changed."""
        for key in ("yaku", "deals", "teyaku"):
            if key in changes:
                changes[key] = MappingProxyType(dict(changes[key]))
        return replace(self, **changes)

    def par(self, seats: int) -> int:
        """What each seat's card points are settled against: the deck's 264 shared out."""
        return DECK_POINTS // seats if self.settlement == "par" else 0

    @property
    def two_seat_deal(self) -> tuple[int, int]:
        return self.deals[2]

    @property
    def supersedes(self) -> dict[str, tuple[str, ...]]:
        """Yaku id → the smaller yaku it is paid instead of, under this rule set's switches."""
        out = {k: tuple(v) for k, v in SUPERSEDES.items()}
        extra = ({} if self.matsukiribozu_with_brights else dict(BRIGHTS_HIDE)) | (
            {} if self.teppo_with_sake else dict(TEPPO_HIDES))
        for big, smalls in extra.items():
            out[big] = out.get(big, ()) + smalls
        return out

    def multiplier(self, field: int) -> int:
        """What every payment of a deal is multiplied by, from its opening field (a mask)."""
        if not self.field_multiplier:
            return 1
        return 3 if field & GRAND_FIELD else 2 if field & LARGE_FIELD else 1


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

LOCAL_RULES = WIKIPEDIA.with_changes(
    name="local-rules",
    source="the local rules sazano123.com lists after『マンガで覚える図解花札の基本』(七カス / "
           "六カス, 大場 / 絶場), with toranpu.wiki's values for the hand yaku, and MAKING's FUKE",
    teyaku={"nanakasu": 30, "rokukasu": 20},
    field_multiplier=True,
    fuke=20,
    notes=("A dealt hand of seven chaff (Nanakasu) is paid 30 by each other seat, six chaff "
           "(Rokukasu) 20.",
           "The opening field multiplies every payment: × 3 with the rain man or the phoenix "
           "on it, else × 2 with the crane, the curtain or the moon.",
           "A seat with 20 card points or fewer makes the deal a tie: nobody pays."),
)

RULESETS: dict[str, RuleSet] = {r.name: r for r in (WIKIPEDIA, AMESHIMA_NAGASHI, BAKAPPANA,
                                                    LOCAL_RULES)}
DEFAULT_RULES = "wikipedia"

# The points the sources answer differently (docs/hanaawase-rules.md, "How this site plays"),
# with the readings of sources that no rule set plays: a Shikō paid beside the Gokō that
# grew from it (Shiragiku Hanafuda, of Hachi-Hachi), Matsukiri-bōzu not paid beside the
# brights yaku (FudaWiki's Hiraya), Teppō paid instead of the two sake yaku (no Hana-awase
# source we read; the reading Koi-Koi tables give the sake cup), a four-brights yaku with the
# rain man (雨四光, the Koi-Koi tables of Nintendo's rules), the two-seat deal of eight cards
# each and eight on the field (Wikipedia's other local rule), Hiraya's misdeal on three willow
# cards on the field (FudaWiki), the first dealer by the latest month (Wikipedia) or by janken
# (toranpu.wiki, wiki3), a deal that ends on a call (Koi-Koi's), and the willow cards counted
# as chaff (Hiraya counts none).
DISPUTES = (
    switch("settlement"),
    Dispute("yaku-scored", lambda rules: bool(rules.yaku)),
    switch("ameshima"),
    Dispute("goko-keeps-shiko", lambda rules: False, unplayed=(True,)),
    switch("matsukiribozu_with_brights", unplayed=(False,)),
    switch("teppo_with_sake", unplayed=(False,)),
    Dispute("rain-four-brights", lambda rules: False, unplayed=(True,)),
    Dispute("hand-yaku", lambda rules: bool(rules.teyaku)),
    switch("field_multiplier"),
    switch("fuke"),
    switch("two_seat_deal", unplayed=((8, 8),)),
    Dispute("three-willows-misdeal", lambda rules: False, unplayed=(True,)),
    Dispute("first-dealer", lambda rules: "earliest-month",
            unplayed=("latest-month", "janken")),
    Dispute("ends-on-call", lambda rules: False, unplayed=(True,)),
    Dispute("willow-chaff", lambda rules: False, unplayed=(True,)),
    # four to seven at a table (engine/hanafuda/sitout.py), or Wikipedia's four who all play
    Dispute("more-players", lambda rules: "sit-out", unplayed=("four-play",)),
)


def get_rules(name: str | RuleSet) -> RuleSet:
    """The named rule set (a rule set itself as it is).

    :raises UnknownRulesError: when there is none of that name.
    """
    return lookup(RULESETS, name, RuleSet)
