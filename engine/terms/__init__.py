"""The game's terms, one table per language (``<lang>.toml`` beside this file): single source.

Card kinds, yaku, flowers, card subjects and the words of play (the stock, the field, koi-koi,
teyaku…) are named here once; the engine's names (:mod:`engine.cards`, :mod:`engine.rules`), the
site's sentences and the glossary read them. ``[avoid]`` lists the alternatives a reader met for
the same thing and the term to use instead; a content test holds the pages to it.

>>> term("zh", "kind", "chaff")
'杂牌'
>>> term("vi", "game", "stock")
'Nọc'
"""

from __future__ import annotations

import re
import tomllib
from functools import cache
from pathlib import Path

TERM_LANGUAGES = ("ja", "ja_romaji", "vi", "zh", "en")
SECTIONS = ("kind", "yaku", "flower", "subject", "hachihachi", "game")
_HERE = Path(__file__).parent


@cache
def table(lang: str) -> dict[str, dict[str, str]]:
    """The whole table of one language: section → term id → term."""
    with open(_HERE / f"{lang}.toml", "rb") as f:
        return tomllib.load(f)


def term(lang: str, section: str, key: str) -> str:
    """One term.

    :raises KeyError: for an unknown language, section or term id.
    """
    return table(lang)[section][key]


def names(section: str) -> dict[str, dict[str, str]]:
    """Term id → language → term, for one section (the shape the engine's name tables use)."""
    keys = table("en")[section]
    return {k: {lang: table(lang)[section][k] for lang in TERM_LANGUAGES} for k in keys}


def avoided(lang: str) -> list[tuple[re.Pattern, str]]:
    """The alternatives to avoid in ``lang``: (pattern, the term to use)."""
    return [(re.compile(p), use) for p, use in table(lang).get("avoid", {}).items()]
