"""What the opponent's earlier plays say about the cards it may still hold.

Players capture when they can, and take the better of two captures: so when the opponent
played a card that took less than a card it might have held would have taken (by the greedy
measure, :func:`gain_value`), that card is less likely to be in its hand now. Each such
play multiplies the card's weight by ``overlook`` (the chance a player keeps a better
capture back): a card that told nothing keeps weight 1.

Only the public history is read (:attr:`Observation.history`), and only cards the player
cannot see get a weight: the weights bias which unseen cards are dealt to the opponent's
hand when the search deals the hidden cards, never which cards are unseen.
"""

from __future__ import annotations

from ..hanafuda.cards import DECK, MONTH_MASKS
from ..hanafuda.matching import Play, take_mask
from .rules import RuleSet
from .scoring import pile_points
from .state import Call, Observation

_POINTS = tuple(c.points for c in DECK)
_MONTH = tuple(MONTH_MASKS[c.month - 1] for c in DECK)
_INDEX = {c.id: c.index for c in DECK}

OVERLOOK = 0.2  # how often a player is taken to keep a better capture in hand


def face_points(mask: int) -> int:
    """The cards' face values added up (20 a bright, 10 an animal, 5 a ribbon, 1 a chaff)."""
    total = 0
    while mask:
        low = mask & -mask
        total += _POINTS[low.bit_length() - 1]
        mask ^= low
    return total


def gain_value(pile: int, gained: int, rules: RuleSet) -> int:
    """The greedy value of putting ``gained`` in ``pile``: ten per yaku point it adds,
    then the cards' face values (0 when nothing is gained, below any capture)."""
    if not gained:
        return 0
    return (pile_points(pile | gained, rules) - pile_points(pile, rules)) * 10 + face_points(gained)


def best_capture(idx: int, field: int, pile: int, rules: RuleSet) -> int:
    """The most card ``idx`` could have gained from ``field``: the better of two, or all."""
    matches = field & _MONTH[idx]
    if not matches:
        return 0
    low = 1 << idx
    if matches.bit_count() == 2:
        a = matches & -matches
        return max(gain_value(pile, a | low, rules), gain_value(pile, (matches ^ a) | low, rules))
    return gain_value(pile, matches | low, rules)


def opponent_plays(obs: Observation) -> list[tuple[int, int, int]]:
    """Each earlier play of the opponent as (field, its pile, the value it gained) at that
    moment, rebuilt backwards from what is on the table now."""
    opp = 1 - obs.player
    rules = obs.ruleset
    field = obs.field_mask
    piles = list(obs.pile_masks)
    out = []
    for seat, action in reversed(obs.history):
        if isinstance(action, Call):  # moves no card
            continue
        played = 1 << _INDEX[action.card]
        if action.take:
            taken = take_mask(action.take)
            field |= taken
            piles[seat] &= ~(taken | played)
            gained = taken | played
        else:
            field &= ~played
            gained = 0
        if seat == opp and type(action) is Play:
            out.append((field, piles[seat], gain_value(piles[seat], gained, rules)))
    return out


def hand_weights(obs: Observation, overlook: float = OVERLOOK) -> dict[int, float]:
    """The weight of each unseen card (by index) as a card of the opponent's hand: ``overlook``
    to the power of the opponent's plays that holding it would have bettered."""
    unseen = obs.unseen_mask()
    rules = obs.ruleset
    weights = {}
    plays = opponent_plays(obs)
    mask = unseen
    while mask:
        low = mask & -mask
        mask ^= low
        idx = low.bit_length() - 1
        beaten = sum(best_capture(idx, field, pile, rules) > chosen
                     for field, pile, chosen in plays)
        weights[idx] = overlook ** beaten
    return weights
