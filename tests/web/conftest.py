"""Fixtures for the web tests: the app with compiled catalogues, and its test client."""

from __future__ import annotations

import os
import re
import shutil
import socket
import subprocess
import sys
import time
from contextlib import contextmanager
from html.parser import HTMLParser
from pathlib import Path

import pytest
from flask import Flask
from flask.testing import FlaskClient
from website import create_app
from website.core.i18n import LANGUAGES
from werkzeug.datastructures import Headers

ROOT = Path(__file__).resolve().parents[2]
# The judge (engine.judge) on half its sample budget: its answers are as deterministic,
# only less sure, and a hint or a review costs half the time.
os.environ.setdefault("JUDGE_SCALE", "0.5")
TRANSLATIONS = ROOT / "site" / "translations"


def _compile_catalogues() -> None:
    """Compile the .po files when a .mo is missing or older (make test does it too)."""
    for po in TRANSLATIONS.glob("*/LC_MESSAGES/messages.po"):
        mo = po.with_suffix(".mo")
        if not mo.exists() or mo.stat().st_mtime < po.stat().st_mtime:
            subprocess.run([sys.executable, "-m", "babel.messages.frontend", "-q", "compile",
                            "-d", str(TRANSLATIONS)], check=True)
            return


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@contextmanager
def running_redis(folder, **settings: str):
    """A real redis-server on a free loopback port, keeping its files in ``folder``, with the
    given settings (``maxmemory_policy="allkeys-lru"`` is ``--maxmemory-policy allkeys-lru``);
    yields its port once it answers, and stops it afterwards."""
    import redis

    server = shutil.which("redis-server")
    if server is None:
        pytest.fail("redis-server is missing: run scripts/ensure-redis.sh (make test does)")
    port = free_port()
    options = {"bind": "127.0.0.1", "save": "", "appendonly": "no",
               **{k.replace("_", "-"): v for k, v in settings.items()}}
    args = [word for k, v in options.items() for word in (f"--{k}", v)]
    proc = subprocess.Popen([server, *args, "--port", str(port), "--dir", str(folder)],
                            stdout=subprocess.DEVNULL)
    client = redis.Redis(port=port, password=options.get("requirepass"))
    try:
        for _ in range(200):
            try:
                client.ping()
                break
            except redis.ConnectionError:
                if proc.poll() is not None:
                    pytest.fail(f"redis-server did not start with {options}")
                time.sleep(0.05)
        yield port
    finally:
        client.close()
        proc.terminate()
        proc.wait(10)


@pytest.fixture(scope="session")
def redis_url(tmp_path_factory):
    """The suite's Redis: a real redis-server, its default policy (noeviction)."""
    with running_redis(tmp_path_factory.mktemp("redis")) as port:
        yield f"redis://127.0.0.1:{port}/0"


class FormClient(FlaskClient):
    """A test client that sends the CSRF token with every POST, as a reader's browser does:
    the token is read once from a form of the site. ``csrf=False`` sends none."""

    _token: str | None = None

    def csrf_token(self) -> str:
        if self._token is None:
            html = self.get("/en/play").get_data(as_text=True)
            self._token = re.search(r'name="csrf_token" value="([^"]+)"', html).group(1)
        return self._token

    def open(self, *args, csrf: bool = True, **kwargs):
        if csrf and kwargs.get("method", "GET").upper() not in ("GET", "HEAD", "OPTIONS"):
            headers = Headers(kwargs.get("headers") or {})
            headers.setdefault("X-CSRFToken", self.csrf_token())
            kwargs["headers"] = headers
        return super().open(*args, **kwargs)


@pytest.fixture(autouse=True)
def form_client(monkeypatch):
    """Every app's test client in these tests is a :class:`FormClient`."""
    monkeypatch.setattr(Flask, "test_client_class", FormClient)


@pytest.fixture(scope="session")
def app(tmp_path_factory):
    """The site with a store of its own, empty at the start of every run: puzzle ratings and
    games left by an earlier run (in instance/) must not decide what a test sees."""
    _compile_catalogues()
    store = tmp_path_factory.mktemp("store") / "games.sqlite3"
    # the tests post thousands of puzzle answers from one address within minutes: the answer
    # limit has tests of its own (test_puzzle_ratings.py)
    return create_app({"TESTING": True, "GAME_STORE": str(store), "ANSWER_LIMIT": "100000 per minute"})


@pytest.fixture()
def client(app):
    return app.test_client()


class LinkParser(HTMLParser):
    """Collects href/src targets, element ids and a few attributes of a page."""

    def __init__(self):
        super().__init__()
        self.links: list[str] = []
        self.ids: set[str] = set()
        self.imgs: list[dict] = []
        self.html_lang: str | None = None
        self.alternates: dict[str, str] = {}

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if "id" in a:
            self.ids.add(a["id"])
        if tag == "html":
            self.html_lang = a.get("lang")
        if tag == "link" and a.get("rel") == "alternate" and "hreflang" in a:
            self.alternates[a["hreflang"]] = a["href"]
        if tag == "img":
            self.imgs.append(a)
        for key in ("href", "src"):
            if a.get(key):
                self.links.append(a[key])


def parse(html: str) -> LinkParser:
    p = LinkParser()
    p.feed(html)
    return p


def page_in_every_language(app, path: str) -> dict[str, str]:
    """``/<lang><path>`` for each language, each answered 200: language → HTML."""
    out = {}
    for lang in LANGUAGES:
        r = app.test_client().get(f"/{lang}{path}")
        assert r.status_code == 200, lang
        out[lang] = r.get_data(as_text=True)
    return out
