"""The Tam Cúc and Hachi-Hachi paths: every screen in every language, each answer worked out
here from the engine (not read from the lesson) accepted, a wrong one refused with a reason,
forged answers refused in the reader's language, progress kept, no hidden card shown."""

from __future__ import annotations

import html as htmllib
import re

import pytest
from website.features.lessons import path as L

from engine.hachihachi import deal as hh_deal
from engine.hachihachi import puzzles as HP
from engine.hachihachi.dekiyaku import card_points, dekiyaku
from engine.hachihachi.teyaku import teyaku
from engine.hanafuda.cards import CARDS_BY_ID, mask_of
from engine.tamcuc import TAMCUC_BY_ID, deal
from engine.tamcuc.cards import ids_of, strength
from engine.tamcuc.cards import mask_of as tc_mask
from engine.tamcuc.combos import classify
from engine.tamcuc.players import GreedyPlayer
from engine.tamcuc.rules import get_rules
from engine.tamcuc.state import Call, Reveal, ket_kind, trick_winner

LANGS = ("vi", "zh", "en")
GAMES = {"tamcuc": (5, 14), "hachihachi": (6, 8)}
TITLES = {"tamcuc": {"vi": "Ba mươi hai lá bài", "zh": "三十二张牌", "en": "Thirty-two cards"},
          "hachihachi": {"vi": "Ba người chơi, một lượt", "zh": "三人，一轮",
                         "en": "Three players, one turn"}}
UNREADABLE = {"vi": "Không đọc được câu trả lời này", "zh": "无法读取这个答案",
              "en": "This answer could not be read"}


SLUG = {"tamcuc": "tam-cuc", "hachihachi": "hachi-hachi"}


def url(game, n, lang="en"):
    return f"/{lang}/learn/{SLUG[game]}/{n}"


def asked(game):
    """The lessons ending in a question (numbered from 1), not the coached deal."""
    return [(n, lesson) for n, lesson in enumerate(L.PATHS[game], 1)
            if lesson.question.kind != "guided"]


def question_screen(game, n):
    return len(L.PATHS[game][n - 1].screens) + 1


def greedy_deal(seed, seats=4):
    """Every state of a seeded Tam Cúc deal (four players unless told), the greedy player on
    every seat."""
    player = GreedyPlayer()
    state = deal("standard", seed=seed, seats=seats)
    states = [state]
    while not state.is_over:
        state = state.apply(player.choose(state.observation(state.current), None))
        states.append(state)
    return states


def engine_answer(game: str, q) -> str:
    """One right answer, from the engine."""
    kind = (game, q.kind)
    if kind == ("tamcuc", "rank"):
        return TAMCUC_BY_ID[q.card].rank.id
    if kind == ("tamcuc", "trick"):
        return str(trick_winner("standard", list(q.plays)))
    if kind == ("tamcuc", "shape"):
        combo = classify(q.pile)
        return combo.shape if combo else "none"
    if kind == ("tamcuc", "reveal"):
        state = next(s for s in greedy_deal(q.seed) if s.phase == "reveal")
        return "reveal" if Reveal() in state.legal_actions() else "chui"
    if kind == ("tamcuc", "ban"):
        state = greedy_deal(q.seed)[0]
        singles = [TAMCUC_BY_ID[a.cards[0]] for a in state.legal_actions()
                   if isinstance(a, Call) and len(a.cards) == 1]
        return max((c for c in singles if not state.banned(tc_mask([c.id]))), key=strength).id
    if kind == ("tamcuc", "count"):  # what a two-player deal pays the reader's seat
        return str(greedy_deal(q.seed, seats=2)[-1].result.points[q.seat])
    if q.kind == "month":  # the fishing games' asker, on Koi-Koi's and Hachi-Hachi's paths
        return str(CARDS_BY_ID[q.card].month)
    if kind == ("tamcuc", "hand"):  # the cards a seat holds in a dealt deal
        return str(deal("standard", seed=0, seats=q.seat).hands[0].bit_count())
    if kind == ("tamcuc", "ket-pair"):
        pairs = [q.pile[i:i + 2] for i in range(0, len(q.pile), 2)]
        return next(str(i) for i, p in enumerate(pairs)
                    if ket_kind(get_rules("standard"), tc_mask(p), None) == "ket-doi")
    if kind == ("hachihachi", "points"):
        return str(card_points(mask_of(q.pile)))
    if kind == ("hachihachi", "teyaku"):
        found = teyaku(mask_of(hh_deal("traditional", seed=q.seed).hand(q.seat)), "traditional")
        return found[0].id if found else "none"
    if kind == ("hachihachi", "dekiyaku"):
        found = dekiyaku(mask_of(q.pile), "traditional")
        return found[0].id if found else "none"
    if kind == ("hachihachi", "sage"):
        return next(p for p in HP.load() if p["id"] == q.puzzle)["answers"][0]
    if kind == ("hachihachi", "field"):
        return str(hh_deal("traditional", seed=q.seed).multiplier)
    raise AssertionError(f"no engine answer for {q.kind}")


def options(page: str) -> list[str]:
    return re.findall(r'name="(?:answer|move)" value="([^"]+)"', page)  # a question, a coached deal


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", GAMES)
def test_every_screen_of_every_lesson_renders(client, game, lang):
    low, high = GAMES[game]
    assert low <= len(L.PATHS[game]) <= high
    for n in range(1, len(L.PATHS[game]) + 1):
        last = question_screen(game, n)
        for s in range(1, last + 1):
            r = client.get(f"{url(game, n, lang)}?s={s}")
            assert r.status_code == 200, (n, s)
            page = r.get_data(as_text=True)
            assert f'<html lang="{lang}' in page and "%(" not in page
            if s < last:
                assert f"{url(game, n, lang)}?s={s + 1}" in page
            elif L.PATHS[game][n - 1].question.kind == "guided":
                assert 'name="move"' in page and 'method="post"' in page
            else:
                assert len(options(page)) >= 2 and 'method="post"' in page
    assert TITLES[game][lang] in client.get(url(game, 1, lang)).get_data(as_text=True)


def test_tam_cuc_lessons_show_tam_cuc_cards(client):
    first = client.get(url("tamcuc", 1)).get_data(as_text=True)
    assert first.count('class="tc-img') == 14  # each rank in red and in black
    assert "/tamcuc/red-general.svg" in first and "/tamcuc/black-general.svg" in first
    question = client.get(f"{url('tamcuc', 1)}?s={question_screen('tamcuc', 1)}")
    assert 'class="tc-img big"' in question.get_data(as_text=True)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", GAMES)
def test_engine_answers_are_accepted_and_wrong_ones_refused_with_a_reason(client, game, lang):
    path = L.PATHS[game]
    for n, lesson in asked(game):
        right = engine_answer(game, lesson.question)
        page = client.get(f"{url(game, n, lang)}?s={question_screen(game, n)}")
        choices = options(page.get_data(as_text=True))
        assert right in choices, n
        wrong = next(v for v in choices if v != right)
        refused = client.post(url(game, n, lang), data={"answer": wrong}).get_data(as_text=True)
        assert "ls-feedback ls-wrong" in refused, n
        reason = re.search(r'<p class="ls-reason">([^<]+)</p>', refused)
        assert reason and len(reason.group(1)) > 4, n
        assert f'href="{url(game, n + 1, lang)}"' not in refused
        accepted = client.post(url(game, n, lang), data={"answer": right})
        body = accepted.get_data(as_text=True)
        assert "ls-feedback ls-right" in body, n
        if n < len(path):
            assert f'href="{url(game, n + 1, lang)}"' in body
    index = client.get(f"/{lang}/learn").get_data(as_text=True)
    assert index.count("ls-finished") == len(asked(game))


@pytest.mark.parametrize("game", GAMES)
def test_the_path_ends_in_its_coached_deal(client, game):
    """The last question leads on to the coached deal, the path's last lesson (whose own tests
    play it to the end and follow it to the game)."""
    assert L.PATHS[game][-1].question.kind == "guided"
    n, lesson = asked(game)[-1]
    body = client.post(url(game, n), data={"answer": engine_answer(game, lesson.question)})
    assert f'href="{url(game, n + 1)}"' in body.get_data(as_text=True)



@pytest.mark.parametrize("game", GAMES)
def test_the_last_lesson_leads_to_the_game_and_its_rules(client, game):
    """The last question's lesson (a coached deal after it is walked in its own tests)."""
    n = max(i for i, lesson in enumerate(L.PATHS[game], 1) if lesson.question.kind != "guided")
    body = client.post(url(game, n), data={"answer": engine_answer(game, L.PATHS[game][n - 1].question)})
    page = body.get_data(as_text=True)
    slug, rules = {"tamcuc": ("tam-cuc", "tam-cuc"), "hachihachi": ("hachi-hachi", "hachi-hachi")}[game]
    if n < len(L.PATHS[game]):  # the coached deal comes next
        assert f'href="{url(game, n + 1)}"' in page and f'href="/en/{slug}/play"' not in page
    else:
        assert f'href="/en/{slug}/play"' in page and f'href="/en/{rules}"' in page


@pytest.mark.parametrize("lang", LANGS)
def test_forged_answers_get_400_in_the_readers_language(client, lang):
    for game in GAMES:
        for n, field in ((1, "answer"), (asked(game)[-1][0], "answer"),
                         (len(L.PATHS[game]), "move")):
            for forged in ("forged", "x" * 3000, "-1"):
                r = client.post(url(game, n, lang), data={field: forged})
                assert r.status_code == 400
                assert UNREADABLE[lang] in htmllib.unescape(r.get_data(as_text=True))


def test_progress_is_kept_per_game(client):
    for game in GAMES:
        q = L.PATHS[game][0].question
        client.post(url(game, 1), data={"answer": engine_answer(game, q)})
    page = client.get("/en/learn").get_data(as_text=True)
    assert re.search(r'href="/en/learn/tam-cuc/2">Continue with lesson 2', page)
    assert re.search(r'href="/en/learn/hachi-hachi/2">Continue with lesson 2', page)
    assert re.search(r'href="/en/learn/koikoi/1">Start with lesson 1', page)
    assert "finished" in client.get(url("tamcuc", 1)).get_data(as_text=True)


def test_tam_cuc_positions_show_no_hidden_card(client):
    """The reveal and kết positions show what the reader's seat may see, nothing else."""
    for slug, pick in (("chui", lambda states: next(s for s in states if s.phase == "reveal")),
                       ("first-call", lambda states: states[0])):
        n = next(i for i, lesson in enumerate(L.PATHS["tamcuc"], 1) if lesson.slug == slug)
        state = pick(greedy_deal(L.PATHS["tamcuc"][n - 1].question.seed))
        seat = state.current
        obs = state.observation(seat)
        shown = set(obs.hand) | set(obs.own_play) | {c for p in obs.revealed for c in p}
        hidden = {c for s in range(4) if s != seat for c in ids_of(state.hands[s] | state.table[s])}
        page = client.get(f"{url('tamcuc', n)}?s={question_screen('tamcuc', n)}")
        body = page.get_data(as_text=True)
        assert hidden - shown and not any(f"/tamcuc/{c}.svg" in body for c in hidden - shown)
        assert all(f"/tamcuc/{c}.svg" in body for c in obs.hand)


@pytest.mark.parametrize("lang", LANGS)
def test_the_rules_pages_lead_to_their_lessons(client, lang):
    for rules, game in (("tam-cuc", "tamcuc"), ("hachi-hachi", "hachihachi")):
        page = client.get(f"/{lang}/{rules}").get_data(as_text=True)
        assert 'class="lesson-callout"' in page and f'href="{url(game, 1, lang)}"' in page


def test_each_seeded_position_still_teaches_its_point():
    """The seeded deals are played by the engine: if its players change, a lesson must not
    quietly lose its point (cây that do not balance, a banned card to avoid, a field that
    multiplies)."""
    questions = {(game, lesson.question.kind): lesson.question
                 for game in GAMES for lesson in L.PATHS[game]}
    count = questions["tamcuc", "count"]
    result = greedy_deal(count.seed, seats=2)[-1].result
    over = result.cards[count.seat] - result.par
    assert result.ket is None and 0 < int(engine_answer("tamcuc", count)) < over  # unbalanced
    ban = greedy_deal(questions["tamcuc", "ban"].seed)[0]
    hand = [TAMCUC_BY_ID[c] for c in ban.observation(ban.current).hand]
    tempting = max(hand, key=strength).id  # a banned card tempts
    assert tempting != engine_answer("tamcuc", questions["tamcuc", "ban"])
    assert engine_answer("tamcuc", questions["tamcuc", "trick"]) != "0"  # the cái does not win by default
    assert engine_answer("hachihachi", questions["hachihachi", "teyaku"]) != "none"
    assert engine_answer("hachihachi", questions["hachihachi", "dekiyaku"]) != "none"
    assert engine_answer("hachihachi", questions["hachihachi", "field"]) != "1"


@pytest.mark.parametrize(("old", "new"), [("tamcuc", "tam-cuc"), ("hachihachi", "hachi-hachi")])
def test_lesson_urls_use_the_sites_game_slugs_and_the_first_urls_still_lead_there(client, old,
                                                                                 new):
    assert client.get(f"/en/learn/{new}/2").status_code == 200
    moved = client.get(f"/en/learn/{old}/2?s=2")
    assert moved.status_code == 308 and moved.headers["Location"] == f"/en/learn/{new}/2?s=2"
    assert client.get("/en/learn/tam-cuc/99").status_code == 404
    assert client.get("/en/learn/chess/1").status_code == 404


@pytest.mark.parametrize("lang", LANGS)
def test_the_table_lesson_shows_the_cards_removed_for_three_and_links_the_other_removals(client, lang):
    n = next(i for i, lesson in enumerate(L.PATHS["tamcuc"], 1) if lesson.slug == "table")
    first = client.get(url("tamcuc", n, lang)).get_data(as_text=True)
    removed = ids_of(get_rules("standard").removed(3))
    assert removed and all(f"/tamcuc/{c}.svg" in first for c in removed)
    second = client.get(f"{url('tamcuc', n, lang)}?s=2").get_data(as_text=True)
    assert f'href="/{lang}/tam-cuc#site-choices"' in second
