"""``python -m engine koikoi …`` (score, play, replay, rules), and the Koi-Koi commands kept at
the top level as documented: ``rules`` and ``puzzles``."""

from __future__ import annotations

import json

from ..errors import EngineError
from .record import MAX_HANDS
from .rules import DEFAULT_RULES, RULESETS, YAKU_NAMES, get_rules


def cmd_rules(args) -> None:
    from ..cli import show_rulesets

    r = show_rulesets(RULESETS, args.name, get_rules, 10)
    if r is None:
        return
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
    from ..games import get_game
    from ..table import play_record

    names = args.players.split(",")
    if len(names) != 2:
        raise EngineError(f"--players needs two names separated by a comma, not {args.players!r}")
    record = play_record(get_game("koikoi"), args.rules, names, args.seed, args.rounds,
                         MAX_HANDS)
    print(json.dumps(record, ensure_ascii=False))


def cmd_replay(args) -> None:
    from ..records import read_record, replay_lines
    from .notation import format_action
    from .record import replay

    print("\n".join(replay_lines(replay(read_record(args.file)), format_action, _result_line)))


def _result_line(state) -> str:
    r = state.result
    yaku = " ".join(f"{y.id}={y.points}" for y in r.yaku)
    return f"result: winner {r.winner} points {r.points[0]}-{r.points[1]} ({r.reason}) {yaku}" \
        .rstrip()


def cmd_puzzles(args) -> None:
    from . import puzzles

    if args.puzzles_command == "generate":
        puzzles.main_generate(args.out, args.seed)
    elif puzzles.main_verify(args.file):
        raise SystemExit(1)


def _add_rules(sub) -> None:
    p = sub.add_parser("rules", help="list Koi-Koi rule sets, or print one's table")
    p.add_argument("name", nargs="?")
    p.set_defaults(func=cmd_rules)


def register(sub) -> None:
    """Add the Koi-Koi commands to the top-level ``subparsers``."""
    _add_rules(sub)
    puzzles = sub.add_parser("puzzles", help="generate or re-verify the puzzle library")
    psub = puzzles.add_subparsers(dest="puzzles_command", required=True,
                                  parser_class=type(puzzles))
    p = psub.add_parser("generate", help="puzzles from seeded games, each checked by the engine")
    p.add_argument("--out", help="write the library here (default: standard output)")
    p.add_argument("--seed", type=int, default=2026)
    p.set_defaults(func=cmd_puzzles)
    p = psub.add_parser("verify", help="recompute every puzzle's answers; exit 1 on a mismatch")
    p.add_argument("file")
    p.set_defaults(func=cmd_puzzles)

    koikoi = sub.add_parser("koikoi", help="score, play and replay Koi-Koi")
    ksub = koikoi.add_subparsers(dest="koikoi_command", required=True, parser_class=type(koikoi))
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
    _add_rules(ksub)
