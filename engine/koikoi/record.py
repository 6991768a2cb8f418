"""JSON game records: save, load and replay with every action checked.

A hand record is the public format documented in ``docs/record-format.md``::

    {"game": "koikoi", "rules": "nintendo", "dealer": 0,
     "deal": {"hands": [[...8], [...8]], "field": [...8], "stock": [...24]},
     "actions": [{"player": 0, "play": "pine-crane", "take": ["pine-chaff-1"]}, ...],
     "result": {"winner": 0, "points": [12, 0]}}

A match record holds its hands in order, each with the running score.
"""

from __future__ import annotations

from typing import Any

from ..errors import EngineError, RecordError
from ..matching import capture_from_json, capture_to_json
from ..records import check_result, deal_lists, replay_actions
from ..records import loads as loads  # kept here for the readers of Koi-Koi records
from .rules import get_rules
from .state import Call, Deal, Draw, Play, State


def action_to_json(action, player: int) -> dict:
    if isinstance(action, Call):
        return {"player": player, "call": action.decision}
    return capture_to_json(action, player)


def action_from_json(obj: Any, where: str) -> tuple[int, Play | Draw | Call]:
    if not isinstance(obj, dict):
        raise RecordError(f"{where}: an action is an object, not {type(obj).__name__}")
    player = obj.get("player")
    if player not in (0, 1):
        raise RecordError(f"{where}: player must be 0 or 1, not {player!r}")
    if "call" in obj:
        if obj["call"] not in ("koikoi", "stop"):
            raise RecordError(f"{where}: call must be 'koikoi' or 'stop', not {obj['call']!r}")
        return player, Call(obj["call"])
    action = capture_from_json(obj, where)
    if action is not None:
        return player, action
    raise RecordError(f"{where}: an action needs 'play', 'draw' or 'call'")


def result_to_json(state: State) -> dict | None:
    r = state.result
    if r is None:
        return None
    out = {"winner": r.winner, "points": list(r.points), "reason": r.reason,
           "yaku": [{"id": y.id, "points": y.points} for y in r.yaku]}
    if r.reason == "stop":
        out["base"] = r.base
        out["multiplier"] = r.multiplier
    return out


def hand_to_json(states: list[State], actions: list) -> dict:
    """The record of a hand from its states (``states[0]`` as dealt) and actions."""
    first = states[0]
    d = first.deal
    return {
        "game": "koikoi",
        "rules": first.rules.name,
        "dealer": d.dealer,
        "deal": {"hands": [list(d.hands[0]), list(d.hands[1])], "field": list(d.field),
                 "stock": list(d.stock)},
        "actions": [action_to_json(a, s.current) for s, a in zip(states, actions, strict=False)],
        "result": result_to_json(states[-1]),
    }


def _deal_from_json(rec: dict) -> Deal:
    return Deal(*deal_lists(rec, 2))


def replay_hand(rec: Any, rules_name: str | None = None) -> tuple[list[State], list]:
    """Replay a hand record, checking every action and the stated result.

    :returns: the states (first as dealt, last final) and the actions.
    :raises RecordError: naming the first thing that is wrong.
    """
    if not isinstance(rec, dict):
        raise RecordError("a hand record is a JSON object")
    if rec.get("game", "koikoi") != "koikoi":
        raise RecordError(f"unknown game: {rec.get('game')!r}")
    try:
        rules = get_rules(rules_name or rec.get("rules", "nintendo"))
        state = State.from_deal(rules, _deal_from_json(rec))
    except RecordError:
        raise
    except EngineError as e:  # an unknown card id or rule set
        raise RecordError(str(e)) from None
    states, actions = replay_actions(state, rec.get("actions", []), action_from_json, "hand")
    check_result(states[-1], rec.get("result"), result_to_json(states[-1]), "hand")
    return states, actions


def replay(rec: Any) -> list[tuple[list[State], list]]:
    """Replay a hand or a match record; a list of (states, actions), one per hand.

    :raises RecordError: for anything malformed or illegal.
    """
    if isinstance(rec, dict) and "hands" in rec and "deal" not in rec:
        hands = rec["hands"]
        if not isinstance(hands, list) or not hands:
            raise RecordError("a match record needs a non-empty 'hands' list")
        rules = rec.get("rules", "nintendo")
        out = []
        score = [0, 0]
        for n, hand in enumerate(hands, start=1):
            try:
                states, actions = replay_hand(hand, hand.get("rules", rules)
                                              if isinstance(hand, dict) else rules)
            except RecordError as e:
                raise RecordError(f"hand {n}: {e}") from None
            result = states[-1].result
            if result is None:
                raise RecordError(f"hand {n}: the hand is not finished")
            score = [score[0] + result.points[0], score[1] + result.points[1]]
            if isinstance(hand, dict) and "score" in hand and hand["score"] != score:
                raise RecordError(f"hand {n}: running score is {hand['score']!r} but the hands "
                                  f"give {score!r}")
            out.append((states, actions))
        stated = rec.get("result")
        if stated is not None:
            winner = None if score[0] == score[1] else (0 if score[0] > score[1] else 1)
            if not isinstance(stated, dict):
                raise RecordError("result must be an object")
            for key, actual in (("score", score), ("winner", winner)):
                if key in stated and stated[key] != actual:
                    raise RecordError(f"match result {key} is {stated[key]!r} but the hands "
                                      f"give {actual!r}")
        return out
    return [replay_hand(rec)]
