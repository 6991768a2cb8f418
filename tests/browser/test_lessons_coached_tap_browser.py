"""A coached move is one tap on a phone (issue 33, item 6), in each of the four coached deals,
at 390 px in Vietnamese, through htmx and without JavaScript: loaded at the coached region, the
coach's advice and the first choice (the coach's) are in the first viewport; one tap on it plays
it; the page after the move is back at the coached region, the advice and the first choice of
the next decision in view again."""

from __future__ import annotations

import pytest
from website.features.lessons import path as L
from website.games import BY_ID

GAMES = ["koikoi", "hachihachi", "hanaawase", "tamcuc"]
WIDTH, HEIGHT = 390, 844
AGREES = "Huấn luyện viên đồng ý"


def in_view(page, selector: str) -> None:
    """The element's whole box lies inside the viewport as the page is scrolled."""
    box = page.locator(selector).first.bounding_box()  # relative to the viewport
    assert box is not None, selector
    assert box["y"] >= 0 and box["y"] + box["height"] <= HEIGHT, (selector, box)
    assert box["x"] >= 0 and box["x"] + box["width"] <= WIDTH, (selector, box)


@pytest.mark.parametrize("script", [True, False], ids=["htmx", "no-javascript"])
@pytest.mark.parametrize("game", GAMES)
def test_one_tap_plays_the_coachs_move_and_the_advice_stays_in_view(browser, base_url, game, script):
    context = browser.new_context(viewport={"width": WIDTH, "height": HEIGHT}, has_touch=True,
                                  is_mobile=True, java_script_enabled=script)
    page = context.new_page()
    lesson = f"{base_url}/vi/learn/{BY_ID[game].slug}/{len(L.PATHS[game])}"
    page.goto(f"{lesson}?s={len(L.PATHS[game][-1].screens) + 1}#coached")
    first = page.locator(".ls-play .ls-option").first
    assert "ls-coach" in first.get_attribute("class")  # the coach's choice leads
    in_view(page, ".ls-advice")
    in_view(page, ".ls-play .ls-option")
    with page.expect_response(lambda r: r.request.method == "POST" and r.status == 200):
        first.tap()  # one tap, no other button
    page.locator('.ls-guided[data-moves="1"]').wait_for()  # the move was played and kept
    assert AGREES in page.locator("#coached .ls-feedback").first.inner_text()  # the coach's
    page.wait_for_timeout(300)  # the swap's scroll settles
    in_view(page, ".ls-advice")
    in_view(page, ".ls-play .ls-option")
    coached = page.locator("#coached").bounding_box()
    assert 0 <= coached["y"] <= 0.25 * HEIGHT  # the page sits at the coached region
    assert page.evaluate("document.documentElement.scrollWidth") <= WIDTH
    context.close()
