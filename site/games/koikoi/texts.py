"""Koi-Koi's labels and descriptions, through gettext: what the site says about its engine
values (rule sets, switches, yaku, the computer's levels); the names come from the engine in
every language."""

from __future__ import annotations

from flask_babel import lazy_gettext as _

RULESET_LABELS = {
    "nintendo": _("Nintendo"),
    "wikipedia": _("Vietnamese Wikipedia"),
    "vietnam": _("Vietnamese guide (folk-games library)"),
    "online-15": _("Online games (15/10/8/6)"),
    "baike": _("Baidu Baike"),
    "koikoi-japan": _("KoiKoi-Japan (PC game)"),
    "bright-field": _("Nintendo with brights on the field (Board Game Arena)"),
}

# What each rule set is, in one line, under its name on the new-game form.
RULESET_DESCRIPTIONS = {
    "nintendo": _("Nintendo’s official rules, as the rules page gives them."),
    "wikipedia": _("As the Vietnamese Wikipedia article has it: yaku stack, and a hand that runs "
                   "out gives the dealer a point."),
    "vietnam": _("As a Vietnamese guide has it: the rain man counts towards Three Brights, and "
                 "there is no doubling at seven points."),
    "online-15": _("The table of many online games: Five Brights is worth 15, no viewing yaku, "
                   "no doubling, a single hand."),
    "baike": _("As the Baidu Baike entry has it: Nintendo’s table without the two viewing yaku."),
    "koikoi-japan": _("As the PC game KoiKoi-Japan plays it: the winner’s own koi-koi calls add "
                      "points, eight hands for a stake of 30."),
    "bright-field": _("Nintendo’s table with Board Game Arena’s multiplier: the winner’s points "
                      "are multiplied by the number of brights on the opening field."),
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
    "combined_ribbons_stack": _("Red and blue ribbons together score on top of each of the two"),
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
    "points_after_koikoi": _("Yaku worth more once their owner has called koi-koi"),
    "own_koikoi_bonus": _("The winner's own koi-koi calls raise the score (1, 2, 3, 4… calls)"),
    "hand_redeal_four_of_month": _("Redeal when a hand holds four cards of a month"),
    "stake": _("Points each player starts with; the game ends when one runs out"),
    "bright_field": _("The winner’s points are multiplied by the brights on the opening field"),
}

VIEWING_LABELS = {
    "on": _("always"),
    "off": _("not played"),
    "with-other-yaku": _("only with another yaku"),
    "rain-cancels": _("cancelled by the rain man"),
}
