"""What a reader learns of a game they played, once it is over: their review and the record
they download show other seats' cards only where the reader saw them at the table. A Tam Cúc
chui concedes unseen and stays unseen; the Hanafuda stock and hands left when a deal stops stay
face down; no seed deals them again."""

from __future__ import annotations

import html as htmllib
import itertools
import json
import random

import pytest
from website.features.play import views as play_views

from engine.errors import RecordError
from engine.games import game_of
from engine.views import HIDDEN, seen_in_deal, view_record

from .test_review_games import _play
from .test_tables import app, card_texts, table_of  # noqa: F401

CASES = [("koikoi", "nintendo", 2, 3), ("hachi-hachi", "traditional", 3, 1),
         ("tam-cuc", "standard", 2, 1), ("tam-cuc", "standard", 3, 4),
         ("tam-cuc", "standard", 4, 1), ("tam-cuc", "di-dem", 4, 1)]


def _new_game(client, game, rules, seats, rounds) -> str:
    prefix = "/en" if game == "koikoi" else f"/en/{game}"
    r = client.post(f"{prefix}/play", data={"rules": rules, "level": "greedy",
                                            "rounds": str(rounds), "seats": str(seats)})
    assert r.status_code == 303, r.get_data(as_text=True)[:300]
    return r.headers["Location"]


def _unseen(table) -> list[set[str]]:
    """Per deal, the dealt cards the reader (seat 0) never saw."""
    out = []
    for states, _actions in table.hands:
        full = table.game.hand_to_json(states, [])["deal"]
        dealt = {c for cards in full.values() for c in (cards if isinstance(cards[0], str)
                                                        else itertools.chain(*cards))}
        out.append(dealt - seen_in_deal(states, 0))
    return out


def _assert_absent(cards: set[str], text: str, where: str) -> None:
    for card in cards:
        for shown in card_texts(card)[:1]:  # its picture's address (identical cards share names)
            assert shown not in text, f"{card} shows in {where}"


@pytest.mark.parametrize("game, rules, seats, rounds", CASES)
def test_the_review_and_the_record_show_only_what_the_reader_saw(
        app, client, game, rules, seats, rounds, monkeypatch):  # noqa: F811
    seeds = itertools.count()
    monkeypatch.setattr(play_views, "_rng", lambda: random.Random(f"{game}{seats}-{next(seeds)}"))
    url = _new_game(client, game, rules, seats, rounds)
    _play(client, url, random.Random(f"{game}{rules}{seats}"))
    gid = url.rsplit("/", 1)[1]
    table = table_of(app, gid)
    assert table.match_over
    unseen = _unseen(table)  # a card unseen in one deal may be seen in the next

    record = client.get(f"/play/{gid}/record.json").get_data(as_text=True)
    view = json.loads(record)
    for n, deal in enumerate(view.get("hands", [view])):
        _assert_absent(unseen[n], json.dumps(deal), f"deal {n + 1} of record.json")
    assert view["view"] == {"seat": 0, "hidden": sum(map(len, unseen))}
    assert "seed" not in record
    assert record.count(f'"{HIDDEN}"') >= sum(map(len, unseen))
    assert view == view_record(table.record(), 0)
    with pytest.raises(RecordError, match="one player's view"):
        game_of(view)

    review = client.get(f"{url}/review")
    assert review.status_code == 200
    _assert_absent(set.intersection(*unseen), review.get_data(as_text=True), "the review")
    first = 0
    for hand, cards in enumerate(unseen):  # every step of every deal, as htmx swaps it
        last = first + len(table.hands[hand][0]) - 1
        for step in range(first, last + 1):
            page = client.get(f"{url}/review?step={step}", headers={"HX-Request": "true"})
            assert page.status_code == 200
            body = htmllib.unescape(page.get_data(as_text=True))
            position, _sep, moves = body.partition('<h3 class="moves-head">')
            _assert_absent(cards, position, f"step {step} of the review")
            _assert_absent(set.intersection(*unseen), moves, "the review's moves")
        first = last + 1
    past = client.get(f"{url}/review?step={first}")  # every step was seen: one more is past
    assert past.status_code == 302 and past.headers["Location"].endswith(f"?step={first - 1}")


def test_chui_cards_and_a_stopped_deal_leave_cards_unseen(app, client, monkeypatch):  # noqa: F811
    """The cases above are not empty: a Tam Cúc deal hides its chui plays, and a Koi-Koi deal
    stopped early hides the stock and the other hand, so the test above has cards to miss."""
    seeds = itertools.count()
    monkeypatch.setattr(play_views, "_rng", lambda: random.Random(f"unseen-{next(seeds)}"))
    for game, rules, seats in (("tam-cuc", "standard", 4), ("koikoi", "nintendo", 2)):
        url = _new_game(client, game, rules, seats, 1)
        _play(client, url, random.Random(game))
        assert any(_unseen(table_of(app, url.rsplit("/", 1)[1]))), game
