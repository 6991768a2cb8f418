"""Step-through sample games, uploaded records, and the board both they and /play draw.

A record (hand or match) is replayed by the engine into a list of *frames*: for every hand, the
position as dealt and after each action. ``?step=N`` names a frame; htmx swaps the ``#viewer``
region and pushes the URL, and without JavaScript every control is a plain link.
"""

from __future__ import annotations

import json
import threading
from functools import lru_cache
from importlib.resources.abc import Traversable
from typing import Any, NamedTuple

from cachetools import LRUCache
from flask import Blueprint, Response, abort, g, redirect, render_template, request, url_for
from flask_babel import gettext as _
from markupsafe import Markup
from website.core import words as commentary
from website.core.caching import public_page
from website.core.forms import whole_number
from website.core.htmx import make_response
from website.core.i18n import LANG_RULE, LANGUAGES, current_language
from website.core.limits import creates
from website.core.store import get_store
from website.decks import card_svg_url
from website.games import game_of, game_route
from website.games.base import Board, GameSite, Sight

from engine.errors import RecordError
from engine.games import game_of as engine_game_of
from engine.games import sample_records
from engine.records import is_match, loads
from engine.table import add_points
from engine.views import seen_in_deal

bp = Blueprint("games", __name__)

MAX_RECORD_BYTES = 256 * 1024


# -- card pictures, shared with /play ----------------------------------------------------------

_CARD_URLS: dict[tuple[str, str], str] = {}


@bp.app_template_global("board_card_url")
def board_card_url(card_id: str) -> str:
    """``card_svg_url`` of a Hanafuda card (or ``back``), memoized: a board draws up to 48
    cards, and a move list many more."""
    key = (request.script_root, card_id)
    url = _CARD_URLS.get(key)
    if url is None:
        url = _CARD_URLS[key] = card_svg_url(card_id, "hanafuda")
    return url


def step_urls(endpoint: str, **values):
    """``?step=N`` URLs of one viewer page, built once."""
    base = url_for(endpoint, **values)
    return lambda n: f"{base}?step={n}"


# -- replaying records into frames ------------------------------------------------------------

class Frame(NamedTuple):
    hand: int  # index of the hand in the record
    index: int  # index of the state in that hand (0: as dealt)


class Replayed(NamedTuple):
    record: dict
    hands: list  # of (states, actions)
    frames: list[Frame]
    is_match: bool
    rules: str
    game: GameSite
    seats: int
    sights: tuple[Sight, ...] | None = None  # per hand, what the reader saw; None: every card

    @property
    def board(self) -> Board:
        return self.game.board


def seen_by(replayed: Replayed, seat: int) -> Replayed:
    """``replayed`` drawn as the player at ``seat`` saw it (their review): other seats' cards
    only where that player saw them, at the table, in the deal."""
    return replayed._replace(sights=tuple(Sight(seat, seen_in_deal(states, seat))
                                          for states, _actions in replayed.hands))


def replay_record(record: Any) -> Replayed:
    """Any game's record, replayed by its engine. :raises RecordError: for anything the
    engine refuses."""
    engine_game = engine_game_of(record)
    hands = engine_game.replay(record)
    frames = [Frame(h, i) for h, (states, _actions) in enumerate(hands) for i in range(len(states))]
    first = hands[0][0][0]
    game = game_of(engine_game.name)
    return Replayed(record, hands, frames, is_match(record),
                    first.rules.name, game, game.board.seat_count(first))


def parse_step(replayed: Replayed, step_url) -> int:
    """``?step=``: a whole number; one past either end of the game goes to the nearest step
    (a link to step 999 of a 40-step game shows its end), anything else is a 400."""
    raw = request.args.get("step", "0")
    last = len(replayed.frames) - 1
    sign = raw[:1] if raw[:1] in "+-" else ""
    step = whole_number(raw[len(sign):], hi=999_999)
    if step is None or not raw[len(sign):]:
        abort(400, description=_("The step must be a whole number from 0 to %(last)s.",
                                 last=last))
    if sign == "-" and step or step > last:
        abort(redirect(step_url(0 if sign == "-" else last)))
    return step


def scores_before(replayed: Replayed, hand: int) -> list[int]:
    """The match score before hand ``hand``: every earlier deal's points, by seat."""
    score = [0] * replayed.seats
    for states, _actions in replayed.hands[:hand]:
        score = add_points(score, states[-1])
    return score


def move_list(replayed: Replayed, seats: commentary.Seats) -> list[dict]:
    """Per hand: its first step and its moves (step, and the board's words and cards)."""
    out = []
    step = 0
    for h, (states, actions) in enumerate(replayed.hands):
        moves = []
        first = step
        for i, action in enumerate(actions):
            step += 1
            moves.append({"step": step, **replayed.board.move_entry(states[i], action, seats)})
        out.append({"hand": h, "first": first, "moves": moves})
        step += 1
    return out


def step_after(replayed: Replayed, hand: int, index: int) -> int:
    """The viewer step showing hand ``hand`` right after the move made from state ``index``."""
    return replayed.frames.index(Frame(hand, index + 1))


def frame_context(replayed: Replayed, step: int, seats: commentary.Seats) -> dict:
    """Everything the viewer shows at ``step``: the board's view of the position, and where
    it stands in the record."""
    frame = replayed.frames[step]
    states, actions = replayed.hands[frame.hand]
    sight = replayed.sights[frame.hand] if replayed.sights else None
    ctx = replayed.board.frame(states, actions, frame.index, seats,
                               scores_before(replayed, frame.hand), sight)
    if frame.index == 0 and replayed.is_match:
        ctx["sentences"].insert(0, _("Hand %(n)s of %(total)s.", n=frame.hand + 1,
                                     total=len(replayed.hands)))
    final = scores_before(replayed, len(replayed.hands)) if replayed.is_match else None
    return {**ctx, "step": step, "last": len(replayed.frames) - 1, "frame": frame,
            "hand_count": len(replayed.hands), "is_match": replayed.is_match,
            "match_score": commentary.score_line(final) if final else None}


# Bounded by bytes, not entries: a 12-hand match's list is ~2 MB, a hand's ~50 KB.
MOVES_CACHE_BYTES = 32 * 1024 * 1024
_MOVES_CACHE: LRUCache = LRUCache(maxsize=MOVES_CACHE_BYTES, getsizeof=len)
_MOVES_LOCK = threading.Lock()  # cachetools caches are not thread-safe


def _moves_html(replayed: Replayed, seats: commentary.Seats, step_url, cache_key,
                marks=None) -> str:
    """The move list, rendered once per game and language (it is most of a page's work);
    ``marks``: a review's verdicts by step, drawn as Lichess's ?! and ?."""
    key = (cache_key, current_language(), request.script_root) if cache_key else None
    with _MOVES_LOCK:
        html = _MOVES_CACHE.get(key) if key else None
    if html is None:
        html = render_template("features/viewer/_moves.html", moves=move_list(replayed, seats),
                               step_url=step_url, board=replayed.board, takes=_("takes"),
                               marks=marks or {})
        if key and len(html) <= MOVES_CACHE_BYTES // 8:
            with _MOVES_LOCK:
                _MOVES_CACHE[key] = html
    return html


def render_viewer(replayed: Replayed, *, title: str, summary: str | None, notes: dict,
                  step_url, download_url: str | None, back_url: str, back_label: str,
                  seats: commentary.Seats = commentary.THIRD_PERSON, cache_key=None,
                  analysis=None, marks=None):
    """The viewer page, or only its ``#viewer`` region for an htmx request (``analysis``: the
    review of a player's moves, shown on the full page only; ``marks``: its verdicts by step,
    in the move list and at their step)."""
    step = parse_step(replayed, step_url)
    ctx = frame_context(replayed, step, seats)
    marks = marks or {}
    moves = _moves_html(replayed, seats, step_url, cache_key, marks).replace(
        f' data-n="{step}"', f' data-n="{step}" aria-current="step"', 1)
    partial = request.htmx.partial
    mark = marks.get(step)
    if mark:  # after the move list, which is cached for every step: only the board shows them
        g.better_cards = frozenset((*mark["best"].get("cards", ()), *mark["best"].get("take", ())))
    html = render_template("features/viewer/_viewer.html" if partial else "features/viewer/view.html",
                           v=ctx, moves_html=Markup(moves), note=notes.get(str(step)),
                           title=title, summary=summary, step_url=step_url, seats=seats,
                           download_url=download_url, back_url=back_url, back_label=back_label,
                           rules_name=replayed.rules, partial=partial, board=replayed.board,
                           game=replayed.game,
                           mark=mark,
                           analysis=None if partial else analysis)
    response = make_response(html)
    response.vary.add("HX-Request")
    return response


# -- sample games -----------------------------------------------------------------------------

class Sample(NamedTuple):
    id: str
    rules: str
    title: dict
    summary: dict
    notes: dict
    replayed: Replayed
    order: int


def _check_texts(slug: str, field: str, value: Any) -> None:
    if not (isinstance(value, dict) and all(isinstance(value.get(lang), str) and value[lang]
                                            for lang in LANGUAGES)):
        raise RecordError(f"{slug}: {field} needs a text in each of {', '.join(LANGUAGES)}")


def load_sample(path: Traversable) -> Sample:
    """Read, replay and check one sample file. :raises RecordError: naming what is wrong."""
    doc = loads(path.read_text(encoding="utf-8"))
    slug = path.name.removesuffix(".json")
    if not isinstance(doc, dict) or doc.get("id") != slug:
        raise RecordError(f"{slug}: the file's id must be its name")
    for field in ("title", "summary"):
        _check_texts(slug, field, doc.get(field))
    notes = doc.get("notes", {})
    if not isinstance(notes, dict):
        raise RecordError(f"{slug}: notes must be an object")
    try:
        replayed = replay_record(doc.get("record"))
    except RecordError as e:
        raise RecordError(f"{slug}: {e}") from None
    if doc.get("rules") != replayed.rules:
        raise RecordError(f"{slug}: rules {doc.get('rules')!r} but the record uses "
                          f"{replayed.rules!r}")
    for key, text in notes.items():
        _check_texts(slug, f"note {key}", text)
        if whole_number(key, hi=len(replayed.frames) - 1) is None:
            raise RecordError(f"{slug}: note for step {key!r} but the game has steps 0 to "
                              f"{len(replayed.frames) - 1}")
    return Sample(slug, doc["rules"], doc["title"], doc["summary"], notes, replayed,
                  int(doc.get("order", 100)))


@lru_cache(maxsize=1)
def samples() -> dict[str, Sample]:
    """Every sample game, replayed and checked once per process."""
    found = [load_sample(p) for p in sample_records().values()]
    found.sort(key=lambda s: (s.replayed.is_match, s.order, s.id))
    return {s.id: s for s in found}


def _sample_or_404(game_id: str, game: GameSite | None = None) -> Sample:
    """The sample called ``game_id``, of ``game`` when given."""
    sample = samples().get(game_id)
    if sample is None or game is not None and game != sample.replayed.game:
        abort(404, description=_("There is no sample game called “%(name)s”.", name=game_id[:60]))
    return sample


@game_route(bp, "/games", methods=["GET"])
@public_page
def index(lang: str, game: GameSite):
    games = [s for s in samples().values() if s.replayed.game == game]
    return render_template("features/viewer/games.html", board=game.board, game=game,
                           singles=[g for g in games if not g.replayed.is_match],
                           matches=[g for g in games if g.replayed.is_match])


@game_route(bp, "/games/<game_id>", methods=["GET"])
@public_page
def view(lang: str, game: GameSite, game_id: str):
    sample = _sample_or_404(game_id, game)
    return render_viewer(
        sample.replayed, title=sample.title[lang], summary=sample.summary[lang],
        notes={k: v[lang] for k, v in sample.notes.items()},
        step_url=step_urls("games.view", lang=lang, game=game, game_id=game_id),
        download_url=url_for("games.sample_json", game_id=game_id),
        back_url=url_for("games.index", lang=lang, game=game), back_label=_("All sample games"),
        cache_key=("sample", game_id))


def json_download(record: dict, filename: str) -> Response:
    response = Response(json.dumps(record, ensure_ascii=False, indent=1),
                        mimetype="application/json")
    response.headers["Content-Disposition"] = f'attachment; filename="{filename}"'
    return response


@bp.get("/games/<game_id>.json")
def sample_json(game_id: str):
    sample = _sample_or_404(game_id)
    return json_download(sample.replayed.record, f"{sample.replayed.game.slug}-{game_id}.json")


# -- uploaded records -------------------------------------------------------------------------

def _upload_page(error: str | None = None, detail: str | None = None, text: str = "",
                 status: int = 200):
    return render_template("features/viewer/upload.html", error=error, detail=detail,
                           text=text[:MAX_RECORD_BYTES]), status


@bp.get(f"/{LANG_RULE}/games/upload")
def upload_form(lang: str):
    return _upload_page()


@bp.post(f"/{LANG_RULE}/games/upload")
@creates
def upload(lang: str):
    if (request.content_length or 0) > 2 * MAX_RECORD_BYTES:
        return _upload_page(_("This record is too large (at most %(kb)s KB).",
                              kb=MAX_RECORD_BYTES // 1024), status=413)
    text = ""
    upload_file = request.files.get("file")
    if upload_file and upload_file.filename:
        data = upload_file.read(MAX_RECORD_BYTES + 1)
        try:
            text = data.decode("utf-8-sig")
        except UnicodeDecodeError:
            return _upload_page(_("The file is not UTF-8 text."), status=400)
    if not text.strip():
        text = request.form.get("record", "")
    if len(text.encode("utf-8")) > MAX_RECORD_BYTES:
        return _upload_page(_("This record is too large (at most %(kb)s KB).",
                              kb=MAX_RECORD_BYTES // 1024), status=413)
    if not text.strip():
        return _upload_page(_("Paste a record or choose a file first."), status=400)
    try:
        record = loads(text)
        record = engine_game_of(record).check_record(record)  # stored normalized: no padding kept
        replay_record(record)
    except RecordError as e:
        return _upload_page(_("The engine could not replay this record."), str(e), text, 400)
    token = get_store().create("record", {"record": record}, finished=True)
    return redirect(url_for("games.uploaded", lang=lang, token=token, step=0), 303)


def _uploaded_or_404(token: str) -> dict:
    found = get_store().get(token, "record") if len(token) < 64 else None
    if found is None:
        abort(404, description=_("There is no uploaded record with this address (records are "
                                 "kept for 30 days)."))
    return found[1]["record"]


@bp.get(f"/{LANG_RULE}/games/r/<token>")
def uploaded(lang: str, token: str):
    record = _uploaded_or_404(token)
    return render_viewer(
        replay_record(record), title=_("An uploaded record"), summary=None, notes={},
        step_url=step_urls("games.uploaded", lang=lang, token=token),
        download_url=url_for("games.uploaded_json", token=token),
        back_url=url_for("games.upload_form", lang=lang), back_label=_("Upload another record"),
        cache_key=("uploaded", token))


@bp.get("/games/r/<token>.json")
def uploaded_json(token: str):
    record = _uploaded_or_404(token)
    return json_download(record, f"{game_of(engine_game_of(record).name).slug}-record.json")
