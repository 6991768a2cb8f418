"""The Tam Cúc puzzle kit: what the generic puzzle pages need to show, grade and explain a
Tam Cúc puzzle (see ``engine/tamcuc/puzzles.py`` for the kinds and their answers).

Everything a page shows comes from the puzzle's position, which holds only what the solver's
seat sees: its hand and face-down play, the plays turned up, counts and the cards turned up
this deal. Unseen cards are only ever named in words, as kinds of cards ("a pair of Red
Advisors"), never drawn, so no page can show where a hidden card is. Sentences are whole
gettext messages; words of play come from the term tables (``models.game_term``).
"""

from __future__ import annotations

from functools import lru_cache

from flask_babel import LazyString, format_decimal, ngettext
from flask_babel import gettext as _
from flask_babel import lazy_gettext as _l
from website.core import models
from website.core.i18n import current_language
from website.games.kit.lessons import Practice, puzzle_uses
from website.games.kit.puzzles import BadAnswer
from website.games.tamcuc import tables as tc
from website.games.tamcuc import trainer as card_trainer
from website.games.tamcuc import words as tc_words
from werkzeug.datastructures import MultiDict

from engine.tamcuc import RANKS, TAMCUC_BY_ID, TAMCUC_DECK
from engine.tamcuc import puzzles as P
from engine.tamcuc import trainer as T
from engine.tamcuc.cards import ids_of, mask_of
from engine.tamcuc.rules import get_rules

GAME = "tamcuc"
TEMPLATE = "games/tamcuc/puzzles.html"
KINDS = (*P.KINDS, T.KIND)  # the puzzles, then the 32 cards of the trainer
THEMES = {**P.THEMES, T.KIND: (T.KIND,)}
TRAINER = card_trainer.TRAINER
TAUGHT_RULES = "standard"  # the rules of the lesson path (lessons.RULES) and of play
# What each theme's puzzles rely on, in the keys the lessons teach (website.games.kit.lessons)
_FOLLOW = ("term:order", "term:trick")
_LEAD = ("term:order", "term:trick", "term:cai", "term:combination")
_FIRST = ("term:first-call", "term:order", "term:combination")
THEME_USES = {
    "follow-sure": _FOLLOW, "follow-count": _FOLLOW, "lead-sure": _LEAD, "lead-count": _LEAD,
    "must-chui": ("term:chui", "term:order"), "reveal-or-chui": ("term:chui", "term:order"),
    "first-lead": _FIRST, "first-follow": _FIRST,
    "ket-sure": ("term:ket", "term:cai", "term:combination"),
    "no-ket": ("term:ket", "term:cai", "term:combination", "term:ket-pair"),
}
# Each lesson's practice set, by lesson slug. The cards and the deal have no puzzle of their
# own: the card trainer drills each card's rank, what it beats and its combinations.
PRACTICE = {
    "cards": Practice(trainer=True),
    "table": Practice(trainer=True),
    "singles": Practice(("trick",)),
    "combinations": Practice(("lead",)),
    "tricks": Practice(("trick",)),
    "chui": Practice(("reveal",)),
    "first-call": Practice(("first-call",)),
    "ket": Practice(("ket-sure",)),
    "no-ket": Practice(("no-ket",)),
    "coached-deal": Practice(("trick", "lead", "reveal", "ket")),
}


def practice_uses(p: dict) -> frozenset:
    """What the puzzle relies on, in the lessons' keys: a play of several cards relies on the
    combinations, a position of the deal's first call on its ban."""
    pos = p["position"]
    extra = {"term:combination"} if (pos.get("size") or 0) > 1 else set()
    if pos.get("first_call"):
        extra.add("term:first-call")
    return puzzle_uses(p, THEME_USES) | extra
HINT_STEPS = 2
MAX_FIELD = 200  # the longest answer a form of ours sends (a call of five cards)


def term(key: str) -> str:
    """A word of play in the reader's language."""
    return models.game_term(key, current_language())


def _lazy(func) -> LazyString:
    return LazyString(func)


KIND_LABELS = {
    "trick": _l("Take the trick"),
    "lead": _l("What to lead"),
    "reveal": _lazy(lambda: _("Reveal or %(chui)s", chui=term("chui"))),
    "ket": _l("Can you make a kết?"),
    "first-call": _l("First-call traps"),
    T.KIND: card_trainer.KIND_LABEL,
}
_SURE_FOLLOW, _SURE_LEAD = _l("Follow with a sure winner"), _l("Lead a sure winner")
_COUNT = _l("Count the cards turned up")
THEME_LABELS = {
    "follow": _SURE_FOLLOW, "follow-sure": _SURE_FOLLOW, "follow-count": _COUNT,
    "lead": _SURE_LEAD, "lead-sure": _SURE_LEAD, "lead-count": _COUNT,
    "reveal": KIND_LABELS["reveal"],
    "must-chui": _l("A play that cannot win"),
    "reveal-or-chui": _l("Weigh the trick against the lead"),
    "ket": _l("Plan the last call"),
    "ket-sure": _l("A sure kết"),
    "no-ket": _l("No sure kết"),
    "first-lead": _l("The first call"),
    "first-follow": _l("Following the first call"),
    T.KIND: card_trainer.THEME_LABEL,
}
BROWSE = {"follow-sure": "follow", "follow-count": "follow", "lead-sure": "lead",
          "lead-count": "lead", "must-chui": "reveal", "reveal-or-chui": "reveal",
          "ket-sure": "ket", "no-ket": "ket"}


def browse_theme(theme: str) -> str:
    """Themes whose names would give the answer away are browsed as one."""
    return BROWSE.get(theme, theme)


@lru_cache(maxsize=1)
def _library() -> tuple[dict, ...]:
    return tuple(P.load())


def load() -> list[dict]:
    """The verified library (``engine/tamcuc/data/puzzles.json``), then the trainer's 32 cards
    (computed by the engine)."""
    return [*_library(), *T.puzzles()]


# -- names ------------------------------------------------------------------------------------


def _sep() -> str:
    return _(", ")


def card_names(ids, lang: str) -> str:
    return tc_words.card_names(ids)


play_words, kinds_words = tc_words.play_words, tc_words.kinds_words


def _shape(shape: str) -> str:
    return term(tc.TAMCUC_SHAPE_TERMS[shape])


def ban_sentence(p: dict, lang: str) -> str:
    return _("On the deal's first call, a play holding any of these ranks cannot win: "
             "%(ranks)s.", ranks=banned_ranks(p, lang))


def seat_name(p: dict, seat: int) -> str:
    return _("You") if seat == p["position"]["seat"] else _("Player %(n)s", n=seat + 1)


def ket_name(kind: str) -> str:
    return _("No sure kết") if kind == P.NO_KET else term(kind)


def banned_ranks(p: dict, lang: str) -> str:
    """The ranks the first call bans at this table, by name."""
    rules = get_rules(p["rules"])
    seats = p["position"]["seats"]
    present = {c.rank.id for i, c in enumerate(TAMCUC_DECK) if not rules.removed(seats) >> i & 1}
    return _sep().join(r.names[lang] for r in RANKS
                       if r.order > rules.banned_order(seats) and r.id in present)


# -- the page ---------------------------------------------------------------------------------


def goal(p: dict, lang: str) -> str:
    pos = p["position"]
    kind = p["kind"]
    if pos["phase"] == "lay":
        text = ngettext(
            "%(who)s called %(num)s card. Which play of yours is sure to take the trick, "
            "whatever the cards you have not seen? Of those, choose the cheapest.",
            "%(who)s called %(num)s cards. Which play of yours is sure to take the trick, "
            "whatever the cards you have not seen? Of those, choose the cheapest.",
            pos["size"], who=seat_name(p, pos["leader"]))
    elif kind == "ket":
        text = ngettext(
            "Every hand in play holds %(num)s card and you have the lead. Can you be sure to "
            "end the deal with a kết, and which one?",
            "Every hand in play holds %(num)s cards and you have the lead. Can you be sure to "
            "end the deal with a kết, and which one?", pos["hand_counts"][pos["seat"]])
    elif kind == "reveal":
        if pos["best"] is None:
            text = _("Every play is laid face down. No play is turned up yet: the caller's play "
                     "broke the first-call ban. Do you reveal yours, or %(chui)s?", chui=term("chui"))
        else:
            text = _("Every play is laid face down. The best play turned up so far is "
                     "%(who)s's. Do you reveal yours, or %(chui)s?",
                     who=seat_name(p, pos["best"]), chui=term("chui"))
    else:
        text = _("You have the lead. Which call is sure to take the trick, whatever the cards "
                 "you have not seen, and takes the most cards?")
    if pos["first_call"]:
        text += _gap(lang) + _("This is the deal's first call: a play holding any of these "
                               "ranks cannot win: %(ranks)s.", ranks=banned_ranks(p, lang))
    return text


def _cap(text: str) -> str:
    """The first letter in capitals, the rest as it is (names keep their capitals)."""
    return text[:1].upper() + text[1:]


def _gap(lang: str) -> str:
    return "" if lang == "zh" else " "


def options(p: dict, lang: str) -> list[dict]:
    """The reader's choices: value (as the form posts it), cards drawn, accessible name."""
    kind, pos = p["kind"], p["position"]
    if kind == "reveal":
        return [{"value": "reveal", "cards": (), "label": _("Reveal my play")},
                {"value": "chui", "cards": (), "label": _cap(_("%(chui)s: concede unseen",
                                                              chui=term("chui")))}]
    if kind == "ket":
        return [{"value": k, "cards": (), "label": _cap(ket_name(k))}
                for k in P.KET_ANSWERS]
    out = []
    for m in P.choices(p):
        cards = ids_of(m)
        label = (_("Lay %(play)s", play=play_words(cards, lang)) if pos["phase"] == "lay"
                 else _("Call %(play)s", play=play_words(cards, lang)))
        out.append({"value": P.action_text(p, m), "cards": [TAMCUC_BY_ID[c] for c in cards],
                    "label": label})
    return out


def _cards(ids) -> list:
    return [TAMCUC_BY_ID[c] for c in ids]


def view(p: dict, lang: str) -> dict:
    """What the template draws: only what the solver's seat sees."""
    if p["kind"] == T.KIND:
        return card_trainer.view(p, lang)
    pos = p["position"]
    n, me = pos["seats"], pos["seat"]
    order = [(pos["leader"] + i) % n for i in range(n)]
    seats = [{"seat": s, "name": seat_name(p, s), "you": s == me, "caller": s == pos["leader"],
              "hand": pos["hand_counts"][s], "laid": pos["laid_counts"][s],
              "revealed": _cards(pos["revealed"][s]), "chui": s in pos["chuis"],
              "best": s == pos["best"], "won": pos["won_counts"][s]} for s in order]
    return {"goal": goal(p, lang), "seats": seats, "hand": _cards(pos["hand"]),
            "own_play": _cards(pos["own_play"]), "seen": _cards(pos["seen"]),
            "first_call": pos["first_call"], "options": options(p, lang),
            "rules": p["rules"], "phase": pos["phase"],
            # out of play for three: facts a puzzle's answer may rest on, shown with the board
            "removed": _cards(ids_of(get_rules(p["rules"]).removed(n)))}


# -- answers ----------------------------------------------------------------------------------


def chosen(form) -> dict:
    if form is None:
        return {}
    return {"answer": form.get("answer", "")[:MAX_FIELD], **card_trainer.chosen(form)}


def answer_fields(p: dict) -> MultiDict:
    if p["kind"] == T.KIND:
        return card_trainer.answer_fields(p)
    values = [o["value"] for o in options(p, "en")]
    return MultiDict({"answer": next(v for v in values if v in p["answers"])})


def grade(p: dict, form, lang: str) -> dict:
    """``{"status", "message", "why"}``. :raises BadAnswer: for a value no form of ours sends."""
    if p["kind"] == T.KIND:
        return card_trainer.grade(p, form, lang)
    values = form.getlist("answer")
    if len(values) != 1 or len(values[0]) > MAX_FIELD:
        raise BadAnswer(_("Choose one answer."))
    value = values[0]
    if value not in {o["value"] for o in options(p, lang)} and value not in p["answers"]:
        raise BadAnswer(_("That is not one of the choices of this puzzle."))
    if value in p["answers"]:
        return {"status": "right", "message": _("Right!"), "why": None}
    return {"status": "wrong", "message": _("Not quite."), "why": miss(p, value, lang)}


def chosen_answer(p: dict, form):
    """The posted answer written as the library writes answers (for "you chose …"), or None
    when it cannot be read as one."""
    if p["kind"] == T.KIND:
        return None
    values = form.getlist("answer")
    if len(values) != 1 or len(values[0]) > MAX_FIELD:
        return None
    known = {o["value"] for o in options(p, current_language())} | set(p["answers"])
    return values[0] if values[0] in known else None


def answer_text(p: dict, answer, lang: str) -> str:
    if p["kind"] == T.KIND:
        return card_trainer.answer_text(p, answer, lang)
    if p["kind"] == "reveal":
        return _("Reveal your play.") if answer == "reveal" else _cap(_(
            "%(chui)s: concede without showing your cards.", chui=term("chui")))
    if p["kind"] == "ket":
        return _cap(ket_name(answer))
    verb, cards = answer.split()
    cards = cards.split(",")
    if verb == "lay":
        return _("Lay %(play)s.", play=play_words(cards, lang))
    return _("Call %(play)s.", play=play_words(cards, lang))


REASONS = {
    "no-combo": lambda: _("Your play is no combination: it cannot win anything."),
    "mixed-colours": lambda: _("Your cards are of two colours: a combination is all red or all "
                               "black, so your play cannot win."),
    "wrong-shape": lambda: _("Your play is not of the shape called: only that shape can win."),
    "banned": lambda: _("On the first call your play breaks the ban: it cannot win."),
    "equal": lambda: _("Your play only equals the best play turned up: a play must be "
                       "stronger to take the lead."),
    "weaker": lambda: _("Your play is weaker than the best play turned up."),
    "beats": lambda: _("Your play beats the best play turned up, so you may reveal it."),
}


def _figures(check: dict) -> str:
    return _("Over %(n)s test deals, your average result was %(reveal)s if you reveal and "
             "%(rest)s if you %(chui)s.", n=check["samples"], reveal=_num(check["reveal"]),
             chui=term("chui"), rest=_num(check["chui"]))


def _num(x: float) -> str:
    return format_decimal(round(x, 1))


def miss(p: dict, value: str, lang: str) -> str:
    """Why an answer falls short, without naming the right one."""
    kind = p["kind"]
    if kind == "reveal":
        reason = P.reveal_reason(p)
        if reason != "beats":
            return REASONS[reason]()
        return _figures(p["check"])
    if kind == "ket":
        if p["answers"] == [P.NO_KET]:
            if value not in {s["kind"] for s in P.explain(p)["shaped"]}:
                return _("None of the combinations in your hand makes that kết.")
            return _("Count the unseen cards again: some call of that plan could lose.")
        if value == P.NO_KET:
            return _("There is a sure kết here: look for calls nobody can beat.")
        if value in P.ket_plans(p):
            return _("That kết is sure too, but another one is worth more.")
        return _("No plan of sure calls ends with that kết.")
    opt = P.option_data(p, mask_of(value.split()[1].split(",")))
    if opt["banned"]:
        return ban_sentence(p, lang)
    if not opt["sure"]:
        return _("An unseen %(play)s could still beat it.",
                 play=kinds_words(opt["beaten_by"][0], lang))
    if p["position"]["phase"] == "lay":
        return _("It is sure to win, but a cheaper play is sure too.")
    return _("It is sure to win, but another sure call takes more cards.")


def hints(p: dict, step: int, lang: str) -> list[str]:
    """Step 1 says where to look; step 2 narrows it; neither names the answer."""
    kind = p["kind"]
    if kind == T.KIND:
        return card_trainer.hints(p, step, lang)
    first = {
        "trick": lambda: _("Think of every combination the cards you have not seen could make."),
        "lead": lambda: _("Think of every combination the cards you have not seen could make."),
        "first-call": lambda: _("Remember what the first call bans."),
        "reveal": lambda: _("Compare your play with the best play turned up: shape, colour, "
                            "the ban, then strength."),
        "ket": lambda: _("A kết is the deal's last call, and each call before it must be sure "
                         "to win too."),
    }[kind]
    out = [first()] if step >= 1 else []
    if step >= 2:
        out.append(_second_hint(p, lang))
    return out


def _second_hint(p: dict, lang: str) -> str:
    kind, pos = p["kind"], p["position"]
    if kind == "reveal":
        if p["theme"] == "must-chui":
            return _("Would your play take the lead from the best play turned up?")
        return _("Weigh the cards this trick brings against what the lead is worth.")
    if kind == "ket":
        return _("The cards turned up this deal tell you which combinations are left unseen.")
    if pos["phase"] == "lay":
        data = P.explain(p)
        sure = 1 + sum(o["sure"] for o in data["others"])
        return ngettext("Of your plays, %(num)s is sure to win.",
                        "Of your plays, %(num)s are sure to win.", sure)
    size = len(p["answers"][0].split()[1].split(","))
    return ngettext("The answer calls %(num)s card.", "The answer calls %(num)s cards.", size)


def explanation(p: dict, lang: str) -> list[tuple[str, tuple[str, ...]]]:
    """Why the answer is right, from the engine's data; only visible cards are drawn."""
    if p["kind"] == T.KIND:
        return card_trainer.explanation(p, lang)
    return [(_cap(text), cards) for text, cards in _explanation(p, lang)]


def _explanation(p: dict, lang: str) -> list[tuple[str, tuple[str, ...]]]:
    kind = p["kind"]
    data = P.explain(p)
    lines: list[tuple[str, tuple[str, ...]]] = []
    if data["first_call"] and kind != "reveal":
        lines.append((ban_sentence(p, lang), ()))
    if kind == "reveal":
        lines.append((REASONS[data["reason"]](), tuple(data["own"])))
        if data["best_cards"]:
            lines.append((_("The best play turned up: %(play)s.",
                            play=play_words(data["best_cards"], lang)), tuple(data["best_cards"])))
        if data["check"]:
            lines.append((_figures(data["check"]), ()))
        return lines
    if kind == "ket":
        return _ket_lines(p, data, lang)
    ans = data["answer"]
    cards = tuple(ans["cards"])
    if data["caller"]:
        lines.append((_("%(play)s is sure to take the trick: none of the cards you have not seen "
                        "make a stronger %(shape)s.", play=play_words(cards, lang),
                        shape=_shape(ans["shape"])), cards))
    else:
        lines.append((_("%(play)s is sure to take the trick: none of the cards you have not seen "
                        "make a %(shape)s as strong or stronger.", play=play_words(cards, lang),
                        shape=_shape(ans["shape"])), cards))
    for gone in ans["gone"][:3]:
        lines.append((_("Already turned up, so out of play: %(cards)s.",
                        cards=card_names(gone, lang)), tuple(gone)))
    for o in data["others"][:6]:
        words = play_words(o["cards"], lang)
        if o["banned"]:
            text = _("%(play)s breaks the first-call ban.", play=words)
        elif not o["sure"]:
            text = _could_lose(o["cards"], o["beaten_by"][0], lang)
        elif data["caller"]:
            text = _("%(play)s is sure as well, but takes fewer cards.", play=words)
        else:
            text = _("%(play)s is sure as well, but it spends stronger cards.", play=words)
        lines.append((text, tuple(o["cards"])))
    return lines


def _could_lose(cards, signature, lang: str) -> str:
    """Why a play is not sure: a stronger unseen play, or an equal one that, turned up
    earlier, would keep the lead (identical cards do not beat each other)."""
    mine = sorted((TAMCUC_BY_ID[c].colour, TAMCUC_BY_ID[c].rank.id) for c in cards)
    other = kinds_words(signature, lang)
    if mine == sorted(tuple(k) for k in signature):
        return _("An unseen %(other)s, turned up earlier, would tie with %(play)s and keep the "
                 "lead.", other=other, play=play_words(cards, lang))
    return _("%(play)s could lose to an unseen %(other)s.", play=play_words(cards, lang),
             other=other)


def _ket_lines(p: dict, data: dict, lang: str) -> list[tuple[str, tuple[str, ...]]]:
    lines = []
    if data["plan"]:
        lines.append((_("%(ket)s: %(points)s points from each player, less the cards each "
                        "has won.", ket=_cap(term(data["answer"])),
                        points=data["points"]), ()))
        for i, call in enumerate(data["plan"], start=1):
            last = i == len(data["plan"])
            text = (_("Last call: %(play)s, sure to win: the kết.", play=play_words(call, lang))
                    if last else _("Call %(play)s first: sure to win, so you keep the lead.",
                                   play=play_words(call, lang)))
            lines.append((text, tuple(call)))
        return lines
    lines.append((_("No plan of calls, each sure to win, ends with a kết."), ()))
    for s in data["shaped"][:5]:
        words = play_words(s["cards"], lang)
        if s["kind"] is None:
            text = _("%(play)s makes no kết.", play=words)
        elif s["beaten_by"]:
            text = _could_lose(s["cards"], s["beaten_by"][0], lang)
        else:
            text = _("%(play)s would be a kết, but the rest of your hand cannot be won for "
                     "sure first.", play=words)
        lines.append((text, tuple(s["cards"])))
    return lines


def thumbnails(p: dict) -> list[str]:
    """A few cards of the position that tell puzzles apart, never a card of the answer."""
    pos = p["position"]
    if p["kind"] == T.KIND:
        return [pos["card"]]
    if p["kind"] == "reveal":
        return list(pos["own_play"][:5])
    answer = {c for a in p["answers"] if " " in a for c in a.split()[1].split(",")}
    return [c for c in pos["hand"] if c not in answer][:5]
