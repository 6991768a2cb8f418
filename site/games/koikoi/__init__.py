"""What Koi-Koi adds to the site: its declaration; its parts are the modules beside this one."""

from flask_babel import lazy_gettext as _l
from website.games.base import GameSite

SITE = GameSite(
    id="koikoi", slug="koikoi", name=_l("Koi-Koi"), deck="hanafuda",
    blurb=_l("The two-player Hanafuda game: capture cards by month, make yaku, then stop or call "
             "koi-koi."),
    calculator_blurb=_l("their yaku and points under every rule set"),
    home_cards=("clover-boar", "maple-deer", "peony-butterflies"), rules_template="games/koikoi/rules.html")
