"""Write engine/tamcuc/data/puzzles.json: the Tam Cúc puzzle library, from seeded deals.

    .venv/bin/python scripts/make_tamcuc_puzzles.py [--seed 2026] [--out PATH]
    .venv/bin/python scripts/make_tamcuc_puzzles.py --verify [PATH]

Same seed, same file. Counts by kind, theme, level and seats and the time taken go to stderr.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.tamcuc import puzzles  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--out", default=str(puzzles.DEFAULT_PATH))
    parser.add_argument("--verify", nargs="?", const=str(puzzles.DEFAULT_PATH), metavar="PATH",
                        help="re-check a library instead of writing one (exit 1 on a mismatch)")
    args = parser.parse_args(argv)
    if args.verify:
        try:
            return puzzles.main_verify(args.verify)
        except puzzles.PuzzleError as e:
            print(e, file=sys.stderr)
            return 2
    puzzles.main_generate(args.out, args.seed)
    return 0


if __name__ == "__main__":
    sys.exit(main())
