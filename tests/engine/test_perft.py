"""Pinned action counts (python-chess's perft): the number of leaves of the full legal-action
tree a few plies deep from a seeded deal, for every game, seat count and rule set. A change
to the legal actions, the deal or the order of turns changes a count (tests/engine/perft.json)."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from engine.games import GAMES, get_game

COUNTS = json.loads((Path(__file__).with_name("perft.json")).read_text())["counts"]


def perft(state, depth: int) -> int:
    """Leaves ``depth`` plies on; a deal over before then is one leaf."""
    if depth == 0 or state.is_over:
        return 1
    return sum(perft(state.apply(action), depth - 1) for action in state.legal_actions())


@pytest.mark.parametrize("row", COUNTS, ids="{game}-{rules}-{seats}p-seed{seed}-d{depth}".format_map)
def test_perft(row):
    game = get_game(row["game"])
    state = game.deal(game.get_rules(row["rules"]), seats=row["seats"], rng=random.Random(row["seed"]),
                      dealer=None)
    assert perft(state, row["depth"]) == row["leaves"]


def test_every_game_seat_count_and_rule_set_is_pinned():
    pinned = {(r["game"], r["rules"], r["seats"]) for r in COUNTS}
    for name in GAMES:
        game = get_game(name)
        for seats in game.seats:
            for rules in game.rulesets:
                assert (name, rules, seats) in pinned
