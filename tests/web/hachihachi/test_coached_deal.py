"""The coached Hachi-Hachi deal (the path's last lesson): played to the end with the coach under
the path's rules, a sage or shōbu call on the way, other moves commented, bad ones refused,
no hidden card shown."""

from __future__ import annotations

import re

from website.features.lessons import path as L
from website.games.hachihachi import guided

from engine.games import get_game

PATH = L.PATHS["hachihachi"]
N = len(PATH)
SCREEN = len(PATH[-1].screens) + 1
CALL = {"vi": ("sage", "shōbu"), "zh": ("收局", "胜负"), "en": ("sage", "shōbu")}


def url(lang="en"):
    return f"/{lang}/learn/hachi-hachi/{N}"


def moves_on(body: str) -> list[str]:
    return re.findall(r'name="move" value="([^"]+)"', body)


def coach_move(body: str) -> str:
    return re.search(r'class="ls-option ls-coach" type="submit" name="move" value="([^"]+)"',
                     body).group(1)


def test_the_path_ends_in_the_coached_deal_under_plays_default_rules():
    assert PATH[-1].question.kind == "guided"
    assert get_game("hachihachi").default_rules == guided.RULES
    assert guided.turn(()).state.rules.name == guided.RULES


def test_following_the_coach_plays_a_whole_deal_with_a_call(client):
    body = client.get(f"{url()}?s={SCREEN}").get_data(as_text=True)
    calls = 0
    for _ in range(guided.MAX_MOVES):
        if not moves_on(body):
            break
        move = coach_move(body)
        calls += move in ("sage", "shobu")
        body = client.post(url(), data={"move": move}).get_data(as_text=True)
        assert "The coach agrees with your move." in body
    assert calls >= 1  # the deal teaches the call
    assert not moves_on(body) and "The deal is over." in body and " mon" in body
    assert 'href="/en/hachi-hachi/play"' in body
    index = client.get("/en/learn").get_data(as_text=True)
    assert re.search(rf'href="{url()}">[^<]+</a> <span class="ls-done">', index)


def test_no_hidden_card_is_drawn(client):
    body = client.get(f"{url()}?s={SCREEN}").get_data(as_text=True)
    state = guided.turn(()).state
    obs = state.observation(guided.YOU)
    hidden = {c for s in (1, 2) for c in state.hand(s)}
    shown = set(re.findall(r'/cards/([a-z0-9-]+)\.svg', body))
    assert set(obs.hand) <= shown and not hidden & shown


def test_another_move_is_commented_and_a_forged_one_refused(client):
    body = client.get(f"{url()}?s={SCREEN}").get_data(as_text=True)
    other = next(m for m in moves_on(body) if m != coach_move(body))
    after = client.post(url(), data={"move": other}).get_data(as_text=True)
    assert "ls-feedback" in after
    assert client.post(url(), data={"move": "play nothing"}).status_code == 400
