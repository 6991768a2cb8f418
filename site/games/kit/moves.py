"""Pieces every board uses to read a posted move and to put the engine's advice on the page."""

from __future__ import annotations

from flask import current_app
from flask_babel import format_decimal, ngettext
from flask_babel import gettext as _
from website.core.words import once_each

from engine.errors import EngineError
from engine.judge import Judge, Ranking, Settings, judge_for

ENGINE_LEVELS = ("random", "greedy", "strong")  # the players every game's engine has


def read_seated_action(parse, form, seat: int):
    """The action a play form posted (``a``), in a notation whose seat prefix is optional
    (``parse(text) -> (seat or None, action)``).

    :raises EngineError: when it does not parse or names another seat."""
    player, action = parse(form.get("a", "")[:200])
    if player not in (None, seat):
        raise EngineError(f"player {player} does not move here")
    return action


def judge(game: str) -> Judge:
    """The game's judge, as the hint and the review both ask it (one per process: they share
    its answers). ``JUDGE_SCALE`` in the configuration scales its sample budget (the tests use
    a small one)."""
    return judge_for(game, Settings(scale=current_app.config.get("JUDGE_SCALE", 1.0)))


EQUAL_SHOWN = 3  # choices named under "just as good" or "too close to call"


def ranked_hint(ranking: Ranking, seat: int, seats, describe, cards_of, reasons,
                compare=None) -> dict:
    """A hint from the judge's ranking, in words: the suggestion and its reasons, its estimate
    (None when it was the only choice) and unit, the choices surely as good as it (``equal``),
    and the next best (``second``): too close to call (``second_close``: the judge slightly
    prefers its suggestion but cannot tell them apart) or surely worse, with why the suggestion
    is better (``compare(better, worse)``: the game's own terms)."""
    best = ranking.best
    others = [c for c in ranking.choices if not c.sure]
    second = others[0] if others else None
    close = [c for c in others if c.equal]
    return {"action": best.action, "value": best.estimate if len(ranking.choices) > 1 else None,
            "unit": ranking.unit,
            "text": describe(best.action, seat, seats), "cards": cards_of(best.action),
            "reasons": reasons(best.action),
            "equal": shown_moves([describe(c.action, seat, seats) for c in ranking.as_good[1:]],
                                 describe(best.action, seat, seats)),
            "second": second and second.action, "second_value": second and second.estimate,
            "second_text": describe(second.action, seat, seats) if second else None,
            "second_close": bool(second and second.equal),
            "close_more": max(0, len(close) - 1),
            "why_better": compare(best.action, second.action) if second and compare else []}


def shown_moves(texts: list[str], *besides: str) -> list[str]:
    """Moves to list under the hint, each once and none said as ``besides`` is (two moves said
    alike are one to the reader), at most :data:`EQUAL_SHOWN`, then how many more."""
    texts = [t for t in once_each(texts) if t not in besides]
    shown = texts[:EQUAL_SHOWN]
    if len(texts) > len(shown):
        shown.append(ngettext("%(num)d other move", "%(num)d other moves",
                              len(texts) - len(shown)))
    return shown


def amount(value: float, unit: str) -> str:
    """An estimate as a reader weighs it: signed, with its unit, to the precision it has
    ("about +4 points", "about +100 mon"): two significant figures, whole points or mon."""
    rounded = _significant(value)
    text = format_decimal(rounded, format="+#,##0;−#,##0") if rounded else "0"
    n = abs(int(rounded))
    if unit == "mon":
        return ngettext("about %(value)s mon", "about %(value)s mon", n, value=text)
    return ngettext("about %(value)s point", "about %(value)s points", n, value=text)


def figure(value: float) -> str:
    """A judge's estimate as a figure, signed with a true minus sign, in the reader's number
    format ("+4,2" in Vietnamese, "−0.35"), to the precision it has: whole from ten up, a
    tenth below, hundredths on the −1 to +1 scale of a Koi-Koi hand."""
    size = abs(value)
    pattern = "+#,##0;−#,##0" if size >= 10 else "+0.0;−0.0" if size >= 1 else "+0.00;−0.00"
    return format_decimal(value, format=pattern)


def estimate(value: float, unit: str | None = None) -> str:
    """:func:`figure` with its unit ("+4.2 points", "−120 mon"); on the judge's −1 to +1
    scale of a hand (``unit`` "win" or None) the figure alone, as the review's note explains
    the scale."""
    text = figure(value)
    if unit == "mon":
        return ngettext("%(value)s mon", "%(value)s mon", 2, value=text)
    if unit == "points":  # a signed figure with a decimal takes the plural ("+1.0 points")
        return ngettext("%(value)s point", "%(value)s points", 2, value=text)
    return text


def _significant(value: float) -> int:
    """``value`` rounded to two significant figures, and to a whole number."""
    size = abs(value)
    step = 1 if size < 100 else 10 ** (len(str(int(size))) - 2)
    return int(round(value / step) * step)


def why_lines(states, actions, index: int, reasons, sight=None) -> list[str]:
    """The reasons for the move that led to state ``index`` (``reasons(observation, action)``),
    when the mover had a real choice; seen from the mover's side only, and with a ``sight``
    (a review) only for the reader's own moves, whose reasons name no card they did not see."""
    if index == 0:
        return []
    before = states[index - 1]
    if len(before.legal_actions()) < 2 or sight is not None and before.current != sight.seat:
        return []
    return reasons(before.observation(before.current), actions[index - 1])


def deals_label(n: int) -> str:
    """A game's length on the new-game form, in deals: "One deal", "4 deals"."""
    return _("One deal") if n == 1 else ngettext("%(num)d deal", "%(num)d deals", n)
