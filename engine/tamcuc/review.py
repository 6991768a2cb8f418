"""Analysis of a finished Tam Cúc deal (:mod:`engine.review` with Tam Cúc's judge and scale).

The judge is :mod:`engine.judge` with Tam Cúc's evaluator (:mod:`.judge`): the mean of what
the deal pays the seat in greedy playouts, in the table's points (the cards won over the par, or
the kết paid), plus a hundredth a card won. It ranks the strong player's candidates (one play per
kind of cards, a dozen calls at most); a play outside them is ranked with them, in the same
sampled deals.

Judged: trình làng (show or pass), calls, lays, and reveal or chui. Not judged: đi đêm offers and
replies, which the playouts never make or accept, so they have no value to compare.

Scale: the table's points grow as the seats fall (a kết đôi pays 12 points at two seats, 4 at
four; a card is a point at any count), and so do the losses the search finds, so the scale is
measured in kết đôi: an inaccuracy gives away a twelfth of one (a card, at two seats), a mistake a
quarter, and a loss of half a kết đôi leaves no accuracy. Measured on deals of a random player
against greedy ones, about half its moves are flagged; the strong player's, about one in ten.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..judge import Judge, judge_for
from ..review import Review, Scale, review_deal
from .rules import RuleSet
from .state import Action, State

JUDGED_PHASES = ("show", "call", "lay", "reveal")


def scale(rules: RuleSet, seats: int) -> Scale:
    """The loss thresholds in points, for a deal at ``seats`` under ``rules``."""
    ket_doi = rules.ket_table(seats)["ket-doi"]
    return Scale(inaccuracy=ket_doi / 12, mistake=ket_doi / 4, zero=ket_doi / 2)


def review_hand(states: list[State], actions: Sequence[Action], player: int,
                judge: Judge | None = None) -> Review:
    """Judge every show, call, lay and reveal of ``player`` that had a choice."""
    first = states[0]
    return review_deal(states, actions, player, judge or judge_for("tamcuc"),
                       scale(first.rules, first.seats),
                       judged=lambda state: state.phase in JUDGED_PHASES)
