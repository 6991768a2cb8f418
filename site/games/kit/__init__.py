"""What the games share on the site, below the features that show them: reading a posted move
and the judge's advice (``moves``), the lesson and coached-deal classes (``lessons``,
``guided``), the puzzle kit's errors and card trainer (``puzzles``, ``trainer``), and the
Hanafuda family's words and chart (``fishing``).

Imports run one way: features → games → kit → decks → core → engine. Nothing here imports a
game or the registry of games (``tests/test_layout.py`` holds it)."""
