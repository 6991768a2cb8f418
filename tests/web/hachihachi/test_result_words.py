"""The settlement names a teyaku a teyaku and a dekiyaku a dekiyaku (not both "yaku")."""

from __future__ import annotations

import random

from website.core.words import Seats
from website.games.hachihachi import words

from engine.hachihachi import deal
from engine.hachihachi.players import GreedyPlayer


def _finished_with_teyaku():
    player = GreedyPlayer()
    for seed in range(100):
        state = deal("traditional", seed=seed)
        while not state.is_over:
            state = state.apply(player.choose(state.observation(state.current),
                                              random.Random(seed)))
        if any(state.result.settlement.teyaku):
            return state
    raise AssertionError("no seeded deal with a teyaku")


def test_a_teyaku_is_called_a_teyaku(app):
    state = _finished_with_teyaku()
    seat = next(i for i, t in enumerate(state.result.settlement.teyaku) if t)
    with app.test_request_context("/en/"):
        lines = words.result_lines(state.result, Seats(you=seat, count=3), state.rules)
    assert any(line.startswith("Your teyaku: ") for line in lines), lines
    assert not any("yaku: " in line and "teyaku" not in line and "dekiyaku" not in line
                   for line in lines if line.startswith("Your")), lines
