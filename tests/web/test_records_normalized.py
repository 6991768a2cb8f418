"""Issue 34 (D4): an uploaded record of any game is stored in its game's format and nothing
else. Padding at the top level or inside a deal is dropped, free text no format has (a
``title``, ``notes``, ``event``) is dropped, player names are bounded and hold no markup or
control characters, and the record downloaded back replays to the same deals. Every game of
the registry is tried, through the site's upload and download routes."""

from __future__ import annotations

import json
import unicodedata

import pytest
from website import create_app

from engine.games import GAMES, data, get_game
from engine.table import play_match

PAD = 200_000  # bytes of padding: far more than any record of these games
MARKUP = "<script>alert(1)</script>"
CONTROL = "a\x00b\x07c\x1bd\u202ee"  # NUL, bell, escape, a right-to-left override


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    from .conftest import _compile_catalogues

    _compile_catalogues()
    store = tmp_path_factory.mktemp("records") / "games.sqlite3"
    return create_app({"TESTING": True, "GAME_STORE": str(store),
                       "CREATE_LIMIT": "10000 per minute"})  # many uploads, one address


def a_deal(name: str) -> dict:
    """The game's first sample record: one deal, as the engine wrote it."""
    first = sorted(f.name for f in (data(name) / "samples").iterdir() if f.name.endswith(".json"))[0]
    return json.loads((data(name) / "samples" / first).read_text(encoding="utf-8"))["record"]


def a_match(name: str) -> dict:
    game = get_game(name)
    return play_match(game, None, ["random"] * game.seats[0], 5, 2)


RECORDS = {"deal": a_deal, "match": a_match}


def a_record(name: str, kind: str) -> dict:
    return RECORDS[kind](name)


def deals_of(record: dict) -> list[dict]:
    """Every deal of a record (one for a deal record)."""
    return record["hands"] if "hands" in record and "deal" not in record else [record]


def upload(client, record: dict):
    return client.post("/en/games/upload", data={"record": json.dumps(record)})


def download(client, response) -> str:
    """The stored record of an upload that succeeded, as the site serves it back."""
    assert response.status_code == 303, response.get_data(as_text=True)[-2000:]
    token = response.headers["Location"].split("/")[-1].split("?")[0]
    served = client.get(f"/games/r/{token}.json")
    assert served.status_code == 200
    assert client.get(response.headers["Location"]).status_code == 200  # the viewer shows it
    return served.get_data(as_text=True)


def as_served(record: dict) -> str:
    return json.dumps(record, ensure_ascii=False, indent=1)


def replayed(name: str, record: dict) -> list[dict]:
    """Each deal of the record as the engine writes it from its replay."""
    game = get_game(name)
    return [game.hand_to_json(states, actions) for states, actions in game.replay(record)]


def strings(value):
    """Every string of a JSON value, keys included."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, list):
        for v in value:
            yield from strings(v)
    elif isinstance(value, dict):
        for k, v in value.items():
            yield k
            yield from strings(v)


def clean(text: str) -> bool:
    return not any(c in "<>" or unicodedata.category(c).startswith("C") for c in text)


@pytest.mark.parametrize("kind", list(RECORDS))
@pytest.mark.parametrize("name", list(GAMES))
@pytest.mark.parametrize("where", ["top", "deal"])
def test_padding_is_not_stored(client, name, kind, where):
    record = a_record(name, kind)
    padded = json.loads(json.dumps(record))
    if where == "top":
        padded["padding"] = "x" * PAD
    else:  # inside the first deal, and a little in an action (Tam Cúc's are text)
        deal = deals_of(padded)[0]
        deal["deal"]["padding"] = "x" * (PAD // 2)
        deal["padding"] = ["y" * 1000] * (PAD // 2000)
        if isinstance(deal["actions"][0], dict):
            deal["actions"][0]["padding"] = {"deep": ["z" * 100]}
    served = download(client, upload(client, padded))
    assert not any(pad in served for pad in ("padding", "xxxx", "yyyy", "zzzz"))
    assert len(served.encode()) < 2 * len(as_served(record).encode())
    stored = json.loads(served)
    assert replayed(name, stored) == replayed(name, record)  # the same deals, the same moves
    assert [d["deal"] for d in deals_of(stored)] == [d["deal"] for d in deals_of(record)]


@pytest.mark.parametrize("kind", list(RECORDS))
@pytest.mark.parametrize("name", list(GAMES))
def test_free_text_is_not_stored(client, name, kind):
    record = a_record(name, kind)
    marked = {**record, "title": "x" * 100_000 + MARKUP, "notes": {"0": MARKUP, "1": CONTROL},
              "event": CONTROL + MARKUP, MARKUP: MARKUP}
    deals_of(marked)[0]["notes"] = MARKUP
    served = download(client, upload(client, marked))
    stored = json.loads(served)
    assert all(clean(s) for s in strings(stored)), [s for s in strings(stored) if not clean(s)]
    assert max(map(len, strings(stored))) <= max(40, *map(len, strings(record)))  # Tam Cúc's moves
    assert not {"title", "notes", "event", MARKUP} & set(stored)
    assert len(served.encode()) < 2 * len(as_served(record).encode())
    assert replayed(name, stored) == replayed(name, record)


@pytest.mark.parametrize("bad", [MARKUP, CONTROL, "\ud800", "x" * 100_000, "", 7, None],
                         ids=["markup", "control", "surrogate", "long", "empty", "number", "null"])
@pytest.mark.parametrize("kind", list(RECORDS))
@pytest.mark.parametrize("name", list(GAMES))
def test_player_names_are_bounded(client, name, kind, bad):
    """Player names are the one free text a record keeps: a name of 1 to 40 characters with
    no markup or control character, or the upload is refused, naming the field."""
    record = a_record(name, kind)
    seats = len(replayed(name, record)[0]["deal"]["hands"])
    names = [bad, *["random"] * (seats - 1)]
    r = upload(client, {**record, "players": names})
    body = r.get_data(as_text=True)
    assert r.status_code == 400 and "The engine could not" in body and "players[0]" in body
    assert MARKUP not in body  # the page names the field, escaped
    r = upload(client, {**record, "players": names[1:]})  # one name short
    assert r.status_code == 400 and "players" in r.get_data(as_text=True)
    person = "Người chơi" if kind == "deal" else "you"  # a match's table seats known players
    served = download(client, upload(client, {**record, "players": [person, *names[1:]]}))
    assert json.loads(served)["players"] == [person, *names[1:]]
