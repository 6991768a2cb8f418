"""One term per thing: content and catalogues use the term tables of engine/terms.

Each language's table lists, under ``[avoid]``, the alternatives readers met for a term (カス or
bare 杂 for 杂牌, 山札 for 牌堆, "chồng bài bốc" for Nọc…). The glossary may name them, as
other names; no other page or UI string may. Chinese running text carries no Japanese kana
outside a gloss in brackets or quotation marks (こいこい, the game's name, excepted).
"""

from __future__ import annotations

import json
import re
from html import unescape

import pytest
from babel.messages.pofile import read_po
from website.core import content
from website.core.i18n import LANGUAGES

from engine import terms
from engine.cards import DECK
from engine.games import sample_records

from .conftest import TRANSLATIONS

GLOSSARY = "glossary"
DIRECTIVE = re.compile(r"\[\[[^\]]*\]\]")
GLOSS = re.compile(r"（[^（）]*）|\([^()]*\)|「[^「」]*」|“[^“”]*”")
KANA = re.compile("[\u3040-\u30ff]+")


def pages(lang: str):
    for path in content.all_files(lang):
        text = content.content_file(lang, path).read_text(encoding="utf-8")
        yield path, DIRECTIVE.sub(" ", text)


def catalogue_strings(lang: str):
    with open(TRANSLATIONS / lang / "LC_MESSAGES" / "messages.po", "rb") as f:
        for m in read_po(f, locale=lang):
            if m.id:
                yield str(m.id), " ".join(m.string) if isinstance(m.string, tuple) else m.string


def avoided_in(lang: str, text: str) -> list[str]:
    return [f"{rx.pattern!r} → {use}" for rx, use in terms.avoided(lang) if rx.search(text)]


def kana_outside_gloss(text: str) -> list[str]:
    return KANA.findall(GLOSS.sub("", text).replace("こいこい", ""))


def problems(lang: str, text: str) -> list[str]:
    """What a reader would flag in ``text``: an avoided term, kana in running Chinese."""
    found = avoided_in(lang, text)
    if lang == "zh":
        found += [f"kana {k!r} outside a gloss" for k in kana_outside_gloss(text)]
    if lang == "en" and re.search(r"(?<![\d.])1 points\b", text):
        found.append("1 points")
    return found


def game_texts(lang: str):
    """Titles, summaries and notes of the sample games, as the viewer shows them."""
    for path in sample_records().values():
        doc = json.loads(path.read_text(encoding="utf-8"))
        yield f"{path.name}: title", doc["title"][lang]
        yield f"{path.name}: summary", doc["summary"][lang]
        for step, note in doc["notes"].items():
            yield f"{path.name}: note {step}", note[lang]


def page_lines(lang: str):
    for path, text in pages(lang):
        if path != GLOSSARY:
            for n, line in enumerate(text.splitlines(), 1):
                yield f"{path}:{n}", line


@pytest.mark.parametrize("source", [page_lines, game_texts, catalogue_strings])
@pytest.mark.parametrize("lang", LANGUAGES)
def test_content_and_catalogues_use_the_term_table(lang, source):
    bad = {where: found for where, text in source(lang) if (found := problems(lang, text))}
    assert not bad, bad


@pytest.mark.parametrize("lang", LANGUAGES)
def test_rendered_pages_do_not_double_brackets(app, lang):
    """A name that carries its own gloss is not followed by another bracket: "Tane (…) (1 điểm)"."""
    bad = {}
    with app.test_request_context(f"/{lang}/"):
        for path in content.all_files(lang):
            text = content.content_file(lang, path).read_text(encoding="utf-8")
            _meta, body = content.split_front_matter(text, path)
            html, _toc = content.render_markdown(body, lang, f"{lang}/{path}")
            plain = unescape(re.sub(r"<[^>]+>", "", html))
            found = re.findall(r".{0,30}[)）]\s*[(（].{0,10}", plain)
            if found:
                bad[path] = found
    assert not bad, bad


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_game_term_is_in_the_glossary(app, lang):
    """The glossary lists the table's words of play through [[term:…]] directives."""
    text = content.content_file(lang, GLOSSARY).read_text(encoding="utf-8")
    listed = set(re.findall(r"\[\[term:([a-z-]+)\]\]", text))
    assert set(terms.table(lang)["game"]) <= listed


@pytest.mark.parametrize("lang", LANGUAGES)
def test_card_pages_are_titled_with_the_engine_names(lang):
    """A card page's title is the card's name from the term tables, nothing typed twice."""
    for card in DECK:
        text = content.content_file(lang, f"cards/{card.id}").read_text(encoding="utf-8")
        meta, _body = content.split_front_matter(text, card.id)
        assert meta["title"] == card.name(lang), card.id


def test_the_checks_catch_what_the_readers_found():
    assert avoided_in("zh", "任意十张カス是杂（1 分）")
    assert avoided_in("zh", "种类 杂")
    assert not avoided_in("zh", "规则比较复杂，十张杂牌")
    assert avoided_in("vi", "Lật lá trên cùng của chồng bài bốc")
    assert avoided_in("vi", "Tháng Bảy – Cỏ ba lá (hagi)")
    assert kana_outside_gloss("手里几乎全是カス的“空巣”（からす）") == ["カス"]
    assert not kana_outside_gloss("喊こいこい继续打（こいこい）")
