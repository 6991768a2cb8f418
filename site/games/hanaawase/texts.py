"""Hana-awase's labels: its rule sets' names and one-line descriptions, through gettext (the
values themselves are the engine's)."""

from __future__ import annotations

from flask_babel import lazy_gettext as _

RULESET_LABELS = {
    "wikipedia": _("Standard: cards against 88, yaku paid by each rival"),
    "ameshima-nagashi": _("Four willows void the yaku"),
    "bakappana": _("Bakappana: card points alone"),
    "local-rules": _("Local rules: teyaku, large and grand fields, a tie on few points"),
}

# What each rule set is, in one line, under its name on the new-game form.
RULESET_DESCRIPTIONS = {
    "wikipedia": _("The table of the Japanese references: each player’s card points are counted "
                   "against 88, and every yaku is paid by each of the other two."),
    "ameshima-nagashi": _("The same table, but a player who captures all four willow cards "
                          "washes out every yaku of the deal: only the cards are counted."),
    "bakappana": _("The old game without yaku: whoever captures the most card points wins the "
                   "deal."),
    "local-rules": _("The standard table with the local rules Japanese guides list: a hand "
                     "dealt six or seven chaff is paid, a bright on the opening field doubles "
                     "or triples the deal, and a player left with 20 card points or fewer "
                     "makes it a tie."),
}

# The same, short, for the head of a table column.
RULESET_SHORT = {
    "wikipedia": _("Standard"),
    "ameshima-nagashi": _("Willows void"),
    "bakappana": _("Bakappana"),
    "local-rules": _("Local rules"),
}
