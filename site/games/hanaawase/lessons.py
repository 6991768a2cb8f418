"""Hana-awase's lesson path: it starts where Koi-Koi's first lessons stop (the months, the four
kinds, capture by month), adds what Hana-awase counts (every card's points against 88, its
yaku, what a yaku is worth to three players) and ends in a whole coached deal
(:mod:`.guided`, kind ``guided``). Every right answer is the engine's."""

from __future__ import annotations

from flask_babel import gettext as _
from flask_babel import lazy_gettext as _l
from website.core.words import points
from website.games.kit.fishing import screen_card  # noqa: F401  (the same 48 cards)
from website.games.kit.lessons import Asked, Lesson, Option, Question, Screen

from engine.hanaawase.rules import DEFAULT_RULES, YAKU_IDS, YAKU_NAMES, YAKU_SETS, get_rules
from engine.hanaawase.scoring import settle
from engine.hanaawase.yaku import card_points, yaku_of
from engine.hanafuda.cards import CARDS_BY_ID, DECK, KIND_POINTS, KINDS, cards_in, mask_of

NONE = "none"
RULES = get_rules(DEFAULT_RULES)
SEATS = 3
# The choices of lesson 3's question, among the yaku its screens show: a question offers only
# what was taught.
FIRST_YAKU = ("akatan", "aotan", "inoshikacho", "hanami-zake", "tsukimi-zake", "fujishima",
              "kirishima", "ameshima", "kusatan", "rokutan", "nanatan")
# A yaku's cards, as the engine's table lists them (a screen shows them with the yaku).
YAKU_CARDS = {y.id: tuple(c.id for c in cards_in(y.members)) for y in YAKU_SETS}
# The ribbons of Rokutan and Nanatan, three by three as Akatan, Aotan and Kusatan take them.
NINE_RIBBONS = (*YAKU_CARDS["akatan"], *YAKU_CARDS["aotan"], *YAKU_CARDS["kusatan"])
assert set(NINE_RIBBONS) == set(YAKU_CARDS["rokutan"])

PATH = (
    Lesson("points", _l("Every card counts"), (
        Screen(_l("This path starts where the first lessons of Koi-Koi stop: the twelve months, "
                  "the four kinds of card and capture by month. If they are new to you, take "
                  "those lessons first."),
               path=("koikoi", _l("Koi-Koi’s first lessons"))),
        Screen(_l("Hana-awase is played by three with the same %(cards)s cards. Each card you "
                  "capture counts its face value: a bright %(bright)s, an animal %(animal)s, "
                  "a ribbon %(ribbon)s and a chaff card %(chaff)s."),
               ("pine-crane", "maple-deer", "plum-ribbon", "paulownia-chaff-1"), "points"),
    ), Question("points", pile=("willow-rainman", "cherry-ribbon", "iris-bridge",
                                   "pine-chaff-1", "pine-chaff-2"), uses=("term:card-points",)),
        teaches=("term:card-points",)),
    Lesson("par", _l("Counting against 88"), (
        Screen(_l("The whole deck is worth %(total)s. Shared by three players, that is %(par)s "
                  "each: when every card has been played, each player counts their card points "
                  "against %(par)s.")),
        Screen(_l("A player who captured %(above)s card points is %(diff)s ahead; one with "
                  "fewer than %(par)s is behind. The three results always add up to zero.")),
    ), Question("against", pile=("pine-crane", "cherry-curtain", "maple-deer",
                                    "clover-ribbon", "iris-chaff-1", "iris-chaff-2"),
                uses=("term:card-points", "term:par")),
        teaches=("term:par",)),
    Lesson("yaku", _l("Yaku in your pile"), (
        Screen(_l("As in Koi-Koi, some sets in your captured pile are yaku, each worth a fixed "
                  "number of points. The brights first: the four without the rain man make "
                  "%(shiko)s, worth %(v_shiko)s; all five make %(goko)s, worth %(v_goko)s, "
                  "which is paid instead of %(shiko)s."), (*YAKU_CARDS["shiko"], "willow-rainman")),
        Screen(_l("Three ribbons of a kind: the red poetry ribbons of pine, plum and cherry make "
                  "%(akatan)s, worth %(v_akatan)s; the blue ribbons of peony, chrysanthemum and "
                  "maple, %(aotan)s, worth %(v_aotan)s; the plain red ribbons of wisteria, iris "
                  "and bush clover, %(kusatan)s, worth %(v_kusatan)s."),
               NINE_RIBBONS, "month"),
        Screen(_l("Any six of these nine ribbons make %(rokutan)s, worth %(v_rokutan)s; any "
                  "seven, %(nanatan)s, worth %(v_nanatan)s, which is paid instead of "
                  "%(rokutan)s. The willow’s ribbon is not one of the nine: it counts for none "
                  "of them."), NINE_RIBBONS),
        Screen(_l("The boar, the deer and the butterflies make %(inoshikacho)s, worth "
                  "%(v_inoshikacho)s."), ("clover-boar", "maple-deer", "peony-butterflies"),
               "month"),
        Screen(_l("Two sets share the crane: with the warbler and the curtain it makes "
                  "%(omote_sugawara)s, worth %(v_omote_sugawara)s; with the moon and the phoenix, "
                  "%(matsukiribozu)s, worth %(v_matsukiribozu)s."),
               ("plum-warbler", "cherry-curtain", "pine-crane", "pampas-moon",
                "paulownia-phoenix")),
        Screen(_l("The sake cup with the curtain makes %(hanami_zake)s, worth "
                  "%(v_hanami_zake)s; with the moon, %(tsukimi_zake)s, worth "
                  "%(v_tsukimi_zake)s. The curtain, the moon and the sake cup together also "
                  "make %(teppo)s, worth %(v_teppo)s, on top of both."),
               ("cherry-curtain", "chrysanthemum-sake", "pampas-moon")),
        Screen(_l("Whole months: %(fujishima)s, %(v_fujishima)s; %(kirishima)s, "
                  "%(v_kirishima)s; %(ameshima)s, %(v_ameshima)s. Every card of the month is "
                  "needed, the chaff included."),
               (*YAKU_CARDS["fujishima"], *YAKU_CARDS["kirishima"], *YAKU_CARDS["ameshima"])),
    ), Question("yaku", pile=("cherry-curtain", "chrysanthemum-sake", "pine-ribbon",
                                 "plum-ribbon", "iris-chaff-1"), among=FIRST_YAKU,
                uses=("term:yaku",)),
        teaches=("term:yaku", *(f"yaku:{y}" for y in RULES.yaku),
                 *(f"value:{y}" for y in RULES.yaku))),
    Lesson("paid", _l("Who pays a yaku"), (
        Screen(_l("A yaku is not added to the cards: each of the other two players pays its "
                  "value to its maker. A yaku worth %(small)s gains its maker %(twice)s.")),
    ), Question("settle", pile=("pine-crane", "pampas-moon", "paulownia-phoenix"),
                uses=("term:yaku", "term:yaku-paid")),
        teaches=("term:yaku-paid",)),
    Lesson("coach", _l("A whole deal with a coach"), (
        Screen(_l("Now play a whole deal, from the deal to the count, against two computers. At "
                  "each of your turns a coach, the judge behind the site’s hints, says what it "
                  "would do and why.")),
        Screen(_l("You may follow the coach or play anything else the rules allow: after each "
                  "move you see what the coach would have chosen.")),
    ), Question("guided", uses=("term:card-points", "term:par", "term:yaku", "term:yaku-paid",
                                *(f"{k}:{y}" for y in RULES.yaku for k in ("yaku", "value"))))),
)


def counts(lang: str = "") -> dict:
    """Numbers and names the screens quote, from the engine's deck and rule set: each yaku's
    name (``goko``, ``omote_sugawara``) and its value in points (``v_goko``)."""
    total = sum(c.points for c in DECK)
    par = RULES.par(SEATS)
    small = min(RULES.yaku.values())
    names = {y.replace("-", "_"): YAKU_NAMES[y][lang or "en"] for y in RULES.yaku}
    values = {"v_" + y.replace("-", "_"): points(v) for y, v in RULES.yaku.items()}
    return ({"cards": len(DECK), "total": total, "par": par, "above": par + 12, "diff": 12,
             "small": small, "twice": small * (SEATS - 1)}
            | {k: KIND_POINTS[k] for k in KINDS} | names | values)


def _cards(ids) -> list:
    return [CARDS_BY_ID[c] for c in ids]


def _sum_line(ids, lang: str) -> str:
    return " + ".join(str(CARDS_BY_ID[c].points) for c in ids) + f" = {card_points(mask_of(ids))}"


def ask_points(q: Question, lang: str) -> Asked:
    right = card_points(mask_of(q.pile))
    values = sorted({right, right - KIND_POINTS["bright"] + KIND_POINTS["chaff"],
                     right - KIND_POINTS["animal"], right + KIND_POINTS["ribbon"]})
    reason = _("Add the face values card by card: %(sum)s.", sum=_sum_line(q.pile, lang))
    return Asked(_("How many card points does this captured pile hold?"),
                 [Option(str(v), str(v)) for v in values], frozenset({str(right)}),
                 pile=_cards(q.pile), why=_sum_line(q.pile, lang),
                 reasons={str(v): reason for v in values if v != right})


def _signed(n: int) -> str:
    return f"+{n}" if n > 0 else f"−{-n}" if n < 0 else "0"


def ask_against(q: Question, lang: str) -> Asked:
    par = RULES.par(SEATS)
    points = card_points(mask_of(q.pile))
    right = points - par
    values = sorted({right, points, right + 10, right - 10})
    why = _("%(points)s card points − %(par)s = %(result)s.", points=points, par=par,
            result=_signed(right))
    return Asked(_("These are all the cards a player captured in a deal, and no yaku among "
                   "them. What do their cards count against %(par)s?", par=par),
                 [Option(str(v), _signed(v)) for v in values], frozenset({str(right)}),
                 pile=_cards(q.pile), why=why, reasons={str(v): why for v in values if v != right})


def ask_yaku(q: Question, lang: str) -> Asked:
    found = yaku_of(mask_of(q.pile), RULES)
    right = frozenset(y.id for y in found) or frozenset({NONE})
    options = [Option(y, YAKU_NAMES[y][lang]) for y in YAKU_IDS
               if y in RULES.yaku and (not q.among or y in q.among)]
    assert right <= {o.value for o in options} | {NONE}, right  # the right answer is offered
    options.append(Option(NONE, _("None of these")))
    reason = _("Check each set card by card: a yaku counts only when every card it needs is "
               "in the pile.")
    return Asked(_("Which yaku does this captured pile make?"), options, right,
                 pile=_cards(q.pile), reasons={o.value: reason for o in options
                                               if o.value not in right},
                 why=_(", ").join(_("%(name)s: %(value)s", name=YAKU_NAMES[y.id][lang],
                                    value=y.points) for y in found),
                 uses=frozenset({*(f"yaku:{o.value}" for o in options if o.value != NONE),
                                 *(f"value:{y.id}" for y in found)}))


def ask_settle(q: Question, lang: str) -> Asked:
    """The maker's result when the other two captured every other card."""
    pile = mask_of(q.pile)
    s = settle(RULES, (pile, 0, 0))
    right = s.points[0]
    yaku = sum(y.points for y in s.yaku[0])
    values = sorted({right, s.card_points[0] - s.par + yaku, s.card_points[0] - s.par,
                     s.card_points[0] + yaku})
    why = _("%(points)s card points − %(par)s, and %(yaku)s from each of the two others: "
            "%(result)s.", points=s.card_points[0], par=s.par, yaku=yaku, result=_signed(right))
    names = _(", ").join(YAKU_NAMES[y.id][lang] for y in s.yaku[0])
    return Asked(_("A player captured only these cards, which make %(yaku)s, worth %(points)s. "
                   "What is the deal’s result for that player?", yaku=names, points=yaku),
                 [Option(str(v), _signed(v)) for v in values], frozenset({str(right)}),
                 pile=_cards(q.pile), why=why, reasons={str(v): why for v in values if v != right},
                 uses=frozenset(f"{k}:{y.id}" for y in s.yaku[0] for k in ("yaku", "value")))


ASKERS = {"points": ask_points, "against": ask_against, "yaku": ask_yaku,
          "settle": ask_settle}
