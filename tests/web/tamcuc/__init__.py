"""Tam Cúc's web tests: its puzzle kit, rules page and card trainer."""
