"""Hachi-Hachi's labels and the sentences of its rules tables, through gettext: what the site says about
its engine values (the names come from the engine in every language)."""

from __future__ import annotations

from flask_babel import lazy_gettext as _

# Sentences of the tables in site/games/hachihachi/tables.py; every number in them is the engine's.



RULESET_LABELS = {
    "seed-000": _("The Vietnamese guide’s table"),
    "traditional": _("Traditional, counted in kan"),
    "traditional-full": _("Traditional, with every bonus"),
}

# What each rule set is, in one line, under its name on the new-game form.
RULESET_DESCRIPTIONS = {
    "seed-000": _("Every yaku is worth points, added to the card points; the highest total "
                  "wins."),
    "traditional": _("The older Japanese game: yaku in kan paid by the other two, cards counted "
                     "against 88, the opening field multiplies, and sage or shōbu after a "
                     "dekiyaku."),
    "traditional-full": _("The traditional game with what many tables add: a teyaku earns 1 kan "
                          "more for passing 88 card points or for taking the fourth card of its "
                          "month, and a second bright on the opening field carries its field "
                          "to the next deal."),
}

# The same, short, for the head of a table column.
RULESET_SHORT = {
    "seed-000": _("Vietnamese guide"),
    "traditional": _("Traditional"),
    "traditional-full": _("With every bonus"),
}

KIND_GROUPS = {
    "kinds": _("By kinds of card: the hand is chaff but for…"),
    "months": _("By months: how the seven cards fall into months"),
}

TEYAKU_DESCRIPTIONS = {
    "karasu": _("All seven cards are chaff."),
    "pikaichi": _("One bright, the other six chaff."),
    "toichi": _("One animal, the other six chaff."),
    "tanichi": _("One ribbon, the other six chaff."),
    "aka": _("Two or more ribbons, the rest chaff."),
    "shiso": _("Four cards of one month and three of another."),
    "ichinishi": _("Four cards of one month, two of another and a single card."),
    "haneken": _("Three cards of one month and two pairs."),
    "teshi": _("All four cards of one month."),
    "kuttsuki": _("Three pairs of months and a single card."),
    "tatesanbon": _("Three cards of one month, from the months below."),
    "sanbon": _("Three cards of one month."),
}
TATESANBON = _("Months: %(sets)s.")
MONTH_CHAFF = _("the chaff of %(month)s")
AKA_RIBBONS = {
    "red": _("Red ribbons only (poetry or plain)."),
    "any": _("Ribbons of any colour."),
}

DEKIYAKU_DESCRIPTIONS = {
    "akatan": _("The three red poetry ribbons."),
    "aotan": _("The three blue ribbons."),
    "inoshikacho": _("The boar, the deer and the butterflies."),
    "nanatan": _("Seven ribbons; the willow ribbon is chaff and does not count."),
    "shiko": _("The four brights other than the rain man."),
    "goko": _("All five brights: the rain man counts as a bright here."),
}
CHAFF_EXACTLY = _("%(n)s chaff, the willow cards included.")
CHAFF_OR_MORE = _("%(n)s or more chaff, the willow cards included.")
SPECIAL_DESCRIPTIONS = {
    "sohachi": _("All three players end with exactly %(par)s card points: the dealer scores it."),
    "futahachi": _("A player ends with %(at)s card points or more."),
}

# Every switch of engine.hachihachi.rules.RuleSet (a test checks none is missing).
SWITCH_LABELS = {
    "unit": _("Unit of the yaku values"),
    "settlement": _("How a deal is settled"),
    "par": _("Each player’s share of the card points"),
    "kan_mon": _("Mon in a kan"),
    "willow_as_chaff": _("The willow cards count as chaff for yaku"),
    "goko_with_rainman": _("…but the rain man is a bright for Gokō"),
    "goko_keeps_shiko": _("A Shikō made before Gokō is paid too"),
    "tatesanbon_sets": _("Months of a Tatesanbon"),
    "aka_ribbons": _("Ribbons of an Aka"),
    "triples_each": _("A hand with two triples scores both"),
    "futahachi_at": _("Card points for Futahachi"),
    "sage_shobu": _("Sage or shōbu after a dekiyaku"),
    "sage_settles_cards": _("Cards settled after a sage"),
    "field_brights": _("Brights on the opening field that multiply the deal"),
    "field_carry": _("A second bright on the opening field carries its field to the next deal"),
    "nuke_bonus": _("Bonus on Aka, Tan’ichi, Toichi or Karasu when its holder passes the share"),
    "tobikomi_bonus": _("Bonus on a triple whose holder takes the fourth card of its month"),
    "redeal_four_of_month": _("Redeal when four cards of a month lie on the field"),
    "rounds": _("Deals in a match"),
}
SWITCH_VALUES = {
    ("unit", "points"): _("points"),
    ("settlement", "sum"): _("card points plus yaku; the highest total wins"),
    ("settlement", "par"): _("against the share, each yaku paid by the other two"),
    ("aka_ribbons", "red"): _("red only"),
    ("aka_ribbons", "any"): _("any colour"),
}

SETTLEMENT_STEPS = {
    "sum-cards": _("Each player adds up the card points of their captures."),
    "sum-yaku": _("Each adds the points of their teyaku, dekiyaku and Futahachi (%(at)s card "
                  "points or more)."),
    "par-cards": _("Each player’s card points are counted against the share of %(par)s: a "
                   "card point over it is one mon won, under it one mon lost."),
    "par-yaku": _("Each teyaku, dekiyaku and Futahachi is worth its kan × %(mon)s mon, paid by "
                  "each of the other %(seats)s players."),
    "sohachi": _("Sōhachi: when all three end with exactly %(par)s, the dealer receives "
                 "%(sohachi)s from each of the others."),
    "field": _("Every payment is multiplied by the field: see the table of fields."),
    "carry": _("When the opening field holds more than one bright, the deal plays the largest "
               "field and carries each other one to the following deals, one a deal."),
    "nuke": _("Aka, Tan’ichi, Toichi or Karasu earns %(nuke)s kan more, paid by each of the "
              "others, when its holder ends the deal with more than %(par)s card points."),
    "tobikomi": _("Sanbon or Tatesanbon earns %(tobikomi)s kan more, paid by each of the others, "
                  "when its holder ends the deal with all four cards of that month."),
    "sage": _("After a sage only the yaku are paid: the cards are not counted."),
    "sage-cards": _("After a sage the yaku and the cards are paid."),
    "shobu": _("After a shōbu, a rival’s new dekiyaku cancels the caller’s dekiyaku, and the "
               "caller alone pays the rival’s, for both payers."),
    "sum-winner": _("The highest total wins the deal."),
    "par-winner": _("The three results add up to zero; the highest wins the deal."),
}

PAY_CARDS_SUM = _("Card points")
PAY_CARDS_PAR = _("Card points: %(points)s − %(par)s")
PAY_KAN = _("%(name)s: %(kan)s kan = %(mon)s mon")
PAY_FROM = _("%(what)s, paid by player %(payer)s")
PAY_FROM_BOTH = _("%(what)s, paid by player %(payer)s for both")
PAY_BY = _("%(what)s, paid by %(who)s")
PAY_BY_BOTH = _("%(what)s, paid by %(who)s for both")
PAY_TO = _("%(what)s, paid to %(who)s")
CALL_TEXTS = {
    "sage": _("Player %(player)s calls sage: the deal ends."),
    "shobu": _("Player %(player)s calls shōbu and plays on."),
    "void": _("Player %(player)s loses the shōbu: their dekiyaku no longer count."),
}
