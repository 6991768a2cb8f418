"""A whole Hana-awase deal with a coach: the last lesson of the Hana-awase path.

One seeded deal, the same for every reader, at the table of three. The reader holds seat 0;
the two others are the engine's greedy player; a move with no alternative is made for the
reader. At each of the reader's choices the coach is the judge (:mod:`engine.judge`, the one
that gives the play pages' hints and reviews): its best choice and its estimate. Only the
reader's own moves are kept (in the session); the position is rebuilt from the seed, and only
the reader's observation is ever shown: never another hand or the stock.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache

from flask_babel import gettext as _
from website.core.i18n import current_language
from website.core.words import Seats
from website.games.hanaawase import words
from website.games.hanaawase.puzzles import move_label

from engine.cards import CARDS_BY_ID, mask_of
from engine.hanaawase import deal
from engine.hanaawase.players import GreedyPlayer
from engine.hanaawase.rules import get_rules
from engine.hanaawase.state import State
from engine.hanaawase.yaku import card_points, yaku_of
from engine.judge import judge_for
from engine.matching import action_text

RULES = "wikipedia"
SEED = 11  # a deal where the reader has real choices from the first turn
YOU = 0
SEATS = Seats(you=YOU, count=3)
MAX_MOVES = 30  # seven plays and seven draws at most for the reader


class BadMove(ValueError):
    """A move that is not one of the reader's legal moves (or no move at all)."""


def move_text(action) -> str:
    """A move as the form sends it: the notation of the action."""
    return action_text(action)


@dataclass(frozen=True)
class Turn:
    state: State
    events: tuple  # what happened since the reader's previous move (the reader's move first)


def _rng(state: State) -> random.Random:
    return random.Random(f"{SEED}/{state.stock_pos}/{state.phase}/{state.current}")


def _advance(state: State, events: tuple) -> Turn:
    """Let the two others play and make the reader's forced moves, until the reader has a
    choice or the deal is over."""
    other = GreedyPlayer()
    while not state.is_over:
        if state.current != YOU:
            action = other.choose(state.observation(state.current), _rng(state))
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
    """The judge's best choice at the reader's turn after ``moves``."""
    state = turn(moves).state
    return judge_for("hanaawase").rank(state.observation(YOU)).best.action


def action_label(action) -> str:
    """A move in words, as the puzzles word it."""
    return move_label(action, current_language())


def why(state: State, action) -> list[str]:
    """What the move gains at once: the yaku it completes, the card points it takes."""
    rules = get_rules(RULES)
    pile = mask_of(state.pile(YOU))
    taken = (action.card, *action.take) if action.take else ()
    if not taken:
        return [_("Nothing matches: the card stays on the field.")]
    before = {y.id for y in yaku_of(pile, rules)}
    made = [y for y in yaku_of(pile | mask_of(taken), rules) if y.id not in before]
    lines = [_("It captures %(points)s card points.", points=card_points(mask_of(taken)))]
    if made:
        lines.append(_("It completes %(yaku)s.", yaku=words.yaku_names(made)))
    return lines


def view(moves: tuple[str, ...]) -> dict:
    """The reader's position, the choices, the coach's advice and the comment on the last
    move. Only the reader's observation is read."""
    now = turn(moves)
    state = now.state
    obs = state.observation(YOU)
    cards = CARDS_BY_ID
    out = {"over": state.is_over, "moves": len(moves),
           "happened": words.describe_events(now.events, SEATS),
           "board": {"hand": [cards[c] for c in obs.hand], "field": [cards[c] for c in obs.field],
                     "drawn": cards[obs.drawn] if obs.drawn else None,
                     "piles": [[cards[c] for c in pile] for pile in obs.piles],
                     "names": [SEATS.name(p) for p in range(obs.seats)],
                     "stock": obs.stock_size},
           "result": words.result_lines(state.result, SEATS, get_rules(RULES))}
    if moves:
        out["comment"] = comment(moves)
    if not state.is_over:
        best = coach(moves)
        out["options"] = [{"value": move_text(a), "label": action_label(a),
                           "cards": [cards[c] for c in a.take], "card": cards[a.card],
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
