"""Every Tam Cúc rule of seed 003 (issue 10), with examples a player would recognise."""

import random

import pytest

from engine.errors import IllegalActionError, RecordError, SetupError, UnknownRulesError
from engine.tamcuc import TAMCUC_DECK, tamcuc_card
from engine.tamcuc.combos import beats, classify
from engine.tamcuc.record import hand_to_json, replay
from engine.tamcuc.rules import RULESETS, get_rules
from engine.tamcuc.state import (
    Accept,
    Call,
    Chui,
    Lay,
    Offer,
    Pass,
    Reveal,
    Show,
    deal,
    from_hands,
    next_dealer,
    trick_winner,
)

from .tamcuc_script import deck, hidden_of, scripted

KET = {2: (12, 18, 24, 48), 3: (6, 9, 12, 24), 4: (4, 6, 8, 16)}


def test_deck_and_card_ids_are_unchanged():
    assert len(TAMCUC_DECK) == 32
    per_colour = {
        r: sum(c.rank.id == r and c.colour == "red" for c in TAMCUC_DECK)
        for r in ("general", "advisor", "elephant", "chariot", "cannon", "horse", "soldier")
    }
    assert per_colour == {
        "general": 1,
        "advisor": 2,
        "elephant": 2,
        "chariot": 2,
        "cannon": 2,
        "horse": 2,
        "soldier": 5,
    }
    # Identical cards share a name: the copy number lives in the id only (issue 26, A2).
    assert tamcuc_card("red-advisor-1").name("vi") == tamcuc_card("red-advisor-2").name("vi") \
        == "Sĩ điều"


# --- combinations ------------------------------------------------------------------------


@pytest.mark.parametrize(
    "cards, shape",
    [
        (["black-soldier-1"], "single"),
        (["red-horse-1", "red-horse-2"], "pair"),
        (["red-general", "red-advisor-2", "red-elephant-1"], "triple"),
        (["black-chariot-1", "black-cannon-2", "black-horse-1"], "triple"),
        ([f"red-soldier-{i}" for i in range(1, 5)], "four-soldiers"),
        ([f"black-soldier-{i}" for i in range(1, 6)], "five-soldiers"),
    ],
)
def test_shapes(cards, shape):
    assert classify(cards).shape == shape


@pytest.mark.parametrize(
    "cards",
    [
        ["red-horse-1", "black-horse-1"],  # a pair is one colour
        ["red-horse-1", "red-cannon-1"],  # and one rank
        ["red-general", "red-advisor-1", "red-chariot-1"],  # not a triple of the game
        ["red-chariot-1", "red-cannon-1", "black-horse-1"],
        ["red-soldier-1", "red-soldier-2", "red-soldier-3"],  # three Tốt are nothing
    ],
)
def test_no_combination(cards):
    assert classify(cards) is None


@pytest.mark.parametrize(
    "a, b",
    [
        (["red-horse-1"], ["black-horse-1"]),  # red over black
        (["black-cannon-1"], ["red-horse-1"]),  # rank first
        (["red-general"], ["black-general"]),
        (["black-elephant-1", "black-elephant-2"], ["red-chariot-1", "red-chariot-2"]),
        (
            ["black-general", "black-advisor-1", "black-elephant-1"],
            ["red-chariot-1", "red-cannon-1", "red-horse-1"],
        ),  # Tướng–Sĩ–Tượng over Xe–Pháo–Mã
        ([f"red-soldier-{i}" for i in range(1, 5)], [f"black-soldier-{i}" for i in range(1, 5)]),
    ],
)
def test_higher_beats_lower_and_not_back(a, b):
    assert beats(classify(a), classify(b))
    assert not beats(classify(b), classify(a))


def test_equal_and_other_shapes_do_not_beat():
    assert not beats(
        classify(["red-soldier-1", "red-soldier-2"]), classify(["red-soldier-3", "red-soldier-4"])
    )
    assert not beats(classify(["red-general", "red-advisor-1"]), classify(["black-soldier-1"]))
    assert not beats(classify(["red-general"]), classify(["black-horse-1", "black-horse-2"]))


# --- the trick -----------------------------------------------------------------------------


def four_seat_deal(hands0: list[str], hands1=(), hands2=(), hands3=(), dealer=0, rules="standard"):
    """Seat 0..3 get these cards; the rest of the deck is dealt round the seats with room, so
    no filler hand holds four Tốt of a colour."""
    fixed = [list(hands0), list(hands1), list(hands2), list(hands3)]
    rest = [c for c in deck(4) if not any(c in h for h in fixed)]
    seat = 0
    for card in rest:
        while len(fixed[seat % 4]) == 8:
            seat += 1
        fixed[seat % 4].append(card)
        seat += 1
    return from_hands(rules, fixed, dealer)


def skip_shows(state):
    while state.phase == "show":
        state = state.apply(Pass())
    return state


def test_trick_face_down_then_reveal_or_chui():
    s = skip_shows(
        four_seat_deal(["red-chariot-1"], ["black-chariot-1"], ["red-elephant-1"], ["red-cannon-1"])
    )
    s = s.apply(Call(("red-chariot-1",)))
    assert s.phase == "lay" and s.current == 1
    s = s.apply(Lay(("black-chariot-1",))).apply(Lay(("red-elephant-1",)))
    # the caller's card is turned up only once every seat has laid
    assert s.observation(1).revealed[0] == ()
    s = s.apply(Lay(("red-cannon-1",)))
    assert s.observation(1).revealed[0] == ("red-chariot-1",)
    # seat 1 cannot beat: it may only concede; seat 2 may beat: it chooses
    assert s.phase == "reveal" and s.current == 1 and s.legal_actions() == [Chui()]
    s = s.apply(Chui())
    assert s.current == 2 and s.legal_actions() == [Reveal(), Chui()]
    s = s.apply(Reveal())
    assert s.current == 3 and s.legal_actions() == [Chui()]  # a cannon cannot beat an elephant
    s = s.apply(Chui())
    assert s.taken[2] == 1 << 3 and s.leader == 2  # the winner takes its own card and leads
    # this step's events: seat 3 conceded, the trick went to seat 2
    assert [(e.kind, e.player) for e in s.events] == [("chui", 3), ("trick", 2)]
    # rác: the conceded cards are out of play and were never named to the others
    for seat in (0, 2, 3):
        assert "black-chariot-1" not in s.observation(seat).seen
    assert all(not e.cards for e in s.events if e.kind == "chui")
    assert s.observation(1).own_discards == ("black-chariot-1",)


def test_chui_hides_a_winning_play():
    s = skip_shows(four_seat_deal(["red-horse-1"], ["red-general"], [], []))
    s = s.apply(Call(("red-horse-1",))).apply(Lay(("red-general",)))
    for seat in (2, 3):
        s = s.apply(Lay((next(iter(s.observation(seat).hand)),)))
    while s.phase == "reveal" and s.current != 1:
        s = s.apply(Chui())
    if s.current == 1:  # the general could beat, seat 1 concedes
        s = s.apply(Chui())
    for seat in (0, 2, 3):
        obs = s.observation(seat)
        assert "red-general" not in obs.seen and "red-general" not in obs.won[1]


def test_trick_winner_function_and_equal_play():
    assert (
        trick_winner(
            "standard", [("red-horse-1",), ("black-horse-1",), ("red-cannon-1",), ("black-cannon-1",)]
        )
        == 2
    )
    assert (
        trick_winner(
            "standard",
            [
                ("red-horse-1", "red-horse-2"),
                ("black-cannon-1", "red-cannon-1"),
                ("black-horse-1", "black-horse-2"),
                ("black-soldier-1", "black-soldier-2"),
            ],
        )
        == 0
    )
    # an equal play does not beat the earlier one
    assert (
        trick_winner("standard", [("red-soldier-1", "red-soldier-2"), ("red-soldier-3", "red-soldier-4")])
        == 0
    )


# --- first-call bans and their penalty ------------------------------------------------------


@pytest.mark.parametrize(
    "seats, rules, banned, top",
    [
        (
            4,
            "standard",
            ["red-general", "black-general", "red-advisor-1", "black-advisor-1"],
            "red-elephant-1",
        ),
        (
            2,
            "standard",
            ["red-general", "black-general", "red-advisor-1", "black-advisor-1"],
            "red-elephant-1",
        ),
        (
            3,
            "standard",
            ["red-advisor-1", "black-advisor-1", "red-elephant-1", "black-elephant-1"],
            "red-chariot-1",
        ),
        (3, "thirty-cards", ["red-general", "red-advisor-1", "red-elephant-1"], "red-chariot-1"),
    ],
)
def test_first_call_ban(seats, rules, banned, top):
    filler = ["black-soldier-1", "black-soldier-2", "black-soldier-3", "black-soldier-4"][: seats - 2]
    for card in banned:
        plays = [("black-horse-1",), (card,), *[(f,) for f in filler]]
        # the banned card would win any later trick, but cannot win the first
        assert trick_winner(rules, plays) == 1
        assert trick_winner(rules, plays, first_call=True) == 0
    # the highest card that may win the first call does win it
    assert trick_winner(rules, [("black-horse-1",), (top,), *[(f,) for f in filler]], first_call=True) == 1


def test_banned_lead_counts_as_chui_and_keeps_hidden():
    s = skip_shows(
        four_seat_deal(["red-general"], ["black-horse-1"], ["black-soldier-1"], ["black-cannon-1"])
    )
    assert s.first_call
    s = s.apply(Call(("red-general",)))  # legal, but penalized
    for card in ("black-horse-1", "black-soldier-1", "black-cannon-1"):
        s = s.apply(Lay((card,)))
    chui = [e for e in s.events if e.kind == "chui" and e.player == 0]
    assert chui and chui[0].detail == "banned" and not chui[0].cards
    assert "red-general" not in s.observation(1).seen
    # nobody has shown a play yet, so any single may now win: seat 1 is asked first
    assert s.current == 1
    s = s.apply(Reveal())
    assert s.current == 2 and s.legal_actions() == [Chui()]  # a soldier cannot beat the horse
    s = s.apply(Chui())
    assert s.current == 3
    s = s.apply(Reveal())
    assert s.taken[0] == 0 and s.leader == 3  # the cannon beats the horse; the general took nothing


def test_all_banned_or_conceded_nobody_wins_and_caller_keeps_lead():
    s = skip_shows(four_seat_deal(["red-general"], ["red-advisor-1"], ["black-general"], ["black-advisor-1"]))
    s = s.apply(Call(("red-general",)))
    for card in ("red-advisor-1", "black-general", "black-advisor-1"):
        s = s.apply(Lay((card,)))
    for _ in range(3):  # banned plays can only be conceded
        assert s.legal_actions() == [Chui()]
        s = s.apply(Chui())
    assert not any(s.taken) and s.leader == 0 and s.phase in ("call", "show")
    assert not s.first_call  # the ban was for the first call only
    assert bin(sum(s.discards)).count("1") == 4


# --- trình làng and cướp cái ----------------------------------------------------------------

FOUR_RED = tuple(f"red-soldier-{i}" for i in range(1, 5))
FIVE_RED = (*FOUR_RED, "red-soldier-5")


def test_four_soldiers_shown_before_first_call_take_cards_not_lead():
    s = four_seat_deal(["red-horse-1"], FOUR_RED)
    assert s.phase == "show" and s.current == 1
    s = s.apply(Show(FOUR_RED))
    assert s.observation(2).won[1] == FOUR_RED and s.leader == 0 and s.seizer is None
    assert s.phase == "call" and s.first_call  # showing is not the first call: the ban holds
    s = s.apply(Call(("red-horse-1",)))
    # the shower now holds 4 cards, the others 7: the deal goes on with everyone
    assert s.phase == "lay"


def test_four_soldiers_cannot_be_shown_after_the_first_call_with_four_players():
    s = four_seat_deal(["red-horse-1"], FOUR_RED)
    s = s.apply(Pass())
    s = s.apply(Call(("red-horse-1",)))
    while not s.is_over and s.phase in ("lay", "reveal"):
        s = s.apply(s.legal_actions()[0] if s.phase == "lay" else Chui())
    assert s.phase != "show"


def test_five_soldiers_seize_the_deal_at_any_time():
    s = four_seat_deal(["red-horse-1"], FIVE_RED)
    assert s.phase == "show"
    s = s.apply(Pass())
    s = s.apply(Call(("red-horse-1",)))
    for _ in range(3):
        hand = s.observation(s.current).hand
        s = s.apply(Lay((next(c for c in hand if "soldier" not in c),)))
    while s.phase == "reveal":
        s = s.apply(Chui())
    assert s.phase == "show" and s.current == 1  # after a trick, ngũ tử may still be shown
    s = s.apply(Show(FIVE_RED))
    assert s.seizer == 1 and s.leader == 1 and s.current == 1 and s.phase == "call"
    while not s.is_over:
        s = s.apply(s.legal_actions()[0])
    assert next_dealer(s) == 1


def test_three_players_four_soldiers_seize_at_any_time():
    cards = deck(3)
    four = ("black-soldier-1", "black-soldier-2", "black-soldier-3", "black-soldier-4")
    rest = [c for c in cards if c not in four]
    hands = [rest[:9], list(four) + rest[9:14], rest[14:]]
    s = from_hands("standard", hands, 0)
    assert s.phase == "show"
    s = s.apply(Pass())
    while s.phase == "show":
        s = s.apply(Pass())
    s = s.apply(s.legal_actions()[0])
    while s.phase in ("lay", "reveal"):
        s = s.apply(s.legal_actions()[-1] if s.phase == "reveal" else s.legal_actions()[0])
    assert s.phase == "show" and s.current == 1
    s = s.apply(Show(four))
    assert s.seizer == 1 and s.leader == 1


# --- kết, đè and their points for 2, 3 and 4 players --------------------------------------


@pytest.mark.parametrize("seats", [2, 3, 4])
@pytest.mark.parametrize(
    "kind, last, column",
    [
        ("ket-doi", ("black-horse-1", "black-horse-2"), 0),
        ("ket-ba", ("black-chariot-1", "black-cannon-1", "black-horse-1"), 1),
        ("ket-tot-den", ("black-soldier-1", "black-soldier-2"), 2),
    ],
)
def test_ket_won_by_the_caller(seats, kind, last, column):
    s = scripted(seats, last)
    points = KET[seats][column]
    r = s.result
    assert r.ket.kind == kind and r.ket.player == 0 and r.ket.points == points
    # every loser won no card: each pays the whole kết
    assert r.points == (points * (seats - 1), *([-points] * (seats - 1)))
    assert sum(r.points) == 0


@pytest.mark.parametrize("seats", [2, 4])
def test_ket_with_four_red_soldiers(seats):
    s = scripted(seats, FOUR_RED)
    assert s.result.ket.kind == "ket-tu-tu" and s.result.ket.points == KET[seats][2]


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_de_red_soldiers_over_black_caller_pays(seats):
    s = scripted(seats, ("black-soldier-1", "black-soldier-2"), {1: ("red-soldier-1", "red-soldier-2")})
    r = s.result
    de = KET[seats][3]
    assert r.ket.kind == "de" and r.ket.player == 1 and r.ket.caller == 0
    assert r.points[0] == -de and r.points[1] == de and not any(r.points[2:])


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_beaten_ket_pays_the_beater_less_cards(seats):
    beater = seats - 1
    s = scripted(
        seats, ("black-horse-1", "black-horse-2"), {beater: ("black-elephant-1", "black-elephant-2")}
    )
    r = s.result
    k = KET[seats][0]
    assert r.ket.kind == "ket-doi" and r.ket.player == beater
    caller_pays = max(0, k - r.cards[0])  # the caller won every other trick
    assert r.points[0] == -caller_pays
    assert r.points[beater] == caller_pays + k * (seats - 2)


def test_pair_above_red_chariot_is_no_ket():
    s = scripted(4, ("red-elephant-1", "red-elephant-2"))
    assert s.result.ket is None
    assert s.result.points == (8 - 2, -2, -2, -2)  # settled by card counts


def test_single_last_call_is_no_ket_and_counts_settle():
    s = scripted(4, ("red-general",))
    r = s.result
    assert r.ket is None and r.cards == (8, 0, 0, 0) and r.winners == (0,)
    assert r.points == (6, -2, -2, -2)


@pytest.mark.parametrize("seats, par", [(2, 8), (3, 3), (4, 2)])
def test_card_count_par(seats, par):
    assert get_rules("standard").par_for(seats) == par


# --- three-player removals -----------------------------------------------------------------


@pytest.mark.parametrize(
    "rules, removed, per_seat",
    [
        (
            "standard",
            {"red-general", "black-general", "red-advisor-2", "red-soldier-5", "black-soldier-5"},
            9,
        ),
        (
            "section-2-1",
            {"red-general", "black-general", "red-advisor-2", "black-advisor-2", "black-soldier-5"},
            9,
        ),
        ("thirty-cards", {"red-soldier-5", "black-soldier-5"}, 10),
    ],
)
def test_three_player_removals(rules, removed, per_seat):
    s = deal(rules, seed=1, seats=3)
    hands = [s.observation(seat).hand for seat in range(3)]
    assert [len(h) for h in hands] == [per_seat] * 3
    assert set(s.observation(0).removed) == removed
    dealt = {c for h in hands for c in h}
    assert not dealt & removed and len(dealt) == 32 - len(removed)


def test_removed_card_rejected_in_a_trick():
    with pytest.raises(IllegalActionError, match="red-general"):
        trick_winner("standard", [("red-general",), ("black-horse-1",), ("red-horse-1",)])


# --- dealer: bắt cái, seeded, rotation ------------------------------------------------------


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_bat_cai_counts_round_the_table_by_rank(seats):
    order = ["general", "advisor", "elephant", "chariot", "cannon", "horse", "soldier"]
    for seed in range(20):
        s = deal(seed=seed, seats=seats)
        drawn = next(e for e in s.events if e.kind == "bat-cai").cards[0]
        assert s.dealer == order.index(tamcuc_card(drawn).rank.id) % seats
        assert s.leader == s.dealer


@pytest.mark.parametrize(("bat_cai", "message"), [
    ("red-queen", "must be a card of the deal"), (5, "must be a card of the deal"),
    ("black-general", "names seat 0 as dealer, not seat 2"),  # the general counts 1: seat 0
])
def test_a_record_s_bat_cai_is_checked_like_an_action(bat_cai, message):
    """Replaying a record, the card turned for bắt cái must be a card of the deal and name the
    record's dealer, as the seed says the count does."""
    state, rng = deal(seed=3, seats=4, dealer=2), random.Random(3)
    states, actions = [state], []
    while not state.is_over:
        actions.append(rng.choice(state.legal_actions()))
        state = state.apply(actions[-1])
        states.append(state)
    rec = hand_to_json(states, actions)
    rec["bat_cai"] = bat_cai
    with pytest.raises(RecordError, match=message):
        replay(rec)
    rec["bat_cai"] = "red-soldier-5"  # soldier: 7, round four seats from seat 0 to seat 2
    assert replay(rec)[0][0][0].bat_cai == "red-soldier-5"
    with pytest.raises(RecordError, match="draws no card for bắt cái"):
        replay({**rec, "rules": "seeded-dealer"})


def test_seeded_dealer_and_explicit_dealer():
    dealers = {deal("seeded-dealer", seed=k, seats=4).dealer for k in range(40)}
    assert dealers == {0, 1, 2, 3}
    assert deal(seed=1, seats=3, dealer=2).dealer == 2
    with pytest.raises(SetupError):
        deal(seed=1, seats=3, dealer=3)


def test_winner_deals_next():
    s = scripted(4, ("black-horse-1", "black-horse-2"), {2: ("black-elephant-1", "black-elephant-2")})
    assert next_dealer(s) == 2  # the kết winner
    s = scripted(4, ("red-general",))
    assert next_dealer(s) == 0  # most cards


# --- đi đêm -----------------------------------------------------------------------------------


def test_di_dem_is_off_by_default_and_swaps_when_on():
    assert not get_rules("standard").night
    assert deal(seed=3).phase != "night-offer"
    s = deal("di-dem", seed=3, seats=4, dealer=0)
    assert s.phase == "night-offer" and s.current == 0
    give = s.observation(0).hand[0]
    s = s.apply(Offer(2, (give,)))
    assert s.current == 2 and s.observation(2).offer == (0, 2, 1)
    assert give not in s.observation(2).hand  # the target does not see the offered card
    back = s.observation(2).hand[0]
    s = s.apply(Accept((back,)))
    assert give in s.observation(2).hand and back in s.observation(0).hand
    assert give not in s.observation(1).seen and s.current == 1
    s = s.apply(Offer(3, (s.observation(1).hand[0],))).apply(Pass())  # declined
    assert s.current == 2


def test_illegal_action_named():
    s = deal(seed=0)
    with pytest.raises(IllegalActionError, match="Reveal"):
        s.apply(Reveal())
    with pytest.raises(UnknownRulesError):
        deal("nope")


def test_every_rule_set_plays_through():
    for name in RULESETS:
        for seats in (2, 3, 4):
            s, rng = deal(name, seed=5, seats=seats), random.Random(5)
            while not s.is_over:
                s = s.apply(rng.choice(s.legal_actions()))
            assert s.result is not None


def test_hidden_of_helper_covers_face_down_cards():
    s = skip_shows(four_seat_deal(["red-horse-1"], ["black-horse-1"]))
    s = s.apply(Call(("red-horse-1",))).apply(Lay(("black-horse-1",)))
    assert "black-horse-1" in hidden_of(s, 1)
