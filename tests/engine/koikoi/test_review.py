"""Reviewing a finished hand: moves the strong player judges worse are flagged with the better
move, the best move is never flagged, and accuracy falls as the mistakes grow."""

from engine.games import get_game
from engine.koikoi.record import replay_hand
from engine.koikoi.review import CALL_SCALE, MISTAKE, SCALE, review_hand, verdict
from engine.table import play_deal


def _hand(seed, players=("random", "greedy")):
    states, actions = replay_hand(play_deal(get_game("koikoi"), "nintendo", players, seed))
    return states, actions


def test_a_random_player_is_caught_and_the_best_move_is_never_flagged():
    flagged = 0
    for seed in range(3):
        states, actions = _hand(seed)
        review = review_hand(states, actions, player=0)
        for m in review.moves:
            scale = CALL_SCALE if states[m.index].phase == "decide" else SCALE
            assert (m.verdict == "good") == (m.equal or m.loss < scale.inaccuracy)
            if m.played == m.best or m.equal:
                assert m.verdict == "good"
            flagged += m.verdict != "good"
        if review.moves:
            assert 0 <= review.accuracy <= 100
    assert flagged  # random play over three hands always slips somewhere


def test_verdicts_grow_with_the_loss():
    assert [verdict(x) for x in (0, 0.2, MISTAKE)] == ["good", "inaccuracy", "mistake"]


def test_the_same_review_twice():
    states, actions = _hand(5)
    assert review_hand(states, actions, 0) == review_hand(states, actions, 0)
