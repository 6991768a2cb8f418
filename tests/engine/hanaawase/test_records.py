"""Notation and records round-trip; bad notation, bad records and bad command lines give
one clear error each."""

from __future__ import annotations

import json
import random

import pytest

from engine import cli
from engine.errors import NotationError, RecordError, UnknownCardError
from engine.games import get_game
from engine.hanaawase import Draw, Play, deal
from engine.hanaawase.notation import format_action, format_movetext, parse_action, parse_movetext
from engine.hanaawase.record import hand_to_json, replay, replay_hand
from engine.records import loads

GAME = get_game("hanaawase")


def played(seed: int = 3, seats: int = 3):
    rng = random.Random(seed)
    state = deal("wikipedia", seed=seed, seats=seats)
    states, actions = [state], []
    while not state.is_over:
        action = rng.choice(state.legal_actions())
        state = state.apply(action)
        states.append(state)
        actions.append(action)
    return states, actions


@pytest.mark.parametrize("seats", (3, 2))
def test_a_record_round_trips_through_json(seats):
    states, actions = played(seats=seats)
    record = loads(json.dumps(hand_to_json(states, actions)))
    assert record["game"] == "hanaawase" and len(record["deal"]["hands"]) == seats
    again, again_actions = replay_hand(record)
    assert again_actions == actions and again[-1].result == states[-1].result
    assert replay(record)[0][1] == actions


def test_notation_round_trips_every_action_of_a_deal():
    states, actions = played(5)
    pairs = [(s.current, a) for s, a in zip(states, actions, strict=False)]
    assert parse_movetext(format_movetext(pairs)) == pairs


@pytest.mark.parametrize(("text", "error", "message"), [
    ("0 sage", NotationError, "cannot parse move"),
    ("1 play pine-crane y pine-chaff-1", NotationError, "expected 'x'"),
    ("play pine-cran", UnknownCardError, "unknown card id"),
    ("", NotationError, "cannot parse"),
])
def test_bad_notation_is_one_clear_error(text, error, message):
    with pytest.raises(error, match=message):
        parse_action(text)


def test_notation_prints_as_it_parses():
    assert format_action(Play("pine-crane", ("pine-chaff-1",)), 2) == "2 play pine-crane x pine-chaff-1"
    assert parse_action("draw maple-deer") == (None, Draw("maple-deer", ()))


def _record():
    states, actions = played(7)
    return hand_to_json(states, actions)


@pytest.mark.parametrize(("change", "message"), [
    (lambda r: r.update(game="hachihachi"), "not a Hana-awase record"),
    (lambda r: r.update(rules="nope"), "unknown rule set"),
    (lambda r: r.pop("deal"), "no 'deal' object"),
    (lambda r: r["deal"].update(hands=[[], [], [], []]), "three hands"),
    (lambda r: r["deal"]["hands"][0].__setitem__(0, "pine-cranes"), "unknown card id"),
    (lambda r: r["deal"]["hands"][0].__setitem__(0, r["deal"]["hands"][1][0]), "dealt twice"),
    (lambda r: r["deal"]["field"].pop(), "6 on the field"),
    (lambda r: r.update(dealer=5), "dealer must be a seat"),
    (lambda r: r["actions"][0].update(player=9), "action 1: player must be a seat"),
    (lambda r: r["actions"][0].update(play="willow-rainman"), "action 1: illegal action"),
    (lambda r: r["actions"][0].pop("play"), "needs 'play' or 'draw'"),
    (lambda r: r["actions"].append(r["actions"][-1]), "already over"),
    (lambda r: r["result"].update(points=[1, 2, 3]), "result points"),
    (lambda r: r.update(actions="x"), "actions must be a list"),
])
def test_a_malformed_record_is_one_record_error(change, message):
    record = json.loads(json.dumps(_record()))
    change(record)
    with pytest.raises(RecordError, match=message) as caught:
        replay(record)
    assert "\n" not in str(caught.value)


def run(capsys, *argv):
    code = cli.main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_play_prints_a_record_with_one_player_a_seat_and_replay_checks_it(capsys, tmp_path):
    code, out, _ = run(capsys, "hanaawase", "play", "--seed", "4", "--ai", "strong,greedy,random")
    record = json.loads(out)
    assert code == 0 and record["players"] == ["strong", "greedy", "random"]
    path = tmp_path / "deal.json"
    path.write_text(out, encoding="utf-8")
    code, out, _ = run(capsys, "hanaawase", "replay", str(path))
    lines = out.splitlines()
    assert code == 0 and len(lines) == 43 and lines[-1].startswith("result: winner")
    assert "par 88" in lines[-1]


def test_two_players_play_the_deal_for_two(capsys):
    code, out, _ = run(capsys, "hanaawase", "play", "--seed", "2", "--players", "greedy,random")
    record = json.loads(out)
    assert code == 0 and [len(h) for h in record["deal"]["hands"]] == [10, 10]
    assert len(record["deal"]["field"]) == 8 and len(record["actions"]) == 40


def test_score_counts_a_pile(capsys):
    code, out, _ = run(capsys, "hanaawase", "score", "cherry-curtain", "pampas-moon",
                       "chrysanthemum-sake")
    assert code == 0 and json.loads(out) == {
        "yaku": [{"id": "teppo", "points": 30}, {"id": "hanami-zake", "points": 20},
                 {"id": "tsukimi-zake", "points": 20}], "points": 70, "card_points": 50,
        "void": False}


def test_score_applies_the_four_willow_void_as_the_calculator_does(capsys):
    """Under ameshima-nagashi four willows void the pile's yaku (here Akatan): the command
    says so, and agrees with the settlement the site's calculator shows."""
    from engine.hanaawase.scoring import settle
    from engine.hanafuda.cards import mask_of

    pile = ["pine-ribbon", "plum-ribbon", "cherry-ribbon", "willow-rainman", "willow-swallow",
            "willow-ribbon", "willow-lightning"]
    code, out, _ = run(capsys, "hanaawase", "score", "--rules", "ameshima-nagashi", *pile)
    found = json.loads(out)
    assert code == 0 and found["yaku"] == [] and found["points"] == 0 and found["void"]
    assert "void" in found["note"] and found["card_points"] == 51
    assert settle("ameshima-nagashi", (mask_of(pile), 0, 0)).yaku[0] == ()
    code, out, _ = run(capsys, "hanaawase", "score", *pile)  # wikipedia: both yaku
    assert [y["id"] for y in json.loads(out)["yaku"]] == ["akatan", "ameshima"]


def test_a_record_listing_its_yaku_in_another_order_is_accepted_in_table_order():
    """A seat's yaku are a set: the right ones in another order replay, and the kept record
    lists them in table order; a wrong set is still refused."""
    for seed in range(200):
        states, actions = played(seed)
        record = json.loads(json.dumps(hand_to_json(states, actions)))
        seat = next((s for s, found in enumerate(record["result"]["yaku"]) if len(found) > 1),
                    None)
        if seat is not None:
            break
    else:
        raise AssertionError("no deal with two yaku in one pile")
    right = record["result"]["yaku"][seat]
    record["result"]["yaku"][seat] = right[::-1]
    assert replay(record)[0][1] == actions
    assert GAME.check_record(record)["result"]["yaku"][seat] == right
    record["result"]["yaku"][seat] = right[1:]
    with pytest.raises(RecordError, match="result yaku"):
        replay(record)


def test_rules_lists_the_rule_sets_and_prints_a_table(capsys):
    code, out, _ = run(capsys, "hanaawase", "rules")
    assert code == 0 and {line.split()[0] for line in out.splitlines()} == set(GAME.rulesets)
    code, out, _ = run(capsys, "hanaawase", "rules", "wikipedia")
    assert code == 0 and "goko" in out and "200" in out and "88 (three seats)" in out


@pytest.mark.parametrize(("argv", "message"), [
    (["hanaawase", "score", "pine-crane", "pine-crane"], "error: card given twice"),
    (["hanaawase", "score", "pine-cranes"], "error: unknown card id"),
    (["hanaawase", "score", "--rules", "x", "pine-crane"], "error: unknown rule set"),
    (["hanaawase", "play", "--seats", "8"], "error: --seats must be 3, 2, 4, 5, 6 or 7, not 8"),
    (["hanaawase", "rules", "nope"], "error: unknown rule set"),
])
def test_bad_input_is_one_line_and_code_2(capsys, argv, message):
    code, out, err = run(capsys, *argv)
    assert code == 2 and out == "" and err.startswith(message) and err.count("\n") == 1, err
