"""The registry of games holds the shape: every game declares the same parts, each offering what
its protocol names, and every page that lists games lists each of them."""

from __future__ import annotations

import re

import pytest
from website.decks import DECKS
from website.games import GAMES
from website.games.base import BOARD_MACROS, PARTS

from engine.games import GAMES as ENGINE_GAMES


def members(protocol) -> set[str]:
    """The names a protocol asks for: its annotated attributes and its methods."""
    names = set(getattr(protocol, "__annotations__", {}))
    names |= {n for n, v in vars(protocol).items() if callable(v) and not n.startswith("_")}
    return names


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
@pytest.mark.parametrize("part", sorted(PARTS))
def test_every_part_of_every_game_offers_what_its_protocol_names(game, part):
    module = game.part(part)
    missing = sorted(n for n in members(PARTS[part]) if not hasattr(module, n))
    assert not missing, f"{game.package}.{part} lacks {missing}"


def test_the_games_are_the_engines_with_unique_slugs():
    assert {g.id for g in GAMES} <= set(ENGINE_GAMES)
    assert len({g.slug for g in GAMES}) == len(GAMES)
    for g in GAMES:
        assert g.board.GAME.name == g.id
        assert g.home_cards and all(c in DECKS[g.deck].cards for c in g.home_cards)


@pytest.mark.parametrize("lang", ["vi", "zh", "en"])
def test_every_game_has_its_rules_page_in_the_menu_and_on_the_home_page(client, lang):
    home = client.get(f"/{lang}/").get_data(as_text=True)
    for g in GAMES:
        href = f'href="/{lang}/{g.slug}"'
        assert href in home
        page = client.get(f"/{lang}/{g.slug}")
        assert page.status_code == 200
        assert f'<a {href} aria-current="page">' in page.get_data(as_text=True)  # the menu's entry


@pytest.mark.parametrize("lang", ["vi", "zh", "en"])
def test_every_game_card_on_the_home_page_leads_to_its_lessons_and_vi_shows_tam_cuc_first(client, lang):
    home = client.get(f"/{lang}/").get_data(as_text=True)
    grid = home.split('id="games-title"')[1].split("</section>")[0]
    cards = re.findall(r'<div class="game">(.*?)</div>', grid, re.S)
    assert len(cards) == len(GAMES)
    slugs = [re.search(r'class="game-title" href="/\w+/([\w-]+)"', c).group(1) for c in cards]
    for slug, card in zip(slugs, cards, strict=True):
        assert f'href="/{lang}/learn/{slug}/1"' in card
    assert (slugs[0] == "tam-cuc") == (lang == "vi")


def _home_order(client, lang: str) -> list[str]:
    """The slugs of the game cards on the home page, in their order."""
    grid = client.get(f"/{lang}/").get_data(as_text=True).split('id="games-title"')[1]
    return re.findall(r'class="game-title" href="/\w+/([\w-]+)"', grid.split("</section>")[0])


@pytest.mark.parametrize("lang", ["vi", "zh", "en"])
def test_the_learn_page_lists_the_games_in_the_home_pages_order(client, lang):
    """One order per language (``games_for``): a Vietnamese reader meets Tam Cúc first on the
    home page and on the lessons' page alike."""
    from website.games import BY_ID, games_for

    learn = client.get(f"/{lang}/learn").get_data(as_text=True)
    paths = [BY_ID[i].slug for i in re.findall(r'id="path-(\w+)"', learn)]
    assert paths == _home_order(client, lang) == [g.slug for g in games_for(lang)]
    assert (paths[0] == "tam-cuc") == (lang == "vi")


NUMBER_WORDS = {  # 2 to 10: a count of several games ("one" is also "a": "Chọn một trò chơi")
    "en": ["two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"],
    "vi": ["hai", "ba", "bốn", "năm", "sáu", "bảy", "tám", "chín", "mười"],
    "zh": ["两", "三", "四", "五", "六", "七", "八", "九", "十"],
}


@pytest.mark.parametrize("lang", ["vi", "zh", "en"])
def test_the_heading_over_the_game_cards_counts_no_other_number_of_games(client, lang):
    """"Three games" stood over four game cards: the heading may name no count of games but
    the registry's (it names none: "Choose a game")."""
    home = client.get(f"/{lang}/").get_data(as_text=True)
    heading = re.search(r'<h2 id="games-title">(.*?)</h2>', home).group(1).lower()
    words = NUMBER_WORDS[lang]
    said = [n for n, w in enumerate(words, 2)
            if re.search(w if lang == "zh" else rf"(?<!\w){w}(?!\w)", heading)]
    said += [int(d) for d in re.findall(r"\d+", heading)]
    assert all(n == len(GAMES) for n in said), heading
    assert len(_home_order(client, lang)) == len(GAMES)


@pytest.mark.parametrize("lang", ["vi", "zh", "en"])
@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_every_rule_set_on_the_new_game_form_is_explained_in_a_line(client, lang, game):
    from engine.games import get_game

    form = client.get(f"/{lang}/{game.slug}/play", follow_redirects=True).get_data(as_text=True)
    lines = dict(re.findall(r'name="rules" value="([\w-]+)"[^>]*>\s*<strong>[^<]+</strong>\s*'
                            r'<span class="level-what">([^<]+)</span>', form))
    names = list(get_game(game.id).rulesets)
    assert sorted(lines) == sorted(names)
    for name, line in lines.items():
        assert len(line.strip()) > (10 if lang == "zh" else 20) and name not in line


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_every_board_template_defines_the_macros_the_shared_templates_call(app, game):
    """The viewer, play, move list and hint call these macros on a board's ``TEMPLATE``; a
    missing one would fail only on the page that calls it."""
    with app.app_context():
        module = app.jinja_env.get_template(game.board.TEMPLATE).module
    missing = [name for name in BOARD_MACROS if not callable(getattr(module, name, None))]
    assert not missing, f"{game.board.TEMPLATE} lacks {missing}"


def test_the_shared_templates_call_no_board_macro_the_contract_does_not_name():
    """Every ``b.<macro>(`` of a shared template is one of BOARD_MACROS, so the test above
    covers every call."""
    from website.core.paths import TEMPLATES

    called = {m for path in (TEMPLATES / "features").rglob("*.html")
              for m in re.findall(r"\bb\.([a-z_]+)\(", path.read_text(encoding="utf-8"))}
    assert called and called <= set(BOARD_MACROS), sorted(called - set(BOARD_MACROS))
