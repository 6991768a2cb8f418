"""What a reader meets on every page, counted as the native review counted it (issue 37):

1. Japanese kana outside a gloss on Chinese pages;
2. the engine's rule-set ids and card ids ("seed-000", "peony-chaff-2") on Vietnamese and
   Chinese pages;
3. copy numbers of identical cards ("Peony – Chaff 2", "Tốt đen 3"), in any language, card
   pages included: the chaff of a month are the same card to a player, so a page names one as
   players do and says it is "one of two" rather than number it;
4. English words on Vietnamese and Chinese pages.

The pages are what a reader reaches: every link from each home page (a few ``?query``
variants a path: the steps of a sample game, the filters of a list), every screen of every
lesson, and what only a form reaches: every lesson question answered with its first choices,
one puzzle of each kind answered right, wrong, with a hint and its solution, the calculators
with a result, a game of each game played to its end against the computer with a hint on the
way and its review, and a friends' table (the host's page, the invitation, a table of
computers). Practice sets are reached by their links. Each page is
read twice: its visible text, and the attributes a reader meets (a tooltip, an image's text, a
screen reader's label, a placeholder, the search engines' description). Every count is 0 or a
listed exception with its reason; ``pytest -s`` prints the counts.
"""

from __future__ import annotations

import itertools
import random
import re
from collections import Counter, defaultdict
from html.parser import HTMLParser
from typing import NamedTuple
from urllib.parse import urljoin, urlsplit

import pytest
from website import create_app
from website.core.i18n import LANGUAGES
from website.features.play import views as play_views
from website.features.tables import views as table_views
from website.games import GAMES
from werkzeug.datastructures import MultiDict

from engine.games import GAMES as ENGINE_GAMES
from engine.games import get_game
from engine.hanafuda.cards import DECK
from engine.tamcuc import TAMCUC_DECK

from .conftest import FormClient, _compile_catalogues
from .crawler import BASE, crawl, lesson_screens
from .test_terms import GLOSS, KANA

QUERY_VARIANTS = 3  # per path: three steps of each sample game, three filters of a list
SKIP = re.compile(r"/static/|\.svg$|\.png$|\.json$|\.css$|\.js$|/feed|/sitemap|/robots")
# attributes a reader meets: a tooltip, an image's text, a screen reader's name, a field's hint
ATTRIBUTES = ("title", "alt", "aria-label", "aria-description", "placeholder")
# a table column headed 原文 gives each term in its original language (the glossary)
ORIGINAL = {"原文"}
_BREAKS = {"p", "li", "td", "th", "div", "tr", "table", "dd", "dt", "h1", "h2", "h3", "h4",
           "section", "article", "option", "button", "label", "title", "caption", "figcaption"}
_VOID = {"br", "img", "input", "meta", "link", "hr", "source", "wbr", "col", "area", "base"}


# -- reading a page --------------------------------------------------------------------------

class Piece(NamedTuple):
    text: str
    where: str  # "text", or the attribute it came from
    quoted: bool  # a table cell in another language, marked as such: a card's names, 原文


class _Reader(HTMLParser):
    """A page's visible text and its readers' attributes, in pieces; scripts, styles and
    templates left out. A table cell marked with another language than the page's (``lang``),
    or in a column headed 原文, is a quotation of that language."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.pieces: list[Piece] = []
        self.skip = 0
        self.text: list[str] = []
        self.page_lang = ""
        self.open: list[tuple[str, str | None]] = []  # (tag, its lang attribute)
        self.tables: list[dict] = []  # per open table: its column headers, the cell being read
        self.header: list[str] | None = None  # text of the <th> being read

    def _flush(self):
        if self.text:
            self.pieces.append(Piece("".join(self.text), "text", self._quoted()))
            self.text = []

    def _in_cell(self) -> bool:
        return any(tag in ("td", "th") for tag, _lang in self.open)

    def _quoted(self) -> bool:
        if not self._in_cell():
            return False
        lang = next((lang for _tag, lang in reversed(self.open) if lang), self.page_lang)
        if lang[:2] != self.page_lang[:2]:
            return True
        t = self.tables[-1] if self.tables else None
        return bool(t and 0 <= t["cell"] < len(t["columns"]) and t["columns"][t["cell"]] in ORIGINAL)

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "html":
            self.page_lang = a.get("lang", "")
        if tag in ("script", "style", "template"):
            self.skip += 1
        if tag == "meta" and a.get("name") == "description" and a.get("content"):
            self.pieces.append(Piece(a["content"], "description", False))
        for key in ATTRIBUTES:
            if a.get(key):
                self.pieces.append(Piece(a[key], key, False))
        if tag == "input" and a.get("type") in ("submit", "button") and a.get("value"):
            self.pieces.append(Piece(a["value"], "text", False))  # a button's visible label
        if tag in _VOID:
            self.text.append(" ")
            return
        if tag in _BREAKS or (a.get("lang") and self._in_cell()):
            self._flush()
        self.open.append((tag, a.get("lang")))
        if tag == "table":
            self.tables.append({"columns": [], "cell": -1, "head": False})
        elif self.tables:
            t = self.tables[-1]
            if tag == "thead":
                t["head"] = True
            elif tag == "tr":
                t["cell"] = -1
            elif tag in ("td", "th"):
                t["cell"] += 1
                if tag == "th" and t["head"]:
                    self.header = []
        self.text.append(" ")

    def handle_endtag(self, tag):
        if tag in ("script", "style", "template"):
            self.skip = max(0, self.skip - 1)
        if tag in _BREAKS or (any(lang for _t, lang in self.open[-1:]) and self._in_cell()):
            self._flush()
        if any(t == tag for t, _lang in self.open):
            while self.open and self.open.pop()[0] != tag:
                pass
        if self.tables:
            t = self.tables[-1]
            if tag == "th" and self.header is not None:
                t["columns"].append(" ".join("".join(self.header).split()))
                self.header = None
            elif tag == "thead":
                t["head"] = False
            elif tag == "table":
                self.tables.pop()
        self.text.append(" ")

    def handle_data(self, data):
        if self.skip:
            return
        self.text.append(data)
        if self.header is not None:
            self.header.append(data)


def read(html: str) -> list[Piece]:
    reader = _Reader()
    reader.feed(html)
    reader.close()
    reader._flush()
    return [p for p in reader.pieces if p.text.strip()]


# -- the four counts -------------------------------------------------------------------------

def kana_outside_a_gloss(piece: Piece) -> list[str]:
    """Kana in running Chinese: not in （…）, (…), 「…」 or “…”, nor a quoted cell."""
    return [] if piece.quoted else KANA.findall(GLOSS.sub("", piece.text))


RULE_SET_IDS = {name for game in ENGINE_GAMES for name in get_game(game).rulesets}
CARD_IDS = {c.id for c in DECK} | {c.id for c in TAMCUC_DECK}
# Ids that are also the words of a page: Hana-awase was once called Bakappana (its history).
ID_WORDS = {"bakappana"}
# a puzzle's id: its library's prefix and six hexadecimal digits ("cap-0a3f2e", "tcw-0d0e09")
_IDS = re.compile(r"(?<![\w-])(" + "|".join(map(re.escape, sorted(
    RULE_SET_IDS | CARD_IDS, key=len, reverse=True))) + r"|[a-z]{2,3}-[0-9a-f]{6})(?![\w-])")


def engine_ids(piece: Piece) -> list[str]:
    """Rule-set, card and puzzle ids standing as words (``seed-000``, ``pine-crane``)."""
    return [i for i in _IDS.findall(piece.text) if i not in ID_WORDS]


def _names(lang: str) -> re.Pattern:
    names = sorted({c.name(lang) for c in TAMCUC_DECK} |
                   {c.spoken_name(lang) for c in DECK if c.copy}, key=len, reverse=True)
    return re.compile(f"(?:{'|'.join(map(re.escape, names))}) ?\\d\\b")


_COPY = {lang: _names(lang) for lang in LANGUAGES}


def copy_numbers(piece: Piece, lang: str) -> list[str]:
    """An identical card's name with a copy number: "Mẫu đơn – Lá thường 2", "Tốt đen 3"."""
    return _COPY[lang].findall(piece.text)


# A Vietnamese syllable written without its tone and vowel marks: the words of a Vietnamese
# page that are plain ASCII ("ban", "cho", "trong", "nguoi" never appears: it has marks).
_VI_SYLLABLE = re.compile(
    r"(?:ngh|ng|nh|ch|gh|gi|kh|ph|qu|th|tr|[bcdghklmnprstvx])?"
    r"(?:uye|uya|oai|oay|uay|uoi|uou|ieu|yeu|"
    r"ai|ao|au|ay|eo|eu|ia|ie|iu|oa|oe|oi|oo|ua|ue|ui|uo|uy|ye|a|e|i|o|u|y)"
    r"(?:ch|ng|nh|[cmnpt])?", re.IGNORECASE)
# A Japanese word in Hepburn romaji, macrons left out ("hanafuda", "Koi", "Inoshikacho"): the
# names of games, yaku and terms, which the pages keep in romaji beside their translation.
_ROMAJI = re.compile(
    r"(?:(?:kk|ss|tt|pp|tch|cch)?(?:ky|gy|sh|ch|ny|hy|by|py|my|ry|ts|[kgszjtdnhbpmyrwf])?[aiueo]"
    r"|n(?![aiueoy]))+",
    re.IGNORECASE)
_ROMAN = re.compile("[IVXLC]+")  # a century: thế kỷ XVIII
# ASCII words a Vietnamese or Chinese page may show, each with its reason.
ENGLISH_EXCEPTIONS = {
    "English": "the language switcher names each language in that language",
    "End": "a key of the keyboard (Home, End), named as printed on it",
    "JSON": "the format of a downloadable game record, named by its file type",
    "carta": "the Portuguese word karuta comes from, quoted as such (glossary, history)",
    "Board": "Board Game Arena, a source of the Hachi-Hachi rules: a proper name",
    "Paulownia": "the botanical genus, in Latin, as Vietnamese names it (chi Paulownia)",
    "htmx": "the footer's licence line names the library, a proper name",
    "Wikipedia": "a source, named as its readers know it",
    "boardgamearena": "boardgamearena.com, a source of the Hachi-Hachi rules, named by its address",
    "AFS": "AFS Games, the maker of a Hana-awase app the rules page follows: a proper name",
    "Games": "AFS Games, the maker of a Hana-awase app the rules page follows: a proper name",
    "org": "the end of a source's web address, named as such (hana.kirisame.org, Hachi-Hachi)",
    "net": "the end of a source's web address, named as such (sojudo.net, Hana-awase)",
    "cardgamebattle": "cardgamebattle.com, a source of the Hana-awase rules, named by its address",
    "MAKING": "MAKING, the maker of a Hana-awase app the rules page follows: a proper name",
    "hwatu": "the Korean game's name in its romanisation, beside 화투 (history)",
    "Hwatu": "the Korean game's name in its romanisation, beside 화투 (history)",
    "Stop": "Go-Stop (고스톱), the Korean game's name (history)",
    "cookie": "the browser's own word for where the puzzle rating is kept, used as is in Vietnamese",
    "Cookie": "the browser's own word for where the puzzle rating is kept, used as is in Chinese",
    "web": "\"trang web\": the Vietnamese word for a website",
    "Tam": "Tam Cúc, the game's Vietnamese name, kept on Chinese pages beside 三菊牌",
    "Minh": "Vũ Minh Huyền, the author of the Vietnamese source of the Tam Cúc rules",
}


def english_words(piece: Piece, lang: str) -> list[str]:
    """ASCII words of three letters or more that are no Vietnamese syllable (on a Vietnamese
    page), no romaji and no listed exception, outside a quoted cell (a card's English name).

    A word of romaji's shape passes even when it is English ("Home", "Menu", "game"): a
    sentence left in English has others ("the", "and", "Play") that do not."""
    if piece.quoted:
        return []
    found = []
    for word in re.findall(r"\w+", _IDS.sub(" ", piece.text)):  # an id is counted as one
        if len(word) < 3 or not word.isascii() or not word.isalpha():
            continue
        if word in ENGLISH_EXCEPTIONS or _ROMAJI.fullmatch(word) or _ROMAN.fullmatch(word):
            continue
        if lang == "vi" and _VI_SYLLABLE.fullmatch(word):
            continue
        found.append(word)
    return found


COUNTS = {  # name: (languages, finder)
    "kana outside a gloss": (("zh",), lambda piece, lang: kana_outside_a_gloss(piece)),
    "engine ids": (("vi", "zh"), lambda piece, lang: engine_ids(piece)),
    "copy numbers": (LANGUAGES, copy_numbers),
    "English words": (("vi", "zh"), english_words),
}


def test_the_checks_catch_what_the_readers_found():
    """Each count finds the review's examples and passes their corrected forms."""
    def text(s, quoted=False):
        return Piece(s, "text", quoted)

    assert kana_outside_a_gloss(text("收手还是喊こいこい？")) == ["こいこい"]
    assert kana_outside_a_gloss(text("杂牌 カス · 1分")) == ["カス"]
    assert not kana_outside_a_gloss(text("收手还是喊“来来”（こいこい）？"))
    assert not kana_outside_a_gloss(text("松のカス", quoted=True))
    assert engine_ids(text("规则：seed-000，traditional")) == ["seed-000", "traditional"]
    assert engine_ids(text("Mẫu đơn (peony-chaff-2)")) == ["peony-chaff-2"]
    assert engine_ids(text("Lá red-soldier-3")) == ["red-soldier-3"]
    assert engine_ids(text("Câu đố sco-1beaf7 · Hoa & Cúc")) == ["sco-1beaf7"]
    assert not engine_ids(text("theo Wikipedia, luật Nintendo; Bakappana"))
    assert copy_numbers(Piece("Mẫu đơn – Lá thường 2", "title", False), "vi")
    assert copy_numbers(text("Peony – Chaff 2 and Peony – Chaff 1"), "en") == [
        "Peony – Chaff 2", "Peony – Chaff 1"]
    assert copy_numbers(text("叫出对子红马 1、红马 2"), "zh")
    assert not copy_numbers(text("Peony – Chaff (one of two)"), "en")
    assert english_words(text("Máy gợi ý: Play Peony – Chaff"), "vi") == ["Play", "Peony", "Chaff"]
    assert english_words(text("引擎建议：hint"), "zh") == ["hint"]
    assert not english_words(text("Koi-Koi là trò chơi Hanafuda cho hai người; Inoshikacho"), "vi")
    assert not english_words(text("thông tin trong bàn, nguoi, thế kỷ XVIII, Kuttsuki"), "vi")
    assert not english_words(text("打Koi-Koi时（hanami-zake）"), "zh")


def test_a_planted_page_is_counted_in_its_text_and_its_attributes():
    """The reader of a page: a tooltip and an alt text are read, a script is not; a table
    cell marked as another language, or in a 原文 column, is a quotation."""
    page = """<html lang="zh-Hans"><head><title>牌 · 花与菊</title>
      <meta name="description" content="松·杂牌 2"><script>var x = "seed-000";</script></head>
      <body><p>收手还是喊こいこい？</p>
      <button name="a" value="play pine-chaff-2" title="松·杂牌 1"><img alt="Peony – Chaff 2"></button>
      <table><thead><tr><th>中文</th><th>原文</th></tr></thead>
        <tbody><tr><td>杂牌</td><td>カス（kasu）</td></tr><tr><td>收手</td><td>あがり</td></tr></tbody></table>
      <table><tr><th scope="row">英语</th><td lang="en">Pine – Crane and sun</td></tr></table>
      <p>规则 traditional</p></body></html>"""
    found = {name: [what for piece in read(page) for what in finder(piece, "zh")]
             for name, (_langs, finder) in COUNTS.items()}
    assert found["kana outside a gloss"] == ["こいこい"]
    assert found["engine ids"] == ["traditional"]  # not the script's, nor the button's value
    assert found["copy numbers"] == ["松·杂牌 2", "松·杂牌 1"]
    assert found["English words"] == ["Peony", "Chaff"]  # the alt text; not the English cell


# -- the pages -------------------------------------------------------------------------------

NAME = "Mai"  # what a reader types in a text field: a name at a friends' table


class Forms(HTMLParser):
    """A page's forms: action, method, the values they send as they stand, and their buttons."""

    def __init__(self):
        super().__init__()
        self.forms: list[dict] = []

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "form":
            self.forms.append({"action": a.get("action", ""), "method": (a.get("method") or
                               "get").lower(), "fields": {}, "buttons": [], "choices": []})
        elif not self.forms:
            return
        f = self.forms[-1]
        if tag == "input" and a.get("name"):
            kind = a.get("type", "text")
            if kind in ("hidden", "text", "number"):
                f["fields"][a["name"]] = a.get("value") or (NAME if kind == "text" else "")
            elif kind in ("radio", "checkbox"):
                f["choices"].append((a["name"], a.get("value", "on"), "checked" in a, kind))
            elif kind == "submit":
                f["buttons"].append((a["name"], a.get("value", "")))
        elif tag == "button" and a.get("type", "submit") == "submit":
            f["buttons"].append((a.get("name"), a.get("value", "")))
        elif tag == "select" and a.get("name"):
            f["select"] = a["name"]
        elif tag == "option" and f.get("select") and f["select"] not in f["fields"]:
            f["fields"][f["select"]] = a.get("value", "")


def forms_of(html: str) -> list[dict]:
    parser = Forms()
    parser.feed(html)
    return parser.forms


def submit(client, url: str, form: dict, button: tuple | None = None, choose=()) -> tuple[str, str]:
    """Send ``form`` of the page at ``url`` as a reader would: its fields as they stand, the
    checked choices or those in ``choose``, and ``button``; the page it leads to."""
    data = MultiDict(form["fields"])
    chosen = {name for name, value, _c, _k in form["choices"] if value in choose}
    for name, value, checked, kind in form["choices"]:
        if value in choose or (checked and (kind == "checkbox" or name not in chosen)):
            if kind == "radio":
                data[name] = value
            else:
                data.add(name, value)
    if button and button[0]:
        data[button[0]] = button[1]
    target = urlsplit(urljoin(urljoin(BASE, url), form["action"] or url))
    if form["method"] == "post":
        r = client.post(target.path, data=data, follow_redirects=True)
    else:
        r = client.get(target.path, query_string=data, follow_redirects=True)
    final = r.request.path + (f"?{r.request.query_string.decode()}" if r.request.query_string else "")
    return final, r.get_data(as_text=True) if r.mimetype == "text/html" else ""


def posted_pages(client, lang: str) -> dict[str, str]:
    """The pages only a form reaches, in ``lang``: url (with what was sent) → HTML."""
    out: dict[str, str] = {}

    def keep(label: str, url: str, html: str):
        if html:
            out[f"{url} [{label}]"] = html

    def page(url: str) -> str:
        return client.get(url, follow_redirects=True).get_data(as_text=True)

    for game in GAMES:
        root = f"/{lang}" if game.slug == "koikoi" else f"/{lang}/{game.slug}"
        # puzzles: the first of each kind in the list, answered with each of its buttons as
        # they stand (the answer, a hint, the solution), then with its first, second and third
        # choice ticked (a right answer and a wrong one, with the reason it is wrong)
        listing = page(f"{root}/puzzles")
        found = re.findall(rf'href="({re.escape(root)}/puzzles/([a-z]+)-[0-9a-f]+)"', listing)
        puzzles = {kind: url for url, kind in reversed(found)}
        for url in sorted(puzzles.values()):
            html = page(url)
            for form in forms_of(html):
                if form["method"] != "post":
                    continue
                for button in form["buttons"][:4]:
                    keep(f"{button[1]}", *submit(client, url, form, button))
                for n, (_name, value, _checked, _kind) in enumerate(form["choices"][:3]):
                    keep(f"choice {n}", *submit(client, url, form, form["buttons"][0]
                                                if form["buttons"] else None, [value]))
        # the calculator, with the first cards of its form ticked
        calc = f"{root}/calculator"
        for form in forms_of(page(calc)):
            if form["choices"]:
                picked = [v for _n, v, _c, _k in form["choices"][:12]]
                keep("result", *submit(client, calc, form, None, picked))
        # a game: its new-game form as it stands, played to its end with a hint on the way,
        # and its review
        play = f"{root}/play"
        new = next((f for f in forms_of(page(play)) if f["method"] == "post"), None)
        if new is not None:
            out |= played(client, *submit(client, play, new), random.Random(f"{game.slug}-{lang}"))
        # a friends' table, opened with its form as it stands, the invitation a friend follows,
        # and a table of computers, dealt at once
        tables = f"{root}/tables/new"
        new = next((f for f in forms_of(page(tables)) if f["method"] == "post"), None)
        if new is not None:
            url, html = submit(client, tables, new)
            keep("table", url, html)
            invite = re.search(r'[^"\s>]*/tables/[^/"]+/join/[^"\s<]+', html)
            if invite:
                friend = client.application.test_client()
                r = friend.get(urlsplit(invite.group(0)).path, follow_redirects=True)
                keep("invitation", urlsplit(invite.group(0)).path, r.get_data(as_text=True))
            computers = dict(new, fields={k: (new["fields"].get("stand_in", v)
                                              if re.fullmatch(r"seat\d+", k) else v)
                                          for k, v in new["fields"].items()})
            keep("computers' table", *submit(client, tables, computers))
    return out


def played(client, url: str, html: str, rng: random.Random, most: int = 300) -> dict[str, str]:
    """A game from its first page to its end, as a reader plays it at random: a card button
    (Koi-Koi's and the fishing games'), or a card ticked and sent (Tam Cúc's), and "next" after
    a deal; the first pages, the hint on the second, the last page and the review."""
    out: dict[str, str] = {}
    base = url.split("?")[0]
    for move in range(most):
        if move < 4:
            out[f"{url} [move {move}]"] = html
        if move >= 1 and f"{base} [hint]" not in out:
            hint = re.search(r'href="([^"]*/hint\?v=\d+)"', html)
            ask = next((f for f in forms_of(html) if (f["action"] or "").endswith("/hint")), None)
            if hint:
                out[f"{base} [hint]"] = client.get(hint.group(1).replace("&amp;", "&")).get_data(
                    as_text=True)
            elif ask:
                out[f"{base} [hint]"] = submit(client, url, ask)[1]
        forms = [f for f in forms_of(html) if f["method"] == "post" and f["buttons"]]
        if not forms:  # a refused move answers with a message: back to the table
            url, html = base, client.get(base).get_data(as_text=True)
            forms = [f for f in forms_of(html) if f["method"] == "post" and f["buttons"]]
        moves = [f for f in forms if any(name == "a" for name, _v in f["buttons"])]
        ticks = [f for f in forms if f["choices"] and not (f["action"] or "").endswith("/next")]
        after = [f for f in forms if (f["action"] or "").endswith("/next")]
        if moves:
            url, html = submit(client, url, moves[0],
                               rng.choice([b for b in moves[0]["buttons"] if b[0] == "a"]))
        elif ticks:  # as many cards as the lead asks for: try one to four
            choices = [value for _n, value, _c, _k in ticks[0]["choices"]]
            picked = rng.sample(choices, min(len(choices), rng.choice((1, 1, 2, 3, 4))))
            url, html = submit(client, url, ticks[0], ticks[0]["buttons"][0], picked)
        elif after:
            url, html = submit(client, url, after[0])
        else:
            break
    out[f"{url} [over]"] = html
    review = client.get(f"{base}/review", follow_redirects=True)
    if review.status_code == 200:
        out[f"{base}/review"] = review.get_data(as_text=True)
        for step in (2, 5):
            out[f"{base}/review?step={step}"] = client.get(f"{base}/review?step={step}").get_data(
                as_text=True)
    return out


@pytest.fixture(scope="module")
def site(tmp_path_factory) -> dict[str, dict[str, str]]:
    """language → url → HTML of every page a reader reaches (see the module's docstring); the
    games' deals seeded, so every run counts the same pages."""
    seeds = itertools.count()
    with pytest.MonkeyPatch.context() as patch:
        for views in (play_views, table_views):
            patch.setattr(views, "_rng", lambda: random.Random(f"counts-{next(seeds)}"))
        return _read_the_site(tmp_path_factory)


def _read_the_site(tmp_path_factory) -> dict[str, dict[str, str]]:
    _compile_catalogues()
    app = create_app({"TESTING": True, "GAME_STORE": str(tmp_path_factory.mktemp("counts") /
                      "games.sqlite3"), "ANSWER_LIMIT": "100000 per minute",
                      "CREATE_LIMIT": "1000 per minute"})
    app.test_client_class = FormClient  # sends the CSRF token, as a browser does
    client = app.test_client()
    fetched: dict[str, str] = {}
    get = client.get

    def keeping(url, *args, **kwargs):
        r = get(url, *args, **kwargs)
        if r.mimetype == "text/html" and r.status_code == 200:
            final = r.request.path + (f"?{r.request.query_string.decode()}"
                                      if r.request.query_string else "")
            fetched[final] = r.get_data(as_text=True)
        return r

    client.get = keeping
    crawl(client, [*(f"/{lang}/" for lang in LANGUAGES), *lesson_screens(app)],
          skip=lambda url: bool(SKIP.search(urlsplit(url).path)), cap=QUERY_VARIANTS)
    client.get = get
    pages: dict[str, dict[str, str]] = {lang: {} for lang in LANGUAGES}
    for url, html in fetched.items():
        lang = url.split("/")[1]
        if lang in pages:
            pages[lang][url] = html
    for lang in LANGUAGES:
        pages[lang] |= posted_pages(client, lang) | lesson_answers(client, pages[lang])
    return pages


def lesson_answers(client, pages: dict[str, str], most: int = 3) -> dict[str, str]:
    """Every question of every lesson answered with each of its first choices: the coach's
    "right" and "not quite" with their reasons."""
    out = {}
    for url, html in list(pages.items()):
        if "/learn/" not in url:
            continue
        for form in forms_of(html):
            if form["method"] == "post" and form["choices"]:
                for n, (_name, value, _c, _k) in enumerate(form["choices"][:most]):
                    out[f"{url} [answer {n}]"] = submit(client, url, form, None, [value])[1]
    return out


@pytest.fixture(scope="module")
def found(site) -> dict[tuple[str, str], Counter]:
    """(count, language) → Counter of (url without its query, where, what) found."""
    out: dict[tuple[str, str], Counter] = defaultdict(Counter)
    for lang, pages in site.items():
        for url, html in pages.items():
            path = re.sub(r"\?.*", "", url.split(" ")[0])
            for piece in read(html):
                for name, (langs, finder) in COUNTS.items():
                    if lang in langs:
                        for what in finder(piece, lang):
                            out[name, lang][path, piece.where, what] += 1
    return out


def test_the_crawl_reaches_what_a_reader_reaches(site):
    """The pages counted: every language, every game's rules, lessons, puzzles answered, a
    game played and reviewed, a friends' table, a calculator's result."""
    summary = {lang: len(pages) for lang, pages in site.items()}
    print(f"\npages read: {summary}")
    for lang, pages in site.items():
        urls = " ".join(pages)
        for game in GAMES:
            root = f"/{lang}" if game.slug == "koikoi" else f"/{lang}/{game.slug}"
            assert f"{root}/puzzles/" in urls and f"{root}/calculator" in urls, (lang, game.slug)
            assert re.search(rf"{re.escape(root)}/play/\S+ \[move 1\]", urls), (lang, game.slug)
            assert re.search(rf"{re.escape(root)}/play/\S+ \[hint\]", urls), (lang, game.slug)
            assert re.search(r"/tables/\S+ \[table\]", urls), (lang, game.slug)
            assert re.search(r"/tables/\S+ \[computers' table\]", urls), (lang, game.slug)
            assert re.search(r"/join/\S+ \[invitation\]", urls), (lang, game.slug)
            assert f"{root}/play/" in urls and re.search(rf"{re.escape(root)}/play/\S+/review", urls)
        assert f"/{lang}/learn/tam-cuc/1?s=2" in urls and "[answer 1]" in urls
        assert "[hint]" in urls and "[result]" in urls
        shown = "".join(pages.values())
        for what in ('class="pz-why-miss"', 'class="pz-hint"', "mv-mark mark-", 'class="mv-'):
            assert what in shown, (lang, what)  # a miss, a puzzle's hint, a review's marks


@pytest.mark.parametrize(("name", "lang"), [(name, lang) for name, (langs, _f) in COUNTS.items()
                                            for lang in langs])
def test_count_is_zero(found, name, lang):
    """The count, printed with its most frequent finds; 0, or the test fails."""
    counted = found.get((name, lang), Counter())
    total = sum(counted.values())
    by_where = Counter()
    for (_path, where, _what), n in counted.items():
        by_where[where] += n
    print(f"\n{name} on {lang} pages: {total} on {len({p for p, _w, _x in counted})} pages "
          f"{dict(by_where)}")
    by_what = Counter()
    for (_path, _where, what), n in counted.items():
        by_what[what] += n
    print("  most found:", ", ".join(f"{what!r} {n}" for what, n in by_what.most_common(40)))
    for (path, where, what), n in counted.most_common(10):
        print(f"  {n:5} {what!r} in {where} of {path}")
    if counted:
        pytest.fail(f"{total} {name} on {lang} pages: {counted.most_common(10)}", pytrace=False)
