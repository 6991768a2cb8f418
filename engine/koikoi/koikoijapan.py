"""Games recorded in the PC game KoiKoi-Japan, as the KoiKoi-AI dataset keeps them, read into
this engine's match records (``docs/record-format.md``) under the ``koikoi-japan`` rule set.

The dataset (github.com/guansanghai/KoiKoi-AI, ``gamerecords_dataset/*.json``, MIT licence)
keeps one game a file: ``info`` (the two players' starting points, the number of rounds),
``result`` (their points at the end) and ``record.roundN``, each with ``basic`` (the dealer,
``initHand1``, ``initHand2``, ``initBoard`` and ``initPile``, the stock drawn from its end,
and the round's points, signed, for each player) and ``turnN``: the card played and the cards
it collected (itself first, none when it stayed on the field), the card drawn and what it
collected, and ``isKoiKoi`` (``true`` koi-koi, ``false`` stop, ``null`` no choice). A card is
``[month, n]``, ``n`` counting from the month's best card, as this engine's deck does. Player 1
sits in seat 0.
"""

from __future__ import annotations

import json
import subprocess
from collections.abc import Iterator
from typing import Any

from ..errors import EngineError
from ..hanafuda.cards import CARDS_BY_ID, DECK
from ..protocol import HUMAN

RULES = "koikoi-japan"
MIRROR = "/work/.mirror/guansanghai+KoiKoi-AI/repo"  # a bare git copy of the repository
FOLDER = "gamerecords_dataset/"

# by [month, n], which a dataset's JSON gives as a list of any length
_CARDS: dict[tuple[int, ...], str] = {(c.month, n): c.id for month in range(1, 13)
          for n, c in enumerate((c for c in DECK if c.month == month), start=1)}


def card_id(card: list[int]) -> str:
    """The engine's id of a dataset card ``[month, n]``."""
    return _CARDS[tuple(card)]


def _capture(player: int, verb: str, card: list[int], collected: list) -> dict:
    played = card_id(card)
    take = sorted((card_id(c) for c in collected if card_id(c) != played),
                  key=lambda i: CARDS_BY_ID[i].index)  # in deck order, as the engine lists them
    return {"player": player, verb: played, "take": take}


def hand_record(round_: dict) -> dict:
    """One round as a hand record, with the result the game gave it (seat 0's and seat 1's
    points, the winner's only: the loser pays them, which a match's score shows)."""
    basic = round_["basic"]
    dealer = basic["Dealer"] - 1
    actions = []
    turns = sorted((k for k in round_ if k.startswith("turn")), key=lambda k: int(k[4:]))
    stopped = False
    for key in turns:
        turn = round_[key]
        seat = turn["playerInTurn"] - 1
        actions.append(_capture(seat, "play", turn["discardCard"], turn["collectCard"]))
        actions.append(_capture(seat, "draw", turn["drawCard"], turn["collectCard2"]))
        if turn.get("isKoiKoi") is not None:
            stopped = turn["isKoiKoi"] is False
            actions.append({"player": seat, "call": "koikoi" if turn["isKoiKoi"] else "stop"})
    gained = (basic["player1RoundPts"], basic["player2RoundPts"])
    winner = 0 if gained[0] > 0 else 1
    points = [0, 0]
    points[winner] = gained[winner]
    result: dict[str, Any] = {"points": points}
    if stopped:
        result.update(winner=winner, reason="stop")
    else:
        result.update(winner=None, reason="exhausted")
    return {"game": "koikoi", "rules": RULES, "dealer": dealer,
            "deal": {"hands": [[card_id(c) for c in basic["initHand1"]],
                               [card_id(c) for c in basic["initHand2"]]],
                     "field": [card_id(c) for c in basic["initBoard"]],
                     "stock": [card_id(c) for c in reversed(basic["initPile"])]},
            "actions": actions, "result": result}


def rounds_of(game: dict) -> list[dict]:
    """The game's rounds in order, as :func:`hand_record` reads them."""
    record = game["record"]
    return [record[k] for k in sorted(record, key=lambda k: int(k[5:]))]


def match_record(game: dict) -> dict:
    """The whole game as a match record (each hand's running score)."""
    hands, score = [], [0, 0]
    for round_ in rounds_of(game):
        hand = hand_record(round_)
        score = [s + p for s, p in zip(score, hand["result"]["points"], strict=True)]
        hands.append({**hand, "score": score})
    return {"game": "koikoi", "rules": RULES, "rounds": game["info"]["numRound"],
            "players": [HUMAN, HUMAN],  # people, whose names the dataset keeps in info
            "hands": hands}


def end_points(game: dict) -> tuple[int, int]:
    """Each player's points at the game's end, as the game recorded them."""
    return game["result"]["player1EndPts"], game["result"]["player2EndPts"]


def check_game(game: dict) -> tuple[int, list[str]]:
    """Replay a finished game under ``koikoi-japan``: (the rounds that replay and score as
    recorded, what is wrong otherwise). Beyond each round's points it checks the match: who
    deals each round (the winner; the dealer again after an exhausted round), that it ends
    where the record ends (eight rounds, or a player out of points) and each player's points
    at the end (30, plus what they won, less what they lost)."""
    from ..errors import RecordError
    from ..table import Table
    from .record import replay_hand
    from .state import next_dealer

    problems, hands = [], []
    for n, round_ in enumerate(rounds_of(game), start=1):
        try:
            hands.append(replay_hand(hand_record(round_)))
        except RecordError as e:
            problems.append(f"round {n}: {e}")
    if problems:
        return len(hands), problems
    for n in range(1, len(hands)):
        if hands[n][0][0].deal.dealer != next_dealer(hands[n - 1][0][-1]):
            problems.append(f"round {n + 1}: not dealt by the player the rules say")
    try:
        table = Table.from_json(match_record(game))
    except RecordError as e:
        return len(hands), [*problems, str(e)]
    if not table.match_over:
        problems.append(f"the game goes on after its {len(hands)} rounds")
    if table.purses is None or tuple(table.purses) != end_points(game):
        problems.append(f"ends with {table.purses}, recorded {list(end_points(game))}")
    return len(hands), problems


# -- the whole dataset (python -m engine koikoi check-japan) ----------------------------------

def dataset_games(git_dir: str) -> Iterator[tuple[str, dict]]:
    """(path, game) for every game file of the dataset, in the order of their numbers."""
    def git(*args) -> str:
        try:
            return subprocess.run(["git", "--git-dir", git_dir, *args], check=True,
                                  capture_output=True, text=True).stdout
        except subprocess.CalledProcessError as e:
            said = (e.stderr or "").strip().splitlines()
            raise EngineError(f"cannot read the dataset in {git_dir}: "
                              f"{said[-1] if said else e}") from None

    paths = [p for p in git("ls-tree", "-r", "HEAD", "--name-only").split()
             if p.startswith(FOLDER) and p.endswith(".json")]
    for path in sorted(paths, key=lambda p: int(p[len(FOLDER):-len(".json")])):
        yield path, json.loads(git("show", f"HEAD:{path}"))


def add_command(sub) -> None:
    """``python -m engine koikoi check-japan [--git-dir DIR] [-v]``: replay every finished game
    of the dataset (read at HEAD of a bare git copy of the repository) under :data:`RULES`, and
    say how many rounds replay and score as recorded, and how many games are dealt, end and
    leave each player the points the records say; exit 1 unless all do."""
    p = sub.add_parser("check-japan", help="replay the KoiKoi-Japan games of the KoiKoi-AI "
                                           "dataset; exit 1 unless all score as recorded")
    p.add_argument("--git-dir", default=MIRROR, help=f"a bare git copy (default {MIRROR})")
    p.add_argument("-v", "--verbose", action="store_true", help="name every problem")
    p.set_defaults(func=check_dataset)


def check_dataset(args) -> int:
    n_games = good_games = n_rounds = good_rounds = skipped = 0
    for path, game in dataset_games(args.git_dir):
        if not game["result"]["isOver"]:
            skipped += 1  # a game left unfinished: it has no result to check
            continue
        n_games += 1
        n_rounds += len(rounds_of(game))
        good, problems = check_game(game)
        good_rounds += good
        good_games += not problems
        if args.verbose:
            for problem in problems:
                print(f"{path}: {problem}")
    print(f"rounds scoring as recorded: {good_rounds} of {n_rounds}")
    print(f"games dealt, ended and settled as recorded: {good_games} of {n_games}"
          f" ({skipped} unfinished game(s) skipped)")
    return 0 if good_rounds == n_rounds and good_games == n_games else 1
