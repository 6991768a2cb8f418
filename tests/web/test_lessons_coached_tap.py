"""One tap plays a coached move (issue 33, item 6), in the four coached deals and in vi, zh and
en: each choice is a submit button of its own, the coach's first and marked; the advice sits
right above the choices, in the region (#coached) the page lands at after a move; posting a
choice's button plays that choice; a second tap from an older page plays nothing. And the
lesson boards of the three Hanafuda games show each card's month, as the play boards do."""

from __future__ import annotations

import html as htmllib
import importlib
import re

import pytest
from website.features.lessons import path as L
from website.games import BY_ID

from engine.hanafuda.cards import CARDS_BY_ID

GAMES = ["koikoi", "hachihachi", "hanaawase", "tamcuc"]
HANAFUDA = ["koikoi", "hachihachi", "hanaawase"]
LANGS = ["vi", "zh", "en"]
AGREES = {"vi": "Huấn luyện viên đồng ý", "zh": "教练赞同", "en": "The coach agrees with your move."}
BUTTON = re.compile(r'<button class="ls-option( ls-coach)?" type="submit" name="move" value="([^"]+)">')


def guided(game: str):
    return importlib.import_module(f"website.games.{game}.guided")


def url(game: str, lang: str) -> str:
    return f"/{lang}/learn/{BY_ID[game].slug}/{len(L.PATHS[game])}"


def page(client, game: str, lang: str) -> str:
    screen = len(L.PATHS[game][-1].screens) + 1
    return client.get(f"{url(game, lang)}?s={screen}").get_data(as_text=True)


def buttons(body: str) -> list[tuple[bool, str]]:
    """The choices on a page, in order: (the coach's?, the move it posts)."""
    return [(bool(coach), htmllib.unescape(move)) for coach, move in BUTTON.findall(body)]


def kept(client, game: str) -> list[str]:
    with client.session_transaction() as s:
        return s.get("guided", {}).get(game, [])


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", GAMES)
def test_the_coachs_choice_is_the_first_button_and_one_post_plays_it(client, game, lang):
    body = page(client, game, lang)
    choices = buttons(body)
    assert len(choices) >= 2 and choices[0][0] and not any(c for c, _ in choices[1:])
    assert choices[0][1] == guided(game).move_text(guided(game).coach(()))  # the judge's best
    assert "Play this move" not in body and 'type="radio" name="move"' not in body
    # the advice, then at once the form of buttons, in the coached region the page lands at
    region = body[body.index('id="coached"'):]
    assert re.search(r'<div class="ls-advice">.*?</div>\s*(\{#.*?#\}\s*)?<form class="ls-question ls-play" '
                     r'method="post" action="[^"#]+#coached"[^>]*hx-swap="outerHTML show:#coached:top"',
                     region, re.S)
    after = client.post(url(game, lang), data={"move": choices[0][1], "at": "0"}).get_data(as_text=True)
    assert kept(client, game) == [choices[0][1]]
    assert 'data-moves="1"' in after and AGREES[lang] in after


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", GAMES)
def test_any_choices_button_plays_that_choice(client, game, lang):
    other = buttons(page(client, game, lang))[-1][1]
    after = client.post(url(game, lang), data={"move": other, "at": "0"}).get_data(as_text=True)
    assert kept(client, game) == [other] and 'data-moves="1"' in after
    assert '<div class="ls-feedback ls-' in after[after.index('id="coached"'):]  # commented


@pytest.mark.parametrize("game", GAMES)
def test_a_second_tap_from_the_older_page_plays_nothing(client, game):
    first = buttons(page(client, game, "en"))
    client.post(url(game, "en"), data={"move": first[0][1], "at": "0"})
    again = client.post(url(game, "en"), data={"move": first[0][1], "at": "0"})
    assert again.status_code == 200 and kept(client, game) == [first[0][1]]
    assert 'data-moves="1"' in again.get_data(as_text=True)


CARD = re.compile(r'<img class="card-img[^"]*" src="[^"]*/cards/([a-z0-9-]+)\.svg[^"]*"[^>]*>'
                  r'(?:<span class="month-no" aria-hidden="true">(\d+)</span>)?')


def board_cards(body: str) -> list[tuple[str, str]]:
    """Each face-up card drawn in the page's lesson boards, with the month badge beside it."""
    out = []
    for board in re.findall(r'<div class="ls-board.*?(?=<div class="ls-options|<div id="coached"|'
                            r'<div class="ls-board|</fieldset>)', body, re.S):
        out += [(cid, month) for cid, month in CARD.findall(board) if cid in CARDS_BY_ID]
    return out


@pytest.mark.parametrize("game", HANAFUDA)
def test_lesson_boards_show_each_cards_month(client, game):
    seen = 0
    for n, lesson in enumerate(L.PATHS[game], 1):
        question = f"/en/learn/{BY_ID[game].slug}/{n}?s={len(lesson.screens) + 1}"
        body = client.get(question).get_data(as_text=True)
        for cid, month in board_cards(body):
            assert month == str(CARDS_BY_ID[cid].month), (n, cid)
            seen += 1
    assert seen >= 10  # the coached deal's board at least: hand, field and piles


def test_tam_cuc_boards_have_no_month(client):
    body = page(client, "tamcuc", "en")
    assert 'class="ls-board' in body and "month-no" not in body
