"""Each puzzle's rating from its results: a reader's first answer to a puzzle is a game between
them (Glicko-2), the puzzle winning when the reader misses. The ratings live in the shared
store, so every reader's results move them; a puzzle nobody has answered yet starts at its
level's rating, uncertain enough to move fast.
"""

from __future__ import annotations

import threading

from cachetools import TTLCache
from website.core.store import StaleVersion, StoreFull, StoreUnavailable, get_store
from website.features.puzzles.glicko2 import Rating, update

KIND = "rating"
LEVEL_RATINGS = {1: 1200, 2: 1500, 3: 1800}
START_RD = 200  # a level is a guess: the first results may move it a lot
TRIES = 3  # compare-and-swap attempts when several readers answer at once
_SEEN: TTLCache = TTLCache(maxsize=4096, ttl=60)  # choosing puzzles reads hundreds of ratings
_SEEN_LOCK = threading.Lock()


def prior(p: dict) -> Rating:
    return Rating(LEVEL_RATINGS[p["level"]], START_RD)


def _as_rating(data: dict) -> Rating:
    return Rating(data["rating"], data["rd"], data["vol"])


def rating(p: dict) -> Rating:
    """The puzzle's rating now (the level's while the store is out of reach)."""
    store = get_store()
    key = (id(store), p["id"])
    with _SEEN_LOCK:
        cached = _SEEN.get(key)
    if cached is not None:
        return cached
    try:
        found = store.get(p["id"], KIND)
    except StoreUnavailable:
        return prior(p)
    current = _as_rating(found[1]) if found else prior(p)
    with _SEEN_LOCK:
        _SEEN[key] = current
    return current


def results(p: dict) -> int:
    """How many first answers have rated the puzzle."""
    try:
        found = get_store().get(p["id"], KIND)
    except StoreUnavailable:
        return 0
    return found[1]["results"] if found else 0


def record(p: dict, reader: Rating, solved: bool) -> Rating:
    """Rate the puzzle on one reader's first answer (``reader``: their rating before it);
    the puzzle's new rating. A result lost to a store out of reach or too busy is not kept."""
    store = get_store()
    for _ in range(TRIES):
        try:
            found = store.get(p["id"], KIND)
            before = _as_rating(found[1]) if found else prior(p)
            after = update(before, [(reader, 0.0 if solved else 1.0)])
            data = {"rating": round(after.rating, 1), "rd": round(after.rd, 1),
                    "vol": round(after.vol, 6), "results": (found[1]["results"] if found else 0) + 1}
            if found:
                store.update(p["id"], KIND, found[0], data)
            else:
                store.create(KIND, data, entry_id=p["id"])
        except StaleVersion:
            continue
        except (StoreUnavailable, StoreFull):
            return rating(p)
        with _SEEN_LOCK:
            _SEEN[(id(store), p["id"])] = after
        return after
    return rating(p)
