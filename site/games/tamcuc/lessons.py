"""The Tam Cúc path: the cards, what beats what, face-down plays and chui, the first-call ban,
the settlement (cây against the par, balanced; kết at two, three and four players), the last
trick; then a whole deal with a coach (:mod:`.guided`, kind ``guided``).

Every answer comes from :mod:`engine.tamcuc`: a card's rank from the deck, a trick's winner
from :func:`~engine.tamcuc.state.trick_winner`, a set's shape from
:func:`~engine.tamcuc.combos.classify`, and the positions from real seeded deals that the
engine's greedy player plays on every seat (their legal actions, the ban, the settlement).
"""

from __future__ import annotations

from functools import lru_cache
from typing import NamedTuple

from flask_babel import gettext as _
from flask_babel import lazy_gettext as _l
from flask_babel import ngettext
from website.core import models
from website.core.words import points
from website.games.kit.lessons import Asked, Lesson, Option, Question, Screen, Zone
from website.games.tamcuc import tables as tc
from website.games.tamcuc import words
from website.games.tamcuc.texts import rank_label

from engine.tamcuc import RANKS, TAMCUC_BY_ID, TAMCUC_DECK, deal, get_rules
from engine.tamcuc.cards import ids_of, mask_of, strength
from engine.tamcuc.combos import SHAPES, classify
from engine.tamcuc.players import GreedyPlayer
from engine.tamcuc.state import HAND_SIZE, Call, Reveal, State, ket_kind, trick_winner

RULES = "standard"
SEATS = 4  # the positions are four-player deals, the game at its fullest
TWO = 2  # the count's deals are two-player deals, like the coached deal
EXAMPLE = 34  # a two-player deal whose cây do not balance: the count's worked example
NONE = "none"  # the answer "no combination" / "no kết"

RED = ("red-general", "red-advisor-1", "red-elephant-1", "red-chariot-1", "red-cannon-1",
       "red-horse-1", "red-soldier-1")
BLACK = tuple(c.replace("red-", "black-") for c in RED)
REMOVED_3 = ids_of(get_rules(RULES).removed(3))  # the site's default removal for three

# -- the seeded deals -------------------------------------------------------------------


@lru_cache(maxsize=8)
def history(seed: int, seats: int = SEATS) -> tuple[State, ...]:
    """Every state of a seeded deal (four players unless told) that the greedy player plays on
    every seat."""
    player = GreedyPlayer()
    state = deal(RULES, seed=seed, seats=seats)
    states = [state]
    while not state.is_over:
        state = state.apply(player.choose(state.observation(state.current), None))
        states.append(state)
    return tuple(states)


class Count(NamedTuple):
    """A two-player deal settled by the count, from one seat: its cây and the opponent's, how
    far each is from the par, the opponent's shows, the cards this seat took uncontested at
    the end, and what the engine's settlement pays it."""

    you: int
    them: int
    par: int
    over: int  # this seat's cây above the par (negative: below)
    under: int  # the opponent's cây below the par (negative: above)
    shown: tuple[tuple[str, ...], ...]
    left: int
    points: int


def count_case(seed: int, you: int = 0) -> Count:
    """The end of a seeded two-player deal without a kết, as the engine settled it."""
    states = history(seed, TWO)
    result = states[-1].result
    assert result.ket is None, "the count is the settlement without a kết"
    them = 1 - you
    events = [e for s in states for e in s.events]
    return Count(result.cards[you], result.cards[them], result.par,
                 result.cards[you] - result.par, result.par - result.cards[them],
                 tuple(e.cards for e in events if e.kind == "show" and e.player == them),
                 sum(e.count for e in events if e.kind == "uncontested" and e.player == you),
                 result.points[you])


def first_reveal(seed: int) -> State:
    """The first decision to turn up or chui of the deal."""
    return next(s for s in history(seed) if s.phase == "reveal")


PATH = (
    Lesson("cards", _l("Thirty-two cards"), (
        Screen(_l("Tam Cúc is played with %(cards)s long, narrow cards: the pieces of Cờ Tướng "
                  "on paper. There are %(ranks)s ranks, each in red and in black."),
               RED + BLACK, "rank"),
        Screen(_l("Every card carries a Chinese character, the same in both colours, and on "
                  "this site's cards a small picture: a crown for the General, a fan for the "
                  "Advisor, then an elephant, a chariot's wheel, a cannon, a horse's head, and "
                  "a spear for the Soldier."),
               BLACK, "rank"),
        Screen(_l("Each colour has one General, two each of the Advisor, Elephant, Chariot, "
                  "Cannon and Horse, and five Soldiers. The red General, Tướng ông, is the "
                  "strongest card; a black Soldier is the weakest."),
               ("red-general", "black-soldier-1")),
    ), Question("rank", card="black-cannon-2", uses=("term:rank",)),
        teaches=("term:rank", "term:colour")),
    Lesson("table", _l("Dealing, and who leads"), (
        Screen(_l("Two, three or four can play. With two, each gets %(hand2)s cards; with four, "
                  "%(hand4)s: the whole deck is dealt. With three, each gets %(hand3)s, and "
                  "%(removed3)s cards leave the deck first: on this site, these.")
               , REMOVED_3, "rank"),
        Screen(_l("Other tables remove other cards for three players; the rules page lists "
                  "each reading and the rule set that plays it."),
               link=("site-choices", _l("How this site plays"))),
        Screen(_l("The cards are played in tricks: one player calls by laying cards face "
                  "down, each of the others lays as many, and the strongest play wins the trick "
                  "and keeps its cards. Which play is the strongest, the next lessons show.")),
        Screen(_l("The player who leads a trick is the cái. The dealer is the cái of the first "
                  "trick; whoever wins a trick becomes the cái and leads the next.")),
        Screen(_l("Who deals first is settled by bắt cái: a card is turned up and counted round "
                  "the table from the player who drew it, by its rank; the player where the "
                  "count stops deals.")),
    ), Question("hand", seat=3, uses=("term:deal",)),
        teaches=("term:deal", "term:trick", "term:cai", "term:bat-cai")),
    Lesson("singles", _l("Which card is stronger"), (
        Screen(_l("From the weakest rank to the strongest: Soldier, Horse, Cannon, Chariot, "
                  "Elephant, Advisor, General."), tuple(reversed(RED)), "rank"),
        Screen(_l("Of two cards of the same rank, red beats black. But the rank comes first: "
                  "a black Elephant beats a red Chariot."),
               ("red-horse-1", "black-horse-1", "black-elephant-1", "red-chariot-1")),
    ), Question("trick", plays=(("red-cannon-1",), ("black-chariot-2",)),
                uses=("term:order", "term:trick")), teaches=("term:order",)),
    Lesson("combinations", _l("Combinations"), (
        Screen(_l("You may play several cards at once when they form a combination of one "
                  "colour. A pair is two cards of the same rank and colour; there is no pair "
                  "of Generals, since each colour has only one."),
               ("red-chariot-1", "red-chariot-2", "black-horse-1", "black-horse-2")),
        Screen(_l("A triple is three cards of one colour: General, Advisor and Elephant, or "
                  "Chariot, Cannon and Horse. Four Soldiers of one colour are a tứ tử, all "
                  "five a ngũ tử."),
               ("black-chariot-1", "black-cannon-1", "black-horse-1", "red-soldier-1",
                "red-soldier-2", "red-soldier-3", "red-soldier-4")),
        Screen(_l("Any other cards together form nothing. Cards of two colours never make a "
                  "combination.")),
    ), Question("shape", pile=("red-chariot-1", "red-cannon-2", "black-horse-1"),
                uses=("term:combination",)), teaches=("term:combination",)),
    Lesson("tricks", _l("What beats what"), (
        Screen(_l("A trick: the cái calls by laying a combination face down, and every other "
                  "player lays as many cards. Only a play of the same combination can win: a "
                  "pair against a pair, a triple against a triple.")),
        Screen(_l("Between plays of the same combination the higher rank wins, and red beats "
                  "black of the same rank. A General, Advisor and Elephant triple beats a "
                  "Chariot, Cannon and Horse triple."),
               ("black-elephant-1", "black-elephant-2", "red-chariot-1", "red-chariot-2")),
    ), Question("trick", plays=(("black-chariot-1", "black-chariot-2"),
                                   ("red-horse-1", "red-horse-2"),
                                   ("red-chariot-1", "red-chariot-2"),
                                   ("red-soldier-1", "black-general")),
                uses=("term:trick", "term:combination")), teaches=("term:trick",)),
    Lesson("chui", _l("Face down: turn up or chui"), (
        Screen(_l("Every play is laid face down. Then the caller turns theirs up, and the others "
                  "follow in turn: a player whose play beats the best so far turns it up and "
                  "takes the lead.")),
        Screen(_l("A player who cannot beat it shows nothing: that is chui, conceding unseen, "
                  "so that nobody learns their cards. The best play wins the trick: its cards "
                  "become the winner’s cây, and the winner calls next. The other plays are "
                  "rác, out of the game.")),
        Screen(_l("Since plays are face down, a follower may lay any cards, even cards that "
                  "form nothing: a way to keep a good pair for later.")),
    ), Question("reveal", seed=4, uses=("term:cai", "term:chui")),
        teaches=("term:chui", "term:cay")),
    Lesson("first-call", _l("The first call"), (
        Screen(_l("The first call of a deal has a rule everyone knows by heart. With two or "
                  "four players: “cấm tướng, cấm sĩ, lấy tượng cầm đầu”. No General, no "
                  "Advisor: the Elephant leads.")),
        Screen(_l("With three players: “cấm sĩ, cấm tượng, lấy xe cầm đầu”. No Advisor, no "
                  "Elephant: the Chariot leads. A play holding a banned card cannot win; it "
                  "counts as a chui, for the caller and for the others alike.")),
    ), Question("ban", seed=6, uses=("term:cai", "term:first-call")),
        teaches=("term:first-call",)),
    Lesson("ket", _l("Settling the deal: cây and kết"), (
        Screen(_l("When the cards run out without a kết, each player counts their cây against "
                  "the par: %(par4)s with four players, %(par3)s with three, %(par2)s with two. "
                  "Each cây above the par is a point owed to you; each cây short of it, a point "
                  "you owe.")),
        Screen(_l("When every card was won in a trick, what the players below the par owe is "
                  "just what the others are owed, and everyone is paid in full. But cards shown "
                  "on the table (trình làng, the next lesson) add cây, and a trick nobody wins "
                  "takes some away. Then the two sides differ, and only the smaller total "
                  "changes hands, a point at a time, each going to whoever is still owed the "
                  "most and coming from whoever still owes the most.")),
        Screen(_l("An example from a two-player deal: your opponent showed four Soldiers, and "
                  "once their hand was empty you took your last %(ex_left)s cards uncontested. "
                  "You finished with %(ex_you)s cây, your opponent with %(ex_them)s: "
                  "%(ex_total)s in all, not %(hand2)s. You are "
                  "%(ex_over)s above the par of %(par2)s and your opponent %(ex_under)s below "
                  "it, so your opponent pays what they owe and no more: you gain %(ex_gain)s."),
               tuple(c for shown in count_case(EXAMPLE).shown for c in shown)),
        Screen(_l("The last trick can pay much more. If the cái wins it with a pair, up to a "
                  "pair of red Chariots, that is a kết đôi; with a triple, a kết ba; with a "
                  "pair of black Soldiers, a tứ tử or a ngũ tử, a kết tốt đen, the best of "
                  "all."), ("black-soldier-1", "black-soldier-2")),
        Screen(_l("A kết is paid by each other player, at its value for the number of players "
                  "in the table below, less the cây that player won (but never below zero). "
                  "With four players, a player with 3 cây pays %(ketdoi4)s − 3 for a "
                  "kết đôi."), table="tamcuc-points"),
        Screen(_l("A kết beaten by a stronger play is paid to the one who beat it. Red "
                  "Soldiers beating a call of black Soldiers is đè: the caller pays the most "
                  "of all.")),
    ), Question("count", seed=1, seat=0, uses=("term:cay", "term:par", "term:balance")),
        teaches=("term:par", "term:balance", "term:ket", "value:ket")),
    Lesson("no-ket", _l("Pairs without kết, and showing"), (
        Screen(_l("Only pairs up to the Chariots make a kết đôi. A pair of Advisors (Sĩ) or of "
                  "Elephants (Tượng) wins the last trick but makes no kết."),
               ("red-advisor-1", "red-advisor-2", "black-elephant-1", "black-elephant-2"), "rank"),
        Screen(_l("Four or five Soldiers of one colour may be shown on the table: trình làng. "
                  "Shown cards count as won. Five Soldiers shown, or four with three players, "
                  "seize the lead: cướp cái.")),
        Screen(_l("Some tables also play đi đêm: before the first trick each player may pass "
                  "a card face down to another, who gives one back or declines. This site "
                  "plays it only in its đi đêm rule set."),
               link=("site-choices", _l("How this site plays"))),
    ), Question("ket-pair", pile=("red-advisor-1", "red-advisor-2", "black-elephant-1",
                                     "black-elephant-2", "red-chariot-1", "red-chariot-2"),
                uses=("term:ket",)),
        teaches=("term:ket-pair", "term:trinh-lang", "term:cuop-cai", "term:di-dem")),
    Lesson("coached-deal", _l("A whole deal with a coach"), (
        Screen(_l("Now play a whole two-player deal against the computer. Before each of your "
                  "decisions the coach says what to weigh and what it would play; after it, "
                  "whether it agrees. You may follow it or not.")),
    ), Question("guided", uses=("term:trick", "term:cai", "term:chui", "term:cay", "term:ket"))),
)


def counts(lang: str) -> dict:
    """Numbers the screens quote, from the engine's deck and rule set, and the worked example
    of the count: a two-player deal the engine played and settled."""
    rules = get_rules(RULES)
    ket4 = rules.ket_table(4)
    ex = count_case(EXAMPLE)
    return {"cards": len(TAMCUC_DECK), "ranks": len(RANKS),
            **{f"par{n}": rules.par_for(n) for n in (2, 3, 4)},
            **{f"hand{n}": HAND_SIZE[n] for n in (2, 3, 4)}, "removed3": len(REMOVED_3),
            **{f"{k.replace('-', '')}4": v for k, v in ket4.items()},
            "ex_left": ex.left, "ex_you": ex.you, "ex_them": ex.them, "ex_over": ex.over,
            "ex_under": ex.under, "ex_total": ex.you + ex.them, "ex_gain": points(ex.points)}


def screen_card(card_id: str, how: str, lang: str) -> tuple:
    """A card of a screen with its caption: its glyph and rank (``how`` is "rank") or none."""
    card = TAMCUC_BY_ID[card_id]
    return card, _rank_label(card.rank, lang) if how == "rank" else ""


def rank_name(rank, lang: str) -> str:
    """A rank's name; in English with the Vietnamese name the game log uses ("General (Tướng)")."""
    return f"{rank.names['en']} ({rank.names['vi']})" if lang == "en" else rank.names[lang]


def _cards(ids) -> tuple:
    return tuple(TAMCUC_BY_ID[c] for c in ids)


def _names(ids, lang: str) -> str:
    """A play in words as the deal's log names it ("Red Chariot pair", "Red Soldier tứ tử"):
    identical copies are not numbered, players cannot tell them apart."""
    return words.play_words(ids, lang)


def _player(n: int) -> str:
    return _("Player %(n)s", n=n)


# -- askers -----------------------------------------------------------------------------


def _rank_label(rank, lang: str) -> str:
    """A rank as a choice or a caption: its glyph, then its name (in Chinese the simplified
    form only where it differs; in English with the Vietnamese name the game log uses)."""
    return rank_label(rank, lang) if lang == "zh" else f"{rank.glyph} · {rank_name(rank, lang)}"


def ask_rank(q: Question, lang: str) -> Asked:
    c = TAMCUC_BY_ID[q.card]
    ranks = sorted(RANKS, key=lambda r: -r.order)
    return Asked(_("Which rank is this card?"),
                 [Option(r.id, _rank_label(r, lang)) for r in ranks], frozenset({c.rank.id}),
                 card=c,
                 why=_("The character %(glyph)s names the %(rank)s; this one is %(card)s.",
                       glyph=c.glyph, rank=rank_name(c.rank, lang), card=_names([c.id], lang)),
                 reasons={r.id: _("This card shows %(glyph)s; %(rank)s is written %(other)s.",
                                  glyph=c.glyph, rank=rank_name(r, lang), other=r.glyph)
                          for r in ranks if r is not c.rank})


def ask_trick(q: Question, lang: str) -> Asked:
    winner = trick_winner(RULES, list(q.plays))
    plays = [_cards(p) for p in q.plays]
    single = len(q.plays[0]) == 1
    labels = [_("Player 1, the cái")] + [_player(i + 1) for i in range(1, len(plays))]
    options = [Option(str(i), label, cards=cards) for i, (label, cards) in
               enumerate(zip(labels, plays, strict=True))]
    win = q.plays[winner]
    reasons = {}
    for i, p in enumerate(q.plays):
        if i == winner:
            continue
        combo = classify(p)
        if combo is None or combo.shape != classify(q.plays[0]).shape:
            reasons[str(i)] = _("%(cards)s is not a play of the called kind, so it cannot win.",
                                cards=_names(p, lang))
        else:
            reasons[str(i)] = _("%(cards)s is beaten by %(best)s.", cards=_names(p, lang),
                                best=_names(win, lang))
    prompt = (_("The cái calls one card and the other player lays one. Which card wins?")
              if single else _("The cái called a pair; here are the four plays turned up. "
                               "Who wins the trick?"))
    return Asked(prompt, options, frozenset({str(winner)}), reasons=reasons,
                 why=_("%(cards)s wins: the highest rank of the called kind, red before black.",
                       cards=_names(win, lang)))


def _shape_name(shape: str, lang: str) -> str:
    return models.game_term(tc.TAMCUC_SHAPE_TERMS[shape], lang)


def _first_up(text: str) -> str:
    """A term at the start of a choice: "Kết đôi", not "kết đôi" (nothing else changed)."""
    return text[:1].upper() + text[1:]


def ask_shape(q: Question, lang: str) -> Asked:
    combo = classify(q.pile)
    right = combo.shape if combo else NONE
    options = [Option(s, _first_up(_shape_name(s, lang))) for s in SHAPES]
    options.append(Option(NONE, _("No combination")))
    colours = {TAMCUC_BY_ID[c].colour for c in q.pile}
    why = (_("Cards of two colours never make a combination.") if len(colours) > 1 else
           _("These cards make a %(shape)s.", shape=_shape_name(right, lang)) if combo else
           _("These cards are of one colour but make no combination."))
    reasons = {o.value: why for o in options if o.value != right}
    return Asked(_("What do these cards make together?"), options, frozenset({right}),
                 pile=list(_cards(q.pile)), pile_title=_("These cards"), why=why,
                 reasons=reasons)


def ask_reveal(q: Question, lang: str) -> Asked:
    state = first_reveal(q.seed)
    seat = state.current
    obs = state.observation(seat)  # the reader sees only what this seat may see
    best = obs.revealed[obs.best]
    can = Reveal() in obs.legal_actions
    zones = [Zone(_("The cái’s play, turned up"), _cards(best)),
             Zone(_("Your play, face down"), _cards(obs.own_play)),
             Zone(_("Your hand"), _cards(obs.hand))]
    mine, theirs = _names(obs.own_play, lang), _names(best, lang)
    why = (_("Your %(mine)s beats %(best)s: turn it up and take the trick.", mine=mine,
             best=theirs) if can else
           _("Your %(mine)s cannot beat %(best)s, so you chui: nobody sees your cards.",
             mine=mine, best=theirs))
    options = [Option("reveal", _("Turn up my play")), Option("chui", _("Chui"))]
    reasons = {"reveal": _("Only a play that beats the best so far may be turned up, and "
                           "%(mine)s does not beat %(best)s.", mine=mine, best=theirs),
               "chui": _("Your play beats the best so far: conceding would give the trick "
                         "away.")}
    return Asked(_("The cái has turned up its play. What do you do with yours?"), options,
                 frozenset({"reveal" if can else "chui"}), zones=zones, why=why,
                 reasons={k: v for k, v in reasons.items() if k != ("reveal" if can else "chui")})


def ask_ban(q: Question, lang: str) -> Asked:
    state = history(q.seed)[0]
    obs = state.observation(state.current)
    singles = [TAMCUC_BY_ID[a.cards[0]] for a in obs.legal_actions
               if isinstance(a, Call) and len(a.cards) == 1]
    distinct = {(c.colour, c.rank.id): c for c in singles}
    cards = sorted(distinct.values(), key=strength, reverse=True)[:5]
    allowed = [c for c in cards if not state.banned(mask_of([c.id]))]
    top = max(allowed, key=strength)
    reasons = {}
    for c in cards:
        if c is top:
            continue
        if state.banned(mask_of([c.id])):
            reasons[c.id] = _("%(card)s is banned on the first call: it could not win.",
                              card=_names([c.id], lang))
        else:
            reasons[c.id] = _("%(card)s may be called, but a stronger card of your hand is "
                              "allowed too.", card=_names([c.id], lang))
    return Asked(_("You are the cái of a four-player deal and make its first call. Which "
                   "single card is the strongest that can still win?"),
                 [Option(c.id, _names([c.id], lang), c) for c in cards], frozenset({top.id}),
                 zones=[Zone(_("Your hand"), _cards(obs.hand))],
                 options_title=_("Your call"), reasons=reasons,
                 why=_("%(card)s: the Generals and Advisors are banned, and it is the "
                       "strongest card left.", card=_names([top.id], lang)))


def _signed(n: int) -> str:
    return f"+{n}" if n > 0 else f"−{-n}" if n < 0 else "0"


def ask_count(q: Question, lang: str) -> Asked:
    """What a two-player deal without a kết pays the reader (seat ``q.seat``), whose cây do not
    balance the opponent's: the engine's settlement of a seeded deal."""
    c = count_case(q.seed, q.seat)
    assert c.over > c.under > 0, "the question is about the balance: above against below"
    right = c.points
    naive, gap = c.over, c.you - c.them  # the reader's own distance; the difference in cây
    values = sorted({right, naive, gap, 0})
    zones = [Zone(_("Shown by your opponent"), _cards(cards)) for cards in c.shown]
    why = ngettext("You are %(over)s above the par of %(par)s, your opponent only %(num)d below "
                   "it: they pay what they owe and no more, %(num)d point.",
                   "You are %(over)s above the par of %(par)s, your opponent only %(num)d below "
                   "it: they pay what they owe and no more, %(num)d points.", c.under,
                   over=c.over, par=c.par)
    reasons = {str(naive): _("%(over)s is what you are owed, but only what your opponent owes "
                             "changes hands.", over=_signed(naive)),
               str(gap): _("Count each of you against the par of %(par)s, not against each "
                           "other.", par=c.par),
               "0": _("You are above the par and your opponent below it: something changes "
                      "hands.")}
    return Asked(_("A two-player deal ends without a kết: you took %(you)s cây, your opponent "
                   "%(them)s, %(total)s in all since cards were shown. What does the deal pay "
                   "you?", you=c.you, them=c.them, total=c.you + c.them),
                 [Option(str(v), _signed(v)) for v in values], frozenset({str(right)}),
                 zones=zones, why=why,
                 reasons={str(v): reasons[str(v)] for v in values if v != right})


def ask_hand(q: Question, lang: str) -> Asked:
    """How many cards each player gets at ``q.seat`` players: the engine's hand size."""
    right = HAND_SIZE[q.seat]
    sizes = sorted({*HAND_SIZE.values(), 10})
    return Asked(_("With %(n)s players, how many cards does each get?", n=q.seat),
                 [Option(str(k), str(k)) for k in sizes], frozenset({str(right)}),
                 why=_("%(k)s each: %(removed)s cards leave the deck, and the other %(left)s "
                       "are dealt.", k=right, removed=len(REMOVED_3), left=right * q.seat),
                 reasons={str(k): _("With three players %(removed)s cards leave the deck "
                                    "before the deal.", removed=len(REMOVED_3))
                          for k in sizes if k != right})


def ask_ket_pair(q: Question, lang: str) -> Asked:
    """Which pair makes a kết đôi when the cái wins the last trick with it: the engine's
    :func:`~engine.tamcuc.state.ket_kind` on each pair."""
    rules = get_rules(RULES)
    pairs = [q.pile[i:i + 2] for i in range(0, len(q.pile), 2)]
    right = {str(i) for i, p in enumerate(pairs) if ket_kind(rules, mask_of(p), None) == "ket-doi"}
    options = [Option(str(i), _names(p, lang), cards=_cards(p)) for i, p in enumerate(pairs)]
    return Asked(_("The cái wins the last trick with a pair. Which of these pairs makes a "
                   "kết đôi?"), options, frozenset(right),
                 why=_("Only pairs up to the Chariots make a kết đôi; Advisors and Elephants "
                       "make none."),
                 reasons={o.value: _("A pair of Advisors or of Elephants makes no kết.")
                          for o in options if o.value not in right})


ASKERS = {"hand": ask_hand, "ket-pair": ask_ket_pair, "rank": ask_rank,
          "trick": ask_trick, "shape": ask_shape, "reveal": ask_reveal, "ban": ask_ban,
          "count": ask_count}
