"""The judge's valuation of a seat's word before the play at a table of four to seven (go in
or stay out, :mod:`.sitout`), written once for Hachi-Hachi and Hana-awase: each game's
evaluator (``engine/<game>/judge.py``) is wrapped in a :class:`TableEvaluator`, so the hint,
the review and the strong player ask one judge for the word as for every move.

A sampled world deals the cards the seat has not seen (the other seats' hands, the stock) at
random; the seats that have spoken keep their words, the seats still to speak say theirs by the
computers' rule (:attr:`.sitout.Seating.goes_in`), and the three-seat deal is played out to
its end by the game's greedy playout policy (``ai.rollout_choice``). A word is worth the seat's
table points on that world: its result in the play less what it pays those who sit out, or its
share for sitting out (:attr:`.sitout.Seating.share`)."""

from __future__ import annotations

import importlib
import random
from collections.abc import Hashable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from .cards import DECK
from .sitout import CHOOSE, GO_IN, STAY_OUT, GoIn, TableDeal, TableObservation, TableState

WORD_BUDGET = 256  # valuations: 128 paired worlds for each word at most (about 0.6 ms each)


@dataclass(frozen=True)
class WordWorlds:
    """:class:`engine.judge.Worlds` of a seat's word: a world is a :class:`TableDeal` agreeing
    with what the seat sees."""

    obs: TableObservation
    seating: Any
    rules: Any
    rollout_choice: Any

    def sample(self, rng: random.Random) -> TableDeal:
        obs = self.obs
        seen = set(obs.hand) | set(obs.field)
        unseen = [c.id for c in DECK if c.id not in seen]
        rng.shuffle(unseen)
        hand_size, _ = self.seating.sizes(self.rules)
        dealt = self.seating.dealt_seats(self.rules, obs.seats)
        hands: list[tuple[str, ...]] = []
        at = 0
        for s in range(obs.seats):
            if s == obs.player:
                hands.append(obs.hand)
            elif (s - obs.dealer) % obs.seats < dealt:
                hands.append(tuple(unseen[at:at + hand_size]))
                at += hand_size
            else:
                hands.append(())
        return TableDeal(obs.dealer, tuple(hands), obs.field, tuple(unseen[at:]))

    def value(self, world: TableDeal, action: GoIn) -> float:
        """The seat's table points once ``action`` is said and the deal played out."""
        obs, seating, rules = self.obs, self.seating, self.rules
        state = TableState.start(seating, rules, world)
        while state.inner is None:
            seat = state.current
            assert seat is not None, "a seat speaks while no one plays"
            said = obs.words[seat]
            if seat == obs.player:
                word = action
            elif said is not None:
                word = GoIn(said)
            else:
                word = GO_IN if seating.goes_in(rules, world.hands[seat], world.field) \
                    else STAY_OUT
            state = state.apply(word)
        inner = state.inner
        while not inner.is_over:
            inner = inner.apply(self.rollout_choice(inner))
        result = state.finished(inner).result
        assert result is not None, "a deal played out has a result"
        return float(result.points[obs.player])


class TableEvaluator:
    """A fishing game's evaluator for a table of four to seven: a seat's word before the play
    valued as above, in the game's unit and tolerance; every other observation is the game's
    own (a table's play is judged as the three-seat deal it is)."""

    def __init__(self, inner: Any, seating: Any, game: str):
        self.inner, self.seating, self.game = inner, seating, game

    @staticmethod
    def is_word(obs: Any) -> bool:
        return isinstance(obs, TableObservation) and obs.phase == CHOOSE

    def budget(self, obs: Any) -> int:
        return WORD_BUDGET if self.is_word(obs) else int(self.inner.budget(obs))

    def choices(self, obs: Any) -> Sequence[Any]:
        return (GO_IN, STAY_OUT) if self.is_word(obs) else self.inner.choices(obs)

    def key(self, action: Any) -> Hashable:
        return action if isinstance(action, GoIn) else self.inner.key(action)

    def worlds(self, obs: Any) -> Any:
        if not self.is_word(obs):
            return self.inner.worlds(obs)
        ai = importlib.import_module(f"engine.{self.game}.ai")
        return WordWorlds(obs, self.seating, self.seating.get_rules(obs.rules),
                          ai.rollout_choice)

    def tolerance(self, obs: Any) -> float:
        return float(self.inner.tolerance(obs))

    def unit(self, obs: Any) -> str:
        return str(self.inner.unit(obs))


def asked_positions(game: str, n: int) -> Iterator[TableState]:
    """``n`` positions in which a seat is asked its word: seeded deals of four to seven seats,
    the seats before it saying theirs by the computers' rule (for the tests and
    ``scripts/word_judge_bench.py``)."""
    from ..games import get_game

    g = get_game(game)
    for k in range(n):
        state = g.deal(None, seats=4 + k % 4, rng=random.Random(1000 + k), dealer=k % 4)
        assert isinstance(state, TableState), "four seats or more deal a table's deal"
        for _ in range(k % 3):  # some positions after others have spoken
            if state.inner is not None:
                break
            assert state.current is not None
            hand = state.deal.hands[state.current]
            word = state.legal_actions()[0 if state.seating.goes_in(
                state.rules, hand, state.deal.field) else 1]
            state = state.apply(word)
        if state.inner is None:
            yield state
