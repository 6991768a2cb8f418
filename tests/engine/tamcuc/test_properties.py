"""Properties over thousands of seeded Tam Cúc deals for 2, 3 and 4 players: cards are
conserved, every deal ends, records replay, observations never hold another seat's hidden
cards, and the same seed gives the same record."""

import json
import random

import pytest

from engine.games import get_game
from engine.records import loads
from engine.table import Table, play_match
from engine.tamcuc.cards import ids_of
from engine.tamcuc.record import replay
from engine.tamcuc.rules import RULESETS
from engine.tamcuc.state import balance, deal, determinize

from .tamcuc_script import hidden_of

RULES = ("standard", "section-2-1", "thirty-cards", "di-dem")
MAX_STEPS = 400  # far above any deal: 16 cards each, a handful of actions per card


def deck_size(rules: str, seats: int) -> int:
    return ({"thirty-cards": 30}.get(rules, 27)) if seats == 3 else 32


def check_conserved(state, size: int) -> None:
    places = [*state.hands, *state.taken, *state.discards, *state.table]
    assert sum(p.bit_count() for p in places) == size
    union = 0
    for p in places:
        assert not union & p  # no card in two places
        union |= p
    assert union == state.deck_mask


def visible_ids(obs) -> set[str]:
    """Every card id an observation names anywhere."""
    names = {*obs.hand, *obs.own_play, *obs.own_discards, *obs.seen}
    for group in (*obs.revealed, *obs.won):
        names.update(group)
    for action in obs.legal_actions:
        names.update(getattr(action, "cards", ()))
    for event in obs.events:
        if event.kind != "bat-cai":  # the card drawn for the dealer goes back before the shuffle
            names.update(event.cards)
    return names

TAMCUC = get_game("tamcuc")


def random_deals(count: int, seats: int, rules: str, check_views: bool):
    for seed in range(count):
        rng = random.Random(seed)
        state = deal(rules, seed=seed, seats=seats)
        size = deck_size(rules, seats)
        steps = 0
        while not state.is_over:
            check_conserved(state, size)
            if check_views:
                for seat in range(seats):
                    seen = visible_ids(state.observation(seat))
                    for other in range(seats):
                        if other != seat:
                            assert not seen & hidden_of(state, other), (seed, seat, other)
            state = state.apply(rng.choice(state.legal_actions()))
            steps += 1
            assert steps < MAX_STEPS
        check_conserved(state, size)
        r = state.result
        assert sum(r.cards) <= size and len(r.points) == seats


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_random_deals_conserve_cards_and_end(seats):
    for rules in RULES:
        random_deals(250, seats, rules, check_views=False)


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_observations_never_show_hidden_cards(seats):
    for rules in ("standard", "di-dem"):
        random_deals(60, seats, rules, check_views=True)


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_records_replay_and_repeat(seats):
    for seed in range(40):
        names = ["greedy", "random", "greedy", "random"][:seats]
        table = Table(TAMCUC, "standard", names, 1, seed).play(random.Random(seed))
        rec, final = table.record(), table.state
        assert rec["game"] == "tamcuc"
        states, actions = replay(loads(json.dumps(rec)))[0]
        assert states[-1].result == final.result and len(actions) == len(rec["actions"])
        again = Table(TAMCUC, "standard", names, 1, seed).play(random.Random(seed))
        assert again.record() == rec  # same seed, same record


def test_match_record_replays_with_dealer_rotation():
    rec = play_match(TAMCUC, "thirty-cards", ["greedy", "random", "random"], seed=4, rounds=4)
    deals = replay(loads(json.dumps(rec)))
    assert len(deals) == 4
    assert rec["result"]["score"] == [sum(d["result"]["points"][p] for d in rec["hands"])
                                      for p in range(3)]
    assert play_match(TAMCUC, "thirty-cards", ["greedy", "random", "random"], seed=4,
                      rounds=4) == rec


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_determinized_worlds_agree_with_the_observation(seats):
    for seed in range(30):
        rng = random.Random(seed)
        state = deal(seed=seed, seats=seats)
        while not state.is_over:
            seat = state.current
            obs = state.observation(seat)
            world = determinize(obs, rng)
            assert world.observation(seat).hand == obs.hand
            assert world.observation(seat).legal_actions == obs.legal_actions
            check_conserved(world, deck_size("standard", seats))
            state = state.apply(rng.choice(state.legal_actions()))


@pytest.mark.slow
@pytest.mark.parametrize("seats", [2, 3, 4])
def test_many_random_deals(seats):
    for rules in RULES:
        random_deals(1500, seats, rules, check_views=False)
    random_deals(300, seats, "standard", check_views=True)


def test_hidden_cards_helper_is_not_empty():
    state = deal(seed=0, seats=4)
    assert hidden_of(state, 1) == set(ids_of(state.hands[1]))


@pytest.mark.parametrize("rules", sorted(RULESETS))
@pytest.mark.parametrize("seats", [2, 3, 4])
def test_every_settlement_is_zero_sum(rules, seats):
    """What one seat wins another pays, under every removal, with shows, a trick nobody won
    and thirty cards in three hands of ten; and nobody is paid for a count at or under par."""
    unbalanced = 0
    for seed in range(300):
        rng, state = random.Random(seed), deal(rules, seed=seed, seats=seats)
        while not state.is_over:
            state = state.apply(rng.choice(state.legal_actions()))
        r = state.result
        assert sum(r.points) == 0, (seed, r)
        if r.ket is None:
            assert all(p <= 0 for p, c in zip(r.points, r.cards, strict=True) if c <= r.par)
            assert all(p >= 0 for p, c in zip(r.points, r.cards, strict=True) if c >= r.par)
            unbalanced += sum(r.cards) != r.par * seats
    if rules == "thirty-cards" and seats == 3:
        assert unbalanced > 200  # ten cards a hand: the cây never add up to three marks of 3


def test_thirty_cards_three_three_four_pays_nothing():
    """Cây 3-3-4 with the mark at 3: nobody fell short, so nobody pays (not 0, 0, +1)."""
    assert balance([0, 0, 1], (0, 1, 2)) == [0, 0, 0]
    assert balance([-2, -1, 1], (0, 1, 2)) == [-1, 0, 1]  # the furthest short pays first
    assert balance([-1, -1, 3], (1, 2, 0)) == [-1, -1, 2]
    assert balance([2, 2, -3, -1], (0, 1, 2, 3)) == [2, 2, -3, -1]


def test_three_three_four_names_the_seat_with_four_the_winner():
    """Seed 003: "Bàn chơi 3 người thì ai nhiều hơn 3 cây sẽ thắng, ít hơn 3 cây là thua".
    Cây 3-3-4 (ten cards a hand, `thirty-cards`): nobody is under the mark, so nobody pays
    (docs/tamcuc-rules.md), but the seat with 4 has more than 3 cây, so it has won."""
    found = 0
    for seed in range(400):
        rng, state = random.Random(seed), deal("thirty-cards", seed=seed, seats=3)
        while not state.is_over:
            state = state.apply(rng.choice(state.legal_actions()))
        r = state.result
        if r.ket is not None or sorted(r.cards) != [3, 3, 4]:
            continue
        found += 1
        four = r.cards.index(4)
        assert r.points == (0, 0, 0)
        assert r.winners == (four,)
        assert r.winner == four
    assert found >= 5
