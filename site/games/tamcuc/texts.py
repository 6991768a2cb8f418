"""Tam Cúc's labels and sentences, through gettext: what the site says about
its engine values (the names come from the engine in every language)."""

from __future__ import annotations

from flask_babel import lazy_gettext as _

# Where seed 003 gives each of its three ways to thin the deck for three players.
REMOVAL_LABELS = {
    "five-intro": _("Introduction and “another way to play”"),
    "five-2.1": _("Section 2.1, dealing"),
    "two-soldiers": _("Introduction, first option"),
}

# The engine's named Tam Cúc rule sets, and what each switch value changes from the standard.
RULESET_LABELS = {
    "standard": _("This site’s rules"),
    "section-2-1": _("Section 2.1’s removal"),
    "thirty-cards": _("Thirty cards for three"),
    "di-dem": _("With đi đêm"),
    "seeded-dealer": _("Random first dealer"),
    "word-for-word": _("The article word for word"),
}
SWITCH_TEXTS = {
    ("removal_3p", "five-2.1"): _("Three players take out both Generals, a red and a black Advisor "
                                  "and a black Soldier."),
    ("removal_3p", "two-soldiers"): _("Three players take out only a red and a black Soldier, so "
                                      "each holds one card more."),
    ("night", True): _("Đi đêm is allowed: one face-down card swapped by agreement."),
    ("first_dealer", "seeded"): _("The first dealer is drawn at random instead of by bắt cái."),
    ("ket_ba_triples", "chariot-cannon-horse"): _("Only Chariot – Cannon – Horse called on the "
                                                  "last trick makes a kết ba."),
    ("shower_may_deal", False): _("A player who showed a tứ tử cannot become the next cái by "
                                  "winning the most cây."),
    # the site's own readings, for the table of disputed points
    ("removal_3p", "five-intro"): _("Three players take out both Generals, a red Advisor, a red "
                                    "Soldier and a black Soldier."),
    ("ket_ba_triples", "any"): _("Any triple called on the last trick makes a kết ba: "
                                 "General – Advisor – Elephant or Chariot – Cannon – Horse."),
    ("shower_may_deal", True): _("The shown cards count as cây like any others, so the shower "
                                 "may become the next cái by winning the most."),
    ("first_dealer", "bat-cai"): _("The first dealer is found by bắt cái."),
    ("night", False): _("No đi đêm."),
}
# The points the article leaves open or answers twice (engine.tamcuc.rules.DISPUTES): the
# question, and what the article says of it.
DISPUTE_TEXTS = {
    "removal_3p": (_("Which cards go out with three players?"),
                   _("Two different lists of five cards, and once the advice to take out only "
                     "a red and a black Soldier.")),
    "ket_ba_triples": (_("Which triples make a kết ba?"),
                       _("General – Advisor – Elephant and Chariot – Cannon – Horse are both "
                         "triples, but the one sentence about kết ba names only Chariot – Cannon "
                         "– Horse.")),
    "shower_may_deal": (_("May a player who showed a tứ tử deal next?"),
                        _("A tứ tử shown is “taken, but gives no right to be cái”: we read it "
                          "as “the show does not seize the deal”, unlike a ngũ tử.")),
    "first_dealer": (_("Who deals first?"),
                     _("A card is turned up and its rank counts round the table (bắt cái).")),
    "night": (_("Is đi đêm allowed?"),
              _("Only when the players agree on it beforehand.")),
}


def beside_glyph(rank, lang: str) -> str:
    """What follows a rank's glyph: its name, or for Chinese only the simplified form where it
    differs (將（将）; 士 needs nothing), so no traditional glyph stands alone in simplified text."""
    name = rank.names[lang]
    if lang == "zh":
        return "" if name == rank.glyph else f"（{name}）"
    return f" · {name}"


def rank_label(rank, lang: str) -> str:
    return rank.glyph + beside_glyph(rank, lang)


def list_sep(lang: str) -> str:
    """Between the items of a list: the Chinese enumeration comma, or a comma and a space."""
    return "、" if lang == "zh" else ", "
