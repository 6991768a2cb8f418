"""Replaying the records of the three-seat fishing games (Hachi-Hachi, Hana-awase), written
once: a deal record checked action by action against its stated result, and a match record
through :class:`engine.table.Table` with its running score. A game passes in its name, its
rule sets, how it reads a deal and an action (:class:`DealRecords`), so this module imports no
game. The shared parsing and checks are :mod:`engine.records`'.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..errors import EngineError, RecordError
from ..records import check_result, finished, is_match, replay_actions
from ..table import Table


def yaku_json(found) -> list[dict]:
    """Yaku as a record stores them: id and points."""
    return [{"id": y.id, "points": y.points} for y in found]


def result_json(state, fields: Callable[[Any], dict]) -> dict | None:
    """A final state's result as a record stores it (None before the end): the winner, the
    points, the reason and the card points, then the game's ``fields(settlement)``."""
    r = state.result
    if r is None:
        return None
    s = r.settlement
    return {"winner": r.winner, "points": list(r.points), "reason": r.reason,
            "card_points": list(s.card_points), **fields(s)}


@dataclass(frozen=True)
class DealRecords:
    """One game's deal records: ``game`` (the record's ``game``) and ``title`` (for messages),
    its rule sets (``get_rules``, ``default_rules``), ``from_deal(rules, deal)`` its state as
    dealt, ``deal_from_json(rec)`` the deal a record holds, ``action_reader(seats)`` the
    function that reads one action (``(obj, where) -> (player, action)``) and
    ``result_to_json(state)`` a final state's result as stored."""

    game: str
    title: str
    get_rules: Callable[[str], Any]
    default_rules: str
    from_deal: Callable
    deal_from_json: Callable[[dict], Any]
    action_reader: Callable[[int], Callable]
    result_to_json: Callable

    def replay_hand(self, rec: Any, rules_name: str | None = None) -> tuple[list, list]:
        """Replay a deal record, checking every action and the stated result.

        :returns: the states (first as dealt, last final) and the actions.
        :raises RecordError: naming the first thing that is wrong.
        """
        if not isinstance(rec, dict):
            raise RecordError("a deal record is a JSON object")
        if rec.get("game") != self.game:
            raise RecordError(f"not a {self.title} record: game {rec.get('game')!r}")
        try:
            rules = self.get_rules(rules_name or rec.get("rules", self.default_rules))
            state = self.from_deal(rules, self.deal_from_json(rec))
        except RecordError:
            raise
        except EngineError as e:  # an unknown card id or rule set
            raise RecordError(str(e)) from None
        states, actions = replay_actions(state, rec.get("actions", []),
                                         self.action_reader(len(state.hands)), "deal")
        check_result(states[-1], rec.get("result"), self.result_to_json(states[-1]), "deal")
        return states, actions

    def replay(self, rec: Any) -> list[tuple[list, list]]:
        """Replay a deal or a match record (through :class:`engine.table.Table`): a list of
        (states, actions), one per deal.

        :raises RecordError: for anything malformed or illegal.
        """
        if not is_match(rec):
            return [finished(self.replay_hand(rec))]
        table = Table.from_json(rec)
        if not table.state.is_over:
            raise RecordError(f"hand {len(table.hands)}: the deal is not finished")
        score = table.score
        for n, hand in enumerate(rec["hands"], start=1):
            if isinstance(hand, dict) and "score" in hand:
                running = [0] * len(score)
                for states, _ in table.hands[:n]:
                    result = states[-1].result
                    assert result is not None, "a deal of a record's match is over"
                    running = [a + b for a, b in zip(running, result.points, strict=True)]
                if hand["score"] != running:
                    raise RecordError(f"hand {n}: running score is {hand['score']!r} but the "
                                      f"deals give {running!r}")
        stated = rec.get("result")
        if isinstance(stated, dict) and "score" in stated and stated["score"] != score:
            raise RecordError(f"match result score is {stated['score']!r} but the deals give "
                              f"{score!r}")
        return list(table.hands)
