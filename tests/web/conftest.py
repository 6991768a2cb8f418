"""Fixtures for the web tests: the app with compiled catalogues, and its test client."""

from __future__ import annotations

import subprocess
import sys
from html.parser import HTMLParser
from pathlib import Path

import pytest
from website import create_app

ROOT = Path(__file__).resolve().parents[2]
TRANSLATIONS = ROOT / "site" / "translations"


def _compile_catalogues() -> None:
    """Compile the .po files when a .mo is missing or older (make test does it too)."""
    for po in TRANSLATIONS.glob("*/LC_MESSAGES/messages.po"):
        mo = po.with_suffix(".mo")
        if not mo.exists() or mo.stat().st_mtime < po.stat().st_mtime:
            subprocess.run([sys.executable, "-m", "babel.messages.frontend", "-q", "compile",
                            "-d", str(TRANSLATIONS)], check=True)
            return


@pytest.fixture(scope="session")
def app():
    _compile_catalogues()
    return create_app({"TESTING": True})


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
