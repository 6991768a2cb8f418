"""What Hana-awase adds to the site: its declaration; its parts are the modules beside this one."""

from flask_babel import lazy_gettext as _l
from website.games.base import GameSite

SITE = GameSite(
    id="hanaawase", slug="hana-awase", name=_l("Hana-awase"), deck="hanafuda",
    blurb=_l("The family’s base game for three: capture by month as in Koi-Koi, then count every "
             "card’s points and the yaku made."),
    calculator_blurb=_l("their card points and yaku under every rule set"),
    home_cards=("cherry-curtain", "pampas-moon", "paulownia-phoenix"))
