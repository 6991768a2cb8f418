"""What the three-seat fishing games' boards share on the viewer and the play pages: a seat as
the board draws it, the seats round the table, a move-list line, the reader's choices by card,
and the judge's hint and review. Each game passes its engine's pieces (card points, yaku
progress, notation, review) and keeps its own calls, settlement and reasons;
``templates/games/_fishing/board.html`` draws what this builds."""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from flask_babel import lazy_gettext as _l
from website.core.words import Seats
from website.games.kit.fishing import capture_labels, group_pile
from website.games.kit.moves import ENGINE_LEVELS, judge, ranked_hint, read_seated_action

from engine.hanafuda.cards import mask_of
from engine.hanafuda.matching import Draw, Play
from engine.protocol import Game

LEVELS = ENGINE_LEVELS
DEFAULT_LEVEL = "greedy"
LENGTHS = (1, 3, 6)  # one deal, or a match of three or six
RANDOM_LEVEL = _l("Plays any legal card at random.")


class SeatView(NamedTuple):
    seat: int
    name: str
    you: bool
    dealer: bool
    to_move: bool
    hand: tuple[str, ...] | None  # None: face down
    hand_size: int
    pile: list  # by kind
    pile_size: int
    card_points: int
    made: tuple  # (term, yaku): the yaku the seat holds, under the game's word for each kind
    score: int | None
    progress: tuple  # of engine.progress.Progress: the yaku this pile is close to
    called: bool = False  # it has called to play on


class FishingBoard:
    """A three-seat fishing game's board pieces.

    * ``game`` — the engine's game (its judge gives the hint and the review);
    * ``card_points(mask)`` and ``progress(pile_mask, rules, rivals_mask)`` — what a pile is
      worth and the yaku it is close to;
    * ``notation(action)`` — a move as the choices' values write it;
    * ``describe(action, seat, seats)`` — a move in words.

    The game's declaration gives the rest: its notation reads a posted move, its review marks
    a deal.
    """

    def __init__(self, game: Game, *, card_points: Callable, progress: Callable,
                 notation: Callable, describe: Callable):
        self.game, self.card_points, self.progress = game, card_points, progress
        self.notation, self.describe = notation, describe

    def seat(self, p: int, seats: Seats, *, dealer, current, hand, hand_size, piles, made,
             score, rules, called: bool = False) -> SeatView:
        """Seat ``p`` as the board draws it: ``hand`` None when face down, ``piles`` every
        seat's (the others' are the rivals its progress counts against)."""
        pile = piles[p]
        rivals = mask_of(c for q, other in enumerate(piles) if q != p for c in other)
        return SeatView(p, seats.name(p), seats.is_you(p), p == dealer, p == current,
                        tuple(hand) if hand is not None else None, hand_size, group_pile(pile),
                        len(pile), self.card_points(mask_of(pile)), tuple(made), score,
                        tuple(self.progress(mask_of(pile), rules, rivals)), called)

    @staticmethod
    def order(bottom: int, n: int) -> list[int]:
        """The other seats first, the reader's (or the first player's) seat last, at the
        bottom."""
        return [(bottom + k) % n for k in range(1, n + 1)]

    @staticmethod
    def move_entry(state, action, seats: Seats) -> dict:
        """A move-list line of a play or a draw: the verb and the pictures."""
        verb = "play" if isinstance(action, Play) else "draw"
        return {"label": capture_labels(seats, state.current)[verb], "cards": (action.card,),
                "take": action.take, "call": False}

    def options(self, obs) -> dict[str, list]:
        """A card of the reader's hand → [(notation, taken)]: the play form's choices."""
        out: dict[str, list] = {}
        for a in obs.legal_actions:
            if isinstance(a, Play | Draw):
                out.setdefault(a.card, []).append((self.notation(a), a.take))
        return out

    def read_action(self, form, seat: int):
        return read_seated_action(self.game.notation.parse_action, form, seat)

    def hint(self, obs, seats: Seats, reasons: Callable) -> dict:
        """The judge's ranking: its choice, the estimate, the choices equal to it, the next
        best, with ``reasons(action)`` for each."""
        return ranked_hint(judge(self.game.name).rank(obs), obs.player, seats, self.describe,
                           action_cards, reasons)

    def review(self, states, actions, seat: int):
        """The judge's verdict on the moves ``seat`` made in a finished deal."""
        return self.game.review(states, actions, seat, judge(self.game.name))


def action_cards(action) -> tuple[str, ...]:
    """The cards a play or a draw shows (a call shows none)."""
    return (action.card, *action.take) if isinstance(action, Play | Draw) else ()
