"""The card charts, a page per month and per card, and the card pictures."""
