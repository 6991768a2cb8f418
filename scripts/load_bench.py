"""Load benchmark: gunicorn on the loopback, a mixed workload from concurrent clients.

    .venv/bin/python scripts/load_bench.py [--clients 32] [--requests 2000] [--seconds 60]
                                           [--workers 2] [--port 0] [--redis]
    .venv/bin/python scripts/load_bench.py --profile /en/koikoi [-n 300]

The first form starts ``gunicorn 'website:create_app(...)'`` on 127.0.0.1 (a fresh game store
in a temporary folder, or with ``--redis`` a redis-server of its own on another free loopback
port; the game-creation limit raised out of reach: every client comes from one address), sends at
most ``--requests`` requests for at most ``--seconds`` seconds, stops the server and prints, per
kind of request, the count, req/s, the client's p50/p95/p99 (queueing included: the clients
share the cores with the server) and, per request, the worker's wall time (gunicorn's access
log, ``%(D)s``: it grows when other programs take the cores) and its CPU time (the worker's
``time.process_time()`` around the request, a gunicorn hook: what the request costs).

Kinds: ``page`` (rules, cards, months, a card, history, glossary, home; three languages),
``svg`` (card pictures), ``puzzle`` (answers posted to choice and scoring puzzles, right and
wrong), ``create`` (a new game), ``move-random``, ``move-greedy``, ``move-strong`` (one move
each against that computer level, htmx-style, so the reply is the new position).

The second form profiles one page in this process (Flask's test client, warm caches): the
median worker time over ``-n`` requests and cProfile's top functions.
"""

from __future__ import annotations

import argparse
import cProfile
import http.client
import json
import os
import pstats
import random
import re
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections import defaultdict
from pathlib import Path
from urllib.parse import urlencode

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from website.games import GAMES  # noqa: E402

from engine.games import DEFAULT_GAME, data  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
LANGS = ("vi", "zh", "en")
PAGES = ("/{l}/", *(f"/{{l}}/{g.slug}" for g in GAMES), "/{l}/history",
         "/{l}/glossary", "/{l}/cards", "/{l}/months/pine", "/{l}/months/cherry",
         "/{l}/cards/pine-crane", "/{l}/cards/willow-lightning", "/{l}/cards?kind=ribbon")
SVGS = ("/cards/pine-crane.svg", "/cards/cherry-curtain.svg", "/cards/back.svg")
LEVELS = ("random", "greedy", "strong")
# kind → share of the requests a client sends
MIX = {"page": 45, "svg": 10, "puzzle": 15, "move-random": 10, "move-greedy": 10,
       "move-strong": 10}
ACTION = re.compile(r'name="a" value="([^"]+)"')
VERSION = re.compile(r'name="v" value="(\d+)"')
CSRF = re.compile(r'name="csrf[_-]token"[^>]*?(?:value|content)="([^"]+)"')


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Client:
    """One reader: a cookie jar, the CSRF token when the site sends one, a game per level."""

    def __init__(self, port: int, rng: random.Random, record):
        self.port, self.rng, self.record = port, rng, record
        self.cookie = ""
        self.csrf = ""
        self.games: dict[str, tuple[str, int, list[str]]] = {}

    def request(self, kind: str, method: str, path: str, form: dict | list | None = None,
                htmx: bool = False) -> tuple[int, str, dict]:
        conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=60)
        headers = {"Accept-Encoding": "identity", "Accept-Language": "en"}
        body = None
        if self.cookie:
            headers["Cookie"] = self.cookie
        if htmx:
            headers["HX-Request"] = "true"
        if form is not None:
            pairs = list(form.items()) if isinstance(form, dict) else list(form)
            if self.csrf:
                pairs.append(("csrf_token", self.csrf))
                headers["X-CSRFToken"] = self.csrf
            body = urlencode(pairs)
            headers["Content-Type"] = "application/x-www-form-urlencoded"
            headers["Origin"] = f"http://127.0.0.1:{self.port}"
        start = time.perf_counter()
        try:
            conn.request(method, path, body=body, headers=headers)
            response = conn.getresponse()
            text = response.read().decode("utf-8", "replace")
            status = response.status
            got = dict(response.getheaders())
        except OSError:
            status, text, got = 0, "", {}
        finally:
            conn.close()
        self.record(kind, time.perf_counter() - start, status)
        cookie = got.get("Set-Cookie")
        if cookie:
            self.cookie = cookie.split(";", 1)[0]
        token = CSRF.search(text)
        if token:
            self.csrf = token.group(1)
        return status, text, got

    def page(self):
        path = self.rng.choice(PAGES).format(l=self.rng.choice(LANGS))
        self.request("page", "GET", path)

    def svg(self):
        self.request("svg", "GET", self.rng.choice(SVGS))

    def puzzle(self, puzzles: list[dict]):
        p = self.rng.choice(puzzles)
        right = self.rng.random() < 0.5
        a = p["answers"][0]
        if p["kind"] == "choice":
            month = p["position"]["drawn"].split("-", 1)[0]
            other = [c for c in p["position"]["field"] if c.startswith(month + "-") and c != a]
            fields = [("take", a if right or not other else other[0])]
        else:
            fields = [("points", str(a["points"] if right else a["points"] + 1)),
                      *(("yaku", y) for y in a["yaku"])]
        lang = self.rng.choice(LANGS)
        form = [("puzzle", p["id"]), ("mode", "list"), ("tries", "0"), ("action", "answer"),
                *fields]
        self.request("puzzle", "POST", f"/{lang}/puzzles/{p['id']}", form, htmx=True)

    def _new_game(self, level: str) -> None:
        status, _text, headers = self.request(
            "create", "POST", "/en/play", {"rules": "nintendo", "level": level, "rounds": "1"})
        location = headers.get("Location", "")
        if status != 303 or "/play/" not in location:
            self.games.pop(level, None)
            return
        path = "/en/play/" + location.rsplit("/play/", 1)[1]
        _status, text, _h = self.request("page-play", "GET", path)
        self._remember(level, path, text)

    def _remember(self, level: str, path: str, text: str) -> None:
        version = VERSION.search(text)
        actions = ACTION.findall(text)
        if version and actions:
            self.games[level] = (path, int(version.group(1)), actions)
        else:
            self.games.pop(level, None)  # over: a new game next time

    def move(self, level: str):
        if level not in self.games:
            self._new_game(level)
            if level not in self.games:
                return
        path, version, actions = self.games[level]
        status, text, _h = self.request(f"move-{level}", "POST", path,
                                        {"v": str(version), "a": self.rng.choice(actions)},
                                        htmx=True)
        if status == 200:
            self._remember(level, path, text)
        else:
            self.games.pop(level, None)


def percentile(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    values = sorted(values)
    return values[min(len(values) - 1, int(round(q / 100 * (len(values) - 1))))]


def start_redis(folder: str) -> tuple[subprocess.Popen, str]:
    port = free_port()
    proc = subprocess.Popen(["redis-server", "--port", str(port), "--bind", "127.0.0.1", "--dir",
                             folder, "--save", "", "--appendonly", "no"],
                            stdout=subprocess.DEVNULL, start_new_session=True)
    wait_for_port(port, proc)
    return proc, f"redis://127.0.0.1:{port}/0"


def wait_for_port(port: int, proc: subprocess.Popen) -> None:
    deadline = time.time() + 30
    while time.time() < deadline:
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=1):
                return
        except OSError:
            if proc.poll() is not None:
                raise SystemExit(f"{proc.args[0]} did not start") from None
            time.sleep(0.2)
    stop_server(proc)
    raise SystemExit(f"{proc.args[0]} did not answer within 30 s")


# gunicorn hooks: each sync worker serves one request at a time, so its process CPU time
# around a request is what that request cost
HOOKS = """
import time
def pre_request(worker, req):
    req.cpu_start = time.process_time()
def post_request(worker, req, environ, resp):
    with open({log!r}, "a") as f:
        f.write(f"{{req.method}} {{req.path}} {{resp.status_code}} "
                f"{{(time.process_time() - req.cpu_start) * 1e6:.0f}}\\n")
"""


def start_server(port: int, workers: int, store: str, access_log: str) -> subprocess.Popen:
    config = {"GAME_STORE": store, "CREATE_LIMIT": "1000000 per minute",
              "SECRET_KEY": "load-bench"}
    hooks = access_log + ".hooks.py"
    Path(hooks).write_text(HOOKS.format(log=access_log + ".cpu"))
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(
        filter(None, (os.environ.get("PYTHONPATH"), str(ROOT)))))
    env.pop("GAME_STORE_URL", None)
    cmd = [sys.executable, "-m", "gunicorn", "-w", str(workers), "-b", f"127.0.0.1:{port}",
           "--access-logfile", access_log, "--access-logformat", "%(m)s %(U)s %(s)s %(D)s",
           "-c", hooks,
           "--log-level", "warning", "--chdir", str(ROOT), f"website:create_app({config!r})"]
    proc = subprocess.Popen(cmd, env=env, start_new_session=True)
    wait_for_port(port, proc)
    return proc


def stop_server(proc: subprocess.Popen) -> None:
    if proc.poll() is None:
        os.killpg(proc.pid, signal.SIGTERM)
        try:
            proc.wait(15)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()


def worker_times(access_log: str) -> dict[str, list[float]]:
    """Worker milliseconds per kind of path, from a log of ``method path status µs``."""
    out: dict[str, list[float]] = defaultdict(list)
    for line in Path(access_log).read_text().splitlines():
        parts = line.split()
        if len(parts) != 4:
            continue
        method, path, _status, micros = parts
        if path.endswith(".svg"):
            kind = "svg"
        elif "/puzzles/" in path:
            kind = "puzzle"
        elif "/play" in path:
            kind = ("create" if path.endswith("/play") else "move") if method == "POST" else (
                "page-play")
        else:
            kind = "page"
        out[kind].append(int(micros) / 1000)
    return out


def run(args) -> None:
    library = data(DEFAULT_GAME) / "puzzles.json"  # the default game's: its URLs carry no slug
    puzzles = [p for p in json.loads(library.read_text())["puzzles"] if p["kind"] in ("choice", "scoring")]
    port = args.port or free_port()
    samples: dict[str, list[float]] = defaultdict(list)
    statuses: dict[str, dict[int, int]] = defaultdict(lambda: defaultdict(int))
    lock = threading.Lock()
    sent = 0

    def record(kind: str, seconds: float, status: int) -> None:
        nonlocal sent
        with lock:
            samples[kind].append(seconds * 1000)
            statuses[kind][status] += 1
            sent += 1

    with tempfile.TemporaryDirectory(prefix="load-bench-") as folder:
        access_log = os.path.join(folder, "access.log")
        redis, store = start_redis(folder) if args.redis else (
            None, os.path.join(folder, "games.sqlite3"))
        proc = start_server(port, args.workers, store, access_log)
        deadline = time.time() + args.seconds
        kinds, weights = zip(*MIX.items(), strict=True)

        def loop(seed: int) -> None:
            rng = random.Random(seed)
            client = Client(port, rng, record)
            client.request("page-play", "GET", "/en/play")  # a session and its CSRF token
            while sent < args.requests and time.time() < deadline:
                kind = rng.choices(kinds, weights)[0]
                if kind.startswith("move-"):
                    client.move(kind[5:])
                elif kind == "puzzle":
                    client.puzzle(puzzles)
                else:
                    getattr(client, kind)()

        try:
            # warm every worker (imports, first renders) before the clock starts
            warm = Client(port, random.Random(0), lambda *a: None)
            for path in PAGES[:4]:
                for lang in LANGS:
                    warm.request("warm", "GET", path.format(l=lang))
            Path(access_log).write_text("")
            Path(access_log + ".cpu").write_text("")
            started = time.perf_counter()
            threads = [threading.Thread(target=loop, args=(i,)) for i in range(args.clients)]
            for t in threads:
                t.start()
            for t in threads:
                t.join()
            elapsed = time.perf_counter() - started
        finally:
            stop_server(proc)
            if redis:
                stop_server(redis)
        wall, cpu = worker_times(access_log), worker_times(access_log + ".cpu")
    load = os.getloadavg()
    total = sum(len(v) for v in samples.values())
    print(f"{total} requests in {elapsed:.1f} s: {total / elapsed:.1f} req/s; {args.clients} "
          f"clients, {args.workers} workers, {'Redis' if args.redis else 'SQLite'} store, "
          f"{os.cpu_count()} cores, load average "
          f"{load[0]:.2f} {load[1]:.2f}")
    print(f"{'kind':<13}{'n':>6}{'req/s':>8}{'p50 ms':>9}{'p95 ms':>9}{'p99 ms':>9}  statuses")
    for kind in sorted(samples):
        v = samples[kind]
        codes = " ".join(f"{c}×{n}" for c, n in sorted(statuses[kind].items()))
        print(f"{kind:<13}{len(v):>6}{len(v) / elapsed:>8.1f}{percentile(v, 50):>9.1f}"
              f"{percentile(v, 95):>9.1f}{percentile(v, 99):>9.1f}  {codes}")
    print(f"worker ms per request{'':<5}{'wall p50':>9}{'wall p95':>9}{'CPU p50':>9}{'CPU p95':>9}"
          f"{'CPU mean':>9}")
    for kind in sorted(wall):
        w, c = wall[kind], cpu.get(kind, [])
        print(f"  {kind:<11}{len(w):>6}{'':<7}{percentile(w, 50):>9.2f}{percentile(w, 95):>9.2f}"
              f"{percentile(c, 50):>9.2f}{percentile(c, 95):>9.2f}"
              f"{statistics.fmean(c) if c else float('nan'):>9.2f}")


def profile(args) -> None:
    sys.path.insert(0, str(ROOT))
    from website import create_app

    app = create_app({"TESTING": True})
    client = app.test_client()
    for _ in range(3):
        assert client.get(args.profile).status_code == 200, args.profile
    times = []
    profiler = cProfile.Profile()
    for _ in range(args.n):
        start = time.perf_counter()
        profiler.enable()
        client.get(args.profile)
        profiler.disable()
        times.append((time.perf_counter() - start) * 1000)
    print(f"{args.profile}: median {statistics.median(times):.2f} ms, best {min(times):.2f} ms "
          f"over {args.n} requests (test client, profiler on)")
    pstats.Stats(profiler).sort_stats("cumulative").print_stats(25)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--clients", type=int, default=32)
    parser.add_argument("--requests", type=int, default=2000, help="stop after this many")
    parser.add_argument("--seconds", type=float, default=60, help="stop after this long")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--port", type=int, default=0, help="default: a free one")
    parser.add_argument("--redis", action="store_true", help="games in a redis-server of its own")
    parser.add_argument("--profile", metavar="PATH", help="profile one page in-process")
    parser.add_argument("-n", type=int, default=300, help="requests to profile")
    args = parser.parse_args()
    profile(args) if args.profile else run(args)


if __name__ == "__main__":
    main()
