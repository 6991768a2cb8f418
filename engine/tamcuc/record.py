"""Tam Cúc JSON records: the dealt hands and every action, replayed with every action checked.

A deal record (``docs/tamcuc-rules.md``)::

    {"game": "tamcuc", "version": 1, "rules": "standard", "dealer": 2, "bat_cai": "red-horse-1",
     "deal": {"hands": [[...8 card ids], ...]}, "actions": ["call red-horse-1,red-horse-2", ...],
     "result": {"winner": 1, "points": [...], "cards": [...], "winners": [...], "par": 2,
                "ket": null}}

A match record is the table's (:mod:`engine.table`): ``"hands"`` holds the deal records in
order, each with the running ``"score"``, and ``"players"`` names the seats.
"""

from __future__ import annotations

from typing import Any

from ..errors import EngineError, RecordError
from ..records import (
    finished,
    is_match,
    loads,  # noqa: F401  (part of this module's interface)
    rebuilt,
)
from .cards import ids_of
from .notation import format_action, parse_action
from .rules import DEFAULT_RULES
from .state import Result, State, from_hands, next_dealer

VERSION = 1
MAX_HANDS = 100  # deals in a match record
MAX_ACTIONS = 400  # a deal of 16 tricks, with every show, pass and đi đêm offer, stays far below


def result_to_json(result: Result) -> dict:
    ket = result.ket
    return {"winner": result.winner, "points": list(result.points), "cards": list(result.cards),
            "winners": list(result.winners), "par": result.par,
            "ket": None if ket is None else {"kind": ket.kind, "seat": ket.player,
                                             "caller": ket.caller, "points": ket.points}}


def hand_to_json(states: list[State], actions: list) -> dict:
    """The record of a deal from its states (``states[0]`` as dealt) and actions."""
    first, final = states[0], states[-1]
    return {"game": "tamcuc", "version": VERSION, "rules": first.rules.name,
            "dealer": first.dealer, "bat_cai": first.bat_cai,
            "deal": {"hands": [list(ids_of(h)) for h in first.hands]},
            "actions": [format_action(a) for a in actions],
            "result": None if final.result is None else result_to_json(final.result)}


def _hands_of(rec: dict, where: str) -> list:
    deal = rec.get("deal")
    hands = deal.get("hands") if isinstance(deal, dict) else None
    if not isinstance(hands, list) or not 2 <= len(hands) <= 4 or not all(
            isinstance(h, list) and len(h) <= 16 and all(isinstance(c, str) for c in h)
            for h in hands):
        raise RecordError(f"{where}: deal.hands must list 2 to 4 hands of card ids")
    players = rec.get("players")
    if isinstance(players, list) and len(players) != len(hands):
        raise RecordError(f"{where}: {len(players)} players but {len(hands)} hands")
    return hands


def replay_hand(rec: Any, rules_name: str | None = None, where: str = "deal") -> tuple[list, list]:
    """The states and actions of one deal record (of rule set ``rules_name`` if given), the
    deal perhaps unfinished (a table stored mid-deal). :raises RecordError: naming the action."""
    if not isinstance(rec, dict):
        raise RecordError(f"{where}: a deal record is an object")
    if rec.get("game") != "tamcuc":
        raise RecordError(f"{where}: not a Tam Cúc record (game {rec.get('game')!r})")
    hands, actions = _hands_of(rec, where), rec.get("actions")
    if not isinstance(actions, list) or len(actions) > MAX_ACTIONS:
        raise RecordError(f"{where}: actions must be a list of at most {MAX_ACTIONS}")
    try:
        state = from_hands(rules_name or rec.get("rules", DEFAULT_RULES), hands,
                           rec.get("dealer"), bat_cai=rec.get("bat_cai"))
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
    if rec.get("result") is not None:
        if not state.is_over:
            raise RecordError(f"{where}: the deal does not end after {len(actions)} actions, "
                              "but the record states a result")
        assert state.result is not None, "a deal that is over has a result"
        if rec["result"] != result_to_json(state.result):
            raise RecordError(f"{where}: the stored result differs from the replayed one")
    return states, parsed


def _finished(rec: Any, rules_name: str | None, where: str) -> tuple[list[State], list]:
    """:func:`replay_hand` of a deal that must be over (a record of a played deal)."""
    return finished(replay_hand(rec, rules_name, where), where)


def replay(rec: Any) -> list[tuple[list[State], list]]:
    """Every deal of a deal or match record, checked: actions, results, the dealer each deal
    passes to, and the running score. :raises RecordError:"""
    if not is_match(rec):
        return [_finished(rec, None, "deal")]
    hands = rec["hands"]
    if rec.get("game") != "tamcuc" or not isinstance(hands, list) \
            or not 1 <= len(hands) <= MAX_HANDS:
        raise RecordError(f"a Tam Cúc match record has game 'tamcuc' and 1 to {MAX_HANDS} hands")
    rules = rec.get("rules") if isinstance(rec.get("rules"), str) else None
    out, dealer, score = [], None, None
    for i, hand in enumerate(hands, start=1):
        states, actions = _finished(hand, rules, f"hand {i}")
        if dealer is not None and states[0].dealer != dealer:
            raise RecordError(f"hand {i}: dealer {states[0].dealer}, but the rules give {dealer}")
        dealer = next_dealer(states[-1])
        result = states[-1].result
        assert result is not None, "a finished deal has a result"
        points = result.points
        if score is not None and len(points) != len(score):
            raise RecordError(f"hand {i}: {len(points)} seats, but the match has {len(score)}")
        score = list(points) if score is None else [s + p for s, p in zip(score, points, strict=True)]
        if "score" in hand and hand["score"] != score:
            raise RecordError(f"hand {i}: running score is {hand['score']!r} but the deals "
                              f"give {score!r}")
        out.append((states, actions))
    return out


def check_record(rec: Any) -> dict:
    """The record as it is kept (:func:`engine.records.rebuilt`): written again from its replay,
    so with only this format's fields, each deal's ``game``, ``version``, ``rules``,
    ``dealer``, ``bat_cai``, ``deal``, ``actions`` and ``result``; a deal record's ``seed`` and
    ``players``; a match's ``rules``, ``rounds``, ``seed``, ``players``, ``hands`` (each with
    its running ``score``) and ``result``. Anything else (padding, a ``title``, a stated
    result's extra keys) is dropped.

    :raises RecordError: naming the bad field or action."""
    return rebuilt(rec, replay, hand_to_json)
