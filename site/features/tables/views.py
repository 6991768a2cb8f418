"""Play with friends: a table of people and computers, joined by an invitation link and kept
live by polling (htmx, every :data:`POLL_SECONDS`), each person in their own language and seeing
only what their seat sees.

Every request reads the table from the store and writes it back with a compare-and-swap, so
any app host can serve any request: two people acting at once, a double post or a stale page
get a clear message and the fresh table. A poll answers "nothing new" (204) from the entry's
version and time alone (:meth:`~website.core.store.GameStore.peek`), without reading the
table; it reads it only when the version moved, or when the person to move may have run out
of time, and then plays the stand-in for them (:meth:`.model.Friends.time_out`).
"""

from __future__ import annotations

import functools
import random
import secrets
import time

import segno
from flask import Blueprint, current_app, redirect, render_template, request, session, url_for
from flask_babel import gettext as _
from markupsafe import Markup
from website.core import words as commentary
from website.core.forms import whole_number
from website.core.htmx import make_response
from website.core.limits import creates
from website.core.store import StaleVersion, StoreFull, get_store
from website.features.play import verdicts as judged
from website.features.play.views import analysis_of
from website.features.viewer.views import (
    json_download,
    render_viewer,
    replay_record,
    seen_by,
    step_urls,
)
from website.games import game_of, game_route
from website.games.base import GameSite
from website.games.kit import sitout

from engine.errors import EngineError, IllegalActionError, RecordError
from engine.records import match_winner
from engine.views import view_record

from .model import MOVE_TIMES, Friends, Seat, TableError, clean_name

bp = Blueprint("tables", __name__)

KIND = "table"
POLL_SECONDS = 1  # how often a seat's page asks whether anything changed
SESSION_KEY = "tables"  # the session's {table id: seat token}
MOST_HELD = 8  # tables one browser holds a seat at (the oldest is forgotten first)
ID_LENGTH = 22  # a table's id as the store makes it (token_urlsafe(16))


class Refused(Exception):
    """A request the table refuses: its HTTP status and the message, in the reader's language."""

    def __init__(self, status: int, message: str):
        super().__init__(message)
        self.status, self.message = status, message


def move_times() -> tuple[int, ...]:
    """The times per move a host may choose: ``TABLE_MOVE_TIMES`` in the configuration (the
    browser tests add a short one), else none, 30 s and 2 min."""
    return tuple(current_app.config.get("TABLE_MOVE_TIMES", MOVE_TIMES))


def _rng() -> random.Random:
    return random.Random(secrets.randbits(64))


# -- the stored table -------------------------------------------------------------------------

def _gone() -> Refused:
    return Refused(404, _("There is no table at this address. A table is kept for a day after "
                          "its last move."))


def _load(tid: str, game: GameSite) -> tuple[int, Friends]:
    found = get_store().get(tid, KIND) if len(tid) == ID_LENGTH else None
    if found is None:
        raise _gone()
    try:
        friends = Friends.from_json(found[1])
    except RecordError:
        raise _gone() from None
    if game_of(friends.game) != game:
        raise _gone()
    return found[0], friends


def _save(tid: str, version: int, friends: Friends) -> int:
    """Store the table if nothing changed since ``version``. A deal that has just ended is
    judged for every person at it first, each review kept with the table."""
    _judge_ended(friends)
    over = friends.table is not None and friends.table.match_over
    try:
        return get_store().update(tid, KIND, version, friends.to_json(), finished=over)
    except StaleVersion:
        raise Refused(409, _("Someone moved at this table a moment before you (or this page "
                             "was out of date). Here is the table as it stands.")) from None


def _judge_ended(friends: Friends) -> None:
    table = friends.table
    if table is None or not table.hands or not table.state.is_over:
        return
    n = len(table.hands)
    board = game_of(friends.game).board
    states, actions = table.hands[-1]
    for seat, s in enumerate(friends.seats):
        if not s.person:
            continue
        kept = friends.reviews.setdefault(str(seat), [])
        kept += [None] * (n - len(kept))
        if kept[n - 1] is None:
            deal, mover = (states, actions), seat
            if sitout.is_table(states[0]):  # the play of the three: this person's moves in it
                if (played := sitout.inner_deal(states, actions, seat)) is None:
                    continue  # this person sat the deal out: nothing to judge
                deal, mover = played[:2], played[2]
            kept[n - 1] = judged.to_json(judged.judge_deal(board, *deal, mover),
                                         board.GAME.notation, mover)


# -- who is asking ----------------------------------------------------------------------------

def _held() -> dict:
    held = session.get(SESSION_KEY)
    if not isinstance(held, dict):
        return {}
    return {k: v for k, v in held.items() if isinstance(k, str) and isinstance(v, str)
            and len(k) == ID_LENGTH and len(v) < 64}


def _hold(tid: str, token: str) -> None:
    held = _held()
    held.pop(tid, None)
    held[tid] = token
    session[SESSION_KEY] = dict(list(held.items())[-MOST_HELD:])


def _my_seat(friends: Friends, tid: str) -> int | None:
    return friends.seat_of(_held().get(tid))


def _seated(tid: str, game: GameSite) -> tuple[int, Friends, int]:
    version, friends = _load(tid, game)
    seat = _my_seat(friends, tid)
    if seat is None:
        raise Refused(403, _("You have no seat at this table. Open the invitation link to take "
                             "a free seat, or your own seat link to come back to yours."))
    return version, friends, seat


def _check_version(raw: str | None, version: int) -> None:
    named = whole_number(raw)
    if named is None:
        raise Refused(400, _("This request does not say which position it was made in."))
    if named != version:
        raise Refused(409, _("Someone moved at this table a moment before you (or this page "
                             "was out of date). Here is the table as it stands."))


# -- pages ------------------------------------------------------------------------------------

def _refused(exc: Refused, game: GameSite, tid: str | None = None):
    partial = request.htmx.partial
    html = render_template("features/tables/_error.html" if partial
                           else "features/tables/error.html",
                           message=exc.message, status=exc.status, tid=tid, game=game)
    response = make_response(html, exc.status)
    response.vary.add("HX-Request")
    response.headers["Cache-Control"] = "no-store"
    return response


def _seats(friends: Friends, seat: int | None) -> commentary.Seats:
    return commentary.Seats(you=seat, count=len(friends.seats), names=friends.names)


def _since_my_move(table, seat: int, stood: set[int]) -> int:
    """Where what happened since the person at ``seat`` last moved begins, in the current
    deal's states (a move made for them is news: one the computer made, at a state of
    ``stood``, or one the rules made, where there was no choice)."""
    states, actions = table.hands[-1]
    last = 0
    for i in range(len(actions)):
        if (states[i].current == seat and i not in stood
                and len(states[i].legal_actions()) > 1):
            last = i + 1
    return last


def _view(tid: str, version: int, friends: Friends, seat: int, hint: dict | None = None) -> dict:
    game = game_of(friends.game)
    b = game.board
    seats = _seats(friends, seat)
    free = friends.free_seats()
    invite = url_for("tables.join", lang=request.view_args["lang"], game=game, tid=tid,
                     key=friends.invite, _external=True)
    out = {"tid": tid, "version": version, "friends": friends, "seat": seat, "seats": seats,
           "table_seats": seats,
           "game": game, "board": b, "hint": hint, "poll": POLL_SECONDS,
           "host": seat == 0, "free": free, "my_key": _held().get(tid, ""),
           "invite": invite,
           "qr": _qr(invite) if free else None,  # shown only while a seat is free
           "watch_link": url_for("tables.watch", lang=request.view_args["lang"], game=game,
                                 tid=tid, key=friends.watch, _external=True)}
    table = friends.table
    if table is None:
        return {**out, "started": False, "my_turn": False, "waiting_for": None}
    stood_here = friends.stood_in(len(table.hands) - 1)
    table.since = _since_my_move(table, seat, {i for i, _s, _why in stood_here})
    obs = table.state.observation(seat)
    waiting = table.waiting_for
    stood = [(i, s, why) for i, s, why in stood_here if i >= table.since]
    view = b.play_view(table, seat, seats)
    return {**out, **view, "seats": view.get("board_seats", seats), "started": True,
            "my_turn": waiting == seat and not friends.seats[seat].away,
            "waiting_for": waiting, "away": friends.seats[seat].away,
            "stood": [_stood_line(s, why, seats) for _i, s, why in stood],
            "over": obs.result is not None, "hand_no": len(table.hands), "rounds": table.rounds,
            "score": table.score, "score_line": commentary.score_line(table.score),
            "match_over": table.match_over, "rules": table.rules,
            "levels": [s.level for s in friends.seats if not s.person] or [friends.stand_in]}


def _watch_view(tid: str, version: int, friends: Friends, key: str) -> dict:
    """What a spectator sees: the seats, the score, whose turn it is and what has been played
    face up (the deal's history told from no seat's side: it never names a face-down card);
    no hand, no board drawn from a seat's observation."""
    game = game_of(friends.game)
    seats = _seats(friends, None)
    out = {"tid": tid, "version": version, "friends": friends, "seats": seats, "game": game,
           "board": game.board, "poll": POLL_SECONDS, "watch": key,
           "started": friends.table is not None}
    table = friends.table
    if table is None:
        return {**out, "history": [], "result_lines": [], "waiting_for": None, "over": False}
    played = game.board.play_view(table, 0, seats)  # its public parts only
    return {**out, "history": played["history"], "result_lines": played["result_lines"],
            "waiting_for": table.waiting_for, "over": table.state.is_over,
            "match_over": table.match_over, "score": table.score,
            "hand_no": len(table.hands), "rounds": table.rounds,
            "stood": [_stood_line(s, why, seats)
                      for _i, s, why in friends.stood_in(len(table.hands) - 1)][-3:]}


@functools.lru_cache(maxsize=256)
def _qr(link: str) -> Markup:
    """The invitation link as a QR code, an SVG drawn here (for a phone across the room); kept
    for the lobby's polls (drawing one costs more than the rest of the page)."""
    return Markup(segno.make(link, error="m").svg_inline(scale=4, dark="#1d1d1b",
                                                         light="#ffffff", border=2,
                                                         omitsize=False))


def _stood_line(seat: int, why: str, seats: commentary.Seats) -> str:
    if seats.is_you(seat):
        return (_("Your time ran out: the computer moved for you.") if why == "time" else
                _("You are away: the computer moved for you."))
    return (_("%(who)s’s time ran out: the computer moved for them.", who=seats.name(seat))
            if why == "time" else
            _("%(who)s is away: the computer moved for them.", who=seats.name(seat)))


def _respond(view: dict, status: int = 200):
    if "watch" in view:
        page = "features/tables/_watch_swap.html" if request.htmx.partial \
            else "features/tables/watch.html"
        html = render_template(page, g=view, game=view["game"], board=view["board"])
    elif request.htmx.partial:
        html = render_template("features/tables/_swap.html", g=view, board=view["board"],
                               game=view["game"])
    else:
        html = render_template("features/tables/table.html", g=view, board=view["board"],
                               game=view["game"])
    response = make_response(html, status)
    response.vary.add("HX-Request")
    response.headers["Cache-Control"] = "no-store"
    return response


def _after_post(lang: str, game: GameSite, tid: str, version: int, friends: Friends, seat: int):
    if request.htmx:
        return _respond(_view(tid, version, friends, seat))
    return redirect(url_for("tables.table", lang=lang, game=game, tid=tid), 303)


# -- routes: a new table ----------------------------------------------------------------------

def _form_page(game: GameSite, error: str | None = None, status: int = 200):
    b = game.board
    html = render_template("features/tables/new.html", board=b, game=game,
                           rulesets=list(b.GAME.rulesets), levels=b.LEVELS, lengths=b.LENGTHS,
                           seat_counts=getattr(b, "SEAT_COUNTS", (2,)), move_times=move_times(),
                           error=error)
    return html, status


@game_route(bp, "/tables/new", methods=["GET"])
def new(lang: str, game: GameSite):
    return _form_page(game)


@game_route(bp, "/tables", methods=["POST"])
@creates
def create(lang: str, game: GameSite):
    b = game.board
    form = request.form
    counts = getattr(b, "SEAT_COUNTS", (2,))
    count = whole_number(form.get("seats", str(getattr(b, "DEFAULT_SEATS", counts[0]))))
    rules = form.get("rules", b.GAME.default_rules)
    length = whole_number(form.get("rounds", "1"))
    stand_in = form.get("stand_in", b.DEFAULT_LEVEL)
    move_time = whole_number(form.get("move_time", "0"))
    if (count not in counts or rules not in b.GAME.rulesets or length not in b.LENGTHS
            or stand_in not in b.LEVELS or move_time not in move_times()):
        return _form_page(game, _("Choose the rules, the players and the length from the "
                                  "lists."), 400)
    seats = [Seat(True, stand_in)]
    for n in range(1, count):
        who = form.get(f"seat{n}", "person")
        if who != "person" and who not in b.LEVELS:
            return _form_page(game, _("Choose a friend or a computer for every seat."), 400)
        seats.append(Seat(who == "person", stand_in if who == "person" else who))
    try:
        name = clean_name(form.get("name", ""))
    except TableError:
        return _form_page(game, _name_message(), 400)
    friends = Friends(b.GAME.name, rules, length, seats, form.get("hints") == "on", move_time,
                      stand_in)
    token = friends.take(0, name)
    if not friends.free_seats():  # the host and computers only: the cards are dealt at once
        friends.start(_rng())
    try:
        tid = get_store().create(KIND, friends.to_json())
    except StoreFull:
        return _form_page(game, _("Every table is taken: many games are being played right now. "
                                  "Please try again in a few minutes."), 503)
    _hold(tid, token)
    return redirect(url_for("tables.table", lang=lang, game=game, tid=tid), 303)


def _name_message() -> str:
    return _("Give a name of 1 to 24 letters, digits or spaces: it is shown to everyone at the "
             "table (no < or > and no control characters).")


# -- routes: joining --------------------------------------------------------------------------

@game_route(bp, "/tables/<tid>/join/<key>", methods=["GET", "POST"])
@creates  # joining is limited per client, as starting a game is (its posts only)
def join(lang: str, game: GameSite, tid: str, key: str):
    limited = request.method == "POST"
    try:
        version, friends = _load(tid, game)
        if not secrets.compare_digest(key.encode(), friends.invite.encode()):
            raise _gone()
        if _my_seat(friends, tid) is not None:
            raise Refused(409, _("You already have a seat at this table."))
        if friends.started and not friends.free_seats():
            raise Refused(409, _("This table is full: every seat is taken."))
        error = None
        if limited:
            try:
                name = clean_name(request.form.get("name", ""))
                seat = whole_number(request.form.get("seat"), 1, len(friends.seats) - 1)
                if seat is None:
                    raise TableError("taken")
                token = friends.take(seat, name)
            except TableError as e:
                error = _name_message() if e.reason == "name" else _(
                    "That seat has just been taken: choose another.")
            else:
                if not friends.free_seats() and not friends.started:
                    friends.start(_rng())
                _save(tid, version, friends)
                _hold(tid, token)
                return redirect(url_for("tables.table", lang=lang, game=game, tid=tid), 303)
        html = render_template("features/tables/join.html", friends=friends, game=game,
                               board=game.board, tid=tid, key=key, error=error,
                               seats=_seats(friends, None))
        return make_response(html, 400 if error else 200)
    except Refused as e:
        return _refused(e, game, tid)



@game_route(bp, "/tables/<tid>/seat/<key>", methods=["GET"])
def seat_link(lang: str, game: GameSite, tid: str, key: str):
    """A person's own link back to their seat, from this browser or another."""
    try:
        _version, friends = _load(tid, game)
        if friends.seat_of(key) is None:
            raise _gone()
    except Refused as e:
        return _refused(e, game, tid)
    _hold(tid, key)
    return redirect(url_for("tables.table", lang=lang, game=game, tid=tid), 303)


# -- routes: at the table ---------------------------------------------------------------------

@game_route(bp, "/tables/<tid>/watch/<key>", methods=["GET"])
def watch(lang: str, game: GameSite, tid: str, key: str):
    """The spectator's page: read-only, and only what is face up at the table."""
    try:
        version, friends = _watched(tid, game, key)
    except Refused as e:
        return _refused(e, game, tid)
    return _respond(_watch_view(tid, version, friends, key))


def _watched(tid: str, game: GameSite, key: str) -> tuple[int, Friends]:
    version, friends = _load(tid, game)
    if not secrets.compare_digest(key.encode(), friends.watch.encode()):
        raise _gone()
    return version, friends


@game_route(bp, "/tables/<tid>", methods=["GET"])
def table(lang: str, game: GameSite, tid: str):
    try:
        version, friends, seat = _seated(tid, game)
    except Refused as e:
        return _refused(e, game, tid)
    return _respond(_view(tid, version, friends, seat))


@game_route(bp, "/tables/<tid>/poll", methods=["GET"])
def poll(lang: str, game: GameSite, tid: str):
    """204 when nothing changed since the version the page shows, else the fresh table. The
    table is read only when the version moved or the person to move may be out of time."""
    seen = whole_number(request.args.get("v"))
    clock = whole_number(request.args.get("t"), 1, max(move_times()))
    peeked = get_store().peek(tid, KIND) if len(tid) == ID_LENGTH else None
    if peeked is None:
        return _refused(_gone(), game, tid)
    version, written = peeked
    if version == seen and (clock is None or time.time() < written + clock):
        return "", 204, {"Cache-Control": "no-store"}
    key = request.args.get("w")
    if key is not None:  # a spectator: shown the table, never a move made for anyone
        try:
            version, friends = _watched(tid, game, key)
        except Refused as e:
            return _refused(e, game, tid)
        return _respond(_watch_view(tid, version, friends, key))
    try:
        version, friends, seat = _seated(tid, game)
        table = friends.table
        if (friends.move_time and table is not None and table.waiting_for is not None
                and time.time() >= written + friends.move_time):
            friends.time_out(_rng())
            try:
                version = _save(tid, version, friends)
            except Refused:  # someone moved meanwhile: show the table as it is now
                version, friends, seat = _seated(tid, game)
        elif version == seen:
            return "", 204, {"Cache-Control": "no-store"}
    except Refused as e:
        return _refused(e, game, tid)
    return _respond(_view(tid, version, friends, seat))


def _posted(tid: str, game: GameSite) -> tuple[int, Friends, int]:
    version, friends, seat = _seated(tid, game)
    _check_version(request.form.get("v"), version)
    return version, friends, seat


@game_route(bp, "/tables/<tid>", methods=["POST"])
def act(lang: str, game: GameSite, tid: str):
    try:
        version, friends, seat = _posted(tid, game)
        table = friends.table
        if table is None or table.waiting_for != seat or friends.seats[seat].away:
            raise Refused(409, _("It is not your turn to move at this table."))
        try:
            action = sitout.read_action(request.form, game.board.read_action,
                                        friends.table.state, seat)
            table.act(seat, action)
        except IllegalActionError:
            raise Refused(400, _("This move is not allowed in this position.")) from None
        except EngineError:
            raise Refused(400, _("This move could not be read.")) from None
        friends.settle(_rng())
        version = _save(tid, version, friends)
    except Refused as e:
        return _refused(e, game, tid)
    return _after_post(lang, game, tid, version, friends, seat)


def _table_action(tid: str, game: GameSite, lang: str, work, host_only: bool = False):
    """A post that changes the table (``work(friends, seat)``), from a seated person (the host
    alone, ``host_only``)."""
    try:
        version, friends, seat = _posted(tid, game)
        if host_only and seat != 0:
            raise Refused(403, _("Only the host can do this."))
        work(friends, seat)
        version = _save(tid, version, friends)
    except Refused as e:
        return _refused(e, game, tid)
    return _after_post(lang, game, tid, version, friends, seat)


@game_route(bp, "/tables/<tid>/start", methods=["POST"])
def start(lang: str, game: GameSite, tid: str):
    def work(friends: Friends, seat: int) -> None:
        if friends.started:
            raise Refused(409, _("The cards are already dealt."))
        friends.start(_rng())

    return _table_action(tid, game, lang, work, host_only=True)


@game_route(bp, "/tables/<tid>/next", methods=["POST"])
def next_deal(lang: str, game: GameSite, tid: str):
    def work(friends: Friends, seat: int) -> None:
        table = friends.table
        if table is None or not table.state.is_over or table.match_over:
            raise Refused(409, _("There is no next hand to deal now."))
        friends.next_deal(_rng())

    return _table_action(tid, game, lang, work)


@game_route(bp, "/tables/<tid>/away", methods=["POST"])
def away(lang: str, game: GameSite, tid: str):
    """Leave for now (a computer plays for the seat), or take the seat back."""
    def work(friends: Friends, seat: int) -> None:
        if request.form.get("back") == "1":
            friends.come_back(seat)
        else:
            friends.leave(seat, _rng())

    return _table_action(tid, game, lang, work)


@game_route(bp, "/tables/<tid>/hand-over", methods=["POST"])
def hand_over(lang: str, game: GameSite, tid: str):
    """The host gives a seat to the computer (a free seat for good; a person's until they
    take it back)."""
    def work(friends: Friends, seat: int) -> None:
        n = whole_number(request.form.get("seat"), 1, len(friends.seats) - 1)
        if n is None or not friends.seats[n].person or friends.seats[n].away:
            raise Refused(400, _("Choose a person’s seat to hand to the computer."))
        friends.hand_over(n, _rng())
        if friends.table is None and not friends.free_seats():
            friends.start(_rng())

    return _table_action(tid, game, lang, work, host_only=True)


@game_route(bp, "/tables/<tid>/hint", methods=["GET"])
def hint(lang: str, game: GameSite, tid: str):
    try:
        version, friends, seat = _seated(tid, game)
        _check_version(request.args.get("v"), version)
        table = friends.table
        if not friends.hints:
            raise Refused(403, _("The host chose a table without hints: this is a real game."))
        if table is None or table.waiting_for != seat:
            raise Refused(409, _("It is not your turn to move at this table."))
    except Refused as e:
        return _refused(e, game, tid)
    obs, seats = table.state.observation(seat), _seats(friends, seat)
    if sitout.is_table(table.state):
        if obs.inner is None:  # go in or stay out: the judge's word
            return _respond(_view(tid, version, friends, seat, hint=sitout.word_hint(table.state, seat)))
        obs, seats = obs.inner, sitout.play_seats(table.state, seats)
    return _respond(_view(tid, version, friends, seat, hint=game.board.hint(obs, seats)))


def _finished_deals(friends: Friends) -> dict | None:
    """The match record of the deals played to their end so far (None before the first)."""
    table = friends.table
    if table is None or not table.hands:
        return None
    done = len(table.hands) - (0 if table.state.is_over else 1)
    if done == 0:
        return None
    record = table.record(match=True)
    record["hands"] = record["hands"][:done]
    score = record["hands"][-1]["score"]
    record["result"] = {"winner": match_winner(score), "score": score}
    return record


@game_route(bp, "/tables/<tid>/review", methods=["GET"])
def review(lang: str, game: GameSite, tid: str):
    """The person's review of their own moves in every deal played to its end so far."""
    try:
        version, friends, seat = _seated(tid, game)
        record = _finished_deals(friends)
        if record is None:
            raise Refused(409, _("No hand has ended at this table yet: its review opens when "
                                 "one does."))
    except Refused as e:
        return _refused(e, game, tid)
    replayed = seen_by(replay_record(record), seat)
    b = replayed.board
    notation = b.GAME.notation
    kept = friends.reviews.setdefault(str(seat), [])
    kept += [None] * (len(replayed.hands) - len(kept))
    reviews = []
    seats = _seats(friends, seat)
    for h, (states, actions) in enumerate(replayed.hands):
        part = sitout.judged_part(states, actions, seat, seats)
        if part is None:  # this person sat the deal out
            reviews.append(judged.NONE)
            continue
        deal = (part.states, part.actions)
        v = judged.from_json(kept[h], *deal, notation, part.seat)
        if v is None:  # not judged when the deal ended (it never is, but a stored table
            kept[h] = judged.to_json(judged.judge_deal(b, *deal, part.seat), notation,
                                     part.seat)
            v = judged.from_json(kept[h], *deal, notation, part.seat)  # may be older)
        reviews.append(v)
    found = analysis_of(replayed, reviews, seats, seat)
    return render_viewer(
        replayed, title=_("Your game with friends"), summary=None, notes={}, analysis=found,
        marks=found["marks"],
        step_url=step_urls("tables.review", lang=lang, game=game, tid=tid),
        download_url=url_for("tables.record_json", lang=lang, game=game, tid=tid),
        back_url=url_for("tables.table", lang=lang, game=game, tid=tid),
        back_label=_("Back to the table"), seats=seats)


@game_route(bp, "/tables/<tid>/record.json", methods=["GET"])
def record_json(lang: str, game: GameSite, tid: str):
    """The person's own view of the record: no card their seat did not see."""
    try:
        _version, friends, seat = _seated(tid, game)
        if friends.table is None or not friends.table.hands:
            raise Refused(409, _("No cards have been dealt at this table yet."))
    except Refused as e:
        return _refused(e, game, tid)
    record = friends.table.record()
    record["players"] = [s.name if s.person else s.level for s in friends.seats]
    return json_download(view_record(record, seat), f"{game.slug}-table.json")

