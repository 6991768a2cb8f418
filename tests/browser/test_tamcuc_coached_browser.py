"""The coached Tam Cúc deal played to its end on a 390 px phone: through htmx, and with
JavaScript off (plain form posts); then the learn page says the path is done and sends the
reader to play."""

from __future__ import annotations

import pytest
from website.features.lessons import path as L
from website.games.tamcuc import guided

PATH = L.PATHS["tamcuc"]
N = len(PATH)
SCREEN = len(PATH[-1].screens) + 1


def _finish_the_rest(page, base_url, script: bool):
    """The path's other lessons, marked finished through their answers (plain posts)."""
    from tests.web.test_lessons_games import engine_answer

    for n, lesson in enumerate(PATH[:-1], 1):
        page.goto(f"{base_url}/en/learn/tam-cuc/{n}?s={len(lesson.screens) + 1}")
        page.locator(f'.ls-option:has(input[value="{engine_answer("tamcuc", lesson.question)}"])').click()
        if not script:  # one tap answers only with JavaScript; without it, the button
            page.get_by_role("button", name="Check my answer").click()
        page.locator(".ls-feedback.ls-right").wait_for()


def _play_the_deal(page):
    moves = 0
    for _ in range(guided.MAX_MOVES):
        if page.locator(".ls-guided .ls-verdict").filter(has_text="The deal is over.").count():
            break
        assert page.locator(".ls-consider").is_visible()
        page.locator("button.ls-coach").click()  # one tap plays it
        moves += 1
        page.locator(f'.ls-guided[data-moves="{moves}"] .ls-feedback').first.wait_for()  # swapped in
        assert page.evaluate("document.documentElement.scrollWidth") <= 390
    return moves


@pytest.mark.parametrize("script", [True, False], ids=["htmx", "no-javascript"])
def test_the_whole_coached_deal_on_a_phone(browser, base_url, script):
    context = browser.new_context(viewport={"width": 390, "height": 844}, java_script_enabled=script)
    page = context.new_page()
    _finish_the_rest(page, base_url, script)
    page.goto(f"{base_url}/en/learn/tam-cuc/{N}?s={SCREEN}")
    assert _play_the_deal(page) >= 5
    assert "The coach agrees with your move." in page.locator("#lesson").inner_text()
    page.locator(".ls-next").click()
    page.wait_for_url(f"{base_url}/en/tam-cuc/play")
    page.goto(f"{base_url}/en/learn")
    section = page.locator(".ls-path").filter(has=page.locator("#path-tamcuc"))
    assert f"{N} of {N} lessons finished" in section.inner_text()
    section.get_by_role("link", name="Every lesson finished: play a whole game").click()
    page.wait_for_url(f"{base_url}/en/tam-cuc/play")
    context.close()
