"""What the site needs of htmx on the server: the request headers htmx sends, read as
``request.htmx``, and a ``make_response`` that sets htmx's response headers.

It replaces htmx-flask 0.1.0 (unmaintained since 2022, its reswap check broken): these few
lines are its whole job. Headers: https://htmx.org/reference/#request_headers and
#response_headers.
"""

from __future__ import annotations

import json
from functools import cached_property
from typing import Any

import flask
from werkzeug.datastructures import Headers

RESWAPS = ("innerHTML", "outerHTML", "textContent", "beforebegin", "afterbegin", "beforeend",
           "afterend", "delete", "none")
RESPONSE_HEADERS = {
    "location": "HX-Location", "push_url": "HX-Push-Url", "redirect": "HX-Redirect",
    "refresh": "HX-Refresh", "replace_url": "HX-Replace-Url", "reswap": "HX-Reswap",
    "retarget": "HX-Retarget", "reselect": "HX-Reselect", "trigger": "HX-Trigger",
    "trigger_after_settle": "HX-Trigger-After-Settle", "trigger_after_swap": "HX-Trigger-After-Swap",
}


class HtmxHeaders:
    """The ``HX-*`` headers of a request; true when htmx sent it (``HX-Request: true``)."""

    def __init__(self, headers: Headers):
        self._headers = headers

    def _flag(self, name: str) -> bool:
        return self._headers.get(name, "").lower() == "true"

    def __bool__(self) -> bool:
        return self._flag("HX-Request")

    boosted = property(lambda self: self._flag("HX-Boosted"))
    history_restore_request = property(lambda self: self._flag("HX-History-Restore-Request"))
    current_url = property(lambda self: self._headers.get("HX-Current-URL"))
    prompt = property(lambda self: self._headers.get("HX-Prompt"))
    target = property(lambda self: self._headers.get("HX-Target"))
    trigger = property(lambda self: self._headers.get("HX-Trigger"))
    trigger_name = property(lambda self: self._headers.get("HX-Trigger-Name"))

    @property
    def partial(self) -> bool:
        """An htmx swap wanting the block alone. A history restore also carries
        ``HX-Request`` but needs the whole page."""
        return bool(self) and not self.history_restore_request


class HtmxRequest(flask.Request):
    """Flask's request with ``request.htmx``."""

    @cached_property
    def htmx(self) -> HtmxHeaders:
        return HtmxHeaders(self.headers)


def init_app(app: flask.Flask) -> None:
    app.request_class = HtmxRequest


def make_response(*args: Any, **htmx: str | bool | dict | None) -> flask.Response:
    """``flask.make_response(*args)`` with htmx response headers by keyword (``push_url``,
    ``trigger``, ``reswap``, ``retarget`` … as in :data:`RESPONSE_HEADERS`); None sends none,
    False sends ``false`` (``push_url=False``: keep the history), a dict is sent as JSON.

    :raises TypeError: for a keyword that is no htmx header.
    :raises ValueError: for a ``reswap`` htmx does not know."""
    unknown = set(htmx) - set(RESPONSE_HEADERS)
    if unknown:
        raise TypeError(f"no htmx response header for {', '.join(sorted(unknown))}")
    reswap = htmx.get("reswap")
    if reswap is not None and (not isinstance(reswap, str) or reswap.split(" ")[0] not in RESWAPS):
        raise ValueError(f"unknown reswap {reswap!r} (known: {', '.join(RESWAPS)})")
    response = flask.make_response(*args)
    for name, value in htmx.items():
        if value is not None:
            response.headers[RESPONSE_HEADERS[name]] = value if isinstance(value, str) else json.dumps(value)
    return response
