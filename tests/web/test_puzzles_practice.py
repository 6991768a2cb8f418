"""Issue 35: what a learner does after a lesson. Each lesson's practice set (its themes, under
the rules the lessons teach), the path showing done and mastered lessons, the training run (a
mode of its own, themes mixed towards the weak spots, never a third of a kind in a row, near
the rating), mistakes that come back after 1, 3 and 7 days on a clock the tests move, the
taught rules first everywhere a learner is served, and the streak's end card."""

from __future__ import annotations

import datetime
import html as html_text
import random
import re
from collections import Counter

import pytest
from flask import session
from website.features.lessons import path as L
from website.features.puzzles import practice as PR
from website.features.puzzles import spaced, views
from website.games import BY_ID, GAMES
from website.games.kit.lessons import taught

HX = {"HX-Request": "true"}
TAMCUC = BY_ID["tamcuc"]
START = datetime.datetime(2026, 3, 2, 9, 0, tzinfo=datetime.UTC)


@pytest.fixture()
def clock(monkeypatch):
    """The site's clock, moved by the test: ``clock.days(n)`` moves it n days on."""

    class Clock:
        now = START

        def days(self, n: int) -> None:
            self.now += datetime.timedelta(days=n)

    c = Clock()
    monkeypatch.setattr(spaced, "now", lambda: c.now)
    return c


def lib(game):
    return {p["id"]: p for p in game.puzzles.load()}


def base(game, lang="en"):
    return f"/{lang}" if game.id == "koikoi" else f"/{lang}/{game.slug}"


def right_fields(app, game, p) -> dict:
    with app.test_request_context("/en/"):
        return {k: v for k, v in game.puzzles.answer_fields(p).lists()}


def wrong_tamcuc(app, p) -> dict:
    with app.test_request_context("/en/"):
        values = [o["value"] for o in TAMCUC.puzzles.options(p, "en")]
    return {"answer": next(v for v in values if v not in p["answers"])}


def answer(client, game, p, fields, mode="list", lang="en", **extra):
    data = {"puzzle": p["id"], "mode": mode, "tries": "0", "action": "answer", **fields, **extra}
    return client.post(f"{base(game, lang)}/puzzles/{p['id']}", data=data)


def served(client, url) -> str:
    html = client.get(url).get_data(as_text=True)
    return re.search(r'<section id="puzzle"[^>]*data-puzzle="([a-z0-9-]+)"', html).group(1)


# -- 1. every lesson's practice set ---------------------------------------------------------


@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
def test_every_lesson_has_a_practice_set_of_its_theme_under_the_lessons_rules(app, game):
    kit, path = game.puzzles, L.PATHS[game.id]
    puzzles = lib(game)
    # the taught rules are the lessons' and play's
    assert game.board.GAME.default_rules == kit.TAUGHT_RULES
    lessons_rules = getattr(game.lessons, "RULES", None) or game.lessons.TRADITIONAL
    assert kit.TAUGHT_RULES in (lessons_rules, getattr(lessons_rules, "name", None)) or \
        lessons_rules == game.board.GAME.rulesets[kit.TAUGHT_RULES]
    seen = set()
    sets = PR.sets(game.id)
    assert len(sets) == len(path)
    for n, (lesson, pset) in enumerate(zip(path, sets, strict=True), 1):
        assert lesson.slug in kit.PRACTICE, f"{game.id} lesson {n} declares no practice set"
        if lesson.question.puzzle:  # a lesson's own question from the library: the same rules
            assert puzzles[lesson.question.puzzle]["rules"] == kit.TAUGHT_RULES
        if pset.trainer is not None and not pset.ids:
            assert kit.PRACTICE[lesson.slug].trainer, (game.id, n, "no puzzle fits its themes")
            continue
        assert len(pset.ids) >= 3, (game.id, n, pset.ids)
        keys, known = PR.lesson_keys(lesson), taught(path, n)
        for pid in pset.ids:
            p = puzzles[pid]
            assert p["rules"] == kit.TAUGHT_RULES, (game.id, n, pid, p["rules"])
            declared = kit.PRACTICE[lesson.slug].themes
            assert p["theme"] in declared or p["kind"] in declared, (game.id, n, pid)
            uses = kit.practice_uses(p)
            assert uses <= known, (game.id, n, pid, sorted(uses - known))  # nothing untaught
            assert uses & keys, (game.id, n, pid)  # it practises this lesson
            assert pid not in seen and pid != lesson.question.puzzle
            seen.add(pid)


def test_the_sets_leave_out_the_rule_sets_no_lesson_teaches():
    """The review's finding: Hachi-Hachi puzzles under the Vietnamese guide's table and
    Hana-awase ones under "four willows void the yaku" were served after lessons of others."""
    for game_id, untaught in (("hachihachi", "seed-000"), ("hanaawase", "ameshima-nagashi")):
        puzzles = lib(BY_ID[game_id])
        assert all(puzzles[pid]["rules"] != untaught for s in PR.sets(game_id) for pid in s.ids)
    tamcuc = PR.sets("tamcuc")
    assert [s.trainer is not None for s in tamcuc[:2]] == [True, True]  # the cards, the deal
    kinds = {s.lesson.slug: {lib(TAMCUC)[pid]["kind"] for pid in s.ids} for s in tamcuc}
    assert kinds["chui"] == {"reveal"} and kinds["first-call"] == {"first-call"}
    assert kinds["ket"] == {"ket"} and len(kinds["coached-deal"]) >= 3


def answer_lesson(app, client, game, n, lang="en", right=True):
    lesson = L.PATHS[game.id][n - 1]
    with app.test_request_context(f"/{lang}/"):
        asked = L.ask(lesson, lang, game)
    value = next(o.value for o in asked.options if (o.value in asked.right) == right)
    return client.post(f"/{lang}/learn/{game.slug}/{n}", data={"answer": value})


def test_a_lessons_end_offers_its_set_and_the_path_shows_finished_then_mastered(app, client):
    n = 3  # Tam Cúc's "Which card is stronger"
    pset = PR.practice_set(TAMCUC, n)
    html = answer_lesson(app, client, TAMCUC, n).get_data(as_text=True)
    section = html.split('class="pz-practice"')[1].split("</section>")[0]
    assert "Practise this" in section and "0 of 5 solved" in section
    assert all(f"/en/tam-cuc/puzzles/{pid}" in section for pid in pset.ids)
    assert "/en/tam-cuc/puzzles/practice/3" in section
    index = client.get("/en/learn").get_data(as_text=True)
    row = re.search(r'<li class="ls-finished"><a href="/en/learn/tam-cuc/3">.*?</li>', index, re.S)
    assert row and "Practice: 0 of 5 puzzles solved" in row.group(0)
    assert "ls-mastered" not in index
    # the set, served in its own mode, in order, each next link back to the set
    puzzles = lib(TAMCUC)
    for i, pid in enumerate(pset.ids, 1):
        page = client.get("/en/tam-cuc/puzzles/practice/3").get_data(as_text=True)
        assert f'data-puzzle="{pid}"' in page and f"puzzle {i} of 5" in page
        assert 'name="mode" value="practice"' in page and 'name="lesson" value="3"' in page
        done = answer(client, TAMCUC, puzzles[pid], right_fields(app, TAMCUC, puzzles[pid]),
                      mode="practice", lesson="3").get_data(as_text=True)
        assert "pz-right" in done and 'href="/en/tam-cuc/puzzles/practice/3"' in done
    card = client.get("/en/tam-cuc/puzzles/practice/3").get_data(as_text=True)
    assert "Mastered" in card and "5 of 5" not in card
    index = client.get("/en/learn").get_data(as_text=True)
    assert re.search(r'<li class="ls-mastered"><a href="/en/learn/tam-cuc/3">', index)
    assert "★ mastered" in index and "1 mastered" in index


def test_a_card_lesson_points_to_the_card_trainer(client):
    html = client.get("/vi/learn").get_data(as_text=True)
    assert 'href="/vi/tam-cuc/puzzles/learn"' in html and "học mặt bài" in html
    r = client.get("/en/tam-cuc/puzzles/practice/1")
    assert r.status_code == 302 and r.headers["Location"].endswith("/en/tam-cuc/puzzles/learn")
    assert client.get("/en/tam-cuc/puzzles/practice/99").status_code == 404


# -- 2. the training run ---------------------------------------------------------------------


@pytest.mark.parametrize(("lang", "title"), [("vi", "Luyện tập"), ("zh", "训练"), ("en", "Training")])
def test_training_is_a_mode_of_its_own_kept_through_the_form_and_the_next_link(client, lang, title):
    r = client.get(f"/{lang}/tam-cuc/puzzles/train")
    html = r.get_data(as_text=True)
    assert r.status_code == 200 and f"<h1>{title}</h1>" in html
    assert not re.search(r"<h1>[^<]*\d+[^<]*\d+[^<]*</h1>", html)  # not "Puzzle 31 of 367"
    assert 'name="mode" value="train"' in html
    assert f'pz-next-link" href="/{lang}/tam-cuc/puzzles/train"' in html
    pid = re.search(r'data-puzzle="([a-z0-9-]+)"', html).group(1)
    after = client.post(f"/{lang}/tam-cuc/puzzles/{pid}", headers=HX, data={
        "puzzle": pid, "mode": "train", "tries": "0", "action": "solution"}).get_data(as_text=True)
    assert 'name="mode" value="train"' in after or "pz-done" in after
    assert f'pz-next-link" href="/{lang}/tam-cuc/puzzles/train"' in after


@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
def test_the_run_mixes_kinds_and_themes_never_three_in_a_row(client, game):
    random.seed(35)
    puzzles = lib(game)
    kit = game.puzzles
    run = [puzzles[served(client, f"{base(game)}/puzzles/train")] for _ in range(30)]
    kinds = [p["kind"] for p in run]
    themes = [kit.browse_theme(p["theme"]) for p in run]
    for seq in (kinds, themes):
        assert not any(seq[i] == seq[i + 1] == seq[i + 2] for i in range(len(seq) - 2)), seq
    assert len(set(kinds)) >= 3 and len(set(themes)) >= 4, Counter(themes)
    assert "recognition" not in kinds


def test_the_run_leans_towards_the_weak_spot(app, client):
    random.seed(7)
    puzzles = lib(TAMCUC)
    kets = [p for p in puzzles.values() if p["kind"] == "ket" and p["rules"] == "standard"][:3]
    for p in kets:
        answer(client, TAMCUC, p, {}, action="solution")  # three misses, nothing solved
    drawn = [puzzles[served(client, "/en/tam-cuc/puzzles/train")] for _ in range(60)]
    themes = Counter(TAMCUC.puzzles.browse_theme(p["theme"]) for p in drawn)
    assert themes.most_common(1)[0][0] == "ket", themes
    assert themes["ket"] >= 2 * max(n for t, n in themes.items() if t != "ket"), themes


def test_the_run_picks_near_the_readers_rating(client, app):
    def levels(rating):
        c = app.test_client()
        with c.session_transaction() as s:
            s["pg"] = [rating, 60.0, 0.06]
        return [lib(GAMES[0])[served(c, "/en/puzzles/train")]["level"] for _ in range(20)]

    random.seed(3)
    low, high = levels(1000.0), levels(1850.0)
    assert sum(high) / len(high) > sum(low) / len(low) + 0.8, (low, high)


# -- 4. the taught rules first ---------------------------------------------------------------


@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
def test_training_daily_and_streak_keep_to_the_taught_rules(client, game):
    random.seed(4)
    puzzles, taught_rules = lib(game), game.puzzles.TAUGHT_RULES
    for mode in ("train", "streak"):
        rules = {puzzles[served(client, f"{base(game)}/puzzles/{mode}")]["rules"] for _ in range(15)}
        assert rules == {taught_rules}, (mode, rules)
    with client.application.test_request_context(f"{base(game)}/puzzles"):
        from flask import request

        request.view_args = {"lang": "en", "game": game}
        days = [views.daily_puzzle(datetime.date(2026, 1, 1) + datetime.timedelta(days=d))
                for d in range(60)]
    assert {p["rules"] for p in days} == {taught_rules}


def test_other_rules_come_after_twenty_solved_and_say_how_they_differ(client):
    game = BY_ID["hanaawase"]
    puzzles = list(lib(game).values())
    willows = next(p for p in puzzles if p["rules"] == "ameshima-nagashi")
    html = client.get(f"/en/hana-awase/puzzles/{willows['id']}").get_data(as_text=True)
    line = re.search(r'<p class="pz-other-rules">(.*?)</p>', html, re.S).group(1)
    assert "Not the rules of the lessons: Four willows void the yaku." in line
    assert "ameshima" not in line and "all four willow cards" in line
    taught_one = next(p for p in puzzles if p["rules"] == "wikipedia" and p["kind"] != "recognition")
    assert "pz-other-rules" not in client.get(
        f"/en/hana-awase/puzzles/{taught_one['id']}").get_data(as_text=True)
    # after twenty puzzles of the taught rules solved, training mixes in the others
    solved = [i for i, p in enumerate(puzzles) if p["rules"] == "wikipedia"][:20]
    with client.session_transaction() as s:
        bits = sum(1 << i for i in solved)
        import base64

        raw = bits.to_bytes((bits.bit_length() + 7) // 8, "little")
        s["pz-hana-awase"] = base64.urlsafe_b64encode(raw).decode().rstrip("=")
    random.seed(5)
    rules = Counter(lib(game)[served(client, "/en/hana-awase/puzzles/train")]["rules"]
                    for _ in range(40))
    assert set(rules) - {"wikipedia"}, rules


# -- 3. mistakes come back -------------------------------------------------------------------


def due_line(client, game=TAMCUC) -> str:
    html = client.get(f"{base(game)}/puzzles").get_data(as_text=True)
    return html_text.unescape(re.search(r'pz-review-mode"[^>]*>.*?<span>(.*?)</span>', html,
                                        re.S).group(1))


def test_a_missed_puzzle_comes_back_after_one_three_and_seven_days(app, client, clock):
    puzzles = lib(TAMCUC)
    p = puzzles[PR.practice_set(TAMCUC, 3).ids[0]]
    assert "comes back after a day, three days and a week" in due_line(client)
    html = answer(client, TAMCUC, p, wrong_tamcuc(app, p)).get_data(as_text=True)
    assert "It comes back in your training after a day." in html
    assert "the next comes back on March 3, 2026" in due_line(client)
    assert "No puzzle is due now" in client.get("/en/tam-cuc/puzzles/review").get_data(as_text=True)
    clock.days(1)
    assert due_line(client) == "1 due now"
    review = client.get("/en/tam-cuc/puzzles/review").get_data(as_text=True)
    assert f'data-puzzle="{p["id"]}"' in review and "A mistake, back for review" in review
    assert 'name="mode" value="review"' in review
    assert served(client, "/en/tam-cuc/puzzles/train") == p["id"]  # due first in training too
    html = answer(client, TAMCUC, p, right_fields(app, TAMCUC, p), mode="train").get_data(as_text=True)
    assert "It counts as solved now" in html and "comes back once more" in html
    assert "Solved 1 of" in client.get("/en/tam-cuc/puzzles").get_data(as_text=True)
    clock.days(2)
    assert "the next comes back on March 6, 2026" in due_line(client)  # three days after
    clock.days(1)
    assert due_line(client) == "1 due now"
    answer(client, TAMCUC, p, right_fields(app, TAMCUC, p), mode="review")
    clock.days(6)
    assert "the next comes back" in due_line(client)
    clock.days(1)  # a week after
    assert due_line(client) == "1 due now"
    html = answer(client, TAMCUC, p, right_fields(app, TAMCUC, p), mode="review").get_data(as_text=True)
    assert "Learned: it will not come back." in html
    clock.days(30)
    assert "comes back after a day, three days and a week" in due_line(client)


def test_a_miss_on_a_return_starts_the_ladder_again(app, client, clock):
    p = lib(TAMCUC)[PR.practice_set(TAMCUC, 5).ids[0]]
    answer(client, TAMCUC, p, wrong_tamcuc(app, p))
    clock.days(1)
    answer(client, TAMCUC, p, right_fields(app, TAMCUC, p), mode="review")  # up: three days
    clock.days(3)
    answer(client, TAMCUC, p, wrong_tamcuc(app, p), mode="review")  # missed again: one day
    assert "the next comes back on March 7, 2026" in due_line(client)


def test_a_lesson_question_answered_wrong_comes_back(app, client, clock):
    html = answer_lesson(app, client, TAMCUC, 4, right=False).get_data(as_text=True)
    assert "comes back in your puzzle training after a day" in html
    clock.days(1)
    assert due_line(client) == "1 due now"
    review = client.get("/en/tam-cuc/puzzles/review").get_data(as_text=True)
    link = f'/en/learn/tam-cuc/4?s={len(L.PATHS["tamcuc"][3].screens) + 1}'
    assert f'href="{link}"' in review and "Lesson 4: Combinations" in review
    html = answer_lesson(app, client, TAMCUC, 4).get_data(as_text=True)
    assert "Answered right on its return" in html
    assert "the next comes back on March 6, 2026" in due_line(client)


def test_the_schedule_is_small_and_bounded(app, client, clock):
    puzzles = [p for p in lib(TAMCUC).values() if p["kind"] != "recognition"][:40]
    for p in puzzles:
        answer(client, TAMCUC, p, {}, action="solution")
    with client.session_transaction() as s:
        kept = s["rv-tam-cuc"]
    assert len(kept) == spaced.MAX_ENTRIES and all(len(e) == 3 for e in kept)
    assert len(client.get_cookie("session").value) < 2000


# -- 5. the streak's end card ----------------------------------------------------------------


@pytest.mark.parametrize("lang", ["en", "vi"])
def test_the_streak_end_card_says_what_was_chosen_and_what_was_right(app, client, lang):
    p = next(q for q in lib(TAMCUC).values() if q["kind"] == "trick" and q["rules"] == "standard")
    wrong = wrong_tamcuc(app, p)
    html = answer(client, TAMCUC, p, wrong, mode="streak", lang=lang).get_data(as_text=True)
    end = html.split('<div class="pz-end">')[1].split('<ul class="pz-answers">')[0]
    words = {"en": ("You chose:", "The answer:", "Not quite"),
             "vi": ("Bạn chọn:", "Đáp án:", "Chưa đúng")}[lang]
    with app.test_request_context(f"/{lang}/"):
        from flask_babel import force_locale

        with force_locale(lang):
            chosen = TAMCUC.puzzles.answer_text(p, wrong["answer"], lang)
            right = TAMCUC.puzzles.answer_text(p, p["answers"][0], lang)
    chose = re.search(words[0] + r"</strong> ([^<]+)</p>", end).group(1)
    shown = re.search(words[1] + r"</strong> ([^<]+)</p>", end).group(1)
    assert html_text.unescape(chose) == chosen and html_text.unescape(shown) == right
    assert words[2] not in end.split('class="pz-end-why"')[0]


def test_the_new_session_values_are_read_back_checked(app):
    client = app.test_client()
    with client.session_transaction() as s:
        s["rv-tam-cuc"] = [[0, 0, 1], [-1, 2, 1], [10**6, 0, 1], [0, 7, 1], ["0", 0, 1],
                           [3, 0, 10**9], [3, 1], True, [5, 0, 1], [5, 1, 1]]
        s["tr-tam-cuc"] = [10**6, -1, "x", 2]
    with app.test_request_context("/en/tam-cuc/puzzles"):
        from flask import request

        request.view_args = {"lang": "en", "game": TAMCUC}
        session.update({"rv-tam-cuc": [[0, 0, 1], [-1, 2, 1], [10**6, 0, 1], [0, 7, 1],
                                       ["0", 0, 1], [3, 0, 10**9], [3, 1], True, [5, 0, 1],
                                       [5, 1, 1]], "tr-tam-cuc": [10**6, -1, "x", 2]})
        assert views.due_mistakes() == [-1, 0, 5]  # one entry per ref, the first kept
        assert views._recent() == [2]
    assert client.get("/en/tam-cuc/puzzles").status_code == 200
    assert client.get("/en/tam-cuc/puzzles/train").status_code == 200
    assert client.get("/en/tam-cuc/puzzles/review").status_code == 200
