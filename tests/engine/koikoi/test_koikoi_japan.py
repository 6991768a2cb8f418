"""KoiKoi-Japan's rules (the ``koikoi-japan`` rule set) and the switches they brought, checked
on piles built by hand and on real games recorded in the PC game.

tests/data/koikoi-japan/ holds four games of the KoiKoi-AI dataset (github.com/guansanghai/
KoiKoi-AI, ``gamerecords_dataset/{1,6,11,59}.json``, MIT licence, its LICENSE beside them);
``python -m engine koikoi check-japan`` replays all 200.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from engine.errors import RecordError
from engine.games import get_game
from engine.hanafuda.cards import CARD_IDS, has_full_month
from engine.koikoi import KOIKOI, STOP, Call, Deal, State, ai, deal
from engine.koikoi.game import next_dealer
from engine.koikoi.koikoijapan import (
    card_id,
    check_game,
    end_points,
    hand_record,
    match_record,
    rounds_of,
)
from engine.koikoi.players import get_player
from engine.koikoi.record import replay_hand
from engine.koikoi.rules import KOIKOI_JAPAN, NINTENDO, RULESETS, get_rules
from engine.koikoi.scoring import own_calls_bonus, score
from engine.strength import play_match
from engine.table import Table, purses

from .test_ai import _decide_state

DATA = Path(__file__).parents[2] / "data" / "koikoi-japan"
GAMES = {int(p.stem): json.loads(p.read_text()) for p in DATA.glob("*.json")}

AKA = ["pine-ribbon", "plum-ribbon", "cherry-ribbon"]
AO = ["peony-ribbon", "chrysanthemum-ribbon", "maple-ribbon"]
VIEW = ["cherry-curtain", "chrysanthemum-sake"]
CHAFF = [c for c in CARD_IDS if "chaff" in c]


def yaku(pile, **kw):
    return [(y.id, y.points) for y in score(pile, "koikoi-japan", **kw).yaku]


def replayed(game: int, round_no: int) -> State:
    """The last state of a recorded round, replayed and checked against its record."""
    states, _actions = replay_hand(hand_record(rounds_of(GAMES[game])[round_no - 1]))
    return states[-1]


# -- the records --------------------------------------------------------------------------------

def test_the_excerpt_is_the_datasets_with_its_licence():
    assert sorted(GAMES) == [1, 6, 11, 59]
    assert "MIT License" in (DATA / "LICENSE").read_text()
    assert "KoiKoi-AI" in (DATA / "README.md").read_text()


def test_the_datasets_cards_are_the_engines():
    assert card_id([1, 1]) == "pine-crane" and card_id([11, 1]) == "willow-rainman"
    assert card_id([9, 1]) == "chrysanthemum-sake" and card_id([8, 2]) == "pampas-geese"
    assert card_id([11, 4]) == "willow-lightning" and card_id([12, 4]) == "paulownia-chaff-3"
    assert len({card_id([m, n]) for m in range(1, 13) for n in range(1, 5)}) == 48


@pytest.mark.parametrize("game", [1, 6, 11, 59])
def test_every_round_replays_and_scores_as_recorded(game):
    rounds = rounds_of(GAMES[game])
    assert check_game(GAMES[game]) == (len(rounds), [])
    for n, round_ in enumerate(rounds, start=1):
        result = replayed(game, n).result
        basic = round_["basic"]
        gained = (basic["player1RoundPts"], basic["player2RoundPts"])
        winner = 0 if gained[0] > 0 else 1
        assert result.points[winner] == gained[winner] == -gained[1 - winner]
        assert result.points[1 - winner] == 0


def test_four_koikoi_calls_double_the_score_as_recorded():
    # Game 11, round 7: seat 1 called koi-koi four times and stopped on 16 (the viewing yaku
    # worth 3): ×2 = 32, as the game paid.
    final = replayed(11, 7)
    r = final.result
    assert final.koikoi[1] == 4
    assert (r.winner, r.points, r.base, r.bonus, r.multiplier) == (1, (0, 32), 16, 0, 2)
    assert rounds_of(GAMES[11])[6]["basic"]["player2RoundPts"] == 32
    assert {y.id: y.points for y in r.yaku}.get("tsukimi-zake") == 3


def test_viewing_is_worth_3_after_its_owner_called_koikoi_and_1_before():
    # Game 1, round 1: Flower Viewing, one koi-koi, then stop: 3 + 2 (kasu) + 1 for the call.
    called = replayed(1, 1)
    assert called.koikoi[0] == 1
    assert ("hanami-zake", 3) in [(y.id, y.points) for y in called.result.yaku]
    assert (called.result.base, called.result.bonus, called.result.points[0]) == (6, 1, 7)
    # Round 7: Flower or Moon Viewing stopped at once, worth 1.
    at_once = replayed(1, 7)
    assert at_once.koikoi == (0, 0)
    assert at_once.result.points == (0, 1) and at_once.result.base == 1
    assert at_once.result.yaku[0].id in ("hanami-zake", "tsukimi-zake")


def test_an_exhausted_round_gives_the_dealer_1_and_the_deal():
    final = replayed(6, 3)
    assert final.result.reason == "exhausted" and final.result.winner is None
    dealer = final.deal.dealer
    assert final.result.points[dealer] == 1 and final.result.points[1 - dealer] == 0
    assert next_dealer(final) == dealer
    assert replayed(6, 4).deal.dealer == dealer


def test_the_winner_deals_next():
    game = GAMES[1]
    for n in range(1, len(rounds_of(game))):
        before = replayed(1, n)
        if before.result.winner is not None:
            assert replayed(1, n + 1).deal.dealer == before.result.winner


def test_a_game_for_a_stake_ends_as_soon_as_a_player_runs_out():
    game = GAMES[59]
    assert len(rounds_of(game)) == 4 and end_points(game) == (66, -6)
    table = Table.from_json(match_record(game))
    assert table.stake == 30 and table.rounds == 8
    assert table.match_over and table.purses == [66, -6]
    # No hand may follow the one that emptied a purse.
    longer = match_record(game)
    longer["hands"].append(match_record(GAMES[1])["hands"][0])
    with pytest.raises(RecordError, match="hand 5: the match was over"):
        Table.from_json(longer)


def test_a_full_length_game_settles_as_recorded():
    table = Table.from_json(match_record(GAMES[1]))
    assert len(table.hands) == 8 and table.match_over
    assert tuple(table.purses) == end_points(GAMES[1]) == (29, 31)


def test_purses():
    assert purses(30, [0, 0]) == [30, 30]
    assert purses(30, [36, 0]) == [66, -6]
    assert purses(30, [5, 12]) == [23, 37]


def test_computer_players_play_the_stake_out():
    game = get_game("koikoi")
    for seed in range(3):
        table = Table(game, "koikoi-japan", ("greedy", "random"), seed=seed)
        table.play(random.Random(seed))
        held = table.purses
        assert sum(held) == 60
        assert len(table.hands) == 8 or (len(table.hands) < 8 and min(held) <= 0)
        assert all(min(purses(30, table._score_of(n))) > 0
                   for n in range(1, len(table.hands)))


def test_a_match_without_a_stake_has_no_purses():
    table = Table(get_game("koikoi"), "nintendo", ("greedy", "random"), rounds=1)
    assert table.stake is None and table.purses is None


# -- the yaku -------------------------------------------------------------------------------------

def test_red_and_blue_ribbons_score_on_top_of_the_two():
    assert yaku(AKA + AO) == [("akatan", 5), ("aotan", 5), ("akatan-aotan", 10), ("tanzaku", 2)]
    assert score(AKA + AO, "koikoi-japan").points == 22
    # Elsewhere the combined yaku stands alone.
    assert [y.id for y in score(AKA + AO, "nintendo").yaku] == ["akatan-aotan"]
    assert yaku(AKA) == [("akatan", 5)]


def test_light_yaku_only_the_best_and_the_rain_man_spoils_three():
    brights = ["pine-crane", "cherry-curtain", "pampas-moon", "paulownia-phoenix"]
    assert yaku(brights[:3]) == [("sanko", 5)]
    assert yaku(["pine-crane", "cherry-curtain", "willow-rainman"]) == []
    assert yaku(brights) == [("shiko", 8)]
    assert yaku(brights[:3] + ["willow-rainman"]) == [("ame-shiko", 7)]
    assert yaku(brights + ["willow-rainman"]) == [("goko", 10)]


def test_viewing_counts_alone_and_beside_the_rain_man():
    assert yaku(VIEW) == [("hanami-zake", 1)]
    assert yaku(VIEW + ["pampas-moon", "willow-rainman"]) == [("hanami-zake", 1),
                                                              ("tsukimi-zake", 1)]
    assert yaku(VIEW, own_calls=1) == [("hanami-zake", 3)]
    # Nintendo's viewing is worth 5 whatever the calls.
    assert [(y.id, y.points) for y in score(VIEW, "nintendo", own_calls=2).yaku] == [
        ("hanami-zake", 5)]


def test_the_sake_cup_is_animal_and_chaff_and_yaku_stack():
    animals = ["clover-boar", "maple-deer", "peony-butterflies", "plum-warbler"]
    assert yaku(animals + ["chrysanthemum-sake"]) == [("inoshikacho", 5), ("tane", 1)]
    assert yaku(CHAFF[:9] + ["chrysanthemum-sake"]) == [("kasu", 1)]
    assert yaku(CHAFF[:12]) == [("kasu", 3)]


def test_the_stoppers_own_calls_add_then_multiply():
    rules = get_rules("koikoi-japan")
    assert [own_calls_bonus(n, rules) for n in range(8)] == [
        (0, 1), (1, 1), (2, 1), (3, 1), (0, 2), (0, 3), (0, 4), (0, 5)]
    five = ["pine-crane", "cherry-curtain", "pampas-moon"]
    assert [score(five, rules, own_calls=n).points for n in range(6)] == [5, 6, 7, 8, 10, 15]
    # No doubling at seven, none for the opponent's koi-koi.
    assert score(five + ["paulownia-phoenix"], rules, opponent_koikoi=True).points == 8
    # Rule sets without the table are as they were.
    assert own_calls_bonus(3, NINTENDO) == (0, 1)
    assert score(five, NINTENDO, own_calls=4).points == 5


def test_the_table_is_data_any_rule_set_can_use():
    house = NINTENDO.with_changes(name="house", own_koikoi_bonus=[["times", 2]])
    assert house.own_koikoi_bonus == (("times", 2),)
    assert [own_calls_bonus(n, house)[1] for n in range(4)] == [1, 2, 3, 4]


# -- the deal -------------------------------------------------------------------------------------

def _deal_with_hand(hand0):
    rest = [c for c in CARD_IDS if c not in hand0]
    rest = rest[::4] + rest[1::4] + rest[2::4] + rest[3::4]  # months mixed on the field
    return Deal(0, (tuple(hand0), tuple(rest[:8])), tuple(rest[8:16]), tuple(rest[16:]))


def test_a_hand_with_four_of_a_month_is_redealt():
    four = ["pine-crane", "pine-ribbon", "pine-chaff-1", "pine-chaff-2", "plum-warbler",
            "cherry-curtain", "iris-bridge", "maple-deer"]
    with pytest.raises(RecordError, match="four cards of one month in a hand"):
        State.from_deal("koikoi-japan", _deal_with_hand(four))
    assert State.from_deal("nintendo", _deal_with_hand(four)).result.reason == "hand-yaku"
    for seed in range(200):
        s = deal("koikoi-japan", seed=seed)
        assert not any(has_full_month(h) for h in (*s.hands, s.field))


def test_four_pairs_in_a_hand_are_played_out():
    pairs = ["pine-crane", "pine-ribbon", "plum-warbler", "plum-ribbon", "cherry-curtain",
             "cherry-ribbon", "iris-bridge", "iris-ribbon"]
    s = State.from_deal("koikoi-japan", _deal_with_hand(pairs))
    assert s.result is None and s.legal_actions()


# -- the strong player takes the rule set it is given ---------------------------------------------

def test_the_strong_player_decides_under_a_variant_of_a_new_name():
    house = KOIKOI_JAPAN.with_changes(name="house-rules")
    state = _decide_state(house)
    obs = state.observation(0)
    assert obs.ruleset is house and Call(KOIKOI) in obs.legal_actions
    for seed in range(2):
        assert get_player("strong").choose(obs, random.Random(seed)) in obs.legal_actions
    assert obs._replace(koikoi=(1, 0)).ruleset is house


def test_stop_points_are_the_given_rule_sets():
    # A variant keeping a named set's name is judged by its own switches.
    undoubled = NINTENDO.with_changes(koikoi_doubles=False)
    obs = _decide_state(undoubled).observation(0)._replace(koikoi=(0, 1))
    assert ai.stop_points(obs) == 5 == _decide_state(undoubled)._replace(
        koikoi=(0, 1)).apply(Call(STOP)).result.points[0]
    assert ai.stop_points(_decide_state().observation(0)._replace(koikoi=(0, 1))) == 10
    # Under KoiKoi-Japan the stopper's own calls count.
    japan = _decide_state("koikoi-japan")
    for calls, points in ((0, 5), (2, 7), (4, 10)):
        obs = japan.observation(0)._replace(koikoi=(calls, 0))
        assert ai.stop_points(obs) == points
        assert japan._replace(koikoi=(calls, 0)).apply(Call(STOP)).result.points[0] == points


def test_the_strength_benchmarks_matches_end_when_a_stake_runs_out(monkeypatch):
    # With a stake of 2 points a seat, most matches end after a hand or two.
    monkeypatch.setitem(RULESETS, "koikoi-japan", KOIKOI_JAPAN.with_changes(stake=2))
    lengths = []
    for index in range(6):
        match = play_match("koikoi-japan", "greedy", "random", 3, index)
        held = [purses(2, [sum(h.points[0] for h in match.hands[:n]),
                           sum(h.points[1] for h in match.hands[:n])])
                for n in range(1, len(match.hands) + 1)]
        assert all(min(h) > 0 for h in held[:-1])
        assert len(match.hands) == 8 or min(held[-1]) <= 0
        lengths.append(len(match.hands))
    assert min(lengths) < 8
