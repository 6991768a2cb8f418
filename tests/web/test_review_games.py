"""The review of a finished Tam Cúc or Hachi-Hachi game played through the forms: an accuracy
per deal, the moves judged worse in the game's own words with the better move and both estimates,
the unit of those estimates, links to the steps; and no review before the game is over."""

from __future__ import annotations

import html as htmllib
import itertools
import random
import re

import pytest
from website.features.play import views as play_views
from website.games import BY_SLUG

from .test_tables import app, assert_nothing_hidden, new_game, next_form  # noqa: F401


def _play(client, url: str, rng: random.Random, moves: int = 2000) -> None:
    """Random legal answers through the page's forms (and the next deal when one is over), up to
    ``moves`` answers or the end of the game."""
    for _ in range(moves):
        page = client.get(url).get_data(as_text=True)
        form = next_form(page, rng)
        if form is None and f"{url}/next" in page:
            version = re.search(r'name="v" value="(\d+)"', page).group(1)
            assert client.post(f"{url}/next", data={"v": version}).status_code == 303
            continue
        if form is None:
            return
        assert client.post(url, data=form).status_code == 303
    if moves == 2000:
        raise AssertionError("the game did not end")


def _flagged(html: str) -> list[str]:
    return re.findall(r'<li class="verdict-(?:mistake|inaccuracy)">(.*?)</li>', html, re.S)


def _estimates(li: str) -> list[float]:
    return [float(v.replace("−", "-").replace(",", ""))
            for v in re.findall(r"\(estimate ([+−][\d,]+(?:\.\d+)?) (?:points|mon)\)", li)]


# The move played is reported ("You lay …"); the better one is a move to make ("Lay …").
@pytest.mark.parametrize("game, rules, seats, rounds, unit, verbs", [
    ("tam-cuc", "standard", 3, 4, "the points the deal would pay you",
     (("You call", "You lay", "You reveal", "You chui", "You show", "You pass"),
      ("Call ", "Lay ", "Turn your cards up", "Chui", "Show ", "Pass"))),
    # The judge marks a move only when its sampling tells it clearly from the best: over one
    # Hachi-Hachi deal a random player's slips may all be within that, so three deals.
    ("hachi-hachi", "traditional", 3, 3, "how many mon",
     (("You play", "You draw", "You call"), ("Play ", "Take ", "Leave ", "Call "))),
])
def test_a_finished_game_is_reviewed_move_by_move(app, client, game, rules, seats, rounds, unit,  # noqa: F811
                                                   verbs, monkeypatch):
    rng = random.Random(f"{game}-review")
    monkeypatch.setitem(app.config, "JUDGE_SCALE", 1.0)  # the judge's whole budget: at half of
    # it, a random player's slips in Hachi-Hachi are seldom told apart from the best
    seeds = itertools.count()  # the site deals from fresh randomness: here from fixed seeds, so
    monkeypatch.setattr(play_views, "_rng", lambda: random.Random(f"{game}-{next(seeds)}"))  # no luck
    for _deal in range(8):  # a deal may end within its first moves (a special yaku): deal again
        gid = new_game(client, game, rules, seats, level="greedy", rounds=rounds)
        url = f"/en/{game}/play/{gid}"
        _play(client, url, rng, moves=3)
        early = client.get(f"{url}/review")  # not over: no review, and nothing hidden shows
        if early.status_code != 200:
            break
    assert early.status_code == 409
    assert_nothing_hidden(app, client, gid, early)
    _play(client, url, rng)
    page = client.get(f"{url}/review")
    html = htmllib.unescape(page.get_data(as_text=True))
    assert page.status_code == 200 and "Analysis of your moves" in html
    assert unit in html
    accuracies = re.findall(r"Accuracy: (\d+)%", html)
    assert len(accuracies) + html.count("You had no choice") == rounds
    assert all(0 <= int(a) <= 100 for a in accuracies)
    if rounds > 1:
        assert f"Hand {rounds}" in html
    flagged = _flagged(html)
    assert flagged, "random answers and not one move judged worse"
    for li in flagged:
        played, better = (re.search(rf"{label}: ([^(]+)\(", li).group(1)
                          for label in ("Played", "Better"))
        assert played.startswith(verbs[0]) and better.startswith(verbs[1]), (played, better)
        assert "✕" not in li  # the game's own sentences, not Koi-Koi's card ✕ card
        value, best = _estimates(li)
        assert best > value
        step = re.search(r"step=(\d+)", li).group(1)
        assert client.get(f"{url}/review?step={step}").status_code == 200
    def made_twice(*_args):
        raise AssertionError("the review was made again")

    monkeypatch.setattr(BY_SLUG[game].board, "review", made_twice)
    assert client.get(f"{url}/review?step=1").status_code == 200  # kept, not made twice
    zh = htmllib.unescape(client.get(f"/zh/{game}/play/{gid}/review").get_data(as_text=True))
    vi = htmllib.unescape(client.get(f"/vi/{game}/play/{gid}/review").get_data(as_text=True))
    assert "准确率" in zh and "估值" in zh and "Độ chính xác" in vi and "ước lượng" in vi
    assert ("文" in zh and "mon" in vi) if game == "hachi-hachi" else ("基准" in zh and "mốc" in vi)
