"""The Hana-awase sample games: each replays with the engine, its notes sit on real steps in
vi, zh and en, and what its title promises happens at a noted step."""

from __future__ import annotations

import json

import pytest

from engine.games import game_of, sample_records

LANGS = ("vi", "zh", "en")
DOCS = {slug: json.loads(p.read_text(encoding="utf-8"))
        for slug, p in sample_records().items() if slug.startswith("hana-awase-")}


def replayed(doc):
    [(states, actions)] = game_of(doc["record"]).replay(doc["record"])
    return states, actions


def yaku_at(ids):
    def check(doc, states):
        return [k for k in map(int, doc["notes"]) for e in states[k].events
                if e.kind == "yaku" and any(y.id in ids for y in e.yaku)]
    return check


def whole_month(doc, states):
    return [k for k in map(int, doc["notes"]) for e in states[k].events
            if e.kind == "capture" and len(e.cards) == 4]


def void(doc, states):
    return [k for k in map(int, doc["notes"]) if k == len(states) - 1
            and states[-1].result.settlement.void]


def two_seats(doc, states):
    return yaku_at({"inoshikacho", "hanami-zake", "tsukimi-zake", "akatan", "aotan", "kusatan",
                    "omote-sugawara", "matsukiribozu"})(doc, states) if states[0].seats == 2 \
        else []


def bakappana(doc, states):
    r = states[-1].result
    return [0] if "0" in doc["notes"] and r.points == r.settlement.card_points else []


PROMISES = {
    "hana-awase-teppo": yaku_at({"teppo"}),
    "hana-awase-ribbons": yaku_at({"akatan", "aotan", "kusatan"}),
    "hana-awase-larger-yaku": yaku_at({"goko", "nanatan"}),
    "hana-awase-whole-month": whole_month,
    "hana-awase-ameshima-nagashi": void,
    "hana-awase-two-players": two_seats,
    "hana-awase-bakappana": bakappana,
}


def test_the_library_has_six_deals_or_more_each_with_a_promise():
    assert len(DOCS) >= 6 and set(DOCS) == set(PROMISES)


@pytest.mark.parametrize("slug", sorted(PROMISES))
def test_a_sample_replays_and_keeps_its_promise_at_a_noted_step(slug):
    doc = DOCS[slug]
    states, actions = replayed(doc)
    assert doc["id"] == slug and doc["rules"] == states[0].rules.name
    for field in ("title", "summary"):
        assert all(doc[field][lang].strip() for lang in LANGS)
    for step, note in doc["notes"].items():
        assert 0 <= int(step) <= len(actions)
        assert all(note[lang].strip() for lang in LANGS)
        assert " you " not in f" {note['en'].lower()} "
    assert PROMISES[slug](doc, states), slug


def test_a_note_moved_off_its_step_is_caught():
    doc = json.loads(json.dumps(DOCS["hana-awase-teppo"]))
    states, _ = replayed(doc)
    doc["notes"] = {"1": next(iter(doc["notes"].values()))}
    assert not PROMISES["hana-awase-teppo"](doc, states)
