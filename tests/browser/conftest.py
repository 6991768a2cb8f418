"""Browser fixtures: the app on a real port, and Debian's chromium driven by Playwright."""

from __future__ import annotations

import logging
import os
import re
import shutil
import threading
import time

import pytest
from playwright.sync_api import Error as PlaywrightError
from website import create_app
from werkzeug.serving import make_server

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync"]


@pytest.fixture(scope="session")
def live_site(tmp_path_factory):
    """The site served by werkzeug on 127.0.0.1, a free port, in a thread, with a store of its
    own (empty at the start of every run): (the app, its address). Every browser here is one
    client at one address, so the creation and answer limits are lifted: the suite starts more
    than 30 games a minute (the limits' own tests use apps of their own). A table of friends
    may have a 2-second clock (its time-out is tested in a browser)."""
    from tests.web.conftest import _compile_catalogues

    _compile_catalogues()
    logging.getLogger("werkzeug").setLevel(logging.WARNING)
    store = tmp_path_factory.mktemp("store") / "games.sqlite3"
    app = create_app({"TESTING": True, "GAME_STORE": str(store),
                      "CREATE_LIMIT": "100000 per minute", "ANSWER_LIMIT": "100000 per minute",
                      "TABLE_MOVE_TIMES": (0, 2, 30, 120)})
    server = make_server("127.0.0.1", 0, app, threaded=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield app, f"http://127.0.0.1:{server.server_port}"
    server.shutdown()
    thread.join(5)


@pytest.fixture(scope="session")
def base_url(live_site):
    """The live site's address (see :func:`live_site`)."""
    return live_site[1]


@pytest.fixture(scope="session")
def live_app(live_site):
    """The live site's app, to read its store (the tables of friends' hidden cards)."""
    return live_site[0]


@pytest.fixture(scope="session")
def browser():
    if not (os.path.exists(CHROMIUM) or shutil.which("chromium")):
        pytest.skip(f"chromium not installed at {CHROMIUM} (run sh scripts/ensure-chromium.sh)")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield b
        b.close()


@pytest.fixture()
def page(browser):
    """A phone-sized page; a test fails if the Content-Security-Policy blocked anything on it
    (an inline script, style or handler would be blocked, and htmx would stop working)."""
    context = browser.new_context(viewport={"width": 390, "height": 844})
    pg = context.new_page()
    blocked = []
    pg.on("console", lambda msg: blocked.append(msg.text)
          if msg.type == "error" and "Content Security Policy" in msg.text else None)
    yield pg
    context.close()
    assert not blocked, blocked


def wait_for_js(page, expression: str, timeout: float = 10.0) -> None:
    """Wait until ``expression`` is true in the page. Playwright's ``wait_for_function`` polls
    by evaluating a string inside the page, which the site's CSP (no eval) blocks; this polls
    from here instead (``page.evaluate`` is not subject to the page's CSP)."""
    deadline = time.monotonic() + timeout
    while not _true_now(page, expression):
        if time.monotonic() > deadline:
            raise TimeoutError(f"still false after {timeout} s: {expression}")
        page.wait_for_timeout(50)


def _true_now(page, expression: str) -> bool:
    """The expression's value, false while the page is between two documents (a click that
    navigates destroys the context the expression runs in, or leaves an element not there yet)."""
    try:
        return bool(page.evaluate(expression))
    except PlaywrightError as e:
        if "context was destroyed" in str(e) or "navigat" in str(e) or "null" in str(e):
            return False
        raise


def check_analysis(page) -> None:
    """The review of the reader's moves on a finished game's page: its heading, an accuracy
    (or no choice), and the first flagged move's link opens that step."""
    analysis = page.locator("section.analysis")
    assert analysis.locator("h2").inner_text() == "Analysis of your moves"
    assert re.search(r"Accuracy: \d+%|no choice", analysis.inner_text())
    flagged = analysis.locator(".flagged a")
    if flagged.count():
        href = flagged.first.get_attribute("href")
        flagged.first.click()
        page.wait_for_url(re.compile(re.escape(href.split("?")[-1]) + "$"))
