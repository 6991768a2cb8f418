"""Where the templates and the content are.

In the source tree they sit beside the package (``templates/``, ``content/`` at the top of the
repository, next to ``site/``); a wheel carries them inside it (``website/templates``,
``website/content``), so an installed site needs no checkout.
"""

from __future__ import annotations

from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1]  # site/, or website/ in a wheel


def _inside_or_beside(name: str) -> Path:
    inside = PACKAGE / name
    return inside if inside.is_dir() else PACKAGE.parent / name


TEMPLATES = _inside_or_beside("templates")
CONTENT = _inside_or_beside("content")
