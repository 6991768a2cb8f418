"""Reading values from requests: one place decides what a number in a URL or a form is.

``str.isdigit()`` accepts ``²`` and ``①``, which ``int()`` refuses; a number of thousands of
digits makes ``int()`` slow or raise. Every view reads its integers through :func:`whole_number`.
"""

from __future__ import annotations

import re

_DIGITS = re.compile(r"[0-9]{1,9}")  # ASCII only: no other script's digits, no sign, no space


def whole_number(raw: object, lo: int = 0, hi: int = 999_999_999) -> int | None:
    """``raw`` as an int in ``lo..hi``, or None when it is anything else (missing, too long,
    not ASCII digits, out of range)."""
    if not isinstance(raw, str) or not _DIGITS.fullmatch(raw):
        return None
    n = int(raw)
    return n if lo <= n <= hi else None
