"""A reviewed game's marks where the reader meets them (issue 22): Lichess's ?! and ? in the
move list at the very steps the analysis flags, with the verdict in words for a screen reader,
and at that step the better move drawn with its cards, every one of them a card the reader
saw at the table just before (their own hand or the field), and a sentence of why, in vi, zh
and en."""

from __future__ import annotations

import html as htmllib
import itertools
import random
import re

import pytest
from website.features.play import views as play_views

from .test_review_games import _play
from .test_tables import app, new_game, table_of  # noqa: F401

CARD = r'/(?:cards|tamcuc)/([a-z0-9-]+)\.svg'


def _finished_review(app, client, game, rules, seats, monkeypatch):  # noqa: F811
    seeds = itertools.count()
    monkeypatch.setattr(play_views, "_rng", lambda: random.Random(f"{game}-m{next(seeds)}"))
    monkeypatch.setitem(app.config, "JUDGE_SCALE", 1.0)
    rng = random.Random(f"{game}-marks")
    for _attempt in range(4):
        gid = new_game(client, game, rules, seats, level="greedy", rounds=1)
        url = f"/en/{game}/play/{gid}"
        _play(client, url, rng)
        html = htmllib.unescape(client.get(f"{url}/review").get_data(as_text=True))
        if re.search(r'<li class="verdict-', html):
            return url, html
    pytest.skip("random answers and not one move flagged in four deals")


def _board(html: str) -> str:
    return re.search(r'<div class="board" id="board">(.*?)<aside', html, re.S).group(1)


@pytest.mark.parametrize("game, rules, seats", [("tam-cuc", "standard", 2),
                                                ("hachi-hachi", "traditional", 3)])
def test_flagged_moves_are_marked_in_the_list_and_at_their_step(app, client, game, rules,  # noqa: F811
                                                                seats, monkeypatch):
    url, html = _finished_review(app, client, game, rules, seats, monkeypatch)
    flagged = {int(step): verdict for verdict, step in re.findall(
        r'<li class="verdict-(\w+)">\s*<a href="[^"]*step=(\d+)"', html)}
    moves = re.search(r'<div class="moves">.*?</div>', html, re.S).group(0)
    marked = {int(re.search(r'data-n="(\d+)"', li).group(1)): mark.group(1)
              for li in re.findall(r"<li>(.*?)</li>", moves, re.S)
              if (mark := re.search(r'class="mv-mark mark-(\w+)"', li))}
    assert marked == flagged  # the same steps, the same verdicts, nothing more
    drawn = 0
    for step, verdict in flagged.items():
        entry = re.search(rf'data-n="{step}".*?</li>', moves, re.S).group(0)
        sign, said = ("?", "Mistake") if verdict == "mistake" else ("?!", "Inaccuracy")
        assert f'aria-hidden="true">{sign}</span><span class="visually-hidden">{said}</span>' in entry
        page = htmllib.unescape(client.get(f"{url}/review?step={step}").get_data(as_text=True))
        box = re.search(r'<div class="review-mark.*?</div>', page, re.S).group(0)
        assert said in box and "Better:" in box
        # the better move is one to make, not a report of the reader's ("…: You lay …")
        assert re.search(r"(Clearly|Slightly) better here: (?!You )[A-Z]", box)
        before = _board(htmllib.unescape(
            client.get(f"{url}/review?step={step - 1}").get_data(as_text=True)))
        for card in re.findall(CARD, box):  # seen at the table before the move: no hidden card
            assert card in re.findall(CARD, before), card
        board_now = _board(page).split('<div class="review-mark', 1)[0]
        outlined = set(re.findall(r'class="[^"]*\bbetter\b[^"]*" src="[^"]*?' + CARD, board_now))
        on_board = set(re.findall(CARD, board_now))
        assert outlined == set(re.findall(CARD, box)) & on_board  # drawn where they lie
        drawn += len(outlined)
    assert drawn  # the better move shown on the board itself, not only in the box
    step = next(iter(flagged))
    for lang, words in (("vi", ("Nước tốt hơn:", "Ở đây có nước")), ("zh", ("更好的走法：", "这里"))):
        page = htmllib.unescape(client.get(url.replace("/en/", f"/{lang}/", 1)
                                           + f"/review?step={step}").get_data(as_text=True))
        box = re.search(r'<div class="review-mark.*?</div>', page, re.S).group(0)
        assert all(w in box for w in words)
        if lang == "zh":  # Chinese runs its sentences on: no space after a full stop
            assert "。 " not in box and "： " not in box
    unmarked = next(n for n in range(1, 200) if n not in flagged)
    page = client.get(f"{url}/review?step={unmarked}").get_data(as_text=True)
    assert 'class="review-mark' not in page and " better\"" not in page
    htmx = client.get(f"{url}/review?step={step}", headers={"HX-Request": "true"})
    assert 'class="review-mark' in htmx.get_data(as_text=True)  # the swapped region too


def test_the_hachi_hachi_end_screens_break_the_settlement_down(app, client, monkeypatch):  # noqa: F811
    """Each seat's payments, line by line as the calculator shows a pile's, adding up to what
    the engine paid: on the review's last step and on the play page's end screen."""
    url, _html = _finished_review(app, client, "hachi-hachi", "traditional", 3, monkeypatch)
    table = table_of(app, url.rsplit("/", 1)[1])
    paid, settled = table.score, table.state.result.settlement.cards_settled
    for page_url in (f"{url}/review?step=999", url):
        page = htmllib.unescape(client.get(page_url, follow_redirects=True).get_data(as_text=True))
        box = re.search(r'<div class="settlement-breakdown">(.*?)</div>', page, re.S).group(1)
        tables = re.findall(r'<table class="calc-lines">(.*?)</table>', box, re.S)
        assert len(tables) == 3
        for seat, lines in enumerate(tables):
            total = re.search(r'class="num calc-points">([+−-]?\d+)<', lines).group(1)
            assert int(total.replace("−", "-")) == paid[seat]
            if settled:  # a sage pays the yaku alone
                assert "Card points: " in lines and "− 88" in lines  # against the par
            assert "(mon)" in lines  # kan counted in mon


def _last_steps(app, client, slug):  # noqa: F811
    """Every single-deal sample of a game: its final state and its last step's page."""
    from website.features.viewer.views import samples

    with app.test_request_context():
        found = [sample for sample in samples().values()
                 if slug == sample.replayed.game.slug and not sample.replayed.is_match]
    base = "" if slug == "koikoi" else f"/{slug}"
    for sample in found:
        page = client.get(f"/en{base}/games/{sample.id}?step=999", follow_redirects=True)
        assert page.status_code == 200
        yield sample.replayed.hands[-1][0][-1], htmllib.unescape(page.get_data(as_text=True))


def test_a_stopped_koi_koi_hand_ends_with_the_calculators_score(app, client):  # noqa: F811
    stopped = 0
    for final, page in _last_steps(app, client, "koikoi"):
        result = final.result
        boxes = re.findall(r'<div class="settlement-breakdown">(.*?)</table>', page, re.S)
        if result.reason != "stop":
            assert not boxes
            continue
        stopped += 1
        (box,) = boxes
        points = re.search(r'class="calc-points"[^>]*>(\d+)<', box).group(1)
        assert int(points) == result.points[result.winner]  # the engine's, by the calculator
        assert f">{result.base}" in box and f"×{result.multiplier}" in box
    assert stopped


def test_a_tam_cuc_deal_ends_with_each_seats_cards_and_points(app, client):  # noqa: F811
    for final, page in _last_steps(app, client, "tam-cuc"):
        table = re.search(r'<table class="settlement-table.*?</table>', page, re.S).group(0)
        rows = re.findall(r"<tr><th scope=\"row\">[^<]*</th><td>(\d+)</td><td>([+\u2212]\d+)</td>", table)
        assert [(int(c), int(p.replace("\u2212", "-"))) for c, p in rows] == list(zip(final.result.cards,
                                                                final.result.points, strict=True))
