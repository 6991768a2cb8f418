"""Issue 36, play with friends, in chromium: each person in a browser context of their own (its
own cookies; a phone at 390 px or a desktop at 1280 px), each page kept live by its own poll.

- Tam Cúc at four seats, two people (vi, zh) and two computers, a whole deal;
- Koi-Koi with two people and Hachi-Hachi with three, a whole deal each;
- a person closes their page mid-deal and comes back from another browser by their seat link;
- a 2-second clock runs out: the computer moves for that person, every page says so, and the
  person takes the seat back and plays on;
- at every step (of the Tam Cúc deal; at several of the others) no person's page shows a card
  their seat may not see, and no spectator's page a card any seat may not see (the table read
  from the live store).

Each person moves only once their own page says it is their turn; the others' pages are never
reloaded: each waits (Playwright's auto-waiting) for its poll to bring the new position.
"""

from __future__ import annotations

import itertools
import random
import re
import time
from dataclasses import dataclass
from pathlib import Path

import pytest
from babel.support import Translations
from playwright.sync_api import expect
from website.core.store import get_store
from website.features.tables import views as table_views
from website.features.tables.model import Friends

from tests.web.test_friends import assert_hides

from .test_tables_browser import to_tick

pytestmark = pytest.mark.browser

PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 900}
WAIT = 10_000  # ms: a move shows on every other page within a poll or two; generous on a loaded box
CATALOGUES = Path(__file__).resolve().parents[2] / "site" / "translations"


def say(lang: str, msgid: str, **names) -> str:
    """A sentence as the site's catalogue writes it in ``lang``."""
    return Translations.load(str(CATALOGUES), [lang]).gettext(msgid) % names


def say_n(lang: str, one: str, many: str, num: int) -> str:
    return Translations.load(str(CATALOGUES), [lang]).ngettext(one, many, num) % {"num": num}


def tables_path(slug: str, lang: str) -> str:
    return f"/{lang}/tables" if slug == "koikoi" else f"/{lang}/{slug}/tables"


def in_lang(url: str, lang: str) -> str:
    return re.sub(r"^(https?://[^/]+)?/\w+/", rf"\g<1>/{lang}/", url)


@dataclass
class Person:
    """One person at the table: their own browser context and page, language and seat."""

    name: str
    lang: str
    context: object
    page: object
    seat: int | None = None  # None: a spectator


@pytest.fixture()
def seeded(monkeypatch):
    """The tables' deals and the computers' choices from fixed seeds (the live server runs in
    this process): the same cards on every run."""
    seeds = itertools.count()
    monkeypatch.setattr(table_views, "_rng", lambda: random.Random(f"friends-browser-{next(seeds)}"))


@pytest.fixture()
def contexts(browser):
    """A maker of browser contexts (one per person, each with its own cookies), all closed
    after the test; the test fails if the Content-Security-Policy blocked anything on a page."""
    made, blocked = [], []

    def make(viewport: dict):
        context = browser.new_context(viewport=viewport)
        made.append(context)
        page = context.new_page()
        page.on("console", lambda msg: blocked.append(msg.text)
                if msg.type == "error" and "Content Security Policy" in msg.text else None)
        return context, page

    yield make
    for context in made:
        context.close()
    assert not blocked, blocked


# -- the table, as its people see it -----------------------------------------------------------

def stored(app, tid: str) -> tuple[int, Friends]:
    version, data = get_store(app).get(tid, "table")
    return version, Friends.from_json(data)


def open_table(person: Person, base_url: str, slug: str, who: list[str],
               move_time: int = 0) -> str:
    """The host fills the new-table form (``who``: "p" a friend, else a computer's level, for
    the seats after the host's) and opens the table; its id."""
    page = person.page
    page.goto(base_url + tables_path(slug, person.lang) + "/new")
    page.fill('input[name="name"]', person.name)
    seats = page.locator(f'input[type="radio"][name="seats"][value="{len(who) + 1}"]')
    if seats.count():
        seats.check()
    for n, w in enumerate(who, start=1):
        page.select_option(f'select[name="seat{n}"]', "person" if w == "p" else w)
    page.check('input[name="rounds"][value="1"]')
    page.check(f'input[name="move_time"][value="{move_time}"]')
    page.locator('form.play-form button[type="submit"]').click()
    page.wait_for_url(re.compile(r"/tables/[\w-]{22}$"))
    person.seat = 0
    return page.url.rsplit("/", 1)[1]


def link_in(page, where: str) -> str:
    """A link the table page gives in its ``.table-links`` (``where``: the box's container)."""
    return page.locator(f".table-links {where} input.link-box").first.input_value()


def join(person: Person, invitation: str, seat: int) -> None:
    """A friend opens the invitation link in their language, gives a name and sits down."""
    page = person.page
    page.goto(in_lang(invitation, person.lang))
    page.fill('input[name="name"]', person.name)
    page.check(f'input[name="seat"][value="{seat}"]')
    page.locator('form.play-form button[type="submit"]').click()
    page.wait_for_url(re.compile(r"/tables/[\w-]{22}$"))
    person.seat = seat


def watch(spectator: Person, link: str) -> None:
    spectator.page.goto(in_lang(link, spectator.lang))
    expect(spectator.page.locator(".play-meta")).to_contain_text(
        say(spectator.lang, "You are watching: you see what is face up on the table, and no "
                            "one’s hand."))


def shows_version(person: Person, version: int) -> str:
    """Wait for the page to show the table at ``version`` (its poll asks from there: it came
    by itself, no reload); the page's HTML then."""
    poll = person.page.locator("#table .table-poll")
    for _ in range(3):  # a poll answered just before a move may land just after it: its
        expect(poll).to_have_attribute(  # successor brings the new table back at once
            "hx-get", re.compile(rf"/poll\?v={version}(&|$)"), timeout=WAIT)
        html = person.page.content()
        if re.findall(r'hx-get="[^"]*/poll\?v=(\d+)', html) == [str(version)]:
            return html
    raise AssertionError(f"{person.name}'s page does not stay at version {version}")


def assert_nothing_hidden(app, tid: str, people: list[Person]) -> int:
    """Every page (people's and spectators') at the stored version shows no card its reader's
    seat may not see (a spectator: no card any seat may not see), nor keeps one in its session
    cookie. The version checked."""
    version, friends = stored(app, tid)
    for person in people:
        html = shows_version(person, version)
        cookie = next((c["value"] for c in person.context.cookies() if c["name"] == "session"),
                      None)
        seats = range(len(friends.seats)) if person.seat is None else [person.seat]
        for seat in seats:
            assert_hides(app, friends.table, seat, html, cookie)
    assert stored(app, tid)[0] == version  # nothing moved while the pages were read
    return version


def turn_line(person: Person):
    return person.page.locator("#table .table-turn")


def move(person: Person) -> None:
    """One answer by clicking, as a newcomer would: the cards of a lead or a lay ticked in the
    Tam Cúc hand, else the first card or button of the capture game's choice."""
    page = person.page
    pick = page.locator("#table form.tc-pick")
    if pick.count():
        for card in to_tick(pick):
            pick.locator(f'.tc-pick-card:has(input[value="{card}"])').click()
        button = pick.locator('button[type="submit"]')
    else:
        button = page.locator('#table button[name="a"]').first
    with page.expect_response(lambda r: r.request.method == "POST") as answer:
        button.click()
    assert answer.value.status == 200, answer.value.text()[:300]


def play_on(app, tid: str, people: dict[int, Person], watchers: list[Person],
            check_every: int = 1, most: int = 200, stop=None) -> list[int]:
    """Play the deal on: each time, the person to move waits for their own page to say it is
    their turn (their page is never reloaded) and clicks a move; every ``check_every`` steps
    each page is checked for hidden cards once it shows the new position. Until the deal is
    over (or ``stop(seats that moved, friends)``); the seats that moved, in turn."""
    moved: list[int] = []
    for step in range(most):
        if step % check_every == 0:
            assert_nothing_hidden(app, tid, watchers)
        _version, friends = stored(app, tid)
        table = friends.table
        if table.state.is_over or (stop and stop(moved, friends)):
            return moved
        mover = people[table.waiting_for]
        expect(turn_line(mover)).to_contain_text(say(mover.lang, "Your turn."), timeout=WAIT)
        for other in watchers:
            if other is not mover:
                expect(turn_line(other)).to_contain_text(say(
                    other.lang, "Waiting for %(who)s to move.", who=mover.name), timeout=WAIT)
        move(mover)
        moved.append(mover.seat)
    raise AssertionError("the deal did not end")


def assert_deal_over(app, tid: str, watchers: list[Person]) -> None:
    assert_nothing_hidden(app, tid, watchers)
    assert stored(app, tid)[1].table.state.is_over
    for person in watchers:
        expect(turn_line(person)).to_contain_text(  # a match of one deal: the game is over
            say(person.lang, "The game is over."), timeout=WAIT)
        if person.seat is not None:  # a person's page settles the deal in their language
            expect(person.page.locator("#table .hand-over h2")).to_have_text(
                say(person.lang, "The hand is over"))


# -- the tests ---------------------------------------------------------------------------------

def test_tam_cuc_two_people_in_two_languages_and_two_computers_play_a_whole_deal(
        live_app, base_url, contexts, seeded):
    host = Person("Lan", "vi", *contexts(PHONE))
    guest = Person("小明", "zh", *contexts(DESKTOP))
    spectator = Person("", "en", *contexts(PHONE))
    tid = open_table(host, base_url, "tam-cuc", ["p", "greedy", "strong"])
    expect(turn_line(host)).to_contain_text(say("vi", "Waiting for friends to sit down."))
    invitation = link_in(host.page, "")
    assert "/vi/tam-cuc/tables/" in invitation and "/join/" in invitation
    watch(spectator, link_in(host.page, "details.table-watch-link"))
    join(guest, invitation, 1)
    friends = stored(live_app, tid)[1]
    assert friends.started and [s.name for s in friends.seats[:2]] == ["Lan", "小明"]
    assert [s.person for s in friends.seats] == [True, True, False, False]
    everyone = [host, guest, spectator]
    for person in (host, spectator):  # the guest reaches the others' pages by themselves
        expect(person.page.locator("#table .play-score")).to_contain_text("小明", timeout=WAIT)
    expect(guest.page.locator("#table .play-score")).to_contain_text("Lan")
    expect(guest.page.locator("#table .play-score .you")).to_have_text(re.compile(
        "^" + say("zh", "You")))
    expect(host.page.locator("#table .play-score .you")).to_have_text(re.compile(
        "^" + say("vi", "You")))
    moved = play_on(live_app, tid, {0: host, 1: guest}, everyone)
    assert moved.count(0) >= 4 and moved.count(1) >= 4  # a card or more at every trick
    assert_deal_over(live_app, tid, everyone)


def test_koi_koi_two_people_play_a_whole_deal(live_app, base_url, contexts, seeded):
    host = Person("Aiko", "en", *contexts(DESKTOP))
    guest = Person("Bảo", "vi", *contexts(PHONE))
    spectator = Person("", "zh", *contexts(DESKTOP))
    tid = open_table(host, base_url, "koikoi", ["p"])
    join(guest, link_in(host.page, ""), 1)
    watch(spectator, link_in(guest.page, "details.table-watch-link"))
    everyone = [host, guest, spectator]
    moved = play_on(live_app, tid, {0: host, 1: guest}, everyone, check_every=3)
    assert moved.count(0) >= 2 and moved.count(1) >= 2
    assert_deal_over(live_app, tid, everyone)


def test_hachi_hachi_three_people_play_a_whole_deal(live_app, base_url, contexts, seeded):
    host = Person("Mai", "vi", *contexts(PHONE))
    second = Person("Wei", "zh", *contexts(PHONE))
    third = Person("Sam", "en", *contexts(DESKTOP))
    tid = open_table(host, base_url, "hachi-hachi", ["p", "p"])
    invitation = link_in(host.page, "")
    join(second, invitation, 1)
    assert not stored(live_app, tid)[1].started  # a seat is still free
    expect(turn_line(second)).to_contain_text(say("zh", "Waiting for friends to sit down."))
    join(third, invitation, 2)
    people = {0: host, 1: second, 2: third}
    spectator = Person("", "vi", *contexts(PHONE))
    watch(spectator, link_in(third.page, "details.table-watch-link"))
    everyone = [*people.values(), spectator]
    moved = play_on(live_app, tid, people, everyone, check_every=4)
    assert all(moved.count(seat) >= 2 for seat in people)
    assert_deal_over(live_app, tid, everyone)


def test_a_person_closes_their_page_mid_deal_and_comes_back_by_their_seat_link(
        live_app, base_url, contexts, seeded):
    host = Person("Host", "en", *contexts(DESKTOP))
    guest = Person("Linh", "vi", *contexts(PHONE))
    tid = open_table(host, base_url, "koikoi", ["p"])
    join(guest, link_in(host.page, ""), 1)
    people = {0: host, 1: guest}
    seat_link = link_in(guest.page, "details.table-seat-link")
    assert "/seat/" in seat_link
    played = play_on(live_app, tid, people, [host, guest], check_every=2,
                     stop=lambda moved, friends: 1 in moved and friends.table.waiting_for == 0)
    assert 0 in played and 1 in played
    guest.context.close()  # mid-deal, the host to move: the guest's page is gone
    played = play_on(live_app, tid, {0: host}, [host],  # the host plays on; then the table
                     stop=lambda moved, friends: friends.table.waiting_for == 1)  # waits
    assert played and not stored(live_app, tid)[1].table.state.is_over
    back = Person("Linh", "vi", *contexts(DESKTOP))  # another browser: no cookie of this table
    table_url = seat_link.split("/seat/")[0]
    with back.page.expect_response(table_url) as refused:
        back.page.goto(table_url)
    assert refused.value.status == 403  # no seat here yet
    expect(back.page.locator("#table")).to_contain_text(say(
        "vi", "You have no seat at this table. Open the invitation link to take a free seat, "
              "or your own seat link to come back to yours."))
    back.page.goto(seat_link)
    back.page.wait_for_url(re.compile(rf"/tables/{tid}$"))
    back.seat = 1
    expect(turn_line(back)).to_contain_text(say("vi", "Your turn."))
    expect(back.page.locator("#table .play-score .you")).to_have_count(1)
    assert_nothing_hidden(live_app, tid, [host, back])
    play_on(live_app, tid, {0: host, 1: back}, [host, back], check_every=2)
    assert_deal_over(live_app, tid, [host, back])


class Clock:
    """The tables' clock (the live server reads ``time.time()`` from the views' module): real
    time until the first time-out, then stopped at that moment, so that no second person's
    time runs out while the test reads the pages, however slow the machine."""

    def __init__(self):
        self.stopped: float | None = None

    def time(self) -> float:
        return time.time() if self.stopped is None else self.stopped


def test_a_person_out_of_time_is_played_for_and_takes_the_seat_back(
        live_app, base_url, contexts, monkeypatch):
    monkeypatch.setattr(table_views, "_rng", lambda: random.Random("friends-browser-clock"))
    clock = Clock()
    monkeypatch.setattr(table_views, "time", clock)
    time_out = Friends.time_out

    def timed_out(self, rng):
        if clock.stopped is None:
            clock.stopped = time.time()
        return time_out(self, rng)

    monkeypatch.setattr(Friends, "time_out", timed_out)
    host = Person("Hoa", "vi", *contexts(PHONE))
    guest = Person("Jun", "zh", *contexts(DESKTOP))
    spectator = Person("", "en", *contexts(PHONE))
    tid = open_table(host, base_url, "koikoi", ["p"], move_time=2)
    expect(host.page.locator("#table .play-meta")).to_contain_text(
        say_n("vi", "%(num)d second a move", "%(num)d seconds a move", 2))
    watch(spectator, link_in(host.page, "details.table-watch-link"))
    join(guest, link_in(host.page, ""), 1)
    people = {0: host, 1: guest}
    _version, friends = stored(live_app, tid)
    late = people[friends.table.waiting_for]  # the person to move does nothing
    other = people[1 - late.seat]
    assert not friends.stood and clock.stopped is None
    expect(turn_line(late)).to_contain_text(say(late.lang, "You are away: the computer plays "
                                                           "for you."), timeout=WAIT)
    friends = stored(live_app, tid)[1]
    assert friends.seats[late.seat].away and friends.stood[0][2:] == [late.seat, "time"]
    assert friends.table.waiting_for == other.seat  # the computer moved for them, once
    expect(late.page.locator("#table .table-stood")).to_contain_text(
        say(late.lang, "Your time ran out: the computer moved for you."), timeout=WAIT)
    for person in (other, spectator):  # every page says so, by itself
        expect(person.page.locator("#table .table-stood")).to_contain_text(say(
            person.lang, "%(who)s’s time ran out: the computer moved for them.",
            who=late.name), timeout=WAIT)
    assert_nothing_hidden(live_app, tid, [late, other, spectator])
    back = late.page.locator("#table form.table-away button")
    expect(back).to_have_text(say(late.lang, "Take my seat back"))
    with late.page.expect_response(lambda r: r.request.method == "POST"):
        back.click()
    expect(back).to_have_text(say(late.lang, "Leave for now: the computer plays for me"))
    assert not stored(live_app, tid)[1].seats[late.seat].away
    expect(turn_line(late)).to_contain_text(say(late.lang, "Waiting for %(who)s to move.",
                                                who=other.name))
    moved = play_on(live_app, tid, people, [late, other, spectator], check_every=2,
                    stop=lambda moved, friends: late.seat in moved)  # the other, then the person
    assert moved[0] == other.seat and moved[-1] == late.seat
    friends = stored(live_app, tid)[1]
    assert not friends.seats[late.seat].away
    assert [s[2] for s in friends.stood] == [late.seat]  # one time-out, no more (see Clock)
