# Two entry points on a fresh machine with Python 3.11:
#   make run   serve the site on http://127.0.0.1:5000
#   make test  lint, then every test (engine, web with a real redis-server, browser)
VENV   ?= .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed-stamp
HOST   ?= 127.0.0.1
PORT   ?= 5000

LOCK   := requirements.lock

.PHONY: run test lint catalogs messages browser redis bench clean lock

# the locked versions first, then the project itself on top, its dependencies already there
$(STAMP): pyproject.toml $(LOCK)
	python3 -m venv $(VENV)
	$(VENV)/bin/pip install -q --upgrade pip
	$(VENV)/bin/pip install -q -r $(LOCK)
	$(VENV)/bin/pip install -q --no-deps -e .
	touch $(STAMP)

# rewrite the lock from pyproject.toml's floors, in a fresh venv (the newest versions allowed)
lock:
	rm -rf .lock-venv && python3 -m venv .lock-venv
	.lock-venv/bin/pip install -q -e ".[test]"
	{ echo "# Every package make run, make test and CI install, at the versions last tested: \`make lock\`"; \
	  echo "# rewrites it (a fresh venv, pip install -e \".[test]\", pip freeze --all --exclude-editable)."; \
	  .lock-venv/bin/pip freeze --all --exclude-editable | grep -v '^pip=='; } > $(LOCK)
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

lint: $(STAMP)
	$(VENV)/bin/ruff check .

test: $(STAMP) catalogs browser redis lint
	$(PY) -m pytest

bench: $(STAMP)
	$(PY) -m engine bench

clean:
	rm -rf $(VENV) .pytest_cache
