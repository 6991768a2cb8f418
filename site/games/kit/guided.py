"""The loop of a coached whole deal, the last lesson of a path (question kind ``guided``).

One seeded deal, the same for every reader. The reader holds one seat; the computer plays the
others; a move with only one choice is made for the reader. Only the reader's own moves are
kept (in the session, as move texts); the position is rebuilt from the seed each time, so
nothing hidden is ever stored or sent.

Each game's ``guided`` module builds one :class:`CoachedDeal` from its engine and keeps its own
words (what a move is called, why the coach chose it, how the board is drawn); the lesson views
use only :meth:`~CoachedDeal.turn`, :meth:`~CoachedDeal.play`, :attr:`~CoachedDeal.BadMove`
and the game module's ``view(moves)``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from website.games.kit.moves import judge


class BadMove(ValueError):
    """A move that is not one of the reader's choices (or no move at all)."""


@dataclass(frozen=True)
class Turn:
    """The position at one of the reader's turns, or at the end of the deal."""

    state: Any
    events: tuple  # what happened since the reader's previous move (the reader's move first)


class CoachedDeal:
    """A seeded deal played move by move by the reader at seat ``you``.

    * ``game`` — the engine's name of the game: the coach is its judge, the hint's and the
      review's (:func:`website.games.kit.moves.judge`);
    * ``start()`` — the dealt state;
    * ``opponent(state)`` — the computer's action for the seat to move (not the reader's);
    * ``choices(state)`` — the reader's choices (default: every legal action); one alone is
      played for the reader;
    * ``move_text(action)`` — a choice as the form posts it;
    * ``max_moves`` — more reader moves than a deal can hold are refused;
    * ``key(action)`` — how the judge names a choice (default: the action itself).

    A choice the judge holds equal to its best counts as the coach's (:meth:`agrees`).
    """

    BadMove = BadMove

    def __init__(self, *, game: str, start: Callable[[], Any], you: int,
                 opponent: Callable[[Any], Any], move_text: Callable[[Any], str],
                 max_moves: int, choices: Callable[[Any], Sequence[Any]] | None = None,
                 key: Callable[[Any], Any] = lambda action: action):
        self.game, self.start, self.you, self.opponent = game, start, you, opponent
        self.move_text, self.max_moves, self.key = move_text, max_moves, key
        self.choices = choices or (lambda state: state.legal_actions())
        self.turn = lru_cache(maxsize=512)(self._turn)
        self.coach = lru_cache(maxsize=512)(self._coach_at)

    def ranking(self, state):
        """The judge's ranking of the reader's choices in ``state`` (its answers are kept)."""
        return judge(self.game).rank(state.observation(self.you))

    def agrees(self, state, chosen, best) -> bool:
        """Whether the reader's choice counts as the coach's: it is, or the judge holds it
        equal."""
        found = self.ranking(state).find(self.key(chosen))
        return chosen == best or bool(found and found.equal)

    def _advance(self, state, events: tuple) -> Turn:
        """Let the computer play, and make the reader's forced moves, until the reader has a
        choice or the deal is over."""
        while not state.is_over:
            if state.current != self.you:
                action = self.opponent(state)
            else:
                choices = self.choices(state)
                if len(choices) != 1:
                    break
                action = choices[0]
            state = state.apply(action)
            events += tuple(state.events)
        return Turn(state, events)

    def _turn(self, moves: tuple[str, ...]) -> Turn:
        """The position after the reader's ``moves``. :raises BadMove: for one not allowed."""
        if not moves:
            return self._advance(self.start(), ())
        before = self.turn(moves[:-1]).state
        if before.is_over:
            raise BadMove(moves[-1])
        action = self.action(before, moves[-1])
        after = before.apply(action)
        return self._advance(after, tuple(after.events))

    def action(self, state, move: str):
        """The reader's choice that ``move`` names. :raises BadMove: when none does."""
        for a in self.choices(state):
            if self.move_text(a) == move:
                return a
        raise BadMove(move)

    def _coach_at(self, moves: tuple[str, ...]):
        """What the coach would do at the reader's turn after ``moves``."""
        return self.ranking(self.turn(moves).state).best.action

    def play(self, moves: tuple[str, ...], move: str) -> tuple[str, ...]:
        """The moves after the reader plays ``move``. :raises BadMove: when it is not allowed."""
        if len(moves) >= self.max_moves:
            raise BadMove(move)
        after = (*moves, move)
        self.turn(after)
        return after

    def last(self, moves: tuple[str, ...]) -> tuple[Any, Any, Any]:
        """The position before the reader's last move, that move and the coach's choice there:
        what a comment on the move compares."""
        before = self.turn(moves[:-1]).state
        return before, self.action(before, moves[-1]), self.coach(moves[:-1])

    def comment(self, moves: tuple[str, ...], label: Callable[[Any], str],
                why: Callable[[Any, Any], list[str]], same_text: str,
                other_text: Callable[[str], str]) -> dict:
        """The reader's last move beside the coach's choice in that position, in the game's
        words: ``label(action)`` names a move, ``why(state, action)`` gives its reasons."""
        before, chosen, best = self.last(moves)
        if self.agrees(before, chosen, best):
            return {"same": True, "text": same_text, "coach": why(before, chosen), "yours": []}
        return {"same": False, "text": other_text(label(best)),
                "coach": why(before, best), "yours": why(before, chosen)}

