"""Hachi-Hachi's web tests: its puzzle kit and rules page."""
