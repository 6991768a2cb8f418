"""Languages of the site: the URL carries the language, Babel follows it."""

from __future__ import annotations

from flask import request

LANGUAGES = ("vi", "zh", "en")
DEFAULT_LANGUAGE = "vi"
# BCP 47 tags for <html lang> and hreflang.
HTML_LANG = {"vi": "vi", "zh": "zh-Hans", "en": "en"}
# Open Graph's locale of each language (language_TERRITORY); the English is British, as the site's.
OG_LOCALES = {"vi": "vi_VN", "zh": "zh_CN", "en": "en_GB"}
# Each language's own name, as its readers write it.
NATIVE_NAMES = {"vi": "Tiếng Việt", "zh": "中文", "en": "English"}
# The URL converter: only these three codes match; anything else is a 404.
LANG_RULE = "<any(" + ", ".join(LANGUAGES) + "):lang>"


def current_language() -> str:
    """The language of the page being served: from the URL; for an address no route matched
    (its 404 page), from the path's first segment, else the reader's Accept-Language."""
    try:
        lang = (request.view_args or {}).get("lang")
        if lang is None:
            first = request.path.lstrip("/").split("/", 1)[0]
            lang = first if first in LANGUAGES else best_language()
    except RuntimeError:  # outside a request
        return DEFAULT_LANGUAGE
    return lang if lang in LANGUAGES else DEFAULT_LANGUAGE


def best_language() -> str:
    """The reader's preferred language from Accept-Language (default Vietnamese)."""
    return request.accept_languages.best_match(LANGUAGES, default=DEFAULT_LANGUAGE)
