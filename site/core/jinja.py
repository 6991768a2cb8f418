"""Template globals that know no game and no deck: the languages, language-switch URLs, the
engine's names (``m``) and the core's labels (``texts``). The decks, the games and the
features register their own (``website.decks.init_app``, ``website.games.init_app``, each
feature's blueprint)."""

from __future__ import annotations

from urllib.parse import urlencode

from flask import Flask, request, url_for
from flask import g as request_globals
from website.core import i18n, models, texts, words


def switch_url(lang: str, external: bool = False) -> str:
    """The current page in another language (its home page when there is no current page)."""
    if request.url_rule is None or "lang" not in (request.view_args or {}):
        return url_for("pages.home", lang=lang, _external=external)
    # the query string is appended as it came, never passed to url_for, whose own keywords
    # (endpoint, _external, _scheme, _method, …) a reader could otherwise set
    url = url_for(request.endpoint, _external=external, **{**request.view_args, "lang": lang})
    query = urlencode(list(request.args.items(multi=True)))
    return f"{url}?{query}" if query else url


def canonical_url(lang: str | None = None) -> str:
    """The current page's own absolute address, in ``lang`` (its own language by default),
    without the query string: every step, screen or filter of a page names the page itself
    (its ``<link rel="canonical">``, ``og:url`` and hreflang alternates). With no current
    page, the home page."""
    args = request.view_args or {}
    if request.url_rule is None or "lang" not in args:
        return url_for("pages.home", lang=lang or i18n.current_language(), _external=True)
    return url_for(request.endpoint, _external=True, **{**args, "lang": lang or args["lang"]})


def better_card(card_id: str) -> bool:
    """Whether a review's marked step names this card in its better move: the board draws
    it outlined where it lies (:func:`website.features.viewer.views.render_viewer`)."""
    return card_id in request_globals.get("better_cards", ())


def init_app(app: Flask) -> None:
    app.jinja_env.globals.update(
        LANGUAGES=i18n.LANGUAGES,
        HTML_LANG=i18n.HTML_LANG,
        OG_LOCALES=i18n.OG_LOCALES,
        NATIVE_NAMES=i18n.NATIVE_NAMES,
        current_language=i18n.current_language,
        switch_url=switch_url,
        canonical_url=canonical_url,
        better_card=better_card,
        m=models,
        texts=texts,
    )
    app.jinja_env.filters["signed"] = words.signed
    app.jinja_env.globals["gap"] = lambda: words.gap(i18n.current_language())
    app.jinja_env.filters["sentences"] = lambda lines: words.gap(i18n.current_language()).join(
        str(line) for line in lines)  # sentences in a row: a space between, none in Chinese
