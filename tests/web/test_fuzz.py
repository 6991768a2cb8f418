"""Fuzz the whole app: every route of ``app.url_map`` gets bad paths, query strings, forms,
files, JSON, methods, hosts, cookies and headers (seeded, driven by Hypothesis), and no request
may be answered 5xx. ``make test`` sends a few thousand; ``scripts/fuzz_site.py`` sends over
10,000 and prints the figures."""

from __future__ import annotations

import random
import time

import pytest
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st
from website import create_app

from .fuzzing import Fuzzer

QUICK = 3000


@pytest.fixture(scope="module")
def fuzzer(tmp_path_factory):
    from .conftest import _compile_catalogues

    _compile_catalogues()
    tmp = tmp_path_factory.mktemp("fuzz")
    app = create_app({"TESTING": True, "GAME_STORE": str(tmp / "games.sqlite3")})
    app.testing = False  # an exception in a view becomes the 500 a reader would get
    app.logger.disabled = True
    return Fuzzer(app)


def run(fuzzer: Fuzzer, count: int) -> None:
    start, sent = time.monotonic(), fuzzer.sent

    # Hypothesis drives it (seeded, and a failure names its seed); each request is drawn from
    # a Random of that seed, since drawing every field through strategies costs more than the
    # request itself.
    @settings(max_examples=count, deadline=None, derandomize=True, database=None,
              phases=[Phase.generate], suppress_health_check=list(HealthCheck))
    @given(st.integers(0, 2**64))
    def one_request(seed):
        fuzzer.send(fuzzer.random_request(random.Random(seed)))

    one_request()
    took = time.monotonic() - start
    print(f"\nfuzz: {fuzzer.sent - sent} requests in {took:.1f} s, "
          f"{len(fuzzer.failures)} answered 5xx; by status {sorted(fuzzer.statuses.items())}")
    assert not fuzzer.failures, fuzzer.failures[:5]
    assert fuzzer.sent - sent >= count * 0.95  # Hypothesis ran (nearly) all of them


def test_fuzz_every_route(fuzzer):
    run(fuzzer, QUICK)
