"""The beginner's path: ``/<lang>/learn`` lists the lessons, ``/<lang>/learn/<game>/<n>``
shows one lesson screen by screen (``?s=``), its last screen a question.

``<game>`` in the URL is the game's slug, as everywhere on the site (``tam-cuc``); the views
work with the engine's name (``tamcuc``), which the first lesson URLs carried: those answer
308 to the slug's.

Answers are plain form posts; with ``HX-Request`` the reply is the lesson block alone.
Finished lessons are kept in the signed session cookie, as puzzle progress is.
"""

from __future__ import annotations

from flask import Blueprint, abort, redirect, render_template, request, session, url_for
from flask_babel import gettext as _
from website.core.forms import whole_number
from website.core.htmx import make_response
from website.core.i18n import LANG_RULE
from website.features.lessons import path as L
from website.features.puzzles.kit import kit
from website.games import BY_ID, SLUG_OF, SLUGS

bp = Blueprint("lessons", __name__)

SESSION_KEY = "lessons"
GUIDED_KEY = "guided"  # game → the reader's own moves in its coached deal, nothing else


def _coach(game: str):
    """The game's coached whole deal (its ``guided`` module), the question of kind "guided"."""
    return BY_ID[game].part("guided")


@bp.url_value_preprocessor
def _game_of_slug(endpoint, values):
    """The engine's name of the URL's game slug; an engine name that is not its own slug
    (the first lesson URLs) is sent on to the slug's address."""
    if not values or "game" not in values:
        return
    slug = values["game"]
    if slug in SLUG_OF and SLUG_OF[slug] != slug and request.method in ("GET", "HEAD"):
        abort(redirect(url_for(endpoint, **{**request.args.to_dict(), **values}), 308))
    values["game"] = SLUGS.get(slug) or (slug if slug in SLUG_OF else "")  # "": a 404


@bp.url_defaults
def _slug_of_game(endpoint, values):
    if values.get("game") in SLUG_OF:
        values["game"] = SLUG_OF[values["game"]]


def done(game: str) -> set[int]:
    """The numbers of the lessons of ``game`` this reader finished."""
    kept = session.get(SESSION_KEY)
    numbers = kept.get(game, []) if isinstance(kept, dict) else []
    total = len(L.PATHS.get(game, ()))
    return {n for n in numbers if isinstance(n, int) and 1 <= n <= total}


def _mark_done(game: str, n: int) -> None:
    kept = session.get(SESSION_KEY)
    kept = dict(kept) if isinstance(kept, dict) else {}
    kept[game] = sorted(done(game) | {n})
    session[SESSION_KEY] = kept


def next_lesson(game: str) -> int:
    """The first lesson not yet finished (the last one when all are)."""
    finished = done(game)
    total = len(L.PATHS[game])
    return next((n for n in range(1, total + 1) if n not in finished), total)


def _lesson(game: str, n: int) -> L.Lesson:
    path = L.PATHS.get(game)
    if path is None or not 1 <= n <= len(path):
        abort(404, description=_("There is no such lesson."))
    return path[n - 1]


@bp.get(f"/{LANG_RULE}/learn")
def index(lang: str):
    games = [{"game": g, "slug": SLUG_OF[g], "name": L.GAME_NAMES[g], "lessons": path, "done": done(g),
              "next": next_lesson(g), "trainer": _trainer_link(g, 1, lang)}
             for g, path in L.PATHS.items()]
    return render_template("features/lessons/lessons.html", games=games)


@bp.get(f"/{LANG_RULE}/learn/<game>/<int:n>")
def lesson(lang: str, game: str, n: int):
    the_lesson = _lesson(game, n)
    last = len(the_lesson.screens) + 1
    screen = whole_number(request.args.get("s"), 1, last) or 1
    return _render(game, n, the_lesson, screen)


def guided_moves(game: str, guided) -> tuple[str, ...]:
    """The reader's moves in the game's coached deal; anything unreadable starts it afresh."""
    kept = session.get(GUIDED_KEY)
    kept = kept.get(game) if isinstance(kept, dict) else None
    if not isinstance(kept, list) or not all(isinstance(m, str) for m in kept):
        return ()
    try:
        guided.turn(tuple(kept))
    except guided.BadMove:
        return ()
    return tuple(kept)


def _guided_answer(game: str, n: int, the_lesson: L.Lesson):
    """A move in the guided hand: checked against the reader's legal moves, then kept."""
    guided = _coach(game)
    moves = guided_moves(game, guided)
    if "restart" in request.form:
        moves = ()
    elif request.form.get("move"):
        try:
            moves = guided.play(moves, request.form["move"])
        except guided.BadMove:
            abort(400, description=_("This answer could not be read."))
    kept = session.get(GUIDED_KEY)
    session[GUIDED_KEY] = {**(kept if isinstance(kept, dict) else {}), game: list(moves)}
    if guided.turn(moves).state.is_over:
        _mark_done(game, n)
    chose = "restart" in request.form or request.form.get("move")
    feedback = None if chose else {"status": "empty"}
    return _render(game, n, the_lesson, len(the_lesson.screens) + 1, None, feedback)


@bp.post(f"/{LANG_RULE}/learn/<game>/<int:n>")
def answer(lang: str, game: str, n: int):
    the_lesson = _lesson(game, n)
    if the_lesson.question.kind == "guided":
        return _guided_answer(game, n, the_lesson)
    asked = L.ask(the_lesson, lang)
    value = request.form.get("answer", "")
    if not value:
        feedback = {"status": "empty"}
    elif value not in {o.value for o in asked.options}:
        abort(400, description=_("This answer could not be read."))
    elif value in asked.right:
        _mark_done(game, n)
        feedback = {"status": "right", "value": value}
    else:
        feedback = {"status": "wrong", "value": value}
    return _render(game, n, the_lesson, len(the_lesson.screens) + 1, asked, feedback)


def _onward(game: str, lang: str) -> list[tuple[str, str]]:
    """Where the last lesson of a path leads: a game against the computer, then more."""
    slug = SLUG_OF[game]
    links = [(url_for("play.new", lang=lang, game=slug), _("Play a whole hand")),
             (url_for("pages.rules", lang=lang, game=slug), _("The full rules"))]
    trainer = kit(slug).TRAINER
    if trainer.slug == slug:  # the game's own card trainer (one that shares a deck links it after lesson 1)
        links.append((url_for("puzzles.learn", lang=lang, game=slug), str(trainer.title)))
    return links


def _trainer_link(game: str, n: int, lang: str) -> tuple[str, str] | None:
    """After a path's first lesson, the one about the cards (and beside the path on the list
    of lessons): its deck's card trainer."""
    trainer = getattr(kit(SLUG_OF[game]), "TRAINER", None)
    if n != 1 or trainer is None:
        return None
    return url_for("puzzles.learn", lang=lang, game=trainer.slug), str(trainer.title)


def _render(game: str, n: int, the_lesson: L.Lesson, screen: int, asked=None, feedback=None):
    lang = request.view_args["lang"]
    total = len(L.PATHS[game])
    question = screen > len(the_lesson.screens)
    coached = question and the_lesson.question.kind == "guided"
    if question and asked is None and not coached:
        asked = L.ask(the_lesson, lang)
    ctx = {"game": game, "game_name": L.GAME_NAMES[game], "n": n, "total": total,
           "lesson": the_lesson, "screen": screen,
           "screens": len(the_lesson.screens) + 1, "asked": asked, "feedback": feedback,
           "text": None if question else L.screen_text(the_lesson.screens[screen - 1], game, lang),
           "screen_cards": [] if question else L.captioned(the_lesson.screens[screen - 1], game, lang),
           "done": done(game),
           "url": url_for("lessons.lesson", lang=lang, game=game, n=n),
           "next_url": url_for("lessons.lesson", lang=lang, game=game, n=n + 1)
           if n < total else None, "onward": _onward(game, lang),
           "trainer_link": _trainer_link(game, n, lang),
           "guided": _coach(game).view(guided_moves(game, _coach(game))) if coached else None}
    partial = request.htmx.partial
    response = make_response(render_template(
        "features/lessons/_block.html" if partial else "features/lessons/lesson.html", **ctx))
    response.vary.add("HX-Request")
    return response
