"""A table read back from the site's own store replays only its current deal (issue 36, item 9):
the finished deals before it are kept as their records and points until something reads their
states, so a move at the end of a long match costs what one at its start does, and nothing a
reader sees changes: the score, the standing, the record and every deal's states are those of a
table replayed whole."""

import dataclasses
import json
import random

import pytest

from engine import table as table_module
from engine.games import GAMES, get_game
from engine.table import Table

MATCHES = [(name, seats) for name in GAMES for seats in get_game(name).seats]


def _mid_match(name: str, seats: int, seed: int) -> Table:
    """A match of four deals between computers, stopped in the middle of its last deal."""
    game = get_game(name)
    table = Table(game, None, ["greedy"] * seats, 4, seed)
    rng = random.Random(seed)
    while len(table.hands) < 4 and not table.match_over:
        table.deal(rng)
        if len(table.hands) < 4:
            table.advance(rng)
    state = table.state
    for _ in range(3):  # a few moves into the last deal
        if state.is_over:
            break
        state = table._apply(rng.choice(state.legal_actions()))
    return table


def _counting(game, replayed: list):
    """``game`` whose ``replay_hand`` notes each deal it replays in ``replayed``."""
    def replay_hand(hand, rules):
        replayed.append(hand)
        return game.replay_hand(hand, rules)

    return dataclasses.replace(game, replay_hand=replay_hand)


@pytest.mark.parametrize("name, seats", MATCHES)
def test_a_trusted_table_replays_only_its_current_deal_and_reads_the_same(name, seats,
                                                                         monkeypatch):
    for seed in range(3):
        stored = json.loads(json.dumps(_mid_match(name, seats, seed).to_json()))
        whole = Table.from_json(stored)
        replayed: list = []
        game = get_game(name)
        counting = _counting(game, replayed)
        monkeypatch.setattr(table_module, "game_of", lambda data, counting=counting: counting)
        kept = Table.from_json(stored, trusted=True)
        assert len(replayed) == 1 and replayed[0] is stored["hands"][-1]
        assert kept.score == whole.score and kept.standing() == whole.standing()
        assert kept.match_over == whole.match_over
        assert all(kept.state.observation(p) == whole.state.observation(p) for p in range(seats))
        assert kept.to_json() == whole.to_json() == stored
        assert len(replayed) == 1  # the score, the standing and the record read no old deal
        assert kept.record() == whole.record()
        for n in range(len(whole.hands)):  # read, an old deal is the same deal
            assert game.hand_to_json(*kept.hands[n]) == game.hand_to_json(*whole.hands[n])
            assert kept.hands[n][1] == whole.hands[n][1]
        monkeypatch.undo()


def test_a_stored_deal_without_its_running_score_is_replayed():
    stored = _mid_match("koikoi", 2, 1).to_json()
    for hand in stored["hands"]:
        del hand["score"]
    assert Table.from_json(stored, trusted=True).to_json() == Table.from_json(stored).to_json()
