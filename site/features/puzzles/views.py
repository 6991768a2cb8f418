"""Every game's puzzles: browse, one puzzle per URL, puzzle of the day, streak, and a card
trainer for each deck (the kit's ``TRAINER``, :mod:`website.games.kit.trainer`). The game comes from
the URL; what a game's puzzles are, how they are drawn, graded and explained is its kit
(:mod:`website.features.puzzles.kit`).

Answers are form posts to the puzzle's own URL. With ``HX-Request`` the reply is the puzzle
block alone (htmx swaps it in); without, the whole page, with the same feedback. Progress
(solved puzzles as a compact bitset, the streak, the mistakes coming back) lives in the signed
session cookie.

A learner's puzzles (a lesson's practice set, the training run, the puzzle of the day, the
streak) are under the rule set the game's lessons teach (its kit's ``TAUGHT_RULES``); the
training run and the streak add the other rule sets once the reader has solved
:data:`OTHER_RULES_AFTER` puzzles of it, and browsing shows every puzzle. A puzzle under other
rules says so, by the rule set's name and what it changes.
"""

from __future__ import annotations

import base64
import datetime
import hashlib
import random
import re
from functools import lru_cache

from flask import (
    Blueprint,
    abort,
    has_request_context,
    redirect,
    render_template,
    request,
    session,
    url_for,
)
from flask_babel import format_date
from flask_babel import gettext as _
from website.core.forms import whole_number
from website.core.htmx import make_response
from website.core.limits import answers, first_from_client
from website.features.lessons import path as lesson_path
from website.features.puzzles import practice as practice_sets
from website.features.puzzles import ratings as puzzle_ratings
from website.features.puzzles import spaced
from website.features.puzzles.glicko2 import Rating, update
from website.games import DEFAULT, game_route
from website.games.base import GameSite, PuzzleKit
from website.games.kit.puzzles import BadAnswer

bp = Blueprint("puzzles", __name__)


@bp.context_processor
def _dates() -> dict:
    return {"format_date": format_date}

PER_PAGE = 40
MODES = ("list", "daily", "streak", "learn", "train", "review", "practice")
ID_PATTERN = re.compile(r"^[a-z]{2,3}-[0-9a-f]{6}$")


# -- the library ---------------------------------------------------------------------------


class Library:
    def __init__(self, puzzles: list[dict], trainer=None):
        self.puzzles = puzzles
        self.index = {p["id"]: i for i, p in enumerate(puzzles)}
        self.by_card = {p["position"]["card"]: p for p in puzzles
                        if trainer and p["kind"] == "recognition" and p["rules"] == trainer.rules}
        self.games = [i for i, p in enumerate(puzzles) if p["kind"] != "recognition"]

    def get(self, pid: str) -> dict | None:
        i = self.index.get(pid)
        return None if i is None else self.puzzles[i]


def current_game() -> GameSite:
    """The game of the page being served (Koi-Koi on its older URLs, and outside requests)."""
    if not has_request_context():
        return DEFAULT
    return (request.view_args or {}).get("game", DEFAULT)


def current_kit() -> PuzzleKit:
    return current_game().puzzles


def library(game: GameSite | None = None) -> Library:
    """The puzzles of ``game`` (by default the current one)."""
    return _library(game or current_game())


@lru_cache(maxsize=8)
def _library(game: GameSite) -> Library:
    k = game.puzzles
    trainer = getattr(k, "TRAINER", None)
    return Library(k.load(), trainer if trainer and trainer.slug == game.slug else None)


def _key(name: str, game: GameSite | None = None) -> str:
    """A session key of a game's progress, by default the current game's (Koi-Koi keeps its
    first, short keys)."""
    game = game or current_game()
    return name if game is DEFAULT else f"{name}-{game.slug}"


def _lookup(pid: str) -> dict:
    p = library().get(pid) if ID_PATTERN.match(pid or "") else None
    if p is None:
        abort(404, description=_("There is no puzzle called “%(name)s”.", name=(pid or "")[:40]))
    return p


# -- progress in the session cookie ----------------------------------------------------------


def _bits(key: str) -> int:
    """A set of puzzle indices kept in the session as a compact bitset."""
    raw = session.get(key, "")
    try:
        return int.from_bytes(base64.urlsafe_b64decode(raw + "=" * (-len(raw) % 4)), "little")
    except (ValueError, TypeError):
        return 0


def _set_bits(key: str, bits: int) -> None:
    raw = bits.to_bytes((bits.bit_length() + 7) // 8, "little")
    session[key] = base64.urlsafe_b64encode(raw).decode().rstrip("=")


def solved_indices(game: GameSite | None = None) -> set[int]:
    bits = _bits(_key("pz", game))
    return {i for i in range(len(library(game).puzzles)) if bits >> i & 1}


def _mark_solved(index: int) -> None:
    _set_bits(_key("pz"), _bits(_key("pz")) | (1 << index))


def failed_indices(game: GameSite | None = None) -> set[int]:
    """Puzzles missed at least once (a wrong answer or a hint): not counted as solved, unless
    answered right when they came back (:mod:`.spaced`)."""
    bits = _bits(_key("pf", game))
    return {i for i in range(len(library(game).puzzles)) if bits >> i & 1}


def _mark_failed(index: int) -> None:
    _set_bits(_key("pf"), _bits(_key("pf")) | (1 << index))


def puzzle_rating(p: dict) -> Rating:
    """The puzzle's rating from every reader's results (website.features.puzzles.ratings)."""
    return puzzle_ratings.rating(p)


# A new reader is taken for a beginner: rated where the first level's puzzles start, and with a
# deviation that lets the first answers move the rating without one miss undoing an hour's work
# (Glicko-2's own start, 1500 ± 350, cost a newcomer 180 to 335 points for a first miss).
NEW_READER = Rating(puzzle_ratings.LEVEL_RATINGS[1], 200.0)
MAX_STEP = 100  # no single answer moves a reader's rating by more than this
RATING_WINDOW = "30 day"  # a client address rates a puzzle once in this time


def reader_rating() -> Rating:
    """The reader's Glicko-2 rating, kept in the session (:data:`NEW_READER` at first)."""
    raw = session.get(_key("pg"))
    try:
        r = Rating(*(float(x) for x in raw))
    except (TypeError, ValueError):
        return NEW_READER
    return r if 0 < r.rating < 4000 and 0 < r.rd <= 350 and 0 < r.vol < 1 else NEW_READER


def _rate(p: dict, solved: bool) -> dict:
    """One puzzle is one rating period: the first answer to it counts, won or lost, for the
    reader and for the puzzle. The reader's step is capped at :data:`MAX_STEP`; the puzzle's
    rating is moved by the reader's rating before it, as Glicko-2 has it, and by one first
    answer per client address in :data:`RATING_WINDOW` (a fresh session is a new reader, so
    without it one person could push any puzzle's level up or down)."""
    before = reader_rating()
    after = update(before, [(puzzle_rating(p), 1.0 if solved else 0.0)])
    step = max(-MAX_STEP, min(MAX_STEP, after.rating - before.rating))
    after = after._replace(rating=before.rating + step)
    session[_key("pg")] = [round(after.rating, 1), round(after.rd, 1), round(after.vol, 5)]
    if first_from_client("puzzle-rating", p["id"], RATING_WINDOW):
        puzzle_ratings.record(p, before, solved)
    return {"rating": round(after.rating), "change": round(after.rating) - round(before.rating)}


def _count(key: str) -> int:
    """A count kept in the session: 0 for anything but a whole number in range (a cookie
    signed by an older version, or by a key shared with another stage, may hold anything)."""
    value = session.get(key)
    return value if type(value) is int and 0 <= value <= MAX_COUNT else 0


MAX_COUNT = 10**6


def streak() -> tuple[int, int]:
    return _count(_key("ps")), _count(_key("pb"))


def _set_streak(n: int) -> None:
    best = max(n, streak()[1])
    session[_key("ps")] = n
    session[_key("pb")] = best
    if n == 0:
        session.pop(_key("pr"), None)  # a new run: every puzzle may count again


def _end_run() -> dict:
    """A miss ends a streak run: what the end screen shows (this run, the best run)."""
    run, best = streak()
    _set_streak(0)
    return {"run": run, "best": best, "record": run > 0 and run == best}


def _count_in_streak(index: int) -> None:
    """A right first try adds one to the streak, once per puzzle in a run (posting the same
    answer again does not)."""
    run = _bits(_key("pr"))
    if not run >> index & 1:
        _set_bits(_key("pr"), run | (1 << index))
        _set_streak(streak()[0] + 1)


# -- mistakes that come back ---------------------------------------------------------------


def _review_refs(game: GameSite | None = None) -> range:
    """What a game's schedule may name: its lessons (−n) and its puzzles (their index)."""
    game = game or current_game()
    return range(-len(lesson_path.PATHS[game.id]), len(library(game).puzzles))


def _review_key(game: GameSite | None = None) -> str:
    return _key("rv", game)


def due_mistakes(game: GameSite | None = None) -> list[int]:
    """The puzzles (their index) and lesson questions (−n) due again, the longest waiting
    first."""
    return spaced.due(_review_key(game), _review_refs(game))


def _missed(index: int) -> None:
    spaced.missed(_review_key(), _review_refs(), index)


def lesson_answered(game: GameSite, n: int, right: bool) -> str | None:
    """A lesson's question answered: a wrong answer brings it back after a day; a right one
    to a question due climbs its ladder (see :func:`.spaced.answered_right`)."""
    if right:
        return spaced.answered_right(_review_key(game), _review_refs(game), -n)
    spaced.missed(_review_key(game), _review_refs(game), -n)
    return None


def review_summary(game: GameSite | None = None) -> dict:
    """What the puzzle page's "Review my mistakes" says: how many are due, the lesson
    questions among them, and when the next one not yet due is."""
    game = game or current_game()
    due = due_mistakes(game)
    path = lesson_path.PATHS[game.id]
    refs, key = _review_refs(game), _review_key(game)
    return {"due": len(due), "puzzles": [r for r in due if r >= 0],
            "lessons": [(-r, path[-r - 1]) for r in due if r < 0],
            "waiting": len(spaced.entries(key, refs)) - len(due),
            "next": spaced.next_day(key, refs)}


# -- the rules a learner sees ----------------------------------------------------------------

OTHER_RULES_AFTER = 20  # puzzles of the taught rules solved before training mixes in the others


def taught_rules(game: GameSite | None = None) -> str:
    return (game or current_game()).puzzles.TAUGHT_RULES


def learner_rules() -> set[str]:
    """The rule sets of a learner's puzzles: the taught one, and every other once the reader
    has solved :data:`OTHER_RULES_AFTER` of its puzzles."""
    lib, taught = library(), taught_rules()
    solved = sum(1 for i in solved_indices() if lib.puzzles[i]["rules"] == taught
                 and lib.puzzles[i]["kind"] != "recognition")
    if solved < OTHER_RULES_AFTER:
        return {taught}
    return {p["rules"] for p in lib.puzzles}


def _learners(candidates: list[int]) -> list[int]:
    """Those of ``candidates`` a learner is served now (taught rules first, see above)."""
    rules = learner_rules()
    lib = library()
    return [i for i in candidates if lib.puzzles[i]["rules"] in rules] or candidates


# -- pages ---------------------------------------------------------------------------------


def _progress() -> dict:
    solved = solved_indices()
    lib = library()
    by_kind = {}
    for k in current_kit().KINDS:
        idx = [i for i, p in enumerate(lib.puzzles) if p["kind"] == k]
        by_kind[k] = (sum(1 for i in idx if i in solved), len(idx))
    return {"solved": len(solved), "total": len(lib.puzzles), "by_kind": by_kind,
            "streak": streak(), "rating": round(reader_rating().rating)}


def theme_stats() -> list[dict]:
    """Per browsing theme: puzzles solved, missed (failed and not solved since) and in all;
    ``weak`` marks a theme missed more often than solved, the reader's weak spot."""
    lib = library()
    solved, missed = solved_indices(), failed_indices() - solved_indices()
    rows: dict[str, dict] = {}
    for i, p in enumerate(lib.puzzles):
        row = rows.setdefault(current_kit().browse_theme(p["theme"]), {"solved": 0, "missed": 0, "total": 0})
        row["total"] += 1
        row["solved"] += i in solved
        row["missed"] += i in missed
    return [{"theme": t, **r, "weak": r["missed"] > r["solved"]} for t, r in rows.items()]


@game_route(bp, "/puzzles", methods=["GET"])
def index(lang: str, game: GameSite):
    """Browse by kind, theme and level (a GET form), 40 to a page, solved ones ticked."""
    k = game.puzzles
    browse_theme = k.browse_theme
    kind = request.args.get("kind") if request.args.get("kind") in k.KINDS else ""
    themes = tuple(dict.fromkeys(browse_theme(t) for kd in ((kind,) if kind else k.KINDS)
                                 for t in k.THEMES[kd]))
    theme = request.args.get("theme") if request.args.get("theme") in themes else ""
    level = whole_number(request.args.get("level"), 1, 3) or 0
    lib = library()
    solved = solved_indices()
    rows = [(i, p) for i, p in enumerate(lib.puzzles)
            if (not kind or p["kind"] == kind) and (not theme or browse_theme(p["theme"]) == theme)
            and (not level or p["level"] == level)]
    pages = max(1, -(-len(rows) // PER_PAGE))
    page = min(whole_number(request.args.get("page"), lo=1) or 1, pages)
    shown = rows[(page - 1) * PER_PAGE:page * PER_PAGE]
    filters = {k: v for k, v in (("kind", kind), ("theme", theme), ("level", level)) if v}
    return render_template("features/puzzles/puzzles.html", rows=shown, solved=solved,
                           missed=failed_indices() - solved, kind=kind, theme=theme,
                           level=level, themes=themes, page=page, pages=pages, count=len(rows),
                           filters=filters, progress=_progress(), text=k, kit=k,
                           board=game.board, game=game, kinds=k.KINDS, thumbnails=k.thumbnails,
                           stats=theme_stats(), mistakes=review_summary())


def daily_puzzle(day: datetime.date) -> dict:
    """The puzzle of the day: the same for everyone on that (UTC) date, under the rules the
    game's lessons teach."""
    lib = library()
    taught = [i for i in lib.games if lib.puzzles[i]["rules"] == taught_rules()] or lib.games
    h = int(hashlib.sha256(day.isoformat().encode()).hexdigest(), 16)
    return lib.puzzles[taught[h % len(taught)]]


@game_route(bp, "/puzzles/daily", methods=["GET"])
def daily(lang: str, game: GameSite):
    p = daily_puzzle(spaced.now().date())
    return _render(p, "daily")


@game_route(bp, "/puzzles/streak", methods=["GET"])
def streak_mode(lang: str, game: GameSite):
    """A puzzle at random near the reader's rating, a little below it at first and harder as
    the streak grows; puzzles not yet seen first."""
    target = reader_rating().rating + STREAK_STEP * (streak()[0] - 2)
    p = library().puzzles[random.choice(near(_learners(library().games), target, STREAK_CHOICE))]
    return _render(p, "streak")


# -- the training run ------------------------------------------------------------------------

RUN = 2  # the training run never serves a kind or a theme more than this many times in a row
TRAIN_CHOICE = 3  # within the theme drawn, one of this many puzzles nearest the reader's rating


def _recent() -> list[int]:
    """The puzzles the training run served last (at most :data:`RUN`), checked."""
    kept = session.get(_key("tr"))
    n = len(library().puzzles)
    if not isinstance(kept, list):
        return []
    return [i for i in kept[-RUN:] if type(i) is int and 0 <= i < n]


def theme_weights() -> dict[str, float]:
    """How often the training run draws each browsing theme: a theme missed more than solved
    (the reader's weak spot, :func:`theme_stats`) up to four times as often as an untried one,
    one solved again and again half as often."""
    return {r["theme"]: min(4.0, max(0.5, (1 + r["missed"]) / (1 + r["solved"])))
            for r in theme_stats()}


def training_pick() -> tuple[int, bool]:
    """The next puzzle of the training run, and whether it is a mistake come back. A mistake
    due comes first; else a theme drawn by :func:`theme_weights`, and in it a puzzle near the
    reader's rating, untried ones first. Never a third puzzle in a row of one kind or one
    theme, and only the rules :func:`learner_rules` allows."""
    lib, kit = library(), current_kit()
    recent = _recent()
    last = [lib.puzzles[i] for i in recent]
    same_kind = {last[0]["kind"]} if len(last) == RUN and len({p["kind"] for p in last}) == 1 \
        else set()
    themes = {kit.browse_theme(p["theme"]) for p in last}
    same_theme = themes if len(last) == RUN and len(themes) == 1 else set()
    rules = learner_rules()

    def allowed(i: int) -> bool:
        p = lib.puzzles[i]
        return (p["kind"] != "recognition" and p["rules"] in rules and i not in recent
                and p["kind"] not in same_kind and kit.browse_theme(p["theme"]) not in same_theme)

    for ref in due_mistakes():
        if ref >= 0 and allowed(ref):
            return ref, True
    candidates = [i for i in lib.games if allowed(i)] or [i for i in lib.games if i not in recent]
    solved, seen = solved_indices(), solved_indices() | failed_indices()
    fresh = ([i for i in candidates if i not in seen] or [i for i in candidates if i not in solved]
             or candidates)
    by_theme: dict[str, list[int]] = {}
    for i in fresh:
        by_theme.setdefault(kit.browse_theme(lib.puzzles[i]["theme"]), []).append(i)
    weights = theme_weights()
    names = list(by_theme)
    theme = random.choices(names, weights=[weights.get(t, 1.0) for t in names])[0]
    return random.choice(near(by_theme[theme], reader_rating().rating, TRAIN_CHOICE)), False


@game_route(bp, "/puzzles/train", methods=["GET"])
def train(lang: str, game: GameSite):
    """Train at my level: a run that stays in training, mixing themes, more of those the
    reader misses, near their rating, with their mistakes coming back when due."""
    pick, returned = training_pick()
    session[_key("tr")] = [*_recent(), pick][-RUN:]
    return _render(library().puzzles[pick], "train", returned=returned)


@game_route(bp, "/puzzles/review", methods=["GET"])
def review(lang: str, game: GameSite):
    """Review my mistakes: the puzzles due again, one after another, the longest waiting first;
    then what is left: the lesson questions due, and when the next mistake comes back."""
    due = [r for r in due_mistakes() if r >= 0]
    if due:
        return _render(library().puzzles[due[0]], "review", returned=True)
    return _page("features/puzzles/review.html", summary=review_summary(), kit=current_kit(),
                 text=current_kit())


# -- a lesson's practice set -----------------------------------------------------------------


def practice_status(game: GameSite, pset) -> dict:
    """How far the reader is with a lesson's set: its puzzles solved, missed (and when each
    comes back); mastered when every one is solved (a card lesson: when
    :data:`.practice.TRAINER_MASTERY` cards of its trainer were answered right at once)."""
    if not pset.ids:
        t = pset.trainer
        owner = next((g for g in lesson_path.GAMES if g.slug == t.slug), game) if t else game
        lib = library(owner)
        right = sum(1 for i in solved_indices(owner) if lib.puzzles[i]["kind"] == "recognition")
        goal = practice_sets.TRAINER_MASTERY
        return {"solved": min(right, goal), "total": goal, "mastered": right >= goal,
                "rows": [], "trainer": t}
    lib = library(game)
    solved, failed = solved_indices(game), failed_indices(game)
    key, refs = _review_key(game), _review_refs(game)
    rows = []
    for pid in pset.ids:
        i = lib.index[pid]
        state = "solved" if i in solved else "missed" if i in failed else "new"
        rows.append({"puzzle": lib.puzzles[i], "state": state,
                     "back": spaced.when(key, refs, i) if state == "missed" else None})
    done = sum(r["state"] == "solved" for r in rows)
    return {"solved": done, "total": len(rows), "mastered": done == len(rows), "rows": rows,
            "trainer": None}


def _practice_set(n: int):
    path = lesson_path.PATHS[current_game().id]
    if not 1 <= n <= len(path):
        abort(404, description=_("There is no such lesson."))
    return practice_sets.practice_set(current_game(), n)


@game_route(bp, "/puzzles/practice/<int:n>", methods=["GET"])
def practice(lang: str, game: GameSite, n: int):
    """Lesson ``n``'s practice set: its first puzzle not yet tried, then the next; when each
    has been tried, the set's card (solved, missed and when it comes back, mastered)."""
    pset = _practice_set(n)
    if not pset.ids:
        return redirect(url_for("puzzles.learn", lang=lang, game=pset.trainer.slug))
    lib = library()
    tried = solved_indices() | failed_indices()
    todo = [pid for pid in pset.ids if lib.index[pid] not in tried]
    if todo:
        return _render(lib.get(todo[0]), "practice", lesson=n)
    return _page("features/puzzles/practice.html", pset=pset, pstate=practice_status(game, pset),
                 pkit=current_kit(), n=n)


def _page(template: str, **ctx):
    response = make_response(render_template(template, game=current_game(),
                                             board=current_game().board, **ctx))
    response.vary.add("HX-Request")
    return response


STREAK_STEP = 100  # rating points a streak's target climbs per puzzle solved
STREAK_CHOICE = 12  # the streak picks at random among this many puzzles nearest its target


def near(candidates: list[int], target: float, count: int) -> list[int]:
    """The ``count`` puzzles nearest ``target`` in rating, unseen ones (neither solved nor
    missed) before seen ones; stable in library order between equals."""
    lib = library()
    seen = solved_indices() | failed_indices()
    return sorted(candidates, key=lambda i: (
        i in seen, abs(puzzle_rating(lib.puzzles[i]).rating - target)))[:count]


RETURNS = (4, 9)  # a missed card is asked again as the 4th and the 9th card after it:
# after 3 others, then after 8 others (spaced, never alternating with the card before)


def trainer():
    """The current game's card trainer (:class:`website.games.kit.trainer.Trainer`), or None."""
    return getattr(current_kit(), "TRAINER", None)


def _returns() -> list[list[int]]:
    """The trainer's missed cards waiting to come back, ``[card index, due answer count]``;
    anything else in the session is dropped."""
    queue = session.get(_key("lq"))
    if not isinstance(queue, list):
        return []
    return [e for e in queue[:12] if isinstance(e, list) and len(e) == 2
            and all(type(x) is int and 0 <= x <= MAX_COUNT for x in e)]


def _learn_answered(card_index: int, right: bool) -> None:
    """Count an answered card; a miss schedules its returns (kept in the session, small)."""
    n = min(_count(_key("ln")) + 1, MAX_COUNT)
    queue = [e for e in _returns() if not (e[0] == card_index and e[1] <= n)]
    if not right:
        queue = [e for e in queue if e[0] != card_index] + [[card_index, n + k] for k in RETURNS]
    session[_key("ln")], session[_key("lq")] = n, sorted(queue, key=lambda e: e[1])[:12]
    session[_key("ll")] = card_index


def _fresh_card() -> str:
    """A card at random, neither the one just answered nor one waiting to come back."""
    deck = trainer().deck
    last = session.get(_key("ll"))
    waiting = {e[0] for e in _returns()} | ({last} if type(last) is int else set())
    return random.choice([c for i, c in enumerate(deck) if i not in waiting] or deck)


def due_card() -> str | None:
    """The missed card due as the next one, if any."""
    deck = trainer().deck
    n = _count(_key("ln"))
    due = [e for e in _returns() if e[1] <= n + 1 and e[0] < len(deck)]
    return deck[due[0][0]] if due else None


@game_route(bp, "/puzzles/learn", methods=["GET"])
def learn(lang: str, game: GameSite):
    """Card recognition: ``?card=`` one card; without it, a card at random (learn.js picks
    the card due in the reader's Leitner boxes instead). A game whose deck another game's
    trainer drills (Hachi-Hachi: Koi-Koi's 48 cards) sends the reader there."""
    lib = library()
    if trainer() is None:
        abort(404)
    if trainer().slug != game.slug:
        card = request.args.get("card", "")[:40]
        return redirect(url_for("puzzles.learn", lang=lang, game=trainer().slug,
                                **({"card": card} if card else {})))
    card_id = request.args.get("card", "")
    if card_id not in lib.by_card:
        if card_id:
            abort(404, description=_("There is no card called “%(name)s”.", name=card_id[:40]))
        card_id = due_card() or _fresh_card()
    return _render(lib.by_card[card_id], "learn")


@game_route(bp, "/puzzles/<pid>", methods=["GET"])
def puzzle(lang: str, game: GameSite, pid: str):
    return _render(_lookup(pid), "list")


@game_route(bp, "/puzzles/<pid>", methods=["POST"])
@answers
def answer(lang: str, game: GameSite, pid: str):
    p = _lookup(pid)
    form = request.form
    mode = form.get("mode", "list")
    try:
        if form.get("puzzle") != pid:
            raise BadAnswer(_("This answer belongs to another puzzle. Reload the page and try "
                              "again."))
        if mode not in MODES:
            raise BadAnswer(_("This answer could not be read."))
        tries = whole_number(form.get("tries", "0"), 0, 99)
        if tries is None:
            raise BadAnswer(_("This answer could not be read."))
        hint_step = whole_number(form.get("hints", "0"), 0, current_kit().HINT_STEPS)
        if hint_step is None:
            raise BadAnswer(_("This answer could not be read."))
        lesson = whole_number(form.get("lesson", "0"), 0, len(lesson_path.PATHS[current_game().id]))
        if lesson is None or (mode == "practice") != bool(lesson):
            raise BadAnswer(_("This answer could not be read."))
        index = library().index[pid]
        first_answer = tries == 0
        came_back = p["kind"] != "recognition" and spaced.is_due(_review_key(), _review_refs(),
                                                                   index)
        rated = p["kind"] != "recognition" and index not in solved_indices() | failed_indices()
        action = form.get("action", "answer")
        last_step = len(trainer().steps) - 1 if trainer() else 0
        learn_step = whole_number(form.get("step", "0"), 0, last_step)
        if learn_step is None:
            raise BadAnswer(_("This answer could not be read."))
        if action == "next" and p["kind"] == "recognition" and trainer():  # a trainer's screens
            if learn_step == last_step:
                raise BadAnswer(_("This answer could not be read."))
            current_kit().learn_check(p, form, learn_step)
            return _render(p, mode, form=form, learn_step=learn_step + 1)
        if action == "hint" and mode != "streak":
            hint_step = min(hint_step + 1, current_kit().HINT_STEPS)
            _mark_failed(index)
            feedback = {"status": "hint"}
        elif action == "solution":
            feedback = {"status": "solution"}
            _mark_failed(index)
            if mode == "streak":
                feedback["run_over"] = _end_run()
        elif action == "answer":
            feedback = current_kit().grade(p, form, lang)
            # the card trainer asks a missed card again on purpose: its re-asks count
            clean = tries == 0 and (p["kind"] == "recognition" or index not in failed_indices())
            if feedback["status"] == "right" and clean:
                _mark_solved(index)
                if mode == "streak":
                    _count_in_streak(index)
            elif feedback["status"] == "right" and came_back and not tries and not hint_step:
                # a mistake come back, answered right at once: it counts now, and climbs
                feedback["came_back"] = spaced.answered_right(_review_key(), _review_refs(), index)
                _mark_solved(index)
                feedback["message"] = _("Right! It counts as solved now: you knew it when it "
                                        "came back.")
            elif feedback["status"] == "right":
                feedback["message"] = (
                    _("Right, but it does not count as solved: it was not your first answer.")
                    if tries else
                    _("Right, but it does not count as solved: you asked for a hint first.")
                    if hint_step else
                    _("Right, but it does not count as solved: you missed it before."))
                feedback["counted"] = False
            elif feedback["status"] == "wrong":
                tries += 1
                _mark_failed(index)
                if mode == "streak":
                    feedback["run_over"] = _end_run()
                chosen = current_kit().chosen_answer(p, form)
                if chosen is not None:
                    feedback["chosen_text"] = current_kit().answer_text(p, chosen, lang)
        else:
            raise BadAnswer(_("This answer could not be read."))
    except BadAnswer as e:
        return _bad_request(p, e.message, mode if mode in MODES else "list")
    if p["kind"] != "recognition" and (action in ("hint", "solution")
                                       or feedback["status"] == "wrong"):
        _missed(index)  # back after a day; a miss on a return starts the ladder again
    if rated and feedback["status"] != "illegal":  # a hint or the solution counts as a miss
        feedback["rated"] = _rate(p, feedback["status"] == "right"
                                  and feedback.get("counted", True))
    if mode == "learn" and p["kind"] == "recognition" and first_answer and (
            action == "solution" or feedback["status"] in ("right", "wrong")):
        _learn_answered(trainer().deck.index(p["position"]["card"]), feedback["status"] == "right")
    if hint_step:
        feedback["hints"] = current_kit().hints(p, hint_step, lang)
    return _render(p, mode, feedback=feedback, tries=tries, form=form, hint_step=hint_step,
                   learn_step=learn_step if feedback["status"] == "hint" else 0, lesson=lesson,
                   returned=came_back)


def _bad_request(p: dict, message: str, mode: str):
    partial = request.htmx.partial
    html = render_template("features/puzzles/_error_block.html" if partial else "features/puzzles/error.html",
                           message=message, puzzle=p, mode=mode, board=current_game().board,
                           game=current_game(), kit=current_kit())
    response = make_response(html, 400)
    response.vary.add("HX-Request")
    return response


def _render(p: dict, mode: str, feedback: dict | None = None, tries: int = 0, form=None,
            hint_step: int = 0, learn_step: int = 0, lesson: int = 0, returned: bool = False):
    lang = request.view_args["lang"]
    k = current_kit()
    game = current_game()
    if feedback and feedback.get("run_over"):
        feedback["done"] = True
    shown = feedback and (feedback["status"] in ("right", "solution") or feedback.get("done"))
    if shown:
        feedback["explanation"] = k.explanation(p, lang)
        feedback["answers"] = [k.answer_text(p, a, lang) for a in p["answers"]]
    pset = _practice_set(lesson) if mode == "practice" else None
    view = k.view(p, lang)
    view.setdefault("solution_cards", set())
    if shown and hasattr(k, "solution_cards"):
        view["solution_cards"] = k.solution_cards(p)
    chosen = k.chosen(form)
    if feedback and feedback["status"] in ("right", "solution") and not view.get("own_buttons"):
        chosen = k.chosen(k.answer_fields(p))  # the board shows the solution
    ctx = {"puzzle": p, "view": view, "mode": mode, "feedback": feedback, "tries": tries,
           "chosen": chosen, "hint_step": hint_step, "learn_step": learn_step,
           "trainer": trainer(),
           "puzzle_rating": round(puzzle_rating(p).rating),
           "counts": p["kind"] != "recognition"
           and library().index[p["id"]] not in solved_indices() | failed_indices(),
           "puzzle_results": puzzle_ratings.results(p) if feedback else 0,
           "hint_steps": k.HINT_STEPS, "next_url": next_url(p, mode, lang, lesson), "text": k, "kit": k,
           "board": current_game().board, "game": current_game(),
           "progress": _progress(), "index": library().index[p["id"]] + 1,
           "total": len(library().puzzles), "lesson": lesson, "returned": returned,
           "practice": pset and {"set": pset, "at": pset.ids.index(p["id"]) + 1
                                 if p["id"] in pset.ids else 0,
                                 "status": practice_status(game, pset)},
           "other_rules": p["kind"] != "recognition" and p["rules"] != taught_rules(),
           "review": review_summary() if mode in ("train", "review") else None}
    partial = request.htmx.partial
    html = render_template("features/puzzles/_block.html" if partial else "features/puzzles/one.html", **ctx)
    response = make_response(html)
    response.vary.add("HX-Request")
    return response


def next_url(p: dict, mode: str, lang: str, lesson: int = 0) -> str:
    game = current_game()
    if mode == "streak":
        return url_for("puzzles.streak_mode", lang=lang, game=game)
    if mode == "learn":
        due = due_card()
        return url_for("puzzles.learn", lang=lang, game=game, **({"card": due} if due else {}))
    if mode == "daily":
        return url_for("puzzles.streak_mode", lang=lang, game=game)
    if mode in ("train", "review"):
        return url_for("puzzles.train" if mode == "train" else "puzzles.review", lang=lang,
                       game=game)
    if mode == "practice":
        return url_for("puzzles.practice", lang=lang, game=game, n=lesson)
    lib = library()
    i = lib.index[p["id"]]
    n = len(lib.puzzles)
    same = [j % n for j in range(i + 1, i + n) if lib.puzzles[j % n]["kind"] == p["kind"]]
    j = near(same, reader_rating().rating, 1)[0] if same else (i + 1) % n
    return url_for("puzzles.puzzle", lang=lang, game=game, pid=lib.puzzles[j]["id"])
