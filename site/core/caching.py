"""HTTP caching: content pages may be kept by a proxy or CDN for a short while (with an ETag,
so a conditional GET is answered 304); every page with a reader's own state is ``no-store``.

Responses that already say how to cache them (static files, card pictures) are left alone.
"""

from __future__ import annotations

from flask import Flask, current_app, request

PUBLIC = "public, max-age=300"


def public_page(view):
    """Mark a view as a content page: it reads no session, so it is the same for every reader
    and a proxy may keep it (the decorator goes under the route's)."""
    view.public_page = True
    return view


def _cacheable(response) -> bool:
    view = current_app.view_functions.get(request.endpoint or "")
    return (request.method in ("GET", "HEAD") and getattr(view, "public_page", False)
            and response.status_code == 200)


def init_app(app: Flask) -> None:
    """Register after the compressor (``after_request`` runs last-registered first), so the
    ETag is of the page itself and the compressor marks it weak when it gzips."""

    @app.after_request
    def cache_headers(response):
        if "Cache-Control" in response.headers:
            return response
        if _cacheable(response):
            response.headers["Cache-Control"] = PUBLIC
            response.add_etag()
            return response.make_conditional(request)
        response.headers["Cache-Control"] = "no-store"
        return response
