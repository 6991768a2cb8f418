"""Puzzles in a real browser: one puzzle of each kind failed, then solved without counting
(htmx), the same without JavaScript, the learn page's Leitner boxes, and accessibility."""

from __future__ import annotations

import json

import pytest
from website.core.i18n import LANGUAGES

from engine.koikoi import KOIKOI, STOP, Play
from engine.koikoi import puzzles as P

from .conftest import wait_for_js

pytestmark = pytest.mark.browser

LIBRARY = P.load(P.DEFAULT_PATH)


def first(kind: str) -> dict:
    return next(p for p in LIBRARY if p["kind"] == kind and p["level"] >= 2)


def pick(page, name: str, value: str) -> None:
    """Click the card (or label) that carries a radio button or checkbox."""
    page.locator(f'label:has(> input[name="{name}"][value="{value}"])').click()


def answer(page, p: dict, right: bool) -> None:
    kind = p["kind"]
    pos = p["position"]
    if kind == "capture":
        if right:
            played, taken = P.parse_action_answer(p["answers"][0])
            take = taken[0] if taken else ""
        else:
            obs = P.observation_of(pos, p["rules"])
            a = next(a for a in obs.legal_actions
                     if isinstance(a, Play) and a.take and P.action_answer(a) not in p["answers"])
            played, take = a.card, a.take[0]
        pick(page, "card", played)
        pick(page, "take", take)
    elif kind == "choice":
        month = pos["drawn"].split("-")[0]
        options = [c for c in pos["field"] if c.startswith(month + "-")]
        pick(page, "take", p["answers"][0] if right else
             next(c for c in options if c not in p["answers"]))
    elif kind == "scoring":
        a = p["answers"][0]
        for y in a["yaku"]:
            page.locator(f'input[name="yaku"][value="{y}"]').check()
        page.locator('input[name="points"]').fill(str(a["points"] + (0 if right else 2)))
    elif kind == "koikoi":
        decision = p["answers"][0] if right else (KOIKOI if p["answers"] == [STOP] else STOP)
        page.locator(f'button[name="decision"][value="{decision}"]').click()
        return
    else:
        a = p["answers"][0]
        month = a["month"] if right else a["month"] % 12 + 1
        assert page.locator('button[value="next"]').count() == 0  # one screen, one submit
        page.locator(f'input[name="month"][value="{month}"]').check()
        page.locator(f'input[name="kind"][value="{a["kind"]}"]').check()
        for box in page.locator('input[name="yaku"]').all():
            box.set_checked(box.get_attribute("value") in a["yaku"])
    page.locator('button[value="answer"]').click()


@pytest.mark.parametrize("kind", P.KINDS)
def test_fail_then_solve_each_kind(page, base_url, kind):
    p = first(kind)
    page.goto(f"{base_url}/en/puzzles/{p['id']}")
    wait_for_js(page, "window.htmx !== undefined")
    answer(page, p, right=False)
    page.wait_for_selector(".pz-feedback.pz-wrong")
    assert "counts as missed" in page.locator(".pz-feedback").inner_text()
    assert page.locator(".pz-hint").count() == 0  # hints only on request
    assert page.url.endswith(p["id"])  # htmx swapped the block in place
    page.locator('button[value="hint"]').click()
    page.wait_for_selector(".pz-hint")
    answer(page, p, right=True)
    page.wait_for_selector(".pz-feedback.pz-right")
    assert "does not count as solved" in page.locator(".pz-verdict").inner_text()
    assert page.locator(".pz-why li").count() >= 1
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    page.locator(".pz-next-link").click()
    page.wait_for_url(lambda url: p["id"] not in url)


BY_ID = {p["id"]: p for p in LIBRARY}


def test_finish_a_streak_on_the_end_screen(page, base_url):
    page.goto(f"{base_url}/zh/puzzles/streak")
    wait_for_js(page, "window.htmx !== undefined")
    answer(page, BY_ID[page.locator("#puzzle").get_attribute("data-puzzle")], right=True)
    page.wait_for_selector(".pz-feedback.pz-right")
    page.locator(".pz-next-link").click()
    page.wait_for_selector(".pz-feedback", state="detached")
    answer(page, BY_ID[page.locator("#puzzle").get_attribute("data-puzzle")], right=False)
    page.wait_for_selector(".pz-end")
    end = page.locator(".pz-end").inner_text()
    assert "连胜结束了" in end and "你的选择" in end and "正确答案" in end  # what was chosen, what was right
    assert page.locator(".pz-end dd").all_inner_texts() == ["1", "1"]
    assert page.evaluate("document.documentElement.scrollWidth") <= 1280
    page.locator(".pz-next-link").click()  # start a new run
    page.wait_for_selector(".pz-end", state="detached")
    assert "连胜：0" in page.locator(".pz-streak").inner_text()


def test_without_javascript_the_forms_post_and_reload(browser, base_url):
    context = browser.new_context(java_script_enabled=False)
    pg = context.new_page()
    p = first("scoring")
    pg.goto(f"{base_url}/vi/puzzles/{p['id']}")
    answer(pg, p, right=False)
    pg.wait_for_selector(".pz-feedback.pz-wrong")
    assert pg.locator(".pz-hint").count() == 0
    answer(pg, p, right=True)
    pg.wait_for_selector(".pz-feedback.pz-right")
    assert "không được tính" in pg.locator(".pz-verdict").inner_text()
    pg.locator('a[href="/vi/puzzles"]').first.click()
    assert "Đã giải 0 trên" in pg.locator(".pz-progress").inner_text()
    q = next(x for x in LIBRARY if x["kind"] == "scoring" and x["id"] != p["id"])
    pg.goto(f"{base_url}/vi/puzzles/{q['id']}")
    answer(pg, q, right=True)  # a clean first answer counts
    pg.wait_for_selector(".pz-feedback.pz-right")
    pg.locator('a[href="/vi/puzzles"]').first.click()
    assert "Đã giải 1 trên" in pg.locator(".pz-progress").inner_text()
    context.close()


def test_a_tampered_answer_shows_a_readable_message(page, base_url):
    p = first("koikoi")
    page.goto(f"{base_url}/zh/puzzles/{p['id']}")
    wait_for_js(page, "window.htmx !== undefined")
    page.evaluate("document.querySelector('input[name=puzzle]').value = 'cap-000000'")
    page.locator('button[name="decision"]').first.click()
    page.wait_for_selector(".pz-error")
    assert "这个答案属于另一道谜题" in page.locator(".pz-error").inner_text()


def test_learn_keeps_leitner_boxes_in_local_storage(page, base_url):
    page.goto(f"{base_url}/zh/puzzles/learn?card=maple-deer")
    wait_for_js(page, "window.htmx !== undefined")
    p = next(q for q in LIBRARY if q["kind"] == "recognition" and q["rules"] == "nintendo"
             and q["position"]["card"] == "maple-deer")
    answer(page, p, right=False)
    page.wait_for_selector('#pz-feedback[data-result="wrong"]')
    boxes = json.loads(page.evaluate("localStorage.getItem('hoa-cuc-learn-v1')"))
    assert boxes["cards"]["maple-deer"]["box"] == 1
    assert "已见过：1" in page.locator("#learn-progress").inner_text()
    # the next card is another one, swapped in without a page load
    page.locator(".pz-next-link").click()
    wait_for_js(page, "document.getElementById('puzzle').dataset.card !== 'maple-deer'")
    assert "card=" in page.url


@pytest.mark.parametrize("lang", LANGUAGES)
def test_puzzle_pages_have_no_serious_accessibility_violations(browser, base_url, lang):
    from axe_playwright_python.sync_playwright import Axe

    context = browser.new_context(viewport={"width": 1280, "height": 900})
    pg = context.new_page()
    bad = []
    for path in ("puzzles", f"puzzles/{first('capture')['id']}", "puzzles/learn?card=pine-crane",
                 f"puzzles/{first('scoring')['id']}"):
        pg.goto(f"{base_url}/{lang}/{path}")
        results = Axe().run(pg)
        bad += [(path, v["id"], [n["target"] for n in v["nodes"]][:3])
                for v in results.response["violations"] if v["impact"] in ("serious", "critical")]
    context.close()
    assert not bad, bad
