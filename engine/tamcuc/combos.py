"""What a set of cards is worth in a trick: its shape and its strength within that shape.

>>> classify(["red-chariot-1", "red-cannon-2", "red-horse-1"]).shape
'triple'
>>> beats(classify(["red-horse-1", "red-horse-2"]), classify(["black-horse-1", "black-horse-2"]))
True
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations

from .cards import TAMCUC_DECK, mask_of, strength

SHAPES = ("single", "pair", "triple", "four-soldiers", "five-soldiers")
SHAPE_OF_SIZE = dict(enumerate(SHAPES, start=1))  # a call of N cards asks for this shape
HIGH_TRIPLE = frozenset({"general", "advisor", "elephant"})  # Tướng–Sĩ–Tượng
LOW_TRIPLE = frozenset({"chariot", "cannon", "horse"})  # Xe–Pháo–Mã


@dataclass(frozen=True)
class Combo:
    shape: str
    key: int  # higher beats lower of the same shape; equal does not beat
    colour: str
    top_order: int  # the order of the highest rank in it (for the first-call ban)

    @property
    def soldiers(self) -> bool:
        """Tốt only: a pair of Tốt, tứ tử or ngũ tử (what kết tốt đen and đè are about)."""
        return self.shape in ("four-soldiers", "five-soldiers") or (
            self.shape == "pair" and self.key // 2 == 1)


@lru_cache(maxsize=1 << 16)
def classify_mask(mask: int) -> Combo | None:
    """The combination these cards form, or None (cards that form no combination)."""
    cards = [TAMCUC_DECK[i] for i in range(len(TAMCUC_DECK)) if mask >> i & 1]
    if not cards:
        return None
    colours = {c.colour for c in cards}
    if len(colours) != 1:
        return None
    colour = colours.pop()
    red = colour == "red"
    ranks = {c.rank.id for c in cards}
    top = max(c.rank.order for c in cards)
    n = len(cards)
    if n == 1:
        return Combo("single", strength(cards[0]), colour, top)
    if n == 2 and len(ranks) == 1:
        return Combo("pair", strength(cards[0]), colour, top)
    if n == 3 and ranks in (HIGH_TRIPLE, LOW_TRIPLE):
        return Combo("triple", (ranks == HIGH_TRIPLE) * 2 + red, colour, top)
    if n in (4, 5) and ranks == {"soldier"}:
        return Combo(SHAPE_OF_SIZE[n], red, colour, top)
    return None


def combo_of(mask: int) -> Combo:
    """The combination of cards known to form one (a call, a play that beat, a mask from
    :func:`combinations_in`). :raises ValueError: for cards that form none."""
    combo = classify_mask(mask)
    if combo is None:
        raise ValueError(f"cards {mask:#x} form no combination")
    return combo


def classify(card_ids: Iterable[str]) -> Combo | None:
    """Like :func:`classify_mask`, from card ids (raises UnknownCardError on a bad id)."""
    return classify_mask(mask_of(card_ids))


def beats(a: Combo | None, b: Combo | None) -> bool:
    """Whether ``a`` beats ``b``: same shape and strictly stronger. Anything beats nothing."""
    if a is None:
        return False
    return b is None or (a.shape == b.shape and a.key > b.key)


@lru_cache(maxsize=4096)
def combinations_in(hand: int, size: int) -> tuple[int, ...]:
    """Every combination of ``size`` cards in a hand mask, as masks in a stable order."""
    bits = [1 << i for i in range(len(TAMCUC_DECK)) if hand >> i & 1]
    if size > 3:  # only Tốt make fours and fives: look among them alone
        bits = [b for b in bits if TAMCUC_DECK[b.bit_length() - 1].rank.id == "soldier"]
    out = []
    for combo in combinations(bits, size):
        mask = sum(combo)
        if classify_mask(mask) is not None:
            out.append(mask)
    return tuple(out)


def subsets(hand: int, size: int) -> tuple[int, ...]:
    """Every ``size``-card subset of a hand mask (what a follower may lay face down)."""
    bits = [1 << i for i in range(len(TAMCUC_DECK)) if hand >> i & 1]
    return tuple(sum(c) for c in combinations(bits, size))
