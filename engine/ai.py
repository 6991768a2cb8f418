"""The strong computer player: determinized Monte Carlo over what it cannot see.

It sees only its :class:`Observation`. For each legal action it deals the unseen cards
(the opponent's hand and the stock) at random many times, plays each deal out with a quick
greedy policy for both sides, and keeps the action with the best mean point difference.
Stop or koi-koi is judged the same way: stopping is worth exactly what the pile scores now,
koi-koi is worth what the continuations score on average.
"""

from __future__ import annotations

import random

from .cards import CARDS_BY_ID, DECK, mask_of
from .koikoi import DECIDE, DRAW, STOP, Call, Deal, Observation, State
from .rules import get_rules
from .scoring import evaluate

_POINTS = tuple(c.points for c in DECK)


def sample_state(obs: Observation, rng: random.Random) -> State:
    """A full state consistent with ``obs``: the unseen cards dealt at random."""
    rules = get_rules(obs.rules)
    unseen = list(obs.unseen())
    rng.shuffle(unseen)
    me, opp = obs.player, 1 - obs.player
    opp_hand = unseen[:obs.opponent_hand_size]
    stock = unseen[obs.opponent_hand_size:]
    if obs.drawn:
        stock = [obs.drawn, *stock]
    # A synthetic deal: only the stock order and the dealer matter from here on.
    past = 24 - len(stock)
    padding = tuple(c.id for c in DECK)[:past]  # never read: stock_pos skips it
    deal = Deal(obs.dealer, ((), ()), (), padding + tuple(stock))
    hands = [0, 0]
    hands[me] = mask_of(obs.hand)
    hands[opp] = mask_of(opp_hand)
    piles = (mask_of(obs.piles[0]), mask_of(obs.piles[1]))
    claimed = tuple(sum(y.points for y in evaluate(piles[p], rules)) if obs.koikoi[p] else 0
                    for p in (0, 1))
    return State(rules, deal, tuple(hands), mask_of(obs.field), past, piles, obs.current,
                 obs.phase, obs.koikoi, claimed, None, ())


def _quick_choice(state: State):
    """The rollout policy: complete a yaku if it can, else take the most valuable cards;
    stop at the first yaku."""
    legal = state.legal_actions()
    if len(legal) == 1:
        return legal[0]
    first = legal[0]
    if isinstance(first, Call):
        return Call(STOP)
    rules = state.rules
    pile = state.piles[state.current]
    before = None
    best, best_value = first, -1e9
    for a in legal:
        if a.take:
            gained = _mask_of_action(a)
            value = sum(_POINTS[i] for i in _indices(gained))
            if before is None:
                before = _total(evaluate(pile, rules))
            if _total(evaluate(pile | gained, rules)) > before:
                value += 100
        else:
            value = -_POINTS[CARDS_BY_ID[a.card].index] / 100
        if value > best_value:
            best, best_value = a, value
    return best


_ACTION_MASKS: dict = {}


def _mask_of_action(a) -> int:
    m = _ACTION_MASKS.get(a)
    if m is None:
        m = _ACTION_MASKS[a] = mask_of((a.card, *a.take))
    return m


def _indices(mask: int):
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def _total(yaku) -> int:
    return sum(y.points for y in yaku)


def rollout(state: State) -> State:
    while not state.is_over:
        state = state.apply(_quick_choice(state))
    return state


WIN_WEIGHT = 100  # a won hand counts this much beside its point margin


def _margin(state: State, player: int) -> int:
    """What a finished hand is worth to ``player``: winning first, then the points."""
    result = state.result
    points = result.points
    won = 0 if result.winner is None else (1 if result.winner == player else -1)
    return WIN_WEIGHT * won + points[player] - points[1 - player]


class MonteCarloPlayer:
    """Determinized Monte Carlo; ``samples`` deals of the unseen cards per decision."""

    name = "strong"

    def __init__(self, samples: int = 120):
        self.samples = samples

    def evaluate_actions(self, obs: Observation, rng: random.Random) -> list[tuple[float, object]]:
        """Mean point margin of each legal action, best first."""
        legal = obs.legal_actions
        totals = [0.0] * len(legal)
        for _ in range(self.samples):
            state = sample_state(obs, rng)
            for i, action in enumerate(legal):
                totals[i] += _margin(rollout(state.apply(action)), obs.player)
        ranked = [(t / self.samples, a) for t, a in zip(totals, legal, strict=True)]
        ranked.sort(key=lambda pair: -pair[0])
        return ranked

    def choose(self, obs: Observation, rng: random.Random):
        legal = obs.legal_actions
        if len(legal) == 1:
            return legal[0]
        if obs.phase == DRAW and len({a.take for a in legal}) == 1:
            return legal[0]
        if obs.phase == DECIDE and not obs.hand:
            return Call(STOP)
        return self.evaluate_actions(obs, rng)[0][1]



class _StopAlways(MonteCarloPlayer):
    def choose(self, obs, rng):
        if obs.phase == DECIDE:
            return Call(STOP)
        return super().choose(obs, rng)
