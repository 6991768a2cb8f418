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


def answer(client, p, right: bool):
    """The puzzle's own first answer as the kit would post it, or with one point too many."""
    from website.games.hachihachi.puzzles import answer_fields

    form = answer_fields(p)
    if not right:
        form["points"] = str(int(form["points"]) + 1)
    form.update({"puzzle": p["id"], "mode": "list", "tries": "0", "hints": "0",
                 "action": "answer"})
    return client.post(f"/en/hachi-hachi/puzzles/{p['id']}", data=form)


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
    for _ in range(3):  # three readers, each with a session of their own, each missing it
        reader = FormClient(app, app.response_class)
        answer(reader, p, right=False)
        answer(reader, p, right=False)  # a second try is not a new result
        ratings.append(stored(app, p)[1]["rating"])
    assert stored(app, p)[1]["results"] == 3
    assert ratings == sorted(ratings) and ratings[0] < ratings[-1]  # it proves harder each time
    html = app.test_client().get(f"/en/hachi-hachi/puzzles/{p['id']}").get_data(as_text=True)
    assert 'data-puzzle="' + p["id"] + '"' in html


def test_the_rating_shown_to_the_next_reader_is_the_stored_one(app):
    p = a_puzzle(app)
    answer(app.test_client(), p, right=True)
    rating = round(stored(app, p)[1]["rating"])
    reader = app.test_client()
    page = answer(reader, p, right=True).get_data(as_text=True)
    shown = int(re.search(r"Puzzle rating: (\d+)", page).group(1))
    assert shown < rating  # moved again, from where the first reader left it
