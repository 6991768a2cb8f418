"""The loop of a coached whole deal, the last lesson of a path (question kind ``guided``).

One seeded deal, the same for every reader. The reader holds one seat; the computer plays the
others; a move with only one choice is made for the reader. Only the reader's own moves are
kept (in the session, as move texts); the position is rebuilt from the seed each time, so
nothing hidden is ever stored or sent.

Each game's ``guided`` module builds one :class:`CoachedDeal` from its engine and keeps its own
words (what a move is called, why the coach chose it, how the board is drawn); the lesson views
use only :meth:`~CoachedDeal.turn`, :meth:`~CoachedDeal.play`, :attr:`~CoachedDeal.BadMove`
and the game module's ``view(moves)``, which :meth:`~CoachedDeal.page` builds.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from flask_babel import gettext as _
from website.games.kit.lessons import Said, taught_by
from website.games.kit.moves import judge


def tie_breaker(seed, *position) -> random.Random:
    """The computers' ties broken the same way in the same position (``position``: what tells
    positions apart, e.g. the stock's size, the phase and the seat to move)."""
    return random.Random("/".join(str(part) for part in (seed, *position)))


def computer(player, rng: Callable[[Any], random.Random | None] = lambda state: None):
    """A :class:`CoachedDeal`'s ``opponent``: the engine's ``player`` choosing for the seat to
    move, its ties broken by ``rng(state)``."""
    return lambda state: player.choose(state.observation(state.current), rng(state))


def settlement(lines: Sequence[Said], path) -> list[dict]:
    """The end of a coached deal: each line of the deal's settlement with the lesson of
    ``path`` that taught what it states (its ``keys``), found from the lessons' ``teaches``:
    ``{"text", "lesson": its number from 1 (None if no lesson taught it), "title"}``."""
    out = []
    for line in lines:
        n = taught_by(path, line.keys)
        out.append({"text": line.text, "lesson": n, "title": str(path[n - 1].title) if n else ""})
    return out


def coach_first(options: list[dict]) -> list[dict]:
    """A coached deal's choices with the coach's (``"coach": True``) first, the others in
    their order: the reader's one tap on the first one follows the coach."""
    return sorted(options, key=lambda option: not option["coach"])


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
    * ``key(action)`` — how the judge names a choice (default: the action itself);
    * ``compare(obs, better, worse)`` — why one move beats another, in the game's words (the
      board's ``compare``).

    A choice the judge holds surely as good as its best counts as the coach's; one it cannot
    tell from it either way is "close" (:meth:`comment`).
    """

    BadMove = BadMove

    def __init__(self, *, game: str, start: Callable[[], Any], you: int,
                 opponent: Callable[[Any], Any], move_text: Callable[[Any], str],
                 max_moves: int, choices: Callable[[Any], Sequence[Any]] | None = None,
                 key: Callable[[Any], Any] = lambda action: action,
                 compare: Callable[[Any, Any, Any], list[str]] | None = None):
        self.game, self.start, self.you, self.opponent = game, start, you, opponent
        self.move_text, self.max_moves, self.key = move_text, max_moves, key
        self.compare_moves = compare
        self.choices = choices or (lambda state: state.legal_actions())
        self.turn = lru_cache(maxsize=512)(self._turn)
        self.coach = lru_cache(maxsize=512)(self._coach_at)

    def ranking(self, state):
        """The judge's ranking of the reader's choices in ``state`` (its answers are kept)."""
        return judge(self.game).rank(state.observation(self.you))

    def agrees(self, state, chosen, best) -> bool:
        """Whether the reader's choice counts as the coach's: it is, or the judge holds it
        surely as good."""
        found = self.ranking(state).find(self.key(chosen))
        return chosen == best or bool(found and found.sure)

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

    def compare(self, state, better, worse) -> list[str]:
        """Why ``better`` beats ``worse`` for the reader in ``state``, in the game's terms (the
        ``compare`` the game gave, from the reader's observation), or nothing."""
        if self.compare_moves is None:
            return []
        return self.compare_moves(state.observation(self.you), better, worse)

    def comment(self, moves: tuple[str, ...], label: Callable[[Any], str],
                why: Callable[[Any, Any], list[str]]) -> dict:
        """The reader's last move beside the coach's choice in that position, in the game's
        words: ``label(action)`` names a move, ``why(state, action)`` gives its reasons. A move
        the judge holds surely as good is the coach's; one too close to call is "close", with
        what tips the coach's choice; another gets why the coach's is better."""
        before, chosen, best = self.last(moves)
        if self.agrees(before, chosen, best):
            return {"same": True, "text": _("The coach agrees with your move."),
                    "coach": why(before, chosen), "yours": []}
        found = self.ranking(before).find(self.key(chosen))
        if found is not None and found.equal:
            return {"same": True, "close": True,
                    "text": _("A close call. The coach slightly prefers: %(move)s",
                                      move=label(best)),
                    "coach": self.compare(before, best, chosen) or why(before, best),
                    "yours": []}
        return {"same": False, "text": _("The coach would have chosen: %(move)s",
                                         move=label(best)),
                "coach": self.compare(before, best, chosen) or why(before, best),
                "yours": why(before, chosen)}

    def page(self, moves: tuple[str, ...], *, label: Callable[[Any], str],
             why: Callable[[Any, Any], list[str]], board: Callable[[Turn], dict],
             pictures: Callable[[Any], tuple], consider: Callable[[Any], str] | None = None
             ) -> dict:
        """What the page shows after the reader's ``moves``: ``board(turn)``, the game's part
        (what happened, the position from the reader's observation, the result); the comment
        on the last move; the choices, the coach's first, each with ``pictures(action)`` (its
        card, and the cards it takes), the coach's and those the judge holds equal to it
        marked; and the advice, with ``consider(state)``, what to weigh, where the game says
        it."""
        now = self.turn(moves)
        state = now.state
        out = {"over": state.is_over, "moves": len(moves), **board(now)}
        if moves:
            out["comment"] = self.comment(moves, label, why)
        if not state.is_over:
            best = self.coach(moves)
            equal = [c.action for c in self.ranking(state).as_good if c.action != best]
            out["options"] = []
            for a in state.observation(self.you).legal_actions:
                card, taken = pictures(a)
                out["options"].append({"value": self.move_text(a), "label": label(a),
                                       "card": card, "cards": taken, "coach": a == best,
                                       "equal": a in equal})
            out["options"] = coach_first(out["options"])
            out["advice"] = {"label": label(best), "why": why(state, best),
                             "equal": [label(a) for a in equal]}
            if consider is not None:
                out["advice"]["consider"] = consider(state)
        return out

