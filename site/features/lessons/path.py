"""Every game's lesson path, gathered from the registry of games: what the lesson views list,
show and ask. Each game's ``lessons`` module holds its path, its askers, the numbers its
screens quote and the captions of its cards (:class:`website.games.base.LessonPath`)."""

from __future__ import annotations

from markupsafe import Markup
from website.core import markdown_ext
from website.games import BY_ID, GAMES
from website.games.base import GameSite
from website.games.kit.lessons import Asked, Lesson, Screen

PATHS: dict[str, tuple[Lesson, ...]] = {g.id: tuple(g.lessons.PATH) for g in GAMES}


def captioned(screen: Screen, game: GameSite, lang: str) -> list[tuple]:
    """The screen's cards, each with its caption."""
    return [game.lessons.screen_card(i, screen.caption, lang) for i in screen.cards]


def screen_text(screen: Screen, game: GameSite, lang: str = "") -> str:
    """The screen's words, with the numbers of its game filled in."""
    text = str(screen.text)
    return text % game.lessons.counts(lang) if "%(" in text else text


def screen_table(screen: Screen, lang: str) -> Markup | None:
    """The rules page's table the screen shows (its directive, drawn as the page draws it)."""
    if not screen.table:
        return None
    kind, args = markdown_ext.parse(screen.table)
    return Markup(markdown_ext.default_render(lang, kind, args))


def ask(lesson: Lesson, lang: str, game: GameSite | str) -> Asked:
    """The lesson's question as asked, by its game's asker of that kind."""
    game = BY_ID[game] if isinstance(game, str) else game
    return game.lessons.ASKERS[lesson.question.kind](lesson.question, lang)
