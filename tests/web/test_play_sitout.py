"""Hachi-Hachi and Hana-awase against computers at a table of four to seven, over the Flask
client: the new-game form offers the seats, the reader says go in or stay out with two
buttons (the coach's word on it comes from the judge, with its estimate), a seat that sits
out is shown so, whole deals play to the end with every seat's points, and no page ever
names a card the reader's seat may not see (its own hand once it sits out, the others' hands, the stock)."""

from __future__ import annotations

import html as htmllib
import random
import re

import pytest
from website import create_app
from website.core.store import get_store

from engine.games import get_game
from engine.hanafuda.cards import CARDS_BY_ID
from engine.table import Table


@pytest.fixture(autouse=True)
def seeded_deals(monkeypatch):
    """Every game of these tests is dealt from a seed (the play page deals at random): the
    same deals on every run, so no test depends on the luck of a shuffle."""
    import itertools

    from website.features.play import views as play_views
    from website.features.tables import views as table_views

    seeds = itertools.count()
    monkeypatch.setattr(play_views, "_rng", lambda: random.Random(f"sitout-{next(seeds)}"))
    monkeypatch.setattr(table_views, "_rng", lambda: random.Random(f"sitout-t{next(seeds)}"))


GAMES = {"hachihachi": "hachi-hachi", "hanaawase": "hana-awase"}


@pytest.fixture()
def app(tmp_path):
    from .conftest import _compile_catalogues

    _compile_catalogues()
    return create_app({"TESTING": True, "GAME_STORE": str(tmp_path / "games.sqlite3")})


@pytest.fixture()
def client(app):
    return app.test_client()


def new_game(client, slug: str, seats: int, lang: str = "en", level: str = "random") -> str:
    r = client.post(f"/{lang}/{slug}/play", data={"seats": str(seats), "level": level,
                                                  "rounds": "1"})
    assert r.status_code == 303, r.get_data(as_text=True)[:300]
    return re.search(r"/play/([\w-]+)$", r.headers["Location"]).group(1)


def hidden_now(app, gid) -> set[str]:
    """The cards the reader's seat (0) may not see now, as the engine says."""
    _version, data = get_store(app).get(gid, "game")
    table = Table.from_json(data, trusted=True)
    return set(table.game.sight.hidden(table.state, 0))


def assert_nothing_hidden(app, gid, page, lang):
    text = htmllib.unescape(page.get_data(as_text=True))
    for c in hidden_now(app, gid):
        assert c not in text, c
        assert CARDS_BY_ID[c].name(lang) not in text, c


def actions(html: str) -> list[str]:
    return [htmllib.unescape(v) for v in re.findall(r'name="a" value="([^"]+)"', html)]


def play_to_the_end(app, client, slug, gid, lang, rng, words: list[str] | None = None):
    url = f"/{lang}/{slug}/play/{gid}"
    page = client.get(url)
    for _ in range(300):
        assert page.status_code == 200, page.get_data(as_text=True)[:400]
        assert_nothing_hidden(app, gid, page, lang)
        html = page.get_data(as_text=True)
        choices = actions(html)
        if choices:
            if set(choices) == {"in", "out"}:
                assert f"/play/{gid}/hint" in html  # the coach has a word for it
                choice = words.pop(0) if words else rng.choice(choices)
            else:
                choice = rng.choice(choices)
            v = re.search(r'name="v" value="(\d+)"', html).group(1)
            r = client.post(url, data={"v": v, "a": choice}, headers={"HX-Request": "true"})
            assert r.status_code == 200, r.get_data(as_text=True)[:400]
            page = client.get(url)
        else:
            return html
    raise AssertionError("the deal did not end")


@pytest.mark.parametrize("game", list(GAMES))
def test_the_form_offers_four_to_seven_and_defaults_to_three(client, game):
    html = client.get(f"/en/{GAMES[game]}/play").get_data(as_text=True)
    for n in (4, 5, 6, 7):
        assert f'name="seats" value="{n}"' in html
    assert re.search(r'name="seats" value="3" checked', html)
    assert "three play each deal and the others sit it out" in html


@pytest.mark.parametrize("game", list(GAMES))
@pytest.mark.parametrize("lang", ["en", "vi", "zh"])
def test_a_five_seat_deal_against_computers_plays_to_the_end(app, client, game, lang):
    slug = GAMES[game]
    rng = random.Random(5)
    for words in (["in"], ["out"]):
        gid = new_game(client, slug, 5, lang)
        html = play_to_the_end(app, client, slug, gid, lang, rng, list(words))
        _v, data = get_store(app).get(gid, "game")
        table = Table.from_json(data, trusted=True)
        result = table.state.result
        assert result is not None and len(result.points) == 5
        table_html = html[html.index('class="sitout-points"'):]
        cells = re.findall(r"<td>([^<]*)</td>", table_html)[1::2]
        assert cells[:5] == [str(p).replace("-", "\u2212") for p in result.points]
        if lang == "en" and table.state.parts[0] in ("out", "forced"):
            assert ('<span class="sitout-part">sit out this deal' in html
                    or '<span class="sitout-part">are forced out' in html)


def test_a_seat_that_stays_out_is_greyed_and_watches(app, client):
    slug, lang = GAMES["hanaawase"], "en"
    for _attempt in range(10):
        gid = new_game(client, slug, 6, lang)
        url = f"/{lang}/{slug}/play/{gid}"
        html = client.get(url).get_data(as_text=True)
        if "in" not in actions(html):
            continue  # bound to play, or the deal went on without the reader's word
        v = re.search(r'name="v" value="(\d+)"', html).group(1)
        client.post(url, data={"v": v, "a": "out"})
        page = client.get(url)
        text = page.get_data(as_text=True)
        assert 'class="sitout-seat sits-out you"' in text
        assert '<strong>You</strong> <span class="sitout-part">sit out this deal</span>' in text
        assert "You sit out this deal: you watch the three who play." in text or \
            "The hand is over" in text
        assert_nothing_hidden(app, gid, page, lang)
        return
    raise AssertionError("the reader was never asked")


def test_the_stored_game_is_a_table_of_five_that_replays(app, client):
    gid = new_game(client, GAMES["hachihachi"], 5)
    play_to_the_end(app, client, GAMES["hachihachi"], gid, "en", random.Random(1))
    _v, data = get_store(app).get(gid, "game")
    table = Table.from_json(data)
    assert len(table.seats) == 5 and table.game is get_game("hachihachi")


def test_a_hint_in_the_play_of_the_three_comes_from_the_judge(app, client):
    slug = GAMES["hanaawase"]
    for _attempt in range(10):
        gid = new_game(client, slug, 4)
        url = f"/en/{slug}/play/{gid}"
        for _ in range(10):
            html = client.get(url).get_data(as_text=True)
            choices = actions(html)
            v = re.search(r'name="v" value="(\d+)"', html)
            if not choices:
                break
            if set(choices) == {"in", "out"}:
                plain = client.get(f"{url}/hint?v={v.group(1)}").get_data(as_text=True)
                assert "hint-box" in plain and "On average it is worth" in plain
                assert "rule of thumb" not in plain
                client.post(url, data={"v": v.group(1), "a": "in"})
                continue
            hinted = client.get(f"{url}/hint?v={v.group(1)}")
            assert hinted.status_code == 200 and "hint-box" in hinted.get_data(as_text=True)
            return
    raise AssertionError("the reader never played")


@pytest.mark.parametrize("game", GAMES)
def test_when_the_dealer_sits_out_the_first_of_the_three_plays_first_and_deals_nothing(app, game):
    """The three's deal opens with its first player, who did not deal the cards: the log says
    that player plays first, never that they deal (as it says when the dealer plays)."""
    from flask_babel import force_locale
    from website.core.words import Seats
    from website.games import GAMES as SITE_GAMES
    from website.games.kit import sitout

    words = next(g for g in SITE_GAMES if g.board.GAME.name == game).board.words
    seen = 0
    for seed in range(60):
        table = Table(get_game(game), None, ["greedy"] * 5, 1, seed)
        rng = random.Random(seed)
        table.deal(rng)
        table.advance(rng)
        state = next((s for s in table.hands[-1][0] if s.inner is not None), None)
        if state is None:
            continue
        with app.test_request_context(), force_locale("en"):
            lines = words.deal_lines(state.inner, sitout.play_seats(state, Seats(None, 5)))
        leader = f"Player {state.players[0] + 1}"
        if state.players[0] != state.deal.dealer:
            assert f"{leader} plays first." in lines and not any("deals" in x for x in lines)
            seen += 1
        else:
            assert f"{leader} deals and moves first." in lines
    assert seen >= 3
