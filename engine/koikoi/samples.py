"""Koi-Koi's sample games for the step-through library (``data/samples/*.json``): the
features to find in seeded hands, what the notes say about each, and two short matches.
``scripts/find_sample_games.py --game koikoi`` writes them (:mod:`engine.samplefind`)."""

from __future__ import annotations

from collections.abc import Iterator

from engine.games import get_game
from engine.hanafuda.cards import mask_of
from engine.samplefind import JOIN, Sample, Search, card, pts, search, texts, who
from engine.table import play_match

from . import Call
from .analysis import threats
from .record import replay
from .rules import YAKU_NAMES

KOIKOI = get_game("koikoi")
ISC = ("clover-boar", "maple-deer", "peony-butterflies")
SAKE = "chrysanthemum-sake"


def yaku(ids, lang: str) -> str:
    return JOIN[lang].join(YAKU_NAMES[y][lang] for y in ids)


# -- detectors: (states, actions) -> None or (notes {step: texts}, summary texts) -------------

def koikoi_pays_off(states, actions):
    r = states[-1].result
    for i, a in enumerate(actions):
        if a == Call("koikoi"):
            c = states[i].current
            before = sum(y.points for y in states[i].yaku(c))
            if r.reason == "stop" and r.winner == c and r.points[c] > before + 2 \
                    and states[-1].koikoi[1 - c] == 0:
                last = len(actions)
                return ({str(i + 1): texts(
                    vi=f"{who(c, 'vi')} đã có {pts(before, 'vi')} nhưng hô koi-koi để chơi tiếp.",
                    zh=f"{who(c, 'zh')}已有{before}分，却喊了“来来”继续打。",
                    en=f"{who(c, 'en')} already has {pts(before, 'en')} but calls koi-koi to "
                       f"play on."),
                    str(last): texts(
                    vi=f"Canh bạc thành công: dừng với {r.points[c]} điểm thay vì {before}.",
                    zh=f"赌对了：收手得{r.points[c]}分，而不是{before}分。",
                    en=f"The gamble pays: stopping now scores {r.points[c]} instead of {before}.")},
                    dict(c=c, before=before, after=r.points[c]))
    return None


def koikoi_backfires(states, actions):
    """A koi-koi that was a real choice (cards in hand, a yaku one card away) and went wrong."""
    r = states[-1].result
    if r.reason != "stop":
        return None
    for i, a in enumerate(actions):
        if a != Call("koikoi") or states[i].current == r.winner:
            continue
        st = states[i]
        c = st.current
        hand = st.hand(c)
        pile = mask_of(st.pile(c))
        taken = pile | mask_of(st.pile(1 - c))
        open_cards = ~taken & ((1 << 48) - 1)
        near = [t for t in threats(pile, st.rules, open_cards) if t.short == 1]
        if len(hand) < 4 or not near:
            continue
        have = [y.id for y in st.yaku(c)]
        base = sum(y.points for y in st.yaku(c))
        goal = near[0].yaku
        w = r.winner
        return ({str(i + 1): texts(
            vi=f"{who(c, 'vi')} đang có {yaku(have, 'vi')}, được {pts(base, 'vi')}, trên tay "
               f"còn {len(hand)} lá và chỉ thiếu một lá là thành {yaku([goal], 'vi')}. Dừng thì "
               f"chắc ăn; {who(c, 'vi')} chọn hô koi-koi. Từ đây, nếu đối thủ dừng trước, "
               f"{who(c, 'vi')} mất trắng và điểm của đối thủ được nhân đôi.",
            zh=f"{who(c, 'zh')}已有{yaku(have, 'zh')}，可得{pts(base, 'zh')}；手里还有{len(hand)}张"
               f"牌，再来一张就能凑成{yaku([goal], 'zh')}。收手稳拿分，{who(c, 'zh')}却喊了“来来”。"
               f"从现在起，如果对手先收手，{who(c, 'zh')}一分不得，对手的得分还要翻倍。",
            en=f"{who(c, 'en')} has {yaku(have, 'en')} for {pts(base, 'en')}, still holds "
               f"{len(hand)} cards and is one card away from {yaku([goal], 'en')}. Stopping "
               f"would bank the points; {who(c, 'en')} calls koi-koi instead. From now on, if "
               f"the opponent stops first, {who(c, 'en')} scores nothing and the opponent's "
               f"score is doubled."),
            str(len(actions)): texts(
            vi=f"{who(w, 'vi')} dừng trước với {yaku([y.id for y in r.yaku], 'vi')}: "
               f"{pts(r.base, 'vi')} × {r.multiplier} = {pts(r.points[w], 'vi')}, còn "
               f"{who(c, 'vi')} không được gì. {yaku([goal], 'vi')} đã không kịp thành.",
            zh=f"{who(w, 'zh')}凭{yaku([y.id for y in r.yaku], 'zh')}抢先收手：{pts(r.base, 'zh')} × "
               f"{r.multiplier} = {pts(r.points[w], 'zh')}，{who(c, 'zh')}一分未得，"
               f"{yaku([goal], 'zh')}终究没能凑成。",
            en=f"{who(w, 'en')} stops first with {yaku([y.id for y in r.yaku], 'en')}: "
               f"{pts(r.base, 'en')} × {r.multiplier} = {pts(r.points[w], 'en')}, and "
               f"{who(c, 'en')} scores nothing. The {yaku([goal], 'en')} never came.")},
            dict(c=c, w=w, points=r.points[w]))
    return None


def isc_blocked(states, actions):
    for i, a in enumerate(actions):
        if isinstance(a, Call):
            continue
        p = states[i].current
        got = {a.card, *a.take} if a.take else set()
        opp_pile = set(states[i].pile(1 - p))
        have = [c for c in ISC if c in opp_pile]
        if len(have) == 2:
            missing = next(c for c in ISC if c not in opp_pile)
            if missing in got:
                return ({str(i + 1): texts(
                    vi=f"{who(1 - p, 'vi')} đã có {card(have[0], 'vi')} và {card(have[1], 'vi')}; "
                       f"{who(p, 'vi')} lấy {card(missing, 'vi')} nên {yaku(['inoshikacho'], 'vi')} "
                       f"không thể thành nữa.",
                    zh=f"{who(1 - p, 'zh')}已有{card(have[0], 'zh')}和{card(have[1], 'zh')}；"
                       f"{who(p, 'zh')}拿走{card(missing, 'zh')}，猪鹿蝶再也凑不成了。",
                    en=f"{who(1 - p, 'en')} holds {card(have[0], 'en')} and "
                       f"{card(have[1], 'en')}; {who(p, 'en')} takes {card(missing, 'en')}, so "
                       f"Boar–Deer–Butterfly can no longer be made.")},
                    dict(p=p, missing=missing))
    return None


def sake_double_duty(states, actions):
    r = states[-1].result
    if r.reason != "stop":
        return None
    pile = set(states[-1].pile(r.winner))
    ids = [y.id for y in r.yaku]
    uses = [y for y in ids if y in ("hanami-zake", "tsukimi-zake", "kasu", "tane")]
    if SAKE in pile and len(uses) >= 2 and ("hanami-zake" in uses or "tsukimi-zake" in uses):
        step = next(i + 1 for i, a in enumerate(actions)
                    if not isinstance(a, Call) and a.take and SAKE in (a.card, *a.take))
        w = r.winner
        return ({str(step): texts(
            vi=f"{who(w, 'vi')} lấy chén rượu: một lá dùng cho nhiều yaku.",
            zh=f"{who(w, 'zh')}拿到酒杯：一张牌能同时算进好几个役。",
            en=f"{who(w, 'en')} takes the sake cup: one card that counts in several yaku."),
            str(len(actions)): texts(
            vi=f"Chén rượu được tính trong {yaku(uses, 'vi')}.",
            zh=f"酒杯同时算在{yaku(uses, 'zh')}里。",
            en=f"The sake cup counts in {yaku(uses, 'en')} at once.")},
            dict(w=w, uses=uses))
    return None


def exhausted(states, actions):
    r = states[-1].result
    if r.reason == "exhausted" and r.points[states[0].deal.dealer] > 0:
        d = states[0].deal.dealer
        return ({str(len(actions)): texts(
            vi=f"Không ai dừng và hết bài: theo luật này nhà cái ({who(d, 'vi')}) được "
               f"{r.points[d]} điểm.",
            zh=f"没人收手，手牌打完：按这套规则亲（{who(d, 'zh')}）得{r.points[d]}分。",
            en=f"Nobody stopped and the hands are empty: under these rules the dealer "
               f"({who(d, 'en')}) scores {r.points[d]}.")}, dict(d=d))
    return None


def hand_yaku_of(kind):
    def detect(states, actions):
        r = states[-1].result
        if r.reason == "hand-yaku" and r.yaku[0].id == kind:
            w = r.winner
            return ({"0": texts(
                vi=f"{who(w, 'vi')} cầm {yaku([kind], 'vi')} ngay khi chia bài và thắng "
                   f"{r.points[w]} điểm, không cần đánh lá nào.",
                zh=f"{who(w, 'zh')}发牌时手里就有{yaku([kind], 'zh')}，一张不打就赢{r.points[w]}分。",
                en=f"{who(w, 'en')} holds {yaku([kind], 'en')} straight from the deal and wins "
                   f"{r.points[w]} points without playing a card.")}, dict(w=w))
        return None
    return detect


def seven_doubles(states, actions):
    r = states[-1].result
    if r.reason == "stop" and r.base >= 7 and r.multiplier == 2 \
            and states[-1].koikoi[1 - r.winner] == 0:
        return ({str(len(actions)): texts(
            vi=f"{pts(r.base, 'vi')}, từ 7 điểm trở lên nên được nhân đôi: "
               f"{pts(r.points[r.winner], 'vi')}.",
            zh=f"{pts(r.base, 'zh')}，达到7分以上，翻倍：{pts(r.points[r.winner], 'zh')}。",
            en=f"{pts(r.base, 'en')} is 7 or more, so the score is doubled: "
               f"{pts(r.points[r.winner], 'en')}.")},
            dict(w=r.winner))
    return None


def times_four(states, actions):
    r = states[-1].result
    if r.reason == "stop" and r.multiplier == 4:
        return ({str(len(actions)): texts(
            vi=f"Hai lần nhân đôi cùng lúc: từ 7 điểm trở lên và đối thủ đã hô koi-koi. "
               f"{r.base} × 4 = {r.points[r.winner]}.",
            zh=f"两个翻倍同时成立：7分以上，且对手喊过“来来”。{r.base} × 4 = {r.points[r.winner]}。",
            en=f"Both doublings at once: 7 points or more, and the opponent had called "
               f"koi-koi. {r.base} × 4 = {r.points[r.winner]}.")}, dict(w=r.winner))
    return None


def three_card_capture(states, actions):
    for i, a in enumerate(actions):
        if not isinstance(a, Call) and len(a.take) == 3:
            p = states[i].current
            return ({str(i + 1): texts(
                vi=f"Ba lá cùng tháng nằm trên bàn: {who(p, 'vi')} lấy cả ba bằng "
                   f"{card(a.card, 'vi')}.",
                zh=f"桌上有同月的三张牌：{who(p, 'zh')}用{card(a.card, 'zh')}一次全收。",
                en=f"Three cards of one month lie on the field: {who(p, 'en')} takes all three "
                   f"with {card(a.card, 'en')}.")}, dict(p=p))
    return None


def red_and_blue(states, actions):
    r = states[-1].result
    ids = [y.id for y in r.yaku]
    if r.reason == "stop" and (("akatan" in ids and "aotan" in ids) or "akatan-aotan" in ids):
        return ({str(len(actions)): texts(
            vi=f"Cả ba dải thơ đỏ và ba dải xanh: {yaku(ids, 'vi')}.",
            zh=f"三张赤短和三张青短都到手：{yaku(ids, 'zh')}。",
            en=f"All three red poetry ribbons and all three blue ones: {yaku(ids, 'en')}.")},
            dict(w=r.winner))
    return None


def ribbon_yaku(states, actions):
    r = states[-1].result
    ids = [y.id for y in r.yaku]
    if r.reason == "stop" and ("akatan" in ids or "aotan" in ids):
        return ({str(len(actions)): texts(
            vi=f"Theo bảng 15/10/8/6, Akatan và Aotan mỗi yaku 6 điểm: {yaku(ids, 'vi')}.",
            zh=f"按15/10/8/6的计分表，赤短、青短各6分：{yaku(ids, 'zh')}。",
            en=f"On the 15/10/8/6 table the red and the blue ribbons are worth 6 each: "
               f"{yaku(ids, 'en')}.")}, dict(w=r.winner))
    return None


def last_turn_claim(states, actions):
    r = states[-1].result
    if r.reason == "stop":
        before = states[-2]
        if not before.hand(0) and not before.hand(1):
            return ({str(len(actions)): texts(
                vi="Lượt cuối cùng của ván: yaku vừa thành vẫn được tính, nhưng chỉ có thể dừng.",
                zh="整手牌的最后一轮：刚凑成的役仍然算分，但只能收手。",
                en="The very last turn of the hand: the yaku just made still counts, but the "
                   "only choice left is to stop.")}, dict(w=r.winner))
    return None


def sanko_with_rainman(states, actions):
    r = states[-1].result
    if r.reason == "stop" and any(y.id == "sanko" for y in r.yaku) \
            and "willow-rainman" in states[-1].pile(r.winner):
        return ({str(len(actions)): texts(
            vi=f"Theo luật của tài liệu tiếng Việt, người đi mưa cũng được tính vào {yaku(['sanko'], 'vi')}.",
            zh="按越南文资料的规则，雨中人（小野道风）也能算进三光。",
            en="Under the Vietnamese guide’s rules the rain man counts towards Three Brights.")},
            dict(w=r.winner))
    return None


# -- what to look for ------------------------------------------------------------------------

SINGLES = [
    ("koikoi-pays-off", "nintendo", koikoi_pays_off,
     texts(vi="Koi-koi được đền đáp", zh="喊“来来”（こいこい）赌赢了", en="A koi-koi that pays off"),
     texts(vi="Có yaku đầu tiên nhưng không dừng: chơi tiếp và ghi được nhiều điểm hơn.",
           zh="凑出第一个役却不收手，继续打下去，最后得分更多。",
           en="A first yaku, but no stop: playing on brings in more points.")),
    ("koikoi-backfires", "nintendo", koikoi_backfires,
     texts(vi="Koi-koi phản tác dụng", zh="喊“来来”（こいこい）弄巧成拙", en="A koi-koi that backfires"),
     texts(vi="Hô koi-koi để ăn thêm, nhưng đối thủ dừng trước và được nhân đôi.",
           zh="喊“来来”想多赢，结果对手先收手，得分还翻倍。",
           en="Koi-koi for more, but the opponent stops first and scores double.")),
    ("inoshikacho-blocked", "wikipedia", isc_blocked,
     texts(vi="Chặn Lợn – Hươu – Bướm", zh="截断猪鹿蝶", en="Boar–Deer–Butterfly blocked"),
     texts(vi="Đối thủ đã có hai trong ba con vật; lá thứ ba bị lấy mất.",
           zh="对手已有三只动物中的两只，第三张被抢先拿走。",
           en="The opponent holds two of the three animals; the third is taken away.")),
    ("sake-cup-double-duty", "nintendo", sake_double_duty,
     texts(vi="Chén rượu làm hai việc", zh="一只酒杯，两份功劳", en="The sake cup doing double duty"),
     texts(vi="Một lá chén rượu góp vào nhiều yaku cùng lúc.",
           zh="一张酒杯同时算进几个役。",
           en="One sake cup counts towards several yaku at once.")),
    ("exhausted-hand", "wikipedia", exhausted,
     texts(vi="Hết bài mà không ai dừng", zh="牌打完，无人收手", en="An exhausted hand"),
     texts(vi="Không ai có yaku để dừng; theo luật Wikipedia tiếng Việt nhà cái được 1 điểm.",
           zh="谁都没能收手；按越南语维基百科的规则，亲得1分。",
           en="Nobody stops; under the Vietnamese Wikipedia rules the dealer gets 1 point.")),
    ("teshi", "nintendo", hand_yaku_of("teshi"),
     texts(vi="Teshi: tứ quý trên tay", zh="手四：手握同月四张", en="Teshi: four of a month in hand"),
     texts(vi="Bốn lá cùng tháng ngay khi chia: thắng ván trước khi đánh.",
           zh="发牌就拿到同月四张：还没出牌就赢了。",
           en="Four cards of one month at the deal: the hand is won before it starts.")),
    ("kuttsuki", "wikipedia", hand_yaku_of("kuttsuki"),
     texts(vi="Kuttsuki: bốn đôi trên tay", zh="四对：手里四对同月牌", en="Kuttsuki: four pairs in hand"),
     texts(vi="Tám lá trên tay thành bốn đôi cùng tháng: thắng ngay khi chia.",
           zh="手里八张牌正好四对同月：发牌即胜。",
           en="Eight cards in four pairs of months: won at the deal.")),
    ("seven-doubles", "nintendo", seven_doubles,
     texts(vi="Từ 7 điểm được nhân đôi", zh="7分以上翻倍", en="Seven or more: doubled"),
     texts(vi="Dừng với từ 7 điểm trở lên: theo luật Nintendo điểm được nhân đôi.",
           zh="收手时满7分：按任天堂规则翻倍。",
           en="Stopping with 7 points or more: Nintendo's rules double the score.")),
    ("times-four", "nintendo", times_four,
     texts(vi="Nhân bốn", zh="四倍", en="Four times the points"),
     texts(vi="Từ 7 điểm trở lên và đối thủ đã hô koi-koi: hai lần nhân đôi.",
           zh="满7分，对手又喊过“来来”：两次翻倍。",
           en="Seven points or more after the opponent called koi-koi: doubled twice.")),
    ("three-of-a-month", "nintendo", three_card_capture,
     texts(vi="Ăn cả ba lá cùng tháng", zh="一次收走同月三张", en="Taking three of a month"),
     texts(vi="Khi ba lá cùng tháng nằm trên bàn, lá thứ tư lấy hết cả ba.",
           zh="桌上有同月三张时，第四张一次全收。",
           en="With three cards of a month on the field, the fourth takes all three.")),
    ("red-and-blue-ribbons", "nintendo", red_and_blue,
     texts(vi="Dải đỏ và dải xanh", zh="赤短与青短", en="Red-and-blue ribbons"),
     texts(vi="Gom đủ cả sáu dải thơ đỏ và dải xanh.",
           zh="六张赤短、青短全部收齐。",
           en="All six poetry and blue ribbons collected.")),
    ("online-15-ribbons", "online-15", ribbon_yaku,
     texts(vi="Bảng điểm 15/10/8/6", zh="15/10/8/6计分表", en="The 15/10/8/6 table"),
     texts(vi="Luật của nhiều trò chơi trực tuyến: không nhân điểm, Akatan và Aotan mỗi yaku 6 điểm.",
           zh="许多网络游戏的规则：不翻倍，赤短、青短各6分。",
           en="The rules of many online games: no multipliers, red or blue ribbons 6 points.")),
    ("last-turn", "nintendo", last_turn_claim,
     texts(vi="Yaku ở lượt cuối", zh="最后一轮凑成的役", en="A yaku on the last turn"),
     texts(vi="Yaku thành ở lượt cuối cùng vẫn được tính.",
           zh="最后一轮才凑成的役照样算分。",
           en="A yaku completed on the very last turn still scores.")),
    ("rain-man-sanko", "vietnam", sanko_with_rainman,
     texts(vi="Sankō có người đi mưa", zh="带雨中人的三光", en="Three Brights with the rain man"),
     texts(vi="Luật theo tài liệu tiếng Việt cho người đi mưa góp vào Sankō.",
           zh="越南文资料的规则里，雨中人也能凑三光。",
           en="The Vietnamese guide’s rules let the rain man count towards Three Brights.")),
]

PAIRINGS = [("strong", "greedy"), ("greedy", "strong"), ("strong", "random"),
            ("greedy", "random"), ("random", "greedy"), ("random", "random")]
CHEAP = [("greedy", "random"), ("random", "greedy"), ("random", "random")]


def koikoi_seatings(slug):
    cheap_only = slug in ("teshi", "kuttsuki", "exhausted-hand", "three-of-a-month")
    return lambda seed: CHEAP if cheap_only or seed > 40 else PAIRINGS


SEARCHES = [Search(slug, rules, koikoi_seatings(slug), detect, title, summary)
            for slug, rules, detect, title, summary in SINGLES]


MATCHES = [
    ("match-nintendo-3", "nintendo", ("strong", "greedy"), 3, 0,
     texts(vi="Trận ba ván: máy mạnh gặp máy tham", zh="三局比赛：强手对贪心",
           en="A three-hand match: strong against greedy"),
     texts(vi="Ba ván theo luật Nintendo; người thắng ván được chia bài ván sau.",
           zh="按任天堂规则打三局；每局的赢家做下一局的亲。",
           en="Three hands under Nintendo's rules; the winner of each hand deals the next.")),
    ("match-wikipedia-6", "wikipedia", ("greedy", "strong"), 6, 5,
     texts(vi="Trận sáu ván theo luật Wikipedia", zh="按维基百科规则的六局比赛",
           en="A six-hand match under the Wikipedia rules"),
     texts(vi="Sáu ván theo luật Wikipedia tiếng Việt: các yaku được cộng dồn, hết bài thì nhà cái "
              "được 1 điểm.",
           zh="按越南语维基百科规则打六局：役可以叠加，牌打完时亲得1分。",
           en="Six hands under the Vietnamese Wikipedia rules: yaku stack, and an exhausted hand "
              "gives the dealer 1 point.")),
]


def match_notes(record) -> dict:
    """Notes on the first step of each later hand (the running score) and on koi-koi calls."""
    notes = {}
    step = 0
    score = [0, 0]
    for n, hand in enumerate(record["hands"]):
        for i, a in enumerate(hand["actions"]):
            if a.get("call") == "koikoi":
                c = a["player"]
                notes[str(step + i + 1)] = texts(
                    vi=f"{who(c, 'vi')} hô koi-koi: chơi tiếp để ăn thêm, chấp nhận rủi ro bị "
                       f"nhân đôi nếu đối thủ dừng trước.",
                    zh=f"{who(c, 'zh')}喊了“来来”：继续打想多赢，但若对手先收手，对手得分翻倍。",
                    en=f"{who(c, 'en')} calls koi-koi: playing on for more, at the risk of the "
                       f"opponent stopping first with double points.")
        if n:
            notes[str(step)] = texts(
                vi=f"Ván {n + 1}. Tỉ số đang là {score[0]} – {score[1]}; "
                   f"{who(hand['dealer'], 'vi')} chia bài.",
                zh=f"第{n + 1}局。目前比分{score[0]}比{score[1]}；由{who(hand['dealer'], 'zh')}发牌。",
                en=f"Hand {n + 1}. The score stands at {score[0]}–{score[1]}; "
                   f"{who(hand['dealer'], 'en')} deals.")
        step += len(hand["actions"]) + 1
        score = hand["score"]
    return notes


def samples(limit: int) -> Iterator[Sample | str]:
    """The single hands (orders 0…), then the matches (orders 100…)."""
    yield from search(KOIKOI, SEARCHES, 0, limit)
    for order, (slug, rules, names, rounds, seed, title, summary) in enumerate(MATCHES, 100):
        record = play_match(KOIKOI, rules, names, seed, rounds)
        replay(record)
        yield Sample(slug, rules, title, summary, match_notes(record), record, order,
                     f"{slug}: {rounds} hands, score {record['result']['score']}")
