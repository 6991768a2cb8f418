"""The guided Koi-Koi hand (the path's last lesson): played to the end with the coach, other
legal moves allowed and commented, illegal ones refused, nothing hidden shown."""

from __future__ import annotations

import html as htmllib
import re

import pytest
from website.features.lessons import path as L
from website.games.kit.moves import judge
from website.games.koikoi import guided

N = next(n for n, lesson in enumerate(L.PATHS["koikoi"], 1) if lesson.question.kind == "guided")
SCREEN = len(L.PATHS["koikoi"][N - 1].screens) + 1


def url(lang="en"):
    return f"/{lang}/learn/koikoi/{N}"


def page(client, lang="en") -> str:
    return client.get(f"{url(lang)}?s={SCREEN}").get_data(as_text=True)


def moves_on(body: str) -> list[str]:
    return re.findall(r'name="move" value="([^"]+)"', body)


def coach_move(body: str) -> str:
    return re.search(r'class="ls-option ls-coach" type="submit" name="move" value="([^"]+)"', body).group(1)


def shown_cards(body: str) -> set[str]:
    return set(re.findall(r'/cards/([a-z0-9-]+)\.svg', body))


def test_it_is_the_last_koikoi_lesson():
    assert len(L.PATHS["koikoi"]) == N


@pytest.mark.parametrize("lang", ["vi", "zh", "en"])
def test_following_the_coach_to_the_end_finishes_the_lesson(client, lang):
    body = page(client, lang)
    for _ in range(guided.MAX_MOVES):
        if not moves_on(body):
            break
        body = client.post(url(lang), data={"move": coach_move(body)}).get_data(as_text=True)
        assert 'class="ls-feedback ls-right" role="status"' in body  # same move as the coach
    assert not moves_on(body) and "ls-next" in body
    assert f'href="/{lang}/play"' in body and f'href="/{lang}/puzzles/learn"' in body
    index = client.get(f"/{lang}/learn").get_data(as_text=True)
    assert re.search(rf'href="{url(lang)}">[^<]+</a> <span class="ls-done">', index)


def test_another_legal_move_is_allowed_and_commented(client):
    body = page(client)
    state = guided.turn(()).state
    with client.application.app_context():
        ranking = judge("koikoi").rank(state.observation(guided.YOU))
    other = next(m for m in moves_on(body) if m != coach_move(body)
                 and not ranking.find(guided.DEAL.action(state, m)).equal)
    after = client.post(url(), data={"move": other}).get_data(as_text=True)
    assert "The coach would have chosen" in after and "Your move:" in after
    reasons = re.findall(r'<ul class="ls-why"><li>', after)
    assert len(reasons) >= 2  # the coach's reasons and the reader's
    assert moves_on(after) or "The hand is over" in after


def test_the_coach_is_the_hints_judge(client):
    """The coach is the judge the hint and the review ask: its best choice is the one marked."""
    body = page(client)
    state = guided.turn(()).state
    with client.application.app_context():
        best = judge("koikoi").rank(state.observation(guided.YOU)).best.action
    assert coach_move(body) == guided.move_text(best)


@pytest.mark.parametrize("lang", ["vi", "zh", "en"])
def test_illegal_or_forged_moves_get_400_in_the_readers_language(client, lang):
    words = {"vi": "Không đọc được câu trả lời này", "zh": "无法读取这个答案",
             "en": "This answer could not be read"}[lang]
    legal = moves_on(page(client, lang))
    for forged in ("play pine-crane", "stop", "x" * 3000, legal[0] + " x pine-crane"):
        if forged in legal:
            continue
        r = client.post(url(lang), data={"move": forged})
        assert r.status_code == 400 and words in htmllib.unescape(r.get_data(as_text=True))
    assert moves_on(page(client, lang)) == legal  # nothing was kept


def test_no_hidden_card_reaches_the_page(client):
    """At every turn of a whole hand, no card of the opponent's hand or the stock is drawn."""
    body = page(client)
    moves: tuple[str, ...] = ()
    while True:
        state = guided.turn(moves).state
        hidden = set(state.observation(guided.YOU).unseen())
        assert hidden and not hidden & shown_cards(body)
        choices = moves_on(body)
        if not choices:
            break
        moves = (*moves, choices[-1])
        body = client.post(url(), data={"move": choices[-1]}).get_data(as_text=True)
    with client.session_transaction() as s:
        assert s["guided"] == {"koikoi": list(moves)}  # only the reader's own moves are kept


def test_an_empty_answer_asks_for_a_move_and_keeps_the_hand(client):
    start = moves_on(page(client))
    client.post(url(), data={"move": start[0]})
    after = moves_on(page(client))
    empty = client.post(url(), data={}).get_data(as_text=True)
    assert "Choose an answer first" in empty and moves_on(empty) == after


def test_restart_and_tampered_sessions_start_afresh(client):
    start = moves_on(page(client))
    client.post(url(), data={"move": start[0]})
    assert moves_on(page(client)) != start
    client.post(url(), data={"restart": "1"})
    assert moves_on(page(client)) == start
    for junk in ("garbage", ["play nothing"], [1, 2], ["stop"] * 99):
        for kept in (junk, {"koikoi": junk}):
            with client.session_transaction() as s:
                s["guided"] = kept
            assert moves_on(page(client)) == start
