"""Follow every link of the site through a Flask test client: ``href``, ``src`` and ``hx-get``.

Shared by tests/web/test_crawl.py (the checkout) and tests/web/test_wheel.py, which runs this
file as a script inside a venv where only the built wheel provides ``website``; so it imports
nothing from the tests and nothing of the site at module level.

    python tests/web/crawler.py [CAP]   # crawl the importable site; JSON {url: status} on stdout
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from html.parser import HTMLParser
from typing import NamedTuple
from urllib.parse import urldefrag, urljoin, urlsplit

BASE = "http://localhost/"
LANGUAGES = ("vi", "zh", "en")
# a game in progress: its id differs run to run, and every one is drawn by the same code
GAME_IN_PROGRESS = re.compile(r"/play/[^/?]+")


class Page(NamedTuple):
    status: int  # after following redirects
    ids: frozenset[str]  # element ids, for links to #fragments
    anchors: tuple[tuple[str, str], ...]  # (target url, fragment) of each in-page link


class _Links(HTMLParser):
    def __init__(self):
        super().__init__()
        self.links: list[str] = []
        self.ids: set[str] = set()

    def handle_starttag(self, tag, attrs):
        for key, value in attrs:
            if key == "id" and value:
                self.ids.add(value)
            elif key in ("href", "src", "hx-get") and value:
                self.links.append(value)


def crawl(client, starts: Iterable[str], *, expand: Callable[[str], bool] = lambda url: True,
          skip: Callable[[str], bool] = lambda url: False, cap: int | None = None,
          uncapped: Callable[[str], bool] = lambda url: False) -> dict[str, Page]:
    """Every page reachable from ``starts`` (site paths), by url.

    A fetched HTML page whose final url passes ``expand`` has its links followed; a target
    passing ``skip`` is not fetched. ``cap`` bounds the ``?query`` variants fetched per path
    (the step-through viewer links hundreds) unless the path passes ``uncapped``; only the
    first game in progress is fetched."""
    queue = [urljoin(BASE, s) for s in starts]
    seen, pages, variants = set(queue), {}, {}
    in_progress = False
    while queue:
        url = queue.pop(0)
        parts = urlsplit(url)
        if GAME_IN_PROGRESS.search(parts.path):
            if in_progress:
                continue
            in_progress = True
        response = client.get(parts.path + (f"?{parts.query}" if parts.query else ""),
                              follow_redirects=True)
        final = response.request
        here = urljoin(BASE, final.path + (f"?{final.query_string.decode()}"
                                           if final.query_string else ""))
        if response.status_code != 200 or response.mimetype != "text/html" or not expand(here):
            pages[url] = Page(response.status_code, frozenset(), ())
            continue
        doc = _Links()
        doc.feed(response.get_data(as_text=True))
        anchors = []
        for link in doc.links:
            target, fragment = urldefrag(urljoin(here, link))
            if not target.startswith(BASE):
                continue  # external: none are expected, but not ours to check
            if fragment:
                anchors.append((target, fragment))
            if target in seen or skip(target):
                continue
            bare = target.split("?")[0]
            if "?" in target and cap is not None and not uncapped(bare):
                variants[bare] = variants.get(bare, 0) + 1
                if variants[bare] > cap:
                    continue
            seen.add(target)
            queue.append(target)
        pages[url] = Page(200, frozenset(doc.ids), tuple(anchors))
    return pages


def lesson_screens(app) -> list[str]:
    """Every screen (``?s=N``) of every lesson of every game, in every language."""
    from flask import url_for
    from website.features.lessons import path as lessons
    from website.games import BY_ID

    with app.test_request_context():
        return [url_for("lessons.lesson", lang=lang, game=BY_ID[game], n=n, s=s)
                for lang in LANGUAGES for game, path in lessons.PATHS.items()
                for n, lesson in enumerate(path, 1) for s in range(1, len(lesson.screens) + 2)]


def whole_site(app, cap: int | None = None) -> dict[str, Page]:
    """The crawl of every language from its home page, and every lesson screen; with ``cap``,
    that many query variants a path, except lessons and puzzles, fetched whole. Uncapped it
    is some 6,200 urls, about a minute."""
    return crawl(app.test_client(), [*(f"/{lang}/" for lang in LANGUAGES), *lesson_screens(app)],
                 cap=cap, uncapped=lambda path: "/learn/" in path or "/puzzles" in path)


if __name__ == "__main__":
    import json
    import sys
    import tempfile

    import website
    from website import create_app

    app = create_app({"SECRET_KEY": "crawl", "GAME_STORE": tempfile.mkdtemp() + "/g.sqlite3"})
    found = whole_site(app, *map(int, sys.argv[1:2]))
    json.dump({"module": website.__file__, "status": {u: p.status for u, p in found.items()}},
              sys.stdout)
