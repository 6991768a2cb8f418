"""What every test shares: property tests draw the same examples on every run (Hypothesis,
derandomized), so a run never depends on luck, on CI as here."""

from hypothesis import settings

settings.register_profile("repeatable", derandomize=True, database=None)
settings.load_profile("repeatable")
