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
from flask_babel import format_date
from flask_babel import gettext as _
from website.core.forms import whole_number
from website.core.htmx import make_response
from website.core.i18n import LANG_RULE
from website.features.lessons import path as L
from website.features.puzzles import practice as P
from website.features.puzzles import views as puzzles
from website.games import BY_ID, GAMES, games_for
from website.games.base import GameSite

bp = Blueprint("lessons", __name__)


@bp.context_processor
def _dates() -> dict:
    return {"format_date": format_date}

SESSION_KEY = "lessons"
GUIDED_KEY = "guided"  # game id → the reader's own moves in its coached deal, nothing else
# the engine's names that are not their game's slug: the first lesson URLs carried them
OLD_NAMES = "any(" + ", ".join(f"'{g.id}'" for g in GAMES if g.id != g.slug) + ")"


@bp.get(f"/{LANG_RULE}/learn/<{OLD_NAMES}:old>/<int:n>")
def old_lesson(lang: str, old: str, n: int):
    """A first lesson URL, by the engine's name: sent on to the slug's address."""
    return redirect(url_for("lessons.lesson", lang=lang, game=BY_ID[old], n=n, **request.args), 308)


def done(game: GameSite) -> set[int]:
    """The numbers of the lessons of ``game`` this reader finished."""
    kept = session.get(SESSION_KEY)
    numbers = kept.get(game.id) if isinstance(kept, dict) else None
    total = len(L.PATHS[game.id])
    if not isinstance(numbers, list):  # a cookie of another shape: nothing done
        return set()
    return {n for n in numbers if type(n) is int and 1 <= n <= total}


def _mark_done(game: GameSite, n: int) -> None:
    kept = session.get(SESSION_KEY)
    kept = dict(kept) if isinstance(kept, dict) else {}
    kept[game.id] = sorted(done(game) | {n})
    session[SESSION_KEY] = kept


def next_lesson(game: GameSite) -> int:
    """The first lesson not yet finished (the last one when all are)."""
    finished = done(game)
    total = len(L.PATHS[game.id])
    return next((n for n in range(1, total + 1) if n not in finished), total)


def _lesson(game: GameSite, n: int) -> L.Lesson:
    path = L.PATHS[game.id]
    if not 1 <= n <= len(path):
        abort(404, description=_("There is no such lesson."))
    return path[n - 1]


@bp.get(f"/{LANG_RULE}/learn")
def index(lang: str):
    games = [{"game": g, "name": g.name, "lessons": L.PATHS[g.id], "done": done(g),
              "next": next_lesson(g), "trainer": _trainer_link(g, 1, lang),
              "practice": [puzzles.practice_status(g, s) for s in P.sets(g.id)]} for g in games_for(lang)]
    return render_template("features/lessons/lessons.html", games=games)


@bp.get(f"/{LANG_RULE}/learn/<game:game>/<int:n>")
def lesson(lang: str, game: GameSite, n: int):
    the_lesson = _lesson(game, n)
    last = len(the_lesson.screens) + 1
    screen = whole_number(request.args.get("s"), 1, last) or 1
    return _render(game, n, the_lesson, screen)


def guided_moves(game: GameSite, guided) -> tuple[str, ...]:
    """The reader's moves in the game's coached deal; anything unreadable starts it afresh."""
    kept = session.get(GUIDED_KEY)
    kept = kept.get(game.id) if isinstance(kept, dict) else None
    if not isinstance(kept, list) or not all(isinstance(m, str) for m in kept):
        return ()
    try:
        guided.turn(tuple(kept))
    except guided.BadMove:
        return ()
    return tuple(kept)


def _guided_answer(game: GameSite, n: int, the_lesson: L.Lesson):
    """A move in the guided hand: checked against the reader's legal moves, then kept. A move
    posted from an older page than the reader's position (``at``: the moves the page had, a
    second tap arriving after the first was played) is not played again: the page is shown."""
    guided = game.guided
    moves = guided_moves(game, guided)
    at = request.form.get("at")
    if "restart" in request.form:
        moves = ()
    elif at is not None and at != str(len(moves)):
        pass
    elif request.form.get("move"):
        try:
            moves = guided.play(moves, request.form["move"])
        except guided.BadMove:
            abort(400, description=_("This answer could not be read."))
    kept = session.get(GUIDED_KEY)
    session[GUIDED_KEY] = {**(kept if isinstance(kept, dict) else {}), game.id: list(moves)}
    if guided.turn(moves).state.is_over:
        _mark_done(game, n)
    chose = "restart" in request.form or request.form.get("move")
    feedback = None if chose else {"status": "empty"}
    return _render(game, n, the_lesson, len(the_lesson.screens) + 1, None, feedback)


@bp.post(f"/{LANG_RULE}/learn/<game:game>/<int:n>")
def answer(lang: str, game: GameSite, n: int):
    the_lesson = _lesson(game, n)
    if the_lesson.question.kind == "guided":
        return _guided_answer(game, n, the_lesson)
    asked = L.ask(the_lesson, lang, game)
    value = request.form.get("answer", "")
    if not value:
        feedback = {"status": "empty"}
    elif value not in {o.value for o in asked.options}:
        abort(400, description=_("This answer could not be read."))
    elif value in asked.right:
        _mark_done(game, n)
        feedback = {"status": "right", "value": value,
                    "came_back": puzzles.lesson_answered(game, n, True)}
    else:
        puzzles.lesson_answered(game, n, False)  # the question comes back after a day
        feedback = {"status": "wrong", "value": value}
    return _render(game, n, the_lesson, len(the_lesson.screens) + 1, asked, feedback)


def _onward(game: GameSite, lang: str) -> list[tuple[str, str]]:
    """Where the last lesson of a path leads: a game against the computer, then more."""
    links = [(url_for("play.new", lang=lang, game=game), _("Play a whole hand")),
             (url_for("pages.rules", lang=lang, game=game), _("The full rules"))]
    trainer = game.puzzles.TRAINER
    # its own card trainer (a game sharing a deck links that deck's after lesson 1)
    if trainer is not None and trainer.slug == game.slug:
        links.append((url_for("puzzles.learn", lang=lang, game=game), str(trainer.title)))
    return links


def _trainer_link(game: GameSite, n: int, lang: str) -> tuple[str, str] | None:
    """After a path's first lesson, the one about the cards (and beside the path on the list
    of lessons): its deck's card trainer."""
    trainer = getattr(game.puzzles, "TRAINER", None)
    if n != 1 or trainer is None:
        return None
    return url_for("puzzles.learn", lang=lang, game=trainer.slug), str(trainer.title)


def _render(game: GameSite, n: int, the_lesson: L.Lesson, screen: int, asked=None, feedback=None):
    lang = request.view_args["lang"]
    total = len(L.PATHS[game.id])
    question = screen > len(the_lesson.screens)
    coached = question and the_lesson.question.kind == "guided"
    if question and asked is None and not coached:
        asked = L.ask(the_lesson, lang, game)
    ctx = {"game": game, "n": n, "total": total,
           "lesson": the_lesson, "screen": screen,
           "summary": L.screen_text(the_lesson.screens[0], game, lang),  # its description
           "screens": len(the_lesson.screens) + 1, "asked": asked, "feedback": feedback,
           "text": None if question else L.screen_text(the_lesson.screens[screen - 1], game, lang),
           "screen_cards": [] if question else L.captioned(the_lesson.screens[screen - 1], game, lang),
           "screen_table": None if question else L.screen_table(the_lesson.screens[screen - 1], lang),
           "done": done(game),
           "url": url_for("lessons.lesson", lang=lang, game=game, n=n),
           "next_url": url_for("lessons.lesson", lang=lang, game=game, n=n + 1)
           if n < total else None, "onward": _onward(game, lang),
           "trainer_link": _trainer_link(game, n, lang),
           "pset": P.practice_set(game, n), "pkit": game.puzzles,
           "pstate": puzzles.practice_status(game, P.practice_set(game, n)),
           "guided": game.guided.view(guided_moves(game, game.guided)) if coached else None}
    partial = request.htmx.partial
    response = make_response(render_template(
        "features/lessons/_block.html" if partial else "features/lessons/lesson.html", **ctx))
    response.vary.add("HX-Request")
    return response
