"""Play a deal or a match against the computer."""
