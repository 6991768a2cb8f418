"""Pieces every board uses to read a posted move and to put the engine's advice on the page."""

from __future__ import annotations

from flask import current_app
from flask_babel import gettext as _
from flask_babel import ngettext
from website.core.words import in_list, once_each, or_list

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


EQUAL_SHOWN = 3  # choices named in "… or …: equally good here"


def ranked_hint(ranking: Ranking, seat: int, seats, describe, cards_of, reasons) -> dict:
    """A hint from the judge's ranking: the suggestion, its estimate (None when it was the
    only choice), the choices equal to it, and the next best of the others, each in words."""
    best = ranking.best
    equal = ranking.equal_to_best
    others = [c for c in ranking.choices if not c.equal]
    second = others[0] if others else None
    return {"action": best.action, "value": best.estimate if len(ranking.choices) > 1 else None,
            "text": describe(best.action, seat, seats), "cards": cards_of(best.action),
            "reasons": reasons(best.action),
            "equal": equal_line([describe(c.action, seat, seats) for c in equal]),
            "second": second and second.action, "second_value": second and second.estimate,
            "second_text": describe(second.action, seat, seats) if second else None}


def equal_line(texts: list[str]) -> str | None:
    """"A or B: equally good here", when the judge could not tell several choices apart (the
    moves in words, each once: choices said alike are one to the reader)."""
    texts = once_each(texts)
    if len(texts) < 2:
        return None
    shown = texts[:EQUAL_SHOWN]
    more = len(texts) - len(shown)
    if more:
        shown.append(ngettext("%(num)d other move", "%(num)d other moves", more))
    return _("%(moves)s: equally good here, as far as the imagined deals can tell.",
             moves=or_list(in_list(shown)))


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
