"""What Hachi-Hachi adds to the site: its declaration; its parts are the modules beside this one."""

from flask_babel import lazy_gettext as _l
from website.games.base import GameSite

SITE = GameSite(
    id="hachihachi", slug="hachi-hachi", name=_l("Hachi-Hachi"), deck="hanafuda",
    blurb=_l("The classic three-player game played for eighty-eight: the full rules, teyaku and "
             "dekiyaku, the field and a settlement worked through."),
    calculator_blurb=_l("their yaku and points under every rule set"),
    home_cards=("iris-bridge", "chrysanthemum-sake", "pampas-geese"))
