"""The judge (engine.judge): the same ranking for a position every time, in every process (no
salted hash), estimates on their stated scale, and a move declared equal to the best is never
marked by the review. Small sample budgets (``Settings(scale=…)``): the figures are
scripts/judge_bench.py's."""

import os
import random
import subprocess
import sys

import pytest

from engine.games import GAMES, get_game
from engine.judge import Judge, Settings, canonical, judge_for, position_key

SMALL = Settings(scale=0.2)
def _played_by_all(name: str) -> list[int]:
    """The seat counts at which every seat plays each deal: at a Hachi-Hachi or Hana-awase
    table larger than its own (``default_seats``) some sit each deal out, and the word before
    the play is no move of the deal the judge ranks (tests/engine/test_sitout.py)."""
    game = get_game(name)
    return [n for n in game.seats if n <= (game.default_seats or n)]


# every game of the registry, at its fewest and its most seats where everyone plays
CONFIGS = [(name, seats) for name in GAMES
           for seats in sorted({min(_played_by_all(name)), max(_played_by_all(name))})]


def _positions(game, seats, count, seed=0):
    """Observations of the seat to move where the judge ranks two choices or more."""
    g = get_game(game)
    evaluator = get_game(game).evaluator
    rng = random.Random(seed)
    greedy = g.players["greedy"]()
    out = []
    while len(out) < count:
        state = g.deal(g.get_rules(), seats=seats, rng=rng, dealer=0)
        while not state.is_over and len(out) < count:
            obs = state.observation(state.current)
            if len(evaluator.choices(obs)) > 1 and rng.random() < 0.3:
                out.append(obs)
            state = state.apply(greedy.choose(obs, rng))
    return out


@pytest.mark.parametrize("game, seats", CONFIGS)
def test_the_same_position_gets_the_same_ranking_from_a_new_judge(game, seats):
    evaluator = get_game(game).evaluator
    for obs in _positions(game, seats, 3):
        a, b = Judge(evaluator, SMALL).rank(obs), Judge(evaluator, SMALL).rank(obs)
        assert a == b
        assert a.best.equal and a.best in a.equal_to_best
        assert a.valuations <= Judge(evaluator, SMALL).budget(obs)
        tolerance = evaluator.tolerance(obs)
        for c in a.choices:
            if not c.equal:  # separated: surely worse by more than the tolerance
                assert c.loss - SMALL.z * c.loss_se > tolerance
            if c.sure and c is not a.best:  # "just as good": surely within the tolerance
                assert c.equal and c.loss + SMALL.z * c.loss_se < tolerance
                assert c.samples >= SMALL.settle


_CHILD = """
import json, sys
sys.path.insert(0, {tests!r})
from test_judge import SMALL, _positions
from engine.judge import judge_for
out = []
for game, seats in {configs!r}:
    for obs in _positions(game, seats, 2):
        r = judge_for(game, SMALL).rank(obs)
        out.append([r.position, repr(r.keys), [c.estimate for c in r.choices]])
print(json.dumps(out))
"""


def test_rankings_are_the_same_in_another_process_whatever_its_hash_seed():
    """Python salts str hashes per process: a ranking seeded by hash() would change here."""
    code = _CHILD.format(tests=os.path.dirname(__file__), configs=CONFIGS)
    runs = []
    for hash_seed in ("1", "2"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed}
        done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True,
                              text=True, check=True)
        runs.append(done.stdout)
    assert runs[0] == runs[1]
    assert '"' in runs[0]  # it ranked something


def test_the_positions_key_ignores_the_order_of_a_set_and_sees_every_field():
    assert canonical(frozenset({"b", "a", "c"})) == canonical(frozenset({"c", "a", "b"}))
    obs = _positions("hachihachi", 3, 1)[0]
    assert position_key(obs) == position_key(obs._replace())
    assert position_key(obs) != position_key(obs._replace(current=(obs.current + 1) % 3))


def test_a_different_base_seed_is_another_judge():
    obs = _positions("koikoi", 2, 1)[0]
    a = judge_for("koikoi", SMALL).rank(obs)
    b = judge_for("koikoi", Settings(scale=SMALL.scale, base_seed=1)).rank(obs)
    assert a.position == b.position
    assert judge_for("koikoi", SMALL).seed(a.position, a.keys) != \
        judge_for("koikoi", Settings(scale=SMALL.scale, base_seed=1)).seed(a.position, a.keys)


def test_koikoi_estimates_stay_within_minus_one_and_plus_one():
    for obs in _positions("koikoi", 2, 6, seed=3):
        ranking = judge_for("koikoi", SMALL).rank(obs)
        if ranking.unit == "win":
            assert all(-1 <= c.estimate <= 1 for c in ranking.choices)


def _play_equal_moves(game, seats, seed, judge):
    """A deal in which seat 0 plays, at every choice, one declared equal to the best but not
    the best where there is one (else the best), the others greedily; its states and actions."""
    g = get_game(game)
    rng = random.Random(seed)
    greedy = g.players["greedy"]()
    state = g.deal(g.get_rules(), seats=seats, rng=rng, dealer=0)
    states, actions = [state], []
    while not state.is_over:
        obs = state.observation(state.current)
        if state.current == 0 and len(state.legal_actions()) > 1:
            equal = judge.rank(obs).equal_to_best
            action = equal[-1].action
        else:
            action = greedy.choose(obs, rng)
        state = state.apply(action)
        states.append(state)
        actions.append(action)
    return states, actions


@pytest.mark.parametrize("game, seats", CONFIGS)
def test_a_move_declared_equal_to_the_best_is_never_marked(game, seats):
    judge = judge_for(game, SMALL)
    review_hand = get_game(game).review
    judged = 0
    for seed in range(2):
        states, actions = _play_equal_moves(game, seats, seed, judge)
        review = review_hand(states, actions, 0, judge)
        assert review.flagged() == ()
        judged += len(review.moves)
    assert judged


class _Noisy:
    """Four choices on a noisy deal: "same" plays exactly as "best" does, "coin" adds a fair
    coin of ±5 (its mean loss is nil, but no budget of this size can show it is within the
    tolerance of 0.1), "worse" loses 3 on every deal."""

    class Worlds:
        def sample(self, rng):
            return rng.gauss(0, 10), rng.choice((-5, 5))

        def value(self, world, action):
            base, coin = world
            return base + {"best": 0.0, "same": 0.0, "coin": coin, "worse": -3.0}[action]

    def budget(self, obs):
        return 400

    def choices(self, obs):
        return ["best", "same", "coin", "worse"]

    def key(self, action):
        return action

    def worlds(self, obs):
        return self.Worlds()

    def tolerance(self, obs):
        return 0.1

    def unit(self, obs):
        return "points"


def test_just_as_good_only_when_surely_so_and_too_close_to_call_otherwise():
    """A choice the budget cannot tell from the best either way is not called as good: the
    site shows it as too close to call; one that plays alike is as good; one surely worse by
    more than the tolerance is separated."""
    from typing import NamedTuple

    class Obs(NamedTuple):
        name: str

    ranking = Judge(_Noisy()).rank(Obs("toy"))
    kinds = {key: (c.equal, c.sure) for key, c in zip(ranking.keys, ranking.choices, strict=True)}
    assert kinds["worse"] == (False, False)
    assert kinds["coin"] == (True, False)
    assert {kinds["best"], kinds["same"]} == {(True, True)}
    assert [c.action for c in ranking.too_close] == ["coin"]
    assert {c.action for c in ranking.as_good} == {"best", "same"}
