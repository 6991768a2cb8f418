"""Scripted Tam Cúc deals for the rule tests: seat 0 deals and makes every call, the other
seats follow with plays that cannot beat, except what the test puts in their last trick."""

from __future__ import annotations

from itertools import combinations

from engine.tamcuc.cards import TAMCUC_BY_ID, TAMCUC_DECK, strength
from engine.tamcuc.game import hidden_of as hidden_of  # what a seat hides (its Sight)
from engine.tamcuc.rules import get_rules
from engine.tamcuc.state import Call, Chui, Lay, Pass, Reveal, from_hands

# Disjoint combinations seat 0 may call before the last trick, unbanned ones first.
PREFIX = [
    ("red-general",),
    ("red-advisor-1",),
    ("red-chariot-1", "red-chariot-2"),
    ("red-cannon-1", "red-cannon-2"),
    ("red-horse-1", "red-horse-2"),
    ("black-chariot-1", "black-chariot-2"),
    ("black-cannon-1", "black-cannon-2"),
    ("red-elephant-1", "red-elephant-2"),
    ("black-elephant-1", "black-elephant-2"),
    ("black-advisor-1", "black-advisor-2"),
    ("black-chariot-1", "black-cannon-1", "black-horse-1"),
]


def deck(seats: int, rules="standard") -> list[str]:
    removed = get_rules(rules).removed(seats)
    return [c.id for i, c in enumerate(TAMCUC_DECK) if not removed >> i & 1]


def _prefix(total: int, taken: set, cards: list[str]) -> list[tuple[str, ...]]:
    """Disjoint calls from PREFIX adding up to ``total`` cards, pairs first; a single only of the
    strongest card in play, which no follower can beat."""
    top = max(cards, key=lambda x: strength(TAMCUC_BY_ID[x]))
    pool = [
        c for c in PREFIX if all(x in cards and x not in taken for x in c) and (len(c) > 1 or c[0] == top)
    ]
    for n in range(1, len(pool) + 1):
        for pick in combinations(pool, n):
            cards_in = {c for call in pick for c in call}
            if len(cards_in) == sum(map(len, pick)) == total and max(map(len, pick)) > 1:
                return sorted(pick, key=lambda call: {2: 0, 3: 1, 1: 2}[len(call)])
    raise AssertionError(f"no prefix of {total} cards")


def scripted(
    seats: int,
    last: tuple[str, ...],
    finals: dict[int, tuple[str, ...]] | None = None,
    rules="standard",
    chui: frozenset = frozenset(),
):
    """Play a whole deal: seat 0 calls its prefix then ``last``; seat ``p`` keeps ``finals[p]``
    for the last trick. Returns the final state."""
    finals = finals or {}
    cards = deck(seats, rules)
    size = len(cards) // seats
    taken = set(last) | {c for f in finals.values() for c in f}
    calls = [*_prefix(size - len(last), taken, cards), last]
    used = taken | {c for call in calls for c in call}
    rest = [c for c in cards if c not in used]
    reds = [c for c in rest if c.startswith("red")]
    blacks = [c for c in rest if c.startswith("black")]
    hands = [[c for call in calls for c in call]]
    for p in range(1, seats):
        hand = list(finals.get(p, ()))
        while len(hand) < size:
            hand.append((reds if len(hand) % 2 and reds or not blacks else blacks).pop(0))
        hands.append(hand)
    state = from_hands(rules, hands, 0)
    fillers = {p: [c for c in hands[p] if c not in finals.get(p, ())] for p in range(1, seats)}
    for call in calls:
        while state.phase == "show":
            state = state.apply(Pass())
        state = state.apply(Call(tuple(call)))
        while state.phase == "lay":
            p = state.current
            if call is last and p in finals:
                play = finals[p]
            else:  # mixed colours never make a combination
                pool = fillers[p]
                red = [c for c in pool if c.startswith("red")]
                black = [c for c in pool if c.startswith("black")]
                play = []
                while len(play) < len(call):
                    side = red if (len(play) % 2 == 0 and red) or not black else black
                    play.append(side.pop(0))
                for c in play:
                    pool.remove(c)
            state = state.apply(Lay(tuple(sorted(play, key=cards.index))))
        while state.phase == "reveal":
            can = Reveal() in state.legal_actions()
            state = state.apply(Reveal() if can and state.current not in chui else Chui())
    assert state.is_over, state.phase
    return state
