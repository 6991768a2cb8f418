"""Hachi-Hachi's advice in the game's terms: the reasons for a play, a draw or a call, and why
one is better than another.

A play or a draw reads as in Hana-awase (:class:`website.games.kit.fishing_board.Advice`, with
Hachi-Hachi's dekiyaku, their values in kan or points, and the par of 88 where the rule set
settles card points against it). The sage / shōbu call is told in numbers: what sage banks
now, the card points it leaves uncounted, the dekiyaku each player is one card from and how
many unseen cards complete it, and the turns left.
"""

from __future__ import annotations

from flask_babel import gettext as _
from flask_babel import ngettext
from website.core.i18n import current_language
from website.core.words import Seats, and_list
from website.games.hachihachi import words
from website.games.kit.fishing_board import Advice, Scoring

from engine.hachihachi.dekiyaku import BLUE, INOSHIKACHO, POETRY, RAINMAN, dekiyaku, dekiyaku_progress
from engine.hachihachi.rules import YAKU_NAMES, get_rules
from engine.hachihachi.state import SAGE, Call
from engine.hachihachi.teyaku import BRIGHTS, kinds
from engine.hanafuda.cards import CARD_IDS, cards_in, mask_of


def members(yaku: str, rules) -> int:
    """The cards a dekiyaku is made of (a mask)."""
    k = kinds(rules)
    five = BRIGHTS if rules.goko_with_rainman else k["bright"]
    return {"akatan": POETRY, "aotan": BLUE, "inoshikacho": INOSHIKACHO, "nanatan": k["ribbon"],
            "shiko": BRIGHTS & ~RAINMAN, "goko": five}.get(yaku, k["chaff"])


def _yaku(pile: int, rules):
    return dekiyaku(pile, rules)


def _progress(pile: int, rules, gone: int, within: int):
    return dekiyaku_progress(pile, rules, gone, within)


def _par(obs) -> int:
    rules = get_rules(obs.rules)
    return rules.par if rules.settlement == "par" else 0


ADVICE = Advice(Scoring(
    yaku=_yaku, progress=_progress, members=members,
    name=lambda yaku: YAKU_NAMES[yaku][current_language()],
    value=lambda points, rules: words.amount(points, rules.unit),
    worth=lambda points, rules: rules.mon(points), par=_par,
    rules=lambda obs: get_rules(obs.rules)))


# -- the sage / shōbu call -------------------------------------------------------------------------

def _seats(obs, seats: Seats | None) -> Seats:
    return seats or Seats(you=obs.player, count=len(obs.piles))


def banked(obs) -> int:
    """What sage is paid now, in mon: each dekiyaku the mover holds from each of the other two
    (or twice from the one liable), times the field."""
    rules = get_rules(obs.rules)
    return 2 * rules.mon(sum(y.points for y in obs.dekiyaku[obs.player])) * obs.multiplier


def _near(obs, seat: int) -> list[tuple[str, int]]:
    """The dekiyaku ``seat`` is one card from, with how many unseen cards (to the mover) would
    complete each; those any ribbon or chaff grows are left out."""
    rules = get_rules(obs.rules)
    piles = [mask_of(p) for p in obs.piles]
    pile = piles[seat]
    gone = 0
    for q, other in enumerate(piles):
        if q != seat:
            gone |= other
    seen = obs.visible_cards()
    unseen = mask_of(c for c in CARD_IDS if c not in seen)
    out = []
    for p in dekiyaku_progress(pile, rules, gone, 1):
        m = members(p.yaku, rules)
        if m.bit_count() > 5:
            continue
        left = m & ~pile & ~gone
        reach = (left & unseen).bit_count() + sum(1 for c in cards_in(left) if c.id in obs.field)
        if reach:
            out.append((p.yaku, reach))
    return out


def _yaku_names(ids) -> str:
    lang = current_language()
    return and_list(YAKU_NAMES[y][lang] for y in ids)


def _threat_line(obs, seats: Seats) -> str | None:
    """The rival closest to a dekiyaku, in numbers, or None."""
    for q in range(len(obs.piles)):
        if q == obs.player:
            continue
        for yaku, n in _near(obs, q):
            who = _("you") if seats.is_you(q) else seats.name(q)
            return ngettext(
                "%(who)s is one card from %(yaku)s, and %(num)s card that would complete it is "
                "still unseen or on the field.", "%(who)s is one card from %(yaku)s, and %(num)s "
                "cards that would complete it are still unseen or on the field.", n,
                who=_cap(who), yaku=YAKU_NAMES[yaku][current_language()])
    return None


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def call_reasons(obs, action, seats: Seats | None = None, extra: bool = True) -> list[str]:
    """Why sage or shōbu, in numbers, and never against the call itself (``extra``: shōbu's
    last line, what sage would bank and the turns left)."""
    seats = _seats(obs, seats)
    you = seats.is_you(obs.player)
    who = seats.name(obs.player)
    rules = get_rules(obs.rules)
    mon = banked(obs)
    made = _yaku_names(y.id for y in obs.dekiyaku[obs.player])
    cards = sum(c.points for c in cards_in(mask_of(obs.piles[obs.player])))
    turns = sum(obs.hand_sizes)  # the turns left in the deal, every player's
    lines = []
    if action.decision == SAGE:
        lines.append(_("Sage banks %(mon)s mon now for %(yaku)s.", mon=mon, yaku=made))
        threat = _threat_line(obs, seats)
        if threat:
            lines.append(threat)
        if rules.settlement == "par" and not rules.sage_settles_cards and cards < rules.par:
            lines.append(_("Your %(cards)s card points, %(short)s short of the par of %(par)s, "
                           "are not counted after a sage.", cards=cards,
                           short=rules.par - cards, par=rules.par) if you else
                         _("%(who)s’s %(cards)s card points, %(short)s short of the par of "
                           "%(par)s, are not counted after a sage.", who=who, cards=cards,
                           short=rules.par - cards, par=rules.par))
        return lines
    own = _near(obs, obs.player)
    if own:
        yaku, n = own[0]
        lines.append(ngettext(
            "Playing on can add %(yaku)s, worth %(value)s: %(num)s card that completes it is "
            "still unseen or on the field.", "Playing on can add %(yaku)s, worth %(value)s: "
            "%(num)s cards that complete it are still unseen or on the field.", n,
            yaku=YAKU_NAMES[yaku][current_language()],
            value=words.amount(rules.dekiyaku[yaku], rules.unit)))
    if not any(_near(obs, q) for q in range(len(obs.piles)) if q != obs.player):
        lines.append(_("Neither other player is one card from a dekiyaku."))
    if rules.settlement == "par" and not rules.sage_settles_cards and cards > rules.par:
        lines.append(_("Your %(cards)s card points, %(over)s above the par of %(par)s, count "
                       "only if the deal is played out.", cards=cards, over=cards - rules.par,
                       par=rules.par) if you else
                     _("%(who)s’s %(cards)s card points, %(over)s above the par of %(par)s, "
                       "count only if the deal is played out.", who=who, cards=cards,
                       over=cards - rules.par, par=rules.par))
    if extra:
        lines.append(ngettext("Sage would bank %(mon)s mon; %(num)s turn is left in the deal.",
                              "Sage would bank %(mon)s mon; %(num)s turns are left in the deal.",
                              turns, mon=mon))
    return lines


def reasons(obs, action, seats: Seats | None = None) -> list[str]:
    """Why a move: a call in numbers, a play or a draw by what it does with the cards."""
    if isinstance(action, Call):
        return call_reasons(obs, action, seats)
    return ADVICE.reasons(obs, action, seats)


def warnings(obs, action, seats: Seats | None = None) -> list[str]:
    """What may be said against a move (never among its reasons)."""
    if isinstance(action, Call):
        other = Call("shobu" if action.decision == SAGE else SAGE)
        return [line for line in call_reasons(obs, other, seats)
                if line not in call_reasons(obs, action, seats)]
    return ADVICE.warnings(obs, action, seats)


def compare(obs, better, worse, seats: Seats | None = None) -> list[str]:
    """Why ``better`` is better than ``worse``: two calls in numbers, two plays or two draws by
    what each does with the cards."""
    if not isinstance(better, Call):
        return ADVICE.compare(obs, better, worse, seats)
    seats = _seats(obs, seats)
    mon = banked(obs)
    turns = sum(obs.hand_sizes)  # the turns left in the deal, every player's
    if better.decision == SAGE:
        first = _("Sage banks %(mon)s mon now; after shōbu, a dekiyaku made by another player "
                  "would cancel it, and the caller would pay that dekiyaku for both players.",
                  mon=mon)
        more = call_reasons(obs, better, seats)[1:]
        if more:
            return [first, more[0]]
        if not _near(obs, obs.player):
            you = seats.is_you(obs.player)
            return [first, ngettext(
                "None of your other dekiyaku is one card away, and %(num)s turn is left in the "
                "deal.", "None of your other dekiyaku is one card away, and %(num)s turns are left "
                "in the deal.", turns) if you else ngettext(
                "None of %(who)s’s other dekiyaku is one card away, and %(num)s turn is left in "
                "the deal.", "None of %(who)s’s other dekiyaku is one card away, and %(num)s turns "
                "are left in the deal.", turns, who=seats.name(obs.player))]
        return [first]
    own = call_reasons(obs, better, seats, extra=False)
    return own[:2] or [ngettext(
        "Sage would bank only %(mon)s mon, and %(num)s turn is left in the deal.",
        "Sage would bank only %(mon)s mon, and %(num)s turns are left in the deal.", turns,
        mon=mon)]
