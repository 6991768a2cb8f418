"""Finding 5: one client cannot flood game creation, and a flood never evicts a game in
progress (the reader keeps playing; newcomers are told to come back)."""

from __future__ import annotations

import re

import pytest
from flask_babel import force_locale, gettext
from website import create_app
from website.core.limits import CREATE_LIMIT
from website.core.store import SQLiteGameStore

from .conftest import parse

# a match: still being played even when its first hand ends at the deal
GAME = {"rules": "nintendo", "level": "greedy", "rounds": "3"}
TOO_MANY = ("You have started many games or uploaded many records in a short time. Please "
            "wait a little, then try again.")
FULL = ("Every table is taken: many games are being played right now. Please try again in a "
        "few minutes.")


def translated(app, lang: str, text: str) -> str:
    with app.test_request_context(), force_locale(lang):
        return gettext(text)


def from_address(address: str) -> dict:
    return {"environ_base": {"REMOTE_ADDR": address}}


def create(client, lang: str, address: str, game: dict = GAME):
    return client.post(f"/{lang}/play", data=game, **from_address(address))


@pytest.fixture()
def app(tmp_path):
    return create_app({"TESTING": True, "GAME_STORE": str(tmp_path / "games.sqlite3")})


def test_one_client_creating_games_fast_is_refused_in_its_language(app):
    client = app.test_client()
    per_minute = int(CREATE_LIMIT.split()[0])
    statuses = [create(client, "vi", "192.0.2.1").status_code for _ in range(per_minute + 5)]
    assert statuses == [303] * per_minute + [429] * 5
    for lang in ("vi", "zh", "en"):
        r = create(client, lang, "192.0.2.1")
        assert r.status_code == 429
        assert int(r.headers["Retry-After"]) > 0
        html = r.get_data(as_text=True)
        assert parse(html).html_lang.startswith(lang)
        message = translated(app, lang, TOO_MANY)
        assert message in html
        assert translated(app, lang, "Too many requests") in html
        if lang != "en":
            assert message != TOO_MANY and TOO_MANY not in html
    # somebody else is not held back
    assert create(client, "en", "192.0.2.2").status_code == 303


def test_uploads_count_towards_the_same_limit(tmp_path):
    app = create_app({"TESTING": True, "GAME_STORE": str(tmp_path / "g.sqlite3"),
                      "CREATE_LIMIT": "2 per minute"})
    client = app.test_client()
    assert create(client, "en", "192.0.2.3").status_code == 303
    assert create(client, "en", "192.0.2.3").status_code == 303
    r = client.post("/zh/games/upload", data={"record": "{}"}, **from_address("192.0.2.3"))
    assert r.status_code == 429
    assert translated(app, "zh", TOO_MANY) in r.get_data(as_text=True)


def test_a_flood_never_evicts_a_game_in_progress(tmp_path):
    store = SQLiteGameStore(tmp_path / "games.sqlite3", cap={"game": 10})
    app = create_app({"TESTING": True, "GAME_STORE": store})
    client = app.test_client()
    r = create(client, "en", "192.0.2.10")
    game_url = r.headers["Location"]
    # a flood from many addresses, each under the limit
    statuses = [create(client, "zh", f"198.51.100.{i}").status_code for i in range(1, 31)]
    assert statuses == [303] * 9 + [503] * 21
    refused = create(client, "zh", "198.51.100.99")
    assert refused.status_code == 503 and refused.headers["Retry-After"]
    html = refused.get_data(as_text=True)
    assert translated(app, "zh", FULL) in html and parse(html).html_lang.startswith("zh")
    # the reader's game is still there, and still takes moves
    page = client.get(game_url)
    assert page.status_code == 200
    text = page.get_data(as_text=True)
    version = re.search(r'name="v" value="(\d+)"', text).group(1)
    move = re.search(r'name="a" value="([^"]+)"', text)
    if move:
        assert client.post(game_url, data={"v": version, "a": move.group(1)}).status_code == 303
    else:  # the first hand ended at the deal: the next one
        assert client.post(f"{game_url}/next", data={"v": version}).status_code == 303


def test_a_finished_game_makes_room(tmp_path):
    store = SQLiteGameStore(tmp_path / "games.sqlite3", cap={"game": 1})
    app = create_app({"TESTING": True, "GAME_STORE": store})
    client = app.test_client()
    hand = dict(GAME, rounds="1")
    while True:  # a hand still being played (one may end at the deal: then it is not)
        game_url = create(client, "en", "192.0.2.20", hand).headers["Location"]
        if 'name="a"' in client.get(game_url).get_data(as_text=True):
            break
    assert create(client, "en", "192.0.2.21", hand).status_code == 503
    while True:  # play the hand out
        text = client.get(game_url).get_data(as_text=True)
        move = re.search(r'name="a" value="([^"]+)"', text)
        if move is None:
            break
        version = re.search(r'name="v" value="(\d+)"', text).group(1)
        assert client.post(game_url, data={"v": version, "a": move.group(1)}).status_code == 303
    assert create(client, "en", "192.0.2.21", hand).status_code == 303


def test_app_hosts_sharing_redis_count_together(redis_url):
    config = {"TESTING": True, "GAME_STORE": redis_url, "CREATE_LIMIT": "3 per minute"}
    hosts = [create_app(config).test_client(), create_app(config).test_client()]
    statuses = [create(hosts[i % 2], "en", "192.0.2.30").status_code for i in range(5)]
    assert statuses == [303, 303, 303, 429, 429]


def test_limits_switched_off_by_flask_limiters_own_setting_let_every_game_through(tmp_path):
    """``RATELIMIT_ENABLED=False`` once made every creation a 500 (the limiter, no longer
    held by the app, was collected under its views' weak reference)."""
    import gc

    app = create_app({"TESTING": True, "RATELIMIT_ENABLED": False,
                      "GAME_STORE": str(tmp_path / "games.sqlite3")})
    gc.collect()
    client = app.test_client()
    per_minute = int(CREATE_LIMIT.split()[0])
    assert {create(client, "en", "192.0.2.9").status_code for _ in range(per_minute + 3)} == {303}


def test_limits_are_on_unless_switched_off(app):
    assert app.config.get("RATELIMIT_ENABLED", True) is True
    assert "limiter" in app.extensions


def test_forwarded_headers_count_only_from_the_proxy(tmp_path):
    """The audit's D6: with PROXY_COUNT=1, a client reaching an app host directly named its
    own address in X-Forwarded-For and was never limited, and claimed https. Only a peer in
    TRUSTED_PROXIES (the private networks by default) is believed."""
    app = create_app({"TESTING": True, "GAME_STORE": str(tmp_path / "g.sqlite3"),
                      "PROXY_COUNT": 1, "CREATE_LIMIT": "3 per minute"})
    client = app.test_client()

    def create_via(peer: str, claimed: str) -> int:
        return client.post("/en/play", data=GAME, environ_base={"REMOTE_ADDR": peer},
                           headers={"X-Forwarded-For": claimed}).status_code

    # straight from the internet: every claimed address is the same client
    assert [create_via("203.0.113.5", f"192.0.2.{n}") for n in range(5)] == [303] * 3 + [429] * 2
    # through the proxy on the private network: each reader counts for themselves
    assert [create_via("10.0.0.2", f"192.0.2.{n}") for n in range(5)] == [303] * 5
    assert [create_via("10.0.0.2", "192.0.2.40") for _ in range(4)] == [303] * 3 + [429]
    claims_https = {"X-Forwarded-Proto": "https", "X-Forwarded-For": "192.0.2.50"}
    r = app.test_client().get("/en/play", headers=claims_https,
                              environ_base={"REMOTE_ADDR": "203.0.113.5"})
    assert "Secure" not in r.headers["Set-Cookie"] and "Strict-Transport-Security" not in r.headers
    r = app.test_client().get("/en/play", headers=claims_https,
                              environ_base={"REMOTE_ADDR": "10.0.0.2"})
    assert "Secure" in r.headers["Set-Cookie"] and "Strict-Transport-Security" in r.headers


def test_trusted_proxies_name_the_proxy(tmp_path):
    app = create_app({"TESTING": True, "GAME_STORE": str(tmp_path / "g.sqlite3"),
                      "PROXY_COUNT": 1, "TRUSTED_PROXIES": ["198.51.100.1"],
                      "CREATE_LIMIT": "2 per minute"})
    client = app.test_client()
    peers = ["10.0.0.3", "10.0.0.3", "10.0.0.3", "198.51.100.1", "198.51.100.1"]
    statuses = [client.post("/en/play", data=GAME, environ_base={"REMOTE_ADDR": peer},
                            headers={"X-Forwarded-For": f"192.0.2.{n + 60}"}).status_code
                for n, peer in enumerate(peers)]
    assert statuses == [303, 303, 429, 303, 303]
