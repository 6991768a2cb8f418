"""How many games and uploaded records one client may create (Flask-Limiter).

A flood of new games from one address is answered 429 with a page in the reader's language
(and ``Retry-After``); every other reader plays on. ``app.config["CREATE_LIMIT"]`` is the
limit (Flask-Limiter's notation), shared by game creation and record uploads.

Counters live where ``RATELIMIT_STORAGE_URI`` says (environment or config); when it is unset
and the game store is on Redis (``GAME_STORE_URL``), in the same Redis, so every app host
counts together; otherwise in each worker's memory (nothing to start; with ``-w 4`` a client
gets up to four times the limit, still far below what it takes to fill the store).
"""

from __future__ import annotations

import os

from flask import Flask, request
from flask_babel import gettext as _
from flask_limiter import Limiter
from flask_limiter.util import get_remote_address
from website.core.store import REDIS_SCHEMES

CREATE_LIMIT = "30 per minute;300 per hour;1000 per day"


def creates(view):
    """Mark a view that stores something new for the client: it is limited (the decorator goes
    under the route's)."""
    view.creates = True
    return view


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


def init_app(app: Flask) -> None:
    """Limit the creation views (call after the blueprints are registered)."""
    app.config.setdefault("CREATE_LIMIT", CREATE_LIMIT)
    limiter = Limiter(get_remote_address, app=app, storage_uri=_storage_uri(app),
                      headers_enabled=True, key_prefix="hoa-limits",
                      swallow_errors=True)  # counters out of reach: let creation through
    # held here: with RATELIMIT_ENABLED False Flask-Limiter does not keep it on the app, and
    # the views it wraps hold only a weak reference (every creation was a 500)
    app.extensions["hoa-limits"] = limiter
    creating = frozenset(e for e, view in app.view_functions.items() if getattr(view, "creates", False))
    # every other request skips the limiter's per-request work (a tenth of a millisecond)
    limiter.request_filter(lambda: request.endpoint not in creating)
    creation = limiter.shared_limit(lambda: app.config["CREATE_LIMIT"], scope="create",
                                    methods=["POST"], error_message=_message)
    for endpoint in creating:
        app.view_functions[endpoint] = creation(app.view_functions[endpoint])
