"""Issue 8's findings, each as a reader or an attacker would meet it: no input answers 5xx,
hosts and bodies are bounded, records are checked and stored normalized, every response
carries security headers, every state-changing POST needs the CSRF token, a streak counts
a puzzle once, and content pages are cacheable while play pages are not."""

from __future__ import annotations

import io
import json
import random
import re

import pytest
from cachetools import LRUCache
from flask import url_for
from website import create_app
from website.core import security
from website.features.viewer import views as games_views
from werkzeug.test import EnvironBuilder, run_wsgi_app

from engine.games import sample_records
from engine.koikoi.game import GAME as KOIKOI
from engine.table import play_match

from .test_play import form_actions, new_game, new_game_with_a_move, play_through, stored, version_of
from .test_puzzles import first, post, right_form, wrong_form

# str.isdigit() accepts all four; int() refuses the first two and reads the last two as 1:
# none of them is a number any form of ours sends
ODD_DIGITS = ["²", "①", "١", "１"]
UPLOAD_ERROR = {"vi": "không chơi lại được bản ghi", "zh": "规则引擎无法", "en": "The engine could not"}
CSRF_ERROR = {"vi": "Biểu mẫu này đã hết hạn", "zh": "该表单已过期", "en": "This form has expired"}


@pytest.fixture()
def app(tmp_path):
    from .conftest import _compile_catalogues

    _compile_catalogues()
    return create_app({"TESTING": True, "GAME_STORE": str(tmp_path / "games.sqlite3")})


def sample_record(name="koikoi-pays-off") -> dict:
    return json.loads(sample_records()[name].read_text(encoding="utf-8"))["record"]


def raw(app, path, method="GET", body=None, **environ) -> tuple[int, dict, str]:
    """A request straight to the WSGI app, as a server would pass it: the test client itself
    cannot send an unseekable chunked body or a Host it cannot parse."""
    env = EnvironBuilder(path=path, method=method).get_environ()
    env.pop("CONTENT_LENGTH", None)
    env.update(environ)
    if body is not None:
        env["wsgi.input"] = body
    app_iter, status, headers = run_wsgi_app(app, env, buffered=True)
    return int(status.split()[0]), headers, b"".join(app_iter).decode()


def upload(client, record, lang="en"):
    text = record if isinstance(record, str) else json.dumps(record)
    return client.post(f"/{lang}/games/upload", data={"record": text})


# -- 1: url_for's own keywords in the query string ----------------------------------------------

@pytest.mark.parametrize("key", ["endpoint", "_external", "_scheme", "_method", "_anchor"])
@pytest.mark.parametrize("path, status", [("/en/cards", 200), ("/en/", 200), ("/vi/history", 200),
                                          ("/en/no-such-page", 404)])
def test_reserved_url_for_names_in_the_query(client, key, path, status):
    r = client.get(f"{path}?{key}=x&kind=bright")
    assert r.status_code == status
    if status == 200:  # the language links keep the query exactly as it came
        assert f'href="/zh{path[3:]}?{key}=x&amp;kind=bright"' in r.get_data(as_text=True)


# -- 2: digits of other scripts ---------------------------------------------------------------

@pytest.mark.parametrize("digit", ODD_DIGITS)
def test_odd_digits_in_steps_are_400(client, digit):
    assert client.get(f"/en/games/teshi?step={digit}").status_code == 400
    r = upload(client, sample_record())
    assert r.status_code == 303
    viewer = r.headers["Location"].split("?")[0]
    assert client.get(f"{viewer}?step={digit}").status_code == 400
    assert client.get(f"/en/puzzles?page={digit}&level={digit}").status_code == 200


def test_odd_digits_in_play_forms_are_400(app, client):
    for digit in ODD_DIGITS:
        r = client.post("/en/play", data={"rules": "nintendo", "level": "random", "rounds": digit})
        assert r.status_code == 400
    gid, html = new_game_with_a_move(client)
    before = stored(app, gid)
    for digit in ODD_DIGITS:
        assert client.post(f"/en/play/{gid}", data={"v": digit, "a": form_actions(html)[0]}) \
            .status_code == 400
        assert client.post(f"/en/play/{gid}/next", data={"v": digit}).status_code == 400
        assert client.get(f"/en/play/{gid}/hint?v={digit}").status_code == 400
    assert stored(app, gid) == before
    play_through(app, client, gid, "en", random.Random(3), htmx=False, check_hidden=False)
    assert client.get(f"/en/play/{gid}/review?step=1").status_code == 200
    for digit in ODD_DIGITS:
        assert client.get(f"/en/play/{gid}/review?step={digit}").status_code == 400


@pytest.mark.parametrize("digit", ODD_DIGITS)
def test_odd_digits_in_a_scoring_answer_are_400(client, digit):
    p = first("scoring")
    r = post(client, p, {**right_form(p), "points": digit})
    assert r.status_code == 400 and "0 to 999" in r.get_data(as_text=True)


# -- 3, 6, 8: records are checked by the engine, bounded, and stored normalized ------------------

@pytest.mark.parametrize("lang", ["vi", "zh", "en"])
@pytest.mark.parametrize("text, detail", [
    ("[" * 1000 + "]" * 1000, "nested too deeply"),
    ('{"dealer": ' + "1" * 4400 + "}", "number too long"),
    (None, "hands[0].dealer must be 0 or 1, not 1.0"),
])
def test_records_that_crashed_the_replay_are_400(client, lang, text, detail):
    if text is None:
        match = play_match(KOIKOI, "nintendo", ["random", "random"], 2, 2)
        match["hands"][0]["dealer"] = 1.0
        text = json.dumps(match)
    r = upload(client, text, lang)
    body = r.get_data(as_text=True)
    assert r.status_code == 400 and UPLOAD_ERROR[lang] in body and detail in body


def test_a_match_of_more_hands_than_any_rule_set_plays_is_refused(client):
    def match(rounds):
        return play_match(KOIKOI, "nintendo", ["random", "random"], 5, rounds)

    assert upload(client, match(12)).status_code == 303
    r = upload(client, match(13))
    assert r.status_code == 400 and "hands must hold at most 12 items" in r.get_data(as_text=True)


def test_padding_is_not_stored(client):
    record = sample_record()
    padded = {**record, "junk": "x" * 250_000, "deal": {**record["deal"], "more": "y" * 100}}
    r = upload(client, padded)
    assert r.status_code == 303
    token = r.headers["Location"].split("/")[-1].split("?")[0]
    served = client.get(f"/games/r/{token}.json").get_data(as_text=True)
    assert "junk" not in served and "more" not in served and len(served) < 20_000
    assert json.loads(served)["deal"] == record["deal"]


def test_move_list_cache_is_bounded_by_size(client, monkeypatch):
    monkeypatch.setattr(games_views, "_MOVES_CACHE", LRUCache(maxsize=1_000_000, getsizeof=len))
    monkeypatch.setattr(games_views, "MOVES_CACHE_BYTES", 1_000_000)
    for seed in range(8):  # eight different 6-hand matches, each viewed in two languages
        match = play_match(KOIKOI, "nintendo", ["random", "random"], seed, 6)
        viewer = upload(client, match).headers["Location"]
        for lang in ("en", "vi"):
            assert client.get(viewer.replace("/en/", f"/{lang}/")).status_code == 200
    cache = games_views._MOVES_CACHE
    assert 0 < sum(len(v) for v in cache.values()) <= 1_000_000
    assert len(cache) < 16  # the oldest lists made room


# -- 4: Host headers ----------------------------------------------------------------------------

@pytest.mark.parametrize("host", ["evil.example", "a" * 64 + ".localhost", "local host",
                                  "localhost:5000/x", "xn--.example", "-bad.localhost"])
def test_untrusted_or_malformed_host_is_400_and_never_echoed(app, host):
    for method, path in (("GET", "/en"), ("GET", "/en/cards"), ("POST", "/en/play"), ("GET", "/")):
        status, headers, body = raw(app, path, method, HTTP_HOST=host, HTTP_ACCEPT_LANGUAGE="zh")
        assert status == 400 and "Location" not in headers
        assert host not in body and "本站不响应你所使用的地址" in body


def test_trusted_hosts_keep_working_and_come_from_the_environment(monkeypatch):
    client = create_app({"TESTING": True}).test_client()
    r = client.get("/en", headers={"Host": "127.0.0.1:8123"})
    assert r.status_code == 308 and r.headers["Location"] == "http://127.0.0.1:8123/en/"
    monkeypatch.setenv("TRUSTED_HOSTS", "hoa-cuc.example, .hoa-cuc.example")
    client = create_app({"TESTING": True}).test_client()
    assert client.get("/en/", headers={"Host": "www.hoa-cuc.example"}).status_code == 200
    assert client.get("/en/", headers={"Host": "localhost"}).status_code == 400


# -- 7: bodies are refused early, chunked ones included ---------------------------------------

class CountingStream(io.RawIOBase):
    """A body of ``size`` bytes that counts what the app reads of it."""

    def __init__(self, size: int):
        self.left, self.read_bytes = size, 0

    def readable(self):
        return True

    def readinto(self, buffer):
        n = min(len(buffer), self.left)
        buffer[:n] = b"a" * n
        self.left -= n
        self.read_bytes += n
        return n


@pytest.mark.parametrize("path", ["/en/games/upload", "/en/play", "/en/puzzles/cap-000000"])
def test_a_chunked_body_is_cut_off_at_the_limit(app, path):
    stream = CountingStream(64 * 1024 * 1024)
    status, _headers, _body = raw(app, path, "POST", stream, **{
        "CONTENT_TYPE": "application/x-www-form-urlencoded", "HTTP_TRANSFER_ENCODING": "chunked",
        "wsgi.input_terminated": True})  # what gunicorn sets for a chunked body
    assert status == 413
    assert stream.read_bytes <= security.MAX_BODY + 64 * 1024


def test_a_large_declared_body_is_refused_unread(app):
    stream = CountingStream(8 * 1024 * 1024)
    status, _headers, body = raw(app, "/vi/play", "POST", stream, **{
        "CONTENT_TYPE": "multipart/form-data; boundary=x", "CONTENT_LENGTH": str(8 * 1024 * 1024)})
    assert status == 413 and stream.read_bytes == 0
    assert "Yêu cầu này lớn hơn mức trang chấp nhận" in body


def test_a_large_file_part_in_a_puzzle_answer_is_413(client):
    p = first("capture")
    r = client.post(f"/en/puzzles/{p['id']}", content_type="multipart/form-data",
                    data={"puzzle": p["id"], "f": (io.BytesIO(b"a" * 2_000_000), "x.bin")})
    assert r.status_code == 413


# -- 9, 10: headers and the session cookie -----------------------------------------------------

@pytest.mark.parametrize("path", ["/en/", "/en/cards", "/en/play", "/en/no-such-page",
                                  "/cards/pine-crane.svg", "/months.css"])
def test_security_headers_on_every_response(client, path):
    r = client.get(path)
    csp = r.headers["Content-Security-Policy"]
    assert "script-src 'self'" in csp and "unsafe-inline" not in csp and "unsafe-eval" not in csp
    assert "frame-ancestors 'none'" in csp and "style-src 'self'" in csp
    assert r.headers["X-Content-Type-Options"] == "nosniff"
    assert r.headers["Referrer-Policy"] == "strict-origin-when-cross-origin"
    assert "camera=()" in r.headers["Permissions-Policy"]
    assert "Strict-Transport-Security" not in r.headers  # plain http
    assert client.get(path, base_url="https://localhost").headers["Strict-Transport-Security"] \
        .startswith("max-age=31536000")


@pytest.mark.parametrize("path", ["/en/", "/zh/cards", "/vi/months/pine", "/en/cards/pine-crane",
                                  "/en/games/teshi", "/en/play", "/en/puzzles/learn",
                                  "/en/games/upload", "/vi/koikoi", "/zh/tam-cuc"])
def test_no_inline_script_style_or_handler_for_the_csp_to_block(client, path):
    html = client.get(path).get_data(as_text=True)
    assert not re.search(r"<script(?![^>]*\bsrc=)[^>]*>", html)
    assert not re.search(r"<style\b|\sstyle=|\son[a-z]+=|javascript:", html, re.I)


def test_session_cookie_flags(app):
    r = app.test_client().get("/en/play")
    cookie = r.headers["Set-Cookie"]
    assert "HttpOnly" in cookie and "SameSite=Lax" in cookie and "Secure" not in cookie
    r = app.test_client().get("/en/play", base_url="https://localhost")
    assert "Secure" in r.headers["Set-Cookie"]


def test_https_through_a_trusted_proxy_only():
    forwarded = {"X-Forwarded-Proto": "https", "X-Forwarded-For": "203.0.113.9"}
    direct = create_app({"TESTING": True}).test_client()
    r = direct.get("/en/play", headers=forwarded)
    assert "Secure" not in r.headers["Set-Cookie"] and "Strict-Transport-Security" not in r.headers
    proxied = create_app({"TESTING": True, "PROXY_COUNT": 1}).test_client()
    r = proxied.get("/en/play", headers=forwarded)
    assert "Secure" in r.headers["Set-Cookie"] and "Strict-Transport-Security" in r.headers


# -- 11: CSRF -----------------------------------------------------------------------------------

def post_urls(app, gid: str, pid: str) -> list[str]:
    values = {"lang": "en", "game_id": gid, "pid": pid, "game": "koikoi", "n": 1,
              "tid": "A" * 22, "key": "B" * 24}
    with app.test_request_context():
        return [url_for(rule.endpoint, **{a: values[a] for a in rule.arguments})
                for rule in app.url_map.iter_rules() if "POST" in rule.methods]


@pytest.mark.parametrize("lang", ["vi", "zh", "en"])
def test_every_post_needs_the_token(app, client, lang):
    gid = new_game(client)
    p = first("capture")
    urls = post_urls(app, gid, p["id"])
    assert len(urls) >= 5
    before = stored(app, gid)
    for url in urls:
        url = url.replace("/en/", f"/{lang}/")
        for headers in ({}, {"X-CSRFToken": "forged"}, {"Origin": "https://evil.example"}):
            r = client.post(url, data={"v": "0", "a": "stop", "rules": "nintendo",
                                       "puzzle": p["id"], **right_form(p)},
                            headers=headers, csrf="X-CSRFToken" in headers)
            assert r.status_code == 400, url
            assert CSRF_ERROR[lang] in r.get_data(as_text=True)
    assert stored(app, gid) == before
    assert "Solved 0 of" in client.get("/en/puzzles").get_data(as_text=True)


def test_a_refused_htmx_post_gets_a_block_not_a_page(client):
    p = first("capture")
    r = client.post(f"/vi/puzzles/{p['id']}", data={"puzzle": p["id"], **right_form(p)},
                    headers={"HX-Request": "true"}, csrf=False)
    body = r.get_data(as_text=True)
    assert r.status_code == 400 and CSRF_ERROR["vi"] in body and "<html" not in body


def test_the_token_from_the_page_works_with_and_without_htmx(app, client):
    gid, html = new_game_with_a_move(client)
    token = re.search(r'name="csrf_token" value="([^"]+)"', html).group(1)
    assert f'"X-CSRFToken": "{token}"' in html  # htmx sends it as a header too
    data = {"v": version_of(html), "a": form_actions(html)[0]}
    r = client.post(f"/en/play/{gid}", data={**data, "csrf_token": token}, csrf=False)
    assert r.status_code == 303
    html = client.get(f"/en/play/{gid}").get_data(as_text=True)
    if form_actions(html):
        r = client.post(f"/en/play/{gid}", data={"v": version_of(html), "a": form_actions(html)[0]},
                        headers={"HX-Request": "true", "X-CSRFToken": token}, csrf=False)
        assert r.status_code == 200


# -- 12: a streak counts a puzzle once per run ----------------------------------------------------

def test_replaying_a_right_answer_does_not_grow_the_streak(client):
    p = first("capture")
    for _ in range(6):
        assert "pz-right" in post(client, p, right_form(p), mode="streak").get_data(as_text=True)
    assert "Streak: 1" in client.get("/en/puzzles/streak").get_data(as_text=True)
    q = first("choice")
    post(client, q, right_form(q), mode="streak")
    assert "Streak: 2" in client.get("/en/puzzles/streak").get_data(as_text=True)
    post(client, q, wrong_form(q), mode="streak")  # a wrong answer ends the run
    post(client, p, right_form(p), mode="streak")  # a new run: it counts again
    assert "Streak: 1" in client.get("/en/puzzles/streak").get_data(as_text=True)


# -- caching --------------------------------------------------------------------------------------

@pytest.mark.parametrize("path", ["/vi/", "/en/history", "/zh/koikoi", "/en/glossary",
                                  "/en/cards", "/vi/months/pine", "/en/cards/pine-crane",
                                  "/en/games", "/en/games/koikoi-pays-off?step=3"])
def test_content_pages_are_cacheable_and_conditional(client, path):
    for encoding in ("identity", "gzip"):
        r = client.get(path, headers={"Accept-Encoding": encoding})
        assert r.status_code == 200 and r.headers["Cache-Control"] == "public, max-age=300"
        assert "Set-Cookie" not in r.headers and "Cookie" not in r.headers.get("Vary", "")
        again = client.get(path, headers={"Accept-Encoding": encoding,
                                          "If-None-Match": r.headers["ETag"]})
        assert again.status_code == 304 and again.get_data() == b""


def test_pages_with_a_readers_state_are_not_stored(app, client):
    gid = new_game(client)
    for path in (f"/en/play/{gid}", "/en/play", "/en/puzzles", "/en/puzzles/streak",
                 "/en/puzzles/daily", "/en/games/upload", "/en/no-such-page"):
        r = client.get(path)
        assert r.headers["Cache-Control"] == "no-store" and "ETag" not in r.headers, path


@pytest.mark.parametrize("path", ["/vi/koikoi/play", "/en/koikoi/games", "/zh/koikoi/puzzles"])
def test_a_redirect_quotes_the_raw_query_it_copies(app, path):
    """Koi-Koi's game-agnostic addresses redirect to its first ones, query and all: a raw
    control character in the query is quoted, not a 500 for a Location header it breaks."""
    from werkzeug.test import EnvironBuilder, run_wsgi_app

    environ = EnvironBuilder(path=path).get_environ()
    environ["QUERY_STRING"] = "step=1\n\x01x"
    _body, status, headers = run_wsgi_app(app.wsgi_app, environ)
    location = dict(headers)["Location"]
    assert status.startswith("308") and location.startswith(f"http://localhost{path.replace('/koikoi', '')}?")
    assert "\n" not in location and "\x01" not in location
