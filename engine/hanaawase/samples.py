"""Hana-awase's sample games for the step-through library (``data/samples/*.json``): the
features to find in seeded deals, and what the notes say.
``scripts/find_sample_games.py --game hanaawase`` writes them (:mod:`engine.samplefind`)."""

from __future__ import annotations

from collections.abc import Iterator

from engine.games import get_game
from engine.hanafuda.matching import Play
from engine.samplefind import JOIN, Sample, Search, search, texts, who

from ..hanafuda.cards import CARDS_BY_ID
from .rules import SUPERSEDES, WILLOW, YAKU_NAMES

HANAAWASE = get_game("hanaawase")
WILLOW_IDS = ("willow-rainman", "willow-swallow", "willow-ribbon", "willow-lightning")


def card_list(ids, lang: str) -> str:
    """Cards by name; identical chaff cards carry no copy number in prose."""
    def name(cid: str) -> str:
        c = CARDS_BY_ID[cid]
        text = c.name(lang)
        return text.removesuffix(f" {c.copy}") if c.copy else text
    return JOIN[lang].join(name(c) for c in ids)


AND = {"vi": " và ", "zh": "和", "en": " and "}


def names(ids, lang: str) -> str:
    """Yaku names, the last two joined by "and"."""
    found = [YAKU_NAMES[y][lang] for y in ids]
    return AND[lang].join([JOIN[lang].join(found[:-1]), found[-1]] if len(found) > 1 else found)


def pts(n: int, lang: str) -> str:
    """``n`` points, in agreement, the sign kept: "−28 points"."""
    text = f"{n}".replace("-", "−")
    return {"vi": f"{text} điểm", "zh": f"{text}分",
            "en": f"{text} point" + ("" if abs(n) == 1 else "s")}[lang]


def three(seed):
    return [("strong", "greedy", "greedy"), ("greedy", "strong", "greedy"),
            ("greedy", "greedy", "strong"), ("greedy", "greedy", "greedy")]


def two(seed):
    return [("strong", "greedy"), ("greedy", "strong"), ("greedy", "greedy")]


def with_random(seed):
    return [("greedy", "random", "random"), ("random", "greedy", "random"),
            ("random", "random", "greedy")]


def _settled(states, p: int) -> dict:
    """The last note: the seat's card points against the par, and its result."""
    r = states[-1].result
    s = r.settlement
    if s.par:
        return texts(
            vi=f"Hết bài: {who(p, 'vi')} có {s.card_points[p]} điểm lá, so với mốc {s.par} "
               f"là {pts(s.card_points[p] - s.par, 'vi')}; cộng tiền yaku nhận và trả, "
               f"{who(p, 'vi')} được {pts(r.points[p], 'vi')}.",
            zh=f"牌打完了：{who(p, 'zh')}吃到{s.card_points[p]}点，与基准{s.par}点相比是"
               f"{pts(s.card_points[p] - s.par, 'zh')}；加上收付的役钱，"
               f"{who(p, 'zh')}共得{pts(r.points[p], 'zh')}。",
            en=f"The cards are out: {who(p, 'en')} holds {s.card_points[p]} card points, "
               f"{pts(s.card_points[p] - s.par, 'en')} against the par of {s.par}; with the "
               f"yaku received and paid, {who(p, 'en')} ends on {pts(r.points[p], 'en')}.")
    return texts(
        vi=f"Hết bài: {who(p, 'vi')} có {pts(r.points[p], 'vi')}.",
        zh=f"牌打完了：{who(p, 'zh')}共得{pts(r.points[p], 'zh')}。",
        en=f"The cards are out: {who(p, 'en')} ends on {pts(r.points[p], 'en')}.")


def made_yaku(wanted: tuple[str, ...], hides: bool = False):
    """A deal where a capture completes one of ``wanted`` (with ``hides``, a larger yaku that
    pays instead of the smaller one it holds)."""
    def detect(states, actions):
        for k, state in enumerate(states):
            for e in state.events:
                if e.kind != "yaku":
                    continue
                before = {y.id for y in states[k - 1].yaku(e.player)} if k else set()
                new = [y for y in e.yaku if y.id in wanted and y.id not in before]
                if not new or hides and not any(SUPERSEDES.get(y.id) for y in new):
                    continue
                p, y = e.player, new[0]
                cards = [c for c in state.pile(p) if _member(y.id, c)]
                hidden = SUPERSEDES.get(y.id, ())
                extra = texts(
                    vi=f" {names(hidden, 'vi')} nằm trong đó nên không được tính thêm.",
                    zh=f"其中包含的{names(hidden, 'zh')}不再另算。",
                    en=f" The {names(hidden, 'en')} inside it is not paid beside it.") \
                    if hidden else texts(vi="", zh="", en="")
                also = [x.id for x in e.yaku if x.id != y.id and x.id not in before]
                if also:  # the same capture makes more than one
                    extra = {lang: extra[lang] + {
                        "vi": f" Cùng lúc đó {who(p, 'vi')} còn làm được {names(also, 'vi')}, "
                              f"mỗi yaku được tính riêng.",
                        "zh": f"同一手还凑成了{names(also, 'zh')}，各役分别计算。",
                        "en": f" The same capture also makes {names(also, 'en')}, each paid "
                              f"on its own."}[lang] for lang in extra}
                note = texts(
                    vi=f"{who(p, 'vi')} làm được {YAKU_NAMES[y.id]['vi']}: "
                       f"{card_list(cards, 'vi')}. Yaku này trị giá {pts(y.points, 'vi')}, "
                       f"mỗi người kia trả {pts(y.points, 'vi')} khi tính tiền cuối ván."
                       f"{extra['vi']}",
                    zh=f"{who(p, 'zh')}凑成了{YAKU_NAMES[y.id]['zh']}：{card_list(cards, 'zh')}。"
                       f"这个役值{pts(y.points, 'zh')}，终局结算时其余每家各付"
                       f"{pts(y.points, 'zh')}。{extra['zh']}",
                    en=f"{who(p, 'en')} makes {YAKU_NAMES[y.id]['en']}: {card_list(cards, 'en')}. "
                       f"It is worth {pts(y.points, 'en')}, paid by each other player at the "
                       f"count.{extra['en']}")
                return _notes(k, note, len(actions), _settled(states, p)), dict(p=p)
        return None
    return detect


def _notes(step: int, note: dict, last: int, end: dict) -> dict:
    """The feature's note at its step and the count at the last, one note when they meet."""
    if step == last:
        return {str(last): {lang: note[lang] + ("" if lang == "zh" else " ") + end[lang]
                            for lang in note}}
    return {str(step): note, str(last): end}


def _member(yaku_id: str, cid: str) -> bool:
    from ..hanafuda.cards import card
    from .rules import YAKU_BY_ID

    return bool(YAKU_BY_ID[yaku_id].members & card(cid).mask)


def take_three(states, actions):
    """A card that takes all three of its month from the field."""
    for k, a in enumerate(actions):
        if len(a.take) == 3:
            p = states[k].current
            played = isinstance(a, Play)
            verb = {"vi": "đánh" if played else "lật từ Nọc", "zh": "打出" if played else "翻出",
                    "en": "plays" if played else "turns up"}
            note = texts(
                vi=f"Trên bàn có ba lá cùng tháng: {card_list(a.take, 'vi')}. {who(p, 'vi')} "
                   f"{verb['vi']} {card_list([a.card], 'vi')} và ăn cả ba một lúc, đủ bốn lá "
                   f"của tháng.",
                zh=f"场上有同月的三张牌：{card_list(a.take, 'zh')}。{who(p, 'zh')}"
                   f"{verb['zh']}{card_list([a.card], 'zh')}，一次把三张全部吃下，这个月的四张"
                   f"都归了{who(p, 'zh')}。",
                en=f"Three cards of one month lie on the field: {card_list(a.take, 'en')}. "
                   f"{who(p, 'en')} {verb['en']} the {card_list([a.card], 'en')} and takes all "
                   f"three at once: the whole month.")
            return _notes(k + 1, note, len(actions), _settled(states, p)), dict(p=p)
    return None


def ameshima_void(states, actions):
    """Under Ameshima-nagashi, four willow cards in one pile void every yaku of the deal."""
    r = states[-1].result
    if not r.settlement.void:
        return None
    lost = [(s, y) for s, made in enumerate(states[-1].yaku(s) for s in range(states[-1].seats))
            for y in made]
    if not lost:
        return None
    p = next(s for s in range(states[-1].seats) if states[-1].piles[s] & WILLOW == WILLOW)
    k = next(i for i, st in enumerate(states) if st.piles[p] & WILLOW == WILLOW)
    q, y = lost[0]
    note = texts(
        vi=f"{who(p, 'vi')} vừa gom đủ bốn lá liễu: {card_list(WILLOW_IDS, 'vi')}. Theo luật "
           f"Ameshima-nagashi, không yaku nào của ván này được tính nữa.",
        zh=f"{who(p, 'zh')}凑齐了四张柳：{card_list(WILLOW_IDS, 'zh')}。按雨岛流的规则，"
           f"本局所有的役都不再计算。",
        en=f"{who(p, 'en')} now holds all four willow cards: {card_list(WILLOW_IDS, 'en')}. "
           f"Under Ameshima-nagashi no yaku of this deal is paid.")
    end = texts(
        vi=f"Vì vậy {YAKU_NAMES[y.id]['vi']} của {who(q, 'vi')} không được trả: chỉ điểm lá "
           f"được tính, mỗi người so với mốc {r.settlement.par}. {who(q, 'vi')} được "
           f"{pts(r.points[q], 'vi')}.",
        zh=f"所以{who(q, 'zh')}的{YAKU_NAMES[y.id]['zh']}不付钱：只算牌点，每家与基准"
           f"{r.settlement.par}点相比。{who(q, 'zh')}得{pts(r.points[q], 'zh')}。",
        en=f"So {who(q, 'en')}'s {YAKU_NAMES[y.id]['en']} is not paid: only the card points "
           f"count, each against the par of {r.settlement.par}. {who(q, 'en')} ends on "
           f"{pts(r.points[q], 'en')}.")
    return _notes(k, note, len(actions), end), dict(p=p, q=q)


def card_points_only(states, actions):
    """The old game: the most card points wins."""
    r = states[-1].result
    if r.winner is None:
        return None
    w = r.winner
    order = sorted(range(states[-1].seats), key=lambda s: -r.points[s])
    line = {lang: JOIN[lang].join(f"{who(s, lang)} {pts(r.points[s], lang)}" for s in order)
            for lang in ("vi", "zh", "en")}
    return ({"0": texts(
        vi="Luật bakappana: không có yaku, mỗi lá chỉ mang điểm của nó (Quang 20, con vật 10, "
           "dải 5, lá thường 1); 48 lá cộng lại là 264 điểm.",
        zh="笨花（ばかっ花）规则：没有役，每张牌只算本身的点数（光20、种10、短册5、杂牌1）；"
           "48张合计264点。",
        en="Bakappana rules: no yaku, each card worth its face value alone (bright 20, animal "
           "10, ribbon 5, chaff 1); the 48 cards hold 264 points in all."),
        str(len(actions)): texts(
        vi=f"Hết bài, điểm lá: {line['vi']}. {who(w, 'vi')} thắng ván.",
        zh=f"牌打完，各家牌点：{line['zh']}。{who(w, 'zh')}赢下本局。",
        en=f"The cards are out. Card points: {line['en']}. {who(w, 'en')} wins the deal.")},
        dict(w=w))


HANAAWASE_SAMPLES = [
    ("hana-awase-teppo", "wikipedia", three, made_yaku(("teppo",)),
     texts(vi="Teppō", zh="铁炮", en="Curtain–Moon–Sake (Teppō)"),
     texts(vi="Màn hội hoa, trăng rằm và chén rượu trong một chồng lá: Teppō, cùng hai yaku "
              "rượu nằm trong nó.",
           zh="樱之幕、满月和酒杯归入同一家：铁炮，连同其中的两个酒役。",
           en="The curtain, the full moon and the sake cup in one pile: Teppō, the gun, with "
              "the two sake yaku inside it.")),
    ("hana-awase-ribbons", "wikipedia", three, made_yaku(("akatan", "aotan", "kusatan")),
     texts(vi="Ba dải cùng màu", zh="三张短册", en="Three ribbons of a kind"),
     texts(vi="Ba dải thơ đỏ, ba dải xanh hay ba dải cỏ: mỗi bộ là một yaku.",
           zh="三张赤短、三张青短或三张草短：各成一役。",
           en="Three red poetry ribbons, three blue ones or three grass ribbons: each set is a "
              "yaku.")),
    ("hana-awase-larger-yaku", "wikipedia", with_random, made_yaku(("goko", "nanatan"), True),
     texts(vi="Yaku lớn thay yaku nhỏ", zh="大役代替小役", en="A larger yaku replaces a smaller"),
     texts(vi="Bảy dải (hay năm lá Quang) chứa sẵn yaku nhỏ hơn: chỉ yaku lớn được tính.",
           zh="七短（或五光）里已经包含较小的役：只算大的那个。",
           en="Seven ribbons (or five brights) hold a smaller yaku: only the larger is paid.")),
    ("hana-awase-whole-month", "wikipedia", three, take_three,
     texts(vi="Ăn cả ba lá trên bàn", zh="一次吃下三张", en="Taking all three"),
     texts(vi="Ba lá cùng tháng nằm trên bàn: lá thứ tư của tháng ăn cả ba.",
           zh="场上有同月的三张牌：这个月的第四张把三张全部吃下。",
           en="Three cards of a month on the field: the fourth card of the month takes them "
              "all.")),
    ("hana-awase-ameshima-nagashi", "ameshima-nagashi", three, ameshima_void,
     texts(vi="Ameshima-nagashi", zh="雨岛流", en="Ameshima-nagashi"),
     texts(vi="Bốn lá liễu trong một chồng lá: mọi yaku của ván bị xóa.",
           zh="四张柳归入同一家：本局所有的役作废。",
           en="Four willow cards in one pile: every yaku of the deal is void.")),
    ("hana-awase-two-players", "wikipedia", two,
     made_yaku(("inoshikacho", "hanami-zake", "tsukimi-zake", "akatan", "aotan", "kusatan",
                "omote-sugawara", "matsukiribozu")),
     texts(vi="Hana-awase hai người", zh="两人花合", en="Hana-awase for two"),
     texts(vi="Hai người chơi: mỗi người mười lá, tám lá trên bàn; mốc là 132 điểm.",
           zh="两人对局：每人十张，场上八张；基准是132点。",
           en="Two players: ten cards each, eight on the field; the par is 132 points.")),
    ("hana-awase-bakappana", "bakappana", three, card_points_only,
     texts(vi="Bakappana: chỉ có điểm lá", zh="笨花：只算牌点", en="Bakappana: card points alone"),
     texts(vi="Lối chơi cũ không có yaku: ai gom nhiều điểm lá nhất thì thắng.",
           zh="没有役的老玩法：牌点最多的一家获胜。",
           en="The old game without yaku: the most card points wins.")),
]


SEARCHES = [Search(slug, rules, seatings, detect, title, summary)
            for slug, rules, seatings, detect, title, summary in HANAAWASE_SAMPLES]


def samples(limit: int) -> Iterator[Sample | str]:
    """Every deal (orders 20…)."""
    yield from search(HANAAWASE, SEARCHES, 20, limit)
