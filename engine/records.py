"""What the games' JSON records share: parsing, the deal's card lists, replaying the actions
one by one with every step checked, comparing a stated result with the replayed one, and the
record normalized before it is kept (:func:`check_info`, :func:`rebuilt`): only the format's
fields, every name bounded.

Messages name the game's own word for a deal (``hand`` in Koi-Koi, ``deal`` in Hachi-Hachi).
"""

from __future__ import annotations

import json
import unicodedata
from collections.abc import Callable, Sequence
from typing import Any

from .errors import EngineError, RecordError
from .hanafuda.cards import card

NUMBERS = {2: "two", 3: "three"}
MAX_INT = 10**9  # points, seeds and counts; a longer number is not a record's
MAX_NAME = 40  # a card id, rule set or player name is short
MAX_SEED = 2**64
MAX_SEATS = 7  # the most seats at a table (Hachi-Hachi, Hana-awase: three play, the rest sit out)


def _json_int(text: str) -> int:
    if len(text.lstrip("-")) > len(str(MAX_INT)):
        raise RecordError(f"number too long for a record: {text[:12]}... ({len(text)} digits)")
    return int(text)


def _json_constant(name: str) -> Any:
    raise RecordError(f"not valid JSON: {name} is not a number")


def loads(text: str) -> Any:
    """Parse JSON text, turning a syntax error into a :class:`RecordError`.

    Numbers longer than a record needs, NaN and Infinity, and nesting too deep for the parser
    are refused here, so that no input raises anything but a :class:`RecordError`.
    """
    try:
        return json.loads(text, parse_int=_json_int, parse_constant=_json_constant)
    except json.JSONDecodeError as e:
        raise RecordError(f"not valid JSON: {e.msg} at line {e.lineno} column {e.colno}") from None
    except RecursionError:
        raise RecordError("not valid JSON for a record: nested too deeply") from None


# -- fields checked by path ------------------------------------------------------------------
# Each check names the field by its path (``hands[0].players[1]``) and returns it as kept.


def short(value: Any) -> str:
    """A value as a message quotes it: its repr, cut to 40 characters."""
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def whole_number(value: Any, path: str, lo: int = -MAX_INT, hi: int = MAX_INT) -> int:
    """:raises RecordError: unless ``value`` is an int (not a bool) from ``lo`` to ``hi``."""
    if type(value) is not int or not lo <= value <= hi:
        what = f"{lo} or {hi}" if hi - lo == 1 else f"a whole number from {lo} to {hi}"
        raise RecordError(f"{path} must be {what}, not {short(value)}")
    return value


def _plain(text: str) -> bool:
    """No markup-significant ``<`` or ``>``, and no control, format, surrogate, private or
    unassigned character (Unicode category C: NUL, escapes, a right-to-left override …)."""
    return not any(c in "<>" or unicodedata.category(c)[0] == "C" for c in text)


def name(value: Any, path: str) -> str:
    """A name a record holds (a card id, a rule set, a player): a string of 1 to
    ``MAX_NAME`` characters, none of them ``<``, ``>`` or a control character.

    :raises RecordError: for anything else, which is refused rather than cut or cleaned, so
        that a kept record says what its writer wrote."""
    if not isinstance(value, str) or not 0 < len(value) <= MAX_NAME or not _plain(value):
        raise RecordError(f"{path} must be a name of 1 to {MAX_NAME} characters, none of them "
                          f"'<', '>' or a control character, not {short(value)}")
    return value


def items(value: Any, path: str, most: int, exactly: int | None = None) -> list:
    """:raises RecordError: unless ``value`` is a list of at most ``most`` (or ``exactly``)
    items."""
    if not isinstance(value, list):
        raise RecordError(f"{path} must be a list, not {type(value).__name__}")
    if len(value) > most or (exactly is not None and len(value) != exactly):
        count = exactly if exactly is not None else f"at most {most}"
        raise RecordError(f"{path} must hold {count} items, not {len(value)}")
    return value


def names(value: Any, path: str, most: int = 48, exactly: int | None = None) -> list[str]:
    """A list of :func:`name` values (a deal's card ids, the players)."""
    return [name(v, f"{path}[{i}]") for i, v in enumerate(items(value, path, most, exactly))]


def check_info(rec: dict, prefix: str = "", seats: int | None = None) -> dict:
    """The informative fields every game's record may hold, typed, and nothing else: ``seed``
    (a whole number) and ``players`` (a :func:`name` a seat, ``seats`` of them when given).
    The one definition for the four games' records (Koi-Koi's hands and matches, and
    :func:`rebuilt`).

    :raises RecordError: naming the field's path (``prefix`` before it, e.g. ``hands[0].``)."""
    out: dict = {}
    if "seed" in rec:
        out["seed"] = whole_number(rec["seed"], f"{prefix}seed", 0, MAX_SEED)
    if "players" in rec:
        most = MAX_SEATS if seats is None else seats
        out["players"] = names(rec["players"], f"{prefix}players", most, seats)
    return out


def match_winner(score: Sequence[int]) -> int | None:
    """The seat with the highest score, or None when several share it."""
    best = max(score)
    leaders = [seat for seat, points in enumerate(score) if points == best]
    return leaders[0] if len(leaders) == 1 else None


def rebuilt(rec: Any, replay: Callable[[Any], list[tuple[list, list]]],
            hand_to_json: Callable[[list, list], dict]) -> dict:
    """The record ``rec`` as the engine writes it from its replay (``replay(rec)``, the game's,
    checks every action): each deal its ``hand_to_json``; a deal record's ``seed`` and
    ``players`` (:func:`check_info`); a match's fields as the table writes them
    (:meth:`engine.table.Table.record`): ``game``, ``rules`` (when every deal is of one rule
    set), ``rounds`` (when given), ``seed``, ``players``, the ``hands`` with the running
    ``score`` and the ``result``. Nothing else is kept: a field no reader reads, a stated
    result's extra keys, a ``title`` or ``notes``, padding at any depth.

    This is the normalized record of every game but Koi-Koi (whose checks by path run before
    its replay and keep the record's own fields): a record that replays needs no other check
    of its cards and moves, and the one it becomes replays to the same deals.

    :raises RecordError: naming the path of a bad ``seed``, ``players`` or ``rounds``, or
        what the replay refuses."""
    if not isinstance(rec, dict):
        raise RecordError("a record is a JSON object")
    check_info(rec)  # names and seed first, by path, before the replay reads any of them
    deals = replay(rec)
    hands = [hand_to_json(states, actions) for states, actions in deals]
    outcome = deals[0][0][-1].result
    seats = None if outcome is None else len(outcome.points)
    if not is_match(rec):
        return {**hands[0], **check_info(rec, "", seats)}
    out: dict = {"game": hands[0]["game"]}
    rules = {hand.get("rules") for hand in hands}
    if len(rules) == 1 and None not in rules:
        out["rules"] = rules.pop()
    if "rounds" in rec:
        out["rounds"] = whole_number(rec["rounds"], "rounds", len(hands))
    out.update(check_info(rec, "", seats))
    score = [0] * (seats or 0)
    for n, (hand, (states, _actions)) in enumerate(zip(hands, deals, strict=True), start=1):
        result = states[-1].result
        if result is None or len(result.points) != len(score):
            raise RecordError(f"hand {n}: every deal of a match is finished, with the same seats")
        score = [s + p for s, p in zip(score, result.points, strict=True)]
        hand["score"] = score
    out["hands"] = hands
    out["result"] = {"winner": match_winner(score), "score": score}
    return out


VIEW = "view"  # the key that marks one seat's view of a record (engine.views)


def refuse_view(rec: Any) -> None:
    """:raises RecordError: for one seat's view of a game, which hides cards and so cannot be
    replayed (``engine.views``)."""
    if isinstance(rec, dict) and VIEW in rec:
        raise RecordError("this record is one player's view of the game: the cards that player "
                          "never saw are hidden, so it cannot be replayed")


def finished(deal: tuple[list, list], where: str = "deal") -> tuple[list, list]:
    """A replayed deal (states, actions) of a record that must be over: a record of a played
    deal, not a table stored mid-deal. :raises RecordError: when it stops before its end."""
    states, actions = deal
    if not states[-1].is_over:
        raise RecordError(f"{where}: the deal does not end after {len(actions)} actions")
    return deal


def is_match(rec: Any) -> bool:
    """A document with ``hands`` and no ``deal`` is a match record (any game's)."""
    return isinstance(rec, dict) and "hands" in rec and "deal" not in rec


def deal_record(game: str, states: list, actions: list, action_to_json: Callable,
                result_to_json: Callable) -> dict:
    """The record of one deal of a fishing game (Koi-Koi, Hachi-Hachi, Hana-awase) from its states
    (``states[0]`` as dealt) and actions: the deal's cards, every action, the result."""
    first = states[0]
    d = first.deal
    return {
        "game": game,
        "rules": first.rules.name,
        "dealer": d.dealer,
        "deal": {"hands": [list(h) for h in d.hands], "field": list(d.field),
                 "stock": list(d.stock)},
        "actions": [action_to_json(a, s.current) for s, a in zip(states, actions, strict=False)],
        "result": result_to_json(states[-1]),
    }


def deal_lists(rec: dict, seats: int) -> tuple[Any, tuple, tuple, tuple]:
    """(dealer, hands, field, stock) of a record's ``deal``, unchecked but for their shape.

    :raises RecordError: when the deal is missing or not lists."""
    deal = rec.get("deal")
    if not isinstance(deal, dict):
        raise RecordError("record has no 'deal' object")
    try:
        hands = deal["hands"]
        if not (isinstance(hands, list) and len(hands) == seats):
            raise RecordError(f"deal.hands must hold {NUMBERS[seats]} hands")
        return (rec.get("dealer"), tuple(tuple(h) for h in hands), tuple(deal["field"]),
                tuple(deal["stock"]))
    except KeyError as e:
        raise RecordError(f"deal is missing {e.args[0]!r}") from None
    except TypeError:
        raise RecordError("deal lists must be lists of card ids") from None


def check_cards(sizes: tuple[int, ...], hands: tuple, field: tuple, stock: tuple,
                shape: str) -> None:
    """Every card of a deal known and dealt once, in lists of the expected ``sizes``.

    :raises RecordError: with ``shape`` (what a deal is) when the sizes are wrong."""
    actual = (*map(len, hands), len(field), len(stock))
    if actual != sizes:
        raise RecordError(f"{shape}, not {' + '.join(map(str, actual))}")
    seen: set[str] = set()
    for i in (*(c for h in hands for c in h), *field, *stock):
        card(i)
        if i in seen:
            raise RecordError(f"card dealt twice: {i!r}")
        seen.add(i)


def replay_actions(state, raw: Any, action_from_json: Callable, word: str) -> tuple[list, list]:
    """The states and actions of a record's ``actions`` list applied to ``state``.

    :raises RecordError: naming the first action that is malformed or illegal."""
    states, actions = [state], []
    if not isinstance(raw, list):
        raise RecordError("actions must be a list")
    for n, obj in enumerate(raw, start=1):
        player, action = action_from_json(obj, f"action {n}")
        if state.is_over:
            raise RecordError(f"action {n}: the {word} is already over")
        if player != state.current:
            raise RecordError(f"action {n}: it is player {state.current}'s turn, "
                              f"not {player}'s")
        try:
            state = state.apply(action)
        except EngineError as e:
            raise RecordError(f"action {n}: {e}") from None
        states.append(state)
        actions.append(action)
    return states, actions


def check_result(state, stated: Any, actual: dict | None, word: str) -> None:
    """Every key a record states of its result agrees with the replayed ``actual``.

    :raises RecordError: naming the first key that differs."""
    if stated is None:
        return
    if not state.is_over:
        raise RecordError(f"the record states a result but the {word} is not over")
    if not isinstance(stated, dict):
        raise RecordError("result must be an object")
    assert actual is not None, "a deal that is over has a result"
    for key in actual:
        if key in stated and stated[key] != actual[key]:
            raise RecordError(f"result {key} is {stated[key]!r} but the {word} gives "
                              f"{actual[key]!r}")


def read_record(path: str) -> Any:
    """The JSON record in the file at ``path``.

    :raises EngineError: when it cannot be read; :raises RecordError: when it is not JSON."""
    try:
        with open(path, encoding="utf-8") as f:
            text = f.read()
    except OSError as e:
        raise EngineError(f"cannot read {path}: {e.strerror}") from None
    return loads(text)


def replay_lines(deals: list, format_action: Callable, result_line: Callable,
                 word: str = "hand") -> list[str]:
    """The notation of replayed deals, one action a line, each deal closed by
    ``result_line(final_state)``; deals numbered when there are several."""
    lines = []
    for n, (states, actions) in enumerate(deals, start=1):
        if len(deals) > 1:
            lines.append(f"# {word} {n}")
        lines += [format_action(a, s.current) for s, a in zip(states, actions, strict=False)]
        lines.append(result_line(states[-1]))
    return lines
