"""Generate (or ``--verify``) the Hachi-Hachi puzzle library, engine/hachihachi/data/puzzles.json.

    .venv/bin/python scripts/make_hachihachi_puzzles.py [--seed 88] [--out FILE]
    .venv/bin/python scripts/make_hachihachi_puzzles.py --verify engine/hachihachi/data/puzzles.json

Same seed, same file; it prints the counts by kind, theme and level, and the time taken.
"""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.hachihachi.puzzles import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main())
