"""Static assets: content-hashed URLs (cached for a year) and gzip for text responses."""

from __future__ import annotations

import gzip
import hashlib
from functools import lru_cache
from pathlib import Path

from flask import Flask, request, url_for

STATIC = Path(__file__).resolve().parents[1] / "static"
HTMX = "vendor/htmx/htmx-2.0.11.min.js"
COMPRESSIBLE = ("text/", "image/svg+xml", "application/javascript", "application/json",
                "application/xml")


@lru_cache(maxsize=256)
def _digest(filename: str, mtime: float) -> str:
    return hashlib.sha256((STATIC / filename).read_bytes()).hexdigest()[:10]


def static_url(filename: str) -> str:
    """URL of a static file with a content hash, so it can be cached for a year."""
    path = STATIC / filename
    return url_for("static", filename=filename, v=_digest(filename, path.stat().st_mtime))


def _compress(response, min_size: int):
    if (response.status_code != 200 or "gzip" not in request.headers.get("Accept-Encoding", "")
            or response.headers.get("Content-Encoding")
            or not (response.mimetype or "").startswith(COMPRESSIBLE)):
        return response
    response.vary.add("Accept-Encoding")
    response.direct_passthrough = False
    data = response.get_data()
    if len(data) < min_size:
        return response
    etag, weak = response.get_etag()
    if etag and not weak:
        response.set_etag(etag, weak=True)
    response.set_data(gzip.compress(data, compresslevel=6, mtime=0))
    response.headers["Content-Encoding"] = "gzip"
    return response


def init_app(app: Flask) -> None:
    app.jinja_env.globals["static_url"] = static_url
    app.jinja_env.globals["HTMX"] = HTMX

    @app.after_request
    def compress(response):
        return _compress(response, app.config["COMPRESS_MIN_SIZE"])
