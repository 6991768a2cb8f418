"""Koi-Koi's "how this site plays" table (:mod:`website.core.choices`). Each source is a rule
set here, so the readings name their sources; the site plays Nintendo's rules."""

from __future__ import annotations

from flask_babel import lazy_gettext as _
from flask_babel import ngettext
from website.core.i18n import current_language
from website.games.koikoi.texts import RULESET_LABELS  # noqa: F401  (ChoiceTexts)

from engine import terms
from engine.koikoi.rules import DEFAULT_RULES as DEFAULT
from engine.koikoi.rules import DISPUTES, RULESETS, YAKU_NAMES  # noqa: F401  (ChoiceTexts)

QUESTIONS = {
    "sanko_with_rainman": _("Does the %(rain_man)s count towards %(sanko)s?"),
    "inoshikacho_absorbs_tane": _("Does %(inoshikacho)s take the place of %(tane)s, rather "
                                  "than score beside it?"),
    "ribbons_absorb_tanzaku": _("Do %(akatan)s or %(aotan)s take the place of %(tanzaku)s, "
                                "rather than score beside it?"),
    "combined_ribbons": _("Do %(akatan)s and %(aotan)s together score as one yaku?"),
    "viewing": _("When do %(hanami_zake)s and %(tsukimi_zake)s score?"),
    "seven_doubles": _("Is a high score doubled?"),
    "koikoi_doubles": _("Is the score doubled when the opponent has called koi-koi?"),
    "exhausted_dealer_points": _("What does the %(dealer)s score when the cards run out and "
                                 "nobody has stopped?"),
    "field_redeal_four_pairs": _("Are the cards dealt again when the %(field)s holds four "
                                 "pairs?"),
    "rounds": _("How many rounds make a game?"),
    "sake_as_chaff": _("Does the %(sake_cup)s count as chaff as well as an animal?"),
    "bright_field": _("Do brights on the opening %(field)s multiply the winner’s points?"),
}

READINGS = {
    ("sanko_with_rainman", False): _("No: %(sanko)s leaves the %(rain_man)s out."),
    ("sanko_with_rainman", True): _("Yes: any three brights make it."),
    ("inoshikacho_absorbs_tane", True): _("Yes: the three cards score once, as "
                                          "%(inoshikacho)s."),
    ("inoshikacho_absorbs_tane", False): _("No: both yaku score."),
    ("ribbons_absorb_tanzaku", True): _("Yes: the ribbons score once, in the better yaku."),
    ("ribbons_absorb_tanzaku", False): _("No: both yaku score."),
    ("combined_ribbons", True): _("Yes: all six ribbons make one yaku."),
    ("combined_ribbons", False): _("No: each of the two scores on its own."),
    ("viewing", "on"): _("Always."),
    ("viewing", "off"): _("Never: they are not played."),
    ("viewing", "with-other-yaku"): _("Only beside another yaku."),
    ("viewing", "rain-cancels"): _("Always, unless the %(rain_man)s is in the same pile."),
    ("seven_doubles", True): _("Yes, from %(threshold)s points."),
    ("seven_doubles", False): _("No."),
    ("koikoi_doubles", True): _("Yes."),
    ("koikoi_doubles", False): _("No."),
    ("field_redeal_four_pairs", False): _("No: only four cards of one month on the %(field)s "
                                          "mean a new deal."),
    ("field_redeal_four_pairs", True): _("Yes."),
    ("sake_as_chaff", True): _("Yes: it is an animal and a chaff card at once."),
    ("sake_as_chaff", False): _("No: it is an animal only."),
    ("bright_field", False): _("No."),
    ("bright_field", True): _("Yes: by the number of brights there, the %(rain_man)s "
                              "included (three brights: ×3)."),
}


def _names() -> dict:
    """The yaku and game terms the sentences name, in the reader's language."""
    lang = current_language()
    names = {y.replace("-", "_"): n[lang] for y, n in YAKU_NAMES.items()}
    names.update({key.replace("-", "_"): terms.term(lang, "game", key)
                  for key in ("rain-man", "dealer", "field", "sake-cup")})
    names["threshold"] = RULESETS[DEFAULT].double_threshold
    return names


def question(dispute: str) -> str:
    return str(QUESTIONS[dispute]) % _names()


def says(dispute: str) -> None:
    """Koi-Koi's sources are its rule sets: the readings say who plays what."""
    return None


def reading(dispute: str, value) -> str:
    if dispute == "exhausted_dealer_points":
        return ngettext("%(num)d point.", "%(num)d points.", value) if value else str(_("Nothing."))
    if dispute == "rounds":
        return ngettext("A single round.", "%(num)d rounds.", value)
    return str(READINGS[dispute, value]) % _names()
