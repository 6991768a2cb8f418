"""Issue 35, phone-first details, in chromium at 390 × 844:

- every link, button and control on the home, learn, puzzle list and play pages (a new game of
  each game, its first choice) and the card trainers is at least 44 × 44 px or spaced like
  one, and meets WCAG 2.5.8 (tests/browser/targets.py), in vi, zh and en.
"""

from __future__ import annotations

import itertools
import random
import re

import pytest
from website.core.i18n import LANGUAGES
from website.features.play import views as play_views
from website.games import GAMES

from .targets import measure

pytestmark = pytest.mark.browser

PHONE = {"width": 390, "height": 844}


@pytest.fixture()
def seeded(monkeypatch):
    """New games dealt from fixed seeds (the site runs in this process): the same first
    positions on every run."""
    seeds = itertools.count()
    monkeypatch.setattr(play_views, "_rng", lambda: random.Random(f"phone-{next(seeds)}"))


def play_path(slug: str, lang: str) -> str:
    return f"/{lang}/play" if slug == "koikoi" else f"/{lang}/{slug}/play"


def puzzles_path(slug: str, lang: str) -> str:
    return f"/{lang}/puzzles" if slug == "koikoi" else f"/{lang}/{slug}/puzzles"


def new_game(page, base_url: str, slug: str, lang: str, seats: int | None = None) -> None:
    """A one-hand game against the computer, from its new-game form."""
    page.goto(base_url + play_path(slug, lang))
    if seats:
        page.check(f'input[name="seats"][value="{seats}"]')
    page.check('input[name="rounds"][value="1"]')
    page.locator('.play-form button[type="submit"]').click()
    page.wait_for_url(re.compile(r"/play/[\w-]+$"))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_target_is_big_enough_or_spaced(browser, base_url, seeded, lang):
    context = browser.new_context(viewport=PHONE)
    page = context.new_page()
    bad = []

    def check(where: str) -> None:
        found = measure(page)
        assert found["count"] >= 5, (where, found)  # the measure saw the page's controls
        bad.extend(f"{where} [{rule}] {line}" for rule, lines in found["failures"].items()
                   for line in lines)

    page.goto(f"{base_url}/{lang}/")
    check("home")
    page.click(".nav-menu > summary")  # the header's menu, open
    check("home, menu open")
    for path in (f"/{lang}/learn", f"/{lang}/puzzles/learn?card=maple-deer",
                 f"/{lang}/tam-cuc/puzzles/learn?card=black-horse-2",
                 *(puzzles_path(g.slug, lang) for g in GAMES),
                 *(play_path(g.slug, lang) for g in GAMES)):
        page.goto(base_url + path)
        check(path)
    for g in GAMES:
        for seats in (g.board.SEAT_COUNTS if g.slug == "tam-cuc" else (None,)):
            new_game(page, base_url, g.slug, lang, seats)
            check(f"{g.slug} play{f', {seats} seats' if seats else ''}")
    context.close()
    assert not bad, "\n".join(bad)
