"""The engine's own analysis: what a capture achieves, what each side threatens, why a move.

Everything here returns data (ids and numbers), never sentences: the site turns it into
Vietnamese, Chinese or English, so an explanation is never typed by hand.
"""

from __future__ import annotations

from typing import NamedTuple

from ..hanafuda.cards import CARDS_BY_ID, cards_in, mask_of
from ..progress import Progress, progress
from .rules import RuleSet
from .scoring import RAINMAN, SAKE, YAKU_CARDS, YAKU_NEEDS, Yaku, evaluate, yaku_total
from .state import Action, Call, Draw, Observation, Play


class Threat(NamedTuple):
    """A yaku a pile is ``short`` cards away from, and the cards that would complete it."""

    yaku: str
    short: int
    cards: tuple[str, ...]


class Reason(NamedTuple):
    """One reason for a move. ``kind``: completes, improves, blocks, takes (``cards``: the
    field cards taken, ``points``: their card points), discards, stop, koikoi, danger (the
    opponent is a card from ``yaku``; ``points``: cards left in hand)."""

    kind: str
    yaku: tuple[str, ...] = ()
    cards: tuple[str, ...] = ()
    points: int = 0
    have: int = 0  # "improves": the pile now holds ``have`` of the ``need`` cards of ``yaku``
    need: int = 0



def new_yaku(before: int, after: int, rules: RuleSet) -> tuple[Yaku, ...]:
    """Yaku of ``after`` that ``before`` did not have, or has now with more points."""
    old = {y.id: y.points for y in evaluate(before, rules)}
    return tuple(y for y in evaluate(after, rules) if old.get(y.id, -1) < y.points)


def threats(pile: int, rules: RuleSet, available: int, within: int = 1) -> list[Threat]:
    """Yaku ``pile`` is at most ``within`` cards from, counting only cards in ``available``.

    Each threat lists the available cards that would complete or advance it. Yaku the pile
    already has are left out.
    """
    have = {y.id for y in evaluate(pile, rules)}
    out = []
    for y in rules.scored_yaku():
        if y in have or y not in YAKU_CARDS:
            continue
        members = YAKU_CARDS[y]
        needed = YAKU_NEEDS[y]
        owned = (pile & members).bit_count()
        short = needed - owned
        if short <= 0 or short > within:
            continue
        helpers = available & members & ~pile
        if helpers.bit_count() < short:
            continue
        # Completing must actually make the yaku under these rules (the rain man, say).
        useful = tuple(c.id for c in cards_in(helpers)
                       if short > 1 or y in {x.id for x in evaluate(pile | c.mask, rules)})
        if useful:
            out.append(Threat(y, short, useful))
    return out


# Yaku that grow from the same cards: only the next one not yet made is shown.
_LADDER = ("sanko", "shiko", "goko")
_NOT_SHOWN = {"ame-shiko", "akatan-aotan"}  # shown through their parts (brights, two ribbon sets)


def yaku_progress(pile: int, rules: RuleSet, gone: int = 0, within: int = 2) -> list[Progress]:
    """Yaku ``pile`` is one to ``within`` cards from, leaving out those made and those that
    ``gone`` (cards out of reach: the opponent's pile) already rules out."""
    made = {y.id for y in evaluate(pile, rules)}
    rung = next((y for y in _LADDER if y not in made), None)
    out = []
    for y in rules.scored_yaku():
        if y not in YAKU_CARDS or y in _NOT_SHOWN or (y in _LADDER and y != rung) or y in made:
            continue
        members = YAKU_CARDS[y]
        if y == "kasu" and not rules.sake_as_chaff:
            members &= ~SAKE
        if y == "sanko" and not rules.sanko_with_rainman:
            members &= ~RAINMAN
        found = progress(y, pile, members, YAKU_NEEDS[y], gone, within)
        if found:
            out.append(found)
    return out


def action_reasons(obs: Observation, action: Action) -> list[Reason]:
    """What ``action`` achieves for the player who sees ``obs``."""
    rules = obs.ruleset
    me = obs.player
    opponent_pile = mask_of(obs.piles[1 - me])
    if isinstance(action, Call):
        base = yaku_total(obs.yaku[me])
        out = [Reason(action.decision, tuple(y.id for y in obs.yaku[me]), (), base)]
        if action.decision == "koikoi":
            near = threats(opponent_pile, rules, mask_of(obs.field) | mask_of(obs.unseen()))
            if near:
                out.append(Reason("danger", tuple(t.yaku for t in near), (), len(obs.hand)))
        return out
    pile = mask_of(obs.piles[me])
    reasons: list[Reason] = []
    if not action.take:
        return [Reason("discards", (), (action.card,), CARDS_BY_ID[action.card].points)]
    gained = mask_of((action.card, *action.take))
    made = new_yaku(pile, pile | gained, rules)
    if made:
        reasons.append(Reason("completes", tuple(y.id for y in made), (),
                              yaku_total(evaluate(pile | gained, rules)) - yaku_total(
                                  evaluate(pile, rules))))
    made_ids = {y.id for y in made}
    before = {p.yaku: p.have for p in yaku_progress(pile, rules, opponent_pile)}
    for p in yaku_progress(pile | gained, rules, opponent_pile):
        if p.yaku not in made_ids and p.have > before.get(p.yaku, 0):
            reasons.append(Reason("improves", (p.yaku,), (), 0, p.have, p.need))
    unseen = mask_of(obs.unseen())
    field = mask_of(obs.field)
    for t in threats(opponent_pile, rules, field | unseen):
        blocked = tuple(c for c in t.cards if CARDS_BY_ID[c].mask & gained)
        if blocked:
            reasons.append(Reason("blocks", (t.yaku,), blocked))
    # what it takes is the field's cards: the card played or drawn is the mover's already
    reasons.append(Reason("takes", (), tuple(action.take),
                          sum(CARDS_BY_ID[c].points for c in action.take)))
    return reasons



# -- what a move changes, for advice that compares two moves -----------------------------------

# Cards worth keeping from the opponent whatever their pile: the brights, the sake cup, and the
# cards of the three-card sets.
_PRIZED = YAKU_CARDS["goko"] | YAKU_CARDS["hanami-zake"] | YAKU_CARDS["tsukimi-zake"] | (
    YAKU_CARDS["inoshikacho"] | YAKU_CARDS["akatan"] | YAKU_CARDS["aotan"])


FEW = 2  # a yaku that many cards could complete is not blocked by taking one of them


class Exposed(NamedTuple):
    """A card of use to the opponent on the field, and the unseen cards of its month that
    could take it (the opponent may hold them, or draw them)."""

    card: str
    takers: tuple[str, ...]


class MoveFacts(NamedTuple):
    """What a play or a draw changes, from the mover's observation (cards as ids)."""

    card: str  # the card played or drawn
    taken: tuple[str, ...]  # the field cards it takes (none: it stays on the field)
    made: tuple[str, ...]  # yaku made or raised
    points: int  # the yaku points they add
    closer: tuple[Progress, ...]  # the mover's yaku it brings closer (now ``have`` of ``need``)
    near: tuple[Threat, ...]  # the mover's yaku it leaves one card short, and the cards in reach
    denies: tuple[Threat, ...]  # the opponent's yaku one card short, of at most FEW cards in
    # reach, whose card it takes
    exposed: tuple[Exposed, ...]  # cards of use to the opponent left takeable on the field
    mates: tuple[str, ...]  # a card left on the field: the mover's hand cards of its month


def wanted_by(pile: int, rules: RuleSet, gone: int = 0) -> int:
    """Cards of use to a player whose pile is ``pile``: the prized cards and those of any yaku
    the pile is within two cards of (``gone``: cards out of its reach)."""
    out = _PRIZED
    for p in yaku_progress(pile, rules, gone):
        out |= YAKU_CARDS[p.yaku]
    return out & ~pile & ~gone


def move_facts(obs: Observation, action: Play | Draw) -> MoveFacts:
    """What ``action`` (a play or a draw of ``obs``'s player) takes, makes, brings closer and
    denies, and which cards of use to the opponent it leaves on the field for an unseen card
    of their month to take."""
    rules = obs.ruleset
    me = obs.player
    pile, other = obs.pile_masks[me], obs.pile_masks[1 - me]
    field, unseen, hand = obs.field_mask, obs.unseen_mask(), obs.hand_mask
    card = CARDS_BY_ID[action.card]
    gained = mask_of((action.card, *action.take)) if action.take else 0
    after = pile | gained
    made = new_yaku(pile, after, rules)
    points = yaku_total(evaluate(after, rules)) - yaku_total(evaluate(pile, rules)) if made else 0
    made_ids = {y.id for y in made}
    before = {p.yaku: p.have for p in yaku_progress(pile, rules, other)}
    closer = tuple(p for p in yaku_progress(after, rules, other)
                   if p.yaku not in made_ids and p.have > before.get(p.yaku, 0))
    reach = (field | unseen | hand) & ~gained & ~card.mask
    was_near = {t.yaku for t in threats(pile, rules, reach | gained)}
    near = tuple(t for t in threats(after, rules, reach) if gained and t.yaku not in was_near)
    denies = tuple(t._replace(cards=tuple(c for c in t.cards if CARDS_BY_ID[c].mask & gained))
                   for t in threats(other, rules, field | unseen)
                   if len(t.cards) <= FEW and any(CARDS_BY_ID[c].mask & gained for c in t.cards))
    left = (field & ~gained) | (0 if action.take else card.mask)
    wanted = wanted_by(other, rules, pile)
    exposed = []
    for c in cards_in(left & wanted):
        takers = tuple(x.id for x in cards_in(unseen) if x.month == c.month)
        if takers:
            exposed.append(Exposed(c.id, takers))
    mates = () if action.take else tuple(
        x.id for x in cards_in(hand & ~card.mask) if x.month == card.month)
    return MoveFacts(action.card, tuple(action.take), tuple(y.id for y in made), points, closer,
                     near, denies, tuple(exposed), mates)
