"""Blueprints: ``pages`` (home, history, rules, glossary) and ``cards`` (chart, months, cards)."""
