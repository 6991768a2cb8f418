"""Mistakes come back: a missed puzzle, or a lesson's question answered wrong, is asked again
after a day, then three days, then a week (:data:`LADDER`); a wrong answer on a return starts
the ladder again, a right one climbs it, and after the last step it is learned and dropped.

The schedule lives in the signed session cookie, one small list per game: ``[ref, step, day]``
with ``ref`` a puzzle's index in the game's library (0 and up) or a lesson's number, negated
(−1 is lesson 1), ``step`` the rung climbed (0: back after a day) and ``day`` the UTC date it
is due, as a day number (:meth:`datetime.date.toordinal`). At most :data:`MAX_ENTRIES` are kept
(the farthest from due ones go first), and every value read back is checked: an entry of any
other shape or range is dropped, as a new reader would have none.

Why not FSRS (the ``fsrs`` package)? Its card state (stability, difficulty, learning step, due
and last-review timestamps: about 170 bytes of JSON a card) for a few dozen mistakes in four
games would not fit a 4 KB cookie; it reschedules a miss within minutes (its learning steps),
where a puzzle missed is worth seeing again only after a night; and its strength, weights
fitted to a reader's review history, needs a history no cookie keeps. A fixed 1/3/7-day ladder
is what the site promises and is easy to read back and check.

The clock is :func:`now`: tests move it (monkeypatch this module's ``now``) instead of waiting.
"""

from __future__ import annotations

import datetime

from flask import session

LADDER = (1, 3, 7)  # days before each return
MAX_ENTRIES = 24  # per game: a few hundred bytes of cookie at most


def now() -> datetime.datetime:
    """The current time (UTC); tests replace it to move the clock."""
    return datetime.datetime.now(datetime.UTC)


def today() -> int:
    return now().date().toordinal()


def day_date(day: int) -> datetime.date:
    return datetime.date.fromordinal(day)


def entries(key: str, refs: range) -> list[list[int]]:
    """The schedule kept under ``key``, each entry checked: ``ref`` in ``refs``, a rung of the
    ladder, a due day no further than the longest step from today; duplicates dropped."""
    kept = session.get(key)
    if not isinstance(kept, list):
        return []
    latest = today() + max(LADDER)
    out, seen = [], set()
    for e in kept[:MAX_ENTRIES]:
        if not (isinstance(e, list) and len(e) == 3 and all(type(x) is int for x in e)):
            continue
        ref, step, day = e
        if ref in refs and ref not in seen and 0 <= step < len(LADDER) and 0 < day <= latest:
            out.append([ref, step, day])
            seen.add(ref)
    return out


def _save(key: str, kept: list[list[int]]) -> None:
    kept = sorted(kept, key=lambda e: (e[2], e[0]))[:MAX_ENTRIES]  # soonest due first
    if kept:
        session[key] = kept
    else:
        session.pop(key, None)


def missed(key: str, refs: range, ref: int) -> None:
    """A miss: ``ref`` comes back after the ladder's first step, whatever rung it was on."""
    kept = [e for e in entries(key, refs) if e[0] != ref]
    _save(key, [[ref, 0, today() + LADDER[0]], *kept])


def is_due(key: str, refs: range, ref: int) -> bool:
    return any(e[0] == ref and e[2] <= today() for e in entries(key, refs))


def answered_right(key: str, refs: range, ref: int) -> str | None:
    """A right answer to ``ref``: when it was due, it climbs a rung ("again": back later) or,
    from the last, is learned ("learned"); None when it was not due (nothing changes)."""
    kept = entries(key, refs)
    entry = next((e for e in kept if e[0] == ref), None)
    if entry is None or entry[2] > today():
        return None
    kept.remove(entry)
    step = entry[1] + 1
    if step >= len(LADDER):
        _save(key, kept)
        return "learned"
    _save(key, [*kept, [ref, step, today() + LADDER[step]]])
    return "again"


def due(key: str, refs: range) -> list[int]:
    """The refs due today or earlier, the longest waiting first."""
    return [e[0] for e in sorted(entries(key, refs), key=lambda e: (e[2], e[0]))
            if e[2] <= today()]


def next_day(key: str, refs: range) -> datetime.date | None:
    """When the next return not yet due is due, if any."""
    later = [e[2] for e in entries(key, refs) if e[2] > today()]
    return day_date(min(later)) if later else None


def when(key: str, refs: range, ref: int) -> datetime.date | None:
    """When ``ref`` comes back, if it is scheduled."""
    return next((day_date(e[2]) for e in entries(key, refs) if e[0] == ref), None)
