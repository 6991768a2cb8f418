"""Words every game's sentences share: how seats are named, how a list is joined, what
separates two sentences, and how many points."""

from __future__ import annotations

from typing import NamedTuple

from babel.lists import format_list
from flask_babel import get_locale, ngettext
from flask_babel import gettext as _

SEPARATORS = {"vi": ", ", "zh": "、", "en": ", "}
# The locale whose list patterns (Unicode CLDR, through Babel) each language of the site follows:
# "a, b và c", "a、b和c", and English as the site writes it, British, with no comma before the
# last "and" or "or" ("a, b and c").
LIST_LOCALES = {"vi": "vi", "zh": "zh_Hans", "en": "en_GB"}


class Seats(NamedTuple):
    """How to name the seats: ``you`` is the reader's seat in a game, or None; ``count`` the
    number of seats (with more than two, each computer is named by its seat number); ``names``
    the people's own names at a table of friends.

    :meth:`name` is a label ("You", "The computer", "Player 1"); sentences never put it in
    front of a verb for the reader's own seat: each has a second-person message of its own.
    """

    you: int | None = None
    count: int = 2
    names: tuple[str, ...] = ()  # at a table of friends: each person's name ("" a computer)
    leads: bool = False  # the first to play does not deal (the table's dealer sat the deal out)

    def name(self, seat: int | None) -> str:
        if seat is None:
            return ""
        if self.you is not None and seat == self.you:
            return _("You")
        if seat < len(self.names) and self.names[seat]:
            return self.names[seat]
        if self.you is None:
            return _("Player %(n)s", n=seat + 1)
        return _("The computer") if self.count == 2 else _("Computer %(n)s", n=seat + 1)

    def is_you(self, seat: int | None) -> bool:
        return self.you is not None and seat == self.you

    def deals(self, seat: int) -> str:
        """Who deals, as the viewer's first sentence (who plays first, when the one who dealt
        the cards sits the deal out)."""
        if self.leads:
            return _("You play first.") if self.is_you(seat) else _("%(who)s plays first.",
                                                                       who=self.name(seat))
        if self.is_you(seat):
            return _("You deal and move first.")
        return _("%(who)s deals and moves first.", who=self.name(seat))

    def score_label(self, seat: int, over: bool) -> str:
        """The heading of a score box: the final score, or what stopping now would bring."""
        if self.is_you(seat):
            return _("Your score") if over else _("If you stop now")
        if over:
            return _("%(who)s’s score", who=self.name(seat))
        return _("If %(who)s stops now", who=self.name(seat))



THIRD_PERSON = Seats()  # the viewer's "Player 1" and "Player 2"


def score_line(scores) -> str:
    """Seats' scores side by side, a negative one with a true minus sign: "5 – −3".

    >>> score_line([5, -3])
    '5 – −3'
    """
    return " – ".join(signed(n) for n in scores)


def signed(n: int) -> str:
    """A number with a true minus sign when negative (``|signed`` in a template): "−3"."""
    return str(n).replace("-", "\u2212")


def points(n: int) -> str:
    return ngettext("%(num)d point", "%(num)d points", n)


def list_join(items) -> str:
    """Items joined as a list is in the reader's language ("a, b" or "a、b")."""
    return _(", ").join(str(i) for i in items)


def _listed(items, style: str) -> str:
    """Items joined by the list rule of the language being served (Babel's ``format_list``)."""
    locale = get_locale()
    lang = locale.language if locale is not None else "vi"
    return format_list([str(i) for i in items], style=style,
                       locale=LIST_LOCALES.get(lang, lang))


def and_list(items) -> str:
    """Items as a list ending in "and", in the reader's language: "a, b and c", "a, b và c",
    "a、b和c"."""
    return _listed(items, "standard")


def or_list(items) -> str:
    """Items as a list ending in "or", in the reader's language: "a, b or c", "a, b hoặc c",
    "a、b或c"."""
    return _listed(items, "or")


def once_each(items) -> list[str]:
    """Items as text, each once, in the order they first come: two moves said in the same words
    (two chaff cards of one month) are one choice to the reader."""
    return list(dict.fromkeys(str(i) for i in items))


def gap(lang: str) -> str:
    """What separates two sentences: a space, except in Chinese."""
    return "" if lang == "zh" else " "
