"""``python -m engine tamcuc …``: judge a trick, play, replay, rules.

Bad input (unknown or repeated card, a removed card, plays of different sizes, a lead that is
no combination, unknown rule set or player, a malformed record) exits 2 with one line.
"""

from __future__ import annotations

import argparse
import json

from ..errors import EngineError
from .combos import classify_mask
from .notation import format_action, parse_cards
from .record import MAX_HANDS
from .rules import DEFAULT_RULES, RULESETS, SEAT_COUNTS, get_rules


def cmd_trick(args) -> None:
    from .cards import mask_of
    from .state import trick_winner

    if len(args.plays) != args.players:
        raise EngineError(f"expected {args.players} plays (one per seat), got {len(args.plays)}")
    plays = [parse_cards(p) for p in args.plays]
    winner = trick_winner(args.rules, plays, first_call=args.first_trick)
    combo = classify_mask(mask_of(plays[0]))
    print(json.dumps({"winner": winner, "combo": combo.shape if combo else "none"}))


def cmd_play(args) -> None:
    from ..games import get_game
    from ..table import play_record

    if args.players not in SEAT_COUNTS:
        raise EngineError(f"--players must be 2, 3 or 4, not {args.players}")
    names = [n.strip() for n in args.ai.split(",")]
    if len(names) == 1:
        names *= args.players
    if len(names) != args.players:
        raise EngineError(f"--ai names {len(names)} players, but --players is {args.players}")
    record = play_record(get_game("tamcuc"), args.rules, names, args.seed, args.rounds, MAX_HANDS)
    print(json.dumps(record, ensure_ascii=False))


def cmd_replay(args) -> None:
    from ..records import read_record, replay_lines
    from .record import replay

    lines = replay_lines(replay(read_record(args.file)), lambda a, seat: f"{seat}: {format_action(a)}",
                         _result_line)
    print("\n".join(lines))


def _result_line(state) -> str:
    r = state.result
    ket = f" {r.ket.kind} to seat {r.ket.player} ({r.ket.points})" if r.ket else ""
    return f"result: cards {list(r.cards)} points {list(r.points)} winners {list(r.winners)}{ket}"


def cmd_rules(args) -> None:
    from ..cli import show_rulesets

    r = show_rulesets(RULESETS, args.name, get_rules, 14)
    if r is None:
        return
    for name, value in r.switches().items():
        print(f"  {name.replace('_', '-'):20} {value}")


def add_commands(parser: argparse.ArgumentParser) -> None:
    """The Tam Cúc subcommands, under ``parser``."""
    sub = parser.add_subparsers(dest="tamcuc_command", required=True, parser_class=type(parser))
    p = sub.add_parser("trick", help="which play wins a trick; JSON {winner, combo}")
    p.add_argument("--rules", default=DEFAULT_RULES)
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--first-trick", action="store_true", help="apply the first-call ban")
    p.add_argument("plays", nargs="+", metavar="PLAY", help="comma-separated card ids, leader first")
    p.set_defaults(func=cmd_trick)
    p = sub.add_parser("play", help="computer players play a deal or a match; prints its record")
    p.add_argument("--rules", default=DEFAULT_RULES)
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--ai", default="greedy", help="one name per seat, comma-separated (or one for all)")
    p.add_argument("--rounds", type=int, help="play a match of R deals (default: one deal)")
    p.set_defaults(func=cmd_play)
    p = sub.add_parser("replay", help="check a record action by action and print it")
    p.add_argument("file")
    p.set_defaults(func=cmd_replay)
    p = sub.add_parser("rules", help="list rule sets, or print every switch of one")
    p.add_argument("name", nargs="?")
    p.set_defaults(func=cmd_rules)


def register(subparsers) -> None:
    """Add the ``tamcuc`` command to ``python -m engine``."""
    add_commands(subparsers.add_parser("tamcuc", help="judge tricks, play and replay Tam Cúc"))
