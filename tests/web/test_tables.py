"""Tam Cúc (2, 3 and 4 seats) and Hachi-Hachi (3 seats) against the computer, through the same
play pages as Koi-Koi: whole deals played by posting forms, and after every answer no card a
player at the table could not see in any body, header or cookie."""

from __future__ import annotations

import json
import random
import re

import pytest
from website import create_app
from website.core.store import get_store
from website.core.words import score_line
from website.games import DEFAULT, GAMES

from engine.games import get_game
from engine.table import Table
from engine.tamcuc import TAMCUC_BY_ID


def play_cases(all_play: bool = False) -> list[tuple[str, str, int]]:
    """(slug, rule set, seats) for every game of the registry: its default rules at each seat
    count the site offers, and each of its other rule sets at the most seats (``all_play``:
    only the counts at which every seat plays each deal, none sitting out)."""
    cases = []
    for g in GAMES:
        engine, counts = g.board.GAME, g.board.SEAT_COUNTS
        if all_play:
            counts = tuple(n for n in counts if n <= getattr(g.board, "DEFAULT_SEATS", n))
        cases += [(g.slug, engine.default_rules, n) for n in counts]
        cases += [(g.slug, r, max(counts)) for r in engine.rulesets if r != engine.default_rules]
    return cases


SEAT_CASES = play_cases()


@pytest.fixture()
def app(tmp_path):
    from .conftest import _compile_catalogues

    _compile_catalogues()
    return create_app({"TESTING": True, "GAME_STORE": str(tmp_path / "games.sqlite3")})


def play_url(game: str, lang: str = "en") -> str:
    """A game's play address (the default game keeps the site's first, /<lang>/play)."""
    return f"/{lang}/play" if game == DEFAULT.slug else f"/{lang}/{game}/play"


def new_game(client, game: str, rules: str, seats: int, lang="en", level="greedy", rounds=1):
    r = client.post(play_url(game, lang), data={"rules": rules, "level": level,
                                                "rounds": str(rounds), "seats": str(seats)})
    assert r.status_code == 303, r.get_data(as_text=True)[:300]
    m = re.match(rf"^{play_url(game, lang)}/([\w-]+)$", r.headers["Location"])
    assert m, r.headers["Location"]
    return m.group(1)


def table_of(app, gid) -> Table:
    return Table.from_json(get_store(app).get(gid, "game")[1])


def hidden_from(table: Table, seat: int = 0) -> set[str]:
    """Every card the rules keep from seat ``seat`` now, as its game declares it
    (``engine.protocol.Sight.hidden``: others' hands and face-down cards, the stock…)."""
    return set(table.game.sight.hidden(table.state, seat))


def card_texts(card_id: str) -> list[str]:
    """How a card could show in a page: its id (in a picture's address) and its names."""
    if card_id in TAMCUC_BY_ID:  # identical copies share a name: only a lone card's name tells
        name = TAMCUC_BY_ID[card_id].name("en")
        alone = sum(c.name("en") == name for c in TAMCUC_BY_ID.values()) == 1
        return [f"/{card_id}.svg", *([name] if alone else [])]
    return [f"/{card_id}.svg"]


def assert_nothing_hidden(app, client, gid, response):
    """No hidden card's picture or name in the body or headers, nor its id in the session."""
    table = table_of(app, gid)
    page = response.get_data(as_text=True)
    exposed = " ".join([page, str(response.headers)])
    cookie = client.get_cookie("session")
    session = str(app.session_interface.get_signing_serializer(app).loads(cookie.value)) \
        if cookie else ""
    for card_id in hidden_from(table):
        for text in card_texts(card_id):
            assert text not in exposed, f"{card_id} shows as {text!r}"
        assert card_id not in session


def next_form(html: str, rng: random.Random) -> dict | None:
    """A legal answer from the page's own forms, chosen at random: a button's action, one of
    the leads the hand's form names ticked in the hand, or as many cards as the lay asks for."""
    version = re.search(r'name="v" value="(\d+)"', html)
    if not version:
        return None
    pick = re.search(r'<form class="tc-pick[ "].*?</form>', html, re.S)
    if pick:
        cards = re.findall(r'name="card" value="([^"]+)"', pick.group(0))
        need = re.search(r'name="verb" value="(\w+)"', pick.group(0)).group(1)
        leads = re.search(r"data-leads='([^']*)'", pick.group(0))
        if leads:
            chosen = rng.choice(sorted(json.loads(leads.group(1)))).split(",")
        else:
            chosen = rng.sample(cards, int(re.search(r'data-count="(\d+)"', pick.group(0)).group(1)))
        form = {"v": version.group(1), "verb": need, "card": chosen}
        seats = re.findall(r'<option value="(\d)"', pick.group(0))
        if seats:
            form["to"] = rng.choice(seats)
        return form
    actions = re.findall(r'name="a" value="([^"]+)"', html)
    if not actions:
        return None
    return {"v": version.group(1), "a": rng.choice(actions)}


@pytest.mark.parametrize("game, rules, seats", SEAT_CASES)
def test_a_whole_deal_shows_no_hidden_card(app, client, game, rules, seats):
    rng = random.Random(f"{game}{rules}{seats}")
    gid = new_game(client, game, rules, seats)
    url = f"{play_url(game)}/{gid}"
    steps = 0
    while True:
        page = client.get(url)
        assert page.status_code == 200
        assert_nothing_hidden(app, client, gid, page)
        form = next_form(page.get_data(as_text=True), rng)
        if form is None:
            break
        answer = client.post(url, data=form, headers={"HX-Request": "true"})
        assert answer.status_code == 200, (form, answer.get_data(as_text=True)[:400])
        assert_nothing_hidden(app, client, gid, answer)
        steps += 1
        assert steps < 200
    html = page.get_data(as_text=True)
    table = table_of(app, gid)
    assert table.match_over and "The hand is over" in html
    assert f"Score: {score_line(table.score)}" in html  # a true minus sign: "5 – −3"
    if rules == "traditional":
        assert sum(table.score) == 0  # settled against 88: what one seat wins, the others pay


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_tam_cuc_deals_each_seat_its_share(app, client, seats):
    gid = new_game(client, "tam-cuc", "standard", seats)
    table = table_of(app, gid)
    assert table.seats[0] == "you" and len(table.seats) == seats
    html = client.get(f"/vi/tam-cuc/play/{gid}").get_data(as_text=True)
    assert html.count('class="seat tc-seat') == seats
    assert "Máy 2" in html if seats > 2 else "Máy" in html


def test_the_new_game_form_offers_the_games_seats_and_levels(client):
    tc = client.get("/en/tam-cuc/play").get_data(as_text=True)
    assert re.findall(r'name="seats" value="(\d)"', tc) == ["2", "3", "4"]
    assert re.findall(r'name="rules" value="([\w-]+)"', tc) == list(get_game("tamcuc").rulesets)
    hh = client.get("/zh/hachi-hachi/play").get_data(as_text=True)
    # three play each deal; four to seven at a table, the others sitting out
    assert re.findall(r'name="seats" value="(\d)"', hh) == ["3", "4", "5", "6", "7"]
    assert 'name="seats" value="3" checked' in hh
    assert re.findall(r'name="rules" value="([\w-]+)"', hh) == list(get_game("hachihachi").rulesets)


@pytest.mark.parametrize("data", [
    {"rules": "nintendo", "level": "greedy", "rounds": "1", "seats": "4"},  # Koi-Koi's rules
    {"rules": "standard", "level": "expert", "rounds": "1", "seats": "4"},  # no such level
    {"rules": "standard", "level": "greedy", "rounds": "1", "seats": "5"},
    {"rules": "standard", "level": "greedy", "rounds": "1", "seats": "１"},
])
def test_a_forged_new_game_is_refused_in_the_readers_language(client, data):
    r = client.post("/vi/tam-cuc/play", data=data)
    assert r.status_code == 400 and "Chọn" in r.get_data(as_text=True)


def test_stale_forged_and_misplaced_moves_leave_the_game_unchanged(app, client):
    gid = new_game(client, "tam-cuc", "standard", 4)
    url = f"/en/tam-cuc/play/{gid}"
    html = client.get(url).get_data(as_text=True)
    before = get_store(app).get(gid, "game")
    form = next_form(html, random.Random(1))
    stale = {**form, "v": str(int(form["v"]) + 1)}
    assert client.post(url, data=stale).status_code == 409
    not_mine = sorted(hidden_from(table_of(app, gid)))[0]  # a card of another seat
    assert client.post(url, data={"v": form["v"], "a": f"call {not_mine}"}).status_code == 400
    assert client.post(url, data={"v": form["v"], "verb": "lay", "card": [not_mine]}).status_code == 400
    assert client.post(url, data={"v": form["v"], "verb": "lay", "card": ["nonsense"]}).status_code == 400
    assert client.post(url, data={"v": form["v"], "a": "x" * 5000}).status_code == 400
    assert get_store(app).get(gid, "game") == before
    # the game's address under another game is no game at all
    assert client.get(f"/en/hachi-hachi/play/{gid}").status_code == 404
    assert client.get(f"/en/play/{gid}").status_code == 404


def test_htmx_swaps_the_play_region_and_plain_forms_redirect(app, client):
    gid = new_game(client, "hachi-hachi", "seed-000", 3)
    url = f"/en/hachi-hachi/play/{gid}"
    form = next_form(client.get(url).get_data(as_text=True), random.Random(2))
    plain = client.post(url, data=form)
    assert plain.status_code == 303 and plain.headers["Location"] == url
    form = next_form(client.get(url).get_data(as_text=True), random.Random(3))
    if form:
        swapped = client.post(url, data=form, headers={"HX-Request": "true"}).get_data(as_text=True)
        assert swapped.startswith('\n<div id="play"') or swapped.lstrip().startswith('<div id="play"')
        assert "<html" not in swapped


def hint_box(client, url: str) -> str:
    """The hint box of the game at ``url``, asked at its current version."""
    html = client.get(url).get_data(as_text=True)
    version = re.search(r'name="v" value="(\d+)"', html).group(1)
    hint = client.get(f"{url}/hint?v={version}").get_data(as_text=True)
    return re.search(r'<div class="hint-box".*?</div>', hint, re.S).group(0)


def test_a_hint_names_a_legal_choice_and_its_estimate(app, client):
    gid = new_game(client, "tam-cuc", "standard", 3, level="random")
    box = hint_box(client, f"/zh/tam-cuc/play/{gid}")
    suggested = set(re.findall(r"/tamcuc/([\w-]+)\.svg", box))
    obs = table_of(app, gid).state.observation(0)
    assert suggested <= set(obs.hand)  # only cards the reader holds
    legal = [set(getattr(a, "cards", ())) for a in obs.legal_actions]
    assert suggested in legal


def test_koikoi_keeps_its_addresses_and_the_others_have_their_own(client):
    assert client.get("/en/koikoi/play").status_code == 308
    assert client.get("/en/koikoi/play").headers["Location"].endswith("/en/play")
    for path in ("/en/tam-cuc/play", "/en/hachi-hachi/play", "/vi/tam-cuc/puzzles",
                 "/zh/hachi-hachi/puzzles", "/en/tam-cuc/games", "/en/hachi-hachi/games"):
        assert client.get(path).status_code == 200, path
    assert client.get("/en/chess/play").status_code == 404
    assert client.get("/en/tam-cuc/puzzles/learn").status_code == 200  # its own 32 cards
    r = client.get("/en/hachi-hachi/puzzles/learn?card=pine-crane")  # the same 48 as Koi-Koi
    assert r.status_code == 302 and r.headers["Location"].endswith("/en/puzzles/learn?card=pine-crane")


def test_a_finished_game_opens_in_the_viewer(app, client):
    gid = new_game(client, "tam-cuc", "standard", 2, level="greedy")
    url = f"/en/tam-cuc/play/{gid}"
    rng = random.Random(5)
    for _ in range(200):
        form = next_form(client.get(url).get_data(as_text=True), rng)
        if form is None:
            break
        client.post(url, data=form)
    review = client.get(f"{url}/review")
    assert review.status_code == 200
    html = review.get_data(as_text=True)
    last = int(re.search(r"Step 0 of (\d+)", html).group(1))
    end = client.get(f"{url}/review?step={last}").get_data(as_text=True)
    assert "Settlement" in end and html.count('class="seat tc-seat') == 2
    record = client.get(f"/play/{gid}/record.json")
    assert record.status_code == 200 and record.json["game"] == "tamcuc"


def test_a_hachi_hachi_hint_suggests_a_card_of_the_readers_hand(app, client):
    gid = new_game(client, "hachi-hachi", "traditional", 3, level="random")
    box = hint_box(client, f"/vi/hachi-hachi/play/{gid}")
    obs = table_of(app, gid).state.observation(0)
    played = re.findall(r"/cards/([\w-]+)\.svg", box)
    assert played and played[0] in obs.hand  # the card to play; then what it takes
    assert set(played[1:]) <= set(obs.field)


@pytest.mark.parametrize("sample", ["tam-cuc-chui", "hachi-hachi-shobu"])
def test_the_viewer_says_why_at_real_choices(client, sample):
    """Why-lines come with a move the mover chose among several, never with a forced one."""
    from website.features.viewer.views import samples

    replayed = samples()[sample].replayed
    game = replayed.game.slug
    said = 0
    for step, frame in enumerate(replayed.frames):
        html = client.get(f"/en/{game}/games/{sample}?step={step}").get_data(as_text=True)
        states, _actions = replayed.hands[frame.hand]
        chosen = frame.index > 0 and len(states[frame.index - 1].legal_actions()) > 1
        if 'class="why"' in html:
            assert chosen, step
            said += 1
    assert said >= 3


def test_a_chui_that_is_no_choice_is_made_for_the_reader(client):
    """A play that cannot beat the best so far has one way on: the reader is not asked to press
    a lone Chui button, and the log says the chui was made."""
    rng = random.Random("forced-chui")
    gid = new_game(client, "tam-cuc", "standard", 4)
    url = f"/en/tam-cuc/play/{gid}"
    said = 0
    for _ in range(200):
        page = client.get(url).get_data(as_text=True)
        reveal = re.search(r'<form class="tc-reveal".*?</form>', page, re.S)
        assert not reveal or 'value="reveal"' in reveal.group(0), "a lone Chui button"
        log = re.search(r'<section class="play-log".*?</section>', page, re.S).group(0)
        said += len(re.findall(r"<li>You[^<]*chui", log, re.I))
        form = next_form(page, rng)
        if form is None:
            break
        assert client.post(url, data=form).status_code == 303
    assert "The hand is over" in page or "is over" in page
    assert said, "no forced chui in a whole four-seat deal: the test saw nothing"


@pytest.mark.parametrize("game, rules, seats", [("tam-cuc", "standard", 4),
                                                ("hachi-hachi", "seed-000", 3)])
def test_the_whole_deal_stays_readable_during_play(app, client, game, rules, seats):
    """The log shows what happened since the reader's last move; the history under it keeps
    every line of the deal, so what beat a forced chui three moves ago can still be read."""
    import html as html_lib

    def lines(page: str, cls: str) -> list[str]:
        block = re.search(rf'<(section|details) class="{cls}".*?</\1>', page, re.S)
        return [html_lib.unescape(re.sub(r"<[^>]+>", "", x)).strip()
                for x in re.findall(r"<li>(.*?)</li>", block.group(0), re.S)] if block else []

    rng = random.Random(f"history{game}{seats}")
    gid = new_game(client, game, rules, seats)
    url = f"/en/{game}/play/{gid}"
    logs: list[str] = []
    for _ in range(5):
        page = client.get(url).get_data(as_text=True)
        logs += lines(page, "play-log")
        assert lines(page, "play-history") == logs  # every earlier log, in order, and no more
        form = next_form(page, rng)
        if form is None:  # the deal is over (a run of chui can end it within five moves)
            break
        client.post(url, data=form)
    assert len(logs) > len(lines(page, "play-log")) > 0
