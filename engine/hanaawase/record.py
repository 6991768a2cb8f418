"""JSON records of Hana-awase deals: save, load and replay with every action checked.

A deal record (``docs/record-format.md``)::

    {"game": "hanaawase", "rules": "wikipedia", "dealer": 2,
     "deal": {"hands": [[...7], [...7], [...7]], "field": [...6], "stock": [...21]},
     "actions": [{"player": 2, "play": "pine-crane", "take": ["pine-chaff-1"]}, ...],
     "result": {"winner": 0, "points": [52, -20, -32], "reason": "exhausted", ...}}

A two-seat deal has two hands of ten and eight field cards. A match record holds its deals
in order under ``hands``, each with the running score.
"""

from __future__ import annotations

from typing import Any

from ..errors import RecordError
from ..hanafuda.deal import Deal
from ..hanafuda.matching import capture_from_json, capture_to_json
from ..hanafuda.replay import DealRecords, result_json, yaku_json
from ..records import deal_record, finished, is_match, rebuilt
from .rules import DEFAULT_RULES, YAKU_IDS, get_rules
from .state import SEATS, State

GAME = "hanaawase"


def action_to_json(action, player: int) -> dict:
    return capture_to_json(action, player)


def action_reader(seats: int):
    def action_from_json(obj: Any, where: str):
        if not isinstance(obj, dict):
            raise RecordError(f"{where}: an action is an object, not {type(obj).__name__}")
        player = obj.get("player")
        if type(player) is not int or player not in range(seats):
            raise RecordError(f"{where}: player must be a seat from 0 to {seats - 1}, "
                              f"not {player!r}")
        action = capture_from_json(obj, where)
        if action is None:
            raise RecordError(f"{where}: an action needs 'play' or 'draw'")
        return player, action
    return action_from_json


def result_to_json(state: State) -> dict | None:
    """The result as stored; the hand yaku, the field multiplier and the FUKE tie only under
    a rule set that plays them."""
    rules = state.rules

    def fields(s) -> dict:
        out = {"par": s.par, "void": s.void, "yaku": [yaku_json(y) for y in s.yaku]}
        if rules.teyaku:
            out["teyaku"] = [yaku_json(y) for y in s.teyaku] if s.teyaku else [
                [] for _ in s.yaku]
        if rules.field_multiplier:
            out["multiplier"] = s.multiplier
        if rules.fuke:
            out["tie"] = s.tie
        return out
    return result_json(state, fields)


def hand_to_json(states: list[State], actions: list) -> dict:
    """The record of a deal from its states (``states[0]`` as dealt) and actions."""
    return deal_record(GAME, states, actions, action_to_json, result_to_json)


def _deal_from_json(rec: dict) -> Deal:
    deal = rec.get("deal")
    if not isinstance(deal, dict):
        raise RecordError("record has no 'deal' object")
    try:
        hands = deal["hands"]
        if not (isinstance(hands, list) and len(hands) in SEATS):
            raise RecordError("deal.hands must hold three hands (or two)")
        if not all(isinstance(x, list) for x in (*hands, deal["field"], deal["stock"])):
            raise TypeError
        dealer: Any = rec.get("dealer")  # any value: State.from_deal checks it
        return Deal(dealer, tuple(tuple(h) for h in hands), tuple(deal["field"]),
                    tuple(deal["stock"]))
    except KeyError as e:
        raise RecordError(f"deal is missing {e.args[0]!r}") from None
    except TypeError:
        raise RecordError("deal lists must be lists of card ids") from None


RECORDS = DealRecords(GAME, "Hana-awase", get_rules, DEFAULT_RULES, State.from_deal,
                      _deal_from_json, action_reader, result_to_json)


def _yaku_order(item: Any) -> tuple[int, str]:
    known = isinstance(item, dict) and item.get("id") in YAKU_IDS
    return (YAKU_IDS.index(item["id"]), "") if known else (len(YAKU_IDS), repr(item))


def in_table_order(rec: Any) -> Any:
    """The record with each seat's stated yaku in table order: a seat's yaku are a set, so a
    record that lists the right ones in another order states the same result."""
    result = rec.get("result") if isinstance(rec, dict) else None
    if not isinstance(result, dict):
        return rec
    stated = result.get("yaku")
    if not isinstance(stated, list) or not all(isinstance(seat, list) for seat in stated):
        return rec
    ordered = [sorted(seat, key=_yaku_order) for seat in stated]
    return {**rec, "result": {**result, "yaku": ordered}}


def replay_hand(rec: Any, rules_name: str | None = None) -> tuple[list, list]:
    """Replay a deal record (:meth:`DealRecords.replay_hand`), its yaku read as sets."""
    return RECORDS.replay_hand(in_table_order(rec), rules_name)


def replay(rec: Any) -> list[tuple[list, list]]:
    """Replay a deal or a match record (:meth:`DealRecords.replay`), yaku read as sets."""
    if not is_match(rec):
        return [finished(replay_hand(rec))]
    return RECORDS.replay(rec)  # each deal through the game's replay_hand, this module's


def check_record(rec: Any) -> dict:
    """The record as it is kept: written again from its replay (:func:`engine.records.rebuilt`),
    each deal as :func:`hand_to_json` writes it, nothing else."""
    return rebuilt(rec, replay, hand_to_json)
