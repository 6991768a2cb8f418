"""A page shared in a chat shows a card: every card of every deck, and each deck's back, has its
PNG (chat apps show no SVG previews), drawn from the card's current SVG, 1200 × 630, named in
every page's Open Graph tags."""

from __future__ import annotations

import re
import struct

import pytest
from website.decks import DECKS
from website.decks.share import FOLDER, HEIGHT, WIDTH, manifest, svg_key

RUN = "run scripts/render_share_images.py"


@pytest.mark.parametrize("deck", DECKS.values(), ids=list(DECKS))
def test_every_card_has_a_picture_of_its_current_drawing(deck):
    pictures = manifest()[deck.id]
    faces = {cid: deck.face(cid) for cid in deck.cards} | {"back": deck.back()}
    assert pictures.keys() == faces.keys(), RUN
    for cid, svg in faces.items():
        assert pictures[cid] == svg_key(svg), f"{deck.id} {cid} was drawn again: {RUN}"
        png = (FOLDER / f"{pictures[cid]}.png").read_bytes()
        assert png[:8] == b"\x89PNG\r\n\x1a\n"
        assert struct.unpack(">II", png[16:24]) == (WIDTH, HEIGHT)


def test_no_picture_left_that_no_card_uses():
    used = {key for cards in manifest().values() for key in cards.values()}
    assert {p.stem for p in FOLDER.glob("*.png")} == used, RUN


@pytest.mark.parametrize("path, card", [("/vi/cards/pine-crane", "pine-crane"),
                                        ("/zh/tam-cuc/cards/red-general", "red-general"),
                                        ("/en/learn", "back")])
def test_a_shared_page_names_a_card_png_that_is_served(client, path, card):
    html = client.get(path).get_data(as_text=True)
    image = re.search(r'<meta property="og:image" content="([^"]+)"', html).group(1)
    assert image.endswith(".png") and image.startswith("http")
    assert f'<meta property="og:image:width" content="{WIDTH}">' in html
    assert 'content="summary_large_image"' in html
    response = client.get(image.split("localhost", 1)[1])
    assert response.status_code == 200 and response.mimetype == "image/png"
    if card != "back":
        deck = next(d for d in DECKS.values() if card in d.cards)
        assert image.split("/")[-1].split("?")[0] == manifest()[deck.id][card] + ".png"
