"""The game store: compare-and-swap updates, expiry, a cap, and survival across restarts."""

from __future__ import annotations

import multiprocessing
import threading
import time

import pytest
from website import create_app
from website.store import SQLiteGameStore, StaleVersion, get_store


@pytest.fixture()
def store(tmp_path):
    return SQLiteGameStore(tmp_path / "games.sqlite3")


def test_create_get_update(store):
    gid = store.create("game", {"a": 1})
    assert len(gid) >= 20
    assert store.get(gid, "game") == (0, {"a": 1})
    assert store.update(gid, "game", 0, {"a": 2}) == 1
    assert store.get(gid, "game") == (1, {"a": 2})
    assert store.get(gid, "record") is None  # kinds are separate
    assert store.get("nope", "game") is None


def test_stale_update_is_refused_and_changes_nothing(store):
    gid = store.create("game", {"a": 1})
    store.update(gid, "game", 0, {"a": 2})
    with pytest.raises(StaleVersion):
        store.update(gid, "game", 0, {"a": 3})
    with pytest.raises(StaleVersion):
        store.update("unknown", "game", 0, {"a": 3})
    assert store.get(gid, "game") == (1, {"a": 2})


def test_racing_threads_only_one_wins(store):
    gid = store.create("game", {"n": 0})
    wins, losses = [], []

    def attempt(i):
        try:
            store.update(gid, "game", 0, {"n": i})
            wins.append(i)
        except StaleVersion:
            losses.append(i)

    threads = [threading.Thread(target=attempt, args=(i,)) for i in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(wins) == 1 and len(losses) == 7
    assert store.get(gid, "game") == (1, {"n": wins[0]})


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


def test_expired_entries_are_purged_on_create(tmp_path):
    s = SQLiteGameStore(tmp_path / "g.sqlite3", ttl={"game": 60})
    old = s.create("game", {"old": True})
    s._connect().execute("UPDATE entries SET updated = ? WHERE id = ?", (time.time() - 120, old))
    assert s.get(old, "game") is None  # expired entries are invisible at once
    s.create("game", {"new": True})
    assert s.count("game") == 1


def test_cap_keeps_the_most_recent(tmp_path):
    s = SQLiteGameStore(tmp_path / "g.sqlite3", cap={"game": 5})
    ids = [s.create("game", {"i": i}) for i in range(12)]
    s.purge_expired()
    assert s.count("game") == 5
    assert s.get(ids[-1], "game") is not None
    assert s.get(ids[0], "game") is None


def test_survives_a_restart(tmp_path):
    path = tmp_path / "games.sqlite3"
    app1 = create_app({"TESTING": True, "GAME_STORE": str(path)})
    gid = get_store(app1).create("game", {"kept": 1})
    app2 = create_app({"TESTING": True, "GAME_STORE": str(path)})
    assert get_store(app2).get(gid, "game") == (0, {"kept": 1})


def test_wal_mode(store):
    assert store._connect().execute("PRAGMA journal_mode").fetchone()[0] == "wal"
