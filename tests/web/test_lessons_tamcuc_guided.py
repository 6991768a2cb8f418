"""The coached Tam Cúc deal (the path's last lesson): played to the end through plain form
posts in three languages, the coach's choice being the judge's (the hint's), other choices
allowed and commented, forged ones refused, nothing hidden drawn."""

from __future__ import annotations

import re

import pytest
from website.features.lessons import path as L
from website.games.tamcuc import guided

from engine.tamcuc import TAMCUC_BY_ID
from engine.tamcuc.cards import ids_of

PATH = L.PATHS["tamcuc"]
N = next(n for n, lesson in enumerate(PATH, 1) if lesson.question.kind == "guided")
SCREEN = len(PATH[N - 1].screens) + 1
AGREES = {"vi": "Huấn luyện viên đồng ý", "zh": "教练赞同", "en": "The coach agrees"}
OVER = {"vi": "Ván đã kết thúc.", "zh": "这一局结束了。", "en": "The deal is over."}


def url(lang="en"):
    return f"/{lang}/learn/tam-cuc/{N}"


def page(client, lang="en") -> str:
    return client.get(f"{url(lang)}?s={SCREEN}").get_data(as_text=True)


def moves_on(body: str) -> list[str]:
    return re.findall(r'name="move" value="([^"]+)"', body)


def coach_move(body: str) -> str:
    return re.search(r'class="ls-option ls-coach" type="submit" name="move" value="([^"]+)"', body).group(1)


def shown_cards(body: str) -> set[str]:
    return set(re.findall(r'/tamcuc/([a-z0-9-]+)\.svg', body)) & set(TAMCUC_BY_ID)


def test_it_is_the_last_tam_cuc_lesson():
    assert len(PATH) == N


@pytest.mark.parametrize("lang", ["vi", "zh", "en"])
def test_following_the_coach_to_the_end_finishes_the_path(client, lang):
    body = page(client, lang)
    played = 0
    for _ in range(guided.MAX_MOVES):
        if not moves_on(body):
            break
        assert 'class="ls-consider"' in body  # what to weigh, before the decision
        body = client.post(url(lang), data={"move": coach_move(body)}).get_data(as_text=True)
        assert AGREES[lang] in body
        played += 1
    assert played >= 5 and not moves_on(body) and OVER[lang] in body
    assert f'href="/{lang}/tam-cuc/play"' in body  # the finished path sends the reader to play
    index = client.get(f"/{lang}/learn").get_data(as_text=True)
    assert re.search(rf'href="{url(lang)}">[^<]+</a> <span class="ls-done">', index)


def test_the_coach_is_the_judge_the_hint_asks(app, client):
    from website.games.kit.moves import judge

    body = page(client)
    with app.test_request_context():
        state = guided.turn(()).state
        best = judge("tamcuc").rank(state.observation(guided.YOU)).best.action
    assert coach_move(body) == guided.move_text(best)


def test_another_choice_is_allowed_and_commented(client):
    body = page(client)
    moves: list[str] = []
    while moves_on(body):  # the first decision where another choice is not one the coach holds equal
        other = [m for m in moves_on(body) if m != coach_move(body)]
        after = client.post(url(), data={"move": other[0]}).get_data(as_text=True) if other else ""
        if "The coach would have chosen" in after:
            assert 'class="ls-feedback ls-wrong"' in after and moves_on(after) != moves_on(body)
            return
        client.post(url(), data={"restart": "1"})
        for m in moves:
            client.post(url(), data={"move": m})
        moves.append(coach_move(body))
        body = client.post(url(), data={"move": moves[-1]}).get_data(as_text=True)
    pytest.fail("no decision where the coach disagrees with another choice")


def test_forged_moves_are_refused_and_the_deal_kept(client):
    start = moves_on(page(client))
    for forged in ("lay red-general", "call", "x" * 500):
        r = client.post(url(), data={"move": forged})
        assert r.status_code == 400
    assert moves_on(page(client)) == start


def test_no_hidden_card_reaches_the_page(client):
    body = page(client)
    moves: tuple[str, ...] = ()
    while True:
        state = guided.turn(moves).state
        obs = state.observation(guided.YOU)
        other = 1 - guided.YOU
        hidden = set(ids_of(state.hands[other])) | (set() if obs.revealed[other]
                                                    else set(ids_of(state.table[other])))
        assert not hidden & shown_cards(body)
        choices = moves_on(body)
        if not choices:
            break
        moves = (*moves, choices[-1])
        body = client.post(url(), data={"move": choices[-1]}).get_data(as_text=True)
    with client.session_transaction() as s:
        assert s["guided"] == {"tamcuc": list(moves)}  # only the reader's own moves are kept
