"""What the three-seat fishing games' boards share on the viewer and the play pages: a seat as
the board draws it, the seats round the table, a move-list line, the reader's choices by card,
and the judge's hint and review. Each game passes its engine's pieces (card points, yaku
progress, notation, review) and keeps its own calls, settlement and reasons;
``templates/games/_fishing/board.html`` draws what this builds."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, NamedTuple

from flask_babel import gettext as _
from flask_babel import lazy_gettext as _l
from flask_babel import ngettext
from website.core.words import Seats, and_list, once_each
from website.games.kit.fishing import (
    capture_labels,
    card_name,
    card_names,
    group_pile,
    points_reason,
)
from website.games.kit.moves import ENGINE_LEVELS, judge, ranked_hint, read_seated_action

from engine.hanafuda.cards import CARD_IDS, CARDS_BY_ID, cards_in, mask_of
from engine.hanafuda.matching import Draw, Play
from engine.protocol import Game

LEVELS = ENGINE_LEVELS
DEFAULT_LEVEL = "greedy"
LENGTHS = (1, 3, 6)  # one deal, or a match of three or six
RANDOM_LEVEL = _l("Plays any legal card at random.")


class SeatView(NamedTuple):
    seat: int
    name: str
    you: bool
    dealer: bool
    to_move: bool
    hand: tuple[str, ...] | None  # None: face down
    hand_size: int
    pile: list  # by kind
    pile_size: int
    card_points: int
    made: tuple  # (term, yaku): the yaku the seat holds, under the game's word for each kind
    score: int | None
    progress: tuple  # of engine.progress.Progress: the yaku this pile is close to
    called: bool = False  # it has called to play on


class FishingBoard:
    """A three-seat fishing game's board pieces.

    * ``game`` — the engine's game (its judge gives the hint and the review);
    * ``card_points(mask)`` and ``progress(pile_mask, rules, rivals_mask)`` — what a pile is
      worth and the yaku it is close to;
    * ``notation(action)`` — a move as the choices' values write it;
    * ``describe(action, seat, seats)`` — a move in words;
    * ``label(action, seat, seats)`` — a choice as the coach names it, in the imperative.

    The game's declaration gives the rest: its notation reads a posted move, its review marks
    a deal.
    """

    def __init__(self, game: Game, *, card_points: Callable, progress: Callable,
                 notation: Callable, describe: Callable, label: Callable):
        self.game, self.card_points, self.progress = game, card_points, progress
        self.notation, self.describe, self.label = notation, describe, label

    def seat(self, p: int, seats: Seats, *, dealer, current, hand, hand_size, piles, made,
             score, rules, called: bool = False) -> SeatView:
        """Seat ``p`` as the board draws it: ``hand`` None when face down, ``piles`` every
        seat's (the others' are the rivals its progress counts against)."""
        pile = piles[p]
        rivals = mask_of(c for q, other in enumerate(piles) if q != p for c in other)
        return SeatView(p, seats.name(p), seats.is_you(p), p == dealer, p == current,
                        tuple(hand) if hand is not None else None, hand_size, group_pile(pile),
                        len(pile), self.card_points(mask_of(pile)), tuple(made), score,
                        tuple(self.progress(mask_of(pile), rules, rivals)), called)

    @staticmethod
    def order(bottom: int, n: int) -> list[int]:
        """The other seats first, the reader's (or the first player's) seat last, at the
        bottom."""
        return [(bottom + k) % n for k in range(1, n + 1)]

    @staticmethod
    def move_entry(state, action, seats: Seats) -> dict:
        """A move-list line of a play or a draw: the verb and the pictures."""
        verb = "play" if isinstance(action, Play) else "draw"
        return {"label": capture_labels(seats, state.current)[verb], "cards": (action.card,),
                "take": action.take, "call": False}

    def options(self, obs) -> dict[str, list]:
        """A card of the reader's hand → [(notation, taken)]: the play form's choices."""
        out: dict[str, list] = {}
        for a in obs.legal_actions:
            if isinstance(a, Play | Draw):
                out.setdefault(a.card, []).append((self.notation(a), a.take))
        return out

    def read_action(self, form, seat: int):
        return read_seated_action(self.game.notation.parse_action, form, seat)

    def hint(self, obs, seats: Seats, reasons: Callable,
             compare: Callable | None = None) -> dict:
        """The judge's ranking: its choice, the estimate, the choices as good as it, the next
        best, with ``reasons(action)`` for each and ``compare(better, worse)`` for the two."""
        return ranked_hint(judge(self.game.name).rank(obs), obs.player, seats, self.label,
                           action_cards, reasons, compare)

    def review(self, states, actions, seat: int):
        """The judge's verdict on the moves ``seat`` made in a finished deal."""
        return self.game.review(states, actions, seat, judge(self.game.name))


def action_cards(action) -> tuple[str, ...]:
    """The cards a play or a draw shows (a call shows none)."""
    return (action.card, *action.take) if isinstance(action, Play | Draw) else ()


# -- advice: what a play or a draw does, in the game's terms ---------------------------------------
#
# The hint's reasons for a move and the comparison of two moves, from the cards alone: what a
# move captures (card points, against the par where the rule set has one), the yaku it completes
# or brings closer, the card a rival lacks for a yaku that it takes or puts on the field, and the
# valuable cards it takes before another player can or leaves on the field for them. Only the
# mover's observation is read: an unseen card is counted, never named.

VALUABLE = 10  # a bright or an animal: a card worth naming when it is taken or left


class Scoring(NamedTuple):
    """A fishing game's scoring, as the advice reads it (``rules``: the engine's rule set).

    * ``yaku(pile, rules)`` — the yaku (or dekiyaku) a pile mask makes;
    * ``progress(pile, rules, gone, within)`` — those it is close to (:mod:`engine.progress`);
    * ``members(yaku_id, rules)`` — the cards that make it (a mask);
    * ``name(yaku_id)`` — its name in the reader's language;
    * ``value(points, rules)`` — a yaku's value with its unit, in words;
    * ``worth(points, rules)`` — the same value in card points (to weigh ideas against each other);
    * ``par(obs)`` — what card points are settled against (0: none);
    * ``rules(obs)`` — the observation's rule set.
    """

    yaku: Callable
    progress: Callable
    members: Callable
    name: Callable
    value: Callable
    worth: Callable
    par: Callable
    rules: Callable


class Need(NamedTuple):
    """A rival ``seat`` one card from ``yaku``: ``cards`` would complete it."""

    seat: int
    yaku: str
    cards: frozenset


class Facts(NamedTuple):
    """What a play or a draw does, computed from the mover's observation."""

    action: Any
    gained: tuple  # the cards it puts in the mover's pile (none: it takes nothing)
    points: int  # their card points
    total: int  # the mover's card points after it
    before: int  # and before it
    made: tuple  # the yaku it completes
    closer: tuple  # Progress of the yaku it brings closer (after the move)
    denied: tuple  # (Need, card): a card gained that a rival lacks
    first: tuple  # (card, unseen): a valuable field card taken that others could take
    left: tuple  # (card, unseen): valuable cards on the field after it that others can take
    given: tuple  # (Need, card): a card it puts on the field that a rival lacks
    discard: str | None  # the card it puts on the field, when it takes nothing
    unseen_mates: int  # for a discard: the unseen cards of its month


def _pile_of(ids) -> int:
    return mask_of(ids)


def _unseen_mates(card_id: str, unseen: frozenset) -> int:
    month = CARDS_BY_ID[card_id].month
    return sum(1 for c in unseen if CARDS_BY_ID[c].month == month)


def alike(a, b) -> bool:
    """Two moves a reader cannot tell apart: the same kind of move, with cards of the same
    names (identical chaff)."""
    def names(action):
        return (type(action), card_name(action.card),
                tuple(sorted(card_name(c) for c in action.take)))
    return names(a) == names(b)


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


class Advice:
    """The reasons for a fishing game's play or draw, and the comparison of two of them."""

    def __init__(self, scoring: Scoring):
        self.s = scoring

    # -- values ----------------------------------------------------------------------------

    def needs(self, obs) -> list[Need]:
        """Each rival's yaku one card from made, with the cards that would still complete it
        (not in another pile); the sets any ribbon or chaff grows are left out."""
        rules = self.s.rules(obs)
        piles = [_pile_of(p) for p in obs.piles]
        out = []
        for q, pile in enumerate(piles):
            if q == obs.player:
                continue
            gone = 0
            for r, other in enumerate(piles):
                if r != q:
                    gone |= other
            for p in self.s.progress(pile, rules, gone, 1):
                members = self.s.members(p.yaku, rules)
                if members.bit_count() > 5:
                    continue
                cards = frozenset(c.id for c in cards_in(members & ~pile & ~gone))
                if cards:
                    out.append(Need(q, p.yaku, cards))
        return out

    def facts(self, obs, action) -> Facts:
        rules = self.s.rules(obs)
        pile = _pile_of(obs.piles[obs.player])
        unseen = frozenset(CARD_IDS) - obs.visible_cards()
        gained = (action.card, *action.take) if action.take else ()
        points = sum(CARDS_BY_ID[c].points for c in gained)
        after = pile | _pile_of(gained)
        had = {y.id for y in self.s.yaku(pile, rules)}
        made = tuple(y for y in self.s.yaku(after, rules) if y.id not in had)
        was = {p.yaku: p.have for p in self.s.progress(pile, rules, 0, 2)}
        closer = tuple(p for p in self.s.progress(after, rules, 0, 2)
                       if gained and p.have > was.get(p.yaku, 0)
                       and _pile_of(gained) & self.s.members(p.yaku, rules))
        needs = self.needs(obs)
        denied = tuple((n, c) for n in needs for c in gained if c in n.cards)
        field = [c for c in obs.field if c not in action.take]
        discard = None if action.take else action.card
        if discard:
            field.append(discard)
        first = tuple((c, m) for c in action.take if CARDS_BY_ID[c].points >= VALUABLE
                      for m in [_unseen_mates(c, unseen)] if m)
        left = tuple((c, m) for c in field if CARDS_BY_ID[c].points >= VALUABLE
                     for m in [_unseen_mates(c, unseen)] if m)
        given = tuple((n, c) for n in needs for c in field if c in n.cards)
        before = sum(c.points for c in cards_in(pile))
        return Facts(action, gained, points, before + points, before, made, closer, denied,
                     first, left, given, discard,
                     _unseen_mates(discard, unseen) if discard else 0)

    def worth(self, yaku, obs) -> int:
        rules = self.s.rules(obs)
        return sum(self.s.worth(y.points, rules) for y in yaku)

    # -- reasons -----------------------------------------------------------------------------

    def _rival(self, seat: int, seats: Seats) -> str:
        """A rival in the middle of a sentence (the reader as "you")."""
        return _("you") if seats.is_you(seat) else seats.name(seat)

    def _points_line(self, f: Facts, obs) -> str:
        par = self.s.par(obs)
        n = f.points
        if not par:
            return ngettext("It captures %(num)s card point; the pile now holds %(total)s.",
                            "It captures %(num)s card points; the pile now holds %(total)s.",
                            n, total=f.total)
        if f.before < par <= f.total:
            return ngettext("It captures %(num)s card point and takes the pile past the par of "
                            "%(par)s: %(total)s.", "It captures %(num)s card points and takes "
                            "the pile past the par of %(par)s: %(total)s.", n, par=par,
                            total=f.total)
        if f.total < par:
            return ngettext("It captures %(num)s card point; the pile now holds %(total)s, "
                            "%(short)s short of the par of %(par)s.", "It captures %(num)s card "
                            "points; the pile now holds %(total)s, %(short)s short of the par of "
                            "%(par)s.", n, total=f.total, short=par - f.total, par=par)
        return ngettext("It captures %(num)s card point; the pile now holds %(total)s, "
                        "%(over)s above the par of %(par)s.", "It captures %(num)s card points; "
                        "the pile now holds %(total)s, %(over)s above the par of %(par)s.", n,
                        total=f.total, over=f.total - par, par=par)

    def _own(self, obs, action, seats: Seats) -> list[str]:
        """A move's reasons before they are told apart from the other moves'."""
        f = self.facts(obs, action)
        rules = self.s.rules(obs)
        lines = []
        if f.gained:
            for y in f.made:
                lines.append(_("It completes %(yaku)s, worth %(value)s.", yaku=self.s.name(y.id),
                               value=self.s.value(y.points, rules)))
            lines.append(self._points_line(f, obs))
            for need, c in f.denied[:1]:
                lines.append(_("It takes %(card)s, which would complete %(yaku)s for %(who)s.",
                               card=card_name(c), yaku=self.s.name(need.yaku),
                               who=self._rival(need.seat, seats)))
            for c, m in f.first[:1]:
                if not any(c == d for _n, d in f.denied):
                    lines.append(ngettext(
                        "It takes %(card)s before another player can: %(num)s card of its "
                        "month is still unseen.", "It takes %(card)s before another player can: "
                        "%(num)s cards of its month are still unseen.", m, card=card_name(c)))
            if not f.made:
                for p in f.closer[:1]:
                    lines.append(_("It brings %(yaku)s to %(have)s of %(need)s cards.",
                                   yaku=self.s.name(p.yaku), have=p.have, need=p.need))
            return lines[:3]
        return self._discard_lines(obs, f)

    def _discard_lines(self, obs, f: Facts) -> list[str]:
        card = CARDS_BY_ID[f.discard]
        lines = []
        if not f.unseen_mates:
            lines.append(_("Nobody else can take %(card)s: no card of its month is left unseen.",
                           card=card_name(card.id)))
        else:
            idle = {a.card for a in obs.legal_actions if not a.take}
            cheapest = min(CARDS_BY_ID[c].points for c in idle)
            if card.points == cheapest and any(CARDS_BY_ID[c].points > cheapest for c in idle):
                lines.append(ngettext(
                    "Of the cards that take nothing, %(card)s gives the others least: %(num)s "
                    "card point.", "Of the cards that take nothing, %(card)s gives the others "
                    "least: %(num)s card points.", card.points, card=card_name(card.id)))
        held = self.held(obs, f.action)
        if held:
            lines.append(_("It plays %(discard)s and keeps %(card)s in hand to take %(target)s "
                           "later.", discard=card_name(card.id), card=card_name(held[0]),
                           target=card_name(held[1])))
            return lines
        kept = [c for c in obs.hand if c != card.id and CARDS_BY_ID[c].points > card.points]
        if kept or not lines:
            rest = [c for c in obs.hand if c != card.id] or [card.id]
            best = max(kept or rest, key=lambda c: (CARDS_BY_ID[c].points, c))
            lines.append(ngettext(
                "It keeps %(card)s (%(num)s card point) in hand for a later capture and lets "
                "%(discard)s go instead.", "It keeps %(card)s (%(num)s card points) in hand for a "
                "later capture and lets %(discard)s go instead.", CARDS_BY_ID[best].points,
                card=card_name(best), discard=card_name(card.id)))
        return lines

    @staticmethod
    def held(obs, action) -> tuple[str, str] | None:
        """A hand card a play keeps that can take a valuable card left on the field later (the
        card, the field card; not the card the play itself puts there), the most valuable
        target first."""
        field = [c for c in obs.field if c not in action.take]
        pairs = [(h, t) for h in obs.hand if h != action.card for t in field
                 if CARDS_BY_ID[h].month == CARDS_BY_ID[t].month and CARDS_BY_ID[t].points > 1]
        return max(pairs, key=lambda ht: (CARDS_BY_ID[ht[1]].points, ht), default=None)

    def reasons(self, obs, action, seats: Seats | None = None) -> list[str]:
        """Why a play or a draw, in the game's terms, never a warning about the move itself;
        two moves that read differently get different reasons (what one keeps in hand or
        takes that the other does not)."""
        seats = seats or Seats(you=obs.player, count=len(obs.piles))
        own = self._own(obs, action, seats)
        same = [other for other in obs.legal_actions
                if other != action and isinstance(other, Play | Draw)
                and not alike(other, action) and self._own(obs, other, seats) == own]
        plays = [o.card for o in same if o.card != action.card]
        if plays:
            others = and_list(once_each(map(card_name, plays)))
            own.append(_("It plays %(card)s and keeps %(others)s in hand.",
                         card=card_name(action.card), others=others))
        elif same:
            own.append(_("It takes %(card)s rather than %(other)s.",
                         card=card_names(action.take) if action.take else card_name(action.card),
                         other=card_names(same[0].take)))
        return own

    def warnings(self, obs, action, seats: Seats | None = None) -> list[str]:
        """What the comparison may say against a move (the test's measure: never among its
        reasons)."""
        seats = seats or Seats(you=obs.player, count=len(obs.piles))
        f = self.facts(obs, action)
        out = [points_reason(action)] if not action.take else []
        out += [self._left_line(c, m) for c, m in f.left]
        out += [self._given_line(n, c, seats) for n, c in f.given]
        return out

    def _left_line(self, card: str, unseen: int) -> str:
        return ngettext("%(card)s stays on the field, where %(num)s unseen card of its month "
                        "can take it.", "%(card)s stays on the field, where %(num)s unseen cards "
                        "of its month can take it.", unseen, card=card_name(card))

    def _given_line(self, need: Need, card: str, seats: Seats) -> str:
        return _("%(card)s stays on the field, where it would complete %(yaku)s for %(who)s.",
                 card=card_name(card), yaku=self.s.name(need.yaku),
                 who=self._rival(need.seat, seats))

    # -- comparison --------------------------------------------------------------------------

    def _names(self, yaku) -> str:
        return and_list(self.s.name(y.id) for y in yaku)

    @staticmethod
    def label(action, other) -> str:
        """A move beside ``other`` in the middle of a sentence, by what tells them apart: the
        cards it takes (the same card played), the card it plays (the same cards taken), or
        both."""
        if action.card == other.card or alike(Play(action.card), Play(other.card)):
            if action.take:
                return _("taking %(cards)s", cards=card_names(action.take))
            return _("leaving %(card)s on the field", card=card_name(action.card))
        if tuple(action.take) == tuple(other.take):
            return _("playing %(card)s", card=card_name(action.card))
        if action.take:
            return _("playing %(card)s on %(cards)s", card=card_name(action.card),
                     cards=card_names(action.take))
        return _("playing %(card)s to the field", card=card_name(action.card))

    def compare(self, obs, better, worse, seats: Seats | None = None) -> list[str]:
        """One or two sentences on why ``better`` is better than ``worse`` (two plays or two
        draws of the position), from what each does with the cards."""
        seats = seats or Seats(you=obs.player, count=len(obs.piles))
        if alike(better, worse):
            return [_("The two choices differ only in which of the identical %(card)s cards they "
                      "move: in play they are the same move.", card=card_name(
                          better.take[0] if better.card == worse.card and better.take
                          else better.card))]
        fb, fw = self.facts(obs, better), self.facts(obs, worse)
        b, w = self.label(better, worse), self.label(worse, better)
        B = _cap(b)
        items: list[tuple[float, str, str]] = []  # (weight, kind, sentence)
        rules = self.s.rules(obs)
        vb, vw = self.worth(fb.made, obs), self.worth(fw.made, obs)
        if vb > vw:
            names = self._names(fb.made)
            value = self.s.value(sum(y.points for y in fb.made), rules)
            items.append((100 + vb, "made", _(
                "%(better)s completes %(yaku)s, worth %(value)s; %(worse)s does not.", better=B,
                yaku=names, value=value, worse=w) if not fw.made else _(
                "%(better)s completes %(yaku)s, worth %(value)s; %(worse)s only %(other)s.",
                better=B, yaku=names, value=value, worse=w, other=self._names(fw.made))))
        w_denied = {c for _n, c in fw.denied}
        for need, c in fb.denied:
            if c in w_denied:
                continue
            yaku, who = self.s.name(need.yaku), self._rival(need.seat, seats)
            items.append((60, "deny", _(
                "%(card)s would complete %(yaku)s for %(who)s: %(better)s takes it, %(worse)s "
                "leaves it on the field.", better=b, card=card_name(c), yaku=yaku, who=who,
                worse=w) if c in obs.field and c not in worse.take else _(
                "%(card)s would complete %(yaku)s for %(who)s, and %(better)s takes it.",
                better=b, card=card_name(c), yaku=yaku, who=who)))
            break
        b_given = {c for _n, c in fb.given}
        for need, c in fw.given:
            if c in b_given or c not in (worse.card,):
                continue
            items.append((60, "give", _(
                "%(card)s would complete %(yaku)s for %(who)s, and %(worse)s puts it on the "
                "field.", worse=w, card=card_name(c), yaku=self.s.name(need.yaku),
                who=self._rival(need.seat, seats))))
            break
        b_left = {c for c, _m in fb.left}
        for c, m in sorted(fw.left, key=lambda cm: -CARDS_BY_ID[cm[0]].points):
            if c in b_left:
                continue
            pts = CARDS_BY_ID[c].points
            if c == worse.card:
                text = ngettext(
                    "%(worse)s offers %(pts)s card points to the others: %(num)s unseen card of "
                    "its month can take it.", "%(worse)s offers %(pts)s card points to the "
                    "others: %(num)s unseen cards of its month can take it.", m, worse=_cap(w),
                    pts=pts)
            else:
                text = ngettext(
                    "%(worse)s leaves %(card)s (%(pts)s card points) on the field, where %(num)s "
                    "unseen card of its month can take it.", "%(worse)s leaves %(card)s "
                    "(%(pts)s card points) on the field, where %(num)s unseen cards of its month "
                    "can take it.", m, worse=_cap(w), card=card_name(c), pts=pts)
            items.append((pts + 5, "left", text))
            break
        if fb.points > fw.points:
            items.append((fb.points - fw.points, "points", ngettext(
                "%(better)s captures %(num)s card point; %(worse)s, %(other)s.",
                "%(better)s captures %(num)s card points; %(worse)s, %(other)s.", fb.points,
                better=B, worse=w, other=fw.points) if fw.points else ngettext(
                "%(better)s captures %(num)s card point; %(worse)s captures nothing.",
                "%(better)s captures %(num)s card points; %(worse)s captures nothing.",
                fb.points, better=B, worse=w)))
        par = self.s.par(obs)
        if par and fb.before < par <= fb.total and fw.total < par:
            items.append((15, "par", _(
                "%(better)s takes the pile past the par of %(par)s; %(worse)s leaves it "
                "%(short)s short.", better=B, par=par, worse=w, short=par - fw.total)))
        w_closer = {p.yaku: p.have for p in fw.closer}
        for p in fb.closer:
            if w_closer.get(p.yaku, 0) < p.have and not fb.made:
                items.append((8 + 4 * (p.need - p.have == 1), "closer", _(
                    "%(better)s brings %(yaku)s to %(have)s of %(need)s cards; %(worse)s does "
                    "not.", better=B, yaku=self.s.name(p.yaku), have=p.have, need=p.need,
                    worse=w)))
                break
        if fb.discard and fw.discard:
            pb, pw = CARDS_BY_ID[fb.discard].points, CARDS_BY_ID[fw.discard].points
            if not fb.unseen_mates and fw.unseen_mates:
                items.append((pw + 3, "safe", ngettext(
                    "Nobody else can take %(card)s: no card of its month is left unseen; "
                    "%(num)s unseen card can take %(other)s.", "Nobody else can take %(card)s: "
                    "no card of its month is left unseen; %(num)s unseen cards can take "
                    "%(other)s.", fw.unseen_mates, card=card_name(fb.discard),
                    other=card_name(fw.discard))))
            elif pb < pw:
                items.append((pw - pb, "cheaper", ngettext(
                    "%(better)s gives the others %(num)s card point to take; %(worse)s, "
                    "%(other)s.", "%(better)s gives the others %(num)s card points to take; "
                    "%(worse)s, %(other)s.", pb, better=B, worse=w, other=pw)))
        items.sort(key=lambda item: -item[0])
        out = [text for _w, _k, text in items[:2]]
        return out or [self._small(obs, fb, fw, b)]

    def _small(self, obs, fb: Facts, fw: Facts, b: str) -> str:
        """What two moves share and the small difference between them, when no count tells
        them apart."""
        better, worse = fb.action, fw.action
        if better.card != worse.card:
            kept = worse.card
            if fb.points == fw.points and fb.gained and fw.gained:
                return ngettext("Both capture %(num)s card point; %(better)s keeps %(card)s in "
                                "hand for later.", "Both capture %(num)s card points; %(better)s "
                                "keeps %(card)s in hand for later.", fb.points, better=b,
                                card=card_name(kept))
            if not fb.gained and not fw.gained and \
                    CARDS_BY_ID[better.card].points == CARDS_BY_ID[worse.card].points:
                return ngettext("Both put %(num)s card point on the field; %(better)s keeps "
                                "%(card)s in hand for later.", "Both put %(num)s card points on "
                                "the field; %(better)s keeps %(card)s in hand for later.",
                                CARDS_BY_ID[better.card].points, better=b,
                                card=card_name(kept))
            held = self.held(obs, better)
            if held and held[0] == kept:
                return _("%(better)s keeps %(card)s in hand to take %(target)s later.",
                         better=_cap(b), card=card_name(kept), target=card_name(held[1]))
            return _("%(better)s keeps %(card)s in hand for a later turn.", better=_cap(b),
                     card=card_name(kept))
        return _("Both take a card of the same month: the coach slightly prefers %(card)s to "
                 "%(other)s.", card=card_names(better.take) or card_name(better.card),
                 other=card_names(worse.take) or card_name(worse.card))

