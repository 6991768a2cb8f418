"""In chromium: Tam Cúc at four and two seats and Hachi-Hachi at three, played to the end as a
newcomer would (clicking cards and buttons), with and without JavaScript; axe on the games and
the rules pages."""

from __future__ import annotations

import json
import re

import pytest

from .conftest import check_analysis, wait_for_js

pytestmark = pytest.mark.browser


def serious_violations(page) -> list:
    from axe_playwright_python.sync_playwright import Axe

    return [(v["id"], v["impact"], [n["target"] for n in v["nodes"]][:5])
            for v in Axe().run(page).response["violations"]
            if v["impact"] in ("serious", "critical")]


def start(page, base_url: str, game: str, seats: int | None = None, lang: str = "en"):
    page.goto(f"{base_url}/{lang}/{game}/play")
    if seats:
        page.check(f'input[name="seats"][value="{seats}"]')
    page.check('input[name="rounds"][value="1"]')
    page.locator('.play-form button[type="submit"]').click()
    page.wait_for_url(re.compile(rf"/{lang}/{game}/play/[\w-]+$"))


def to_tick(pick) -> list[str]:
    """The cards of the hand's form to tick: the first lead it names, or the first cards of
    the hand as many as a lay asks for."""
    leads = pick.get_attribute("data-leads")
    if leads:
        return sorted(json.loads(leads))[0].split(",")
    boxes = pick.locator(".tc-pick-card input")
    return [boxes.nth(i).get_attribute("value") for i in range(int(pick.get_attribute("data-count")))]


def play_turn(page) -> None:
    """One answer: tick the cards of a lead or a lay in the hand, or press the first action
    button."""
    pick = page.locator("#play form.tc-pick")
    if pick.count():
        for card in to_tick(pick):
            pick.locator(f'.tc-pick-card:has(input[value="{card}"])').click()
        button = pick.locator('button[type="submit"]')
    else:
        button = page.locator('#play button[name="a"]').first
    with page.expect_response(lambda r: r.request.method == "POST"):
        button.click()
    wait_for_js(page, "!document.querySelector('.htmx-request')")


def play_to_the_end(page) -> None:
    wait_for_js(page, "window.htmx !== undefined")
    for _ in range(120):
        if page.locator(".hand-over").count():
            return
        play_turn(page)
    raise AssertionError("the deal did not end")


@pytest.mark.parametrize("seats", [4, 2])
def test_play_a_tam_cuc_deal_to_the_end(page, base_url, seats):
    start(page, base_url, "tam-cuc", seats)
    assert page.locator(".tc-seat").count() == seats
    play_to_the_end(page)
    settlement = page.locator(".hand-over table.settlement-table")
    assert settlement.locator("tbody tr").count() == seats
    assert re.search(r"/en/tam-cuc/play/[\w-]+$", page.url)
    page.click("text=Step through this game")
    page.wait_for_url(re.compile(r"/tam-cuc/play/[\w-]+/review"))
    assert page.locator("#board .tc-seat").count() == seats
    assert "points the deal would pay you" in page.locator("section.analysis").inner_text()
    check_analysis(page)  # the analysis of the deal just played, in Tam Cúc's words
    assert not serious_violations(page)


def test_play_a_hachi_hachi_deal_to_the_end(page, base_url):
    start(page, base_url, "hachi-hachi", lang="vi")
    assert page.locator(".hh-seat").count() == 3
    play_to_the_end(page)
    assert page.locator(".hand-over table.hh-settlement tbody tr").count() == 3
    assert page.locator(".hand-over h2").inner_text() == "Ván đã kết thúc"


def test_tam_cuc_without_javascript(browser, base_url):
    context = browser.new_context(java_script_enabled=False, viewport={"width": 390, "height": 844})
    page = context.new_page()
    start(page, base_url, "tam-cuc", 3, lang="vi")
    moved = 0
    for _ in range(30):
        pick = page.locator("#play form.tc-pick")
        if pick.count():
            for card in to_tick(pick):
                pick.locator(f'.tc-pick-card input[value="{card}"]').check(force=True)
            pick.locator('button[type="submit"]').click()
        elif page.locator('#play button[name="a"]').count():
            page.locator('#play button[name="a"]').first.click()
        else:
            break
        page.wait_for_load_state()
        assert re.search(r"/vi/tam-cuc/play/[\w-]+$", page.url)  # a redirect to the game
        moved += 1
    assert moved >= 3
    context.close()


@pytest.mark.parametrize("path", ["/vi/tam-cuc", "/zh/hachi-hachi", "/en/tam-cuc/play",
                                  "/vi/hachi-hachi/play"])
def test_rules_and_forms_have_no_serious_accessibility_violations(page, base_url, path):
    page.goto(base_url + path)
    assert not serious_violations(page)


@pytest.mark.parametrize("lang", ["vi", "zh", "en"])
def test_a_four_seat_tam_cuc_game_in_progress_is_accessible(browser, base_url, lang):
    context = browser.new_context(viewport={"width": 390, "height": 844})
    page = context.new_page()
    start(page, base_url, "tam-cuc", 4, lang=lang)
    wait_for_js(page, "window.htmx !== undefined")
    play_turn(page)
    bad = serious_violations(page)
    context.close()
    assert not bad, bad


def test_a_hachi_hachi_game_in_progress_is_accessible(page, base_url):
    start(page, base_url, "hachi-hachi", lang="zh")
    assert not serious_violations(page)


def a_tam_cuc_puzzle(kind: str) -> dict:
    from website.games.tamcuc.puzzles import load

    return next(p for p in load() if p["kind"] == kind)


@pytest.mark.parametrize("javascript", [True, False])
def test_solve_a_tam_cuc_puzzle(browser, base_url, javascript):
    p = a_tam_cuc_puzzle("trick")
    context = browser.new_context(java_script_enabled=javascript,
                                  viewport={"width": 390, "height": 844})
    page = context.new_page()
    page.goto(f"{base_url}/vi/tam-cuc/puzzles/{p['id']}")
    if javascript:
        wait_for_js(page, "window.htmx !== undefined")
    wrong = page.locator(f'input[name="answer"]:not([value="{p["answers"][0]}"])')
    if wrong.count():  # a miss first: it fails the puzzle, and says why
        wrong.first.check()
        page.click('button[value="answer"]')
        page.wait_for_selector(".pz-feedback.pz-wrong")
    page.check(f'input[name="answer"][value="{p["answers"][0]}"]')
    page.click('button[value="answer"]')
    page.wait_for_selector(".pz-feedback.pz-right")
    assert page.locator(".pz-why li").count() >= 1  # the explanation, from the engine
    if javascript:
        assert re.search(rf"/vi/tam-cuc/puzzles/{p['id']}$", page.url)  # htmx swapped in place
        assert not serious_violations(page)
    context.close()
