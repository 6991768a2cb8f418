"""The Flask app (import name ``website``): ``create_app()`` is the WSGI entry point.

``flask --app website run`` serves it; ``gunicorn 'website:create_app()'`` too.
"""

from __future__ import annotations

import os

from flask import Flask
from flask_babel import Babel
from website import decks, games
from website.core import assets, caching, errors, htmx, i18n, jinja, limits, paths, secret_key, security
from website.core import store as game_store
from website.features.calculator import views as calculator
from website.features.cards import views as cards
from website.features.lessons import views as lessons_views
from website.features.pages import seo
from website.features.pages import views as pages
from website.features.play import views as play_views
from website.features.puzzles import views as puzzles_views
from website.features.tables import views as tables_views
from website.features.viewer import views as games_views


def create_app(test_config: dict | None = None) -> Flask:
    """Build the app; ``test_config`` overrides the defaults (e.g. ``{"TESTING": True}``)."""
    app = Flask(__name__, template_folder=paths.TEMPLATES, static_folder="static")
    app.config.from_mapping(
        SEND_FILE_MAX_AGE_DEFAULT=31536000,  # static URLs carry a content hash (?v=…)
        BABEL_DEFAULT_LOCALE=i18n.DEFAULT_LANGUAGE,
        COMPRESS_MIN_SIZE=500,
        # the judge's sample budget, scaled (engine.judge.Settings.scale): the tests' is small
        JUDGE_SCALE=float(os.environ.get("JUDGE_SCALE", "1")),
    )
    security.configure(app)
    if test_config:
        app.config.from_mapping(test_config)
    app.jinja_env.trim_blocks = True
    app.jinja_env.lstrip_blocks = True
    Babel(app, locale_selector=i18n.current_language)
    htmx.init_app(app)
    jinja.init_app(app)
    decks.init_app(app)
    games.init_app(app)
    assets.init_app(app)
    caching.init_app(app)
    errors.init_app(app)
    security.init_app(app)
    app.register_blueprint(pages.bp)
    app.register_blueprint(cards.bp)
    game_store.init_app(app)
    app.register_blueprint(games_views.bp)
    app.register_blueprint(play_views.bp)
    app.register_blueprint(tables_views.bp)
    secret_key.init_app(app)
    app.register_blueprint(puzzles_views.bp)
    app.register_blueprint(lessons_views.bp)
    app.register_blueprint(calculator.bp)
    app.register_blueprint(seo.bp)
    limits.init_app(app)
    return app
