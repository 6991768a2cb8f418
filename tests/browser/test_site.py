"""The site in a real browser: chart, language switch, card links, htmx filter, axe."""

from __future__ import annotations

import pytest
from website.core.i18n import HTML_LANG, LANGUAGES

from engine.hanafuda.cards import card

from .conftest import wait_for_js

pytestmark = pytest.mark.browser


def test_chart_renders_and_fits_a_phone(page, base_url):
    page.goto(f"{base_url}/en/cards")
    assert page.locator(".month-row").count() == 12
    assert page.locator(".month-row .card-tile").count() == 48
    # every card picture loads (they are lazy: scroll through the page first)
    page.evaluate("window.scrollTo(0, document.body.scrollHeight)")
    wait_for_js(page,
        "[...document.images].every(i => i.complete && i.naturalWidth > 0)", timeout=10)
    # nothing wider than the 390 px viewport
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    box = page.locator(".month-row").first.bounding_box()
    assert box["width"] <= 390


def test_switch_language_keeps_the_page(page, base_url):
    page.goto(f"{base_url}/en/cards/maple-deer")
    page.get_by_role("link", name="Tiếng Việt").click()
    page.wait_for_url(f"{base_url}/vi/cards/maple-deer")
    assert page.locator("html").get_attribute("lang") == "vi"
    assert page.locator("h1").inner_text() == card("maple-deer").name("vi")
    page.get_by_role("link", name="中文").click()
    page.wait_for_url(f"{base_url}/zh/cards/maple-deer")
    assert page.locator("h1").inner_text() == card("maple-deer").name("zh")


def test_follow_a_card_link_from_the_chart(page, base_url):
    page.goto(f"{base_url}/zh/cards")
    page.locator('a[href="/zh/cards/pampas-moon"]').click()
    page.wait_for_url(f"{base_url}/zh/cards/pampas-moon")
    assert page.locator("h1").inner_text() == card("pampas-moon").name("zh")
    assert page.locator("img.big").get_attribute("alt") == card("pampas-moon").name("zh")


def test_kind_filter_with_htmx(page, base_url):
    page.goto(f"{base_url}/en/cards")
    wait_for_js(page, "window.htmx !== undefined")
    page.locator(".filters a.kind-bright").click()
    page.wait_for_url(f"{base_url}/en/cards?kind=bright")
    wait_for_js(page, "document.querySelectorAll('.card-tile').length === 5")
    assert page.locator(".filters a.kind-bright").get_attribute("aria-current") == "page"


def test_kind_filter_without_javascript(browser, base_url):
    context = browser.new_context(java_script_enabled=False)
    pg = context.new_page()
    pg.goto(f"{base_url}/vi/cards")
    pg.locator(".filters a.kind-animal").click()
    pg.wait_for_url(f"{base_url}/vi/cards?kind=animal")
    assert pg.locator(".card-tile").count() == 9
    context.close()


PAGES = ["", "cards", "cards/willow-rainman", "koikoi", "months/cherry", "tam-cuc", "history",
         "glossary", "hachi-hachi", "games", "games/koikoi-backfires?step=12", "play",
         "tam-cuc/games", "tam-cuc/games/tam-cuc-de?step=47",
         "hachi-hachi/games/hachi-hachi-shobu-lost?step=39",
         "learn", "learn/koikoi/1", "learn/koikoi/3?s=3", "learn/koikoi/6?s=3",
         "calculator?c=pine-crane&c=cherry-curtain&c=nope&kk=1",
         "hachi-hachi/calculator?c=pine-ribbon&c=plum-ribbon&c=cherry-ribbon&c=nope&f=1",
         "tam-cuc/calculator?c=black-soldier-1&c=black-soldier-2"]


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("path", PAGES)
@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_no_serious_accessibility_violations(browser, base_url, lang, path, scheme):
    from axe_playwright_python.sync_playwright import Axe

    context = browser.new_context(viewport={"width": 1280, "height": 900},
                                  color_scheme=scheme)
    pg = context.new_page()
    pg.goto(f"{base_url}/{lang}/{path}")
    assert pg.locator("html").get_attribute("lang") == HTML_LANG[lang]
    results = Axe().run(pg)
    bad = [(v["id"], v["impact"], [n["target"] for n in v["nodes"]][:5])
           for v in results.response["violations"] if v["impact"] in ("serious", "critical")]
    context.close()
    assert not bad, bad
