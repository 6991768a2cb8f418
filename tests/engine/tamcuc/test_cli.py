"""``python -m engine tamcuc``: trick, play, replay, rules; bad input exits 2 with one line."""

import argparse
import json
import subprocess
import sys

import pytest

from engine.cli import main
from engine.tamcuc.cli import register


def run(capsys, *argv):
    code = main(["tamcuc", *argv])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize(
    "argv, winner, combo",
    [
        (["red-horse-1", "black-horse-1", "red-chariot-1", "black-soldier-1"], 2, "single"),
        (
            [
                "red-horse-1,red-horse-2",
                "black-cannon-1,black-cannon-2",
                "red-chariot-1,black-chariot-1",
                "black-soldier-1,black-soldier-2",
            ],
            1,
            "pair",
        ),
        (
            [
                "red-chariot-1,red-cannon-1,red-horse-1",
                "black-general,black-advisor-1,black-elephant-1",
                "red-elephant-1,red-elephant-2,red-soldier-1",
                "black-soldier-1,black-soldier-2,black-soldier-3",
            ],
            1,
            "triple",
        ),
        (
            [
                "black-soldier-1,black-soldier-2,black-soldier-3,black-soldier-4",
                "red-soldier-1,red-soldier-2,red-soldier-3,red-soldier-4",
                "red-general,red-advisor-1,red-advisor-2,red-elephant-1",
                "black-general,black-advisor-1,black-advisor-2,black-horse-1",
            ],
            1,
            "four-soldiers",
        ),
        (["--first-trick", "red-horse-1", "red-general", "red-elephant-1", "black-soldier-1"], 2, "single"),
        (["--players", "2", "red-horse-1,red-horse-2", "black-horse-1,black-horse-2"], 0, "pair"),
        (["--players", "3", "--first-trick", "red-horse-1", "red-elephant-1", "red-chariot-1"], 2, "single"),
    ],
)
def test_trick(capsys, argv, winner, combo):
    code, out, err = run(capsys, "trick", *argv)
    assert code == 0, err
    assert json.loads(out) == {"winner": winner, "combo": combo}


def test_trick_with_nobody_winning(capsys):
    code, out, _ = run(
        capsys, "trick", "--first-trick", "red-general", "red-advisor-1", "black-general", "black-advisor-1"
    )
    assert code == 0 and json.loads(out)["winner"] is None


@pytest.mark.parametrize(
    "argv, message",
    [
        (["red-horse-1", "black-horse-1", "nope", "black-soldier-1"], "nope"),
        (["red-horse-1", "red-horse-1", "red-chariot-1", "black-soldier-1"], "twice"),
        (["--players", "3", "red-general", "red-horse-1", "black-horse-1"], "removed"),
        (["red-horse-1", "black-horse-1,black-horse-2", "red-chariot-1", "black-soldier-1"], "same number"),
        (
            [
                "red-horse-1,black-horse-2",
                "black-horse-1,black-cannon-1",
                "red-soldier-1,red-soldier-2",
                "black-soldier-3,black-soldier-4",
            ],
            "no combination",
        ),
        (["red-horse-1", "black-horse-1", "red-chariot-1"], "expected 4 plays"),
        (["--rules", "nope", "red-horse-1", "black-horse-1", "red-chariot-1", "black-soldier-1"], "nope"),
        (["--players", "x", "red-horse-1"], "invalid int"),
    ],
)
def test_trick_bad_input(capsys, argv, message):
    code, out, err = run(capsys, "trick", *argv)
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and message in err


def test_play_replay_and_same_seed(capsys, tmp_path):
    code, out, _ = run(capsys, "play", "--players", "3", "--seed", "7", "--ai", "greedy,random,strong")
    assert code == 0
    record = json.loads(out)
    assert record["game"] == "tamcuc" and record["players"] == ["greedy", "random", "strong"]
    assert len(record["deal"]["hands"]) == 3 and record["seed"] == 7
    assert run(capsys, "play", "--players", "3", "--seed", "7", "--ai", "greedy,random,strong")[1] == out
    path = tmp_path / "deal.json"
    path.write_text(out, encoding="utf-8")
    code, out, _ = run(capsys, "replay", str(path))
    assert code == 0 and out.splitlines()[-1].startswith("result: cards")
    assert len(out.splitlines()) == len(record["actions"]) + 1


def test_play_match_rounds(capsys, tmp_path):
    code, out, _ = run(capsys, "play", "--players", "4", "--seed", "2", "--ai", "greedy", "--rounds", "3")
    record = json.loads(out)
    assert code == 0 and len(record["hands"]) == 3 and record["players"] == ["greedy"] * 4
    assert record["result"]["score"] == record["hands"][-1]["score"]
    path = tmp_path / "match.json"
    path.write_text(out, encoding="utf-8")
    code, out, _ = run(capsys, "replay", str(path))
    assert code == 0 and out.count("# hand") == 3


def test_replay_names_the_bad_action(capsys, tmp_path):
    _, out, _ = run(capsys, "play", "--players", "2", "--seed", "1", "--ai", "random")
    record = json.loads(out)
    record["actions"][3] = "reveal" if record["actions"][3] != "reveal" else "pass"
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    code, _, err = run(capsys, "replay", str(path))
    assert code == 2 and "action 4" in err and err.count("\n") == 1


@pytest.mark.parametrize(
    "argv, message",
    [
        (["play", "--players", "5"], "2, 3 or 4"),
        (["play", "--players", "3", "--ai", "greedy,random"], "--ai"),
        (["play", "--ai", "nobody"], "unknown player"),
        (["play", "--rounds", "0"], "--rounds"),
        (["replay", "/nonexistent/file.json"], "cannot read"),
        (["rules", "nope"], "unknown rule set"),
        (["frobnicate"], "invalid choice"),
    ],
)
def test_other_bad_input(capsys, argv, message):
    code, _, err = run(capsys, *argv)
    assert code == 2 and message in err and err.count("\n") == 1


def test_replay_rejects_non_json_and_other_games(capsys, tmp_path):
    path = tmp_path / "x.json"
    path.write_text("{not json", encoding="utf-8")
    assert run(capsys, "replay", str(path))[0] == 2
    path.write_text(json.dumps({"game": "koikoi"}), encoding="utf-8")
    code, _, err = run(capsys, "replay", str(path))
    assert code == 2 and "Tam Cúc" in err


def test_rules_lists_every_switch(capsys):
    code, out, _ = run(capsys, "rules")
    assert code == 0 and {"standard", "section-2-1", "thirty-cards", "di-dem"} <= {
        line.split()[0] for line in out.splitlines()
    }
    code, out, _ = run(capsys, "rules", "thirty-cards")
    assert code == 0 and "removal-3p" in out and "two-soldiers" in out and "night" in out


def test_register_adds_a_tamcuc_command(capsys):
    parser = argparse.ArgumentParser()
    register(parser.add_subparsers(dest="command"))
    args = parser.parse_args(["tamcuc", "rules"])
    args.func(args)
    assert "standard" in capsys.readouterr().out


def test_module_entry_point():
    proc = subprocess.run(
        [sys.executable, "-m", "engine", "tamcuc", "trick", "--players", "2", "red-horse-1", "black-horse-1"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert proc.returncode == 0 and json.loads(proc.stdout) == {"winner": 0, "combo": "single"}
