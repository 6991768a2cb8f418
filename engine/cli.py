"""``python -m engine``: the cards, benchmarks, and each game's commands (``koikoi …``, ``tamcuc …``).

Every game has the same commands with the same options, written once here: ``play`` (``--rules
--seed --players a,b,… --seats N --rounds R``), ``replay FILE``, ``rules [NAME]`` and ``puzzles
generate [--seed S] [--out FILE] | verify [FILE]``; a game adds its own (``score``, ``teyaku``,
``trick``). ``--players`` names the players (levels), ``--seats`` counts them; the older
spellings still work: ``--ai`` for ``--players``, and ``--players N`` for ``--seats N``.

Bad input (unknown id, duplicate card, unknown rule set, malformed record, illegal action)
exits with code 2 and one line naming the problem.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Callable
from pathlib import Path

from .errors import EngineError
from .games import DEFAULT_GAME, GAMES, get_game
from .hanafuda.cards import DECK


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


def seating(players: str, seats: int | None, counts, flag: str = "--players",
            default: int | None = None) -> list[str]:
    """``play``'s players: the comma-separated names (one name sits at every seat), ``seats``
    of them (default: the game's one seat count, else as many as named, else ``default``, else
    the most).

    :raises EngineError: naming the mismatch."""
    names = [n.strip() for n in players.split(",")]
    if seats is None:
        seats = (counts[0] if len(counts) == 1 else len(names) if len(names) > 1
                 else default or max(counts))
    if seats not in counts:
        allowed = ", ".join(map(str, counts[:-1])) + " or " * (len(counts) > 1) + str(counts[-1])
        raise EngineError(f"--seats must be {allowed}, not {seats}")
    if len(names) == 1:
        names *= seats
    if len(names) != seats:
        raise EngineError(f"{flag} names {len(names)} players for {seats} seats")
    return names


def cmd_play(args) -> None:
    from .table import play_record

    players, seats = args.players, args.seats
    if players is not None and players.strip().isdigit():  # the older --players N: --seats N
        if seats is not None and seats != int(players):
            raise EngineError(f"--players {players} (a seat count) but --seats {seats}")
        seats = int(players)
        players = None
    flag = "--players"
    if args.ai is not None:
        if players is not None:
            raise EngineError("--ai is the older spelling of --players: give one of them")
        players, flag = args.ai, "--ai"
    game = get_game(args.game)
    names = seating(players or args.default_players, seats, game.seats, flag,
                    game.default_seats)
    record = play_record(game, args.rules, names, args.seed, args.rounds, args.most)
    print(json.dumps(record, ensure_ascii=False))


def cmd_replay(args) -> None:
    from .records import read_record, refuse_view, replay_lines

    record = read_record(args.file)
    refuse_view(record)
    deals = get_game(args.game).replay(record)
    print("\n".join(replay_lines(deals, args.format_action, args.result_line, args.deal_word)))


def cmd_rules(args) -> None:
    game = get_game(args.game)
    width = max(map(len, game.rulesets)) + 1
    r = show_rulesets(game.rulesets, args.name, game.get_rules, width)
    if r is not None:
        args.describe(r)


def cmd_puzzles_generate(args) -> None:
    """Generate the library from the seed: to ``--out`` (``-``: standard output), its counts
    and seconds to standard error."""
    puzzles = get_game(args.game).puzzles()
    start = time.perf_counter()
    library = puzzles.generate(puzzles.SEED if args.seed is None else args.seed)
    text = puzzles.dumps(library)
    if args.out == "-":
        print(text, end="")
    else:
        Path(args.out or str(puzzles.DEFAULT_PATH)).write_text(text, encoding="utf-8")
    info = {**puzzles.summary(library), "seconds": round(time.perf_counter() - start, 1)}
    print(json.dumps(info), file=sys.stderr)


def cmd_puzzles_verify(args) -> int:
    """1 when a puzzle's stored answers are not the engine's."""
    from .puzzlelib import report

    puzzles = get_game(args.game).puzzles()
    return 1 if report(puzzles.load(args.file or puzzles.DEFAULT_PATH), puzzles.verify_library) else 0


def add_rules(sub, game: str, describe: Callable) -> None:
    """``rules [NAME]``: every rule set, or one's header and then ``describe(rules)``."""
    p = sub.add_parser("rules", help="list the rule sets, or print one's tables and switches")
    p.add_argument("name", nargs="?")
    p.set_defaults(func=cmd_rules, game=game, describe=describe)


def add_puzzles(sub, game: str) -> None:
    """``puzzles generate|verify``, for ``game``'s library (engine/<game>/data/puzzles.json)."""
    top = sub.add_parser("puzzles", help="generate or re-verify the puzzle library")
    psub = top.add_subparsers(dest="puzzles_command", required=True, parser_class=type(top))
    p = psub.add_parser("generate", help="puzzles from seeded games, each checked by the engine")
    p.add_argument("--out", help="write the library here, - for standard output "
                                 "(default: the library in the game's package)")
    p.add_argument("--seed", type=int, help="default: the seed the library was made with")
    p.set_defaults(func=cmd_puzzles_generate, game=game)
    p = psub.add_parser("verify", help="recompute every puzzle's answers; exit 1 on a mismatch")
    p.add_argument("file", nargs="?", help="default: the library in the game's package")
    p.set_defaults(func=cmd_puzzles_verify, game=game)


def add_game(sub, game: str, help: str, *, players: str, describe: Callable,
             format_action: Callable, result_line: Callable, deal_word: str = "hand",
             most: int = 12):
    """``python -m engine <game>`` with the commands every game has; returns its subparsers,
    for the game's own commands. ``players`` is ``play``'s default ``--players``; ``most`` the
    longest match it plays."""
    top = sub.add_parser(game, help=help)
    gsub = top.add_subparsers(dest=f"{game}_command", required=True, parser_class=type(top))
    p = gsub.add_parser("play", help="computer players play a deal or a match; prints its record")
    p.add_argument("--rules", default=get_game(game).default_rules)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--players", help=f"player levels, seat 0 first, comma-separated, or one for "
                                     f"every seat (default {players})")
    p.add_argument("--ai", help="the older spelling of --players")
    p.add_argument("--seats", type=int, help="how many play (default: as many as --players names)")
    p.add_argument("--rounds", type=int, help="play a match of R deals (default: one deal)")
    p.set_defaults(func=cmd_play, game=game, default_players=players, most=most)
    p = gsub.add_parser("replay", help="check a record action by action and print it")
    p.add_argument("file")
    p.set_defaults(func=cmd_replay, game=game, format_action=format_action,
                   result_line=result_line, deal_word=deal_word)
    add_rules(gsub, game, describe)
    add_puzzles(gsub, game)
    return gsub


def cmd_cards(args) -> None:
    for c in DECK:
        print(f"{c.id:24} {c.month:2} {c.kind:7} {c.points:2}  {c.name('ja')}  {c.name('en')}")


def cmd_bench(args) -> None:
    from .bench import run

    run(seconds=args.seconds, games=[args.game] if args.game else None)


def cmd_strength(args) -> None:
    from .strength import run

    run(hands=args.hands, rules_name=args.rules, pairs=args.pairs, seed=args.seed,
        workers=args.workers, game_name=args.game, seats=args.seats, games=args.games)


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
    p.add_argument("--game", choices=list(GAMES), default=DEFAULT_GAME)
    p.add_argument("--seats", "--players", type=int, dest="seats",
                   help="seats at the table (default: the game's first; --players is the older spelling)")
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
        return args.func(args) or 0  # a command returns its exit code, or nothing for 0
    except BrokenPipeError:
        return 0
    except (UsageError, EngineError, ValueError, OSError) as e:  # OSError: a file named
        print(f"error: {e}", file=sys.stderr)
        return 2
