"""What every game's JSON records share: reading a record file and parsing its text with
limits, so that no input raises anything but a :class:`RecordError` (or an
:class:`EngineError` for a file that cannot be read)."""

from __future__ import annotations

import json
from typing import Any

from .errors import EngineError, RecordError

MAX_INT = 10**9  # points, seeds and counts; a longer number is not a record's


def _json_int(text: str) -> int:
    if len(text.lstrip("-")) > len(str(MAX_INT)):
        raise RecordError(f"number too long for a record: {text[:12]}... ({len(text)} digits)")
    return int(text)


def _json_constant(name: str) -> Any:
    raise RecordError(f"not valid JSON: {name} is not a number")


def loads(text: str) -> Any:
    """Parse JSON text, turning a syntax error into a :class:`RecordError`.

    Numbers longer than a record needs, NaN and Infinity, and nesting too deep for the parser
    are refused here, so that no input raises anything but a :class:`RecordError`.
    """
    try:
        return json.loads(text, parse_int=_json_int, parse_constant=_json_constant)
    except json.JSONDecodeError as e:
        raise RecordError(f"not valid JSON: {e.msg} at line {e.lineno} column {e.colno}") from None
    except RecursionError:
        raise RecordError("not valid JSON for a record: nested too deeply") from None


def read_record(path: str) -> Any:
    """The parsed JSON of a record file (``python -m engine <game> replay FILE``).

    :raises EngineError: for a file that cannot be read; :class:`RecordError` for bad JSON.
    """
    try:
        with open(path, encoding="utf-8") as f:
            text = f.read()
    except OSError as e:
        raise EngineError(f"cannot read {path}: {e.strerror}") from None
    except UnicodeDecodeError:
        raise RecordError(f"{path} is not UTF-8 text") from None
    return loads(text)
