"""Issue 35, phone-first details, in chromium at 390 × 844:

- every link, button and control on the home, learn, puzzle list and play pages (a new game of
  each game, its first choice) and the card trainers is at least 44 × 44 px or spaced like
  one, and meets WCAG 2.5.8 (tests/browser/targets.py), in vi, zh and en;
- a Tam Cúc lead is chosen by tapping the hand's own cards (a single, a pair), with the
  button that sends it right under the hand, all in one screen once the hand is in view, and
  no second copy of the hand;
- a card trainer answers a card with one submit, right and wrong, in vi, zh and en.
"""

from __future__ import annotations

import itertools
import json
import random
import re

import pytest
from website.core.i18n import LANGUAGES
from website.features.play import views as play_views
from website.games import GAMES

from engine.koikoi import puzzles as KP
from engine.tamcuc import RANKS
from engine.tamcuc import trainer as TT
from engine.tamcuc.combos import classify

from .conftest import wait_for_js
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


# -- leading in Tam Cúc from the hand --------------------------------------------------------

def leads_of(page) -> dict[str, str]:
    form = page.locator("#play form.tc-lead")
    return json.loads(form.get_attribute("data-leads")) if form.count() else {}


def a_lead(page, base_url: str, lang: str, shape: str) -> list[str]:
    """A new two-seat Tam Cúc game where the reader leads and may lead a ``shape``; the
    cards of one such lead."""
    for _attempt in range(30):
        new_game(page, base_url, "tam-cuc", lang, 2)
        for key in leads_of(page):
            cards = key.split(",")
            if classify(cards).shape == shape:
                return cards
    raise AssertionError(f"thirty deals without a {shape} to lead")


def in_first_screen(page, selector: str) -> bool:
    box = page.locator(selector).bounding_box()
    return box is not None and box["y"] >= 0 and box["y"] + box["height"] <= PHONE["height"]


@pytest.mark.parametrize("lang, shape", [("vi", "single"), ("en", "pair"), ("zh", "pair")])
def test_lead_by_tapping_the_hands_own_cards(page, base_url, seeded, lang, shape):
    cards = a_lead(page, base_url, lang, shape)
    wait_for_js(page, "window.htmx !== undefined")
    # no second copy of the hand: each of its cards drawn once, and no list of combinations
    hand = page.locator("#play .tc-seat.you .tc-pick-card input")
    mine = [hand.nth(i).get_attribute("value") for i in range(hand.count())]
    assert set(cards) <= set(mine)
    for card in mine:
        assert page.locator(f'#play img[src*="/tamcuc/{card}.svg"]').count() == 1, card
    assert page.locator("#play .combo-list, #play .tc-calls").count() == 0
    # the hand in view: its cards and the button that sends them, all on the first screen
    page.locator("#play .tc-seat.you .tc-hand").evaluate("el => el.scrollIntoView()")
    for card in mine:
        assert in_first_screen(page, f'.tc-pick-card:has(input[value="{card}"])'), card
    button = page.locator("#play form.tc-lead .tc-pick-go button")
    assert in_first_screen(page, "#play form.tc-lead .tc-pick-go button")
    assert button.is_disabled()  # nothing ticked yet
    # two cards that make no lead: said so, and the button waits
    odd = next((a, b) for a, b in itertools.combinations(mine, 2)
               if f"{a},{b}" not in leads_of(page))
    for card in odd:
        page.locator(f'.tc-pick-card:has(input[value="{card}"])').click()
    assert button.is_disabled()
    note = page.locator("#play .tc-pick-note")
    assert note.inner_text() == page.locator("#play form.tc-lead").get_attribute("data-wrong")
    for card in odd:
        page.locator(f'.tc-pick-card:has(input[value="{card}"])').click()
    # the lead: its cards tapped in the hand, named under it, sent with one tap
    for card in cards:
        page.locator(f'.tc-pick-card:has(input[value="{card}"])').click()
    assert button.is_enabled() and note.inner_text() == leads_of(page)[",".join(cards)]
    version = page.locator('#play input[name="v"]').first.get_attribute("value")
    with page.expect_response(lambda r: r.request.method == "POST") as answer:
        button.click()
    assert answer.value.status == 200
    wait_for_js(page, "!document.querySelector('.htmx-request')")
    assert page.locator('#play input[name="v"]').first.get_attribute("value") != version
    assert page.locator(f'#play .tc-seat.you .tc-hand img[src*="/tamcuc/{cards[0]}.svg"]').count() == 0


# -- the card trainers: one submit a card ----------------------------------------------------

def tap(page, name: str, value: str) -> None:
    page.locator(f'label.pz-tap:has(input[name="{name}"][value="{value}"])').click()


def answer_koikoi(page, right: bool) -> None:
    p = next(q for q in KP.load() if q["kind"] == "recognition" and q["rules"] == "nintendo"
             and q["position"]["card"] == "maple-deer")
    a = p["answers"][0]
    tap(page, "month", str(a["month"] if right else a["month"] % 12 + 1))
    tap(page, "kind", a["kind"])
    for y in a["yaku"]:
        tap(page, "yaku", y)


def answer_tamcuc(page, right: bool) -> None:
    a = TT.recognition_puzzle("black-horse-2")["answers"][0]
    rank = a["rank"] if right else next(r.id for r in RANKS if r.id != a["rank"])
    tap(page, "rank", rank)
    for card in a["beats"] if right else ():
        tap(page, f"beats-{rank}", card)
    for s in a["sets"]:
        tap(page, "sets", s)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("trainer", ["koikoi", "tamcuc"])
def test_a_card_trainer_takes_one_submit_a_card(browser, base_url, lang, trainer):
    for right in (True, False):
        context = browser.new_context(viewport=PHONE)
        page = context.new_page()
        path = ("puzzles/learn?card=maple-deer" if trainer == "koikoi"
                else "tam-cuc/puzzles/learn?card=black-horse-2")
        page.goto(f"{base_url}/{lang}/{path}")
        wait_for_js(page, "window.htmx !== undefined")
        assert page.locator('button[value="next"]').count() == 0
        (answer_koikoi if trainer == "koikoi" else answer_tamcuc)(page, right)
        posts = []
        page.on("request", lambda r, posts=posts: posts.append(r.url) if r.method == "POST" else None)
        page.locator('button[value="answer"]').click()
        page.wait_for_selector("#pz-feedback[data-result]")
        assert len(posts) == 1, posts
        result = page.locator("#pz-feedback").get_attribute("data-result")
        assert result == ("right" if right else "wrong")
        context.close()
