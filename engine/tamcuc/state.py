"""The Tam Cúc game state: immutable, with legal actions, observations and results.

A deal runs through phases, each asking one seat (``current``) for an action:

- ``night-offer`` / ``night-reply`` (only with đi đêm): a seat offers face-down cards to
  another seat, which accepts with as many of its own (``Accept``) or declines (``Pass``);
- ``show``: trình làng between tricks (``Show`` or ``Pass``), for seats holding a showable
  tứ tử or ngũ tử;
- ``call``: the lead holder (cái) lays a combination face down (``Call``);
- ``lay``: each other seat holding cards lays as many cards face down (``Lay``);
- ``reveal``: the caller's play is turned up, then each follower in turn reveals a play that
  beats the best so far (``Reveal``) or concedes unseen (``Chui``, its only choice when its
  play cannot beat).

Cards are held as 32-bit masks (bit ``i`` is ``TAMCUC_DECK[i]``); actions carry card ids.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from functools import cached_property, lru_cache, reduce
from operator import or_
from typing import Any

from ..errors import IllegalActionError, SetupError
from .cards import CARD_INDEX, FULL_MASK, RANK_BY_ID, TAMCUC_DECK, ids_of, mask_of
from .combos import SHAPE_OF_SIZE, beats, classify_mask, combinations_in, combo_of, subsets
from .rules import DEFAULT_RULES, RuleSet, get_rules

HAND_SIZE = {2: 16, 3: 9, 4: 8}
PHASES = ("night-offer", "night-reply", "show", "call", "lay", "reveal", "over")
BAT_CAI_ORDER = ("general", "advisor", "elephant", "chariot", "cannon", "horse", "soldier")


# --- actions ---------------------------------------------------------------------------

@dataclass(frozen=True)
class Show:
    """Trình làng: show a tứ tử or ngũ tử and take it."""
    cards: tuple[str, ...]


@dataclass(frozen=True)
class Pass:
    """Decline: to show, to offer a swap, or a swap offered."""


@dataclass(frozen=True)
class Call:
    """The lead holder lays a combination face down; its size is the call."""
    cards: tuple[str, ...]


@dataclass(frozen=True)
class Lay:
    """A follower lays as many cards as were called, face down."""
    cards: tuple[str, ...]


@dataclass(frozen=True)
class Reveal:
    """Turn one's play face up (offered only when it beats the best so far)."""


@dataclass(frozen=True)
class Chui:
    """Concede the trick without showing one's cards."""


@dataclass(frozen=True)
class Offer:
    """Đi đêm: offer face-down cards to seat ``to``."""
    to: int
    cards: tuple[str, ...]


@dataclass(frozen=True)
class Accept:
    """Đi đêm: accept the offer, giving these cards back face down."""
    cards: tuple[str, ...]


Action = Show | Pass | Call | Lay | Reveal | Chui | Offer | Accept


@dataclass(frozen=True)
class Event:
    """Something every seat saw happen. Face-down cards are never named, only counted."""
    kind: str
    player: int | None = None
    cards: tuple[str, ...] = ()
    count: int = 0
    to: int | None = None
    detail: str = ""


@dataclass(frozen=True)
class Ket:
    kind: str  # ket-doi, ket-ba, ket-tot-den, ket-tu-tu, ket-ngu-tu, de
    player: int  # who is paid
    caller: int  # who made the last call
    points: int  # the table's points for this kết and seat count


KET_COLUMN = {"ket-doi": "ket-doi", "ket-ba": "ket-ba", "ket-tot-den": "ket-tot-den",
              "ket-tu-tu": "ket-tot-den", "ket-ngu-tu": "ket-tot-den", "de": "de"}


@dataclass(frozen=True)
class Result:
    points: tuple[int, ...]  # what each seat wins (+) or pays (-) this deal
    winners: tuple[int, ...]
    cards: tuple[int, ...]  # cây: cards each seat won
    ket: Ket | None
    par: int  # the card count that neither wins nor loses

    @property
    def winner(self) -> int | None:
        """The one seat that won the most (the protocol's winner): the winner with strictly
        the most points, None when nobody won or several share the top."""
        best = max((self.points[p] for p in self.winners), default=None)
        top = [p for p in self.winners if self.points[p] == best]
        return top[0] if len(top) == 1 else None


def _count(mask: int) -> int:
    return mask.bit_count()


@lru_cache(maxsize=1 << 16)
def _top_order(mask: int) -> int:
    return max(TAMCUC_DECK[i].rank.order for i in range(len(TAMCUC_DECK)) if mask >> i & 1)


def breaks_ban(rules: RuleSet, seats: int, first_call: bool, mask: int) -> bool:
    """On the first call, a play holding a rank above the rule set's top cannot win."""
    return first_call and _top_order(mask) > rules.banned_order(seats)


def _beats_best(rules: RuleSet, seats: int, first_call: bool, mask: int, best: int | None) -> bool:
    """Whether a face-down play may be revealed: the called shape, within the ban, and
    stronger than the best play so far (``None``: nobody has shown a play yet)."""
    combo = classify_mask(mask)
    if combo is None or combo.shape != SHAPE_OF_SIZE[mask.bit_count()] \
            or breaks_ban(rules, seats, first_call, mask):
        return False
    return beats(combo, None if best is None else classify_mask(best))


def trick_winner(rules: str | RuleSet, plays: list[tuple[str, ...]], first_call: bool = False) -> int | None:
    """The index of the play that wins a trick when everyone who can beat reveals (0 is the
    caller's), or None when every play is banned or conceded. The caller's play must be a
    combination and every play the same size (:raises IllegalActionError: otherwise)."""
    rules = get_rules(rules)
    if len(plays) not in HAND_SIZE:
        raise IllegalActionError(f"a trick has 2, 3 or 4 plays, not {len(plays)}")
    cards = [c for p in plays for c in p]
    removed = set(ids_of(rules.removed(len(plays))))
    for card_id in cards:
        if cards.count(card_id) > 1:
            raise IllegalActionError(f"card {card_id} is played twice")
        if card_id in removed:
            raise IllegalActionError(f"card {card_id} is removed with {len(plays)} players "
                                     f"(rule set {rules.name})")
    masks = [mask_of(p) for p in plays]
    if len({len(p) for p in plays}) != 1 or not plays[0]:
        raise IllegalActionError("every play must have the same number of cards, at least one")
    if classify_mask(masks[0]) is None:
        raise IllegalActionError(f"the caller's play {','.join(plays[0])} is no combination")
    best = None
    for i, m in enumerate(masks):
        if _beats_best(rules, len(plays), first_call, m, None if best is None else masks[best]):
            best = i
    return best


def _order_from(start: int, seats: int) -> tuple[int, ...]:
    return tuple((start + i) % seats for i in range(seats))


def _set(values: tuple[int, ...], index: int, value: int) -> tuple[int, ...]:
    return values[:index] + (value,) + values[index + 1:]


# --- the state -------------------------------------------------------------------------

@dataclass(frozen=True)
class State:
    rules: RuleSet
    seats: int
    dealer: int
    hands: tuple[int, ...]
    taken: tuple[int, ...]  # cards each seat won (cây)
    discards: tuple[int, ...]  # rác: each seat's lost plays
    phase: str
    queue: tuple[int, ...]  # seats still to act in this phase; current is the first
    leader: int
    first_call: bool = True  # the first trick is not over yet
    size: int = 0  # cards called in this trick
    table: tuple[int, ...] = ()  # each seat's face-down play in this trick
    revealed: int = 0  # bitmask of seats whose play is face up in this trick
    chuis: int = 0  # bitmask of seats who conceded this trick
    best: int | None = None
    seen: int = 0  # every card shown face up this deal
    seizer: int | None = None
    offer: tuple[int, int, int] | None = None  # đi đêm: (from, to, mask)
    result: Result | None = None
    events: tuple[Event, ...] = ()
    showers: int = 0  # bitmask of seats that showed (trình làng) this deal
    bat_cai: str | None = field(default=None, compare=False)

    # -- protocol ----------------------------------------------------------------------
    @property
    def current(self) -> int | None:
        return self.queue[0] if self.queue and self.phase != "over" else None

    @property
    def mover(self) -> int:
        """The seat to move while the deal goes on (``current`` without its None): the first of
        the queue, which only the end of a deal empties."""
        return self.queue[0]

    @property
    def is_over(self) -> bool:
        return self.phase == "over"

    def legal_actions(self) -> list[Action]:
        return list(self._legal)

    def apply(self, action: Action) -> State:
        """The state after ``action``. :raises IllegalActionError: naming the action."""
        if action not in self._legal_set:
            who = "nobody (the deal is over)" if self.is_over else f"seat {self.current}"
            raise IllegalActionError(f"illegal action {action!r} for {who} in phase {self.phase}")
        return self._play(action)

    def _play(self, action: Action) -> State:
        """``apply`` without the legality check, for searches that build legal actions."""
        return _STEPS[type(action)](self, action)

    def observation(self, seat: int) -> Observation:
        return Observation.of(self, seat)

    # -- legal actions -----------------------------------------------------------------
    @cached_property
    def _legal(self) -> tuple[Action, ...]:
        if self.is_over:
            return ()
        seat = self.mover
        hand = self.hands[seat]
        if self.phase == "show":
            return (*(Show(ids_of(m)) for m in self._showable(seat)), Pass())
        if self.phase == "call":
            top = min(5, *(_count(h) for h in self.hands if h))
            return tuple(Call(ids_of(m)) for n in range(1, top + 1) for m in combinations_in(hand, n))
        if self.phase == "lay":
            return tuple(Lay(ids_of(m)) for m in subsets(hand, self.size))
        if self.phase == "reveal":
            return (Reveal(), Chui()) if self.can_beat(seat) else (Chui(),)
        if self.phase == "night-offer":
            return (*(Offer(to, ids_of(m)) for to in _order_from(seat, self.seats)[1:]
                      if self.hands[to] for m in subsets(hand, self.rules.night_cards)), Pass())
        # night-reply
        return (*(Accept(ids_of(m)) for m in subsets(hand, self.rules.night_cards)), Pass())

    @cached_property
    def _legal_set(self) -> frozenset[Action]:
        return frozenset(self._legal)

    # -- helpers -----------------------------------------------------------------------
    def _showable(self, seat: int) -> tuple[int, ...]:
        out: list[int] = []
        for size in (4, 5):
            rule = self.rules.show_rule(self.seats, SHAPE_OF_SIZE[size])
            if rule and (rule[0] == "any" or self.first_call):
                out.extend(combinations_in(self.hands[seat], size))
        return tuple(out)

    def banned(self, mask: int) -> bool:
        """Whether a play breaks the first-call ban (and so cannot win)."""
        return breaks_ban(self.rules, self.seats, self.first_call, mask)

    def can_beat(self, seat: int) -> bool:
        best = None if self.best is None else self.table[self.best]
        return _beats_best(self.rules, self.seats, self.first_call, self.table[seat], best)

    @property
    def deck_mask(self) -> int:
        return FULL_MASK & ~self.rules.removed(self.seats)


# --- dealing ---------------------------------------------------------------------------

def bat_cai_dealer(card_id: str, seats: int) -> int:
    """The seat a bắt cái card names: seat 0 counts its rank's place round the table from
    itself (general 1, advisor 2 … soldier 7)."""
    return BAT_CAI_ORDER.index(TAMCUC_DECK[CARD_INDEX[card_id]].rank.id) % seats


def deal(rules: str | RuleSet = DEFAULT_RULES, seed: int | None = None, *, seats: int = 4,
         rng: random.Random | None = None, dealer: int | None = None) -> State:
    """A shuffled deal. The first dealer is ``dealer`` if given, else by bắt cái (or the seed,
    per the rule set). :raises SetupError: for a seat count other than 2, 3 or 4."""
    rules = get_rules(rules)
    if seats not in HAND_SIZE:
        raise SetupError(f"Tam Cúc is played by 2, 3 or 4 players, not {seats!r}")
    players = seats
    rng = rng if rng is not None else random.Random(seed)
    removed = rules.removed(players)
    deck = [c.id for i, c in enumerate(TAMCUC_DECK) if not removed >> i & 1]
    drawn = None
    if dealer is None:
        if rules.first_dealer == "seeded":
            dealer = rng.randrange(players)
        else:  # bắt cái: seat 0 draws a card and counts around from itself
            drawn = rng.choice(deck)
            dealer = bat_cai_dealer(drawn, players)
    rng.shuffle(deck)
    n = len(deck) // players
    hands: list[tuple[str, ...]] = [()] * players
    for i, seat in enumerate(_order_from(dealer, players)):
        hands[seat] = tuple(deck[i * n:(i + 1) * n])
    return from_hands(rules, hands, dealer, bat_cai=drawn)


def from_hands(rules: str | RuleSet, hands: Sequence[Sequence[str]], dealer: object, *,
               bat_cai: str | None = None) -> State:
    """The state at the start of a deal with these hands (lists of card ids); ``dealer`` may
    come from a record, and is checked."""
    rules = get_rules(rules)
    seats = len(hands)
    if not isinstance(dealer, int) or dealer not in range(seats):
        raise SetupError(f"dealer must be a seat from 0 to {seats - 1}, not {dealer!r}")
    masks = tuple(mask_of(h) for h in hands)
    deck = FULL_MASK & ~rules.removed(seats)
    if seats not in HAND_SIZE or any(_count(m) != len(h) for m, h in zip(masks, hands, strict=True)) \
            or reduce(or_, masks) != deck or sum(map(len, hands)) != _count(deck) \
            or len({len(h) for h in hands}) != 1:
        raise SetupError("hands must share out the rule set's whole deck evenly, "
                                 "each card once, among 2, 3 or 4 seats")
    if bat_cai is not None:
        _check_bat_cai(rules, seats, dealer, bat_cai, deck)
    events: tuple[Event, ...] = (Event("deal", dealer, count=_count(masks[0])),)
    if bat_cai:
        events = (Event("bat-cai", 0, (bat_cai,), to=dealer), *events)
    state = State(rules, seats, dealer, masks, (0,) * seats, (0,) * seats, "call", (dealer,),
                  dealer, table=(0,) * seats, bat_cai=bat_cai)
    if rules.night:
        return replace(state, phase="night-offer", queue=_order_from(dealer, seats), events=events)
    return _open_show(state, events)


def _check_bat_cai(rules: RuleSet, seats: int, dealer: int, card_id: object, deck: int) -> None:
    """:raises SetupError: unless ``card_id`` is a card of the deal that names ``dealer``."""
    if rules.first_dealer != "bat-cai":
        raise SetupError(f"rule set {rules.name} draws no card for bắt cái")
    if not isinstance(card_id, str) or card_id not in CARD_INDEX \
            or not deck >> CARD_INDEX[card_id] & 1:
        raise SetupError(f"bắt cái must be a card of the deal, not {card_id!r}")
    if bat_cai_dealer(card_id, seats) != dealer:
        raise SetupError(f"bắt cái {card_id} names seat {bat_cai_dealer(card_id, seats)} "
                         f"as dealer, not seat {dealer}")


# --- steps -----------------------------------------------------------------------------

def _open_show(s: State, events: tuple[Event, ...]) -> State:
    queue = tuple(p for p in _order_from(s.leader, s.seats) if s._showable(p))
    if queue:
        return replace(s, phase="show", queue=queue, events=events)
    return _open_call(s, events)


def _open_call(s: State, events: tuple[Event, ...]) -> State:
    holders = [p for p in range(s.seats) if s.hands[p]]
    if len(holders) < 2:
        return _finish(s, events, last=None)
    leader = next(p for p in _order_from(s.leader, s.seats) if s.hands[p])
    return replace(s, phase="call", queue=(leader,), leader=leader, size=0, best=None,
                   revealed=0, chuis=0, table=(0,) * s.seats, events=events)


def _show(s: State, a: Show) -> State:
    seat = s.mover
    mask = mask_of(a.cards)
    rule = s.rules.show_rule(s.seats, SHAPE_OF_SIZE[len(a.cards)])
    assert rule is not None, "a show is legal only where the rule set has a rule for it"
    _, seizes = rule
    s = replace(s, hands=_set(s.hands, seat, s.hands[seat] & ~mask),
                taken=_set(s.taken, seat, s.taken[seat] | mask), seen=s.seen | mask,
                showers=s.showers | 1 << seat)
    if seizes:
        s = replace(s, seizer=seat, leader=seat if s.rules.seize_takes_lead else s.leader)
    events = (Event("show", seat, a.cards, len(a.cards), detail="seize" if seizes else ""),)
    queue = s.queue if s._showable(seat) else s.queue[1:]
    return replace(s, queue=queue, events=events) if queue else _open_call(s, events)


def _pass(s: State, a: Pass) -> State:
    seat = s.mover
    if s.phase == "night-reply":
        assert s.offer is not None, "a night reply answers an offer"
        giver, _, _ = s.offer
        return _next_night(replace(s, offer=None, queue=s.queue[1:]), (Event("decline", seat, to=giver),))
    if s.phase == "night-offer":
        return _next_night(s, (Event("pass", seat),))
    events = (Event("pass", seat),)
    return replace(s, queue=s.queue[1:], events=events) if s.queue[1:] else _open_call(s, events)


def _call(s: State, a: Call) -> State:
    seat = s.mover
    mask = mask_of(a.cards)
    followers = tuple(p for p in _order_from(seat, s.seats)[1:] if s.hands[p])
    return replace(s, phase="lay", queue=followers, size=len(a.cards),
                   hands=_set(s.hands, seat, s.hands[seat] & ~mask), table=_set(s.table, seat, mask),
                   events=(Event("call", seat, count=len(a.cards)),))


def _lay(s: State, a: Lay) -> State:
    seat = s.mover
    mask = mask_of(a.cards)
    s = replace(s, hands=_set(s.hands, seat, s.hands[seat] & ~mask), table=_set(s.table, seat, mask))
    events: tuple[Event, ...] = (Event("lay", seat, count=len(a.cards)),)
    if s.queue[1:]:
        return replace(s, queue=s.queue[1:], events=events)
    # Everyone has laid: the caller's play is turned up, unless it breaks the ban.
    leader = s.leader
    if s.banned(s.table[leader]):
        s = replace(s, chuis=1 << leader)
        events += (Event("chui", leader, count=s.size, detail="banned"),)
    else:
        s = replace(s, revealed=1 << leader, best=leader, seen=s.seen | s.table[leader])
        events += (Event("reveal", leader, ids_of(s.table[leader]), s.size),)
    followers = tuple(p for p in _order_from(leader, s.seats)[1:] if s.table[p])
    return _advance_reveal(s, followers, events)


def _advance_reveal(s: State, queue: tuple[int, ...], events: tuple[Event, ...]) -> State:
    """Ask the next follower; every follower is asked, even one that can only chui, so that
    being asked tells the others nothing about its cards."""
    if queue:
        return replace(s, phase="reveal", queue=queue, events=events)
    return _resolve(s, events)


def _reveal(s: State, a: Reveal) -> State:
    seat = s.mover
    s = replace(s, revealed=s.revealed | 1 << seat, best=seat, seen=s.seen | s.table[seat])
    return _advance_reveal(s, s.queue[1:], (Event("reveal", seat, ids_of(s.table[seat]), s.size),))


def _chui(s: State, a: Chui) -> State:
    seat = s.mover
    s = replace(s, chuis=s.chuis | 1 << seat)
    return _advance_reveal(s, s.queue[1:], (Event("chui", seat, count=s.size),))


# the last trick of a deal, for its kết: (caller, the call's mask, winner, the winning mask)
LastTrick = tuple[int, int, int, int]


def _resolve(s: State, events: tuple[Event, ...]) -> State:
    """The best play takes its own cards; every other play is rác."""
    winner = s.best
    taken, discards = list(s.taken), list(s.discards)
    for p in range(s.seats):
        if p == winner:
            taken[p] |= s.table[p]
        else:
            discards[p] |= s.table[p]
    # a banned call is a chui: it makes no kết, and then nobody won with the caller's shape
    last: LastTrick | None = None if winner is None or s.chuis >> s.leader & 1 else \
        (s.leader, s.table[s.leader], winner, s.table[winner])
    events += (Event("trick", winner, count=s.size),)
    s = replace(s, taken=tuple(taken), discards=tuple(discards), first_call=False,
                leader=s.leader if winner is None else winner, queue=(), table=(0,) * s.seats,
                revealed=0, chuis=0, best=None)
    if not any(s.hands):
        return _finish(s, events, last=last)  # the true last trick: kết is possible
    return _open_show(s, events)


def ket_kind(rules: RuleSet, call: int, beaten_by: int | None = None) -> str | None:
    """The kết a last call (a card mask) makes, won by its caller (``beaten_by`` None) or
    beaten by the play ``beaten_by``: a kind of ``KET_COLUMN``, or None for no kết.

    >>> ket_kind(get_rules("standard"), mask_of(["red-chariot-1", "red-chariot-2"]))
    'ket-doi'
    >>> ket_kind(get_rules("standard"), mask_of(["black-soldier-1", "black-soldier-2"]),
    ...          mask_of(["red-soldier-1", "red-soldier-2"]))
    'de'
    """
    combo = combo_of(call)
    beaten = beaten_by is not None
    kind = None
    if combo.soldiers and combo.colour == "black":
        win = None if beaten_by is None else combo_of(beaten_by)
        kind = "de" if win is not None and win.colour == "red" and win.soldiers else "ket-tot-den"
    elif combo.shape in ("four-soldiers", "five-soldiers"):
        kind = "ket-tu-tu" if combo.shape == "four-soldiers" else "ket-ngu-tu"
    elif combo.shape == "triple" and (rules.ket_ba_triples == "any" or combo.key < 2):
        kind = "ket-ba"  # combo.key < 2: Xe–Pháo–Mã, the only kết ba the seed names
    elif combo.shape == "pair" and (rules.ket_pair_max is None
                                    or combo.top_order <= RANK_BY_ID[rules.ket_pair_max].order):
        kind = "ket-doi"
    if kind is None or (beaten and kind != "de" and not rules.beaten_ket_to_beater):
        return None
    return kind


def ket_points(rules: RuleSet, seats: int, kind: str) -> int:
    """What a kết of ``kind`` is worth with this many seats (the rule set's table)."""
    return rules.ket_table(seats)[KET_COLUMN[kind]]


def _ket(rules: RuleSet, seats: int, last: LastTrick) -> Ket | None:
    """The kết of a deal's last trick, at a table of ``seats``."""
    caller, call_mask, winner, win_mask = last
    kind = ket_kind(rules, call_mask, None if winner == caller else win_mask)
    if kind is None:
        return None
    return Ket(kind, winner, caller, ket_points(rules, seats, kind))


def balance(claims: list[int], order: tuple[int, ...]) -> list[int]:
    """A zero-sum settlement of the seats' claims against the par (positive: to be paid,
    negative: to pay). The cây need not add up to the marks (a trick nobody won, a show, or
    thirty cards in three hands of ten): then only the smaller side's total changes hands,
    and the larger side shares it a point at a time, the seat furthest from the par first
    (ties in ``order``, from the dealer). When the sides balance, every claim is paid."""
    total = min(sum(c for c in claims if c > 0), -sum(c for c in claims if c < 0))
    points = [0] * len(claims)
    for sign in (1, -1):
        left = {p: abs(c) for p, c in enumerate(claims) if c * sign > 0}
        for _ in range(total):
            seat = max(left, key=lambda p: (left[p], -order.index(p)))
            left[seat] -= 1
            points[seat] += sign
    return points


def _finish(s: State, events: tuple[Event, ...], last: LastTrick | None) -> State:
    taken = list(s.taken)
    for p in range(s.seats):  # a seat left alone with cards takes them uncontested
        if s.hands[p]:
            events += (Event("uncontested", p, count=_count(s.hands[p])),)
            taken[p] |= s.hands[p]
    s = replace(s, taken=tuple(taken), hands=(0,) * s.seats)
    cards = tuple(_count(t) for t in taken)
    rules = s.rules
    par = rules.par_for(s.seats)
    ket = _ket(rules, s.seats, last) if last else None
    points = [0] * s.seats
    if ket is not None:
        # Losers pay the kết less the cards they won; đè is the caller's alone, in full.
        payers = [p for p in range(s.seats) if p != ket.player]
        less = rules.ket_less_cards
        if ket.kind == "de" and rules.de_payer == "caller":
            payers, less = [ket.caller], False
        for p in payers:
            pay = max(0, ket.points - (cards[p] if less else 0))
            points[p] -= pay
            points[ket.player] += pay
        winners: tuple[int, ...] = (ket.player,)
        events += (Event("ket", ket.player, count=ket.points, to=ket.caller, detail=ket.kind),)
    else:
        diffs = [c - par for c in cards]
        if rules.count_settlement == "unit":  # each seat below par pays each one above a point
            above, below = sum(d > 0 for d in diffs), sum(d < 0 for d in diffs)
            points = [below if d > 0 else -above if d < 0 else 0 for d in diffs]
        else:
            points = balance(diffs, _order_from(s.dealer, s.seats))
        # Whoever won more cây than the mark wins ("ai nhiều hơn 3 cây sẽ thắng"), paid or
        # not: at 3-3-4 nobody fell short, so nobody pays, but the seat with 4 has won.
        winners = tuple(p for p in range(s.seats) if diffs[p] > 0)
    result = Result(tuple(points), winners, cards, ket, par)
    return replace(s, phase="over", queue=(), result=result, events=events + (Event("end"),))


def _next_night(s: State, events: tuple[Event, ...]) -> State:
    queue = s.queue[1:]
    if queue:
        return replace(s, phase="night-offer", queue=queue, events=events)
    return _open_show(replace(s, phase="call", queue=()), events)


def _offer(s: State, a: Offer) -> State:
    seat = s.mover
    return replace(s, phase="night-reply", queue=(a.to, *s.queue), offer=(seat, a.to, mask_of(a.cards)),
                   events=(Event("offer", seat, count=len(a.cards), to=a.to),))


def _accept(s: State, a: Accept) -> State:
    assert s.offer is not None, "an accept answers an offer"
    giver, taker, given = s.offer
    back = mask_of(a.cards)
    hands = _set(s.hands, giver, s.hands[giver] & ~given | back)
    hands = _set(hands, taker, hands[taker] & ~back | given)
    s = replace(s, hands=hands, offer=None, queue=s.queue[1:])
    return _next_night(s, (Event("swap", taker, count=len(a.cards), to=giver),))


_STEPS: dict[type, Callable[[State, Any], State]] = {
    Show: _show, Pass: _pass, Call: _call, Lay: _lay, Reveal: _reveal, Chui: _chui, Offer: _offer,
    Accept: _accept}


def next_dealer(final: State) -> int:
    """Who deals next: the last seizer (cướp cái), else the kết winner, else the seat with the
    most cards (ties go to the first from the dealer on, so a drawn deal keeps its dealer)."""
    if not final.is_over:
        raise IllegalActionError("the deal is not over")
    if final.seizer is not None and final.rules.seize_deals_next:
        return final.seizer
    result = final.result
    assert result is not None, "a deal that is over has a result"
    if result.ket is not None:
        return result.ket.player
    cards = result.cards
    seats = _order_from(final.dealer, final.seats)
    if not final.rules.shower_may_deal:  # "tứ tử hạ bài thì được ăn nhưng không có quyền làm cái"
        seats = tuple(p for p in seats if not final.showers >> p & 1) or seats
    return max(seats, key=lambda p: (cards[p], -((p - final.dealer) % final.seats)))


# --- what a seat may see ---------------------------------------------------------------

@dataclass(frozen=True)
class Observation:
    """Everything one seat may know: its own cards, the cards turned face up, and counts of
    the rest. Other seats' hands, face-down plays and chui cards never appear here."""
    player: int
    seats: int
    rules: str
    dealer: int
    phase: str
    current: int | None
    queue: tuple[int, ...]
    leader: int
    first_call: bool
    size: int
    hand: tuple[str, ...]
    hand_counts: tuple[int, ...]
    own_play: tuple[str, ...]  # this seat's own face-down play in the trick
    laid_counts: tuple[int, ...]  # cards each seat has laid in this trick
    revealed: tuple[tuple[str, ...], ...]  # face-up plays of this trick, per seat
    chuis: tuple[int, ...]
    best: int | None
    won: tuple[tuple[str, ...], ...]  # won cards this seat may know of
    won_counts: tuple[int, ...]
    own_discards: tuple[str, ...]
    discard_counts: tuple[int, ...]
    seen: tuple[str, ...]  # every card turned face up this deal
    face_down: int  # cards lying face down in the trick
    seizer: int | None
    offer: tuple[int, int, int] | None  # đi đêm: (from, to, number of cards)
    removed: tuple[str, ...]
    legal_actions: tuple[Action, ...]
    result: Result | None
    events: tuple[Event, ...]

    def visible_cards(self) -> frozenset[str]:
        """Its own cards (hand, play, rác and cây) and every card turned face up; never a
        chui, nor another seat's face-down play or swap. (The card turned for bắt cái is
        shuffled back before the deal: everyone knows it, nobody where it went.)"""
        return frozenset((*self.hand, *self.own_play, *self.own_discards, *self.won[self.player],
                          *self.seen))

    @classmethod
    def of(cls, s: State, seat: int) -> Observation:
        if seat not in range(s.seats):
            raise IllegalActionError(f"no seat {seat!r} at a table of {s.seats}")
        face_up = [s.table[p] if s.revealed >> p & 1 else 0 for p in range(s.seats)]
        return cls(
            player=seat, seats=s.seats, rules=s.rules.name, dealer=s.dealer, phase=s.phase,
            current=s.current, queue=s.queue, leader=s.leader, first_call=s.first_call,
            size=s.size, hand=ids_of(s.hands[seat]), hand_counts=tuple(_count(h) for h in s.hands),
            own_play=ids_of(s.table[seat]), laid_counts=tuple(_count(t) for t in s.table),
            revealed=tuple(ids_of(m) for m in face_up),
            chuis=tuple(p for p in range(s.seats) if s.chuis >> p & 1), best=s.best,
            won=tuple(ids_of(t if p == seat else t & s.seen) for p, t in enumerate(s.taken)),
            won_counts=tuple(_count(t) for t in s.taken), own_discards=ids_of(s.discards[seat]),
            discard_counts=tuple(_count(d) for d in s.discards), seen=ids_of(s.seen),
            face_down=sum(_count(t) for t, up in zip(s.table, face_up, strict=True) if not up),
            seizer=s.seizer,
            offer=None if s.offer is None else (s.offer[0], s.offer[1], _count(s.offer[2])),
            removed=ids_of(s.rules.removed(s.seats)),
            legal_actions=tuple(s._legal) if s.current == seat else (),
            result=s.result, events=s.events)


def determinize(obs: Observation, rng: random.Random) -> State:
    """A full state consistent with what ``obs`` shows: the unseen cards dealt at random to
    the places they may be (others' hands, face-down plays, chui rác, offers)."""
    rules = get_rules(obs.rules)
    seat, n = obs.player, obs.seats
    own = mask_of(obs.hand) | mask_of(obs.own_play) | mask_of(obs.won[seat]) | mask_of(obs.own_discards)
    seen = mask_of(obs.seen)
    pool = [i for i in range(32) if (FULL_MASK & ~rules.removed(n) & ~own & ~seen) >> i & 1]
    rng.shuffle(pool)

    def draw(k: int) -> int:
        mask = 0
        for _ in range(k):
            mask |= 1 << pool.pop()
        return mask

    hands, table, taken, discards = [], [], [], []
    for p in range(n):
        if p == seat:
            hands.append(mask_of(obs.hand))
            table.append(mask_of(obs.own_play))
            taken.append(mask_of(obs.won[p]))
            discards.append(mask_of(obs.own_discards))
            continue
        up = mask_of(obs.revealed[p])
        table.append(up or draw(obs.laid_counts[p]))
        hands.append(draw(obs.hand_counts[p]))
        known_won = mask_of(obs.won[p])
        taken.append(known_won | draw(obs.won_counts[p] - _count(known_won)))
        discards.append(0)
    # What is left is rác (the search never needs to know whose).
    rest = seen & ~reduce(or_, taken) & ~reduce(or_, table) & ~discards[seat]
    discards[(seat + 1) % n] |= rest | draw(len(pool))
    offer = None
    if obs.offer is not None:
        giver, to, k = obs.offer
        offer = (giver, to, mask_of(ids_of(hands[giver])[:k]))
    revealed = sum(1 << p for p in range(n) if obs.revealed[p])
    chuis = sum(1 << p for p in obs.chuis)
    return State(rules, n, obs.dealer, tuple(hands), tuple(taken), tuple(discards), obs.phase,
                 obs.queue, obs.leader, obs.first_call, obs.size, tuple(table), revealed, chuis,
                 obs.best, seen, obs.seizer, offer)
