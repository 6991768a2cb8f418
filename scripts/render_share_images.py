"""Draw every card as the PNG a chat app shows when a page is shared (its ``og:image``).

Chat apps and social sites do not show SVG previews, and the site draws its cards as SVG. So
each distinct card face (identical Tam Cúc copies share one) and each deck's back is drawn once
here, by Debian's chromium through Playwright, centred on the site's paper colour at 1200 × 630
(the size Open Graph previews use), into ``site/static/share/<hash of the SVG>.png``;
``site/static/share/manifest.json`` maps deck → card id → file. The hash is of the card's
SVG, so a changed drawing needs a new picture: ``tests/web/test_share_images.py`` fails until
this script has run again. Pictures no card uses any more are removed.

    .venv/bin/python scripts/render_share_images.py
"""

from __future__ import annotations

import base64
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from website.decks import DECKS  # noqa: E402
from website.decks.share import FOLDER, HEIGHT, MANIFEST, WIDTH, svg_key  # noqa: E402

PAPER = "#fbf8f2"  # the site's --bg
CARD_HEIGHT = 540


def card_svgs() -> dict[str, dict[str, str]]:
    """deck id → card id (and "back") → the card's SVG document."""
    return {deck.id: {**{cid: deck.face(cid) for cid in deck.cards}, "back": deck.back()}
            for deck in DECKS.values()}


def page(svg: str) -> str:
    data = base64.b64encode(svg.encode()).decode()
    return (f"<!doctype html><html><body style='margin:0;width:{WIDTH}px;height:{HEIGHT}px;"
            f"display:flex;align-items:center;justify-content:center;background:{PAPER}'>"
            f"<img style='height:{CARD_HEIGHT}px;filter:drop-shadow(0 6px 10px #0004)' "
            f"src='data:image/svg+xml;base64,{data}'></body></html>")


def main() -> int:
    from playwright.sync_api import sync_playwright

    svgs = card_svgs()
    manifest = {deck: {cid: svg_key(svg) for cid, svg in cards.items()}
                for deck, cards in svgs.items()}
    wanted = {key: svg for deck, cards in svgs.items() for cid, svg in cards.items()
              for key in [manifest[deck][cid]]}
    FOLDER.mkdir(parents=True, exist_ok=True)
    drawn = 0
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium",
                                    args=["--no-sandbox", "--disable-gpu"])
        tab = browser.new_page(viewport={"width": WIDTH, "height": HEIGHT})
        for key, svg in wanted.items():
            target = FOLDER / f"{key}.png"
            if target.exists():
                continue
            tab.set_content(page(svg))
            tab.wait_for_load_state("load")
            tab.screenshot(path=str(target))
            drawn += 1
        browser.close()
    removed = 0
    for old in FOLDER.glob("*.png"):
        if old.stem not in wanted:
            old.unlink()
            removed += 1
    MANIFEST.write_text(json.dumps(manifest, indent=1, sort_keys=True) + "\n")
    print(f"{len(wanted)} pictures for {sum(map(len, manifest.values()))} cards: "
          f"{drawn} drawn, {removed} removed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
