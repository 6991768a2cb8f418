"""``python -m engine.tamcuc`` (and ``python -m engine tamcuc``): judge a trick, play, replay, rules.

Bad input (unknown or repeated card, a removed card, plays of different sizes, a lead that is
no combination, unknown rule set or player, a malformed record) exits 2 with one line.
"""

from __future__ import annotations

import argparse
import json
import sys

from ..errors import EngineError
from .combos import classify_mask
from .notation import format_action, parse_cards
from .rules import DEFAULT_RULES, RULESETS, get_rules


class UsageError(Exception):
    pass


class _Parser(argparse.ArgumentParser):
    def error(self, message):  # one line, no usage dump
        raise UsageError(message)


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
    from .match import play_match

    names = [n.strip() for n in args.ai.split(",")]
    if len(names) == 1:
        names *= args.players
    if len(names) != args.players:
        raise EngineError(f"--ai names {len(names)} players, but --players is {args.players}")
    if args.players not in (2, 3, 4):
        raise EngineError(f"--players must be 2, 3 or 4, not {args.players}")
    record = play_match(names, args.rules, args.seed, args.rounds)
    if args.rounds == 1:
        record = record["deals"][0] | {"ai": names, "seed": args.seed}
    print(json.dumps(record, ensure_ascii=False))


def cmd_replay(args) -> None:
    from .record import loads, replay

    try:
        with open(args.file, encoding="utf-8") as f:
            text = f.read()
    except OSError as e:
        raise EngineError(f"cannot read {args.file}: {e.strerror}") from None
    deals = replay(loads(text))
    for n, (states, actions) in enumerate(deals, start=1):
        if len(deals) > 1:
            print(f"# deal {n}")
        for s, a in zip(states, actions, strict=False):
            print(f"{s.current}: {format_action(a)}")
        r = states[-1].result
        ket = f" {r.ket.kind} to seat {r.ket.seat} ({r.ket.points})" if r.ket else ""
        print(f"result: cards {list(r.cards)} points {list(r.points)} winners {list(r.winners)}{ket}")


def cmd_rules(args) -> None:
    if not args.name:
        for r in RULESETS.values():
            print(f"{r.name:14} {r.source}")
        return
    r = get_rules(args.name)
    print(f"{r.name}: {r.source}")
    for name, value in r.switches().items():
        print(f"  {name.replace('_', '-'):20} {value}")


def cmd_bench(args) -> None:
    from .bench import run

    run(seconds=args.seconds)


def cmd_strength(args) -> None:
    from .strength import run

    run(seats=args.players, deals=args.deals, rules_name=args.rules, pairs=args.pairs, seed=args.seed,
        workers=args.workers)


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
    p.add_argument("--rounds", type=int, default=1)
    p.set_defaults(func=cmd_play)
    p = sub.add_parser("replay", help="check a record action by action and print it")
    p.add_argument("file")
    p.set_defaults(func=cmd_replay)
    p = sub.add_parser("rules", help="list rule sets, or print every switch of one")
    p.add_argument("name", nargs="?")
    p.set_defaults(func=cmd_rules)
    p = sub.add_parser("bench", help="random deals per second for 2, 3 and 4 seats")
    p.add_argument("--seconds", type=float, default=3.0)
    p.set_defaults(func=cmd_bench)
    p = sub.add_parser("strength", help="one player against the others, every seat, with intervals")
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--deals", type=int, default=100)
    p.add_argument("--rules", default=DEFAULT_RULES)
    p.add_argument("--pairs", default="strong-greedy,strong-random,greedy-random")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--workers", type=int, default=1)
    p.set_defaults(func=cmd_strength)


def register(subparsers) -> None:
    """Add the ``tamcuc`` command to another CLI's subparsers (``python -m engine``)."""
    add_commands(subparsers.add_parser("tamcuc", help="judge tricks, play and replay Tam Cúc"))


def main(argv=None) -> int:
    parser = _Parser(prog="python -m engine.tamcuc", description=__doc__.splitlines()[0])
    add_commands(parser)
    try:
        args = parser.parse_args(argv)
        args.func(args)
    except (UsageError, EngineError, ValueError) as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    except BrokenPipeError:
        return 0
    return 0


__all__ = ["main", "register"]
