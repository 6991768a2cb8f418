"""Tam Cúc computer players: legal, fast enough, and ordered by strength."""

import random
import time

import pytest

from engine.errors import EngineError
from engine.games import get_game
from engine.strength import run, run_pair
from engine.table import Table
from engine.tamcuc.players import get_player
from engine.tamcuc.state import deal

TAMCUC = get_game("tamcuc")


def play_deal(names, rules, seed):
    """One deal at a table of computer players: its record and final state."""
    table = Table(TAMCUC, rules, names, 1, seed).play(random.Random(seed))
    return table.record(), table.state


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_strong_decides_within_200_ms_of_cpu(seats):
    strong, greedy = get_player("strong"), get_player("greedy")
    worst, decisions = 0.0, 0
    state, rng = deal(seed=seats, seats=seats), random.Random(seats)
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
    """A's mean net points per deal over ``deals`` deals, each played with A in every seat."""
    outcomes = run_pair("standard", a, b, deals * seats, seed=1, workers=1, game_name="tamcuc",
                        seats=seats)
    return sum(o.points[0] - o.points[1] for o in outcomes) / len(outcomes)


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_greedy_beats_random(seats):
    assert net("greedy", "random", seats, 30) > 0


@pytest.mark.slow
@pytest.mark.parametrize("seats", [2, 4])
def test_strong_beats_greedy(seats):
    assert net("strong", "greedy", seats, 10) > 0


def test_strength_report_has_intervals():
    lines = []
    run(hands=6, pairs="greedy-random", workers=1, out=lines.append, game_name="tamcuc", seats=3)
    assert lines[0].startswith("tamcuc, 3 players")
    assert "95% CI" in "\n".join(lines) and "net" in "\n".join(lines)
    with pytest.raises(EngineError, match="2 or 3 or 4"):
        run(hands=6, game_name="tamcuc", seats=5)
    with pytest.raises(EngineError):
        get_player("nobody")
