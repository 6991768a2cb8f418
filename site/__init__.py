"""The Flask app (placeholder until the site lands)."""

from flask import Flask


def create_app(test_config=None):
    app = Flask(__name__)

    @app.get("/")
    def home():
        return "Hanafuda & Tam Cúc"

    return app
