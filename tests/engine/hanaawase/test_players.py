"""The computer players and the review: greedy takes more than random, strong plays the
judge's best choice (the hint), and the review marks a random player's moves more often than
the strong player's."""

from __future__ import annotations

import random

from engine.games import get_game
from engine.hanaawase.review import review_hand
from engine.judge import Settings, judge_for

GAME = get_game("hanaawase")
SMALL = Settings(scale=0.3)


def play(names, seed, seats=3):
    rng = random.Random(seed)
    players = [GAME.players[n]() for n in names]
    state = GAME.deal(GAME.get_rules(), seats=seats, rng=random.Random(seed), dealer=0)
    states, actions = [state], []
    while not state.is_over:
        action = players[state.current].choose(state.observation(state.current), rng)
        state = state.apply(action)
        states.append(state)
        actions.append(action)
    return states, actions


def test_greedy_takes_more_than_random():
    margin = 0
    for seed in range(120):
        states, _ = play(("greedy", "random", "random"), seed)
        points = states[-1].result.points
        margin += points[0] - (points[1] + points[2]) / 2
    assert margin / 120 > 20


def test_strong_plays_the_judges_best_choice():
    strong = GAME.players["strong"]()
    strong.judge = judge_for("hanaawase", SMALL)
    state = GAME.deal(GAME.get_rules(), seats=3, rng=random.Random(4), dealer=0)
    obs = state.observation(state.current)
    assert strong.choose(obs, random.Random(1)) == strong.judge.rank(obs).best.action
    assert strong.choose(obs, random.Random(2)) == strong.choose(obs, random.Random(3))


def test_the_review_marks_random_play_more_than_greedy_play():
    judge = judge_for("hanaawase", SMALL)
    marked = {}
    for who in ("random", "greedy"):
        flagged = judged = 0
        for seed in range(3):
            states, actions = play((who, "greedy", "greedy"), seed)
            review = review_hand(states, actions, 0, judge)
            flagged += len(review.flagged())
            judged += len(review.moves)
        marked[who] = flagged / judged
    assert marked["random"] > marked["greedy"]
