"""UI texts that go with engine values: descriptions and labels, through gettext.

Names (cards, months, yaku, kinds) come from the engine in every language; what the site says
about them lives here and in the catalogues.
"""

from __future__ import annotations

from flask_babel import lazy_gettext as _
from website.core.words import SEPARATORS as LIST_SEP  # noqa: F401  (between names in a list)

SEASONS = {
    "winter": _("Winter"),
    "spring": _("Spring"),
    "summer": _("Summer"),
    "autumn": _("Autumn"),
}

KIND_DESCRIPTIONS = {
    "bright": _("The five great cards of the deck, worth the most."),
    "animal": _("Birds, beasts, insects and a few objects such as the bridge and the sake cup."),
    "ribbon": _("Poem slips: red poetry ribbons, blue ribbons and plain red ribbons."),
    "chaff": _("Plain cards showing only the month's plant."),
}

# The computer's levels on the play page, weakest first: a name, and what the level does.
LEVEL_LABELS = {
    "random": _("Novice"),
    "beginner": _("Beginner"),
    "greedy": _("Casual"),
    "intermediate": _("Intermediate"),
    "strong": _("Strong"),
    "expert": _("Expert"),  # no longer offered (not stronger than "strong"); kept for old games
}

YES = _("yes")
NO = _("no")
NO_LIMIT = _("no limit")
NOT_SCORED = _("not scored")
