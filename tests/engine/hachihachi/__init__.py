"""hachihachi's engine tests (a package, so that each game's tests may share file names)."""
