"""The key that signs the Flask session cookie (puzzle progress, kept without an account).

From ``app.config["SECRET_KEY"]``, else the ``SECRET_KEY`` environment variable, else a random
key kept in ``instance/secret_key``: created atomically on first start, so several workers
that start together all end up reading the same key.
"""

from __future__ import annotations

import os
import secrets
from pathlib import Path

from flask import Flask


def init_app(app: Flask) -> None:
    if app.config.get("SECRET_KEY"):
        return
    env = os.environ.get("SECRET_KEY")
    if env:
        app.config["SECRET_KEY"] = env
        return
    app.config["SECRET_KEY"] = _persisted_key(Path(app.instance_path) / "secret_key")


def _persisted_key(path: Path) -> str:
    try:
        return path.read_text(encoding="ascii").strip()
    except FileNotFoundError:
        pass
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".secret_key.{os.getpid()}.{secrets.token_hex(4)}")
    tmp.write_text(secrets.token_hex(32), encoding="ascii")
    os.chmod(tmp, 0o600)
    try:
        os.link(tmp, path)  # fails if another worker got there first: then read theirs
    except FileExistsError:
        pass
    finally:
        tmp.unlink()
    return path.read_text(encoding="ascii").strip()
