"""Why a Koi-Koi move, and why one move rather than another, in the game's own terms.

Every sentence comes from the engine's values for the moves themselves
(:func:`engine.koikoi.analysis.move_facts`: the cards a move takes, the yaku it makes or brings
within a card, the opponent's yaku it blocks, the cards of use to the opponent it leaves on the
field and the unseen cards that could take them; for a koi-koi call, what stopping banks and
which yaku each side is one card from, with the turns left). None comes from the judge's
estimates, and none states a rule.

:func:`reasons` says what a move is for and never argues against it: a card a move leaves for
the opponent, or the opponent's threat when playing on, is said only by :func:`compare`, of
the move it compares unfavourably.
"""

from __future__ import annotations

from flask_babel import format_decimal, ngettext
from flask_babel import gettext as _
from website.core.words import and_list, once_each, or_list, points
from website.games.koikoi.words import Seats, card_name, card_names, yaku_name, yaku_names

from engine.hanafuda.cards import CARDS_BY_ID
from engine.koikoi.analysis import MoveFacts, Threat, move_facts, threats
from engine.koikoi.scoring import YAKU_CARDS, stop_points, yaku_total
from engine.koikoi.state import Call, Draw

_RANK = {"bright": 4, "animal": 3, "ribbon": 2, "chaff": 1}  # what a capture is worth keeping


def _cap(text: str) -> str:
    """A sentence that starts with a move's phrase starts with a capital letter."""
    return text[:1].upper() + text[1:]


CARDS_NAMED = 3  # a yaku's cards in reach named one by one; more are counted


def _or_cards(ids) -> str:
    return or_list(once_each(card_name(c) for c in ids))


def _completing(cards, obs) -> str:
    """The cards in reach that would complete a yaku, as a clause: those the mover sees (the
    field, the hand) by name, the unseen ones counted (never named: where they are, the mover
    cannot know)."""
    seen = [c for c in cards if CARDS_BY_ID[c].mask & (obs.field_mask | obs.hand_mask)]
    unseen = len(cards) - len(seen)
    if len(cards) > CARDS_NAMED:
        return ngettext("any of %(num)d cards still in play would complete it",
                        "any of %(num)d cards still in play would complete it", len(cards))
    if unseen == 1:  # one card: Vietnamese and Chinese have no singular of their own
        return (_("%(cards)s or one unseen card would complete it", cards=_or_cards(seen))
                if seen else _("one unseen card would complete it"))
    if seen and unseen:
        return ngettext("%(cards)s or %(num)d unseen card would complete it",
                        "%(cards)s or any of %(num)d unseen cards would complete it", unseen,
                        cards=_or_cards(seen))
    if unseen:
        return ngettext("%(num)d unseen card would complete it",
                        "any of %(num)d unseen cards would complete it", unseen)
    return _("%(cards)s would complete it", cards=_or_cards(seen))


def _and_cards(ids) -> str:
    return and_list(once_each(card_name(c) for c in ids))


def _you(obs, seats: Seats | None) -> bool:
    """Whether the sentences speak to the mover ("you", "the opponent"), or name the seats."""
    return seats is None or seats.you is not None


def move_phrase(action, other=None) -> str:
    """A play or a draw as a phrase that a sentence can begin with: "playing …" when
    ``other`` (the move it is compared with) plays another card, else "taking … with …"."""
    if other is not None and not isinstance(other, Call) and other.card != action.card:
        return _("playing %(card)s", card=card_name(action.card))
    if isinstance(action, Draw):
        if action.take:
            return _("taking %(taken)s with the drawn card", taken=card_names(action.take))
        return _("leaving the drawn %(card)s on the field", card=card_name(action.card))
    if action.take:
        return _("taking %(taken)s with %(card)s", taken=card_names(action.take),
                 card=card_name(action.card))
    return _("playing %(card)s to the field", card=card_name(action.card))


# -- the koi-koi call ---------------------------------------------------------------------------

def banked(obs) -> int:
    """What stopping scores now, doublings and all."""
    me = obs.player
    base = yaku_total(obs.yaku[me])
    return stop_points(base, obs.ruleset, obs.koikoi[1 - me] > 0, obs.koikoi[me],
                       obs.field_factor)[2]


def _reach(obs) -> int:
    return obs.field_mask | obs.unseen_mask()


def opponent_threats(obs) -> list[Threat]:
    """The opponent's yaku one card short, with the cards still in play that complete them."""
    return threats(obs.pile_masks[1 - obs.player], obs.ruleset, _reach(obs))


def own_threats(obs) -> list[Threat]:
    return threats(obs.pile_masks[obs.player], obs.ruleset, _reach(obs) | obs.hand_mask)


def _stop_sentence(obs) -> str:
    return _("Stopping banks %(points)s now, for %(yaku)s.", points=points(banked(obs)),
             yaku=yaku_names(obs.yaku[obs.player]))


def _their_threat(obs, t: Threat, seats: Seats | None) -> str:
    turns = obs.opponent_hand_size
    if _you(obs, seats):
        return ngettext("The opponent is one card from %(yaku)s (%(cards)s) and has %(num)d "
                        "turn left to get it.",
                        "The opponent is one card from %(yaku)s (%(cards)s) and has %(num)d "
                        "turns left to get it.", turns,
                        yaku=yaku_name(t.yaku), cards=_completing(t.cards, obs))
    return ngettext("%(who)s is one card from %(yaku)s (%(cards)s) and has %(num)d turn left "
                    "to get it.",
                    "%(who)s is one card from %(yaku)s (%(cards)s) and has %(num)d turns left "
                    "to get it.", turns, who=seats.name(1 - obs.player),
                    yaku=yaku_name(t.yaku), cards=_completing(t.cards, obs))


def _own_threat(obs, t: Threat) -> str:
    return ngettext("With koi-koi, %(yaku)s is one card away (%(cards)s), with %(num)d turn "
                    "left.",
                    "With koi-koi, %(yaku)s is one card away (%(cards)s), with %(num)d turns "
                    "left.", len(obs.hand), yaku=yaku_name(t.yaku), cards=_completing(t.cards, obs))


def _call_reasons(obs, action, seats: Seats | None) -> list[str]:
    if action.decision == "stop":
        return [_stop_sentence(obs), *(_their_threat(obs, t, seats)
                                       for t in opponent_threats(obs)[:2])]
    if not obs.hand:
        return [_("With koi-koi, only the opponent’s last turn is left.") if _you(obs, seats) else
                _("With koi-koi, only the last turn of %(who)s is left.",
                  who=seats.name(1 - obs.player))]
    out = [_own_threat(obs, t) for t in own_threats(obs)[:2]]
    if not out:
        out.append(ngettext("Koi-koi leaves %(num)d more turn to add to %(yaku)s.",
                            "Koi-koi leaves %(num)d more turns to add to %(yaku)s.",
                            len(obs.hand), yaku=yaku_names(obs.yaku[obs.player])))
    if not opponent_threats(obs):
        out.append(_("The opponent is not one card from any yaku.") if _you(obs, seats) else
                   _("%(who)s is not one card from any yaku.", who=seats.name(1 - obs.player)))
    return out


# -- plays and draws ----------------------------------------------------------------------------

def _blocks(obs, f: MoveFacts, seats: Seats | None) -> list[str]:
    if _you(obs, seats):
        return [_("It blocks the opponent’s %(yaku)s by taking %(cards)s.", yaku=yaku_name(t.yaku),
                  cards=_and_cards(t.cards)) for t in f.denies]
    return [_("It blocks %(yaku)s for %(who)s by taking %(cards)s.", yaku=yaku_name(t.yaku),
              who=seats.name(1 - obs.player), cards=_and_cards(t.cards)) for t in f.denies]


def _members(f: MoveFacts, yaku: str) -> list[str]:
    """The cards a capture adds to the pile that count for ``yaku``."""
    return [c for c in (f.card, *f.taken) if CARDS_BY_ID[c].mask & YAKU_CARDS[yaku]]


def _gains(obs, f: MoveFacts, turns: int) -> list[str]:
    """What a capture adds to the mover's pile, in yaku (``turns``: the mover's turns left
    after this one)."""
    out = []
    if f.made:
        cards = [c for c in (f.card, *f.taken) if any(c in _members(f, y) for y in f.made)]
        out.append(_("It completes %(yaku)s with %(cards)s: %(points)s more.",
                     yaku=yaku_names(f.made), cards=_and_cards(cards or f.taken),
                     points=points(f.points)))
    near = {t.yaku for t in f.near}
    for t in f.near:
        out.append(ngettext("With %(cards)s, %(yaku)s is one card short (%(completing)s), "
                            "with %(num)d turn left after this one.",
                            "With %(cards)s, %(yaku)s is one card short (%(completing)s), "
                            "with %(num)d turns left after this one.", turns,
                            cards=_and_cards(_members(f, t.yaku)), yaku=yaku_name(t.yaku),
                            completing=_completing(t.cards, obs)))
    for p in f.closer:
        if p.yaku not in near:
            out.append(_("With %(cards)s, %(yaku)s has %(have)s of its %(need)s cards.",
                         cards=_and_cards(_members(f, p.yaku)), yaku=yaku_name(p.yaku),
                         have=p.have, need=p.need))
    return out


def _kept(obs, f: MoveFacts) -> tuple[str, ...]:
    """Hand cards a discard keeps that are worth keeping: those that match the field, and
    brights and animals."""
    field_months = {CARDS_BY_ID[c].month for c in obs.field}
    return tuple(c for c in obs.hand if c != f.card and (
        CARDS_BY_ID[c].month in field_months or _RANK[CARDS_BY_ID[c].kind] >= 3))


def _discard_reasons(obs, f: MoveFacts, seats: Seats | None) -> list[str]:
    card = CARDS_BY_ID[f.card]
    if f.mates:
        return [_("%(card)s waits on the field for %(mates)s, kept in hand, to take it back.",
                  card=card_name(f.card), mates=_or_cards(f.mates))]
    takers = [c for c in obs.unseen() if CARDS_BY_ID[c].month == card.month]
    if not takers:
        return [_("No card still unseen can take %(card)s: the rest of its month is already "
                  "taken.", card=card_name(f.card))]
    if f.card not in {e.card for e in f.exposed}:
        return [_("It gives away only %(card)s, a card of little use to the opponent.",
                  card=card_name(f.card)) if _you(obs, seats) else
                _("It gives away only %(card)s, a card of little use to %(who)s.",
                  card=card_name(f.card), who=seats.name(1 - obs.player))]
    kept = _kept(obs, f)
    if kept:
        return [_("It plays %(card)s and keeps %(cards)s in hand for later.",
                  card=card_name(f.card), cards=_and_cards(kept))]
    return [_("It plays %(card)s and keeps the rest of the hand for later.",
              card=card_name(f.card))]


def reasons(obs, action, seats: Seats | None = None) -> list[str]:
    """What ``action`` is for, seen from ``obs`` (the mover's observation), in sentences that
    never argue against it. ``seats``: a replay's, whose mover is not the reader, names the
    opponent; otherwise the sentences speak to the reader."""
    if isinstance(action, Call):
        return _call_reasons(obs, action, seats)
    f = move_facts(obs, action)
    if not f.taken:
        return _discard_reasons(obs, f, seats)
    turns = len(obs.hand) - (0 if isinstance(action, Draw) else 1)
    out = _gains(obs, f, turns) + _blocks(obs, f, seats)
    text = " ".join(out)
    if out and any(card_name(c) not in text for c in (f.card, *f.taken)):  # every card said
        out.append(_("It takes %(taken)s with %(card)s.", taken=card_names(f.taken),
                     card=card_name(f.card)))
    elif not out and card_names(f.taken) == card_name(f.card):
        out.append(_("It takes a second %(card)s.", card=card_name(f.card)))
    elif not out:
        out.append(_("It takes %(taken)s with %(card)s.", taken=card_names(f.taken),
                     card=card_name(f.card)))
    return out


# -- two moves compared -------------------------------------------------------------------------

def _left(worse: str, e) -> str:
    """A card of use to the opponent that ``worse`` leaves on the field, and how many unseen
    cards could take it."""
    if len(e.takers) == 1:
        return _("%(worse)s would leave %(card)s on the field, where one unseen card of its "
                 "month could take it.", worse=worse, card=card_name(e.card))
    return ngettext("%(worse)s would leave %(card)s on the field, where %(num)d unseen card of its "
                    "month could take it.",
                    "%(worse)s would leave %(card)s on the field, where any of %(num)d unseen "
                    "cards of its month could take it.", len(e.takers), worse=worse,
                    card=card_name(e.card))


def _reserved(obs) -> dict[str, tuple[str, ...]]:
    """Field cards only the mover can take (no card of their month is unseen), with the hand
    cards that can take them."""
    unseen = {CARDS_BY_ID[c].month for c in obs.unseen()}
    out = {}
    for c in obs.field:
        month = CARDS_BY_ID[c].month
        mates = tuple(h for h in obs.hand if CARDS_BY_ID[h].month == month)
        if month not in unseen and mates:
            out[c] = mates
    return out


def _best_kind(ids) -> str | None:
    return max(ids, key=lambda c: _RANK[CARDS_BY_ID[c].kind], default=None)


def _gained(f: MoveFacts) -> tuple[str, ...]:
    return (f.card, *f.taken) if f.taken else ()


def _compare_calls(obs, better, seats: Seats | None) -> list[str]:
    if better.decision == "stop":
        theirs = opponent_threats(obs)
        if theirs:
            return [_stop_sentence(obs), _their_threat(obs, theirs[0], seats)]
        if not obs.hand:
            return [_stop_sentence(obs), *_call_reasons(obs, Call("koikoi"), seats)]
        if not own_threats(obs):
            return [_stop_sentence(obs), _("With koi-koi, no new yaku is one card away.")]
        return [_stop_sentence(obs)]
    out = _call_reasons(obs, better, seats)[:1]
    out.append(_("Stopping would bank only %(points)s.", points=points(banked(obs))))
    return out


def _differences(obs, better, worse, seats: Seats | None) -> list[str]:
    fb, fw = move_facts(obs, better), move_facts(obs, worse)
    b, w = _cap(move_phrase(better, worse)), move_phrase(worse, better)
    out = []
    if fb.points > fw.points and fb.made:
        out.append(_("%(better)s completes %(yaku)s (%(points)s more); %(worse)s does not.",
                     better=b, worse=w, yaku=yaku_names(fb.made), points=points(fb.points)))
    denied = {c for t in fw.denies for c in t.cards}
    for t in fb.denies:
        cards = [c for c in t.cards if c not in denied]
        if cards:
            them = _("the opponent") if _you(obs, seats) else seats.name(1 - obs.player)
            out.append(_("%(better)s keeps %(cards)s from %(them)s, one card from %(yaku)s; "
                         "%(worse)s does not.", better=b, worse=w, cards=_and_cards(cards),
                         them=them, yaku=yaku_name(t.yaku)))
            break
    safe = {e.card for e in fb.exposed}
    for e in fw.exposed:
        if e.card not in safe:
            out.append(_left(_cap(w), e))
            break
    near = {t.yaku for t in fw.near}
    for t in fb.near:
        if t.yaku not in near and t.yaku not in fb.made:
            out.append(_("%(better)s brings %(yaku)s within one card; %(worse)s does not.",
                         better=b, worse=w, yaku=yaku_name(t.yaku)))
            break
    else:
        have = {p.yaku: p.have for p in fw.closer}
        for p in fb.closer:
            if p.have > have.get(p.yaku, 0):
                out.append(_("%(better)s brings %(yaku)s to %(have)s of %(need)s cards; "
                             "%(worse)s does not.", better=b, worse=w, yaku=yaku_name(p.yaku),
                             have=p.have, need=p.need))
                break
    if fb.taken and not fw.taken:
        out.append(_("%(better)s adds %(cards)s to the pile; %(worse)s takes nothing.",
                     better=b, worse=w, cards=_and_cards(_gained(fb))))
    elif fb.taken and fw.taken:
        kb, kw = _best_kind(_gained(fb)), _best_kind(_gained(fw))
        if _RANK[CARDS_BY_ID[kb].kind] > _RANK[CARDS_BY_ID[kw].kind]:
            out.append(_("%(better)s wins %(card)s; %(worse)s wins nothing better than "
                         "%(other)s.", better=b, worse=w, card=card_name(kb),
                         other=card_name(kw)))
    if not fb.taken and not fw.taken and fb.mates and not fw.mates:
        out.extend(_discard_reasons(obs, fb, seats))
    held = _reserved(obs)
    for c in fw.taken:
        mates = [m for m in held.get(c, ()) if m != fb.card]
        if mates and c not in fb.taken:
            out.append(_("%(card)s can wait on the field: no unseen card can take it, and "
                         "%(mates)s in hand still can.", card=card_name(c),
                         mates=_or_cards(mates)))
            break
    if (not out and fb.card != fw.card
            and _RANK[CARDS_BY_ID[fw.card].kind] > _RANK[CARDS_BY_ID[fb.card].kind]):
        out.append(_("%(better)s keeps %(card)s in hand; %(worse)s gives it up.",
                     better=b, worse=w, card=card_name(fw.card)))
    return out


def compare(obs, better, worse, seats: Seats | None = None) -> list[str]:
    """One or two sentences on why ``better`` is better than ``worse`` in ``obs`` (the mover's
    observation), from what each move takes, makes, blocks and leaves; when they do much the
    same, what they share and what small difference remains. Never empty."""
    if isinstance(better, Call) or isinstance(worse, Call):
        if isinstance(better, Call) and isinstance(worse, Call) and better != worse:
            return _compare_calls(obs, better, seats)
        return reasons(obs, better, seats)[:2]
    out = _differences(obs, better, worse, seats)
    if out:
        return out[:2]
    if better.card == worse.card:
        return [_("Both use the drawn card; which card of its month it takes matters little "
                  "here.") if isinstance(better, Draw) else
                _("Both play %(card)s; which card of its month it takes matters little here.",
                  card=card_name(better.card))]
    return [_("%(better)s keeps %(card)s in hand for a later turn.",
              better=_cap(move_phrase(better, worse)), card=card_name(worse.card))]


def warnings(obs, action, seats: Seats | None = None) -> list[str]:
    """The sentences that would argue against ``action``, which :func:`reasons` never prints
    for it: a card of use to the opponent it leaves takeable on the field, and, for a call,
    the other side's yaku one card away (the opponent's when playing on, the mover's own
    when stopping)."""
    if isinstance(action, Call):
        if action.decision == "koikoi":
            return [_their_threat(obs, t, seats) for t in opponent_threats(obs)]
        return [_own_threat(obs, t) for t in own_threats(obs)]
    w = move_phrase(action)
    return [_left(_cap(w), e) for e in move_facts(obs, action).exposed]


# -- the judge's estimates, in words ------------------------------------------------------------

def figure(value: float) -> str:
    """An estimate on the −1 to +1 scale of a hand, to one decimal: "about +0.4"."""
    return _("about %(figure)s", figure=format_decimal(round(value, 1) + 0.0, format="+0.0;−0.0"))


def chances(value: float) -> str:
    """An estimate on the −1 to +1 scale of a hand as a sentence: the chances in words, and
    the figure to one decimal (the sampling cannot tell finer)."""
    about = figure(value)
    if value >= 0.5:
        return _("With this move you are very likely to win this hand (%(about)s).", about=about)
    if value >= 0.15:
        return _("With this move you have a good chance to win this hand (%(about)s).",
                 about=about)
    if value > -0.15:
        return _("With this move the hand could go either way (%(about)s).", about=about)
    if value > -0.5:
        return _("With this move the opponent has the better chance of winning this hand "
                 "(%(about)s).", about=about)
    return _("With this move the opponent is very likely to win this hand (%(about)s).",
             about=about)


def call_stakes(obs, koikoi_estimate: float | None) -> str | None:
    """The call's stakes in points: what stopping banks, what playing on averaged."""
    if koikoi_estimate is None:
        return None
    n = round(koikoi_estimate)
    return ngettext("Stopping banks %(banked)s; koi-koi is worth about %(average)s point on "
                    "average.",
                    "Stopping banks %(banked)s; koi-koi is worth about %(average)s points on "
                    "average.", abs(n), banked=points(banked(obs)),
                    average=format_decimal(n, format="+0;−0"))
