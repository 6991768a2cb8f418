"""The lesson paths: screens, questions and the coached deal."""
