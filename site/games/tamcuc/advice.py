"""Tam Cúc advice in the game's own terms: what a move does, from the engine's values for it.

Every choice (a call, a lay, turning up or chui, trình làng or not) is read as a list of
:class:`Fact`: an idea of the game (a trick nothing still out of sight can beat, a pair kept for
the kết, the first-call ban, the cards spent, the cây counted against the par…), with a sign (for
the move, against it, or neither) and a weight. :func:`reasons` prints a move's strongest
facts for it, never one against it; :func:`compare` prints what the better move has that the
other lacks, and what speaks against the other that does not speak against the better.

Everything is computed from the mover's observation alone: "still out of sight" is the deck less
every card the mover has seen, and such cards are counted, never named.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

from flask_babel import gettext as _
from flask_babel import ngettext
from website.core.words import Seats, and_list, points
from website.games.tamcuc import words

from engine.tamcuc.cards import FULL_MASK, RANKS, TAMCUC_DECK, ids_of, mask_of, strength
from engine.tamcuc.combos import SHAPE_OF_SIZE, classify_mask, combinations_in
from engine.tamcuc.rules import get_rules
from engine.tamcuc.state import Call, Chui, Lay, Pass, Reveal, Show, breaks_ban, ket_kind, ket_points

FEW = 3  # at most this many stronger plays still out: beating this one spends one of them

# Each fact's text is a closure: build it from names bound once (a later assignment to the same
# name would change the sentence), hence the distinct names in each function below.


@dataclass(frozen=True)
class Fact:
    """One idea of a move: ``key`` names the idea (two moves sharing a key share the idea),
    ``sign`` is +1 for the move, -1 against it, 0 neither, ``weight`` its importance."""

    key: str
    sign: int
    weight: float
    text: Callable[[], str]
    value: float = 0  # for ideas two moves share: the higher, the better for its move

    @property
    def own(self) -> bool:
        """Whether it speaks of the move itself (its cards, its chui, its show), not only of
        what stays in hand."""
        return self.key not in ("top", "ket-kept")

    def __str__(self) -> str:
        return self.text()


# -- what the mover knows -------------------------------------------------------------------------

class Position:
    """The values the facts read from a mover's observation."""

    def __init__(self, obs, seats: Seats | None = None):
        self.obs = obs
        self.rules = get_rules(obs.rules)
        self.seats = seats or Seats(you=obs.player, count=obs.seats)
        self.hand = mask_of(obs.hand)
        self.play = mask_of(obs.own_play)
        deck = FULL_MASK & ~self.rules.removed(obs.seats)
        self.unseen = deck & ~mask_of(obs.visible_cards())
        self.par = self.rules.par_for(obs.seats)
        self.won = obs.won_counts[obs.player]

    def banned(self, mask: int) -> bool:
        return breaks_ban(self.rules, self.obs.seats, self.obs.first_call, mask)

    def stronger(self, mask: int) -> int:
        """How many plays still out of sight beat ``mask`` (cards for a single, kinds of
        combination otherwise), leaving out those the first-call ban keeps from winning."""
        return _stronger(self.unseen, mask, self.obs.first_call and self.rules.banned_order(
            self.obs.seats))

    def last_call(self, size: int) -> bool:
        """Whether a call of ``size`` cards empties every hand: the deal's last trick."""
        counts = [c for c in self.obs.hand_counts if c]
        return all(c == size for c in counts)

    def count(self, taken: int) -> str:
        total = self.won + taken
        return ngettext("%(num)d card won in all, against a par of %(par)d",
                        "%(num)d cards won in all, against a par of %(par)d", total, par=self.par)


@lru_cache(maxsize=4096)
def _stronger(unseen: int, mask: int, ban_top: int | bool) -> int:
    combo = classify_mask(mask)
    if combo is None:
        return 0
    n = mask.bit_count()
    found: set = set()
    for m in combinations_in(unseen, n):
        other = classify_mask(m)
        if other.shape != combo.shape or other.key <= combo.key:
            continue
        if ban_top and max(TAMCUC_DECK[i].rank.order for i in range(32) if m >> i & 1) > ban_top:
            continue
        found.add(m if n == 1 else tuple(sorted((TAMCUC_DECK[i].colour, TAMCUC_DECK[i].rank.id)
                                                 for i in range(32) if m >> i & 1)))
    return len(found)


def play_name(mask: int) -> str:
    return words.play_words(ids_of(mask))


def stronger_words(num: int, shape: str) -> str:
    """A count of stronger plays of a shape: "2 stronger cards", "1 stronger pair"."""
    if shape == "single":
        return ngettext("%(num)d stronger card", "%(num)d stronger cards", num)
    if shape == "pair":
        return ngettext("%(num)d stronger pair", "%(num)d stronger pairs", num)
    if shape == "triple":
        return ngettext("%(num)d stronger triple", "%(num)d stronger triples", num)
    return ngettext("%(num)d stronger %(shape)s", "%(num)d stronger %(shape)s", num,
                    shape=words.term(words.SHAPE_TERMS[shape]))


def kets_in(pos: Position, hand: int) -> tuple[int, str, int] | None:
    """The best kết a hand still holds: (its cards, its kind, its points), or None."""
    best = None
    for size in (2, 3, 4, 5):
        for m in combinations_in(hand, size):
            kind = ket_kind(pos.rules, m)
            if kind is None:
                continue
            value = (ket_points(pos.rules, pos.obs.seats, kind), classify_mask(m).key)
            if best is None or value > best[0]:
                best = (value, m, kind)
    if best is None:
        return None
    return best[1], best[2], best[0][0]


def top_card(mask: int) -> int:
    """The strongest single card of a mask (0 for none)."""
    bits = [1 << i for i in range(32) if mask >> i & 1]
    return max(bits, key=lambda b: strength(TAMCUC_DECK[b.bit_length() - 1]), default=0)


def banned_ranks(pos: Position) -> str:
    top = pos.rules.banned_order(pos.obs.seats)
    return and_list(r.names[words.current_language()] for r in RANKS if r.order > top)


# -- the facts of each kind of move ------------------------------------------------------------

def facts(obs, action, seats: Seats | None = None) -> list[Fact]:
    """Every idea the engine finds in ``action`` at ``obs``, for it and against it."""
    pos = Position(obs, seats)
    if isinstance(action, Show):
        return _show(pos, mask_of(action.cards))
    if isinstance(action, Pass) and obs.phase == "show":
        return _pass(pos)
    if isinstance(action, Call):
        return _call(pos, mask_of(action.cards))
    if isinstance(action, Lay):
        return _lay(pos, mask_of(action.cards))
    if isinstance(action, Reveal):
        return _reveal(pos)
    if isinstance(action, Chui):
        return _chui(pos)
    return []


def _keeping(pos: Position, spent: int, last: bool, sure: bool = False) -> list[Fact]:
    """What a move that spends ``spent`` from the hand keeps or breaks for later tricks: the
    best kết in hand, the strongest card."""
    out: list[Fact] = []
    rest = pos.hand & ~spent
    spent_name = play_name(spent)
    ket = None if last else kets_in(pos, pos.hand)
    if ket is not None:
        cards, kind, value = ket
        ket_name, ket_word = play_name(cards), words.term(_ket_term(kind))
        if cards & spent and cards & ~spent:  # some of its cards go, some stay
            out.append(Fact("ket-kept", -1, 4, lambda: _(
                "Spending %(play)s breaks up %(kept)s, which could make a %(ket)s at the last "
                "call.",
                play=spent_name, kept=ket_name, ket=ket_word), value=-value))
        elif not cards & spent:
            out.append(_kept(rest.bit_count(), ket_name, ket_word, value))
    top = top_card(pos.hand)
    if top and rest:
        top_name = play_name(top)
        if top & spent and not sure:
            if top == spent:
                out.append(Fact("top", -1, 2, lambda: _(
                    "%(top)s is the strongest card in hand, and this trick is not sure.",
                    top=top_name)))
            else:
                out.append(Fact("top", -1, 2, lambda: _(
                    "%(play)s spends %(top)s, the strongest card in hand, on a trick that is not "
                    "sure.", play=spent_name, top=top_name)))
        elif not top & spent:
            # worth saying when the card could have taken this very trick for sure
            sure_top = pos.obs.size in (0, 1) and pos.stronger(top) == 0
            left = rest.bit_count()
            out.append(Fact("top", 1, 1.5 if sure_top else 0.5, lambda: ngettext(
                "%(top)s, the strongest of the %(num)d card left in hand, stays for a later "
                "trick.",
                "%(top)s, the strongest of the %(num)d cards left in hand, stays for a later "
                "trick.", left, top=top_name)))
    return out


def _kept(left: int, name: str, ket: str, value: int) -> Fact:
    """A kết kept for the last call, and how many cards are left in hand until then."""
    return Fact("ket-kept", 1, 4, lambda: ngettext(
        "With %(num)d card left in hand, %(kept)s stays for the last call, where it would make "
        "a %(ket)s worth %(points)s.",
        "With %(num)d cards left in hand, %(kept)s stays for the last call, where it would make "
        "a %(ket)s worth %(points)s.", left, kept=name, ket=ket, points=points(value)),
        value=value)


def _ket_term(kind: str) -> str:
    return {"ket-tu-tu": "ket-tot-den", "ket-ngu-tu": "ket-tot-den"}.get(kind, kind)


def _winning(pos: Position, mask: int) -> list[Fact]:
    """A call or lay of the called shape: sure of the trick, or what can still beat it."""
    name = play_name(mask)
    n = mask.bit_count()
    beaters = pos.stronger(mask)
    if beaters == 0:
        count = pos.count(n)
        return [Fact("sure", 1, 5 + n, lambda: _(
            "%(play)s: nothing still out of sight can beat it, so it takes the trick "
            "(%(count)s).", play=name, count=count), value=n)]
    stronger = stronger_words(beaters, classify_mask(mask).shape)
    if beaters <= FEW:
        return [Fact("stronger", 1, 2 + n / 2, lambda: _(
            "%(play)s: only %(stronger)s still out of sight can beat it; whoever does must "
            "spend one.", play=name, stronger=stronger), value=-beaters)]
    return [Fact("stronger", -1, 1, lambda: _(
        "%(play)s: %(stronger)s still out of sight can beat it.", play=name,
        stronger=stronger), value=-beaters)]


def _spare(pos: Position, mask: int) -> bool:
    """Whether ``mask`` is the weakest cards of the hand (ties: any of the same strength)."""
    ranked = sorted(strength(c) for c in cards_in(pos.hand))
    return sorted(strength(c) for c in cards_in(mask)) == ranked[:mask.bit_count()]


def cards_in(mask: int):
    return [TAMCUC_DECK[i] for i in range(32) if mask >> i & 1]


def _call(pos: Position, mask: int) -> list[Fact]:
    name = play_name(mask)
    n = mask.bit_count()
    last = pos.last_call(n)
    out: list[Fact] = []
    if pos.banned(mask):
        rac = words.term("rac")
        out.append(Fact("ban", -1, 7, lambda: _(
            "%(play)s breaks the first-call ban: it cannot win this first trick and goes to "
            "%(rac)s unseen.", play=name, rac=rac)))
    else:
        if pos.obs.first_call and pos.banned(pos.hand):
            ranks = banned_ranks(pos)
            out.append(Fact("ban-kept", 1, 1, lambda: _(
                "%(play)s stays within the first-call ban, which keeps %(ranks)s from winning "
                "this first trick.", play=name, ranks=ranks)))
        kind = ket_kind(pos.rules, mask) if last else None
        if kind is not None:
            value = ket_points(pos.rules, pos.obs.seats, kind)
            ket = words.term(_ket_term(kind))
            if pos.stronger(mask) == 0:
                out.append(Fact("ket", 1, 12, lambda: _(
                    "%(play)s is the last call and nothing still out of sight can beat it: a "
                    "%(ket)s, worth %(points)s.", play=name, ket=ket, points=points(value))))
            else:
                out.append(Fact("ket", 1, 8, lambda: _(
                    "%(play)s is the last call: if nothing beats it, it is a %(ket)s, worth "
                    "%(points)s.", play=name, ket=ket, points=points(value))))
        else:
            out += _winning(pos, mask)
    if not any(f.own and f.sign > 0 for f in out) and not pos.banned(mask) and _spare(pos, mask):
        out.append(Fact("spare", 1, 1.5, lambda: ngettext(
            "%(play)s costs little if it is beaten: it is the card easiest to spare.",
            "%(play)s costs little if it is beaten: they are the cards easiest to spare.", n,
            play=name)))
    out += _keeping(pos, mask, last, sure=not pos.banned(mask) and pos.stronger(mask) == 0)
    if not any(f.own and f.sign >= 0 for f in out) and not pos.banned(mask):
        out.append(Fact("takes", 0, 0.5, lambda: ngettext(
            "%(play)s: if nothing beats it, it takes %(num)d card.",
            "%(play)s: if nothing beats it, it takes %(num)d cards.", n, play=name)))
    return out


def _lay(pos: Position, mask: int) -> list[Fact]:
    name = play_name(mask)
    combo = classify_mask(mask)
    shape = SHAPE_OF_SIZE[pos.obs.size]
    out: list[Fact] = []
    can_win = combo is not None and combo.shape == shape and not pos.banned(mask)
    if combo is not None and combo.shape == shape and pos.banned(mask):
        rac = words.term("rac")
        out.append(Fact("ban", -1, 5, lambda: _(
            "%(play)s breaks the first-call ban: it cannot win this first trick and goes to "
            "%(rac)s unseen.", play=name, rac=rac)))
    winning = _winning(pos, mask) if can_win else []
    hopeful = any(f.sign > 0 for f in winning)
    out += winning
    spare = _spare(pos, mask)
    rest = pos.hand & ~mask
    if not hopeful and spare and rest:
        kept = play_name(top_card(rest))
        out.append(Fact("spare", 1, 2, lambda: ngettext(
            "%(play)s: the card easiest to spare goes, and %(top)s stays in hand.",
            "%(play)s: the cards easiest to spare go, and %(top)s stays in hand.",
            mask.bit_count(), play=name, top=kept)))
    elif not hopeful and not spare:
        spare_name = play_name(_weakest(pos.hand, mask.bit_count()))
        out.append(Fact("spare", -1, 2, lambda: _(
            "%(play)s is unlikely to take the trick, and %(spare)s could go instead.",
            play=name, spare=spare_name)))
    if not any(f.sign >= 0 for f in out):
        rac = words.term("rac")
        out.append(Fact("spend", 0, 0.5, lambda: _(
            "%(play)s: if it does not take the trick, it goes to %(rac)s.", play=name,
            rac=rac)))
    out += _keeping(pos, mask, False, sure=any(f.key == "sure" for f in out))
    return out


def _weakest(hand: int, n: int) -> int:
    bits = sorted((1 << i for i in range(32) if hand >> i & 1),
                  key=lambda b: strength(TAMCUC_DECK[b.bit_length() - 1]))
    return sum(bits[:n])


def _revealed_best(pos: Position) -> int:
    obs = pos.obs
    return mask_of(obs.revealed[obs.best]) if obs.best is not None else 0


def _later(pos: Position) -> int:
    """Seats still to turn up or chui after the mover in this trick."""
    return len(pos.obs.queue) - 1


def _reveal(pos: Position) -> list[Fact]:
    obs = pos.obs
    mask = pos.play
    name = play_name(mask)
    n = mask.bit_count()
    best = _revealed_best(pos)
    best_name = play_name(best) if best else ""
    count = pos.count(n)
    out: list[Fact] = []
    later = _later(pos)
    beaters = pos.stronger(mask) if later else 0
    if not any(obs.hand_counts) and obs.leader != obs.player and best:
        call = mask_of(obs.revealed[obs.leader])
        if call and classify_mask(call) is not None:
            kind = ket_kind(pos.rules, call, mask)
            if kind is not None:
                value = ket_points(pos.rules, obs.seats, kind)
                out.append(Fact("ket", 1, 10, lambda: _(
                    "Beating the last call with %(play)s takes its %(ket)s, worth %(points)s.",
                    play=name, ket=words.term(_ket_term(kind)), points=points(value))))
    if later == 0 and not best:
        out.append(Fact("sure", 1, 5 + n, lambda: _(
            "%(play)s: nobody is left to turn up, so it takes the trick (%(count)s).",
            play=name, count=count)))
    elif later == 0:
        out.append(Fact("sure", 1, 5 + n, lambda: _(
            "%(play)s beats %(best)s and nobody is left to turn up: it takes the trick "
            "(%(count)s).", play=name, best=best_name, count=count)))
    elif beaters == 0:
        out.append(Fact("sure", 1, 5 + n, lambda: _(
            "%(play)s: nothing still out of sight can beat it, so it takes the trick "
            "(%(count)s).", play=name, count=count)))
    else:
        stronger = stronger_words(beaters, classify_mask(mask).shape)
        if best:
            out.append(Fact("may-hold", 1, 3, lambda: _(
                "%(play)s beats %(best)s and takes the trick unless a later player holds "
                "something stronger: %(stronger)s still out of sight.", play=name,
                best=best_name, stronger=stronger)))
        else:
            out.append(Fact("may-hold", 1, 3, lambda: _(
                "%(play)s takes the trick unless a later player holds something stronger: "
                "%(stronger)s still out of sight.", play=name, stronger=stronger)))
    return out


def _chui(pos: Position) -> list[Fact]:
    obs = pos.obs
    mask = pos.play
    name = play_name(mask)
    n = mask.bit_count()
    chui, rac = words.term("chui"), words.term("rac")
    if Reveal() not in obs.legal_actions:
        best = play_name(_revealed_best(pos))
        return [Fact("cannot", 0, 1, lambda: _(
            "%(play)s cannot beat %(best)s: it stays face down (%(chui)s) and goes to %(rac)s.",
            play=name, best=best, chui=chui, rac=rac))]
    out: list[Fact] = [Fact("hidden", 1, 1, lambda: _(
        "A %(chui)s keeps %(play)s face down: nobody learns those cards.", chui=chui,
        play=name))]
    later = _later(pos)
    beaters = pos.stronger(mask) if later else 0
    if beaters:
        stronger = stronger_words(beaters, classify_mask(mask).shape)
        out.append(Fact("may-not-hold", 1, 2, lambda: ngettext(
            "%(play)s might not hold anyway: %(stronger)s still out of sight, and %(num)d player "
            "still to turn up.",
            "%(play)s might not hold anyway: %(stronger)s still out of sight, and %(num)d players "
            "still to turn up.", later, play=name, stronger=stronger)))
    out.append(Fact("gives-up", -1, 6 if not beaters else 3, lambda: ngettext(
        "A %(chui)s gives up a trick %(play)s could take: its %(num)d card goes to %(rac)s.",
        "A %(chui)s gives up a trick %(play)s could take: its %(num)d cards go to %(rac)s.", n,
        chui=chui, play=name, rac=rac)))
    return out


def _showable(pos: Position) -> int:
    shows = [mask_of(a.cards) for a in pos.obs.legal_actions if isinstance(a, Show)]
    return max(shows, key=int.bit_count, default=0)


def _show(pos: Position, mask: int) -> list[Fact]:
    name = play_name(mask)
    count = pos.count(mask.bit_count())
    show = words.term("trinh-lang")
    out = [Fact("show", 1, 5, lambda: _(
        "Shown now (%(show)s), %(play)s counts as won at once: %(count)s.", play=name,
        show=show, count=count))]
    rule = pos.rules.show_rule(pos.obs.seats, classify_mask(mask).shape)
    if rule and rule[1] and pos.rules.seize_takes_lead and pos.rules.seize_deals_next:
        seize = words.term("cuop-cai")
        out.append(Fact("seize", 1, 4, lambda: _(
            "Showing it also seizes the deal (%(seize)s): whoever shows calls next and deals the "
            "next deal.", seize=seize)))
    return out


def _pass(pos: Position) -> list[Fact]:
    mask = _showable(pos)
    if not mask:
        return []
    name = play_name(mask)
    out: list[Fact] = [Fact("hidden", 1, 1, lambda: _(
        "Not showing keeps %(play)s secret: nobody knows it is there.", play=name))]
    kind = ket_kind(pos.rules, mask)
    if kind is not None:
        value = ket_points(pos.rules, pos.obs.seats, kind)
        out.append(_kept(len(pos.obs.hand), name, words.term(_ket_term(kind)), value))
    rule = pos.rules.show_rule(pos.obs.seats, classify_mask(mask).shape)
    if rule and rule[0] == "first":
        out.append(Fact("show-ends", -1, 3, lambda: _(
            "The chance to show %(play)s ends with the first call.", play=name)))
    return out


# -- what the reader is told ----------------------------------------------------------------------

def reasons(obs, action, seats: Seats | None = None) -> list[str]:
    """One or two sentences for ``action``: first what the move itself does (its cards named),
    then the strongest other idea for it (what stays in hand); never a fact against it."""
    found = sorted(facts(obs, action, seats), key=lambda f: -f.weight)
    own = [f for f in found if f.own and f.sign > 0] or [f for f in found if f.own and f.sign == 0]
    rest = [f for f in found if f.sign > 0 and f.weight >= 1 and f not in own[:1]]
    return [sentence(f) for f in (own[:1] + rest)[:2]]


def sentence(fact: Fact) -> str:
    return sentence_text(str(fact))


def sentence_text(text: str) -> str:
    """Capitalised: a sentence may start with a play's name ("bộ ba (…)", "triple (…)")."""
    return text[:1].upper() + text[1:]


def compare(obs, better, worse, seats: Seats | None = None) -> list[str]:
    """Why ``better`` is better than ``worse`` here, in one or two sentences: the strongest
    idea the better move has and the other lacks (or has less of), then the strongest against
    the other that does not hold as much against the better; when both come to the same
    ideas, what they share and the cards that differ."""
    fb, fw = facts(obs, better, seats), facts(obs, worse, seats)

    def lacks(f: Fact, others: list[Fact], sign: int) -> bool:
        same = [g for g in others if g.key == f.key and g.sign == sign]
        return not same or all(g.value < f.value if sign > 0 else g.value > f.value for g in same)

    pros = sorted((f for f in fb if f.sign > 0 and lacks(f, fw, 1)), key=lambda f: -f.weight)
    pros += _fewer(obs, better, worse, fb, fw)
    cons = sorted((f for f in fw if f.sign < 0 and lacks(f, fb, -1)), key=lambda f: -f.weight)
    chosen = pros[:1] + [f for f in cons if not pros or f.key != pros[0].key][:1]
    chosen += [f for f in pros[1:] + cons if f not in chosen and all(
        f.key != g.key for g in chosen)][:2 - len(chosen)]
    if chosen:
        return [sentence(f) for f in sorted(chosen, key=lambda f: -f.weight)]
    return [_same(better, worse, fb)]


def _fewer(obs, better, worse, fb: list[Fact], fw: list[Fact]) -> list[Fact]:
    """Two plays that can both be beaten, the better by fewer plays still out of sight."""
    b = next((f for f in fb if f.key == "stronger"), None)
    w = next((f for f in fw if f.key == "stronger"), None)
    if b is None or w is None or b.value <= w.value or b.sign > 0 and w.sign > 0:
        return []
    mb, mw = mask_of(better.cards), mask_of(worse.cards)
    sb = stronger_words(-int(b.value), classify_mask(mb).shape)
    sw = stronger_words(-int(w.value), classify_mask(mw).shape)
    nb, nw = play_name(mb), play_name(mw)
    return [Fact("fewer", 1, 2.5, lambda: _(
        "Fewer plays still out of sight can beat %(better)s (%(b)s) than %(worse)s (%(w)s).",
        better=nb, b=sb, worse=nw, w=sw))]


def _same(better, worse, fb: list[Fact]) -> str:
    """Two moves with the same ideas: the one that keeps the other's cards, named."""
    cards_b = mask_of(getattr(better, "cards", ()))
    cards_w = mask_of(getattr(worse, "cards", ()))
    kept = cards_w & ~cards_b
    if cards_b and cards_w and kept:
        return sentence_text(_("%(better)s and %(worse)s come to much the same here; the small "
                 "difference is that %(kept)s stays in hand.", better=play_name(cards_b),
                 worse=play_name(cards_w), kept=play_name(kept)))
    shared = [sentence(f) for f in fb if f.sign >= 0]
    return shared[0] if shared else _("Both choices come to the same here.")
