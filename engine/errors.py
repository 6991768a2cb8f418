"""Errors raised by the engine. All subclass ValueError and name the bad input."""


class EngineError(ValueError):
    """Base class: anything the caller passed that the rules do not accept."""


class UnknownCardError(EngineError):
    def __init__(self, card_id: object) -> None:
        self.card_id = card_id
        super().__init__(f"unknown card id: {card_id!r}")


class UnknownRulesError(EngineError):
    def __init__(self, name: object) -> None:
        self.name = name
        super().__init__(f"unknown rule set: {name!r}")


class SetupError(EngineError):
    """A table or deal the game cannot start: a seat count it is not played by, a dealer who
    is no seat, hands that do not share out the deck."""


class IllegalActionError(EngineError):
    """An action that is not among the state's legal actions."""


class RecordError(EngineError):
    """A game record that is malformed or does not replay."""


class NotationError(EngineError):
    """Move notation that does not parse."""
