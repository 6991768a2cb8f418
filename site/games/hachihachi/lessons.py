"""The Hachi-Hachi path: card points and 88, teyaku, dekiyaku, sage or shōbu, the field.

Every answer comes from :mod:`engine.hachihachi`: card points from the deck, teyaku of a
hand really dealt by a seeded deal, dekiyaku from the scorer, sage or shōbu from a verified
puzzle of the library, and the field multiplier of a seeded deal's opening field.
"""

from __future__ import annotations

from functools import lru_cache

from flask_babel import gettext as _
from flask_babel import lazy_gettext as _l
from flask_babel import ngettext
from website.core import models
from website.core.words import gap
from website.games.hachihachi import puzzles as kit
from website.games.hachihachi import tables
from website.games.hachihachi import texts as game_texts
from website.games.kit.fishing import (
    ONE_OF_EACH_MONTH,
    ask_month,
    screen_card,  # noqa: F401  (the same 48 cards)
)
from website.games.kit.lessons import Asked, Lesson, Option, Question, Screen, Zone

from engine.hachihachi import deal
from engine.hachihachi.dekiyaku import card_points, dekiyaku
from engine.hachihachi.rules import (
    DEKIYAKU_IDS,
    KIND_TEYAKU,
    MONTH_TEYAKU,
    TEYAKU_IDS,
    YAKU_NAMES,
    get_rules,
)
from engine.hachihachi.state import FIELD, HAND, SEATS, STOCK
from engine.hachihachi.teyaku import kinds, month_counts, teyaku
from engine.hanafuda.cards import CARDS_BY_ID, DECK, KIND_POINTS, KINDS, mask_of

NONE = "none"
TRADITIONAL = get_rules("traditional")  # the rules the path teaches: play's default too

PATH = (
    Lesson("turn", _l("Three players, one turn"), (
        Screen(_l("Hachi-Hachi is played by three with the %(cards)s flower cards: twelve months "
                  "of four cards, each month known by its plant. Here is one card of each "
                  "month, from the 1st to the 12th."), ONE_OF_EACH_MONTH, "month"),
        Screen(_l("Each player is dealt %(hand)s cards, %(field)s lie face up on the field and "
                  "%(stock)s stay face down in the stock. On your turn you play a card: if a "
                  "field card of its month lies there, you take both; if not, your card stays "
                  "on the field. Then you turn up the top card of the stock, and it takes a "
                  "card of its month in the same way.")),
        Screen(_l("After %(turns)s turns the hands and the stock are empty and the deal ends; "
                  "under these rules it can also end earlier, when a player stops (the lesson "
                  "on sage and shōbu).")),
    ), Question("month", card="maple-deer", uses=("term:turn",)),
        teaches=("term:month", *(f"month:{n}" for n in range(1, 13)), "term:turn", "term:hand",
                 "term:field", "term:stock", "term:draw", "term:capture")),
    Lesson("points", _l("Card points and 88"), (
        Screen(_l("Hachi-Hachi is played by three, with the same %(cards)s cards as Koi-Koi. "
                  "Each card has a face value: a bright %(bright)s, an animal %(animal)s, a "
                  "ribbon %(ribbon)s and a chaff card %(chaff)s."),
               ("pine-crane", "maple-deer", "plum-ribbon", "paulownia-chaff-1"), "points"),
        Screen(_l("The whole deck is worth %(total)s, so each of the three players has a fair "
                  "share of %(par)s: the “eighty-eight” of the game’s name. What you capture "
                  "is counted against it.")),
        Screen(_l("Payments are counted in mon. At the end of a deal each card point above "
                  "%(par)s wins one mon and each point short of it costs one. Teyaku and "
                  "dekiyaku are valued in kan: one kan is %(kan_mon)s mon, paid to their maker "
                  "by each of the two others.")),
    ), Question("points", pile=("willow-rainman", "cherry-ribbon", "iris-bridge",
                                   "pine-chaff-1", "pine-chaff-2")),
        teaches=(*(f"kind:{k}" for k in KINDS), "term:card-points", "term:par", "term:mon",
                 "term:kan")),
    Lesson("teyaku", _l("Teyaku: the hand you are dealt"), (
        Screen(_l("Each player is dealt seven cards. Some hands score at once, before a card "
                  "is played: these are the teyaku, shown and paid at the start.")),
        Screen(_l("Teyaku of card kinds, each with its value in kan; the willow cards count as "
                  "chaff here. %(teyaku_kinds)s"),
               ("pine-chaff-1", "pine-chaff-2", "iris-bridge", "willow-swallow")),
        Screen(_l("Teyaku of months: how the seven cards fall into months. %(teyaku_months)s")),
    ), Question("teyaku", seed=5, seat=0),
        teaches=("term:teyaku", "term:willow", *(f"yaku:{y}" for y in TEYAKU_IDS),
                 *(f"value:{y}" for y in TEYAKU_IDS))),
    Lesson("dekiyaku", _l("Dekiyaku: what you capture"), (
        Screen(_l("The cards you capture form your pile. Sets in it are dekiyaku, each with its "
                  "value in kan. %(dekiyaku)s"),
               ("pine-ribbon", "plum-ribbon", "cherry-ribbon"), "month"),
        Screen(_l("Chaff scores too, but only in bulk: sixteen chaff cards or more. As in the "
                  "teyaku, the willow cards count as chaff.")),
    ), Question("dekiyaku", pile=("clover-boar", "maple-deer", "peony-butterflies",
                                     "pine-ribbon", "plum-ribbon", "iris-ribbon",
                                     "pampas-chaff-1")),
        teaches=("term:dekiyaku", *(f"yaku:{y}" for y in DEKIYAKU_IDS),
                 *(f"value:{y}" for y in DEKIYAKU_IDS))),
    Lesson("sage", _l("Sage or shōbu"), (
        Screen(_l("Under the traditional rules, a player who makes a dekiyaku chooses: sage, "
                  "to stop, and the deal ends with the dekiyaku paid; or shōbu, to play on "
                  "for more.")),
        Screen(_l("Shōbu is a risk: if another player then makes a dekiyaku, yours is "
                  "cancelled, and you alone pay theirs, for both of the others.")),
    ), Question("sage", puzzle="hss-0b1e91"), teaches=("term:sage", "term:shobu")),
    Lesson("field", _l("The field multiplier"), (
        Screen(_l("Under the traditional rules the six cards of the opening field can raise "
                  "the stakes. With the crane, the curtain or the moon among them, every "
                  "payment of the deal is multiplied by %(large)s: a large field."),
               ("pine-crane", "cherry-curtain", "pampas-moon")),
        Screen(_l("With the rain man or the phoenix, every payment is multiplied by "
                  "%(grand)s: a grand field. Only the largest multiplier counts."),
               ("willow-rainman", "paulownia-phoenix")),
    ), Question("field", seed=24),
        teaches=("term:multiplier", *(f"card:{c}" for c in TRADITIONAL.field_brights))),
    Lesson("coach", _l("A whole deal with a coach"), (
        Screen(_l("Now play a whole deal against two computers, under the rules of these "
                  "lessons. Before each of your choices a coach, the site’s strongest player, "
                  "says what it would do and why; after it, whether it agrees.")),
        Screen(_l("In this deal you will make a dekiyaku and choose sage or shōbu. When the "
                  "deal ends, the settlement shows the card points against %(par)s, the "
                  "teyaku and dekiyaku in kan, and what each player wins or pays in mon.")),
    ), Question("guided", uses=("term:turn", "term:teyaku", "term:dekiyaku", "term:sage",
                                "term:shobu", "term:mon", "term:kan", "term:par",
                                "term:multiplier", "term:card-points"))),
)


def counts(lang: str) -> dict:
    """Numbers the screens quote, from the engine's deck and rule sets."""
    factors = TRADITIONAL.field_brights
    out = {"cards": len(DECK), "total": sum(c.points for c in DECK), "par": TRADITIONAL.par,
           "hand": HAND, "field": FIELD, "stock": STOCK, "turns": HAND * SEATS,
           "large": factors["pine-crane"], "grand": factors["paulownia-phoenix"]}
    lang = lang or "en"
    return out | {k: KIND_POINTS[k] for k in KINDS} | {
        "kan_mon": TRADITIONAL.kan_mon,
        "teyaku_kinds": _yaku_lines(KIND_TEYAKU, TRADITIONAL.teyaku, _teyaku_what, lang),
        "teyaku_months": _yaku_lines(MONTH_TEYAKU, TRADITIONAL.teyaku, _teyaku_what, lang),
        "dekiyaku": _yaku_lines(DEKIYAKU_IDS, TRADITIONAL.dekiyaku, _dekiyaku_what, lang)}


def _teyaku_what(yaku: str, lang: str) -> str:
    """A teyaku's pattern, with what these rules add (Tatesanbon's months, Aka's ribbons)."""
    detail = tables.teyaku_detail(yaku, TRADITIONAL, lang)
    what = str(game_texts.TEYAKU_DESCRIPTIONS[yaku])
    return f"{what}{gap(lang)}{detail}" if detail else what


def _dekiyaku_what(yaku: str, lang: str) -> str:
    return tables.dekiyaku_description(yaku, TRADITIONAL)


def _yaku_lines(ids, values, what, lang: str) -> str:
    """Each yaku by name, value and pattern, from the engine's rule set and the rules tables."""
    return gap(lang).join(_("%(name)s (%(value)s): %(what)s", name=yaku_name(y, lang),
                            value=tables.value_text(values[y], TRADITIONAL, lang),
                            what=what(y, lang)) for y in ids)


def yaku_name(yaku: str, lang: str) -> str:
    return YAKU_NAMES[yaku][lang]


def _cards(ids) -> tuple:
    return tuple(CARDS_BY_ID[c] for c in ids)


def _kind_counts(ids, lang: str) -> str:
    """How many cards of each kind: "1 bright, 2 chaff"…"""
    parts = [f"{models.short_kind_name(k, lang)} × {n}" for k in KINDS
             if (n := sum(1 for c in ids if CARDS_BY_ID[c].kind == k))]
    return _(", ").join(parts)


def ask_points(q: Question, lang: str) -> Asked:
    right = card_points(mask_of(q.pile))
    # Tempting sums: the rain man counted as chaff, an animal forgotten, a ribbon too many.
    values = sorted({right, right - (KIND_POINTS["bright"] - KIND_POINTS["chaff"]),
                     right - KIND_POINTS["animal"], right + KIND_POINTS["ribbon"]})
    reason = _("Count again by kind: %(kinds)s.", kinds=_kind_counts(q.pile, lang))
    return Asked(uses=frozenset({"term:card-points", *(f"kind:{k}" for k in KINDS)}),
                 prompt=_("How many card points does this captured pile hold?"), options=
                 [Option(str(v), str(v)) for v in values], right=frozenset({str(right)}),
                 pile=list(_cards(q.pile)),
                 why=_("%(kinds)s: %(n)s points. The willow cards keep their face value.",
                       kinds=_kind_counts(q.pile, lang), n=right),
                 reasons={str(v): reason for v in values if v != right})


def _yaku_options(ids) -> list[Option]:
    return [Option(y, "") for y in ids] + [Option(NONE, "")]


def _named(options: list[Option], lang: str) -> list[Option]:
    return [Option(o.value, yaku_name(o.value, lang) if o.value != NONE else
                   _("None of these")) for o in options]


@lru_cache(maxsize=8)
def dealt_hand(seed: int, seat: int) -> tuple[str, ...]:
    """The seven cards a seeded deal gives to a seat."""
    return deal(TRADITIONAL, seed=seed).hand(seat)


def ask_teyaku(q: Question, lang: str) -> Asked:
    hand = dealt_hand(q.seed, q.seat)
    rules = TRADITIONAL
    found = teyaku(mask_of(hand), rules)
    right = frozenset(y.id for y in found) or frozenset({NONE})
    months = " + ".join(str(n) for n, _m in month_counts(mask_of(hand)))
    chaff = (mask_of(hand) & kinds(rules)["chaff"]).bit_count()
    fact = _("By months the hand falls into %(months)s cards, and %(n)s of its cards count "
             "as chaff.", months=months, n=chaff)
    options = _named(_yaku_options(TEYAKU_IDS), lang)
    made = _(", ").join(_("%(name)s: %(value)s", name=yaku_name(y.id, lang), value=y.points)
                        for y in found)
    return Asked(uses=frozenset({"term:teyaku", "term:willow", *(f"yaku:{y}" for y in TEYAKU_IDS),
                                 *(f"value:{y.id}" for y in found)}),
                 prompt=_("You were dealt this hand. Which teyaku does it hold?"),
                 options=options, right=right,
                 zones=[Zone(_("Your hand"), _cards(hand))],
                 why=f"{made} · {fact}" if found else fact,
                 reasons={o.value: fact for o in options if o.value not in right})


def ask_dekiyaku(q: Question, lang: str) -> Asked:
    rules = TRADITIONAL
    found = dekiyaku(mask_of(q.pile), rules)
    right = frozenset(y.id for y in found) or frozenset({NONE})
    options = _named(_yaku_options(DEKIYAKU_IDS), lang)
    reason = _("Check each set card by card: a set counts only when every one of its cards "
               "is in the pile.")
    return Asked(uses=frozenset({"term:dekiyaku", *(f"yaku:{y}" for y in DEKIYAKU_IDS),
                                 *(f"value:{y.id}" for y in found)}),
                 prompt=_("Which dekiyaku does this captured pile make?"),
                 options=options, right=right,
                 pile=list(_cards(q.pile)), reasons={o.value: reason for o in options
                                                      if o.value not in right},
                 why=_(", ").join(_("%(name)s: %(value)s", name=yaku_name(y.id, lang),
                                    value=y.points) for y in found))


def ask_sage(q: Question, lang: str) -> Asked:
    p = next(p for p in kit.load() if p["id"] == q.puzzle)
    pos = p["position"]
    zones = [Zone(_("Your captured cards"), _cards(pos["piles"][0])),
             *(Zone(_("Captured by %(who)s", who=kit.KIT.who(s)), _cards(pos["piles"][s]))
               for s in (1, 2)),
             Zone(models.game_term("field", lang).capitalize(), _cards(pos["field"]),
                  note=ngettext("%(num)d card left to draw", "%(num)d cards left to draw",
                                pos["stock"])),
             Zone(_("Your hand"), _cards(pos["hand"]))]
    lines = [line.text for line in kit.explanation(p, lang)]
    figures = kit.sage_figures(p, lang)
    return Asked(uses=frozenset({"term:sage", "term:shobu", "term:mon",
                                 *(f"yaku:{y}" for y in kit.P.explain(p)["yaku"])}),
                 prompt=kit.goal(p, lang), options=
                 [Option("sage", _("Sage: stop now")), Option("shobu", _("Shōbu: play on"))],
                 right=frozenset(p["answers"]), zones=zones, why=gap(lang).join(lines),
                 reasons={o: figures for o in ("sage", "shobu") if o not in p["answers"]})


@lru_cache(maxsize=8)
def opening_field(seed: int) -> tuple[tuple[str, ...], int]:
    """A seeded traditional deal's opening field and the multiplier the engine gives it."""
    state = deal("traditional", seed=seed)
    return state.field_cards(), state.multiplier


def ask_field(q: Question, lang: str) -> Asked:
    field, multiplier = opening_field(q.seed)
    factors = sorted({1, *TRADITIONAL.field_brights.values()})
    brights = [CARDS_BY_ID[c] for c in field if c in TRADITIONAL.field_brights]
    why = _("%(cards)s: every payment is multiplied by %(n)s, the largest factor.",
            cards=_(", ").join(c.name(lang) for c in brights), n=multiplier) if brights else \
        _("No crane, curtain, moon, rain man or phoenix: the stakes stay as they are.")
    reason = _("Look for the crane, the curtain, the moon, the rain man and the phoenix "
               "among the six cards; only the largest factor counts.")
    return Asked(uses=frozenset({"term:multiplier", "term:field",
                                 *(f"card:{c}" for c in TRADITIONAL.field_brights)}),
                 prompt=_("The opening field of a deal under the traditional rules. What is "
                          "every payment of this deal multiplied by?"), options=
                 [Option(str(f), f"× {f}") for f in factors],
                 right=frozenset({str(multiplier)}),
                 zones=[Zone(models.game_term("field", lang).capitalize(), _cards(field))],
                 why=why, reasons={str(f): reason for f in factors if f != multiplier})


ASKERS = {"month": ask_month, "points": ask_points, "teyaku": ask_teyaku, "dekiyaku": ask_dekiyaku,
          "sage": ask_sage, "field": ask_field}
