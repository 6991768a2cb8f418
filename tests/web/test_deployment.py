"""What README.md tells an operator to do, done: the two locks, the Redis settings the store
needs, and the app hosts' command behind a proxy, each read from the README and run.

The audit's D6: an app host bound to 0.0.0.0 with ``PROXY_COUNT=1`` let a client that reached
it directly name any address in ``X-Forwarded-For`` and escape the creation limit.
"""

from __future__ import annotations

import http.cookiejar
import os
import re
import shlex
import signal
import subprocess
import sys
import time
import urllib.error
import urllib.parse
import urllib.request
from importlib import metadata
from pathlib import Path

import pytest
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

from .conftest import free_port, running_redis

ROOT = Path(__file__).resolve().parents[2]
README = (ROOT / "README.md").read_text(encoding="utf-8")
DEPLOY = README[README.index("## Running on several machines"):]
DEPLOY = DEPLOY[:DEPLOY.index("\n## ", 1)]


def lock(name: str) -> dict[str, str]:
    """A lock's pins, by canonical name (its ``-r`` includes left out)."""
    pins = {}
    for line in (ROOT / name).read_text().splitlines():
        if line and not line.startswith(("#", "-r")):
            package, version = line.split("==")
            pins[canonicalize_name(package)] = version
    return pins


def test_make_run_installs_no_test_tool():
    run, test = lock("requirements-run.lock"), lock("requirements-test.lock")
    tools = {canonicalize_name(Requirement(r).name)
             for r in metadata.metadata("hanafuda-tamcuc").get_all("Requires-Dist")
             if "extra ==" in r}
    assert {"pytest", "playwright", "hypothesis", "ruff", "mypy"} <= tools
    assert not tools & run.keys() and tools <= test.keys()
    assert not run.keys() & test.keys()  # each package pinned once
    assert (ROOT / "requirements-test.lock").read_text().count("-r requirements-run.lock") == 1


def test_the_run_lock_holds_everything_the_site_needs():
    """Every runtime requirement of the project, and of each of those in turn, is in the run lock
    (at the version installed here: the lock is what the tests ran on)."""
    run = lock("requirements-run.lock")
    wanted = [Requirement(r) for r in metadata.metadata("hanafuda-tamcuc").get_all("Requires-Dist")
              if "extra ==" not in r]
    seen = set()
    while wanted:
        req = wanted.pop()
        name = canonicalize_name(req.name)
        if name in seen or (req.marker and not req.marker.evaluate({"extra": ""})):
            continue
        seen.add(name)
        assert name in run, f"{name} is missing from requirements-run.lock"
        assert metadata.version(name) == run[name], name
        wanted += [Requirement(r) for r in metadata.requires(name) or ()]
    assert seen == run.keys() - {"setuptools"}  # nothing in it the site does not run on


def block(language: str) -> str:
    found = re.search(rf"```{language}\n(.*?)```", DEPLOY, re.S)
    assert found, f"no {language} block in the README's deployment section"
    return found.group(1)


def redis_settings() -> dict[str, str]:
    return dict(line.split(None, 1) for line in block("conf").splitlines() if line.strip())


def test_the_readme_gives_the_redis_settings_the_store_needs():
    conf = redis_settings()
    assert conf["maxmemory-policy"] == "noeviction"
    assert conf["appendonly"] == "yes" and "requirepass" in conf and "bind" in conf


def app_host_command() -> tuple[dict[str, str], list[str]]:
    """The environment and the gunicorn command the README gives each app host."""
    env: dict[str, str] = {}
    command: list[str] = []
    for script in re.findall(r"```sh\n(.*?)```", DEPLOY, re.S):
        for line in script.splitlines():
            words = shlex.split(line, comments=True)
            if words[:1] == ["export"]:
                env |= dict(word.partition("=")[::2] for word in words[1:])
            elif "gunicorn" in line:
                command = words
    assert command, "no gunicorn command in the README's deployment section"
    return env, command


def test_the_app_hosts_listen_on_a_private_address_and_name_their_proxy():
    env, command = app_host_command()
    bind = command[command.index("-b") + 1]
    assert not bind.startswith(("0.0.0.0", "[::]", ":")), bind
    assert env["PROXY_COUNT"] == "1" and env["TRUSTED_PROXIES"]
    assert env["GAME_STORE_URL"].startswith("redis://:" + redis_settings()["requirepass"] + "@")


class Browser:
    """A reader's browser against a served host: cookies kept, the CSRF token read from a form."""

    def __init__(self, base: str, host: str):
        self.base, self.host = base, host
        self.opener = urllib.request.build_opener(
            urllib.request.HTTPCookieProcessor(http.cookiejar.CookieJar()),
            NoRedirects())
        self.token = None

    def request(self, path: str, data: dict | None = None, headers: dict | None = None):
        body = urllib.parse.urlencode(data).encode() if data is not None else None
        req = urllib.request.Request(self.base + path, data=body,
                                     headers={"Host": self.host, **(headers or {})})
        try:
            with self.opener.open(req, timeout=30) as r:
                return r.status, r.read().decode()
        except urllib.error.HTTPError as e:
            return e.code, e.read().decode()

    def create_game(self, forwarded_for: str) -> int:
        if self.token is None:
            _, html = self.request("/en/play")
            self.token = re.search(r'name="csrf_token" value="([^"]+)"', html).group(1)
        return self.request("/en/play", {"rules": "nintendo", "level": "greedy", "rounds": "1",
                                         "csrf_token": self.token},
                            {"X-Forwarded-For": forwarded_for})[0]


class NoRedirects(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args, **kwargs):
        return None


def test_the_readmes_app_host_keeps_the_limit_for_a_client_that_reaches_it(tmp_path):
    """Redis started with the README's settings, gunicorn with the README's command and
    environment (bound to the loopback here, the proxy elsewhere): a client that names its own
    address in X-Forwarded-For is still one client, and is limited."""
    conf = redis_settings() | {"bind": "127.0.0.1"}
    with running_redis(tmp_path, **conf) as redis_port:
        serve_and_flood(redis_port)


def serve_and_flood(redis_port: int) -> None:
    """The README's app host on that Redis, and a client naming its own addresses to it."""
    env, command = app_host_command()
    port = free_port()
    command[command.index("-b") + 1] = f"127.0.0.1:{port}"
    command[-1] = command[-1].replace("create_app()", "create_app({'CREATE_LIMIT': '3 per minute'})")
    env["GAME_STORE_URL"] = env["GAME_STORE_URL"].replace("10.0.0.5:6379", f"127.0.0.1:{redis_port}")
    env["SECRET_KEY"] = "deployment-test"
    host = env["TRUSTED_HOSTS"]
    server = subprocess.Popen(
        [sys.executable, "-m", "gunicorn", *command[command.index("-w"):], "--chdir", str(ROOT)],
        env={**os.environ, **env, "PYTHONPATH": str(ROOT)}, start_new_session=True,
        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        browser = Browser(f"http://127.0.0.1:{port}", host)
        for _ in range(300):
            try:
                if browser.request("/en/")[0] == 200:
                    break
            except OSError:
                assert server.poll() is None, server.stderr.read().decode()[-2000:]
                time.sleep(0.1)
        statuses = [browser.create_game(f"192.0.2.{n}") for n in range(5)]
        assert statuses == [303, 303, 303, 429, 429]
    finally:
        os.killpg(server.pid, signal.SIGTERM)
        server.wait(30)


@pytest.mark.parametrize("target", ["run", "test"])
def test_the_two_setup_commands_exist(target):
    assert f"make {target}" in README.split("## Layout")[0]
    assert re.search(rf"^{target}:", (ROOT / "Makefile").read_text(), re.M)
