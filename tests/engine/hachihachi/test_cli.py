"""``python -m engine hachihachi …``: exact output, and exit code 2 with one line on bad input."""

from __future__ import annotations

import json

import pytest
from koikoi.test_cli import cli

KARASU = ["pine-chaff-1", "plum-chaff-1", "cherry-chaff-1", "iris-chaff-1", "peony-chaff-1",
          "clover-chaff-1", "maple-chaff-1"]


@pytest.mark.parametrize(("rules", "points"), [("seed-000", 25), ("traditional", 4)])
def test_teyaku_prints_the_hand_and_its_total(rules, points):
    out = cli("hachihachi", "teyaku", "--rules", rules, *KARASU).stdout
    assert json.loads(out) == {"teyaku": [{"id": "karasu", "points": points}],
                               "points": points}


def test_teyaku_sums_both_groups():
    hand = ["pine-crane", "pine-chaff-1", "pine-chaff-2", "cherry-chaff-1", "iris-chaff-1",
            "peony-chaff-1", "maple-chaff-1"]
    out = json.loads(cli("hachihachi", "teyaku", "--rules", "seed-000", *hand).stdout)
    assert out == {"teyaku": [{"id": "pikaichi", "points": 20}, {"id": "sanbon", "points": 10}],
                   "points": 30}


def test_score_prints_dekiyaku_and_card_points():
    pile = ["pine-ribbon", "plum-ribbon", "cherry-ribbon", "clover-boar", "maple-deer",
            "peony-butterflies"]
    out = json.loads(cli("hachihachi", "score", "--rules", "seed-000", *pile).stdout)
    assert out == {"dekiyaku": [{"id": "akatan", "points": 35},
                                {"id": "inoshikacho", "points": 35}],
                   "points": 70, "card_points": 45}


@pytest.mark.parametrize(("args", "message"), [
    (["teyaku", *KARASU[:6]], "a dealt hand is 7 cards, not 6"),
    (["teyaku", *KARASU[:6], "pine-chaff-1"], "card given twice: 'pine-chaff-1'"),
    (["teyaku", *KARASU[:6], "pine-joker"], "unknown card id: 'pine-joker'"),
    (["teyaku", "--rules", "nintendo", *KARASU], "unknown rule set: 'nintendo'"),
    (["score", "pine-crane", "pine-crane"], "card given twice: 'pine-crane'"),
    (["score", "moon"], "unknown card id: 'moon'"),
    (["play", "--ai", "greedy,random"], "--seats must be 3, 4, 5, 6 or 7, not 2"),
    (["play", "--ai", "greedy,random,wizard"], "unknown player: 'wizard'"),
    (["rules", "koikoi"], "unknown rule set: 'koikoi'"),
])
def test_bad_input_exits_2_with_one_line(args, message):
    proc = cli("hachihachi", *args, check=False)
    assert proc.returncode == 2
    assert proc.stdout == ""
    assert len(proc.stderr.splitlines()) == 1
    assert message in proc.stderr


def test_play_then_replay(tmp_path):
    out = cli("hachihachi", "play", "--rules", "traditional", "--seed", "5",
              "--ai", "strong,greedy,random").stdout
    record = json.loads(out)
    assert record["game"] == "hachihachi" and record["players"] == ["strong", "greedy", "random"]
    assert sum(record["result"]["points"]) == 0
    path = tmp_path / "deal.json"
    path.write_text(out, encoding="utf-8")
    lines = cli("hachihachi", "replay", str(path)).stdout.splitlines()
    assert len(lines) == len(record["actions"]) + 1
    assert lines[-1].startswith(f"result: winner {record['result']['winner']} points "
                                f"{' '.join(map(str, record['result']['points']))}")


def test_replay_refuses_a_tampered_record(tmp_path):
    record = json.loads(cli("hachihachi", "play", "--seed", "2", "--ai",
                            "greedy,greedy,greedy").stdout)
    record["result"]["points"][0] += 1
    path = tmp_path / "deal.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    proc = cli("hachihachi", "replay", str(path), check=False)
    assert proc.returncode == 2 and len(proc.stderr.splitlines()) == 1
    assert "result points" in proc.stderr


def test_rules_lists_both_and_prints_one():
    names = [line.split()[0] for line in cli("hachihachi", "rules").stdout.splitlines()]
    assert names == ["seed-000", "traditional", "traditional-full"]
    out = cli("hachihachi", "rules", "traditional").stdout
    assert "shiso" in out and "sage-shobu             True" in out
    assert "paulownia-phoenix x4" in out


def test_strength_and_bench_for_three_seats():
    out = cli("strength", "--game", "hachihachi", "--hands", "3", "--pairs", "strong-random",
              "--workers", "1").stdout
    assert "hachihachi, 3 players, rules traditional" in out  # the default: what the lessons teach
    assert "strong vs random: 3 hands" in out and "95% CI" in out
    proc = cli("strength", "--game", "hachihachi", "--players", "2", "--hands", "2",
               check=False)
    assert proc.returncode == 2
    assert "hachihachi is played by 3 or 4 or 5 or 6 or 7 players, not 2" in proc.stderr
    out = cli("bench", "--game", "hachihachi", "--seconds", "0.2").stdout.splitlines()
    seed, traditional = ["hachihachi", "seed-000", "3", "seats,"], \
        ["hachihachi", "traditional", "3", "seats,"]
    assert [line.split()[:4] for line in out] == [seed, seed, traditional, traditional]
    assert ["random deals" in line for line in out] == [True, False, True, False]
    assert ["greedy v greedy" in line for line in out] == [False, True, False, True]


def _deal_record():
    return json.loads(cli("hachihachi", "play", "--seed", "1", "--ai",
                          "greedy,random,greedy").stdout)


def _set(path, value):
    def mutate(rec):
        target = rec
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value
        return rec
    return mutate


@pytest.mark.parametrize(("mutate", "message"), [
    (_set(("dealer",), True), "dealer must be 0, 1 or 2"),
    (_set(("actions", 0, "player"), True), "player must be 0, 1 or 2, not True"),
    (lambda rec: _set(("actions", 0, "player"), (rec["dealer"] + 1) % 3)(rec), "turn, not"),
    (_set(("deal", "field", 0), "pine-crane"), "card dealt twice"),
    (_set(("deal", "hands"), [[], []]), "deal.hands must hold three hands"),
    (_set(("deal", "stock"), []), "a deal is 7 + 7 + 7 cards in hand"),
    (_set(("actions", 0, "take"), ["moon"]), "action 1"),
    (_set(("actions", 0, "call"), "koikoi"), "call must be 'sage' or 'shobu'"),
    (_set(("game",), "koikoi"), "not a Hachi-Hachi record"),
    (_set(("rules",), "nintendo"), "unknown rule set"),
])
def test_bad_records_exit_2_with_one_line(tmp_path, mutate, message):
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(mutate(_deal_record())), encoding="utf-8")
    proc = cli("hachihachi", "replay", str(path), check=False)
    assert proc.returncode == 2 and proc.stdout == ""
    assert len(proc.stderr.splitlines()) == 1
    assert message in proc.stderr
