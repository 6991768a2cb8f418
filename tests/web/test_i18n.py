"""Catalogues: every UI string translated in vi, zh and en; every string in the code catalogued."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_dir
from babel.messages.pofile import read_po
from website.core.i18n import LANGUAGES

ROOT = Path(__file__).resolve().parents[2]
TRANSLATIONS = ROOT / "site" / "translations"
METHODS = [("site/**.py", "python"), ("templates/**.html", "jinja2")]


def catalogue(lang: str):
    with open(TRANSLATIONS / lang / "LC_MESSAGES" / "messages.po", "rb") as f:
        return read_po(f, locale=lang)


def _not_hidden(path: str) -> bool:
    """Every folder but hidden ones: Babel's default also skips those starting with _, and a
    family's templates live in one (templates/games/_fishing/; `make messages` says the same)."""
    return not Path(path).name.startswith(".")


def extracted() -> set:
    """Every msgid in the code, as `make messages` finds it (``_l`` too): a string, or
    (singular, plural) for ngettext."""
    ids = set()
    keywords = {**DEFAULT_KEYWORDS, "_l": None}
    for *_, message, _comments, _ctx in extract_from_dir(ROOT, METHODS, keywords=keywords,
                                                          directory_filter=_not_hidden):
        ids.add(tuple(message[:2]) if isinstance(message, tuple) else message)
    return ids


def _text(value) -> str:
    return " ".join(value) if isinstance(value, tuple | list) else value


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_msgid_has_a_translation(lang):
    cat = catalogue(lang)
    untranslated = [m.id for m in cat if m.id and not (m.string if isinstance(m.string, str)
                                                       else all(m.string))]
    fuzzy = [m.id for m in cat if m.id and m.fuzzy]
    assert not untranslated, untranslated
    assert not fuzzy, fuzzy


@pytest.mark.parametrize("lang", (*LANGUAGES, None))
def test_no_msgid_is_catalogued_twice(lang):
    """A catalogue edited by several hands can hold one msgid twice, each with its own
    translation: the compiled catalogue then keeps one of them silently."""
    path = TRANSLATIONS / "messages.pot" if lang is None else \
        TRANSLATIONS / lang / "LC_MESSAGES" / "messages.po"
    ids = re.findall(r'^msgid ((?:"[^\n]*"\n)+)', path.read_text(encoding="utf-8"), re.M)
    twice = sorted({i for i in ids if ids.count(i) > 1})
    assert not twice, twice


@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_catalogue_holds_the_templates_msgids(lang):
    """No translation left behind of a sentence the site no longer says, none missing."""
    def ids(path):
        return set(re.findall(r'^msgid ((?:"[^\n]*"\n)+)', path.read_text(encoding="utf-8"),
                              re.M))
    template = ids(TRANSLATIONS / "messages.pot")
    held = ids(TRANSLATIONS / lang / "LC_MESSAGES" / "messages.po")
    assert not held - template, sorted(held - template)
    assert not template - held, sorted(template - held)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_string_in_the_code_is_catalogued(lang):
    ids = {m.id for m in catalogue(lang) if m.id}
    missing = extracted() - ids
    assert not missing, sorted(map(str, missing))


@pytest.mark.parametrize("lang", ["vi", "zh"])
def test_translations_keep_placeholders(lang):
    import re

    for m in catalogue(lang):
        if m.id:
            for text in (m.string if isinstance(m.string, tuple) else (m.string,)):
                if not text:
                    continue  # untranslated: reported by test_every_msgid_has_a_translation
                want = set(re.findall(r"%\(\w+\)[sd]", _text(m.id)))
                assert set(re.findall(r"%\(\w+\)[sd]", text)) == want, m.id


def test_pages_use_the_catalogues(client):
    assert "Bảng lá bài theo tháng" in client.get("/vi/cards").get_data(as_text=True)
    assert "花札月份牌表" in client.get("/zh/cards").get_data(as_text=True)
    assert "The card month chart" in client.get("/en/cards").get_data(as_text=True)
