"""Playing the match, not only the deal: match equity, the standing the tables and the
strength benchmark tell their players, and the strong player's koi-koi call near the end."""

from __future__ import annotations

import random

import pytest

from engine.games import get_game
from engine.koikoi import KOIKOI, STOP, Call, ai
from engine.koikoi.players import PLAYERS, GreedyPlayer
from engine.matchplay import equity
from engine.protocol import Standing
from engine.strength import play_match
from engine.table import Table

from .test_ai import _decide_state


def test_equity_is_exact_at_the_end_and_a_chance_before():
    assert [equity(lead, 0, 10) for lead in (5, 0, -1)] == [1.0, 0.5, 0.0]
    assert equity(0, 3, 10) == pytest.approx(0.5)
    assert equity(12, 3, 10) == pytest.approx(1 - equity(-12, 3, 10))
    leads = [equity(lead, 4, 10) for lead in range(-40, 41, 5)]
    assert leads == sorted(leads) and 0 < leads[0] < 0.05 and 0.95 < leads[-1] < 1
    # the same lead is worth more the fewer the deals left to lose it in
    assert equity(20, 1, 10) > equity(20, 6, 10) > equity(20, 11, 10) > 0.5


class Listener(GreedyPlayer):
    """Plays greedily and writes down every standing it is told."""

    name = "listener"
    heard: list[Standing] = []

    def __init__(self):
        self.standing = None

    def choose(self, obs, rng):
        if not self.heard or self.heard[-1] != self.standing:
            self.heard.append(self.standing)
        return super().choose(obs, rng)


@pytest.fixture
def listener(monkeypatch):
    monkeypatch.setitem(PLAYERS, "listener", Listener)
    monkeypatch.setattr(Listener, "heard", [])
    return Listener


def scores_before_each_deal(hands_points):
    score, out = (0, 0), []
    for points in hands_points:
        out.append(score)
        score = tuple(s + p for s, p in zip(score, points, strict=True))
    return out


def test_a_table_tells_its_players_the_score_before_each_deal(listener):
    table = Table(get_game("koikoi"), "nintendo", ("listener", "greedy"), rounds=4)
    table.play(random.Random(3))
    points = [states[-1].result.points for states, _ in table.hands]
    expected = [Standing(s, 3 - i) for i, s in enumerate(scores_before_each_deal(points))]
    assert listener.heard == expected and any(s.score != (0, 0) for s in expected)


def test_the_strength_benchmark_tells_its_players_the_standing_too(listener):
    match = play_match("nintendo", "listener", "greedy", 1, 0)
    points = [h.points for h in match.hands]  # A's, B's: A sits in seat 0 in match 0
    expected = [Standing(s, 11 - i) for i, s in enumerate(scores_before_each_deal(points))]
    assert listener.heard == expected


def strong_in_the_last_deal(lead: int) -> ai.MonteCarloPlayer:
    player = ai.MonteCarloPlayer(budget=24, decide_samples=200)
    player.standing = Standing((lead, 0), 0)
    return player


def test_in_the_last_deal_the_strong_player_stops_when_stopping_wins_the_match():
    obs = _decide_state().observation(0)  # sanko: 5 points now
    assert Call(KOIKOI) in obs.legal_actions
    # Sanko early in the hand: in points, playing on is worth more than 5 sure points ...
    alone = ai.MonteCarloPlayer(budget=24, decide_samples=200)
    assert alone.choose(obs, random.Random(1)) == Call(KOIKOI)
    # ... but not when the 5 points win the match (at -4, 5 points win by 1).
    for lead in (-4, 0, 30):
        player = strong_in_the_last_deal(lead)
        assert player.choose(obs, random.Random(1)) == Call(STOP), lead


def test_in_the_last_deal_the_strong_player_plays_on_when_stopping_loses_the_match():
    obs = _decide_state().observation(0)
    player = strong_in_the_last_deal(-8)  # 5 points lose by 3: only playing on can win
    assert player.choose(obs, random.Random(1)) == Call(KOIKOI)


def test_the_intermediate_player_pays_no_attention_to_the_score():
    obs = _decide_state().observation(0)
    calls = set()
    for lead in (-8, -4, 0, 30):
        player = PLAYERS["intermediate"]()
        player.standing = Standing((lead, 0), 0)  # told, as the tables tell every player
        calls.add(player.choose(obs, random.Random(1)))
    assert calls == {Call(KOIKOI)}  # sanko early in the hand: it plays on, even when 5 points win
