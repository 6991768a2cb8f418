"""Koi-Koi's puzzle kit: capture, choice of two, scoring, stop or koi-koi, and card recognition
(the puzzles of :mod:`engine.koikoi.puzzles`, their words in :mod:`website.games.koikoi.puzzle_text`)."""

from __future__ import annotations

from flask_babel import gettext as _
from flask_babel import lazy_gettext as _l
from website.core.forms import whole_number
from website.core.words import and_list
from website.games.kit.lessons import Practice, puzzle_uses
from website.games.kit.puzzles import BadAnswer
from website.games.kit.trainer import Trainer, one_screen
from website.games.koikoi import puzzle_text
from werkzeug.datastructures import MultiDict

from engine.hanafuda.cards import CARDS_BY_ID, DECK
from engine.hanafuda.cards import KINDS as CARD_KINDS
from engine.koikoi import Play
from engine.koikoi import puzzles as P
from engine.koikoi.rules import HAND_YAKU, get_rules

GAME = "koikoi"
TEMPLATE = "games/koikoi/puzzles.html"
KINDS = P.KINDS
THEMES = P.THEMES
KIND_LABELS = puzzle_text.KIND_LABELS
THEME_LABELS = puzzle_text.THEME_LABELS
HINT_STEPS = puzzle_text.HINT_STEPS
DEFAULT_RULES = "nintendo"
MAX_FIELD = 64  # longest form value read
explanation = puzzle_text.explanation
answer_text = puzzle_text.answer_text
hints = puzzle_text.hints
TRAINER = Trainer(
    slug="koikoi", deck=tuple(c.id for c in DECK), rules=DEFAULT_RULES,
    steps=one_screen("month", "kind", "yaku"), title=_l("Learn the 48 cards"),
    lead=_l("One card at a time: name its month, its kind and its yaku. Cards you miss come "
            "back sooner, until you know all 48."),
    blurb=_l("For newcomers: month, kind and yaku of each card."), store="hoa-cuc-learn-v1",
    home_cards=("iris-bridge", "willow-swallow", "maple-deer"))
TAUGHT_RULES = DEFAULT_RULES  # the rules of the lesson path (lessons.RULES) and of play
_KINDS = tuple(f"kind:{k}" for k in CARD_KINDS)
# What each theme's puzzles rely on, in the keys the lessons teach (website.games.kit.lessons)
THEME_USES = {
    "most-valuable": ("term:capture", *_KINDS),
    "choice": ("term:draw", *_KINDS),
    "complete-yaku": ("term:capture", "term:yaku", "term:turn"),  # lesson 7: what to look for
    "block": ("term:capture", "term:yaku", "term:turn"),
    "scoring-basic": ("term:yaku",),
    "scoring-multiplier": ("term:yaku", "term:doubling"),
    "koikoi-stop": ("term:yaku", "term:koikoi", "term:stop"),
    "koikoi-continue": ("term:yaku", "term:koikoi", "term:stop"),
    "recognition": ("term:month",),
}
# Each lesson's practice set, by lesson slug: the first three (months, matching, the draw)
# rest on knowing each card's month, which the card trainer drills; no puzzle asks it alone.
PRACTICE = {
    "months": Practice(trainer=True),
    "matching": Practice(trainer=True),
    "draw": Practice(trainer=True),
    "kinds": Practice(("most-valuable", "choice")),
    "yaku": Practice(("scoring-basic",)),
    "koikoi": Practice(("koikoi",)),
    "hand": Practice(("complete-yaku", "block", "most-valuable")),
    "coach": Practice(("scoring-multiplier", "koikoi", "complete-yaku", "block")),
}


def practice_uses(p: dict) -> frozenset:
    """What the puzzle relies on, in the lessons' keys."""
    return puzzle_uses(p, THEME_USES)


# The trainer's picture choices: each month shown by its first chaff card (the flower alone),
# each kind by a card of it from the months where it is plainest.
MONTH_PICTURES = {m: next(c for c in DECK if c.month == m and c.kind == "chaff")
                  for m in range(1, 13)}
KIND_PICTURES = {"bright": CARDS_BY_ID["pine-crane"], "animal": CARDS_BY_ID["clover-boar"],
                 "ribbon": CARDS_BY_ID["peony-ribbon"], "chaff": CARDS_BY_ID["paulownia-chaff-1"]}


def load() -> list[dict]:
    return P.load()


def browse_theme(theme: str) -> str:
    """The theme a reader can browse by: the two koi-koi themes are one, as their names would
    give the answer away (the explanation after solving still says which it was)."""
    return "koikoi" if theme.startswith("koikoi-") else theme


def thumbnails(p: dict) -> list[str]:
    """A few cards that tell puzzles apart in the list (never the answer)."""
    pos = p["position"]
    if p["kind"] == "recognition":
        ids = [pos["card"]]
    elif p["kind"] == "choice":
        ids = [pos["drawn"]]
    elif p["kind"] == "scoring":
        ids = pos["pile"]
    elif p["kind"] == "koikoi":
        ids = pos["piles"][0]
    else:
        ids = pos["hand"]
    cards = sorted((CARDS_BY_ID[c] for c in ids), key=lambda c: (-c.points, c.index))
    return [c.id for c in cards[:5]]


def solution_cards(p: dict) -> set[str]:
    """The cards the solution moves, outlined on the board once it is shown."""
    if p["kind"] not in ("capture", "choice"):
        return set()
    first = p["answers"][0]
    played, taken = P.parse_action_answer(first) if p["kind"] == "capture" else (None, (first,))
    return {played, *taken}


def view(p: dict, lang: str) -> dict:
    pos = p["position"]
    rules = get_rules(p["rules"])
    out = {"goal": puzzle_text.goal(p, lang), "rules": p["rules"],
           "yaku_options": [y for y in rules.scored_yaku() if y not in HAND_YAKU],
           "solution_cards": set(), "own_buttons": p["kind"] == "koikoi",
           "buttons": [("decision", "stop", _("Stop and score now")),
                       ("decision", "koikoi", _("Koi-koi!"))] if p["kind"] == "koikoi" else []}
    if p["kind"] in ("capture", "choice", "koikoi"):
        out["hand"] = [CARDS_BY_ID[c] for c in pos["hand"]]
        out["field"] = [CARDS_BY_ID[c] for c in pos["field"]]
        out["piles"] = [[CARDS_BY_ID[c] for c in pile] for pile in pos["piles"]]
        out["drawn"] = CARDS_BY_ID[pos["drawn"]] if pos.get("drawn") else None
        if p["kind"] == "choice":
            drawn = CARDS_BY_ID[pos["drawn"]]
            out["options"] = {c.id for c in out["field"] if c.month == drawn.month}
        if p["kind"] == "koikoi":
            out["score"] = P.explain(p)["score"]
    elif p["kind"] == "scoring":
        out["pile"] = [CARDS_BY_ID[c] for c in pos["pile"]]
    else:
        out["card"] = CARDS_BY_ID[pos["card"]]
        out["card_kinds"] = CARD_KINDS
        out["month_pictures"], out["kind_pictures"] = MONTH_PICTURES, KIND_PICTURES
    return out


def answer_fields(p: dict) -> MultiDict:
    """The first accepted answer as the form would post it."""
    a = p["answers"][0]
    if p["kind"] == "capture":
        played, taken = P.parse_action_answer(a)
        return MultiDict({"card": played, "take": taken[0] if taken else ""})
    if p["kind"] == "choice":
        return MultiDict({"take": a})
    if p["kind"] == "scoring":
        return MultiDict([("points", str(a["points"])), *(("yaku", y) for y in a["yaku"])])
    if p["kind"] == "koikoi":
        return MultiDict({"decision": a})
    return MultiDict([("month", str(a["month"])), ("kind", a["kind"]),
                      *(("yaku", y) for y in a["yaku"])])


def chosen(form) -> dict:
    """The reader's last answer, to keep it selected after a wrong try."""
    if form is None:
        return {}
    return {"card": form.get("card"), "take": form.get("take"),
            "yaku": set(form.getlist("yaku")), "points": form.get("points", "")[:4],
            "month": form.get("month"), "kind": form.get("kind")}


def _field(form, name: str) -> str:
    value = form.get(name, "")
    if len(value) > MAX_FIELD:
        raise BadAnswer(_("This answer could not be read."))
    return value


def grade(p: dict, form, lang: str) -> dict:
    """``{"status": "right" | "wrong" | "illegal", "message": …}``.

    :raises BadAnswer: for fields our form never sends (unknown cards, another kind's
        fields, numbers out of range).
    """
    kind = p["kind"]
    pos = p["position"]
    why = None
    if kind == "capture":
        played, take = _field(form, "card"), _field(form, "take")
        if played not in pos["hand"]:
            raise BadAnswer(_("That card is not in your hand."))
        if take and take not in pos["field"]:
            raise BadAnswer(_("That card is not on the field."))
        legal = [a for a in P.observation_of(pos, p["rules"]).legal_actions
                 if isinstance(a, Play) and a.card == played]
        if take:
            matches = [a for a in legal if take in a.take]
            if not matches:
                return {"status": "illegal", "message": _(
                    "%(card)s and %(take)s are not from the same month: a card only takes a "
                    "card of its own month.", card=CARDS_BY_ID[played].spoken_name(lang),
                    take=CARDS_BY_ID[take].spoken_name(lang))}
            action = matches[0]
        else:
            if legal[0].take:
                return {"status": "illegal", "message": _(
                    "%(card)s matches a card on the field, so it must take one: choose which.",
                    card=CARDS_BY_ID[played].spoken_name(lang))}
            action = legal[0]
        right = P.action_answer(action) in p["answers"]
        why = None if right else puzzle_text.miss(p, P.action_answer(action), lang)
    elif kind == "choice":
        take = _field(form, "take")
        drawn = CARDS_BY_ID[pos["drawn"]]
        if take not in pos["field"] or CARDS_BY_ID[take].month != drawn.month:
            raise BadAnswer(_("That card is not one of the two you can take."))
        right = take in p["answers"]
        why = None if right else puzzle_text.miss(p, take, lang)
    elif kind == "scoring":
        yaku = _yaku_field(form, p)
        points = whole_number(_field(form, "points").strip(), 0, 999)
        if points is None:
            raise BadAnswer(_("The points must be a whole number from 0 to 999."))
        want = p["answers"][0]
        right = yaku == want["yaku"] and points == want["points"]
        if not right and yaku == want["yaku"]:
            return {"status": "wrong", "message": _("The yaku are right, but not the points.")}
        if not right and points == want["points"]:
            return {"status": "wrong", "message": _("The points are right, but not the yaku.")}
    elif kind == "koikoi":
        decision = _field(form, "decision")
        if decision not in ("stop", "koikoi"):
            raise BadAnswer(_("Answer with stop or koi-koi."))
        right = decision in p["answers"]
        why = None if right else puzzle_text.koikoi_miss(p, lang)
    else:
        month = whole_number(_field(form, "month"), 1, 12)
        card_kind = _field(form, "kind")
        if month is None or card_kind not in CARD_KINDS:
            raise BadAnswer(_("Choose a month and a kind of card."))
        yaku = _yaku_field(form, p)
        want = p["answers"][0]
        parts = [month == want["month"], card_kind == want["kind"],
                 yaku == sorted(want["yaku"])]
        right = all(parts)
        if not right:
            names = [_("the month"), _("the kind"), _("the yaku")]
            wrong = [n for n, ok in zip(names, parts, strict=True) if not ok]
            return {"status": "wrong", "message": _("Not quite: check %(parts)s.",
                                                    parts=and_list(wrong)),
                    "card": pos["card"]}
    if right:
        return {"status": "right", "message": _("Right!"),
                "card": pos.get("card") if kind == "recognition" else None}
    return {"status": "wrong", "message": _("Not quite."), "why": why}


def chosen_answer(p: dict, form):
    """The posted answer written as the library writes answers (for "you chose …"), or None
    when it cannot be read as one."""
    kind, pos = p["kind"], p["position"]
    try:
        if kind == "capture":
            played, take = _field(form, "card"), _field(form, "take")
            legal = [a for a in P.observation_of(pos, p["rules"]).legal_actions
                     if isinstance(a, Play) and a.card == played
                     and (take in a.take if take else not a.take)]
            return P.action_answer(legal[0]) if legal else None
        if kind == "choice":
            take = _field(form, "take")
            return take if take in pos["field"] else None
        if kind == "scoring":
            points = whole_number(_field(form, "points").strip(), 0, 999)
            return None if points is None else {"yaku": _yaku_field(form, p), "points": points}
        if kind == "koikoi":
            decision = _field(form, "decision")
            return decision if decision in ("stop", "koikoi") else None
    except BadAnswer:
        return None
    return None


def _yaku_field(form, p: dict) -> list[str]:
    options = [y for y in get_rules(p["rules"]).scored_yaku() if y not in HAND_YAKU]
    chosen_yaku = form.getlist("yaku")
    if len(chosen_yaku) > len(options) or any(y not in options for y in chosen_yaku):
        raise BadAnswer(_("That is not a yaku of these rules."))
    if len(set(chosen_yaku)) != len(chosen_yaku):
        raise BadAnswer(_("This answer could not be read."))
    return sorted(chosen_yaku)
