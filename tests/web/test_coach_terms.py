"""The coach's and the friends' tables' words (issue 37, item 3): the term tables' [coach] and
[table] sections name each concept once, and [avoid] holds the variants the native re-read
unified (chưa lộ diện / chưa lộ mặt for chưa lộ, 未见 and 尚未露面 for 未亮出, "the engine
suggests" beside "the coach slightly prefers"…). The pages a reader meets, a hint box, a
review and a table of friends, are read for them in every language."""

from __future__ import annotations

import html as htmllib
import itertools
import random
import re

import pytest
from website import create_app
from website.features.play import views as play_views
from website.features.tables import views as table_views
from website.games import GAMES

from engine import terms

from .test_tables import play_url, table_of
from .test_terms import avoided_in, problems

LANGS = ("vi", "zh", "en")


def _text(html: str) -> str:
    html = re.sub(r"<(script|style)[^>]*>.*?</\1>", " ", html, flags=re.S)
    return re.sub(r"\s+", " ", htmllib.unescape(re.sub(r"<[^>]+>", " ", html))).strip()


@pytest.fixture()
def app(tmp_path, monkeypatch):
    from .conftest import _compile_catalogues

    _compile_catalogues()
    seeds = itertools.count()
    monkeypatch.setattr(play_views, "_rng", lambda: random.Random(f"coach-{next(seeds)}"))
    monkeypatch.setattr(table_views, "_rng", lambda: random.Random(f"coach-t-{next(seeds)}"))
    return create_app({"TESTING": True, "GAME_STORE": str(tmp_path / "games.sqlite3"),
                       "CREATE_LIMIT": "1000 per minute", "JUDGE_SCALE": 0.1})


def test_the_checks_catch_the_variants_the_reread_unified():
    for text in ("nơi 2 lá cùng tháng chưa lộ diện có thể ăn mất", "còn Tốt đen chưa lộ mặt",
                 "qua nhiều ván tưởng tượng", "Theo ước tính của huấn luyện viên",
                 "so với ước tính của người chơi mạnh", "bộ chỉ được tính khi đủ trong đống bài",
                 "Không có nước thiếu chính xác", "các lá của nước hay hơn", "bị huỷ",
                 "Máy gợi ý:", "huấn luyện viên, tay chơi giỏi nhất của trang"):
        assert avoided_in("vi", text), text
    for text in ("没有未见的牌能吃它", "同月尚未露面的2张牌", "当设想的牌局清楚显示",
                 "在许多假想的暗牌分布中", "与强力电脑的估值相比较", "与强手的估算相比",
                 "吃下的牌现共17点", "引擎建议：", "代打电脑的水平", "更好的选择：", "最佳出法"):
        assert avoided_in("zh", text), text
    # the rules variants and the tables of four to seven (second re-read)
    for text in ("Bàn lúc mở ván nhân mọi khoản trả lên 2 lần.",
                 "người chơi có từ 20 điểm lá trở xuống làm ván thành hòa",
                 "Điểm lá bài: 47 − 88"):
        assert avoided_in("vi", text), text
    for text in ("牌点只有20分或更少的玩家", "这一局作和", "不能申请歇局", "其余的人轮流在旁边歇一局"):
        assert avoided_in("zh", text), text
    assert not avoided_in("vi", "Bàn lúc mới chia khiến ván này thành ván lớn; nếu có người "
                                "chơi chỉ được từ 20 điểm lá trở xuống thì ván hòa.")
    assert not avoided_in("zh", "有玩家牌分只有20分或更少时，这一局算和局；其余的人旁观。")
    assert avoided_in("en", "The engine suggests:")
    assert avoided_in("en", "Play Tam Cúc against the computer, with hints from the engine.")
    # what the tables say instead passes
    for lang in LANGS:
        for key, word in terms.table(lang)["coach"].items():
            assert not avoided_in(lang, word), (lang, key, word)
        for key, word in terms.table(lang)["table"].items():
            assert not avoided_in(lang, word), (lang, key, word)
    assert not avoided_in("vi", "Nước này chỉ bỏ ra một lá chưa lộ; ván giả định; chồng lá đã bắt")
    assert not avoided_in("zh", "同月还有2张未亮出的牌能吃它；吃到的牌现共17点；次佳选择")


def test_the_term_tables_name_every_coach_and_table_concept_in_every_language():
    for section in ("coach", "table"):
        keys = set(terms.table("en")[section])
        for lang in LANGS:
            assert set(terms.table(lang)[section]) == keys, (lang, section)
            assert all(terms.table(lang)[section].values()), (lang, section)


def _hints_and_review(app, game, lang: str, moves: int = 6) -> list[tuple[str, str]]:
    """The hint box before each of the reader's first moves (following the hint every other
    time, the first legal choice otherwise, so the review has marks to show), then the review."""
    client = app.test_client()
    engine = game.board.GAME
    r = client.post(play_url(game.slug, lang), data={
        "rules": engine.default_rules, "level": "greedy", "rounds": "1",
        # the most seats at which every seat plays (at a larger Hachi-Hachi or Hana-awase table
        # the word before the play has no hint: tests/web/test_play_sitout.py)
        "seats": str(max(n for n in game.board.SEAT_COUNTS
                         if n <= getattr(game.board, "DEFAULT_SEATS", n)))})
    assert r.status_code == 303, r.get_data(as_text=True)[:300]
    url = r.headers["Location"]
    gid = url.rsplit("/", 1)[1]
    out = []
    from .test_hint_followed import _hinted_form

    for n in range(moves):
        if table_of(app, gid).match_over:
            break
        page = client.get(url).get_data(as_text=True)
        version = re.search(r'name="v" value="(\d+)"', page).group(1)
        hinted = client.get(f"{url}/hint?v={version}").get_data(as_text=True)
        box = re.search(r'<div class="hint-box".*?</div>', hinted, re.S)
        assert box, (game.slug, lang)
        out.append((f"{game.slug} hint {n}", _text(box.group(0))))
        actions = re.findall(r'name="a" value="([^"]+)"', page)
        data = ({"v": version, "a": htmllib.unescape(actions[0])} if actions and n % 2
                else _hinted_form(app, game.slug, gid, page))
        assert client.post(url, data=data).status_code == 303
    review = client.get(f"{url}/review", follow_redirects=True)
    if review.status_code == 200:
        out.append((f"{game.slug} review", _text(review.get_data(as_text=True))))
    return out


@pytest.mark.parametrize("lang", LANGS)
def test_hint_boxes_and_reviews_use_the_coach_terms(app, lang):
    """Every game's hint box, in the reader's language, names its giver with the table's term
    and says none of the variants under [avoid]; Chinese brackets are full-width."""
    suggests = terms.term(lang, "coach", "suggests")
    bad = {}
    for game in GAMES:
        for where, text in _hints_and_review(app, game, lang):
            if " hint " in where and not text.lower().startswith(suggests.lower()):
                bad[where] = f"does not open with {suggests!r}: {text[:60]}"
            if found := problems(lang, text):
                bad[where] = found
            if lang == "zh" and (half := re.findall(r"[\u4e00-\u9fff：] ?\([^)]*\)", text)):
                bad[where] = half
    assert not bad, bad


@pytest.mark.parametrize("lang", LANGS)
def test_a_table_of_friends_uses_the_table_terms(app, lang):
    host = app.test_client()
    base = f"/{lang}/tables"
    form = {"name": "Host", "rules": "nintendo", "seats": "2", "rounds": "1", "move_time": "0",
            "stand_in": "greedy", "hints": "on", "seat1": "person"}
    r = host.post(base, data=form)
    assert r.status_code == 303, r.get_data(as_text=True)[:300]
    page = htmllib.unescape(host.get(r.headers["Location"]).get_data(as_text=True))
    text = _text(page)
    new = _text(host.get(f"{base}/new").get_data(as_text=True))
    words = terms.table(lang)["table"]
    assert f'aria-label="{words["invitation-link"]}'.lower() in page.lower()  # the link's box
    assert words["seat-link"].lower() in text.lower()
    assert words["learning-table"].lower() in new.lower()
    assert not problems(lang, text) and not problems(lang, new)
    host = terms.term(lang, "table", "host")
    mark = f"（{host}）" if lang == "zh" else f" ({host})"  # brackets as the language writes them
    assert re.search(rf"[^\s]{re.escape(mark)}", text), text[text.find(host) - 40:][:80]
