"""Computer players play seeded Tam Cúc deals and matches, as records.

The deal's shuffle and each player's randomness come from separate seeded generators, so the
same seed and players always give the same record.
"""

from __future__ import annotations

import random

from ..errors import EngineError
from .players import get_player
from .record import VERSION, deal_record
from .rules import get_rules
from .state import State, deal, next_dealer


def play_deal(names: list[str], rules="standard", seed: int = 0, *, dealer: int | None = None,
              index: int = 0) -> tuple[dict, State]:
    """One deal between the named players (one per seat); its record and final state."""
    rules = get_rules(rules)
    players = [get_player(n) for n in names]
    state = deal(rules, players=len(names), rng=random.Random(seed * 1_000_003 + index), dealer=dealer)
    first, actions = state, []
    rngs = [random.Random((seed * 1_000_003 + index) * 8 + 1 + p) for p in range(len(names))]
    while not state.is_over:
        seat = state.current
        action = players[seat].choose(state.observation(seat), rngs[seat])
        actions.append(action)
        state = state.apply(action)
    return deal_record(first, actions, state), state


def play_match(names: list[str], rules="standard", seed: int = 0, rounds: int = 1) -> dict:
    """``rounds`` deals; the dealer passes as the rules say (winner, or who seized the deal)."""
    if rounds < 1:
        raise EngineError(f"--rounds must be at least 1, not {rounds}")
    rules = get_rules(rules)
    deals, totals, dealer = [], [0] * len(names), None
    for index in range(rounds):
        rec, final = play_deal(names, rules, seed, dealer=dealer, index=index)
        totals = [t + p for t, p in zip(totals, final.result.points, strict=True)]
        rec["totals"] = totals
        deals.append(rec)
        dealer = next_dealer(final)
    return {"game": "tamcuc", "version": VERSION, "rules": rules.name, "players": len(names),
            "ai": list(names), "seed": seed, "deals": deals, "totals": totals}
