"""Play hands and matches between players, producing records."""

from __future__ import annotations

import random

from .koikoi import State, deal
from .players import Player
from .record import hand_to_json
from .rules import RuleSet, get_rules


def play_hand(state: State, players: list[Player], rng: random.Random):
    """Play ``state`` to the end; the states and actions taken."""
    states, actions = [state], []
    while not state.is_over:
        p = state.current
        action = players[p].choose(state.observation(p), rng)
        state = state.apply(action)
        states.append(state)
        actions.append(action)
    return states, actions


def next_dealer(state: State) -> int:
    """The round's winner deals next; after an exhausted hand, as the rule set says."""
    result = state.result
    if result.winner is not None:
        return result.winner
    dealer = state.deal.dealer
    return dealer if state.rules.dealer_keeps_on_exhausted else 1 - dealer


def play_match(rules: RuleSet | str, players: list[Player], seed: int,
               rounds: int | None = None, dealer: int | None = None) -> dict:
    """A match record: ``rounds`` hands (the rule set's number by default)."""
    rules = get_rules(rules) if isinstance(rules, str) else rules
    rounds = rounds or rules.rounds
    rng = random.Random(seed)
    score = [0, 0]
    hands = []
    for _ in range(rounds):
        state = deal(rules, rng=rng, dealer=dealer)
        states, actions = play_hand(state, players, rng)
        record = hand_to_json(states, actions)
        final = states[-1].result
        score = [score[0] + final.points[0], score[1] + final.points[1]]
        record["score"] = list(score)
        hands.append(record)
        dealer = next_dealer(states[-1])
    winner = None if score[0] == score[1] else (0 if score[0] > score[1] else 1)
    return {"game": "koikoi", "rules": rules.name, "rounds": rounds, "seed": seed,
            "players": [p.name for p in players], "hands": hands,
            "result": {"winner": winner, "score": score}}


def play_single(rules: RuleSet | str, players: list[Player], seed: int,
                dealer: int | None = None) -> dict:
    """One hand's record."""
    rng = random.Random(seed)
    states, actions = play_hand(deal(rules, rng=rng, dealer=dealer), players, rng)
    record = hand_to_json(states, actions)
    record["seed"] = seed
    record["players"] = [p.name for p in players]
    return record
