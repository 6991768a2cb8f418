"""What search engines read: the sitemap and robots.txt."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from functools import cache
from urllib.parse import urlsplit

from website.core.i18n import HTML_LANG, LANGUAGES
from website.games import GAMES

from engine.hanafuda.cards import CARD_IDS, MONTHS

from .test_play import new_game

SITEMAP_NS = "{http://www.sitemaps.org/schemas/sitemap/0.9}"
XHTML_NS = "{http://www.w3.org/1999/xhtml}"
BASE = "http://localhost"
HREFLANGS = {HTML_LANG[lang]: lang for lang in LANGUAGES}


# -- the sitemap --------------------------------------------------------------------------------

@cache
def _sitemap(app) -> tuple[bytes, dict]:
    r = app.test_client().get("/sitemap.xml")
    assert r.status_code == 200
    return r.get_data(), dict(r.headers)


def sitemap_urls(app) -> dict[str, dict[str, str]]:
    """Each ``<loc>`` of the sitemap → its alternates (hreflang → href)."""
    root = ET.fromstring(_sitemap(app)[0])
    assert root.tag == f"{SITEMAP_NS}urlset"
    found = {}
    for url in root:
        assert url.tag == f"{SITEMAP_NS}url"
        loc = url.findtext(f"{SITEMAP_NS}loc")
        assert loc and loc not in found, loc
        links = url.findall(f"{XHTML_NS}link")
        assert all(link.get("rel") == "alternate" for link in links)
        found[loc] = {link.get("hreflang"): link.get("href") for link in links}
        assert len(found[loc]) == len(links), loc  # no hreflang twice
    return found


def lang_of(url: str) -> str:
    return urlsplit(url).path.split("/")[1]


def test_sitemap_is_xml_served_as_xml_and_cached(app, client):
    body, headers = _sitemap(app)
    assert headers["Content-Type"].startswith("application/xml")
    assert headers["Cache-Control"] == "public, max-age=300" and "ETag" in headers
    assert body.startswith(b'<?xml version="1.0" encoding="UTF-8"?>')
    again = client.get("/sitemap.xml", headers={"If-None-Match": headers["ETag"]})
    assert again.status_code == 304
    gzipped = client.get("/sitemap.xml", headers={"Accept-Encoding": "gzip"})
    assert gzipped.headers["Content-Encoding"] == "gzip"


def test_every_sitemap_url_has_its_three_languages_and_x_default(app):
    urls = sitemap_urls(app)
    assert urls
    for loc, alternates in urls.items():
        assert loc.startswith(BASE + "/") and "?" not in loc and "#" not in loc, loc
        assert lang_of(loc) in LANGUAGES, loc
        assert set(alternates) == set(HREFLANGS) | {"x-default"}, loc
        assert alternates[HTML_LANG[lang_of(loc)]] == loc
        for hreflang, lang in HREFLANGS.items():
            href = alternates[hreflang]
            assert lang_of(href) == lang and href in urls, (loc, href)  # each listed too
            assert urls[href] == alternates  # and says the same of the others
        assert alternates["x-default"] == BASE + "/"
    per_language = {lang: sum(lang_of(u) == lang for u in urls) for lang in LANGUAGES}
    assert len(set(per_language.values())) == 1, per_language


def test_every_sitemap_url_answers_200(app):
    client = app.test_client()
    for loc in sitemap_urls(app):
        r = client.get(loc[len(BASE):])
        assert r.status_code == 200 and r.mimetype == "text/html", loc


def test_the_sitemap_lists_every_kind_of_page_in_every_language(app):
    from website.features.lessons.path import PATHS
    from website.features.viewer.views import samples

    paths = {urlsplit(u).path for u in sitemap_urls(app)}
    for lang in LANGUAGES:
        expected = {f"/{lang}/", f"/{lang}/history", f"/{lang}/glossary", f"/{lang}/cards",
                    f"/{lang}/learn", f"/{lang}/puzzles", f"/{lang}/games", f"/{lang}/calculator",
                    *(f"/{lang}/cards/{c}" for c in CARD_IDS),
                    *(f"/{lang}/months/{m.flower}" for m in MONTHS)}
        for g in GAMES:
            expected.add(f"/{lang}/{g.slug}")
            expected.update(f"/{lang}/learn/{g.slug}/{n}" for n in range(1, len(PATHS[g.id]) + 1))
            prefix = f"/{lang}" if g.slug == "koikoi" else f"/{lang}/{g.slug}"
            expected.update((f"{prefix}/puzzles", f"{prefix}/games"))
            expected.update(f"{prefix}/puzzles/{p['id']}" for p in g.puzzles.load())
            if g.faces is not None:
                expected.update(f"/{lang}/{g.slug}/cards/{f}" for f in g.faces.FACES)
        for s in samples().values():
            g = s.replayed.game
            prefix = f"/{lang}" if g.slug == "koikoi" else f"/{lang}/{g.slug}"
            expected.add(f"{prefix}/games/{s.id}")
        missing = expected - paths
        assert not missing, sorted(missing)[:10]


PRIVATE = re.compile(r"/play(/|$)|/tables(/|$)|/games/upload|/games/r/|/hint|/review|"
                     r"/puzzles/(daily|streak|train|learn)$|\.json$")


def test_the_sitemap_leaves_out_play_uploads_reviews_and_the_readers_own_pages(app):
    wrong = [u for u in sitemap_urls(app) if PRIVATE.search(urlsplit(u).path)]
    assert not wrong, wrong[:10]


# -- robots.txt ---------------------------------------------------------------------------------

def robots_rules(text: str) -> list[tuple[bool, str]]:
    """The rules of the ``User-agent: *`` group: (allowed, pattern)."""
    rules, ours = [], False
    for line in text.splitlines():
        line = line.split("#", 1)[0].strip()
        if not line or ":" not in line:
            continue
        key, value = (part.strip() for part in line.split(":", 1))
        key = key.lower()
        if key == "user-agent":
            ours = value == "*"
        elif ours and key in ("allow", "disallow") and value:
            rules.append((key == "allow", value))
    return rules


def _matches(pattern: str, path: str) -> bool:
    """RFC 9309 matching, as the large crawlers do it: ``*`` any characters, ``$`` the end."""
    end = pattern.endswith("$")
    regex = ".*".join(map(re.escape, pattern.rstrip("$").split("*")))
    return re.match(regex + ("$" if end else ""), path) is not None


def allowed(rules: list[tuple[bool, str]], path: str) -> bool:
    """The longest matching rule decides; on a tie, allow wins; no rule: allowed."""
    found = [(len(pattern), allow) for allow, pattern in rules if _matches(pattern, path)]
    return max(found)[1] if found else True


def test_robots_txt_keeps_private_pages_out_and_names_the_sitemap(app, client):
    r = client.get("/robots.txt")
    assert r.status_code == 200 and r.mimetype == "text/plain"
    text = r.get_data(as_text=True)
    assert re.search(r"^Sitemap: http://localhost/sitemap\.xml$", text, re.M)
    rules = robots_rules(text)
    gid = new_game(client)
    private = ["/en/play", f"/en/play/{gid}", f"/en/play/{gid}/hint", f"/en/play/{gid}/review",
               "/vi/play?rules=nintendo", "/zh/hachi-hachi/play", "/vi/tam-cuc/play/abc/hint",
               "/en/hana-awase/play/abc/review", f"/play/{gid}/record.json",
               "/en/games/upload", "/vi/games/r/abc", "/games/r/abc.json", "/games/teshi.json",
               "/vi/tables", "/vi/tables/abc", "/en/tam-cuc/tables/abc", "/zh/koikoi/tables"]
    for path in private:
        assert not allowed(rules, path), path
    assert client.get(f"/en/play/{gid}").status_code == 200  # the patterns fit real addresses
    for loc in sitemap_urls(app):
        assert allowed(rules, loc[len(BASE):]), loc
    for path in ("/", "/static/css/site.css", "/cards/pine-crane.svg", "/months.css"):
        assert allowed(rules, path), path
