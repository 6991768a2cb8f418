"""How much one client may write (Flask-Limiter): games and records created, puzzle answers.

A flood of new games from one address is answered 429 with a page in the reader's language
(and ``Retry-After``); every other reader plays on. ``app.config["CREATE_LIMIT"]`` is the
limit (Flask-Limiter's notation), shared by game creation and record uploads;
``ANSWER_LIMIT`` limits puzzle answers. :func:`first_from_client` lets something count once
per client address in a window (a puzzle's shared rating: one result per address).

Counters live where ``RATELIMIT_STORAGE_URI`` says (environment or config); when it is unset
and the game store is on Redis (``GAME_STORE_URL``), in the same Redis, so every app host
counts together; otherwise in each worker's memory (nothing to start; with ``-w 4`` a client
gets up to four times the limit, still far below what it takes to fill the store).
"""

from __future__ import annotations

import os

from flask import Flask, current_app, request
from flask_babel import gettext as _
from flask_limiter import Limiter
from flask_limiter.util import get_remote_address
from limits import parse
from website.core.store import REDIS_SCHEMES

CREATE_LIMIT = "30 per minute;300 per hour;1000 per day"
ANSWER_LIMIT = "120 per minute;3000 per hour"  # a reader answers a puzzle every few seconds at most
SCOPES = {"create": "CREATE_LIMIT", "answer": "ANSWER_LIMIT"}  # a limit's scope: its setting


def creates(view):
    """Mark a view that stores something new for the client: it is limited (the decorator goes
    under the route's)."""
    view.limit_scope = "create"
    return view


def answers(view):
    """Mark a view that takes a reader's answer: limited on its own scope, ``ANSWER_LIMIT``."""
    view.limit_scope = "answer"
    return view


def first_from_client(scope: str, key: str, window: str) -> bool:
    """Whether this is the first time in ``window`` (``"1 per 7 day"``'s period, e.g.
    ``"7 day"``) that the client's address counts for ``key``: later ones in the window do not.
    Counted where the limits count (shared Redis or the worker's memory); with the counters out
    of reach nothing counts, since a result that cannot be checked is one that may be forged."""
    limiter = current_app.extensions["hoa-limits"]
    if not limiter.enabled:
        return True
    try:
        return limiter.limiter.hit(parse(f"1 per {window}"), scope, key, get_remote_address())
    except Exception:  # noqa: BLE001 - whatever the counters' storage raises
        current_app.logger.warning("limit counters unreachable: %s not counted", scope)
        return False


def _storage_uri(app: Flask) -> str:
    configured = app.config.get("RATELIMIT_STORAGE_URI") or os.environ.get("RATELIMIT_STORAGE_URI")
    if configured:
        return configured
    store = app.config.get("GAME_STORE")
    if isinstance(store, str) and store.startswith(REDIS_SCHEMES):
        return store
    return "memory://"


def _message() -> str:
    return _("You have started many games or uploaded many records in a short time. Please "
             "wait a little, then try again.")


def _answer_message() -> str:
    return _("You have sent many answers in a short time. Please wait a little, then try again.")


MESSAGES = {"create": _message, "answer": _answer_message}


def init_app(app: Flask) -> None:
    """Limit the views marked :func:`creates` or :func:`answers` (call after the blueprints
    are registered)."""
    app.config.setdefault("CREATE_LIMIT", CREATE_LIMIT)
    app.config.setdefault("ANSWER_LIMIT", ANSWER_LIMIT)
    limiter = Limiter(get_remote_address, app=app, storage_uri=_storage_uri(app),
                      headers_enabled=True, key_prefix="hoa-limits",
                      swallow_errors=True)  # counters out of reach: let creation through
    # held here: with RATELIMIT_ENABLED False Flask-Limiter does not keep it on the app, and
    # the views it wraps hold only a weak reference (every creation was a 500)
    app.extensions["hoa-limits"] = limiter
    scoped = {e: view.limit_scope for e, view in app.view_functions.items()
              if getattr(view, "limit_scope", None)}
    # every other request skips the limiter's per-request work (a tenth of a millisecond)
    limiter.request_filter(lambda: request.endpoint not in scoped)
    limits = {scope: limiter.shared_limit(lambda setting=setting: app.config[setting],
                                          scope=scope, methods=["POST"],
                                          error_message=MESSAGES[scope])
              for scope, setting in SCOPES.items()}
    for endpoint, scope in scoped.items():
        app.view_functions[endpoint] = limits[scope](app.view_functions[endpoint])
