"""Hachi-Hachi's "how this site plays" table (:mod:`website.core.choices`): where the seed and
the Japanese references (docs/hachihachi-rules.md) disagree or are silent, what each says, what
the site plays, and the readings no rule set here plays."""

from __future__ import annotations

from flask_babel import lazy_gettext as _
from flask_babel import ngettext
from website.core.choices import Sentences, names
from website.core.i18n import current_language
from website.games.hachihachi.texts import RULESET_LABELS  # noqa: F401

from engine.hachihachi.rules import DEFAULT_RULES as DEFAULT  # noqa: F401  (ChoiceTexts)
from engine.hachihachi.rules import DISPUTES, RULESETS, YAKU_NAMES  # noqa: F401  (ChoiceTexts)

QUESTIONS = {
    "aka_ribbons": _("Which ribbons make %(aka)s?"),
    "aka-value": _("What is %(aka)s worth?"),
    "haneken-value": _("What is %(haneken)s worth?"),
    "tatesanbon": _("Which triples make %(tatesanbon)s?"),
    "two-triples": _("What does a hand with two triples score?"),
    "goko_keeps_shiko": _("Is %(shiko)s made first still paid when the %(rain_man)s then "
                          "completes %(goko)s?"),
    "sujiroku-teyaku": _("Does %(sujiroku)s cancel its maker’s %(teyaku)s?"),
    "field": _("Do the brights on the opening %(field)s multiply the payments?"),
    "field_carry": _("When the opening %(field)s holds two brights, is the second one’s "
                     "multiplier carried to the next deal?"),
    "nuke_bonus": _("%(nuke)s: do %(aka)s, %(tanichi)s, %(toichi)s and %(karasu)s earn more "
                    "when their holder ends the deal over 88 card points?"),
    "tobikomi_bonus": _("%(tobikomi)s: do %(sanbon)s and %(tatesanbon)s earn more when their "
                        "holder takes the fourth card of the month?"),
    "tanichi-value": _("What is %(tanichi)s worth?"),
    "sohachi-value": _("What is %(sohachi)s worth?"),
    "sage_shobu": _("Does the maker of a %(dekiyaku)s choose whether the deal goes on "
                    "(%(sage)s or %(shobu)s)?"),
    "sage_settles_cards": _("When a deal ends by %(sage)s, are the captured cards counted?"),
    "more-players": _("How do four to seven play at one table?"),
}

SAYS = {
    "more-players": _("Japanese Wikipedia: three play each deal and the others sit out; whoever "
                      "stays out pays a fee, whoever is forced out receives half the value of "
                      "their %(teyaku)s; seven add a blank card to the deck. Board Game Arena: "
                      "four to six, three playing each deal."),
    "aka_ribbons": _("The seed: two or more red ribbons. Japanese Wikipedia: two or more "
                     "ribbons of any kind."),
    "aka-value": _("Japanese Wikipedia: 3 kan, sometimes 2. Shiragiku Hanafuda: 2 kan."),
    "haneken-value": _("Shiragiku Hanafuda: 7 kan. Japanese Wikipedia: 7 kan, sometimes 8."),
    "tatesanbon": _("The seed: three cards of April, May or July, or three chaff cards of "
                    "November. Japanese Wikipedia: iris, wisteria or bush clover, or the three "
                    "paulownia chaff cards."),
    "two-triples": _("The seed does not say. FudaWiki: one teyaku of each group. Japanese "
                     "Wikipedia: both triples, and in some regions 2 kan more."),
    "goko_keeps_shiko": _("The seed does not say. Shiragiku Hanafuda: %(goko)s is a yaku of its "
                          "own, so both are paid, unless the %(rain_man)s was among the four."),
    "sujiroku-teyaku": _("Shiragiku Hanafuda: yes. The other sources do not say so."),
    "field": _("The seed knows no fields. Japanese Wikipedia and Board Game Arena: ×2 with the "
               "pine, cherry or pampas bright, ×4 with the %(rain_man)s or the phoenix."),
    "sage_shobu": _("The seed: play simply goes on. The Japanese references: the maker "
                    "chooses."),
    "sage_settles_cards": _("No source we found says."),
    "field_carry": _("Japanese Wikipedia does not say. Board Game Arena: every field after the "
                     "first is carried over to the next month. An old English page "
                     "(hana.kirisame.org): with two brights of the same field, the next deal "
                     "has that field too."),
    "nuke_bonus": _("Japanese Wikipedia: 1 kan more when the holder ends the month with more "
                    "than 88 card points, because these hands are shown and seldom win. The "
                    "seed and Shiragiku Hanafuda do not have it."),
    "tobikomi_bonus": _("Japanese Wikipedia: 1 kan more when the holder takes the last card of "
                        "the month and so has all four. The seed and Shiragiku Hanafuda do not "
                        "have it."),
    "tanichi-value": _("The seed: 20 points. Japanese Wikipedia: 3 kan, 1 kan more with "
                       "%(nuke)s. Shiragiku Hanafuda: 3 kan."),
    "sohachi-value": _("The seed: 50 points, paid to the dealer by each of the others. No kan "
                       "source we found gives a value: ours is the seed’s points divided by five."),
}

READINGS = {
    ("more-players", "fees"): _("Three play each deal and the others sit out: whoever stays "
                                "out pays 2 kan, whoever is forced out receives half their "
                                "%(teyaku)s, times the field."),
    ("more-players", "nothing"): _("Three play each deal and the others sit out; nothing is "
                                   "paid to them or by them."),
    ("more-players", "blank-card"): _("Seven play with a blank card added to the deck."),
    ("aka_ribbons", "red"): _("Red ribbons only."),
    ("aka_ribbons", "any"): _("Ribbons of any colour."),
    ("tatesanbon", False): _("Wisteria, iris or bush clover, or three willow cards (all chaff "
                             "here)."),
    ("tatesanbon", True): _("Wisteria, iris or bush clover, or the three paulownia chaff "
                            "cards."),
    ("two-triples", "best"): _("The better triple only."),
    ("two-triples", "each"): _("Both triples."),
    ("two-triples", "bonus"): _("Both triples and 2 kan more."),
    ("goko_keeps_shiko", False): _("No: %(goko)s alone."),
    ("goko_keeps_shiko", True): _("Yes, unless the %(rain_man)s was among the four."),
    ("sujiroku-teyaku", False): _("No."),
    ("sujiroku-teyaku", True): _("Yes."),
    ("field", False): _("No."),
    ("field", True): _("Yes: ×2 or ×4, the larger that applies."),
    ("sage_shobu", False): _("No: play goes on to the end of the deal."),
    ("sage_shobu", True): _("Yes."),
    ("sage_settles_cards", False): _("No: only the yaku are paid."),
    ("sage_settles_cards", True): _("Yes: the yaku and the cards are paid."),
    ("field_carry", False): _("No: only the largest field counts."),
    ("field_carry", True): _("Yes: each further field is played in one of the following "
                             "deals, the largest first."),
    ("nuke_bonus", 0): _("No."),
    ("nuke_bonus", 1): _("Yes: 1 kan more."),
    ("tobikomi_bonus", 0): _("No."),
    ("tobikomi_bonus", 1): _("Yes: 1 kan more."),
}


def _names() -> dict:
    """The yaku and game terms the sentences name, in the reader's language (in English with
    the Japanese name beside an English one, as the rules page gives it)."""
    return names(YAKU_NAMES, current_language(),
                 ("rain-man", "field", "teyaku", "dekiyaku", "sage", "shobu"))


SENTENCES = Sentences(QUESTIONS, SAYS, READINGS, _names)
question, says = SENTENCES.question, SENTENCES.says


def reading(dispute: str, value) -> str:
    if dispute.endswith("-value"):
        amount, unit = value
        if unit == "kan":
            return _("%(num)d kan.", num=amount)
        return ngettext("%(num)d point.", "%(num)d points.", amount)
    return SENTENCES.reading(dispute, value)
