"""Find instructive Koi-Koi, Tam Cúc and Hachi-Hachi games for the step-through library
(engine/<game>/data/samples/*.json).

Plays seeded games between the engine's players (random, greedy, strong), detects each
feature from the states and events the engine produces, and writes the first game that shows
it as ``engine/<game>/data/samples/<slug>.json``: the engine's record plus titles, summaries and notes in
Vietnamese, Chinese and English (the notes sit on the step that shows the feature: step k is
the state after action k).

    .venv/bin/python scripts/find_sample_games.py                  # write every file
    .venv/bin/python scripts/find_sample_games.py --list           # only say what was found
    .venv/bin/python scripts/find_sample_games.py --game tamcuc    # one game's samples only

Same engine, same seeds, same files: the search is deterministic (the strong player's
choices depend only on the seed's ``random.Random``).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from engine import terms  # noqa: E402
from engine.cards import CARDS_BY_ID, mask_of  # noqa: E402
from engine.games import game_of, get_game  # noqa: E402
from engine.hachihachi import Call as HhCall  # noqa: E402
from engine.hachihachi.dekiyaku import card_points  # noqa: E402
from engine.hachihachi.rules import KIND_TEYAKU, MONTH_TEYAKU  # noqa: E402
from engine.hachihachi.rules import YAKU_NAMES as HH_YAKU_NAMES  # noqa: E402
from engine.koikoi import Call  # noqa: E402
from engine.koikoi.analysis import threats  # noqa: E402
from engine.koikoi.record import replay  # noqa: E402
from engine.koikoi.rules import YAKU_NAMES  # noqa: E402
from engine.table import Table, play_match  # noqa: E402
from engine.tamcuc import RANKS, TAMCUC_BY_ID  # noqa: E402
from engine.tamcuc.cards import ids_of  # noqa: E402
from engine.tamcuc.combos import SHAPE_OF_SIZE, classify, classify_mask  # noqa: E402
from engine.tamcuc.state import Call as TcCall  # noqa: E402
from engine.tamcuc.state import Chui as TcChui  # noqa: E402

ISC = ("clover-boar", "maple-deer", "peony-butterflies")
SAKE = "chrysanthemum-sake"
PLAYER = {"vi": "Người chơi {n}", "zh": "玩家{n}", "en": "Player {n}"}
JOIN = {"vi": ", ", "zh": "、", "en": ", "}


def who(seat: int, lang: str) -> str:
    return PLAYER[lang].format(n=seat + 1)


def card(cid: str, lang: str) -> str:
    return CARDS_BY_ID[cid].name(lang)


def yaku(ids, lang: str) -> str:
    return JOIN[lang].join(YAKU_NAMES[y][lang] for y in ids)


def texts(**per_lang) -> dict:
    return {lang: per_lang[lang] for lang in ("vi", "zh", "en")}


def pts(n: int, lang: str) -> str:
    """``n`` points, in agreement: "1 point", "2 points"."""
    return {"vi": f"{n} điểm", "zh": f"{n}分", "en": f"{n} point" + ("" if n == 1 else "s")}[lang]


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
                    zh=f"{who(c, 'zh')}已有{before}分，却喊了こいこい继续打。",
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
               f"牌，再来一张就能凑成{yaku([goal], 'zh')}。收手稳拿分，{who(c, 'zh')}却喊了こいこい。"
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
                       f"Boar, Deer, Butterflies can no longer be made.")},
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
            zh=f"两个翻倍同时成立：7分以上，且对手喊过こいこい。{r.base} × 4 = {r.points[r.winner]}。",
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
            vi=f"Theo luật dân gian Việt Nam, người đi mưa cũng được tính vào {yaku(['sanko'], 'vi')}.",
            zh="按越南民间规则，雨中人（小野道风）也能算进三光。",
            en="Under the Vietnamese folk rules the rain man counts towards Three Brights.")},
            dict(w=r.winner))
    return None


# -- what to look for ------------------------------------------------------------------------

SINGLES = [
    ("koikoi-pays-off", "nintendo", koikoi_pays_off,
     texts(vi="Koi-koi được đền đáp", zh="こいこい赌赢了", en="A koi-koi that pays off"),
     texts(vi="Có yaku đầu tiên nhưng không dừng: chơi tiếp và ghi được nhiều điểm hơn.",
           zh="凑出第一个役却不收手，继续打下去，最后得分更多。",
           en="A first yaku, but no stop: playing on brings in more points.")),
    ("koikoi-backfires", "nintendo", koikoi_backfires,
     texts(vi="Koi-koi phản tác dụng", zh="こいこい弄巧成拙", en="A koi-koi that backfires"),
     texts(vi="Hô koi-koi để ăn thêm, nhưng đối thủ dừng trước và được nhân đôi.",
           zh="喊こいこい想多赢，结果对手先收手，得分还翻倍。",
           en="Koi-koi for more, but the opponent stops first and scores double.")),
    ("inoshikacho-blocked", "wikipedia", isc_blocked,
     texts(vi="Chặn Lợn – Hươu – Bướm", zh="截断猪鹿蝶", en="Boar, Deer, Butterflies blocked"),
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
           zh="满7分，对手又喊过こいこい：两次翻倍。",
           en="Seven points or more after the opponent called koi-koi: doubled twice.")),
    ("three-of-a-month", "nintendo", three_card_capture,
     texts(vi="Ăn cả ba lá cùng tháng", zh="一次收走同月三张", en="Taking three of a month"),
     texts(vi="Khi ba lá cùng tháng nằm trên bàn, lá thứ tư lấy hết cả ba.",
           zh="桌上有同月三张时，第四张一次全收。",
           en="With three cards of a month on the field, the fourth takes all three.")),
    ("red-and-blue-ribbons", "nintendo", red_and_blue,
     texts(vi="Dải đỏ và dải xanh", zh="赤短与青短", en="Red and blue ribbons"),
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
     texts(vi="Luật dân gian Việt Nam cho người đi mưa góp vào Sankō.",
           zh="越南民间规则里，雨中人也能凑三光。",
           en="The Vietnamese folk rules let the rain man count towards Three Brights.")),
]

KOIKOI = get_game("koikoi")
PAIRINGS = [("strong", "greedy"), ("greedy", "strong"), ("strong", "random"),
            ("greedy", "random"), ("random", "greedy"), ("random", "random")]
CHEAP = [("greedy", "random"), ("random", "greedy"), ("random", "random")]


def play_single(game, rules: str, names: tuple[str, ...], seed: int):
    table = Table(game, rules, names, 1, seed).play(random.Random(seed))
    return table.hands[0]


USED: set = set()


def find(game, rules, detect, limit, seatings):
    """The first seeded deal (not used by another feature) that shows the feature:
    ``seatings(seed)`` lists the players to seat, in the order to try them, with that seed."""
    for seed in range(limit):
        for names in seatings(seed):
            if (game.name, rules, seed, names) in USED:
                continue
            states, actions = play_single(game, rules, names, seed)
            found = detect(states, actions)
            if found:
                record = game.hand_to_json(states, actions)
                record["seed"] = seed
                record["players"] = list(names)
                USED.add((game.name, rules, seed, names))
                return record, found
    return None


def koikoi_seatings(slug):
    cheap_only = slug in ("teshi", "kuttsuki", "exhausted-hand", "three-of-a-month")
    return lambda seed: CHEAP if cheap_only or seed > 40 else PAIRINGS


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--list", action="store_true", help="only report, write nothing")
    ap.add_argument("--limit", type=int, default=3000, help="seeds to try per feature")
    ap.add_argument("--only", action="append", metavar="SLUG", help="write only these games")
    ap.add_argument("--game", action="append", choices=("koikoi", "tamcuc", "hachihachi"),
                    help="search only these games' samples")
    args = ap.parse_args()
    games = args.game or ("koikoi", "tamcuc", "hachihachi")
    searches = []
    if "koikoi" in games:
        searches += [(KOIKOI, slug, rules, koikoi_seatings(slug), detect, title, summary, order)
                     for order, (slug, rules, detect, title, summary) in enumerate(SINGLES)]
    if "tamcuc" in games:
        searches += [(TAMCUC, slug, "standard", seatings, detect, title, summary, order)
                     for order, (slug, seatings, detect, title, summary)
                     in enumerate(TAMCUC_SAMPLES, 10)]
    if "hachihachi" in games:
        searches += [(HACHIHACHI, slug, rules, seatings, detect, title, summary, order)
                     for order, (slug, rules, seatings, detect, title, summary)
                     in enumerate(HACHIHACHI_SAMPLES, 10)]
    missing = []
    for game, slug, rules, seatings, detect, title, summary, order in searches:
        hit = find(game, rules, detect, args.limit, seatings)
        if hit is None:
            missing.append(slug)
            print(f"{slug}: not found", file=sys.stderr)
            continue
        record, (notes, _info) = hit
        print(f"{slug}: seed {record['seed']} {record['players']} {len(record['actions'])} actions")
        write(slug, rules, title, summary, notes, record, order, args.list or skip(slug, args))
    if "koikoi" not in games:
        return 1 if missing else 0
    for order, (slug, rules, names, rounds, seed, title, summary) in enumerate(MATCHES, 100):
        record = play_match(KOIKOI, rules, names, seed, rounds)
        replay(record)
        notes = match_notes(record)
        print(f"{slug}: {rounds} hands, score {record['result']['score']}")
        write(slug, rules, title, summary, notes, record, order, args.list or skip(slug, args))
    return 1 if missing else 0


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
                    zh=f"{who(c, 'zh')}喊了こいこい：继续打想多赢，但若对手先收手，对手得分翻倍。",
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


def skip(slug: str, args) -> bool:
    return bool(args.only) and slug not in args.only


def write(slug, rules, title, summary, notes, record, order, dry):
    if dry:
        return
    doc = {"id": slug, "rules": rules, "order": order, "title": title, "summary": summary,
           "notes": notes, "record": record}
    out = ROOT / "engine" / game_of(record).name / "data" / "samples" / f"{slug}.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")


# -- Tam Cúc ---------------------------------------------------------------------------------

TAMCUC = get_game("tamcuc")
SHAPE_TERMS = {"single": "single", "pair": "pair", "triple": "triple",
               "four-soldiers": "tu-tu", "five-soldiers": "ngu-tu"}
# The saying players recite for the first-call ban, by seat count, and what it means.
BAN_SAYING = {
    2: {"vi": "cấm tướng, cấm sĩ lấy tượng cầm đầu", "zh": "禁将、禁士，以象为首",
        "en": "no General, no Advisor: the Elephant leads"},
    3: {"vi": "cấm sĩ, cấm tượng lấy xe cầm đầu", "zh": "禁士、禁象，以车为首",
        "en": "no Advisor, no Elephant: the Chariot leads"},
}
BAN_SAYING[4] = BAN_SAYING[2]


def word(key: str, lang: str) -> str:
    """A word of play from the term tables (cái, chui, kết đôi…)."""
    return terms.term(lang, "game", key)


def tc(ids, lang: str) -> str:
    return JOIN[lang].join(TAMCUC_BY_ID[c].name(lang) for c in ids)


def shape(ids, lang: str) -> str:
    return word(SHAPE_TERMS[classify(ids).shape], lang)


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
        vi=f"{who(p, 'vi')} cầm đủ bốn con Tốt cùng màu ({tc(ev.cards, 'vi')}) nên trình làng "
           f"trước lượt gọi đầu tiên: bốn lá này được tính là đã ăn ngay. Chơi {n} người thì "
           f"trình làng {word('tu-tu', 'vi')} không được giành cái, nên người gọi vẫn là "
           f"{who(states[0].dealer, 'vi')}.",
        zh=f"{who(p, 'zh')}手里有同色的四个卒（{tc(ev.cards, 'zh')}），在第一次叫牌前亮牌："
           f"这四张直接算作赢到的牌。{n}人局亮四卒不能抢庄，所以叫牌的仍是"
           f"{who(states[0].dealer, 'zh')}。",
        en=f"{who(p, 'en')} holds four soldiers of one colour ({tc(ev.cards, 'en')}) and shows "
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
           f"cards count as won, {who(p, 'en')} takes the lead at once and will deal the next "
           f"deal.")}, dict(p=p))


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
               f"chuis: the {len(mine)} cards go to rác unseen, so nobody learns which cards "
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
            vi=f"Lượt gọi cuối cùng của ván: {who(p, 'vi')} gọi {shape(cards, 'vi')} "
               f"{tc(cards, 'vi')}. Nếu không ai ăn được, đó là {ket['vi']}.",
            zh=f"全局最后一次叫牌：{who(p, 'zh')}叫出{shape(cards, 'zh')}{tc(cards, 'zh')}。"
               f"若无人胜过，就是{ket['zh']}。",
            en=f"The last call of the deal: {who(p, 'en')} calls {tc(cards, 'en')} "
               f"({shape(cards, 'en')}). If nobody beats it, that is {ket['en']}."),
            str(len(actions)): texts(
            vi=f"Không ai ăn được: {ket['vi']}, {r.ket.points} điểm với {seats} người. Mỗi người "
               f"thua trả {r.ket.points} điểm trừ đi số cây mình đã ăn: {payments(r, 'vi')}.",
            zh=f"无人胜过：{ket['zh']}，{seats}人局{r.ket.points}分。每个输家付{r.ket.points}分，"
               f"减去自己赢到的牌数：{payments(r, 'zh')}。",
            en=f"Nobody beats it: {ket['en']}, worth {r.ket.points} with {seats} players. Each "
               f"loser pays {r.ket.points} less the cards it won: {payments(r, 'en')}.")},
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
        vi=f"Lượt gọi cuối cùng: {who(p, 'vi')} gọi {tc(cards, 'vi')}, mong ăn nốt để được "
           f"{word('ket-tot-den', 'vi')}.",
        zh=f"最后一次叫牌：{who(p, 'zh')}叫出{tc(cards, 'zh')}，想靠它拿下{word('ket-tot-den', 'zh')}。",
        en=f"The last call: {who(p, 'en')} calls {tc(cards, 'en')}, hoping to win it for a "
           f"{word('ket-tot-den', 'en')}."),
        str(step): texts(
        vi=f"Đôi tốt đỏ của {who(b, 'vi')} ăn đôi tốt đen ở lượt cuối: đây chính là "
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
     texts(vi="Hai người chơi: mở đầu bằng quân bị cấm, bài bị tính như chui và mất lượt.",
           zh="两人局：第一次叫牌就出了禁牌，按扣牌处理，白白输掉一轮。",
           en="Two players: opening with a banned rank, the play counts as a chui and loses the "
              "trick.")),
    ("tam-cuc-chui", players(4), chui_hides,
     texts(vi="Chui để giấu bài", zh="扣牌藏底", en="A chui that hides a good play"),
     texts(vi="Bốn người chơi: thua bài, một nhà chui để không ai thấy mình vừa bỏ đi quân gì.",
           zh="四人局：一家的牌比不过别人，便扣牌认输，不让别人看到自己丢了哪些牌。",
           en="Four players: beaten, a player chuis so that nobody sees the cards given up.")),
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
     texts(vi="Tốt đỏ đè tốt đen", zh="红卒压黑卒", en="Red soldiers over black: đè"),
     texts(vi="Bốn người chơi: cái gọi đôi tốt đen ở lượt cuối và bị đôi tốt đỏ đè.",
           zh="四人局：庄家最后叫出一对黑卒，被一对红卒压住。",
           en="Four players: the last call is a pair of black soldiers, beaten by red ones.")),
    ("tam-cuc-ket-tot-den", players(2), ket_of("ket-tot-den", 2, 2),
     texts(vi="Kết tốt đen", zh="黑卒收尾", en="Kết tốt đen"),
     texts(vi="Hai người chơi: đôi tốt đen ở lượt gọi cuối, điểm kết cao nhất trừ đè.",
           zh="两人局：最后一次叫牌是一对黑卒，这是除压牌外分数最高的收尾。",
           en="Two players: a pair of black soldiers wins the last call, the richest kết short "
              "of an đè.")),
]


# -- Hachi-Hachi -----------------------------------------------------------------------------

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


def card_list(ids, lang: str) -> str:
    return JOIN[lang].join(card(c, lang) for c in ids)


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
                vi=f"{who(p, 'vi')} vừa làm nên {hh_yaku(made, 'vi')}, trị giá "
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
                    vi=f"Đến hết bài không đối thủ nào làm nên dekiyaku: {who(p, 'vi')} thắng "
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
     texts(vi="Luật truyền thống: vừa làm nên dekiyaku, người chơi dừng ván để lấy tiền ngay.",
           zh="传统规则：刚凑成出来役，便收局拿钱。",
           en="Traditional rules: a dekiyaku made, the player stops the deal and is paid at "
              "once.")),
    ("hachi-hachi-shobu", "traditional", hh_players, sage_or_shobu("shobu"),
     texts(vi="Dekiyaku rồi shōbu", zh="凑成出来役后选择胜负", en="A dekiyaku, then shōbu"),
     texts(vi="Luật truyền thống: làm nên dekiyaku nhưng không dừng mà đánh tiếp, chấp nhận "
              "rủi ro đối thủ làm nên dekiyaku trước khi hết bài.",
           zh="传统规则：凑成出来役却不收局，继续打下去，冒着对手在牌打完前也凑成出来役的风险。",
           en="Traditional rules: a dekiyaku made, but instead of stopping the player plays on, "
              "at the risk of a rival making one before the cards run out.")),
    ("hachi-hachi-shobu-lost", "traditional", hh_gambler, sage_or_shobu("shobu", lost=True),
     texts(vi="Shōbu thất bại", zh="胜负落空", en="A shōbu that fails"),
     texts(vi="Luật truyền thống: làm nên dekiyaku rồi đánh tiếp, nhưng đối thủ làm nên dekiyaku "
              "trước khi hết bài, nên dekiyaku của người đánh tiếp bị xóa.",
           zh="传统规则：凑成出来役后继续打，对手却在牌打完前也凑成了出来役，继续打的一方役被作废。",
           en="Traditional rules: a dekiyaku, play on, and a rival makes one before the cards "
              "run out, voiding the first.")),
    ("hachi-hachi-grand-field", "traditional", hh_players, grand_field,
     texts(vi="Bàn cực lớn", zh="绝场", en="A grand field"),
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


if __name__ == "__main__":
    sys.exit(main())
