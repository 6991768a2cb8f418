"""The Tam Cúc rules page: every table agrees with the engine, in every language.

The expected values come from playing the engine (a real deal) or from its rule set, never
from the helpers that draw the tables, so a table that drifts from the rules fails here.
"""

from __future__ import annotations

import itertools
import re
from html import unescape

import pytest
from website.core.i18n import LANGUAGES

from engine.tamcuc import NICKNAMES, RANKS, TAMCUC_BY_ID, TAMCUC_DECK, deal, get_rules
from engine.tamcuc.combos import beats, classify
from engine.tamcuc.rules import REMOVALS_3P, SEAT_COUNTS

from ..conftest import page_in_every_language

STANDARD = get_rules("standard")
IMG = re.compile(r'/tamcuc/([a-z0-9-]+)\.svg')
# What the old page said instead of the rules.
LATER = re.compile(r"later update|rules later|will (?:follow|be added)|bổ sung sau|敬请期待|之后补上|以后补",
                   re.I)
OVERVIEW = re.compile(r"overview|giới thiệu|sơ lược|简介|概览", re.I)


@pytest.fixture(scope="module")
def pages(app):
    return page_in_every_language(app, "/tam-cuc")


def table(html: str, cls: str) -> list[str]:
    """The rows (as HTML) of the table with this class."""
    body = re.search(rf'<table class="{cls}">(.*?)</table>', html, re.S)
    assert body, f"no {cls} table"
    return re.findall(r"<tr[^>]*>.*?</tr>", body.group(1), re.S)


def cells(row: str) -> list[str]:
    return [unescape(re.sub(r"<[^>]+>", "", c)).strip()
            for c in re.findall(r"<t[hd][^>]*>(.*?)</t[hd]>", row, re.S)]


def dealt(players: int):
    """Cards in play and cards each, as the engine deals them."""
    hands = deal("standard", seed=7, seats=players).hands
    return sum(h.bit_count() for h in hands), {h.bit_count() for h in hands}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_points_table_is_the_engines(pages, lang):
    rows = [c for r in table(pages[lang], "tamcuc-points")[1:] if len(c := cells(r)) > 1]
    numbers = [[int(c) for c in row[1:]] for row in rows]
    assert len(numbers[0]) == len(SEAT_COUNTS)
    for col, seats in enumerate(SEAT_COUNTS):
        in_play, each = dealt(seats)
        ket = STANDARD.ket_table(seats)
        assert [n[col] for n in numbers] == [in_play, *each, STANDARD.par_for(seats), *ket.values()]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_combinations_run_from_strongest_to_weakest(pages, lang):
    rows = table(pages[lang], "tamcuc-combos")[1:]
    assert len(rows) == 5
    seen = 0
    for row in rows:
        groups = [IMG.findall(g) for g in re.findall(r'<span class="tc-group">(.*?)</span>', row, re.S)]
        combos = [classify(g) for g in groups]
        assert all(combos) and len({c.shape for c in combos}) == 1
        assert all(beats(a, b) for a, b in itertools.pairwise(combos))
        seen += len(groups)
    # every strength of every shape once: 14 singles, 12 pairs (no pair of Generals), 4 triples…
    assert seen == len({(c.shape, c.key) for c in map(classify, all_combos())})


def all_combos():
    from itertools import combinations
    ids = [c.id for c in TAMCUC_DECK]
    for n in (1, 2, 3):
        for group in combinations(ids, n):
            if classify(group):
                yield group
    for colour in ("red", "black"):
        soldiers = [f"{colour}-soldier-{i}" for i in range(1, 6)]
        yield soldiers[:4]
        yield soldiers


@pytest.mark.parametrize("lang", LANGUAGES)
def test_removals_table_marks_what_the_engine_removes(pages, lang):
    rows = table(pages[lang], "tamcuc-removals")[1:]
    assert len(rows) == len(REMOVALS_3P)
    in_play = set()
    for h in deal("standard", seed=3, seats=3).hands:
        in_play |= {c.id for i, c in enumerate(TAMCUC_DECK) if h >> i & 1}
    chosen = [r for r in rows if 'class="chosen"' in r]
    assert len(chosen) == 1
    assert set(IMG.findall(chosen[0])) == {c.id for c in TAMCUC_DECK} - in_play
    for row in rows:
        removed = IMG.findall(row)
        assert int(cells(row)[-1]) == (len(TAMCUC_DECK) - len(removed)) // 3


@pytest.mark.parametrize("lang", LANGUAGES)
def test_first_call_bans_are_the_engines(pages, lang):
    rows = table(pages[lang], "tamcuc-bans")[1:]
    for seats, row in zip(SEAT_COUNTS, rows, strict=True):
        present = set()
        for h in deal("standard", seed=5, seats=seats).hands:
            present |= {c.rank.id for i, c in enumerate(TAMCUC_DECK) if h >> i & 1}
        top = STANDARD.banned_order(seats)
        banned = [r.glyph for r in RANKS if r.order > top and r.id in present]
        assert re.findall(r'<span class="glyph"[^>]*>(.)</span>', row) == banned
        (allowed,) = IMG.findall(row)
        assert TAMCUC_BY_ID[allowed].rank.order == top and TAMCUC_BY_ID[allowed].colour == "red"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_page_is_the_full_rules(client, pages, lang):
    html = pages[lang]
    for section in ('id="points"', 'id="site-choices"'):
        assert section in html
    assert not OVERVIEW.search(re.search(r"<h1[^>]*>(.*?)</h1>", html, re.S).group(1))
    for path in ("/tam-cuc", "/", "/glossary"):
        text = unescape(re.sub(r"<[^>]+>", " ", client.get(f"/{lang}{path}").get_data(as_text=True)))
        assert not LATER.search(text), (path, LATER.search(text))
    for href in set(re.findall(rf'href="(/{lang}/[^"#?]*)', html)):
        assert client.get(href).status_code in (200, 308), href


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_name_repeated_after_a_card_picture(pages, lang):
    """A picture already names its card: no prose name right after it, in any language."""
    html = pages[lang]
    refs = list(re.finditer(r'<(span|a) class="tc-ref[^"]*"[^>]*>\s*<img [^>]*/tamcuc/([a-z0-9-]+)\.svg'
                            r'[^>]*>\s*<span>[^<]*</span></\1>(?=(.{0,40}))', html, re.S))
    # every picture with its name: the cards the text names (links to their pages), the bans table's
    assert len(refs) == html.count('class="tc-ref') > 6
    for m in refs:
        card = TAMCUC_BY_ID[m.group(2)]
        after = unescape(re.sub(r"<[^>]+>", "", m.group(3))).lstrip(" （(，,")
        names = {card.rank.names[lang], re.sub(r" \d+$", "", card.name(lang))}
        names |= set(NICKNAMES.get((card.colour, card.rank.id), {}).values())
        names |= {n.split("（")[0].split(" (")[0] for n in names}
        assert not any(after.startswith(n) for n in names), (card.id, after)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_rule_sets_table_lists_the_engines_variants(app, pages, lang):
    from website.games.tamcuc import texts as tamcuc_texts

    from engine.tamcuc import RULESETS

    rows = table(pages[lang], "tamcuc-rulesets")[1:]
    assert [re.search(r'id="tc-rules-([\w-]+)"', r).group(1) for r in rows] == list(RULESETS)
    with app.test_request_context(f"/{lang}/"):  # each by its name, never its id
        assert [cells(r)[0] for r in rows] == [str(tamcuc_texts.RULESET_LABELS[name])
                                                for name in RULESETS]
    standard = STANDARD.switches()
    for row, rules in zip(rows, RULESETS.values(), strict=True):
        changed = sum(standard[k] != v for k, v in rules.switches().items())
        assert row.count("<p>") == max(changed, 1), rules.name
