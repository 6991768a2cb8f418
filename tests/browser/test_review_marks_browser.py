"""A marked step of a reviewed game on a 390 px phone (issue 22): the ?! or ? in the move list
and the better move's box fit the screen, the box names the verdict, and stepping with the
keyboard (htmx) to another step takes the box away."""

from __future__ import annotations

import html as htmllib
import itertools
import random
import re
import threading

import pytest
from flask import Flask
from website import create_app
from website.features.play import views as play_views
from werkzeug.serving import make_server

from tests.web.conftest import FormClient, _compile_catalogues
from tests.web.test_review_games import _play
from tests.web.test_tables import new_game


@pytest.fixture(scope="module")
def reviewed(tmp_path_factory):
    """A served site holding one finished two-seat Tam Cúc deal of random answers, with a
    flagged move; the review's address and that move's step."""
    _compile_catalogues()
    mp = pytest.MonkeyPatch()
    mp.setattr(Flask, "test_client_class", FormClient)
    seeds = itertools.count()
    mp.setattr(play_views, "_rng", lambda: random.Random(f"browser-mark-{next(seeds)}"))
    app = create_app({"TESTING": True, "JUDGE_SCALE": 1.0,
                      "GAME_STORE": str(tmp_path_factory.mktemp("store") / "g.sqlite3")})
    client = app.test_client()
    rng = random.Random("browser-marks")
    for _attempt in range(4):
        gid = new_game(client, "tam-cuc", "standard", 2)
        url = f"/en/tam-cuc/play/{gid}"
        _play(client, url, rng)
        page = htmllib.unescape(client.get(f"{url}/review").get_data(as_text=True))
        steps = re.findall(r'<li class="verdict-\w+">\s*<a href="[^"]*step=(\d+)"', page)
        if steps:
            break
    else:
        pytest.skip("no move flagged")
    server = make_server("127.0.0.1", 0, app, threaded=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_port}{url}/review", int(steps[0])
    server.shutdown()
    thread.join(5)
    mp.undo()


def test_a_marked_step_fits_a_phone(page, reviewed):
    review, step = reviewed
    page.goto(f"{review}?step={step}")
    box = page.locator(".review-mark")
    assert box.is_visible()
    said = box.get_attribute("aria-label")
    assert said in ("Mistake", "Inaccuracy")
    assert "better here:" in box.inner_text()
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= 390, f"the page scrolls sideways: {width} px"
    shown = box.bounding_box()
    assert shown["x"] >= 0 and shown["x"] + shown["width"] <= 390
    mark = page.locator(f'.move-list a[data-n="{step}"] .mv-mark')
    assert mark.inner_text() in ("?", "?!") and mark.get_attribute("title") == said
    page.keyboard.press("ArrowRight")  # htmx swaps the next step in: no mark there unless flagged
    page.wait_for_url(re.compile(rf"step={step + 1}$"))
    if not page.locator(f'.move-list a[data-n="{step + 1}"] .mv-mark').count():
        assert page.locator(".review-mark").count() == 0
