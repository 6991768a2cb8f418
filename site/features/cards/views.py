"""The month chart, a page per month and per card, a page per face of the decks whose game
offers one (``faces.py``, :class:`website.games.base.CardPages`), and the card pictures (SVG)."""

from __future__ import annotations

from functools import lru_cache

from flask import Blueprint, Response, abort, redirect, render_template, request, url_for
from flask_babel import gettext as _
from markupsafe import Markup
from website.core import content, models
from website.core.caching import public_page
from website.core.htmx import make_response
from website.core.i18n import LANG_RULE
from website.decks import ART_VERSION, BY_PATH, DECK_RULE, card_name
from website.decks.hanafuda import MONTH_COLOURS
from website.games import GAMES
from website.games.base import GameSite

from engine.errors import UnknownCardError
from engine.hanafuda.cards import CARDS_BY_ID, KINDS, MONTH_BY_FLOWER, MONTHS, month_cards

bp = Blueprint("cards", __name__)
SVG_CACHE = "public, max-age=31536000, immutable"


@lru_cache(maxsize=64)
def _chart_fragment(lang: str, kind: str | None, script_root: str, art: str) -> Markup:
    """The chart itself: static for a language and kind, so rendered once."""
    rows = [(m, [c for c in month_cards(m.number) if kind in (None, c.kind)]) for m in MONTHS]
    return Markup(render_template("features/cards/_chart.html", rows=rows, kind=kind))


@bp.get(f"/{LANG_RULE}/cards")
@public_page
def chart(lang: str):
    """12 months × 4 cards; ``?kind=`` keeps only one kind (htmx swaps just the chart)."""
    kind = request.args.get("kind")
    if kind not in KINDS:
        kind = None
    fragment = _chart_fragment(lang, kind, request.script_root, ART_VERSION)
    if request.htmx.partial:
        html = fragment
    else:
        html = render_template("features/cards/chart.html", chart=fragment, kind=kind)
    response = make_response(html)
    response.vary.add("HX-Request")
    return response


@bp.get(f"/{LANG_RULE}/months/<flower>")
@public_page
def month(lang: str, flower: str):
    m = MONTH_BY_FLOWER.get(flower)
    if m is None:
        abort(404, description=_("There is no month called “%(name)s”.", name=flower[:60]))
    page = content.load(lang, f"months/{flower}")
    prev, next_ = models.month_neighbours(m)
    return render_template("features/cards/month.html", month=m, page=page, cards=month_cards(m.number),
                           prev=prev, next=next_)


def card_title(card, lang: str) -> str:
    """A card page's title: the card's name as players say it; a chaff card, one of two or
    three alike in its month, says so instead of carrying a copy number ("Peony – Chaff (one
    of two)"): the pages of the copies tell the same card, from its own address."""
    name = card_name(card, lang)
    copies = sum(1 for c in month_cards(card.month) if c.copy) if card.copy else 0
    if copies == 2:
        return _("%(card)s (one of two)", card=name)
    if copies == 3:
        return _("%(card)s (one of three)", card=name)
    return name


@bp.get(f"/{LANG_RULE}/cards/<card_id>")
@public_page
def card(lang: str, card_id: str):
    c = CARDS_BY_ID.get(card_id)
    if c is None:
        abort(404, description=_("There is no card called “%(name)s”.", name=card_id[:60]))
    page = content.load(lang, f"cards/{card_id}")
    prev, next_ = models.neighbours(c)
    return render_template("features/cards/card.html", card=c, month=MONTHS[c.month - 1], page=page,
                           prev=prev, next=next_, card_title=card_title,
                           yaku_by_rules=card_yaku(card_id))


@bp.get(f"/{LANG_RULE}/<game:game>/cards/<face_id>")
@public_page
def face(lang: str, game: GameSite, face_id: str):
    """One face of a game's deck: its page from the game's ``faces`` part (``TEMPLATE``, the
    data of ``face``), its story (content/<lang>/<slug>/cards/<face id>.md), the faces before
    and after it (wrapping round) and the game, for the links to its rules. A game whose deck
    has no face pages has none (404)."""
    g, faces = game, game.faces
    if faces is None:
        abort(404)
    if face_id not in faces.BY_ID:
        try:  # a card's own id (a copy: red-soldier-3) leads to the face it shows
            return redirect(url_for("cards.face", lang=lang, game=game, face_id=faces.face_of(face_id)), 301)
        except KeyError:
            abort(404, description=_("There is no card called “%(name)s”.", name=face_id[:60]))
    i = faces.FACES.index(face_id)
    order = faces.FACES
    return render_template(faces.TEMPLATE, **faces.face(face_id, lang), face_game=g, game=g,
                           page=content.load(lang, f"{g.slug}/cards/{face_id}"),
                           prev=faces.BY_ID[order[i - 1]], next=faces.BY_ID[order[(i + 1) % len(order)]])


def card_yaku(card_id: str) -> list[tuple[str, tuple[str, ...]]]:
    """The yaku a Hanafuda card belongs to, rule set by rule set: (the rule set's label, yaku
    ids) from each game of the deck whose tables offer them (``tables.card_yaku``)."""
    return [row for g in GAMES if g.deck == "hanafuda" and g.tables is not None
            and hasattr(g.tables, "card_yaku") for row in g.tables.card_yaku(card_id)]


def _svg(draw, card_id: str) -> Response:
    try:
        svg = draw(card_id)
    except UnknownCardError:
        abort(404)
    response = Response(svg, mimetype="image/svg+xml")
    response.headers["Cache-Control"] = SVG_CACHE
    return response


@bp.get("/months.css")
def months_css():
    """Each month's colour as a class (``month-1`` … ``month-12``): the CSP allows no
    ``style`` attribute, and the colours live once, in the card art."""
    css = "".join(f".month-{n}{{--month:{colour}}}\n" for n, colour in MONTH_COLOURS.items())
    response = Response(css, mimetype="text/css")
    response.headers["Cache-Control"] = SVG_CACHE
    return response


@bp.get(f"/{DECK_RULE}/<card_id>.svg")
def card_svg(deck: str, card_id: str):
    """A card of the deck whose pictures' folder is ``deck`` (``back``: the back of its cards)."""
    d = BY_PATH[deck]
    if card_id == "back":
        return _svg(lambda _id: d.back(), card_id)
    return _svg(d.face, card_id)
