"""Tam Cúc's sample games for the step-through library (``data/samples/*.json``): the
features to find in seeded deals of two, three and four players, and what the notes say.
``scripts/find_sample_games.py --game tamcuc`` writes them (:mod:`engine.samplefind`)."""

from __future__ import annotations

from collections.abc import Iterator

from engine.games import get_game
from engine.samplefind import JOIN, Sample, Search, search, texts, who, word

from . import RANKS, TAMCUC_BY_ID
from .cards import ids_of, mask_of
from .combos import SHAPE_OF_SIZE, classify_mask, combo_of
from .state import Call as TcCall
from .state import Chui as TcChui

TAMCUC = get_game("tamcuc")
SHAPE_TERMS = {"single": "single", "pair": "pair", "triple": "triple",
               "four-soldiers": "tu-tu", "five-soldiers": "ngu-tu"}
# The saying players recite for the first-call ban, by seat count, and what it means.
BAN_SAYING = {
    2: {"vi": "cấm tướng, cấm sĩ lấy tượng cầm đầu", "zh": "禁将、禁士，以象领头",
        "en": "no General, no Advisor: the Elephant leads"},
    3: {"vi": "cấm sĩ, cấm tượng lấy xe cầm đầu", "zh": "禁士、禁象，以车领头",
        "en": "no Advisor, no Elephant: the Chariot leads"},
}
BAN_SAYING[4] = BAN_SAYING[2]


COUNTED = {"vi": "{n} lá {name}", "zh": "{n}张{name}", "en": "{n} {name}"}


def tc(ids, lang: str) -> str:
    """Cards by name, identical ones counted once: players name no copy number."""
    same: dict[str, list] = {}
    for c in ids:
        same.setdefault(TAMCUC_BY_ID[c].name(lang), []).append(TAMCUC_BY_ID[c])
    return JOIN[lang].join(name if len(cards) == 1 else
                           COUNTED[lang].format(n=len(cards), name=cards[0].plural(lang))
                           for name, cards in same.items())


def play(ids, lang: str) -> str:
    """A call named as players name it: "đôi Tốt đen", "一对黑卒", "a pair of Black Soldiers";
    a triple by its three cards, "bộ ba Xe đỏ, Pháo đỏ, Mã đỏ"."""
    first = TAMCUC_BY_ID[ids[0]]
    called = combo_of(mask_of(ids))
    if called.shape == "pair":
        return {"vi": f"đôi {first.name('vi')}", "zh": f"一对{first.name('zh')}",
                "en": f"a pair of {first.plural('en')}"}[lang]
    if called.shape == "triple":
        return {"vi": f"bộ ba {tc(ids, 'vi')}", "zh": f"三张{tc(ids, 'zh')}",
                "en": f"a triple: {tc(ids, 'en')}"}[lang]
    return tc(ids, lang)


def shape(ids, lang: str) -> str:
    return word(SHAPE_TERMS[combo_of(mask_of(ids)).shape], lang)


def tc_event(states, kind: str, test=lambda e: True):
    """The first step whose events hold an event of ``kind`` passing ``test``, and that event."""
    for step, state in enumerate(states):
        for ev in state.events:
            if ev.kind == kind and test(ev):
                return step, ev
    return None, None


def n_cards(n: int) -> str:
    return f"{n} card" if n == 1 else f"{n} cards"


def last_call(actions) -> int:
    """The step of the deal's last call (step k is the state after action k)."""
    return max(i for i, a in enumerate(actions) if isinstance(a, TcCall)) + 1


def players(n: int):
    """Seatings of ``n`` Tam Cúc players: the strong player in each seat among greedy ones."""
    rows = [tuple("strong" if i == s else "greedy" for i in range(n)) for s in range(n)]
    return lambda seed: rows + [("greedy",) * n]


def players_with_random(n: int):
    """Seatings where a random player (who does not know the first-call ban) calls first."""
    rows = [tuple("random" if i == s else "greedy" for i in range(n)) for s in range(n)]
    return lambda seed: rows


def trinh_lang(states, actions):
    step, ev = tc_event(states, "show", lambda e: e.detail != "seize")
    if step is None or ev.player == states[0].dealer:
        return None
    p, n = ev.player, states[0].seats
    return ({str(step): texts(
        vi=f"{who(p, 'vi')} cầm đủ {tc(ev.cards, 'vi').replace('4 lá', 'bốn lá')} nên trình làng "
           f"trước lượt gọi đầu tiên: bốn lá này được tính là đã ăn ngay. Chơi {n} người thì "
           f"trình làng {word('tu-tu', 'vi')} không được giành cái, nên người gọi vẫn là "
           f"{who(states[0].dealer, 'vi')}.",
        zh=f"{who(p, 'zh')}手里有{tc(ev.cards, 'zh').replace('4张', '四张')}，在第一次叫牌前亮牌："
           f"这四张直接算作赢到的牌。{n}人局亮四卒不能抢庄，所以叫牌的仍是"
           f"{who(states[0].dealer, 'zh')}。",
        en=f"{who(p, 'en')} holds {tc(ev.cards, 'en').replace('4 ', 'four ')} and shows "
           f"them before the first call (trình làng): the four count as won at once. With {n} "
           f"players a tứ tử shown does not take the lead, so {who(states[0].dealer, 'en')} "
           f"still calls first.")}, dict(p=p))


def cuop_cai(states, actions):
    step, ev = tc_event(states, "show", lambda e: e.detail == "seize")
    if step is None or states[0].seats != 3:
        return None
    p = ev.player
    four = word("tu-tu" if len(ev.cards) == 4 else "ngu-tu", "vi")
    return ({str(step): texts(
        vi=f"Chơi ba người, {four} được trình làng vào bất cứ lúc nào giữa hai lượt, và trình "
           f"làng là cướp cái. {who(p, 'vi')} hạ {tc(ev.cards, 'vi')}: các lá ấy được tính là "
           f"đã ăn, {who(p, 'vi')} giành quyền gọi ngay và sẽ làm cái ván sau.",
        zh=f"三人局里，四卒在两轮之间随时可以亮出，亮牌即抢庄。{who(p, 'zh')}亮出"
           f"{tc(ev.cards, 'zh')}：这几张算作赢到的牌，{who(p, 'zh')}立刻取得叫牌权，"
           f"下一局也由其坐庄。",
        en=f"With three players a tứ tử may be shown between any two tricks, and showing it "
           f"seizes the deal (cướp cái). {who(p, 'en')} lays down {tc(ev.cards, 'en')}: the "
           f"cards count as won, {who(p, 'en')} takes the lead at once and will be cái in the "
           f"next deal.")}, dict(p=p))


def first_call_ban(states, actions):
    step, ev = tc_event(states, "chui", lambda e: e.detail == "banned")
    if step is None:
        return None
    p, n = ev.player, states[0].seats
    call = last_call(actions[:step])
    cards = actions[call - 1].cards
    top = next(r.names for r in RANKS if r.order == states[0].rules.banned_order(n))
    trick, won = tc_event(states[step:], "trick")
    w = won.player
    take = {"vi": f"{who(w, 'vi')} ăn lượt này và giành quyền gọi.",
            "zh": f"{who(w, 'zh')}赢下这一轮，取得叫牌权。",
            "en": f"{who(w, 'en')} wins the trick and the lead."} if w is not None else {
            "vi": f"Không ai ăn được lượt này: mọi lá thành {word('rac', 'vi')}, "
                  f"{who(p, 'vi')} vẫn gọi tiếp.",
            "zh": f"这一轮没人赢：所有牌都成了废牌，仍由{who(p, 'zh')}叫牌。",
            "en": f"Nobody wins the trick: every card goes to rác, and {who(p, 'en')} keeps "
                  f"the lead."}
    return ({str(call): texts(
        vi=f"{who(p, 'vi')} mở đầu bằng {tc(cards, 'vi')}. Chơi {n} người, lượt gọi đầu tiên "
           f"phải nhớ câu “{BAN_SAYING[n]['vi']}”: bài có quân lớn hơn {top['vi']} là phạm "
           f"luật.",
        zh=f"{who(p, 'zh')}第一次叫牌就出了{tc(cards, 'zh')}。{n}人局首轮叫牌有口诀"
           f"“{BAN_SAYING[n]['zh']}”（越南语：{BAN_SAYING[n]['vi']}）：出比{top['zh']}大的牌就犯规。",
        en=f"{who(p, 'en')} opens with {tc(cards, 'en')}. With {n} players the first call "
           f"follows the saying “{BAN_SAYING[n]['vi']}” ({BAN_SAYING[n]['en']}): a play "
           f"holding a rank above the {top['en']} breaks the ban."),
        str(step): texts(
        vi=f"Phạm luật nên bài của {who(p, 'vi')} không được lật, bị tính như chui: mất "
           f"{len(cards)} lá vào {word('rac', 'vi')} mà không thể ăn. {take['vi']}",
        zh=f"犯了禁令，{who(p, 'zh')}的牌不许翻开，按扣牌处理：{len(cards)}张白白成了废牌。"
           f"{take['zh']}",
        en=f"The ban is broken, so {who(p, 'en')}'s play is not turned up and counts as a chui: "
           f"{n_cards(len(cards))} lost to rác, unable to win. {take['en']}")},
        dict(p=p))


def chui_hides(states, actions):
    """A chui of a good combination in a deal of real decisions: three seats or more win cây
    (a deal one seat sweeps shows no choice worth hiding)."""
    if sum(1 for won in states[-1].result.cards if won) < 3:
        return None
    for i, a in enumerate(actions):
        st = states[i]
        if not isinstance(a, TcChui) or st.first_call or st.best is None:
            continue
        p = st.current
        mine, best = ids_of(st.table[p]), ids_of(st.table[st.best])
        combo = classify_mask(st.table[p])
        if combo is None or len(mine) < 2 or combo.shape != SHAPE_OF_SIZE[len(mine)] \
                or combo.top_order < 4 or st.can_beat(p):
            continue
        b = st.best
        return ({str(i + 1): texts(
            vi=f"{who(p, 'vi')} đã úp {tc(mine, 'vi')}, một {shape(mine, 'vi')} không tồi, "
               f"nhưng {who(b, 'vi')} đã lật {tc(best, 'vi')} mạnh hơn. {who(p, 'vi')} chui: "
               f"chịu mất {len(mine)} lá vào {word('rac', 'vi')} mà không lật, nên không ai "
               f"biết {who(p, 'vi')} vừa bỏ đi những quân nào.",
            zh=f"{who(p, 'zh')}扣下的是{tc(mine, 'zh')}，本是不错的{shape(mine, 'zh')}，"
               f"可{who(b, 'zh')}已翻开更大的{tc(best, 'zh')}。{who(p, 'zh')}选择扣牌认输："
               f"这{len(mine)}张进了废牌却始终没翻开，别人无从知道{who(p, 'zh')}丢掉了什么。",
            en=f"{who(p, 'en')} laid {tc(mine, 'en')}, a good {shape(mine, 'en')}, but "
               f"{who(b, 'en')} has turned up the stronger {tc(best, 'en')}. {who(p, 'en')} "
               f"takes a chui: the {len(mine)} cards go to rác unseen, so nobody learns which cards "
               f"{who(p, 'en')} gave up.")}, dict(p=p))
    return None


def payments(r, lang: str) -> str:
    """Who pays what at the end of a deal with a kết."""
    parts = []
    for p, x in enumerate(r.points):
        if p != r.ket.player and x < 0:
            parts.append({"vi": f"{who(p, 'vi')} trả {-x}", "zh": f"{who(p, 'zh')}付{-x}分",
                          "en": f"{who(p, 'en')} pays {-x}"}[lang])
    return JOIN[lang].join(parts)


def ket_of(kind: str, seats: int, size: int):
    """A deal of ``seats`` players whose last call, of ``size`` cards, makes the kết ``kind``
    for its caller."""
    def detect(states, actions):
        r = states[-1].result
        if r.ket is None or r.ket.kind != kind or states[0].seats != seats \
                or r.ket.player != r.ket.caller:
            return None
        p, call = r.ket.caller, last_call(actions)
        cards = actions[call - 1].cards
        if len(cards) != size:
            return None
        ket = {lang: word(kind, lang) for lang in ("vi", "zh", "en")}
        return ({str(call): texts(
            vi=f"Lượt gọi cuối cùng của ván: {who(p, 'vi')} gọi {play(cards, 'vi')}. "
               f"Nếu không ai ăn được, đó là {ket['vi']}.",
            zh=f"全局最后一次叫牌：{who(p, 'zh')}叫出{play(cards, 'zh')}。"
               f"若无人胜过，就是{ket['zh']}。",
            en=f"The last call of the deal: {who(p, 'en')} calls {play(cards, 'en')}. If nobody "
               f"beats it, that is {ket['en']}."),
            str(len(actions)): texts(
            vi=f"Không ai ăn được: {ket['vi']}, {r.ket.points} điểm với {seats} người. Mỗi người "
               f"thua trả {r.ket.points} điểm trừ đi số cây mình đã ăn: {payments(r, 'vi')}.",
            zh=f"无人胜过：{ket['zh']}，{seats}人局{r.ket.points}分。每个输家付{r.ket.points}分，"
               f"减去自己赢到的牌数：{payments(r, 'zh')}。",
            en=f"Nobody beats it: {ket['en']}, worth {r.ket.points} with {seats} players. Each "
               f"loser pays {r.ket.points} less the cards they won: {payments(r, 'en')}.")},
            dict(p=p))
    return detect


def de(states, actions):
    r = states[-1].result
    if r.ket is None or r.ket.kind != "de":
        return None
    p, b, call = r.ket.caller, r.ket.player, last_call(actions)
    cards = actions[call - 1].cards
    step, _ev = tc_event(states[call:], "reveal", lambda e: e.player == b)
    step += call
    return ({str(call): texts(
        vi=f"Lượt gọi cuối cùng: {who(p, 'vi')} gọi {play(cards, 'vi')}, mong ăn nốt để được "
           f"{word('ket-tot-den', 'vi')}.",
        zh=f"最后一次叫牌：{who(p, 'zh')}叫出{play(cards, 'zh')}，想靠它拿下{word('ket-tot-den', 'zh')}。",
        en=f"The last call: {who(p, 'en')} calls {play(cards, 'en')}, hoping to win it for a "
           f"{word('ket-tot-den', 'en')}."),
        str(step): texts(
        vi=f"Đôi Tốt đỏ của {who(b, 'vi')} ăn đôi Tốt đen ở lượt cuối: đây chính là "
           f"{word('de', 'vi')}. {who(p, 'vi')} một mình đền cho {who(b, 'vi')} "
           f"{r.ket.points} điểm, những người khác không mất gì.",
        zh=f"{who(b, 'zh')}的一对红卒压住了最后一轮的黑卒，这就是{word('de', 'zh')}。"
           f"{who(p, 'zh')}一人赔{r.ket.points}分给{who(b, 'zh')}，其余各家不输不赢。",
        en=f"{who(b, 'en')}'s red soldiers beat the black ones of the last call: that is "
           f"{word('de', 'en')}. {who(p, 'en')} alone pays {who(b, 'en')} {r.ket.points}; "
           f"nobody else pays anything.")}, dict(p=p, b=b))


TAMCUC_SAMPLES = [
    ("tam-cuc-trinh-lang", players(4), trinh_lang,
     texts(vi="Trình làng tứ tử", zh="亮出四卒", en="Showing a tứ tử (trình làng)"),
     texts(vi="Bốn người chơi: một nhà cầm đủ bốn con Tốt cùng màu và hạ xuống trước lượt gọi "
              "đầu tiên.",
           zh="四人局：一家手握同色四卒，在第一次叫牌前亮了出来。",
           en="Four players: one holds four soldiers of one colour and lays them down before the "
              "first call.")),
    ("tam-cuc-cuop-cai", players(3), cuop_cai,
     texts(vi="Cướp cái", zh="抢庄", en="Seizing the deal (cướp cái)"),
     texts(vi="Ba người chơi: tứ tử được trình làng giữa ván và cướp luôn quyền làm cái.",
           zh="三人局：一家在牌局中途亮出四卒，把庄抢了过去。",
           en="Three players: a tứ tử shown in the middle of the deal seizes the lead and the "
              "next deal.")),
    ("tam-cuc-cam-tuong", players_with_random(2), first_call_ban,
     texts(vi="Phạm luật lượt gọi đầu", zh="首轮犯禁", en="The first-call ban broken"),
     texts(vi="Hai người chơi: mở đầu bằng lá bị cấm, bài bị tính như chui, mất lá vào rác.",
           zh="两人局：第一次叫牌就出了禁牌，按扣牌处理，白白输掉一轮。",
           en="Two players: opening with a banned rank, the play counts as a chui and loses the "
              "trick.")),
    ("tam-cuc-chui", players(4), chui_hides,
     texts(vi="Chui để giấu bài", zh="扣牌藏底", en="A chui that hides a good play"),
     texts(vi="Bốn người chơi: thua bài, một nhà chui để không ai thấy mình vừa bỏ đi quân gì.",
           zh="四人局：一家的牌比不过别人，便扣牌认输，不让别人看到自己丢了哪些牌。",
           en="Four players: beaten, a player takes a chui so that nobody sees the cards given up.")),
    ("tam-cuc-ket-doi", players(2), ket_of("ket-doi", 2, 2),
     texts(vi="Kết đôi", zh="对子收尾", en="Kết đôi: the last call a pair"),
     texts(vi="Hai người chơi: cái giữ một đôi đến lượt gọi cuối cùng và ăn luôn.",
           zh="两人局：庄家把一个对子留到最后一次叫牌，一举拿下。",
           en="Two players: the caller keeps a pair for the very last call, and it wins.")),
    ("tam-cuc-ket-ba", players(3), ket_of("ket-ba", 3, 3),
     texts(vi="Kết ba", zh="三张收尾", en="Kết ba: the last call a triple"),
     texts(vi="Ba người chơi: lượt gọi cuối cùng là một bộ ba, không ai ăn được.",
           zh="三人局：最后一次叫牌是三张，没人压得过。",
           en="Three players: the last call is a triple, and nobody beats it.")),
    ("tam-cuc-de", players(4), de,
     texts(vi="Tốt đỏ đè Tốt đen", zh="红卒压黑卒", en="Red soldiers over black: đè"),
     texts(vi="Bốn người chơi: cái gọi đôi Tốt đen ở lượt cuối và bị đôi Tốt đỏ đè.",
           zh="四人局：庄家最后叫出一对黑卒，被一对红卒压住。",
           en="Four players: the last call is a pair of black soldiers, beaten by red ones.")),
    ("tam-cuc-ket-tot-den", players(2), ket_of("ket-tot-den", 2, 2),
     texts(vi="Kết tốt đen", zh="黑卒收尾", en="Kết tốt đen"),
     texts(vi="Hai người chơi: đôi Tốt đen ở lượt gọi cuối, điểm kết cao nhất trừ đè.",
           zh="两人局：最后一次叫牌是一对黑卒，这是除压牌外分数最高的收尾。",
           en="Two players: a pair of black soldiers wins the last call, the richest kết short "
              "of an đè.")),
]


SEARCHES = [Search(slug, "standard", seatings, detect, title, summary)
            for slug, seatings, detect, title, summary in TAMCUC_SAMPLES]


def samples(limit: int) -> Iterator[Sample | str]:
    """Every deal of the standard rule set (orders 10…)."""
    yield from search(TAMCUC, SEARCHES, 10, limit)
