"""``python -m engine``: run as a subprocess, exact output, exit code 2 with one line on errors."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from engine.hanafuda.cards import CARD_IDS
from engine.koikoi.record import replay

ENV = {**os.environ, "PYTHONUTF8": "1"}


def cli(*args, check=True):
    proc = subprocess.run([sys.executable, "-m", "engine", *args], capture_output=True,
                          text=True, encoding="utf-8", env=ENV, timeout=120)
    if check:
        assert proc.returncode == 0, proc.stderr
        assert proc.stderr == ""
    return proc


def test_cards_lists_the_48():
    lines = cli("cards").stdout.splitlines()
    assert len(lines) == 48
    assert [line.split()[0] for line in lines] == list(CARD_IDS)
    assert lines[0].split()[:4] == ["pine-crane", "1", "bright", "20"]
    assert lines[-1].split()[:4] == ["paulownia-chaff-3", "12", "chaff", "1"]


def test_rules_lists_the_seven():
    lines = cli("rules").stdout.splitlines()
    assert [line.split()[0] for line in lines] == ["nintendo", "wikipedia", "vietnam",
                                                   "online-15", "baike", "koikoi-japan",
                                                   "bright-field"]


def test_rules_nintendo_prints_the_table():
    out = cli("rules", "nintendo").stdout.splitlines()
    assert out[0] == "nintendo: Nintendo's official Koi-Koi rules"
    rows = {line.split()[0]: line.split()[1] for line in out[1:]}
    assert rows["goko"] == "10" and rows["shiko"] == "8" and rows["ame-shiko"] == "7"
    assert rows["sanko"] == "5" and rows["akatan-aotan"] == "10" and rows["kasu"] == "1"
    assert rows["seven-doubles"] == "True" and rows["exhausted-dealer-points"] == "0"
    assert rows["field-redeal-four-pairs"] == "False" and rows["rounds"] == "12"
    assert "  tane             1 +1 per extra card  タネ Five Animals" in out
    online = {line.split()[0]: line.split()[1] for line in cli("rules", "online-15").stdout
              .splitlines()[1:]}
    assert online["goko"] == "15" and "hanami-zake" not in online


@pytest.mark.parametrize("args, expected", [
    (["pine-crane", "cherry-curtain", "pampas-moon"],
     {"yaku": [{"id": "sanko", "points": 5}], "base": 5, "points": 5}),
    (["--opponent-koikoi", "pine-crane", "cherry-curtain", "pampas-moon"],
     {"yaku": [{"id": "sanko", "points": 5}], "base": 5, "points": 10}),
    (["pine-crane", "cherry-curtain", "pampas-moon", "willow-rainman", "paulownia-phoenix"],
     {"yaku": [{"id": "goko", "points": 10}], "base": 10, "points": 20}),
    (["--opponent-koikoi", "pine-crane", "cherry-curtain", "pampas-moon", "willow-rainman",
      "paulownia-phoenix"], {"yaku": [{"id": "goko", "points": 10}], "base": 10, "points": 40}),
    (["pine-crane"], {"yaku": [], "base": 0, "points": 0}),
])
def test_koikoi_score(args, expected):
    out = cli("koikoi", "score", "--rules", "nintendo", *args).stdout
    assert json.loads(out) == expected
    assert out == json.dumps(expected) + "\n"


def test_koikoi_score_other_rules():
    out = cli("koikoi", "score", "--rules", "online-15", "--opponent-koikoi", "pine-crane",
              "cherry-curtain", "pampas-moon").stdout
    assert json.loads(out) == {"yaku": [{"id": "sanko", "points": 6}], "base": 6, "points": 6}


def test_play_then_replay(tmp_path):
    out = cli("koikoi", "play", "--rules", "nintendo", "--seed", "7", "--players",
              "greedy,random").stdout
    rec = json.loads(out)
    assert (rec["game"], rec["rules"], rec["seed"], rec["players"]) == (
        "koikoi", "nintendo", 7, ["greedy", "random"])
    assert out == cli("koikoi", "play", "--rules", "nintendo", "--seed", "7", "--players",
                      "greedy,random").stdout  # same seed, same record
    (states, actions), = replay(rec)
    path = tmp_path / "hand.json"
    path.write_text(out, encoding="utf-8")
    lines = cli("koikoi", "replay", str(path)).stdout.splitlines()
    assert len(lines) == len(rec["actions"]) + 1
    r = rec["result"]
    yaku = " ".join(f"{y['id']}={y['points']}" for y in r["yaku"])
    assert lines[-1] == (f"result: winner {r['winner']} points {r['points'][0]}-{r['points'][1]}"
                         f" ({r['reason']}) {yaku}").rstrip()
    first = rec["actions"][0]
    take = f" x {','.join(first['take'])}" if first.get("take") else ""
    verb = "play" if "play" in first else "draw"
    assert lines[0] == f"{first['player']} {verb} {first[verb]}{take}"


def test_play_a_match(tmp_path):
    out = cli("koikoi", "play", "--rules", "wikipedia", "--seed", "3", "--rounds", "3").stdout
    m = json.loads(out)
    assert m["rounds"] == 3 and len(m["hands"]) == 3 and m["players"] == ["greedy", "random"]
    assert m["result"]["score"] == m["hands"][-1]["score"]
    path = tmp_path / "match.json"
    path.write_text(out, encoding="utf-8")
    lines = cli("koikoi", "replay", str(path)).stdout.splitlines()
    assert [line for line in lines if line.startswith("# hand")] == ["# hand 1", "# hand 2",
                                                                   "# hand 3"]
    assert sum(line.startswith("result: ") for line in lines) == 3


def _record(tmp_path, mutate):
    rec = json.loads(cli("koikoi", "play", "--seed", "7").stdout)
    mutate(rec)
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(rec), encoding="utf-8")
    return str(path)


def _illegal(rec):
    rec["actions"][0]["play"] = rec["deal"]["stock"][5]


def _duplicate(rec):
    rec["deal"]["stock"][0] = rec["deal"]["field"][0]


def _wrong_player(rec):
    rec["actions"][1]["player"] = 1 - rec["actions"][1]["player"]


def _wrong_points(rec):
    rec["result"]["points"] = [99, 0]


@pytest.mark.parametrize("args, message", [
    (["koikoi", "score", "pine-dragon"], "error: unknown card id: 'pine-dragon'"),
    (["koikoi", "score", "pine-crane", "pine-crane"], "error: duplicate card: 'pine-crane'"),
    (["koikoi", "score", "--rules", "hawaii", "pine-crane"], "error: unknown rule set: 'hawaii'"),
    (["rules", "hawaii"], "error: unknown rule set: 'hawaii'"),
    (["koikoi", "play", "--rules", "hawaii"], "error: unknown rule set: 'hawaii'"),
    (["koikoi", "play", "--players", "greedy,genius"], "error: unknown player: 'genius' (known: "),
    (["koikoi", "play", "--players", "greedy,random,strong"],
     "error: --players names 3 players for 2 seats"),
    (["koikoi", "play", "--seats", "3"], "error: --seats must be 2, not 3"),
    (["koikoi", "play", "--rounds", "0"], "error: --rounds must be from 1 to 12, not 0"),
    (["koikoi", "play", "--rounds", "13"], "error: --rounds must be from 1 to 12, not 13"),
    (["koikoi", "play", "--seed", "x"], "error: argument --seed: invalid int value: 'x'"),
    (["koikoi", "replay", "/nonexistent/hand.json"],
     "error: cannot read /nonexistent/hand.json: No such file or directory"),
    (["koikoi", "score"], "error: the following arguments are required: cards"),
    (["bogus"], "error: argument command: invalid choice: 'bogus'"),
    (["strength", "--game", "chess"], "error: argument --game: invalid choice: 'chess'"),
    (["strength", "--players", "3"], "error: koikoi is played by 2 players, not 3"),
    (["strength", "--pairs", "greedy-genius"], "error: unknown player: 'genius' (known: "),
    (["strength", "--rules", "hawaii"], "error: unknown rule set: 'hawaii'"),
    (["bench", "--game", "chess"], "error: argument --game: invalid choice: 'chess'"),
])
def test_bad_input_exits_2_with_one_line(args, message):
    proc = cli(*args, check=False)
    assert proc.returncode == 2
    assert proc.stdout == ""
    lines = proc.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith(message), proc.stderr
    assert "Traceback" not in proc.stderr


@pytest.mark.parametrize("mutate, message", [
    (_illegal, r"error: action 1: illegal action for player \d in the play phase: play "),
    (_duplicate, r"error: card dealt twice: '"),
    (_wrong_player, r"error: action 2: it is player \d's turn, not \d's"),
    (_wrong_points, r"error: result points is \[99, 0\] but the hand gives \[5, 0\]"),
])
def test_bad_records_exit_2_with_one_line(tmp_path, mutate, message):
    import re

    proc = cli("koikoi", "replay", _record(tmp_path, mutate), check=False)
    assert proc.returncode == 2 and proc.stdout == ""
    lines = proc.stderr.splitlines()
    assert len(lines) == 1 and re.match(message, lines[0]), proc.stderr


@pytest.mark.parametrize("text, message", [
    ("{not json", "error: not valid JSON: Expecting property name enclosed in double quotes "
                  "at line 1 column 2"),
    ("[1, 2]", "error: a hand record is a JSON object"),
    ('{"game": "koikoi", "rules": "nintendo", "actions": []}',
     "error: dealer must be 0 or 1, not None"),
])
def test_malformed_record_file(tmp_path, text, message):
    path = tmp_path / "bad.json"
    path.write_text(text, encoding="utf-8")
    proc = cli("koikoi", "replay", str(path), check=False)
    assert proc.returncode == 2 and proc.stdout == ""
    assert proc.stderr == message + "\n"


def test_record_file_not_utf8(tmp_path):
    path = tmp_path / "bad.json"
    path.write_bytes(b"\xff\xfe{")
    proc = cli("koikoi", "replay", str(path), check=False)
    assert proc.returncode == 2 and len(proc.stderr.splitlines()) == 1
    assert proc.stderr.startswith("error: ") and "Traceback" not in proc.stderr


def test_koikoi_rules_and_strength_per_game():
    assert cli("koikoi", "rules", "baike").stdout == cli("rules", "baike").stdout
    out = cli("strength", "--game", "koikoi", "--players", "2", "--hands", "2", "--pairs",
              "greedy-random", "--workers", "1").stdout
    assert "greedy vs random: 2 hands" in out and "95% CI" in out


@pytest.mark.parametrize("text, message", [
    ("[" * 1000 + "]" * 1000, "error: not valid JSON for a record: nested too deeply"),
    ('{"dealer": ' + "9" * 4400 + "}", "error: number too long for a record: "),
    ('{"hands": [{"dealer": 1.0}]}', "error: hands[0].dealer must be 0 or 1, not 1.0"),
])
def test_records_that_crashed_the_loader_exit_2(tmp_path, text, message):
    path = tmp_path / "bad.json"
    path.write_text(text, encoding="utf-8")
    proc = cli("koikoi", "replay", str(path), check=False)
    assert proc.returncode == 2 and proc.stdout == ""
    lines = proc.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith(message), proc.stderr
