"""One package per feature: its blueprint and the logic it shares across games."""
