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
from ..hanafuda.matching import capture_from_json, capture_to_json
from ..records import (
    check_info,
    check_result,
    deal_record,
    finished,
    is_match,
    items,
    name,
    names,
    replay_actions,
    short,
    whole_number,
)
from ..records import loads as loads  # kept here for the readers of Koi-Koi records
from .rules import get_rules
from .state import Call, Deal, Draw, Play, State

MAX_HANDS = 12  # the longest match any rule set plays
MAX_ACTIONS = 48  # 16 turns, each a play, a draw and at most one call
SEATS = 2


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
        if r.bonus:
            out["bonus"] = r.bonus
        out["multiplier"] = r.multiplier
    return out


def hand_to_json(states: list[State], actions: list) -> dict:
    """The record of a hand from its states (``states[0]`` as dealt) and actions."""
    return deal_record("koikoi", states, actions, action_to_json, result_to_json)


# -- shape and types, checked before any replay --------------------------------------------------
# Each check names the field by its path (``hands[0].dealer``) and returns the value normalized:
# only the fields of the format, so padding in a record is dropped rather than kept. The checks
# of a single field (a whole number, a name, a list) and of the informative fields (``seed``,
# ``players``) are every game's (engine.records).


def _object(value: Any, path: str) -> dict:
    if not isinstance(value, dict):
        raise RecordError(f"{path} must be an object, not {type(value).__name__}")
    return value


def _pair(value: Any, path: str) -> list[int]:
    return [whole_number(v, f"{path}[{i}]") for i, v in enumerate(items(value, path, 2, 2))]


def _checked_action(obj: Any, path: str) -> dict[str, Any]:
    obj = _object(obj, path)
    out: dict[str, Any] = {"player": whole_number(obj.get("player"), f"{path}.player", 0, 1)}
    if "call" in obj:
        out["call"] = name(obj["call"], f"{path}.call")
        return out
    for verb in ("play", "draw"):
        if verb in obj:
            out[verb] = name(obj[verb], f"{path}.{verb}")
            out["take"] = names(obj.get("take", []), f"{path}.take", most=3)
            return out
    raise RecordError(f"{path} needs 'play', 'draw' or 'call'")


def _checked_result(obj: Any, path: str) -> dict:
    obj = _object(obj, path)
    out: dict = {}
    if "winner" in obj:
        winner = obj["winner"]
        out["winner"] = None if winner is None else whole_number(winner, f"{path}.winner", 0, 1)
    for key in ("points", "score"):
        if key in obj:
            out[key] = _pair(obj[key], f"{path}.{key}")
    if "reason" in obj:
        out["reason"] = name(obj["reason"], f"{path}.reason")
    if "yaku" in obj:
        out["yaku"] = [{"id": name(_object(y, f"{path}.yaku[{i}]").get("id"),
                                   f"{path}.yaku[{i}].id"),
                        "points": whole_number(y.get("points"), f"{path}.yaku[{i}].points")}
                       for i, y in enumerate(items(obj["yaku"], f"{path}.yaku", 20))]
    for key in ("base", "bonus", "multiplier"):
        if key in obj:
            out[key] = whole_number(obj[key], f"{path}.{key}")
    return out


def _checked_hand(rec: Any, prefix: str = "") -> dict:
    if not isinstance(rec, dict):
        if prefix:
            _object(rec, prefix.rstrip("."))
        raise RecordError("a hand record is a JSON object")
    out: dict = {"game": rec.get("game", "koikoi")}
    if out["game"] != "koikoi":
        raise RecordError(f"unknown game: {short(out['game'])}")
    if "rules" in rec:
        out["rules"] = name(rec["rules"], f"{prefix}rules")
    out["dealer"] = whole_number(rec.get("dealer"), f"{prefix}dealer", 0, 1)
    if "deal" not in rec:
        raise RecordError(f"{prefix}deal is missing")
    deal = _object(rec["deal"], f"{prefix}deal")
    for key in ("hands", "field", "stock"):
        if key not in deal:
            raise RecordError(f"{prefix}deal.{key} is missing")
    hands = items(deal["hands"], f"{prefix}deal.hands", 2, 2)
    out["deal"] = {"hands": [names(h, f"{prefix}deal.hands[{i}]") for i, h in enumerate(hands)],
                   "field": names(deal["field"], f"{prefix}deal.field"),
                   "stock": names(deal["stock"], f"{prefix}deal.stock")}
    actions = items(rec.get("actions", []), f"{prefix}actions", MAX_ACTIONS)
    out["actions"] = [_checked_action(a, f"{prefix}actions[{i}]") for i, a in enumerate(actions)]
    if rec.get("result") is not None:
        out["result"] = _checked_result(rec["result"], f"{prefix}result")
    if "score" in rec:
        out["score"] = _pair(rec["score"], f"{prefix}score")
    out.update(check_info(rec, prefix, SEATS))
    return out


def check_record(rec: Any) -> dict:
    """The record's shape and types, before any replay: a hand or a match of at most
    ``MAX_HANDS`` hands, with only the format's fields (anything else is dropped).

    :returns: the normalized record.
    :raises RecordError: naming the path of the first bad field, e.g. ``hands[0].dealer``.
    """
    if not is_match(rec):
        return _checked_hand(rec)
    hands = rec["hands"]
    if not isinstance(hands, list) or not hands:
        raise RecordError("a match record needs a non-empty 'hands' list")
    if len(hands) > MAX_HANDS:
        raise RecordError(f"hands must hold at most {MAX_HANDS} items, not {len(hands)}")
    out: dict = {"game": rec.get("game", "koikoi")}
    if out["game"] != "koikoi":
        raise RecordError(f"unknown game: {short(out['game'])}")
    if "rules" in rec:
        out["rules"] = name(rec["rules"], "rules")
    if "rounds" in rec:
        out["rounds"] = whole_number(rec["rounds"], "rounds", 1, MAX_HANDS)
    out.update(check_info(rec, "", SEATS))
    out["hands"] = [_checked_hand(h, f"hands[{i}].") for i, h in enumerate(hands)]
    if rec.get("result") is not None:
        out["result"] = _checked_result(rec["result"], "result")
    return out


def _deal_from_json(rec: dict) -> Deal:
    """The deal of a record that :func:`_checked_hand` has typed."""
    deal = rec["deal"]
    return Deal(rec["dealer"], (tuple(deal["hands"][0]), tuple(deal["hands"][1])),
                tuple(deal["field"]), tuple(deal["stock"]))


def replay_hand(rec: Any, rules_name: str | None = None) -> tuple[list[State], list]:
    """Replay a hand record, checking every action and the stated result.

    :returns: the states (first as dealt, last final) and the actions.
    :raises RecordError: naming the first thing that is wrong.
    """
    rec = _checked_hand(rec)
    try:
        rules = get_rules(rules_name or rec.get("rules", "nintendo"))
        state = State.from_deal(rules, _deal_from_json(rec))
    except RecordError:
        raise
    except EngineError as e:  # an unknown card id or rule set
        raise RecordError(str(e)) from None
    states, actions = replay_actions(state, rec["actions"], action_from_json, "hand")
    check_result(states[-1], rec.get("result"), result_to_json(states[-1]), "hand")
    return states, actions


def replay(rec: Any) -> list[tuple[list[State], list]]:
    """Replay a hand or a match record; a list of (states, actions), one per hand.

    :raises RecordError: for anything malformed or illegal.
    """
    rec = check_record(rec)
    if is_match(rec):
        hands = rec["hands"]
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
    return [finished(replay_hand(rec), "hand")]
