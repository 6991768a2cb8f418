"""Puzzles: browse, answer, ratings, streaks and card trainers."""
