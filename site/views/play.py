"""A Koi-Koi hand (or match) against the computer.

The game is an :class:`engine.table.Table` (a person's seat and a computer's): the table
deals, moves the computer, scores and writes the record; this view only reads the request,
calls the table and renders. The table lives in the :mod:`website.store` as its JSON (the
deals and the actions, never sent to the browser); every page renders only
``state.observation(human)``. Each action form carries the
game's version: a stale, forged or replayed request is refused and leaves the game unchanged
(404 unknown game, 409 stale version, 400 malformed or illegal action).

With htmx the forms swap the ``#play`` region; without JavaScript they are plain form posts
answered by a redirect to the game's page.
"""

from __future__ import annotations

import random
import secrets
import threading

from cachetools import LRUCache
from flask import Blueprint, redirect, render_template, request, url_for
from flask_babel import format_decimal
from flask_babel import gettext as _
from htmx_flask import make_response

from engine.errors import EngineError, IllegalActionError, RecordError
from engine.games import get_game
from engine.koikoi import DECIDE, Call, Draw, Play
from engine.koikoi.analysis import action_reasons
from engine.koikoi.notation import format_action, parse_action
from engine.koikoi.players import get_player
from engine.koikoi.review import review_hand
from engine.koikoi.rules import RULESETS
from engine.table import HUMAN as PERSON
from engine.table import Table

from .. import commentary
from ..forms import whole_number
from ..i18n import LANG_RULE
from ..store import StaleVersion, StoreFull, get_store
from .games import json_download, moved_cards, render_viewer, replay_record, seat_view, step_after, step_urls

bp = Blueprint("play", __name__)

KOIKOI = get_game("koikoi")
LEVELS = ("random", "beginner", "greedy", "strong", "expert")  # texts.LEVEL_LABELS
LENGTHS = (1, 3, 6, 12)
HUMAN = 0
COMPUTER = 1 - HUMAN


class PlayError(Exception):
    def __init__(self, status: int, message: str):
        super().__init__(message)
        self.status = status
        self.message = message


# -- the stored game: a table (engine.table), saved as its JSON ------------------------------

@bp.app_template_global("estimate")
def estimate(value: float) -> str:
    """The strong player's estimate of a move, signed, in the reader's number format."""
    return format_decimal(value, format="+0.00;−0.00")


def _rng() -> random.Random:
    return random.Random(secrets.randbits(64))


def _load(game_id: str) -> tuple[int, Table]:
    found = get_store().get(game_id, "game") if len(game_id) < 64 else None
    if found is not None:
        try:
            return found[0], Table.from_json(found[1])
        except RecordError:  # a game stored by an earlier version of the site
            pass
    raise PlayError(404, _("There is no game with this address. Games are kept for a day "
                           "after their last move."))


def _check_version(raw: str | None, version: int) -> None:
    named = whole_number(raw)
    if named is None:
        raise PlayError(400, _("This request does not say which position it was made in."))
    if named != version:
        raise PlayError(409, _("This move was made in an earlier position of the game (another "
                               "tab, or the back button?). The game is unchanged."))


# -- rendering --------------------------------------------------------------------------------

def _view(game_id: str, version: int, table: Table, hint: dict | None = None) -> dict:
    obs = table.state.observation(HUMAN)
    seats = commentary.Seats(you=HUMAN)
    score = table.score
    rules = table.rules
    views = []
    for p in (0, 1):
        views.append(seat_view(
            p, seats.name(p), dealer=obs.dealer, hand=obs.hand if p == HUMAN else None,
            hand_size=len(obs.hand) if p == HUMAN else obs.opponent_hand_size,
            pile=obs.piles[p], yaku=obs.yaku[p], koikoi=obs.koikoi[p], rules=rules,
            other_pile=obs.piles[1 - p], score=score[p]))
    log = table.events()
    # Options for the reader's hand: card -> [(notation, taken)]
    options: dict[str, list] = {}
    for a in obs.legal_actions:
        if isinstance(a, Play | Draw):
            options.setdefault(a.card, []).append((format_action(a), a.take))
    tally = None
    if obs.result is not None and obs.result.reason == "stop":
        w = obs.result.winner
        tally = (w, commentary.tally(obs.result.yaku, rules, obs.koikoi[1 - w] > 0))
    elif obs.phase == DECIDE and obs.current == HUMAN:
        tally = (HUMAN, commentary.tally(obs.yaku[HUMAN], rules, obs.koikoi[COMPUTER] > 0))
    return {
        "id": game_id, "version": version, "level": table.seats[COMPUTER], "obs": obs,
        "seats": seats, "me": views[HUMAN], "them": views[COMPUTER], "options": options,
        "my_turn": obs.current == HUMAN and not obs.result,
        "log": commentary.describe_events(log, seats), "moved": moved_cards(log),
        "result_lines": commentary.result_lines(obs.result, seats), "tally": tally,
        "hand_no": len(table.hands), "rounds": table.rounds, "score": score,
        "match_over": table.match_over, "rules": rules, "hint": hint,
        "can_koikoi": Call("koikoi") in obs.legal_actions,
    }


def _respond(view: dict, status: int = 200):
    partial = request.htmx and not request.htmx.history_restore_request
    html = render_template("_play_game.html" if partial else "play_game.html", g=view)
    response = make_response(html, status)
    response.vary.add("HX-Request")
    response.headers["Cache-Control"] = "no-store"
    return response


def _error(exc: PlayError, game_id: str | None = None):
    partial = request.htmx and not request.htmx.history_restore_request
    html = render_template("_play_error.html" if partial else "play_error.html",
                           message=exc.message, status=exc.status, game_id=game_id)
    response = make_response(html, exc.status)
    response.vary.add("HX-Request")
    response.headers["Cache-Control"] = "no-store"
    return response


# -- routes -----------------------------------------------------------------------------------

def _form_page(error: str | None = None) -> str:
    """The new-game form, with the reason when a post was refused."""
    return render_template("play_new.html", rulesets=list(RULESETS), levels=LEVELS,
                           lengths=LENGTHS, error=error)


@bp.get(f"/{LANG_RULE}/play")
def new(lang: str):
    return _form_page()


@bp.post(f"/{LANG_RULE}/play")
def create(lang: str):
    rules = request.form.get("rules", "nintendo")
    level = request.form.get("level", "greedy")
    length = whole_number(request.form.get("rounds", "1"))
    if rules not in RULESETS or level not in LEVELS or length not in LENGTHS:
        return _form_page(_("Choose a rule set, an opponent and a length from the lists.")), 400
    seats = [PERSON, PERSON]
    seats[COMPUTER] = level
    table = Table(KOIKOI, rules, seats, length)
    rng = _rng()
    table.deal(rng)
    table.advance(rng)
    try:
        game_id = get_store().create("game", table.to_json(), finished=table.match_over)
    except StoreFull:
        return _form_page(_("Every table is taken: many games are being played right now. "
                            "Please try again in a few minutes.")), 503, {"Retry-After": "300"}
    return redirect(url_for("play.game", lang=lang, game_id=game_id), 303)


@bp.get(f"/{LANG_RULE}/play/<game_id>")
def game(lang: str, game_id: str):
    try:
        version, table = _load(game_id)
    except PlayError as e:
        return _error(e)
    return _respond(_view(game_id, version, table))


def _after_post(lang: str, game_id: str, version: int, table: Table):
    if request.htmx:
        return _respond(_view(game_id, version, table))
    return redirect(url_for("play.game", lang=lang, game_id=game_id), 303)


def _load_current(game_id: str, raw_version: str | None) -> tuple[int, Table]:
    """The stored game at the version the request names."""
    version, table = _load(game_id)
    _check_version(raw_version, version)
    return version, table


def _require_turn(table: Table) -> None:
    if table.waiting_for != HUMAN:
        raise PlayError(409, _("It is not your turn to move in this game."))


@bp.post(f"/{LANG_RULE}/play/<game_id>")
def act(lang: str, game_id: str):
    try:
        version, table = _load_current(game_id, request.form.get("v"))
        _require_turn(table)
        try:
            player, action = parse_action(request.form.get("a", "")[:200])
        except EngineError:
            raise PlayError(400, _("This move could not be read.")) from None
        try:
            if player not in (None, HUMAN):
                raise IllegalActionError(f"player {player} does not move here")
            table.act(HUMAN, action)
        except IllegalActionError:
            raise PlayError(400, _("This move is not allowed in this position.")) from None
        table.advance(_rng())
        version = _save(game_id, version, table)
    except PlayError as e:
        return _error(e, game_id)
    return _after_post(lang, game_id, version, table)


def _save(game_id: str, version: int, table: Table) -> int:
    """Store the game if nobody moved since ``version``; the new version. A finished game
    may make room for new ones when the store is full."""
    try:
        return get_store().update(game_id, "game", version, table.to_json(),
                                  finished=table.match_over)
    except StaleVersion:
        raise PlayError(409, _("This move was made in an earlier position of the game "
                               "(another tab, or the back button?). The game is "
                               "unchanged.")) from None


@bp.post(f"/{LANG_RULE}/play/<game_id>/next")
def next_hand(lang: str, game_id: str):
    try:
        version, table = _load_current(game_id, request.form.get("v"))
        if not table.state.is_over or table.match_over:
            raise PlayError(409, _("There is no next hand to deal now."))
        rng = _rng()
        table.deal(rng)
        table.advance(rng)
        version = _save(game_id, version, table)
    except PlayError as e:
        return _error(e, game_id)
    return _after_post(lang, game_id, version, table)


@bp.get(f"/{LANG_RULE}/play/<game_id>/hint")
def hint(lang: str, game_id: str):
    """The strong player's choice for the reader, and the engine's reasons for it."""
    try:
        version, table = _load_current(game_id, request.args.get("v"))
        _require_turn(table)
    except PlayError as e:
        return _error(e, game_id)
    obs = table.state.observation(HUMAN)
    strong = get_player("strong")
    rng = _rng()
    if obs.phase == DECIDE:
        best = strong.choose(obs, rng)
        ranked = [(None, best), *((None, a) for a in obs.legal_actions if a != best)]
    else:
        # One ranking, by the strong player's estimate; both moves shown with that value,
        # so that the "next best" can never look better than the suggestion.
        ranked = strong.evaluate_actions(obs, rng)
    (value, best), others = ranked[0], ranked[1:]
    second_value, second = others[0] if others else (None, None)
    hint_view = {"action": best, "notation": format_action(best), "value": value,
                 "reasons": commentary.reason_sentences(action_reasons(obs, best)),
                 "second": second, "second_value": second_value,
                 "second_reasons": commentary.reason_sentences(action_reasons(obs, second))
                 if others else []}
    return _respond(_view(game_id, version, table, hint=hint_view))


def _finished(game_id: str) -> Table:
    _version, table = _load(game_id)
    if not table.match_over:
        raise PlayError(409, _("The game is not over yet: its record opens when it ends."))
    return table


# A finished game never changes: its analysis is made once (a few hundred ms a hand) and kept.
_REVIEWS: LRUCache = LRUCache(maxsize=256)
_REVIEWS_LOCK = threading.Lock()


def _analysis(game_id: str, replayed) -> list[dict]:
    """Per hand: the reader's accuracy and the moves the strong player judges worse."""
    with _REVIEWS_LOCK:
        cached = _REVIEWS.get(game_id)
    if cached is None:
        cached = [review_hand(states, actions, HUMAN) for states, actions in replayed.hands]
        with _REVIEWS_LOCK:
            _REVIEWS[game_id] = cached
    return [{"hand": h + 1, "accuracy": r.accuracy, "judged": len(r.moves),
             "flagged": [(step_after(replayed, h, m.index), m) for m in r.flagged()]}
            for h, r in enumerate(cached)]


@bp.get(f"/{LANG_RULE}/play/<game_id>/review")
def review(lang: str, game_id: str):
    try:
        record = _finished(game_id).record()
        replayed = replay_record(record)
    except PlayError as e:
        return _error(e, game_id)
    except RecordError:  # pragma: no cover - the engine wrote it
        return _error(PlayError(400, _("This move could not be read.")), game_id)
    return render_viewer(
        replayed, title=_("Your game against the computer"), summary=None, notes={},
        analysis=_analysis(game_id, replayed),
        step_url=step_urls("play.review", lang=lang, game_id=game_id),
        download_url=url_for("play.record_json", game_id=game_id),
        back_url=url_for("play.game", lang=lang, game_id=game_id), back_label=_("Back to the game"),
        seats=commentary.Seats(you=HUMAN))


@bp.get("/play/<game_id>/record.json")
def record_json(game_id: str):
    try:
        table = _finished(game_id)
    except PlayError as e:
        return _error(e, game_id)
    return json_download(table.record(), "koikoi-game.json")
