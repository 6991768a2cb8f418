"""JSON records of Hachi-Hachi deals: save, load and replay with every action checked.

A deal record (``docs/record-format.md``)::

    {"game": "hachihachi", "rules": "traditional", "dealer": 2,
     "deal": {"hands": [[...7], [...7], [...7]], "field": [...6], "stock": [...21]},
     "actions": [{"player": 2, "play": "pine-crane", "take": ["pine-chaff-1"]},
                 {"player": 2, "call": "shobu"}, ...],
     "result": {"winner": 0, "points": [180, -100, -80], "reason": "exhausted", ...}}

A match record holds its deals in order under ``hands``, each with the running score.
"""

from __future__ import annotations

from typing import Any

from ..errors import EngineError, RecordError
from ..hanafuda.matching import capture_from_json, capture_to_json
from ..records import check_result, deal_lists, deal_record, finished, is_match, replay_actions
from .rules import DEFAULT_RULES, get_rules
from .scoring import SEATS
from .state import SAGE, SHOBU, Call, Deal, State


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


def _yaku(found) -> list[dict]:
    return [{"id": y.id, "points": y.points} for y in found]


def result_to_json(state: State) -> dict | None:
    r = state.result
    if r is None:
        return None
    s = r.settlement
    return {"winner": r.winner, "points": list(r.points), "reason": r.reason,
            "card_points": list(s.card_points), "multiplier": s.multiplier,
            "teyaku": [_yaku(t) for t in s.teyaku], "dekiyaku": [_yaku(d) for d in s.dekiyaku],
            "special": [_yaku(x) for x in s.special]}


def hand_to_json(states: list[State], actions: list) -> dict:
    """The record of a deal from its states (``states[0]`` as dealt) and actions."""
    return deal_record("hachihachi", states, actions, action_to_json, result_to_json)


def _deal_from_json(rec: dict) -> Deal:
    return Deal(*deal_lists(rec, SEATS))


def replay_hand(rec: Any, rules_name: str | None = None) -> tuple[list[State], list]:
    """Replay a deal record, checking every action and the stated result.

    :returns: the states (first as dealt, last final) and the actions.
    :raises RecordError: naming the first thing that is wrong.
    """
    if not isinstance(rec, dict):
        raise RecordError("a deal record is a JSON object")
    if rec.get("game") != "hachihachi":
        raise RecordError(f"not a Hachi-Hachi record: game {rec.get('game')!r}")
    try:
        rules = get_rules(rules_name or rec.get("rules", DEFAULT_RULES))
        state = State.from_deal(rules, _deal_from_json(rec))
    except RecordError:
        raise
    except EngineError as e:  # an unknown card id or rule set
        raise RecordError(str(e)) from None
    states, actions = replay_actions(state, rec.get("actions", []), action_from_json, "deal")
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
        for n, hand in enumerate(rec["hands"], start=1):
            if isinstance(hand, dict) and "score" in hand:
                running = [0] * SEATS
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
