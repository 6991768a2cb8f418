"""What every game's puzzle kit shares (the lead's version replaces this file)."""


class BadAnswer(Exception):
    def __init__(self, message):
        super().__init__(message)
        self.message = message
