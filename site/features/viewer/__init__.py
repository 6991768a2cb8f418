"""Step-through sample games and uploaded records."""
