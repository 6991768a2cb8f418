"""How a turn ends, on bit masks: shared by the fast playouts (:mod:`.ai`) and the exact
endgame (:mod:`.endgame`), and checked in the tests against :meth:`State.apply`.

An outcome is (winner or None, points of seat 0, points of seat 1).
"""

from __future__ import annotations

from collections.abc import Sequence

from .rules import RuleSet
from .scoring import evaluate, pile_points, stop_points


def improved(before_turn: int, pile: int, claimed: int, rules: RuleSet,
             called: bool = False) -> bool:
    """Does a turn that took ``before_turn`` to ``pile`` offer a koi-koi choice? (The total
    rose above what was claimed, or, in the rule sets that say so, a new yaku was made.)
    ``called``: the pile's owner has called koi-koi."""
    if rules.choice_on_increase:
        return pile_points(pile, rules, called) > claimed
    before = {y.id for y in evaluate(before_turn, rules, called)}
    return any(y.id not in before for y in evaluate(pile, rules, called))


def stopped(p: int, piles: Sequence[int], koikoi: Sequence[int], rules: RuleSet) -> tuple[int, int, int]:
    """The outcome when ``p`` stops: its yaku with the multipliers."""
    base = pile_points(piles[p], rules, koikoi[p] > 0)
    points = stop_points(base, rules, koikoi[1 - p] > 0, koikoi[p])[2]
    return (p, points, 0) if p == 0 else (p, 0, points)


def exhausted(dealer: int, rules: RuleSet) -> tuple[None, int, int]:
    """The outcome when both hands run out without a stop."""
    points = rules.exhausted_dealer_points
    return (None, points, 0) if dealer == 0 else (None, 0, points)
