"""What Tam Cúc adds to the site."""
