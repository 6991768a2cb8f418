"""Tam Cúc JSON records: the dealt hands and every action, replayed with every action checked.

A deal record::

    {"game": "tamcuc", "rules": "standard", "players": 4, "dealer": 2, "bat_cai": "red-horse-1",
     "hands": [[...8 card ids], ...], "actions": ["call red-horse-1,red-horse-2", ...],
     "result": {"points": [...], "cards": [...], "winners": [...], "ket": null}}

A match record (``"deals": [...]``) holds its deals in order with the running ``totals``.
"""

from __future__ import annotations

import json
from typing import Any

from ..errors import EngineError, RecordError
from .cards import ids_of
from .notation import format_action, parse_action
from .state import Result, State, from_hands, next_dealer

VERSION = 1


def result_to_json(result: Result) -> dict:
    ket = result.ket
    return {"points": list(result.points), "cards": list(result.cards),
            "winners": list(result.winners), "par": result.par,
            "ket": None if ket is None else {"kind": ket.kind, "seat": ket.seat,
                                             "caller": ket.caller, "points": ket.points}}


def deal_record(first: State, actions: list, final: State) -> dict:
    return {"game": "tamcuc", "version": VERSION, "rules": first.rules.name, "players": first.seats,
            "dealer": first.dealer, "bat_cai": first.bat_cai,
            "hands": [list(ids_of(h)) for h in first.hands],
            "actions": [format_action(a) for a in actions],
            "result": result_to_json(final.result) if final.is_over else None}


def replay_deal(rec: Any, where: str = "deal") -> tuple[list[State], list]:
    """The states and actions of one deal record. :raises RecordError: naming the action."""
    if not isinstance(rec, dict):
        raise RecordError(f"{where}: a deal record is an object")
    if rec.get("game") != "tamcuc":
        raise RecordError(f"{where}: not a Tam Cúc record (game {rec.get('game')!r})")
    hands, actions = rec.get("hands"), rec.get("actions")
    if not isinstance(hands, list) or not all(isinstance(h, list) for h in hands):
        raise RecordError(f"{where}: hands must be a list of lists of card ids")
    if not isinstance(actions, list):
        raise RecordError(f"{where}: actions must be a list")
    try:
        state = from_hands(rec.get("rules", "standard"), hands, rec.get("dealer"),
                           bat_cai=rec.get("bat_cai"))
    except (EngineError, TypeError) as e:
        raise RecordError(f"{where}: bad deal: {e}") from None
    states, parsed = [state], []
    for n, text in enumerate(actions, start=1):
        try:
            action = parse_action(text)
            state = state.apply(action)
        except EngineError as e:
            raise RecordError(f"{where}: action {n} ({text!r}): {e}") from None
        states.append(state)
        parsed.append(action)
    if not state.is_over:
        raise RecordError(f"{where}: the deal does not end after {len(actions)} actions")
    if rec.get("result") is not None and rec["result"] != result_to_json(state.result):
        raise RecordError(f"{where}: the stored result differs from the replayed one")
    return states, parsed


def replay(rec: Any) -> list[tuple[list[State], list]]:
    """Every deal of a deal or match record, checked. :raises RecordError:"""
    if isinstance(rec, dict) and "deals" in rec:
        if rec.get("game") != "tamcuc" or not isinstance(rec["deals"], list):
            raise RecordError("a Tam Cúc match record has game 'tamcuc' and a list of deals")
        out, dealer = [], None
        for i, d in enumerate(rec["deals"], start=1):
            states, actions = replay_deal(d, f"deal {i}")
            if dealer is not None and states[0].dealer != dealer:
                raise RecordError(f"deal {i}: dealer {states[0].dealer}, but the rules give {dealer}")
            dealer = next_dealer(states[-1])
            out.append((states, actions))
        return out
    return [replay_deal(rec)]


def loads(text: str) -> Any:
    try:
        return json.loads(text)
    except json.JSONDecodeError as e:
        raise RecordError(f"not JSON: {e.msg} at line {e.lineno}") from None


def dumps(rec: dict) -> str:
    return json.dumps(rec, ensure_ascii=False)
