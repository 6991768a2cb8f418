"""Browser fixtures: the app on a real port, and Debian's chromium driven by Playwright."""

from __future__ import annotations

import logging
import os
import shutil
import threading

import pytest
from website import create_app
from werkzeug.serving import make_server

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync"]


@pytest.fixture(scope="session")
def base_url():
    """The site served by werkzeug on 127.0.0.1, a free port, in a thread."""
    from tests.web.conftest import _compile_catalogues

    _compile_catalogues()
    logging.getLogger("werkzeug").setLevel(logging.WARNING)
    server = make_server("127.0.0.1", 0, create_app({"TESTING": True}), threaded=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_port}"
    server.shutdown()
    thread.join(5)


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
    context = browser.new_context(viewport={"width": 390, "height": 844})
    pg = context.new_page()
    yield pg
    context.close()
