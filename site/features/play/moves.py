"""Pieces every board uses to read a posted move and to put the engine's advice on the page."""

from __future__ import annotations

from flask_babel import gettext as _
from flask_babel import ngettext

from engine.errors import EngineError

ENGINE_LEVELS = ("random", "greedy", "strong")  # the players every game's engine has


def read_seated_action(parse, form, seat: int):
    """The action a play form posted (``a``), in a notation whose seat prefix is optional
    (``parse(text) -> (seat or None, action)``).

    :raises EngineError: when it does not parse or names another seat."""
    player, action = parse(form.get("a", "")[:200])
    if player not in (None, seat):
        raise EngineError(f"player {player} does not move here")
    return action


def ranked_hint(ranked, seat: int, seats, describe, cards_of, reasons) -> dict:
    """A hint from a player's ranking ``[(value, action), …]``, best first: the suggestion,
    its value (None when it was the only choice) and the next best, each in words."""
    (value, best), others = ranked[0], ranked[1:]
    second_value, second = others[0] if others else (None, None)
    return {"action": best, "value": value if others else None,
            "text": describe(best, seat, seats), "cards": cards_of(best), "reasons": reasons(best),
            "second": second, "second_value": second_value,
            "second_text": describe(second, seat, seats) if others else None}


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
