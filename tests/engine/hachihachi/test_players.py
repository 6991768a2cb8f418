"""The strong player plays the judge's best choice (the hint's), the same for a position
whatever its random numbers, as Hana-awase's does."""

from __future__ import annotations

import random

from engine.games import get_game
from engine.judge import Settings, judge_for

GAME = get_game("hachihachi")


def test_strong_plays_the_judges_best_choice():
    strong = GAME.players["strong"]()
    strong.judge = judge_for("hachihachi", Settings(scale=0.05))
    state = GAME.deal(GAME.get_rules(), rng=random.Random(4), dealer=0)
    obs = state.observation(state.current)
    assert len(obs.legal_actions) > 1
    assert strong.choose(obs, random.Random(1)) == strong.judge.rank(obs).best.action
    assert strong.choose(obs, random.Random(2)) == strong.choose(obs, random.Random(3))
