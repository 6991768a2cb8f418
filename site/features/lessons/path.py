"""Every game's lesson path, gathered from the registry of games: what the lesson views list,
show and ask. Each game's ``lessons`` module holds its path, its askers, the numbers its
screens quote and the captions of its cards (:class:`website.games.base.LessonPath`)."""

from __future__ import annotations

from website.features.lessons.kit import Asked, Lesson, Screen
from website.games import GAMES

PATHS: dict[str, tuple[Lesson, ...]] = {g.id: tuple(g.lessons.PATH) for g in GAMES}
GAME_NAMES = {g.id: g.name for g in GAMES}
ASKERS = {kind: ask for g in GAMES for kind, ask in g.lessons.ASKERS.items()}
_LESSONS = {g.id: g.lessons for g in GAMES}


def captioned(screen: Screen, game: str, lang: str) -> list[tuple]:
    """The screen's cards, each with its caption."""
    return [_LESSONS[game].screen_card(i, screen.caption, lang) for i in screen.cards]


def screen_text(screen: Screen, game: str, lang: str = "") -> str:
    """The screen's words, with the numbers of its game filled in."""
    text = str(screen.text)
    return text % _LESSONS[game].counts(lang) if "%(" in text else text


def ask(lesson: Lesson, lang: str) -> Asked:
    return ASKERS[lesson.question.kind](lesson.question, lang)
