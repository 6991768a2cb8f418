"""Players: given what they may see (an :class:`Observation`), choose an action.

Players never receive the state itself, so a player cannot peek at the opponent's hand or
the stock order.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from ..errors import EngineError
from ..hanafuda.cards import CARDS_BY_ID, mask_of
from ..protocol import Player, RandomPlayer
from .rules import RuleSet
from .scoring import evaluate, pile_points, yaku_total
from .state import STOP, Call, Observation


def _pile_points(pile: int, rules: RuleSet) -> int:
    return yaku_total(evaluate(pile, rules))


def action_value(pile: int, action, rules: RuleSet,
                 pile_points: Callable[[int, RuleSet], int] = _pile_points) -> float:
    """The greedy value of a play or draw for the owner of ``pile``: ten per yaku point it
    adds, then the face values it takes; leaving a card on the field costs a hundredth of
    the card's value. ``pile_points`` may be a memoized ``_pile_points``."""
    if not action.take:
        return -CARDS_BY_ID[action.card].points / 100
    gained = mask_of((action.card, *action.take))
    cards_value = sum(CARDS_BY_ID[c].points for c in (action.card, *action.take))
    return (pile_points(pile | gained, rules) - pile_points(pile, rules)) * 10 + cards_value


def capture_value(obs: Observation, action) -> float:
    """How much an action gains at once: yaku points it completes, then card values."""
    if isinstance(action, Call):
        return 0.0
    return action_value(mask_of(obs.piles[obs.player]), action, obs.ruleset)


_GAINS: dict = {}  # action -> (mask of the cards it puts in the pile, their face value)
def _gain(action) -> tuple[int, float]:
    found = _GAINS.get(action)
    if found is None:
        if action.take:
            found = (mask_of((action.card, *action.take)),
                     sum(CARDS_BY_ID[c].points for c in (action.card, *action.take)))
        else:
            found = (0, -CARDS_BY_ID[action.card].points / 100)
        _GAINS[action] = found
    return found


def greedy_values(obs: Observation) -> list[float]:
    """:func:`action_value` of each legal play or draw, on memoized bit masks."""
    rules = obs.ruleset
    pile = obs.pile_masks[obs.player]
    base = pile_points(pile, rules)
    values = []
    for a in obs.legal_actions:
        gained, value = _GAINS.get(a) or _gain(a)
        if gained:
            value = (pile_points(pile | gained, rules) - base) * 10 + value
        values.append(value)
    return values


class GreedyPlayer:
    """Takes what is worth most now, and stops as soon as it has a yaku."""

    name = "greedy"

    def choose(self, obs: Observation, rng: random.Random):
        legal = obs.legal_actions
        if type(legal[0]) is Call:
            return Call(STOP)
        values = greedy_values(obs)
        best = max(values)
        return rng.choice([a for a, v in zip(legal, values, strict=True) if v == best])


class BeginnerPlayer:
    """A beginner: goes for the cards' face value without an eye for yaku, overlooks a
    capture about one time in three (plays a card that takes nothing instead), and never
    calls koi-koi."""

    name = "beginner"
    MISS = 1 / 3  # the chance of overlooking the captures in hand

    def choose(self, obs: Observation, rng: random.Random):
        legal = obs.legal_actions
        if type(legal[0]) is Call:
            return Call(STOP)
        if rng.random() < self.MISS:
            misses = [a for a in legal if not a.take]
            if misses:
                return rng.choice(misses)
        values = [_gain(a)[1] for a in legal]
        best = max(values)
        return rng.choice([a for a, v in zip(legal, values, strict=True) if v == best])


def _search(factory: str):
    """A level built by :mod:`.ai` (the search), imported when first asked for."""
    def make():
        from . import ai

        return getattr(ai, factory)()
    return make


# From the weakest up ("expert" thinks longer but is no stronger than "strong"); stored games
# and records name their players, so a name once used stays.
PLAYERS: dict[str, Callable[[], Player]] = {
    "random": RandomPlayer, "beginner": BeginnerPlayer, "greedy": GreedyPlayer,
    "intermediate": _search("intermediate"), "strong": _search("MonteCarloPlayer"),
    "expert": _search("expert")}


def register(name: str, factory: Callable[[], Player]) -> None:
    """Make a player available by name (the computer opponents add theirs)."""
    PLAYERS[name] = factory


def get_player(name: str) -> Player:
    """:raises EngineError: for an unknown player name."""
    try:
        return PLAYERS[name]()
    except KeyError:
        raise EngineError(f"unknown player: {name!r} (known: {', '.join(PLAYERS)})") from None
