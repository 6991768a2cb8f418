"""Tam Cúc rule sets: every variant the source names is a switch of a frozen :class:`RuleSet`.

The source (seed 003) is one Vietnamese article that contradicts itself in places; where it
is silent or contradicts itself we made a choice, listed in ``docs/tamcuc-rules.md`` and in
the docstring of :class:`RuleSet`.
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from typing import Any

from ..rulesets import lookup, switch
from .cards import RANK_BY_ID, mask_of

# The three ways the source removes cards for three players (all cards a player cannot tell
# apart are interchangeable, so we remove the highest-numbered copy).
REMOVALS_3P = {
    # section 2.1: "tướng ông, tướng bà, sĩ đen, sĩ đỏ, tốt đen" (27 cards, 9 each)
    "five-2.1": ("red-general", "black-general", "red-advisor-2", "black-advisor-2",
                 "black-soldier-5"),
    # intro and "cách chơi khác": "Tướng ông, tướng bà, 1 sĩ điều, 1 tốt đỏ và 1 tốt đen"
    "five-intro": ("red-general", "black-general", "red-advisor-2", "red-soldier-5",
                   "black-soldier-5"),
    # intro and "cách chơi khác": "một con Tốt đỏ và một con Tốt đen" (30 cards, 10 each)
    "two-soldiers": ("red-soldier-5", "black-soldier-5"),
}

SEAT_COUNTS = (2, 3, 4)
KET_KINDS = ("ket-doi", "ket-ba", "ket-tot-den", "de")


@dataclass(frozen=True)
class RuleSet:
    """One way to play Tam Cúc. Choices where the source is silent or contradicts itself:

    - Three players: ``removal_3p`` picks one of the source's three removals; the default is
      the intro's five cards (Tướng ông, Tướng bà, one Sĩ điều, one Tốt đỏ, one Tốt đen),
      which the source gives twice and which agrees with its "no ngũ tử with three".
    - First call: every rank above ``first_call_top`` is banned ("lấy tượng/xe cầm đầu"),
      so with three players and only two Tốt removed the Tướng is banned too. A play holding
      a banned card on the first call cannot win and is turned down as a chui (never shown).
    - The caller always reveals; a follower may reveal only a play that beats the best so
      far, and may always chui. When nobody can win (a banned lead, all others chui) the
      cards are all rác and the caller keeps the lead.
    - Trình làng happens between tricks (before the first call and after each trick), in
      seat order from the caller; ``shows`` says, per seat count and shape, when a shape may
      be shown and whether showing it seizes the deal (cướp cái). Shown cards count as won.
      A seizure gives the lead at once (``seize_takes_lead``) and the next deal
      (``seize_deals_next``).
    - Hands of different sizes (after a show): a call may not exceed the smallest hand in
      play; seats with no cards sit out; when one seat alone holds cards it takes them and
      the deal ends. Kết needs the true last trick, the one that empties every hand.
    - Kết: the last call wins or is beaten. A pair up to ``ket_pair_max`` ("Bài kết đôi cao
      nhất là Xe hồng") is kết đôi, any triple kết ba, black Tốt (pair, four, five) or any
      tứ tử / ngũ tử the 24/12/8 column. A beaten kết pays the one who beat it
      (``beaten_ket_to_beater``); red Tốt beating a black-Tốt call is đè, paid by the caller
      alone (``de_payer``). Losers pay the kết points less the cards they won, never less
      than nothing.
    - Without a kết: ``count_settlement`` "difference" pays each seat its cards won less the
      par (8, 3, 2 for 2, 3, 4 seats), zero-sum: when the cây do not add up to the marks (a
      trick nobody won, a show, thirty cards in three hands of ten) only the smaller side's
      total changes hands, a point at a time from the seat furthest from the par
      (:func:`engine.tamcuc.state.balance`). "unit": each seat below par pays each above 1.
    - Next dealer: the last seizer, else the kết winner, else the seat with most cards
      (ties: the first from the dealer on, so the dealer keeps the deal on a draw).
    - Bắt cái: seat 0 draws a card from the shuffled deck and counts from itself (Tướng = 0,
      Sĩ = 1, … Tốt = 6) around the table; the card goes back before the deal.
    - Đi đêm: each seat, in turn from the dealer, may offer ``night_cards`` face-down
      card(s) to another seat, who accepts with as many of its own or declines.
    """

    name: str
    source: str
    removal_3p: str = "five-intro"
    first_call_top: tuple[tuple[int, str], ...] = ((2, "elephant"), (3, "chariot"), (4, "elephant"))
    # (seats, shape, when: "first" = only before the first call | "any", seizes the deal)
    shows: tuple[tuple[int, str, str, bool], ...] = (
        (2, "four-soldiers", "first", False), (4, "four-soldiers", "first", False),
        (2, "five-soldiers", "any", True), (4, "five-soldiers", "any", True),
        (3, "four-soldiers", "any", True), (3, "five-soldiers", "any", True),
    )
    seize_takes_lead: bool = True
    seize_deals_next: bool = True
    ket_pair_max: str | None = "chariot"
    beaten_ket_to_beater: bool = True
    # kết đôi, kết ba, kết tốt đen / ngũ tử / tứ tử, tốt đỏ đè tốt đen
    ket_points: tuple[tuple[int, tuple[int, int, int, int]], ...] = (
        (2, (12, 18, 24, 48)), (3, (6, 9, 12, 24)), (4, (4, 6, 8, 16)))
    ket_less_cards: bool = True
    de_payer: str = "caller"  # or "losers": every loser pays, less its cards
    par: tuple[tuple[int, int], ...] = ((2, 8), (3, 3), (4, 2))
    count_settlement: str = "difference"  # or "unit": each seat below par pays each above it 1
    first_dealer: str = "bat-cai"  # or "seeded"
    ket_ba_triples: str = "any"  # or "chariot-cannon-horse": only Xe–Pháo–Mã makes kết ba
    shower_may_deal: bool = True  # False: a seat that showed cannot deal next on most cây
    night: bool = False
    night_cards: int = 1

    def removed(self, seats: int) -> int:
        """Mask of the cards taken out of the deck for this many seats."""
        return mask_of(REMOVALS_3P[self.removal_3p]) if seats == 3 else 0

    def banned_order(self, seats: int) -> int:
        """Ranks of a higher order than this cannot win the first call."""
        return RANK_BY_ID[dict(self.first_call_top)[seats]].order

    def show_rule(self, seats: int, shape: str) -> tuple[str, bool] | None:
        for n, s, when, seizes in self.shows:
            if n == seats and s == shape:
                return when, seizes
        return None

    def ket_table(self, seats: int) -> dict[str, int]:
        return dict(zip(KET_KINDS, dict(self.ket_points)[seats], strict=True))

    def par_for(self, seats: int) -> int:
        return dict(self.par)[seats]

    def switches(self) -> dict[str, Any]:
        return {f.name: getattr(self, f.name) for f in fields(self) if f.name not in ("name", "source")}


STANDARD = RuleSet(
    "standard", "Seed 003 (Bài Tam Cúc), with the intro's five-card removal for three players")
RULESETS = {
    r.name: r for r in (
        STANDARD,
        replace(STANDARD, name="section-2-1", removal_3p="five-2.1",
                source="Section 2.1's removal for three players: both Tướng, both Sĩ kinds, a Tốt đen"),
        replace(STANDARD, name="thirty-cards", removal_3p="two-soldiers",
                source="Three players keep 30 cards: only one Tốt đỏ and one Tốt đen removed"),
        replace(STANDARD, name="di-dem", night=True,
                source="Đi đêm agreed beforehand: one face-down card swapped by agreement"),
        replace(STANDARD, name="seeded-dealer", first_dealer="seeded",
                source="The first dealer drawn by the seed instead of bắt cái"),
        replace(STANDARD, name="word-for-word", ket_ba_triples="chariot-cannon-horse",
                shower_may_deal=False,
                source="Seed 003 word for word where the site reads it: kết ba only with "
                       "Xe–Pháo–Mã, and a tứ tử shower never deals next"),
    )
}
DEFAULT_RULES = "standard"

# The points the sources leave open or answer twice (docs/tamcuc-rules.md quotes the sources):
# every reading is played by a named rule set, the site's by the default.
DISPUTES = tuple(switch(name) for name in ("removal_3p", "ket_ba_triples", "shower_may_deal",
                                           "first_dealer", "night"))


def get_rules(name: str | RuleSet) -> RuleSet:
    """The named rule set (a rule set itself as it is).

    :raises UnknownRulesError: when there is none of that name.
    """
    return lookup(RULESETS, name, RuleSet)
