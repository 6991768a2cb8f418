"""Where games against the computer (and uploaded records) live between requests.

One small interface, :class:`GameStore`, and two backends:

- :class:`SQLiteGameStore`, the embedded default: a single SQLite file in ``app.instance_path``
  (``games.sqlite3``; ``app.config["GAME_STORE"]`` names another file) in WAL mode, so several
  worker processes (``gunicorn -w 4``) on one machine share it and a game survives a restart.
  Nothing to start.
- :class:`RedisGameStore`, for several machines behind one reverse proxy: ``GAME_STORE_URL=
  redis://host:6379/0`` (environment or config) selects it. One hash per entry (``data``,
  ``version``, ``finished``) with ``EXPIRE ttl`` refreshed on update, and two sorted sets per kind
  scored by update time (every entry; finished ones) for the cap. Each write is a Lua script, so
  it is atomic across every app host.

Every entry is a JSON object with a ``version``. :meth:`GameStore.update` is a compare-and-swap:
it writes only when the stored version is still the one the caller read (SQLite: ``BEGIN
IMMEDIATE`` takes the write lock before the check; Redis: the script compares ``version``), so
two requests racing on one game cannot both apply a move; the loser gets :class:`StaleVersion`.

Entries expire ``ttl`` seconds after their last update (24 h for games, 30 days for uploaded
records). ``cap`` bounds the number kept per kind. To make room for a new entry only *finished*
ones are dropped (the least recently updated first: a game that ended, every uploaded record); a
game still being played is never evicted for a newcomer. When the cap is full of live games,
:meth:`GameStore.create` raises :class:`StoreFull` and the site answers 503 until games end
or expire.
"""

from __future__ import annotations

import functools
import json
import os
import secrets
import sqlite3
import threading
import time
from pathlib import Path

import redis
from flask import Flask, current_app, render_template
from werkzeug.exceptions import ServiceUnavailable

TTL = {"game": 24 * 3600, "table": 24 * 3600, "record": 30 * 24 * 3600,
       "rating": 5 * 365 * 24 * 3600}
CAP = {"game": 5000, "table": 2000, "record": 2000, "rating": 100_000}
REDIS_SCHEMES = ("redis://", "rediss://", "unix://")


class StaleVersion(Exception):
    """The entry changed since it was read (or is gone): the update was not applied."""


class StoreFull(Exception):
    """The cap is reached and every entry of the kind is still live: nothing was stored."""


class StoreUnavailable(Exception):
    """The store's server cannot be reached: the site answers 503, not 500."""


class StoreMisconfigured(RuntimeError):
    """A store set up to lose live games (a Redis that evicts keys): the site refuses it."""


def _reachable(method):
    """Redis out of reach (refused, timed out) raises :class:`StoreUnavailable`."""

    @functools.wraps(method)
    def wrapper(*args, **kwargs):
        try:
            return method(*args, **kwargs)
        except (redis.ConnectionError, redis.TimeoutError) as exc:
            raise StoreUnavailable(str(exc)) from exc

    return wrapper


def _dumps(data: dict) -> str:
    return json.dumps(data, separators=(",", ":"))


class GameStore:
    """The interface. ``data`` is a JSON-serialisable dict; versions start at 0.

    ``finished`` marks an entry that may be dropped to make room (a game that ended, a record).
    """

    def __init__(self, ttl: dict | None = None, cap: dict | None = None):
        self.ttl = dict(TTL, **(ttl or {}))
        self.cap = dict(CAP, **(cap or {}))

    def create(self, kind: str, data: dict, finished: bool = False,
               entry_id: str | None = None) -> str:
        """Store a new entry; its id: ``entry_id`` (an entry named by what it is about, such as
        a puzzle's rating), else ``secrets.token_urlsafe(16)``.

        :raises StoreFull: when the kind is at its cap and no finished entry can go.
        :raises StaleVersion: when an entry called ``entry_id`` is already there.
        """
        raise NotImplementedError

    def get(self, entry_id: str, kind: str) -> tuple[int, dict] | None:
        """``(version, data)``, or None when unknown or expired."""
        raise NotImplementedError

    def peek(self, entry_id: str, kind: str) -> tuple[int, float] | None:
        """``(version, updated)``: the version and when it was written (epoch seconds), without
        reading the data (what a poll asks: has anything changed?); None when unknown."""
        raise NotImplementedError

    def update(self, entry_id: str, kind: str, expected_version: int, data: dict,
               finished: bool = False) -> int:
        """Replace the data when the version is still ``expected_version``; the new version.

        :raises StaleVersion: when it is not (or the entry is gone).
        """
        raise NotImplementedError

    def purge_expired(self, now: float | None = None) -> int:
        """Delete expired entries, and finished ones over the cap; how many went."""
        raise NotImplementedError

    def count(self, kind: str) -> int:
        """How many unexpired entries of the kind are kept."""
        raise NotImplementedError


class SQLiteGameStore(GameStore):
    """The embedded default: one SQLite file shared by every worker process on the machine."""

    def __init__(self, path: str | os.PathLike, ttl: dict | None = None, cap: dict | None = None):
        super().__init__(ttl, cap)
        self.path = str(path)
        self._local = threading.local()
        Path(self.path).parent.mkdir(parents=True, exist_ok=True)
        db = self._connect()
        db.execute("PRAGMA journal_mode=WAL")
        db.execute("""CREATE TABLE IF NOT EXISTS entries (
            id TEXT PRIMARY KEY, kind TEXT NOT NULL, version INTEGER NOT NULL,
            created REAL NOT NULL, updated REAL NOT NULL, data TEXT NOT NULL,
            finished INTEGER NOT NULL DEFAULT 0)""")
        columns = {row[1] for row in db.execute("PRAGMA table_info(entries)")}
        if "finished" not in columns:  # a file written before finished games were told apart
            try:
                db.execute("ALTER TABLE entries ADD COLUMN finished INTEGER NOT NULL DEFAULT 0")
            except sqlite3.OperationalError as exc:  # another worker, starting too, added it
                if "duplicate column" not in str(exc):
                    raise
        db.execute("CREATE INDEX IF NOT EXISTS entries_updated ON entries (kind, updated)")

    def _connect(self) -> sqlite3.Connection:
        db = getattr(self._local, "db", None)
        if db is None or getattr(self._local, "pid", None) != os.getpid():
            db = sqlite3.connect(self.path, timeout=10, isolation_level=None)
            db.execute("PRAGMA busy_timeout=10000")
            self._local.db, self._local.pid = db, os.getpid()
        return db

    def _write(self, work):
        """Run ``work(db)`` under SQLite's write lock, committed only when it returns."""
        db = self._connect()
        db.execute("BEGIN IMMEDIATE")
        try:
            result = work(db)
            db.execute("COMMIT")
        except BaseException:
            db.execute("ROLLBACK")
            raise
        return result

    def _purge(self, db: sqlite3.Connection, kind: str, now: float, room: int = 0) -> int:
        """Drop the kind's expired entries, then finished ones until ``room`` more fit."""
        gone = db.execute("DELETE FROM entries WHERE kind = ? AND updated < ?",
                          (kind, now - self.ttl[kind])).rowcount
        excess = self._count(db, kind) + room - self.cap[kind]
        if excess > 0:
            gone += db.execute(
                "DELETE FROM entries WHERE id IN (SELECT id FROM entries WHERE kind = ? "
                "AND finished = 1 ORDER BY updated LIMIT ?)", (kind, excess)).rowcount
        return gone

    @staticmethod
    def _count(db: sqlite3.Connection, kind: str) -> int:
        return db.execute("SELECT COUNT(*) FROM entries WHERE kind = ?", (kind,)).fetchone()[0]

    def create(self, kind: str, data: dict, finished: bool = False,
               entry_id: str | None = None) -> str:
        entry_id = entry_id or secrets.token_urlsafe(16)
        now = time.time()

        def insert(db):
            self._purge(db, kind, now, room=1)
            if self._count(db, kind) >= self.cap[kind]:
                raise StoreFull(kind)
            if db.execute("SELECT 1 FROM entries WHERE id = ?", (entry_id,)).fetchone():
                raise StaleVersion(entry_id)
            db.execute("INSERT INTO entries (id, kind, version, created, updated, data, finished) "
                       "VALUES (?,?,0,?,?,?,?)", (entry_id, kind, now, now, _dumps(data), finished))

        self._write(insert)
        return entry_id

    def get(self, entry_id: str, kind: str) -> tuple[int, dict] | None:
        row = self._connect().execute(
            "SELECT version, updated, data FROM entries WHERE id = ? AND kind = ?",
            (entry_id, kind)).fetchone()
        if row is None or row[1] < time.time() - self.ttl[kind]:
            return None
        return row[0], json.loads(row[2])

    def peek(self, entry_id: str, kind: str) -> tuple[int, float] | None:
        row = self._connect().execute(
            "SELECT version, updated FROM entries WHERE id = ? AND kind = ?",
            (entry_id, kind)).fetchone()
        if row is None or row[1] < time.time() - self.ttl[kind]:
            return None
        return row[0], row[1]

    def update(self, entry_id: str, kind: str, expected_version: int, data: dict,
               finished: bool = False) -> int:
        def swap(db):
            row = db.execute("SELECT version FROM entries WHERE id = ? AND kind = ?",
                             (entry_id, kind)).fetchone()
            if row is None or row[0] != expected_version:
                raise StaleVersion(entry_id)
            db.execute("UPDATE entries SET version = ?, updated = ?, data = ?, finished = ? "
                       "WHERE id = ?", (expected_version + 1, time.time(), _dumps(data),
                                        finished, entry_id))

        self._write(swap)
        return expected_version + 1

    def purge_expired(self, now: float | None = None) -> int:
        now = time.time() if now is None else now
        return self._write(lambda db: sum(self._purge(db, kind, now) for kind in self.ttl))

    def count(self, kind: str) -> int:
        return self._connect().execute(
            "SELECT COUNT(*) FROM entries WHERE kind = ? AND updated >= ?",
            (kind, time.time() - self.ttl[kind])).fetchone()[0]


# Redis: KEYS[1] the entry's hash, KEYS[2] the kind's index (every entry), KEYS[3] its finished
# ones; both sorted sets are scored by update time and name entries by id.
_PURGE = """
local function purge(prefix, all, done, now, ttl, cap, room)
  local gone = 0
  for _, id in ipairs(redis.call('ZRANGEBYSCORE', all, '-inf', '(' .. (now - ttl))) do
    redis.call('DEL', prefix .. id)
    redis.call('ZREM', all, id)
    redis.call('ZREM', done, id)
    gone = gone + 1
  end
  local excess = redis.call('ZCARD', all) + room - cap
  if excess > 0 then
    for _, id in ipairs(redis.call('ZRANGE', done, 0, excess - 1)) do
      redis.call('DEL', prefix .. id)
      redis.call('ZREM', all, id)
      redis.call('ZREM', done, id)
      gone = gone + 1
    end
  end
  return gone
end
"""
# ARGV: prefix, id, data, finished, now, ttl, cap
_CREATE = _PURGE + """
purge(ARGV[1], KEYS[2], KEYS[3], tonumber(ARGV[5]), tonumber(ARGV[6]), tonumber(ARGV[7]), 1)
if redis.call('ZCARD', KEYS[2]) >= tonumber(ARGV[7]) then return 0 end
if redis.call('EXISTS', KEYS[1]) == 1 then return -1 end
redis.call('HSET', KEYS[1], 'data', ARGV[3], 'version', 0, 'finished', ARGV[4])
redis.call('EXPIRE', KEYS[1], ARGV[6])
redis.call('ZADD', KEYS[2], ARGV[5], ARGV[2])
if ARGV[4] == '1' then redis.call('ZADD', KEYS[3], ARGV[5], ARGV[2]) end
return 1
"""
# ARGV: id, expected version, data, finished, now, ttl
_UPDATE = """
local version = redis.call('HGET', KEYS[1], 'version')
if not version or tonumber(version) ~= tonumber(ARGV[2]) then return -1 end
redis.call('HSET', KEYS[1], 'data', ARGV[3], 'version', version + 1, 'finished', ARGV[4])
redis.call('EXPIRE', KEYS[1], ARGV[6])
redis.call('ZADD', KEYS[2], ARGV[5], ARGV[1])
if ARGV[4] == '1' then redis.call('ZADD', KEYS[3], ARGV[5], ARGV[1])
else redis.call('ZREM', KEYS[3], ARGV[1]) end
return version + 1
"""
# ARGV: prefix, now, ttl, cap
_PURGE_ALL = _PURGE + """
return purge(ARGV[1], KEYS[1], KEYS[2], tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4]), 0)
"""


class RedisGameStore(GameStore):
    """Every app host shares one Redis server; each write is one atomic Lua script.

    The scripts name keys they compute (the entries dropped to make room), so this wants a
    single Redis server (or a primary with replicas), not Redis Cluster.
    """

    def __init__(self, url: str, ttl: dict | None = None, cap: dict | None = None,
                 prefix: str = "hoa"):
        super().__init__(ttl, cap)
        self.redis = redis.Redis.from_url(url, decode_responses=True)
        self.prefix = prefix
        self._create = self.redis.register_script(_CREATE)
        self._update = self.redis.register_script(_UPDATE)
        self._purge_all = self.redis.register_script(_PURGE_ALL)

    @_reachable
    def check_policy(self) -> None:
        """Refuse a server that may evict keys: under memory pressure it would drop a live
        game's hash while the store's index still counts it (the store makes room itself, by
        its caps). A server that hides its settings is taken at its word.

        :raises StoreMisconfigured: naming the policy and the setting to change."""
        try:
            policy = self.redis.info("memory").get("maxmemory_policy")
        except redis.ResponseError:  # INFO renamed or refused by a managed service
            return
        if policy not in (None, "noeviction"):
            where = self.redis.connection_pool.connection_kwargs.get("host", "the server")
            raise StoreMisconfigured(
                f"Redis at {where} has maxmemory-policy {policy}, which may evict a live game: "
                "set maxmemory-policy noeviction")

    def _keys(self, kind: str, entry_id: str = "") -> list[str]:
        base = f"{self.prefix}:{kind}"
        return [f"{base}:e:{entry_id}", f"{base}:all", f"{base}:done"]

    @_reachable
    def create(self, kind: str, data: dict, finished: bool = False,
               entry_id: str | None = None) -> str:
        entry_id = entry_id or secrets.token_urlsafe(16)
        stored = self._create(keys=self._keys(kind, entry_id), args=[
            f"{self.prefix}:{kind}:e:", entry_id, _dumps(data), int(finished), time.time(),
            self.ttl[kind], self.cap[kind]])
        if stored == -1:
            raise StaleVersion(entry_id)
        if not stored:
            raise StoreFull(kind)
        return entry_id

    @_reachable
    def get(self, entry_id: str, kind: str) -> tuple[int, dict] | None:
        version, data = self.redis.hmget(self._keys(kind, entry_id)[0], "version", "data")
        if version is None or data is None:
            return None
        return int(version), json.loads(data)

    @_reachable
    def peek(self, entry_id: str, kind: str) -> tuple[int, float] | None:
        keys = self._keys(kind, entry_id)
        with self.redis.pipeline(transaction=False) as pipe:
            version, updated = pipe.hget(keys[0], "version").zscore(keys[1], entry_id).execute()
        if version is None or updated is None:
            return None
        return int(version), float(updated)

    @_reachable
    def update(self, entry_id: str, kind: str, expected_version: int, data: dict,
               finished: bool = False) -> int:
        version = self._update(keys=self._keys(kind, entry_id), args=[
            entry_id, expected_version, _dumps(data), int(finished), time.time(), self.ttl[kind]])
        if version < 0:
            raise StaleVersion(entry_id)
        return version

    @_reachable
    def purge_expired(self, now: float | None = None) -> int:
        now = time.time() if now is None else now
        return sum(self._purge_all(keys=self._keys(kind)[1:], args=[
            f"{self.prefix}:{kind}:e:", now, self.ttl[kind], self.cap[kind]])
            for kind in self.ttl)

    @_reachable
    def count(self, kind: str) -> int:
        return self.redis.zcount(self._keys(kind)[1], time.time() - self.ttl[kind], "+inf")


def open_store(location: str | os.PathLike) -> GameStore:
    """The store a setting names: a ``redis://`` (``rediss://``, ``unix://``) URL, else a file."""
    location = str(location)
    if location.startswith(REDIS_SCHEMES):
        return RedisGameStore(location)
    return SQLiteGameStore(location)


def init_app(app: Flask) -> None:
    """``app.config["GAME_STORE"]``: a :class:`GameStore`, a Redis URL or a file path; else the
    ``GAME_STORE_URL`` environment variable; else ``instance/games.sqlite3``. Opened on first use."""
    app.config.setdefault("GAME_STORE", os.environ.get("GAME_STORE_URL") or None)
    app.extensions["game_store"] = None
    if isinstance(app.config["GAME_STORE"], str) and app.config["GAME_STORE"].startswith(REDIS_SCHEMES):
        try:  # a Redis that would lose games is refused at start (one out of reach: on first use)
            get_store(app)
        except StoreUnavailable as exc:
            app.logger.warning("game store unreachable at start: %s", exc)

    @app.errorhandler(StoreUnavailable)
    @app.errorhandler(StoreMisconfigured)
    def unavailable(exc: StoreUnavailable | StoreMisconfigured):
        app.logger.error("game store unusable: %s", exc)
        page = render_template("error.html", error=ServiceUnavailable(), message=None)
        return page, 503, {"Retry-After": "30"}


def get_store(app: Flask | None = None) -> GameStore:
    app = app or current_app
    store = app.extensions.get("game_store")
    if store is None:
        configured = app.config.get("GAME_STORE")
        if isinstance(configured, GameStore):
            store = configured
        else:
            store = open_store(configured or os.path.join(app.instance_path, "games.sqlite3"))
        if isinstance(store, RedisGameStore):
            store.check_policy()  # kept only once checked: out of reach, it is checked again
        app.extensions["game_store"] = store
    return store
