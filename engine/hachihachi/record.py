"""JSON records of Hachi-Hachi deals: save, load and replay with every action checked.

A deal record (``docs/record-format.md``)::

    {"game": "hachihachi", "rules": "traditional", "dealer": 2,
     "deal": {"hands": [[...7], [...7], [...7]], "field": [...6], "stock": [...21]},
     "actions": [{"player": 2, "play": "pine-crane", "take": ["pine-chaff-1"]},
                 {"player": 2, "call": "shobu"}, ...],
     "result": {"winner": 0, "points": [180, -100, -80], "reason": "exhausted", ...}}

A match record holds its deals in order under ``hands``, each with the running score. A deal
that fields were carried to (``field_carry``) says so: ``"carried": [2]``, the multipliers
handed on by the deals before, largest first.
"""

from __future__ import annotations

from typing import Any

from ..errors import RecordError
from ..hanafuda.deal import Deal
from ..hanafuda.matching import capture_from_json, capture_to_json
from ..hanafuda.replay import DealRecords, result_json, yaku_json
from ..records import deal_lists, deal_record, rebuilt
from .rules import DEFAULT_RULES, get_rules
from .scoring import SEATS
from .state import SAGE, SHOBU, Call, State


def action_to_json(action, player: int) -> dict:
    if isinstance(action, Call):
        return {"player": player, "call": action.decision}
    return capture_to_json(action, player)


def action_from_json(obj: Any, where: str):
    if not isinstance(obj, dict):
        raise RecordError(f"{where}: an action is an object, not {type(obj).__name__}")
    player = obj.get("player")
    if type(player) is not int or player not in range(SEATS):
        raise RecordError(f"{where}: player must be 0, 1 or 2, not {player!r}")
    if "call" in obj:
        if obj["call"] not in (SAGE, SHOBU):
            raise RecordError(f"{where}: call must be 'sage' or 'shobu', not {obj['call']!r}")
        return player, Call(obj["call"])
    action = capture_from_json(obj, where)
    if action is None:
        raise RecordError(f"{where}: an action needs 'play', 'draw' or 'call'")
    return player, action


def result_to_json(state: State) -> dict | None:
    return result_json(state, lambda s: {
        "multiplier": s.multiplier, "teyaku": [yaku_json(t) for t in s.teyaku],
        "dekiyaku": [yaku_json(d) for d in s.dekiyaku], "special": [yaku_json(x) for x in s.special]})


def hand_to_json(states: list[State], actions: list) -> dict:
    """The record of a deal from its states (``states[0]`` as dealt) and actions."""
    rec = deal_record("hachihachi", states, actions, action_to_json, result_to_json)
    if states[0].carried:
        rec = {**rec, "carried": list(states[0].carried)}
    return rec


def _deal_from_json(rec: dict) -> tuple[Deal, Any]:
    carried = rec.get("carried", [])
    if not isinstance(carried, list):
        raise RecordError(f"carried must be a list of multipliers, not {carried!r}")
    return Deal(*deal_lists(rec, SEATS)), tuple(carried)


def _from_deal(rules, dealt: tuple[Deal, Any]) -> State:
    deal, carried = dealt
    return State.from_deal(rules, deal, carried)


RECORDS = DealRecords("hachihachi", "Hachi-Hachi", get_rules, DEFAULT_RULES, _from_deal,
                      _deal_from_json, lambda seats: action_from_json, result_to_json)
replay_hand = RECORDS.replay_hand


def replay(rec: Any) -> list[tuple[list, list]]:
    """:meth:`DealRecords.replay`, and in a match each deal's carried fields those the deal
    before handed on.

    :raises RecordError: naming the first deal whose carried fields are wrong."""
    hands = RECORDS.replay(rec)
    for n in range(1, len(hands)):
        # a deal at a table of more than three carries no field (:func:`.game.carry`)
        handed = getattr(hands[n - 1][0][-1], "carry_out", ())
        got = getattr(hands[n][0][0], "carried", ())
        if handed != got:
            raise RecordError(f"hand {n + 1}: carried fields {list(got)!r}, but the deal before "
                              f"hands on {list(handed)!r}")
    return hands


def check_record(rec: Any) -> dict:
    """The record as it is kept: written again from its replay (:func:`engine.records.rebuilt`),
    each deal as :func:`hand_to_json` writes it, nothing else."""
    return rebuilt(rec, replay, hand_to_json)
