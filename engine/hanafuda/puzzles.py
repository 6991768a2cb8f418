"""The capture puzzles the three-seat fishing games (Hachi-Hachi, Hana-awase) ask alike, written
once: a seat's view in the middle of a deal, its legal captures, what each adds to the seat's
yaku and which rival yaku it stops, the answers of the two capture themes, and the positions
worth asking. A game passes in what differs (:class:`CapturePuzzles`: its yaku, its error, the
name of its "complete" theme, the calls of its decide phase), so this module imports no game.

A position (plain JSON): ``hand``, ``field``, ``piles`` and ``hand_sizes`` ("you" first, then
the next seats to play), ``stock`` (cards left, not counting ``drawn``), ``drawn`` (the card
turned over in the draw phase), ``phase``, ``dealer``; a ``block`` puzzle also names its
``target`` (``{"seat", "yaku"}``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from ..errors import EngineError
from .cards import DECK, card, card_ids, cards_in, mask_of
from .fishing import DRAW, PLAY, Phase
from .matching import Draw, Play, capture, options
from .matching import action_text as notation

ALL = (1 << len(DECK)) - 1


@dataclass(frozen=True)
class CapturePuzzles:
    """One game's capture puzzles: ``yaku_of(pile, rules)`` the yaku a pile makes (each with
    ``id`` and ``points``), ``total`` their value, ``card_points(mask)`` the cards' face value,
    ``get_rules`` a rule set by name, ``error`` what a bad puzzle raises, ``complete`` the theme
    of completing a yaku, ``calls`` the actions of a decide phase (none: no decide phase)."""

    error: type[EngineError]
    get_rules: Callable[[str], Any]
    yaku_of: Callable[[int, Any], Sequence]
    total: Callable[[Sequence], int]
    card_points: Callable[[int], int]
    complete: str
    calls: tuple = ()
    seats: int = 3

    def mask(self, ids) -> int:
        """The mask of known, distinct card ids. :raises error: otherwise."""
        try:
            found = [card(c) for c in ids]
        except (TypeError, EngineError):
            raise self.error("a position names an unknown card") from None
        if len({c.id for c in found}) != len(found):
            raise self.error("a card appears twice in the position")
        return mask_of(found)

    def position_of(self, state) -> dict:
        """The position as the seat to move sees it: that seat first, then the next to play."""
        me = state.current
        order = [(me + i) % self.seats for i in range(self.seats)]
        return {
            "hand": list(state.hand(me)),
            "field": list(state.field_cards()),
            "piles": [list(state.pile(s)) for s in order],
            "hand_sizes": [state.hands[s].bit_count() for s in order],
            "stock": len(state.deal.stock) - state.stock_pos - (1 if state.drawn else 0),
            "drawn": state.drawn,
            "phase": state.phase,
            "dealer": order.index(state.deal.dealer),
        }

    def seen(self, pos: dict) -> int:
        """The cards the seat sees: its hand, the field, every pile, the drawn card."""
        ids = [*pos["hand"], *pos["field"], *(c for pile in pos["piles"] for c in pile)]
        if pos.get("drawn"):
            ids.append(pos["drawn"])
        return self.mask(ids)

    def check_view(self, pos: dict) -> None:
        """:raises error: for a view whose cards, sizes or phase do not fit together."""
        phases = (PLAY, DRAW, Phase.DECIDE) if self.calls else (PLAY, DRAW)
        try:
            unseen = len(DECK) - self.seen(pos).bit_count()
            if len(pos["piles"]) != self.seats or len(pos["hand_sizes"]) != self.seats:
                raise self.error("a position has three piles and three hand sizes")
            if pos["hand_sizes"][0] != len(pos["hand"]):
                raise self.error("your hand size does not match your hand")
            if unseen != sum(pos["hand_sizes"][1:]) + pos["stock"]:
                raise self.error("the other hands and the stock do not add up to the unseen "
                                 "cards")
            if pos["phase"] not in phases or (pos["phase"] == DRAW) != bool(pos.get("drawn")):
                raise self.error("a drawn card goes with the draw phase, and only with it")
        except (KeyError, TypeError):
            raise self.error("a position needs hand, field, piles, hand sizes, stock and phase") \
                from None

    def legal_actions(self, pos: dict) -> tuple:
        """The legal plays (play phase), draws (draw phase) or calls (decide phase)."""
        self.check_view(pos)
        field = self.mask(pos["field"])
        if pos["phase"] == DRAW:
            return options(Draw, card(pos["drawn"]).index, field)
        if pos["phase"] != PLAY:
            return self.calls
        out: tuple = ()
        for c in cards_in(self.mask(pos["hand"])):
            out += options(Play, c.index, field)
        return out

    def threats(self, pos: dict, rules) -> dict[tuple[int, str], int]:
        """(opponent, yaku) → the mask of the cards still open to the opponents (the field and
        every card you cannot see) any one of which would complete that yaku for them."""
        open_cards = self.mask(pos["field"]) | (ALL & ~self.seen(pos))
        out: dict[tuple[int, str], int] = {}
        for seat in range(1, self.seats):
            pile = self.mask(pos["piles"][seat])
            have = {y.id for y in self.yaku_of(pile, rules)}
            for c in cards_in(open_cards):
                for y in self.yaku_of(pile | c.mask, rules):
                    if y.id not in have:
                        out[seat, y.id] = out.get((seat, y.id), 0) | c.mask
        return out

    def capture_values(self, p: dict) -> dict:
        """Per legal action (its notation): the yaku value it adds to your pile, the threats it
        stops, and the card points it takes."""
        pos = p["position"]
        rules = self.get_rules(p["rules"])
        legal = self.legal_actions(pos)
        pile = self.mask(pos["piles"][0])
        field = self.mask(pos["field"])
        open_cards = field | (ALL & ~self.seen(pos))
        before = self.total(self.yaku_of(pile, rules))
        found = self.threats(pos, rules)
        out = {}
        for a in legal:
            new_field, gained = _after(field, a)
            gain = self.total(self.yaku_of(pile | gained, rules)) - before if gained else 0
            still_open = (open_cards & ~gained) | (new_field & ~field)
            stops = tuple(sorted(t for t, need in found.items() if not need & still_open))
            out[notation(a)] = {"gain": gain, "blocks": stops,
                                "card_points": self.card_points(gained), "take": bool(a.take)}
        return out

    def solve(self, p: dict) -> list[str]:
        """A capture puzzle's answers: the captures adding the most yaku value (the complete
        theme), or those that stop the target (``block``)."""
        values = self.capture_values(p)
        if p["theme"] == self.complete:
            top = max(v["gain"] for v in values.values())
            return sorted(a for a, v in values.items() if top > 0 and v["gain"] == top)
        if p["theme"] == "block":
            t = p["position"]["target"]
            target = (t["seat"], t["yaku"])
            return sorted(a for a, v in values.items() if target in v["blocks"])
        raise self.error(f"unknown capture theme: {p['theme']!r}")

    def candidates(self, state):
        """The capture puzzles worth asking at ``state``, as (theme, position, level): one
        card (one or two ways to take) completes the most yaku value while another capture
        adds less; else, when no capture adds any, one card alone stops the only threat."""
        pos = self.position_of(state)
        legal = self.legal_actions(pos)
        if len(legal) < 2 or sum(1 for a in legal if a.take) < 2:
            return
        probe = {"kind": "capture", "rules": state.rules.name, "position": pos,
                 "theme": self.complete}
        values = self.capture_values(probe)
        gains = sorted((v["gain"] for v in values.values()), reverse=True)
        most = max(values, key=lambda a: (values[a]["card_points"], a))
        if gains[0] > 0:
            ans = self.solve(probe)
            if len(ans) <= 2 and len({a.split()[1] for a in ans}) == 1 and gains[-1] < gains[0]:
                level = capture_level(sum(g > 0 for g in gains) > len(ans), most not in ans,
                                      len(legal), len(self.threats(pos, state.rules)))
                yield self.complete, pos, level
            return
        blockable = {t for v in values.values() for t in v["blocks"]}
        if len(blockable) != 1:
            return
        seat, yaku = next(iter(blockable))
        pos_b = dict(pos, target={"seat": seat, "yaku": yaku})
        ans = self.solve(dict(probe, position=pos_b, theme="block"))
        others = [a for a, v in values.items() if v["take"] and a not in ans]
        if ans and len(ans) <= 2 and len({a.split()[1] for a in ans}) == 1 and others:
            level = capture_level(False, most not in ans, len(legal),
                                  len(self.threats(pos, state.rules)))
            yield "block", pos_b, level

    def explain(self, puzzle: dict, yaku_cards: Callable[[str, int], list[str]]) -> dict:
        """A capture puzzle's answers as data: for each, the yaku it makes (shown by
        ``yaku_cards(yaku id, pile)``), its gain and the threats it stops; and every threat."""
        pos = puzzle["position"]
        rules = self.get_rules(puzzle["rules"])
        values = self.capture_values(puzzle)
        found = self.threats(pos, rules)
        pile = self.mask(pos["piles"][0])
        field = self.mask(pos["field"])
        solutions = []
        for a in self.legal_actions(pos):
            text = notation(a)
            if text in puzzle["answers"]:
                _, gained = _after(field, a)
                have = {y.id for y in self.yaku_of(pile, rules)}
                made = [y.id for y in self.yaku_of(pile | gained, rules) if y.id not in have]
                solutions.append({"action": text, "card": a.card, "take": list(a.take),
                                  "made": made, "gain": values[text]["gain"],
                                  "cards": yaku_cards(made[0], pile | gained) if made else [],
                                  "blocks": [list(t) for t in values[text]["blocks"]]})
        return {"solutions": solutions,
                "threats": [{"seat": s, "yaku": y, "cards": card_ids(need)}
                            for (s, y), need in sorted(found.items())]}

    def compare(self, puzzle: dict, chosen: str) -> dict:
        """Why a wrong capture falls short, as data, without naming the answer: the yaku value
        it adds and whether it stops the target, beside the best capture's."""
        values = self.capture_values(puzzle)
        mine = values[chosen]
        best = values[puzzle["answers"][0]]
        target = puzzle["position"].get("target")
        stops = target is not None and (target["seat"], target["yaku"]) in mine["blocks"]
        return {"theme": puzzle["theme"], "gain": (mine["gain"], best["gain"]), "stops": stops}


def _after(field: int, action) -> tuple[int, int]:
    """(the field after ``action``, the cards it gains)."""
    return capture(field, card(action.card).index, action.take)


def capture_level(other_gain: bool, tempting: bool, moves: int, threatened: int) -> int:
    """1 + how many of these hold, at most 2: another capture also adds a yaku; the capture
    taking the most card points is not an answer; five legal moves or more; more than one
    yaku threatened."""
    return 1 + min(2, other_gain + tempting + (moves >= 5) + (threatened > 1))
