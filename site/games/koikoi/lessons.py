"""Koi-Koi's lesson path: short lessons, a few screens of one idea each, then one question.

A lesson is data: its title, its screens (text and the cards to show) and a question. A
question names a *kind* (how it is asked and checked) and its material (a card, a pile, a
position of the puzzle library). The right answer always comes from the engine — the deck's
own data, the legal moves of a real position, the scorer, a puzzle's verified answer — never
from the lesson text. :mod:`website.features.lessons.path` gathers every game's path; Koi-Koi's
last lesson, a whole hand with a coach, is :mod:`.guided` (kind ``guided``).
"""

from __future__ import annotations

from functools import lru_cache

from flask_babel import gettext as _
from flask_babel import lazy_gettext as _l
from flask_babel import ngettext
from website.core import models
from website.core.words import gap
from website.games.kit.fishing import (
    ONE_OF_EACH_MONTH,
    ask_month,
    months_used,
    screen_card,  # noqa: F401  (the LessonPath protocol)
)
from website.games.kit.lessons import Asked, Lesson, Option, Question, Screen
from website.games.koikoi import puzzle_text

from engine.hanafuda.cards import CARDS_BY_ID, DECK, KIND_POINTS, KINDS, MONTHS
from engine.koikoi import puzzles as P
from engine.koikoi.rules import HAND_YAKU, get_rules
from engine.koikoi.scoring import score

RULES = get_rules("nintendo")  # the rules of the puzzles and the coached hand
FIRST_YAKU = ("inoshikacho", "sanko", "tanzaku", "kasu")  # the yaku lesson 5 names

PATH = (
    Lesson("months", _l("Twelve months"), (
        Screen(_l("Hanafuda has %(cards)s cards: twelve months of four cards each. A month is "
                  "known by its plant, never by a number on the card."),
               ("pine-crane", "pine-ribbon", "pine-chaff-1", "pine-chaff-2")),
        Screen(_l("Every card of a month shows the same plant: pine for the 1st month, plum "
                  "blossom for the 2nd, cherry blossom for the 3rd… The bird, ribbon or moon "
                  "drawn with it does not change the month."),
               ("plum-warbler", "plum-ribbon", "cherry-curtain", "cherry-ribbon"), "month"),
        Screen(_l("Here is one card of each month, from the 1st to the 12th. Learn the twelve "
                  "plants: every card of a month shows its plant."), ONE_OF_EACH_MONTH, "month"),
    ), Question("month", card="maple-deer"),
        teaches=("term:month", *(f"month:{n}" for n in range(1, 13)))),
    Lesson("matching", _l("Matching a card"), (
        Screen(_l("On your turn you play one card from your hand. If a card of the same month "
                  "lies on the field, your card takes it, and both go to your captured pile."),
               ("pine-chaff-1", "pine-crane")),
        Screen(_l("If nothing on the field matches, your card stays there. If two cards "
                  "match, you choose one of them; if three match, you take all three.")),
    ), Question("take", card="pine-chaff-1", puzzle="cap-6ecdb3"),
        teaches=("term:hand", "term:field", "term:capture")),
    Lesson("draw", _l("The draw"), (
        Screen(_l("After playing, you turn over the top card of the stock. It matches like a "
                  "played card: it takes a field card of its month, or stays on the field.")),
        Screen(_l("So one turn can capture twice: once with the card from your hand, once with "
                  "the drawn card."), ("cherry-ribbon", "cherry-curtain")),
    ), Question("draw", puzzle="cho-10237b"), teaches=("term:stock", "term:draw")),
    Lesson("kinds", _l("The kinds of card"), (
        Screen(_l("Cards come in four kinds: brights, animals, ribbons and chaff. A bright "
                  "is worth %(bright)s, an animal %(animal)s, a ribbon %(ribbon)s and a chaff "
                  "card %(chaff)s."),
               ("pine-crane", "maple-deer", "plum-ribbon", "paulownia-chaff-1"), "kind"),
        Screen(_l("The deck has %(n_bright)s brights, %(n_animal)s animals, %(n_ribbon)s "
                  "ribbons and %(n_chaff)s chaff cards. What counts most is not these points "
                  "but the sets, the yaku, that the cards make together.")),
        Screen(_l("Not every animal is a creature: the Eight-plank bridge of the iris month and "
                  "the sake cup of the chrysanthemum month are things, and still count as "
                  "animals."), ("iris-bridge", "chrysanthemum-sake"), "kind"),
    ), Question("kind", card="iris-bridge"),
        teaches=(*(f"kind:{k}" for k in KINDS), "card:iris-bridge", "card:chrysanthemum-sake")),
    Lesson("yaku", _l("A first yaku"), (
        Screen(_l("A yaku is a set of captured cards that scores. A famous one, %(inoshikacho)s: "
                  "the boar, the deer and the butterflies, three animals of three months, "
                  "worth %(v_inoshikacho)s points."),
               ("clover-boar", "maple-deer", "peony-butterflies"), "month"),
        Screen(_l("Three more to begin with: three brights make %(sanko)s, five ribbons "
                  "%(tanzaku)s, ten chaff cards %(kasu)s. The rules page lists every yaku with "
                  "its points.")),
    ), Question("yaku", pile=("clover-boar", "maple-deer", "peony-butterflies",
                              "pine-chaff-1", "iris-ribbon"), among=FIRST_YAKU),
        teaches=("term:yaku", *(f"yaku:{y}" for y in FIRST_YAKU), "value:inoshikacho")),
    Lesson("koikoi", _l("Stop or koi-koi"), (
        Screen(_l("When you make a yaku you choose: stop, and the hand ends and you score; or "
                  "call koi-koi and play on to score more.")),
        Screen(_l("Koi-koi is a risk: if your opponent makes a yaku and stops first, you score "
                  "nothing, and under most rules their points are doubled. With many cards "
                  "still to draw and an opponent far from any yaku, it often pays.")),
    ), Question("decide", puzzle="kk-55cb17"), teaches=("term:koikoi", "term:stop")),
    Lesson("hand", _l("A turn in a real hand"), (
        Screen(_l("A hand starts with eight cards for each player and eight on the field. Turn "
                  "by turn: play a card, draw a card, take what matches, until someone makes "
                  "a yaku and stops or the cards run out.")),
        Screen(_l("If the cards run out before anyone stops, the hand is an exhausted hand: "
                  "%(exhausted)s.")),
        Screen(_l("Each time you play, look for three things: the card that completes a yaku, "
                  "the card worth most, and the card your opponent needs.")),
        Screen(_l("A yaku can also be small: the moon and the sake cup together make "
                  "%(tsukimi)s, worth %(v_tsukimi)s points."), ("pampas-moon", "chrysanthemum-sake"),
               "month"),
    ), Question("move", puzzle="cap-48be4a"),
        teaches=("term:turn", "term:exhausted", "yaku:tsukimi-zake", "value:tsukimi-zake")),
    Lesson("coach", _l("A whole hand with a coach"), (
        Screen(_l("Now play a whole hand, from the deal to the end, against the computer. At "
                  "each of your turns a coach, the site’s strongest player, says what it would "
                  "do and why.")),
        Screen(_l("You may follow the coach or play anything else the rules allow: after each "
                  "move you see what the coach would have chosen, and why.")),
        Screen(_l("One more rule of this hand: a score of %(double)s points or more is "
                  "doubled, and so is a score made after the opponent called koi-koi. The "
                  "result says what the yaku were worth before any doubling, then the score.")),
    ), Question("guided", uses=("term:koikoi", "term:stop", "term:yaku", "term:doubling")),
        teaches=("term:doubling",)),
)

def counts(lang: str = "") -> dict:
    """Numbers and names the screens quote, from the engine's deck and rule set."""
    counts = {"cards": len(DECK), "double": RULES.double_threshold,
              "v_inoshikacho": RULES.points["inoshikacho"],
              "v_tsukimi": RULES.points["tsukimi-zake"],
              "tsukimi": models.yaku_name("tsukimi-zake", lang or "en"),
              "exhausted": _exhausted(RULES.exhausted_dealer_points)}
    counts |= {y: models.yaku_name(y, lang or "en") for y in FIRST_YAKU}
    for k in KINDS:
        counts[k] = KIND_POINTS[k]
        counts["n_" + k] = sum(1 for c in DECK if c.kind == k)
    return counts


def _exhausted(dealer_points: int) -> str:
    """What an exhausted hand scores under the path's rules, as the end of a sentence."""
    if not dealer_points:
        return _("nobody scores")
    return ngettext("the dealer scores %(num)d point", "the dealer scores %(num)d points",
                    dealer_points)


@lru_cache(maxsize=16)
def _puzzle(pid: str) -> dict:
    for p in P.load():
        if p["id"] == pid:
            return p
    raise KeyError(pid)


def _board(pos: dict) -> dict:
    cards = CARDS_BY_ID
    return {"hand": [cards[c] for c in pos["hand"]], "field": [cards[c] for c in pos["field"]],
            "drawn": cards[pos["drawn"]] if pos.get("drawn") else None,
            "piles": [[cards[c] for c in pile] for pile in pos["piles"]], "stock": pos["stock"]}


def _ask_kind(q: Question, lang: str) -> Asked:
    c = CARDS_BY_ID[q.card]
    return Asked(uses=frozenset({f"card:{c.id}", *(f"kind:{k}" for k in KINDS)}),
                 prompt=_("What kind of card is this?"),
                 options=[Option(k, models.short_kind_name(k, lang)) for k in KINDS],
                 right=frozenset({c.kind}), card=c,
                 why=_("%(card)s is a card of the kind %(kind)s, worth %(points)s.",
                       card=c.spoken_name(lang), kind=models.short_kind_name(c.kind, lang),
                       points=c.points),
                 reasons={k: _("%(card)s is not of the kind %(kind)s: look at what is drawn "
                               "beside its plant.", card=c.spoken_name(lang),
                               kind=models.short_kind_name(k, lang))
                          for k in KINDS if k != c.kind})


def _other_month(field: list, month: int, lang: str) -> dict:
    """Why a field card of another month cannot be taken."""
    return {c.id: _("%(card)s is a card of %(month)s: it is not of the same month.",
                    card=c.spoken_name(lang), month=MONTHS[c.month - 1].name(lang))
            for c in field if c.month != month}


def _legal(p: dict):
    return P.observation_of(p["position"], p["rules"]).legal_actions


def _ask_take(q: Question, lang: str) -> Asked:
    p = _puzzle(q.puzzle)
    takes = {t for a in _legal(p) if getattr(a, "card", None) == q.card for t in a.take}
    played = CARDS_BY_ID[q.card]
    board = _board(p["position"])
    uses = months_used([q.card, *p["position"]["field"]]) | {"term:hand", "term:field", "term:capture"}
    return Asked(uses=uses, prompt=_("You play %(card)s from your hand. Which field card does it take?",
                   card=played.spoken_name(lang)),
                 options=[Option(c.id, c.spoken_name(lang), c) for c in board["field"]],
                 right=frozenset(takes), board=board, options_title=_("The field"),
                 reasons=_other_month(board["field"], played.month, lang),
                 why=_("%(card)s takes %(taken)s: the same month, %(month)s.",
                                    card=played.spoken_name(lang),
                                    taken=puzzle_text.card_list(sorted(takes), lang),
                                    month=MONTHS[played.month - 1].name(lang)))


def _ask_draw(q: Question, lang: str) -> Asked:
    p = _puzzle(q.puzzle)
    takes = {t for a in _legal(p) for t in a.take}
    board = _board(p["position"])
    drawn = board["drawn"]
    return Asked(uses=months_used([drawn.id, *p["position"]["field"]]) | {"term:draw", "term:field"},
                 prompt=_("You drew %(card)s. Which field card can it take? Pick one.",
                   card=drawn.spoken_name(lang)),
                 options=[Option(c.id, c.spoken_name(lang), c) for c in board["field"]],
                 right=frozenset(takes), board=board, options_title=_("The field"),
                 reasons=_other_month(board["field"], drawn.month, lang),
                 why=_("Both cards of %(month)s on the field can be taken; you "
                                    "choose one, the other stays.",
                                    month=MONTHS[drawn.month - 1].name(lang))
                 if len(takes) > 1 else "")


def _ask_yaku(q: Question, lang: str) -> Asked:
    rules = get_rules("nintendo")
    made = score(q.pile, rules)
    options = [Option(y, models.yaku_name(y, lang)) for y in rules.scored_yaku()
               if y not in HAND_YAKU and (not q.among or y in q.among)]
    made_ids = {y.id for y in made.yaku}
    assert made_ids <= {o.value for o in options}, made_ids  # the right answer is offered
    return Asked(uses=frozenset({"term:yaku", *(f"yaku:{o.value}" for o in options),
                                 *(f"value:{y}" for y in made_ids)}),
                 prompt=_("Which yaku does this captured pile make?"), options=options,
                 right=frozenset(made_ids), pile=[CARDS_BY_ID[c] for c in q.pile],
                 why=puzzle_text.yaku_list([y.id for y in made.yaku], lang) + " · "
                 + puzzle_text.points(made.points),
                 reasons={o.value: _("The pile does not hold every card %(yaku)s needs.",
                                     yaku=o.label)
                          for o in options if o.value not in {y.id for y in made.yaku}})


def _ask_decide(q: Question, lang: str) -> Asked:
    p = _puzzle(q.puzzle)
    check = p["check"]
    made = {y.id for y in P.explain(p)["score"].yaku}
    return Asked(uses=frozenset({"term:koikoi", "term:stop", *(f"yaku:{y}" for y in made)}),
                 prompt=puzzle_text.goal(p, lang), options=
                 [Option("stop", _("Stop and score now")), Option("koikoi", _("Koi-koi!"))],
                 right=frozenset(p["answers"]), board=_board(p["position"]),
                 why=_("The engine played this position to the end %(n)s times: stopping "
                       "scores %(stop)s, playing on %(cont)s on average. With %(left)s cards "
                       "still to draw, playing on pays.", n=check["samples"],
                       stop=puzzle_text.points(check["stop"]),
                       cont=puzzle_text.points(puzzle_text.mean(check["continue"])),
                       left=p["position"]["stock"]),
                 reasons={o: puzzle_text.koikoi_miss(p, lang) for o in ("stop", "koikoi")
                          if o not in p["answers"]})


def _ask_move(q: Question, lang: str) -> Asked:
    p = _puzzle(q.puzzle)
    options = [Option(P.action_answer(a), puzzle_text.answer_text(p, P.action_answer(a), lang),
                      cards=tuple(CARDS_BY_ID[c] for c in (a.card, *a.take)))
               for a in _legal(p)]
    pos = p["position"]
    completes = {f"yaku:{y}" for s in P.explain(p)["solutions"] for r in s["reasons"]
                 for y in r.yaku}
    return Asked(uses=months_used([*pos["hand"], *pos["field"]]) | {"term:turn", "term:yaku"}
                 | completes,
                 prompt=puzzle_text.goal(p, lang), options=options,
                 right=frozenset(p["answers"]), board=_board(pos),
                 why=gap(lang).join(line.text for line in puzzle_text.explanation(p, lang)),
                 reasons={o.value: puzzle_text.miss(p, o.value, lang) for o in options
                          if o.value not in p["answers"]})


ASKERS = {"month": ask_month, "kind": _ask_kind, "take": _ask_take, "draw": _ask_draw,
          "yaku": _ask_yaku, "decide": _ask_decide, "move": _ask_move}

