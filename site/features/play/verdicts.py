"""The review of a deal, judged once when the deal ends and kept with the game in the store.

Judging a deal takes the judge up to a second; a match's review judged when it is first opened
took several seconds of one worker, and only that worker kept it. So the request that ends a
deal judges the reader's moves in it (the judge has most of those positions in its cache when
the reader asked for hints) and the table stores the verdicts (:attr:`engine.table.Table.
verdicts`); opening the review reads them. A game stored before verdicts were kept, or whose
verdicts do not read, is judged when its review is opened, and the verdicts are stored then.

One deal's verdicts, format 1 (small: a 12-deal match keeps a few kilobytes)::

    {"v": 1, "seat": 0, "acc": 87 | null,
     "moves": [[index, played value, best value, "g" | "i" | "m", equal 0 | 1,
                the best move in the game's notation, or null when it is the move played,
                1 when the hint suggests that best move (its reasons are then shown), else 0]]}

Everything in it comes from the seat's own observation (what the judge ranks) and the seat's
own moves: no card the seat could not see.
"""

from __future__ import annotations

from typing import Any

from website.games.kit.moves import judge

from engine.errors import EngineError
from engine.review import Judged, Review

FORMAT = 1
VERDICTS = {"good": "g", "inaccuracy": "i", "mistake": "m"}
READ = {code: verdict for verdict, code in VERDICTS.items()}


class Verdicts:
    """A deal's review and, per flagged move, whether the hint suggests its better move."""

    def __init__(self, review: Review, agrees: dict[int, bool]):
        self.review = review
        self.agrees = agrees  # a flagged move's index -> the hint suggests its best move


NONE = Verdicts(Review((), None), {})  # a deal the reader sat out: no move of theirs to judge


def judge_deal(board, states, actions, seat: int) -> Verdicts:
    """The judge's review of ``seat``'s moves in a finished deal, and for each flagged move
    whether the hint (the judge's first choice there, from its cache) suggests its better move."""
    review = board.review(states, actions, seat)
    rank = judge(board.GAME.name).rank
    agrees = {m.index: rank(states[m.index].observation(seat)).best.action == m.best
              for m in review.flagged()}
    return Verdicts(review, agrees)


def _value(x: float) -> float:
    return round(float(x), 4)


def to_json(v: Verdicts, notation, seat: int) -> dict:
    return {"v": FORMAT, "seat": seat, "acc": v.review.accuracy,
            "moves": [[m.index, _value(m.played_value), _value(m.best_value), VERDICTS[m.verdict],
                       int(m.equal),
                       None if m.best == m.played else notation.format_action(m.best, seat),
                       int(v.agrees.get(m.index, False))]
                      for m in v.review.moves]}


def from_json(data: Any, states, actions, notation, seat: int) -> Verdicts | None:
    """The verdicts stored for a deal, or None when there are none that read (another format,
    another seat, a move that is not the seat's): that deal is judged again."""
    if not isinstance(data, dict) or data.get("v") != FORMAT or data.get("seat") != seat:
        return None
    moves, agrees = [], {}
    try:
        accuracy = data["acc"]
        if accuracy is not None and not isinstance(accuracy, int):
            return None
        for index, played, best, code, equal, move, agreed in data["moves"]:
            if (not isinstance(index, int) or not 0 <= index < len(actions)
                    or states[index].current != seat or code not in READ):
                return None
            action = actions[index]
            better = action if move is None else notation.parse_action(move)[1]
            moves.append(Judged(index, action, float(played), better, float(best), READ[code],
                                bool(equal)))
            if code != "g":
                agrees[index] = bool(agreed)
    except (EngineError, KeyError, TypeError, ValueError):
        return None
    if (accuracy is None) != (not moves):
        return None
    return Verdicts(Review(tuple(moves), accuracy), agrees)
