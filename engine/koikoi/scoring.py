"""Yaku and points of a captured pile under a rule set.

Piles are bit masks (bit ``card.index``), so a score is a handful of ``int.bit_count``
calls; :func:`score` accepts card ids for callers that do not care.

>>> score(["pine-crane", "cherry-curtain", "pampas-moon"], "nintendo").points
5
>>> [y.id for y in score(["cherry-curtain", "chrysanthemum-sake"], "nintendo").yaku]
['hanami-zake']
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any, NamedTuple, TypeVar

from ..errors import EngineError
from ..hanafuda.cards import CARDS_BY_ID, DECK, Card, card, has_full_month, mask_of, months_all_even
from .rules import HAND_YAKU, RuleSet, get_rules


def _mask(pred: Callable[[Card], bool]) -> int:
    return mask_of(c for c in DECK if pred(c))


BRIGHTS = _mask(lambda c: c.kind == "bright")
ANIMALS = _mask(lambda c: c.kind == "animal")
RIBBONS = _mask(lambda c: c.kind == "ribbon")
CHAFF = _mask(lambda c: c.kind == "chaff")
POETRY = _mask(lambda c: c.ribbon == "poetry-red")
BLUE = _mask(lambda c: c.ribbon == "blue")
RAINMAN = CARDS_BY_ID["willow-rainman"].mask
SAKE = CARDS_BY_ID["chrysanthemum-sake"].mask
CURTAIN = CARDS_BY_ID["cherry-curtain"].mask
MOON = CARDS_BY_ID["pampas-moon"].mask
INOSHIKACHO = mask_of(["clover-boar", "maple-deer", "peony-butterflies"])

# The cards each yaku is built from (used for explanations and card pages).
YAKU_CARDS: dict[str, int] = {
    "goko": BRIGHTS, "shiko": BRIGHTS & ~RAINMAN, "ame-shiko": BRIGHTS, "sanko": BRIGHTS,
    "hanami-zake": CURTAIN | SAKE, "tsukimi-zake": MOON | SAKE, "inoshikacho": INOSHIKACHO,
    "tane": ANIMALS, "akatan": POETRY, "aotan": BLUE, "akatan-aotan": POETRY | BLUE,
    "tanzaku": RIBBONS, "kasu": CHAFF | SAKE,
}


# How many of YAKU_CARDS[y] a pile needs for each yaku (the sets need all of theirs).
YAKU_NEEDS: dict[str, int] = {
    "goko": 5, "shiko": 4, "ame-shiko": 4, "sanko": 3, "hanami-zake": 2, "tsukimi-zake": 2,
    "inoshikacho": 3, "tane": 5, "akatan": 3, "aotan": 3, "akatan-aotan": 6, "tanzaku": 5,
    "kasu": 10,
}


class Yaku(NamedTuple):
    id: str
    points: int


class Score(NamedTuple):
    """What a pile is worth: its yaku, their sum and the points after multipliers."""

    yaku: tuple[Yaku, ...]
    base: int
    points: int
    multiplier: int


def yaku_total(yaku: Iterable[Yaku]) -> int:
    """The sum of some yaku's points (a pile's base score)."""
    return sum(y.points for y in yaku)


def evaluate(mask: int, rules: RuleSet, called: bool = False) -> tuple[Yaku, ...]:
    """The yaku a captured pile makes under ``rules`` (deal-time hand yaku excluded);
    ``called``: its owner has called koi-koi (some rule sets then value yaku otherwise)."""
    pts: Mapping[str, int] = rules.points
    if called and rules.points_after_koikoi:
        pts = {**pts, **rules.points_after_koikoi}
    bonus = rules.bonus_per_card
    found: list[Yaku] = []

    brights = (mask & BRIGHTS).bit_count()
    if brights >= 3:
        rain = mask & RAINMAN
        if brights == 5:
            found.append(Yaku("goko", pts["goko"]))
        elif brights == 4:
            found.append(Yaku("ame-shiko", pts["ame-shiko"]) if rain
                         else Yaku("shiko", pts["shiko"]))
        elif not rain or rules.sanko_with_rainman:
            found.append(Yaku("sanko", pts["sanko"]))

    viewing: list[Yaku] = []
    if rules.viewing != "off" and pts.get("hanami-zake") is not None and mask & SAKE and not (
            rules.viewing == "rain-cancels" and mask & RAINMAN):
        if mask & CURTAIN:
            viewing.append(Yaku("hanami-zake", pts["hanami-zake"]))
        if mask & MOON:
            viewing.append(Yaku("tsukimi-zake", pts["tsukimi-zake"]))
    bright_yaku = len(found)

    animals = (mask & ANIMALS).bit_count()
    isc = (mask & INOSHIKACHO) == INOSHIKACHO
    if isc:
        extra = animals - 3 if "inoshikacho" in bonus else 0
        found.append(Yaku("inoshikacho", pts["inoshikacho"] + extra))
    if animals >= 5 and not (isc and rules.inoshikacho_absorbs_tane):
        extra = animals - 5 if "tane" in bonus else 0
        found.append(Yaku("tane", pts["tane"] + extra))

    ribbons = (mask & RIBBONS).bit_count()
    aka = (mask & POETRY) == POETRY
    ao = (mask & BLUE) == BLUE
    both = aka and ao and rules.combined_ribbons and pts.get("akatan-aotan") is not None
    if both and not rules.combined_ribbons_stack:
        extra = ribbons - 6 if "akatan-aotan" in bonus else 0
        found.append(Yaku("akatan-aotan", pts["akatan-aotan"] + extra))
    else:
        if aka:
            extra = ribbons - 3 if "akatan" in bonus else 0
            found.append(Yaku("akatan", pts["akatan"] + extra))
        if ao:
            extra = ribbons - 3 if "aotan" in bonus else 0
            found.append(Yaku("aotan", pts["aotan"] + extra))
        if both:  # on top of the two it contains
            extra = ribbons - 6 if "akatan-aotan" in bonus else 0
            found.append(Yaku("akatan-aotan", pts["akatan-aotan"] + extra))
    if ribbons >= 5 and not ((aka or ao) and rules.ribbons_absorb_tanzaku):
        extra = ribbons - 5 if "tanzaku" in bonus else 0
        found.append(Yaku("tanzaku", pts["tanzaku"] + extra))

    chaff = (mask & CHAFF).bit_count()
    if rules.sake_as_chaff and mask & SAKE:
        chaff += 1
    if chaff >= 10:
        extra = chaff - 10 if "kasu" in bonus else 0
        found.append(Yaku("kasu", pts["kasu"] + extra))

    if viewing and (rules.viewing != "with-other-yaku" or found):
        found[bright_yaku:bright_yaku] = viewing
    return tuple(found)


MEMO_SIZE = 100_000  # entries per rule set in each memo (then it starts afresh)
T = TypeVar("T")
_Memo = dict[int, Any]  # a pile's (or key's) value, by its mask
_MEMOS: dict[int, tuple[RuleSet, tuple[_Memo, _Memo, _Memo]]] = {}
YAKU_MEMO, POINTS_MEMO, CHANGERS_MEMO = range(3)  # a memo's slot


def _memos(rules: RuleSet) -> tuple[RuleSet, tuple[_Memo, _Memo, _Memo]]:
    """The rule set's memos of yaku, of points and of :func:`changers` (players and searches
    score the same piles over and over). Keyed by the rule set itself, held here, so
    variants sharing a name never mix."""
    entry = _MEMOS.get(id(rules))
    if entry is None or entry[0] is not rules:
        entry = _MEMOS[id(rules)] = (rules, ({}, {}, {}))
    for table in entry[1]:
        if len(table) > MEMO_SIZE:
            table.clear()
    return entry


def _memoized(rules: RuleSet, slot: int, key: int, compute: Callable[[int, RuleSet], T]) -> T:
    """``compute(key, rules)``, kept in the rule set's memo ``slot``."""
    entry = _MEMOS.get(id(rules))
    if entry is None or entry[0] is not rules:
        entry = _memos(rules)
    found: T | None = entry[1][slot].get(key)
    if found is None:
        found = _memos(rules)[1][slot][key] = compute(key, rules)
    return found


_CALLED = 1 << len(DECK)  # in a memo's key: the pile's owner has called koi-koi


def _key(mask: int, rules: RuleSet, called: bool) -> int:
    return mask | _CALLED if called and rules.points_after_koikoi else mask


def _evaluate_key(key: int, rules: RuleSet) -> tuple[Yaku, ...]:
    return evaluate(key & ~_CALLED, rules, key >= _CALLED)


def pile_yaku(mask: int, rules: RuleSet, called: bool = False) -> tuple[Yaku, ...]:
    """:func:`evaluate`, memoized."""
    return _memoized(rules, YAKU_MEMO, _key(mask, rules, called), _evaluate_key)


def _pile_points(key: int, rules: RuleSet) -> int:
    return yaku_total(_evaluate_key(key, rules))


def pile_points(mask: int, rules: RuleSet, called: bool = False) -> int:
    """The yaku points of a pile before multipliers, memoized (``called`` as for
    :func:`evaluate`)."""
    return _memoized(rules, POINTS_MEMO, _key(mask, rules, called), _pile_points)


_SETS = (INOSHIKACHO, POETRY, BLUE)  # three-card yaku


def changers(pile: int, rules: RuleSet) -> int:
    """The cards one of which might change the yaku of ``pile`` (memoized).

    A cheap over-approximation by bit counts; cards in ``pile`` are excluded. One action
    adds the cards of a single month, so at most one bright, one animal, one ribbon and
    three chaff: when none of them is here, the action leaves the pile's yaku as they are.
    """
    return _memoized(rules, CHANGERS_MEMO, pile, _changers)


def _changers(pile: int, rules: RuleSet) -> int:
    want = 0
    n = (pile & BRIGHTS).bit_count()
    if n >= 3 or (n == 2 and rules.sanko_with_rainman):
        want |= BRIGHTS
    elif n == 2:  # the rain man does not make sanko
        want |= BRIGHTS & ~RAINMAN
    for group in _SETS:
        if (pile & group).bit_count() >= 2:
            want |= group
    if rules.viewing != "off":
        if pile & SAKE:
            want |= CURTAIN | MOON
            if rules.viewing == "rain-cancels":
                want |= RAINMAN  # the one card that takes yaku away
        elif pile & (CURTAIN | MOON):
            want |= SAKE
    if (pile & ANIMALS).bit_count() >= 4 or pile & INOSHIKACHO == INOSHIKACHO:
        want |= ANIMALS
    if ((pile & RIBBONS).bit_count() >= 4 or pile & POETRY == POETRY
            or pile & BLUE == BLUE):
        want |= RIBBONS
    chaff = CHAFF | (SAKE if rules.sake_as_chaff else 0)
    if (pile & chaff).bit_count() >= 7:
        want |= chaff
    return want & ~pile


def doublings(base: int, rules: RuleSet, opponent_koikoi: bool) -> tuple[bool, bool]:
    """Which doublings apply when a player stops: (high score, opponent's koi-koi)."""
    return (rules.seven_doubles and base >= rules.double_threshold,
            rules.koikoi_doubles and opponent_koikoi)


def own_calls_bonus(calls: int, rules: RuleSet) -> tuple[int, int]:
    """What the stopper's own ``calls`` koi-koi calls do to the score under
    ``rules.own_koikoi_bonus``: (points added to the base, factor).

    >>> from .rules import get_rules
    >>> [own_calls_bonus(n, get_rules("koikoi-japan")) for n in range(7)]
    [(0, 1), (1, 1), (2, 1), (3, 1), (0, 2), (0, 3), (0, 4)]
    """
    table = rules.own_koikoi_bonus
    if not calls or not table:
        return 0, 1
    kind, value = table[min(calls, len(table)) - 1]
    value += max(0, calls - len(table))
    return (value, 1) if kind == "add" else (0, value)


def multiplier(base: int, rules: RuleSet, opponent_koikoi: bool, own_calls: int = 0) -> int:
    """The factor applied to ``base`` (plus any bonus, :func:`stop_points`) when a player
    stops."""
    seven, koikoi = doublings(base, rules, opponent_koikoi)
    if rules.multipliers_multiply:
        factor = (2 if seven else 1) * (2 if koikoi else 1)
    else:
        factor = 1 + seven + koikoi
    return factor * own_calls_bonus(own_calls, rules)[1] if own_calls else factor


def field_factor(opening_field: int, rules: RuleSet) -> int:
    """What the opening field (a card mask) multiplies a stop by: under ``bright_field`` the
    number of brights on it, at least one; else one.

    >>> from ..hanafuda.cards import mask_of
    >>> from .rules import get_rules
    >>> field_factor(mask_of(["pine-crane", "pampas-moon", "plum-warbler"]),
    ...              get_rules("bright-field"))
    2
    """
    if not rules.bright_field:
        return 1
    return max(1, (opening_field & BRIGHTS).bit_count())


def stop_points(base: int, rules: RuleSet, opponent_koikoi: bool,
                own_calls: int = 0, field: int = 1) -> tuple[int, int, int]:
    """What stopping on a base of ``base`` scores: (bonus, multiplier, points), the points
    being (base + bonus) × multiplier; the bonus comes from the stopper's own calls, and the
    multiplier includes ``field``, the opening field's :func:`field_factor`."""
    m = multiplier(base, rules, opponent_koikoi, own_calls) * field
    bonus = own_calls_bonus(own_calls, rules)[0]
    return bonus, m, (base + bonus) * m


def score_mask(mask: int, rules: RuleSet, opponent_koikoi: bool = False,
               own_calls: int = 0, field: int = 1) -> Score:
    """What stopping with this pile scores; ``own_calls``: the stopper's koi-koi calls;
    ``field``: the opening field's :func:`field_factor`."""
    yaku = evaluate(mask, rules, own_calls > 0)
    base = yaku_total(yaku)
    _bonus, m, points = stop_points(base, rules, opponent_koikoi, own_calls, field)
    return Score(yaku, base, points, m)


def score(card_ids: Iterable[str], rules: RuleSet | str = "nintendo", opponent_koikoi: bool = False,
          own_calls: int = 0, field: int = 1) -> Score:
    """Score a pile given as card ids.

    :raises UnknownCardError: for an unknown id.
    :raises EngineError: for a card listed twice.
    """
    rules = get_rules(rules) if isinstance(rules, str) else rules
    ids = list(card_ids)
    seen = set()
    for i in ids:
        card(i)
        if i in seen:
            raise EngineError(f"duplicate card: {i!r}")
        seen.add(i)
    return score_mask(mask_of(ids), rules, opponent_koikoi, own_calls, field)


def hand_yaku(mask: int, rules: RuleSet) -> Yaku | None:
    """Teshi (four of a month) or kuttsuki (four pairs) in an 8-card hand at the deal."""
    if not rules.hand_yaku:
        return None
    if has_full_month(mask) and rules.points.get("teshi") is not None:
        return Yaku("teshi", rules.points["teshi"])
    if months_all_even(mask) and rules.points.get("kuttsuki") is not None:
        return Yaku("kuttsuki", rules.points["kuttsuki"])
    return None


def yaku_for_card(card_id: str, rules: RuleSet) -> tuple[str, ...]:
    """The yaku this card can help make under ``rules``, in table order."""
    c = card(card_id)
    out = []
    for y in rules.scored_yaku():
        if y in HAND_YAKU:
            continue
        if y == "kasu" and c.mask & SAKE and not rules.sake_as_chaff:
            continue
        if y == "sanko" and c.mask & RAINMAN and not rules.sanko_with_rainman:
            continue
        if YAKU_CARDS[y] & c.mask:
            out.append(y)
    return tuple(out)
