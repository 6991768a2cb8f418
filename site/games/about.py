"""What the site says about itself, built from the registries: the decks and games it teaches,
in the reader's language, for the sentences of the page head, the footer and the home page
(their gettext messages hold a ``%(…)s`` where the games or decks go, never a game's name)."""

from __future__ import annotations

from flask_babel import gettext as _
from website.core.words import and_list, list_join, or_list
from website.decks import DECKS
from website.games import GAMES


def decks() -> str:
    """Every deck in a sentence: "the Japanese flower cards and the Vietnamese Tam Cúc"."""
    return and_list(d.described for d in DECKS.values())


def games_by_deck() -> str:
    """Every game by its deck: "Hanafuda (Koi-Koi, Hachi-Hachi, Hana-awase) and Tam Cúc" (a deck whose only
    game bears its name is named once)."""
    parts = []
    for deck in DECKS.values():
        names = [str(g.name) for g in GAMES if g.deck == deck.id]
        parts.append(str(deck.name) if names == [str(deck.name)]
                     else _("%(deck)s (%(games)s)", deck=deck.name, games=list_join(names)))
    return and_list(parts)


def games(join: str = "and", skip: int = 0) -> str:
    """Every game's name (but the first ``skip``), in the site's order, joined by "and" or by
    "or"."""
    return (or_list if join == "or" else and_list)(g.name for g in GAMES[skip:])


def calculators() -> str:
    """What each game's calculator shows, games with the same words together: "for Koi-Koi and
    Hachi-Hachi, their yaku and points under every rule set; for Tam Cúc, …"."""
    groups: dict[str, list[str]] = {}
    for g in GAMES:
        groups.setdefault(str(g.calculator_blurb), []).append(str(g.name))
    return _("; ").join(_("for %(games)s, %(what)s", games=and_list(names), what=what)
                        for what, names in groups.items())
