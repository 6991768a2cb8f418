"""Tables of friends (issue 36): a host opens a table, friends join by the invitation link and
play from their own browsers, each seeing only what their own seat sees, in their own language;
polls answer "nothing new" without a body; a clock and leaving hand a seat to a computer; every
refusal is a readable page, never a 500; and two app hosts on one Redis serve one table."""

from __future__ import annotations

import itertools
import random
import re

import pytest
from website import create_app
from website.core.store import get_store
from website.features.tables import views as table_views
from website.features.tables.model import Friends

from engine.records import loads
from engine.views import HIDDEN

from .test_tables import card_texts, next_form

CASES = [  # (slug, rules, who sits: "p" a person, else a computer's level)
    ("koikoi", "nintendo", ["p", "p"]),
    ("hachi-hachi", "traditional", ["p", "p", "p"]),
    ("hana-awase", "wikipedia", ["p", "greedy", "p"]),
    ("tam-cuc", "standard", ["p", "p", "greedy", "strong"]),
]


def base(slug: str, lang: str = "en") -> str:
    return f"/{lang}/tables" if slug == "koikoi" else f"/{lang}/{slug}/tables"


@pytest.fixture()
def app(tmp_path, monkeypatch):
    """The site on a store of its own; its deals seeded, so every run deals the same cards."""
    from .conftest import _compile_catalogues

    _compile_catalogues()
    seeds = itertools.count()
    monkeypatch.setattr(table_views, "_rng", lambda: random.Random(f"friends-{next(seeds)}"))
    return create_app({"TESTING": True, "GAME_STORE": str(tmp_path / "games.sqlite3"),
                       "CREATE_LIMIT": "1000 per minute", "JUDGE_SCALE": 0.1})


def friends_of(app, tid: str) -> Friends:
    return Friends.from_json(get_store(app).get(tid, "table")[1])


def open_table(app, slug: str, rules: str, who: list[str], lang: str = "en", **settings):
    """The host's client and the table's address, the host seated as "Host"."""
    host = app.test_client()
    form = {"name": "Host", "rules": rules, "seats": str(len(who)), "rounds": "1",
            "move_time": "0", "stand_in": "greedy", "hints": "on", **settings}
    for n, w in enumerate(who[1:], start=1):
        form[f"seat{n}"] = "person" if w == "p" else w
    r = host.post(base(slug, lang), data=form)
    assert r.status_code == 303, r.get_data(as_text=True)[:500]
    return host, r.headers["Location"]


def invitation(html: str) -> str:
    return re.search(r'value="http://localhost(/[^"]+/join/[^"]+)"', html).group(1)


def join(app, url: str, name: str, seat: int, host, lang: str = "en"):
    guest = app.test_client()
    invite = invitation(host.get(url).get_data(as_text=True))
    invite = re.sub(r"^/\w+/", f"/{lang}/", invite)
    r = guest.post(invite, data={"name": name, "seat": str(seat)})
    assert r.status_code == 303, r.get_data(as_text=True)[:500]
    return guest


def seated(app, slug, rules, who, langs=None):
    """Every person of ``who`` seated (the host first); their clients, seat by seat."""
    langs = langs or ["en"] * len(who)
    host, url = open_table(app, slug, rules, who, langs[0])
    people = {0: host}
    for n, w in enumerate(who):
        if n and w == "p":
            people[n] = join(app, url, f"Friend {n}", n, host, langs[n])
    return people, url.rsplit("/", 1)[1], url


def in_lang(url: str, lang: str) -> str:
    return re.sub(r"^/\w+/", f"/{lang}/", url)


def assert_sees_only_its_seat(app, tid: str, seat: int, client, response):
    """No card the rules keep from ``seat`` in the answer's body or headers, nor in the
    client's session."""
    cookie = client.get_cookie("session")
    assert_hides(app, friends_of(app, tid).table, seat,
                 response.get_data(as_text=True) + str(response.headers),
                 cookie.value if cookie else None)


def assert_hides(app, table, seat: int, exposed: str, cookie: str | None = None) -> None:
    """No card the rules keep from ``seat`` at ``table`` shows in ``exposed`` (a page, its
    headers), nor in the session ``cookie`` (its value, as the browser holds it)."""
    session = str(app.session_interface.get_signing_serializer(app).loads(cookie)) \
        if cookie else ""
    for card_id in table.game.sight.hidden(table.state, seat):
        for text in card_texts(card_id):
            assert text not in exposed, f"seat {seat} sees {card_id} as {text!r}"
        assert card_id not in session


@pytest.mark.parametrize("slug, rules, who", CASES)
def test_people_play_a_whole_deal_each_seeing_only_their_own_seat(app, slug, rules, who):
    langs = ["vi", "zh", "en", "en"][:len(who)]
    people, tid, url = seated(app, slug, rules, who, langs)
    rng = random.Random(slug)
    html = people[0].get(url).get_data(as_text=True)
    watch = re.search(r'value="http://localhost(/[^"]+/watch/[^"]+)"', html).group(1)
    watch = in_lang(watch, "en")
    spectator = app.test_client()
    steps = 0
    for steps in range(400):  # noqa: B007 (counted)
        friends = friends_of(app, tid)
        table = friends.table
        assert table is not None  # every seat taken: dealt at once
        for seat, client in people.items():  # everyone's page, in their language
            page = client.get(in_lang(url, langs[seat]))
            assert page.status_code == 200
            assert_sees_only_its_seat(app, tid, seat, client, page)
        seen = spectator.get(watch)  # a spectator sees what is face up: no card any seat hides
        assert seen.status_code == 200 and "You are watching" in seen.get_data(as_text=True)
        for seat in range(len(who)):
            assert_sees_only_its_seat(app, tid, seat, spectator, seen)
        if table.state.is_over:
            break
        seat = table.waiting_for
        assert seat in people and not friends.seats[seat].away
        mover = people[seat]
        html = mover.get(url).get_data(as_text=True)
        assert "Your turn." in html or "Đến lượt bạn." in html or "轮到你了。" in html
        form = next_form(html, rng)
        answer = mover.post(url, data=form, headers={"HX-Request": "true"})
        assert answer.status_code == 200, answer.get_data(as_text=True)[:400]
        assert_sees_only_its_seat(app, tid, seat, mover, answer)
    else:
        raise AssertionError("the deal did not end")
    assert steps > 3
    for seat, client in people.items():  # each their own review and their own record
        review = client.get(f"{url}/review")
        assert review.status_code == 200
        record = loads(client.get(f"{url}/record.json").get_data(as_text=True))
        assert record["view"]["seat"] == seat
        assert record["players"][0] == "Host"
        assert HIDDEN in str(record) or slug != "tam-cuc"


def test_a_poll_says_nothing_new_without_a_body_and_the_news_when_there_is(app):
    people, tid, url = seated(app, "koikoi", "nintendo", ["p", "p"])
    friends = friends_of(app, tid)
    waiting = friends.table.waiting_for
    other = 1 - waiting
    html = people[other].get(url).get_data(as_text=True)
    poll = re.search(r'hx-get="([^"]*/poll[^"]*)"', html).group(1).replace("&amp;", "&")
    quiet = people[other].get(poll, headers={"HX-Request": "true"})
    assert quiet.status_code == 204 and quiet.get_data() == b""
    assert 'hx-trigger="every 1s"' in html
    mover_page = people[waiting].get(url).get_data(as_text=True)
    people[waiting].post(url, data=next_form(mover_page, random.Random(1)))
    news = people[other].get(poll, headers={"HX-Request": "true"})
    assert news.status_code == 200
    body = news.get_data(as_text=True)
    assert '<div id="table"' in body and "<title>" in body
    stale = people[waiting].post(url, data=next_form(mover_page, random.Random(1)))
    assert stale.status_code in (409,)  # the page was out of date: one move per version
    assert "as it stands" in stale.get_data(as_text=True)


def test_joining_refusals_are_readable_pages_in_the_readers_language(app):
    host, url = open_table(app, "tam-cuc", "standard", ["p", "p", "greedy"])
    tid = url.rsplit("/", 1)[1]
    invite = invitation(host.get(url).get_data(as_text=True))
    stranger = app.test_client()
    assert stranger.get(url).status_code == 403
    assert stranger.get(in_lang(url, "vi")).status_code == 403
    assert "Bạn chưa có chỗ" in stranger.get(in_lang(url, "vi")).get_data(as_text=True)
    assert stranger.get(invite.replace(invite.rsplit("/", 1)[1], "x" * 24)).status_code == 404
    assert stranger.get(f"{base('tam-cuc')}/{'A' * 22}").status_code == 404
    assert stranger.get(f"{base('tam-cuc')}/nope/join/nope").status_code == 404
    for bad in ("", " ", "x" * 25, "<b>", "a\u202eb", "a\x00b", "\u200b"):
        r = stranger.post(invite, data={"name": bad, "seat": "1"})
        assert r.status_code == 400 and "1 to 24" in r.get_data(as_text=True), bad
    r = stranger.post(in_lang(invite, "zh"), data={"name": "<b>", "seat": "1"})
    assert r.status_code == 400 and "名字" in r.get_data(as_text=True)
    assert stranger.post(invite, data={"name": "Ana", "seat": "2"}).status_code == 400  # a computer
    assert stranger.post(invite, data={"name": " Ana  Lee ", "seat": "1"}).status_code == 303
    assert friends_of(app, tid).seats[1].name == "Ana Lee"
    again = stranger.post(invite, data={"name": "Ana", "seat": "1"})
    assert again.status_code == 409  # a second join from the same browser
    late = app.test_client()
    full = late.get(invite)
    assert full.status_code == 409 and "full" in full.get_data(as_text=True)
    assert friends_of(app, tid).started  # the last free seat taken: the cards are dealt


def test_a_seat_link_brings_a_person_back_on_another_device(app):
    people, tid, url = seated(app, "koikoi", "nintendo", ["p", "p"])
    html = people[1].get(url).get_data(as_text=True)
    link = re.search(r'value="http://localhost(/[^"]+/seat/[^"]+)"', html).group(1)
    phone = app.test_client()
    assert phone.get(url).status_code == 403
    assert phone.get(link).status_code == 303
    page = phone.get(url).get_data(as_text=True)
    assert page.count('class="you"') == 1 and "Friend 1" not in page.split("play-score")[1][:400]
    wrong = link[:-3] + ("AAA" if not link.endswith("AAA") else "BBB")
    assert app.test_client().get(wrong).status_code == 404


def test_a_person_out_of_time_is_played_for_and_everyone_sees_it(app, monkeypatch):
    people, tid, url = seated(app, "koikoi", "nintendo", ["p", "p"], )
    friends = friends_of(app, tid)
    get_store(app).update(tid, "table", get_store(app).peek(tid, "table")[0],
                          {**friends.to_json(), "move_time": 30})
    waiting = friends.table.waiting_for
    other = people[1 - waiting]
    html = other.get(url).get_data(as_text=True)
    poll = re.search(r'hx-get="([^"]*/poll[^"]*)"', html).group(1).replace("&amp;", "&")
    assert other.get(poll).status_code == 204  # in time
    now = table_views.time.time()
    monkeypatch.setattr(table_views.time, "time", lambda: now + 31)
    late = other.get(poll, headers={"HX-Request": "true"})
    assert late.status_code == 200
    after = friends_of(app, tid)
    assert after.seats[waiting].away and after.stood and after.stood[0][2] == waiting
    assert "time ran out: the computer moved for them" in late.get_data(as_text=True)
    mine = people[waiting].get(url).get_data(as_text=True)
    assert "Your time ran out" in mine and "Take my seat back" in mine
    version = re.search(r'name="v" value="(\d+)"', mine).group(1)
    back = people[waiting].post(f"{url}/away", data={"v": version, "back": "1"})
    assert back.status_code == 303 and not friends_of(app, tid).seats[waiting].away


def test_the_host_deals_with_free_seats_to_computers_and_hints_follow_the_hosts_choice(app):
    host, url = open_table(app, "hachi-hachi", "traditional", ["p", "p", "p"], hints="")
    tid = url.rsplit("/", 1)[1]
    page = host.get(url).get_data(as_text=True)
    assert "Waiting for friends" in page and "Deal now" in page
    guest = join(app, url, "Bo", 1, host)
    guest_page = guest.get(url).get_data(as_text=True)
    assert "Deal now" not in guest_page  # the host's alone
    version = str(get_store(app).peek(tid, "table")[0])
    assert guest.post(f"{url}/start", data={"v": version}).status_code == 403
    version = re.search(r'name="v" value="(\d+)"', host.get(url).get_data(as_text=True)).group(1)
    assert host.post(f"{url}/start", data={"v": version}).status_code == 303
    friends = friends_of(app, tid)
    assert [s.person for s in friends.seats] == [True, True, False]
    mover = {0: host, 1: guest}[friends.table.waiting_for]
    html = mover.get(url).get_data(as_text=True)
    assert 'class="hint-form"' not in html
    version = re.search(r'name="v" value="(\d+)"', html).group(1)
    assert mover.get(f"{url}/hint?v={version}").status_code == 403


def test_two_app_hosts_on_one_redis_serve_one_table(redis_url, monkeypatch):
    from .conftest import _compile_catalogues

    _compile_catalogues()
    seeds = itertools.count()
    monkeypatch.setattr(table_views, "_rng", lambda: random.Random(f"redis-{next(seeds)}"))
    apps = [create_app({"TESTING": True, "GAME_STORE": redis_url, "JUDGE_SCALE": 0.1,
                        "SECRET_KEY": "one secret for both hosts"}) for _ in range(2)]
    host, url = open_table(apps[0], "koikoi", "nintendo", ["p", "p"])
    guest = join(apps[1], url, "Remote", 1, host)
    tid = url.rsplit("/", 1)[1]
    clients = {0: host, 1: guest}
    rng = random.Random(5)
    moves = 0
    for step in range(200):
        friends = friends_of(apps[step % 2], tid)
        if friends.table.state.is_over:
            break
        seat = friends.table.waiting_for
        via = apps[step % 2].test_client()  # the next request to the other host: same cookie
        via.set_cookie("session", clients[seat].get_cookie("session").value)
        html = via.get(url).get_data(as_text=True)
        r = via.post(url, data=next_form(html, rng))
        assert r.status_code == 303
        moves += 1
    assert moves > 3 and friends_of(apps[0], tid).table.state.is_over


def test_the_host_can_give_a_gone_friends_seat_to_the_computer(app):
    people, tid, url = seated(app, "tam-cuc", "standard", ["p", "p", "greedy"])
    friends = friends_of(app, tid)
    html = people[0].get(url).get_data(as_text=True)
    assert "The computer plays for Friend 1" in html
    assert "The computer plays for" not in people[1].get(url).get_data(as_text=True)
    version = str(get_store(app).peek(tid, "table")[0])
    assert people[1].post(f"{url}/hand-over", data={"v": version, "seat": "1"}).status_code == 403
    assert people[0].post(f"{url}/hand-over", data={"v": version, "seat": "1"}).status_code == 303
    after = friends_of(app, tid)
    assert after.seats[1].away and after.table.waiting_for != 1
    assert friends.table.waiting_for != 1 or after.stood  # it played for them at once
    mine = people[1].get(url).get_data(as_text=True)
    assert "Take my seat back" in mine


def test_the_invitation_qr_code_shows_while_a_seat_is_free_and_goes_when_the_table_is_full(app):
    host, url = open_table(app, "koikoi", "nintendo", ["p", "p"])
    lobby = host.get(url).get_data(as_text=True)
    qr = re.search(r'<figure class="table-qr"[^>]*>(<svg.*?</svg>)', lobby, re.S)
    assert qr and "<path" in qr.group(1)
    again = host.get(url).get_data(as_text=True)  # the lobby's next poll draws the same code
    assert qr.group(1) in again
    join(app, url, "Bo", 1, host)
    dealt = host.get(url).get_data(as_text=True)
    assert "Your turn." in dealt or "Waiting for Bo" in dealt
    assert 'class="table-qr"' not in dealt and "Invite your friends" not in dealt


@pytest.mark.parametrize("slug, rules", [("hachi-hachi", "traditional"), ("hana-awase", "wikipedia")])
def test_four_seats_two_people_three_play_each_deal_and_each_sees_only_its_own_seat(app, slug,
                                                                                     rules):
    """A table of four (two people, two computers): every seat says go in or stay out with
    the buttons, three play, the fourth sits out; no page shows a card the seat may not see,
    the one that sits out included (its own old hand goes under the stock)."""
    who = ["p", "greedy", "p", "random"]
    people, tid, url = seated(app, slug, rules, who, ["en", "en", "vi", "en"])
    rng = random.Random(4)
    html = people[0].get(url).get_data(as_text=True)
    watch = re.search(r'value="http://localhost(/[^"]+/watch/[^"]+)"', html).group(1)
    spectator = app.test_client()
    spoke = sat_out = False
    for _step in range(400):
        friends = friends_of(app, tid)
        table = friends.table
        assert table is not None and len(table.seats) == 4
        seen = spectator.get(watch)  # face up only: no card any seat hides
        assert seen.status_code == 200
        for seat in range(4):
            assert_sees_only_its_seat(app, tid, seat, spectator, seen)
        for seat, client in people.items():
            page = client.get(url)
            assert page.status_code == 200
            assert_sees_only_its_seat(app, tid, seat, client, page)
            if table.state.phase != "choose" and seat not in table.state.players:
                sat_out = True
                assert 'class="sitout-seat sits-out you"' in page.get_data(as_text=True)
        if table.state.is_over:
            break
        seat = table.waiting_for
        html = people[seat].get(url).get_data(as_text=True)
        if table.state.phase == "choose":
            spoke = True
            assert 'name="a" value="in"' in html and 'name="a" value="out"' in html
            if "Hint</button>" in html:  # the coach's word: the judge's, with its estimate
                version = re.search(r'name="v" value="(\d+)"', html).group(1)
                hinted = people[seat].get(f"{url}/hint?v={version}")
                assert hinted.status_code == 200
                assert "On average it is worth" in hinted.get_data(as_text=True)
                assert_sees_only_its_seat(app, tid, seat, people[seat], hinted)
        form = next_form(html, rng)
        answer = people[seat].post(url, data=form, headers={"HX-Request": "true"})
        assert answer.status_code == 200, answer.get_data(as_text=True)[:400]
        assert_sees_only_its_seat(app, tid, seat, people[seat], answer)
    else:
        raise AssertionError("the deal did not end")
    result = friends_of(app, tid).table.state.result
    assert len(result.points) == 4 and len(result.players) == 3
    assert sum(result.points) == 0
    assert spoke
    html = people[0].get(url).get_data(as_text=True)
    assert html.count("<tr") >= 4 and "Every seat’s points in this deal" in html
    for seat, client in people.items():  # each their own record, no card they never saw
        record = loads(client.get(f"{url}/record.json").get_data(as_text=True))
        assert record["view"]["seat"] == seat and record["seats"] == 4
    assert sat_out or 0 in result.players and 2 in result.players
