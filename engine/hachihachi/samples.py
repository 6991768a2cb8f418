"""Hachi-Hachi's sample games for the step-through library (``data/samples/*.json``): the
features to find in seeded deals of three players, and what the notes say.
``scripts/find_sample_games.py --game hachihachi`` writes them (:mod:`engine.samplefind`)."""

from __future__ import annotations

from collections.abc import Iterator

from engine.games import get_game
from engine.samplefind import JOIN, Sample, Search, card_list, search, texts, who, word

from . import Call as HhCall
from .dekiyaku import card_points
from .rules import KIND_TEYAKU, MONTH_TEYAKU
from .rules import YAKU_NAMES as HH_YAKU_NAMES

HACHIHACHI = get_game("hachihachi")
UNIT = {"points": {"vi": "điểm", "zh": "分", "en": "points"},
        "kan": {"vi": "kan", "zh": "贯", "en": "kan"}}
GROUP = {"kind": {"vi": "nhóm theo loại lá", "zh": "按牌种算的一组", "en": "the group by kinds"},
         "month": {"vi": "nhóm theo tháng", "zh": "按月份算的一组", "en": "the group by months"}}


def hh_yaku(found, lang: str) -> str:
    return JOIN[lang].join(HH_YAKU_NAMES[y.id][lang] for y in found)


def value(found, rules, lang: str) -> str:
    n = sum(y.points for y in found)
    unit = UNIT[rules.unit][lang]
    return f"{n}{unit}" if lang == "zh" else f"{n} {unit}"


def hh_players(seed):
    return [("strong", "greedy", "greedy"), ("greedy", "strong", "greedy"),
            ("greedy", "greedy", "strong"), ("greedy", "greedy", "greedy")]


def hh_gambler(seed):
    """A random player, who calls shōbu as often as sage, between two greedy ones."""
    return [("random", "greedy", "greedy"), ("greedy", "random", "greedy"),
            ("greedy", "greedy", "random")]


def hh_with_random(seed):
    """One skilled player against two random ones: how a pile reaches 168 card points."""
    return [("greedy", "random", "random"), ("random", "greedy", "random"),
            ("random", "random", "greedy")]


def teyaku_group(group: str, prefer: tuple[str, ...]):
    """A deal where a seat declares a teyaku of ``group``, one of ``prefer`` first."""
    ids = KIND_TEYAKU if group == "kind" else MONTH_TEYAKU

    def detect(states, actions):
        first = states[0]
        for p in range(3):
            found = [y for y in first.teyaku(p) if y.id in ids and y.id in prefer]
            if not found:
                continue
            hand, rules, r = first.hand(p), first.rules, states[-1].result
            s = r.settlement
            willow = [c for c in hand if c.startswith("willow-")] if rules.willow_as_chaff else []
            chaff = {"vi": f" Lá {card_list(willow, 'vi')} tính như lá thường." if willow else "",
                     "zh": f"{card_list(willow, 'zh')}在这里算作杂牌。" if willow else "",
                     "en": f" The {card_list(willow, 'en')} counts as chaff here." if willow
                     else ""}
            return ({"0": texts(
                vi=f"Bảy lá {who(p, 'vi')} được chia: {card_list(hand, 'vi')}. Đó là "
                   f"{hh_yaku(found, 'vi')}, một teyaku thuộc {GROUP[group]['vi']}, được "
                   f"{value(found, rules, 'vi')}; mọi người đều thấy nó ngay khi chia bài."
                   f"{chaff['vi']}",
                zh=f"{who(p, 'zh')}发到的七张牌：{card_list(hand, 'zh')}。这是"
                   f"{hh_yaku(found, 'zh')}，属于{GROUP[group]['zh']}手役，值"
                   f"{value(found, rules, 'zh')}；发牌时就向大家亮明。{chaff['zh']}",
                en=f"The seven cards dealt to {who(p, 'en')}: {card_list(hand, 'en')}. That is "
                   f"{hh_yaku(found, 'en')}, a teyaku of {GROUP[group]['en']}, worth "
                   f"{value(found, rules, 'en')}; every player learns it at the deal."
                   f"{chaff['en']}"),
                str(len(actions)): texts(
                vi=f"Cuối ván {who(p, 'vi')} có {s.card_points[p]} điểm lá; cộng cả các yaku, "
                   f"{who(p, 'vi')} được {r.points[p]} điểm.",
                zh=f"终局时{who(p, 'zh')}吃到的牌共{s.card_points[p]}点，加上各项役，"
                   f"总共{r.points[p]}分。",
                en=f"At the end {who(p, 'en')} holds {s.card_points[p]} card points; with the "
                   f"yaku, {who(p, 'en')} scores {r.points[p]}.")}, dict(p=p))
        return None
    return detect


def sage_or_shobu(decision: str, lost: bool = False):
    """A traditional deal where a seat makes a dekiyaku and calls ``decision`` (with ``lost``,
    a shōbu after which a rival's dekiyaku voids the caller's)."""
    def detect(states, actions):
        for i, a in enumerate(actions):
            if a != HhCall(decision):
                continue
            p, before = states[i].current, states[i]
            made = before.dekiyaku(p)
            rules, r = before.rules, states[-1].result
            note = {str(i): texts(
                vi=f"{who(p, 'vi')} vừa làm được {hh_yaku(made, 'vi')}, trị giá "
                   f"{value(made, rules, 'vi')}. Theo luật truyền thống phải chọn: "
                   f"{word('sage', 'vi')} – dừng ván, mỗi người kia trả ngay tiền yaku; hay "
                   f"{word('shobu', 'vi')} – đánh tiếp để làm thêm, nhưng nếu đối thủ làm nên "
                   f"dekiyaku trước khi hết bài thì dekiyaku của mình mất trắng.",
                zh=f"{who(p, 'zh')}刚凑成{hh_yaku(made, 'zh')}，值{value(made, rules, 'zh')}。"
                   f"按传统规则必须选择：{word('sage', 'zh')}——本局立即结束，另两家马上付役钱；"
                   f"还是{word('shobu', 'zh')}——继续打想多赢，但如果对手在牌打完前也凑成出来役，"
                   f"自己的出来役就全部作废。",
                en=f"{who(p, 'en')} has just made {hh_yaku(made, 'en')} "
                   f"({value(made, rules, 'en')}). The traditional rules ask for a choice: "
                   f"sage, ending the deal with the yaku paid at once by each other player, or "
                   f"shōbu, playing on for more, with the dekiyaku lost if a rival makes one "
                   f"before the cards run out.")}
            if decision == "sage":
                note[str(i + 1)] = texts(
                    vi=f"{who(p, 'vi')} chọn {word('sage', 'vi')}: ván kết thúc tại đây. Chỉ yaku được "
                       f"tính tiền, điểm lá thì không; {who(p, 'vi')} được "
                       f"{r.points[p]} mon.",
                    zh=f"{who(p, 'zh')}选择{word('sage', 'zh')}：本局到此为止。只结算役，不算牌点；"
                       f"{who(p, 'zh')}得{r.points[p]}文。",
                    en=f"{who(p, 'en')} calls sage: the deal stops here. Only the yaku are paid, "
                       f"not the card points; {who(p, 'en')} gains {r.points[p]} mon.")
                return note, dict(p=p)
            note[str(i + 1)] = texts(
                vi=f"{who(p, 'vi')} chọn {word('shobu', 'vi')} và đánh tiếp.",
                zh=f"{who(p, 'zh')}选择{word('shobu', 'zh')}，继续打。",
                en=f"{who(p, 'en')} calls shōbu and plays on.")
            step = next((k for k in range(i + 1, len(states))
                         for e in states[k].events if e.kind == "void" and e.player == p), None)
            if step is None and lost:
                continue
            if step is None:
                kept = states[-1].dekiyaku(p)
                note[str(len(actions))] = texts(
                    vi=f"Đến hết bài không đối thủ nào làm được dekiyaku: {who(p, 'vi')} thắng "
                       f"canh bạc, giữ {hh_yaku(kept, 'vi')} và được tính cả điểm lá: "
                       f"{r.points[p]} mon.",
                    zh=f"直到牌打完，对手都没凑成出来役：{who(p, 'zh')}赌赢了，保住"
                       f"{hh_yaku(kept, 'zh')}，牌点也照算，共得{r.points[p]}文。",
                    en=f"No rival makes a dekiyaku before the cards run out: {who(p, 'en')} wins "
                       f"the gamble, keeps {hh_yaku(kept, 'en')} and has the card points "
                       f"counted too: {r.points[p]} mon.")
                return note, dict(p=p)
            q = next(e.player for e in states[step].events if e.kind == "dekiyaku")
            theirs = states[step].dekiyaku(q)
            note[str(step)] = texts(
                vi=f"{who(q, 'vi')} làm nên {hh_yaku(theirs, 'vi')}: canh bạc của {who(p, 'vi')} "
                   f"thất bại. Dekiyaku của {who(p, 'vi')} bị xóa, và {who(p, 'vi')} một mình "
                   f"trả thay cả hai nhà cho {hh_yaku(theirs, 'vi')}.",
                zh=f"{who(q, 'zh')}凑成了{hh_yaku(theirs, 'zh')}：{who(p, 'zh')}赌输了。"
                   f"{who(p, 'zh')}的出来役作废，{hh_yaku(theirs, 'zh')}的役钱由{who(p, 'zh')}"
                   f"一人替两家支付。",
                en=f"{who(q, 'en')} makes {hh_yaku(theirs, 'en')}: {who(p, 'en')}'s gamble "
                   f"fails. {who(p, 'en')}'s dekiyaku are void, and {who(p, 'en')} alone pays "
                   f"{hh_yaku(theirs, 'en')} for both players.")
            return note, dict(p=p, q=q)
        return None
    return detect


def grand_field(states, actions):
    first, r = states[0], states[-1].result
    if first.multiplier != 4 or r.winner is None:
        return None
    brights = [c for c in first.field_cards() if first.rules.field_brights.get(c) == 4]
    w = r.winner
    return ({"0": texts(
        vi=f"Trên bàn lúc chia bài có {card_list(brights, 'vi')}: đây là bàn cực lớn, mọi khoản "
           f"trả trong ván đều nhân bốn.",
        zh=f"开局时场上有{card_list(brights, 'zh')}：这是绝场，本局所有支付都乘以四。",
        en=f"{card_list(brights, 'en')} lies on the opening field: a grand field, where every "
           f"payment of the deal is multiplied by four."),
        str(len(actions)): texts(
        vi=f"Vì bàn cực lớn, {who(w, 'vi')} được {r.points[w]} mon thay vì {r.points[w] // 4}.",
        zh=f"因为是绝场，{who(w, 'zh')}得{r.points[w]}文，而不是{r.points[w] // 4}文。",
        en=f"On a grand field {who(w, 'en')} gains {r.points[w]} mon instead of "
           f"{r.points[w] // 4}.")}, dict(w=w))


def futahachi(states, actions):
    r = states[-1].result
    seats = [p for p in range(3) if any(y.id == "futahachi" for y in r.settlement.special[p])]
    if not seats:
        return None
    p, rules = seats[0], states[0].rules
    step = next(k for k, s in enumerate(states) if card_points(s.piles[p]) >= rules.futahachi_at)
    got = card_points(states[step].piles[p])
    found = [y for y in r.settlement.special[p] if y.id == "futahachi"]
    crossing = texts(
        vi=f"Với lần ăn này {who(p, 'vi')} đã gom được {got} điểm lá, vượt mốc "
           f"{rules.futahachi_at}: Futahachi.",
        zh=f"这一手吃牌后，{who(p, 'zh')}的牌点已达{got}点，过了{rules.futahachi_at}点："
           f"二八。",
        en=f"With this capture {who(p, 'en')} holds {got} card points, past "
           f"{rules.futahachi_at}: Futahachi.")
    paid = texts(
        vi=f"Futahachi được thêm {value(found, rules, 'vi')} vào điểm của {who(p, 'vi')}.",
        zh=f"二八为{who(p, 'zh')}另加{value(found, rules, 'zh')}。",
        en=f"Futahachi adds {value(found, rules, 'en')} to {who(p, 'en')}'s score.")
    if step == len(actions):  # the last capture of the deal: one note says both
        return {str(step): {k: f"{crossing[k]} {paid[k]}" if k != "zh" else crossing[k] + paid[k]
                            for k in crossing}}, dict(p=p)
    return {str(step): crossing, str(len(actions)): paid}, dict(p=p)


HACHIHACHI_SAMPLES = [
    ("hachi-hachi-teyaku-kinds", "seed-000", hh_players,
     teyaku_group("kind", ("karasu", "pikaichi")),
     texts(vi="Teyaku theo loại lá", zh="按牌种的手役", en="A teyaku of the kinds group"),
     texts(vi="Một bàn tay toàn lá thường, hay chỉ có một lá Quang: teyaku được tính từ lúc chia "
              "bài.",
           zh="一手全是杂牌，或只有一张光：发牌时就算手役。",
           en="A hand of chaff, or chaff and a single bright: a teyaku from the moment of the "
              "deal.")),
    ("hachi-hachi-teyaku-months", "seed-000", hh_players,
     teyaku_group("month", ("kuttsuki", "haneken", "tatesanbon", "teshi", "ichinishi", "shiso")),
     texts(vi="Teyaku theo tháng", zh="按月份的手役", en="A teyaku of the months group"),
     texts(vi="Bảy lá trên tay xếp thành các đôi, bộ ba cùng tháng: teyaku theo tháng.",
           zh="手里七张牌按月份分作几对和三张：按月份算的手役。",
           en="Seven cards falling into pairs and triples of months: a teyaku by months.")),
    ("hachi-hachi-sage", "traditional", hh_players, sage_or_shobu("sage"),
     texts(vi="Dekiyaku rồi sage", zh="凑成出来役后收局", en="A dekiyaku, then sage"),
     texts(vi="Luật truyền thống: vừa làm được dekiyaku, người chơi dừng ván để lấy tiền ngay.",
           zh="传统规则：刚凑成出来役，便收局拿钱。",
           en="Traditional rules: a dekiyaku made, the player stops the deal and is paid at "
              "once.")),
    ("hachi-hachi-shobu", "traditional", hh_players, sage_or_shobu("shobu"),
     texts(vi="Dekiyaku rồi shōbu", zh="凑成出来役后选择胜负", en="A dekiyaku, then shōbu"),
     texts(vi="Luật truyền thống: làm được dekiyaku nhưng không dừng mà đánh tiếp, chấp nhận "
              "rủi ro đối thủ làm được dekiyaku trước khi hết bài.",
           zh="传统规则：凑成出来役却不收局，继续打下去，冒着对手在牌打完前也凑成出来役的风险。",
           en="Traditional rules: a dekiyaku made, but instead of stopping the player plays on, "
              "at the risk of a rival making one before the cards run out.")),
    ("hachi-hachi-shobu-lost", "traditional", hh_gambler, sage_or_shobu("shobu", lost=True),
     texts(vi="Shōbu thất bại", zh="胜负落空", en="A shōbu that fails"),
     texts(vi="Luật truyền thống: làm được dekiyaku rồi đánh tiếp, nhưng đối thủ làm được dekiyaku "
              "trước khi hết bài, nên dekiyaku của người đánh tiếp bị xóa.",
           zh="传统规则：凑成出来役后继续打，对手却在牌打完前也凑成了出来役，继续打的一方役被作废。",
           en="Traditional rules: a dekiyaku, play on, and a rival makes one before the cards "
              "run out, voiding the first.")),
    ("hachi-hachi-grand-field", "traditional", hh_players, grand_field,
     texts(vi="Ván cực lớn", zh="绝场", en="A grand field"),
     texts(vi="Luật truyền thống: có người đi mưa hoặc phượng hoàng trên bàn lúc chia, mọi "
              "khoản trả nhân bốn.",
           zh="传统规则：开局时场上有雨中人或凤凰，所有支付乘以四。",
           en="Traditional rules: the rain man or the phoenix on the opening field multiplies "
              "every payment by four.")),
    ("hachi-hachi-futahachi", "seed-000", hh_with_random, futahachi,
     texts(vi="Futahachi", zh="二八", en="Futahachi"),
     texts(vi="Một người gom được từ 168 điểm lá trở lên.",
           zh="一家吃到的牌点达到168点以上。",
           en="One player collects 168 card points or more.")),
]


SEARCHES = [Search(slug, rules, seatings, detect, title, summary)
            for slug, rules, seatings, detect, title, summary in HACHIHACHI_SAMPLES]


def samples(limit: int) -> Iterator[Sample | str]:
    """Every deal (orders 10…)."""
    yield from search(HACHIHACHI, SEARCHES, 10, limit)
