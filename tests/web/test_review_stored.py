"""Reviews that never block (issue 33, item 5): each deal's verdicts are judged in the request
that ends it and stored with the game, on both stores (SQLite and a real redis-server); opening
the review is then a read, with the judge made to fail if anything asked it. A game stored
before verdicts were kept is judged when its review opens, as before, and reads afterwards."""

from __future__ import annotations

import html as htmllib
import itertools
import random
import re

import pytest
from website import create_app
from website.core.store import get_store
from website.features.play import views as play_views
from website.games import BY_SLUG

from engine.judge import Judge

from .test_review_games import _play
from .test_tables import new_game, play_url, table_of


@pytest.fixture(params=["sqlite", "redis"])
def store_app(request, tmp_path):
    from .conftest import _compile_catalogues

    _compile_catalogues()
    where = (request.getfixturevalue("redis_url") if request.param == "redis"
             else str(tmp_path / "games.sqlite3"))
    return create_app({"TESTING": True, "GAME_STORE": where})


def _no_judge(monkeypatch, game: str) -> None:
    """Any call to the judge, the board's review or its hint fails the test."""
    def boom(*args, **kwargs):
        raise AssertionError("the judge was asked while the review only reads")

    monkeypatch.setattr(Judge, "rank", boom)
    board = BY_SLUG[game].board
    for name in ("review", "hint"):
        monkeypatch.setattr(board, name, boom)


def _match(app, game, rules, seats, rounds, monkeypatch) -> tuple[str, str]:
    seeds = itertools.count()
    monkeypatch.setattr(play_views, "_rng", lambda: random.Random(f"{game}-stored-{next(seeds)}"))
    client = app.test_client()
    gid = new_game(client, game, rules, seats, level="greedy", rounds=rounds)
    url = f"{play_url(game)}/{gid}"
    _play(client, url, random.Random(f"{game}-stored"))
    table = table_of(app, gid)
    assert table.match_over and len(table.hands) == rounds
    assert len(table.verdicts) == rounds and all(v and v["v"] == 1 for v in table.verdicts)
    return gid, url


def _marks(html: str) -> list[str]:
    return re.findall(r'<li class="verdict-(mistake|inaccuracy)">', html)


@pytest.mark.parametrize("game, rules, seats, rounds", [("koikoi", "nintendo", 2, 3),
                                                        ("tam-cuc", "standard", 3, 4)])
def test_a_match_played_through_the_site_reviews_without_the_judge(store_app, game, rules, seats,
                                                                   rounds, monkeypatch):
    gid, url = _match(store_app, game, rules, seats, rounds, monkeypatch)
    client = store_app.test_client()
    with monkeypatch.context() as m:
        _no_judge(m, game)
        stored = {lang: client.get(f"{url}/review".replace("/en/", f"/{lang}/", 1))
                  for lang in ("en", "vi", "zh")}
        assert all(r.status_code == 200 for r in stored.values())
        page = htmllib.unescape(stored["en"].get_data(as_text=True))
        assert page.count('class="analysis-hand"') == rounds
        assert _marks(page), "random answers and not one move flagged in the whole match"
        for step in re.findall(r'<li class="verdict-\w+">\s*<a href="[^"]*step=(\d+)"', page):
            box = client.get(f"{url}/review?step={step}").get_data(as_text=True)
            assert '<div class="review-mark' in box  # the mark at its step, read as well
    # the same page as judging the deals now gives: the stored verdicts are the judge's
    data = get_store(store_app).get(gid, "game")[1]
    version = get_store(store_app).get(gid, "game")[0]
    del data["verdicts"]
    get_store(store_app).update(gid, "game", version, data, finished=True)
    judged = client.get(f"{url}/review")
    assert judged.get_data(as_text=True) == stored["en"].get_data(as_text=True)


def test_a_game_stored_without_verdicts_is_judged_once_then_read(store_app, monkeypatch):
    gid, url = _match(store_app, "koikoi", "nintendo", 2, 3, monkeypatch)
    store = get_store(store_app)
    version, data = store.get(gid, "game")
    before = data.pop("verdicts")  # as a game stored by the site before verdicts were kept
    store.update(gid, "game", version, data, finished=True)
    client = store_app.test_client()
    page = client.get(f"{url}/review")
    assert page.status_code == 200 and 'class="accuracy"' in page.get_data(as_text=True)
    assert store.get(gid, "game")[1]["verdicts"] == before  # judged again, the same, and kept
    with monkeypatch.context() as m:
        _no_judge(m, "koikoi")
        again = client.get(f"{url}/review")
    assert again.get_data(as_text=True) == page.get_data(as_text=True)


def test_verdicts_that_do_not_read_are_judged_again(store_app, monkeypatch):
    gid, url = _match(store_app, "koikoi", "nintendo", 2, 3, monkeypatch)
    store = get_store(store_app)
    version, data = store.get(gid, "game")
    good = list(data["verdicts"])
    data["verdicts"] = [{"v": 99}, {**good[1], "moves": [[10_000, 0, 0, "g", 0, None, 0]]}, "x"]
    store.update(gid, "game", version, data, finished=True)
    client = store_app.test_client()
    assert client.get(f"{url}/review").status_code == 200
    assert store.get(gid, "game")[1]["verdicts"] == good


TITLES = {"en": "the estimate after each of your decisions",
          "vi": "ước lượng sau mỗi quyết định của bạn", "zh": "你每次决定之后的估值"}
SUMMARIES = {"en": "Each point opens its step.", "vi": "Bấm vào một điểm để mở bước đó.",
             "zh": "点击任一点即可打开那一步。"}


def test_each_deal_is_drawn_one_point_per_judged_decision(app, monkeypatch):  # noqa: F811
    """Item 7: per deal a chart of the estimate after each of the reader's judged decisions,
    each point a link to its step, the flagged ones marked, titled in the reader's language."""
    from website.features.viewer.views import replay_record, seen_by, step_after

    gid, url = _match(app, "koikoi", "nintendo", 2, 3, monkeypatch)
    table = table_of(app, gid)
    with app.test_request_context():
        replayed = seen_by(replay_record(table.record()), 0)
        expected = [[(step_after(replayed, h, move[0]), move[3]) for move in v["moves"]]
                     for h, v in enumerate(table.verdicts)]
    verdicts = {"g": "good", "i": "inaccuracy", "m": "mistake"}
    client = app.test_client()
    with monkeypatch.context() as m:
        _no_judge(m, "koikoi")
        for lang in ("en", "vi", "zh"):
            page = htmllib.unescape(client.get(url.replace("/en/", f"/{lang}/", 1) + "/review")
                                    .get_data(as_text=True))
            charts = re.findall(r'<figure class="deal-chart">(.*?)</figure>', page, re.S)
            assert len(charts) == sum(bool(e) for e in expected)
            for chart, want in zip(charts, [e for e in expected if e], strict=True):
                assert "style=" not in chart and "<script" not in chart
                title = re.search(r"<title id=\"[^\"]+\">(.*?)</title>", chart).group(1)
                assert TITLES[lang] in title
                assert SUMMARIES[lang] in chart
                points = re.findall(r'<a class="chart-point mark-(\w+)" href="([^"]*)" '
                                    r'data-step="(\d+)">(.*?)</a>', chart, re.S)
                assert [(int(step), verdict) for verdict, _href, step, _body in points] == \
                    [(step, verdicts[code]) for step, code in want]
                for verdict, href, step, body in points:
                    assert href.endswith(f"/review?step={step}") and href.startswith(f"/{lang}/")
                    sign = re.search(r'class="chart-sign"[^>]*>([^<]*)<', body)
                    assert (sign and sign.group(1)) == {"good": None, "inaccuracy": "?!",
                                                        "mistake": "?"}[verdict]
            flagged = re.findall(r'<a class="chart-point mark-(?:mistake|inaccuracy)" '
                                 r'href="[^"]*" data-step="(\d+)"', page)
            listed = re.findall(r'<li class="verdict-\w+">\s*<a href="[^"]*step=(\d+)"', page)
            assert flagged == listed and flagged  # the chart's marks are the list's
