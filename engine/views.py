"""One seat's view of a game record: the record as that player saw it at the table.

A deal hides cards, and the rules do not turn them up when it ends: the stock still to draw and
the hands of a Koi-Koi or Hachi-Hachi deal stopped early, and every play a Tam Cúc player
conceded face down (chui). What a seat saw of a deal is the union of the cards its
observations showed (``Observation.visible_cards``). Its view of the record writes every
other dealt card as :data:`HIDDEN`, in the deal and in the actions (but not in the fields the
game declares public, such as Tam Cúc's bắt cái card), and drops the seed, which would deal the
same cards again; ``"view"`` names the seat and how many cards stay hidden.

A view can be read but not replayed (:func:`engine.records.refuse_view`): the engine checks
every action against the cards, and the hidden ones are gone.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import Any

from .games import game_of
from .records import VIEW, is_match

HIDDEN = "?"
_TOKEN = re.compile(r"[^\s,]+")  # a card id in an action's notation ("lay a,b")


def hand_and_stock_hidden(state: Any, seat: int) -> frozenset[str]:
    """What a seat of a fishing game (the 48-card Hanafuda deck's) may not see: the other
    seats' hands and the stock, but the card turned over from it (``state.drawn``). A game
    declares it as its :attr:`engine.protocol.Sight.hidden`."""
    others = (c for s in range(len(state.deal.hands)) if s != seat for c in state.hand(s))
    return frozenset(others) | (frozenset(state.stock) - {state.drawn})


def seen_in_deal(states: Sequence[Any], seat: int) -> frozenset[str]:
    """Every card ``seat`` saw during a deal, from its states (``states[0]`` as dealt)."""
    return frozenset().union(*(s.observation(seat).visible_cards() for s in states))


def _strings(value: Any) -> Iterable[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for v in value.values():
            yield from _strings(v)
    elif isinstance(value, list):
        for v in value:
            yield from _strings(v)


def _hide(value: Any, hidden: frozenset[str]) -> Any:
    if isinstance(value, str):
        if value in hidden:
            return HIDDEN
        return _TOKEN.sub(lambda m: HIDDEN if m.group() in hidden else m.group(), value)
    if isinstance(value, dict):
        return {k: _hide(v, hidden) for k, v in value.items()}
    if isinstance(value, list):
        return [_hide(v, hidden) for v in value]
    return value


def _deal_view(deal: dict[str, Any], states: Sequence[Any], seat: int,
               public: tuple[str, ...]) -> tuple[dict[str, Any], int]:
    hidden = frozenset(_strings(deal["deal"])) - seen_in_deal(states, seat)
    view = {k: v if k in public else _hide(v, hidden) for k, v in deal.items() if k != "seed"}
    return view, len(hidden)


def view_record(record: dict[str, Any], seat: int) -> dict[str, Any]:
    """``record`` (a deal or match record of any game) as ``seat`` saw it.

    :raises RecordError: for a record the engine refuses."""
    game = game_of(record)
    deals, public = game.replay(record), game.public_record_keys
    if not is_match(record):
        view, hidden = _deal_view(record, deals[0][0], seat, public)
        return {**view, VIEW: {"seat": seat, "hidden": hidden}}
    hands, total = [], 0
    for deal, (states, _actions) in zip(record["hands"], deals, strict=True):
        view, hidden = _deal_view(deal, states, seat, public)
        hands.append(view)
        total += hidden
    match = {k: v for k, v in record.items() if k not in ("seed", "hands")}
    return {**match, "hands": hands, VIEW: {"seat": seat, "hidden": total}}
