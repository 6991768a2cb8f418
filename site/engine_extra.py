"""Small facts the engine does not state directly, derived from its rule-set values.

Kept here until the engine offers them (reported to the lead).
"""

from __future__ import annotations

from engine.rules import HAND_YAKU, RuleSet

_NEEDED = {"goko": 5, "shiko": 4, "ame-shiko": 4, "sanko": 3, "hanami-zake": 2,
           "tsukimi-zake": 2, "inoshikacho": 3, "tane": 5, "akatan": 3, "aotan": 3,
           "akatan-aotan": 6, "tanzaku": 5, "kasu": 10}


def yaku_requirement(yaku: str, rules: RuleSet) -> int | None:
    """How many of the yaku's cards a pile needs (None for the hand yaku at the deal)."""
    if yaku in HAND_YAKU:
        return None
    return _NEEDED[yaku]
