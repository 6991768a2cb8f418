"""Tam Cúc: what the picked cards make in a trick game. The engine says what they form
(:func:`classify_mask`), what of the same kind they beat and what beats them (:func:`beats`
over every combination of the deck), and, per rule set and number of players, whether they
are dealt at all, whether they may open the deal (the first-call ban), whether they may be
shown (trình làng), and the kết they make as the last call, won or beaten
(:func:`ket_kind`, :func:`ket_points`). Rule sets that answer alike share a row.
"""

from __future__ import annotations

from functools import lru_cache

from flask_babel import gettext as _
from flask_babel import lazy_gettext as _l
from website.core import models
from website.core.words import THIRD_PERSON, Seats, gap
from website.games.tamcuc import tables as tc
from website.games.tamcuc import texts as game_texts
from website.games.tamcuc.puzzles import play_words
from website.games.tamcuc.words import ket_sentence

from engine.tamcuc import RULESETS, TAMCUC_DECK
from engine.tamcuc.cards import FULL_MASK, ids_of, mask_of
from engine.tamcuc.combos import beats, classify_mask, combinations_in
from engine.tamcuc.rules import SEAT_COUNTS, RuleSet
from engine.tamcuc.state import breaks_ban, ket_kind, ket_points

DECK = tuple(c.id for c in TAMCUC_DECK)
TEMPLATE = "games/tamcuc/calculator.html"
TITLE = _l("Tam Cúc calculator")
BUTTON = _l("Show what they make")
LEAD = _l("Tick cards on the chart to see what they make: the combination, what it beats and "
          "what beats it, whether it may open the deal, and the kết it makes as the last call, "
          "for every rule set and number of players. The address of the result can be shared.")
CALLER, BEATER = 0, 1  # the reader calls; "Player 2" stands for whoever beats the call


def chart(lang: str) -> list[dict]:
    """The 32 cards by rank, strongest first, red before black."""
    return [{"glyph": row["rank"].glyph, "label": game_texts.beside_glyph(row["rank"], lang),
            "cards": [c for colour in row["cards"].values() for c in colour]}
            for row in tc.tamcuc_rows()]


def read_options(args) -> dict:
    return {}


@lru_cache(maxsize=8)
def levels(size: int) -> dict[int, int]:
    """One combination of ``size`` cards per strength (its key), from the whole deck."""
    found: dict[int, int] = {}
    for mask in combinations_in(FULL_MASK, size):
        found.setdefault(classify_mask(mask).key, mask)
    return found


def _form(mask: int, lang: str) -> dict:
    combo = classify_mask(mask)
    colours = {TAMCUC_DECK[i].colour for i in range(len(TAMCUC_DECK)) if mask >> i & 1}
    if combo is None:
        why = (_("Cards of two colours never make a combination.") if len(colours) > 1 else
               _("These cards are of one colour but make no combination."))
        return {"combo": None, "why": why}
    shape = models.game_term(tc.TAMCUC_SHAPE_TERMS[combo.shape], lang)
    rivals = levels(mask.bit_count()).values()
    words = play_words(ids_of(mask), lang)
    return {"combo": combo, "shape": shape, "words": words,
            "why": _("This card is a single: %(play)s.", play=words) if combo.shape == "single"
            else _("These cards make a %(play)s.", play=words),
            "beats": _unique_words([m for m in rivals if beats(combo, classify_mask(m))], lang),
            "beaten_by": _unique_words([m for m in rivals if beats(classify_mask(m), combo)],
                                       lang)}


def _payers(rules: RuleSet, kind: str) -> str:
    if kind == "de" and rules.de_payer == "caller":
        return _("The caller alone pays it, in full.")
    if rules.ket_less_cards:
        return _("Each other player pays it, less the cây they won.")
    return _("Each other player pays it in full.")


def _cell(mask: int, rules: RuleSet, seats: int, lang: str) -> dict:
    """What a rule set makes of the play with this many players."""
    removed = rules.removed(seats)
    if mask & removed:
        return {"dealt": False}
    combo = classify_mask(mask)
    if combo is None:
        return {"dealt": True, "combo": False}
    show = rules.show_rule(seats, combo.shape)
    kind = ket_kind(rules, mask)
    won = (ket_sentence(kind, CALLER, CALLER, ket_points(rules, seats, kind), Seats(CALLER))
           + gap(lang) + _payers(rules, kind)) if kind else _("No kết")
    beaten: dict[str | None, list[int]] = {}  # the kết a beater takes → its plays
    for other in combinations_in(FULL_MASK & ~removed, mask.bit_count()):
        if beats(classify_mask(other), combo):
            beaten.setdefault(ket_kind(rules, mask, other), []).append(other)
    # Where beaters make different kết, the fewer are named; the rest are "any other".
    most = max(beaten, key=lambda k: len({classify_mask(m).key for m in beaten[k]}), default=None)
    return {"dealt": True, "combo": True,
            "banned": breaks_ban(rules, seats, True, mask),
            "show": show, "won": won,
            "beaten": [{"text": ket_sentence(k, BEATER, CALLER, ket_points(rules, seats, k),
                                             THIRD_PERSON) + gap(lang) + _payers(rules, k),
                        "by": _unique_words(masks, lang) if k != most else None}
                       for k, masks in beaten.items() if k],
            "beatable": bool(beaten), "split": len(beaten) > 1}


def _unique_words(masks: list[int], lang: str) -> list[str]:
    """Plays in words, each strength once, strongest first."""
    by_key = {classify_mask(m).key: m for m in masks}
    return [play_words(ids_of(by_key[k]), lang) for k in sorted(by_key, reverse=True)]


def result(card_ids: list[str], options: dict, lang: str) -> dict:
    """What the picked cards form, and per group of rule sets that agree, per number of
    players, what the rules make of them."""
    if not card_ids:
        return {"form": None, "groups": []}
    mask = mask_of(card_ids)
    groups: list[dict] = []
    for name, rules in RULESETS.items():
        cells = [_cell(mask, rules, n, lang) for n in SEAT_COUNTS]
        same = next((g for g in groups if g["cells"] == cells), None)
        if same:
            same["labels"].append(game_texts.RULESET_LABELS[name])
        else:
            groups.append({"labels": [game_texts.RULESET_LABELS[name]], "cells": cells})
    return {"form": _form(mask, lang), "seats": SEAT_COUNTS,
            "groups": [dict(g, cells=list(zip(SEAT_COUNTS, g["cells"], strict=True)))
                       for g in groups]}
