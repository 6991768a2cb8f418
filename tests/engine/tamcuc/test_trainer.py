"""The Tam Cúc card trainer's answers agree with the rules of a trick and of combinations."""

from __future__ import annotations

from itertools import combinations

import pytest

from engine.errors import UnknownCardError
from engine.tamcuc import RANKS, TAMCUC_BY_ID, TAMCUC_DECK
from engine.tamcuc import trainer as T
from engine.tamcuc.combos import classify
from engine.tamcuc.state import trick_winner


def test_every_card_has_one_puzzle_with_a_unique_id():
    puzzles = T.puzzles()
    assert [p["position"]["card"] for p in puzzles] == [c.id for c in TAMCUC_DECK]
    assert len({p["id"] for p in puzzles}) == 32
    assert all(p["id"].startswith("tcc-") and len(p["id"]) == 10 for p in puzzles)
    assert all(T.solve(p) == p["answers"] for p in puzzles)


@pytest.mark.parametrize("card", [c.id for c in TAMCUC_DECK])
def test_what_a_card_beats_is_who_wins_a_trick_of_two_singles(card):
    """Checked against the trick itself: the caller's single beaten means the follower wins."""
    choices = T.beat_choices(card)
    assert card not in choices and 3 <= len(choices) <= 6
    answer = T.solve({"position": {"card": card}})[0]
    for other in choices:
        follower_wins = trick_winner("standard", [(other,), (card,)]) == 1
        assert (other in answer["beats"]) == follower_wins, other
    assert answer["rank"] == TAMCUC_BY_ID[card].rank.id


def test_choices_are_where_newcomers_hesitate():
    """Red beats black of its rank, a twin copy is only equal, the rank above wins."""
    assert T.beaten("red-chariot-1", ["black-chariot-1", "red-chariot-2", "black-elephant-1"]) \
        == ["black-chariot-1"]
    assert T.solve({"position": {"card": "black-soldier-3"}})[0]["beats"] == []
    assert T.solve({"position": {"card": "red-general"}})[0]["beats"] == T.beat_choices("red-general")


@pytest.mark.parametrize("card", [c.id for c in TAMCUC_DECK])
def test_the_choices_around_any_piece_never_name_the_card(card):
    """Asked beside the piece, the choices follow the piece the reader taps: around each rank,
    one card of each colour of it and of its neighbours, never the card itself; around its own
    rank, the card's own choices."""
    assert T.beat_choices(card, around=TAMCUC_BY_ID[card].rank.id) == T.beat_choices(card)
    for rank in RANKS:
        choices = T.beat_choices(card, around=rank.id)
        faces = [(TAMCUC_BY_ID[c].colour, TAMCUC_BY_ID[c].rank.id) for c in choices]
        assert card not in choices and len(set(faces)) == len(faces)
        assert {r for _colour, r in faces} == {r.id for r in RANKS
                                              if abs(r.order - rank.order) <= 1}
    with pytest.raises(KeyError):
        T.beat_choices(card, around="dragon")


def test_named_sets_match_every_combination_that_holds_the_card():
    for card in TAMCUC_DECK:
        same = [c.id for c in TAMCUC_DECK if c.colour == card.colour and c.id != card.id]
        found = set()
        for size in range(1, 5):  # the others of a set of 2 to 5
            for rest in combinations(same, size):
                combo = classify((card.id, *rest))
                if combo is not None and combo.shape != "single":
                    found.add(_name(combo, (card.id, *rest)))
        assert T.sets_of(card.id) == [s for s in T.NAMED_SETS if s in found], card.id
    assert T.sets_of("red-general") == ["high-triple"]  # one General a colour: no pair
    assert T.sets_of("black-soldier-2") == ["pair", "four-soldiers", "five-soldiers"]
    assert T.sets_of("red-horse-1") == ["pair", "low-triple"]


def _name(combo, cards) -> str:
    if combo.shape == "triple":
        ranks = {TAMCUC_BY_ID[c].rank.id for c in cards}
        return "high-triple" if "general" in ranks else "low-triple"
    return combo.shape


def test_set_pictures_are_of_the_cards_colour():
    for name in T.NAMED_SETS:
        for colour in ("red", "black"):
            cards = T.example(name, colour)
            assert {TAMCUC_BY_ID[c].colour for c in cards} == {colour}
            assert _name(classify(cards), cards) == name


def test_an_unknown_card_is_refused():
    with pytest.raises(UnknownCardError):
        T.recognition_puzzle("red-dragon")
