"""Hana-awase's puzzle kit: the engine's verified library (engine/hanaawase/data/puzzles.json)
as the puzzle pages ask it — a capture that completes or blocks a yaku, what a captured pile is
worth, and the count at the end of a deal. Every right answer and every figure of an
explanation is the engine's (:mod:`engine.hanaawase.puzzles`); only the solver's view is drawn.
"""

from __future__ import annotations

from flask_babel import gettext as _
from flask_babel import lazy_gettext as _l
from flask_babel import ngettext
from website.core.forms import whole_number
from website.core.words import and_list
from website.games import GAMES
from website.games.hanaawase import SITE
from website.games.hanaawase.texts import RULESET_SHORT
from website.games.kit import fishing_puzzles as shared
from website.games.kit.fishing import Line
from website.games.kit.lessons import Practice, puzzle_uses
from website.games.kit.puzzles import BadAnswer
from werkzeug.datastructures import MultiDict

from engine.hanaawase import puzzles as P
from engine.hanaawase.rules import YAKU_IDS, YAKU_NAMES, get_rules
from engine.hanafuda.cards import CARDS_BY_ID

GAME = SITE.id
TEMPLATE = "games/hanaawase/puzzles.html"
KINDS: tuple[str, ...] = P.KINDS
THEMES: dict[str, tuple[str, ...]] = P.THEMES
HINT_STEPS = 2
TRAINER = shared.deck_trainer(SITE, GAMES)
TAUGHT_RULES = "wikipedia"  # the rules of the lesson path (lessons.RULES) and of play
# What each theme's puzzles rely on, in the keys the lessons teach (website.games.kit.lessons);
# capture by month is Koi-Koi's first lessons', which this path starts from.
_PILE = ("term:yaku", "term:card-points")
THEME_USES = {
    "complete-yaku": ("term:yaku",), "block": ("term:yaku",),
    "pile-yaku": _PILE, "pile-hidden": _PILE, "pile-none": _PILE,
    "count-par": ("term:card-points", "term:par", "term:yaku", "term:yaku-paid"),
}
# Each lesson's practice set, by lesson slug. Card points and the count against 88 have no
# puzzle of their own (the count also needs the yaku and who pays them, lessons 3 and 4): the
# card trainer drills each card's kind, which gives its points.
PRACTICE = {
    "points": Practice(trainer=True),
    "par": Practice(trainer=True),
    "yaku": Practice(("pile",)),
    "paid": Practice(("count-par",)),
    "coach": Practice(("complete-yaku", "block", "count-par")),
}


def practice_uses(p: dict) -> frozenset:
    """What the puzzle relies on, in the lessons' keys."""
    return puzzle_uses(p, THEME_USES)
LIMIT = 999

KIND_LABELS = {
    "capture": _l("Capture"),
    "pile": _l("What a pile is worth"),
    "count": _l("The count at the end"),
}
THEME_LABELS = {
    "complete-yaku": _l("Complete a yaku"),
    "block": _l("Block an opponent"),
    "pile": _l("Count a pile"),  # browsing: one theme, so that it names no answer
    "pile-yaku": _l("Yaku in a pile"),
    "pile-hidden": _l("A larger yaku over a smaller one"),
    "pile-none": _l("A pile without yaku"),
    "count": _l("Count a deal"),
    "count-par": _l("Count against 88"),
    "count-void": _l("Four willows void the yaku"),
    "count-sum": _l("Card points alone"),
}
FIRST_HINTS = {
    "complete-yaku": _l("Look for a capture that finishes a set in your pile."),
    "block": _l("Look at what the other two players have been collecting."),
    "pile": _l("Sort the pile by kind first, then check each yaku in turn."),
    "count": _l("Count each pile’s card points first, then the yaku and who pays them."),
}


def yaku_name(yaku_id: str, lang: str) -> str:
    return YAKU_NAMES[yaku_id][lang]


def yaku_list(ids, lang: str) -> str:
    """Yaku as a sentence lists them: "A, B and C"."""
    return and_list(yaku_name(y, lang) for y in ids)


def _signed(n: int) -> str:
    return f"+{n}" if n > 0 else f"−{-n}" if n < 0 else "0"


def _adds(c: dict) -> str:
    mine, best = c["gain"]
    return _("Your move adds %(mine)s in yaku; the best move adds %(best)s.", mine=mine,
             best=best)


KIT = shared.CapturePuzzles(P, yaku_name, _adds)
_who = KIT.who
thumbnails = KIT.thumbnails
load = KIT.load  # the verified library


# -- the library --------------------------------------------------------------------------------


def browse_theme(theme: str) -> str:
    """Pile and count themes are browsed as one each: theirs name the answer."""
    for kind in ("pile", "count"):
        if theme in THEMES[kind]:
            return kind
    return theme


# -- the question ---------------------------------------------------------------------------------


def goal(p: dict, lang: str) -> str:
    kind = p["kind"]
    if kind == "pile":
        return _("Which yaku does this captured pile make, what are they worth, and how many "
                 "card points does it hold?")
    if kind == "count":
        if get_rules(p["rules"]).settlement == "par":
            return _("The deal is over and these are the three captured piles. What is your "
                     "result, card points against 88 and yaku paid by the others?")
        return _("The deal is over and these are the three captured piles. What is your "
                 "score, card points and yaku added?")
    if p["theme"] == "block":
        return KIT.block_goal(p, lang)
    return _("Which move completes a yaku for you? Aim for the most value.")


def view(p: dict, lang: str) -> dict:
    """What the template draws: the position's cards and the answer's choices."""
    kind, pos = p["kind"], p["position"]
    cards = CARDS_BY_ID
    out = {"goal": goal(p, lang), "rules_label": RULESET_SHORT[p["rules"]]}
    if kind == "pile":
        out["groups"] = shared.pile_groups(pos["pile"])
        out["options"] = [(y, yaku_name(y, lang)) for y in YAKU_IDS
                          if y in get_rules(p["rules"]).yaku]
        return out
    if kind == "count":
        out["seats"] = [{"heading": KIT.heading(s), "pile": [cards[c] for c in pile]}
                        for s, pile in enumerate(pos["piles"])]
        return out
    out |= KIT.table(pos, lambda n: _("%(num)d in hand", num=n),
                     lambda n: _("%(num)d left in the stock", num=n))
    out["moves"] = KIT.choices(p, lang)
    return out


# -- answers ----------------------------------------------------------------------------------------


def _number(form, name: str, lo: int = 0) -> int:
    raw = shared.read_field(form, name).strip().replace("−", "-").lstrip("+")
    negative = raw.startswith("-")
    n = whole_number(raw[1:] if negative else raw, 0, LIMIT)
    if n is None or (negative and lo >= 0):
        raise BadAnswer(_("The points must be a whole number from 0 to 999.") if lo >= 0 else
                        _("The result must be a whole number from −999 to 999."))
    return -n if negative else n


def _ids(form, p: dict) -> list[str]:
    chosen = form.getlist("yaku")
    allowed = get_rules(p["rules"]).yaku
    if any(y not in allowed for y in chosen) or len(set(chosen)) != len(chosen):
        raise BadAnswer(_("That is not a yaku of these rules."))
    return [y for y in YAKU_IDS if y in chosen]


def answer_fields(p: dict) -> MultiDict:
    """The first accepted answer as the form posts it."""
    a = p["answers"][0]
    if p["kind"] == "pile":
        return MultiDict([("points", str(a["points"])), ("card_points", str(a["card_points"])),
                          *(("yaku", y) for y in a["yaku"])])
    if p["kind"] == "count":
        return MultiDict({"result": str(a["points"][0])})
    return MultiDict({"move": a})


def chosen(form) -> dict:
    """The reader's last answer, to keep it selected after a wrong try."""
    if form is None:
        return {}
    return shared.picked(form) | {"result": form.get("result", "")[:5]}


def grade(p: dict, form, lang: str) -> dict:
    """``{"status": "right" | "wrong", "message", "why"}``.

    :raises BadAnswer: for fields our form never sends (an unknown yaku, a move that is not
        legal here, numbers out of range).
    """
    kind, want = p["kind"], p["answers"][0]
    if kind == "pile":
        parts = [_ids(form, p) == want["yaku"], _number(form, "points") == want["points"],
                 _number(form, "card_points") == want["card_points"]]
        names = [_("the yaku"), _("their value"), _("the card points")]
        return shared.parts_wrong(parts, names) or shared.verdict(True, None)
    if kind == "count":
        right = _number(form, "result", -LIMIT) == want["points"][0]
        return shared.verdict(right, None if right else
                              _("Count again: your card points, then each yaku."))
    return KIT.grade_move(p, form, lang)


def chosen_answer(p: dict, form):
    """The posted answer written as the library writes answers (for "you chose …"), or None
    when it cannot be read as one."""
    kind = p["kind"]
    try:
        if kind == "pile":
            return {"yaku": _ids(form, p), "points": _number(form, "points"),
                    "card_points": _number(form, "card_points")}
        if kind == "count":
            return {"points": [_number(form, "result", -LIMIT)]}
        move = shared.read_field(form, "move")
        return move if move in KIT.moves(p) else None
    except BadAnswer:
        return None


def answer_text(p: dict, answer, lang: str) -> str:
    """An accepted answer, in words."""
    kind = p["kind"]
    if kind == "pile":
        if not answer["yaku"]:
            return _("No yaku; the cards are worth %(cards)s.", cards=answer["card_points"])
        return _("%(yaku)s: %(value)s; the cards are worth %(cards)s.",
                 yaku=yaku_list(answer["yaku"], lang), value=answer["points"],
                 cards=answer["card_points"])
    if kind == "count":
        return _("Your result: %(points)s.", points=_signed(answer["points"][0]))
    return shared.move_label(KIT.moves(p)[answer], lang)


# -- hints, misses, explanations ----------------------------------------------------------------------


def hints(p: dict, step: int, lang: str) -> list[str]:
    """The first ``step`` hints: the first, the theme's, only says where to look."""
    return shared.stepped_hints(step, FIRST_HINTS[browse_theme(p["theme"])],
                                lambda: _second_hint(p, lang))


def _second_hint(p: dict, lang: str) -> str:
    data = P.explain(p)
    if p["kind"] == "pile":
        n = len(data["yaku"])
        return (ngettext("The pile makes %(num)s yaku.", "The pile makes %(num)s yaku.", n) if n else
                _("This pile makes no yaku."))
    if p["kind"] == "count":
        return _("Your cards are worth %(points)s card points.", points=data["card_points"][0])
    return KIT.hint(p, lang)


def explanation(p: dict, lang: str) -> list[Line]:
    """Why the answer is right, from :func:`engine.hanaawase.puzzles.explain`."""
    data = P.explain(p)
    if p["kind"] == "pile":
        lines = [Line(_("%(yaku)s: %(value)s.", yaku=yaku_name(y["id"], lang), value=y["points"]),
                      tuple(y["cards"])) for y in data["yaku"]]
        if not data["yaku"]:
            lines.append(Line(_("This pile makes no yaku.")))
        for small in data["hidden"]:
            lines.append(Line(_("%(yaku)s is not paid beside the larger yaku that holds it.",
                                yaku=yaku_name(small, lang))))
        lines.append(shared.card_points_line(data["card_points"], data["by_kind"]))
        return lines
    if p["kind"] == "count":
        lines = []
        for seat, points in enumerate(data["card_points"]):
            made = data["yaku"][seat]
            names = yaku_list([y["id"] for y in made], lang) if made else _("no yaku")
            lines.append(Line(_("%(who)s: %(points)s card points; %(yaku)s.",
                                who=_("You") if seat == 0 else _who(seat), points=points,
                                yaku=names)))
        if data["void"]:
            lines.append(Line(_("A player holds all four willow cards: no yaku is paid in "
                                "this deal.")))
        if data["settlement"] == "par":
            lines.append(Line(_("Against %(par)s, each yaku paid by each other player: you "
                                "finish at %(points)s.", par=data["par"],
                                points=_signed(data["points"][0]))))
        else:
            lines.append(Line(_("Card points and yaku added: you score %(points)s.",
                                points=data["points"][0])))
        return lines
    return KIT.lines(data, lang, yaku_list, lambda gain: gain)
