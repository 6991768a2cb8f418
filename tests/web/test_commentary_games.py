"""Commentary of Tam Cúc and Hachi-Hachi: every event the engines produce over seeded deals
reads as a sentence in each language, in the second person for the reader's own seat, and a
Tam Cúc sentence never names a card another seat laid face down."""

from __future__ import annotations

import json
import random
from functools import cache

import pytest
from website.core.words import Seats
from website.games.hachihachi import words as commentary_hachihachi
from website.games.tamcuc import words as commentary_tamcuc

from engine import terms
from engine.games import game_of, get_game, sample_records
from engine.table import Table
from engine.tamcuc import TAMCUC_BY_ID
from engine.tamcuc.state import KET_COLUMN, Accept, Call, Event, Lay, Offer

LANGS = ("vi", "zh", "en")
YOU = {"vi": "bạn", "zh": "你", "en": "you"}
MODULES = {"tamcuc": commentary_tamcuc, "hachihachi": commentary_hachihachi}
# Every kind of event each engine produces (engine/tamcuc/state.py, engine/hachihachi/state.py).
KINDS = {
    "tamcuc": {"bat-cai", "deal", "show", "pass", "call", "lay", "reveal", "chui", "trick",
               "uncontested", "ket", "end", "offer", "swap", "decline"},
    "hachihachi": {"teyaku", "play", "draw", "capture", "dekiyaku", "sage", "shobu", "void",
                   "over"},
}
DRIVEN = {"tamcuc": (("standard", "di-dem"), (2, 3, 4)),
          "hachihachi": (("seed-000", "traditional"), (3,))}


@cache
def deals(game: str) -> list[tuple[list, list]]:
    """Seeded deals between random players (who try everything), and the sample games."""
    rulesets, counts = DRIVEN[game]
    out = [Table(get_game(game), rules, ("random",) * n, 1, seed).play(random.Random(seed)).hands[0]
           for rules in rulesets for n in counts for seed in range(25)]
    for path in sample_records().values():
        record = json.loads(path.read_text(encoding="utf-8"))["record"]
        if record.get("game") == game:
            out += game_of(record).replay(record)
    return out


def seat_of(ev):
    return ev.player


def sentences(app, module, lang, events, seats, rules=None) -> list[str]:
    with app.test_request_context(f"/{lang}/"):
        return module.describe_events(events, seats, rules)


@pytest.mark.parametrize("game", sorted(KINDS))
def test_the_driven_deals_meet_every_kind_of_event(game):
    seen = {e.kind for states, _ in deals(game) for s in states for e in s.events}
    assert seen == KINDS[game]


@pytest.mark.parametrize("game", sorted(KINDS))
def test_every_event_is_a_translated_sentence(app, game):
    module = MODULES[game]
    checked = set()
    for states, _actions in deals(game):
        n = states[0].seats if game == "tamcuc" else 3
        for state in states:
            for ev in state.events:
                key = (ev.kind, getattr(ev, "detail", ""), seat_of(ev) is None)
                if key in checked or ev.kind == "capture":  # a capture is said with its move
                    continue
                checked.add(key)
                events = [ev, *[e for e in state.events if e.kind == "capture"]][:2] \
                    if ev.kind in ("play", "draw") else [ev]
                said = {lang: sentences(app, module, lang, events, Seats(None, n), state.rules)
                        for lang in LANGS}
                assert all(len(said[lang]) == 1 and said[lang][0].strip() for lang in LANGS), \
                    (ev, said)
                assert said["vi"] != said["en"] and said["zh"] != said["en"], (ev, said)
                assert not any("%(" in said[lang][0] for lang in LANGS), said


@pytest.mark.parametrize("game", sorted(KINDS))
def test_the_readers_own_seat_is_you(app, game):
    module = MODULES[game]
    for states, _actions in deals(game)[:30]:
        n = states[0].seats if game == "tamcuc" else 3
        for state in states:
            for ev in state.events:
                seat = seat_of(ev)
                if seat is None or ev.kind == "capture":
                    continue
                for lang in LANGS:
                    mine = " ".join(sentences(app, module, lang, [ev], Seats(seat, n), state.rules))
                    theirs = " ".join(sentences(app, module, lang, [ev], Seats(None, n), state.rules))
                    assert YOU[lang] in mine.lower(), (ev, lang, mine)
                    assert mine != theirs


@pytest.mark.parametrize("kind", sorted(KET_COLUMN))
@pytest.mark.parametrize("caller", [0, 1])
def test_every_ket_is_said(app, kind, caller):
    ev = Event("ket", 0, count=8, to=caller, detail=kind)
    for lang in LANGS:
        [third] = sentences(app, commentary_tamcuc, lang, [ev], Seats(None, 4))
        [second] = sentences(app, commentary_tamcuc, lang, [ev], Seats(0, 4))
        assert "8" in third and YOU[lang] in second.lower()


@pytest.mark.parametrize("game", sorted(KINDS))
@pytest.mark.parametrize("lang", LANGS)
def test_results_actions_and_deal_lines(app, game, lang):
    module = MODULES[game]
    with app.test_request_context(f"/{lang}/"):
        for states, actions in deals(game)[::7]:
            n = states[0].seats if game == "tamcuc" else 3
            for seats in (Seats(None, n), Seats(0, n)):
                assert all(line.strip() for line in module.deal_lines(states[0], seats))
                lines = module.result_lines(states[-1].result, seats, states[-1].rules)
                assert lines and all(line.strip() and "%(" not in line for line in lines)
                for before, action in zip(states, actions, strict=False):
                    assert module.action_text(action, before.current, seats).strip()
            assert YOU[lang] in " ".join(module.result_lines(states[-1].result, Seats(0, n),
                                                             states[-1].rules)).lower()


def named(text: str, lang: str) -> set[str]:
    """The Tam Cúc faces a text names, by name: identical cards share one, and no sentence
    numbers them (names sorted longest first, so "Sĩ điều" is not found inside another)."""
    found, rest = set(), text
    forms = {form: card.name(lang) for card in TAMCUC_BY_ID.values()
             for form in (card.name(lang), card.plural(lang))}  # "2 Red Advisors (Sĩ điều)"
    for form in sorted(forms, key=len, reverse=True):
        if form in rest:
            found.add(forms[form])
            rest = rest.replace(form, "")
    return found


def faces(cards, lang: str) -> set[str]:
    return {TAMCUC_BY_ID[c].name(lang) for c in cards}


@pytest.mark.parametrize("lang", LANGS)
def test_no_sentence_names_a_face_down_card(app, lang):
    """At a table, only cards turned face up are named; a seat's own face-down cards are named
    in its own move list, another seat's never."""
    with app.test_request_context(f"/{lang}/"):
        for states, actions in deals("tamcuc")[::3]:
            n = states[0].seats
            for you in range(n):
                seats = Seats(you, n)
                for before, action, after in zip(states[:-1], actions, states[1:], strict=True):
                    public = faces({c for e in after.events for c in e.cards}, lang)
                    if any(e.kind == "ket" and e.detail == "de" for e in after.events):
                        public |= faces(("red-soldier-1", "black-soldier-1"), lang)  # đè names both
                    said = " ".join(commentary_tamcuc.describe_events(after.events, seats))
                    for word in terms.table(lang)["game"].values():  # "黑卒收尾" is a term
                        said = said.replace(word, "")
                    assert named(said, lang) <= public, (said, public)
                    entry = commentary_tamcuc.action_text(action, before.current, seats)
                    if isinstance(action, Call | Lay | Accept | Offer):
                        cards = faces(action.cards, lang)
                        if before.current == you:
                            assert cards <= named(entry, lang)
                        else:
                            assert not cards & named(entry, lang), entry


def test_a_replay_names_every_card(app):
    """The viewer shows every hand, so its move list names what each seat laid (the check
    above would catch these names at a table)."""
    states, actions = deals("tamcuc")[0]
    laid = [(b, a) for b, a in zip(states, actions, strict=False) if isinstance(a, Lay)]
    with app.test_request_context("/en/"):
        before, action = laid[0]
        entry = commentary_tamcuc.action_text(action, before.current, Seats(None, states[0].seats))
    assert faces(action.cards, "en") <= named(entry, "en")
