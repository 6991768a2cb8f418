"""A page per Tam Cúc face (7 ranks × 2 colours): every page, in every language, says what the
engine says of its cards.

The expected values come from the engine itself (a trick played with ``trick_winner``, a real
deal, the combinations ``classify`` finds, ``ket_kind`` and the standard rule set), never from
``website.games.tamcuc.faces``, which draws the pages.
"""

from __future__ import annotations

import re
from html import unescape
from itertools import combinations

import pytest
from website.core.i18n import LANGUAGES
from website.games import GAMES
from website.games.base import OPTIONAL_PARTS

from engine.tamcuc import COLOURS, RANKS, TAMCUC_DECK, deal, get_rules
from engine.tamcuc.cards import ids_of, mask_of
from engine.tamcuc.combos import classify
from engine.tamcuc.state import breaks_ban, ket_kind, trick_winner

from ..conftest import parse

STANDARD = get_rules("standard")
FACES = [(colour, rank) for rank in sorted(RANKS, key=lambda r: -r.order) for colour in COLOURS]
FACE_IDS = [f"{colour}-{rank.id}" for colour, rank in FACES]
URL = "/{lang}/tam-cuc/cards/{face}"
NOT_FOUND = {"vi": "Không có lá bài nào", "zh": "没有", "en": "There is no card called"}


def cards_of(colour, rank) -> list[str]:
    return [c.id for c in TAMCUC_DECK if c.colour == colour and c.rank is rank]


def face_name(card_id: str, lang: str) -> str:
    card = next(c for c in TAMCUC_DECK if c.id == card_id)
    return re.sub(r" \d+$", "", card.name(lang))


def text(html: str) -> str:
    main = html.split('id="main"', 1)[1].split("</main>", 1)[0]
    return re.sub(r"\s+", " ", unescape(re.sub(r"<[^>]+>", " ", main)))


def section(html: str, heading_id: str) -> str:
    return re.search(rf'aria-labelledby="{heading_id}">(.*?)</section>', html, re.S).group(1)


def linked_faces(fragment: str, lang: str) -> list[str]:
    return re.findall(rf'href="/{lang}/tam-cuc/cards/([a-z-]+)"', fragment)


@pytest.fixture(scope="module")
def pages(app):
    client = app.test_client()
    out = {}
    for lang in LANGUAGES:
        for face in FACE_IDS:
            r = client.get(URL.format(lang=lang, face=face))
            assert r.status_code == 200, (lang, face)
            out[lang, face] = r.get_data(as_text=True)
    return out


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("face", range(len(FACES)), ids=FACE_IDS)
def test_the_page_names_the_face_and_counts_its_copies(pages, lang, face):
    colour, rank = FACES[face]
    html = pages[lang, FACE_IDS[face]]
    cards = cards_of(colour, rank)
    name = face_name(cards[0], lang)
    assert re.search(r"<h1>(.*?)</h1>", html).group(1) == name
    assert f"<title>{name}" in unescape(html)
    assert f"/tamcuc/{cards[0]}.svg" in html and rank.glyph in html
    for other in ("vi", "zh", "en"):  # the names in the three languages
        assert face_name(cards[0], other) in unescape(html)
    copies = re.search(r"<dt>[^<]*</dt><dd>(\d+)</dd>", html)
    assert copies and int(copies.group(1)) == len(cards)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("face", range(len(FACES)), ids=FACE_IDS)
def test_what_it_beats_is_what_wins_a_trick(pages, lang, face):
    """A lone card against each other face's, in a trick of two: who wins it."""
    mine = cards_of(*FACES[face])[0]
    beats, beaten_by = [], []
    for other_id, (colour, rank) in zip(FACE_IDS, FACES, strict=True):
        if other_id == FACE_IDS[face]:
            continue
        theirs = cards_of(colour, rank)[0]
        if trick_winner(STANDARD, [(theirs,), (mine,)]) == 1:
            beats.append(other_id)
        if trick_winner(STANDARD, [(mine,), (theirs,)]) == 1:
            beaten_by.append(other_id)
    lists = re.findall(r'<ul class="tc-face-list">(.*?)</ul>', section(pages[lang, FACE_IDS[face]],
                                                                       "beats-title"), re.S)
    assert [linked_faces(x, lang) for x in lists] == [x for x in (beats, beaten_by) if x]
    assert len(beats) + len(beaten_by) == len(FACES) - 1  # red over black: no two faces tie


def expected_sets(colour, rank) -> dict[str, tuple[str, ...]]:
    """Every combination that holds the face's first card, found by trying the whole deck."""
    first = cards_of(colour, rank)[0]
    found = {}
    for size in range(2, 6):
        for combo in combinations([c.id for c in TAMCUC_DECK], size):
            if first in combo and (shape := classify(combo)) is not None:
                key = shape.shape if shape.shape != "triple" else (
                    "high-triple" if shape.key >= 2 else "low-triple")
                found.setdefault(key, combo)
    return found


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("face", range(len(FACES)), ids=FACE_IDS)
def test_its_combinations_and_their_ket_are_the_engines(pages, lang, face):
    html = pages[lang, FACE_IDS[face]]
    rows = dict(re.findall(r'<tr id="set-([a-z-]+)">(.*?)</tr>', html, re.S))
    expected = expected_sets(*FACES[face])
    assert set(rows) == set(expected)
    for name, combo in expected.items():
        shown = re.findall(r"/tamcuc/([a-z0-9-]+)\.svg", rows[name])
        assert classify(shown) == classify(combo) and len(shown) == len(combo)
        kind = ket_kind(STANDARD, mask_of(shown))
        points = re.findall(r"(\d+)\s*(?:point|điểm|分)", rows[name])
        if kind is None:
            assert "<strong>" not in rows[name]
        else:
            want = [STANDARD.ket_table(n)["ket-tot-den" if kind in ("ket-tu-tu", "ket-ngu-tu")
                                          else kind] for n in (2, 3, 4)]
            assert [int(p) for p in points[:3]] == want


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("face", range(len(FACES)), ids=FACE_IDS)
def test_copies_in_play_and_the_first_call_by_number_of_players(pages, lang, face):
    colour, rank = FACES[face]
    cards = cards_of(colour, rank)
    html = pages[lang, FACE_IDS[face]]
    table = re.search(r'<table class="tc-face-seats">(.*?)</table>', html, re.S).group(1)
    rows = re.findall(r"<tr><th scope=\"row\">.*?</tr>", table, re.S)
    in_play = [int(x) for x in re.findall(r'<td class="num">(\d+)</td>', rows[0])]
    bans = re.findall(r"<td>(.*?)</td>", rows[1], re.S)
    low = [c for c in cards_of("black", RANKS[-1]) if c != cards[0]]
    for col, seats in enumerate((2, 3, 4)):
        dealt = set().union(*(ids_of(h) for h in deal("standard", seed=3, seats=seats).hands))
        assert in_play[col] == len(dealt & set(cards))
        if not in_play[col]:
            continue
        # a trick of the first call: this card led, low Soldiers following it
        winner = trick_winner(STANDARD, [(cards[0],)] + [(c,) for c in low[:seats - 1]],
                              first_call=True)
        assert ("tc-banned" in bans[col]) == (winner != 0)
        assert (winner != 0) == breaks_ban(STANDARD, seats, True, mask_of([cards[0]]))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_unknown_faces_answer_404_in_the_readers_language(client, lang):
    for face in ("red-king", "red-general-1", "red-soldier-6", "RED-GENERAL", "x" * 300):
        r = client.get(URL.format(lang=lang, face=face))
        assert r.status_code == 404, face
        html = r.get_data(as_text=True)
        assert parse(html).html_lang.startswith(lang if lang != "zh" else "zh")
        assert NOT_FOUND[lang] in html
        assert f'<a href="/{lang}/tam-cuc">' in html  # back to the game's rules, not the Hanafuda chart
    assert client.get(f"/{lang}/hachi-hachi/cards/red-general").status_code == 404


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_cards_own_id_leads_to_its_face(client, lang):
    for card in TAMCUC_DECK:
        r = client.get(URL.format(lang=lang, face=card.id))
        face = f"{card.colour}-{card.rank.id}"
        if card.id == face:
            assert r.status_code == 200
        else:
            assert r.status_code == 301 and r.headers["Location"] == URL.format(lang=lang, face=face)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_rules_chart_links_to_every_face(client, lang):
    html = client.get(f"/{lang}/tam-cuc").get_data(as_text=True)
    chart = re.search(r'<table class="tamcuc-chart">(.*?)</table>', html, re.S).group(1)
    assert linked_faces(chart, lang) == FACE_IDS
    for link in re.findall(r'<a class="tc-face-link" href="[^"]+"[^>]*>(.*?)</a>', chart, re.S):
        pictured = re.findall(r"/tamcuc/([a-z0-9-]+)\.svg", link)
        assert len({re.sub(r"-\d+$", "", c) for c in pictured}) == 1  # one face's copies
    assert 'id="tamcuc-chart"' in html


@pytest.mark.parametrize("lang", LANGUAGES)
def test_previous_and_next_go_round_the_fourteen(pages, lang):
    seen, face = [], FACE_IDS[0]
    for _ in FACE_IDS:
        seen.append(face)
        html = pages[lang, face]
        prev = re.search(rf'rel="prev" href="/{lang}/tam-cuc/cards/([a-z-]+)"', html).group(1)
        face = re.search(rf'rel="next" href="/{lang}/tam-cuc/cards/([a-z-]+)"', html).group(1)
        assert FACE_IDS.index(prev) == (FACE_IDS.index(seen[-1]) - 1) % len(FACE_IDS)
        assert f'href="/{lang}/tam-cuc"' in html and f'href="/{lang}/tam-cuc#tamcuc-chart"' in html
    assert seen == FACE_IDS and face == FACE_IDS[0]


IDS = re.compile(r"\b(?:red|black)-[a-z]+(?:-\d)?\b|\b(?:ket|tu|ngu)-[a-z]+\b|high-triple|low-triple|"
                 r"four-soldiers|five-soldiers|\[\[|\]\]|\{\{|%\(")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_internal_id_shows_and_the_story_is_there(pages, lang):
    for face in FACE_IDS:
        html = pages[lang, face]
        assert not IDS.search(text(html)), (face, IDS.search(text(html)).group(0))
        assert 'aria-labelledby="story-title"' in html, face
        assert f'<a href="/{lang}/tam-cuc" aria-current="page">' in html  # its game's menu entry


def test_the_pages_are_cacheable_and_use_the_games_stylesheet(client):
    r = client.get("/vi/tam-cuc/cards/red-general")
    assert r.headers["Cache-Control"].startswith("public") and r.headers.get("ETag")
    assert "css/games/tamcuc.css" in r.get_data(as_text=True)


@pytest.mark.parametrize("game", [g for g in GAMES if g.faces is not None], ids=lambda g: g.id)
def test_a_games_faces_part_offers_what_its_protocol_names(game):
    protocol = OPTIONAL_PARTS["faces"]
    names = set(protocol.__annotations__) | {n for n, v in vars(protocol).items()
                                             if callable(v) and not n.startswith("_")}
    assert not [n for n in names if not hasattr(game.faces, n)]
    assert [game.faces.face_of(c.id) for c in TAMCUC_DECK[:1]] == [FACE_IDS[0]]
