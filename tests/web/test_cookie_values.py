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
PUZZLE_KEYS = ("pz", "pf", "pg", "ps", "pb", "pr", "ln", "lq", "ll", "rv", "tr")
# the mistakes' schedule ([ref, step, due day] each) and the training run's last puzzles, in
# shapes that are lists but hold nothing a page may use
SCHEDULES = {
    "entries of another length": [[1, 2], [1, 2, 3, 4]],
    "a ref out of range": [[10**6, 0, 1], [-999, 0, 1]],
    "a rung off the ladder": [[0, 3, 1], [0, -1, 1]],
    "a due day far ahead": [[0, 0, 10**9]],
    "texts and floats": [["0", 0, 1], [0.0, 0, 1], [0, 0, 1.5]],
    "booleans": [[True, False, True]],
    "a thousand entries": [[i, 0, 1] for i in range(1000)],
}
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
            f"{base}/puzzles/train", f"{base}/puzzles/review", f"{base}/puzzles/practice/3",
            "/vi/learn", f"/vi/learn/{game.slug}/1", f"/vi/learn/{game.slug}/3"]


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


@pytest.mark.parametrize("shape", SCHEDULES, ids=list(SCHEDULES))
def test_an_odd_schedule_of_mistakes_is_dropped(app, shape):
    for game in GAMES:
        client = app.test_client()
        with_session(client, {puzzle_key("rv", game): SCHEDULES[shape],
                              puzzle_key("tr", game): SCHEDULES[shape]})
        for path in pages(game):
            r = client.get(path, follow_redirects=True)
            assert r.status_code == 200, (game.id, path, r.status_code)
            assert "due now" not in r.get_data(as_text=True) or shape == "a thousand entries"


@pytest.mark.parametrize("shape", LESSON_SHAPES, ids=list(LESSON_SHAPES))
def test_lessons_of_another_shape_start_afresh(app, shape):
    for key in (SESSION_KEY, GUIDED_KEY):
        client = app.test_client()
        with_session(client, {key: LESSON_SHAPES[shape]})
        for game in GAMES:
            assert client.get(f"/zh/learn/{game.slug}/1").status_code == 200
        assert client.get("/zh/learn").status_code == 200
        assert client.get("/").status_code in (200, 302, 308)
