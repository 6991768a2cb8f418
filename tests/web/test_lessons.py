"""The beginner's path: every lesson screen in every language, answers checked against the
engine, progress kept in the session, next-step links, plain form posts with CSRF."""

from __future__ import annotations

import re

import pytest
from website.features.lessons import path as L

from engine.hanafuda.cards import CARDS_BY_ID, MONTHS, month_cards
from engine.koikoi import puzzles as P
from engine.koikoi.scoring import score

LANGS = ("vi", "zh", "en")
PATH = L.PATHS["koikoi"]
TITLES = {"vi": "Mười hai tháng", "zh": "十二个月", "en": "Twelve months"}


def url(n, lang="en"):
    return f"/{lang}/learn/koikoi/{n}"


def question(n):
    return len(PATH[n - 1].screens) + 1


@pytest.mark.parametrize("lang", LANGS)
def test_every_screen_of_every_lesson_renders(client, lang):
    assert 6 <= len(PATH) <= 8
    for n in range(1, len(PATH) + 1):
        for s in range(1, question(n) + 1):
            r = client.get(f"{url(n, lang)}?s={s}")
            assert r.status_code == 200, (n, s)
            html = r.get_data(as_text=True)
            assert f'<html lang="{lang}' in html
            assert "%(" not in html  # every number of the screen text filled in
            if s < question(n):
                assert f'{url(n, lang)}?s={s + 1}' in html  # the step forward
            else:
                assert 'name="answer"' in html or 'name="move"' in html
                assert 'method="post"' in html
    assert TITLES[lang] in client.get(url(1, lang)).get_data(as_text=True)


def _engine_answers() -> dict[int, str]:
    """One right answer per lesson, worked out here from the engine, not from the lesson."""
    by_id = {p["id"]: p for p in P.load(P.DEFAULT_PATH)}
    q = {n: lesson.question for n, lesson in enumerate(PATH, 1) if lesson.question.kind != "guided"}
    answers = {}
    for n, question_ in q.items():
        if question_.kind == "month":
            answers[n] = str(CARDS_BY_ID[question_.card].month)
        elif question_.kind == "kind":
            answers[n] = CARDS_BY_ID[question_.card].kind
        elif question_.kind == "take":
            field = by_id[question_.puzzle]["position"]["field"]
            same = [c for c in field if c in {x.id for x in
                                               month_cards(CARDS_BY_ID[question_.card].month)}]
            answers[n] = same[0]
        elif question_.kind == "draw":
            pos = by_id[question_.puzzle]["position"]
            answers[n] = next(c for c in pos["field"]
                              if CARDS_BY_ID[c].month == CARDS_BY_ID[pos["drawn"]].month)
        elif question_.kind == "yaku":
            answers[n] = score(question_.pile).yaku[0].id
        else:
            answers[n] = by_id[question_.puzzle]["answers"][0]
    return answers


def test_first_lessons_ask_the_month_then_a_match():
    answers = _engine_answers()
    assert answers[1] == str(MONTHS[9].number)  # the deer is a maple card: 10th month
    assert CARDS_BY_ID[answers[2]].month == CARDS_BY_ID[PATH[1].question.card].month


@pytest.mark.parametrize("lang", LANGS)
def test_right_answers_finish_each_lesson_and_link_onward(client, lang):
    answers = _engine_answers()
    for n, value in answers.items():
        html = client.post(url(n, lang), data={"answer": value}).get_data(as_text=True)
        assert "ls-feedback ls-right" in html, n
        assert f'href="{url(n + 1, lang)}"' in html  # the guided hand comes last
    path = client.get(f"/{lang}/learn").get_data(as_text=True)
    assert path.count("ls-finished") == len(answers)


def test_a_wrong_answer_says_so_and_does_not_count(client):
    right = _engine_answers()[1]
    wrong = "1" if right != "1" else "2"
    html = client.post(url(1), data={"answer": wrong}).get_data(as_text=True)
    assert "ls-feedback ls-wrong" in html and "Not quite" in html
    assert f'<p class="ls-reason">Month {wrong} is' in html  # why, without the answer
    assert "Maple" not in html.split('class="ls-reason"')[1].split("</p>")[0]
    assert f'href="{url(2)}"' not in html  # no next button yet
    assert f'value="{wrong}" required checked' in html  # the choice stays shown
    assert f"0 of {len(PATH)} lessons finished" in client.get("/en/learn").get_data(as_text=True)
    html = client.post(url(1), data={"answer": right}).get_data(as_text=True)
    assert "ls-feedback ls-right" in html and "maple" in html.lower()


def test_progress_is_kept_and_the_path_continues_where_the_reader_stopped(client):
    assert "Start with lesson 1" in client.get("/en/learn").get_data(as_text=True)
    answers = _engine_answers()
    for n in (1, 2):
        client.post(url(n), data={"answer": answers[n]})
    page = client.get("/en/learn").get_data(as_text=True)
    assert f"2 of {len(PATH)} lessons finished" in page
    assert re.search(r'href="/en/learn/koikoi/3">Continue with lesson 3', page)
    assert "finished" in client.get(url(2)).get_data(as_text=True)


def test_htmx_gets_the_lesson_block_alone(client):
    r = client.get(f"{url(1)}?s=2", headers={"HX-Request": "true"})
    html = r.get_data(as_text=True)
    assert html.lstrip().startswith("{#") is False and "<html" not in html
    assert 'id="lesson"' in html
    r = client.post(url(1), data={"answer": "3"}, headers={"HX-Request": "true"})
    assert "<html" not in r.get_data(as_text=True) and "ls-wrong" in r.get_data(as_text=True)


def test_a_plain_form_post_needs_the_forms_csrf_token(client):
    page = client.get(f"{url(1)}?s={question(1)}").get_data(as_text=True)
    token = re.search(r'name="csrf_token" value="([^"]+)"', page).group(1)
    refused = client.post(url(1), data={"answer": "10"}, csrf=False)
    assert refused.status_code == 400
    ok = client.post(url(1), data={"answer": "10", "csrf_token": token}, csrf=False)
    assert ok.status_code == 200 and "ls-right" in ok.get_data(as_text=True)


def test_odd_requests_get_readable_errors(client):
    assert client.post(url(1), data={"answer": "13"}).status_code == 400
    assert client.post(url(1), data={"answer": "x" * 5000}).status_code == 400
    empty = client.post(url(1), data={})
    assert empty.status_code == 200 and "Choose an answer first" in empty.get_data(as_text=True)
    for bad in ("/en/learn/koikoi/0", "/en/learn/koikoi/99"):
        r = client.get(bad)
        assert r.status_code == 404 and "no such lesson" in r.get_data(as_text=True)
    assert client.get("/en/learn/chess/1").status_code == 404  # no game of the site: no route
    assert client.get(f"{url(1)}?s=abc").status_code == 200
    assert client.get(f"{url(1)}?s=999").status_code == 200
    assert client.get("/vi/learn/koikoi/99").get_data(as_text=True).count("Không có bài học này")


def test_a_tampered_progress_cookie_is_ignored(client):
    with client.session_transaction() as s:
        s["lessons"] = {"koikoi": [1, "x", 99, -3], "chess": [1]}
    assert f"1 of {len(PATH)} lessons finished" in client.get("/en/learn").get_data(as_text=True)
    with client.session_transaction() as s:
        s["lessons"] = "garbage"
    assert client.get("/en/learn").status_code == 200


@pytest.mark.parametrize("lang", LANGS)
def test_home_leads_to_lesson_1_and_the_trainer_and_the_rules_link_the_path(client, lang):
    home = client.get(f"/{lang}/").get_data(as_text=True)
    first = "tam-cuc" if lang == "vi" else "koikoi"  # a Vietnamese reader's own game comes first
    assert f'class="button start" href="/{lang}/learn/{first}/1"' in home
    assert f'href="/{lang}/puzzles/learn"' in home and f'href="/{lang}/calculator"' in home
    rules = client.get(f"/{lang}/koikoi").get_data(as_text=True)
    assert f'href="/{lang}/learn"' in rules and f'href="/{lang}/puzzles/learn"' in rules


def test_a_finished_path_sends_the_reader_to_play_not_back_to_its_last_lesson(client):
    from website.features.lessons.views import SESSION_KEY

    with client.session_transaction() as s:
        s[SESSION_KEY] = {"koikoi": list(range(1, len(PATH) + 1))}
    page = client.get("/en/learn").get_data(as_text=True)
    section = page.split('id="path-koikoi"')[1].split("</section>")[0]
    assert "Every lesson finished: play a whole game" in section
    assert "Continue with lesson" not in section
    assert re.search(r'href="/en/play">Every lesson finished', section)
