"""What Tam Cúc adds to the site: its declaration; its parts are the modules beside this one."""

from flask_babel import lazy_gettext as _l
from website.games.base import GameSite

SITE = GameSite(
    id="tamcuc", slug="tam-cuc", name=_l("Tam Cúc"), deck="tamcuc",
    blurb=_l("The Vietnamese game of 32 cards marked like Chinese chess pieces, played at Tết: the "
             "full rules for two, three and four players."),
    calculator_blurb=_l("what they beat and the kết they make"),
    home_cards=("red-general", "black-general", "red-chariot-1"), rules_template="games/tamcuc/rules.html",
    first_in=("vi",))
