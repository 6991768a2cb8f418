"""Bytes sent and server render time for the home page and the card chart.

    .venv/bin/python scripts/measure_pages.py [-n 50] [--lang vi]

Bytes: the HTML plus every distinct asset it references (CSS, JS, images, icon), each counted
once, both as sent uncompressed and with gzip (the app compresses when the browser asks).
Render time: the median of N requests through Flask's test client (warm caches).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import urldefrag, urlsplit

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from website import create_app  # noqa: E402

PAGES = {"home": "/{lang}/", "chart": "/{lang}/cards"}


class Assets(HTMLParser):
    """The URLs a browser fetches to show the page (not the links it may follow)."""

    def __init__(self):
        super().__init__()
        self.urls: list[str] = []

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "link" and a.get("rel") in ("stylesheet", "icon"):
            self.urls.append(a["href"])
        elif tag in ("img", "script") and a.get("src"):
            self.urls.append(a["src"])


def fetch(client, url: str, gzip: bool) -> int:
    headers = {"Accept-Encoding": "gzip"} if gzip else {}
    response = client.get(url, headers=headers)
    assert response.status_code == 200, (url, response.status_code)
    return len(response.data)


def measure(client, path: str) -> dict:
    html = client.get(path).get_data(as_text=True)
    parser = Assets()
    parser.feed(html)
    assets = sorted({urldefrag(u)[0] for u in parser.urls})
    out = {"assets": len(assets)}
    for gz in (False, True):
        total = fetch(client, path, gz)
        for url in assets:
            parts = urlsplit(url)
            total += fetch(client, parts.path + (f"?{parts.query}" if parts.query else ""), gz)
        out["gzip" if gz else "raw"] = total
    return out


def render_ms(client, path: str, n: int) -> float:
    client.get(path)  # warm the Markdown cache and templates
    times = []
    for _ in range(n):
        start = time.perf_counter()
        client.get(path)
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("-n", type=int, default=50, help="renders per page for the median")
    ap.add_argument("--lang", action="append", help="vi, zh, en (default: all three)")
    args = ap.parse_args(argv)
    client = create_app().test_client()
    print(f"{'page':<10} {'assets':>6} {'raw KB':>8} {'gzip KB':>8} {'render ms':>10}")
    for lang in args.lang or ["vi", "zh", "en"]:
        for name, pattern in PAGES.items():
            path = pattern.format(lang=lang)
            m = measure(client, path)
            ms = render_ms(client, path, args.n)
            print(f"{lang}/{name:<7} {m['assets']:>6} {m['raw'] / 1024:>8.1f} "
                  f"{m['gzip'] / 1024:>8.1f} {ms:>10.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
