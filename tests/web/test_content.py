"""Content files: same names in every language, front matter, and every directive known."""

from __future__ import annotations

import pytest
from website.core import content
from website.core.i18n import LANGUAGES
from website.core.markdown_ext import DirectiveError, parse

from engine.hanafuda.cards import CARD_IDS, MONTH_BY_FLOWER, MONTHS

REQUIRED = (["index", "history", "koikoi", "hachi-hachi", "tam-cuc", "glossary"]
            + [f"months/{m.flower}" for m in MONTHS] + [f"cards/{c}" for c in CARD_IDS])


def test_same_file_names_in_every_language():
    names = {lang: set(content.all_files(lang)) for lang in LANGUAGES}
    for lang in LANGUAGES:
        assert names[lang] == names["en"], (lang, names[lang] ^ names["en"])


@pytest.mark.parametrize("lang", LANGUAGES)
def test_required_files_exist(lang):
    missing = [p for p in REQUIRED if not content.exists(lang, p)]
    assert not missing, missing


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_file_renders_with_known_directives(app, lang):
    """Renders each file for real: an unknown directive or argument raises ContentError."""
    with app.test_request_context(f"/{lang}/"):
        for path in content.all_files(lang):
            text = content.content_file(lang, path).read_text(encoding="utf-8")
            meta, body = content.split_front_matter(text, path)
            for key in content.REQUIRED_META:
                assert meta.get(key) not in (None, ""), (lang, path, key)
            if path.startswith("months/"):
                flower = path.removeprefix("months/")
                assert meta.get("season") == MONTH_BY_FLOWER[flower].season, path  # lunar quarter
                assert meta.get("poetic"), path
            html, _toc = content.render_markdown(body, lang, f"{lang}/{path}")
            assert "[[" not in html, (lang, path)


@pytest.mark.parametrize("bad", [
    "[[pine-cranes]]", "[[yaku:sankou]]", "[[points:nintendo:nope]]", "[[points:nope:sanko]]",
    "[[points:online-15:hanami-zake]]", "[[card-points:gold]]", "[[yaku-table:nope]]",
    "[[month-cards:lotus]]", "[[tamcuc:red-king]]", "[[rules-comparison:x]]", "[[frobnicate]]",
    "Text [[yaku-table:nintendo]] inline."])
def test_unknown_directive_is_a_clear_error(app, bad):
    with app.test_request_context("/en/"), pytest.raises(content.ContentError) as info:
        content.render_markdown(f"Para.\n\n{bad}\n", "en", "test.md")
    assert "test.md" in str(info.value) and "[[" in str(info.value)


def test_parse_is_strict():
    assert parse("pine-crane") == ("card", ("pine-crane",))
    assert parse("points:nintendo:goko") == ("points", ("nintendo", "goko"))
    with pytest.raises(DirectiveError):
        parse("pine-crane:extra")


def test_directives_render_from_the_engine(app):
    from engine.hanafuda.cards import card
    from engine.koikoi.rules import RULESETS, YAKU_NAMES

    text = ("Look: [[pine-crane]], [[tamcuc:red-general]], [[yaku:sanko]] is worth "
            "[[points:online-15:sanko]]; a bright is [[card-points:bright]].\n\n"
            "[[yaku-table:online-15]]\n\n[[rules-comparison]]\n\n[[month-cards:maple]]\n\n"
            "[[tamcuc-chart]]\n\n## Heading with [[yaku:goko]]\n\n`[[not-a-directive]]`\n")
    with app.test_request_context("/zh/"):
        html, toc = content.render_markdown(text, "zh", "t")
    assert card("pine-crane").name("zh") in html and 'href="/zh/cards/pine-crane"' in html
    assert YAKU_NAMES["sanko"]["zh"] in html
    assert f"worth {RULESETS['online-15'].points['sanko']};" in html
    assert "a bright is 20." in html
    assert html.count('class="yaku-table"') == 1 and 'class="comparison"' in html
    assert "<p><div" not in html and "<p><figure" not in html
    assert "/tamcuc/red-general.svg" in html and html.count("/tamcuc/") >= 33
    assert "<code>[[not-a-directive]]</code>" in html
    assert "五光" in toc


def test_rendered_pages_are_cached(app):
    with app.test_request_context("/en/"):
        first = content.load("en", "koikoi")
        assert content.load("en", "koikoi") is first
