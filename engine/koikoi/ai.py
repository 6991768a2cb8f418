"""The strong computer player: determinized Monte Carlo over what it cannot see.

It sees only its :class:`Observation`, never the :class:`State`. To judge its legal actions
it deals the unseen cards (the opponent's hand and the stock, together) at random into a
full state consistent with what it sees (:func:`sample_state`; :class:`Position` does the
same on bit masks), plays every candidate action
out on that same deal with a quick rollout policy for both sides, and repeats.

* **Play and draw choices** maximise the chance of winning the hand, with a small term for
  the point margin (:func:`outcome_value`). A fixed budget of rollouts (no clock) is shared
  evenly among the legal actions, every action played out on the same deals (common random
  numbers), so a choice depends only on the observation and the ``rng`` passed to
  :meth:`MonteCarloPlayer.choose`. (Successive halving, ``halving``, spends the same
  budget on the actions closest to the best: it measured no better, -0.03 points a hand
  [-0.43, +0.38] against greedy on 1,000 paired hands.)
* **The rollout policy** (:func:`rollout_choice`, played fast on bit masks by
  :func:`playout`, whose results the tests check against :func:`rollout` on :meth:`State.apply`)
  completes or raises a yaku when it can, else takes the most valuable cards, else discards
  its least valuable card, and stops at its first yaku. (Refinements that looked at the
  sampled opponent hand or at near-complete yaku measured no better, and were taken out.)
* **Koi-koi or stop** (:meth:`MonteCarloPlayer.decide`) is judged in points: stopping is
  worth exactly the current score with its multipliers; koi-koi is worth the mean point
  margin of the continuations (in which the opponent's later yaku are doubled by our call,
  as the rules say), so what the opponent can still complete is weighed by how often it
  does. It calls koi-koi when that is more by a small margin (half a point, or a tenth of
  the stop score), judged on 480 continuations. (The margin of 2 points or a quarter of the
  stop score that it replaced, on 160 continuations, left points on the table: on 1,000
  paired hands against greedy the smaller margin made +0.30 points a hand [+0.13, +0.47],
  none at all +0.23 [+0.01, +0.44], and a larger one, 4 points or half, -0.35
  [-0.52, -0.18]. The rollouts stop at their first yaku, so they undervalue playing on.)
  (A flat veto whenever the opponent
  is one card short of a yaku, :func:`opponent_threat`, cost 0.42 points a hand [0.13-0.70]
  against greedy on 400 paired hands: it is now an option, ``threat_veto``, off.)
* **The match** (:mod:`engine.matchplay`): told where a match stands (``standing``, by the
  table or the benchmark), it weighs the koi-koi call by the chance of winning the match
  rather than by points: ahead near the end it takes its points, behind it plays on
  (:func:`match_value`). In 12-round games against greedy, on the same 600 games: 73.4% won
  from 69.9% (+3.5 points of games [+1.4, +5.6], for −2.5 points a game); against the C
  engine's Hard AI (``docs/computer-levels.md``), 67.7% from 65.1%. Valuing the plays and
  draws the same way too measured no better in games and cost points (−0.1 points of games,
  −6.1 points a game); in the last deal only, −0.1 [−1.4, +1.3]: plays keep :func:`outcome_value`.
* **What the opponent holds** (:mod:`.inference`): the deals lean away from cards the
  opponent would have played for more than it took (``overlook``, 0.2 a telling play;
  ``None`` deals every unseen card evenly). Against greedy on 1,000 paired hands: +0.52
  points a hand [+0.15, +0.90].
* **The last cards** (:mod:`.endgame`): with ``endgame`` set, once the two hands hold that
  many cards or fewer (the opponent one at most) the choice is solved exactly, over every
  hand the opponent may hold. On 600 paired hands the strong player gained +0.03 points a
  hand [-0.06, +0.11] from it: only the expert solves (up to 90 ms a decision).
* **Levels**: :func:`intermediate` searches less and reads nothing of the opponent or the
  match; :func:`expert` thinks longer (not measurably stronger, so the play page does not
  offer it); the beginner and the greedy (casual) players are in :mod:`.players`.
"""

from __future__ import annotations

import random
from typing import NamedTuple

from ..hanafuda.cards import DECK, MONTH_MASKS, mask_of
from ..matchplay import equity
from ..protocol import Standing
from . import endgame
from .inference import OVERLOOK, face_points, hand_weights
from .rules import RuleSet
from .scoring import (
    changers,
    pile_points,
    yaku_total,
)
from .scoring import stop_points as stop_score
from .state import DECIDE, DRAW, KOIKOI, STOP, Call, Observation, State, state_from_view
from .turns import exhausted, improved, stopped

_POINTS = tuple(c.points for c in DECK)
_MONTH = tuple(MONTH_MASKS[c.month - 1] for c in DECK)
_INDEX = {c.id: c.index for c in DECK}


def sample_state(obs: Observation, rng: random.Random) -> State:
    """A full state consistent with ``obs``: the unseen cards dealt at random."""
    rules = obs.ruleset
    unseen = list(obs.unseen())
    rng.shuffle(unseen)
    me, opp = obs.player, 1 - obs.player
    opp_hand = unseen[:obs.opponent_hand_size]
    stock = unseen[obs.opponent_hand_size:]
    if obs.drawn:
        stock = [obs.drawn, *stock]
    hands = [0, 0]
    hands[me] = mask_of(obs.hand)
    hands[opp] = mask_of(opp_hand)
    piles = (mask_of(obs.piles[0]), mask_of(obs.piles[1]))
    return state_from_view(rules, obs.dealer, obs.mover, obs.phase, (hands[0], hands[1]),
                           mask_of(obs.field), piles, obs.koikoi, stock, obs.history)


# -- threats ---------------------------------------------------------------------------------

wanted = changers  # the cards one of which might give (or raise) a yaku to a pile's owner


# -- the rollout policy ------------------------------------------------------------------------

_ACTION_MASKS: dict = {}


def _action_mask(a) -> int:
    """The cards an action puts in the pile: the played or drawn card and those it takes."""
    m = _ACTION_MASKS.get(a)
    if m is None:
        m = _ACTION_MASKS[a] = mask_of((a.card, *a.take))
    return m


_card_points = face_points



pile_total = pile_points  # the yaku points of a pile before multipliers (memoized)


YAKU_BONUS = 100  # completing or raising a yaku beats any card value
# Optional refinements of the rollout policy, off by default: on 400 seeded hands against
# greedy they measured no better (53.8% of decided hands with 15 / 6 / 2.0 / 5, against
# 55.9% without), and with them the rollouts peek at the sampled opponent hand.


def capture_value(pile: int, gained: int, rules: RuleSet, my_wants: int, opp_wants: int = 0,
                  block: float = 0.0) -> float:
    """The rollout policy's value of adding ``gained`` (one month's cards) to ``pile``.

    ``my_wants`` (:func:`wanted`) spares the yaku count when no gained card can matter;
    ``block`` is what taking a card the opponent wants (``opp_wants``) is worth.
    """
    value: float = _card_points(gained)
    if gained & opp_wants:
        value += block
    if gained & my_wants:
        gain = pile_total(pile | gained, rules) - pile_total(pile, rules)
        if gain > 0:
            value += YAKU_BONUS + 10 * gain
    return value


def discard_value(idx: int, opp_wants: int = 0, block: float = 0.0) -> float:
    """The rollout policy's value of leaving card ``idx`` on the field (always negative):
    ``block`` more when the opponent wants it (``opp_wants``)."""
    if opp_wants >> idx & 1:
        return -_POINTS[idx] / 10 - block
    return -_POINTS[idx] / 10


def rollout_choice(state: State, block: float = 0.0):
    """The rollout policy for the player to move, which may look at the full (sampled) state.

    Completes or raises a yaku if it can, else takes the most valuable cards, else discards
    its least valuable card. Stops at its first yaku. (The reference for :func:`playout`,
    which plays the same policy on bit masks, several times faster.)
    """
    legal = state.legal_actions()
    if len(legal) == 1:
        return legal[0]
    first = legal[0]
    if type(first) is Call:
        return Call(STOP)
    p = state.mover
    rules = state.rules
    pile = state.piles[p]
    my_wants = wanted(pile, rules)
    opp_wants = wanted(state.piles[1 - p], rules) if block else 0
    best, best_value = first, -1e9
    for a in legal:
        if a.take:
            value = capture_value(pile, _action_mask(a), rules, my_wants, opp_wants, block)
        else:
            value = discard_value(_INDEX[a.card], opp_wants, block)
        if value > best_value:
            best, best_value = a, value
    return best


def rollout(state: State, block: float = 0.0) -> State:
    """Play ``state`` to its end with :func:`rollout_choice` for both sides."""
    while state.phase != "over":
        state = state.apply(rollout_choice(state, block))
    return state


def _choose_take(idx: int, matches: int, pile: int, rules: RuleSet, my_wants: int,
                 opp_wants: int, block: float) -> int:
    """Which field cards card ``idx`` takes: none, the better of two, or all."""
    if matches.bit_count() != 2:
        return matches
    a = matches & -matches
    b = matches ^ a
    va = capture_value(pile, a | (1 << idx), rules, my_wants, opp_wants, block)
    vb = capture_value(pile, b | (1 << idx), rules, my_wants, opp_wants, block)
    return a if va >= vb else b


def _choose_play(hand: int, field: int, pile: int, rules: RuleSet, my_wants: int,
                 opp_wants: int, block: float) -> tuple[int, int]:
    """The rollout policy's play: (card index, mask of the field cards it takes)."""
    best, best_value = (-1, 0), -1e9
    while hand:
        low = hand & -hand
        hand ^= low
        idx = low.bit_length() - 1
        matches = field & _MONTH[idx]
        if not matches:
            value = discard_value(idx, opp_wants, block)
            if value > best_value:
                best, best_value = (idx, 0), value
        elif matches.bit_count() == 2:
            a = matches & -matches
            for t in (a, matches ^ a):
                value = capture_value(pile, t | low, rules, my_wants, opp_wants, block)
                if value > best_value:
                    best, best_value = (idx, t), value
        else:
            value = capture_value(pile, matches | low, rules, my_wants, opp_wants, block)
            if value > best_value:
                best, best_value = (idx, matches), value
    return best


def playout(rules: RuleSet, dealer: int, current: int, phase: str, action, hands: list[int],
            field: int, stock: list[int], piles: list[int], koikoi: list[int],
            claimed: list[int], block: float = 0.0) -> tuple[int | None, int, int]:
    """Apply ``action`` and play the hand out with the rollout policy, on bit masks.

    The same game as ``rollout(state.apply(action))`` for the state these values describe
    (``stock`` lists card indices, next first, the drawn card first in the draw phase), only
    faster. The lists are modified. Returns (winner or None, points of seat 0, of seat 1).
    """
    p = current
    pos = 0
    if phase == DECIDE:
        if action.decision == STOP:
            return stopped(p, piles, koikoi, rules)
        koikoi[p] += 1
        claimed[p] = pile_total(piles[p], rules, True)
        if not (hands[0] or hands[1]):
            return exhausted(dealer, rules)
        p = 1 - p
        first = None
    else:
        first = action
    while True:
        pile = piles[p]
        before_turn = pile
        my_wants = wanted(pile, rules)
        opp_wants = wanted(piles[1 - p], rules) if block else 0
        if first is None or phase != DRAW:  # the play step
            if first is None:
                idx, take = _choose_play(hands[p], field, pile, rules, my_wants, opp_wants,
                                         block)
            else:
                idx, take = _INDEX[first.card], _ids_mask(first.take)
                first = None
            hands[p] &= ~(1 << idx)
            if take:
                field &= ~take
                pile |= take | (1 << idx)
                my_wants = wanted(pile, rules)
            else:
                field |= 1 << idx
            captured = bool(take)
        else:  # the game starts in the draw phase: whether the play step took is unknown
            captured = True
        idx = stock[pos]
        pos += 1
        matches = field & _MONTH[idx]
        if first is not None:
            take = _ids_mask(first.take)
            first = None
        else:
            take = _choose_take(idx, matches, pile, rules, my_wants, opp_wants, block)
        if take:
            field &= ~take
            pile |= take | (1 << idx)
            captured = True
        else:
            field |= 1 << idx
        piles[p] = pile
        last_turn = not (hands[0] or hands[1])
        if captured and improved(before_turn, pile, claimed[p], rules, koikoi[p] > 0) and (
                not last_turn or rules.last_card_claim):
            return stopped(p, piles, koikoi, rules)  # the policy always stops
        if last_turn:
            return exhausted(dealer, rules)
        p = 1 - p


_ID_MASKS: dict[tuple[str, ...], int] = {}


def _bits(mask: int) -> tuple[int, ...]:
    """The card indices of ``mask``, in deck order."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return tuple(out)


def _ids_mask(ids: tuple[str, ...]) -> int:
    m = _ID_MASKS.get(ids)
    if m is None:
        m = _ID_MASKS[ids] = mask_of(ids)
    return m


class Position(NamedTuple):
    """What an observation says, as bit masks, for dealing the unseen cards quickly."""

    rules: RuleSet
    player: int
    dealer: int
    current: int
    phase: str
    my_hand: int
    opp_hand_size: int
    field: int
    piles: tuple[int, int]
    koikoi: tuple[int, int]
    claimed: tuple[int, int]
    drawn: int | None
    unseen: tuple[int, ...]
    exponents: tuple[float, ...] | None = None  # 1 / each unseen card's weight (inference)

    @classmethod
    def of(cls, obs: Observation, overlook: float | None = None) -> Position:
        """With ``overlook``, the opponent's hand is dealt as :mod:`.inference` weighs it."""
        rules = obs.ruleset
        piles = obs.pile_masks
        claimed = (pile_total(piles[0], rules, True) if obs.koikoi[0] else 0,
                   pile_total(piles[1], rules, True) if obs.koikoi[1] else 0)
        unseen = _bits(obs.unseen_mask())
        exponents = None
        if overlook is not None and obs.opponent_hand_size:
            weights = hand_weights(obs, overlook)
            if any(w < 1 for w in weights.values()):
                exponents = tuple(1 / weights[i] for i in unseen)
        return cls(rules, obs.player, obs.dealer, obs.mover, obs.phase, obs.hand_mask,
                   obs.opponent_hand_size, obs.field_mask, piles, obs.koikoi, claimed,
                   _INDEX[obs.drawn] if obs.drawn else None, unseen, exponents)

    def deal(self, rng: random.Random) -> tuple[list[int], list[int]]:
        """The unseen cards dealt at random: (hands by seat, stock), as :func:`sample_state`;
        with weights, the opponent's hand is a weighted draw without replacement (each card's
        key a uniform number to the power 1 / its weight, the largest keys held) and the
        stock a uniform shuffle of the rest."""
        n = self.opp_hand_size
        if self.exponents is None:
            unseen = list(self.unseen)
            rng.shuffle(unseen)
        else:
            r = rng.random
            keyed = sorted(zip([r() ** e for e in self.exponents], self.unseen, strict=True),
                           reverse=True)
            unseen = [i for _, i in keyed]
            rest = unseen[n:]
            rng.shuffle(rest)
            unseen[n:] = rest
        opp_hand = 0
        for i in unseen[:n]:
            opp_hand |= 1 << i
        stock = unseen[n:]
        if self.drawn is not None:
            stock.insert(0, self.drawn)
        hands = [self.my_hand, opp_hand] if self.player == 0 else [opp_hand, self.my_hand]
        return hands, stock

    def play(self, action, hands: list[int], stock: list[int],
             block: float = 0.0) -> tuple[int | None, int, int]:
        """:func:`playout` of ``action`` on one deal of the unseen cards."""
        return playout(self.rules, self.dealer, self.current, self.phase, action, list(hands),
                       self.field, stock, list(self.piles), list(self.koikoi),
                       list(self.claimed), block)


# -- values --------------------------------------------------------------------------------

MARGIN_WEIGHT = 0.02  # a point of margin against a whole won hand (worth 1)


def outcome_value(outcome: tuple[int | None, int, int], player: int,
                  margin_weight: float = MARGIN_WEIGHT) -> float:
    """What a finished hand is worth to ``player``: +1 won, -1 lost, 0 exhausted, plus a
    term for the point margin (small by default)."""
    winner = outcome[0]
    won = 0 if winner is None else (1 if winner == player else -1)
    return won + margin_weight * margin_of(outcome, player)


def margin_of(outcome: tuple[int | None, int, int], player: int) -> int:
    """``player``'s points less the opponent's in a finished hand."""
    points = outcome[1:]
    return points[player] - points[1 - player]


HAND_SPREAD = 10.0  # points a deal may swing a match (the equity's standard deviation): the
# measured spread of a hand's net score. Against greedy, 5, 7, 10 and 14 won 74.2%, 74.7%, 73.4%
# and 72.2% of the same 600 games; against the C engine's Hard AI, 10 won 67.7% and 7 66.2%
TIE_BREAK = 0.0005  # match equity per point of margin, to prefer more points among equals


def match_value(margin: float, player: int, standing: Standing,
                spread: float = HAND_SPREAD) -> float:
    """What a hand won by ``margin`` points is worth to ``player`` in a match: the chance of
    winning the match with it added to the score (:func:`engine.matchplay.equity`)."""
    lead = standing.score[player] - standing.score[1 - player] + margin
    return equity(lead, standing.deals_after, spread) + TIE_BREAK * margin


def outcome_of(state: State) -> tuple[int | None, int, int]:
    """A finished state's result in :func:`playout`'s form."""
    result = state.result
    assert result is not None, "a finished state has a result"
    return (result.winner, *result.points)


def stop_points(obs: Observation) -> int:
    """Exactly what stopping scores now: the pile's yaku with the multipliers (under the
    observation's own rule set, named or not)."""
    me = obs.player
    base = yaku_total(obs.yaku[me])
    return stop_score(base, obs.ruleset, obs.koikoi[1 - me] > 0, obs.koikoi[me])[2]


def opponent_threat(obs: Observation) -> bool:
    """Is the opponent one card short of a yaku whose card it could still take?

    The card must be unseen (its hand or the stock) or lying on the field.
    """
    live = obs.unseen_mask() | obs.field_mask
    return bool(wanted(obs.pile_masks[1 - obs.player], obs.ruleset) & live)


# -- the player ------------------------------------------------------------------------------


class MonteCarloPlayer:
    """Determinized Monte Carlo over the legal actions.

    ``budget`` rollouts per play or draw choice, shared evenly among the legal actions (at
    least two each); ``decide_samples`` rollouts to judge a koi-koi call.
    """

    name = "strong"

    KOIKOI_MARGIN = 0.5  # points koi-koi must beat stopping by, on average ...
    KOIKOI_RATIO = 0.1  # ... and this fraction of the stop score

    def __init__(self, budget: int = 480, decide_samples: int = 480,
                 margin_weight: float = MARGIN_WEIGHT, block: float = 0.0,
                 threat_veto: bool = False, overlook: float | None = OVERLOOK,
                 endgame: int = 0, halving: bool = False, match_play: bool = True,
                 spread: float = HAND_SPREAD, name: str = "strong"):
        self.name = name
        self.standing: Standing | None = None  # where the match stands (tell_standing)
        self.match_play = match_play
        self.spread = spread
        self.budget = budget
        self.halving = halving
        self.endgame = endgame
        self.overlook = overlook
        self.threat_veto = threat_veto
        self.block = block
        self.decide_samples = decide_samples
        self.margin_weight = margin_weight

    def evaluate_actions(self, obs: Observation, rng: random.Random) -> list[tuple[float, object]]:
        """Mean :func:`outcome_value` of each legal action, best first."""
        if self.halving and len(obs.legal_actions) > 2:
            return self.halve(obs, rng)
        legal = obs.legal_actions
        k = len(legal)
        totals = [0.0] * k
        n = max(2, int(self.budget / k))
        value, block = self.hand_value(obs.player), self.block
        pos = Position.of(obs, self.overlook)
        for _ in range(n):
            hands, stock = pos.deal(rng)
            for i in range(k):
                totals[i] += value(pos.play(legal[i], hands, stock, block))
        ranked = sorted(range(k), key=lambda i: (-totals[i] / n, i))
        return [(totals[i] / n, legal[i]) for i in ranked]

    def halve(self, obs: Observation, rng: random.Random) -> list[tuple[float, object]]:
        """Successive halving: the budget spread over rounds, each round playing every
        action still in on the same deals and keeping the better half, so that most
        rollouts go to the few actions that are close to the best. Ranked as
        :meth:`evaluate_actions`: the last actions in first, by their mean over all their
        rollouts, then those dropped earlier."""
        legal = obs.legal_actions
        k = len(legal)
        rounds = (k - 1).bit_length()
        value, block = self.hand_value(obs.player), self.block
        pos = Position.of(obs, self.overlook)
        totals, counts = [0.0] * k, [0] * k
        alive = list(range(k))
        dropped: list[int] = []
        for _ in range(rounds):
            n = max(2, int(self.budget / rounds / len(alive)))
            for _ in range(n):
                hands, stock = pos.deal(rng)
                for i in alive:
                    totals[i] += value(pos.play(legal[i], hands, stock, block))
            for i in alive:
                counts[i] += n
            alive.sort(key=lambda i: (-totals[i] / counts[i], i))
            keep = (len(alive) + 1) // 2
            dropped = alive[keep:] + dropped
            alive = alive[:keep]
        return [(totals[i] / counts[i], legal[i]) for i in alive + dropped]

    def decide(self, obs: Observation, rng: random.Random) -> Call:
        """Stop or koi-koi, in points: see the module's docstring."""
        if Call(KOIKOI) not in obs.legal_actions or not obs.hand:
            return Call(STOP)
        if self.threat_veto and opponent_threat(obs):
            return Call(STOP)
        stop = stop_points(obs)
        wanted = stop + max(self.KOIKOI_MARGIN, self.KOIKOI_RATIO * stop)
        me = obs.player
        worth = self.margin_worth(me)
        pos = Position.of(obs, self.overlook)
        total = 0.0
        for _ in range(self.decide_samples):
            total += worth(margin_of(pos.play(Call(KOIKOI), *pos.deal(rng), self.block), me))
        if total / self.decide_samples > worth(wanted):
            return Call(KOIKOI)
        return Call(STOP)

    def hand_value(self, me: int):
        """How a play or a draw values a finished hand (:func:`outcome_value`)."""
        weight = self.margin_weight
        return lambda outcome: outcome_value(outcome, me, weight)

    def margin_worth(self, me: int):
        """What a koi-koi call makes of a hand's point margin: the chance of winning the match
        when the player knows where it stands (:func:`match_value`), else the margin itself."""
        standing, spread = self.standing, self.spread
        if standing is not None and self.match_play:
            return lambda margin: match_value(margin, me, standing, spread)
        return lambda margin: margin

    def solve(self, obs: Observation) -> list[tuple[float, object]]:
        """The legal actions by their exact value (:mod:`.endgame`): in points for a koi-koi
        call, as :func:`outcome_value` for a play or a draw."""
        me = obs.player
        if obs.phase == DECIDE:
            worth = self.margin_worth(me)

            def value(outcome):
                return worth(margin_of(outcome, me))
        else:
            value = self.hand_value(me)
        weights = hand_weights(obs, self.overlook) if self.overlook is not None else None
        return endgame.solve_fast(obs, value, weights)

    def choose(self, obs: Observation, rng: random.Random):
        legal = obs.legal_actions
        if len(legal) == 1:
            return legal[0]
        if self.endgame and endgame.applies(obs, self.endgame):
            return self.solve(obs)[0][1]
        if obs.phase == DECIDE:
            return self.decide(obs, rng)
        if obs.phase == DRAW and len({a.take for a in legal}) == 1:
            return legal[0]
        return self.evaluate_actions(obs, rng)[0][1]


def intermediate() -> MonteCarloPlayer:
    """The intermediate level: the strong player's search on a third of its rollouts (160 a
    choice, 160 to judge a koi-koi call), dealing every unseen card evenly (no reading of the
    opponent's plays) and judging koi-koi in points, blind to the match's score. In 12-round
    games it sits between the casual and the strong players (``docs/computer-levels.md``)."""
    return MonteCarloPlayer(budget=160, decide_samples=160, overlook=None, match_play=False,
                            name="intermediate")


def expert() -> MonteCarloPlayer:
    """The expert: three times the strong player's rollouts, 800 to judge a koi-koi call
    (the strong player 480), rollouts that block (take, or keep off the field, the cards the
    opponent's yaku want), and the last three cards solved exactly. Each measured alone
    against greedy on 400 paired hands: more rollouts +0.0 points a hand, blocking +0.1,
    blocking with the larger koi-koi sample +0.39 [-0.15, +0.92] (the strong player makes
    +1.2). Against the strong player, on 800 paired hands: +0.85 points a hand
    [+0.00, +1.70]. Successive halving over 4,000 rollouts with 1,600 for koi-koi (107 ms a
    decision) measured no better than this: -0.32 [-0.92, +0.29]."""
    return MonteCarloPlayer(budget=1440, decide_samples=800, block=BLOCK,
                            endgame=endgame.ENDGAME_CARDS, name="expert")


BLOCK = 15.0  # the expert's rollouts: a card the opponent wants is worth 15 (a bright is 20)
