"""Hana-awase on the site, as a reader meets it: its pages in the three languages, a rules
page whose tables are the engine's, a whole deal played by following the hint that the review
then marks nowhere, no hidden card in any page, a bad move refused with a readable page."""

from __future__ import annotations

import html as htmllib
import itertools
import random
import re

import pytest
from website.features.play import views as play_views

from engine.hanaawase.rules import RULESETS, YAKU_IDS, YAKU_NAMES
from engine.hanafuda.cards import CARDS_BY_ID

from .test_hint_followed import _hinted_form, _version
from .test_tables import app, new_game, table_of  # noqa: F401

LANGS = ("vi", "zh", "en")
PAGES = ("/{lang}/hana-awase", "/{lang}/hana-awase/play", "/{lang}/hana-awase/puzzles",
         "/{lang}/learn/hana-awase/1", "/{lang}/learn/hana-awase/5",
         "/{lang}/hana-awase/calculator?c=pine-crane&c=pampas-moon&c=paulownia-phoenix")


@pytest.fixture()
def client(app):  # noqa: F811
    return app.test_client()


@pytest.mark.parametrize("lang", LANGS)
def test_every_page_of_the_game_opens_in_each_language(client, lang):
    for path in PAGES:
        r = client.get(path.format(lang=lang), follow_redirects=True)
        assert r.status_code == 200, path
        assert f'<html lang="{lang}' in r.get_data(as_text=True)


@pytest.mark.parametrize("lang", LANGS)
def test_the_rules_page_yaku_table_is_the_engines(client, lang):
    page = client.get(f"/{lang}/hana-awase").get_data(as_text=True)
    for yaku in YAKU_IDS:
        row = re.search(rf'<tr id="ha-yaku-{yaku}">(.*?)</tr>', page, re.S).group(1)
        assert YAKU_NAMES[yaku][lang] in htmllib.unescape(row)
        values = re.findall(r'<td class="num">([^<]+)</td>', row)
        assert values == [str(r.yaku[yaku]) if yaku in r.yaku else "—"
                          for r in RULESETS.values()]
    assert "[[" not in page  # every directive drawn


@pytest.mark.parametrize("lang", LANGS)
def test_the_path_links_the_koi_koi_lessons_it_builds_on(client, lang):
    page = client.get(f"/{lang}/learn/hana-awase/1").get_data(as_text=True)
    assert f'href="/{lang}/learn/koikoi/1"' in page
    assert client.get(f"/{lang}/learn/koikoi/1").status_code == 200


def test_the_calculator_scores_the_three_brights_of_matsukiri_bozu(client):
    page = client.get("/en/hana-awase/calculator?c=pine-crane&c=pampas-moon"
                      "&c=paulownia-phoenix").get_data(as_text=True)
    standard = re.search(r'class="calc-set calc-rules-wikipedia".*?</section>', page, re.S).group(0)
    assert "Pine, paulownia and moon" in standard or YAKU_NAMES["matsukiribozu"]["en"] in standard
    assert "60, −28 against 88" in standard  # 3 brights; the par of three seats
    assert "+12" in standard  # 60 − 88 + 2 × 20


def _hidden(app, gid) -> set[str]:  # noqa: F811
    """The two computers' hands and the stock past the card drawn: never sent."""
    s = table_of(app, gid).state
    stock = s.deal.stock[s.stock_pos + (1 if s.phase == "draw" else 0):]
    return set(s.hand(1)) | set(s.hand(2)) | set(stock)


def test_a_deal_that_follows_the_hint_is_marked_nowhere_and_shows_no_hidden_card(
        app, client, monkeypatch):  # noqa: F811
    seeds = itertools.count()
    monkeypatch.setattr(play_views, "_rng", lambda: random.Random(f"hanaawase-{next(seeds)}"))
    gid = new_game(client, "hana-awase", "wikipedia", 3)
    url = f"/en/hana-awase/play/{gid}"
    followed = 0
    while not table_of(app, gid).match_over:
        assert followed < 60, "the deal did not end"
        page = client.get(url).get_data(as_text=True)
        hidden = _hidden(app, gid)
        text = htmllib.unescape(page)
        for c in hidden:
            assert c not in text and CARDS_BY_ID[c].name("en") not in text, c
        hinted = client.get(f"{url}/hint?v={_version(page)}").get_data(as_text=True)
        assert "The coach suggests" in hinted
        assert client.post(url, data=_hinted_form(app, "hana-awase", gid, page)).status_code == 303
        followed += 1
    end = client.get(url).get_data(as_text=True)
    assert "Card points" in end and "card points" in end  # the settlement and its lines
    review = client.get(f"{url}/review").get_data(as_text=True)
    assert "Accuracy: 100%" in review
    assert not re.findall(r'<li class="verdict-(?:mistake|inaccuracy)">', review)


@pytest.mark.parametrize("lang", LANGS)
def test_a_move_that_is_not_legal_gets_a_readable_400(client, lang):
    gid = new_game(client, "hana-awase", "wikipedia", 3, lang=lang)
    url = f"/{lang}/hana-awase/play/{gid}"
    page = client.get(url).get_data(as_text=True)
    r = client.post(url, data={"v": _version(page), "a": "play pine-crane x maple-deer"})
    assert r.status_code == 400
    body = r.get_data(as_text=True)
    assert f'<html lang="{lang}' in body and "Traceback" not in body


@pytest.mark.parametrize("lang", LANGS)
def test_every_puzzle_of_the_library_takes_its_own_answer_and_explains_it(app, lang):  # noqa: F811
    from website.games.hanaawase import puzzles as kit

    library = kit.load()
    assert len(library) >= 100 and {p["kind"] for p in library} == set(kit.KINDS)
    with app.test_request_context(f"/{lang}/"):
        for p in library:
            assert kit.grade(p, kit.answer_fields(p), lang)["status"] == "right", p["id"]
            assert kit.explanation(p, lang) and kit.answer_text(p, p["answers"][0], lang)
            assert len(kit.hints(p, kit.HINT_STEPS, lang)) == kit.HINT_STEPS


def test_a_wrong_count_is_wrong_and_an_unreadable_one_is_refused(app):  # noqa: F811
    from website.games.hanaawase import puzzles as kit
    from website.games.kit.puzzles import BadAnswer
    from werkzeug.datastructures import MultiDict

    p = next(p for p in kit.load() if p["kind"] == "count")
    right = p["answers"][0]["points"][0]
    with app.test_request_context("/en/"):
        assert kit.grade(p, MultiDict({"result": str(right + 1)}), "en")["status"] == "wrong"
        assert kit.grade(p, MultiDict({"result": f"−{-right}" if right < 0 else f"+{right}"}),
                         "en")["status"] == "right"
        with pytest.raises(BadAnswer):
            kit.grade(p, MultiDict({"result": "lots"}), "en")


def _coached_url(lang: str) -> str:
    return f"/{lang}/learn/hana-awase/5"


@pytest.mark.parametrize("lang", LANGS)
def test_the_coached_deal_follows_the_judge_to_the_count_and_never_shows_a_hidden_card(
        client, lang):
    from website.games.hanaawase import guided, lessons

    assert lessons.PATH[-1].question.kind == "guided"
    screens = len(lessons.PATH[-1].screens) + 1
    body = client.get(f"{_coached_url(lang)}?s={screens}").get_data(as_text=True)
    played: tuple[str, ...] = ()
    for _ in range(guided.MAX_MOVES):
        moves = re.findall(r'name="move" value="([^"]+)"', body)
        if not moves:
            break
        state = guided.turn(played).state
        drawn = 1 if state.drawn else 0  # the card turned over is face up
        hidden = set(state.hand(1)) | set(state.hand(2)) | set(
            state.deal.stock[state.stock_pos + drawn:])
        assert not hidden & set(re.findall(r"/cards/([a-z0-9-]+)\.svg", body))
        coach = re.search(r'class="ls-option ls-coach" type="submit" name="move" value="([^"]+)"',
                          body).group(1)
        assert htmllib.unescape(coach) == guided.move_text(guided.coach(played))
        body = client.post(_coached_url(lang), data={"move": htmllib.unescape(coach)}).get_data(
            as_text=True)
        played += (htmllib.unescape(coach),)
        assert 'class="ls-feedback ls-right" role="status"' in body
    assert guided.turn(played).state.is_over
    assert body.count('class="ls-feedback ls-right"') >= 1 and "88" in body  # the count


def test_a_move_the_reader_does_not_have_is_refused_in_the_coached_deal(client):
    client.get(_coached_url("en") + "?s=3")
    r = client.post(_coached_url("en"), data={"move": "play pine-crane x maple-deer"})
    assert r.status_code == 400


def test_the_calculator_shows_a_fuke_tie_under_the_local_rules(client):
    """Three chaff (3 card points) under local-rules: MAKING's FUKE makes the deal a tie, so
    the pile scores 0 there, while the standard column settles it against the par."""
    page = client.get("/en/hana-awase/calculator?c=pine-chaff-1&c=plum-chaff-1"
                      "&c=cherry-chaff-1").get_data(as_text=True)
    local = re.search(r'class="calc-set calc-rules-local-rules".*?</section>', page, re.S).group(0)
    standard = re.search(r'class="calc-set calc-rules-wikipedia".*?</section>', page, re.S).group(0)
    assert "makes the deal a tie" in local and "makes the deal a tie" not in standard
    points = re.search(r'class="calc-points">(.*?)<', local).group(1)
    assert points == "0" and "−85" in standard


def _plain(page: str) -> str:
    return htmllib.unescape(re.sub(r"<[^>]+>", "", page))


@pytest.mark.parametrize("lang", LANGS)
def test_the_rules_page_says_which_yaku_stack_as_the_engine_pays_them(client, lang):
    """Issue 37: the page said a larger yaku is paid instead of any smaller one inside it,
    while the engine pays Teppō with both sake yaku (70) and the brights with Matsukiri-bōzu.
    The sentence now names, for the default rule set, every pair where one yaku holds another
    on the side the engine pays it: together, or the larger instead."""
    from engine.hanaawase.rules import YAKU_BY_ID, get_rules
    from engine.hanaawase.yaku import yaku_of
    from engine.koikoi.rules import YAKU_IDS as KOIKOI

    text = _plain(client.get(f"/{lang}/hana-awase").get_data(as_text=True))
    name = {y: YAKU_NAMES[y][lang] for y in YAKU_IDS}
    together = re.search({"en": r"even one that another holds: (.*?)\. Only",
                          "vi": r"nằm trọn trong một yaku khác: (.*?)\. Chỉ",
                          "zh": r"被别的役包含的也一样：(.*?)。只有"}[lang], text).group(1)
    instead = re.search({"en": r"inside it: (.*?)\. ", "vi": r"nằm trong nó: (.*?)\. ",
                         "zh": r"包含的小役：(.*?)。"}[lang], text).group(1)
    rules = get_rules("wikipedia")
    for big in ("goko", "shiko", "teppo", "nanatan"):
        paid = {y.id for y in yaku_of(YAKU_BY_ID[big].members, rules)}
        held = {"goko": ("shiko", "matsukiribozu"), "shiko": ("matsukiribozu",),
                "teppo": ("hanami-zake", "tsukimi-zake"), "nanatan": ("rokutan",)}[big]
        for small in held:
            where = together if small in paid else instead
            assert name[big] in where and name[small] in where, (big, small, lang)
    assert name["teppo"] in together and name["teppo"] not in instead
    count = sum(y in KOIKOI for y in YAKU_IDS)
    assert count == 7 and {"en": f"Of the {len(YAKU_IDS)} in its table, {count} are Koi-Koi's",
                           "vi": f"Trong {len(YAKU_IDS)} yaku của bảng, {count} yaku cũng có",
                           "zh": f"役表中的{len(YAKU_IDS)}个役里，有{count}个也见于"}[lang] in text
    assert "Most are Koi-Koi" not in text


def test_local_rules_can_be_chosen_and_the_deal_end_says_what_they_did(app, client):  # noqa: F811
    """The new rule set is on the new-game form and starts a game; at a deal's end the reader
    is told of the field multiplier, a FUKE tie and any hand yaku, as the engine settled."""
    from website.games.hanaawase import words

    from engine.hanaawase import deal

    form = client.get("/en/hana-awase/play").get_data(as_text=True)
    assert "Local rules: teyaku, large and grand fields" in form
    gid = new_game(client, "hana-awase", "local-rules", 3)
    assert table_of(app, gid).rules.name == "local-rules"

    def played(seed: int):
        rng, state = random.Random(seed), deal("local-rules", seed=seed)
        while not state.is_over:
            state = state.apply(rng.choice(state.legal_actions()))
        return state

    # seeded random deals: a multiplied field (seed 2), a hand yaku (3), a FUKE tie (544)
    found = {"times": played(2), "hand": played(3), "tie": played(544)}
    assert found["times"].result.settlement.multiplier > 1
    assert found["hand"].result.settlement.teyaku and found["tie"].result.settlement.tie
    with app.test_request_context("/en/"):
        times = words.result_lines(found["times"].result, words.THIRD_PERSON, "local-rules")
        n = found["times"].result.settlement.multiplier
        assert any(f"every payment is multiplied by {n}" in line for line in times)
        tie = words.result_lines(found["tie"].result, words.THIRD_PERSON, "local-rules")
        assert any("the deal is a tie and nobody pays" in line for line in tie)
        hand = words.result_lines(found["hand"].result, words.THIRD_PERSON, "local-rules")
        assert any("hand yaku:" in line for line in hand)
