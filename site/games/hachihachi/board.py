"""Hachi-Hachi's board: three seats, the field and the stock, captured piles by kind with
their card points, teyaku declared at the deal, dekiyaku and the sage / shōbu call."""

from __future__ import annotations

from flask_babel import gettext as _
from flask_babel import lazy_gettext as _l
from flask_babel import ngettext
from website.core import words as commentary
from website.core.i18n import current_language
from website.games.base import Sight
from website.games.hachihachi import SITE, advice, words
from website.games.hachihachi import texts as game_texts
from website.games.hachihachi.calculator import payments
from website.games.kit import fishing_board, sitout
from website.games.kit.fishing import moved_cards
from website.games.kit.moves import deals_label, why_lines

from engine.games import get_game
from engine.hachihachi.ai import WIN_BONUS
from engine.hachihachi.dekiyaku import card_points, dekiyaku_progress
from engine.hachihachi.notation import format_action
from engine.hachihachi.rules import YAKU_NAMES, get_rules
from engine.hachihachi.state import DECIDE, SEATS, Call, State

GAME = get_game(SITE.id)
TEMPLATE = "games/hachihachi/board.html"
RULESET_LABELS = game_texts.RULESET_LABELS
RULESET_DESCRIPTIONS = game_texts.RULESET_DESCRIPTIONS
SEAT_COUNTS = (SEATS, 4, 5, 6, 7)  # four to seven: three play each deal (engine.hanafuda.sitout)
DEFAULT_SEATS = SEATS  # the form's default
LEVELS, DEFAULT_LEVEL, LENGTHS = fishing_board.LEVELS, fishing_board.DEFAULT_LEVEL, fishing_board.LENGTHS
length_label = deals_label  # a length on the new-game form
LEVEL_DESCRIPTIONS = {
    "random": fishing_board.RANDOM_LEVEL,
    "greedy": _l("Takes the most valuable cards it can see right now and stops (sage) at its "
                 "first dekiyaku."),
    "strong": _l("Plays each move out in many imagined deals of the hidden cards before "
                 "choosing, sage or shōbu included."),
}
PLAY_LEAD = _l("Play Hachi-Hachi against two computers, a deal or a match, with hints from the "
               "coach.")
SAMPLES_LEAD = _l("Hachi-Hachi deals played by the computer and annotated: teyaku at the deal, "
                  "dekiyaku as they form, sage or shōbu, and the settlement.")


def _seat_count(state: State) -> int:
    return SEATS


BOARD = fishing_board.FishingBoard(
    GAME, card_points=card_points, progress=dekiyaku_progress, notation=format_action,
    describe=words.action_text, label=words.choice_label)


def yaku_name(yaku_id: str, lang: str) -> str:
    return YAKU_NAMES[yaku_id][lang]


def _seat(p: int, seats: commentary.Seats, *, teyaku, dekiyaku, shobu, **table):
    """Seat ``p``, with the teyaku it declared, its dekiyaku and its shōbu call."""
    return BOARD.seat(p, seats, made=(("teyaku", tuple(teyaku)), ("dekiyaku", tuple(dekiyaku))),
                      called=shobu, **table)


def _order(bottom: int) -> list[int]:
    return BOARD.order(bottom, SEATS)


# -- the viewer ---------------------------------------------------------------------------------

def _frame(states, actions, index: int, seats: commentary.Seats, scores: list[int],
          sight: Sight | None = None) -> dict:
    s: State = states[index]
    final = s.result
    views = [_seat(p, seats, dealer=s.deal.dealer, current=s.current,
                   hand=s.hand(p) if sight is None else sight.shows(p, s.hand(p)),
                   hand_size=len(s.hand(p)), piles=[s.pile(q) for q in range(SEATS)],
                   teyaku=s.teyaku(p), dekiyaku=s.dekiyaku(p), shobu=s.shobu[p],
                   score=scores[p] + (final.points[p] if final else 0), rules=s.rules)
             for p in range(SEATS)]
    events = s.events if index > 0 or s.is_over else ()
    sentences = words.describe_events(events, seats, s.rules)
    if index == 0:
        sentences[:0] = words.deal_lines(s, seats)
    return {"state": s, "seats_views": [views[p] for p in _order(0)], "field": s.field_cards(),
            "stock_size": len(s.stock), "drawn": s.drawn, "moved": moved_cards(events),
            "multiplier": s.multiplier,  # the field's, or one carried to this deal
            "sentences": sentences, "result_lines": words.result_lines(final, seats, s.rules),
            "why": why_lines(states, actions, index,
                             lambda obs, a: _reasons(obs, a, seats), sight),
            "result": final, "rules": s.rules,
            "settlement": settlement(s.observation(0), seats) if final else []}


def _move_entry(state: State, action, seats: commentary.Seats) -> dict:
    """A move-list line: a call in words; a play or a draw as Koi-Koi's, verb and pictures."""
    if isinstance(action, Call):
        return {"label": words.action_text(action, state.current, seats), "cards": (),
                "take": (), "call": True}
    return BOARD.move_entry(state, action, seats)



def seat_count(state) -> int:
    return sitout.seat_count(state, _seat_count)


def frame(states, actions, index: int, seats: commentary.Seats, scores: list[int],
          sight: Sight | None = None) -> dict:
    """A step of a deal, at a table of three or of more (:func:`sitout.frame`)."""
    return sitout.frame(states, actions, index, seats, scores, sight, _frame)


def move_entry(state, action, seats: commentary.Seats) -> dict:
    return sitout.move_entry(state, action, seats, _move_entry)

# -- playing ------------------------------------------------------------------------------------

def play_view(table, seat: int, seats: commentary.Seats) -> dict:
    """What the reader's seat sees of the deal: at a table of more than three, the speaking
    and then the three who play (:mod:`website.games.kit.sitout`)."""
    if sitout.is_table(table.state):
        return sitout.play_view(table, seat, seats, _play_view)
    return _play_view(table, seat, seats)


def _play_view(table, seat: int, seats: commentary.Seats) -> dict:
    obs = table.state.observation(seat)
    views = [_seat(p, seats, dealer=obs.dealer, current=obs.current,
                   hand=obs.hand if p == seat else None, hand_size=obs.hand_sizes[p],
                   piles=obs.piles, teyaku=obs.teyaku[p], dekiyaku=obs.dekiyaku[p],
                   shobu=obs.shobu[p], score=table.score[p], rules=table.rules)
             for p in range(SEATS)]
    log = table.events()
    return {"obs": obs, "seats_views": [views[p] for p in _order(seat)], "me": views[seat],
            "options": BOARD.options(obs), "field": obs.field, "stock_size": obs.stock_size,
            "drawn": obs.drawn, "multiplier": obs.multiplier,
            "log": words.describe_events(log, seats, table.rules),
            "history": words.describe_events(table.deal_events(), seats, table.rules),
            "moved": moved_cards(log),
            "result_lines": words.result_lines(obs.result, seats, table.rules),
            "result": obs.result, "settlement": settlement(obs, seats),
            "deciding": obs.phase == DECIDE}


read_action, review = BOARD.read_action, BOARD.review
move_text = words.action_text
choice_label = words.choice_label


def hint(obs, seats: commentary.Seats) -> dict:
    """The judge's ranking, each choice with the engine's reasons."""
    return BOARD.hint(obs, seats, lambda action: _reasons(obs, action, seats),
                      lambda better, worse: compare(obs, better, worse))


def explain(obs, action, seats: commentary.Seats) -> dict:
    """The hint's reasons for ``action`` and the cards it shows, without the judge."""
    return {"reasons": _reasons(obs, action, seats), "cards": fishing_board.action_cards(action)}


def review_note(rules) -> str:
    """What the review's estimates are, in what unit (the rule set's), and what it counts."""
    rules = get_rules(rules)
    calls = {"sage": words.term("sage"), "shobu": words.term("shobu")}
    note = (_("Each of your choices, %(sage)s or %(shobu)s included, is compared with the strong "
              "player’s estimate: how many mon you would finish ahead of the other two players’ "
              "average, over many imagined deals of the hidden cards.", **calls)
            if words.result_unit(rules) == "mon" else
            _("Each of your choices, %(sage)s or %(shobu)s included, is compared with the strong "
              "player’s estimate: how many points you would finish ahead of the other two "
              "players’ average, over many imagined deals of the hidden cards.", **calls))
    gap = commentary.gap(current_language())  # no space between Chinese sentences
    note += gap + _("A negative estimate means you would finish behind them.")
    if rules.settlement == "sum":
        note += gap + ngettext("Winning the deal counts %(num)d point more.",
                               "Winning the deal counts %(num)d points more.", WIN_BONUS)
    return note


def settlement(obs, seats: commentary.Seats) -> list[dict]:
    """Each seat's breakdown of a finished deal (from any seat's observation: what was paid is
    public), as the calculator shows a pile's: card points against the par, each teyaku and
    dekiyaku and who pays it, the field, kan to mon."""
    result = obs.result
    if result is None:
        return []
    rules, lang = get_rules(obs.rules), current_language()
    return [{"caption": seats.name(p),
             "payments": payments(result.settlement, p, rules, lang, seats)}
            for p in range(len(result.points))]


def _reasons(obs, action, seats: commentary.Seats | None = None) -> list[str]:
    """Why a move, from the mover's observation: a call in numbers (what sage banks, the
    dekiyaku each player is one card from), a play or a draw by what it does with the cards;
    with ``seats`` whose mover is not the reader (a replay), about the mover by name."""
    return advice.reasons(obs, action, seats)


def compare(obs, better, worse, seats: commentary.Seats | None = None) -> list[str]:
    """Why ``better`` is better than ``worse`` in this position (:func:`.advice.compare`)."""
    return advice.compare(obs, better, worse, seats)
