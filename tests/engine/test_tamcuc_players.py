"""Tam Cúc computer players: legal, fast enough, and ordered by strength."""

import random
import time

import pytest

from engine.errors import EngineError
from engine.tamcuc.match import play_deal
from engine.tamcuc.players import get_player
from engine.tamcuc.state import deal
from engine.tamcuc.strength import run, run_pair


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_strong_decides_within_200_ms_of_cpu(seats):
    strong, greedy = get_player("strong"), get_player("greedy")
    worst, decisions = 0.0, 0
    state, rng = deal(seed=seats, players=seats), random.Random(seats)
    while not state.is_over:
        obs = state.observation(state.current)
        if state.current == state.dealer:  # the strong player deals and calls first
            start = time.process_time()
            action = strong.choose(obs, rng)
            worst = max(worst, time.process_time() - start)
            decisions += len(obs.legal_actions) > 1
            assert action in obs.legal_actions
        else:
            action = greedy.choose(obs, rng)
        state = state.apply(action)
    assert decisions >= 3 and worst < 0.2


def test_every_player_plays_every_rule_set_legally():
    for names in (
        ["random", "greedy"],
        ["greedy", "random", "random"],
        ["random", "random", "greedy", "random"],
    ):
        for rules in ("standard", "di-dem", "thirty-cards"):
            rec, final = play_deal(names, rules, seed=3)
            assert final.is_over and rec["result"]["points"] == list(final.result.points)


def net(a: str, b: str, seats: int, deals: int) -> float:
    outcomes = run_pair(a, b, seats, deals, seed=1)
    return sum(o.points - o.others for o in outcomes) / len(outcomes)


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_greedy_beats_random(seats):
    assert net("greedy", "random", seats, 30) > 0


@pytest.mark.slow
@pytest.mark.parametrize("seats", [2, 4])
def test_strong_beats_greedy(seats):
    assert net("strong", "greedy", seats, 10) > 0


def test_strength_report_has_intervals():
    lines = []
    run(seats=2, deals=3, pairs="greedy-random", out=lines.append)
    assert "95% CI" in "\n".join(lines) and "net" in "\n".join(lines)
    with pytest.raises(EngineError):
        run(seats=5, deals=3)
    with pytest.raises(EngineError):
        get_player("nobody")
