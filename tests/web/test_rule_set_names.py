"""Readers meet rule sets by name, never by the engine's id: no `seed-000` or `traditional`
badge on the rules pages, and no id in the text of any game's rules, play, puzzles or
calculator page, in any language."""

from __future__ import annotations

import html as htmllib
import re

import pytest
from website.core.i18n import LANGUAGES
from website.games import GAMES

from engine.games import GAMES as ENGINE_GAMES
from engine.games import get_game

RULE_SET_IDS = sorted({name for game in ENGINE_GAMES for name in get_game(game).rulesets})
# Ids that are also words of the pages' prose: "bakappana" is what Hana-awase was once called
# (its history, in every language); "standard" and "traditional" are English words.
PROSE = {"vi": {"bakappana"}, "zh": {"bakappana"}, "en": {"bakappana", "standard", "traditional"}}
PAGES = ("", "/play", "/puzzles", "/calculator")


def visible_text(html: str) -> str:
    """What a reader sees of a page: no scripts, styles, comments, tags or attributes."""
    html = re.sub(r"<(script|style|template)\b.*?</\1>|<!--.*?-->", " ", html, flags=re.S)
    return htmllib.unescape(re.sub(r"<[^>]+>", " ", html))


def ids_in(text: str, lang: str) -> list[str]:
    """Rule-set ids standing as words of ``text`` (not inside a longer word or id)."""
    return [name for name in RULE_SET_IDS if name not in PROSE[lang]
            and re.search(rf"(?<![\w-]){re.escape(name)}(?![\w-])", text)]


def test_the_check_sees_an_id_and_passes_names_and_prose():
    assert ids_in("Vietnamese guide seed-000 Traditional", "en") == ["seed-000"]
    assert ids_in("như bộ luật wikipedia;", "vi") == ["wikipedia"]
    assert ids_in("theo Wikipedia tiếng Việt, luật Nintendo, đi đêm", "vi") == []
    assert ids_in("the traditional game, once called bakappana", "en") == []
    assert ids_in("Lối truyền thống (traditional)", "vi") == ["traditional"]


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.slug)
def test_no_rule_set_id_on_a_readers_page(client, lang, game):
    for page in PAGES:
        url = f"/{lang}/{game.slug}{page}"
        r = client.get(url, follow_redirects=True)
        assert r.status_code == 200, url
        html = r.get_data(as_text=True)
        assert "<code" not in html, (url, re.findall(r"<code[^>]*>.*?</code>", html)[:5])
        assert not ids_in(visible_text(html), lang), url


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_rule_set_id_in_the_content_pages(client, lang):
    """Home, history, glossary and every card's and month's page: the prose names rule sets as
    the rules pages do ("Nintendo's rules", "the Vietnamese guide's"), never by id."""
    from engine.hanafuda.cards import CARD_IDS, MONTHS

    pages = ["", "history", "glossary", *(f"cards/{c}" for c in CARD_IDS),
             *(f"months/{m.flower}" for m in MONTHS)]
    found = {}
    for page in pages:
        html = client.get(f"/{lang}/{page}").get_data(as_text=True)
        if bad := ids_in(visible_text(html), lang) + (["<code>"] if "<code" in html else []):
            found[page] = bad
    assert not found, found
