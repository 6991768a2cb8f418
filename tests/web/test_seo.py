"""What search engines and chat apps read: the sitemap, robots.txt, and each page's head
(description, canonical address, Open Graph and Twitter card tags, noindex)."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from functools import cache
from html.parser import HTMLParser
from urllib.parse import urlsplit

import pytest
from website.core.i18n import HTML_LANG, LANGUAGES
from website.decks import BY_PATH, DECKS
from website.decks.share import manifest
from website.games import GAMES

from engine.hanafuda.cards import CARD_IDS, MONTHS

from .test_play import new_game

SITEMAP_NS = "{http://www.sitemaps.org/schemas/sitemap/0.9}"
XHTML_NS = "{http://www.w3.org/1999/xhtml}"
BASE = "http://localhost"


def picture_url(folder: str, card: str) -> str:
    """The share picture of a card of the deck whose pictures' folder is ``folder``."""
    return f"{BASE}/static/share/{manifest()[BY_PATH[folder].id][card]}.png"
HREFLANGS = {HTML_LANG[lang]: lang for lang in LANGUAGES}
OG_LOCALES = {"vi": "vi_VN", "zh": "zh_CN", "en": "en_GB"}


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


def test_every_sitemap_url_answers_200_indexable_and_is_its_own_canonical(app):
    """Each page listed answers 200 with HTML, is not noindex, names itself as canonical and
    names the sitemap's alternates in its head."""
    client = app.test_client()
    for loc, alternates in sitemap_urls(app).items():
        r = client.get(loc[len(BASE):])
        assert r.status_code == 200 and r.mimetype == "text/html", loc
        head = Head.of(r.get_data(as_text=True))
        assert head.link("canonical") == loc
        assert head.meta("robots") is None, loc
        assert head.alternates == alternates, loc


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


# -- each page's head ---------------------------------------------------------------------------

class Head(HTMLParser):
    """The ``<meta>`` and ``<link>`` tags of a page's head."""

    def __init__(self):
        super().__init__()
        self.metas: list[tuple[str, str]] = []  # (name or property, content)
        self.links: list[dict] = []
        self.alternates: dict[str, str] = {}
        self.html_lang = None

    @classmethod
    def of(cls, html: str) -> Head:
        head = cls()
        head.feed(html.split("</head>", 1)[0])
        return head

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "html":
            self.html_lang = a.get("lang")
        elif tag == "meta" and (a.get("name") or a.get("property")):
            self.metas.append((a.get("name") or a.get("property"), a.get("content")))
        elif tag == "link":
            self.links.append(a)
            if a.get("rel") == "alternate" and a.get("hreflang"):
                assert a["hreflang"] not in self.alternates
                self.alternates[a["hreflang"]] = a["href"]

    def meta(self, name: str) -> str | None:
        found = [content for key, content in self.metas if key == name]
        assert len(found) <= 1, (name, found)
        return found[0] if found else None

    def metas_of(self, name: str) -> list[str]:
        return [content for key, content in self.metas if key == name]

    def link(self, rel: str) -> str | None:
        found = [a["href"] for a in self.links if a.get("rel") == rel]
        assert len(found) <= 1, (rel, found)
        return found[0] if found else None


# one page of each kind: (its path after /<lang>, the card its picture must show ("back": the
# back of the cards, or None: any card), the folder of its deck's pictures)
KINDS = {
    "home": ("/", None, "cards"),
    "rules": ("/koikoi", None, "cards"),
    "rules of Tam Cúc": ("/tam-cuc", None, "tamcuc"),
    "history": ("/history", None, "cards"),
    "card chart": ("/cards", None, "cards"),
    "card": ("/cards/maple-deer", "maple-deer", "cards"),
    "month": ("/months/cherry", None, "cards"),
    "Tam Cúc face": ("/tam-cuc/cards/red-general", "red-general", "tamcuc"),
    "lessons": ("/learn", None, "cards"),
    "lesson": ("/learn/tam-cuc/1", "back", "tamcuc"),  # a position: it names no card
    "puzzles": ("/hachi-hachi/puzzles", None, "cards"),
    "puzzle": ("/puzzles/kk-052730", "back", "cards"),
    "sample games": ("/tam-cuc/games", None, "tamcuc"),
    "sample game": ("/games/koikoi-pays-off", None, "cards"),
    "calculator": ("/tam-cuc/calculator", None, "tamcuc"),
}


@cache
def heads(app, path: str) -> dict[str, Head]:
    """The head of ``/<lang><path>`` in each language."""
    out = {}
    for lang in LANGUAGES:
        r = app.test_client().get(f"/{lang}{path}")
        assert r.status_code == 200, (lang, path)
        out[lang] = Head.of(r.get_data(as_text=True))
    return out


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_kind_of_page_has_open_graph_tags_in_its_language(app, client, kind, lang):
    path, card, deck = KINDS[kind]
    pages = heads(app, path)
    head = pages[lang]
    url = f"{BASE}/{lang}{path}"
    assert head.link("canonical") == url
    assert head.meta("og:url") == url
    assert head.meta("og:type") in ("website", "article")
    assert head.meta("og:site_name") == {"vi": "Hoa & Cúc", "zh": "花与菊", "en": "Hoa & Cúc"}[lang]
    assert head.meta("og:locale") == OG_LOCALES[lang]
    assert sorted(head.metas_of("og:locale:alternate")) == sorted(
        OG_LOCALES[x] for x in LANGUAGES if x != lang)
    title, description = head.meta("og:title"), head.meta("description")
    assert title and description and head.meta("og:description") == description
    assert head.meta("twitter:title") == title
    assert head.meta("twitter:description") == description
    # in the page's own words, not another language's
    for other in LANGUAGES:
        if other != lang:
            assert pages[other].meta("description") != description, (kind, other)
            assert pages[other].meta("og:image:alt") != head.meta("og:image:alt"), (kind, other)
    image = head.meta("og:image")
    assert image == head.meta("twitter:image")
    assert head.meta("twitter:card") == "summary_large_image"
    pictures = manifest()[BY_PATH[deck].id]
    if card != "back":
        assert not image.endswith(f"/{pictures['back']}.png")
    if card:
        assert image == picture_url(deck, card)
    assert re.search(r"/static/share/[0-9a-f]{16}\.png$", image), image
    assert head.meta("og:image:type") == "image/png"
    assert head.meta("og:image:alt") and head.meta("twitter:image:alt") == head.meta("og:image:alt")
    picture = client.get(image[len(BASE):])
    assert picture.status_code == 200 and picture.mimetype == "image/png"
    assert head.meta("robots") is None


@pytest.mark.parametrize("kind", ["rules", "rules of Tam Cúc", "card", "Tam Cúc face", "lesson",
                                  "lessons", "puzzles", "sample game", "month", "history"])
def test_pages_that_can_say_something_have_their_own_description(app, kind):
    client = app.test_client()
    for lang, head in heads(app, KINDS[kind][0]).items():
        # the site's default, which a page of no kind of its own (a 404 page) keeps
        default = Head.of(client.get(f"/{lang}/no-such-page").get_data(as_text=True))
        description = head.meta("description")
        assert description != default.meta("description"), (kind, lang)
        assert len(description) > 10, (kind, lang, description)


def test_a_card_page_describes_and_shows_its_own_card(app):
    from engine.hanafuda.cards import card

    for lang, head in heads(app, "/cards/willow-swallow").items():
        assert head.meta("og:image") == picture_url("cards", "willow-swallow")
        assert head.meta("og:image:alt") == card("willow-swallow").name(lang)
        assert head.meta("og:type") == "article"


def test_a_game_page_shows_a_card_of_its_deck(app):
    for g in GAMES:
        for head in heads(app, f"/{g.slug}").values():
            assert head.meta("og:image") == picture_url(DECKS[g.deck].path, g.home_cards[0]), g.id


def test_a_page_seen_with_a_query_names_the_page_itself(app, client):
    for path, canonical in (("/en/games/koikoi-pays-off?step=3", "/en/games/koikoi-pays-off"),
                            ("/zh/cards?kind=ribbon", "/zh/cards"),
                            ("/vi/learn/koikoi/1?s=2", "/vi/learn/koikoi/1")):
        head = Head.of(client.get(path).get_data(as_text=True))
        assert head.link("canonical") == head.meta("og:url") == BASE + canonical
        assert head.alternates["en"] == BASE + "/en" + canonical[3:]
    shared = Head.of(client.get("/en/games/koikoi-pays-off?step=3").get_data(as_text=True))
    assert shared.meta("og:title") == "A koi-koi that pays off"  # the game, not its step


def test_pages_not_to_index_are_noindex(app, client):
    gid = new_game(client)
    for path in ("/en/play", "/vi/hachi-hachi/play", f"/en/play/{gid}", f"/en/play/{gid}/review",
                 "/en/games/upload", "/zh/puzzles/streak", "/en/puzzles/daily",
                 "/en/tam-cuc/puzzles/learn", "/en/no-such-page", "/en/cards/no-such-card"):
        r = client.get(path)
        head = Head.of(r.get_data(as_text=True))
        assert head.meta("robots") == "noindex", path
        backs = {f"{BASE}/static/share/{cards['back']}.png" for cards in manifest().values()}
        assert head.meta("og:image") in backs, path  # no card named
    assert client.get("/en/no-such-page").status_code == 404
    no_canonical = Head.of(client.get("/en/no-such-page").get_data(as_text=True))
    assert no_canonical.link("canonical") is None and no_canonical.meta("og:url") is None
