"""Load benchmark: gunicorn on the loopback, a mixed workload or tables of friends.

    .venv/bin/python scripts/load_bench.py [--clients 32] [--requests 2000] [--seconds 60]
                                           [--workers 2] [--port 0] [--redis]
    .venv/bin/python scripts/load_bench.py --workload table [--tables 200] [--seats 4]
                                           [--think 2:8] [--poll 1] [--seconds 60] [--redis]
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

The second form (the ``table`` workload) plays tables of friends (Tam Cúc, four people a table,
each in their own language, on the same server and store as the first form): it opens
``--tables`` tables (the host's form, then the invitation link for each friend; not timed), then
for ``--seconds`` every person's page polls as the page does (every ``POLL_SECONDS``, a new
timer after each fresh table) on a keep-alive ``http.client`` connection (gunicorn's sync
workers close each one: it opens it again), one thread a person, and when the page says it is
their turn the person thinks ``--think`` seconds and posts a legal move read from the page's
forms. It prints the poll interval, the requests served per second, the CPU the workers and the
simulated people used (cores), the update latency (p50/p95 from a move's click to each other
seat's first poll that shows it: what the goal of 2 s at p95 is about), and per kind (``poll
204``: nothing new, ``poll 200``: the fresh table, ``move``) the client's latency and the
worker's wall and CPU time (the goal for a "nothing new" poll: 2 ms of CPU).

The third form profiles one page in this process (Flask's test client, warm caches): the
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
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from urllib.parse import urlencode

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from website.features.tables.views import POLL_SECONDS  # noqa: E402
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
        method, path, status, micros = parts
        if "/tables" in path:
            kind = (f"poll {status}" if path.endswith("/poll") else
                    "move" if method == "POST" and re.search(r"/tables/[^/]+$", path) else "table")
        elif path.endswith(".svg"):
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
    print_table(samples, statuses, elapsed, wall, cpu)

def print_table(samples: dict, statuses: dict, elapsed: float, wall: dict, cpu: dict) -> None:
    """Per kind of request: the client's count, req/s and latency, then the worker's times."""
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



def server_cpu(master: int) -> float:
    """CPU seconds the gunicorn workers (the master's children) have used so far."""
    tick = os.sysconf("SC_CLK_TCK")
    total = 0.0
    try:
        children = Path(f"/proc/{master}/task/{master}/children").read_text().split()
    except OSError:
        return float("nan")
    for child in children:
        try:
            fields = Path(f"/proc/{child}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        total += (int(fields[11]) + int(fields[12])) / tick  # utime, stime
    return total


# -- the table workload: tables of friends polling ---------------------------------------------

TABLE_GAME, TABLE_RULES = "tam-cuc", "standard"  # the one game with four seats
POLL_URL = re.compile(r'hx-get="([^"]*/poll\?v=(\d+)[^"]*)"')
INVITE = re.compile(r'value="https?://[^/"]+(/[^"]+/join/[^"]+)"')
MY_TURN = re.compile(r'class="table-turn" role="status"><strong>')  # "Your turn.", any language
DONE = re.compile(r'class="table-turn" role="status">[^<]*</p>')  # "Waiting for …" and the like


def next_form(html: str, rng: random.Random) -> list[tuple[str, str]] | None:
    """A legal move from the page's own forms, chosen at random (as
    ``tests/web/test_tables.py::next_form`` chooses one): a button's action, one of the leads the
    hand's form names, or as many cards as the lay asks for."""
    version = VERSION.search(html)
    if not version:
        return None
    pick = re.search(r'<form class="tc-pick[ "].*?</form>', html, re.S)
    if pick:
        form = pick.group(0)
        cards = re.findall(r'name="card" value="([^"]+)"', form)
        verb = re.search(r'name="verb" value="(\w+)"', form).group(1)
        leads = re.search(r"data-leads='([^']*)'", form)
        if leads:
            chosen = rng.choice(sorted(json.loads(leads.group(1).replace("&#34;", '"')))).split(",")
        else:
            chosen = rng.sample(cards, int(re.search(r'data-count="(\d+)"', form).group(1)))
        pairs = [("v", version.group(1)), ("verb", verb), *(("card", c) for c in chosen)]
        seats = re.findall(r'<option value="(\d)"', form)
        if seats:
            pairs.append(("to", rng.choice(seats)))
        return pairs
    actions = ACTION.findall(html)
    return [("v", version.group(1)), ("a", rng.choice(actions))] if actions else None


class Browser:
    """One person's browser: a keep-alive connection (``http.client`` opens it again when the
    server closes it: gunicorn's sync workers close every one), a cookie, the CSRF token."""

    def __init__(self, port: int, lang: str, record):
        self.port, self.lang, self.record = port, lang, record
        self.conn = http.client.HTTPConnection("127.0.0.1", port, timeout=120)
        self.cookie = self.csrf = ""

    def request(self, kind: str, method: str, path: str, form: list | None = None,
                htmx: bool = False) -> tuple[int, str, dict]:
        headers = {"Accept-Encoding": "identity", "Accept-Language": self.lang}
        body = None
        if self.cookie:
            headers["Cookie"] = self.cookie
        if htmx:
            headers["HX-Request"] = "true"
        if form is not None:
            body = urlencode([*form, ("csrf_token", self.csrf)])
            headers.update({"Content-Type": "application/x-www-form-urlencoded",
                            "X-CSRFToken": self.csrf,
                            "Origin": f"http://127.0.0.1:{self.port}"})
        start = time.perf_counter()
        for attempt in (1, 2):  # once more on a connection the server had closed meanwhile
            try:
                self.conn.request(method, path, body=body, headers=headers)
                response = self.conn.getresponse()
                text = response.read().decode("utf-8", "replace")
                status, got = response.status, dict(response.getheaders())
                break
            except (http.client.HTTPException, OSError):
                self.conn.close()
                status, text, got = 0, "", {}
                if attempt == 2 or time.perf_counter() - start > 5:
                    break
        self.record(kind, time.perf_counter() - start, status)
        if got.get("Set-Cookie"):
            self.cookie = got["Set-Cookie"].split(";", 1)[0]
        token = CSRF.search(text)
        if token:
            self.csrf = token.group(1)
        return status, text, got


def open_table(port: int, record, seats: int) -> list[tuple[Browser, str, str]] | None:
    """A table of ``seats`` people, the host first, each in a language of their own: their
    browsers, the table's address and their page (the last join deals the cards)."""
    base = f"/en/{TABLE_GAME}/tables"
    host = Browser(port, "en", record)
    host.request("setup", "GET", base + "/new")
    form = [("name", "Host"), ("rules", TABLE_RULES), ("seats", str(seats)), ("rounds", "1"),
            ("move_time", "0"), ("stand_in", "greedy"), ("hints", "on"),
            *((f"seat{n}", "person") for n in range(1, seats))]
    status, _text, headers = host.request("setup", "POST", base, form)
    if status != 303:
        return None
    url = base + "/" + headers["Location"].rsplit("/", 1)[1]
    _status, html, _h = host.request("setup", "GET", url)
    invite = INVITE.search(html)
    if not invite:
        return None
    people = [(host, url)]
    for n in range(1, seats):
        lang = LANGS[n % len(LANGS)]
        guest = Browser(port, lang, record)
        link = re.sub(r"^/\w+/", f"/{lang}/", invite.group(1))
        guest.request("setup", "GET", link)
        status, _text, _h = guest.request("setup", "POST", link, [("name", f"Friend {n}"),
                                                                 ("seat", str(n))])
        if status != 303:
            return None
        people.append((guest, re.sub(r"^/\w+/", f"/{lang}/", url)))
    # each person's page, open before the clock starts (as it is at a table already playing)
    return [(browser, url, browser.request("setup", "GET", url)[1]) for browser, url in people]


def run_tables(args) -> None:
    """The table workload (see the module's docstring)."""
    port = args.port or free_port()
    samples: dict[str, list[float]] = defaultdict(list)
    statuses: dict[str, dict[int, int]] = defaultdict(lambda: defaultdict(int))
    setup: dict[int, int] = defaultdict(int)
    latencies: list[float] = []
    clicks: dict[tuple[str, int], tuple[float, int]] = {}  # (table, version) → (click, seat)
    lock = threading.Lock()
    measuring = threading.Event()
    think = [float(x) for x in args.think.split(":")]
    interval = args.poll or POLL_SECONDS

    def record(kind: str, seconds: float, status: int) -> None:
        if kind == "poll":
            kind = "poll 204" if status == 204 else "poll 200" if status == 200 else "poll"
        with lock:
            if kind == "setup":
                setup[status] += 1
            elif measuring.is_set():
                samples[kind].append(seconds * 1000)
                statuses[kind][status] += 1

    def person(browser: Browser, url: str, html: str, seat: int, rng: random.Random,
               start: float, deadline: float) -> None:
        """One person at a table: their page polls every ``interval`` seconds; when it says it
        is their turn they think, then post a legal move read from the page's forms."""
        tid = url.rsplit("/", 1)[1]
        page, seen, poll_url = "", 0, ""
        next_poll, move_at = start, None

        def show(html: str) -> None:
            """The fresh table swapped into the page: the moves it shows, whose turn it is."""
            nonlocal page, seen, poll_url, next_poll, move_at
            now = time.perf_counter()
            found = POLL_URL.search(html)
            if not found:
                return
            page, version = html, int(found.group(2))
            poll_url = found.group(1).replace("&amp;", "&")
            for v in range(seen + 1, version + 1):  # each move someone else made, first seen
                click = clicks.get((tid, v))
                if click and click[1] != seat and measuring.is_set() and click[0] >= start:
                    latencies.append(now - click[0])
            seen = max(seen, version)
            next_poll = now + interval  # the swapped table's poll starts its own timer
            move_at = now + rng.uniform(*think) if MY_TURN.search(html) else None

        show(html)
        next_poll = start + rng.uniform(0, interval)  # pages opened at random moments
        if move_at is not None:
            move_at = start + rng.uniform(*think)
        while poll_url:
            due = next_poll if move_at is None else min(next_poll, move_at)
            if due >= deadline:
                return
            time.sleep(max(0.0, due - time.perf_counter()))
            if move_at is not None and move_at <= next_poll:
                form = next_form(page, rng)
                move_at = None
                if form is None:
                    continue
                moved = int(dict(form)["v"]) + 1  # the version the move makes
                clicks[(tid, moved)] = (time.perf_counter(), seat)
                status, html, _h = browser.request("move", "POST", url, form, htmx=True)
                if status != 200:  # refused: the page as it stands
                    clicks.pop((tid, moved), None)
                    status, html, _h = browser.request("page", "GET", url, htmx=True)
                show(html)
                continue
            status, html, _h = browser.request("poll", "GET", poll_url, htmx=True)
            if status == 200:
                show(html)
            else:
                next_poll = max(next_poll + interval, time.perf_counter())

    with tempfile.TemporaryDirectory(prefix="load-bench-") as folder:
        access_log = os.path.join(folder, "access.log")
        redis, store = start_redis(folder) if args.redis else (
            None, os.path.join(folder, "games.sqlite3"))
        proc = start_server(port, args.workers, store, access_log)
        try:
            set_up = time.perf_counter()
            tables: list = []
            with ThreadPoolExecutor(8) as pool:
                for people in pool.map(lambda _n: open_table(port, record, args.seats),
                                       range(args.tables)):
                    tables.append(people)
            opened = [t for t in tables if t]
            print(f"{len(opened)} tables of {args.seats} people opened in "
                  f"{time.perf_counter() - set_up:.1f} s (requests: "
                  f"{' '.join(f'{c}×{n}' for c, n in sorted(setup.items()))})", flush=True)
            Path(access_log).write_text("")
            Path(access_log + ".cpu").write_text("")
            cpu_before = server_cpu(proc.pid)
            bench_before = time.process_time()
            start = time.perf_counter() + 2  # every thread started by then
            deadline = start + args.seconds
            threads = [threading.Thread(target=person, daemon=True,
                                        args=(browser, url, html, seat,
                                              random.Random(f"{t}-{seat}"), start, deadline))
                       for t, people in enumerate(opened)
                       for seat, (browser, url, html) in enumerate(people)]
            for thread in threads:
                thread.start()
            time.sleep(max(0.0, start - time.perf_counter()))
            measuring.set()
            for thread in threads:
                thread.join()
            measuring.clear()
            elapsed = time.perf_counter() - start
            server_used = server_cpu(proc.pid) - cpu_before
            bench_used = time.process_time() - bench_before
        finally:
            stop_server(proc)
            if redis:
                stop_server(redis)
        wall, cpu = worker_times(access_log), worker_times(access_log + ".cpu")
    load = os.getloadavg()
    served = sum(len(v) for v in samples.values())
    print(f"{len(threads)} people at {len(opened)} tables ({TABLE_GAME}), polling every "
          f"{interval:g} s, thinking {think[0]:g}–{think[1]:g} s a move; {args.workers} workers, "
          f"{'Redis' if args.redis else 'SQLite'} store, {os.cpu_count()} cores, load average "
          f"{load[0]:.2f} {load[1]:.2f}")
    print(f"{served} requests in {elapsed:.1f} s: {served / elapsed:.1f} req/s served; the "
          f"workers used {server_used / elapsed:.2f} cores, the simulated people "
          f"{bench_used / elapsed:.2f}")
    if latencies:
        print(f"update latency, from a move's click to each other seat's poll that shows it: "
              f"p50 {percentile(latencies, 50):.2f} s, p95 {percentile(latencies, 95):.2f} s, "
              f"max {max(latencies):.2f} s ({len(latencies)}: a move once for each other seat)")
    print_table(samples, statuses, elapsed, wall, cpu)


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
    parser.add_argument("--workload", choices=("mixed", "table"), default="mixed",
                        help="table: tables of friends polling (see above)")
    parser.add_argument("--tables", type=int, default=200, help="table workload: tables")
    parser.add_argument("--seats", type=int, default=4, help="table workload: people a table")
    parser.add_argument("--think", default="2:8", metavar="LOW:HIGH",
                        help="table workload: seconds a person takes for a move (uniform)")
    parser.add_argument("--poll", type=float, default=0,
                        help=f"table workload: seconds between polls (default the page's, "
                             f"{POLL_SECONDS})")
    parser.add_argument("--profile", metavar="PATH", help="profile one page in-process")
    parser.add_argument("-n", type=int, default=300, help="requests to profile")
    args = parser.parse_args()
    if args.profile:
        profile(args)
    elif args.workload == "table":
        run_tables(args)
    else:
        run(args)


if __name__ == "__main__":
    main()
