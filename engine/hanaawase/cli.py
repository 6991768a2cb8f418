"""``python -m engine hanaawase …``: the commands every game has (engine/cli.py) and ``score``."""

from __future__ import annotations

import json

from .rules import DEFAULT_RULES, YAKU_NAMES, get_rules


def cmd_score(args) -> None:
    from .scoring import score_pile

    print(json.dumps(score_pile(args.cards, get_rules(args.rules))))


def _result_line(state) -> str:
    r = state.result
    s = r.settlement
    void = (", yaku void" if s.void else "") + (
        f", field × {s.multiplier}" if s.multiplier > 1 else "") + (
        ", FUKE: a tie" if s.tie else "")
    return (f"result: winner {r.winner} points {' '.join(map(str, r.points))} (card points "
            f"{' '.join(map(str, s.card_points))}, par {s.par}{void})")


def describe_rules(r) -> None:
    """The yaku table and every switch of a rule set (``rules NAME``)."""
    print("yaku:")
    for y, value in r.yaku.items():
        print(f"  {y:15} {value:4} points  {YAKU_NAMES[y]['ja']}  {YAKU_NAMES[y]['en']}")
    if not r.yaku:
        print("  (none: card points alone)")
    print(f"  {'settlement':22} {r.settlement}")
    print(f"  {'par':22} {r.par(3)} (three seats), {r.par(2)} (two seats)")
    print(f"  {'ameshima':22} {r.ameshima}")
    for seats, (hand, field) in sorted(r.deals.items(), reverse=True):
        print(f"  {f'deal for {seats}':22} {hand} in each hand, {field} on the field")
    for t, value in r.teyaku.items():
        print(f"  {'hand yaku ' + t:22} {value} points  {YAKU_NAMES[t]['ja']}  {YAKU_NAMES[t]['en']}")
    for name in ("matsukiribozu_with_brights", "teppo_with_sake", "field_multiplier", "fuke",
                 "redeal_four_of_month", "rounds"):
        print(f"  {name.replace('_', '-'):22} {getattr(r, name)}")
    for note in r.notes:
        print(f"  note: {note}")


def register(sub) -> None:
    """Add ``hanaawase`` and its commands to the top-level ``subparsers``."""
    from ..cli import add_game
    from .notation import format_action

    hsub = add_game(sub, "hanaawase", "score, play and replay Hana-awase",
                    players="strong,greedy,random", describe=describe_rules,
                    format_action=format_action, result_line=_result_line, deal_word="deal")
    p = hsub.add_parser("score", help="the yaku and card points of a captured pile")
    p.add_argument("--rules", default=DEFAULT_RULES)
    p.add_argument("cards", nargs="+")
    p.set_defaults(func=cmd_score)
