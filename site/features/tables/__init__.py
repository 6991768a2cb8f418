"""Play with friends: tables of people and computers by invitation link."""
