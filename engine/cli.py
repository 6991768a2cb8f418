"""``python -m engine``: the cards, benchmarks, and each game's commands (``koikoi …``, ``tamcuc …``).

Bad input (unknown id, duplicate card, unknown rule set, malformed record, illegal action)
exits with code 2 and one line naming the problem.
"""

from __future__ import annotations

import argparse
import sys

from .cards import DECK
from .errors import EngineError
from .games import GAMES, get_game


class UsageError(Exception):
    pass


class _Parser(argparse.ArgumentParser):
    def error(self, message):  # one line, no usage dump
        raise UsageError(message)


def show_rulesets(rulesets, name: str | None, get_rules, width: int):
    """What ``<game> rules [NAME]`` starts with: every rule set and its source, or the header of
    the one named, which is returned for the game to print its table and switches."""
    if not name:
        for r in rulesets.values():
            print(f"{r.name:{width}} {r.source}")
        return None
    r = get_rules(name)
    print(f"{r.name}: {r.source}")
    return r


def cmd_cards(args) -> None:
    for c in DECK:
        print(f"{c.id:24} {c.month:2} {c.kind:7} {c.points:2}  {c.name('ja')}  {c.name('en')}")


def cmd_bench(args) -> None:
    from .bench import run

    run(seconds=args.seconds, games=[args.game] if args.game else None)


def cmd_strength(args) -> None:
    from .strength import run

    run(hands=args.hands, rules_name=args.rules, pairs=args.pairs, seed=args.seed,
        workers=args.workers, game_name=args.game, seats=args.players, games=args.games)


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="python -m engine", description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    sub.add_parser("cards", help="list the 48 Hanafuda cards").set_defaults(func=cmd_cards)
    p = sub.add_parser("bench", help="random deals (every game and seat count) per second, "
                                     "one core")
    p.add_argument("--seconds", type=float, default=3.0)
    p.add_argument("--game", choices=list(GAMES))
    p.set_defaults(func=cmd_bench)
    p = sub.add_parser("strength", help="seeded deals between computer players, with win rates")
    p.add_argument("--game", choices=list(GAMES), default="koikoi")
    p.add_argument("--players", type=int, help="seats at the table (default: the game's first)")
    p.add_argument("--hands", type=int, default=1000)
    p.add_argument("--games", type=int, help="whole matches of the rule set's length per pair, "
                   "seats swapped in duplicate (instead of single hands)")
    p.add_argument("--rules", help="rule set (default: the game's)")
    p.add_argument("--pairs", default="strong-greedy,strong-random,greedy-random")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--workers", type=int, default=2)
    p.set_defaults(func=cmd_strength)
    for name in GAMES:
        get_game(name).register_cli(sub)
    return parser


def main(argv=None) -> int:
    try:
        args = build_parser().parse_args(argv)
        args.func(args)
    except (UsageError, EngineError, ValueError) as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    except BrokenPipeError:
        return 0
    return 0
