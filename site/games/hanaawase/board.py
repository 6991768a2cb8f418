"""Hana-awase's board: three seats, the field and the stock, captured piles by kind with their
card points and yaku, for the viewer and the play pages. The reader's hand is the only hand
drawn face up while playing; the others are counts."""

from __future__ import annotations

from flask_babel import gettext as _
from flask_babel import lazy_gettext as _l
from website.core import words as commentary
from website.core.i18n import current_language
from website.games.base import Sight
from website.games.hanaawase import SITE, advice, words
from website.games.hanaawase import texts as game_texts
from website.games.kit import fishing_board, sitout
from website.games.kit.fishing import moved_cards
from website.games.kit.moves import deals_label, why_lines

from engine.games import get_game
from engine.hanaawase.rules import YAKU_NAMES, get_rules
from engine.hanaawase.state import State
from engine.hanaawase.yaku import card_points, yaku_of, yaku_progress
from engine.hanafuda.cards import mask_of
from engine.hanafuda.matching import action_text

GAME = get_game(SITE.id)
TEMPLATE = "games/hanaawase/board.html"
RULESET_LABELS = game_texts.RULESET_LABELS
RULESET_DESCRIPTIONS = game_texts.RULESET_DESCRIPTIONS
SEAT_COUNTS = (2, 3, 4, 5, 6, 7)  # the sources' two-seat variant, the game's own three, and
# a table of four to seven where three play each deal (engine.hanafuda.sitout)
DEFAULT_SEATS = 3  # the form's default
LEVELS, DEFAULT_LEVEL, LENGTHS = fishing_board.LEVELS, fishing_board.DEFAULT_LEVEL, fishing_board.LENGTHS
length_label = deals_label
LEVEL_DESCRIPTIONS = {
    "random": fishing_board.RANDOM_LEVEL,
    "greedy": _l("Takes the most valuable cards it can see right now."),
    "strong": _l("Plays each move out in many imagined deals of the hidden cards before "
                 "choosing."),
}
PLAY_LEAD = _l("Play Hana-awase against two computers, a deal or a match, with hints from the "
               "coach.")
SAMPLES_LEAD = _l("Hana-awase deals played by the computer and annotated: the captures, the "
                  "yaku as they form, and the count at the end.")


def _seat_count(state: State) -> int:
    return state.seats


BOARD = fishing_board.FishingBoard(
    GAME, card_points=card_points, progress=yaku_progress, notation=action_text,
    describe=words.action_text, label=words.choice_label)
_order = BOARD.order


def yaku_name(yaku_id: str, lang: str) -> str:
    return YAKU_NAMES[yaku_id][lang]


def _seat(p: int, seats: commentary.Seats, **table):
    """Seat ``p``, with the yaku its pile makes."""
    return BOARD.seat(p, seats, made=(("yaku", yaku_of(mask_of(table["piles"][p]),
                                                        table["rules"])),), **table)


# -- the viewer ---------------------------------------------------------------------------------

def _frame(states, actions, index: int, seats: commentary.Seats, scores: list[int],
          sight: Sight | None = None) -> dict:
    s: State = states[index]
    final = s.result
    n = s.seats
    piles = [s.pile(q) for q in range(n)]
    views = [_seat(p, seats, dealer=s.deal.dealer, current=s.current,
                   hand=s.hand(p) if sight is None else sight.shows(p, s.hand(p)),
                   hand_size=len(s.hand(p)), piles=piles,
                   score=scores[p] + (final.points[p] if final else 0), rules=s.rules)
             for p in range(n)]
    events = s.events if index > 0 or s.is_over else ()
    sentences = words.describe_events(events, seats)
    if index == 0:
        sentences[:0] = words.deal_lines(s, seats)
    return {"state": s, "seats_views": [views[p] for p in _order(0, n)], "field": s.field_cards(),
            "stock_size": len(s.deal.stock) - s.stock_pos, "drawn": s.drawn,
            "moved": moved_cards(events), "sentences": sentences,
            "result_lines": words.result_lines(final, seats, s.rules),
            "why": why_lines(states, actions, index,
                             lambda obs, a: _reasons(a, obs, seats), sight),
            "result": final, "rules": s.rules,
            "settlement": settlement(s.observation(0), seats) if final else []}


_move_entry = BOARD.move_entry  # every move is a play or a draw



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
    n = obs.seats
    views = [_seat(p, seats, dealer=obs.dealer, current=obs.current,
                   hand=obs.hand if p == seat else None, hand_size=obs.hand_sizes[p],
                   piles=obs.piles, score=table.score[p], rules=table.rules)
             for p in range(n)]
    log = table.events()
    return {"obs": obs, "seats_views": [views[p] for p in _order(seat, n)], "me": views[seat],
            "options": BOARD.options(obs), "field": obs.field, "stock_size": obs.stock_size,
            "drawn": obs.drawn, "log": words.describe_events(log, seats),
            "history": words.describe_events(table.deal_events(), seats),
            "moved": moved_cards(log),
            "result_lines": words.result_lines(obs.result, seats, table.rules),
            "result": obs.result, "settlement": settlement(obs, seats)}


read_action, review = BOARD.read_action, BOARD.review
move_text = words.action_text
choice_label = words.choice_label


def hint(obs, seats: commentary.Seats) -> dict:
    """The judge's ranking, each choice with the reasons it has from the mover's pile."""
    return BOARD.hint(obs, seats, lambda action: _reasons(action, obs, seats),
                      lambda better, worse: compare(obs, better, worse))


def explain(obs, action, seats: commentary.Seats) -> dict:
    """The hint's reasons for ``action`` and the cards it shows, without the judge."""
    return {"reasons": _reasons(action, obs, seats), "cards": fishing_board.action_cards(action)}


def review_note(rules) -> str:
    """What the review's estimates are, and in what unit."""
    rules = get_rules(rules)
    return (_("Each of your choices is compared with the strong player’s estimate: how many "
              "points you would finish ahead of the other two players’ average, over many "
              "imagined deals of the hidden cards.") + commentary.gap(current_language()) +
            _("A negative estimate means you would finish behind them."))


def _reasons(action, obs, seats: commentary.Seats | None = None) -> list[str]:
    """Why a move, in the game's terms and naming no hidden card (:func:`.advice.reasons`):
    the card points it takes against the par, the yaku it completes or brings closer, the card
    a rival lacks or the valuable card it takes first; for a card that takes nothing, why that
    card."""
    return advice.reasons(obs, action, seats)


def compare(obs, better, worse, seats: commentary.Seats | None = None) -> list[str]:
    """Why ``better`` is better than ``worse`` in this position (:func:`.advice.compare`)."""
    return advice.compare(obs, better, worse, seats)


def settlement(obs, seats: commentary.Seats) -> list[dict]:
    """Each seat's breakdown of a finished deal (public once it is over): its card points
    against the par, each yaku and who pays it, what it pays the others, and its total."""
    result = obs.result
    if result is None:
        return []
    s, lang = result.settlement, current_language()

    def what(reason: str) -> str:
        if reason == "cards":
            return (f"{_('Card points')} {s.card_points[p]}" + (f" − {s.par}" if s.par else "")
                    + (f" × {s.multiplier}" if s.multiplier > 1 else ""))
        return YAKU_NAMES[reason][lang]

    out = []
    for p in range(len(result.points)):
        lines = [{"label": what(line.reason) if line.payer is None else
                  _("%(what)s, paid by %(who)s", what=what(line.reason), who=seats.name(line.payer)),
                  "amount": _signed(line.amount)} for line in s.payments if line.seat == p]
        lines += [{"label": _("%(what)s, paid to %(who)s", what=YAKU_NAMES[line.reason][lang],
                              who=seats.name(line.seat)), "amount": _signed(-line.amount)}
                  for line in s.payments if line.payer == p]
        out.append({"caption": seats.name(p), "lines": lines,
                    "points": _signed(result.points[p])})
    return out


def _signed(n: int) -> str:
    return f"+{n}" if n > 0 else f"−{-n}" if n < 0 else "0"
