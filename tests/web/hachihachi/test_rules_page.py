"""The Hachi-Hachi rules page: every table and the worked example agree with the engine.

Expected values come from the engine itself (its rule sets, its teyaku and dekiyaku judges,
a deal it plays), never from the helpers that draw the tables, so a table that drifts from the
rules fails here; and a rule set changed on the fly must change the tables.
"""

from __future__ import annotations

import random
import re
from html import unescape

import pytest
from website.core.i18n import LANGUAGES
from website.core.markdown_ext import DirectiveError, default_render, parse
from website.games.hachihachi import tables as hachihachi_page
from website.games.hachihachi import texts as game_texts

from engine import terms
from engine.hachihachi import deal
from engine.hachihachi.dekiyaku import card_points, dekiyaku
from engine.hachihachi.players import GreedyPlayer
from engine.hachihachi.rules import (
    DEKIYAKU_IDS,
    RULESETS,
    SPECIAL_IDS,
    TEYAKU_IDS,
    YAKU_NAMES,
)
from engine.hachihachi.scoring import field_multiplier
from engine.hachihachi.teyaku import teyaku
from engine.hanafuda.cards import CARDS_BY_ID, DECK, mask_of

from ..conftest import page_in_every_language

IMG = re.compile(r"/cards/([a-z0-9-]+)\.svg")
SECTIONS = ("card-points", "deal", "turn", "teyaku", "dekiyaku", "rulesets", "fields",
            "sage-shobu", "settlement", "example", "site-choices")
TABLES = ("card-points", "teyaku", "dekiyaku", "fields", "rulesets", "settlement",
          "example-deal", "example-piles", "example-settlement")
LATER = re.compile(r"later update|will follow|bổ sung sau|稍后上线|以后补", re.I)
# English a reader would spot in a Vietnamese or Chinese page (rule-set codes and the
# Japanese names in rōmaji are allowed).
ENGLISH = re.compile(r"\b(?:the|and|of|with|each|paid|player|players|points?|cards?|field|"
                     r"deal|chaff|ribbons?|brights?|wins|rule|line)\b", re.I)


@pytest.fixture(scope="module")
def pages(app):
    return page_in_every_language(app, "/hachi-hachi")


def table(html: str, cls: str) -> str:
    found = re.findall(rf'<table class="hh-table hachihachi-{cls}">(.*?)</table>', html, re.S)
    assert found, f"no {cls} table"
    return found


def rows(body: str) -> list[str]:
    return re.findall(r"<tr[^>]*>.*?</tr>", body, re.S)


def text(html: str) -> str:
    return unescape(re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", html))).strip()


def nums(row: str) -> list[str]:
    """The value cells of a row (class num), as text."""
    return [text(c) for c in re.findall(r'<td class="num">(.*?)</td>', row, re.S)]


def signed(cell: str) -> int:
    return int(cell.replace("−", "-").replace("+", "")) if cell else 0


def expected_value(value: int, rules, lang: str) -> str:
    """A value in kan: "2 kan", and with no space before the unit in Chinese, "2贯"."""
    space = "" if lang == "zh" else " "
    return f"{value}{space}{terms.term(lang, 'game', 'kan')}" if rules.unit == "kan" else str(value)


def row_of(body: str, yaku: str) -> str:
    found = re.search(rf'<tr id="hh-{yaku}">.*?</tr>', body, re.S)
    assert found, yaku
    return found.group(0)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_card_points_are_the_engines(pages, lang):
    body = table(pages[lang], "card-points")[0]
    total = 0
    for kind_row in rows(body)[1:-2]:
        ids = IMG.findall(kind_row)
        each, subtotal = (int(n) for n in nums(kind_row))
        assert {CARDS_BY_ID[c].points for c in ids} == {each}
        assert len(ids) == len({c.id for c in DECK if CARDS_BY_ID[ids[0]].kind == c.kind})
        assert subtotal == card_points(mask_of(ids))
        total += subtotal
    whole, share = (nums(r)[-1] for r in rows(body)[-2:])
    assert int(whole) == total == card_points(mask_of(c.id for c in DECK)) == 264
    assert {int(share)} == {r.par for r in RULESETS.values()} == {total // 3}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_teyaku_values_and_hands_are_the_engines(pages, lang):
    body = table(pages[lang], "teyaku")[0]
    for y in TEYAKU_IDS:
        row = row_of(body, y)
        assert YAKU_NAMES[y][lang] in unescape(row)
        assert nums(row) == [expected_value(r.teyaku[y], r, lang) for r in RULESETS.values()]
        hand = mask_of(IMG.findall(row))
        assert hand.bit_count() == 7
        for rules in RULESETS.values():  # the example holds that teyaku alone, as judged
            assert [t.id for t in teyaku(hand, rules)] == [y], (y, rules.name)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_dekiyaku_values_and_cards_are_the_engines(pages, lang):
    body = table(pages[lang], "dekiyaku")[0]
    for y in (*DEKIYAKU_IDS, *SPECIAL_IDS):
        row = row_of(body, y)
        table_of = "special" if y in SPECIAL_IDS else "dekiyaku"
        assert nums(row) == [expected_value(getattr(r, table_of)[y], r, lang)
                             for r in RULESETS.values()]
        cards = IMG.findall(row)
        if cards:  # the cards shown make the dekiyaku, and each one is needed or one of a few
            made = [d.id for d in dekiyaku(mask_of(cards), "seed-000")]
            assert y in made, (y, made)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_field_multipliers_are_the_engines(pages, lang):
    body = table(pages[lang], "fields")[0]
    brights = [c for c in DECK if c.kind == "bright"]
    body_rows = rows(body)[1:]
    assert len(body_rows) == len(brights) + 1
    for card, row in zip([*brights, None], body_rows, strict=True):
        mask = card.mask if card else 0
        expected = [f"×{field_multiplier(mask, r)}" for r in RULESETS.values()]
        assert [c.split()[0] for c in nums(row)] == expected


def test_every_switch_is_labelled_and_shown(pages):
    assert set(game_texts.SWITCH_LABELS) == set(hachihachi_page.switches())
    body = table(pages["en"], "rulesets")[0]
    assert len(rows(body)) - 1 == len(hachihachi_page.switches())


def render(app, kind, *args, lang="en"):
    with app.test_request_context(f"/{lang}/hachi-hachi"):
        return default_render(lang, kind, args)


def test_a_changed_rule_set_changes_the_tables(app, monkeypatch):
    seed = RULESETS["seed-000"]
    changed = seed.with_changes(teyaku={**seed.teyaku, "karasu": 97},
                                dekiyaku={**seed.dekiyaku, "aotan": 77},
                                field_brights={"pine-crane": 3}, par=90, rounds=5)
    before = {k: render(app, f"hachihachi-{k}") for k in ("teyaku", "dekiyaku", "fields",
                                                          "rulesets", "settlement")}
    monkeypatch.setitem(RULESETS, "seed-000", changed)
    after = {k: render(app, f"hachihachi-{k}") for k in before}
    assert nums(row_of(after["teyaku"], "karasu"))[0] == "97"
    assert nums(row_of(before["teyaku"], "karasu"))[0] == str(seed.teyaku["karasu"])
    assert nums(row_of(after["dekiyaku"], "aotan"))[0] == "77"
    assert nums(rows(after["fields"])[1])[0].startswith("×3")
    assert nums(rows(before["fields"])[1])[0].startswith("×1")
    assert "<td>90</td>" in after["rulesets"] and "<td>5</td>" in after["rulesets"]
    assert "90" in text(after["settlement"]) and "90" not in text(before["settlement"])


def play(rules_name: str, seed: int):
    """The example's deal as the engine plays it: three greedy computer players."""
    state = deal(rules_name, seed=seed)
    rng, player = random.Random(seed), GreedyPlayer()
    while not state.is_over:
        state = state.apply(player.choose(state.observation(state.current), rng))
    return state


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("rules_name", list(RULESETS))
def test_worked_example_is_a_real_deal_settled_by_the_engine(pages, lang, rules_name):
    rules = RULESETS[rules_name]
    start = pages[lang].index(f'id="example-{rules_name}"')
    end = pages[lang].find('<div class="hh-example"', start)
    block = pages[lang][start:end if end > 0 else None]
    seed = hachihachi_page.example_seed(rules_name)
    state = play(rules_name, seed)
    s = state.result.settlement
    # what was dealt, declared and captured
    deal_rows = rows(table(block, "example-deal")[0])[1:]
    for seat in range(3):
        assert set(IMG.findall(deal_rows[seat])) == set(state.deal.hands[seat])
        for t in s.teyaku[seat]:
            assert YAKU_NAMES[t.id][lang] in unescape(deal_rows[seat])
    assert set(IMG.findall(deal_rows[3])) == set(state.deal.field)
    assert any(s.teyaku) and any(s.dekiyaku) and s.cards_settled  # the example shows them
    pile_body = table(block, "example-piles")[0]
    pile_rows = rows(pile_body)[1:]
    for seat in range(3):
        assert mask_of(IMG.findall(pile_rows[seat])) == state.piles[seat]
        assert int(nums(pile_rows[seat])[0]) == card_points(state.piles[seat])
    assert int(nums(pile_rows[3])[0]) == sum(s.card_points) == 264
    # the settlement, line by line: each line a payment, the columns add up to the result
    lines = rows(table(block, "example-settlement")[0])[1:]
    assert len(lines) == len(s.payments) + (3 if s.multiplier != 1 else 1)
    payments = [[signed(c) for c in nums(r)] for r in lines[:len(s.payments)]]
    sums = [sum(col) for col in zip(*payments, strict=True)]
    result = [signed(c) for c in nums(lines[-1])]
    assert result == list(state.result.points)
    assert [x * s.multiplier for x in sums] == result
    if rules.settlement == "par":
        assert all(sum(line) == 0 or len([a for a in line if a]) == 1 for line in payments)
        assert sum(result) == 0
        assert s.multiplier > 1  # the example shows a field that multiplies
        assert [signed(c) for c in nums(lines[-3])] == sums
    else:
        cards_lines = [line for line, p in zip(payments, s.payments, strict=True)
                       if p.reason == "cards"]
        assert sum(map(sum, cards_lines)) == 264


@pytest.mark.parametrize("lang", LANGUAGES)
def test_page_is_the_full_rules(app, client, pages, lang):
    html = pages[lang]
    with app.test_request_context(f"/{lang}/"):  # each rule set by its name, never its id
        names = [str(game_texts.RULESET_SHORT[name]) for name in RULESETS]
    for section in SECTIONS:
        assert f'id="{section}"' in html, section
    for cls in TABLES:
        assert table(html, cls)
    for cls in ("teyaku", "dekiyaku", "fields", "rulesets"):  # a column per rule set, in order
        head = re.search(r"<thead>(.*?)</thead>", table(html, cls)[0], re.S).group(1)
        assert head.count("<th") == len(RULESETS) + 1
        assert [text(th) for th in re.findall(r"<th[^>]*>(.*?)</th>", head, re.S)][1:] == names
    title = re.search(r"<h1[^>]*>(.*?)</h1>", html, re.S).group(1)
    assert not re.search(r"overview|giới thiệu|简介", title, re.I)
    assert not LATER.search(text(html))
    for href in set(re.findall(rf'href="(/{lang}/[^"#?]*)', html)):
        assert client.get(href).status_code in (200, 308), href


@pytest.mark.parametrize("lang", ["vi", "zh"])
def test_no_english_left(pages, lang):
    main = re.search(r"<main[^>]*>(.*?)</main>", pages[lang], re.S).group(1)
    main = re.sub(r"<code>.*?</code>|<span class=\"ja\"[^>]*>.*?</span>", " ", main, flags=re.S)
    words = ENGLISH.findall(text(main))
    assert not words, words[:20]


def test_directives_check_their_arguments():
    assert parse("hachihachi-example:traditional") == ("hachihachi-example", ("traditional",))
    assert parse("hachihachi-number:par") == ("hachihachi-number", ("par",))
    for bad in ("hachihachi-example:nintendo", "hachihachi-example", "hachihachi-number:nope",
                "hachihachi-teyaku:seed-000"):
        with pytest.raises(DirectiveError):
            parse(bad)


def test_numbers_in_the_text_are_the_engines():
    from engine.hachihachi.state import FIELD, HAND, STOCK

    n = hachihachi_page.number
    assert (n("hand"), n("field"), n("stock")) == (HAND, FIELD, STOCK)
    assert n("hand") * n("seats") + n("field") + n("stock") == len(DECK)
    assert n("deck-points") == n("par") * n("seats")
