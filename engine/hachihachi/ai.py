"""The strong player: determinized Monte Carlo over what it cannot see.

It sees only its :class:`Observation`. To judge its legal actions it deals the unseen cards
(the two other hands and the stock, together) at random into a full state consistent with
what it sees (:func:`sample_state`), plays every candidate action out on that same deal with
the greedy policy for all three seats (common random numbers), and repeats. An action's worth
is the seat's points minus the mean of the others' (plus a bonus for winning the deal when the
scores are added up rather than paid). The
sage/shōbu call is judged the same way: sage is the settlement now, shōbu the mean of the
continuations. A fixed budget of rollouts (no clock, so the same seed gives the same game) is
shared evenly among the actions; it keeps a decision well under 200 ms of CPU time.
"""

from __future__ import annotations

import random

from ..hanafuda import DECIDE, deal_unseen
from ..hanafuda.cards import CARD_IDS, CARDS_BY_ID, mask_of
from ..hanafuda.deal import Deal
from ..hanafuda.matching import take_mask
from .dekiyaku import dekiyaku
from .rules import RuleSet, get_rules, total
from .scoring import SEATS
from .state import SAGE, Call, Observation, State

ROLLOUTS = 100  # per decision, shared among the legal actions
MIN_WORLDS = 4
WIN_BONUS = 20
YAKU_WEIGHT = 10  # a point of dekiyaku is worth ten card points to the greedy player


# The greedy player's measure, here so that the players import the search one way.
def action_value(pile: int, action, rules: RuleSet) -> float:
    """What a play or draw gains at once for the owner of ``pile``: ten per point of
    dekiyaku it adds (in the rule set's result unit), then the card points it takes;
    leaving a card on the field costs a hundredth of its value."""
    played = CARDS_BY_ID[action.card]
    if not action.take:
        return -played.points / 100
    gained = take_mask(action.take) | played.mask
    rise = rules.mon(total(dekiyaku(pile | gained, rules)) - total(dekiyaku(pile, rules)))
    return rise * YAKU_WEIGHT + played.points + sum(CARDS_BY_ID[c].points for c in action.take)


def sample_state(obs: Observation, rng: random.Random) -> State:
    """A full state agreeing with ``obs``, the unseen cards dealt at random. The dealt hands
    are unknown, so teyaku are left out: they pay the same whatever is played."""
    rules = get_rules(obs.rules)
    hands, stock = deal_unseen(obs, rng)
    past = 21 - obs.stock_size
    deal = Deal(obs.dealer, ((),) * SEATS, (), CARD_IDS[:past] + tuple(stock))
    piles = tuple(mask_of(p) for p in obs.piles)
    claimed = tuple(frozenset(y.id for y in d) for d in obs.dekiyaku)
    void = tuple(frozenset(y.id for y in dekiyaku(piles[s], rules)) - claimed[s]
                 for s in range(SEATS))
    return State(rules, deal, (0,) * SEATS, ((),) * SEATS, hands, mask_of(obs.field), past, piles,
                 obs.current, obs.phase, claimed, obs.shobu, void, obs.liable,
                 obs.multiplier, None, ())


def rollout_choice(state: State):
    """The greedy policy, without randomness: sage at once, else the most valuable action."""
    legal = state.legal_actions()
    if state.phase == DECIDE:
        return Call(SAGE)
    if len(legal) == 1:
        return legal[0]
    pile = state.piles[state.mover]
    return max(legal, key=lambda a: action_value(pile, a, state.rules))


def outcome_value(state: State, seat: int) -> float:
    """What a finished deal is worth to ``seat``: its margin over the others' mean, and a
    bonus for winning."""
    result = state.result
    assert result is not None, "only a finished deal has an outcome"
    points = result.points
    others = sum(points) - points[seat]
    win = WIN_BONUS if result.winner == seat and state.rules.settlement == "sum" else 0
    return points[seat] - others / (SEATS - 1) + win


def rollout(state: State, seat: int) -> float:
    while not state.is_over:
        state = state.apply(rollout_choice(state))
    return outcome_value(state, seat)


class MonteCarloPlayer:
    """Chooses the action with the best mean rollout over sampled hidden cards."""

    name = "strong"

    def __init__(self, rollouts: int = ROLLOUTS):
        self.rollouts = rollouts

    def evaluate_actions(self, obs: Observation, rng: random.Random) -> list[tuple[float, object]]:
        """Each legal action with its mean rollout value, best first (ties: the earlier
        action), the same search :meth:`choose` makes, for hints that show the ranking."""
        legal = obs.legal_actions
        if len(legal) == 1:
            return [(0.0, legal[0])]
        worlds = max(MIN_WORLDS, self.rollouts // len(legal))
        sums = [0.0] * len(legal)
        for _ in range(worlds):
            world = sample_state(obs, rng)
            for i, action in enumerate(legal):
                sums[i] += rollout(world.apply(action), obs.player)
        ranked = sorted(range(len(legal)), key=lambda i: (-sums[i], i))
        return [(sums[i] / worlds, legal[i]) for i in ranked]

    def choose(self, obs: Observation, rng: random.Random):
        return self.evaluate_actions(obs, rng)[0][1]

