"""A crawl from each home page finds no broken link, asset or in-page anchor."""

from __future__ import annotations

from urllib.parse import urljoin

import pytest
from website.core.i18n import LANGUAGES

from .crawler import BASE, crawl

QUERY_VARIANTS = 3  # per path, how many ?query variants to fetch (step/filter links multiply)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_crawl_finds_no_broken_link(client, lang):
    """Every page of the language reachable from its home page is fetched and its links followed.

    Links into another language are left to that language's crawl (the switcher maps a page to
    the same page); assets and a few ``?query`` variants of each path are fetched, not expanded.
    (tests/web/test_wheel.py crawls everything, from the installed wheel.)
    """
    own = urljoin(BASE, f"/{lang}/")
    other = tuple(urljoin(BASE, f"/{x}/") for x in LANGUAGES if x != lang)
    pages = crawl(client, [own], expand=lambda url: url.startswith(own) and "?" not in url,
                  skip=lambda url: url.startswith(other), cap=QUERY_VARIANTS,
                  uncapped=lambda path: path.startswith(urljoin(BASE, "/static/")))
    broken = [(url, page.status) for url, page in pages.items() if page.status != 200]
    assert not broken, broken
    ids = {url: page.ids for url, page in pages.items() if page.ids}
    missing = [(url, target, fragment) for url, page in pages.items()
               for target, fragment in page.anchors if target in ids and fragment not in ids[target]]
    assert not missing, missing[:10]
    # every card and month page of the language is reachable from its home page
    assert sum(f"/{lang}/cards/" in u and "?" not in u for u in ids) == 48
    assert sum(f"/{lang}/months/" in u and "?" not in u for u in ids) == 12


def test_every_asset_is_served_by_the_site(client):
    """No CDN, no web fonts from elsewhere: scripts, styles and pictures are ours."""
    import re

    for lang in LANGUAGES:
        for page in ("", "cards", "koikoi", "tam-cuc", "cards/pine-crane"):
            html = client.get(f"/{lang}/{page}").get_data(as_text=True)
            for tag in re.findall(r"<(?:script|img|link)\b[^>]*>", html):
                if 'rel="alternate"' in tag or 'rel="canonical"' in tag:
                    continue  # the page's own addresses, absolute for search engines
                for url in re.findall(r'(?:src|href)="([^"]+)"', tag):
                    assert url.startswith("/") and not url.startswith("//"), (page, tag)
    css = client.get("/static/css/site.css").get_data(as_text=True)
    assert "@import" not in css and "url(" not in css and "@font-face" not in css


def test_htmx_is_vendored_with_its_licence():
    from pathlib import Path

    vendor = Path(__file__).resolve().parents[2] / "site" / "static" / "vendor" / "htmx"
    assert (vendor / "LICENSE").read_text().startswith("Zero-Clause BSD")
    assert "2.0.11" in (vendor / "VERSION").read_text()
    assert (vendor / "htmx-2.0.11.min.js").stat().st_size > 40000
