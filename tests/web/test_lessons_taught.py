"""No lesson question asks for what the path has not taught: every key a question uses
(a month, a kind, a card's exception, a yaku by name, its value, a term) is declared by its own
lesson or an earlier one (``teaches``, :mod:`website.games.kit.lessons`)."""

from __future__ import annotations

import pytest
from website.features.lessons import path as L
from website.games import BY_ID
from website.games.kit.lessons import taught, used

LANGS = ("vi", "zh", "en")
# Questions whose gaps are known and not yet fixed: (game, lesson slug) → the keys still untaught.
# The test fails when one is fixed, so that the list only shrinks.
KNOWN_GAPS: dict[tuple[str, str], frozenset] = {}


def _questions():
    for game, path in L.PATHS.items():
        for n, lesson in enumerate(path, 1):
            yield pytest.param(game, n, id=f"{game}-{n}-{lesson.slug}")


def _uses(game: str, n: int, lang: str) -> frozenset:
    lesson = L.PATHS[game][n - 1]
    if lesson.question.kind == "guided":
        return frozenset(lesson.question.uses)
    with _app().test_request_context(f"/{lang}/"):
        return used(lesson.question, L.ask(lesson, lang, game))


_APP = []


def _app():
    if not _APP:
        from website import create_app
        _APP.append(create_app({"TESTING": True}))
    return _APP[0]


@pytest.mark.parametrize(("game", "n"), list(_questions()))
def test_every_question_uses_only_what_was_taught(game, n):
    lesson = L.PATHS[game][n - 1]
    known = taught(L.PATHS[game], n)
    for lang in LANGS:
        uses = _uses(game, n, lang)
        assert uses, f"{game} lesson {n} says nothing of what its question uses"
        missing = uses - known
        assert missing == KNOWN_GAPS.get((game, lesson.slug), frozenset()), (lang, sorted(missing))


@pytest.mark.parametrize(("game", "n"), list(_questions()))
def test_a_taught_card_is_shown_by_its_lesson(game, n):
    """A lesson that claims to teach a card (an exception of its kind) shows it on a screen."""
    lesson = L.PATHS[game][n - 1]
    shown = {c for screen in lesson.screens for c in screen.cards}
    claimed = {k.split(":", 1)[1] for k in lesson.teaches if k.startswith("card:")}
    assert claimed <= shown


def test_koikoi_first_lesson_shows_the_month_it_asks():
    """The first question (the month of Maple–Deer) comes after a screen showing a card of every
    month, Maple's among them."""
    first = L.PATHS["koikoi"][0]
    assert first.question.card == "maple-deer"
    assert any("maple-deer" in s.cards and s.caption == "month" for s in first.screens)


def test_koikoi_yaku_question_offers_only_the_yaku_taught():
    with _app().test_request_context("/en/"):
        lesson = next(x for x in L.PATHS["koikoi"] if x.slug == "yaku")
        asked = L.ask(lesson, "en", "koikoi")
        text = " ".join(L.screen_text(s, BY_ID["koikoi"], "en") for s in lesson.screens)
    assert len(asked.options) == 4
    for o in asked.options:
        assert o.label in text  # every yaku offered is named on a screen
