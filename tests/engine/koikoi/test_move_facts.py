"""analysis.move_facts: what a play takes, makes and blocks, and what it leaves on the field
for an unseen card of its month to take."""

from engine.koikoi.analysis import move_facts
from engine.koikoi.state import Observation, Play


def _obs(hand, field, piles=((), ())):
    legal = tuple(Play(c, ()) for c in hand)
    return Observation(player=0, rules="nintendo", dealer=0, current=0, phase="play", hand=hand,
                       opponent_hand_size=len(hand), field=field, piles=piles, stock_size=20,
                       drawn=None, koikoi=(0, 0), yaku=((), ()), legal_actions=legal,
                       result=None)


def test_a_discarded_bright_is_left_for_the_unseen_cards_of_its_month():
    obs = _obs(("cherry-curtain", "pine-chaff-1"), ("iris-chaff-1",))
    f = move_facts(obs, Play("cherry-curtain", ()))
    assert [e.card for e in f.exposed] == ["cherry-curtain"]
    assert set(f.exposed[0].takers) == {"cherry-ribbon", "cherry-chaff-1", "cherry-chaff-2"}
    assert f.mates == ()
    # a chaff card of no use to the opponent is not exposed
    assert move_facts(obs, Play("pine-chaff-1", ())).exposed == ()


def test_a_capture_blocks_a_yaku_one_card_short_and_brings_its_own_closer():
    obs = _obs(("chrysanthemum-chaff-1",), ("chrysanthemum-sake",),
               piles=(("pampas-moon",), ("cherry-curtain",)))
    f = move_facts(obs, Play("chrysanthemum-chaff-1", ("chrysanthemum-sake",)))
    assert f.made == ("tsukimi-zake",) and f.points > 0
    assert [t.yaku for t in f.denies] == ["hanami-zake"]
    assert f.exposed == ()  # the sake cup taken: nothing of use left on the field


def test_a_discard_with_its_month_in_hand_keeps_the_mate():
    obs = _obs(("maple-chaff-1", "maple-deer"), ())
    assert move_facts(obs, Play("maple-chaff-1", ())).mates == ("maple-deer",)
