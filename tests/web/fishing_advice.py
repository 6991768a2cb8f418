"""What the advice tests of the two three-seat fishing games (Hachi-Hachi, Hana-awase) share:
seeded positions with a real choice, the judge's ranking of them, what counts as naming
something of the game, and the "why" lines of a sample game."""

from __future__ import annotations

import random
import re
from collections import Counter

from flask_babel import force_locale
from website.core.words import THIRD_PERSON
from website.games.kit.fishing_board import alike

from engine.games import game_of, get_game, sample_records
from engine.hanafuda.cards import DECK
from engine.judge import Judge, Settings
from engine.records import loads


def positions(start, seeds, count: int):
    """``count`` positions with two or more legal moves, from deals ``start(seed)`` played on
    by a seeded mix of the first legal move and random ones."""
    out = []
    for seed in seeds:
        rng = random.Random(seed)
        state = start(seed)
        while not state.is_over:
            legal = state.legal_actions()
            if len(legal) > 1 and rng.random() < 0.4:
                out.append(state)
                if len(out) == count:
                    return out
            state = state.apply(legal[0] if rng.random() < 0.5 else rng.choice(legal))
    return out


def pairs(evaluator, states):
    """(observation, best, other) for each position: the judge's best (on a small budget) and
    each other ranked move that reads differently."""
    judge = Judge(evaluator, Settings(scale=0.2))
    for state in states:
        obs = state.observation(state.current)
        ranking = judge.rank(obs)
        best = ranking.best.action
        for choice in ranking.choices[1:]:
            if not alike_moves(best, choice.action):
                yield obs, best, choice.action


def alike_moves(a, b) -> bool:
    return type(a) is type(b) and hasattr(a, "take") and alike(a, b)


def names_the_game(sentence: str, lang: str, words: tuple[str, ...]) -> bool:
    """Whether a sentence names a card, a yaku or a word of the game (``words``), or counts
    card points."""
    cards = any(c.spoken_name(lang) in sentence for c in DECK)
    return cards or any(w in sentence for w in words) or bool(
        re.search(r"\d+ card points?\b", sentence))


def sample_whys(app, game: str, board, lang: str) -> dict[str, Counter]:
    """Every sample game of ``game`` → its "why" sentences, counted, as the viewer shows them
    (each step's, to a reader who watches: no seat is theirs)."""
    out = {}
    engine_game = get_game(game)
    for slug, path in sample_records().items():
        record = loads(path.read_text(encoding="utf-8")).get("record")
        if game_of(record).name != game:
            continue
        seen: Counter = Counter()
        with app.test_request_context(f"/{lang}/"), force_locale(lang):
            for states, actions in engine_game.replay(record):
                for i in range(1, len(states)):
                    frame = board.frame(states, actions, i, THIRD_PERSON, [0] * len(
                        states[0].piles), None)
                    seen.update(frame["why"])
        out[slug] = seen
    return out
