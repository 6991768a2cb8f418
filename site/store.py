"""Where games against the computer (and uploaded records) live between requests.

One small interface, :class:`GameStore`, and its embedded default, :class:`SQLiteGameStore`:
a single SQLite file in ``app.instance_path`` (``games.sqlite3``; ``app.config["GAME_STORE"]``
names another file) in WAL mode, so several worker processes (``gunicorn -w 4``) on one machine
share it and a game survives a restart.

Every entry is a JSON object with a ``version``. :meth:`GameStore.update` is a compare-and-swap:
it writes only when the stored version is still the one the caller read (``BEGIN IMMEDIATE``
takes SQLite's write lock before the check), so two requests racing on one game cannot both
apply a move; the loser gets :class:`StaleVersion`.

Entries expire ``ttl`` seconds after their last update (24 h for games, 30 days for uploaded
records) and are purged on :meth:`create`; ``cap`` bounds the number kept per kind (the least
recently updated go first), so many games at once cannot grow storage without bound.

Several machines: implement the same five methods over a shared server and set
``app.config["GAME_STORE"]`` to the instance. With **Redis**: one hash per entry
(``data``, ``version``, ``kind``) with ``EXPIRE ttl`` refreshed on update, a sorted set per kind
scored by update time for the cap, and the compare-and-swap as a ``WATCH``/``MULTI`` transaction
(or a Lua script comparing ``version``). With **PostgreSQL**: the same table as here (``data
JSONB``), ``UPDATE … SET data = %s, version = version + 1 WHERE id = %s AND version = %s`` and
a row count of 1 as the compare-and-swap, and the purge as a ``DELETE … WHERE updated < %s``.
"""

from __future__ import annotations

import json
import os
import secrets
import sqlite3
import threading
import time
from pathlib import Path
from typing import Any

from flask import Flask, current_app

TTL = {"game": 24 * 3600, "record": 30 * 24 * 3600}
CAP = {"game": 5000, "record": 2000}


class StaleVersion(Exception):
    """The entry changed since it was read (or is gone): the update was not applied."""


class GameStore:
    """The interface. ``data`` is a JSON-serialisable dict; versions start at 0."""

    def create(self, kind: str, data: dict) -> str:
        """Store a new entry; its id (``secrets.token_urlsafe(16)``)."""
        raise NotImplementedError

    def get(self, entry_id: str, kind: str) -> tuple[int, dict] | None:
        """``(version, data)``, or None when unknown or expired."""
        raise NotImplementedError

    def update(self, entry_id: str, kind: str, expected_version: int, data: dict) -> int:
        """Replace the data when the version is still ``expected_version``; the new version.

        :raises StaleVersion: when it is not (or the entry is gone).
        """
        raise NotImplementedError

    def purge_expired(self, now: float | None = None) -> int:
        """Delete expired entries and those over the cap; how many went."""
        raise NotImplementedError


class SQLiteGameStore(GameStore):
    """The embedded default: one SQLite file shared by every worker process on the machine."""

    def __init__(self, path: str | os.PathLike, ttl: dict | None = None, cap: dict | None = None):
        self.path = str(path)
        self.ttl = dict(TTL, **(ttl or {}))
        self.cap = dict(CAP, **(cap or {}))
        self._local = threading.local()
        Path(self.path).parent.mkdir(parents=True, exist_ok=True)
        with self._connect() as db:
            db.execute("PRAGMA journal_mode=WAL")
            db.execute("""CREATE TABLE IF NOT EXISTS entries (
                id TEXT PRIMARY KEY, kind TEXT NOT NULL, version INTEGER NOT NULL,
                created REAL NOT NULL, updated REAL NOT NULL, data TEXT NOT NULL)""")
            db.execute("CREATE INDEX IF NOT EXISTS entries_updated ON entries (kind, updated)")

    def _connect(self) -> sqlite3.Connection:
        db = getattr(self._local, "db", None)
        if db is None or getattr(self._local, "pid", None) != os.getpid():
            db = sqlite3.connect(self.path, timeout=10, isolation_level=None)
            db.execute("PRAGMA busy_timeout=10000")
            self._local.db, self._local.pid = db, os.getpid()
        return db

    def create(self, kind: str, data: dict) -> str:
        self.purge_expired()
        entry_id = secrets.token_urlsafe(16)
        now = time.time()
        self._connect().execute(
            "INSERT INTO entries (id, kind, version, created, updated, data) VALUES (?,?,0,?,?,?)",
            (entry_id, kind, now, now, json.dumps(data, separators=(",", ":"))))
        return entry_id

    def get(self, entry_id: str, kind: str) -> tuple[int, dict] | None:
        row = self._connect().execute(
            "SELECT version, updated, data FROM entries WHERE id = ? AND kind = ?",
            (entry_id, kind)).fetchone()
        if row is None or row[1] < time.time() - self.ttl[kind]:
            return None
        return row[0], json.loads(row[2])

    def update(self, entry_id: str, kind: str, expected_version: int, data: dict) -> int:
        db = self._connect()
        db.execute("BEGIN IMMEDIATE")
        try:
            row = db.execute("SELECT version FROM entries WHERE id = ? AND kind = ?",
                             (entry_id, kind)).fetchone()
            if row is None or row[0] != expected_version:
                raise StaleVersion(entry_id)
            db.execute("UPDATE entries SET version = ?, updated = ?, data = ? WHERE id = ?",
                       (expected_version + 1, time.time(),
                        json.dumps(data, separators=(",", ":")), entry_id))
            db.execute("COMMIT")
        except BaseException:
            db.execute("ROLLBACK")
            raise
        return expected_version + 1

    def purge_expired(self, now: float | None = None) -> int:
        now = time.time() if now is None else now
        db = self._connect()
        gone = 0
        for kind, ttl in self.ttl.items():
            gone += db.execute("DELETE FROM entries WHERE kind = ? AND updated < ?",
                               (kind, now - ttl)).rowcount
            gone += db.execute(
                "DELETE FROM entries WHERE id IN (SELECT id FROM entries WHERE kind = ? "
                "ORDER BY updated DESC LIMIT -1 OFFSET ?)", (kind, self.cap[kind])).rowcount
        return gone

    def count(self, kind: str | None = None) -> int:
        if kind is None:
            return self._connect().execute("SELECT COUNT(*) FROM entries").fetchone()[0]
        return self._connect().execute("SELECT COUNT(*) FROM entries WHERE kind = ?",
                                       (kind,)).fetchone()[0]


def init_app(app: Flask) -> None:
    """``app.config["GAME_STORE"]``: a :class:`GameStore`, a file path, or unset (the default,
    ``instance/games.sqlite3``). The file is opened on first use."""
    app.extensions["game_store"] = None


def get_store(app: Flask | None = None) -> Any:
    app = app or current_app
    store = app.extensions.get("game_store")
    if store is None:
        configured = app.config.get("GAME_STORE")
        if isinstance(configured, GameStore):
            store = configured
        else:
            store = SQLiteGameStore(configured or os.path.join(app.instance_path, "games.sqlite3"))
        app.extensions["game_store"] = store
    return store
