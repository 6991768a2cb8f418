"""A whole Koi-Koi hand with a coach: the last lesson of the Koi-Koi path.

One seeded deal, the same for every reader. The reader holds seat 0; the opponent is the
engine's greedy player. At each of the reader's choices the coach is the judge
(:func:`website.games.kit.moves.judge`, the hint's and the review's), so it says what it
would do and why (:func:`website.games.koikoi.advice.reasons`) exactly as a hint would. The
reader may follow it or make any other legal move; a move the judge holds equal to the coach's
counts as the coach's.

The loop (the seeded deal rebuilt from the reader's moves, forced moves, the checks) is
:class:`website.games.kit.guided.CoachedDeal`; here are Koi-Koi's words and board. Only
the reader's observation is ever shown: never the opponent's hand or the stock.
"""

from __future__ import annotations

from flask_babel import gettext as _
from website.games.kit.guided import CoachedDeal, computer, settlement, tie_breaker
from website.games.koikoi import advice, lessons
from website.games.koikoi import words as commentary
from website.games.koikoi.words import card_name, card_names

from engine.hanafuda.cards import CARDS_BY_ID
from engine.koikoi import deal
from engine.koikoi.notation import format_action
from engine.koikoi.players import get_player
from engine.koikoi.state import Call, Draw, State

RULES = "nintendo"
SEED = 28  # a hand where the reader can make brights and a koi-koi choice comes up
YOU = 0
SEATS = commentary.Seats(you=YOU, count=2)
MAX_MOVES = 40  # a hand has at most 8 plays, 8 draws and a few calls per seat


def move_text(action) -> str:
    """A move as the form sends it: the notation without the seat."""
    return format_action(action, YOU).split(" ", 1)[1]


def _position(state: State) -> tuple:
    """What tells the opponent's positions apart, to break its ties the same way."""
    return state.stock_pos, state.phase, state.current


DEAL = CoachedDeal(
    compare=advice.compare,
    game="koikoi", start=lambda: deal(RULES, seed=SEED), you=YOU, move_text=move_text,
    max_moves=MAX_MOVES,
    opponent=computer(get_player("greedy"), lambda s: tie_breaker(SEED, *_position(s))))
BadMove = DEAL.BadMove
turn, coach, play = DEAL.turn, DEAL.coach, DEAL.play


def action_label(action) -> str:
    """A move in words, for a choice."""
    if isinstance(action, Call):
        return _("Stop and score.") if action.decision == "stop" else _("Call koi-koi and play on.")
    if isinstance(action, Draw):
        if not action.take:
            return _("The drawn %(card)s stays on the field.", card=card_name(action.card))
        return _("Take %(taken)s with the drawn %(card)s.", taken=card_names(action.take),
                 card=card_name(action.card))
    if not action.take:
        return _("Play %(card)s and leave it on the field.", card=card_name(action.card))
    return _("Play %(card)s and take %(taken)s.", card=card_name(action.card),
             taken=card_names(action.take))


def why(state: State, action) -> list[str]:
    return advice.reasons(state.observation(YOU), action)


def _pictures(action) -> tuple:
    """A choice's card and the cards it takes (a call has none)."""
    if isinstance(action, Call):
        return None, []
    return CARDS_BY_ID[action.card], [CARDS_BY_ID[c] for c in action.take]


def _board(now) -> dict:
    """What happened, the position from the reader's observation only, and the result."""
    state = now.state
    obs = state.observation(YOU)
    cards = CARDS_BY_ID
    return {"happened": commentary.describe_events(now.events, SEATS),
            "board": {"hand": [cards[c] for c in obs.hand], "field": [cards[c] for c in obs.field],
                      "drawn": cards[obs.drawn] if obs.drawn else None,
                      "piles": [[cards[c] for c in pile] for pile in obs.piles],
                      "stock": obs.stock_size},
            "result": settlement(commentary.settlement_lines(state.result, SEATS), lessons.PATH)}


def view(moves: tuple[str, ...]) -> dict:
    """What the page shows: the reader's position, the choices, the coach's advice, and the
    comment on the reader's last move."""
    return DEAL.page(moves, label=action_label, why=why, board=_board, pictures=_pictures)
