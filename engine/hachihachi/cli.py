"""``python -m engine hachihachi …``: teyaku, score, play, replay, rules."""

from __future__ import annotations

import json

from ..errors import EngineError
from .rules import DEFAULT_RULES, RULESETS, YAKU_NAMES, get_rules


def _yaku_json(found) -> list[dict]:
    return [{"id": y.id, "points": y.points} for y in found]


def cmd_teyaku(args) -> None:
    from .dekiyaku import pile_of
    from .rules import total
    from .teyaku import teyaku

    rules = get_rules(args.rules)
    hand = pile_of(args.cards)
    if len(args.cards) != 7:
        raise EngineError(f"a dealt hand is 7 cards, not {len(args.cards)}")
    found = teyaku(hand, rules)
    print(json.dumps({"teyaku": _yaku_json(found), "points": total(found)}))


def cmd_score(args) -> None:
    from .scoring import score_pile

    print(json.dumps(score_pile(args.cards, get_rules(args.rules))))


def cmd_play(args) -> None:
    from ..games import get_game
    from ..table import play_record

    names = args.ai.split(",")
    if len(names) != 3:
        raise EngineError(f"--ai needs three player names separated by commas, not {args.ai!r}")
    record = play_record(get_game("hachihachi"), args.rules, names, args.seed, args.rounds)
    print(json.dumps(record, ensure_ascii=False))


def cmd_replay(args) -> None:
    from ..records import read_record, replay_lines
    from .notation import format_action
    from .record import replay

    lines = replay_lines(replay(read_record(args.file)), format_action, _result_line, "deal")
    print("\n".join(lines))


def _result_line(state) -> str:
    r = state.result
    return (f"result: winner {r.winner} points {' '.join(map(str, r.points))} ({r.reason}, "
            f"field x{r.settlement.multiplier})")


def cmd_rules(args) -> None:
    from ..cli import show_rulesets

    r = show_rulesets(RULESETS, args.name, get_rules, 12)
    if r is None:
        return
    for group, table in (("teyaku", r.teyaku), ("dekiyaku", r.dekiyaku),
                         ("special", r.special)):
        print(f"{group}:")
        for y, value in table.items():
            print(f"  {y:12} {value:4} {r.unit:6} {YAKU_NAMES[y]['ja']} {YAKU_NAMES[y]['en']}")
    for name in ("settlement", "par", "kan_mon", "willow_as_chaff", "goko_with_rainman",
                 "aka_ribbons", "triples_each", "futahachi_at", "sage_shobu",
                 "sage_settles_cards", "redeal_four_of_month", "rounds"):
        print(f"  {name.replace('_', '-'):22} {getattr(r, name)}")
    fields = ", ".join(f"{c} x{m}" for c, m in r.field_brights.items()) or "none"
    print(f"  {'field-brights':22} {fields}")
    for note in r.notes:
        print(f"  note: {note}")


def register(sub) -> None:
    """Add ``hachihachi`` and its commands to the top-level ``subparsers``."""
    top = sub.add_parser("hachihachi", help="teyaku, score, play and replay Hachi-Hachi")
    hsub = top.add_subparsers(dest="hachihachi_command", required=True, parser_class=type(top))
    p = hsub.add_parser("teyaku", help="the teyaku of a dealt hand of 7 cards")
    p.add_argument("--rules", default=DEFAULT_RULES)
    p.add_argument("cards", nargs="+")
    p.set_defaults(func=cmd_teyaku)
    p = hsub.add_parser("score", help="the dekiyaku and card points of a captured pile")
    p.add_argument("--rules", default=DEFAULT_RULES)
    p.add_argument("cards", nargs="+")
    p.set_defaults(func=cmd_score)
    p = hsub.add_parser("play", help="play a deal or a match and print its record")
    p.add_argument("--rules", default=DEFAULT_RULES)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--ai", default="strong,greedy,random",
                   help="three player names, seat 0 first")
    p.add_argument("--rounds", type=int)
    p.set_defaults(func=cmd_play)
    p = hsub.add_parser("replay", help="check a record action by action and print it")
    p.add_argument("file")
    p.set_defaults(func=cmd_replay)
    p = hsub.add_parser("rules", help="list the rule sets, or print one's tables and switches")
    p.add_argument("name", nargs="?")
    p.set_defaults(func=cmd_rules)
