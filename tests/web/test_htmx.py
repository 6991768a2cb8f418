"""website.core.htmx, the few lines that replace htmx-flask: request.htmx and make_response."""

from __future__ import annotations

import pytest
from flask import Flask, request
from website.core import htmx
from website.core.htmx import make_response


@pytest.fixture()
def bare():
    """A Flask app with nothing but the helper (the conftest's ``app`` is the site)."""
    bare = Flask(__name__)
    htmx.init_app(bare)
    return bare


def test_a_plain_request_is_no_htmx_request(bare):
    with bare.test_request_context("/"):
        assert not request.htmx and not request.htmx.partial
        assert request.htmx.target is None and request.htmx.current_url is None
        assert not request.htmx.boosted and not request.htmx.history_restore_request


def test_the_request_headers_htmx_sends(bare):
    headers = {"HX-Request": "true", "HX-Boosted": "true", "HX-Target": "viewer",
               "HX-Trigger": "next", "HX-Trigger-Name": "step", "HX-Prompt": "yes",
               "HX-Current-URL": "http://localhost/en/games"}
    with bare.test_request_context("/", headers=headers):
        h = request.htmx
        assert h and h.partial and h.boosted
        assert (h.target, h.trigger, h.trigger_name, h.prompt, h.current_url) == (
            "viewer", "next", "step", "yes", "http://localhost/en/games")


def test_a_history_restore_wants_the_whole_page(bare):
    with bare.test_request_context("/", headers={"HX-Request": "true",
                                                "HX-History-Restore-Request": "true"}):
        assert request.htmx and request.htmx.history_restore_request and not request.htmx.partial
    with bare.test_request_context("/", headers={"HX-Request": "false"}):
        assert not request.htmx


def test_make_response_sets_the_htmx_headers(bare):
    with bare.test_request_context("/"):
        r = make_response("<p>", 400, push_url="/en/puzzles/x", trigger={"solved": 3},
                          reswap="afterbegin", retarget="#puzzle", replace_url=False,
                          refresh=True, redirect=None)
        assert r.status_code == 400 and r.get_data(as_text=True) == "<p>"
        assert r.headers["HX-Push-Url"] == "/en/puzzles/x"
        assert r.headers["HX-Trigger"] == '{"solved": 3}'
        assert r.headers["HX-Reswap"] == "afterbegin"  # htmx-flask's missing comma refused it
        assert r.headers["HX-Retarget"] == "#puzzle"
        assert r.headers["HX-Replace-Url"] == "false" and r.headers["HX-Refresh"] == "true"
        assert "HX-Redirect" not in r.headers
        assert not any(k.startswith("HX-") for k, _value in make_response("x").headers)


def test_make_response_refuses_what_htmx_does_not_know(bare):
    with bare.test_request_context("/"):
        assert make_response("x", reswap="innerHTML swap:1s").headers["HX-Reswap"] == "innerHTML swap:1s"
        with pytest.raises(ValueError, match="reswap"):
            make_response("x", reswap="sideways")
        with pytest.raises(TypeError, match="push"):
            make_response("x", push="/en/")


def test_the_site_answers_a_swap_with_the_block_and_a_restore_with_the_page(client):
    whole = client.get("/en/cards").get_data(as_text=True)
    block = client.get("/en/cards", headers={"HX-Request": "true"}).get_data(as_text=True)
    restore = client.get("/en/cards", headers={"HX-Request": "true",
                                               "HX-History-Restore-Request": "true"})
    assert "<html" in whole and "<html" not in block and len(block) < len(whole)
    assert restore.get_data(as_text=True) == whole
