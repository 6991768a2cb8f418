"""Glicko-2 ratings (Glickman, "Example of the Glicko-2 system", 2012), for puzzle ratings.

Written here rather than taken from PyPI: the ``glicko2`` package (2.1.0) computes the new
volatility with the rating where the paper has the rating deviation (its ``_f``), which
moves ratings wrongly after a surprise. This module follows the paper's steps 1–8, with
the Illinois algorithm of step 5.1, and is checked against the paper's worked example.
"""

from __future__ import annotations

import math
from typing import NamedTuple

SCALE = 173.7178  # Glicko scale to Glicko-2 scale (step 2)
TAU = 0.5  # how fast the volatility may change; the paper suggests 0.3–1.2
EPSILON = 0.000001


class Rating(NamedTuple):
    rating: float = 1500.0
    rd: float = 350.0
    vol: float = 0.06


def _g(phi: float) -> float:
    return 1 / math.sqrt(1 + 3 * phi * phi / math.pi ** 2)


def _expected(mu: float, mu_j: float, phi_j: float) -> float:
    return 1 / (1 + math.exp(-_g(phi_j) * (mu - mu_j)))


def _new_volatility(phi: float, sigma: float, v: float, delta: float, tau: float) -> float:
    """Step 5: the root of f by the Illinois algorithm."""
    a = math.log(sigma * sigma)

    def f(x: float) -> float:
        ex = math.exp(x)
        return (ex * (delta * delta - phi * phi - v - ex) / (2 * (phi * phi + v + ex) ** 2)
                - (x - a) / (tau * tau))

    big_a = a
    if delta * delta > phi * phi + v:
        big_b = math.log(delta * delta - phi * phi - v)
    else:
        k = 1
        while f(a - k * tau) < 0:
            k += 1
        big_b = a - k * tau
    f_a, f_b = f(big_a), f(big_b)
    while abs(big_b - big_a) > EPSILON:
        big_c = big_a + (big_a - big_b) * f_a / (f_b - f_a)
        f_c = f(big_c)
        if f_c * f_b <= 0:
            big_a, f_a = big_b, f_b
        else:
            f_a /= 2
        big_b, f_b = big_c, f_c
    return math.exp(big_a / 2)


def update(player: Rating, results: list[tuple[Rating, float]], tau: float = TAU) -> Rating:
    """``player`` after one rating period of ``results``: (opponent, score 1, ½ or 0)."""
    mu, phi = (player.rating - 1500) / SCALE, player.rd / SCALE
    if not results:  # step 6 alone: the deviation grows
        return Rating(player.rating, math.sqrt(phi ** 2 + player.vol ** 2) * SCALE, player.vol)
    games = [((o.rating - 1500) / SCALE, o.rd / SCALE, s) for o, s in results]
    v = 1 / sum(_g(pj) ** 2 * _expected(mu, mj, pj) * (1 - _expected(mu, mj, pj))
                for mj, pj, _s in games)
    gain = sum(_g(pj) * (s - _expected(mu, mj, pj)) for mj, pj, s in games)
    sigma = _new_volatility(phi, player.vol, v, v * gain, tau)
    phi_star = math.sqrt(phi * phi + sigma * sigma)
    new_phi = 1 / math.sqrt(1 / phi_star ** 2 + 1 / v)
    new_mu = mu + new_phi ** 2 * gain
    return Rating(new_mu * SCALE + 1500, new_phi * SCALE, sigma)
