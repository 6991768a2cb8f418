"""The Tam Cúc path walked in a phone-sized browser, with htmx, from the lesson list to the
end; the guided Koi-Koi hand through htmx; axe on every new question."""

from __future__ import annotations

import pytest
from website import create_app
from website.features.lessons import path as L
from website.games.kit.moves import judge
from website.games.koikoi import guided

from tests.web.test_lessons_games import engine_answer

PATH = L.PATHS["tamcuc"]


def _answer(page, value):
    """One tap on the choice answers: no Check button to press."""
    page.locator(f'.ls-option:has(input[name="answer"][value="{value}"])').click()


def test_walk_the_tam_cuc_path_to_the_end(page, base_url):
    page.goto(f"{base_url}/en/learn")
    page.locator("#path-tamcuc ~ p a.button").first.click()
    page.wait_for_url(f"{base_url}/en/learn/tam-cuc/1")
    asked = [lesson for lesson in PATH if lesson.question.kind != "guided"]  # then the coach
    for n, lesson in enumerate(asked, 1):
        for s in range(2, len(lesson.screens) + 1):
            page.get_by_role("link", name="Continue").click()
            page.wait_for_url(f"**/learn/tam-cuc/{n}?s={s}")  # htmx pushed the step's URL
        page.get_by_role("link", name="To the question").click()
        page.wait_for_url(f"**/learn/tam-cuc/{n}?s={len(lesson.screens) + 1}")
        right = engine_answer("tamcuc", lesson.question)
        if n == 1:  # a wrong answer first: refused, with a reason, and no way on
            wrong = next(v for v in page.locator('input[name="answer"]').evaluate_all(
                "els => els.map(e => e.value)") if v != right)
            _answer(page, wrong)
            page.locator(".ls-feedback.ls-wrong .ls-reason").wait_for()
            assert page.locator(".ls-next").count() == 0
        _answer(page, right)
        page.locator(".ls-feedback.ls-right").wait_for()
        page.locator(".ls-next").click()
        page.wait_for_url(f"{base_url}/en/learn/tam-cuc/{n + 1}")
    page.goto(f"{base_url}/en/learn")
    section = page.locator(".ls-path").filter(has=page.locator("#path-tamcuc"))
    assert f"{len(asked)} of {len(PATH)} lessons finished" in section.inner_text()
    assert page.evaluate("document.documentElement.scrollWidth") <= 390


@pytest.mark.parametrize("lang", ["vi", "zh", "en"])
def test_new_lessons_have_no_serious_accessibility_violations(browser, base_url, lang):
    from axe_playwright_python.sync_playwright import Axe

    context = browser.new_context(viewport={"width": 1280, "height": 900})
    pg = context.new_page()
    bad = []
    paths = [f"learn/{game}/{n}?s={len(lesson.screens) + 1}" for game in ("tamcuc", "hachihachi")
             for n, lesson in enumerate(L.PATHS[game], 1)]
    koikoi = len(L.PATHS["koikoi"])
    for path in (*paths, f"learn/koikoi/{koikoi}?s={len(L.PATHS['koikoi'][-1].screens) + 1}"):
        pg.goto(f"{base_url}/{lang}/{path}")
        results = Axe().run(pg)
        bad += [(path, v["id"], [x["target"] for x in v["nodes"]][:3])
                for v in results.response["violations"] if v["impact"] in ("serious", "critical")]
    context.close()
    assert not bad, bad


def _not_as_good(state) -> str | None:
    """A move of the reader's the coach's judge does not hold equal to its best, if any."""
    with create_app({"TESTING": True}).app_context():  # the judge the served site asks
        ranking = judge("koikoi").rank(state.observation(guided.YOU))
    worse = [c.action for c in ranking.choices if not c.equal]
    return guided.move_text(worse[0]) if worse else None


def test_the_guided_hand_takes_moves_through_htmx(page, base_url):
    page.goto(f"{base_url}/en/learn/koikoi/8?s={len(L.PATHS['koikoi'][7].screens) + 1}")
    first = page.locator("button.ls-coach").get_attribute("value")
    page.locator("button.ls-coach").click()  # one tap plays it
    page.locator(".ls-guided .ls-feedback.ls-right").first.wait_for()  # as the coach would
    assert "The coach agrees with your move." in page.locator("#lesson").inner_text()
    other = _not_as_good(guided.turn((first,)).state)  # a move the judge holds worse
    if other:
        page.locator(f'button[name="move"][value="{other}"]').click()
        page.locator(".ls-guided .ls-feedback.ls-wrong").first.wait_for()
        assert "The coach would have chosen" in page.locator("#lesson").inner_text()
    page.get_by_role("button", name="Deal this hand again").click()
    page.locator(f'button.ls-coach[value="{first}"]').wait_for()
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
