"""Tam Cúc's board: two to four seats, each with its hand, its play in the trick (face down,
revealed or chui) and the cards it has won; the engine's Tam Cúc state and observations.

The viewer replays a finished deal: a sample game shows every hand, a review only the cards
the reader saw; the play page draws only ``observation(seat)``. Cards a view may not show
appear as backs, counted.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import NamedTuple

from flask_babel import gettext as _
from flask_babel import lazy_gettext as _l
from website.core import words as commentary
from website.core.forms import whole_number
from website.core.i18n import current_language
from website.games.base import Sight
from website.games.kit.moves import ENGINE_LEVELS, deals_label, judge, ranked_hint, why_lines
from website.games.tamcuc import SITE, advice, words
from website.games.tamcuc import texts as game_texts

from engine.errors import EngineError
from engine.games import get_game
from engine.tamcuc import TAMCUC_BY_ID
from engine.tamcuc.cards import ids_of
from engine.tamcuc.notation import format_action, parse_action
from engine.tamcuc.review import review_hand
from engine.tamcuc.rules import get_rules
from engine.tamcuc.state import HAND_SIZE, Call, Chui, Lay, Offer, Pass, Reveal, Show, State

GAME = get_game(SITE.id)
TEMPLATE = "games/tamcuc/board.html"
RULESET_LABELS = game_texts.RULESET_LABELS


class _RulesetLines(Mapping):
    """A rule set in one line on the new-game form: what it changes from the site's rules, in
    the words of the rules page's table of rule sets (``tables.tamcuc_ruleset_rows``)."""

    def _rows(self) -> dict:
        from website.games.tamcuc.tables import tamcuc_ruleset_rows

        return {row["id"]: row["changes"] for row in tamcuc_ruleset_rows()}

    def __getitem__(self, name: str) -> str:
        changes = self._rows()[name]
        if not changes:
            return _("The article as this site reads it, as the rules page gives it.")
        return commentary.gap(current_language()).join(map(str, changes))

    def __iter__(self):
        return iter(self._rows())

    def __len__(self) -> int:
        return len(self._rows())


RULESET_DESCRIPTIONS = _RulesetLines()
SEAT_COUNTS = (2, 3, 4)
LEVELS = ENGINE_LEVELS
DEFAULT_LEVEL = "greedy"
length_label = deals_label  # a length on the new-game form
LENGTHS = (1, 4, 8)
LEVEL_DESCRIPTIONS = {
    "random": _l("Lays any legal cards at random."),
    "greedy": _l("Leads its strongest combination and wins every trick it can, without "
                 "thinking ahead."),
    "strong": _l("Plays each choice out in many imagined deals of the hidden cards, and keeps "
                 "a pair or a triple for the last trick when it pays."),
}
PLAY_LEAD = _l("Play Tam Cúc against the computer at two, three or four seats, with hints from "
               "the coach.")
SAMPLES_LEAD = _l("Tam Cúc deals played by the computer and annotated: follow each trick, the "
                  "face-down plays, the chui and the kết that settles the deal.")
MAX_FORM_CARDS = max(HAND_SIZE.values())  # no hand holds more


def seat_count(state: State) -> int:
    return state.seats


def card_name(card_id: str, lang: str) -> str:
    return TAMCUC_BY_ID[card_id].name(lang)


class SeatView(NamedTuple):
    seat: int
    name: str
    you: bool
    dealer: bool  # the cái: the seat that leads this trick (the dealer only until it loses one)
    to_move: bool
    hand: tuple[str, ...] | None  # None: face down (another seat's, at play)
    hand_count: int
    play: tuple[str, ...]  # this trick's play, where this view may show it
    play_hidden: bool  # ... though it lies face down on the table (one's own, or a replay)
    play_down: int  # cards of this trick's play shown only as backs
    chui: bool
    best: bool  # holds the trick so far
    won: tuple[str, ...]  # won cards this view may show
    won_count: int
    discard_count: int
    score: int | None


def _count(mask: int) -> int:
    return mask.bit_count()


def _order(seats: int, bottom: int) -> list[int]:
    """Seats from the one after ``bottom`` round to ``bottom``: the reader's seat last."""
    return [(bottom + k) % seats for k in range(1, seats + 1)]


def _moved(events) -> set[str]:
    out: set[str] = set()
    for ev in events:
        if ev.kind in ("reveal", "show"):
            out.update(ev.cards)
    return out


# -- the viewer ---------------------------------------------------------------------------------

def frame(states, actions, index: int, seats: commentary.Seats, scores: list[int],
          sight: Sight | None = None) -> dict:
    """Position ``index`` of a finished deal: every card, or with a ``sight`` (a review) only
    the cards the reader saw; a chui stays face down for good."""
    s: State = states[index]
    final = s.result

    def shown(p: int, mask: int) -> tuple[str, ...]:
        cards = ids_of(mask)
        return cards if sight is None else sight.shows(p, cards)

    views = []
    for p in range(s.seats):
        play, laid = shown(p, s.table[p]), _count(s.table[p])
        views.append(SeatView(
            p, seats.name(p), seats.is_you(p), p == s.leader, p == s.current,
            shown(p, s.hands[p]), _count(s.hands[p]), play,
            bool(play) and not s.revealed >> p & 1, laid - len(play),
            bool(s.chuis >> p & 1), s.best == p and not s.is_over, shown(p, s.taken[p]),
            _count(s.taken[p]), _count(s.discards[p]),
            scores[p] + (final.points[p] if final else 0)))
    events = s.events if index > 0 or s.is_over else ()
    sentences = words.describe_events(events, seats)
    if index == 0:
        sentences[:0] = words.deal_lines(s, seats)
    return {"state": s, "seats_views": [views[p] for p in _order(s.seats, 0)],
            "trick": _trick(s.phase, s.size, s.first_call, s.current), "moved": _moved(events),
            "sentences": sentences, "result_lines": words.result_lines(final, seats),
            "why": why_lines(states, actions, index, lambda o, a: reasons(o, a, seats), sight),
            "result": final, "settlement": settlement(s.observation(0), seats) if final else [],
            "rules": s.rules}


def settlement(obs, seats: commentary.Seats) -> list[dict]:
    """A finished deal's settlement, seat by seat, from any seat's observation: the cây won
    (counted against the par) and what the seat is paid (+) or pays (−); the kết, if any, and who pays
    it are the result's sentences (:func:`words.result_lines`, the calculator's words)."""
    result = obs.result
    if result is None:
        return []
    return [{"caption": seats.name(p), "cards": cards, "points": points}
            for p, (cards, points) in enumerate(zip(result.cards, result.points, strict=True))]


def _trick(phase: str, size: int, first_call: bool, current) -> dict:
    return {"phase": phase, "size": size, "first_call": first_call, "current": current}


def move_entry(state: State, action, seats: commentary.Seats) -> dict:
    """A move-list line: the board's sentence; the cards only where the table saw them."""
    seat = state.current
    shown = action.cards if isinstance(action, Show) else ()
    if isinstance(action, Call | Lay):
        shown = ()  # laid face down: the next step shows what is revealed
    return {"label": words.action_text(action, seat, seats), "cards": shown, "take": (),
            "call": isinstance(action, Pass | Reveal | Chui)}


# -- playing ------------------------------------------------------------------------------------

def play_view(table, seat: int, seats: commentary.Seats) -> dict:
    """What the person at ``seat`` sees: their observation only."""
    obs = table.state.observation(seat)
    views = []
    for p in range(obs.seats):
        mine = p == seat
        views.append(SeatView(
            p, seats.name(p), mine, p == obs.leader, p == obs.current,
            obs.hand if mine else None, obs.hand_counts[p],
            obs.own_play if mine else obs.revealed[p],
            mine and bool(obs.own_play) and not obs.revealed[p],
            0 if mine or obs.revealed[p] else obs.laid_counts[p],
            p in obs.chuis, obs.best == p and obs.result is None, obs.won[p],
            obs.won_counts[p], obs.discard_counts[p], table.score[p]))
    log = table.events()
    legal = obs.legal_actions
    return {"obs": obs, "seats_views": [views[p] for p in _order(obs.seats, seat)],
            "me": views[seat], "trick": _trick(obs.phase, obs.size, obs.first_call, obs.current),
            "log": words.describe_events(log, seats),
            "history": words.describe_events(table.deal_events(), seats),
            "moved": _moved(log),
            "result_lines": words.result_lines(obs.result, seats), "result": obs.result,
            "settlement": settlement(obs, seats),
            # the leads the reader may make, each its cards (one of the reader's own hand) and
            # its name: the hand's cards are the controls, board.js names the choice
            "leads": {",".join(a.cards): words.play_words(a.cards) for a in legal
                      if isinstance(a, Call)},
            "shows": [(format_action(a), a) for a in legal if isinstance(a, Show)],
            "can_pass": any(isinstance(a, Pass) for a in legal),
            "can_reveal": Reveal() in legal, "can_chui": Chui() in legal,
            "lay_size": obs.size if obs.phase == "lay" else 0,
            "night": obs.phase.startswith("night"),
            "night_cards": get_rules(obs.rules).night_cards,
            "offer_to": sorted({a.to for a in legal if isinstance(a, Offer)})}


def read_action(form, seat: int):
    """A button's action (``a``), or cards ticked in the hand with a verb (``verb``, ``card``).

    :raises EngineError: for anything that does not read as an action."""
    if form.get("a"):
        return parse_action(form.get("a", "")[:400])
    verb = form.get("verb", "")
    cards = form.getlist("card")
    if verb not in ("call", "lay", "accept", "offer") or not 0 < len(cards) <= MAX_FORM_CARDS \
            or any(len(c) > 40 for c in cards):
        raise EngineError("no action in this form")
    if verb == "offer":
        to = whole_number(form.get("to"), 0, 3)
        if to is None:
            raise EngineError("an offer names the seat it is made to")
        return parse_action(f"offer {to} {','.join(cards)}")
    return parse_action(f"{verb} {','.join(cards)}")


def action_cards(action) -> tuple[str, ...]:
    return tuple(getattr(action, "cards", ()))


def hint(obs, seats: commentary.Seats) -> dict:
    """The judge's ranking of the reader's choices: the best, its estimate, the choices equal
    to it, the next best."""
    return ranked_hint(judge(GAME.name).rank(obs), obs.player, seats,
                       words.choice_label, action_cards, lambda a: reasons(obs, a),
                       lambda better, worse: compare(obs, better, worse))


def explain(obs, action, seats: commentary.Seats) -> dict:
    """The hint's reasons for ``action`` and the cards it shows, without the judge."""
    return {"reasons": reasons(obs, action), "cards": action_cards(action)}


def review(states, actions, seat: int):
    """The judge's verdict on the moves ``seat`` made in a finished deal."""
    return review_hand(states, actions, seat, judge(GAME.name))


move_text = words.action_text
choice_label = words.choice_label


def review_note(rules) -> str:
    """What the review's estimates are, in what unit, and what it leaves out."""
    return _("Each of your choices is compared with the strong player’s estimate: the points "
             "the deal would pay you (your cards won over the par, or a kết), averaged over many "
             "imagined deals of the hidden cards. Judged: %(show)s, calls, lays, and reveal or "
             "%(chui)s; %(night)s swaps are not judged.", show=words.term("trinh-lang"),
             chui=words.term("chui"), night=words.term("di-dem"))


def reasons(obs, action, seats: commentary.Seats | None = None) -> list[str]:
    """Why a choice, from what the engine computes of it (:mod:`.advice`): the idea of the
    move in the game's terms (a trick nothing still out of sight can beat, a pair kept for the
    kết, the cards it can best spare, a chui that hides a play…), never a sentence against it.
    The sentences name cards and seats, not the mover, so they read the same to the reader
    ("you") and in a replay."""
    return advice.reasons(obs, action, seats)


def compare(obs, better, worse, seats: commentary.Seats | None = None) -> list[str]:
    """Why ``better`` is better than ``worse`` at ``obs`` (the mover's observation), in one
    or two sentences from the engine's values for the two moves (:func:`.advice.compare`)."""
    return advice.compare(obs, better, worse, seats)
