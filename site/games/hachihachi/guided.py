"""A whole Hachi-Hachi deal with a coach: the last lesson of the Hachi-Hachi path.

One seeded deal under the rules the path teaches (traditional), the same for every reader, who
holds seat 0 against two of the engine's greedy players; in it the reader makes a dekiyaku and
must choose sage or shōbu. The coach is the judge (:func:`website.games.kit.moves.judge`,
the hint's): before each choice it says what it would do and why, after it whether it agreed (a
choice it holds equal to its best counts as its own). The loop is
:class:`website.games.kit.guided.CoachedDeal`; here are Hachi-Hachi's words and board,
drawn from the reader's observation only.
"""

from __future__ import annotations

from flask_babel import gettext as _
from website.core.words import Seats
from website.games.hachihachi import board, lessons, words
from website.games.kit.guided import CoachedDeal, computer, settlement, tie_breaker

from engine.hachihachi import deal
from engine.hachihachi.dekiyaku import card_points
from engine.hachihachi.players import GreedyPlayer
from engine.hachihachi.state import HAND, Call, State
from engine.hanafuda.cards import CARDS_BY_ID, mask_of

RULES = "traditional"  # the path's rules, play's default
SEED = 20  # the reader soon makes a dekiyaku and the coach calls sage (at every judge scale)
YOU = 0
SEATS = Seats(you=YOU, count=3)
MAX_MOVES = 2 * HAND + 4  # a play and a draw per turn, and a call or two
BOARD = "games/hachihachi/_guided_board.html"


def move_text(action) -> str:
    """A choice as the form sends it: the move's notation without the seat."""
    return board.format_action(action, YOU).split(" ", 1)[1]


def _position(state: State) -> tuple:
    """What tells the computers' positions apart, to break their ties the same way."""
    obs = state.observation(state.current)
    return obs.stock_size, obs.phase, state.current


DEAL = CoachedDeal(
    compare=board.compare,
    game=board.GAME.name, start=lambda: deal(RULES, seed=SEED), you=YOU, move_text=move_text,
    max_moves=MAX_MOVES,
    opponent=computer(GreedyPlayer(), lambda s: tie_breaker(SEED, *_position(s))))
BadMove = DEAL.BadMove
turn, coach, play = DEAL.turn, DEAL.coach, DEAL.play


def action_label(action) -> str:
    """A choice as the coach names it: "Call sage", "Play …, taking …"."""
    return words.choice_label(action, YOU, SEATS)


def why(state: State, action) -> list[str]:
    """The engine's reason for a choice, then the judge's estimate of what it brings."""
    lines = board._reasons(state.observation(YOU), action, SEATS)
    found = DEAL.ranking(state).find(action)
    if found is not None and len(state.legal_actions()) > 1:
        value = round(abs(found.estimate))
        lines.append(_("The coach expects you to finish about %(value)s mon ahead of the other "
                       "two’s average after this choice.", value=value) if found.estimate >= 0
                     else _("The coach expects you to finish about %(value)s mon behind the "
                            "other two’s average after this choice.", value=value))
    return lines


def consider(state: State) -> str:
    """What to weigh before this decision, by its phase."""
    obs = state.observation(YOU)
    if isinstance(obs.legal_actions[0], Call):
        return _("You have made a dekiyaku. %(sage)s ends the deal and it is paid; %(shobu)s "
                 "plays on for more, but if another player then makes one, yours is cancelled "
                 "and you pay theirs for both.", sage=words.term("sage").capitalize(),
                 shobu=words.term("shobu"))
    return _("Look for the capture worth most, the card that completes a dekiyaku, and the "
             "card another player needs.")


def _cards(ids) -> list:
    return [CARDS_BY_ID[c] for c in ids]


def _pictures(action) -> tuple:
    """A choice's card and the cards it takes (a call has none)."""
    if isinstance(action, Call):
        return None, []
    return CARDS_BY_ID[action.card], _cards(action.take)


def _board(now) -> dict:
    """The reader's position (their own observation), what happened and the result."""
    state = now.state
    obs = state.observation(YOU)
    seats = [{"name": SEATS.name(s).capitalize() if s != YOU else _("You"),
              "pile": _cards(obs.piles[s]), "points": card_points(mask_of(obs.piles[s])),
              "hand": obs.hand_sizes[s], "shobu": obs.shobu[s]} for s in (1, 2, YOU)]
    return {"board_template": BOARD, "over_text": _("The deal is over."),
            "happened": words.describe_events(now.events, SEATS, state.rules),
            "board": {"hand": _cards(obs.hand), "field": _cards(obs.field),
                      "drawn": CARDS_BY_ID[obs.drawn] if obs.drawn else None,
                      "stock": obs.stock_size, "seats": seats, "multiplier": obs.multiplier,
                      "shobu_word": words.term("shobu")},
            "result": settlement(words.settlement_lines(state.result, SEATS, state.rules),
                                 lessons.PATH)}


def view(moves: tuple[str, ...]) -> dict:
    """What the page shows: the reader's position, the choices, the coach's advice (with what
    to weigh), and the comment on the reader's last move."""
    return DEAL.page(moves, label=action_label, why=why, board=_board, pictures=_pictures,
                     consider=consider)

