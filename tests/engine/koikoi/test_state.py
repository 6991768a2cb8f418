"""Koi-Koi hands: the deal, a turn, the koi-koi choice, multipliers and what a player sees."""

from __future__ import annotations

import random

import pytest

from engine.errors import IllegalActionError, RecordError
from engine.hanafuda.cards import CARD_IDS, DECK, MONTH_MASKS, mask_of
from engine.koikoi import (
    DECIDE,
    DRAW,
    OVER,
    PLAY,
    Call,
    Deal,
    Draw,
    Event,
    Observation,
    Play,
    Result,
    State,
    choose_dealer,
    deal,
    redeal_reason,
)
from engine.koikoi.players import GreedyPlayer, RandomPlayer
from engine.koikoi.rules import RULESETS, get_rules
from engine.koikoi.scoring import Yaku

RULE_NAMES = ("nintendo", "wikipedia", "vietnam", "online-15", "baike", "koikoi-japan",
              "bright-field")


def make_deal(dealer, hand0, hand1, field, stock_first=()):
    """A deal with the given hands and field; the stock is ``stock_first`` then the rest."""
    used = [*hand0, *hand1, *field, *stock_first]
    rest = [c for c in CARD_IDS if c not in used]
    return Deal(dealer, (tuple(hand0), tuple(hand1)), tuple(field), (*stock_first, *rest))


def mid_state(rules="nintendo", *, dealer=0, current=0, phase=PLAY, hands=((), ()), field=(),
              piles=((), ()), stock=(), koikoi=(0, 0), claimed=(0, 0)):
    """A position in the middle of a hand (cards not in play are simply absent)."""
    past = 24 - len(stock)
    d = Deal(dealer, ((), ()), (), CARD_IDS[:past] + tuple(stock))
    return State(get_rules(rules), d, (mask_of(hands[0]), mask_of(hands[1])), mask_of(field),
                 past, (mask_of(piles[0]), mask_of(piles[1])), current, phase, koikoi,
                 claimed, None, ())


def run(state, *actions):
    for a in actions:
        state = state.apply(a)
    return state


# -- the deal ------------------------------------------------------------------------------

@pytest.mark.parametrize("rules", RULE_NAMES)
def test_deal_sizes_and_distinct_cards(rules):
    for seed in range(40):
        s = deal(rules, seed=seed)
        d = s.deal
        assert (len(d.hands[0]), len(d.hands[1]), len(d.field), len(d.stock)) == (8, 8, 8, 24)
        assert sorted((*d.hands[0], *d.hands[1], *d.field, *d.stock)) == sorted(CARD_IDS)
        assert s.hand(0) == tuple(c for c in CARD_IDS if c in d.hands[0])
        assert len(s.field_cards()) == 8 and s.stock == d.stock
        assert s.pile(0) == s.pile(1) == ()
        if s.phase == PLAY:
            assert s.current == d.dealer and s.result is None
        else:
            assert s.phase == OVER and s.result.reason == "hand-yaku"


def test_same_seed_same_deal_and_different_seeds_differ():
    a, b = deal("nintendo", seed=123), deal("nintendo", seed=123)
    assert a.deal == b.deal
    assert len({deal("nintendo", seed=s).deal for s in range(20)}) == 20


def test_dealer_is_drawn_from_the_seeded_rng_or_given():
    for seed in range(30):
        assert deal("nintendo", seed=seed).deal.dealer == choose_dealer(random.Random(seed))
    dealers = {deal("nintendo", seed=s).deal.dealer for s in range(30)}
    assert dealers == {0, 1}
    for seed in range(10):
        for given in (0, 1):
            s = deal("wikipedia", seed=seed, dealer=given)
            assert s.deal.dealer == given
            if s.phase == PLAY:
                assert s.current == given


def test_dealer_given_does_not_draw_cards():
    # With the dealer given, the first shuffle comes straight from the seed.
    ids = list(CARD_IDS)
    random.Random(5).shuffle(ids)
    d = deal("nintendo", seed=5, dealer=1).deal
    if not redeal_reason(get_rules("nintendo"), mask_of(ids[8:16]),
                         (mask_of(ids[0:8]), mask_of(ids[16:24]))):
        # the non-dealer (seat 0) gets the first eight, the field the next, the dealer the third
        assert d.hands == (tuple(ids[0:8]), tuple(ids[16:24]))
        assert d.field == tuple(ids[8:16]) and d.stock == tuple(ids[24:])


class FakeRng:
    def __init__(self, *pairs):
        self.pairs = list(pairs)

    def sample(self, population, k):
        assert k == 2
        a, b = self.pairs.pop(0)
        return [next(c for c in population if c.id == a), next(c for c in population if c.id == b)]


@pytest.mark.parametrize("pairs, dealer", [
    ([("pine-chaff-1", "plum-warbler")], 0),  # earlier month deals
    ([("maple-deer", "iris-chaff-2")], 1),
    ([("pine-chaff-1", "pine-crane")], 1),  # same month: the higher value
    ([("willow-rainman", "willow-ribbon")], 0),
    ([("pine-chaff-1", "pine-chaff-2"), ("paulownia-phoenix", "clover-boar")], 1),  # tie: again
])
def test_choose_dealer(pairs, dealer):
    rng = FakeRng(*pairs)
    assert choose_dealer(rng) == dealer
    assert rng.pairs == []


def _first_shuffle(rules, seed):
    rng = random.Random(seed)
    dealer = choose_dealer(rng)
    ids = list(CARD_IDS)
    rng.shuffle(ids)
    hands = [None, None]
    hands[1 - dealer], hands[dealer] = mask_of(ids[0:8]), mask_of(ids[16:24])
    return tuple(ids[8:16]), redeal_reason(get_rules(rules), mask_of(ids[8:16]), tuple(hands))


@pytest.mark.parametrize("rules", RULE_NAMES)
def test_deal_redeals_exactly_when_the_rules_say(rules):
    redealt = 0
    for seed in range(2500):
        s = deal(rules, seed=seed)
        assert redeal_reason(s.rules, s.field, s.hands) is None
        counts = [(s.field & m).bit_count() for m in MONTH_MASKS]
        if get_rules(rules).field_redeal_four_of_month:
            assert 4 not in counts
        if get_rules(rules).field_redeal_four_pairs:
            assert not all(n % 2 == 0 for n in counts)
        field, reason = _first_shuffle(rules, seed)
        if reason:
            redealt += 1
            assert s.deal.field != field
        else:
            assert s.deal.field == field
    assert redealt > 0


H_TESHI = ("pine-crane", "pine-ribbon", "pine-chaff-1", "pine-chaff-2", "plum-warbler",
           "plum-ribbon", "cherry-curtain", "wisteria-cuckoo")
H_KUTTSUKI = ("iris-bridge", "iris-ribbon", "peony-butterflies", "peony-ribbon", "clover-boar",
              "clover-ribbon", "pampas-moon", "pampas-geese")
H_PLAIN = ("chrysanthemum-sake", "chrysanthemum-ribbon", "maple-deer", "maple-ribbon",
           "willow-rainman", "willow-swallow", "paulownia-phoenix", "cherry-ribbon")
H_PLAIN2 = ("iris-bridge", "iris-ribbon", "peony-butterflies", "clover-boar", "pampas-moon",
            "pampas-geese", "wisteria-ribbon", "plum-chaff-1")
FIELD = ("cherry-chaff-1", "wisteria-chaff-1", "iris-chaff-1", "peony-chaff-1", "clover-chaff-1",
         "pampas-chaff-1", "maple-chaff-1", "willow-lightning")


def test_redeal_reasons():
    nin, wiki, online = (get_rules(n) for n in ("nintendo", "wikipedia", "online-15"))
    four = mask_of(["pine-crane", "pine-ribbon", "pine-chaff-1", "pine-chaff-2", "plum-warbler",
                    "cherry-curtain", "iris-bridge", "maple-deer"])
    pairs = mask_of(["pine-crane", "pine-ribbon", "plum-warbler", "plum-ribbon", "cherry-curtain",
                     "cherry-ribbon", "iris-bridge", "iris-ribbon"])
    plain = mask_of(FIELD)
    hands = (mask_of(H_PLAIN), mask_of(H_PLAIN2))
    assert redeal_reason(nin, four, hands) == "four cards of one month on the field"
    assert redeal_reason(nin, pairs, hands) is None
    assert redeal_reason(wiki, pairs, hands) == "four pairs on the field"
    assert redeal_reason(online, pairs, hands) == "four pairs on the field"
    assert redeal_reason(nin, plain, hands) is None
    both = (mask_of(H_TESHI), mask_of(H_KUTTSUKI))
    assert redeal_reason(nin, plain, both) == "both hands hold a hand yaku"
    assert redeal_reason(nin, plain, (mask_of(H_TESHI), hands[1])) is None


def test_from_deal_rejects_a_deal_the_rules_redeal():
    d = make_deal(0, H_TESHI, H_KUTTSUKI, FIELD)
    with pytest.raises(RecordError, match="redealt under nintendo: both hands hold a hand yaku"):
        State.from_deal("nintendo", d)
    field4 = ("cherry-chaff-1", "cherry-chaff-2", "cherry-ribbon", "cherry-curtain",
              "clover-chaff-1", "pampas-chaff-1", "maple-chaff-1", "willow-lightning")
    d = make_deal(0, H_PLAIN2, ("pine-crane", *H_PLAIN[:-1]), field4)
    with pytest.raises(RecordError, match="four cards of one month on the field"):
        State.from_deal("nintendo", d)


@pytest.mark.parametrize("rules", [r for r in RULE_NAMES if get_rules(r).hand_yaku])
def test_teshi_in_the_dealers_hand_wins_at_once(rules):
    s = State.from_deal(rules, make_deal(1, H_PLAIN2, H_TESHI, FIELD))
    assert s.phase == OVER and s.is_over and s.legal_actions() == ()
    pts = get_rules(rules).points["teshi"]
    assert s.result == Result(1, (0, pts), (Yaku("teshi", pts),), pts, 1, "hand-yaku")
    assert s.events == (Event("hand-yaku", 1, H_TESHI, (Yaku("teshi", pts),), pts),)


def test_kuttsuki_in_the_non_dealers_hand_wins_at_once():
    s = State.from_deal("nintendo", make_deal(1, H_KUTTSUKI, H_PLAIN, FIELD))
    assert s.result == Result(0, (6, 0), (Yaku("kuttsuki", 6),), 6, 1, "hand-yaku")
    assert s.legal_actions() == ()
    with pytest.raises(IllegalActionError):
        s.apply(Play("iris-bridge", ("iris-chaff-1",)))


def test_hand_yaku_switched_off_plays_on():
    rules = get_rules("nintendo").with_changes(name="no-hand-yaku", hand_yaku=False)
    s = State.from_deal(rules, make_deal(0, H_TESHI, H_PLAIN2, FIELD))
    assert s.phase == PLAY and s.result is None and len(s.legal_actions()) == 8


def test_from_deal_checks_the_cards():
    good = make_deal(0, H_PLAIN, H_PLAIN2, FIELD)
    with pytest.raises(RecordError, match=r"not 8 \+ 8 \+ 8 \+ 23"):
        State.from_deal("nintendo", good._replace(stock=good.stock[1:]))
    with pytest.raises(RecordError, match="card dealt twice: 'chrysanthemum-sake'"):
        State.from_deal("nintendo", good._replace(stock=("chrysanthemum-sake", *good.stock[1:])))
    with pytest.raises(RecordError, match="dealer must be 0 or 1, not 2"):
        State.from_deal("nintendo", good._replace(dealer=2))


# -- a turn --------------------------------------------------------------------------------

T_HAND0 = ("pine-crane", "plum-warbler", "cherry-curtain", "wisteria-cuckoo", "iris-bridge",
           "peony-butterflies", "clover-boar", "pampas-moon")
T_FIELD = ("pine-chaff-1", "plum-chaff-1", "plum-chaff-2", "cherry-ribbon", "cherry-chaff-1",
           "cherry-chaff-2", "maple-deer", "maple-ribbon")
T_HAND1 = ("chrysanthemum-sake", "chrysanthemum-ribbon", "willow-rainman", "willow-swallow",
           "paulownia-phoenix", "paulownia-chaff-1", "maple-chaff-1", "iris-ribbon")
CHERRY3 = ("cherry-ribbon", "cherry-chaff-1", "cherry-chaff-2")


def turn_state(stock_first=("maple-chaff-2",), hand0=T_HAND0):
    return State.from_deal("nintendo", make_deal(0, hand0, T_HAND1, T_FIELD, stock_first))


def test_play_options_one_two_three_or_none():
    s = turn_state()
    assert (s.phase, s.current, s.drawn) == (PLAY, 0, None)
    assert s.legal_actions() == (
        Play("pine-crane", ("pine-chaff-1",)),
        Play("plum-warbler", ("plum-chaff-1",)),
        Play("plum-warbler", ("plum-chaff-2",)),
        Play("cherry-curtain", CHERRY3),
        Play("wisteria-cuckoo"),
        Play("iris-bridge"),
        Play("peony-butterflies"),
        Play("clover-boar"),
        Play("pampas-moon"),
    )


def test_play_takes_all_three_then_draw_chooses_between_two():
    s = turn_state().apply(Play("cherry-curtain", CHERRY3))
    assert (s.phase, s.current, s.drawn) == (DRAW, 0, "maple-chaff-2")
    assert s.pile(0) == ("cherry-curtain", *CHERRY3)
    assert s.field_cards() == ("pine-chaff-1", "plum-chaff-1", "plum-chaff-2", "maple-deer",
                               "maple-ribbon")
    assert len(s.hand(0)) == 7 and "cherry-curtain" not in s.hand(0)
    assert s.events == (Event("play", 0, ("cherry-curtain",)),
                        Event("capture", 0, ("cherry-curtain", *CHERRY3)))
    assert s.legal_actions() == (Draw("maple-chaff-2", ("maple-deer",)),
                                 Draw("maple-chaff-2", ("maple-ribbon",)))
    t = s.apply(Draw("maple-chaff-2", ("maple-ribbon",)))
    assert (t.phase, t.current, t.stock_pos, t.drawn) == (PLAY, 1, 1, None)
    assert t.pile(0) == ("cherry-curtain", *CHERRY3, "maple-ribbon", "maple-chaff-2")
    assert t.field_cards() == ("pine-chaff-1", "plum-chaff-1", "plum-chaff-2", "maple-deer")
    assert t.events == (Event("draw", 0, ("maple-chaff-2",)),
                        Event("capture", 0, ("maple-chaff-2", "maple-ribbon")))
    assert t.legal_actions()[0] == Play("iris-ribbon")  # deck order
    # the state before is unchanged (immutable)
    assert s.phase == DRAW and s.pile(0) == ("cherry-curtain", *CHERRY3)


def test_unmatched_cards_stay_on_the_field():
    s = turn_state(stock_first=("paulownia-chaff-2",)).apply(Play("wisteria-cuckoo"))
    assert s.pile(0) == () and "wisteria-cuckoo" in s.field_cards()
    assert s.events == (Event("play", 0, ("wisteria-cuckoo",)),)
    assert s.legal_actions() == (Draw("paulownia-chaff-2"),)
    t = s.apply(Draw("paulownia-chaff-2"))
    assert t.pile(0) == () and len(t.field_cards()) == 10
    assert {"wisteria-cuckoo", "paulownia-chaff-2"} <= set(t.field_cards())
    assert (t.current, t.phase) == (1, PLAY)


def test_draw_takes_all_three():
    hand0 = (*T_HAND0[:2], "paulownia-chaff-2", *T_HAND0[3:])
    s = turn_state(stock_first=("cherry-curtain",), hand0=hand0).apply(Play("wisteria-cuckoo"))
    assert s.legal_actions() == (Draw("cherry-curtain", CHERRY3),)
    t = s.apply(Draw("cherry-curtain", CHERRY3))
    assert t.pile(0) == ("cherry-curtain", *CHERRY3)


def test_illegal_actions_are_refused():
    s = turn_state()
    for bad in (Play("pine-crane"), Play("pine-crane", ("plum-chaff-1",)),
                Play("chrysanthemum-sake"), Play("cherry-curtain", CHERRY3[:1]),
                Draw("maple-chaff-2", ("maple-deer",)), Call("stop"),
                Play("cherry-curtain", tuple(reversed(CHERRY3)))):
        with pytest.raises(IllegalActionError, match="illegal action for player 0 in the play"):
            s.apply(bad)
    d = s.apply(Play("wisteria-cuckoo"))
    with pytest.raises(IllegalActionError, match="in the draw phase"):
        d.apply(Play("maple-chaff-2", ("maple-deer",)))


def test_a_draw_action_cannot_stand_in_for_a_play():
    # Play and Draw are both (card, take) tuples and compare equal field by field.
    s = turn_state()
    with pytest.raises(IllegalActionError):
        s.apply(Draw("pine-crane", ("pine-chaff-1",)))
    d = s.apply(Play("wisteria-cuckoo"))
    with pytest.raises(IllegalActionError):
        d.apply(Play("maple-chaff-2", ("maple-deer",)))
    with pytest.raises(IllegalActionError):
        d.apply(("maple-chaff-2", ("maple-deer",)))


# -- yaku and the koi-koi choice ----------------------------------------------------------

Y_HAND0 = ("cherry-curtain", "pampas-moon", "pine-chaff-2", "wisteria-cuckoo", "iris-bridge",
           "peony-butterflies", "clover-boar", "paulownia-chaff-3")
Y_FIELD = ("cherry-chaff-1", "chrysanthemum-chaff-1", "pine-chaff-1", "pampas-chaff-1",
           "maple-deer", "maple-ribbon", "willow-swallow", "plum-ribbon")
Y_HAND1 = ("chrysanthemum-ribbon", "willow-rainman", "paulownia-phoenix", "paulownia-chaff-1",
           "maple-chaff-1", "iris-ribbon", "wisteria-ribbon", "peony-ribbon")
Y_STOCK = ("chrysanthemum-sake", "clover-chaff-1", "wisteria-chaff-1", "paulownia-chaff-2",
           "cherry-ribbon")
HANAMI, TSUKIMI = Yaku("hanami-zake", 5), Yaku("tsukimi-zake", 5)


def yaku_state(rules="nintendo"):
    return State.from_deal(rules, make_deal(0, Y_HAND0, Y_HAND1, Y_FIELD, Y_STOCK))


FIRST_TURN = (Play("cherry-curtain", ("cherry-chaff-1",)),
              Draw("chrysanthemum-sake", ("chrysanthemum-chaff-1",)))


def test_a_new_yaku_gives_the_choice():
    s = run(yaku_state(), *FIRST_TURN)
    assert (s.phase, s.current) == (DECIDE, 0)
    assert s.legal_actions() == (Call("koikoi"), Call("stop"))
    assert s.yaku(0) == (HANAMI,)
    assert s.events[-1] == Event("yaku", 0, (), (HANAMI,), 5)
    obs = s.observation(0)
    assert obs.legal_actions == (Call("koikoi"), Call("stop")) and obs.yaku == ((HANAMI,), ())


def test_stop_scores_the_pile():
    s = run(yaku_state(), *FIRST_TURN, Call("stop"))
    assert s.phase == OVER and s.legal_actions() == ()
    assert s.result == Result(0, (5, 0), (HANAMI,), 5, 1, "stop")
    assert s.events == (Event("stop", 0, (), (HANAMI,), 5),)


def test_after_koikoi_the_choice_comes_only_when_the_total_rises():
    s = run(yaku_state(), *FIRST_TURN, Call("koikoi"))
    assert (s.phase, s.current, s.koikoi, s.claimed) == (PLAY, 1, (1, 0), (5, 0))
    assert s.events == (Event("koikoi", 0),)
    s = run(s, Play("iris-ribbon"), Draw("clover-chaff-1"))  # player 1: nothing
    # player 0 captures, but the total stays 5: no choice
    s = run(s, Play("pine-chaff-2", ("pine-chaff-1",)), Draw("wisteria-chaff-1"))
    assert (s.phase, s.current) == (PLAY, 1)
    assert s.yaku(0) == (HANAMI,)
    s = run(s, Play("peony-ribbon"), Draw("paulownia-chaff-2"))
    s = run(s, Play("pampas-moon", ("pampas-chaff-1",)), Draw("cherry-ribbon"))
    assert (s.phase, s.current) == (DECIDE, 0)
    assert s.events[-1] == Event("yaku", 0, (), (HANAMI, TSUKIMI), 10)
    assert s.legal_actions() == (Call("koikoi"), Call("stop"))
    end = s.apply(Call("stop"))
    # 10 points: doubled for 7 or more; player 0's own koi-koi does not double
    assert end.result == Result(0, (20, 0), (HANAMI, TSUKIMI), 10, 2, "stop")


def test_seven_doubling_is_a_rule_set_switch():
    s = run(yaku_state("vietnam"), *FIRST_TURN, Call("koikoi"), Play("iris-ribbon"),
            Draw("clover-chaff-1"), Play("pine-chaff-2", ("pine-chaff-1",)),
            Draw("wisteria-chaff-1"), Play("peony-ribbon"), Draw("paulownia-chaff-2"),
            Play("pampas-moon", ("pampas-chaff-1",)), Draw("cherry-ribbon"), Call("stop"))
    assert s.result == Result(0, (10, 0), (HANAMI, TSUKIMI), 10, 1, "stop")


def test_no_viewing_yaku_no_choice():
    s = run(yaku_state("baike"), *FIRST_TURN)
    assert (s.phase, s.current, s.yaku(0)) == (PLAY, 1, ())


def test_an_improved_yaku_gives_the_choice_again():
    animals = ("plum-warbler", "wisteria-cuckoo", "iris-bridge", "pampas-geese", "willow-swallow")
    kw = dict(hands=(("maple-deer", "pine-chaff-1"), ("paulownia-chaff-1", "pine-ribbon")),
              field=("maple-chaff-1", "pine-chaff-2", "cherry-chaff-1"),
              piles=(animals, ()), stock=("cherry-chaff-2", "paulownia-chaff-2", "iris-chaff-1"),
              koikoi=(1, 0), claimed=(1, 0))
    s = mid_state(**kw)
    assert s.yaku(0) == (Yaku("tane", 1),)
    t = run(s, Play("maple-deer", ("maple-chaff-1",)), Draw("cherry-chaff-2", ("cherry-chaff-1",)))
    assert t.yaku(0) == (Yaku("tane", 2),)
    assert (t.phase, t.legal_actions()) == (DECIDE, (Call("koikoi"), Call("stop")))
    t = run(s, Play("pine-chaff-1", ("pine-chaff-2",)), Draw("cherry-chaff-2", ("cherry-chaff-1",)))
    assert (t.phase, t.current, t.yaku(0)) == (PLAY, 1, (Yaku("tane", 1),))


SANKO = ("pine-crane", "cherry-curtain", "pampas-moon")


@pytest.mark.parametrize("rules, pile, opp_koikoi, expected", [
    ("nintendo", SANKO, 0, (5, 1)),
    ("nintendo", SANKO, 1, (5, 2)),
    ("nintendo", SANKO, 2, (5, 2)),
    ("nintendo", (*SANKO, "paulownia-phoenix", "willow-rainman"), 1, (10, 4)),
    ("nintendo", (*SANKO, "paulownia-phoenix"), 0, (8, 2)),
    ("online-15", (*SANKO, "paulownia-phoenix"), 1, (10, 1)),
    ("vietnam", (*SANKO, "paulownia-phoenix"), 1, (8, 2)),
    ("wikipedia", SANKO, 1, (5, 2)),
])
def test_multipliers(rules, pile, opp_koikoi, expected):
    s = mid_state(rules, phase=DECIDE, hands=(("maple-deer",), ("maple-ribbon",)),
                  piles=(pile, ()), stock=("iris-chaff-1",), koikoi=(0, opp_koikoi))
    base, mult = expected
    assert s.legal_actions() == (Call("koikoi"), Call("stop"))
    r = s.apply(Call("stop")).result
    assert (r.winner, r.points, r.base, r.multiplier, r.reason) == (0, (base * mult, 0), base, mult,
                                                                     "stop")


def last_turn(rules, dealer, draw_takes):
    field = ("maple-ribbon", "pampas-chaff-1") if draw_takes else ("maple-ribbon",)
    return mid_state(rules, dealer=dealer, current=1, hands=((), ("paulownia-chaff-1",)),
                     field=field, piles=(("iris-bridge",), ("pine-crane", "cherry-curtain")),
                     stock=("pampas-moon", "willow-lightning", "iris-chaff-1"), koikoi=(0, 0))


def test_a_yaku_completed_with_the_last_card_can_be_claimed():
    s = run(last_turn("nintendo", 0, True), Play("paulownia-chaff-1"))
    assert s.legal_actions() == (Draw("pampas-moon", ("pampas-chaff-1",)),)
    s = s.apply(Draw("pampas-moon", ("pampas-chaff-1",)))
    assert (s.phase, s.current) == (DECIDE, 1)
    assert s.legal_actions() == (Call("stop"),)
    with pytest.raises(IllegalActionError):
        s.apply(Call("koikoi"))
    end = s.apply(Call("stop"))
    assert end.result == Result(1, (0, 5), (Yaku("sanko", 5),), 5, 1, "stop")


@pytest.mark.parametrize("rules, dealer, points", [
    ("nintendo", 0, (0, 0)), ("nintendo", 1, (0, 0)), ("wikipedia", 0, (1, 0)),
    ("wikipedia", 1, (0, 1)), ("vietnam", 1, (0, 0)), ("online-15", 0, (0, 0)),
    ("baike", 1, (0, 0)),
])
def test_exhausted_hand(rules, dealer, points):
    s = run(last_turn(rules, dealer, False), Play("paulownia-chaff-1"), Draw("pampas-moon"))
    assert s.phase == OVER and s.legal_actions() == ()
    assert s.result == Result(None, points, (), 0, 1, "exhausted")
    assert s.events[-1] == Event("exhausted", None, points=points[dealer])


def test_same_seed_same_game():
    def play(seed):
        rng = random.Random(seed)
        s = deal("nintendo", seed=seed)
        seen = [s.deal]
        players = (GreedyPlayer(), RandomPlayer())
        while not s.is_over:
            a = players[s.current].choose(s.observation(s.current), rng)
            s = s.apply(a)
            seen.append((a, s.phase, s.current, s.field, s.piles))
        return seen, s.result

    assert play(11) == play(11)
    assert play(11) != play(12)


# -- what a player sees ----------------------------------------------------------------------

def _strings(value):
    if isinstance(value, str):
        yield value
    elif isinstance(value, tuple | list):
        for v in value:
            yield from _strings(v)


def _hidden_shuffled(state, player, rng):
    """The same position with the opponent's hand and the unseen stock cards dealt anew."""
    opp = 1 - player
    start = state.stock_pos + (1 if state.phase == DRAW else 0)
    hidden = list(state.hand(opp)) + list(state.deal.stock[start:])
    rng.shuffle(hidden)
    n = state.hands[opp].bit_count()
    hands = list(state.hands)
    hands[opp] = mask_of(hidden[:n])
    d = state.deal._replace(stock=state.deal.stock[:start] + tuple(hidden[n:]))
    return state._replace(deal=d, hands=tuple(hands))


def test_observation_hides_the_opponents_hand_and_the_stock():
    rng = random.Random(2)
    checked = 0
    for seed in range(60):
        rules = RULE_NAMES[seed % 5]
        s = deal(rules, seed=seed)
        while True:
            for player in (0, 1):
                obs = s.observation(player)
                assert isinstance(obs, Observation) and obs.player == player
                hidden = set(s.hand(1 - player)) | set(s.stock) - {s.drawn}
                for field_name in Observation._fields:
                    shown = set(_strings(getattr(obs, field_name)))
                    assert not shown & hidden, (field_name, shown & hidden)
                assert obs.hand == s.hand(player)
                assert obs.opponent_hand_size == len(s.hand(1 - player))
                assert obs.stock_size == len(s.stock)
                assert obs.drawn == s.drawn
                assert set(obs.unseen()) == hidden
                assert obs.legal_actions == (s.legal_actions() if player == s.current else ())
                for _ in range(2):
                    assert _hidden_shuffled(s, player, rng).observation(player) == obs
                checked += 1
            if s.is_over:
                break
            s = s.apply(rng.choice(s.legal_actions()))
    assert checked > 2000


def test_observation_history_is_what_both_players_did_in_order():
    """Every play, draw and call of the hand so far, by seat, for both players alike: the
    cards in it were all turned face up, so none is hidden (the test above checks it)."""
    for seed in range(20):
        rng = random.Random(seed)
        s = deal(RULE_NAMES[seed % 5], seed=seed)
        done = []
        while not s.is_over:
            assert s.observation(0).history == s.observation(1).history == tuple(done)
            action = rng.choice(s.legal_actions())
            done.append((s.current, action))
            s = s.apply(action)
        assert s.observation(0).history == tuple(done)
        drawn = [a.card for _, a in done if isinstance(a, Draw)]
        assert tuple(drawn) == s.deal.stock[:len(drawn)]


def test_observation_fields_are_exactly_these():
    assert Observation._fields == (
        "player", "rules", "dealer", "current", "phase", "hand", "opponent_hand_size", "field",
        "piles", "stock_size", "drawn", "koikoi", "yaku", "legal_actions", "result",
        "history")


def test_rule_sets_are_the_seven():
    assert tuple(RULESETS) == RULE_NAMES
    assert len(DECK) == 48
