"""Every game's ``check_record`` (issue 34, D4): the record as it may be kept is the game's
format and nothing else. A record the engine wrote comes back unchanged; padding at any depth
and free text no format has (``title``, ``notes``, ``event``) are dropped; player names are
bounded names without markup or control characters; and whatever a record holds, the check
returns a record that replays to the same deals or raises a :class:`RecordError`, never
another exception. The games come from the registry."""

from __future__ import annotations

import copy
import json

import pytest

from engine.errors import RecordError
from engine.games import GAMES, game_of, get_game, sample_records
from engine.records import MAX_NAME, is_match
from engine.table import play_match

SAMPLES = {slug: json.loads(f.read_text(encoding="utf-8"))["record"]
           for slug, f in sample_records().items()}
# one deal record of each game, the first of its samples
DEALS = {name: next(r for r in SAMPLES.values() if game_of(r).name == name) for name in GAMES}
MARKUP = "<script>alert(1)</script>"
GARBAGE = [None, True, 1.5, -1, 10**9, "", MARKUP, "a\x00b", "\ud800", "x" * 100, [], {}, [[]],
           {"a": 1}]


def a_match(name: str) -> dict:
    game = get_game(name)
    return play_match(game, None, ["random"] * game.seats[-1], 3, 2)


def a_record(name: str, kind: str) -> dict:
    return copy.deepcopy(DEALS[name]) if kind == "deal" else a_match(name)


def deals_of(record: dict) -> list[dict]:
    return record["hands"] if is_match(record) else [record]


def replayed(record: dict) -> list[dict]:
    game = game_of(record)
    return [game.hand_to_json(states, actions) for states, actions in game.replay(record)]


KINDS = ["deal", "match"]


@pytest.mark.parametrize("slug", list(SAMPLES))
def test_a_record_the_engine_wrote_is_kept_as_it_is(slug):
    record = SAMPLES[slug]
    assert game_of(record).check_record(copy.deepcopy(record)) == record


@pytest.mark.parametrize("name", list(GAMES))
def test_a_match_the_table_wrote_is_kept_as_it_is(name):
    match = a_match(name)
    assert get_game(name).check_record(copy.deepcopy(match)) == match


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("name", list(GAMES))
def test_padding_at_any_depth_is_dropped(name, kind):
    record = a_record(name, kind)
    padded = copy.deepcopy(record)
    padded["padding"] = "x" * 200_000
    for deal in deals_of(padded):
        deal["padding"] = {"deep": ["y" * 1000] * 50}
        deal["deal"]["padding"] = "z" * 1000
        for action in deal["actions"]:
            if isinstance(action, dict):  # Tam Cúc's actions are text
                action["padding"] = [1, 2, 3]
    kept = get_game(name).check_record(padded)
    assert kept == get_game(name).check_record(record) == record
    assert len(json.dumps(kept)) == len(json.dumps(record))


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("name", list(GAMES))
def test_free_text_no_format_has_is_dropped(name, kind):
    record = a_record(name, kind)
    marked = {**copy.deepcopy(record), "title": "x" * 100_000 + MARKUP, "notes": {"0": MARKUP},
              "event": "a\x00\x1b" + MARKUP}
    deals_of(marked)[0]["title"] = MARKUP
    assert get_game(name).check_record(marked) == record


@pytest.mark.parametrize("bad", [MARKUP, "a>b", "a\x07b", "a\u202eb", "\ud800", "x" * (MAX_NAME + 1),
                                 "", 7, None, ["you"]])
@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("name", list(GAMES))
def test_player_names_are_bounded_names(name, kind, bad):
    record = a_record(name, kind)
    seats = len(record.get("players") or replayed(record)[0]["deal"]["hands"])
    players = [bad] + ["random"] * (seats - 1)
    with pytest.raises(RecordError, match=r"^players\[0\] must be a name of 1 to 40 characters"):
        get_game(name).check_record({**record, "players": players})
    with pytest.raises(RecordError, match=r"^players must be a list"):
        get_game(name).check_record({**record, "players": "you"})
    with pytest.raises(RecordError, match=r"players"):  # a name short (the table may say so first)
        get_game(name).check_record({**record, "players": players[1:]})
    fine = ["Người chơi" if kind == "deal" else "you"] + players[1:]
    assert get_game(name).check_record({**record, "players": fine})["players"] == fine


@pytest.mark.parametrize("name", list(GAMES))
def test_a_bad_seed_or_rounds_is_named(name):
    record = a_record(name, "match")
    for key, bad in (("seed", -1), ("seed", "7"), ("rounds", True), ("rounds", 1.5)):
        with pytest.raises(RecordError, match=rf"^'?{key}'? must be"):
            get_game(name).check_record({**record, key: bad})


def paths(value, prefix=()):
    """Paths to a record's values: every key of every object, and the first and last item of
    every list (enough to reach each kind of field without trying every card)."""
    if isinstance(value, dict):
        for key, item in value.items():
            yield (*prefix, key)
            yield from paths(item, (*prefix, key))
    elif isinstance(value, list) and value:
        for i in sorted({0, len(value) - 1}):
            yield (*prefix, i)
            yield from paths(value[i], (*prefix, i))


DELETE, SHORTER, LONGER = object(), object(), object()  # the field left out; a list cut or grown


def changed(record: dict, path: tuple, value) -> dict:
    out = copy.deepcopy(record)
    parent = out
    for key in path[:-1]:
        parent = parent[key]
    old = parent[path[-1]]
    if value is DELETE:
        del parent[path[-1]]
    elif value is SHORTER:
        parent[path[-1]] = old[:-1] if isinstance(old, list) else old
    elif value is LONGER:
        parent[path[-1]] = [*old, old[0]] if isinstance(old, list) and old else old
    else:
        parent[path[-1]] = value
    return out


def outcome(function, record):
    """What ``function(record)`` returns, or None when it raises a RecordError; any other
    exception fails the test, naming the record."""
    try:
        return function(record)
    except RecordError:
        return None
    except Exception as e:  # noqa: BLE001  (named in the failure)
        pytest.fail(f"{function.__name__}: {type(e).__name__}: {e}")


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("name", list(GAMES))
def test_any_malformed_record_is_a_record_error(name, kind):
    """Each field of a record replaced by each kind of wrong value, or left out: the check and
    the replay raise a RecordError or answer. A record the check keeps replays (or is refused
    by the replay, which the caller runs on it) to the same deals as the record it came from,
    and the check keeps it again as it is."""
    game = get_game(name)
    record = a_record(name, kind)
    for path in paths(record):
        for value in (*GARBAGE, DELETE, SHORTER, LONGER):
            bad = changed(record, path, value)
            kept = outcome(game.check_record, copy.deepcopy(bad))
            if kept is None:
                continue
            deals = outcome(replayed, copy.deepcopy(kept))
            if deals is not None:
                assert deals == outcome(replayed, bad), (path, value)
                assert game.check_record(copy.deepcopy(kept)) == kept, (path, value)
