"""What Hachi-Hachi adds to the site."""
