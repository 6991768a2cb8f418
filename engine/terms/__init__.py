"""The game's terms, one table per language (``<lang>.toml`` beside this file): single source.

Card kinds, yaku, flowers, card subjects and the words of play (the stock, the field, koi-koi,
teyaku…) are named here once; the engine's names (:mod:`engine.hanafuda.cards`, :mod:`engine.rules`), the
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
_HERE = Path(__file__).parent
NOT_TERMS = ("avoid",)  # sections that name no concept: the alternatives to avoid


@cache
def table(lang: str) -> dict[str, dict[str, str]]:
    """The whole table of one language: section → term id → term."""
    with open(_HERE / f"{lang}.toml", "rb") as f:
        return tomllib.load(f)


def sections() -> tuple[str, ...]:
    """The sections of the tables, in the English table's order (a game's own terms are a
    section of their own, as the tables declare them).

    >>> sections()[:4]
    ('kind', 'yaku', 'flower', 'subject')
    """
    return tuple(s for s in table("en") if s not in NOT_TERMS)


def term(lang: str, section: str, key: str) -> str:
    """One term.

    :raises KeyError: for an unknown language, section or term id.
    """
    return table(lang)[section][key]


def names(section: str) -> dict[str, dict[str, str]]:
    """Term id → language → term, for one section (the shape the engine's name tables use)."""
    keys = table("en")[section]
    return {k: {lang: table(lang)[section][k] for lang in TERM_LANGUAGES} for k in keys}


def avoided(lang: str) -> list[tuple[re.Pattern[str], str]]:
    """The alternatives to avoid in ``lang``: (pattern, the term to use)."""
    return [(re.compile(p), use) for p, use in table(lang).get("avoid", {}).items()]
