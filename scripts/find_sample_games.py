"""Find instructive games of every game of the engine for the step-through library
(engine/<game>/data/samples/*.json).

Plays seeded games between the engine's players (random, greedy, strong), detects each
feature from the states and events the engine produces, and writes the first game that shows
it as ``engine/<game>/data/samples/<slug>.json``: the engine's record plus titles, summaries and notes in
Vietnamese, Chinese and English (the notes sit on the step that shows the feature: step k is
the state after action k). Each game's features and notes are its ``samples.py``
(``engine/<game>/samples.py``, declared as the game's ``samples(limit)``); what they share is
:mod:`engine.samplefind`.

    .venv/bin/python scripts/find_sample_games.py                  # write every file
    .venv/bin/python scripts/find_sample_games.py --list           # only say what was found
    .venv/bin/python scripts/find_sample_games.py --game tamcuc    # one game's samples only

Same engine, same seeds, same files: the search is deterministic (the strong player's
choices depend only on the seed's ``random.Random``).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from engine.games import GAMES, data, game_of, get_game  # noqa: E402


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--list", action="store_true", help="only report, write nothing")
    ap.add_argument("--limit", type=int, default=3000, help="seeds to try per feature")
    ap.add_argument("--only", action="append", metavar="SLUG", help="write only these games")
    ap.add_argument("--game", action="append", choices=tuple(GAMES),
                    help="search only these games' samples")
    args = ap.parse_args()
    missing = []
    for name in args.game or GAMES:
        for found in get_game(name).samples(args.limit):
            if isinstance(found, str):
                missing.append(found)
                print(f"{found}: not found", file=sys.stderr)
                continue
            print(found.line)
            if not (args.list or skip(found.slug, args)):
                write(found)
    return 1 if missing else 0


def skip(slug: str, args) -> bool:
    return bool(args.only) and slug not in args.only


def write(found) -> None:
    doc = {"id": found.slug, "rules": found.rules, "order": found.order, "title": found.title,
           "summary": found.summary, "notes": found.notes, "record": found.record}
    out = Path(str(data(game_of(found.record).name))) / "samples" / f"{found.slug}.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    sys.exit(main())
