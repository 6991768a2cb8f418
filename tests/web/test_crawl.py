"""A crawl from each home page finds no broken link, asset or in-page anchor."""

from __future__ import annotations

from urllib.parse import urldefrag, urljoin, urlsplit

import pytest
from website.core.i18n import LANGUAGES

from .conftest import parse

BASE = "http://localhost/"


QUERY_VARIANTS = 3  # per path, how many ?query variants to fetch (step/filter links multiply)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_crawl_finds_no_broken_link(client, lang):
    """Every page of the language reachable from its home page is fetched and its links followed.

    Links into another language are left to that language's crawl (the switcher maps a page to
    the same page); assets and a few ``?query`` variants of each path are fetched, not expanded.
    """
    other = tuple(urljoin(BASE, f"/{x}/") for x in LANGUAGES if x != lang)
    start = urljoin(BASE, f"/{lang}/")
    queue, seen, pages = [start], {start}, {}
    variants: dict[str, int] = {}
    broken, anchors = [], []
    while queue:
        url = queue.pop()
        parts = urlsplit(url)
        path = parts.path + (f"?{parts.query}" if parts.query else "")
        response = client.get(path, follow_redirects=True)
        if response.status_code != 200:
            broken.append((url, response.status_code))
            continue
        final = response.request
        url = urljoin(BASE, final.path + (f"?{final.query_string.decode()}"
                                          if final.query_string else ""))
        if (response.mimetype != "text/html" or "?" in url
                or not urlsplit(url).path.startswith(f"/{lang}/")):
            continue
        doc = parse(response.get_data(as_text=True))
        pages[url] = doc.ids
        for link in doc.links:
            target, fragment = urldefrag(urljoin(url, link))
            if not target.startswith(BASE):
                continue  # external: none are expected, but not ours to check
            if fragment:
                anchors.append((url, target, fragment))
            if target in seen or target.startswith(other):
                continue
            bare = target.split("?")[0]
            if "?" in target and not bare.startswith(urljoin(BASE, "/static/")):
                variants[bare] = variants.get(bare, 0) + 1
                if variants[bare] > QUERY_VARIANTS:
                    continue
            seen.add(target)
            queue.append(target)
    assert not broken, broken
    missing = [a for a in anchors if a[1] in pages and a[2] not in pages[a[1]]]
    assert not missing, missing[:10]
    # every card and month page of the language is reachable from its home page
    assert sum(f"/{lang}/cards/" in u for u in pages) == 48
    assert sum(f"/{lang}/months/" in u for u in pages) == 12


def test_every_asset_is_served_by_the_site(client):
    """No CDN, no web fonts from elsewhere: scripts, styles and pictures are ours."""
    import re

    for lang in LANGUAGES:
        for page in ("", "cards", "koikoi", "tam-cuc", "cards/pine-crane"):
            html = client.get(f"/{lang}/{page}").get_data(as_text=True)
            for tag in re.findall(r"<(?:script|img|link)\b[^>]*>", html):
                if 'rel="alternate"' in tag:
                    continue
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
