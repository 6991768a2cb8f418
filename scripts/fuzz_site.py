"""Fuzz the whole site at length: ``python scripts/fuzz_site.py [--count N] [--seed S]``.

The requests of ``tests/web/fuzzing.py`` (every route of the URL map, bad paths, queries,
forms, files, JSON, methods, hosts, cookies, headers), straight to the WSGI app, with a
throw-away instance folder. Prints the count, the time, the statuses and any 5xx; exits 1
when a request was answered 5xx. ``make test`` runs a few thousand of the same requests.
"""

from __future__ import annotations

import argparse
import random
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from website import create_app  # noqa: E402

from tests.web.fuzzing import Fuzzer  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=10_500)
    parser.add_argument("--seed", type=int, default=8)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="fuzz-site-") as tmp:
        app = create_app({"TESTING": True, "GAME_STORE": f"{tmp}/games.sqlite3"})
        app.testing = False  # an exception in a view becomes the 500 a reader would get
        app.instance_path = tmp
        app.logger.disabled = True
        fuzzer = Fuzzer(app)
        rng = random.Random(args.seed)
        start = time.monotonic()
        for _ in range(args.count):
            fuzzer.send(fuzzer.random_request(rng))
        took = time.monotonic() - start
    statuses = ", ".join(f"{code}: {n}" for code, n in sorted(fuzzer.statuses.items()))
    print(f"fuzz: {fuzzer.sent} requests in {took:.1f} s ({fuzzer.sent / took:.0f}/s), "
          f"{len(fuzzer.failures)} answered 5xx")
    print(f"by status: {statuses}")
    for failure in fuzzer.failures[:10]:
        print("5xx:", failure)
    return 1 if fuzzer.failures else 0


if __name__ == "__main__":
    sys.exit(main())
