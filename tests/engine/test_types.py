"""The engine type-checks: ``mypy`` with the settings of pyproject.toml's ``[tool.mypy]``
(strict where the code allows, each exception listed there with its reason)."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.skipif(importlib.util.find_spec("mypy") is None,
                    reason="mypy is not installed (make test installs it)")
def test_engine_type_checks():
    run = subprocess.run([sys.executable, "-m", "mypy"], cwd=ROOT, capture_output=True, text=True)
    assert run.returncode == 0, f"mypy found errors:\n{run.stdout}{run.stderr}"
