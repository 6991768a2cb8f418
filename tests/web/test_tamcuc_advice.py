"""Tam Cúc's advice says why, in the game's terms (site/games/tamcuc/advice.py).

Over seeded positions of two, three and four seats (greedy and random play, a small judge):
whenever the judge's best and another ranked move differ, their reasons differ, ``compare``
names something of the game, no reason speaks against the move it explains, and what the
sentences claim of the cards is true of the whole deal. And no sample game says the same Why
sentence more than three times, in any language.
"""

from __future__ import annotations

import random
import re
from collections import Counter
from functools import cache

import pytest
from flask_babel import force_locale
from website.core.i18n import LANGUAGES
from website.core.words import THIRD_PERSON, Seats
from website.features.viewer import views as viewer
from website.games.tamcuc import advice
from website.games.tamcuc import board as tamcuc_board

from engine import terms
from engine.judge import Judge, Settings
from engine.tamcuc import TAMCUC_DECK, deal
from engine.tamcuc.cards import ids_of, mask_of
from engine.tamcuc.combos import classify_mask, combinations_in
from engine.tamcuc.judge import EVALUATOR
from engine.tamcuc.players import GreedyPlayer, RandomPlayer
from engine.tamcuc.state import Call, Chui, Lay, Pass, Reveal, Show

PER_SEATS = 40  # positions for each seat count: 120 in all
JUDGE = Judge(EVALUATOR, Settings(scale=0.2))


@cache
def positions() -> tuple:
    """(state, ranking) at seeded decisions with at least two ranked choices, played on by a
    mix of greedy and random players, for 2, 3 and 4 seats."""
    out = []
    greedy, rand = GreedyPlayer(), RandomPlayer()
    for seats in (2, 3, 4):
        found = 0
        for seed in range(400):
            if found >= PER_SEATS:
                break
            rng = random.Random(seed * 7 + seats)
            s = deal("standard", seed=seed, seats=seats)
            while not s.is_over and found < PER_SEATS:
                obs = s.observation(s.current)
                if len(obs.legal_actions) > 1 and rng.random() < 0.25 \
                        and not obs.phase.startswith("night"):
                    ranking = JUDGE.rank(obs)
                    if len(ranking.choices) > 1:
                        out.append((s, ranking))
                        found += 1
                s = s.apply((greedy if rng.random() < 0.7 else rand).choose(obs, rng))
    return tuple(out)


def pairs():
    """(state, observation, best, other) for every ranked move whose key is not the best's."""
    for s, ranking in positions():
        obs = s.observation(s.current)
        best = ranking.best.action
        for key, choice in zip(ranking.keys[1:], ranking.choices[1:], strict=True):
            if key != ranking.keys[0]:
                yield s, obs, best, choice.action


def game_words(lang: str) -> list[str]:
    """What a sentence may name to be about the game: every card's name, the words of play."""
    names = {c.name(lang) for c in TAMCUC_DECK}
    plays = {terms.term(lang, "game", k) for k in (
        "chui", "rac", "cay", "trinh-lang", "cuop-cai", "ket-doi", "ket-ba", "ket-tot-den", "tu-tu",
        "ngu-tu", "single", "pair", "triple")}
    return sorted(names | plays, key=len, reverse=True)


def test_enough_positions_at_every_seat_count():
    seats = Counter(s.seats for s, _r in positions())
    assert seats == {2: PER_SEATS, 3: PER_SEATS, 4: PER_SEATS}
    phases = Counter(s.phase for s, _r in positions())
    assert {"call", "lay", "reveal"} <= set(phases), phases
    assert sum(1 for _ in pairs()) >= 100


@pytest.mark.parametrize("lang", LANGUAGES)
def test_different_moves_get_different_reasons(app, lang):
    with app.test_request_context(f"/{lang}/"), force_locale(lang):
        same = [(obs.hand, best, other, tamcuc_board.reasons(obs, best))
                for _s, obs, best, other in pairs()
                if tamcuc_board.reasons(obs, best) == tamcuc_board.reasons(obs, other)]
        empty = [(obs.hand, best) for _s, obs, best, _o in pairs()
                 if not tamcuc_board.reasons(obs, best)]
    assert not same, same[:3]
    assert not empty, empty[:3]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_compare_names_something_of_the_game(app, lang):
    found = game_words(lang)
    with app.test_request_context(f"/{lang}/"), force_locale(lang):
        bad = []
        for _s, obs, best, other in pairs():
            lines = tamcuc_board.compare(obs, best, other)
            if not lines or not all(any(w in line for w in found) or re.search(r"\d", line)
                                    for line in lines):
                bad.append((obs.hand, best, other, lines))
            # the other way round too: the lead may ask about any two legal moves
            if not tamcuc_board.compare(obs, other, best):
                bad.append((obs.hand, other, best, "empty"))
    assert not bad, bad[:3]


def against(obs, action) -> list[str]:
    """Sentences that would speak against ``action``: the engine's facts against it, and the
    sentences said of the other choices that contradict what it does (a chui that gives up
    the trick, for a reveal; a play that takes the trick, for a chui)."""
    out = [advice.sentence(f) for f in advice.facts(obs, action) if f.sign < 0]
    if isinstance(action, Reveal):
        out += [advice.sentence(f) for f in advice.facts(obs, Chui()) if f.key == "gives-up"]
    if isinstance(action, Chui):
        out += [advice.sentence(f) for f in advice.facts(obs, Reveal())
                if f.key in ("sure", "may-hold")]
    if isinstance(action, Pass):
        out += [advice.sentence(f) for a in obs.legal_actions if isinstance(a, Show)
                for f in advice.facts(obs, a) if f.key in ("show", "seize")]
    return out


def test_no_reason_argues_against_its_move(app):
    """Concretely, in English: a move's reasons never warn about the move itself (its own
    breaking of the ban, a pair it breaks up, its strongest card spent on an unsure trick, a
    play likely beaten while a weaker card could go), never say a revealed play is given up,
    nor that a chui takes the trick."""
    warnings = re.compile(r"breaks the first-call ban|breaks up|is unlikely to take|and this "
                          r"trick is not sure|on a trick that is not sure|gives up a trick|"
                          r"ends with the first call")
    with app.test_request_context("/en/"), force_locale("en"):
        bad = []
        for s, ranking in positions():
            obs = s.observation(s.current)
            for choice in ranking.choices:
                lines = tamcuc_board.reasons(obs, choice.action)
                wrong = set(lines) & set(against(obs, choice.action))
                wrong |= {line for line in lines if warnings.search(line)}
                if isinstance(choice.action, Chui):
                    wrong |= {line for line in lines if "takes the trick" in line}
                if wrong:
                    bad.append((obs.hand, choice.action, wrong))
    assert not bad, bad[:3]


def beaten_by_someone(s, mask: int) -> bool:
    """Whether any other seat holds (in hand or face down) a play of the same shape that
    beats ``mask`` and may win (the first-call ban): the whole deal's truth, not the mover's."""
    mine = classify_mask(mask)
    seat = s.current
    for p in range(s.seats):
        if p == seat:
            continue
        cards = s.hands[p] | s.table[p]
        for m in combinations_in(cards, mask.bit_count()):
            other = classify_mask(m)
            if other.shape == mine.shape and other.key > mine.key and not s.banned(m):
                return True
    return False


def test_a_sure_trick_is_sure(app):
    """"Nothing still out of sight can beat it" is true of the whole deal: no other seat
    holds a stronger play of the shape (the sentences count only cards the mover cannot see)."""
    with app.test_request_context("/en/"), force_locale("en"):
        said = 0
        for s, ranking in positions():
            obs = s.observation(s.current)
            for choice in ranking.choices:
                a = choice.action
                mask = mask_of(a.cards) if isinstance(a, Call | Lay) else s.table[s.current]
                sure = [f for f in advice.facts(obs, a) if f.key == "sure"
                        and "nothing still out of sight" in str(f)]
                if sure and isinstance(a, Call | Lay | Reveal):
                    said += 1
                    assert not beaten_by_someone(s, mask), (obs.hand, a, str(sure[0]))
        assert said >= 10


def test_sentences_name_only_cards_the_mover_sees(app):
    """A position's advice names no card the mover cannot see (a count stands for them)."""
    with app.test_request_context("/en/"), force_locale("en"):
        bad = []
        for s, ranking in positions():
            obs = s.observation(s.current)
            hidden = {c.name("en") for c in TAMCUC_DECK} - {
                c.name("en") for c in TAMCUC_DECK if c.id in obs.visible_cards()}
            for choice in ranking.choices:
                text = " ".join(tamcuc_board.reasons(obs, choice.action)
                                + tamcuc_board.compare(obs, ranking.best.action, choice.action))
                named = {n for n in hidden if re.search(re.escape(n) + r"(?!\w)", text)}
                if named:
                    bad.append((obs.hand, choice.action, named))
    assert not bad, bad[:3]


def test_replay_reasons_speak_of_no_you(app):
    """In a replay (every seat a computer) the sentences never say "you"; to the reader at
    the table they read the same, naming cards rather than the mover."""
    with app.test_request_context("/en/"), force_locale("en"):
        for s, ranking in positions()[:30]:
            obs = s.observation(s.current)
            for choice in ranking.choices:
                for line in tamcuc_board.reasons(obs, choice.action, THIRD_PERSON) + \
                        tamcuc_board.compare(obs, ranking.best.action, choice.action,
                                             Seats(None, s.seats)):
                    assert not re.search(r"\b[Yy]ou(r)?\b", line), line


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_why_sentence_repeats_more_than_three_times_in_a_sample_game(app, lang):
    with app.test_request_context(f"/{lang}/"):
        found = 0
        for slug, sample in viewer.samples().items():
            replayed = sample.replayed
            if replayed.board is not tamcuc_board:
                continue
            found += 1
            said = Counter(str(line) for step in range(len(replayed.frames))
                           for line in viewer.frame_context(replayed, step, THIRD_PERSON)
                           .get("why") or ())
            assert said, slug
            repeated = {line: n for line, n in said.items() if n > 3}
            assert not repeated, (slug, repeated)
        assert found >= 5


def test_a_first_call_ban_is_named_against_a_banned_call(app):
    """A first call holding a banned rank, compared with one within the ban: the comparison
    names the ban (two seats: Tướng and Sĩ are banned)."""
    with app.test_request_context("/en/"), force_locale("en"):
        for seed in range(200):
            s = deal("standard", seed=seed, seats=2)
            obs = s.observation(s.current)
            calls = [a for a in obs.legal_actions if isinstance(a, Call) and len(a.cards) == 1]
            banned = [a for a in calls if s.banned(mask_of(a.cards))]
            fine = [a for a in calls if not s.banned(mask_of(a.cards))]
            if banned and fine and s.phase == "call":
                lines = tamcuc_board.compare(obs, fine[0], banned[0])
                assert any("first-call ban" in line for line in lines), lines
                assert not any("first-call ban" in line and "breaks" in line
                               for line in tamcuc_board.reasons(obs, fine[0]))
                return
    pytest.fail("no deal with a banned first call found")


def test_ids_are_not_printed(app):
    """No card id ("red-soldier-3") in any sentence."""
    ids = re.compile("|".join(re.escape(i) for i in ids_of((1 << 32) - 1)))
    with app.test_request_context("/en/"), force_locale("en"):
        for _s, obs, best, other in list(pairs())[:60]:
            for line in tamcuc_board.compare(obs, best, other) + tamcuc_board.reasons(obs, best):
                assert not ids.search(line), line
