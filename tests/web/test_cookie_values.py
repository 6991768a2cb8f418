"""Every value read from the session cookie is checked: a cookie signed with the site's key
but holding odd values (an older format, a key shared between stages) never answers 500.

Each progress key of every game is set to each odd value in turn, and the pages that read it
(the puzzle pages, their answers in every mode, the lessons and their coached deals) must
answer as for a new reader, or refuse the answer with a 4xx: never a 5xx.
"""

from __future__ import annotations

import pytest
from website.features.lessons.views import GUIDED_KEY, SESSION_KEY
from website.games import DEFAULT, GAMES

from .test_puzzles import LIBRARY, first, post, right_form, wrong_form

ODD = {
    "text": "abc",
    "float": 2.5,
    "huge": 1e308,
    "negative": -7,
    "bool": True,
    "list": [1, [2, 3], "x"],
    "null": None,
    "object": {"a": [1, 2]},
    "bits": "A" * 4096,  # 4 KB of progress bits
}
PUZZLE_KEYS = ("pz", "pf", "pg", "ps", "pb", "pr", "ln", "lq", "ll")
LESSON_SHAPES = {"a number": 5, "a list": [1, 2], "a game's lessons as text": {"koikoi": "1,2"},
                 "a game's lessons as a number": {"koikoi": 3, "tamcuc": 1e308},
                 "a coached deal as text": {"koikoi": "p1"}, "moves of another kind": {"koikoi": [1]}}


def puzzle_key(name: str, game) -> str:
    return name if game is DEFAULT else f"{name}-{game.slug}"


def with_session(client, values: dict) -> None:
    with client.session_transaction() as s:
        s.update(values)


def pages(game) -> list[str]:
    base = f"/vi/{game.slug}"
    return [f"{base}/puzzles", f"{base}/puzzles/daily", f"{base}/puzzles/streak",
            f"{base}/puzzles/train", "/vi/learn", f"/vi/learn/{game.slug}/1"]


@pytest.mark.parametrize("odd", ODD, ids=list(ODD))
def test_odd_progress_values_never_break_a_puzzle_page(app, odd):
    for game in GAMES:
        client = app.test_client()
        with_session(client, {puzzle_key(k, game): ODD[odd] for k in PUZZLE_KEYS})
        for path in pages(game):
            r = client.get(path, follow_redirects=True)
            assert r.status_code == 200, (game.id, path, r.status_code)


@pytest.mark.parametrize("odd", ODD, ids=list(ODD))
def test_odd_progress_values_never_break_an_answer(app, odd):
    capture = first("capture")
    recognition = next((p for p in LIBRARY if p["kind"] == "recognition"), None)
    for mode, p, fields in (("list", capture, right_form(capture)),
                            ("streak", capture, right_form(capture)),
                            ("streak", capture, wrong_form(capture)),
                            ("learn", recognition, right_form(recognition) if recognition else {})):
        if p is None:
            continue
        client = app.test_client()
        with_session(client, {k: ODD[odd] for k in PUZZLE_KEYS})
        r = post(client, p, fields, mode=mode)
        assert r.status_code in (200, 400), (mode, r.status_code)
        assert client.get("/en/puzzles").status_code == 200  # and what it kept reads back


@pytest.mark.parametrize("shape", LESSON_SHAPES, ids=list(LESSON_SHAPES))
def test_lessons_of_another_shape_start_afresh(app, shape):
    for key in (SESSION_KEY, GUIDED_KEY):
        client = app.test_client()
        with_session(client, {key: LESSON_SHAPES[shape]})
        for game in GAMES:
            assert client.get(f"/zh/learn/{game.slug}/1").status_code == 200
        assert client.get("/zh/learn").status_code == 200
        assert client.get("/").status_code in (200, 302, 308)
