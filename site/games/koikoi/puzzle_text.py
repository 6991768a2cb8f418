"""Puzzle words: goals, hints and explanations built from the engine's analysis, via gettext.

Nothing here is written per puzzle: :func:`engine.koikoi.puzzles.explain` and
:func:`engine.koikoi.puzzles.hint` give data (yaku ids, card ids, points, threats) and these
functions put it into sentences in the reader's language. Each explanation line is
``(text, card ids)``: the page shows the cards beside the sentence.
"""

from __future__ import annotations

from flask_babel import format_decimal, ngettext
from flask_babel import gettext as _
from flask_babel import lazy_gettext as _l
from website.core import models
from website.core.words import gap, list_join  # noqa: F401
from website.games.kit.fishing import Line, card_list
from website.games.kit.fishing import card_name_in as card_name
from website.games.koikoi import tables

from engine.hanafuda.cards import CARDS_BY_ID, MONTHS
from engine.koikoi import puzzles as P
from engine.koikoi.rules import YAKU_IDS, get_rules

KIND_LABELS = {
    "capture": _l("Capture"),
    "choice": _l("Choice of two"),
    "scoring": _l("Scoring"),
    "koikoi": _l("Stop or koi-koi"),
    "recognition": _l("Card recognition"),
}

THEME_LABELS = {
    "complete-yaku": _l("Complete a yaku"),
    "block": _l("Block the opponent"),
    "most-valuable": _l("Take the most valuable card"),
    "choice": _l("Two matching cards"),
    "scoring-basic": _l("Count the points"),
    "scoring-multiplier": _l("Points with doubling"),
    "koikoi": _l("Stop or koi-koi"),  # browsing: one theme, so that it names no answer
    "koikoi-stop": _l("When to stop"),
    "koikoi-continue": _l("When to play on"),
    "recognition": _l("Name the card"),
}


# One whole sentence per kind, so that every language can agree with the kind (English "an").
KIND_SENTENCES = {
    "bright": _l("It is a bright, worth %(points)s."),
    "animal": _l("It is an animal card, worth %(points)s."),
    "ribbon": _l("It is a ribbon card, worth %(points)s."),
    "chaff": _l("It is a chaff card, worth %(points)s."),
}


def yaku_list(ids, lang: str) -> str:
    return _(", ").join(models.yaku_name(y, lang) for y in ids)


def points(n) -> str:
    """``n`` points; ``n`` may be a mean with a decimal (plural form, the reader's decimal sign)."""
    if isinstance(n, int):
        return ngettext("%(value)s point", "%(value)s points", n, value=n)
    return ngettext("%(value)s point", "%(value)s points", 2, value=format_decimal(n))


def goal(p: dict, lang: str) -> str:
    """What the reader is asked, in their language."""
    theme = p["theme"]
    pos = p["position"]
    if theme == "complete-yaku":
        return _("Complete a yaku with this play. Which card do you play from your hand, and "
                 "which field card do you take? Aim for the most points.")
    if theme == "block":
        return _("Your opponent is one card away from %(yaku)s. Which card do you play, and "
                 "which field card do you take, to stop it?",
                 yaku=models.yaku_name(pos["target"], lang))
    if theme == "most-valuable":
        return _("Which card do you play, and which field card do you take, to capture the "
                 "most valuable card you can?")
    if theme == "choice":
        return _("You drew %(card)s. It matches two cards on the field: which one do you take?",
                 card=card_name(pos["drawn"], lang))
    if p["kind"] == "scoring":
        text = _("Which yaku does this captured pile make, and how many points does it score "
                 "under these rules?")
        if pos.get("opponent_koikoi"):
            text += gap(lang) + _("Your opponent called koi-koi earlier in this hand.")
        return text
    if p["kind"] == "koikoi":
        yaku = P.explain(p)["score"].yaku
        return _("You have just made %(yaku)s. Do you stop and score now, or call koi-koi and "
                 "play on?", yaku=yaku_list([y.id for y in yaku], lang))
    return _("Which month is this card from, what kind of card is it, and which yaku can it "
             "be part of?")


def answer_text(p: dict, answer, lang: str) -> str:
    """An accepted answer, in words."""
    kind = p["kind"]
    if kind == "capture":
        played, taken = P.parse_action_answer(answer)
        if not taken:
            return _("Play %(card)s and leave it on the field.", card=card_name(played, lang))
        return _("Play %(card)s and take %(taken)s.", card=card_name(played, lang),
                 taken=card_list(taken, lang))
    if kind == "choice":
        return _("Take %(card)s.", card=card_name(answer, lang))
    if kind == "scoring":
        names = yaku_list(sorted(answer["yaku"], key=YAKU_IDS.index), lang)
        return _("%(yaku)s: %(points)s.", yaku=names, points=points(answer["points"]))
    if kind == "koikoi":
        return _("Stop and score.") if answer == "stop" else _("Call koi-koi and play on.")
    month = MONTHS[answer["month"] - 1]
    yaku = yaku_list(answer["yaku"], lang) if answer["yaku"] else _("no yaku")
    return _("Month %(n)s (%(flower)s), %(kind)s; yaku: %(yaku)s.", n=month.number,
             flower=month.name(lang), kind=models.kind_name(answer["kind"], lang), yaku=yaku)


FIRST_HINTS = {
    "complete-yaku": _l("Look for a capture that finishes one of your yaku."),
    "block": _l("Look at what your opponent has been collecting."),
    "most-valuable": _l("Compare the cards each capture would take."),
    "choice": _l("Ask what each of the two cards does for you, and for your opponent."),
    "scoring-basic": _l("Sort the pile by kind first, then check each yaku in turn."),
    "scoring-multiplier": _l("Count the yaku first, then check what doubles the total."),
    "koikoi-stop": _l("Weigh what stopping is worth against how close your opponent is."),
    "koikoi-continue": _l("Weigh what stopping is worth against how close your opponent is."),
    "recognition": _l("Look at the flower first: it gives the month."),
}
HINT_STEPS = 2


def hints(p: dict, step: int, lang: str) -> list[str]:
    """The first ``step`` hints, general to specific: the first only says where to look."""
    out = [str(FIRST_HINTS[p["theme"]])] if step >= 1 else []
    if step >= 2:
        out.append(hint(p, lang))
    return out


def miss(p: dict, chosen: str, lang: str) -> str:
    """Why a capture or choice was wrong, from the engine's figures, without the answer."""
    c = P.compare(p, chosen)
    (gain, best_gain), (blocked, best_blocked), (card, best_card) = (
        c["gain"], c["blocked"], c["best"])
    if gain < best_gain:
        return _("Your move adds %(mine)s to your yaku; the best move here adds %(best)s.",
                 mine=points(gain), best=points(best_gain))
    if len(blocked) < len(best_blocked):
        return _("Your move leaves your opponent the cards they need for %(yaku)s.",
                 yaku=yaku_list(best_blocked, lang))
    if card < best_card:
        return _("The best card your move takes is worth %(mine)s; another move takes a card "
                 "worth %(best)s.", mine=points(card), best=points(best_card))
    return _("Another move does more here.")


def koikoi_miss(p: dict, lang: str) -> str:
    """The engine's figures behind a stop-or-koi-koi answer."""
    ch = p["check"]
    return _("Stopping now scores %(stop)s; playing on averaged %(margin)s (your points minus "
             "your opponent's) over %(n)s test games.", stop=points(ch["stop"]),
             margin=points(_num(ch["continue"])), n=ch["samples"])


def hint(p: dict, lang: str) -> str:
    """The specific nudge (second step)."""
    h = P.hint(p)
    kind = p["kind"]
    if kind == "capture":
        return _("Look at %(card)s in your hand.", card=card_name(h["card"], lang))
    if kind == "choice":
        if h["reason"] == "completes":
            return _("One of the two cards completes a yaku for you.")
        if h["reason"] == "blocks":
            return _("Look at what your opponent has been collecting.")
        return _("Compare what the two cards are worth.")
    if kind == "scoring":
        n = h["yaku_count"]
        text = ngettext("The pile makes %(num)s yaku.", "The pile makes %(num)s yaku.", n)
        rules = get_rules(p["rules"])
        if rules.seven_doubles:
            text += gap(lang) + _("Under these rules, %(n)s points or more are doubled.",
                            n=rules.double_threshold)
        return text
    if kind == "koikoi":
        text = _("Stopping now is worth %(points)s.", points=points(h["stop"]))
        if h["threats"]:
            text += gap(lang) + _("Your opponent is one card away from a yaku.")
        else:
            text += gap(lang) + _("How many cards are left for you to improve your yaku?")
        return text
    month = next(m for m in MONTHS if m.flower == h["flower"])
    first = min(max(month.number - month.number * 7 % 3, 1), 10)  # three months, the
    return _("It is from one of these months: %(months)s.",  # answer first, middle or last
             months=list_join([str(n) for n in range(first, first + 3)]))


def threat_line(t, lang: str) -> Line:
    """The opponent's near yaku and the cards that would make it: one is enough."""
    yaku, cards = models.yaku_name(t.yaku, lang), card_list(t.cards, lang)
    return Line(_("Your opponent is one card away from %(yaku)s: they need %(cards)s.",
                  yaku=yaku, cards=cards) if len(t.cards) == 1 else
                _("Your opponent is one card away from %(yaku)s: any one of these would do: "
                  "%(cards)s.", yaku=yaku, cards=cards), tuple(t.cards))


def _reason_lines(reasons, lang: str, action) -> list[Line]:
    """The reasons for ``action``; what it takes is named from the field cards it takes (the
    played or drawn card is the same for every choice, so it is never "the best card")."""
    out = []
    for r in reasons:
        if r.kind == "completes":
            out.append(Line(_("This completes %(yaku)s: %(points)s more.",
                              yaku=yaku_list(r.yaku, lang), points=points(r.points))))
        elif r.kind == "blocks":
            out.append(Line(_("This takes %(cards)s away from your opponent, who needs it for "
                              "%(yaku)s.", cards=card_list(r.cards, lang),
                              yaku=yaku_list(r.yaku, lang)), tuple(r.cards)))
        elif r.kind == "takes" and action.take:
            best = max((CARDS_BY_ID[c] for c in action.take), key=lambda c: c.points)
            out.append(Line(_("It takes %(card)s, worth %(points)s.",
                              card=best.spoken_name(lang), points=points(best.points)), (best.id,)))
        elif r.kind == "discards":
            out.append(Line(_("%(card)s stays on the field.", card=card_name(r.cards[0], lang)),
                            tuple(r.cards)))
    return out


def explanation(p: dict, lang: str) -> list[Line]:
    """Why the answer is right, from the engine's analysis."""
    data = P.explain(p)
    kind = p["kind"]
    rules = get_rules(p["rules"])
    lines: list[Line] = []
    if kind in ("capture", "choice"):
        for sol in data["solutions"]:
            a = sol["action"]
            if len(data["solutions"]) > 1:
                lines.append(Line(answer_text(p, P.action_answer(a) if kind == "capture"
                                              else a.take[0], lang), (a.card, *a.take)))
            lines += _reason_lines(sol["reasons"], lang, a)
        for other in data["others"]:
            a = other["action"]
            lines.append(Line(_("Taking %(card)s instead:", card=card_name(a.take[0], lang)),
                              tuple(a.take)))
            lines += _reason_lines(other["reasons"], lang, a)
        if p["theme"] == "block" or (kind == "choice" and data["threats"]):
            lines += [threat_line(t, lang) for t in data["threats"]]
        return lines
    if kind == "scoring":
        s = data["score"]
        for y in s.yaku:
            base = rules.points[y.id]
            text = _("%(yaku)s: %(points)s.", yaku=models.yaku_name(y.id, lang),
                     points=points(y.points))
            if y.points > base:
                extra = y.points - base
                text += gap(lang) + ngettext("(%(base)s, plus %(num)s for an extra card.)",
                                       "(%(base)s, plus %(num)s for the extra cards.)",
                                       extra, base=points(base))
            lines.append(Line(text, tuple(data["cards"][y.id])))
        if any(y.id == "kasu" for y in s.yaku) and rules.sake_as_chaff and (
                "chrysanthemum-sake" in p["position"]["pile"]):
            lines.append(Line(_("Under these rules the sake cup counts as an animal and as a "
                                "chaff card at once."), ("chrysanthemum-sake",)))
        lines.append(Line(_("Together: %(points)s.", points=points(s.base))))
        if data["seven"]:
            lines.append(Line(_("Under these rules, %(n)s points or more are doubled.",
                                n=rules.double_threshold)))
        if data["koikoi"]:
            lines.append(Line(_("Your opponent had called koi-koi, so your score is doubled.")))
        if s.multiplier > 1:
            lines.append(Line(_("%(base)s × %(m)s = %(points)s.", base=s.base, m=s.multiplier,
                                points=points(s.points))))
        return lines
    if kind == "koikoi":
        c = data["check"]
        s = data["score"]
        lines.append(Line(_("Stopping now scores %(points)s with %(yaku)s.",
                            points=points(c["stop"]),
                            yaku=yaku_list([y.id for y in s.yaku], lang))))
        ahead = c["continue"]
        if ahead >= 0:
            text = _("Calling koi-koi: in %(n)s simulated endings against the computer, you "
                     "finish on average %(points)s ahead.", n=c["samples"],
                     points=points(_num(ahead)))
        else:
            text = _("Calling koi-koi: in %(n)s simulated endings against the computer, you "
                     "finish on average %(points)s behind.", n=c["samples"],
                     points=points(_num(-ahead)))
        lines.append(Line(text))
        lines.append(Line(_("You win the hand in %(pct)s%% of those endings.",
                            pct=round(100 * c["won"]))))
        lines += [threat_line(t, lang) for t in data["threats"]]
        diff = _num(abs(ahead - c["stop"]))
        if p["answers"][0] == "stop":
            lines.append(Line(_("Stopping is better by about %(points)s.", points=points(diff))))
        else:
            lines.append(Line(_("Playing on is better by about %(points)s.",
                                points=points(diff))))
        return lines
    card = data["card"]
    month = MONTHS[card.month - 1]
    lines.append(Line(_("%(card)s is a card of month %(n)s, %(flower)s.", card=card.spoken_name(lang),
                        n=month.number, flower=month.name(lang)), (card.id,)))
    lines.append(Line(str(KIND_SENTENCES[card.kind]) % {"points": points(card.points)}))
    if data["yaku"]:
        for y in data["yaku"]:
            lines.append(Line(_("%(yaku)s: %(desc)s", yaku=models.yaku_name(y, lang),
                                desc=tables.yaku_description(y, rules))))
    else:
        lines.append(Line(_("It belongs to no yaku under these rules.")))
    return lines


def _num(x: float):
    """A mean for reading: one decimal, or a whole number when it is one."""
    r = round(x, 1)
    return int(r) if r == int(r) else r
