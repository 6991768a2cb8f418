"""What the three-seat fishing games' puzzle kits share: the capture puzzle (pick the move that
completes or blocks a yaku) and the captured pile to count, from a position the engine's puzzle
module describes. Each game passes its engine module, its yaku names and its figures' wording;
a kind of puzzle only one game has stays with that game. Only the solver's view is drawn: never
another seat's hand or the stock.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from types import ModuleType

from flask_babel import gettext as _
from website.core.words import Seats, and_list
from website.games.kit.fishing import Line, card_list
from website.games.kit.fishing import card_name_in as card_name
from website.games.kit.puzzles import BadAnswer

from engine.hanafuda.cards import CARDS_BY_ID
from engine.hanafuda.cards import KINDS as CARD_KINDS
from engine.hanafuda.matching import Draw, action_text

MAX_FIELD = 120  # the longest move notation is about 80 characters
THREE_SEATS = Seats(you=0, count=3)  # "you" are seat 0 of a position; the others play after you


def deck_trainer(site, games):
    """The card trainer of the first other game in ``games`` (the registry) with ``site``'s deck:
    the same 48 cards, drilled once, by the game the registry lists first."""
    return next(g.puzzles.TRAINER for g in games if g.deck == site.deck and g is not site)


def move_label(action, lang: str) -> str:
    """A legal move in words: what the reader picks from."""
    if isinstance(action, Draw):
        if action.take:
            return _("Take %(taken)s with the drawn %(card)s.",
                     card=card_name(action.card, lang), taken=card_list(action.take, lang))
        return _("Leave the drawn %(card)s on the field.", card=card_name(action.card, lang))
    if action.take:
        return _("Play %(card)s and take %(taken)s.", card=card_name(action.card, lang),
                 taken=card_list(action.take, lang))
    return _("Play %(card)s and leave it on the field.", card=card_name(action.card, lang))


def pile_groups(ids) -> list[tuple[str, list]]:
    """A captured pile's cards by kind, only the kinds present: the pile puzzle's picture."""
    pile = [CARDS_BY_ID[c] for c in ids]
    return [(k, [c for c in pile if c.kind == k]) for k in CARD_KINDS
            if any(c.kind == k for c in pile)]


def read_field(form, name: str) -> str:
    """A posted field as text. :raises BadAnswer: for one no form of ours sends."""
    raw = form.get(name, "")
    if not isinstance(raw, str) or len(raw) > MAX_FIELD:
        raise BadAnswer(_("This answer could not be read."))
    return raw


def picked(form) -> dict:
    """The answers the capture and pile forms share, as the reader last posted them."""
    return {"yaku": set(form.getlist("yaku")), "points": form.get("points", "")[:4],
            "card_points": form.get("card_points", "")[:4], "move": form.get("move")}


def parts_wrong(parts: list[bool], names: list[str]) -> dict | None:
    """The verdict on an answer of several parts that is not all right: which to check."""
    if all(parts):
        return None
    wrong = [n for n, ok in zip(names, parts, strict=True) if not ok]
    return {"status": "wrong", "why": None,
            "message": _("Not quite: check %(parts)s.", parts=and_list(wrong))}


def verdict(right: bool, why: str | None) -> dict:
    """Right, or wrong with the reason (``why``) when there is one."""
    if right:
        return {"status": "right", "message": _("Right!"), "why": None}
    return {"status": "wrong", "message": _("Not quite."), "why": why}


def stepped_hints(step: int, first, second: Callable[[], str]) -> list[str]:
    """The first ``step`` hints, general to specific: ``first`` only says where to look."""
    out = [str(first)] if step >= 1 else []
    if step >= 2:
        out.append(second())
    return out


def card_points_line(total, face: dict) -> Line:
    """A pile's card points, kind by kind."""
    return Line(_("Card points: %(total)s (brights %(b)s, animals %(a)s, ribbons %(r)s, chaff "
                  "%(c)s).", total=total, b=face["bright"], a=face["animal"], r=face["ribbon"],
                  c=face["chaff"]))


class CapturePuzzles:
    """A fishing game's capture puzzles and the three-seat position they show.

    * ``engine`` — the game's engine puzzle module (``legal_actions``, ``compare``, ``load``);
    * ``yaku_name(yaku_id, lang)`` — a yaku's name;
    * ``adds(compared)`` — what a wrong move adds beside the best one (the engine's
      ``compare``), in the game's unit and words;
    * ``seats`` — who "you" are in a position (seat 0) and how the others are called.
    """

    def __init__(self, engine: ModuleType, yaku_name: Callable[[str, str], str],
                 adds: Callable[[dict], str], seats: Seats = THREE_SEATS):
        self.engine, self.yaku_name, self.adds, self.seats = engine, yaku_name, adds, seats
        self.load = cache(engine.load)

    def who(self, seat: int) -> str:
        return self.seats.name(seat)

    def moves(self, p: dict) -> dict:
        """Notation → action, for every legal move of a capture puzzle."""
        return {action_text(a): a for a in self.engine.legal_actions(p["position"])}

    def thumbnails(self, p: dict) -> list[str]:
        """A few cards of the position that tell puzzles apart, never the answer."""
        pos = p["position"]
        if p["kind"] == "pile":
            return sorted(pos["pile"], key=lambda c: -CARDS_BY_ID[c].points)[:4]
        if p["kind"] == "capture":  # never a card of an accepted move
            moves = self.moves(p)
            used = {c for a in p["answers"] for c in (moves[a].card, *moves[a].take)}
            return [c for c in (*pos["field"], *pos["hand"]) if c not in used][:4]
        return pos["piles"][0][:4]

    def block_goal(self, p: dict, lang: str) -> str:
        t = p["position"]["target"]
        return _("%(who)s is one card away from %(yaku)s. Which move stops it?",
                 who=self.who(t["seat"]), yaku=self.yaku_name(t["yaku"], lang))

    def heading(self, seat: int) -> str:
        return _("Your captured cards") if seat == 0 else _("Captured by %(who)s",
                                                           who=self.who(seat))

    def table(self, pos: dict, hand_words: Callable[[int], str],
              stock_words: Callable[[int], str]) -> dict:
        """The position as the solver sees it: hand, field, the card drawn, each seat's pile
        (the others' first) and how many cards it holds, and the stock's size."""
        cards = CARDS_BY_ID
        return {"hand": [cards[c] for c in pos["hand"]],
                "field": [cards[c] for c in pos["field"]],
                "drawn": cards[pos["drawn"]] if pos.get("drawn") else None,
                "seats": [{"heading": self.heading(s),
                           "pile": [cards[c] for c in pos["piles"][s]],
                           "hand": hand_words(pos["hand_sizes"][s])} for s in (1, 2, 0)],
                "stock": stock_words(pos["stock"])}

    def choices(self, p: dict, lang: str) -> list[dict]:
        """The legal moves to pick from, in words and pictures."""
        cards = CARDS_BY_ID
        return [{"value": text, "label": move_label(a, lang),
                 "cards": [cards[a.card], *(cards[c] for c in a.take)]}
                for text, a in self.moves(p).items()]

    def grade_move(self, p: dict, form, lang: str) -> dict:
        """The verdict on a posted move. :raises BadAnswer: for one not legal here."""
        move = read_field(form, "move")
        if move not in self.moves(p):
            raise BadAnswer(_("That move is not possible here."))
        right = move in p["answers"]
        return verdict(right, None if right else self.miss(p, move, lang))

    def miss(self, p: dict, chosen_move: str, lang: str) -> str:
        """Why a wrong move falls short, from the engine's figures, without naming the answer."""
        c = self.engine.compare(p, chosen_move)
        if p["theme"] == "block":
            t = p["position"]["target"]
            return _("After your move, %(who)s can still complete %(yaku)s.",
                     who=self.who(t["seat"]), yaku=self.yaku_name(t["yaku"], lang))
        return self.adds(c)

    def hint(self, p: dict, lang: str) -> str:
        """The capture puzzle's second hint: where the choice lies."""
        if p["position"]["phase"] == "draw":
            return _("The drawn card can take one of two cards: compare them.")
        played = p["answers"][0].split()[1]
        return _("Look at %(card)s in your hand.", card=card_name(played, lang))

    def lines(self, data: dict, lang: str, yaku_list: Callable, worth: Callable,
              title: Callable[[dict], str] | None = None) -> list[Line]:
        """Why the accepted moves are right: what each completes (``worth(gain)`` in the game's
        unit) or blocks, then what the others still need; ``title(solution)`` names each move
        when there are several."""
        lines = []
        several = title is not None and len(data["solutions"]) > 1
        for sol in data["solutions"]:
            if several:
                lines.append(Line(title(sol), (sol["card"], *sol["take"])))
            if sol["made"]:
                lines.append(Line(_("This completes %(yaku)s: %(value)s more.",
                                    yaku=yaku_list(sol["made"], lang), value=worth(sol["gain"])),
                                  tuple(sol["cards"])))
            for seat, yaku in sol["blocks"]:
                lines.append(Line(_("This takes %(cards)s: %(who)s can no longer complete "
                                    "%(yaku)s.", cards=card_list(sol["take"] or [sol["card"]],
                                                                 lang),
                                    who=self.who(seat), yaku=self.yaku_name(yaku, lang)),
                                  tuple(sol["take"])))
        for t in data["threats"]:
            lines.append(Line(_("%(who)s needs one of these for %(yaku)s: %(cards)s.",
                                who=self.who(t["seat"]), yaku=self.yaku_name(t["yaku"], lang),
                                cards=card_list(t["cards"], lang)), tuple(t["cards"])))
        return lines
