"""The game store, on both backends (SQLite, and a real redis-server): compare-and-swap
updates, expiry, a cap that never drops a live game, and survival across restarts."""

from __future__ import annotations

import multiprocessing
import re
import sqlite3
import threading
import time
import uuid

import pytest
from flask_babel import force_locale, gettext
from website import create_app
from website.core.store import (
    RedisGameStore,
    SQLiteGameStore,
    StaleVersion,
    StoreFull,
    get_store,
    open_store,
)

from .conftest import free_port, parse


@pytest.fixture(params=["sqlite", "redis"])
def make_store(request, tmp_path):
    """A factory of stores on one backend; every store it makes shares the same data."""
    if request.param == "sqlite":
        return lambda **kw: SQLiteGameStore(tmp_path / "games.sqlite3", **kw)
    url = request.getfixturevalue("redis_url")
    prefix = f"t{uuid.uuid4().hex[:10]}"  # a namespace of its own for each test
    return lambda **kw: RedisGameStore(url, prefix=prefix, **kw)


@pytest.fixture()
def store(make_store):
    return make_store()


def test_create_get_update(store):
    gid = store.create("game", {"a": 1})
    assert len(gid) >= 20
    assert store.get(gid, "game") == (0, {"a": 1})
    assert store.update(gid, "game", 0, {"a": 2}) == 1
    assert store.get(gid, "game") == (1, {"a": 2})
    assert store.get(gid, "record") is None  # kinds are separate
    assert store.get("nope", "game") is None


def test_a_peek_tells_the_version_and_when_it_was_written_without_the_data(store):
    """What a table's poll asks on every tick: has anything changed, and since when."""
    before = time.time()
    gid = store.create("table", {"a": 1})
    version, written = store.peek(gid, "table")
    assert version == 0 and before - 1 <= written <= time.time() + 1
    time.sleep(0.01)
    store.update(gid, "table", 0, {"a": 2})
    version, rewritten = store.peek(gid, "table")
    assert version == 1 and rewritten > written
    assert store.peek(gid, "game") is None and store.peek("nope", "table") is None


def test_stale_update_is_refused_and_changes_nothing(store):
    gid = store.create("game", {"a": 1})
    store.update(gid, "game", 0, {"a": 2})
    with pytest.raises(StaleVersion):
        store.update(gid, "game", 0, {"a": 3})
    with pytest.raises(StaleVersion):
        store.update("unknown", "game", 0, {"a": 3})
    assert store.get(gid, "game") == (1, {"a": 2})


def test_racing_threads_only_one_wins(make_store):
    """Twenty requests make the same move at once (each with its own connection): one wins."""
    gid = make_store().create("game", {"n": 0})
    stores = [make_store() for _ in range(20)]
    start = threading.Barrier(len(stores))
    wins, losses = [], []

    def attempt(i):
        start.wait()
        try:
            stores[i].update(gid, "game", 0, {"n": i})
            wins.append(i)
        except StaleVersion:
            losses.append(i)

    threads = [threading.Thread(target=attempt, args=(i,)) for i in range(len(stores))]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(wins) == 1 and len(losses) == len(stores) - 1
    assert stores[0].get(gid, "game") == (1, {"n": wins[0]})


def test_racing_moves_through_the_site_only_one_wins(make_store):
    """Twelve tabs send the same move at once: one is played, the others are told it is stale."""
    app = create_app({"TESTING": True, "GAME_STORE": make_store(), "CREATE_LIMIT": "99 per minute"})
    r = app.test_client().post("/en/play", data={"rules": "nintendo", "level": "random",
                                                 "rounds": "3"})
    url = r.headers["Location"]
    page = app.test_client().get(url).get_data(as_text=True)
    version = re.search(r'name="v" value="(\d+)"', page).group(1)
    move = re.search(r'name="a" value="([^"]+)"', page)
    target, form = (url, {"v": version, "a": move.group(1)}) if move else (
        f"{url}/next", {"v": version})
    start = threading.Barrier(12)
    statuses = []

    def attempt():
        client = app.test_client()
        start.wait()
        statuses.append(client.post(target, data=form).status_code)

    threads = [threading.Thread(target=attempt) for _ in range(12)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert sorted(statuses) == [303] + [409] * 11
    assert get_store(app).get(url.rsplit("/", 1)[1], "game")[0] == int(version) + 1


def test_entries_expire_after_their_last_update(make_store):
    store = make_store(ttl={"game": 1})
    old = store.create("game", {"old": True})
    kept = store.create("game", {"kept": True})
    time.sleep(0.6)
    store.update(kept, "game", 0, {"kept": True})  # an update restarts the clock
    time.sleep(0.6)
    assert store.get(old, "game") is None
    assert store.get(kept, "game") == (1, {"kept": True})
    store.create("game", {"new": True})
    assert store.count("game") == 2


def test_a_full_store_drops_finished_games_first_and_never_a_live_one(make_store):
    store = make_store(cap={"game": 4})
    live = [store.create("game", {"live": i}) for i in range(2)]
    ended = store.create("game", {"ended": 1})
    store.update(ended, "game", 0, {"ended": 1}, finished=True)
    record_like = store.create("game", {"ended": 2}, finished=True)
    newcomer = store.create("game", {"new": 1})  # room is made by the oldest finished game
    assert store.get(ended, "game") is None
    assert store.get(record_like, "game") is not None
    store.create("game", {"new": 2})
    assert store.get(record_like, "game") is None
    with pytest.raises(StoreFull):  # four live games: none is dropped for a fifth
        store.create("game", {"new": 3})
    for gid in (*live, newcomer):
        assert store.get(gid, "game") is not None
    assert store.count("game") == 4


def test_a_game_that_goes_on_is_live_again(make_store):
    store = make_store(cap={"game": 1})
    gid = store.create("game", {"hand": 1})
    store.update(gid, "game", 0, {"hand": 1}, finished=True)
    store.update(gid, "game", 1, {"hand": 2}, finished=False)  # the next hand of a match
    with pytest.raises(StoreFull):
        store.create("game", {"other": 1})
    assert store.get(gid, "game") == (2, {"hand": 2})


def test_purge_drops_only_what_has_expired_or_finished_over_the_cap(make_store):
    store = make_store(cap={"record": 2})
    records = [store.create("record", {"i": i}, finished=True) for i in range(2)]
    game = store.create("game", {"g": 1})
    assert store.purge_expired() == 0
    assert store.purge_expired(now=time.time() + 2 * 24 * 3600) == 1  # the game's day is over
    assert store.get(game, "game") is None
    assert store.count("record") == 2 and all(store.get(r, "record") for r in records)


def test_stores_on_two_hosts_share_games(make_store):
    """Two app hosts (two store objects) see each other's moves and refuse each other's
    stale ones."""
    here, there = make_store(), make_store()
    gid = here.create("game", {"n": 0})
    assert there.update(gid, "game", 0, {"n": 1}) == 1
    with pytest.raises(StaleVersion):
        here.update(gid, "game", 0, {"n": 2})
    assert here.get(gid, "game") == (1, {"n": 1})


def _update_in_process(path, gid, i, queue):
    s = SQLiteGameStore(path)
    try:
        s.update(gid, "game", 0, {"n": i})
        queue.put(True)
    except StaleVersion:
        queue.put(False)


def test_racing_processes_only_one_wins(tmp_path):
    path = tmp_path / "games.sqlite3"
    gid = SQLiteGameStore(path).create("game", {"n": 0})
    ctx = multiprocessing.get_context("fork")
    queue = ctx.Queue()
    procs = [ctx.Process(target=_update_in_process, args=(path, gid, i, queue)) for i in range(4)]
    for p in procs:
        p.start()
    for p in procs:
        p.join(20)
    results = [queue.get(timeout=5) for _ in procs]
    assert results.count(True) == 1


def test_survives_a_restart(tmp_path):
    path = tmp_path / "games.sqlite3"
    app1 = create_app({"TESTING": True, "GAME_STORE": str(path)})
    gid = get_store(app1).create("game", {"kept": 1})
    app2 = create_app({"TESTING": True, "GAME_STORE": str(path)})
    assert get_store(app2).get(gid, "game") == (0, {"kept": 1})


def test_a_file_from_before_finished_games_opens(tmp_path):
    path = tmp_path / "games.sqlite3"
    db = sqlite3.connect(path)
    db.execute("""CREATE TABLE entries (id TEXT PRIMARY KEY, kind TEXT NOT NULL,
        version INTEGER NOT NULL, created REAL NOT NULL, updated REAL NOT NULL,
        data TEXT NOT NULL)""")
    db.execute("INSERT INTO entries VALUES ('old', 'game', 3, ?, ?, '{\"x\":1}')",
               (time.time(), time.time()))
    db.commit()
    db.close()
    store = SQLiteGameStore(path)
    assert store.get("old", "game") == (3, {"x": 1})
    assert store.update("old", "game", 3, {"x": 2}, finished=True) == 4


def test_wal_mode(tmp_path):
    store = SQLiteGameStore(tmp_path / "games.sqlite3")
    assert store._connect().execute("PRAGMA journal_mode").fetchone()[0] == "wal"


def test_game_store_url_selects_redis(redis_url, monkeypatch):
    monkeypatch.setenv("GAME_STORE_URL", redis_url)
    app = create_app({"TESTING": True})
    store = get_store(app)
    assert isinstance(store, RedisGameStore)
    gid = store.create("game", {"via": "env"})
    assert isinstance(open_store(redis_url), RedisGameStore)
    assert open_store(redis_url).get(gid, "game") == (0, {"via": "env"})


def test_an_unreachable_redis_is_a_503_page_in_the_readers_language():
    url = f"redis://127.0.0.1:{free_port()}/0"  # nothing listens there
    app = create_app({"TESTING": True, "GAME_STORE": url})
    client = app.test_client()
    created = client.post("/zh/play", data={"rules": "nintendo", "level": "greedy", "rounds": "1"})
    shown = client.get("/zh/play/AAAAAAAAAAAAAAAAAAAAAA")
    with app.test_request_context(), force_locale("zh"):
        message = gettext("The server could not show this page. Please try again later.")
    assert message != "The server could not show this page. Please try again later."
    for r in (created, shown):
        assert r.status_code == 503 and int(r.headers["Retry-After"]) > 0
        html = r.get_data(as_text=True)
        assert message in html and parse(html).html_lang.startswith("zh")


def test_an_entry_named_by_what_it_is_about_is_made_once(store):
    """A puzzle's rating is stored under the puzzle's id: the second reader to create it finds
    it there (StaleVersion) and updates it instead, so no result is lost to a race."""
    assert store.create("rating", {"n": 1}, entry_id="cap-abc123") == "cap-abc123"
    with pytest.raises(StaleVersion):
        store.create("rating", {"n": 2}, entry_id="cap-abc123")
    assert store.get("cap-abc123", "rating") == (0, {"n": 1})
    assert store.update("cap-abc123", "rating", 0, {"n": 2}) == 1


@pytest.fixture()
def evicting_redis(tmp_path):
    """A real redis-server that evicts keys under memory pressure."""
    from .conftest import running_redis

    with running_redis(tmp_path, maxmemory="64mb", maxmemory_policy="allkeys-lru") as port:
        yield f"redis://127.0.0.1:{port}/0"


def test_a_redis_that_evicts_keys_is_refused_at_start(evicting_redis, redis_url):
    from website.core.store import StoreMisconfigured

    with pytest.raises(StoreMisconfigured) as refused:
        create_app({"TESTING": True, "GAME_STORE": evicting_redis})
    line = str(refused.value)
    assert "\n" not in line and "allkeys-lru" in line and "noeviction" in line
    # the test suite's own server keeps the default policy, noeviction: accepted
    assert create_app({"TESTING": True, "GAME_STORE": redis_url}).test_client().get(
        "/en/play").status_code == 200
