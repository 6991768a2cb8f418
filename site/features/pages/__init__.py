"""Home, history, rules pages and glossary."""
