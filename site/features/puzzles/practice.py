"""Each lesson's practice set: about five puzzles of the lesson's theme, under the rules its
path teaches, chosen from the game's library once and the same for every reader.

A game's puzzle kit declares, per lesson slug, the themes (or kinds) that practise it
(``PRACTICE``, :class:`website.games.kit.lessons.Practice`), the rule set its lessons teach
(``TAUGHT_RULES``) and what each puzzle relies on, in the lessons' own keys
(``practice_uses``). A lesson's set takes, in turn from each declared theme, the puzzles

* under the taught rules,
* relying only on what the path has taught up to this lesson,
* relying on something this lesson teaches or its question uses (so they practise it),
* neither asked by a lesson's question nor in an earlier lesson's set,

easiest first (by level, then id). A lesson that no puzzle practises (the first ones, about
the cards) points to the game's card trainer instead.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from itertools import chain, zip_longest

from website.features.lessons import path as L
from website.games import BY_ID
from website.games.kit.lessons import Lesson, Practice, taught

TRAINER_MASTERY = 10  # cards of the trainer answered right at the first try: a card lesson mastered


@dataclass(frozen=True)
class PracticeSet:
    n: int  # the lesson's number in its path
    lesson: Lesson
    ids: tuple[str, ...]  # the puzzles, in the order they are served
    themes: tuple[str, ...]  # the themes declared (a kind's name for all its themes)
    trainer: object = None  # the card trainer, for a lesson no puzzle practises


def lesson_keys(lesson: Lesson) -> frozenset:
    """What a lesson is about: what it teaches and what its question uses."""
    return frozenset(lesson.teaches) | frozenset(lesson.question.uses)


def declared(game, lesson: Lesson) -> Practice | None:
    return game.puzzles.PRACTICE.get(lesson.slug)


def _round_robin(lists) -> list:
    return [x for x in chain.from_iterable(zip_longest(*lists)) if x is not None]


@cache
def sets(game_id: str) -> tuple[PracticeSet, ...]:
    """Every lesson's practice set of the game (computed once: the library never changes)."""
    game = BY_ID[game_id]
    kit = game.puzzles
    path = L.PATHS[game_id]
    library = [p for p in kit.load() if p["kind"] in kit.THEMES and p["rules"] == kit.TAUGHT_RULES]
    used = {lesson.question.puzzle for lesson in path if lesson.question.puzzle}
    out = []
    for n, lesson in enumerate(path, 1):
        want = declared(game, lesson) or Practice(trainer=True)
        if want.trainer or not want.themes:
            out.append(PracticeSet(n, lesson, (), want.themes, kit.TRAINER))
            continue
        known, keys = taught(path, n), lesson_keys(lesson)
        fits = [p for p in library if p["id"] not in used
                and (uses := kit.practice_uses(p)) <= known and uses & keys]
        by_entry = []
        for entry in want.themes:
            themes = kit.THEMES.get(entry, (entry,))
            pools = [sorted((p for p in fits if p["theme"] == t),
                            key=lambda p: (p["level"], p["id"])) for t in themes]
            by_entry.append(_round_robin(pools))
        chosen = _round_robin(by_entry)[:want.size]
        chosen.sort(key=lambda p: p["level"])  # easiest first, the themes still mixed
        used.update(p["id"] for p in chosen)
        out.append(PracticeSet(n, lesson, tuple(p["id"] for p in chosen), want.themes,
                               None if chosen else kit.TRAINER))
    return tuple(out)


def practice_set(game, n: int) -> PracticeSet:
    return sets(game.id)[n - 1]
