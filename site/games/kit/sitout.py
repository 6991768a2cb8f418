"""A Hachi-Hachi or Hana-awase table of four to seven on the play pages and at a friends'
table (:mod:`engine.hanafuda.sitout`): while the seats speak, the reader's hand, the field and
every seat's word; once three play, the game's own board for the three (its seats named as
the table names them), and a strip of every seat with its part in the deal.

A game's board calls :func:`play_view` when its table seats more than three, and
:func:`read_action` for the reader's word."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, NamedTuple

from flask_babel import gettext as _
from website.core import words as commentary
from website.core.i18n import current_language
from website.games.base import Sight
from website.games.kit.moves import amount, judge, ranked_hint

from engine.errors import NotationError
from engine.hanafuda.sitout import (
    BOUND,
    CHOOSE,
    FORCED_OUT,
    GO_IN,
    IN,
    OUT,
    PLAYS,
    STAY_OUT,
    STAYS_OUT,
    UNDEALT,
    TableState,
    hand_strength,
)
from engine.terms import term

SITOUT_KINDS = ("go_in", "stay_out", "bound", "forced_out")


def is_table(state: Any) -> bool:
    """A deal at a table of more than three (some sit it out)."""
    return isinstance(state, TableState)


def word(key: str) -> str:
    """A word of the table of more than three (the term table's ``[table]``)."""
    return term(current_language(), "table", key)


def capital(text: str) -> str:
    """A term as a button begins it (its first letter upper case; Chinese as it is)."""
    return text[:1].upper() + text[1:]


def part_label(state: TableState, seat: int, you: bool = False) -> str:
    """A seat's part, as its line of the strip says it after its name ("You", "Computer 2"):
    ``you``, the reader's, with the verb that "You" takes."""
    part, said = state.parts[seat], state.words[seat]
    if part == PLAYS:
        return _("play this deal") if you else _("plays this deal")
    if part == BOUND:
        return _("are bound to play") if you else _("is bound to play")
    if part == FORCED_OUT:
        return _("are forced out and sit out this deal") if you else _(
            "is forced out and sits out this deal")
    if part in (STAYS_OUT, UNDEALT) or said == OUT:
        return _("sit out this deal") if you else _("sits out this deal")
    if said == IN:
        return _("go in") if you else _("goes in")
    if seat == state.current:
        return _("are to speak: go in or stay out?") if you else _("is to speak")
    return _("have not spoken yet") if you else _("has not spoken yet")


def sentence(event, seats: commentary.Seats) -> str | None:
    """One sentence for an event of the speaking, from the reader's side."""
    you = seats.is_you(event.player)
    who = seats.name(event.player)
    if event.kind == "go_in":
        return _("You go in.") if you else _("%(who)s goes in.", who=who)
    if event.kind == "stay_out":
        return _("You stay out of this deal.") if you else _("%(who)s stays out of this deal.",
                                                              who=who)
    if event.kind == "bound":
        return _("You are bound to play: too few went in.") if you else _(
            "%(who)s is bound to play: too few went in.", who=who)
    if event.kind == "forced_out":
        return _("You are forced out: three nearer the dealer went in.") if you else _(
            "%(who)s is forced out: three nearer the dealer went in.", who=who)
    return None


def play_seats(state: TableState, seats: commentary.Seats) -> commentary.Seats:
    """The three players' seats named as the table names them (the reader's, when it plays)."""
    names = tuple(seats.name(p) for p in state.players)
    you = state.players.index(seats.you) if seats.you in state.players else None
    return commentary.Seats(you=you, count=3, names=names,
                            leads=state.players[0] != state.deal.dealer)


class _Play:
    """The three-seat deal as a game's board reads a table: its seats the deal's, the score
    and the events the players' (an event of a seat that sits out is left to the strip)."""

    def __init__(self, table, seat: int):
        self._table = table
        state: TableState = table.state
        self._players = state.players
        self.rules = table.rules
        self._obs = state.observation(seat).inner
        self.score = [table.score[p] for p in state.players]
        self.state = self

    def observation(self, seat: int):
        return self._obs

    def _inner(self, events) -> list:
        return [e._replace(player=None if e.player is None else self._players.index(e.player))
                for e in events if e.kind not in SITOUT_KINDS
                and (e.player is None or e.player in self._players)]

    def events(self) -> list:
        return self._inner(self._table.events())

    def deal_events(self) -> list:
        return self._inner(self._table.deal_events())


def play_view(table, seat: int, seats: commentary.Seats,
              board_view: Callable[[Any, int, commentary.Seats], dict]) -> dict:
    """The play page's (and a friends' table's) view of a deal at a table of more than three:
    while the seats speak, the reader's hand and the field; then ``board_view`` (the game's
    own) of the three who play, and the strip of every seat."""
    state: TableState = table.state
    strip = [{"seat": s, "name": seats.name(s), "you": seats.is_you(s),
              "out": state.parts[s] in (STAYS_OUT, FORCED_OUT, UNDEALT)
              or (state.parts[s] is None and state.words[s] == OUT),
              "dealer": s == state.deal.dealer, "label": part_label(state, s, seats.is_you(s))}
             for s in range(state.seats)]
    said = [t for e in table.events() if (t := sentence(e, seats))]
    said_all = [t for e in table.deal_events() if (t := sentence(e, seats))]
    common = {"sitout": {"strip": strip, "said": said, "choosing": state.phase == CHOOSE,
                         "sits_out": seat not in state.players and state.phase != CHOOSE,
                         "go_in": capital(word("go-in")), "stay_out": capital(word("stay-out"))}}
    if state.phase == CHOOSE:
        obs = state.observation(seat)
        return {**common, "obs": obs, "field": obs.field, "hand": obs.hand, "log": said,
                "stock_size": len(state.deal.stock),
                "history": said_all, "result_lines": [], "result": None, "settlement": [],
                "my_hand": obs.hand}
    inner_seats = play_seats(state, seats)
    me = state.players.index(seat) if seat in state.players else 0
    view = board_view(_Play(table, seat), me, inner_seats)
    view["log"] = said + view["log"] if table.since == 0 else view["log"]
    view["history"] = said_all + view["history"]
    if seat not in state.players:  # the reader watches: every hand face down
        view["seats_views"] = [v._replace(hand=None) for v in view["seats_views"]]
        view["me"] = None
        view["options"] = []
    if state.result is not None:
        common["sitout"]["points"] = [
            {"name": seats.name(s), "you": seats.is_you(s), "points": state.result.points[s],
             "label": part_label(state, s, seats.is_you(s)), "share": state.result.shares[s],
             "out": s not in state.players}
            for s in range(state.seats)]
    return {**view, **common, "board_seats": inner_seats}


def read_action(form, read: Callable[[Any, int], Any], state: Any, seat: int):
    """The reader's action from a posted form: its word while the seats speak (``a``: ``in``
    or ``out``), else the game's own reading (``read``) of a move in the play."""
    if is_table(state) and state.phase == CHOOSE:
        said = form.get("a")
        if said == IN:
            return GO_IN
        if said == OUT:
            return STAY_OUT
        raise NotationError(f"say in or out, not {said!r}")
    return read(form, seat)


def inner_deal(states: list, actions: list, seat: int) -> tuple[list, list, int] | None:
    """A table deal's play as the three-seat deal it is (its states, actions and the reader's
    seat in it), for the judge and the review; None when the reader sat it out or it is not
    a table deal."""
    if not states or not is_table(states[-1]) or states[-1].inner is None:
        return None
    last: TableState = states[-1]
    if seat not in last.players:
        return None
    first = next(i for i, s in enumerate(states) if s.inner is not None)
    inner_states = [s.inner for s in states[first:]]
    return inner_states, list(actions[first:]), last.players.index(seat)


# -- the viewer: stepping through a deal at a table of more than three -------------------------

def strip(state: TableState, seats: commentary.Seats) -> list[dict]:
    """Every seat of the table with its part in the deal at ``state``, in the seats' order."""
    return [{"seat": s, "name": seats.name(s), "you": seats.is_you(s),
             "out": state.parts[s] in (STAYS_OUT, FORCED_OUT, UNDEALT)
             or (state.parts[s] is None and state.words[s] == OUT),
             "dealer": s == state.deal.dealer, "label": part_label(state, s, seats.is_you(s))}
            for s in range(state.seats)]


def points_rows(state: TableState, seats: commentary.Seats) -> list[dict]:
    """Every seat's points once the deal is over (the shares of those who sat out in them)."""
    if state.result is None:
        return []
    return [{"name": seats.name(s), "you": seats.is_you(s), "points": state.result.points[s],
             "label": part_label(state, s, seats.is_you(s)), "share": state.result.shares[s],
             "out": s not in state.players}
            for s in range(state.seats)]


def seat_count(state: Any, own: Callable[[Any], int]) -> int:
    """The seats of the table a deal is played at (the game's ``own`` count at three)."""
    return state.seats if is_table(state) else own(state)


def move_entry(state: Any, action, seats: commentary.Seats,
               own: Callable[[Any, Any, commentary.Seats], dict]) -> dict:
    """A move-list line of a table deal: a seat's word, or a move of the play drawn by the
    game's own ``move_entry`` with the three players' seats."""
    if not is_table(state):
        return own(state, action, seats)
    if state.inner is None:
        seat = state.current
        you, who = seats.is_you(seat), seats.name(seat)
        if action == GO_IN:
            label = _("You go in") if you else _("%(who)s goes in", who=who)
        else:
            label = _("You stay out") if you else _("%(who)s stays out", who=who)
        return {"label": label, "cards": (), "take": (), "call": True}
    return own(state.inner, action, play_seats(state, seats))


def frame(states: list, actions: list, index: int, seats: commentary.Seats,
          scores: list[int], sight, own: Callable) -> dict:
    """The viewer's frame of a table deal at ``index``: while the seats speak, the field and
    the hands as dealt (in a review, only the reader's face up) and every word said; then the
    game's own frame (``own``) of the three who play, their seats named as the table names
    them, the reader's sight mapped onto the deal's seats. Both carry the strip of every seat
    and, at the end, every seat's points."""
    if not is_table(states[index]):
        return own(states, actions, index, seats, scores, sight)
    s: TableState = states[index]
    events = s.events if index > 0 else ()
    said = [t for e in events if (t := sentence(e, seats))]
    extra = {"strip": strip(s, seats), "choosing": s.inner is None, "sits_out": False,
             "points": points_rows(s, seats)}
    if s.inner is None:
        hands = [{"seat": p, "name": seats.name(p), "you": seats.is_you(p),
                  "dealer": p == s.deal.dealer,
                  "cards": s.deal.hands[p] if sight is None or p == sight.seat else (),
                  "size": len(s.deal.hands[p])}
                 for p in s.order() if s.deal.hands[p]]
        if index == 0:
            dealer = s.deal.dealer
            said[:0] = [_("You deal.") if seats.is_you(dealer)
                        else _("%(who)s deals.", who=seats.name(dealer)),
                        _("With more than three at the table, three play each deal and the "
                          "others sit it out.")]
        return {"state": s, "sitout": extra, "hands": hands, "field": s.deal.field,
                "stock_size": len(s.deal.stock), "drawn": None, "moved": (),
                "sentences": said, "result_lines": [], "why": [], "result": None,
                "rules": s.rules, "settlement": [], "seats_views": [],
                "board_seats": seats}
    first = next(i for i, x in enumerate(states) if x.inner is not None)
    inner_seats = play_seats(s, seats)
    inner_sight = None if sight is None else Sight(
        s.players.index(sight.seat) if sight.seat in s.players else -1, sight.cards)
    ctx = own([x.inner for x in states[first:]], list(actions[first:]), index - first,
              inner_seats, [scores[p] for p in s.players], inner_sight)
    if index == first:  # the last word said, then the deal of the three
        ctx["sentences"] = said + ctx["sentences"]
    return {**ctx, "sitout": extra, "board_seats": inner_seats}


class Part(NamedTuple):
    """The part of a deal a seat's moves are judged in: the deal itself at three; at a table
    of more, the three-seat play (``offset``: the index of its first state in the table deal),
    with the seat and the seats' names as the play has them."""

    states: list
    actions: list
    seat: int
    offset: int
    seats: commentary.Seats


def judged_part(states: list, actions: list, seat: int,
                seats: commentary.Seats) -> Part | None:
    """What the judge reviews of ``seat``'s moves in a deal; None when it sat the deal out
    (its word before the play is not judged: the judge values moves of the play only)."""
    if not states or not is_table(states[0]):
        return Part(list(states), list(actions), seat, 0, seats)
    played = inner_deal(states, actions, seat)
    if played is None:
        return None
    inner_states, inner_actions, inner_seat = played
    first = len(states) - len(inner_states)
    return Part(inner_states, inner_actions, inner_seat, first, play_seats(states[-1], seats))


# -- the coach's word on going in ------------------------------------------------------------

def word_hint(state: TableState, seat: int) -> dict:
    """The coach's word for ``seat`` before the play: the game's judge's best word (the one
    the strong player says, :mod:`engine.hanafuda.word`), its estimate in the game's unit and
    the other word's as next best (:func:`~website.games.kit.moves.ranked_hint`), and why in
    the game's terms: the hand's count (and teyaku) and what each word brought in imagined
    deals, staying out's fee or share included."""
    hand, field = state.deal.hands[seat], state.deal.field
    ranking = judge(state.seating.game).rank(state.observation(seat))
    count = hand_strength(hand, field)
    with_teyaku = state.seating.has_teyaku(state.rules, hand)

    def describe(action, _seat, _seats) -> str:
        return capital(word("go-in" if action == GO_IN else "stay-out"))

    def reasons(action) -> list[str]:
        lines = [_("A hand counts its card points, and 10 more for each card whose month is on "
                   "the field.")]
        lines.append(_("Your hand counts %(n)s and holds a teyaku.", n=count) if with_teyaku
                     else _("Your hand counts %(n)s.", n=count))
        lines.append(word_values(ranking))
        return lines

    hint = ranked_hint(ranking, seat, None, describe, lambda action: (), reasons)
    return {**hint, "action": hint["action"].decision}


def word_values(ranking) -> str:
    """What each word brought the seat in the judge's imagined deals, in one sentence."""
    values = {c.action: c.estimate for c in ranking.choices}
    return _("In imagined deals, going in brought you %(go_in)s on average, and staying out "
             "%(stay_out)s.", go_in=amount(values[GO_IN], ranking.unit),
             stay_out=amount(values[STAY_OUT], ranking.unit))


def word_mark(states: list, actions: list, seat: int, review) -> tuple[int, dict] | None:
    """The review of ``seat``'s word before the play in a table deal, judged like any move
    by the game's judge (the hint's: ``review(states, actions, seat, judge)``, the game's
    :attr:`~engine.protocol.Game.review`): the index of the state it was said in and its mark,
    when the judge separates it from the better word by a loss the game's scale marks; None
    otherwise (a word equal to the hint's never is)."""
    if not states or not is_table(states[0]):
        return None
    index = next((i for i, s in enumerate(states[:len(actions)])
                  if s.inner is None and s.current == seat), None)
    if index is None:  # bound to play: no word said
        return None
    state: TableState = states[index]
    game_judge = judge(state.seating.game)
    flagged = review([state], [actions[index]], seat, game_judge).flagged()
    if not flagged:
        return None
    m = flagged[0]
    text = capital(word("go-in" if m.best == GO_IN else "stay-out"))
    ranking = game_judge.rank(state.observation(seat))
    return index, {
        "verdict": m.verdict, "best": {"cards": (), "take": (), "call": True}, "text": text,
        "sentence": _("Clearly better here: %(move)s.", move=text) if m.verdict == "mistake"
        else _("Slightly better here: %(move)s.", move=text), "why": [word_values(ranking)]}
