"""Playing against the computer over the Flask client: whole hands with random legal choices,
no hidden card ever sent, forged and stale requests refused, games that survive a restart."""

from __future__ import annotations

import ast
import html as htmllib
import json
import random
import re
from pathlib import Path

import pytest
from website import create_app
from website.core.i18n import LANGUAGES
from website.core.store import get_store
from website.features.play import views as play_view
from website.games.koikoi import board as koikoi_board

from engine.hanafuda.cards import CARDS_BY_ID
from engine.koikoi.record import replay_hand
from engine.table import HUMAN, Table
from engine.views import view_record


@pytest.fixture()
def app(tmp_path):
    from .conftest import _compile_catalogues

    _compile_catalogues()
    return create_app({"TESTING": True, "GAME_STORE": str(tmp_path / "games.sqlite3")})


def new_game(client, lang="en", rules="nintendo", level="random", rounds=1) -> str:
    r = client.post(f"/{lang}/play", data={"rules": rules, "level": level, "rounds": str(rounds)})
    assert r.status_code == 303, r.get_data(as_text=True)[:300]
    m = re.match(rf"^/{lang}/play/([\w-]+)$", r.headers["Location"])
    assert m
    return m.group(1)


def new_game_with_a_move(client, lang="en") -> tuple[str, str]:
    """A new game and its page, where the reader has a move to make (a dealt hand may end at
    once on a hand yaku, about one deal in a hundred)."""
    for _ in range(20):
        gid = new_game(client, lang)
        html = client.get(f"/{lang}/play/{gid}").get_data(as_text=True)
        if form_actions(html):
            return gid, html
    raise AssertionError("twenty hands in a row ended at the deal")


def without_csrf_tokens(html: str) -> str:
    return re.sub(r'(name="csrf_token" value="|X-CSRFToken": ")[\w.-]+', r"\1", html)


def stored(app, gid):
    return get_store(app).get(gid, "game")


def hidden_cards(app, gid) -> set[str]:
    """The computer's hand and the stock after the card being drawn: never to be sent."""
    _version, game = stored(app, gid)
    hand = game["hands"][-1]
    states, _ = replay_hand({"rules": game["rules"], **hand})
    s = states[-1]
    stock = s.stock[1:] if s.phase == "draw" else s.stock
    return set(s.hand(1)) | set(stock)


def assert_nothing_hidden(app, gid, response, lang):
    hidden = hidden_cards(app, gid)
    body = response.get_data(as_text=True)
    text = htmllib.unescape(body)
    sent = " ".join([text, *(f"{k}: {v}" for k, v in response.headers.items())])
    for c in hidden:
        assert c not in sent, c
        for name_lang in {lang, "en"}:
            assert CARDS_BY_ID[c].name(name_lang) not in sent, (c, name_lang)


def form_actions(html: str) -> list[str]:
    return [htmllib.unescape(v) for v in re.findall(r'name="a" value="([^"]+)"', html)]


def version_of(html: str) -> str:
    return re.search(r'name="v" value="(\d+)"', html).group(1)


def play_through(app, client, gid, lang, rng, htmx: bool, check_hidden=True, max_requests=200):
    """Random legal choices until the game (hand or match) is over; the last page."""
    headers = {"HX-Request": "true"} if htmx else {}
    url = f"/{lang}/play/{gid}"
    page = client.get(url)
    for _ in range(max_requests):
        assert page.status_code == 200, page.get_data(as_text=True)[:500]
        if check_hidden:
            assert_nothing_hidden(app, gid, page, lang)
            for cookie in client._cookies.values() if hasattr(client, "_cookies") else []:
                assert not any(c in cookie.value for c in hidden_cards(app, gid))
        html = page.get_data(as_text=True)
        actions = form_actions(html)
        if actions:
            r = client.post(url, data={"v": version_of(html), "a": rng.choice(actions)},
                            headers=headers)
        elif "/next" in html:
            r = client.post(f"{url}/next", data={"v": version_of(html)}, headers=headers)
        else:
            return page
        assert r.status_code < 500
        if htmx:
            assert r.status_code == 200
            assert "<html" not in r.get_data(as_text=True)
            page = r if rng.random() < 0.5 else client.get(url)
        else:
            assert r.status_code == 303 and r.headers["Location"].endswith(url)
            page = client.get(url)
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("level", ["random", "greedy"])
def test_thirty_hands_per_level(app, client, level):
    rules = ["nintendo", "wikipedia", "vietnam", "online-15", "baike"]
    for seed in range(30):
        rng = random.Random(seed)
        lang = LANGUAGES[seed % 3]
        gid = new_game(client, lang, rules[seed % 5], level)
        last = play_through(app, client, gid, lang, rng, htmx=seed % 2 == 0)
        version, game = stored(app, gid)
        states, _ = replay_hand({"rules": game["rules"], **game["hands"][-1]})
        assert states[-1].is_over
        assert f"/play/{gid}/review" in last.get_data(as_text=True)


@pytest.mark.parametrize("seed, level", [(0, "greedy"), (1, "greedy"), (2, "intermediate")])
def test_koikoi_japan_hands_play_through(app, client, seed, level):
    lang = LANGUAGES[seed % 3]
    gid = new_game(client, lang, "koikoi-japan", level)
    last = play_through(app, client, gid, lang, random.Random(seed), htmx=seed % 2 == 0)
    _version, game = stored(app, gid)
    assert game["rules"] == "koikoi-japan"
    states, _ = replay_hand({"rules": game["rules"], **game["hands"][-1]})
    assert states[-1].is_over and states[-1].rules.name == "koikoi-japan"
    assert f"/play/{gid}/review" in last.get_data(as_text=True)


@pytest.mark.parametrize("lang, sentence", [
    ("vi", "không bao giờ hô koi-koi"), ("zh", "从不喊“来来”"), ("en", "never calls koi-koi")])
def test_the_new_game_page_names_every_level_and_says_what_it_does(client, lang, sentence):
    page = client.get(f"/{lang}/play").get_data(as_text=True)
    assert re.findall(r'name="level" value="([\w-]+)"', page) == list(koikoi_board.LEVELS)
    assert len(koikoi_board.LEVELS) >= 4
    assert sentence in page


@pytest.mark.parametrize("level", ["beginner", "intermediate"])
def test_a_hand_against_the_new_levels(app, client, level):
    gid = new_game(client, "zh", "nintendo", level)
    last = play_through(app, client, gid, "zh", random.Random(5), htmx=False)
    _v, game = stored(app, gid)
    assert game["players"][1] == level
    assert f"/play/{gid}/review" in last.get_data(as_text=True)


def test_a_game_begun_against_the_retired_expert_level_plays_on(app, client):
    """The play page no longer offers "expert" (not stronger than "strong"), but games begun
    against it keep their opponent, its name and their ending."""
    assert "expert" not in koikoi_board.LEVELS
    r = client.post("/en/play", data={"rules": "nintendo", "level": "expert", "rounds": "1"})
    assert r.status_code == 400
    gid = new_game(client, "vi", "nintendo", "strong")
    version, game = stored(app, gid)
    game["players"] = [game["players"][0], "expert"]
    get_store(app).update(gid, "game", version, game)
    assert "Cao thủ" in client.get(f"/vi/play/{gid}").get_data(as_text=True)
    play_through(app, client, gid, "vi", random.Random(2), htmx=True)
    assert stored(app, gid)[1]["players"][1] == "expert"


def test_strong_opponent_and_a_match(app, client):
    for seed in range(3):
        gid = new_game(client, "vi", "nintendo", "strong", rounds=3 if seed == 0 else 1)
        play_through(app, client, gid, "vi", random.Random(seed), htmx=seed == 1)
        _v, game = stored(app, gid)
        assert len(game["hands"]) == (3 if seed == 0 else 1)


def test_finished_game_review_and_download(app, client):
    gid = new_game(client, "en", "wikipedia", "greedy", rounds=3)
    assert client.get(f"/en/play/{gid}/review").status_code == 409
    assert client.get(f"/play/{gid}/record.json").status_code == 409
    play_through(app, client, gid, "en", random.Random(5), htmx=False, check_hidden=False)
    r = client.get(f"/play/{gid}/record.json")
    assert r.status_code == 200 and "attachment" in r.headers["Content-Disposition"]
    record = json.loads(r.get_data(as_text=True))
    assert record["view"]["seat"] == 0 and "seed" not in record  # the reader's view of the game
    assert len(record["hands"]) == 3 and record["result"]["score"]
    assert client.get(f"/en/play/{gid}/review").status_code == 200
    assert client.get(f"/zh/play/{gid}/review?step=3", headers={"HX-Request": "true"}).status_code == 200
    gid = new_game(client, "en", "nintendo", "random")
    play_through(app, client, gid, "en", random.Random(1), htmx=True, check_hidden=False)
    record = json.loads(client.get(f"/play/{gid}/record.json").get_data(as_text=True))
    assert "deal" in record and record["view"]["seat"] == 0


def test_the_stored_game_is_an_engine_table(app, client):
    """The play pages keep a table of the engine, and the reader downloads its record as they
    saw it."""
    gid = new_game(client, "en", "vietnam", "greedy", rounds=3)
    play_through(app, client, gid, "en", random.Random(2), htmx=True, check_hidden=False)
    table = Table.from_json(stored(app, gid)[1])
    assert table.match_over and table.seats == (HUMAN, "greedy") and table.rules.name == "vietnam"
    downloaded = json.loads(client.get(f"/play/{gid}/record.json").get_data(as_text=True))
    assert downloaded == view_record(table.record(), 0)
    assert downloaded["result"]["score"] == table.score


def test_the_play_view_holds_no_game_logic():
    """Dealing, moving, scoring and records are the table's: the view only calls it."""
    source = Path(play_view.__file__).read_text(encoding="utf-8")
    tree = ast.parse(source)
    defined = {n.name for n in ast.walk(tree) if isinstance(n, ast.FunctionDef)}
    assert defined.isdisjoint({"_advance", "_new_hand", "_score", "_match_over", "game_record",
                               "_apply", "_hand_state"})
    imported = {a.name for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)
                for a in n.names}
    assert imported.isdisjoint({"deal", "next_dealer", "replay_hand", "hand_to_json",
                                "action_to_json", "result_to_json", "State"})
    assert "Table" in imported


def _start(app, client):
    """A new game where the reader has a card to play (a hand yaku can end one at the deal)."""
    while True:
        gid = new_game(client, "en", "nintendo", "greedy")
        html = client.get(f"/en/play/{gid}").get_data(as_text=True)
        if form_actions(html):
            return gid, html


def test_forged_and_stale_requests_are_refused(app, client):
    gid, html = _start(app, client)
    before = stored(app, gid)
    v = version_of(html)
    legal = form_actions(html)
    url = f"/en/play/{gid}"
    cases = [
        ({"v": str(int(v) + 1), "a": legal[0]}, 409),  # stale / forged version
        ({"a": legal[0]}, 400),  # no version
        ({"v": v, "a": "play nonsense-card"}, 400),  # unknown card
        ({"v": v, "a": "dance"}, 400),  # malformed
        ({"v": v, "a": "stop"}, 400),  # not legal now
        ({"v": v, "a": "1 " + legal[0]}, 400),  # the computer's seat
    ]
    _v, game = before
    states, _ = replay_hand({"rules": game["rules"], **game["hands"][-1]})
    not_mine = [c for c in states[-1].hand(1)][:1]
    cases += [({"v": v, "a": f"play {c}"}, 400) for c in not_mine]  # a card not in my hand
    for data, status in cases:
        for headers in ({}, {"HX-Request": "true"}):
            r = client.post(url, data=data, headers=headers)
            assert r.status_code == status, (data, r.status_code)
            assert stored(app, gid) == before
            assert "id=\"play\"" in r.get_data(as_text=True)
    # the refusal names the problem in the page's language
    r = client.post(f"/vi/play/{gid}", data={"v": "999", "a": legal[0]})
    assert "Nước đi này thuộc về một thế bài cũ hơn" in r.get_data(as_text=True)
    r = client.post(f"/zh/play/{gid}", data={"v": "999", "a": legal[0]})
    assert "这一步来自对局较早的局面" in r.get_data(as_text=True)
    # a good move, then the same request replayed: refused, game unchanged
    ok = client.post(url, data={"v": v, "a": legal[0]})
    assert ok.status_code == 303
    after = stored(app, gid)
    again = client.post(url, data={"v": v, "a": legal[0]})
    assert again.status_code == 409 and stored(app, gid) == after
    assert client.post(f"{url}/next", data={"v": str(after[0])}).status_code == 409


def test_unknown_game(client):
    for lang in LANGUAGES:
        assert client.get(f"/{lang}/play/nope").status_code == 404
        assert client.post(f"/{lang}/play/nope", data={"v": "0", "a": "stop"}).status_code == 404
        assert client.get(f"/{lang}/play/nope/hint?v=0").status_code == 404
    assert client.get("/play/nope/record.json").status_code == 404


def test_a_game_stored_before_tables_is_gone_not_broken(app, client):
    gid = new_game(client, "en", "nintendo", "greedy")
    _v, table = stored(app, gid)
    old = {"rules": "nintendo", "level": "greedy", "rounds": 1, "human": 0, "log": [],
           "hands": [{k: table["hands"][0][k] for k in ("dealer", "deal", "actions")}]}
    old_id = get_store(app).create("game", old)
    r = client.get(f"/en/play/{old_id}")
    assert r.status_code == 404 and "no game with this address" in r.get_data(as_text=True)


def test_bad_new_game(client):
    assert client.post("/en/play", data={"rules": "nope", "level": "greedy",
                                          "rounds": "1"}).status_code == 400
    assert client.post("/en/play", data={"rules": "nintendo", "level": "god",
                                          "rounds": "1"}).status_code == 400
    assert client.post("/en/play", data={"rules": "nintendo", "level": "greedy",
                                          "rounds": "7"}).status_code == 400
    for lang in LANGUAGES:
        assert client.get(f"/{lang}/play").status_code == 200


def test_hint(app, client):
    gid, html = _start(app, client)
    v = version_of(html)
    for lang, word in (("en", "The coach suggests"), ("vi", "Huấn luyện viên gợi ý"), ("zh", "教练建议")):
        r = client.get(f"/{lang}/play/{gid}/hint?v={v}")
        assert r.status_code == 200 and word in r.get_data(as_text=True)
        assert_nothing_hidden(app, gid, r, lang)
    r = client.get(f"/en/play/{gid}/hint?v={v}", headers={"HX-Request": "true"})
    assert r.status_code == 200 and "<html" not in r.get_data(as_text=True)
    assert client.get(f"/en/play/{gid}/hint?v=99").status_code == 409


def test_game_survives_a_restart(tmp_path):
    path = str(tmp_path / "games.sqlite3")
    app1 = create_app({"TESTING": True, "GAME_STORE": path})
    c1 = app1.test_client()
    gid, page1 = new_game_with_a_move(c1)
    app2 = create_app({"TESTING": True, "GAME_STORE": path})
    c2 = app2.test_client()
    page2 = c2.get(f"/en/play/{gid}").get_data(as_text=True)
    assert without_csrf_tokens(page1) == without_csrf_tokens(page2)  # each reader has their own
    r = c2.post(f"/en/play/{gid}", data={"v": version_of(page2), "a": form_actions(page2)[0]})
    assert r.status_code == 303


def test_no_cookies_and_no_caching(app, client):
    gid, _html = _start(app, client)
    r = client.get(f"/en/play/{gid}")
    assert "Set-Cookie" not in r.headers
    assert r.headers["Cache-Control"] == "no-store"
    assert "HX-Request" in r.headers["Vary"]
