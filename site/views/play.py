"""A Koi-Koi hand (or match) against the computer.

The game lives in the :mod:`website.store` (the deal and the actions, never sent to the
browser); every page renders only ``state.observation(human)``. Each action form carries the
game's version: a stale, forged or replayed request is refused and leaves the game unchanged
(404 unknown game, 409 stale version, 400 malformed or illegal action).

With htmx the forms swap the ``#play`` region; without JavaScript they are plain form posts
answered by a redirect to the game's page.
"""

from __future__ import annotations

import random
import secrets

from flask import Blueprint, redirect, render_template, request, url_for
from flask_babel import gettext as _
from htmx_flask import make_response

from engine.analysis import action_reasons
from engine.errors import EngineError, IllegalActionError, RecordError
from engine.koikoi import DECIDE, DRAW, Call, Draw, Event, Play, State, deal
from engine.match import next_dealer
from engine.notation import format_action, parse_action
from engine.players import get_player
from engine.record import action_to_json, replay_hand, result_to_json
from engine.rules import RULESETS
from engine.scoring import Yaku

from .. import commentary
from ..forms import whole_number
from ..i18n import LANG_RULE
from ..store import StaleVersion, get_store
from .games import json_download, render_viewer, replay_record, seat_view, step_urls

bp = Blueprint("play", __name__)

LEVELS = ("random", "greedy", "strong")
LENGTHS = (1, 3, 6, 12)
HUMAN = 0
COMPUTER = 1 - HUMAN


class PlayError(Exception):
    def __init__(self, status: int, message: str):
        super().__init__(message)
        self.status = status
        self.message = message


# -- the stored game --------------------------------------------------------------------------

def _rng() -> random.Random:
    return random.Random(secrets.randbits(64))


def _hand_state(game: dict, hand: dict) -> State:
    states, _actions = replay_hand({"rules": game["rules"], "dealer": hand["dealer"],
                                    "deal": hand["deal"], "actions": hand["actions"]})
    return states[-1]


def _event_to_json(ev: Event) -> dict:
    return {"k": ev.kind, "p": ev.player, "c": list(ev.cards),
            "y": [[y.id, y.points] for y in ev.yaku], "n": ev.points}


def _event_from_json(d: dict) -> Event:
    return Event(d["k"], d["p"], tuple(d["c"]), tuple(Yaku(i, p) for i, p in d["y"]), d["n"])


def _advance(game: dict, hand: dict, state: State, rng: random.Random) -> State:
    """Apply the computer's moves (and the reader's draw when it leaves no choice)."""
    computer = get_player(game["level"])
    while not state.is_over:
        if state.current == HUMAN:
            legal = state.legal_actions()
            if not (state.phase == DRAW and len(legal) == 1):
                break
            action = legal[0]
        else:
            action = computer.choose(state.observation(COMPUTER), rng)
        state = _apply(hand, state, action, game)
    return state


def _apply(hand: dict, state: State, action, game: dict) -> State:
    player = state.current
    state = state.apply(action)
    hand["actions"].append(action_to_json(action, player))
    game["log"].extend(_event_to_json(e) for e in state.events)
    return state


def _new_hand(game: dict, dealer: int | None, rng: random.Random) -> State:
    state = deal(game["rules"], rng=rng, dealer=dealer)
    d = state.deal
    hand = {"dealer": d.dealer, "deal": {"hands": [list(d.hands[0]), list(d.hands[1])],
                                         "field": list(d.field), "stock": list(d.stock)},
            "actions": []}
    game["hands"].append(hand)
    game["log"] = [_event_to_json(e) for e in state.events]
    return _advance(game, hand, state, rng)


def _score(game: dict, states: list[State]) -> list[int]:
    score = [0, 0]
    for s in states:
        if s.result:
            score = [score[0] + s.result.points[0], score[1] + s.result.points[1]]
    return score


def _load(game_id: str) -> tuple[int, dict]:
    found = get_store().get(game_id, "game") if len(game_id) < 64 else None
    if found is None:
        raise PlayError(404, _("There is no game with this address. Games are kept for a day "
                               "after their last move."))
    return found


def _check_version(raw: str | None, version: int) -> None:
    named = whole_number(raw)
    if named is None:
        raise PlayError(400, _("This request does not say which position it was made in."))
    if named != version:
        raise PlayError(409, _("This move was made in an earlier position of the game (another "
                               "tab, or the back button?). The game is unchanged."))


def _match_over(game: dict, state: State) -> bool:
    return state.is_over and len(game["hands"]) >= game["rounds"]


def game_record(game: dict) -> dict:
    """The finished game as the engine's record (a hand, or a match)."""
    hands = []
    score = [0, 0]
    for hand in game["hands"]:
        states, _actions = replay_hand({"rules": game["rules"], **hand})
        rec = {"game": "koikoi", "rules": game["rules"], "dealer": hand["dealer"],
               "deal": hand["deal"], "actions": hand["actions"],
               "result": result_to_json(states[-1])}
        if states[-1].result:
            score = [score[0] + states[-1].result.points[0], score[1] + states[-1].result.points[1]]
        rec["score"] = list(score)
        hands.append(rec)
    players = ["you", game["level"]]
    if game["rounds"] == 1:
        rec = dict(hands[0])
        rec.pop("score")
        rec["players"] = players
        return rec
    winner = None if score[0] == score[1] else (0 if score[0] > score[1] else 1)
    return {"game": "koikoi", "rules": game["rules"], "rounds": game["rounds"],
            "players": players, "hands": hands, "result": {"winner": winner, "score": score}}


# -- rendering --------------------------------------------------------------------------------

def _view(game_id: str, version: int, game: dict, hint: dict | None = None) -> dict:
    states = [_hand_state(game, h) for h in game["hands"]]
    state = states[-1]
    obs = state.observation(HUMAN)
    seats = commentary.Seats(you=HUMAN)
    score = _score(game, states)
    rules = RULESETS[game["rules"]]
    views = []
    for p in (0, 1):
        views.append(seat_view(
            p, seats.name(p), dealer=obs.dealer, hand=obs.hand if p == HUMAN else None,
            hand_size=len(obs.hand) if p == HUMAN else obs.opponent_hand_size,
            pile=obs.piles[p], yaku=obs.yaku[p], koikoi=obs.koikoi[p], score=score[p]))
    log = [_event_from_json(d) for d in game.get("log", [])]
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
        "id": game_id, "version": version, "game": game, "obs": obs, "seats": seats,
        "me": views[HUMAN], "them": views[COMPUTER], "options": options,
        "my_turn": obs.current == HUMAN and not obs.result,
        "log": commentary.describe_events(log, seats),
        "result_lines": commentary.result_lines(obs.result, seats), "tally": tally,
        "hand_no": len(game["hands"]), "rounds": game["rounds"], "score": score,
        "match_over": _match_over(game, state), "rules": rules, "hint": hint,
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

@bp.get(f"/{LANG_RULE}/play")
def new(lang: str):
    return render_template("play_new.html", rulesets=list(RULESETS), levels=LEVELS,
                           lengths=LENGTHS, error=None)


@bp.post(f"/{LANG_RULE}/play")
def create(lang: str):
    rules = request.form.get("rules", "nintendo")
    level = request.form.get("level", "greedy")
    length = whole_number(request.form.get("rounds", "1"))
    if rules not in RULESETS or level not in LEVELS or length not in LENGTHS:
        return render_template("play_new.html", rulesets=list(RULESETS), levels=LEVELS,
                               lengths=LENGTHS,
                               error=_("Choose a rule set, an opponent and a length from the "
                                       "lists.")), 400
    game = {"rules": rules, "level": level, "rounds": length, "human": HUMAN, "hands": [],
            "log": []}
    _new_hand(game, None, _rng())
    game_id = get_store().create("game", game)
    return redirect(url_for("play.game", lang=lang, game_id=game_id), 303)


@bp.get(f"/{LANG_RULE}/play/<game_id>")
def game(lang: str, game_id: str):
    try:
        version, data = _load(game_id)
    except PlayError as e:
        return _error(e)
    return _respond(_view(game_id, version, data))


def _after_post(lang: str, game_id: str, version: int, data: dict):
    if request.htmx:
        return _respond(_view(game_id, version, data))
    return redirect(url_for("play.game", lang=lang, game_id=game_id), 303)


def _load_current(game_id: str, raw_version: str | None) -> tuple[int, dict, State]:
    """The stored game at the version the request names, and its current hand's state."""
    version, data = _load(game_id)
    _check_version(raw_version, version)
    return version, data, _hand_state(data, data["hands"][-1])


def _require_turn(state: State) -> None:
    if state.is_over or state.current != HUMAN:
        raise PlayError(409, _("It is not your turn to move in this game."))


@bp.post(f"/{LANG_RULE}/play/<game_id>")
def act(lang: str, game_id: str):
    try:
        version, data, state = _load_current(game_id, request.form.get("v"))
        _require_turn(state)
        try:
            player, action = parse_action(request.form.get("a", "")[:200])
        except EngineError:
            raise PlayError(400, _("This move could not be read.")) from None
        hand = data["hands"][-1]
        data["log"] = []
        try:
            if player not in (None, HUMAN):
                raise IllegalActionError(f"player {player} does not move here")
            state = _apply(hand, state, action, data)
        except IllegalActionError:
            raise PlayError(400, _("This move is not allowed in this position.")) from None
        _advance(data, hand, state, _rng())
        version = _save(game_id, version, data)
    except PlayError as e:
        return _error(e, game_id)
    return _after_post(lang, game_id, version, data)


def _save(game_id: str, version: int, data: dict) -> int:
    """Store the game if nobody moved since ``version``; the new version."""
    try:
        return get_store().update(game_id, "game", version, data)
    except StaleVersion:
        raise PlayError(409, _("This move was made in an earlier position of the game "
                               "(another tab, or the back button?). The game is "
                               "unchanged.")) from None


@bp.post(f"/{LANG_RULE}/play/<game_id>/next")
def next_hand(lang: str, game_id: str):
    try:
        version, data, state = _load_current(game_id, request.form.get("v"))
        if not state.is_over or _match_over(data, state):
            raise PlayError(409, _("There is no next hand to deal now."))
        _new_hand(data, next_dealer(state), _rng())
        version = _save(game_id, version, data)
    except PlayError as e:
        return _error(e, game_id)
    return _after_post(lang, game_id, version, data)


@bp.get(f"/{LANG_RULE}/play/<game_id>/hint")
def hint(lang: str, game_id: str):
    """The strong player's choice for the reader, and the engine's reasons for it."""
    try:
        version, data, state = _load_current(game_id, request.args.get("v"))
        _require_turn(state)
    except PlayError as e:
        return _error(e, game_id)
    obs = state.observation(HUMAN)
    strong = get_player("strong")
    rng = _rng()
    if obs.phase == DECIDE:
        best = strong.choose(obs, rng)
        others = [a for a in obs.legal_actions if a != best]
    else:
        ranked = [a for _v, a in strong.evaluate_actions(obs, rng)]
        best, others = ranked[0], ranked[1:]
    hint_view = {"action": best, "notation": format_action(best),
                 "reasons": commentary.reason_sentences(action_reasons(obs, best)),
                 "second": others[0] if others else None,
                 "second_reasons": commentary.reason_sentences(action_reasons(obs, others[0]))
                 if others else []}
    return _respond(_view(game_id, version, data, hint=hint_view))


def _finished(game_id: str) -> dict:
    version, data = _load(game_id)
    state = _hand_state(data, data["hands"][-1])
    if not _match_over(data, state):
        raise PlayError(409, _("The game is not over yet: its record opens when it ends."))
    return data


@bp.get(f"/{LANG_RULE}/play/<game_id>/review")
def review(lang: str, game_id: str):
    try:
        data = _finished(game_id)
        record = game_record(data)
        replayed = replay_record(record)
    except PlayError as e:
        return _error(e, game_id)
    except RecordError:  # pragma: no cover - the engine wrote it
        return _error(PlayError(400, _("This move could not be read.")), game_id)
    return render_viewer(
        replayed, title=_("Your game against the computer"), summary=None, notes={},
        step_url=step_urls("play.review", lang=lang, game_id=game_id),
        download_url=url_for("play.record_json", game_id=game_id),
        back_url=url_for("play.game", lang=lang, game_id=game_id), back_label=_("Back to the game"),
        seats=commentary.Seats(you=HUMAN))


@bp.get("/play/<game_id>/record.json")
def record_json(game_id: str):
    try:
        data = _finished(game_id)
    except PlayError as e:
        return _error(e, game_id)
    return json_download(game_record(data), "koikoi-game.json")
