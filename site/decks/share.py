"""The picture a chat app shows for a page: a card drawn as a PNG.

Chat apps do not show SVG previews, so ``scripts/render_share_images.py`` draws each card once
as a PNG, named by a hash of its SVG, and lists them in a manifest read here. A card missing
from the manifest (a drawing changed and not yet drawn again) falls back to its SVG.
"""

from __future__ import annotations

import hashlib
import json
from functools import cache
from pathlib import Path

from flask import url_for

FOLDER = Path(__file__).resolve().parents[1] / "static" / "share"
MANIFEST = FOLDER / "manifest.json"
WIDTH, HEIGHT = 1200, 630


def svg_key(svg: str) -> str:
    """The file name of a card's picture: its SVG's hash, so a new drawing gets a new file."""
    return hashlib.sha256(svg.encode()).hexdigest()[:16]


@cache
def manifest() -> dict[str, dict[str, str]]:
    """deck id → card id (or "back") → picture name; empty when the pictures are not there."""
    try:
        return json.loads(MANIFEST.read_text())
    except (OSError, ValueError):
        return {}


def share_image(card_id: str, deck: str) -> tuple[str, str] | None:
    """The absolute URL and type of the card's share picture (``card_id`` "back": the deck's
    back), or None when it has none."""
    key = manifest().get(deck, {}).get(card_id)
    if key is None:
        return None
    return url_for("static", filename=f"share/{key}.png", _external=True), "image/png"
