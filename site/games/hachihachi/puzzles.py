"""The Hachi-Hachi puzzle kit: what the game-agnostic puzzle pages need from this game.

The puzzles and every figure behind them come from :mod:`engine.hachihachi.puzzles` (answers,
:func:`~engine.hachihachi.puzzles.explain`, :func:`~engine.hachihachi.puzzles.compare`); this
module only puts them into sentences, via gettext, with yaku names from the term tables. The
position drawn is the solver's: your hand, the field and the three piles, never another
seat's hand or the stock.
"""

from __future__ import annotations

from flask_babel import format_decimal, ngettext
from flask_babel import gettext as _
from flask_babel import lazy_gettext as _l
from website.core.forms import whole_number
from website.core.words import and_list, gap, list_join
from website.games import GAMES
from website.games.hachihachi import SITE, tables
from website.games.kit import fishing_puzzles as shared
from website.games.kit.fishing import Line, card_list
from website.games.kit.fishing import card_name_in as card_name
from website.games.kit.lessons import Practice, puzzle_uses
from website.games.kit.puzzles import BadAnswer
from werkzeug.datastructures import MultiDict

from engine.hachihachi import puzzles as P
from engine.hachihachi.rules import DEKIYAKU_IDS, TEYAKU_IDS, YAKU_NAMES, get_rules
from engine.hanafuda.cards import CARDS_BY_ID

GAME = "hachihachi"
TEMPLATE = "games/hachihachi/puzzles.html"
KINDS: tuple[str, ...] = P.KINDS
THEMES: dict[str, tuple[str, ...]] = P.THEMES
HINT_STEPS = 2
TRAINER = shared.deck_trainer(SITE, GAMES)
TAUGHT_RULES = "traditional"  # the rules of the lesson path (lessons.TRADITIONAL) and of play
# What each theme's puzzles rely on, in the keys the lessons teach (website.games.kit.lessons)
_TEYAKU = ("term:teyaku", "term:kan")
_PILE = ("term:dekiyaku", "term:card-points", "term:kan")
THEME_USES = {
    "teyaku-kinds": _TEYAKU, "teyaku-months": _TEYAKU, "teyaku-both": _TEYAKU,
    "teyaku-none": _TEYAKU,
    "pile-dekiyaku": _PILE, "pile-willow": (*_PILE, "term:willow"), "pile-none": _PILE,
    "complete-dekiyaku": ("term:capture", "term:dekiyaku"),
    "block": ("term:capture", "term:dekiyaku"),
    "sage": ("term:sage", "term:shobu", "term:mon"),
    "shobu": ("term:sage", "term:shobu", "term:mon"),
}
# Each lesson's practice set, by lesson slug. The first two (the months and a turn, card
# points) have no puzzle of their own: the card trainer drills each card's month and kind.
# Sage or shōbu with an opening field that multiplies is the field lesson's, after it.
PRACTICE = {
    "turn": Practice(trainer=True),
    "points": Practice(trainer=True),
    "teyaku": Practice(("teyaku",)),
    "dekiyaku": Practice(("pile", "complete-dekiyaku")),
    "sage": Practice(("sage-shobu",)),
    "field": Practice(("sage-shobu",)),
    "coach": Practice(("complete-dekiyaku", "block", "sage-shobu")),
}


def practice_uses(p: dict) -> frozenset:
    """What the puzzle relies on, in the lessons' keys: a deal whose opening field multiplies
    the payments relies on the field lesson too."""
    extra = {"term:multiplier"} if (p["position"].get("multiplier") or 1) > 1 else set()
    return puzzle_uses(p, THEME_USES) | extra

KIND_LABELS = {
    "teyaku": _l("Teyaku of a dealt hand"),
    "pile": _l("What a pile is worth"),
    "capture": _l("Capture"),
    "sage-shobu": _l("Sage or shōbu"),
}
THEME_LABELS = {
    "teyaku": _l("Name the teyaku"),  # browsing: one theme, so that it names no answer
    "teyaku-kinds": _l("Teyaku of card kinds"),
    "teyaku-months": _l("Teyaku of months"),
    "teyaku-both": _l("Teyaku of both groups"),
    "teyaku-none": _l("A hand without teyaku"),
    "pile": _l("Count a pile"),
    "pile-dekiyaku": _l("Dekiyaku in a pile"),
    "pile-willow": _l("Piles with willow cards"),
    "pile-none": _l("A pile without dekiyaku"),
    "complete-dekiyaku": _l("Complete a dekiyaku"),
    "block": _l("Block an opponent"),
    "sage-shobu": _l("Sage or shōbu"),
    "sage": _l("When to stop (sage)"),
    "shobu": _l("When to play on (shōbu)"),
}
RULES_LABELS = {
    "seed-000": _l("Vietnamese guide: points"),
    "traditional": _l("Traditional: kan"),
}
FIRST_HINTS = {
    "teyaku": _l("Look at the hand twice: once by the kinds of its cards, once by its months."),
    "pile": _l("Sort the pile by kind first, then check each dekiyaku in turn."),
    "complete-dekiyaku": _l("Look for a capture that finishes a set in your pile."),
    "block": _l("Look at what the other two players have been collecting."),
    "sage-shobu": _l("Weigh what stopping is worth against what is left to play."),
}
# One whole sentence per kind of odd card, so that every language can agree with it.
ODD_CARD = {
    "pikaichi": _l("Six cards count as chaff; the seventh, %(card)s, is a bright."),
    "toichi": _l("Six cards count as chaff; the seventh, %(card)s, is an animal."),
    "tanichi": _l("Six cards count as chaff; the seventh, %(card)s, is a ribbon."),
}
MONTH_PATTERNS = {
    "shiso": _l("Four cards of one month and three of another."),
    "ichinishi": _l("Four cards of one month, two of another and one more card."),
    "haneken": _l("Three cards of one month and two pairs."),
    "teshi": _l("Four cards of one month."),
    "kuttsuki": _l("Three pairs and one more card."),
}


# -- names and numbers ----------------------------------------------------------------------------


def yaku_name(yaku_id: str, lang: str) -> str:
    return YAKU_NAMES[yaku_id][lang]


def yaku_list(ids, lang: str) -> str:
    """Yaku as a sentence lists them: "A, B and C"."""
    return and_list(yaku_name(y, lang) for y in ids)


def _num(x):
    """A figure for reading: a whole number when it is one or when it is large (means of
    hundreds of mon), else one decimal in the reader's notation."""
    r = round(x, 1) if abs(x) < 100 else round(x)
    return int(r) if r == int(r) else format_decimal(r)


def value(n, unit: str) -> str:
    """``n`` in the rule set's unit: points, kan or mon (plural forms agree)."""
    count = n if isinstance(n, int) else 2
    shown = _num(n)
    if unit == "kan":
        return ngettext("%(value)s kan", "%(value)s kan", count, value=shown)
    if unit == "mon":
        return ngettext("%(value)s mon", "%(value)s mon", count, value=shown)
    return ngettext("%(value)s point", "%(value)s points", count, value=shown)


def rules_label(p: dict) -> str:
    return str(RULES_LABELS[p["rules"]])


def _unit(p: dict) -> str:
    return get_rules(p["rules"]).unit


def _adds(c: dict) -> str:
    mine, best = c["gain"]
    return _("Your move adds %(mine)s in dekiyaku; the best move adds %(best)s.",
             mine=value(mine, c["unit"]), best=value(best, c["unit"]))


KIT = shared.CapturePuzzles(P, yaku_name, _adds)
_who = KIT.who
load = KIT.load  # the verified library (engine/hachihachi/data/puzzles.json)


def browse_theme(theme: str) -> str:
    """Teyaku, pile and sage-or-shōbu themes are browsed as one each: theirs name the answer."""
    for kind in ("teyaku", "pile"):
        if theme in THEMES[kind]:
            return kind
    return "sage-shobu" if theme in THEMES["sage-shobu"] else theme


def thumbnails(p: dict) -> list[str]:
    """A few cards of the position that tell puzzles apart, never the answer."""
    pos = p["position"]
    return pos["hand"][:4] if p["kind"] == "teyaku" else KIT.thumbnails(p)


# -- the question ---------------------------------------------------------------------------------


def goal(p: dict, lang: str) -> str:
    kind = p["kind"]
    if kind == "teyaku":
        if _unit(p) == "kan":
            return _("You were dealt this hand. Which teyaku does it hold, and what are they "
                     "worth together, in kan?")
        return _("You were dealt this hand. Which teyaku does it hold, and what are they worth "
                 "together, in points?")
    if kind == "pile":
        if _unit(p) == "kan":
            return _("Which dekiyaku does this captured pile make, what are they worth in kan, "
                     "and how many card points does it hold?")
        return _("Which dekiyaku does this captured pile make, what are they worth in points, "
                 "and how many card points does it hold?")
    if kind == "capture":
        if p["theme"] == "block":
            return KIT.block_goal(p, lang)
        return _("Which move completes a dekiyaku for you? Aim for the most value.")
    return _("You have just made %(yaku)s. Do you call sage and end the deal now, or shōbu and "
             "play on?", yaku=yaku_list(P.explain(p)["yaku"], lang))


def _valued(ids, values, unit: str, lang: str) -> list[tuple[str, str]]:
    """Each yaku to tick with its value under the puzzle's rules: the figures the answer's
    total is added up from, shown rather than assumed known."""
    return [(y, f"{yaku_name(y, lang)} · {value(values[y], unit)}") for y in ids]


def view(p: dict, lang: str) -> dict:
    """What the template draws: the position's cards and the answer's choices."""
    kind, pos = p["kind"], p["position"]
    unit = _unit(p)
    out = {"goal": goal(p, lang), "rules_label": rules_label(p), "unit": unit}
    cards = CARDS_BY_ID
    if kind == "teyaku":
        out["hand"] = [cards[c] for c in pos["hand"]]
        out["options"] = _valued(TEYAKU_IDS, get_rules(p["rules"]).teyaku, unit, lang)
        out["points_label"] = _("Their value, in kan") if unit == "kan" else _(
            "Their value, in points")
        return out
    if kind == "pile":
        out["groups"] = shared.pile_groups(pos["pile"])
        out["options"] = _valued(DEKIYAKU_IDS, get_rules(p["rules"]).dekiyaku, unit, lang)
        out["points_label"] = _("Dekiyaku value, in kan") if unit == "kan" else _(
            "Dekiyaku value, in points")
        return out
    out |= KIT.table(pos, lambda n: ngettext("%(num)d card in hand", "%(num)d cards in hand", n),
                     lambda n: ngettext("%(num)d card left in the stock",
                                        "%(num)d cards left in the stock", n))
    if kind == "capture":
        out["moves"] = KIT.choices(p, lang)
        return out
    out["yaku"] = [(yaku_name(y, lang), value(get_rules(p["rules"]).dekiyaku[y], "kan"))
                   for y in P.explain(p)["yaku"]]
    out["multiplier"] = pos.get("multiplier", 1)
    out["decisions"] = [("sage", _("Sage: stop the deal now")),
                        ("shobu", _("Shōbu: play on"))]
    return out


# -- answers ----------------------------------------------------------------------------------------


def _number(form, name: str, hi: int) -> int:
    n = whole_number(shared.read_field(form, name).strip(), 0, hi)
    if n is None:
        raise BadAnswer(_("The points must be a whole number from 0 to 999."))
    return n


def _ids(form, options) -> list[str]:
    chosen = form.getlist("yaku")
    if any(y not in options for y in chosen) or len(set(chosen)) != len(chosen):
        raise BadAnswer(_("That is not a yaku of these rules."))
    return sorted(chosen)


def answer_fields(p: dict) -> MultiDict:
    """The first accepted answer as the form posts it."""
    a = p["answers"][0]
    if p["kind"] == "teyaku":
        return MultiDict([("points", str(a["points"])),
                          *(("yaku", y) for y in sorted(set(a["teyaku"])))])
    if p["kind"] == "pile":
        return MultiDict([("points", str(a["points"])), ("card_points", str(a["card_points"])),
                          *(("yaku", y) for y in a["dekiyaku"])])
    if p["kind"] == "capture":
        return MultiDict({"move": a})
    return MultiDict({"decision": a})


def chosen(form) -> dict:
    """The reader's last answer, to keep it selected after a wrong try."""
    if form is None:
        return {}
    return shared.picked(form) | {"decision": form.get("decision")}


def grade(p: dict, form, lang: str) -> dict:
    """``{"status": "right" | "wrong" | "illegal", "message", "why"}``.

    :raises BadAnswer: for fields our form never sends (unknown yaku, a move that is not
        legal here, numbers out of range).
    """
    kind = p["kind"]
    want = p["answers"][0]
    why = None
    if kind == "teyaku":
        ids = _ids(form, TEYAKU_IDS)
        points = _number(form, "points", 999)
        ids_ok = ids == sorted(set(want["teyaku"]))
        points_ok = points == want["points"]
        right = ids_ok and points_ok
        if ids_ok and not points_ok:
            return {"status": "wrong", "message": _("The teyaku are right, but not their value."),
                    "why": None}
        if points_ok and not ids_ok:
            return {"status": "wrong", "message": _("The value is right, but not the teyaku."),
                    "why": None}
    elif kind == "pile":
        ids = _ids(form, DEKIYAKU_IDS)
        parts = [ids == want["dekiyaku"], _number(form, "points", 999) == want["points"],
                 _number(form, "card_points", 999) == want["card_points"]]
        right = all(parts)
        if not right:
            names = [_("the dekiyaku"), _("their value"), _("the card points")]
            return shared.parts_wrong(parts, names)
    elif kind == "capture":
        return KIT.grade_move(p, form, lang)
    else:
        decision = shared.read_field(form, "decision")
        if decision not in ("sage", "shobu"):
            raise BadAnswer(_("Answer with sage or shōbu."))
        right = decision in p["answers"]
        why = None if right else sage_figures(p, lang)
    return shared.verdict(right, why)


def chosen_answer(p: dict, form):
    """The posted answer written as the library writes answers (for "you chose …"), or None
    when it cannot be read as one."""
    kind = p["kind"]
    try:
        if kind == "teyaku":
            return {"teyaku": _ids(form, TEYAKU_IDS), "points": _number(form, "points", 999)}
        if kind == "pile":
            return {"dekiyaku": _ids(form, DEKIYAKU_IDS), "points": _number(form, "points", 999),
                    "card_points": _number(form, "card_points", 999)}
        if kind == "capture":
            move = shared.read_field(form, "move")
            return move if move in KIT.moves(p) else None
        decision = shared.read_field(form, "decision")
        return decision if decision in ("sage", "shobu") else None
    except BadAnswer:
        return None


def answer_text(p: dict, answer, lang: str) -> str:
    """An accepted answer, in words."""
    kind, unit = p["kind"], _unit(p)
    if kind == "teyaku":
        if not answer["teyaku"]:
            return _("No teyaku.")
        return _("%(yaku)s: %(value)s.", yaku=_teyaku_names(answer["teyaku"], lang),
                 value=value(answer["points"], unit))
    if kind == "pile":
        cards = value(answer["card_points"], "points")
        if not answer["dekiyaku"]:
            return _("No dekiyaku; the cards are worth %(cards)s.", cards=cards)
        return _("%(yaku)s: %(value)s; the cards are worth %(cards)s.",
                 yaku=yaku_list(answer["dekiyaku"], lang), value=value(answer["points"], unit),
                 cards=cards)
    if kind == "capture":
        return shared.move_label(KIT.moves(p)[answer], lang)
    return _("Sage: stop the deal now.") if answer == "sage" else _("Shōbu: play on.")


def _teyaku_names(ids, lang: str) -> str:
    """Teyaku names, a triple scored twice (二三本) as "× 2"."""
    seen = []
    for y in ids:
        if y not in seen:
            seen.append(y)
    return and_list(yaku_name(y, lang) if ids.count(y) == 1 else
                    _("%(yaku)s × %(n)s", yaku=yaku_name(y, lang), n=ids.count(y))
                    for y in seen)


# -- hints, misses, explanations ----------------------------------------------------------------------


def hints(p: dict, step: int, lang: str) -> list[str]:
    """The first ``step`` hints: the first, the theme's, only says where to look."""
    return shared.stepped_hints(step, FIRST_HINTS[browse_theme(p["theme"])],
                                lambda: _second_hint(p, lang))


def _second_hint(p: dict, lang: str) -> str:
    kind = p["kind"]
    data = P.explain(p)
    if kind == "teyaku":
        return _("By month, the hand falls into groups of %(counts)s cards.",
                 counts=list_join(data["months"]))
    if kind == "pile":
        n = len(data["dekiyaku"])
        text = ngettext("The pile makes %(num)s dekiyaku.", "The pile makes %(num)s dekiyaku.",
                        n) if n else _("This pile makes no dekiyaku.")
        if data["willow"]:
            text += gap(lang) + _("Remember how the willow cards count.")
        return text
    if kind == "capture":
        return KIT.hint(p, lang)
    check = data["check"]
    return _("Sage now brings you %(value)s.", value=value(check["sage"], "mon")) + gap(lang) + \
        ngettext("%(num)d card is left in your hand.", "%(num)d cards are left in your hand.",
                 data["hand"])


def sage_figures(p: dict, lang: str) -> str:
    """The engine's figures behind a sage-or-shōbu answer."""
    ch = p["check"]
    return _("Sage now brings %(sage)s; playing on averaged %(shobu)s over %(n)s test endings.",
             sage=value(ch["sage"], "mon"), shobu=value(ch["shobu"], "mon"), n=ch["samples"])


def explanation(p: dict, lang: str) -> list[Line]:
    """Why the answer is right, from :func:`engine.hachihachi.puzzles.explain`."""
    kind = p["kind"]
    data = P.explain(p)
    if kind == "teyaku":
        return _teyaku_lines(p, data, lang)
    if kind == "pile":
        return _pile_lines(p, data, lang)
    if kind == "capture":
        return _capture_lines(p, data, lang)
    return _sage_lines(p, data, lang)


def _teyaku_lines(p: dict, data: dict, lang: str) -> list[Line]:
    rules = get_rules(p["rules"])
    lines = []
    for y in data["teyaku"]:
        lines.append(Line(_("%(yaku)s: %(value)s.", yaku=yaku_name(y["id"], lang),
                            value=value(y["points"], data["unit"])), tuple(y["cards"])))
        lines.append(Line(_teyaku_reason(y, rules, lang)))
    if data["willow"] and any(y["id"] in ("karasu", "pikaichi", "toichi", "tanichi", "aka")
                              for y in data["teyaku"]):
        lines.append(Line(_("The willow cards count as chaff for teyaku: %(cards)s.",
                            cards=card_list(data["willow"], lang)), tuple(data["willow"])))
    if not data["teyaku"]:
        lines.append(Line(_("This hand holds no teyaku: it has no pattern of months, and too "
                            "few chaff cards for a teyaku of kinds.")))
    elif len(data["teyaku"]) > 1:
        lines.append(Line(_("Together: %(value)s.", value=value(data["points"], data["unit"]))))
    if data["other_rules"]:
        other = data["other_teyaku"]
        rules = RULES_LABELS[data["other_rules"]]
        lines.append(Line(_("Under the other rule set (%(rules)s) the same hand holds: "
                            "%(yaku)s.", rules=rules, yaku=_teyaku_names(other, lang)) if other
                          else _("Under the other rule set (%(rules)s) the same hand holds no "
                                 "teyaku.", rules=rules)))
    return lines


def _teyaku_reason(y: dict, rules, lang: str) -> str:
    yid = y["id"]
    if yid == "karasu":
        return _("All seven cards count as chaff.")
    if yid in ODD_CARD:
        return str(ODD_CARD[yid]) % {"card": card_name(y["cards"][0], lang)}
    if yid == "aka":
        if rules.aka_ribbons == "red":
            return _("Every card that is not chaff is a red ribbon, and there are at least two.")
        return _("Every card that is not chaff is a ribbon, and there are at least two.")
    if yid in MONTH_PATTERNS:
        return str(MONTH_PATTERNS[yid])
    if yid == "tatesanbon":
        return (_("Three cards of one month, from the months these rules count as standing.")
                + gap(lang) + tables.teyaku_detail(yid, rules, lang))  # the months, named
    return _("Three cards of one month.")


def _pile_lines(p: dict, data: dict, lang: str) -> list[Line]:
    unit = data["unit"]
    lines = [Line(_("%(yaku)s: %(value)s.", yaku=yaku_name(y["id"], lang),
                    value=value(y["points"], unit)), tuple(y["cards"]))
             for y in data["dekiyaku"]]
    if not data["dekiyaku"]:
        lines.append(Line(_("This pile makes no dekiyaku.")))
    elif len(data["dekiyaku"]) > 1:
        lines.append(Line(_("Together: %(value)s.", value=value(data["points"], unit))))
    if data["willow"]:
        lines.append(Line(_("The willow cards count as chaff for dekiyaku, but keep their face "
                            "value in card points: %(cards)s.",
                            cards=card_list(data["willow"], lang)), tuple(data["willow"])))
    lines.append(shared.card_points_line(data["card_points"], data["by_face"]))
    return lines


def _capture_lines(p: dict, data: dict, lang: str) -> list[Line]:
    return KIT.lines(data, lang, yaku_list, lambda gain: value(gain, data["unit"]),
                     lambda sol: answer_text(p, sol["action"], lang))


def _sage_lines(p: dict, data: dict, lang: str) -> list[Line]:
    c = data["check"]
    lines = [Line(_("Sage now: the deal ends and your dekiyaku are paid, %(value)s in all.",
                    value=value(c["sage"], "mon")))]
    if data["multiplier"] > 1:
        lines.append(Line(_("The opening field multiplies every payment by %(n)s.",
                            n=data["multiplier"])))
    lines.append(Line(_("Shōbu: in %(n)s simulated endings, every player playing the computer’s "
                        "greedy way, you finish with %(value)s on average.", n=c["samples"],
                        value=value(c["shobu"], "mon"))))
    lines.append(Line(_("Playing on does better than sage in %(pct)s%% of them.",
                        pct=round(100 * c["better"]))))
    for t in data["threats"]:
        lines.append(Line(_("%(who)s is one card away from %(yaku)s.", who=_who(t["seat"]),
                            yaku=yaku_name(t["yaku"], lang))))
    lines.append(Line(_("Teyaku are paid the same either way, so they are left out.")))
    gap_ = abs(c["shobu"] - c["sage"])
    if p["answers"][0] == "sage":
        lines.append(Line(_("Sage is better by about %(value)s.", value=value(gap_, "mon"))))
    else:
        lines.append(Line(_("Playing on is better by about %(value)s.",
                            value=value(gap_, "mon"))))
    return lines


__all__ = ["GAME", "HINT_STEPS", "KINDS", "KIND_LABELS", "PRACTICE", "TAUGHT_RULES", "TEMPLATE",
           "THEMES", "THEME_LABELS", "THEME_USES", "answer_fields", "answer_text", "browse_theme",
           "chosen", "chosen_answer", "explanation", "grade", "practice_uses",
           "hints", "load", "thumbnails", "view"]
