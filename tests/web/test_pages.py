"""Every page answers in every language, with the right lang and hreflang attributes."""

from __future__ import annotations

import pytest
from website.core.i18n import HTML_LANG, LANGUAGES

from engine.hanafuda.cards import CARD_IDS, MONTHS

from .conftest import parse

TOP_PAGES = ["", "cards", "history", "koikoi", "hachi-hachi", "tam-cuc", "glossary"]
ALL_PAGES = (TOP_PAGES + [f"months/{m.flower}" for m in MONTHS]
             + [f"cards/{c}" for c in CARD_IDS])


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_page_answers_in_every_language(client, lang):
    for page in ALL_PAGES:
        response = client.get(f"/{lang}/{page}")
        assert response.status_code == 200, f"/{lang}/{page}"
        doc = parse(response.get_data(as_text=True))
        assert doc.html_lang == HTML_LANG[lang]
        assert set(doc.alternates) == {HTML_LANG[x] for x in LANGUAGES} | {"x-default"}
        for other in LANGUAGES:
            assert doc.alternates[HTML_LANG[other]].endswith(f"/{other}/{page}")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_pictures_have_names_in_the_page_language(client, lang):
    from engine.hanafuda.cards import card

    html = client.get(f"/{lang}/cards").get_data(as_text=True)
    imgs = [i for i in parse(html).imgs if "/cards/" in i["src"]]
    assert len(imgs) == 48
    assert {i["alt"] for i in imgs} == {card(c).spoken_name(lang) for c in CARD_IDS}  # no copy number


@pytest.mark.parametrize(("accept", "lang"), [
    ("zh-CN,zh;q=0.9,en;q=0.8", "zh"), ("en-GB,en;q=0.9", "en"), ("vi", "vi"),
    ("fr-FR,fr;q=0.9", "vi"), ("", "vi"), ("zh-Hans", "zh"), ("*", "vi")])
def test_root_redirects_by_accept_language(client, accept, lang):
    response = client.get("/", headers={"Accept-Language": accept} if accept else {})
    assert response.status_code == 302
    assert response.headers["Location"].endswith(f"/{lang}/")
    assert "Accept-Language" in response.headers.get("Vary", "")


@pytest.mark.parametrize("path", ["/fr/", "/fr/cards", "/ja/koikoi", "/VI/", "/xx/cards/pine-crane"])
def test_unknown_language_is_404_in_default_language(client, path):
    response = client.get(path)
    assert response.status_code == 404
    html = response.get_data(as_text=True)
    assert parse(html).html_lang == "vi"
    assert "Không tìm thấy trang" in html


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("rest", ["tam-cuc/lessons", "no-such-page", "hachi-hachi/nope/deeper"])
def test_an_address_nothing_matched_is_404_in_its_language(client, lang, rest):
    response = client.get(f"/{lang}/{rest}")
    assert response.status_code == 404
    assert parse(response.get_data(as_text=True)).html_lang == HTML_LANG[lang]


def test_an_address_without_a_language_is_404_in_the_readers_language(client):
    response = client.get("/no-such-page", headers={"Accept-Language": "zh-CN,zh;q=0.9"})
    assert response.status_code == 404
    assert parse(response.get_data(as_text=True)).html_lang == "zh-Hans"
    assert "Accept-Language" in response.headers.get("Vary", "")


@pytest.mark.parametrize(("lang", "message"), [
    ("vi", "Không có lá bài nào tên là"), ("zh", "没有叫“no-such-card”的牌"),
    ("en", "There is no card called “no-such-card”")])
def test_unknown_card_is_404_in_page_language(client, lang, message):
    response = client.get(f"/{lang}/cards/no-such-card")
    assert response.status_code == 404
    html = response.get_data(as_text=True)
    assert parse(html).html_lang == HTML_LANG[lang]
    assert message in html


@pytest.mark.parametrize("lang", LANGUAGES)
def test_unknown_month_is_404_in_page_language(client, lang):
    response = client.get(f"/{lang}/months/lotus")
    assert response.status_code == 404
    assert parse(response.get_data(as_text=True)).html_lang == HTML_LANG[lang]


ODD = ["/en/cards/%00", "/en/cards/..%2F..%2Fetc", "/en/cards/" + "x" * 5000, "/en/months/PINE",
       "/en/months/%E2%80%AE", "/en/cards/pine-crane/", "/en/cards/pine-crane.svg",
       "/en/cards?kind=<script>", "/en/cards?kind=bright&kind=chaff", "/cards/nope.svg",
       "/tamcuc/pine-crane.svg", "/cards/%FF.svg", "/en/koikoi?x=%FF%FE", "/static/../app.py",
       "/en//cards", "/zh/cards/pine-crane?lang=en", "/en/history.md", "/%F0%9F%8E%B4/"]


@pytest.mark.parametrize("path", ODD)
def test_no_server_error_on_odd_input(client, path):
    response = client.get(path, headers={"Accept-Language": "\x00;q=abc"})
    assert response.status_code < 500, path


def test_post_is_405_not_500(client):
    assert client.post("/en/cards").status_code == 405


def test_language_switcher_keeps_the_page(client):
    html = client.get("/en/cards/maple-deer").get_data(as_text=True)
    links = parse(html).links
    assert "/vi/cards/maple-deer" in links and "/zh/cards/maple-deer" in links
    html = client.get("/zh/cards?kind=ribbon").get_data(as_text=True)
    assert "/en/cards?kind=ribbon" in parse(html).links


@pytest.mark.parametrize("lang", LANGUAGES)
def test_chart_shows_twelve_months_of_four(client, lang):
    from engine.hanafuda.cards import KIND_POINTS

    html = client.get(f"/{lang}/cards").get_data(as_text=True)
    for m in MONTHS:
        assert m.month_name in html
        assert f"/{lang}/months/{m.flower}" in html
    for c in CARD_IDS:
        assert f'href="/{lang}/cards/{c}"' in html
    for points in KIND_POINTS.values():
        assert f"· {points}<" in html


def test_chart_filter_with_and_without_htmx(client):
    full = client.get("/en/cards?kind=bright")
    assert full.status_code == 200 and "<html" in full.get_data(as_text=True)
    assert "HX-Request" in full.headers["Vary"]
    part = client.get("/en/cards?kind=bright", headers={"HX-Request": "true"})
    html = part.get_data(as_text=True)
    assert "<html" not in html and 'id="chart"' in html
    assert html.count('class="card-tile') == 5
    restore = client.get("/en/cards?kind=bright",
                         headers={"HX-Request": "true", "HX-History-Restore-Request": "true"})
    assert "<html" in restore.get_data(as_text=True)


def test_htmx_only_where_it_is_used(client):
    assert "htmx-2." in client.get("/en/cards").get_data(as_text=True)
    assert "htmx" not in client.get("/en/").get_data(as_text=True).split("<footer")[0]


def test_card_svgs_are_cached(client):
    for url, box in (("/cards/pine-crane.svg", "0 0 60 96"), ("/tamcuc/red-general.svg",
                                                              "0 0 40 96")):
        response = client.get(url)
        assert response.status_code == 200
        assert response.mimetype == "image/svg+xml"
        assert "max-age=31536000" in response.headers["Cache-Control"]
        assert box in response.get_data(as_text=True)
    assert client.get("/cards/back.svg").status_code == 200


def test_card_page_lists_yaku_per_rule_set(client):
    from engine.koikoi.rules import RULESETS, YAKU_NAMES
    from engine.koikoi.scoring import yaku_for_card

    html = client.get("/en/cards/chrysanthemum-sake").get_data(as_text=True)
    for rules in RULESETS.values():
        for y in yaku_for_card("chrysanthemum-sake", rules):
            assert YAKU_NAMES[y]["en"] in html
    assert "菊に盃" in html and "Kiku ni Sakazuki" in html
    assert "/en/months/chrysanthemum" in html
    assert 'rel="prev" href="/en/cards/pampas-chaff-2"' in html
    assert 'rel="next" href="/en/cards/chrysanthemum-ribbon"' in html


def test_gzip_when_asked(client):
    import gzip

    response = client.get("/en/cards", headers={"Accept-Encoding": "gzip, br"})
    assert response.headers["Content-Encoding"] == "gzip"
    assert b"<html" in gzip.decompress(response.data)
    assert "Accept-Encoding" in response.headers["Vary"]


def test_wsgi_entry_point():
    import website

    app = website.create_app()
    assert app.test_client().get("/en/").status_code == 200


@pytest.mark.parametrize("lang", LANGUAGES)
def test_month_pages_show_their_four_cards(client, lang):
    from engine.hanafuda.cards import month_cards

    for m in MONTHS:
        html = client.get(f"/{lang}/months/{m.flower}").get_data(as_text=True)
        for c in month_cards(m.number):
            assert f'href="/{lang}/cards/{c.id}"' in html
        assert m.month_name in html


def test_chinese_tam_cuc_tables_gloss_each_traditional_glyph(client):
    """將 stands beside its simplified 将; 士 is the same in both and stands alone; lists use 、."""
    import re

    for url in ("/zh/tam-cuc", "/zh/tam-cuc/calculator", "/zh/learn/tam-cuc/1"):
        text = re.sub(r"<[^>]+>", "", client.get(url).get_data(as_text=True))
        assert "將（将）" in text, url
        assert "士 · 士" not in text and "將 ×" not in text, url
    bans = re.sub(r"<[^>]+>", "", client.get("/zh/tam-cuc").get_data(as_text=True))
    assert "將（将）、士" in bans and "將, 士" not in bans


@pytest.mark.parametrize("lang,head", [("vi", "Số lá"), ("zh", "张数"), ("en", "Number of cards")])
def test_the_combinations_table_heads_its_count_column_as_a_count(client, lang, head):
    html = client.get(f"/{lang}/tam-cuc").get_data(as_text=True)
    table = html[html.index('class="tamcuc-combos"'):]
    assert f'<th scope="col">{head}</th>' in table[:table.index("</tr>", table.index("<th"))]
