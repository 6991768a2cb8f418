"""A whole Koi-Koi hand with a coach: the last lesson of the Koi-Koi path.

One seeded deal, the same for every reader. The reader holds seat 0; the opponent is the
engine's greedy player; a move with no alternative is made for the reader. At each of the
reader's choices the coach (the engine's strong player)
says what it would do and why (:func:`engine.koikoi.analysis.action_reasons`). The reader
may follow it or make any other legal move, which is then compared with the coach's.

Only the reader's own moves are kept (in the session); the position is rebuilt from the seed
each time, and only the reader's observation is ever shown: never the opponent's hand or the
stock.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache

from flask_babel import gettext as _
from website.games.koikoi import words as commentary
from website.games.koikoi.words import card_name, card_names

from engine.cards import CARDS_BY_ID
from engine.koikoi import deal
from engine.koikoi.analysis import action_reasons
from engine.koikoi.notation import format_action
from engine.koikoi.players import get_player
from engine.koikoi.state import Call, Draw, State

RULES = "nintendo"
SEED = 28  # a hand where the reader can make brights and a koi-koi choice comes up
YOU = 0
SEATS = commentary.Seats(you=YOU, count=2)
MAX_MOVES = 40  # a hand has at most 8 plays, 8 draws and a few calls per seat


class BadMove(ValueError):
    """A move that is not one of the reader's legal moves (or no move at all)."""


def move_text(action) -> str:
    """A move as the form sends it: the notation without the seat."""
    return format_action(action, YOU).split(" ", 1)[1]


@dataclass(frozen=True)
class Turn:
    """The position at one of the reader's turns, or at the end of the hand."""

    state: State
    events: tuple  # what happened since the reader's previous move (the reader's move first)


def _rng(state: State) -> random.Random:
    """The same choices for the same position: seeded by how far the hand has gone."""
    return random.Random(f"{SEED}/{state.stock_pos}/{state.phase}/{state.current}")


def _advance(state: State, events: tuple) -> Turn:
    """Let the opponent play, and make the reader's forced moves (a draw that can go only one
    way), until the reader has a choice or the hand is over."""
    opponent = get_player("greedy")
    while not state.is_over:
        if state.current != YOU:
            action = opponent.choose(state.observation(state.current), _rng(state))
        elif len(state.legal_actions()) == 1:
            action = state.legal_actions()[0]
        else:
            break
        state = state.apply(action)
        events += state.events
    return Turn(state, events)


@lru_cache(maxsize=512)
def turn(moves: tuple[str, ...]) -> Turn:
    """The position after the reader's ``moves``. :raises BadMove: for an illegal one."""
    if not moves:
        return _advance(deal(RULES, seed=SEED), ())
    before = turn(moves[:-1]).state
    if before.is_over:
        raise BadMove(moves[-1])
    legal = {move_text(a): a for a in before.legal_actions()}
    if moves[-1] not in legal:
        raise BadMove(moves[-1])
    after = before.apply(legal[moves[-1]])
    return _advance(after, after.events)


@lru_cache(maxsize=512)
def coach(moves: tuple[str, ...]):
    """What the strong player would do at the reader's turn after ``moves``."""
    state = turn(moves).state
    return get_player("strong").choose(state.observation(YOU), _rng(state))


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
    return commentary.reason_sentences(action_reasons(state.observation(YOU), action))


def view(moves: tuple[str, ...]) -> dict:
    """What the page shows: the reader's position, the choices, the coach's advice, and the
    comment on the reader's last move."""
    now = turn(moves)
    state = now.state
    obs = state.observation(YOU)
    cards = CARDS_BY_ID
    out = {"over": state.is_over, "moves": len(moves),
           "happened": commentary.describe_events(now.events, SEATS),
           "board": {"hand": [cards[c] for c in obs.hand], "field": [cards[c] for c in obs.field],
                     "drawn": cards[obs.drawn] if obs.drawn else None,
                     "piles": [[cards[c] for c in pile] for pile in obs.piles],
                     "stock": obs.stock_size},
           "result": commentary.result_lines(state.result, SEATS)}
    if moves:
        out["comment"] = comment(moves)
    if not state.is_over:
        best = coach(moves)
        out["options"] = [{"value": move_text(a), "label": action_label(a),
                           "cards": [cards[c] for c in getattr(a, "take", ())]
                           if not isinstance(a, Call) else [],
                           "card": cards[a.card] if not isinstance(a, Call) else None,
                           "coach": a == best} for a in obs.legal_actions]
        out["advice"] = {"label": action_label(best), "why": why(state, best)}
    return out


def comment(moves: tuple[str, ...]) -> dict:
    """The reader's last move beside the coach's choice in that position."""
    before = turn(moves[:-1]).state
    best = coach(moves[:-1])
    chosen = next(a for a in before.legal_actions() if move_text(a) == moves[-1])
    if chosen == best:
        return {"same": True, "text": _("You did what the coach would do.")}
    return {"same": False,
            "text": _("The coach would have chosen: %(move)s", move=action_label(best)),
            "coach": why(before, best), "yours": why(before, chosen)}


def play(moves: tuple[str, ...], move: str) -> tuple[str, ...]:
    """The moves after the reader plays ``move``. :raises BadMove: when it is not legal."""
    if len(moves) >= MAX_MOVES:
        raise BadMove(move)
    after = (*moves, move)
    turn(after)
    return after
