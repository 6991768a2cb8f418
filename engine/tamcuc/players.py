"""Tam Cúc computer players: ``random``, ``greedy`` and ``strong``.

Each gets only an :class:`Observation` (its own cards, what was turned face up, counts of the
rest) and returns one of ``obs.legal_actions``. ``strong`` searches over what it cannot see:
it deals the unseen cards at random consistently with its observation many times, plays each
candidate out with the greedy policy on every seat, and keeps the best average result.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from ..errors import EngineError
from ..protocol import Player
from .cards import TAMCUC_BY_ID, TAMCUC_DECK, ids_of, mask_of, strength
from .combos import SHAPE_OF_SIZE, combinations_in, combo_of
from .rules import RuleSet, get_rules
from .state import Action, Call, Chui, Lay, Observation, Pass, Reveal, Show, State, breaks_ban, determinize

MAX_KEY = {"single": 15, "pair": 15, "triple": 3, "four-soldiers": 1, "five-soldiers": 1}


@dataclass(frozen=True)
class _View:
    """What the greedy policy looks at; built from an observation or, in the search, a state."""
    rules: RuleSet
    seats: int
    phase: str
    hand: int
    first_call: bool
    size: int
    top: int  # the largest call allowed
    showable: tuple[int, ...]
    can_reveal: bool


def _view_of_state(s: State) -> _View:
    counts = [h.bit_count() for h in s.hands if h]
    seat = s.mover
    return _View(s.rules, s.seats, s.phase, s.hands[seat], s.first_call, s.size,
                 min(5, *counts) if counts else 0,
                 s._showable(seat) if s.phase == "show" else (),
                 s.phase == "reveal" and s.can_beat(seat))


def _view_of_obs(obs: Observation) -> _View:
    counts = [c for c in obs.hand_counts if c]
    showable = tuple(mask_of(a.cards) for a in obs.legal_actions if isinstance(a, Show))
    return _View(get_rules(obs.rules), obs.seats, obs.phase, mask_of(obs.hand), obs.first_call,
                 obs.size, min(5, *counts) if counts else 0, showable, Reveal() in obs.legal_actions)


def _banned(v: _View, mask: int) -> bool:
    return breaks_ban(v.rules, v.seats, v.first_call, mask)


def _call_value(mask: int) -> float:
    """Cards a call takes, times a rough chance that nothing beats it."""
    combo = combo_of(mask)
    return mask.bit_count() * (combo.key + 1) / (MAX_KEY[combo.shape] + 1)


def _weakest(hand: int, n: int) -> int:
    bits = sorted((1 << i for i in range(32) if hand >> i & 1),
                  key=lambda b: strength(TAMCUC_DECK[b.bit_length() - 1]))
    return sum(bits[:n])


def _allowed(v: _View, masks) -> list[int]:
    """Plays that respect the first-call ban, when there are any."""
    ok = [m for m in masks if not _banned(v, m)]
    return ok or list(masks)


def greedy_action(v: _View):
    """Show whatever may be shown; call the play worth most now; follow with the strongest
    combination of the called shape, else the weakest cards; always reveal a winning play."""
    if v.phase == "show":
        return Show(ids_of(max(v.showable, key=int.bit_count))) if v.showable else Pass()
    if v.phase == "call":
        calls = _allowed(v, [m for n in range(1, v.top + 1) for m in combinations_in(v.hand, n)])
        return Call(ids_of(max(calls, key=lambda m: (_call_value(m), -m))))
    if v.phase == "lay":
        shape = SHAPE_OF_SIZE[v.size]
        combos = [m for m in combinations_in(v.hand, v.size)
                  if combo_of(m).shape == shape and not _banned(v, m)]
        best = max(combos, key=lambda m: combo_of(m).key) if combos else _weakest(v.hand, v.size)
        return Lay(ids_of(best))
    if v.phase == "reveal":
        return Reveal() if v.can_reveal else Chui()
    return Pass()  # đi đêm: the greedy player keeps its own cards


class RandomPlayer:
    name = "random"

    def choose(self, obs: Observation, rng: random.Random):
        return rng.choice(obs.legal_actions)


class GreedyPlayer:
    name = "greedy"

    def choose(self, obs: Observation, rng: random.Random):
        return greedy_action(_view_of_obs(obs))


def action_signature(action) -> tuple:
    """Plays of the same kinds of cards are the same play: search only one of them."""
    cards = [TAMCUC_BY_ID[c] for c in getattr(action, "cards", ())]
    return (type(action), tuple(sorted((c.colour, c.rank.id) for c in cards)))


class StrongPlayer:
    """Determinized Monte Carlo search with greedy playouts, a fixed number per decision."""

    name = "strong"

    def __init__(self, playouts: int = 80, min_samples: int = 5, max_candidates: int = 12):
        self.playouts = playouts
        self.min_samples = min_samples
        self.max_candidates = max_candidates

    def candidates(self, obs: Observation) -> list:
        legal = obs.legal_actions
        if obs.phase == "lay":  # the lays worth trying: each combination, and the weakest cards
            view = _view_of_obs(obs)
            shape = SHAPE_OF_SIZE[obs.size]
            masks = [m for m in combinations_in(view.hand, obs.size) if combo_of(m).shape == shape]
            masks.append(_weakest(view.hand, obs.size))
            legal = tuple(Lay(ids_of(m)) for m in masks)
        seen: set[tuple] = set()
        out: list[Action] = []
        for a in legal:
            sig = action_signature(a)
            if sig not in seen:
                seen.add(sig)
                out.append(a)
        if obs.phase.startswith("night"):
            return [Pass()]
        if len(out) > self.max_candidates and obs.phase == "call":
            calls = [a for a in out if isinstance(a, Call)]  # every candidate, in the call phase
            calls.sort(key=lambda a: -_call_value(mask_of(a.cards)))
            out = [*calls[:self.max_candidates]]
        return out

    def evaluate_actions(self, obs: Observation, rng: random.Random) -> list[tuple[float, object]]:
        """Each candidate with its mean playout value (points won, plus a hundredth a card),
        best first: the same search :meth:`choose` makes, for hints that show the ranking."""
        return self.evaluate(obs, self.candidates(obs), rng)

    def evaluate(self, obs: Observation, actions: list, rng: random.Random) -> list[tuple[float, object]]:
        """``actions`` valued on the same sampled deals (the budget shared among them), best
        first; ties keep the given order."""
        if len(actions) == 1:
            return [(0.0, actions[0])]
        samples = max(self.min_samples, self.playouts // len(actions))
        totals = [0.0] * len(actions)
        for _ in range(samples):
            world = determinize(obs, rng)
            for i, action in enumerate(actions):
                totals[i] += _playout(world._play(action), obs.player)
        ranked = sorted(range(len(actions)), key=lambda i: -totals[i])  # stable: first best wins
        return [(totals[i] / samples, actions[i]) for i in ranked]

    def choose(self, obs: Observation, rng: random.Random):
        return self.evaluate_actions(obs, rng)[0][1]


def _playout(s: State, seat: int) -> float:
    while not s.is_over:
        s = s._play(greedy_action(_view_of_state(s)))
    r = s.result
    assert r is not None, "a deal played out has a result"
    return r.points[seat] + r.cards[seat] / 100


PLAYERS: dict[str, Callable[[], Player]] = {
    "random": RandomPlayer, "greedy": GreedyPlayer, "strong": StrongPlayer}


def get_player(name: str):
    """:raises EngineError: for an unknown player name."""
    try:
        return PLAYERS[name]()
    except KeyError:
        raise EngineError(f"unknown player: {name!r} (known: {', '.join(PLAYERS)})") from None


__all__ = ["PLAYERS", "GreedyPlayer", "RandomPlayer", "StrongPlayer", "action_signature", "get_player",
           "greedy_action"]
