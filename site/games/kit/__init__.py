"""What the games share on the site, below the features that show them: reading a posted move
and the judge's advice (``moves``), the lesson and coached-deal classes (``lessons``,
``guided``), the puzzle kit's errors and card trainer (``puzzles``, ``trainer``), the
Hanafuda family's words and chart (``fishing``), and what its three-seat games' boards and
capture puzzles share (``fishing_board``, ``fishing_puzzles``; their templates are
``templates/games/_fishing/``).

Imports run one way: features → games → kit → decks → core → engine. Nothing here imports a
game or the registry of games (``tests/test_layering.py`` holds it)."""
