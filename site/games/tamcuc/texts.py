"""Tam Cúc's labels and sentences, through gettext: what the site says about
its engine values (the names come from the engine in every language)."""

from __future__ import annotations

from flask_babel import lazy_gettext as _

# Where seed 003 gives each of its three ways to thin the deck for three players.
TAMCUC_REMOVAL_LABELS = {
    "five-intro": _("Introduction and “another way to play”"),
    "five-2.1": _("Section 2.1, dealing"),
    "two-soldiers": _("Introduction, first option"),
}

# The engine's named Tam Cúc rule sets, and what each switch value changes from the standard.
TAMCUC_RULESET_LABELS = {
    "standard": _("This site’s rules"),
    "section-2-1": _("Section 2.1’s removal"),
    "thirty-cards": _("Thirty cards for three"),
    "di-dem": _("With đi đêm"),
    "seeded-dealer": _("Random first dealer"),
}
TAMCUC_SWITCH_TEXTS = {
    ("removal_3p", "five-2.1"): _("Three players take out both Generals, a red and a black Advisor "
                                  "and a black Soldier."),
    ("removal_3p", "two-soldiers"): _("Three players take out only a red and a black Soldier, so "
                                      "each holds one card more."),
    ("night", True): _("Đi đêm is allowed: one face-down card swapped by agreement."),
    ("first_dealer", "seeded"): _("The first dealer is drawn at random instead of by bắt cái."),
}
