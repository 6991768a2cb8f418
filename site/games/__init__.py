"""What each game adds to the game-agnostic viewer, play and puzzle pages: its board.

A board is a module (``koikoi``, ``tamcuc``, ``hachihachi``) with the same names: the engine's
``GAME``, its URL ``SLUG``, the macros file ``TEMPLATE`` that draws it, and the functions that
turn the engine's states and observations into what those macros show. The views
(:mod:`website.features.viewer.views`, :mod:`website.features.play.views`) are written once
against it; nothing in them knows a game's rules.
"""

from __future__ import annotations

from importlib import import_module
from types import ModuleType

from flask import abort
from website.core.i18n import LANG_RULE

from engine.errors import EngineError

SLUGS = {"koikoi": "koikoi", "tam-cuc": "tamcuc", "hachi-hachi": "hachihachi"}
SLUG_OF = {name: slug for slug, name in SLUGS.items()}
DEFAULT_SLUG = "koikoi"  # Koi-Koi keeps the site's first URLs: /<lang>/play, /<lang>/games …
ENGINE_LEVELS = ("random", "greedy", "strong")  # the players every game's engine has
GAME_RULE = "<any(" + ", ".join(f"'{s}'" for s in SLUGS) + "):game>"


def board(slug: str) -> ModuleType:
    """The board of the game whose URL slug is ``slug`` (404 for any other)."""
    if slug not in SLUGS:
        abort(404)
    return import_module(f"{__name__}.{SLUGS[slug]}.board")


def board_of(game_name: str) -> ModuleType:
    """The board of an engine game (``koikoi``, ``tamcuc``, ``hachihachi``)."""
    return board(SLUG_OF[game_name])


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


def why_lines(states, actions, index: int, reasons) -> list[str]:
    """The reasons for the move that led to state ``index`` (``reasons(observation, action)``),
    when the mover had a real choice; seen from the mover's side only."""
    if index == 0:
        return []
    before = states[index - 1]
    if len(before.legal_actions()) < 2:
        return []
    return reasons(before.observation(before.current), actions[index - 1])


def board_names() -> list[tuple[str, str]]:
    """Every game's slug and name, in the site's order."""
    return [(slug, board(slug).NAME) for slug in SLUGS]


def game_route(bp, path: str, **options):
    """Register a view at ``/<lang>/<game><path>`` for every game, and at Koi-Koi's older
    ``/<lang><path>``, which stays Koi-Koi's address (``/<lang>/koikoi<path>`` redirects there
    permanently). The view receives the slug as ``game``."""

    def decorator(view):
        bp.add_url_rule(f"/{LANG_RULE}{path}", view_func=view, defaults={"game": DEFAULT_SLUG},
                        **options)
        bp.add_url_rule(f"/{LANG_RULE}/{GAME_RULE}{path}", view_func=view, **options)
        return view

    return decorator
