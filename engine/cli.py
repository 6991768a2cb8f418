"""``python -m engine``: cards, rule sets, scoring, playing and replaying Koi-Koi.

Bad input (unknown id, duplicate card, unknown rule set, malformed record, illegal action)
exits with code 2 and one line naming the problem.
"""

from __future__ import annotations

import argparse
import json
import sys

from .cards import DECK
from .errors import EngineError
from .rules import DEFAULT_RULES, RULESETS, YAKU_NAMES, get_rules


class UsageError(Exception):
    pass


class _Parser(argparse.ArgumentParser):
    def error(self, message):  # one line, no usage dump
        raise UsageError(message)


def cmd_cards(args) -> None:
    for c in DECK:
        print(f"{c.id:24} {c.month:2} {c.kind:7} {c.points:2}  {c.name('ja')}  {c.name('en')}")


def cmd_rules(args) -> None:
    if not args.name:
        for r in RULESETS.values():
            print(f"{r.name:10} {r.source}")
        return
    r = get_rules(args.name)
    print(f"{r.name}: {r.source}")
    for y in r.scored_yaku():
        bonus = " +1 per extra card" if y in r.bonus_per_card else ""
        print(f"  {y:14} {r.points[y]:3}{bonus}  {YAKU_NAMES[y]['ja']} {YAKU_NAMES[y]['en']}")
    for name in ("sanko_with_rainman", "inoshikacho_absorbs_tane", "ribbons_absorb_tanzaku",
                 "combined_ribbons", "sake_as_chaff", "viewing", "seven_doubles", "double_threshold",
                 "koikoi_doubles", "multipliers_multiply", "max_koikoi", "choice_on_increase",
                 "last_card_claim", "exhausted_dealer_points", "hand_yaku",
                 "field_redeal_four_of_month", "field_redeal_four_pairs", "rounds",
                 "dealer_keeps_on_exhausted"):
        print(f"  {name.replace('_', '-'):28} {getattr(r, name)}")


def cmd_score(args) -> None:
    from .scoring import score

    result = score(args.cards, get_rules(args.rules), args.opponent_koikoi)
    print(json.dumps({"yaku": [{"id": y.id, "points": y.points} for y in result.yaku],
                      "base": result.base, "points": result.points}))


def cmd_play(args) -> None:
    from .match import play_match, play_single
    from .players import get_player

    names = args.players.split(",")
    if len(names) != 2:
        raise EngineError(f"--players needs two names separated by a comma, not {args.players!r}")
    players = [get_player(n) for n in names]
    rules = get_rules(args.rules)
    if args.rounds is not None:
        from .record import MAX_HANDS

        if not 1 <= args.rounds <= MAX_HANDS:  # a longer match makes a record nobody can read
            raise EngineError(f"--rounds must be from 1 to {MAX_HANDS}, not {args.rounds}")
        record = play_match(rules, players, args.seed, rounds=args.rounds)
    else:
        record = play_single(rules, players, args.seed)
    print(json.dumps(record, ensure_ascii=False))


def cmd_replay(args) -> None:
    from .notation import format_action
    from .record import loads, replay

    try:
        with open(args.file, encoding="utf-8") as f:
            text = f.read()
    except OSError as e:
        raise EngineError(f"cannot read {args.file}: {e.strerror}") from None
    hands = replay(loads(text))
    for n, (states, actions) in enumerate(hands, start=1):
        if len(hands) > 1:
            print(f"# hand {n}")
        for s, a in zip(states, actions, strict=False):
            print(format_action(a, s.current))
        r = states[-1].result
        yaku = " ".join(f"{y.id}={y.points}" for y in r.yaku)
        print(f"result: winner {r.winner} points {r.points[0]}-{r.points[1]} ({r.reason}) {yaku}"
              .rstrip())


def cmd_bench(args) -> None:
    from .bench import run

    run(seconds=args.seconds)


def cmd_strength(args) -> None:
    from .strength import run

    run(hands=args.hands, rules_name=args.rules, pairs=args.pairs, seed=args.seed,
        workers=args.workers)


def cmd_puzzles(args) -> None:
    from . import puzzles

    if args.puzzles_command == "generate":
        puzzles.main_generate(args.out, args.seed)
    elif puzzles.main_verify(args.file):
        raise SystemExit(1)


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="python -m engine", description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    sub.add_parser("cards", help="list the 48 cards").set_defaults(func=cmd_cards)
    p = sub.add_parser("rules", help="list rule sets, or print one's table")
    p.add_argument("name", nargs="?")
    p.set_defaults(func=cmd_rules)
    p = sub.add_parser("bench", help="hands and score evaluations per second, one core")
    p.add_argument("--seconds", type=float, default=3.0)
    p.set_defaults(func=cmd_bench)
    p = sub.add_parser("strength", help="seeded hands between computer players, with win rates")
    p.add_argument("--hands", type=int, default=1000)
    p.add_argument("--rules", default=DEFAULT_RULES)
    p.add_argument("--pairs", default="strong-greedy,strong-random,greedy-random")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--workers", type=int, default=2)
    p.set_defaults(func=cmd_strength)

    puzzles = sub.add_parser("puzzles", help="generate or re-verify the puzzle library")
    psub = puzzles.add_subparsers(dest="puzzles_command", required=True, parser_class=_Parser)
    p = psub.add_parser("generate", help="puzzles from seeded games, each checked by the engine")
    p.add_argument("--out", help="write the library here (default: standard output)")
    p.add_argument("--seed", type=int, default=2026)
    p.set_defaults(func=cmd_puzzles)
    p = psub.add_parser("verify", help="recompute every puzzle's answers; exit 1 on a mismatch")
    p.add_argument("file")
    p.set_defaults(func=cmd_puzzles)

    koikoi = sub.add_parser("koikoi", help="score, play and replay Koi-Koi")
    ksub = koikoi.add_subparsers(dest="koikoi_command", required=True, parser_class=_Parser)
    p = ksub.add_parser("score", help="the yaku and points of a captured pile")
    p.add_argument("--rules", default=DEFAULT_RULES)
    p.add_argument("--opponent-koikoi", action="store_true")
    p.add_argument("cards", nargs="+")
    p.set_defaults(func=cmd_score)
    p = ksub.add_parser("play", help="play a hand or a match and print its record")
    p.add_argument("--rules", default=DEFAULT_RULES)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--players", default="greedy,random")
    p.add_argument("--rounds", type=int)
    p.set_defaults(func=cmd_play)
    p = ksub.add_parser("replay", help="check a record action by action and print it")
    p.add_argument("file")
    p.set_defaults(func=cmd_replay)
    return parser


def main(argv=None) -> int:
    try:
        args = build_parser().parse_args(argv)
        args.func(args)
    except UsageError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    except (EngineError, ValueError) as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    except BrokenPipeError:
        return 0
    return 0
