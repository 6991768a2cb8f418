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

from ..errors import EngineError, RecordError
from ..hanafuda.matching import capture_from_json, capture_to_json
from ..records import check_result, deal_record, finished, is_match, replay_actions
from .rules import DEFAULT_RULES, get_rules
from .state import SEATS, Deal, State

GAME = "hanaawase"


def action_to_json(action, player: int) -> dict:
    return capture_to_json(action, player)


def _action_reader(seats: int):
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


def _yaku(found) -> list[dict]:
    return [{"id": y.id, "points": y.points} for y in found]


def result_to_json(state: State) -> dict | None:
    r = state.result
    if r is None:
        return None
    s = r.settlement
    return {"winner": r.winner, "points": list(r.points), "reason": r.reason,
            "card_points": list(s.card_points), "par": s.par, "void": s.void,
            "yaku": [_yaku(y) for y in s.yaku]}


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
        return Deal(rec.get("dealer"), tuple(tuple(h) for h in hands), tuple(deal["field"]),
                    tuple(deal["stock"]))
    except KeyError as e:
        raise RecordError(f"deal is missing {e.args[0]!r}") from None
    except TypeError:
        raise RecordError("deal lists must be lists of card ids") from None


def replay_hand(rec: Any, rules_name: str | None = None) -> tuple[list[State], list]:
    """Replay a deal record, checking every action and the stated result.

    :returns: the states (first as dealt, last final) and the actions.
    :raises RecordError: naming the first thing that is wrong.
    """
    if not isinstance(rec, dict):
        raise RecordError("a deal record is a JSON object")
    if rec.get("game") != GAME:
        raise RecordError(f"not a Hana-awase record: game {rec.get('game')!r}")
    try:
        rules = get_rules(rules_name or rec.get("rules", DEFAULT_RULES))
        state = State.from_deal(rules, _deal_from_json(rec))
    except RecordError:
        raise
    except EngineError as e:  # an unknown card id or rule set
        raise RecordError(str(e)) from None
    states, actions = replay_actions(state, rec.get("actions", []),
                                     _action_reader(state.seats), "deal")
    check_result(states[-1], rec.get("result"), result_to_json(states[-1]), "deal")
    return states, actions


def replay(rec: Any) -> list[tuple[list[State], list]]:
    """Replay a deal or a match record (through :class:`engine.table.Table`): a list of
    (states, actions), one per deal.

    :raises RecordError: for anything malformed or illegal.
    """
    if is_match(rec):
        from ..table import Table

        table = Table.from_json(rec)
        if not table.state.is_over:
            raise RecordError(f"hand {len(table.hands)}: the deal is not finished")
        score = table.score
        seats = len(score)
        for n, hand in enumerate(rec["hands"], start=1):
            if isinstance(hand, dict) and "score" in hand:
                running = [0] * seats
                for states, _ in table.hands[:n]:
                    running = [a + b for a, b in zip(running, states[-1].result.points,
                                                     strict=True)]
                if hand["score"] != running:
                    raise RecordError(f"hand {n}: running score is {hand['score']!r} but the "
                                      f"deals give {running!r}")
        stated = rec.get("result")
        if isinstance(stated, dict) and "score" in stated and stated["score"] != score:
            raise RecordError(f"match result score is {stated['score']!r} but the deals give "
                              f"{score!r}")
        return list(table.hands)
    return [finished(replay_hand(rec))]
