"""The Hachi-Hachi and Tam Cúc calculators in a browser: cards ticked on the chart are
scored at once (htmx, the URL follows), and the form works without JavaScript."""

from __future__ import annotations

from engine import terms
from engine.hachihachi.rules import RULESETS
from engine.tamcuc.rules import get_rules

from .conftest import wait_for_js

POETRY = ("pine-ribbon", "plum-ribbon", "cherry-ribbon")


def test_hachi_hachi_scores_as_cards_are_ticked(page, base_url):
    page.goto(f"{base_url}/en/hachi-hachi/calculator")
    wait_for_js(page, "window.htmx !== undefined")
    for card in POETRY:
        page.locator(f'label.calc-pick:has(input[value="{card}"])').click()
    page.wait_for_url("**/en/hachi-hachi/calculator?c=pine-ribbon&c=plum-ribbon&c=cherry-ribbon&f=0")
    seed = page.locator(".calc-rules-seed-000 .calc-dekiyaku")
    assert seed.inner_text().strip() == f"Red poetry ribbons · {RULESETS['seed-000'].dekiyaku['akatan']}"
    page.get_by_label("Grand field").check()
    page.wait_for_url("**/en/hachi-hachi/calculator?c=pine-ribbon&c=plum-ribbon&c=cherry-ribbon&f=2")
    grand = max(RULESETS["traditional"].field_brights.values())
    assert page.locator(".calc-rules-traditional .calc-multiplier strong").inner_text() == \
        f"Grand field: ×{grand}"
    assert page.locator('input[name="c"][value="plum-ribbon"]').is_checked()


def test_tam_cuc_reads_the_picked_cards_at_once(page, base_url):
    page.goto(f"{base_url}/zh/tam-cuc/calculator")
    wait_for_js(page, "window.htmx !== undefined")
    for card in ("black-soldier-1", "black-soldier-2"):
        page.locator(f'label.calc-pick:has(input[value="{card}"])').click()
    page.wait_for_url("**/zh/tam-cuc/calculator?c=black-soldier-1&c=black-soldier-2")
    worth = get_rules("standard").ket_table(4)["de"]
    row = page.locator(".calc-seats-4").first.inner_text()
    assert "压牌" in row and str(worth) in row


def test_hachi_hachi_without_javascript(browser, base_url):
    context = browser.new_context(java_script_enabled=False, viewport={"width": 390, "height": 844})
    pg = context.new_page()
    pg.goto(f"{base_url}/vi/hachi-hachi/calculator")
    for card in POETRY:
        pg.locator(f'input[name="c"][value="{card}"]').check()
    pg.locator('input[name="f"][value="1"]').check()
    pg.locator(".calc-actions button").click()
    pg.wait_for_url("**/vi/hachi-hachi/calculator?c=pine-ribbon&c=plum-ribbon&c=cherry-ribbon&f=1")
    large = sorted(set(RULESETS["traditional"].field_brights.values()))[0]
    assert pg.locator(".calc-rules-traditional .calc-multiplier strong").inner_text() == \
        f"{terms.term('vi', 'game', 'large-field').capitalize()}: ×{large}"
    context.close()
