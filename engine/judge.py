"""One judge for every game: the legal choices of a position ranked, each with an estimate,
its standard error, and the choices the sampling cannot tell from the best.

The hint, the review and anything else that gives advice ask the same :class:`Judge`, so they
cannot contradict each other: a hinted move, or one declared equal to it, is never a mistake.

* **Deterministic for a position.** The judge's random numbers are seeded from the position
  itself (:func:`position_key`: a SHA-256 of the observation's canonical form, its cards,
  history, seat to move and rules; never Python's salted ``hash()``) and a base seed, never from
  the request. Asking again, reloading, another process: the same ranking.
* **Paired and sequential.** Every choice still in the race is valued on the same sampled deals
  of the hidden cards (common random numbers), a batch of deals at a time (32 first, then 16).
  After each batch a choice whose paired loss to the leader is surely beyond ``tolerance`` (a
  loss too small to matter), by ``z`` standard errors, is *separated* and leaves the race
  (successive elimination); the race stops when one choice is left, when every choice left is
  surely within ``tolerance`` of the leader, or when the budget is spent. The choices left are
  *not separated* (:attr:`Choice.equal`: no review marks them). Of those, a choice surely
  within ``tolerance`` of the best on enough deals is *as good* (:attr:`Choice.sure`: "just as
  good"); the others are *too close to call*: the budget could not tell whether they lose more
  than the tolerance, and the site says so rather than calling them equal.
* **A sample budget, not a clock.** The budget counts valuations (one choice on one sampled
  deal), so a result does not depend on the machine's speed; ``scripts/judge_bench.py``
  measures the time it takes.

A game supplies an :class:`Evaluator`: which choices to rank, how to deal the hidden cards and
what a choice is worth on one deal (what today's strong players compute), and the tolerance.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import math
import random
import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")


class LRUCache(Generic[K, V]):
    """At most ``maxsize`` entries; setting one more drops the least recently used (read or
    set). Not thread-safe: :class:`Judge` holds a lock around it.

    >>> cache = LRUCache(maxsize=2)
    >>> cache["a"], cache["b"] = 1, 2
    >>> cache.get("a"), cache.get("z")
    (1, None)
    >>> cache["c"] = 3  # "b" is the least recently used
    >>> sorted(cache._data)
    ['a', 'c']
    """

    def __init__(self, maxsize: int):
        self.maxsize = maxsize
        self._data: OrderedDict[K, V] = OrderedDict()

    def get(self, key: K, default: V | None = None) -> V | None:
        if key not in self._data:
            return default
        self._data.move_to_end(key)
        return self._data[key]

    def __setitem__(self, key: K, value: V) -> None:
        self._data[key] = value
        self._data.move_to_end(key)
        while len(self._data) > self.maxsize:
            self._data.popitem(last=False)

    def __len__(self) -> int:
        return len(self._data)


class Worlds(Protocol):
    """The sampled deals of one position: ``sample(rng)`` deals the hidden cards, ``value``
    is what a choice is worth on that deal, in the evaluator's unit."""

    def sample(self, rng: random.Random) -> Any: ...
    def value(self, world: Any, action: Any) -> float: ...


class Evaluator(Protocol):
    """What a game gives the judge (``engine/<game>/judge.py``)."""

    def budget(self, obs: Any) -> int: ...  # valuations a ranking may spend at most
    def choices(self, obs: Any) -> Sequence[Any]: ...  # the choices worth ranking
    def key(self, action: Any) -> Hashable: ...  # choices with the same key are the same choice
    def worlds(self, obs: Any) -> Worlds: ...
    def tolerance(self, obs: Any) -> float: ...  # a loss too small to matter, in the unit
    def unit(self, obs: Any) -> str: ...  # what an estimate counts ("win", "points", "mon")


class LegalChoices:
    """An evaluator's default choices: every legal action, each its own key."""

    def choices(self, obs: Any) -> Sequence[Any]:
        legal: Sequence[Any] = obs.legal_actions
        return legal

    def key(self, action: Any) -> Hashable:
        key: Hashable = action
        return key


@dataclass(frozen=True)
class Playouts:
    """:class:`Worlds` from a game's functions: ``deal(obs, rng)`` a full state agreeing with
    ``obs``, ``play(world, action, seat)`` what ``action`` there is worth to the seat."""

    obs: Any
    deal: Callable[[Any, random.Random], Any]
    play: Callable[[Any, Any, int], float]

    def sample(self, rng: random.Random) -> Any:
        return self.deal(self.obs, rng)

    def value(self, world: Any, action: Any) -> float:
        return self.play(world, action, self.obs.player)


@dataclass(frozen=True)
class Settings:
    """How hard the judge looks. ``scale`` multiplies every evaluator's budget (the tests use
    a small one); ``base_seed`` is mixed into every position's seed."""

    scale: float = 1.0
    first: int = 32  # deals in the first batch: no choice leaves the race on fewer (a rare
    # large payout, a kết, makes small samples' standard errors unreliable)
    batch: int = 16  # deals in each later batch
    z: float = 3.0  # standard errors that separate a choice from the leader
    settle: int = 64  # deals before choices may be declared equal early (a rare deal may yet
    # tell them apart: sixteen deals on which two plays score alike prove little)
    base_seed: int = 0


@dataclass(frozen=True)
class Choice:
    """One choice, valued. ``estimate`` and ``se`` are its own mean and standard error over
    ``samples`` deals; ``loss`` and ``loss_se`` the paired difference from the best choice on
    the deals both were valued on (0 for the best)."""

    action: Any
    estimate: float
    se: float
    samples: int
    loss: float
    loss_se: float
    equal: bool  # not separated: the sampling cannot tell it is worse (or it is the best)
    sure: bool = False  # surely within the tolerance of the best: as good (the best is)


@dataclass(frozen=True)
class Ranking:
    """Every ranked choice, best first: those equal to the best, then the separated ones."""

    choices: tuple[Choice, ...]
    keys: tuple[Hashable, ...]  # each choice's key, in the same order
    unit: str
    worlds: int  # deals sampled
    valuations: int  # choices valued on deals, in all
    position: str  # the position's key (hex)

    @property
    def best(self) -> Choice:
        return self.choices[0]

    @property
    def equal_to_best(self) -> tuple[Choice, ...]:
        """The best and every choice not separated from it, best first: as good, or too
        close to call (no review marks one of them)."""
        return tuple(c for c in self.choices if c.equal)

    @property
    def as_good(self) -> tuple[Choice, ...]:
        """The best and every choice surely within the tolerance of it ("just as good")."""
        return tuple(c for c in self.choices if c.sure)

    @property
    def too_close(self) -> tuple[Choice, ...]:
        """The choices the budget could not tell from the best, either way."""
        return tuple(c for c in self.choices if c.equal and not c.sure)

    def find(self, key: Hashable) -> Choice | None:
        """The ranked choice of that key (see :meth:`Evaluator.key`), if it was ranked."""
        for k, c in zip(self.keys, self.choices, strict=True):
            if k == key:
                return c
        return None


# -- the position's key -------------------------------------------------------------------------

def canonical(value: Any) -> Any:
    """``value`` as plain JSON data in an order that does not depend on the process: named
    tuples and dataclasses by field, sets sorted, so the same position always hashes alike."""
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    if isinstance(value, (set, frozenset)):
        return sorted((canonical(v) for v in value), key=lambda v: json.dumps(v, sort_keys=True))
    if isinstance(value, dict):
        return sorted(([canonical(k), canonical(v)] for k, v in value.items()),
                      key=lambda kv: json.dumps(kv, sort_keys=True))
    fields = getattr(type(value), "_fields", None)
    if fields is not None:
        return [type(value).__name__, {f: canonical(getattr(value, f)) for f in fields}]
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return [type(value).__name__, {f.name: canonical(getattr(value, f.name))
                                       for f in dataclasses.fields(value)}]
    if isinstance(value, (tuple, list)):
        return [canonical(v) for v in value]
    raise TypeError(f"no canonical form for {type(value).__name__}")


DERIVED = ("legal_actions",)  # follow from the rest of an observation (and would cost most)


def position_key(obs: Any) -> str:
    """A stable hash (hex SHA-256) of everything an observation shows."""
    fields = getattr(type(obs), "_fields", None) or [f.name for f in dataclasses.fields(obs)]
    form = [type(obs).__name__, {f: canonical(getattr(obs, f)) for f in fields
                                 if f not in DERIVED}]
    text = json.dumps(form, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()


# -- the race -----------------------------------------------------------------------------------

def _mean_se(xs: Sequence[float]) -> tuple[float, float]:
    n = len(xs)
    mean = sum(xs) / n
    if n < 2:
        return mean, math.inf
    var = sum((x - mean) ** 2 for x in xs) / (n - 1)
    return mean, math.sqrt(var / n)


def _paired(a: Sequence[float], b: Sequence[float]) -> tuple[float, float]:
    """Mean and standard error of ``a - b`` on the deals both were valued on."""
    n = min(len(a), len(b))
    return _mean_se([a[t] - b[t] for t in range(n)])


class Judge:
    """Ranks a position's choices (:meth:`rank`), the same way each time, and keeps its last
    answers (a bounded LRU keyed by the position) so that asking again costs nothing."""

    def __init__(self, evaluator: Evaluator, settings: Settings = Settings(),
                 cache_size: int = 1024):
        self.evaluator = evaluator
        self.settings = settings
        self._cache: LRUCache[tuple, Ranking] = LRUCache(maxsize=cache_size)
        self._lock = threading.Lock()

    def rank(self, obs: Any, also: Sequence[Any] = ()) -> Ranking:
        """Every choice of ``obs`` ranked; ``also`` adds choices the evaluator would not rank
        (a move a reader played that is none of them), which makes it another ranking."""
        ev = self.evaluator
        position = position_key(obs)
        cache_key = (position, tuple(repr(ev.key(a)) for a in also))
        with self._lock:
            found = self._cache.get(cache_key)
        if found is None:
            actions = list(ev.choices(obs))
            keys = [ev.key(a) for a in actions]
            for a in also:
                if ev.key(a) not in keys:
                    actions.append(a)
                    keys.append(ev.key(a))
            found = self._race(obs, actions, keys, position)
            with self._lock:
                self._cache[cache_key] = found
        return found

    def budget(self, obs: Any) -> int:
        """The valuations a ranking of ``obs`` may spend: the evaluator's, scaled."""
        return max(1, round(self.evaluator.budget(obs) * self.settings.scale))

    def seed(self, position: str, keys: Sequence[Hashable]) -> int:
        text = f"{self.settings.base_seed}|{position}|{'|'.join(map(repr, keys))}"
        return int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "big")

    def _race(self, obs, actions: list, keys: list, position: str) -> Ranking:
        ev, s = self.evaluator, self.settings
        unit = ev.unit(obs)
        k = len(actions)
        if k == 1:
            one = Choice(actions[0], 0.0, 0.0, 0, 0.0, 0.0, True, True)
            return Ranking((one,), tuple(keys), unit, 0, 0, position)
        budget = self.budget(obs)
        rng = random.Random(self.seed(position, keys))
        worlds = ev.worlds(obs)
        tolerance = ev.tolerance(obs)
        values: list[list[float]] = [[] for _ in range(k)]
        alive = list(range(k))
        spent = n = 0
        while len(alive) > 1:
            m = s.first if n == 0 else s.batch
            m = min(m, (budget - spent) // len(alive))
            if n == 0:
                m = max(m, 2)  # two deals each at least, however small the budget: a ranking
            elif m < 1:  # needs an estimate of every choice
                break
            for _ in range(m):
                world = worlds.sample(rng)
                for i in alive:
                    values[i].append(worlds.value(world, actions[i]))
            spent += m * len(alive)
            n += m
            leader = max(alive, key=lambda i: (sum(values[i]), -i))
            gaps = {i: _paired(values[leader], values[i]) for i in alive if i != leader}
            alive = [i for i in alive if i == leader
                     or gaps[i][0] - s.z * gaps[i][1] <= tolerance]
            if n >= s.settle and all(gaps[i][0] + s.z * gaps[i][1] < tolerance
                                     for i in alive if i != leader):
                break
        return self._ranking(actions, keys, values, alive, tolerance, unit, n, spent, position)

    def _ranking(self, actions, keys, values, alive, tolerance, unit, n, spent,
                 position) -> Ranking:
        """The race's result. Equal to the best: the choices still in the race, and any that
        left it behind an earlier leader but is not surely worse than the best by more than
        ``tolerance`` (on the deals both were valued on), so that "worse" always means that.
        As good as the best: surely within ``tolerance`` of it, on ``settle`` deals or more
        (fewer prove little: a rare large payout may yet tell them apart)."""
        def mean(i: int) -> float:
            return float(sum(values[i])) / len(values[i])

        best = min(alive, key=lambda i: (-mean(i), i))
        gaps = {i: (0.0, 0.0) if i == best else _paired(values[best], values[i])
                for i in range(len(actions))}
        z = self.settings.z
        equal = {i for i in range(len(actions))
                 if i in alive or gaps[i][0] - z * gaps[i][1] <= tolerance}
        sure = {best} | {i for i in equal if len(values[i]) >= self.settings.settle
                         and gaps[i][0] + z * gaps[i][1] < tolerance}
        order = sorted(range(len(actions)), key=lambda i: (i != best, i not in equal, -mean(i), i))
        out = []
        for i in order:
            est, se = _mean_se(values[i])
            loss, loss_se = gaps[i]
            out.append(Choice(actions[i], est, 0.0 if math.isinf(se) else se, len(values[i]),
                              max(0.0, loss), 0.0 if math.isinf(loss_se) else loss_se,
                              i in equal, i in sure))
        return Ranking(tuple(out), tuple(keys[i] for i in order), unit, n, spent, position)


class JudgePlayer:
    """A computer player that plays the game's judge's best choice (deterministic for a
    position: the judge seeds its sampling from the position, not from ``rng``), so that the
    opponent, the hint and the review are one search. A game's ``strong`` level:
    ``functools.partial(JudgePlayer, "hanaawase")``."""

    name = "strong"

    def __init__(self, game: str, judge: Judge | None = None):
        self.game, self.judge = game, judge

    def choose(self, obs: Any, rng: random.Random) -> Any:
        if len(obs.legal_actions) == 1:
            return obs.legal_actions[0]
        if self.judge is None:
            self.judge = judge_for(self.game)
        return self.judge.rank(obs).best.action


# -- one judge per game ---------------------------------------------------------------------------

_JUDGES: dict[tuple[str, Settings], Judge] = {}
_JUDGES_LOCK = threading.Lock()


def judge_for(game: str, settings: Settings = Settings()) -> Judge:
    """The game's judge (its declared :attr:`engine.protocol.Game.evaluator`), one per
    settings, so that the hint and the review share its answers.

    :raises EngineError: for a name that is not a game of the engine."""
    with _JUDGES_LOCK:
        found = _JUDGES.get((game, settings))
        if found is None:
            from .games import get_game

            found = _JUDGES[(game, settings)] = Judge(get_game(game).evaluator, settings)
        return found
