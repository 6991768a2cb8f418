"""Looking a rule set up by name, once for every game: each game's ``get_rules`` and
:meth:`engine.protocol.Game.get_rules` call :func:`lookup`, so that every game takes a name, a
rule set or a bad name the same way and names an unknown name the same way."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .errors import UnknownRulesError


def lookup(rulesets: Mapping[str, Any], name: Any, kind: type | None = None):
    """The rule set called ``name`` in ``rulesets``; a rule set itself (a ``kind``, or with
    ``kind`` None anything but a string or None) as it is.

    :raises UnknownRulesError: for a name that is not one of ``rulesets`` (None included).
    """
    if kind is not None and isinstance(name, kind) or kind is None and not isinstance(name, str | None):
        return name
    try:
        return rulesets[name]
    except (KeyError, TypeError):
        raise UnknownRulesError(name) from None
