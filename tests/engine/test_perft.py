"""Pinned action counts (python-chess's perft): the number of leaves of the full legal-action
tree a few plies deep from a seeded deal, for every game of the registry, seat count and rule
set. A change to the legal actions, the deal or the order of turns changes a count. Each game
keeps its own counts (``engine/<game>/data/perft.json``): a new game adds that file and edits
nothing here."""

from __future__ import annotations

import json
import random

import pytest

from engine.games import GAMES, data, get_game


def pinned(name: str) -> list[dict]:
    """The game's pinned counts, each row with the game's name."""
    text = (data(name) / "perft.json").read_text(encoding="utf-8")
    return [{"game": name, **row} for row in json.loads(text)["counts"]]


COUNTS = [row for name in GAMES for row in pinned(name)]


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


@pytest.mark.parametrize("name", list(GAMES))
def test_every_seat_count_and_rule_set_of_the_game_is_pinned(name):
    game = get_game(name)
    pinned_here = {(r["rules"], r["seats"]) for r in pinned(name)}
    for seats in game.seats:
        for rules in game.rulesets:
            assert (rules, seats) in pinned_here
