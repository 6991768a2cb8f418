"""What knows no game: the site's shared machinery."""
