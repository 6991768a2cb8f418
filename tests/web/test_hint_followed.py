"""A reader who follows the hint at every choice, through the site's own forms, is never told
by the review that one of those moves was an inaccuracy or a mistake (issue 22: the review had
marked three hinted moves of a Tam Cúc deal), in every game and at every seat count; and the
hint is the same on every request for a position."""

from __future__ import annotations

import itertools
import random
import re

import pytest
from website.features.play import views as play_views
from website.games import BY_SLUG
from werkzeug.datastructures import MultiDict

from engine.errors import EngineError

from .test_tables import app, play_cases, play_url, table_of  # noqa: F401

# where every seat plays: at a larger Hachi-Hachi or Hana-awase table the word before the play
# has no hint and the step-through is refused (tests/web/test_play_sitout.py)
CASES = play_cases(all_play=True)


def _version(page: str) -> str | None:
    found = re.search(r'name="v" value="(\d+)"', page)
    return found and found.group(1)


def _hinted_form(app, game: str, gid: str, page: str) -> dict:  # noqa: F811
    """The form the page itself offers for the hinted move: a button's value, or the hinted
    cards ticked in the hand with the pick form's verb."""
    b = BY_SLUG[game].board
    table = table_of(app, gid)
    with app.test_request_context("/en/"):
        hint = b.hint(table.state.observation(0), play_views._seats(table))
    version = _version(page)
    for value in re.findall(r'name="a" value="([^"]+)"', page):
        try:
            if b.read_action(MultiDict({"a": value}), 0) == hint["action"]:
                return {"v": version, "a": value}
        except EngineError:
            continue
    pick = re.search(r'<form class="tc-pick[ "].*?</form>', page, re.S)
    assert pick, f"the hinted move {hint['action']} is in none of the page's forms"
    verb = re.search(r'name="verb" value="(\w+)"', pick.group(0)).group(1)
    return {"v": version, "verb": verb, "card": list(hint["cards"])}


@pytest.mark.parametrize("game, rules, seats", CASES)
def test_a_reader_who_follows_the_hint_is_never_marked(app, client, game, rules, seats,  # noqa: F811
                                                       monkeypatch):
    seeds = itertools.count()  # the deals and the computers from fixed seeds: no luck
    monkeypatch.setattr(play_views, "_rng", lambda: random.Random(f"{game}{seats}-{next(seeds)}"))
    created = client.post(play_url(game), data={"rules": rules, "level": "greedy", "rounds": "1",
                                      "seats": str(seats)})
    assert created.status_code == 303
    url = created.headers["Location"]
    gid = url.rsplit("/", 1)[1]
    followed = 0
    while not table_of(app, gid).match_over:
        assert followed < 400, "the game did not end"
        page = client.get(url).get_data(as_text=True)
        version = _version(page)
        hinted = client.get(f"{url}/hint?v={version}").get_data(as_text=True)
        box = re.search(r'<div class="hint-box".*?</div>', hinted, re.S).group(0)
        assert "The coach suggests" in box
        again = client.get(f"{url}/hint?v={version}").get_data(as_text=True)
        assert re.search(r'<div class="hint-box".*?</div>', again, re.S).group(0) == box
        assert client.post(url, data=_hinted_form(app, game, gid, page)).status_code == 303
        followed += 1
    assert table_of(app, gid).match_over
    review = client.get(f"{url}/review").get_data(as_text=True)
    assert "Analysis of your moves" in review and "Accuracy: 100%" in review
    assert not re.findall(r'<li class="verdict-(?:mistake|inaccuracy)">', review)
    assert 'class="mv-mark' not in review and 'class="review-mark' not in review  # no ?! or ?
    last = client.get(f"{url}/review?step=999", follow_redirects=True).get_data(as_text=True)
    assert 'class="mv-mark' not in last  # nor at any step, the move list being the same
    assert followed
