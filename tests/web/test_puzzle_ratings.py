"""Each puzzle's rating from every reader's results: a first answer moves the puzzle's rating
in the shared store (down when solved, up when missed), other readers see it, and the streak
chooses by it."""

from __future__ import annotations

import re

import pytest
from website import create_app
from website.core.store import get_store
from website.features.puzzles import ratings as puzzle_ratings

from .conftest import FormClient


@pytest.fixture()
def app(tmp_path):
    from .conftest import _compile_catalogues

    _compile_catalogues()
    return create_app({"TESTING": True, "GAME_STORE": str(tmp_path / "games.sqlite3")})


def a_puzzle(app, level=2):
    with app.test_request_context("/en/hachi-hachi/puzzles"):
        from website.features.puzzles.views import library

        return next(p for p in library().puzzles if p["level"] == level and p["kind"] == "teyaku")


def answer(client, p, right: bool, address: str = "127.0.0.1", lang: str = "en"):
    """The puzzle's own first answer as the kit would post it, or with one point too many,
    from a client address."""
    from website.games.hachihachi.puzzles import answer_fields

    form = answer_fields(p)
    if not right:
        form["points"] = str(int(form["points"]) + 1)
    form.update({"puzzle": p["id"], "mode": "list", "tries": "0", "hints": "0",
                 "action": "answer"})
    return client.post(f"/{lang}/hachi-hachi/puzzles/{p['id']}", data=form,
                       environ_base={"REMOTE_ADDR": address})


def stored(app, p):
    with app.app_context():
        return get_store(app).get(p["id"], puzzle_ratings.KIND)


@pytest.mark.parametrize("right", [True, False])
def test_a_first_answer_moves_the_puzzles_rating(app, right):
    p = a_puzzle(app)
    client = app.test_client()
    assert stored(app, p) is None  # nobody has answered it: its level's rating
    page = answer(client, p, right).get_data(as_text=True)
    version, data = stored(app, p)
    assert data["results"] == 1
    assert (data["rating"] < 1500) if right else (data["rating"] > 1500)
    if right:  # the solved page shows the rating it has now, and from how many results
        assert f"Puzzle rating: {round(data['rating'])} · 1 result" in page


def test_every_readers_first_answer_counts_and_only_the_first(app):
    p = a_puzzle(app, level=1)
    ratings = []
    for n in range(3):  # three readers, each with a session and an address, each missing it
        reader = FormClient(app, app.response_class)
        answer(reader, p, right=False, address=f"192.0.2.{n + 1}")
        answer(reader, p, right=False, address=f"192.0.2.{n + 1}")  # a second try: no result
        ratings.append(stored(app, p)[1]["rating"])
    assert stored(app, p)[1]["results"] == 3
    assert ratings == sorted(ratings) and ratings[0] < ratings[-1]  # it proves harder each time
    html = app.test_client().get(f"/en/hachi-hachi/puzzles/{p['id']}").get_data(as_text=True)
    assert 'data-puzzle="' + p["id"] + '"' in html


def test_the_rating_shown_to_the_next_reader_is_the_stored_one(app):
    p = a_puzzle(app)
    answer(app.test_client(), p, right=True, address="192.0.2.10")
    rating = round(stored(app, p)[1]["rating"])
    reader = app.test_client()
    page = answer(reader, p, right=True, address="192.0.2.11").get_data(as_text=True)
    shown = int(re.search(r"Puzzle rating: (\d+)", page).group(1))
    assert shown < rating  # moved again, from where the first reader left it


def reader_rating_shown(page: str) -> int:
    return int(re.search(r"Your rating: (\d+)", page).group(1))


def test_fresh_sessions_from_one_address_move_a_puzzle_by_one_answer_at_most(app):
    """The audit's attack: 20 deliberate misses, each from a fresh session, from one address.
    The puzzle's shared rating moves once; each of those readers' own rating still moves."""
    p = a_puzzle(app, level=1)
    first = FormClient(app, app.response_class)
    page = answer(first, p, right=False, address="198.51.100.7").get_data(as_text=True)
    one_step = stored(app, p)[1]
    for _ in range(19):
        reader = FormClient(app, app.response_class)
        page = answer(reader, p, right=False, address="198.51.100.7").get_data(as_text=True)
        assert reader_rating_shown(page) < 1200  # the reader's own rating: as before
    assert stored(app, p)[1] == one_step
    assert one_step["results"] == 1 and one_step["rating"] - 1200 < 200
    # another address still counts
    answer(FormClient(app, app.response_class), p, right=False, address="198.51.100.8")
    assert stored(app, p)[1]["results"] == 2


def test_answers_from_one_client_are_limited_in_its_language(tmp_path):
    app = create_app({"TESTING": True, "GAME_STORE": str(tmp_path / "g.sqlite3"),
                      "ANSWER_LIMIT": "3 per minute"})
    p = a_puzzle(app)
    client = app.test_client()
    statuses = [answer(client, p, right=False, address="198.51.100.20").status_code
                for _ in range(4)]
    assert statuses == [200, 200, 200, 429]
    page = answer(client, p, right=False, address="198.51.100.20", lang="vi")
    assert page.status_code == 429 and int(page.headers["Retry-After"]) > 0
    assert "Bạn đã gửi quá nhiều câu trả lời" in page.get_data(as_text=True)
    assert answer(client, p, right=True, address="198.51.100.21").status_code == 200


def test_app_hosts_sharing_redis_rate_a_puzzle_once_per_address(redis_url):
    config = {"TESTING": True, "GAME_STORE": redis_url}
    hosts = [create_app(config), create_app(config)]
    p = a_puzzle(hosts[0], level=3)
    for i in range(4):
        host = hosts[i % 2]
        answer(FormClient(host, host.response_class), p, right=True, address="198.51.100.30")
    assert stored(hosts[1], p)[1]["results"] == 1
