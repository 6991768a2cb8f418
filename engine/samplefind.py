"""What the games' sample finders share (``engine/<game>/samples.py``, run by
``scripts/find_sample_games.py``): the search for the first seeded deal that shows a feature,
and the small words their notes are written with, in Vietnamese, Chinese and English.

A game's ``samples.py`` lists its :class:`Search` values, each a feature to find (a detector
over the states and actions of a deal, the seatings to try, the title and summary of its file),
and offers ``samples(limit)``: every :class:`Sample` it found, or the slug of each it did not;
the game declares it (:attr:`engine.protocol.Game.samples`), and the finder reads it there.
The search is deterministic: same engine, same seeds, same files.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from . import terms
from .hanafuda.cards import CARDS_BY_ID
from .table import Table

LANGS = ("vi", "zh", "en")
PLAYER = {"vi": "Người chơi {n}", "zh": "玩家{n}", "en": "Player {n}"}
JOIN = {"vi": ", ", "zh": "、", "en": ", "}

# (states, actions) -> None, or (notes {step: texts}, what was found): step k is the state
# after action k
Detector = Callable[[Sequence[Any], Sequence[Any]], Any]
Seatings = Callable[[int], Sequence[tuple[str, ...]]]


def who(seat: int, lang: str) -> str:
    return PLAYER[lang].format(n=seat + 1)


def card(cid: str, lang: str) -> str:
    """A Hanafuda card's name."""
    return CARDS_BY_ID[cid].name(lang)


def card_list(ids, lang: str) -> str:
    return JOIN[lang].join(card(c, lang) for c in ids)


def texts(**per_lang) -> dict:
    return {lang: per_lang[lang] for lang in LANGS}


def pts(n: int, lang: str) -> str:
    """``n`` points, in agreement: "1 point", "2 points"."""
    return {"vi": f"{n} điểm", "zh": f"{n}分", "en": f"{n} point" + ("" if n == 1 else "s")}[lang]


def word(key: str, lang: str) -> str:
    """A word of play from the term tables (cái, chui, kết đôi, sage…)."""
    return terms.term(lang, "game", key)


@dataclass(frozen=True)
class Search:
    """One feature to find: the first deal under ``rules`` that ``detect`` accepts."""

    slug: str  # the file's name, engine/<game>/data/samples/<slug>.json
    rules: str
    seatings: Seatings  # the players to seat with a seed, in the order to try them
    detect: Detector
    title: dict
    summary: dict


@dataclass(frozen=True)
class Sample:
    """One file of the step-through library, and the line the finder prints for it."""

    slug: str
    rules: str
    title: dict
    summary: dict
    notes: dict
    record: dict
    order: int
    line: str


def play_single(game, rules: str, names: tuple[str, ...], seed: int):
    table = Table(game, rules, names, 1, seed).play(random.Random(seed))
    return table.hands[0]


USED: set = set()


def find(game, rules, detect, limit, seatings):
    """The first seeded deal (not used by another feature) that shows the feature:
    ``seatings(seed)`` lists the players to seat, in the order to try them, with that seed."""
    for seed in range(limit):
        for names in seatings(seed):
            if (game.name, rules, seed, names) in USED:
                continue
            states, actions = play_single(game, rules, names, seed)
            found = detect(states, actions)
            if found:
                record = game.hand_to_json(states, actions)
                record["seed"] = seed
                record["players"] = list(names)
                USED.add((game.name, rules, seed, names))
                return record, found
    return None


def search(game, searches: Sequence[Search], first_order: int, limit: int) -> Iterator[Sample | str]:
    """Each search's sample (its order counted from ``first_order``), or its slug if no seed
    below ``limit`` shows the feature."""
    for order, s in enumerate(searches, first_order):
        hit = find(game, s.rules, s.detect, limit, s.seatings)
        if hit is None:
            yield s.slug
            continue
        record, (notes, _info) = hit
        yield Sample(s.slug, s.rules, s.title, s.summary, notes, record, order,
                     f"{s.slug}: seed {record['seed']} {record['players']} "
                     f"{len(record['actions'])} actions")
