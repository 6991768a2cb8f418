"""Error pages in the page's language (the reader's Accept-Language when the URL has none)."""

from __future__ import annotations

from flask import Flask, make_response, render_template, request
from werkzeug.exceptions import HTTPException, InternalServerError


def init_app(app: Flask) -> None:
    @app.errorhandler(HTTPException)
    def http_error(exc: HTTPException):
        # our own descriptions (already translated) replace Werkzeug's English default
        message = exc.description if exc.description != type(exc).description else None
        response = make_response(render_template("error.html", error=exc, message=message),
                                 exc.code)
        if "lang" not in (request.view_args or {}):
            response.vary.add("Accept-Language")  # the language came from the header
        return response

    @app.errorhandler(Exception)
    def unexpected(exc: Exception):  # pragma: no cover - last resort
        app.logger.exception("unhandled error")
        err = InternalServerError()
        return render_template("error.html", error=err, message=None), 500
