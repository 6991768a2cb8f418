"""Lesson 1 walked to the end in a phone-sized browser, with htmx; the phone header."""

from __future__ import annotations

import pytest

from engine.hanafuda.cards import CARDS_BY_ID

PHONE_PAGES = ["", "learn", "learn/koikoi/1", "learn/koikoi/7?s=3", "calculator", "koikoi",
               "puzzles", "play", "cards", "games"]


def test_walk_lesson_1_to_the_end(page, base_url):
    page.goto(f"{base_url}/en/")
    page.locator("a.button.start").click()
    page.wait_for_url(f"{base_url}/en/learn/koikoi/1")
    page.get_by_role("link", name="Continue").click()
    page.wait_for_url("**/learn/koikoi/1?s=2")  # htmx pushed the step's own URL
    page.get_by_role("link", name="Continue").click()
    page.wait_for_url("**/learn/koikoi/1?s=3")  # the twelve months
    page.get_by_role("link", name="To the question").click()
    page.wait_for_url("**/learn/koikoi/1?s=4")
    page.locator('.ls-option:has(input[name="answer"][value="1"])').click()  # one tap answers
    page.locator(".ls-feedback.ls-wrong").wait_for()
    assert page.locator(".ls-next").count() == 0
    month = CARDS_BY_ID["maple-deer"].month
    page.locator(f'input[name="answer"][value="{month}"]').focus()  # the keyboard: choose, then
    page.keyboard.press("Space")                                     # answer with the button
    page.wait_for_timeout(300)
    assert page.locator(".ls-feedback.ls-right").count() == 0
    page.get_by_role("button", name="Check my answer").click()
    page.locator(".ls-feedback.ls-right").wait_for()
    page.locator(".ls-next").click()
    page.wait_for_url(f"{base_url}/en/learn/koikoi/2")
    page.goto(f"{base_url}/en/learn")
    assert "1 of 8 lessons finished" in page.locator("main").inner_text()


@pytest.mark.parametrize("lang", ["vi", "zh", "en"])
def test_the_phone_header_is_small_and_folds_the_menu(page, base_url, lang):
    for path in PHONE_PAGES:
        page.goto(f"{base_url}/{lang}/{path}")
        header = page.locator(".site-header").bounding_box()
        assert header["height"] <= 72, (path, header)
        assert page.evaluate("getComputedStyle(document.querySelector('.site-header'))"
                             ".position") != "sticky"
        assert page.evaluate("document.documentElement.scrollWidth") <= 390, path
    assert not page.locator(".main-nav a").first.is_visible()
    page.locator(".nav-menu > summary").click()
    assert page.locator(".main-nav a").first.is_visible()
    assert page.evaluate("document.documentElement.scrollWidth") <= 390


def test_the_desktop_shows_the_navigation_without_a_menu(browser, base_url):
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    pg = context.new_page()
    pg.goto(f"{base_url}/en/learn")
    assert pg.locator(".main-nav a").first.is_visible()
    assert not pg.locator(".nav-menu > summary").is_visible()
    context.close()


def test_the_calculator_without_javascript(browser, base_url):
    context = browser.new_context(java_script_enabled=False, viewport={"width": 390, "height": 844})
    pg = context.new_page()
    pg.goto(f"{base_url}/en/calculator")
    for card in ("pine-crane", "cherry-curtain", "pampas-moon"):
        pg.locator(f'input[name="c"][value="{card}"]').check()
    pg.get_by_role("button", name="Score", exact=True).click()
    pg.wait_for_url("**/en/calculator?*c=pine-crane&c=cherry-curtain&c=pampas-moon*")
    assert pg.locator("tr.calc-rules-nintendo .calc-points").inner_text() == "5"
    context.close()


def test_the_calculator_scores_as_cards_are_ticked(page, base_url):
    page.goto(f"{base_url}/zh/calculator")
    for card in ("clover-boar", "maple-deer", "peony-butterflies"):
        page.locator(f'input[name="c"][value="{card}"]').check()
    page.locator("#calc-result").get_by_text("猪鹿蝶").first.wait_for()
    page.wait_for_url("**/zh/calculator?*c=peony-butterflies&c=clover-boar&c=maple-deer*")
    assert page.locator("tr.calc-rules-nintendo .calc-points").inner_text() == "5"
    assert page.locator('input[name="c"][value="maple-deer"]').is_checked()
