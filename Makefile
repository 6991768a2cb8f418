# Two entry points on a fresh machine with Python 3.11:
#   make run   serve the site on http://127.0.0.1:5000
#   make test  lint, then every test (engine, web with a real redis-server, browser)
VENV   ?= .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed-stamp
TESTED := $(VENV)/.test-tools-stamp
HOST   ?= 127.0.0.1
PORT   ?= 5000

RUN_LOCK  := requirements-run.lock
TEST_LOCK := requirements-test.lock

.PHONY: run test lint catalogs messages browser redis bench clean lock

# what the site runs on, at the locked versions, then the project itself on top (its
# dependencies already there); the test tools only for make test and make lint
$(STAMP): pyproject.toml $(RUN_LOCK)
	python3 -m venv $(VENV)
	$(VENV)/bin/pip install -q --upgrade pip
	$(VENV)/bin/pip install -q -r $(RUN_LOCK)
	$(VENV)/bin/pip install -q --no-deps -e . 2>/dev/null || $(VENV)/bin/pip install -q --no-deps -e .
	touch $(STAMP)

$(TESTED): $(STAMP) $(TEST_LOCK)
	$(VENV)/bin/pip install -q -r $(TEST_LOCK)
	touch $(TESTED)

# rewrite both locks from pyproject.toml's floors, in a fresh venv (the newest versions allowed):
# the site's own dependencies first, then the test tools constrained to those versions
lock:
	rm -rf .lock-venv && python3 -m venv .lock-venv
	.lock-venv/bin/pip install -q -e .
	{ echo "# What make run installs: the site's runtime dependencies, at the versions last tested."; \
	  echo "# \`make lock\` rewrites it with requirements-test.lock (see the Makefile)."; \
	  .lock-venv/bin/pip freeze --all --exclude-editable | grep -v '^pip==\|^setuptools=='; } > $(RUN_LOCK)
	.lock-venv/bin/pip install -q -c $(RUN_LOCK) -e ".[test]"
	{ echo "# What make test and CI install on top of requirements-run.lock: the test tools, at the"; \
	  echo "# versions last tested. \`make lock\` rewrites both."; \
	  echo "-r $(RUN_LOCK)"; \
	  .lock-venv/bin/pip freeze --all --exclude-editable | grep -v '^pip==' | grep -vixF -f $(RUN_LOCK); } > $(TEST_LOCK)
	rm -rf .lock-venv

catalogs: $(STAMP)
	$(VENV)/bin/pybabel -q compile -d site/translations

# --ignore-dirs ".*": Babel skips folders whose name starts with _ by default, and a family's
# templates live in one (templates/games/_fishing/)
messages: $(STAMP)
	$(VENV)/bin/pybabel extract -F babel.cfg -k _l --no-location --no-wrap --ignore-dirs ".*" -o site/translations/messages.pot .
	$(VENV)/bin/pybabel update --no-wrap -i site/translations/messages.pot -d site/translations -N --ignore-obsolete

run: $(STAMP) catalogs
	$(VENV)/bin/flask --app website run --host $(HOST) --port $(PORT)

browser:
	sh scripts/ensure-chromium.sh

redis:
	sh scripts/ensure-redis.sh

lint: $(TESTED)
	$(VENV)/bin/ruff check .

test: $(TESTED) catalogs browser redis lint
	$(PY) -m pytest

bench: $(STAMP)
	$(PY) -m engine bench

clean:
	rm -rf $(VENV) .pytest_cache
