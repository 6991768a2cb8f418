"""Every rules page's "how this site plays" table: each point its sources dispute or leave open
has a row with the site's reading and every other reading, and each other reading names, by
the public name the new-game form shows, a rule set a reader can pick to play it, or says that
no rule set here plays it. The readings come from the engine's rule sets, not from the page."""

from __future__ import annotations

import re
from html import unescape

import pytest
from website.core.i18n import LANGUAGES
from website.games import GAMES

from engine.games import get_game

GAMES_WITH_CHOICES = [g for g in GAMES if g.has_part("choices")]
UNPLAYED = {"en": "not played on this site", "vi": "trang này không chơi cách này",
            "zh": "本站没有采用"}


def text(html: str) -> str:
    return unescape(re.sub(r"<[^>]+>", " ", html))


def rows(page: str) -> list[list[str]]:
    body = re.search(r'<table class="site-choices">(.*?)</table>', page, re.S)
    assert body, "no site-choices table"
    return [re.findall(r"<t[hd][^>]*>(.*?)</t[hd]>", r, re.S)
            for r in re.findall(r"<tr[^>]*>.*?</tr>", body.group(1), re.S)][1:]


def offered_labels(client, lang: str, game) -> dict[str, str]:
    """What the new-game form calls each rule set: rule-set name → the label beside it."""
    form = client.get(f"/{lang}/{game.slug}/play", follow_redirects=True).get_data(as_text=True)
    found = re.findall(r'name="rules" value="([\w-]+)"[^>]*>\s*(?:<[^>]*>\s*)*([^<]+)', form)
    return {name: unescape(label).strip() for name, label in found}


def test_every_game_has_the_table():
    assert {g.id for g in GAMES_WITH_CHOICES} == {g.id for g in GAMES}


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game", GAMES_WITH_CHOICES, ids=lambda g: g.id)
def test_each_other_reading_names_a_rule_set_to_play_it(app, lang, game):
    client = app.test_client()
    page = client.get(f"/{lang}/{game.slug}")
    assert page.status_code == 200
    engine = get_game(game.id)
    rulesets, default, disputes = engine.rulesets, engine.default_rules, engine.disputes
    labels = offered_labels(client, lang, game)
    assert set(labels) == set(rulesets)
    table = rows(page.get_data(as_text=True))
    assert len(table) == len(disputes)
    for row, dispute in zip(table, disputes, strict=True):
        readings = dispute.readings(rulesets, default)
        others = re.findall(r"<p>(.*?)</p>", row[-1], re.S)
        assert len(others) == len(readings) - 1, dispute.id
        assert all(text(c).strip() for c in row), dispute.id  # no empty cell
        for value, cell in zip(readings[1:], map(text, others), strict=True):
            players = dispute.played_by(rulesets, value)
            if players:
                assert all(labels[name] in cell for name in players), (dispute.id, value)
            else:
                assert UNPLAYED[lang] in cell, (dispute.id, value)
        # the site's reading is the default rule set's: one a new game starts with
        assert default in dispute.played_by(rulesets, readings[0])
    assert engine.get_rules(default).name == default


@pytest.mark.parametrize("lang", ["vi", "zh"])
@pytest.mark.parametrize("game", GAMES_WITH_CHOICES, ids=lambda g: g.id)
def test_no_internal_name_shows_in_the_table(app, lang, game):
    """Neither a switch's name nor a rule set's id shows to a reader of vi or zh."""
    page = app.test_client().get(f"/{lang}/{game.slug}").get_data(as_text=True)
    body = re.search(r'<table class="site-choices">(.*?)</table>', page, re.S).group(1)
    engine = get_game(game.id)
    words = set(re.findall(r"[\w-]+", text(body)))
    ids = {d.id for d in engine.disputes} | set(engine.rulesets)
    assert not words & ids
