"""Hachi-Hachi and Hana-awase at a table of four to seven: three play each deal, the others
sit out, written once for both games (each passes in its deal, its records and its
settlement of those who sit out: :class:`Seating`).

The rule, after sojudo.net's 花合わせ page and Japanese Wikipedia's 八八 (``docs/
hachihachi-rules.md``, ``docs/hanaawase-rules.md``, "More than three at the table"):

* Every seat is dealt a hand as for three (seven cards), and the field (six) is laid face up,
  so each seat judges its hand against the field. The deck holds seven hands and the field for
  six seats only: at seven, the seat before the dealer is dealt nothing and sits out (the
  sources add a blank 49th card, which this deck does not have).
* From the dealer's right (the next seat in the order of play) round to the dealer, each seat
  says **go in** (出る) or **stay out** (下る) (:class:`GoIn`).
* **Bound to play** (しばり): when the seats still to speak are no more than the players still
  needed, they go in without being asked.
* **Forced out** (追い込み): when more than three go in, the three nearest the dealer in the
  order of play (the dealer first) play, and the others who went in are forced out.
* The three who play deal among themselves as three always do: the first of them from the
  dealer leads and counts as the deal's dealer; the hands of those who sit out go under the
  stock, in the order of play from the dealer.
* Those who sit out receive (or pay) the game's share (:attr:`Seating.share`): each of the
  three who play pays them that amount, so the deal still adds up to what the three-seat
  deal adds up to.

States are immutable (:meth:`TableState.apply` returns a new one). The deal's three-seat state
is kept whole (``inner``) and the table's seats are mapped onto it (``players``): every seat
number a :class:`TableState` shows, in its events, observations and result, is a table seat.

>>> from engine.games import get_game
>>> import random
>>> state = get_game("hanaawase").deal("wikipedia", seats=5, rng=random.Random(3), dealer=0)
>>> state.phase, state.current, state.legal_actions()
('choose', 1, (GoIn(decision='in'), GoIn(decision='out')))
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple

from ..errors import EngineError, IllegalActionError, RecordError, SetupError
from ..judge import JudgePlayer
from ..protocol import Standing
from ..records import check_cards, check_result, finished, is_match, rebuilt
from .cards import CARDS_BY_ID, DECK, has_full_month, mask_of
from .deal import Deal, Event
from .fishing import choose_dealer

CHOOSE = "choose"  # the phase in which the seats say go in or stay out
IN, OUT = "in", "out"  # 出る / 下る
PLAYERS_PER_DEAL = 3
TABLE_SEATS = (4, 5, 6, 7)

# A seat's part in a deal, once every seat has spoken.
PLAYS = "plays"  # went in and plays
BOUND = "bound"  # bound to play (しばり): went in without being asked
STAYS_OUT = "out"  # stayed out (下る)
FORCED_OUT = "forced"  # went in, but three nearer the dealer did too (追い込み)
UNDEALT = "undealt"  # dealt no hand (the seventh seat)
SITTING_OUT = (STAYS_OUT, FORCED_OUT, UNDEALT)


class GoIn(NamedTuple):
    """A seat's word before the play: ``in`` (出る, go in) or ``out`` (下る, stay out)."""

    decision: str


GO_IN, STAY_OUT = GoIn(IN), GoIn(OUT)


class TableDeal(NamedTuple):
    """The cards as dealt at the table: a hand by seat (empty for a seat dealt none), the
    field, and the rest of the pack (the start of the stock)."""

    dealer: int
    hands: tuple[tuple[str, ...], ...]
    field: tuple[str, ...]
    stock: tuple[str, ...]


class SeatedGame(NamedTuple):
    """A game's entry points for every seat count (:meth:`Seating.entry_points`)."""

    deal: Callable
    replay_hand: Callable
    replay: Callable
    hand_to_json: Callable
    check_record: Callable
    hidden: Callable


class TableResult(NamedTuple):
    """How a deal at the table ended, by table seat: ``winner`` (the winner of the play, or
    None), ``points`` (every seat's, the sitters-out's shares included), ``reason``, the
    three-seat ``settlement``; ``players`` the seats who played (in the deal's seat order),
    ``parts`` every seat's part, ``shares`` what each seat received from or paid to those who
    sat out."""

    winner: int | None
    points: tuple[int, ...]
    reason: str
    settlement: Any
    players: tuple[int, ...]
    parts: tuple[str, ...]
    shares: tuple[int, ...]


@dataclass(frozen=True)
class Seating:
    """What a game gives the table of more than three.

    ``game`` its name; ``sizes(rules)`` the cards in a hand and on the field for three;
    ``from_deal(rules, deal)`` its three-seat state as dealt (:class:`~engine.hanafuda.deal.
    Deal`); ``action_to_json(action, seat)`` / ``action_from_json(obj, where)`` its record's
    action (the reader checks seats 0 to 2); ``result_to_json(state)`` its three-seat
    result; ``share(rules, final, hand, part)`` what each of the three players pays a seat
    that sat out (``part``: :data:`STAYS_OUT` or :data:`FORCED_OUT`; negative: the seat pays
    each of them) once the play is over (``final`` the three-seat state); ``goes_in(rules,
    hand, field)`` the rule of thumb the ``greedy`` computer says its word by, and the seats
    still to speak in the judge's imagined deals (:func:`hand_strength` for both games);
    ``goes_in_with_teyaku`` whether that word also goes in with any teyaku (the coach says its
    rule as it is); ``get_rules`` and ``default_rules`` its rule sets (a table's deal without one plays the
    default)."""

    game: str
    sizes: Callable[[Any], tuple[int, int]]
    from_deal: Callable[[Any, Deal], Any]
    action_to_json: Callable[[Any, int], dict]
    action_from_json: Callable[[Any, str], tuple[int, Any]]
    result_to_json: Callable[[Any], dict | None]
    share: Callable[[Any, Any, tuple[str, ...], str], int]
    goes_in: Callable[[Any, tuple[str, ...], tuple[str, ...]], bool]
    get_rules: Callable[[Any], Any]
    default_rules: str
    goes_in_with_teyaku: bool = False  # whether ``goes_in`` takes any hand with a teyaku in
    teyaku: Callable[[Any, tuple[str, ...]], bool] | None = None  # whether a hand holds a
    # teyaku the game's rules score (None: no teyaku are scored)

    def has_teyaku(self, rules, hand: tuple[str, ...]) -> bool:
        """Whether ``hand`` holds a teyaku (the coach names it among its reasons)."""
        return self.teyaku is not None and self.teyaku(rules, hand)

    # -- the deal ---------------------------------------------------------------------------

    def dealt_seats(self, rules, seats: int) -> int:
        """How many seats the pack deals a hand to: all, or as many as it holds hands for."""
        hand, field = self.sizes(rules)
        return min(seats, (len(DECK) - field) // hand)

    def deal(self, rules, seats: int, rng: random.Random, dealer: int | None = None):
        """A new deal for ``seats`` (4 to 7) from a seeded shuffle, dealt again while four
        cards of a month lie on the field (when the rule set says so).

        :raises SetupError: for another seat count, or a dealer who is no seat."""
        if seats not in TABLE_SEATS:
            raise SetupError(f"a table of more than three seats has 4 to 7, not {seats}")
        if dealer is not None and dealer not in range(seats):
            raise SetupError(f"the dealer must be a seat from 0 to {seats - 1}, not {dealer}")
        rules = self.get_rules(rules or self.default_rules)
        if dealer is None:
            dealer = choose_dealer(rng, seats)
        hand, field_size = self.sizes(rules)
        dealt = self.dealt_seats(rules, seats)
        ids = [c.id for c in DECK]
        while True:
            rng.shuffle(ids)
            field = tuple(ids[dealt * hand:dealt * hand + field_size])
            if not (rules.redeal_four_of_month and has_full_month(mask_of(field))):
                break
        hands: list[tuple[str, ...]] = [()] * seats
        for n in range(dealt):  # from the dealer on, in the order of play
            hands[(dealer + n) % seats] = tuple(ids[hand * n:hand * n + hand])
        rest = tuple(ids[dealt * hand + field_size:])
        return TableState.start(self, rules, TableDeal(dealer, tuple(hands), field, rest))

    # -- records ----------------------------------------------------------------------------

    def hand_to_json(self, states: list, actions: list) -> dict:
        """The record of a deal at the table: the cards as dealt to every seat, every seat's
        word and every move of the play (table seats), the result."""
        first = states[0]
        d = first.deal
        return {
            "game": self.game, "rules": first.rules.name, "seats": len(d.hands),
            "dealer": d.dealer,
            "deal": {"hands": [list(h) for h in d.hands], "field": list(d.field),
                     "stock": list(d.stock)},
            "actions": [self._action_json(s, a) for s, a in zip(states, actions, strict=False)],
            "result": self.result_to_json_table(states[-1]),
        }

    def _action_json(self, state: TableState, action) -> dict:
        seat = state.current
        assert seat is not None, "an action was taken by a seat to move"
        if isinstance(action, GoIn):
            return {"player": seat, "go": action.decision}
        return self.action_to_json(action, seat)

    def result_to_json_table(self, state: TableState) -> dict | None:
        r = state.result
        if r is None:
            return None
        return {"winner": r.winner, "points": list(r.points), "reason": r.reason,
                "players": list(r.players), "parts": list(r.parts), "shares": list(r.shares),
                "play": self.result_to_json(state.inner)}

    def replay_hand(self, rec: dict, rules_name: str | None = None) -> tuple[list, list]:
        """Replay the record of a deal at the table, checking every word, every move and the
        stated result.

        :raises RecordError: naming the first thing that is wrong."""
        try:
            return self._replay_hand(rec, rules_name)
        except RecordError:
            raise
        except EngineError as e:  # an unknown card id or rule set
            raise RecordError(str(e)) from None

    def _replay_hand(self, rec: dict, rules_name: str | None) -> tuple[list, list]:
        if rec.get("game") != self.game:
            raise RecordError(f"not a {self.game} record: game {rec.get('game')!r}")
        seats = rec.get("seats")
        if type(seats) is not int or seats not in TABLE_SEATS:
            raise RecordError(f"'seats' must be 4 to 7 at a table of more than three, "
                              f"not {seats!r}")
        rules = self.get_rules(rules_name or rec.get("rules") or self.default_rules)
        dealer = rec.get("dealer")
        if type(dealer) is not int or dealer not in range(seats):
            raise RecordError(f"dealer must be a seat from 0 to {seats - 1}, not {dealer!r}")
        deal = rec.get("deal")
        if not isinstance(deal, dict):
            raise RecordError("record has no 'deal' object")
        hands, field, stock = deal.get("hands"), deal.get("field"), deal.get("stock")
        if not (isinstance(hands, list) and isinstance(field, list) and isinstance(stock, list)
                and len(hands) == seats and all(isinstance(h, list) for h in hands)):
            raise RecordError(f"deal must hold {seats} hands, a field and a stock, as lists")
        hand, field_size = self.sizes(rules)
        dealt = self.dealt_seats(rules, seats)
        sizes = tuple(hand if (s - dealer) % seats < dealt else 0 for s in range(seats))
        check_cards((*sizes, field_size, len(DECK) - dealt * hand - field_size),
                    tuple(tuple(h) for h in hands), tuple(field), tuple(stock),
                    f"a deal for {seats} is {hand} cards in each of {dealt} hands, "
                    f"{field_size} on the field and the rest in the stock")
        table_deal = TableDeal(dealer, tuple(tuple(h) for h in hands), tuple(field),
                               tuple(stock))
        if rules.redeal_four_of_month and has_full_month(mask_of(table_deal.field)):
            raise RecordError(f"this deal is dealt again under {rules.name}: four cards of "
                              f"one month on the field")
        state = TableState.start(self, rules, table_deal)
        raw = rec.get("actions", [])
        if not isinstance(raw, list):
            raise RecordError("actions must be a list")
        states, actions = [state], []
        for n, obj in enumerate(raw, start=1):
            where = f"action {n}"
            action = self._read_action(state, obj, where)
            try:
                state = state.apply(action)
            except IllegalActionError as e:
                raise RecordError(f"{where}: {e}") from None
            states.append(state)
            actions.append(action)
        check_result(state, rec.get("result"), self.result_to_json_table(state), "deal")
        return states, actions

    def _read_action(self, state: TableState, obj: Any, where: str):
        if not isinstance(obj, dict):
            raise RecordError(f"{where}: an action is an object, not {type(obj).__name__}")
        if state.is_over:
            raise RecordError(f"{where}: the deal is already over")
        player = obj.get("player")
        if player != state.current:
            raise RecordError(f"{where}: it is player {state.current}'s turn, not "
                              f"{player!r}'s")
        if "go" in obj:
            if obj["go"] not in (IN, OUT):
                raise RecordError(f"{where}: a word before the play is 'go': 'in' or 'out', "
                                  f"not {obj.get('go')!r}")
            return GoIn(obj["go"])
        if state.phase == CHOOSE:
            raise RecordError(f"{where}: player {player} must say 'go': 'in' or 'out' first")
        _, action = self.action_from_json({**obj, "player": state.players.index(player)},
                                          where)
        return action

    # -- what a seat sees -------------------------------------------------------------------

    def hidden(self, state: TableState, seat: int) -> frozenset[str]:
        """The cards ``seat`` may not see: every other seat's hand as dealt and the rest of
        the pack while the seats speak; then the hands of the players but its own and the
        stock but the card turned over from it (the sitters-out's hands are in it)."""
        if state.inner is None:
            others = (c for s, h in enumerate(state.deal.hands) if s != seat for c in h)
            return frozenset(others) | frozenset(state.deal.stock)
        inner = state.inner
        mine = state.players.index(seat) if seat in state.players else None
        others = (c for s in range(PLAYERS_PER_DEAL) if s != mine for c in inner.hand(s))
        return frozenset(others) | (frozenset(inner.stock) - {inner.drawn})

    # -- the game's entry points, for three seats or more ----------------------------------

    def entry_points(self, deal3: Callable, replay_hand3: Callable[..., tuple[list, list]],
                     replay3: Callable[[Any], list[tuple[list, list]]],
                     hand_to_json3: Callable[[list, list], dict],
                     hidden3: Callable[[Any, int], frozenset[str]]) -> SeatedGame:
        """The game's deal, records and sight for any seat count: a table of more than three
        goes here, one of three (or two) to the game's own ``…3``."""

        def deal(rules=None, seed: int | None = None, dealer: int | None = None,
                 rng: random.Random | None = None, seats: int = PLAYERS_PER_DEAL, **carried):
            if seats in TABLE_SEATS:  # what a deal carries (``Game.carry``) is the game's own
                return self.deal(rules, seats, rng or random.Random(seed), dealer)
            return deal3(rules, seed=seed, dealer=dealer, rng=rng, seats=seats, **carried)

        def replay_hand(rec: Any, rules_name: str | None = None) -> tuple[list, list]:
            if isinstance(rec, dict) and "seats" in rec:
                return self.replay_hand(rec, rules_name)
            return replay_hand3(rec, rules_name)

        def replay(rec: Any) -> list[tuple[list, list]]:
            if isinstance(rec, dict) and "seats" in rec and not is_match(rec):
                return [finished(self.replay_hand(rec))]
            return replay3(rec)

        def hand_to_json(states: list, actions: list) -> dict:
            if isinstance(states[0], TableState):
                return self.hand_to_json(states, actions)
            return hand_to_json3(states, actions)

        def hidden(state: Any, seat: int) -> frozenset[str]:
            if isinstance(state, TableState):
                return self.hidden(state, seat)
            return hidden3(state, seat)

        return SeatedGame(deal, replay_hand, replay, hand_to_json,
                          lambda rec: rebuilt(rec, replay, hand_to_json), hidden)

    # -- computer players -------------------------------------------------------------------

    def players(self, players: Mapping[str, Callable[[], Any]]) -> dict[str, Callable[[], Any]]:
        """The game's computer players, each also able to sit at a table of more than three
        (:class:`SeatedPlayer`): ``random`` says go in or stay out at random, ``strong`` what
        the game's judge values best (:mod:`.word`), the others by :attr:`goes_in`."""
        return {name: _seated(make, self, name == "random") for name, make in players.items()}


def _seated(make: Callable[[], Any], seating: Seating, at_random: bool):
    return lambda: SeatedPlayer(make(), seating, at_random)


class SeatedPlayer:
    """A game's computer player at any table: at one of three, the player itself; at one of
    more, it says go in or stay out (at random, or by the game's :attr:`Seating.goes_in`),
    then plays the deal's three-seat observation as at a table of three."""

    _OWN = ("player", "seating", "at_random", "name", "_standing", "standing")

    def __init__(self, player: Any, seating: Seating, at_random: bool):
        self.player, self.seating, self.at_random = player, seating, at_random
        self.name = player.name
        self._standing: Standing | None = None

    def __getattr__(self, name: str) -> Any:  # the player's own settings (a judge, …)
        return getattr(self.__dict__["player"], name)

    def __setattr__(self, name: str, value: Any) -> None:
        if name in self._OWN:
            object.__setattr__(self, name, value)
        else:
            setattr(self.player, name, value)

    @property
    def standing(self) -> Standing | None:
        return self._standing

    @standing.setter
    def standing(self, value: Standing) -> None:
        self._standing = value
        if hasattr(self.player, "standing"):
            self.player.standing = value

    def choose(self, observation: Any, rng: random.Random):
        if not isinstance(observation, TableObservation):
            return self.player.choose(observation, rng)
        if observation.phase == CHOOSE:
            if self.at_random:
                return rng.choice(observation.legal_actions)
            if isinstance(self.player, JudgePlayer):  # the strong player: the judge's word
                return self.player.choose(observation, rng)
            rules = self.seating.get_rules(observation.rules)
            return GO_IN if self.seating.goes_in(rules, observation.hand,
                                                 observation.field) else STAY_OUT
        if self._standing is not None and hasattr(self.player, "standing"):
            score = self._standing.score
            self.player.standing = Standing(tuple(score[p] for p in observation.players),
                                            self._standing.deals_after)
        return self.player.choose(observation.inner, rng)


def parse_with_words(parse: Callable[[str], tuple]) -> Callable[[str], tuple]:
    """A game's ``parse_action`` that also reads a seat's word, ``<seat> in`` or ``<seat>
    out`` (how :func:`~engine.hanafuda.matching.action_text` writes a :class:`GoIn`).

    >>> parse_with_words(lambda text: (None, text))("5 out")
    (5, GoIn(decision='out'))
    """
    seats = tuple(map(str, range(max(TABLE_SEATS))))

    def parse_action(text: str) -> tuple:
        words = text.split()
        if words and words[-1] in (IN, OUT) and (
                len(words) == 1 or (len(words) == 2 and words[0] in seats)):
            return (int(words[0]) if len(words) == 2 else None), GoIn(words[-1])
        return parse(text)
    return parse_action


def hand_strength(hand: Sequence[str], field: Sequence[str]) -> int:
    """A hand's worth at a glance, for the computer players' go in / stay out: its card
    points, and ten more for each card whose month is on the field (it can take at once).

    >>> hand_strength(["pine-crane", "plum-chaff-1"], ["pine-chaff-1"])
    31
    """
    months = {CARDS_BY_ID[c].month for c in field}
    return sum(CARDS_BY_ID[c].points + (10 if CARDS_BY_ID[c].month in months else 0)
               for c in hand)


GOES_IN_AT = 60  # hand_strength at which the computer players go in


class TableObservation(NamedTuple):
    """What one table seat may see: its hand (as dealt while the seats speak; while it plays,
    what it holds; nothing once it sits out), the field as laid, every seat's word and part
    (public), the seats who play, and the three-seat observation of the play (its own seat's
    when it plays, else the public one: no hand)."""

    player: int
    rules: str
    seats: int
    dealer: int
    current: int | None
    phase: str
    hand: tuple[str, ...]
    field: tuple[str, ...]
    words: tuple[str | None, ...]
    parts: tuple[str | None, ...]
    players: tuple[int, ...]
    inner: Any
    legal_actions: tuple
    result: TableResult | None

    def visible_cards(self) -> frozenset[str]:
        seen = {*self.hand, *self.field}
        if self.inner is not None:
            seen |= self.inner.visible_cards()
        return frozenset(seen)


class TableState:
    """One position of a deal at a table of four to seven (immutable)."""

    __slots__ = ("seating", "rules", "deal", "words", "parts", "players", "inner", "result",
                 "events", "current")

    def __init__(self, seating: Seating, rules, deal: TableDeal, words, parts, players, inner,
                 result, events, current):
        self.seating = seating
        self.rules = rules
        self.deal: TableDeal = deal
        self.words: tuple[str | None, ...] = words  # what each seat said (None: not yet)
        self.parts: tuple[str | None, ...] = parts  # each seat's part, once all have spoken
        self.players: tuple[int, ...] = players  # the table seats who play, deal seat order
        self.inner = inner  # the three-seat state of the play (None while the seats speak)
        self.result: TableResult | None = result
        self.events: tuple = events
        self.current: int | None = current

    @classmethod
    def start(cls, seating: Seating, rules, deal: TableDeal) -> TableState:
        n = len(deal.hands)
        words: tuple[str | None, ...] = (None,) * n
        parts = tuple(UNDEALT if not h else None for h in deal.hands)
        state = cls(seating, rules, deal, words, parts, (), None, None, (), None)
        return state._speak(())

    def _replace(self, **kw) -> TableState:
        g = kw.get
        return TableState(self.seating, self.rules, self.deal, g("words", self.words),
                          g("parts", self.parts), g("players", self.players),
                          g("inner", self.inner), g("result", self.result),
                          g("events", self.events), g("current", self.current))

    # -- queries ----------------------------------------------------------------------------

    @property
    def seats(self) -> int:
        return len(self.deal.hands)

    @property
    def phase(self) -> str:
        return CHOOSE if self.inner is None else self.inner.phase

    @property
    def is_over(self) -> bool:
        return self.result is not None

    def order(self) -> list[int]:
        """The seats in the order of play from the dealer (the dealer first)."""
        n, d = self.seats, self.deal.dealer
        return [(d + k) % n for k in range(n)]

    def speakers(self) -> list[int]:
        """The seats dealt a hand, in the order they speak: from the dealer's right round to
        the dealer."""
        order = self.order()
        return [s for s in order[1:] + order[:1] if self.deal.hands[s]]

    def legal_actions(self) -> tuple:
        if self.is_over:
            return ()
        if self.inner is None:
            return (GO_IN, STAY_OUT)
        return tuple(self.inner.legal_actions())

    def hand(self, seat: int) -> tuple[str, ...]:
        """What ``seat`` holds: its hand as dealt while the seats speak, its hand in the play
        while it plays, nothing once it sits out."""
        if self.inner is None:
            return self.deal.hands[seat]
        if seat in self.players:
            held: tuple[str, ...] = self.inner.hand(self.players.index(seat))
            return held
        return ()

    def observation(self, seat: int) -> TableObservation:
        inner = None
        if self.inner is not None:
            if seat in self.players:
                inner = self.inner.observation(self.players.index(seat))
            else:  # the public play: a player's view without its hand or its choices
                inner = self.inner.observation(0)._replace(hand=(), legal_actions=())
        return TableObservation(
            player=seat, rules=self.rules.name, seats=self.seats, dealer=self.deal.dealer,
            current=self.current, phase=self.phase, hand=self.hand(seat),
            field=self.deal.field, words=self.words, parts=self.parts, players=self.players,
            inner=inner,
            legal_actions=self.legal_actions() if seat == self.current else (),
            result=self.result)

    # -- transitions ------------------------------------------------------------------------

    def apply(self, action) -> TableState:
        """:raises IllegalActionError: when ``action`` is not legal here."""
        if self.is_over:
            raise IllegalActionError("the deal is over: nobody is to move")
        if self.inner is None:
            if action not in (GO_IN, STAY_OUT):
                raise IllegalActionError(f"say go in or stay out first, not {action!r}")
            seat = self.current
            assert seat is not None, "a seat speaks while the seats speak"
            kind = "go_in" if action == GO_IN else "stay_out"
            words = self.words[:seat] + (action.decision,) + self.words[seat + 1:]
            return self._replace(words=words)._speak((Event(kind, seat),))
        inner = self.inner.apply(action)
        events = self._table_events(inner.events)
        if inner.is_over:
            return self._finish(inner, events)
        return self._replace(inner=inner, events=events,
                             current=self.players[inner.current])

    def _table_events(self, events) -> tuple:
        return tuple(e if e.player is None else e._replace(player=self.players[e.player])
                     for e in events)

    def _speak(self, events: tuple) -> TableState:
        """The next seat to speak, those bound to play going in unasked; once every seat
        has spoken, the parts and the play."""
        words, parts = list(self.words), list(self.parts)
        for n, seat in enumerate(speakers := self.speakers()):
            if words[seat] is not None:
                continue
            ins = sum(1 for s in speakers if words[s] == IN)
            left = len(speakers) - n
            if left > PLAYERS_PER_DEAL - ins:
                return self._replace(words=tuple(words), events=events, current=seat)
            words[seat], parts[seat] = IN, BOUND  # bound to play (しばり)
            events += (Event("bound", seat),)
        return self._replace(words=tuple(words), parts=tuple(parts))._deal_play(events)

    def _deal_play(self, events: tuple) -> TableState:
        order = self.order()
        went_in = [s for s in order if self.words[s] == IN]
        players = tuple(went_in[:PLAYERS_PER_DEAL])
        parts = list(self.parts)
        for s in order:
            if not self.deal.hands[s]:
                continue
            if s in players:
                parts[s] = BOUND if parts[s] == BOUND else PLAYS
            elif self.words[s] == IN:
                parts[s] = FORCED_OUT
                events += (Event("forced_out", s),)
            else:
                parts[s] = STAYS_OUT
        sitters = [c for s in order if s not in players for c in self.deal.hands[s]]
        deal = Deal(0, tuple(self.deal.hands[p] for p in players), self.deal.field,
                    self.deal.stock + tuple(sitters))
        inner = self.seating.from_deal(self.rules, deal)
        state = self._replace(parts=tuple(parts), players=players, inner=inner)
        events += state._table_events(inner.events)
        return state._replace(events=events, current=players[inner.current])

    def finished(self, inner) -> TableState:
        """This deal with its play over at ``inner`` (a finished three-seat state reached from
        this one's), settled at the table, without the play's events (for a playout)."""
        return self._finish(inner, self.events)

    def _finish(self, inner, events: tuple) -> TableState:
        n = self.seats
        shares = [0] * n
        for s in range(n):
            part = self.parts[s]
            if part in (STAYS_OUT, FORCED_OUT):
                each = self.seating.share(self.rules, inner, self.deal.hands[s], part)
                shares[s] += PLAYERS_PER_DEAL * each
                for p in self.players:
                    shares[p] -= each
        points = list(shares)
        for i, p in enumerate(self.players):
            points[p] += inner.result.points[i]
        won = inner.result.winner
        parts = tuple(p if p is not None else UNDEALT for p in self.parts)
        result = TableResult(None if won is None else self.players[won], tuple(points),
                             inner.result.reason, inner.result.settlement, self.players, parts,
                             tuple(shares))
        return self._replace(inner=inner, events=events, result=result, current=None)
