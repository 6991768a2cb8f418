"""Scoring is taught before it is met (issue 35, item 4).

* Tam Cúc: the settlement lesson states the engine's kết values for two, three and four seats,
  and its worked example of the count is a deal the engine played, settled as the engine
  settles it (the balance: only the smaller side's total changes hands).
* Hana-awase: every yaku its questions, puzzles and coached deal name is shown on a lesson
  screen before it is asked, with its cards and the engine's value.
* Every coached deal's end screen links each line of its settlement to the lesson that taught
  it, found from the lessons' ``teaches`` keys.
"""

from __future__ import annotations

import html as htmllib
import importlib
import random
import re

import pytest
from website.core.words import points
from website.features.lessons import path as L
from website.games import BY_ID
from website.games.kit.lessons import taught, used

from engine.hanaawase.rules import YAKU_BY_ID, YAKU_NAMES
from engine.hanafuda.cards import cards_in
from engine.tamcuc import deal
from engine.tamcuc.players import GreedyPlayer
from engine.tamcuc.rules import KET_KINDS, get_rules

LANGS = ("vi", "zh", "en")
TC = L.PATHS["tamcuc"]
HA = L.PATHS["hanaawase"]
TC_SETTLE = next(n for n, lesson in enumerate(TC, 1) if lesson.slug == "ket")
# a value as the screens and results write it: "20 points", "20 điểm", "20分"
VALUE = {"en": re.compile(r"\d+ points?"), "vi": re.compile(r"\d+ điểm"), "zh": re.compile(r"\d+分")}


def text_of(body: str) -> str:
    """The lesson block's words, tags dropped."""
    block = re.search(r'<section id="lesson".*?</section>', body, re.S).group(0)
    return re.sub(r"\s+", " ", htmllib.unescape(re.sub(r"<[^>]+>", " ", block)))


def screen_url(game: str, n: int, s: int, lang: str) -> str:
    return f"/{lang}/learn/{BY_ID[game].slug}/{n}?s={s}"


# -- Tam Cúc: the kết values by seat count and the worked example ----------------------------


@pytest.mark.parametrize("lang", LANGS)
def test_the_tamcuc_settlement_lesson_states_the_engines_ket_values_for_2_3_and_4_seats(
        client, lang):
    rules = get_rules("standard")
    lesson = TC[TC_SETTLE - 1]
    found = []
    for s in range(1, len(lesson.screens) + 1):
        body = client.get(screen_url("tamcuc", TC_SETTLE, s, lang)).get_data(as_text=True)
        table = re.search(r'<table class="tamcuc-points">.*?</table>', body, re.S)
        if table:
            found.append(s)
            rows = re.findall(r'<tr class="ket"><th scope="row">(.*?)</th>(.*?)</tr>',
                              table.group(0))
            assert len(rows) == len(KET_KINDS)
            for kind, (_name, cells) in zip(KET_KINDS, rows, strict=True):
                values = [int(v) for v in re.findall(r'<td class="num">(\d+)</td>', cells)]
                assert values == [rules.ket_table(n)[kind] for n in (2, 3, 4)], kind
            heads = re.findall(r'<th scope="col">(.*?)</th>', table.group(0))
            assert [re.search(r"\d", h).group(0) for h in heads] == ["2", "3", "4"]
            par = re.search(r"<tr><th scope=\"row\">[^<]*</th>((?:<td class=\"num\">\d+</td>)+)"
                            r"</tr>\s*<tr class=\"group\"", table.group(0)).group(1)
            assert [int(v) for v in re.findall(r"\d+", par)] == [rules.par_for(n)
                                                                for n in (2, 3, 4)]
    assert found, "no screen of the settlement lesson shows the kết values by seat count"


def _example_deal():
    """The worked example's deal, played here by the engine: two seats, the greedy player on
    both, as the lesson says it was."""
    from website.games.tamcuc import lessons

    player = GreedyPlayer()
    state = deal("standard", seed=lessons.EXAMPLE, seats=2)
    events = []
    while not state.is_over:
        state = state.apply(player.choose(state.observation(state.current), None))
        events += state.events
    return state.result, events


@pytest.mark.parametrize("lang", LANGS)
def test_the_worked_example_is_the_engines_settlement_of_that_deal(client, app, lang):
    result, events = _example_deal()
    you, them = 0, 1
    par = result.par
    over, under = result.cards[you] - par, par - result.cards[them]
    shows = [e for e in events if e.kind == "show"]
    left = sum(e.count for e in events if e.kind == "uncontested" and e.player == you)
    # what the screen says happened did happen: no kết, the opponent showed four Soldiers and
    # the reader took the last cards uncontested; the cây do not balance
    assert result.ket is None and [(e.player, len(e.cards)) for e in shows] == [(them, 4)]
    assert left > 0 and over > under > 0
    # the engine pays the smaller side's total, not the reader's own distance from the par
    assert result.points == (under, -under) and result.points[you] != over
    lesson = TC[TC_SETTLE - 1]
    with app.test_request_context(f"/{lang}/"):
        s = next(i for i, screen in enumerate(lesson.screens, 1)
                 if "%(ex_gain)s" in str(screen.text))
        gain = points(result.points[you])
    text = text_of(client.get(screen_url("tamcuc", TC_SETTLE, s, lang)).get_data(as_text=True))
    numbers = [int(n) for n in re.findall(r"\d+", text.split("Step", 1)[-1])]
    for n in (left, result.cards[you], result.cards[them], sum(result.cards), over, under, par):
        assert n in numbers, (n, text)
    assert gain in text
    assert s < len(lesson.screens) + 1  # before the question


def test_the_settlement_lesson_comes_before_the_coached_deal_and_teaches_what_it_settles():
    coached = next(n for n, lesson in enumerate(TC, 1) if lesson.question.kind == "guided")
    assert coached > TC_SETTLE
    assert {"term:par", "term:balance", "term:ket", "value:ket"} <= set(TC[TC_SETTLE - 1].teaches)


# -- Hana-awase: every yaku named is shown with its cards and value ---------------------------


def _named_yaku(app) -> dict[str, int]:
    """Every yaku the Hana-awase path's questions name (the lesson asking it first), and those
    its puzzles and coached deal name (by the coached lesson)."""
    from website.games.hanaawase import guided, puzzles

    coached = len(HA)
    named: dict[str, int] = {}
    for n, lesson in enumerate(HA, 1):
        for lang in LANGS:
            with app.test_request_context(f"/{lang}/"):
                keys = (lesson.question.uses if lesson.question.kind == "guided"
                        else used(lesson.question, L.ask(lesson, lang, "hanaawase")))
            for key in keys:
                if key.startswith("yaku:"):
                    named.setdefault(key.split(":", 1)[1], n)
    # the pile puzzles offer the yaku of their rule set as choices; the coached deal names
    # those made
    with app.test_request_context("/en/"):
        offered = {y for p in puzzles.P.load() if p["kind"] == "pile"
                   for y, _label in puzzles.view(p, "en")["options"]}
        moves: tuple[str, ...] = ()
        while not guided.turn(moves).state.is_over:
            moves = guided.play(moves, guided.move_text(guided.coach(moves)))
        made = {y.id for pile in guided.turn(moves).state.result.settlement.yaku for y in pile}
    for y in offered | made:
        named.setdefault(y, coached)
    return named


@pytest.mark.parametrize("lang", LANGS)
def test_every_yaku_hana_awase_names_is_shown_before_with_its_cards_and_the_engines_value(
        client, app, lang):
    from website.games.hanaawase import lessons

    named = _named_yaku(app)
    assert set(named) == set(lessons.RULES.yaku)  # the whole table is named somewhere
    with app.test_request_context(f"/{lang}/"):
        value = {y: points(v) for y, v in lessons.RULES.yaku.items()}
    for yaku, asked_in in named.items():
        need = {c.id for c in cards_in(YAKU_BY_ID[yaku].members)}
        name = YAKU_NAMES[yaku][lang]
        shown_at = None
        for n, lesson in enumerate(HA[:asked_in], 1):
            for s, screen in enumerate(lesson.screens, 1):
                if not need <= set(screen.cards):
                    continue
                body = client.get(screen_url("hanaawase", n, s, lang)).get_data(as_text=True)
                text = text_of(body)
                if name not in text:
                    continue
                after = text[text.index(name) + len(name):]
                assert VALUE[lang].search(after).group(0) == value[yaku], (yaku, lang, text)
                assert all(f"/cards/{c}.svg" in body for c in need)
                shown_at = (n, s)
                break
            if shown_at:
                break
        assert shown_at, f"{yaku} ({name}) is named by lesson {asked_in} but never shown before"
        assert f"yaku:{yaku}" in taught(HA, shown_at[0]) and f"value:{yaku}" in taught(
            HA, shown_at[0])


# -- the coached deals' end screens ---------------------------------------------------------


GAMES = ("koikoi", "hachihachi", "hanaawase", "tamcuc")
# What a line says → the lesson (by slug) that teaches it, on the four coached deals followed
# to the end with the coach (English lines).
EXPECTED = {
    "koikoi": [("stopped and score", ("koikoi", "coach"))],
    "hachihachi": [("stopped at a", ("sage",)), ("Every card", ("turn",)), ("teyaku", ("teyaku",)),
                   ("dekiyaku", ("dekiyaku",)), ("card points", ("points",)),
                   (" mon.", ("points",))],
    "hanaawase": [("Every card", ("par",)), ("count against", ("par",)),
                  ("card points", ("points",)), ("yaku:", ("yaku",)), ("score", ("paid",)),
                  ("lose", ("paid",))],
    "tamcuc": [("", ("ket",))],
}


def _coach_to_the_end(client, game: str, lang: str) -> str:
    n = len(L.PATHS[game])
    url = f"/{lang}/learn/{BY_ID[game].slug}/{n}"
    body = client.get(f"{url}?s={len(L.PATHS[game][-1].screens) + 1}").get_data(as_text=True)
    guided = BY_ID[game].guided
    for _ in range(guided.MAX_MOVES):
        coach = re.search(r'class="ls-option ls-coach" type="submit" name="move" value="([^"]+)"',
                          body)
        if not coach:
            break
        body = client.post(url, data={"move": htmllib.unescape(coach.group(1))}).get_data(
            as_text=True)
    return body


def _end_lines(body: str) -> list[str]:
    """The settlement lines of the end screen (the last feedback box: the one before it, if
    any, comments on the last move)."""
    boxes = re.findall(r'<div class="ls-feedback ls-right" role="status">\s*'
                       r'<p class="ls-verdict">[^<]*</p>(.*?)</div>', body, re.S)
    assert boxes and 'name="move"' not in body, "the deal did not reach its end"
    return re.findall(r"<p>(.*?)</p>", boxes[-1], re.S)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", LANGS)
def test_the_coached_deal_links_each_settlement_line_to_the_lesson_that_taught_it(
        client, game, lang):
    path = L.PATHS[game]
    slug = BY_ID[game].slug
    lines = _end_lines(_coach_to_the_end(client, game, lang))
    assert lines
    for line in lines:
        link = re.search(rf'<a class="ls-taught" href="/{lang}/learn/{slug}/(\d+)">([^<]+)</a>',
                         line)
        assert link, (game, lang, line)
        n = int(link.group(1))
        assert 1 <= n <= len(path)
        assert htmllib.unescape(link.group(2)).endswith(str(path[n - 1].title)) or lang != "en"
        said = htmllib.unescape(re.sub(r"<[^>]+>", "", line.split('<a class="ls-taught"')[0]))
        if lang == "en":
            assert f"taught in lesson {n}: {path[n - 1].title}" == htmllib.unescape(link.group(2))
            for words, slugs in EXPECTED[game]:
                if words in said:
                    assert path[n - 1].slug in slugs, (game, said, path[n - 1].slug)
                    break


def _keyed_lines(game: str, moves: tuple[str, ...]) -> list:
    """The settlement lines of the coached deal after ``moves``, with their keys."""
    guided = BY_ID[game].guided
    words = importlib.import_module(f"website.games.{game}.words")
    state = guided.turn(moves).state
    if game == "koikoi":
        return words.settlement_lines(state.result, guided.SEATS)
    if game == "tamcuc":
        return words.settlement_lines(state.result, guided.SEATS)
    return words.settlement_lines(state.result, guided.SEATS, state.rules)


@pytest.mark.parametrize("game", GAMES)
def test_every_ending_a_reader_can_reach_is_linked_to_the_first_lesson_teaching_it(app, game):
    """Readers who play anything the deal allows: whatever the settlement says, each line's
    keys are taught, and the link goes to the first lesson by which they all are."""
    guided = BY_ID[game].guided
    path = L.PATHS[game]
    endings = set()
    with app.test_request_context("/en/"):
        for seed in range(40):
            rng = random.Random(seed)
            moves: tuple[str, ...] = ()
            while not guided.turn(moves).state.is_over:
                choices = list(guided.DEAL.choices(guided.turn(moves).state))
                moves = guided.play(moves, guided.move_text(rng.choice(choices)))
            result = guided.turn(moves).state.result
            endings.add(getattr(result, "reason", None) or ("ket" if result.ket else "count"))
            shown = guided.view(moves)["result"]
            keyed = _keyed_lines(game, moves)
            assert [line["text"] for line in shown] == [k.text for k in keyed]
            for line, said in zip(shown, keyed, strict=True):
                n = line["lesson"]
                assert said.keys and n, (game, seed, said)
                assert set(said.keys) <= taught(path, n)
                assert n == 1 or not set(said.keys) <= taught(path, n - 1)
                assert line["title"] == str(path[n - 1].title)
    if game == "koikoi":
        assert "exhausted" in endings  # a hand nobody stops is among them, and is taught
