"""Hana-awase's labels: its rule sets' names and one-line descriptions, through gettext (the
values themselves are the engine's)."""

from __future__ import annotations

from flask_babel import lazy_gettext as _

RULESET_LABELS = {
    "wikipedia": _("Standard: cards against 88, yaku paid by each rival"),
    "ameshima-nagashi": _("Four willows void the yaku"),
    "bakappana": _("Bakappana: card points alone"),
}

# What each rule set is, in one line, under its name on the new-game form.
RULESET_DESCRIPTIONS = {
    "wikipedia": _("The table of the Japanese references: each player’s card points are counted "
                   "against 88, and every yaku is paid by each of the other two."),
    "ameshima-nagashi": _("The same table, but a player who captures all four willow cards "
                          "washes out every yaku of the deal: only the cards are counted."),
    "bakappana": _("The old game without yaku: whoever captures the most card points wins the "
                   "deal."),
}

# The same, short, for the head of a table column.
RULESET_SHORT = {
    "wikipedia": _("Standard"),
    "ameshima-nagashi": _("Willows void"),
    "bakappana": _("Bakappana"),
}
