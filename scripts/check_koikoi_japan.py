"""Replay every finished game of the KoiKoi-AI dataset (games recorded in the PC game
KoiKoi-Japan; github.com/guansanghai/KoiKoi-AI, MIT licence) under the ``koikoi-japan`` rule
set, and say how many rounds replay and score as recorded, and how many games are dealt, end
and leave each player the points the records say.

    .venv/bin/python scripts/check_koikoi_japan.py [--git-dir DIR] [-v]

The dataset is read from a bare git copy of the repository (``gamerecords_dataset/*.json`` at
HEAD), by default /work/.mirror/guansanghai+KoiKoi-AI/repo.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys

from engine.koikoi.koikoijapan import check_game, rounds_of

MIRROR = "/work/.mirror/guansanghai+KoiKoi-AI/repo"
FOLDER = "gamerecords_dataset/"


def games(git_dir: str):
    """(path, game) for every game file of the dataset, in the order of their numbers."""
    def git(*args) -> str:
        return subprocess.run(["git", "--git-dir", git_dir, *args], check=True,
                              capture_output=True, text=True).stdout

    paths = [p for p in git("ls-tree", "-r", "HEAD", "--name-only").split()
             if p.startswith(FOLDER) and p.endswith(".json")]
    for path in sorted(paths, key=lambda p: int(p[len(FOLDER):-len(".json")])):
        yield path, json.loads(git("show", f"HEAD:{path}"))


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--git-dir", default=MIRROR)
    parser.add_argument("-v", "--verbose", action="store_true", help="name every problem")
    args = parser.parse_args(argv)
    n_games = good_games = n_rounds = good_rounds = skipped = 0
    for path, game in games(args.git_dir):
        if not game["result"]["isOver"]:
            skipped += 1  # a game left unfinished: it has no result to check
            continue
        n_games += 1
        n_rounds += len(rounds_of(game))
        good, problems = check_game(game)
        good_rounds += good
        good_games += not problems
        if args.verbose:
            for problem in problems:
                print(f"{path}: {problem}")
    print(f"rounds scoring as recorded: {good_rounds} of {n_rounds}")
    print(f"games dealt, ended and settled as recorded: {good_games} of {n_games}"
          f" ({skipped} unfinished game(s) skipped)")
    return 0 if good_rounds == n_rounds and good_games == n_games else 1


if __name__ == "__main__":
    sys.exit(main())
