"""Sample games: every record replays; the viewer steps, deep-links and refuses bad steps;
uploaded records are checked by the engine."""

from __future__ import annotations

import io
import json
import re
from html import unescape

import pytest
from website.core.i18n import LANGUAGES
from website.features.viewer.views import load_sample, samples

from engine.errors import RecordError
from engine.games import game_of, sample_records

SAMPLES = list(sample_records())


@pytest.fixture()
def app(tmp_path):
    from website import create_app

    from .conftest import _compile_catalogues

    _compile_catalogues()
    return create_app({"TESTING": True, "GAME_STORE": str(tmp_path / "games.sqlite3")})


def games_url(lang: str, slug: str) -> str:
    """The sample list of the game a sample belongs to (Koi-Koi keeps the site's first URLs)."""
    game = samples()[slug].replayed.game.slug
    return f"/{lang}/games" if game == "koikoi" else f"/{lang}/{game}/games"


def board(html: str) -> str:
    m = re.search(r'<div class="board" id="board">.*?</aside>', html, re.S)
    assert m, html[:500]
    return m.group(0)


@pytest.mark.parametrize("slug", SAMPLES)
def test_every_sample_replays(slug):
    sample = load_sample(sample_records()[slug])
    doc = json.loads(sample_records()[slug].read_text(encoding="utf-8"))
    game_of(doc["record"]).replay(doc["record"])
    for field in ("title", "summary"):
        assert set(doc[field]) >= set(LANGUAGES)
    assert sample.rules == doc["rules"]


def test_the_library():
    games = [g for g in samples().values() if g.replayed.game.slug == "koikoi"]
    singles = [g for g in games if not g.replayed.is_match]
    matches = [g for g in games if g.replayed.is_match]
    assert len(singles) >= 12 and len(matches) >= 2
    assert len({g.rules for g in games}) >= 3
    reasons = {g.replayed.hands[0][0][-1].result.reason for g in singles}
    assert reasons == {"stop", "exhausted", "hand-yaku"}


def test_a_broken_sample_fails(tmp_path):
    doc = json.loads(sample_records()[SAMPLES[0]].read_text(encoding="utf-8"))
    doc["id"] = "broken"
    record = doc["record"] if "deal" in doc["record"] else doc["record"]["hands"][0]
    record["deal"]["stock"] = record["deal"]["stock"][:-1]
    path = tmp_path / "broken.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(RecordError):
        load_sample(path)
    doc = json.loads(sample_records()[SAMPLES[0]].read_text(encoding="utf-8"))
    doc["id"] = "broken"
    del doc["title"]["zh"]
    path.write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(RecordError):
        load_sample(path)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_list_links_every_sample(client, lang):
    for slug in SAMPLES:
        html = client.get(games_url(lang, slug)).get_data(as_text=True)
        assert f'{games_url(lang, slug)}/{slug}"' in html


@pytest.mark.parametrize("slug", SAMPLES)
def test_every_step_renders_and_back_is_the_same_page(client, slug):
    sample = samples()[slug]
    last = len(sample.replayed.frames) - 1
    hx = {"HX-Request": "true"}
    for lang in LANGUAGES:
        for n in sorted(k for k in {0, 1, last // 2, last - 1, last} if 0 <= k <= last):
            url = f"{games_url(lang, slug)}/{slug}"
            direct = client.get(f"{url}?step={n}")
            assert direct.status_code == 200
            if n < last:
                forward = client.get(f"{url}?step={n + 1}", headers=hx)
                assert forward.status_code == 200
                back = client.get(f"{url}?step={n}", headers=hx)
                assert board(back.get_data(as_text=True)) == board(direct.get_data(as_text=True))
    # every step renders in one language
    for n in range(last + 1):
        assert client.get(f"{games_url('en', slug)}/{slug}?step={n}", headers=hx).status_code == 200


def test_htmx_partial_full_page_and_vary(client):
    url = "/en/games/koikoi-backfires?step=3"
    full = client.get(url)
    part = client.get(url, headers={"HX-Request": "true"})
    restore = client.get(url, headers={"HX-Request": "true", "HX-History-Restore-Request": "true"})
    assert "HX-Request" in full.headers["Vary"] and "HX-Request" in part.headers["Vary"]
    assert "<html" in full.get_data(as_text=True)
    assert "<html" not in part.get_data(as_text=True)
    assert re.match(r'\s*<title>[^<]*</title>\s*<div id="viewer"', part.get_data(as_text=True))
    assert "<html" in restore.get_data(as_text=True)
    assert 'hx-push-url="true"' in full.get_data(as_text=True)
    assert 'href="/en/games/koikoi-backfires?step=4"' in full.get_data(as_text=True)


@pytest.mark.parametrize("step,status", [("x", 400), ("1.5", 400), ("", 400), ("-", 400),
                                         ("9" * 40, 400)])
def test_bad_steps(client, step, status):
    for lang in LANGUAGES:
        r = client.get(f"/{lang}/games/koikoi-backfires?step={step}")
        assert r.status_code == status
        assert "<html" in r.get_data(as_text=True)
    assert "0" in client.get("/en/games/koikoi-backfires?step=x").get_data(as_text=True)
    assert client.get("/en/games/no-such-game").status_code == 404


@pytest.mark.parametrize("step,goes_to", [("99999", "last"), ("-3", "0"), ("-0", None)])
def test_a_step_past_either_end_goes_to_the_nearest_one(client, step, goes_to):
    last = client.get("/en/games/koikoi-backfires?step=0").get_data(as_text=True)
    last = max(map(int, re.findall(r'\?step=(\d+)', last)))
    r = client.get(f"/en/games/koikoi-backfires?step={step}")
    if goes_to is None:
        assert r.status_code == 200
        return
    assert r.status_code == 302
    want = str(last) if goes_to == "last" else goes_to
    assert r.headers["Location"].endswith(f"/en/games/koikoi-backfires?step={want}")
    assert client.get(r.headers["Location"]).status_code == 200


def test_commentary_in_each_language(client):
    sample = samples()["koikoi-backfires"]
    states, actions = sample.replayed.hands[0]
    k = next(i + 1 for i, a in enumerate(actions) if getattr(a, "decision", None) == "koikoi")
    expect = {"vi": "hô koi-koi", "zh": "喊了“来来”", "en": "calls koi-koi"}
    for lang, text in expect.items():
        html = unescape(client.get(f"/{lang}/games/koikoi-backfires?step={k}").get_data(as_text=True))
        assert text in html
        assert sample.notes[str(k)][lang] in html
    last = len(actions)
    html = client.get(f"/en/games/koikoi-backfires?step={last}").get_data(as_text=True)
    assert re.search(r"<strong>×\d+</strong>.*the opponent called koi-koi", html)  # the
    # calculator's breakdown on the end screen


def test_multipliers_explained(client):
    sample = samples()["times-four"]
    last = len(sample.replayed.frames) - 1
    html = client.get(f"/en/games/times-four?step={last}").get_data(as_text=True)
    assert "7 points or more" in html and "the opponent called koi-koi" in html
    assert "both doublings multiply: ×4" in html


def test_download_sample(client):
    r = client.get("/games/teshi.json")
    assert r.status_code == 200 and "attachment" in r.headers["Content-Disposition"]
    record = json.loads(r.get_data(as_text=True))
    game_of(record).replay(record)


def test_upload_good_record(client):
    record = sample_records()["koikoi-pays-off"].read_text(encoding="utf-8")
    text = json.dumps(json.loads(record)["record"])
    r = client.post("/zh/games/upload", data={"record": text})
    assert r.status_code == 303
    loc = r.headers["Location"]
    assert re.match(r"^/zh/games/r/[\w-]{20,}\?step=0$", loc), loc
    assert client.get(loc).status_code == 200
    assert client.get(loc.replace("step=0", "step=5"), headers={"HX-Request": "true"}).status_code == 200
    token = loc.split("/")[-1].split("?")[0]
    assert client.get(f"/games/r/{token}.json").status_code == 200
    # a file works too
    r = client.post("/en/games/upload", data={"file": (io.BytesIO(text.encode()), "rec.json")},
                    content_type="multipart/form-data")
    assert r.status_code == 303


@pytest.mark.parametrize("lang,word", [("vi", "không chơi lại được bản ghi"), ("zh", "规则引擎无法"),
                                       ("en", "The engine could not")])
def test_upload_bad_records(client, lang, word):
    r = client.post(f"/{lang}/games/upload", data={"record": "{not json"})
    assert r.status_code == 400
    html = r.get_data(as_text=True)
    assert word in html and "not valid JSON" in html
    rec = json.loads(sample_records()["seven-doubles"].read_text(encoding="utf-8"))["record"]
    rec["actions"][0]["player"] = 1 - rec["actions"][0]["player"]
    r = client.post(f"/{lang}/games/upload", data={"record": json.dumps(rec)})
    assert r.status_code == 400 and "action 1" in r.get_data(as_text=True)
    assert client.post(f"/{lang}/games/upload", data={"record": "  "}).status_code == 400
    big = "x" * (300 * 1024)
    assert client.post(f"/{lang}/games/upload", data={"record": big}).status_code == 413


def test_unknown_upload_token(client):
    assert client.get("/en/games/r/nothing-here").status_code == 404
    assert client.get("/games/r/nothing-here.json").status_code == 404
