"""The scoring calculator: known piles scored as the engine scores them under every rule
set, a shareable GET URL, odd queries answered without an error."""

from __future__ import annotations

import re
from urllib.parse import urlencode

import pytest

from engine.koikoi.rules import RULESETS
from engine.koikoi.scoring import score

THREE_BRIGHTS = ["pine-crane", "cherry-curtain", "pampas-moon"]
VIEWING = ["cherry-curtain", "chrysanthemum-sake", "pampas-moon"]
BIG = ["pine-crane", "cherry-curtain", "pampas-moon", "paulownia-phoenix",
       "clover-boar", "maple-deer", "peony-butterflies", "chrysanthemum-sake"]


def page(client, ids, kk=False, lang="en", own=None):
    query = [("c", i) for i in ids] + ([("kk", "1")] if kk else []) + (
        [("own", own)] if own is not None else [])
    r = client.get(f"/{lang}/calculator?{urlencode(query)}")
    assert r.status_code == 200
    return r.get_data(as_text=True)


def shown_points(html: str) -> dict[str, int]:
    rows = re.findall(r'<tr class="calc-rules-([\w-]+)">.*?<td class="calc-points"[^>]*>(\d+)</td>',
                      html, re.S)
    return {name: int(points) for name, points in rows}


@pytest.mark.parametrize("ids", [THREE_BRIGHTS, VIEWING, BIG, []])
@pytest.mark.parametrize("kk", [False, True])
def test_every_rule_set_scores_the_pile_as_the_engine_does(client, ids, kk):
    points = shown_points(page(client, ids, kk))
    assert set(points) == set(RULESETS)
    for name in RULESETS:
        assert points[name] == score(ids, name, kk).points, name


@pytest.mark.parametrize("own", [1, 3, 4, 6])
def test_the_scorers_own_calls_reach_every_rule_set(client, own):
    points = shown_points(page(client, VIEWING + ["pine-crane"], own=own))
    for name in RULESETS:
        assert points[name] == score(VIEWING + ["pine-crane"], name, own_calls=own).points, name


def test_koikoi_japan_counts_the_scorers_own_calls(client):
    # Three brights 5 and the two viewing yaku, 1 each before a koi-koi and 3 after.
    assert shown_points(page(client, VIEWING + ["pine-crane"]))["koikoi-japan"] == 7
    html = page(client, VIEWING + ["pine-crane"], own=2)
    assert shown_points(html)["koikoi-japan"] == 5 + 3 + 3 + 2
    assert "my own koi-koi calls" in html and '<option value="2" selected>' in html
    assert shown_points(page(client, VIEWING + ["pine-crane"], own=4))["koikoi-japan"] == 22
    assert shown_points(page(client, VIEWING + ["pine-crane"], own="x"))["koikoi-japan"] == 7


def test_three_brights_under_nintendo_and_the_koikoi_doubling(client):
    assert shown_points(page(client, THREE_BRIGHTS))["nintendo"] == 5
    html = page(client, THREE_BRIGHTS, kk=True)
    assert shown_points(html)["nintendo"] == 10
    assert "×2" in html and "the opponent called koi-koi" in html


def test_seven_or_more_doubles_where_the_rule_set_says_so(client):
    html = page(client, BIG)
    row = re.search(r'<tr class="calc-rules-nintendo">.*?</tr>', html, re.S).group(0)
    assert "7 points or more" in row
    assert "Four Brights" in row and "Boar–Deer–Butterfly" in row


@pytest.mark.parametrize("lang", ["vi", "zh", "en"])
def test_the_result_url_is_the_form_that_made_it(client, lang):
    html = page(client, VIEWING, lang=lang)
    assert 'method="get"' in html and f'action="/{lang}/calculator"' in html
    ticked = re.findall(r'name="c" value="([\w-]+)" checked', html)
    assert sorted(ticked) == sorted(VIEWING)
    assert len(re.findall(r'name="c" value=', html)) == 48


def test_unknown_ids_are_left_out_with_a_message(client):
    html = page(client, ["pine-crane", "nope", "<script>", "pine-crane"])
    assert "were left out" in html and "nope" in html and "&lt;script&gt;" in html
    assert "1 card picked" in html
    vi = page(client, ["nope"], lang="vi")
    assert "bị bỏ qua" in vi


def test_huge_and_odd_queries_never_fail(client):
    assert client.get("/en/calculator?" + "&".join(["c=pine-crane"] * 3000)).status_code == 200
    assert client.get("/en/calculator?c=" + "x" * 5000 + "&kk=maybe").status_code == 200
    assert client.get("/en/calculator?c=%00%ff").status_code == 200
