"""UI texts that go with engine values: descriptions and labels, through gettext.

Names (cards, months, yaku, kinds) come from the engine in every language; what the site says
about them lives here and in the catalogues.
"""

from __future__ import annotations

from flask_babel import lazy_gettext as _

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

RULESET_LABELS = {
    "nintendo": _("Nintendo"),
    "wikipedia": _("Vietnamese Wikipedia"),
    "vietnam": _("Vietnamese folk rules"),
    "online-15": _("Online games (15/10/8/6)"),
    "baike": _("Baidu Baike"),
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

LEVEL_DESCRIPTIONS = {
    "random": _("Plays any legal card at random."),
    "beginner": _("Goes for high-value cards but overlooks about one capture in three, and "
                  "never calls koi-koi."),
    "greedy": _("Takes the most valuable cards it can see right now and always stops at its "
                "first yaku."),
    "intermediate": _("Plays each move out in a hundred or so imagined deals of the hidden "
                      "cards and calls koi-koi when they say it pays, but reads nothing from "
                      "your plays and pays no attention to the game's score."),
    "strong": _("Plays each move out in hundreds of imagined deals of the hidden cards, judges "
                "from your earlier plays which cards you are unlikely to hold, and calls "
                "koi-koi only when the odds favour it, with an eye on the game's score: ahead "
                "near the end it takes its points, behind it plays on."),
}

YAKU_DESCRIPTIONS = {
    "goko": _("All five brights."),
    "shiko": _("Four brights without the rain man."),
    "ame-shiko": _("Four brights including the rain man."),
    "sanko": _("Three brights without the rain man."),
    "sanko-rain": _("Any three brights, the rain man included."),
    "hanami-zake": _("The cherry curtain and the sake cup."),
    "tsukimi-zake": _("The full moon and the sake cup."),
    "inoshikacho": _("The boar, the deer and the butterflies."),
    "tane": _("Any five animal cards."),
    "akatan": _("The three red poetry ribbons."),
    "aotan": _("The three blue ribbons."),
    "akatan-aotan": _("The three red poetry ribbons and the three blue ribbons."),
    "tanzaku": _("Any five ribbon cards."),
    "kasu": _("Any ten chaff cards."),
    "teshi": _("Four cards of one month in the hand at the deal."),
    "kuttsuki": _("Four pairs of months in the hand at the deal."),
}

# Every switch of engine.koikoi.rules.RuleSet shown in the comparison (a test checks none is missing).
SWITCH_LABELS = {
    "sanko_with_rainman": _("The rain man counts towards Three Brights"),
    "inoshikacho_absorbs_tane": _("Boar-Deer-Butterflies replaces Animals"),
    "ribbons_absorb_tanzaku": _("Red or blue ribbons replace Ribbons"),
    "combined_ribbons": _("Red and blue ribbons together score as one yaku"),
    "sake_as_chaff": _("The sake cup also counts as chaff"),
    "viewing": _("Flower- and moon-viewing sake"),
    "seven_doubles": _("A high score is doubled"),
    "double_threshold": _("Points from which a score is doubled"),
    "koikoi_doubles": _("Doubled when the opponent called koi-koi"),
    "multipliers_multiply": _("Both doublings multiply (×4) rather than add (×3)"),
    "max_koikoi": _("Koi-koi calls allowed per hand"),
    "choice_on_increase": _("A new choice each time the score rises"),
    "last_card_claim": _("A yaku made on the last turn can be claimed"),
    "exhausted_dealer_points": _("Dealer's points when nobody stops"),
    "hand_yaku": _("Hand yaku at the deal (four of a month, four pairs)"),
    "field_redeal_four_of_month": _("Redeal when four cards of a month lie on the table"),
    "field_redeal_four_pairs": _("Redeal when the table holds four pairs"),
    "rounds": _("Rounds in a game"),
    "dealer_keeps_on_exhausted": _("The dealer keeps the deal when nobody stops"),
}

VIEWING_LABELS = {
    "on": _("always"),
    "off": _("not played"),
    "with-other-yaku": _("only with another yaku"),
    "rain-cancels": _("cancelled by the rain man"),
}

YES = _("yes")
NO = _("no")
NO_LIMIT = _("no limit")
NOT_SCORED = _("not scored")

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

# ---------------------------------------------------------------- Hachi-Hachi rules page
# Sentences of the tables in site/games/hachihachi/tables.py; every number in them is the engine's.

HH_LIST_SEP = {"vi": ", ", "zh": "、", "en": ", "}  # between names in a list


HH_RULESET_LABELS = {
    "seed-000": _("The Vietnamese guide’s table"),
    "traditional": _("Traditional, counted in kan"),
}

# The same, short, for the head of a table column.
HH_RULESET_SHORT = {
    "seed-000": _("Vietnamese guide"),
    "traditional": _("Traditional"),
}

HH_KIND_GROUPS = {
    "kinds": _("By kinds of card: the hand is chaff but for…"),
    "months": _("By months: how the seven cards fall into months"),
}

HH_TEYAKU_DESCRIPTIONS = {
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
HH_TATESANBON = _("Months: %(sets)s.")
HH_MONTH_CHAFF = _("the chaff of %(month)s")
HH_AKA_RIBBONS = {
    "red": _("Red ribbons only (poetry or plain)."),
    "any": _("Ribbons of any colour."),
}

HH_DEKIYAKU_DESCRIPTIONS = {
    "akatan": _("The three red poetry ribbons."),
    "aotan": _("The three blue ribbons."),
    "inoshikacho": _("The boar, the deer and the butterflies."),
    "nanatan": _("Seven ribbons; the willow ribbon is chaff and does not count."),
    "shiko": _("The four brights other than the rain man."),
    "goko": _("All five brights: the rain man counts as a bright here."),
}
HH_CHAFF_EXACTLY = _("%(n)s chaff, the willow cards included.")
HH_CHAFF_OR_MORE = _("%(n)s or more chaff, the willow cards included.")
HH_SPECIAL_DESCRIPTIONS = {
    "sohachi": _("All three players end with exactly %(par)s card points: the dealer scores it."),
    "futahachi": _("A player ends with %(at)s card points or more."),
}

# Every switch of engine.hachihachi.rules.RuleSet (a test checks none is missing).
HH_SWITCH_LABELS = {
    "unit": _("Unit of the yaku values"),
    "settlement": _("How a deal is settled"),
    "par": _("Each player’s share of the card points"),
    "kan_mon": _("Mon in a kan"),
    "willow_as_chaff": _("The willow cards count as chaff for yaku"),
    "goko_with_rainman": _("…but the rain man is a bright for Gokō"),
    "tatesanbon_sets": _("Months of a Tatesanbon"),
    "aka_ribbons": _("Ribbons of an Aka"),
    "triples_each": _("A hand with two triples scores both"),
    "futahachi_at": _("Card points for Futahachi"),
    "sage_shobu": _("Sage or shōbu after a dekiyaku"),
    "sage_settles_cards": _("Cards settled after a sage"),
    "field_brights": _("Brights on the opening field that multiply the deal"),
    "redeal_four_of_month": _("Redeal when four cards of a month lie on the field"),
    "rounds": _("Deals in a match"),
}
HH_SWITCH_VALUES = {
    ("unit", "points"): _("points"),
    ("settlement", "sum"): _("card points plus yaku; the highest total wins"),
    ("settlement", "par"): _("against the share, each yaku paid by the other two"),
    ("aka_ribbons", "red"): _("red only"),
    ("aka_ribbons", "any"): _("any colour"),
}

HH_SETTLEMENT_STEPS = {
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
    "sage": _("After a sage only the yaku are paid: the cards are not counted."),
    "sage-cards": _("After a sage the yaku and the cards are paid."),
    "shobu": _("After a shōbu, a rival’s new dekiyaku cancels the caller’s dekiyaku, and the "
               "caller alone pays the rival’s, for both payers."),
    "sum-winner": _("The highest total wins the deal."),
    "par-winner": _("The three results add up to zero; the highest wins the deal."),
}

HH_PAY_CARDS_SUM = _("Card points")
HH_PAY_CARDS_PAR = _("Card points: %(points)s − %(par)s")
HH_PAY_KAN = _("%(name)s: %(kan)s kan = %(mon)s mon")
HH_PAY_FROM = _("%(what)s, paid by player %(payer)s")
HH_PAY_FROM_BOTH = _("%(what)s, paid by player %(payer)s for both")
HH_CALL_TEXTS = {
    "sage": _("Player %(player)s calls sage: the deal ends."),
    "shobu": _("Player %(player)s calls shōbu and plays on."),
    "void": _("Player %(player)s loses the shōbu: their dekiyaku no longer count."),
}
