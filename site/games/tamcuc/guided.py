"""A whole Tam Cúc deal with a coach: the last lesson of the Tam Cúc path.

One seeded two-player deal, the same for every reader, who holds seat 0 against the engine's
greedy player. The reader's choices are the plays the judge ranks (one per kind of cards,
:meth:`engine.tamcuc.players.StrongPlayer.candidates`); the coach is the judge itself
(:func:`website.games.kit.moves.judge`, the hint's), so it says before each decision what
it would do and why, and after it whether it agreed: a choice it holds equal to its best counts
as its own. The loop is :class:`website.games.kit.guided.CoachedDeal`; here are Tam
Cúc's words and board, drawn from the reader's observation only.
"""

from __future__ import annotations

from flask_babel import format_decimal
from flask_babel import gettext as _
from website.core.words import Seats
from website.games.kit.guided import CoachedDeal, coach_first, settlement
from website.games.tamcuc import board, lessons, words

from engine.tamcuc import TAMCUC_BY_ID, deal
from engine.tamcuc.players import GreedyPlayer, StrongPlayer, action_signature
from engine.tamcuc.state import HAND_SIZE, State

RULES = "standard"
SEED = 13  # ten real decisions: calls, lays, turning up or chui, and a trình làng
YOU = 0
COUNT = 2
SEATS = Seats(you=YOU, count=COUNT)
MAX_MOVES = 4 * HAND_SIZE[COUNT]  # a call, a lay, a reveal and a show per trick at most
BOARD = "games/tamcuc/_guided_board.html"

_CANDIDATES = StrongPlayer()
_GREEDY = GreedyPlayer()


def move_text(action) -> str:
    """A choice as the form sends it: its kind and its cards."""
    return " ".join((type(action).__name__.lower(), *getattr(action, "cards", ())))


def _choices(state: State):
    return _CANDIDATES.candidates(state.observation(YOU))


DEAL = CoachedDeal(
    compare=board.compare,
    game=board.GAME.name, key=action_signature, start=lambda: deal(RULES, seed=SEED, seats=COUNT),
    you=YOU, move_text=move_text, max_moves=MAX_MOVES, choices=_choices,
    opponent=lambda s: _GREEDY.choose(s.observation(s.current), None))
BadMove = DEAL.BadMove
turn, coach, play = DEAL.turn, DEAL.coach, DEAL.play


def action_label(action) -> str:
    """A choice as the coach names it: "Pass", "Call …", "Lay …"."""
    return words.choice_label(action, YOU, SEATS)


def why(state: State, action) -> list[str]:
    """The engine's reasons for a choice, then the judge's estimate of what it brings the
    reader: the points the deal pays, averaged over imagined deals of the hidden cards."""
    lines = board.reasons(state.observation(YOU), action)
    found = DEAL.ranking(state).find(action_signature(action))
    if found is not None and len(_choices(state)) > 1:
        value = format_decimal(round(found.estimate, 1), format="+0.0;−0.0")  # 3,2 in vi
        lines.append(_("The coach expects about %(value)s points from the deal after this "
                       "choice.", value=value))
    return lines


def consider(state: State) -> str:
    """What to weigh before this decision, by its phase, in the game's terms."""
    obs = state.observation(YOU)
    if obs.phase == "show":
        return _("You may show a combination now (%(show)s): shown cards count as won, but "
                 "everyone then knows them.", show=words.term("trinh-lang"))
    if obs.phase == "call":
        if obs.first_call:
            return _("You are the %(cai)s and this is the first call: a play holding a banned "
                     "card cannot win it.", cai=words.term("cai"))
        return _("You are the %(cai)s: what you call sets how many cards everyone lays. Keep "
                 "a pair or a triple for the last trick if it can make a kết.",
                 cai=words.term("cai"))
    if obs.phase == "lay":
        return _("Lay as many cards as were called (%(n)s), face down. Only the same combination "
                 "can win; if you cannot win, lay the cards you can best spare.", n=obs.size)
    return _("Your play lies face down: turn it up only if it beats the best so far; "
             "otherwise %(chui)s.", chui=words.term("chui"))


def _cards(ids) -> list:
    return [TAMCUC_BY_ID[c] for c in ids]


def view(moves: tuple[str, ...]) -> dict:
    """What the page shows: the reader's position, the choices, the coach's advice, and the
    comment on the reader's last move."""
    now = turn(moves)
    state = now.state
    obs = state.observation(YOU)
    other = 1 - YOU
    out = {"over": state.is_over, "moves": len(moves), "board_template": BOARD,
           "over_text": _("The deal is over."),
           "happened": words.describe_events(now.events, SEATS),
           "board": {"hand": _cards(obs.hand), "own_play": _cards(obs.own_play),
                     "shown": _cards(obs.revealed[other]), "down": 0 if obs.revealed[other]
                     else obs.laid_counts[other], "chui": other in obs.chuis,
                     "their_hand": obs.hand_counts[other], "won": obs.won_counts,
                     "best_yours": obs.best == YOU, "cai_yours": obs.leader == YOU,
                     "your_shown": _cards(obs.revealed[YOU]), "cai": words.term("cai"),
                     "chui_word": words.term("chui").capitalize()},
           "result": settlement(words.settlement_lines(state.result, SEATS), lessons.PATH)}
    if moves:
        out["comment"] = DEAL.comment(moves, action_label, why)
    if not state.is_over:
        best = coach(moves)
        out["options"] = []
        for a in _choices(state):  # the move's cards beside its words, the first one leading
            cards = _cards(getattr(a, "cards", ()))
            out["options"].append({"value": move_text(a), "label": action_label(a),
                                   "card": cards[0] if cards else None, "cards": cards[1:],
                                   "coach": a == best,
                                   "equal": a != best and DEAL.agrees(state, a, best)})
        out["options"] = coach_first(out["options"])
        out["advice"] = {"label": action_label(best), "why": why(state, best),
                         "consider": consider(state),
                         "equal": [o["label"] for o in out["options"] if o["equal"]]}
    return out

