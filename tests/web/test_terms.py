"""One term per thing: content and catalogues use the term tables of engine/terms.

Each language's table lists, under ``[avoid]``, the alternatives readers met for a term (カス or
bare 杂 for 杂牌, 山札 for 牌堆, "chồng bài bốc" for Nọc…). The glossary may name them, as
other names; no other page or UI string may. Chinese running text carries no Japanese kana
outside a gloss in brackets or quotation marks (こいこい included: the call is “来来”, glossed
（こいこい）). The same checks hold for the text the site generates: every sentence, Why line
and move-list entry of the sample games, which also name no internal identifier, no copy
number of identical Tam Cúc cards, and, between computers, no "you".
"""

from __future__ import annotations

import json
import re
from html import unescape

import pytest
from babel.messages.pofile import read_po
from website.core import content
from website.core.i18n import LANGUAGES
from website.core.words import THIRD_PERSON
from website.features.viewer import views as viewer
from website.games.tamcuc import board as tamcuc_board

from engine import terms
from engine.games import sample_records
from engine.hanafuda.cards import DECK
from engine.tamcuc import TAMCUC_BY_ID, TAMCUC_DECK
from engine.tamcuc.state import Lay

from .conftest import TRANSLATIONS

GLOSSARY = "glossary"
DIRECTIVE = re.compile(r"\[\[[^\]]*\]\]")
GLOSS = re.compile(r"（[^（）]*）|\([^()]*\)|「[^「」]*」|“[^“”]*”")
KANA = re.compile("[\u3040-\u30ff]+")


def pages(lang: str):
    for path in content.all_files(lang):
        text = content.content_file(lang, path).read_text(encoding="utf-8")
        yield path, DIRECTIVE.sub(" ", text)


def catalogue_strings(lang: str):
    with open(TRANSLATIONS / lang / "LC_MESSAGES" / "messages.po", "rb") as f:
        for m in read_po(f, locale=lang):
            if m.id:
                yield str(m.id), " ".join(m.string) if isinstance(m.string, tuple) else m.string


def avoided_in(lang: str, text: str) -> list[str]:
    return [f"{rx.pattern!r} → {use}" for rx, use in terms.avoided(lang) if rx.search(text)]


def kana_outside_gloss(text: str) -> list[str]:
    return KANA.findall(GLOSS.sub("", text))


def problems(lang: str, text: str) -> list[str]:
    """What a reader would flag in ``text``: an avoided term, kana in running Chinese."""
    found = avoided_in(lang, text)
    if lang == "zh":
        found += [f"kana {k!r} outside a gloss" for k in kana_outside_gloss(text)]
    if lang == "en" and re.search(r"(?<![\d.])1 points\b", text):
        found.append("1 points")
    return found


def game_texts(lang: str):
    """Titles, summaries and notes of the sample games, as the viewer shows them."""
    for path in sample_records().values():
        doc = json.loads(path.read_text(encoding="utf-8"))
        yield f"{path.name}: title", doc["title"][lang]
        yield f"{path.name}: summary", doc["summary"][lang]
        for step, note in doc["notes"].items():
            yield f"{path.name}: note {step}", note[lang]


def page_lines(lang: str):
    for path, text in pages(lang):
        if path != GLOSSARY:
            for n, line in enumerate(text.splitlines(), 1):
                yield f"{path}:{n}", line


@pytest.mark.parametrize("source", [page_lines, game_texts, catalogue_strings])
@pytest.mark.parametrize("lang", LANGUAGES)
def test_content_and_catalogues_use_the_term_table(lang, source):
    bad = {where: found for where, text in source(lang) if (found := problems(lang, text))}
    assert not bad, bad


@pytest.mark.parametrize("lang", LANGUAGES)
def test_rendered_pages_do_not_double_brackets(app, lang):
    """A name that carries its own gloss is not followed by another bracket: "Tane (…) (1 điểm)"."""
    bad = {}
    with app.test_request_context(f"/{lang}/"):
        for path in content.all_files(lang):
            text = content.content_file(lang, path).read_text(encoding="utf-8")
            _meta, body = content.split_front_matter(text, path)
            html, _toc = content.render_markdown(body, lang, f"{lang}/{path}")
            plain = unescape(re.sub(r"<[^>]+>", "", html))
            found = re.findall(r".{0,30}[)）]\s*[(（].{0,10}", plain)
            if found:
                bad[path] = found
    assert not bad, bad


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_game_term_is_in_the_glossary(app, lang):
    """The glossary lists the table's words of play through [[term:…]] directives."""
    text = content.content_file(lang, GLOSSARY).read_text(encoding="utf-8")
    listed = set(re.findall(r"\[\[term:([a-z-]+)\]\]", text))
    assert set(terms.table(lang)["game"]) <= listed


@pytest.mark.parametrize("lang", LANGUAGES)
def test_card_pages_are_titled_with_the_engine_names(lang):
    """A card page's title is the card's name from the term tables, nothing typed twice, and
    no copy number: the chaff of a month are one card to a player."""
    for card in DECK:
        text = content.content_file(lang, f"cards/{card.id}").read_text(encoding="utf-8")
        meta, _body = content.split_front_matter(text, card.id)
        assert meta["title"] == card.spoken_name(lang), card.id


def test_the_checks_catch_what_the_readers_found():
    assert avoided_in("zh", "任意十张カス是杂（1 分）")
    assert avoided_in("zh", "种类 杂")
    assert not avoided_in("zh", "规则比较复杂，十张杂牌")
    assert avoided_in("vi", "Lật lá trên cùng của chồng bài bốc")
    assert avoided_in("vi", "Tháng Bảy – Cỏ ba lá (hagi)")
    assert kana_outside_gloss("手里几乎全是カス的“空巣”（からす）") == ["カス"]
    assert kana_outside_gloss("收手还是喊こいこい？") == ["こいこい"]
    assert not kana_outside_gloss("收手还是喊“来来”（こいこい）？")
    assert avoided_in("zh", "赢下这一墩")
    assert avoided_in("vi", "ăn 0 quân")
    assert copy_numbered("vi", "Người chơi 3 gọi Tốt đen 2, Tốt đen 4")
    assert copy_numbered("zh", "叫出对子红马 1、红马 2")
    assert not copy_numbered("vi", "gọi đôi Tốt đen, 2 lá Sĩ đen")
    assert copy_numbered("en", "Play Peony – Chaff 1 and take Peony – Chaff 2.")
    assert not copy_numbered("en", "Play Peony – Butterflies and take Peony – Chaff.")
    assert second_person("en", "Why: Your play beats the best play so far")
    assert second_person("vi", "lật lên thì bạn ăn lượt này")
    assert not second_person("en", "Player 2’s play beats the best play so far")
    assert internal_ids("zh", "本站规则 standard，`seed-000`") == ["standard", "seed-000"]
    assert not internal_ids("en", "the standard deck")
    assert avoided_in("zh", "玩家 1 凑成了种（5 张）")
    assert avoided_in("zh", "你做成了短册")
    assert avoided_in("zh", "凑成杂牌：1 分")
    assert not avoided_in("zh", "玩家 1 凑成了种役（5 张）")
    assert not avoided_in("zh", "凑成种类不同的组合")


@pytest.mark.parametrize("lang", ["vi", "zh"])
def test_a_yaku_is_not_named_as_a_card_kind(lang):
    """"凑成了种" reads as "made the animal cards": a yaku named after a kind of card has a
    name of its own (种役), not the kind's."""
    kinds = set(terms.table(lang)["kind"].values())
    assert not kinds & set(terms.table(lang)["yaku"].values())


def test_english_yaku_names_hold_no_list():
    """A yaku's name is one item of a list: "Curtain, Moon and Sake, Flower-viewing sake" reads
    as four yaku. No English yaku name holds a comma or a free-standing "and"."""
    table = terms.table("en")
    bad = [name for section in ("yaku", "hachihachi", "hanaawase")
           for name in table[section].values() if "," in name or " and " in name]
    assert not bad, bad


# -- the text the site generates ------------------------------------------------------------

SECOND_PERSON = {"vi": re.compile(r"\bbạn\b", re.IGNORECASE), "zh": re.compile("你|您"),
                 "en": re.compile(r"\b(?:you|your|yours)\b", re.IGNORECASE)}
# Rule-set and other ids of the engine that a reader's page never shows in vi or zh prose.
INTERNAL_IDS = re.compile(r"(?<![\w-])(?:standard|thirty-cards|section-2-1|seeded-dealer|di-dem|"
                          r"seed-000|traditional|nintendo|wikipedia|baike|online-15|vietnam)"
                          r"(?![\w-])")


def copy_numbered(lang: str, text: str) -> list[str]:
    """Names of identical cards followed by a copy number ("Tốt đen 2", "Pine – Chaff 1"):
    a sentence names a card as players do, without one."""
    names = sorted({c.name(lang) for c in TAMCUC_DECK} |
                   {c.spoken_name(lang) for c in DECK if c.copy}, key=len, reverse=True)
    return re.findall(f"(?:{'|'.join(map(re.escape, names))}) ?\\d\\b", text)


def second_person(lang: str, text: str) -> bool:
    return bool(SECOND_PERSON[lang].search(text))


def internal_ids(lang: str, text: str) -> list[str]:
    return [] if lang == "en" else INTERNAL_IDS.findall(text)


_GENERATED: dict[str, list] = {}


def generated(app, lang: str) -> list[tuple[str, str, str]]:
    """(game, where, text) for every sentence the viewer writes about the sample games, all
    played between computers: each step's events, results and Why lines, and the move list."""
    if lang not in _GENERATED:
        out = []
        with app.test_request_context(f"/{lang}/"):
            for slug, sample in viewer.samples().items():
                game, replayed = sample.replayed.board, sample.replayed
                for step in range(len(replayed.frames)):
                    ctx = viewer.frame_context(replayed, step, THIRD_PERSON)
                    for key in ("sentences", "result_lines", "why"):
                        out += [(game, f"{slug}?step={step} {key}", str(text))
                                for text in ctx.get(key) or ()]
                for hand in viewer.move_list(replayed, THIRD_PERSON):
                    out += [(game, f"{slug} move {m['step']}", str(m["label"]))
                            for m in hand["moves"]]
        _GENERATED[lang] = out
    return _GENERATED[lang]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_generated_text_uses_the_term_table(app, lang):
    bad = {where: found for _g, where, text in generated(app, lang)
           if (found := problems(lang, text) + internal_ids(lang, text))}
    assert not bad, bad


@pytest.mark.parametrize("lang", LANGUAGES)
def test_prose_numbers_no_copy_of_an_identical_card(app, lang):
    """"Tốt đen 2, Tốt đen 4" or "Pine – Chaff 1" read as different cards: a play is named by
    what it is, an identical card without its copy number."""
    bad = {where: found for _g, where, text in generated(app, lang)
           if (found := copy_numbered(lang, text))}
    bad |= {where: found for where, text in game_texts(lang) if (found := copy_numbered(lang, text))}
    assert not bad, bad


@pytest.mark.parametrize("lang", LANGUAGES)
def test_games_between_computers_say_no_you(app, lang):
    """"You" is the reader; in a sample game every seat is a computer, Why lines included."""
    bad = [(where, text) for _g, where, text in generated(app, lang) if second_person(lang, text)]
    assert not bad, bad[:10]


def test_one_card_is_one_card(app):
    """A one-card lay's Why line, and a count of one, are in the singular."""
    with app.test_request_context("/en/"):
        hands = [h for s in viewer.samples().values() if s.replayed.board is tamcuc_board
                 for h in s.replayed.hands]
        states, actions = next((s, a) for s, a in hands
                               if any(isinstance(x, Lay) and len(x.cards) == 1 for x in a))
        i = next(i for i, x in enumerate(actions) if isinstance(x, Lay) and len(x.cards) == 1)
        why = tamcuc_board.reasons(states[i].observation(states[i].current), actions[i])[0]
        card = TAMCUC_BY_ID[actions[i].cards[0]].name("en")
        assert why.startswith(f"{card}:") or why.startswith(f"{card} "), why  # the card, once
    plural_for_one = {where: text for lang in LANGUAGES for _g, where, text in generated(app, lang)
                      if re.search(r"(?<![\d.])1 (?:cards|points)\b", text)}
    assert not plural_for_one, plural_for_one
