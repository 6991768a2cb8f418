"""``python -m engine hachihachi …``: the commands every game has (engine/cli.py), ``teyaku``
and ``score``."""

from __future__ import annotations

import json

from ..errors import EngineError
from ..hanafuda.replay import yaku_json
from .rules import DEFAULT_RULES, YAKU_NAMES, get_rules


def cmd_teyaku(args) -> None:
    from ..hanafuda.cards import pile_of
    from .rules import total
    from .teyaku import teyaku

    rules = get_rules(args.rules)
    hand = pile_of(args.cards)
    if len(args.cards) != 7:
        raise EngineError(f"a dealt hand is 7 cards, not {len(args.cards)}")
    found = teyaku(hand, rules)
    print(json.dumps({"teyaku": yaku_json(found), "points": total(found)}))


def cmd_score(args) -> None:
    from .scoring import score_pile

    print(json.dumps(score_pile(args.cards, get_rules(args.rules))))


def _result_line(state) -> str:
    r = state.result
    return (f"result: winner {r.winner} points {' '.join(map(str, r.points))} ({r.reason}, "
            f"field x{r.settlement.multiplier})")


def describe_rules(r) -> None:
    """The yaku tables and every switch of a rule set (``rules NAME``)."""
    for group, table in (("teyaku", r.teyaku), ("dekiyaku", r.dekiyaku),
                         ("special", r.special)):
        print(f"{group}:")
        for y, value in table.items():
            print(f"  {y:12} {value:4} {r.unit:6} {YAKU_NAMES[y]['ja']} {YAKU_NAMES[y]['en']}")
    for name in ("settlement", "par", "kan_mon", "willow_as_chaff", "goko_with_rainman",
                 "goko_keeps_shiko", "aka_ribbons", "triples_each", "futahachi_at", "sage_shobu",
                 "sage_settles_cards", "redeal_four_of_month", "rounds"):
        print(f"  {name.replace('_', '-'):22} {getattr(r, name)}")
    fields = ", ".join(f"{c} x{m}" for c, m in r.field_brights.items()) or "none"
    print(f"  {'field-brights':22} {fields}")
    for note in r.notes:
        print(f"  note: {note}")


def register(sub) -> None:
    """Add ``hachihachi`` and its commands to the top-level ``subparsers``."""
    from ..cli import add_game
    from .notation import format_action

    hsub = add_game(sub, "hachihachi", "teyaku, score, play and replay Hachi-Hachi",
                    players="strong,greedy,random", describe=describe_rules,
                    format_action=format_action, result_line=_result_line, deal_word="deal")
    p = hsub.add_parser("teyaku", help="the teyaku of a dealt hand of 7 cards")
    p.add_argument("--rules", default=DEFAULT_RULES)
    p.add_argument("cards", nargs="+")
    p.set_defaults(func=cmd_teyaku)
    p = hsub.add_parser("score", help="the dekiyaku and card points of a captured pile")
    p.add_argument("--rules", default=DEFAULT_RULES)
    p.add_argument("cards", nargs="+")
    p.set_defaults(func=cmd_score)
