"""What the board shows about each card and each move: the cards that just moved are outlined
(with a legend), every table card carries its month and its name, the capture badge reads as words,
and the move text keeps its place so the board does not jump."""

from __future__ import annotations

import html as htmllib
import re

import pytest

from engine.hanafuda.cards import CARDS_BY_ID

from . import test_play
from .test_play import form_actions, new_game, version_of

app = test_play.app  # the same fixture: a fresh game store per test

IMG = re.compile(r'<img class="card-img ([^"]*)" src="[^"]*" alt="([^"]*)" title="([^"]*)" '
                 r'data-month="(\d+)"')
TCARD = re.compile(r'<span class="tcard"><img [^>]*alt="([^"]*)"[^>]*data-month="(\d+)"[^>]*>'
                   r'<span class="month-no" aria-hidden="true">(\d+)</span>')
NAME_TO_MONTH = {c.spoken_name("en"): c.month for c in CARDS_BY_ID.values()}  # no copy number


def _started(client):
    """A new game where the reader has a card to play."""
    return test_play._start(None, client)


def test_every_card_has_its_name_as_tooltip_and_its_month_as_a_number(app, client):
    _gid, html = _started(client)
    imgs = IMG.findall(html)
    assert len(imgs) >= 8  # at least the hand
    for _cls, alt, title, month in imgs:
        name = htmllib.unescape(alt)
        assert htmllib.unescape(title) == name
        assert NAME_TO_MONTH[name] == int(month)
        assert not re.search(r"\d$", name), name  # identical chaff cards carry no copy number
    tcards = TCARD.findall(html)
    assert len(tcards) >= 8
    assert all(a == b for _alt, a, b in tcards)


def test_the_capture_badge_reads_as_words_not_a_multiplier(app, client):
    _gid, html = _started(client)
    assert "✕ 1" not in html
    badges = re.findall(r'<span class="takes"[^>]*>([^<]*)</span>', html)
    assert all(re.fullmatch(r"takes [13]", b) for b in badges)


def test_after_a_move_the_moved_cards_are_outlined_with_a_legend(app, client):
    gid, html = _started(client)
    assert 'class="play-log"' in html  # the log's place is kept even when empty
    action = form_actions(html)[0]
    played = action.split()[1]  # "play <card> [x <card>]"
    client.post(f"/en/play/{gid}", data={"v": version_of(html), "a": action})
    after = client.get(f"/en/play/{gid}").get_data(as_text=True)
    assert "moved-legend" in after
    moved = [htmllib.unescape(alt) for cls, alt, _t, _m in IMG.findall(after) if "moved" in cls.split()]
    assert moved, "no card outlined after a move"
    assert CARDS_BY_ID[played].spoken_name("en") in moved


@pytest.mark.parametrize("lang", ["vi", "zh"])
def test_the_legend_and_badge_are_translated(app, client, lang):
    gid = new_game(client, lang, "nintendo", "greedy")
    html = client.get(f"/{lang}/play/{gid}").get_data(as_text=True)
    assert "takes " not in html and "Outlined" not in html


def test_the_viewer_outlines_and_explains_the_last_move(client):
    html = client.get("/en/games/koikoi-backfires?step=1").get_data(as_text=True)
    assert "moved-legend" in html
    assert any("moved" in cls.split() for cls, *_ in IMG.findall(html))



def test_progress_toward_yaku_on_the_viewer_board(client):
    seen = 0
    for step in range(0, 40):
        r = client.get(f"/en/games/koikoi-backfires?step={step}")
        if r.status_code != 200:
            break
        for _name, have, need in re.findall(r'class="progress-item"[^>]*>([^<]*?) (\d+)/(\d+)<',
                                            r.get_data(as_text=True)):
            seen += 1
            assert 0 < int(have) < int(need)
    assert seen


@pytest.mark.parametrize("counts", [True, False])
def test_the_chaff_label_says_when_the_sake_cup_counts(counts):
    from dataclasses import replace

    from website.games.koikoi.board import seat_view

    from engine.koikoi.rules import get_rules

    ruleset = replace(get_rules("nintendo"), sake_as_chaff=counts)
    pile = ["chrysanthemum-sake", *[c.id for c in CARDS_BY_ID.values() if c.kind == "chaff"][:9]]
    view = seat_view(0, "You", dealer=0, hand=(), hand_size=0, pile=pile, yaku=(), koikoi=0,
                     rules=ruleset)
    assert view.sake_counts == counts


def test_the_hint_marks_its_card_and_ranks_by_one_value(app, client):
    gid, html = _started(client)
    page = client.get(f"/en/play/{gid}/hint?v={version_of(html)}").get_data(as_text=True)
    box = page[page.index('id="hint"'):]
    suggested = re.findall(r'<div class="hand-card suggested">.*?alt="([^"]+)"', page, re.S)
    assert len(suggested) == 1
    assert htmllib.unescape(suggested[0]) in htmllib.unescape(box[:box.index("With this move")])
    # the estimates in words and to one decimal, the scale explained once, in a details note
    values = [float(v.replace("−", "-")) for v in re.findall(r"\(about ([+−]\d\.\d)\)", box)]
    assert box.count("<details") == 1 and "+99" not in box
    if len(values) == 2:  # a suggestion and a next best: never a better next best
        assert values[0] >= values[1]
    else:
        assert len(values) == 1


def test_the_viewer_says_why_at_real_decisions(client):
    whys = []
    for step in range(1, 40):
        r = client.get(f"/en/games/koikoi-backfires?step={step}")
        if r.status_code != 200:
            break
        html = htmllib.unescape(r.get_data(as_text=True))
        if 'class="why"' in html:
            whys.append(html[html.index('class="why"'):].split("</div>")[0])
    assert whys, "no why line in a whole sample game"
    assert any("koi-koi" in w.lower() for w in whys)  # the sample's koi-koi call is explained


@pytest.mark.parametrize("lang", ["vi", "zh", "en"])
@pytest.mark.parametrize("sample, step", [("tam-cuc-ket-doi", 14), ("sake-cup-double-duty", 22),
                                          ("hana-awase-teppo", 19)])
def test_the_why_of_a_move_sits_right_under_the_move(app, client, lang, sample, step):
    """At a step where more happened than the move (Tam Cúc's lay, then the caller's triple
    turned up; a Koi-Koi draw or a Hana-awase play, then the yaku it made), "Why" comes right
    after the move's sentence and before what followed, not after the step's last sentence."""
    from website.core.words import THIRD_PERSON
    from website.features.viewer.views import samples

    replayed = samples()[sample].replayed
    frame = replayed.frames[step]
    states, actions = replayed.hands[frame.hand]
    html = client.get(f"/{lang}/{replayed.game.slug}/games/{sample}?step={step}".replace(
        "/koikoi/", "/")).get_data(as_text=True)
    with app.test_request_context(f"/{lang}/"):
        said = replayed.board.frame(states, actions, frame.index, THIRD_PERSON,
                                    [0] * replayed.seats)["sentences"]
    assert len(said) >= 2  # the move and what followed it
    assert story_of(html) == [said[0], "WHY", *said[1:]]


def story_of(html: str) -> list[str]:
    """What the viewer's step says, in order: each sentence of ``div.says``, and "WHY" where
    the why block stands."""
    from html.parser import HTMLParser

    class Story(HTMLParser):
        def __init__(self):
            super().__init__()
            self.depth = 0  # inside div.says: its depth of nested divs, 0 outside
            self.blocks: list[str] = []
            self.text: list[str] | None = None

        def handle_starttag(self, tag, attrs):
            cls = dict(attrs).get("class")
            if tag == "div" and (self.depth or cls == "says"):
                self.depth += 1
                if cls == "why":
                    self.blocks.append("WHY")
            elif tag == "p" and self.depth == 1:
                self.text = []

        def handle_endtag(self, tag):
            if tag == "div" and self.depth:
                self.depth -= 1
            elif tag == "p" and self.text is not None:
                self.blocks.append("".join(self.text))
                self.text = None

        def handle_data(self, data):
            if self.text is not None:
                self.text.append(data)

    parser = Story()
    parser.feed(html)
    return parser.blocks


def test_the_review_of_a_played_hand_marks_worse_moves_with_the_better_one(app, client,
                                                                          monkeypatch):
    import random

    from website.games import BY_SLUG

    from .test_play import play_through

    gid = new_game(client, "en", "nintendo", "greedy", rounds=1)
    for seed in range(20):  # random choices: some hand has a move the engine judges worse
        play_through(app, client, gid, "en", random.Random(seed), htmx=False, check_hidden=False)
        html = htmllib.unescape(client.get(f"/en/play/{gid}/review").get_data(as_text=True))
        assert "Analysis of your moves" in html
        if "Better:" in html:
            break
        gid = new_game(client, "en", "nintendo", "greedy", rounds=1)
    else:
        raise AssertionError("twenty hands of random play and not one move judged worse")
    assert re.search(r"Accuracy: \d+%", html)
    for li in re.findall(r'<li class="verdict-(?:mistake|inaccuracy)">(.*?)</li>', html, re.S):
        # a koi-koi call is valued in points, which may take two digits
        played, best = (float(v.replace("−", "-").replace(",", ""))
                        for v in re.findall(r"estimate ([+−][\d,]+(?:\.\d+)?)", li))
        assert best > played  # the better move is better by the same measure
        step = re.search(r"step=(\d+)", li).group(1)
        assert client.get(f"/en/play/{gid}/review?step={step}").status_code == 200

    def made_twice(*_args):
        raise AssertionError("the review was made again")

    monkeypatch.setattr(BY_SLUG["koikoi"].board, "review", made_twice)
    assert client.get(f"/en/play/{gid}/review?step=1").status_code == 200  # kept, not made twice
    zh = client.get(f"/zh/play/{gid}/review").get_data(as_text=True)
    assert "你的出牌分析" in zh


def test_the_hachihachi_viewer_shows_how_near_each_pile_is_to_a_dekiyaku(client):
    """Before a sample's Akatan is made, its maker's seat says "Close to: Akatan 2/3"."""
    import json

    from engine.games import game_of, sample_records
    from engine.hachihachi.dekiyaku import dekiyaku_progress
    from engine.hachihachi.rules import YAKU_NAMES
    from engine.hanafuda.cards import mask_of

    sample = json.loads(sample_records()["hachi-hachi-sage"].read_text(encoding="utf-8"))
    states, _actions = game_of(sample["record"]).replay(sample["record"])[0]
    step = next(i for i, s in enumerate(states) for p in range(3)
                if any(g.yaku == "akatan" for g in dekiyaku_progress(mask_of(s.pile(p)), s.rules)))
    page = client.get(f"/en/hachi-hachi/games/hachi-hachi-sage?step={step}").get_data(as_text=True)
    assert "Close to:" in page and f"{YAKU_NAMES['akatan']['en']} 2/3" in page
    first = client.get("/en/hachi-hachi/games/hachi-hachi-sage?step=0").get_data(as_text=True)
    assert "Akatan 2/3" not in first  # nobody has captured anything yet
