"""``python -m engine koikoi …``: the commands every game has (engine/cli.py), ``score``,
``paired`` (player variants compared on the same hands, :mod:`.paired`) and ``check-japan``
(the KoiKoi-Japan games replayed, :mod:`.koikoijapan`); the Koi-Koi ``rules`` and ``puzzles``
are also kept at the top level, as first documented."""

from __future__ import annotations

import json

from .record import MAX_HANDS
from .rules import DEFAULT_RULES, YAKU_NAMES, get_rules


def describe_rules(r) -> None:
    """The yaku table and every switch of a rule set (``rules NAME``)."""
    for y in r.scored_yaku():
        bonus = " +1 per extra card" if y in r.bonus_per_card else ""
        print(f"  {y:14} {r.points[y]:3}{bonus}  {YAKU_NAMES[y]['ja']} {YAKU_NAMES[y]['en']}")
    for y, points in r.points_after_koikoi.items():
        print(f"  {y:14} {points:3}  once its owner has called koi-koi")
    for name in ("sanko_with_rainman", "inoshikacho_absorbs_tane", "ribbons_absorb_tanzaku",
                 "combined_ribbons", "combined_ribbons_stack", "sake_as_chaff", "viewing",
                 "seven_doubles", "double_threshold",
                 "koikoi_doubles", "multipliers_multiply", "max_koikoi", "choice_on_increase",
                 "last_card_claim", "exhausted_dealer_points", "hand_yaku",
                 "field_redeal_four_of_month", "field_redeal_four_pairs",
                 "hand_redeal_four_of_month", "rounds", "dealer_keeps_on_exhausted", "stake"):
        print(f"  {name.replace('_', '-'):28} {getattr(r, name)}")
    bonus = ", ".join(f"{n}: {'+' if kind == 'add' else 'x'}{k}"
                      for n, (kind, k) in enumerate(r.own_koikoi_bonus, start=1))
    print(f"  {'own-koikoi-bonus':28} {bonus + ', then one more a call' if bonus else None}")


def cmd_score(args) -> None:
    from .scoring import score

    result = score(args.cards, get_rules(args.rules), args.opponent_koikoi, args.own_koikoi)
    print(json.dumps({"yaku": [{"id": y.id, "points": y.points} for y in result.yaku],
                      "base": result.base, "points": result.points}))


def _result_line(state) -> str:
    r = state.result
    yaku = " ".join(f"{y.id}={y.points}" for y in r.yaku)
    return f"result: winner {r.winner} points {r.points[0]}-{r.points[1]} ({r.reason}) {yaku}" \
        .rstrip()


def register(sub) -> None:
    """Add ``koikoi`` and its commands to the top-level ``subparsers``, and ``rules`` and
    ``puzzles`` beside it."""
    from ..cli import add_game, add_puzzles, add_rules
    from . import koikoijapan, paired
    from .notation import format_action

    add_rules(sub, "koikoi", describe_rules)
    add_puzzles(sub, "koikoi")
    ksub = add_game(sub, "koikoi", "score, play and replay Koi-Koi", players="greedy,random",
                    describe=describe_rules, format_action=format_action,
                    result_line=_result_line, most=MAX_HANDS)
    p = ksub.add_parser("score", help="the yaku and points of a captured pile")
    p.add_argument("--rules", default=DEFAULT_RULES)
    p.add_argument("--opponent-koikoi", action="store_true")
    p.add_argument("--own-koikoi", type=int, default=0, metavar="N",
                   help="the scorer's own koi-koi calls (some rule sets count them)")
    p.add_argument("cards", nargs="+")
    p.set_defaults(func=cmd_score)
    paired.add_command(ksub)
    koikoijapan.add_command(ksub)
