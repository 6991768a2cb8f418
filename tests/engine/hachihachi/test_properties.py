"""Hachi-Hachi properties over seeded deals, every rule set, random, greedy and strong seats:
every card in one place, every deal ends, nothing hidden leaks into an observation, the piles
hold 264 points, records replay, the same seed gives the same record."""

from __future__ import annotations

import json
import random

import pytest

from engine.games import get_game
from engine.hachihachi import DRAW, Call, deal
from engine.hachihachi.dekiyaku import card_points
from engine.hachihachi.notation import format_action, parse_action
from engine.hachihachi.players import GreedyPlayer
from engine.hachihachi.record import hand_to_json, replay, replay_hand
from engine.hachihachi.rules import total
from engine.hanafuda.cards import CARD_IDS
from engine.protocol import RandomPlayer
from engine.table import play_deal, play_match

RULES = ("seed-000", "traditional", "traditional-full")
HACHIHACHI = get_game("hachihachi")
LINEUPS = ((RandomPlayer(), RandomPlayer(), RandomPlayer()),
           (GreedyPlayer(), RandomPlayer(), GreedyPlayer()),
           (GreedyPlayer(), GreedyPlayer(), GreedyPlayer()))


def observed_cards(obs) -> set[str]:
    """Every card id an observation shows (its own hand included)."""
    cards = set(obs.hand) | set(obs.field) | {c for p in obs.piles for c in p}
    if obs.drawn:
        cards.add(obs.drawn)
    for action in obs.legal_actions:
        if not isinstance(action, Call):
            cards |= {action.card, *action.take}
    return cards


def check_deal(rules: str, seed: int, players) -> dict:
    """Play one seeded deal checking every invariant; its record."""
    rng = random.Random(seed)
    state = deal(rules, rng=rng)
    states, actions = [state], []
    steps = 0
    while True:
        hands = [state.hand(s) for s in range(3)]
        places = [*hands[0], *hands[1], *hands[2], *state.field_cards(),
                  *state.pile(0), *state.pile(1), *state.pile(2), *state.stock]
        assert sorted(places) == sorted(CARD_IDS)  # 48 cards, each once
        for seat in range(3):
            seen = observed_cards(state.observation(seat))
            hidden = {c for s in range(3) if s != seat for c in hands[s]}
            hidden |= set(state.stock) - {state.drawn}
            assert not seen & hidden, (seed, seat, seen & hidden)
        if state.is_over:
            assert state.legal_actions() == ()
            break
        legal = state.legal_actions()
        assert legal
        if state.phase == DRAW:
            assert all(a.card == state.drawn for a in legal)
        action = players[state.current].choose(state.observation(state.current), rng)
        assert parse_action(format_action(action, state.current)) == (state.current, action)
        state = state.apply(action)
        states.append(state)
        actions.append(action)
        steps += 1
        assert steps <= 21 * 3  # 21 turns of a play and a draw, and a call at most each
    result = state.result
    if result.reason == "exhausted":
        assert sum(card_points(p) for p in state.piles) == 264
        assert state.field == 0 and not any(state.hands)
    else:  # a sage ends the deal early: the card points are not settled
        assert result.reason == "sage" and not result.settlement.cards_settled
    if rules != "seed-000":  # paid between the seats
        assert sum(result.points) == 0
    record = hand_to_json(states, actions)
    again, _ = replay_hand(json.loads(json.dumps(record)))
    assert again[-1].result == result
    return record


@pytest.mark.parametrize("rules", RULES)
@pytest.mark.parametrize("lineup", range(len(LINEUPS)))
def test_seeded_deals_keep_every_invariant(rules, lineup):
    for seed in range(50):
        check_deal(rules, seed, LINEUPS[lineup])


@pytest.mark.slow
@pytest.mark.parametrize("rules", RULES)
def test_thousands_of_seeded_deals(rules):
    for seed in range(1000):
        check_deal(rules, 10_000 + seed, LINEUPS[seed % len(LINEUPS)])


def test_strong_seats_keep_the_invariants():
    strong = HACHIHACHI.players["strong"]()
    for rules in RULES:
        check_deal(rules, 5, (strong, GreedyPlayer(), RandomPlayer()))


@pytest.mark.parametrize("rules", RULES)
def test_same_seed_same_record(rules):
    names = ["strong", "greedy", "random"]
    assert play_deal(HACHIHACHI, rules, names, 11) == play_deal(HACHIHACHI, rules, names, 11)


def test_a_match_replays_with_its_running_score():
    record = play_match(HACHIHACHI, "traditional", ["greedy", "random", "greedy"], 4, 3)
    assert record["game"] == "hachihachi" and len(record["hands"]) == 3
    deals = replay(json.loads(json.dumps(record)))
    assert len(deals) == 3
    score = [sum(states[-1].result.points[s] for states, _ in deals) for s in range(3)]
    assert record["result"]["score"] == score


def test_shobu_lost_voids_the_caller_and_makes_it_pay_for_both():
    """A seat that called shōbu and was overtaken scores no dekiyaku; it pays the rival's
    dekiyaku alone, twice over."""
    found = 0
    for seed in range(400):
        rng = random.Random(seed)
        state = deal("traditional", rng=rng)
        voided = None
        while not state.is_over:
            legal = state.legal_actions()
            action = Call("shobu") if isinstance(legal[0], Call) else rng.choice(legal)
            state = state.apply(action)
            for ev in state.events:
                if ev.kind == "void":
                    voided = ev.player
        if voided is None:
            continue
        found += 1
        payer = voided
        maker = state.liable.index(payer)
        s = state.result.settlement
        assert s.dekiyaku[payer] == () or all(y.id not in state.void[payer]
                                               for y in s.dekiyaku[payer])
        third = ({0, 1, 2} - {payer, maker}).pop()
        # The third seat pays nothing for the maker's dekiyaku.
        rules = state.rules
        maker_yaku = rules.mon(total(s.dekiyaku[maker]))
        assert maker_yaku > 0
        without = s.points[third] // s.multiplier
        with_cards = s.card_points[third] - rules.par
        te_and_special = rules.mon(total(s.teyaku[third]) + total(s.special[third]))
        others_te = sum(rules.mon(total(s.teyaku[o]) + total(s.special[o]))
                        for o in (payer, maker))
        paid_by_third_for_payer = 0 if state.liable[payer] is not None else \
            rules.mon(total(s.dekiyaku[payer]))
        assert without == with_cards + 2 * te_and_special - others_te \
            - paid_by_third_for_payer
    assert found >= 3


def test_a_person_plays_at_a_table_that_is_saved_and_taken_up_again():
    from engine.table import HUMAN, Table

    table = Table(HACHIHACHI, "traditional", seats=[HUMAN, "greedy", "strong"], rounds=1, seed=3)
    rng = random.Random(3)
    table.deal(rng)
    table.advance(rng)
    while not table.state.is_over:
        seat = table.waiting_for
        obs = table.state.observation(seat)
        assert len(obs.hand) == obs.hand_sizes[seat]
        table.act(seat, obs.legal_actions[-1])
        stored = json.loads(json.dumps(table.to_json()))
        again = Table.from_json(stored)
        assert again.state.observation(seat) == table.state.observation(seat)
        table.advance(rng)
    assert sum(table.score) == 0
    assert table.record()["result"]["points"] == table.score


@pytest.mark.parametrize("rules", RULES)
def test_a_new_dekiyaku_is_announced_once(rules):
    """Every dekiyaku a seat holds at the end was announced by one event, the turn it came."""
    for seed in range(40):
        rng = random.Random(seed)
        state = deal(rules, rng=rng)
        announced: list[set[str]] = [set(), set(), set()]
        while not state.is_over:
            state = state.apply(rng.choice(state.legal_actions()))
            for ev in state.events:
                if ev.kind == "dekiyaku":
                    ids = {y.id for y in ev.yaku}
                    assert ids - announced[ev.player], "announced twice"
                    announced[ev.player] |= ids
        for seat in range(3):
            assert {y.id for y in state.dekiyaku(seat)} <= announced[seat]
