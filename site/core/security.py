"""What every response carries and what every request must be: security headers, CSRF,
the session cookie's flags, trusted host names, a trusted proxy, and body size limits.

Headers come from a small ``after_request`` rather than flask-talisman: Talisman forces
https and a static ``Secure`` cookie by default and trusts ``X-Forwarded-Proto`` itself;
here https is known from ``ProxyFix`` (trusting only the configured number of proxies, and
only when the request comes from a proxy's address: :class:`TrustedProxies`), and both HSTS
and the cookie's ``Secure`` flag follow ``request.is_secure``.
CSRF is Flask-WTF's ``CSRFProtect``: a token in every form (htmx posts the form, so it sends
the token too, and also as ``X-CSRFToken`` from ``hx-headers``).
"""

from __future__ import annotations

import io
import ipaddress
import os
import re

from flask import Flask, redirect, render_template, request
from flask.sessions import SecureCookieSessionInterface
from flask_babel import force_locale
from flask_babel import gettext as _
from flask_wtf.csrf import CSRFError, CSRFProtect
from website.core.i18n import best_language
from werkzeug.exceptions import BadRequest, SecurityError
from werkzeug.middleware.proxy_fix import ProxyFix
from werkzeug.routing import RequestRedirect
from werkzeug.urls import iri_to_uri

CSP = "; ".join([
    "default-src 'self'",
    "script-src 'self'",  # no inline script, no eval
    "style-src 'self'",
    "img-src 'self' data:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
])
HEADERS = {
    "Content-Security-Policy": CSP,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",  # frame-ancestors for browsers without CSP 2
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
    "Cross-Origin-Opener-Policy": "same-origin",
}
HSTS = "max-age=31536000; includeSubDomains"
DEFAULT_HOSTS = ("localhost", "127.0.0.1")
# A host name as DNS allows it (labels of 1 to 63 letters, digits and hyphens), or an IP
# literal, with an optional port: anything else cannot be put into a link.
HOST_SYNTAX = re.compile(
    r"(?:(?!-)[A-Za-z0-9-]{1,63}(?<!-)(?:\.(?!-)[A-Za-z0-9-]{1,63}(?<!-))*\.?|\[[0-9A-Fa-f:.]+\])"
    r"(?::[0-9]{1,5})?", re.ASCII)
# Bodies: a record upload is the largest (two copies of a 256 KB record, pasted and as a file).
MAX_BODY = 640 * 1024

csrf = CSRFProtect()


class BadHost(BadRequest):
    """A Host header that is not ours or not a host name: no link can be built from it."""


class BoundedChunkedBody:
    """WSGI middleware: a chunked body (no ``Content-Length``) is read here, at most one byte
    past ``limit``, and handed on with its length, so the app refuses a large one with the same
    413 page as any other, and nothing past the limit is ever read or spooled."""

    def __init__(self, wsgi_app, limit: int):
        self.wsgi_app, self.limit = wsgi_app, limit

    def __call__(self, environ, start_response):
        if "chunked" in environ.get("HTTP_TRANSFER_ENCODING", "").lower() \
                and not environ.get("CONTENT_LENGTH"):
            stream, chunks, size = environ["wsgi.input"], [], 0
            while size <= self.limit:
                chunk = stream.read(min(65536, self.limit + 1 - size))
                if not chunk:
                    break
                chunks.append(chunk)
                size += len(chunk)
            body = b"".join(chunks) if size <= self.limit else b""
            environ["wsgi.input"] = io.BytesIO(body)
            environ["CONTENT_LENGTH"] = str(size)  # over the limit: refused unread
            del environ["HTTP_TRANSFER_ENCODING"]  # the body handed on is no longer chunked
        return self.wsgi_app(environ, start_response)


class _SessionInterface(SecureCookieSessionInterface):
    """The session cookie is ``Secure`` whenever the request came over https."""

    def get_cookie_secure(self, app: Flask) -> bool:
        return bool(app.config["SESSION_COOKIE_SECURE"]) or request.is_secure


# Where a reverse proxy may be: this machine and the private networks. A client that reaches an
# app host from anywhere else cannot name its own address or https in X-Forwarded-* headers.
PRIVATE_NETWORKS = ("127.0.0.0/8", "::1/128", "10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16",
                    "fc00::/7")
FORWARDED = ("HTTP_X_FORWARDED_FOR", "HTTP_X_FORWARDED_PROTO", "HTTP_X_FORWARDED_HOST",
             "HTTP_X_FORWARDED_PORT", "HTTP_X_FORWARDED_PREFIX", "HTTP_FORWARDED")


class TrustedProxies:
    """``ProxyFix`` for requests from a trusted proxy's address (``TRUSTED_PROXIES``: addresses
    or networks); any other peer's ``X-Forwarded-*`` headers are dropped, so reaching an app
    host directly does not let a client pick the address the limits count or claim https.
    A request without a peer address (a Unix socket) comes from this machine."""

    def __init__(self, app, count: int, networks: list[str]):
        self.networks = [ipaddress.ip_network(n, strict=False) for n in networks]
        self.fixed = ProxyFix(app, x_for=count, x_proto=count, x_host=count, x_port=count)
        self.app = app

    def trusted(self, peer: str | None) -> bool:
        if not peer:
            return True
        try:
            address = ipaddress.ip_address(peer)
        except ValueError:
            return False
        return any(address in n for n in self.networks)

    def __call__(self, environ, start_response):
        if self.trusted(environ.get("REMOTE_ADDR")):
            return self.fixed(environ, start_response)
        for header in FORWARDED:
            environ.pop(header, None)
        return self.app(environ, start_response)


def _env_list(name: str) -> list[str] | None:
    raw = os.environ.get(name)
    return [h.strip() for h in raw.split(",") if h.strip()] if raw else None


def configure(app: Flask) -> None:
    """Defaults, before ``test_config`` or the environment override them."""
    app.config.from_mapping(
        TRUSTED_HOSTS=_env_list("TRUSTED_HOSTS") or list(DEFAULT_HOSTS),
        PROXY_COUNT=int(os.environ.get("PROXY_COUNT", "0") or 0),
        TRUSTED_PROXIES=_env_list("TRUSTED_PROXIES") or list(PRIVATE_NETWORKS),
        MAX_CONTENT_LENGTH=MAX_BODY,
        MAX_FORM_MEMORY_SIZE=MAX_BODY,
        MAX_FORM_PARTS=200,
        SESSION_COOKIE_SAMESITE="Lax",
        SESSION_COOKIE_HTTPONLY=True,
        WTF_CSRF_TIME_LIMIT=None,  # valid as long as the session: a game may stay open all day
        WTF_CSRF_SSL_STRICT=True,
    )


def init_app(app: Flask) -> None:
    if app.config["PROXY_COUNT"]:
        app.wsgi_app = TrustedProxies(app.wsgi_app, app.config["PROXY_COUNT"],
                                      app.config["TRUSTED_PROXIES"])
    app.wsgi_app = BoundedChunkedBody(app.wsgi_app, app.config["MAX_CONTENT_LENGTH"])
    app.session_interface = _SessionInterface()

    @app.before_request
    def check_host():  # before CSRF: its error page builds links from the host
        if not HOST_SYNTAX.fullmatch(request.host):
            raise BadHost()

    @app.before_request
    def quoted_redirects():
        """Werkzeug's own redirects (a slash added, ``/<lang>/koikoi/play`` to Koi-Koi's
        address) copy the query string as sent: quoted here, so that a raw control character
        in it cannot break the Location header."""
        exc = request.routing_exception
        if isinstance(exc, RequestRedirect):
            return redirect(iri_to_uri(exc.new_url), exc.code)
        return None

    csrf.init_app(app)

    @app.errorhandler(SecurityError)
    @app.errorhandler(BadHost)
    def bad_host(exc):
        # no url_for here: links would be built from the very host we refuse
        with force_locale(best_language()):
            html = render_template("error_host.html", lang=best_language())
        return html, 400

    @app.errorhandler(CSRFError)
    def bad_csrf(exc):
        message = _("This form has expired or did not come from this site, so nothing was "
                    "changed. Reload the page and try again.")
        partial = request.htmx.partial
        return render_template("_error_block.html" if partial else "error.html", error=exc,
                               message=message), 400

    @app.after_request
    def security_headers(response):
        for name, value in HEADERS.items():
            response.headers.setdefault(name, value)
        if request.is_secure:
            response.headers.setdefault("Strict-Transport-Security", HSTS)
        return response
