"""Glicko-2 against the worked example of Glickman's paper (2012, section "Example")."""

from __future__ import annotations

import pytest
from website.features.puzzles.glicko2 import Rating, update


def test_the_papers_example():
    after = update(Rating(1500, 200, 0.06),
                   [(Rating(1400, 30), 1), (Rating(1550, 100), 0), (Rating(1700, 300), 0)])
    assert after.rating == pytest.approx(1464.06, abs=0.01)
    assert after.rd == pytest.approx(151.52, abs=0.01)
    assert after.vol == pytest.approx(0.05999, abs=0.00001)


def test_a_win_raises_a_loss_lowers_and_no_game_widens_the_deviation():
    me, puzzle = Rating(), Rating(1500, 100)
    assert update(me, [(puzzle, 1)]).rating > 1500 > update(me, [(puzzle, 0)]).rating
    assert update(Rating(1500, 50), []).rd > 50
