"""The older spelling of ``python -m engine hanaawase puzzles generate|verify``: the Hana-awase
puzzle library, engine/hanaawase/data/puzzles.json.

    .venv/bin/python scripts/make_hanaawase_puzzles.py [--seed S] [--out FILE]   # generate
    .venv/bin/python scripts/make_hanaawase_puzzles.py --verify [FILE]           # exit 1 on a mismatch
"""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.cli import puzzles_script  # noqa: E402

if __name__ == "__main__":
    sys.exit(puzzles_script("hanaawase"))
