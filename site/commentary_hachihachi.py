"""Placeholder until the Hachi-Hachi commentary lands (see the hsg branch)."""

from __future__ import annotations

from engine.hachihachi.notation import format_action


def describe_events(events, seats) -> list[str]:
    return []


def result_lines(result, seats) -> list[str]:
    return []


def action_text(action, seat, seats) -> str:
    return f"{seats.name(seat)}: {format_action(action)}"


def deal_lines(state, seats) -> list[str]:
    return []
