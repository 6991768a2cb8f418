"""The Tam Cúc and Hachi-Hachi sample games: each replays with the engine, its notes sit on
steps that exist, and what its title promises happens at a noted step (read from the events).

Step k is the state after the k-th action (step 0: the deal as dealt).
"""

from __future__ import annotations

import json

import pytest

from engine.games import game_of, sample_records
from engine.hachihachi.dekiyaku import card_points
from engine.hachihachi.rules import KIND_TEYAKU, MONTH_TEYAKU
from engine.tamcuc.combos import SHAPE_OF_SIZE, classify, classify_mask
from engine.tamcuc.state import next_dealer

LANGS = ("vi", "zh", "en")


def docs(prefix: str) -> dict[str, dict]:
    return {slug: json.loads(p.read_text(encoding="utf-8"))
            for slug, p in sample_records().items() if slug.startswith(prefix)}


TAMCUC = docs("tam-cuc-")
HACHIHACHI = docs("hachi-hachi-")
SAMPLES = {**TAMCUC, **HACHIHACHI}


def replayed(doc):
    [(states, actions)] = game_of(doc["record"]).replay(doc["record"])
    return states, actions


def noted(doc, states):
    """(step, events) of every noted step."""
    return [(int(k), states[int(k)].events) for k in doc["notes"]]


def events_of(doc, states, kind, test=lambda step, e: True):
    return [(step, e) for step, evs in noted(doc, states) for e in evs
            if e.kind == kind and test(step, e)]


# -- what each sample promises, read from the engine's events at its noted steps -------------

def trinh_lang(doc, states):
    return events_of(doc, states, "show", lambda step, e: e.detail == "")


def cuop_cai(doc, states):
    return [(step, e) for step, e in events_of(doc, states, "show")
            if e.detail == "seize" and next_dealer(states[-1]) == e.player]


def first_call_ban(doc, states):
    return [(step, e) for step, e in events_of(doc, states, "chui")
            if e.detail == "banned" and states[step - 1].first_call
            and events_of(doc, states, "call", lambda s, c, seat=e.player: c.player == seat)]


def chui_hides(doc, states):
    """A chui whose face-down play was a real combination of the called shape, in a deal that
    is no rout: three seats or more win cây."""
    if sum(1 for won in states[-1].result.cards if won) < 3:
        return []
    out = []
    for step, e in events_of(doc, states, "chui", lambda s, c: not c.detail):
        play = states[step - 1].table[e.player]
        combo = classify_mask(play)
        if combo is not None and combo.shape == SHAPE_OF_SIZE[play.bit_count()]:
            out.append((step, e))
    return out


def ket(kind):
    def check(doc, states):
        found = events_of(doc, states, "ket", lambda s, e: e.detail == kind)
        caller = states[-1].result.ket.caller
        return found if events_of(doc, states, "call", lambda s, e: e.player == caller) else []
    return check


def de(doc, states):
    r = states[-1].result
    reds = events_of(doc, states, "reveal", lambda s, e: e.player == r.ket.player
                     and classify(e.cards).colour == "red" and classify(e.cards).soldiers)
    return reds if r.ket.kind == "de" else []


def teyaku_of(group):
    def check(doc, states):
        return events_of(doc, states, "teyaku",
                         lambda s, e: s == 0 and any(y.id in group for y in e.yaku))
    return check


def decision(kind):
    def check(doc, states):
        return [(step, e) for step, e in events_of(doc, states, kind)
                if events_of(doc, states, "dekiyaku", lambda s, d, at=step - 1, who=e.player:
                             s == at and d.player == who)]
    return check


def shobu_lost(doc, states):
    """A shōbu, and later a void of the same seat's dekiyaku, both at noted steps."""
    return [(step, e) for step, e in events_of(doc, states, "void")
            if events_of(doc, states, "shobu", lambda s, c, at=step, who=e.player:
                         s < at and c.player == who)]


def grand_field(doc, states):
    r = states[-1].result
    return [(0, None)] if "0" in doc["notes"] and states[0].multiplier == 4 \
        and r.settlement.multiplier == 4 else []


def futahachi(doc, states):
    r, rules = states[-1].result, states[0].rules
    out = []
    for step, _events in noted(doc, states):
        for p in range(3):
            now, before = (card_points(states[k].piles[p]) for k in (step, max(step - 1, 0)))
            if now >= rules.futahachi_at > before \
                    and any(y.id == "futahachi" for y in r.settlement.special[p]):
                out.append((step, p))
    return out


PROMISES = {
    "tam-cuc-trinh-lang": trinh_lang, "tam-cuc-cuop-cai": cuop_cai,
    "tam-cuc-cam-tuong": first_call_ban, "tam-cuc-chui": chui_hides,
    "tam-cuc-ket-doi": ket("ket-doi"), "tam-cuc-ket-ba": ket("ket-ba"),
    "tam-cuc-ket-tot-den": ket("ket-tot-den"), "tam-cuc-de": de,
    "hachi-hachi-teyaku-kinds": teyaku_of(KIND_TEYAKU),
    "hachi-hachi-teyaku-months": teyaku_of(MONTH_TEYAKU),
    "hachi-hachi-sage": decision("sage"), "hachi-hachi-shobu": decision("shobu"),
    "hachi-hachi-shobu-lost": shobu_lost,
    "hachi-hachi-grand-field": grand_field, "hachi-hachi-futahachi": futahachi,
}


@pytest.mark.parametrize("slug", sorted(SAMPLES))
def test_sample_replays_and_its_notes_sit_on_real_steps(slug):
    doc = SAMPLES[slug]
    states, actions = replayed(doc)
    assert doc["id"] == slug and doc["rules"] == states[0].rules.name
    for field in ("title", "summary"):
        assert all(doc[field][lang].strip() for lang in LANGS)
    assert doc["notes"]
    for step, note in doc["notes"].items():
        assert 0 <= int(step) <= len(actions), (slug, step)
        assert all(note[lang].strip() for lang in LANGS)


@pytest.mark.parametrize("slug", sorted(SAMPLES))
def test_what_the_title_promises_happens_at_a_noted_step(slug):
    doc = SAMPLES[slug]
    states, _actions = replayed(doc)
    assert PROMISES[slug](doc, states), f"{slug}: the promised event is at no noted step"


def test_a_note_moved_off_its_step_is_caught():
    doc = json.loads(json.dumps(TAMCUC["tam-cuc-ket-ba"]))
    states, _actions = replayed(doc)
    doc["notes"] = {"1": doc["notes"][next(iter(doc["notes"]))]}
    assert not PROMISES["tam-cuc-ket-ba"](doc, states)


def test_the_libraries():
    """At least 8 Tam Cúc deals at 2, 3 and 4 seats and 6 Hachi-Hachi deals, every one
    promising something the tests check."""
    assert len(TAMCUC) >= 8 and len(HACHIHACHI) >= 6
    assert {replayed(d)[0][0].seats for d in TAMCUC.values()} == {2, 3, 4}
    assert set(SAMPLES) == set(PROMISES)
    rules = {replayed(d)[0][0].rules.name for d in HACHIHACHI.values()}
    assert rules == {"seed-000", "traditional"}
