"""``python -m engine tamcuc …``: the commands every game has (engine/cli.py) and ``trick``.

Bad input (unknown or repeated card, a removed card, plays of different sizes, a lead that is
no combination, unknown rule set or player, a malformed record) exits 2 with one line.
"""

from __future__ import annotations

import json

from ..errors import EngineError
from .combos import classify_mask
from .notation import format_action, parse_cards
from .record import MAX_HANDS
from .rules import DEFAULT_RULES


def cmd_trick(args) -> None:
    from .cards import mask_of
    from .state import trick_winner

    if len(args.plays) != args.seats:
        raise EngineError(f"expected {args.seats} plays (one per seat), got {len(args.plays)}")
    plays = [parse_cards(p) for p in args.plays]
    winner = trick_winner(args.rules, plays, first_call=args.first_trick)
    combo = classify_mask(mask_of(plays[0]))
    print(json.dumps({"winner": winner, "combo": combo.shape if combo else "none"}))


def _result_line(state) -> str:
    r = state.result
    ket = f" {r.ket.kind} to seat {r.ket.player} ({r.ket.points})" if r.ket else ""
    return f"result: cards {list(r.cards)} points {list(r.points)} winners {list(r.winners)}{ket}"


def describe_rules(r) -> None:
    """Every switch of a rule set (``rules NAME``)."""
    for name, value in r.switches().items():
        print(f"  {name.replace('_', '-'):20} {value}")


def register(subparsers) -> None:
    """Add ``tamcuc`` and its commands to ``python -m engine``."""
    from ..cli import add_game

    sub = add_game(subparsers, "tamcuc", "judge tricks, play and replay Tam Cúc", players="greedy",
                   describe=describe_rules, most=MAX_HANDS,
                   format_action=lambda a, seat: f"{seat}: {format_action(a)}",
                   result_line=_result_line)
    p = sub.add_parser("trick", help="which play wins a trick; JSON {winner, combo}")
    p.add_argument("--rules", default=DEFAULT_RULES)
    p.add_argument("--seats", "--players", type=int, default=4, dest="seats",
                   help="how many play (--players: the older spelling)")
    p.add_argument("--first-trick", action="store_true", help="apply the first-call ban")
    p.add_argument("plays", nargs="+", metavar="PLAY", help="comma-separated card ids, leader first")
    p.set_defaults(func=cmd_trick)
