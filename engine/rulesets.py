"""Rule sets, once for every game: looking one up by name, and the points the sources dispute.

Looking a rule set up by name: each game's ``get_rules`` and
:meth:`engine.protocol.Game.get_rules` call :func:`lookup`, so that every game takes a name, a
rule set or a bad name the same way and names an unknown name the same way."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping
from dataclasses import dataclass
from operator import attrgetter
from typing import Any, TypeVar, cast

from .errors import UnknownRulesError

R = TypeVar("R")


def lookup(rulesets: Mapping[str, R], name: Any, kind: type[R] | None = None) -> R:
    """The rule set called ``name`` in ``rulesets``; a rule set itself (a ``kind``, or with
    ``kind`` None anything but a string or None) as it is.

    :raises UnknownRulesError: for a name that is not one of ``rulesets`` (None included).
    """
    if kind is not None:
        if isinstance(name, kind):
            return name
    elif not isinstance(name, str | None):
        return cast(R, name)  # no kind to check it by: whatever is not a name is a rule set
    try:
        return rulesets[name]
    except (KeyError, TypeError):
        raise UnknownRulesError(name) from None


@dataclass(frozen=True)
class Dispute:
    """A point the sources answer differently (or leave open): how a rule set answers it, and
    the answers of sources that no rule set here plays. Each game lists its disputes once
    (``DISPUTES`` in its rules module); a rules page shows them as its "how this site plays"
    table, so a reader sees every choice and the rule set that makes each other one."""

    id: str
    read: Callable[[Any], Hashable]
    unplayed: tuple[Hashable, ...] = ()  # readings of a source that no rule set plays

    def readings(self, rulesets: Mapping[str, Any], default: str) -> tuple[Hashable, ...]:
        """Every answer: the default rule set's first, then each other named set's in their
        order, then the unplayed ones."""
        found = [self.read(rulesets[default])]
        for rules in rulesets.values():
            if (value := self.read(rules)) not in found:
                found.append(value)
        return (*found, *(v for v in self.unplayed if v not in found))

    def played_by(self, rulesets: Mapping[str, Any], value: Hashable) -> list[str]:
        """The names of the rule sets that answer ``value``."""
        return [name for name, rules in rulesets.items() if self.read(rules) == value]


def switch(name: str, unplayed: tuple[Hashable, ...] = ()) -> Dispute:
    """A dispute that one switch of the rule set answers."""
    return Dispute(name, attrgetter(name), unplayed)
