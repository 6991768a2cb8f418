"""A picture of a deal (issue 33, item 7): the judge's estimate for the reader after each of
their decisions, as the geometry of a small SVG chart the review's template draws (no script,
no style attribute: the page's CSS colours it by class).

Each point is a judged decision, in the order played: its height the estimate of the move
played, a short tick at the estimate of the best move where that was higher, the flagged ones
marked; the template links each point to its step.
"""

from __future__ import annotations

from collections.abc import Sequence

WIDTH, HEIGHT = 320, 120  # the viewBox: the chart scales to the width it is given
LEFT, RIGHT, TOP, BOTTOM = 34, 10, 10, 14  # room for the axis labels and the marks


def chart(moves: Sequence[tuple[int, float, float, str]],
          units: Sequence[str | None] = ()) -> dict | None:
    """``moves``: (step, estimate of the move played, estimate of the best, verdict) per judged
    decision, ``units`` what each one's estimates count (a point's tooltip says it, and the
    caption when every decision counts the same). The chart's points, its zero line and its
    scale's ends; None with no decision."""
    if not moves:
        return None
    values = [v for _step, played, best, _verdict in moves for v in (played, best)]
    lo, hi = min(0.0, *values), max(0.0, *values)
    if hi - lo < 1e-9:
        lo, hi = lo - 1, hi + 1
    span = hi - lo
    inner_w, inner_h = WIDTH - LEFT - RIGHT, HEIGHT - TOP - BOTTOM

    def y(v: float) -> float:
        return round(TOP + (hi - v) / span * inner_h, 1)

    n = len(moves)
    points = []
    units = list(units) or [None] * n
    for k, (step, played, best, verdict) in enumerate(moves):
        x = round(LEFT + (inner_w * k / (n - 1) if n > 1 else inner_w / 2), 1)
        points.append({"x": x, "y": y(played), "best_y": y(best) if best - played > 1e-9 else None,
                       "step": step, "value": played, "best": best, "verdict": verdict,
                       "unit": units[k]})
    return {"width": WIDTH, "height": HEIGHT, "left": LEFT, "right": WIDTH - RIGHT,
            "top": TOP, "bottom": HEIGHT - BOTTOM, "zero": y(0.0), "hi": hi, "lo": lo,
            "points": points, "line": " ".join(f"{p['x']},{p['y']}" for p in points),
            "flagged": sum(p["verdict"] != "good" for p in points),
            "unit": units[0] if len(set(units)) == 1 else None}
