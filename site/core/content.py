"""Markdown content: front matter, rendering with our directives, cached by file and mtime."""

from __future__ import annotations

import os
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import markdown
import yaml
from flask import request
from markdown.extensions.toc import slugify_unicode
from markupsafe import Markup
from website.core import paths
from website.core.markdown_ext import DirectiveExtension

CONTENT_ROOT = paths.CONTENT
REQUIRED_META = ("title", "summary", "order")


class ContentError(ValueError):
    """A content file that cannot be read or rendered; the message names the file."""


@dataclass(frozen=True)
class Page:
    """A rendered content file."""

    path: str  # relative to the language folder, without .md: "koikoi", "months/pine"
    meta: dict
    html: Markup
    toc: Markup
    source: str

    @property
    def title(self) -> str:
        return str(self.meta.get("title", ""))

    @property
    def summary(self) -> str:
        return str(self.meta.get("summary", ""))


def split_front_matter(text: str, name: str = "?") -> tuple[dict, str]:
    """The YAML front matter and the Markdown body of a content file.

    :raises ContentError: when the front matter is missing or not a mapping.
    """
    text = text.lstrip("\ufeff")
    if not text.startswith("---"):
        raise ContentError(f"{name}: no front matter")
    parts = text.split("\n---", 1)
    if len(parts) != 2:
        raise ContentError(f"{name}: front matter is not closed with ---")
    head, body = parts
    meta = yaml.safe_load(head[3:]) or {}
    if not isinstance(meta, dict):
        raise ContentError(f"{name}: front matter is not a mapping")
    return meta, body.split("\n", 1)[1] if "\n" in body else ""


def content_file(lang: str, path: str) -> Path:
    return CONTENT_ROOT / lang / f"{path}.md"


def exists(lang: str, path: str) -> bool:
    return content_file(lang, path).is_file()


def render_markdown(text: str, lang: str, name: str = "?", link_base: str = "") -> tuple[str, str]:
    """HTML and table of contents for a Markdown body.

    :raises ContentError: for an unknown directive or bad directive arguments.
    """
    md = markdown.Markdown(
        extensions=["tables", "toc", "attr_list", "sane_lists",
                    DirectiveExtension(lang=lang, link_base=link_base)],
        extension_configs={"toc": {"slugify": slugify_unicode, "toc_depth": "2-3",
                                   "permalink": False}},
    )
    try:
        html = md.convert(text)
    except ValueError as exc:
        raise ContentError(f"{name}: {exc}") from exc
    return html, md.toc


@lru_cache(maxsize=1024)
def _load(lang: str, path: str, mtime: float, script_root: str) -> Page:
    file = content_file(lang, path)
    name = f"content/{lang}/{path}.md"
    meta, body = split_front_matter(file.read_text(encoding="utf-8"), name)
    html, toc = render_markdown(body, lang, name, script_root)
    has_toc = "<li>" in toc
    return Page(path, meta, Markup(html), Markup(toc if has_toc else ""), body)


def load(lang: str, path: str) -> Page | None:
    """The rendered page, or None when the file does not exist (yet).

    Needs a request context (directives build links). Rendering is cached by file, mtime
    and script root; a changed file is rendered again.
    """
    file = content_file(lang, path)
    try:
        mtime = os.stat(file).st_mtime
    except OSError:
        return None
    return _load(lang, path, mtime, request.script_root)


def all_files(lang: str) -> list[str]:
    """Every content path of a language, sorted: "index", "months/pine", …"""
    root = CONTENT_ROOT / lang
    return sorted(str(p.relative_to(root).with_suffix("")) for p in root.rglob("*.md"))
