"""Move notation: exact text, parsing, round trips and errors."""

from __future__ import annotations

import pytest

from engine.errors import EngineError, NotationError, UnknownCardError
from engine.koikoi import Call, Draw, Play, deal
from engine.koikoi.notation import format_action, format_movetext, parse_action, parse_movetext

CASES = [
    (Play("pine-crane", ("pine-chaff-1",)), 0, "0 play pine-crane x pine-chaff-1"),
    (Play("pine-crane"), 1, "1 play pine-crane"),
    (Play("cherry-curtain", ("cherry-ribbon", "cherry-chaff-1", "cherry-chaff-2")), 0,
     "0 play cherry-curtain x cherry-ribbon,cherry-chaff-1,cherry-chaff-2"),
    (Draw("maple-ribbon"), 1, "1 draw maple-ribbon"),
    (Draw("maple-ribbon", ("maple-deer",)), 0, "0 draw maple-ribbon x maple-deer"),
    (Call("koikoi"), 1, "1 koikoi"),
    (Call("stop"), 0, "0 stop"),
]


@pytest.mark.parametrize("action, player, text", CASES)
def test_format_and_parse(action, player, text):
    assert format_action(action, player) == text
    assert format_action(action) == text[2:]
    parsed = parse_action(text)
    assert parsed == (player, action) and type(parsed[1]) is type(action)
    assert parse_action(text[2:]) == (None, action)


def test_parse_is_lenient_with_whitespace_only():
    assert parse_action("  1   draw   maple-ribbon  x  maple-deer \n") == (
        1, Draw("maple-ribbon", ("maple-deer",)))
    assert parse_action("play plum-warbler") == (None, Play("plum-warbler"))


@pytest.mark.parametrize("text, error, message", [
    ("", NotationError, r"^cannot parse move: ''$"),
    ("0", NotationError, r"^cannot parse move: '0'$"),
    ("2 stop", NotationError, r"^cannot parse move: '2 stop'$"),
    ("0 pass", NotationError, r"^cannot parse move: '0 pass'$"),
    ("0 play", NotationError, r"^cannot parse move: '0 play'$"),
    ("0 play pine-crane x", NotationError, r"^cannot parse move: '0 play pine-crane x'$"),
    ("0 take pine-crane", NotationError, r"^cannot parse move: '0 take pine-crane'$"),
    ("0 stop now", NotationError, r"^cannot parse move: '0 stop now'$"),
    ("0 play pine-crane y pine-chaff-1", NotationError,
     r"^expected 'x' before the taken cards in '0 play pine-crane y pine-chaff-1'$"),
    ("0 play pine-crane x pine-chaff-1, pine-chaff-2", NotationError, r"^cannot parse move"),
    ("0 play pine-dragon", UnknownCardError, r"^unknown card id: 'pine-dragon'$"),
    ("0 draw pine-crane x pine-chaff-9", UnknownCardError, r"^unknown card id: 'pine-chaff-9'$"),
    ("0 draw pine-crane x pine-chaff-1,", UnknownCardError, r"^unknown card id: ''$"),
    ("KOIKOI", NotationError, r"^cannot parse move: 'KOIKOI'$"),
])
def test_parse_errors(text, error, message):
    with pytest.raises(error, match=message):
        parse_action(text)
    assert issubclass(error, EngineError) and issubclass(error, ValueError)


def test_movetext_round_trip():
    pairs = [(p, a) for a, p, _ in CASES]
    text = format_movetext(pairs)
    assert text == "\n".join(t for _, _, t in CASES)
    assert parse_movetext(text + "\n\n   \n") == pairs
    assert parse_movetext("") == []


def test_every_legal_action_of_many_states_round_trips():
    import random

    rng = random.Random(0)
    seen = 0
    for seed in range(40):
        s = deal("online-15", seed=seed)
        while not s.is_over:
            for a in s.legal_actions():
                p, back = parse_action(format_action(a, s.current))
                assert (p, back) == (s.current, a) and type(back) is type(a)
                seen += 1
            s = s.apply(rng.choice(s.legal_actions()))
    assert seen > 2000
