"""One command-line shape for every game (engine/cli.py): the same commands with the same options,
the older spellings kept, every command of README.md run, and bad input answered with code 2 and
one line."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from engine import cli
from engine.games import DEFAULT_GAME, GAMES, get_game
from engine.views import view_record

ROOT = Path(__file__).resolve().parents[2]
SHARED = {"play", "replay", "rules", "puzzles"}  # a game adds its own beside them (score, trick …)


def commands(parser, *path: str) -> dict:
    """The subcommand parsers under ``path`` (``("tamcuc", "play")`` …)."""
    for name in path:
        parser = next(a for a in parser._actions if a.dest != "help" and a.choices)\
            .choices[name]
    action = next((a for a in parser._actions if isinstance(a.choices, dict)), None)
    return action.choices if action else {}


def options(parser) -> set[str]:
    return {o for a in parser._actions for o in a.option_strings}


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = cli.main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize("game", GAMES)
def test_every_game_has_the_same_commands_with_the_same_options(game):
    parser = cli.build_parser()
    assert set(commands(parser, game)) >= SHARED
    assert options(commands(parser, game)["play"]) == {
        "-h", "--help", "--rules", "--seed", "--players", "--ai", "--seats", "--rounds"}
    assert set(commands(parser, game, "puzzles")) == {"generate", "verify"}
    assert options(commands(parser, game, "puzzles")["generate"]) == {"-h", "--help", "--seed", "--out"}


@pytest.mark.parametrize(("game", "argv", "seats"), [
    ("koikoi", ["--players", "strong,greedy"], ["strong", "greedy"]),
    ("koikoi", ["--players", "random"], ["random", "random"]),
    ("hachihachi", ["--players", "greedy"], ["greedy"] * 3),
    ("hachihachi", ["--ai", "strong,greedy,random"], ["strong", "greedy", "random"]),
    ("tamcuc", ["--players", "greedy,random,strong"], ["greedy", "random", "strong"]),
    ("tamcuc", ["--seats", "2", "--players", "random"], ["random", "random"]),
    ("tamcuc", ["--players", "3", "--ai", "greedy"], ["greedy"] * 3),  # the older spelling
    ("tamcuc", [], ["greedy"] * 4),
])
def test_players_names_the_levels_and_seats_counts_them(capsys, game, argv, seats):
    code, out, _err = run(capsys, game, "play", "--seed", "3", *argv)
    assert code == 0 and json.loads(out)["players"] == seats


@pytest.mark.parametrize(("argv", "message"), [
    (["koikoi", "play", "--seats", "3"], "error: --seats must be 2, not 3"),
    (["tamcuc", "play", "--seats", "5"], "error: --seats must be 2, 3 or 4, not 5"),
    (["tamcuc", "play", "--players", "3", "--seats", "4"], "error: --players 3 (a seat count) but --seats 4"),
    (["hachihachi", "play", "--players", "greedy", "--ai", "random"], "error: --ai is the older spelling"),
    (["hachihachi", "play", "--players", "greedy,random"], "error: --seats must be 3, 4, 5, 6 or 7, not 2"),
    (["tamcuc", "puzzles", "verify", "/nonexistent.json"], "error: cannot read /nonexistent.json"),
    (["hachihachi", "replay", "/nonexistent.json"], "error: "),
    (["koikoi", "puzzles", "generate", "--seed", "x"], "error: argument --seed: invalid int value"),
    (["hachihachi", "puzzles"], "error: the following arguments are required"),
])
def test_bad_input_is_one_line_and_code_2(capsys, argv, message):
    code, out, err = run(capsys, *argv)
    assert code == 2 and out == "" and err.startswith(message) and err.count("\n") == 1, err


@pytest.mark.parametrize("game", GAMES)
def test_replay_refuses_a_deal_cut_short_and_a_players_view_in_one_line(capsys, tmp_path, game):
    """A record that stops before its deal ends, without a result, is no played deal; a
    reader's downloaded view hides cards. Each is one line and code 2, not a traceback."""
    code, out, _err = run(capsys, game, "play", "--seed", "4")
    record = json.loads(out)
    cut = {k: v for k, v in record.items() if k != "result"}
    cut["actions"] = record["actions"][:5]
    for doc, message in ((cut, "the deal does not end after 5 actions"),
                         (view_record(record, 0), "one player's view of the game")):
        path = tmp_path / "record.json"
        path.write_text(json.dumps(doc), encoding="utf-8")
        code, out, err = run(capsys, game, "replay", str(path))
        assert code == 2 and out == "" and message in err and err.count("\n") == 1, err


@pytest.mark.parametrize("game", GAMES)
def test_puzzles_generate_writes_the_library_and_verify_reads_it(capsys, monkeypatch, tmp_path, game):
    """``generate`` is the game's generator (a few of its puzzles here, the real one takes
    ~15 s) written as its library; ``verify`` checks a file, 1 on a mismatch."""
    puzzles = get_game(game).puzzles()
    seeds = []
    monkeypatch.setattr(puzzles, "generate", lambda seed: seeds.append(seed) or few(puzzles))
    out = tmp_path / "p.json"
    assert run(capsys, game, "puzzles", "generate", "--out", str(out))[0] == 0
    assert seeds == [puzzles.SEED] and puzzles.load(out) == few(puzzles)
    assert run(capsys, game, "puzzles", "generate", "--seed", "5", "--out", "-")[1] == out.read_text()
    assert seeds == [puzzles.SEED, 5]
    assert run(capsys, game, "puzzles", "verify", str(out))[0] == 0
    broken = json.loads(out.read_text())
    broken["puzzles"][0]["level"] = 9
    out.write_text(json.dumps(broken))
    assert run(capsys, game, "puzzles", "verify", str(out))[0] == 1


def test_the_koikoi_puzzles_and_rules_keep_their_top_level_spelling(capsys):
    assert run(capsys, "rules", "vietnam") == run(capsys, "koikoi", "rules", "vietnam")
    parser = cli.build_parser()
    assert set(commands(parser, "puzzles")) == set(commands(parser, "koikoi", "puzzles"))


# -- every command README.md documents --------------------------------------------------------

def readme_commands() -> list[str]:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    lines = re.findall(r"^\.venv/bin/python (-m engine .*)$", text, re.M)
    return [line.split("  #")[0].strip() for line in lines]


@pytest.fixture(scope="module")
def records(tmp_path_factory) -> dict[str, Path]:
    folder = tmp_path_factory.mktemp("records")
    out = {}
    for game in GAMES:
        out[game] = folder / f"{game}.json"
        out[game].write_text(subprocess.run([sys.executable, "-m", "engine", game, "play", "--seed", "1"],
                                            cwd=ROOT, check=True, capture_output=True, text=True).stdout)
    return out


def few(puzzles) -> list[dict]:
    """Three of the game's puzzles that verify fast (no koi-koi call, which rolls out)."""
    return [p for p in puzzles.load() if p["kind"] != "koikoi"][:3]


def concrete(line: str, records, library) -> list[list[str]]:
    """The README line as runnable argument lists: without and with its optional parts, its
    placeholders filled, the slow counts made small (the options stay those documented)."""
    game = next((g for g in GAMES if f" {g} " in line), DEFAULT_GAME)
    declared = get_game(game)
    fill = {"NAME": [r for r in declared.rulesets if r != declared.default_rules][-1],
            "N": str(max(declared.seats)), "R": "2", "G": game,
            "FILE": str(library[game] if "puzzles" in line else records[game]),
            "CARD...": "pine-crane cherry-curtain pampas-moon",
            "CARD×7": "pine-crane pine-ribbon pine-chaff-1 cherry-curtain cherry-ribbon plum-ribbon "
                      "maple-deer",
            "PLAY PLAY...": "red-horse-1 black-horse-1 red-chariot-1 black-chariot-1"}
    if "generate|verify" in line:
        variants = [line.replace("generate|verify", alt) for alt in ("generate", "verify")]
    else:
        variants = list(dict.fromkeys([re.sub(r" \[[^\]]*\]", "", line),
                                       line.replace("[", "").replace("]", "")]))
    out = []
    for text in variants:
        for placeholder, value in fill.items():
            text = re.sub(rf"(?<![\w-]){re.escape(placeholder)}(?![\w.])", value, text)
        argv = [str(library[game]) if a.endswith("data/puzzles.json") else a for a in text.split()]
        if argv[0] == "-m":
            argv = argv[2:]
        if argv[:1] == ["strength"]:
            argv = ["greedy-beginner,beginner-random" if "strong-" in a else "2" if a == "100" else a
                    for a in argv] + ["--hands", "2", "--workers", "1"]
        if argv[:1] == ["bench"]:
            argv += ["--seconds", "0.05"]
        out.append(argv)
    return out


def test_readme_lists_the_commands_this_test_runs():
    lines = readme_commands()
    assert len(lines) >= 24
    assert any("tamcuc play --players 4 --seed 7 --ai strong,greedy,random,greedy" in line for line in lines)


@pytest.mark.parametrize("line", readme_commands())
def test_every_documented_command_runs(capsys, monkeypatch, tmp_path, records, line):
    library = {}
    for game in GAMES:  # the real generators take ~15 s each: a few of the library's puzzles
        puzzles = get_game(game).puzzles()
        library[game] = tmp_path / f"{game}.json"
        library[game].write_text(puzzles.dumps(few(puzzles)), encoding="utf-8")
        monkeypatch.setattr(puzzles, "generate", lambda seed, p=puzzles: few(p))
        monkeypatch.setattr(puzzles, "DEFAULT_PATH", library[game])
    for argv in concrete(line, records, library):
        code = cli.main(argv)
        out, err = capsys.readouterr()
        assert code == 0, (argv, err)
        assert out or err, argv
