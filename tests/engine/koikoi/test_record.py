"""JSON records: the exact format, replay, and a RecordError naming each kind of bad record."""

from __future__ import annotations

import copy
import json

import pytest

from engine.errors import EngineError, RecordError
from engine.games import get_game
from engine.hanafuda.cards import CARD_IDS
from engine.koikoi import Call, Deal, Draw, Play, Result, State
from engine.koikoi.record import (
    action_from_json,
    action_to_json,
    check_record,
    hand_to_json,
    loads,
    replay,
    replay_hand,
)
from engine.koikoi.scoring import Yaku
from engine.table import play_deal, play_match

HAND0 = ["cherry-curtain", "pampas-moon", "pine-chaff-2", "wisteria-cuckoo", "iris-bridge",
         "peony-butterflies", "clover-boar", "paulownia-chaff-3"]
HAND1 = ["chrysanthemum-ribbon", "willow-rainman", "paulownia-phoenix", "paulownia-chaff-1",
         "maple-chaff-1", "iris-ribbon", "wisteria-ribbon", "peony-ribbon"]
FIELD = ["cherry-chaff-1", "chrysanthemum-chaff-1", "pine-chaff-1", "pampas-chaff-1",
         "maple-deer", "maple-ribbon", "willow-swallow", "plum-ribbon"]
STOCK = ["chrysanthemum-sake"] + [c for c in CARD_IDS
                                  if c not in {*HAND0, *HAND1, *FIELD, "chrysanthemum-sake"}]
ACTIONS = [Play("cherry-curtain", ("cherry-chaff-1",)),
           Draw("chrysanthemum-sake", ("chrysanthemum-chaff-1",)), Call("stop")]

KOIKOI = get_game("koikoi")


def scripted():
    state = State.from_deal("nintendo", Deal(0, (tuple(HAND0), tuple(HAND1)), tuple(FIELD),
                                             tuple(STOCK)))
    states = [state]
    for a in ACTIONS:
        states.append(states[-1].apply(a))
    return states, list(ACTIONS)


EXPECTED = {
    "game": "koikoi", "rules": "nintendo", "dealer": 0,
    "deal": {"hands": [HAND0, HAND1], "field": FIELD, "stock": STOCK},
    "actions": [{"player": 0, "play": "cherry-curtain", "take": ["cherry-chaff-1"]},
                {"player": 0, "draw": "chrysanthemum-sake", "take": ["chrysanthemum-chaff-1"]},
                {"player": 0, "call": "stop"}],
    "result": {"winner": 0, "points": [5, 0], "reason": "stop",
               "yaku": [{"id": "hanami-zake", "points": 5}], "base": 5, "multiplier": 1},
}


def test_hand_record_format_exactly():
    rec = hand_to_json(*scripted())
    assert rec == EXPECTED
    assert list(rec) == ["game", "rules", "dealer", "deal", "actions", "result"]
    assert json.loads(json.dumps(rec)) == rec


def test_replay_gives_states_and_actions():
    states, actions = replay_hand(copy.deepcopy(EXPECTED))
    assert actions == ACTIONS
    assert len(states) == 4
    assert states[-1].result == Result(0, (5, 0), (Yaku("hanami-zake", 5),), 5, 1, "stop")
    assert [type(a) for a in actions] == [Play, Draw, Call]
    (states2, actions2), = replay(loads(json.dumps(EXPECTED)))
    assert actions2 == actions and states2[-1].result == states[-1].result


def test_action_json():
    assert action_to_json(Play("pine-crane"), 1) == {"player": 1, "play": "pine-crane", "take": []}
    assert action_to_json(Call("koikoi"), 0) == {"player": 0, "call": "koikoi"}
    assert action_from_json({"player": 1, "draw": "pine-crane"}, "x") == (1, Draw("pine-crane"))
    for bad, msg in [([], "an action is an object, not list"),
                     ({"player": 2, "call": "stop"}, "player must be 0 or 1, not 2"),
                     ({"call": "stop"}, "player must be 0 or 1, not None"),
                     ({"player": 0, "call": "pass"}, "call must be 'koikoi' or 'stop', not 'pass'"),
                     ({"player": 0, "play": "pine-crane", "take": "pine-chaff-1"},
                      "take must be a list of card ids"),
                     ({"player": 0, "play": 3}, "play must be a card id"),
                     ({"player": 0, "discard": "pine-crane"}, "an action needs 'play', 'draw' or 'call'")]:
        with pytest.raises(RecordError, match="^x: " + msg.replace("(", r"\(")):
            action_from_json(bad, "x")


def test_records_without_result_or_take_and_unfinished_hands():
    rec = copy.deepcopy(EXPECTED)
    del rec["result"]
    for a in rec["actions"]:
        a.pop("take", None)
    rec["actions"][0]["take"] = ["cherry-chaff-1"]
    rec["actions"][1]["take"] = ["chrysanthemum-chaff-1"]
    states, _ = replay_hand(rec)
    assert states[-1].result.points == (5, 0)
    rec["actions"] = rec["actions"][:1]
    states, actions = replay_hand(rec)
    assert len(states) == 2 and not states[-1].is_over and states[-1].drawn == "chrysanthemum-sake"
    rec["result"] = None
    assert len(replay_hand(rec)[0]) == 2


def bad(mutate):
    rec = copy.deepcopy(EXPECTED)
    mutate(rec)
    return rec


def _set(path, value):
    def mutate(rec):
        target = rec
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value
    return mutate


def _del(*path):
    def mutate(rec):
        target = rec
        for key in path[:-1]:
            target = target[key]
        del target[path[-1]]
    return mutate


BAD_RECORDS = [
    ("missing deal", _del("deal"), r"^deal is missing$"),
    ("deal not an object", _set(["deal"], []), r"^deal must be an object, not list$"),
    ("missing field", _del("deal", "field"), r"^deal.field is missing$"),
    ("missing stock", _del("deal", "stock"), r"^deal.stock is missing$"),
    ("one hand", _set(["deal", "hands"], [HAND0]), r"^deal.hands must hold 2 items, not 1$"),
    ("hand not a list", _set(["deal", "hands"], [HAND0, None]),
     r"^deal.hands\[1\] must be a list, not NoneType$"),
    ("short stock", _set(["deal", "stock"], STOCK[:-1]),
     r"^a deal is 8 \+ 8 cards in hand, 8 on the field and 24 in the stock, not 8 \+ 8 \+ 8 \+ 23$"),
    ("long hand", _set(["deal", "hands"], [HAND0 + ["pine-crane"], HAND1]),
     r"not 9 \+ 8 \+ 8 \+ 24$"),
    ("duplicate card", _set(["deal", "stock"], STOCK[:-1] + ["pine-chaff-2"]),
     r"^card dealt twice: 'pine-chaff-2'$"),
    ("unknown card", _set(["deal", "stock"], STOCK[:-1] + ["pine-dragon"]),
     r"^unknown card id: 'pine-dragon'$"),
    ("bad dealer", _set(["dealer"], 3), r"^dealer must be 0 or 1, not 3$"),
    ("missing dealer", _del("dealer"), r"^dealer must be 0 or 1, not None$"),
    ("unknown rules", _set(["rules"], "hawaii"), r"^unknown rule set: 'hawaii'$"),
    ("unknown game", _set(["game"], "hachihachi"), r"^unknown game: 'hachihachi'$"),
    ("actions not a list", _set(["actions"], {}), r"^actions must be a list, not dict$"),
    ("illegal play", _set(["actions", 0, "take"], []),
     r"^action 1: illegal action for player 0 in the play phase: play cherry-curtain$"),
    ("card not in hand", _set(["actions", 0], {"player": 0, "play": "pine-crane",
                                               "take": ["pine-chaff-1"]}),
     r"^action 1: illegal action for player 0 in the play phase: play pine-crane x pine-chaff-1$"),
    ("unknown card in action", _set(["actions", 0], {"player": 0, "play": "pine-dragon"}),
     r"^action 1: illegal action .*: play pine-dragon$"),
    ("wrong draw", _set(["actions", 1, "draw"], "pine-ribbon"),
     r"^action 2: illegal action for player 0 in the draw phase: draw pine-ribbon"),
    ("draw for play", _set(["actions", 0], {"player": 0, "draw": "cherry-curtain",
                                            "take": ["cherry-chaff-1"]}),
     r"^action 1: illegal action for player 0 in the play phase: draw cherry-curtain x"),
    ("play for draw", _set(["actions", 1], {"player": 0, "play": "chrysanthemum-sake",
                                            "take": ["chrysanthemum-chaff-1"]}),
     r"^action 2: illegal action for player 0 in the draw phase: play chrysanthemum-sake x"),
    ("call too soon", _set(["actions", 0], {"player": 0, "call": "stop"}),
     r"^action 1: illegal action for player 0 in the play phase: stop$"),
    ("wrong player", _set(["actions", 1, "player"], 1),
     r"^action 2: it is player 0's turn, not 1's$"),
    ("after the end", lambda r: r["actions"].append({"player": 0, "call": "stop"}),
     r"^action 4: the hand is already over$"),
    ("wrong winner", _set(["result", "winner"], 1), r"^result winner is 1 but the hand gives 0$"),
    ("wrong points", _set(["result", "points"], [10, 0]),
     r"^result points is \[10, 0\] but the hand gives \[5, 0\]$"),
    ("wrong reason", _set(["result", "reason"], "exhausted"),
     r"^result reason is 'exhausted' but the hand gives 'stop'$"),
    ("wrong yaku", _set(["result", "yaku"], [{"id": "sanko", "points": 5}]),
     r"^result yaku is .*sanko.* but the hand gives .*hanami-zake"),
    ("wrong multiplier", _set(["result", "multiplier"], 2),
     r"^result multiplier is 2 but the hand gives 1$"),
    ("result not an object", _set(["result"], [5, 0]), r"^result must be an object, not list$"),
    ("result before the end", lambda r: r["actions"].pop(),
     r"^the record states a result but the hand is not over$"),
]


@pytest.mark.parametrize("name, mutate, message", BAD_RECORDS, ids=[b[0] for b in BAD_RECORDS])
def test_malformed_hand_records(name, mutate, message):
    rec = bad(mutate)
    with pytest.raises(RecordError, match=message):
        replay(json.loads(json.dumps(rec)))
    assert issubclass(RecordError, ValueError) and issubclass(RecordError, EngineError)


@pytest.mark.parametrize("text, message", [
    ("{", r"^not valid JSON: Expecting property name enclosed in double quotes at line 1 column 2$"),
    ("", r"^not valid JSON: Expecting value at line 1 column 1$"),
    ('{"game": "koikoi",}', r"^not valid JSON: .* at line 1 column 19$"),
])
def test_not_json(text, message):
    with pytest.raises(RecordError, match=message):
        loads(text)


@pytest.mark.parametrize("value, message", [
    ([], r"^a hand record is a JSON object$"),
    ("koikoi", r"^a hand record is a JSON object$"),
    ({"hands": []}, r"^a match record needs a non-empty 'hands' list$"),
    ({"hands": "x"}, r"^a match record needs a non-empty 'hands' list$"),
    ({"hands": [[]]}, r"^hands\[0\] must be an object, not list$"),
])
def test_not_a_record(value, message):
    with pytest.raises(RecordError, match=message):
        replay(value)


def a_match():
    return play_match(KOIKOI, "nintendo", ["greedy", "random"], seed=4, rounds=3)


def test_match_record_format():
    m = a_match()
    assert list(m) == ["game", "rules", "rounds", "seed", "players", "hands", "result"]
    assert (m["game"], m["rules"], m["rounds"], m["seed"], m["players"]) == (
        "koikoi", "nintendo", 3, 4, ["greedy", "random"])
    score = [0, 0]
    for hand in m["hands"]:
        assert list(hand) == ["game", "rules", "dealer", "deal", "actions", "result", "score"]
        score = [score[0] + hand["result"]["points"][0], score[1] + hand["result"]["points"][1]]
        assert hand["score"] == score
    winner = None if score[0] == score[1] else int(score[1] > score[0])
    assert m["result"] == {"winner": winner, "score": score}
    assert len(replay(json.loads(json.dumps(m)))) == 3


def test_match_with_wrong_running_score():
    m = a_match()
    right = m["hands"][1]["score"]
    m["hands"][1]["score"] = [right[0] + 1, right[1]]
    with pytest.raises(RecordError, match=rf"^hand 2: running score is \[{right[0] + 1}, "
                                          rf"{right[1]}\] but the hands give \[{right[0]}, "):
        replay(m)


def test_match_with_wrong_final_result():
    m = a_match()
    score = m["result"]["score"]
    m["result"]["score"] = [score[0], score[1] + 7]
    with pytest.raises(RecordError, match=r"^match result score is .* but the hands give "):
        replay(m)
    m = a_match()
    m["result"]["winner"] = 1 - m["result"]["winner"] if m["result"]["winner"] is not None else 0
    with pytest.raises(RecordError, match=r"^match result winner is "):
        replay(m)


def test_match_errors_name_the_hand():
    m = a_match()
    m["hands"][2]["actions"][0]["player"] = 1 - m["hands"][2]["actions"][0]["player"]
    with pytest.raises(RecordError, match=r"^hand 3: action 1: it is player \d's turn"):
        replay(m)
    m = a_match()
    m["hands"][1]["actions"] = m["hands"][1]["actions"][:2]
    m["hands"][1]["result"] = None
    with pytest.raises(RecordError, match=r"^hand 2: the hand is not finished$"):
        replay(m)
    m = a_match()
    del m["hands"][0]["deal"]
    with pytest.raises(RecordError, match=r"^hands\[0\].deal is missing$"):
        replay(m)


def test_single_hand_record_from_play_deal():
    rec = play_deal(KOIKOI, "wikipedia", ["random", "greedy"], seed=9)
    assert rec["seed"] == 9 and rec["players"] == ["random", "greedy"]
    assert rec["rules"] == "wikipedia"
    (states, actions), = replay(json.loads(json.dumps(rec)))
    assert len(actions) == len(rec["actions"])
    assert list(states[-1].result.points) == rec["result"]["points"]


# -- shape and types before any replay (issue 8, findings 3, 6 and 8) ---------------------------

@pytest.mark.parametrize("text, message", [
    ("[" * 1000 + "]" * 1000, r"^not valid JSON for a record: nested too deeply$"),
    ('{"dealer": ' + "7" * 4400 + "}", r"^number too long for a record: 777777777777\.\.\. \(4400 "),
    ('{"dealer": NaN}', r"^not valid JSON: NaN is not a number$"),
])
def test_loads_refuses_what_would_crash_the_parser(text, message):
    with pytest.raises(RecordError, match=message):
        loads(text)


@pytest.mark.parametrize("mutate, message", [
    (_set(["dealer"], 1.0), r"^dealer must be 0 or 1, not 1\.0$"),
    (_set(["dealer"], True), r"^dealer must be 0 or 1, not True$"),
    (_set(["actions", 0, "player"], "0"), r"^actions\[0\]\.player must be 0 or 1, not '0'$"),
    (_set(["actions", 1, "take"], ["a"] * 4), r"^actions\[1\]\.take must hold at most 3 items"),
    (_set(["deal", "field", 2], {"x": 1}), r"^deal\.field\[2\] must be a name of 1 to 40 "),
    (_set(["result", "points"], [5.0, 0]), r"^result\.points\[0\] must be a whole number "),
    (_set(["result", "yaku", 0], "sanko"), r"^result\.yaku\[0\] must be an object, not str$"),
    (lambda r: r["actions"].extend([{"player": 0, "call": "stop"}] * 46),
     r"^actions must hold at most 48 items, not 49$"),
])
def test_bad_types_are_named_by_path_before_replay(mutate, message):
    with pytest.raises(RecordError, match=message):
        replay(json.loads(json.dumps(bad(mutate))))


def test_match_fields_are_named_by_path():
    m = a_match()
    m["hands"][0]["dealer"] = 1.0
    with pytest.raises(RecordError, match=r"^hands\[0\]\.dealer must be 0 or 1, not 1\.0$"):
        replay(m)
    m = a_match()
    m["hands"] = m["hands"] * 5  # 15 hands: more than any rule set plays
    with pytest.raises(RecordError, match=r"^hands must hold at most 12 items, not 15$"):
        replay(m)


def test_check_record_keeps_only_the_format():
    rec = bad(lambda r: r.update(junk="x" * 250_000, deal={**r["deal"], "pad": [1] * 10}))
    rec["actions"][0]["note"] = "padding"
    clean = check_record(rec)
    assert "junk" not in clean and "pad" not in clean["deal"] and "note" not in clean["actions"][0]
    assert clean == EXPECTED
    assert len(json.dumps(clean)) < 2000
    m = a_match()
    m["hands"][1]["extra"] = {"deep": [1, 2, 3]}
    clean = check_record(m)
    assert "extra" not in clean["hands"][1] and clean == a_match()
