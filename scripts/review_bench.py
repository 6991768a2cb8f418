"""What a match's review costs (issue 33, item 5): the deal-ending request and the first open.

    .venv/bin/python scripts/review_bench.py [--game SLUG|all] [--seed S]

In this process (Flask's test client, a fresh SQLite store in a temporary folder, the judge at
its full budget, ``JUDGE_SCALE`` 1): a reader answering at random plays a whole match through
the site's forms against greedy computers, for every game of the registry at its most seats,
its default rules and its longest match, and the script prints, per game, in wall milliseconds (and
the process's CPU time: wall time grows when other programs take the cores):

- ``deal end``: what judging the deal adds to the request that ends it (the time spent in
  the view's ``_judge_ended``: median and largest over the match's deals), and that request's
  whole time (median);
- ``review, stored``: the first open of the match's review with every deal's verdicts stored
  (the judge's caches emptied first: no judge is asked);
- ``review, judged``: the first open as it was before verdicts were stored: the same game with
  its verdicts removed and the judge's caches emptied, every deal judged in the request.

The reader asked for no hint, so the judge's cache holds none of the reader's positions when a
deal ends: the deal-ending figure is the most it adds.
"""

from __future__ import annotations

import argparse
import itertools
import random
import re
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from website import create_app  # noqa: E402
from website.core.store import get_store  # noqa: E402
from website.features.play import views as play_views  # noqa: E402
from website.games import DEFAULT, GAMES  # noqa: E402

from engine import judge as engine_judge  # noqa: E402
from tests.web.test_tables import next_form  # noqa: E402  (a reader's answer, as the tests pick it)

VERSION = re.compile(r'name="v" value="(\d+)"')


def matches() -> dict[str, tuple[str, str, int, int]]:
    """slug → (play URL, rule set, seats, deals): each game as its new-game form offers it at
    most, its default rules, its most seats and its longest match."""
    return {game.slug: (f"/en/{game.slug}/play" if game is not DEFAULT else "/en/play",
                        game.board.GAME.default_rules, max(game.board.SEAT_COUNTS),
                        max(game.board.LENGTHS))
            for game in GAMES}


def ms(seconds: float) -> str:
    return f"{1000 * seconds:,.0f} ms"


def bench(game: str, seed: int) -> None:
    path, rules, seats, rounds = matches()[game]
    folder = tempfile.mkdtemp(prefix="review-bench-")
    app = create_app({"TESTING": True, "GAME_STORE": f"{folder}/games.sqlite3",
                      "JUDGE_SCALE": 1.0, "CREATE_LIMIT": "1000 per minute"})
    seeds = itertools.count()
    play_views._rng = lambda: random.Random(f"{seed}-{next(seeds)}")
    judging: list[float] = []
    cpu: list[float] = []
    ending: list[float] = []
    judge_ended = play_views._judge_ended

    def timed(table) -> None:
        start, used = time.perf_counter(), time.process_time()
        judge_ended(table)
        if table.hands and table.state.is_over:
            judging.append(time.perf_counter() - start)
            cpu.append(time.process_time() - used)

    play_views._judge_ended = timed
    client = app.test_client()
    token = re.search(r'name="csrf_token" value="([^"]+)"',
                      client.get(path).get_data(as_text=True)).group(1)
    headers = {"X-CSRFToken": token}
    r = client.post(path, data={"rules": rules, "level": "greedy", "rounds": str(rounds),
                                "seats": str(seats)}, headers=headers)
    url = r.headers["Location"]
    rng = random.Random(seed)
    while True:
        page = client.get(url).get_data(as_text=True)
        form = next_form(page, rng)
        if form is None and f"{url}/next" in page:
            client.post(f"{url}/next", data={"v": VERSION.search(page).group(1)}, headers=headers)
            continue
        if form is None:
            break
        before = len(judging)
        start = time.perf_counter()
        assert client.post(url, data=form, headers=headers).status_code == 303
        if len(judging) > before:
            ending.append(time.perf_counter() - start)
    play_views._judge_ended = judge_ended

    def first_open() -> tuple[float, float]:
        engine_judge._JUDGES.clear()  # a worker that never judged this game
        start, used = time.perf_counter(), time.process_time()
        assert client.get(f"{url}/review").status_code == 200
        return time.perf_counter() - start, time.process_time() - used

    stored = first_open()
    gid = url.rsplit("/", 1)[1]
    store = get_store(app)
    version, data = store.get(gid, "game")
    data.pop("verdicts")
    store.update(gid, "game", version, data, finished=True)
    judged = first_open()
    print(f"{game} ({rounds} deals, {seats} seats): deal end adds {ms(statistics.median(judging))} "
          f"median, {ms(max(judging))} most (CPU {ms(statistics.median(cpu))} median; the "
          f"deal-ending request {ms(statistics.median(ending))} median) · first open of the "
          f"review, stored: {ms(stored[0])} (CPU {ms(stored[1])}) · judged as before: "
          f"{ms(judged[0])} (CPU {ms(judged[1])})", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--game", choices=[*matches(), "all"], default="all")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    for game in matches() if args.game == "all" else [args.game]:
        bench(game, args.seed)


if __name__ == "__main__":
    main()
