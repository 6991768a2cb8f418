"""In chromium: step through a sample game with the keyboard, and play a hand to the end."""

from __future__ import annotations

import re

import pytest

from .conftest import check_analysis, wait_for_js

pytestmark = pytest.mark.browser


def step_of(page) -> int:
    m = re.search(r"step=(\d+)", page.url)
    return int(m.group(1)) if m else 0


def press(page, key: str, expected: int):
    page.keyboard.press(key)
    page.wait_for_url(re.compile(rf"step={expected}$"))
    page.wait_for_selector(f'#viewer .moves a[aria-current="step"][data-n="{expected}"]')


@pytest.mark.parametrize("sample", ["games/koikoi-backfires", "tam-cuc/games/tam-cuc-de",
                                    "hachi-hachi/games/hachi-hachi-shobu-lost"])
def test_step_through_a_sample_with_the_keyboard(page, base_url, sample):
    page.goto(f"{base_url}/en/{sample}")
    wait_for_js(page, "window.htmx !== undefined")
    last = int(page.locator('#viewer a[data-step="last"]').get_attribute("href").split("=")[-1])
    press(page, "ArrowRight", 1)
    assert "Step 1" in page.title()  # the swapped region carries the page title
    press(page, "ArrowRight", 2)
    press(page, "ArrowLeft", 1)
    board_via_keys = page.locator("#board").inner_html()
    press(page, "End", last)
    assert page.locator('#viewer a[data-step="next"]').count() == 0
    press(page, "Home", 0)
    page.keyboard.press("ArrowLeft")  # nothing before the first step
    assert step_of(page) == 0
    page.go_back()  # htmx pushed every step: history works
    page.wait_for_url(re.compile(rf"step={last}$"))
    page.goto(f"{base_url}/en/{sample}?step=1")
    assert page.locator("#board").inner_html() == board_via_keys
    assert re.search(r"Player [1-4]", page.locator(".commentary").inner_text())


def test_play_a_hand_to_the_end(page, base_url):
    page.goto(f"{base_url}/en/play")
    page.check('input[name="level"][value="greedy"]')
    page.check('input[name="rounds"][value="1"]')
    page.click("text=Deal the cards")
    page.wait_for_url(re.compile(r"/en/play/[\w-]+$"))
    wait_for_js(page, "window.htmx !== undefined")
    for _ in range(40):
        if page.locator(".hand-over").count():
            break
        button = page.locator('#play button[name="a"]').first
        with page.expect_response(lambda r: r.request.method == "POST"):
            button.click()
        wait_for_js(page, "!document.querySelector('.htmx-request')")
    assert page.locator(".hand-over").count() == 1
    assert "/play/" in page.url  # the plain URL of the game, after htmx posts
    page.click("text=Step through this game")
    page.wait_for_url(re.compile(r"/review"))
    assert page.locator("#board").count() == 1
    check_analysis(page)  # the analysis of the hand just played
    from axe_playwright_python.sync_playwright import Axe

    bad = [(v["id"], [n["target"] for n in v["nodes"]][:5])
           for v in Axe().run(page).response["violations"] if v["impact"] in ("serious", "critical")]
    assert not bad, bad


def test_play_without_javascript(browser, base_url):
    context = browser.new_context(java_script_enabled=False, viewport={"width": 390, "height": 844})
    page = context.new_page()
    page.goto(f"{base_url}/vi/play")
    page.click('button[type="submit"]')
    page.wait_for_url(re.compile(r"/vi/play/[\w-]+$"))
    for _ in range(3):
        buttons = page.locator('#play button[name="a"]')
        if not buttons.count():
            break
        buttons.first.click()
        page.wait_for_load_state()
        assert re.search(r"/vi/play/[\w-]+$", page.url)
    context.close()


def test_a_stale_move_shows_a_readable_refusal(page, base_url):
    for _deal in range(8):  # a deal may end at once (a hand yaku): deal again
        page.goto(f"{base_url}/en/play")
        page.click("text=Deal the cards")
        page.wait_for_url(re.compile(r"/en/play/[\w-]+$"))
        wait_for_js(page, "window.htmx !== undefined")
        if page.locator('#play button[name="a"]').count():
            break
    else:
        pytest.fail("eight deals in a row ended at once")
    page.evaluate("document.querySelectorAll('#play input[name=v]').forEach(i => i.value = '99')")
    with page.expect_response(lambda r: r.request.method == "POST" and r.status == 409):
        page.locator('#play button[name="a"]').first.click()
    page.wait_for_selector("#play.play-error")
    assert "out of date" in page.locator("#play").inner_text()
    page.click("text=Back to the game as it stands")
    page.wait_for_selector('#play button[name="a"]')


@pytest.mark.parametrize("lang", ["vi", "zh", "en"])
def test_a_game_in_progress_has_no_serious_accessibility_violations(browser, base_url, lang):
    from axe_playwright_python.sync_playwright import Axe

    context = browser.new_context(viewport={"width": 390, "height": 844})
    pg = context.new_page()
    pg.goto(f"{base_url}/{lang}/play")
    pg.check('input[name="rounds"][value="1"]')
    pg.locator('form button[type="submit"]').first.click()
    pg.wait_for_url(re.compile(rf"/{lang}/play/[\w-]+$"))
    results = Axe().run(pg)
    bad = [(v["id"], v["impact"], [n["target"] for n in v["nodes"]][:5])
           for v in results.response["violations"] if v["impact"] in ("serious", "critical")]
    context.close()
    assert not bad, bad


def _in_view(page, selector: str) -> bool:
    """Whether the element is on screen and not covered (by the sticky header, say)."""
    return page.evaluate("""(sel) => {
        const el = document.querySelector(sel);
        const r = el.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return r.top >= 0 && r.bottom <= innerHeight && !!hit && el.contains(hit);
    }""", selector)


@pytest.mark.parametrize("width", [390, 1280])
def test_step_the_viewer_after_scrolling(browser, base_url, width):
    context = browser.new_context(viewport={"width": width, "height": 844})
    pg = context.new_page()
    pg.goto(f"{base_url}/en/games/koikoi-backfires?step=12")
    wait_for_js(pg, "window.htmx !== undefined")
    pg.mouse.wheel(0, 900)
    pg.wait_for_timeout(200)
    assert pg.evaluate("scrollY") > 300
    assert _in_view(pg, '#viewer a[data-step="next"]')
    pg.click('#viewer a[data-step="next"]')
    pg.wait_for_selector('#viewer .moves a[aria-current="step"][data-n="13"]')
    assert _in_view(pg, '#viewer a[data-step="next"]')
    if width > 800:  # the move list is its own scrolling box there, following the current move
        last = pg.locator('#viewer a[data-step="last"]').get_attribute("href").split("=")[-1]
        pg.click('#viewer a[data-step="last"]')
        pg.wait_for_selector(f'#viewer .moves a[aria-current="step"][data-n="{last}"]')
        wait_for_js(pg, "!document.querySelector('.htmx-settling, .htmx-swapping')")
        assert pg.evaluate("""() => {
            const box = document.querySelector('#viewer .moves').getBoundingClientRect();
            const r = document.querySelector('#viewer .moves a[aria-current]').getBoundingClientRect();
            return r.top >= box.top && r.bottom <= box.bottom;
        }""")
    context.close()
