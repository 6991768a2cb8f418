"""Koi-Koi rule sets as data: every variant is a value of :class:`RuleSet`.

Variants differ in numbers and switches, never in code paths. A named rule set is one such
value with a name; :func:`get_rules` looks one up.

>>> get_rules("nintendo").points["goko"]
10
>>> get_rules("online-15").points["goko"]
15
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from types import MappingProxyType

from engine import terms

from ..rulesets import lookup, switch

YAKU_IDS = ("goko", "shiko", "ame-shiko", "sanko", "hanami-zake", "tsukimi-zake",
            "inoshikacho", "tane", "akatan", "aotan", "akatan-aotan", "tanzaku", "kasu",
            "teshi", "kuttsuki")
HAND_YAKU = ("teshi", "kuttsuki")

# Names of the yaku in each language (engine/terms); descriptions live in the site's catalogues.
YAKU_NAMES: dict[str, dict[str, str]] = terms.names("yaku")

# How the viewing yaku (hanami-zake, tsukimi-zake) count.
VIEWING_MODES = ("on", "off", "with-other-yaku", "rain-cancels")


@dataclass(frozen=True)
class RuleSet:
    """Every switch that Koi-Koi variants differ in.

    ``points`` gives each yaku's base points; a yaku in ``bonus_per_card`` earns one more
    point for each card of its kind beyond the minimum (animals for tane and inoshikacho,
    ribbons for the ribbon yaku, chaff for kasu).
    """

    name: str
    source: str
    points: MappingProxyType
    bonus_per_card: frozenset
    sanko_with_rainman: bool = False  # does the rain man count towards Sankō?
    inoshikacho_absorbs_tane: bool = True  # Tane not scored separately beside Inoshikachō
    ribbons_absorb_tanzaku: bool = True  # Tanzaku not scored beside Akatan / Aotan
    combined_ribbons: bool = True  # Akatan + Aotan score as the one akatan-aotan yaku
    combined_ribbons_stack: bool = False  # akatan-aotan scores beside Akatan and Aotan
    sake_as_chaff: bool = True  # the sake cup counts as animal and as chaff
    viewing: str = "on"
    seven_doubles: bool = True  # a base of ``double_threshold`` or more is doubled
    double_threshold: int = 7
    koikoi_doubles: bool = True  # doubled when the opponent had called koi-koi
    multipliers_multiply: bool = True  # both: ×4 (multiply) or ×3 (add)
    max_koikoi: int | None = None  # calls allowed per player per hand; None: no limit
    choice_on_increase: bool = True  # choice whenever the total rises (else: new yaku only)
    last_card_claim: bool = True  # a yaku completed on the last turn can be claimed
    exhausted_dealer_points: int = 0  # what the dealer scores when nobody stops
    hand_yaku: bool = True  # teshi / kuttsuki at the deal win at once
    field_redeal_four_of_month: bool = True
    field_redeal_four_pairs: bool = False
    rounds: int = 12
    dealer_keeps_on_exhausted: bool = True  # otherwise the deal passes
    notes: tuple = field(default=())
    # Yaku worth other points once their owner has called koi-koi (yaku id: points).
    points_after_koikoi: MappingProxyType = field(default_factory=lambda: MappingProxyType({}))
    # What the stopper's own koi-koi calls add: entry n-1 for n calls, ("add", k) for k more
    # points or ("times", k) for the points times k; beyond the table the last entry's k grows
    # by one a call. Empty: the stopper's calls change nothing.
    own_koikoi_bonus: tuple = ()
    hand_redeal_four_of_month: bool = False  # a hand with four of a month is redealt
    # The stopper's points times the number of brights on the opening field (at least one):
    # Board Game Arena's "Bright Base Multiplier".
    bright_field: bool = False
    # A match as a stake: each player starts with this many points, a hand's points pass from
    # loser to winner, and the match ends once a player has 0 or fewer (or after ``rounds``).
    stake: int | None = None

    def with_changes(self, **changes) -> RuleSet:
        """A variant of this rule set with some switches changed."""
        if "points" in changes:
            changes["points"] = MappingProxyType(dict(changes["points"]))
        if "bonus_per_card" in changes:
            changes["bonus_per_card"] = frozenset(changes["bonus_per_card"])
        if "points_after_koikoi" in changes:
            changes["points_after_koikoi"] = MappingProxyType(dict(changes["points_after_koikoi"]))
        if "own_koikoi_bonus" in changes:
            changes["own_koikoi_bonus"] = tuple(tuple(e) for e in changes["own_koikoi_bonus"])
        return replace(self, **changes)

    def scored_yaku(self) -> tuple[str, ...]:
        """The yaku that can score under these rules, in table order."""
        out = []
        for y in YAKU_IDS:
            if y in ("hanami-zake", "tsukimi-zake") and self.viewing == "off":
                continue
            if y == "akatan-aotan" and not self.combined_ribbons:
                continue
            if y in HAND_YAKU and not self.hand_yaku:
                continue
            if self.points.get(y) is None:
                continue
            out.append(y)
        return tuple(out)


def _points(**kw) -> MappingProxyType:
    return MappingProxyType({k.replace("_", "-"): v for k, v in kw.items()})


_NINTENDO_POINTS = _points(goko=10, shiko=8, ame_shiko=7, sanko=5, hanami_zake=5,
                           tsukimi_zake=5, inoshikacho=5, tane=1, akatan=5, aotan=5,
                           akatan_aotan=10, tanzaku=1, kasu=1, teshi=6, kuttsuki=6)
_ALL_BONUS = frozenset({"inoshikacho", "tane", "akatan", "aotan", "akatan-aotan",
                        "tanzaku", "kasu"})

NINTENDO = RuleSet(
    name="nintendo",
    source="Nintendo's official Koi-Koi rules",
    points=_NINTENDO_POINTS,
    bonus_per_card=_ALL_BONUS,
)

# The seeds' stacking yaku (001, 000, 002): Tane beside Inoshikachō, Tanzaku beside Akatan and
# Aotan, and a per-card bonus on the counted yaku only.
_STACKING = {"bonus_per_card": {"tane", "tanzaku", "kasu"}, "inoshikacho_absorbs_tane": False,
             "ribbons_absorb_tanzaku": False}

# seeds/001: the Vietnamese Wikipedia article. Yaku stack (Akatan beside Tanzaku, Tane beside
# Inoshikachō), the set yaku have no per-card bonus, an exhausted hand gives the dealer 1 point
# and the deal, four of a month or four pairs on the field redeals.
WIKIPEDIA = NINTENDO.with_changes(
    **_STACKING,
    name="wikipedia",
    source="Vietnamese Wikipedia (Koi-Koi)",
    exhausted_dealer_points=1,
    field_redeal_four_pairs=True,
)

# seeds/000: a Vietnamese folk-games write-up. Any three brights make Sankō, the rain man
# included; no 7-point doubling; an exhausted hand is nagare (no points, dealer keeps the deal).
VIETNAM = NINTENDO.with_changes(
    **_STACKING,
    name="vietnam",
    source="Vietnamese folk-game guide (bài Hoa Hanafuda)",
    sanko_with_rainman=True,
    seven_doubles=False,
)

# seeds/002: the 15/10/8/6 table of many online games. Only the best bright yaku counts,
# Akatan and Aotan 6 each and scored separately, no viewing yaku, no multipliers, a single
# hand; after a koi-koi the total must rise again before the next choice.
ONLINE_15 = NINTENDO.with_changes(
    **_STACKING,
    name="online-15",
    source="Online Koi-Koi (15/10/8/6 table)",
    points=_points(goko=15, shiko=10, ame_shiko=8, sanko=6, inoshikacho=5, tane=1,
                   akatan=6, aotan=6, tanzaku=1, kasu=1, teshi=6, kuttsuki=6),
    viewing="off",
    combined_ribbons=False,
    seven_doubles=False,
    koikoi_doubles=False,
    field_redeal_four_pairs=True,
    rounds=1,
)

# seeds/004: the Chinese encyclopaedia entry (花札, Baidu Baike). Nintendo's table, with the
# viewing yaku left out unless agreed (we take them out) and koi-koi without limit.
BAIKE = NINTENDO.with_changes(
    name="baike",
    source="Chinese encyclopaedia entry (花札)",
    viewing="off",
)

# The PC game KoiKoi-Japan (Steam), as 200 of its recorded eight-round games show it (the
# MIT-licensed dataset of github.com/guansanghai/KoiKoi-AI, 1,579 rounds): the viewing yaku 1
# point, 3 once their owner has called koi-koi; Red & Blue Ribbons 10 on top of the two 5s; the
# stopper's own calls add 1, 2, 3 points, then double the score at 4 calls (×(calls − 2) after);
# no doubling at 7 nor for the opponent's koi-koi; no hand yaku, a hand or field with four of a
# month redealt; an exhausted hand gives the dealer 1 point; eight hands for a stake of 30.
KOIKOI_JAPAN = NINTENDO.with_changes(
    **_STACKING,
    name="koikoi-japan",
    source="KoiKoi-Japan, the PC game (its recorded games: github.com/guansanghai/KoiKoi-AI)",
    points=_points(goko=10, shiko=8, ame_shiko=7, sanko=5, hanami_zake=1, tsukimi_zake=1,
                   inoshikacho=5, tane=1, akatan=5, aotan=5, akatan_aotan=10, tanzaku=1,
                   kasu=1),
    points_after_koikoi=_points(hanami_zake=3, tsukimi_zake=3),
    combined_ribbons_stack=True,
    own_koikoi_bonus=(("add", 1), ("add", 2), ("add", 3), ("times", 2)),
    seven_doubles=False,
    koikoi_doubles=False,
    exhausted_dealer_points=1,
    hand_yaku=False,
    hand_redeal_four_of_month=True,
    rounds=8,
    stake=30,
)

# Nintendo's table with Board Game Arena's default multiplier: "each round starts with a
# 'Bright Base Multiplier' equal to the number of Bright Cards face-up on the table. The winner's
# points earned that round is multiplied by this number" (three brights: ×3; none: ×1).
BRIGHT_FIELD = NINTENDO.with_changes(
    name="bright-field",
    source="Nintendo's table with Board Game Arena's bright field multiplier",
    bright_field=True,
)

RULESETS: dict[str, RuleSet] = {r.name: r for r in (NINTENDO, WIKIPEDIA, VIETNAM, ONLINE_15,
                                                     BAIKE, KOIKOI_JAPAN, BRIGHT_FIELD)}
DEFAULT_RULES = "nintendo"

# The points the sources answer differently, each played by the named rule sets that read it so
# (the rules page's "how this site plays" table). Nobody here plays the sake cup as an animal
# only, a reading the rules page mentions.
DISPUTES = (*(switch(name) for name in (
    "sanko_with_rainman", "inoshikacho_absorbs_tane", "ribbons_absorb_tanzaku",
    "combined_ribbons", "viewing", "seven_doubles", "koikoi_doubles",
    "exhausted_dealer_points", "field_redeal_four_pairs", "rounds", "bright_field")),
    switch("sake_as_chaff", unplayed=(False,)))


def get_rules(name: str | RuleSet) -> RuleSet:
    """The named rule set (a rule set itself as it is).

    :raises UnknownRulesError: when there is none of that name.
    """
    return lookup(RULESETS, name, RuleSet)
