"""The coached Hachi-Hachi deal on a phone (390 px), with htmx and without JavaScript: the
reader follows the coach to the end of the deal, the sage call included."""

from __future__ import annotations

import pytest
from website.features.lessons import path as L

PATH = L.PATHS["hachihachi"]
N = len(PATH)
SCREEN = len(PATH[-1].screens) + 1
MAX_MOVES = 30


def _follow_the_coach(page):
    calls = 0
    for _ in range(MAX_MOVES):
        if page.locator(".ls-option").count() == 0:
            break
        coach = page.locator(".ls-option.ls-coach")
        calls += page.locator('.ls-coach[value="sage"], .ls-coach[value="shobu"]').count()
        with page.expect_response(lambda r: r.request.method == "POST"):
            coach.click()  # one tap plays it
        page.locator(".ls-feedback").first.wait_for()
        assert page.evaluate("document.documentElement.scrollWidth") <= 390
    return calls


@pytest.mark.parametrize("javascript", [True, False])
def test_the_coached_deal_on_a_phone(browser, base_url, javascript):
    context = browser.new_context(viewport={"width": 390, "height": 844},
                                  java_script_enabled=javascript)
    page = context.new_page()
    page.goto(f"{base_url}/en/learn/hachi-hachi/{N}?s={SCREEN}")
    assert page.locator(".ls-advice").is_visible()
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    calls = _follow_the_coach(page)
    assert calls >= 1
    assert page.get_by_text("The deal is over.").is_visible()
    assert page.locator(".ls-feedback.ls-right").last.inner_text().count("mon") >= 1
    assert page.locator('a.ls-next[href="/en/hachi-hachi/play"]').is_visible()
    context.close()
