"""The wheel serves the site: build it from a copy of the tree, install it (not editable) into a
fresh venv, and crawl every page from the installed package, away from the checkout."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import sysconfig
import zipfile
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

ROOT = Path(__file__).resolve().parents[2]
SKIP = shutil.ignore_patterns(".venv", ".lock-venv", ".git", "build", "instance", "*.egg-info", "__pycache__",
                              ".pytest_cache", ".ruff_cache", ".hypothesis", "*.mo", "shots")
PAGES = ["/vi/", "/zh/", "/en/", "/en/koikoi", "/zh/cards/pine-crane", "/vi/months/cherry",
         "/en/glossary", "/en/puzzles", "/vi/games", "/en/play", "/cards/pine-crane.svg",
         "/static/css/site.css", "/static/vendor/htmx/htmx-2.0.11.min.js"]
SERVE = """
import json, sys, tempfile, website
from website import create_app
app = create_app({"SECRET_KEY": "wheel", "GAME_STORE": tempfile.mkdtemp() + "/g.sqlite3"})
client = app.test_client()
responses = {p: client.get(p) for p in sys.argv[1:]}
pages = {p: [r.status_code, r.get_data(as_text=True)] for p, r in responses.items()}
print(json.dumps({"module": website.__file__, "pages": pages}))
"""


def translation(lang: str, msgid: str) -> str:
    po = ROOT / "site" / "translations" / lang / "LC_MESSAGES" / "messages.po"
    with po.open("rb") as f:
        return read_po(f, locale=lang)[msgid].string


@pytest.fixture(scope="module")
def installed(tmp_path_factory):
    """(wheel path, python of a venv where only the wheel provides ``website`` and ``engine``)."""
    tmp = tmp_path_factory.mktemp("wheel")
    tree = tmp / "tree"
    shutil.copytree(ROOT, tree, ignore=SKIP)
    subprocess.run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "--no-build-isolation",
                    "-w", str(tmp / "dist"), str(tree)], check=True, cwd=tmp)
    wheel = next((tmp / "dist").glob("*.whl"))
    venv = tmp / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True)
    python = venv / "bin" / "python"
    subprocess.run([sys.executable, "-m", "pip", "--python", str(python), "install", "-q",
                    "--no-deps", "--no-index", str(wheel)], check=True)
    # the dependencies come from the dev venv, as a plain path: its editable hook stays off
    site = subprocess.run([str(python), "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"],
                          check=True, capture_output=True, text=True).stdout.strip()
    (Path(site) / "dev-deps.pth").write_text(sysconfig.get_path("purelib") + "\n")
    return wheel, python


def test_the_wheel_holds_every_module_data_file_and_the_compiled_catalogues(installed):
    wheel, _python = installed
    names = set(zipfile.ZipFile(wheel).namelist())
    for folder, package in (("engine", "engine"), ("site", "website")):
        for module in (ROOT / folder).rglob("*.py"):
            assert f"{package}/{module.relative_to(ROOT / folder)}" in names
    data = [f.relative_to(ROOT).as_posix() for f in (ROOT / "engine").glob("*/data/**/*.json")]
    assert len(data) > 30 and set(data) <= names  # puzzle libraries and sample records
    for lang in ("vi", "zh", "en"):
        assert f"website/translations/{lang}/LC_MESSAGES/messages.mo" in names


def test_the_installed_wheel_serves_the_site(installed, tmp_path):
    _wheel, python = installed
    out = subprocess.run([str(python), "-c", SERVE, *PAGES], cwd=tmp_path, check=True,
                         capture_output=True, text=True, timeout=120)
    served = json.loads(out.stdout)
    assert ROOT not in Path(served["module"]).parents  # the installed copy, not the checkout
    pages = served["pages"]
    assert {p: s for p, (s, _html) in pages.items()} == {p: 200 for p in PAGES}
    for lang in ("vi", "zh"):
        skip = translation(lang, "Skip to content")
        assert skip != "Skip to content" and skip in pages[f"/{lang}/"][1]
    assert "Skip to content" in pages["/en/"][1]
    assert "<svg" in pages["/cards/pine-crane.svg"][1]
    assert "yaku" in pages["/en/koikoi"][1].lower()


def test_the_installed_wheel_serves_every_linked_page_and_lesson_screen(installed, tmp_path):
    """The whole crawl (tests/web/crawler.py) run inside the venv: every page reachable from
    the three home pages, every query variant, every lesson screen, each answered 200."""
    from website.features.lessons import path as lessons

    from engine.hachihachi import puzzles as hachihachi
    from engine.koikoi import puzzles as koikoi
    from engine.tamcuc import puzzles as tamcuc

    _wheel, python = installed
    out = subprocess.run([str(python), str(ROOT / "tests" / "web" / "crawler.py")], cwd=tmp_path,
                         check=True, capture_output=True, text=True, timeout=400)
    crawled = json.loads(out.stdout)
    assert ROOT not in Path(crawled["module"]).parents
    status = crawled["status"]
    assert {u: s for u, s in status.items() if s != 200} == {}
    paths = {u.removeprefix("http://localhost") for u in status}
    screens = sum(len(lesson.screens) + 1 for path in lessons.PATHS.values() for lesson in path)
    assert sum("/learn/" in p and "?s=" in p for p in paths) >= 3 * screens
    for library in (koikoi.load(), hachihachi.load(), tamcuc.load()):
        for lang in ("vi", "zh", "en"):
            found = {p.rpartition("/")[2] for p in paths if p.startswith(f"/{lang}/") and "/puzzles/" in p}
            assert {q["id"] for q in library} <= found, lang
    assert len(status) > 6000
