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
    "matsukiribozu_with_brights": _("Is %(matsukiribozu)s paid beside %(shiko)s or %(goko)s, "
                                    "which hold its three cards?"),
    "teppo_with_sake": _("Is %(teppo)s paid beside %(hanami_zake)s and %(tsukimi_zake)s, the "
                         "two yaku inside it?"),
    "rain-four-brights": _("Are four brights with the %(rain_man)s a yaku?"),
    "hand-yaku": _("Are %(teyaku)s (yaku of the hand as dealt) scored?"),
    "field_multiplier": _("Do brights on the opening field multiply the deal (the "
                          "%(large_field)s and the %(grand_field)s)?"),
    "fuke": _("Does a player with very few card points make the deal a tie?"),
    "two_seat_deal": _("How are the cards dealt when only two play?"),
    "three-willows-misdeal": _("Are the cards dealt again when three willow cards lie on the "
                               "opening field?"),
    "first-dealer": _("Who deals first?"),
    "ends-on-call": _("Does the deal stop when a player makes a yaku and calls it?"),
    "willow-chaff": _("Does the willow’s lightning count as chaff for the %(teyaku)s?"),
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
    "matsukiribozu_with_brights": _("Japanese Wikipedia, AFS Games, sazano and toranpu.wiki "
                                    "list it apart, with nothing against paying it beside the "
                                    "brights. FudaWiki’s Hiraya variant: every yaku stacks "
                                    "except the brights yaku."),
    "teppo_with_sake": _("Japanese Wikipedia, AFS Games and sazano list the three apart, each "
                         "with its value. An older revision of the Wikipedia article is "
                         "reported to pay %(teppo)s instead of the other two."),
    "rain-four-brights": _("No Hana-awase table has it; Koi-Koi’s tables do."),
    "hand-yaku": _("sazano lists seven and six chaff in hand among the local rules; toranpu.wiki "
                "gives them 30 and 20 points; FudaWiki’s Hiraya pays seven chaff 30. Japanese "
                "Wikipedia’s table has none."),
    "field_multiplier": _("sazano, as a rule seldom played in Hana-awase: ×3 with the "
                          "%(rain_man)s or the phoenix on the opening field, ×2 with the "
                          "crane, the curtain or the moon."),
    "fuke": _("Only the MAKING app: a player with 20 points or less makes the deal a tie."),
    "two_seat_deal": _("Japanese Wikipedia: ten cards each and eight on the field, or eight "
                       "each and eight on the field."),
    "three-willows-misdeal": _("FudaWiki’s Hiraya variant: yes. The other sources redeal only "
                               "for four cards of a month."),
    "first-dealer": _("cardgamebattle, sojudo and wiki3: each player draws a card and the "
                      "earliest month deals. Japanese Wikipedia: any way will do, the latest "
                      "month drawn for one. toranpu.wiki and wiki3: janken."),
    "ends-on-call": _("Koi-Koi stops a deal on a call; no Hana-awase source we read does."),
    "willow-chaff": _("FudaWiki’s Hiraya: no willow card is chaff. Koi-Koi’s tables count the "
                      "lightning as chaff."),
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
    ("matsukiribozu_with_brights", True): _("Yes: both are paid."),
    ("matsukiribozu_with_brights", False): _("No: %(shiko)s or %(goko)s alone."),
    ("teppo_with_sake", True): _("Yes: all three are paid."),
    ("teppo_with_sake", False): _("No: %(teppo)s alone."),
    ("hand-yaku", False): _("No: only the cards captured count."),
    ("field_multiplier", False): _("No: every deal counts the same."),
    ("field_multiplier", True): _("Yes: ×3 on the %(grand_field)s (the %(rain_man)s or the "
                                  "phoenix on the opening field), ×2 on the %(large_field)s "
                                  "(the crane, the curtain or the moon)."),
    ("fuke", 0): _("No: every deal is settled."),
    ("first-dealer", "earliest-month"): _("Each player draws a card; the earliest month "
                                          "deals."),
    ("first-dealer", "latest-month"): _("Each player draws a card; the latest month deals."),
    ("first-dealer", "janken"): _("Janken: the winner deals."),
    ("ends-on-call", False): _("No: the deal goes on until the cards run out."),
    ("ends-on-call", True): _("Yes: a call ends the deal."),
    ("willow-chaff", False): _("No: no willow card is chaff."),
    ("willow-chaff", True): _("Yes: the lightning is chaff, as in Koi-Koi."),
}


def _names() -> dict:
    """The yaku and the rain man as the sentences name them, in the reader's language."""
    return names(YAKU_NAMES, current_language(),
                 ("rain-man", "teyaku", "large-field", "grand-field"))


SENTENCES = Sentences(QUESTIONS, SAYS, READINGS, _names)
question, says = SENTENCES.question, SENTENCES.says


def _teyaku_values() -> dict:
    """The hand yaku's values, from the first rule set that scores them."""
    rules = next(r for r in RULESETS.values() if r.teyaku)
    return {"seven": rules.teyaku["nanakasu"], "six": rules.teyaku["rokukasu"]}


def reading(dispute: str, value) -> str:
    if dispute == "two_seat_deal":
        hand, field = value
        return str(_("%(hand)s cards each, %(field)s on the field.")) % {"hand": hand,
                                                                       "field": field}
    if dispute == "hand-yaku" and value:
        return str(_("Yes: %(nanakasu)s is paid %(seven)s by each other player, "
                     "%(rokukasu)s %(six)s.")) % {
            **_names(), **_teyaku_values()}
    if dispute == "fuke" and value:
        return str(_("Yes: a player with %(points)s card points or fewer makes the deal a "
                     "tie, and nobody pays.")) % {"points": value}
    return SENTENCES.reading(dispute, value)
