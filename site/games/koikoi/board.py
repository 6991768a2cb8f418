"""Koi-Koi's board: two seats, the field and the stock, captured piles by kind, yaku, koi-koi.

Used by the viewer (:func:`frame`, :func:`moves`) and the play pages (:func:`play_view`,
:func:`read_action`, :func:`hint`, :func:`review`).
"""

from __future__ import annotations

from typing import NamedTuple

from flask_babel import gettext as _
from flask_babel import lazy_gettext as _l
from flask_babel import ngettext
from website.games.base import Sight
from website.games.kit import fishing
from website.games.kit.fishing import group_pile, moved_cards
from website.games.kit.moves import judge, read_seated_action, shown_moves, why_lines
from website.games.koikoi import SITE, advice
from website.games.koikoi import texts as game_texts
from website.games.koikoi import words as commentary
from website.games.koikoi.calculator import row

from engine.games import get_game
from engine.hanafuda.cards import mask_of
from engine.koikoi import DECIDE, Call, Draw, Play, State
from engine.koikoi.analysis import yaku_progress
from engine.koikoi.notation import format_action, parse_action
from engine.koikoi.review import review_hand
from engine.koikoi.rules import RuleSet, get_rules

GAME = get_game(SITE.id)
RULESET_LABELS = game_texts.RULESET_LABELS
RULESET_DESCRIPTIONS = game_texts.RULESET_DESCRIPTIONS
LEVEL_DESCRIPTIONS = game_texts.LEVEL_DESCRIPTIONS
PLAY_LEAD = _l("Play a hand or a match of Koi-Koi against the computer, with hints that explain "
               "the coach’s choice.")
SAMPLES_LEAD = _l("Koi-Koi games played by the computer and annotated: step through them move "
                  "by move and watch the yaku form and the points add up.")
TEMPLATE = "games/koikoi/board.html"
SEAT_COUNTS = (2,)
LEVELS = ("random", "beginner", "greedy", "intermediate", "strong")  # texts.LEVEL_LABELS
DEFAULT_LEVEL = "greedy"


def length_label(n: int) -> str:
    """A game's length on the new-game form: Koi-Koi's deals are hands, played in rounds."""
    return _("One hand") if n == 1 else ngettext("%(num)d round", "%(num)d rounds", n)


LENGTHS = (1, 3, 6, 12)


class SeatView(NamedTuple):
    seat: int
    name: str
    dealer: bool
    hand: tuple[str, ...] | None  # None: face down
    hand_size: int
    pile: list
    pile_size: int
    yaku: tuple
    yaku_points: int
    koikoi: int
    score: int | None
    progress: tuple = ()  # of analysis.Progress: the yaku this pile is close to
    sake_counts: bool = False  # the sake cup counts as chaff here: the chaff label says so


def seat_view(seat: int, name: str, *, dealer: int, hand, hand_size: int, pile, yaku, koikoi,
              rules: RuleSet, other_pile=(), score=None) -> SeatView:
    mask = mask_of(pile)
    return SeatView(seat, name, seat == dealer, tuple(hand) if hand is not None else None,
                    hand_size, group_pile(pile), len(pile), tuple(yaku),
                    sum(y.points for y in yaku), koikoi, score,
                    tuple(yaku_progress(mask, rules, mask_of(other_pile))),
                    rules.sake_as_chaff and "chrysanthemum-sake" in pile)


# -- the viewer ---------------------------------------------------------------------------------

def move_entry(state: State, action, seats: commentary.Seats) -> dict:
    """One line of the move list: who did what, with which cards."""
    labels = commentary.move_labels(seats, state.current)
    if isinstance(action, Call):
        return {"label": labels["koikoi" if action.decision == "koikoi" else "stop"],
                "cards": (), "take": (), "call": True}
    return {"label": labels["play" if isinstance(action, Play) else "draw"],
            "cards": (action.card,), "take": action.take, "call": False}


def _unsaid(final, events, seats) -> list[str]:
    """The result's lines, unless this step's stop already said who stopped and scored what."""
    if final is not None and any(e.kind == "stop" and e.player == final.winner
                                 and e.points == final.points[final.winner] for e in events):
        return []
    return commentary.result_lines(final, seats)


def reasons(obs, action, seats: commentary.Seats | None = None) -> list[str]:
    """Why ``action``, from the mover's observation ``obs``: what it takes, makes, blocks or
    keeps, never a warning about the move itself (:func:`.advice.reasons`). ``seats`` whose
    mover is not the reader (a replay) name the seats; otherwise the sentences speak to the
    reader."""
    return advice.reasons(obs, action, seats)


def compare(obs, better, worse, seats: commentary.Seats | None = None) -> list[str]:
    """One or two sentences on why ``better`` beats ``worse`` here (:func:`.advice.compare`)."""
    return advice.compare(obs, better, worse, seats)


def frame(states, actions, index: int, seats: commentary.Seats, scores: list[int],
          sight: Sight | None = None) -> dict:
    """What the viewer shows of position ``index`` of a hand (``scores``: the match score
    before the hand; ``sight``: only the cards the reader saw)."""
    state: State = states[index]
    rules = state.rules
    dealer = state.deal.dealer
    final = state.result
    views = []
    for p in (0, 1):
        score = scores[p] + (final.points[p] if final else 0)
        views.append(seat_view(
            p, seats.name(p), dealer=dealer,
            hand=state.hand(p) if sight is None else sight.shows(p, state.hand(p)),
            hand_size=len(state.hand(p)),
            pile=state.pile(p), yaku=state.yaku(p), koikoi=state.koikoi[p], rules=rules,
            other_pile=state.pile(1 - p), score=score))
    events = state.events if index > 0 or state.is_over else ()
    sentences = commentary.describe_events(events, seats)
    if index == 0:
        sentences.insert(0, seats.deals(dealer))
    tallies = []
    if state.phase == DECIDE and final is None:
        p = state.current
        t = commentary.tally(state.yaku(p), rules, state.koikoi[1 - p] > 0,
                             state.observation(p).field_factor)
        tallies.append((p, t))
    return {"state": state, "top": views[1], "bottom": views[0], "field": state.field_cards(),
            "stock_size": len(state.stock), "moved": moved_cards(events),
            "sentences": sentences, "result_lines": _unsaid(final, events, seats),
            "why": why_lines(states, actions, index,
                             lambda obs, a: reasons(obs, a, seats), sight), "tallies": tallies,
            "settlement": settlement(state.observation(0), seats) if final else [],
            "rules": rules}


# -- playing ------------------------------------------------------------------------------------

def play_view(table, seat: int, seats: commentary.Seats) -> dict:
    """What the play page shows the person at ``seat``: only ``observation(seat)``."""
    obs = table.state.observation(seat)
    other = 1 - seat
    rules = table.rules
    views = []
    for p in (0, 1):
        views.append(seat_view(
            p, seats.name(p), dealer=obs.dealer, hand=obs.hand if p == seat else None,
            hand_size=len(obs.hand) if p == seat else obs.opponent_hand_size,
            pile=obs.piles[p], yaku=obs.yaku[p], koikoi=obs.koikoi[p], rules=rules,
            other_pile=obs.piles[1 - p], score=table.score[p]))
    log = table.events()
    options: dict[str, list] = {}  # a card of the reader's hand -> [(notation, taken)]
    for a in obs.legal_actions:
        if isinstance(a, Play | Draw):
            options.setdefault(a.card, []).append((format_action(a), a.take))
    tally = None
    if obs.result is None and obs.phase == DECIDE and obs.current == seat:
        tally = (seat, commentary.tally(obs.yaku[seat], rules, obs.koikoi[other] > 0,
                                        obs.field_factor))
    return {"obs": obs, "me": views[seat], "them": views[other], "options": options,
            "log": commentary.describe_events(log, seats),
            "history": commentary.describe_events(table.deal_events(), seats),
            "moved": moved_cards(log),
            "result_lines": commentary.result_lines(obs.result, seats), "tally": tally,
            "can_koikoi": Call("koikoi") in obs.legal_actions,
            "settlement": settlement(obs, seats)}


def read_action(form, seat: int):
    return read_seated_action(parse_action, form, seat)


def hint(obs, seats: commentary.Seats) -> dict:
    """The judge's choice for the reader, the choices equal to it, the next best of the
    others, and why: the engine's reasons for the choice and what makes it better than the next
    best. A play's estimate is in words and one decimal (``estimate``; ``value``: the judge's
    own figure on the −1 to +1 scale of a hand); a koi-koi call is valued in points
    (``stakes``: what stopping banks, what playing on is worth on average)."""
    ranking = judge(GAME.name).rank(obs)
    best = ranking.best
    others = [c for c in ranking.choices if not c.sure]
    second = others[0] if others else None
    shown = ranking.unit == "win" and len(ranking.choices) > 1
    played_on = ranking.find(Call("koikoi")) if ranking.unit == "points" else None
    said = reasons(obs, best.action)
    why_not = advice.compare(obs, best.action, second.action) if second else []
    return {"action": best.action, "notation": format_action(best.action),
            "value": best.estimate if shown else None,
            "estimate": advice.chances(best.estimate) if shown else None,
            "stakes": advice.call_stakes(obs, played_on and played_on.estimate),
            "reasons": said,
            "equal": shown_moves([choice_label(c.action, obs.player, seats)
                                  for c in ranking.as_good[1:]],
                                 choice_label(best.action, obs.player, seats)),
            "second": second and second.action, "second_close": bool(second and second.equal),
            "second_value": second.estimate if second and shown else None,
            "second_estimate": advice.figure(second.estimate) if second and shown else None,
            "second_reasons": reasons(obs, second.action) if second else [],
            "why_not": [line for line in why_not if line not in said]}


def explain(obs, action, seats: commentary.Seats) -> dict:
    """The hint's reasons for ``action`` (its cards are always in the move list's entry)."""
    return {"reasons": reasons(obs, action), "cards": ()}


def choice_text(action, seat: int, seats: commentary.Seats) -> str:
    """A choice as a move: "You play …, taking …", "You call koi-koi", "You stop"."""
    if isinstance(action, Call):
        return commentary.move_labels(seats, seat)[action.decision]
    return commentary.capture_text(action, seat, seats)


def choice_label(action, seat: int | None = None, seats=None) -> str:
    """A choice as the coach names it, in the imperative: "Call koi-koi and play on", "Play
    …, taking …"; never a report of the reader's move (:func:`choice_text`)."""
    if isinstance(action, Call):
        return _("Stop and score") if action.decision == "stop" else _("Call koi-koi and play on")
    return fishing.choice_label(action)


def settlement(obs, seats: commentary.Seats) -> list[dict]:
    """A stopped hand's score as the calculator scores the stopper's pile (its yaku, base,
    own-calls bonus, the doublings and why, the points), from any seat's observation of the
    finished hand; an exhausted hand or one won at the deal says its result in a sentence."""
    final = obs.result
    if final is None or final.reason != "stop":
        return []
    w = final.winner
    rules = get_rules(obs.rules) if isinstance(obs.rules, str) else obs.rules
    return [{"caption": seats.name(w),
             "rows": [row(mask_of(obs.piles[w]), rules.name, rules, obs.koikoi[1 - w] > 0,
                          obs.koikoi[w])]}]


def review(states, actions, seat: int):
    """The judge's verdict on the moves ``seat`` made in a finished hand."""
    return review_hand(states, actions, seat, judge(GAME.name))


move_text = choice_text  # a judged move in words: plays, draws and koi-koi calls


def review_note(rules) -> str:
    """What the review's estimates are, in what unit, and what it leaves out."""
    return _("Each of your choices is compared with the coach’s estimate of every move, from "
             "−1 (a sure loss by ten points or more) to +1 (a sure win by ten or more). A call to "
             "stop or play on is compared in points: what stopping scores now against what "
             "playing on makes on average.")


def seat_count(state) -> int:
    return 2
