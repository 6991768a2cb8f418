"""A deal (or a match) of any game against the computer.

The game is an :class:`engine.table.Table` (the reader's seat and one to three computers'),
its game named by the URL; what differs per game is its board (:mod:`website.games`). The table
deals, moves the computer, scores and writes the record; this view only reads the request,
calls the table and renders. The table lives in the :mod:`website.core.store` as its JSON (the
deals and the actions, never sent to the browser); every page renders only
``state.observation(human)``. Each action form carries the
game's version: a stale, forged or replayed request is refused and leaves the game unchanged
(404 unknown game, 409 stale version, 400 malformed or illegal action).

With htmx the forms swap the ``#play`` region; without JavaScript they are plain form posts
answered by a redirect to the game's page.
"""

from __future__ import annotations

import contextlib
import random
import secrets

from flask import Blueprint, redirect, render_template, request, url_for
from flask_babel import gettext as _
from website.core import words as commentary
from website.core.forms import whole_number
from website.core.htmx import make_response
from website.core.i18n import current_language
from website.core.limits import creates
from website.core.store import StaleVersion, StoreFull, get_store
from website.features.play import verdicts as judged
from website.features.play.chart import chart
from website.features.viewer.views import (
    json_download,
    render_viewer,
    replay_record,
    seen_by,
    step_after,
    step_urls,
)
from website.games import DEFAULT, game_of, game_route
from website.games.base import GameSite
from website.games.kit import sitout
from website.games.kit.moves import amount, estimate, judge

from engine.errors import EngineError, IllegalActionError, RecordError
from engine.table import HUMAN as PERSON
from engine.table import Table
from engine.views import view_record

bp = Blueprint("play", __name__)

HUMAN = 0  # the reader's seat; the computers take the others


class PlayError(Exception):
    def __init__(self, status: int, message: str):
        super().__init__(message)
        self.status = status
        self.message = message


# -- the stored game: a table (engine.table), saved as its JSON ------------------------------

bp.app_template_global("amount")(amount)


bp.app_template_global("estimate")(estimate)  # a move's estimate, with its unit when given


def _rng() -> random.Random:
    return random.Random(secrets.randbits(64))


def _load(game_id: str, game: GameSite | None = None) -> tuple[int, Table]:
    """The stored game ``game_id`` (if it is a game of ``game``, when given)."""
    found = get_store().get(game_id, "game") if len(game_id) < 64 else None
    table = None
    if found is not None:
        with contextlib.suppress(RecordError):  # a game stored by an earlier version of the site
            table = Table.from_json(found[1], trusted=True)  # the site wrote it
    if table is None or game is not None and game != game_of(table.game.name):
        raise PlayError(404, _("There is no game with this address. Games are kept for a day "
                               "after their last move."))
    return found[0], table


def _check_version(raw: str | None, version: int) -> None:
    named = whole_number(raw)
    if named is None:
        raise PlayError(400, _("This request does not say which position it was made in."))
    if named != version:
        raise PlayError(409, _("This move was made in an earlier position of the game (another "
                               "tab, or the back button?). The game is unchanged."))


# -- rendering --------------------------------------------------------------------------------

def _seats(table: Table) -> commentary.Seats:
    return commentary.Seats(you=HUMAN, count=len(table.seats))


def _view(game_id: str, version: int, table: Table, hint: dict | None = None) -> dict:
    game = game_of(table.game.name)
    b = game.board
    seats = _seats(table)
    obs = table.state.observation(HUMAN)
    score = table.score
    view = b.play_view(table, HUMAN, seats)
    return {
        **view,
        "id": game_id, "version": version, "board": b, "game": game,
        "seats": view.get("board_seats", seats), "table_seats": seats,
        "levels": [table.seats[p] for p in range(len(table.seats)) if p != HUMAN],
        "my_turn": table.waiting_for == HUMAN, "over": obs.result is not None,
        "hand_no": len(table.hands), "rounds": table.rounds, "score": score,
        "score_line": commentary.score_line(score), "standing": _standing(score, seats),
        "match_over": table.match_over, "rules": table.rules, "hint": hint,
    }


def _standing(score: list[int], seats: commentary.Seats) -> str:
    """Who won the match, from the reader's side."""
    best = max(score)
    leaders = [p for p, points in enumerate(score) if points == best]
    if leaders == [HUMAN]:
        return _("You win the game!")
    if len(leaders) == 1:
        if seats.count == 2:
            return _("The computer wins the game.")
        return _("%(who)s wins the game.", who=seats.name(leaders[0]))
    if HUMAN in leaders:
        return _("The game is a draw.") if seats.count == 2 else _("You share first place.")
    return _("You did not win this game.")


def _respond(view: dict, status: int = 200):
    partial = request.htmx.partial
    html = render_template("features/play/_game.html" if partial else "features/play/game.html", g=view,
                           board=view["board"], game=view["game"])
    response = make_response(html, status)
    response.vary.add("HX-Request")
    response.headers["Cache-Control"] = "no-store"
    return response


def _error(exc: PlayError, game: GameSite, game_id: str | None = None):
    partial = request.htmx.partial
    html = render_template("features/play/_error.html" if partial else "features/play/error.html",
                           message=exc.message, status=exc.status, game_id=game_id, game=game)
    response = make_response(html, exc.status)
    response.vary.add("HX-Request")
    response.headers["Cache-Control"] = "no-store"
    return response


# -- routes -----------------------------------------------------------------------------------

def _form_page(game: GameSite, error: str | None = None) -> str:
    """The new-game form, with the reason when a post was refused."""
    b = game.board
    return render_template("features/play/new.html", board=b, game=game, rulesets=list(b.GAME.rulesets),
                           levels=b.LEVELS, lengths=b.LENGTHS, seat_counts=b.SEAT_COUNTS,
                           error=error)


@game_route(bp, "/play", methods=["GET"])
def new(lang: str, game: GameSite):
    return _form_page(game)


@game_route(bp, "/play", methods=["POST"])
@creates
def create(lang: str, game: GameSite):
    b = game.board
    rules = request.form.get("rules", b.GAME.default_rules)
    level = request.form.get("level", b.DEFAULT_LEVEL)
    length = whole_number(request.form.get("rounds", "1"))
    count = whole_number(request.form.get("seats", str(getattr(b, "DEFAULT_SEATS",
                                                                 b.SEAT_COUNTS[0]))))
    if (rules not in b.GAME.rulesets or level not in b.LEVELS or length not in b.LENGTHS
            or count not in b.SEAT_COUNTS):
        return _form_page(game, _("Choose a rule set, an opponent and a length from the lists.")), 400
    seats = [level] * count
    seats[HUMAN] = PERSON
    table = Table(b.GAME, rules, seats, length)
    rng = _rng()
    table.deal(rng)
    table.advance(rng)
    _judge_ended(table)  # a deal may end before the reader's first move
    try:
        game_id = get_store().create("game", table.to_json(), finished=table.match_over)
    except StoreFull:
        return _form_page(game, _("Every table is taken: many games are being played right now. "
                               "Please try again in a few minutes.")), 503, {"Retry-After": "300"}
    return redirect(url_for("play.game", lang=lang, game=game, game_id=game_id), 303)


@game_route(bp, "/play/<game_id>", methods=["GET"])
def game(lang: str, game: GameSite, game_id: str):
    try:
        version, table = _load(game_id, game)
    except PlayError as e:
        return _error(e, game)
    return _respond(_view(game_id, version, table))


def _after_post(lang: str, game: GameSite, game_id: str, version: int, table: Table):
    if request.htmx:
        return _respond(_view(game_id, version, table))
    return redirect(url_for("play.game", lang=lang, game=game, game_id=game_id), 303)


def _load_current(game_id: str, game: GameSite, raw_version: str | None) -> tuple[int, Table]:
    """The stored game at the version the request names."""
    version, table = _load(game_id, game)
    _check_version(raw_version, version)
    return version, table


def _require_turn(table: Table) -> None:
    if table.waiting_for != HUMAN:
        raise PlayError(409, _("It is not your turn to move in this game."))


@game_route(bp, "/play/<game_id>", methods=["POST"])
def act(lang: str, game: GameSite, game_id: str):
    try:
        version, table = _load_current(game_id, game, request.form.get("v"))
        _require_turn(table)
        try:
            action = sitout.read_action(request.form, game.board.read_action, table.state,
                                        HUMAN)
        except EngineError:
            raise PlayError(400, _("This move could not be read.")) from None
        try:
            table.act(HUMAN, action)
        except IllegalActionError:
            raise PlayError(400, _("This move is not allowed in this position.")) from None
        table.advance(_rng())
        version = _save(game_id, version, table)
    except PlayError as e:
        return _error(e, game, game_id)
    return _after_post(lang, game, game_id, version, table)


def _save(game_id: str, version: int, table: Table) -> int:
    """Store the game if nobody moved since ``version``; the new version. A finished game
    may make room for new ones when the store is full. A deal that has just ended is judged
    first, its verdicts stored with it (:func:`_judge_ended`)."""
    _judge_ended(table)
    try:
        return get_store().update(game_id, "game", version, table.to_json(),
                                  finished=table.match_over)
    except StaleVersion:
        raise PlayError(409, _("This move was made in an earlier position of the game "
                               "(another tab, or the back button?). The game is "
                               "unchanged.")) from None


def _judge_ended(table: Table) -> None:
    """The reader's moves in the deal that has just ended, judged once and kept with the table
    (the review then only reads them): up to a second of the request that ends a deal, most of
    it saved when the reader asked for hints in it (the judge keeps its rankings)."""
    if not table.hands or not table.state.is_over:
        return
    n = len(table.hands)
    table.verdicts += [None] * (n - len(table.verdicts))
    if table.verdicts[n - 1] is None:
        b = game_of(table.game.name).board
        states, actions = table.hands[-1]
        seat = HUMAN
        if sitout.is_table(states[0]):  # the play of the three: the reader's moves in it
            if (played := sitout.inner_deal(states, actions, HUMAN)) is None:
                return  # the reader sat this deal out: nothing to judge
            states, actions, seat = played
        table.verdicts[n - 1] = judged.to_json(judged.judge_deal(b, states, actions, seat),
                                               b.GAME.notation, seat)


@game_route(bp, "/play/<game_id>/next", methods=["POST"])
def next_hand(lang: str, game: GameSite, game_id: str):
    try:
        version, table = _load_current(game_id, game, request.form.get("v"))
        if not table.state.is_over or table.match_over:
            raise PlayError(409, _("There is no next hand to deal now."))
        rng = _rng()
        table.deal(rng)
        table.advance(rng)
        version = _save(game_id, version, table)
    except PlayError as e:
        return _error(e, game, game_id)
    return _after_post(lang, game, game_id, version, table)


@game_route(bp, "/play/<game_id>/hint", methods=["GET"])
def hint(lang: str, game: GameSite, game_id: str):
    """The judge's choice for the reader, and the engine's reasons for it: the same on every
    request for a position (the judge is seeded from the position and keeps its answers)."""
    try:
        version, table = _load_current(game_id, game, request.args.get("v"))
        _require_turn(table)
    except PlayError as e:
        return _error(e, game, game_id)
    obs, seats = table.state.observation(HUMAN), _seats(table)
    if sitout.is_table(table.state):
        if obs.inner is None:  # go in or stay out: the judge's word
            return _respond(_view(game_id, version, table, hint=sitout.word_hint(table.state, HUMAN)))
        obs, seats = obs.inner, sitout.play_seats(table.state, seats)
    return _respond(_view(game_id, version, table, hint=game.board.hint(obs, seats)))


def _finished(game_id: str, game: GameSite | None) -> tuple[int, Table]:
    version, table = _load(game_id, game)
    if not table.match_over:
        raise PlayError(409, _("The game is not over yet: its record opens when it ends."))
    return version, table


def _verdicts(game_id: str, version: int, table: Table, replayed) -> list[judged.Verdicts]:
    """Each deal's verdicts as stored when it ended; a deal without them (a game stored before
    they were kept) is judged now, as every deal was before, and the verdicts are stored so that
    no worker judges it again. At a table of more than three, the reader's moves in the play
    of the three (none when the reader sat the deal out)."""
    b = replayed.board
    notation = b.GAME.notation
    table.verdicts += [None] * (len(table.hands) - len(table.verdicts))
    out, judged_now = [], False
    for h, (states, actions) in enumerate(replayed.hands):
        part = sitout.judged_part(states, actions, HUMAN, _seats(table))
        if part is None:
            out.append(judged.NONE)
            continue
        v = judged.from_json(table.verdicts[h], part.states, part.actions, notation, part.seat)
        if v is None:  # shown as stored (its values rounded): the same page every time
            table.verdicts[h] = judged.to_json(
                judged.judge_deal(b, part.states, part.actions, part.seat), notation, part.seat)
            v = judged.from_json(table.verdicts[h], part.states, part.actions, notation,
                                 part.seat)
            assert v is not None, "the verdicts just judged read back"
            judged_now = True
        out.append(v)
    if judged_now:  # a finished game changes no more: only another review could be first
        with contextlib.suppress(StaleVersion, StoreFull):
            get_store().update(game_id, "game", version, table.to_json(), finished=True)
    return out


def analysis_of(replayed, reviews: list[judged.Verdicts], seats: commentary.Seats,
             seat: int = HUMAN) -> dict:
    """What the review is, and per deal the reader's accuracy and the moves the strong player
    judges worse, in words: from the verdicts stored when each deal ended (``reviews``, one per
    deal of ``replayed``), for the reader at ``seat`` (at a table of more than three, the
    reader's moves in the play of the three, its seats as the play has them)."""
    b = replayed.board
    parts = [sitout.judged_part(states, actions, seat, seats)
             for states, actions in replayed.hands]

    def unit(h: int, m) -> str:
        """What the judge's estimates of that move count (points, mon, or the −1 to +1 scale
        of a hand, which has no unit)."""
        part = parts[h]
        return judge(b.GAME.name).evaluator.unit(part.states[m.index].observation(part.seat))

    def at(h: int, m) -> int:
        return step_after(replayed, h, m.index + parts[h].offset)

    def flagged(h: int, m) -> dict:
        part = parts[h]
        return {"step": at(h, m), "verdict": m.verdict,
                "unit": unit(h, m),
                "played": b.move_text(m.played, part.seat, part.seats),
                "played_value": m.played_value,
                "best": b.choice_label(m.best, part.seat, part.seats), "best_value": m.best_value}

    marks = {}
    for h, v in enumerate(reviews):
        for m in v.review.flagged():
            part = parts[h]
            marks[at(h, m)] = _mark(b, part.states[m.index], m, part.seats, v.agrees[m.index],
                                    part.seat)
    for h, (states, actions) in enumerate(replayed.hands):  # the word before the play
        said = sitout.word_mark(states, actions, seat, b.GAME.review)
        if said is not None:
            marks[step_after(replayed, h, said[0])] = said[1]
    note = b.review_note(replayed.rules) + commentary.gap(current_language()) + _(
        "A move is marked only when the imagined deals tell it clearly from the best: the move "
        "the hint suggests, or one as good as it, is never marked.")
    return {"note": note, "marks": marks,
            "hands": [{"hand": h + 1, "accuracy": v.review.accuracy, "judged": len(v.review.moves),
                       "sat_out": parts[h] is None,
                       "flagged": [flagged(h, m) for m in v.review.flagged()],
                       "chart": chart([(at(h, m), m.played_value,
                                        m.best_value, m.verdict) for m in v.review.moves],
                                      [unit(h, m) for m in v.review.moves])}
                      for h, v in enumerate(reviews)]}


def _mark(b, before, m, seats: commentary.Seats, agrees: bool, seat: int = HUMAN) -> dict:
    """A flagged move at its step: the verdict, the better move as the move list draws one
    (its cards are the reader's own hand and the field, all seen at the table) and in words,
    and why it is better than the move played, in the game's terms (the board's ``compare``,
    from the reader's own observation; no judge is asked here). A board without one gives the
    hint's reason for the better move, when the hint would have suggested it (``agrees``)."""
    obs = before.observation(seat)
    compare = getattr(b, "compare", None)
    told = b.explain(obs, m.best, seats)
    why = compare(obs, m.best, m.played) if compare else told["reasons"][:1] if agrees else []
    text = b.choice_label(m.best, seat, seats)
    best = b.move_entry(before, m.best, seats)
    if not best["cards"] and told.get("cards"):
        best = {**best, "cards": told["cards"]}  # a lay the move list keeps face down: the
        # reader's own cards, which the hint names
    return {"verdict": m.verdict, "best": best, "text": text,
            "sentence": _("Clearly better here: %(move)s.", move=text) if m.verdict == "mistake"
            else _("Slightly better here: %(move)s.", move=text), "why": why}


@game_route(bp, "/play/<game_id>/review", methods=["GET"])
def review(lang: str, game: GameSite, game_id: str):
    try:
        version, table = _finished(game_id, game)
        replayed = seen_by(replay_record(table.record()), HUMAN)
    except PlayError as e:
        return _error(e, game, game_id)
    except RecordError:  # pragma: no cover - the engine wrote it
        return _error(PlayError(400, _("This move could not be read.")), game, game_id)
    return render_viewer(
        replayed, title=_("Your game against the computer"), summary=None, notes={},
        analysis=(analysis := analysis_of(
            replayed, _verdicts(game_id, version, table, replayed), _seats(table))),
        marks=analysis["marks"],
        step_url=step_urls("play.review", lang=lang, game=game, game_id=game_id),
        download_url=url_for("play.record_json", game_id=game_id),
        back_url=url_for("play.game", lang=lang, game=game, game_id=game_id),
        back_label=_("Back to the game"), seats=_seats(table))


@bp.get("/play/<game_id>/record.json")
def record_json(game_id: str):
    try:
        _version, table = _load(game_id)
    except PlayError as e:
        return _error(e, DEFAULT)  # no game here, so no game to go back to
    game = game_of(table.game.name)
    try:
        _version, table = _finished(game_id, game)
    except PlayError as e:
        return _error(e, game, game_id)  # "back to the game" at the game's own address
    # the reader's record, as they saw the table: no card the rules kept from them
    return json_download(view_record(table.record(), HUMAN),
                         f"{game.slug}-game.json")
