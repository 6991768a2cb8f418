"""A whole Hana-awase deal with a coach: the last lesson of the Hana-awase path.

One seeded deal, the same for every reader, at the table of three. The reader holds seat 0;
the two others are the engine's greedy player; a move with no alternative is made for the
reader. The coach is the judge (:func:`website.games.kit.moves.judge`, the hint's and the
review's), and a choice it holds equal to its best counts as its own; its reasons are the
hint's. The loop (the deal rebuilt from the reader's moves, kept in the session) is
:class:`website.games.kit.guided.CoachedDeal`; only the reader's observation is ever
shown: never another hand or the stock.
"""

from __future__ import annotations

from website.core.i18n import current_language
from website.core.words import Seats
from website.games.hanaawase import board, lessons, words
from website.games.kit.fishing_puzzles import move_label
from website.games.kit.guided import CoachedDeal, computer, settlement, tie_breaker

from engine.hanaawase import deal
from engine.hanaawase.players import GreedyPlayer
from engine.hanaawase.rules import get_rules
from engine.hanaawase.state import State
from engine.hanafuda.cards import CARDS_BY_ID
from engine.hanafuda.matching import action_text

RULES = "wikipedia"
SEED = 11  # a deal where the reader has real choices from the first turn
YOU = 0
SEATS = Seats(you=YOU, count=3)
MAX_MOVES = 30  # seven plays and seven draws at most for the reader
move_text = action_text  # a move as the form sends it: the notation of the action


def _rng(state: State):
    """The others' ties broken the same way for the same position."""
    return tie_breaker(SEED, state.stock_pos, state.phase, state.current)


DEAL = CoachedDeal(compare=board.compare, game=board.GAME.name,
                   start=lambda: deal(RULES, seed=SEED), you=YOU,
                   move_text=move_text, max_moves=MAX_MOVES,
                   opponent=computer(GreedyPlayer(), _rng))
BadMove = DEAL.BadMove
turn, coach, play = DEAL.turn, DEAL.coach, DEAL.play


def action_label(action) -> str:
    """A move in words, as the puzzles word it."""
    return move_label(action, current_language())


def why(state: State, action) -> list[str]:
    """The hint's reasons for a move: the card points it takes, the yaku it completes or
    brings closer, or what a card that takes nothing leaves on the field."""
    return board._reasons(action, state.observation(YOU), SEATS)


def _board(now) -> dict:
    """What happened, the position from the reader's observation only, and the count."""
    state = now.state
    obs = state.observation(YOU)
    cards = CARDS_BY_ID
    return {"happened": words.describe_events(now.events, SEATS),
            "board": {"hand": [cards[c] for c in obs.hand], "field": [cards[c] for c in obs.field],
                      "drawn": cards[obs.drawn] if obs.drawn else None,
                      "piles": [[cards[c] for c in pile] for pile in obs.piles],
                      "names": [SEATS.name(p) for p in range(obs.seats)],
                      "stock": obs.stock_size},
            "result": settlement(words.settlement_lines(state.result, SEATS, get_rules(RULES)),
                                 lessons.PATH)}


def view(moves: tuple[str, ...]) -> dict:
    """The reader's position, the choices, the coach's advice and the comment on the last
    move."""
    return DEAL.page(moves, label=action_label, why=why, board=_board,
                     pictures=lambda a: (CARDS_BY_ID[a.card], [CARDS_BY_ID[c] for c in a.take]))
