"""Hana-awase's "how this site plays" table (:mod:`website.core.choices`): where its sources
(docs/hanaawase-rules.md) disagree or are silent, what each says, what the site plays, and the
readings no rule set here plays."""

from __future__ import annotations

from flask_babel import lazy_gettext as _
from website.core.choices import Sentences, names
from website.core.i18n import current_language
from website.games.hanaawase.texts import RULESET_LABELS  # noqa: F401

from engine.hanaawase.rules import DEFAULT_RULES as DEFAULT  # noqa: F401  (ChoiceTexts)
from engine.hanaawase.rules import DISPUTES, RULESETS, YAKU_NAMES  # noqa: F401  (ChoiceTexts)

QUESTIONS = {
    "settlement": _("How is a deal settled?"),
    "yaku-scored": _("Are yaku scored at all?"),
    "ameshima": _("What do all four willow cards in one pile do?"),
    "goko-keeps-shiko": _("Is %(shiko)s made first still paid when the %(rain_man)s then "
                          "completes %(goko)s?"),
    "rain-four-brights": _("Are four brights with the %(rain_man)s a yaku?"),
    "two_seat_deal": _("How are the cards dealt when only two play?"),
    "three-willows-misdeal": _("Are the cards dealt again when three willow cards lie on the "
                               "opening field?"),
    "more-players": _("How do four to seven play at one table?"),
}

SAYS = {
    "more-players": _("sojudo.net: three play each deal and the others sit out, each saying in "
                      "turn whether they go in or stay out; nothing is paid to those who sit "
                      "out. Japanese Wikipedia: four may all play, five cards each and eight "
                      "on the field."),
    "settlement": _("Japanese Wikipedia, AFS Games and the MAKING app: card points against 88, "
                    "each yaku paid by the two others. Wikipedia’s history: the old "
                    "“bakappana” counted card points alone."),
    "yaku-scored": _("Every modern source scores yaku; Wikipedia says the old game had none, "
                     "hence its name, “fool’s flowers”."),
    "ameshima": _("Japanese Wikipedia: %(ameshima)s, a yaku of 20. The MAKING app, and a local "
                  "rule in other sources: every yaku of the deal is void."),
    "goko-keeps-shiko": _("AFS Games: %(goko)s is not paid with the %(shiko)s inside it. "
                          "Shiragiku Hanafuda, for Hachi-Hachi: a %(shiko)s made first is paid "
                          "beside it."),
    "rain-four-brights": _("No Hana-awase table has it; Koi-Koi’s tables do."),
    "two_seat_deal": _("Japanese Wikipedia: ten cards each and eight on the field, or eight "
                       "each and eight on the field."),
    "three-willows-misdeal": _("FudaWiki’s Hiraya variant: yes. The other sources redeal only "
                               "for four cards of a month."),
}

READINGS = {
    ("more-players", "sit-out"): _("Three play each deal and the others sit out; nothing is "
                                   "paid to them or by them."),
    ("more-players", "four-play"): _("All four play, five cards each and eight on the "
                                     "field."),
    ("settlement", "par"): _("Card points against 88, each yaku paid by each other player."),
    ("settlement", "sum"): _("Each player’s card points are added up, with their yaku where "
                             "yaku are scored; the highest total wins."),
    ("yaku-scored", True): _("Yes: card points and yaku."),
    ("yaku-scored", False): _("No: card points alone."),
    ("ameshima", "yaku"): _("They make %(ameshima)s, a yaku of their own."),
    ("ameshima", "void"): _("They void every yaku of the deal; the card points still count."),
    ("goko-keeps-shiko", False): _("No: %(goko)s alone."),
    ("goko-keeps-shiko", True): _("Yes: both are paid."),
    ("rain-four-brights", False): _("No: not a yaku of its own."),
    ("rain-four-brights", True): _("Yes, a yaku of its own."),
    ("three-willows-misdeal", False): _("No: only four cards of one month are dealt again."),
    ("three-willows-misdeal", True): _("Yes: the cards are dealt again."),
}


def _names() -> dict:
    """The yaku and the rain man as the sentences name them, in the reader's language."""
    return names(YAKU_NAMES, current_language(), ("rain-man",))


SENTENCES = Sentences(QUESTIONS, SAYS, READINGS, _names)
question, says = SENTENCES.question, SENTENCES.says


def reading(dispute: str, value) -> str:
    if dispute == "two_seat_deal":
        hand, field = value
        return str(_("%(hand)s cards each, %(field)s on the field.")) % {"hand": hand,
                                                                       "field": field}
    return SENTENCES.reading(dispute, value)
