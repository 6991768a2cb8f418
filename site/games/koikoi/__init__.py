"""What Koi-Koi adds to the site."""
