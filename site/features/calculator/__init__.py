"""The scoring calculator: one page, every game's chart."""
