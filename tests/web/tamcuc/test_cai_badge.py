"""The cái badge marks the seat that leads the trick now, not the dealer (issue 23)."""

from __future__ import annotations

from website.core.words import Seats
from website.games.tamcuc import board

from engine.tamcuc import deal
from engine.tamcuc.players import GreedyPlayer


def test_the_cai_badge_follows_the_seat_that_leads(app):
    player, state = GreedyPlayer(), deal("standard", seed=1, seats=4)
    states, actions = [state], []
    while not state.is_over:
        actions.append(player.choose(state.observation(state.current), None))
        state = state.apply(actions[-1])
        states.append(state)
    index = next(i for i, s in enumerate(states) if s.leader != s.dealer)
    with app.test_request_context("/en/"):
        views = board.frame(states, actions, index, Seats(you=0, count=4), [0] * 4)["seats_views"]
    marked = [v.seat for v in views if v.dealer]
    assert marked == [states[index].leader] != [states[index].dealer]
