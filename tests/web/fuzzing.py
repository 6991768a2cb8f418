"""Requests a careless or hostile client might send, drawn from the app's own URL map:
every route, with good and bad path values, query strings, forms, files, JSON, raw
bodies, methods, hosts, cookies and headers, odd Unicode included.

Requests go straight to the WSGI app (as a server would pass them), so even a Host or a body
that Werkzeug's test client refuses to build reaches the app. ``Fuzzer.send`` returns the
status; anything 5xx, or an exception escaping the app, is a defect.
"""

from __future__ import annotations

import io
import json
import random
import re
from collections import Counter
from urllib.parse import quote, unquote_to_bytes, urlencode

from werkzeug.test import EnvironBuilder, run_wsgi_app

from engine.koikoi import puzzles as P
from engine.koikoi.game import GAME as KOIKOI
from engine.table import play_deal

ODD = ["", " ", "-1", "0", "1", "3", "99999", "9" * 5000, "abc", "²", "①", "١", "１", "1.0",
       "1e3", "\x00", "..", "../../etc/passwd", "A" * 3000, "<script>x</script>", "\u202e",
       "%00", "%", "\ud7ff", "🀄", "null", "[]", "{}", "true", "pine-crane", "nintendo",
       "greedy", "strong", "stop", "koikoi", "play pine-crane", "bright", "list", "streak",
       "answer", "solution", "endpoint", "_external"]
KEYS = ["step", "v", "kind", "page", "level", "theme", "card", "rounds", "rules", "a", "mode",
        "tries", "action", "take", "points", "yaku", "month", "decision", "puzzle", "record",
        "endpoint", "_external", "_scheme", "_method", "_anchor", "csrf_token", "file", "c", "f",
        "kk", "name", "seat", "seats", "move_time", "stand_in", "hints", "back", "seat1", "w", "t"]
METHODS = ["GET", "GET", "GET", "POST", "POST", "HEAD", "PUT", "DELETE", "PATCH", "OPTIONS"]
GOOD_HOSTS = ["localhost", "127.0.0.1:5000", "LOCALHOST"]
BAD_HOSTS = ["evil.example",
         "a" * 64 + ".localhost", "xn--.localhost", "localhost:99999999", "", "[::1]", "local host",
         "ä.localhost", "localhost\r\nX: y", "-x.localhost", "localhost."]
CONTENT_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data; boundary=x",
                 "application/json", "text/plain", "multipart/form-data", "application/xml",
                 "application/x-www-form-urlencoded; charset=utf-16", ""]

# Unicode a reader might paste, and some no reader would: every plane, controls, marks.
ALPHABETS = [(0x20, 0x7E), (0x00, 0x1F), (0xA0, 0x24F), (0x300, 0x36F), (0x4E00, 0x9FFF),
             (0x1EA0, 0x1EF9), (0xFF00, 0xFFEF), (0x1F000, 0x1FAFF), (0x10000, 0x10FFFF)]


def odd_text(rng: random.Random, most: int = 40) -> str:
    """A value from the list of known troublemakers, a number, or random Unicode."""
    kind = rng.randrange(4)
    if kind == 0:
        return rng.choice(ODD)
    if kind == 1:
        return str(rng.randint(-10**12, 10**12))
    chars = []
    for _ in range(rng.randint(0, most)):
        lo, hi = rng.choice(ALPHABETS)
        c = rng.randint(lo, hi)
        chars.append(chr(c) if not 0xD800 <= c <= 0xDFFF else "?")
    return "".join(chars)


def json_value(rng: random.Random, depth: int = 0):
    """Random JSON, shaped now and then like a record (its keys), nested a few levels."""
    kind = rng.randrange(8 if depth < 4 else 5)
    if kind == 0:
        return None
    if kind == 1:
        return rng.choice([True, False, 0, 1, -1, 1.0, 10**30, 1e308])
    if kind == 2:
        return rng.randint(-10**9, 10**9)
    if kind in (3, 4):
        return odd_text(rng, 20)
    if kind == 5:
        return [json_value(rng, depth + 1) for _ in range(rng.randint(0, 4))]
    keys = KEYS + ["dealer", "deal", "hands", "actions", "result", "game", "players"]
    return {rng.choice(keys): json_value(rng, depth + 1) for _ in range(rng.randint(0, 4))}


class Fuzzer:
    """Knows the app's routes and some values that exist (a game, a record, a puzzle), so that
    requests reach deep into the views and not only their 404s."""

    def __init__(self, app):
        self.app = app
        self.sent = 0
        self.statuses: Counter[int] = Counter()
        self.failures: list[str] = []
        self.rules = [r for r in app.url_map.iter_rules()]
        self.cookie, self.token = self._session()
        record = play_deal(KOIKOI, "nintendo", ["random", "random"], 1)
        self.record_text = json.dumps(record)
        self.game_id = self._created("/en/play", {"rules": "nintendo", "level": "random"})
        self.upload = self._created("/en/games/upload", {"record": self.record_text})
        self.table, invite, watch = self._table()
        puzzle = P.load(P.DEFAULT_PATH)[0]["id"]
        self.values = {
            "lang": ["vi", "zh", "en"], "card_id": ["pine-crane", "back", "willow-rainman"],
            "flower": ["pine", "willow"], "pid": [puzzle, "cap-000000", "daily"],
            "game_id": [self.game_id, "koikoi-pays-off", "teshi"], "token": [self.upload],
            "filename": ["css/site.css", "vendor/htmx/LICENSE", "../secret_key"],
            "game": ["koikoi", "chess"], "n": ["1", "7", "0", "99"],
            "tid": [self.table, "A" * 22], "key": [invite, watch, "x" * 24],
        }

    # -- set-up: a session with a CSRF token, a game and an uploaded record ------------------

    def _raw(self, method, path, query="", headers=(), body=b"", content_type=None):
        builder = EnvironBuilder(path="/", method=method)
        env = builder.get_environ()
        # WSGI strings carry the request's bytes as latin-1; the server has decoded %XX in the path
        env.update({"PATH_INFO": unquote_to_bytes(path).decode("latin-1"),
                    "QUERY_STRING": query.encode("utf-8", "surrogatepass").decode("latin-1"),
                    "wsgi.input": io.BytesIO(body),
                    "CONTENT_LENGTH": str(len(body)) if body else "", "HTTP_HOST": "localhost"})
        if content_type is not None:
            env["CONTENT_TYPE"] = content_type
        for name, value in headers:
            env["HTTP_" + name.upper().replace("-", "_")] = value.encode(
                "utf-8", "surrogatepass").decode("latin-1")
        app_iter, status, response_headers = run_wsgi_app(self.app, env, buffered=True)
        return int(status.split()[0]), response_headers, b"".join(app_iter)

    def _session(self) -> tuple[str, str]:
        _status, headers, body = self._raw("GET", "/en/play")
        cookie = headers["Set-Cookie"].split(";")[0]
        token = re.search(rb'name="csrf_token" value="([^"]+)"', body).group(1).decode()
        return cookie, token

    def _created(self, path: str, form: dict) -> str:
        status, headers, _ = self._raw(
            "POST", path, body=urlencode(form).encode(),
            content_type="application/x-www-form-urlencoded",
            headers=[("Cookie", self.cookie), ("X-CSRFToken", self.token)])
        assert status == 303, (path, status)
        return headers["Location"].split("?")[0].rstrip("/").split("/")[-1]

    def _table(self) -> tuple[str, str, str]:
        """A table of friends with this session seated as its host (the session's cookie now
        holds the seat), its invitation and spectator keys."""
        form = {"name": "Fuzz", "seats": "2", "rules": "nintendo", "rounds": "1",
                "move_time": "30", "stand_in": "random", "seat1": "person", "hints": "on"}
        status, headers, _ = self._raw(
            "POST", "/en/tables", body=urlencode(form).encode(),
            content_type="application/x-www-form-urlencoded",
            headers=[("Cookie", self.cookie), ("X-CSRFToken", self.token)])
        assert status == 303, status
        self.cookie = headers["Set-Cookie"].split(";")[0]
        table = headers["Location"].rstrip("/").split("/")[-1]
        _status, _headers, body = self._raw("GET", f"/en/tables/{table}",
                                            headers=[("Cookie", self.cookie)])
        invite = re.search(rb"/join/([\w-]+)", body).group(1).decode()
        watch = re.search(rb"/watch/([\w-]+)", body).group(1).decode()
        return table, invite, watch

    # -- drawing one request ------------------------------------------------------------------

    def _path(self, rng: random.Random, rule) -> str:
        def segment(m):
            good = self.values.get(m.group(2), ["x"])
            value = rng.choice(good) if rng.randrange(4) else odd_text(rng)
            return value if rng.randrange(10) == 0 else quote(value, safe="")

        path = re.sub(r"<(?:[^:<>]+:)?([^<>]*?)?([A-Za-z_]+)>", segment, rule.rule)
        if rng.randrange(20) == 0:
            path = rng.choice(["", "/", "//", "/.."]) + path + quote(odd_text(rng))
        return path

    def _body(self, rng: random.Random) -> tuple[bytes, str | None]:
        kind = rng.choice(["form", "form", "form", "multipart", "json", "raw"])
        if kind == "form":
            form = [(rng.choice(KEYS), odd_text(rng)) for _ in range(rng.randint(0, 8))]
            return urlencode(form).encode(), "application/x-www-form-urlencoded"
        if kind == "multipart":
            content = rng.choice([self.record_text, "{", "", "x" * 300_000, "x" * 700_000,
                                  odd_text(rng)])
            env = EnvironBuilder(method="POST", data={
                rng.choice(KEYS): odd_text(rng),
                "file": (io.BytesIO(content.encode("utf-8", "surrogatepass")), "r.json")}
            ).get_environ()
            return env["wsgi.input"].read(), env["CONTENT_TYPE"]
        if kind == "json":
            return json.dumps(json_value(rng)).encode(), "application/json"
        return rng.randbytes(rng.randint(0, 200)), rng.choice(CONTENT_TYPES)

    def random_request(self, rng: random.Random) -> dict:
        rule = rng.choice(self.rules)
        method = rng.choice(sorted(rule.methods - {"OPTIONS", "HEAD"}) + METHODS)
        pairs = [(rng.choice(KEYS) if rng.randrange(3) else odd_text(rng), odd_text(rng))
                 for _ in range(rng.randint(0, 5))]
        query = urlencode(pairs) if rng.randrange(10) else odd_text(rng, 60)
        headers = [("Host", rng.choice(GOOD_HOSTS if rng.randrange(10) else BAD_HOSTS))]
        if rng.randrange(2):
            headers.append(("HX-Request", rng.choice(["true", "false", "", "①"])))
        if rng.randrange(5) == 0:
            headers.append(("HX-History-Restore-Request", "true"))
        if rng.randrange(2):
            headers.append(("Accept-Language", rng.choice(
                ["vi", "zh-CN,zh;q=0.9", "en;q=x", "*", ",,;;q=1e9", odd_text(rng)])))
        if rng.randrange(4) == 0:
            headers.append(("Accept-Encoding", rng.choice(["gzip", "br", "x;q=-1"])))
        if rng.randrange(6) == 0:
            headers.append(("If-None-Match", rng.choice(['"x"', "*", 'W/"', "\u00e9"])))
        cookie = rng.choice([self.cookie, self.cookie, "", "session=" + odd_text(rng),
                             self.cookie[:-4]])
        if cookie:
            headers.append(("Cookie", cookie))
        if rng.randrange(4):  # a good token: the request reaches the view behind CSRF
            headers.append(("X-CSRFToken", self.token))
        elif rng.randrange(2):
            headers.append(("X-CSRFToken", odd_text(rng)))
        if rng.randrange(10) == 0:
            headers.append(("X-Forwarded-Proto", "https"))
        body, content_type = b"", None
        if method not in ("GET", "HEAD") or rng.randrange(10) == 0:
            body, content_type = self._body(rng)
        return {"method": method, "path": self._path(rng, rule), "query": query,
                "headers": headers, "body": body, "content_type": content_type}

    def send(self, request: dict) -> int:
        self.sent += 1
        try:
            status = self._raw(request["method"], request["path"], request["query"],
                               request["headers"], request["body"], request["content_type"])[0]
        except Exception as e:  # escaping the app: a 500 in production
            status = 500
            request = {**request, "exception": f"{type(e).__name__}: {e}"}
        self.statuses[status] += 1
        if status >= 500:
            self.failures.append(repr({k: v for k, v in request.items() if k != "body"})[:400])
        return status
