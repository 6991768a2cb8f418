"""HTTP caching: content pages may be kept by a proxy or CDN for a short while (with an ETag,
so a conditional GET is answered 304); every page with a reader's own state is ``no-store``.

Responses that already say how to cache them (static files, card pictures) are left alone.
"""

from __future__ import annotations

from flask import Flask, request

CONTENT_ENDPOINTS = frozenset({
    "pages.home", "pages.history", "pages.rules",
    "pages.glossary", "cards.chart", "cards.month", "cards.card", "cards.face", "games.index", "games.view",
})
PUBLIC = "public, max-age=300"


def _cacheable(response) -> bool:
    """A content page (none of them reads the session, so none differs by reader)."""
    return (request.method in ("GET", "HEAD") and request.endpoint in CONTENT_ENDPOINTS
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
