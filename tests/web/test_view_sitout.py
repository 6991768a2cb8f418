"""Stepping through and reviewing a Hachi-Hachi or Hana-awase game at a table of four to seven:
every step of the deal opens (the words before the play, then the play of the three with
every seat's part), from the reader's own side (no card their seat never saw, on any step);
the review judges the reader's moves in the play of the three and says so when they sat a
deal out; uploaded records of such a table replay, or are refused with a readable page."""

from __future__ import annotations

import html as htmllib
import json
import random
import re

import pytest
from website import create_app
from website.core.store import get_store

from engine.games import get_game
from engine.hanafuda.cards import CARDS_BY_ID
from engine.judge import Settings, judge_for
from engine.table import Table
from engine.views import seen_in_deal

from .test_play_sitout import (
    GAMES,
    new_game,
    play_to_the_end,
    seeded_deals,  # noqa: F401  (an autouse fixture: seeded deals)
)


@pytest.fixture()
def app(tmp_path):
    from .conftest import _compile_catalogues

    _compile_catalogues()
    return create_app({"TESTING": True, "GAME_STORE": str(tmp_path / "games.sqlite3")})


@pytest.fixture()
def client(app):
    return app.test_client()


def finished_table(app, client, game: str, seats: int, words: list[str], seed: int):
    slug = GAMES[game]
    gid = new_game(client, slug, seats)
    play_to_the_end(app, client, slug, gid, "en", random.Random(seed), list(words))
    _v, data = get_store(app).get(gid, "game")
    return gid, Table.from_json(data, trusted=True)


def never_seen(table: Table) -> set[str]:
    """The cards of the deal the reader's seat (0) never saw."""
    (states, _actions), = table.hands
    dealt = {c for h in states[0].deal.hands for c in h} | set(states[0].deal.stock)
    return dealt - seen_in_deal(states, 0)


def visible_text(body: str) -> str:
    return htmllib.unescape(body)


def board_of(text: str) -> str:
    """The board of a viewer page (not its move list, which names every card played)."""
    return text[text.index('id="board"'):text.index('class="commentary"')]


@pytest.mark.parametrize("game", list(GAMES))
@pytest.mark.parametrize("word", ["in", "out"])
def test_every_step_of_a_five_seat_game_opens_and_shows_no_unseen_card(app, client, game,
                                                                       word):
    gid, table = finished_table(app, client, game, 5, [word], seed=7)
    (states, _actions), = table.hands
    hidden = never_seen(table)
    url = f"/en/{GAMES[game]}/play/{gid}/review"
    others = {c for p, h in enumerate(states[0].deal.hands) if p != 0 for c in h}
    strips = 0
    for n in range(len(states)):
        r = client.get(f"{url}?step={n}", headers={"HX-Request": "true"} if n % 2 else {})
        assert r.status_code == 200, (n, r.get_data(as_text=True)[:300])
        text = visible_text(r.get_data(as_text=True))
        for c in hidden:
            assert c not in text, (n, c)
            assert CARDS_BY_ID[c].name("en") not in text, (n, c)
        if states[n].inner is None:  # while the seats speak, only the reader's hand face up
            board = board_of(text)
            assert not [c for c in others if c in board], n
        strips += 'class="sitout-strip"' in text
        you = '<strong>You</strong> <span class="sitout-part">'
        assert you + "has " not in text and you + "is " not in text  # "You" takes "are"
        if n == 0:
            assert "three play each deal and the others sit it out" in text
    assert strips == len(states)  # every step names each seat and its part
    first = next(i for i, x in enumerate(states) if x.inner is not None)
    final = states[-1]
    leader = final.players[0]
    page = visible_text(client.get(f"{url}?step={first}").get_data(as_text=True))
    says = page[page.index('class="says"'):page.index('class="moves-head"')]
    if final.deal.dealer not in final.players:  # the dealer sat out: the leader did not deal
        name = "You play" if leader == 0 else f"Computer {leader + 1} plays"
        assert f"{name} first." in says and "deals and moves first" not in says
    last = visible_text(client.get(f"{url}?step={len(states) - 1}").get_data(as_text=True))
    assert 'class="sitout-points"' in last and "Analysis of your moves" in last
    if 0 not in table.state.players:  # the reader sat out: nothing of theirs to judge
        assert "You sat this hand out" in last
    else:
        assert "Accuracy:" in last


def test_a_card_the_reader_never_saw_stays_face_down_on_every_step(app, client):
    """A Hachi-Hachi deal stopped by a sage leaves cards unseen: another player's hand, the
    stock (the hands of those who sat out are in it). No step of the review shows one."""
    for seed in range(20):
        gid, table = finished_table(app, client, "hachihachi", 5, ["in"], seed=seed)
        hidden = never_seen(table)
        if not hidden:
            continue
        (states, _actions), = table.hands
        for n in range(len(states)):
            text = visible_text(client.get(f"/en/hachi-hachi/play/{gid}/review?step={n}")
                                .get_data(as_text=True))
            assert not [c for c in hidden if c in text], n
        return
    raise AssertionError("every deal showed every card: no test of what stays hidden")


def test_the_words_before_the_play_are_steps_of_the_move_list(app, client):
    gid, table = finished_table(app, client, "hachihachi", 6, ["out"], seed=2)
    (states, actions), = table.hands
    spoken = [s.current for s, a in zip(states, actions, strict=False) if s.inner is None]
    page = visible_text(client.get(f"/en/hachi-hachi/play/{gid}/review").get_data(as_text=True))
    moves = page[page.index('class="move-list"'):]
    labels = re.findall(r'<span class="mv-verb[^"]*">([^<]*)</span>', moves)
    said = labels[:len(spoken)]
    assert all(t.endswith(("goes in", "stays out", "go in", "stay out")) for t in said)
    assert "You stay out" in said or table.state.parts[0] == "bound"
    # the play of the three follows, each seat named as the table names it
    players = {f"Computer {p + 1}" for p in table.state.players if p != 0}
    rest = " ".join(labels[len(spoken):])
    assert all(name in rest for name in players)


@pytest.mark.parametrize("lang", ["vi", "zh"])
def test_the_step_through_reads_in_every_language(app, client, lang):
    gid, table = finished_table(app, client, "hanaawase", 4, ["in"], seed=4)
    (states, _actions), = table.hands
    first_play = next(i for i, s in enumerate(states) if s.inner is not None)
    for n in (0, first_play, len(states) - 1):
        r = client.get(f"/{lang}/hana-awase/play/{gid}/review?step={n}")
        assert r.status_code == 200
        text = visible_text(r.get_data(as_text=True))
        assert "sits out" not in text and "goes in" not in text  # no English left


def test_review_marks_only_the_readers_moves_in_the_play(app, client):
    """A marked step is one after a move of the reader's in the play of the three."""
    for seed in range(6):
        gid, table = finished_table(app, client, "hanaawase", 5, ["in"], seed=seed)
        (states, actions), = table.hands
        if 0 not in table.state.players:
            continue
        page = client.get(f"/en/hana-awase/play/{gid}/review").get_data(as_text=True)
        steps = {int(n) for n in re.findall(r'class="chart-point [^"]*" href="[^"]*\?step=(\d+)"',
                                            page)}
        assert steps, "the reader's moves in the play are judged"
        for n in steps:
            before = states[n - 1]
            assert before.inner is not None and before.current == 0
        return
    raise AssertionError("the reader never played")


@pytest.mark.parametrize("game", list(GAMES))
def test_an_uploaded_record_of_a_six_seat_deal_replays(client, game):
    engine_game = get_game(game)
    rng = random.Random(11)
    state = engine_game.deal(None, seats=6, rng=rng, dealer=2)
    states, acts = [state], []
    while not state.is_over:
        action = rng.choice(state.legal_actions())
        state = state.apply(action)
        states.append(state)
        acts.append(action)
    record = engine_game.hand_to_json(states, acts)
    r = client.post("/en/games/upload", data={"record": json.dumps(record)})
    assert r.status_code == 303
    where = r.headers["Location"].split("?")[0]
    for n in (0, 1, len(states) - 1):
        page = client.get(f"{where}?step={n}")
        assert page.status_code == 200 and 'class="sitout-strip"' in page.get_data(as_text=True)
    # a record the engine refuses (a word from a seat whose turn it is not, eight seats, a
    # seat's own view with its hidden cards) is a readable 400, never a 500
    bad = [{**record, "actions": [{**record["actions"][0], "player": 9}] + record["actions"][1:]},
           {**record, "seats": 8}]
    for rec in bad:
        r = client.post("/en/games/upload", data={"record": json.dumps(rec)})
        assert r.status_code == 400
        assert "The engine could not replay this record." in r.get_data(as_text=True)


def test_a_downloaded_view_of_a_table_game_is_refused_readably(app, client):
    gid, _table = finished_table(app, client, "hachihachi", 4, ["in"], seed=1)
    view = client.get(f"/play/{gid}/record.json").get_data(as_text=True)
    r = client.post("/en/games/upload", data={"record": view})
    assert r.status_code == 400


# -- the coach's word on going in -------------------------------------------------------------

ESTIMATE = {"en": "On average it is worth", "vi": "Tính trung bình", "zh": "平均而言"}
RULE_OF_THUMB = {"en": "rule of thumb", "vi": "quy tắc kinh nghiệm", "zh": "经验法则"}


def the_word_asked(app, client, slug: str, seats: int, lang: str):
    """A new game at which the reader is asked to go in or stay out: its id, the page and the
    stored table (None when the reader is bound to play at once)."""
    gid = new_game(client, slug, seats, lang)
    html = client.get(f"/{lang}/{slug}/play/{gid}").get_data(as_text=True)
    if 'name="a" value="in"' not in html:
        return None
    _v, data = get_store(app).get(gid, "game")
    return gid, html, Table.from_json(data, trusted=True)


@pytest.mark.parametrize("game", list(GAMES))
@pytest.mark.parametrize("lang", ["en", "vi", "zh"])
def test_the_hint_for_the_word_is_the_strong_players_word_with_its_estimate(app, client,
                                                                            game, lang):
    slug = GAMES[game]
    strong = get_game(game).players["strong"]()
    strong.judge = judge_for(game, Settings(scale=app.config["JUDGE_SCALE"]))  # the site's
    said = set()
    for _attempt in range(40):
        asked = the_word_asked(app, client, slug, 5, lang)
        if asked is None:
            continue
        gid, html, table = asked
        v = re.search(r'name="v" value="(\d+)"', html).group(1)
        hint = visible_text(client.get(f"/{lang}/{slug}/play/{gid}/hint?v={v}")
                            .get_data(as_text=True))
        box = hint[hint.index('class="hint-box"'):]
        box = box[:box.index("</div>")]
        assert ESTIMATE[lang] in box  # the judge's estimate, in the game's unit
        assert RULE_OF_THUMB[lang] not in box
        choice = strong.choose(table.state.observation(0), random.Random(0))
        labels = {"in": hint_label(lang, "go-in"), "out": hint_label(lang, "stay-out")}
        suggested = re.search(r"</strong>\s*([^<]+)</p>", box).group(1).strip()
        assert suggested == labels[choice.decision], (suggested, choice)
        said.add(choice.decision)
        if said == {"in", "out"}:
            return
    raise AssertionError(f"the hints only ever said {said}")


def hint_label(lang: str, key: str) -> str:
    from engine.terms import term

    text = term(lang, "table", key)
    return text[:1].upper() + text[1:]


def test_the_word_the_hint_suggests_is_never_marked_by_the_review(app, client):
    """Following the coach's word, then playing on: the review marks no word the hint
    suggested, and says nothing of a mistake at that step."""
    slug = GAMES["hachihachi"]
    for _attempt in range(20):
        asked = the_word_asked(app, client, slug, 4, "en")
        if asked is None:
            continue
        gid, html, _table = asked
        v = re.search(r'name="v" value="(\d+)"', html).group(1)
        hint = client.get(f"/en/{slug}/play/{gid}/hint?v={v}").get_data(as_text=True)
        word = "in" if "The coach suggests:</strong> Go in" in hint else "out"
        play_to_the_end(app, client, slug, gid, "en", random.Random(3), [word])
        _v, data = get_store(app).get(gid, "game")
        (states, actions), = Table.from_json(data, trusted=True).hands
        mine = next(n + 1 for n, s in enumerate(states[:-1])
                    if s.inner is None and s.current == 0)
        page = client.get(f"/en/{slug}/play/{gid}/review?step={mine}").get_data(as_text=True)
        assert 'class="review-mark' not in page
        item = re.search(rf'data-n="{mine}"[^>]*>(.*?)</a>', page, re.S).group(1)
        assert "mv-mark" not in item and ("You go in" in item or "You stay out" in item)
        return
    raise AssertionError("the reader was never asked")


@pytest.mark.parametrize("game", list(GAMES))
def test_the_other_word_is_marked_where_the_judge_separates_it(app, client, game):
    """Saying the word the hint puts second where it gives it as "Next best" (the judge told
    them apart): the review marks the word at its step when the loss is one its scale marks,
    and names the hint's word as the better one, with what each word brought."""
    slug = GAMES[game]
    marked = 0
    for _attempt in range(40):
        asked = the_word_asked(app, client, slug, 5, "en")
        if asked is None:
            continue
        gid, html, _table = asked
        v = re.search(r'name="v" value="(\d+)"', html).group(1)
        hint = client.get(f"/en/{slug}/play/{gid}/hint?v={v}").get_data(as_text=True)
        if "Next best:" not in hint:  # too close to call: neither word would be marked
            continue
        hinted = "Go in" if "The coach suggests:</strong> Go in" in hint else "Stay out"
        play_to_the_end(app, client, slug, gid, "en", random.Random(3),
                        ["out" if hinted == "Go in" else "in"])
        _v, data = get_store(app).get(gid, "game")
        (states, _actions), = Table.from_json(data, trusted=True).hands
        mine = next(n + 1 for n, s in enumerate(states[:-1])
                    if s.inner is None and s.current == 0)
        page = client.get(f"/en/{slug}/play/{gid}/review?step={mine}").get_data(as_text=True)
        if 'class="review-mark' not in page:
            continue
        mark = visible_text(page[page.index('class="review-mark'):])
        mark = mark[:mark.index("</div>")]
        assert f"better here: {hinted}." in mark and "In imagined deals, going in brought" in mark
        marked += 1
        if marked == 2:
            return
    assert marked, "no word the judge put second was ever marked"  # deals at random: 40 tries
